/** The "Invoice" row action of a monthly bill: its invoices and their files (viewInvoiceFile). */
import { Modal } from 'antd';
import { useT } from '../../../engine/i18n';
import type { PluginActionContext } from '../../../engine/plugin';
import { InvoiceList } from './InvoiceList';
import { BILLING_NS } from './locale';

type Props = PluginActionContext & { onClose: () => void };

export default function InvoiceDialog({ rows, onClose }: Props) {
  const { t } = useT(BILLING_NS);
  const bill = rows[0];
  return (
    <Modal open width={860} title={t('invoice.viewTitle', { billNo: bill?.billNo })} footer={null} onCancel={onClose} destroyOnHidden>
      {bill && <InvoiceList billId={String(bill.id)} />}
    </Modal>
  );
}
