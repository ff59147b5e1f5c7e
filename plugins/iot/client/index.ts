/**
 * The iot plugin's client half: the command drawer of a device row (action `commands`, a lazy chunk) and
 * the device console page.
 */
import { defineClientPlugin, lazyView } from '../../../engine/plugin';
import declaration from '../plugin';
import './locale';

export default defineClientPlugin(declaration, {
  actions: { commands: lazyView(() => import('./CommandDrawer')) },
  pages: { console: () => import('./ConsolePage') },
});
