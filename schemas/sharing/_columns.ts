/**
 * Columns the billing and sharing lists share: the merchant and store a row belongs to (the id, the link
 * to the merchants' tables of issue 14, and the name as it was when the row was written), money the server
 * writes, the time a row was written. The leading `_` keeps this file out of the registry.
 */
import type { Column } from '../../engine/schema';

/** Written by the server only: never in an add or edit form. */
export const server = { form: false } as const;

/**
 * A row id linking to another list (a request, an order, a bill): kept for the link, never shown nor asked
 * for — the business number beside it (order number, bill number) is what people read and search.
 */
export const idColumn = (prop: string, zh: string, en: string, extra: Partial<Column> = {}): Column => ({
  prop,
  label: { zh, en },
  type: 'number',
  db: { type: 'bigint', index: true },
  table: false,
  view: false,
  ...server,
  ...extra,
});

/** The name of the merchant or store as it was when the row was written: what a list and a view show. */
export const nameColumn = (prop: string, zh: string, en: string, width = 160): Column => ({
  prop,
  label: { zh, en },
  maxLength: 64,
  table: { width, ellipsis: true },
  ...server,
});

/**
 * The merchants' rows the ids name (the demo rentals' merchants and stores are rows of the merchants'
 * tables: plugins/rentals/server/seed/place-rows.ts), so the books check holds every id to a live row of
 * the row's tenant and a search picks them by name.
 */
export const merchantRef = { schema: 'merchant.merchant', label: 'merchantName' };
export const storeRef = { schema: 'merchant.store', label: 'storeName' };

/*
 * The merchant and store of a row the server wrote: searched with a picker of today's merchants and stores
 * (the id, matched exactly; issue 35: a reference is searched with a picker, never an id box or a typed
 * name), shown by the name the row was written with (a receipt keeps it; the row it named may since be
 * renamed or gone). The id itself is never a column nor a view field.
 */
const pickedId = (prop: string, zh: string, en: string, ref: Column['ref']): Column =>
  idColumn(prop, zh, en, { ref, search: { mode: 'exact' } });

export const merchantColumns: Column[] = [
  pickedId('merchantId', '商户', 'Merchant', merchantRef),
  nameColumn('merchantName', '商户', 'Merchant'),
];

export const storeColumns: Column[] = [
  pickedId('storeId', '门店', 'Store', storeRef),
  nameColumn('storeName', '门店', 'Store'),
];

/** A money column the server writes (yuan on the wire, fen in the table). */
export const moneyColumn = (prop: string, zh: string, en: string, extra: Partial<Column> = {}): Column => ({
  prop,
  label: { zh, en },
  type: 'money',
  table: { width: 120, align: 'right' },
  ...server,
  ...extra,
});

/** A whole number the server writes (counts). */
export const countColumn = (prop: string, zh: string, en: string): Column => ({
  prop,
  label: { zh, en },
  type: 'number',
  table: { width: 90, align: 'right' },
  ...server,
});

/** The time a row was written, searchable by range. */
export const createTimeColumn = (zh = '创建时间', en = 'Created'): Column => ({
  prop: 'createTime',
  label: { zh, en },
  type: 'datetime',
  search: { mode: 'range' },
  table: { width: 170, sortable: true },
  ...server,
});

export const timeColumn = (prop: string, zh: string, en: string): Column => ({
  prop,
  label: { zh, en },
  type: 'datetime',
  table: { width: 170 },
  ...server,
});

export const remarkColumn = (zh = '备注', en = 'Remark'): Column => ({
  prop: 'remark',
  label: { zh, en },
  type: 'textarea',
  maxLength: 255,
  form: { span: 24 },
  table: { ellipsis: true, width: 200 },
});
