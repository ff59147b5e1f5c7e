/**
 * The billing plugin's client half: the monthly bills' row and toolbar dialogs (generate, lines with log
 * and invoices, upload and view the invoice) and the settlement overview page. Each is a lazy chunk,
 * loaded when first opened.
 */
import { defineClientPlugin, lazyView } from '../../../engine/plugin';
import declaration from '../plugin';
import './locale';

export default defineClientPlugin(declaration, {
  actions: {
    manualCreate: lazyView(() => import('./ManualCreateDialog')),
    lines: lazyView(() => import('./LinesDrawer')),
    uploadInvoice: lazyView(() => import('./UploadInvoiceDialog')),
    viewInvoice: lazyView(() => import('./InvoiceDialog')),
  },
  pages: {
    overview: () => import('./OverviewPage'),
  },
});
