/**
 * What the workflow routes share: the caller as an actor, reading ids, flags and paging from the request
 * with a 400 naming the parameter, the paged answer of BladeX (`records, total, size, current, pages`),
 * and who may look at an instance.
 */
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../../engine/schema';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ApiError, badRequest } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { Actor, InstanceRow } from './runtime';
import { T } from './tables';

export const BASE = '/api/blade-flow';

export const LEAVE_BASE = '/api/blade-desk/process/leave';

const firstNumber = (v: string | undefined): number | null => {
  const m = /\d{1,18}/.exec(v ?? '');
  return m ? Number(m[0]) : null;
};

export function actorOf(req: FastifyRequest): Actor {
  const a = req.auth!;
  return {
    id: Number(a.userId),
    name: a.realName || a.account,
    tenantId: a.tenantId,
    deptId: firstNumber(a.deptId),
  };
}

export const roleIdsOf = (req: FastifyRequest): number[] =>
  (req.auth?.roleIds ?? []).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);

/** A positive whole-number id among the parameters (query, form or JSON body), else a 400 naming it. */
export function idParam(req: FastifyRequest, ...names: string[]): number {
  const params = paramsOf(req);
  const name = names.find((n) => params[n] !== undefined && params[n] !== '');
  const raw = name ? params[name] : undefined;
  if (raw === undefined)
    throw badRequest({ zh: `缺少参数 ${names[0]}`, en: `${names[0]} is required` });
  if (!/^\d{1,16}$/.test(raw.trim()) || Number(raw) <= 0)
    throw badRequest({ zh: `参数 ${name} 不是有效的编号：${raw.slice(0, 40)}`, en: `${name} is not a valid id: ${raw.slice(0, 40)}` });
  return Number(raw);
}

/** Optional text parameter, trimmed, at most `max` characters (else a 400 naming it). */
export function textParam(req: FastifyRequest, name: string, max: number, label?: I18nText): string {
  const raw = paramsOf(req)[name];
  const value = (raw ?? '').trim();
  if (value.length > max)
    throw badRequest({
      zh: `${label?.zh ?? name}不能超过 ${max} 个字符`,
      en: `${label?.en ?? name} must not be longer than ${max} characters`,
    });
  return value;
}

export interface Paging {
  current: number;
  size: number;
  offset: number;
}

export function pagingOf(req: FastifyRequest): Paging {
  const params = paramsOf(req);
  const read = (name: 'current' | 'size', fallback: number, max: number, label: I18nText) => {
    const raw = params[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!/^\d{1,8}$/.test(raw) || n < 1 || n > max)
      throw badRequest({
        zh: `${label.zh}须为 1 到 ${max} 之间的整数`,
        en: `${label.en} must be a whole number from 1 to ${max}`,
      });
    return n;
  };
  const current = read('current', 1, 1e7, { zh: '当前页', en: 'Page (current)' });
  const size = read('size', 10, 1000, { zh: '每页条数', en: 'Page size (size)' });
  return { current, size, offset: (current - 1) * size };
}

export const pageOf = <T>(records: T[], total: number, p: Paging) => ({
  records,
  total,
  size: p.size,
  current: p.current,
  pages: total ? Math.ceil(total / p.size) : 0,
});

/**
 * Who may look at an instance (its history, diagram, business row): whoever started it, whoever holds or
 * held one of its tasks or may claim one, and holders of `code` (the process watchers, flow_follow_view).
 * Another tenant's instance is a 404 before this is asked.
 */
export async function requireInvolved(
  ctx: ServerContext,
  req: FastifyRequest,
  instance: InstanceRow,
  codes: string[],
): Promise<void> {
  const me = Number(req.auth!.userId);
  if (instance.startUser === me) return;
  const db = ctx.database.db;
  const roles = roleIdsOf(req);
  const involved = await db
    .selectFrom(`${T.task} as t`)
    .select('t.id')
    .where('t.instance_id', '=', instance.id)
    .where((eb) =>
      eb.or([
        eb('t.assignee', '=', me),
        eb.exists(
          eb
            .selectFrom(`${T.candidate} as c`)
            .select('c.task_id')
            .whereRef('c.task_id', '=', 't.id')
            .where((c) =>
              c.or([
                c.and([c('c.kind', '=', 'user'), c('c.ref_id', '=', me)]),
                ...(roles.length ? [c.and([c('c.kind', '=', 'role'), c('c.ref_id', 'in', roles)])] : []),
              ]),
            ),
        ),
      ]),
    )
    .executeTakeFirst();
  if (involved) return;
  for (const code of codes) if (await ctx.access.has(req, code)) return;
  throw new ApiError(403, {
    zh: '您没有参与此流程，不能查看',
    en: 'You take no part in this process, so you cannot see it',
  });
}
