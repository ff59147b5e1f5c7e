/**
 * `npm run dev`: the reference server (tsx server/main.ts on PORT 8080) and the Vite dev server (which
 * proxies /api to it), in one terminal. Output of both is forwarded with a prefix; Ctrl-C (or either
 * process ending) stops both.
 * With API_TARGET set (a real BladeX gateway), only Vite runs: the proxy points there instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const serverPort = process.env.PORT ?? '8080';
const useReferenceServer = !process.env.API_TARGET;

const children: ChildProcess[] = [];
let stopping = false;

function prefixLines(tag: string, stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream): void {
  let rest = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${tag} ${line}\n`);
  });
  stream?.on('end', () => rest && out.write(`${tag} ${rest}\n`));
}

function start(tag: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['inherit', 'pipe', 'pipe'] });
  prefixLines(tag, child.stdout, process.stdout);
  prefixLines(tag, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.log(`${tag} exited (${signal ?? code}); stopping the others`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(exitCode = 0): void {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of alive) c.kill('SIGTERM');
  // Give them a moment to close their ports, then make sure.
  const timer = setTimeout(() => {
    for (const c of alive) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    process.exit(exitCode);
  }, 5000);
  timer.unref();
  Promise.all(alive.map((c) => new Promise((r) => c.once('exit', r)))).then(() => process.exit(exitCode));
  if (!alive.length) process.exit(exitCode);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (useReferenceServer) {
  start('[server]', [require.resolve('tsx/cli'), 'server/main.ts'], { PORT: serverPort, NODE_ENV: process.env.NODE_ENV ?? 'development' });
}
start('[vite]  ', [join(root, 'node_modules/vite/bin/vite.js')], {
  API_TARGET: process.env.API_TARGET ?? `http://127.0.0.1:${serverPort}`,
});
