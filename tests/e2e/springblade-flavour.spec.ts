/**
 * The SpringBlade flavour as the console meets it (docs/contract.md §10):
 * - every system screen opens from BladeX's standard path (the menu's, schemas/system/standard-screens.ts)
 *   and from ours, and the sidebar's entries lead to the standard paths;
 * - a session opened at SpringBlade's `blade-auth/token` (SM2-encrypted password, as Saber signs in) is
 *   one the console runs on, and the console's own log-out ends it for the SpringBlade refresh too: both
 *   flavours share one session model.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import smCrypto from 'sm-crypto';
import { loginAsAdmin } from './helpers';

const SHOTS = process.env.SHOTS_DIR;
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** [standard path, our route] of the screens whose paths differ; the rest sit at Saber's paths already. */
const PAIRS: Array<[string, string]> = [
  ['/authority/datascope', '/authority/data-scope'],
  ['/authority/apiscope', '/authority/api-scope'],
  ['/base/region', '/system/region'],
  ['/monitor/log/usual', '/log/usual'],
  ['/monitor/log/api', '/log/api'],
  ['/monitor/log/error', '/log/error'],
  ['/system/dict', '/dict-horizontal/index'],
];
const SAME = [
  '/system/user',
  '/system/dept',
  '/system/post',
  '/authority/role',
  '/system/menu',
  '/system/param',
  '/system/tenant',
  '/system/client',
  '/system/topmenu',
  '/desk/notice',
  '/tool/datasource',
];

async function expectScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // A list (most screens) or the cards of a composed screen (top menus).
  await expect(page.locator('.ant-table:visible, .ant-card:visible').first(), path).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('shell-error-404')).toHaveCount(0);
}

test('every system screen opens from its standard path and from ours', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAsAdmin(page);
  for (const [standard, ours] of PAIRS) {
    await expectScreen(page, standard);
    await expectScreen(page, ours);
  }
  for (const path of SAME) await expectScreen(page, path);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/standard-path-dict-zh.png` });
  // The sidebar's entries carry the standard paths.
  const menu = await page.evaluate(() => localStorage.getItem('toycar-menu') ?? '');
  for (const [standard] of PAIRS) expect(menu, standard).toContain(`"${standard}"`);
});

test('a session from blade-auth/token runs the console, and the console’s log-out ends it', async ({
  page,
  request,
}) => {
  // The server's public key, as a Saber build is given it (README "Use with Saber"): DATA_DIR of the e2e server.
  const { publicKey } = JSON.parse(
    readFileSync(resolve(process.env.E2E_DATA_DIR ?? 'data/e2e', 'sm2-keys.json'), 'utf8'),
  ) as { publicKey: string };
  const captcha = (await (await request.get('/api/blade-auth/captcha', { headers: { authorization: BASIC } })).json())
    .data;
  const signIn = await request.post('/api/blade-auth/token', {
    headers: { authorization: BASIC, 'captcha-key': captcha.key, 'captcha-code': captcha.testCode },
    params: {
      grantType: 'captcha',
      tenantId: '000000',
      account: 'admin',
      password: smCrypto.sm2.doEncrypt('admin', publicKey, 0),
      type: 'account',
    },
  });
  const auth = (await signIn.json()).data;
  expect(auth).toMatchObject({ account: 'admin', tokenType: 'bearer' });

  // The console keeps a session as tokens plus the user (engine/auth/session.ts): store this one.
  await page.goto('/login');
  await page.evaluate((a) => {
    const put = (name: string, content: unknown) =>
      localStorage.setItem(`toycar-${name}`, JSON.stringify({ type: 'local', content, timestamp: Date.now() }));
    put('token', a.accessToken);
    put('refreshToken', a.refreshToken);
    put('tenantId', a.tenantId);
    put('roles', String(a.authority).split(','));
    put('userInfo', {
      tenant_id: a.tenantId,
      user_id: a.userId,
      account: a.account,
      user_name: a.account,
      real_name: a.userName,
      role_name: a.authority,
      avatar: a.avatar,
    });
  }, auth);
  await page.goto('/monitor/log/usual');
  await expect(page.locator('.ant-table:visible').first()).toBeVisible();
  await expect(page.locator('.ant-table-tbody:visible').getByText('admin').first()).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  // Closed for SpringBlade's flavour too: its refresh token is refused, and so is its access token.
  const refresh = await request.post('/api/blade-auth/token', {
    headers: { authorization: BASIC },
    params: { grantType: 'refresh_token', refreshToken: auth.refreshToken },
  });
  expect(refresh.status()).toBe(401);
  expect((await refresh.json()).success).toBe(false);
  const after = await request.get('/api/blade-system/menu/routes', {
    headers: { 'blade-auth': `bearer ${auth.accessToken}` },
  });
  expect(after.status()).toBe(401);
});
