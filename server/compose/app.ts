/**
 * `buildApp({ db, registry, config, modules })`: the composition root of the HTTP server. It builds the
 * kernel's context (models, access control, entity hooks, password hashing), installs the kernel's own
 * routes (health, auth, logs) and every module's routes and hooks, then the generic CRUD routes of every
 * stored schema, the envelope and error mapping, and the built console when there is one. It names no
 * business flow: the modules come from the folder scan (server/compose/modules.ts). Tests drive the app
 * with `app.inject`; `server/main.ts` listens with it.
 */
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Registry } from '../../engine/schema';
import { createAccessControl, misnamedScreens } from '../access';
import { authenticator } from '../auth/authenticate';
import { hashTypedPassword } from '../auth/password';
import { registerAuthRoutes } from '../auth/routes';
import { registerExcelRoutes } from '../crud/excel/routes';
import { registerJobRoutes } from '../crud/job-routes';
import { registerCrudRoutes } from '../crud/register';
import { AdapterRegistry, adapterSettingsFromEnv } from '../kernel/adapters';
import type { Database } from '../kernel/db/database';
import { HookRunner } from '../kernel/hooks';
import { TransitionCodeRegistry } from '../kernel/transitions';
import { OptionSourceRegistry } from '../kernel/option-sources';
import { createJobService, jobSettingsFromEnv } from '../kernel/jobs';
import type { AppConfig, ServerContext } from '../kernel/http/context';
import { langOfHeader, ok } from '../kernel/http/envelope';
import { apiNotFound, sendFailure, sendParserFailure } from '../kernel/http/failures';
import { lazyChildLogger } from '../kernel/http/lazy-logger';
import { MAX_UPLOAD_BYTES } from '../kernel/http/limits';
import { codesOf, RouteTable } from '../kernel/http/route-table';
import { hasConsole, isSpaRequest, registerConsole, sendIndex } from '../kernel/http/static';
import { buildModels } from '../kernel/model';
import { createSecretBox, derivedSecretKey } from '../kernel/secret-box';
import type { ServerModule } from '../kernel/module';
import { installApiLog } from '../log/api-log';
import { recordServerError } from '../log/error-log';
import { installUsualEvents } from '../log/usual-log';
import { registerHealthRoutes } from '../kernel/observe/health-routes';
import { Metrics } from '../kernel/observe/metrics';
import { Readiness } from '../kernel/observe/readiness';
import { installRequestObservation, requestIdGenerator } from '../kernel/observe/requests';
import { observeKernel } from './observability';
import { installSecurity } from './security';
import { allTables } from './tables';

export interface BuildOptions {
  db: Database;
  registry: Registry;
  config: AppConfig;
  /** The server modules (server/compose/modules.ts finds them under plugins/). */
  modules: ServerModule[];
}

export async function buildApp({ db, registry, config, modules }: BuildOptions): Promise<FastifyInstance> {
  // Filled below; its path aliases rewrite a request's URL before Fastify routes it.
  const routes = new RouteTable();
  const app = Fastify({
    rewriteUrl: (req) => routes.rewrite(req.url ?? '/'),
    ...(config.loggerInstance ? { loggerInstance: config.loggerInstance } : { logger: config.logger ?? false }),
    bodyLimit: config.bodyLimit ?? 1024 * 1024,
    trustProxy: config.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors raised by the router itself (e.g. a malformed %-escape in the path) get the envelope too.
    frameworkErrors: (err, req, reply) => sendFailure(req, reply, err),
    // And those Node's parser raises before a request exists (headers or address too large, not HTTP).
    clientErrorHandler: (err, socket) => sendParserFailure(err, socket),
    childLoggerFactory: lazyChildLogger,
    // One access-log line per request instead of Fastify's two (server/kernel/observe/requests.ts).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdGenerator(config.trustProxy ?? false),
  });
  const hooks = new HookRunner();
  const transitions = new TransitionCodeRegistry();
  // Background jobs and outside systems: from the configuration, else the environment (JOB_ENGINE, ADAPTER_*).
  const jobs = await createJobService(db, config.jobs ?? jobSettingsFromEnv(process.env));
  const ctx: ServerContext = {
    database: db,
    registry,
    config,
    models: buildModels(registry, allTables(registry, modules)),
    access: createAccessControl(() => ctx),
    hooks,
    transitions,
    hashPassword: hashTypedPassword,
    jobs,
    adapters: new AdapterRegistry(config.adapters ?? adapterSettingsFromEnv(process.env)),
    secrets: createSecretBox(config.secretKey || derivedSecretKey(config.jwtSecret)),
    optionSources: new OptionSourceRegistry(),
    routedPath: (url) => routes.rewrite(url),
    metrics: new Metrics({ processMetrics: config.processMetrics }),
    readiness: new Readiness(),
  };
  observeKernel(db, jobs, ctx.metrics, ctx.readiness);
  for (const m of modules) if (m.hooks) hooks.add(typeof m.hooks === 'function' ? m.hooks(ctx) : m.hooks);
  for (const m of modules)
    if (m.transitions)
      transitions.add(m.name, typeof m.transitions === 'function' ? m.transitions(ctx) : m.transitions);
  // A guard or effect a schema names (or a declaration promises) and no module implements: no start.
  const missing = transitions.missing(registry);
  if (missing.length) throw new Error(`State-machine code missing:\n  ${missing.join('\n  ')}`);
  // A remote option list a schema's linkage depends on and no module reads for the server: no start.
  for (const m of modules) if (m.optionSources) ctx.optionSources.add(m.optionSources(ctx));
  const noSource = ctx.optionSources.missing(registry);
  if (noSource.length) throw new Error(`Option sources missing:\n  ${noSource.join('\n  ')}`);
  for (const m of modules)
    for (const kind of (typeof m.jobs === 'function' ? m.jobs(ctx) : m.jobs) ?? []) jobs.define(kind);

  app.decorateRequest('auth', null);
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('grantsCache', null);
  // Callback-style hooks where nothing is awaited: Fastify runs them without a promise per request.
  app.addHook('onRequest', (req, reply, done) => {
    req.lang = langOfHeader(req.headers['accept-language']);
    // The request's id (server/kernel/observe/requests.ts), set here to spare a hook of its own.
    reply.header('x-request-id', req.id);
    done();
  });
  // Latency metrics and the access log of every route's answers.
  const observed = installRequestObservation(app, ctx.metrics);
  // Security headers on every answer, rate limits on the routes that ask for them.
  await installSecurity(app);
  // Logs of every API call and of business events, written after the answer is sent.
  installApiLog(app, ctx);
  installUsualEvents(app, ctx);
  app.setErrorHandler((err, req, reply) => {
    const sent = sendFailure(req, reply, err);
    // Unexpected errors also go to the error-log table (best effort, after the answer is on its way).
    if (reply.statusCode === 500) recordServerError(ctx, req, err);
    return sent;
  });
  // Multipart: one file of at most 10 MB and a few small fields.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
  });
  // Saber's client posts oauth/token and remove with a form content type (often with an empty body):
  // accept it, as a BladeX gateway does, and read the fields into a plain object.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // A gateway's paths (SpringBlade's front ends behind nginx call `/blade-auth/token`, the gateway prefix
  // stripped): the same routes as under `/api`.
  routes.alias('/blade-', '/api/blade-');
  routes.add({
    method: 'GET',
    url: '/api/health',
    access: 'public',
    quiet: true,
    handler: async (req) => ok(req, { status: 'ok' }),
  });
  registerHealthRoutes(routes, { metrics: ctx.metrics, readiness: ctx.readiness, metricsToken: config.metricsToken });
  registerAuthRoutes(ctx, routes);
  for (const m of modules) m.routes?.(ctx, routes);
  // The jobs' own routes (progress, download, retry, cancel) and every list's export / import (as jobs).
  registerJobRoutes(ctx, routes);
  registerExcelRoutes(ctx, routes);
  // Generic routes last: a module's route on the same method and path replaces the generic one.
  registerCrudRoutes(ctx, routes);
  const misnamed = misnamedScreens(
    registry,
    routes.list().map(({ route }) => ({ url: route.url, codes: codesOf(route.access) })),
  );
  if (misnamed.length) throw new Error(`Route access naming no screen:\n  ${misnamed.join('\n  ')}`);
  const authenticate = authenticator(ctx);
  routes.install(app, {
    authenticate,
    requireAny: (req, codes) => ctx.access.requireAny(req, codes),
    transaction: (fn) => db.transaction(fn),
  });
  app.decorate('routeTable', routes);

  const withConsole = hasConsole(config.distDir);
  if (withConsole) await registerConsole(app, config.distDir!);
  app.setNotFoundHandler((req, reply) => {
    observed.unmatched(req, reply);
    return withConsole && isSpaRequest(req) ? sendIndex(reply) : apiNotFound(app, req, reply);
  });

  // Long-lived work of the modules starts once the app is ready and stops before the database closes.
  // The job workers start last and stop first: a running job may still use what the modules hold, and on
  // SIGTERM it gets its grace period to finish (or goes back to the queue) before the database closes.
  app.addHook('onReady', async () => {
    for (const m of modules) await m.start?.(ctx);
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    for (const m of [...modules].reverse()) await m.stop?.(ctx);
  });
  await app.ready();
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access rule (enforcement tests walk it). */
    routeTable: RouteTable;
  }
}
