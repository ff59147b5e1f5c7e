/** The story of the inputs that validate in a grouped form: its sections and every check's message, zh and en. */
import { beforeAll, describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import * as inputs from '../../storybook/stories/validated-inputs.stories';
import { checkStory } from './stories-check';
import { preloadFormModal } from '../../engine/crud/form-modal-on-demand';

const st = composeStories(inputs);
const ok = { errors: [], missing: [] };

describe('inputs that validate, in a grouped form (story)', () => {
  // The record dialog is a chunk loaded on demand; a story's play runs inside act(), which holds back the
  // render of a chunk that arrives meanwhile: load it first, as a screen does when idle.
  // Awaited, not returned: a function beforeAll resolves to is run as its teardown (FormModal with no props).
  beforeAll(async () => {
    await preloadFormModal();
  }, 30_000);

  it('shows the sections and each refusal in Chinese', async () => {
    const labels = ['基本信息', '位置', '其他', '应在 73 到 136 之间', '最多 6 位小数', '合作期限: 结束不能早于开始'];
    const report = await checkStory(st.Chinese, {
      labels,
      play: (canvasElement) => st.Chinese.play?.({ canvasElement } as never),
    });
    expect(report).toEqual(ok);
  });

  it('shows them in English', async () => {
    document.body.innerHTML = '';
    const labels = [
      'Basics',
      'Location',
      'Other',
      'must be between 73 and 136',
      'must have at most 6 decimals',
      'Period: the end cannot be before the start',
    ];
    const report = await checkStory(st.English, {
      labels,
      play: (canvasElement) => st.English.play?.({ canvasElement } as never),
    });
    expect(report).toEqual(ok);
  });
});
