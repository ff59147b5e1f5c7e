/**
 * An instance's history (spec §7 "GET blade-flow history-flow-list (processInstanceId)"):
 *
 * - `GET process/history-flow-list?processInstanceId=`: the steps it went through, in order — start, each
 *   task with who did it, when, how long, pass or reject and the comment, gateways, the end;
 * - `GET process/instance-diagram?processInstanceId=`: its drawing with what to highlight — the elements
 *   finished, the ones it waits in now, the flows taken — for the console's diagram;
 * - `POST follow/delete-process-instance?processInstanceId=&deleteReason=`: BladeX's parameters for the
 *   instances' 终止 transition (schemas/flow/instance.ts), run by the generic transition code.
 *
 * The first two answer whoever takes part in the instance (common.ts requireInvolved), process watchers
 * (flow_follow_view) and, for a leave request, holders of leave_view; another tenant's instance is a 404.
 */
import type { FastifyRequest } from 'fastify';
import { transitionPermission } from '../../../engine/schema/resolve';
import { transitionRoutes } from '../../../engine/schema/state-machine';
import { runTransition } from '../../../server/crud/transitions';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { notFound } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { BASE, idParam, requireInvolved } from './common';
import { loadDefinition, loadInstance, type InstanceRow } from './runtime';
import { T } from './tables';

const seconds = (from: string, to: string) => Math.max(0, (Date.parse(to.replace(' ', 'T')) - Date.parse(from.replace(' ', 'T'))) / 1000);

/** "1天2小时" / "1 d 2 h": the two largest units, or seconds for a short step. */
export function durationText(total: number, lang: 'zh' | 'en'): string {
  const units: Array<[number, string, string]> = [
    [86400, '天', 'd'],
    [3600, '小时', 'h'],
    [60, '分钟', 'min'],
    [1, '秒', 's'],
  ];
  const parts: string[] = [];
  let rest = Math.round(total);
  for (const [size, zh, en] of units) {
    const n = Math.floor(rest / size);
    if (!n || parts.length >= 2) continue;
    rest -= n * size;
    parts.push(lang === 'zh' ? `${n}${zh}` : `${n} ${en}`);
  }
  return parts.length ? parts.join(lang === 'zh' ? '' : ' ') : lang === 'zh' ? '0秒' : '0 s';
}

export function historyRoutes(ctx: ServerContext, routes: RouteSink): void {
  /** The instance the request names, visible to the caller. */
  async function visibleInstance(req: FastifyRequest): Promise<InstanceRow> {
    const id = idParam(req, 'processInstanceId', 'id');
    const instance = await loadInstance(ctx.database.db, id, req.auth!.tenantId);
    const codes = ['flow_follow_view', ...(instance.businessTable === T.leave ? ['leave_view'] : [])];
    await requireInvolved(ctx, req, instance, codes);
    return instance;
  }

  routes.add({
    method: 'GET',
    url: `${BASE}/process/history-flow-list`,
    access: 'signed-in',
    handler: async (req) => {
      const instance = await visibleInstance(req);
      const rows = await ctx.database.db
        .selectFrom(T.history)
        .selectAll()
        .where('instance_id', '=', instance.id)
        .where('activity_type', '!=', 'SequenceFlow')
        .orderBy('start_time')
        .orderBy('id')
        .execute();
      return ok(
        req,
        rows.map((r) => {
          const start = String(r.start_time ?? '');
          const end = r.end_time ? String(r.end_time) : '';
          const type = String(r.activity_type);
          return {
            id: String(r.id),
            historyActivityId: String(r.activity_id),
            historyActivityName: String(r.activity_name ?? ''),
            historyActivityType: type.charAt(0).toLowerCase() + type.slice(1),
            taskId: r.task_id === null || r.task_id === undefined ? '' : String(r.task_id),
            assignee: r.assignee === null || r.assignee === undefined ? '' : String(r.assignee),
            assigneeName: String(r.assignee_name ?? ''),
            createTime: start,
            endTime: end,
            historyActivityDurationTime: end ? durationText(seconds(start, end), req.lang) : '',
            pass: r.pass === null || r.pass === undefined ? null : Number(r.pass) === 1,
            comment: String(r.comment ?? ''),
          };
        }),
      );
    },
  });

  routes.add({
    method: 'GET',
    url: `${BASE}/process/instance-diagram`,
    access: 'signed-in',
    handler: async (req) => {
      const instance = await visibleInstance(req);
      const definition = await loadDefinition(ctx.database.db, instance.processId, instance.tenantId, true);
      if (!definition) throw notFound();
      const rows = await ctx.database.db
        .selectFrom(T.history)
        .select(['activity_id', 'activity_type', 'end_time'])
        .where('instance_id', '=', instance.id)
        .orderBy('id')
        .execute();
      const known = (id: string) => Object.hasOwn(definition.summary.elements, id);
      const ids = (keep: (r: (typeof rows)[number]) => boolean) => [
        ...new Set(rows.filter((r) => keep(r) && known(String(r.activity_id))).map((r) => String(r.activity_id))),
      ];
      const active = ids((r) => r.activity_type !== 'SequenceFlow' && !r.end_time);
      return ok(req, {
        processInstanceId: String(instance.id),
        processDefinitionId: String(definition.id),
        processName: definition.name,
        xml: definition.xml,
        active,
        finished: ids((r) => r.activity_type !== 'SequenceFlow' && !!r.end_time).filter((id) => !active.includes(id)),
        flows: ids((r) => r.activity_type === 'SequenceFlow'),
      });
    },
  });

  const instanceModel = ctx.models.get('flow.instance')!;
  const terminate = transitionRoutes(instanceModel.schema).find((r) => r.path.endsWith('/delete-process-instance'))!;
  routes.add({
    method: 'POST',
    url: terminate.path,
    access: terminate.transitions.map((t) => transitionPermission(instanceModel.schema, t)),
    handler: async (req) => {
      const p = paramsOf(req);
      // The generic transition run (checks, race fence, change log, effect), with BladeX's names renamed.
      const query = { id: p.processInstanceId ?? p.id ?? '', ...(p.deleteReason !== undefined ? { deleteReason: p.deleteReason } : {}) };
      const renamed = Object.create(req, { query: { value: query }, body: { value: undefined } }) as FastifyRequest;
      await runTransition(ctx, instanceModel, terminate.transitions, renamed);
      return ok(req, {});
    },
  });
}
