/**
 * A leave request and its instance, written together (the start-process route and the demo seed): the
 * request row, then the instance of the leave definition with the variables the drawing reads —
 * `taskUser` (the approver), `days` (whole days, rounded up: `${days > 3}`) and `reason` — then the row's
 * link to the instance. In the caller's transaction.
 */
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import type { Person } from './people';
import { audit, startInstance, type Actor, type Definition } from './runtime';
import { INSTANCE, T } from './tables';

export interface LeaveInput {
  startTime: string;
  endTime: string;
  reason: string;
  approver: Person;
}

export const hoursBetween = (a: string, b: string) =>
  (Date.parse(b.replace(' ', 'T')) - Date.parse(a.replace(' ', 'T'))) / 3_600_000;

export async function submitLeave(
  db: Db,
  actor: Actor,
  definition: Definition,
  input: LeaveInput,
): Promise<{ businessId: number; instanceId: number }> {
  const now = nowText();
  const row = await db
    .insertInto(T.leave)
    .values({
      tenant_id: actor.tenantId,
      process_definition_id: definition.id,
      applicant_name: actor.name,
      start_time: input.startTime,
      end_time: input.endTime,
      reason: input.reason,
      task_user: input.approver.id,
      task_user_name: input.approver.name,
      flow_status: INSTANCE.running,
      outcome: '',
      apply_time: now,
      ...audit(actor, now),
      status: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const businessId = Number(row.id);
  const days = Math.max(1, Math.ceil(hoursBetween(input.startTime, input.endTime) / 24));
  const instanceId = await startInstance(
    db,
    definition,
    actor,
    { taskUser: String(input.approver.id), days, reason: input.reason },
    { table: T.leave, id: businessId },
  );
  await db.updateTable(T.leave).set({ process_instance_id: instanceId }).where('id', '=', businessId).execute();
  return { businessId, instanceId };
}
