/**
 * The user plugin's client half: the multi-id pickers (value types `multi-select`, `multi-tree-select`)
 * and the dialogs of the user lists' actions — grant roles, reset password, platform settings, import.
 * The dialogs are lazy chunks, loaded when first opened. Export and the import template are plain
 * download actions of the schema (no plugin code).
 */
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { definePlugin, type PluginActionContext } from '../../../engine/plugin';
import { multiValueTypes } from './multi-pickers';
import './locale';

type ViewProps = PluginActionContext & { onClose: () => void };

function lazyView(load: () => Promise<{ default: ComponentType<ViewProps> }>) {
  const View = lazy(load);
  const component = (props: ViewProps) => createElement(Suspense, { fallback: null }, createElement(View, props));
  return { component };
}

export default definePlugin({
  name: 'user',
  valueTypes: multiValueTypes,
  actions: {
    grant: lazyView(() => import('./GrantRolesDialog')),
    reset: lazyView(() => import('./ResetDialog')),
    platform: lazyView(() => import('./PlatformDialog')),
    import: lazyView(() => import('./ImportDialog')),
  },
});
