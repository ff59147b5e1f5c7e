/**
 * An action handler whose dialog loads on first use: `actions: { grant: lazyView(() => import('./GrantDialog')) }`.
 * The screen renders it like any `{ component }` handler; the dialog's code is a chunk of its own, so a
 * screen that never opens it never loads it.
 */
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { PluginActionContext, PluginActionView } from './define';

type ViewProps = PluginActionContext & { onClose: () => void };

export function lazyView(load: () => Promise<{ default: ComponentType<ViewProps> }>): PluginActionView {
  const View = lazy(load);
  const component = (props: ViewProps) => createElement(Suspense, { fallback: null }, createElement(View, props));
  return { component };
}
