/**
 * Platform settings of one account (lazy chunk): `platform-detail?id=` fills the form; the platform
 * (dict user_type) and its attributes as JSON text are saved with `update-platform {userId, userType,
 * userExt}`. The JSON is checked here first; the server checks it again.
 */
import { useEffect, useState } from 'react';
import { App, Form, Input, Modal, Select, Spin } from 'antd';
import type { PluginActionContext } from '../../../engine/plugin';
import { useDictionaries } from '../../../engine/data/hooks';
import { dictToOptions } from '../../../engine/form';
import { alreadyShown, errorText } from '../../../engine/crud/errors';
import { useT } from '../../../engine/i18n';
import { userCall } from './calls';
import { USER_NS } from './locale';

type Props = PluginActionContext & { onClose: () => void };

interface Values {
  userType?: string;
  userExt?: string;
}

const CODES = ['user_type'];

/** Empty, or the text of a JSON object. */
export function isUserExt(text: string | undefined): boolean {
  const v = (text ?? '').trim();
  if (!v) return true;
  try {
    const parsed: unknown = JSON.parse(v);
    return !!parsed && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

export default function PlatformDialog({ schema, rows, provider, refresh, onClose }: Props) {
  const { t } = useT(USER_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { dicts } = useDictionaries(CODES);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);
  const row = rows[0] ?? {};

  useEffect(() => {
    let live = true;
    userCall(provider, schema, 'platform-detail', 'GET', { id: row.id })
      .then((d) => {
        const detail = (d ?? {}) as Record<string, unknown>;
        if (live)
          form.setFieldsValue({
            userType: detail.userType === null || detail.userType === undefined ? undefined : String(detail.userType),
            userExt: typeof detail.userExt === 'string' ? detail.userExt : '',
          });
      })
      .catch((e: unknown) => {
        if (!alreadyShown(e)) void message.error(errorText(e));
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [provider, schema, row.id, form, message]);

  const save = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await userCall(provider, schema, 'update-platform', 'POST', {
        userId: row.id,
        userType: values.userType,
        userExt: (values.userExt ?? '').trim(),
      });
      void message.success(t('saved'));
      onClose();
      await refresh();
    } catch (e) {
      if (!alreadyShown(e)) void message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('platformTitle', { name: String(row.account ?? row.id ?? '') })}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('ok')}
      cancelText={t('cancel')}
      width={560}
    >
      <Spin spinning={loading}>
        <Form form={form} layout="vertical">
          <Form.Item name="userType" label={t('userType')}>
            <Select options={dictToOptions(dicts.user_type).map((o) => ({ label: o.label, value: String(o.value) }))} />
          </Form.Item>
          <Form.Item
            name="userExt"
            label={t('userExt')}
            extra={t('userExtHelp')}
            rules={[
              {
                validator: async (_r, v: string) =>
                  isUserExt(v) ? undefined : Promise.reject(new Error(t('userExtBad'))),
              },
            ]}
          >
            <Input.TextArea rows={6} spellCheck={false} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
