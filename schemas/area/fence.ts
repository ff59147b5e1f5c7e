import { defineEntity, required } from '../../engine/schema';
import * as place from '../merchant/_place-columns';

/**
 * Electric fences (电子围栏): where a site's cars may go — a circle (centre and radius in metres) or a
 * polygon (`points`: "lng,lat;lng,lat;…", at least 3 corners) — and what a car crossing it gets (voice
 * warning, slow down, power cut). Served at `share-biz/electricfence` with the contract's
 * `POST openClose?ids=` (switch on / off, a state machine). A fence is switched on only with a valid
 * shape and an enabled site (guard); a changed shape of an open fence is checked the same way.
 */
export default defineEntity({
  name: 'area.fence',
  title: { zh: '电子围栏', en: 'Electric fences' },
  route: '/areas/fence',
  menu: { parent: 'areas', sort: 2, icon: 'safety' },
  permission: 'electricfence',
  api: { service: 'share-biz', entity: 'electricfence' },
  storage: { table: 'sb_electric_fence', tenant: true, audit: true, softDelete: true, indexes: [['siteId']] },
  table: { index: true, selection: true, viewButton: true },
  owner: { prop: 'siteId', schema: 'merchant.site' },
  columns: [
    {
      prop: 'fenceName',
      label: { zh: '围栏名称', en: 'Fence' },
      search: true,
      maxLength: 40,
      table: { width: 180 },
      rules: [required('请输入围栏名称', 'Please enter the fence name')],
    },
    {
      prop: 'siteId',
      label: { zh: '所属场地', en: 'Site' },
      type: 'select',
      ref: { schema: 'merchant.site', label: 'siteName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { width: 180 },
      rules: [required('请选择所属场地', 'Please choose the site', 'change')],
    },
    {
      prop: 'areaId',
      label: { zh: '运营区域', en: 'Area' },
      type: 'select',
      ref: { schema: 'area.area', label: 'areaName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { hide: true },
    },
    {
      prop: 'fenceType',
      label: { zh: '围栏形状', en: 'Shape' },
      type: 'radio',
      dict: 'fence_type',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 80 },
      rules: [required('请选择围栏形状', 'Please choose the shape', 'change')],
    },
    { ...place.lng, label: { zh: '圆心经度', en: 'Centre longitude' } },
    { ...place.lat, label: { zh: '圆心纬度', en: 'Centre latitude' } },
    {
      prop: 'radius',
      label: { zh: '半径(米)', en: 'Radius (m)' },
      type: 'number',
      min: 10,
      max: 5000,
      table: { width: 90 },
    },
    {
      prop: 'points',
      label: { zh: '多边形顶点', en: 'Polygon corners' },
      type: 'textarea',
      maxLength: 4000,
      form: { span: 24 },
      table: { hide: true },
      help: { zh: '每个顶点为“经度,纬度”，顶点之间用分号分隔', en: 'Each corner "lng,lat", corners separated by semicolons' },
      rules: [
        {
          pattern: '^\\s*$|^-?\\d{1,3}(\\.\\d+)?,-?\\d{1,2}(\\.\\d+)?(;-?\\d{1,3}(\\.\\d+)?,-?\\d{1,2}(\\.\\d+)?)*$',
          message: { zh: '顶点格式为 经度,纬度;经度,纬度', en: 'Corners look like lng,lat;lng,lat' },
        },
      ],
    },
    {
      prop: 'alarmType',
      label: { zh: '越界处理', en: 'When crossed' },
      type: 'select',
      dict: 'fence_alarm',
      db: { type: 'int' },
      default: 1,
      table: { width: 100 },
    },
    {
      prop: 'openStatus',
      label: { zh: '围栏状态', en: 'Status' },
      type: 'select',
      dict: 'fence_status',
      db: { type: 'int' },
      default: 0,
      form: false,
      search: { mode: 'exact' },
      table: { width: 90 },
    },
    place.createTime,
    place.remark,
  ],
  stateMachine: {
    field: 'openStatus',
    transitions: [
      {
        key: 'open',
        label: { zh: '开启', en: 'Switch on' },
        from: [0],
        to: 1,
        endpoint: 'openClose',
        batch: true,
        guard: 'merchants.fenceOpen',
        success: { zh: '围栏已开启', en: 'The fence is on' },
      },
      {
        key: 'close',
        label: { zh: '关闭', en: 'Switch off' },
        from: [1],
        to: 0,
        endpoint: 'openClose',
        batch: true,
        danger: true,
        confirm: { zh: '关闭后车辆越界将不再处理，确定关闭？', en: 'Once off, cars crossing it are not stopped. Switch off?' },
        success: { zh: '围栏已关闭', en: 'The fence is off' },
      },
    ],
  },
});
