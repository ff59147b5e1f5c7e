/**
 * Every non-public API route — generic, special, plugin, and any added later — answers 403 to a signed-in
 * user whose role was granted nothing, except the self-service routes listed here (the caller's own
 * menus, profile, dictionaries, uploads and error reports, their own tenant as picker options, their own
 * work lists), which every signed-in user needs.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { addRole, addUser, loginAs } from './enforce-helpers';

const SELF_SERVICE = new Set([
  'GET /api/blade-auth/oauth/clear-cache',
  'GET /api/blade-auth/oauth/user-info',
  'GET /api/blade-system/menu/routes',
  'GET /api/blade-system/menu/buttons',
  'GET /api/blade-system/menu/top-menu',
  'GET /api/blade-system/dict/dictionary',
  'GET /api/blade-system/dict/dictionary-batch',
  'GET /api/blade-system/dict/tree',
  'GET /api/blade-system/tenant/select',
  // Cascading address pickers: any form with an address needs the provinces, cities and districts.
  'GET /api/blade-system/region/select',
  'GET /api/blade-user/info',
  'POST /api/blade-user/update-info',
  'POST /api/blade-user/update-password',
  // The same three for a merchant-side user (user-shanghu): always the caller's own row.
  'GET /api/user-shanghu/info',
  'POST /api/user-shanghu/update-info',
  'POST /api/user-shanghu/update-password',
  'POST /api/blade-user/register-guest',
  'POST /api/blade-resource/oss/endpoint/put-file',
  'POST /api/blade-log/error/save-client',
  // The caller's own background jobs (an export's progress and file; cancelling it): another's is 404.
  'GET /api/blade-job/job/progress',
  'GET /api/blade-job/job/download',
  'POST /api/blade-job/job/cancel',
  // 我的事务: every signed-in user's own tasks and requests, whatever their role (issue 33, item 2): the
  // lists hold the caller's rows only; claiming, completing and reading an instance check it is theirs.
  'GET /api/blade-flow/work/start-list',
  'GET /api/blade-flow/work/claim-list',
  'GET /api/blade-flow/work/todo-list',
  'GET /api/blade-flow/work/done-list',
  'GET /api/blade-flow/work/send-list',
  'POST /api/blade-flow/work/claim-task',
  'POST /api/blade-flow/work/complete-task',
  'GET /api/blade-flow/process/resource-view',
  'GET /api/blade-flow/process/history-flow-list',
  'GET /api/blade-flow/process/instance-diagram',
  'POST /api/blade-desk/process/leave/start-process',
  'GET /api/blade-desk/process/leave/approvers',
  'GET /api/blade-desk/process/leave/detail',
]);

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

it('a role granted nothing gets 403 from every route but the self-service ones', async () => {
  const role = await addRole(s, '000000', 'granted_nothing');
  await addUser(s, { tenantId: '000000', account: 'nobody', roleIds: [role] });
  const c = await loginAs(s, '000000', 'nobody');
  // Every route the app installed — generic, kernel and module ones, and any added later.
  const entries = s.app.routeTable.list();
  expect(entries.length).toBeGreaterThan(50);
  const open: string[] = [];
  for (const { route, method } of entries) {
    const key = `${method} ${route.url}`;
    if (route.access === 'public' || SELF_SERVICE.has(key)) continue;
    const url = route.url.replace(/:[a-zA-Z]+/g, '1');
    const r =
      method === 'GET'
        ? await c.get(url)
        : method === 'POST'
          ? await c.post(url, {})
          : method === 'PUT'
            ? await c.put(url, {})
            : await c.del(url);
    if (r.status !== 403) open.push(`${key} → ${r.status}`);
  }
  expect(open).toEqual([]);
});
