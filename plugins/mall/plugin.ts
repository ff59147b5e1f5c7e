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
});
