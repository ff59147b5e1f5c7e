/**
 * Reset the chosen accounts' passwords (lazy chunk): confirm, call `reset-password?userIds=`, then show
 * the initial password the server answered (`{ password }`: the tenant's parameter, which only the server
 * knows) so the operator can copy it and pass it on.
 */
import type { PluginActionContext } from '../../../engine/plugin';
import { ConfirmRevealDialog } from '../../../engine/crud/ConfirmRevealDialog';
import { useT } from '../../../engine/i18n';
import { userCall } from './calls';
import { USER_NS } from './locale';

type Props = PluginActionContext & { onClose: () => void };

export default function ResetDialog({ schema, action, rows, provider, refresh, onClose }: Props) {
  const { t } = useT(USER_NS);
  const run = async () => {
    const answer = (await userCall(provider, schema, action.endpoint ?? 'reset-password', 'POST', {
      userIds: rows.map((r) => r.id).join(','),
    })) as { password?: unknown } | undefined;
    await refresh();
    return String(answer?.password ?? '');
  };
  return (
    <ConfirmRevealDialog
      title={t('resetTitle')}
      confirm={t('resetConfirm', { count: rows.length })}
      run={run}
      doneTitle={t('resetDone')}
      reveal={(password) => t('resetPassword', { password })}
      onClose={onClose}
    />
  );
}
