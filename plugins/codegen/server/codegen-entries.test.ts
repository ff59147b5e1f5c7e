/**
 * The entries and the generator's refusals: entries are the platform administrator's (CRUD, copy,
 * options); gen-code keeps BladeX's parameters; every way a generation could clobber or confuse something
 * is a clear 400 (or 409) naming the field or the file, in the caller's language, with nothing written.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';
import { createPatrolTable, patrolEntry, PATROL_TABLE } from './fixture';

const CODE = '/api/blade-develop/code';
const out = mkdtempSync(join(tmpdir(), 'codegen-'));
process.env.CODEGEN_DIR = out;

let s: TestServer;
let c: Client;
let en: Client;

async function entry(extra: Record<string, unknown>): Promise<string> {
  const r = await c.post(`${CODE}/submit`, patrolEntry(extra));
  expect(r.status).toBe(200);
  const list = (await c.get(`${CODE}/list`, { codeName: String(extra.codeName ?? '门店巡检'), size: 50 })).body.data.records;
  return list[list.length - 1].id;
}

beforeAll(async () => {
  s = await startTestServer();
  const token = await login(s.app);
  c = client(s.app, token);
  en = client(s.app, token, 'en');
  await createPatrolTable(s.database);
});

afterAll(async () => {
  await s?.close();
  rmSync(out, { recursive: true, force: true });
});

describe('entries', () => {
  it('are stored with BladeX field names, copied as "<codeName>-copy", and refused to a tenant administrator', async () => {
    const id = await entry({ codeName: '复制测试', schemaFile: 'copy/a.json', options: 'excel' });
    const detail = (await c.get(`${CODE}/detail`, { id })).body.data;
    expect(detail).toMatchObject({ codeName: '复制测试', serviceName: 'share-biz', tableName: PATROL_TABLE, pkName: 'id', baseMode: 1, options: 'excel' });
    expect((await c.post(`${CODE}/copy`, undefined, { id })).status).toBe(200);
    const copy = (await c.get(`${CODE}/list`, { codeName: '复制测试-copy' })).body.data.records;
    expect(copy).toHaveLength(1);
    expect(copy[0]).toMatchObject({ tableName: PATROL_TABLE, schemaFile: 'copy/a.json', options: 'excel' });

    const tenantAdmin = client(s.app, await login(s.app, { tenantId: '100001' }));
    for (const [method, path] of [['get', 'list'], ['get', 'preview'], ['post', 'gen-code'], ['post', 'copy']] as const) {
      const r = method === 'get' ? await tenantAdmin.get(`${CODE}/${path}`, { id }) : await tenantAdmin.post(`${CODE}/${path}`, undefined, { id, ids: id });
      expect(r.status, path).toBe(403);
    }
  });

  it('offers the menu groups and the tables of the data source', async () => {
    const groups = (await c.get(`${CODE}/menu-groups`)).body.data;
    expect(groups).toContainEqual({ code: 'system', name: '系统管理 (system)' });
    expect((await en.get(`${CODE}/menu-groups`)).body.data).toContainEqual({ code: 'system', name: 'System (system)' });
    const tables = (await c.get(`${CODE}/tables`)).body.data.map((t: { name: string }) => t.name);
    expect(tables).toContain(PATROL_TABLE);
    expect(tables).toContain('blade_user');
  });

  it('validates the entry: names, paths, required fields', async () => {
    const r = await c.post(`${CODE}/submit`, { ...patrolEntry(), tableName: 'biz store;drop', schemaFile: '../escape.json' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('表名只能包含字母、数字和 _');
    expect(r.body.msg).toContain('请输入 schemas/ 下以 .json 结尾的相对路径');
    const none = await en.post(`${CODE}/submit`, {});
    expect(none.status).toBe(400);
    expect(none.body.msg).toContain('Please enter the module name');
  });
});

describe('gen-code refuses, naming the reason, and writes nothing', () => {
  it('without ids, with another system, or with ids that do not exist', async () => {
    expect((await c.post(`${CODE}/gen-code`, undefined, { system: 'saber' })).body.msg).toBe('请选择至少一条数据');
    const id = await entry({ codeName: '系统参数' });
    const r = await en.post(`${CODE}/gen-code`, undefined, { ids: id, system: 'vue3' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Unknown system vue3: use saber');
    expect((await c.post(`${CODE}/gen-code`, undefined, { ids: '987654321', system: 'saber' })).status).toBe(404);
  });

  it('a table the data source does not have, or whose key is not id', async () => {
    const missing = await entry({ codeName: '无此表', tableName: 'biz_no_such_table' });
    const r = await c.post(`${CODE}/gen-code`, undefined, { ids: missing, system: 'saber' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('本系统数据库中没有表 biz_no_such_table(tableName)');
    await sql`create table biz_keyed (code varchar(20) primary key, name varchar(20) not null)`.execute(s.database.db);
    const keyed = await entry({ codeName: '无 id', tableName: 'biz_keyed' });
    const k = await en.post(`${CODE}/gen-code`, undefined, { ids: keyed, system: 'saber' });
    expect(k.status).toBe(400);
    expect(k.body.msg).toBe('The primary key of biz_keyed is not id (it is code): give the table an id key first');
    expect(existsSync(join(out, 'shop'))).toBe(false);
  });

  it('a table another schema already serves, and an API another schema already has', async () => {
    const notice = await entry({ codeName: '通知', tableName: 'blade_notice', tablePrefix: 'blade_', schemaFile: 'desk/notice.json' });
    const r = await c.post(`${CODE}/gen-code`, undefined, { ids: notice, system: 'saber' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('表 blade_notice 已由 schemas/system/notice.ts 管理，未生成');
    const api = await entry({ codeName: '同名接口', serviceName: 'blade-system', entityName: 'param', schemaFile: 'api/param.json' });
    const a = await c.post(`${CODE}/gen-code`, undefined, { ids: api, system: 'saber' });
    expect(a.status).toBe(400);
    expect(a.body.msg).toBe('接口 /api/blade-system/param 已由 schemas/system/param.ts 提供：请换一个服务名或实体名');
    expect(existsSync(join(out, 'desk'))).toBe(false);
  });

  it('a file that is not JSON, not an entity, or about another table is left as it is', async () => {
    mkdirSync(join(out, 'hand'), { recursive: true });
    const cases: Array<[string, string, string]> = [
      ['hand/broken.json', '{ "name": ', 'schemas'],
      ['hand/catalog.json', JSON.stringify({ kind: 'catalog', dicts: [] }), '不是实体 schema'],
      ['hand/other.json', JSON.stringify({ name: 'hand.other', title: { zh: '别的', en: 'Other' }, permission: 'other', api: { service: 'x', entity: 'y' }, storage: { table: 'biz_other' }, columns: [] }), '描述的是表 biz_other'],
    ];
    for (const [file, text, expected] of cases) {
      writeFileSync(join(out, file), text);
      const id = await entry({ codeName: `手写 ${file}`, schemaFile: file });
      const r = await c.post(`${CODE}/gen-code`, undefined, { ids: id, system: 'saber' });
      expect(r.status, file).toBe(400);
      expect(r.body.msg, file).toContain(file === 'hand/broken.json' ? '不是合法的 JSON' : expected);
      expect(readFileSync(join(out, file), 'utf8')).toBe(text);
    }
  });

  it('two entries at once: the second fails, so the first is not written either', async () => {
    const good = await entry({ codeName: '成对一', schemaFile: 'pair/ok.json' });
    const bad = await entry({ codeName: '成对二', tableName: 'biz_no_such_table', schemaFile: 'pair/bad.json' });
    const r = await c.post(`${CODE}/gen-code`, undefined, { ids: `${good},${bad}`, system: 'saber' });
    expect(r.status).toBe(400);
    expect(existsSync(join(out, 'pair'))).toBe(false);
  });

  it('a schema the lint refuses (an unknown menu group) is not written', async () => {
    const id = await entry({ codeName: '错菜单', menuParent: 'no_such_group', schemaFile: 'lint/bad.json' });
    const answer = await c.get(`${CODE}/preview`, { id });
    const preview = answer.body.data;
    expect(preview.problems[0]).toMatchObject({ pointer: '/menu/parent', message: 'unknown menu group "no_such_group"' });
    const r = await c.post(`${CODE}/gen-code`, undefined, { ids: id, system: 'saber' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('生成的文件未通过 schema 校验');
    expect(existsSync(join(out, 'lint'))).toBe(false);
  });
});

describe('production mode', () => {
  it('writes nothing on the server: gen-code answers the files, download serves them', async () => {
    const prod = await startTestServer({ config: { env: 'production' } });
    try {
      const p = client(prod.app, await login(prod.app));
      await createPatrolTable(prod.database);
      expect((await p.post(`${CODE}/submit`, patrolEntry({ schemaFile: 'prod/patrol.json' }))).status).toBe(200);
      const id = (await p.get(`${CODE}/list`)).body.data.records[0].id;
      expect((await p.get(`${CODE}/preview`, { id })).body.data.write).toBe(false);
      const r = await p.post(`${CODE}/gen-code`, undefined, { ids: id, system: 'saber' });
      expect(r.status).toBe(200);
      expect(r.body.data.written).toBe(false);
      const entity = r.body.data.modules[0].files.find((f: { role: string }) => f.role === 'entity');
      expect(JSON.parse(entity.text).name).toBe('shop.storePatrol');
      const file = await p.get(`${CODE}/download`, { id });
      expect(file.status).toBe(200);
      expect(file.body.name).toBe('shop.storePatrol');
      expect(existsSync(join(out, 'prod'))).toBe(false);
    } finally {
      await prod.close();
    }
  });
});
