/**
 * The plain real transport most adapters start with: JSON over HTTP(S) to the configured address
 * (`ADAPTER_<NAME>_URL`), with the call's abort signal, so the adapter's timeout really stops waiting.
 * A 2xx answer is the result; any other status is a refusal carrying the remote's `msg` / `message` (or
 * the status line); a failed connection is left to the adapter's error mapping (unreachable).
 */
import type { I18nText } from '../../../engine/schema';
import { refused, type AdapterCall, type AdapterSettings } from './adapter';

export interface JsonPoster {
  post<T = unknown>(path: string, body: unknown, call: AdapterCall): Promise<T>;
}

export function httpJson(name: string, settings: AdapterSettings, title: I18nText): JsonPoster {
  const base = settings.url;
  if (!base) throw new Error(`adapter ${name}: the http transport needs ADAPTER_${name.toUpperCase()}_URL`);
  return {
    async post<T>(path: string, body: unknown, call: AdapterCall): Promise<T> {
      const res = await fetch(new URL(path, base.endsWith('/') ? base : `${base}/`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: call.signal,
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        /* not JSON: keep the text */
      }
      if (!res.ok) {
        const o = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
        const why = String(o.msg ?? o.message ?? `HTTP ${res.status} ${res.statusText}`).slice(0, 300);
        throw refused({ name, title }, why);
      }
      return parsed as T;
    },
  };
}
