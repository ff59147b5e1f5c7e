/**
 * Share ratios: the rule that the enabled ratios of one merchant, store and product add up to at most
 * 100 %, the change records (sharing.shareRatioChangeRecord) of every change, the names the server fills
 * in, and the contract's `submittotal` (the whole set of one scope at once) and
 * `ratioconf/getMerchantStoreByMerchantId`.
 *
 * Ratios are percents with at most 2 decimals; they are compared as whole hundredths of a percent (read
 * digit by digit, never as doubles), so 33.33 + 33.33 + 33.34 is exactly 100.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { tryParseYuan, yuanText } from '../../../engine/schema/money';
import type { Row } from '../../../server/crud/convert';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import type { HookMap } from '../../../server/kernel/hooks';
import { modelOf, operatorOf } from '../../../server/crud/moves';

export const RATIO = 'sharing.shareRatio';
export const RATIO_TABLE = 'um_share_ratio';
export const CHANGE_TABLE = 'um_share_ratio_change';
export const CHANGE = { add: 1, edit: 2, remove: 3, enable: 4, disable: 5 } as const;
/** The products a ratio is for (dict sharing_product). */
export const PRODUCTS = ['toycar', 'vending', 'scooter'] as const;

/** A percent (30, '33.33', 12.5) as whole hundredths (3000, 3333, 1250); null when not one with ≤ 2 decimals. */
export function ratioPoints(v: unknown): number | null {
  // The same exact decimal reading as yuan → fen: a percent with 2 decimals is a count of hundredths.
  const p = tryParseYuan(typeof v === 'number' ? String(v) : v);
  return p === null || p < 0 ? null : p;
}

/** Hundredths of a percent → the percent text `'33.33'` (the same exact 2-decimal writing as fen → yuan). */
export const percentText = (points: number) => yuanText(points);

export interface Scope {
  tenantId: string;
  merchantId: number;
  storeId: number | null;
  productCode: string;
}

const scopeOf = (row: Row): Scope => ({
  tenantId: String(row.tenant_id ?? ''),
  merchantId: Number(row.merchant_id),
  storeId: row.store_id === null || row.store_id === undefined || row.store_id === '' ? null : Number(row.store_id),
  productCode: String(row.product_code ?? ''),
});

/** Enabled, live ratios of exactly this scope (a store's own, or the merchant-wide ones when storeId is null). */
export async function scopeRatios(ctx: ServerContext, s: Scope, exceptId?: number): Promise<Row[]> {
  let q = ctx.database.db
    .selectFrom(RATIO_TABLE)
    .selectAll()
    .where('tenant_id', '=', s.tenantId)
    .where('is_deleted', '=', 0)
    .where('is_able', '=', 1)
    .where('merchant_id', '=', s.merchantId)
    .where('product_code', '=', s.productCode);
  q = s.storeId === null ? q.where('store_id', 'is', null) : q.where('store_id', '=', s.storeId);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.orderBy('id').execute();
}

const tooMuch = (points: number) =>
  badRequest({
    zh: `分账比例：同一商户、门店和产品启用的比例合计为 ${percentText(points)}%，不能超过 100%`,
    en: `Ratio: the enabled ratios of one merchant, store and product would add up to ${percentText(points)}%, above 100%`,
  });

/** Refuse when the scope's enabled ratios (as stored now) add up to more than 100 %. */
export async function checkScopeTotal(ctx: ServerContext, s: Scope, extra = 0, exceptId?: number): Promise<void> {
  const rows = await scopeRatios(ctx, s, exceptId);
  const total = rows.reduce((sum, r) => sum + (ratioPoints(r.ratio) ?? 0), extra);
  if (total > 10000) throw tooMuch(total);
}

function pointsOrRefuse(v: unknown): number {
  const p = ratioPoints(v);
  if (p === null || p < 1 || p > 10000)
    throw badRequest({
      zh: '分账比例：须为 0.01 到 100 之间、最多两位小数的数',
      en: 'Ratio: must be a number from 0.01 to 100 with at most 2 decimals',
    });
  return p;
}

/** Names the server writes beside the ids: from the merchants' tables when they are installed. */
async function fillNames(ctx: ServerContext, values: Row, before: Row = {}): Promise<void> {
  const merchants = ctx.models.get('merchant.merchant');
  const stores = ctx.models.get('merchant.store');
  const merchantId = values.merchant_id ?? before.merchant_id;
  const storeId = Object.hasOwn(values, 'store_id') ? values.store_id : before.store_id;
  if (merchants && merchantId != null) {
    const m = await ctx.database.db.selectFrom(merchants.table).select('merchant_name').where('id', '=', Number(merchantId)).executeTakeFirst();
    if (m) values.merchant_name = m.merchant_name;
  }
  if (stores && storeId != null) {
    const st = await ctx.database.db.selectFrom(stores.table).select('store_name').where('id', '=', Number(storeId)).executeTakeFirst();
    if (st) values.store_name = st.store_name;
  } else if (storeId == null) values.store_name = null;
}

export interface ChangeEntry {
  ratio: Row;
  changeType: number;
  before: number | null;
  after: number | null;
}

/** One change record per entry, in the open transaction. */
export async function writeChanges(ctx: ServerContext, req: FastifyRequest, entries: ChangeEntry[]): Promise<void> {
  if (!entries.length) return;
  const now = nowText();
  await ctx.database.db
    .insertInto(CHANGE_TABLE)
    .values(
      entries.map(({ ratio, changeType, before, after }) => ({
        tenant_id: String(ratio.tenant_id ?? req.auth?.tenantId ?? ''),
        share_ratio_id: Number(ratio.id),
        merchant_id: Number(ratio.merchant_id),
        merchant_name: ratio.merchant_name ?? null,
        product_code: ratio.product_code ?? null,
        receiver_name: ratio.receiver_name ?? null,
        change_type: changeType,
        before_ratio: before === null ? null : percentText(before),
        after_ratio: after === null ? null : percentText(after),
        operator_name: operatorOf(req),
        create_time: now,
      })),
    )
    .execute();
}

async function rowById(ctx: ServerContext, id: number): Promise<Row> {
  return ctx.database.db.selectFrom(RATIO_TABLE).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The generic add, edit and remove of share ratios: names, the 100 % rule, change records. */
export function ratioHooks(ctx: ServerContext): HookMap {
  return {
    [RATIO]: {
      beforeInsert: async ({ values }) => {
        const p = pointsOrRefuse(values.ratio);
        await fillNames(ctx, values);
        if (Number(values.is_able ?? 1) === 1) await checkScopeTotal(ctx, scopeOf(values), p);
      },
      afterInsert: async ({ req, id }) => {
        const row = await rowById(ctx, id);
        await writeChanges(ctx, req, [{ ratio: row, changeType: CHANGE.add, before: null, after: ratioPoints(row.ratio) }]);
      },
      beforeUpdate: async ({ id, before, values }) => {
        const merged = { ...before, ...values };
        const p = pointsOrRefuse(merged.ratio);
        await fillNames(ctx, values, before);
        if (Number(merged.is_able) === 1) await checkScopeTotal(ctx, scopeOf(merged), p, id);
      },
      afterUpdate: async ({ req, id, before }) => {
        const row = await rowById(ctx, id);
        const [was, now] = [ratioPoints(before.ratio), ratioPoints(row.ratio)];
        await writeChanges(ctx, req, [{ ratio: row, changeType: CHANGE.edit, before: was, after: now }]);
      },
      afterRemove: async ({ req, rows }) => {
        await writeChanges(
          ctx,
          req,
          rows.map((r) => ({ ratio: r, changeType: CHANGE.remove, before: ratioPoints(r.ratio), after: null })),
        );
      },
    },
  };
}

/** Effect of `operation` (enable / disable): the 100 % rule after the change, and the change record. */
export async function ratioToggled(ctx: ServerContext, req: FastifyRequest, row: Row, to: string): Promise<void> {
  const points = ratioPoints(row.ratio);
  if (to === '1') await checkScopeTotal(ctx, scopeOf(row));
  await writeChanges(ctx, req, [
    { ratio: row, changeType: to === '1' ? CHANGE.enable : CHANGE.disable, before: points, after: points },
  ]);
}

/** The live ratios of a merchant for a product, merchant-wide and per store (`getMerchantStoreByMerchantId`). */
export async function merchantRatios(ctx: ServerContext, tenantId: string, merchantId: number, productCode: string) {
  const rows = await ctx.database.db
    .selectFrom(RATIO_TABLE)
    .select(['id', 'store_id', 'store_name', 'receiver_type', 'receiver_name', 'receiver_account', 'ratio', 'is_able'])
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .where('merchant_id', '=', merchantId)
    .where('product_code', '=', productCode)
    .orderBy(sql`coalesce(store_id, 0)`)
    .orderBy('id')
    .execute();
  return rows;
}

export const RATIO_MODEL = (ctx: ServerContext) => modelOf(ctx, RATIO);
