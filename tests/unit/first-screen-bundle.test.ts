// @vitest-environment node
/**
 * Acceptance (issue 30): the first screen does not grow with the catalogue. Two real production builds
 * of the console (bench/vite.config.ts, as `npm run bench -- --only bundle` makes it): the project as it
 * is, and the project with 100 generated schema files beside schemas/ (10 folders of 10 entities, each
 * with a reference to a sibling's rows). "Shell + first CRUD screen", measured as the bench does
 * (bench/bundle.ts), moves by less than 5 kB gzip: what the catalogue adds to it is one index row per
 * screen (name, route, title, groups) and one loader per folder, the files themselves load with their
 * screen. A real build rather than an analysis of the import graph, so that what is measured is what
 * ships: the bundler's chunking decides where a module lands. The two builds run side by side, about
 * 18–40 s on the 2-core machine (docs/performance.md). The generated files live under data/ (git-ignored),
 * never under schemas/, where the server tests and the lint would find them.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { runBundleBench } from '../../bench/bundle';
import { benchBuildArgs, benchBuildEnv } from '../../bench/lib/vite-build';
import { projectRoot } from '../../engine/schema/node/load';

const work = join(projectRoot, 'data', 'first-screen-test', String(process.pid));
const generated = join(work, 'schemas');
const engineSchema = relative(join(generated, 'area0'), join(projectRoot, 'engine/schema')).replaceAll('\\', '/');

/** Entity `j` of folder `i`: a list with a search, a dictionary, money, a date and a reference. */
const entitySource = (i: number, j: number) => `import { defineEntity } from '${engineSchema}';

export default defineEntity({
  name: 'gen${i}.thing${j}',
  title: { zh: '生成${i}-${j}', en: 'Generated ${i}-${j}' },
  route: '/gen${i}/thing${j}',
  permission: 'gen${i}_thing${j}',
  api: { service: 'gen-${i}', entity: 'thing-${j}' },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    { prop: 'name${j}', label: { zh: '名称${j}', en: 'Name ${j}' }, search: true, rules: [{ required: true, trigger: 'blur', message: { zh: '请输入名称', en: 'Please enter the name' } }] },
    { prop: 'state', label: { zh: '状态', en: 'State' }, type: 'radio', dict: 'yes_no', default: 0 },
    { prop: 'price', label: { zh: '价格', en: 'Price' }, type: 'money' },
    { prop: 'day', label: { zh: '日期', en: 'Day' }, type: 'date' },
    { prop: 'note', label: { zh: '备注 ${i}-${j}', en: 'Note ${i}-${j}' }, type: 'textarea', hide: true },
    { prop: 'otherId', label: { zh: '关联', en: 'Related' }, type: 'select', ref: { schema: 'gen${i}.thing${(j + 1) % 10}', label: 'name${(j + 1) % 10}' } },
  ],
});
`;

function generate() {
  for (let i = 0; i < 10; i++) {
    mkdirSync(join(generated, `area${i}`), { recursive: true });
    for (let j = 0; j < 10; j++) writeFileSync(join(generated, `area${i}`, `thing-${j}.ts`), entitySource(i, j));
  }
}

const build = (outDir: string, extra?: string) =>
  promisify(execFile)(process.execPath, benchBuildArgs('bench-console'), {
    cwd: projectRoot,
    maxBuffer: 16 * 1024 * 1024,
    env: benchBuildEnv({ BENCH_OUT_DIR: outDir, ...(extra ? { BENCH_EXTRA_SCHEMAS: extra } : {}) }),
  });

const firstScreen = (dir: string) => runBundleBench(dir).find((f) => f.key === 'bundle.shellFirstScreen.gzip')!.value;

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('shell + first CRUD screen', () => {
  it('moves by less than 5 kB gzip when 100 schema files are added', { timeout: 240_000 }, async () => {
    generate();
    const base = join(work, 'base');
    const more = join(work, 'more');
    await Promise.all([build(base), build(more, generated)]);

    // The generated files are in the second build (not silently left out), each folder a lazy chunk,
    // and none of them in the first screen's files.
    const chunks = JSON.parse(readFileSync(join(more, 'chunks.json'), 'utf8')) as Record<string, string[]>;
    const isGenerated = (m: string) => m.startsWith(relative(projectRoot, generated));
    const withGenerated = Object.entries(chunks).filter(([, mods]) => mods.some(isGenerated));
    expect(withGenerated.flatMap(([, mods]) => mods.filter(isGenerated))).toHaveLength(100);
    expect(withGenerated).toHaveLength(10);
    const manifest = JSON.parse(readFileSync(join(more, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isDynamicEntry?: boolean }
    >;
    const lazyFiles = new Set(
      Object.values(manifest)
        .filter((c) => c.isDynamicEntry)
        .map((c) => c.file),
    );
    for (const [file] of withGenerated) expect(lazyFiles).toContain(file);

    const before = firstScreen(base);
    const after = firstScreen(more);
    console.info(
      `shell + first CRUD screen: ${before} B gzip; with 100 more schema files ${after} B (+${after - before})`,
    );
    expect(after - before).toBeGreaterThan(0); // the index rows are there
    expect(after - before).toBeLessThan(5_000);
  });
});
