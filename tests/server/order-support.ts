/**
 * Test support of the billing and sharing tests (and the books' checks): the order and refund tables as
 * their readers expect them (plugins/profit-sharing/server/order-source.ts, plugins/billing/server/
 * order-sums.ts; a stand-in module, only while the rentals area's schemas are not installed), writing paid
 * orders and refunds, waiting for a job. Here rather than in one plugin's folder: two areas' tests use it,
 * and a plugin never imports a sibling's files.
 */
import type { Registry } from '../../engine/schema';
import type { Db } from '../../server/kernel/db/database';
import { defineServerModule, type ServerModule } from '../../server/kernel/module';

/** The rentals area's tables (schemas/rentals `rentals.order`, `rentals.refundOrder`). */
const ORDER_TABLE = 'biz_order';
const REFUND_TABLE = 'pay_refund_order';

const col = (name: string, type: 'string' | 'bigint' | 'int' | 'datetime', length?: number) => ({ name, type, ...(length && { length }) });

/** biz_order and pay_refund_order with the columns the readers read (merged into the real ones if any). */
export const standInOrders: ServerModule = defineServerModule({
  name: 'order-stand-in',
  tables: [
    {
      name: ORDER_TABLE,
      columns: [
        col('tenant_id', 'string', 12),
        col('order_number', 'string', 32),
        col('merchant_id', 'bigint'),
        col('merchant_name', 'string', 64),
        col('store_id', 'bigint'),
        col('store_name', 'string', 64),
        col('paid_amount', 'bigint'),
        col('refunded_amount', 'bigint'),
        col('order_status', 'int'),
        col('pay_time', 'datetime'),
        col('transaction_id', 'string', 64),
      ],
      indexes: [],
    },
    {
      name: REFUND_TABLE,
      columns: [
        col('tenant_id', 'string', 12),
        col('order_id', 'bigint'),
        col('merchant_id', 'bigint'),
        col('store_id', 'bigint'),
        col('amount', 'bigint'),
        col('refund_status', 'int'),
        col('success_time', 'datetime'),
      ],
      indexes: [],
    },
  ],
});

/** The stand-in module, when the registry lacks the rentals schemas (until their branch is merged). */
export const orderStandIns = (registry: Registry): ServerModule[] =>
  registry.entities.some((e) => e.name === 'rentals.order') ? [] : [standInOrders];

export interface OrderInput {
  tenantId?: string;
  merchantId: number;
  merchantName?: string;
  storeId: number;
  storeName?: string;
  paid: number;
  payTime: string;
  refunded?: number;
  status?: number;
}

let seq = 0;

/** A paid order (fen); answers its id. */
/**
 * The order's merchant and store as rows of the merchants' tables when they are not there yet: bills, day
 * bills and shares name them by reference (issue 35), and the books check holds each id to a live row of
 * the tenant.
 */
export async function placeRows(db: Db, o: Pick<OrderInput, 'tenantId' | 'merchantId' | 'merchantName' | 'storeId' | 'storeName' | 'payTime'>): Promise<void> {
  const tenant_id = o.tenantId ?? '000000';
  const audit = { tenant_id, status: 1, is_deleted: 0, create_time: o.payTime || '2023-01-01 00:00:00', update_time: o.payTime || '2023-01-01 00:00:00' };
  const has = async (table: string, id: number) => !!(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
  if (!(await has('tc_merchant', o.merchantId)))
    await db
      .insertInto('tc_merchant')
      .values({ ...audit, id: o.merchantId, merchant_name: o.merchantName ?? `测试商户${o.merchantId}`, merchant_type: 1, parent_id: 0, is_able: 1 })
      .execute();
  if (!(await has('tc_merchant_store', o.storeId)))
    await db
      .insertInto('tc_merchant_store')
      .values({ ...audit, id: o.storeId, store_name: o.storeName ?? `测试门店${o.storeId}`, merchant_id: o.merchantId, store_type: 1, audit_status: 1, is_able: 1 })
      .execute();
}

export async function addOrder(db: Db, o: OrderInput): Promise<number> {
  await placeRows(db, o);
  seq += 1;
  const r = await db
    .insertInto(ORDER_TABLE)
    .values({
      tenant_id: o.tenantId ?? '000000',
      order_number: `T${o.payTime.replace(/\D/g, '').slice(0, 8)}${String(seq).padStart(8, '0')}${Math.floor(Math.random() * 1000)}`,
      merchant_id: o.merchantId,
      merchant_name: o.merchantName ?? `测试商户${o.merchantId}`,
      store_id: o.storeId,
      store_name: o.storeName ?? `测试门店${o.storeId}`,
      paid_amount: o.paid,
      refunded_amount: o.refunded ?? 0,
      order_status: o.status ?? (o.refunded ? 3 : 2),
      pay_time: o.payTime,
      transaction_id: `wx${seq}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** A refund of an order (fen), succeeded at `time` unless another state is given. */
export async function addRefund(db: Db, orderId: number, o: OrderInput, amount: number, time: string, status = 2): Promise<void> {
  await db
    .insertInto(REFUND_TABLE)
    .values({
      tenant_id: o.tenantId ?? '000000',
      order_id: orderId,
      merchant_id: o.merchantId,
      store_id: o.storeId,
      amount,
      refund_status: status,
      success_time: status === 2 ? time : null,
    })
    .execute();
}

/** What `finished` needs of a test client. */
interface Getter {
  get(url: string, query?: Record<string, string | number>): Promise<{ status: number; body: { data?: unknown } }>;
}

/** Poll a job's progress until it is finished; answers its record. */
export async function finished(api: Getter, id: string, timeoutMs = 20_000): Promise<Record<string, unknown>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = await api.get('/api/blade-job/job/progress', { id });
    if (r.status !== 200) throw new Error(`job progress ${id}: ${r.status} ${JSON.stringify(r.body)}`);
    const job = r.body.data as Record<string, unknown>;
    if (['succeeded', 'failed', 'cancelled'].includes(String(job.status))) return job;
    if (Date.now() > until) throw new Error(`job ${id} did not finish: ${JSON.stringify(job)}`);
    await new Promise((res) => setTimeout(res, 100));
  }
}
