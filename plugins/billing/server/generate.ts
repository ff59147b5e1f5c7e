/**
 * Generating a merchant's monthly bill (DOMAIN.md "Monthly bill"), inside the caller's transaction:
 *
 * - the generated lines: paid orders per store (income), succeeded refunds per store (deduction), the
 *   shares that moved per receiver (deduction; a sub-merchant receiver named by `subMerchantId`) and the
 *   shares returned (income) — every amount summed in SQL (order-sums.ts, share-sums.ts);
 * - the bill: its amounts are the sums of its lines (bill-sums.ts), so
 *   billAmount = orders − refunds − (shares − returned) + adjustments, to the fen;
 * - the store day bills of the merchant's month (one row per store and day);
 * - a line in the bill log.
 *
 * Idempotent: a bill already past "to confirm" is left alone; one still to confirm whose figures have not
 * changed is not touched; otherwise its generated lines are made again (adjustments kept); the unique index on (tenant, merchant, month) refuses a second bill. Works
 * on a plain database handle, so the demo seed generates the same way as the job.
 */
import { subFen, yuanText, type Fen } from '../../../engine/schema/money';
import type { Registry } from '../../../engine/schema';
import type { Db, DialectName } from '../../../server/kernel/db/database';
import { monthRange } from '../../../server/kernel/db/time';
import { paidOrderSums, refundSums } from './order-sums';
import { sharesMoved, sharesReturned } from './share-sums';
import { writeBillLog } from './bill-log';
import { resum } from './bill-sums';
import { lineName, lineRemark, type Words } from './line-names';
import { BILL, DEDUCTION, GENERATED, INCOME, KIND, T } from './tables';

export interface GenerateInput {
  tenantId: string;
  merchantId: number;
  month: string;
  now: string;
  operatorName: string;
  dialect: DialectName;
  /** The schemas: the bill's totals are declared there. */
  registry: Registry;
}

export interface GenerateResult {
  billId?: number;
  outcome: 'created' | 'regenerated' | 'kept';
}

export const billNoOf = (month: string, merchantId: number) => `MB${month.replace('-', '')}${String(merchantId).padStart(8, '0')}`;

interface Line {
  category_name: string;
  category_name_en: string;
  category_type: number;
  line_kind: string;
  amount: Fen;
  sub_merchant_id: number | null;
  remark: string;
  remark_en: string;
}

/** A generated line, its name and remark in both languages (line-names.ts). */
const line = (kind: string, type: number, amount: Fen, name: Words, remark: Words, subMerchantId: number | null = null): Line => ({
  category_name: name.zh,
  category_name_en: name.en,
  category_type: type,
  line_kind: kind,
  amount,
  sub_merchant_id: subMerchantId,
  remark: remark.zh,
  remark_en: remark.en,
});

async function linesOf(db: Db, i: GenerateInput): Promise<{ lines: Line[]; orderCount: number; merchantName: string }> {
  const range = monthRange(i.month);
  const [orders, refunds, shares, back] = await Promise.all([
    paidOrderSums(db, i.tenantId, range, 'store', i.merchantId),
    refundSums(db, i.tenantId, range, 'store', i.merchantId),
    sharesMoved(db, i.tenantId, i.merchantId, range),
    sharesReturned(db, i.tenantId, i.merchantId, range),
  ]);
  const storeName = new Map(orders.map((o) => [o.storeId, o.storeName]));
  const lines: Line[] = [];
  for (const o of orders)
    lines.push(line(KIND.order, INCOME, o.amount, lineName(KIND.order, o.storeName || String(o.storeId)), lineRemark(KIND.order, o.count)));
  for (const r of refunds) {
    const store = storeName.get(r.storeId) || String(r.storeId);
    lines.push(line(KIND.refund, DEDUCTION, r.amount, lineName(KIND.refund, store), lineRemark(KIND.refund, r.count)));
  }
  for (const s of shares) {
    const remark = lineRemark(KIND.share, s.count, s.receiverType);
    lines.push(line(KIND.share, DEDUCTION, s.amount, lineName(KIND.share, s.receiverName), remark, s.subMerchantId));
  }
  if (back.amount > 0)
    lines.push(line(KIND.shareBack, INCOME, back.amount, lineName(KIND.shareBack), lineRemark(KIND.shareBack, back.count)));
  return {
    lines: lines.filter((l) => l.amount > 0),
    orderCount: orders.reduce((n, o) => n + o.count, 0),
    merchantName: orders[0]?.merchantName ?? '',
  };
}

const lineKey = (l: Line) => JSON.stringify([l.category_name, l.category_type, l.line_kind, Number(l.amount), l.sub_merchant_id ?? null, l.remark]);

/** Whether a bill's generated lines are exactly these. */
async function sameLines(db: Db, billId: number, lines: Line[]): Promise<boolean> {
  const stored = await db
    .selectFrom(T.line)
    .select(['category_name', 'category_type', 'line_kind', 'amount', 'sub_merchant_id', 'remark'])
    .where('monthly_bill_id', '=', billId)
    .where('source', '=', GENERATED)
    .execute();
  const norm = (rows: Line[]) => rows.map((l) => lineKey({ ...l, category_type: Number(l.category_type), sub_merchant_id: l.sub_merchant_id == null ? null : Number(l.sub_merchant_id) })).sort();
  return JSON.stringify(norm(stored as unknown as Line[])) === JSON.stringify(norm(lines));
}

async function dayBills(db: Db, i: GenerateInput): Promise<void> {
  const range = monthRange(i.month);
  const [orders, refunds] = await Promise.all([
    paidOrderSums(db, i.tenantId, range, 'store-day', i.merchantId),
    refundSums(db, i.tenantId, range, 'store-day', i.merchantId),
  ]);
  const days = new Map<string, { storeId: number; storeName: string; merchantName: string; day: string; count: number; orders: Fen; refunds: Fen }>();
  const names = new Map(orders.map((o) => [o.storeId, o.storeName]));
  const merchantName = orders[0]?.merchantName ?? '';
  const entry = (storeId: number, day: string) => {
    const key = `${storeId}|${day}`;
    let d = days.get(key);
    if (!d) days.set(key, (d = { storeId, storeName: names.get(storeId) ?? '', merchantName, day, count: 0, orders: 0, refunds: 0 }));
    return d;
  };
  for (const o of orders) Object.assign(entry(o.storeId, o.day!), { count: o.count, orders: o.amount });
  for (const r of refunds) entry(r.storeId, r.day!).refunds = r.amount;
  await db
    .deleteFrom(T.day)
    .where('tenant_id', '=', i.tenantId)
    .where('merchant_id', '=', i.merchantId)
    .where('bill_date', '>=', range.from.slice(0, 10))
    .where('bill_date', '<', range.to.slice(0, 10))
    .execute();
  const rows = [...days.values()].map((d) => ({
    tenant_id: i.tenantId,
    bill_date: d.day,
    merchant_id: i.merchantId,
    merchant_name: d.merchantName,
    store_id: d.storeId,
    store_name: d.storeName,
    order_count: d.count,
    order_amount: d.orders,
    refund_amount: d.refunds,
    net_amount: subFen(d.orders, d.refunds),
    create_time: i.now,
    update_time: i.now,
    status: 1,
  }));
  for (let k = 0; k < rows.length; k += 200) await db.insertInto(T.day).values(rows.slice(k, k + 200)).execute();
}

/** Generate (or refresh) one merchant's bill of one month. */
export async function generateBill(db: Db, i: GenerateInput): Promise<GenerateResult> {
  let q = db.selectFrom(T.bill).selectAll().where('tenant_id', '=', i.tenantId).where('merchant_id', '=', i.merchantId).where('bill_month', '=', i.month);
  if (i.dialect === 'postgres') q = q.forUpdate();
  const existing = await q.executeTakeFirst();
  if (existing && Number(existing.bill_status) !== BILL.toConfirm) return { billId: Number(existing.id), outcome: 'kept' };
  const { lines, orderCount, merchantName } = await linesOf(db, i);
  if (!existing && !lines.length) return { outcome: 'kept' };
  // Nothing new since the last run: touch nothing (the daily run meets most bills unchanged).
  if (existing && Number(existing.order_count) === orderCount && (await sameLines(db, Number(existing.id), lines)))
    return { billId: Number(existing.id), outcome: 'kept' };
  let bill = existing;
  if (!bill) {
    const inserted = await db
      .insertInto(T.bill)
      .values({
        tenant_id: i.tenantId,
        bill_no: billNoOf(i.month, i.merchantId),
        merchant_id: i.merchantId,
        merchant_name: merchantName,
        bill_month: i.month,
        order_count: orderCount,
        bill_status: BILL.toConfirm,
        create_time: i.now,
        update_time: i.now,
        status: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    bill = await db.selectFrom(T.bill).selectAll().where('id', '=', Number(inserted.id)).executeTakeFirstOrThrow();
  } else {
    await db.deleteFrom(T.line).where('monthly_bill_id', '=', Number(bill.id)).where('source', '=', GENERATED).execute();
  }
  const billId = Number(bill.id);
  if (lines.length)
    await db
      .insertInto(T.line)
      .values(
        lines.map((l) => ({
          ...l,
          tenant_id: i.tenantId,
          monthly_bill_id: billId,
          bill_no: bill.bill_no,
          merchant_id: i.merchantId,
          source: GENERATED,
          create_time: i.now,
          update_time: i.now,
          status: 1,
        })),
      )
      .execute();
  const sums = await resum(db, i.registry, billId, { order_count: orderCount, update_time: i.now, ...(merchantName && { merchant_name: merchantName }) });
  await dayBills(db, i);
  await writeBillLog(db, [
    {
      bill,
      action: existing ? 'regenerate' : 'generate',
      // Language-neutral: the bill's equation in yuan.
      content: `${yuanText(sums.orderAmount)} − ${yuanText(sums.refundAmount)} − ${yuanText(sums.shareAmount)} + ${yuanText(sums.adjustAmount)} = ${yuanText(sums.billAmount)}`,
      operatorName: i.operatorName,
      at: i.now,
    },
  ]);
  return { billId, outcome: existing ? 'regenerated' : 'created' };
}
