// @vitest-environment node
/**
 * The lint of field linkage (engine/schema/lint-linkage.ts): unknown fields, cycles, option links that do
 * not match the column, and linkage where it cannot apply — each named by file, pointer and fix.
 */
import { describe, expect, it } from 'vitest';
import { defineCatalog, defineEntity, required, type Column, type EntitySchema, type LoadedFile } from '../../engine/schema';
import { lintFiles } from '../../engine/schema/lint';
import kiosk from '../server/fixtures/kiosk';
import kioskDicts from '../server/fixtures/kiosk-dicts';
import gadget from '../server/fixtures/gadget';
import fixtureDicts from '../server/fixtures/dicts';

const menus = defineCatalog({ menus: [{ code: 'system', title: { zh: '系统', en: 'System' }, path: '/system' }] });

const base = (columns: Column[], extra: Partial<EntitySchema> = {}): EntitySchema =>
  defineEntity({
    name: 'x.thing',
    title: { zh: '物品', en: 'Things' },
    permission: 'thing',
    api: { service: 'x', entity: 'thing' },
    columns: [{ prop: 'name', label: { zh: '名称', en: 'Name' }, rules: [required('请输入', 'Enter')] }, ...columns],
    ...extra,
  });

function lint(e: EntitySchema) {
  const files: LoadedFile[] = [
    { file: 'menus.ts', value: menus },
    { file: 'kiosk-dicts.ts', value: kioskDicts },
    { file: 'dicts.ts', value: fixtureDicts },
    { file: 'gadget.ts', value: gadget },
    { file: 'thing.ts', value: e },
  ];
  return lintFiles(files).filter((p) => p.file === 'thing.ts');
}

const kind: Column = { prop: 'kind', label: { zh: '类型', en: 'Kind' }, type: 'select', dict: 'kiosk_kind' };
const at = (problems: ReturnType<typeof lint>, pointer: string) => problems.filter((p) => p.pointer === pointer);

describe('linkage lint', () => {
  it('passes the fixture that has every kind of linkage', () => {
    expect(lint(kiosk as EntitySchema)).toEqual([]);
  });

  it('refuses a condition, an option link or a computed value naming a field the schema does not have', () => {
    const problems = lint(
      base([
        kind,
        { prop: 'a', label: { zh: 'a', en: 'a' }, visible: { prop: 'kidn', in: [1] } },
        { prop: 'b', label: { zh: 'b', en: 'b' }, required: { all: [{ prop: 'kind' }, { prop: 'nope' }] } },
        { prop: 'c', label: { zh: 'c', en: 'c' }, type: 'money', compute: { op: 'add', args: [{ prop: 'kind' }, { prop: 'ghost' }] } },
        { prop: 'd', label: { zh: 'd', en: 'd' }, type: 'select', dict: 'kiosk_mode', options: { dependsOn: 'missing', allow: {} } },
      ]),
    );
    expect(at(problems, '/columns/2/visible/prop')[0].message).toBe('"kidn" is not a field of x.thing');
    expect(at(problems, '/columns/2/visible/prop')[0].fix).toContain('name one of: name, kind, a');
    expect(at(problems, '/columns/3/required/all/1/prop')[0].message).toContain('"nope"');
    expect(at(problems, '/columns/4/compute/args/1/prop')[0].message).toContain('"ghost"');
    expect(at(problems, '/columns/5/options/dependsOn')[0].message).toContain('"missing"');
    expect(problems).toHaveLength(4);
  });

  it('refuses fields that depend on each other in a cycle, and a field that depends on itself', () => {
    const problems = lint(
      base([
        { prop: 'a', label: { zh: 'a', en: 'a' }, visible: { prop: 'b', in: [1] } },
        { prop: 'b', label: { zh: 'b', en: 'b' }, type: 'number', compute: { op: 'add', args: [{ prop: 'c' }, { value: 1 }] } },
        { prop: 'c', label: { zh: 'c', en: 'c' }, required: { prop: 'a' } },
        { prop: 'd', label: { zh: 'd', en: 'd' }, disabled: { prop: 'd', in: [1] } },
      ]),
    );
    const cycle = problems.filter((p) => p.message.startsWith('fields depend on each other in a cycle'));
    expect(cycle).toHaveLength(1);
    expect(cycle[0].message).toMatch(/a → b → c → a|b → c → a → b|c → a → b → c/);
    expect(at(problems, '/columns/4/disabled/prop')[0].message).toBe('"d" depends on itself');
  });

  it('refuses option links that do not match the column', () => {
    const problems = lint(
      base([
        kind,
        { prop: 'm', label: { zh: 'm', en: 'm' }, type: 'select', dict: 'kiosk_mode', options: { dependsOn: 'kind', allow: { '9': [1], '1': [7] } } },
        { prop: 'p', label: { zh: 'p', en: 'p' }, type: 'select', dict: 'kiosk_mode', options: { dependsOn: 'kind', param: 'code' } },
        { prop: 'r', label: { zh: 'r', en: 'r' }, type: 'select', ref: { schema: 'test.gadget', label: 'name' }, options: { dependsOn: 'kind', match: 'colour' } },
        { prop: 't', label: { zh: 't', en: 't' }, type: 'select', dict: 'kiosk_mode', options: { dependsOn: 'kind', allow: {}, match: 'x' } },
      ]),
    );
    expect(at(problems, '/columns/2/options/allow/9')[0].message).toBe('"9" is not a key of dictionary "kiosk_kind" (kind)');
    expect(at(problems, '/columns/2/options/allow/1/0')[0].message).toBe('"7" is not a key of dictionary "kiosk_mode"');
    expect(at(problems, '/columns/3/options/param')[0].message).toContain('no remote list');
    expect(at(problems, '/columns/4/options/match')[0].message).toBe('"test.gadget" has no column "colour"');
    expect(at(problems, '/columns/5/options')[0].message).toBe('options name allow and match');
  });

  it('refuses a hidden field a rule always requires, linkage out of the form, on the status, in input forms', () => {
    const problems = lint(
      base(
        [
          { prop: 'a', label: { zh: 'a', en: 'a' }, rules: [required('必填', 'Required')], visible: { prop: 'name' } },
          { prop: 'b', label: { zh: 'b', en: 'b' }, form: false, visible: { prop: 'name' } },
          { prop: 'c', label: { zh: 'c', en: 'c' }, requiredMessage: { zh: '要', en: 'Need' } },
          { prop: 'st', label: { zh: '状态', en: 'State' }, type: 'select', dict: 'kiosk_kind', default: 1, form: false, compute: { value: 1 } },
          { prop: 'total', label: { zh: '合计', en: 'Total' }, type: 'money', compute: { op: 'concat', args: [{ prop: 'name' }] } },
          { prop: 'l', label: { zh: 'l', en: 'l' }, compute: { label: 'name' } },
        ],
        {
          stateMachine: {
            field: 'st',
            transitions: [{ key: 'go', label: { zh: '走', en: 'Go' }, from: [1], to: 2 }],
          },
          actions: [
            {
              key: 'ask',
              label: { zh: '问', en: 'Ask' },
              scope: 'row',
              effect: { set: {} },
              form: [{ prop: 'why', label: { zh: '原因', en: 'Why' }, visible: { prop: 'name' } }],
            },
          ],
        },
      ),
    );
    expect(at(problems, '/columns/1/rules')[0].fix).toContain('required: <condition>');
    expect(at(problems, '/columns/2/visible')[0].message).toContain('not in the form');
    expect(at(problems, '/columns/3/requiredMessage')).toHaveLength(1);
    expect(at(problems, '/columns/4')[0].message).toContain("state machine's status");
    expect(at(problems, '/columns/5/compute/op')[0].message).toContain('holds a number but concat makes text');
    expect(at(problems, '/columns/6/compute/label')[0].message).toBe('"name" has no options, so it has no label');
    expect(at(problems, '/actions/0/form/0/visible')[0].message).toContain("entity's own columns");
  });

  it('the JSON Schema of schema files refuses an unknown test in a condition', () => {
    const problems = lint(base([{ prop: 'a', label: { zh: 'a', en: 'a' }, visible: { prop: 'name', inn: [1] } as never }]));
    expect(problems.some((p) => p.pointer === '/columns/1/visible' && p.fix.includes('remove "inn"'))).toBe(true);
  });
});
