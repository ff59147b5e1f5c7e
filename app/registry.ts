/**
 * Every schema file under schemas/ and every plugin declaration (plugins/<name>/plugin.ts), found at build
 * time. Adding a file is all it takes for it to be routed: no list to edit. (The server finds the same
 * files with engine/schema/node/load.ts.)
 */
import { registryFromModules } from '../engine/schema/registry';
import { pluginDeclarationModules } from './plugin-declarations';

const modules = import.meta.glob(['../schemas/**/*.ts', '../schemas/**/*.json', '!../schemas/**/_*'], { eager: true });

export const registry = registryFromModules({ ...modules, ...pluginDeclarationModules });
