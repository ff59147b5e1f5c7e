/**
 * The engine context the drawer's forms need (dictionary options, permissions). Inside a schema screen
 * (the device list) the screen's own is used; the console page builds one from the stored session.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { EngineContext, type EngineEnv } from '../../../engine/data/context';
import { createDataProvider } from '../../../engine/data/create-provider';
import { getPermission, getTenantId } from '../../../engine/auth/session';
import { createRegistry } from '../../../engine/schema/registry';

const provider = createDataProvider();
const registry = createRegistry([]);

export function WithEngine({ children }: { children: ReactNode }) {
  const outer = useContext(EngineContext);
  const own = useMemo<EngineEnv>(
    () => ({ provider, registry, tenantId: getTenantId() ?? '', permissions: getPermission(), userKey: 'iot' }),
    [],
  );
  return outer ? children : <EngineContext.Provider value={own}>{children}</EngineContext.Provider>;
}
