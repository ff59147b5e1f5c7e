/** Editors for choices: select, radio, checkbox, switch (tree-select, cascader: tree-editors.tsx). */
import { Checkbox, Radio, Select, Switch } from 'antd';
import { useColumnOptions } from '../options';
import { formText } from '../locale';
import { currentLang } from '../../i18n';
import { keyBack, keysBack, keyed, toKey, toKeys, type KeyedOption } from './keys';
import { pickerProps, type ValueEditorProps } from './types';

/** A searchable select over string keys; the value goes back in the field's own type. */
function KeySelect(props: ValueEditorProps & { options: KeyedOption[] }) {
  const { options, value, onChange, column } = props;
  return (
    <Select
      style={{ width: '100%' }}
      value={toKey(value)}
      options={options}
      onChange={(k) => onChange?.(keyBack(k, value, column))}
      {...pickerProps(props)}
      showSearch
      optionFilterProp="label"
    />
  );
}

export function SelectEditor(props: ValueEditorProps) {
  const options = keyed(useColumnOptions(props.column, props), props.mode);
  return <KeySelect {...props} options={options} />;
}

export function RadioEditor(props: ValueEditorProps) {
  const { value, onChange, disabled, readOnly, column, mode } = props;
  const options = keyed(useColumnOptions(column, props), mode);
  if (mode === 'search') return <SelectEditor {...props} />;
  return (
    <Radio.Group
      value={toKey(value)}
      options={options}
      disabled={disabled || readOnly}
      onChange={(e) => onChange?.(keyBack(e.target.value, value, column))}
    />
  );
}

export function CheckboxEditor(props: ValueEditorProps) {
  const { value, onChange, disabled, readOnly, column, mode } = props;
  const options = keyed(useColumnOptions(column, props), mode);
  if (mode === 'search') return <SelectEditor {...props} />;
  return (
    <Checkbox.Group
      value={toKeys(value)}
      options={options}
      disabled={disabled || readOnly}
      onChange={(keys) => onChange?.(keysBack(keys.map(String), value, column))}
    />
  );
}

/** 0/1 flags (the usual wire form); a dictionary, when given, labels the two states. */
export function SwitchEditor(props: ValueEditorProps) {
  const { value, onChange, disabled, readOnly, column, mode } = props;
  const options = useColumnOptions(column);
  if (mode === 'search') {
    const lang = currentLang();
    const yesNo = [
      { label: formText('yes', lang), value: '1' },
      { label: formText('no', lang), value: '0' },
    ];
    return <KeySelect {...props} options={options?.length ? keyed(options) : yesNo} />;
  }
  const on = value === true || value === 1 || value === '1';
  const label = (k: string) => options?.find((o) => String(o.value) === k)?.label;
  return (
    <Switch
      checked={on}
      disabled={disabled || readOnly}
      onChange={(c) => onChange?.(typeof value === 'boolean' ? c : c ? 1 : 0)}
      checkedChildren={label('1')}
      unCheckedChildren={label('0')}
    />
  );
}
