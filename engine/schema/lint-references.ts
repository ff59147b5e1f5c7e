/**
 * Lint of how ids reach the user (issue 35): an id is shown or asked for only where it is a business
 * number people type or read. A column holding another row's id is searched with a picker of names (`ref`),
 * and a view shows that row's name (`ref` or the row's own `names`), never the bare id.
 */
import type { Column, EntitySchema } from './model';
import { columnType, isReference } from './resolve';

type Report = (file: string, pointer: string, message: string, fix: string) => void;

/** A whole-number column named like a row id (`merchantId`, `bizId`): another row's key, not a number to read. */
export const holdsRowId = (c: Column): boolean =>
  /[a-z]Id$/.test(c.prop) && (columnType(c) === 'number' || (columnType(c) === 'select' && !c.dict && !c.ref));

/** Whether a column gets its labels from somewhere: options (`ref`, `dict`) or names the row carries. */
const labelled = (c: Column): boolean => !!(c.ref || c.dict || c.names);

/**
 * A text field named like a list of row ids (`storeIds`, `siteIds`) whose pattern wants digits and commas:
 * row ids typed by hand as "1,2,3". (Lists of names, such as an OAuth client's resource ids, are not caught.)
 */
export const typedIdList = (c: Column): boolean =>
  /[a-z]Ids$/.test(c.prop) &&
  ['text', 'textarea'].includes(columnType(c)) &&
  !c.dict &&
  c.form !== false &&
  (c.rules ?? []).some((r) => typeof r.pattern === 'string' && r.pattern.includes('\\d') && r.pattern.includes(','));

/** Action inputs and transition inputs are forms too: the same rule for their fields. */
function lintIdLists(file: string, columns: readonly Column[], at: string, p: Report): void {
  columns.forEach((c, i) => {
    if (typedIdList(c))
      p(
        file,
        `${at}/${i}`,
        `"${c.prop}" asks for ids typed by hand`,
        "make it a picker of names: `type: 'multi-select'` (or 'multi-tree-select') with `dict: { url, label, value }` and `refersTo`",
      );
  });
}

export function lintReferences(file: string, e: EntitySchema, p: Report): void {
  const props = new Set(e.columns.map((c) => c.prop));
  lintIdLists(file, e.columns, '/columns', p);
  (e.actions ?? []).forEach((a, i) => lintIdLists(file, a.form ?? [], `/actions/${i}/form`, p));
  (e.stateMachine?.transitions ?? []).forEach((t, i) =>
    lintIdLists(file, t.inputs ?? [], `/stateMachine/transitions/${i}/inputs`, p),
  );
  e.columns.forEach((c, i) => {
    const at = `/columns/${i}`;
    if (c.sign && !props.has(c.sign.prop))
      p(
        file,
        `${at}/sign/prop`,
        `"${c.sign.prop}" is not a column of this schema`,
        'name the column that tells a deduction',
      );
    if (c.search && holdsRowId(c) && !c.ref)
      p(
        file,
        `${at}/search`,
        `"${c.prop}" is searched as a bare id`,
        'give it `ref: { schema, label }` (a picker of names), or drop `search` and search the business number or name beside it',
      );
    if ((c.view ?? true) && holdsRowId(c) && !labelled(c))
      p(
        file,
        `${at}/view`,
        `the view shows "${c.prop}" as a bare id`,
        "set `names` to the row's prop holding its name (or `ref`), or `view: false` when a name or number beside it is shown",
      );
    else if ((c.view ?? true) && isReference(c) && !labelled(c))
      p(
        file,
        `${at}/view`,
        `the view shows "${c.prop}" (a reference) without a name`,
        "set `names` to the row's prop holding its name, or `view: false`",
      );
  });
}
