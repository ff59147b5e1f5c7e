/**
 * What the in, pick and refund-in orders share: a number the server makes, the warehouse, the goods and how
 * many. One goods per order (docs/areas/mall.md "Decisions"). The leading `_` keeps this file out of the registry.
 */
import { required, type Column } from '../../engine/schema';
import { quantityColumn, repositoryColumn, server, spuColumn } from './_columns';

export const orderNoColumn = (zh: string, en: string): Column => ({
  prop: 'orderNo',
  label: { zh, en },
  maxLength: 32,
  search: { mode: 'exact' },
  table: { width: 180 },
  ...server,
});

export const lineColumns: Column[] = [
  repositoryColumn({ rules: [required('请选择仓库', 'Please choose the warehouse', 'change')] }),
  spuColumn({ rules: [required('请选择商品', 'Please choose the goods', 'change')] }),
  quantityColumn('quantity', '数量', 'Quantity', {
    min: 1,
    default: 1,
    rules: [required('请输入数量', 'Please enter the quantity')],
  }),
];

export const auditRemark: Column = {
  prop: 'auditRemark',
  label: { zh: '审核意见', en: 'Review note' },
  type: 'textarea',
  maxLength: 200,
  table: { hide: true },
  form: false,
};

/** The audit note asked for by an audit or reject transition and kept on the row. */
export const auditInput: Column = { ...auditRemark, form: { span: 24 } };
