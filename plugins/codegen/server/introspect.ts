/**
 * What a database says about its tables, through the query builder with bound values: the table list and,
 * for one table, its columns — type, length, precision and scale, NOT NULL, default, primary key,
 * auto-increment, comment — on SQLite, PostgreSQL and MySQL/MariaDB. SQLite keeps no comments, so a
 * `-- comment` after a column in its CREATE statement is read as one.
 */
import { sql, type Kysely } from 'kysely';

export type SourceDialect = 'sqlite' | 'postgres' | 'mysql';
// The tables of a data source are not known in advance: any table, any column.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKysely = Kysely<any>;

export interface DbColumn {
  name: string;
  /** The base type in lower case, without its size: varchar, int, bigint, decimal, datetime, timestamp… */
  type: string;
  length?: number;
  precision?: number;
  scale?: number;
  nullable: boolean;
  /** The default as the database shows it ("0", "'a'", "CURRENT_TIMESTAMP", "nextval(…)"), if any. */
  defaultValue?: string;
  primaryKey: boolean;
  autoIncrement: boolean;
  comment?: string;
}

export interface DbTable {
  name: string;
  comment?: string;
  columns: DbColumn[];
}

export interface TableName {
  name: string;
  comment?: string;
}

const num = (v: unknown): number | undefined => (v === null || v === undefined || v === '' ? undefined : Number(v));
const str = (v: unknown): string | undefined => (v === null || v === undefined || v === '' ? undefined : String(v));

/** "VARCHAR(64)" → varchar, 64; "decimal(10, 2)" → decimal, 10, 2; "bigint(20) unsigned" → bigint. */
export function parseType(declared: string): Pick<DbColumn, 'type' | 'length' | 'precision' | 'scale'> {
  const m = /^\s*([a-zA-Z][a-zA-Z0-9 ]*?)\s*(?:\(\s*(\d+)\s*(?:,\s*(\d+)\s*)?\))?(?:\s+unsigned)?\s*$/i.exec(declared);
  if (!m) return { type: declared.trim().toLowerCase() || 'text' };
  const type = m[1].toLowerCase();
  const a = num(m[2]);
  const b = num(m[3]);
  if (/^(decimal|numeric|number|float|double|real)/.test(type)) return { type, precision: a, scale: b };
  return { type, length: a };
}

/** PostgreSQL's information_schema names → the short forms the mapping reads. */
const PG_TYPES: Record<string, string> = {
  'character varying': 'varchar',
  character: 'char',
  'timestamp without time zone': 'timestamp',
  'timestamp with time zone': 'timestamp',
  'time without time zone': 'time',
  'double precision': 'double',
  integer: 'int',
  numeric: 'decimal',
  jsonb: 'json',
};

/** `-- comment`s after the columns of a SQLite CREATE TABLE statement, by column name; `''` is the table's. */
export function sqliteComments(createSql: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of (createSql ?? '').split('\n')) {
    const m = /--\s*(.+?)\s*$/.exec(line);
    if (!m) continue;
    const code = line.slice(0, m.index).trim();
    if (/^create\s+table/i.test(code)) {
      out.set('', m[1]);
      continue;
    }
    const col = /^[`"[]?([A-Za-z_][A-Za-z0-9_]*)[`"\]]?\s/.exec(code + ' ');
    if (col && !/^(primary|unique|foreign|constraint|check)$/i.test(col[1])) out.set(col[1], m[1]);
  }
  return out;
}

/** The tables of the database (or only the one named `only`), with their comments. */
export async function listTables(db: AnyKysely, dialect: SourceDialect, only?: string): Promise<TableName[]> {
  if (dialect === 'sqlite') {
    let q = db
      .selectFrom('sqlite_master')
      .select(['name', 'sql'])
      .where('type', '=', 'table')
      .where('name', 'not like', 'sqlite_%');
    if (only !== undefined) q = q.where('name', '=', only);
    const rows = await q.orderBy('name').execute();
    return rows.map((r) => ({ name: String(r.name), comment: sqliteComments(r.sql as string).get('') }));
  }
  const schema = dialect === 'postgres' ? sql`current_schema()` : sql`database()`;
  const comment =
    dialect === 'mysql'
      ? sql<string>`table_comment`
      : sql<string>`obj_description((quote_ident(table_schema) || '.' || quote_ident(table_name))::regclass, 'pg_class')`;
  let q = db
    .selectFrom('information_schema.tables')
    .select([sql<string>`table_name`.as('name'), comment.as('comment')])
    .where(sql`table_schema`, '=', schema)
    .where(sql`table_type`, '=', 'BASE TABLE');
  if (only !== undefined) q = q.where(sql`table_name`, '=', only);
  const rows = await q.orderBy('name').execute();
  return rows.map((r) => ({ name: String(r.name), comment: str(r.comment) }));
}

async function describeSqlite(db: AnyKysely, table: string): Promise<DbTable | undefined> {
  const master = await db
    .selectFrom('sqlite_master')
    .select('sql')
    .where('type', '=', 'table')
    .where('name', '=', table)
    .executeTakeFirst();
  if (!master) return undefined;
  const comments = sqliteComments(master.sql as string);
  const info = await sql<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>`
    select name, type, "notnull", dflt_value, pk from pragma_table_info(${table}) order by cid`.execute(db);
  const pkCount = info.rows.filter((r) => r.pk > 0).length;
  return {
    name: table,
    comment: comments.get(''),
    columns: info.rows.map((r) => {
      const t = parseType(r.type || 'text');
      const primaryKey = r.pk > 0;
      return {
        name: r.name,
        ...t,
        nullable: !r.notnull && !primaryKey,
        defaultValue: str(r.dflt_value),
        primaryKey,
        // A lone INTEGER PRIMARY KEY is SQLite's rowid: numbered by the database.
        autoIncrement: primaryKey && pkCount === 1 && t.type === 'integer',
        comment: comments.get(r.name),
      };
    }),
  };
}

async function describeInformationSchema(
  db: AnyKysely,
  dialect: 'postgres' | 'mysql',
  table: string,
): Promise<DbTable | undefined> {
  const here = dialect === 'postgres' ? sql`current_schema()` : sql`database()`;
  const [found] = await listTables(db, dialect, table);
  if (!found) return undefined;
  const comment =
    dialect === 'mysql'
      ? sql<string>`column_comment`
      : sql<string>`col_description((quote_ident(table_schema) || '.' || quote_ident(table_name))::regclass, ordinal_position::int)`;
  const rows = await db
    .selectFrom('information_schema.columns')
    .select([
      sql<string>`column_name`.as('name'),
      sql<string>`data_type`.as('dataType'),
      sql<string>`character_maximum_length`.as('length'),
      sql<string>`numeric_precision`.as('precision'),
      sql<string>`numeric_scale`.as('scale'),
      sql<string>`is_nullable`.as('nullable'),
      sql<string>`column_default`.as('defaultValue'),
      dialect === 'mysql' ? sql<string>`column_type`.as('columnType') : sql<string>`udt_name`.as('columnType'),
      dialect === 'mysql' ? sql<string>`extra`.as('extra') : sql<string>`is_identity`.as('extra'),
      comment.as('comment'),
    ])
    .where(sql`table_schema`, '=', here)
    .where(sql`table_name`, '=', table)
    .orderBy(sql`ordinal_position`)
    .execute();
  const keys = await db
    .selectFrom('information_schema.key_column_usage as k')
    .innerJoin('information_schema.table_constraints as c', (j) =>
      j
        .onRef('c.constraint_name', '=', 'k.constraint_name')
        .onRef('c.table_schema', '=', 'k.table_schema')
        .onRef('c.table_name', '=', 'k.table_name'),
    )
    .select(sql<string>`k.column_name`.as('name'))
    .where('c.constraint_type', '=', 'PRIMARY KEY')
    .where('k.table_schema', '=', here)
    .where('k.table_name', '=', table)
    .execute();
  const pk = new Set(keys.map((k) => String(k.name)));
  return {
    name: table,
    comment: found.comment,
    columns: rows.map((r) => {
      const raw = String(r.dataType).toLowerCase();
      const type = PG_TYPES[raw] ?? raw;
      const columnType = String(r.columnType ?? '').toLowerCase();
      const defaultValue = str(r.defaultValue);
      return {
        name: String(r.name),
        // MySQL's BOOLEAN is tinyint(1).
        type: dialect === 'mysql' && columnType === 'tinyint(1)' ? 'boolean' : type,
        length: num(r.length),
        precision: /decimal|numeric/.test(type) ? num(r.precision) : undefined,
        scale: /decimal|numeric/.test(type) ? num(r.scale) : undefined,
        nullable: String(r.nullable).toUpperCase() === 'YES',
        defaultValue,
        primaryKey: pk.has(String(r.name)),
        autoIncrement:
          dialect === 'mysql'
            ? /auto_increment/i.test(String(r.extra ?? ''))
            : String(r.extra) === 'YES' || /^nextval\(/i.test(defaultValue ?? ''),
        comment: str(r.comment),
      };
    }),
  };
}

/** The table's columns, or undefined when the data source has no such table. */
export function describeTable(db: AnyKysely, dialect: SourceDialect, table: string): Promise<DbTable | undefined> {
  return dialect === 'sqlite' ? describeSqlite(db, table) : describeInformationSchema(db, dialect, table);
}
