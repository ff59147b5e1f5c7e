/**
 * Column priority (issue 35 item 2) on the busiest lists, orders and rent records, in zh and en at 1440
 * and 1024: the key columns are in view and the table does not scroll sideways; the columns that did not
 * fit wait unchecked in the column chooser; a busy row keeps its rarer operations in its More menu; the
 * totals row says what it covers and each total sits under its column. Screenshots go to docs/screenshots/.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin, moreButton, rows } from './helpers';
import { inEnglish } from './shell-helpers';

const SCREENS = [
  {
    path: '/rental/order',
    name: 'orders',
    keys: { zh: ['订单编号', '订单金额', '订单状态', '下单时间'], en: ['Order number', 'Amount', 'Status', 'Ordered'] },
  },
  {
    path: '/rental/rentrecord',
    name: 'rentals',
    keys: {
      zh: ['订单编号', '开始时间', '时长(分钟)', '订单金额', '租赁状态'],
      en: ['Order number', 'Started', 'Minutes', 'Amount', 'Rental status'],
    },
  },
] as const;

/** Where each header and the table's scroll box are, and the totals cells against their headers. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const pane = [...document.querySelectorAll<HTMLElement>('.crud-page')].find((el) => el.offsetParent)!;
    const scroller = pane.querySelector<HTMLElement>('.ant-table-content')!;
    const view = scroller.getBoundingClientRect();
    const heads = [...pane.querySelectorAll<HTMLElement>('.ant-table-thead th')];
    const inView = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.left >= view.left - 1 && r.right <= view.right + 1;
    };
    const totals = [...pane.querySelectorAll<HTMLElement>('.crud-summary-value[data-prop]')].map((v) => {
      const [a, b] = [
        v.closest('td')!.getBoundingClientRect(),
        heads.find((h) => h.dataset.col === v.dataset.prop)!.getBoundingClientRect(),
      ];
      return Math.max(Math.abs(a.left - b.left), Math.abs(a.right - b.right));
    });
    return {
      overflow: scroller.scrollWidth - scroller.clientWidth,
      keys: heads.filter((h) => h.dataset.key).map((h) => ({ text: (h.textContent ?? '').trim(), inView: inView(h) })),
      totals,
      label: pane.querySelector('.crud-summary-text')?.textContent ?? '',
    };
  });
}

for (const lang of ['zh', 'en'] as const) {
  for (const width of [1440, 1024]) {
    test(`key columns in view, the rest in the chooser, totals under their columns (${lang}, ${width})`, async ({
      page,
    }) => {
      // Tall enough for the whole table with its totals in the screenshot; the width is what is tested.
      await page.setViewportSize({ width, height: 1250 });
      if (lang === 'en') await inEnglish(page);
      await loginAsAdmin(page);
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        // The busiest lists, with their totals, on a loaded machine: give them time.
        await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('.crud-summary-value').first()).not.toHaveText('…', { timeout: 30_000 });
        const m = await measure(page);
        expect(m.overflow, `${screen.path}: sideways scroll`).toBeLessThanOrEqual(1);
        expect(m.keys.map((k) => k.text)).toEqual([...screen.keys[lang]]);
        expect(m.keys.filter((k) => !k.inView)).toEqual([]);
        expect(
          m.totals.every((d) => d <= 1.5),
          `${screen.path}: totals ${m.totals.join(', ')}`,
        ).toBe(true);
        expect(m.label).toMatch(lang === 'zh' ? /^合计（全部 [\d,]+ 条）$/ : /^Total of all [\d,]+$/);
        await page.screenshot({ path: `docs/screenshots/column-priority-${screen.name}-${lang}-${width}.png` });
        // The columns that did not fit are offered, unchecked, in the chooser.
        const settings = page
          .locator('.crud-page:visible')
          .getByRole('button', { name: lang === 'zh' ? '列设置' : 'Columns' });
        await settings.click();
        const chooser = page.locator('.crud-column-settings:visible');
        await expect(chooser.locator('[data-prop="refundedAmount"] input[type=checkbox]')).not.toBeChecked();
        await settings.click();
        await expect(chooser).toHaveCount(0);
      }
      // A busy row: its rarer operations wait in its More menu.
      await page.goto('/rental/order');
      await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
      const busy = rows(page)
        .filter({ has: page.locator('.crud-row-more') })
        .first();
      await moreButton(busy).click();
      await expect(page.locator('.ant-dropdown:visible').getByRole('menuitem').first()).toBeVisible();
      await page.keyboard.press('Escape');
    });
  }
}
