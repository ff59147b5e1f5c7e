/**
 * The devices plugin's client half: its two pages (declared in ../plugin.ts), each loaded when its route
 * is first visited — the device overview (figures, charts, the map of sites) and the third-party query.
 */
import { defineClientPlugin } from '../../../engine/plugin';
import declaration from '../plugin';
import './locale';

export default defineClientPlugin(declaration, {
  pages: {
    dashboard: () => import('./DashboardPage'),
    platform: () => import('./PlatformPage'),
  },
});
