/**
 * A fake axios adapter for the transport, provider and session tests: no network, every call recorded,
 * answers scripted per test. It applies `validateStatus` like the real adapters do, so the transport's
 * 200..500 rule is really exercised.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

export type Reply =
  | { status: number; data?: unknown; headers?: Record<string, string> }
  | 'network'
  | 'timeout';

export interface Recorded {
  method: string;
  url: string;
  /** Full address with the serialised query string. */
  uri: string;
  params: Record<string, unknown>;
  data: unknown;
  headers: AxiosHeaders;
  config: InternalAxiosRequestConfig;
}

export const ok = (data: unknown): Reply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });

export function installFakeAdapter(inst: AxiosInstance, handler: (call: Recorded) => Reply | Promise<Reply>) {
  const calls: Recorded[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const call: Recorded = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      uri: inst.getUri(config),
      params: { ...(config.params ?? {}) },
      data: typeof config.data === 'string' ? safeJson(config.data) : config.data,
      headers: AxiosHeaders.from(config.headers),
      config,
    };
    calls.push(call);
    const reply = await handler(call);
    if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    if (reply === 'timeout') throw new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED', config, {});
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    if (!config.validateStatus || config.validateStatus(reply.status)) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, {}, response);
  };
  inst.defaults.adapter = adapter;
  return calls;
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
}
