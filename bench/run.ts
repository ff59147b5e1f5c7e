/**
 * `npm run bench [-- --quick] [-- --only server,devices,mall,soak,export,rentals,browser,bundle,shell]`: builds (bench console + bench
 * page), measures, prints every figure beside its budget and the last recorded result, writes
 * bench/results/<YYYY-MM-DD>.json and exits 1 when a budget is missed.
 * --quick: a smoke run (20k rows, 1 s per load scenario, fewer repeats) that checks the harness works;
 * its figures are not comparable, so it writes data/bench/quick.json and never fails on a budget.
 * Never part of `npm test`: timings depend on the machine (the results file records its load).
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../engine/schema/node/load';
import { runBrowserBench } from './browser/run';
import { runPeersBench } from './browser/peers/run';
import { runBundleBench } from './bundle';
import { benchBuildArgs, benchBuildEnv } from './lib/vite-build';
import type { Figure } from './lib/figures';
import { check, lastResult, loadBudgets, printTable } from './lib/report';
import { runExportBench } from './server/export';
import { runDevicesBench } from './server/devices';
import { runMallBench } from './server/mall';
import { runRentalsBench } from './server/rentals';
import { runServerBench } from './server/load';
import { runSoakBench } from './server/soak';
import { runShellBench } from './shell';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const onlyArg = args.find((a) => a.startsWith('--only'));
const only = onlyArg
  ? (onlyArg.includes('=') ? onlyArg.split('=')[1] : args[args.indexOf(onlyArg) + 1]).split(',')
  : undefined;
const wants = (part: string) => !only || only.includes(part);
const log = (line: string) => process.stdout.write(`${line}\n`);
const resultsDir = join(projectRoot, 'bench/results');

function viteBuild(mode: string): void {
  const t = Date.now();
  execFileSync(process.execPath, benchBuildArgs(mode), {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: benchBuildEnv(),
  });
  log(`built ${mode} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

async function main(): Promise<number> {
  const started = Date.now();
  const loadBefore = loadavg();
  const figures: Figure[] = [];
  const step = async (name: string, fn: () => Promise<Figure[]> | Figure[]) => {
    if (!wants(name)) return;
    const t = Date.now();
    log(`— ${name}`);
    figures.push(...(await fn()));
    log(`  (${((Date.now() - t) / 1000).toFixed(0)} s)`);
  };
  if (wants('bundle') || wants('shell')) viteBuild('bench-console');
  if (wants('browser')) {
    viteBuild('bench-pages');
    viteBuild('bench-amis'); // amis's page, on its own React 18 (bench/vite.config.ts)
  }
  await step('bundle', () => runBundleBench());
  await step('server', () =>
    runServerBench({ rows: quick ? 20_000 : 1_000_000, seconds: quick ? 1 : 5, warmup: quick ? 1 : 2, log }),
  );
  await step('devices', () =>
    runDevicesBench({ devices: quick ? 5_000 : 100_000, seconds: quick ? 1 : 5, warmup: quick ? 1 : 2, log }),
  );
  await step('mall', () =>
    runMallBench({ goods: quick ? 5_000 : 100_000, seconds: quick ? 1 : 5, warmup: quick ? 1 : 2, log }),
  );
  await step('soak', () => runSoakBench({ clients: 50, seconds: quick ? 3 : 60, log }));
  await step('export', () => runExportBench({ rows: quick ? 20_000 : 100_000, log }));
  await step('rentals', () =>
    runRentalsBench({
      rows: quick ? 20_000 : 1_000_000,
      exportRows: quick ? 2_000 : 100_000,
      seconds: quick ? 1 : 5,
      warmup: quick ? 1 : 2,
      log,
    }),
  );
  await step('browser', async () => [
    ...(await runBrowserBench({ repeats: quick ? 1 : 7, scrollMs: quick ? 1000 : 3000, keys: quick ? 10 : 40, log })),
    // The peers (issue 30 item 3): amis, ProTable, bare Formily, bare antd, in turns; 5 rounds, since
    // ProTable's and amis's renders take seconds each on this machine.
    ...(await runPeersBench({ repeats: quick ? 1 : 5, scrollMs: quick ? 1000 : 3000, keys: quick ? 10 : 40, log })),
  ]);
  await step('shell', () => runShellBench({ repeats: quick ? 1 : 5, log }));

  const last = lastResult(resultsDir);
  const rows = check(figures, loadBudgets(join(projectRoot, 'bench/budgets.json')), last.values);
  log('');
  log(`last recorded: ${last.file ?? 'none'}`);
  printTable(rows, log);
  const seconds = (Date.now() - started) / 1000;
  const date = new Date().toISOString().slice(0, 10);
  const record = {
    date,
    quick,
    only,
    durationSeconds: Math.round(seconds),
    machine: { cpus: cpus().length, node: process.version, loadavgBefore: loadBefore, loadavgAfter: loadavg() },
    figures: rows,
  };
  mkdirSync(resultsDir, { recursive: true });
  const out = quick || only ? join(projectRoot, 'data/bench/quick.json') : join(resultsDir, `${date}.json`);
  writeFileSync(out, `${JSON.stringify(record, null, 2)}\n`);
  const missed = rows.filter((r) => r.pass === false);
  log(
    `\n${rows.length} figures in ${seconds.toFixed(0)} s (load average ${loadBefore.map((x) => x.toFixed(1)).join(' ')} → ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}); written to ${out.replace(projectRoot + '/', '')}`,
  );
  log(missed.length ? `${missed.length} budget(s) missed: ${missed.map((m) => m.key).join(', ')}` : 'every budget met');
  return missed.length && !quick ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(2);
  },
);
