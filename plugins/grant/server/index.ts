/**
 * The grant module: what a role may see and do (menus and buttons, data scopes, API scopes: `menu/grant-tree`,
 * `role-tree-keys`, `role/grant`), which sidebar folders a top menu holds (`topmenu/grant`), and the menu
 * and role trees the grant dialogs and pickers read.
 */
import { defineServerModule } from '../../../server/kernel/module';
import { registerGrantRoutes } from './grant-routes';
import { registerMenuTreeRoutes } from './menu-tree-routes';
import { registerRoleRoutes } from './role-routes';
import { registerTopMenuGrantRoutes } from './top-menu-grant';

export default defineServerModule({
  name: 'grant',
  routes(ctx, routes) {
    registerGrantRoutes(ctx, routes);
    registerTopMenuGrantRoutes(ctx, routes);
    registerMenuTreeRoutes(ctx, routes);
    registerRoleRoutes(ctx, routes);
  },
});
