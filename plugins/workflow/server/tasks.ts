/**
 * What people do with tasks (spec §4 "claim task, complete task"): claim a task one may claim (a candidate
 * user, or a user of a candidate role), complete one's own task with a comment and pass / reject — the
 * engine then moves the instance on — and terminate an instance (the effect of the instance's state
 * machine). Every change is conditional on the row still being as it was read, so two people claiming or
 * completing at once never both succeed: the loser gets a 409 and nothing of theirs is kept.
 */
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import { ApiError, badRequest, conflict, notFound } from '../../../server/kernel/http/errors';
import { completeUserTask, type Variables } from './engine';
import { applyStep, loadDefinition, loadInstance, loadState, mirror, type Actor, type InstanceRow } from './runtime';
import { INSTANCE, T, TASK } from './tables';

export interface TaskRow {
  id: number;
  tenantId: string;
  instanceId: number;
  activityId: string;
  executionId: string;
  name: string;
  assignee: number | null;
  status: number;
}

export const taskText = {
  notYours: { zh: '这不是您的待办任务', en: 'This task is not assigned to you' },
  notCandidate: { zh: '您不是此任务的候选人，不能签收', en: 'You are not a candidate of this task, so you cannot claim it' },
  claimed: { zh: '任务已被他人签收', en: 'Someone else has already claimed this task' },
  ownAlready: { zh: '您已签收此任务', en: 'You have already claimed this task' },
  claimFirst: { zh: '请先签收此任务', en: 'Please claim this task first' },
  closed: { zh: '任务已办结，不能再处理', en: 'This task is already closed' },
};

export async function loadTask(db: Db, id: number, tenantId: string): Promise<TaskRow> {
  const r = await db
    .selectFrom(T.task)
    .selectAll()
    .where('id', '=', Number.isSafeInteger(id) ? id : 0)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!r) throw notFound();
  return {
    id: Number(r.id),
    tenantId: String(r.tenant_id),
    instanceId: Number(r.instance_id),
    activityId: String(r.activity_id),
    executionId: String(r.execution_id),
    name: String(r.name),
    assignee: r.assignee === null || r.assignee === undefined ? null : Number(r.assignee),
    status: Number(r.status),
  };
}

/** Whether the user may claim the task: named as a candidate, or holding a candidate role. */
export async function isCandidate(db: Db, taskId: number, userId: number, roleIds: number[]): Promise<boolean> {
  const row = await db
    .selectFrom(T.candidate)
    .select('task_id')
    .where('task_id', '=', taskId)
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '=', 'user'), eb('ref_id', '=', userId)]),
        ...(roleIds.length ? [eb.and([eb('kind', '=', 'role'), eb('ref_id', 'in', roleIds)])] : []),
      ]),
    )
    .executeTakeFirst();
  return !!row;
}

export async function claimTask(db: Db, actor: Actor, roleIds: number[], taskId: number): Promise<void> {
  const task = await loadTask(db, taskId, actor.tenantId);
  if (task.status !== TASK.open) throw badRequest(taskText.closed);
  if (task.assignee === actor.id) throw badRequest(taskText.ownAlready);
  if (task.assignee !== null) throw badRequest(taskText.claimed);
  if (!(await isCandidate(db, task.id, actor.id, roleIds))) throw new ApiError(403, taskText.notCandidate);
  const now = nowText();
  const result = await db
    .updateTable(T.task)
    .set({ assignee: actor.id, assignee_name: actor.name, claim_time: now })
    .where('id', '=', task.id)
    .where('status', '=', TASK.open)
    .where('assignee', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict(taskText.claimed);
  await db
    .updateTable(T.history)
    .set({ assignee: actor.id, assignee_name: actor.name })
    .where('task_id', '=', task.id)
    .execute();
}

export interface Completion {
  pass: boolean;
  comment: string;
  variables: Variables;
}

/** Complete one's own task; the instance moves on (or ends) in the same transaction. */
export async function completeTask(db: Db, actor: Actor, taskId: number, c: Completion): Promise<InstanceRow> {
  const task = await loadTask(db, taskId, actor.tenantId);
  if (task.status !== TASK.open) throw badRequest(taskText.closed);
  if (task.assignee === null) throw badRequest(taskText.claimFirst);
  if (task.assignee !== actor.id) throw new ApiError(403, taskText.notYours);
  const instance = await loadInstance(db, task.instanceId, actor.tenantId);
  const definition = await loadDefinition(db, instance.processId, instance.tenantId, true);
  if (!definition) throw notFound();
  const now = nowText();
  const result = await db
    .updateTable(T.task)
    .set({ status: TASK.done, pass: c.pass ? 1 : 0, comment: c.comment, end_time: now })
    .where('id', '=', task.id)
    .where('status', '=', TASK.open)
    .where('assignee', '=', actor.id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict(taskText.closed);
  await db
    .updateTable(T.history)
    .set({ pass: c.pass ? 1 : 0, comment: c.comment, assignee: actor.id, assignee_name: actor.name })
    .where('task_id', '=', task.id)
    .execute();
  const { state, variables, revision } = await loadState(db, instance.id);
  const step = await completeUserTask(
    `instance-${instance.id}`,
    state,
    definition.summary,
    { id: task.activityId, executionId: task.executionId },
    { ...variables, ...c.variables, pass: c.pass, comment: c.comment },
  );
  await applyStep(db, instance, definition, step, revision);
  return instance;
}

/**
 * Close a terminated instance (the `workflow.closeInstance` effect; the state machine has already set its
 * state and reason): cancel its open tasks, close its open history rows with the reason, stamp the end and
 * mirror the state onto the business row.
 */
export async function closeInstance(db: Db, instanceId: number, reason: string, actor: Actor): Promise<void> {
  const instance = await loadInstance(db, instanceId, null);
  const now = nowText();
  await db
    .updateTable(T.task)
    .set({ status: TASK.cancelled, end_time: now, comment: reason })
    .where('instance_id', '=', instance.id)
    .where('status', '=', TASK.open)
    .execute();
  await db
    .updateTable(T.history)
    .set({ end_time: now, comment: reason })
    .where('instance_id', '=', instance.id)
    .where('end_time', 'is', null)
    .execute();
  await db
    .insertInto(T.history)
    .values({
      tenant_id: instance.tenantId,
      instance_id: instance.id,
      activity_id: 'terminated',
      // Shown by its type (the console names it in the reader's language).
      activity_name: '',
      activity_type: 'Terminate',
      execution_id: `terminate-${instance.id}`,
      assignee: actor.id,
      assignee_name: actor.name,
      comment: reason,
      start_time: now,
      end_time: now,
    })
    .execute();
  // No outcome: the state 已终止 / Terminated says it, in the reader's language.
  await db.updateTable(T.instance).set({ current_step: '', end_time: now, outcome: '' }).where('id', '=', instance.id).execute();
  await mirror(db, instance, INSTANCE.terminated, '');
}
