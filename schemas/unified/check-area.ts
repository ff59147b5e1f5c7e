import { defineEntity, required } from '../../engine/schema';
import * as place from '../merchant/_place-columns';

/**
 * Inspection areas (巡检区域): the rounds inspectors walk — a set of sites of one merchant in a city, with
 * the inspector in charge (a platform user), per tenant. `siteIds` holds the sites (comma-separated ids);
 * the server checks each is a site of the area's merchant. Inspections (unified.checkItem) name their area.
 */
export default defineEntity({
  name: 'unified.checkArea',
  title: { zh: '巡检区域', en: 'Inspection areas' },
  route: '/inspection/area',
  menu: { parent: 'inspection', sort: 2, icon: 'environment' },
  permission: 'checkarea',
  api: { service: 'unified-merchant', entity: 'checkarea' },
  storage: { table: 'um_check_area', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  owner: { prop: 'merchantId', schema: 'merchant.merchant' },
  columns: [
    {
      prop: 'areaName',
      label: { zh: '区域名称', en: 'Area' },
      search: true,
      unique: true,
      maxLength: 40,
      table: { width: 180 },
      rules: [required('请输入区域名称', 'Please enter the area name')],
    },
    {
      prop: 'merchantId',
      label: { zh: '商户', en: 'Merchant' },
      type: 'select',
      ref: { schema: 'merchant.merchant', label: 'merchantName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { width: 180 },
      rules: [required('请选择商户', 'Please choose the merchant', 'change')],
    },
    place.city,
    {
      prop: 'inspectorId',
      label: { zh: '巡检员', en: 'Inspector' },
      type: 'select',
      ref: { schema: 'system.user', label: 'realName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { width: 100 },
      rules: [required('请选择巡检员', 'Please choose the inspector', 'change')],
    },
    {
      // Chosen by name; held as BladeX's comma list of ids. The server refuses a site of another merchant
      // than the area's, naming it (plugins/merchants/server/hooks-inspection.ts).
      prop: 'siteIds',
      label: { zh: '场地', en: 'Sites' },
      type: 'multi-select',
      dict: { url: '/api/toycar-merchant/merchantstoresite/list?size=1000', label: 'siteName', value: 'id' },
      refersTo: 'merchant.site',
      db: { type: 'string', length: 2000 },
      form: { span: 24 },
      table: { hide: true },
    },
    place.createTime,
    place.remark,
  ],
});
