/**
 * Every generated schema story renders: no thrown error, no console.error, the schema's title and
 * every visible column label on screen, and sample rows in the table. The stories are the same
 * objects the Storybook virtual module exports (schemaStories over storybook/all-schemas.ts).
 *
 * In shards, one test file each (stories-schemas-<k>.test.tsx): rendering the 149 stories was 62 % of the
 * unit project's time (1,080 of 1,734 s of file time at a load of 25), and as one file it kept one worker
 * busy alone long after the other had run every other file. Four shards share out over two workers (or
 * more); each costs one more import of the console (≈ 6 s). Story i belongs to shard i mod SHARDS.
 */
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { composeStory } from '@storybook/react-vite';
import { registry } from '../../storybook/all-schemas';
import { schemaStories, schemaStoriesMeta } from '../../storybook/schema-stories';
import { checkStory, expectedLabels } from './stories-check';
import './crud-harness';

export const SHARDS = 4;

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
        const files = readdirSync(dirname(fileURLToPath(import.meta.url))).filter((f) =>
          /^stories-schemas-\d+\.test\.tsx$/.test(f),
        );
        expect(files.sort()).toEqual(Array.from({ length: SHARDS }, (_, i) => `stories-schemas-${i + 1}.test.tsx`));
      });

    it.each(stories.filter((_, i) => i % SHARDS === k))(
      '%s renders with its labels and sample rows',
      async (exportName, story) => {
        const Story = composeStory(story, schemaStoriesMeta, undefined, exportName);
        const page = registry.page(story.entry.schemaName);
        const report = await checkStory(Story, {
          labels: expectedLabels(registry, story.entry.schemaName, 'zh'),
          // A master-detail page shows master rows; its detail waits for a choice.
          minRows: 1,
          timeout: page ? 8000 : 5000,
        });
        expect(report).toEqual({ errors: [], missing: [] });
      },
    );
  });
}
