/**
 * Pickers of the value types that validate (issue 35 item 6): a month, a date range held by two columns,
 * hours of a day. Loaded on demand (lazy-editor.tsx) like the other pickers. What they write is exactly
 * what engine/schema/value-checks.ts accepts (`2026-11`, `10:00-22:00`), so a picked value never fails.
 */
import { useMemo } from 'react';
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { observer, useForm } from '@formily/react';
import { currentLang } from '../../i18n';
import { formText } from '../locale';
import { DATE_FORMAT } from './date-formats';
import { pickerProps, type ValueEditorProps } from './types';

export const MONTH_FORMAT = 'YYYY-MM';
const HOURS_FORMAT = 'HH:mm';

const day = (v: unknown, format?: string): Dayjs | null => {
  if (typeof v !== 'string' || v === '') return null;
  const d = format ? dayjs(v, format) : dayjs(v);
  return d.isValid() ? d : null;
};

/** A month (`YYYY-MM`); in a search it is one month, matched whole. */
export function MonthEditor(props: ValueEditorProps) {
  const { value, onChange } = props;
  const picked = useMemo(() => day(value ? `${String(value)}-01` : ''), [value]);
  const { allowClear, ...rest } = pickerProps(props);
  return (
    <DatePicker
      picker="month"
      style={{ width: '100%' }}
      format={MONTH_FORMAT}
      value={picked}
      allowClear={allowClear}
      onChange={(d) => onChange?.(d ? d.format(MONTH_FORMAT) : undefined)}
      {...rest}
    />
  );
}

/** Hours of a day, `10:00-22:00`: two times picked together. */
export function TimeRangeEditor(props: ValueEditorProps) {
  const { value, onChange, disabled, readOnly, ariaLabel } = props;
  const picked = useMemo(() => {
    const [from, to] = typeof value === 'string' ? value.split('-') : [];
    return [day(from, HOURS_FORMAT), day(to, HOURS_FORMAT)] as [Dayjs | null, Dayjs | null];
  }, [value]);
  const lang = currentLang();
  return (
    <TimePicker.RangePicker
      style={{ width: '100%' }}
      format={HOURS_FORMAT}
      order={false}
      value={picked}
      disabled={disabled || readOnly}
      aria-label={ariaLabel}
      placeholder={[formText('opens', lang), formText('closes', lang)]}
      onChange={(_d, texts) => {
        const [a, b] = texts ?? ['', ''];
        onChange?.(a && b ? `${a}-${b}` : undefined);
      }}
    />
  );
}

/**
 * The start column of a date range edits the end column too (`rangeEnd`), through the form: one picker,
 * two stored dates. In a search it picks a range of starts (`_dategt` / `_datelt`).
 */
export const DateRangePairEditor = observer(function DateRangePairEditor(props: ValueEditorProps) {
  const { value, onChange, column, disabled, readOnly, ariaLabel } = props;
  // Outside a form (a story, a table cell editor) there is no end to write: the start alone is edited.
  const form = useForm() as ReturnType<typeof useForm> | undefined;
  const end = column.rangeEnd;
  const endValue = end && form ? (form.values as Record<string, unknown>)[end] : undefined;
  const searching = props.mode === 'search';
  const picked = useMemo(
    () =>
      searching
        ? ([day((value as unknown[] | undefined)?.[0]), day((value as unknown[] | undefined)?.[1])] as [Dayjs | null, Dayjs | null])
        : ([day(value), day(endValue)] as [Dayjs | null, Dayjs | null]),
    [searching, value, endValue],
  );
  const lang = currentLang();
  return (
    <DatePicker.RangePicker
      style={{ width: '100%' }}
      format={DATE_FORMAT}
      value={picked}
      allowEmpty={[true, true]}
      disabled={disabled || readOnly}
      aria-label={ariaLabel}
      placeholder={[formText('start', lang), formText('end', lang)]}
      onChange={(_d, texts) => {
        const [a, b] = texts ?? ['', ''];
        if (searching) return onChange?.(a || b ? [a || undefined, b || undefined] : undefined);
        if (end && form) form.setValuesIn(end, b || undefined);
        onChange?.(a || undefined);
      }}
    />
  );
});
