/**
 * The profit-sharing tables by role, and the unique indexes that make splitting and requesting idempotent
 * at the database level: one ratio order and one sharing request per order, one request number, one
 * detail per request and receiver account. A second split of an order (a rerun, a second worker) fails on
 * them and is rolled back whole, never half-made.
 */
import type { TableSpec } from '../../../server/kernel/db/tables';

export const T = {
  ratio: 'um_share_ratio',
  conf: 'um_ratio_conf',
  ratioOrder: 'um_ratio_order',
  split: 'um_funds_split_detail',
  biz: 'um_profit_sharing_biz',
  detail: 'um_profit_sharing_detail',
  send: 'um_profit_sharing_send',
  product: 'um_profit_sharing_product',
  item: 'um_profit_sharing_item',
  receive: 'um_profit_sharing_receive',
} as const;

export const E = {
  ratio: 'sharing.shareRatio',
  biz: 'sharing.biz',
  detail: 'sharing.detail',
  receive: 'sharing.receive',
} as const;

/** Sharing states (dict sharing_status). */
export const S = { pending: 0, sent: 1, succeeded: 2, failed: 3, returning: 4, returned: 5 } as const;
/** Outcomes of a channel call (dict sharing_send_result) and its kinds (sharing_send_type). */
export const RESULT = { calling: 0, ok: 1, refused: 2, timeout: 3 } as const;
export const SEND = { share: 1, giveBack: 2, query: 3 } as const;

const unique = (name: string, columns: string[]): TableSpec => ({ name, columns: [], indexes: [{ columns, unique: true }] });

export const uniqueIndexes: TableSpec[] = [
  unique(T.ratioOrder, ['order_id']),
  unique(T.biz, ['biz_no']),
  unique(T.biz, ['order_id']),
  unique(T.detail, ['biz_id', 'receiver_account']),
];
