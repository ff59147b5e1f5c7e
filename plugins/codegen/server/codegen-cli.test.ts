/**
 * `npm run gen:schema`: the same generation from the command line, on the database the settings name —
 * a dry run prints the diff and writes nothing, a run writes the file, a second run after the table gained
 * a column merges it, a missing table exits 1 with the reason.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../server/kernel/db/database';
import { runGenSchema } from './cli';

const dir = mkdtempSync(join(tmpdir(), 'codegen-cli-'));
const out = join(dir, 'schemas');
process.env.CODEGEN_DIR = out;
const settings = () => ({ sqliteFile: join(dir, 'toycar.db'), secretKey: 'cli-test-key' });
const file = join(out, 'shop', 'device-fault.json');

beforeAll(async () => {
  const database = openDatabase({ file: settings().sqliteFile });
  await sql`create table biz_device_fault ( -- 设备故障
    id integer primary key autoincrement,
    device_code varchar(32) not null, -- 设备编号
    fault_level integer, -- 故障等级：1-一般 2-严重
    report_time datetime -- 上报时间
  )`.execute(database.db);
  await database.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(args: string[]) {
  let printed = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((printed += String(s)), true));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((printed += String(s)), true));
  try {
    return { code: await runGenSchema(args, settings), printed };
  } finally {
    spy.mockRestore();
    err.mockRestore();
  }
}

it('dry run, run, merge, refusal', async () => {
  const args = ['--table', 'biz_device_fault', '--package', 'org.springblade.shop', '--out', 'schemas/shop/device-fault.json'];
  const dry = await run([...args, '--dry-run']);
  expect(dry.code).toBe(0);
  expect(dry.printed).toContain('+  "name": "shop.deviceFault",');
  expect(existsSync(file)).toBe(false);

  const first = await run(args);
  expect(first.code).toBe(0);
  const written = JSON.parse(readFileSync(file, 'utf8'));
  expect(written).toMatchObject({ name: 'shop.deviceFault', api: { service: 'toycar-biz', entity: 'devicefault' }, menu: { parent: 'system' } });
  expect(written.columns.map((c: { prop: string }) => c.prop)).toEqual(['deviceCode', 'faultLevel', 'reportTime']);

  const database = openDatabase({ file: settings().sqliteFile });
  await sql`alter table biz_device_fault add column repair_phone varchar(11)`.execute(database.db);
  await database.close();
  const again = await run(args);
  expect(again.code).toBe(0);
  expect(again.printed).toContain('shop/device-fault.json (merge)');
  expect(JSON.parse(readFileSync(file, 'utf8')).columns.map((c: { prop: string }) => c.prop)).toContain('repairPhone');

  const missing = await run(['--table', 'biz_nothing']);
  expect(missing.code).toBe(1);
  expect(missing.printed).toContain("There is no table biz_nothing in the console's own database");
  expect((await run(['--tabel', 'x'])).printed).toContain('Unknown argument "--tabel"');
});
