/**
 * `GET /api/blade-system/region/select?code=` (SpringBlade's RegionController.select): the regions one level
 * below `code` — the provinces when it is left out (`00`) — as plain rows in sort order, for cascading
 * pickers (Saber's region screen fills its province → city → district selects with it). Any signed-in user
 * may read it, as any form with an address may need it.
 */
import type { FastifyRequest } from 'fastify';
import { selectColumns, toWire } from '../../../server/crud/convert';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { modelOf } from '../../../server/kernel/model';
import { REGION_TABLE, ROOT_CODE } from './region-store';

const CODE = /^[0-9]{1,12}$/;

export function registerRegionSelect(ctx: ServerContext, routes: RouteSink): void {
  const model = modelOf(ctx.models, 'system.region');
  routes.add({
    method: 'GET',
    url: '/api/blade-system/region/select',
    access: 'signed-in',
    handler: async (req: FastifyRequest) => {
      const asked = (req.query as Record<string, unknown>)?.code;
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
      return ok(
        req,
        rows.map((r) => ({ ...toWire(model, r), id: String(r.code) })),
      );
    },
  });
}
