/**
 * The device's state and its commands, for the drawer on a device row and for the console page: the
 * state is read (`queryParam`) when the panel opens and after each command the device answered, so a
 * change shows at once; the commands are those the device's kind takes and the user holds the code of,
 * one form each, in an accordion.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Collapse, Empty, Spin } from 'antd';
import { hasPermission, useEngine } from '../../../engine/data/context';
import { ScreenOptionsProvider } from '../../../engine/form';
import { useT } from '../../../engine/i18n';
import { commandByKey, iotCodes, iotCommands, type IotCommand } from '../plugin';
import { sendCommand, type DeviceRef } from './calls';
import { CommandForm } from './CommandForm';
import { IOT_NS } from './locale';
import { StateView, type DeviceSnapshot } from './StateView';

const READ_ALL = commandByKey.get('queryParam')!;
const inputs = iotCommands.flatMap((c) => c.inputs);

export function DevicePanel({ device }: { device: DeviceRef }) {
  const { t, lang } = useT(IOT_NS);
  const env = useEngine();
  const mayRead = hasPermission(env, iotCodes.read);
  const [state, setState] = useState<DeviceSnapshot>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    const r = await sendCommand(READ_ALL, device);
    setLoading(false);
    if (r.ok) {
      setState(r.data as unknown as DeviceSnapshot);
      setError(undefined);
    } else setError(r.message);
  }, [device]);

  useEffect(() => {
    if (mayRead) void load();
  }, [load, mayRead]);

  const kind = device.kind ?? state?.kind;
  const commands = useMemo(
    () =>
      iotCommands.filter(
        (c) =>
          c !== READ_ALL &&
          hasPermission(env, c.code) &&
          (kind === undefined || (c.kinds as readonly number[]).includes(kind)),
      ),
    [env, kind],
  );
  const answered = (cmd: IotCommand) => {
    if (!cmd.read && mayRead) void load();
  };

  return (
    <ScreenOptionsProvider columns={inputs}>
      <Card
        size="small"
        title={t('state')}
        extra={
          mayRead && (
            <Button size="small" onClick={() => void load()} loading={loading}>
              {t('refresh')}
            </Button>
          )
        }
      >
        {!mayRead && <Alert type="info" message={t('noRead')} />}
        {mayRead && error && (
          <Alert type="error" showIcon message={t('readFailed')} description={error} data-testid="iot-read-failure" />
        )}
        {mayRead && !state && !error && <Spin tip={t('reading')} />}
        {state && <StateView state={state} />}
      </Card>
      <Card size="small" title={t('commands')} style={{ marginTop: 12 }}>
        {commands.length ? (
          <Collapse
            accordion
            size="small"
            items={commands.map((c) => ({
              key: c.key,
              label: c.label[lang],
              children: <CommandForm cmd={c} device={device} onAnswered={answered} />,
            }))}
          />
        ) : (
          <Empty description={t('noCommands')} />
        )}
      </Card>
    </ScreenOptionsProvider>
  );
}
