/**
 * Cars, car models and code rules as a person uses them: put a waiting car into a cabinet's empty slot
 * and take it out again (and the refusal of a taken slot), repair and scrap; add a car model and see its
 * parts; add a code rule, generate codes and download the .xlsx of every code (opened with exceljs);
 * factory codes through QC; a fault report accepted and resolved. zh and en; screenshots in
 * /tmp/devices-shots/.
 */
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { dialog, login, loginAsAdmin, rows, toast, uniq } from './helpers';
import { button, clickOp, confirm, okDialog, openScreen, rowWith, search, shot } from './devices-shared';

// The operators' width (1440): the columns and row operations these journeys read are in view there
// (column priority keeps only the key columns at Playwright's default 1280).
test.use({ viewport: { width: 1440, height: 900 } });
import { inEnglish } from './shell-helpers';
import { apiAs } from './support/api';

test.describe.configure({ timeout: 240_000 });

const CAR = '/api/toycar-device/carbusiness';

test('cars: put a waiting car in a slot, the refusal of a taken slot, take it out, repair (zh)', async ({
  page,
  request,
}) => {
  const api = await apiAs(request);
  const waiting = await api.get<{ records: Array<{ carCode: string }> }>(`${CAR}/page`, {
    carStatus: 0,
    size: 3,
    ascs: 'id',
  });
  const [first, second] = waiting.records.map((r) => r.carCode);
  await loginAsAdmin(page);
  await openScreen(page, '设备管理', '车辆管理', /\/device\/car$/);
  await search(page, { 车辆编号: first });
  const row = rowWith(page, first);
  await expect(row).toContainText('待投放');
  await clickOp(row, '放入仓位');
  await dialog(page).getByLabel('柜机编号').fill('CAB000006');
  await dialog(page).getByLabel('仓位号').fill('1');
  await okDialog(page);
  await expect(toast(page, 'CAB000006 的 1 号仓位不是空仓')).toBeVisible();
  await dialog(page).getByLabel('仓位号').fill('4');
  await shot(page, 'car-bind-zh');
  await okDialog(page);
  await expect(toast(page, '已放入仓位')).toBeVisible();
  await expect(row).toContainText('在仓');
  await expect(row).toContainText('CAB000006');
  await clickOp(row, '取出车辆');
  await confirm(page);
  await expect(toast(page, '已取出，车辆待投放')).toBeVisible();
  await expect(row).toContainText('待投放');

  await search(page, { 车辆编号: second });
  await clickOp(rowWith(page, second), '送修');
  await confirm(page);
  await expect(toast(page, '已送修')).toBeVisible();
  await expect(rowWith(page, second)).toContainText('维修中');
  await expect(button(rowWith(page, second), '放入仓位')).toHaveCount(0);
  await clickOp(rowWith(page, second), '修好');
  await confirm(page);
  await expect(rowWith(page, second)).toContainText('待投放');
  await shot(page, 'cars-zh');
});

test('car models and parts (zh)', async ({ page }) => {
  const code = uniq('M').toUpperCase().slice(0, 12);
  await loginAsAdmin(page);
  await openScreen(page, '设备管理', '车型管理', /\/device\/car-model$/);
  await expect(rows(page).first()).toBeVisible();
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await dialog(page).getByLabel('车型名称').fill('e2e 火车头骑乘车');
  await dialog(page).getByLabel('车型编码').fill('bad code');
  await dialog(page).getByLabel('车型编码').blur();
  await expect(dialog(page)).toContainText('车型编码为 2–32 位大写字母、数字或短横线');
  await dialog(page).getByLabel('车型编码').fill(code);
  await okDialog(page);
  await expect(toast(page, '新增成功')).toBeVisible();
  await search(page, { 车型编码: code });
  await expect(rows(page)).toHaveCount(1);
  await shot(page, 'car-models-zh');
  await openScreen(page, '设备管理', '配件型号', /\/device\/parts-model$/);
  await search(page, { 配件编码: 'BMW-X6-P1' });
  await expect(rowWith(page, 'BMW-X6-P1')).toContainText('¥280.00');
  await shot(page, 'parts-zh');
});

test('code rules: generate codes and download every code as .xlsx (zh)', async ({ page }) => {
  const prefix = `T${Date.now().toString(36).toUpperCase().slice(-5)}`;
  await loginAsAdmin(page);
  await openScreen(page, '设备管理', '柜机编码规则', /\/device\/cabinet-code-rule$/);
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await dialog(page).getByLabel('规则名称').fill(`e2e ${prefix}`);
  await dialog(page).getByLabel('柜机编码前缀').fill(prefix);
  await okDialog(page);
  await expect(toast(page, '新增成功')).toBeVisible();
  await search(page, { 规则名称: prefix });
  const row = rowWith(page, prefix);
  await clickOp(row, '生成编码');
  await dialog(page).getByLabel('生成数量').fill('1500');
  await shot(page, 'code-generate-zh');
  await okDialog(page);
  await expect(toast(page, '编码已生成')).toBeVisible();
  await expect(row).toContainText('1,501');
  const download = page.waitForEvent('download');
  await clickOp(row, '导出编码');
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  expect(sheet.rowCount).toBe(1501);
  expect(sheet.getRow(1).getCell(1).value).toBe('编码');
  expect(sheet.getRow(2).getCell(1).value).toBe(`${prefix}000001`);
  expect(sheet.getRow(1501).getCell(1).value).toBe(`${prefix}001500`);

  await openScreen(page, '设备管理', '柜机编码', /\/device\/cabinet-code$/);
  await search(page, { 编码: prefix });
  await expect(page.locator('.ant-pagination:visible').first()).toContainText('1500');
  await shot(page, 'cabinet-codes-zh');
});

test('factory codes through QC and a fault report handled (zh)', async ({ page }) => {
  await loginAsAdmin(page);
  await openScreen(page, '工厂管理', '出厂编码', /\/factory\/code$/);
  await search(page, { 出厂码: 'FCBMWX6000001' });
  const code = rowWith(page, 'FCBMWX6000001');
  await expect(code).toContainText('生产中');
  await clickOp(code, '质检不合格');
  await confirm(page);
  await expect(dialog(page)).toContainText('不合格原因');
  await dialog(page).getByLabel('不合格原因').fill('喷漆不均');
  await okDialog(page);
  await expect(toast(page, '已记为不合格')).toBeVisible();
  await expect(code).toContainText('喷漆不均');
  await clickOp(code, '返工');
  await confirm(page);
  await expect(code).toContainText('生产中');
  await shot(page, 'factory-codes-zh');

  await openScreen(page, '工厂管理', '故障上报', /\/factory\/fault-report$/);
  await page.getByRole('search').getByRole('combobox', { name: '处理状态' }).click();
  await page.locator('.ant-select-dropdown:visible').getByText('待处理', { exact: true }).click();
  await page
    .getByRole('search')
    .getByRole('button', { name: /搜\s*索/ })
    .click();
  const report = rows(page).first();
  await clickOp(report, '受理');
  await confirm(page);
  await dialog(page).getByLabel('处理人').fill('周师傅');
  await okDialog(page);
  await expect(toast(page, '已受理')).toBeVisible();
  await expect(report).toBeVisible();
  await shot(page, 'fault-reports-zh');
});

test('in English: a car put in a slot, and a code rule generating codes', async ({ page, request }) => {
  const api = await apiAs(request);
  const waiting = await api.get<{ records: Array<{ carCode: string }> }>(`${CAR}/page`, {
    carStatus: 0,
    size: 5,
    descs: 'id',
  });
  const car = waiting.records[0].carCode;
  await inEnglish(page);
  await login(page);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await openScreen(page, 'Devices', 'Cars', /\/device\/car$/);
  await search(page, { 'Car code': car }, true);
  const row = rowWith(page, car);
  await expect(row).toContainText('Not placed');
  await clickOp(row, 'Put in a slot');
  await dialog(page).getByLabel('Cabinet number').fill('DSP000001');
  await dialog(page).getByLabel('Slot', { exact: true }).fill('1');
  await okDialog(page, true);
  await expect(toast(page, 'Device DSP000001 is not a cabinet')).toBeVisible();
  await dialog(page).getByLabel('Cabinet number').fill('CAB000010');
  await dialog(page).getByLabel('Slot', { exact: true }).fill('4');
  await okDialog(page, true);
  await expect(toast(page, 'Put in the slot')).toBeVisible();
  await expect(row).toContainText('In a slot');
  await shot(page, 'cars-en');

  await openScreen(page, 'Devices', 'Control code rules', /\/device\/control-code-rule$/);
  const ruleRow = rowWith(page, 'CTL');
  await clickOp(ruleRow, 'Generate codes');
  await dialog(page).getByLabel('Quantity').fill('5');
  await okDialog(page, true);
  await expect(toast(page, 'Codes generated')).toBeVisible();
  await shot(page, 'code-rules-en');
});
