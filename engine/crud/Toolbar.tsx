/**
 * Above the table: add, bulk delete, toolbar and batch actions, and the state-machine transitions offered
 * in batch (for the selected rows), on the left; refresh and columns on the right.
 */
import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { actionPermission, text, transitionPermission } from '../schema/resolve';
import { transitionsOf } from '../schema/state-machine';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { ColumnSettings } from './ColumnSettings';
import { useStateLabel } from './RowOperations';
import type { ResolvedColumn } from './column-options';
import type { CrudController } from './use-crud';

export interface ToolbarProps {
  crud: CrudController;
  onRefresh: () => void;
  columns: ResolvedColumn[];
  onColumnsChange: (columns: ResolvedColumn[] | undefined) => void;
  /** Add is switched off (a detail table before its master row is chosen). */
  addDisabled?: boolean;
  /** Extra buttons (expand / collapse all for trees). */
  extra?: ReactNode;
}

export function Toolbar({ crud, onRefresh, columns, onColumnsChange, addDisabled, extra }: ToolbarProps) {
  const { t, lang } = useT(CRUD_NS);
  const { schema, can, selected } = crud;
  const actions = (schema.actions ?? []).filter(
    (a) => (a.scope === 'toolbar' || a.scope === 'batch') && can.code(actionPermission(schema, a)),
  );
  const transitions = transitionsOf(schema).filter((x) => x.batch && can.code(transitionPermission(schema, x)));
  const stateLabel = useStateLabel(schema);
  return (
    <div
      className="crud-toolbar"
      data-testid="toolbar"
      style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12, gap: 8 }}
    >
      <Space wrap>
        {can.add && (
          <Button type="primary" icon={<PlusOutlined />} disabled={addDisabled} onClick={() => crud.openAdd()}>
            {t('add')}
          </Button>
        )}
        {can.delete && schema.table?.selection && (
          <Button danger icon={<DeleteOutlined />} onClick={() => crud.removeRows(selected.rows)}>
            {t('delete')}
          </Button>
        )}
        {actions.map((a) => (
          <Button
            key={a.key}
            danger={a.danger}
            onClick={() => void crud.runAction(a, a.scope === 'batch' ? selected.rows : [])}
          >
            {text(a.label, lang)}
          </Button>
        ))}
        {transitions.map((x) => (
          <Button
            key={`transition:${x.key}`}
            danger={x.danger}
            onClick={() => void crud.runTransition(x, selected.rows, stateLabel)}
          >
            {text(x.label, lang)}
          </Button>
        ))}
        {crud.excel.canExport && (
          <Button icon={<DownloadOutlined />} onClick={() => void crud.excel.startExport()} data-testid="excel-export">
            {t('export')}
          </Button>
        )}
        {crud.excel.canImport && (
          <Button icon={<UploadOutlined />} onClick={() => crud.excel.openImport()} data-testid="excel-import">
            {t('import')}
          </Button>
        )}
        {extra}
      </Space>
      <Space>
        <Tooltip title={t('refresh')}>
          <Button icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={onRefresh} />
        </Tooltip>
        <ColumnSettings columns={columns} onChange={onColumnsChange} />
      </Space>
    </div>
  );
}
