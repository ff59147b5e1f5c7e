/**
 * The session as React sees it: a snapshot of the stored session (user, tenant, roles, permissions,
 * menu) that components subscribe to. Storage stays the source of truth; `refreshSession()` re-reads it
 * after anything that changes it (login, menu load, logout).
 */
import { useSyncExternalStore } from 'react';
import {
  getMenu,
  getMenuEntries,
  getPermission,
  getRoles,
  getTenantId,
  getToken,
  getUserInfo,
  onLocalLogout,
  type MenuNode,
  type UserInfo,
} from '../engine/auth/session';

export interface SessionSnapshot {
  loggedIn: boolean;
  user?: UserInfo;
  tenantId: string;
  roles: string[];
  permissions: Record<string, boolean>;
  menu: MenuNode[];
  /** Codes and paths of the caller's whole menu (their granted entries); undefined until first fetched. */
  menuEntries?: ReadonlySet<string>;
}

function read(): SessionSnapshot {
  const user = getUserInfo();
  return {
    loggedIn: !!getToken(),
    user,
    tenantId: getTenantId() ?? user?.tenant_id ?? '',
    roles: getRoles(),
    permissions: getPermission(),
    menu: getMenu(),
    menuEntries: getMenuEntries() && new Set(getMenuEntries()),
  };
}

let snapshot = read();
const listeners = new Set<() => void>();

export function refreshSession(): void {
  snapshot = read();
  for (const l of listeners) l();
}

// A local logout (401, log-out button) empties what the shell shows at once.
onLocalLogout(refreshSession);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useSession = (): SessionSnapshot => useSyncExternalStore(subscribe, () => snapshot);

/** The name shown for the user: real name, else nick name, else account. */
export const displayName = (u?: UserInfo): string =>
  String(u?.real_name || u?.nick_name || u?.account || u?.user_name || '');

/**
 * A user who signed in through a social provider but has no account here (no user id, or a negative
 * one): the shell shows them the registration dialog (register-dialog.tsx, loaded only then).
 */
export const needsRegistration = (user?: UserInfo): boolean => {
  if (!user) return false;
  const id = String(user.user_id ?? '').trim();
  return id === '' || Number(id) < 0;
};
