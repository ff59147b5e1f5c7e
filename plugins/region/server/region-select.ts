/**
 * `GET /api/blade-system/region/select?code=` (SpringBlade's RegionController.select): the regions one level
 * below `code` — the provinces when it is left out (`00`) — as plain rows in sort order, for cascading
 * pickers (Saber's region screen fills its province → city → district selects with it; our schemas' region
 * cascades are `dict: { url }` fields linked by `options: { dependsOn, param: 'code' }`). Any signed-in user
 * may read it, as any form with an address may need it. The same reading is the server's option source of
 * that URL, so a write's province → city → district choices are checked against it.
 */
import type { FastifyRequest } from 'fastify';
import { selectColumns, toWire } from '../../../server/crud/convert';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { modelOf } from '../../../server/kernel/model';
import type { OptionSource } from '../../../server/kernel/option-sources';
import { REGION_TABLE, ROOT_CODE } from './region-store';

const CODE = /^[0-9]{1,12}$/;
export const REGION_SELECT_URL = '/api/blade-system/region/select';

/** The regions one level below a code (the provinces below `00`), on the wire (id = code). */
async function regionsBelow(ctx: ServerContext, asked: unknown): Promise<Array<Record<string, unknown>>> {
  const model = modelOf(ctx.models, 'system.region');
  const code = asked === undefined || asked === '' ? ROOT_CODE : asked;
  if (typeof code !== 'string' || !CODE.test(code))
    throw badRequest({ zh: '请提供合法的区划编号(code)', en: 'Please give a valid region code (code)' });
  const rows = await ctx.database.db
    .selectFrom(REGION_TABLE)
    .select(selectColumns(model))
    .where('parent_code', '=', code)
    .orderBy('sort')
    .orderBy('code')
    .execute();
  // On the wire a region's id is its code (./region-routes.ts).
  return rows.map((r) => ({ ...toWire(model, r), id: String(r.code) }));
}

export function registerRegionSelect(ctx: ServerContext, routes: RouteSink): void {
  routes.add({
    method: 'GET',
    url: REGION_SELECT_URL,
    access: 'signed-in',
    handler: async (req: FastifyRequest) => ok(req, await regionsBelow(ctx, (req.query as Record<string, unknown>)?.code)),
  });
}

/** The option source of the select URL; an unknown parent code simply has no regions below it. */
export const regionOptionSource =
  (ctx: ServerContext): OptionSource =>
  async (_req, params) =>
    CODE.test(params.code ?? '') || !params.code ? regionsBelow(ctx, params.code) : [];
