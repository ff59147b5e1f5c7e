/**
 * What the settlement overview needs around it: a plugin page is a route of the shell, not a schema
 * screen, so it gives the engine parts it uses (dictionaries, cache keys) their context itself — the
 * shared data provider, the billing schemas, the signed-in tenant and their button codes.
 */
import { useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { getPermission, getTenantId } from '../../../engine/auth/session';
import { EngineContext, type EngineEnv } from '../../../engine/data/context';
import { createDataProvider } from '../../../engine/data/create-provider';
import { useKeyPrefix } from '../../../engine/data/hooks';
import { http, unwrap } from '../../../engine/data/transport';
import { createRegistry } from '../../../engine/schema/registry';
import dicts from '../../../schemas/billing/dicts';
import monthBill from '../../../schemas/billing/month-bill';
import sharingDicts from '../../../schemas/sharing/dicts';

const provider = createDataProvider();
const registry = createRegistry([
  { file: 'schemas/billing/month-bill.ts', value: monthBill },
  { file: 'schemas/billing/dicts.ts', value: dicts },
  { file: 'schemas/sharing/dicts.ts', value: sharingDicts },
]);

export function BillingEnv({ children }: { children: ReactNode }) {
  const tenantId = getTenantId() ?? '';
  const env = useMemo<EngineEnv>(
    () => ({ provider, registry, tenantId, permissions: getPermission(), userKey: tenantId }),
    [tenantId],
  );
  return <EngineContext.Provider value={env}>{children}</EngineContext.Provider>;
}

/** GET one of the overview's calls (the envelope's data), cached per tenant, language and parameters. */
export function useApi<T>(url: string, params: Record<string, unknown>) {
  const prefix = useKeyPrefix('billing');
  return useSWR<T>([...prefix, url, JSON.stringify(params)], async () => unwrap<T>(await http.get(url, { params })), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}
