/**
 * A streamed workbook sends its bytes while it is written (server/crud/excel/drain.ts): after each batch's
 * `drain`, what the batch held has left through the zip writer — not all of it at the end — and a reader
 * that stops reading holds the writer back instead of letting the sheet pile up in memory.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { openSheet } from '../../server/crud/excel/export';

const columns = Array.from({ length: 12 }, (_, i) => ({ header: `h${i}`, key: `k${i}` }));
const row = (i: number) => columns.map((_c, k) => `行 ${i} 列 ${k} ${'x'.repeat(k)}`);

describe('a streamed export', () => {
  it('sends each batch on before the next is written', async () => {
    const out = new PassThrough();
    let sent = 0;
    out.on('data', (d: Buffer) => (sent += d.length));
    const sheet = openSheet(out, 'rows', columns);
    const afterBatch: number[] = [];
    for (let b = 0; b < 4; b++) {
      for (let i = 0; i < 1000; i++) sheet.add(row(b * 1000 + i));
      await sheet.drain();
      afterBatch.push(sent);
    }
    await sheet.finish();
    // Each batch's compressed rows are out before the next batch: the byte count grows batch by batch.
    expect(afterBatch[0]).toBeGreaterThan(10_000);
    for (let b = 1; b < afterBatch.length; b++) expect(afterBatch[b] - afterBatch[b - 1]).toBeGreaterThan(10_000);
    expect(afterBatch[3]).toBeGreaterThan(sent * 0.7);
  });

  it('waits for a reader that is behind, and ends when the reader has gone', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const sheet = openSheet(out, 'rows', columns);
    for (let i = 0; i < 1000; i++) sheet.add(row(i));
    let drained = false;
    const waiting = sheet.drain().then(
      () => (drained = true),
      (err: unknown) => err,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(drained).toBe(false);
    out.resume();
    await waiting;
    expect(drained).toBe(true);
    out.destroy();
    await expect(sheet.drain()).rejects.toThrow(/closed before the export ended/);
  });
});
