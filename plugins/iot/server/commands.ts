/**
 * One route per command of the catalog (plugins/iot/plugin.ts `iotCommands`), each behind its button
 * code. A call:
 *
 * 1. reads its parameters from the query, a form or a JSON body (BladeX binds them alike) and checks the
 *    command's inputs with the engine's validation of action forms — the same rules and zh/en messages
 *    as the drawer's forms — required ones first (400 naming the field; nothing is sent or recorded);
 * 2. finds the device within the caller's tenant and data scope (devices.ts; 404 otherwise);
 * 3. sends the command through the device gateway (gateway.ts: simulator, or MQTT when configured);
 * 4. records it in the command log with its outcome (command-log.ts), writes what the gateway saw onto
 *    the device row, and answers the device's answer — or a 400 saying the device is offline, did not
 *    answer in time, refused, or could not be reached.
 */
import type { FastifyRequest } from 'fastify';
import type { Action, EntitySchema } from '../../../engine/schema';
import { actionSchema, coerceAction } from '../../../engine/schema/validation';
import { commandStatus, iotCommands, type IotCommand } from '../plugin';
import { AdapterError } from '../../../server/kernel/adapters';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { checkBody, queryOf } from '../../../server/crud/validate';
import { logCommand, type CommandOutcome } from './command-log';
import { recordOpen } from './device-records';
import { recordSeen, targetDevice, type TargetDevice } from './devices';
import { deviceGateway } from './gateway';
import { DeviceOffline, gatewayInfo, type GatewayAnswer } from './gateway-types';

/** The transport in use: configured, else MQTT when MQTT_URL is set, else the simulator. */
export function gatewayTransport(ctx: ServerContext): string {
  return ctx.adapters.settingsOf(gatewayInfo.name).transport ?? (process.env.MQTT_URL ? 'mqtt' : 'simulator');
}

export const gatewayOf = (ctx: ServerContext) => ctx.adapters.get(deviceGateway, gatewayTransport(ctx));

/** A command's inputs as an action form of a stand-in entity: what the engine's validation reads. */
const forms = new Map<string, { entity: EntitySchema; action: Action }>();
function formOf(cmd: IotCommand) {
  let f = forms.get(cmd.key);
  if (!f) {
    const entity = {
      name: `iot.${cmd.key}`,
      title: cmd.label,
      permission: 'iot',
      api: { service: 'toycar-iot', entity: 'control' },
      columns: [],
    } as unknown as EntitySchema;
    const action: Action = { key: cmd.key, label: cmd.label, scope: 'row', params: 'body', form: cmd.inputs };
    forms.set(cmd.key, (f = { entity, action }));
  }
  return f;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/** The command's inputs, checked; the raw parameters for the device key and the record. */
function inputsOf(req: FastifyRequest, cmd: IotCommand) {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
  const raw = { ...queryOf(req), ...body } as Record<string, unknown>;
  for (const c of cmd.inputs) {
    const rule = c.rules?.find((r) => r.required);
    if (rule && blank(raw[c.prop])) throw badRequest(rule.message);
  }
  const { entity, action } = formOf(cmd);
  const given = Object.fromEntries(cmd.inputs.filter((c) => !blank(raw[c.prop])).map((c) => [c.prop, raw[c.prop]]));
  const values = checkBody(
    req,
    cmd,
    `iot:${cmd.key}`,
    () => actionSchema(entity, action, 'body'),
    coerceAction(entity, action, given),
  );
  return { raw, values };
}

const say = (req: FastifyRequest, err: AdapterError) => (typeof err.text === 'string' ? err.text : err.text[req.lang]);

function outcomeOf(err: AdapterError): CommandOutcome {
  if (err instanceof DeviceOffline) return commandStatus.offline;
  if (err.failure === 'timeout') return commandStatus.timeout;
  return err.failure === 'refused' ? commandStatus.refused : commandStatus.unreachable;
}

/** A timeout names the device that did not answer rather than the gateway. */
function deviceTimeout(err: AdapterError, device: TargetDevice, ms: number): AdapterError {
  return new AdapterError(
    err.adapter,
    'timeout',
    {
      zh: `设备 ${device.deviceNo} 在 ${ms} 毫秒内没有应答，请检查设备网络后重试`,
      en: `Device ${device.deviceNo} did not answer within ${ms} ms: check its network and try again`,
    },
    true,
  );
}

const OPENS = new Set(['openArkRequest', 'circulationOpenArkRequest']);

async function runCommand(ctx: ServerContext, req: FastifyRequest, cmd: IotCommand) {
  const { raw, values } = inputsOf(req, cmd);
  const device = await targetDevice(ctx, req, cmd.deviceKey, raw[cmd.deviceKey]);
  const transport = gatewayTransport(ctx);
  const gateway = ctx.adapters.instance(deviceGateway, transport);
  const slotId = cmd.key === 'openArkRequest' && !blank(raw.slotId) ? String(raw.slotId) : undefined;
  const params = { ...values, ...(slotId && { slotId }) };
  const started = performance.now();
  /** The command log row, and for an open command the devices area's open record (and door log). */
  const record = async (status: CommandOutcome, result: unknown, answer?: GatewayAnswer) => {
    await logCommand(ctx, req, {
      device,
      command: cmd.key,
      params,
      transport,
      status,
      result,
      durationMs: performance.now() - started,
    });
    if (!OPENS.has(cmd.key)) return;
    await recordOpen(ctx, req, device, {
      slotNum: typeof answer?.slotNum === 'number' ? answer.slotNum : (values.slotNum as number | undefined),
      slotId,
      carCode: typeof answer?.carCode === 'string' ? answer.carCode : null,
      platform: values.platform as number | undefined,
      outcome: status,
      message: typeof result === 'string' ? result : JSON.stringify(result),
    });
  };
  let answer: GatewayAnswer;
  try {
    answer = await gateway.client.send({
      deviceNo: device.deviceNo,
      command: cmd.key,
      params: values,
      hint: device.hint,
    });
  } catch (err) {
    if (!(err instanceof AdapterError)) throw err;
    const failure = err.failure === 'timeout' ? deviceTimeout(err, device, gateway.timeoutMs) : err;
    const status = outcomeOf(err);
    await ctx.database.transaction(async () => {
      await record(status, say(req, failure));
      if (status === commandStatus.offline) await recordSeen(ctx, device, { online: false });
    });
    throw failure;
  }
  const opened = typeof answer.slotNum === 'number' && answer.door === 'open' ? answer.slotNum : undefined;
  // The records of one command are written together or not at all (never while waiting on the device).
  await ctx.database.transaction(async () => {
    await record(commandStatus.done, answer, answer);
    await recordSeen(ctx, device, { online: true, openedSlot: opened });
  });
  return ok(req, answer);
}

export function registerCommandRoutes(ctx: ServerContext, routes: RouteSink): void {
  for (const cmd of iotCommands)
    routes.add({ method: cmd.method, url: cmd.path, access: cmd.code, handler: (req) => runCommand(ctx, req, cmd) });
}
