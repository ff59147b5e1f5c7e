/**
 * Stands in for `resize-observer-polyfill` in the console build (vite.config.ts `resolve.alias`): antd's
 * resize observer imports the polyfill, which exports the browser's own ResizeObserver whenever there is
 * one — in every browser the build targets — and carries 13 kB (2.3 kB gzip) of fallback into the first
 * load for none of them. This module exports the browser's own directly, as the polyfill would.
 */
export default globalThis.ResizeObserver;
