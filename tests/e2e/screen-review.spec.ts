/**
 * The screen review (issue 35 items 5 and 8), on the menu walker the access walk uses
 * (./support/menu-walk.ts): every screen of the platform administrator's menu opened in English at 1440
 * and the key screens at 1024, failing on Chinese text in the console's own words — table headers, search
 * labels and placeholders, buttons, tabs, card titles, the pager, dictionary tags, the sidebar and the tab
 * bar. Row values are the business's data (store and member names are Chinese in English too) and are not
 * read, except the tags, which show dictionary labels; words a user wrote that sit in the console's places
 * (a process's name on its card) are marked `data-user-text` by the screen and skipped. The tables' layout is
 * checked too (layoutProblems): key columns in view, no cut header, totals under their columns, no bare id
 * in a reference column. Screenshots of each screen are kept under
 * test-results/screen-review/ (the CI's artefacts; a CJK font is installed by .ci/run so they can be read).
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { walkMenu, type MenuLeaf } from './support/menu-walk';

test.describe.configure({ mode: 'parallel', timeout: 900_000 });

const admin = { tenantId: '000000', username: 'admin', password: 'admin' };
const SHOTS = 'test-results/screen-review';
const HAN = /[\u3400-\u9fff\uff01-\uff5e\u3001-\u303f]/;

/** The console's own words on the screen, each with where it was found. */
async function chromeTexts(page: Page, pane: string): Promise<Array<{ where: string; text: string }>> {
  return page.evaluate((paneSelector) => {
    const found: Array<{ where: string; text: string }> = [];
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0;
    const take = (where: string, selector: string, root: ParentNode = document) =>
      root.querySelectorAll(selector).forEach((el) => {
        if (!visible(el)) return;
        // Words a user wrote inside the console's own (a process's name, its end event) are marked as such.
        const copy = el.cloneNode(true) as Element;
        copy.querySelectorAll('[data-user-text]').forEach((u) => u.remove());
        const text = (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text) found.push({ where, text });
      });
    const paneEl = document.querySelector(paneSelector);
    if (paneEl) {
      take('header', '.ant-table-thead th', paneEl);
      take('label', 'label', paneEl);
      take('button', 'button', paneEl);
      take('tab', '.ant-tabs-tab', paneEl);
      take('title', '.ant-card-head-title, .ant-page-header-heading-title', paneEl);
      take('pager', '.ant-pagination-total-text, .ant-pagination-options', paneEl);
      take('tag', '.ant-table-tbody .ant-tag, .ant-table-tbody .ant-badge-status-text', paneEl);
      take('empty', '.ant-empty-description', paneEl);
      paneEl.querySelectorAll('input[placeholder], textarea[placeholder]').forEach((el) => {
        const text = el.getAttribute('placeholder') ?? '';
        if (text && visible(el)) found.push({ where: 'placeholder', text });
      });
      paneEl.querySelectorAll('.ant-select-selection-placeholder').forEach((el) => {
        const text = (el.textContent ?? '').trim();
        if (text && visible(el)) found.push({ where: 'placeholder', text });
      });
    }
    take('sidebar', '.ant-layout-sider .ant-menu-title-content');
    take('tab bar', '[data-testid="shell-tabs"] .ant-tabs-tab, .tc-tabs .ant-tabs-tab');
    take('breadcrumb', '.ant-breadcrumb');
    return found;
  }, pane);
}

/**
 * The layout of the screen's tables (issue 35 items 2 and 8): a key column (`th[data-key]`, column-priority)
 * out of the table's view with its scroll at the start; a header whose text overflows its cell; a totals
 * cell not under its column's header, with the table scrolled to its start and to its end; a bare number
 * in a reference column (`th[data-ref]`), where a name belongs.
 */
async function layoutProblems(page: Page, pane: string): Promise<string[]> {
  return page.evaluate((paneSelector) => {
    const out: string[] = [];
    const paneEl = document.querySelector(paneSelector);
    if (!paneEl) return out;
    const label = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    paneEl.querySelectorAll('.ant-table-wrapper').forEach((wrapper) => {
      if (!(wrapper as HTMLElement).offsetParent) return;
      const scroller = wrapper.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      const view = (scroller ?? wrapper).getBoundingClientRect();
      const heads = [...wrapper.querySelectorAll<HTMLElement>('.ant-table-thead th')];
      for (const th of heads) {
        const r = th.getBoundingClientRect();
        if (th.dataset.key && (r.left < view.left - 1 || r.right > view.right + 1))
          out.push(`key column out of view: ${label(th)}`);
        // The laid-out text against the cell's inner box (a fixed column's shadow, a pseudo-element hanging
        // out of the cell, must not count): wider means cut or spilling over its neighbour.
        const title = th.querySelector<HTMLElement>('.ant-table-column-title') ?? th;
        const range = document.createRange();
        range.selectNodeContents(title);
        const style = getComputedStyle(th);
        const inner = th.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (label(th) && range.getBoundingClientRect().width > inner + 1) out.push(`cut header: ${label(th)}`);
      }
      const aligned = (when: string) =>
        wrapper.querySelectorAll<HTMLElement>('.crud-summary-value[data-prop]').forEach((value) => {
          const td = value.closest('td');
          const th = heads.find((h) => h.dataset.col === value.dataset.prop);
          if (!td || !th) return;
          const [a, b] = [td.getBoundingClientRect(), th.getBoundingClientRect()];
          if (Math.abs(a.left - b.left) > 1.5 || Math.abs(a.right - b.right) > 1.5)
            out.push(`totals cell out of line (${when}): ${label(th)}`);
        });
      aligned('start');
      if (scroller && scroller.scrollWidth > scroller.clientWidth) {
        scroller.scrollLeft = scroller.scrollWidth;
        aligned('scrolled to the end');
        scroller.scrollLeft = 0;
      }
      heads.forEach((th, i) => {
        if (!th.dataset.ref) return;
        const ids = [...wrapper.querySelectorAll('.ant-table-tbody tr.ant-table-row')]
          .map((tr) => label(tr.children[i] ?? tr))
          .filter((v) => /^\d+$/.test(v));
        if (ids.length) out.push(`id-looking value in reference column ${label(th)}`);
      });
    });
    return [...new Set(out)];
  }, pane);
}

/**
 * Layout problems left on purpose, as `<route> <problem>`; none today. (The bare ids of 2026-12-06 in the
 * platform administrator's reference columns went with issue 35 item 1: a screen renders once the schemas
 * its references name are loaded (app/screens/engine-screen.tsx), and a page's references beyond the loaded
 * page are read by id (engine/form/shown-refs.ts).) Any new one fails the review.
 */
const KNOWN = new Set<string>([]);

function review(width: number, only?: (leaf: MenuLeaf) => boolean, lang: 'zh' | 'en' = 'en') {
  return async ({ browser, baseURL }: { browser: import('@playwright/test').Browser; baseURL?: string }) => {
    mkdirSync(SHOTS, { recursive: true });
    const report = await walkMenu(browser, baseURL!, admin, {
      lang,
      viewport: { width, height: 900 },
      pressButtons: false,
      only,
      check: async (page, leaf) => {
        const pane = `.tc-pane[data-pane="${leaf.path.replace(/"/g, '\\"')}"]`;
        const chinese = lang === 'en' ? (await chromeTexts(page, pane)).filter((t) => HAN.test(t.text)) : [];
        await page.screenshot({ path: `${SHOTS}/${lang === 'en' ? '' : `${lang}-`}${width}-${leaf.path.replace(/\W+/g, '_')}.png` });
        // Below 1200 px the sidebar starts collapsed: the width goes to the table.
        if (width < 1200 && !(await page.locator('.ant-layout-sider-collapsed').count()))
          throw new Error(`the sidebar is open at ${width} px`);
        const found = [...new Set(chinese.map((t) => `${t.where}: ${t.text.slice(0, 60)}`))];
        // Names arrive with the referenced rows, which may come after the rows themselves (one more call
        // for the ones a page names beyond the loaded page): a bare id is a problem only if it stays.
        const problems = () => layoutProblems(page, pane).then((all) => all.filter((p) => !KNOWN.has(`${leaf.path} ${p}`)));
        let layout = await problems();
        for (let waited = 0; layout.some((p) => p.startsWith('id-looking')) && waited < 5000; waited += 500) {
          await page.waitForTimeout(500);
          layout = await problems();
        }
        if (found.length || layout.length)
          throw new Error(
            [found.length ? `Chinese text in English: ${found.join(' | ')}` : '', layout.join(' | ')]
              .filter(Boolean)
              .join(' | '),
          );
      },
    });
    console.log(`screen review in ${lang} at ${width}: ${report.screens.length} screens, ${report.problems.length} problems`);
    // Every screen of the platform administrator's menu (the access walk's walk for that account too).
    expect(report.leaves.length).toBeGreaterThan(only ? 20 : 100);
    expect(report.problems, report.summary()).toEqual([]);
  };
}

test('every screen in English at 1440: no Chinese in the console’s own words', review(1440));

// Chinese labels are narrower per word but the layout is the same rules: key columns in view, headers not
// cut, totals in line, names not ids. This is also the access walk's walk of the platform administrator:
// every screen opens without an error, a failed call or a refusal (the walker's problems).
test('every screen in Chinese at 1440: the layout holds', review(1440, undefined, 'zh'));

const KEY_SCREENS = /^\/(rental|order|bill|device|merchants|sharing)\//;
test(
  'the key screens in English at 1024',
  review(1024, (leaf) => KEY_SCREENS.test(leaf.path)),
);
