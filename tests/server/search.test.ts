/** Every search suffix of CONTRACT §3 against real rows (fixture test.gadget), and bad search values. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../server/kernel/db/time';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

let s: TestServer;
let c: Client;
let en: Client;
const G = '/api/toycar-test/gadget';
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  const token = await login(s.app);
  c = client(s.app, token);
  en = client(s.app, token, 'en');
  const rows = [
    { name: 'Alpha car', code: 'A-1', price: 10.5, qty: 5, releaseDate: '2024-01-10', remark: null },
    { name: 'Beta_car 100%', code: 'B-2', price: 20, qty: 0, releaseDate: '2024-02-20', remark: 'x' },
    { name: '童车 Gamma', code: 'C-3', price: 0.99, qty: 100, releaseDate: null, remark: 'y' },
  ];
  for (const row of rows) {
    const r = await c.post(`${G}/submit`, row);
    if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  }
  for (const r of (await c.get(`${G}/page`)).body.data.records) ids[r.code] = r.id;
});
afterAll(async () => s?.close());

/** The codes a search returns, sorted. */
async function codes(query: Record<string, string | number>): Promise<string[]> {
  const r = await c.get(`${G}/page`, query);
  if (r.status !== 200) throw new Error(`${JSON.stringify(query)} → ${r.status} ${r.body.msg}`);
  return r.body.data.records.map((x: { code: string }) => x.code).sort();
}

describe('search suffixes', () => {
  it('bare names: LIKE for text (case-insensitive), = otherwise', async () => {
    expect(await codes({ name: 'car' })).toEqual(['A-1', 'B-2']);
    expect(await codes({ name: 'ALPHA' })).toEqual(['A-1']);
    expect(await codes({ name: '童车' })).toEqual(['C-3']);
    expect(await codes({ qty: 5 })).toEqual(['A-1']);
    expect(await codes({ qty: '0' })).toEqual(['B-2']);
    expect(await codes({ price: 20 })).toEqual(['B-2']);
    expect(await codes({ id: ids['C-3'] })).toEqual(['C-3']);
    expect(await codes({ state: 0 })).toEqual(['A-1', 'B-2', 'C-3']);
  });

  it('_equal and _notequal', async () => {
    expect(await codes({ name_equal: 'Alpha car' })).toEqual(['A-1']);
    expect(await codes({ name_equal: 'Alpha' })).toEqual([]);
    expect(await codes({ name_notequal: 'Alpha car' })).toEqual(['B-2', 'C-3']);
    expect(await codes({ remark_notequal: 'x' })).toEqual(['A-1', 'C-3']);
    expect(await codes({ state_equal: 1 })).toEqual([]);
  });

  it('_like, _notlike, _likeleft, _likeright, with % and _ taken literally', async () => {
    expect(await codes({ name_like: 'ta_c' })).toEqual(['B-2']);
    expect(await codes({ name_like: '%' })).toEqual(['B-2']);
    expect(await codes({ name_like: '_' })).toEqual(['B-2']);
    expect(await codes({ name_notlike: 'car' })).toEqual(['C-3']);
    expect(await codes({ remark_notlike: 'x' })).toEqual(['A-1', 'C-3']);
    expect(await codes({ name_likeleft: 'car' })).toEqual(['A-1']);
    expect(await codes({ name_likeright: 'Beta' })).toEqual(['B-2']);
    expect(await codes({ name_likeright: 'car' })).toEqual([]);
    expect(await codes({ qty_like: '10' })).toEqual(['C-3']);
  });

  it('_gt, _ge, _lt, _le on numbers and money', async () => {
    expect(await codes({ qty_gt: 0 })).toEqual(['A-1', 'C-3']);
    expect(await codes({ qty_ge: 5 })).toEqual(['A-1', 'C-3']);
    expect(await codes({ qty_lt: 5 })).toEqual(['B-2']);
    expect(await codes({ qty_le: 5 })).toEqual(['A-1', 'B-2']);
    expect(await codes({ price_gt: 1 })).toEqual(['A-1', 'B-2']);
    expect(await codes({ price_lt: 1 })).toEqual(['C-3']);
    expect(await codes({ price_ge: 10.5, price_le: 20 })).toEqual(['A-1', 'B-2']);
  });

  it('date suffixes on a date column', async () => {
    expect(await codes({ releaseDate_dategt: '2024-01-10' })).toEqual(['B-2']);
    expect(await codes({ releaseDate_datege: '2024-01-10' })).toEqual(['A-1', 'B-2']);
    expect(await codes({ releaseDate_datelt: '2024-02-20' })).toEqual(['A-1']);
    expect(await codes({ releaseDate_datele: '2024-02-20' })).toEqual(['A-1', 'B-2']);
    expect(await codes({ releaseDate_dateequal: '2024-01-10' })).toEqual(['A-1']);
    expect(await codes({ releaseDate: '2024-02-20' })).toEqual(['B-2']);
  });

  it('date suffixes on the create time (date-times, date-only values cover the whole day)', async () => {
    const today = nowText().slice(0, 10);
    expect(await codes({ createTime_dategt: '2000-01-01' })).toEqual(['A-1', 'B-2', 'C-3']);
    expect(await codes({ createTime_datelt: '2000-01-01 00:00:00' })).toEqual([]);
    expect(await codes({ createTime_dateequal: today })).toEqual(['A-1', 'B-2', 'C-3']);
    expect(await codes({ createTime_datele: today })).toEqual(['A-1', 'B-2', 'C-3']);
    expect(await codes({ createTime_dategt: today })).toEqual([]);
    expect(await codes({ createTime_datege: `${today} 00:00`, createTime_datelt: '2999-01-01' })).toEqual([
      'A-1',
      'B-2',
      'C-3',
    ]);
  });

  it('_null, _notnull and _ignore', async () => {
    expect(await codes({ releaseDate_null: 1 })).toEqual(['C-3']);
    expect(await codes({ releaseDate_notnull: 'yes' })).toEqual(['A-1', 'B-2']);
    expect(await codes({ remark_null: '' })).toEqual(['A-1']);
    expect(await codes({ remark_ignore: 'anything', name_ignore: 'x' })).toEqual(['A-1', 'B-2', 'C-3']);
  });

  it('combines conditions with AND', async () => {
    expect(await codes({ name_like: 'car', qty_gt: 1 })).toEqual(['A-1']);
  });

  it('ids: the rows of those ids only, with the other conditions (the references a page names)', async () => {
    expect(await codes({ ids: `${ids['A-1']},${ids['C-3']}` })).toEqual(['A-1', 'C-3']);
    expect(await codes({ ids: `${ids['A-1']},${ids['C-3']},${ids['A-1']}`, name: 'car' })).toEqual(['A-1']);
    expect(await codes({ ids: '999999' })).toEqual([]);
    const list = await c.get(`${G}/list`, { ids: ids['B-2'], size: 1 });
    expect(list.body.data.records.map((x: { code: string }) => x.code)).toEqual(['B-2']);
  });
});

describe('bad search values are 400 naming the parameter', () => {
  it('numbers', async () => {
    const r = await c.get(`${G}/page`, { qty: 'abc' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('数量: 必须是整数');
    expect((await en.get(`${G}/page`, { qty_gt: 'abc' })).body.msg).toBe('Quantity (qty_gt): must be a whole number');
    expect((await c.get(`${G}/page`, { price_lt: 'cheap' })).body.msg).toBe('价格(price_lt): 必须是数字');
  });

  it('dates', async () => {
    const r = await c.get(`${G}/page`, { releaseDate_dategt: 'yesterday' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('发布日期(releaseDate_dategt): 必须是日期(YYYY-MM-DD[ HH:mm:ss])');
  });

  it('ids that are not a list of ids', async () => {
    for (const bad of ['1,,2', 'a', '1;drop table x', '-1']) {
      const r = await en.get(`${G}/page`, { ids: bad });
      expect(r.status, bad).toBe(400);
      expect(r.body.msg).toMatch(/^IDs \(ids\): /);
    }
  });

  it('several at once, and unknown ones', async () => {
    // (`tenantId` is the platform administrator's tenant filter; for anyone else it is unknown: enforce-tenant.test.ts.)
    const r = await c.get(`${G}/page`, { qty: 'x', name_unknownsuffix: 'y', isDeleted: 1 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('数量: 必须是整数；未知字段: name_unknownsuffix, isDeleted');
  });
});
