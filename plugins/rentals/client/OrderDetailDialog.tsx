/** The order row's "details" action: the order with its rental, payments, refunds and changes. */
import { Button, Modal } from 'antd';
import type { PluginActionContext } from '../../../engine/plugin';
import { useT } from '../../../engine/i18n';
import { OrderDetail } from './OrderDetail';
import { RENTALS_NS } from './locale';

export default function OrderDetailDialog({ rows, onClose }: PluginActionContext & { onClose: () => void }) {
  const { t } = useT(RENTALS_NS);
  const number = String(rows[0]?.orderNumber ?? '');
  return (
    <Modal
      open
      width={1000}
      title={t('detailTitle', { number })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <OrderDetail orderNumber={number} />
    </Modal>
  );
}
