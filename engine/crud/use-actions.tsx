/**
 * Running a schema action (toolbar, batch or row): plugin handlers, the "select at least one row"
 * guard, the confirmation, the small input form, the call (or download), the success toast, refresh.
 */
import { useState, type ReactNode } from 'react';
import { App } from 'antd';
import type { Action, EntitySchema } from '../schema/model';
import { actionPath, text } from '../schema/resolve';
import type { Row } from '../data/provider';
import { useEngine } from '../data/context';
import { saveBlob } from '../data/files';
import { defaultValues } from '../form';
import { isActionView, pluginAction, type PluginActionContext, type PluginActionView } from '../plugin';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { alreadyShown, errorText } from './errors';
import { FormModal } from './FormModal';

export interface ActionRunnerOptions {
  refresh: () => void | Promise<void>;
  /** Current search params: toolbar downloads export what the user is looking at. */
  searchParams?: () => Record<string, unknown>;
}

export function useActionRunner(schema: EntitySchema, { refresh, searchParams }: ActionRunnerOptions) {
  const { provider } = useEngine();
  const { t, lang } = useT(CRUD_NS);
  const { message, modal } = App.useApp();
  const [formAction, setFormAction] = useState<{ action: Action; rows: Row[] }>();
  const [pluginView, setPluginView] = useState<{ view: PluginActionView; ctx: PluginActionContext }>();

  const fail = (e: unknown) => {
    if (!alreadyShown(e)) void message.error(errorText(e));
  };

  /** The call itself; throws on failure so a form dialog can stay open. */
  const call = async (action: Action, rows: Row[], values?: Record<string, unknown>) => {
    if (action.download) {
      const ids = rows.map((r) => r.id).join(',');
      const params: Record<string, unknown> =
        action.params === 'id' ? { id: rows[0]?.id } : action.params === 'ids' ? { ids } : { ...(values ?? {}) };
      const scoped = action.scope === 'toolbar' ? { ...(searchParams?.() ?? {}), ...params } : params;
      const file = await provider.download(actionPath(schema, action), scoped);
      saveBlob(file.blob, file.fileName);
    } else {
      await provider.action(schema, action, { rows, values });
    }
    void message.success(action.success ? text(action.success, lang) : t('done'));
    await refresh();
  };

  const confirmed = (content: string, onOk: () => Promise<void>) =>
    modal.confirm({
      title: t('confirmTitle'),
      content,
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: () => onOk().catch(fail),
    });

  const run = async (action: Action, rows: Row[]) => {
    if (action.scope === 'batch' && rows.length === 0) {
      void message.warning(t('selectOne'));
      return;
    }
    if (action.plugin) {
      const handler = pluginAction(action);
      if (!handler) {
        void message.warning(t('actionMissing', { key: action.key }));
        return;
      }
      const ctx: PluginActionContext = { schema, action, rows, provider, lang, refresh };
      if (isActionView(handler)) setPluginView({ view: handler, ctx });
      else await Promise.resolve(handler(ctx)).catch(fail);
      return;
    }
    const proceed = async () => {
      if (action.form?.length) setFormAction({ action, rows });
      else await call(action, rows);
    };
    if (action.confirm) confirmed(text(action.confirm, lang), proceed);
    else await proceed().catch(fail);
  };

  const formRow = formAction?.rows.length === 1 ? formAction.rows[0] : undefined;
  const element: ReactNode = (
    <>
      {formAction && (
        <FormModal
          title={text(formAction.action.label, lang)}
          columns={formAction.action.form ?? []}
          mode="add"
          width={560}
          initialValues={{
            ...defaultValues(formAction.action.form ?? []),
            ...Object.fromEntries(
              (formAction.action.form ?? [])
                .filter((c) => formRow?.[c.prop] !== undefined)
                .map((c) => [c.prop, formRow?.[c.prop]]),
            ),
          }}
          onSubmit={async (values) => {
            await call(formAction.action, formAction.rows, values);
            setFormAction(undefined);
          }}
          onClose={() => setFormAction(undefined)}
        />
      )}
      {pluginView && <pluginView.view.component {...pluginView.ctx} onClose={() => setPluginView(undefined)} />}
    </>
  );

  return { run, element };
}
