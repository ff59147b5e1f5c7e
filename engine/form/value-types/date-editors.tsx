/** Date and date-time editors. Values travel as text (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`, CONTRACT §2). */
import { useMemo } from 'react';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formText } from '../locale';
import { currentLang } from '../../i18n';
import { DATE_FORMAT, DATETIME_FORMAT } from './date-formats';
import type { ValueEditorProps } from './types';

export { DATE_FORMAT, DATETIME_FORMAT };

const parse = (v: unknown): Dayjs | null => {
  if (v === null || v === undefined || v === '') return null;
  const d = dayjs(v as string);
  return d.isValid() ? d : null;
};

/**
 * Search ranges pick whole days: the search form turns [from, to] into `_dategt` from 00:00:00 and
 * `_datelt` to 23:59:59 (engine/crud/search-params.ts).
 */
function DateRangeEditor({ value, onChange, disabled, readOnly }: ValueEditorProps) {
  const pair = Array.isArray(value) ? value : [];
  const [from, to] = [pair[0] as unknown, pair[1] as unknown];
  // A new array on every render would make the picker drop a half-picked range whenever the screen
  // re-renders (a refetch...): keep the same value while the texts are the same.
  const picked = useMemo(() => [parse(from), parse(to)] as [Dayjs | null, Dayjs | null], [from, to]);
  const lang = currentLang();
  return (
    <DatePicker.RangePicker
      style={{ width: '100%' }}
      format={DATE_FORMAT}
      value={picked}
      placeholder={[formText('start', lang), formText('end', lang)]}
      disabled={disabled || readOnly}
      allowEmpty={[true, true]}
      onChange={(_dates, texts) => {
        const [a, b] = texts ?? ['', ''];
        onChange?.(a || b ? [a || undefined, b || undefined] : undefined);
      }}
    />
  );
}

export function dateEditor(kind: 'date' | 'datetime') {
  const format = kind === 'date' ? DATE_FORMAT : DATETIME_FORMAT;
  return function DateEditor(props: ValueEditorProps) {
    const { value, onChange, onBlur, onFocus, disabled, readOnly, placeholder, ariaLabel } = props;
    const picked = useMemo(() => parse(value), [value]);
    if (props.range) return <DateRangeEditor {...props} />;
    return (
      <DatePicker
        style={{ width: '100%' }}
        format={format}
        showTime={kind === 'datetime'}
        value={picked}
        onChange={(d) => onChange?.(d ? d.format(format) : undefined)}
        onBlur={onBlur}
        onFocus={onFocus}
        disabled={disabled || readOnly}
        placeholder={placeholder}
        aria-label={ariaLabel}
      />
    );
  };
}
