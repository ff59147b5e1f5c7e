/**
 * One full journey per sidebar screen, generated from the schema files (issue 4 acceptance: "each screen is
 * reachable from the sidebar of the seeded administrator and works against the reference server"):
 * open it through the sidebar, add a row with values that pass the schema's rules, find it with the search
 * form, view it (a state machine's new row offers exactly the transitions leaving its first state), edit it,
 * delete it. Read-only screens (logs…) are opened, searched and viewed. Pages that
 * compose two entities (master-detail) show both panes. Special actions have their own specs.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Column, EntitySchema, MenuGroup, PageSchema } from '../../engine/schema/model';
import { clickRowOp, currentPaneShown, dialog, escapeDialog, loginAsAdmin, rowOpNames, rows, toast } from './helpers';
import { fillColumn, isTextual, sampleText } from './support/fill';
import { ensureReferencedRows } from './support/ref-rows';

interface Screen {
  schema: EntitySchema | PageSchema;
  group: MenuGroup | null;
  /** Where the sidebar opens it: the standard path (schemas/system/standard-screens.ts) or its route. */
  path: string;
}

const screens: Screen[] = JSON.parse(
  execFileSync('npx', ['tsx', 'tests/e2e/support/dump-screens.ts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
);

const isPage = (s: EntitySchema | PageSchema): s is PageSchema => 'kind' in s && s.kind === 'page';
const entities = screens.map((s) => s.schema).filter((s): s is EntitySchema => !isPage(s));
const formFlag = (c: Column, place: 'add' | 'edit') =>
  c.form === false ? false : typeof c.form === 'object' ? c.form[place] !== false && c.form.readonly !== true : true;
const typed = (c: Column, place: 'add' | 'edit') =>
  formFlag(c, place) && !(place === 'edit' && typeof c.form === 'object' && c.form.readonly === 'edit');
const required = (c: Column) => !!c.rules?.some((r) => r.required);
const searchable = (c: Column) =>
  !!c.search && isTextual(c) && c.type !== 'password' && !(typeof c.search === 'object' && c.search.mode === 'range');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The column is in the table's view: not hidden, nor waiting in the column chooser (column priority). */
const inView = async (page: Page, c: Column) =>
  (await page
    .locator('.ant-table-thead:visible th')
    .filter({ hasText: new RegExp(`^${escapeRegExp(c.label.zh)}$`) })
    .count()) > 0;

/** A sidebar entry by its text (the accessible name also carries the icon's name before it). */
const menuItem = (page: Page, title: string) =>
  page.getByRole('menuitem', { name: new RegExp(`(^|\\s)${escapeRegExp(title)}$`) });

/**
 * One sign-in per worker, through the real login page: the journeys are about the screens, and a hundred
 * log-ins cost minutes of the CI's budget (the log-in itself has its own specs). Each test starts from the
 * signed-in browser state: the session in local storage, the home tab.
 */
const journey = test.extend<object, { adminState: Awaited<ReturnType<BrowserContext['storageState']>> }>({
  adminState: [
    async ({ browser }, provide, workerInfo) => {
      // A worker's own context gets none of the test options: the address comes from the project.
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await loginAsAdmin(page);
      const state = await context.storageState();
      await context.close();
      await provide(state);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminState }, provide) => provide(adminState),
});

async function openFromSidebar(page: Page, s: Screen) {
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/wel\/index$/);
  if (s.group) await menuItem(page, s.group.title.zh).click();
  // On a busy machine the sidebar may still be settling (its group opening, menus arriving) when the entry
  // is clicked, and that click is lost: click again until the screen opens, as a person would.
  await expect(async () => {
    // The entry itself, not a group of the same name (BladeX's 流程管理 group holds a 流程管理 screen).
    await menuItem(page, s.schema.title.zh).and(page.locator('li.ant-menu-item')).click();
    await expect(page).toHaveURL(new RegExp(`${s.path}$`), { timeout: 3000 });
  }).toPass();
  await currentPaneShown(page);
}

const save = (page: Page) =>
  dialog(page)
    .getByRole('button', { name: /确\s*定|保\s*存/ })
    .click();

async function entityJourney(page: Page, e: EntitySchema) {
  await expect(page.locator('.ant-table').first()).toBeVisible();
  const t = e.table ?? {};
  const canAdd = !e.readOnly && t.addButton !== false && e.columns.some((c) => typed(c, 'add'));
  if (!canAdd) {
    // Read-only screen: the list loads, and the first row (if any) opens in the view dialog. Screens whose
    // rows come from a special action rather than the add form have their full journey in a dedicated
    // spec: attachments (upload: admin-resources), user stores by role (assign stores: admin-role-sets).
    await expect(page.locator('.ant-table-tbody')).toBeVisible();
    if ((await rows(page).count()) && t.viewButton) {
      await clickRowOp(rows(page).first(), /^查\s*看$/);
      await expect(dialog(page)).toBeVisible();
      await escapeDialog(page);
    }
    return;
  }

  // Add: every required or unique field, plus the first searchable text field.
  const seed = `e2e${Date.now().toString(36)}`;
  const searchCol = e.columns.find((c) => searchable(c) && typed(c, 'add'));
  const toFill = e.columns.filter(
    (c) => typed(c, 'add') && (c === searchCol || ((required(c) || c.unique) && (c.default === undefined || c.unique))),
  );
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await expect(dialog(page)).toBeVisible();
  const typedValues = new Map<string, string>();
  for (const c of toFill) {
    const v = await fillColumn(page, dialog(page), c, seed);
    if (v !== undefined) typedValues.set(c.prop, v);
  }
  await save(page);
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // Find it: through the search form when a text column is searchable, else on the first page.
  const marker = searchCol ? typedValues.get(searchCol.prop)! : [...typedValues.values()].find(Boolean);
  if (searchCol) {
    const search = page.getByRole('search');
    await search.getByLabel(searchCol.label.zh, { exact: true }).fill(marker!);
    await search.getByRole('button', { name: /搜\s*索/ }).click();
  }
  let ours = marker ? rows(page).filter({ hasText: marker }) : rows(page).first();
  // The searched column may wait in the column chooser (column priority, issue 35): the search alone then
  // finds the row, the only one holding this run's value.
  if (searchCol && !(await inView(page, searchCol))) {
    await expect(rows(page)).toHaveCount(1);
    ours = rows(page);
  }
  await expect(ours.first()).toBeVisible();

  // A state machine: the new row is in its first state and offers exactly the transitions leaving it
  // (their own journeys are in admin-state-machine.spec.ts).
  if (e.stateMachine) {
    const initial = e.columns.find((c) => c.prop === e.stateMachine!.field)?.default;
    // Buttons and the row's 更多 menu together (issue 35: at most three buttons a row).
    const offered = await rowOpNames(ours.first());
    for (const tr of e.stateMachine.transitions)
      expect(offered.includes(tr.label.zh), tr.label.zh).toBe(tr.from.some((f) => String(f) === String(initial)));
  }

  if (t.viewButton) {
    await clickRowOp(ours.first(), /^查\s*看$/);
    if (marker) await expect(dialog(page)).toContainText(marker);
    await escapeDialog(page);
  }

  if (t.editButton !== false) {
    // Kept credentials (`secret`) are never shown back, so they cannot prove an edit.
    // A column with a format of its own (fence corners "lng,lat;…") is left to its screen's spec: the
    // generated sample must pass the column's patterns.
    const editable = e.columns.filter(
      (c) =>
        isTextual(c) &&
        typed(c, 'edit') &&
        c.type !== 'password' &&
        !c.secret &&
        !c.unique &&
        (c.rules ?? []).every((r) => !r.pattern || new RegExp(r.pattern).test(sampleText(c, `${seed}x`))),
    );
    // Another column than the searched one, so the row still matches the search after the edit.
    const editCol = editable.find((c) => c !== searchCol) ?? editable[0];
    await clickRowOp(ours.first(), /^编\s*辑$/);
    await expect(dialog(page)).toBeVisible();
    let edited: string | undefined;
    if (editCol) {
      edited = editCol === searchCol ? `${marker}x`.slice(0, editCol.maxLength ?? 64) : sampleText(editCol, `${seed}x`);
      await dialog(page).getByLabel(editCol.label.zh, { exact: true }).first().fill(edited);
    }
    await save(page);
    await expect(toast(page, '更新成功')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    // The saved value is read back where the screen shows it whole: the view dialog (a list may mask a
    // column, e.g. a client secret), else the table.
    if (edited && editCol && t.viewButton && editCol.view !== false) {
      await clickRowOp(ours.first(), /^查\s*看$/);
      await expect(dialog(page)).toContainText(edited);
      await escapeDialog(page);
    } else if (edited && editCol && editCol !== searchCol && (await inView(page, editCol))) {
      await expect(ours.first()).toContainText(edited);
    }
  }

  if (t.deleteButton !== false) {
    // Without a marker the row is the first of a list that may hold others: count them all (pager total).
    const total = page.locator('.ant-pagination-total-text:visible').first();
    const count = async () => (marker ? ours.count() : Number((await total.innerText()).replace(/\D/g, '')));
    const before = await count();
    await clickRowOp(ours.first(), /^删\s*除$/);
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('确定将选择数据删除?');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect.poll(count).toBe(before - 1);
  }
}

// The journeys touch only rows they make: they may run side by side on several workers.
journey.describe.configure({ mode: 'parallel' });


for (const s of screens) {
  journey(`journey: ${s.schema.title.en} (${s.schema.route})`, async ({ page, request }) => {
    // Rows the add form must pick from exist before the screen loads its options.
    if (!isPage(s.schema)) await ensureReferencedRows(request, s.schema.columns, entities);
    await openFromSidebar(page, s);
    if (isPage(s.schema)) {
      await expect(page.getByTestId('master-pane')).toBeVisible();
      await expect(page.getByTestId('detail-pane')).toBeVisible();
      return;
    }
    await entityJourney(page, s.schema);
  });
}
