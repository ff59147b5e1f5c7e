/**
 * Running a schema action (toolbar, batch or row): plugin handlers, the "select at least one row"
 * guard, the confirmation, the small input form, the call (or download), the success toast, refresh.
 * State-machine transitions run through the same steps as an action (transitionAction): every target row
 * must allow the transition (a clear message names the first that does not), then the confirmation — in
 * the input form above its fields when the transition has inputs — and the call.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Alert, App } from 'antd';
import type { Action, EntitySchema, Transition } from '../schema/model';
import { actionPath, text, type Lang } from '../schema/resolve';
import { formatYuan } from '../schema/money';
import { isEmpty } from '../schema/validators';
import { allowsFrom, rowLabel, transitionAction, transitionTarget } from '../schema/state-machine';
import type { Row } from '../data/provider';
import { useEngine } from '../data/context';
import { saveBlob } from '../data/files';
import { defaultValues } from '../form';
import { isActionView, pluginAction, type PluginActionContext, type PluginActionView } from '../plugin';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { alreadyShown, errorText } from './errors';
import { ActionContext, FormModal, KindChooser } from './form-modal-on-demand';

export interface ActionRunnerOptions {
  refresh: () => void | Promise<void>;
  /** Current search params: toolbar downloads export what the user is looking at. */
  searchParams?: () => Record<string, unknown>;
  /** After a transition applied (the selected rows' states are stale: the screen clears its selection). */
  afterTransition?: () => void;
}

/** A state key → its dictionary label (from the options the screen loaded). */
export type StateLabel = (state: unknown) => string;

interface FormState {
  action: Action;
  rows: Row[];
  /** Sent besides the form values (a transition's target state on a shared path). */
  extra?: Record<string, unknown>;
  /** Shown above the form (a transition's confirmation). */
  intro?: string;
  /** The record the dialog acts on (a transition's `context`), above the confirmation. */
  context?: ReactNode;
  after?: () => void;
  /** A transition group's dialog: its members the row allows, the one chosen, what was typed so far. */
  kinds?: { members: Transition[]; chosen: Transition; label: string; stateLabel: StateLabel };
  values?: Record<string, unknown>;
}

/** The values typed under another kind of a transition group that this kind's form also has (by prop). */
function keptValues(action: Action, typed: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!typed) return {};
  const props = new Set(
    (action.form ?? []).filter((c) => !c.form || typeof c.form !== 'object' || !c.form.readonly).map((c) => c.prop),
  );
  return Object.fromEntries(Object.entries(typed).filter(([k, v]) => props.has(k) && v !== undefined && v !== ''));
}

/** The first money input of an action's form: a dialog that moves money names its amount on its button. */
const moneyInput = (action: Action) => (action.form ?? []).find((c) => c.type === 'money');

/** The confirm button of a money action: its name, and the amount once typed (`退款 ¥12.00`). */
export function actionOkText(action: Action, values: Record<string, unknown>, lang: Lang): string {
  const label = text(action.label, lang);
  const money = moneyInput(action);
  return money && !isEmpty(values[money.prop]) ? `${label} ${formatYuan(values[money.prop], lang)}` : label;
}

export function useActionRunner(schema: EntitySchema, { refresh, searchParams, afterTransition }: ActionRunnerOptions) {
  const { provider } = useEngine();
  const { t, lang } = useT(CRUD_NS);
  const { message, modal } = App.useApp();
  const [formAction, setFormAction] = useState<FormState>();
  // What is typed in a group's dialog, carried to the next kind chosen (no re-render per keystroke).
  const typedRef = useRef<Record<string, unknown> | undefined>(undefined);
  const [pluginView, setPluginView] = useState<{ view: PluginActionView; ctx: PluginActionContext }>();

  const fail = (e: unknown) => {
    if (!alreadyShown(e)) void message.error(errorText(e));
  };

  /** The call itself; throws on failure so a form dialog can stay open. */
  const call = async (
    action: Action,
    rows: Row[],
    values?: Record<string, unknown>,
    extra?: Record<string, unknown>,
    after?: () => void,
  ) => {
    if (action.download) {
      const ids = rows.map((r) => r.id).join(',');
      const params: Record<string, unknown> =
        action.params === 'id' ? { id: rows[0]?.id } : action.params === 'ids' ? { ids } : { ...(values ?? {}) };
      const scoped = action.scope === 'toolbar' ? { ...(searchParams?.() ?? {}), ...params } : params;
      const file = await provider.download(actionPath(schema, action), scoped);
      saveBlob(file.blob, file.fileName);
    } else {
      await provider.action(schema, action, { rows, values: { ...values, ...extra } });
    }
    void message.success(action.success ? text(action.success, lang) : t('done'));
    after?.();
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

  /**
   * A state-machine transition over these rows: each must allow it (its state is a from-state), then the
   * confirmation (the transition's own text, else one naming the change), the inputs, the call.
   */
  const runTransition = async (
    transition: Transition,
    rows: Row[],
    stateLabel: StateLabel,
    members: Transition[] = [transition],
    keep?: Record<string, unknown>,
  ) => {
    if (rows.length === 0) {
      void message.warning(t('selectOne'));
      return;
    }
    const field = schema.stateMachine!.field;
    const label = text(transition.label, lang);
    const refused = rows.find((r) => !allowsFrom(transition, r[field]));
    if (refused) {
      void message.warning(
        t('transitionNotAllowed', { row: rowLabel(schema, refused), state: stateLabel(refused[field]), action: label }),
      );
      return;
    }
    const action = transitionAction(schema, transition);
    // Row props the call names (schema `send`): from the row, not the form (one row: a batch sends ids).
    const sent = rows.length === 1 ? Object.fromEntries((transition.send ?? []).map((p) => [p, rows[0][p]])) : {};
    const extra = { ...transitionTarget(schema, transition), ...sent };
    const question = transition.confirm
      ? text(transition.confirm, lang)
      : rows.length === 1
        ? t('transitionConfirm', {
            row: rowLabel(schema, rows[0]),
            action: label,
            from: stateLabel(rows[0][field]),
            to: stateLabel(transition.to),
          })
        : t('transitionConfirmBatch', { count: rows.length, action: label, to: stateLabel(transition.to) });
    const context =
      rows.length === 1 && transition.context?.length ? (
        <ActionContext schema={schema} row={rows[0]} items={transition.context} lang={lang} />
      ) : undefined;
    // A group's members (the row allows each: RowOperations offers only those) are chosen in the dialog.
    const kinds =
      members.length > 1 && transition.group
        ? {
            members,
            chosen: transition,
            label: transition.group.kindLabel ? text(transition.group.kindLabel, lang) : t('transitionKind'),
            stateLabel,
          }
        : undefined;
    if (transition.inputs?.length || kinds)
      setFormAction({
        // A group's dialog and its confirm button are named by the group (退款 ¥12.00), whatever the kind.
        action: kinds ? { ...action, label: transition.group!.label } : action,
        rows,
        extra,
        intro: question,
        context,
        after: afterTransition,
        kinds,
        values: keep,
      });
    else confirmed(question, () => call(action, rows, undefined, extra, afterTransition));
  };

  const formRow = formAction?.rows.length === 1 ? formAction.rows[0] : undefined;
  /** Another kind of the group: its dialog, keeping what was typed (fields of the same prop). */
  const chooseKind = (key: string) => {
    const k = formAction?.kinds;
    const next = k?.members.find((m) => m.key === key);
    if (!k || !next || !formAction) return;
    void runTransition(next, formAction.rows, k.stateLabel, k.members, typedRef.current);
  };
  const element: ReactNode = (
    <>
      {formAction && (
        <FormModal
          key={formAction.kinds?.chosen.key}
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
            ...keptValues(formAction.action, formAction.values),
          }}
          onValuesChange={formAction.kinds ? (values) => (typedRef.current = values) : undefined}
          onSubmit={async (values) => {
            await call(formAction.action, formAction.rows, values, formAction.extra, formAction.after);
            setFormAction(undefined);
          }}
          onClose={() => setFormAction(undefined)}
          okText={moneyInput(formAction.action) ? (values) => actionOkText(formAction.action, values, lang) : undefined}
          before={
            <>
              {formAction.kinds && (
                <KindChooser
                  label={formAction.kinds.label}
                  members={formAction.kinds.members}
                  chosen={formAction.kinds.chosen.key}
                  lang={lang}
                  onChoose={chooseKind}
                />
              )}
              {formAction.context}
              {formAction.intro && (
                <Alert
                  type={formAction.action.danger ? 'warning' : 'info'}
                  showIcon
                  message={formAction.intro}
                  style={{ marginBottom: 16 }}
                />
              )}
            </>
          }
        />
      )}
      {pluginView && <pluginView.view.component {...pluginView.ctx} onClose={() => setPluginView(undefined)} />}
    </>
  );

  return { run, runTransition, element };
}
