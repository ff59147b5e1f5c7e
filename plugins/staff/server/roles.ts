/**
 * The business roles of the demo brand 100001 (issue 33 item 5): what each sees and may press, and the
 * data scope that limits its rows on the server. Screens are menu codes (schema names), buttons are button
 * codes; a screen's view button comes with it. A scope is a custom data scope (type 5) on one entity: the
 * rows whose `column` holds one of the values chosen by `values` at seed time (the demo's store or
 * merchant), so lists, counts, sums and exports — which all read through the same row filter — agree.
 */
import type { Db } from '../../../server/kernel/db/database';

export interface ScopeSpec {
  /** The entity schema the scope limits. */
  entity: string;
  /** The entity's prop compared. */
  column: string;
  /** The ids allowed, found in the seeded data. */
  values: (db: Db, pick: Picked) => Promise<number[]>;
}

export interface RoleSpec {
  alias: string;
  name: string;
  /** Menu entries granted (each with its `_view` button). */
  screens: string[];
  /** Further button codes. */
  buttons: string[];
  scopes: ScopeSpec[];
  account: { account: string; realName: string; phone: string };
}

/** The store and the merchant the demo's store staff and merchant finance belong to. */
export interface Picked {
  storeId: number;
  merchantId: number;
}

/** The devices the store's rentals ran on: the store's devices. */
async function storeDevices(db: Db, pick: Picked): Promise<number[]> {
  const rows = await db
    .selectFrom('biz_rent_record')
    .select('device_id')
    .distinct()
    .where('tenant_id', '=', '100001')
    .where('store_id', '=', pick.storeId)
    .execute();
  return rows.map((r) => Number(r.device_id)).filter((n) => Number.isFinite(n) && n > 0);
}

const store = async (_db: Db, pick: Picked) => [pick.storeId];
const merchant = async (_db: Db, pick: Picked) => [pick.merchantId];

export const BUSINESS_ROLES: RoleSpec[] = [
  {
    // One store's staff: its devices (and their commands), rentals and orders; no money actions.
    alias: 'store_clerk',
    name: '门店店员',
    screens: ['device.device', 'iot.commandLog', 'rentals.rentRecord', 'rentals.order'],
    buttons: ['device_iot_commands', 'iot_read', 'iot_command', 'order_detail', 'rentrecord_export', 'order_export'],
    scopes: [
      { entity: 'device.device', column: 'id', values: storeDevices },
      { entity: 'iot.commandLog', column: 'deviceId', values: storeDevices },
      { entity: 'rentals.rentRecord', column: 'storeId', values: store },
      { entity: 'rentals.order', column: 'storeId', values: store },
    ],
    account: { account: 'zhoumin', realName: '周敏', phone: '13816880005' },
  },
  {
    // A merchant's finance: its bills, invoices and shares; its orders read-only.
    alias: 'merchant_finance',
    name: '商户财务',
    // The merchants' and stores' lists too: the bills, invoices and share ratios name them (their pickers
    // and labels read those lists, which need their own screen's view grant, as for maintenance below).
    screens: [
      'billing.monthBill',
      'billing.invoice',
      'billing.invoiceDetail',
      'sharing.shareRatio',
      'rentals.order',
      'merchant.merchant',
      'merchant.store',
    ],
    buttons: ['monthbill_confirm', 'monthbill_dispute', 'monthbill_export', 'monthbill_viewInvoice', 'order_detail'],
    scopes: [
      { entity: 'billing.monthBill', column: 'merchantId', values: merchant },
      { entity: 'billing.invoice', column: 'merchantId', values: merchant },
      { entity: 'billing.invoiceDetail', column: 'merchantId', values: merchant },
      { entity: 'sharing.shareRatio', column: 'merchantId', values: merchant },
      { entity: 'rentals.order', column: 'merchantId', values: merchant },
      { entity: 'merchant.store', column: 'merchantId', values: merchant },
    ],
    account: { account: 'sunli', realName: '孙丽', phone: '13816880006' },
  },
  {
    // Maintenance across the tenant: devices, faults, inspections and device commands.
    alias: 'maintenance',
    name: '运维人员',
    screens: [
      'device.device',
      'iot.commandLog',
      'iot.console',
      'factory.faultReport',
      'factory.faultKind',
      'unified.checkItem',
      'unified.inspectionDevices',
      'unified.inspectionLines',
      // What the inspection screens show their rows with (areas, plans, sites, merchants, inspectors),
      // and what those show theirs with (stores, fence areas, posts): a lookup still needs its own
      // screen's view grant (issue 33 item 1 is not done for ref lookups in general).
      'unified.checkArea',
      'unified.checkConf',
      'merchant.site',
      'merchant.merchant',
      'merchant.store',
      'area.area',
      'system.user',
      'system.post',
    ],
    buttons: [
      'device_enable',
      'device_disenable',
      'device_iot_commands',
      'device_locationCheck',
      'iot_read',
      'iot_command',
      'iot_open',
      'faultreport_accept',
      'faultreport_resolve',
      'faultreport_reject',
      'checkitem_start',
      'checkitem_finish',
      'checkitem_toRectify',
      'checkitem_rectified',
    ],
    scopes: [],
    account: { account: 'wuqiang', realName: '吴强', phone: '13816880007' },
  },
];
