/**
 * The schema screens, as ONE lazy route module: this file is the only one that imports the CRUD engine
 * (and with it Formily and the schema registry), so the login page and the shell never load them. The
 * loader sends paths that no schema owns to /404 before anything renders.
 */
import { useMemo } from 'react';
import { redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import { SchemaScreen } from '../../engine/crud';
import { createDataProvider } from '../../engine/data/create-provider';
import { EngineContext, type EngineEnv } from '../../engine/data/context';
import { text } from '../../engine/schema/resolve';
import { installPlugins } from '../../plugins';
import { registry } from '../registry';
import { useSession } from '../session-state';
import type { RouteHandle } from '../title';

installPlugins();
const provider = createDataProvider();

export function loader({ request }: LoaderFunctionArgs) {
  if (!registry.byRoute(new URL(request.url).pathname)) throw redirect('/404');
  return null;
}

export const handle: RouteHandle = {
  title: ({ pathname, lang }) => {
    const target = registry.byRoute(pathname);
    return target ? text(target.title, lang) : undefined;
  },
};

export function Component() {
  const { pathname } = useLocation();
  const { tenantId, permissions, user } = useSession();
  const account = String(user?.account ?? user?.user_name ?? '');
  const env = useMemo<EngineEnv>(
    () => ({ provider, registry, tenantId, permissions, userKey: `${tenantId}:${account}` }),
    [tenantId, permissions, account],
  );
  return (
    <EngineContext.Provider value={env}>
      {/* A fresh screen per route: search values and selections never leak between entities. */}
      <SchemaScreen key={pathname} route={pathname} />
    </EngineContext.Provider>
  );
}
