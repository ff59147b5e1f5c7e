/**
 * The queries behind the work lists, in SQL with bound values (the query builder): tasks joined with their
 * instance and definition, filtered by who may see them, newest first, paged; and the records in BladeX's
 * BladeFlow shape (taskId, taskName, processInstanceId, processDefinitionName, businessId, status …).
 */
import type { ExpressionBuilder } from 'kysely';
import type { AnyDB, Db } from '../../../server/kernel/db/database';
import type { Paging } from './common';
import { INSTANCE, SUSPENSION, T, TASK } from './tables';

export interface TaskFilter {
  tenantId: string;
  userId: number;
  roleIds: number[];
  category: string;
  name: string;
}

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const idText = (v: unknown) => (v === null || v === undefined || v === '' ? '' : String(v));

/** Latest version of each process key, active, in the caller's tenant. */
export async function startable(db: Db, f: TaskFilter, p: Paging) {
  const latest = (eb: ExpressionBuilder<AnyDB, string>) =>
    eb(
      'p.version',
      '=',
      eb
        .selectFrom(`${T.process} as q`)
        .select((x) => x.fn.max('q.version').as('v'))
        .whereRef('q.tenant_id', '=', 'p.tenant_id')
        .whereRef('q.process_key', '=', 'p.process_key')
        .where('q.is_deleted', '=', 0),
    );
  let q = db
    .selectFrom(`${T.process} as p`)
    .where('p.tenant_id', '=', f.tenantId)
    .where('p.is_deleted', '=', 0)
    .where('p.suspension_state', '=', SUSPENSION.active)
    .where(latest);
  if (f.category) q = q.where('p.category', '=', f.category);
  if (f.name) q = q.where('p.name', 'like', `%${f.name}%`);
  const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q
    .select(['p.id', 'p.process_key', 'p.name', 'p.category', 'p.version', 'p.deploy_time', 'p.suspension_state'])
    .orderBy('p.deploy_time', 'desc')
    .orderBy('p.id', 'desc')
    .limit(p.size)
    .offset(p.offset)
    .execute();
  return {
    total,
    rows: rows.map((r) => ({
      id: String(r.id),
      processDefinitionId: String(r.id),
      key: str(r.process_key),
      name: str(r.name),
      category: str(r.category),
      version: Number(r.version),
      deploymentTime: str(r.deploy_time),
      suspensionState: Number(r.suspension_state),
    })),
  };
}

const taskRecord = (r: Row, kind: 'claim' | 'todo' | 'done') => ({
  taskId: String(r.id),
  taskName: str(r.name),
  taskDefinitionKey: str(r.activity_id),
  processInstanceId: String(r.instance_id),
  processDefinitionId: String(r.process_id),
  processDefinitionKey: str(r.process_key),
  processDefinitionName: str(r.process_name),
  processDefinitionVersion: Number(r.version ?? 1),
  category: str(r.category),
  businessTable: str(r.business_table),
  businessId: idText(r.business_id),
  startUserId: idText(r.start_user),
  startUser: str(r.start_user_name),
  createTime: str(r.create_time),
  claimTime: str(r.claim_time),
  endTime: str(r.end_time),
  assignee: idText(r.assignee),
  assigneeName: str(r.assignee_name),
  comment: str(r.comment),
  pass: r.pass === null || r.pass === undefined ? null : Number(r.pass) === 1,
  status: kind === 'done' ? 'finished' : kind,
  currentStep: str(r.current_step),
  processIsFinished: Number(r.flow_status) === INSTANCE.running ? 'unfinished' : 'finished',
});

/** Tasks to claim, to do, or done by the caller. */
export async function taskRecords(db: Db, kind: 'claim' | 'todo' | 'done', f: TaskFilter, p: Paging) {
  let q = db
    .selectFrom(`${T.task} as t`)
    .innerJoin(`${T.instance} as i`, 'i.id', 't.instance_id')
    .leftJoin(`${T.process} as p`, 'p.id', 't.process_id')
    .where('t.tenant_id', '=', f.tenantId);
  if (kind === 'todo') q = q.where('t.status', '=', TASK.open).where('t.assignee', '=', f.userId);
  if (kind === 'done') q = q.where('t.status', '=', TASK.done).where('t.assignee', '=', f.userId);
  if (kind === 'claim')
    q = q
      .where('t.status', '=', TASK.open)
      .where('t.assignee', 'is', null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom(`${T.candidate} as c`)
            .select('c.task_id')
            .whereRef('c.task_id', '=', 't.id')
            .where((c) =>
              c.or([
                c.and([c('c.kind', '=', 'user'), c('c.ref_id', '=', f.userId)]),
                ...(f.roleIds.length ? [c.and([c('c.kind', '=', 'role'), c('c.ref_id', 'in', f.roleIds)])] : []),
              ]),
            ),
        ),
      );
  if (f.category) q = q.where('i.category', '=', f.category);
  if (f.name) q = q.where('i.process_name', 'like', `%${f.name}%`);
  const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  const order = kind === 'done' ? 't.end_time' : 't.create_time';
  const rows = await q
    .selectAll('t')
    .select([
      'i.process_name',
      'i.process_key',
      'i.category',
      'i.business_table',
      'i.business_id',
      'i.start_user',
      'i.start_user_name',
      'i.current_step',
      'i.flow_status',
      'p.version',
    ])
    .orderBy(order, 'desc')
    .orderBy('t.id', 'desc')
    .limit(p.size)
    .offset(p.offset)
    .execute();
  return { total, rows: rows.map((r) => taskRecord(r, kind)) };
}

/** The instances the caller started (已发事务). */
export async function instanceRecords(db: Db, f: TaskFilter, p: Paging) {
  let q = db
    .selectFrom(`${T.instance} as i`)
    .leftJoin(`${T.process} as p`, 'p.id', 'i.process_definition_id')
    .where('i.tenant_id', '=', f.tenantId)
    .where('i.start_user', '=', f.userId);
  if (f.category) q = q.where('i.category', '=', f.category);
  if (f.name) q = q.where('i.process_name', 'like', `%${f.name}%`);
  const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q
    .selectAll('i')
    .select('p.version')
    .orderBy('i.start_time', 'desc')
    .orderBy('i.id', 'desc')
    .limit(p.size)
    .offset(p.offset)
    .execute();
  return {
    total,
    rows: rows.map((r) => ({
      processInstanceId: String(r.id),
      processDefinitionId: idText(r.process_definition_id),
      processDefinitionKey: str(r.process_key),
      processDefinitionName: str(r.process_name),
      processDefinitionVersion: Number(r.version ?? 1),
      category: str(r.category),
      businessTable: str(r.business_table),
      businessId: idText(r.business_id),
      startUser: str(r.start_user_name),
      createTime: str(r.start_time),
      endTime: str(r.end_time),
      currentStep: str(r.current_step),
      flowStatus: Number(r.flow_status),
      outcome: str(r.outcome),
      processIsFinished: Number(r.flow_status) === INSTANCE.running ? 'unfinished' : 'finished',
    })),
  };
}
