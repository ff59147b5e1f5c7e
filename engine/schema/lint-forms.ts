/**
 * Lint of the form layout facts (issue 35 item 6): the titled sections of `dialog.groups` list form fields
 * of the schema, each once; a `date-range` column names the column holding its end.
 */
import type { EntitySchema } from './model';
import { columnType, showsIn } from './resolve';

type Report = (file: string, pointer: string, message: string, fix: string) => void;

export function lintForms(file: string, e: EntitySchema, p: Report): void {
  const byProp = new Map(e.columns.map((c) => [c.prop, c]));
  const seen = new Map<string, number>();
  e.dialog?.groups?.forEach((g, i) =>
    g.props.forEach((prop, j) => {
      const at = `/dialog/groups/${i}/props/${j}`;
      const c = byProp.get(prop);
      if (!c) p(file, at, `"${prop}" is not a column of ${e.name}`, 'list the props of form fields only');
      else if (!showsIn(c, 'add') && !showsIn(c, 'edit') && !showsIn(c, 'view'))
        p(file, at, `"${prop}" is in no form of ${e.name}`, 'remove it from the group, or show it in the form');
      if (seen.has(prop))
        p(file, at, `"${prop}" is already in group ${seen.get(prop)}`, 'put each field in one group only');
      else seen.set(prop, i);
    }),
  );
  e.columns.forEach((c, i) => {
    if (columnType(c) !== 'date-range') return;
    const end = c.rangeEnd ? byProp.get(c.rangeEnd) : undefined;
    if (!end)
      p(
        file,
        `/columns/${i}/rangeEnd`,
        `the date range "${c.prop}" names no column holding its end`,
        `set rangeEnd to a date column of ${e.name} (shown with form: false: the range's picker edits it)`,
      );
  });
}
