/**
 * Dispatcher-order reads and files (spec §7 "Orders"): `pageTop` (the page with its totals on top, summed
 * in SQL over the same filter), `download` and `downloadRefund` (every matching order / every order with a
 * refund, as a real .xlsx streamed by the toolkit's export writer, whatever the row count).
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { crudPermissions, text as say } from '../../../engine/schema/resolve';
import { allOf, baseFilters, searchFilters } from '../../../server/crud/conditions';
import { toWire } from '../../../server/crud/convert';
import { writeExport } from '../../../server/crud/excel/export';
import { disposition, downloadName, XLSX } from '../../../server/crud/excel/files';
import { searchOf } from '../../../server/crud/excel/routes';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { BASE } from './goods-routes';
import { ENTITY, modelOf, ORDER, pageOf, pagingOf, sumSql, yuan } from './store';

const NO_SEARCH = new Set(['current', 'size', 'descs', 'ascs']);

export function registerOrderRoutes(ctx: ServerContext, routes: RouteSink): void {
  const model = modelOf(ctx, ENTITY.order);
  const view = crudPermissions(model.schema).view;

  routes.add({
    method: 'GET',
    url: `${BASE}/order/pageTop`,
    access: [view],
    handler: async (req) => {
      const p = paramsOf(req);
      const { current, size, offset } = pagingOf(p);
      const where = allOf([...baseFilters(model, req.auth), ...searchFilters(model, p, ctx.database.dialect, NO_SEARCH)]);
      const q = ctx.database.db.selectFrom(model.table).where(where);
      const t = await q
        .select((eb) => [eb.fn.countAll().as('n'), sumSql('pay_amount').as('paid'), sumSql('refund_amount').as('refunded')])
        .executeTakeFirst();
      const rows = await q.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc').limit(size).offset(offset).execute();
      const total = Number(t?.n ?? 0);
      return ok(req, {
        ...pageOf(rows.map((r) => toWire(model, r)), total, current, size),
        top: { orders: total, payAmount: yuan(t?.paid), refundAmount: yuan(t?.refunded) },
      });
    },
  });

  const download = (req: FastifyRequest, reply: FastifyReply, extra: Record<string, unknown>, zh: string, en: string) => {
    // The search is checked before the first byte: a refusal is then still a 400 envelope, not a broken file.
    const query = { ...searchOf(req, model), ...extra };
    const out = new PassThrough();
    writeExport({ ctx, model, auth: req.auth!, lang: req.lang, query, stream: out, req }).catch((err: unknown) => out.destroy(err as Error));
    const name = downloadName(`${say(model.schema.title, req.lang)}-${req.lang === 'en' ? en : zh}`);
    return reply.header('content-type', XLSX).header('content-disposition', disposition(name)).header('x-content-type-options', 'nosniff').send(out);
  };
  routes.add({
    method: ['POST', 'GET'],
    url: `${BASE}/order/download`,
    access: [view],
    quiet: true,
    handler: async (req, reply) => download(req, reply, {}, '订单', 'orders'),
  });
  routes.add({
    method: ['POST', 'GET'],
    url: `${BASE}/order/downloadRefund`,
    access: [view],
    quiet: true,
    handler: async (req, reply) => download(req, reply, { orderStatus_ge: ORDER.refunding }, '退款', 'refunds'),
  });
}
