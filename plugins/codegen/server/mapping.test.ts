/**
 * The pure parts of the generator: names and labels, comment enumerations, type parsing, the mapping's
 * rules of thumb, the merge by prop (hand edits stay) and the line diff; the CLI's flags.
 */
import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../engine/schema';
import { entryOfArgs, parseArgs } from './cli';
import { diffLines, hunks } from './diff';
import { parseType, sqliteComments, type DbColumn, type DbTable } from './introspect';
import { generateSchema, keyProblem } from './mapping';
import { mergeDicts, mergeEntity } from './merge';
import { domainOf, englishLabel, enumOfComment, labelOfComment, propOf } from './names';

const col = (name: string, type: string, more: Partial<DbColumn> = {}): DbColumn => ({
  name,
  type,
  nullable: true,
  primaryKey: false,
  autoIncrement: false,
  ...more,
});

const table = (columns: DbColumn[], name = 'biz_shop'): DbTable => ({
  name,
  columns: [col('id', 'bigint', { primaryKey: true, autoIncrement: true, nullable: false }), ...columns],
});

const entry = { codeName: '门店', serviceName: 'share-biz', tableName: 'biz_shop', tablePrefix: 'biz_', menuParent: 'system' };

describe('names', () => {
  it('map snake_case columns to props and back only when reversible', () => {
    expect(propOf('store_name')).toBe('storeName');
    expect(propOf('name')).toBe('name');
    expect(propOf('storeName')).toBeUndefined();
    expect(propOf('store__name')).toBeUndefined();
    expect(propOf('2nd_line')).toBeUndefined();
  });
  it('make labels, enumerations and domains', () => {
    expect(englishLabel('merchant_id')).toBe('Merchant ID');
    expect(labelOfComment('状态：0-停用 1-启用')).toBe('状态');
    expect(labelOfComment('售价（元）')).toBe('售价');
    expect(enumOfComment('状态：0-停用 1-启用')).toEqual([
      { key: 0, label: { zh: '停用', en: 'Disabled' } },
      { key: 1, label: { zh: '启用', en: 'Enabled' } },
    ]);
    expect(enumOfComment('1:正常,2:冻结')?.map((i) => i.label.en)).toEqual(['Normal', 'Frozen']);
    expect(enumOfComment('等级 1 到 5')).toBeUndefined();
    expect(enumOfComment('0-否 0-是')).toBeUndefined();
    expect(domainOf('org.springblade.shop', 'biz_', 'share-biz')).toBe('shop');
    expect(domainOf(undefined, 'biz_', 'share-biz')).toBe('biz');
    expect(domainOf(undefined, undefined, 'share-biz')).toBe('biz');
  });
  it('parse declared types and SQLite comments', () => {
    expect(parseType('VARCHAR(64)')).toEqual({ type: 'varchar', length: 64 });
    expect(parseType('decimal(10, 2)')).toEqual({ type: 'decimal', precision: 10, scale: 2 });
    expect(parseType('bigint(20) unsigned')).toEqual({ type: 'bigint', length: 20 });
    const c = sqliteComments('create table t ( -- 表\n  a int, -- 甲\n  "b" text -- 乙\n, primary key (a) -- 键\n)');
    expect([...c]).toEqual([['', '表'], ['a', '甲'], ['b', '乙']]);
  });
});

describe('mapping', () => {
  it('follows names, types, comments and NOT NULL', () => {
    const g = generateSchema(
      entry,
      table([
        col('shop_name', 'varchar', { length: 40, nullable: false, comment: '店名' }),
        col('open_status', 'int', { nullable: false, defaultValue: '1', comment: '营业状态：1-营业中 2-歇业' }),
        col('status', 'int'),
        col('is_vip', 'tinyint', { defaultValue: "'0'" }),
        col('contact_phone', 'varchar', { length: 11 }),
        col('home_url', 'varchar', { length: 200 }),
        col('open_time', 'datetime'),
        col('opened_at', 'int'),
        col('rating', 'decimal', { precision: 3, scale: 1 }),
        col('intro', 'text'),
        col('ShopCode', 'varchar'),
      ]),
      new Set(),
    );
    const by = Object.fromEntries(g.entity.columns.map((c) => [c.prop, c]));
    expect(by.shopName).toMatchObject({ label: { zh: '店名', en: 'Shop name' }, maxLength: 40, search: true });
    expect(by.shopName.type).toBeUndefined();
    expect(by.shopName.rules?.[0]).toMatchObject({ required: true, message: { zh: '请输入店名', en: 'Please enter the shop name' } });
    expect(by.openStatus).toMatchObject({ type: 'select', dict: 'biz_shop_open_status', default: 1, db: { type: 'int' } });
    expect(by.openStatus.rules).toBeUndefined();
    expect(by.status).toMatchObject({ type: 'select', dict: 'enable_status' });
    expect(by.isVip).toMatchObject({ type: 'switch', default: 0 });
    expect(by.contactPhone).toMatchObject({ type: 'phone', rules: [{ validator: 'phone' }] });
    expect(by.homeUrl).toMatchObject({ type: 'url', rules: [{ validator: 'url' }] });
    expect(by.openTime.type).toBe('datetime');
    expect(by.openedAt.type).toBe('number');
    expect(by.rating).toMatchObject({ type: 'decimal', precision: 1 });
    expect(by.intro).toMatchObject({ type: 'textarea', form: { span: 24 }, table: { hide: true } });
    expect(by.shopCode).toBeUndefined();
    expect(g.notes.map((n) => n.en)).toEqual(['Column ShopCode is not in snake_case, so no field can map to it: left out']);
    expect(g.dicts).toEqual([
      {
        code: 'biz_shop_open_status',
        title: { zh: '营业状态', en: 'Open status' },
        items: [
          { key: 1, label: { zh: '营业中', en: 'Open' } },
          { key: 2, label: { zh: '歇业', en: 'Closed' } },
        ],
      },
    ]);
    expect(g.entity).toMatchObject({ name: 'biz.shop', route: '/biz/shop', permission: 'shop', api: { service: 'share-biz', entity: 'shop' } });
    expect(g.defaultFile).toBe('biz/shop.json');
  });

  it('makes the label column required when no column is NOT NULL, and plain types without wrap mode', () => {
    const g = generateSchema({ ...entry, wrapMode: 0 }, table([col('shop_name', 'varchar'), col('contact_phone', 'varchar')]), new Set());
    expect(g.entity.columns[0].rules?.[0].required).toBe(true);
    expect(g.entity.columns[1].type).toBeUndefined();
    expect(g.notes[0].en).toContain('"Shop name" was made required');
  });

  it('refuses a key other than id', () => {
    expect(keyProblem(table([]), 'id')).toBeUndefined();
    expect(keyProblem(table([]), 'shop_id')?.en).toContain('The primary key must be id');
    expect(keyProblem({ name: 't', columns: [col('code', 'varchar', { primaryKey: true })] }, 'id')?.en).toContain('is not id (it is code)');
  });
});

describe('merge by prop', () => {
  const generated = generateSchema(entry, table([col('shop_name', 'varchar', { nullable: false }), col('city', 'varchar'), col('phone', 'varchar')]), new Set()).entity;
  it('adds new columns after the column they follow and keeps every hand edit', () => {
    const existing: EntitySchema = structuredClone(generated);
    existing.columns = existing.columns.filter((c) => c.prop !== 'city');
    existing.columns[0].label = { zh: '门店', en: 'Store' };
    existing.columns.push({ prop: 'note', label: { zh: '手加', en: 'Added by hand' }, db: { virtual: true } });
    existing.menu = undefined;
    const m = mergeEntity(existing, generated);
    expect(m.added).toEqual(['city']);
    expect(m.merged.columns.map((c) => c.prop)).toEqual(['shopName', 'city', 'phone', 'note']);
    expect(m.merged.columns[0].label).toEqual({ zh: '门店', en: 'Store' });
    expect(m.merged.menu).toBeUndefined();
    expect(m.missing).toEqual([]);
    const gone = mergeEntity(m.merged, { ...generated, columns: generated.columns.filter((c) => c.prop !== 'phone') });
    expect(gone).toMatchObject({ added: [], missing: ['phone'] });
  });
  it('merges dictionaries by code and item key', () => {
    const before = [{ code: 'a', title: { zh: '甲', en: 'A' }, items: [{ key: 1, label: { zh: '改过', en: 'Edited' } }] }];
    const gen = [
      { code: 'a', title: { zh: '甲', en: 'A' }, items: [{ key: 1, label: { zh: '一', en: 'One' } }, { key: 2, label: { zh: '二', en: 'Two' } }] },
      { code: 'b', title: { zh: '乙', en: 'B' }, items: [{ key: 0, label: { zh: '零', en: 'Zero' } }] },
    ];
    const m = mergeDicts(before, gen);
    expect(m.added).toEqual(['a:2', 'b']);
    expect(m.merged[0].items.map((i) => i.label.zh)).toEqual(['改过', '二']);
  });
});

describe('diff', () => {
  it('marks kept, added and removed lines and cuts them into hunks', () => {
    const lines = diffLines('a\nb\nc\n', 'a\nB\nc\nd\n');
    expect(lines.map((l) => `${l.op}${l.text}`)).toEqual([' a', '+B', '-b', ' c', '+d']);
    const many = Array.from({ length: 20 }, (_, i) => `l${i}`);
    const h = hunks(diffLines(many.join('\n'), [...many.slice(0, 10), 'new', ...many.slice(10)].join('\n')), 2);
    expect(h.map((l) => `${l.op}${l.text}`)).toEqual([' l8', ' l9', '+new', ' l10', ' l11']);
  });
});

describe('the CLI', () => {
  it('reads its flags and makes an entry from the table name', () => {
    const e = entryOfArgs(parseArgs(['--table', 'biz_store_patrol', '--out', 'schemas/shop/patrol.json', '--datasource=3']));
    expect(e).toMatchObject({ tableName: 'biz_store_patrol', tablePrefix: 'biz_', serviceName: 'toycar-biz', codeName: 'Store patrol', datasourceId: '3', schemaFile: 'shop/patrol.json', menuParent: 'system' });
    expect(() => parseArgs(['--tabel', 'x'])).toThrow(/Unknown argument "--tabel"/);
    expect(() => entryOfArgs({})).toThrow('--table <name> is required');
  });
});
