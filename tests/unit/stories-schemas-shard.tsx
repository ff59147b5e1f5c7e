/**
 * Every generated schema story renders: no thrown error, no console.error, the schema's title and
 * every visible column label on screen, and sample rows in the table. The stories are the same
 * objects the Storybook virtual module exports (schemaStories over storybook/all-schemas.ts).
 *
 * In shards, one test file each (stories-schemas-<k>.test.tsx): rendering every story is the longest
 * file of the unit project (minutes on the 2-core machine) and, as one file, it kept one worker busy
 * alone at the end of the run while the other had nothing left to do. Story i belongs to shard i mod n.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { composeStory } from '@storybook/react-vite';
import { registry } from '../../storybook/all-schemas';
import { schemaStories, schemaStoriesMeta } from '../../storybook/schema-stories';
import { checkStory, expectedLabels } from './stories-check';
import './crud-harness';

export const SHARDS = 3;

const stories = Object.entries(schemaStories(registry));

/** The tests of shard `k` (0-based) of SHARDS; shard 0 also checks that the stories cover the registry. */
export function storiesShard(k: number) {
  describe(`generated schema stories, shard ${k + 1} of ${SHARDS}`, () => {
    if (k === 0)
      it('cover every entity and page of the registry', () => {
        const names = stories.map(([, s]) => s.entry.schemaName).sort();
        // A set: concurrent test runs in this checkout may each add a copy of the same fixture schema.
        expect(names).toEqual([...new Set([...registry.entities, ...registry.pages].map((s) => s.name))].sort());
      });
    if (k === 0)
      it(`runs in ${SHARDS} shard files, none missing (a story of a missing shard would go unchecked)`, () => {
        const files = readdirSync(fileURLToPath(new URL('.', import.meta.url))).filter((f) => /^stories-schemas-\d+\.test\.tsx$/.test(f));
        expect(files.sort()).toEqual(Array.from({ length: SHARDS }, (_, i) => `stories-schemas-${i + 1}.test.tsx`));
      });

    it.each(stories.filter((_, i) => i % SHARDS === k))('%s renders with its labels and sample rows', async (exportName, story) => {
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
}
