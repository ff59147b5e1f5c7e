/**
 * What every engine screen needs from its host, passed once through React context: the data provider,
 * the schema registry, who is looking (tenant, button permissions) and in which language.
 */
import { createContext, useContext } from 'react';
import type { Registry } from '../schema/registry';
import type { DataProvider } from './provider';

export interface EngineEnv {
  provider: DataProvider;
  registry: Registry;
  /** Part of every cache key, so one tenant never sees another's cached rows or dictionaries. */
  tenantId: string;
  /** Button codes the user holds; 'all' grants every code (stories, admin previews). */
  permissions: Record<string, boolean> | 'all';
  /** User key for per-user saved settings (column options). */
  userKey: string;
  /**
   * The platform administrator (tenant 000000, role `administrator`) looks at every tenant's rows: the
   * lists of tenant-scoped entities then show whose each row is (a tenant column) and filter by tenant.
   */
  platformAdmin?: boolean;
}

export const EngineContext = createContext<EngineEnv | null>(null);

export function useEngine(): EngineEnv {
  const env = useContext(EngineContext);
  if (!env) throw new Error('useEngine: wrap the screen in <EngineContext.Provider>');
  return env;
}

export const hasPermission = (env: Pick<EngineEnv, 'permissions'>, code: string): boolean =>
  env.permissions === 'all' || env.permissions[code] === true;

export function usePermission(code: string): boolean {
  return hasPermission(useEngine(), code);
}
