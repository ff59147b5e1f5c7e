/**
 * An order with everything behind it (`getDetailByOrderNumber`): the order, its rental, its payments,
 * refunds, changes and partner pay orders — the order row's details dialog and the order lookup page.
 */
import { Empty, Space, Spin, Typography } from 'antd';
import type { Row } from '../../../engine/data/provider';
import { useT } from '../../../engine/i18n';
import { schemas, useApi } from './env';
import { RENTALS_NS } from './locale';
import { RowFields, RowsTable } from './RowFields';

interface Detail {
  order: Row;
  rentRecord: Row | null;
  payments: Row[];
  refunds: Row[];
  changes: Row[];
  payOrders: Row[];
}

const ORDER = ['orderNumber', 'memberPhone', 'storeName', 'source', 'payType', 'orderAmount', 'paidAmount', 'refundedAmount', 'orderStatus', 'payTime', 'transactionId', 'createTime'];
const RENT = ['siteName', 'deviceCode', 'slotNum', 'carCode', 'startTime', 'endTime', 'duration', 'chargeRuleName', 'status'];

function Section({ title, rows, children }: { title: string; rows: Row[]; children: React.ReactNode }) {
  const { t } = useT(RENTALS_NS);
  return (
    <div>
      <Typography.Title level={5}>
        {title} ({rows.length})
      </Typography.Title>
      {rows.length ? children : <Typography.Text type="secondary">{t('none')}</Typography.Text>}
    </div>
  );
}

export function OrderDetail({ orderNumber }: { orderNumber: string }) {
  const { t } = useT(RENTALS_NS);
  const { data, error, isLoading } = useApi<Detail>(orderNumber ? '/api/share-biz/order/getDetailByOrderNumber' : null, { orderNumber });
  if (isLoading) return <Spin />;
  if (error || !data) return <Empty description={t('query.notFound')} />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="order-detail">
      <RowFields title={t('order')} schema={schemas.order} row={data.order} props={ORDER} />
      {data.rentRecord && <RowFields title={t('rental')} schema={schemas.rentRecord} row={data.rentRecord} props={RENT} />}
      <Section title={t('payments')} rows={data.payments}>
        <RowsTable testId="detail-payments" schema={schemas.paymentOrder} rows={data.payments} props={['paymentNo', 'amount', 'payStatus', 'transactionId', 'payTime']} />
      </Section>
      <Section title={t('refunds')} rows={data.refunds}>
        <RowsTable testId="detail-refunds" schema={schemas.refundOrder} rows={data.refunds} props={['refundNo', 'refundType', 'amount', 'refundStatus', 'remarks', 'operatorName', 'createTime', 'successTime']} />
      </Section>
      <Section title={t('changes')} rows={data.changes}>
        <RowsTable testId="detail-changes" schema={schemas.rentRecordChange} rows={data.changes} props={['changeType', 'beforeAmount', 'afterAmount', 'changeAmount', 'afterStatus', 'remarks', 'operatorName', 'createTime']} />
      </Section>
      {data.payOrders.length > 0 && (
        <Section title={t('payOrders')} rows={data.payOrders}>
          <RowsTable schema={schemas.payOrder} rows={data.payOrders} props={['payOrderNo', 'appName', 'amount', 'payStatus', 'createTime']} />
        </Section>
      )}
    </Space>
  );
}
