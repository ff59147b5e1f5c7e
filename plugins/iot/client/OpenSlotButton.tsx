/**
 * "Open" on a slot of the device state: asks first (naming the slot and the car in it, since a car may roll
 * out), then sends the catalog's `openArkRequest` for that slot from the console platform, and says how it
 * went; the panel then reads the device again so the door shows open.
 */
import { useState } from 'react';
import { App, Button, Popconfirm } from 'antd';
import { useT } from '../../../engine/i18n';
import { commandByKey } from '../plugin';
import { sendCommand, type DeviceRef } from './calls';
import { IOT_NS } from './locale';

const OPEN = commandByKey.get('openArkRequest')!;
/** Who opens: the catalog's own default for the command's platform input (the console). */
const CONSOLE_PLATFORM = OPEN.inputs.find((c) => c.prop === 'platform')?.default;

export interface OpenSlotButtonProps {
  device: DeviceRef;
  slotNum: number;
  carCode: string | null;
  onOpened?: () => void;
}

export function OpenSlotButton({ device, slotNum, carCode, onOpened }: OpenSlotButtonProps) {
  const { t } = useT(IOT_NS);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    const r = await sendCommand(OPEN, device, { slotNum, platform: CONSOLE_PLATFORM });
    setBusy(false);
    if (r.ok) {
      void message.success(t('slotOpened', { slot: slotNum }));
      onOpened?.();
    } else void message.error(r.message);
  };
  return (
    <Popconfirm
      title={t('openSlotTitle', { slot: slotNum })}
      description={carCode ? t('openSlotWithCar', { car: carCode }) : t('openSlotEmpty')}
      okText={t('openSlotOk', { slot: slotNum })}
      cancelText={t('cancel')}
      onConfirm={open}
    >
      <Button size="small" type="link" loading={busy} data-testid={`iot-open-slot-${slotNum}`}>
        {t('openSlot')}
      </Button>
    </Popconfirm>
  );
}
