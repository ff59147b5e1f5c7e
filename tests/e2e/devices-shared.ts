/**
 * What the device e2e specs (tests/e2e/devices*.spec.ts) share: opening a device screen from the
 * sidebar, searching it, a row's buttons, confirming, and screenshots in /tmp/devices-shots/.
 */
import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { clickRowOp, dialog, rows } from './helpers';

export const SHOTS = '/tmp/devices-shots';
mkdirSync(SHOTS, { recursive: true });

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const menuItem = (page: Page, title: string) =>
  page.getByRole('menuitem', { name: new RegExp(`(^|\\s)${escape(title)}$`) });

/** Open a screen from the sidebar: its group, then the entry, until the route shows (a busy machine may drop a click). */
export async function openScreen(page: Page, group: string, title: string, route: RegExp) {
  await expect(async () => {
    // The group may be open already (a screen of it was opened before): open it only when it is closed.
    if (!(await menuItem(page, title).isVisible())) await menuItem(page, group).first().click();
    await menuItem(page, title).click({ timeout: 3000 });
    await expect(page).toHaveURL(route, { timeout: 3000 });
  }).toPass();
}

/** Fill search fields (by label) and search. */
export async function search(page: Page, fields: Record<string, string>, en = false) {
  const form = page.getByRole('search');
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: en ? /Search/ : /搜\s*索/ }).click();
}

export const rowWith = (page: Page, text: string) => rows(page).filter({ hasText: text });

/** A row's (or the toolbar's) button by its exact text. */
export const button = (scope: Locator, name: string) =>
  scope.getByRole('button', { name: new RegExp(`^${escape(name)}$`) });

/** Clicks a row's operation by its exact text, inline or in the row's More menu (column priority). */
export const clickOp = (row: Locator, name: string) => clickRowOp(row, new RegExp(`^${escape(name)}$`));

/** The OK of the open confirmation (antd Modal.confirm) or dialog. */
export async function confirm(page: Page, en = false) {
  const box = page.locator('.ant-modal-confirm:visible, .ant-modal:visible').last();
  await box.getByRole('button', { name: en ? /^OK$/ : /确\s*定/ }).click();
}

export const okDialog = (page: Page, en = false) =>
  dialog(page)
    .getByRole('button', { name: en ? /^OK$/ : /确\s*定/ })
    .click();

/** A screenshot once the toasts have faded. */
export async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15000 });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
