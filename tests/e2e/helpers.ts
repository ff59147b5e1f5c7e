import { expect, type Page } from '@playwright/test';

export const admin = { tenantId: '000000', username: 'admin', password: 'admin' };

/**
 * Log in through the real login page. The captcha is real; the e2e server runs with TEST_CAPTCHA=1, a
 * test-only setting (refused in production) that adds the answer to the captcha response, which we read
 * off the wire like a person reads the picture.
 */
export async function login(page: Page, who: { tenantId?: string; username?: string; password?: string } = {}) {
  const codes = new Map<string, string>(); // image -> answer
  const onResponse = async (r: { url(): string; json(): Promise<unknown> }) => {
    if (!r.url().includes('/api/blade-auth/oauth/captcha')) return;
    const body = (await r.json().catch(() => ({}))) as { image?: string; testCode?: string };
    if (body.image && body.testCode) codes.set(body.image, body.testCode);
  };
  page.on('response', onResponse);
  const alreadyThere = page.url().includes('/login');
  if (!alreadyThere) await page.goto('/login');
  const img = page.getByRole('button', { name: /验证码|Captcha/ }).locator('img');
  await expect(img).toBeVisible();
  // On a login page that was open before we listened, the picture may have arrived unheard: ask for a
  // new one, as a person does with a picture they cannot read.
  if (alreadyThere) {
    const before = await img.getAttribute('src');
    await page.getByRole('button', { name: /验证码|Captcha/ }).click();
    // Answer the new picture only: the old one's key is no longer the form's.
    await expect(img).not.toHaveAttribute('src', before ?? '');
  }
  // Answer the picture actually shown, like a person would.
  let answer: string | undefined;
  await expect
    .poll(async () => (answer = codes.get((await img.getAttribute('src')) ?? '')), {
      message: 'server must run with TEST_CAPTCHA=1 for e2e',
    })
    .toBeTruthy();
  page.off('response', onResponse);
  await page.getByLabel(/租户编号|Tenant ID/).fill(who.tenantId ?? admin.tenantId);
  await page.getByLabel(/^(账号|Account)$/).fill(who.username ?? admin.username);
  await page.getByLabel(/^(密码|Password)$/).fill(who.password ?? admin.password);
  await page.getByLabel(/^(验证码|Captcha)$/).fill(answer!);
  await page.keyboard.press('Enter');
}

/**
 * The platform administrator, signed in. The first test of a worker signs in through the login page; a
 * later one starts from the storage that sign-in left (tokens, user, menu), as a person who comes back to an
 * open console does, once the server still accepts its token. A test that logged out, or whose session was
 * forced offline, leaves a token the server refuses: the next test then signs in through the page again.
 * (Sign-in is what the login specs test; the rest only need to be signed in.)
 */
export async function loginAsAdmin(page: Page) {
  if (await resumeSession(page, 'admin')) return;
  await login(page);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await keepSession(page, 'admin');
}

/** Storage after a sign-in through the page, per account, in this worker process. */
const keptSessions = new Map<string, [string, string][]>();

async function keepSession(page: Page, account: string) {
  // The shell stores the user, permissions and menu once they arrive: take them after the sidebar shows.
  await expect(page.locator('.ant-menu').first()).toBeVisible();
  // Not the language: a test that chose English before its first sign-in in this worker would otherwise
  // hand English to every later test that resumes the session (a Chinese spec then found no 系统管理).
  const entries = (await page.evaluate(() => Object.entries(localStorage))).filter(([k]) => !k.endsWith('-language'));
  if (entries.some(([k]) => k.endsWith('-token'))) keptSessions.set(account, entries);
}

async function resumeSession(page: Page, account: string): Promise<boolean> {
  const entries = keptSessions.get(account);
  const token = entries?.find(([k]) => k.endsWith('-token'))?.[1];
  if (!entries || !token) return false;
  const accessToken = (JSON.parse(token) as { content?: string }).content;
  const check = await page.request.get('/api/blade-user/info', {
    headers: { Authorization: BASIC_CLIENT, 'Blade-Auth': `bearer ${accessToken}` },
  });
  if (check.status() !== 200) {
    keptSessions.delete(account);
    return false;
  }
  // Written before the console's first script runs, on this page's first document only (a later
  // navigation of the test, a log-out say, must find the storage as the console left it).
  await page.addInitScript((kept) => {
    if (sessionStorage.getItem('e2e-resumed')) return;
    sessionStorage.setItem('e2e-resumed', '1');
    for (const [k, v] of kept) localStorage.setItem(k, v);
  }, entries);
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/wel\/index$/);
  return true;
}

const BASIC_CLIENT = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** The open dialog (antd Modal). */
export const dialog = (page: Page) => page.locator('.ant-modal:visible').last();

/** Body rows of the visible table inside a container (screens of other open tabs stay in the page, hidden). */
export const rows = (scope: Page | ReturnType<Page['locator']>) =>
  scope.locator('.ant-table-tbody tr.ant-table-row:visible');

/** A toast by its text (the newest, when an earlier one with the same text is still fading out). */
export const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text).last();

export const uniq = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * Close the open dialog with Esc, as a person does once it has opened: antd takes the focus into the
 * dialog when its opening animation ends, and Esc before that reaches the page, not the dialog.
 */
export async function escapeDialog(page: Page) {
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
}

/**
 * Wait until the pane of the current address is the one shown. The address changes at once, but the shell
 * renders the new tab in a transition that keeps the old tab shown while the new page's code loads; a
 * query in that moment finds the old tab's controls, and an action then waits on them forever once hidden.
 */
export async function currentPaneShown(page: Page) {
  const path = new URL(page.url()).pathname;
  await expect(page.locator(`.tc-pane[data-pane="${path}"]`)).toBeVisible();
}

type Scope = ReturnType<Page['locator']>;

/** The row's 更多 / More button (issue 35: a row shows at most three operations; the rest wait in its menu). */
export const moreButton = (row: Scope) => row.getByRole('button', { name: /^(更多|More)\s*$/ });

/**
 * Press a row's operation by its name: its button when the row shows it, else the item of its More menu.
 * Journeys use it for operations a busy row may keep in the menu.
 */
export async function clickRowOp(row: Scope, name: RegExp) {
  await expect(row).toBeVisible();
  const button = row.getByRole('button', { name });
  if (await button.count()) return button.first().click();
  await moreButton(row).click();
  await row.page().locator('.ant-dropdown:visible').getByRole('menuitem', { name }).click();
}

/** The names of every operation a row offers: its buttons and its More menu's items (the menu closed again). */
export async function rowOpNames(row: Scope): Promise<string[]> {
  await expect(row).toBeVisible();
  const names = (await row.locator('.crud-row-operations > button:not(.crud-row-more)').allInnerTexts()).map((t) =>
    t.trim(),
  );
  if (await moreButton(row).count()) {
    await moreButton(row).click();
    const menu = row.page().locator('.ant-dropdown:visible');
    names.push(...(await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim()));
    await row.page().keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  }
  return names;
}
