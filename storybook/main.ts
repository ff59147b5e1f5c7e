/**
 * Storybook: React + Vite, telemetry off (no internet here, STACK.md). Stories come from two places:
 * the hand-written engine-part stories in storybook/stories/, and schemas/ itself, which the custom
 * indexer in schema-index.ts turns into one story per schema file (see there for why).
 *
 * schema-index.ts is loaded with tsx rather than imported: Storybook's loader warns about every
 * extensionless relative import, and this project (Vite, the server) writes them without extensions.
 */
import type { Indexer } from 'storybook/internal/types';
import type { StorybookConfig } from '@storybook/react-vite';
import { tsImport } from 'tsx/esm/api';

interface SchemaIndexModule {
  indexSchemaFile: Indexer['createIndex'];
  schemaStoriesPlugin(indexSource: Promise<unknown>): NonNullable<import('vite').UserConfig['plugins']>[number];
}
const schemaIndex = tsImport('./schema-index.ts', import.meta.url) as Promise<SchemaIndexModule>;

/** Schema files as storybook/all-schemas.ts globs them: .ts / .json under schemas/, not `_*` nor `.d.ts`. */
export const SCHEMA_FILES = /[\\/]schemas[\\/](?:.*[\\/])?(?!_)[^\\/]+(?<!\.d)\.(ts|json)$/;

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['./stories/**/*.stories.@(ts|tsx)', { directory: '../schemas', files: '**/[!_]*.@(ts|json)' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // sample-image.svg: what image / upload columns of sample rows point at (no network needed).
  staticDirs: ['./static'],
  // Chromium asks every page for an icon; without one the console shows a 404 (STACK.md pitfall 9).
  previewHead: (head) => `${head ?? ''}<link rel="icon" href="data:," />`,
  // Ours first: Storybook uses the first indexer whose `test` matches a file.
  experimental_indexers: async (existing) => [
    { test: SCHEMA_FILES, createIndex: async (file, opts) => (await schemaIndex).indexSchemaFile(file, opts) },
    ...(existing ?? []),
  ],
  async viteFinal(viteConfig, options) {
    // The same index Storybook builds its sidebar from: the virtual module exports exactly its entries.
    const indexSource = options.presets.apply('storyIndexGenerator');
    return {
      ...viteConfig,
      plugins: [...(viteConfig.plugins ?? []), (await schemaIndex).schemaStoriesPlugin(indexSource)],
      // antd + Formily + every story in one preview: big chunks are expected in a gallery.
      build: { ...viteConfig.build, chunkSizeWarningLimit: 4000 },
    };
  },
};

export default config;
