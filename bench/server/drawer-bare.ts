/**
 * The bare handler of the command drawer (the practical limit the real server is compared with):
 *   tsx bench/server/drawer-bare.ts <sqlite file>
 * What the drawer asks when it opens — `POST /api/share-iot/client/queryParam?deviceId=` — done with
 * node:http + better-sqlite3 and nothing else: the device row by id, its slots and parked cars (the
 * simulator's starting point, as plugins/iot/server/devices.ts reads them), the same simulated device's
 * answer (plugins/iot/server/fleet.ts), then the command log row and the device's online status written
 * in one transaction. No token, tenant, permission or input checks: those are what the ratio measures.
 * Prints `{"port":N}` once listening.
 */
import SQLite from 'better-sqlite3';
import { createServer } from 'node:http';
import { Fleet } from '../../plugins/iot/server/fleet';
import type { DeviceHint } from '../../plugins/iot/server/device-state';
import { nowText } from '../../server/kernel/db/time';

const [file] = process.argv.slice(2);
const db = new SQLite(file);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
const fleet = new Fleet();
const deviceById = db.prepare('select * from tc_device where id = ? and is_deleted = 0');
const slotsOf = db.prepare('select * from tc_device_slot where device_id = ? and is_deleted = 0 order by slot_num');
const carsOf = db.prepare('select * from tc_car where device_id = ? and car_status = 1 and is_deleted = 0');
const logOne = db.prepare(
  `insert into iot_command_log (tenant_id, device_id, device_no, command, params, status, result, transport,
     duration_ms, create_user, create_user_name, create_time) values (?, ?, ?, ?, ?, 1, ?, 'simulator', 0, 1, 'admin', ?)`,
);
const seen = db.prepare('update tc_device set online_status = 1, last_online_time = ? where id = ?');
const record = db.transaction((device: Record<string, unknown>, answer: unknown, now: string) => {
  logOne.run(device.tenant_id, device.id, device.device_code, 'queryParam', '{}', JSON.stringify(answer), now);
  seen.run(now, device.id);
});

type Row = Record<string, unknown>;
const send = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

createServer((req, res) => {
  const id = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('deviceId'));
  const device = deviceById.get(id) as Row | undefined;
  if (!device) return send(res, 404, { code: 404, success: false, msg: 'not found' });
  const cars = new Map((carsOf.all(id) as Row[]).map((c) => [Number(c.slot_num), c]));
  const hint: DeviceHint = {
    kind: Number(device.device_type),
    slots: (slotsOf.all(id) as Row[]).map((s) => {
      const car = cars.get(Number(s.slot_num));
      return {
        slotNum: Number(s.slot_num),
        carCode: car ? String(car.car_code) : null,
        ...(car && car.battery !== null && { battery: Number(car.battery) }),
        outOfService: Number(s.slot_status) === 2,
      };
    }),
  };
  const no = String(device.device_code);
  const answer = fleet.apply(no, 'queryParam', {}, hint);
  record(device, answer, nowText());
  send(res, 200, { code: 200, success: true, data: answer, msg: '操作成功' });
}).listen(0, '127.0.0.1', function (this: import('node:net').Server) {
  const addr = this.address();
  process.stdout.write(`${JSON.stringify({ port: typeof addr === 'object' && addr ? addr.port : 0 })}\n`);
});
