/**
 * `npm run test:fuzz`: property-based requests (fast-check) to every route of the server's route table,
 * generated from the schema registry — wrong types, missing and extra fields, huge strings, unicode,
 * control characters, SQL and script fragments, bad ids, paging and sort values, malformed bodies — from
 * the platform administrator, a tenant's administrator, a tenant's operator and nobody.
 *
 * Every answer: no 5xx; the contract envelope (or the OAuth form of the token endpoint, or a download);
 * a wrong-typed field is a 400 naming it; bad paging and sort values are a 400 naming the parameter.
 * After the run: no live row breaks its schema's rules (required, lengths, patterns, trimmed text, no NUL)
 * and nothing protected was destroyed (the platform tenant, the administrator roles and accounts of each
 * tenant, sealed dictionary rows; the platform administrator still signs in); and the books check
 * (docs/integrity.md) finds no breach.
 *
 * FUZZ_RUNS (default 10,000; 1,000 with CI=true) requests in all; FUZZ_SEED replays a run (printed first).
 */
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../engine/schema';
import { apiStyle, basePath, opPath, text } from '../../engine/schema/resolve';
import { entityFields, isStored } from '../../engine/schema/validation';
import { isEmpty, trims } from '../../engine/schema/validators';
import { hashTypedPassword } from '../../server/auth/password';
import { modelsOf } from '../../server/crud/integrity';
import { checkBooks, describeBreach } from '../../server/crud/integrity/books';
import type { Method } from '../../server/kernel/http/route-table';
import { login, startTestServer, type TestServer } from '../server/helpers';
import { requestArbitrary, typedFields, wrongTypeFor, type Caller, type FuzzRequest } from './arbitraries';

const TOTAL = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 1_000 : 10_000));
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
process.stdout.write(`fuzz: ${TOTAL} requests, seed ${SEED} (replay: FUZZ_SEED=${SEED} npm run test:fuzz)\n`);

const RUNS = {
  random: Math.round(TOTAL * 0.7),
  fieldNamed: Math.round(TOTAL * 0.15),
  paging: TOTAL - Math.round(TOTAL * 0.7) - Math.round(TOTAL * 0.15),
};
const ANSWERED = new Set([200, 400, 401, 403, 404, 405, 429]);

let s: TestServer;
let entities: EntitySchema[];
let routes: Array<{ method: Method; url: string }>;
const tokens: Partial<Record<Caller, string>> = {};
const accounts: Record<
  Exclude<Caller, 'none'>,
  { tenantId: string; username: string; id?: number; row?: Record<string, unknown> }
> = {
  platform: { tenantId: '000000', username: 'admin' },
  brand: { tenantId: '100001', username: 'admin' },
  operator: { tenantId: '100001', username: 'operator' },
};
let sealedBefore = 0;
/** Things the fuzz did to the platform administrator's own account that it should never manage. */
const selfDamage: string[] = [];
let sent = 0;

beforeAll(async () => {
  s = await startTestServer();
  entities = s.registry.entities.filter((e) => e.storage);
  routes = s.app.routeTable.list().map(({ method, route }) => ({ method, url: route.url }));
  for (const [caller, a] of Object.entries(accounts)) {
    const row = await s.database.db
      .selectFrom('blade_user')
      .selectAll()
      .where('tenant_id', '=', a.tenantId)
      .where('account', '=', a.username)
      .executeTakeFirstOrThrow();
    a.id = Number(row.id);
    a.row = row;
    tokens[caller as Caller] = await login(s.app, { tenantId: a.tenantId, username: a.username });
  }
  sealedBefore = await countSealed();
}, 120_000);
afterAll(async () => s?.close());

async function countSealed(): Promise<number> {
  const r = await s.database.db
    .selectFrom('blade_dict')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('is_sealed', '=', 1)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/**
 * A token for the caller again after the fuzz closed its session or changed its account (a reset password,
 * a new account name, roles, status). The platform administrator's own row must never have been removed,
 * disabled or demoted: that is recorded as damage. Other callers' rows are put back so the run goes on.
 */
async function renew(caller: Exclude<Caller, 'none'>): Promise<void> {
  const a = accounts[caller];
  const now = await s.database.db.selectFrom('blade_user').selectAll().where('id', '=', a.id!).executeTakeFirst();
  if (caller === 'platform') {
    if (!now || Number(now.is_deleted) !== 0) selfDamage.push('platform administrator removed');
    else if (Number(now.status) !== 1) selfDamage.push('platform administrator disabled');
    else if (String(now.role_id) !== String(a.row!.role_id))
      selfDamage.push(`platform administrator roles: ${now.role_id}`);
  }
  await s.database.db
    .updateTable('blade_user')
    .set({
      account: a.username,
      password: await hashTypedPassword('admin'),
      status: 1,
      is_deleted: 0,
      role_id: a.row!.role_id,
    })
    .where('id', '=', a.id!)
    .execute();
  tokens[caller] = await login(s.app, { tenantId: a.tenantId, username: a.username });
}

function injectOptions(r: FuzzRequest): InjectOptions {
  const query = new URLSearchParams();
  for (const [k, v] of r.query) query.append(k, v);
  const headers: Record<string, string> = { 'accept-language': r.lang === 'en' ? 'en' : 'zh-CN' };
  if (r.caller !== 'none') headers['blade-auth'] = `bearer ${tokens[r.caller]}`;
  if (r.url.startsWith('/api/blade-auth/oauth/token'))
    headers.authorization = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
  const qs = query.toString();
  const opts: InjectOptions = { method: r.method, url: qs ? `${r.url}?${qs}` : r.url, headers };
  if (r.body.kind === 'json') opts.payload = JSON.stringify(r.body.value) ?? 'null';
  if (r.body.kind === 'json') headers['content-type'] = 'application/json';
  if (r.body.kind === 'raw') {
    opts.payload = r.body.payload;
    headers['content-type'] = r.body.contentType;
  }
  return opts;
}

const isJson = (res: LightMyRequestResponse) => /application\/json/.test(String(res.headers['content-type'] ?? ''));

/** The answer keeps the contract; returns the parsed body (or undefined for a download). */
function expectAnswered(r: FuzzRequest, res: LightMyRequestResponse): Record<string, unknown> | undefined {
  const what = `${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(ANSWERED.has(res.statusCode), what).toBe(true);
  if (res.statusCode === 200 && !isJson(res)) {
    // Downloads: files served back, attachments, Excel exports.
    expect(!!res.headers['content-disposition'] || r.url.includes('/oss/file/') || r.method === 'GET', what).toBe(true);
    return undefined;
  }
  expect(isJson(res), what).toBe(true);
  const body = res.json() as Record<string, unknown>;
  const token = r.url === '/api/blade-auth/oauth/token';
  if (res.statusCode === 200) {
    if (token) expect(typeof body.access_token, what).toBe('string');
    else if (r.url === '/api/blade-auth/oauth/captcha') expect(typeof body.key, what).toBe('string');
    else expect(body, what).toMatchObject({ code: 200, success: true });
    return body;
  }
  if (token && 'error_code' in body) {
    expect(body.error_code, what).toBe(res.statusCode);
    expect(String(body.error_description ?? '').length, what).toBeGreaterThan(0);
    return body;
  }
  expect(body, what).toMatchObject({ code: res.statusCode, success: false, data: {} });
  expect(typeof body.msg === 'string' && body.msg.length > 0, what).toBe(true);
  expect(body.msg, what).not.toMatch(/系统繁忙|went wrong on the server/);
  return body;
}

async function send(r: FuzzRequest): Promise<{ res: LightMyRequestResponse; body?: Record<string, unknown> }> {
  sent++;
  const res = await s.app.inject(injectOptions(r));
  const body = expectAnswered(r, res);
  // The fuzz closed this caller's own session (log-out, force offline) or changed its account: sign in again.
  if (res.statusCode === 401 && r.caller !== 'none' && !r.url.startsWith('/api/blade-auth/oauth/'))
    await renew(r.caller);
  return { res, body };
}

const submitUrl = (e: EntitySchema) => (apiStyle(e) === 'restful' ? basePath(e) : opPath(e, 'submit'));
const pageUrl = (e: EntitySchema) => (apiStyle(e) === 'restful' ? `${basePath(e)}/page` : opPath(e, 'page'));

describe(`fuzz (${TOTAL} requests, seed ${SEED})`, () => {
  it(`${RUNS.random} random requests over every route: no 5xx, always the contract's answer`, async () => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(routes, entities), async (r) => {
        await send(r);
      }),
      { seed: SEED, numRuns: RUNS.random, endOnFailure: true },
    );
  }, 1_800_000);

  it(`${RUNS.fieldNamed} submits with a wrong-typed field: a 400 that names the field`, async () => {
    const cases = entities
      .filter((e) => !e.readOnly && e.storage)
      .flatMap((e) => typedFields(e).map((f) => ({ e, f })));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cases), fc.constantFrom<'zh' | 'en'>('zh', 'en'), async ({ e, f }, lang) => {
        // Two schemas on one path (dict groups and items): a body outside the scoped one's scope reaches this one.
        const scoped = entities.find((x) => x !== e && x.scope && !e.scope && submitUrl(x) === submitUrl(e));
        const outOfScope = Object.fromEntries(
          Object.entries(scoped?.scope ?? {}).map(([k, v]) => [k, typeof v === 'number' ? v + 1 : `${String(v)}x`]),
        );
        const { res, body } = await send({
          method: apiStyle(e) === 'restful' ? 'POST' : 'POST',
          url: submitUrl(e),
          query: [],
          body: { kind: 'json', value: { ...outOfScope, [f.prop]: wrongTypeFor(f) } },
          caller: 'platform',
          lang,
        });
        expect(res.statusCode, `${e.name}.${f.prop}: ${res.body}`).toBe(400);
        expect(String(body?.msg), `${e.name}.${f.prop}`).toContain(text(f.label, lang));
      }),
      { seed: SEED, numRuns: RUNS.fieldNamed, endOnFailure: true },
    );
  }, 1_800_000);

  it(`${RUNS.paging} pages with odd paging and sort values: served, or a 400 naming the parameter`, async () => {
    const lists = entities.filter((e) => e.storage);
    const named: Record<string, string[]> = {
      current: ['当前页', 'Page (current)'],
      size: ['每页条数', 'Page size (size)'],
      ascs: ['升序', 'ascs'],
      descs: ['降序', 'descs'],
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...lists),
        fc.constantFrom('current', 'size', 'ascs', 'descs'),
        fc.oneof(
          fc.constantFrom(
            '0',
            '-1',
            '1e3',
            '1.5',
            '99999999999',
            '',
            ' ',
            'abc',
            '1001',
            'id; drop table x',
            'noSuchColumn',
            'createTime,id',
            '\u0000',
          ),
          fc.string({ maxLength: 12 }),
        ),
        async (e, key, value) => {
          const { res, body } = await send({
            method: 'GET',
            url: pageUrl(e),
            query: [[key, value]],
            body: { kind: 'none' },
            caller: 'platform',
            lang: 'zh',
          });
          if (res.statusCode === 400)
            expect(
              named[key].some((n) => String(body?.msg).includes(n)) || /未知|排序|字段/.test(String(body?.msg)),
              `${e.name} ${key}=${JSON.stringify(value)}: ${body?.msg}`,
            ).toBe(true);
          else expect([200, 403], `${e.name} ${key}=${JSON.stringify(value)}`).toContain(res.statusCode);
        },
      ),
      { seed: SEED, numRuns: RUNS.paging, endOnFailure: true },
    );
  }, 1_800_000);

  it('left no live row that breaks its schema, and nothing protected destroyed', async () => {
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
    const problems: string[] = [];
    for (const e of entities.filter((x) => !x.readOnly && x.storage)) {
      let q = s.database.db.selectFrom(e.storage!.table).selectAll();
      if (e.storage!.softDelete) q = q.where('is_deleted', '=', 0);
      const rows = await q.execute();
      for (const c of e.columns.filter(isStored)) {
        const f = entityFields(e).find((x) => x.prop === c.prop);
        if (!f || f.system) continue;
        const column = c.prop.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
        for (const row of rows) {
          const v = row[column];
          const where = `${e.name}#${String(row.id)}.${c.prop}=${JSON.stringify(v)?.slice(0, 60)}`;
          if (c.rules?.some((r) => r.required) && isEmpty(v)) problems.push(`${where}: required but empty`);
          if (typeof v !== 'string') continue;
          if (v.includes('\u0000')) problems.push(`${where}: NUL`);
          if (c.maxLength && [...v].length > c.maxLength && c.type !== 'password') problems.push(`${where}: too long`);
          if (trims(c) && c.type !== 'password' && (f.storage === 'string' || f.storage === 'text') && v !== v.trim())
            problems.push(`${where}: not trimmed`);
          for (const rule of c.rules ?? [])
            if (rule.pattern && v !== '' && !new RegExp(rule.pattern).test(v))
              problems.push(`${where}: breaks ${rule.pattern}`);
        }
      }
    }
    expect(problems).toEqual([]);

    const platformTenant = await s.database.db
      .selectFrom('blade_tenant')
      .selectAll()
      .where('tenant_id', '=', '000000')
      .executeTakeFirstOrThrow();
    expect(Number(platformTenant.is_deleted)).toBe(0);
    expect(Number(platformTenant.status)).toBe(1);
    expect(platformTenant.expire_time ?? null).toBeNull();
    for (const [tenant, alias] of [
      ['000000', 'administrator'],
      ['100001', 'admin'],
    ]) {
      const role = await s.database.db
        .selectFrom('blade_role')
        .selectAll()
        .where('tenant_id', '=', tenant)
        .where('role_alias', '=', alias)
        .where('is_deleted', '=', 0)
        .executeTakeFirst();
      expect(role, `${tenant} ${alias} role`).toBeTruthy();
      const admins = await s.database.db
        .selectFrom('blade_user')
        .selectAll()
        .where('tenant_id', '=', tenant)
        .where('is_deleted', '=', 0)
        .where('status', '=', 1)
        .execute();
      expect(
        admins.some((u) => String(u.role_id).split(',').includes(String(role!.id))),
        `${tenant} keeps an administrator account`,
      ).toBe(true);
    }
    expect(selfDamage).toEqual([]);
    expect(await countSealed()).toBe(sealedBefore);
    await renew('platform');
    expect(selfDamage).toEqual([]);
  }, 120_000);

  it('left the books balanced: every total equals its lines, every invariant, owner and reference holds', async () => {
    const breaches = await checkBooks(s.database.db, modelsOf(s.registry));
    expect(breaches.map(describeBreach)).toEqual([]);
  }, 120_000);
});
