/**
 * What the binding calls need to know about the merchants' rows — merchants, stores, sites and charge
 * rules (plugins/merchants; schemas `merchant.merchant`, `merchant.store`, `merchant.site`, `charge.rule`):
 * their names and whether they may take devices. Read through the registry's models by prop, so a column
 * renamed in storage needs no change here; a schema that is absent (a test registry) is a clear 400.
 */
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import type { EntityModel } from '../../../server/kernel/model';
import { text } from './texts';

export const PLACE_SCHEMAS = {
  merchant: 'merchant.merchant',
  store: 'merchant.store',
  site: 'merchant.site',
  rule: 'charge.rule',
} as const;
export type PlaceKind = keyof typeof PLACE_SCHEMAS;

/** The facts of one row the binding rules look at. */
export interface Place {
  kind: PlaceKind;
  id: number;
  tenantId: string;
  name: string;
  /** Enabled (isAble / enableStatus 1), or true when the schema has no such column. */
  enabled: boolean;
  /** Audit approved (auditStatus 1), or true when the schema has no audit. */
  approved: boolean;
  merchantId?: number;
  storeId?: number;
  siteId?: number;
  lng?: number;
  lat?: number;
}

const NAME_PROP: Record<PlaceKind, string> = { merchant: 'merchantName', store: 'storeName', site: 'siteName', rule: 'ruleName' };
const ENABLE_PROPS = ['isAble', 'enableStatus'];

export function placeModel(ctx: ServerContext, kind: PlaceKind): EntityModel {
  const model = ctx.models.get(PLACE_SCHEMAS[kind]);
  if (!model) throw badRequest(text.placesMissing);
  return model;
}

const col = (model: EntityModel, prop: string) => model.field(prop)?.dbName;
const num = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : Number(v));

function toPlace(kind: PlaceKind, model: EntityModel, row: Record<string, unknown>): Place {
  const enable = ENABLE_PROPS.map((p) => col(model, p)).find(Boolean);
  const audit = col(model, 'auditStatus');
  const pick = (prop: string) => {
    const c = col(model, prop);
    return c ? num(row[c]) : undefined;
  };
  return {
    kind,
    id: Number(row.id),
    tenantId: String(row.tenant_id ?? ''),
    name: String(row[col(model, NAME_PROP[kind]) ?? ''] ?? ''),
    enabled: enable ? Number(row[enable]) === 1 : true,
    approved: audit ? Number(row[audit]) === 1 : true,
    merchantId: pick('merchantId'),
    storeId: kind === 'store' ? Number(row.id) : (pick('merchantStoreId') ?? pick('storeId')),
    siteId: kind === 'site' ? Number(row.id) : pick('siteId'),
    lng: pick('lng'),
    lat: pick('lat'),
  };
}

/** One live row of the given tenant, or a 400 naming what is missing. */
export async function loadPlace(ctx: ServerContext, kind: PlaceKind, id: number, tenantId: string): Promise<Place> {
  const model = placeModel(ctx, kind);
  let q = ctx.database.db.selectFrom(model.table).selectAll().where('id', '=', id);
  if (model.softDelete) q = q.where('is_deleted', '=', 0);
  if (model.tenant) q = q.where('tenant_id', '=', tenantId);
  const row = await q.executeTakeFirst();
  if (!row) throw badRequest(text.placeNotFound(kind, id));
  return toPlace(kind, model, row);
}

/** Places by id (any tenant; the caller filters), for labels and maps. */
export async function loadPlaces(ctx: ServerContext, kind: PlaceKind, ids: number[]): Promise<Map<number, Place>> {
  const model = ctx.models.get(PLACE_SCHEMAS[kind]);
  if (!model || !ids.length) return new Map();
  const rows = await ctx.database.db.selectFrom(model.table).selectAll().where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [Number(r.id), toPlace(kind, model, r)]));
}

/** A place that may take devices: enabled and (where audited) approved. */
export function requireUsable(p: Place): Place {
  if (!p.approved) throw badRequest(text.placeNotApproved(p));
  if (!p.enabled) throw badRequest(text.placeDisabled(p));
  return p;
}
