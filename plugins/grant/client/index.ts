/**
 * The grant plugin's client half. Its dialogs are separate lazy chunks, so a screen that never grants
 * never loads a tree:
 * - `grant`: the grant dialog of config.ts (role, top menu, factory role, merchant role grants);
 * - `resetPassword`: reset an account to the initial password and show it (factory accounts).
 */
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { definePlugin, type PluginActionContext } from '../../../engine/plugin';
import './locale';

type ViewProps = PluginActionContext & { onClose: () => void };

/** A handler view whose component loads on first use. */
function lazyView(load: () => Promise<{ default: ComponentType<ViewProps> }>) {
  const View = lazy(load);
  const component = (props: ViewProps) => createElement(Suspense, { fallback: null }, createElement(View, props));
  return { component };
}

export default definePlugin({
  name: 'grant',
  actions: {
    grant: lazyView(() => import('./GrantDialog')),
    resetPassword: lazyView(() => import('./ResetPasswordDialog')),
  },
});
