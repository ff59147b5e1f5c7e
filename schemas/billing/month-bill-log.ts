import { defineEntity } from '../../engine/schema';
import { createTimeColumn, idColumn, server } from '../sharing/_columns';

/**
 * The bill log (unified-merchant/monthbilllog, listed by `logList?monthlyBillId=`): what happened to a
 * monthly bill and who did it — generated, regenerated, a line added, changed or removed, each change of
 * state with its remark, the invoice uploaded or reviewed. Written by the server (plugins/billing) in the
 * same transaction as the change it records.
 */
export default defineEntity({
  name: 'billing.monthBillLog',
  title: { zh: '账单日志', en: 'Bill log' },
  route: '/billing/monthbilllog',
  menu: { parent: 'billing', sort: 7, icon: 'log' },
  readOnly: true,
  permission: 'monthbilllog',
  api: { service: 'unified-merchant', entity: 'monthbilllog', ops: { list: 'logList' } },
  storage: { table: 'um_month_bill_log', tenant: true, indexes: [['monthlyBillId']] },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  columns: [
    idColumn('monthlyBillId', '月账单ID', 'Bill ID'),
    {
      prop: 'billNo',
      label: { zh: '账单编号', en: 'Bill number' },
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 170 },
      ...server,
    },
    {
      prop: 'action',
      label: { zh: '操作类型', en: 'Action' },
      type: 'select',
      dict: 'bill_log_action',
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 140 },
      ...server,
    },
    {
      prop: 'content',
      label: { zh: '内容', en: 'Details' },
      type: 'textarea',
      maxLength: 500,
      table: { ellipsis: true },
      ...server,
    },
    {
      prop: 'operatorName', actor: true,
      label: { zh: '操作人', en: 'By' },
      maxLength: 64,
      search: true,
      table: { width: 100 },
      ...server,
    },
    createTimeColumn('操作时间', 'At'),
  ],
});
