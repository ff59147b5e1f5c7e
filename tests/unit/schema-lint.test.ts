// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineEntity, type LoadedFile } from '../../engine/schema';
import { lintFiles } from '../../engine/schema/lint';
import { loadPluginManifests, loadRegistry, loadSchemaFiles, pluginLintOptions } from '../../engine/schema/node/load';

const root = resolve(import.meta.dirname, '../..');
const broken = resolve(root, 'tests/fixtures/broken-schemas');

describe('schema lint', () => {
  it('passes the real schemas', async () => {
    const { files, problems } = await loadSchemaFiles();
    expect(problems).toEqual([]);
    expect(lintFiles(files, pluginLintOptions(await loadPluginManifests()))).toEqual([]);
  });

  it('rejects an unknown dictionary code, an unknown value type and a duplicate route, naming file and pointer', async () => {
    const { files } = await loadSchemaFiles([broken]);
    const problems = lintFiles(files);
    const found = (file: string, pointer: string, text: string) =>
      problems.some((p) => p.file.endsWith(file) && p.pointer === pointer && p.message.includes(text));
    expect(found('shop/widget.ts', '/columns/1/dict', 'unknown dictionary code "no_such_dict"')).toBe(true);
    expect(found('shop/widget.ts', '/columns/2/type', 'unknown value type "hologram"')).toBe(true);
    expect(found('shop/widget.ts', '/route', 'duplicate route "/shop/widget"') || found('shop/gadget.json', '/route', 'duplicate route "/shop/widget"')).toBe(true);
    expect(problems.every((p) => p.fix.length > 0)).toBe(true);
    expect(problems).toHaveLength(3);
  });

  it('reports shape errors with the JSON pointer and a fix', () => {
    const bad = { ...defineEntity({ name: 'x.y', title: { zh: '甲', en: 'A' }, permission: 'y', api: { service: 's', entity: 'y' }, columns: [{ prop: 'a', label: { zh: '甲', en: 'A' } }] }) };
    const file: LoadedFile = { file: 'schemas/x/y.ts', value: { ...bad, columns: [{ prop: 'a', label: { zh: '甲' }, colour: 'red' }] } as never };
    const problems = lintFiles([file]);
    expect(problems.map((p) => p.pointer)).toEqual(expect.arrayContaining(['/columns/0/label', '/columns/0']));
    expect(problems.find((p) => p.pointer === '/columns/0')?.fix).toContain('remove "colour"');
  });

  it('rejects unknown action keys, plugins and cross-file permission clashes', () => {
    const base = { title: { zh: '甲', en: 'A' }, api: { service: 's', entity: 'e' }, columns: [{ prop: 'state', label: { zh: '状态', en: 'State' } }] };
    const a: LoadedFile = {
      file: 'a.ts',
      value: defineEntity({
        ...base,
        name: 'x.a',
        permission: 'a',
        actions: [
          { key: 'go', label: { zh: '走', en: 'Go' }, scope: 'row', effect: { set: { nope: 1 } } },
          { key: 'go', label: { zh: '走', en: 'Go' }, scope: 'row', plugin: 'ghost' },
        ],
      }),
    };
    const b: LoadedFile = { file: 'b.ts', value: defineEntity({ ...base, name: 'x.b', permission: 'b', actions: [{ key: 'x', label: { zh: '甲', en: 'A' }, scope: 'row', permission: 'a_add', effect: { toggle: 'state' } }] }) };
    const messages = lintFiles([a, b]).map((p) => `${p.file} ${p.pointer} ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'a.ts /actions/0/effect/set/nope "nope" is not a column of x.a',
        'a.ts /actions/1/key duplicate action key "go"',
        'a.ts /actions/1/plugin unknown plugin "ghost"',
        'b.ts /actions/0/permission permission code "a_add" is already used by a.ts',
      ]),
    );
  });

  it('loads .json schema files (with $schema) like .ts ones', async () => {
    const registry = await loadRegistry([resolve(root, 'tests/fixtures/json-schemas')]);
    expect(registry.entity('shop.gizmo')?.columns[0].prop).toBe('name');
    expect(lintFiles(registry.files)).toEqual([]);
  });

  it('the CLI exits non-zero and prints file, pointer and fix', () => {
    let out = '';
    let code = 0;
    try {
      execFileSync(resolve(root, 'node_modules/.bin/tsx'), ['engine/schema/cli.ts', '--dir', broken], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    } catch (err) {
      const e = err as { status: number; stderr: string };
      code = e.status;
      out = e.stderr;
    }
    expect(code).toBe(1);
    expect(out).toContain('tests/fixtures/broken-schemas/shop/widget.ts  /columns/1/dict  unknown dictionary code "no_such_dict"');
    expect(out).toContain('fix:');
  });
});
