/**
 * The server's logger (pino) over the non-blocking output of ./output.ts.
 *
 * - Not on a terminal (a supervisor, systemd, a container runtime reads the output): JSON lines, one per
 *   record, the start-up summary included, so whatever collects them parses one format.
 * - On a terminal: the same records as short readable lines (`12:04:05 WARN message [request id]`), and by
 *   default only warnings and errors — the access log (one `info` record per request, ./access-log.ts) is
 *   turned on with `LOG_LEVEL=info`.
 */
import pino, { type Logger } from 'pino';
import type { LineOutput } from './output';

export type LogFormat = 'json' | 'text';

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields the text form shows in its own way (or not at all). */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

const clock = (ms: number) => new Date(ms).toTimeString().slice(0, 8);

/** One JSON record as a terminal line. */
export function textLine(json: string): string {
  let rec: Record<string, unknown>;
  try {
    rec = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const level = LEVEL_NAMES[Number(rec.level)] ?? String(rec.level);
  const err = rec.err as { message?: string; stack?: string } | undefined;
  const extra = Object.entries(rec)
    .filter(([k]) => !SHOWN.has(k))
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return [
    clock(Number(rec.time) || Date.now()),
    level,
    String(rec.msg ?? ''),
    err ? `— ${level === 'ERROR' || level === 'FATAL' ? (err.stack ?? err.message) : err.message}` : '',
    extra.length ? `(${extra.join(' ')})` : '',
    rec.reqId ? `[${String(rec.reqId)}]` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface LoggerOptions {
  level: string;
  format: LogFormat;
  output: LineOutput;
}

export function createLogger({ level, format, output }: LoggerOptions): Logger {
  const stream =
    format === 'json' ? { write: output.write } : { write: (line: string) => output.write(textLine(line)) };
  return pino({ level, base: { pid: process.pid } }, stream);
}

/** The default level: quiet on a terminal (warnings), the access log when something collects the output. */
export function defaultLogLevel(env: NodeJS.ProcessEnv, onTerminal: boolean): string {
  if (env.LOG_LEVEL) return env.LOG_LEVEL;
  if (env.NODE_ENV === 'test' || onTerminal) return 'warn';
  return 'info';
}
