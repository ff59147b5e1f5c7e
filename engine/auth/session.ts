/**
 * The logged-in session as stored on the client: tokens, tenant, user info, roles, button permissions and
 * the menu. Pure storage access (no HTTP), so the transport can read the token without importing the
 * auth calls that themselves use the transport.
 */
import { getStore, getStoreEntry, removeStore, setStore } from './storage';

/** The OAuth2 token answer of `oauth/token` (CONTRACT §4), kept as the user info. */
export interface UserInfo {
  access_token?: string;
  token_type?: string;
  refresh_token?: string;
  expires_in?: number;
  tenant_id?: string;
  user_id?: string;
  user_name?: string;
  account?: string;
  real_name?: string;
  nick_name?: string;
  role_name?: string;
  role_id?: string;
  dept_id?: string;
  post_id?: string;
  avatar?: string;
  [key: string]: unknown;
}

export interface MenuNode {
  id?: string | number;
  parentId?: string | number;
  code?: string;
  name: string;
  alias?: string;
  path: string;
  source?: string;
  sort?: number;
  category?: number;
  isOpen?: number;
  meta?: Record<string, unknown>;
  children?: MenuNode[];
  [key: string]: unknown;
}

const K = {
  token: 'token',
  refreshToken: 'refreshToken',
  tenantId: 'tenantId',
  userInfo: 'userInfo',
  roles: 'roles',
  permission: 'permission',
  menu: 'menu',
  menuEntries: 'menuEntries',
} as const;

/** Shown when the server sends no avatar: a neutral head-and-shoulders drawing, inline so it needs no file. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#c0c4cc"/>' +
      '<circle cx="32" cy="25" r="11" fill="#fff"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#fff"/></svg>',
  );

export const getToken = (): string | undefined => getStore<string>(K.token) || undefined;
/** When the token was stored, in ms since the epoch (the refresh check measures its age from this). */
export const getTokenTime = (): number | undefined => getStoreEntry(K.token)?.timestamp;
export const setToken = (token: string): void => setStore(K.token, token);
export const getRefreshToken = (): string | undefined => getStore<string>(K.refreshToken) || undefined;
export const setRefreshToken = (token: string): void => setStore(K.refreshToken, token);

export const getTenantId = (): string | undefined => getStore<string>(K.tenantId) || undefined;
export const setTenantId = (tenantId: string): void => setStore(K.tenantId, tenantId);

export function getUserInfo(): UserInfo | undefined {
  return getStore<UserInfo>(K.userInfo);
}
export function setUserInfo(info: UserInfo): void {
  // Never keep the tokens twice; they have their own entries (and their own timestamps).
  const { access_token: _a, refresh_token: _r, ...rest } = info;
  setStore(K.userInfo, { ...rest, avatar: rest.avatar || DEFAULT_AVATAR });
}

export const getRoles = (): string[] => getStore<string[]>(K.roles) ?? [];
export const setRoles = (roles: string[]): void => setStore(K.roles, roles);

export const getPermission = (): Record<string, boolean> => getStore<Record<string, boolean>>(K.permission) ?? {};
export const setPermission = (p: Record<string, boolean>): void => setStore(K.permission, p);

export const getMenu = (): MenuNode[] => getStore<MenuNode[]>(K.menu) ?? [];

/**
 * Store the menu the sidebar shows. `whole`: it is the caller's whole menu (not one top menu's), so its
 * entries — the code and path of every node — are what the caller was granted: a page opens when its
 * entry is among them (engine/schema/screen-access.ts), whichever top menu is chosen.
 */
export function setMenu(menu: MenuNode[], whole = true): void {
  setStore(K.menu, menu);
  if (!whole) return;
  const entries = new Set<string>();
  const walk = (nodes: MenuNode[]) => {
    for (const n of nodes) {
      if (n.code) entries.add(String(n.code));
      if (n.path) entries.add(String(n.path));
      if (n.children) walk(n.children);
    }
  };
  walk(menu);
  setStore(K.menuEntries, [...entries]);
}

/** The codes and paths of the caller's whole menu; undefined until it was first fetched. */
export const getMenuEntries = (): string[] | undefined => getStore<string[]>(K.menuEntries);

/** Store what a successful token grant (password, captcha or refresh) returned. */
export function saveLogin(body: UserInfo): void {
  if (body.access_token) setToken(body.access_token);
  if (body.refresh_token) setRefreshToken(body.refresh_token);
  if (body.tenant_id) setTenantId(body.tenant_id);
  setUserInfo(body);
  setRoles(
    String(body.role_name ?? '')
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean),
  );
}

type LogoutListener = () => void;
const listeners = new Set<LogoutListener>();

/**
 * Register what else a local logout must clear (the app's tabs, lock, in-memory state). Returns the
 * function that unregisters it.
 */
export function onLocalLogout(listener: LogoutListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Forget the session on this client: tokens, user, roles, permissions and menu (the tenant id stays, to
 * prefill the next login). Then tell the registered listeners. No server call: used on 401 and as the
 * last step of a real logout.
 */
export function localLogout(): void {
  for (const name of [K.token, K.refreshToken, K.userInfo, K.roles, K.permission, K.menu, K.menuEntries])
    removeStore(name);
  for (const l of [...listeners]) {
    try {
      l();
    } catch (e) {
      // One broken listener must not keep the others (or the redirect to /login) from running.
      console.error(e);
    }
  }
}
