/**
 * Bundle figures from the bench console build (bench/vite.config.ts, mode bench-console): JS + CSS gzip
 * bytes of what each route loads — the entry's static import closure plus the route chunk's — read from
 * Vite's manifest, and a check (from chunks.json, the modules of every chunk) that the login route
 * carries no CRUD engine, Formily or plugin module, and the first CRUD screen no Formily.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { projectRoot } from '../engine/schema/node/load';
import type { Figure } from './lib/figures';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export const CONSOLE_DIR = join(projectRoot, 'data/bench/console');
/** Modules the login route must not load. */
const FORBIDDEN = /(^|\/)engine\/(crud|form|plugin)\/|@formily|(^|\/)plugins\//;
/** Formily: loaded with a screen's first record dialog (engine/crud/form-modal-on-demand.tsx), not before. */
const FORMILY = /@formily\//;
/** Chart modules (echarts, its renderer, the widget): loaded when a chart shows, never before a screen runs. */
const CHARTING = /(^|\/)(echarts|zrender)\/|(^|\/)engine\/chart\//;

/** The figures of the console built into `dir` (default: the bench build's). */
export function runBundleBench(dir = CONSOLE_DIR): Figure[] {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const modules = JSON.parse(readFileSync(join(dir, 'chunks.json'), 'utf8')) as Record<string, string[]>;
  const sizes = new Map<string, number>();
  const gz = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dir, file)), { level: 9 }).length);
    return sizes.get(file)!;
  };
  /** Files a chunk loads before it runs: itself, its CSS, and its static imports, transitively. */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const c = manifest[key];
    if (!c || into.has(c.file)) return into;
    into.add(c.file);
    for (const css of c.css ?? []) into.add(css);
    for (const i of c.imports ?? []) closure(i, into);
    return into;
  };
  const bytes = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gz(f), 0);
  const split = (files: Set<string>) => ({
    js: bytes([...files].filter((f) => f.endsWith('.js'))),
    css: bytes([...files].filter((f) => f.endsWith('.css'))),
  });
  const keyOf = (src: string) => Object.keys(manifest).find((k) => manifest[k].src === src || k === src);
  const union = (...sets: Array<Set<string>>) => new Set(sets.flatMap((s) => [...s]));
  const need = (src: string) => {
    const k = keyOf(src);
    if (!k) throw new Error(`bundle: no chunk for ${src} in the manifest`);
    return closure(k);
  };

  const entry = need('index.html');
  const login = union(entry, need('app/pages/login.tsx'));
  // The login page paints first, then imports its calls (auth API + transport + axios) itself: that
  // second step is shown too, so the budget figure above cannot hide bytes behind a dynamic import.
  const loginKey = keyOf('app/pages/login.tsx')!;
  const loginCalls = union(
    login,
    ...(manifest[loginKey].dynamicImports ?? []).filter((k) => !/identity-chooser/.test(k)).map((k) => closure(k)),
  );
  // The shell's route module: the frame around the layout (antd App) when there is one.
  const shell = union(entry, need(keyOf('app/shell-frame.tsx') ? 'app/shell-frame.tsx' : 'app/layout/shell.tsx'));
  const firstScreen = union(shell, need('app/screens/engine-screen.tsx'));
  const figures: Figure[] = [];
  const add = (key: string, label: string, files: Set<string>) => {
    const s = split(files);
    figures.push({ key, label, unit: 'B', value: s.js + s.css, extra: { js: s.js, css: s.css, files: files.size } });
  };
  add('bundle.login.gzip', 'login route: JS + CSS gzip', login);
  add('bundle.loginWithCalls.gzip', 'login route + its first calls (auth API, transport): gzip', loginCalls);
  add('bundle.shell.gzip', 'shell (entry + layout): JS + CSS gzip', shell);
  add('bundle.shellFirstScreen.gzip', 'shell + first CRUD screen: JS + CSS gzip', firstScreen);
  // Each lazy chunk on its own: what navigating to it adds on top of the entry.
  for (const [key, c] of Object.entries(manifest)) {
    if (!c.isDynamicEntry) continue;
    const own = new Set([...closure(key)].filter((f) => !entry.has(f)));
    const name = (c.src ?? key).replace(/^app\//, '').replace(/\.tsx?$/, '');
    add(`bundle.chunk.${name}.gzip`, `lazy chunk ${name} (+ its imports beyond the entry)`, own);
  }
  const leaked = [...login]
    .filter((f) => f.endsWith('.js'))
    .flatMap((f) => (modules[f] ?? []).filter((m) => FORBIDDEN.test(m)));
  figures.push({
    key: 'bundle.login.forbiddenModules',
    label: 'login route: CRUD engine / Formily / plugin modules loaded',
    unit: 'modules',
    value: leaked.length,
    extra: leaked.length ? { first: leaked.slice(0, 3).join(', ') } : undefined,
  });
  const charting = [...union(login, firstScreen)]
    .filter((f) => f.endsWith('.js'))
    .flatMap((f) => (modules[f] ?? []).filter((m) => CHARTING.test(m)));
  figures.push({
    key: 'bundle.firstScreen.chartModules',
    label: 'login route, shell + first CRUD screen: echarts / chart widget modules loaded',
    unit: 'modules',
    value: charting.length,
    extra: charting.length ? { first: charting.slice(0, 3).join(', ') } : undefined,
  });
  const formily = [...firstScreen]
    .filter((f) => f.endsWith('.js'))
    .flatMap((f) => (modules[f] ?? []).filter((m) => FORMILY.test(m)));
  figures.push({
    key: 'bundle.firstScreen.formilyModules',
    label: 'shell + first CRUD screen: Formily modules loaded (the search bar is plain React)',
    unit: 'modules',
    value: formily.length,
    extra: formily.length ? { first: formily.slice(0, 3).join(', ') } : undefined,
  });
  return figures;
}
