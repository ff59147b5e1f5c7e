/**
 * Issue 13 in the browser: the console works under the server's Content-Security-Policy (no violation
 * while signing in with the captcha picture, on a CRUD screen, uploading a picture and a file, with the
 * colour picker), and a refusal that keeps the platform from locking itself out reads clearly (removing
 * the administrator role one holds), in Chinese and in English. Screenshots of the refusal go to
 * $SHOTS_DIR when set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { clickRowOp, dialog, escapeDialog, loginAsAdmin, rows, toast } from './helpers';
import { inEnglish } from './shell-helpers';

const SHOTS = process.env.SHOTS_DIR;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Collect every CSP violation the page reports (the event, and Chromium's console line). */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Refused to (csp event) ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return seen;
}

test('the console works under its Content-Security-Policy', async ({ page }) => {
  const violations = await watchCsp(page);
  const first = await page.goto('/login');
  const csp = first!.headers()['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(first!.headers()['x-frame-options']).toBe('DENY');

  await loginAsAdmin(page);
  // A CRUD screen: list, search, add dialog.
  await page.getByRole('menuitem', { name: /系统管理$/ }).click();
  await page.getByRole('menuitem', { name: /参数管理$/ }).click();
  await expect(rows(page).first()).toBeVisible();
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await expect(dialog(page)).toBeVisible();
  await escapeDialog(page);

  // Uploads: a file through the attachment screen's upload dialog.
  await page.getByRole('menuitem', { name: /资源管理$/ }).click();
  await page.getByRole('menuitem', { name: /附件管理$/ }).click();
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /上\s*传/ })
    .click();
  const d = dialog(page);
  await d
    .locator('input[type=file]')
    .setInputFiles({ name: 'csp.txt', mimeType: 'text/plain', buffer: Buffer.from('csp') });
  await expect(d.getByRole('textbox')).toHaveValue(/\/api\/blade-resource\/oss\/file\//);
  await escapeDialog(page);

  // A picture: the avatar on the personal page, shown back from the server.
  await page.goto('/info/index');
  await page.locator('input[type=file]').first().setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('avatar-preview')).toHaveAttribute('src', /\/api\/blade-resource\/oss\/file\//);
  await expect
    .poll(() =>
      page.getByTestId('avatar-preview').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(1);

  // The colour picker (antd writes its styles inline).
  await page.getByTestId('color-picker').click();
  await page.locator('.ant-color-picker-presets-color').nth(6).click();
  await page.keyboard.press('Escape');

  expect(violations).toEqual([]);
});

for (const lang of ['zh', 'en'] as const) {
  test(`removing the administrator role one holds is refused with a clear message (${lang})`, async ({ page }) => {
    if (lang === 'en') await inEnglish(page);
    await loginAsAdmin(page);
    await page.getByRole('menuitem', { name: lang === 'en' ? /Permissions$/ : /权限管理$/ }).click();
    await page.getByRole('menuitem', { name: lang === 'en' ? /^\S*\s*Roles$/ : /角色管理$/ }).click();
    await expect(page).toHaveURL(/\/authority\/role$/);
    const admin = rows(page).filter({ hasText: 'administrator' }).first();
    await clickRowOp(admin, lang === 'en' ? /Delete/ : /删\s*除/);
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: lang === 'en' ? /OK/ : /确\s*定/ })
      .click();
    const message = lang === 'en' ? 'You cannot remove a role you hold' : '不能删除自己所属的角色';
    await expect(toast(page, message)).toBeVisible();
    await expect(admin).toBeVisible();
    if (SHOTS) {
      // Once the toast's entrance animation has settled (no animation left running on it).
      await expect
        .poll(() =>
          page
            .locator('.ant-message')
            .first()
            .evaluate((m) => m.getAnimations({ subtree: true }).length),
        )
        .toBe(0);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `refuse-own-role-${lang}.png`) });
    }
  });
}

for (const lang of ['zh', 'en'] as const) {
  test(`a required field filled with spaces shows its message and is not saved (${lang})`, async ({ page }) => {
    if (lang === 'en') await inEnglish(page);
    await loginAsAdmin(page);
    await page.getByRole('menuitem', { name: lang === 'en' ? /System$/ : /系统管理$/ }).click();
    await page.getByRole('menuitem', { name: lang === 'en' ? /Parameters$/ : /参数管理$/ }).click();
    await page
      .getByTestId('toolbar')
      .getByRole('button', { name: lang === 'en' ? /Add/ : /新\s*增/ })
      .click();
    const d = dialog(page);
    await d.getByLabel(lang === 'en' ? 'Name' : '参数名称').fill('   ');
    await d.getByLabel(lang === 'en' ? 'Key' : '参数键名').fill(`blank.${Date.now()}`);
    await d.getByLabel(lang === 'en' ? 'Value' : '参数键值').fill('1');
    await d.getByRole('button', { name: lang === 'en' ? /OK|Save/ : /确\s*定|保\s*存/ }).click();
    await expect(d.getByText(lang === 'en' ? 'Please enter the parameter name' : '请输入参数名称')).toBeVisible();
    await expect(d).toBeVisible();
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `blank-required-${lang}.png`) });
  });
}
