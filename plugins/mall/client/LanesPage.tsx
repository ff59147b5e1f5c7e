/**
 * 货道管理 / Lane grid: a machine's lanes as a grid of cards (lane number, goods picture and name, count of
 * capacity). The operator fills every lane from a template (saveWaysGoods), refills all (reLoadData), sets
 * one lane's count (saveSingleWayNum: the input stops at the capacity, the server refuses above it),
 * changes a lane's goods (changeGoodsPC) or takes them off (offShelvesPC), and reloads.
 */
import { Alert, App, Button, Card, Empty, InputNumber, Progress, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { useT } from '../../../engine/i18n';
import { api, type Lane } from './calls';
import { MallEnv, provider } from './env';
import { MALL_NS } from './locale';

/** The progress bar's scale (a share of the capacity, not money). */
const PERCENT = 100;

function LaneCard({ lane, goods, onDone }: { lane: Lane; goods: Array<{ id: string; name: string }>; onDone: () => void }) {
  const { t } = useT(MALL_NS);
  const { message } = App.useApp();
  const [count, setCount] = useState<number>(lane.count);
  const run = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      message.success(t('done'));
      onDone();
    } catch (e) {
      message.error(String((e as Error).message ?? e));
    }
  };
  return (
    <Card size="small" data-testid={`lane-${lane.wayNo}`} title={t('lane', { n: lane.wayNo })} extra={lane.spuId ? null : <Tag>{t('empty')}</Tag>}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 56 }}>
        {lane.picUrl ? <img src={lane.picUrl} alt="" width={48} height={48} style={{ borderRadius: 6 }} /> : null}
        <span data-testid="lane-goods">{lane.spuName ?? '—'}</span>
      </div>
      <Progress percent={Math.round(PERCENT * (lane.count / Math.max(lane.capacity, 1)))} format={() => `${lane.count}/${lane.capacity}`} />
      <Space wrap size={4}>
        <InputNumber size="small" min={0} max={lane.capacity} value={count} onChange={(v) => setCount(Number(v ?? 0))} aria-label={t('count')} disabled={!lane.spuId} />
        <Button size="small" disabled={!lane.spuId} onClick={() => void run(() => api.setCount(provider, lane.id, count))}>
          {t('save')}
        </Button>
        <Select
          size="small"
          style={{ width: 130 }}
          placeholder={t('change')}
          options={goods.map((g) => ({ value: g.id, label: g.name }))}
          onChange={(v: string) => void run(() => api.change(provider, lane.id, v, 0))}
        />
        <Button size="small" danger disabled={!lane.spuId} onClick={() => void run(() => api.off(provider, lane.id))}>
          {t('off')}
        </Button>
      </Space>
    </Card>
  );
}

function LanesBody() {
  const { t } = useT(MALL_NS);
  const { message } = App.useApp();
  const [machine, setMachine] = useState<string>();
  const [template, setTemplate] = useState<string>();
  const machines = useSWR('mall-machines', () => api.machines(provider));
  const goods = useSWR('mall-goods', () => api.goods(provider));
  const templates = useSWR('mall-templates', () => api.templates(provider));
  const current = machine ?? machines.data?.[0]?.id;
  const info = useSWR(current ? ['mall-lanes', current] : null, () => api.info(provider, current!));
  const run = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      message.success(t('done'));
      await info.mutate();
    } catch (e) {
      message.error(String((e as Error).message ?? e));
    }
  };
  const error = machines.error ?? info.error;
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="mall-lanes">
      <Space wrap>
        <Select style={{ width: 220 }} placeholder={t('pickMachine')} value={current} onChange={setMachine} options={(machines.data ?? []).map((m) => ({ value: m.id, label: m.name }))} aria-label={t('machine')} />
        <Select style={{ width: 180 }} placeholder={t('template')} value={template} onChange={setTemplate} options={(templates.data ?? []).map((n) => ({ value: n, label: n }))} aria-label={t('template')} />
        <Button type="primary" disabled={!current || !template} onClick={() => void run(() => api.fill(provider, current!, template!))}>
          {t('fill')}
        </Button>
        <Button disabled={!current} onClick={() => void run(() => api.refill(provider, current!))}>
          {t('refill')}
        </Button>
        <Button onClick={() => void info.mutate()}>{t('reload')}</Button>
      </Space>
      {error ? <Alert type="error" showIcon message={String((error as Error).message ?? error)} /> : null}
      {info.data && !info.data.ways.length ? <Empty description={t('noLanes')} /> : null}
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))' }}>
        {(info.data?.ways ?? []).map((l) => (
          <LaneCard key={`${l.id}-${l.count}-${l.spuId ?? ''}`} lane={l} goods={goods.data ?? []} onDone={() => void info.mutate()} />
        ))}
      </div>
    </div>
  );
}

export default function LanesPage() {
  return (
    <MallEnv>
      <LanesBody />
    </MallEnv>
  );
}
