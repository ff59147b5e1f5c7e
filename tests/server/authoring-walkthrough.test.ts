/**
 * docs/authoring.md's walkthrough ("A new screen in ten minutes"), followed: the file it ends with passes
 * the playground's lint (the CI lint), its mistake is worded as the page says, the playground is where the
 * page says, and the file served by the reference server works as described — linkage refusals with the
 * declared message, the region cascade, the computed values, the row action and the state machine.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../engine/schema';
import { createRegistry } from '../../engine/schema/registry';
import playground from '../../plugins/playground/plugin';
import { lintPlayground } from '../../plugins/playground/server/index';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';
import { loadTestRegistry } from './seeded-template';

const root = resolve(import.meta.dirname, '../..');
const doc = readFileSync(resolve(root, 'docs/authoring.md'), 'utf8');
const final = JSON.parse(/<!-- walkthrough: final -->\s*```json\n([\s\S]*?)\n```/.exec(doc)![1]) as EntitySchema;
const mistake = /<!-- walkthrough: message -->`([^`]+)`/.exec(doc)![1];
const API = `/api/${final.api.service}/${final.api.entity}`;

let s: TestServer;
let admin: Client;
let en: Client;

beforeAll(async () => {
  const base = await loadTestRegistry();
  const registry = createRegistry([...base.files, { file: 'schemas/demo/kiosk.ts', value: final }]);
  s = await startTestServer({ registry });
  const token = await login(s.app);
  admin = client(s.app, token);
  en = client(s.app, token, 'en');
}, 180_000);
afterAll(async () => s?.close());

describe('docs/authoring.md walkthrough', () => {
  it('the playground is where the page says, and the lint it names is in package.json', () => {
    expect(doc).toContain(playground.pages![0].route);
    expect(JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).scripts['lint:schemas']).toBeDefined();
  });

  it("the walkthrough's file passes the lint; its mistake is worded as the page says", () => {
    expect(lintPlayground(s.registry.files, final)).toEqual([]);
    const wrong = JSON.parse(JSON.stringify(final).replace('"dependsOn":"provinceCode"', '"dependsOn":"provinceCod"'));
    expect(lintPlayground(s.registry.files, wrong).map((p) => p.message)).toEqual([expect.stringContaining(mistake)]);
  });

  it('served, the linkage refuses with the declared message and computes the values', async () => {
    const unit = final.columns.find((c) => c.prop === 'unitMinutes')!;
    const refused = await admin.post(`${API}/submit`, { kioskName: '湖滨亭', chargeType: 1, price: 3 });
    expect([refused.status, refused.body.msg]).toEqual([400, unit.requiredMessage!.zh]);
    expect((await en.post(`${API}/submit`, { kioskName: 'x', chargeType: 1 })).body.msg).toBe(unit.requiredMessage!.en);
    const city = await admin.post(`${API}/submit`, { kioskName: '湖滨亭', chargeType: 1, unitMinutes: 10, provinceCode: '32', cityCode: '3301' });
    expect(city.status).toBe(400);
    const ok = await admin.post(`${API}/submit`, {
      kioskName: '湖滨亭',
      chargeType: 2,
      unitMinutes: 10,
      price: 2.5,
      rides: 3,
      provinceCode: '33',
      cityCode: '3301',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const row = (await admin.get(`${API}/page`, { kioskName: '湖滨亭' })).body.data.records[0];
    expect(row).toMatchObject({ total: 7.5, city: '杭州市', status: 0, isAble: 0 });
    expect(row.unitMinutes ?? null).toBeNull();
  });

  it('the row action and the state machine work as described', async () => {
    const row = (await admin.get(`${API}/page`, { kioskName: '湖滨亭' })).body.data.records[0];
    expect((await admin.post(`${API}/isAble`, undefined, { ids: String(row.id) })).status).toBe(200);
    expect((await admin.post(`${API}/close`, undefined, { ids: String(row.id) })).status).toBe(400);
    expect((await admin.post(`${API}/open`, undefined, { ids: String(row.id) })).status).toBe(200);
    const after = (await admin.get(`${API}/detail`, { id: String(row.id) })).body.data;
    expect(after).toMatchObject({ isAble: 1, status: 1 });
  });
});
