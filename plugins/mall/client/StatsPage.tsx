/**
 * 销售统计 / Sales statistics: the machines' figures for a period (backStageStatistics), sales per day drawn
 * by the toolkit's chart over the sale orders (its own range picker), and the top goods and machines
 * (backStageGoodsStatisticsPage, backStageDeviceStatisticsPage) for the same period.
 */
import { Card, Col, DatePicker, Row, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import useSWR from 'swr';
import { SchemaChart } from '../../../engine/chart';
import { formatYuan } from '../../../engine/schema/money';
import { useEngine } from '../../../engine/data/context';
import { useT } from '../../../engine/i18n';
import { api, type GroupRow } from './calls';
import { MallEnv, provider } from './env';
import { MALL_NS } from './locale';

function StatsBody() {
  const { t, lang } = useT(MALL_NS);
  const { registry } = useEngine();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(29, 'day'), dayjs()]);
  const r = { startTime: range[0].format('YYYY-MM-DD'), endTime: range[1].format('YYYY-MM-DD') };
  const key = `${r.startTime}-${r.endTime}`;
  const figures = useSWR(['mall-figures', key], () => api.figures(provider, r));
  const goods = useSWR(['mall-by-goods', key], () => api.byGoods(provider, r));
  const machines = useSWR(['mall-by-machine', key], () => api.byMachine(provider, r));
  const order = registry.entity('mall.order');
  const f = figures.data;
  const columns = [
    { title: t('name'), dataIndex: 'name' },
    { title: t('orders'), dataIndex: 'orders', align: 'right' as const },
    { title: t('pieces'), dataIndex: 'pieces', align: 'right' as const },
    { title: t('sales'), dataIndex: 'payAmount', align: 'right' as const, render: (v: number) => formatYuan(v, lang) },
  ];
  const table = (rows: GroupRow[] | undefined, loading: boolean) => (
    <Table size="small" rowKey={(x) => String(x.name)} loading={loading} dataSource={rows ?? []} columns={columns} pagination={false} />
  );
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="mall-statistics">
      <Card size="small" title={t('figures')} extra={<DatePicker.RangePicker aria-label={t('range')} value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />}>
        <Row gutter={[16, 16]}>
          {(
            [
              ['orders', f?.orders],
              ['pieces', f?.pieces],
              ['sales', f ? formatYuan(f.payAmount, lang) : undefined],
              ['refunds', f ? formatYuan(f.refundAmount, lang) : undefined],
              ['machines', f?.machines],
            ] as const
          ).map(([k, v]) => (
            <Col key={k} xs={12} md={8} xl={4}>
              <Statistic title={t(k)} value={v ?? '-'} loading={figures.isLoading} />
            </Col>
          ))}
        </Row>
      </Card>
      {order ? <SchemaChart schema={order} chart="sales" /> : null}
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 380px), 1fr))' }}>
        <Card size="small" title={t('byGoods')}>{table(goods.data?.records, goods.isLoading)}</Card>
        <Card size="small" title={t('byMachine')}>{table(machines.data?.records, machines.isLoading)}</Card>
      </div>
    </div>
  );
}

export default function StatsPage() {
  return (
    <MallEnv>
      <StatsBody />
    </MallEnv>
  );
}
