/**
 * Acceptance: a NEW schema file appears as a story with no other file touched. This file writes a
 * brand-new schema under schemas/zz_story_fixture/ (git-ignored) before loading the registry, then
 * checks that (1) the Storybook indexer makes an entry for it, (2) the virtual module exports it, and
 * (3) the generated story renders its screen. It removes only its own file (others share the checkout).
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = join(root, 'schemas', 'zz_story_fixture');
const file = join(dir, `story-fixture-${process.pid}-${Date.now()}.ts`);
mkdirSync(dir, { recursive: true });
writeFileSync(
  file,
  `import { defineEntity } from '../../engine/schema';

/** Written by tests/unit/stories-fixture.test.tsx for one run; never committed. */
export default defineEntity({
  name: 'zzstory.fixtureThing',
  title: { zh: '故事夹具', en: 'Story fixture' },
  permission: 'zz_story_fixture',
  api: { service: 'zz-story', entity: 'thing' },
  columns: [
    { prop: 'title', label: { zh: '夹具标题', en: 'Fixture title' }, search: true },
    { prop: 'amount', label: { zh: '夹具金额', en: 'Fixture amount' }, type: 'money' },
    { prop: 'flag', label: { zh: '夹具开关', en: 'Fixture flag' }, type: 'radio', dict: 'yes_no' },
  ],
});
`,
);

// Static imports run before this module's body, so everything that reaches storybook/all-schemas.ts (and its
// import.meta.glob) is imported only now, after the file exists.
const { composeStory } = await import('@storybook/react-vite');
const { checkStory, expectedLabels } = await import('./stories-check');
await import('./crud-harness');

afterAll(() => {
  rmSync(file, { force: true });
  if (existsSync(dir) && readdirSync(dir).length === 0) rmSync(dir, { recursive: true, force: true });
});

describe('a schema file added under schemas/', () => {
  it('is indexed by the Storybook indexer as a schema story', async () => {
    const { indexSchemaFile } = await import('../../storybook/schema-index');
    const entries = await indexSchemaFile(file);
    expect(entries).toEqual([
      expect.objectContaining({ type: 'story', importPath: 'virtual:schema-stories', exportName: 'ZzstoryFixtureThing', title: 'Schema screens' }),
    ]);
  });

  it('is exported by the virtual stories module and renders as a story', async () => {
    const { schemaStoriesModule } = await import('../../storybook/schema-index');
    expect(schemaStoriesModule(['ZzstoryFixtureThing'])).toContain('export const ZzstoryFixtureThing = schemaStoryByExport("ZzstoryFixtureThing");');
    // The registry's glob finds the new file on its own. A query makes Vite transform the module afresh:
    // another test file of this run may have had it transformed before the file existed.
    const fresh = `../../storybook/all-schemas?story-fixture=${process.pid}`;
    const { registry } = (await import(/* @vite-ignore */ fresh)) as typeof import('../../storybook/all-schemas');
    const { schemaStories, schemaStoriesMeta } = await import('../../storybook/schema-stories');
    const stories = schemaStories(registry);
    expect(Object.keys(stories)).toContain('ZzstoryFixtureThing');
    const Story = composeStory(stories.ZzstoryFixtureThing, schemaStoriesMeta, undefined, 'ZzstoryFixtureThing');
    const report = await checkStory(Story, { labels: expectedLabels(registry, 'zzstory.fixtureThing'), minRows: 10 });
    expect(report).toEqual({ errors: [], missing: [] });
    expect(document.body.textContent).toContain('故事夹具');
  });

  it('catalog files are not stories', async () => {
    const { indexSchemaFile } = await import('../../storybook/schema-index');
    expect(await indexSchemaFile(join(root, 'schemas', 'system', 'dicts.ts'))).toEqual([]);
  });
});
