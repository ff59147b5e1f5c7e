/**
 * What the designer and the deployments page need around them: they are routes of the shell, not schema
 * screens, so they give the engine's parts they use (the deployments list, dictionaries, button codes)
 * their context themselves — the shared data provider, the flow schemas, the signed-in tenant and their
 * button codes.
 */
import { useMemo, type ReactNode } from 'react';
import { getPermission, getRoles, getTenantId } from '../../../../engine/auth/session';
import { EngineContext, type EngineEnv } from '../../../../engine/data/context';
import { createDataProvider } from '../../../../engine/data/create-provider';
import { createRegistry } from '../../../../engine/schema/registry';
import instance from '../../../../schemas/flow/instance';
import model from '../../../../schemas/flow/model';
import process from '../../../../schemas/flow/process';

export const flowSchemas = { model, process, instance };

const provider = createDataProvider();
const registry = createRegistry([
  { file: 'schemas/flow/model.ts', value: model },
  { file: 'schemas/flow/process.ts', value: process },
  { file: 'schemas/flow/instance.ts', value: instance },
]);

/** BladeX's platform administrator: role `administrator` of tenant 000000 (deploys to any tenant). */
export const isPlatformAdmin = (): boolean => getTenantId() === '000000' && getRoles().includes('administrator');

export function FlowEnv({ children }: { children: ReactNode }) {
  const tenantId = getTenantId() ?? '';
  const env = useMemo<EngineEnv>(
    () => ({ provider, registry, tenantId, permissions: getPermission(), userKey: `flow:${tenantId}`, platformAdmin: isPlatformAdmin() }),
    [tenantId],
  );
  return <EngineContext.Provider value={env}>{children}</EngineContext.Provider>;
}
