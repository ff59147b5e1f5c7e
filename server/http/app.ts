/**
 * `buildApp({ db, registry, config })`: the Fastify instance with every API route (auth, system, generic
 * CRUD for every schema, plugins' extras), the envelope and error mapping, and the built console when
 * there is one. Tests drive it with `app.inject`; `server/main.ts` listens with it.
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from '../../engine/schema';
import { authenticator } from '../auth/authenticate';
import { registerAuthRoutes } from '../auth/routes';
import { buildModels } from '../crud/model';
import { registerCrudRoutes } from '../crud/register';
import { installApiLog } from '../log/api-log';
import { recordServerError, registerErrorLogRoutes } from '../log/error-log';
import { registerReadOnlyRoutes } from '../log/read-only-routes';
import { installUsualEvents } from '../log/usual-log';
import { registerAttachRoutes } from '../resource/attach-routes';
import { registerSecretRoutes } from '../resource/secret-routes';
import { registerSmsRoutes } from '../resource/sms-routes';
import { registerOnlineUserRoutes } from '../system/online-routes';
import { MAX_UPLOAD_BYTES, registerUploadRoutes } from '../resource/upload-routes';
import { registerGuestRoute } from '../user/register-guest';
import { registerSelfRoutes } from '../user/self-routes';
import { registerUserAdminRoutes } from '../user/admin-routes';
import type { Database } from '../db/database';
import { tablesFromRegistry } from '../db/tables';
import { registerDeptRoutes } from '../system/dept-routes';
import { registerDictRoutes } from '../system/dict-routes';
import { registerFactoryRoutes } from '../system/factory-routes';
import { registerMerchantRoutes } from '../system/merchant-routes';
import { registerMenuRoutes } from '../system/menu-routes';
import { registerRegionRoutes } from '../system/region-routes';
import { registerTenantAdminRoutes } from '../system/tenant-admin-routes';
import { registerTenantRoutes } from '../system/tenant-routes';
import { registerTopMenuRoutes } from '../system/top-menu';
import { registerGrantRoutes } from '../system/grant-routes';
import { registerRoleRoutes } from '../system/role-routes';
import { registerMenuTreeRoutes } from '../system/menu-tree-routes';
import { registerTopMenuGrantRoutes } from '../system/top-menu-grant';
import { registerGlobalRecordRoutes } from '../system/global-records';
import type { AppConfig, ServerContext } from './context';
import { langOfHeader, ok } from './envelope';
import { apiNotFound, sendFailure } from './failures';
import { lazyChildLogger } from './lazy-logger';
import { RouteTable } from './route-table';
import { hasConsole, isSpaRequest, registerConsole, sendIndex } from './static';

/** Extra routes (plugins' server halves): added as special routes, so they win over generic ones. */
export type RouteExtension = (ctx: ServerContext, routes: RouteTable) => void;

export interface BuildOptions {
  db: Database;
  registry: Registry;
  config: AppConfig;
  extensions?: RouteExtension[];
}

export async function buildApp({ db, registry, config, extensions = [] }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ?? false,
    bodyLimit: config.bodyLimit ?? 1024 * 1024,
    trustProxy: config.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors raised by the router itself (e.g. a malformed %-escape in the path) get the envelope too.
    frameworkErrors: (err, req, reply) => sendFailure(req, reply, err),
    childLoggerFactory: lazyChildLogger,
  });
  const ctx: ServerContext = {
    database: db,
    registry,
    config,
    models: buildModels(registry, tablesFromRegistry(registry)),
  };

  app.decorateRequest('auth', null);
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('grantsCache', null);
  // Callback-style hooks where nothing is awaited: Fastify runs them without a promise per request.
  app.addHook('onRequest', (req, _reply, done) => {
    req.lang = langOfHeader(req.headers['accept-language']);
    done();
  });
  // Logs of every API call and of business events, written after the answer is sent.
  installApiLog(app, ctx);
  installUsualEvents(app, ctx);
  app.setErrorHandler((err, req, reply) => {
    const sent = sendFailure(req, reply, err);
    // Unexpected errors also go to the error-log table (best effort, after the answer is on its way).
    if (reply.statusCode === 500) recordServerError(ctx, req, err);
    return sent;
  });
  // Multipart only for put-file: one file of at most 10 MB, a few small fields.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
  });
  // Saber's client posts oauth/token and remove with a form content type (often with an empty body):
  // accept it, as a BladeX gateway does, and read the fields into a plain object.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const routes = new RouteTable();
  routes.add({ method: 'GET', url: '/api/health', public: true, handler: async (req) => ok(req, { status: 'ok' }) });
  registerAuthRoutes(ctx, routes);
  registerTenantRoutes(ctx, routes);
  registerMenuRoutes(ctx, routes);
  registerDictRoutes(ctx, routes);
  registerTopMenuRoutes(ctx, routes);
  registerGrantRoutes(ctx, routes);
  registerRoleRoutes(ctx, routes);
  registerMenuTreeRoutes(ctx, routes);
  registerTopMenuGrantRoutes(ctx, routes);
  registerGlobalRecordRoutes(ctx, routes);
  registerDeptRoutes(ctx, routes);
  registerRegionRoutes(ctx, routes);
  registerTenantAdminRoutes(ctx, routes);
  registerFactoryRoutes(ctx, routes);
  registerMerchantRoutes(ctx, routes);
  registerSelfRoutes(ctx, routes);
  registerUserAdminRoutes(ctx, routes);
  registerGuestRoute(ctx, routes);
  registerUploadRoutes(ctx, routes);
  registerErrorLogRoutes(ctx, routes);
  registerReadOnlyRoutes(ctx, routes);
  registerAttachRoutes(ctx, routes);
  registerSecretRoutes(ctx, routes);
  registerSmsRoutes(ctx, routes);
  registerOnlineUserRoutes(ctx, routes);
  for (const extend of extensions) extend(ctx, routes);
  registerCrudRoutes(ctx, routes);
  routes.install(app, authenticator(ctx));

  const withConsole = hasConsole(config.distDir);
  if (withConsole) await registerConsole(app, config.distDir!);
  app.setNotFoundHandler((req, reply) =>
    withConsole && isSpaRequest(req) ? sendIndex(reply) : apiNotFound(app, req, reply),
  );
  await app.ready();
  return app;
}
