/**
 * Every generated schema story renders: no thrown error, no console.error, the schema's title and
 * every visible column label on screen, and sample rows in the table. The stories are the same
 * objects the Storybook virtual module exports (schemaStories over storybook/all-schemas.ts).
 */
import { describe, expect, it } from 'vitest';
import { composeStory } from '@storybook/react-vite';
import { registry } from '../../storybook/all-schemas';
import { schemaStories, schemaStoriesMeta } from '../../storybook/schema-stories';
import { checkStory, expectedLabels } from './stories-check';
import './crud-harness';

const stories = Object.entries(schemaStories(registry));

describe('generated schema stories', () => {
  it('cover every entity and page of the registry', () => {
    const names = stories.map(([, s]) => s.entry.schemaName).sort();
    // A set: concurrent test runs in this checkout may each add a copy of the same fixture schema.
    expect(names).toEqual([...new Set([...registry.entities, ...registry.pages].map((s) => s.name))].sort());
  });

  it.each(stories)('%s renders with its labels and sample rows', async (exportName, story) => {
    const Story = composeStory(story, schemaStoriesMeta, undefined, exportName);
    const page = registry.page(story.entry.schemaName);
    const report = await checkStory(Story, {
      labels: expectedLabels(registry, story.entry.schemaName, 'zh'),
      // A master-detail page shows master rows; its detail waits for a choice.
      minRows: 1,
      timeout: page ? 8000 : 5000,
    });
    expect(report).toEqual({ errors: [], missing: [] });
  });
});
