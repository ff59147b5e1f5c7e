/**
 * Adapter settings from the environment, per adapter name (upper case, `-` as `_`):
 *
 * | variable                          | meaning                                                        |
 * | --------------------------------- | -------------------------------------------------------------- |
 * | `ADAPTER_<NAME>`                  | the transport: `simulator` (default) or a real one, e.g. `http` |
 * | `ADAPTER_<NAME>_URL`              | the real transport's address                                   |
 * | `ADAPTER_<NAME>_TIMEOUT_MS`       | timeout of one call                                            |
 * | `ADAPTER_<NAME>_SIMULATOR`        | `seed=7,latency=20-80,failure=0.1,timeout=0.05`                |
 *
 * e.g. `ADAPTER_SMS=http ADAPTER_SMS_URL=https://sms.example/send ADAPTER_SMS_TIMEOUT_MS=3000`.
 */
import type { AdapterSettings } from './adapter';
import type { SimulatorSettings } from './simulator';

const SUFFIXES = ['_TIMEOUT_MS', '_SIMULATOR', '_URL'] as const;

/** `seed=7,latency=20-80,failure=0.1,timeout=0.05` → simulator settings (unknown keys are an error). */
export function parseSimulator(text: string): SimulatorSettings {
  const out: SimulatorSettings = {};
  for (const part of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [key, value = ''] = part.split('=').map((s) => s.trim());
    const n = Number(value);
    switch (key) {
      case 'seed':
        out.seed = n;
        break;
      case 'latency': {
        const [a, b] = value.split('-').map(Number);
        out.latencyMs = b === undefined ? a : [a, b];
        break;
      }
      case 'failure':
        out.failureRate = n;
        break;
      case 'timeout':
        out.timeoutRate = n;
        break;
      default:
        throw new Error(`adapter simulator setting "${key}" is not known (seed, latency, failure, timeout)`);
    }
    if (key !== 'latency' && !Number.isFinite(n)) throw new Error(`adapter simulator setting ${key} needs a number`);
  }
  return out;
}

export function adapterSettingsFromEnv(env: NodeJS.ProcessEnv): Record<string, AdapterSettings> {
  const out: Record<string, AdapterSettings> = {};
  const of = (name: string) => (out[name.toLowerCase().replace(/_/g, '-')] ??= {});
  for (const [key, value] of Object.entries(env)) {
    if (!key.startsWith('ADAPTER_') || value === undefined || value === '') continue;
    const rest = key.slice('ADAPTER_'.length);
    const suffix = SUFFIXES.find((s) => rest.endsWith(s));
    if (!suffix) {
      of(rest).transport = value;
      continue;
    }
    const settings = of(rest.slice(0, -suffix.length));
    if (suffix === '_URL') settings.url = value;
    else if (suffix === '_SIMULATOR') settings.simulator = parseSimulator(value);
    else {
      const ms = Number(value);
      if (!Number.isInteger(ms) || ms <= 0) throw new Error(`${key} must be a number of milliseconds, got "${value}"`);
      settings.timeoutMs = ms;
    }
  }
  return out;
}
