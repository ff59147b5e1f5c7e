/**
 * Failures a handler raises on purpose. Each carries the envelope code (which the HTTP status mirrors) and
 * its message in both languages; the error handler picks the caller's language.
 */
import type { I18nText } from '../../../engine/schema';

export type FailureCode = 400 | 401 | 403 | 404 | 405 | 409 | 429 | 500 | 503;

export class ApiError extends Error {
  constructor(
    readonly code: FailureCode,
    readonly text: I18nText | string,
    /** The OAuth token endpoint answers `{ error_code, error_description }` instead of the envelope (CONTRACT §4). */
    readonly form: 'envelope' | 'oauth' = 'envelope',
  ) {
    super(typeof text === 'string' ? text : text.en);
  }
}

export const msg = {
  success: { zh: '操作成功', en: 'Success' },
  unauthorized: { zh: '请求未授权，请重新登录', en: 'Not signed in or the session has expired: please sign in again' },
  forbidden: { zh: '缺少操作权限', en: 'You do not have permission for this operation' },
  notFound: { zh: '接口不存在', en: 'No such endpoint' },
  recordNotFound: { zh: '数据不存在或已被删除', en: 'The record does not exist or has been removed' },
  methodNotAllowed: { zh: '请求方法不支持', en: 'This endpoint does not accept that method' },
  internal: { zh: '系统繁忙，请稍后再试', en: 'Something went wrong on the server; please try again later' },
  badJson: { zh: '请求体不是合法的 JSON', en: 'The request body is not valid JSON' },
  bodyTooLarge: { zh: '请求体过大', en: 'The request body is too large' },
  badMediaType: {
    zh: '不支持的 Content-Type，请使用 application/json',
    en: 'Unsupported Content-Type: send application/json',
  },
  badUrl: { zh: '请求地址不合法', en: 'The request address is not valid' },
  urlTooLong: { zh: '请求地址过长', en: 'The request address is too long' },
  headersTooLarge: { zh: '请求头过大', en: 'The request headers are too large' },
  badHttp: { zh: '请求格式不合法', en: 'The request is not valid HTTP' },
  requestTimeout: { zh: '请求超时', en: 'The request took too long to arrive' },
  tooManyRequests: (seconds: number): I18nText => ({
    zh: `请求过于频繁，请 ${seconds} 秒后再试`,
    en: `Too many requests: try again in ${seconds} s`,
  }),
  databaseDown: {
    zh: '数据库暂时不可用，请稍后再试',
    en: 'The database is not reachable at the moment: please try again shortly',
  },
  badRequest: { zh: '请求不合法', en: 'The request is not valid' },
  bodyNotObject: { zh: '请求体必须是 JSON 对象', en: 'The request body must be a JSON object' },
  selectOne: { zh: '请选择至少一条数据', en: 'Please select at least one row' },
} satisfies Record<string, I18nText | ((n: number) => I18nText)>;

export const badRequest = (text: I18nText | string) => new ApiError(400, text);
export const notFound = (text: I18nText = msg.recordNotFound) => new ApiError(404, text);
export const forbidden = () => new ApiError(403, msg.forbidden);
/** 409: the record changed between reading and writing it (another request won the race). */
export const conflict = (text: I18nText) => new ApiError(409, text);
export const unauthorized = () => new ApiError(401, msg.unauthorized);
