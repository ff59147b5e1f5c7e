/**
 * The leave process (spec §2 leave routes, §7 "POST blade-desk leave start-process; GET leave detail
 * (businessId)"):
 *
 * - `POST blade-desk/process/leave/start-process` `{ processDefinitionId, startTime, endTime, reason,
 *   taskUser }` (anyone signed in): the leave request and its instance, in one transaction — the instance gets
 *   the variables `taskUser` (the approver chosen, BladeX's `taskUser_<id>` accepted too), `days` and
 *   `reason`, and answers `{ businessId, processInstanceId }`;
 * - `GET blade-desk/process/leave/detail?businessId=`: the request with its `flow` (state, current step,
 *   outcome) — for the applicant, whoever takes part in its instance, and holders of leave_view;
 * - `GET blade-desk/process/leave/approvers?name=` (anyone signed in): the users of the caller's tenant one may
 *   choose as approver (not oneself), by name or account, at most 50 — the form's picker; the user admin
 *   lists need permissions an applicant does not have.
 */
import type { FastifyRequest } from 'fastify';
import { toWire } from '../../../server/crud/convert';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest, notFound } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { actorOf, idParam, LEAVE_BASE, requireInvolved, textParam } from './common';
import { tenantUser } from './people';
import { hoursBetween, submitLeave } from './leave';
import { loadDefinition, loadInstance } from './runtime';
import { INSTANCE, T } from './tables';

const TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A date-time parameter as `YYYY-MM-DD HH:mm:ss` (a date alone is its midnight), else a 400 naming it. */
function timeParam(req: FastifyRequest, name: string, label: { zh: string; en: string }): string {
  const raw = (paramsOf(req)[name] ?? '').trim();
  if (!raw) throw badRequest({ zh: `请选择${label.zh}`, en: `Please choose ${label.en} (${name})` });
  const m = TIME.exec(raw);
  const [y, mo, d, h = '00', mi = '00', s = '00'] = m ? m.slice(1) : [];
  const date = m ? new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) : undefined;
  if (!date || date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59)
    throw badRequest({
      zh: `${label.zh}不是有效的时间（YYYY-MM-DD HH:mm:ss）：${raw.slice(0, 30)}`,
      en: `${label.en} is not a valid time (YYYY-MM-DD HH:mm:ss): ${raw.slice(0, 30)}`,
    });
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
}

export function leaveRoutes(ctx: ServerContext, routes: RouteSink): void {
  const leaveModel = ctx.models.get('desk.leave')!;

  routes.add({
    method: 'POST',
    url: `${LEAVE_BASE}/start-process`,
    access: 'signed-in',
    transaction: true,
    usualEvent: async (req, ok) =>
      ok ? { logId: 'leave-start', logData: { zh: '提交请假申请', en: 'Submitted a leave request' } } : undefined,
    handler: async (req) => {
      const db = ctx.database.db;
      const actor = actorOf(req);
      const definitionId = idParam(req, 'processDefinitionId');
      const startTime = timeParam(req, 'startTime', { zh: '开始时间', en: 'the start time' });
      const endTime = timeParam(req, 'endTime', { zh: '结束时间', en: 'the end time' });
      const hours = hoursBetween(startTime, endTime);
      if (hours <= 0) throw badRequest({ zh: '结束时间须晚于开始时间', en: 'The end time (endTime) must be after the start time' });
      if (hours > 366 * 24) throw badRequest({ zh: '一次请假不能超过一年', en: 'A leave cannot be longer than a year' });
      const reason = textParam(req, 'reason', 255, { zh: '请假理由', en: 'The reason' });
      if (!reason) throw badRequest({ zh: '请输入请假理由', en: 'Please enter the reason (reason)' });
      const approverRaw = (paramsOf(req).taskUser ?? '').trim();
      if (!approverRaw) throw badRequest({ zh: '请选择审批人', en: 'Please choose the approver (taskUser)' });
      const approver = await tenantUser(db, actor.tenantId, approverRaw.replace(/^taskUser_/, ''));
      if (!approver)
        throw badRequest({ zh: '审批人不是本租户的用户', en: 'The approver (taskUser) is not a user of this tenant' });
      if (approver.id === actor.id)
        throw badRequest({ zh: '审批人不能是申请人本人', en: 'The approver (taskUser) cannot be the applicant' });
      const definition = await loadDefinition(db, definitionId, actor.tenantId);
      if (!definition) throw notFound();
      if (definition.category !== 'leave')
        throw badRequest({
          zh: `流程「${definition.name}」不是请假流程`,
          en: `Process "${definition.name}" is not a leave process`,
        });
      const { businessId, instanceId } = await submitLeave(db, actor, definition, { startTime, endTime, reason, approver });
      return ok(req, { businessId: String(businessId), processInstanceId: String(instanceId) });
    },
  });

  routes.add({
    method: 'GET',
    url: `${LEAVE_BASE}/approvers`,
    access: 'signed-in',
    handler: async (req) => {
      const name = textParam(req, 'name', 64, { zh: '姓名', en: 'The name' });
      let q = ctx.database.db
        .selectFrom('blade_user')
        .select(['id', 'real_name', 'account'])
        .where('tenant_id', '=', req.auth!.tenantId)
        .where('is_deleted', '=', 0)
        .where('id', '!=', Number(req.auth!.userId));
      if (name) q = q.where((eb) => eb.or([eb('real_name', 'like', `%${name}%`), eb('account', 'like', `%${name}%`)]));
      const rows = await q.orderBy('id').limit(50).execute();
      return ok(
        req,
        rows.map((r) => ({ id: String(r.id), realName: String(r.real_name || r.account), account: String(r.account) })),
      );
    },
  });

  routes.add({
    method: 'GET',
    url: `${LEAVE_BASE}/detail`,
    access: 'signed-in',
    handler: async (req) => {
      const db = ctx.database.db;
      const id = idParam(req, 'businessId', 'id');
      const row = await db
        .selectFrom(T.leave)
        .selectAll()
        .where('id', '=', id)
        .where('tenant_id', '=', req.auth!.tenantId)
        .executeTakeFirst();
      if (!row) throw notFound();
      const instance = await loadInstance(db, Number(row.process_instance_id), req.auth!.tenantId);
      await requireInvolved(ctx, req, instance, ['leave_view', 'flow_follow_view']);
      const flow = await db.selectFrom(T.instance).selectAll().where('id', '=', instance.id).executeTakeFirstOrThrow();
      return ok(req, {
        ...toWire(leaveModel, row),
        flow: {
          processInstanceId: String(instance.id),
          processDefinitionId: String(instance.processId),
          processDefinitionName: instance.processName,
          currentStep: String(flow.current_step ?? ''),
          flowStatus: Number(flow.flow_status),
          outcome: String(flow.outcome ?? ''),
          startUser: String(flow.start_user_name ?? ''),
          processIsFinished: Number(flow.flow_status) === INSTANCE.running ? 'unfinished' : 'finished',
        },
      });
    },
  });
}
