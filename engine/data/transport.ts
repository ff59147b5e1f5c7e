/**
 * The one HTTP client (CONTRACT §1, spec §8 and §9). Every rule of the wire contract lives here, so data
 * providers and auth calls only say what to call:
 * - 10 s timeout, cookies sent, one progress bar while anything is in flight;
 * - `Authorization: Basic base64(clientId:clientSecret)` and `Blade-Auth: bearer <token>`, each skippable
 *   per call (`skipClientAuth`, `skipToken`), plus `Accept-Language` so the server answers in our language;
 * - HTTP 200..500 counts as answered and is judged by `code = body.code ?? status`: white-listed codes reject
 *   silently, 401 logs out locally and goes to /login, anything but 200 toasts the message and rejects;
 * - network failures, timeouts and HTTP > 500 reject with a localised message (toast too). Nothing here
 *   touches a form, so what the user typed is never lost.
 */
import axios, { type AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { message } from 'antd';
import { currentLang } from '../i18n';
import { getToken, localLogout } from '../auth/session';
import { dataText } from './messages';
import { createProgressCounter, nprogressBar, type ProgressBar } from './progress';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Leave out the `Authorization: Basic` client header (third-party endpoints). */
    skipClientAuth?: boolean;
    /** Leave out the `Blade-Auth` token header even when logged in. */
    skipToken?: boolean;
    /** More codes that reject silently for this call only: the caller shows its own message. */
    whiteList?: number[];
  }
}

/** Where user-visible errors go. antd `message` by default; tests and the app shell inject their own. */
export interface Notifier {
  error(text: string): void;
}

export interface TransportConfig {
  /** Prefix of every call; '' = same origin (`/api/...`). Set VITE_API_BASE to call a gateway elsewhere. */
  baseURL: string;
  timeout: number;
  clientId: string;
  clientSecret: string;
  tokenHeader: string;
  /** Codes that reject silently for every call. */
  whiteList: number[];
  loginPath: string;
  getToken: () => string | undefined;
  /** Value of Accept-Language (`zh-CN` or `en`). */
  getLanguage: () => string;
  /** Local logout on 401 (clears tokens, menu, roles, tabs...). */
  onUnauthorized: () => void;
  navigate: (path: string) => void;
  notifier: Notifier;
  progress: ProgressBar;
}

export type FailureKind = 'white-list' | 'unauthorized' | 'failure' | 'network' | 'canceled';

/** What every transport rejection is: the code and body travel with it, for callers that handle them. */
export class TransportError extends Error {
  readonly kind: FailureKind;
  readonly code?: number;
  readonly body?: unknown;
  constructor(msg: string, kind: FailureKind, code?: number, body?: unknown) {
    super(msg);
    this.name = 'TransportError';
    this.kind = kind;
    this.code = code;
    this.body = body;
  }
}

/** The envelope of every non-auth answer (CONTRACT §2). */
export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

const defaults: TransportConfig = {
  baseURL: env.VITE_API_BASE ?? '',
  timeout: 10_000,
  clientId: env.VITE_CLIENT_ID || 'saber',
  clientSecret: env.VITE_CLIENT_SECRET || 'saber_secret',
  tokenHeader: 'Blade-Auth',
  whiteList: [],
  loginPath: '/login',
  getToken,
  getLanguage: () => (currentLang() === 'en' ? 'en' : 'zh-CN'),
  onUnauthorized: localLogout,
  navigate: (path) => {
    if (typeof window !== 'undefined' && window.location.pathname !== path) window.location.assign(path);
  },
  notifier: { error: (text) => void message.error({ content: text, key: text }) },
  progress: nprogressBar,
};

const config: TransportConfig = { ...defaults };
const instances = new Set<AxiosInstance>();

/** Change transport settings (client, base URL, callbacks, notifier...). Applies to calls made afterwards. */
export function configureTransport(changes: Partial<TransportConfig>): void {
  Object.assign(config, changes);
  for (const inst of instances) {
    inst.defaults.baseURL = config.baseURL;
    inst.defaults.timeout = config.timeout;
  }
}

/** Back to the built-in settings (tests). */
export function resetTransport(): void {
  configureTransport({ ...defaults });
}

export const transportConfig = (): Readonly<TransportConfig> => config;

const progress = createProgressCounter(() => config.progress);
const started = new WeakSet<object>();

function finish(cfg: object | undefined): void {
  if (cfg && started.has(cfg)) {
    started.delete(cfg);
    progress.end();
  }
}

/** UTF-8 safe base64 (a client secret may hold any character). */
function base64(text: string): string {
  let bin = '';
  for (const byte of new TextEncoder().encode(text)) bin += String.fromCharCode(byte);
  return btoa(bin);
}

function onRequest(cfg: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (!cfg.skipClientAuth) cfg.headers.set('Authorization', `Basic ${base64(`${config.clientId}:${config.clientSecret}`)}`);
  const token = cfg.skipToken ? undefined : config.getToken();
  if (token) cfg.headers.set(config.tokenHeader, `bearer ${token}`);
  if (!cfg.headers.has('Accept-Language')) cfg.headers.set('Accept-Language', config.getLanguage());
  progress.begin();
  started.add(cfg);
  return cfg;
}

const isJsonType = (type: unknown) => typeof type === 'string' && /json/i.test(type);

/** A failed download answers JSON inside a Blob: read it so its code and message count. */
async function readBody(res: AxiosResponse): Promise<unknown> {
  const data: unknown = res.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob && (isJsonType(data.type) || isJsonType(res.headers?.['content-type']))) {
    try {
      return JSON.parse(await data.text());
    } catch {
      return data;
    }
  }
  return data;
}

function codeOf(body: unknown, status: number): number {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  const n = code === undefined || code === null || code === '' ? NaN : Number(code);
  return Number.isFinite(n) ? n : status;
}

function textOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { msg?: unknown; error_description?: unknown };
  if (typeof b.msg === 'string' && b.msg) return b.msg;
  if (typeof b.error_description === 'string' && b.error_description) return b.error_description;
  return undefined;
}

async function onAnswer(res: AxiosResponse): Promise<AxiosResponse> {
  finish(res.config);
  const body = await readBody(res);
  const code = codeOf(body, res.status);
  const whiteList = [...config.whiteList, ...(res.config.whiteList ?? [])];
  if (whiteList.includes(code)) throw new TransportError(textOf(body) ?? '', 'white-list', code, body);
  if (code === 401) {
    config.onUnauthorized();
    config.navigate(config.loginPath);
  }
  if (code !== 200) {
    const text = textOf(body) || dataText('unknownError');
    config.notifier.error(text);
    throw new TransportError(text, code === 401 ? 'unauthorized' : 'failure', code, body);
  }
  if (body !== res.data && !(typeof Blob !== 'undefined' && body instanceof Blob)) res.data = body;
  return res;
}

function onFailure(error: AxiosError): Promise<never> {
  finish(error.config);
  if (axios.isCancel(error)) return Promise.reject(new TransportError(error.message || 'canceled', 'canceled'));
  const status = error.response?.status;
  let text: string;
  if (status) text = dataText('serverError', { status });
  else if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') text = dataText('timeout');
  else text = dataText('networkError');
  config.notifier.error(text);
  return Promise.reject(new TransportError(text, 'network', status, error.response?.data));
}

/** A new client following the contract. Most code uses the shared `http`; tests may build their own. */
export function createHttp(): AxiosInstance {
  const inst = axios.create({
    baseURL: config.baseURL,
    timeout: config.timeout,
    withCredentials: true,
    // 200..500 are answers judged by their body; only > 500 (and no answer at all) are transport failures.
    validateStatus: (status) => status >= 200 && status <= 500,
    // Repeated keys (`a=1&a=2`) rather than `a[]=1`: what Spring binds to a list.
    paramsSerializer: { indexes: null },
  });
  inst.interceptors.request.use(onRequest);
  inst.interceptors.response.use(onAnswer, onFailure);
  instances.add(inst);
  return inst;
}

export const http: AxiosInstance = createHttp();

/** The `data` of an enveloped answer. */
export const unwrap = <T>(res: AxiosResponse): T => (res.data as Envelope<T>)?.data;
