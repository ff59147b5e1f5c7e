import { defineEntity, required } from '../../engine/schema';
import * as place from '../merchant/_place-columns';

/**
 * Operating areas (运营区域): the cities or districts the operator runs devices in, with a centre point,
 * per tenant; sites name their area (merchant.site `areaId`) and electric fences are drawn in one
 * (area.fence). `areaCode` is the region code (GB/T 2260, 6 digits) of blade-system's region tree. An area
 * with sites or fences cannot be removed.
 */
export default defineEntity({
  name: 'area.area',
  title: { zh: '运营区域', en: 'Areas' },
  route: '/areas/area',
  menu: { parent: 'areas', sort: 1, icon: 'environment' },
  permission: 'area',
  api: { service: 'share-biz', entity: 'area' },
  storage: { table: 'sb_area', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
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
      prop: 'areaCode',
      label: { zh: '行政区划代码', en: 'Region code' },
      search: true,
      maxLength: 6,
      table: { width: 120 },
      rules: [
        required('请输入行政区划代码', 'Please enter the region code'),
        { pattern: '^\\d{6}$', message: { zh: '行政区划代码为 6 位数字', en: 'The region code has 6 digits' } },
      ],
    },
    place.province,
    place.city,
    place.district,
    { ...place.lng, label: { zh: '中心经度', en: 'Centre longitude' }, table: { width: 110 } },
    { ...place.lat, label: { zh: '中心纬度', en: 'Centre latitude' }, table: { width: 110 } },
    place.contactName,
    place.contactPhone,
    place.createTime,
    place.remark,
  ],
});
