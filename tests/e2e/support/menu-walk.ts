/**
 * The menu walker: signs in as one account, reads the menu tree the server gives that account, opens every
 * leaf in Chromium and reports what went wrong on each screen. Shared by the access walk (every seeded
 * role: tests/e2e/access-walk.spec.ts) and the screen review (layout checks in zh/en and two widths).
 *
 * API
 * - `walkMenu(browser, baseURL, account, options?) → WalkReport` — the whole walk for one account:
 *   - signs in ONCE per account and run (the real login page, captcha read as a person reads it), then
 *     reuses the Playwright storage state for every page (`signedInState`, cached per account);
 *   - reads the account's menu tree (`menu/routes`, as the sidebar gets it) and takes its leaves
 *     (`menuLeaves`: category-1 nodes without children, web addresses left out);
 *   - opens each leaf by its path in `options.concurrency` pages of ONE browser context at a time (default 3);
 *   - waits until the screen has settled (its pane shown, no API call in flight, no spinner);
 *   - collects, per screen, as `WalkProblem`s:
 *       `page-403` / `page-404` — the shell's 403 / 404 page (or the standalone one),
 *       `page-error` — a render error (the pane's error boundary) or an uncaught script error,
 *       `call-failed` — an API answer with HTTP status ≥ 400, or an envelope with `success: false`,
 *       `button-403` — a button that, pressed, made a call answered 403 (with `pressButtons`),
 *       `check` — whatever the caller's `check` threw;
 *   - with `pressButtons` (default true) presses every enabled button of the screen's toolbar and of its
 *     first row (and the buttons of a plugin page), one after another, as a person would look at them:
 *     a confirmation is CANCELLED and a dialog is CLOSED without saving, so nothing is deleted or
 *     submitted; only buttons that act without asking (a refresh, an export) do what they say;
 *   - `check(page, leaf, screen)` — the caller's extra per-screen checks, run after the screen settled and
 *     before the buttons are pressed (the page shows the screen; `screen.calls` lists its API calls);
 *     throw (e.g. a failed `expect`) to report a problem of kind `check`;
 *   - `lang` ('zh' default, or 'en') and `viewport` ({ width, height }, default 1440 × 900) set up the
 *     browser context; `only(leaf)` narrows the leaves.
 * - `WalkReport`: `leaves`, `screens` (one `ScreenResult` per opened leaf: its problems, calls, rows shown,
 *   time), `problems` (all of them) and `summary()` — one line per problem, for an assertion message.
 * - `signedInState(browser, baseURL, account)`, `menuLeaves(tree)` and `fetchMenuTree(request, token)`
 *   are exported for callers that need the parts.
 *
 * Example (a spec):
 *   const report = await walkMenu(browser, baseURL!, { tenantId: '100001', username: 'operator', password: 'admin' });
 *   expect(report.problems, report.summary()).toEqual([]);
 */
import { expect, type Browser, type BrowserContext, type Locator, type Page, type Response } from '@playwright/test';
import { login } from '../helpers';

export interface Account {
  tenantId: string;
  username: string;
  password: string;
}

/** A leaf of the menu tree: a screen the sidebar offers. */
export interface MenuLeaf {
  id: string;
  /** The menu row's code: an entity or page schema name, or `<plugin>.<page key>`. */
  code: string;
  path: string;
  name: string;
  nameEn: string;
  /** Names of the groups above it, top first. */
  trail: string[];
}

export type ProblemKind = 'page-403' | 'page-404' | 'page-error' | 'call-failed' | 'button-403' | 'check';

export interface WalkProblem {
  path: string;
  screen: string;
  kind: ProblemKind;
  detail: string;
}

/** One API call a screen made (the path without the query string). */
export interface WalkCall {
  method: string;
  url: string;
  status: number;
  /** false when the envelope said `success: false`. */
  success: boolean;
}

export interface ScreenResult {
  leaf: MenuLeaf;
  problems: WalkProblem[];
  calls: WalkCall[];
  /** Table rows shown when the screen settled (0 without a table). */
  rows: number;
  /** Labels of the buttons pressed. */
  pressed: string[];
  ms: number;
}

export interface WalkReport {
  account: Account;
  leaves: MenuLeaf[];
  screens: ScreenResult[];
  problems: WalkProblem[];
  summary(): string;
}

export interface WalkOptions {
  lang?: 'zh' | 'en';
  viewport?: { width: number; height: number };
  /** Pages open at once (default 3). */
  concurrency?: number;
  /** Press the toolbar's, the first row's and a plugin page's buttons (default true). */
  pressButtons?: boolean;
  only?: (leaf: MenuLeaf) => boolean;
  check?: (page: Page, leaf: MenuLeaf, screen: ScreenResult) => Promise<void>;
  /** Longest wait for a screen to settle (default 20 s). */
  settleTimeoutMs?: number;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const SITE_KEY = 'toycar';
const states = new Map<string, Promise<StorageState>>();

/** The browser state of a signed-in account: signed in once per worker, reused by every later walk. */
export function signedInState(browser: Browser, baseURL: string, account: Account): Promise<StorageState> {
  const key = `${baseURL}|${account.tenantId}|${account.username}`;
  let state = states.get(key);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext({ baseURL });
      try {
        const page = await context.newPage();
        await login(page, account);
        await expect(page).toHaveURL(/\/wel\/index$/, { timeout: 30_000 });
        // The shell stores the menu and the button permissions once they arrive: wait for both.
        await expect
          .poll(() =>
            page.evaluate(
              (k) => [`${k}-menu`, `${k}-permission`].every((n) => localStorage.getItem(n) !== null),
              SITE_KEY,
            ),
          )
          .toBe(true);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    states.set(key, state);
    state.catch(() => states.delete(key));
  }
  return state;
}

interface MenuNode {
  id?: unknown;
  code?: unknown;
  name?: unknown;
  path?: unknown;
  category?: unknown;
  meta?: { i18n?: unknown };
  children?: MenuNode[];
}

/** The leaves of a menu tree (CONTRACT §5 `menu/routes`): screens, not groups, buttons or web addresses. */
export function menuLeaves(tree: MenuNode[], trail: string[] = []): MenuLeaf[] {
  const out: MenuLeaf[] = [];
  for (const n of tree) {
    if (Number(n.category ?? 1) === 2) continue;
    const name = String(n.name ?? '');
    if (n.children?.length) {
      out.push(...menuLeaves(n.children, [...trail, name]));
      continue;
    }
    const path = String(n.path ?? '');
    if (!path.startsWith('/') || /^\/\/|\.html?(\?|#|$)/i.test(path)) continue;
    out.push({
      id: String(n.id ?? ''),
      code: String(n.code ?? ''),
      path,
      name,
      nameEn: typeof n.meta?.i18n === 'string' ? n.meta.i18n : name,
      trail,
    });
  }
  return out;
}

/** The token stored by the console in a storage state. */
function tokenOf(state: StorageState): string {
  for (const origin of state.origins)
    for (const item of origin.localStorage)
      if (item.name === `${SITE_KEY}-token`) return String((JSON.parse(item.value) as { content: unknown }).content);
  throw new Error('no token in the signed-in state');
}

/** The caller's menu tree, as the sidebar gets it. */
export async function fetchMenuTree(
  request: { get: BrowserContext['request']['get'] },
  token: string,
): Promise<MenuNode[]> {
  const res = await request.get('/api/blade-system/menu/routes', { headers: { 'Blade-Auth': `bearer ${token}` } });
  const body = (await res.json()) as { success?: boolean; data?: MenuNode[] };
  if (!res.ok() || !body.success) throw new Error(`menu/routes answered ${res.status()}`);
  return body.data ?? [];
}

const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
const pathOf = (url: string) => new URL(url).pathname;

/** Follows a page's API calls: how many are in flight, and each answer (body read for the envelope). */
function followCalls(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  let sink: { calls: WalkCall[]; answers: Promise<void>[] } = { calls: [], answers: [] };
  const requests = new Set<unknown>();
  page.on('request', (r) => {
    if (!isApi(r.url())) return;
    requests.add(r);
    inFlight++;
    lastChange = Date.now();
  });
  const done = (r: unknown) => {
    if (!requests.delete(r)) return;
    inFlight--;
    lastChange = Date.now();
  };
  page.on('requestfailed', done);
  page.on('response', (res: Response) => {
    const req = res.request();
    if (!isApi(res.url())) return;
    const target = sink;
    const answer = (async () => {
      let success = res.status() < 400;
      // OAuth answers (the token grant) carry no envelope; a file has none either.
      if (success && /json/.test(res.headers()['content-type'] ?? '') && !pathOf(res.url()).includes('/oauth/')) {
        const body = (await res.json().catch(() => undefined)) as { success?: unknown } | undefined;
        if (body && typeof body === 'object' && body.success === false) success = false;
      }
      target.calls.push({ method: req.method(), url: pathOf(res.url()), status: res.status(), success });
    })().finally(() => done(req));
    target.answers.push(answer);
  });
  return {
    /** Calls answered from now on go to a fresh list. */
    collect() {
      sink = { calls: [], answers: [] };
      return sink;
    },
    idleFor: () => (inFlight === 0 ? Date.now() - lastChange : 0),
    /** The calls still in flight (for WALK_DEBUG). */
    pending: () => [...requests].map((r) => (r as { url(): string }).url()),
    /** Something was just asked of the page (a navigation, a click): quiet is measured from now. */
    mark() {
      lastChange = Date.now();
    },
  };
}

type Follower = ReturnType<typeof followCalls>;

/** Wait until no API call has been in flight for `quietMs` and the pane shows no spinner (bounded). */
async function settle(page: Page, follower: Follower, pane: string, timeoutMs: number, quietMs = 400) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (follower.idleFor() >= quietMs) {
      const spinning = await page
        .locator(`${pane} .ant-spin-spinning:visible, ${pane} [aria-busy="true"]:visible`)
        .count()
        .catch(() => 0);
      if (!spinning) return;
    }
    await page.waitForTimeout(100); // the poll interval of the condition above, not a pause for its own sake
  }
  if (process.env.WALK_DEBUG)
    console.log(`settle timed out on ${page.url()} (${pane}): ${follower.pending().join(', ') || 'a spinner'}`);
}

const paneOf = (path: string) => `.tc-pane[data-pane="${path.replace(/"/g, '\\"')}"]`;

/** Close whatever a pressed button opened: a confirmation is cancelled, a dialog or a menu closed. */
async function closeOverlays(page: Page) {
  const confirms = page.locator('.ant-modal-confirm:visible, .ant-popconfirm:visible, .ant-popover:visible');
  const modals = page.locator('.ant-modal-wrap:visible .ant-modal, .ant-drawer-open .ant-drawer-content');
  const menus = page.locator('.ant-dropdown:visible, .ant-select-dropdown:visible');
  for (let i = 0; i < 4; i++) {
    const confirm = confirms.last();
    const shownConfirms = await confirms.count();
    if (shownConfirms) {
      const cancel = confirm.getByRole('button', { name: /取\s*消|Cancel|^否$|^No$/ });
      if (await cancel.count()) await cancel.first().click();
      else await page.keyboard.press('Escape');
      await closed(confirms, shownConfirms);
      continue;
    }
    const shownModals = await modals.count();
    if (shownModals) {
      const close = page.locator('.ant-modal-wrap:visible .ant-modal-close, .ant-drawer-open .ant-drawer-close').last();
      if (await close.count()) await close.click().catch(() => page.keyboard.press('Escape'));
      else await page.keyboard.press('Escape');
      await closed(modals, shownModals);
      continue;
    }
    const shownMenus = await menus.count();
    if (shownMenus) {
      await page.keyboard.press('Escape');
      await closed(menus, shownMenus);
      continue;
    }
    return;
  }
}

/**
 * Wait until fewer of the overlays show than before the close was asked for (instead of a fixed pause);
 * bounded: one that stays open is closed by the next round of closeOverlays another way.
 */
async function closed(overlays: Locator, before: number) {
  await expect
    .poll(() => overlays.count(), { timeout: 2_000 })
    .toBeLessThan(before)
    .catch(() => undefined);
}

/** The screen's buttons a person may press: the toolbar's, the first row's, or a plugin page's own. */
async function buttonsOf(page: Page, pane: string) {
  const scope = page.locator(pane);
  // The toolbar's own buttons (add, delete, actions, transitions, export, import); not its refresh and
  // column settings, which call nothing the screen did not already call.
  const toolbar = scope.locator('[data-testid="toolbar"] > .ant-space:first-child button:enabled');
  const firstRow = scope.locator('.ant-table-tbody tr.ant-table-row').first().locator('button:enabled');
  const isCrud = (await scope.locator('[data-testid="toolbar"]').count()) > 0;
  // A plugin page: its buttons outside forms of search, pagination, tabs and tables' own controls.
  const own = scope.locator(
    'button.ant-btn:enabled:not(.ant-pagination button):not(form button):not(.ant-table button):not(.ant-tabs button)',
  );
  const list = isCrud ? [toolbar, firstRow] : [own];
  const out: Array<{ label: string; locate: () => ReturnType<Page['locator']> }> = [];
  for (const group of list) {
    const n = await group.count();
    for (let i = 0; i < n; i++) {
      const b = group.nth(i);
      if (!(await b.isVisible().catch(() => false))) continue;
      const label = ((await b.innerText().catch(() => '')) || (await b.getAttribute('aria-label')) || '').trim();
      out.push({ label: label || `#${i}`, locate: () => group.nth(i) });
    }
  }
  return out;
}

/**
 * Go to a path inside the console: the first time by loading the page, then as the sidebar does (a
 * history entry the router follows), so the shell, the menu and the engine's code are loaded once per page.
 */
async function navigate(page: Page, path: string) {
  const inShell = await page
    .locator('[data-testid="shell"]')
    .count()
    .catch(() => 0);
  if (!inShell) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Close the screen's tab, so a long walk does not keep a hundred screens mounted. */
async function closeTabOf(page: Page, path: string) {
  const close = page.locator(`.ant-tabs-tab[data-node-key="${path.replace(/"/g, '\\"')}"] .ant-tabs-tab-remove`);
  if (await close.count())
    await close
      .first()
      .click({ timeout: 3000 })
      .catch(() => undefined);
}

async function openScreen(page: Page, follower: Follower, leaf: MenuLeaf, options: WalkOptions): Promise<ScreenResult> {
  const started = Date.now();
  const result: ScreenResult = { leaf, problems: [], calls: [], rows: 0, pressed: [], ms: 0 };
  const problem = (kind: ProblemKind, detail: string) =>
    result.problems.push({ path: leaf.path, screen: leaf.name, kind, detail });
  const errors: string[] = [];
  const onError = (e: Error) => errors.push(e.message);
  page.on('pageerror', onError);
  const timeout = options.settleTimeoutMs ?? 20_000;
  const pane = paneOf(leaf.path);
  let sink = follower.collect();
  const flush = async (kind: 'call-failed' | 'button-403', label?: string) => {
    await Promise.all(sink.answers);
    for (const c of sink.calls) {
      result.calls.push(c);
      if (kind === 'call-failed' && (c.status >= 400 || !c.success))
        problem('call-failed', `${c.method} ${c.url} → ${c.status}${c.success ? '' : ' (success: false)'}`);
      if (kind === 'button-403' && c.status === 403) problem('button-403', `「${label}」: ${c.method} ${c.url} → 403`);
    }
  };
  try {
    follower.mark();
    await navigate(page, leaf.path);
    const shown = page.locator(`${pane}, [data-testid="shell-error-403"], [data-testid="shell-error-404"]`).first();
    await shown.waitFor({ state: 'attached', timeout }).catch(() => undefined);
    await settle(page, follower, pane, timeout);
    const url = new URL(page.url()).pathname;
    if (url === '/403' || (await page.locator(`${pane} [data-testid="shell-error-403"]`).count()))
      problem('page-403', url);
    else if (url === '/404' || (await page.locator(`${pane} [data-testid="shell-error-404"]`).count()))
      problem('page-404', url);
    else if (url !== leaf.path) problem('page-error', `opened ${url} instead`);
    if (await page.locator(`${pane} .ant-result-error`).count())
      problem('page-error', (await page.locator(`${pane} .ant-result-error`).first().innerText()).replace(/\s+/g, ' '));
    result.rows = await page.locator(`${pane} .ant-table-tbody tr.ant-table-row`).count();
    await flush('call-failed');
    if (options.check) {
      try {
        await options.check(page, leaf, result);
      } catch (e) {
        problem('check', e instanceof Error ? e.message.split('\n').slice(0, 6).join(' ') : String(e));
      }
    }
    if ((options.pressButtons ?? true) && !result.problems.some((p) => p.kind.startsWith('page-'))) {
      for (const button of await buttonsOf(page, pane)) {
        sink = follower.collect();
        const target = button.locate();
        if (!(await target.isVisible().catch(() => false)) || !(await target.isEnabled().catch(() => false))) continue;
        result.pressed.push(button.label);
        follower.mark();
        await target.click({ timeout: 5000 }).catch(() => undefined);
        await settle(page, follower, 'body', Math.min(timeout, 8000), 300);
        await flush('button-403', button.label);
        await closeOverlays(page);
        if (new URL(page.url()).pathname !== leaf.path) {
          await navigate(page, leaf.path);
          await settle(page, follower, pane, timeout);
        }
      }
    }
    await closeTabOf(page, leaf.path);
  } catch (e) {
    problem('page-error', e instanceof Error ? e.message.split('\n')[0] : String(e));
  } finally {
    page.off('pageerror', onError);
  }
  for (const message of errors) problem('page-error', message);
  result.ms = Date.now() - started;
  return result;
}

/** Walk every leaf of the account's menu; see the file comment. */
export async function walkMenu(
  browser: Browser,
  baseURL: string,
  account: Account,
  options: WalkOptions = {},
): Promise<WalkReport> {
  const state = await signedInState(browser, baseURL, account);
  const lang = options.lang ?? 'zh';
  const context = await browser.newContext({
    baseURL,
    storageState: state,
    viewport: options.viewport ?? { width: 1440, height: 900 },
    reducedMotion: 'reduce',
    acceptDownloads: true,
  });
  try {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      `${SITE_KEY}-language`,
      JSON.stringify({ type: 'local', content: lang, timestamp: Date.now() }),
    ] as const);
    const leaves = menuLeaves(await fetchMenuTree(context.request, tokenOf(state))).filter(
      (l) => !options.only || options.only(l),
    );
    const queue = [...leaves];
    const screens: ScreenResult[] = [];
    const worker = async () => {
      const page = await context.newPage();
      const follower = followCalls(page);
      for (let leaf = queue.shift(); leaf; leaf = queue.shift())
        screens.push(await openScreen(page, follower, leaf, options));
      await page.close();
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 3) }, worker));
    screens.sort((a, b) => leaves.indexOf(a.leaf) - leaves.indexOf(b.leaf));
    const problems = screens.flatMap((s) => s.problems);
    return {
      account,
      leaves,
      screens,
      problems,
      summary: () =>
        `${account.tenantId}/${account.username}: ${screens.length} screens, ${problems.length} problems\n` +
        problems.map((p) => `  ${p.kind} ${p.screen} ${p.path}: ${p.detail}`).join('\n'),
    };
  } finally {
    await context.close();
  }
}
