import { required, type Action, type Column, type EntitySchema } from '../../engine/schema';

/**
 * The three code rules (car, cabinet and control codes) share their shape: a prefix, the number of
 * serial digits and the next serial; "generate" makes the next N codes of the rule in one transaction
 * (rows of the code list, numbered `<prefix><serial>`, one batch number per run), "export" answers every
 * code of the rule as an .xlsx (streamed, all rows). Served by plugins/devices/server/code-routes.ts.
 */
export const ruleColumns = (kindZh: string, kindEn: string, extra: Column[] = []): Column[] => [
  {
    prop: 'ruleName',
    label: { zh: '规则名称', en: 'Rule' },
    search: true,
    maxLength: 64,
    rules: [required('请输入规则名称', 'Please enter the rule name')],
  },
  {
    prop: 'prefix',
    label: { zh: `${kindZh}前缀`, en: `${kindEn} prefix` },
    unique: true,
    maxLength: 8,
    form: { readonly: 'edit' },
    table: { width: 100 },
    rules: [
      required('请输入编码前缀', 'Please enter the prefix'),
      {
        pattern: '^[A-Z][A-Z0-9]{0,7}$',
        message: { zh: '前缀为 1–8 位大写字母或数字，以字母开头', en: 'The prefix is 1–8 capitals or digits, starting with a capital' },
      },
    ],
  },
  {
    prop: 'digits',
    label: { zh: '流水号位数', en: 'Serial digits' },
    type: 'number',
    min: 4,
    max: 10,
    default: 6,
    form: { readonly: 'edit' },
    table: { width: 100 },
    rules: [required('请输入流水号位数', 'Please enter the number of serial digits')],
  },
  ...extra,
  {
    prop: 'nextSerial',
    label: { zh: '下一流水号', en: 'Next serial' },
    type: 'number',
    default: 1,
    form: false,
    table: { width: 100 },
  },
  {
    prop: 'generatedCount',
    label: { zh: '已生成', en: 'Generated' },
    type: 'number',
    default: 0,
    form: false,
    table: { width: 90 },
  },
  {
    prop: 'lastGenerateTime',
    label: { zh: '最近生成', en: 'Last generated' },
    type: 'datetime',
    form: false,
    table: { width: 160 },
  },
  {
    prop: 'status',
    label: { zh: '状态', en: 'Status' },
    type: 'radio',
    dict: 'enable_status',
    db: { type: 'int' },
    default: 1,
    search: { mode: 'exact' },
    table: { width: 80 },
  },
  {
    prop: 'remark',
    label: { zh: '备注', en: 'Remark' },
    type: 'textarea',
    maxLength: 255,
    form: { span: 24 },
    table: false,
  },
];

/** Generate (a quantity, at most 10,000 per run) and export, at the contract's own paths. */
export const ruleActions = (generate: string, exportPath: string): Action[] => [
  {
    key: 'generate',
    label: { zh: '生成编码', en: 'Generate codes' },
    scope: 'row',
    endpoint: generate,
    params: 'body',
    icon: 'appstore',
    visible: { prop: 'status', in: [1, '1'] },
    form: [
      {
        prop: 'quantity',
        label: { zh: '生成数量', en: 'Quantity' },
        type: 'number',
        min: 1,
        max: 10000,
        default: 100,
        rules: [required('请输入生成数量', 'Please enter the quantity')],
      },
    ],
    // No generic effect: plugins/devices/server serves it (its route replaces the generic one).
    effect: {},
    success: { zh: '编码已生成', en: 'Codes generated' },
  },
  {
    key: 'export',
    label: { zh: '导出编码', en: 'Export codes' },
    scope: 'row',
    endpoint: exportPath,
    params: 'id',
    download: true,
    icon: 'file',
  },
];

type RuleEntity = Pick<EntitySchema, 'storage' | 'table'>;
export const ruleStorage = (table: string): RuleEntity => ({
  storage: { table, tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
});
