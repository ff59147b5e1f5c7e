/**
 * The usual log (system.usualLog, blade_log_usual): business events, one row each.
 *
 * - `writeUsualLog(ctx, req, { logId, logData, logLevel?, tenantId?, account? })` is the helper any route
 *   may call: it records the event with the caller's tenant and account (else the given ones, else 000000),
 *   the request's method, URI, client and parameters (secrets masked). Its promise never rejects, so a
 *   handler need not await it (call it after the work succeeded, or from an onResponse hook).
 * - `installUsualEvents` records the events of routes owned elsewhere from an onResponse hook, so their
 *   handlers need no change: log-in success and failure (password and captcha grants), log-out, role
 *   grants (roles, users' roles, top menus) and password resets (users, factory accounts) — whichever of
 *   these routes exist.
 */
import { hostname } from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { I18nText } from '../../engine/schema';
import { verifyToken } from '../auth/jwt';
import { bearerOf } from '../auth/authenticate';
import { nowText } from '../db/time';
import type { AuthUser, ServerContext } from '../http/context';
import { paramsOf } from '../http/params';
import { clip, requestParams } from './mask';

export const USUAL_LOG_TABLE = 'blade_log_usual';
const PLATFORM_TENANT = '000000';
const TENANT_ID = /^[0-9A-Za-z_-]{1,12}$/;

export interface UsualEvent {
  /** What happened, as a short key: `login`, `logout`, `role-grant`... */
  logId: string;
  /** The detail: text, or `{ zh, en }` (stored as `zh / en`, readable in either language). */
  logData: string | I18nText;
  logLevel?: 'info' | 'warn' | 'error';
  /** The tenant and account when the request carries no token (a log-in). */
  tenantId?: string;
  account?: string;
}

const dataText = (d: string | I18nText) => (typeof d === 'string' ? d : `${d.zh} / ${d.en}`);

/** Record one business event. Fire and forget: failures are only logged. */
export function writeUsualLog(ctx: ServerContext, req: FastifyRequest, event: UsualEvent): Promise<void> {
  try {
    const tenant = req.auth?.tenantId ?? event.tenantId;
    const row = {
      tenant_id: tenant && TENANT_ID.test(tenant) ? tenant : PLATFORM_TENANT,
      service_id: clip(req.url.split('/')[2] ?? '', 64),
      server_host: clip(hostname(), 255),
      env: clip(ctx.config.env ?? process.env.NODE_ENV ?? 'development', 64),
      log_level: event.logLevel ?? 'info',
      log_id: clip(event.logId, 64),
      log_data: clip(dataText(event.logData), 4000),
      method: clip(req.method, 16),
      request_uri: clip(req.url.split('?')[0], 1000),
      remote_ip: clip(req.ip, 255),
      user_agent: clip(req.headers['user-agent'], 1000),
      params: requestParams(req, 4000),
      create_by: clip(req.auth?.account ?? event.account, 64),
      create_time: nowText(),
    };
    return ctx.database.db
      .insertInto(USUAL_LOG_TABLE)
      .values(row)
      .execute()
      .then(
        () => undefined,
        (err: unknown) => req.log.warn({ err }, 'could not write the usual log'),
      );
  } catch (err) {
    req.log.warn({ err }, 'could not build the usual log row');
    return Promise.resolve();
  }
}

/** A request parameter from the query or a form / JSON body as text (a JSON list joined by commas; '' when absent). */
function param(req: FastifyRequest, key: string): string {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const listed = Object.hasOwn(body, key) ? body[key] : undefined;
  if (Array.isArray(listed)) return clip(listed.join(','), 500);
  const p = paramsOf(req);
  return Object.hasOwn(p, key) ? clip(p[key], 500) : '';
}

type Describe = (req: FastifyRequest, ok: boolean, ctx: ServerContext) => Promise<UsualEvent | undefined>;

const LOGIN_GRANTS = new Set(['password', 'captcha']);

/** An event recorded only when the call succeeded; `text` reads the call's parameters. */
const onSuccess =
  (logId: string, logLevel: UsualEvent['logLevel'], text: (p: (key: string) => string) => I18nText): Describe =>
  async (req, ok) =>
    ok ? { logId, logLevel, logData: text((key) => param(req, key)) } : undefined;

/** The events recognised by route; each answers undefined for a call that is not worth a row. */
const EVENTS = new Map<string, Describe>(
  Object.entries({
    'POST /api/blade-auth/oauth/token': async (req, ok) => {
      if (!LOGIN_GRANTS.has(param(req, 'grant_type'))) return undefined;
      const account = param(req, 'username');
      const tenantId = param(req, 'tenantId') || String(req.headers['tenant-id'] ?? '');
      return ok
        ? { logId: 'login', logData: { zh: `${account} 登录成功`, en: `${account} signed in` }, tenantId, account }
        : {
            logId: 'login-failure',
            logLevel: 'warn',
            logData: { zh: `${account} 登录失败`, en: `${account} failed to sign in` },
            tenantId,
            account,
          };
    },
    'GET /api/blade-auth/oauth/logout': async (req, _ok, ctx) => logout(req, ctx),
    'POST /api/blade-auth/oauth/logout': async (req, _ok, ctx) => logout(req, ctx),
    'POST /api/blade-system/role/grant': onSuccess('role-grant', 'info', (p) => ({
      zh: `角色 ${p('roleIds')} 授权已更新`,
      en: `Grants of roles ${p('roleIds')} changed`,
    })),
    'POST /api/blade-user/grant': onSuccess('user-grant', 'info', (p) => ({
      zh: `用户 ${p('userIds')} 的角色改为 ${p('roleIds')}`,
      en: `Roles of users ${p('userIds')} set to ${p('roleIds')}`,
    })),
    'POST /api/blade-system/topmenu/grant': onSuccess('topmenu-grant', 'info', (p) => ({
      zh: `顶部菜单 ${p('topMenuIds')} 授权已更新`,
      en: `Menus of top menus ${p('topMenuIds')} changed`,
    })),
    'GET /api/share-factory/factoryaccount/updatePWD': onSuccess('password-reset', 'warn', (p) => ({
      zh: `工厂账号 ${p('id')} 的密码已重置`,
      en: `Password of factory account ${p('id')} reset`,
    })),
    'POST /api/blade-user/reset-password': onSuccess('password-reset', 'warn', (p) => ({
      zh: `用户 ${p('userIds')} 的密码已重置`,
      en: `Passwords of users ${p('userIds')} reset`,
    })),
  } satisfies Record<string, Describe>),
);

/** Log-out is public (an expired session may still log out): the account comes from a still valid token. */
async function logout(req: FastifyRequest, ctx: ServerContext): Promise<UsualEvent | undefined> {
  const token = bearerOf(req);
  const user: AuthUser | undefined = token
    ? await verifyToken(ctx.config.jwtSecret, token, 'access_token').catch(() => undefined)
    : undefined;
  if (!user) return undefined;
  return {
    logId: 'logout',
    logData: { zh: `${user.account} 退出登录`, en: `${user.account} signed out` },
    tenantId: user.tenantId,
    account: user.account,
  };
}

export function installUsualEvents(app: FastifyInstance, ctx: ServerContext): void {
  const record = async (req: FastifyRequest, reply: FastifyReply, describe: Describe) => {
    try {
      const event = await describe(req, reply.statusCode === 200, ctx);
      if (event) await writeUsualLog(ctx, req, event);
    } catch (err) {
      req.log.warn({ err }, 'could not record the usual log event');
    }
  };
  // Callback style: the calls that are no event (nearly all) cost no promise.
  app.addHook('onResponse', (req, reply, done) => {
    const describe = EVENTS.get(`${req.method} ${req.url.split('?')[0]}`);
    if (!describe) return done();
    void record(req, reply, describe).then(() => done());
  });
}
