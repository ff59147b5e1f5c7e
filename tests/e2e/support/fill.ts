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
    await scope.getByLabel(label, { exact: true }).first().fill(value);
    return value;
  }
  if (t === 'number' || t === 'money') {
    await scope
      .getByLabel(label, { exact: true })
      .first()
      .fill(String(c.min && c.min > 1 ? c.min : 1));
    return undefined;
  }
  if (t === 'date' || t === 'datetime') {
    const input = scope.getByLabel(label, { exact: true }).first();
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
    await scope.getByLabel(label, { exact: true }).first().fill('{}');
    return undefined;
  }
  // select, tree-select, cascader, anything with options.
  await pickFirstOption(page, scope, c, lang);
  return undefined;
}
