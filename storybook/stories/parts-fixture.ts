/**
 * Schemas for the engine-part stories, independent of schemas/ so the parts stay the same whatever the
 * app defines: `parts.sample` has one column per built-in value type (plus rules and actions),
 * `parts.node` is a lazy tree, `parts.bulk` a 10,000-row table. Generic words only.
 */
import type { Column, EntitySchema } from '../../engine/schema/model';
import { createRegistry, type Registry } from '../../engine/schema/registry';
import { builtinValueTypeNames } from '../../engine/schema/value-types';
import { defineCatalog } from '../../engine/schema/define';

const t = (zh: string, en: string) => ({ zh, en });

export const propOf = (type: string) => `vt${type.replace(/(^|[^a-zA-Z0-9])([a-z])/g, (_m, _s, ch: string) => ch.toUpperCase())}`;

/** Choices and tree options for the select-like types. */
function choicesOf(type: string): Partial<Column> {
  if (['select', 'radio', 'checkbox'].includes(type)) return { dict: 'parts_level' };
  if (type === 'tree-select' || type === 'cascader') return { dict: { url: '/api/parts/node/tree', label: 'title', value: 'id', tree: true } };
  return {};
}

export const valueTypeColumn = (type: string): Column => ({
  prop: propOf(type),
  label: t(`值类型 ${type}`, `Type ${type}`),
  type,
  search: !['password', 'json', 'image', 'upload'].includes(type),
  ...choicesOf(type),
  ...(type === 'money' || type === 'decimal' ? { precision: 2 } : {}),
  // A date range ends in another column: the sample's date.
  ...(type === 'date-range' ? { rangeEnd: propOf('date') } : {}),
});

export const gadget: EntitySchema = {
  name: 'parts.sample',
  title: t('示例部件', 'Sample parts'),
  permission: 'parts_sample',
  api: { service: 'parts', entity: 'sample' },
  table: { index: true, selection: true, viewButton: true },
  columns: builtinValueTypeNames.map(valueTypeColumn),
  actions: [
    { key: 'export', label: t('导出', 'Export'), scope: 'toolbar', download: true, method: 'GET' },
    { key: 'enable', label: t('批量启用', 'Enable'), scope: 'batch', params: 'ids', effect: { set: { vtSwitch: 1 } }, success: t('已启用', 'Enabled') },
    { key: 'toggle', label: t('切换', 'Toggle'), scope: 'row', params: 'id', confirm: t('确定切换吗?', 'Toggle this row?'), effect: { toggle: 'vtSwitch' } },
  ],
};

const required = (zh: string, en: string) => ({ required: true, message: t(zh, en) });

/** Every kind of rule, for the form-dialog story whose starting values break all of them. */
export const ruleColumns: Column[] = [
  { prop: 'must', label: t('必填', 'Required'), rules: [required('请输入必填项', 'Please fill this in')] },
  { prop: 'code', label: t('编码', 'Code'), rules: [{ pattern: '^[a-z]+$', message: t('只能是小写字母', 'Lower-case letters only') }] },
  { prop: 'short', label: t('至少 6 位', 'At least 6'), rules: [{ min: 6, message: t('至少 6 个字符', 'At least 6 characters') }] },
  { prop: 'long', label: t('至多 3 位', 'At most 3'), rules: [{ max: 3, message: t('至多 3 个字符', 'At most 3 characters') }] },
  { prop: 'count', label: t('数量', 'Count'), type: 'number', rules: [{ min: 10, message: t('不能小于 10', 'At least 10') }] },
  { prop: 'phone', label: t('手机', 'Mobile'), type: 'phone', rules: [{ validator: 'phone', message: t('手机号不正确', 'Not a mobile number') }] },
  { prop: 'email', label: t('邮箱', 'Email'), type: 'email', rules: [{ validator: 'email', message: t('邮箱不正确', 'Not an email address') }] },
  { prop: 'site', label: t('网址', 'Website'), type: 'url', rules: [{ validator: 'url', message: t('网址不正确', 'Not a web address') }] },
  { prop: 'kind', label: t('类型', 'Kind'), type: 'select', dict: 'parts_level', rules: [required('请选择类型', 'Please choose a kind')] },
];
export const ruleBreakingValues = { code: 'ABC-1', short: 'abc', long: 'abcdef', count: 2, phone: '12345', email: 'not-an-email', site: 'ftp:/x' };

export const node: EntitySchema = {
  name: 'parts.node',
  title: t('树形部件', 'Tree parts'),
  permission: 'parts_node',
  api: { service: 'parts', entity: 'node' },
  tree: { parentProp: 'parentId', labelProp: 'title', lazy: true },
  table: { index: false, viewButton: true },
  columns: [
    { prop: 'title', label: t('名称', 'Title'), search: true },
    { prop: 'level', label: t('级别', 'Level'), type: 'select', dict: 'parts_level' },
    { prop: 'parentId', label: t('上级', 'Parent'), type: 'tree-select', dict: { url: '/api/parts/node/tree', label: 'title', value: 'id', tree: true }, default: 0, table: false },
    { prop: 'sort', label: t('排序', 'Sort'), type: 'number', min: 0, max: 99 },
  ],
};

export const BULK_ROWS = 10_000;
export const bulk: EntitySchema = {
  name: 'parts.bulk',
  title: t('一万行', 'Ten thousand rows'),
  permission: 'parts_bulk',
  api: { service: 'parts', entity: 'bulk' },
  // One page holding every row: the table virtualises above 200 rows.
  table: { index: true, pageSize: BULK_ROWS, pageSizes: [BULK_ROWS] },
  columns: [
    { prop: 'title', label: t('名称', 'Title'), search: true },
    { prop: 'amount', label: t('金额', 'Amount'), type: 'money' },
    { prop: 'level', label: t('级别', 'Level'), type: 'select', dict: 'parts_level' },
    { prop: 'day', label: t('日期', 'Day'), type: 'date' },
  ],
};

const catalog = defineCatalog({
  dicts: [
    {
      code: 'parts_level',
      title: t('级别', 'Level'),
      items: [
        { key: 1, label: t('低', 'Low') },
        { key: 2, label: t('中', 'Medium') },
        { key: 3, label: t('高', 'High') },
      ],
    },
  ],
});

export const partsRegistry: Registry = createRegistry(
  [catalog, gadget, node, bulk].map((value, i) => ({ file: `storybook/parts/${i}.ts`, value })),
);
