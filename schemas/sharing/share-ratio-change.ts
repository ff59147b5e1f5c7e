import { defineEntity } from '../../engine/schema';
import { createTimeColumn, idColumn, server, merchantRef } from './_columns';

const ratio = (prop: string, zh: string, en: string) =>
  ({
    prop,
    label: { zh, en },
    type: 'decimal',
    db: { type: 'decimal' },
    precision: 2,
    table: { width: 100, align: 'right' },
    ...server,
  }) as const;

/**
 * Change records of share ratios (unified-merchant/shareratiochangerecord): one per change — added,
 * changed, removed, enabled, disabled — with the ratio before and after, who and when. Written by the
 * server (plugins/profit-sharing) in the transaction of the change.
 */
export default defineEntity({
  name: 'sharing.shareRatioChangeRecord',
  title: { zh: '比例变更记录', en: 'Ratio changes' },
  route: '/sharing/shareratiochangerecord',
  menu: { parent: 'sharing', sort: 2, icon: 'log' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '比例变更记录是每次修改分账比例的留痕，由系统写入，不能手工修改或删除',
      en: 'Ratio changes are the trail of each change of a sharing ratio, written by the system, and cannot be changed or removed by hand',
    },
    instead: { zh: '请修改分账比例，变更会自动记入此处', en: 'Change the ratio; the change is recorded here' },
  },
  permission: 'shareratiochangerecord',
  api: { service: 'unified-merchant', entity: 'shareratiochangerecord' },
  storage: { table: 'um_share_ratio_change', tenant: true, indexes: [['shareRatioId'], ['merchantId']] },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  columns: [
    idColumn('shareRatioId', '比例ID', 'Ratio ID'),
    idColumn('merchantId', '商户ID', 'Merchant ID', { ref: merchantRef }),
    {
      prop: 'merchantName',
      label: { zh: '商户', en: 'Merchant' },
      maxLength: 64,
      search: true,
      table: { width: 160, ellipsis: true },
      ...server,
    },
    {
      prop: 'productCode',
      label: { zh: '产品', en: 'Product' },
      type: 'select',
      dict: 'sharing_product',
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 100 },
      ...server,
    },
    {
      prop: 'receiverName',
      label: { zh: '接收方', en: 'Receiver' },
      maxLength: 64,
      search: true,
      table: { width: 150, ellipsis: true },
      ...server,
    },
    {
      prop: 'changeType',
      label: { zh: '变更类型', en: 'Change' },
      type: 'select',
      dict: 'ratio_change_type',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 90 },
      ...server,
    },
    ratio('beforeRatio', '变更前(%)', 'Before (%)'),
    ratio('afterRatio', '变更后(%)', 'After (%)'),
    {
      prop: 'operatorName', actor: true,
      label: { zh: '操作人', en: 'By' },
      maxLength: 64,
      search: true,
      table: { width: 100 },
      ...server,
    },
    createTimeColumn('变更时间', 'Changed at'),
  ],
});
