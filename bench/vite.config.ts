/**
 * Bench builds on top of the project's vite.config.ts (unchanged), into data/bench/:
 * - mode `bench-console`: the real console, plus a manifest and `chunks.json` (each chunk's modules) and
 *   `module-sizes.json` (rendered bytes of each module),
 *   so bench/bundle.ts can tell what the login route loads; the shell figure is served from it too;
 * - mode `bench-pages`: the bench-only page bench/browser/index.html (fixtures, never in the console) and
 *   the peer comparison's pages bench/browser/peers/*.html (ours, bare antd, ProTable, bare Formily);
 * - mode `bench-amis`: amis's page alone, into the same folder after bench-pages, with `react` and
 *   `react-dom` aliased to React 18 (react-18 / react-dom-18): amis calls findDOMNode, gone in React 19.
 * Peer libraries (amis, ProTable) are dev dependencies imported only from bench/browser/peers/, so the
 * console's own build never sees them.
 * Two settings for the first-screen test (tests/unit/first-screen-bundle.test.ts): BENCH_OUT_DIR builds
 * the console elsewhere, BENCH_EXTRA_SCHEMAS adds a schema folder beside schemas/.
 */
import { fileURLToPath } from 'node:url';
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
  return {
    ...(base as UserConfig),
    plugins: [...plugins.filter((p) => !isIndex(p)), schemaIndexPlugin({ dirs: ['schemas', extra] })],
  };
}

const peerPages = ['ours', 'antd', 'protable', 'formily'].map((p) => `bench/browser/peers/${p}.html`);

const amisMobx = fileURLToPath(new URL('../node_modules/amis/node_modules', import.meta.url));

/** React 18 for amis's page: every `react…` / `react-dom…` import, amis's own and its dependencies'. */
const react18 = [
  { find: /^react$/, replacement: 'react-18' },
  { find: /^react\/(.*)$/, replacement: 'react-18/$1' },
  { find: /^react-dom$/, replacement: 'react-dom-18' },
  { find: /^react-dom\/(.*)$/, replacement: 'react-dom-18/$1' },
  // Beside React 19, npm nests mobx-react (peer React 16) under each amis package, with its
  // mobx-react-lite inside it, which amis's table also imports directly: one copy for all, as an install
  // with amis's own React would hoist it.
  { find: /^mobx-react$/, replacement: `${amisMobx}/mobx-react` },
  { find: /^mobx-react-lite$/, replacement: `${amisMobx}/mobx-react/node_modules/mobx-react-lite` },
];

function ownConfig(mode: string): UserConfig {
  if (mode === 'bench-pages')
    return {
      build: {
        outDir: 'data/bench/pages',
        emptyOutDir: true,
        rolldownOptions: { input: ['bench/browser/index.html', ...peerPages] },
      },
    };
  if (mode === 'bench-amis')
    return {
      resolve: { alias: react18 },
      build: {
        outDir: 'data/bench/pages',
        emptyOutDir: false,
        chunkSizeWarningLimit: 10_000,
        // amis's theme CSS keeps IE hacks (`@media … (min-width: 0\\0)`) that the CSS minifier rejects.
        cssMinify: false,
        rolldownOptions: { input: ['bench/browser/peers/amis.html'] },
      },
    };
  const outDir = process.env.BENCH_OUT_DIR ?? 'data/bench/console';
  return { plugins: [chunkModules()], build: { outDir, emptyOutDir: true, manifest: true } };
}

export default defineConfig(({ mode }) => {
  const own = ownConfig(mode);
  return mergeConfig(baseConfig(), own);
});
