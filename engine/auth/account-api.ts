/**
 * The account calls around a session (CONTRACT §4, spec §7): tenant look-ups for the login page, social
 * login, the profile (info, password, avatar upload), third-party registration, top menus and the
 * server cache. Kept apart from api.ts so each file stays small; same transport, same rules.
 */
import { uploadFile, type UploadedFile } from '../data/files';
import { http, unwrap } from '../data/transport';
import { saveLogin, setMenu, type MenuNode, type UserInfo } from './session';

export interface TenantInfo {
  tenantId?: string;
  tenantName?: string;
  backgroundUrl?: string;
  domain?: string;
}

/**
 * The tenant bound to this host name, if any (the login page then hides the tenant field). Silent on
 * failure: an unknown host simply means "ask the user".
 */
export async function tenantByDomain(domain: string): Promise<TenantInfo | undefined> {
  try {
    const info = unwrap<TenantInfo | null>(
      await http.get('/api/blade-system/tenant/info', {
        params: { domain },
        skipToken: true,
        whiteList: [400, 401, 403, 404, 405, 500],
      }),
    );
    return info && info.tenantId ? info : undefined;
  } catch {
    return undefined;
  }
}

/** Tenants a login page may offer in a picker; empty when the server has no public list. */
export async function publicTenants(): Promise<TenantInfo[]> {
  try {
    const list = unwrap<TenantInfo[] | null>(
      await http.get('/api/publics/client/tenant-list', { skipToken: true, whiteList: [400, 401, 403, 404, 405, 500] }),
    );
    return Array.isArray(list) ? list.filter((t) => t && t.tenantId) : [];
  } catch {
    return [];
  }
}

export interface SocialParams {
  tenantId: string;
  source: string;
  code: string;
  state: string;
}

/** grant_type social with the parameters the provider put in the URL. Rejects with the server's answer. */
export async function socialLogin(p: SocialParams, headers: Record<string, string> = {}): Promise<UserInfo> {
  const res = await http.post('/api/blade-auth/oauth/token', undefined, {
    headers: { 'Tenant-Id': p.tenantId, ...headers },
    params: {
      tenantId: p.tenantId,
      source: p.source,
      code: p.code,
      state: p.state,
      grant_type: 'social',
      scope: 'all',
    },
    skipToken: true,
    whiteList: [400, 401, 403, 423, 429, 500],
  });
  const body = res.data as UserInfo;
  saveLogin(body);
  return body;
}

/** Current user's profile (blade-user/info). */
export async function fetchProfile(): Promise<Record<string, unknown>> {
  return unwrap<Record<string, unknown>>(await http.get('/api/blade-user/info')) ?? {};
}

export interface ProfileForm {
  realName?: string;
  name?: string;
  phone?: string;
  email?: string;
  avatar?: string;
}

export async function updateProfile(form: ProfileForm): Promise<void> {
  await http.post('/api/blade-user/update-info', form);
}

/**
 * The hashing module, loaded by the two calls that send a password: the shell imports this file (top menus,
 * cache, error logs) and must not carry js-md5 to every first screen (issue 30's bundle budget).
 */
const hasher = () => import('./password').then((m) => m.hashPassword);

/** All three passwords leave as MD5, like the login password they are compared with. */
export async function updatePassword(oldPassword: string, newPassword: string, newPassword1: string): Promise<void> {
  const hashPassword = await hasher();
  await http.post('/api/blade-user/update-password', undefined, {
    params: {
      oldPassword: hashPassword(oldPassword),
      newPassword: hashPassword(newPassword),
      newPassword1: hashPassword(newPassword1),
    },
  });
}

export type { UploadedFile };

export function putFile(file: Blob, fileName: string, accept?: string): Promise<UploadedFile> {
  return uploadFile(http, file, fileName, accept);
}

export interface GuestForm {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  oauthId: string;
}

/** Third-party registration: pending admin approval. Rejects silently on 400 so the dialog shows the text. */
export async function registerGuest(form: GuestForm): Promise<void> {
  const hashPassword = await hasher();
  await http.post('/api/blade-user/register-guest', undefined, {
    params: { ...form, password: hashPassword(form.password) },
    whiteList: [400, 403, 404, 405, 500],
  });
}

export interface TopMenu {
  id: string | number;
  name: string;
  code?: string;
  source?: string;
  sort?: number;
  meta?: Record<string, unknown>;
  [key: string]: unknown;
}

export async function fetchTopMenus(): Promise<TopMenu[]> {
  const list = unwrap<TopMenu[] | null>(await http.get('/api/blade-system/menu/top-menu'));
  return Array.isArray(list) ? list : [];
}

/** The menu of one top menu (or the whole menu with no id); stored like fetchMenu does. */
export async function fetchMenuOf(topMenuId?: string | number): Promise<MenuNode[]> {
  const menu = unwrap<MenuNode[]>(await http.get('/api/blade-system/menu/routes', { params: { topMenuId } })) ?? [];
  setMenu(menu, topMenuId === undefined);
  return menu;
}

export async function clearServerCache(): Promise<void> {
  await http.get('/api/blade-auth/oauth/clear-cache');
}

export interface ClientErrorLog {
  url: string;
  time: string;
  type: string;
  message: string;
  stack?: string;
  info?: string;
}

export async function uploadErrorLogs(logs: ClientErrorLog[]): Promise<void> {
  await http.post('/api/blade-log/error/save-client', { logs });
}
