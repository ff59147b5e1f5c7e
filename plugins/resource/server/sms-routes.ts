/**
 * `POST /api/blade-resource/sms/send-message` (code `sms_send`; parameters `code`, `phones`, `params` from
 * the query, a form or a JSON body — the SMS config screen's test form sends the row with `smsCode`):
 * - the message goes through the ENABLED SMS config of the caller's tenant: 400 when none is enabled, and
 *   400 when `code` names another config (it is not the one in use);
 * - `phones`: 11-digit mobile numbers, comma separated (at most 100); `params`: a JSON object of template
 *   variables (text or object);
 * - every phone gets one row in SMS history (operation.smsHistory): rendered content, params, template,
 *   config code, status 1 sent / 0 failed with the provider's error. 400 when every message failed.
 * Providers go through the SMS adapter (sms-adapter.ts): category 1 (console / log) is the simulator —
 * the embedded default, which writes the message to the server log; the cloud providers (2–5) use the
 * configured real transport (`ADAPTER_SMS=http`, `ADAPTER_SMS_URL`), and without one their messages fail
 * with a reason. A gateway that times out, cannot be reached or refuses gives the message's history row
 * that reason, and the call a clear 400 naming the gateway when every message failed.
 */
import type { FastifyRequest } from 'fastify';
import { actionPath, actionPermission } from '../../../engine/schema/resolve';
import type { Row } from '../../../server/crud/convert';
import type { EntityModel } from '../../../server/kernel/model';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { done } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { AdapterError } from '../../../server/kernel/adapters';
import { clip } from '../../../server/log/mask';
import { smsAdapter } from './sms-adapter';

export const HISTORY_TABLE = 'share_sms_history';
const MAX_PHONES = 100;
const PHONE = /^1\d{10}$/;
const CONSOLE_PROVIDER = 1;

export const smsText = {
  noneEnabled: {
    zh: '没有启用的短信配置，请先在短信配置中启用一条',
    en: 'No SMS configuration is enabled: enable one under SMS configuration first',
  },
  notEnabled: (code: string) => ({
    zh: `短信配置「${code}」未启用，只能通过已启用的配置发送`,
    en: `SMS configuration "${code}" is not the enabled one: messages go through the enabled configuration`,
  }),
  noPhones: { zh: '请输入手机号(phones)', en: 'Please enter the phone numbers (phones)' },
  badPhones: (bad: string[]) => ({
    zh: `手机号格式不正确(phones): ${bad.join(', ')}`,
    en: `Phone numbers must have 11 digits (phones): ${bad.join(', ')}`,
  }),
  tooMany: { zh: `一次最多发送 ${MAX_PHONES} 个手机号`, en: `At most ${MAX_PHONES} phone numbers at once` },
  badParams: {
    zh: '模版参数(params)必须是 JSON 对象，例如 {"code":"1234"}',
    en: 'The template parameters (params) must be a JSON object, e.g. {"code":"1234"}',
  },
  noClient: {
    zh: '参考服务器未接入该短信服务商',
    en: 'The reference server has no client for this SMS provider',
  },
  allFailed: (reason: string) => ({ zh: `短信发送失败: ${reason}`, en: `The messages were not sent: ${reason}` }),
};

/** `13800000001, 13800000002` → the distinct numbers; 400 naming the malformed ones. */
export function parsePhones(raw: string): string[] {
  const phones = [
    ...new Set(
      raw
        .split(/[,，\s]+/)
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  ];
  if (!phones.length) throw badRequest(smsText.noPhones);
  if (phones.length > MAX_PHONES) throw badRequest(smsText.tooMany);
  const bad = phones.filter((p) => !PHONE.test(p));
  if (bad.length) throw badRequest(smsText.badPhones(bad.slice(0, 5)));
  return phones;
}

/** Template variables: a JSON object given as text or (in a JSON body) as an object. */
export function parseTemplateParams(req: FastifyRequest, text: string | undefined): Record<string, unknown> {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const raw: unknown = body.params && typeof body.params === 'object' ? body.params : text;
  if (raw === undefined || raw === '') return {};
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest(smsText.badParams);
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(smsText.badParams);
  return value as Record<string, unknown>;
}

/**
 * The enabled config of the caller's OWN tenant (not the generic row filters: the platform administrator
 * reaches every tenant's rows, but sends through the platform's config).
 */
async function enabledConfig(ctx: ServerContext, model: EntityModel, req: FastifyRequest): Promise<Row> {
  let q = ctx.database.db
    .selectFrom(model.table)
    .selectAll()
    .where('tenant_id', '=', req.auth?.tenantId ?? '')
    .where('status', '=', 1);
  if (model.softDelete) q = q.where('is_deleted', '=', 0);
  const row = await q.orderBy('id', 'asc').executeTakeFirst();
  if (!row) throw badRequest(smsText.noneEnabled);
  return row;
}

/** The adapter transport of a config row's provider: the simulator for the console, else the configured one. */
function transportOf(ctx: ServerContext, config: Row): string | undefined {
  if (Number(config.category) === CONSOLE_PROVIDER) return 'simulator';
  const configured = ctx.adapters.settingsOf(smsAdapter.name).transport;
  return configured && configured !== 'simulator' ? configured : undefined;
}

/**
 * One message through the config's provider: undefined when sent, else the reason (the gateway's
 * failure); `down` when the gateway timed out or could not be reached (the rest are not attempted).
 */
async function deliver(
  ctx: ServerContext,
  req: FastifyRequest,
  config: Row,
  message: { phone: string; content: string; params: Record<string, unknown> },
): Promise<{ error?: string; down?: boolean }> {
  const transport = transportOf(ctx, config);
  if (!transport) return { error: req.lang === 'en' ? smsText.noClient.en : smsText.noClient.zh };
  try {
    const receipt = await ctx.adapters.get(smsAdapter, transport).send({
      ...message,
      templateId: String(config.template_id ?? ''),
      signName: String(config.sign_name ?? ''),
      ...(transport !== 'simulator' && {
        category: Number(config.category),
        accessKey: String(config.access_key ?? ''),
        secretKey: String(config.secret_key ?? ''),
        regionId: String(config.region_id ?? ''),
      }),
    });
    if (transport === 'simulator')
      req.log.info(
        {
          sms: {
            phone: message.phone,
            smsCode: config.sms_code,
            templateId: config.template_id,
            content: message.content,
            id: receipt.messageId,
          },
        },
        'SMS (console)',
      );
    return {};
  } catch (err) {
    if (!(err instanceof AdapterError)) throw err;
    return { error: typeof err.text === 'string' ? err.text : err.text[req.lang], down: err.retryable };
  }
}

export async function sendMessage(ctx: ServerContext, model: EntityModel, req: FastifyRequest) {
  const p = paramsOf(req);
  const phones = parsePhones(p.phones ?? '');
  const variables = parseTemplateParams(req, p.params);
  const config = await enabledConfig(ctx, model, req);
  const code = (p.code ?? p.smsCode ?? '').trim();
  if (code && code !== String(config.sms_code)) throw badRequest(smsText.notEnabled(code));
  const paramsText = JSON.stringify(variables);
  const sign = config.sign_name ? `【${String(config.sign_name)}】` : '';
  const content = clip(`${sign}${String(config.template_id ?? '')} ${paramsText}`, 2000);
  const now = nowText();
  const rows = [];
  let down: string | undefined;
  for (const phone of phones) {
    // Once the gateway timed out or was unreachable, the rest get its reason without waiting again.
    const outcome = down ? { error: down } : await deliver(ctx, req, config, { phone, content, params: variables });
    if (outcome.down) down = outcome.error;
    const error = outcome.error;
    rows.push({
      tenant_id: req.auth?.tenantId ?? '',
      phone,
      content,
      params: clip(paramsText, 4000),
      template_id: clip(config.template_id, 64),
      sms_code: clip(config.sms_code, 64),
      category: Number(config.category) || null,
      status: error ? 0 : 1,
      error_msg: clip(error, 1000),
      create_by: clip(req.auth?.account, 64),
      create_time: now,
    });
  }
  await ctx.database.db.insertInto(HISTORY_TABLE).values(rows).execute();
  const failed = rows.find((r) => r.status === 0);
  if (failed && rows.every((r) => r.status === 0)) throw badRequest(smsText.allFailed(failed.error_msg));
  return done(req);
}

export function registerSmsRoutes(ctx: ServerContext, routes: RouteSink): void {
  const model = ctx.models.get('system.sms');
  if (!model || !ctx.models.has('operation.smsHistory')) return;
  const send = model.schema.actions?.find((a) => a.key === 'send');
  if (!send) return;
  routes.add({
    method: 'POST',
    url: actionPath(model.schema, send),
    access: actionPermission(model.schema, send),
    handler: async (req) => {
      return sendMessage(ctx, model, req);
    },
  });
}
