/**
 * Where a site of the map is (getLocationBySiteId): its store and merchant, address and coordinates, and
 * how its devices stand — shown above the site's device list in the map's drawer.
 */
import { Alert, Descriptions, Skeleton, Tag } from 'antd';
import useSWR from 'swr';
import { useEngine } from '../../../engine/data/context';
import { useT } from '../../../engine/i18n';
import { api } from './calls';
import { DEVICES_NS } from './locale';

export function SiteLocation({ siteId }: { siteId: string }) {
  const { provider, tenantId } = useEngine();
  const { t } = useT(DEVICES_NS);
  const where = useSWR(['device-site-location', tenantId, siteId], () => api.location(provider, siteId), {
    revalidateOnFocus: false,
  });
  if (where.error)
    return <Alert type="error" showIcon message={t('loadFailed', { error: String((where.error as Error).message ?? where.error) })} />;
  const l = where.data;
  if (!l) return <Skeleton active paragraph={{ rows: 3 }} />;
  const place = [l.province, l.city, l.district, l.address].filter(Boolean).join(' ');
  return (
    <Descriptions size="small" column={1} bordered data-testid="site-location" style={{ marginBottom: 16 }}>
      <Descriptions.Item label={t('locMerchant')}>{l.merchantName ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('locStore')}>{l.storeName ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('locAddress')}>{place || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('locCoordinates')}>
        {l.lng === null || l.lat === null ? '-' : `${l.lng}, ${l.lat}`}
      </Descriptions.Item>
      <Descriptions.Item label={t('locDevices')}>
        <Tag>{t('locTotal', { count: l.devices.total })}</Tag>
        <Tag color="success">{t('locOnline', { count: l.devices.online })}</Tag>
        <Tag color="error">{t('locOffline', { count: l.devices.offline })}</Tag>
        {l.devices.disabled ? <Tag>{t('locDisabled', { count: l.devices.disabled })}</Tag> : null}
      </Descriptions.Item>
    </Descriptions>
  );
}
