/**
 * The product catalog's picker calls (spec §7 "Devices and sites", `share-product/product`):
 * - `POST isExist` { productName | productCode, id? } → `true` when another live product of the caller's
 *   tenant already has that name or code (the form asks before it submits; the save itself is still
 *   refused by the unique rule);
 * - `GET nameTree` (tenantId for the platform) → the products on sale as a tree by product line, nodes
 *   shaped like BladeX's pickers (`id, title, value, key, children`);
 * - `GET selectProduct` → the products on sale, in their order, for a plain select.
 * Reads go through the same tenant, soft-delete and data-scope filters as the list; a view grant suffices.
 */
import { crudPermissions } from '../../../engine/schema/resolve';
import { dictItems } from '../../../server/crud/dict-store';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';

export const PRODUCT_SCHEMA = 'product.product';
const ON_SALE = 1;

const text = {
  what: {
    zh: '请提供 productName（产品名称）或 productCode（产品编码）',
    en: 'productName or productCode is required',
  },
  id: { zh: 'id 必须是编号', en: 'id must be an id' },
};

export function registerProductRoutes(ctx: ServerContext, routes: RouteSink): void {
  const model = ctx.models.get(PRODUCT_SCHEMA);
  if (!model) return;
  const base = `/api/${model.schema.api.service}/${model.schema.api.entity}`;
  const view = crudPermissions(model.schema).view;

  routes.add({
    method: 'POST',
    url: `${base}/isExist`,
    access: [view],
    handler: async (req) => {
      const p = paramsOf(req);
      const [prop, column] = p.productCode ? ['productCode', 'product_code'] : ['productName', 'product_name'];
      const value = (p[prop] ?? '').trim();
      if (!value) throw badRequest(text.what);
      if (p.id && !/^\d{1,16}$/.test(p.id)) throw badRequest(text.id);
      let q = ctx.database.db
        .selectFrom(model.table)
        .select('id')
        .where(allOf(baseFilters(model, req.auth)))
        .where(column, '=', value);
      if (p.id) q = q.where('id', '<>', Number(p.id));
      return ok(req, !!(await q.executeTakeFirst()));
    },
  });

  const onSale = (req: Parameters<typeof baseFilters>[1]) =>
    ctx.database.db
      .selectFrom(model.table)
      .select(['id', 'product_name', 'product_code', 'product_type', 'price', 'unit_minutes'])
      .where(allOf(baseFilters(model, req)))
      .where('sale_status', '=', ON_SALE)
      .orderBy('sort', 'asc')
      .orderBy('id', 'asc')
      .execute();

  routes.add({
    method: 'GET',
    url: `${base}/selectProduct`,
    access: [view],
    handler: async (req) =>
      ok(
        req,
        (await onSale(req.auth)).map((r) => ({
          id: String(r.id),
          productName: r.product_name,
          productCode: r.product_code,
          productType: r.product_type,
          price: Number(r.price ?? 0),
          unitMinutes: r.unit_minutes === null ? null : Number(r.unit_minutes),
        })),
      ),
  });

  routes.add({
    method: 'GET',
    url: `${base}/nameTree`,
    access: [view],
    handler: async (req) => {
      const [rows, lines] = await Promise.all([
        onSale(req.auth),
        dictItems(ctx.database.db, ['sharing_product'], req.lang ?? 'zh'),
      ]);
      const leaf = (id: string, title: string) => ({ id, title, value: id, key: id });
      const branch = (id: string, title: string, children: ReturnType<typeof leaf>[]) => ({
        ...leaf(id, title),
        children,
        hasChildren: children.length > 0,
      });
      const known = lines.get('sharing_product') ?? [];
      const types = [...known.map((i) => i.dictKey), ...rows.map((r) => String(r.product_type))];
      const tree = [...new Set(types)]
        .map((type) =>
          branch(
            type,
            known.find((i) => i.dictKey === type)?.dictValue ?? type,
            rows.filter((r) => String(r.product_type) === type).map((r) => leaf(String(r.product_code), String(r.product_name))),
          ),
        )
        .filter((n) => n.children.length);
      return ok(req, tree);
    },
  });
}
