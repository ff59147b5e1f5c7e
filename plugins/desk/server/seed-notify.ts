/**
 * Demo notifications and console messages (blade-notify), on a new database only: what a newcomer of
 * either demo tenant would have received — a release notice, device alerts, order and billing notices,
 * and messages to the store staff, some read. Inserted only while the tables are empty.
 */
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';

const PLATFORM = '000000';
const BRAND = '100001';

type Notify = [tenant: string, category: number, channel: number, title: string, content: string, sent: string];
const NOTIFY: Notify[] = [
  [
    PLATFORM,
    1,
    1,
    '控制台 3.2 版本上线',
    '新增仓位备注、电动滑板车名称可手工修改；账单导出提速。',
    '2026-05-12 09:00:00',
  ],
  [PLATFORM, 4, 1, '4 月商户月账单已生成', '请各商户在 5 月 10 日前确认账单，逾期视为无异议。', '2026-05-01 08:30:00'],
  [
    BRAND,
    3,
    2,
    '柜机 HZ-XH-001 离线',
    '杭州西湖银泰店柜机 HZ-XH-001 已离线 15 分钟，请到店检查网络。',
    '2026-05-11 19:42:10',
  ],
  [
    BRAND,
    2,
    3,
    '退款申请待处理',
    '会员 138****6621 申请退款 ¥18.00（订单 TC2605110087），请在 24 小时内处理。',
    '2026-05-11 16:05:33',
  ],
  [BRAND, 3, 1, '车辆电量低', '上海徐汇日月光店 3 辆车电量低于 20%，请及时充电。', '2026-05-10 11:20:00'],
  [BRAND, 1, 1, '五一运营总结', '五一期间租赁 1,284 单，较去年同期增长 23%。', '2026-05-06 10:00:00'],
];

type Message = [tenant: string, account: string, title: string, content: string, read: number, sent: string];
const MESSAGES: Message[] = [
  [PLATFORM, 'admin', '新租户申请', '宁波天一广场店提交了入驻申请，请审核。', 0, '2026-05-12 10:15:00'],
  [
    PLATFORM,
    'admin',
    '分账失败 2 笔',
    '4 月 30 日的分账请求有 2 笔失败，可在分账请求中重试。',
    1,
    '2026-05-01 02:10:00',
  ],
  [BRAND, 'admin', '柜机 HZ-XH-001 离线', '请安排维护员到店检查。', 0, '2026-05-11 19:42:12'],
  [BRAND, 'admin', '今日营收', '今日营收 ¥3,420.00，租赁 186 单。', 1, '2026-05-11 22:00:00'],
];

async function empty(db: Db, table: string): Promise<boolean> {
  return !(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());
}

export async function seedNotifyDemo(db: Db): Promise<Record<string, number>> {
  const now = nowText();
  const audit = { create_time: now, update_time: now, status: 1, is_deleted: 0 };
  const out: Record<string, number> = {};
  if (await empty(db, 'blade_notify')) {
    await db
      .insertInto('blade_notify')
      .values(
        NOTIFY.map(([tenant_id, category, channel, title, content, send_time]) => ({
          tenant_id,
          category,
          channel,
          title,
          content,
          send_time,
          ...audit,
        })),
      )
      .execute();
    out.notifications = NOTIFY.length;
  }
  if (await empty(db, 'blade_websocket_message')) {
    await db
      .insertInto('blade_websocket_message')
      .values(
        MESSAGES.map(([tenant_id, account, title, content, read_status, send_time]) => ({
          tenant_id,
          account,
          title,
          content,
          read_status,
          send_time,
          ...audit,
        })),
      )
      .execute();
    out.consoleMessages = MESSAGES.length;
  }
  return out;
}
