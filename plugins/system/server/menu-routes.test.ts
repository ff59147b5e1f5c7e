/** The sidebar a caller gets: menu groups left without a visible screen are not shown. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, login, startTestServer, type TestServer } from '../../../tests/server/helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

interface Node {
  code: string;
  name: string;
  children?: Node[];
}
const walk = (nodes: Node[], visit: (n: Node) => void) =>
  nodes.forEach((n) => (visit(n), n.children && walk(n.children, visit)));

it("a tenant operator's sidebar holds no empty group (the tools folder with only the platform's data sources)", async () => {
  const operator = client(s.app, await login(s.app, { tenantId: '100001', username: 'operator' }));
  const tree = (await operator.get('/api/blade-system/menu/routes')).body.data as Node[];
  const groups = new Set(s.registry.menus.map((g) => g.code));
  const empty: string[] = [];
  walk(tree, (n) => groups.has(n.code) && !n.children?.length && empty.push(n.code));
  expect(empty).toEqual([]);
  // The operator was granted the tools folder itself (every folder's view), yet sees in it only what a
  // tenant may open (the reports operators print), never the platform's data sources...
  const codes: string[] = [];
  walk(tree, (n) => codes.push(n.code));
  expect(codes).not.toContain('develop.datasource');
  const tools = tree.find((n) => n.code === 'tool');
  expect(tools?.children?.map((n) => n.code)).toEqual(['develop.report']);
  // ...while the platform administrator sees the folder with its screen.
  const admin = client(s.app, await login(s.app));
  const all: string[] = [];
  walk((await admin.get('/api/blade-system/menu/routes')).body.data, (n) => all.push(n.code));
  expect(all).toEqual(expect.arrayContaining(['tool', 'develop.datasource']));
});
