/**
 * The billing side's view of merchants and stores (`unified-merchant`, SERVICE-MAP): the same rows as
 * toycar-merchant's (one table each), under the unified service's paths, behind the same view codes:
 *
 * - `unifiedmerchant/list|page|detail|select`: the merchants (paged lists take the merchant list's search);
 * - `unifiedmerchant/getMerchantStoreByMerchantId?merchantId=`: a merchant's stores (every audit state);
 * - `unifiedmerchant/getBalanceLog?merchantId=&current=&size=`: a merchant's balance changes, newest first
 *   (unified.balanceLog);
 * - `unifiedmerchant/getTcMerchant?merchantName=` and `getTcAccount?busiMerchantId=`: the TC merchant
 *   platform, through its adapter (tc-adapter.ts);
 * - `unifiedmerchant/submit` and `remove?ids=`: the merchant list's own writes (same checks, hooks and
 *   button codes: add / edit by the body's id, delete);
 * - `unifystore/list|page|detail|select?merchantId=`: the stores (`select`: approved and enabled);
 * - `template/select`: the inspection template — the enabled check points (unified.checkConf) in their
 *   order, `{ id, checkName, category, needPhoto }`, which a new inspection is filled from.
 */
import type { FastifyRequest } from 'fastify';
import { crudPermissions } from '../../../engine/schema/resolve';
import type { Filter } from '../../../server/crud/conditions';
import { detailRow, pageRows } from '../../../server/crud/read';
import { hasId, idsOf, removeIds, submitRow } from '../../../server/crud/write';
import { loadRows } from '../../../server/crud/rows';
import { done, ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { modelOf, type EntityModel } from '../../../server/kernel/model';
import { idParam, textParam } from './params';
import { visibleRows } from './routes-places';
import { tcMerchantAdapter } from './tc-adapter';

const UNIFIED = '/api/unified-merchant/unifiedmerchant';
const UNIFY_STORE = '/api/unified-merchant/unifystore';
const TEMPLATE = '/api/unified-merchant/template';

/** The generic readers of a model under another path: list and page (paged), detail. */
function readers(ctx: ServerContext, routes: RouteSink, base: string, model: EntityModel) {
  const access = crudPermissions(model.schema).view;
  for (const op of ['list', 'page'] as const)
    routes.add({
      method: 'GET',
      url: `${base}/${op}`,
      access,
      handler: async (req) => ok(req, await pageRows(ctx, model, req, op)),
    });
  routes.add({
    method: 'GET',
    url: `${base}/detail`,
    access,
    handler: async (req) => ok(req, await detailRow(ctx, model, req)),
  });
}

/** Only this one parameter (and paging) reaches a page read of another model. */
function pagedQueryOf(req: FastifyRequest, keep: Record<string, unknown>) {
  const q = (req.query ?? {}) as Record<string, unknown>;
  req.query = {
    ...keep,
    ...(q.current !== undefined && { current: q.current }),
    ...(q.size !== undefined && { size: q.size }),
  };
}

export function unifiedRoutes(ctx: ServerContext, routes: RouteSink): void {
  const merchant = modelOf(ctx.models, 'merchant.merchant');
  const store = modelOf(ctx.models, 'merchant.store');
  const balance = modelOf(ctx.models, 'unified.balanceLog');
  const merchantView = crudPermissions(merchant.schema).view;

  readers(ctx, routes, UNIFIED, merchant);
  readers(ctx, routes, UNIFY_STORE, store);
  routes.add({
    method: 'GET',
    url: `${UNIFIED}/select`,
    access: merchantView,
    handler: async (req) =>
      ok(
        req,
        (await visibleRows(ctx, merchant, req, [(eb) => eb('is_able', '=', 1)], ['merchant_name'])).map((m) => ({
          id: m.id,
          merchantName: m.merchantName,
          merchantCode: m.merchantCode,
          parentId: m.parentId,
        })),
      ),
  });
  routes.add({
    method: 'GET',
    url: `${UNIFIED}/getMerchantStoreByMerchantId`,
    access: merchantView,
    handler: async (req) => {
      const id = idParam(req, 'merchantId', { zh: '商户', en: 'merchant' })!;
      await loadRows(ctx, merchant, req.auth, [id]);
      return ok(req, await visibleRows(ctx, store, req, [(eb) => eb('merchant_id', '=', id)], ['store_name', 'id']));
    },
  });
  routes.add({
    method: 'GET',
    url: `${UNIFIED}/getBalanceLog`,
    access: merchantView,
    handler: async (req) => {
      const id = idParam(req, 'merchantId', { zh: '商户', en: 'merchant' })!;
      await loadRows(ctx, merchant, req.auth, [id]);
      pagedQueryOf(req, { merchantId: String(id), descs: 'create_time' });
      return ok(req, await pageRows(ctx, balance, req, 'page'));
    },
  });
  routes.add({
    method: 'GET',
    url: `${UNIFIED}/getTcMerchant`,
    access: merchantView,
    handler: async (req) => {
      const merchantName = textParam(req, 'merchantName', { zh: '商户名称', en: 'merchant name' });
      if (!merchantName)
        throw badRequest({ zh: 'merchantName（商户名称）不能为空', en: 'merchantName (merchant name) is required' });
      return ok(req, await ctx.adapters.get(tcMerchantAdapter).findMerchants({ merchantName }));
    },
  });
  routes.add({
    method: 'GET',
    url: `${UNIFIED}/getTcAccount`,
    access: merchantView,
    handler: async (req) => {
      const id = textParam(req, 'busiMerchantId', { zh: '分账商户号', en: 'sharing account' }, 32);
      if (!id || !/^\d{8,12}$/.test(id))
        throw badRequest({
          zh: 'busiMerchantId（分账商户号）须为 8 到 12 位数字',
          en: 'busiMerchantId (sharing account) must have 8 to 12 digits',
        });
      return ok(req, await ctx.adapters.get(tcMerchantAdapter).account({ busiMerchantId: id }));
    },
  });
  routes.add({
    method: 'GET',
    url: `${UNIFY_STORE}/select`,
    access: crudPermissions(store.schema).view,
    handler: async (req) => {
      const merchantId = idParam(req, 'merchantId', { zh: '商户', en: 'merchant' }, true);
      const usable: Filter[] = [(eb) => eb('audit_status', '=', 1), (eb) => eb('is_able', '=', 1)];
      if (merchantId) usable.push((eb) => eb('merchant_id', '=', merchantId));
      return ok(req, await visibleRows(ctx, store, req, usable, ['store_name', 'id']));
    },
  });
  unifiedWrites(ctx, routes, merchant);
  const conf = modelOf(ctx.models, 'unified.checkConf');
  routes.add({
    method: 'GET',
    url: `${TEMPLATE}/select`,
    access: crudPermissions(conf.schema).view,
    handler: async (req) => {
      const rows = await visibleRows(ctx, conf, req, [(eb) => eb('conf_status', '=', 1)], ['sort', 'id']);
      return ok(
        req,
        rows.map((r) => ({ id: r.id, checkName: r.checkName, category: r.category, needPhoto: r.needPhoto })),
      );
    },
  });
}

/** The merchant list's writes under the unified path: the generic submit / remove with its codes and hooks. */
function unifiedWrites(ctx: ServerContext, routes: RouteSink, merchant: EntityModel) {
  const codes = crudPermissions(merchant.schema);
  routes.add({
    method: 'POST',
    url: `${UNIFIED}/submit`,
    access: (req) => {
      const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      return hasId(body) ? codes.edit : codes.add;
    },
    handler: async (req) => (await submitRow(ctx, merchant, req), done(req)),
  });
  routes.add({
    method: 'POST',
    url: `${UNIFIED}/remove`,
    access: codes.delete,
    handler: async (req) => (await removeIds(ctx, merchant, req, idsOf(req, merchant)), done(req)),
  });
}
