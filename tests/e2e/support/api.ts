/**
 * Set-up through the wire for e2e tests whose subject is not the set-up itself: a password-grant log-in
 * (the captcha guards the log-in page, not this grant) and calls that unwrap the BladeX envelope. The
 * e2e server is the one Playwright started, reached through the test's `request` fixture.
 */
import { createHash } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

export interface Who {
  tenantId?: string;
  username?: string;
  password?: string;
}

export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

/** A logged-in caller: `get` / `post` answer the envelope's data and fail the test on an error answer. */
export interface Api {
  token: string;
  headers: Record<string, string>;
  get<T = unknown>(path: string, params?: Record<string, string | number>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, params?: Record<string, string | number>): Promise<T>;
  /** The raw answer (status and envelope), for calls expected to fail. */
  raw(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: Envelope }>;
}

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** A password-grant log-in: the token answer as is (access_token, or error_description). */
export async function passwordGrant(request: APIRequestContext, who: Who = {}) {
  const tenantId = who.tenantId ?? '000000';
  const res = await request.post('/api/blade-auth/oauth/token', {
    headers: { Authorization: BASIC, 'Tenant-Id': tenantId },
    params: {
      tenantId,
      username: who.username ?? 'admin',
      password: md5(who.password ?? 'admin'),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    },
  });
  return (await res.json()) as { access_token?: string; error_description?: string };
}

/** The token of a password-grant log-in (fails the test when refused). */
export async function tokenFor(request: APIRequestContext, who: Who = {}): Promise<string> {
  const body = await passwordGrant(request, who);
  expect(body.access_token, `log-in of ${who.username ?? 'admin'}: ${body.error_description ?? ''}`).toBeTruthy();
  return body.access_token!;
}

export async function apiAs(request: APIRequestContext, who: Who = {}): Promise<Api> {
  const token = await tokenFor(request, who);
  const headers = { Authorization: BASIC, 'Blade-Auth': `bearer ${token}`, 'Accept-Language': 'zh-CN' };
  const raw: Api['raw'] = async (method, path, body) => {
    const res =
      method === 'GET' ? await request.get(path, { headers }) : await request.post(path, { headers, data: body ?? {} });
    return { status: res.status(), body: (await res.json().catch(() => ({}))) as Envelope };
  };
  const unwrap = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
    const body = (await res.json().catch(() => ({}))) as Envelope<T>;
    expect(res.status(), `${what}: ${body.msg ?? ''}`).toBe(200);
    return body.data;
  };
  return {
    token,
    headers,
    raw,
    get: async (path, params) => unwrap(await request.get(path, { headers, params }), `GET ${path}`),
    post: async (path, body, params) =>
      unwrap(await request.post(path, { headers, params, data: body ?? {} }), `POST ${path}`),
  };
}

export type Row = Record<string, unknown> & { id: string | number };

/** The first row of a list page matching the search (fails the test when none). */
export async function findRow(api: Api, base: string, search: Record<string, string | number>): Promise<Row> {
  const page = await api.get<{ records: Row[] }>(`${base}/page`, { current: 1, size: 10, ...search });
  expect(page.records.length, `${base}/page ${JSON.stringify(search)}`).toBeGreaterThan(0);
  return page.records[0];
}

/** Submit a new row and read it back by a unique field. */
export async function createRow(api: Api, base: string, values: Record<string, unknown>, key: string): Promise<Row> {
  await api.post(`${base}/submit`, values);
  return findRow(api, base, { [key]: String(values[key]) });
}

/** The id of a role of the caller's tenant by alias (seeded: administrator, operator). */
export async function roleIdByAlias(api: Api, alias: string): Promise<string> {
  const flat = (nodes: Row[]): Row[] => nodes.flatMap((n) => [n, ...flat((n.children as Row[]) ?? [])]);
  const found = flat(await api.get<Row[]>('/api/blade-system/role/tree')).find((r) => r.roleAlias === alias);
  expect(found, `role ${alias}`).toBeTruthy();
  return String(found!.id);
}
