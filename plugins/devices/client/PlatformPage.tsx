/**
 * 第三方设备 / Third-party devices: look devices up on the outside device platform by number or merchant
 * name (`queryView` through the server's adapter: the endpoint and token live in configuration, the
 * server holds them, the browser never sees them).
 */
import { Alert, Card, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useEngine } from '../../../engine/data/context';
import { useT } from '../../../engine/i18n';
import { api } from './calls';
import { DevicesEnv } from './env';
import { DEVICES_NS } from './locale';

type Row = Record<string, unknown>;

function PlatformPageBody() {
  const { provider } = useEngine();
  const { t } = useT(DEVICES_NS);
  const [rows, setRows] = useState<Row[]>();
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const search = async (keyword: string) => {
    setLoading(true);
    setError(undefined);
    try {
      const answer = await api.queryView(provider, keyword.trim());
      setRows(answer.records);
      setTotal(answer.total);
    } catch (e) {
      setRows(undefined);
      setError(String((e as Error).message ?? e));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Card data-testid="device-platform">
      <Typography.Paragraph type="secondary">{t('platformHint')}</Typography.Paragraph>
      <Input.Search
        placeholder={t('platformSearch')}
        enterButton={t('search')}
        maxLength={50}
        allowClear
        loading={loading}
        onSearch={(v) => void search(v)}
        style={{ maxWidth: 480, marginBottom: 16 }}
      />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      {rows && (
        <>
          <Typography.Text>{t('found', { total, shown: rows.length })}</Typography.Text>
          <Table
            size="small"
            rowKey="deviceId"
            dataSource={rows}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            columns={[
              { title: t('colDeviceId'), dataIndex: 'deviceId', width: 100 },
              { title: t('colDeviceNo'), dataIndex: 'deviceNo', width: 140 },
              { title: t('colDeviceName'), dataIndex: 'deviceName' },
              { title: t('colMerchant'), dataIndex: 'merchantName' },
              { title: t('colCity'), dataIndex: 'city', width: 80 },
              {
                title: t('colOnline'),
                dataIndex: 'online',
                width: 90,
                render: (v) => <Tag color={v ? 'success' : 'error'}>{v ? t('online') : t('offline')}</Tag>,
              },
              { title: t('colLastReport'), dataIndex: 'lastReportTime', width: 170 },
            ]}
          />
        </>
      )}
    </Card>
  );
}

export default function PlatformPage() {
  return (
    <DevicesEnv>
      <PlatformPageBody />
    </DevicesEnv>
  );
}
