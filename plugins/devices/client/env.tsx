/**
 * What the device pages need around them: a plugin page is a route of the shell, not a schema screen, so
 * it gives the engine parts it uses (the charts of the device and car schemas, dictionaries, cache keys)
 * their context itself — the shared data provider, the device schemas, the signed-in tenant and their
 * button codes. Without it the pages stopped at "useEngine: wrap the screen in <EngineContext.Provider>".
 */
import { useMemo, type ReactNode } from 'react';
import { getPermission, getTenantId } from '../../../engine/auth/session';
import { EngineContext, type EngineEnv } from '../../../engine/data/context';
import { createDataProvider } from '../../../engine/data/create-provider';
import { createRegistry } from '../../../engine/schema/registry';
import car from '../../../schemas/device/car';
import device from '../../../schemas/device/device';
import dicts from '../../../schemas/device/dicts';

const provider = createDataProvider();
const registry = createRegistry([
  { file: 'schemas/device/device.ts', value: device },
  { file: 'schemas/device/car.ts', value: car },
  { file: 'schemas/device/dicts.ts', value: dicts },
]);

export function DevicesEnv({ children }: { children: ReactNode }) {
  const tenantId = getTenantId() ?? '';
  const env = useMemo<EngineEnv>(
    () => ({ provider, registry, tenantId, permissions: getPermission(), userKey: tenantId }),
    [tenantId],
  );
  return <EngineContext.Provider value={env}>{children}</EngineContext.Provider>;
}
