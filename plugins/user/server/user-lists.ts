/**
 * What the user lists (page and export) filter by besides the generic search: `deptId`, a dept whose users
 * are listed together with the users of every dept below it. A user's `dept_id` is a comma list of ids
 * (BladeX's form), so membership is tested on `,list,` holding `,id,` — one bound LIKE per dept.
 */
import { sql, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import { allOf, baseFilters, searchFilters, type Filter } from '../../../server/crud/conditions';
import type { EntityModel } from '../../../server/kernel/model';
import { listQuery, PAGING } from '../../../server/crud/read';
import { descendants, parentLinks } from '../../../server/crud/rows';

export const DEPT_PARAM = 'deptId';

const badDept = { zh: '部门参数无效（deptId 应为部门编号）', en: 'deptId must be the id of a department' };

/**
 * Take `deptId` out of the query (the generic search would treat it as a text LIKE, matching 1 in 12) and
 * turn it into the dept-and-below condition. Empty → no condition; anything but an id → 400 naming it.
 */
export async function takeDeptFilter(ctx: ServerContext, model: EntityModel, req: FastifyRequest): Promise<Filter[]> {
  const query = { ...((req.query ?? {}) as Record<string, unknown>) };
  const raw = query[DEPT_PARAM];
  delete query[DEPT_PARAM];
  req.query = query;
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string' || !/^\d{1,16}$/.test(raw)) throw badRequest(badDept);
  const root = Number(raw);
  const ids = new Set([root]);
  const dept = ctx.models.get('system.dept');
  // Without a dept schema there is no tree to walk: the chosen dept alone.
  if (dept?.tree) for (const id of descendants(await parentLinks(ctx, dept, req.auth), root)) ids.add(id);
  const column = model.field(DEPT_PARAM)?.dbName ?? 'dept_id';
  return [(eb) => eb.or([...ids].map((id) => sql<SqlBool>`(',' || ${sql.ref(column)} || ',') like ${`%,${id},%`}`))];
}

/** The WHERE of every row a list shows for this request (tenant, search, dept), without paging. */
export async function listWhere(ctx: ServerContext, model: EntityModel, req: FastifyRequest) {
  const dept = await takeDeptFilter(ctx, model, req);
  const query = listQuery(req, model, 'list');
  const where = allOf([
    ...baseFilters(model, req.auth),
    ...searchFilters(model, query, ctx.database.dialect, PAGING),
    ...dept,
  ]);
  return { where, query };
}
