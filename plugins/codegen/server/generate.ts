/**
 * One generation, planned before anything is written: the table read from the entry's data source, the
 * schema made from it (merged into the file on disk when there is one), the dictionaries' catalog beside
 * it, each file's diff against the disk, and the schema lint run over every schema file with these in
 * place. The preview shows the plan; gen-code writes it — only when the files on disk are still the ones
 * the plan was made from, and only when the lint found nothing wrong with them.
 */
import type { Catalog, EntitySchema, I18nText, LoadedFile, SchemaFile } from '../../../engine/schema';
import { createRegistry, isCatalog, isEntity } from '../../../engine/schema/registry';
import { basePath } from '../../../engine/schema/resolve';
import { lintFiles, type LintProblem } from '../../../engine/schema/lint';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import { diffLines, hunks, type DiffLine } from './diff';
import {
  dictsFileOf,
  displayPath,
  fingerprint,
  jsonFilesOnDisk,
  parseJsonFile,
  readText,
  renderJson,
  resolveSchemaFile,
  schemaRoot,
} from './files';
import { describeTable } from './introspect';
import { generateSchema, keyProblem, type CodeEntry } from './mapping';
import type { MappedColumn } from './mapping-columns';
import { mergeDicts, mergeEntity } from './merge';
import { openSource } from './sources';

/** What a generation needs of the server: its database, its schema files, its key for kept credentials. */
export type GenContext = Pick<ServerContext, 'database' | 'registry' | 'secrets'>;

export interface FilePlan {
  role: 'entity' | 'dicts';
  /** Relative to the project: schemas/shop/store-patrol.json. */
  file: string;
  abs: string;
  state: 'new' | 'merge' | 'unchanged';
  text: string;
  current: string | null;
  diff: DiffLine[];
}

export interface Plan {
  files: FilePlan[];
  /** Fingerprint of the files on disk the plan was made from. */
  base: string;
  added: string[];
  missing: string[];
  columns: MappedColumn[];
  notes: I18nText[];
  /** Lint problems of the planned files (none: it may be written). */
  problems: LintProblem[];
  schema: { name: string; title: I18nText; route?: string; api: string; table: string; permission: string };
}

/** Every schema file as it will be: the registry's, the JSON files on disk now, and `planned` over them. */
export function filesWith(ctx: GenContext, planned: LoadedFile[]): LoadedFile[] {
  const root = displayPath(schemaRoot());
  const byFile = new Map<string, SchemaFile>();
  for (const f of ctx.registry.files)
    if (!(f.file.endsWith('.json') && f.file.startsWith(`${root}/`))) byFile.set(f.file, f.value);
  for (const { abs, text } of jsonFilesOnDisk()) {
    try {
      byFile.set(displayPath(abs), JSON.parse(text) as SchemaFile);
    } catch {
      /* not loadable: the start-up reports it; it takes nothing from the plan */
    }
  }
  for (const f of planned) byFile.set(f.file, f.value);
  return [...byFile].map(([file, value]) => ({ file, value }));
}

const refuse = (zh: string, en: string) => badRequest({ zh, en });

async function readTable(ctx: GenContext, entry: CodeEntry) {
  const source = await openSource(ctx, entry.datasourceId);
  try {
    const table = await describeTable(source.db, source.dialect, entry.tableName);
    if (!table)
      throw refuse(
        `${source.title.zh}中没有表 ${entry.tableName}(tableName)`,
        `There is no table ${entry.tableName} in ${source.title.en} (tableName)`,
      );
    return table;
  } finally {
    await source.close();
  }
}

function filePlan(role: FilePlan['role'], abs: string, current: string | null, text: string): FilePlan {
  const state = current === null ? 'new' : current === text ? 'unchanged' : 'merge';
  return { role, file: displayPath(abs), abs, state, text, current, diff: hunks(diffLines(current ?? '', text)) };
}

/** The existing entity file, checked to describe this table (else a 400: it is not this entry's to change). */
function existingEntity(abs: string, text: string, table: string): EntitySchema {
  const value = parseJsonFile(abs, text) as SchemaFile;
  if (!value || typeof value !== 'object' || !isEntity(value) || !Array.isArray(value.columns))
    throw refuse(`${displayPath(abs)} 不是实体 schema，未做任何改动`, `${displayPath(abs)} is not an entity schema; nothing was changed`);
  if (value.storage?.table !== table)
    throw refuse(
      `${displayPath(abs)} 描述的是表 ${value.storage?.table ?? '（无）'}，不是 ${table}：请换一个生成文件`,
      `${displayPath(abs)} describes the table ${value.storage?.table ?? '(none)'}, not ${table}: choose another schema file`,
    );
  return value;
}

/** Another file that already serves this table or this API is a 400 naming it. */
function checkCollisions(files: LoadedFile[], mine: Set<string>, e: EntitySchema): void {
  for (const f of files) {
    if (mine.has(f.file) || !isEntity(f.value)) continue;
    if (e.storage && f.value.storage?.table === e.storage.table)
      throw refuse(
        `表 ${e.storage.table} 已由 ${f.file} 管理，未生成`,
        `The table ${e.storage.table} is already served by ${f.file}; nothing was generated`,
      );
    if (f.value.api && basePath(f.value) === basePath(e))
      throw refuse(
        `接口 ${basePath(e)} 已由 ${f.file} 提供：请换一个服务名或实体名`,
        `The API ${basePath(e)} is already served by ${f.file}: choose another service or entity name`,
      );
  }
}

/**
 * The lint's problems of the planned files. A broken file elsewhere (a hand-edited JSON file that no longer
 * has the schema's shape) would stop the lint before its cross-references: it is left out and the lint run
 * again, so the planned files are always checked in full.
 */
function lintPlanned(all: LoadedFile[], mine: Set<string>): LintProblem[] {
  let files = all;
  let problems = lintFiles(files);
  for (let round = 0; round < 3 && problems.some((p) => !mine.has(p.file)); round++) {
    const broken = new Set(problems.filter((p) => !mine.has(p.file)).map((p) => p.file));
    files = files.filter((f) => !broken.has(f.file));
    problems = lintFiles(files);
  }
  return problems.filter((p) => mine.has(p.file));
}

export async function planEntry(ctx: GenContext, entry: CodeEntry): Promise<Plan> {
  const table = await readTable(ctx, entry);
  const key = keyProblem(table, entry.pkName);
  if (key) throw badRequest(key);
  const before = filesWith(ctx, []);
  const inUse = new Set(before.flatMap((f) => (isCatalog(f.value) ? (f.value.dicts ?? []).map((d) => d.code) : [])));
  // The entry's own dictionaries keep their codes when it is generated again.
  const probe = generateSchema(entry, table, new Set());
  const abs = resolveSchemaFile(entry.schemaFile?.trim() || probe.defaultFile);
  const dictsAbs = dictsFileOf(abs);
  const ownDicts = before.find((f) => f.file === displayPath(dictsAbs));
  if (ownDicts && isCatalog(ownDicts.value)) for (const d of ownDicts.value.dicts ?? []) inUse.delete(d.code);
  const generated = generateSchema(entry, table, inUse);

  const current = readText(abs);
  let entity = generated.entity;
  let added = generated.entity.columns.map((c) => c.prop);
  let missing: string[] = [];
  if (current !== null) {
    const m = mergeEntity(existingEntity(abs, current, table.name), generated.entity);
    entity = m.merged;
    added = m.added;
    missing = m.missing;
  }
  const files = [filePlan('entity', abs, current, current !== null && !added.length ? current : renderJson(abs, entity))];
  const dictsCurrent = readText(dictsAbs);
  if (generated.dicts.length || dictsCurrent !== null) {
    let catalog: Catalog = { kind: 'catalog', dicts: generated.dicts };
    let changed = true;
    if (dictsCurrent !== null) {
      const value = parseJsonFile(dictsAbs, dictsCurrent) as Catalog;
      if (!value || !isCatalog(value))
        throw refuse(`${displayPath(dictsAbs)} 不是字典目录，未做任何改动`, `${displayPath(dictsAbs)} is not a catalog; nothing was changed`);
      const m = mergeDicts(value.dicts ?? [], generated.dicts);
      catalog = { ...value, dicts: m.merged };
      changed = m.added.length > 0;
    }
    files.unshift(filePlan('dicts', dictsAbs, dictsCurrent, dictsCurrent !== null && !changed ? dictsCurrent : renderJson(dictsAbs, catalog)));
  }
  const planned: LoadedFile[] = files.map((f) => ({ file: f.file, value: JSON.parse(f.text) as SchemaFile }));
  const all = filesWith(ctx, planned);
  const mine = new Set(files.map((f) => f.file));
  checkCollisions(all, mine, entity);
  const problems = lintPlanned(all, mine);
  return {
    files,
    base: fingerprint(files.map((f) => f.current ?? '').join('\u0000')),
    added,
    missing,
    columns: generated.columns,
    notes: generated.notes,
    problems,
    schema: {
      name: entity.name,
      title: entity.title,
      route: entity.route,
      api: basePath(entity),
      table: table.name,
      permission: entity.permission,
    },
  };
}

/** The registry as it will be after a restart (for the menu and dictionary rows written at once). */
export const registryAfter = (ctx: GenContext) => createRegistry(filesWith(ctx, []));
