/**
 * The story render check fails when it should: a schema whose screen throws, and a story that never
 * shows an expected label, are both reported (so a broken schema story fails the stories-schemas-<k>.test shards).
 */
import { describe, expect, it } from 'vitest';
import { composeStory } from '@storybook/react-vite';
import type { EntitySchema } from '../../engine/schema/model';
import { createRegistry } from '../../engine/schema/registry';
import { schemaStoriesMeta, schemaStoryFor } from '../../storybook/schema-stories';
import { schemaStoryEntry } from '../../storybook/schema-story-names';
import { checkStory, expectedLabels } from './stories-check';
import './crud-harness';

const good: EntitySchema = {
  name: 'zzbroken.thing',
  title: { zh: '坏掉的', en: 'Broken' },
  permission: 'zz_broken',
  api: { service: 'zz', entity: 'thing' },
  columns: [{ prop: 'title', label: { zh: '标题', en: 'Title' } }],
};

function storyOf(value: EntitySchema) {
  const registry = createRegistry([{ file: 'schemas/zz_broken/thing.ts', value }]);
  const entry = schemaStoryEntry(value);
  if (!entry) throw new Error('no entry');
  return { registry, Story: composeStory(schemaStoryFor(registry, entry), schemaStoriesMeta, undefined, entry.exportName) };
}

describe('the story render check', () => {
  it('passes a sound schema', async () => {
    const { registry, Story } = storyOf(good);
    expect(await checkStory(Story, { labels: expectedLabels(registry, good.name), minRows: 1 })).toEqual({ errors: [], missing: [] });
  });

  it('reports a schema whose story throws', async () => {
    // Columns that are not a list: the screen throws while rendering.
    const broken = { ...good, columns: { title: 'oops' } } as unknown as EntitySchema;
    const { Story } = storyOf(broken);
    const report = await checkStory(Story, { labels: ['坏掉的'], timeout: 1500 });
    expect(report.errors.length).toBeGreaterThan(0);
    expect(report.errors.join('\n')).toMatch(/render|console\.error|uncaught/);
  });

  it('reports a label that never shows', async () => {
    const { Story } = storyOf(good);
    const report = await checkStory(Story, { labels: ['坏掉的', 'A label no column has'], timeout: 1500 });
    expect(report).toEqual({ errors: [], missing: ['A label no column has'] });
  });
});
