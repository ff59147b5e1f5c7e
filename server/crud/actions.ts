/**
 * Schema actions with an `effect`, implemented with no code: every target row (live, same tenant, in
 * scope) must be in an allowed-from state, else one 400 names the row and its state; then the fields are
 * set / toggled / copied from the request, in one transaction. `exclusive: 'status'` sets the field to 1
 * on the one target and to 0 on every other live row of the target's tenant and scope (OSS and SMS
 * configurations: exactly one enabled). Actions with a `plugin` are not handled here (the plugin registers
 * its own route).
 */
import type { FastifyRequest } from 'fastify';
import type { Action } from '../../engine/schema';
import { text as i18n } from '../../engine/schema/resolve';
import { actionFormFields, actionSchema, coerceAction, coerceValue } from '../../engine/schema/validation';
import type { Db } from '../kernel/db/database';
import type { ServerContext } from '../kernel/http/context';
import { badRequest, msg } from '../kernel/http/errors';
import { dictLabel } from './dict-store';
import { allOf, baseFilters, eq, type Filter } from './conditions';
import { fromDb, toDb, type Row } from './convert';
import type { EntityModel } from '../kernel/model';
import { auditValues, loadRows, refuseSealed } from './rows';
import { check, checkBody, objectBody, queryOf } from './validate';

/** Query and body parameters of the call, validated against the action's input. */
function actionValues(req: FastifyRequest, model: EntityModel, action: Action): Record<string, unknown> {
  const query = coerceAction(model.schema, action, queryOf(req));
  check(req, model.schema, `action:${action.key}:query`, () => actionSchema(model.schema, action, 'query'), query);
  const hasBody = req.body !== undefined && req.body !== null && req.body !== '';
  if (!hasBody) return query;
  const raw = coerceAction(model.schema, action, objectBody(req.body));
  const body = checkBody(
    req,
    model.schema,
    `action:${action.key}:body`,
    () => actionSchema(model.schema, action, 'body'),
    raw,
  );
  return { ...query, ...body };
}

function targetIds(values: Record<string, unknown>): number[] {
  const ids = Array.isArray(values.ids)
    ? values.ids.map(Number)
    : typeof values.ids === 'string'
      ? values.ids.split(',').map(Number)
      : typeof values.id === 'number'
        ? [values.id]
        : [];
  if (!ids.length) throw badRequest(msg.selectOne);
  if (ids.length > 1000) throw badRequest({ zh: '一次最多处理 1000 条', en: 'At most 1000 records at once' });
  return [...new Set(ids)];
}

/** 400 naming the first row whose state is not an allowed-from state. */
async function checkFrom(db: Db, model: EntityModel, action: Action, rows: Row[]): Promise<void> {
  for (const [prop, allowed] of Object.entries(action.effect?.from ?? {})) {
    const f = model.field(prop);
    if (!f) continue;
    for (const row of rows) {
      const state = fromDb(f, row[f.dbName]);
      if (allowed.some((a) => String(a) === String(state))) continue;
      const name = model.labelField ? String(row[model.labelField.dbName] ?? '') : '';
      const who = name || `#${row.id}`;
      const dict = typeof f.column?.dict === 'string' ? f.column.dict : undefined;
      const [zh, en] = await Promise.all(
        (['zh', 'en'] as const).map((l) =>
          dict ? dictLabel(db, dict, state, l) : Promise.resolve(String(state ?? '')),
        ),
      );
      throw badRequest({
        zh: `「${who}」的${f.label.zh}为「${zh}」，不能执行「${action.label.zh}」`,
        en: `"${who}" has ${f.label.en} "${en}", so "${i18n(action.label, 'en')}" is not allowed`,
      });
    }
  }
}

const exclusiveText = {
  one: { zh: '只能选择一条数据', en: 'Please select exactly one row' },
};

/**
 * `exclusive`: 1 on the target, 0 on every other live row of the TARGET's tenant and the entity's scope.
 * The target's tenant, not the caller's filters: the platform administrator reaches every tenant, and
 * enabling one tenant's config must not disable another tenant's.
 */
async function setExclusive(trx: Db, model: EntityModel, common: Row, prop: string, target: Row) {
  const f = model.field(prop);
  if (!f) return;
  const siblings: Filter[] = model.scope.map(({ field, value }) => eq(field, value));
  if (model.softDelete) siblings.push((eb) => eb('is_deleted', '=', 0));
  if (model.tenant) siblings.push((eb) => eb('tenant_id', '=', String(target.tenant_id ?? '')));
  await trx
    .updateTable(model.table)
    .set({ ...common, [f.dbName]: toDb(f, 0) })
    .where(allOf([...siblings, (eb) => eb('id', '<>', Number(target.id)), (eb) => eb(f.dbName, '<>', toDb(f, 0))]))
    .execute();
  await trx
    .updateTable(model.table)
    .set({ ...common, [f.dbName]: toDb(f, 1) })
    .where((eb) => eb('id', '=', Number(target.id)))
    .execute();
}

export async function runAction(
  ctx: ServerContext,
  model: EntityModel,
  action: Action,
  req: FastifyRequest,
): Promise<void> {
  const effect = action.effect ?? {};
  const values = actionValues(req, model, action);
  const ids = targetIds(values);
  // Only one row can hold an exclusive flag: two targets would contradict each other.
  if (effect.exclusive && ids.length !== 1) throw badRequest(exclusiveText.one);
  const common: Row = { ...auditValues(model, req, 'update') };
  for (const [prop, v] of Object.entries(effect.set ?? {})) {
    const f = model.field(prop);
    if (f) common[f.dbName] = toDb(f, coerceValue(f, v));
  }
  for (const f of actionFormFields(model.schema, action)) {
    const target = model.field(f.prop);
    if (target && effect.copy?.includes(f.prop) && Object.hasOwn(values, f.prop))
      common[target.dbName] = toDb(target, values[f.prop]);
  }
  const toggle = effect.toggle ? model.field(effect.toggle) : undefined;
  const where = (id: number[]) => allOf([...baseFilters(model, req.auth), (eb) => eb('id', 'in', id)]);
  // Check and write in one transaction, so a row changed by someone else in between is judged as it is now.
  await ctx.database.transaction(async (trx) => {
    const rows = await loadRows(ctx, model, req.auth, ids, trx);
    refuseSealed(model, rows, 'edit');
    await checkFrom(trx, model, action, rows);
    await ctx.hooks.run('beforeAction', { req, model, action, rows, values: common });
    if (effect.exclusive) await setExclusive(trx, model, common, effect.exclusive, rows[0]);
    else if (!toggle) {
      if (Object.keys(common).length) await trx.updateTable(model.table).set(common).where(where(ids)).execute();
    } else
      for (const row of rows) {
        const next = String(row[toggle.dbName] ?? '0') === '1' ? 0 : 1;
        await trx
          .updateTable(model.table)
          .set({ ...common, [toggle.dbName]: toDb(toggle, next) })
          .where(where([Number(row.id)]))
          .execute();
      }
    await ctx.hooks.run('afterAction', { req, model, action, rows });
  });
}
