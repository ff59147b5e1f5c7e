/**
 * State machines in the schema (issue 12, part 1), as a person meets them on the notices screen
 * (draft → published → withdrawn): each row offers only the changes its state allows — and only those the
 * user holds the code of —, a row button confirms and applies one (the withdrawal asks for its reason), a
 * refusing guard is shown, a batch with a row in the wrong state is refused before any call, and the view
 * dialog shows the history. Screenshots in zh and en go to /tmp/wt-state-machines-shots/.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { dialog, login, loginAsAdmin, rows, toast, uniq } from './helpers';
import { inEnglish } from './shell-helpers';
import { apiAs, createRow, type Api } from './support/api';

const N = '/api/blade-desk/notice';
const SHOTS = '/tmp/wt-state-machines-shots';
mkdirSync(SHOTS, { recursive: true });

interface GrantNode {
  id: string;
  title: string;
  children?: GrantNode[];
}

async function notice(api: Api, title: string, content?: string) {
  return createRow(api, N, { title, category: 1, releaseTime: '2030-01-01', ...(content && { content }) }, 'title');
}

/** Open 工作台 > 通知公告 (Desk > Notices) from the sidebar and search the rows of this test. */
async function openNotices(page: Page, seed: string, en = false) {
  await page.getByRole('menuitem', { name: en ? /Desk$/ : /工作台$/ }).click();
  await expect(async () => {
    await page.getByRole('menuitem', { name: en ? /Notices$/ : /通知公告$/ }).click();
    await expect(page).toHaveURL(/\/desk\/notice$/, { timeout: 3000 });
  }).toPass();
  const search = page.getByRole('search');
  await search.getByLabel(en ? 'Title' : '通知标题', { exact: true }).fill(seed);
  await search.getByRole('button', { name: en ? /Search/ : /搜\s*索/ }).click();
  await expect(rows(page)).toHaveCount(3);
}

const button = (scope: ReturnType<Page['locator']>, name: string) =>
  scope.getByRole('button', { name: new RegExp(`^${name}$`) });

/** A screenshot once the toasts have faded (they would cover the dialog). */
async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15000 });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('a row offers only the changes its state allows; its button confirms and applies one; the history shows it', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request);
  const seed = uniq('sm');
  await notice(admin, `${seed}-草稿`, '周末营业时间调整为 10:00-20:00');
  const published = await notice(admin, `${seed}-已发`, '新车到店');
  await admin.post(`${N}/publish`, undefined, { ids: String(published.id) });
  await notice(admin, `${seed}-空白`);

  await loginAsAdmin(page);
  await openNotices(page, seed);
  const row = (suffix: string) => rows(page).filter({ hasText: `${seed}-${suffix}` });

  // Only what the state allows.
  await expect(row('草稿')).toContainText('草稿');
  await expect(button(row('草稿'), '发布')).toBeVisible();
  await expect(button(row('草稿'), '撤回')).toHaveCount(0);
  await expect(row('已发')).toContainText('已发布');
  await expect(button(row('已发'), '撤回')).toBeVisible();
  await expect(button(row('已发'), '发布')).toHaveCount(0);
  await shot(page, 'notices-transitions-zh');

  // Publish from the row: the confirmation, then the change.
  await button(row('草稿'), '发布').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('发布后本租户的用户都能看到通知');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '已发布')).toBeVisible();
  await expect(row('草稿')).toContainText('已发布');
  await expect(button(row('草稿'), '撤回')).toBeVisible();
  await expect(button(row('草稿'), '发布')).toHaveCount(0);

  // The guard refuses a notice without content, with its reason.
  await button(row('空白'), '发布').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(toast(page, /通知内容为空/)).toBeVisible();
  await expect(row('空白')).toContainText('草稿');

  // Withdraw asks for its reason, under the confirmation.
  await button(row('草稿'), '撤回').click();
  await expect(dialog(page)).toContainText(`确定对「${seed}-草稿」执行「撤回」？（已发布 → 已撤回）`);
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(dialog(page)).toContainText('请输入撤回原因');
  await dialog(page).getByLabel('撤回原因').fill('营业时间有误');
  await dialog(page).getByLabel('撤回原因').blur();
  await expect(dialog(page)).not.toContainText('请输入撤回原因');
  await shot(page, 'notice-withdraw-form-zh');
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(toast(page, '已撤回')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(row('草稿')).toContainText('已撤回');
  await expect(button(row('草稿'), '发布')).toBeVisible();

  // A batch with a row in the wrong state is refused before any call, naming the row.
  await row('已发').getByRole('checkbox').check();
  await row('草稿').getByRole('checkbox').check();
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /^发\s*布$/ })
    .click();
  await expect(toast(page, `「${seed}-已发」当前为「已发布」，不能执行「发布」`)).toBeVisible();

  // The history in the view dialog.
  await button(row('草稿'), '查看').click();
  const history = dialog(page).getByTestId('state-history');
  await expect(history.getByTestId('state-history-entry')).toHaveCount(2);
  await expect(history.getByTestId('state-history-entry').nth(0)).toContainText('发布：草稿 → 已发布');
  await expect(history.getByTestId('state-history-entry').nth(1)).toContainText('撤回：已发布 → 已撤回');
  await expect(history.getByTestId('state-history-entry').nth(1)).toContainText('撤回原因：营业时间有误');
  await history.scrollIntoViewIfNeeded();
  await shot(page, 'notice-history-zh');
  await page.keyboard.press('Escape');

  // Every change is also a row of the state-change log screen (日志管理 > 状态变更日志).
  await page.getByRole('menuitem', { name: /日志管理$/ }).click();
  await page.getByRole('menuitem', { name: /状态变更日志$/ }).click();
  await expect(page).toHaveURL(/\/log\/state$/);
  await page.getByRole('search').getByLabel('记录名称', { exact: true }).fill(`${seed}-草稿`);
  await page
    .getByRole('search')
    .getByRole('button', { name: /搜\s*索/ })
    .click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'withdraw' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'publish' })).toHaveCount(1);
  await shot(page, 'state-log-zh');
});

test('in English: the transition buttons, the confirmation and the history', async ({ page, request }) => {
  const admin = await apiAs(request);
  const seed = uniq('en');
  await notice(admin, `${seed}-draft`, 'Opening hours change');
  const published = await notice(admin, `${seed}-live`, 'New cars');
  await admin.post(`${N}/publish`, undefined, { ids: String(published.id) });
  const withdrawn = await notice(admin, `${seed}-old`, 'Old news');
  await admin.post(`${N}/publish`, undefined, { ids: String(withdrawn.id) });
  await admin.post(`${N}/withdraw`, undefined, { ids: String(withdrawn.id), reason: 'Out of date' });

  await inEnglish(page);
  await login(page);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await openNotices(page, seed, true);
  const row = (suffix: string) => rows(page).filter({ hasText: `${seed}-${suffix}` });
  await expect(row('draft')).toContainText('Draft');
  await expect(button(row('draft'), 'Publish')).toBeVisible();
  await expect(button(row('draft'), 'Withdraw')).toHaveCount(0);
  await expect(row('live')).toContainText('Published');
  await expect(button(row('live'), 'Withdraw')).toBeVisible();
  await expect(row('old')).toContainText('Withdrawn');
  await expect(button(row('old'), 'Publish')).toBeVisible();
  await shot(page, 'notices-transitions-en');

  await button(row('live'), 'Withdraw').click();
  await expect(dialog(page)).toContainText(`Withdraw "${seed}-live"? (Published → Withdrawn)`);
  await dialog(page).getByLabel('Reason').fill('Wrong date');
  await shot(page, 'notice-withdraw-form-en');
  await dialog(page).getByRole('button', { name: /^OK$/ }).click();
  await expect(toast(page, 'Withdrawn')).toBeVisible();
  await expect(row('live')).toContainText('Withdrawn');

  await button(row('old'), 'View').click();
  const history = dialog(page).getByTestId('state-history');
  await expect(history).toContainText('Change history');
  await expect(history.getByTestId('state-history-entry')).toHaveCount(2);
  await expect(history.getByTestId('state-history-entry').nth(0)).toContainText('Publish: Draft → Published');
  await expect(history.getByTestId('state-history-entry').nth(1)).toContainText('Withdraw: Published → Withdrawn');
  await expect(history.getByTestId('state-history-entry').nth(1)).toContainText('Reason: Out of date');
  await history.scrollIntoViewIfNeeded();
  await shot(page, 'notice-history-en');
});

test('a user holding only the withdraw code sees withdraw on published rows and publish nowhere', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request);
  const seed = uniq('wd');
  await notice(admin, `${seed}-a`, 'Draft text');
  const published = await notice(admin, `${seed}-b`, 'Live text');
  await admin.post(`${N}/publish`, undefined, { ids: String(published.id) });
  await notice(admin, `${seed}-c`, 'Another draft');

  const { menu } = await admin.get<{ menu: GrantNode[] }>('/api/blade-system/menu/grant-tree');
  const desk = menu.find((n) => n.title === '工作台');
  const screen = desk?.children?.find((n) => n.title === '通知公告');
  const codes = ['查看', '撤回'].map((t) => screen?.children?.find((n) => n.title === t));
  expect(codes.every(Boolean), 'grant tree holds 工作台 > 通知公告 > 查看, 撤回').toBe(true);
  const role = await createRow(
    admin,
    '/api/blade-system/role',
    { roleName: `${seed}撤回员`, roleAlias: seed, sort: 50, parentId: 0 },
    'roleName',
  );
  await admin.post('/api/blade-system/role/grant', {
    roleIds: String(role.id),
    menuIds: [desk!.id, screen!.id, ...codes.map((n) => n!.id)].join(','),
    dataScopeIds: '',
    apiScopeIds: '',
  });
  await admin.post('/api/blade-user/submit', {
    account: seed,
    password: 'withdraw123',
    name: seed,
    realName: seed,
    roleId: String(role.id),
  });

  await login(page, { username: seed, password: 'withdraw123' });
  await expect(page).toHaveURL(/\/wel\/index$/);
  await openNotices(page, seed);
  const row = (suffix: string) => rows(page).filter({ hasText: `${seed}-${suffix}` });
  await expect(button(row('b'), '撤回')).toBeVisible();
  for (const r of ['a', 'b', 'c']) await expect(button(row(r), '发布')).toHaveCount(0);
  await expect(page.getByTestId('toolbar').getByRole('button', { name: /^发\s*布$/ })).toHaveCount(0);
  // The server agrees: publishing needs its own code.
  const mine = await apiAs(request, { username: seed, password: 'withdraw123' });
  const direct = await mine.raw('POST', `${N}/publish?ids=${String(published.id)}`);
  expect(direct.status).toBe(403);
});
