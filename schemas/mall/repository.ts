import { defineEntity, required } from '../../engine/schema';
import { remarkColumn, server } from './_columns';

/**
 * Warehouses (`dispacher-mall/repository`): where goods are stocked before they go into machines. One is
 * the tenant's default (`setDefaultWarehouse`, plugins/mall): in-orders without a warehouse land there.
 * Also `repositoryTop`, `selectList`, `statisticsTop`, `statisticsPage`, `pageDetail` (plugins/mall).
 */
export default defineEntity({
  name: 'mall.repository',
  title: { zh: '仓库管理', en: 'Warehouses' },
  route: '/mall/repository',
  menu: { parent: 'mall', sort: 20, icon: 'home' },
  permission: 'mall_repository',
  api: { service: 'dispacher-mall', entity: 'repository' },
  storage: { table: 'dm_repository', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'repositoryName',
      label: { zh: '仓库名称', en: 'Warehouse' },
      maxLength: 40,
      search: true,
      unique: true,
      rules: [required('请输入仓库名称', 'Please enter the warehouse name')],
    },
    { prop: 'address', label: { zh: '地址', en: 'Address' }, maxLength: 120, table: { width: 220 } },
    { prop: 'keeper', label: { zh: '负责人', en: 'Keeper' }, maxLength: 20 },
    {
      prop: 'isDefault',
      label: { zh: '默认仓库', en: 'Default' },
      type: 'select',
      dict: 'yes_no',
      db: { type: 'int' },
      default: 0,
      table: { width: 90 },
      ...server,
    },
    remarkColumn,
  ],
});
