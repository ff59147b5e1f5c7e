/**
 * Filling a schema form the way a person does, driven by the column definitions: text is typed, choices
 * are picked from the open dropdown, dates typed and confirmed. Values are generated to pass the column's
 * own rules (pattern, length, named validators), so a journey needs no per-screen data.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Column } from '../../../engine/schema/model';

const typeOf = (c: Column) => c.type ?? 'text';
const TEXT_TYPES = new Set(['text', 'textarea', 'password', 'phone', 'email', 'url', 'icon']);

/** A value the column accepts, unique per run where it matters. */
export function sampleText(c: Column, seed: string): string {
  const t = typeOf(c);
  if (t === 'phone') return `138${String(Date.now()).slice(-8)}`;
  if (t === 'email') return `${seed}@example.com`;
  if (t === 'url') return `https://example.com/${seed}`;
  if (t === 'password') return 'e2ePass123';
  const max = Math.max(1, c.maxLength ?? 64);
  // Letters and digits: passes the identifier-like patterns schemas use (codes, aliases, keys). A column
  // with other patterns (a path starting with /, digits only…) gets the first variant they all accept.
  const v = `${seed}${c.prop.slice(0, 4)}`.replace(/[^a-zA-Z0-9]/g, '');
  const patterns = (c.rules ?? []).flatMap((r) => (r.pattern ? [new RegExp(r.pattern)] : []));
  const digits = String(Date.now()).slice(-Math.min(max, 12));
  const variants = [
    v,
    `/${v}`,
    v.toLowerCase(),
    `/${v.toLowerCase()}`,
    v.toUpperCase(),
    digits,
    ...(c.rules ?? []).flatMap((r) => (r.pattern ? [fixedShape(r.pattern)] : [])),
  ].map((x) => x.slice(0, max));
  return variants.find((x) => patterns.every((p) => p.test(x))) ?? variants[0];
}

/**
 * A value of a fixed-shape pattern `^<letters><class>{n}$` (class `\d` or `[0-9a-f]`, n or n,m): an IMEI
 * (15 digits), a WeChat AppID (wx and 16 hex digits). Any other pattern gives an empty variant.
 */
function fixedShape(pattern: string): string {
  const m = /^\^([a-zA-Z]*)(\\d|\[0-9a-f\])\{(\d+)(?:,\d+)?\}\$$/.exec(pattern);
  if (!m) return '';
  const n = Number(m[3]);
  const stamp = `${Date.now()}${Date.now()}`;
  const body = m[2] === '\\d' ? stamp : Number(stamp.slice(-12)).toString(16).padStart(n, 'a');
  return m[1] + body.slice(-n).padStart(n, '7');
}

export const isTextual = (c: Column) => TEXT_TYPES.has(typeOf(c)) && !c.dict && !c.ref;

/**
 * The control labelled `label`: never the titled form section (`dialog.groups`) of the same name, which
 * carries it as its aria-label too (the user forms' 登录账号 section holds the 登录账号 field).
 */
const control = (scope: Locator, label: string) =>
  scope.getByLabel(label, { exact: true }).and(scope.locator(':not(section)')).first();

/** A coordinate inside the range both value types accept (Changsha, where the demo business is). */
const COORDINATE: Record<string, string> = { longitude: '112.938814', latitude: '28.228209' };

/** The form item (label + control) of a column inside a dialog. */
const itemOf = (scope: Locator, c: Column, lang: 'zh' | 'en') =>
  scope.locator('.ant-form-item, .ant-formily-item').filter({ hasText: c.label[lang] }).first();

async function pickFirstOption(page: Page, scope: Locator, c: Column, lang: 'zh' | 'en') {
  const item = itemOf(scope, c, lang);
  await item.locator('.ant-select-selector, .ant-cascader, input').first().click();
  const dropdown = page.locator('.ant-select-dropdown:visible, .ant-cascader-dropdown:visible').last();
  await expect(dropdown).toBeVisible();
  const options = dropdown.locator(
    '.ant-select-item-option:not(.ant-select-item-option-disabled), .ant-select-tree-treenode:not(.ant-select-tree-treenode-disabled) .ant-select-tree-node-content-wrapper, .ant-cascader-menu-item',
  );
  await expect(options.first()).toBeVisible();
  // Not a row another spec made: on the other worker it may be deleted before this form saves (the
  // merchant-role journey's role, picked by the merchant-account journey, was). Those carry `e2e` or a
  // time stamp in base 36 (`uniq()`: …mx5q…), whose first three letters stay the same for 16 hours.
  const now = Date.now();
  const stamps = [...new Set([now, now - 4 * 3600_000].map((t) => t.toString(36).slice(0, 3)))];
  const made = new RegExp(`^e2e|${stamps.join('|')}`);
  const lasting = options.filter({ hasNotText: made });
  await ((await lasting.count()) ? lasting : options).first().click();
  // Multi selects stay open: Tab on to the next field, which closes them. (Not Escape: the dialog hears
  // it too and closes with everything typed.) A single choice closes its dropdown itself.
  if (typeOf(c).startsWith('multi')) await page.keyboard.press('Tab');
  await expect(dropdown).toBeHidden();
}

/**
 * Fill one column. Returns the value typed for textual columns (to search and check later), else undefined.
 */
export async function fillColumn(page: Page, scope: Locator, c: Column, seed: string, lang: 'zh' | 'en' = 'zh') {
  const t = typeOf(c);
  const label = c.label[lang];
  if (isTextual(c)) {
    const value = sampleText(c, seed);
    await control(scope, label).fill(value);
    return value;
  }
  if (t === 'number' || t === 'money') {
    await control(scope, label).fill(String(c.min && c.min > 1 ? c.min : 1));
    return undefined;
  }
  if (t in COORDINATE) {
    await control(scope, label).fill(COORDINATE[t]);
    return undefined;
  }
  if (t === 'month') {
    const input = control(scope, label);
    await input.click();
    await input.fill(new Date().toISOString().slice(0, 7));
    await input.press('Enter');
    return undefined;
  }
  if (t === 'date-range' || t === 'time-range') {
    // Both ends typed into the picker's two inputs, each confirmed.
    const inputs = itemOf(scope, c, lang).locator('input');
    const ends = t === 'date-range' ? [new Date().toISOString().slice(0, 10), `${new Date().getFullYear() + 1}-12-31`] : ['09:00', '21:00'];
    for (const [i, v] of ends.entries()) {
      await inputs.nth(i).click();
      await inputs.nth(i).fill(v);
      await inputs.nth(i).press('Enter');
    }
    return undefined;
  }
  if (t === 'date' || t === 'datetime') {
    const input = control(scope, label);
    const today = new Date().toISOString().slice(0, 10);
    await input.click();
    await input.fill(t === 'date' ? today : `${today} 10:00:00`);
    await input.press('Enter');
    return undefined;
  }
  if (t === 'radio' || t === 'checkbox') {
    await itemOf(scope, c, lang).locator('input[type=radio], input[type=checkbox]').first().check();
    return undefined;
  }
  if (t === 'switch') return undefined;
  if (t === 'json') {
    await control(scope, label).fill('{}');
    return undefined;
  }
  // select, tree-select, cascader, anything with options.
  await pickFirstOption(page, scope, c, lang);
  return undefined;
}
