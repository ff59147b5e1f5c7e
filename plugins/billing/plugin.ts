import { declarePlugin } from '../../engine/schema';

/**
 * Monthly merchant bills, their lines, invoices, remittance and store day bills (issue 16; schemas under
 * schemas/billing/, docs/areas/billing.md). The server half generates the bills (a job), guards and logs
 * their changes and serves the contract's special calls; the client half draws the bill's lines and log,
 * the invoice upload, the generation dialog and the settlement overview.
 */
export default declarePlugin({
  name: 'billing',
  title: { zh: '账单', en: 'Billing' },
  actions: ['manualCreate', 'lines', 'uploadInvoice', 'viewInvoice'],
  guards: ['invoiceAccepted'],
  effects: ['billChanged', 'invoiceReviewed', 'remitted'],
  pages: [
    {
      key: 'overview',
      route: '/billing/overview',
      title: { zh: '结算总览', en: 'Settlement overview' },
      menu: { parent: 'billing', sort: 0, icon: 'dashboard' },
      buttons: [
        { code: 'billing_split', title: { zh: '生成分账明细', en: 'Split paid orders' } },
        { code: 'billing_merchant_sync', title: { zh: '同步商户信息', en: 'Sync merchant receivers' } },
      ],
    },
  ],
});
