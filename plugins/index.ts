/**
 * Every plugin's client half, installed once. Only the lazy engine-screen chunk (and Storybook) imports
 * this file, so the login page and the shell never load a plugin. A plugin's heavy parts (dialogs,
 * trees) should be React.lazy inside its client module, so a screen loads only what it opens.
 *
 * Add a plugin: create plugins/<name>/client/index.ts exporting `definePlugin({...})` and list it here.
 */
import { registerPlugin, type ClientPlugin } from '../engine/plugin';
import grant from './grant/client';
import icons from './icons/client';
import user from './user/client';

const clientPlugins: ClientPlugin[] = [grant, icons, user];

let installed = false;

export function installPlugins(): void {
  if (installed) return;
  installed = true;
  for (const plugin of clientPlugins) registerPlugin(plugin);
}
