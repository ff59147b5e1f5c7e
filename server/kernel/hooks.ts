/**
 * Entity hooks: code a module runs around the generic writes of any entity — before and after insert,
 * update, remove and a schema action — and over the rows a list or detail read returns. Hooks run inside
 * the write's transaction (`ctx.database.db` is that transaction while they run), so a hook that throws
 * rolls the write back and a hook's own writes commit with it. A `before*` hook may change `values`
 * (the columns about to be written, by column name) or refuse with an ApiError.
 *
 * Modules register hooks by entity name, or with `'*'` for every entity (a hook that cares about a table,
 * e.g. an account quota on `blade_user`, checks `model.table`).
 */
import type { FastifyRequest } from 'fastify';
import type { Action } from '../../engine/schema';
import type { EntityModel } from './model';

/** A row by column name, as stored. */
export type StoredRow = Record<string, unknown>;

interface HookBase {
  req: FastifyRequest;
  model: EntityModel;
}

export interface EntityHooks {
  beforeInsert?(a: HookBase & { values: StoredRow }): void | Promise<void>;
  afterInsert?(a: HookBase & { id: number; values: StoredRow }): void | Promise<void>;
  beforeUpdate?(a: HookBase & { id: number; before: StoredRow; values: StoredRow }): void | Promise<void>;
  afterUpdate?(a: HookBase & { id: number; before: StoredRow; values: StoredRow }): void | Promise<void>;
  beforeRemove?(a: HookBase & { rows: StoredRow[] }): void | Promise<void>;
  afterRemove?(a: HookBase & { rows: StoredRow[] }): void | Promise<void>;
  /** `values`: the columns the action sets on every row (a toggled column flips per row besides). */
  beforeAction?(a: HookBase & { action: Action; rows: StoredRow[]; values: StoredRow }): void | Promise<void>;
  afterAction?(a: HookBase & { action: Action; rows: StoredRow[] }): void | Promise<void>;
  /**
   * Reshape rows of a generic read on their way out (wire form), e.g. mask a secret in lists while the
   * detail an edit form loads keeps it, or add display names looked up for the whole page at once (one
   * query per page, never one per row: hence a hook may be async). Runs outside any transaction.
   */
  afterRead?(
    a: HookBase & { op: 'list' | 'detail'; rows: Array<Record<string, unknown>> },
  ): Array<Record<string, unknown>> | Promise<Array<Record<string, unknown>>>;
}

export type HookName = keyof EntityHooks;

/** Hooks by entity name; `'*'` applies to every entity. */
export type HookMap = Record<string, EntityHooks>;

type Args<K extends HookName> = Parameters<NonNullable<EntityHooks[K]>>[0];

export class HookRunner {
  private readonly byEntity = new Map<string, EntityHooks[]>();

  add(map: HookMap): void {
    for (const [name, hooks] of Object.entries(map))
      this.byEntity.set(name, [...(this.byEntity.get(name) ?? []), hooks]);
  }

  private list(model: EntityModel): EntityHooks[] {
    return [...(this.byEntity.get('*') ?? []), ...(this.byEntity.get(model.name) ?? [])];
  }

  /** Whether any hook of this kind applies to the entity (lets a caller skip loading rows it would pass). */
  has(model: EntityModel, name: HookName): boolean {
    return this.list(model).some((h) => h[name]);
  }

  /** Run every hook of this kind for the entity, in registration order (wildcards first). */
  async run<K extends Exclude<HookName, 'afterRead'>>(name: K, args: Args<K>): Promise<void> {
    for (const hooks of this.list(args.model)) {
      const hook = hooks[name] as ((a: Args<K>) => void | Promise<void>) | undefined;
      if (hook) await hook(args);
    }
  }

  /** Pass rows through every `afterRead` hook of the entity. */
  async read(args: Args<'afterRead'>): Promise<Array<Record<string, unknown>>> {
    let rows = args.rows;
    for (const hooks of this.list(args.model)) if (hooks.afterRead) rows = await hooks.afterRead({ ...args, rows });
    return rows;
  }
}

/** Several hook maps as one (a module with more than one concern): hooks of the same kind run in order. */
export function mergeHookMaps(...maps: HookMap[]): HookMap {
  const out: HookMap = {};
  for (const map of maps)
    for (const [name, hooks] of Object.entries(map)) {
      const prev = out[name];
      if (!prev) {
        out[name] = { ...hooks };
        continue;
      }
      const merged: EntityHooks = { ...prev };
      for (const [kind, hook] of Object.entries(hooks) as Array<[HookName, (a: never) => unknown]>) {
        const first = prev[kind] as ((a: never) => unknown) | undefined;
        if (!first) (merged as Record<string, unknown>)[kind] = hook;
        else if (kind === 'afterRead')
          merged.afterRead = async (a) => hooks.afterRead!({ ...a, rows: await prev.afterRead!(a) });
        else
          (merged as Record<string, unknown>)[kind] = async (a: never) => {
            await first(a);
            await hook(a);
          };
      }
      out[name] = merged;
    }
  return out;
}
