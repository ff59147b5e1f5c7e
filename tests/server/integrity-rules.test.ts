/**
 * The engine's integrity rules on the worked example of docs/integrity.md (fixtures test.stockItem and
 * test.stockMove): a movement goes to its item's tenant whoever writes it and copies the item's name; its
 * direction must be a key of its dictionary; its item must be a live row of its own tenant; the item's
 * stock is the sum of its movements after every add, edit and removal; a movement that would take the
 * stock below zero is refused and changes nothing; the books check names a planted breach with its record.
 * Runs on SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintFiles } from '../../engine/schema/lint';
import { defaultSchemaDir, loadSchemaFiles } from '../../engine/schema/node/load';
import { modelsOf } from '../../server/crud/integrity';
import { checkBooks, describeBreach } from '../../server/crud/integrity/books';
import { client, fixturesDir, login, startTestServer, type Client, type TestServer } from './helpers';

const ITEM = '/api/toycar-test/stockitem';
const MOVE = '/api/toycar-test/stockmove';
const TENANT = '100001';
let s: TestServer;
let platform: Client;
let brand: Client;
let brandZh: Client;

const books = () => checkBooks(s.database.db, modelsOf(s.registry));

async function item(api: Client, id: string) {
  const r = await api.get(`${ITEM}/detail`, { id });
  return r.body.data as Record<string, unknown>;
}

async function addMove(
  api: Client,
  itemId: string,
  direction: number,
  qty: number,
  extra: Record<string, unknown> = {},
) {
  return api.post(`${MOVE}/submit`, { itemId, direction, qty, ...extra });
}

async function moves(api: Client, itemId: string) {
  return (await api.get(`${MOVE}/list`, { itemId, size: 100 })).body.data.records as Array<Record<string, unknown>>;
}

beforeAll(async () => {
  s = await startTestServer();
  platform = client(s.app, await login(s.app), 'en');
  brand = client(s.app, await login(s.app, { tenantId: TENANT, ip: '10.0.0.2' }), 'en');
  brandZh = client(s.app, await login(s.app, { tenantId: TENANT, ip: '10.0.0.3' }));
});

afterAll(async () => {
  await s?.close();
});

describe('the worked example: stock = movements', () => {
  let itemId: string;

  it('passes the lint with the real schemas', async () => {
    const { files } = await loadSchemaFiles([defaultSchemaDir, fixturesDir]);
    expect(lintFiles(files)).toEqual([]);
  });

  it('puts a movement the platform administrator adds into its item’s tenant, with the item’s name', async () => {
    expect((await brand.post(`${ITEM}/submit`, { itemName: '童车电池', stock: 999 })).status).toBe(200);
    const [row] = (await brand.get(`${ITEM}/list`, { itemName: '童车电池' })).body.data.records;
    itemId = String(row.id);
    // The stock is not typed: it is what the movements say (none yet).
    expect(await item(brand, itemId)).toMatchObject({ tenantId: TENANT, stock: 0 });
    expect((await addMove(platform, itemId, 1, 10)).status).toBe(200);
    const [move] = await moves(brand, itemId);
    expect(move).toMatchObject({ tenantId: TENANT, itemName: '童车电池', qty: 10 });
    expect(await item(brand, itemId)).toMatchObject({ stock: 10 });
  });

  it('keeps the stock equal to the movements through adds, edits and removals', async () => {
    expect((await addMove(brand, itemId, 2, 4)).status).toBe(200);
    expect(await item(brand, itemId)).toMatchObject({ stock: 6 });
    const out = (await moves(brand, itemId)).find((m) => m.direction === 2)!;
    expect((await brand.post(`${MOVE}/submit`, { ...out, qty: 1 })).status).toBe(200);
    expect(await item(brand, itemId)).toMatchObject({ stock: 9 });
    expect((await brand.post(`${MOVE}/remove`, undefined, { ids: String(out.id) })).status).toBe(200);
    expect(await item(brand, itemId)).toMatchObject({ stock: 10 });
    expect(await books()).toEqual([]);
  });

  it('refuses a movement that would take the stock below zero, changing nothing', async () => {
    const r = await addMove(brand, itemId, 2, 11);
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('"童车电池": the stock cannot go below zero');
    expect((await addMove(brandZh, itemId, 2, 11)).body.msg).toBe('「童车电池」：库存不能为负');
    expect(await moves(brand, itemId)).toHaveLength(1);
    expect(await item(brand, itemId)).toMatchObject({ stock: 10 });
    // Removing the inbound movement would too.
    const [inbound] = await moves(brand, itemId);
    await addMove(brand, itemId, 2, 3);
    expect((await brand.post(`${MOVE}/remove`, undefined, { ids: String(inbound.id) })).status).toBe(400);
    expect(await item(brand, itemId)).toMatchObject({ stock: 7 });
  });

  it('refuses a direction outside its dictionary and an item of no row or of another tenant, naming each field', async () => {
    const bad = await addMove(brand, itemId, 3, 1);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('Direction: 3 is not allowed (choose from: In, Out)');
    expect((await addMove(brandZh, itemId, 3, 1)).body.msg).toBe('方向：3 不是可选值（可选：入库、出库）');
    expect((await addMove(brand, '987654321', 1, 1)).body.msg).toBe(
      `Item: 987654321 does not exist in "Test stock" of tenant ${TENANT}`,
    );
    // The platform's own item is out of the brand's reach, and an edit cannot move a movement there.
    expect((await platform.post(`${ITEM}/submit`, { itemName: 'platform part' })).status).toBe(200);
    const [own] = (await platform.get(`${ITEM}/list`, { itemName: 'platform part', tenantId: '000000' })).body.data
      .records;
    expect((await addMove(brand, String(own.id), 1, 1)).status).toBe(400);
    const [mine] = await moves(brand, itemId);
    const moved = await platform.post(`${MOVE}/submit`, { ...mine, itemId: String(own.id) });
    expect(moved.status).toBe(400);
    expect(moved.body.msg).toBe(`Item: ${String(own.id)} does not exist in "Test stock" of tenant ${TENANT}`);
  });

  it('lets the books check name a planted breach with its record, and nothing else', async () => {
    await s.database.db.updateTable('test_stock_item').set({ stock: 1234 }).where('id', '=', Number(itemId)).execute();
    const found = await books();
    expect(found.map(describeBreach)).toEqual([
      `test.stockItem #${itemId} "童车电池" [total:stock] stock is 1234 but its lines (test.stockMove) give 7`,
    ]);
    await s.database.db.updateTable('test_stock_item').set({ stock: -1 }).where('id', '=', Number(itemId)).execute();
    expect((await books()).map((b) => b.rule).sort()).toEqual(['invariant:noNegativeStock', 'total:stock']);
    await s.database.db.updateTable('test_stock_item').set({ stock: 7 }).where('id', '=', Number(itemId)).execute();
    await s.database.db
      .updateTable('test_stock_move')
      .set({ tenant_id: '000000' })
      .where('item_id', '=', Number(itemId))
      .where('direction', '=', 2)
      .execute();
    const moved = await books();
    expect(moved.map((b) => b.rule).sort()).toEqual(['owner', 'total:stock']);
    expect(moved.find((b) => b.rule === 'owner')!.detail).toBe(
      `itemId ${itemId} is no live row of test.stockItem in the same tenant`,
    );
  });
});
