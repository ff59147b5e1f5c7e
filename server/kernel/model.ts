/**
 * An entity schema resolved for the server: its table, each known prop with its DB column name and the
 * storage type of the (possibly shared) table column, and the tenancy / soft-delete / scope / tree facts
 * the generic handlers need. Built once at start; looked up by prop through Maps only (never `obj[key]`
 * with a client-supplied key).
 */
import type { EntitySchema, Registry } from '../../engine/schema';
import { treeParentProp } from '../../engine/schema/resolve';
import { entityFields, type FieldDef } from '../../engine/schema/validation';
import type { DbType } from '../../engine/schema/value-types';
import { snake, type TableSpec } from './db/tables';

export interface FieldModel extends FieldDef {
  /** DB column name (snake_case of the prop). */
  dbName: string;
  /** Storage type of the table column (the widest among schemas sharing the table). */
  dbType: DbType;
}

export interface EntityModel {
  schema: EntitySchema;
  name: string;
  table: string;
  fields: FieldModel[];
  field(prop: string): FieldModel | undefined;
  tenant: boolean;
  softDelete: boolean;
  audit: boolean;
  sealed?: FieldModel;
  tree?: { parent: FieldModel; label?: FieldModel };
  /** Fixed filter: enforced on reads and writes, set on insert. */
  scope: Array<{ field: FieldModel; value: unknown }>;
  /** Row label used in messages (tree label, else the first text column). */
  labelField?: FieldModel;
}

export type ModelSet = Map<string, EntityModel>;

export function buildModel(e: EntitySchema, table: TableSpec): EntityModel {
  const types = new Map(table.columns.map((c) => [c.name, c.type]));
  const fields: FieldModel[] = entityFields(e).map((f) => {
    const dbName = snake(f.prop);
    return { ...f, dbName, dbType: f.prop === 'id' ? 'bigint' : (types.get(dbName) ?? f.storage) };
  });
  const byProp = new Map(fields.map((f) => [f.prop, f]));
  const field = (prop: string) => byProp.get(prop);
  const scope = Object.entries(e.scope ?? {})
    .filter(([p]) => byProp.has(p))
    .map(([p, value]) => ({ field: byProp.get(p)!, value }));
  const parent = e.tree ? field(treeParentProp(e)) : undefined;
  const label = e.tree ? field(e.tree.labelProp) : undefined;
  const firstText = fields.find((f) => f.column && (f.storage === 'string' || f.storage === 'text'));
  return {
    schema: e,
    name: e.name,
    table: table.name,
    fields,
    field,
    tenant: !!e.storage?.tenant,
    softDelete: !!e.storage?.softDelete,
    audit: !!e.storage?.audit,
    sealed: e.storage?.sealed ? field(e.storage.sealed) : undefined,
    tree: parent ? { parent, label } : undefined,
    scope,
    labelField: label ?? firstText,
  };
}

export function buildModels(registry: Registry, tables: TableSpec[]): ModelSet {
  const byTable = new Map(tables.map((t) => [t.name, t]));
  const models: ModelSet = new Map();
  for (const e of registry.entities) {
    const t = e.storage && byTable.get(e.storage.table);
    if (t) models.set(e.name, buildModel(e, t));
  }
  return models;
}

/** The stored model of a schema; a missing one is a programming error, found at start. */
export function modelOf(models: ModelSet, name: string): EntityModel {
  const model = models.get(name);
  if (!model) throw new Error(`No stored schema ${name}`);
  return model;
}
