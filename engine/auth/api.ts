/**
 * The auth calls of CONTRACT §4 and the menu / button calls of §5. The password never leaves the browser
 * in clear: the server receives (and stores a slow hash of) its lowercase hex MD5 (./password.ts, loaded
 * by the login call: the shell, which imports this module, hashes no password).
 */
import { http, unwrap } from '../data/transport';
import {
  getRefreshToken,
  getTenantId,
  localLogout,
  saveLogin,
  setMenu,
  setPermission,
  type MenuNode,
  type UserInfo,
} from './session';

const AUTH = '/api/blade-auth/oauth';

export interface LoginForm {
  tenantId: string;
  username: string;
  /** As typed; hashed here. */
  password: string;
  /** Login type sent as `type` (default `account`). */
  type?: string;
  /** Captcha key (from getCaptcha) and the code the user read. */
  key?: string;
  code?: string;
  deptId?: string;
  roleId?: string;
}

export interface LoginOptions {
  /** Captcha mode: grant_type `captcha` and the captcha headers (spec §9: on by default). */
  captcha?: boolean;
  /** Switch mode: send Dept-Id / Role-Id. */
  switchMode?: boolean;
}

/**
 * Password (or captcha) grant. Failures (400/401 with `error_description`) reject without a toast and
 * without the 401 logout: the login page shows the text itself, next to the form the user is filling.
 */
export async function login(form: LoginForm, options: LoginOptions = {}): Promise<UserInfo> {
  const captcha = options.captcha ?? true;
  const headers: Record<string, string> = { 'Tenant-Id': form.tenantId };
  if (captcha) {
    headers['Captcha-Key'] = form.key ?? '';
    headers['Captcha-Code'] = form.code ?? '';
  }
  if (options.switchMode) {
    if (form.deptId) headers['Dept-Id'] = form.deptId;
    if (form.roleId) headers['Role-Id'] = form.roleId;
  }
  const { hashPassword } = await import('./password');
  // Parameters travel in the query; no body (undefined, not null), so axios adds no Content-Type.
  const res = await http.post(AUTH + '/token', undefined, {
    headers,
    params: {
      tenantId: form.tenantId,
      username: form.username,
      password: hashPassword(form.password),
      grant_type: captcha ? 'captcha' : 'password',
      scope: 'all',
      type: form.type ?? 'account',
    },
    skipToken: true,
    whiteList: [400, 401, 403, 423, 429],
  });
  const body = res.data as UserInfo;
  saveLogin(body);
  return body;
}

/**
 * Trade the refresh token for a new access token and store it. Switch mode passes `Dept-Id` / `Role-Id`
 * here to re-issue the token for the department or role the user chose.
 */
export async function refreshToken(headers: Record<string, string> = {}): Promise<UserInfo> {
  const tenantId = getTenantId() ?? '';
  const res = await http.post(AUTH + '/token', undefined, {
    headers: { 'Tenant-Id': tenantId, ...headers },
    params: { tenantId, refresh_token: getRefreshToken() ?? '', grant_type: 'refresh_token', scope: 'all' },
    skipToken: true,
  });
  const body = res.data as UserInfo;
  saveLogin(body);
  return body;
}

export interface Captcha {
  key: string;
  /** A `data:image/...;base64,` picture. */
  image: string;
}

export async function getCaptcha(): Promise<Captcha> {
  const res = await http.get(AUTH + '/captcha', { skipToken: true });
  // BladeX answers `{ key, image }` bare; accept an enveloped answer too.
  const body = res.data as Partial<Captcha> & { data?: Partial<Captcha> };
  const c = body?.image ? body : (body?.data ?? {});
  return { key: String(c.key ?? ''), image: String(c.image ?? '') };
}

/** Tell the server, then forget the session locally even when the server call fails. */
export async function logout(): Promise<void> {
  try {
    await http.get(AUTH + '/logout', { whiteList: [401] });
  } catch {
    // The session ends here regardless: a dead server must not keep anyone logged in on this client.
  } finally {
    localLogout();
  }
}

export async function fetchUserInfo(): Promise<UserInfo> {
  return unwrap<UserInfo>(await http.get(AUTH + '/user-info'));
}

/** The caller's menu tree; stored so a reload draws the sidebar at once. */
export async function fetchMenu(topMenuId?: string | number): Promise<MenuNode[]> {
  const menu = unwrap<MenuNode[]>(await http.get('/api/blade-system/menu/routes', { params: { topMenuId } })) ?? [];
  setMenu(menu, topMenuId === undefined);
  return menu;
}

interface ButtonNode {
  code?: string;
  children?: ButtonNode[];
}

/** Every leaf code of the button tree becomes `permission[code] = true` (CONTRACT §5). */
export function buttonsToPermissions(tree: ButtonNode[] | undefined): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  const walk = (nodes: ButtonNode[]) => {
    for (const n of nodes) {
      if (!n || typeof n !== 'object') continue;
      if (n.children?.length) walk(n.children);
      else if (n.code) out[n.code] = true;
    }
  };
  walk(tree ?? []);
  return out;
}

export async function fetchPermissions(): Promise<Record<string, boolean>> {
  const permission = buttonsToPermissions(unwrap<ButtonNode[]>(await http.get('/api/blade-system/menu/buttons')));
  setPermission(permission);
  return permission;
}
