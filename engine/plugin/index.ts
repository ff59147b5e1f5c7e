/**
 * Client plugins (see define.ts for the contract): `defineClientPlugin` types a client half against its
 * declaration, `registerPlugin` checks and registers it, `createPluginInstaller` registers the client
 * halves the app found (import.meta.glob), on demand.
 */
export * from './define';
export * from './registry';
export * from './installer';
export * from './lazy-view';
export * from './handoff';
