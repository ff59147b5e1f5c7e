/**
 * Acceptance of the module contract: "adding a module is creating plugins/<name>/… only". A NEW plugin
 * folder is written — a declaration with a page, a menu entry and buttons; a server half with a table, an
 * entity hook on an existing schema and two routes — and, loaded from disk as the server loads it, it gets
 * its API, the kernel's enforcement (401, 403, tenant), its menu rows, hooks inside the write's transaction,
 * and the lint sees its keys. Nothing outside the new folder is touched.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEntity } from '../../engine/schema';
import { lintFiles } from '../../engine/schema/lint';
import { defaultPluginDir, loadRegistry, loadSchemaFiles } from '../../engine/schema/node/load';
import { addRole, addUser, loginAs, menuIdsOf } from './enforce-helpers';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

const name = `fleet${randomBytes(3).toString('hex')}`;
const dir = join(defaultPluginDir, name);
const TABLE = `zz_${name}_log`;
const API = `/api/${name}/log`;

const declaration = `import { declarePlugin } from '../../engine/schema/define';

export default declarePlugin({
  name: '${name}',
  title: { zh: '参数台账', en: 'Parameter ledger' },
  actions: ['locate'],
  pages: [
    {
      key: 'log',
      route: '/${name}/log',
      title: { zh: '参数台账', en: 'Parameter ledger' },
      menu: { parent: 'system', sort: 900, icon: 'history' },
      buttons: [{ code: '${name}_clear', title: { zh: '清空', en: 'Clear' } }],
    },
  ],
});
`;

const serverHalf = `import { ok, done } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import { defineServerModule } from '../../../server/kernel/module';

const TABLE = '${TABLE}';

export default defineServerModule({
  name: '${name}',
  after: ['system'],
  tables: [
    {
      name: TABLE,
      columns: [
        { name: 'tenant_id', type: 'string', length: 12 },
        { name: 'param_key', type: 'string', length: 255 },
      ],
      indexes: [{ columns: ['tenant_id'] }],
    },
  ],
  hooks: (ctx) => ({
    'system.param': {
      beforeInsert: ({ values }) => {
        if (values.param_key === 'refused.by.module') throw badRequest({ zh: '台账拒绝', en: 'Refused by the ledger' });
      },
      // Runs in the insert's transaction: its row and the parameter commit or roll back together.
      afterInsert: async ({ values }) => {
        await ctx.database.db.insertInto(TABLE).values({ tenant_id: values.tenant_id, param_key: values.param_key }).execute();
        if (values.param_key === 'fails.after') throw new Error('the ledger failed after the insert');
      },
    },
  }),
  // Long-lived work: started when the app is ready, stopped when it closes (seen through a global here).
  start: () => {
    const g = globalThis as Record<string, string[]>;
    (g.${name}Events ??= []).push('started');
  },
  stop: () => {
    (globalThis as Record<string, string[]>).${name}Events.push('stopped');
  },
  routes(ctx, routes) {
    routes.add({
      method: 'GET',
      url: '${API}',
      access: '${name}.log',
      handler: async (req) =>
        ok(
          req,
          await ctx.database.db.selectFrom(TABLE).select('param_key').where('tenant_id', '=', req.auth!.tenantId).orderBy('id').execute(),
        ),
    });
    routes.add({
      method: 'POST',
      url: '${API}/clear',
      access: '${name}_clear',
      transaction: true,
      usualEvent: async (_req, ok) => (ok ? { logId: '${name}-clear', logData: { zh: '台账已清空', en: 'Ledger cleared' } } : undefined),
      handler: async (req) => {
        await ctx.database.db.deleteFrom(TABLE).where('tenant_id', '=', req.auth!.tenantId).execute();
        if ((req.query as Record<string, string>).fail) throw badRequest({ zh: '已撤销', en: 'Rolled back' });
        return done(req);
      },
    });
  },
});
`;

/** Write a file whole (a concurrent loader never sees half of it). */
function writeAtomically(path: string, text: string): void {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

let s: TestServer;
let admin: Client;

beforeAll(async () => {
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeAtomically(join(dir, 'server', 'index.ts'), serverHalf);
  writeAtomically(join(dir, 'plugin.ts'), declaration);
  const registry = await loadRegistry();
  expect(registry.plugins.map((p) => p.name)).toContain(name);
  s = await startTestServer({ registry });
  admin = client(s.app, await login(s.app));
});

afterAll(async () => {
  rmSync(join(dir, 'plugin.ts'), { force: true });
  rmSync(dir, { recursive: true, force: true });
  await s?.close();
});

const addParam = (c: Client, paramKey: string) =>
  c.post('/api/blade-system/param/submit', { paramName: paramKey, paramKey, paramValue: '1' });

describe('a plugin folder added under plugins/', () => {
  it('gets its table and its routes, fed by its hook on another entity', async () => {
    expect(await s.database.db.selectFrom(TABLE).selectAll().execute()).toEqual([]);
    expect((await addParam(admin, 'ledger.first')).status).toBe(200);
    const log = await admin.get(API);
    expect(log.status).toBe(200);
    expect(log.body.data).toEqual([{ param_key: 'ledger.first' }]);
  });

  it('gets the kernel checks: 401 without a token, 403 without its button, its own tenant only', async () => {
    expect((await client(s.app).get(API)).status).toBe(401);
    const role = await addRole(s, '000000', `no_${name}`);
    await addUser(s, { tenantId: '000000', account: `no${name}`, roleIds: [role] });
    expect((await (await loginAs(s, '000000', `no${name}`)).get(API)).status).toBe(403);
    // Granted the page's menu entry alone: its rows (the page's view grant), not its buttons' calls.
    const viewer = await addRole(s, '000000', `view_${name}`);
    const [entry] = await menuIdsOf(s, [`${name}.log`]);
    await s.database.db
      .insertInto('blade_role_menu')
      .values({ role_id: Number(viewer), menu_id: Number(entry) })
      .execute();
    await addUser(s, { tenantId: '000000', account: `view${name}`, roleIds: [viewer] });
    const onlyView = await loginAs(s, '000000', `view${name}`);
    expect((await onlyView.get(API)).status).toBe(200);
    expect((await onlyView.post(`${API}/clear`)).status).toBe(403);
    // The brand's administrator was granted the new buttons by the menu sync, and sees only its rows.
    const brand = client(s.app, await login(s.app, { tenantId: '100001' }));
    expect((await addParam(brand, 'ledger.brand')).status).toBe(200);
    expect((await brand.get(API)).body.data).toEqual([{ param_key: 'ledger.brand' }]);
    expect((await admin.get(API)).body.data).toEqual([{ param_key: 'ledger.first' }]);
  });

  it('gets a menu entry with its buttons, granted to the administrators', async () => {
    const [page] = await menuIdsOf(s, [`${name}.log`]);
    expect(page).toBeDefined();
    type Node = { code: string; path: string; children?: Node[] };
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    const sidebar = flat((await admin.get('/api/blade-system/menu/routes')).body.data);
    expect(sidebar.find((n) => n.code === `${name}.log`)?.path).toBe(`/${name}/log`);
    const buttons = flat((await admin.get('/api/blade-system/menu/buttons')).body.data).map((n) => n.code);
    expect(buttons).toEqual(expect.arrayContaining([`${name}_clear`]));
  });

  it("runs its hooks inside the write's transaction: a refusal or a failure stores nothing", async () => {
    const refused = await addParam(admin, 'refused.by.module');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('台账拒绝');
    expect((await addParam(admin, 'fails.after')).status).toBe(500);
    const params = await s.database.db
      .selectFrom('blade_param')
      .select('param_key')
      .where('param_key', 'in', ['refused.by.module', 'fails.after'])
      .execute();
    expect(params).toEqual([]);
    expect((await admin.get(API)).body.data).toEqual([{ param_key: 'ledger.first' }]);
  });

  it('runs a `transaction: true` route in one transaction, and records its usual-log event', async () => {
    expect((await admin.post(`${API}/clear`, undefined, { fail: '1' })).status).toBe(400);
    expect((await admin.get(API)).body.data).toHaveLength(1);
    expect((await admin.post(`${API}/clear`)).status).toBe(200);
    expect((await admin.get(API)).body.data).toEqual([]);
    const logged = async () =>
      s.database.db
        .selectFrom('blade_log_usual')
        .select(['log_id', 'log_data'])
        .where('log_id', '=', `${name}-clear`)
        .execute();
    await expect.poll(logged).toEqual([{ log_id: `${name}-clear`, log_data: '台账已清空 / Ledger cleared' }]);
  });

  it('starts its long-lived work when the app is ready and stops it when the app closes', async () => {
    const events = () => (globalThis as Record<string, unknown>)[`${name}Events`];
    expect(events()).toEqual(['started']);
    const other = await startTestServer();
    await other.close();
    expect(events()).toEqual(['started', 'started', 'stopped']);
  });

  it('is seen by the lint: its declaration passes, a schema action it does not declare is named', async () => {
    const { files, problems } = await loadSchemaFiles();
    expect(problems).toEqual([]);
    expect(files.some((f) => f.file === `plugins/${name}/plugin.ts`)).toBe(true);
    expect(lintFiles(files)).toEqual([]);
    const user = defineEntity({
      name: 'zz.user',
      title: { zh: '甲', en: 'A' },
      permission: 'zzuser',
      api: { service: 'zz', entity: 'user' },
      columns: [{ prop: 'a', label: { zh: '甲', en: 'A' } }],
      actions: [
        { key: 'locate', label: { zh: '定位', en: 'Locate' }, scope: 'row', plugin: name },
        { key: 'honk', label: { zh: '鸣笛', en: 'Honk' }, scope: 'row', plugin: name },
      ],
    });
    const messages = lintFiles([...files, { file: 'schemas/zz/user.ts', value: user }]).map((p) => p.message);
    expect(messages).toEqual([`plugin "${name}" declares no action "honk"`]);
  });
});
