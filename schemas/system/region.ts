import { defineEntity, required } from '../../engine/schema';

const derived = (prop: string, zh: string, en: string, maxLength = 255) => ({
  prop,
  label: { zh, en },
  maxLength,
  form: false as const,
  table: { hide: true },
});

/**
 * Administrative regions (spec §3 "Region", §7; BladeX blade_region): one platform-wide tree (not
 * tenant-scoped) keyed by `code`, linked by `parentCode` (roots — provinces — have parentCode `00`).
 *
 * On the wire a region's `id` IS its code, as in BladeX where code is the primary key, so the generic
 * lazy tree table works as is: expanding a row asks `lazy-tree?parentId=<code>`, "add child" presets
 * parentCode with the row's code, edit / remove send the code. plugins/region/server/region-routes.ts serves
 * every op (`lazy-tree?parentCode=`, `list`, `page`, `tree`, `detail?code=` or `?id=`, `submit`,
 * `remove?id=` or `?ids=`) and refuses removing a region that has children.
 *
 * Fields, named as BladeX's Region entity: code, parentCode, name, level (dict `region_level`: 1 province,
 * 2 city, 3 district, 4 town, 5 village), sort, remark; and, filled by the server from the parent chain on every write,
 * ancestors (comma list of codes) and the province / city / district / town / village codes and names.
 */
export default defineEntity({
  name: 'system.region',
  title: { zh: '行政区划', en: 'Regions' },
  route: '/system/region',
  menu: { parent: 'system', sort: 6, icon: 'global' },
  permission: 'region',
  api: { service: 'blade-system', entity: 'region', list: 'lazy-tree', ops: { lazyTree: 'lazy-tree' } },
  storage: { table: 'blade_region', audit: true },
  tree: { parentProp: 'parentCode', labelProp: 'name', lazy: true },
  table: { index: true, viewButton: true },
  columns: [
    {
      prop: 'code',
      label: { zh: '区划编号', en: 'Code' },
      search: true,
      maxLength: 12,
      form: { readonly: 'edit' },
      db: { index: true },
      rules: [
        required('请输入区划编号', 'Please enter the region code'),
        {
          pattern: '^[0-9]{2,12}$',
          message: { zh: '区划编号为 2-12 位数字', en: 'The region code is 2-12 digits' },
        },
      ],
    },
    {
      prop: 'parentCode',
      label: { zh: '上级区划', en: 'Parent code' },
      maxLength: 12,
      // '0' is the generic tree's root (what the console asks for first); the server stores roots as '00'.
      default: '0',
      form: { readonly: true },
      db: { index: true },
      table: false,
    },
    {
      prop: 'name',
      label: { zh: '区划名称', en: 'Name' },
      search: true,
      maxLength: 32,
      rules: [required('请输入区划名称', 'Please enter the region name')],
    },
    {
      prop: 'level',
      label: { zh: '层级', en: 'Level' },
      type: 'select',
      dict: 'region_level',
      form: false,
      db: { type: 'int' },
    },
    {
      prop: 'sort',
      label: { zh: '排序', en: 'Sort' },
      type: 'number',
      min: 0,
      max: 99999,
      default: 1,
      rules: [required('请输入排序', 'Please enter the sort order')],
    },
    derived('ancestors', '祖区划编号', 'Ancestor codes'),
    derived('provinceCode', '省级编号', 'Province code', 12),
    derived('provinceName', '省级名称', 'Province', 32),
    derived('cityCode', '市级编号', 'City code', 12),
    derived('cityName', '市级名称', 'City', 32),
    derived('districtCode', '区级编号', 'District code', 12),
    derived('districtName', '区级名称', 'District', 32),
    derived('townCode', '镇级编号', 'Town code', 12),
    derived('townName', '镇级名称', 'Town', 32),
    derived('villageCode', '村级编号', 'Village code', 12),
    derived('villageName', '村级名称', 'Village', 32),
    {
      prop: 'remark',
      label: { zh: '备注', en: 'Remark' },
      type: 'textarea',
      maxLength: 255,
      form: { span: 24 },
      table: { hide: true },
    },
  ],
});
