/**
 * Reset an account's password to the initial one (lazy chunk): confirm, call the action's endpoint
 * (factory `updatePWD?id=`), then show the password the server answered (`{ password }`) so the operator
 * can copy it and pass it on — the server, not the console, knows the tenant's initial password.
 */
import { useState } from 'react';
import { App, Modal, Result, Typography } from 'antd';
import type { PluginActionContext } from '../../../engine/plugin';
import { useT } from '../../../engine/i18n';
import { alreadyShown, errorText } from '../../../engine/crud/errors';
import { GRANT_NS } from './locale';

type Props = PluginActionContext & { onClose: () => void };

export default function ResetPasswordDialog({ schema, action, rows, provider, refresh, onClose }: Props) {
  const { t } = useT(GRANT_NS);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string>();
  const row = rows[0] ?? {};
  const name = String(row.account ?? row.name ?? row.id ?? '');

  const reset = async () => {
    setBusy(true);
    try {
      const answer = (await provider.action(schema, action, { rows: rows.slice(0, 1) })) as
        { password?: unknown } | undefined;
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
      {t('resetConfirm', { name })}
    </Modal>
  );
}
