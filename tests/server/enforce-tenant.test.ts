/**
 * Tenancy, for EVERY tenant-scoped entity of the registry (schemas added later are picked up here too): a
 * row of tenant 000000 is invisible and untouchable for a user of tenant 100001 who holds every button
 * code. Then the platform administrator, who manages every tenant, and a tenant administrator, who does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../engine/schema';
import { apiStyle, basePath, opPath, permissionCodes } from '../../engine/schema/resolve';
import type { EntityModel } from '../../server/kernel/model';
import { buildModels } from '../../server/kernel/model';
import { tablesFromRegistry } from '../../server/kernel/db/tables';
import { nowText } from '../../server/kernel/db/time';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';
import { addRole, addUser, loginAs } from './enforce-helpers';

let s: TestServer;
let models: EntityModel[];
let outsider: Client;
const A = '100001';
const B = '000000';

/** A plausible stored value per storage type (the row is written straight into the table). */
function sample(prop: string, dbType: string, n: number): unknown {
  switch (dbType) {
    case 'bigint':
      // A reference (…Id) differs per row: some pairs of references are unique (an invoice's bill lines).
      return prop.endsWith('Id') ? 900_000 + n : 0;
    case 'int':
    case 'decimal':
    case 'boolean':
      return prop === 'status' ? 1 : 0;
    case 'datetime':
      return nowText();
    case 'date':
      return '2024-01-01';
    case 'json':
      return '{}';
    default:
      // Short: some columns are narrow (PostgreSQL enforces varchar lengths); unique per row through n.
      return `t${n}`;
  }
}

async function insertForeignRow(m: EntityModel, n: number): Promise<number> {
  const values: Record<string, unknown> = {};
  for (const f of m.fields) {
    if (f.prop === 'id' || f.column?.db?.virtual) continue;
    values[f.dbName] = sample(f.prop, f.dbType, n);
  }
  values.tenant_id = B;
  if (m.softDelete) values.is_deleted = 0;
  if (m.tree) values[m.tree.parent.dbName] = 0;
  for (const { field, value } of m.scope) values[field.dbName] = value;
  const row = await s.database.db.insertInto(m.table).values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

const stored = (m: EntityModel, id: number) =>
  s.database.db.selectFrom(m.table).selectAll().where('id', '=', id).executeTakeFirst();

/** Every generic read of the entity; none may show the row. */
async function reads(e: EntitySchema, id: number): Promise<Array<{ url: string; status: number; body: unknown }>> {
  const restful = apiStyle(e) === 'restful';
  const urls = restful
    ? [`${basePath(e)}/page?size=1000`, `${basePath(e)}/${id}`]
    : [`${opPath(e, 'page')}?size=1000`, `${opPath(e, 'list')}?size=1000`, `${opPath(e, 'detail')}?id=${id}`];
  if (e.tree) urls.push(restful ? `${basePath(e)}/tree` : opPath(e, 'tree'));
  if (e.tree && !restful) urls.push(`${opPath(e, 'lazyTree')}?parentId=0`);
  const out = [];
  for (const url of urls) {
    const r = await outsider.get(url);
    out.push({ url, status: r.status, body: r.body });
  }
  return out;
}

/** Whether the id appears anywhere in a response body (records, trees, a detail). */
const mentions = (body: unknown, id: number): boolean => {
  const data = (body as { data?: unknown })?.data;
  const seen: unknown[] = [data];
  while (seen.length) {
    const v = seen.pop();
    if (Array.isArray(v)) seen.push(...v);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (String(o.id) === String(id)) return true;
      seen.push(...Object.values(o).filter((x) => x && typeof x === 'object'));
    }
  }
  return false;
};

beforeAll(async () => {
  s = await startTestServer();
  models = [...buildModels(s.registry, tablesFromRegistry(s.registry)).values()].filter((m) => m.tenant);
  // A tenant-A role holding every button code of every entity (rows added for codes no menu carries).
  const role = await addRole(s, A, 'holds_everything');
  const { db } = s.database;
  const codes = new Set(s.registry.entities.flatMap((e) => permissionCodes(e)));
  const known = new Set((await db.selectFrom('blade_menu').select('code').execute()).map((r) => String(r.code)));
  const now = nowText();
  for (const code of codes)
    if (!known.has(code))
      await db
        .insertInto('blade_menu')
        .values({
          code,
          name: code,
          alias: code,
          path: '',
          category: 2,
          parent_id: 0,
          sort: 1,
          is_deleted: 0,
          create_time: now,
          update_time: now,
          status: 1,
        })
        .execute();
  const all = await db.selectFrom('blade_menu').select('id').where('is_deleted', '=', 0).execute();
  for (let i = 0; i < all.length; i += 300)
    await db
      .insertInto('blade_role_menu')
      .values(all.slice(i, i + 300).map((m) => ({ role_id: Number(role), menu_id: Number(m.id) })))
      .execute();
  await addUser(s, { tenantId: A, account: 'outsider', roleIds: [role] });
  outsider = await loginAs(s, A, 'outsider');
});
afterAll(async () => s?.close());

describe('every tenant-scoped entity', () => {
  it('covers the registry', () => {
    const names = models.map((m) => m.name);
    for (const n of ['system.param', 'system.role']) expect(names).toContain(n);
    expect(models.length).toBeGreaterThan(5);
  });

  it("a user of tenant A never sees tenant B's row (page, list, detail, trees)", async () => {
    const leaks: string[] = [];
    let n = 0;
    for (const m of models) {
      const id = await insertForeignRow(m, n++);
      for (const r of await reads(m.schema, id))
        if (r.status === 200 && mentions(r.body, id)) leaks.push(`${m.name} ${r.url}`);
        else if (r.status >= 500) leaks.push(`${m.name} ${r.url} → ${r.status}`);
    }
    expect(leaks).toEqual([]);
    // One loop over every entity of every area: it grows with the registry.
  }, 300_000);

  it("a user of tenant A never changes tenant B's row (submit / update and remove with its id)", async () => {
    const changed: string[] = [];
    let n = 100;
    for (const m of models) {
      const e = m.schema;
      const id = await insertForeignRow(m, n++);
      const before = await stored(m, id);
      const text = m.fields.find((f) => f.column && !f.system && (f.dbType === 'string' || f.dbType === 'text'));
      const body = { id: String(id), ...(text && { [text.prop]: 'hacked' }) };
      const restful = apiStyle(e) === 'restful';
      const writes = restful
        ? [await outsider.put(basePath(e), body), await outsider.del(`${basePath(e)}/${id}`)]
        : [
            await outsider.post(opPath(e, 'submit'), body),
            await outsider.post(opPath(e, 'remove'), undefined, { ids: String(id) }),
          ];
      for (const w of writes) if (w.status === 200 || w.status >= 500) changed.push(`${m.name} answered ${w.status}`);
      expect(await stored(m, id), m.name).toEqual(before);
    }
    expect(changed).toEqual([]);
  }, 300_000);
});

describe('platform and tenant administrators', () => {
  const P = '/api/blade-system/param';
  let platform: Client;
  let brand: Client;

  beforeAll(async () => {
    platform = client(s.app, await login(s.app));
    brand = client(s.app, await login(s.app, { tenantId: A, ip: '10.0.0.2' }));
  });

  it('the platform administrator lists every tenant, or one with tenantId', async () => {
    const all = (await platform.get(`${P}/page`, { size: 100 })).body.data.records as Array<{ tenantId: string }>;
    expect(new Set(all.map((r) => r.tenantId))).toEqual(new Set([A, B]));
    const onlyA = (await platform.get(`${P}/page`, { size: 100, tenantId: A })).body.data.records;
    expect(onlyA.length).toBeGreaterThan(0);
    expect(onlyA.every((r: { tenantId: string }) => r.tenantId === A)).toBe(true);
    expect((await platform.get(`${P}/page`, { size: 100, tenantId: '' })).body.data.total).toBe(all.length);
    expect((await platform.get(`${P}/page`, { tenantId: "1' or '1'='1" })).status).toBe(400);
    // Anyone else naming a tenant is refused (an unknown parameter), never shown another tenant.
    expect((await brand.get(`${P}/page`, { tenantId: B })).status).toBe(400);
  });

  it("the platform administrator edits and removes another tenant's rows, and adds to a named tenant", async () => {
    const row = (await platform.get(`${P}/page`, { tenantId: A, paramKey_equal: 'rental.defaultDeposit' })).body.data
      .records[0];
    expect((await platform.post(`${P}/submit`, { id: row.id, paramValue: '88.00' })).status).toBe(200);
    expect((await brand.get(`${P}/detail`, { id: row.id })).body.data.paramValue).toBe('88.00');
    const added = await platform.post(`${P}/submit`, {
      paramName: 'n',
      paramKey: 'for.brand',
      paramValue: 'v',
      tenantId: A,
    });
    expect(added.status).toBe(200);
    const mine = (await brand.get(`${P}/page`, { paramKey_equal: 'for.brand' })).body.data.records;
    expect(mine).toHaveLength(1);
    // Uniqueness is judged within the row's tenant: the same key may exist in the platform tenant.
    expect(
      (await platform.post(`${P}/submit`, { paramName: 'n', paramKey: 'for.brand', paramValue: 'v' })).status,
    ).toBe(200);
    expect(
      (await platform.post(`${P}/submit`, { paramName: 'n', paramKey: 'for.brand', paramValue: 'v', tenantId: A }))
        .status,
    ).toBe(400);
    const unknown = await platform.post(`${P}/submit`, {
      paramName: 'n',
      paramKey: 'x.y',
      paramValue: 'v',
      tenantId: '999999',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('租户');
    expect((await platform.post(`${P}/remove`, undefined, { ids: mine[0].id })).status).toBe(200);
    expect((await brand.get(`${P}/page`, { paramKey_equal: 'for.brand' })).body.data.total).toBe(0);
  });

  it("a tenant administrator cannot touch the platform tenant's rows, nor add to it", async () => {
    const row = (await platform.get(`${P}/page`, { tenantId: B, paramKey_equal: 'rental.defaultDeposit' })).body.data
      .records[0];
    expect((await brand.get(`${P}/detail`, { id: row.id })).status).toBe(404);
    expect((await brand.post(`${P}/submit`, { id: row.id, paramValue: '1.00' })).status).toBe(404);
    expect((await brand.post(`${P}/remove`, undefined, { ids: row.id })).status).toBe(404);
    const r = await brand.post(`${P}/submit`, { paramName: 'n', paramKey: 'brand.to.b', paramValue: 'v', tenantId: B });
    expect(r.status).toBe(200);
    const stored = await s.database.db
      .selectFrom('blade_param')
      .select('tenant_id')
      .where('param_key', '=', 'brand.to.b')
      .execute();
    expect(stored.map((x) => x.tenant_id)).toEqual([A]);
    expect((await platform.get(`${P}/detail`, { id: row.id })).body.data.paramValue).toBe('99.00');
  });
});
