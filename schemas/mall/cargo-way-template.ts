import { defineEntity, required } from '../../engine/schema';
import { quantityColumn, spuColumn } from './_columns';

/**
 * Lane templates (`dispacher-mall/cargowaytemplate`): one row per lane of a named plan (饮料机标准款: lane 1
 * 可乐 ×10 …). `saveWaysGoods` fills a machine's lanes from every row of a template.
 */
export default defineEntity({
  name: 'mall.cargoWayTemplate',
  title: { zh: '货道模板', en: 'Lane templates' },
  route: '/mall/cargowaytemplate',
  menu: { parent: 'mall', sort: 32, icon: 'file' },
  permission: 'mall_cargowaytemplate',
  api: { service: 'dispacher-mall', entity: 'cargowaytemplate' },
  owner: { prop: 'spuId', schema: 'mall.spu' },
  storage: { table: 'dm_cargo_way_template', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'wayNo', order: 'asc' } },
  columns: [
    {
      prop: 'templateName',
      label: { zh: '模板名称', en: 'Template' },
      maxLength: 40,
      search: true,
      table: { width: 160 },
      rules: [required('请输入模板名称', 'Please enter the template name')],
    },
    { prop: 'wayNo', label: { zh: '货道号', en: 'Lane' }, type: 'number', min: 1, max: 200, db: { type: 'int' }, rules: [required('请输入货道号', 'Please enter the lane')] },
    spuColumn({ rules: [required('请选择商品', 'Please choose the goods', 'change')] }),
    quantityColumn('count', '补货数量', 'Fill to', { rules: [required('请输入补货数量', 'Please enter the count')] }),
    quantityColumn('capacity', '容量', 'Capacity', { min: 1, max: 200, default: 10, rules: [required('请输入容量', 'Please enter the capacity')] }),
  ],
});
