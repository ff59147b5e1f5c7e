/**
 * The project's import graph, read from the sources by TypeScript's own pre-processor (comments ignored):
 * every relative import (static, type-only, re-exports, dynamic `import()` with a literal path,
 * `import('…').Type` in a type) of every TypeScript file, resolved to a file. Used by the architecture
 * tests; no bundler involved, so a cycle hidden behind `import type` counts.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

export const root = resolve(import.meta.dirname, '../..');

const EXTS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveSpec(from: string, spec: string): string | undefined {
  const base = resolve(dirname(resolve(root, from)), spec);
  for (const e of EXTS) {
    const p = base + e;
    if (existsSync(p) && statSync(p).isFile() && /\.tsx?$/.test(p)) return relative(root, p);
  }
  return undefined;
}

/** The tracked TypeScript sources (tests included; callers filter). */
export function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f && !f.endsWith('.d.ts') && existsSync(resolve(root, f)));
}

/** file → the files it imports. */
export function importGraph(files = sourceFiles()): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const text = readFileSync(resolve(root, f), 'utf8');
    const out = new Set<string>();
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const target = fileName.startsWith('.') ? resolveSpec(f, fileName) : undefined;
      if (target) out.add(target);
    }
    graph.set(f, [...out]);
  }
  return graph;
}

/** Strongly connected components with more than one node (or a self-loop): the cycles, Tarjan's way. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

/** The graph between folders: `folderOf(file)` for every edge that crosses folders. */
export function folderGraph(graph: Map<string, string[]>, folderOf: (file: string) => string): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const [from, tos] of graph) {
    const a = folderOf(from);
    if (!out.has(a)) out.set(a, new Set());
    for (const to of tos) {
      const b = folderOf(to);
      if (a !== b) out.get(a)!.add(b);
    }
  }
  return new Map([...out].map(([k, v]) => [k, [...v]]));
}

/** Which file of `from` imports which file of `to` (for messages). */
export function witnesses(graph: Map<string, string[]>, folderOf: (f: string) => string, from: string, to: string) {
  const out: string[] = [];
  for (const [f, tos] of graph)
    if (folderOf(f) === from) for (const t of tos) if (folderOf(t) === to) out.push(`${f} → ${t}`);
  return out.slice(0, 3);
}
