/**
 * Exports and imports as background jobs, in the browser (the parameters list offers both): an export
 * of the searched rows with its progress dialog, the downloaded .xlsx opened with exceljs and checked; an
 * import's dry run with its report of problems by row and field, then the valid rows stored; the jobs
 * screen. Both languages. With SHOTS_DIR set, the dialogs and the jobs screen are saved as screenshots.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { dialog, login, rows, uniq } from './helpers';
import { inEnglish } from './shell-helpers';
import { apiAs } from './support/api';

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string, target = dialog(page)) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await target.screenshot({ path: join(SHOTS, `${name}.png`) });
}

type Lang = 'zh' | 'en';
const words = {
  zh: {
    system: /系统管理/,
    params: '参数管理',
    key: '参数键名',
    search: /搜\s*索/,
    export: /导\s*出/,
    import: /导\s*入/,
    done: '已完成',
    check: '校验文件',
    headers: ['参数名称', '参数键名', '参数键值', '备注', '创建时间'],
    logs: /日志管理/,
    jobs: '后台任务',
    close: /^关\s*闭$/,
  },
  en: {
    system: /System$/,
    params: 'Parameters',
    key: 'Key',
    search: /Search/,
    export: /^\S*\s*Export$/,
    import: /^\S*\s*Import$/,
    done: 'Done',
    check: 'Check the file',
    headers: ['Name', 'Key', 'Value', 'Remark', 'Created'],
    logs: /Logs$/,
    jobs: 'Background jobs',
    close: /^Close$/,
  },
};

async function openParams(page: Page, lang: Lang) {
  const w = words[lang];
  if (lang === 'en') await inEnglish(page);
  await login(page);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.getByRole('menuitem', { name: w.system }).click();
  await page.getByRole('menuitem', { name: w.params }).click();
  await expect(page).toHaveURL(/\/system\/param$/);
  await expect(rows(page).first()).toBeVisible();
}

for (const lang of ['zh', 'en'] as const) {
  test(`export with progress, the downloaded file opened and checked (${lang})`, async ({ page, request }) => {
    const w = words[lang];
    const api = await apiAs(request);
    const prefix = uniq(`e2e.x${lang}.`);
    for (let i = 1; i <= 23; i++)
      await api.post('/api/blade-system/param/submit', {
        paramName: `导出${i}`,
        paramKey: `${prefix}${String(i).padStart(2, '0')}`,
        paramValue: `value ${i}`,
      });
    await openParams(page, lang);
    const search = page.getByRole('search');
    await search.getByLabel(w.key, { exact: true }).fill(prefix);
    await search.getByRole('button', { name: w.search }).click();
    await expect(rows(page)).toHaveCount(10); // one page of the 23 rows

    const downloading = page.waitForEvent('download');
    await page.getByTestId('toolbar').getByRole('button', { name: w.export }).click();
    const d = dialog(page);
    await expect(d.getByTestId('job-progress')).toBeVisible();
    await expect(d.getByTestId('job-progress')).toHaveAttribute('data-status', 'succeeded');
    await expect(d).toContainText(w.done);
    await expect(d).toContainText(lang === 'zh' ? '23 / 23 行' : '23 of 23 rows');
    await shot(page, `export-progress-${lang}`);

    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      lang === 'zh' ? /^参数管理-\d{8}-\d{4}\.xlsx$/ : /^Parameters-\d{8}-\d{4}\.xlsx$/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    const values = (n: number) =>
      (sheet.getRow(n).values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)));
    expect(values(1)).toEqual(w.headers);
    // Every matching row, not one page: 23 rows below the header, all of the search.
    expect(sheet.actualRowCount).toBe(24);
    const keys = Array.from({ length: 23 }, (_, i) => values(i + 2)[1]);
    expect(keys.every((k) => k.startsWith(prefix))).toBe(true);
    expect(new Set(keys).size).toBe(23);
    await d.locator('.ant-modal-footer').getByRole('button', { name: w.close }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test(`import: the dry run names rows and fields, then the valid rows are stored (${lang})`, async ({ page }) => {
    const w = words[lang];
    const prefix = uniq(`e2e.i${lang}.`);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('p');
    sheet.addRow(w.headers.slice(0, 3));
    sheet.addRow(['导入一', `${prefix}1`, 'v1']);
    sheet.addRow(['', `${prefix}2`, 'v2']);
    sheet.addRow(['导入三', `${prefix}1`, 'v3']);
    sheet.addRow(['导入四', `${prefix}4`, '']);
    const file = Buffer.from(await book.xlsx.writeBuffer());

    await openParams(page, lang);
    await page.getByTestId('toolbar').getByRole('button', { name: w.import }).click();
    const d = dialog(page);
    await d.locator('input[type=file]').setInputFiles({
      name: 'params.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await d.getByRole('button', { name: w.check }).click();
    const report = d.getByTestId('import-report');
    await expect(report).toBeVisible();
    const problems = report.locator('.ant-table-tbody tr.ant-table-row');
    await expect(problems).toHaveCount(3);
    if (lang === 'zh') {
      await expect(problems.nth(0)).toContainText('3参数名称请输入参数名称');
      await expect(problems.nth(1)).toContainText('4参数键名参数键名：与第 2 行重复');
      await expect(problems.nth(2)).toContainText('5参数键值请输入参数键值');
    } else {
      await expect(problems.nth(0)).toContainText('3NamePlease enter the parameter name');
      await expect(problems.nth(1)).toContainText('4KeyKey: the same as row 2');
      await expect(problems.nth(2)).toContainText('5ValuePlease enter the parameter value');
    }
    await shot(page, `import-report-${lang}`);
    // Not everything passed: "import all" is off; the one valid row can be stored.
    await expect(d.getByRole('button', { name: lang === 'zh' ? /全部导入/ : /Import all/ })).toBeDisabled();
    await d
      .getByRole('button', { name: lang === 'zh' ? /仅导入通过的 1 行/ : /Import only the rows that passed \(1\)/ })
      .click();
    await expect(d).toContainText(lang === 'zh' ? '已导入 1 行' : 'Rows imported: 1');
    await d.locator('.ant-modal-footer').getByRole('button', { name: w.close }).click();
    const search = page.getByRole('search');
    await search.getByLabel(w.key, { exact: true }).fill(prefix);
    await search.getByRole('button', { name: w.search }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`${prefix}1`);
  });

  test(`the jobs screen lists the exports and imports (${lang})`, async ({ page, request }) => {
    const w = words[lang];
    const api = await apiAs(request);
    // A job of each kind and outcome, through the API: an export, and an import of a file that is not a
    // workbook (it fails, and may be retried from the screen).
    await api.post('/api/blade-system/param/export', { paramKey: 'e2e.' });
    const failed = await request.post('/api/blade-system/param/import', {
      // The job's messages are in its owner's language at the time.
      headers: { ...api.headers, 'Accept-Language': lang === 'en' ? 'en' : 'zh-CN' },
      params: { mode: 'check' },
      multipart: {
        file: { name: 'broken.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('not a workbook') },
      },
    });
    expect(failed.status()).toBe(200);
    if (lang === 'en') await inEnglish(page);
    await login(page);
    await expect(page).toHaveURL(/\/wel\/index$/);
    await page.getByRole('menuitem', { name: w.logs }).click();
    await page.getByRole('menuitem', { name: w.jobs }).click();
    await expect(page).toHaveURL(/\/log\/job$/);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.locator('.ant-table-tbody:visible')).toContainText(lang === 'zh' ? '导出 Excel' : 'Excel export');
    await expect(page.locator('.ant-table-tbody:visible')).toContainText(lang === 'zh' ? '已完成' : 'Succeeded');
    const failedRow = rows(page)
      .filter({ hasText: lang === 'zh' ? '失败' : 'Failed' })
      .first();
    await expect(failedRow).toContainText(
      lang === 'zh' ? '文件不是有效的 .xlsx 工作簿' : 'The file is not a valid .xlsx workbook',
    );
    await expect(failedRow.getByRole('button', { name: lang === 'zh' ? /重\s*试/ : /Retry/ })).toBeVisible();
    await shot(page, `jobs-screen-${lang}`, page.locator('.crud-page:visible'));
  });
}
