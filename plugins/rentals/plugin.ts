/**
 * The rentals plugin (docs/areas/rentals.md): what the rental, order, payment, refund, booking, member and
 * push schemas (schemas/rentals) need beyond generic CRUD.
 *
 * - Server half: the order actions (force end, refunds, Pay-Score finish / cancel, sync, modify money) at
 *   the schemas' transition paths and the contract's own paths, each one transaction with its change
 *   record, idempotent, through the payment-channel adapter; the refund and push outboxes (jobs); the
 *   push-history calls; the order detail; the dashboard figures; the demo data.
 * - Client half: the change-history drawer of a rental, the order detail and deal details dialogs, the
 *   order lookup page, the dashboard (its own page, and the panels of the home pages).
 */
import { declarePlugin } from '../../engine/schema/define';

export default declarePlugin({
  name: 'rentals',
  title: { zh: '订单管理', en: 'Rentals & orders' },
  actions: ['changes', 'detail', 'deals'],
  effects: ['bookCancelled'],
  pages: [
    {
      key: 'board',
      route: '/rental/dashboard',
      title: { zh: '经营看板', en: 'Business dashboard' },
      menu: { parent: 'rental', sort: 0, icon: 'dashboard' },
      home: 'dashboard',
    },
    {
      key: 'today',
      route: '/rental/today',
      title: { zh: '今日经营', en: 'Today' },
      // The home page's panel of the dashboard: whoever may open the dashboard sees it.
      within: 'rentals.board',
      home: 'index',
    },
    {
      key: 'orderQuery',
      route: '/rental/order-query',
      title: { zh: '订单查询', en: 'Order lookup' },
      menu: { parent: 'rental', sort: 3, icon: 'file' },
    },
  ],
});
