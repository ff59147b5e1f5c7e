/**
 * `npm run lint:schemas` — load every file under schemas/ (and plugin declarations), check shape and
 * cross-references, print file + JSON pointer + fix, exit 1 on any problem.
 * `--write-json-schema` regenerates the JSON Schema used by `.json` schema files.
 * `--dir <folder>` lints another folder (used by tests).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonSchemaFileName, schemaFileJsonSchema } from './json-schema';
import { formatProblem, lintFiles } from './lint';
import { defaultSchemaDir, loadSchemaFiles } from './node/load';

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
  const problems = [
    ...loadProblems.map((x) => ({ file: x.file, pointer: '/', message: x.message, fix: 'fix the file so it loads' })),
    ...lintFiles(files),
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
