/**
 * The mall plugin (docs/areas/mall.md): what the goods, stock, order, machine and lane schemas
 * (schemas/mall) need beyond generic CRUD.
 *
 * - Server half: stock movements inside the audits' transactions (effects), the spu extras (count, page2,
 *   shelf, the legacy /mall/ensure alias), warehouse reads, lane calls, strategies, merchant bindings,
 *   dispatcher-order refunds and downloads, statistics, the Tmall adapter (simulated by default).
 * - Client half: the lane grid of a machine.
 */
import { declarePlugin } from '../../engine/schema/define';

export default declarePlugin({
  name: 'mall',
  title: { zh: '售货商城', en: 'Goods mall' },
  effects: ['stockIn', 'pickReserve', 'pickDeliver', 'refundReturn'],
  pages: [
    {
      key: 'lanes',
      route: '/mall/lanes',
      title: { zh: '货道管理', en: 'Lane grid' },
      menu: { parent: 'mall', sort: 29, icon: 'control' },
    },
    {
      key: 'statistics',
      route: '/mall/statistics',
      title: { zh: '销售统计', en: 'Sales statistics' },
      menu: { parent: 'mall', sort: 0, icon: 'dashboard' },
    },
  ],
});
