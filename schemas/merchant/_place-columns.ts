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

/**
 * The region cascade province → city → district of merchants, stores and sites, declared as linkage: each
 * level is a remote list of the region select (GB/T 2260 codes: province 2 digits, city 4, district 6)
 * narrowed by the level above (`options: { dependsOn, param: 'code' }`), so a city must belong to the
 * chosen province and a district to the chosen city — in the form and on the server alike. The names the
 * rows have always carried (province, city, district; searched, shown, exported) are computed from the
 * chosen options' labels; the four municipalities list their city as 市辖区 / 县, so their city name is the
 * province's.
 */
const REGION_SELECT = { url: '/api/blade-system/region/select', label: 'name', value: 'code' };
const MUNICIPALITIES = ['11', '12', '31', '50'];

const regionCode = (prop: string, zh: string, en: string, extra: Partial<Column> = {}): Column => ({
  prop,
  label: { zh, en },
  // A region code (GB/T 2260: 2, 4 or 6 digits), refused in any other shape before the list is asked.
  type: 'region',
  dict: REGION_SELECT,
  maxLength: 12,
  table: { hide: true },
  ...extra,
});

/** The three code pickers and the three names computed from them. */
export const regionCascade: Column[] = [
  regionCode('provinceCode', '省份', 'Province', {
    rules: [required('请选择省份', 'Please choose the province', 'change')],
  }),
  regionCode('cityCode', '城市', 'City', {
    options: { dependsOn: 'provinceCode', param: 'code' },
    rules: [required('请选择城市', 'Please choose the city', 'change')],
  }),
  regionCode('districtCode', '区县', 'District', { options: { dependsOn: 'cityCode', param: 'code' } }),
  { ...province, form: false, compute: { label: 'provinceCode' } },
  {
    ...city,
    form: false,
    rules: undefined,
    compute: {
      cases: [{ when: { prop: 'provinceCode', in: MUNICIPALITIES }, then: { label: 'provinceCode' } }],
      else: { label: 'cityCode' },
    },
  },
  { ...district, form: false, compute: { label: 'districtCode' } },
];

export const address: Column = {
  prop: 'address',
  label: { zh: '详细地址', en: 'Address' },
  maxLength: 120,
  form: { span: 24 },
  table: { ellipsis: true },
};

/**
 * Longitude and latitude (value types that check their range and 6 decimals, form and server alike),
 * narrowed to China: it spans roughly 73°–136° E and 3°–54° N.
 */
const coordinate = (prop: string, type: 'longitude' | 'latitude', zh: string, en: string, min: number, max: number): Column => ({
  prop,
  label: { zh, en },
  type,
  min,
  max,
  table: { hide: true },
});

export const lng = coordinate('lng', 'longitude', '经度', 'Longitude', 73, 136);
export const lat = coordinate('lat', 'latitude', '纬度', 'Latitude', 3, 54);

type FormGroup = NonNullable<NonNullable<EntitySchema['dialog']>['groups']>[number];

/** The titled sections the place forms share (issue 35: long forms in groups). */
export const groups = {
  location: (coordinates = true): FormGroup => ({
    title: { zh: '位置', en: 'Location' },
    props: ['provinceCode', 'cityCode', 'districtCode', 'address', ...(coordinates ? ['lng', 'lat'] : [])],
  }),
  contact: { title: { zh: '联系方式', en: 'Contact' }, props: ['contactName', 'contactPhone'] } as FormGroup,
};

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
      message: { zh: '请输入正确的手机号码', en: 'Please enter a valid phone number' },
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
  table: { width: 90 },
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
