/**
 * Lint of a list's column priority and row operations (issue 35): the operations `table.inlineOps` keeps
 * as buttons must be ones the schema has, and a key column must be one the table shows.
 */
import type { EntitySchema } from './model';

type Report = (file: string, pointer: string, message: string, fix: string) => void;

/** The engine's own row operations (engine/crud/RowOperations.tsx). */
const BUILT_IN = ['view', 'edit', 'delete', 'addChild'];

export function lintTable(file: string, e: EntitySchema, p: Report): void {
  const known = new Set([
    ...BUILT_IN,
    ...(e.actions ?? []).filter((a) => a.scope === 'row').map((a) => a.key),
    ...(e.stateMachine?.transitions ?? []).flatMap((t) => (t.group ? [t.key, t.group.key] : [t.key])),
  ]);
  (e.table?.inlineOps ?? []).forEach((key, i) => {
    if (!known.has(key))
      p(
        file,
        `/table/inlineOps/${i}`,
        `"${key}" is not a row operation of this schema`,
        `name one of ${[...known].join(', ')}`,
      );
  });
  e.columns.forEach((c, i) => {
    if (typeof c.table === 'object' && c.table.key && c.table.hide)
      p(
        file,
        `/columns/${i}/table`,
        `key column "${c.prop}" is hidden`,
        'drop `hide` (a key column is always shown) or `key`',
      );
  });
}
