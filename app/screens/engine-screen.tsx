/**
 * The schema screens, as ONE lazy route module: this file is the only one that imports the CRUD engine
 * (and with it Formily and the schema registry), so the login page and the shell never load them. The
 * router loads every plugin's client half alongside it (app/plugins.ts); the loader waits for them, so a
 * screen never renders before the handlers and value types its schema names are registered. A path no
 * schema owns shows the 404 page inside the shell (no tab opened, the URL kept).
 * The registry knows every screen's route and title from its index; a screen's schemas (its folder's
 * chunk and those of the schemas it names) are loaded when it first opens, in parallel, while the new
 * tab shows a skeleton: the route's loader starts the load but does not wait for it, which would keep
 * the previous page in view.
 */
import { useEffect, useMemo, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { Skeleton } from 'antd';
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

export async function loader({ request }: LoaderFunctionArgs) {
  // The screen's schemas start loading now, beside the navigation, which does not wait for them.
  const screen = registry.screenAt(new URL(request.url).pathname);
  if (screen) registry.load([screen.name]).catch(() => undefined); // the screen shows the error (below)
  await installPlugins();
  return null;
}

export const handle: RouteHandle = {
  title: ({ pathname, lang }) => {
    const target = registry.screenAt(pathname);
    return target ? text(target.title, lang) : '404';
  },
  isTab: ({ pathname }) => !!registry.screenAt(pathname),
};

/**
 * The screen once its schemas are loaded, a skeleton until then. State, not Suspense: the router updates
 * in a transition, during which React would keep the previous page on view rather than show a fallback.
 */
function LoadedScreen({ name, pathname, search }: { name: string; pathname: string; search: string }) {
  // Ready once the screen's schemas AND those its references name are in: its own folder's chunk may
  // have come with an earlier screen while a referenced entity's has not, and a list rendered before it
  // would show that reference's ids (its options load with the screen, never again).
  const ready = !!registry.byRoute(pathname) && registry.loaded([name]);
  const [, setLoads] = useState(0);
  const [failed, setFailed] = useState<unknown>();
  useEffect(() => {
    if (ready) return;
    let live = true;
    registry.load([name]).then(
      () => live && setLoads((n) => n + 1),
      (e: unknown) => live && setFailed(e),
    );
    return () => {
      live = false;
    };
  }, [name, ready]);
  if (failed) throw failed; // the pane's error boundary offers a reload
  if (!ready) return <ScreenSkeleton />;
  // A fresh screen per route (and per link search): search values and selections never leak between
  // entities; a link's query opens the list filtered (a dashboard tile's).
  return <SchemaScreen key={pathname + search} route={pathname} query={new URLSearchParams(search)} />;
}

function ScreenSkeleton() {
  return (
    <div data-testid="screen-skeleton" aria-busy="true" style={{ padding: 16 }}>
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}

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
  const screen = registry.screenAt(pathname);
  if (!screen) return <ShellError code={404} />;
  return (
    <EngineContext.Provider value={env}>
      <LoadedScreen name={screen.name} pathname={pathname} search={search} />
    </EngineContext.Provider>
  );
}
