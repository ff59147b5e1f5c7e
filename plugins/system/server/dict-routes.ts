/**
 * Dictionary reads for screens (CONTRACT §6): `dictionary?code=`, `dictionary-batch?codes=a,b` and the
 * picker tree `dict/tree`. Any signed-in caller may read them (every screen with a select needs them), so
 * they ask for a token but no button code. They win over the generic dict routes on the same paths.
 */
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../server/kernel/http/envelope';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { DICT_TABLE, dictItems, dictLabelOf } from '../../../server/crud/dict-store';

const BASE = '/api/blade-system/dict';
const CODE = /^[a-zA-Z][a-zA-Z0-9_]{0,99}$/;

function codesOf(req: FastifyRequest, param: 'code' | 'codes'): string[] {
  const raw = (req.query as Record<string, unknown>)?.[param];
  const codes =
    typeof raw === 'string'
      ? raw
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean)
      : [];
  const bad = codes.filter((c) => !CODE.test(c));
  if (!codes.length || bad.length || codes.length > 100)
    throw badRequest({
      zh: `请提供合法的字典编号(${param})${bad.length ? `: ${bad.join(', ')}` : ''}`,
      en: `Please give valid dictionary codes (${param})${bad.length ? `: ${bad.join(', ')}` : ''}`,
    });
  return [...new Set(codes)];
}

const strip = (items: Awaited<ReturnType<typeof dictItems>>, code: string) =>
  (items.get(code) ?? []).map(({ code: c, dictKey, dictValue, sort, remark }) => ({
    code: c,
    dictKey,
    dictValue,
    sort,
    remark,
  }));

interface PickerNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  hasChildren: boolean;
  children?: PickerNode[];
}

async function pickerTree(ctx: ServerContext, req: FastifyRequest): Promise<PickerNode[]> {
  const rows = await ctx.database.db
    .selectFrom(DICT_TABLE)
    .selectAll()
    .where('is_deleted', '=', 0)
    .orderBy('sort', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const nodes = rows.map((r): PickerNode => {
    const id = String(r.id);
    return {
      id,
      parentId: String(r.parent_id ?? 0),
      title: dictLabelOf(r, req.lang),
      key: id,
      value: id,
      hasChildren: false,
    };
  });
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: PickerNode[] = [];
  for (const n of nodes) {
    const parent = byId.get(n.parentId);
    if (!parent || parent === n) {
      roots.push(n);
      continue;
    }
    (parent.children ??= []).push(n);
    parent.hasChildren = true;
  }
  return roots;
}

export function registerDictRoutes(ctx: ServerContext, routes: RouteSink): void {
  const { db } = ctx.database;
  routes.add({
    method: 'GET',
    url: `${BASE}/dictionary`,
    // Every screen reads its dictionaries: any signed-in user.
    access: 'signed-in',
    handler: async (req) => {
      const [code] = codesOf(req, 'code');
      return ok(req, strip(await dictItems(db, [code], req.lang), code));
    },
  });
  routes.add({
    method: 'GET',
    url: `${BASE}/dictionary-batch`,
    access: 'signed-in',
    handler: async (req) => {
      const codes = codesOf(req, 'codes');
      const items = await dictItems(db, codes, req.lang);
      return ok(req, Object.fromEntries(codes.map((c) => [c, strip(items, c)])));
    },
  });
  routes.add({
    method: 'GET',
    url: `${BASE}/tree`,
    access: 'signed-in',
    handler: async (req) => ok(req, await pickerTree(ctx, req)),
  });
}
