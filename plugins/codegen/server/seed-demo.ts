/**
 * Demo rows of the developer tools, on a new database only (each table while it is empty), so a newcomer
 * sees them at work: code generator entries over tables of the console's own database (ready for
 * gen-code, written nowhere until someone runs it), and the report designs operators print (blade-report,
 * UReport's file list: the designer's XML).
 */
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';

const empty = async (db: Db, table: string) => !(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());

type Entry = [
  codeName: string,
  service: string,
  table: string,
  prefix: string,
  pkg: string,
  parent: string,
  file: string,
];
const ENTRIES: Entry[] = [
  ['门店巡检', 'share-biz', 'tc_store_patrol', 'tc_', 'org.springblade.patrol', 'device', 'patrol/store-patrol.json'],
  ['车辆保养', 'toycar-device', 'tc_car_maintenance', 'tc_', 'org.springblade.maintenance', 'device', ''],
  ['会员积分', 'toycar-member-user', 'tc_member_points', 'tc_', 'org.springblade.points', 'rental', ''],
];

const report = (title: string, cells: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><ureport><cell expand="None" name="A1" row="1" col="1"><simple-value><![CDATA[${title}]]></simple-value></cell>${cells
    .map(
      (c, i) =>
        `<cell expand="Down" name="${String.fromCharCode(65 + i)}2" row="2" col="${i + 1}"><simple-value><![CDATA[${c}]]></simple-value></cell>`,
    )
    .join('')}</ureport>`;

const REPORTS: Array<[name: string, xml: string]> = [
  ['门店日营收报表.ureport.xml', report('门店日营收', ['日期', '门店', '租赁单数', '实收(元)'])],
  ['商户月账单汇总.ureport.xml', report('商户月账单汇总', ['月份', '商户', '应结(元)', '已结(元)'])],
  ['设备在线率统计.ureport.xml', report('设备在线率', ['日期', '柜机', '在线时长', '在线率'])],
];

export async function seedDeveloperToolsDemo(db: Db): Promise<Record<string, number>> {
  const now = nowText();
  const audit = { create_time: now, update_time: now, status: 1, is_deleted: 0 };
  const out: Record<string, number> = {};
  if (await empty(db, 'blade_code')) {
    await db
      .insertInto('blade_code')
      .values(
        ENTRIES.map(([code_name, service_name, table_name, table_prefix, package_name, menu_parent, schema_file]) => ({
          code_name,
          service_name,
          table_name,
          table_prefix,
          pk_name: 'id',
          package_name,
          menu_parent,
          base_mode: 1,
          wrap_mode: 1,
          schema_file,
          ...audit,
        })),
      )
      .execute();
    out.codegenEntries = ENTRIES.length;
  }
  if (await empty(db, 'blade_report_file')) {
    await db
      .insertInto('blade_report_file')
      .values(REPORTS.map(([name, content]) => ({ name, content, ...audit })))
      .execute();
    out.reports = REPORTS.length;
  }
  return out;
}
