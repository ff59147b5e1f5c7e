/**
 * The engine-part stories render without errors and show what they are about: value types in both
 * languages, the toolbar with and without permissions, every failing rule's message, the three states,
 * the lazy tree and the 10,000-row table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { builtinValueTypeNames } from '../../engine/schema/value-types';
import * as valueTypes from '../../storybook/stories/value-types.stories';
import * as parts from '../../storybook/stories/crud-parts.stories';
import * as states from '../../storybook/stories/states.stories';
import * as trees from '../../storybook/stories/tree-and-bulk.stories';
import { checkRule } from '../../engine/form';
import { ruleBreakingValues, ruleColumns } from '../../storybook/stories/parts-fixture';
import { checkStory } from './stories-check';
import { preloadFormModal } from '../../engine/crud/form-modal-on-demand';
import { queryButton } from './crud-harness';

const vt = composeStories(valueTypes);
const p = composeStories(parts);
const s = composeStories(states);
const tr = composeStories(trees);
const ok = { errors: [], missing: [] };

describe('engine part stories', () => {
  // The record dialog is loaded on demand; a story's play runs inside act(), which holds back the render of
  // a chunk arriving meanwhile: load it first, as a screen does when idle.
  // Awaited, not returned: a function beforeAll resolves to is run as its teardown (FormModal with no props).
  beforeAll(async () => {
    await preloadFormModal();
  }, 30_000);

  it('show every value type in Chinese and in English', async () => {
    expect(await checkStory(vt.Chinese, { labels: ['类型', ...builtinValueTypeNames, '中'] })).toEqual(ok);
    expect(await checkStory(vt.English, { labels: ['Type', ...builtinValueTypeNames, 'Medium'] })).toEqual(ok);
  });

  it('show the search form', async () => {
    expect(await checkStory(p.SearchFormStory, { labels: ['值类型 text', '搜索', '清空'] })).toEqual(ok);
  });

  it('show the toolbar with every permission and with view-only codes', async () => {
    expect(await checkStory(p.ToolbarAll, { labels: ['新增', '导出', '批量启用'] })).toEqual(ok);
    expect(queryButton('新增')).not.toBeNull();
    document.body.innerHTML = '';
    expect(await checkStory(p.ToolbarViewOnly, { labels: [] })).toEqual(ok);
    expect(queryButton('新增')).toBeNull();
    expect(queryButton('导出')).toBeNull();
  });

  it('show a screen with every value type column and its actions', async () => {
    expect(
      await checkStory(p.ScreenWithActions, {
        labels: ['Sample parts', '值类型 money', '导出', '批量启用', '停用'],
        minRows: 10,
      }),
    ).toEqual(ok);
  });

  it('show the message of every failing rule in the form dialog', async () => {
    // What the engine says for each rule and starting value; a named validator words its own message.
    const values: Record<string, unknown> = ruleBreakingValues;
    const messages = ruleColumns.flatMap((c) => (c.rules ?? []).map((r) => checkRule(r, values[c.prop], 'zh')));
    expect(messages.every(Boolean)).toBe(true);
    const report = await checkStory(p.FormDialogRulesFail, {
      labels: messages,
      play: (canvasElement) => p.FormDialogRulesFail.play?.({ canvasElement }),
    });
    expect(report).toEqual(ok);
  });

  it('show the empty, loading and error states', async () => {
    expect(await checkStory(s.Empty, { labels: ['暂无数据'] })).toEqual(ok);
    document.body.innerHTML = '';
    expect(await checkStory(s.Loading, { labels: ['States'] })).toEqual(ok);
    expect(document.querySelector('.ant-spin-spinning')).not.toBeNull();
    document.body.innerHTML = '';
    expect(await checkStory(s.Error, { labels: ['Service unavailable (503)', '重试'] })).toEqual(ok);
  });

  it('show a lazy tree', async () => {
    expect(await checkStory(tr.LazyTree, { labels: ['名称', '级别'], minRows: 1 })).toEqual(ok);
  });

  it('show a 10,000-row table', async () => {
    expect(await checkStory(tr.TenThousandRows, { labels: ['共 10000 条'], minRows: 1, timeout: 40000 })).toEqual(ok);
  }, 60000);
});
