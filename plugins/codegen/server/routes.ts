/**
 * The code generator's endpoints beside the entries' generic CRUD (`/api/blade-develop/code`):
 * - `GET preview?id=` — the plan: the table's columns and where each went, the file(s) to write with their
 *   diff against the disk, the lint's problems and the fingerprint `base` of the files it was made from;
 * - `POST gen-code?ids=&system=saber[&base=]` (BladeX) — every entry planned first, then written (none when
 *   one fails); with `base` (one entry, from its preview) a file changed since the preview is a 409. Then
 *   the menu, button and dictionary rows are written. In production mode nothing is written: the answer
 *   carries the files, and `GET download?id=[&part=dicts]` serves them;
 * - `POST copy?id=` (BladeX) — a copy of the entry, named "<codeName>-copy";
 * - `GET menu-groups`, `GET tables?datasourceId=` — the options of the entry form.
 * All are the platform administrator's (the entries are `platformOnly`) and each names its button code.
 */
import type { FastifyRequest } from 'fastify';
import type { Row } from '../../../server/crud/convert';
import { selectColumns, toWire } from '../../../server/crud/convert';
import { requirePlatformAdmin } from '../../../server/crud/platform-only';
import { auditValues } from '../../../server/crud/rows';
import { done, ok } from '../../../server/kernel/http/envelope';
import { badRequest, conflict, msg, notFound } from '../../../server/kernel/http/errors';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { modelOf } from '../../../server/kernel/model';
import { text } from '../../../engine/schema/resolve';
import { syncDicts } from '../../../server/crud/dict-sync';
import { syncMenus } from '../../../server/access/menu-sync';
import { serialised, writeAtomically } from './files';
import { planEntry, registryAfter, type Plan } from './generate';
import { listTables } from './introspect';
import type { CodeEntry } from './mapping';
import { openSource } from './sources';

export const CODE_BASE = '/api/blade-develop/code';
const ENTITY = 'develop.code';
const SYSTEMS = new Set(['saber', 'saber3']);

const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;

function idsOf(raw: unknown, name: 'id' | 'ids'): number[] {
  const ids = String(raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
  if (!ids.length || ids.some((n) => !Number.isSafeInteger(n) || n <= 0) || (name === 'id' && ids.length > 1))
    throw badRequest(name === 'ids' ? msg.selectOne : { zh: '请选择一条数据(id)', en: 'Please choose one record (id)' });
  if (ids.length > 50) throw badRequest({ zh: '一次最多生成 50 个模块', en: 'Generate at most 50 modules at a time' });
  return ids;
}

async function loadEntries(ctx: ServerContext, ids: number[]): Promise<Array<CodeEntry & Row>> {
  const model = modelOf(ctx.models, ENTITY);
  const rows = await ctx.database.db
    .selectFrom(model.table)
    .select(selectColumns(model))
    .where('id', 'in', ids)
    .where('is_deleted', '=', 0)
    .execute();
  if (rows.length !== new Set(ids).size) throw notFound();
  const byId = new Map(rows.map((r) => [Number(r.id), toWire(model, r) as CodeEntry & Row]));
  return ids.map((id) => byId.get(id)!);
}

/** What the preview and gen-code answer about a plan (texts included for the preview and downloads). */
const planView = (req: FastifyRequest, id: unknown, plan: Plan, withText: boolean) => ({
  id: String(id),
  schema: plan.schema,
  base: plan.base,
  added: plan.added,
  missing: plan.missing,
  columns: plan.columns,
  notes: plan.notes.map((n) => text(n, req.lang)),
  problems: plan.problems.map((p) => ({ file: p.file, pointer: p.pointer, message: p.message, fix: p.fix })),
  files: plan.files.map((f) => ({
    role: f.role,
    file: f.file,
    state: f.state,
    ...(withText && { text: f.text, current: f.current, diff: f.diff }),
  })),
});

function refuseProblems(plan: Plan): void {
  if (!plan.problems.length) return;
  const list = plan.problems
    .slice(0, 3)
    .map((p) => `${p.file} ${p.pointer}: ${p.message}`)
    .join('; ');
  throw badRequest({ zh: `生成的文件未通过 schema 校验：${list}`, en: `The generated file fails the schema lint: ${list}` });
}

const production = (ctx: ServerContext) => ctx.config.env === 'production';

export function registerCodegenRoutes(ctx: ServerContext, routes: RouteSink): void {
  routes.add({
    method: 'GET',
    url: `${CODE_BASE}/preview`,
    access: 'code_preview',
    handler: async (req) => {
      await requirePlatformAdmin(ctx, req);
      const [entry] = await loadEntries(ctx, idsOf(query(req).id, 'id'));
      return ok(req, { ...planView(req, entry.id, await planEntry(ctx, entry), true), write: !production(ctx) });
    },
  });

  routes.add({
    method: 'POST',
    url: `${CODE_BASE}/gen-code`,
    access: 'code_gen',
    usualEvent: async (req, success) =>
      success ? { logId: 'code-gen', logData: { zh: `代码生成 ${query(req).ids}`, en: `Code generated for ${query(req).ids}` } } : undefined,
    handler: async (req) => {
      await requirePlatformAdmin(ctx, req);
      const q = query(req);
      if (q.system !== undefined && !SYSTEMS.has(String(q.system)))
        throw badRequest({ zh: `不支持的系统(system)：${q.system}，应为 saber`, en: `Unknown system ${q.system}: use saber` });
      const ids = idsOf(q.ids, 'ids');
      const base = q.base === undefined ? undefined : String(q.base);
      if (base !== undefined && ids.length !== 1)
        throw badRequest({ zh: 'base 只能与一个模块一起使用', en: 'base goes with one module only' });
      const entries = await loadEntries(ctx, ids);
      return serialised(async () => {
        const plans: Array<{ entry: CodeEntry & Row; plan: Plan }> = [];
        for (const entry of entries) {
          const plan = await planEntry(ctx, entry);
          refuseProblems(plan);
          if (base !== undefined && plan.base !== base)
            throw conflict({
              zh: '文件在预览之后被修改过：请重新预览后再生成',
              en: 'A file changed after the preview: preview again, then generate',
            });
          plans.push({ entry, plan });
        }
        const write = !production(ctx);
        if (write) {
          // The dictionaries before the schema that names them.
          for (const { plan } of plans) for (const f of plan.files) if (f.state !== 'unchanged') writeAtomically(f.abs, f.text);
          const registry = registryAfter(ctx);
          await syncDicts(ctx.database.db, registry);
          await syncMenus(ctx.database.db, registry);
        }
        return ok(req, { written: write, modules: plans.map(({ entry, plan }) => planView(req, entry.id, plan, !write)) });
      });
    },
  });

  routes.add({
    method: 'GET',
    url: `${CODE_BASE}/download`,
    access: 'code_gen',
    quiet: true,
    handler: async (req, reply) => {
      await requirePlatformAdmin(ctx, req);
      const [entry] = await loadEntries(ctx, idsOf(query(req).id, 'id'));
      const plan = await planEntry(ctx, entry);
      refuseProblems(plan);
      const role = query(req).part === 'dicts' ? 'dicts' : 'entity';
      const file = plan.files.find((f) => f.role === role);
      if (!file) throw notFound({ zh: '该模块没有字典文件', en: 'This module has no dictionary file' });
      const name = file.file.split('/').pop()!;
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file.text);
    },
  });

  routes.add({
    method: 'POST',
    url: `${CODE_BASE}/copy`,
    access: 'code_copy',
    transaction: true,
    handler: async (req) => {
      await requirePlatformAdmin(ctx, req);
      const [entry] = await loadEntries(ctx, idsOf(query(req).id, 'id'));
      const model = modelOf(ctx.models, ENTITY);
      const values: Row = {};
      for (const f of model.fields) {
        if (f.system || !f.column || !(f.prop in entry)) continue;
        values[f.dbName] = entry[f.prop];
      }
      values.code_name = `${entry.codeName}-copy`;
      await ctx.database.db
        .insertInto(model.table)
        .values({ ...values, ...auditValues(model, req, 'insert'), status: 1, is_deleted: 0 })
        .execute();
      return done(req);
    },
  });

  routes.add({
    method: 'GET',
    url: `${CODE_BASE}/menu-groups`,
    access: ['code_add', 'code_edit', 'code_view'],
    handler: async (req) =>
      ok(
        req,
        ctx.registry.menus.map((m) => ({ code: m.code, name: `${text(m.title, req.lang)} (${m.code})` })),
      ),
  });

  routes.add({
    method: 'GET',
    url: `${CODE_BASE}/tables`,
    access: ['code_add', 'code_edit'],
    handler: async (req) => {
      await requirePlatformAdmin(ctx, req);
      const source = await openSource(ctx, query(req).datasourceId);
      try {
        return ok(req, await listTables(source.db, source.dialect));
      } finally {
        await source.close();
      }
    },
  });
}
