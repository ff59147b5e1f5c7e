/**
 * A line diff of two texts (longest common subsequence), cut into hunks with a few lines of context, as
 * the preview shows it before anything is written. Schema files are a few hundred lines: the quadratic
 * table is small.
 */
export interface DiffLine {
  op: ' ' | '+' | '-';
  text: string;
  /** 1-based line numbers in the old and the new text (absent on the side the line is not in). */
  a?: number;
  b?: number;
}

const MAX_CELLS = 4_000_000;

/** Every line of both texts, marked kept, added or removed. */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = before === '' ? [] : before.replace(/\n$/, '').split('\n');
  const b = after === '' ? [] : after.replace(/\n$/, '').split('\n');
  if (a.length * b.length > MAX_CELLS)
    return [...a.map((text, i) => ({ op: '-' as const, text, a: i + 1 })), ...b.map((text, i) => ({ op: '+' as const, text, b: i + 1 }))];
  // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) out.push({ op: ' ', text: a[i], a: ++i, b: ++j });
    else if (j < b.length && (i >= a.length || lcs[i][j + 1] >= lcs[i + 1][j])) out.push({ op: '+', text: b[j], b: ++j });
    else out.push({ op: '-', text: a[i], a: ++i });
  }
  return out;
}

/** The changed lines with `context` kept lines around each change; a gap is marked by a line of `…`. */
export function hunks(lines: DiffLine[], context = 3): DiffLine[] {
  const keep = new Uint8Array(lines.length);
  lines.forEach((l, k) => {
    if (l.op === ' ') return;
    for (let x = Math.max(0, k - context); x <= Math.min(lines.length - 1, k + context); x++) keep[x] = 1;
  });
  const out: DiffLine[] = [];
  let gap = false;
  lines.forEach((l, k) => {
    if (keep[k]) {
      out.push(l);
      gap = false;
    } else if (!gap && out.length) {
      out.push({ op: ' ', text: '…' });
      gap = true;
    }
  });
  if (out.length && out[out.length - 1].text === '…') out.pop();
  return out;
}

/** The same as unified-diff text (for the CLI and logs). */
export const diffText = (lines: DiffLine[]): string => lines.map((l) => `${l.op}${l.text}`).join('\n');
