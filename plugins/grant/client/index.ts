/**
 * The grant plugin's client half. Its dialogs are separate lazy chunks, so a screen that never grants
 * never loads a tree:
 * - `grant`: the grant dialog of config.ts (role, top menu, factory role, merchant role grants);
 * - `resetPassword`: reset an account to the initial password and show it (factory accounts).
 */
import { defineClientPlugin, lazyView } from '../../../engine/plugin';
import declaration from '../plugin';
import './locale';

export default defineClientPlugin(declaration, {
  actions: {
    grant: lazyView(() => import('./GrantDialog')),
    resetPassword: lazyView(() => import('./ResetPasswordDialog')),
  },
});
