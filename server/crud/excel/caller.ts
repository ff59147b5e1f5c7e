/**
 * A job runs later, without its request: what the generic read and write code needs of the caller —
 * tenant, user, granted data scopes, language — is recorded with the job when it is enqueued (a
 * snapshot, as the request saw it) and revived when it runs, as a small request-like object that
 * `baseFilters`, `insertRow`, the audit values and the entity hooks read exactly as they read a request.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Lang } from '../../../engine/schema/resolve';
import type { AuthUser, ScopeRule } from '../../kernel/http/context';

export interface CallerSnapshot {
  lang: Lang;
  auth: Omit<AuthUser, 'access'> & {
    access?: Omit<NonNullable<AuthUser['access']>, 'dataRules'> & { dataRules: Array<[string, ScopeRule[]]> };
  };
}

/** The caller of a request, as JSON. */
export function snapshotOf(req: FastifyRequest): CallerSnapshot {
  const auth = req.auth!;
  const { access, ...rest } = auth;
  return {
    lang: req.lang,
    auth: { ...rest, ...(access && { access: { ...access, dataRules: [...access.dataRules] } }) },
  };
}

export function reviveAuth(s: CallerSnapshot): AuthUser {
  const { access, ...rest } = s.auth;
  return { ...rest, ...(access && { access: { ...access, dataRules: new Map(access.dataRules) } }) };
}

const quiet: FastifyBaseLogger = {
  level: 'silent',
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => quiet,
} as unknown as FastifyBaseLogger;

/** A request-like object for the generic code a job calls (reads, `insertRow`, hooks). */
export function jobRequest(s: CallerSnapshot, log: FastifyBaseLogger = quiet): FastifyRequest {
  return {
    auth: reviveAuth(s),
    lang: s.lang,
    log,
    headers: {},
    query: {},
    body: {},
    params: {},
    ip: '',
    url: '',
    method: 'POST',
  } as unknown as FastifyRequest;
}
