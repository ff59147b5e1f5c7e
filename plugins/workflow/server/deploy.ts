/**
 * Deploying a drawing (a model, or uploaded .bpmn files): it is checked for running (bpmn.ts), then one
 * definition is written per target tenant — its version one above the tenant's last of the same process
 * key — with the drawing and its summary beside it. Targets: the caller's own tenant by default; the
 * platform administrator may name any existing tenants (BladeX's `tenantIds`), anyone else only their own.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';
import { ApiError, badRequest } from '../../../server/kernel/http/errors';
import { readProcess } from './bpmn';
import type { Actor } from './runtime';
import { SUSPENSION, T } from './tables';

export interface DeployInput {
  xml: string;
  category: string;
  resourceName: string;
  tenantIds: string[];
}

/** The flow categories (dict `flow_category`), checked against the dictionary rows of the database. */
export async function checkCategory(db: Db, category: string): Promise<void> {
  if (!category) throw badRequest({ zh: '请选择流程分类', en: 'Please choose the category (category)' });
  const row = await db
    .selectFrom('blade_dict')
    .select('id')
    .where('code', '=', 'flow_category')
    .where('dict_key', '=', category)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (!row)
    throw badRequest({
      zh: `流程分类「${category.slice(0, 40)}」不存在`,
      en: `Category "${category.slice(0, 40)}" is not a known process category`,
    });
}

/** The tenants to deploy to: `tenantIds` (comma list) checked against the caller's rights. */
export async function targetTenants(db: Db, req: FastifyRequest, raw: string | undefined): Promise<string[]> {
  const own = req.auth!.tenantId;
  const wanted = [...new Set((raw ?? '').split(',').map((t) => t.trim()).filter(Boolean))];
  if (!wanted.length) return [own];
  if (wanted.length > 100) throw badRequest({ zh: '一次最多部署到 100 个租户', en: 'Deploy to at most 100 tenants at once' });
  const platform = !!req.auth?.access?.platformAdmin;
  if (!platform && wanted.some((t) => t !== own))
    throw new ApiError(403, {
      zh: '只有平台管理员可以部署到其他租户',
      en: 'Only the platform administrator may deploy to other tenants',
    });
  const found = await db
    .selectFrom('blade_tenant')
    .select('tenant_id')
    .where('tenant_id', 'in', wanted)
    .where('is_deleted', '=', 0)
    .execute();
  const known = new Set(found.map((r) => String(r.tenant_id)));
  const missing = wanted.filter((t) => !known.has(t));
  if (missing.length)
    throw badRequest({
      zh: `租户 ${missing.join('、').slice(0, 80)} 不存在`,
      en: `Tenant ${missing.join(', ').slice(0, 80)} does not exist (tenantIds)`,
    });
  return wanted;
}

/** Deploy one drawing to the tenants; answers the new definitions' ids. In the caller's transaction. */
export async function deploy(db: Db, actor: Actor, input: DeployInput): Promise<number[]> {
  const summary = await readProcess(input.xml);
  await checkCategory(db, input.category);
  const now = nowText();
  const ids: number[] = [];
  for (const tenantId of input.tenantIds) {
    const last = await db
      .selectFrom(T.process)
      .select((eb) => eb.fn.max('version').as('v'))
      .where('tenant_id', '=', tenantId)
      .where('process_key', '=', summary.processKey)
      .executeTakeFirst();
    const row = await db
      .insertInto(T.process)
      .values({
        tenant_id: tenantId,
        process_key: summary.processKey,
        name: summary.name,
        category: input.category,
        version: Number(last?.v ?? 0) + 1,
        suspension_state: SUSPENSION.active,
        deployment_id: randomUUID().replace(/-/g, ''),
        resource_name: input.resourceName.slice(0, 200),
        deploy_time: now,
        create_user: actor.id,
        create_dept: actor.deptId,
        create_time: now,
        update_user: actor.id,
        update_time: now,
        status: 1,
        is_deleted: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await db
      .insertInto(T.resource)
      .values({ process_id: id, tenant_id: tenantId, xml: input.xml, summary: JSON.stringify(summary) })
      .execute();
    ids.push(id);
  }
  return ids;
}
