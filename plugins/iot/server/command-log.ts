/**
 * The command log (schema iot.commandLog, table iot_command_log): one row per command that went to the
 * gateway — who, which device, the command and its parameters, the outcome with the device's answer or
 * the reason, the transport and the time taken. A refused input or a missing permission never reaches
 * the gateway and is not a command: no row. Only an answered command is recorded as done.
 */
import type { FastifyRequest } from 'fastify';
import { commandStatus } from '../plugin';
import { nowText } from '../../../server/kernel/db/time';
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

export async function logCommand(ctx: ServerContext, req: FastifyRequest, entry: LoggedCommand): Promise<void> {
  countCommand(ctx, entry.command, entry.transport, entry.status);
  const auth = req.auth;
  await ctx.database.db
    .insertInto(LOG_TABLE)
    .values({
      tenant_id: entry.device.tenantId,
      device_id: entry.device.id,
      device_no: clip(entry.device.deviceNo, 32),
      command: clip(entry.command, 64),
      params: clip(JSON.stringify(entry.params), 4000),
      status: entry.status,
      result: clip(typeof entry.result === 'string' ? entry.result : JSON.stringify(entry.result ?? null), 4000),
      transport: clip(entry.transport, 16),
      duration_ms: Math.round(entry.durationMs),
      create_user: auth?.userId ? Number(auth.userId) : null,
      create_user_name: clip(auth?.realName || auth?.account, 64),
      create_time: nowText(),
    })
    .execute();
}
