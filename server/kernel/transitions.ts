/**
 * The code behind state-machine transitions (schema `stateMachine`): named guards and effects that modules
 * implement. A schema names them `<plugin>.<name>` (e.g. `guard: 'desk.noticeComplete'`); the plugin's
 * declaration lists the names (`guards`, `effects` in plugins/<plugin>/plugin.ts, so the lint can check the
 * schemas) and its server half implements them (`transitions: { guards, effects }` in defineServerModule).
 * At start every name a schema uses and every name a declaration lists must be implemented, else the
 * server does not start.
 *
 * Both run inside the transition's transaction (`ctx.database.db` is that transaction): a guard sees the
 * row as it is now, before the change, and may refuse by returning a reason (or throwing an ApiError); an
 * effect runs after the conditional update and before the change-log row, and a throw rolls all of it back.
 */
import type { FastifyRequest } from 'fastify';
import type { EntitySchema, I18nText, Registry, Transition } from '../../engine/schema';
import type { StoredRow } from './hooks';
import type { EntityModel } from './model';

export interface TransitionArgs {
  req: FastifyRequest;
  model: EntityModel;
  transition: Transition;
  /** The row as stored (by column name), before the change. */
  row: StoredRow;
  /** The validated inputs of the transition, by prop (wire form). */
  inputs: Record<string, unknown>;
  /** The state before and after, as the dictionary keys (strings). */
  from: string;
  to: string;
}

/** Refuses with a reason (shown to the caller with the row's name) or allows (nothing returned). */
export type TransitionGuard = (a: TransitionArgs) => I18nText | void | Promise<I18nText | void>;
export type TransitionEffect = (a: TransitionArgs) => void | Promise<void>;

/** What a module implements, by bare name (the module's name is the prefix). */
export interface TransitionCode {
  guards?: Record<string, TransitionGuard>;
  effects?: Record<string, TransitionEffect>;
}

/** The guards and effects of every module, by qualified name `<module>.<name>`. */
export class TransitionCodeRegistry {
  private readonly guards = new Map<string, TransitionGuard>();
  private readonly effects = new Map<string, TransitionEffect>();

  add(module: string, code: TransitionCode): void {
    for (const [name, fn] of Object.entries(code.guards ?? {})) this.guards.set(`${module}.${name}`, fn);
    for (const [name, fn] of Object.entries(code.effects ?? {})) this.effects.set(`${module}.${name}`, fn);
  }

  guard(name: string): TransitionGuard | undefined {
    return this.guards.get(name);
  }

  effect(name: string): TransitionEffect | undefined {
    return this.effects.get(name);
  }

  /**
   * What is named but not implemented: names the schemas use, and names the plugin declarations list (a
   * declaration promises its server half implements them). Empty when everything is in place.
   */
  missing(registry: Registry): string[] {
    const out: string[] = [];
    const check = (kind: 'guard' | 'effect', name: string, where: string) => {
      if (!(kind === 'guard' ? this.guards : this.effects).has(name))
        out.push(`${where}: ${kind} "${name}" is not implemented by the server half of plugins/${name.split('.')[0]}`);
    };
    for (const e of registry.entities as EntitySchema[])
      for (const t of e.stateMachine?.transitions ?? []) {
        if (t.guard) check('guard', t.guard, `${e.name} transition "${t.key}"`);
        if (t.effect) check('effect', t.effect, `${e.name} transition "${t.key}"`);
      }
    for (const d of registry.plugins) {
      for (const g of d.guards ?? []) check('guard', `${d.name}.${g}`, `plugins/${d.name}/plugin.ts`);
      for (const f of d.effects ?? []) check('effect', `${d.name}.${f}`, `plugins/${d.name}/plugin.ts`);
    }
    return [...new Set(out)];
  }
}
