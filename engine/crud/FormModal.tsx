/**
 * A dialog holding a schema form (add / edit / view, action inputs). Rendered in the React tree (not
 * Formily's imperative FormDialog) so it sees the screen's contexts. Saving: the OK button shows
 * loading; on failure the loading is released and the dialog stays open with what the user typed. Text
 * is submitted trimmed (blank text fails `required`, engine/schema/validators.ts).
 * Enter submits (outside text areas and open dropdowns); Esc closes (antd Modal keyboard).
 */
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createForm, onFormValuesChange } from '@formily/core';
import { Alert, App, Button, Modal, Spin } from 'antd';
import type { Column, FormGroup, OwnerSpec } from '../schema/model';
import { trimmedValues } from '../schema/validators';
import type { FormMode } from '../form';
import { SchemaForm } from '../form/SchemaForm';
import { useRowTenant } from './use-row-tenant';
import { RowTenantContext } from '../form/row-tenant';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { alreadyShown, errorText } from './errors';

export interface FormModalProps {
  title: ReactNode;
  columns: Column[];
  mode: FormMode;
  width?: number | string;
  maskClosable?: boolean;
  /** Starting values (add defaults, the row for actions). */
  initialValues?: Record<string, unknown>;
  /** Loads the values first (edit / view read the record's detail). */
  load?: () => Promise<Record<string, unknown>>;
  /** Absent in view mode. Rejecting keeps the dialog open. */
  onSubmit?: (values: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
  /** Shown above the form (a transition's confirmation). */
  before?: ReactNode;
  /** Shown below the form (a record's change history in the view dialog). */
  after?: ReactNode;
  /** The confirm button's words for the values typed so far (an action names itself and its amount). */
  okText?: (values: Record<string, unknown>) => string;
  /** Told of every change of the values (a group's dialog carries them to the kind chosen next). */
  onValuesChange?: (values: Record<string, unknown>) => void;
  /**
   * A record's add / edit dialog: its references offer only rows of the record's tenant, which its owner
   * (schema `owner`) decides when it has one (engine/form/row-tenant.ts).
   */
  record?: { owner?: OwnerSpec };
  /** The form's titled sections (schema `dialog.groups`). */
  groups?: FormGroup[];
}

/** Formily values are observable proxies; callers get plain data (and no ArrayTable index keys). */
const plain = (v: unknown): Record<string, unknown> =>
  JSON.parse(
    JSON.stringify(v ?? {}, (k, val: unknown) => (k === '__DO_NOT_USE_THIS_PROPERTY_index__' ? undefined : val)),
  ) as Record<string, unknown>;

/** Mounted only while open: each opening gets a fresh form. */
export function FormModal({
  title,
  columns,
  mode,
  width,
  maskClosable = true,
  initialValues,
  load,
  onSubmit,
  onClose,
  before,
  after,
  record,
  okText,
  onValuesChange,
  groups,
}: FormModalProps) {
  const { t } = useT(CRUD_NS);
  const { message } = App.useApp();
  // The dialog is mounted per opening: its first props are the ones that count.
  const [typed, setTyped] = useState<Record<string, unknown>>(initialValues ?? {});
  const [form] = useState(() =>
    createForm({
      initialValues: initialValues ?? {},
      // Only a dialog whose button follows the values re-renders on typing.
      effects:
        okText || onValuesChange
          ? () =>
              onFormValuesChange((f) => {
                const values = plain(f.values);
                if (okText) setTyped(values);
                onValuesChange?.(values);
              })
          : undefined,
    }),
  );
  const [loader] = useState(() => load);
  const [loading, setLoading] = useState(!!load);
  const [loadError, setLoadError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const rowTenant = useRowTenant(form, record && mode !== 'view' ? record : undefined);

  useEffect(() => {
    if (!loader) return;
    let live = true;
    setLoading(true);
    setLoadError(undefined);
    loader().then(
      (values) => {
        if (!live) return;
        form.setInitialValues(values);
        form.setValues(values, 'overwrite');
        setLoading(false);
      },
      (e: unknown) => {
        if (!live) return;
        setLoadError(errorText(e));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [loader, form, attempt]);

  const submit = async () => {
    if (!onSubmit || saving || loading) return;
    setSaving(true);
    try {
      await form.validate();
    } catch {
      setSaving(false);
      return;
    }
    try {
      // Text leaves trimmed, as the server stores it (columns may opt out with `trim: false`).
      await onSubmit(trimmedValues(columns, plain(form.values)));
    } catch (e) {
      if (!alreadyShown(e)) void message.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (
      e.key !== 'Enter' ||
      e.defaultPrevented ||
      target.tagName === 'TEXTAREA' ||
      target.getAttribute('aria-expanded') === 'true'
    )
      return;
    if (target.closest('.ant-picker')) return;
    e.preventDefault();
    void submit();
  };

  const footer =
    mode === 'view'
      ? [
          <Button key="close" onClick={onClose}>
            {t('cancel')}
          </Button>,
        ]
      : [
          <Button key="cancel" onClick={onClose}>
            {t('cancel')}
          </Button>,
          <Button
            key="ok"
            type="primary"
            loading={saving}
            disabled={loading || !!loadError}
            onClick={() => void submit()}
          >
            {okText ? okText(typed) : t('ok')}
          </Button>,
        ];

  return (
    <Modal
      open
      title={title}
      width={width ?? 880}
      maskClosable={maskClosable}
      keyboard
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
    >
      <div onKeyDown={onKeyDown} className={`crud-form crud-form-${mode}`}>
        {before}
        {loadError ? (
          <Alert
            type="error"
            showIcon
            message={loadError}
            action={
              <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <Spin spinning={loading}>
            {/* Inputs stay disabled until the record has loaded: what is typed earlier would be overwritten. */}
            <fieldset disabled={loading} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <RowTenantContext.Provider value={rowTenant}>
                <SchemaForm form={form} columns={columns} mode={mode} groups={groups} />
              </RowTenantContext.Provider>
            </fieldset>
          </Spin>
        )}
        {after}
      </div>
    </Modal>
  );
}
