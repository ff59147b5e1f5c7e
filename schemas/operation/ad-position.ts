import { defineEntity, required } from '../../engine/schema';
import { createTime, nameColumn, sort, status } from './_columns';

/**
 * Ad positions (广告位): the places of the member mini-program, the cabinet screens and the merchant app
 * where ads show, with the picture size they take. Ads name their position (`operation.ad`); a position an
 * ad uses is not removed (plugins/operations).
 */
export default defineEntity({
  name: 'operation.adPosition',
  title: { zh: '广告位', en: 'Ad positions' },
  route: '/operation/adposition',
  menu: { parent: 'operation', sort: 1, icon: 'appstore' },
  permission: 'adposition',
  api: { service: 'share-operation', entity: 'adposition' },
  storage: { table: 'so_ad_position', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    nameColumn('positionName', '广告位名称', 'Position'),
    {
      prop: 'positionCode',
      label: { zh: '广告位编码', en: 'Code' },
      search: true,
      unique: true,
      maxLength: 32,
      rules: [
        required('请输入广告位编码', 'Please enter the code'),
        { pattern: '^[a-z][a-z0-9_]*$', message: { zh: '编码只能是小写字母、数字和下划线', en: 'Lower-case letters, digits and _ only' } },
      ],
    },
    {
      prop: 'clientType',
      label: { zh: '投放端', en: 'Shown in' },
      type: 'select',
      dict: 'ad_client',
      db: { type: 'int' },
      search: { mode: 'exact' },
      rules: [required('请选择投放端', 'Please choose where it shows', 'change')],
    },
    { prop: 'width', label: { zh: '宽(px)', en: 'Width (px)' }, type: 'number', min: 1, max: 4000 },
    { prop: 'height', label: { zh: '高(px)', en: 'Height (px)' }, type: 'number', min: 1, max: 4000 },
    sort,
    status,
    createTime,
  ],
});
