/**
 * A dept's `ancestors`, made by the server as BladeX makes it (DeptServiceImpl.submit): the comma list of
 * the ids above it, from the top (`0`) down to its parent — `0` for a top dept, `0,12,15` for a dept under
 * 15 under 12. Set on every insert and whenever an edit moves the dept; the depts below a moved dept get
 * theirs rewritten too (BladeX leaves them stale), so the list always matches the parent links.
 */
import type { Db } from '../../../server/kernel/db/database';
import type { HookMap } from '../../../server/kernel/hooks';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { EntityModel } from '../../../server/kernel/model';

const DEPT = 'system.dept';

/** The ancestors of a dept whose parent is `parentId`, by walking parent links (never trusting stored lists). */
export async function ancestorsOf(db: Db, table: string, parentId: number): Promise<string> {
  const chain: number[] = [];
  const seen = new Set<number>();
  for (let id = parentId; id > 0 && !seen.has(id);) {
    seen.add(id);
    chain.unshift(id);
    const row = await db.selectFrom(table).select('parent_id').where('id', '=', id).executeTakeFirst();
    id = row ? Number(row.parent_id ?? 0) : 0;
  }
  return ['0', ...chain].join(',');
}

/** Rewrite the ancestors of every dept below `id` (after it moved), level by level. */
async function refreshBelow(db: Db, model: EntityModel, id: number, ancestors: string): Promise<void> {
  let level: Array<{ id: number; ancestors: string }> = [{ id, ancestors }];
  const seen = new Set([id]);
  while (level.length) {
    const next: Array<{ id: number; ancestors: string }> = [];
    for (const p of level) {
      const own = `${p.ancestors},${p.id}`;
      const kids = await db.selectFrom(model.table).select('id').where('parent_id', '=', p.id).execute();
      for (const k of kids) {
        const kid = Number(k.id);
        if (seen.has(kid)) continue;
        seen.add(kid);
        await db.updateTable(model.table).set({ ancestors: own }).where('id', '=', kid).execute();
        next.push({ id: kid, ancestors: own });
      }
    }
    level = next;
  }
}

export const deptAncestorHooks = (ctx: ServerContext): HookMap => ({
  [DEPT]: {
    // ctx.database.db is the write's transaction while a hook runs.
    beforeInsert: async ({ model, values }) => {
      values.ancestors = await ancestorsOf(ctx.database.db, model.table, Number(values.parent_id ?? 0));
    },
    beforeUpdate: async ({ model, before, values }) => {
      if (!Object.hasOwn(values, 'parent_id') || Number(values.parent_id ?? 0) === Number(before.parent_id ?? 0))
        return;
      values.ancestors = await ancestorsOf(ctx.database.db, model.table, Number(values.parent_id ?? 0));
    },
    afterUpdate: async ({ model, id, values }) => {
      if (typeof values.ancestors === 'string') await refreshBelow(ctx.database.db, model, id, values.ancestors);
    },
  },
});
