/**
 * Browser side of the generated schema stories: the meta and one story per schema, each the real
 * SchemaScreen over the in-memory provider filled with generated sample rows (37 per entity, so there
 * are pages to turn). The virtual module built by schema-index.ts re-exports `schemaStoryByExport(x)`
 * for every indexed schema; tests call `schemaStories(registry)` to get the same stories.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Result } from 'antd';
import { SchemaScreen } from '../engine/crud';
import { createMemoryProvider } from '../engine/data/memory-provider';
import { sampleTables } from '../engine/data/sample-rows';
import type { Registry } from '../engine/schema/registry';
import { registry as appRegistry } from './all-schemas';
import type { EngineParameters } from './engine-shell';
import { SCHEMA_STORIES_TITLE, schemaStoryEntry, type SchemaStoryEntry } from './schema-story-names';

export const schemaStoriesMeta: Meta = { title: SCHEMA_STORIES_TITLE };

export const SAMPLE_ROWS_PER_ENTITY = 37;

/** Served from storybook/static, so image columns show a picture without the network. */
export const sampleMediaUrl = (n: number) => `sample-image.svg?n=${n}`;

/** A fresh provider over sample rows of every entity (references need the other entities' rows). */
export const sampleProvider = (registry: Registry) =>
  createMemoryProvider({
    registry,
    rows: sampleTables(registry, { count: SAMPLE_ROWS_PER_ENTITY, seed: 7, mediaUrl: sampleMediaUrl }),
  });

export type SchemaStory = StoryObj & { entry: SchemaStoryEntry };

export function schemaStoryFor(registry: Registry, entry: SchemaStoryEntry): SchemaStory {
  const engine: EngineParameters = { registry, provider: sampleProvider };
  return {
    entry,
    name: entry.name,
    tags: ['schema'],
    parameters: { engine },
    render: () => <SchemaScreen name={entry.schemaName} />,
  };
}

/** Every entity and page of a registry, keyed by export name (the order of the registry's files). */
export function schemaStories(registry: Registry): Record<string, SchemaStory> {
  const entries = registry.files.map((f) => schemaStoryEntry(f.value)).filter((e): e is SchemaStoryEntry => !!e);
  return Object.fromEntries(entries.map((e) => [e.exportName, schemaStoryFor(registry, e)]));
}

/**
 * The story for an indexed export. The index (Node) and the registry (Vite glob) see the same files;
 * if they ever disagree mid-edit, the story says so instead of failing to load the whole module.
 */
let appStories: Record<string, SchemaStory> | undefined;
export function schemaStoryByExport(exportName: string): StoryObj {
  appStories ??= schemaStories(appRegistry);
  const story = appStories[exportName];
  if (story) return story;
  return { render: () => <Result status="warning" title={`No schema for story ${exportName}`} subTitle="Reload the page" /> };
}
