/**
 * Letting a streamed workbook's bytes leave while it is written (excel/export.ts `OpenSheet.drain`).
 *
 * The database driver answers in microtasks, and exceljs's writer hands the sheet to a zip writer
 * (archiver) that compresses on libuv's thread pool, i.e. in later turns of the event loop. An export
 * loop that only awaited its queries never gave it those turns: the whole sheet piled up uncompressed in
 * memory, its first byte left after the last row was read, and the server answered nobody meanwhile.
 *
 * So after each batch: a turn of the event loop; then, while the zip writer has not yet taken what the
 * sheet holds (its input stream is over its high-water mark) or the reader (socket, file) is behind, wait
 * for their `drain` — events, not polling. Memory stays about one batch whatever the row count.
 */
import type { Writable } from 'node:stream';

type Drainable = Pick<Writable, 'writableNeedDrain' | 'destroyed' | 'on' | 'off'> & {
  /** readable-stream 2 (archiver's streams) has no `writableNeedDrain` getter, only its state. */
  _writableState?: { needDrain?: boolean };
};

const needsDrain = (s: Drainable) => !s.destroyed && (s.writableNeedDrain ?? s._writableState?.needDrain ?? false);

const EVENTS = ['drain', 'close', 'error'] as const;

function drainOf(stream: Drainable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const e of EVENTS) stream.off(e, done);
      resolve();
    };
    for (const e of EVENTS) stream.on(e, done);
  });
}

/**
 * The streams between exceljs's sheet and the zip writer: exceljs pipes the sheet's buffer (its worksheet
 * writer's `stream`) into the stream archiver reads. Read defensively — an exceljs without this shape only
 * loses the first wait, not correctness.
 */
export function sheetPipes(sheet: unknown): Drainable[] {
  const pipes = (sheet as { stream?: { pipes?: unknown } }).stream?.pipes;
  return Array.isArray(pipes) ? pipes.filter((p): p is Drainable => typeof (p as Drainable)?.on === 'function') : [];
}

/** Wait until the zip writer and the reader have taken what was written (see the module comment). */
export async function drainSheet(inner: Drainable[], out: Drainable): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  for (;;) {
    if (out.destroyed) throw new Error('the export stream was closed before the export ended');
    const behind = [...inner, out].find(needsDrain);
    if (!behind) return;
    await drainOf(behind);
  }
}
