/**
 * The top self-time frames of a V8 CPU profile (`node --cpu-prof`, e.g. through cpu-probe.ts's
 * PROBE_ARGS): `tsx bench/server/profile-summary.ts <file.cpuprofile> [top] [last seconds]`. Frames are grouped by
 * function, file and line; files are shortened to the project or package they belong to. Prints each
 * frame's share of the samples taken while not idle, and the shares by area (ours, Fastify, Kysely,
 * SQLite, node internals). A development aid for docs/performance.md's profile summaries.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

const [file, topArg = '25', lastArg] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
  startTime: number;
};
// Only the samples of the last `lastArg` seconds (the load, not the start-up), when given.
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : -Infinity;
const counts = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((s, i) => {
  at += profile.timeDeltas[i];
  if (at >= from) counts.set(s, (counts.get(s) ?? 0) + 1);
});

const shortUrl = (url: string) => {
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) return url.slice(nm + 'node_modules/'.length);
  const root = url.indexOf('/percall/');
  return root >= 0 ? url.slice(root + '/percall/'.length) : url.replace(/^file:\/\//, '');
};
const area = (url: string, name: string) => {
  if (!url) return name === '(garbage collector)' ? 'GC' : name.startsWith('(') ? name : 'native';
  if (url.includes('better-sqlite3')) return 'better-sqlite3';
  if (url.includes('node_modules/kysely')) return 'kysely';
  if (
    url.includes('node_modules/fastify') ||
    url.includes('node_modules/@fastify') ||
    url.includes('find-my-way') ||
    url.includes('light-my-request') ||
    url.includes('avvio')
  )
    return 'fastify';
  if (url.startsWith('node:')) return 'node';
  if (url.includes('node_modules/')) return 'other packages';
  return 'ours';
};

const byFrame = new Map<string, number>();
const byArea = new Map<string, number>();
let total = 0;
for (const n of profile.nodes) {
  const hits = counts.get(n.id) ?? 0;
  if (!hits) continue;
  const { functionName, url, lineNumber } = n.callFrame;
  if (functionName === '(idle)' || functionName === '(program)') continue;
  total += hits;
  const key = `${functionName || '(anonymous)'} ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`;
  byFrame.set(key, (byFrame.get(key) ?? 0) + hits);
  const a = area(url, functionName);
  byArea.set(a, (byArea.get(a) ?? 0) + hits);
}
const pct = (x: number) => `${((x * 100) / total).toFixed(1).padStart(5)} %`;
console.log(`${total} samples (idle and program left out)`);
for (const [k, v] of [...byArea].sort((a, b) => b[1] - a[1])) console.log(`${pct(v)}  ${k}`);
console.log('');
for (const [k, v] of [...byFrame].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg))) console.log(`${pct(v)}  ${k}`);

// Inclusive time of our own functions (each sample counted once per function on its stack): what a step
// costs with everything it calls.
if (process.env.INCLUSIVE) {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const inclusive = new Map<string, number>();
  for (const [id, hits] of counts) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url } = byId.get(at)!.callFrame;
      if (!url || url.includes('node_modules') || url.startsWith('node:')) continue;
      const key = `${functionName || '(anonymous)'} ${shortUrl(url)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + hits);
    }
  }
  console.log('\ninclusive (ours):');
  for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg)))
    console.log(`${pct(v)}  ${k}`);
}
