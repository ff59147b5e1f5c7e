/**
 * Request loggers made on demand. Fastify gives every request a child of the app's logger carrying its
 * request id; creating a pino child serialises those bindings, a visible part of a small request's CPU
 * (≈ 3 % of a list page in the profile) — though most requests log nothing at the configured level. This
 * stand-in has the logger's methods and makes the real child only when a message passes the level.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

type Log = (...args: unknown[]) => void;

class LazyChildLogger {
  private made?: FastifyBaseLogger;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  /** Loggers without levels (Fastify's stand-in when logging is off) let everything through to a no-op. */
  isLevelEnabled(level: string): boolean {
    const logger = (this.made ?? this.parent) as { isLevelEnabled?: (level: string) => boolean };
    return logger.isLevelEnabled?.(level) !== false;
  }

  private log(level: string, args: unknown[]): void {
    if (this.isLevelEnabled(level)) ((this.real() as unknown as Record<string, Log>)[level] as Log)(...args);
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }
  set level(value: string) {
    this.real().level = value;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  fatal(...args: unknown[]) {
    this.log('fatal', args);
  }
  error(...args: unknown[]) {
    this.log('error', args);
  }
  warn(...args: unknown[]) {
    this.log('warn', args);
  }
  info(...args: unknown[]) {
    this.log('info', args);
  }
  debug(...args: unknown[]) {
    this.log('debug', args);
  }
  trace(...args: unknown[]) {
    this.log('trace', args);
  }
  silent() {}
}

/** Fastify's `childLoggerFactory`. */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}
