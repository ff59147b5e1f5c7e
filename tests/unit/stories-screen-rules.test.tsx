/**
 * The screen-rule stories (storybook/stories/screen-rules.stories.tsx) render without errors and show each
 * rule: the counter's name instead of its id, the masked phone, "-" in the empty remark, the toggle named
 * by the row's state, the deduction in negative, no edit on a generated row, the empty list's invitation,
 * and the grouped refund's dialog with its record and kinds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from '../../storybook/stories/screen-rules.stories';
import { checkStory } from './stories-check';
import { bodyRows, cellTexts, queryButton } from './crud-harness';

const s = composeStories(stories);
const ok = { errors: [], missing: [] };
const row = (no: string) => bodyRows().find((r) => cellTexts(r).includes(no)) as HTMLElement;

afterEach(() => cleanup());

describe('screen rule stories', () => {
  it('a list shows names, masks, "-", named toggles, signed money and locked rows', async () => {
    expect(await checkStory(s.ListRules, { labels: ['票据', '万达广场一楼柜台', '138****1234'], minRows: 3 })).toEqual(
      ok,
    );
    const first = cellTexts(row('T202612060001'));
    expect(first).not.toContain('11');
    const second = row('T202612060002');
    expect(cellTexts(second)).toContain('-');
    expect(cellTexts(second).some((c) => /^[−-]¥20\.00$/.test(c))).toBe(true);
    // Generated (locked): no edit nor delete; the disabled row offers 启用, the enabled one 停用.
    expect(queryButton('编辑', second)).toBeNull();
    expect(queryButton('启用', second)).not.toBeNull();
    expect(queryButton('停用', row('T202612060001'))).not.toBeNull();
    expect(queryButton('编辑', row('T202612060001'))).not.toBeNull();
  });

  it('an empty list invites the first row', async () => {
    expect(await checkStory(s.EmptyInvites, { labels: ['创建第一条'] })).toEqual(ok);
  });

  it('the refund dialog shows the record and asks the kind', async () => {
    const play = (canvasElement: HTMLElement) => s.RefundDialog.play?.({ canvasElement });
    expect(await checkStory(s.RefundDialog, { labels: ['票据'], minRows: 3, play })).toEqual(ok);
    await waitFor(() => expect(screen.getByText('退款方式')).toBeInTheDocument(), { timeout: 10000 });
    const dialog = screen.getAllByRole('dialog').at(-1) as HTMLElement;
    expect(dialog.textContent).toContain('可退金额');
    expect(dialog.textContent).toContain('普通退款');
    expect(dialog.textContent).toContain('强制退款');
  });
});
