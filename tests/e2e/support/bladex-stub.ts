/**
 * A BladeX-shaped gateway for the console's e2e journeys (issue 19): it answers the way a real BladeX
 * server does — and offers nothing the reference server adds — so a journey that passes here shows the
 * console depends on the contract only, never on our server's extras.
 *
 * What it does as BladeX does:
 * - the envelope `{ code, success, data, msg }`, 401 without `Blade-Auth`, 404 for anything it does not
 *   serve (e.g. `dict/dictionary-batch`, which BladeX lacks: the console must fall back to `dictionary`);
 * - request bodies bound like Jackson: unknown fields ignored, never stored; updates change only the
 *   non-null fields sent (MyBatis-Plus `updateById`);
 * - paged lists at `list` only (no `page`, except where BladeX has one); `role/list` and `dept/list`
 *   answer the whole tree of full rows, while `role/tree` and `dept/tree` answer picker nodes only
 *   (`id, parentId, title, key, value, children, hasChildren`) — no row columns;
 * - ids are 19-digit strings (snowflake-like); a new tenant's id is six digits made by the server (a
 *   tenantId in the body is not used); `tenant/select` lists the tenants;
 * - the platform administrator (tenant 000000, role administrator) sees every tenant's rows; a `tenantId`
 *   list parameter narrows them.
 *
 * Test conveniences, not BladeX: the captcha answer rides along as `testCode` (the shared login helper
 * reads it as a person reads the picture), and the stub serves the built console (dist/) itself.
 * Everything it was asked is kept in `calls`; what it could not answer in `misses`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

type Row = Record<string, unknown> & { id: string };

interface Kind {
  base: string;
  /** The entity's fields (BladeX's class): what Jackson binds; anything else in a body is dropped. */
  fields: string[];
  tenant?: boolean;
  /** Tree entity: `list` answers the whole tree, `tree` picker nodes labelled by this field. */
  treeLabel?: string;
  /** Server-made values on insert. */
  onInsert?: (row: Row, rows: Row[]) => void;
}

const AUDIT = ['id', 'createUser', 'createDept', 'createTime', 'updateUser', 'updateTime', 'status', 'isDeleted'];

const KINDS: Kind[] = [
  {
    base: '/api/blade-system/param',
    fields: [...AUDIT, 'tenantId', 'paramName', 'paramKey', 'paramValue', 'remark'],
    tenant: true,
  },
  {
    base: '/api/blade-system/role',
    fields: ['id', 'tenantId', 'parentId', 'roleName', 'sort', 'roleAlias', 'isDeleted'],
    tenant: true,
    treeLabel: 'roleName',
  },
  {
    base: '/api/blade-system/dept',
    fields: ['id', 'tenantId', 'parentId', 'ancestors', 'deptName', 'fullName', 'sort', 'remark', 'isDeleted'],
    tenant: true,
    treeLabel: 'deptName',
    onInsert: (row, rows) => {
      const parent = rows.find((r) => r.id === String(row.parentId ?? '0'));
      row.parentId = parent ? parent.id : '0';
      row.ancestors = parent ? `${String(parent.ancestors)},${parent.id}` : '0';
    },
  },
  {
    base: '/api/blade-system/tenant',
    fields: [...AUDIT, 'tenantId', 'tenantName', 'domain', 'linkman', 'contactNumber', 'address'],
    onInsert: (row, rows) => {
      let id: string;
      do id = String(100000 + Math.floor(Math.random() * 900000));
      while (rows.some((r) => r.tenantId === id));
      row.tenantId = id;
    },
  },
  {
    base: '/api/blade-develop/datasource',
    fields: [...AUDIT, 'name', 'driverClass', 'url', 'username', 'password', 'remark'],
  },
];

export const STUB_CAPTCHA = '8888';
/** The signed-in calls it serves besides the entities' own. */
const SIGNED_IN = [
  '/api/blade-system/menu/routes',
  '/api/blade-system/menu/buttons',
  '/api/blade-system/menu/top-menu',
  '/api/blade-system/dict/dictionary',
];
const CLIENT = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const ADMIN_PASSWORD = createHash('md5').update('admin').digest('hex');

export interface StubCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
}

export interface BladexStub {
  url: string;
  calls: StubCall[];
  /** `METHOD path` of every API call it did not serve (404). */
  misses: string[];
  /** Rows of an entity by its base path, as stored. */
  rows(base: string): Row[];
  close(): Promise<void>;
}

let seq = 0n;
/** A 19-digit id, as MyBatis-Plus ASSIGN_ID makes them. */
const newId = () => String(1_900_000_000_000_000_000n + ++seq);
const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

function seed(): Map<string, Row[]> {
  const audit = { createUser: '1', createDept: '1', createTime: '2026-01-01 09:00:00', status: 1, isDeleted: 0 };
  const data = new Map<string, Row[]>(KINDS.map((k) => [k.base, [] as Row[]]));
  data.set('/api/blade-system/tenant', [
    { id: '1123598820738675201', tenantId: '000000', tenantName: '管理组', linkman: 'admin', ...audit },
    { id: '1123598820738675202', tenantId: '100001', tenantName: '童趣出行', linkman: '李明', ...audit },
  ]);
  const params: Row[] = [];
  for (const tenantId of ['000000', '100001'])
    for (const [paramName, paramKey, paramValue] of [
      ['账号初始密码', 'account.initPassword', '123456'],
      ['是否开启注册功能', 'account.registerUser', 'true'],
    ])
      params.push({ id: newId(), tenantId, paramName, paramKey, paramValue, remark: '', ...audit });
  data.set('/api/blade-system/param', params);
  data.set('/api/blade-system/role', [
    {
      id: '1123598816738675201',
      tenantId: '000000',
      parentId: '0',
      roleName: '超级管理员',
      roleAlias: 'administrator',
      sort: 1,
      isDeleted: 0,
    },
    {
      id: '1123598816738675202',
      tenantId: '000000',
      parentId: '1123598816738675201',
      roleName: '运营主管',
      roleAlias: 'ops_lead',
      sort: 2,
      isDeleted: 0,
    },
    {
      id: '1123598816738675203',
      tenantId: '100001',
      parentId: '0',
      roleName: '管理员',
      roleAlias: 'admin',
      sort: 1,
      isDeleted: 0,
    },
  ]);
  data.set('/api/blade-system/dept', [
    {
      id: '1123598813738675201',
      tenantId: '000000',
      parentId: '0',
      ancestors: '0',
      deptName: '玩具车平台',
      fullName: '玩具车共享平台',
      sort: 1,
      isDeleted: 0,
    },
    {
      id: '1123598813738675202',
      tenantId: '000000',
      parentId: '1123598813738675201',
      ancestors: '0,1123598813738675201',
      deptName: '运营中心',
      fullName: '运营中心',
      sort: 2,
      isDeleted: 0,
    },
    {
      id: '1123598813738675203',
      tenantId: '100001',
      parentId: '0',
      ancestors: '0',
      deptName: '童趣出行',
      fullName: '童趣出行',
      sort: 1,
      isDeleted: 0,
    },
  ]);
  return data;
}

/** The sidebar of the administrator: BladeX menu nodes (CONTRACT §5). */
function routes() {
  const node = (
    id: string,
    parentId: string,
    code: string,
    name: string,
    path: string,
    source: string,
    sort: number,
  ) => ({
    id,
    parentId,
    code,
    name,
    alias: 'menu',
    path,
    source,
    sort,
    category: 1,
    action: 0,
    isOpen: 1,
  });
  return [
    {
      ...node('1', '0', 'system', '系统管理', '/system', 'setting', 1),
      children: [
        node('11', '1', 'tenant', '租户管理', '/system/tenant', 'bank', 1),
        node('12', '1', 'dept', '机构管理', '/system/dept', 'apartment', 2),
        node('13', '1', 'param', '参数管理', '/system/param', 'tool', 3),
      ],
    },
    {
      ...node('2', '0', 'authority', '权限管理', '/authority', 'safety', 2),
      children: [node('21', '2', 'role', '角色管理', '/authority/role', 'team', 1)],
    },
  ];
}

const BUTTONS = ['tenant', 'dept', 'param', 'role'].map((p) => ({
  code: p,
  children: ['add', 'edit', 'delete', 'view'].map((op) => ({ code: `${p}_${op}` })),
}));

const DICTS: Record<string, Array<[string, string]>> = {
  dept_category: [
    ['1', '公司'],
    ['2', '部门'],
    ['3', '小组'],
  ],
  enable_status: [
    ['1', '启用'],
    ['0', '停用'],
  ],
  yes_no: [
    ['0', '否'],
    ['1', '是'],
  ],
};

const ok = (data: unknown) => ({ code: 200, success: true, data, msg: '操作成功' });
const fail = (code: number, msg: string) => ({ code, success: false, data: {}, msg });

function nest(rows: Row[]): Array<Row & { children?: Row[] }> {
  const byId = new Map(rows.map((r) => [r.id, { ...r } as Row & { children?: Row[]; hasChildren?: boolean }]));
  const roots: Array<Row & { children?: Row[] }> = [];
  for (const n of byId.values()) {
    const parent = byId.get(String(n.parentId ?? '0'));
    if (parent) (parent.children ??= []).push(n);
    else roots.push(n);
  }
  for (const n of byId.values()) n.hasChildren = !!n.children?.length;
  return roots;
}

const pickerNodes = (nodes: Array<Row & { children?: Row[] }>, label: string): unknown[] =>
  nodes.map((n) => ({
    id: n.id,
    parentId: String(n.parentId ?? '0'),
    title: String(n[label] ?? ''),
    key: n.id,
    value: n.id,
    hasChildren: !!n.children?.length,
    ...(n.children?.length ? { children: pickerNodes(n.children as Array<Row & { children?: Row[] }>, label) } : {}),
  }));

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  if ((req.headers['content-type'] ?? '').includes('application/json')) return JSON.parse(text);
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startBladexStub(opts: { port: number; distDir: string }): Promise<BladexStub> {
  const dist = resolve(opts.distDir);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`The console is not built: ${dist}/index.html`);
  const data = seed();
  const calls: StubCall[] = [];
  const misses: string[] = [];
  const tokens = new Map<string, { tenantId: string }>();
  const captchas = new Set<string>();

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  function serveFile(res: ServerResponse, path: string) {
    let file = normalize(join(dist, decodeURIComponent(path)));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  }

  /** What a `list` query asks for: conditions on known fields, empty values skipped (BladeX's Condition). */
  function matches(kind: Kind, row: Row, query: Record<string, string>, caller: { tenantId: string }): boolean {
    if (kind.tenant && caller.tenantId !== '000000' && row.tenantId !== caller.tenantId) return false;
    for (const [k, v] of Object.entries(query)) {
      if (['current', 'size', 'ascs', 'descs'].includes(k) || v === '' || !kind.fields.includes(k)) continue;
      if (k === 'tenantId' || k === 'parentId') {
        if (String(row[k] ?? '') !== v) return false;
      } else if (!String(row[k] ?? '').includes(v)) return false;
    }
    return true;
  }

  /** A body as Jackson binds it: the entity's fields only. */
  const bind = (kind: Kind, body: unknown): Row => {
    const out: Record<string, unknown> = {};
    if (body && typeof body === 'object')
      for (const [k, v] of Object.entries(body))
        if (kind.fields.includes(k) && v !== null && v !== undefined) out[k] = v;
    return out as Row;
  };

  function crud(
    kind: Kind,
    op: string,
    req: { method: string; query: Record<string, string>; body: unknown },
    caller: { tenantId: string },
  ) {
    const rows = data.get(kind.base)!;
    if (op === 'list' && req.method === 'GET') {
      const found = rows.filter((r) => matches(kind, r, req.query, caller));
      if (kind.treeLabel) return ok(nest(found));
      const size = Number(req.query.size ?? 10);
      const current = Number(req.query.current ?? 1);
      return ok({
        records: found.slice((current - 1) * size, current * size),
        total: found.length,
        size,
        current,
        pages: Math.ceil(found.length / size),
      });
    }
    if (op === 'tree' && kind.treeLabel && req.method === 'GET') {
      const tenantId = caller.tenantId === '000000' && req.query.tenantId ? req.query.tenantId : caller.tenantId;
      return ok(pickerNodes(nest(rows.filter((r) => r.tenantId === tenantId)), kind.treeLabel));
    }
    if (op === 'select' && kind.base.endsWith('/tenant') && req.method === 'GET')
      return ok(rows.filter((r) => caller.tenantId === '000000' || r.tenantId === caller.tenantId));
    if (op === 'detail' && req.method === 'GET') {
      const row = rows.find((r) => r.id === req.query.id && matches(kind, r, {}, caller));
      return row ? ok(row) : fail(400, '数据不存在');
    }
    if (op === 'submit' && req.method === 'POST') {
      const values = bind(kind, req.body);
      if (values.id) {
        const row = rows.find((r) => r.id === String(values.id));
        if (!row) return fail(400, '数据不存在');
        Object.assign(row, values, { updateTime: now() });
        return ok({});
      }
      const row: Row = { ...values, id: newId(), createTime: now(), status: 1, isDeleted: 0 };
      if (kind.tenant)
        row.tenantId = caller.tenantId === '000000' && values.tenantId ? values.tenantId : caller.tenantId;
      kind.onInsert?.(row, rows);
      rows.push(row);
      return ok({});
    }
    if (op === 'remove' && req.method === 'POST') {
      const ids = String(req.query.ids ?? '').split(',');
      data.set(
        kind.base,
        rows.filter((r) => !ids.includes(r.id)),
      );
      return ok({});
    }
    return undefined;
  }

  function api(method: string, path: string, query: Record<string, string>, body: unknown, req: IncomingMessage) {
    if (path === '/api/blade-auth/oauth/captcha' && method === 'GET') {
      const key = randomBytes(8).toString('hex');
      captchas.add(key);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="38"><text x="20" y="27" font-size="24">${STUB_CAPTCHA}</text></svg>`;
      return {
        status: 200,
        body: {
          key,
          image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
          testCode: STUB_CAPTCHA,
        },
      };
    }
    if (path === '/api/blade-auth/oauth/token' && method === 'POST') {
      if (req.headers.authorization !== CLIENT)
        return { status: 401, body: { error_code: 401, error_description: '客户端认证失败' } };
      if (query.grant_type === 'captcha') {
        const key = String(req.headers['captcha-key'] ?? '');
        if (!captchas.delete(key) || req.headers['captcha-code'] !== STUB_CAPTCHA)
          return { status: 400, body: { error_code: 400, error_description: '验证码不正确' } };
      }
      const tenantId = query.tenantId ?? '000000';
      if (query.grant_type !== 'refresh_token' && (query.username !== 'admin' || query.password !== ADMIN_PASSWORD))
        return { status: 400, body: { error_code: 400, error_description: '用户名或密码错误' } };
      const token = randomBytes(24).toString('hex');
      tokens.set(token, { tenantId });
      return {
        status: 200,
        body: {
          access_token: token,
          token_type: 'bearer',
          refresh_token: token,
          expires_in: 3600,
          scope: 'all',
          tenant_id: tenantId,
          user_id: '1123598821738675201',
          user_name: 'admin',
          account: 'admin',
          real_name: '管理员',
          nick_name: '管理员',
          role_name: 'administrator',
          role_id: '1123598816738675201',
          dept_id: '1123598813738675201',
          avatar: '',
          client_id: 'saber',
          license: 'powered by blade',
        },
      };
    }
    if (path === '/api/blade-auth/oauth/logout') return { status: 200, body: ok({}) };
    if (path === '/api/blade-system/tenant/info' && method === 'GET') return { status: 200, body: ok({}) };

    const served = SIGNED_IN.includes(path) || KINDS.some((k) => path.startsWith(`${k.base}/`));
    if (!served) return undefined;
    const auth = String(req.headers['blade-auth'] ?? '');
    const caller = tokens.get(auth.replace(/^bearer /i, ''));
    if (!caller) return { status: 401, body: fail(401, '请求未授权') };

    if (path === '/api/blade-system/menu/routes') return { status: 200, body: ok(routes()) };
    if (path === '/api/blade-system/menu/buttons') return { status: 200, body: ok(BUTTONS) };
    if (path === '/api/blade-system/menu/top-menu') return { status: 200, body: ok([]) };
    if (path === '/api/blade-system/dict/dictionary' && method === 'GET') {
      const items = (DICTS[query.code ?? ''] ?? []).map(([dictKey, dictValue], i) => ({
        id: newId(),
        parentId: '0',
        code: query.code,
        dictKey,
        dictValue,
        sort: i + 1,
        remark: '',
      }));
      return { status: 200, body: ok(items) };
    }
    for (const kind of KINDS) {
      if (!path.startsWith(`${kind.base}/`)) continue;
      const answer = crud(kind, path.slice(kind.base.length + 1), { method, query, body }, caller);
      if (answer) return { status: 200, body: answer };
    }
    return undefined;
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const method = req.method ?? 'GET';
      if (!url.pathname.startsWith('/api/')) return serveFile(res, url.pathname);
      const query = Object.fromEntries(url.searchParams);
      const body = method === 'POST' ? await readBody(req) : undefined;
      calls.push({ method, path: url.pathname, query, body });
      const answer = api(method, url.pathname, query, body, req);
      if (answer) return send(res, answer.status, answer.body);
      misses.push(`${method} ${url.pathname}`);
      send(res, 404, fail(404, '请求的资源不存在'));
    })().catch((err: unknown) => send(res, 500, fail(500, String(err))));
  });
  await new Promise<void>((done) => server.listen(opts.port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${opts.port}`,
    calls,
    misses,
    rows: (base) => data.get(base) ?? [],
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
