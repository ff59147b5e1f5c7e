/**
 * `--build-if-needed`: rebuild the console with Vite when dist/index.html is missing or older than any
 * source the bundle is made of (app/, engine/, schemas/, plugins/, index.html, vite.config.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['app', 'engine', 'schemas', 'plugins', 'index.html', 'vite.config.ts'];

/** Newest modification time under a file or folder (0 when it does not exist). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    max = Math.max(max, newest(join(path, name)));
  }
  return max;
}

export function consoleIsStale(root: string): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newest(join(root, s)) > builtAt);
}

/** Build when needed; resolves to false when there is nothing to build (no index.html yet). */
export async function buildConsoleIfNeeded(
  root: string,
  log: (line: string) => void,
  /** Aborted when the server is asked to stop meanwhile: the build is killed. */
  signal?: AbortSignal,
): Promise<boolean> {
  if (!existsSync(join(root, 'index.html'))) {
    log('No index.html in the project yet: serving the API only.');
    return false;
  }
  if (!consoleIsStale(root)) return true;
  log('Building the console (vite build)…');
  const vite = join(root, 'node_modules', '.bin', 'vite');
  const code = await new Promise<number>((resolve, reject) => {
    // Always a production build: the server may itself run with NODE_ENV=test (e2e), and a non-production
    // NODE_ENV would make Vite bundle React's and antd's development builds.
    const child = spawn(vite, ['build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
      signal,
    });
    child.on('error', (err) => (signal?.aborted ? resolve(1) : reject(err)));
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) throw new Error(`vite build failed (exit code ${code})`);
  log('Console built.');
  return true;
}
