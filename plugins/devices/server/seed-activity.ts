/**
 * The demo fleet's history and paperwork: the three code rules with codes for the seeded cars, cabinets
 * and control boards (at most 5,000 each, marked used), factory codes in every QC state, fault reports in
 * every handling state, door logs and open / close records of the last two weeks. Bounded whatever the
 * fleet size, so the bench's 100,000 devices seed in seconds.
 */
import type { Db } from '../../../server/kernel/db/database';
import { insertMany } from './insert-many';
import { DEMO_TENANT, carCode, minutesBefore } from './seed-data';
import { formatCode } from './code-routes';

type Row = Record<string, unknown>;
const MAX_CODES = 5000;

interface Activity {
  base: Row;
  now: string;
  stored: Row[];
  models: Row[];
  carCount: number;
}

const NAMES = ['王芳', '李娜', '张伟', '刘洋', '陈静', '杨磊', '赵敏', '黄强'];
const PHONES = ['13812345678', '13987654321', '15012348888', '18622223333', '17755556666'];

export async function seedActivity(db: Db, a: Activity): Promise<Record<string, number>> {
  const { base, now, stored } = a;
  const cabinets = stored.filter((d) => Number(d.device_type) === 1);
  // Code rules, each with the codes its kind of thing already carries.
  const rules = [
    { table: 'tc_car_code_rule', type: 1, name: '童车车辆编码', prefix: 'CAR', digits: 7, used: Math.min(a.carCount, MAX_CODES), extra: { car_model_id: a.models[0].id } },
    { table: 'tc_cabinet_code_rule', type: 2, name: '柜机编码', prefix: 'CAB', digits: 6, used: Math.min(cabinets.length, MAX_CODES), extra: {} },
    { table: 'tc_control_code_rule', type: 3, name: '主控板控制码', prefix: 'CTL', digits: 8, used: Math.min(stored.length, MAX_CODES), extra: {} },
  ];
  let codes = 0;
  for (const r of rules) {
    const row = await db
      .insertInto(r.table)
      .values({
        ...base,
        rule_name: r.name,
        prefix: r.prefix,
        digits: r.digits,
        next_serial: r.used + 1,
        generated_count: r.used,
        last_generate_time: now,
        remark: '演示数据',
        ...r.extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const batch = `${r.prefix}-${now.slice(0, 10).replace(/-/g, '')}-001`;
    await insertMany(
      db,
      'tc_device_code',
      Array.from({ length: r.used }, (_, i) => ({
        ...base,
        code: formatCode(r.prefix, i + 1, r.digits),
        code_type: r.type,
        rule_id: Number(row.id),
        rule_name: r.name,
        batch_no: batch,
        use_status: 1,
        used_by: r.type === 1 ? carCode(i + 1) : String((r.type === 2 ? cabinets : stored)[i].device_code),
      })),
    );
    codes += r.used;
  }

  // Factory codes: every QC state, the failed ones with a reason.
  const factory: Row[] = Array.from({ length: 200 }, (_, i) => {
    const m = a.models[i % a.models.length];
    const state = i % 10 === 9 ? 3 : i % 10 >= 6 ? 1 : i % 10 >= 2 ? 2 : 0;
    return {
      ...base,
      factory_code: `FC${String(m.model_code).replace(/-/g, '')}${String(i + 1).padStart(6, '0')}`,
      car_model_id: m.id,
      batch_no: `P2026${String(9 + Math.floor(i / 50)).padStart(2, '0')}`,
      produce_date: minutesBefore(now, 60 * 24 * (60 - Math.floor(i / 4))).slice(0, 10),
      code_status: state,
      qc_remark: state === 3 ? ['电机异响', '喷漆不均', '遥控距离不足'][i % 3] : null,
    };
  });
  await insertMany(db, 'tc_factory_code', factory);

  // Fault reports on the first cabinets and cars, in every state.
  const kinds = await db.selectFrom('tc_fault_kind').select(['id', 'kind_name']).where('tenant_id', '=', DEMO_TENANT).orderBy('id').execute();
  const reports: Row[] = Array.from({ length: Math.min(80, cabinets.length) }, (_, i) => {
    const state = [0, 0, 1, 2, 2, 3][i % 6];
    const kind = kinds[i % kinds.length];
    return {
      ...base,
      fault_kind_id: kind.id,
      device_code: cabinets[(i * 3) % cabinets.length].device_code,
      car_code: i % 2 ? carCode(i * 5 + 1) : null,
      description: `${String(kind.kind_name)}，用户反馈第 ${1 + (i % 6)} 号仓位`,
      reporter_name: NAMES[i % NAMES.length],
      reporter_phone: PHONES[i % PHONES.length],
      report_time: minutesBefore(now, 60 * (i * 7 + 3)),
      report_status: state,
      handler: state > 0 ? '运维-周师傅' : null,
      handle_remark: state === 2 ? '已更换配件并测试正常' : state === 3 ? '现场检查无故障' : null,
      handle_time: state > 1 ? minutesBefore(now, 60 * (i * 7)) : null,
    };
  });
  await insertMany(db, 'tc_fault_report', reports);

  // Door logs and open / close records of the last two weeks, on the first 60 cabinets.
  const logBase = { tenant_id: DEMO_TENANT, create_time: now, update_time: now, status: 1 };
  const door: Row[] = [];
  const opens: Row[] = [];
  const closes: Row[] = [];
  cabinets.slice(0, 60).forEach((d, ci) => {
    for (let k = 0; k < 10; k++) {
      const minutes = (ci * 10 + k) * 33 + 7;
      const slot = 1 + ((ci + k) % 6);
      const car = carCode(ci * 6 + slot);
      const source = 1 + (k % 4);
      door.push({ ...logBase, device_id: d.id, device_code: d.device_code, slot_num: slot, car_code: car, door_action: 1, source, operator: source >= 3 ? 'admin' : NAMES[k % NAMES.length], log_time: minutesBefore(now, minutes) });
      door.push({ ...logBase, device_id: d.id, device_code: d.device_code, slot_num: slot, car_code: car, door_action: 2, source, operator: source >= 3 ? 'admin' : NAMES[k % NAMES.length], log_time: minutesBefore(now, minutes - 1) });
      if (k < 7) {
        const result = k === 6 ? (ci % 2 ? 0 : 2) : 1;
        opens.push({
          ...logBase,
          device_id: d.id,
          device_code: d.device_code,
          slot_num: slot,
          car_code: car,
          platform: 1 + (k % 3),
          result,
          message: ['开仓失败：锁舌卡住', '开仓成功', '设备未应答'][result],
          operator: k % 3 === 2 ? 'admin' : NAMES[k % NAMES.length],
          record_time: minutesBefore(now, minutes),
        });
      }
      if (k < 3)
        closes.push({ ...logBase, device_id: d.id, device_code: d.device_code, slot_num: slot, car_code: car, platform: 3, result: 1, message: '关仓成功', operator: 'admin', record_time: minutesBefore(now, minutes - 2) });
    }
  });
  await insertMany(db, 'tc_door_log', door);
  await insertMany(db, 'tc_open_record', opens);
  await insertMany(db, 'tc_close_record', closes);
  return { codes, factoryCodes: factory.length, faultReports: reports.length, doorLogs: door.length, openRecords: opens.length };
}
