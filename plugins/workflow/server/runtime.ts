/**
 * The database side of the engine: a definition as the runtime reads it, starting an instance, and writing
 * what a step did — history rows for every element entered, left or taken, a task (with its assignee or
 * candidates) for every user task that now waits, the instance's current steps and state, the business
 * row's mirror of that state, and the engine's state under a revision fence. Everything runs in the
 * caller's transaction (`ctx.database.db`), so a step is stored whole or not at all.
 */
import { nowText } from '../../../server/kernel/db/time';
import type { Db } from '../../../server/kernel/db/database';
import { badRequest, conflict, notFound } from '../../../server/kernel/http/errors';
import type { ProcessSummary } from './bpmn';
import { startProcess, type StepResult, type Variables } from './engine';
import { resolveAssignment, type Person } from './people';
import { INSTANCE, SUSPENSION, T, TASK } from './tables';

/** Who acts: the signed-in user, or the seed acting for one. */
export interface Actor extends Person {
  tenantId: string;
  deptId: number | null;
}

export interface Definition {
  id: number;
  tenantId: string;
  processKey: string;
  name: string;
  category: string;
  version: number;
  suspensionState: number;
  xml: string;
  summary: ProcessSummary;
}

export interface InstanceRow {
  id: number;
  tenantId: string;
  processId: number;
  processName: string;
  businessTable: string;
  businessId: number;
  startUser: number;
  flowStatus: number;
}

/** Business tables whose rows mirror their instance's state and outcome (column names fixed here). */
const MIRRORS: Record<string, { status: string; outcome: string }> = {
  [T.leave]: { status: 'flow_status', outcome: 'outcome' },
};

export const audit = (actor: Actor, now: string) => ({
  create_user: actor.id,
  create_dept: actor.deptId,
  create_time: now,
  update_user: actor.id,
  update_time: now,
});

/** A definition with its drawing; deleted ones too when `withDeleted` (the history of old instances). */
export async function loadDefinition(
  db: Db,
  id: number,
  tenantId: string | null,
  withDeleted = false,
): Promise<Definition | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  let q = db
    .selectFrom(`${T.process} as p`)
    .innerJoin(`${T.resource} as r`, 'r.process_id', 'p.id')
    .select(['p.id', 'p.tenant_id', 'p.process_key', 'p.name', 'p.category', 'p.version', 'p.suspension_state'])
    .select(['r.xml', 'r.summary'])
    .where('p.id', '=', id);
  if (tenantId !== null) q = q.where('p.tenant_id', '=', tenantId);
  if (!withDeleted) q = q.where('p.is_deleted', '=', 0);
  const r = await q.executeTakeFirst();
  if (!r) return undefined;
  return {
    id: Number(r.id),
    tenantId: String(r.tenant_id),
    processKey: String(r.process_key),
    name: String(r.name),
    category: String(r.category ?? ''),
    version: Number(r.version),
    suspensionState: Number(r.suspension_state),
    xml: String(r.xml),
    summary: JSON.parse(String(r.summary)) as ProcessSummary,
  };
}

export async function loadInstance(db: Db, id: number, tenantId: string | null): Promise<InstanceRow> {
  let q = db.selectFrom(T.instance).selectAll().where('id', '=', Number.isSafeInteger(id) ? id : 0);
  if (tenantId !== null) q = q.where('tenant_id', '=', tenantId);
  const r = await q.executeTakeFirst();
  if (!r) throw notFound();
  return {
    id: Number(r.id),
    tenantId: String(r.tenant_id),
    processId: Number(r.process_definition_id),
    processName: String(r.process_name ?? ''),
    businessTable: String(r.business_table ?? ''),
    businessId: Number(r.business_id ?? 0),
    startUser: Number(r.start_user ?? 0),
    flowStatus: Number(r.flow_status),
  };
}

/** Store what a step did (see the file comment). `revision`: the state's revision the step started from. */
export async function applyStep(
  db: Db,
  instance: InstanceRow,
  definition: Definition,
  step: StepResult,
  revision: number,
): Promise<void> {
  const now = nowText();
  const { summary } = definition;
  const { variables } = step;
  const base = { tenant_id: instance.tenantId, instance_id: instance.id };
  let outcome: string | undefined;
  for (const e of step.events) {
    const name = summary.elements[e.id]?.name ?? e.id;
    if (e.kind === 'take') {
      await db
        .insertInto(T.history)
        .values({ ...base, activity_id: e.id, activity_name: name, activity_type: e.type, execution_id: e.executionId, start_time: now, end_time: now })
        .execute();
    } else if (e.kind === 'start') {
      await db
        .insertInto(T.history)
        .values({ ...base, activity_id: e.id, activity_name: name, activity_type: e.type, execution_id: e.executionId, start_time: now })
        .execute();
    } else if (e.kind === 'end') {
      await db
        .updateTable(T.history)
        .set({ end_time: now })
        .where('instance_id', '=', instance.id)
        .where('execution_id', '=', e.executionId)
        .where('end_time', 'is', null)
        .execute();
      if (e.type === 'EndEvent') outcome = name;
    } else if (e.kind === 'wait' && e.type === 'UserTask') {
      await openTask(db, instance, definition, e, variables, now);
    }
  }
  const open = await db
    .selectFrom(T.task)
    .select('name')
    .where('instance_id', '=', instance.id)
    .where('status', '=', TASK.open)
    .orderBy('id')
    .execute();
  const finished = step.finished && !open.length;
  const status = finished ? INSTANCE.finished : INSTANCE.running;
  await db
    .updateTable(T.instance)
    .set({
      current_step: open.map((t) => String(t.name)).join('、'),
      flow_status: status,
      ...(finished ? { end_time: now, outcome: outcome ?? '' } : {}),
      update_time: now,
    })
    .where('id', '=', instance.id)
    .execute();
  await mirror(db, instance, status, finished ? (outcome ?? '') : undefined);
  await saveState(db, instance, step, revision);
}

async function openTask(
  db: Db,
  instance: InstanceRow,
  definition: Definition,
  e: { id: string; executionId: string },
  variables: Variables,
  now: string,
): Promise<void> {
  const info = definition.summary.userTasks[e.id] ?? { name: e.id };
  const who = await resolveAssignment(db, instance.tenantId, info, variables);
  const task = await db
    .insertInto(T.task)
    .values({
      tenant_id: instance.tenantId,
      instance_id: instance.id,
      process_id: definition.id,
      activity_id: e.id,
      execution_id: e.executionId,
      name: info.name,
      assignee: who.assignee?.id ?? null,
      assignee_name: who.assignee?.name ?? '',
      status: TASK.open,
      create_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const taskId = Number(task.id);
  const candidates = [
    ...who.users.map((id) => ({ task_id: taskId, kind: 'user', ref_id: id })),
    ...who.roles.map((id) => ({ task_id: taskId, kind: 'role', ref_id: id })),
  ];
  if (candidates.length) await db.insertInto(T.candidate).values(candidates).execute();
  await db
    .updateTable(T.history)
    .set({ task_id: taskId, assignee: who.assignee?.id ?? null, assignee_name: who.assignee?.name ?? '' })
    .where('instance_id', '=', instance.id)
    .where('execution_id', '=', e.executionId)
    .where('end_time', 'is', null)
    .execute();
}

/** The business row follows its instance (a leave request shows 审批中 / 已办结 and the end reached). */
export async function mirror(db: Db, instance: InstanceRow, status: number, outcome?: string): Promise<void> {
  const m = MIRRORS[instance.businessTable];
  if (!m || !instance.businessId) return;
  await db
    .updateTable(instance.businessTable)
    .set({ [m.status]: status, ...(outcome !== undefined ? { [m.outcome]: outcome } : {}) })
    .where('id', '=', instance.businessId)
    .where('tenant_id', '=', instance.tenantId)
    .execute();
}

const racing = {
  zh: '流程实例刚被其他人处理过，请刷新后重试',
  en: 'Someone else has just moved this instance on: please reload and try again',
};

async function saveState(db: Db, instance: InstanceRow, step: StepResult, revision: number): Promise<void> {
  const values = { state: JSON.stringify(step.state), variables: JSON.stringify(step.variables) };
  if (revision === 0) {
    await db.insertInto(T.runtime).values({ instance_id: instance.id, tenant_id: instance.tenantId, revision: 1, ...values }).execute();
    return;
  }
  const result = await db
    .updateTable(T.runtime)
    .set({ ...values, revision: revision + 1 })
    .where('instance_id', '=', instance.id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict(racing);
}

/** The engine's state of a running instance, its variables and its revision. */
export async function loadState(
  db: Db,
  instanceId: number,
): Promise<{ state: unknown; variables: Variables; revision: number }> {
  const r = await db
    .selectFrom(T.runtime)
    .select(['state', 'variables', 'revision'])
    .where('instance_id', '=', instanceId)
    .executeTakeFirst();
  if (!r) throw notFound();
  return {
    state: JSON.parse(String(r.state)) as unknown,
    variables: JSON.parse(String(r.variables ?? '{}')) as Variables,
    revision: Number(r.revision),
  };
}

/** Start an instance of an active definition for a business row; answers the instance id. */
export async function startInstance(
  db: Db,
  definition: Definition,
  actor: Actor,
  variables: Variables,
  business?: { table: string; id: number },
): Promise<number> {
  if (definition.suspensionState !== SUSPENSION.active)
    throw badRequest({
      zh: `流程「${definition.name}」已挂起，不能发起`,
      en: `Process "${definition.name}" is suspended: it cannot be started`,
    });
  const now = nowText();
  const row = await db
    .insertInto(T.instance)
    .values({
      tenant_id: definition.tenantId,
      process_name: definition.name,
      process_key: definition.processKey,
      category: definition.category,
      process_definition_id: definition.id,
      business_table: business?.table ?? '',
      business_id: business?.id ?? null,
      start_user: actor.id,
      start_user_name: actor.name,
      current_step: '',
      flow_status: INSTANCE.running,
      outcome: '',
      start_time: now,
      ...audit(actor, now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const instance: InstanceRow = {
    id: Number(row.id),
    tenantId: definition.tenantId,
    processId: definition.id,
    processName: definition.name,
    businessTable: business?.table ?? '',
    businessId: business?.id ?? 0,
    startUser: actor.id,
    flowStatus: INSTANCE.running,
  };
  const vars = { ...variables, applyUser: String(actor.id), startUser: String(actor.id) };
  const step = await startProcess(`instance-${instance.id}`, definition.xml, definition.summary, vars);
  await applyStep(db, instance, definition, step, 0);
  return instance.id;
}
