/**
 * The rooms of the project and what each may import (docs/architecture.md): no import cycle between files,
 * between top folders or between the rooms inside them, imports pointing down only, and the server kernel
 * and generic CRUD free of business modules, and no plugin importing a sibling plugin. Test files and test
 * helpers are leaves and are left out of the graph (the sibling rule reads them too).
 */
import { describe, expect, it } from 'vitest';
import { cycles, folderGraph, importGraph, sourceFiles, witnesses } from './import-graph';

// A plugin's test kit (plugins/<name>/server/test-kit.ts) serves its tests only, like tests/server/helpers.
const isTest = (f: string) =>
  f.startsWith('tests/') || /\.(test|spec|stories)\.tsx?$/.test(f) || /\/test-kit\.tsx?$/.test(f);
const graph = importGraph(sourceFiles().filter((f) => !isTest(f)));

/** engine, schemas, plugins, app, server, ... */
const top = (f: string) => f.split('/')[0];
/**
 * The room: server/kernel, server/crud ..., plugins/system, plugins/grant ..., engine/schema, engine/form ...
 * The server's entry files (main.ts, config.ts, build-console.ts) belong to its composition root.
 */
const room = (f: string) => {
  const parts = f.split('/');
  if (parts[0] === 'server' && parts.length === 2) return 'server/compose';
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
};

const describeCycles = (found: string[][]) => found.map((c) => c.join(' ⇄ '));

describe('import cycles', () => {
  it('no cycle between files', () => {
    expect(describeCycles(cycles(graph))).toEqual([]);
  });

  it('no cycle between top folders', () => {
    expect(describeCycles(cycles(folderGraph(graph, top)))).toEqual([]);
  });

  it('no cycle between the rooms of the server and between plugins', () => {
    const layered = (f: string) => top(f) === 'server' || top(f) === 'plugins';
    const sub = new Map([...graph].filter(([f]) => layered(f)).map(([f, tos]) => [f, tos.filter(layered)]));
    expect(describeCycles(cycles(folderGraph(sub, room)))).toEqual([]);
  });
});

/** Server rooms, bottom first: a room may import those before it, never those after. */
const SERVER_ORDER = ['server/kernel', 'server/crud', 'server/log', 'server/auth', 'server/access', 'server/compose'];

describe('imports point down', () => {
  const rooms = folderGraph(graph, room);
  const breaks = (from: string, allowed: (to: string) => boolean) =>
    (rooms.get(from) ?? []).filter((to) => !allowed(to)).flatMap((to) => witnesses(graph, room, from, to));

  it('the engine imports nothing above it', () => {
    const engineRooms = [...rooms.keys()].filter((r) => top(r) === 'engine');
    expect(engineRooms.flatMap((r) => breaks(r, (to) => top(to) === 'engine'))).toEqual([]);
  });

  it('schemas import only the pure engine/schema', () => {
    expect(breaks('schemas', (to) => to === 'engine/schema' || to.startsWith('schemas'))).toEqual([]);
  });

  it('the server rooms import only the rooms below them, and never a plugin', () => {
    for (const [i, r] of SERVER_ORDER.entries()) {
      const below = new Set(SERVER_ORDER.slice(0, i));
      // The composition root finds modules by folder scan (a path, not an import).
      expect(
        breaks(r, (to) => below.has(to) || to === 'engine/schema'),
        r,
      ).toEqual([]);
    }
  });

  it("a plugin's server half imports the server below the composition root, engine/schema and its own plugin", () => {
    const server = new Set(SERVER_ORDER.slice(0, -1));
    const halves = [...graph.keys()].filter((f) => /^plugins\/[^/]+\/server\//.test(f));
    const own = (f: string, t: string) => {
      const p = f.split('/')[1];
      return t.startsWith(`plugins/${p}/server/`) || t === `plugins/${p}/plugin.ts`;
    };
    const bad = halves.flatMap((f) =>
      (graph.get(f) ?? [])
        .filter((t) => !(server.has(room(t)) || room(t) === 'engine/schema' || own(f, t)))
        .map((t) => `${f} → ${t}`),
    );
    expect(bad).toEqual([]);
  });

  it("a plugin's client half never imports a server half or the server", () => {
    const halves = [...graph.keys()].filter((f) => /^plugins\/[^/]+\/client\//.test(f));
    const bad = halves.flatMap((f) =>
      (graph.get(f) ?? [])
        .filter((t) => top(t) === 'server' || /^plugins\/[^/]+\/server\//.test(t))
        .map((t) => `${f} → ${t}`),
    );
    expect(bad).toEqual([]);
  });

  it('the browser app never imports the server', () => {
    expect(
      [...rooms.keys()].filter((r) => top(r) === 'app').flatMap((r) => breaks(r, (to) => top(to) !== 'server')),
    ).toEqual([]);
  });
});

/**
 * "A plugin never imports a sibling plugin's files: what two share moves down into the engine, the kernel or
 * the toolkit." Every file under plugins/ counts here, its tests and test kits included: a test that reaches
 * into a sibling's folder ties the two areas as surely as the code does (shared test support lives in
 * tests/server).
 */
describe('plugins stand alone', () => {
  const plugin = (f: string) => /^plugins\/([^/]+)\//.exec(f)?.[1];

  it("a plugin never imports a sibling plugin's files", () => {
    const all = importGraph(sourceFiles().filter((f) => plugin(f) !== undefined));
    const bad = [...all].flatMap(([f, tos]) =>
      tos.filter((t) => plugin(t) !== undefined && plugin(t) !== plugin(f)).map((t) => `${f} → ${t}`),
    );
    expect(bad).toEqual([]);
  });
});

describe('the detector itself', () => {
  it('finds a cycle and names its files', () => {
    const g = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycles(g)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(cycles(folderGraph(g, (f) => (f === 'a.ts' ? 'x' : 'y')))).toEqual([['x', 'y']]);
  });

  it('reads type-only and inline type imports as edges', () => {
    const edges = importGraph(['server/kernel/http/context.ts']).get('server/kernel/http/context.ts')!;
    expect(edges).toContain('server/kernel/hooks.ts');
  });
});
