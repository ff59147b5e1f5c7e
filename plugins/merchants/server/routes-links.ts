/**
 * The contract's special calls of what hangs on merchants and sites:
 *
 * - `GET toycar-merchant/merchantaccount/updatePWD?id=`: the account's password back to the tenant's
 *   initial one (answered, so the reset dialog shows it); `GET listAll?merchantId=`: a merchant's accounts;
 * - `POST sitemerchant/addByMerchantId (siteId, merchantId)`: link a merchant to a site unless linked
 *   (the write hooks check the site and merchant);
 * - `GET share-operation/partner/select`: the enabled partners (id, name, type);
 * - `POST toy-charge-rule/chargerule/getChargeRuleBySiteIdCouldNull (siteId)`: the rule a site's rentals
 *   are priced by — the enabled rule made for the site, else the site's merchant's enabled rule for any
 *   site (newest first), else null.
 */
import type { FastifyRequest } from 'fastify';
import { basePath, crudPermissions } from '../../../engine/schema/resolve';
import { hashTypedPassword } from '../../../server/auth/password';
import { auditValues, loadRows } from '../../../server/crud/rows';
import { insertRow } from '../../../server/crud/write';
import { done, envelope, ok, say } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { modelOf, type EntityModel } from '../../../server/kernel/model';
import { onSuccess } from '../../../server/log/usual-log';
import { initialPassword } from '../../../server/auth/init-password';
import { T } from './lookups';
import { idParam } from './params';
import { visibleRows } from './routes-places';

async function resetPassword(ctx: ServerContext, model: EntityModel, req: FastifyRequest) {
  const id = idParam(req, 'id', { zh: '账号', en: 'account' })!;
  const [row] = await loadRows(ctx, model, req.auth, [id]);
  const password = await initialPassword(ctx, String(row.tenant_id ?? req.auth!.tenantId));
  await ctx.database.db
    .updateTable(model.table)
    .set({ password: await hashTypedPassword(password), ...auditValues(model, req, 'update') })
    .where('id', '=', id)
    .execute();
  const message = say(req, {
    zh: `密码已重置为初始密码：${password}`,
    en: `The password was reset to the initial password: ${password}`,
  });
  return envelope(200, message, { password });
}

/** The enabled rule for the site, else the merchant's enabled rule for any site, else null. */
async function ruleForSite(ctx: ServerContext, req: FastifyRequest) {
  const rule = modelOf(ctx.models, 'charge.rule');
  const siteModel = modelOf(ctx.models, 'merchant.site');
  const siteId = idParam(req, 'siteId', { zh: '场地', en: 'site' })!;
  const [site] = await loadRows(ctx, siteModel, req.auth, [siteId]);
  const rows = await visibleRows(
    ctx,
    rule,
    req,
    [
      (eb) => eb('enable_status', '=', 1),
      (eb) => eb('tenant_id', '=', String(site.tenant_id)),
      (eb) =>
        eb.or([
          eb('site_id', '=', siteId),
          eb.and([eb('merchant_id', '=', Number(site.merchant_id)), eb.or([eb('site_id', '=', 0), eb('site_id', 'is', null)])]),
        ]),
    ],
    ['id'],
  );
  const own = rows.filter((r) => String(r.siteId) === String(siteId));
  const pick = (list: typeof rows) => list.sort((a, b) => Number(b.id) - Number(a.id))[0];
  return pick(own) ?? pick(rows) ?? null;
}

export function linkRoutes(ctx: ServerContext, routes: RouteSink): void {
  const account = modelOf(ctx.models, 'merchant.account');
  const link = modelOf(ctx.models, 'merchant.siteMerchant');
  const partner = modelOf(ctx.models, 'operation.partner');
  const rule = modelOf(ctx.models, 'charge.rule');

  routes.add({
    method: 'GET',
    url: `${basePath(account.schema)}/updatePWD`,
    access: 'merchantaccount_resetPassword',
    usualEvent: onSuccess('password-reset', 'warn', (p) => ({
      zh: `商户账号 ${p('id')} 的密码已重置`,
      en: `Password of merchant account ${p('id')} reset`,
    })),
    handler: (req) => resetPassword(ctx, account, req),
  });
  routes.add({
    method: 'GET',
    url: `${basePath(account.schema)}/listAll`,
    access: crudPermissions(account.schema).view,
    handler: async (req) => {
      const merchantId = idParam(req, 'merchantId', { zh: '商户', en: 'merchant' }, true);
      const rows = await visibleRows(ctx, account, req, merchantId ? [(eb) => eb('merchant_id', '=', merchantId)] : [], ['account']);
      return ok(req, rows);
    },
  });
  routes.add({
    method: 'POST',
    url: `${basePath(link.schema)}/addByMerchantId`,
    access: 'sitemerchant_addByMerchantId',
    transaction: true,
    handler: async (req) => {
      const siteId = idParam(req, 'siteId', { zh: '场地', en: 'site' })!;
      const merchantId = idParam(req, 'merchantId', { zh: '商户', en: 'merchant' })!;
      const [site] = await loadRows(ctx, modelOf(ctx.models, 'merchant.site'), req.auth, [siteId]);
      const existing = await ctx.database.db
        .selectFrom(T.siteMerchant)
        .select('id')
        .where('tenant_id', '=', String(site.tenant_id))
        .where('site_id', '=', siteId)
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      if (existing) return done(req);
      const role = Number(req.body && (req.body as Record<string, unknown>).merchantRole) || 1;
      // The generic insert: tenant (the site's), validation, audit columns and the link hooks.
      await insertRow(ctx, link, req, { siteId, merchantId, merchantRole: role, tenantId: String(site.tenant_id) });
      return done(req);
    },
  });
  routes.add({
    method: 'GET',
    url: `${basePath(partner.schema)}/select`,
    access: crudPermissions(partner.schema).view,
    handler: async (req) => {
      const rows = await visibleRows(ctx, partner, req, [(eb) => eb('partner_status', '=', 1)], ['partner_name']);
      return ok(
        req,
        rows.map((r) => ({ id: r.id, partnerName: r.partnerName, partnerType: r.partnerType })),
      );
    },
  });
  routes.add({
    method: 'POST',
    url: `${basePath(rule.schema)}/getChargeRuleBySiteIdCouldNull`,
    access: crudPermissions(rule.schema).view,
    handler: async (req) => ok(req, await ruleForSite(ctx, req)),
  });
}
