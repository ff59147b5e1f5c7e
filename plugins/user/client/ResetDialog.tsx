/**
 * Reset the chosen accounts' passwords (lazy chunk): confirm, call `reset-password?userIds=`, then show
 * the initial password the server answered (`{ password }`: the tenant's parameter, which only the server
 * knows) so the operator can copy it and pass it on.
 */
import { useState } from 'react';
import { App, Modal, Result, Typography } from 'antd';
import type { PluginActionContext } from '../../../engine/plugin';
import { alreadyShown, errorText } from '../../../engine/crud/errors';
import { useT } from '../../../engine/i18n';
import { userCall } from './calls';
import { USER_NS } from './locale';

type Props = PluginActionContext & { onClose: () => void };

export default function ResetDialog({ schema, action, rows, provider, refresh, onClose }: Props) {
  const { t } = useT(USER_NS);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string>();

  const reset = async () => {
    setBusy(true);
    try {
      const answer = (await userCall(provider, schema, action.endpoint ?? 'reset-password', 'POST', {
        userIds: rows.map((r) => r.id).join(','),
      })) as { password?: unknown } | undefined;
      setPassword(String(answer?.password ?? ''));
      await refresh();
    } catch (e) {
      if (!alreadyShown(e)) void message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  if (password !== undefined)
    return (
      <Modal
        open
        title={t('resetTitle')}
        onOk={onClose}
        onCancel={onClose}
        okText={t('ok')}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Result
          status="success"
          title={t('resetDone')}
          subTitle={
            password && (
              <Typography.Text copyable={{ text: password }}>{t('resetPassword', { password })}</Typography.Text>
            )
          }
        />
      </Modal>
    );
  return (
    <Modal
      open
      title={t('resetTitle')}
      onOk={() => void reset()}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('ok')}
      cancelText={t('cancel')}
    >
      {t('resetConfirm', { count: rows.length })}
    </Modal>
  );
}
