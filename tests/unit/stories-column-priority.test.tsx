/**
 * The column-priority stories (storybook/stories/column-priority.stories.tsx) render without errors and
 * show their rule: three buttons a row and a More menu holding the rest, the tenant column for rows of two
 * tenants (none for a tenant's staff), totals labelled with what they cover, the chooser listing columns.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from '../../storybook/stories/column-priority.stories';
import { checkStory } from './stories-check';

const s = composeStories(stories);
const ok = { errors: [], missing: [] };
const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent ?? '');

afterEach(() => cleanup());

describe('column priority stories', () => {
  it('a busy row: three buttons and More; the tenant column; totals of all rows', async () => {
    expect(
      await checkStory(s.KeyColumns, { labels: ['繁忙列表', '所属租户', '合计（全部 12 条）'], minRows: 10 }),
    ).toEqual(ok);
    const row = document.querySelector('.ant-table-tbody tr.ant-table-row')!;
    const buttons = [...row.querySelectorAll('.crud-row-operations > button')].map((b) => b.textContent?.trim());
    expect(buttons).toEqual(['查看', '编辑', '通过', '更多']);
    expect(document.querySelector('th[data-key="true"][data-col="amount"]')).not.toBeNull();
    // The More menu holds the rest, delete last.
    await act(async () => {
      fireEvent.click(row.querySelector('.crud-row-more')!);
    });
    await waitFor(() => expect(document.querySelectorAll('.ant-dropdown-menu-item')).toHaveLength(2), {
      timeout: 5000,
    });
    expect([...document.querySelectorAll('.ant-dropdown-menu-item')].map((i) => i.textContent)).toEqual([
      '归档',
      '删除',
    ]);
  });

  it('a tenant`s staff get no tenant column', async () => {
    expect(await checkStory(s.OneTenant, { labels: ['编号'], minRows: 10 })).toEqual(ok);
    expect(headers()).not.toContain('所属租户');
  });
});
