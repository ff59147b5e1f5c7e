/** Editors for typed-in values: text, textarea, password, numbers, money, url/phone/email, json, icon (color: color-editor.tsx). */
import { Input, InputNumber } from 'antd';
import { inputProps, type ValueEditorProps } from './types';

export const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

export function TextEditor(props: ValueEditorProps) {
  const { value, onChange, column, mode } = props;
  return (
    <Input
      value={str(value)}
      onChange={(e) => onChange?.(e.target.value)}
      {...inputProps(props)}
      maxLength={mode === 'search' ? undefined : column.maxLength}
      allowClear={mode === 'search'}
    />
  );
}

export function TextareaEditor(props: ValueEditorProps) {
  if (props.mode === 'search') return <TextEditor {...props} />;
  const { value, onChange, column } = props;
  return (
    <Input.TextArea
      value={str(value)}
      onChange={(e) => onChange?.(e.target.value)}
      {...inputProps(props)}
      maxLength={column.maxLength}
      autoSize={{ minRows: 3, maxRows: 8 }}
    />
  );
}

export function PasswordEditor(props: ValueEditorProps) {
  const { value, onChange, column } = props;
  return (
    <Input.Password
      value={str(value)}
      onChange={(e) => onChange?.(e.target.value)}
      {...inputProps(props)}
      maxLength={column.maxLength}
      autoComplete="new-password"
    />
  );
}

/** Numbers, decimals and money (yuan with 2 decimals); `precision` comes from the column. */
export function numberEditor(kind: 'number' | 'decimal' | 'money') {
  return function NumberEditor(props: ValueEditorProps) {
    const { value, onChange, column } = props;
    const precision = kind === 'money' ? 2 : kind === 'decimal' ? (column.precision ?? 2) : column.precision;
    const num = value === '' || value === null || value === undefined ? null : Number(value);
    return (
      <InputNumber<number>
        style={{ width: '100%' }}
        value={num !== null && Number.isNaN(num) ? null : num}
        onChange={(v) => onChange?.(v ?? undefined)}
        {...inputProps(props)}
        min={column.min}
        max={column.max}
        precision={precision}
        step={precision ? 1 / 10 ** precision : 1}
        prefix={kind === 'money' ? '¥' : undefined}
      />
    );
  };
}

/** JSON: shown pretty-printed; text that does not parse stays a string so the json rule can flag it. */
export function JsonEditor(props: ValueEditorProps) {
  const { value, onChange } = props;
  const textValue =
    typeof value === 'string' || value === undefined || value === null ? str(value) : JSON.stringify(value, null, 2);
  return (
    <Input.TextArea
      value={textValue}
      onChange={(e) => {
        const raw = e.target.value;
        try {
          onChange?.(raw.trim() === '' ? undefined : JSON.parse(raw));
        } catch {
          onChange?.(raw);
        }
      }}
      {...inputProps(props)}
      autoSize={{ minRows: 3, maxRows: 12 }}
      style={{ fontFamily: 'monospace' }}
    />
  );
}
