/**
 * The simulated fleet: what the built-in simulator of the device gateway answers for (gateway.ts), and
 * what the MQTT device stand-in answers over a broker (mqtt-devices.ts): one state per device number,
 * made on first use (device-state.ts), changed by commands (fleet-commands.ts).
 */
import { initialState, type DeviceHint, type DeviceState } from './device-state';
import { applyCommand } from './fleet-commands';

/** The devices one simulator (or one MQTT stand-in) answers for, each made on first use. */
export class Fleet {
  private readonly devices = new Map<string, DeviceState>();
  constructor(private readonly now: () => number = Date.now) {}

  device(deviceNo: string, hint?: DeviceHint): DeviceState {
    let d = this.devices.get(deviceNo);
    if (!d) {
      d = initialState(deviceNo, hint);
      this.devices.set(deviceNo, d);
    }
    return d;
  }

  /** Take a device off line or back (tests, the MQTT stand-in's controls). */
  setOnline(deviceNo: string, online: boolean): void {
    this.device(deviceNo).online = online;
  }

  /** One command on an online device: its answer, or a DeviceRefusal. */
  apply(deviceNo: string, command: string, params: Record<string, unknown>, hint?: DeviceHint) {
    return applyCommand(this.device(deviceNo, hint), command, params, this.now());
  }
}
