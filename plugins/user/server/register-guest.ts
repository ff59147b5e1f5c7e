/**
 * `POST /api/blade-user/register-guest` (spec §4 "Registration", §5 registration checks): a third-party
 * user without an account asks for one. Parameters in the query or a JSON body: tenantId, name, account,
 * password (MD5 hex, like log-in) and oauthId (optional).
 *
 * Who may call it: any valid token — in BladeX the dialog appears right after a social log-in, whose token
 * carries a negative (or no) user id — so a token is required but no user id, role or button code.
 * The account is created pending approval (./../auth/guest.ts: role_id "-1", status 0); its log-in fails
 * with "账号待审核" until an administrator grants it roles and enables it.
 */
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../../engine/schema';
import { findUser, tenantIsOpen } from '../../../server/auth/accounts';
import { PENDING_ROLE, PENDING_STATUS, isGuest } from '../../../server/auth/guest';
import { hashPassword } from '../../../server/auth/password';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { done } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { USER_TABLE } from './current';
import { checkAccountQuota } from '../../../server/auth/account-quota';

export const registerText = {
  tenant: { zh: '请先输入租户编号', en: 'Please enter the tenant ID first' },
  account: { zh: '请先输入账号名称', en: 'Please enter the account name first' },
  password: { zh: '请先输入密码', en: 'Please enter the password first' },
  name: { zh: '请先输入用户昵称', en: 'Please enter the nickname first' },
  badTenant: { zh: '租户不存在或已停用', en: 'The tenant does not exist or is disabled' },
  exists: { zh: '该账号已存在', en: 'This account already exists' },
  tooLong: (label: I18nText, max: number): I18nText => ({
    zh: `${label.zh}长度不能超过 ${max} 个字符`,
    en: `${label.en} can have at most ${max} characters`,
  }),
};

const labels = {
  tenantId: { zh: '租户编号', en: 'Tenant ID' },
  account: { zh: '账号', en: 'Account' },
  password: { zh: '密码', en: 'Password' },
  name: { zh: '用户昵称', en: 'Nickname' },
  oauthId: { zh: '第三方账号', en: 'Social account' },
};

/** A trimmed text parameter: required (with its message) or optional, bounded, without NUL. */
function field(v: string | undefined, key: keyof typeof labels, max: number, missing?: I18nText): string {
  const s = (v ?? '').trim();
  if (!s && missing) throw badRequest(missing);
  if (s.length > max || s.includes('\u0000')) throw badRequest(registerText.tooLong(labels[key], max));
  return s;
}

async function registerGuest(ctx: ServerContext, req: FastifyRequest) {
  const { db } = ctx.database;
  const p = paramsOf(req);
  // The spec's order: tenant, account, password; then the nickname. The confirmation (password2) is the
  // dialog's own check: it may be sent typed or hashed, so the server does not compare it.
  const tenantId = field(p.tenantId, 'tenantId', 12, registerText.tenant);
  const account = field(p.account, 'account', 45, registerText.account);
  const password = field(p.password, 'password', 200, registerText.password);
  const name = field(p.name, 'name', 20, registerText.name);
  const oauthId = field(p.oauthId, 'oauthId', 64);
  if (!(await tenantIsOpen(db, tenantId))) throw badRequest(registerText.badTenant);
  if (await findUser(db, tenantId, account)) throw badRequest(registerText.exists);
  await checkAccountQuota(db, tenantId);
  const now = nowText();
  const auth = req.auth;
  await db
    .insertInto(USER_TABLE)
    .values({
      tenant_id: tenantId,
      account,
      password: await hashPassword(password),
      name,
      real_name: name,
      avatar: '',
      email: '',
      phone: '',
      sex: 3,
      role_id: PENDING_ROLE,
      dept_id: '',
      post_id: '',
      user_type: 1,
      oauth_id: oauthId,
      status: PENDING_STATUS,
      is_deleted: 0,
      create_user: auth && !isGuest(auth) ? Number(auth.userId) : null,
      create_time: now,
      update_time: now,
    })
    .execute();
  return done(req);
}

export function registerGuestRoute(ctx: ServerContext, routes: RouteSink): void {
  routes.add({
    method: 'POST',
    url: '/api/blade-user/register-guest',
    access: 'signed-in',
    handler: (req) => registerGuest(ctx, req),
  });
}
