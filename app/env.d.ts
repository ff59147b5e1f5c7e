/// <reference types="vite/client" />

/** Build-time settings (all optional). See README: pointing the console at a real BladeX gateway. */
interface ImportMetaEnv {
  /** Prefix of every API call; '' = same origin. */
  readonly VITE_API_BASE?: string;
  readonly VITE_CLIENT_ID?: string;
  readonly VITE_CLIENT_SECRET?: string;
  /** Prefix of every stored key (two consoles on one origin must differ). */
  readonly VITE_SITE_KEY?: string;
  /** 'false' turns captcha mode off (password grant). */
  readonly VITE_CAPTCHA_MODE?: string;
  /** 'false' hides the tenant field (single-tenant deployments). */
  readonly VITE_TENANT_MODE?: string;
  /** 'true' sends Dept-Id / Role-Id on login. */
  readonly VITE_SWITCH_MODE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The schema files' index and lazy groups (engine/schema/node/vite-schema-index.ts). */
declare module 'virtual:schema-index' {
  import type { ScreenRow } from '../engine/schema/screen-index';
  /** Catalogs: [path relative to the project root, module]. */
  export const eager: Array<[string, unknown]>;
  export const screens: ScreenRow[];
  export const groups: Array<() => Promise<{ default: Array<[string, unknown]> }>>;
}
