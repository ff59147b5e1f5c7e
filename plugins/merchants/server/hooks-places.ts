/**
 * The write rules of merchants, stores and sites (entity hooks, inside the write's transaction):
 *
 * - merchant: the parent is a live, enabled merchant of the tenant and not the merchant itself or one
 *   below it; `merchantCode` is made from the id; a merchant anything still refers to is not removed;
 * - store: its merchant is live and enabled; an approved store keeps its merchant; enabling (`isAble`) needs
 *   the store approved and its merchant enabled;
 * - site: its store is approved and enabled ("an unaudited store cannot get sites"), its merchant is the
 *   store's (written here); `siteCode` is made from the id; enabling needs the site approved and its store
 *   and merchant enabled.
 */
import type { EntityHooks, HookMap } from '../../../server/kernel/hooks';
import type { ServerContext } from '../../../server/kernel/http/context';
import { approved, enabled, liveRow, named, T, tenantOf } from './lookups';
import { adoptTenant, enabledMerchant, storeForSites } from './checks';
import { changes, codeOf, refuse, refuseReferenced } from './write-rules';

export function placeHooks(ctx: ServerContext): HookMap {
  const db = () => ctx.database.db;

  /** Refuse a parent that is the merchant itself or below it (a loop in the tree). */
  async function refuseLoop(id: number, parentId: number, tenantId: string): Promise<void> {
    let cursor = parentId;
    for (let depth = 0; cursor && depth < 50; depth++) {
      if (cursor === id)
        refuse({ zh: '上级商户不能是自己或自己的下级', en: 'The parent cannot be the merchant itself or one below it' });
      const up = await liveRow(db(), T.merchant, cursor, tenantId);
      cursor = Number(up?.parent_id ?? 0);
    }
  }

  const merchant: EntityHooks = {
    beforeInsert: async ({ req, values }) => {
      if (!Number(values.parent_id ?? 0)) return;
      await adoptTenant(db(), req, values, T.merchant, values.parent_id);
      await enabledMerchant(db(), values.parent_id, tenantOf(values, undefined));
    },
    afterInsert: async ({ id, values, model }) => {
      if (values.merchant_code) return;
      await db().updateTable(model.table).set({ merchant_code: codeOf('M', id) }).where('id', '=', id).execute();
    },
    beforeUpdate: async ({ id, before, values }) => {
      if (Object.hasOwn(values, 'merchant_code') && !values.merchant_code) values.merchant_code = before.merchant_code;
      if (!changes(before, values, 'parent_id') || !Number(values.parent_id)) return;
      await enabledMerchant(db(), values.parent_id, tenantOf(before, undefined));
      await refuseLoop(id, Number(values.parent_id), tenantOf(before, undefined));
    },
    beforeRemove: ({ model, rows }) => refuseReferenced(ctx, model, rows),
  };

  const store: EntityHooks = {
    beforeInsert: async ({ req, values }) => {
      await adoptTenant(db(), req, values, T.merchant, values.merchant_id);
      await enabledMerchant(db(), values.merchant_id, tenantOf(values, undefined));
    },
    beforeUpdate: async ({ before, values }) => {
      if (!changes(before, values, 'merchant_id')) return;
      if (approved(before))
        refuse({
          zh: '已审核通过的门店不能更换所属商户',
          en: 'An approved store cannot move to another merchant',
        });
      await enabledMerchant(db(), values.merchant_id, tenantOf(before, undefined));
    },
    beforeAction: async ({ action, rows }) => {
      if (action.key !== 'isAble') return;
      for (const row of rows.filter((r) => !enabled(r))) {
        const n = named(row, 'store_name');
        if (!approved(row))
          refuse({ zh: `门店${n.zh}尚未审核通过，不能启用`, en: `The store ${n.en} is not approved yet, so it cannot be enabled` });
        const m = await liveRow(db(), T.merchant, row.merchant_id, tenantOf(row, undefined));
        if (!enabled(m))
          refuse({ zh: `门店${n.zh}的商户已停用，不能启用`, en: `The merchant of the store ${n.en} is disabled, so it cannot be enabled` });
      }
    },
    beforeRemove: ({ model, rows }) => refuseReferenced(ctx, model, rows),
  };

  const site: EntityHooks = {
    beforeInsert: async ({ req, values }) => {
      await adoptTenant(db(), req, values, T.store, values.merchant_store_id);
      const s = await storeForSites(db(), values.merchant_store_id, tenantOf(values, undefined));
      values.merchant_id = s.merchant_id;
    },
    afterInsert: async ({ id, values, model }) => {
      if (values.site_code) return;
      await db().updateTable(model.table).set({ site_code: codeOf('S', id) }).where('id', '=', id).execute();
    },
    beforeUpdate: async ({ before, values }) => {
      if (Object.hasOwn(values, 'site_code') && !values.site_code) values.site_code = before.site_code;
      if (!changes(before, values, 'merchant_store_id')) return;
      const s = await storeForSites(db(), values.merchant_store_id, tenantOf(before, undefined));
      values.merchant_id = s.merchant_id;
    },
    beforeAction: async ({ action, rows }) => {
      if (action.key !== 'isAble') return;
      for (const row of rows.filter((r) => !enabled(r))) {
        const n = named(row, 'site_name');
        if (!approved(row))
          refuse({ zh: `场地${n.zh}尚未审核通过，不能启用`, en: `The site ${n.en} is not approved yet, so it cannot be enabled` });
        const s = await liveRow(db(), T.store, row.merchant_store_id, tenantOf(row, undefined));
        if (!enabled(s) || !approved(s))
          refuse({ zh: `场地${n.zh}的门店未启用，不能启用`, en: `The store of the site ${n.en} is not enabled, so it cannot be enabled` });
        const m = await liveRow(db(), T.merchant, row.merchant_id, tenantOf(row, undefined));
        if (!enabled(m))
          refuse({ zh: `场地${n.zh}的商户已停用，不能启用`, en: `The merchant of the site ${n.en} is disabled, so it cannot be enabled` });
      }
    },
    beforeRemove: ({ model, rows }) => refuseReferenced(ctx, model, rows),
  };

  return {
    'merchant.merchant': merchant,
    'merchant.store': store,
    'merchant.site': site,
  };
}
