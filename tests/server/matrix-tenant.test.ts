/**
 * The tenant matrix, from the schema registry and the route table: for every tenant-scoped entity, a row
 * of tenant 100001 marked with a unique text, and an administrator of another tenant (200002) holding every
 * button code. Every generic op (page, list, detail, tree, lazy-list, submit, remove), every action and
 * every module route, called by that administrator with the row's id in every parameter a route reads:
 * no answer carries the marked row, and afterwards not one row of tenant 100001 has changed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Column, EntitySchema } from '../../engine/schema';
import { actionPath, apiStyle, basePath, opPath } from '../../engine/schema/resolve';
import { entityFields, isStored, storageType, stringLimit } from '../../engine/schema/validation';
import { hashTypedPassword } from '../../server/auth/password';
import { snake } from '../../server/kernel/db/tables';
import { entityOfRoute } from '../fuzz/arbitraries';
import { login, request, startTestServer } from './helpers';
import { grantEverything } from './sys-grants';

const VICTIM = '100001';
const MARK = 'VICTIMMARK';
const s = await startTestServer();
afterAll(async () => s?.close());
const db = s.database.db;
const scoped = s.registry.entities.filter((e) => e.storage?.tenant);

/** A value a column can hold, marked when it is free text. */
function valueFor(c: Column, n: number): unknown {
  const st = storageType(c);
  // A reference of its own (no demo row has it), so a unique index over references (e.g. an invoice
  // detail's invoice and bill) never meets a demo row.
  if ((st === 'int' || st === 'bigint') && /Id$/.test(c.prop)) return 900_000_000 + n;
  if (st === 'int' || st === 'bigint' || st === 'boolean') return c.min !== undefined && c.min > 1 ? c.min : 1;
  if (st === 'decimal') return 1;
  if (st === 'date') return '2024-01-01';
  if (st === 'datetime') return '2024-01-01 00:00:00';
  if (st === 'json') return '{}';
  if (c.type === 'password') return 'x';
  const text = `${MARK}${n}`;
  // Within the column's own limit and its varchar (PostgreSQL refuses longer text; SQLite would not).
  const limit = Math.min(c.maxLength ?? Infinity, stringLimit(c) ?? Infinity);
  return text.slice(0, limit);
}

// One marked row of tenant 100001 per tenant-scoped entity (written directly: the matrix needs a row of
// every table, whatever rules its forms have).
const victims = new Map<string, number>();
let n = 0;
for (const e of scoped) {
  const values: Record<string, unknown> = { tenant_id: VICTIM };
  // The columns of the schema (the server-managed ones, tenant and audit, are set below).
  for (const f of entityFields(e))
    if (f.column && !f.system && isStored(f.column)) values[snake(f.prop)] = valueFor(f.column, n++);
  for (const [k, v] of Object.entries(e.scope ?? {})) values[snake(k)] = v;
  if (e.tree) values[snake(e.tree.parentProp ?? 'parentId')] = 0;
  if (e.storage!.softDelete) values.is_deleted = 0;
  if (e.storage!.audit) values.status = 1;
  for (const p of ['create_time', 'update_time']) if (e.storage!.audit) values[p] = '2024-01-01 00:00:00';
  const row = await db.insertInto(e.storage!.table).values(values).returning('id').executeTakeFirstOrThrow();
  victims.set(e.name, Number(row.id));
}

// The attacker: the administrator of tenant 200002, holding every button code (not the platform's).
await db
  .insertInto('blade_tenant')
  .values({ tenant_id: '200002', tenant_name: 'Other brand', status: 1, is_deleted: 0, account_number: -1 })
  .execute();
const attackerRole = await db
  .insertInto('blade_role')
  .values({
    tenant_id: '200002',
    role_name: 'Admin',
    role_alias: 'admin',
    sort: 1,
    parent_id: 0,
    is_deleted: 0,
    status: 1,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
await db
  .insertInto('blade_user')
  .values({
    tenant_id: '200002',
    account: 'attacker',
    password: await hashTypedPassword('admin'),
    name: 'Attacker',
    real_name: 'Attacker',
    role_id: String(attackerRole.id),
    status: 1,
    is_deleted: 0,
  })
  .execute();
await grantEverything(s.database, '200002', 'admin');
const token = await login(s.app, { tenantId: '200002', username: 'attacker' });
const headers = { 'blade-auth': `bearer ${token}`, 'accept-language': 'en' };

/** Every row of the victim tenant, per table, as stored (log tables and sessions aside: the calls write those). */
const SKIP_TABLES = /^(blade_log_|blade_online_history$)/;
async function snapshot(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const tables = new Set(scoped.map((e) => e.storage!.table).filter((t) => !SKIP_TABLES.test(t)));
  tables.add('blade_user');
  for (const t of tables) {
    const rows = await db.selectFrom(t).selectAll().where('tenant_id', '=', VICTIM).orderBy('id').execute();
    out.set(t, JSON.stringify(rows));
  }
  return out;
}
const before = await snapshot();

const leaks: string[] = [];
async function call(method: string, url: string, query: Record<string, string> = {}, body?: unknown) {
  const r = await request(s.app, {
    method: method as 'GET',
    url,
    query,
    headers,
    ...(body !== undefined && { payload: body as object }),
  });
  const text = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
  if (text.includes(MARK)) leaks.push(`${method} ${url} ${JSON.stringify(query)} → ${text.slice(0, 200)}`);
  return r;
}

/** Every parameter name a route might read an id from, all naming the victim's row. */
const idParams = (id: number, victimUser: number): Record<string, string> => ({
  id: String(id),
  ids: String(id),
  userIds: String(victimUser),
  userId: String(victimUser),
  roleIds: String(id),
  roleId: String(id),
  menuIds: String(id),
  parentId: String(id),
  tenantId: VICTIM,
});

const victimUser = victims.get('system.user')!;

describe.each(scoped.map((e) => [e.name, e] as const))('%s', (_name, e: EntitySchema) => {
  const id = victims.get(e.name)!;
  it('no read shows the row of another tenant', async () => {
    const lists =
      apiStyle(e) === 'restful'
        ? [`${basePath(e)}/page`, ...(e.tree ? [`${basePath(e)}/tree`] : [])]
        : [opPath(e, 'page'), opPath(e, 'list'), ...(e.tree ? [opPath(e, 'tree'), opPath(e, 'lazyTree')] : [])];
    for (const url of lists) {
      await call('GET', url);
      await call('GET', url, { tenantId: VICTIM });
      await call('GET', url, { id_equal: String(id) });
    }
    const detail =
      apiStyle(e) === 'restful'
        ? await call('GET', `${basePath(e)}/${id}`)
        : await call('GET', opPath(e, 'detail'), { id: String(id) });
    expect(detail.body.success).not.toBe(true);
  });

  it('no write reaches it', async () => {
    const firstText = e.columns.find(
      (c) => isStored(c) && storageType(c) === 'string' && !c.dict && !c.ref && c.type !== 'password',
    );
    const change = { id: String(id), ...(firstText && { [firstText.prop]: 'HACKED' }), tenantId: '200002' };
    if (apiStyle(e) === 'restful') {
      await call('PUT', basePath(e), {}, change);
      await call('DELETE', `${basePath(e)}/${id}`);
    } else {
      await call('POST', opPath(e, 'submit'), {}, change);
      await call('POST', opPath(e, 'remove'), { ids: String(id) });
    }
    for (const a of e.actions ?? []) {
      const url = actionPath(e, a);
      const method = a.method ?? 'POST';
      await call(method, url, idParams(id, victimUser));
      if (method !== 'GET') await call(method, url, {}, { ids: String(id), id: String(id) });
    }
  });
});

describe('module routes', () => {
  const generic = new Set<string>();
  for (const e of s.registry.entities.filter((x) => x.storage)) {
    if (apiStyle(e) === 'restful') ['', '/page', '/tree', '/:id'].forEach((p) => generic.add(basePath(e) + p));
    else
      (['page', 'list', 'detail', 'submit', 'remove', 'tree', 'lazyTree'] as const).forEach((op) =>
        generic.add(opPath(e, op)),
      );
  }
  const special = s.app.routeTable
    .list()
    .filter(({ route }) => route.access !== 'public' && !generic.has(route.url))
    .map(({ method, route }) => [`${method} ${route.url}`, method, route.url] as const);

  it.each(special)('%s: with the other tenant’s ids in every parameter', async (_what, method, url) => {
    const e = entityOfRoute(s.registry.entities, url);
    const id = (e && victims.get(e.name)) ?? victimUser;
    const concrete = url.replace(/:[A-Za-z]+/g, String(id));
    await call(method, concrete, idParams(id, victimUser));
    if (method !== 'GET') await call(method, concrete, {}, idParams(id, victimUser));
  });
});

describe('the probe itself', () => {
  it('sees the marked rows where they may be seen (the platform administrator, the tenant itself)', async () => {
    const asked: Array<{ token: string; query: Record<string, string> }> = [
      { token: await login(s.app), query: { tenantId: VICTIM, paramName: MARK } },
      { token: await login(s.app, { tenantId: VICTIM }), query: { paramName: MARK } },
    ];
    for (const { token: who, query } of asked) {
      const r = await request(s.app, {
        method: 'GET',
        url: opPath(s.registry.entity('system.param')!, 'page'),
        query,
        headers: { 'blade-auth': `bearer ${who}` },
      });
      expect(JSON.stringify(r.body)).toContain(MARK);
    }
  });
});

describe('afterwards', () => {
  it('no answer carried a row of tenant 100001, and not one of its rows changed', async () => {
    expect(leaks).toEqual([]);
    const after = await snapshot();
    for (const [table, rows] of before) expect(after.get(table), table).toBe(rows);
  });
});
