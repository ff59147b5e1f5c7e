/**
 * The unmodified Saber front end (chillzhuang/Saber) against the reference server, in Chromium: sign in
 * through its own login page (captcha, SM2-encrypted password), then on every system screen Saber has a
 * view for, add a row, edit it and delete it through its own dialogs, each answered by its success message.
 *
 * Saber is not part of this project and is never committed: scripts/saber-check.sh fetches its public
 * source outside the repository, sets only `website.auth.publicKey` (this server's public key, from
 * `data/e2e/sm2-keys.json`, printed at start) and the dev proxy's target, builds it with `vite build --mode
 * development` (API under `/api`) and runs this spec with SABER_DIST pointing at the build. The spec serves
 * that folder and passes `/api` through to the server. Without SABER_DIST (or with a build made for another
 * key) it is skipped, saying why.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillForm, saberAnswer, serveSaber, type FieldValue } from './saber-avue';

const DIST = process.env.SABER_DIST;
const API_PORT = Number(process.env.E2E_PORT ?? 8091);
// The stub port is free during this spec (no stub runs beside it).
const SABER_PORT = Number(process.env.E2E_STUB_PORT ?? API_PORT + 3);
/** Screenshots of each screen go here when set. */
const SHOTS = process.env.SABER_SHOTS;
/** Only these screens (comma-separated paths) when set: for working on one. */
const ONLY = process.env.SABER_ONLY?.split(',');

/** Why the spec cannot run here, or undefined when it can. */
function unavailable(): string | undefined {
  if (!DIST) return 'SABER_DIST is not set (a Saber build made outside the repository: scripts/saber-check.sh)';
  if (!existsSync(join(DIST, 'index.html'))) return `SABER_DIST=${DIST} has no index.html`;
  const keyFile = resolve('data/e2e/sm2-keys.json');
  if (!existsSync(keyFile)) return `${keyFile} is missing (the e2e server writes it on start)`;
  const { publicKey } = JSON.parse(readFileSync(keyFile, 'utf8')) as { publicKey: string };
  if (!builtScripts(DIST).includes(publicKey))
    return `the Saber build in ${DIST} was not given this server's public key ${publicKey}`;
  return undefined;
}

/** The build's scripts, where website.js's public key ends up. */
function builtScripts(dist: string): string {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return '';
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n');
}

interface Screen {
  path: string;
  /** The field the edit changes (its new value shows in the row). */
  edit: string;
  /** Values for the add form (other required fields get the unique word, 1, or the first choice). */
  add?: Record<string, FieldValue>;
  /** Opens the crud to work in (the scope screens' drawer of a menu); else the page's own. */
  open?: (page: Page) => Promise<Locator>;
  /** The screen fills the fields that name a row itself: the added row is found as the table's last. */
  addedLast?: boolean;
}

/** The data and API scope screens: the scopes of the first menu, in its drawer. */
async function scopeDrawer(page: Page): Promise<Locator> {
  await page.locator('.el-table__row:visible').first().getByRole('button', { name: '权限配置' }).click();
  const drawer = page.locator('.el-drawer:visible');
  await drawer.locator('.el-table').waitFor();
  return drawer;
}

const SCREENS: Screen[] = [
  { path: '/system/user', edit: '用户姓名', add: { 密码: 'Saber@2026', 确认密码: 'Saber@2026' } },
  { path: '/system/dept', edit: '部门名称' },
  { path: '/system/post', edit: '岗位名称' },
  { path: '/system/dict', edit: '字典名称' },
  { path: '/system/menu', edit: '菜单名称', add: { 路由地址: '/$u' } },
  { path: '/system/topmenu', edit: '菜单名' },
  { path: '/system/param', edit: '参数名称' },
  { path: '/system/tenant', edit: '租户名称' },
  {
    path: '/system/client',
    edit: '应用id',
    add: {
      授权类型: 'password,refresh_token',
      授权范围: 'all',
      令牌秒数: 3600,
      刷新秒数: 7200,
      回调地址: 'http://127.0.0.1/cb',
    },
  },
  { path: '/authority/role', edit: '角色名称' },
  { path: '/authority/datascope', edit: '权限名称', open: scopeDrawer, addedLast: true },
  {
    path: '/authority/apiscope',
    edit: '权限名称',
    open: scopeDrawer,
    addedLast: true,
    add: { 权限路径: '/blade-system/param/**' },
  },
  { path: '/desk/notice', edit: '通知标题' },
  { path: '/tool/datasource', edit: '名称', add: { 连接地址: 'jdbc:postgresql://127.0.0.1:5432/demo' } },
];

/** Read-only screens: the logs list rows (the sign-in itself wrote the first ones). */
const LISTS = ['/monitor/log/usual', '/monitor/log/api', '/monitor/log/error'];

const rowWith = (root: Locator, text: string) =>
  root.locator('.el-table__body-wrapper tr.el-table__row', { hasText: text }).first();

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name.replace(/\//g, '_')}.png`) });
}

/** Add a row through the screen's dialog, edit it, delete it; each answered by Saber's success message. */
async function addEditDelete(page: Page, base: string, screen: Screen) {
  const u = `sb${Date.now().toString(36).slice(-5)}`;
  await page.goto(`${base}${screen.path}`);
  // Saber keeps the screens of its open tabs in the page, hidden: only the visible one is this screen.
  await expect(page.locator('.el-table__row:visible').first(), screen.path).toBeVisible({ timeout: 30_000 });
  const root = screen.open ? await screen.open(page) : page.locator('.avue-crud:visible').first();
  await root
    .locator('.avue-crud__left button', { hasText: /新\s*增/ })
    .first()
    .click();
  // The add dialog is the one with 保存 (avue's icon picker opens a dialog above it).
  const dialog = page.locator('.el-dialog:visible', { has: page.getByRole('button', { name: /保\s*存/ }) });
  await fillForm(page, dialog, u, screen.add);
  await shot(page, `${screen.path}-add`);
  await saberAnswer(page, `${screen.path} add`, () => dialog.getByRole('button', { name: /保\s*存/ }).click());

  const added = screen.addedLast ? root.locator('.el-table__body-wrapper tr.el-table__row').last() : rowWith(root, u);
  await added.getByRole('button', { name: /编\s*辑/ }).click();
  const editor = page.locator('.el-dialog:visible', { has: page.getByRole('button', { name: /修\s*改/ }) });
  await expect(editor.locator('.el-form-item', { hasText: screen.edit }).locator('input').first()).not.toHaveValue('');
  await fillForm(page, editor, u, { [screen.edit]: `${u}x` });
  await saberAnswer(page, `${screen.path} edit`, () => editor.getByRole('button', { name: /修\s*改/ }).click());
  const edited = rowWith(root, `${u}x`);
  await expect(edited, `${screen.path}: the edited row`).toBeVisible();
  await shot(page, `${screen.path}-edited`);

  await edited.getByRole('button', { name: /删\s*除/ }).click();
  await saberAnswer(page, `${screen.path} delete`, () =>
    page
      .locator('.el-message-box')
      .getByRole('button', { name: /确\s*定/ })
      .click(),
  );
  await expect(rowWith(root, `${u}x`), `${screen.path}: the deleted row`).toHaveCount(0);
}

/**
 * The region screen is a tree beside a form (no dialogs): pick 浙江省, 新增下级 a city under it, pick the new
 * node to edit its name, then 删除 it; each answered by Saber's success message.
 */
async function regionAddEditDelete(page: Page, base: string) {
  const u = `sb${Date.now().toString(36).slice(-5)}`;
  await page.goto(`${base}/base/region`);
  const tree = page.locator('.el-tree:visible').first();
  const form = page.locator('.avue-form:visible').first();
  const node = (name: string) => tree.locator('.el-tree-node__content', { hasText: name }).first();
  await node('浙江省').click();
  const regionName = form.getByPlaceholder('请输入 区划名称');
  await expect(regionName).toHaveValue('浙江省');
  await page.getByRole('button', { name: '新增下级' }).click();
  await fillForm(page, form, u, {
    区划编号: async (item) => item.locator('input').first().fill('9900'),
    区划名称: u,
    区划排序: 99,
  });
  await shot(page, '/base/region-add');
  await saberAnswer(page, '/base/region add', () => form.getByRole('button', { name: /提\s*交/ }).click());
  /** The tree is drawn again after each save: unfold 浙江省 and pick a city of it. */
  const pick = async (name: string) => {
    await node('浙江省').locator('.el-tree-node__expand-icon').click();
    await node(name).click();
    await expect(form.getByPlaceholder('请输入 区划名称')).toHaveValue(name);
  };
  await pick(u);
  await fillForm(page, form, u, { 区划名称: `${u}x` });
  await saberAnswer(page, '/base/region edit', () => form.getByRole('button', { name: /提\s*交/ }).click());
  await pick(`${u}x`);
  await shot(page, '/base/region-edited');
  await page.getByRole('button', { name: '删除' }).click();
  await saberAnswer(page, '/base/region delete', () =>
    page
      .locator('.el-message-box')
      .getByRole('button', { name: /确\s*定/ })
      .click(),
  );
  await node('浙江省').locator('.el-tree-node__expand-icon').click();
  await expect(node('杭州市')).toBeVisible();
  await expect(node(`${u}x`)).toHaveCount(0);
}

// A click that cannot land fails in seconds, naming the control, instead of holding the whole walk.
test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 }, actionTimeout: 15_000 });

test('Saber signs in on the reference server and adds, edits and deletes on every system screen', async ({ page }) => {
  const reason = unavailable();
  if (reason) console.log(`Skipped: ${reason}`);
  test.skip(!!reason, reason);
  test.setTimeout(600_000);
  const server = await serveSaber(DIST!, SABER_PORT, API_PORT);
  try {
    let answer = '';
    page.on('response', async (r) => {
      if (r.url().includes('/api/blade-auth/captcha')) answer = (await r.json().catch(() => ({}))).data?.testCode ?? '';
    });
    const base = `http://127.0.0.1:${SABER_PORT}`;
    await page.goto(`${base}/login`);
    await expect.poll(() => answer).toBeTruthy();
    await page.getByPlaceholder('请输入租户ID').fill('000000');
    await page.getByPlaceholder('请输入账号').fill('admin');
    await page.getByPlaceholder('请输入密码').fill('admin');
    await page.getByPlaceholder('请输入验证码').fill(answer);
    await page.getByRole('button', { name: '登录' }).click();
    // Signed in: Saber's own layout with the menu the server gave it.
    await expect(page.locator('.avue-sidebar, .avue-left').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('系统管理').first()).toBeVisible();
    // Saber builds its routes from the menu it stored: a screen opened by address before that is blank.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('saber-menuAll') ?? '{}').content?.length ?? 0))
      .toBeGreaterThan(0);
    for (const screen of SCREENS.filter((x) => !ONLY || ONLY.includes(x.path)))
      await test.step(screen.path, () => addEditDelete(page, base, screen));
    if (!ONLY || ONLY.includes('/base/region')) await test.step('/base/region', () => regionAddEditDelete(page, base));
    for (const path of LISTS) {
      const kind = path.split('/').pop();
      const answered = page.waitForResponse((r) => r.url().includes(`/blade-log/${kind}/list`), { timeout: 30_000 });
      await page.goto(`${base}${path}`);
      expect((await (await answered).json()).success, path).toBe(true);
      // A new server has logged no error yet: that list may be empty (Saber's empty text), the others not.
      const listed = page.locator(
        kind === 'error' ? '.el-table__row:visible, .el-table__empty-text:visible' : '.el-table__row:visible',
      );
      await expect(listed.first(), path).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.el-message--error'), path).toHaveCount(0);
      await shot(page, path);
    }
  } finally {
    server.close();
  }
});
