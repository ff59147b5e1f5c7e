// @vitest-environment node
/**
 * The worked example of docs/integrity.md is real code: every `ts` block there that follows a line naming a
 * file (`path/to/file.ts`) is an exact excerpt of that file. The example itself is tested by
 * tests/server/integrity-rules.test.ts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const doc = readFileSync(resolve(root, 'docs/integrity.md'), 'utf8');

const blocks: Array<{ file: string; code: string }> = [];
const re = /`([\w./-]+\.ts)`\n\n```ts\n([\s\S]*?)\n```/g;
for (let m = re.exec(doc); m; m = re.exec(doc)) blocks.push({ file: m[1], code: m[2] });

describe('docs/integrity.md: the worked example', () => {
  it('shows the stock item (its totals and invariant) and the movement (its owner)', () => {
    expect(blocks.map((b) => b.file)).toEqual([
      'tests/server/fixtures/stock-item.ts',
      'tests/server/fixtures/stock-move.ts',
    ]);
  });

  it.each(blocks.map((b, i) => [i, b.file, b.code] as const))(
    'block %i is an exact excerpt of %s',
    (_i, file, code) => {
      expect(readFileSync(resolve(root, file), 'utf8')).toContain(code);
    },
  );
});
