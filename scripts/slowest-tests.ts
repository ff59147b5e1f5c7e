/**
 * Where the suite's time went: reads the JSON reports the test runners leave in test-times/ (Vitest's per
 * run, Playwright's) and prints each run's slowest files, with their share of the run's summed file time.
 * `.ci/run` prints it at its end, so that every run says what to make faster next (issue 30 item 4).
 *
 *   npx tsx scripts/slowest-tests.ts [count=12]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface FileTime {
  file: string;
  seconds: number;
  tests: number;
}

interface VitestReport {
  testResults?: { name: string; startTime?: number; endTime?: number; assertionResults?: unknown[] }[];
}

interface PlaywrightSuite {
  file?: string;
  specs?: { file?: string; tests?: { results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

const dir = 'test-times';
const count = Number(process.argv[2] ?? 12);

function vitestFiles(report: VitestReport): FileTime[] {
  return (report.testResults ?? []).map((r) => ({
    file: relative(process.cwd(), r.name),
    seconds: ((r.endTime ?? 0) - (r.startTime ?? 0)) / 1000,
    tests: r.assertionResults?.length ?? 0,
  }));
}

/** Playwright nests describe blocks as suites; a test's time is the sum of its tries (a retry counts). */
function playwrightFiles(suites: PlaywrightSuite[]): FileTime[] {
  const byFile = new Map<string, FileTime>();
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      const at = byFile.get(spec.file ?? file) ?? { file: spec.file ?? file, seconds: 0, tests: 0 };
      for (const test of spec.tests ?? []) {
        at.tests += 1;
        at.seconds += (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000;
      }
      byFile.set(at.file, at);
    }
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  for (const suite of suites) walk(suite, suite.file ?? '?');
  return [...byFile.values()];
}

function print(title: string, files: FileTime[]): void {
  const total = files.reduce((sum, f) => sum + f.seconds, 0);
  console.log(`::: slowest files of ${title}: ${files.length} files, ${total.toFixed(0)} s summed`);
  for (const f of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count)) {
    const share = total > 0 ? Math.round((100 * f.seconds) / total) : 0;
    console.log(`  ${f.seconds.toFixed(1).padStart(7)} s ${String(share).padStart(3)} %  ${f.file} (${f.tests} tests)`);
  }
}

if (!existsSync(dir)) {
  console.log(`::: no ${dir}/ here: no test run has left its times`);
} else {
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    try {
      const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      const files = 'suites' in report ? playwrightFiles(report.suites) : vitestFiles(report);
      print(name.replace(/\.json$/, ''), files);
    } catch (error) {
      console.log(`::: ${name} could not be read: ${(error as Error).message}`);
    }
  }
}
