import { defineEntity, required } from '../../engine/schema';
import { bindingColumns } from './_binding-columns';
import { controlAction } from './_control-action';

/**
 * Devices (spec §7 "Devices and sites", `share-iot/device`): every cabinet, dispatch machine, e-scooter
 * and beacon of a tenant, one row each (docs/areas/devices.md lists the fields and the seeded numbers).
 *
 * - `deviceCode` is the device number printed on the machine and used by the gateway (unique per tenant).
 * - A cabinet has `slotCount` numbered slots (device.slot rows, made when it is added), each holding one
 *   car or empty. A device may hang under a parent (`parentId`, 0 = none): a beacon or a dispatch machine
 *   beside a cabinet; `addDeviceSon` / `removeParentId` attach and detach it (no cycles, same tenant).
 * - `deviceStatus` is a state machine: `enable` (停用 → 启用) and `disenable` (启用 → 停用), by ids. A
 *   disabled device cannot be bound to a merchant, a site or a charge rule, nor get cars.
 * - Merchant, store, site and charge rule change only through the binding calls (merchant devices).
 * - `onlineStatus` and `lastOnlineTime` are the gateway's (plugins/iot); `locationCheck` (whether a rental
 *   checks the member stands near the site) changes through `changeLocationCheck?ids=&status=`.
 */
/**
 * Where a device is installed (coordinates, address) applies to the machines that stand in one place:
 * cabinets and dispatch machines. An e-scooter moves (its position comes from the IoT reports) and a beacon
 * hangs under its cabinet.
 */
const FIXED_PLACE = { prop: 'deviceType', in: [1, 2] };

export default defineEntity({
  name: 'device.device',
  title: { zh: '设备列表', en: 'Device list' },
  route: '/device/device',
  menu: { parent: 'device', sort: 1, icon: 'control' },
  permission: 'device',
  api: { service: 'share-iot', entity: 'device', list: 'page' },
  storage: {
    table: 'tc_device',
    tenant: true,
    audit: true,
    softDelete: true,
    // The fleet's everyday searches: a kind of device that is disabled or offline, a site's offline ones.
    indexes: [
      ['deviceType', 'deviceStatus'],
      ['deviceType', 'onlineStatus'],
      ['siteId', 'onlineStatus'],
    ],
  },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'id', order: 'desc' } },
  dialog: {
    width: 880,
    groups: [
      { title: { zh: '基本信息', en: 'Basics' }, props: ['deviceCode', 'deviceName', 'deviceType', 'slotCount'] },
      { title: { zh: '位置', en: 'Location' }, props: ['lng', 'lat', 'address'] },
      { title: { zh: '通信', en: 'Connectivity' }, props: ['iccid', 'firmwareVersion'] },
    ],
  },
  columns: [
    {
      prop: 'deviceCode',
      label: { zh: '设备编号', en: 'Device number' },
      search: true,
      unique: true,
      maxLength: 32,
      form: { readonly: 'edit' },
      table: { key: true, width: 150, fixed: 'left' },
      rules: [
        required('请输入设备编号', 'Please enter the device number'),
        {
          pattern: '^[A-Za-z0-9_-]{4,32}$',
          message: {
            zh: '设备编号为 4–32 位字母、数字、下划线或短横线',
            en: 'The device number is 4–32 letters, digits, _ or -',
          },
        },
      ],
    },
    {
      prop: 'deviceName',
      label: { zh: '设备名称', en: 'Name' },
      table: { key: true },
      search: true,
      maxLength: 64,
      rules: [required('请输入设备名称', 'Please enter the device name')],
    },
    {
      prop: 'deviceType',
      label: { zh: '设备类型', en: 'Type' },
      type: 'select',
      dict: 'device_type',
      db: { type: 'int' },
      search: { mode: 'exact' },
      form: { readonly: 'edit' },
      table: { width: 100 },
      rules: [required('请选择设备类型', 'Please choose the device type')],
    },
    {
      prop: 'slotCount',
      label: { zh: '仓位数', en: 'Slots' },
      type: 'number',
      min: 0,
      max: 48,
      default: 0,
      form: { readonly: 'edit' },
      table: { width: 80 },
      // Only a cabinet has slots: the field is shown, and required, for cabinets only.
      visible: { prop: 'deviceType', in: [1] },
      required: { prop: 'deviceType', in: [1] },
      requiredMessage: { zh: '请输入柜机的仓位数', en: "Please enter the cabinet's slot count" },
      help: {
        zh: '柜机的仓位数，新增时生成仓位',
        en: 'Slots of a cabinet, made when it is added',
      },
    },
    {
      prop: 'parentId',
      label: { zh: '上级设备编号', en: 'Parent device ID' },
      type: 'select',
      db: { type: 'bigint', index: true },
      default: 0,
      form: false,
      table: false,
      view: false,
    },
    {
      prop: 'parentCode',
      label: { zh: '上级设备', en: 'Parent device' },
      maxLength: 32,
      form: false,
      table: { width: 130, hide: true },
    },
    ...bindingColumns,
    {
      prop: 'deviceStatus',
      label: { zh: '启用状态', en: 'Enabled' },
      type: 'select',
      dict: 'enable_status',
      db: { type: 'int' },
      default: 1,
      form: false,
      search: { mode: 'exact' },
      table: { key: true, width: 90 },
    },
    {
      prop: 'onlineStatus',
      label: { zh: '在线状态', en: 'Online' },
      type: 'select',
      dict: 'device_online',
      db: { type: 'int' },
      default: 0,
      form: false,
      search: { mode: 'exact' },
      table: { key: true, width: 90 },
    },
    {
      prop: 'locationCheck',
      label: { zh: '位置校验', en: 'Location check' },
      type: 'select',
      dict: 'device_location_check',
      db: { type: 'int' },
      default: 1,
      form: false,
      table: { width: 90, hide: true },
    },
    {
      prop: 'lng',
      label: { zh: '经度', en: 'Longitude' },
      type: 'longitude',
      table: { hide: true },
      visible: FIXED_PLACE,
    },
    {
      prop: 'lat',
      label: { zh: '纬度', en: 'Latitude' },
      type: 'latitude',
      table: { hide: true },
      visible: FIXED_PLACE,
    },
    {
      prop: 'address',
      label: { zh: '安装地址', en: 'Address' },
      maxLength: 200,
      form: { span: 24 },
      table: { hide: true },
      visible: FIXED_PLACE,
    },
    {
      prop: 'iccid',
      label: { zh: '物联网卡号', en: 'SIM ICCID' },
      maxLength: 20,
      table: { hide: true },
      // A beacon speaks Bluetooth to its cabinet: it has no SIM card.
      visible: { prop: 'deviceType', notIn: [4] },
      rules: [
        { pattern: '^[0-9A-Fa-f]{19,20}$', message: { zh: 'ICCID 为 19–20 位', en: 'An ICCID has 19–20 characters' } },
      ],
    },
    { prop: 'firmwareVersion', label: { zh: '固件版本', en: 'Firmware' }, maxLength: 32, table: { hide: true } },
    {
      prop: 'lastOnlineTime',
      label: { zh: '最后在线', en: 'Last online' },
      type: 'datetime',
      form: false,
      table: { width: 160, hide: true },
    },
    {
      prop: 'remark',
      label: { zh: '备注', en: 'Remark' },
      type: 'textarea',
      maxLength: 255,
      form: { span: 24 },
      table: false,
    },
    {
      prop: 'createTime',
      label: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      form: false,
      search: { mode: 'range' },
      table: { width: 160, hide: true },
    },
  ],
  // Shown on the device overview page (plugins/devices), not above this list: SQL counts over the fleet.
  charts: [
    {
      key: 'byType',
      title: { zh: '设备类型分布', en: 'Devices by type' },
      type: 'pie',
      x: { prop: 'deviceType' },
      range: false,
      show: 'none',
      measures: [{ kind: 'count', label: { zh: '设备数', en: 'Devices' } }],
    },
    {
      key: 'online',
      title: { zh: '在线 / 离线', en: 'Online / offline' },
      type: 'pie',
      x: { prop: 'onlineStatus' },
      range: false,
      show: 'none',
      measures: [{ kind: 'count', label: { zh: '设备数', en: 'Devices' } }],
    },
    {
      key: 'byMerchant',
      title: { zh: '设备最多的商户', en: 'Merchants with the most devices' },
      type: 'bar',
      x: { prop: 'merchantName', limit: 10 },
      range: false,
      show: 'none',
      measures: [{ kind: 'count', label: { zh: '设备数', en: 'Devices' } }],
    },
  ],
  stateMachine: {
    field: 'deviceStatus',
    transitions: [
      {
        key: 'enable',
        label: { zh: '启用', en: 'Enable' },
        from: [0],
        to: 1,
        batch: true,
        success: { zh: '已启用', en: 'Enabled' },
      },
      {
        key: 'disenable',
        label: { zh: '停用', en: 'Disable' },
        from: [1],
        to: 0,
        batch: true,
        danger: true,
        guard: 'devices.noCarOut',
        confirm: {
          zh: '停用后设备不能租车、不能绑定商户和场地。确定停用？',
          en: 'A disabled device rents no car and cannot be bound to a merchant or a site. Disable it?',
        },
        success: { zh: '已停用', en: 'Disabled' },
      },
    ],
  },
  actions: [
    controlAction,
    {
      key: 'locationCheck',
      label: { zh: '位置校验', en: 'Location check' },
      scope: 'batch',
      endpoint: 'changeLocationCheck',
      params: 'ids',
      icon: 'location',
      form: [
        {
          prop: 'status',
          label: { zh: '位置校验', en: 'Location check' },
          type: 'radio',
          dict: 'device_location_check',
          rules: [required('请选择是否校验位置', 'Please choose whether to check the location', 'change')],
        },
      ],
      // No generic effect: plugins/devices/server serves it (its route replaces the generic one).
      effect: {},
      success: { zh: '位置校验已更新', en: 'Location check updated' },
    },
    {
      key: 'addDeviceSon',
      label: { zh: '挂到上级', en: 'Attach to parent' },
      scope: 'row',
      params: 'id',
      icon: 'tree',
      form: [
        {
          prop: 'parentCode',
          label: { zh: '上级设备编号', en: 'Parent device number' },
          maxLength: 32,
          rules: [required('请输入上级设备编号', 'Please enter the parent device number')],
        },
      ],
      // No generic effect: plugins/devices/server serves it (its route replaces the generic one).
      effect: {},
      success: { zh: '已挂到上级设备', en: 'Attached to the parent device' },
    },
    {
      key: 'removeParentId',
      label: { zh: '解除上级', en: 'Detach' },
      scope: 'row',
      params: 'id',
      visible: { prop: 'parentId', notIn: [0] },
      confirm: { zh: '确定解除与上级设备的关联？', en: 'Detach this device from its parent?' },
      // No generic effect: plugins/devices/server serves it (its route replaces the generic one).
      effect: {},
      success: { zh: '已解除', en: 'Detached' },
    },
    {
      key: 'refBindTenant',
      label: { zh: '换绑租户', en: 'Move to tenant' },
      scope: 'batch',
      params: 'ids',
      permission: 'device_refBindTenant',
      icon: 'team',
      danger: true,
      form: [
        {
          prop: 'newTenantId',
          label: { zh: '新租户', en: 'New tenant' },
          type: 'select',
          dict: { url: '/api/blade-system/tenant/select', label: 'tenantName', value: 'tenantId' },
          rules: [required('请选择新租户', 'Please choose the new tenant', 'change')],
        },
      ],
      // No generic effect: plugins/devices/server serves it (its route replaces the generic one).
      effect: {},
      success: {
        zh: '已换绑租户，原商户、门店、场地和计费规则已解除',
        en: 'Moved; its merchant, store, site and rule were released',
      },
    },
  ],
});
