/**
 * 设备概览 / Device overview: the fleet's figures (deviceStatistical), the charts the device and car
 * schemas declare (toolkit charts over SQL counts), and the map of sites (getDeviceMarkers) where a click
 * shows where the site is (getLocationBySiteId) and lists its devices (the device list by `siteId`). A device-type filter narrows the figures and the map.
 */
import { Alert, Button, Card, Col, Drawer, Empty, Row, Segmented, Statistic, Table, Tag, theme } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { SchemaChart } from '../../../engine/chart';
import { useEngine } from '../../../engine/data/context';
import { useDictionaries } from '../../../engine/data/hooks';
import { useT } from '../../../engine/i18n';
import { api, type Marker } from './calls';
import { DevicesEnv } from './env';
import { DEVICES_NS } from './locale';
import { SiteLocation } from './SiteLocation';
import { MapLegend, SiteMap } from './SiteMap';

const label = (items: Array<{ dictKey: string; dictValue: string }> | undefined, key: unknown) =>
  items?.find((d) => d.dictKey === String(key))?.dictValue ?? String(key);

function DashboardPageBody() {
  const { provider, registry, tenantId } = useEngine();
  const { t } = useT(DEVICES_NS);
  const { token } = theme.useToken();
  const [type, setType] = useState<number | undefined>();
  const [site, setSite] = useState<Marker>();
  const { dicts } = useDictionaries(['device_type', 'device_online']);
  const stats = useSWR(['device-stats', tenantId, type], () => api.stats(provider, type), { revalidateOnFocus: false });
  const markers = useSWR(['device-markers', tenantId, type], () => api.markers(provider, type), { revalidateOnFocus: false });
  const devices = useSWR(site ? ['device-site', tenantId, site.siteId] : null, () => api.siteDevices(provider, site!.siteId));
  const device = registry.entity('device.device');
  const car = registry.entity('device.car');
  const s = stats.data;
  const figures: Array<[string, number | undefined, string?]> = [
    [t('total'), s?.total],
    [t('online'), s?.online, token.colorSuccess],
    [t('offline'), s?.offline, token.colorError],
    [t('disabled'), s?.disabled],
    [t('bound'), s?.bound],
    [t('placed'), s?.placed],
    [t('carsParked'), s?.cars?.['1']],
    [t('carsOut'), s?.cars?.['2']],
  ];
  const error = stats.error ?? markers.error;
  const typeOptions = [
    { label: t('allTypes'), value: 0 },
    ...(dicts.device_type ?? []).map((d) => ({ label: d.dictValue, value: Number(d.dictKey) })),
  ];
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="device-dashboard">
      <Segmented options={typeOptions} value={type ?? 0} onChange={(v) => setType(Number(v) || undefined)} />
      {error ? (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed', { error: String((error as Error).message ?? error) })}
          action={<Button onClick={() => void Promise.all([stats.mutate(), markers.mutate()])}>{t('retry')}</Button>}
        />
      ) : null}
      <Row gutter={[16, 16]}>
        {figures.map(([title, value, color]) => (
          <Col key={title} xs={12} sm={8} md={6} xl={3}>
            <Card size="small">
              <Statistic title={title} value={value ?? '-'} loading={stats.isLoading} valueStyle={color ? { color } : undefined} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('mapTitle')} size="small" extra={<MapLegend />}>
        {markers.data?.length ? (
          <SiteMap markers={markers.data} onSelect={setSite} />
        ) : (
          <Empty description={markers.isLoading ? undefined : t('noMarkers')} />
        )}
      </Card>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 380px), 1fr))' }}>
        {device && <SchemaChart schema={device} chart="byType" params={{ deviceType: type }} />}
        {device && <SchemaChart schema={device} chart="online" params={{ deviceType: type }} />}
        {device && <SchemaChart schema={device} chart="byMerchant" params={{ deviceType: type }} />}
        {car && <SchemaChart schema={car} chart="byStatus" />}
      </div>
      <Drawer
        open={!!site}
        width={560}
        title={site ? t('siteDevices', { site: site.siteName, count: site.total }) : ''}
        onClose={() => setSite(undefined)}
      >
        {site && <SiteLocation siteId={site.siteId} />}
        <Table
          size="small"
          rowKey="id"
          loading={devices.isLoading}
          dataSource={devices.data?.records ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { title: t('colCode'), dataIndex: 'deviceCode' },
            { title: t('colName'), dataIndex: 'deviceName' },
            { title: t('colType'), dataIndex: 'deviceType', render: (v) => label(dicts.device_type, v) },
            {
              title: t('colOnline'),
              dataIndex: 'onlineStatus',
              render: (v) => <Tag color={Number(v) === 1 ? 'success' : 'error'}>{label(dicts.device_online, v)}</Tag>,
            },
          ]}
          locale={{ emptyText: t('noDevices') }}
        />
      </Drawer>
    </div>
  );
}

export default function DashboardPage() {
  return (
    <DevicesEnv>
      <DashboardPageBody />
    </DevicesEnv>
  );
}
