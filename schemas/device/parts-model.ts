import { defineEntity, required } from '../../engine/schema';

/**
 * Parts models (spec §3 "parts model", `toycar-device/partsmodel`): the spare parts of a car model —
 * batteries, motors, wheels, remote controls… — with the part number, the supplier and the unit price
 * (money: yuan on the wire, fen in the database).
 */
export default defineEntity({
  name: 'device.partsModel',
  title: { zh: '配件型号', en: 'Parts models' },
  route: '/device/parts-model',
  menu: { parent: 'device', sort: 5, icon: 'tool' },
  permission: 'partsmodel',
  api: { service: 'toycar-device', entity: 'partsmodel', list: 'page' },
  storage: { table: 'tc_parts_model', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  owner: { prop: 'carModelId', schema: 'device.carModel' },
  columns: [
    {
      prop: 'partsName',
      label: { zh: '配件名称', en: 'Part' },
      search: true,
      maxLength: 64,
      rules: [required('请输入配件名称', 'Please enter the part name')],
    },
    {
      prop: 'partsCode',
      label: { zh: '配件编码', en: 'Part number' },
      search: true,
      unique: true,
      maxLength: 32,
      rules: [
        required('请输入配件编码', 'Please enter the part number'),
        {
          pattern: '^[A-Z0-9-]{2,32}$',
          message: {
            zh: '配件编码为 2–32 位大写字母、数字或短横线',
            en: 'The part number is 2–32 capitals, digits or -',
          },
        },
      ],
    },
    {
      prop: 'category',
      label: { zh: '配件类别', en: 'Category' },
      type: 'select',
      dict: 'parts_category',
      db: { type: 'int' },
      search: { mode: 'exact' },
      rules: [required('请选择配件类别', 'Please choose the category', 'change')],
    },
    {
      prop: 'carModelId',
      label: { zh: '适用车型', en: 'Car model' },
      type: 'select',
      ref: { schema: 'device.carModel', label: 'modelName' },
      db: { type: 'bigint', index: true },
      search: { mode: 'exact' },
      rules: [required('请选择适用车型', 'Please choose the car model', 'change')],
    },
    { prop: 'supplier', label: { zh: '供应商', en: 'Supplier' }, maxLength: 64 },
    {
      prop: 'unitPrice',
      label: { zh: '单价(元)', en: 'Unit price' },
      type: 'money',
      min: 0,
      max: 100000,
      table: { width: 110, align: 'right' },
      rules: [required('请输入单价', 'Please enter the unit price')],
    },
    {
      prop: 'warrantyMonths',
      label: { zh: '质保(月)', en: 'Warranty (months)' },
      type: 'number',
      min: 0,
      max: 120,
      default: 12,
      table: { width: 100 },
    },
    {
      prop: 'remark',
      label: { zh: '备注', en: 'Remark' },
      type: 'textarea',
      maxLength: 255,
      form: { span: 24 },
      table: false,
    },
  ],
});
