/**
 * `GET blade-system/menu/list` answers the whole menu tree (Saber's menu screen; ~250 kB on the demo
 * database). Pinned here: every live menu row once, nested under its parent, in sort order. And the
 * query check that made its first call slow (a 300-prop query schema compiled whole) now compiles only
 * the props a query carries; this checks that it still accepts and refuses exactly as the whole schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coerceQuery, querySchema } from '../../engine/schema/validation';
import { problemsOf } from '../../server/crud/validate';
import { client, startTestServer, type Client, type TestServer } from './helpers';
import { saberToken } from './saber-login';

type Node = Record<string, unknown> & { children?: Node[] };
const LIST = '/api/blade-system/menu/list';

let s: TestServer;
let saber: Client;
beforeAll(async () => {
  s = await startTestServer();
  saber = client(s.app, await saberToken(s.app));
});
afterAll(async () => s?.close());

const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('menu/list: the whole tree', () => {
  it('holds every live menu row once, each under its parent, siblings in sort order', async () => {
    // Saber's call: paging and empty search fields (accepted, ignored for a tree).
    const r = await saber.get(LIST, { current: 1, size: 10, name: '', code: '', alias: '' });
    expect(r.status).toBe(200);
    const roots = r.body.data as Node[];
    const all = flat(roots);
    const live = await s.database.db
      .selectFrom('blade_menu')
      .select(['id', 'parent_id'])
      .where('is_deleted', '=', 0)
      .execute();
    expect(all).toHaveLength(live.length);
    expect(new Set(all.map((n) => n.id)).size).toBe(live.length);
    expect(roots.every((n) => n.parentId === '0')).toBe(true);
    const depth = (n: Node): number => 1 + Math.max(0, ...(n.children ?? []).map(depth));
    expect(Math.max(...roots.map(depth))).toBe(3);
    for (const n of all) {
      expect(n.hasChildren).toBe(!!n.children?.length);
      const kids = n.children ?? [];
      for (const k of kids) expect(k.parentId).toBe(n.id);
      const sorts = kids.map((k) => Number(k.sort));
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    }
    // A node is a whole wire row.
    expect(roots[0]).toMatchObject({ id: expect.any(String), name: expect.any(String), category: expect.any(Number) });
  });

  it('a search narrows it; a bad or unknown parameter is refused with the whole schema’s message', async () => {
    const found = flat((await saber.get(LIST, { name: '参数' })).body.data as Node[]);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => String(n.name).includes('参数'))).toBe(true);
    const menu = s.registry.entity('system.menu')!;
    // The whole schema's verdict, as the route reads the query (coerced first).
    const whole = (q: Record<string, string>) =>
      problemsOf({}, 'whole', () => querySchema(menu, 'list'), coerceQuery(menu, q), 'en')
        .map((p) => p.message)
        .join('; ');
    const en = client(s.app, await saberToken(s.app), 'en');
    const bad: Array<Record<string, string>> = [
      { nope: '1' },
      { size: 'x' },
      { sort_gt: 'abc', nope: '1' },
      { category: 'menu', name: 'x' },
    ];
    for (const q of bad) {
      const r = await en.get(LIST, q);
      expect(r.status, JSON.stringify(q)).toBe(400);
      expect(r.body.msg).toBe(whole(q));
    }
  });
});
