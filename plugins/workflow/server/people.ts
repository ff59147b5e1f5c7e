/**
 * Who does a user task: its assignee (one user) or its candidates (users, and roles whose users may claim
 * it), read from the drawing (`flowable:assignee="${taskUser}"`, `flowable:candidateGroups="manager"`)
 * with the instance's variables. Users and roles are those of the instance's tenant only; a name that finds
 * nobody stops the step with a message naming the task, so no task is ever created that nobody can do.
 */
import type { Db } from '../../../server/kernel/db/database';
import type { UserTaskInfo } from './bpmn';
import { StepFailure, type Variables } from './engine';
import { evaluate } from './expressions';

export interface Person {
  id: number;
  name: string;
}

export interface Assignment {
  assignee?: Person;
  users: number[];
  roles: number[];
}

/** Real names of users by id (any tenant: ids come from rows of one tenant already). */
export async function userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('blade_user').select(['id', 'real_name', 'account']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [Number(r.id), String(r.real_name || r.account || r.id)]));
}

/** A live user of the tenant, or undefined. */
export async function tenantUser(db: Db, tenantId: string, id: unknown): Promise<Person | undefined> {
  // BladeX writes a user as `taskUser_<id>` in its process variables.
  const text = String(id ?? '').replace(/^taskUser_/, '');
  if (!/^\d{1,16}$/.test(text)) return undefined;
  const n = Number(text);
  if (n <= 0) return undefined;
  const row = await db
    .selectFrom('blade_user')
    .select(['id', 'real_name', 'account'])
    .where('id', '=', n)
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: String(row.real_name || row.account) } : undefined;
}

/** The comma-separated parts of an assignment, each evaluated (`${taskUser}` → the variable's value). */
function parts(text: string | undefined, variables: Variables): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap((p) => {
      const v = evaluate(p, variables);
      return Array.isArray(v) ? v.map(String) : v === undefined || v === null || v === '' ? [] : String(v).split(',');
    })
    .map((p) => p.trim())
    .filter(Boolean);
}

async function roleIds(db: Db, tenantId: string, names: string[]): Promise<{ ids: number[]; unknown: string[] }> {
  if (!names.length) return { ids: [], unknown: [] };
  const numeric = names.filter((n) => /^\d{1,18}$/.test(n)).map(Number);
  const rows = await db
    .selectFrom('blade_role')
    .select(['id', 'role_alias'])
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .where((eb) => eb.or([eb('role_alias', 'in', names), ...(numeric.length ? [eb('id', 'in', numeric)] : [])]))
    .execute();
  const ids = rows.map((r) => Number(r.id));
  const unknown = names.filter((n) => !rows.some((r) => String(r.id) === n || r.role_alias === n));
  return { ids, unknown };
}

/** Resolve a user task's assignment for an instance of `tenantId`; throws StepFailure when it finds nobody. */
export async function resolveAssignment(
  db: Db,
  tenantId: string,
  info: UserTaskInfo,
  variables: Variables,
): Promise<Assignment> {
  const out: Assignment = { users: [], roles: [] };
  const task = info.name;
  if (info.assignee) {
    const [id] = parts(info.assignee, variables);
    const person = await tenantUser(db, tenantId, id);
    if (!person)
      throw new StepFailure({
        zh: `任务「${task}」的处理人（${info.assignee}${id && id !== info.assignee ? ` = ${id}` : ''}）不是本租户的用户`,
        en: `The assignee of task "${task}" (${info.assignee}${id && id !== info.assignee ? ` = ${id}` : ''}) is not a user of this tenant`,
      });
    out.assignee = person;
    return out;
  }
  for (const id of parts(info.candidateUsers, variables)) {
    const person = await tenantUser(db, tenantId, id);
    if (person && !out.users.includes(person.id)) out.users.push(person.id);
  }
  const roles = await roleIds(db, tenantId, parts(info.candidateGroups, variables));
  if (roles.unknown.length)
    throw new StepFailure({
      zh: `任务「${task}」的候选角色「${roles.unknown.join('、')}」在本租户不存在`,
      en: `Candidate role "${roles.unknown.join('", "')}" of task "${task}" does not exist in this tenant`,
    });
  out.roles = roles.ids;
  if (!out.users.length && !out.roles.length)
    throw new StepFailure({
      zh: `任务「${task}」没有可以签收的候选人`,
      en: `Task "${task}" has no candidate who could claim it`,
    });
  return out;
}
