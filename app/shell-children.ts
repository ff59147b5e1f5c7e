/**
 * Loaders of the shell's lazy children: the schema screens and the plugin routes. The router reaches them
 * through the shell's module (app/shell-frame.tsx re-exports them), so their chunks are imported from the
 * shell's: the bundler then knows that everything the shell loaded is there already and does not split
 * the shell's shared chunks again for each child (doing it from the router cost the shell ≈ 8 kB gzip of
 * extra, smaller files once every client half became a lazy chunk of its own).
 */
import type { RouteObject } from 'react-router';

/** The schema screens, with every plugin's client half loaded alongside (not after) the engine. */
export const loadEngineScreen = () =>
  Promise.all([import('./screens/engine-screen'), import('./plugins').then((m) => m.installPlugins())]).then(
    ([m]) => m,
  );

/** The plugin pages' routes (app/plugin-routes.tsx). */
export const loadPluginRoutes = (): Promise<RouteObject[]> =>
  import('./plugin-routes').then((m) => m.appPluginRoutes());

/** The plugin panels of a home page (app/plugin-routes.tsx `appHomePanels`). */
export const loadHomePanels = (home: 'index' | 'dashboard') =>
  import('./plugin-routes').then((m) => m.appHomePanels(home));
