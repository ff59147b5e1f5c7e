/**
 * The registered client halves: their value types are in the form registry, their action handlers and
 * page loaders are found here by plugin name.
 */
import type { Action } from '../schema/model';
import { registerValueType } from '../form/value-types/registry';
import { clientPluginProblems, type ClientActionHandler, type ClientPlugin, type PluginActionView } from './define';

const plugins = new Map<string, ClientPlugin>();

/** Register a client half: its value types join the form registry, its actions and pages are found by name. */
export function registerPlugin(plugin: ClientPlugin): void {
  const problems = clientPluginProblems(plugin);
  if (problems.length) throw new Error(problems.join('\n'));
  plugins.set(plugin.name, plugin);
  for (const [name, def] of Object.entries(plugin.valueTypes)) registerValueType(name, def);
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

