/**
 * What CrudPage and TreeCrudPage share: permissions, selection, the add / edit / view dialog (with the
 * record's change history when the schema has a state machine), deletes, actions and transitions. The
 * pages only differ in how they fetch rows and lay out the table.
 */
import { lazy, Suspense, useCallback, useMemo, useState, type Key, type ReactNode } from 'react';
import { App } from 'antd';
import type { EntitySchema } from '../schema/model';
import { columnsIn, crudPermissions, handWrites, text } from '../schema/resolve';
import type { Row } from '../data/provider';
import { hasPermission, useEngine } from '../data/context';
import { defaultValues, type FormMode } from '../form';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { alreadyShown, errorText } from './errors';
// The dialog's chunk (Formily) loads once the screen has painted: form-modal-on-demand.tsx.
import { FormModal, usePreloadFormModal } from './form-modal-on-demand';
import { useActionRunner } from './use-actions';
// A record's state history shows in its view dialog only: antd's Timeline and Typography load then.
const StateHistory = lazy(() => import('./StateHistory').then((m) => ({ default: m.StateHistory })));
import { useExcel } from './use-excel';

interface DialogState {
  mode: FormMode;
  row?: Row;
  /** Values preset when adding (link values, the parent of a child row). */
  presets?: Record<string, unknown>;
  title: string;
  /** Bumped per opening so a reopened dialog is a fresh one. */
  seq: number;
}

export interface CrudOptions {
  refresh: () => void | Promise<void>;
  addDefaults?: Record<string, unknown>;
  searchParams?: () => Record<string, unknown>;
}

export function useCrud(schema: EntitySchema, { refresh, addDefaults, searchParams }: CrudOptions) {
  const env = useEngine();
  const { provider } = env;
  const { t, lang } = useT(CRUD_NS);
  const { message, modal } = App.useApp();
  const perms = crudPermissions(schema);
  const hand = handWrites(schema);
  const can = useMemo(
    () => ({
      add: hand.add && schema.table?.addButton !== false && hasPermission(env, perms.add),
      edit: hand.edit && schema.table?.editButton !== false && hasPermission(env, perms.edit),
      delete: hand.delete && schema.table?.deleteButton !== false && hasPermission(env, perms.delete),
      view: !!schema.table?.viewButton && hasPermission(env, perms.view),
      code: (code: string) => hasPermission(env, code),
    }),
    [env, schema, hand.add, hand.edit, hand.delete, perms.add, perms.edit, perms.delete, perms.view],
  );

  usePreloadFormModal();
  const [dialog, setDialog] = useState<DialogState>();
  const [selected, setSelected] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] });

  const open = useCallback(
    (next: Omit<DialogState, 'seq'>) => setDialog((prev) => ({ ...next, seq: (prev?.seq ?? 0) + 1 })),
    [],
  );
  const openAdd = (presets?: Record<string, unknown>, title?: string) =>
    open({ mode: 'add', presets, title: title ?? t('add') });
  const openEdit = (row: Row) => open({ mode: 'edit', row, title: t('edit') });
  const openView = (row: Row) => open({ mode: 'view', row, title: t('view') });
  const close = () => setDialog(undefined);

  const clearSelection = () => setSelected({ keys: [], rows: [] });

  const removeRows = (rows: Row[]) => {
    if (!rows.length) {
      void message.warning(t('selectOne'));
      return;
    }
    modal.confirm({
      title: t('confirmTitle'),
      content: t('deleteConfirm'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await provider.remove(
            schema,
            rows.map((r) => r.id as string | number),
          );
          void message.success(t('deleted'));
          clearSelection();
          await refresh();
        } catch (e) {
          if (!alreadyShown(e)) void message.error(errorText(e));
        }
      },
    });
  };

  const actions = useActionRunner(schema, { refresh, searchParams, afterTransition: clearSelection });
  const excel = useExcel(schema, { refresh, searchParams, can: can.code });

  const submit = async (values: Record<string, unknown>) => {
    await provider.submit(schema, values);
    void message.success(t(dialog?.mode === 'add' ? 'added' : 'updated'));
    close();
    await refresh();
  };

  const dialogColumns = schema.columns;
  const width = schema.dialog?.width;
  const maskClosable = schema.dialog?.closeOnClickOutside ?? true;
  const row = dialog?.row;

  const dialogs: ReactNode = (
    <>
      {dialog && (
        <FormModal
          key={dialog.seq}
          title={`${dialog.title} · ${text(schema.title, lang)}`}
          columns={dialogColumns}
          mode={dialog.mode}
          width={width}
          maskClosable={maskClosable}
          initialValues={
            dialog.mode === 'add'
              ? { ...defaultValues(columnsIn(schema, 'add')), ...addDefaults, ...dialog.presets }
              : undefined
          }
          load={row ? () => provider.detail(schema, row.id as string | number) : undefined}
          onSubmit={dialog.mode === 'view' ? undefined : submit}
          onClose={close}
          record={{ owner: schema.owner }}
          groups={schema.dialog?.groups}
          after={
            dialog.mode === 'view' && schema.stateMachine && row?.id !== undefined ? (
              <Suspense fallback={null}>
                <StateHistory schema={schema} id={row.id} />
              </Suspense>
            ) : undefined
          }
        />
      )}
      {actions.element}
      {excel.element}
    </>
  );

  return {
    schema,
    can,
    selected,
    setSelected,
    clearSelection,
    openAdd,
    openEdit,
    openView,
    removeRows,
    runAction: actions.run,
    runTransition: actions.runTransition,
    excel,
    dialogs,
  };
}

export type CrudController = ReturnType<typeof useCrud>;
