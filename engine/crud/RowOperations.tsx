/** The operations cell of a row: view, edit, delete, add child (trees) and the schema's row actions. */
import { createContext, useContext } from 'react';
import { Button, Space } from 'antd';
import type { Row } from '../data/provider';
import { actionPermission, text } from '../schema/resolve';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { conditionHolds } from './table-columns';
import type { CrudController } from './use-crud';

/** The screen's controller for the operations cells (CrudView), so the table's columns need not change with it. */
export const CrudControllerContext = createContext<CrudController | null>(null);

export interface RowOperationsProps {
  /** Default: the controller from CrudControllerContext. */
  crud?: CrudController;
  row: Row;
  /** Trees: open the add dialog preset as this row's child. */
  onAddChild?: (row: Row) => void;
}

export function RowOperations({ crud: own, row, onAddChild }: RowOperationsProps) {
  const { t, lang } = useT(CRUD_NS);
  const fromContext = useContext(CrudControllerContext);
  const crud = own ?? fromContext;
  if (!crud) throw new Error('RowOperations: pass `crud` or render inside CrudControllerContext');
  const { schema, can } = crud;
  const rowActions = (schema.actions ?? []).filter(
    (a) => a.scope === 'row' && can.code(actionPermission(schema, a)) && conditionHolds(a.visible, row),
  );
  // Clicks inside the cell must not also choose the row (master tables react to row clicks).
  const stop = (fn: () => void) => (e: { stopPropagation: () => void }) => {
    e.stopPropagation();
    fn();
  };
  return (
    <Space size={0} wrap className="crud-row-operations">
      {can.view && (
        <Button type="link" size="small" onClick={stop(() => crud.openView(row))}>
          {t('view')}
        </Button>
      )}
      {can.edit && (
        <Button type="link" size="small" onClick={stop(() => crud.openEdit(row))}>
          {t('edit')}
        </Button>
      )}
      {can.delete && (
        <Button type="link" size="small" danger onClick={stop(() => crud.removeRows([row]))}>
          {t('delete')}
        </Button>
      )}
      {onAddChild && can.add && (
        <Button type="link" size="small" onClick={stop(() => onAddChild(row))}>
          {t('addChild')}
        </Button>
      )}
      {rowActions.map((a) => (
        <Button
          key={a.key}
          type="link"
          size="small"
          danger={a.danger}
          onClick={stop(() => void crud.runAction(a, [row]))}
        >
          {text(a.label, lang)}
        </Button>
      ))}
    </Space>
  );
}
