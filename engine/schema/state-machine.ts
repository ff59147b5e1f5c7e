/**
 * State machines in the schema (`stateMachine` on an entity): the facts the browser, the server and the
 * lint share — which transitions a row's state allows, which transitions share an endpoint, and a
 * transition seen as an action, so that its input form, its validation (ajv, server side) and its call go
 * through the same machinery as schema actions. Pure: no Node, no React.
 */
import type { Action, Column, EntitySchema, Transition } from './model';
import { transitionPath, transitionPermission } from './resolve';

/** Two state keys are the same state when their text is (dictionary keys travel as strings, columns as numbers). */
export const sameState = (a: unknown, b: unknown): boolean =>
  a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);

export const transitionsOf = (e: EntitySchema): Transition[] => e.stateMachine?.transitions ?? [];

/** The status column of an entity with a state machine. */
export const statusColumn = (e: EntitySchema): Column | undefined =>
  e.stateMachine && e.columns.find((c) => c.prop === e.stateMachine!.field);

/** The dictionary code whose keys are the states. */
export function statusDict(e: EntitySchema): string | undefined {
  const dict = statusColumn(e)?.dict;
  return typeof dict === 'string' ? dict : undefined;
}

/** Whether the transition may start from this state. */
export const allowsFrom = (t: Transition, state: unknown): boolean => t.from.some((f) => sameState(f, state));

/** The transitions a row's current state allows (before any permission is considered). */
export function allowedTransitions(e: EntitySchema, row: Record<string, unknown>): Transition[] {
  const field = e.stateMachine?.field;
  return field ? transitionsOf(e).filter((t) => allowsFrom(t, row[field])) : [];
}

/**
 * Row actions from transitions: one per transition, except that the members of a `group` make one (at the
 * place of the first), whose dialog asks the kind. A group left with one member is that member's own.
 */
export function groupTransitions(list: readonly Transition[]): Transition[][] {
  const out: Transition[][] = [];
  const byGroup = new Map<string, Transition[]>();
  for (const t of list) {
    const key = t.group?.key;
    const members = key ? byGroup.get(key) : undefined;
    if (members) members.push(t);
    else {
      const fresh = [t];
      if (key) byGroup.set(key, fresh);
      out.push(fresh);
    }
  }
  return out;
}

const methodOf = (t: Transition) => t.method ?? 'POST';

/** The transitions served at the same method and path as `t` (itself included). */
export const pathSiblings = (e: EntitySchema, t: Transition): Transition[] =>
  transitionsOf(e).filter((x) => methodOf(x) === methodOf(t) && transitionPath(e, x) === transitionPath(e, t));

/**
 * Transitions grouped by method and path: one route each. A shared path (spec paths like `isAble` that
 * enable or disable, `auditSite` that approves or rejects) is served by one route that picks the transition.
 */
export function transitionRoutes(
  e: EntitySchema,
): Array<{ method: 'GET' | 'POST'; path: string; transitions: Transition[] }> {
  const out = new Map<string, { method: 'GET' | 'POST'; path: string; transitions: Transition[] }>();
  for (const t of transitionsOf(e)) {
    const method = methodOf(t);
    const path = transitionPath(e, t);
    const key = `${method} ${path}`;
    const entry = out.get(key) ?? { method, path, transitions: [] };
    entry.transitions.push(t);
    out.set(key, entry);
  }
  return [...out.values()];
}

/**
 * The transition as a schema action: its key, label, endpoint, button code, confirmation and input form,
 * and an `effect` saying what it does (status from → to, inputs copied) for providers that apply effects
 * themselves (the in-memory provider of Storybook and tests).
 */
export function transitionAction(e: EntitySchema, t: Transition): Action {
  const field = e.stateMachine!.field;
  return {
    key: t.key,
    label: t.label,
    scope: 'row',
    endpoint: t.endpoint ?? t.key,
    method: t.method,
    params: t.params ?? 'ids',
    permission: transitionPermission(e, t),
    ...(t.confirm && { confirm: t.confirm }),
    ...(t.success && { success: t.success }),
    ...(t.danger && { danger: t.danger }),
    ...(t.icon && { icon: t.icon }),
    ...(t.inputs && { form: t.inputs }),
    effect: { set: { [field]: t.to }, from: { [field]: t.from }, ...(t.copy && { copy: t.copy }) },
  };
}

/**
 * Values the client sends besides the inputs: on a shared path, the target state in the status prop (the
 * server then knows which of the path's transitions is meant).
 */
export function transitionTarget(e: EntitySchema, t: Transition): Record<string, unknown> {
  return pathSiblings(e, t).length > 1 ? { [e.stateMachine!.field]: t.to } : {};
}

/** A row's name in messages: the tree label, else the first text column, else `#id`. */
export function rowLabel(e: EntitySchema, row: Record<string, unknown>): string {
  const prop =
    e.tree?.labelProp ??
    e.columns.find((c) => (c.type ?? 'text') === 'text' && !c.dict && !c.ref && c.prop !== 'id')?.prop;
  const v = prop ? row[prop] : undefined;
  return v === undefined || v === null || v === '' ? `#${String(row.id ?? '')}` : String(v);
}

/** One entry of a row's change history, as `GET <base>/state-history?id=` answers it. */
export type StateLogEntry = {
  id: string;
  transition: string;
  transitionLabel: string;
  fromState: string;
  fromLabel: string;
  toState: string;
  toLabel: string;
  inputs: Record<string, unknown>;
  createUser: string;
  createUserName: string;
  createTime: string;
};
