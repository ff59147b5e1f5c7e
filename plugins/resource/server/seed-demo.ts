/**
 * Demo attachments and SMS history, on a new database only (each table while it is empty): the files an
 * operator of each demo tenant uploaded (store photos, a contract, the price list) and a week of the texts
 * the console SMS configuration sent (verification codes, a refund notice, one failed number), so neither
 * screen opens empty. The attachments' links are put-file addresses (FILE_BASE).
 */
import type { Db } from '../../../server/kernel/db/database';
import { formatDateTime, nowText } from '../../../server/kernel/db/time';
import { HISTORY_TABLE } from './sms-routes';
import { FILE_BASE } from './upload-routes';

const TENANTS = ['000000', '100001'];
const empty = async (db: Db, table: string) => !(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());
const daysAgo = (d: number, minutes = 0) => formatDateTime(new Date(Date.now() - d * 86_400_000 - minutes * 60_000));

const FILES: Array<[original: string, ext: string, size: number]> = [
  ['正大广场店门头.jpg', 'jpg', 482_113],
  ['租赁价格表2026.pdf', 'pdf', 156_902],
  ['场地租赁合同-世纪公园店.pdf', 'pdf', 1_204_551],
  ['儿童电动车安全须知.png', 'png', 301_477],
];

const TEXTS: Array<[phone: string, content: string, params: string, ok: boolean]> = [
  ['13816880021', '【童趣出行】您的验证码为 482913，5 分钟内有效。', '{"code":"482913"}', true],
  ['13957100318', '【童趣出行】您的退款 18.00 元已原路退回，请注意查收。', '{"amount":"18.00"}', true],
  ['13600000000', '【童趣出行】您的验证码为 771205，5 分钟内有效。', '{"code":"771205"}', false],
  ['15900001234', '【童趣出行】您预约的车辆已为您保留 15 分钟。', '{"minutes":"15"}', true],
];

async function seedAttachments(db: Db, now: string): Promise<number> {
  if (!(await empty(db, 'blade_attach'))) return 0;
  const rows = TENANTS.flatMap((tenant_id, t) =>
    FILES.map(([original_name, extension, attach_size], i) => {
      const name = `upload/2026/05/${t}${i}${'a7c3e9f1b2d4'.slice(i)}.${extension}`;
      return {
        tenant_id,
        link: `${FILE_BASE}/${name}`,
        domain: FILE_BASE,
        name,
        original_name,
        extension,
        attach_size,
        create_time: daysAgo(i + 1, t * 30),
        update_time: now,
        status: 1,
        is_deleted: 0,
      };
    }),
  );
  await db.insertInto('blade_attach').values(rows).execute();
  return rows.length;
}

async function seedSmsHistory(db: Db): Promise<number> {
  if (!(await empty(db, HISTORY_TABLE))) return 0;
  const rows = TENANTS.flatMap((tenant_id, t) =>
    TEXTS.map(([phone, content, params, ok], i) => ({
      tenant_id,
      phone,
      content,
      params,
      template_id: 'DEMO_CODE',
      sms_code: 'console',
      category: 1,
      status: ok ? 1 : 0,
      error_msg: ok ? null : '号码不存在 / The number does not exist',
      create_by: 'admin',
      create_time: daysAgo(i, 45 + t * 10),
    })),
  );
  await db.insertInto(HISTORY_TABLE).values(rows).execute();
  return rows.length;
}

export async function seedResourceDemo(db: Db): Promise<Record<string, number>> {
  const now = nowText();
  return { attachments: await seedAttachments(db, now), smsHistory: await seedSmsHistory(db) };
}
