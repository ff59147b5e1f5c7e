/**
 * The rentals plugin's client half: the dialogs of the rows' actions (a rental's changes, an order's
 * details, a partner pay order's deals) and the plugin's pages (the dashboard, today's tiles on the home
 * page, the order lookup). Each is a lazy chunk, loaded when first opened.
 */
import { defineClientPlugin, lazyView } from '../../../engine/plugin';
import declaration from '../plugin';
import './locale';

export default defineClientPlugin(declaration, {
  actions: {
    changes: lazyView(() => import('./ChangesDrawer')),
    detail: lazyView(() => import('./OrderDetailDialog')),
    deals: lazyView(() => import('./DealsDialog')),
  },
  pages: {
    board: () => import('./DashboardPage'),
    today: () => import('./TodayPanel'),
    orderQuery: () => import('./OrderQueryPage'),
  },
});
