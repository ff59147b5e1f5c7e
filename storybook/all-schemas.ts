/**
 * Every schema file and plugin declaration, loaded at once: the gallery shows every screen, and the
 * sample rows link references across all of them. (The console loads entity and page files per screen
 * from a build-time index, app/registry.ts; the files found are the same: .ts / .json under schemas/,
 * not `_*`.)
 */
import { registryFromModules } from '../engine/schema/registry';
import { pluginDeclarationModules } from '../app/plugin-declarations';

const modules = import.meta.glob(['../schemas/**/*.ts', '../schemas/**/*.json', '!../schemas/**/_*'], { eager: true });

export const registry = registryFromModules({ ...modules, ...pluginDeclarationModules });
