/**
 * What the mall pages need around them (a plugin page is a route of the shell, not a schema screen): the
 * shared data provider, the sale-order schema (its chart) and dictionaries, the tenant and button codes.
 */
import { useMemo, type ReactNode } from 'react';
import { getPermission, getTenantId } from '../../../engine/auth/session';
import { EngineContext, type EngineEnv } from '../../../engine/data/context';
import { createDataProvider } from '../../../engine/data/create-provider';
import { createRegistry } from '../../../engine/schema/registry';
import dicts from '../../../schemas/mall/dicts';
import order from '../../../schemas/mall/order';

export const provider = createDataProvider();
const registry = createRegistry([
  { file: 'schemas/mall/order.ts', value: order },
  { file: 'schemas/mall/dicts.ts', value: dicts },
]);

export function MallEnv({ children }: { children: ReactNode }) {
  const tenantId = getTenantId() ?? '';
  const env = useMemo<EngineEnv>(() => ({ provider, registry, tenantId, permissions: getPermission(), userKey: tenantId }), [tenantId]);
  return <EngineContext.Provider value={env}>{children}</EngineContext.Provider>;
}
