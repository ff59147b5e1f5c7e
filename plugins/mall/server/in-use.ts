/**
 * A mall row that other live rows still point at cannot be removed: a spec value its goods use, a goods
 * spec with values, a goods item with lanes, templates or stock, a warehouse with orders, a machine with
 * lanes... Removing it would leave those rows naming nothing (the books check, `npm run check:books`,
 * reports exactly that). The edges are read from the schemas (every `ref`, `refersTo` and `owner` that
 * names a mall entity), so a new mall schema is guarded without a line here.
 */
import { isMultiple, referenceColumns } from '../../../engine/schema/integrity';
import { text } from '../../../engine/schema/resolve';
import type { HookMap } from '../../../server/kernel/hooks';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import type { EntityModel } from '../../../server/kernel/model';

interface Edge {
  child: EntityModel;
  dbName: string;
  key: string;
}

/** Who points at each mall entity: child model, its column, the target prop it holds. */
function edgesOf(ctx: ServerContext): Map<string, Edge[]> {
  const edges = new Map<string, Edge[]>();
  for (const child of ctx.models.values()) {
    for (const { column, target } of referenceColumns(child.schema)) {
      const field = child.field(column.prop);
      if (!target.schema.startsWith('mall.') || !field || isMultiple(column) || target.schema === child.name) continue;
      edges.set(target.schema, [
        ...(edges.get(target.schema) ?? []),
        { child, dbName: field.dbName, key: target.value },
      ]);
    }
  }
  return edges;
}

export function inUseHooks(ctx: ServerContext): HookMap {
  const hooks: HookMap = {};
  for (const [name, edges] of edgesOf(ctx)) {
    const parent = ctx.models.get(name);
    if (!parent) continue;
    hooks[name] = {
      async beforeRemove({ rows }) {
        for (const { child, dbName, key } of edges) {
          const keys = rows
            .map((r) => r[parent.field(key)?.dbName ?? 'id'])
            .filter((v) => v !== null && v !== undefined);
          if (!keys.length) continue;
          let q = ctx.database.db
            .selectFrom(child.table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where(dbName, 'in', keys as never[]);
          if (child.softDelete) q = q.where('is_deleted', '=', 0);
          const n = Number((await q.executeTakeFirst())?.n ?? 0);
          if (n)
            throw badRequest({
              zh: `仍有 ${n} 条「${text(child.schema.title, 'zh')}」在用，不能删除`,
              en: `${n} ${text(child.schema.title, 'en').toLowerCase()} still use it: it cannot be removed`,
            });
        }
      },
    };
  }
  return hooks;
}
