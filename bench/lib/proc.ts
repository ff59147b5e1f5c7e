/** Child processes of the harness: started with tsx, awaited until they print `{"port":N}`, killed by pid. */
import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from '../../engine/schema/node/load';

export interface Target {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function startTarget(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  /** Node flags for the child, e.g. `--cpu-prof` (not allowed in NODE_OPTIONS). */
  nodeArgs: string[] = [],
): Promise<Target> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => (errors += d.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /\{"port":(\d+)\}/.exec(out);
      if (m) resolve({ port: Number(m[1]), child, stop });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${errors.slice(-2000)}`)));
  });
}
