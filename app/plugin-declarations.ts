/**
 * Every plugin's declaration (`plugins/<name>/plugin.ts` or `.json`), found by folder at build time like
 * the schema files (app/registry.ts). Pure data; imported by the registry and by the plugin routes
 * (app/plugin-routes.tsx), both lazy chunks: the login page never carries a plugin module.
 */
export const pluginDeclarationModules: Record<string, unknown> = import.meta.glob(
  ['../plugins/*/plugin.ts', '../plugins/*/plugin.json'],
  { eager: true },
);
