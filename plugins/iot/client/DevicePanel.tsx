/**
 * The device's state and its commands, for the drawer on a device row and for the console page: the
 * state is read (`queryParam`) when the panel opens and after each command the device answered, so a
 * change shows at once; the commands are those the device's kind takes and the user holds the code of,
 * one form each, grouped by purpose with the most used group first (command-groups.ts); a form opens with
 * the device's current values, and a cabinet's slots each have an open button.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Collapse, Empty, Spin, Typography } from 'antd';
import { hasPermission, useEngine } from '../../../engine/data/context';
import { ScreenOptionsProvider } from '../../../engine/form';
import { useT } from '../../../engine/i18n';
import { commandByKey, commandGroups, deviceKind, iotCodes, iotCommands, type IotCommand } from '../plugin';
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
  const groups = commandGroups
    .map((g) => ({ ...g, commands: commands.filter((c) => (c.placement?.group ?? 'diagnostic') === g.key) }))
    .filter((g) => g.commands.length > 0);
  const mayOpen = hasPermission(env, iotCodes.open) && kind === deviceKind.cabinet;

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
        {state && (
          <StateView state={state} device={device} onOpened={mayRead ? () => void load() : undefined} mayOpen={mayOpen} />
        )}
      </Card>
      <Card size="small" title={t('commands')} style={{ marginTop: 12 }}>
        {groups.length ? (
          groups.map((g) => (
            <section key={g.key} data-testid={`iot-group-${g.key}`} style={{ marginBottom: 12 }}>
              <Typography.Text type="secondary" strong style={{ display: 'block', marginBottom: 6 }}>
                {g.label[lang]}
              </Typography.Text>
              <Collapse
                accordion
                size="small"
                items={g.commands.map((c) => ({
                  key: c.key,
                  label: c.label[lang],
                  children: <CommandForm cmd={c} device={device} state={state} onAnswered={answered} />,
                }))}
              />
            </section>
          ))
        ) : (
          <Empty description={t('noCommands')} />
        )}
      </Card>
    </ScreenOptionsProvider>
  );
}
