import type { Column, EntitySchema } from '../../engine/schema';

/**
 * The generated codes: one table (`tc_device_code`) for car, cabinet and control codes, told apart by
 * `codeType` (1 car, 2 cabinet, 3 control); each list is that table scoped to its type. Written only by
 * the rules' generate calls; `useStatus` turns 已使用 when a car, cabinet or board takes the code.
 */
export const codeColumns: Column[] = [
  { prop: 'code', label: { zh: '编码', en: 'Code' }, search: true, unique: true, maxLength: 40, table: { width: 170 } },
  { prop: 'codeType', label: { zh: '编码类型', en: 'Kind' }, type: 'number', db: { type: 'int' }, table: false },
  {
    prop: 'ruleId',
    label: { zh: '规则编号', en: 'Rule ID' },
    type: 'select',
    db: { type: 'bigint', index: true },
    table: false,
    view: false,
  },
  { prop: 'ruleName', label: { zh: '编码规则', en: 'Rule' }, maxLength: 64, search: true, table: { width: 150 } },
  {
    prop: 'batchNo',
    label: { zh: '批次号', en: 'Batch' },
    maxLength: 32,
    search: { mode: 'exact' },
    table: { width: 150 },
  },
  {
    prop: 'useStatus',
    label: { zh: '使用状态', en: 'Use' },
    type: 'select',
    dict: 'code_use_status',
    db: { type: 'int' },
    default: 0,
    search: { mode: 'exact' },
    table: { width: 90 },
  },
  { prop: 'usedBy', label: { zh: '使用对象', en: 'Used by' }, maxLength: 40, table: { width: 130 } },
  {
    prop: 'createTime',
    label: { zh: '生成时间', en: 'Generated' },
    type: 'datetime',
    search: { mode: 'range' },
    table: { width: 160 },
  },
];

type CodeList = Pick<EntitySchema, 'storage' | 'readOnly' | 'table' | 'columns' | 'excel' | 'scope'>;
export const codeList = (codeType: number): CodeList => ({
  storage: { table: 'tc_device_code', tenant: true, audit: true, softDelete: true, indexes: [['codeType', 'ruleId']] },
  readOnly: true,
  scope: { codeType },
  table: { index: true, selection: false, viewButton: false, defaultSort: { prop: 'id', order: 'desc' } },
  columns: codeColumns,
  excel: { export: true },
});
