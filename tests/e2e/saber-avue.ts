/**
 * Driving the unmodified Saber front end (Vue 3, Element Plus, avue-crud) in a test: its files served with
 * `/api` passed to the reference server, and the add / edit / delete dialogs of an avue-crud screen filled
 * the way a person fills them (every required field, each by its kind of control). Used by
 * ./saber-frontend.spec.ts only; Saber itself is built outside the repository (scripts/saber-check.sh).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { extname, join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/**
 * Saber's files, and `/api/*` passed to the reference server, as Saber's own dev proxy (vite.config.mjs)
 * or an nginx in front of a gateway does. The server answers the paths with or without `/api`.
 */
export function serveSaber(dist: string, port: number, apiPort: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/api/')) {
      const upstream = httpRequest(
        { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const path = join(dist, decodeURIComponent((req.url ?? '/').split('?')[0]));
    // A history-mode route is the app's index.
    const file = path.startsWith(dist) && existsSync(path) && extname(path) ? path : join(dist, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

/** A value for a field by its label: text (`$u` is the row's unique word), or a function that fills it. */
export type FieldValue = string | number | ((item: Locator, page: Page) => Promise<void>);

type Kind = 'number' | 'radio' | 'select' | 'textarea' | 'date' | 'icon' | 'input' | 'other';

const kindOf = (item: Locator): Promise<Kind> =>
  item.evaluate((e): Kind => {
    const has = (s: string) => !!e.querySelector(s);
    if (has('.el-input-number')) return 'number';
    if (has('.el-radio')) return 'radio';
    if (has('.el-select, .el-select__wrapper')) return 'select';
    if (has('textarea')) return 'textarea';
    if (has('.el-date-editor')) return 'date';
    if (has('.avue-input-icon')) return 'icon';
    return has('input') ? 'input' : 'other';
  });

/** The first choice of the dropdown just opened (a tree's node by its checkbox when it has one). */
async function pickFirst(page: Page) {
  // The dropdown just opened is the last popper; one closing before it may still be fading out.
  const option = page
    .locator('.el-popper:visible')
    .last()
    .locator('.el-select-dropdown__item, .el-tree-node__content')
    .first();
  await option.waitFor();
  const box = option.locator('.el-checkbox');
  await ((await box.count()) ? box.first() : option).click();
}

async function fillOne(page: Page, item: Locator, kind: Kind, value: string | undefined) {
  const input = item.locator('input, textarea').first();
  switch (kind) {
    case 'input':
    case 'textarea':
    case 'number':
      await input.fill(value ?? '1');
      // Leave the field without focusing the next one: avue's icon field opens its picker on focus.
      await input.blur();
      return;
    case 'radio':
      await item.locator('.el-radio__inner').first().click();
      await expect(item.locator('.el-radio.is-checked')).toHaveCount(1);
      return;
    case 'select':
      await item.locator('.el-select__wrapper, .el-select').first().click();
      await pickFirst(page);
      await page.keyboard.press('Escape');
      return;
    case 'date':
      await input.click();
      await page.locator('.el-picker-panel:visible td.available').first().click();
      return;
    case 'icon': {
      // avue's icon picker is a dialog of its own, opened by focus (the Tab out of the field before may
      // have opened it already); a pick closes it and fills the field.
      const icon = page.locator('.el-dialog:visible .avue-input-icon__item').first();
      await expect(async () => {
        if (await icon.isVisible()) await icon.click({ timeout: 2_000 });
        else await input.click({ timeout: 2_000 });
        await expect(input).not.toHaveValue('', { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await expect(icon).toBeHidden();
      return;
    }
    default:
      throw new Error(`a form field of an unknown kind: ${await item.innerText()}`);
  }
}

/**
 * Fills an avue form: the fields named in `values`, and every other required field still empty (text gets
 * the unique word, numbers 1, a select or tree its first choice, radios their first, a date today).
 */
export async function fillForm(page: Page, form: Locator, u: string, values: Record<string, FieldValue> = {}) {
  const items = form.locator('.el-form-item');
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i);
    if (!(await item.isVisible())) continue;
    const label = ((await item.locator('.el-form-item__label').first().textContent()) ?? '').replace(/[:：]\s*$/, '');
    const given = values[label.trim()];
    if (typeof given === 'function') {
      await given(item, page);
      continue;
    }
    const required = await item.evaluate((e) => e.classList.contains('is-required'));
    if (given === undefined && !required) continue;
    const kind = await kindOf(item);
    // Read at once (a locator's inputValue would wait for a text box a radio group does not have).
    const [current, checked] = await item.evaluate((e) => [
      e.querySelector<HTMLInputElement>('input:not([type=radio]), textarea')?.value ?? '',
      e.querySelectorAll('.el-radio.is-checked').length,
    ]);
    // A field the screen has already filled in (a default, a copied parent) keeps its value.
    if (given === undefined && (current || checked) && kind !== 'select') continue;
    // An empty select shows its placeholder greyed out.
    const emptySelect = await item.locator('.el-select__placeholder.is-transparent').count();
    if (given === undefined && kind === 'select' && !emptySelect) continue;
    await fillOne(page, item, kind, given === undefined ? (kind === 'number' ? '1' : u) : String(given).replace('$u', u));
  }
}

/**
 * Runs a save or delete and waits for the screen's answer: its success message, or fails with its error
 * message. Older messages are taken away first (they stay three seconds), so the answer is this action's.
 */
export async function saberAnswer(page: Page, what: string, act: () => Promise<void>) {
  await page.evaluate(() => document.querySelectorAll('.el-message').forEach((m) => m.remove()));
  await act();
  const answer = page.locator('.el-message--success, .el-message--error').last();
  await answer.waitFor({ timeout: 20_000 });
  const error = await answer.evaluate((e) => e.classList.contains('el-message--error'));
  expect(error ? await answer.innerText() : '', `${what}: the server refused`).toBe('');
}
