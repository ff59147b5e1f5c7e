/**
 * The devices area's records of opening slots, written by the open calls as that area expects (its
 * schemas `device.openRecord`, table tc_open_record, and `device.doorLog`, tc_door_log): one open record per
 * open command with its result — succeeded, failed (offline, refused, unreachable) or timed out — and,
 * when a door opened, a door log row triggered from the console. Without the devices area nothing is
 * written here (the command log has the command either way).
 */
import type { FastifyRequest } from 'fastify';
import { commandStatus } from '../plugin';
import type { ServerContext } from '../../../server/kernel/http/context';
import { nowText } from '../../../server/kernel/db/time';
import type { EntityModel } from '../../../server/kernel/model';
import { auditValues } from '../../../server/crud/rows';
import type { Row } from '../../../server/crud/convert';
import { clip } from '../../../server/log/mask';
import type { CommandOutcome } from './command-log';
import type { TargetDevice } from './devices';

const OPEN_RECORD = 'device.openRecord';
const DOOR_LOG = 'device.doorLog';
/** Keys of the devices area's dictionaries open_result, door_action and door_source. */
const OPEN_RESULT = { failed: 0, succeeded: 1, timedOut: 2 };
const DOOR_OPENED = 1;
const FROM_CONSOLE = 3;

/** A row of the model from props: only the props its schema has, plus tenant and audit columns. */
function rowOf(model: EntityModel, req: FastifyRequest, tenantId: string, values: Record<string, unknown>): Row {
  const row: Row = { ...auditValues(model, req, 'insert'), ...(model.tenant && { tenant_id: tenantId }) };
  for (const [prop, v] of Object.entries(values)) {
    const f = model.field(prop);
    if (f && v !== undefined) row[f.dbName] = v;
  }
  return row;
}

export interface OpenAttempt {
  slotNum?: number;
  slotId?: string;
  carCode?: string | null;
  platform?: number;
  outcome: CommandOutcome;
  /** The device's answer or the reason, as the command log has it. */
  message: string;
}

export async function recordOpen(
  ctx: ServerContext,
  req: FastifyRequest,
  device: TargetDevice,
  a: OpenAttempt,
): Promise<void> {
  const records = ctx.models.get(OPEN_RECORD);
  const doors = ctx.models.get(DOOR_LOG);
  const operator = clip(req.auth?.realName || req.auth?.account, 64);
  const now = nowText();
  const result =
    a.outcome === commandStatus.done
      ? OPEN_RESULT.succeeded
      : a.outcome === commandStatus.timeout
        ? OPEN_RESULT.timedOut
        : OPEN_RESULT.failed;
  const common = { deviceId: device.id, deviceCode: device.deviceNo, slotNum: a.slotNum, carCode: a.carCode ?? null };
  if (records && device.id !== null)
    await ctx.database.db
      .insertInto(records.table)
      .values(
        rowOf(records, req, device.tenantId, {
          ...common,
          slotId: a.slotId && /^\d{1,18}$/.test(a.slotId) ? Number(a.slotId) : undefined,
          platform: a.platform,
          result,
          message: clip(a.message, 255),
          operator,
          recordTime: now,
        }),
      )
      .execute();
  if (doors && device.id !== null && result === OPEN_RESULT.succeeded && a.slotNum)
    await ctx.database.db
      .insertInto(doors.table)
      .values(
        rowOf(doors, req, device.tenantId, {
          ...common,
          doorAction: DOOR_OPENED,
          source: FROM_CONSOLE,
          operator,
          logTime: now,
        }),
      )
      .execute();
}
