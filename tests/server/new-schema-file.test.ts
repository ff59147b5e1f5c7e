/**
 * Acceptance: "Adding one new schema file (a test fixture entity) yields a working API with no other file
 * touched." A NEW file is written under schemas/, the registry is loaded from disk as the server does, and
 * the generic API, its table, its validation and its menu row all work.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSchemaDir, loadRegistry } from '../../engine/schema/node/load';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

const suffix = randomBytes(3).toString('hex');
const dir = join(defaultSchemaDir, 'zz_server_fixture');
const file = join(dir, `kite${suffix}.ts`);
const name = `zzfixture.kite${suffix}`;
const base = `/api/zz-fixture/kite${suffix}`;

const source = `import { defineEntity } from '../../engine/schema';

export default defineEntity({
  name: '${name}',
  title: { zh: '风筝', en: 'Kites' },
  route: '/zz/kite${suffix}',
  menu: { parent: 'system', sort: 500, icon: 'send' },
  permission: 'kite${suffix}',
  api: { service: 'zz-fixture', entity: 'kite${suffix}' },
  storage: { table: 'zz_kite_${suffix}', tenant: true, audit: true, softDelete: true },
  columns: [
    { prop: 'kiteName', label: { zh: '风筝名称', en: 'Kite name' }, search: true, maxLength: 30,
      rules: [{ required: true, message: { zh: '请输入风筝名称', en: 'Please enter the kite name' } }] },
    { prop: 'wingspan', label: { zh: '翼展', en: 'Wingspan' }, type: 'number', min: 1, max: 500 },
    { prop: 'rentPrice', label: { zh: '租金', en: 'Rent' }, type: 'money' },
  ],
});
`;

let s: TestServer;
let c: Client;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, source);
  const registry = await loadRegistry();
  expect(registry.entity(name)).toBeDefined();
  s = await startTestServer({ registry });
  c = client(s.app, await login(s.app));
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await s?.close();
});

describe('a schema file added under schemas/', () => {
  it('gets a table', async () => {
    const rows = await s.database.db.selectFrom(`zz_kite_${suffix}`).selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('gets page, submit, detail and remove', async () => {
    const empty = await c.get(`${base}/page`);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ records: [], total: 0, current: 1, size: 10 });

    expect((await c.post(`${base}/submit`, { kiteName: 'Red dragon', wingspan: 120, rentPrice: 15.5 })).status).toBe(
      200,
    );
    const page = (await c.get(`${base}/page`, { kiteName: 'dragon' })).body.data;
    expect(page.total).toBe(1);
    const row = page.records[0];
    expect(row).toMatchObject({ kiteName: 'Red dragon', wingspan: 120, rentPrice: 15.5, tenantId: '000000' });

    expect((await c.post(`${base}/submit`, { id: row.id, wingspan: 150 })).status).toBe(200);
    expect((await c.get(`${base}/detail`, { id: row.id })).body.data.wingspan).toBe(150);

    expect((await c.post(`${base}/remove`, undefined, { ids: row.id })).status).toBe(200);
    expect((await c.get(`${base}/detail`, { id: row.id })).status).toBe(404);
  });

  it('validates with its own rules and labels', async () => {
    const r = await c.post(`${base}/submit`, { wingspan: 900 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('请输入风筝名称；翼展: 不能大于 500');
  });

  it('gets a menu row and its buttons', async () => {
    const routes = (await c.get('/api/blade-system/menu/routes')).body.data;
    const system = routes.find((n: { code: string }) => n.code === 'system');
    const entry = system.children.find((n: { code: string }) => n.code === name);
    expect(entry).toMatchObject({ name: '风筝', path: `/zz/kite${suffix}`, source: 'send', meta: { i18n: 'Kites' } });
    const buttons = (await c.get('/api/blade-system/menu/buttons')).body.data.find(
      (n: { code: string }) => n.code === name,
    );
    expect(buttons.children.map((b: { code: string }) => b.code)).toEqual(
      ['add', 'edit', 'delete', 'view'].map((op) => `kite${suffix}_${op}`),
    );
  });
});
