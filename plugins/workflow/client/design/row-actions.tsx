/**
 * Row actions of the flow screens that need no page of their own:
 * - 设计 (models): opens the designer on the model;
 * - 部署 (models): the deploy dialog (category, tenants);
 * - 删除 (deployed definitions): the schema's confirmation, then `manager/remove-deployment` — refused by
 *   the server, with the reason, while an instance of the definition runs.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Modal } from 'antd';
import type { PluginActionContext } from '../../../../engine/plugin';
import { text } from '../../../../engine/schema/resolve';
import { useT } from '../../../../engine/i18n';
import { removeDeployment } from './calls';
import { DeployDialog } from './DeployDialog';
import { DESIGN_NS } from './locale';

type Props = PluginActionContext & { onClose: () => void };

export function DesignAction({ rows, onClose }: Props) {
  const navigate = useNavigate();
  const id = String(rows[0]?.id ?? '');
  useEffect(() => {
    if (id) void navigate(`/flow/model/design/${id}`);
    onClose();
  }, [id, navigate, onClose]);
  return null;
}

export function DeployAction({ rows, onClose, refresh }: Props) {
  const row = rows[0] ?? {};
  return (
    <DeployDialog
      modelId={String(row.id)}
      modelName={String(row.name ?? row.modelKey ?? '')}
      category={String(row.category ?? '')}
      onClose={onClose}
      onDeployed={() => void refresh()}
    />
  );
}

export function RemoveDeploymentAction({ rows, action, lang, onClose, refresh }: Props) {
  const { t } = useT(DESIGN_NS);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await removeDeployment(rows.map((r) => String(r.id)));
      void message.success(action.success ? text(action.success, lang) : t('removed'));
      onClose();
      await refresh();
    } catch {
      setBusy(false); // the transport showed the server's reason (an instance still running...)
    }
  };
  const names = rows.map((r) => `${String(r.name ?? '')} v${String(r.version ?? '')}`).join('、');
  return (
    <Modal
      open
      title={t('removeTitle', { name: names })}
      okText={t('remove')}
      okButtonProps={{ danger: true }}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={() => void remove()}
      onCancel={onClose}
    >
      {action.confirm ? text(action.confirm, lang) : t('removeConfirm')}
    </Modal>
  );
}
