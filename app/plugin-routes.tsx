/**
 * Plugin pages as routes inside the console shell. Each page a plugin declares (`pages` of
 * plugins/<name>/plugin.ts; its route may have `:param` segments) becomes a child route of the shell:
 * - its component is the client half's `pages[key]` loader, run when the route is first visited (the
 *   plugin's client half is loaded and registered then, no other plugin's);
 * - its title (zh / en) names the tab and the document; `menu.isTab: false` opens it without a tab;
 * - a page opens exactly when its menu entry is granted — its own, or the one it belongs to (`within`);
 *   a page every user has (`access: 'signed-in'`) always — else the 403 page shows inside the shell
 *   (engine/schema/screen-access.ts; the session's whole menu, so a refreshed menu applies at once).
 * app/router.tsx adds these routes on the first navigation that may need them (patchRoutesOnNavigation),
 * so this module and the declarations stay out of the login page's and the shell's first load.
 */
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { PluginInstaller } from '../engine/plugin';
import { registryFromModules } from '../engine/schema/registry';
import { pageOpens, type RoutedPluginPage } from '../engine/schema/screen-access';
import { pluginDeclarationModules } from './plugin-declarations';
import { pluginInstaller } from './plugins';
import { ShellError } from './screens/shell-error';
import { useSession } from './session-state';
import { withChunkTimeout } from './shell-state/error-log';
import type { RouteHandle } from './title';

export type { RoutedPluginPage };

/** Whether the signed-in user may open the page; undefined while their menu has not arrived yet. */
export function usePageOpens(page: RoutedPluginPage): boolean | undefined {
  const { menuEntries } = useSession();
  if (page.access === 'signed-in') return true;
  return menuEntries && pageOpens(page, menuEntries);
}

/** The page, or the 403 page when its menu entry is not granted (nothing until the menu is known). */
export function PageGate({ page, children }: { page: RoutedPluginPage; children: ReactNode }) {
  const opens = usePageOpens(page);
  if (opens === undefined) return null;
  if (!opens) return <ShellError code={403} />;
  return children;
}

/** Route id of a plugin page. */
export const pluginRouteId = (page: Pick<RoutedPluginPage, 'plugin' | 'key'>) => `plugin:${page.plugin}:${page.key}`;

/** The shell's child routes for these plugin pages, their components loaded through `installer`. */
export function pluginRoutes(pages: RoutedPluginPage[], installer: Pick<PluginInstaller, 'install'>): RouteObject[] {
  return pages.map((page) => {
    const handle: RouteHandle = {
      title: ({ lang }) => page.title[lang] || page.title.zh,
      isTab: page.menu?.isTab !== false,
    };
    return {
      id: pluginRouteId(page),
      path: page.route.replace(/^\/+/, ''),
      handle,
      lazy: async () => {
        const plugin = await withChunkTimeout(() => installer.install(page.plugin), `plugin-${page.plugin}`);
        const load = plugin.pages[page.key];
        if (!load) throw new Error(`Plugin "${page.plugin}" has no page "${page.key}"`);
        const { default: Page } = await withChunkTimeout(load, `${page.plugin}-${page.key}`);
        return {
          Component: () => (
            <PageGate page={page}>
              <Page />
            </PageGate>
          ),
        };
      },
    };
  });
}

/** The console's plugin routes: every declaration found under plugins/, every client half by folder. */
export const appPluginRoutes = (): RouteObject[] =>
  pluginRoutes(registryFromModules(pluginDeclarationModules).pluginPages, pluginInstaller);

/** A plugin page that is also a panel of one of the console's home pages (its declaration's `home`). */
export interface HomePanel {
  id: string;
  page: RoutedPluginPage;
  Component: ComponentType;
}

/** The panels of a home page (`index`: /wel/index, `dashboard`: /wel/dashboard), their components loaded. */
export async function homePanels(
  pages: RoutedPluginPage[],
  installer: Pick<PluginInstaller, 'install'>,
  home: 'index' | 'dashboard',
): Promise<HomePanel[]> {
  return Promise.all(
    pages
      .filter((p) => p.home === home)
      .map(async (page) => {
        const plugin = await withChunkTimeout(() => installer.install(page.plugin), `plugin-${page.plugin}`);
        const load = plugin.pages[page.key];
        if (!load) throw new Error(`Plugin "${page.plugin}" has no page "${page.key}"`);
        const { default: Component } = await withChunkTimeout(load, `${page.plugin}-${page.key}`);
        return { id: pluginRouteId(page), page, Component };
      }),
  );
}

/** The console's home panels, from every declaration found under plugins/. */
export const appHomePanels = (home: 'index' | 'dashboard'): Promise<HomePanel[]> =>
  homePanels(registryFromModules(pluginDeclarationModules).pluginPages, pluginInstaller, home);
