/**
 * Grant endpoints called through the screen's DataProvider (never axios), on a stand-in entity whose `api`
 * names the endpoint's service and entity, so the blade provider builds `/api/{service}/{entity}/{op}` and
 * the envelope handling stays the provider's:
 * - reads are one-off GET actions (query from the values);
 * - the save is a `submit` whose op is the grant endpoint, because submit posts the body as it is, while
 *   an action drops empty values — and an empty list must reach the server: it revokes that tab's grants
 *   (role/grant leaves an ABSENT list unchanged).
 */
import type { DataProvider } from '../../../engine/data/provider';
import type { Action, EntitySchema } from '../../../engine/schema/model';
import type { Endpoint } from './config';

type Values = Record<string, unknown>;

const standIn = (base: EntitySchema, e: Endpoint, submitOp?: string): EntitySchema => ({
  ...base,
  api: { service: e.service, entity: e.entity, ...(submitOp && { ops: { submit: submitOp } }) },
});

export function getGrant(provider: DataProvider, base: EntitySchema, e: Endpoint, query: Values = {}) {
  const action: Action = {
    key: 'grant',
    label: { zh: e.op, en: e.op },
    scope: 'toolbar',
    endpoint: e.op,
    method: 'GET',
    params: 'body',
  };
  return provider.action(standIn(base, e), action, { rows: [], values: query });
}

export const postGrant = (provider: DataProvider, base: EntitySchema, e: Endpoint, body: Values) =>
  provider.submit(standIn(base, e, e.op), body);
