/**
 * Managing definitions (spec §7 "deploy-upload (multipart)", §4 "change deployment state"; BladeX
 * blade-flow `model/deploy`, `manager/*`, `process/resource-view`):
 *
 * - `POST model/deploy?modelId=&category=&tenantIds=` (flow_model_deploy): deploy a saved model;
 * - `POST manager/deploy-upload` multipart — `files` (one or more .bpmn / .bpmn20.xml / .xml), `category`,
 *   `tenantIds` (flow_deploy_upload): deploy uploaded drawings, all or none;
 * - `POST manager/change-state?processId=&state=active|suspend`: BladeX's parameters for the definitions'
 *   state machine (schemas/flow/process.ts), run by the generic transition code — checked, logged;
 * - `POST manager/remove-deployment?deploymentIds=` (flow_manager_remove): refused while an instance runs;
 * - `GET process/resource-view?processDefinitionId=`: the drawing, as BladeX streams it (application/xml).
 */
import type { FastifyRequest } from 'fastify';
import { transitionPermission } from '../../../engine/schema/resolve';
import { transitionRoutes } from '../../../engine/schema/state-machine';
import { runTransition } from '../../../server/crud/transitions';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest, notFound } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { actorOf, BASE, idParam } from './common';
import { deploy, targetTenants } from './deploy';
import { loadDefinition } from './runtime';
import { INSTANCE, T } from './tables';
import { readUpload } from './upload';

const tenantOf = (req: FastifyRequest): string | null => (req.auth?.access?.platformAdmin ? null : req.auth!.tenantId);

export function manageRoutes(ctx: ServerContext, routes: RouteSink): void {
  routes.add({
    method: 'POST',
    url: `${BASE}/model/deploy`,
    access: 'flow_model_deploy',
    usualEvent: async (req, ok) =>
      ok ? { logId: 'flow-deploy', logData: { zh: '部署流程模型', en: 'Deployed a process model' } } : undefined,
    handler: async (req) => {
      const modelId = idParam(req, 'modelId', 'id');
      const params = paramsOf(req);
      const db = ctx.database.db;
      const model = await db
        .selectFrom(T.model)
        .select(['xml', 'model_key', 'category'])
        .where('id', '=', modelId)
        .where('tenant_id', '=', req.auth!.tenantId)
        .where('is_deleted', '=', 0)
        .executeTakeFirst();
      if (!model) throw notFound();
      const tenantIds = await targetTenants(db, req, params.tenantIds);
      const ids = await ctx.database.transaction(() =>
        deploy(ctx.database.db, actorOf(req), {
          xml: String(model.xml ?? ''),
          category: (params.category || String(model.category ?? '')).trim(),
          resourceName: `${String(model.model_key)}.bpmn20.xml`,
          tenantIds,
        }),
      );
      return ok(req, { processDefinitionIds: ids.map(String) });
    },
  });

  routes.add({
    method: 'POST',
    url: `${BASE}/manager/deploy-upload`,
    access: 'flow_deploy_upload',
    usualEvent: async (req, ok) =>
      ok ? { logId: 'flow-deploy', logData: { zh: '上传部署流程', en: 'Uploaded and deployed processes' } } : undefined,
    handler: async (req) => {
      const upload = await readUpload(req);
      const db = ctx.database.db;
      const tenantIds = await targetTenants(db, req, upload.fields.tenantIds);
      const actor = actorOf(req);
      const ids = await ctx.database.transaction(async () => {
        const out: number[] = [];
        for (const file of upload.files)
          out.push(
            ...(await deploy(ctx.database.db, actor, {
              xml: file.text,
              category: (upload.fields.category ?? '').trim(),
              resourceName: file.name,
              tenantIds,
            }).catch((err: unknown) => {
              // Name the file in the message when several were sent.
              if (upload.files.length > 1 && err instanceof Error && 'text' in err) {
                const t = (err as { text: { zh: string; en: string } }).text;
                throw badRequest({ zh: `${file.name}：${t.zh}`, en: `${file.name}: ${t.en}` });
              }
              throw err;
            })),
          );
        return out;
      });
      return ok(req, { processDefinitionIds: ids.map(String) });
    },
  });

  const processModel = ctx.models.get('flow.process')!;
  const changeState = transitionRoutes(processModel.schema).find((r) => r.path.endsWith('/change-state'))!;
  routes.add({
    method: 'POST',
    url: changeState.path,
    access: changeState.transitions.map((t) => transitionPermission(processModel.schema, t)),
    handler: async (req) => {
      const p = paramsOf(req);
      const id = p.processId ?? p.id;
      const target = p.state === 'active' ? 1 : p.state === 'suspend' ? 2 : p.suspensionState;
      if (p.state !== undefined && target === undefined)
        throw badRequest({
          zh: `state 须为 active（激活）或 suspend（挂起）`,
          en: `state must be active or suspend (it is "${p.state.slice(0, 20)}")`,
        });
      // The generic transition run (checks, race fence, change log), with BladeX's parameters renamed.
      const query: Record<string, unknown> = { id: id ?? '' };
      if (target !== undefined) query.suspensionState = String(target);
      const renamed = Object.create(req, { query: { value: query }, body: { value: undefined } }) as FastifyRequest;
      await runTransition(ctx, processModel, changeState.transitions, renamed);
      return ok(req, {});
    },
  });

  routes.add({
    method: 'POST',
    url: `${BASE}/manager/remove-deployment`,
    access: 'flow_manager_remove',
    transaction: true,
    handler: async (req) => {
      const p = paramsOf(req);
      const wanted = (p.deploymentIds ?? p.ids ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      if (!wanted.length) throw badRequest({ zh: '请选择要删除的部署', en: 'deploymentIds is required' });
      if (wanted.length > 100) throw badRequest({ zh: '一次最多删除 100 个部署', en: 'Remove at most 100 deployments at once' });
      const db = ctx.database.db;
      let q = db
        .selectFrom(T.process)
        .select(['id', 'name', 'deployment_id'])
        .where((eb) => {
          // A deployment id, or the definition's own id (the console's row action).
          const ids = wanted.filter((w) => /^\d{1,16}$/.test(w)).map(Number);
          return eb.or([eb('deployment_id', 'in', wanted), ...(ids.length ? [eb('id', 'in', ids)] : [])]);
        })
        .where('is_deleted', '=', 0);
      const tenant = tenantOf(req);
      if (tenant !== null) q = q.where('tenant_id', '=', tenant);
      const rows = await q.execute();
      if (!rows.length) throw notFound();
      for (const r of rows) {
        const running = await db
          .selectFrom(T.instance)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('process_definition_id', '=', Number(r.id))
          .where('flow_status', '=', INSTANCE.running)
          .executeTakeFirst();
        if (Number(running?.n ?? 0) > 0)
          throw badRequest({
            zh: `「${String(r.name)}」还有 ${Number(running!.n)} 个运行中的流程实例，不能删除（可先终止或挂起）`,
            en: `"${String(r.name)}" still has ${Number(running!.n)} running instance(s): terminate them or suspend it instead`,
          });
      }
      await db
        .updateTable(T.process)
        .set({ is_deleted: 1, update_user: Number(req.auth!.userId), update_time: nowText() })
        .where('id', 'in', rows.map((r) => Number(r.id)))
        .execute();
      return ok(req, {});
    },
  });

  routes.add({
    method: 'GET',
    url: `${BASE}/process/resource-view`,
    access: 'signed-in',
    handler: async (req, reply) => {
      const id = idParam(req, 'processDefinitionId', 'id');
      const definition = await loadDefinition(ctx.database.db, id, tenantOf(req));
      if (!definition) throw notFound();
      return reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Content-Disposition', `inline; filename="${encodeURIComponent(definition.processKey)}.bpmn20.xml"`)
        .send(definition.xml);
    },
  });
}
