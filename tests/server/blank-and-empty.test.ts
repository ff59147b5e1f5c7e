/**
 * Blanks and empty rows through the generic submit, for every stored schema of the registry:
 * - issue 13 defect 4: a required text field filled with spaces is refused (naming the field), and text is
 *   trimmed before it is checked and stored unless the column opts out (`trim: false`);
 * - issue 13 defect 8: `submit {}` never stores a row of NULLs — a schema whose rows make no sense without a
 *   field requires it (e.g. blade-resource/attach/submit used to store one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Column, EntitySchema } from '../../engine/schema';
import { defaultSchemaDir, loadRegistry } from '../../engine/schema/node/load';
import { apiStyle, basePath, opPath, text } from '../../engine/schema/resolve';
import { entityFields, isWritable } from '../../engine/schema/validation';
import { client, fixturesDir, login, startTestServer, type Client, type TestServer } from './helpers';

const registry = await loadRegistry([defaultSchemaDir, fixturesDir]);
/** Schemas whose generic submit a client may call (rows the server alone writes answer 403 anyway). */
const writable = registry.entities.filter((e) => e.storage && !e.readOnly);

let s: TestServer;
let c: Client;
beforeAll(async () => {
  // The run's seeded template holds these very schemas (loadTestRegistry): a copy of it, not a fresh
  // database seeded here (on PostgreSQL at load 16 that seeding outlasted the 180 s hook limit).
  s = await startTestServer();
  c = client(s.app, await login(s.app), 'en');
});
afterAll(async () => s?.close());

const submitUrl = (e: EntitySchema) => (apiStyle(e) === 'restful' ? basePath(e) : opPath(e, 'submit'));
const countRows = async (e: EntitySchema) =>
  Number(
    (
      await s.database.db
        .selectFrom(e.storage!.table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );

const isRequired = (c: Column) => !!c.rules?.some((r) => r.required);
const textual = (e: EntitySchema) =>
  entityFields(e).filter(
    (f) =>
      f.column &&
      isRequired(f.column) &&
      isWritable(e, f, 'add') &&
      (f.storage === 'string' || f.storage === 'text') &&
      !f.column.dict &&
      !f.column.ref,
  );

describe.each(writable.map((e) => [e.name, e] as const))('%s', (_name, e) => {
  it('submit {} stores nothing and names what is missing', async () => {
    const before = await countRows(e);
    const r = await c.post(submitUrl(e), {});
    expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body.success).toBe(false);
    expect(await countRows(e)).toBe(before);
  });

  const blanks = textual(e);
  // Two schemas on one path (dict groups and items): a body outside the scoped one's scope reaches this one.
  const scoped = writable.find((x) => x !== e && x.scope && !e.scope && submitUrl(x) === submitUrl(e));
  const outOfScope = Object.fromEntries(
    Object.entries(scoped?.scope ?? {}).map(([k, v]) => [k, typeof v === 'number' ? v + 1 : `${String(v)}x`]),
  );
  it.runIf(blanks.length)('required text made of spaces is refused, naming the field', async () => {
    for (const f of blanks) {
      const r = await c.post(submitUrl(e), { ...outOfScope, [f.prop]: ' \t  ' });
      expect(r.status, f.prop).toBe(400);
      const rule = f.column!.rules!.find((x) => x.required)!;
      const named = [text(rule.message, 'en'), `${text(f.label, 'en')}:`];
      expect(
        named.some((n) => String(r.body.msg).includes(n)),
        `${f.prop}: ${r.body.msg}`,
      ).toBe(true);
    }
  });
});

describe('trimming', () => {
  it('text is stored trimmed', async () => {
    const r = await c.post('/api/blade-system/param/submit', {
      paramName: '  Trimmed name  ',
      paramKey: ' trim.key\t',
      paramValue: ' 1 ',
    });
    expect(r.body.code).toBe(200);
    const row = (await c.get('/api/blade-system/param/page', { paramKey_equal: 'trim.key' })).body.data.records[0];
    expect(row).toMatchObject({ paramName: 'Trimmed name', paramKey: 'trim.key', paramValue: '1' });
  });

  it('a column may opt out (trim: false keeps the spaces, blank still fails required)', async () => {
    const r = await c.post('/api/toycar-test/gadget/submit', { name: ' G ', code: 'TRIM-1', remark: '  kept  ' });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    const row = (await c.get('/api/toycar-test/gadget/page', { code_equal: 'TRIM-1' })).body.data.records[0];
    expect(row).toMatchObject({ name: 'G', remark: '  kept  ' });
  });

  it('updates are trimmed and checked too', async () => {
    const row = (await c.get('/api/blade-system/param/page', { paramKey_equal: 'trim.key' })).body.data.records[0];
    expect((await c.post('/api/blade-system/param/submit', { id: row.id, paramName: '   ' })).status).toBe(400);
    expect((await c.post('/api/blade-system/param/submit', { id: row.id, paramName: ' New ' })).body.code).toBe(200);
    expect((await c.get('/api/blade-system/param/detail', { id: row.id })).body.data.paramName).toBe('New');
  });
});
