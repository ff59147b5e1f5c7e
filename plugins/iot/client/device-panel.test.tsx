/**
 * The device panel of the drawer and the console, on a fake wire: it reads the device, offers the commands
 * of the device's kind that the user holds the code of, refuses an out-of-range volume before any call,
 * sends a good one with the device key, shows the answer and reads the device again; a failure the
 * server names is shown beside the command, without a toast. And the device of each kind of row.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureTransport, http, resetTransport } from '../../../engine/data/transport';
import { installFakeAdapter, ok, type Recorded } from '../../../tests/unit/transport-fake-adapter';
import { fireEvent, renderWithEngine, screen, waitFor, within } from '../../../tests/unit/crud-harness';
import { deviceOfRow } from './calls';
import { DevicePanel } from './DevicePanel';
import './locale';

const state = {
  deviceNo: 'CAB000005',
  kind: 1,
  online: true,
  firmware: 'v2.1.0',
  volume: 10,
  backgroundMusic: 0,
  induction: 1,
  lights: [{ ledNo: 1, control: 1 }],
  remoteService: { ip: '10.1.2.3', port: 9000 },
  address: { host: 'iot.toycar.cn', port: 1883 },
  disinfection: { time: 15, delayTime: 60 },
  canBorrowElectricity: 30,
  battery: null,
  openEnabled: 1,
  beacon: null,
  lastOutputTest: null,
  slots: [{ slotNum: 1, carCode: 'CAR0000001', battery: 80, door: 'closed', remote: 1, outOfService: false }],
};

let calls: Recorded[];
let volume: number;
let offline: boolean;
const notifier = { error: vi.fn() };

beforeEach(() => {
  volume = 10;
  offline = false;
  notifier.error.mockReset();
  resetTransport();
  configureTransport({ notifier, progress: { start() {}, done() {} }, navigate: vi.fn(), onUnauthorized: vi.fn() });
  calls = installFakeAdapter(http, (c) => {
    if (offline) return { status: 400, data: { code: 400, success: false, msg: '设备 CAB000005 离线，命令未送达' } };
    if (c.url.endsWith('/queryParam')) return ok({ ...state, volume });
    if (c.url.endsWith('/setSpeakerVolume')) {
      volume = Number((c.data as { volume: number }).volume);
      return ok({ volume });
    }
    return ok({});
  });
});

const device = { deviceId: '5', deviceNo: 'CAB000005', kind: 1 };
const panel = (permissions: Record<string, boolean> | 'all' = { iot_read: true, iot_command: true }) =>
  renderWithEngine(<DevicePanel device={device} />, { permissions });

/** The value beside a state label. */
const stateCell = (label: string) =>
  [...screen.getByTestId('iot-state').querySelectorAll('th')].find((th) => th.textContent === label)?.nextElementSibling
    ?.textContent ?? '';

async function openVolume() {
  fireEvent.click(await screen.findByText('设置音量'));
  return screen.findByTestId('iot-cmd-setSpeakerVolume');
}

describe('the device panel', () => {
  it('reads the device and offers the commands of its kind the user may send', async () => {
    panel();
    await waitFor(() => expect(screen.getByTestId('iot-state').textContent).toContain('v2.1.0'));
    expect(calls[0].url).toBe('/api/share-iot/client/queryParam');
    expect(calls[0].data).toEqual({ deviceId: '5' });
    const offered = [...document.querySelectorAll('.ant-collapse-header')].map((h) => h.textContent);
    expect(offered).toContain('设置音量');
    expect(offered).toContain('远程控制车辆'); // a cabinet's own
    expect(offered).not.toContain('信标命名'); // a beacon's command, not a cabinet's
    expect(offered).not.toContain('开仓'); // iot_open is not held
    expect(offered).not.toContain('远程服务 IP'); // iot_address is not held
    expect(offered).not.toContain('读取设备参数'); // the panel reads it itself
  });

  it('refuses an out-of-range volume before any call, sends a good one, shows the answer and reads again', async () => {
    panel();
    await waitFor(() => expect(calls).toHaveLength(1));
    const form = await openVolume();
    const input = form.querySelector('input')!;
    fireEvent.change(input, { target: { value: '31' } });
    fireEvent.click(within(form).getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(form.textContent).toContain('音量必须是 0 到 30 之间的整数'));
    expect(calls).toHaveLength(1);

    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(within(form).getByTestId('iot-answer').textContent).toContain('设备已应答'));
    const sent = calls.find((c) => c.url.endsWith('/setSpeakerVolume'))!;
    expect([sent.method, sent.url, sent.data]).toEqual([
      'POST',
      '/api/toycar-iot/control/setSpeakerVolume',
      { deviceId: '5', volume: 12 },
    ]);
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/queryParam'))).toHaveLength(2));
    await waitFor(() => expect(stateCell('音量')).toContain('12'));
  });

  it('groups the commands by purpose, slots first, and opens a form with the current value and its range', async () => {
    panel({ iot_read: true, iot_command: true, iot_open: true });
    await waitFor(() => expect(screen.getByTestId('iot-state').textContent).toContain('v2.1.0'));
    const groups = [...document.querySelectorAll('[data-testid^="iot-group-"]')].map((g) => g.getAttribute('data-testid'));
    expect(groups[0]).toBe('iot-group-open');
    expect(groups.indexOf('iot-group-sound')).toBeLessThan(groups.indexOf('iot-group-network'));
    const openGroup = screen.getByTestId('iot-group-open');
    expect(within(openGroup).getByText('开仓')).toBeTruthy();
    const form = await openVolume();
    expect(form.textContent).toContain('音量（0–30）');
    await waitFor(() => expect(form.querySelector('input')!.value).toBe('10'));
  });

  it('opens a slot from its row after asking, naming the slot and its car, then reads the device again', async () => {
    panel({ iot_read: true, iot_command: true, iot_open: true });
    fireEvent.click(await screen.findByTestId('iot-open-slot-1'));
    expect((await screen.findByText('打开 1 号仓？')).textContent).toBe('打开 1 号仓？');
    expect(screen.getByText(/仓内车辆 CAR0000001/)).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/openArkRequest'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '打开 1 号仓' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/openArkRequest'))).toBe(true));
    const sent = calls.find((c) => c.url.endsWith('/openArkRequest'))!;
    expect(sent.data).toEqual({ deviceBusinessId: '5', slotNum: 1, platform: 3 });
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/queryParam'))).toHaveLength(2));
  });

  it('offers no open button without the open code', async () => {
    panel();
    await waitFor(() => expect(screen.getByTestId('iot-state').textContent).toContain('v2.1.0'));
    expect(screen.queryByTestId('iot-open-slot-1')).toBeNull();
  });

  it("shows the server's reason beside the command, without a toast", async () => {
    offline = true;
    panel();
    await waitFor(() => expect(screen.getByTestId('iot-read-failure').textContent).toContain('离线，命令未送达'));
    const form = await openVolume();
    fireEvent.change(form.querySelector('input')!, { target: { value: '8' } });
    fireEvent.click(within(form).getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(within(form).getByTestId('iot-failure').textContent).toContain('命令未完成'));
    expect(within(form).getByTestId('iot-failure').textContent).toContain('设备 CAB000005 离线，命令未送达');
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe('the device of a row', () => {
  it('a device row, a row naming its device, a command log row with and without the devices area', () => {
    expect(deviceOfRow({ id: '7', deviceCode: 'CAB000007', deviceType: 1 })).toEqual({
      deviceId: '7',
      deviceNo: 'CAB000007',
      kind: 1,
    });
    expect(deviceOfRow({ id: '90', deviceId: '7', deviceCode: 'CAB000007' })).toEqual({
      deviceId: '7',
      deviceNo: 'CAB000007',
    });
    expect(deviceOfRow({ id: '3', deviceId: '7', deviceNo: 'CAB000007' })).toEqual({
      deviceId: '7',
      deviceNo: 'CAB000007',
    });
    expect(deviceOfRow({ id: '3', deviceId: null, deviceNo: 'GZ-00001' })).toEqual({
      deviceId: 'GZ-00001',
      deviceNo: 'GZ-00001',
    });
  });
});
