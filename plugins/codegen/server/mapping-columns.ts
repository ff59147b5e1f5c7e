/**
 * One database column → one schema column (value type, label, rules, search, storage hints), with the
 * dictionary its comment enumerates. The rules of thumb are listed in docs/areas/codegen.md.
 */
import type { Column, DictSeed, I18nText, Rule } from '../../../engine/schema';
import type { DbColumn } from './introspect';
import { chineseFromName, englishLabel, enumOfComment, labelOfComment, propOf } from './names';

/** What the preview shows for a column: where it went, or why it was left out. */
export interface MappedColumn {
  column: string;
  dbType: string;
  prop?: string;
  type?: string;
  label?: I18nText;
  required?: boolean;
  dict?: string;
  /** Managed by the server (id, tenant, audit, deletion flag). */
  managed?: boolean;
  skipped?: I18nText;
}

export interface MapOptions {
  /** Recognise obvious names (status, phone, email…). */
  wrap: boolean;
  /** Generated dictionary codes start with it (the table name). */
  dictPrefix: string;
  /** Dictionary codes already defined: a generated one must not take them. */
  dictCodesInUse: Set<string>;
}

const INT = /^(int|integer|smallint|mediumint|tinyint|bigint|serial|bigserial|smallserial|int2|int4|int8)$/;
const DEC = /^(decimal|numeric|number|real|float|float4|float8|double|money)$/;
const LONG_TEXT = /^(text|tinytext|mediumtext|longtext|clob)$/;
const STATUS_LIKE = /(^|_)(status|state|type|category|kind|level)$/;

const validatorRules: Record<string, Rule> = {
  phone: { validator: 'phone', message: { zh: '手机号码格式不正确', en: 'The phone number is not valid' } },
  email: { validator: 'email', message: { zh: '邮箱格式不正确', en: 'The email address is not valid' } },
  url: {
    validator: 'url',
    message: { zh: '请输入以 http 或 https 开头的地址', en: 'Please enter an address starting with http or https' },
  },
};

/** The value type a column's name calls for (wrap mode), if any. */
function typeByName(name: string): string | undefined {
  if (/^is_/.test(name)) return 'switch';
  if (/(^|_)(phone|mobile|tel|telephone)$/.test(name)) return 'phone';
  if (/(^|_)email$/.test(name)) return 'email';
  if (/(^|_)(url|link|website|homepage)$/.test(name)) return 'url';
  if (/(^|_)(image|img|pic|picture|photo|avatar|logo|cover)$/.test(name)) return 'image';
  if (/(^|_)(time|at)$/.test(name)) return 'datetime';
  if (/(^|_)(date|day)$/.test(name)) return 'date';
  if (/(^|_)(remark|description|content|memo|note|notes|detail)$/.test(name)) return 'textarea';
  return undefined;
}

/** The value type a column's database type calls for. */
function typeByDb(col: DbColumn): string {
  const t = col.type;
  if (INT.test(t)) return 'number';
  if (DEC.test(t)) return 'decimal';
  if (/^(bool|boolean|bit)$/.test(t)) return 'switch';
  if (/^(datetime|timestamp|timestamptz)$/.test(t)) return 'datetime';
  if (t === 'date') return 'date';
  if (/^jsonb?$/.test(t)) return 'json';
  if (LONG_TEXT.test(t)) return 'textarea';
  return 'text';
}

/** A numeric default ("0", "'1'", "1::smallint"), else undefined. */
function numericDefault(v: string | undefined): number | undefined {
  const m = /^\(?'?(-?\d+(?:\.\d+)?)'?\)?(::[a-z ]+)?$/i.exec(v?.trim() ?? '');
  return m ? Number(m[1]) : undefined;
}

function dictCode(prefix: string, column: string, inUse: Set<string>): string {
  const base = `${prefix}_${column}`.replace(/[^a-zA-Z0-9_]/g, '_').replace(/^[^a-zA-Z]+/, '') || 'gen_dict';
  let code = base;
  for (let i = 2; inUse.has(code); i++) code = `${base}_${i}`;
  return code;
}

export function mapColumn(
  col: DbColumn,
  o: MapOptions,
): { column?: Column; dict?: DictSeed; note?: I18nText; info: MappedColumn } {
  const prop = propOf(col.name);
  if (!prop) {
    const skipped = {
      zh: `列名 ${col.name} 不是小写加下划线的形式，本系统无法对应字段，已跳过`,
      en: `Column ${col.name} is not in snake_case, so no field can map to it: left out`,
    };
    return { info: { column: col.name, dbType: col.type, skipped }, note: skipped };
  }
  const commentLabel = labelOfComment(col.comment);
  const label: I18nText = {
    zh: commentLabel ?? chineseFromName(col.name) ?? englishLabel(col.name),
    en: englishLabel(col.name),
  };
  const integer = INT.test(col.type);
  let type = (o.wrap && typeByName(col.name)) || typeByDb(col);
  // A name can only refine a type that stores alike: `*_time` in an integer column stays a number.
  if (type === 'switch' && !(integer || /^(bool|boolean|bit)$/.test(col.type))) type = typeByDb(col);
  if (['datetime', 'date'].includes(type) && (integer || DEC.test(col.type))) type = typeByDb(col);
  const column: Column = { prop, label, type };
  let dict: DictSeed | undefined;
  const items = o.wrap ? enumOfComment(col.comment) : undefined;
  // An enumeration in the comment makes any column a choice; a bare integer `status` is BladeX's 0/1.
  if (o.wrap && (items || (STATUS_LIKE.test(col.name) && integer))) {
    if (items) {
      const code = dictCode(o.dictPrefix, col.name, o.dictCodesInUse);
      dict = { code, title: { zh: label.zh, en: label.en }, items };
      column.dict = code;
    } else if (col.name === 'status') column.dict = 'enable_status';
    if (column.dict) {
      column.type = 'select';
      column.search = { mode: 'exact' };
    }
  }
  const finalType = column.type ?? 'text';
  // Text is the default value type: a schema file says nothing about it.
  if (finalType === 'text') delete column.type;
  // Storage: keep the table's own kind where the value type would store it otherwise.
  if (integer && (finalType === 'select' || finalType === 'number' || finalType === 'switch'))
    column.db = { type: /bigint|int8|bigserial/.test(col.type) ? 'bigint' : 'int' };
  else if (finalType === 'select' && !integer) column.db = { type: 'string' };
  if (finalType === 'decimal' && col.scale !== undefined) column.precision = Math.min(col.scale, 6);
  if (col.length && ['text', 'phone', 'email', 'url', 'image', 'select'].includes(finalType) && col.length <= 4000)
    column.maxLength = col.length;
  if (/(^|_)(name|title|code|no|phone|mobile)$/.test(col.name) && !column.search) column.search = true;
  if (finalType === 'textarea' || finalType === 'json') {
    column.form = { span: 24 };
    column.table = { hide: true };
  }
  const def = numericDefault(col.defaultValue);
  if (def !== undefined && ['number', 'decimal', 'switch', 'select', 'radio'].includes(finalType)) column.default = def;
  const rules: Rule[] = [];
  const required = !col.nullable && col.defaultValue === undefined && !col.autoIncrement;
  if (required) {
    const choose = ['select', 'switch', 'date', 'datetime'].includes(finalType);
    rules.push({
      required: true,
      message: choose
        ? { zh: `请选择${label.zh}`, en: `Please choose the ${label.en.toLowerCase()}` }
        : { zh: `请输入${label.zh}`, en: `Please enter the ${label.en.toLowerCase()}` },
    });
  }
  if (validatorRules[finalType]) rules.push(validatorRules[finalType]);
  if (rules.length) column.rules = rules;
  const info: MappedColumn = {
    column: col.name,
    dbType: col.type,
    prop,
    type: finalType,
    label,
    required,
    ...(typeof column.dict === 'string' && { dict: column.dict }),
  };
  return { column, dict, info };
}
