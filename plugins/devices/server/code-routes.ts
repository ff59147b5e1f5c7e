/**
 * Code rules (spec §7 "Toycar-device"): generate car, cabinet and control codes in batches, and export a
 * rule's codes as a real .xlsx — every row, streamed by the toolkit's writer (server/crud/excel), with the
 * code list's columns and labels in the caller's language.
 *
 * Generating N codes of a rule: one transaction that first moves the rule's next serial on by N with a
 * conditional update (`WHERE next_serial = <the one read>`: two runs at once never hand out a serial
 * twice — the loser gets a 409), then writes the N codes `<prefix><serial padded to digits>` under one
 * batch number `<prefix>-<yyyyMMdd>-<run of the day>`. At most 10,000 per run; a rule whose serials would
 * run past its digits refuses, saying how many are left.
 */
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { actionPath, actionPermission, text as say } from '../../../engine/schema/resolve';
import { writeExport } from '../../../server/crud/excel/export';
import { disposition, downloadName, XLSX } from '../../../server/crud/excel/files';
import { loadRows } from '../../../server/crud/rows';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest, conflict } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import type { EntityModel } from '../../../server/kernel/model';
import { onSuccess } from '../../../server/log/usual-log';
import { intParam, oneId, paramsOf } from './params';
import { text } from './texts';

export const CODE_TABLE = 'tc_device_code';
export const MAX_PER_RUN = 10_000;
const CHUNK = 500;

/** Each rule schema, the code list it fills and the kind stored in `code_type`. */
export const CODE_KINDS = [
  { rule: 'device.carCodeRule', list: 'device.carCode', codeType: 1 },
  { rule: 'device.cabinetCodeRule', list: 'device.cabinetCode', codeType: 2 },
  { rule: 'device.controlCodeRule', list: 'device.controlCode', codeType: 3 },
] as const;

export const formatCode = (prefix: string, serial: number, digits: number) => `${prefix}${String(serial).padStart(digits, '0')}`;

export interface GenerateResult {
  batchNo: string;
  quantity: number;
  firstCode: string;
  lastCode: string;
}

/** Make the next `quantity` codes of a rule row (as stored). Runs inside the caller's transaction. */
export async function generateCodes(
  ctx: ServerContext,
  rule: Record<string, unknown>,
  codeType: number,
  quantity: number,
  now = nowText(),
): Promise<GenerateResult> {
  const db = ctx.database.db;
  const prefix = String(rule.prefix);
  const digits = Number(rule.digits);
  const next = Number(rule.next_serial ?? 1);
  const left = 10 ** digits - next;
  if (quantity > left) throw badRequest(text.serialsExhausted(String(rule.rule_name), Math.max(left, 0)));
  const moved = await db
    .updateTable(ruleTable(codeType))
    .set({
      next_serial: next + quantity,
      generated_count: Number(rule.generated_count ?? 0) + quantity,
      last_generate_time: now,
      update_time: now,
    })
    .where('id', '=', Number(rule.id))
    .where('next_serial', '=', next)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1)
    throw conflict({ zh: '该规则正在生成编码，请稍后再试', en: 'The rule is generating codes right now: try again shortly' });
  const day = now.slice(0, 10).replace(/-/g, '');
  const runs = await db
    .selectFrom(CODE_TABLE)
    .select((eb) => eb.fn.count<number>('batch_no').distinct().as('n'))
    .where('rule_id', '=', Number(rule.id))
    .where('code_type', '=', codeType)
    .where('batch_no', 'like', `${prefix}-${day}-%`)
    .executeTakeFirst();
  const batchNo = `${prefix}-${day}-${String(Number(runs?.n ?? 0) + 1).padStart(3, '0')}`;
  for (let start = 0; start < quantity; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, quantity - start) }, (_, i) => ({
      tenant_id: rule.tenant_id,
      code: formatCode(prefix, next + start + i, digits),
      code_type: codeType,
      rule_id: Number(rule.id),
      rule_name: rule.rule_name,
      batch_no: batchNo,
      use_status: 0,
      create_time: now,
      update_time: now,
      status: 1,
      is_deleted: 0,
    }));
    await db.insertInto(CODE_TABLE).values(rows).execute();
  }
  return {
    batchNo,
    quantity,
    firstCode: formatCode(prefix, next, digits),
    lastCode: formatCode(prefix, next + quantity - 1, digits),
  };
}

const ruleTable = (codeType: number) => ['', 'tc_car_code_rule', 'tc_cabinet_code_rule', 'tc_control_code_rule'][codeType];

export function registerCodeRoutes(ctx: ServerContext, routes: RouteSink): void {
  for (const kind of CODE_KINDS) {
    const rule = ctx.models.get(kind.rule)!;
    const list = ctx.models.get(kind.list)!;
    const [generate, exporter] = ['generate', 'export'].map((k) => rule.schema.actions!.find((a) => a.key === k)!);
    routes.add({
      method: 'POST',
      url: actionPath(rule.schema, generate),
      access: actionPermission(rule.schema, generate),
      transaction: true,
      usualEvent: onSuccess('code-generate', 'info', (p) => ({
        zh: `编码规则 ${p('id') || p('ruleId')} 生成 ${p('quantity')} 个编码`,
        en: `Code rule ${p('id') || p('ruleId')} generated ${p('quantity')} codes`,
      })),
      handler: async (req) => {
        const p = paramsOf(req);
        const row = await ruleRow(ctx, rule, req, oneId(p, ['id', 'ruleId']));
        if (Number(row.status) !== 1) throw badRequest(text.ruleDisabled(String(row.rule_name)));
        const result = await generateCodes(ctx, row, kind.codeType, intParam(p, 'quantity', 1, MAX_PER_RUN));
        return ok(req, result);
      },
    });
    routes.add({
      method: ['POST', 'GET'],
      url: actionPath(rule.schema, exporter),
      access: actionPermission(rule.schema, exporter),
      handler: async (req, reply) => {
        const row = await ruleRow(ctx, rule, req, oneId(paramsOf(req), ['id', 'ruleId']));
        const out = new PassThrough();
        const query = { ruleId: Number(row.id), ascs: 'code' };
        writeExport({ ctx, model: list, auth: req.auth!, lang: req.lang, query, stream: out, req }).catch((err: unknown) =>
          out.destroy(err as Error),
        );
        const name = downloadName(`${say(list.schema.title, req.lang)}-${String(row.rule_name)}`);
        return reply.header('content-type', XLSX).header('content-disposition', disposition(name)).header('x-content-type-options', 'nosniff').send(out);
      },
    });
  }
}

async function ruleRow(ctx: ServerContext, model: EntityModel, req: FastifyRequest, id: number) {
  const [row] = await loadRows(ctx, model, req.auth, [id]);
  return row;
}
