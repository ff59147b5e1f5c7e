/**
 * Lint checks of an entity's `stateMachine` beyond its shape: the status column has a dictionary whose keys
 * are the states, starts in one of them and is not typed in the edit form; every transition's from and to
 * are states, keys are unique (also against the actions'), endpoints do not take a generic op's or an
 * action's path and, when shared, say unambiguously which transition a row takes; named guards and effects
 * are declared by a plugin; copied inputs are columns. Called by lint.ts, which owns the shared maps.
 */
import type { Column, EntitySchema, PluginDecl } from './model';
import type { LoadedFile } from './registry';
import { actionPath, editableIn, opPath, showsIn, stateHistoryPath, transitionPath, type OpName } from './resolve';
import { sameState } from './state-machine';

type Report = (file: string, pointer: string, message: string, fix: string) => void;

interface StateMachineLintCtx {
  p: Report;
  plugins: Map<string, PluginDecl>;
  dictKeys: Map<string, string[]>;
  lintColumns(file: string, base: string, cols: Column[], ctx: never): Set<string>;
}

const GENERIC_OPS: OpName[] = ['page', 'list', 'tree', 'lazyTree', 'detail', 'submit', 'remove'];

const list = (keys: Iterable<unknown>) => [...keys].map(String).join(', ');

export function lintStateMachine(f: LoadedFile, e: EntitySchema, ctx: StateMachineLintCtx): void {
  const { p } = ctx;
  const sm = e.stateMachine!;
  const at = '/stateMachine';
  const column = e.columns.find((c) => c.prop === sm.field);
  if (!column) {
    p(
      f.file,
      `${at}/field`,
      `"${sm.field}" is not a column of ${e.name}`,
      'name the status column (a column with a dictionary)',
    );
    return;
  }
  const dict = typeof column.dict === 'string' ? column.dict : undefined;
  const dictKeys = dict ? ctx.dictKeys.get(dict) : undefined;
  if (!dict) {
    p(
      f.file,
      `${at}/field`,
      `the status column "${sm.field}" has no dictionary`,
      'give it `dict: <code>` with one item per state (labels in zh and en)',
    );
    return;
  }
  if (!dictKeys) return; // the unknown dictionary is reported on the column
  if (showsIn(column, 'edit') && editableIn(column, 'edit'))
    p(
      f.file,
      `${at}/field`,
      `the status column "${sm.field}" is typed in the edit form, but it changes through transitions only`,
      'set `form: false` (or `form: { readonly: true }`) on the column',
    );
  const keys = dictKeys;
  const states = sm.states ? sm.states.map(String) : keys;
  sm.states?.forEach((s, i) => {
    if (!keys.includes(String(s)))
      p(f.file, `${at}/states/${i}`, `"${s}" is not a key of dictionary "${dict}"`, `use one of: ${list(keys)}`);
    if (sm.states!.findIndex((x) => sameState(x, s)) !== i)
      p(f.file, `${at}/states/${i}`, `state "${s}" is listed twice`, 'list each state once');
  });
  const known = (v: unknown) => states.includes(String(v));
  if (column.default === undefined || column.default === null || !known(column.default))
    p(
      f.file,
      `${at}/field`,
      `the status column "${sm.field}" must start in a state: its default is ${column.default === undefined ? 'missing' : `"${column.default}"`}`,
      `set the column's \`default\` to the state new rows start in (one of: ${list(states)})`,
    );

  const actionKeys = new Set((e.actions ?? []).map((a) => a.key));
  const taken = new Map<string, string>();
  for (const op of GENERIC_OPS) taken.set(`GET ${opPath(e, op)}`, `the generic "${op}"`);
  for (const op of GENERIC_OPS) taken.set(`POST ${opPath(e, op)}`, `the generic "${op}"`);
  for (const a of e.actions ?? []) taken.set(`${a.method ?? 'POST'} ${actionPath(e, a)}`, `action "${a.key}"`);
  taken.set(`GET ${stateHistoryPath(e)}`, 'the change history');

  const seen = new Set<string>();
  sm.transitions.forEach((t, i) => {
    const ti = `${at}/transitions/${i}`;
    if (seen.has(t.key))
      p(f.file, `${ti}/key`, `duplicate transition key "${t.key}"`, 'give each transition its own key');
    seen.add(t.key);
    if (actionKeys.has(t.key))
      p(f.file, `${ti}/key`, `"${t.key}" is also an action key (their button codes would clash)`, 'rename one of them');
    t.from.forEach((s, j) => {
      if (!known(s)) p(f.file, `${ti}/from/${j}`, `"${s}" is not a state of ${e.name}`, `use one of: ${list(states)}`);
      else if (t.from.findIndex((x) => sameState(x, s)) !== j)
        p(f.file, `${ti}/from/${j}`, `state "${s}" is listed twice`, 'list each state once');
    });
    if (!known(t.to)) p(f.file, `${ti}/to`, `"${t.to}" is not a state of ${e.name}`, `use one of: ${list(states)}`);
    else if (t.from.some((s) => sameState(s, t.to)))
      p(
        f.file,
        `${ti}/to`,
        `"${t.key}" would leave the state "${t.to}" unchanged`,
        'remove the target state from `from`',
      );
    const where = `${t.method ?? 'POST'} ${transitionPath(e, t)}`;
    if (taken.has(where))
      p(
        f.file,
        `${ti}/endpoint`,
        `${where} is already ${taken.get(where)}'s`,
        'give the transition its own `endpoint` (or share one with another transition only)',
      );
    for (const [kind, name] of [
      ['guard', t.guard],
      ['effect', t.effect],
    ] as const) {
      if (!name) continue;
      const [plugin, bare] = name.split('.');
      const decl = ctx.plugins.get(plugin);
      const declared = kind === 'guard' ? decl?.guards : decl?.effects;
      if (!decl)
        p(
          f.file,
          `${ti}/${kind}`,
          `unknown plugin "${plugin}"`,
          `name a plugin folder: ${list(ctx.plugins.keys()) || '(none installed)'}`,
        );
      else if (!declared?.includes(bare))
        p(
          f.file,
          `${ti}/${kind}`,
          `plugin "${plugin}" declares no ${kind} "${bare}"`,
          `add "${bare}" to \`${kind}s\` in plugins/${plugin}/plugin.ts and implement it in its server half`,
        );
    }
    const inputProps = t.inputs ? ctx.lintColumns(f.file, `${ti}/inputs`, t.inputs, ctx as never) : new Set<string>();
    t.inputs?.forEach((c, j) => {
      if (c.prop === 'id' || c.prop === 'ids' || c.prop === sm.field)
        p(
          f.file,
          `${ti}/inputs/${j}/prop`,
          `"${c.prop}" is a parameter of every transition`,
          'name the input otherwise',
        );
    });
    t.copy?.forEach((prop, j) => {
      if (!inputProps.has(prop))
        p(f.file, `${ti}/copy/${j}`, `"${prop}" is copied from the inputs but no input has that prop`, 'add the input');
      if (!e.columns.some((c) => c.prop === prop) || prop === sm.field)
        p(
          f.file,
          `${ti}/copy/${j}`,
          `"${prop}" is not a column of ${e.name} that a transition may write`,
          'copy onto a column',
        );
    });
  });

  // Transitions sharing a path: for one target, the row's state must pick at most one of them.
  sm.transitions.forEach((t, i) =>
    sm.transitions.slice(0, i).forEach((o) => {
      const same = (t.method ?? 'POST') === (o.method ?? 'POST') && transitionPath(e, t) === transitionPath(e, o);
      if (same && sameState(t.to, o.to) && t.from.some((s) => o.from.some((x) => sameState(s, x))))
        p(
          f.file,
          `${at}/transitions/${i}/from`,
          `"${t.key}" and "${o.key}" share ${transitionPath(e, t)}, lead to "${t.to}" and both start from a common state`,
          'give them distinct endpoints, or from-states that do not overlap',
        );
    }),
  );
}
