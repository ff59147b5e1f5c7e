/**
 * The write rules of what hangs on merchants and sites (entity hooks, inside the write's transaction):
 *
 * Rows the platform administrator adds take their parent's tenant (checks.ts `adoptTenant`).
 *
 * - site merchant: the site is approved, the merchant enabled and not the site's own, one link per pair;
 * - merchant account: its merchant is enabled, its merchant role is a live role of the tenant;
 * - charge rule: its merchant is enabled, its site (if any) is one of that merchant's; the cap is no lower
 *   than the starting price; a rule still bound to devices is not removed;
 * - area: not removed while sites or fences name it;
 * - fence: its site is live; an open fence keeps a valid shape (circle: centre and radius; polygon: 3+
 *   corners), while a closed one may be drawn step by step (switching it on checks the shape: the guard);
 * - partner: a cooperation ends no earlier than it starts.
 */
import type { EntityHooks, HookMap } from '../../../server/kernel/hooks';
import type { ServerContext } from '../../../server/kernel/http/context';
import { yuanText } from '../../../engine/schema/money';
import { adoptTenant, approvedSite, enabledMerchant } from './checks';
import { fenceShapeProblem } from './fence-shape';
import { enabled, liveRow, named, T, tenantOf } from './lookups';
import { before as earlier, changes, merged, refuse, refuseReferenced } from './write-rules';

export function linkHooks(ctx: ServerContext): HookMap {
  const db = () => ctx.database.db;

  const siteMerchant: EntityHooks = {
    beforeInsert: async ({ req, values }) => {
      await adoptTenant(db(), req, values, T.site, values.site_id);
      await checkLink(values, undefined);
    },
    beforeUpdate: ({ before, values, id }) => checkLink(merged(before, values), id),
  };
  async function checkLink(row: Record<string, unknown>, selfId: number | undefined) {
    const tenantId = tenantOf(row, undefined);
    const site = await approvedSite(db(), row.site_id, tenantId);
    const m = await enabledMerchant(db(), row.merchant_id, tenantId);
    if (Number(site.merchant_id) === Number(m.id))
      refuse({ zh: '该商户已是场地的所属商户，无需关联', en: "The merchant already owns the site: no link is needed" });
    let q = db()
      .selectFrom(T.siteMerchant)
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('site_id', '=', Number(row.site_id))
      .where('merchant_id', '=', Number(row.merchant_id));
    if (selfId !== undefined) q = q.where('id', '<>', selfId);
    if (await q.executeTakeFirst()) {
      const s = named(site, 'site_name');
      const n = named(m, 'merchant_name');
      refuse({ zh: `场地${s.zh}已关联商户${n.zh}`, en: `The site ${s.en} is already linked to ${n.en}` });
    }
  }

  const account: EntityHooks = {
    beforeInsert: async ({ req, values }) => {
      await adoptTenant(db(), req, values, T.merchant, values.merchant_id);
      await enabledMerchant(db(), values.merchant_id, tenantOf(values, undefined));
      await liveRole(values.role_id, tenantOf(values, undefined));
    },
    beforeUpdate: async ({ before, values }) => {
      if (changes(before, values, 'merchant_id')) await enabledMerchant(db(), values.merchant_id, tenantOf(before, undefined));
      if (changes(before, values, 'role_id')) await liveRole(values.role_id, tenantOf(before, undefined));
    },
  };
  async function liveRole(id: unknown, tenantId: string) {
    const role = await liveRow(db(), 'tc_merchant_role', id, tenantId);
    if (!role) refuse({ zh: '所选商户角色不存在或已删除', en: 'The chosen merchant role does not exist or was removed' });
  }

  const rule: EntityHooks = {
    beforeInsert: async ({ req, values }) => {
      await adoptTenant(db(), req, values, T.merchant, values.merchant_id);
      await checkRule(values, true);
    },
    beforeUpdate: async ({ before, values }) => {
      if (changes(before, values, 'merchant_id') && enabled({ is_able: before.enable_status }))
        refuse({ zh: '启用中的规则不能更换所属商户', en: 'An enabled rule cannot move to another merchant' });
      await checkRule(merged(before, values), changes(before, values, 'merchant_id'));
    },
    beforeRemove: ({ model, rows }) => refuseReferenced(ctx, model, rows),
  };
  async function checkRule(row: Record<string, unknown>, merchantChanged: boolean) {
    const tenantId = tenantOf(row, undefined);
    if (merchantChanged) await enabledMerchant(db(), row.merchant_id, tenantId);
    if (Number(row.site_id)) {
      const site = await liveRow(db(), T.site, row.site_id, tenantId);
      if (!site || Number(site.merchant_id) !== Number(row.merchant_id))
        refuse({ zh: '适用场地须是所属商户的场地', en: "The site must be one of the rule's merchant's sites" });
    }
    const cap = Number(row.cap_amount ?? 0);
    const start = Number(row.start_price ?? 0);
    if (cap > 0 && cap < start)
      refuse({
        zh: `封顶金额（${yuanText(cap)} 元）不能低于起步价（${yuanText(start)} 元）`,
        en: `The cap (¥${yuanText(cap)}) cannot be lower than the starting price (¥${yuanText(start)})`,
      });
  }

  const area: EntityHooks = { beforeRemove: ({ model, rows }) => refuseReferenced(ctx, model, rows) };

  const fence: EntityHooks = {
    beforeInsert: async ({ req, values }) => {
      await adoptTenant(db(), req, values, T.site, values.site_id);
      await checkFence(values);
    },
    beforeUpdate: ({ before, values }) => checkFence(merged(before, values)),
  };
  async function checkFence(row: Record<string, unknown>) {
    const tenantId = tenantOf(row, undefined);
    if (!(await liveRow(db(), T.site, row.site_id, tenantId)))
      refuse({ zh: '所选场地不存在或已删除', en: 'The chosen site does not exist or was removed' });
    if (Number(row.area_id) && !(await liveRow(db(), T.area, row.area_id, tenantId)))
      refuse({ zh: '所选运营区域不存在或已删除', en: 'The chosen area does not exist or was removed' });
    // A fence is drawn step by step while it is off; switching it on (the guard) or changing an open one
    // needs a shape devices can enforce.
    const problem = Number(row.open_status) === 1 ? fenceShapeProblem(row) : undefined;
    if (problem) refuse({ zh: `围栏形状无效：${problem.zh}`, en: `The fence shape is not valid: ${problem.en}` });
  }

  const partner: EntityHooks = {
    beforeInsert: ({ values }) => checkPeriod(values),
    beforeUpdate: ({ before, values }) => checkPeriod(merged(before, values)),
  };
  function checkPeriod(row: Record<string, unknown>) {
    if (row.start_date && row.end_date && earlier(row.end_date, row.start_date))
      refuse({ zh: '合作结束日期不能早于开始日期', en: 'The partnership cannot end before it starts' });
  }

  return {
    'merchant.siteMerchant': siteMerchant,
    'merchant.account': account,
    'charge.rule': rule,
    'area.area': area,
    'area.fence': fence,
    'operation.partner': partner,
  };
}
