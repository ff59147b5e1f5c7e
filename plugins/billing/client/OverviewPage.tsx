/**
 * The settlement overview (/billing/overview): for a month or all of them, the bills' totals (orders,
 * refunds, shares, adjustments, the bill amount, what is remitted and what is not), the bills by state,
 * the sharing requests by state, and the merchants' figures — every number summed in SQL by the server
 * (toycar-portal/api/admin/sum, getMoneyInfos, getMerchantInfos). The admin's two actions sit on top:
 * split the paid orders not split yet (manualCreateFundsSplitDetails) and register a merchant's receivers
 * again (handleMerchantInfo).
 */
import { App, Button, Card, Col, DatePicker, InputNumber, Popconfirm, Row, Space, Statistic, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { hasPermission, useEngine } from '../../../engine/data/context';
import { useDictionaries } from '../../../engine/data/hooks';
import { useT } from '../../../engine/i18n';
import { formatYuan } from '../../../engine/schema/money';
import { ADMIN, splitOrders, syncMerchant } from './calls';
import { BillingEnv, useApi } from './env';
import { BILLING_NS } from './locale';

interface Sums {
  billCount: number;
  orderAmount: string;
  refundAmount: string;
  shareAmount: string;
  adjustAmount: string;
  billAmount: string;
  remittedAmount: string;
  unremittedAmount: string;
}
interface ByState {
  count: number;
  amount: string;
  billStatus?: number;
  sharingStatus?: number;
}
interface MerchantRow {
  merchantId: string;
  merchantName: string;
  bills: number;
  lastMonth: string;
  billAmount: string;
  remittedAmount: string;
  unremittedAmount: string;
}
interface Paged<T> {
  records: T[];
  total: number;
}

function Overview() {
  const { t, lang } = useT(BILLING_NS);
  const { message } = App.useApp();
  const env = useEngine();
  const [month, setMonth] = useState<Dayjs | null>(null);
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [merchantId, setMerchantId] = useState<number | null>(null);
  const params = month ? { billMonth: month.format('YYYY-MM') } : {};
  const sums = useApi<Sums>(`${ADMIN}/sum`, params);
  const money = useApi<{ bills: ByState[]; sharing: ByState[] }>(`${ADMIN}/getMoneyInfos`, params);
  const merchants = useApi<Paged<MerchantRow>>(`${ADMIN}/getMerchantInfos`, { ...params, ...page });
  const { dicts } = useDictionaries(['month_bill_status', 'sharing_status']);
  const label = (code: string, key: unknown) => dicts[code]?.find((d) => d.dictKey === String(key))?.dictValue ?? String(key);
  const yuan = (v: unknown) => formatYuan(v ?? 0, lang);
  const reload = () => void Promise.all([sums.mutate(), money.mutate(), merchants.mutate()]);
  const s = sums.data;
  const tiles: Array<[string, unknown]> = [
    ['orders', s?.orderAmount],
    ['refunds', s?.refundAmount],
    ['shares', s?.shareAmount],
    ['adjustments', s?.adjustAmount],
    ['billAmount', s?.billAmount],
    ['remitted', s?.remittedAmount],
    ['unremitted', s?.unremittedAmount],
  ];

  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="billing-overview">
      <Space wrap>
        <DatePicker picker="month" value={month} onChange={setMonth} placeholder={t('overview.allMonths')} aria-label={t('overview.month')} />
        <Button onClick={reload}>{t('refresh')}</Button>
        {hasPermission(env, 'billing_split') && (
          <Popconfirm
            title={t('overview.split')}
            description={t('overview.splitConfirm')}
            onConfirm={async () => {
              const r = await splitOrders().catch(() => undefined);
              if (r) void message.success(t('overview.splitQueued', { id: r.jobId }));
            }}
          >
            <Button type="primary">{t('overview.split')}</Button>
          </Popconfirm>
        )}
        {hasPermission(env, 'billing_merchant_sync') && (
          <Space.Compact>
            <InputNumber min={1} precision={0} value={merchantId} onChange={setMerchantId} placeholder={t('overview.syncMerchant')} aria-label={t('overview.syncMerchant')} />
            <Button
              disabled={!merchantId}
              onClick={async () => {
                const r = await syncMerchant(merchantId!).catch(() => undefined);
                if (r) void message.success(t('overview.syncDone', { count: r.receivers }));
              }}
            >
              {t('overview.sync')}
            </Button>
          </Space.Compact>
        )}
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6} xl={3}>
          <Card size="small">
            <Statistic title={t('overview.bills')} value={s?.billCount ?? 0} loading={sums.isLoading} />
          </Card>
        </Col>
        {tiles.map(([key, value]) => (
          <Col xs={12} md={6} xl={3} key={key}>
            <Card size="small" data-testid={`tile-${key}`}>
              <Statistic title={t(`overview.${key}`)} value={yuan(value)} loading={sums.isLoading} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        {(['bills', 'sharing'] as const).map((kind) => (
          <Col xs={24} lg={12} key={kind}>
            <Card size="small" title={t(kind === 'bills' ? 'overview.byStatus' : 'overview.sharing')}>
              <Space wrap>
                {(money.data?.[kind] ?? []).map((r) => {
                  const state = kind === 'bills' ? r.billStatus : r.sharingStatus;
                  return (
                    <Tag key={String(state)} style={{ padding: '4px 8px' }}>
                      {label(kind === 'bills' ? 'month_bill_status' : 'sharing_status', state)} · {t('overview.count', { count: r.count })} · {yuan(r.amount)}
                    </Tag>
                  );
                })}
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('overview.merchants')}>
        <Table<MerchantRow>
          rowKey="merchantId"
          size="small"
          loading={merchants.isLoading}
          dataSource={merchants.data?.records ?? []}
          pagination={{ current: page.current, pageSize: page.size, total: merchants.data?.total ?? 0, onChange: (current, size) => setPage({ current, size }) }}
          columns={[
            { title: t('overview.merchant'), dataIndex: 'merchantName', render: (v, r) => v || r.merchantId },
            { title: t('overview.bills'), dataIndex: 'bills', align: 'right', width: 90 },
            { title: t('overview.lastMonth'), dataIndex: 'lastMonth', width: 110 },
            { title: t('overview.billAmount'), dataIndex: 'billAmount', align: 'right', render: yuan },
            { title: t('overview.remitted'), dataIndex: 'remittedAmount', align: 'right', render: yuan },
            { title: t('overview.unremitted'), dataIndex: 'unremittedAmount', align: 'right', render: yuan },
          ]}
        />
      </Card>
    </div>
  );
}

export default function OverviewPage() {
  return (
    <BillingEnv>
      <Overview />
    </BillingEnv>
  );
}
