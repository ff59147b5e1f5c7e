import type { Column } from '../../engine/schema';

/**
 * Where a device (or a car, a merchant-device binding) stands in the business: its merchant, store, site
 * and charge rule — the id, and the name kept beside it. Never typed in a form: they change only through
 * the binding calls (bindDeviceList, updateDeviceSite, updateDeviceRule, saveSiteId…), which the server
 * guards (a disabled device cannot be bound; the site must be approved and belong to the store…).
 *
 * Why the names are stored: lists of 100,000 devices show and search them (queryView looks devices up by
 * merchant name), and a reference (`ref`) only labels the first page of the referenced list. The binding
 * routes write both; the hooks of plugins/devices follow a rename of a merchant, store, site or rule.
 */
const idColumn = (prop: string, zh: string, en: string, refersTo: string): Column => ({
  prop,
  label: { zh, en },
  // A row of the device's own tenant (docs/integrity.md; the binding calls check it, the books check too).
  refersTo,
  type: 'select',
  db: { type: 'bigint', index: true },
  form: false,
  table: false,
  // The name kept beside it is what a view shows (issue 35: no ids where names belong).
  view: false,
});

const nameColumn = (prop: string, zh: string, en: string, search = true): Column => ({
  prop,
  label: { zh, en },
  maxLength: 100,
  form: false,
  table: { width: 150, ellipsis: true },
  ...(search && { search: true }),
});

export const merchantId = idColumn('merchantId', '商户编号', 'Merchant ID', 'merchant.merchant');
export const merchantName = nameColumn('merchantName', '所属商户', 'Merchant');
export const storeId = idColumn('storeId', '门店编号', 'Store ID', 'merchant.store');
export const storeName = nameColumn('storeName', '所属门店', 'Store', false);
export const siteId = idColumn('siteId', '场地编号', 'Site ID', 'merchant.site');
export const siteName = nameColumn('siteName', '所属场地', 'Site');
export const chargeRuleId = idColumn('chargeRuleId', '计费规则编号', 'Charge rule ID', 'charge.rule');
export const chargeRuleName = {
  ...nameColumn('chargeRuleName', '计费规则', 'Charge rule', false),
  table: { width: 140, hide: true },
};

/** All eight, in display order (ids hidden). */
export const bindingColumns: Column[] = [
  merchantId,
  merchantName,
  storeId,
  storeName,
  siteId,
  siteName,
  chargeRuleId,
  chargeRuleName,
];
