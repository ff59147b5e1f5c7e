/**
 * Issue 34, the instances found by a new user (each reproduced as it was reported, then fixed by a rule
 * the engine applies to every schema — docs/integrity.md):
 *
 * - the platform administrator adds an adjustment line to a bill of tenant 100001 without naming a tenant:
 *   it goes to the bill's tenant (the line's declared owner), with the bill's number and merchant;
 * - line types outside the dictionary (3, 0, -1) are refused, naming the field and the allowed labels;
 * - oversized refunds are refused for their size ("cannot exceed 100,000.00"), in both languages;
 * - a user of tenant 100001 given the platform's role 1 or department 1 is refused, naming the field.
 *
 * Runs on SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBill } from '../../plugins/billing/server/generate';
import { addOrder } from './order-support';
import { checkBooks } from '../../server/crud/integrity/books';
import { modelsOf } from '../../server/crud/integrity';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

const U = '/api/unified-merchant';
const TENANT = '100001';
let s: TestServer;
let platform: Client;
let platformEn: Client;
let brand: Client;
let billId: string;
let platformBillId: string;

/** A bill to confirm of a merchant of its own, from one paid order. */
async function billFor(tenantId: string, merchantId: number): Promise<string> {
  await addOrder(s.database.db, {
    tenantId,
    merchantId,
    storeId: merchantId + 100,
    paid: 50000,
    payTime: '2023-03-15 15:00:00',
  });
  const r = await s.database.transaction((trx) =>
    generateBill(trx, {
      tenantId,
      merchantId,
      month: '2023-03',
      now: '2023-04-01 03:00:00',
      operatorName: '系统',
      dialect: s.database.dialect,
      registry: s.registry,
    }),
  );
  return String(r.billId);
}

async function bill(api: Client, id: string) {
  const r = await api.get(`${U}/monthbill/detail`, { id });
  expect(r.status).toBe(200);
  return r.body.data as Record<string, unknown>;
}

const linesOf = async (api: Client, id: string) =>
  (await api.get(`${U}/monthbilldetail/list`, { monthlyBillId: id, size: 100 })).body.data.records as Array<
    Record<string, unknown>
  >;

beforeAll(async () => {
  s = await startTestServer();
  platform = client(s.app, await login(s.app));
  platformEn = client(s.app, await login(s.app), 'en');
  brand = client(s.app, await login(s.app, { tenantId: TENANT, ip: '10.0.0.2' }), 'en');
  billId = await billFor(TENANT, 934001);
  platformBillId = await billFor('000000', 934002);
});

afterAll(async () => {
  await s?.close();
});

describe('a bill line added by the platform administrator', () => {
  it('goes to the bill’s tenant without a tenant id, with its number and merchant, and the bill equals its lines', async () => {
    const before = await bill(platform, billId);
    expect(before).toMatchObject({ tenantId: TENANT, billAmount: 500, adjustAmount: 0 });
    const add = await platform.post(`${U}/monthbilldetail/submit`, {
      monthlyBillId: billId,
      categoryName: '场地补贴',
      categoryType: 1,
      amount: 12.34,
    });
    expect(add.status).toBe(200);
    // The tenant's own administrator sees the line behind the adjustment.
    const seen = await linesOf(brand, billId);
    const line = seen.find((l) => l.categoryName === '场地补贴');
    expect(line).toMatchObject({
      tenantId: TENANT,
      billNo: before.billNo,
      merchantId: before.merchantId,
      amount: 12.34,
      source: 2,
    });
    expect(await bill(brand, billId)).toMatchObject({ adjustAmount: 12.34, billAmount: 512.34 });
    const stored = await s.database.db
      .selectFrom('um_month_bill_detail')
      .select('tenant_id')
      .where('monthly_bill_id', '=', Number(billId))
      .execute();
    expect(stored.map((r) => r.tenant_id)).toEqual(stored.map(() => TENANT));
    expect(await checkBooks(s.database.db, modelsOf(s.registry))).toEqual([]);
  });

  it('is refused when the administrator names another tenant than the bill’s', async () => {
    const r = await platformEn.post(`${U}/monthbilldetail/submit`, {
      monthlyBillId: billId,
      tenantId: '000000',
      categoryName: 'x',
      categoryType: 1,
      amount: 1,
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(`tenantId: this record belongs to the tenant of its Bill ID, ${TENANT}`);
  });

  it('names the field when the bill does not exist, or is another tenant’s', async () => {
    const none = await platformEn.post(`${U}/monthbilldetail/submit`, {
      monthlyBillId: '99999999',
      categoryName: 'x',
      categoryType: 1,
      amount: 1,
    });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('Bill ID: 99999999 does not exist in "Monthly bills"');
    // Tenant 100001's administrator does not reach the platform's bills.
    const other = await brand.post(`${U}/monthbilldetail/submit`, {
      monthlyBillId: platformBillId,
      categoryName: 'x',
      categoryType: 1,
      amount: 1,
    });
    expect(other.status).toBe(400);
    expect(other.body.msg).toBe(`Bill ID: ${platformBillId} does not exist in "Monthly bills" of tenant ${TENANT}`);
    expect(await linesOf(platform, platformBillId)).toHaveLength(1);
  });
});

describe('a line type outside its dictionary', () => {
  it.each([3, 0, -1, '3'])('%s is refused naming the field and the allowed labels; nothing changes', async (type) => {
    const before = await bill(platform, billId);
    const count = (await linesOf(platform, billId)).length;
    const en = await platformEn.post(`${U}/monthbilldetail/submit`, {
      monthlyBillId: billId,
      categoryName: '错类',
      categoryType: type,
      amount: 5,
    });
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe(`Type: ${String(type)} is not allowed (choose from: Income, Deduction)`);
    const zh = await platform.post(`${U}/monthbilldetail/submit`, {
      monthlyBillId: billId,
      categoryName: '错类',
      categoryType: type,
      amount: 5,
    });
    expect(zh.body.msg).toBe(`明细类型：${String(type)} 不是可选值（可选：收入、扣减）`);
    expect(await linesOf(platform, billId)).toHaveLength(count);
    expect(await bill(platform, billId)).toEqual(before);
  });

  it('is refused on an edit too, and the bill keeps equalling its lines', async () => {
    const line = (await linesOf(platform, billId)).find((l) => l.source === 2)!;
    const r = await platformEn.post(`${U}/monthbilldetail/submit`, { ...line, categoryType: 3 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('Type: 3 is not allowed');
    const deduct = await platform.post(`${U}/monthbilldetail/submit`, { ...line, categoryType: 2 });
    expect(deduct.status).toBe(200);
    expect(await bill(platform, billId)).toMatchObject({ adjustAmount: -12.34, billAmount: 487.66 });
    expect(await checkBooks(s.database.db, modelsOf(s.registry))).toEqual([]);
  });
});

describe('oversized amounts', () => {
  const order = async () => {
    const r = await s.database.db
      .selectFrom('biz_order')
      .select('id')
      .where('tenant_id', '=', TENANT)
      .executeTakeFirstOrThrow();
    return String(r.id);
  };

  it.each([1e15, '99999999999999999999', 1e9, '1e15'])(
    'a refund of %s says it cannot exceed 100,000.00',
    async (amount) => {
      const id = await order();
      const en = await platformEn.post('/api/share-biz/order/refundOrder', {
        ids: id,
        refundAmount: amount,
        remarks: 'too much',
      });
      expect(en.status).toBe(400);
      expect(en.body.msg).toBe('Refund amount (yuan): cannot exceed 100,000.00');
      const zh = await platform.post('/api/share-biz/order/refundOrder', {
        ids: id,
        refundAmount: amount,
        remarks: '太多',
      });
      expect(zh.body.msg).toBe('退款金额(元): 不能超过 100,000.00');
    },
  );

  it('keeps the other reasons in order: type, then range, then precision', async () => {
    const id = await order();
    const refund = (refundAmount: unknown) =>
      platformEn.post('/api/share-biz/order/refundOrder', { ids: id, refundAmount, remarks: 'x' });
    expect((await refund('lots')).body.msg).toBe('Refund amount (yuan): must be a number');
    expect((await refund(0.001)).body.msg).toBe('Refund amount (yuan): must be at least 0.01');
    expect((await refund(1.234)).body.msg).toBe('Refund amount (yuan): must have at most 2 decimals');
    expect((await refund(100000.001)).body.msg).toBe('Refund amount (yuan): cannot exceed 100,000.00');
  });
});

describe('a user given another tenant’s role or department', () => {
  const operator = async () => {
    const r = await platform.get('/api/blade-user/page', { account: 'operator', tenantId: TENANT });
    return r.body.data.records[0] as Record<string, unknown>;
  };

  it('is refused naming the departments and the roles; the user is unchanged', async () => {
    const user = await operator();
    const both = await platformEn.post('/api/blade-user/submit', { ...user, roleId: '1', deptId: '1' });
    expect(both.status).toBe(400);
    expect(both.body.msg).toBe(
      `Departments: 1 does not exist in "Departments" of tenant ${TENANT}; Roles: 1 does not exist in "Roles" of tenant ${TENANT}`,
    );
    const ownRole = await s.database.db
      .selectFrom('blade_role')
      .select('id')
      .where('tenant_id', '=', TENANT)
      .executeTakeFirstOrThrow();
    const depts = await platform.post('/api/blade-user/update', { ...user, roleId: String(ownRole.id), deptId: '1' });
    expect(depts.status).toBe(400);
    expect(depts.body.msg).toBe(`所属部门：租户 ${TENANT} 的「机构管理」中不存在 1`);
    expect(await operator()).toEqual(user);
  });

  it('keeps roles it already has and takes its own tenant’s', async () => {
    const user = await operator();
    const own = await s.database.db
      .selectFrom('blade_role')
      .select('id')
      .where('tenant_id', '=', TENANT)
      .orderBy('id')
      .execute();
    const roleId = [...new Set([...String(user.roleId).split(','), String(own[0].id)])].join(',');
    const r = await platform.post('/api/blade-user/submit', { ...user, roleId });
    expect(r.status).toBe(200);
    expect((await operator()).roleId).toBe(roleId);
  });
});
