/**
 * The access screen of an app (/open/app-access?appId=): a transfer of the APIs the app may call — moving
 * an API right grants it (`bindAppAndApi`), left withdraws it (`removeAppAndApi`) — and, for each API
 * granted per device, a transfer of the tenant's devices it covers (`updateApiBindDevices`). The OpenAPI
 * document of the open platform is linked at the top.
 */
import { Button, Card, Empty, Modal, Select, Space, Table, Transfer, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../engine/i18n';
import { OPENAPI_URL, call, type ApiRow, type AppRow, type DeviceRow, type Grant, type Page } from './calls';
import { OPEN_NS } from './locale';

function DevicesDialog({ app, grant, onClose }: { app: AppRow; grant: Grant; onClose: (changed: boolean) => void }) {
  const { t } = useT(OPEN_NS);
  const [devices, setDevices] = useState<DeviceRow[]>([]);
  const [chosen, setChosen] = useState<string[]>(grant.deviceIds);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const tenant = app.tenantId ? { tenantId: app.tenantId } : {};
    void call<Page<DeviceRow>>('/api/share-iot/device/page', { current: 1, size: 1000, ...tenant }).then((p) => setDevices(p.records));
  }, [app.tenantId]);
  const save = async () => {
    setBusy(true);
    try {
      await call('/api/share-open/apibinddevice/updateApiBindDevices', { authId: grant.authId, deviceIds: chosen.join(',') });
      void message.success(t('saved'));
      onClose(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open width={720} title={t('devicesOf', { api: grant.apiName })} onCancel={() => onClose(false)} onOk={() => void save()} okText={t('save')} confirmLoading={busy} maskClosable={false}>
      <Transfer
        rowKey={(d) => d.id}
        dataSource={devices}
        targetKeys={chosen}
        onChange={(keys) => setChosen(keys.map(String))}
        titles={[t('allDevices'), t('chosenDevices')]}
        showSearch
        filterOption={(input, d) => `${d.deviceCode} ${d.deviceName ?? ''}`.toLowerCase().includes(input.toLowerCase())}
        render={(d) => `${d.deviceCode}${d.deviceName ? ` · ${d.deviceName}` : ''}`}
        listStyle={{ width: 320, height: 360 }}
      />
    </Modal>
  );
}

export default function AccessPage() {
  const { t } = useT(OPEN_NS);
  const [params, setParams] = useSearchParams();
  const appId = params.get('appId') ?? '';
  const [apps, setApps] = useState<AppRow[]>([]);
  const [apis, setApis] = useState<ApiRow[]>([]);
  const [grants, setGrants] = useState<Grant[]>([]);
  const [editing, setEditing] = useState<Grant>();
  const [busy, setBusy] = useState(false);
  const app = apps.find((a) => a.id === appId);

  useEffect(() => {
    void call<Page<AppRow>>('/api/share-open/app/page', { current: 1, size: 200 }).then((p) => {
      setApps(p.records);
      if (!appId && p.records[0]) setParams({ appId: p.records[0].id }, { replace: true });
    });
  }, [appId, setParams]);

  const load = useCallback(async () => {
    if (!appId) return;
    const [page, granted] = await Promise.all([
      call<Page<ApiRow>>('/api/share-open/apiappauth/selectApiOpenPlatformPageByAppId', { appId, current: 1, size: 1000 }),
      call<Grant[]>('/api/share-open/apiappauth/selectApiOpenPlatformByAppId', { appId }),
    ]);
    setApis(page.records);
    setGrants(granted);
  }, [appId]);
  useEffect(() => {
    void load();
  }, [load]);

  const change = async (keys: string[], direction: 'left' | 'right', moved: string[]) => {
    if (!app) return;
    setBusy(true);
    try {
      const body = { appId, apiIds: moved.join(','), developerId: app.developerId };
      if (direction === 'right') await call('/api/share-open/apiappauth/bindAppAndApi', body, 'POST');
      else await call('/api/share-open/apiappauth/removeAppAndApi', body, 'POST');
      void message.success(t(direction === 'right' ? 'bound' : 'unbound', { count: moved.length }));
      await load();
    } finally {
      setBusy(false);
    }
  };

  const perDevice = grants.filter((g) => g.deviceScoped === 1);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="open-access">
      <Card size="small">
        <Space wrap>
          <span>{t('app')}</span>
          <Select
            style={{ width: 320 }}
            placeholder={t('pickApp')}
            value={appId || undefined}
            onChange={(v: string) => setParams({ appId: v })}
            options={apps.map((a) => ({ value: a.id, label: `${a.appName} (${a.appKey})` }))}
            aria-label={t('app')}
          />
          <a href={OPENAPI_URL} target="_blank" rel="noreferrer">
            {t('openapi')}
          </a>
        </Space>
      </Card>
      <Card size="small" title={t('apisTitle')}>
        <Transfer
          rowKey={(a) => a.id}
          dataSource={apis}
          targetKeys={apis.filter((a) => a.isBind === 1).map((a) => a.id)}
          onChange={(keys, direction, moved) => void change(keys.map(String), direction, moved.map(String))}
          titles={[t('allApis'), t('granted')]}
          render={(a) => `${a.apiName} · ${a.apiCode}`}
          disabled={busy || !app}
          showSearch
          filterOption={(input, a) => `${a.apiName} ${a.apiCode}`.toLowerCase().includes(input.toLowerCase())}
          listStyle={{ width: 340, height: 320 }}
        />
      </Card>
      <Card size="small" title={t('devicesTitle')}>
        {perDevice.length ? (
          <Table
            rowKey="authId"
            size="small"
            pagination={false}
            dataSource={perDevice}
            columns={[
              { title: t('colApi'), dataIndex: 'apiName' },
              { title: t('colCode'), dataIndex: 'apiCode' },
              {
                title: t('colDevices'),
                key: 'devices',
                render: (_: unknown, g: Grant) => (
                  <Button size="small" onClick={() => setEditing(g)}>
                    {t('devicesButton', { count: g.deviceIds.length })}
                  </Button>
                ),
              },
            ]}
          />
        ) : (
          <Empty description={t('noDeviceApis')} />
        )}
      </Card>
      {editing && app && (
        <DevicesDialog
          app={app}
          grant={editing}
          onClose={(changed) => {
            setEditing(undefined);
            if (changed) void load();
          }}
        />
      )}
    </Space>
  );
}

