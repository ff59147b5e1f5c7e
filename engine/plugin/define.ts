/**
 * A plugin's client half and its contract. Plugins are what a schema cannot say. A plugin is a folder
 * `plugins/<name>/` holding a pure declaration (`plugin.ts`: `declarePlugin({...})`, read by the registry,
 * the lint and the server) and a client half (`client/index.ts`: `defineClientPlugin(declaration,
 * implementation)`), which brings
 * - the value types it declared (registered into the form registry),
 * - the action handlers schema actions name with `plugin: '<name>'`,
 * - the components of its pages, each a lazy loader so a page's code loads only when it is visited.
 * The implementation is typed against the declaration (a missing or extra key is a TypeScript error) and
 * checked again when registered (registry.ts). The engine never imports a plugin: the app finds the
 * client halves and hands them to an installer (installer.ts).
 */
import type { ComponentType } from 'react';
import type { Action, DictSeed, EntitySchema, I18nText, MenuGroup, PluginPage } from '../schema/model';
import type { ValueTypeInfo } from '../schema/value-types';
import type { DataProvider, Row } from '../data/provider';
import type { Lang } from '../schema/resolve';
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

/** A page's component, loaded when its route is first visited: `() => import('./LeavePage')`. */
export type PluginPageLoader = () => Promise<{ default: ComponentType }>;

/**
 * A plugin's declaration as the client half sees it: what `declarePlugin` returns
 * (engine/schema/define.ts). Arrays may be read-only, so a declaration written `as const` fits too.
 */
export interface PluginDeclaration {
  kind: 'plugin';
  name: string;
  title?: I18nText;
  valueTypes?: Readonly<Record<string, ValueTypeInfo>>;
  actions?: readonly string[];
  pages?: readonly PluginPage[];
  menus?: readonly MenuGroup[];
  dicts?: readonly DictSeed[];
}

/** A registered client half: its declaration and what implements it, every section present. */
export interface ClientPlugin {
  name: string;
  declaration: PluginDeclaration;
  valueTypes: Record<string, ValueTypeDef>;
  actions: Record<string, ClientActionHandler>;
  pages: Record<string, PluginPageLoader>;
}

/** Names of the value types a declaration declares. */
export type DeclaredValueTypes<D> = D extends { valueTypes: infer V } ? Extract<keyof V, string> : never;
/** Keys of the actions a declaration declares. */
export type DeclaredActions<D> = D extends { actions: readonly (infer A)[] } ? Extract<A, string> : never;
/** Keys of the pages a declaration declares. */
export type DeclaredPages<D> = D extends { pages: readonly (infer P)[] }
  ? P extends { key: infer K }
    ? Extract<K, string>
    : never
  : never;

/** Each declared key implemented, and any other key given is an error (typed `never`). */
type Exactly<Keys extends string, V, Given> = { [K in Keys]: V } & { [K in Exclude<keyof Given, Keys>]: never };

/** A section of the implementation: required when something is declared, else optional and empty. */
type Section<Name extends string, Keys extends string, V, Given> = [Keys] extends [never]
  ? { [N in Name]?: Exactly<never, V, Given> }
  : { [N in Name]: Exactly<Keys, V, Given> };

/** What the implementation gives for one section (for the extra-key check). */
type Given<I, N extends string> = I extends { [K in N]?: infer G } ? NonNullable<G> : object;

type SectionName = 'valueTypes' | 'actions' | 'pages';

/**
 * The client half of declaration D: its declared value types (renderers), actions (handlers) and pages
 * (lazy component loaders), each exactly. `I` is the implementation given, to reject keys D does not
 * declare.
 */
export type ClientImplementation<D, I = unknown> = Section<
  'valueTypes',
  DeclaredValueTypes<D>,
  ValueTypeDef,
  Given<I, 'valueTypes'>
> &
  Section<'actions', DeclaredActions<D>, ClientActionHandler, Given<I, 'actions'>> &
  Section<'pages', DeclaredPages<D>, PluginPageLoader, Given<I, 'pages'>> & {
    [K in Exclude<keyof I, SectionName>]: never;
  };

/**
 * A plugin's client half, typed against its declaration:
 *
 * ```ts
 * import declaration from '../plugin';
 * export default defineClientPlugin(declaration, {
 *   valueTypes: { 'multi-select': multiSelect },
 *   actions: { grant: { component: GrantDialog }, ping: (ctx) => ping(ctx.rows) },
 *   pages: { leaveForm: () => import('./LeaveForm') },
 * });
 * ```
 * Registering is a separate step (registerPlugin, or the app's installer), which checks the keys again.
 */
export function defineClientPlugin<const D extends PluginDeclaration, I extends ClientImplementation<D>>(
  declaration: D,
  implementation: I & ClientImplementation<D, I>,
): ClientPlugin {
  const impl = implementation as Partial<Pick<ClientPlugin, SectionName>>;
  return {
    name: declaration.name,
    declaration,
    valueTypes: { ...impl.valueTypes },
    actions: { ...impl.actions },
    pages: { ...impl.pages },
  };
}

const where = (name: string) => `plugins/${name}/plugin.ts`;

/**
 * What is wrong with a client half against its declaration, as messages naming the plugin and the key:
 * a declared key without implementation, an implemented key not declared, a handler or loader of the
 * wrong kind. Empty when the client half is sound.
 */
export function clientPluginProblems(plugin: ClientPlugin): string[] {
  const problems: string[] = [];
  const d = plugin.declaration as PluginDeclaration | undefined;
  const name = plugin.name;
  if (!d || d.kind !== 'plugin')
    return [`Plugin "${name}": its client half has no declaration; write defineClientPlugin(declaration, {...})`];
  if (d.name !== name) problems.push(`Plugin "${name}": its declaration is named "${d.name}"`);
  const sections: Array<[SectionName, string, string[], Record<string, unknown> | undefined]> = [
    ['valueTypes', 'value type', Object.keys(d.valueTypes ?? {}), plugin.valueTypes],
    ['actions', 'action', [...(d.actions ?? [])], plugin.actions],
    ['pages', 'page', (d.pages ?? []).map((p) => p.key), plugin.pages],
  ];
  for (const [section, noun, declared, given] of sections) {
    const implemented = Object.keys(given ?? {});
    for (const key of declared)
      if (!implemented.includes(key))
        problems.push(`Plugin "${name}": ${noun} "${key}" is declared in ${where(name)} but its client half does not implement it (${section}.${key})`);
    for (const key of implemented)
      if (!declared.includes(key))
        problems.push(`Plugin "${name}": its client half implements ${noun} "${key}", which ${where(name)} does not declare`);
  }
  for (const [key, h] of Object.entries(plugin.actions ?? {}))
    if (typeof h !== 'function' && !(h && typeof h === 'object' && 'component' in h))
      problems.push(`Plugin "${name}": action "${key}" must be a function or { component }`);
  for (const [key, load] of Object.entries(plugin.pages ?? {}))
    if (typeof load !== 'function')
      problems.push(`Plugin "${name}": page "${key}" must be a loader, () => import('./${key}')`);
  return problems;
}
