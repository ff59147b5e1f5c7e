/**
 * Acceptance of the module contract in the browser: a NEW plugin folder — a declaration with a page and
 * its menu entry, a server half with a table, a hook and a route, a client half with the page — is written
 * under plugins/, the console is built and the server started as `npm start` would, and the page is in the
 * sidebar, opens inside the shell and shows what its route answers. Nothing outside the folder is touched.
 */
import { expect, test } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { login } from './helpers';

const root = resolve(import.meta.dirname, '../..');
const name = `ledger${Date.now().toString(36)}`;
const dir = join(root, 'plugins', name);
const data = join(root, 'data', 'e2e-module');
const PORT = Number(process.env.E2E_MODULE_PORT ?? 8095);
const title = { zh: '参数台账', en: 'Parameter ledger' };

const files: Record<string, string> = {
  'plugin.ts': `import { declarePlugin } from '../../engine/schema/define';

export default declarePlugin({
  name: '${name}',
  title: ${JSON.stringify(title)},
  pages: [
    {
      key: 'log',
      route: '/${name}/log',
      title: ${JSON.stringify(title)},
      menu: { parent: 'system', sort: 900, icon: 'history' },
    },
  ],
});
`,
  'server/index.ts': `import { ok } from '../../../server/kernel/http/envelope';
import { defineServerModule } from '../../../server/kernel/module';

const TABLE = 'zz_${name}';

export default defineServerModule({
  name: '${name}',
  tables: [{ name: TABLE, columns: [{ name: 'tenant_id', type: 'string', length: 12 }, { name: 'param_key', type: 'string' }], indexes: [] }],
  hooks: (ctx) => ({
    'system.param': {
      afterInsert: async ({ values }) => {
        await ctx.database.db.insertInto(TABLE).values({ tenant_id: values.tenant_id, param_key: values.param_key }).execute();
      },
    },
  }),
  async seed({ database }) {
    await database.db.deleteFrom(TABLE).execute();
    await database.db.insertInto(TABLE).values({ tenant_id: '000000', param_key: 'seeded.by.the.module' }).execute();
  },
  routes(ctx, routes) {
    routes.add({
      method: 'GET',
      url: '/api/${name}/log',
      access: '${name}.log',
      handler: async (req) =>
        ok(req, await ctx.database.db.selectFrom(TABLE).select('param_key').where('tenant_id', '=', req.auth!.tenantId).execute()),
    });
  },
});
`,
  'client/index.ts': `import { defineClientPlugin } from '../../../engine/plugin';
import declaration from '../plugin';

export default defineClientPlugin(declaration, { pages: { log: () => import('./LedgerPage') } });
`,
  'client/LedgerPage.tsx': `import { useEffect, useState } from 'react';
import { http, unwrap } from '../../../engine/data/transport';

export default function LedgerPage() {
  const [keys, setKeys] = useState<string[] | null>(null);
  useEffect(() => {
    void http.get('/api/${name}/log').then((res) => setKeys(unwrap<Array<{ param_key: string }>>(res).map((r) => r.param_key)));
  }, []);
  return (
    <div data-testid="ledger-page">
      {keys === null ? 'loading' : <ul>{keys.map((k) => <li key={k}>{k}</li>)}</ul>}
    </div>
  );
}
`,
};

let server: ChildProcess | undefined;

test.describe.configure({ timeout: 300_000 });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  for (const [file, text] of Object.entries(files)) {
    const path = join(dir, file);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(`${path}.tmp`, text);
    renameSync(`${path}.tmp`, path);
  }
  // Build the console with the new folder in it, as `npm start` does when sources are newer than the build.
  execFileSync('npx', ['vite', 'build', '--outDir', join(data, 'dist'), '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  // The server itself, not through npx: npx passes SIGTERM on to nobody, and the server outlived the run.
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: data,
      DIST_DIR: join(data, 'dist'),
      RESET_DATA: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TEST_CAPTCHA: '1',
    },
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${PORT}/api/health`).catch(() => undefined))?.status, {
      timeout: 120_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
});

test('a plugin folder added under plugins/ gets its sidebar entry and its page inside the shell', async ({ page }) => {
  await login(page);
  await expect(page).toHaveURL(/\/wel\/index$/);
  const menu = page.getByRole('menu').first();
  await menu.getByText('系统管理', { exact: true }).click();
  await menu.getByText(title.zh, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${name}/log$`));
  // Inside the shell (the sidebar is still there), showing what the module's route answers.
  await expect(page.getByTestId('ledger-page')).toContainText('seeded.by.the.module');
  await expect(menu).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title.zh));
});
