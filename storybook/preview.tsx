/**
 * Preview: toolbar controls for language, theme, primary colour and the permission set, and the
 * decorator that wraps every story in the engine's host stack (engine-shell.tsx).
 */
// Must come first: antd 5 on React 19 (STACK.md).
import '@ant-design/v5-patch-for-react-19';
import type { Decorator, Preview } from '@storybook/react-vite';
import { createPluginInstaller, type ClientPluginModule } from '../engine/plugin';
import { DEFAULT_GLOBALS, EngineShell, type EngineParameters, type StoryGlobals } from './engine-shell';

// Every plugin's client half, found by folder like the console does (app/plugins.ts), but given eagerly:
// the installer then registers them during this call, before the first story renders.
void createPluginInstaller(
  import.meta.glob<ClientPluginModule>('../plugins/*/client/index.{ts,tsx}', { eager: true }),
).installAll();

const withEngine: Decorator = (Story, context) => {
  const globals = { ...DEFAULT_GLOBALS, ...(context.globals as Partial<StoryGlobals>) };
  return (
    // Keyed by story: every story starts with fresh sample data and cache.
    <EngineShell key={context.id} globals={globals} engine={context.parameters.engine as EngineParameters | undefined}>
      <Story />
    </EngineShell>
  );
};

const preview: Preview = {
  globalTypes: {
    lang: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', dynamicTitle: true, items: [{ value: 'zh', title: '中文' }, { value: 'en', title: 'English' }] },
    },
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'mirror', dynamicTitle: true, items: [{ value: 'light', title: 'Light' }, { value: 'dark', title: 'Dark' }] },
    },
    primary: {
      description: 'Primary colour',
      toolbar: {
        title: 'Colour',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: ['#409EFF', '#1677FF', '#13C2C2', '#722ED1', '#FA541C', '#52C41A'].map((value) => ({ value, title: value })),
      },
    },
    permissions: {
      description: 'Button permissions',
      toolbar: { title: 'Permissions', icon: 'lock', dynamicTitle: true, items: [{ value: 'all', title: 'All' }, { value: 'view', title: 'View only' }] },
    },
  },
  initialGlobals: { ...DEFAULT_GLOBALS },
  decorators: [withEngine],
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};

export default preview;
