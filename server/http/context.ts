/**
 * What every route handler can reach: the database, the schema registry, the resolved entity models and
 * the configuration; plus what a request carries once the hooks ran (the caller and their language).
 */
import type { FastifyServerOptions } from 'fastify';
import type { Registry } from '../../engine/schema';
import type { Lang } from '../../engine/schema/resolve';
import type { Database } from '../db/database';
import type { ModelSet } from '../crud/model';

/** The caller, from the access token's claims. */
export interface AuthUser {
  tenantId: string;
  userId: string;
  account: string;
  realName: string;
  roleIds: string[];
  /** Role aliases, e.g. `administrator`. */
  roleNames: string[];
  deptId: string;
  postId: string;
  clientId: string;
  /** The sign-in session the token belongs to (server/auth/sessions.ts); closed sessions are refused. */
  sessionId?: string;
}

export interface AppConfig {
  jwtSecret: string;
  /** Test only: the captcha answer also carries `testCode`. */
  testCaptcha?: boolean;
  /** Where put-file stores uploads (`${DATA_DIR}/upload`); created on first upload. */
  uploadDir?: string;
  /** NODE_ENV, recorded as `env` of server error logs; `production` also refuses every test-only switch. */
  env?: string;
  /** Built console to serve at `/` (skipped when it has no index.html). */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  bodyLimit?: number;
  trustProxy?: boolean;
}

export interface ServerContext {
  database: Database;
  registry: Registry;
  config: AppConfig;
  models: ModelSet;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
    lang: Lang;
    /** Button codes of the caller, loaded once per request on first use. */
    grantsCache: Promise<import('../system/permissions').Grants> | null;
  }
}
