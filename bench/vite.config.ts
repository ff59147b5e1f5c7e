/**
 * Bench builds on top of the project's vite.config.ts (unchanged), into data/bench/:
 * - mode `bench-console`: the real console, plus a manifest and `chunks.json` (each chunk's modules) and
 *   `module-sizes.json` (rendered bytes of each module),
 *   so bench/bundle.ts can tell what the login route loads; the shell figure is served from it too;
 * - mode `bench-pages`: the bench-only page bench/browser/index.html (fixtures, never in the console).
 * Two settings for the first-screen test (tests/unit/first-screen-bundle.test.ts): BENCH_OUT_DIR builds
 * the console elsewhere, BENCH_EXTRA_SCHEMAS adds a schema folder beside schemas/.
 */
import { defineConfig, mergeConfig, type Plugin, type PluginOption, type UserConfig } from 'vite';
import { schemaIndexPlugin } from '../engine/schema/node/vite-schema-index';
import base from '../vite.config';

/** Writes chunks.json: for each emitted JS chunk, the project-relative ids of the modules inside it. */
function chunkModules(): Plugin {
  return {
    name: 'bench-chunk-modules',
    generateBundle(_options, bundle) {
      const out: Record<string, string[]> = {};
      // Rendered (minified, not gzipped) bytes of each module, per chunk: where a route's weight comes from.
      const sizes: Record<string, Record<string, number>> = {};
      const root = process.cwd();
      const short = (id: string) => id.replace(root, '').replace(/^[\\/]/, '');
      for (const [file, item] of Object.entries(bundle)) {
        if (item.type !== 'chunk') continue;
        out[file] = item.moduleIds.map(short);
        sizes[file] = Object.fromEntries(Object.entries(item.modules).map(([id, m]) => [short(id), m.renderedLength]));
      }
      this.emitFile({ type: 'asset', fileName: 'chunks.json', source: JSON.stringify(out) });
      this.emitFile({ type: 'asset', fileName: 'module-sizes.json', source: JSON.stringify(sizes) });
    },
  };
}

/** The project's config, its schema index over schemas/ plus BENCH_EXTRA_SCHEMAS when set. */
function baseConfig(): UserConfig {
  const extra = process.env.BENCH_EXTRA_SCHEMAS;
  if (!extra) return base as UserConfig;
  const isIndex = (p: PluginOption) => !!p && typeof p === 'object' && 'name' in p && p.name === 'schema-index';
  const plugins = (base as UserConfig).plugins ?? [];
  return { ...(base as UserConfig), plugins: [...plugins.filter((p) => !isIndex(p)), schemaIndexPlugin({ dirs: ['schemas', extra] })] };
}

export default defineConfig(({ mode }) => {
  const outDir = process.env.BENCH_OUT_DIR ?? 'data/bench/console';
  const own: UserConfig =
    mode === 'bench-pages'
      ? {
          build: {
            outDir: 'data/bench/pages',
            emptyOutDir: true,
            rolldownOptions: { input: 'bench/browser/index.html' },
          },
        }
      : { plugins: [chunkModules()], build: { outDir, emptyOutDir: true, manifest: true } };
  return mergeConfig(baseConfig(), own);
});
