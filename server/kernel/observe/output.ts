/**
 * The server's own output (its log lines, the start-up summary, warnings): written so that it can never
 * hold the process up. Whatever happens to the reader — a supervisor that stops reading its pipe, a reader
 * that went away, a closed terminal — the server keeps serving and stops on time; lines that cannot be
 * written are dropped and counted (`dropped`, exported as a metric), never waited for.
 *
 * Why not pino's own destination: it buffers without bound while the pipe is full, and at exit flushes
 * synchronously in a loop that retries every 100 ms — forever once the reader has gone (EPIPE is retried
 * like EAGAIN). A server stopped after its supervisor stopped reading therefore never exited (issue 31).
 *
 * How: lines are gathered and written once per turn of the event loop through Node's own stream of the
 * descriptor (`process.stdout`), which never blocks on a pipe or socket (libuv writes what fits and waits
 * for the rest in the event loop). Before a batch is handed over, the bytes the stream still holds are
 * checked: past `maxQueuedBytes` the batch is dropped. A stream that failed (EPIPE, EIO) drops everything
 * after. At exit, `drain(ms)` gives the stream a bounded moment to empty; `process.exit` never waits on it.
 */
import type { Writable } from 'node:stream';

export interface OutputOptions {
  /** Bytes the stream may hold unwritten before new lines are dropped (default 1 MiB). */
  maxQueuedBytes?: number;
}

type Stream = Writable & { _handle?: { setBlocking?(blocking: boolean): unknown } };

export class LineOutput {
  /** Lines dropped because the reader did not keep up or went away. */
  dropped = 0;
  private batch: string[] = [];
  private batchBytes = 0;
  private scheduled = false;
  private broken = false;
  private readonly maxQueuedBytes: number;

  constructor(
    private readonly stream: Stream,
    opts: OutputOptions = {},
  ) {
    this.maxQueuedBytes = opts.maxQueuedBytes ?? 1024 * 1024;
    stream.on('error', () => {
      // The reader went away (EPIPE) or the terminal closed (EIO): nothing will ever be written again.
      this.broken = true;
    });
    // Node writes to a terminal synchronously (blocking), so a terminal that stopped reading (Ctrl-S, a
    // stuck remote session) would freeze the whole server. libuv opened its own description of the
    // terminal, so making it non-blocking changes nothing for the shell that shares the terminal.
    if ((stream as { isTTY?: boolean }).isTTY) stream._handle?.setBlocking?.(false);
  }

  /** Queue one line (without its newline, or with it: pino's lines end in one). Never throws, never waits. */
  write = (line: string): boolean => {
    if (this.broken) {
      this.dropped++;
      return true;
    }
    const text = line.endsWith('\n') ? line : `${line}\n`;
    this.batch.push(text);
    this.batchBytes += text.length;
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flush);
    }
    return true;
  };

  /** Hand the gathered lines to the stream, or drop them when it still holds too much. */
  flush = (): void => {
    this.scheduled = false;
    const lines = this.batch;
    if (!lines.length) return;
    const bytes = this.batchBytes;
    this.batch = [];
    this.batchBytes = 0;
    if (this.broken || this.stream.destroyed || this.stream.writableLength + bytes > this.maxQueuedBytes) {
      this.dropped += lines.length;
      return;
    }
    try {
      this.stream.write(lines.length === 1 ? lines[0] : lines.join(''));
    } catch {
      this.broken = true;
      this.dropped += lines.length;
    }
  };

  /** Bytes written to the stream but not yet taken by the reader. */
  get pendingBytes(): number {
    return this.broken || this.stream.destroyed ? 0 : this.stream.writableLength + this.batchBytes;
  }

  /** Wait until everything is written or `ms` passed, whichever comes first (for a stop about to exit). */
  async drain(ms: number): Promise<void> {
    this.flush();
    const until = Date.now() + ms;
    while (this.pendingBytes > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  }
}

/** The process's standard output and error, shared by the logger and the start-up messages. */
let standard: { out: LineOutput; err: LineOutput } | undefined;
export function standardOutput(): { out: LineOutput; err: LineOutput } {
  return (standard ??= { out: new LineOutput(process.stdout), err: new LineOutput(process.stderr) });
}

/** What the standard output dropped and holds, if the process uses it (the metrics; never creates it). */
export function peekStandardOutput(): { dropped: number; pendingBytes: number } | undefined {
  if (!standard) return undefined;
  return {
    dropped: standard.out.dropped + standard.err.dropped,
    pendingBytes: standard.out.pendingBytes + standard.err.pendingBytes,
  };
}
