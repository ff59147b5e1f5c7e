/**
 * Reset an account's password to the initial one (lazy chunk): confirm, call the action's endpoint
 * (factory `updatePWD?id=`), then show the password the server answered (`{ password }`) so the operator
 * can copy it and pass it on — the server, not the console, knows the tenant's initial password.
 */
import type { PluginActionContext } from '../../../engine/plugin';
import { ConfirmRevealDialog } from '../../../engine/crud/ConfirmRevealDialog';
import { useT } from '../../../engine/i18n';
import { GRANT_NS } from './locale';

type Props = PluginActionContext & { onClose: () => void };

export default function ResetPasswordDialog({ schema, action, rows, provider, refresh, onClose }: Props) {
  const { t } = useT(GRANT_NS);
  const row = rows[0] ?? {};
  const name = String(row.account ?? row.name ?? row.id ?? '');
  const run = async () => {
    const answer = (await provider.action(schema, action, { rows: rows.slice(0, 1) })) as
      | { password?: unknown }
      | undefined;
    await refresh();
    return String(answer?.password ?? '');
  };
  return (
    <ConfirmRevealDialog
      title={t('resetTitle')}
      confirm={t('resetConfirm', { name })}
      run={run}
      doneTitle={t('resetDone')}
      reveal={(password) => t('resetPassword', { password })}
      onClose={onClose}
    />
  );
}
