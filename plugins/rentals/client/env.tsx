/**
 * What the rentals pages need around them: the plugin's pages are routes of the console's shell, not
 * schema screens, so they give the engine's parts they use (dictionaries, charts, row cells) their context
 * themselves — the shared data provider, the rentals schemas, the signed-in tenant — and fetch the
 * plugin's own calls through the shared transport (its envelope and error toasts).
 */
import { useMemo, type ReactNode } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { getTenantId } from '../../../engine/auth/session';
import { EngineContext, type EngineEnv } from '../../../engine/data/context';
import { createDataProvider } from '../../../engine/data/create-provider';
import { useKeyPrefix } from '../../../engine/data/hooks';
import { http, unwrap } from '../../../engine/data/transport';
import { createRegistry } from '../../../engine/schema/registry';
import bookOrder from '../../../schemas/rentals/book-order';
import member from '../../../schemas/rentals/member';
import order from '../../../schemas/rentals/order';
import payOrder from '../../../schemas/rentals/pay-order';
import paymentOrder from '../../../schemas/rentals/payment-order';
import pushLog from '../../../schemas/rentals/push-log';
import refundOrder from '../../../schemas/rentals/refund-order';
import rentRecordChange from '../../../schemas/rentals/rent-record-change';
import rentRecord from '../../../schemas/rentals/rent-record';

export const schemas = { rentRecord, rentRecordChange, order, payOrder, paymentOrder, refundOrder, bookOrder, member, pushLog };

const provider = createDataProvider();
const registry = createRegistry(Object.values(schemas).map((value, i) => ({ file: `schemas/rentals/${i}`, value })));

/** The engine's context for a rentals page (read-only parts: no button codes needed). */
export function RentalsEnv({ children }: { children: ReactNode }) {
  const tenantId = getTenantId() ?? '';
  const env = useMemo<EngineEnv>(() => ({ provider, registry, tenantId, permissions: {}, userKey: tenantId }), [tenantId]);
  return <EngineContext.Provider value={env}>{children}</EngineContext.Provider>;
}

/** GET one of the plugin's calls (the envelope's data), cached per tenant and language; `null` pauses. */
export function useApi<T>(url: string | null, params?: Record<string, unknown>, options?: SWRConfiguration) {
  const prefix = useKeyPrefix('rentals');
  const key = url ? [...prefix, url, JSON.stringify(params ?? {})] : null;
  return useSWR<T>(key, async () => unwrap<T>(await http.get(url!, { params })), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    ...options,
  });
}
