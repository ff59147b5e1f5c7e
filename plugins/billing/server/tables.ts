/**
 * The billing tables by role, the states, and the unique indexes that make generation idempotent at the
 * database level: one bill per tenant, merchant and month, one day bill per store and day.
 */
import type { TableSpec } from '../../../server/kernel/db/tables';

export const T = {
  bill: 'um_month_bill',
  line: 'um_month_bill_detail',
  log: 'um_month_bill_log',
  invoice: 'um_invoice',
  invoiceDetail: 'um_invoice_detail',
  day: 'um_store_day_bill',
} as const;

export const E = {
  bill: 'billing.monthBill',
  line: 'billing.monthBillDetail',
  invoice: 'billing.invoice',
  invoiceDetail: 'billing.invoiceDetail',
  day: 'billing.storeDayBill',
} as const;

/** Bill states (dict month_bill_status). */
export const BILL = { toConfirm: 0, confirmed: 1, invoicePending: 2, invoiced: 3, remitted: 4, disputed: 5 } as const;
/** Invoice detail states (dict bill_detail_status). */
export const REVIEW = { toReview: 0, accepted: 1, rejected: 2 } as const;
/** Line types (dict bill_category_type) and sources (bill_line_source). */
export const INCOME = 1;
export const DEDUCTION = 2;
export const GENERATED = 1;
export const ADJUSTMENT = 2;
/** What a line stands for: the bill's amount columns are sums by kind. */
export const KIND = { order: 'order', refund: 'refund', share: 'share', shareBack: 'shareBack', adjust: 'adjust' } as const;

const unique = (name: string, columns: string[]): TableSpec => ({ name, columns: [], indexes: [{ columns, unique: true }] });

export const uniqueIndexes: TableSpec[] = [
  unique(T.bill, ['tenant_id', 'merchant_id', 'bill_month']),
  unique(T.day, ['tenant_id', 'store_id', 'bill_date']),
  unique(T.invoiceDetail, ['invoice_id', 'monthly_bill_id']),
];
