/** The mall plugin's client half: the lane grid of a machine and the sales statistics (declared in ../plugin.ts). */
import { defineClientPlugin } from '../../../engine/plugin';
import declaration from '../plugin';
import './locale';

export default defineClientPlugin(declaration, {
  pages: {
    lanes: () => import('./LanesPage'),
    statistics: () => import('./StatsPage'),
  },
});
