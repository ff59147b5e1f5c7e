/**
 * The code generator in the browser, in Chinese and in English: tables are created in the server's
 * database, an entry is added for each on 研发工具 › 代码生成, previewed (columns, diff) and generated; the
 * server is restarted as `npm start` would be (console rebuilt with the new files) and the new screens are
 * used — add, search, edit, delete. Then a column is added to a table and an administrator's label edited
 * in the file: the preview shows the new column in the diff, regeneration adds it and keeps the label.
 * Runs its own server (E2E_CODEGEN_PORT, default E2E_PORT + 3) on data/e2e-codegen; the generated files go
 * to schemas/zz_e2e_codegen/ (ignored by git) and are removed afterwards.
 */
import { expect, test, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { dialog, login, rows, toast } from './helpers';
import { inEnglish } from './shell-helpers';

const root = resolve(import.meta.dirname, '../..');
const data = join(root, 'data', 'e2e-codegen');
const out = join(root, 'schemas', 'zz_e2e_codegen');
const PORT = Number(process.env.E2E_CODEGEN_PORT ?? Number(process.env.E2E_PORT ?? 8091) + 3);
/** With SHOTS_DIR set, the preview, the diff and the generated screens are saved there (docs/screenshots). */
const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

let server: ChildProcess | undefined;

/**
 * `dist`: the console build it serves. Before generation that is the suite's own build (dist/, made once by
 * playwright.config.ts's webServer before any test starts: the same sources); after generation the build
 * this spec makes with the new files in it (data/e2e-codegen/dist).
 */
async function startServer(reset: boolean, dist: string) {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: data,
      DIST_DIR: dist,
      RESET_DATA: reset ? '1' : '0',
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
}

async function stopServer() {
  const s = server;
  server = undefined;
  if (!s || s.exitCode !== null) return;
  await new Promise((done) => {
    s.once('exit', done);
    s.kill('SIGTERM');
  });
}

const buildConsole = () =>
  execFileSync('npx', ['vite', 'build', '--outDir', join(data, 'dist'), '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });

/** SQL on the server's SQLite file, as an operator would run it beside the running server. */
function onDatabase(statements: string[]) {
  const db = new SQLite(join(data, 'toycar.db'));
  db.pragma('busy_timeout = 5000');
  try {
    for (const s of statements) db.exec(s);
  } finally {
    db.close();
  }
}

const tables = [
  `create table biz_store_patrol ( -- 门店巡检
  id integer primary key autoincrement,
  store_name varchar(64) not null, -- 门店名称
  patrol_status integer not null default 0, -- 巡检状态：0-待巡检 1-合格 2-不合格
  inspector_phone varchar(11), -- 巡检员电话
  patrol_time datetime, -- 巡检时间
  remark text -- 备注
)`,
  `insert into biz_store_patrol (store_name, patrol_status, inspector_phone, patrol_time) values
  ('杭州西湖银泰店', 1, '13900001111', '2026-11-02 10:30:00'), ('上海徐汇日月光店', 0, '13800002222', '2026-11-03 15:00:00')`,
  `create table biz_car_check ( -- 车辆检查
  id integer primary key autoincrement,
  car_code varchar(32) not null, -- 车辆编号
  check_result integer not null default 1, -- 检查结果：1-合格 2-不合格
  checker_email varchar(100), -- 检查员邮箱
  check_time datetime -- 检查时间
)`,
];

const words = {
  zh: {
    tool: /研发工具/,
    code: '代码生成',
    add: /新\s*增/,
    ok: /确\s*定|保\s*存/,
    search: /搜\s*索/,
    preview: /预\s*览/,
    generate: /^生\s*成$/,
  },
  en: {
    tool: /Developer tools$/,
    code: 'Code generator',
    add: /^\S*\s*Add$/,
    ok: /^(OK|Save)$/,
    search: /Search/,
    preview: /Preview/,
    generate: /^Generate$/,
  },
};

type Lang = keyof typeof words;

async function openCodeScreen(page: Page, lang: Lang) {
  if (lang === 'en') await inEnglish(page);
  await login(page);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.getByRole('menuitem', { name: words[lang].tool }).click();
  await page.getByRole('menuitem', { name: words[lang].code }).click();
  await expect(page).toHaveURL(/\/tool\/code$/);
}

/** Add an entry through the form, find it, preview it, generate it. */
async function generateThroughScreen(
  page: Page,
  lang: Lang,
  entry: Record<string, string>,
  labels: Record<string, string>,
) {
  const w = words[lang];
  await page.getByTestId('toolbar').getByRole('button', { name: w.add }).click();
  const d = dialog(page);
  for (const [prop, value] of Object.entries(entry)) await d.getByLabel(labels[prop], { exact: true }).fill(value);
  await d
    .locator('.ant-form-item, .ant-formily-item')
    .filter({ hasText: labels.menuParent })
    .locator('.ant-select-selector')
    .click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByText(lang === 'zh' ? '系统管理 (system)' : 'System (system)')
    .click();
  await d.getByRole('button', { name: w.ok }).click();
  await expect(dialog(page)).toHaveCount(0);
  const search = page.getByRole('search');
  await search.getByLabel(labels.tableName, { exact: true }).fill(entry.tableName);
  await search.getByRole('button', { name: w.search }).click();
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: w.preview }).click();
  const preview = page.getByTestId('codegen-preview');
  await expect(preview).toBeVisible();
  return preview;
}

test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ baseURL: `http://127.0.0.1:${PORT}`, actionTimeout: 20_000 });

test.beforeAll(async () => {
  rmSync(out, { recursive: true, force: true });
  // No build of its own yet: nothing is generated, so the suite's shared build is this console.
  await startServer(true, join(root, 'dist'));
  onDatabase(tables);
});

test.afterAll(async () => {
  await stopServer();
  rmSync(out, { recursive: true, force: true });
});

test('zh: an entry for a new table is previewed and generated', async ({ page }) => {
  await openCodeScreen(page, 'zh');
  const preview = await generateThroughScreen(
    page,
    'zh',
    {
      codeName: '门店巡检',
      serviceName: 'share-biz',
      tableName: 'biz_store_patrol',
      tablePrefix: 'biz_',
      packageName: 'org.springblade.shop',
      schemaFile: 'zz_e2e_codegen/store-patrol.json',
    },
    {
      codeName: '模块名',
      serviceName: '服务名',
      tableName: '表名',
      tablePrefix: '表前缀',
      packageName: '包名',
      schemaFile: '生成文件',
      menuParent: '上级菜单',
    },
  );
  await expect(preview).toContainText('shop.storePatrol');
  await expect(preview).toContainText('/api/share-biz/storepatrol');
  await expect(preview.locator('.ant-table-row').filter({ hasText: 'store_name' })).toContainText('门店名称');
  await expect(preview.locator('.ant-table-row').filter({ hasText: 'patrol_status' })).toContainText('select');
  await shot(page, 'codegen-preview-zh');
  await preview.getByRole('tab', { name: '与磁盘文件的差异' }).click();
  await expect(preview.getByTestId('codegen-diff').filter({ hasText: '"prop": "storeName"' })).toHaveCount(1);
  await dialog(page).getByRole('button', { name: words.zh.generate }).click();
  await expect(page.getByTestId('codegen-done')).toContainText('schemas/zz_e2e_codegen/store-patrol.json');
  await expect(page.getByTestId('codegen-done')).toContainText('重启服务后');
  expect(JSON.parse(readFileSync(join(out, 'store-patrol.json'), 'utf8')).name).toBe('shop.storePatrol');
});

test('en: an entry for another table is previewed and generated', async ({ page }) => {
  await openCodeScreen(page, 'en');
  const preview = await generateThroughScreen(
    page,
    'en',
    {
      codeName: 'Car checks',
      serviceName: 'toycar-device',
      tableName: 'biz_car_check',
      tablePrefix: 'biz_',
      packageName: 'org.springblade.fleet',
      schemaFile: 'zz_e2e_codegen/car-check.json',
    },
    {
      codeName: 'Module name',
      serviceName: 'Service name',
      tableName: 'Table name',
      tablePrefix: 'Table prefix',
      packageName: 'Package',
      schemaFile: 'Schema file',
      menuParent: 'Menu group',
    },
  );
  await expect(preview).toContainText('fleet.carCheck');
  await expect(preview.locator('.ant-table-row').filter({ hasText: 'checker_email' })).toContainText('Checker email');
  await shot(page, 'codegen-preview-en');
  await dialog(page).getByRole('button', { name: words.en.generate }).click();
  await expect(page.getByTestId('codegen-done')).toContainText('schemas/zz_e2e_codegen/car-check.json');
});

test('zh: after a restart the generated screen works: add, search, edit, delete', async ({ page }) => {
  await stopServer();
  buildConsole();
  await startServer(false, join(data, 'dist'));
  await login(page);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.getByRole('menuitem', { name: /系统管理/ }).click();
  await page.getByRole('menuitem', { name: '门店巡检' }).click();
  await expect(page).toHaveURL(/\/shop\/storepatrol$/);
  await expect(rows(page)).toHaveCount(2);
  await page.getByTestId('toolbar').getByRole('button', { name: words.zh.add }).click();
  let d = dialog(page);
  await d.getByRole('button', { name: words.zh.ok }).click();
  await expect(d.getByText('请输入门店名称')).toBeVisible();
  await d.getByLabel('门店名称', { exact: true }).fill('成都太古里店');
  await d.getByLabel('巡检员电话', { exact: true }).fill('13700003333');
  await d.getByRole('button', { name: words.zh.ok }).click();
  await expect(toast(page, '新增成功')).toBeVisible();
  const search = page.getByRole('search');
  await search.getByLabel('门店名称', { exact: true }).fill('太古里');
  await search.getByRole('button', { name: words.zh.search }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('待巡检');
  await shot(page, 'codegen-generated-zh');
  await rows(page)
    .first()
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  d = dialog(page);
  await d.getByLabel('门店名称', { exact: true }).fill('成都太古里旗舰店');
  await d.getByRole('button', { name: words.zh.ok }).click();
  await expect(toast(page, '更新成功')).toBeVisible();
  await expect(rows(page).first()).toContainText('成都太古里旗舰店');
  await rows(page)
    .first()
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

test('en: the other generated screen works: add, search, edit, delete', async ({ page }) => {
  await inEnglish(page);
  await login(page);
  await page.getByRole('menuitem', { name: /System$/ }).click();
  await page.getByRole('menuitem', { name: 'Car checks' }).click();
  await expect(page).toHaveURL(/\/fleet\/carcheck$/);
  await page.getByTestId('toolbar').getByRole('button', { name: words.en.add }).click();
  let d = dialog(page);
  await d.getByLabel('Car code', { exact: true }).fill('CAR-HZ-0001');
  await d.getByLabel('Checker email', { exact: true }).fill('not-an-email');
  await d.getByRole('button', { name: words.en.ok }).click();
  await expect(d.getByText('The email address is not valid')).toBeVisible();
  await d.getByLabel('Checker email', { exact: true }).fill('li.lei@toycar.cn');
  await d.getByRole('button', { name: words.en.ok }).click();
  await expect(dialog(page)).toHaveCount(0);
  const s = page.getByRole('search');
  await s.getByLabel('Car code', { exact: true }).fill('HZ-0001');
  await s.getByRole('button', { name: words.en.search }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Passed');
  await shot(page, 'codegen-generated-en');
  await rows(page).first().getByRole('button', { name: /Edit/ }).click();
  d = dialog(page);
  await d.getByLabel('Car code', { exact: true }).fill('CAR-HZ-0001-B');
  await d.getByRole('button', { name: words.en.ok }).click();
  await expect(rows(page).first()).toContainText('CAR-HZ-0001-B');
  await rows(page)
    .first()
    .getByRole('button', { name: /Delete/ })
    .click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /OK/ }).click();
  await expect(rows(page)).toHaveCount(0);
});

test('zh: the table gains a column; regeneration adds it and keeps the label edited by hand', async ({ page }) => {
  onDatabase(['alter table biz_store_patrol add column audit_result varchar(200)']);
  const file = join(out, 'store-patrol.json');
  const edited = JSON.parse(readFileSync(file, 'utf8'));
  edited.columns.find((c: { prop: string }) => c.prop === 'storeName').label = { zh: '巡检门店', en: 'Store' };
  mkdirSync(out, { recursive: true });
  writeFileSync(file, `${JSON.stringify(edited, null, 2)}\n`);

  await openCodeScreen(page, 'zh');
  const search = page.getByRole('search');
  await search.getByLabel('表名', { exact: true }).fill('biz_store_patrol');
  await search.getByRole('button', { name: words.zh.search }).click();
  await rows(page).first().getByRole('button', { name: words.zh.preview }).click();
  const preview = page.getByTestId('codegen-preview');
  await expect(preview).toContainText('合并：增加新列');
  await expect(preview).toContainText('新增字段：auditResult');
  const added = preview.getByTestId('codegen-diff').locator('[data-op="add"]');
  await expect(added.filter({ hasText: '"prop": "auditResult"' })).toHaveCount(1);
  await expect(preview.getByTestId('codegen-diff').locator('[data-op="remove"]')).toHaveCount(0);
  await shot(page, 'codegen-diff-zh');
  await dialog(page).getByRole('button', { name: words.zh.generate }).click();
  await expect(page.getByTestId('codegen-done')).toBeVisible();
  const after = JSON.parse(readFileSync(file, 'utf8'));
  expect(after.columns.find((c: { prop: string }) => c.prop === 'storeName').label).toEqual({
    zh: '巡检门店',
    en: 'Store',
  });
  expect(after.columns.find((c: { prop: string }) => c.prop === 'auditResult').label).toEqual({
    zh: '审核结果',
    en: 'Audit result',
  });
});

test('en: a generated entity file opens in the schema playground, where it is linted and previewed', async ({
  page,
}) => {
  await openCodeScreen(page, 'en');
  const search = page.getByRole('search');
  await search.getByLabel('Table name', { exact: true }).fill('biz_car_check');
  await search.getByRole('button', { name: words.en.search }).click();
  await rows(page).first().getByRole('button', { name: words.en.preview }).click();
  await expect(page.getByTestId('codegen-preview')).toContainText('fleet.carCheck');
  await dialog(page).getByRole('button', { name: 'Open in the schema playground' }).click();
  await expect(page).toHaveURL(/\/tool\/playground$/);
  await expect(page.locator('.cm-content')).toContainText('"name": "fleet.carCheck"');
  await expect(page.getByTestId('playground-problems')).not.toContainText('Linting…', { timeout: 30_000 });
  // Car code is a key column: the preview pane is narrow, and the others wait in its column chooser.
  await expect(page.getByTestId('playground-preview')).toContainText('Car code', { timeout: 30_000 });
});
