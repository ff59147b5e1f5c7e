/**
 * Saber's region screen (src/views/base/region.vue) keeps one form beside the tree and derives codes in
 * the browser; this replays that derivation step by step against the seeded regions, which carry
 * SpringBlade's codes (province 2 digits, city 4, district 6), so 新增下级 adds a child instead of
 * renaming the picked region.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestServer, type Client, type TestServer } from './helpers';
import { saberToken } from './saber-login';

type Form = Record<string, unknown> & { code: string; parentCode: string; subCode: string; name: string };

const R = '/api/blade-system/region';
const TOP = '00';
let s: TestServer;
let saber: Client;

beforeAll(async () => {
  s = await startTestServer();
  saber = client(s.app, await saberToken(s.app));
});
afterAll(async () => s?.close());

/** Saber's watcher on `subCode`: `code = parentCode + subCode`, run after each change of subCode. */
const watched = (f: Form): Form => ({ ...f, code: f.parentCode + f.subCode });

/** nodeClick: the region's detail, `subCode = code.replace(parentCode, '')`, then the watcher. */
async function pick(code: string): Promise<Form> {
  const detail = (await saber.get(`${R}/detail`, { code })).body.data as Form;
  return watched({ ...detail, subCode: detail.code.replace(detail.parentCode, '') });
}

/** addChildren, then the sub-code typed: the picked form's code becomes the parent code. */
const addChild = (f: Form, subCode: string, name: string): Form =>
  watched({ ...f, parentCode: f.code, parentName: f.name, subCode, name, level: Number(f.level) + 1 });

/** handleSubmit: `code = (parentCode unless 00) + subCode`, the whole form posted. */
const submit = (f: Form) =>
  saber.post(`${R}/submit`, { ...f, code: (f.parentCode === TOP ? '' : f.parentCode) + f.subCode });

const count = async () => Number((await saber.get(`${R}/list`, { size: 1 })).body.data.total);

describe('Saber region form against SpringBlade-style codes', () => {
  it('picking a city derives its sub-code from its parent, and 新增下级 adds a district', async () => {
    const city = await pick('3301');
    expect([city.code, city.subCode]).toEqual(['3301', '01']);
    const before = await count();
    const r = await submit(addChild(city, '99', '赛博区'));
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
    expect(await count()).toBe(before + 1);
    expect((await saber.get(`${R}/detail`, { code: '330199' })).body.data).toMatchObject({
      parentCode: '3301',
      name: '赛博区',
      level: 3,
      ancestors: '00,33,3301',
      cityName: '杭州市',
    });
    expect((await saber.get(`${R}/detail`, { code: '3301' })).body.data.name).toBe('杭州市');
  });

  it('新增下级 under a province (Saber prefixes its codes with 00) adds a city, not a renamed province', async () => {
    const province = await pick('33');
    // The watcher made the form's code `00` + `33`: what 新增下级 then takes as the parent code.
    expect(province.code).toBe('0033');
    const before = await count();
    const r = await submit(addChild(province, '98', '赛博市'));
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
    expect(await count()).toBe(before + 1);
    expect((await saber.get(`${R}/detail`, { code: '3398' })).body.data).toMatchObject({
      parentCode: '33',
      name: '赛博市',
      level: 2,
      provinceName: '浙江省',
    });
    expect((await saber.get(`${R}/detail`, { code: '33' })).body.data.name).toBe('浙江省');
  });

  it('editing a picked province or city renames it in place', async () => {
    for (const [code, name] of [
      ['33', '浙江'],
      ['3302', '宁波'],
    ]) {
      const form = await pick(code);
      const r = await submit({ ...form, name });
      expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
      expect((await saber.get(`${R}/detail`, { code })).body.data.name).toBe(name);
    }
  });
});
