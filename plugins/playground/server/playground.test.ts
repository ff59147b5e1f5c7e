/**
 * The playground's lint route: the CI lint over the running registry, for the platform administrator only,
 * off in production unless SCHEMA_PLAYGROUND=1; and the client's mapping of a problem's pointer to its line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';
import { lineOf, rangeOf } from '../client/pointer';
import { suggestionsAt, hoverAt, type SchemaNode } from '../client/json-help';
import { STARTER, starterText } from '../client/starter';
import fileSchema from '../../../engine/schema/schema-file.schema.json';
import { LINT_URL, lintPlayground } from './index';

let s: TestServer;
let admin: Client;

beforeAll(async () => {
  s = await startTestServer();
  admin = client(s.app, await login(s.app), 'en');
});
afterAll(async () => s?.close());

describe('playground lint', () => {
  it('the starter schema is clean; a condition naming an unknown field is refused with its pointer', async () => {
    expect((await admin.post(LINT_URL, { schema: STARTER })).body.data.problems).toEqual([]);
    const bad = JSON.parse(starterText().replace('"dependsOn": "provinceCode"', '"dependsOn": "nowhere"'));
    const problems = (await admin.post(LINT_URL, { schema: bad })).body.data.problems;
    expect(problems).toEqual([expect.objectContaining({ pointer: '/columns/8/options/dependsOn', message: expect.stringContaining('"nowhere" is not a field') })]);
  });

  it('lints among the real files: a route another schema owns is refused, its own name is replaced', () => {
    const store = s.registry.entity('merchant.store')!;
    expect(lintPlayground(s.registry.files, store)).toEqual([]);
    const taken = lintPlayground(s.registry.files, { ...STARTER, route: '/merchants/store' });
    expect(taken.map((p) => p.pointer)).toContain('/route');
  });

  it('only the platform administrator; a body that is no object is a 400', async () => {
    const brand = client(s.app, await login(s.app, { tenantId: '100001' }));
    expect((await brand.post(LINT_URL, { schema: STARTER })).status).toBe(403);
    expect((await admin.post(LINT_URL, { schema: [1] })).status).toBe(400);
  });
});

describe('playground editor help', () => {
  it('maps a pointer to the line of its node', () => {
    const text = starterText();
    const range = rangeOf(text, '/columns/8/options/dependsOn');
    expect(text.slice(range.from, range.to)).toBe('"dependsOn": "provinceCode"');
    expect(lineOf(text, range.from)).toBe(text.slice(0, text.indexOf('"dependsOn": "provinceCode"')).split('\n').length);
    // A missing node: its nearest ancestor.
    expect(text.slice(rangeOf(text, '/columns/8/nothing').from).startsWith('{')).toBe(true);
  });

  it('completes the keys of a column and describes them on hover', () => {
    const root = fileSchema as unknown as SchemaNode;
    const text = '{ "columns": [ { "prop": "a", "" } ] }';
    const keys = suggestionsAt(root, text, text.indexOf('""') + 1).map((x) => x.label);
    expect(keys).toEqual(expect.arrayContaining(['visible', 'required', 'options', 'compute', 'dict']));
    const hover = hoverAt(root, '{ "name": "a.b" }', 4);
    expect(hover?.text).toContain('Unique name');
  });
});
