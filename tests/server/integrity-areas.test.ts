/**
 * Issue 34, the general rules of docs/integrity.md on one schema (or more) of every business area, through
 * the generic submit each area's screens use — one table, three rules:
 *
 * - dictionary: a value outside the column's dictionary is refused, naming the field and the allowed labels;
 * - reference: an id of another tenant's row is refused for a tenant's user, naming the field and the tenant;
 * - owner: a child the platform administrator adds without a tenant id goes to its parent's tenant.
 *
 * A case leaves out a rule its area has no schema for (rentals' rows are written by actions: their refunds
 * are checked in integrity-instances.test.ts and books-property.test.ts). Every case ends with the books
 * check finding nothing. Runs on SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelsOf } from '../../server/crud/integrity';
import { checkBooks, describeBreach } from '../../server/crud/integrity/books';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

const TENANT = '100001';
let s: TestServer;
let platform: Client;
let brand: Client;

type Body = Record<string, unknown>;

/** The id of a live row of a table in a tenant (the demo data's), matching `where`. */
async function idIn(table: string, tenantId: string, where: Record<string, unknown> = {}): Promise<string> {
  let q = s.database.db.selectFrom(table).select('id').where('tenant_id', '=', tenantId);
  for (const [k, v] of Object.entries(where)) q = q.where(k, '=', v as never);
  const row = await q.orderBy('id').executeTakeFirstOrThrow();
  return String(row.id);
}

interface Case {
  area: string;
  /** The entity, as the test names it. */
  entity: string;
  submit: string;
  table: string;
  /** A new row of tenant 100001 that the tenant's administrator may add (no tenant id). */
  body: () => Promise<Body>;
  dict?: { prop: string; label: string; bad: unknown };
  /** A reference prop, its label, the target's title, and an id of a row of another tenant (000000). */
  ref?: { prop: string; label: string; title: string; foreign: () => Promise<string> };
  /** The body's prop that names the owning parent (a row of tenant 100001). */
  owner?: string;
}

let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now() % 100000}${(seq += 1)}`;

const CASES: Case[] = [
  {
    area: 'system',
    entity: 'system.post',
    submit: '/api/blade-system/post/submit',
    table: 'blade_post',
    body: async () => ({ category: 1, postCode: unique('p'), postName: unique('岗位'), sort: 9 }),
    dict: { prop: 'category', label: 'Category', bad: 9 },
  },
  {
    area: 'merchants',
    entity: 'merchant.store',
    submit: '/api/toycar-merchant/merchantstore/submit',
    table: 'tc_merchant_store',
    body: async () => ({
      storeName: unique('门店'),
      merchantId: await idIn('tc_merchant', TENANT, { is_able: 1, status: 1 }),
      storeType: 1,
      // Places are chosen down the region cascade (codes); their names are computed from them.
      provinceCode: '31',
      cityCode: '3101',
      districtCode: '310115',
      address: '世纪大道 1 号',
    }),
    dict: { prop: 'storeType', label: 'Type', bad: 99 },
    ref: {
      prop: 'merchantId',
      label: 'Merchant',
      title: 'Unified merchants',
      foreign: () => idIn('tc_merchant', '000000', { is_able: 1, status: 1 }),
    },
    owner: 'merchantId',
  },
  {
    area: 'devices',
    entity: 'device.partsModel',
    submit: '/api/toycar-device/partsmodel/submit',
    table: 'tc_parts_model',
    body: async () => ({
      partsName: unique('配件'),
      partsCode: unique('PC-'),
      category: 1,
      carModelId: await idIn('tc_car_model', TENANT),
      unitPrice: 12.5,
    }),
    dict: { prop: 'category', label: 'Category', bad: 99 },
    ref: {
      prop: 'carModelId',
      label: 'Car model',
      title: 'Car models',
      foreign: () => Promise.resolve(platformCarModel),
    },
    owner: 'carModelId',
  },
  {
    area: 'billing',
    entity: 'billing.monthBillDetail',
    submit: '/api/unified-merchant/monthbilldetail/submit',
    table: 'um_month_bill_detail',
    body: async () => ({
      monthlyBillId: await idIn('um_month_bill', TENANT, { bill_status: 0 }),
      categoryName: unique('调整'),
      categoryType: 1,
      amount: 1.5,
    }),
    dict: { prop: 'categoryType', label: 'Type', bad: 5 },
    owner: 'monthlyBillId',
  },
  {
    area: 'sharing',
    entity: 'sharing.shareRatio',
    submit: '/api/unified-merchant/shareratio/submit',
    table: 'um_share_ratio',
    body: async () => ({
      merchantId: await idIn('tc_merchant', TENANT),
      productCode: 'toycar',
      receiverType: 3,
      receiverName: unique('合作方'),
      receiverAccount: '1688000011',
      ratio: 0.01,
      isAble: 0,
    }),
    dict: { prop: 'receiverType', label: 'Receiver type', bad: 42 },
  },
  {
    area: 'workflow',
    entity: 'flow.model',
    submit: '/api/blade-flow/model/submit',
    table: 'blade_flow_model',
    body: async () => ({ modelKey: unique('M'), name: unique('模型'), category: 'general' }),
    dict: { prop: 'category', label: 'Category', bad: 'nope' },
  },
];

let platformCarModel: string;

beforeAll(async () => {
  s = await startTestServer();
  platform = client(s.app, await login(s.app), 'en');
  brand = client(s.app, await login(s.app, { tenantId: TENANT, ip: '10.0.0.2' }), 'en');
  // The demo data's car models are all tenant 100001's: the platform makes one of its own.
  const model = await platform.post('/api/toycar-device/carmodel/submit', {
    modelName: 'Platform model',
    modelCode: 'PLAT-1',
    minAge: 3,
    maxAge: 8,
  });
  expect(model.status, JSON.stringify(model.body)).toBe(200);
  platformCarModel = await idIn('tc_car_model', '000000');
});

afterAll(async () => {
  await s?.close();
});

describe.each(CASES)('$area: $entity', (c) => {
  it('takes a valid row of the tenant', async () => {
    const r = await brand.post(c.submit, await c.body());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });

  it.runIf(c.dict)('refuses a value outside the dictionary, naming the field and the allowed labels', async () => {
    const d = c.dict!;
    const count = await rows(c.table);
    const r = await brand.post(c.submit, { ...(await c.body()), [d.prop]: d.bad });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(new RegExp(`^${d.label}: ${String(d.bad)} is not allowed \\(choose from: .+\\)$`));
    expect(await rows(c.table)).toBe(count);
  });

  it.runIf(c.ref)('refuses a reference to another tenant’s row, naming the field', async () => {
    const f = c.ref!;
    const foreign = await f.foreign();
    const r = await brand.post(c.submit, { ...(await c.body()), [f.prop]: foreign });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain(`${f.label}: ${foreign} does not exist in "${f.title}" of tenant ${TENANT}`);
  });

  it.runIf(c.owner)('puts a child the platform administrator adds into its parent’s tenant', async () => {
    const body = await c.body();
    const r = await platform.post(c.submit, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const prop = c.owner!.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
    const stored = await s.database.db
      .selectFrom(c.table)
      .select(['tenant_id'])
      .where(prop, '=', Number(body[c.owner!]))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.tenant_id).toBe(TENANT);
  });
});

describe('system: a user’s posts', () => {
  it('refuses another tenant’s post, naming the field; takes the user’s own tenant’s', async () => {
    const user = (await platform.get('/api/blade-user/page', { account: 'operator', tenantId: TENANT })).body.data
      .records[0] as Body;
    const foreign = await idIn('blade_post', '000000');
    const r = await platform.post('/api/blade-user/submit', { ...user, postId: foreign });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(`Posts: ${foreign} does not exist in "Posts" of tenant ${TENANT}`);
    const own = await idIn('blade_post', TENANT);
    expect((await platform.post('/api/blade-user/submit', { ...user, postId: own })).status).toBe(200);
  });
});

describe('rentals: a refund', () => {
  it('the platform administrator makes goes to its order’s tenant, and the order’s refunded amount is its refunds', async () => {
    const db = s.database.db;
    const order = await db
      .selectFrom('biz_order')
      .select(['id', 'tenant_id'])
      .where('tenant_id', '=', TENANT)
      .where('order_status', 'in', [2, 3])
      .where((eb) => eb('paid_amount', '>', eb.ref('refunded_amount')))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const r = await platform.post('/api/share-biz/order/refundOrder', {
      ids: String(order.id),
      refundAmount: 0.01,
      remarks: 'integrity',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const refunds = await db
      .selectFrom('pay_refund_order')
      .select(['tenant_id', 'amount', 'refund_status'])
      .where('order_id', '=', order.id)
      .execute();
    expect(refunds.map((x) => x.tenant_id)).toEqual(refunds.map(() => TENANT));
    const counted = refunds.filter((x) => [0, 1, 2].includes(Number(x.refund_status)));
    const after = await db
      .selectFrom('biz_order')
      .select('refunded_amount')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(Number(after.refunded_amount)).toBe(counted.reduce((n, x) => n + Number(x.amount), 0));
  });
});

async function rows(table: string): Promise<number> {
  const r = await s.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('after every case', () => {
  it('the books check finds nothing', async () => {
    expect((await checkBooks(s.database.db, modelsOf(s.registry))).map(describeBreach)).toEqual([]);
  });
});
