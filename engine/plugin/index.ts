/**
 * Client plugins: what a schema cannot say. A plugin brings value types (registered into the form
 * registry) and action handlers that schema actions name with `plugin: '<name>'`. Plugins install
 * themselves once at start-up with registerPlugin; the engine never imports a plugin.
 */
import type { ComponentType } from 'react';
import type { Action, EntitySchema } from '../schema/model';
import type { DataProvider, Row } from '../data/provider';
import type { Lang } from '../schema/resolve';
import { registerValueType } from '../form/value-types/registry';
import type { ValueTypeDef } from '../form/value-types/types';

/** What an action handler gets: the rows it acts on and the tools of the screen. */
export interface PluginActionContext {
  schema: EntitySchema;
  action: Action;
  rows: Row[];
  provider: DataProvider;
  lang: Lang;
  /** Reload the screen's rows. */
  refresh: () => void | Promise<void>;
}

/** A handler that just runs (calls, downloads...). */
export type PluginActionRun = (ctx: PluginActionContext) => unknown;

/** A handler with its own UI (a drawer of command forms...): rendered by the screen until it calls onClose. */
export interface PluginActionView {
  component: ComponentType<PluginActionContext & { onClose: () => void }>;
}

export type ClientActionHandler = PluginActionRun | PluginActionView;

export interface ClientPlugin {
  name: string;
  valueTypes?: Record<string, ValueTypeDef>;
  actions?: Record<string, ClientActionHandler>;
}

/** Typing help for a plugin's client half; registering is a separate step (registerPlugin). */
export function definePlugin<const P extends ClientPlugin>(plugin: P): P {
  return plugin;
}

const plugins = new Map<string, ClientPlugin>();

export function registerPlugin(plugin: ClientPlugin): void {
  plugins.set(plugin.name, plugin);
  for (const [name, def] of Object.entries(plugin.valueTypes ?? {})) registerValueType(name, def);
}

export const getPlugin = (name: string): ClientPlugin | undefined => plugins.get(name);
export const pluginNames = (): string[] => [...plugins.keys()];

/**
 * The handler of a schema action owned by a plugin. The action key may carry the plugin's name as a
 * prefix (`iot.commands`); both `iot.commands` and `commands` are looked up.
 */
export function pluginAction(action: Pick<Action, 'key' | 'plugin'>): ClientActionHandler | undefined {
  if (!action.plugin) return undefined;
  const actions = plugins.get(action.plugin)?.actions ?? {};
  const bare = action.key.startsWith(`${action.plugin}.`) ? action.key.slice(action.plugin.length + 1) : action.key;
  return actions[action.key] ?? actions[bare];
}

export const isActionView = (h: ClientActionHandler): h is PluginActionView =>
  typeof h === 'object' && 'component' in h;
