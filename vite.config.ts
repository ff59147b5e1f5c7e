/**
 * Console build and dev server.
 * - `npm run dev`: /api is proxied to the reference server (127.0.0.1:8080), or to API_TARGET, e.g. a
 *   real BladeX gateway; a gateway routes by service name without the /api prefix, so set
 *   API_STRIP_PREFIX=1 there (the reference server keeps /api).
 * - `vite build` → dist/, which the reference server hosts at /.
 * - Vendor chunks: React, the router and i18next are shared by every page, so they get long-lived
 *   chunks of their own. Formily and antd are left to automatic splitting: a manual group would also
 *   capture their dependencies and drag the whole group into the first load, while automatic splitting
 *   keeps Formily inside the lazy engine chunk and gives the login page only the antd parts it uses.
 * - Two packages without a `sideEffects` field are declared free of side effects (`pureVendors`): their
 *   barrels only assemble their own exports (rc-field-form's index sets `Form.useForm = useForm`...), but
 *   a bundler must otherwise run a barrel, and all it imports, wherever one export is used. antd's Input
 *   (form status context) and Button (colour maths) use one export each, which put all of rc-field-form
 *   (async-validator included) and the colour picker into the first load: ≈ 16 kB gzip of the login route
 *   and 12 kB of the shell + first screen (issue 5). The same modules are built either way, only where
 *   they load changes (checked by comparing the bench build's module-sizes.json before and after).
 * - `resize-observer-polyfill` (antd's resize observer) is replaced by the browser's own ResizeObserver,
 *   which the polyfill returns anyway wherever there is one (app/shims/resize-observer.ts).
 * - The schema files reach the console through a virtual index and one lazy chunk per folder of schemas/
 *   (engine/schema/node/vite-schema-index.ts), so the first screen does not grow with the catalogue.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { schemaIndexPlugin } from './engine/schema/node/vite-schema-index.ts';

const target = process.env.API_TARGET || 'http://127.0.0.1:8080';
const stripPrefix = process.env.API_STRIP_PREFIX === '1' || process.env.API_STRIP_PREFIX === 'true';

const vendorGroups: Array<{ name: string; test: RegExp; priority: number }> = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 10 },
];

const pureVendors = /node_modules[\\/](rc-field-form|@rc-component[\\/]color-picker)[\\/]/;

export default defineConfig({
  plugins: [react(), schemaIndexPlugin()],
  resolve: {
    // The polyfill returns the browser's own ResizeObserver in every targeted browser: app/shims says why.
    alias: [
      {
        find: /^resize-observer-polyfill$/,
        replacement: fileURLToPath(new URL('./app/shims/resize-observer.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: pureVendors, sideEffects: false }] },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': {
        target,
        changeOrigin: true,
        ...(stripPrefix ? { rewrite: (path: string) => path.replace(/^\/api/, '') } : {}),
      },
    },
  },
  preview: { host: '127.0.0.1' },
});
