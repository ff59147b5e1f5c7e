/**
 * The user's work (spec §7 "Workflow: list, claim, complete"; BladeX blade-flow `work/*`), always in the
 * caller's tenant. Every signed-in user's own, whatever their role (the 我的事务 pages are declared
 * `access: 'signed-in'`): each list holds the caller's rows only, and claiming or completing a task checks
 * that it is theirs to take.
 *
 * - `GET work/start-list`: the processes one may start — the latest version of each, active;
 * - `GET work/claim-list`: open tasks without assignee that one may claim (a candidate user, or a user of
 *   a candidate role);
 * - `GET work/todo-list`: open tasks assigned to one;
 * - `GET work/send-list`: the instances one started;
 * - `GET work/done-list`: the tasks one completed;
 * - `POST work/claim-task?taskId=`: claim (a 403 for someone who may not, a 409 when another claimed it
 *   first);
 * - `POST work/complete-task` `{ taskId, processInstanceId?, flag: 'ok' | …, comment, variables? }`:
 *   complete one's own task; `flag: 'ok'` (or `pass: true`) passes, anything else rejects — the engine
 *   moves the instance on in the same transaction.
 *
 * Lists answer BladeX's page `{ records, total, size, current, pages }` of BladeFlow-like records.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { actorOf, BASE, idParam, pageOf, pagingOf, roleIdsOf, textParam } from './common';
import { instanceRecords, startable, taskRecords, type TaskFilter } from './work-queries';
import { claimTask, completeTask } from './tasks';

const RESERVED = new Set(['pass', 'comment', 'applyUser', 'startUser', 'taskUser']);

/** `variables` of a completion: a flat object of at most 20 scalars with plain names. */
function variablesOf(body: Record<string, unknown>): Record<string, unknown> {
  const v = body.variables;
  if (v === undefined || v === null || v === '') return {};
  if (typeof v !== 'object' || Array.isArray(v))
    throw badRequest({ zh: 'variables 须为对象', en: 'variables must be an object' });
  const entries = Object.entries(v as Record<string, unknown>);
  if (entries.length > 20) throw badRequest({ zh: 'variables 最多 20 项', en: 'variables holds at most 20 entries' });
  for (const [k, x] of entries) {
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,40}$/.test(k) || RESERVED.has(k))
      throw badRequest({ zh: `变量名 ${k.slice(0, 40)} 不可用`, en: `Variable name "${k.slice(0, 40)}" cannot be used` });
    if (x !== null && !['string', 'number', 'boolean'].includes(typeof x))
      throw badRequest({ zh: `变量 ${k} 须为文字、数字或布尔值`, en: `Variable ${k} must be text, a number or a boolean` });
    if (typeof x === 'string' && x.length > 500)
      throw badRequest({ zh: `变量 ${k} 不能超过 500 个字符`, en: `Variable ${k} must not be longer than 500 characters` });
  }
  return Object.fromEntries(entries);
}

const bodyOf = (req: FastifyRequest): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

export function workRoutes(ctx: ServerContext, routes: RouteSink): void {
  const filterOf = (req: FastifyRequest): TaskFilter => ({
    tenantId: req.auth!.tenantId,
    userId: Number(req.auth!.userId),
    roleIds: roleIdsOf(req),
    category: textParam(req, 'category', 32),
    name: textParam(req, 'processDefinitionName', 64) || textParam(req, 'name', 64),
  });
  // Every signed-in user's own lists, whatever their role (the rows are theirs: filterOf).
  const list = (url: string, run: (req: FastifyRequest) => Promise<unknown>) =>
    routes.add({
      method: 'GET',
      url: `${BASE}/work/${url}`,
      access: 'signed-in',
      handler: async (req) => ok(req, await run(req)),
    });

  list('start-list', async (req) => {
    const p = pagingOf(req);
    const { rows, total } = await startable(ctx.database.db, filterOf(req), p);
    return pageOf(rows, total, p);
  });
  for (const [url, kind] of [
    ['claim-list', 'claim'],
    ['todo-list', 'todo'],
    ['done-list', 'done'],
  ] as const)
    list(url, async (req) => {
      const p = pagingOf(req);
      const { rows, total } = await taskRecords(ctx.database.db, kind, filterOf(req), p);
      return pageOf(rows, total, p);
    });
  list('send-list', async (req) => {
    const p = pagingOf(req);
    const { rows, total } = await instanceRecords(ctx.database.db, filterOf(req), p);
    return pageOf(rows, total, p);
  });

  routes.add({
    method: 'POST',
    url: `${BASE}/work/claim-task`,
    access: 'signed-in',
    transaction: true,
    usualEvent: async (req, ok) =>
      ok ? { logId: 'flow-claim', logData: { zh: '签收任务', en: 'Claimed a task' } } : undefined,
    handler: async (req) => {
      await claimTask(ctx.database.db, actorOf(req), roleIdsOf(req), idParam(req, 'taskId'));
      return ok(req, {});
    },
  });

  routes.add({
    method: 'POST',
    url: `${BASE}/work/complete-task`,
    access: 'signed-in',
    transaction: true,
    usualEvent: async (req, ok) =>
      ok ? { logId: 'flow-complete', logData: { zh: '办理任务', en: 'Completed a task' } } : undefined,
    handler: async (req) => {
      const body = bodyOf(req);
      const params = paramsOf(req);
      const taskId = idParam(req, 'taskId');
      const pass = params.flag === 'ok' || body.pass === true || params.pass === 'true';
      const comment = textParam(req, 'comment', 500, { zh: '审批意见', en: 'The comment' });
      if (!pass && !comment)
        throw badRequest({ zh: '驳回时请填写审批意见', en: 'Please give a comment (comment) when rejecting' });
      const variables = variablesOf(body);
      const instance = await completeTask(ctx.database.db, actorOf(req), taskId, { pass, comment, variables });
      if (params.processInstanceId && params.processInstanceId !== String(instance.id))
        throw badRequest({
          zh: '任务不属于该流程实例（processInstanceId）',
          en: 'The task does not belong to that process instance (processInstanceId)',
        });
      return ok(req, {});
    },
  });
}
