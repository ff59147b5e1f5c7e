/**
 * Saber's sign-in exactly as its source does it (facts from chillzhuang/Saber `src/api/user.js`,
 * `src/utils/sm2.js`, `src/axios.js`, `src/config/website.js`), for the SpringBlade-flavour suites:
 * `POST /api/blade-auth/token` with the parameters in the query string — `grantType` (`captcha` when the
 * site's captcha mode is on, else `password`), `tenantId`, `account`, `password` = sm-crypto's
 * `sm2.doEncrypt(typed, publicKey, 0)`, `type` — the headers `Captcha-Key` / `Captcha-Code` and
 * `Authorization: Basic base64(saber:saber_secret)`; the answer is read from `res.data.data`.
 */
import smCrypto from 'sm-crypto';
import type { FastifyInstance } from 'fastify';
import { BASIC, request, TEST_SM2, type Reply } from './helpers';

export const SABER_TOKEN = '/api/blade-auth/token';

/** What Saber's `encrypt()` sends for a typed password (C1C2C3, hex, no leading 04). */
export const saberEncrypt = (typed: string, publicKey = TEST_SM2.publicKey): string =>
  smCrypto.sm2.doEncrypt(typed, publicKey, 0);

export interface SaberLogin {
  tenantId?: string;
  account?: string;
  /** What the user typed; encrypted unless `rawPassword` is given. */
  password?: string;
  rawPassword?: string;
  ip?: string;
  /** Captcha mode (Saber's default): the captcha is fetched and answered (with its test answer) unless given. */
  captcha?: { key: string; code: string } | false;
  lang?: string;
}

/** Saber's captcha call: `GET /api/blade-auth/captcha`, read as `res.data.data`. */
export async function saberCaptcha(app: FastifyInstance, ip = '10.20.0.1') {
  const r = await request(app, {
    method: 'GET',
    url: '/api/blade-auth/captcha',
    headers: { authorization: BASIC },
    remoteAddress: ip,
  });
  return r.body.data as { key: string; image: string; testCode: string };
}

export async function saberLogin(app: FastifyInstance, o: SaberLogin = {}): Promise<Reply> {
  const ip = o.ip ?? '10.20.0.1';
  const captcha =
    o.captcha === false
      ? undefined
      : (o.captcha ?? (await saberCaptcha(app, ip).then((c) => ({ key: c.key, code: c.testCode }))));
  return request(app, {
    method: 'POST',
    url: SABER_TOKEN,
    remoteAddress: ip,
    headers: {
      authorization: BASIC,
      ...(captcha && { 'captcha-key': captcha.key, 'captcha-code': captcha.code }),
      ...(o.lang && { 'accept-language': o.lang }),
    },
    query: {
      grantType: captcha ? 'captcha' : 'password',
      tenantId: o.tenantId ?? '000000',
      account: o.account ?? 'admin',
      password: o.rawPassword ?? saberEncrypt(o.password ?? 'admin'),
      type: 'account',
    },
  });
}

/** Sign in as Saber does and return the access token (fails the test when the sign-in fails). */
export async function saberToken(app: FastifyInstance, o: SaberLogin = {}): Promise<string> {
  const r = await saberLogin(app, o);
  if (r.status !== 200 || !r.body.success)
    throw new Error(`Saber sign-in failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.accessToken as string;
}
