/**
 * Prints the schema index (engine/schema/screen-index.ts) of these folders as JSON, for the build's
 * virtual module (./vite-schema-index.ts): `node --import tsx engine/schema/node/schema-index-cli.ts
 * <dir>...`. A process of its own, so every build and every change seen by the dev server loads the
 * schema files afresh (Node caches what it imports) and the bundler's process never loads TypeScript.
 */
import { join, relative, resolve, sep } from 'node:path';
import { schemaIndexOf } from '../screen-index';
import { defaultSchemaDir, loadSchemaFiles, projectRoot } from './load';

const dirs = process.argv.length > 2 ? process.argv.slice(2).map((d) => resolve(d)) : [defaultSchemaDir];

/** A file's group: the first folder below its schema folder (files at the top: the folder's own name). */
function groupOf(file: string): string {
  const abs = join(projectRoot, file);
  const dir = dirs.find((d) => abs.startsWith(d + sep)) ?? dirs[0];
  const parts = relative(dir, abs).split(sep);
  return parts.length > 1 ? parts[0] : (dir.split(sep).pop() ?? 'schemas');
}

const { files, problems } = await loadSchemaFiles(dirs, { plugins: false });
process.stdout.write(JSON.stringify({ root: projectRoot, problems, index: schemaIndexOf(files, groupOf) }));
