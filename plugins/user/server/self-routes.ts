/**
 * Self-service endpoints of `blade-user` (spec §7 "Users"), for the signed-in caller only — whatever id a
 * body may carry is ignored:
 * - `GET info` → the caller's user record (the system.user wire row, never the password) plus `roleName`;
 * - `POST update-info` (realName, name, phone, email, avatar; JSON body or query) → partial update;
 * - `POST update-password` (oldPassword, newPassword, newPassword1: MD5 hex like log-in) → new hash; the
 *   caller's other sessions end (signed in with the old password), this one goes on.
 * They need a token but no button code (everyone may change their own profile). The same three answer
 * under `user-shanghu` (the merchant side's users).
 */
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../../engine/schema';
import { text } from '../../../engine/schema/resolve';
import { validators } from '../../../engine/schema/validators';
import { hashPassword, verifyPassword } from '../../../server/auth/password';
import { closeUserSessions } from '../../../server/auth/sessions';
import { toWire } from '../../../server/crud/convert';
import { nowText } from '../../../server/kernel/db/time';
import type { ServerContext } from '../../../server/kernel/http/context';
import { done, ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import { hasParam, paramsOf } from '../../../server/kernel/http/params';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { currentUser, updateOwnRow } from './current';

const BASE = '/api/blade-user';

export const selfText = {
  oldRequired: { zh: '请输入原密码', en: 'Please enter the old password' },
  newRequired: { zh: '请输入新密码', en: 'Please enter the new password' },
  confirmRequired: { zh: '请输入确认密码', en: 'Please enter the new password again' },
  tooLong: { zh: '密码过长', en: 'The password is too long' },
  wrongOld: { zh: '原密码不正确', en: 'The old password is not correct' },
  mismatch: { zh: '两次输入密码不一致', en: 'The new passwords do not match' },
  blank: (label: I18nText): I18nText => ({ zh: `${label.zh}不能为空`, en: `${label.en} cannot be empty` }),
  long: (label: I18nText, max: number): I18nText => ({
    zh: `${label.zh}长度不能超过 ${max} 个字符`,
    en: `${label.en} can have at most ${max} characters`,
  }),
  avatar: {
    zh: '头像地址必须以 / 或 http(s):// 开头',
    en: 'The avatar must be an address starting with / or http(s)://',
  },
};

const userModel = (ctx: ServerContext) => {
  const m = ctx.models.get('system.user');
  if (!m) throw new Error('schemas/system/user.ts is missing');
  return m;
};

/** Password parameters: required, bounded, no NUL (which PostgreSQL text cannot hold). */
function passwordParam(v: string | undefined, missing: I18nText): string {
  if (!v) throw badRequest(missing);
  if (v.length > 200 || v.includes('\u0000')) throw badRequest(selfText.tooLong);
  return v;
}

async function updatePassword(ctx: ServerContext, req: FastifyRequest) {
  const { auth, user } = await currentUser(ctx, req);
  const p = paramsOf(req);
  const oldPassword = passwordParam(p.oldPassword, selfText.oldRequired);
  const newPassword = passwordParam(p.newPassword, selfText.newRequired);
  const newPassword1 = passwordParam(p.newPassword1, selfText.confirmRequired);
  // BladeX's order: the old password first, then the confirmation.
  if (!(await verifyPassword(oldPassword, String(user.password ?? '')))) throw badRequest(selfText.wrongOld);
  if (newPassword !== newPassword1) throw badRequest(selfText.mismatch);
  await updateOwnRow(ctx, auth, {
    password: await hashPassword(newPassword),
    update_user: Number(auth.userId),
    update_time: nowText(),
  });
  // Signed in elsewhere with the old password: those sessions end; this one goes on.
  await closeUserSessions(ctx, auth.tenantId, [auth.userId], auth.sessionId);
  return done(req);
}

const AVATAR = /^(\/|https?:\/\/)\S*$/i;

async function updateInfo(ctx: ServerContext, req: FastifyRequest) {
  const { auth } = await currentUser(ctx, req);
  const model = userModel(ctx);
  const p = paramsOf(req);
  const problems: I18nText[] = [];
  const values: Record<string, unknown> = {};
  // Each prop changes only when sent; the limits are the user schema's, so the two never disagree.
  for (const prop of ['realName', 'name', 'phone', 'email', 'avatar'] as const) {
    if (!hasParam(p, prop)) continue;
    const f = model.field(prop)!;
    const v = p[prop].trim();
    const max = f.column?.maxLength ?? 255;
    let problem: I18nText | undefined;
    if (v.includes('\u0000')) problem = selfText.long(f.label, max);
    else if (prop === 'phone') problem = validators.phone(v);
    else if ((prop === 'realName' || prop === 'name') && !v) problem = selfText.blank(f.label);
    else if (prop === 'email' && v) problem = validators.email(v);
    else if (prop === 'avatar' && v && !AVATAR.test(v)) problem = selfText.avatar;
    if (!problem && v.length > max) problem = selfText.long(f.label, max);
    if (problem) problems.push(problem);
    else values[f.dbName] = v;
  }
  if (problems.length)
    throw badRequest({
      zh: problems.map((m) => text(m, 'zh')).join('；'),
      en: problems.map((m) => text(m, 'en')).join('; '),
    });
  if (Object.keys(values).length)
    await updateOwnRow(ctx, auth, { ...values, update_user: Number(auth.userId), update_time: nowText() });
  return done(req);
}

async function info(ctx: ServerContext, req: FastifyRequest) {
  const { auth, user } = await currentUser(ctx, req);
  return ok(req, { ...toWire(userModel(ctx), user), roleName: auth.roleNames.join(',') });
}

export function registerSelfRoutes(ctx: ServerContext, routes: RouteSink): void {
  // One's own profile and password: every signed-in user.
  const access = 'signed-in';
  // user-shanghu (the merchant side's users, the same blade_user rows) answers the same three for the
  // signed-in merchant user: always the caller's own row.
  for (const base of [BASE, '/api/user-shanghu']) {
    routes.add({ method: 'GET', url: `${base}/info`, access, handler: (req) => info(ctx, req) });
    routes.add({ method: 'POST', url: `${base}/update-info`, access, handler: (req) => updateInfo(ctx, req) });
    routes.add({ method: 'POST', url: `${base}/update-password`, access, handler: (req) => updatePassword(ctx, req) });
  }
}
