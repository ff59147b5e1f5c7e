/**
 * What profit sharing moved out of a merchant's money in a period — for its monthly bill (billing's reader
 * of the sharing details): the shares that
 * reached their receivers (by the time they moved, returned ones included: they did move), and the shares
 * taken back (by the time they came back). Sums in SQL over integer fen.
 */
import { sql } from 'kysely';
import type { Fen } from '../../../engine/schema/money';
import type { Db } from '../../../server/kernel/db/database';
import { fen, sumText } from '../../../server/kernel/db/sums';
import type { Range } from '../../../server/kernel/db/time';

/**
 * Profit sharing's detail table (schemas/sharing `sharing.detail`) and the states read here (dict
 * sharing_status). Billing reads that area's rows by their schema's table and dictionary rather than
 * importing its code: business areas never import each other.
 */
const DETAIL_TABLE = 'um_profit_sharing_detail';
const S = { succeeded: 2, returned: 5 } as const;

export interface ReceiverShare {
  receiverType: number;
  receiverName: string;
  subMerchantId: number | null;
  count: number;
  amount: Fen;
}

export async function sharesMoved(db: Db, tenantId: string, merchantId: number, range: Range): Promise<ReceiverShare[]> {
  const rows = await db
    .selectFrom(DETAIL_TABLE)
    .select([
      'receiver_type',
      'receiver_name',
      'sub_merchant_id',
      sql<number>`count(*)`.as('n'),
      sumText('amount').as('amount'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('merchant_id', '=', merchantId)
    .where('detail_status', 'in', [S.succeeded, S.returned])
    .where('finish_time', '>=', range.from)
    .where('finish_time', '<', range.to)
    .groupBy(['receiver_type', 'receiver_name', 'sub_merchant_id'])
    .orderBy('receiver_type')
    .orderBy('receiver_name')
    .execute();
  return rows.map((r) => ({
    receiverType: Number(r.receiver_type),
    receiverName: String(r.receiver_name ?? ''),
    subMerchantId: r.sub_merchant_id === null || r.sub_merchant_id === undefined ? null : Number(r.sub_merchant_id),
    count: Number(r.n),
    amount: fen(r.amount),
  }));
}

export async function sharesReturned(db: Db, tenantId: string, merchantId: number, range: Range): Promise<{ count: number; amount: Fen }> {
  const r = await db
    .selectFrom(DETAIL_TABLE)
    .select([sql<number>`count(*)`.as('n'), sumText('amount').as('amount')])
    .where('tenant_id', '=', tenantId)
    .where('merchant_id', '=', merchantId)
    .where('detail_status', '=', S.returned)
    .where('return_time', '>=', range.from)
    .where('return_time', '<', range.to)
    .executeTakeFirstOrThrow();
  return { count: Number(r.n), amount: fen(r.amount) };
}
