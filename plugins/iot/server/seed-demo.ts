/**
 * Demo rows of the IoT screens, on a new database only (each table while it is empty): IoT cars and their
 * paired remote controls per demo tenant, and a week of the device command log over the tenant's first
 * cabinets — done, offline, timed out and refused, as an operator's week looks — so none opens empty.
 */
import type { Db } from '../../../server/kernel/db/database';
import { formatDateTime, nowText } from '../../../server/kernel/db/time';
import { commandStatus } from '../plugin';
import { LOG_TABLE } from './command-log';

const TENANTS = ['000000', '100001'];
const MODELS = ['宝马 X6 儿童电动车', '奔驰 G63 遥控童车', '兰博基尼 Urus 童车', '小黄鸭碰碰车'];

const empty = async (db: Db, table: string) => !(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());
const audit = (now: string) => ({ create_time: now, update_time: now, status: 1, is_deleted: 0 });
const pad = (n: number, w: number) => String(n).padStart(w, '0');
/** A time `days` days and `minutes` minutes before now, as the database stores it. */
const before = (days: number, minutes: number) =>
  formatDateTime(new Date(Date.now() - days * 86_400_000 - minutes * 60_000));

async function seedCarsAndControls(db: Db, now: string): Promise<Record<string, number>> {
  if (!(await empty(db, 'iot_car')) || !(await empty(db, 'iot_control'))) return {};
  const cars: Array<Record<string, unknown>> = [];
  const controls: Array<Record<string, unknown>> = [];
  TENANTS.forEach((tenant_id, t) => {
    for (let i = 1; i <= 8; i++) {
      const car_code = `IC${t + 1}${pad(i, 4)}`;
      const control_code = `RC${t + 1}${pad(i, 4)}`;
      const online = i % 4 !== 0;
      cars.push({
        tenant_id,
        car_code,
        imei: `86${t + 1}0${pad(4417 * i + 31 * t, 11)}`.slice(0, 15),
        car_model: MODELS[i % MODELS.length],
        control_code,
        battery: online ? 35 + ((i * 13) % 60) : 8,
        online_status: online ? 1 : 0,
        last_online_time: before(online ? 0 : 2, i * 7),
        ...audit(now),
      });
      controls.push({
        tenant_id,
        control_code,
        car_code,
        frequency: i % 3 === 0 ? 433 : 2400,
        battery: 50 + ((i * 17) % 50),
        control_status: i === 8 ? 0 : 1,
        ...audit(now),
      });
    }
  });
  await db.insertInto('iot_car').values(cars).execute();
  await db.insertInto('iot_control').values(controls).execute();
  return { iotCars: cars.length, remoteControls: controls.length };
}

const WEEK: Array<[command: string, params: Record<string, unknown>, status: number, result: string, ms: number]> = [
  ['setSpeakerVolume', { volume: 6 }, commandStatus.done, '{"volume":6}', 180],
  ['sendVoice', { voice: 3 }, commandStatus.done, '{"ok":true}', 240],
  ['setLightControl', { control: 1 }, commandStatus.offline, '设备离线 / The device is offline', 12],
  ['readCanBorrowElectricity', {}, commandStatus.done, '{"electricity":20}', 310],
  ['setDisinfectionTime', { time: 30 }, commandStatus.timeout, '设备 5 秒内未应答 / No answer within 5 s', 5000],
  ['setRemoteControl', { control: 1, slot: 2 }, commandStatus.refused, '仓位有车，拒绝执行 / Slot occupied', 220],
];

async function seedCommandLog(db: Db): Promise<Record<string, number>> {
  if (!(await empty(db, LOG_TABLE))) return {};
  const rows: Array<Record<string, unknown>> = [];
  for (const tenant of TENANTS) {
    const devices = await db
      .selectFrom('tc_device')
      .select(['id', 'device_code', 'tenant_id'])
      .where('tenant_id', '=', tenant)
      .where('is_deleted', '=', 0)
      .orderBy('id')
      .limit(3)
      .execute();
    devices.forEach((d, di) =>
      WEEK.forEach(([command, params, status, result, ms], ci) =>
        rows.push({
          tenant_id: d.tenant_id,
          device_id: d.id,
          device_no: d.device_code,
          command,
          params: JSON.stringify(params),
          status,
          result,
          transport: 'simulator',
          duration_ms: ms,
          create_user_name: '管理员',
          create_time: before(ci, 60 * di + 17),
        }),
      ),
    );
  }
  if (rows.length) await db.insertInto(LOG_TABLE).values(rows).execute();
  return { deviceCommands: rows.length };
}

export async function seedIotDemo(db: Db): Promise<Record<string, number>> {
  const now = nowText();
  return { ...(await seedCarsAndControls(db, now)), ...(await seedCommandLog(db)) };
}
