/**
 * Lint of an entity's `summary` and `charts` (engine/schema/stats.ts): what is summed must be money or a
 * whole number, a chart's x, range and measures must name columns of the right kind, and their endpoints
 * must not take a path the entity already serves.
 */
import type { EntitySchema } from './model';
import { columnType } from './resolve';
import { fieldOf, isTimeField, summable } from './stats';

type Report = (file: string, pointer: string, message: string, fix: string) => void;

const GENERIC_OPS = ['page', 'list', 'detail', 'submit', 'remove', 'tree', 'lazy-list'];

export function lintStats(file: string, e: EntitySchema, p: Report): void {
  const props = () => e.columns.map((c) => c.prop).join(', ');
  const taken = new Map<string, string>(GENERIC_OPS.map((op) => [op, `the generic "${op}" op`]));
  for (const op of Object.values(e.api.ops ?? {})) taken.set(op, 'a generic op');
  for (const a of e.actions ?? []) taken.set(a.endpoint ?? a.key, `action "${a.key}"`);
  const claim = (path: string, pointer: string, what: string) => {
    const owner = taken.get(path);
    if (owner) p(file, pointer, `"${path}" is already served by ${owner}`, 'choose another endpoint');
    else taken.set(path, what);
  };
  const needSummable = (prop: string, pointer: string) => {
    const f = fieldOf(e, prop);
    if (!f) p(file, pointer, `"${prop}" is not a column of ${e.name}`, `use one of: ${props()}`);
    else if (!summable(f))
      p(
        file,
        pointer,
        `"${prop}" (${f.column ? columnType(f.column) : f.storage}) cannot be summed exactly`,
        'sum a money column or a whole-number column (number without precision)',
      );
  };
  const needTime = (prop: string, pointer: string) => {
    const f = fieldOf(e, prop);
    if (!f) p(file, pointer, `"${prop}" is not a column of ${e.name}`, `use one of: ${props()}`);
    else if (!isTimeField(f))
      p(file, pointer, `"${prop}" is not a date or date-time column`, 'name a date or datetime column');
  };

  if (e.summary) {
    if (!e.storage) p(file, '/summary', 'a summary needs stored rows', 'add "storage" or remove "summary"');
    const seen = new Set<string>();
    e.summary.sums.forEach((prop, i) => {
      if (seen.has(prop)) p(file, `/summary/sums/${i}`, `"${prop}" is summed twice`, 'list each prop once');
      seen.add(prop);
      needSummable(prop, `/summary/sums/${i}`);
    });
    claim(e.summary.endpoint ?? 'sum', '/summary/endpoint', 'the summary');
  }

  const keys = new Set<string>();
  e.charts?.forEach((c, i) => {
    const at = `/charts/${i}`;
    if (!e.storage) p(file, at, 'a chart needs stored rows', 'add "storage" or remove the chart');
    if (keys.has(c.key)) p(file, `${at}/key`, `duplicate chart key "${c.key}"`, 'give each chart its own key');
    keys.add(c.key);
    claim(c.endpoint ?? `chart/${c.key}`, `${at}/endpoint`, `chart "${c.key}"`);
    const x = fieldOf(e, c.x.prop);
    if (!x) p(file, `${at}/x/prop`, `"${c.x.prop}" is not a column of ${e.name}`, `use one of: ${props()}`);
    else if (c.x.by && !isTimeField(x))
      p(file, `${at}/x/by`, `"${c.x.prop}" is not a date or date-time column`, 'remove "by" or group by a date');
    else if (x.column && columnType(x.column) === 'password')
      p(file, `${at}/x/prop`, 'a password cannot be grouped on', 'group by another column');
    c.measures.forEach((m, j) => {
      const mat = `${at}/measures/${j}`;
      if (m.kind === 'sum') {
        if (!m.prop) p(file, `${mat}/prop`, 'a sum needs the prop it sums', 'add "prop"');
        else needSummable(m.prop, `${mat}/prop`);
      } else if (m.prop) p(file, `${mat}/prop`, 'a count takes no prop', 'remove "prop"');
    });
    if (c.type === 'pie' && c.measures.length !== 1)
      p(file, `${at}/measures`, 'a pie shows one measure', 'keep one measure, or use a bar chart');
    if (c.range && c.range.prop) needTime(c.range.prop, `${at}/range/prop`);
  });
}
