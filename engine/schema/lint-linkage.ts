/**
 * Lint checks of field linkage (`visible`, `required`, `disabled`, `options`, `compute`; ./linkage-model.ts)
 * beyond its shape: every field a condition, an option link or a computed value names is a column of the
 * schema; no fields depend on each other in a cycle; an option link matches the column's choices (a
 * dictionary cascade names keys of both dictionaries, a remote list is a `dict: { url }`, a reference match
 * is a column of the referenced schema); computed numbers are computed by arithmetic; a field that may be
 * hidden is not also required by a rule. Linkage lives on an entity's own columns: action forms and
 * transition inputs are refused it. Called by lint.ts, which owns the shared maps.
 */
import type { Column, EntitySchema } from './model';
import type { Compute, Expression, InnerExpression, LinkCondition } from './linkage-model';
import type { LoadedFile } from './registry';
import { conditionTests, holdsNumber, isLinked, linkageReads } from './linkage';
import { showsIn } from './resolve';

type Report = (file: string, pointer: string, message: string, fix: string) => void;

interface LinkageLintCtx {
  p: Report;
  dictKeys: Map<string, string[]>;
  entities: Map<string, { e: EntitySchema }>;
}

/** Props a condition may test besides the columns: `id` (empty while adding). */
const SYSTEM_PROPS = new Set(['id']);

const LINK_KEYS = ['visible', 'required', 'requiredMessage', 'disabled', 'options', 'compute'] as const;

export function lintLinkage(f: LoadedFile, e: EntitySchema, ctx: LinkageLintCtx): void {
  const { p } = ctx;
  const cols = new Map(e.columns.map((c) => [c.prop, c]));
  const known = (prop: string) => cols.has(prop) || SYSTEM_PROPS.has(prop);
  const fixNames = `name one of: ${[...cols.keys()].join(', ')}`;

  e.columns.forEach((c, i) => {
    if (!isLinked(c) && !c.requiredMessage) return;
    const at = `/columns/${i}`;
    const need = (prop: string, pointer: string) => {
      if (prop === c.prop)
        p(f.file, pointer, `"${c.prop}" depends on itself`, 'name another field: a field cannot depend on its own value');
      else if (!known(prop)) p(f.file, pointer, `"${prop}" is not a field of ${e.name}`, fixNames);
    };
    for (const key of ['visible', 'required', 'disabled'] as const) {
      const cond = c[key];
      if (!cond) continue;
      conditionTests(cond).forEach(({ test, at: sub }) => need(test.prop, `${at}/${key}${sub}/prop`));
      if (!showsIn(c, 'add') && !showsIn(c, 'edit'))
        p(f.file, `${at}/${key}`, `"${c.prop}" is not in the form, so \`${key}\` has no effect`, `remove \`${key}\` or show the field in the form`);
    }
    if (c.visible && c.rules?.some((r) => r.required))
      p(
        f.file,
        `${at}/rules`,
        `"${c.prop}" may be hidden (\`visible\`) but a rule always requires it`,
        'drop the required rule and say when it is required with `required: <condition>`',
      );
    if (c.requiredMessage && !c.required)
      p(f.file, `${at}/requiredMessage`, '`requiredMessage` without `required`', 'add `required: <condition>` or remove the message');
    if (e.stateMachine?.field === c.prop)
      p(f.file, at, `"${c.prop}" is the state machine's status: it changes through transitions only`, 'remove the linkage from the status column');
    if (c.options) lintOptions(f, e, c, at, ctx, need);
    if (c.compute) lintCompute(f, c, at, p, need, cols);
  });
  lintCycles(f, e, p);
  const forms: Array<{ cols: Column[] | undefined; at: string }> = [
    ...(e.actions ?? []).map((a, i) => ({ cols: a.form, at: `/actions/${i}/form` })),
    ...(e.stateMachine?.transitions ?? []).map((t, i) => ({ cols: t.inputs, at: `/stateMachine/transitions/${i}/inputs` })),
  ];
  for (const { cols: inputs, at } of forms)
    inputs?.forEach((c, j) => {
      const key = LINK_KEYS.find((k) => c[k] !== undefined);
      if (key)
        p(f.file, `${at}/${j}/${key}`, `linkage (\`${key}\`) is for the entity's own columns, not an input form`, `remove \`${key}\` from "${c.prop}"`);
    });
}

function lintOptions(
  f: LoadedFile,
  e: EntitySchema,
  c: Column,
  at: string,
  ctx: LinkageLintCtx,
  need: (prop: string, pointer: string) => void,
) {
  const { p } = ctx;
  const o = c.options!;
  const base = `${at}/options`;
  need(o.dependsOn, `${base}/dependsOn`);
  const kinds = (['allow', 'param', 'match'] as const).filter((k) => o[k] !== undefined);
  if (kinds.length !== 1) {
    p(f.file, base, `options name ${kinds.length ? kinds.join(' and ') : 'no narrowing'}`, 'give exactly one of allow (a dictionary cascade), param (a remote list) or match (a reference)');
    return;
  }
  if (o.allow) {
    if (typeof c.dict !== 'string') {
      p(f.file, `${base}/allow`, `"${c.prop}" has no dictionary to narrow`, 'give the column `dict: <code>`, or use param / match');
      return;
    }
    const own = ctx.dictKeys.get(c.dict);
    const controlling = e.columns.find((x) => x.prop === o.dependsOn);
    const theirs = typeof controlling?.dict === 'string' ? ctx.dictKeys.get(controlling.dict) : undefined;
    for (const [key, keys] of Object.entries(o.allow)) {
      if (theirs && !theirs.includes(key))
        p(f.file, `${base}/allow/${key}`, `"${key}" is not a key of dictionary "${controlling!.dict}" (${o.dependsOn})`, `use one of: ${theirs.join(', ')}`);
      keys.forEach((k, j) => {
        if (own && !own.includes(String(k)))
          p(f.file, `${base}/allow/${key}/${j}`, `"${k}" is not a key of dictionary "${c.dict}"`, `use one of: ${own.join(', ')}`);
      });
    }
  }
  if (o.param && !(c.dict && typeof c.dict === 'object'))
    p(f.file, `${base}/param`, `"${c.prop}" has no remote list (dict: { url }) to pass "${o.param}" to`, 'give the column `dict: { url, label, value }`, or use allow / match');
  if (o.match) {
    if (!c.ref) p(f.file, `${base}/match`, `"${c.prop}" has no reference (ref) to narrow`, 'give the column `ref: { schema, label }`, or use allow / param');
    const target = c.ref && ctx.entities.get(c.ref.schema)?.e;
    if (target && o.match !== 'id' && !target.columns.some((x) => x.prop === o.match))
      p(f.file, `${base}/match`, `"${c.ref!.schema}" has no column "${o.match}"`, 'name a column of the referenced schema');
  }
}

type AnyExpr = Expression | InnerExpression;

function lintCompute(
  f: LoadedFile,
  c: Column,
  at: string,
  p: Report,
  need: (prop: string, pointer: string) => void,
  cols: Map<string, Column>,
) {
  const base = `${at}/compute`;
  const numeric = holdsNumber(c);
  const walk = (x: AnyExpr, pointer: string) => {
    if ('op' in x) {
      if (numeric && x.op === 'concat')
        p(f.file, `${pointer}/op`, `"${c.prop}" holds a number but concat makes text`, 'use add, sub, mul, div, min or max');
      (x.args as AnyExpr[]).forEach((a, i) => walk(a, `${pointer}/args/${i}`));
    } else if ('prop' in x) need(x.prop, `${pointer}/prop`);
    else if ('label' in x) {
      need(x.label, `${pointer}/label`);
      const src = cols.get(x.label);
      if (src && !src.dict && !src.ref)
        p(f.file, `${pointer}/label`, `"${x.label}" has no options, so it has no label`, 'name a field with a dictionary, a remote list or a reference');
    }
  };
  const compute: Compute = c.compute!;
  if ('cases' in compute) {
    compute.cases.forEach((k, i) => {
      conditionTests(k.when as LinkCondition).forEach(({ test, at: sub }) => need(test.prop, `${base}/cases/${i}/when${sub}/prop`));
      walk(k.then, `${base}/cases/${i}/then`);
    });
    if (compute.else) walk(compute.else, `${base}/else`);
  } else walk(compute, base);
}

/** One problem per cycle of fields that depend on each other, naming the fields in order. */
function lintCycles(f: LoadedFile, e: EntitySchema, p: Report) {
  const index = new Map(e.columns.map((c, i) => [c.prop, i]));
  const linked = new Map(e.columns.filter(isLinked).map((c) => [c.prop, c]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const reported = new Set<string>();
  const visit = (prop: string) => {
    state.set(prop, 'open');
    stack.push(prop);
    for (const dep of linkageReads(linked.get(prop)!)) {
      if (dep === prop || !linked.has(dep)) continue;
      if (state.get(dep) === 'open') {
        const cycle = [...stack.slice(stack.indexOf(dep)), dep];
        const key = [...new Set(cycle)].sort().join(',');
        if (!reported.has(key)) {
          reported.add(key);
          p(
            f.file,
            `/columns/${index.get(dep)}`,
            `fields depend on each other in a cycle: ${cycle.join(' → ')}`,
            'break the cycle: a field cannot depend, even through others, on a field that depends on it',
          );
        }
      } else if (!state.has(dep)) visit(dep);
    }
    stack.pop();
    state.set(prop, 'done');
  };
  for (const prop of linked.keys()) if (!state.has(prop)) visit(prop);
}
