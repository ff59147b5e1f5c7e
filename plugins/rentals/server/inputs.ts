/**
 * The inputs of an order action, read from the query and the JSON body together (the console's transition
 * forms send them in the query beside `ids`; the contract's calls in a body) and validated against the
 * form the schema gives the transition or action — the same ajv machinery and messages as every submit,
 * naming the field and the reason in the caller's language. Money arrives as yuan and leaves as fen.
 */
import type { FastifyRequest } from 'fastify';
import type { Action } from '../../../engine/schema';
import { parseYuan, type Fen } from '../../../engine/schema/money';
import { transitionAction } from '../../../engine/schema/state-machine';
import { actionFormFields, actionSchema, coerceAction } from '../../../engine/schema/validation';
import { check } from '../../../server/crud/validate';
import { badRequest } from '../../../server/kernel/http/errors';
import type { EntityModel } from '../../../server/kernel/model';
import { idParam } from './store';

type Values = Record<string, unknown>;

/** Query and body merged (the body wins), without the token parameter. */
export function paramsOf(req: FastifyRequest): Values {
  const query = { ...((req.query ?? {}) as Values) };
  delete query['blade-auth'];
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Values) : {};
  return { ...query, ...body };
}

function formOf(model: EntityModel, key: string): Action {
  const e = model.schema;
  const t = e.stateMachine?.transitions.find((x) => x.key === key);
  if (t) return transitionAction(e, t);
  const a = e.actions?.find((x) => x.key === key);
  if (!a) throw new Error(`${e.name} has no transition or action "${key}"`);
  return a;
}

/** The validated inputs of the schema's transition or action `key` (wire form), required ones present. */
export function inputsOf(req: FastifyRequest, model: EntityModel, key: string, params = paramsOf(req)): Values {
  const e = model.schema;
  const action = formOf(model, key);
  const fields = actionFormFields(e, action);
  const given: Values = {};
  for (const f of fields) if (params[f.prop] !== undefined && params[f.prop] !== '') given[f.prop] = params[f.prop];
  const values = coerceAction(e, action, given);
  const required = fields.filter((f) => f.column?.rules?.some((r) => r.required)).map((f) => f.prop);
  check(req, e, `rentals:${key}`, () => ({ ...actionSchema(e, action, 'body'), required }), values);
  return values;
}

/** A money input as fen. */
export const fenOf = (v: unknown): Fen => parseYuan(v as number);

/**
 * The one record an action targets: `ids` (exactly one), `id`, or one of the contract's names for it
 * (`orderId`, `rentRecordId`…); a 400 names what is missing or wrong.
 */
export function targetOf(params: Values, names: string[] = []): number {
  for (const name of names) if (params[name] !== undefined && params[name] !== '') return idParam(params[name], name);
  if (params.id !== undefined && params.id !== '') return idParam(params.id, 'id');
  const ids = Array.isArray(params.ids)
    ? params.ids.map(String)
    : typeof params.ids === 'string'
      ? params.ids.split(',').filter(Boolean)
      : [];
  if (ids.length > 1)
    throw badRequest({ zh: '订单操作一次只能处理一条记录', en: 'An order action handles one record at a time' });
  if (ids.length === 1) return idParam(ids[0], 'ids');
  const name = names[0] ?? 'id';
  throw badRequest({ zh: `缺少参数 ${name}`, en: `The parameter ${name} is missing` });
}
