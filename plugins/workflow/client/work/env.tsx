/**
 * What the work pages need around them: they are routes of the shell, not schema screens, so they give the
 * engine's parts they use (dictionaries, cache keys) their context themselves — the shared data provider,
 * the flow and leave schemas, the signed-in tenant and their button codes — and read the plugin's calls
 * through the shared transport (its envelope and error toasts).
 */
import { useMemo, type ReactNode } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { getPermission, getTenantId } from '../../../../engine/auth/session';
import { EngineContext, type EngineEnv } from '../../../../engine/data/context';
import { createDataProvider } from '../../../../engine/data/create-provider';
import { useDictionaries, useKeyPrefix } from '../../../../engine/data/hooks';
import { http, unwrap } from '../../../../engine/data/transport';
import { createRegistry } from '../../../../engine/schema/registry';
import leave from '../../../../schemas/desk/leave';
import instance from '../../../../schemas/flow/instance';
import process from '../../../../schemas/flow/process';

const provider = createDataProvider();
const registry = createRegistry([
  { file: 'schemas/flow/process.ts', value: process },
  { file: 'schemas/flow/instance.ts', value: instance },
  { file: 'schemas/desk/leave.ts', value: leave },
]);

export function WorkEnv({ children }: { children: ReactNode }) {
  const tenantId = getTenantId() ?? '';
  const env = useMemo<EngineEnv>(
    () => ({ provider, registry, tenantId, permissions: getPermission(), userKey: tenantId }),
    [tenantId],
  );
  return <EngineContext.Provider value={env}>{children}</EngineContext.Provider>;
}

/** GET one of the plugin's calls (the envelope's data), cached per tenant, language and parameters; `null` pauses. */
export function useApi<T>(url: string | null, params?: Record<string, unknown>, options?: SWRConfiguration) {
  const prefix = useKeyPrefix('workflow-work');
  const key = url ? [...prefix, url, JSON.stringify(params ?? {})] : null;
  return useSWR<T>(key, async () => unwrap<T>(await http.get(url!, { params })), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
    ...options,
  });
}

/** A label of one of the plugin's dictionaries (flow_category, flow_instance_status), or the key itself. */
export function useDictLabel() {
  const { dicts } = useDictionaries(['flow_category', 'flow_instance_status']);
  return (code: 'flow_category' | 'flow_instance_status', key: unknown): string =>
    dicts[code]?.find((d) => d.dictKey === String(key))?.dictValue ?? String(key ?? '');
}
