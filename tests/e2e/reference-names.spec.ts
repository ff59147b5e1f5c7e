/**
 * References shown by their names and picked within the row's tenant (issue 35, item 1; engine/form/row-tenant.ts
 * and the schema's `names`): the platform administrator lists a tenant's user with that tenant's role and
 * department names (not ids), and edits them among that tenant's roles only.
 */
import { expect, test, type Page } from '@playwright/test';
import { dialog, loginAsAdmin, rows } from './helpers';
import { inEnglish } from './shell-helpers';

const picker = (page: Page, label: string) =>
  dialog(page).locator('.ant-select').filter({ has: page.locator(`input[aria-label="${label}"]`) });

for (const lang of ['zh', 'en'] as const) {
  test(`a tenant's user, seen by the platform administrator, names its roles and offers only its tenant's (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    if (lang === 'en') await inEnglish(page);
    await loginAsAdmin(page);
    // Filtered by the link's query: other files add users, which may push him off the first page.
    await page.goto('/system/user?account=wuqiang');
    // wuqiang (tenant 100001) holds the maintenance role of his tenant, which the platform's role tree lacks.
    const row = rows(page).filter({ hasText: 'wuqiang' }).first();
    // The role is a key column of the list; the department waits in the column chooser at 1440 and is
    // checked by name in the form below.
    await expect(row).toContainText('运维人员');
    await row.getByRole('button', { name: lang === 'zh' ? /编\s*辑/ : /^Edit$/ }).click();
    const roles = picker(page, lang === 'zh' ? '所属角色' : 'Roles');
    await expect(roles.locator('.ant-select-selection-item')).toHaveText(['运维人员']);
    await expect(picker(page, lang === 'zh' ? '所属部门' : 'Departments').locator('.ant-select-selection-item')).toHaveText(['门店运营部']);
    await roles.click();
    const offered = page.locator('.ant-select-dropdown:visible .ant-select-tree-title');
    await expect(offered.filter({ hasText: '商户财务' })).toBeVisible();
    // The platform's own roles are another tenant's: not offered for this user.
    await expect(offered.filter({ hasText: '超级管理员' })).toHaveCount(0);
    await page.screenshot({ path: `test-results/reference-names-${lang}.png` });
  });
}
