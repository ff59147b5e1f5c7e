/**
 * A longitude or a latitude (issue 35 item 6): a number within its range (the type's −180..180 / −90..90,
 * or the column's narrower one) with at most its decimals (6 unless the column says), and the hemisphere
 * beside it so east and north read as such. The checks are engine/schema/value-checks.ts, as on the server.
 */
import { InputNumber } from 'antd';
import { columnType } from '../../schema/resolve';
import { inputProps, type ValueEditorProps } from './types';

export function CoordinateEditor(props: ValueEditorProps) {
  const { value, onChange, column } = props;
  const num = value === '' || value === null || value === undefined ? null : Number(value);
  return (
    <InputNumber<number>
      style={{ width: '100%' }}
      value={num !== null && Number.isNaN(num) ? null : num}
      // What was typed stays as typed (no min / max / precision: an out-of-range 200 is not clamped to 180,
      // 113.1234567 not rounded, behind the user's back): the check under the field says what is wrong, and
      // the server refuses it the same way.
      onChange={(v) => onChange?.(v ?? undefined)}
      {...inputProps(props)}
      suffix={columnType(column) === 'latitude' ? '°N' : '°E'}
    />
  );
}
