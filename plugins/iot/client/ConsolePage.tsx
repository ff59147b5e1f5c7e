/**
 * The device console (/iot/console): find a device by its number and work on it as the drawer of a
 * device row does — its state and its commands (DevicePanel).
 */
import { useState } from 'react';
import { Alert, Card, Input, Typography } from 'antd';
import { useT } from '../../../engine/i18n';
import { findDevice, type DeviceRef } from './calls';
import { DevicePanel } from './DevicePanel';
import { WithEngine } from './engine-env';
import { IOT_NS } from './locale';

const NUMBER = /^[A-Za-z0-9_-]{4,32}$/;

export default function ConsolePage() {
  const { t } = useT(IOT_NS);
  const [device, setDevice] = useState<DeviceRef>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const open = async (typed: string) => {
    const no = typed.trim();
    setProblem(undefined);
    if (!NUMBER.test(no)) return setProblem(t('badNumber'));
    setBusy(true);
    try {
      const found = await findDevice(no);
      if (found) setDevice(found);
      else setProblem(t('notFound', { no }));
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <WithEngine>
      <Card size="small">
        <Typography.Paragraph type="secondary">{t('consoleHint')}</Typography.Paragraph>
        <div data-testid="iot-device-input" style={{ maxWidth: 420 }}>
          <Input.Search
            placeholder={t('deviceInput')}
            enterButton={t('open')}
            loading={busy}
            onSearch={(v) => void open(v)}
          />
        </div>
        {problem && <Alert style={{ marginTop: 12 }} type="warning" showIcon message={problem} />}
      </Card>
      {device && (
        <div style={{ marginTop: 12, maxWidth: 900 }}>
          <DevicePanel key={device.deviceId} device={device} />
        </div>
      )}
    </WithEngine>
  );
}
