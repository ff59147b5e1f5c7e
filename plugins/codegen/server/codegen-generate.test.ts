/**
 * The code generator end to end on the server: a table created in the database → an entry → preview
 * (columns, mapping, diff) → gen-code (schema file, dictionary catalog, menu and button rows) → the file
 * passes the schema lint and, loaded like after a restart, gives a working CRUD API over the table's rows
 * → the table gains a column → regeneration adds it and keeps the label an administrator edited.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistry } from '../../../engine/schema/registry';
import { lintFiles } from '../../../engine/schema/lint';
import { defaultSchemaDir, loadSchemaFiles } from '../../../engine/schema/node/load';
import { buildApp } from '../../../server/compose/app';
import { loadModules } from '../../../server/compose/modules';
import { prepareDatabase } from '../../../server/compose/prepare';
import { client, fixturesDir, JWT_SECRET, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';
import { createPatrolTable, patrolEntry, PATROL_TABLE } from './fixture';

const CODE = '/api/blade-develop/code';
const out = mkdtempSync(join(tmpdir(), 'codegen-'));
process.env.CODEGEN_DIR = out;
const file = join(out, 'shop', 'store-patrol.json');
const dictsFile = join(out, 'shop', 'store-patrol.dicts.json');

let s: TestServer;
let c: Client;
let id: string;

beforeAll(async () => {
  s = await startTestServer();
  c = client(s.app, await login(s.app));
  await createPatrolTable(s.database);
  expect((await c.post(`${CODE}/submit`, patrolEntry())).status).toBe(200);
  id = (await c.get(`${CODE}/list`, { tableName: PATROL_TABLE })).body.data.records[0].id;
});

afterAll(async () => {
  await s?.close();
  rmSync(out, { recursive: true, force: true });
});

/** An app on the same database with the schema files as a restart would load them. */
async function restarted() {
  const { files, problems } = await loadSchemaFiles([defaultSchemaDir, fixturesDir, out]);
  expect(problems).toEqual([]);
  const registry = createRegistry(files);
  const modules = await loadModules();
  await prepareDatabase(s.database, registry, { modules });
  const app = await buildApp({ db: s.database, registry, modules, config: { jwtSecret: JWT_SECRET, testCaptcha: true, env: 'test' } });
  return { app, api: client(app, await login(app)), files };
}

describe('preview', () => {
  it('maps the columns: comments to labels, NOT NULL to required, names to types, base columns to storage', async () => {
    const r = await c.get(`${CODE}/preview`, { id });
    expect(r.status).toBe(200);
    const p = r.body.data;
    expect(p.schema).toMatchObject({ name: 'shop.storePatrol', api: '/api/share-biz/storepatrol', table: PATROL_TABLE });
    expect(p.files.map((f: { file: string; state: string }) => [f.file.split('/').slice(-2).join('/'), f.state])).toEqual([
      ['shop/store-patrol.dicts.json', 'new'],
      ['shop/store-patrol.json', 'new'],
    ]);
    const byColumn = Object.fromEntries(p.columns.map((x: { column: string }) => [x.column, x]));
    expect(byColumn.store_name).toMatchObject({ prop: 'storeName', type: 'text', label: { zh: '门店名称', en: 'Store name' }, required: true });
    expect(byColumn.patrol_status).toMatchObject({ type: 'select', dict: 'biz_store_patrol_patrol_status', required: false });
    expect(byColumn.inspector_phone).toMatchObject({ type: 'phone', label: { zh: '巡检员电话', en: 'Inspector phone' } });
    expect(byColumn.patrol_time).toMatchObject({ type: 'datetime' });
    expect(byColumn.is_urgent).toMatchObject({ type: 'switch' });
    expect(byColumn.remark).toMatchObject({ type: 'textarea' });
    for (const managed of ['id', 'tenant_id', 'create_time', 'status', 'is_deleted']) expect(byColumn[managed].managed).toBe(true);
    expect(p.problems).toEqual([]);
    const entity = JSON.parse(p.files[1].text);
    expect(entity.storage).toEqual({ table: PATROL_TABLE, tenant: true, audit: true, softDelete: true });
    expect(entity.title).toEqual({ zh: '门店巡检', en: 'Store patrol' });
    expect(p.files[1].diff.every((l: { op: string }) => l.op === '+')).toBe(true);
    const dicts = JSON.parse(p.files[0].text);
    expect(dicts.dicts[0].items).toEqual([
      { key: 0, label: { zh: '待巡检', en: 'To inspect' } },
      { key: 1, label: { zh: '合格', en: 'Passed' } },
      { key: 2, label: { zh: '不合格', en: 'Failed' } },
    ]);
  });
});

describe('gen-code', () => {
  it('writes the schema and its dictionaries, and the menu, button and dictionary rows', async () => {
    const r = await c.post(`${CODE}/gen-code`, undefined, { ids: id, system: 'saber' });
    expect(r.status).toBe(200);
    expect(r.body.data.written).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8')).name).toBe('shop.storePatrol');
    expect(JSON.parse(readFileSync(dictsFile, 'utf8')).kind).toBe('catalog');
    const menu = await s.database.db.selectFrom('blade_menu').select(['code', 'path']).where('code', 'like', 'storepatrol%').execute();
    expect(menu.map((m) => m.code).sort()).toEqual(['storepatrol_add', 'storepatrol_delete', 'storepatrol_edit', 'storepatrol_view']);
    const dict = (await c.get('/api/blade-system/dict/dictionary', { code: 'biz_store_patrol_patrol_status' })).body.data;
    expect(dict.map((d: { dictValue: string }) => d.dictValue)).toEqual(['待巡检', '合格', '不合格']);
  });

  it('passes the schema lint with every other schema file', async () => {
    const { files, problems } = await loadSchemaFiles([defaultSchemaDir, out]);
    expect(problems).toEqual([]);
    expect(lintFiles(files)).toEqual([]);
  });

  it('gives a working CRUD API over the rows the table already has', async () => {
    const { app, api } = await restarted();
    try {
      const base = '/api/share-biz/storepatrol';
      const page = (await api.get(`${base}/list`, { storeName: '西湖' })).body.data;
      expect(page.records).toHaveLength(1);
      expect(page.records[0]).toMatchObject({ storeName: '杭州西湖银泰店', patrolStatus: 1, inspectorPhone: '13900001111', score: 92.5 });
      const bad = await api.post(`${base}/submit`, { inspectorPhone: '12345' });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toContain('请输入门店名称');
      expect((await api.post(`${base}/submit`, { storeName: '成都太古里店', patrolStatus: 2, patrolTime: '2026-11-05 09:00:00' })).status).toBe(200);
      const added = (await api.get(`${base}/list`, { storeName: '太古里' })).body.data.records[0];
      expect(added).toMatchObject({ patrolStatus: 2, tenantId: '000000', isUrgent: 0, patrolTime: '2026-11-05 09:00:00' });
      expect((await api.post(`${base}/submit`, { id: added.id, score: 88 })).status).toBe(200);
      expect((await api.get(`${base}/detail`, { id: added.id })).body.data.score).toBe(88);
      expect((await api.post(`${base}/remove`, undefined, { ids: added.id })).status).toBe(200);
      expect((await api.get(`${base}/detail`, { id: added.id })).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('round trip', () => {
  it('adds a column the table gained and keeps the label an administrator edited', async () => {
    const edited = JSON.parse(readFileSync(file, 'utf8'));
    edited.columns.find((x: { prop: string }) => x.prop === 'storeName').label = { zh: '巡检门店', en: 'Store' };
    writeFileSync(file, JSON.stringify(edited, null, 2) + '\n');
    await sql`alter table ${sql.table(PATROL_TABLE)} add column rectify_deadline date`.execute(s.database.db);

    const preview = (await c.get(`${CODE}/preview`, { id })).body.data;
    expect(preview.added).toEqual(['rectifyDeadline']);
    const entity = preview.files.find((f: { role: string }) => f.role === 'entity');
    expect(entity.state).toBe('merge');
    const plus = entity.diff.filter((l: { op: string }) => l.op === '+').map((l: { text: string }) => l.text.trim());
    expect(plus).toContain('"prop": "rectifyDeadline",');
    expect(entity.diff.some((l: { op: string }) => l.op === '-')).toBe(false);

    const r = await c.post(`${CODE}/gen-code`, undefined, { ids: id, system: 'saber', base: preview.base });
    expect(r.status).toBe(200);
    const after = JSON.parse(readFileSync(file, 'utf8'));
    expect(after.columns.find((x: { prop: string }) => x.prop === 'storeName').label).toEqual({ zh: '巡检门店', en: 'Store' });
    expect(after.columns.map((x: { prop: string }) => x.prop)).toContain('rectifyDeadline');
    expect(after.columns.find((x: { prop: string }) => x.prop === 'rectifyDeadline').type).toBe('date');

    // Nothing new: the file stays byte for byte.
    const again = (await c.get(`${CODE}/preview`, { id })).body.data;
    expect(again.files.map((f: { state: string }) => f.state)).toEqual(['unchanged', 'unchanged']);
  });

  it('refuses to write when the file changed after the preview', async () => {
    const preview = (await c.get(`${CODE}/preview`, { id })).body.data;
    writeFileSync(file, readFileSync(file, 'utf8').replace('巡检门店', '巡检门店（改）'));
    const r = await c.post(`${CODE}/gen-code`, undefined, { ids: id, system: 'saber', base: preview.base });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('文件在预览之后被修改过：请重新预览后再生成');
    expect(readFileSync(file, 'utf8')).toContain('巡检门店（改）');
  });
});
