/**
 * The command log (schema iot.commandLog, table iot_command_log): one row per command that went to the
 * gateway — who, which device, the command and its parameters, the outcome with the device's answer or
 * the reason, the transport and the time taken. A refused input or a missing permission never reaches
 * the gateway and is not a command: no row. Only an answered command is recorded as done.
 */
import type { FastifyRequest } from 'fastify';
import { commandStatus } from '../plugin';
import { nowText } from '../../../server/kernel/db/time';
import { prepared, type PreparedQuery } from '../../../server/kernel/db/prepared';
import type { ServerContext } from '../../../server/kernel/http/context';
import { clip } from '../../../server/log/mask';
import type { TargetDevice } from './devices';
import { countCommand } from './command-metrics';

export const LOG_TABLE = 'iot_command_log';

export type CommandOutcome = (typeof commandStatus)[keyof typeof commandStatus];

export interface LoggedCommand {
  device: TargetDevice;
  command: string;
  params: Record<string, unknown>;
  status: CommandOutcome;
  /** The device's answer (done) or the reason (any other outcome). */
  result: unknown;
  transport: string;
  durationMs: number;
}

const COLUMNS = [
  'tenant_id',
  'device_id',
  'device_no',
  'command',
  'params',
  'status',
  'result',
  'transport',
  'duration_ms',
  'create_user',
  'create_user_name',
  'create_time',
] as const;

/** The INSERT, compiled once per app (server/kernel/db/prepared.ts): every command writes one row. */
const inserts = new WeakMap<ServerContext, PreparedQuery>();

export async function logCommand(ctx: ServerContext, req: FastifyRequest, entry: LoggedCommand): Promise<void> {
  countCommand(ctx, entry.command, entry.transport, entry.status);
  const auth = req.auth;
  let insert = inserts.get(ctx);
  if (!insert)
    inserts.set(
      ctx,
      (insert = prepared(ctx.database.writes, (v) =>
        ctx.database.db.insertInto(LOG_TABLE).values(Object.fromEntries(COLUMNS.map((c, i) => [c, v(i)]))),
      )),
    );
  // In COLUMNS order.
  const values = [
    entry.device.tenantId,
    entry.device.id,
    clip(entry.device.deviceNo, 32),
    clip(entry.command, 64),
    clip(JSON.stringify(entry.params), 4000),
    entry.status,
    clip(typeof entry.result === 'string' ? entry.result : JSON.stringify(entry.result ?? null), 4000),
    clip(entry.transport, 16),
    Math.round(entry.durationMs),
    auth?.userId ? Number(auth.userId) : null,
    clip(auth?.realName || auth?.account, 64),
    nowText(),
  ];
  await ctx.database.db.executeQuery(insert.bind(values));
}
