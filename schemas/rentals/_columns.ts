/**
 * Columns the rentals area's lists share: where a rental happened (merchant, store, site, device, slot, car)
 * and who rented (the member). Each place is kept as its id — the link to the merchants' and devices'
 * tables (schemas of issue 14) — and its name as it was when the row was written (a store renamed later
 * keeps its old name on old rentals, as a receipt does). Written by the server only. The leading `_`
 * keeps this file out of the registry.
 */
import type { Column } from '../../engine/schema';

/** Written by the server only: never in an add or edit form. */
export const server = { form: false } as const;

/** An id linking to another area's row: hidden, not in the search form (its name is searched instead). */
const idColumn = (prop: string, zh: string, en: string, extra: Partial<Column> = {}): Column => ({
  prop,
  label: { zh, en },
  type: 'number',
  db: { type: 'bigint', index: true },
  table: { hide: true },
  // The name or number kept beside it is what a view shows (issue 35: no ids where names belong).
  view: false,
  ...server,
  ...extra,
});

/**
 * An id that is searched with a picker of today's rows of that entity (issue 35: a reference is searched
 * with a picker, never an id box or a typed name); the demo rentals' merchants and stores are rows of the
 * merchants' tables (plugins/rentals/server/seed/place-rows.ts). The name kept beside it is what is shown.
 */
const pickedId = (prop: string, zh: string, en: string, schema: string, label: string): Column =>
  idColumn(prop, zh, en, { ref: { schema, label }, search: { mode: 'exact' } });

export const memberColumns: Column[] = [
  idColumn('memberId', '会员ID', 'Member ID'),
  {
    prop: 'memberPhone',
    label: { zh: '会员手机号', en: 'Member phone' },
    maxLength: 20,
    mask: 'phone',
    search: true,
    table: { width: 120 },
    ...server,
  },
];

export const storeColumns: Column[] = [
  pickedId('merchantId', '商户', 'Merchant', 'merchant.merchant', 'merchantName'),
  {
    prop: 'merchantName',
    label: { zh: '商户', en: 'Merchant' },
    maxLength: 64,
    table: { hide: true },
    ...server,
  },
  pickedId('storeId', '门店', 'Store', 'merchant.store', 'storeName'),
  {
    prop: 'storeName',
    label: { zh: '门店', en: 'Store' },
    maxLength: 64,
    table: { width: 160, ellipsis: true },
    ...server,
  },
];

export const siteColumns: Column[] = [
  idColumn('siteId', '场地ID', 'Site ID'),
  {
    prop: 'siteName',
    label: { zh: '场地', en: 'Site' },
    maxLength: 64,
    search: true,
    table: { width: 120, ellipsis: true },
    ...server,
  },
];

export const deviceColumns: Column[] = [
  idColumn('deviceId', '设备ID', 'Device ID'),
  {
    prop: 'deviceCode',
    label: { zh: '设备编号', en: 'Device' },
    maxLength: 32,
    search: true,
    table: { width: 120 },
    ...server,
  },
  {
    prop: 'slotNum',
    label: { zh: '仓位', en: 'Slot' },
    type: 'number',
    table: { width: 60, align: 'right' },
    ...server,
  },
  idColumn('carId', '车辆ID', 'Car ID'),
  {
    prop: 'carCode',
    label: { zh: '车辆编号', en: 'Car' },
    maxLength: 32,
    search: true,
    table: { width: 120 },
    ...server,
  },
];

/** A money column the server writes (yuan on the wire, fen in the table). */
export const moneyColumn = (prop: string, zh: string, en: string, extra: Partial<Column> = {}): Column => ({
  prop,
  label: { zh, en },
  type: 'money',
  table: { width: 110, align: 'right' },
  ...server,
  ...extra,
});

/** The time a row was written, searchable by range (unless another time is the list's), sortable. */
export const createTimeColumn = (zh = '创建时间', en = 'Created', searchable = true): Column => ({
  prop: 'createTime',
  label: { zh, en },
  type: 'datetime',
  ...(searchable ? { search: { mode: 'range' as const } } : {}),
  table: searchable ? { width: 170, sortable: true } : { hide: true },
  ...server,
});
