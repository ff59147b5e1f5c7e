/**
 * The open API catalogue (every start, when empty: the platform's list of what apps may be allowed to
 * call) and the demo of the open platform (new database): for each merchant tenant, developers, their
 * apps (keys given, no secret yet — a secret is shown once, to whoever makes it), grants of APIs with the
 * first devices of the tenant for the per-device ones, and push addresses.
 */
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import { T } from './auth-routes';
import { newAppKey } from './secrets';

const CATALOGUE: Array<[name: string, code: string, group: string, method: string, perDevice: number, description: string]> = [
  ['查询设备状态', 'device.status', 'device', 'GET', 1, '设备在线状态、启用状态与仓位占用'],
  ['远程开柜', 'device.open', 'device', 'POST', 1, '打开指定柜机的指定仓门'],
  ['设备列表', 'device.list', 'device', 'GET', 0, '应用所在租户的设备清单'],
  ['创建租赁订单', 'order.create', 'order', 'POST', 0, '合作方下单租车'],
  ['查询订单', 'order.query', 'order', 'GET', 0, '按订单号查询订单与支付状态'],
  ['订单退款', 'order.refund', 'order', 'POST', 0, '对已支付订单发起退款'],
  ['会员信息', 'member.info', 'member', 'GET', 0, '按手机号查询会员'],
];

export async function seedCatalogue(db: Db): Promise<number> {
  const any = await db.selectFrom(T.api).select('id').limit(1).executeTakeFirst();
  if (any) return 0;
  const now = nowText();
  await db
    .insertInto(T.api)
    .values(CATALOGUE.map(([name, code, group, method, perDevice, description]) => ({ api_name: name, api_code: code, api_group: group, method, device_scoped: perDevice, description, status: 1, is_deleted: 0, create_time: now, update_time: now })))
    .execute();
  return CATALOGUE.length;
}

const DEVELOPERS: Array<[string, number, string, string, string]> = [
  ['杭州悦行科技有限公司', 1, '林晓峰', '13800571234', 'dev@yuexing.example.com'],
  ['上海童趣互动网络有限公司', 1, '何佳', '13916602345', 'api@tongqu.example.com'],
  ['陈开发(个人)', 2, '陈宇', '13700003456', 'chenyu@example.com'],
];
const APPS: Array<[string, number, string, string[]]> = [
  ['悦行亲子出行小程序', 0, '在小程序里扫码租车、查订单', ['device.status', 'device.open', 'order.create', 'order.query']],
  ['悦行运维助手', 0, '运维人员查看设备状态', ['device.status', 'device.list']],
  ['童趣会员积分', 1, '同步会员与订单积分', ['member.info', 'order.query']],
  ['门店大屏演示', 2, '门店大屏展示设备在线情况', []],
];

export async function seedOpenPlatform(db: Db, deviceTable: string | undefined): Promise<number> {
  const tenants = await db.selectFrom('blade_tenant').select('tenant_id').where('is_deleted', '=', 0).where('tenant_id', '<>', '000000').orderBy('tenant_id').execute();
  const apis = new Map((await db.selectFrom(T.api).select(['id', 'api_code', 'device_scoped']).execute()).map((a) => [String(a.api_code), a]));
  const now = nowText();
  let made = 0;
  for (const { tenant_id } of tenants) {
    const base = { tenant_id, create_time: now, update_time: now, status: 1, is_deleted: 0 };
    const devIds: number[] = [];
    for (const [name, type, contact, phone, email] of DEVELOPERS) {
      const r = await db.insertInto('op_developer_info').values({ ...base, developer_name: name, developer_type: type, contact_name: contact, contact_phone: phone, email }).returning('id').executeTakeFirstOrThrow();
      devIds.push(Number(r.id));
    }
    const devices = deviceTable
      ? (await db.selectFrom(deviceTable).select('id').where('tenant_id', '=', tenant_id).where('is_deleted', '=', 0).orderBy('id').limit(6).execute()).map((d) => Number(d.id))
      : [];
    for (const [i, [name, dev, description, codes]] of APPS.entries()) {
      const app = await db
        .insertInto(T.app)
        .values({ ...base, app_name: name, developer_id: devIds[dev], app_key: newAppKey(), description, ...(i === 3 && { status: 0 }) })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const code of codes) {
        const api = apis.get(code);
        if (!api) continue;
        const perDevice = Number(api.device_scoped) === 1;
        const mine = perDevice ? devices.slice(0, i === 0 ? 4 : 6) : [];
        const g = await db
          .insertInto(T.auth)
          .values({ tenant_id, app_id: Number(app.id), api_id: Number(api.id), developer_id: devIds[dev], device_count: mine.length, create_time: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (mine.length)
          await db.insertInto(T.device).values(mine.map((d) => ({ tenant_id, auth_id: Number(g.id), app_id: Number(app.id), api_id: Number(api.id), device_id: d, create_time: now }))).execute();
        if (code.startsWith('order.'))
          await db
            .insertInto(T.push)
            .values({ ...base, app_id: Number(app.id), developer_id: devIds[dev], api_id: Number(api.id), push_url: `https://api.${['yuexing', 'yuexing', 'tongqu', 'demo'][i]}.example.com/notify/${code.replace('.', '/')}` })
            .execute();
        made++;
      }
    }
  }
  return made;
}
