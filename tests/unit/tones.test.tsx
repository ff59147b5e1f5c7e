/**
 * States in colour (engine/data/tones.ts, engine/form/value-types/tone-tag.tsx): a dictionary seed's
 * declared tone reaches the loaded entries, and a choice cell of a toned entry is a tag of that tone.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { withTones } from '../../engine/data/tones';
import { dictToOptions } from '../../engine/form/options';
import { renderCell } from '../../engine/form';
import type { Column, DictSeed } from '../../engine/schema';

const seeds: DictSeed[] = [
  {
    code: 'device_online',
    title: { zh: '在线状态', en: 'Online status' },
    items: [
      { key: 0, label: { zh: '离线', en: 'Offline' }, tone: 'default' },
      { key: 1, label: { zh: '在线', en: 'Online' }, tone: 'success' },
    ],
  },
  { code: 'sex', title: { zh: '性别', en: 'Sex' }, items: [{ key: 1, label: { zh: '男', en: 'Male' } }] },
];

describe('states in colour', () => {
  it("puts each seed's tone on the loaded entries and leaves untoned dictionaries as they were", () => {
    const sex = [{ dictKey: '1', dictValue: '男' }];
    const loaded = withTones(
      {
        device_online: [
          { dictKey: '1', dictValue: '在线' },
          { dictKey: '9', dictValue: '?' },
        ],
        sex,
      },
      seeds,
    );
    expect(loaded.device_online).toEqual([
      { dictKey: '1', dictValue: '在线', tone: 'success' },
      { dictKey: '9', dictValue: '?' },
    ]);
    expect(loaded.sex).toBe(sex);
    const untoned = { sex };
    expect(withTones(untoned, seeds)).toBe(untoned);
  });

  it('shows a toned choice as a tag of its tone, an untoned one as text', () => {
    const column = {
      prop: 'online',
      label: { zh: '在线', en: 'Online' },
      type: 'select',
      dict: 'device_online',
    } as Column;
    const options = dictToOptions(
      withTones(
        {
          device_online: [
            { dictKey: '0', dictValue: '离线' },
            { dictKey: '1', dictValue: '在线' },
          ],
        },
        seeds,
      ).device_online,
    );
    const { container } = render(<>{renderCell(column, 1, {}, { lang: 'zh', options })}</>);
    const tag = container.querySelector('[data-tone]');
    expect(tag?.getAttribute('data-tone')).toBe('success');
    expect(tag?.textContent).toBe('在线');
    expect(renderCell(column, 1, {}, { lang: 'zh', options: [{ label: '在线', value: '1' }] })).toBe('在线');
  });
});
