/**
 * Columns the mall's lists share. The leading `_` keeps this file out of the registry.
 */
import type { Column } from '../../engine/schema';

/** Written by the server only: never in an add or edit form. */
export const server = { form: false } as const;

/** A goods (SPU) picked from the catalog; the cell shows its name. */
export const spuColumn = (extra: Partial<Column> = {}): Column => ({
  prop: 'spuId',
  label: { zh: '商品', en: 'Goods' },
  type: 'select',
  ref: { schema: 'mall.spu', label: 'spuName' },
  db: { type: 'bigint', index: true },
  search: { mode: 'exact' },
  table: { width: 160 },
  ...extra,
});

/** A warehouse picked from the repositories. */
export const repositoryColumn = (extra: Partial<Column> = {}): Column => ({
  prop: 'repositoryId',
  label: { zh: '仓库', en: 'Warehouse' },
  type: 'select',
  ref: { schema: 'mall.repository', label: 'repositoryName' },
  db: { type: 'bigint', index: true },
  search: { mode: 'exact' },
  table: { width: 140 },
  ...extra,
});

/** A dispatch machine picked from the machines. */
export const dispatcherColumn = (extra: Partial<Column> = {}): Column => ({
  prop: 'dispacherId',
  label: { zh: '售货机', en: 'Vending machine' },
  type: 'select',
  ref: { schema: 'mall.dispatcher', label: 'name' },
  db: { type: 'bigint', index: true },
  search: { mode: 'exact' },
  table: { width: 160 },
  ...extra,
});

/** A whole number of pieces, never negative. */
export const quantityColumn = (prop: string, zh: string, en: string, extra: Partial<Column> = {}): Column => ({
  prop,
  label: { zh, en },
  type: 'number',
  min: 0,
  max: 1000000,
  db: { type: 'int' },
  default: 0,
  table: { width: 100, align: 'right' },
  ...extra,
});

export const remarkColumn: Column = {
  prop: 'remark',
  label: { zh: '备注', en: 'Remark' },
  type: 'textarea',
  maxLength: 255,
  form: { span: 24 },
  table: { hide: true },
};

export const createTime = (zh = '创建时间', en = 'Created'): Column => ({
  prop: 'createTime',
  label: { zh, en },
  type: 'datetime',
  search: { mode: 'range' },
  table: { width: 170, sortable: true },
  ...server,
});
