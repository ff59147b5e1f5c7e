/**
 * `toycar_iot_commands_total{command,transport,outcome}`: every command that went to the device gateway,
 * by outcome (done, offline, timeout, refused, unreachable), counted where the command log records it.
 */
import { commandStatus } from '../plugin';
import type { ServerContext } from '../../../server/kernel/http/context';

const outcomeName = new Map<number, string>(Object.entries(commandStatus).map(([name, code]) => [code, name]));

export function countCommand(ctx: ServerContext, command: string, transport: string, status: number): void {
  ctx.metrics
    .counter('toycar_iot_commands_total', 'IoT commands sent through the device gateway, by outcome', [
      'command',
      'transport',
      'outcome',
    ])
    .inc({ command, transport, outcome: outcomeName.get(status) ?? String(status) });
}
