/**
 * `npm run lint:schemas` — load every file under schemas/ (and plugin manifests), check shape and
 * cross-references, print file + JSON pointer + fix, exit 1 on any problem.
 * `--write-json-schema` regenerates the JSON Schema used by `.json` schema files.
 * `--dir <folder>` lints another folder (used by tests).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { jsonSchemaFileName, schemaFileJsonSchema } from './json-schema';
import { formatProblem, lintFiles } from './lint';
import { defaultSchemaDir, loadSchemaFiles, projectRoot } from './node/load';

interface PluginManifest {
  name: string;
  valueTypes?: string[];
}

async function pluginManifests(): Promise<PluginManifest[]> {
  const dir = join(projectRoot, 'plugins');
  if (!existsSync(dir)) return [];
  const out: PluginManifest[] = [];
  for (const name of readdirSync(dir)) {
    for (const file of ['manifest.ts', 'manifest.json']) {
      const p = join(dir, name, file);
      if (!existsSync(p)) continue;
      const mod = file.endsWith('.json') ? JSON.parse(readFileSync(p, 'utf8')) : await import(pathToFileURL(p).href);
      out.push((mod.default ?? mod) as PluginManifest);
    }
  }
  return out;
}

async function main() {
  const args = process.argv.slice(2);
  const jsonPath = join(import.meta.dirname, jsonSchemaFileName);
  const jsonText = JSON.stringify(schemaFileJsonSchema(), null, 2) + '\n';
  if (args.includes('--write-json-schema')) {
    writeFileSync(jsonPath, jsonText);
    console.log(`wrote ${jsonPath}`);
    return;
  }
  const dirIndex = args.indexOf('--dir');
  const dirs = dirIndex >= 0 ? [args[dirIndex + 1]] : [defaultSchemaDir];
  const { files, problems: loadProblems } = await loadSchemaFiles(dirs);
  const manifests = await pluginManifests();
  const problems = [
    ...loadProblems.map((x) => ({ file: x.file, pointer: '/', message: x.message, fix: 'fix the file so it loads' })),
    ...lintFiles(files, {
      extraValueTypes: manifests.flatMap((m) => m.valueTypes ?? []),
      plugins: manifests.map((m) => m.name),
    }),
  ];
  if (!existsSync(jsonPath) || readFileSync(jsonPath, 'utf8') !== jsonText)
    problems.push({
      file: 'engine/schema/' + jsonSchemaFileName,
      pointer: '/',
      message: 'the JSON Schema is missing or stale',
      fix: 'run npm run gen:json-schema and commit the file',
    });
  if (problems.length) {
    console.error(problems.map(formatProblem).join('\n'));
    console.error(`\nschema lint: ${problems.length} problem(s) in ${files.length} file(s)`);
    process.exit(1);
  }
  console.log(`schema lint: ${files.length} file(s) ok`);
}

await main();
