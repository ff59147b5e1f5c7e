/**
 * The schema the playground opens with: a small screen that shows each kind of field linkage — a region
 * cascade (province → city → district, remote lists narrowed by the level above), a field shown by
 * another's value, a dictionary cascade, a computed value — ready to be changed.
 */
export const STARTER = {
  name: 'demo.kiosk',
  title: { zh: '演示亭', en: 'Demo kiosks' },
  route: '/demo/kiosk',
  permission: 'demokiosk',
  api: { service: 'toycar-demo', entity: 'kiosk' },
  storage: { table: 'tc_demo_kiosk', tenant: true },
  table: { index: true, viewButton: true },
  columns: [
    { prop: 'kioskName', label: { zh: '名称', en: 'Name' }, search: true, rules: [{ required: true, message: { zh: '请输入名称', en: 'Please enter the name' } }] },
    { prop: 'storeType', label: { zh: '场所类型', en: 'Place' }, type: 'select', dict: 'store_type', db: { type: 'int' }, search: { mode: 'exact' } },
    {
      prop: 'chargeType',
      label: { zh: '计费方式', en: 'Charge type' },
      type: 'select',
      dict: 'charge_type',
      db: { type: 'int' },
      options: { dependsOn: 'storeType', allow: { '1': [1, 2], '2': [1], '3': [2] } },
    },
    {
      prop: 'unitMinutes',
      label: { zh: '计费单位(分钟)', en: 'Unit (min)' },
      type: 'number',
      visible: { prop: 'chargeType', in: [1] },
      required: { prop: 'chargeType', in: [1] },
    },
    { prop: 'price', label: { zh: '单价', en: 'Price' }, type: 'money' },
    { prop: 'rides', label: { zh: '次数', en: 'Rides' }, type: 'number' },
    {
      prop: 'total',
      label: { zh: '合计', en: 'Total' },
      type: 'money',
      form: { readonly: true },
      compute: { op: 'mul', args: [{ prop: 'price' }, { prop: 'rides' }] },
    },
    { prop: 'provinceCode', label: { zh: '省份', en: 'Province' }, type: 'select', dict: { url: '/api/blade-system/region/select', label: 'name', value: 'code' } },
    {
      prop: 'cityCode',
      label: { zh: '城市', en: 'City' },
      type: 'select',
      dict: { url: '/api/blade-system/region/select', label: 'name', value: 'code' },
      options: { dependsOn: 'provinceCode', param: 'code' },
    },
  ],
};

export const starterText = () => JSON.stringify(STARTER, null, 2);
