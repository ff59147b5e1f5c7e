/**
 * The demo's split of thousands of paid orders, in bulk: the same cut as split.ts (`cut`, the store's own
 * ratios else the merchant-wide ones, largest remainder) and the same rows — ratio order, funds-split
 * details, the request with its details, items and product line — but a batch of orders is written with
 * a handful of multi-row inserts, and each request is written with the outcome the channel had (seed.ts
 * `Fate`) and its calls, instead of pending and then settled. One order at a time took ≈ 15 queries per
 * order (≈ 20 s for the demo); every server-test worker seeds a template, so the demo must be quick.
 */
import { sumFen, subFen } from '../../../engine/schema/money';
import type { Db } from '../../../server/kernel/db/database';
import { formatDateTime } from '../../../server/kernel/db/time';
import type { Row } from '../../../server/crud/convert';
import type { SplittableOrder } from './order-source';
import { percentText } from './ratios';
import { applicableRatios, bizNoOf, cut, RENTAL_PRODUCT } from './split';
import { RESULT, S, SEND, T } from './tables';

export type Fate = 'ok' | 'timeout' | 'refused' | 'returned';

const DAY = 86_400_000;
const at = (t: string, plusMs: number) => formatDateTime(new Date(Date.parse(t.replace(' ', 'T')) + plusMs));

/** Insert in chunks (SQLite binds at most 32,766 values per statement). */
async function insertAll(db: Db, table: string, rows: Array<Record<string, unknown>>): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto(table).values(rows.slice(i, i + 200)).execute();
}

const TIMEOUT = '分账渠道在 5000 毫秒内未响应，请稍后重试';
const REFUSED = '分账渠道拒绝了请求：接收方账户已冻结';

/** Split a batch of one tenant's orders with their fates; answers how many requests were made. */
export async function seedSplitBatch(db: Db, orders: SplittableOrder[], fateOf: () => Fate, seq: { n: number }): Promise<number> {
  const ratioCache = new Map<string, Row[]>();
  const ratiosOf = async (o: SplittableOrder) => {
    const key = `${o.tenantId}|${o.merchantId}|${o.storeId}`;
    let r = ratioCache.get(key);
    if (!r) ratioCache.set(key, (r = await applicableRatios(db, o.tenantId, o.merchantId, o.storeId, RENTAL_PRODUCT)));
    return r;
  };
  const ratioOrders: Array<Record<string, unknown>> = [];
  const bizRows: Array<Record<string, unknown>> = [];
  const plans: Array<{ o: SplittableOrder; base: number; paying: ReturnType<typeof cut>['shares']; fate: Fate; sentAt: string }> = [];
  for (const o of orders) {
    const base = subFen(o.paid, o.refunded);
    const { shares, kept } = cut(Math.max(0, base), base > 0 ? await ratiosOf(o) : []);
    const paying = shares.filter((s) => s.amount > 0);
    const shared = sumFen(paying.map((s) => s.amount));
    const now = at(o.payTime.slice(0, 10) + ' 01:00:00', DAY);
    const common = { tenant_id: o.tenantId, create_time: now, order_id: o.id, order_number: o.orderNumber, merchant_id: o.merchantId, merchant_name: o.merchantName, store_id: o.storeId, store_name: o.storeName };
    ratioOrders.push({
      ...common,
      product_code: RENTAL_PRODUCT,
      paid_amount: base,
      share_amount: shared,
      merchant_amount: kept,
      ratio_text: shares.map((s) => `${String(s.ratio.receiver_name)} ${percentText(s.points)}%`).join(' · ').slice(0, 500),
      pay_time: o.payTime,
    });
    if (!paying.length) continue;
    const fate = fateOf();
    const sentAt = at(o.payTime.slice(0, 10) + ' 02:00:00', DAY);
    const failed = fate === 'timeout' || fate === 'refused';
    const finish = at(sentAt, 1200);
    plans.push({ o, base, paying, fate, sentAt });
    bizRows.push({
      ...common,
      biz_no: bizNoOf(o.id),
      transaction_id: o.transactionId,
      profitsharing_type: 1,
      funding_type: 1,
      amount: shared,
      sharing_status: failed ? S.failed : fate === 'returned' ? S.returned : S.succeeded,
      attempts: fate === 'timeout' ? 4 : 1,
      fail_reason: fate === 'timeout' ? TIMEOUT : fate === 'refused' ? REFUSED : null,
      finish_time: failed ? null : finish,
      return_time: fate === 'returned' ? at(sentAt, 3 * DAY + 1200) : null,
      update_time: finish,
      status: 1,
    });
  }
  await insertAll(db, T.ratioOrder, ratioOrders);
  if (!plans.length) return 0;
  await insertAll(db, T.biz, bizRows);
  const ids = new Map<number, number>();
  const orderIds = plans.map((p) => p.o.id);
  for (let i = 0; i < orderIds.length; i += 500)
    for (const r of await db.selectFrom(T.biz).select(['id', 'order_id']).where('order_id', 'in', orderIds.slice(i, i + 500)).execute())
      ids.set(Number(r.order_id), Number(r.id));

  const splits: Array<Record<string, unknown>> = [];
  const details: Array<Record<string, unknown>> = [];
  const products: Array<Record<string, unknown>> = [];
  const sends: Array<Record<string, unknown>> = [];
  for (const { o, paying, fate, sentAt } of plans) {
    const bizId = ids.get(o.id)!;
    const bizNo = bizNoOf(o.id);
    const now = at(o.payTime.slice(0, 10) + ' 01:00:00', DAY);
    const failed = fate === 'timeout' || fate === 'refused';
    const state = failed ? S.failed : fate === 'returned' ? S.returned : S.succeeded;
    const shared = sumFen(paying.map((s) => s.amount));
    for (const s of paying) {
      const receiver = { receiver_type: s.ratio.receiver_type, receiver_name: s.ratio.receiver_name, receiver_account: s.ratio.receiver_account };
      splits.push({ tenant_id: o.tenantId, create_time: now, ...receiver, po_id: o.id, order_number: o.orderNumber, merchant_id: o.merchantId, merchant_name: o.merchantName, ratio: percentText(s.points), amount: s.amount, biz_id: bizId });
      details.push({
        tenant_id: o.tenantId,
        create_time: now,
        ...receiver,
        biz_id: bizId,
        biz_no: bizNo,
        merchant_id: o.merchantId,
        sub_merchant_id: s.ratio.sub_merchant_id ?? null,
        amount: s.amount,
        detail_status: state,
        finish_time: failed ? null : at(sentAt, 1200),
        return_time: fate === 'returned' ? at(sentAt, 3 * DAY + 1200) : null,
      });
    }
    products.push({ tenant_id: o.tenantId, create_time: now, biz_id: bizId, biz_no: bizNo, order_number: o.orderNumber, product_code: RENTAL_PRODUCT, order_amount: o.paid, share_amount: shared });
    seq.n += 1;
    const call = (type: number, attempt: number, result: number, plusMs: number, message = '', channel: string | null = null) => ({
      tenant_id: o.tenantId,
      biz_id: bizId,
      biz_no: bizNo,
      send_type: type,
      attempt,
      funding_type: 1,
      amount: shared,
      send_result: result,
      channel_order_id: channel,
      message,
      create_time: at(sentAt, plusMs),
      finish_time: at(sentAt, plusMs + 1200),
    });
    if (fate === 'timeout') sends.push(...[1, 2, 3, 4].map((a) => call(SEND.share, a, RESULT.timeout, (a - 1) * 60_000, TIMEOUT)));
    else if (fate === 'refused') sends.push(call(SEND.share, 1, RESULT.refused, 0, REFUSED));
    else sends.push(call(SEND.share, 1, RESULT.ok, 0, '', `wxshare-${String(seq.n).padStart(6, '0')}`));
    if (fate === 'returned') sends.push(call(SEND.giveBack, 1, RESULT.ok, 3 * DAY, '门店撤场，分账回退'));
  }
  await insertAll(db, T.split, splits);
  await insertAll(db, T.detail, details);
  await insertAll(db, T.product, products);
  await insertAll(db, T.send, sends);

  // The detail items point at their details: read the new details' ids back (one per request and account).
  const detailIds = new Map<string, number>();
  const bizIds = [...ids.values()];
  for (let i = 0; i < bizIds.length; i += 500)
    for (const r of await db.selectFrom(T.detail).select(['id', 'biz_id', 'receiver_account']).where('biz_id', 'in', bizIds.slice(i, i + 500)).execute())
      detailIds.set(`${String(r.biz_id)}|${String(r.receiver_account)}`, Number(r.id));
  const items: Array<Record<string, unknown>> = [];
  for (const { o, base, paying } of plans) {
    const bizId = ids.get(o.id)!;
    for (const s of paying)
      items.push({
        tenant_id: o.tenantId,
        create_time: at(o.payTime.slice(0, 10) + ' 01:00:00', DAY),
        detail_id: detailIds.get(`${bizId}|${String(s.ratio.receiver_account)}`),
        biz_id: bizId,
        share_ratio_id: Number(s.ratio.id),
        ratio: percentText(s.points),
        base_amount: base,
        amount: s.amount,
      });
  }
  await insertAll(db, T.item, items);
  return plans.length;
}
