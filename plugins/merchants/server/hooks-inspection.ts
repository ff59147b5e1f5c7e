/**
 * The write rules of inspections (entity hooks, inside the write's transaction):
 *
 * - check area: its merchant is live; every site in `siteIds` is a live site of that merchant;
 * - inspection: its site is approved, its merchant is the site's (written here), its area (if any) holds
 *   the site, it ends no earlier than it starts; `taskNo` is made from the date and id; only a planned inspection is
 *   edited, and only a planned or cancelled one removed (its lines go with it);
 * - lines and devices: written only while their inspection is in progress; a result stamps `checkTime`;
 * - check point: not removed while inspection lines name it.
 */
import type { EntityHooks, HookMap, StoredRow } from '../../../server/kernel/hooks';
import type { ServerContext } from '../../../server/kernel/http/context';
import { nowText } from '../../../server/kernel/db/time';
import { adoptTenant, approvedSite } from './checks';
import { liveRow, named, T, tenantOf } from './lookups';
import { before as earlier, changes, codeOf, merged, refuse, refuseReferenced } from './write-rules';

const idList = (text: unknown): number[] =>
  String(text ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number);

export function inspectionHooks(ctx: ServerContext): HookMap {
  const db = () => ctx.database.db;

  const area: EntityHooks = {
    beforeInsert: async ({ req, values }) => {
      await adoptTenant(db(), req, values, T.merchant, values.merchant_id);
      await checkArea(values);
    },
    beforeUpdate: ({ before, values }) => checkArea(merged(before, values)),
    beforeRemove: ({ model, rows }) => refuseReferenced(ctx, model, rows),
  };
  async function checkArea(row: StoredRow) {
    const tenantId = tenantOf(row, undefined);
    if (!(await liveRow(db(), T.merchant, row.merchant_id, tenantId)))
      refuse({ zh: '所选商户不存在或已删除', en: 'The chosen merchant does not exist or was removed' });
    for (const siteId of idList(row.site_ids)) {
      const site = await liveRow(db(), T.site, siteId, tenantId);
      if (!site || Number(site.merchant_id) !== Number(row.merchant_id))
        refuse({ zh: `场地 ${siteId} 不是该商户的场地`, en: `Site ${siteId} is not one of the merchant's sites` });
    }
  }

  const item: EntityHooks = {
    beforeInsert: async ({ req, values }) => {
      await adoptTenant(db(), req, values, T.site, values.site_id);
      values.merchant_id = await checkItem(values);
    },
    afterInsert: async ({ id, values, model }) => {
      const day = String(values.plan_start_time ?? nowText()).slice(0, 10).replaceAll('-', '');
      await db().updateTable(model.table).set({ task_no: `XJ${day}${codeOf('', id)}` }).where('id', '=', id).execute();
    },
    beforeUpdate: async ({ before, values }) => {
      if (Number(before.check_status) !== 0) {
        const n = named(before, 'task_no');
        refuse({ zh: `巡检任务${n.zh}已开始，不能修改`, en: `The inspection ${n.en} has started and can no longer be edited` });
      }
      values.merchant_id = await checkItem(merged(before, values));
    },
    beforeRemove: async ({ rows }) => {
      for (const row of rows)
        if (![0, 4].includes(Number(row.check_status))) {
          const n = named(row, 'task_no');
          refuse({ zh: `巡检任务${n.zh}已开始，不能删除`, en: `The inspection ${n.en} has started and cannot be removed` });
        }
    },
    afterRemove: async ({ rows }) => {
      const ids = rows.map((r) => Number(r.id));
      await db().deleteFrom(T.checkDetail).where('check_item_id', 'in', ids).execute();
      await db().deleteFrom(T.checkDevice).where('check_item_id', 'in', ids).execute();
    },
  };
  /** Checks the inspection about to be written; answers its merchant (the site's). */
  async function checkItem(row: StoredRow): Promise<unknown> {
    const tenantId = tenantOf(row, undefined);
    const site = await approvedSite(db(), row.site_id, tenantId);
    if (Number(row.check_area_id)) {
      const area = await liveRow(db(), T.checkArea, row.check_area_id, tenantId);
      if (!area) refuse({ zh: '所选巡检区域不存在或已删除', en: 'The chosen inspection area does not exist or was removed' });
      const sites = idList(area!.site_ids);
      if (sites.length && !sites.includes(Number(row.site_id)))
        refuse({ zh: '所选场地不在该巡检区域内', en: 'The chosen site is not in that inspection area' });
    }
    if (row.plan_start_time && row.plan_end_time && earlier(row.plan_end_time, row.plan_start_time))
      refuse({ zh: '计划结束时间不能早于开始时间', en: 'The inspection cannot end before it starts' });
    return site.merchant_id;
  }

  /** Lines of an inspection in progress only; a result given stamps the time it was checked. */
  const line: EntityHooks = {
    beforeInsert: async ({ req, values }) => {
      await adoptTenant(db(), req, values, T.checkItem, values.check_item_id);
      await inProgress(values.check_item_id, tenantOf(values, undefined));
      if (Number(values.result ?? 0)) values.check_time = nowText();
    },
    beforeUpdate: async ({ before, values }) => {
      await inProgress(before.check_item_id, tenantOf(before, undefined));
      if (changes(before, values, 'check_item_id'))
        refuse({ zh: '明细不能移到其他巡检任务', en: 'A line cannot move to another inspection' });
      if (changes(before, values, 'result')) values.check_time = nowText();
    },
    beforeRemove: async ({ rows }) => {
      for (const row of rows) await inProgress(row.check_item_id, tenantOf(row, undefined));
    },
  };
  async function inProgress(itemId: unknown, tenantId: string) {
    const item = await liveRow(db(), T.checkItem, itemId, tenantId);
    if (!item) refuse({ zh: '所选巡检任务不存在或已删除', en: 'The chosen inspection does not exist or was removed' });
    if (Number(item!.check_status) !== 1) {
      const n = named(item, 'task_no');
      refuse({ zh: `巡检任务${n.zh}不在巡检中，不能修改明细`, en: `The inspection ${n.en} is not in progress, so its lines are fixed` });
    }
  }

  const conf: EntityHooks = { beforeRemove: ({ model, rows }) => refuseReferenced(ctx, model, rows) };

  return {
    'unified.checkArea': area,
    'unified.checkItem': item,
    'unified.checkDetail': line,
    'unified.checkDevice': line,
    'unified.checkConf': conf,
  };
}
