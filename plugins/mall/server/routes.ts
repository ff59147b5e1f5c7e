/** Every call of the mall plugin (docs/areas/mall.md "Calls → routes → tests"). */
import type { ServerContext } from '../../../server/kernel/http/context';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { registerGoodsRoutes } from './goods-routes';
import { registerLaneRoutes } from './lane-routes';
import { registerMachineRoutes } from './machine-routes';
import { registerOrderRoutes } from './order-routes';
import { registerRefundRoutes } from './refunds';
import { registerStatsRoutes } from './stats-routes';
import { registerStrategyRoutes } from './strategy-routes';
import { registerWarehouseRoutes } from './warehouse-routes';

export function registerMallRoutes(ctx: ServerContext, routes: RouteSink): void {
  if (!ctx.models.get('mall.spu')) return;
  registerGoodsRoutes(ctx, routes);
  registerWarehouseRoutes(ctx, routes);
  registerMachineRoutes(ctx, routes);
  registerLaneRoutes(ctx, routes);
  registerStrategyRoutes(ctx, routes);
  registerOrderRoutes(ctx, routes);
  registerRefundRoutes(ctx, routes);
  registerStatsRoutes(ctx, routes);
}
