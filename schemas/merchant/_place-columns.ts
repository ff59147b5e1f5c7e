import { required, type Column, type EntitySchema } from '../../engine/schema';

/**
 * Columns every place of the merchant side shares — merchants' offices, stores, sites, areas: where it is
 * (province, city, district, street address, coordinates in GCJ-02 as Chinese maps use) and who to call.
 * One definition, so a rule or a label changes once (`place.city`, with `import * as place`).
 */
export const province: Column = {
  prop: 'province',
  label: { zh: '省份', en: 'Province' },
  maxLength: 20,
  table: { hide: true },
};

export const city: Column = {
  prop: 'city',
  label: { zh: '城市', en: 'City' },
  maxLength: 20,
  search: true,
  table: { width: 90 },
  rules: [required('请输入城市', 'Please enter the city')],
};

export const district: Column = {
  prop: 'district',
  label: { zh: '区县', en: 'District' },
  maxLength: 20,
  table: { hide: true },
};

export const address: Column = {
  prop: 'address',
  label: { zh: '详细地址', en: 'Address' },
  maxLength: 120,
  form: { span: 24 },
  table: { ellipsis: true },
};

const coordinate = (prop: string, zh: string, en: string, min: number, max: number): Column => ({
  prop,
  label: { zh, en },
  type: 'number',
  precision: 6,
  min,
  max,
  db: { type: 'decimal' },
  table: { hide: true },
});

/** Longitude and latitude: China spans roughly 73°–136° E and 3°–54° N. */
export const lng = coordinate('lng', '经度', 'Longitude', 73, 136);
export const lat = coordinate('lat', '纬度', 'Latitude', 3, 54);

export const contactName: Column = {
  prop: 'contactName',
  label: { zh: '联系人', en: 'Contact' },
  maxLength: 20,
  table: { width: 90 },
};

export const contactPhone: Column = {
  prop: 'contactPhone',
  label: { zh: '联系电话', en: 'Phone' },
  type: 'phone',
  maxLength: 11,
  table: { width: 120 },
  rules: [
    {
      validator: 'phone',
      trigger: 'blur',
      message: { zh: '请输入正确的手机号码', en: 'Please enter a valid mobile number' },
    },
  ],
};

/** The enable switch of merchants, stores and sites: a state machine's status column (`isAble`). */
export const isAble: Column = {
  prop: 'isAble',
  label: { zh: '启用状态', en: 'Enabled' },
  type: 'select',
  dict: 'enable_status',
  db: { type: 'int' },
  default: 0,
  form: false,
  search: { mode: 'exact' },
  table: { key: true, width: 90 },
};

export const remark: Column = {
  prop: 'remark',
  label: { zh: '备注', en: 'Remark' },
  type: 'textarea',
  maxLength: 255,
  form: { span: 24 },
  table: { hide: true },
};

type Transition = NonNullable<EntitySchema['stateMachine']>['transitions'][number];

/**
 * Enable (0 → 1) and disable (1 → 0) on the contract's one path `isAble?ids=` (the row's state picks which),
 * with the guard that decides whether the row may be enabled (its parents enabled, its audit passed).
 */
export function enableTransitions(what: { zh: string; en: string }, guard?: string): Transition[] {
  return [
    {
      key: 'enable',
      label: { zh: '启用', en: 'Enable' },
      from: [0],
      to: 1,
      endpoint: 'isAble',
      batch: true,
      ...(guard ? { guard } : {}),
      success: { zh: '已启用', en: 'Enabled' },
    },
    {
      key: 'disable',
      label: { zh: '停用', en: 'Disable' },
      from: [1],
      to: 0,
      endpoint: 'isAble',
      batch: true,
      danger: true,
      confirm: {
        zh: `停用后该${what.zh}不能再绑定设备、接受新的下级，确定停用？`,
        en: `Once disabled, the ${what.en} takes no new devices or children. Disable?`,
      },
      success: { zh: '已停用', en: 'Disabled' },
    },
  ];
}

/** When the row was made (the audit column), searchable as a range (createTime_dategt / _datelt). */
export const createTime: Column = {
  prop: 'createTime',
  label: { zh: '创建时间', en: 'Created' },
  type: 'datetime',
  form: false,
  search: { mode: 'range' },
  table: { width: 160 },
};

/**
 * A merchant picked in a form: only enabled merchants may be chosen (the server refuses a store, site,
 * account or charge rule for a disabled one); disabled ones stay listed, greyed out.
 */
export const enabledMerchantRef = {
  schema: 'merchant.merchant',
  label: 'merchantName',
  active: { prop: 'isAble', values: [1] },
};
