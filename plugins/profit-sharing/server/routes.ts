/**
 * The sharing calls beyond generic CRUD: an order's funds-split details (`getDetailByPoId`), a merchant's
 * receivers (`detailFrom`), and the admin's `manualCreateFundsSplitDetails` (queue a split of the paid
 * orders not split yet) and `handleMerchantInfo` (register a merchant's receivers with the channel again).
 */
import type { FastifyRequest } from 'fastify';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import { toWire } from '../../../server/crud/convert';
import { insertTenantOf } from '../../../server/crud/tenant-target';
import { ok } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { nowText } from '../../../server/kernel/db/time';
import { modelOf } from '../../../server/crud/moves';
import { noOrders, ordersInstalled } from './order-source';
import { idParam, intParam, paramsOf, timeParam } from '../../../server/kernel/http/checked-params';
import { enqueueRegister, receiversOf } from './receivers';
import { enqueueSplit } from './split-job';
import { E } from './tables';

const BASE = '/api/unified-merchant';
export const ADMIN = '/api/toycar-portal/api/admin';

/** The tenant a list-like call reads: the caller's, or the platform administrator's chosen one. */
export function readTenant(req: FastifyRequest): string {
  const a = req.auth!;
  return a.access?.platformAdmin ? (a.access.tenantView ?? a.tenantId) : a.tenantId;
}

async function detailByPoId(ctx: ServerContext, req: FastifyRequest) {
  const poId = idParam(paramsOf(req), 'poId');
  const model = modelOf(ctx, 'sharing.fundsSplitDetail');
  const rows = await ctx.database.db
    .selectFrom(model.table)
    .selectAll()
    .where(allOf([...baseFilters(model, req.auth), (eb) => eb('po_id', '=', poId)]))
    .orderBy('id')
    .execute();
  return ok(req, rows.map((r) => toWire(model, r)));
}

async function detailFrom(ctx: ServerContext, req: FastifyRequest) {
  const p = paramsOf(req);
  const merchantId = idParam(p, 'merchantId');
  const type = intParam(p, 'profitsharingType', 1, 2);
  const model = modelOf(ctx, E.receive);
  const rows = await receiversOf(ctx, readTenant(req), merchantId, type);
  return ok(req, rows.map((r) => toWire(model, r)));
}

async function manualSplit(ctx: ServerContext, req: FastifyRequest) {
  const p = paramsOf(req);
  const from = timeParam(p, 'startTime');
  const to = timeParam(p, 'endTime');
  if (from && to && from >= to)
    throw badRequest({ zh: 'endTime：结束时间须晚于开始时间', en: 'endTime: must be after startTime' });
  if (!(await ordersInstalled(ctx.database.db))) throw badRequest(noOrders);
  const tenantId = await insertTenantOf(ctx, req, p);
  // One job per tenant and range within a minute: a double click queues one split.
  const job = await enqueueSplit(ctx, { tenantId, ...(from && { from }), ...(to && { to }) }, `manual-${nowText().slice(0, 16)}`, {
    userId: req.auth!.userId,
    account: req.auth!.account,
  });
  return ok(req, { jobId: job.id, created: job.created });
}

async function handleMerchantInfo(ctx: ServerContext, req: FastifyRequest) {
  const p = paramsOf(req);
  const merchantId = idParam(p, 'merchantId');
  const tenantId = await insertTenantOf(ctx, req, p);
  const rows = await receiversOf(ctx, tenantId, merchantId);
  const round = `sync-${nowText()}`;
  for (const r of rows) {
    await ctx.database.db.updateTable('um_profit_sharing_receive').set({ register_status: 0 }).where('id', '=', Number(r.id)).execute();
    await enqueueRegister(ctx, req, tenantId, Number(r.id), round);
  }
  return ok(req, { merchantId: String(merchantId), receivers: rows.length });
}

export function sharingRoutes(ctx: ServerContext, routes: RouteSink): void {
  routes.add({
    method: 'GET',
    url: `${BASE}/profitsharingorderdetails/getDetailByPoId`,
    access: 'fundssplit_view',
    handler: (req) => detailByPoId(ctx, req),
  });
  routes.add({
    method: 'GET',
    url: `${BASE}/profitsharingreceive/detailFrom`,
    access: 'profitsharingreceive_view',
    handler: (req) => detailFrom(ctx, req),
  });
  routes.add({
    method: 'POST',
    url: `${ADMIN}/manualCreateFundsSplitDetails`,
    access: 'billing_split',
    transaction: true,
    handler: (req) => manualSplit(ctx, req),
  });
  routes.add({
    method: 'POST',
    url: `${ADMIN}/handleMerchantInfo`,
    access: 'billing_merchant_sync',
    transaction: true,
    handler: (req) => handleMerchantInfo(ctx, req),
  });
}
