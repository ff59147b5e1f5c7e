// @vitest-environment node
/**
 * The worked example of docs/architecture.md "### State machines" is real code: every `ts` block there that
 * follows a line naming a file (`path/to/file.ts`) is an exact excerpt of that file. The code itself is
 * tested by tests/server/state-machine.test.ts ("notices") and tests/e2e/admin-state-machine.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const doc = readFileSync(resolve(root, 'docs/architecture.md'), 'utf8');

/** The section's text: from its heading to the next heading of the same or a higher level. */
function section(heading: string): string {
  const start = doc.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no section ${heading}`);
  const rest = doc.slice(start + heading.length + 2);
  const end = rest.search(/\n#{2,3} /);
  return end < 0 ? rest : rest.slice(0, end);
}

/** `ts` code blocks each with the file named on the line before it. */
function excerpts(text: string): Array<{ file: string; code: string }> {
  const out: Array<{ file: string; code: string }> = [];
  const re = /`([\w./-]+\.ts)`\n\n```ts\n([\s\S]*?)\n```/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ file: m[1], code: m[2] });
  return out;
}

describe('docs/architecture.md: state machines', () => {
  const blocks = excerpts(section('### State machines'));

  it('has the worked example: the status column, the machine, the declaration and the module', () => {
    expect(blocks.map((b) => b.file)).toEqual([
      'schemas/system/notice.ts',
      'schemas/system/notice.ts',
      'plugins/desk/plugin.ts',
      'plugins/desk/server/index.ts',
    ]);
  });

  it.each(blocks.map((b, i) => [i, b.file, b.code] as const))(
    'block %i is an exact excerpt of %s',
    (_i, file, code) => {
      expect(readFileSync(resolve(root, file), 'utf8')).toContain(code);
    },
  );
});
