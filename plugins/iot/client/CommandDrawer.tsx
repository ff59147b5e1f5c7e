/**
 * The command drawer of a device row (schema action `{ key: 'iot.commands', plugin: 'iot', scope: 'row' }`
 * on the device list): the device's state and one form per command (DevicePanel).
 */
import { useMemo } from 'react';
import { Drawer } from 'antd';
import type { PluginActionContext } from '../../../engine/plugin';
import { useT } from '../../../engine/i18n';
import { deviceOfRow } from './calls';
import { DevicePanel } from './DevicePanel';
import { WithEngine } from './engine-env';
import { IOT_NS } from './locale';

type Props = PluginActionContext & { onClose: () => void };

export default function CommandDrawer({ rows, onClose }: Props) {
  const { t } = useT(IOT_NS);
  const row = rows[0];
  const device = useMemo(() => deviceOfRow(row ?? {}), [row]);
  const name = row?.deviceName ? ` ${String(row.deviceName)}` : '';
  return (
    <Drawer open width={720} onClose={onClose} title={t('drawerTitle', { device: `${device.deviceNo}${name}` })}>
      <WithEngine>
        <DevicePanel device={device} />
      </WithEngine>
    </Drawer>
  );
}
