/**
 * A table's columns → an entity schema: database types → value types, comments → labels, NOT NULL → a
 * required rule, obvious names (`status`, `*_time`, `phone`, `email`, `url`, `is_*`…) → the value type,
 * dictionary and validator they call for ("wrap mode"), and the BladeX base columns (tenant, audit,
 * deletion flag) → the storage flags the server manages ("base mode"). Pure: the table in, the schema out.
 */
import type { Column, DictSeed, EntitySchema, I18nText, Rule } from '../../../engine/schema';
import type { DbColumn, DbTable } from './introspect';
import { mapColumn, type MappedColumn } from './mapping-columns';
import { camelOf, domainOf, englishLabel, kebabOf, stripPrefix, wordsOf } from './names';

/** A code-generator entry as stored (schemas/tool/code.ts), with the props the generation reads. */
export interface CodeEntry {
  id?: string | number;
  datasourceId?: string | number | null;
  codeName: string;
  serviceName: string;
  tableName: string;
  tablePrefix?: string | null;
  pkName?: string | null;
  entityName?: string | null;
  packageName?: string | null;
  menuParent: string;
  baseMode?: number | null;
  wrapMode?: number | null;
  options?: string | null;
  schemaFile?: string | null;
}

export interface Generated {
  entity: EntitySchema;
  /** Dictionaries the columns' comments enumerate (written beside the schema as a catalog). */
  dicts: DictSeed[];
  columns: MappedColumn[];
  notes: I18nText[];
  /** Path under the schema folder when the entry names none: `<domain>/<entity>.json`. */
  defaultFile: string;
}

const AUDIT = ['create_user', 'create_dept', 'create_time', 'update_user', 'update_time', 'status'];

const optionsOf = (entry: CodeEntry) => new Set((entry.options ?? '').split(',').map((s) => s.trim()).filter(Boolean));

/** Which base columns the server will manage (and so are not listed as columns). */
function baseColumns(table: DbTable, baseMode: boolean) {
  const names = new Set(table.columns.map((c) => c.name));
  const tenant = baseMode && names.has('tenant_id');
  const softDelete = baseMode && names.has('is_deleted');
  const audit = baseMode && AUDIT.every((n) => names.has(n));
  const managed = new Set<string>(['id']);
  if (tenant) managed.add('tenant_id');
  if (softDelete) managed.add('is_deleted');
  if (audit) AUDIT.forEach((n) => managed.add(n));
  return { tenant, softDelete, audit, managed };
}

/** The column that names a row: a name or title, else the first text column. */
function labelColumn(columns: Column[]): Column | undefined {
  return (
    columns.find((c) => /(^|[a-z])(name|title)$/i.test(c.prop) && (c.type ?? 'text') === 'text') ??
    columns.find((c) => (c.type ?? 'text') === 'text')
  );
}

function requiredRule(c: Column): Rule {
  const choose = ['select', 'radio', 'checkbox', 'switch', 'date', 'datetime'].includes(c.type ?? 'text');
  return {
    required: true,
    message: choose
      ? { zh: `请选择${c.label.zh}`, en: `Please choose the ${c.label.en.toLowerCase()}` }
      : { zh: `请输入${c.label.zh}`, en: `Please enter the ${c.label.en.toLowerCase()}` },
  };
}

export function generateSchema(entry: CodeEntry, table: DbTable, dictCodesInUse: Set<string>): Generated {
  const notes: I18nText[] = [];
  const options = optionsOf(entry);
  const base = baseColumns(table, entry.baseMode !== 0);
  const bare = stripPrefix(table.name, entry.tablePrefix ?? undefined);
  const entityPath = entry.entityName?.trim() || wordsOf(bare).join('') || 'entity';
  const domain = domainOf(entry.packageName ?? undefined, entry.tablePrefix ?? undefined, entry.serviceName);
  const schemaName = `${domain}.${entry.entityName?.trim() || camelOf(wordsOf(bare))}`;
  const columns: Column[] = [];
  const dicts: DictSeed[] = [];
  const mapped: MappedColumn[] = [];
  for (const col of table.columns) {
    if (base.managed.has(col.name)) {
      mapped.push({ column: col.name, dbType: col.type, managed: true });
      continue;
    }
    const m = mapColumn(col, { wrap: entry.wrapMode !== 0, dictPrefix: table.name.toLowerCase(), dictCodesInUse });
    mapped.push(m.info);
    if (m.note) notes.push(m.note);
    if (!m.column) continue;
    columns.push(m.column);
    if (m.dict) {
      dicts.push(m.dict);
      dictCodesInUse.add(m.dict.code);
    }
  }
  if (!options.has('readOnly') && columns.length && !columns.some((c) => c.rules?.some((r) => r.required))) {
    const c = labelColumn(columns) ?? columns[0];
    c.rules = [requiredRule(c), ...(c.rules ?? [])];
    notes.push({
      zh: `表中没有非空列：已把「${c.label.zh}」设为必填，免得保存空行`,
      en: `No column is NOT NULL: "${c.label.en}" was made required so that no empty row is stored`,
    });
    const info = mapped.find((x) => x.prop === c.prop);
    if (info) info.required = true;
  }
  const ascii = /^[\x20-\x7e]+$/.test(entry.codeName);
  const title: I18nText = {
    zh: ascii ? (table.comment ?? entry.codeName) : entry.codeName,
    en: ascii ? entry.codeName : englishLabel(bare),
  };
  const entity: EntitySchema = {
    name: schemaName,
    title,
    route: `/${domain}/${entityPath.toLowerCase()}`,
    menu: { parent: entry.menuParent, sort: 100, icon: 'file' },
    permission: wordsOf(entityPath).join('_'),
    api: { service: entry.serviceName, entity: entityPath },
    storage: {
      table: table.name,
      ...(base.tenant && { tenant: true }),
      ...(base.audit && { audit: true }),
      ...(base.softDelete && { softDelete: true }),
    },
    table: { index: true, selection: true, viewButton: true },
    columns,
    ...(options.has('excel') && { excel: { export: true, import: true } }),
    ...(options.has('platformOnly') && { platformOnly: true }),
    ...(options.has('readOnly') && { readOnly: true }),
  };
  if (!columns.length)
    notes.push({ zh: '表中没有可生成的列', en: 'The table has no column to generate a field from' });
  return { entity, dicts, columns: mapped, notes, defaultFile: `${domain}/${kebabOf(bare) || 'entity'}.json` };
}

/** The primary key problem of a table, if any: the generic API keeps rows by an `id` key. */
export function keyProblem(table: DbTable, pkName: string | null | undefined): I18nText | undefined {
  const want = pkName?.trim() || 'id';
  const pk = table.columns.filter((c: DbColumn) => c.primaryKey).map((c) => c.name);
  if (want !== 'id')
    return {
      zh: `主键名须为 id：本系统的通用接口按 id 存取行（表 ${table.name} 填的是 ${want}）`,
      en: `The primary key must be id: the generic API keeps rows by id (the entry says ${want} for ${table.name})`,
    };
  if (!table.columns.some((c) => c.name === 'id') || (pk.length && (pk.length !== 1 || pk[0] !== 'id')))
    return {
      zh: `表 ${table.name} 的主键不是 id（现为 ${pk.join(', ') || '无'}）：请先为它加上 id 主键`,
      en: `The primary key of ${table.name} is not id (it is ${pk.join(', ') || 'none'}): give the table an id key first`,
    };
  return undefined;
}
