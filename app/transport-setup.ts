/**
 * The app's settings for the HTTP transport, without loading it. The transport brings axios, nprogress
 * and antd's static message (≈ 25 kB gzip): the first page (login) must paint without them (issue 5,
 * login route ≤ 250 kB), so boot and the root record their settings here and the transport module is
 * imported on first use, getting every setting recorded so far before anyone can send a request.
 *
 * Rule for callers: code that reaches the transport through a lazy import on the login route goes
 * through `loadTransport()`; lazy routes that import it statically (the shell, the lock page) are loaded
 * together with `loadTransport()` by the router, so their first request already sees these settings.
 */
import type { TransportConfig } from '../engine/data/transport';

type TransportModule = typeof import('../engine/data/transport');

const recorded: Partial<TransportConfig> = {};
let loaded: TransportModule | undefined;
let loading: Promise<TransportModule> | undefined;

/** Record settings; applied now if the transport is loaded, else as soon as it is. */
export function setTransport(changes: Partial<TransportConfig>): void {
  Object.assign(recorded, changes);
  loaded?.configureTransport(changes);
}

/** The transport module, configured with everything recorded (loaded once). */
export function loadTransport(): Promise<TransportModule> {
  loading ??= import('../engine/data/transport').then((m) => {
    m.configureTransport(recorded);
    loaded = m;
    return m;
  });
  return loading;
}
