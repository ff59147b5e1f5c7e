/**
 * Records shared by every tenant — the menu tree, data scopes and API scopes — change what every tenant's
 * users may see and call, so only the platform administrator may write them (as in BladeX, where these
 * controllers require the `administrator` role), whatever buttons a tenant administrator's role holds (the
 * menu sync grants every new button to `admin` roles too). Data and API scopes are wholly the platform
 * administrator's; menus stay readable with `menu_view` (the generic reads), only their writes are guarded.
 */
import type { ServerContext } from '../http/context';
import type { RouteTable } from '../http/route-table';
import { registerPlatformOnly } from './platform-only';

export function registerGlobalRecordRoutes(ctx: ServerContext, routes: RouteTable): void {
  registerPlatformOnly(ctx, routes, 'system.dataScope');
  registerPlatformOnly(ctx, routes, 'system.apiScope');
  registerPlatformOnly(ctx, routes, 'system.menu', { skip: ['page', 'list', 'detail'] });
}
