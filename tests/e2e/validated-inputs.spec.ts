/**
 * Issue 35 item 6 in the browser, zh and en: the store form in titled groups, its region pickers, opening
 * hours picked as two times and coordinates that validate — a longitude out of the stores' range shows the
 * server's words under the field while the field keeps what was typed, and nothing is saved.
 */
import { expect, test } from '@playwright/test';
import { dialog, loginAsAdmin, rows } from './helpers';
import { inEnglish } from './shell-helpers';

const WORDS = {
  zh: { add: /新\s*增/, groups: ['基本信息', '位置', '联系方式'], lng: '经度', ok: /确\s*定|保\s*存/, out: '应在 73 到 136 之间', decimals: '最多 6 位小数', hours: '营业时间' },
  en: { add: /Add/, groups: ['Basics', 'Location', 'Contact'], lng: 'Longitude', ok: /OK|Save/, out: 'must be between 73 and 136', decimals: 'must have at most 6 decimals', hours: 'Opening hours' },
};

for (const lang of ['zh', 'en'] as const) {
  test(`the store form: titled groups, a bad coordinate refused under the field, the input kept (${lang})`, async ({ page }) => {
    const w = WORDS[lang];
    await page.setViewportSize({ width: 1440, height: 900 });
    if (lang === 'en') await inEnglish(page);
    await loginAsAdmin(page);
    await page.goto('/merchants/store');
    // The first screen after a log-in also loads the shell: a loaded machine may take a while.
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('toolbar').getByRole('button', { name: w.add }).click();
    const form = dialog(page);
    for (const title of w.groups) await expect(form.getByRole('region', { name: title })).toBeVisible();
    // The coordinates sit in the location group.
    const lng = form.getByRole('region', { name: w.groups[1] }).getByLabel(w.lng, { exact: true });
    await lng.fill('200');
    await lng.blur();
    await expect(form.getByText(w.out)).toBeVisible();
    await expect(lng).toHaveValue('200');
    await page.screenshot({ path: `docs/screenshots/store-form-${lang}.png` });
    await form.getByRole('button', { name: w.ok }).click();
    // Refused in the form: the dialog stays, with the message and the typed value.
    await expect(form.getByText(w.out)).toBeVisible();
    await expect(lng).toHaveValue('200');
    await lng.fill('113.1234567');
    await lng.blur();
    await expect(form.getByText(w.decimals)).toBeVisible();
    await lng.fill('113.123456');
    await lng.blur();
    await expect(form.getByText(w.decimals)).toHaveCount(0);
    await expect(form.getByText(w.out)).toHaveCount(0);
    // Opening hours are two time pickers holding the default 10:00–22:00.
    await expect(form.getByRole('region', { name: w.groups[0] }).locator('.ant-picker-range input').first()).toHaveValue('10:00');
  });
}
