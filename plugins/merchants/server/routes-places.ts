/**
 * The contract's special calls of merchants, stores and sites (spec §7 "Devices and sites"):
 *
 * - `GET toycar-merchant/merchant/tree?tenantId=`: the merchants as a picker tree by `parentId`
 *   (`{ id, parentId, title, key, value, merchantName, isAble, children, hasChildren }`);
 * - `GET merchant/getStatistical`: counts of merchants, stores and sites by state, and per city;
 * - `GET merchantstore/select?tenantId=&merchantId=`: the approved, enabled stores (of a merchant);
 * - `GET merchantstoresite/select?tenantId=&merchantStoreId=`: the approved, enabled sites — those that
 *   can take devices;
 * (`POST merchantstoresite/getLocationBySiteId` belongs to the devices plugin: the site's place and devices.)
 *
 * All within the caller's tenant and data scope (the platform administrator: the tenant named by
 * `tenantId`, else every tenant), behind the entity's view code.
 */
import type { FastifyRequest } from 'fastify';
import { basePath, crudPermissions } from '../../../engine/schema/resolve';
import { allOf, baseFilters, type Filter } from '../../../server/crud/conditions';
import { selectColumns, toWire, type Row } from '../../../server/crud/convert';
import { ok } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { modelOf, type EntityModel } from '../../../server/kernel/model';
import { idParam, refuseOtherTenant } from './params';

/** Live rows of the entity the caller may see, with extra conditions, in the given order. */
export async function visibleRows(
  ctx: ServerContext,
  model: EntityModel,
  req: FastifyRequest,
  extra: Filter[] = [],
  order: string[] = ['id'],
): Promise<Row[]> {
  refuseOtherTenant(req);
  let q = ctx.database.db
    .selectFrom(model.table)
    .select(selectColumns(model))
    .where(allOf([...baseFilters(model, req.auth), ...extra]));
  for (const col of order) q = q.orderBy(col);
  return (await q.execute()).map((r) => toWire(model, r));
}

interface TreeNode extends Row {
  children?: TreeNode[];
  hasChildren: boolean;
}

/** Picker nodes by parentId; a node whose parent the caller cannot see is a root. */
function merchantTree(rows: Row[]): TreeNode[] {
  const nodes = new Map<string, TreeNode>(
    rows.map((r) => [
      String(r.id),
      { ...r, title: r.merchantName, key: String(r.id), value: String(r.id), hasChildren: false },
    ]),
  );
  const roots: TreeNode[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(String(n.parentId ?? 0));
    if (parent && parent !== n) {
      (parent.children ??= []).push(n);
      parent.hasChildren = true;
    } else roots.push(n);
  }
  return roots;
}

/** `{ total, <key>: n }` of rows grouped by a 0/1/2 column, within the caller's reach. */
async function countBy(ctx: ServerContext, model: EntityModel, req: FastifyRequest, column: string) {
  const rows = await ctx.database.db
    .selectFrom(model.table)
    .select([column, (eb) => eb.fn.countAll().as('n')])
    .where(allOf(baseFilters(model, req.auth)))
    .groupBy(column)
    .execute();
  const out: Record<string, number> = {};
  for (const r of rows) out[String(r[column] ?? '')] = Number(r.n);
  return out;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

async function statistics(ctx: ServerContext, req: FastifyRequest) {
  refuseOtherTenant(req);
  const [merchant, store, site] = ['merchant.merchant', 'merchant.store', 'merchant.site'].map((n) => modelOf(ctx.models, n));
  const merchants = await countBy(ctx, merchant, req, 'is_able');
  const storeAudit = await countBy(ctx, store, req, 'audit_status');
  const storeAble = await countBy(ctx, store, req, 'is_able');
  const siteAudit = await countBy(ctx, site, req, 'audit_status');
  const siteAble = await countBy(ctx, site, req, 'is_able');
  const cities = await ctx.database.db
    .selectFrom(site.table)
    .select(['city', (eb) => eb.fn.countAll().as('n')])
    .where(allOf(baseFilters(site, req.auth)))
    .groupBy('city')
    .orderBy('n', 'desc')
    .orderBy('city')
    .execute();
  return {
    merchantCount: sum(merchants),
    merchantEnabled: merchants['1'] ?? 0,
    storeCount: sum(storeAudit),
    storePending: storeAudit['0'] ?? 0,
    storeApproved: storeAudit['1'] ?? 0,
    storeRejected: storeAudit['2'] ?? 0,
    storeEnabled: storeAble['1'] ?? 0,
    siteCount: sum(siteAudit),
    sitePending: siteAudit['0'] ?? 0,
    siteApproved: siteAudit['1'] ?? 0,
    siteRejected: siteAudit['2'] ?? 0,
    siteEnabled: siteAble['1'] ?? 0,
    siteByCity: cities.map((c) => ({ city: String(c.city ?? ''), count: Number(c.n) })),
  };
}

/** The approved and enabled rows: what can take children (sites, devices). */
const usable: Filter[] = [(eb) => eb('audit_status', '=', 1), (eb) => eb('is_able', '=', 1)];

export function placeRoutes(ctx: ServerContext, routes: RouteSink): void {
  const merchant = modelOf(ctx.models, 'merchant.merchant');
  const store = modelOf(ctx.models, 'merchant.store');
  const site = modelOf(ctx.models, 'merchant.site');
  const view = (m: EntityModel) => crudPermissions(m.schema).view;

  routes.add({
    method: 'GET',
    url: `${basePath(merchant.schema)}/tree`,
    access: view(merchant),
    handler: async (req) => ok(req, merchantTree(await visibleRows(ctx, merchant, req, [], ['merchant_name', 'id']))),
  });
  routes.add({
    method: 'GET',
    url: `${basePath(merchant.schema)}/getStatistical`,
    access: view(merchant),
    handler: async (req) => ok(req, await statistics(ctx, req)),
  });
  routes.add({
    method: 'GET',
    url: `${basePath(store.schema)}/select`,
    access: view(store),
    handler: async (req) => {
      const merchantId = idParam(req, 'merchantId', { zh: '商户', en: 'merchant' }, true);
      const extra: Filter[] = merchantId ? [...usable, (eb) => eb('merchant_id', '=', merchantId)] : usable;
      return ok(req, await visibleRows(ctx, store, req, extra, ['store_name', 'id']));
    },
  });
  routes.add({
    method: 'GET',
    url: `${basePath(site.schema)}/select`,
    access: view(site),
    handler: async (req) => {
      const storeId = idParam(req, 'merchantStoreId', { zh: '门店', en: 'store' }, true);
      const extra: Filter[] = storeId ? [...usable, (eb) => eb('merchant_store_id', '=', storeId)] : usable;
      return ok(req, await visibleRows(ctx, site, req, extra, ['site_name', 'id']));
    },
  });
}
