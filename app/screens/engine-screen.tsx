/**
 * The schema screens, as ONE lazy route module: this file is the only one that imports the CRUD engine
 * (and with it Formily and the schema registry), so the login page and the shell never load them. The
 * router loads every plugin's client half alongside it (app/plugins.ts); the loader waits for them, so a
 * screen never renders before the handlers and value types its schema names are registered. A path no
 * schema owns shows the 404 page inside the shell (no tab opened, the URL kept).
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { SchemaScreen } from '../../engine/crud';
import { createDataProvider } from '../../engine/data/create-provider';
import { EngineContext, type EngineEnv } from '../../engine/data/context';
import { text } from '../../engine/schema/resolve';
import { installPlugins } from '../plugins';
import { site } from '../config';
import { registry } from '../registry';
import { useSession } from '../session-state';
import type { RouteHandle } from '../title';
import { ShellError } from './shell-error';

const provider = createDataProvider();
/** BladeX's platform tenant. */
const PLATFORM_TENANT = '000000';

export async function loader() {
  await installPlugins();
  return null;
}

export const handle: RouteHandle = {
  title: ({ pathname, lang }) => {
    const target = registry.byRoute(pathname);
    return target ? text(target.title, lang) : '404';
  },
  isTab: ({ pathname }) => !!registry.byRoute(pathname),
};

export function Component() {
  // Each kept-alive pane sees its own location (app/layout/keep-alive.tsx): decide from it, not from the
  // route's loader data, which follows the visible pane.
  const { pathname, search } = useLocation();
  const { tenantId, permissions, user, roles } = useSession();
  const account = String(user?.account ?? user?.user_name ?? '');
  // BladeX's platform administrator: the `administrator` role of tenant 000000, whose lists span every
  // tenant (in tenant mode, as Saber shows the tenant column only then).
  const platformAdmin = site.tenantMode && tenantId === PLATFORM_TENANT && roles.includes('administrator');
  const env = useMemo<EngineEnv>(
    () => ({ provider, registry, tenantId, permissions, userKey: `${tenantId}:${account}`, platformAdmin }),
    [tenantId, permissions, account, platformAdmin],
  );
  if (!registry.byRoute(pathname)) return <ShellError code={404} />;
  return (
    <EngineContext.Provider value={env}>
      {/* A fresh screen per route (and per link search): search values and selections never leak between
          entities; a link's query opens the list filtered (a dashboard tile's). */}
      <SchemaScreen key={pathname + search} route={pathname} query={new URLSearchParams(search)} />
    </EngineContext.Provider>
  );
}
