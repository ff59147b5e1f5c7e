/**
 * The guards and effects of the merchant side's state machines (named in the schemas as
 * `merchants.<name>`), run inside the transition's transaction (server/crud/transitions.ts):
 *
 * - `merchantEnable`: a sub-merchant is not enabled under a disabled parent;
 * - `storeAudit`: a store of a disabled (or removed) merchant is not approved;
 * - `siteAudit`: a site is approved only once its store is (an unaudited store has no audited site);
 * - `ruleEnable`: a rule of a disabled merchant, or made for a site that is not approved and enabled, stays off;
 * - `ruleDisable`: a rule devices are still bound to stays on;
 * - `fenceOpen`: a fence with no valid shape, or of a disabled site, stays off;
 * - `checkAllNormal` / `checkHasAbnormal`: an inspection finishes only with every line checked and normal,
 *   and goes to rectification only with something abnormal;
 * - effects `checkStart` (a line per enabled check point) and `checkStampFinish` (finish time, abnormal count).
 */
import type { I18nText } from '../../../engine/schema';
import { nowText } from '../../../server/kernel/db/time';
import { auditValues } from '../../../server/crud/rows';
import type { ServerContext } from '../../../server/kernel/http/context';
import { modelOf } from '../../../server/kernel/model';
import type { TransitionCode } from '../../../server/kernel/transitions';
import { fenceShapeProblem } from './fence-shape';
import { approved, enabled, liveRow, named, referencesTo, referenceText, T } from './lookups';
import { abnormalCount, uncheckedCount } from './inspection';

const tenant = (row: Record<string, unknown>) => String(row.tenant_id ?? '');

export function merchantTransitions(ctx: ServerContext): TransitionCode {
  const db = () => ctx.database.db;

  const merchantDisabled = async (merchantId: unknown, tenantId: string): Promise<I18nText | undefined> => {
    const m = await liveRow(db(), T.merchant, merchantId, tenantId);
    if (!m) return { zh: '所属商户不存在或已删除', en: 'its merchant does not exist or was removed' };
    if (!enabled(m)) {
      const n = named(m, 'merchant_name');
      return { zh: `所属商户${n.zh}已停用`, en: `its merchant ${n.en} is disabled` };
    }
  };

  return {
    guards: {
      merchantEnable: async ({ row }) => {
        if (!Number(row.parent_id)) return;
        const parent = await liveRow(db(), T.merchant, row.parent_id, tenant(row));
        if (parent && !enabled(parent)) {
          const n = named(parent, 'merchant_name');
          return { zh: `上级商户${n.zh}已停用`, en: `its parent merchant ${n.en} is disabled` };
        }
      },
      storeAudit: async ({ row, to }) => {
        if (to !== '1') return;
        return merchantDisabled(row.merchant_id, tenant(row));
      },
      siteAudit: async ({ row, to }) => {
        if (to !== '1') return;
        const store = await liveRow(db(), T.store, row.merchant_store_id, tenant(row));
        if (!store) return { zh: '所属门店不存在或已删除', en: 'its store does not exist or was removed' };
        if (!approved(store)) {
          const n = named(store, 'store_name');
          return { zh: `所属门店${n.zh}尚未审核通过`, en: `its store ${n.en} is not approved yet` };
        }
      },
      ruleEnable: async ({ row }) => {
        const refused = await merchantDisabled(row.merchant_id, tenant(row));
        if (refused) return refused;
        if (!Number(row.site_id)) return;
        const site = await liveRow(db(), T.site, row.site_id, tenant(row));
        if (!site || !approved(site) || !enabled(site)) {
          const n = named(site, 'site_name');
          return { zh: `适用场地${n.zh}未审核通过或已停用`, en: `its site ${n.en} is not approved or is disabled` };
        }
      },
      ruleDisable: async ({ row }) => {
        const refs = await referencesTo(ctx, 'charge.rule', [Number(row.id)], tenant(row));
        if (refs.length) {
          const t = referenceText(refs);
          return { zh: `仍有 ${t.zh} 使用该规则，请先改绑`, en: `${t.en} still use it: bind them to another rule first` };
        }
      },
      fenceOpen: async ({ row }) => {
        const problem = fenceShapeProblem(row);
        if (problem) return problem;
        const site = await liveRow(db(), T.site, row.site_id, tenant(row));
        if (!site || !enabled(site)) {
          const n = named(site, 'site_name');
          return { zh: `所属场地${n.zh}未启用`, en: `its site ${n.en} is not enabled` };
        }
      },
      checkAllNormal: async ({ row }) => {
        const unchecked = await uncheckedCount(db(), Number(row.id));
        if (unchecked)
          return { zh: `还有 ${unchecked} 项未检查`, en: `${unchecked} line(s) are not checked yet` };
        const abnormal = await abnormalCount(db(), Number(row.id));
        if (abnormal)
          return { zh: `有 ${abnormal} 项异常，请转为待整改`, en: `${abnormal} line(s) are abnormal: mark it as needing a fix` };
      },
      checkHasAbnormal: async ({ row }) => {
        if (!(await abnormalCount(db(), Number(row.id))))
          return { zh: '没有异常项，无需整改', en: 'nothing is abnormal, so there is nothing to fix' };
      },
    },
    effects: {
      checkStart: async ({ row, req }) => {
        const id = Number(row.id);
        const have = await db()
          .selectFrom(T.checkDetail)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('check_item_id', '=', id)
          .executeTakeFirst();
        if (Number(have?.n ?? 0) > 0) return;
        const points = await db()
          .selectFrom(T.checkConf)
          .select('id')
          .where('tenant_id', '=', tenant(row))
          .where('is_deleted', '=', 0)
          .where('conf_status', '=', 1)
          .orderBy('sort')
          .orderBy('id')
          .execute();
        if (!points.length) return;
        const audit = auditValues(modelOf(ctx.models, 'unified.checkDetail'), req, 'insert');
        await db()
          .insertInto(T.checkDetail)
          .values(
            points.map((p) => ({
              tenant_id: tenant(row),
              check_item_id: id,
              check_conf_id: Number(p.id),
              result: 0,
              ...audit,
            })),
          )
          .execute();
      },
      checkStampFinish: async ({ row, model }) => {
        const id = Number(row.id);
        await db()
          .updateTable(model.table)
          .set({ finish_time: nowText(), abnormal_count: await abnormalCount(db(), id) })
          .where('id', '=', id)
          .execute();
      },
    },
  };
}
