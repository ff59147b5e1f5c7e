/**
 * Bench builds on top of the project's vite.config.ts (unchanged), into data/bench/:
 * - mode `bench-console`: the real console, plus a manifest and `chunks.json` (each chunk's modules) and
 *   `module-sizes.json` (rendered bytes of each module),
 *   so bench/bundle.ts can tell what the login route loads; the shell figure is served from it too;
 * - mode `bench-pages`: the bench-only page bench/browser/index.html (fixtures, never in the console).
 */
import { defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';
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

export default defineConfig(({ mode }) => {
  const own: UserConfig =
    mode === 'bench-pages'
      ? {
          build: {
            outDir: 'data/bench/pages',
            emptyOutDir: true,
            rolldownOptions: { input: 'bench/browser/index.html' },
          },
        }
      : { plugins: [chunkModules()], build: { outDir: 'data/bench/console', emptyOutDir: true, manifest: true } };
  return mergeConfig(base as UserConfig, own);
});
