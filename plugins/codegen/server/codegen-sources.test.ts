/**
 * Tables read from data sources (develop.datasource rows, password kept encrypted): MySQL/MariaDB — the
 * usual BladeX database, 127.0.0.1:3306 here — and PostgreSQL, each with its column comments, lengths,
 * NOT NULL and keys; a data source that does not answer is a 400 naming it. Each part is skipped, with
 * its reason printed, when its server is not running.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';
import { parseJdbcUrl } from './sources';

const CODE = '/api/blade-develop/code';
const DS = '/api/blade-develop/datasource';
const out = mkdtempSync(join(tmpdir(), 'codegen-'));
process.env.CODEGEN_DIR = out;
const suffix = `${process.pid}_${Date.now().toString(36)}`;
const mysqlTable = `biz_shop_goods_${suffix}`;
const pgTable = `biz_member_card_${suffix}`;
const PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

const mysql = await createConnection({ host: '127.0.0.1', port: 3306, user: 'root', password: '', database: 'test' }).catch((e: Error) => {
  console.log(`MariaDB on 127.0.0.1:3306 not reachable (${e.message}): its part is skipped`);
  return undefined;
});
const pgClient = await (async () => {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    return c;
  } catch (e) {
    console.log(`PostgreSQL on 127.0.0.1:5432 not reachable (${(e as Error).message}): its part is skipped`);
    return undefined;
  }
})();

let s: TestServer;
let c: Client;

async function datasource(name: string, driverClass: string, url: string, username: string, password: string) {
  expect((await c.post(`${DS}/submit`, { name, driverClass, url, username, password })).status).toBe(200);
  return (await c.get(`${DS}/list`, { name })).body.data.records[0].id as string;
}

async function entryFor(datasourceId: string, tableName: string, codeName: string) {
  const body = { datasourceId, codeName, serviceName: 'share-biz', tableName, tablePrefix: 'biz_', menuParent: 'system', schemaFile: `ds/${tableName}.json` };
  expect((await c.post(`${CODE}/submit`, body)).status).toBe(200);
  return (await c.get(`${CODE}/list`, { tableName })).body.data.records[0].id as string;
}

beforeAll(async () => {
  s = await startTestServer();
  c = client(s.app, await login(s.app));
});

afterAll(async () => {
  await mysql?.query(`drop table if exists ${mysqlTable}`);
  await mysql?.end();
  await pgClient?.query(`drop table if exists ${pgTable}`);
  await pgClient?.end();
  await s?.close();
  rmSync(out, { recursive: true, force: true });
});

describe('JDBC addresses', () => {
  it('name the dialect, host, port and database', () => {
    expect(parseJdbcUrl('jdbc:mysql://localhost:3306/bladex?useSSL=false&serverTimezone=GMT%2B8')).toEqual({ dialect: 'mysql', host: 'localhost', port: 3306, database: 'bladex' });
    expect(parseJdbcUrl('jdbc:postgresql://db.internal/blade')).toEqual({ dialect: 'postgres', host: 'db.internal', port: 5432, database: 'blade' });
    expect(parseJdbcUrl('jdbc:sqlite:data/demo.db')).toEqual({ dialect: 'sqlite', file: 'data/demo.db' });
    expect(() => parseJdbcUrl('jdbc:oracle:thin:@127.0.0.1:1521:orcl')).toThrow(/Unsupported data source/);
  });
});

describe.skipIf(!mysql)('a MySQL/MariaDB data source', () => {
  it('gives its table, comments and lengths to the preview', async () => {
    await mysql!.query(`create table ${mysqlTable} (
      id bigint(20) not null auto_increment primary key comment '主键',
      goods_name varchar(80) not null comment '商品名称',
      sale_status tinyint not null default 1 comment '上架状态：0-下架 1-上架',
      price decimal(10,2) not null comment '售价（元）',
      is_hot tinyint(1) default 0 comment '是否热销',
      contact_email varchar(120) comment '联系邮箱',
      publish_time datetime comment '上架时间'
    ) comment '门店商品'`);
    const ds = await datasource(`bladex-mysql-${suffix}`, 'com.mysql.cj.jdbc.Driver', 'jdbc:mysql://127.0.0.1:3306/test?useSSL=false', 'root', 'to-be-cleared');
    // This machine's root has no password: the stored one is cleared, as a source without one is kept.
    await s.database.db.updateTable('blade_datasource').set({ password: '' }).where('id', '=', Number(ds)).execute();
    const tables = (await c.get(`${CODE}/tables`, { datasourceId: ds })).body.data;
    expect(tables).toContainEqual({ name: mysqlTable, comment: '门店商品' });
    const id = await entryFor(ds, mysqlTable, '门店商品');
    const p = (await c.get(`${CODE}/preview`, { id })).body.data;
    const col = Object.fromEntries(p.columns.map((x: { column: string }) => [x.column, x]));
    expect(col.goods_name).toMatchObject({ type: 'text', label: { zh: '商品名称', en: 'Goods name' }, required: true });
    expect(col.sale_status).toMatchObject({ type: 'select', required: false });
    expect(col.price).toMatchObject({ type: 'decimal', label: { zh: '售价', en: 'Price' }, required: true });
    expect(col.is_hot).toMatchObject({ type: 'switch' });
    expect(col.contact_email).toMatchObject({ type: 'email' });
    expect(col.publish_time).toMatchObject({ type: 'datetime' });
    const entity = JSON.parse(p.files.find((f: { role: string }) => f.role === 'entity').text);
    expect(entity.columns.find((x: { prop: string }) => x.prop === 'goodsName').maxLength).toBe(80);
    expect(entity.columns.find((x: { prop: string }) => x.prop === 'price').precision).toBe(2);
    const dicts = JSON.parse(p.files.find((f: { role: string }) => f.role === 'dicts').text).dicts;
    expect(dicts[0].items.map((i: { label: { en: string } }) => i.label.en)).toEqual(['Off sale', 'On sale']);
    expect(p.problems).toEqual([]);
  });

  it('a data source that does not answer is a 400 naming it', async () => {
    const ds = await datasource(`down-${suffix}`, 'com.mysql.cj.jdbc.Driver', 'jdbc:mysql://127.0.0.1:1/nothing', 'root', 'x');
    const r = await c.get(`${CODE}/tables`, { datasourceId: ds });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(new RegExp(`^数据源「down-${suffix}」连接失败：`));
  });
});

describe.skipIf(!pgClient)('a PostgreSQL data source', () => {
  it('gives its table, comments, keys and defaults to the preview', async () => {
    await pgClient!.query(`create table public.${pgTable} (id bigserial primary key, card_no varchar(20) not null, balance_fen bigint not null default 0, level integer, opened_on date)`);
    await pgClient!.query(`comment on column public.${pgTable}.card_no is '会员卡号'`);
    await pgClient!.query(`comment on column public.${pgTable}.level is '卡等级：1-普通 2-银卡 3-金卡'`);
    const ds = await datasource(`pg-${suffix}`, 'org.postgresql.Driver', 'jdbc:postgresql://127.0.0.1:5432/test', 'postgres', 'unused');
    const id = await entryFor(ds, pgTable, '会员卡');
    const p = (await c.get(`${CODE}/preview`, { id })).body.data;
    const col = Object.fromEntries(p.columns.map((x: { column: string }) => [x.column, x]));
    expect(col.id).toMatchObject({ managed: true });
    expect(col.card_no).toMatchObject({ type: 'text', label: { zh: '会员卡号', en: 'Card no' }, required: true });
    expect(col.balance_fen).toMatchObject({ type: 'number', required: false });
    expect(col.level).toMatchObject({ type: 'select', label: { zh: '卡等级', en: 'Level' } });
    expect(col.opened_on).toMatchObject({ type: 'date' });
  });
});
