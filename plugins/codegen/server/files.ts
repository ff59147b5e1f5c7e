/**
 * The generator's files: where they go (a path under the schema folder, never outside it), how they are
 * read back (JSON only: a `.ts` schema is hand-written and never rewritten), their fingerprint (the
 * preview's and the write's must match, so a file changed in between is not overwritten), and the write
 * itself — a temporary file renamed over the old one, one generation at a time.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { defaultSchemaDir, projectRoot } from '../../../engine/schema/node/load';
import { badRequest } from '../../../server/kernel/http/errors';

/** The folder generated files go under: schemas/ (CODEGEN_DIR elsewhere, e.g. a test's temporary folder). */
export const schemaRoot = (): string => resolve(process.env.CODEGEN_DIR || defaultSchemaDir);

const SEGMENT = /^[a-z0-9][a-z0-9_.-]*$/;

/** A path under the schema folder → its absolute path; anything else (absolute, `..`, `_x`, not .json) is a 400. */
export function resolveSchemaFile(file: string): string {
  const parts = file.split('/');
  if (!file.endsWith('.json') || parts.some((p) => !SEGMENT.test(p) || p.includes('..')))
    throw badRequest({
      zh: `生成文件(schemaFile) 须为 schemas/ 下以 .json 结尾的相对路径：${file}`,
      en: `The schema file (schemaFile) must be a path under schemas/ ending in .json: ${file}`,
    });
  const root = schemaRoot();
  const abs = resolve(root, ...parts);
  if (!abs.startsWith(root + sep)) throw badRequest({ zh: `路径越界：${file}`, en: `The path leaves schemas/: ${file}` });
  return abs;
}

/** How messages name a file: relative to the project (schemas/shop/store.json). */
export const displayPath = (abs: string): string => {
  const rel = relative(projectRoot, abs);
  return rel.startsWith('..') ? abs : rel.split(sep).join('/');
};

/** The catalog of an entity file's dictionaries: store.json → store.dicts.json. */
export const dictsFileOf = (abs: string): string => abs.replace(/\.json$/, '.dicts.json');

export const fingerprint = (text: string | null): string =>
  createHash('sha256')
    .update(text ?? '')
    .digest('hex')
    .slice(0, 16);

export const readText = (abs: string): string | null => (existsSync(abs) ? readFileSync(abs, 'utf8') : null);

/** A JSON file's value, or a 400 naming the file when it is not JSON (nothing is written over it). */
export function parseJsonFile(abs: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw badRequest({
      zh: `${displayPath(abs)} 不是合法的 JSON（${(err as Error).message}），未做任何改动`,
      en: `${displayPath(abs)} is not valid JSON (${(err as Error).message}); nothing was changed`,
    });
  }
}

/** The text of a schema file: `$schema` first (editor completion), two-space JSON, a final newline. */
export function renderJson(abs: string, value: object): string {
  const schemaJson = join(projectRoot, 'engine', 'schema', 'schema-file.schema.json');
  const ref = relative(dirname(abs), schemaJson).split(sep).join('/');
  const { $schema: _drop, ...rest } = value as { $schema?: string };
  return `${JSON.stringify({ $schema: ref, ...rest }, null, 2)}\n`;
}

/** Every `.json` schema file under the schema folder (name not starting with `_`), read now. */
export function jsonFilesOnDisk(root = schemaRoot()): Array<{ abs: string; text: string }> {
  const out: Array<{ abs: string; text: string }> = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const ent of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, ent.name);
      if (ent.isDirectory()) walk(p);
      else if (ent.name.endsWith('.json') && !ent.name.startsWith('_')) out.push({ abs: p, text: readFileSync(p, 'utf8') });
    }
  };
  walk(root);
  return out;
}

/** Write through a temporary file and a rename: a reader sees the old file or the new one, never half. */
export function writeAtomically(abs: string, text: string): void {
  mkdirSync(dirname(abs), { recursive: true });
  const tmp = `${abs}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, abs);
}

let queue: Promise<unknown> = Promise.resolve();

/** One generation at a time in this process: the check of the fingerprint and the write happen together. */
export function serialised<T>(fn: () => Promise<T>): Promise<T> {
  const run = queue.then(fn, fn);
  queue = run.catch(() => undefined);
  return run;
}
