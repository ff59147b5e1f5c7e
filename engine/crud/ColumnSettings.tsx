/** The column-settings popover: show/hide, width and order of each column; saved per user. */
import { memo } from 'react';
import { Button, Checkbox, InputNumber, Popover, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { text } from '../schema/resolve';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import type { ResolvedColumn } from './column-options';

export interface ColumnSettingsProps {
  columns: ResolvedColumn[];
  onChange: (columns: ResolvedColumn[] | undefined) => void;
}

/**
 * Memoised: its props only change with the settings themselves, and its (closed) popover content, a row
 * of controls per column, was rebuilt whenever the screen re-rendered, e.g. when rows arrived (issue 5).
 */
export const ColumnSettings = memo(function ColumnSettings({ columns, onChange }: ColumnSettingsProps) {
  const { t, lang } = useT(CRUD_NS);
  const patch = (i: number, change: Partial<ResolvedColumn>) =>
    onChange(columns.map((c, j) => (j === i ? { ...c, ...change } : c)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...columns];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item);
    onChange(next);
  };
  const content = (
    <div className="crud-column-settings" style={{ maxHeight: 360, overflow: 'auto' }}>
      {columns.map((c, i) => {
        const label = text(c.column.label, lang);
        return (
          <Space key={c.column.prop} style={{ display: 'flex', marginBottom: 4 }} data-prop={c.column.prop}>
            <Checkbox
              checked={!c.hidden}
              onChange={(e) => patch(i, { hidden: !e.target.checked })}
              style={{ width: 140 }}
            >
              {label}
            </Checkbox>
            <InputNumber<number>
              size="small"
              min={40}
              max={800}
              placeholder={t('columnWidth')}
              aria-label={`${label} ${t('columnWidth')}`}
              value={c.width ?? null}
              onChange={(w) => patch(i, { width: w ?? undefined })}
              style={{ width: 80 }}
            />
            <Tooltip title={t('moveUp')}>
              <Button
                size="small"
                type="text"
                aria-label={`${label} ${t('moveUp')}`}
                icon={<ArrowUpOutlined />}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              />
            </Tooltip>
            <Tooltip title={t('moveDown')}>
              <Button
                size="small"
                type="text"
                aria-label={`${label} ${t('moveDown')}`}
                icon={<ArrowDownOutlined />}
                disabled={i === columns.length - 1}
                onClick={() => move(i, 1)}
              />
            </Tooltip>
          </Space>
        );
      })}
      <Button size="small" onClick={() => onChange(undefined)}>
        {t('columnsReset')}
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('columns')} content={content}>
      <Tooltip title={t('columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('columns')} />
      </Tooltip>
    </Popover>
  );
});
