/**
 * A partner pay order's "deal details" (`share-open/payorder/showDealDetails?orderId=`): every payment and
 * refund of its order in time order, with the totals the server summed.
 */
import { Button, Descriptions, Modal, Spin, Table, Tag } from 'antd';
import { formatYuan } from '../../../engine/schema/money';
import type { PluginActionContext } from '../../../engine/plugin';
import { useT } from '../../../engine/i18n';
import { useDictionaries } from '../../../engine/data/hooks';
import { useApi } from './env';
import { RENTALS_NS } from './locale';

interface Deal {
  kind: 'payment' | 'refund';
  number: string;
  amount: string;
  status: number;
  channelNumber: string | null;
  time: string;
}

interface Deals {
  orderNumber: string;
  deals: Deal[];
  totals: { collected: string; refunded: string; net: string };
}

const DICT = { payment: 'payment_status', refund: 'refund_status' } as const;

export default function DealsDialog({ rows, onClose }: PluginActionContext & { onClose: () => void }) {
  const { t, lang } = useT(RENTALS_NS);
  const row = rows[0] ?? {};
  const { dicts } = useDictionaries(['payment_status', 'refund_status']);
  const statusOf = (d: Deal) => dicts[DICT[d.kind]]?.find((i) => i.dictKey === String(d.status))?.dictValue ?? String(d.status);
  const { data, isLoading } = useApi<Deals>('/api/share-open/payorder/showDealDetails', { orderId: row.orderId });
  return (
    <Modal open width={860} title={t('dealsTitle', { number: String(row.orderNumber ?? '') })} onCancel={onClose} footer={<Button onClick={onClose}>{t('close')}</Button>}>
      {isLoading || !data ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            size="small"
            bordered
            column={3}
            style={{ marginBottom: 16 }}
            items={(['collected', 'refunded', 'net'] as const).map((k) => ({ key: k, label: t(`deal.${k}`), children: formatYuan(data.totals[k], lang) }))}
          />
          <Table
            data-testid="deals"
            size="small"
            rowKey="number"
            pagination={false}
            dataSource={data.deals}
            columns={[
              { key: 'kind', title: t('deal.kind'), render: (_, d: Deal) => <Tag color={d.kind === 'payment' ? 'green' : 'orange'}>{t(`deal.${d.kind}`)}</Tag> },
              { key: 'number', title: t('deal.number'), dataIndex: 'number' },
              { key: 'amount', title: t('deal.amount'), align: 'right', render: (_, d: Deal) => formatYuan(d.amount, lang) },
              { key: 'status', title: t('deal.status'), render: (_, d: Deal) => statusOf(d) },
              { key: 'channel', title: t('deal.channelNumber'), dataIndex: 'channelNumber' },
              { key: 'time', title: t('deal.time'), dataIndex: 'time' },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
