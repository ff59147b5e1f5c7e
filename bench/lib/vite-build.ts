/**
 * The bench's console build (bench/vite.config.ts) as a command: run by bench/run.ts and, into another
 * folder with generated schema files beside schemas/, by tests/unit/first-screen-bundle.test.ts.
 */
import { join } from 'node:path';
import { projectRoot } from '../../engine/schema/node/load';

/** Node's arguments for `vite build` of the bench config in `mode`. */
export const benchBuildArgs = (mode: string): string[] => [
  join(projectRoot, 'node_modules/vite/bin/vite.js'),
  'build',
  '--config',
  'bench/vite.config.ts',
  '--mode',
  mode,
  '--logLevel',
  'warn',
];

/** The environment of that build: `extra` on top of this process's, for production, without the config warning. */
export const benchBuildEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  // A test runner's NODE_ENV=test would give React's development build, not what ships.
  NODE_ENV: 'production',
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  ...extra,
});
