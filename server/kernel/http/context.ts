/**
 * What every route handler can reach: the database, the schema registry, the resolved entity models, the
 * configuration and the kernel's services (access control, entity hooks, password hashing); plus what a
 * request carries once the hooks ran (the caller and their language). The services are interfaces here,
 * implemented above the kernel and put together by the composition root (server/compose/app.ts), so that
 * generic CRUD reaches them without importing any module.
 */
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Registry } from '../../../engine/schema';
import type { Lang } from '../../../engine/schema/resolve';
import type { AdapterRegistry, AdapterSettings } from '../adapters';
import type { Database } from '../db/database';
import type { HookRunner } from '../hooks';
import type { JobService, JobSettings } from '../jobs/types';
import type { ModelSet } from '../model';
import type { Metrics } from '../observe/metrics';
import type { Readiness } from '../observe/readiness';
import type { TransitionCodeRegistry } from '../transitions';
import type { SecretBox } from '../secret-box';
import type { OptionSourceRegistry } from '../option-sources';

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
  /** Set by the token check of an authenticated request (server/access/resolve-access.ts). */
  access?: RowAccess;
}

/** A granted data-scope rule (schema system.dataScope). */
export interface ScopeRule {
  id: number;
  type: number;
  /** Entity prop to compare; '' = the type's default. */
  column: string;
  /** Custom type: the listed ids. */
  values: number[];
}

/** What the row filters need to know about the caller, resolved once per request (server/access/resolve-access.ts). */
export interface RowAccess {
  /** The platform administrator: no tenant filter (unless `tenantView`), no data scope. */
  platformAdmin: boolean;
  /** The platform administrator's `tenantId` list parameter: show only that tenant. */
  tenantView?: string;
  userId: number | null;
  /** The caller's depts, and with `deptTree` every dept below them too. */
  deptIds: number[];
  deptTree: number[];
  dataRules: Map<string, ScopeRule[]>;
}

export interface AppConfig {
  jwtSecret: string;
  /**
   * Key text that encrypts kept credentials at rest (`secret: 'encrypted'` columns). The CLI passes
   * SECRET_KEY or its generated file; without one it is derived from `jwtSecret`.
   */
  secretKey?: string;
  /**
   * The SM2 key pair (hex) whose public key SpringBlade's sign-in encrypts passwords with
   * (server/auth/blade-token.ts); without one, that sign-in refuses every password.
   */
  sm2?: { publicKey: string; privateKey: string };
  /** Test only: the captcha answer also carries `testCode`. */
  testCaptcha?: boolean;
  /** Where put-file stores uploads (`${DATA_DIR}/upload`); created on first upload. */
  uploadDir?: string;
  /**
   * Where exports and uploaded imports are kept while they may be downloaded (default: `files` beside
   * `uploadDir`, i.e. `${DATA_DIR}/files`).
   */
  fileDir?: string;
  /** Settings of the adapters to outside systems by name (default: from the environment, ADAPTER_*). */
  adapters?: Record<string, AdapterSettings>;
  /** The job engine and its settings (default: from the environment, JOB_ENGINE, REDIS_URL…). */
  jobs?: JobSettings;
  /** NODE_ENV, recorded as `env` of server error logs; `production` also refuses every test-only switch. */
  env?: string;
  /** Built console to serve at `/` (skipped when it has no index.html). */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** A logger made by the caller (server/main.ts: pino over the non-blocking output); replaces `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** METRICS_TOKEN: `/metrics` then needs `Authorization: Bearer <it>` (else loopback callers only). */
  metricsToken?: string;
  /** Node's process metrics in `/metrics` (the server process; off in tests). */
  processMetrics?: boolean;
  bodyLimit?: number;
  trustProxy?: boolean;
  /**
   * Requests per IP per window on the log-in endpoints (token, captcha); past it, 429. Defaults in
   * server/compose/security.ts; `false` turns the limits off.
   */
  rateLimit?: { token?: number; captcha?: number; windowMs?: number } | false;
}

/** Who may do what: the button codes, data scopes and API scopes granted to the caller's roles. */
export interface AccessControl {
  /** After the token check: resolve `req.auth.access` (tenant view, data scopes) and run the API-scope check. */
  resolve(req: FastifyRequest): Promise<void>;
  /**
   * Whether the caller holds the button code — or, for a name with a dot, may view that screen (an
   * entity's view button, a plugin page's menu entry). The platform administrator holds every code.
   */
  has(req: FastifyRequest, code: string): Promise<boolean>;
  /** 403 unless the caller holds one of the codes. */
  requireAny(req: FastifyRequest, codes: readonly string[]): Promise<void>;
  /** The platform administrator: tenant 000000 with a live `administrator` role. */
  isPlatformAdmin(req: FastifyRequest): Promise<boolean>;
}

export interface ServerContext {
  database: Database;
  registry: Registry;
  config: AppConfig;
  models: ModelSet;
  access: AccessControl;
  hooks: HookRunner;
  /** The named guards and effects of state-machine transitions (server/kernel/transitions.ts). */
  transitions: TransitionCodeRegistry;
  /** One-way hash of a `password` column's value (the form sends it already MD5-hashed, as Saber does). */
  hashPassword(typed: string): Promise<string>;
  /** Durable background jobs (server/kernel/jobs): enqueue (an outbox inside a transaction), status, retry. */
  jobs: JobService;
  /** Outside systems behind adapters with simulators (server/kernel/adapters). */
  adapters: AdapterRegistry;
  /** Encrypts and decrypts `secret: 'encrypted'` columns with the configured key (server/kernel/secret-box.ts). */
  secrets: SecretBox;
  /** Prometheus metrics (server/kernel/observe/metrics.ts): a module adds its counters and gauges here. */
  metrics: Metrics;
  /** Checks of `/readyz` (server/kernel/observe/readiness.ts): a module adds what it depends on. */
  readiness: Readiness;
  /** Remote option lists the modules serve, read by field linkage on writes (server/kernel/option-sources.ts). */
  optionSources: OptionSourceRegistry;
  /**
   * The URL a request for `url` is routed by, through the route table's path aliases (route-table.ts
   * `alias`); the API-scope check reads a scope written for either name of a resource as covering both.
   */
  routedPath?(url: string): string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
    lang: Lang;
  }
}
