/**
 * Adapters: one pattern for every outside system (device gateway, payment channel, partner push,
 * marketplace sync, SMS). An adapter is
 *
 * - an interface: an object of async operations `(input, call) => Promise<output>`;
 * - a deterministic **simulator**, the default transport (server/kernel/adapters/simulator.ts): seeded,
 *   with configurable latency, refusals and timeouts, so development and tests never reach the internet;
 * - **real transports** by name (e.g. `http`), chosen by configuration: the environment
 *   (`ADAPTER_<NAME>=http`, settings.ts) or the caller (a config row naming its provider);
 * - one **timeout and error mapping** around every call: a transport that does not answer in time, cannot
 *   be reached or refuses becomes an `AdapterError` — a 400 envelope with a clear zh/en message naming the
 *   outside system and what went wrong (never a 500), marked retryable or not for background jobs.
 *
 * A module declares an adapter once (`defineAdapter`) and gets a live instance from the kernel's registry
 * (`ctx.adapters.get(def)`), which keeps one instance per adapter and transport so a simulator's state
 * (its seeded sequence, a test's script) lasts across calls.
 */
import type { I18nText } from '../../../engine/schema';
import { ApiError } from '../http/errors';
import type { AdapterCall } from './call';
import { Simulation, type SimulatorSettings } from './simulator';

/** What went wrong outside: no answer in time, no connection, a refusal by the other side. */
export type AdapterFailure = 'timeout' | 'unreachable' | 'refused';

/**
 * A failure of an outside system, as the API reports it: 400 with the system's title and the reason in the
 * caller's language. The console's transport shows the server's message for statuses up to 500, so the
 * operator reads "the SMS gateway did not answer within 3000 ms" rather than a generic server error.
 */
export class AdapterError extends ApiError {
  constructor(
    readonly adapter: string,
    readonly failure: AdapterFailure,
    text: I18nText,
    /** Worth trying again later (timeouts, lost connections); a refusal of the input is not. */
    readonly retryable: boolean,
  ) {
    super(400, text);
  }
}

export type { AdapterCall };

// Operations take one input (an object) and the call; `any` keeps each adapter's own input types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AdapterApi = Record<string, (input: any, call: AdapterCall) => Promise<unknown>>;

/** What a caller sees: the same operations without the call argument (the wrapper supplies it). */
export type Client<Api extends AdapterApi> = {
  [K in keyof Api]: (input: Parameters<Api[K]>[0]) => ReturnType<Api[K]>;
};

/** Settings of one adapter (environment, config file or a test). */
export interface AdapterSettings {
  /** `simulator` (default) or the name of a real transport. */
  transport?: string;
  /** Timeout of one call; the definition's default otherwise. */
  timeoutMs?: number;
  /** The real transport's address (e.g. an HTTP gateway). */
  url?: string;
  /** The simulator's behaviour. */
  simulator?: SimulatorSettings;
}

/** A real transport: builds the operations from the settings (address, credentials). */
export type TransportFactory<Api extends AdapterApi> = (settings: AdapterSettings, title: I18nText) => Api;

export interface AdapterDefinition<Api extends AdapterApi> {
  /** Stable name: settings are looked up by it (`ADAPTER_SMS…` for `sms`). */
  name: string;
  /** The outside system's name in messages, as inside a sentence: `{ zh: '短信网关', en: 'the SMS gateway' }`. */
  title: I18nText;
  /** Default timeout of one call. */
  timeoutMs: number;
  /** The deterministic stand-in: the same operations, answering through the simulation. */
  simulator(sim: Simulation): Api;
  /** Real transports by name. */
  transports?: Record<string, TransportFactory<Api>>;
}

export function defineAdapter<Api extends AdapterApi>(def: AdapterDefinition<Api>): AdapterDefinition<Api> {
  return def;
}

/** `the SMS gateway` → `The SMS gateway` at the start of a sentence. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const failureText = {
  timeout: (t: I18nText, ms: number): I18nText => ({
    zh: `${t.zh}在 ${ms} 毫秒内未响应，请稍后重试`,
    en: `${cap(t.en)} did not answer within ${ms} ms: please try again later`,
  }),
  unreachable: (t: I18nText, why: string): I18nText => ({
    zh: `无法连接${t.zh}（${why}），请稍后重试`,
    en: `Could not reach ${t.en} (${why}): please try again later`,
  }),
  refused: (t: I18nText, why: string | I18nText): I18nText => ({
    zh: `${t.zh}拒绝了请求：${typeof why === 'string' ? why : why.zh}`,
    en: `${cap(t.en)} refused the request: ${typeof why === 'string' ? why : why.en}`,
  }),
  unknownTransport: (t: I18nText, name: string): I18nText => ({
    zh: `${t.zh}没有名为「${name}」的接入方式`,
    en: `${cap(t.en)} has no transport named "${name}"`,
  }),
};

/** A refusal by the other side (a transport throws it with the remote's own reason). */
export function refused(adapter: { name: string; title: I18nText }, why: string | I18nText): AdapterError {
  return new AdapterError(adapter.name, 'refused', failureText.refused(adapter.title, why), false);
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The network error code of a failure (fetch wraps it in `cause`). */
function networkCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Any failure of a transport → an AdapterError (an AdapterError passes through unchanged). */
export function mapFailure(def: { name: string; title: I18nText }, err: unknown, timeoutMs: number, timedOut: boolean) {
  if (err instanceof AdapterError) return err;
  if (timedOut) return new AdapterError(def.name, 'timeout', failureText.timeout(def.title, timeoutMs), true);
  const code = networkCode(err);
  if (code) return new AdapterError(def.name, 'unreachable', failureText.unreachable(def.title, code), true);
  const why = err instanceof Error ? err.message : String(err);
  return new AdapterError(def.name, 'unreachable', failureText.unreachable(def.title, why.slice(0, 200)), true);
}

/** One call with the timeout and the error mapping. */
async function guarded<T>(
  def: { name: string; title: I18nText },
  timeoutMs: number,
  run: (call: AdapterCall) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error('timeout'));
      reject(new Error('timeout'));
    }, timeoutMs);
  });
  try {
    return await Promise.race([run({ signal: controller.signal, timeoutMs }), deadline]);
  } catch (err) {
    throw mapFailure(def, err, timeoutMs, timedOut);
  } finally {
    clearTimeout(timer);
  }
}

/** A live adapter: its operations wrapped, and its simulation when it runs on the simulator. */
export interface AdapterInstance<Api extends AdapterApi> {
  client: Client<Api>;
  transport: string;
  timeoutMs: number;
  /** The simulator's state (tests script outcomes through it); undefined on a real transport. */
  simulation?: Simulation;
}

export function instantiate<Api extends AdapterApi>(
  def: AdapterDefinition<Api>,
  settings: AdapterSettings = {},
): AdapterInstance<Api> {
  const transport = settings.transport ?? 'simulator';
  const timeoutMs = settings.timeoutMs ?? def.timeoutMs;
  let api: Api;
  let simulation: Simulation | undefined;
  if (transport === 'simulator') {
    simulation = new Simulation(settings.simulator);
    api = def.simulator(simulation);
  } else {
    const factory = def.transports?.[transport];
    if (!factory) throw new Error(failureText.unknownTransport(def.title, transport).en);
    api = factory(settings, def.title);
  }
  const client = {} as Client<Api>;
  for (const [op, fn] of Object.entries(api))
    (client as Record<string, (input: unknown) => Promise<unknown>>)[op] = (input) =>
      guarded(def, timeoutMs, (call) => fn(input, call));
  return { client, transport, timeoutMs, simulation };
}

/**
 * The kernel's adapters (`ctx.adapters`): one instance per adapter and transport, settings from the
 * configuration (`AppConfig.adapters`, else the environment).
 */
export class AdapterRegistry {
  private readonly live = new Map<string, AdapterInstance<AdapterApi>>();
  constructor(private readonly settings: Record<string, AdapterSettings> = {}) {}

  /** The configured settings of an adapter. */
  settingsOf(name: string): AdapterSettings {
    return this.settings[name] ?? {};
  }

  /**
   * The live instance: the configured transport, or `transport` when the caller chooses (a config row that
   * names its provider). The simulator is always available under `simulator`.
   */
  instance<Api extends AdapterApi>(def: AdapterDefinition<Api>, transport?: string): AdapterInstance<Api> {
    const settings = this.settingsOf(def.name);
    const chosen = transport ?? settings.transport ?? 'simulator';
    const key = `${def.name}\n${chosen}`;
    let inst = this.live.get(key) as AdapterInstance<Api> | undefined;
    if (!inst) {
      inst = instantiate(def, { ...settings, transport: chosen });
      this.live.set(key, inst as unknown as AdapterInstance<AdapterApi>);
    }
    return inst;
  }

  /** The wrapped operations of an adapter. */
  get<Api extends AdapterApi>(def: AdapterDefinition<Api>, transport?: string): Client<Api> {
    return this.instance(def, transport).client;
  }

  /** Whether a real transport is configured for the adapter (else only the simulator runs). */
  hasTransport(def: AdapterDefinition<AdapterApi>, transport: string): boolean {
    return !!def.transports?.[transport];
  }
}
