/**
 * Request loggers are made on demand (server/kernel/http/lazy-logger.ts): nothing is built for a message below the
 * level, and a message that passes carries the request's bindings as a pino child's would.
 */
import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { lazyChildLogger } from '../../server/kernel/http/lazy-logger';

function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  // The app's own pino logger, as Fastify makes it for a `{ level, stream }` option.
  const parent = Fastify({ logger: { level, stream: { write: (s: string) => lines.push(JSON.parse(s)) } } }).log;
  let children = 0;
  const child = parent.child.bind(parent);
  parent.child = ((...args: Parameters<typeof child>) => (children++, child(...args))) as typeof parent.child;
  return { parent: parent as unknown as FastifyBaseLogger, lines, children: () => children };
}

describe('lazy request logger', () => {
  it('makes no child for messages below the level', () => {
    const c = capture('warn');
    const log = lazyChildLogger(c.parent, { reqId: 'req-1' }, {});
    log.info('incoming request');
    log.debug({ x: 1 }, 'detail');
    expect(c.children()).toBe(0);
    expect(c.lines).toHaveLength(0);
    expect(log.level).toBe('warn');
  });

  it('logs with the request bindings once a message passes, making the child once', () => {
    const c = capture('info');
    const log = lazyChildLogger(c.parent, { reqId: 'req-2' }, {});
    log.info('one');
    log.error({ code: 7 }, 'two');
    expect(c.children()).toBe(1);
    expect(c.lines.map((l) => [l.reqId, l.msg, l.level])).toEqual([
      ['req-2', 'one', 30],
      ['req-2', 'two', 50],
    ]);
    expect(c.lines[1].code).toBe(7);
  });

  it('follows a level set on it', () => {
    const c = capture('warn');
    const log = lazyChildLogger(c.parent, { reqId: 'req-3' }, {});
    log.level = 'debug';
    log.debug('now shown');
    expect(c.lines.map((l) => l.msg)).toEqual(['now shown']);
    expect(c.parent.level).toBe('warn');
  });
});
