/**
 * What the login page needs besides the form: the server's failure text, the social-login parameters of
 * the URL, the tenant bound to this host, and the switch-mode chooser (department / role).
 * The auth calls are imported on first use (with the configured transport, app/transport-setup.ts): the
 * form paints without axios, which loads meanwhile (issue 5, login route ≤ 250 kB).
 */
import { useEffect, useState } from 'react';
import type { TenantInfo } from '../../engine/auth/account-api';
import type { UserInfo } from '../../engine/auth/session';
import type { TransportError } from '../../engine/data/transport';
import { loadTransport } from '../transport-setup';

/**
 * The login / captcha / refresh calls, once the transport is configured. The password hash (which the
 * login call imports) comes with them, so a submit waits for no further download.
 */
export const authApi = () =>
  Promise.all([import('../../engine/auth/api'), loadTransport(), import('../../engine/auth/password')]).then(
    ([m]) => m,
  );
/** The tenant look-ups and social login, once the transport is configured. */
export const accountApi = () =>
  Promise.all([import('../../engine/auth/account-api'), loadTransport()]).then(([m]) => m);

/** A transport rejection, told by its name: `instanceof` would need the transport module loaded here. */
const isTransportError = (e: unknown): e is TransportError => e instanceof Error && e.name === 'TransportError';

/** The text to show for a failed login: what the server said, else what the transport said. */
export function failureText(e: unknown, fallback: string): string {
  if (isTransportError(e)) {
    const body = e.body as { error_description?: unknown; msg?: unknown } | undefined;
    const said = body?.error_description || body?.msg || e.message;
    return typeof said === 'string' && said ? said : fallback;
  }
  return fallback;
}

/** `source`, `code` and `state` put in the URL by a social provider's callback, if all are there. */
export function socialParams(search: string): { source: string; code: string; state: string } | undefined {
  const q = new URLSearchParams(search);
  const source = q.get('source');
  const code = q.get('code');
  const state = q.get('state');
  return source && code && state ? { source, code, state } : undefined;
}

/** The host's tenant (hides the tenant field) and the public tenant list (offered as suggestions). */
export function useTenants() {
  const [hostTenant, setHostTenant] = useState<TenantInfo>();
  const [list, setList] = useState<TenantInfo[]>([]);
  useEffect(() => {
    void accountApi().then((api) => {
      void api.tenantByDomain(window.location.hostname).then(setHostTenant);
      void api.publicTenants().then(setList);
    });
  }, []);
  return { hostTenant, list };
}

export interface Identity {
  deptId?: string;
  roleId?: string;
}

export const split = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Switch mode needs a choice when the token names several departments or roles. */
export const needsChoice = (u: UserInfo) => split(u.dept_id).length > 1 || split(u.role_id).length > 1;
