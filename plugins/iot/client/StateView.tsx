/**
 * What a device reports (`queryParam`): online, kind, firmware, sound, lights, addresses, disinfection,
 * charge thresholds, beacon, and a cabinet's slots with their cars and doors. Labels of switches, light
 * modes and kinds come from the dictionaries (iot_switch, iot_light_mode, device_type).
 */
import { Badge, Descriptions, Table, Tag } from 'antd';
import type { DeviceRef } from './calls';
import { OpenSlotButton } from './OpenSlotButton';
import { useDictionaries } from '../../../engine/data/hooks';
import { useT } from '../../../engine/i18n';
import { deviceKind as KIND } from '../plugin';
import { IOT_NS } from './locale';

export interface DeviceSnapshot {
  deviceNo: string;
  kind: number;
  online: boolean;
  firmware: string;
  volume: number;
  backgroundMusic: number;
  induction: number;
  lights: Array<{ ledNo: number; control: number }>;
  remoteService: { ip: string; port: number };
  address: { host: string; port: number };
  disinfection: { time: number; delayTime: number };
  canBorrowElectricity: number;
  battery: number | null;
  openEnabled: number;
  beacon: { name: string; finding: number } | null;
  lastOutputTest: { output: number; at: string } | null;
  slots: Array<{
    slotNum: number;
    carCode: string | null;
    battery: number | null;
    door: string;
    remote: number;
    outOfService: boolean;
  }>;
}

const CODES = ['iot_switch', 'iot_light_mode', 'device_type'];

export interface StateViewProps {
  state: DeviceSnapshot;
  /** With `mayOpen`: each slot gets an open button (the `openArkRequest` command). */
  device?: DeviceRef;
  mayOpen?: boolean;
  /** After a slot was opened: the panel reads the device again. */
  onOpened?: () => void;
}

export function StateView({ state, device, mayOpen, onOpened }: StateViewProps) {
  const { t } = useT(IOT_NS);
  const { dicts } = useDictionaries(CODES);
  const label = (code: string, key: number | string) =>
    dicts[code]?.find((d) => String(d.dictKey) === String(key))?.dictValue ?? String(key);
  const kind = state.kind as number;
  const screened = kind === KIND.cabinet || kind === KIND.dispatcher;
  const items = [
    {
      key: 'online',
      label: t('connection'),
      children: <Badge status={state.online ? 'success' : 'error'} text={state.online ? t('online') : t('offline')} />,
    },
    { key: 'kind', label: t('kind'), children: label('device_type', state.kind) },
    { key: 'firmware', label: t('firmware'), children: state.firmware },
    ...(kind !== KIND.beacon ? [{ key: 'volume', label: t('volume'), children: String(state.volume) }] : []),
    ...(screened
      ? [
          { key: 'backgroundMusic', label: t('backgroundMusic'), children: label('iot_switch', state.backgroundMusic) },
          { key: 'induction', label: t('induction'), children: label('iot_switch', state.induction) },
          {
            key: 'lights',
            label: t('lights'),
            span: 2,
            children: state.lights
              .map((l) => t('light', { no: l.ledNo, mode: label('iot_light_mode', l.control) }))
              .join(' · '),
          },
        ]
      : []),
    {
      key: 'remoteService',
      label: t('remoteService'),
      children: `${state.remoteService.ip}:${state.remoteService.port}`,
    },
    { key: 'address', label: t('address'), children: `${state.address.host}:${state.address.port}` },
    ...(kind === KIND.cabinet
      ? [
          {
            key: 'disinfection',
            label: t('disinfection'),
            children: t('disinfectionValue', { time: state.disinfection.time, delay: state.disinfection.delayTime }),
          },
          {
            key: 'openEnabled',
            label: t('openEnabled'),
            children: state.openEnabled ? t('openAllowed') : t('openStopped'),
          },
        ]
      : []),
    ...(kind === KIND.cabinet || kind === KIND.escooter
      ? [{ key: 'canBorrowElectricity', label: t('canBorrowElectricity'), children: `${state.canBorrowElectricity}%` }]
      : []),
    ...(state.battery !== null ? [{ key: 'battery', label: t('battery'), children: `${state.battery}%` }] : []),
    ...(state.beacon
      ? [
          {
            key: 'beacon',
            label: t('beacon'),
            children: `${state.beacon.name}${state.beacon.finding ? ` · ${t('finding')}` : ''}`,
          },
        ]
      : []),
    ...(state.lastOutputTest
      ? [
          {
            key: 'lastOutputTest',
            label: t('lastOutputTest'),
            children: `#${state.lastOutputTest.output} · ${state.lastOutputTest.at}`,
          },
        ]
      : []),
  ];
  return (
    <>
      <Descriptions size="small" bordered column={2} items={items} data-testid="iot-state" />
      {state.slots.length > 0 && (
        <Table
          style={{ marginTop: 12 }}
          size="small"
          rowKey="slotNum"
          pagination={false}
          scroll={{ y: 240 }}
          dataSource={state.slots}
          columns={[
            { title: t('slotNum'), dataIndex: 'slotNum', width: 70 },
            {
              title: t('car'),
              dataIndex: 'carCode',
              render: (v: string | null, s) => (s.outOfService ? <Tag>{t('outOfService')}</Tag> : (v ?? t('empty'))),
            },
            {
              title: t('battery'),
              dataIndex: 'battery',
              width: 80,
              render: (v: number | null) => (v === null ? '' : `${v}%`),
            },
            {
              title: t('door'),
              dataIndex: 'door',
              width: 80,
              render: (v: string) => (v === 'open' ? <Tag color="orange">{t('doorOpen')}</Tag> : t('doorClosed')),
            },
            { title: t('remote'), dataIndex: 'remote', width: 90, render: (v: number) => (v ? '✓' : '—') },
            ...(mayOpen && device
              ? [
                  {
                    title: t('actions'),
                    key: 'open',
                    width: 90,
                    render: (_v: unknown, s: DeviceSnapshot['slots'][number]) => (
                      <OpenSlotButton device={device} slotNum={s.slotNum} carCode={s.carCode} onOpened={onOpened} />
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </>
  );
}
