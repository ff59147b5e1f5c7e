/** The instances' row action 流程历史: the history of the instance in a dialog (HistoryView). */
import { Modal } from 'antd';
import type { PluginActionContext } from '../../../../engine/plugin';
import { useT } from '../../../../engine/i18n';
import { HistoryView } from './HistoryView';
import { DESIGN_NS } from './locale';

export default function HistoryDialog({ rows, onClose }: PluginActionContext & { onClose: () => void }) {
  const { t } = useT(DESIGN_NS);
  const row = rows[0] ?? {};
  return (
    <Modal open width="min(1200px, 94vw)" title={t('history.title', { name: String(row.processName ?? '') })} footer={null} onCancel={onClose} destroyOnHidden>
      <HistoryView processInstanceId={String(row.id)} />
    </Modal>
  );
}
