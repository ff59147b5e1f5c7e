/**
 * The user plugin's client half: the multi-id pickers (value types `multi-select`, `multi-tree-select`)
 * and the dialogs of the user lists' actions — grant roles, reset password, platform settings, import.
 * The dialogs are lazy chunks, loaded when first opened. Export and the import template are plain
 * download actions of the schema (no plugin code).
 */
import { defineClientPlugin, lazyView } from '../../../engine/plugin';
import declaration from '../plugin';
import { multiValueTypes } from './multi-pickers';
import './locale';

export default defineClientPlugin(declaration, {
  valueTypes: multiValueTypes,
  actions: {
    grant: lazyView(() => import('./GrantRolesDialog')),
    reset: lazyView(() => import('./ResetDialog')),
    platform: lazyView(() => import('./PlatformDialog')),
    import: lazyView(() => import('./ImportDialog')),
  },
});
