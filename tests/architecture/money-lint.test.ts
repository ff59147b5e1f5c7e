/**
 * The guard against float money maths (eslint.config.js, the "money" block): in server/ and plugins/ code
 * ESLint refuses parseFloat, toFixed and scaling by 100 or 0.01 — the usual ways a yuan amount becomes a
 * double — and accepts the money module's way of doing the same. Run with the project's own config, on
 * snippets placed (virtually) where the rule applies and where it does not.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** Messages of the money rule for `code` as if it were the file at `path`. */
async function moneyProblems(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const floatWays = [
  'export const fen = (yuan: number) => Math.round(yuan * 100);',
  'export const fen = (yuan: number) => Math.round(100 * yuan);',
  'export const yuan = (fen: number) => fen / 100;',
  'export const yuan = (fen: number) => fen * 0.01;',
  'export const show = (yuan: number) => yuan.toFixed(2);',
  "export const read = (text: string) => parseFloat(text);",
  "export const read = (text: string) => Number.parseFloat(text);",
  'export function scale(v: { fen: number }) { v.fen /= 100; return v; }',
];

describe('no float arithmetic on money', () => {
  it('refuses each float way in server code and in both halves of a plugin', async () => {
    for (const path of ['server/crud/x.ts', 'plugins/billing/server/x.ts', 'plugins/billing/client/x.tsx']) {
      for (const code of floatWays) {
        const problems = await moneyProblems(code, path);
        expect(problems, `${path}: ${code}`).toHaveLength(1);
        expect(problems[0]).toMatch(/engine\/schema\/money\.ts/);
      }
    }
  }, 60_000);

  it('accepts the money module’s way, and other arithmetic', async () => {
    const code = [
      "import { mulRatio, parseYuan, splitFen, yuanText } from '../../engine/schema/money';",
      'export const fen = (yuan: number) => parseYuan(yuan);',
      'export const text = (fen: number) => yuanText(fen);',
      "export const fee = (fen: number) => mulRatio(fen, '0.006');",
      "export const shares = (fen: number) => splitFen(fen, ['0.7', '0.2', '0.1']);",
      'export const pages = (total: number, size: number) => Math.ceil(total / size);',
      'export const percent = (part: number, whole: number) => Math.round((part * 1000) / whole);',
    ].join('\n');
    expect(await moneyProblems(code, 'server/crud/x.ts')).toEqual([]);
  }, 60_000);

  it('leaves tests and the money module itself alone', async () => {
    expect(await moneyProblems('export const yuan = (fen: number) => fen / 100;', 'server/crud/x.test.ts')).toEqual([]);
    expect(await moneyProblems('export const yuan = (fen: number) => fen / 100;', 'engine/schema/money.ts')).toEqual([]);
  }, 60_000);
});
