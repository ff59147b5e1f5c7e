/**
 * The server's output never waits for its reader (server/kernel/observe/output.ts): lines are batched per
 * turn of the event loop, dropped and counted past the limit of unwritten bytes, and after the stream
 * failed (the reader went away); `drain` waits a bounded time.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LineOutput } from '../../server/kernel/observe/output';

const tick = () => new Promise((r) => setImmediate(r));

/** A stream whose reader takes nothing until `release()`: what a stalled pipe looks like to Node. */
function stalled() {
  const written: string[] = [];
  let pending: Array<() => void> = [];
  const stream = new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _enc, cb) {
      written.push(chunk.toString());
      pending.push(cb);
    },
  });
  return { stream, written, release: () => (pending.splice(0).forEach((cb) => cb()), (pending = [])) };
}

describe('LineOutput', () => {
  it('writes the lines of one turn together, each ending in a newline', async () => {
    const { stream, written, release } = stalled();
    const out = new LineOutput(stream);
    out.write('a');
    out.write('b\n');
    expect(written).toEqual([]);
    await tick();
    expect(written).toEqual(['a\nb\n']);
    release();
  });

  it('drops and counts what a stalled reader cannot take, never throws, drains within its limit', async () => {
    const { stream, release } = stalled();
    const out = new LineOutput(stream, { maxQueuedBytes: 100 });
    out.write('x'.repeat(60));
    await tick();
    for (let i = 0; i < 5; i++) out.write('y'.repeat(30));
    await tick();
    expect(out.dropped).toBe(5);
    expect(out.pendingBytes).toBe(61);
    const t0 = Date.now();
    await out.drain(100);
    expect(Date.now() - t0).toBeLessThan(1000);
    release();
    await out.drain(100);
    expect(out.pendingBytes).toBe(0);
  });

  it('after the stream failed (EPIPE), every line is dropped and counted', async () => {
    const stream = new Writable({ write: (_c, _e, cb) => cb(Object.assign(new Error('EPIPE'), { code: 'EPIPE' })) });
    const out = new LineOutput(stream);
    out.write('first');
    await tick();
    await tick();
    out.write('second');
    out.write('third');
    await tick();
    expect(out.dropped).toBe(2);
    expect(out.pendingBytes).toBe(0);
  });
});
