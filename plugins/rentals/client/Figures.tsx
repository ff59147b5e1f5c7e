/**
 * The business tiles of the home page and the dashboard (spec §2 "Dashboard tile": a link to a route, with
 * an icon, a text, a department text, a colour and a background image): today's rentals and revenue, cars
 * out now, refunds in progress, devices online / offline, faults waiting to be handled — live figures from
 * `share-biz/rentrecord/dashboard`, refreshed every 30 seconds and on demand without reloading the page.
 * Each tile opens the list behind its figure, filtered the same way (the list reads its search from the
 * link), so the list's total is the tile's figure.
 */
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import {
  CarOutlined,
  ClockCircleOutlined,
  DisconnectOutlined,
  MoneyCollectOutlined,
  ReloadOutlined,
  RollbackOutlined,
  ToolOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import { formatYuan } from '../../../engine/schema/money';
import { useT } from '../../../engine/i18n';
import { useApi } from './env';
import { RENTALS_NS } from './locale';

export interface DashboardFigures {
  day: string;
  rentalsToday: number;
  rentingNow: number;
  revenueToday: string;
  paymentsToday: number;
  refundsInProgress: number;
  refundsInProgressAmount: string;
  devices: { online: number; offline: number; faulty: number } | null;
}

interface Tile {
  key: string;
  value: string;
  hint: string;
  to?: string;
  icon: ComponentType<{ style?: React.CSSProperties }>;
  color: string;
}

/** A quiet pattern of rings drawn into the tile's corner (its background image), tinted by the tile's colour. */
const backdrop = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><g fill="none" stroke="white" stroke-opacity=".18" stroke-width="10"><circle cx="140" cy="20" r="46"/><circle cx="150" cy="110" r="30"/></g></svg>',
)}")`;

const query = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

export function useFigures() {
  return useApi<DashboardFigures>('/api/share-biz/rentrecord/dashboard', undefined, { refreshInterval: 30_000 });
}

export function Figures() {
  const { t, lang } = useT(RENTALS_NS);
  const navigate = useNavigate();
  const { data, mutate, isValidating } = useFigures();
  const day = data?.day ?? '';
  const n = (v: number | undefined) => (v === undefined ? '…' : String(v));
  const devices = data?.devices;
  // Until the figures arrive nothing is said about the devices area.
  const deviceValue = (v: number | undefined) => (!data ? '…' : v === undefined ? '—' : String(v));
  const deviceHint = (key: string) => (!data ? '' : t(devices ? key : 'tiles.devicesHint'));
  const tiles: Tile[] = [
    { key: 'rentalsToday', value: n(data?.rentalsToday), hint: t('tiles.rentalsTodayHint'), to: `/rental/rentrecord${query({ startTime: `${day},${day}` })}`, icon: CarOutlined, color: '#409EFF' },
    { key: 'revenueToday', value: data ? formatYuan(data.revenueToday, lang) : '…', hint: t('tiles.revenueTodayHint', { count: data?.paymentsToday ?? 0 }), to: `/rental/paymentorder${query({ payTime: `${day},${day}`, payStatus: 1 })}`, icon: MoneyCollectOutlined, color: '#67C23A' },
    { key: 'rentingNow', value: n(data?.rentingNow), hint: t('tiles.rentingNowHint'), to: `/rental/rentrecord${query({ status: 0 })}`, icon: ClockCircleOutlined, color: '#E6A23C' },
    { key: 'refundsInProgress', value: n(data?.refundsInProgress), hint: t('tiles.refundsInProgressHint', { amount: data ? formatYuan(data.refundsInProgressAmount, lang) : '…' }), to: `/rental/refundorder${query({ refundStatus: 1 })}`, icon: RollbackOutlined, color: '#F56C6C' },
    { key: 'devicesOnline', value: deviceValue(devices?.online), hint: deviceHint('tiles.devicesOnlineHint'), to: devices ? `/device/device${query({ onlineStatus: 1 })}` : undefined, icon: WifiOutlined, color: '#13C2C2' },
    { key: 'devicesOffline', value: deviceValue(devices?.offline), hint: deviceHint('tiles.devicesOfflineHint'), to: devices ? `/device/device${query({ onlineStatus: 0 })}` : undefined, icon: DisconnectOutlined, color: '#909399' },
    { key: 'devicesFaulty', value: deviceValue(devices?.faulty), hint: deviceHint('tiles.devicesFaultyHint'), to: devices ? `/factory/fault-report${query({ reportStatus: 0 })}` : undefined, icon: ToolOutlined, color: '#9254DE' },
  ];
  return (
    <div data-testid="rental-figures">
      <Space style={{ marginBottom: 8, justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type="secondary">{t('autoRefresh')}</Typography.Text>
        <Button size="small" icon={<ReloadOutlined spin={isValidating} />} onClick={() => void mutate()}>
          {t('refresh')}
        </Button>
      </Space>
      <Row gutter={[10, 10]}>
        {tiles.map(({ key, value, hint, to, icon: Icon, color }, i) => (
          <Col key={key} xs={24} sm={12} lg={6}>
            <Card
              hoverable={!!to}
              role={to ? 'link' : undefined}
              aria-label={t(`tiles.${key}`)}
              data-testid={`tile-${key}`}
              onClick={to ? () => navigate(to) : undefined}
              styles={{ body: { padding: 16 } }}
              style={{
                background: `${backdrop} no-repeat right top, ${color}`,
                color: '#fff',
                borderRadius: 10,
                animationDelay: `${i / 25}s`,
                cursor: to ? 'pointer' : 'default',
              }}
            >
              <Space align="start" style={{ justifyContent: 'space-between', width: '100%' }}>
                <div>
                  <div style={{ fontSize: 14, opacity: 0.9 }}>{t(`tiles.${key}`)}</div>
                  <div data-testid="tile-value" style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.4 }}>
                    {value}
                  </div>
                  <div style={{ fontSize: 12, opacity: 0.85 }}>{hint || t('dept')}</div>
                </div>
                <Icon style={{ fontSize: 30, opacity: 0.9 }} />
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
