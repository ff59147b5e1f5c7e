/**
 * What the fuzz suite sends: values, query strings, bodies and whole requests generated from the schema
 * registry and the server's route table, so every entity and every module route is covered as it lands.
 */
import fc from 'fast-check';
import type { EntitySchema } from '../../engine/schema';
import { actionPath, apiStyle, basePath, opPath } from '../../engine/schema/resolve';
import { SEARCH_SUFFIXES, entityFields, isWritable, type FieldDef } from '../../engine/schema/validation';
import type { Method } from '../../server/kernel/http/route-table';

/** Strings an attacker or a broken client sends. */
const nastyConstants = [
  '',
  ' ',
  ' \t\n ',
  '\u3000',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[2J',
  "' or 1=1 --",
  "'; drop table blade_user; --",
  '" or ""="',
  '1; select pg_sleep(5)',
  "1' union select password from blade_user --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '%00',
  '%',
  '_',
  '\\',
  '%25%32%35',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '0x10',
  '9'.repeat(40),
  '１２３',
  '😀👨‍👩‍👧',
  '\u202etxt.exe',
  '\ud800',
  'true',
  '2024-02-30 25:61:61',
  '2024-13-45',
  '9999-12-31 23:59:59',
  '__proto__',
  'constructor',
  'toString',
  'id; drop table x',
  'createTime desc',
  'admin',
  '000000',
  '100001',
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyConstants) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 15 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 15 }) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 60 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom(300, 3000, 70_000).map((n) => 'x'.repeat(n)) },
);

/** An id as a client might send it: a plausible one (seeded rows are small ids) or garbage. */
export const idString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 60 }).map(String) },
  {
    weight: 1,
    arbitrary: fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 5 }).map((a) => a.join(',')),
  },
  { weight: 1, arbitrary: nastyString },
);

/** Any JSON value a body field may carry. */
export const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.integer() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER + 2,
      2 ** 31,
      -(2 ** 31) - 1,
      0.1 + 0.2,
      1.005,
      -0,
    ),
  },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer({ min: -2, max: 60 }), nastyString), { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), nastyString), { maxKeys: 3 }),
  },
);

/** The entity a route belongs to: its generic routes, its actions, or the longest base path it is under. */
export function entityOfRoute(entities: EntitySchema[], url: string): EntitySchema | undefined {
  let best: EntitySchema | undefined;
  let bestLength = -1;
  for (const e of entities) {
    if (!e.storage) continue;
    const exact = (
      apiStyle(e) === 'restful'
        ? [basePath(e), `${basePath(e)}/page`, `${basePath(e)}/tree`, `${basePath(e)}/:id`]
        : (['page', 'list', 'detail', 'submit', 'remove', 'tree', 'lazyTree'] as const).map((op) => opPath(e, op))
    ).concat((e.actions ?? []).map((a) => actionPath(e, a)));
    if (exact.includes(url)) return e;
    const base = basePath(e);
    if ((url === base || url.startsWith(`${base}/`)) && base.length > bestLength) {
      best = e;
      bestLength = base.length;
    }
  }
  return best;
}

const PARAM_KEYS = [
  'current',
  'size',
  'ascs',
  'descs',
  'id',
  'ids',
  'tenantId',
  'parentId',
  'userIds',
  'roleIds',
  'menuIds',
  'code',
  'codes',
  'domain',
  'accept',
  'grant_type',
  'username',
  'password',
  'refresh_token',
  'topMenuId',
  'roleId',
  'deptId',
  'isCovered',
];

/** Query keys worth trying on a route: the entity's search parameters, paging, ids, and a few unknown ones. */
export function queryKeys(e: EntitySchema | undefined): string[] {
  const keys = [...PARAM_KEYS, 'noSuchField', 'a[b]', '__proto__'];
  if (!e) return keys;
  for (const f of entityFields(e)) for (const s of ['', ...SEARCH_SUFFIXES]) keys.push(f.prop + s);
  for (const a of e.actions ?? []) for (const c of a.form ?? []) keys.push(c.prop);
  return keys;
}

/** Body keys: every prop of the entity (and of its action forms), plus unknown ones. */
export function bodyKeys(e: EntitySchema | undefined): string[] {
  const keys = [...PARAM_KEYS, 'noSuchField', 'children', 'hasChildren', '__proto__', 'constructor'];
  if (!e) return keys;
  for (const f of entityFields(e)) keys.push(f.prop);
  for (const a of e.actions ?? []) for (const c of a.form ?? []) keys.push(c.prop);
  return keys;
}

export type Body =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; payload: string };

const malformedBodies: Array<Body> = [
  { kind: 'raw', contentType: 'application/json', payload: '{"a": ' },
  { kind: 'raw', contentType: 'application/json', payload: '{bad json}' },
  { kind: 'raw', contentType: 'application/json', payload: '' },
  { kind: 'raw', contentType: 'application/json', payload: '{"__proto__": {"admin": true}}' },
  { kind: 'raw', contentType: 'application/json', payload: '{"constructor": {"prototype": {"x": 1}}}' },
  { kind: 'raw', contentType: 'application/json; charset=latin1', payload: '{"a":1}' },
  { kind: 'raw', contentType: 'application/xml', payload: '<a/>' },
  { kind: 'raw', contentType: 'text/plain', payload: 'hello' },
  { kind: 'raw', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&b[c]=3&%zz=1' },
  { kind: 'raw', contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
  { kind: 'raw', contentType: 'multipart/form-data', payload: 'no boundary' },
];

export function bodyArbitrary(e: EntitySchema | undefined): fc.Arbitrary<Body> {
  const keys = bodyKeys(e);
  const object = fc
    .uniqueArray(
      fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...keys) },
        { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
      ),
      {
        maxLength: 8,
      },
    )
    .chain((ks) =>
      fc.tuple(...ks.map((k) => fc.oneof(jsonValue, k === 'id' || k === 'ids' ? idString : jsonValue))).map((vs) => {
        const o: Record<string, unknown> = {};
        ks.forEach((k, i) =>
          Object.defineProperty(o, k, { value: vs[i], enumerable: true, configurable: true, writable: true }),
        );
        return o;
      }),
    );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 8, arbitrary: object.map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: jsonValue.map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: fc.constantFrom(...malformedBodies) },
  );
}

export function queryArbitrary(e: EntitySchema | undefined): fc.Arbitrary<Array<[string, string]>> {
  const keys = queryKeys(e);
  return fc.array(
    fc.tuple(
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...keys) },
        { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
      ),
      fc.oneof({ weight: 2, arbitrary: idString }, { weight: 3, arbitrary: nastyString }),
    ),
    { maxLength: 6 },
  );
}

export type Caller = 'platform' | 'brand' | 'operator' | 'none';

export interface FuzzRequest {
  method: Method;
  url: string;
  query: Array<[string, string]>;
  body: Body;
  caller: Caller;
  lang: 'zh' | 'en';
}

/** A path segment: the value's UTF-8 bytes percent-encoded (a lone surrogate becomes U+FFFD, as a browser sends it). */
const segment = (v: string): string =>
  [...Buffer.from(v, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('') || 'x';

/** Fill `:param` segments with ids or garbage, encoded as a client would. */
const pathArbitrary = (url: string): fc.Arbitrary<string> => {
  const params = url.match(/:[A-Za-z]+/g) ?? [];
  if (!params.length) return fc.constant(url);
  return fc.tuple(...params.map(() => fc.oneof(idString, nastyString))).map((values) => {
    let out = url;
    params.forEach((p, i) => (out = out.replace(p, segment(values[i]))));
    return out;
  });
};

/** A request to one of the routes. */
export function requestArbitrary(
  routes: Array<{ method: Method; url: string }>,
  entities: EntitySchema[],
): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...routes).chain((r) => {
    const e = entityOfRoute(entities, r.url);
    return fc.record({
      method: fc.constant(r.method),
      url: pathArbitrary(r.url),
      query: queryArbitrary(e),
      body: r.method === 'GET' ? fc.constant<Body>({ kind: 'none' }) : bodyArbitrary(e),
      caller: fc.constantFrom<Caller>('platform', 'platform', 'platform', 'brand', 'operator', 'none'),
      lang: fc.constantFrom<'zh' | 'en'>('zh', 'en'),
    });
  });
}

/** A value of the wrong type for a field (an object never coerces to text, a number, a date or a list). */
export const wrongTypeFor = (f: FieldDef): unknown => (f.storage === 'json' ? undefined : { wrong: [1] });

/** Writable fields of an add form whose wrong-typed value must be named in the 400. */
export const typedFields = (e: EntitySchema): FieldDef[] =>
  entityFields(e).filter((f) => isWritable(e, f, 'add') && f.storage !== 'json');
