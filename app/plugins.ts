/**
 * Every plugin's client half (`plugins/<name>/client/index.ts`), found by folder at build time: adding a
 * plugin folder is all it takes, no list to edit. Each client half is its own lazy chunk, loaded only by
 * what needs it — the engine screen (app/screens/engine-screen.tsx: every plugin, since a schema action
 * may name any) and a plugin's page (app/plugin-routes.tsx: that plugin only) — so the login page and
 * the shell never load one. A plugin's heavy parts (dialogs, trees) should still be lazy inside its
 * client half, so a screen loads only what it opens.
 */
import { createPluginInstaller, type ClientPluginModule } from '../engine/plugin';

export const pluginInstaller = createPluginInstaller(
  import.meta.glob<ClientPluginModule>('../plugins/*/client/index.{ts,tsx}'),
);

/** Load and register every client half (once). */
export const installPlugins = () => pluginInstaller.installAll();
