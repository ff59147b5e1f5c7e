/** Read-only renderings used by table cells and the view dialog. Empty values render nothing. */
import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import dayjs from 'dayjs';
import { isEmpty } from '../../schema/validators';
import { formatYuan } from '../../schema/money';
import type { Column } from '../../schema/model';
import type { Row } from '../../data/provider';
import { findOption } from '../options';
import { ToneTag } from './tone-tag';
import { formText } from '../locale';
import { links, toKeys } from './keys';
import type { ValueContext, ValueTypeDef } from './types';

type Cell = ValueTypeDef['cell'];

export const textCell: Cell = (v) => (isEmpty(v) ? null : typeof v === 'object' ? JSON.stringify(v) : String(v));

export const passwordCell: Cell = (v) => (isEmpty(v) ? null : '******');

/** Thousands separators and fixed decimals, without locale surprises. */
export function formatNumber(v: unknown, decimals: number | undefined): string | null {
  if (isEmpty(v)) return null;
  const n = Number(v);
  if (Number.isNaN(n)) return String(v);
  const fixed = decimals === undefined ? String(n) : n.toFixed(decimals);
  const [whole, frac] = fixed.split('.');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (frac ? `.${frac}` : '');
}

export const numberCell: Cell = (v, _r, c) => formatNumber(v, c.precision);
export const decimalCell: Cell = (v, _r, c) => formatNumber(v, c.precision ?? 2);
/** Yuan per locale with two decimals (`¥1,234.50`), read and formatted exactly (engine/schema/money.ts). */
export const moneyCell: Cell = (v, row, c, ctx) => {
  if (isEmpty(v)) return null;
  // A deduction's amount is stored positive (the contract's); its row says it counts against (schema `sign`).
  const minus = !!c.sign && c.sign.minus.some((m) => String(m) === String(row?.[c.sign!.prop]));
  if (!minus) return formatYuan(v, ctx.lang);
  const shown = formatYuan(String(v).replace(/^-/, ''), ctx.lang);
  return (
    <span className="money-minus" style={{ color: 'var(--ant-color-error, #ff4d4f)' }}>
      −{shown}
    </span>
  );
};

/**
 * The names the row itself carries for a column (schema `names`), used when the options do not know every
 * key: the platform administrator's screen loads its own tenant's choices, a tenant's row names its own.
 */
const sentNames = (row: Row, c: Column): string | undefined => {
  const names = c.names ? row?.[c.names] : undefined;
  return typeof names === 'string' && names.trim()
    ? names
        .split(',')
        .map((n) => n.trim())
        .join(', ')
    : undefined;
};

/** The label of a chosen key (dictionary label = dictValue for key = dictKey); the raw key if unknown. */
export const choiceCell: Cell = (v, r, c, ctx) => {
  if (isEmpty(v)) return null;
  const option = findOption(ctx.options, v);
  if (option?.tone) return <ToneTag tone={option.tone}>{option.label}</ToneTag>;
  return option?.label ?? sentNames(r, c) ?? String(v);
};

/** The labels of several chosen keys, joined; the row's own names (schema `names`) when the options lack one. */
export function keyLabels(keys: string[], row: Row, c: Column, ctx: ValueContext): string {
  const labels = keys.map((k) => findOption(ctx.options, k)?.label);
  if (labels.some((l) => l === undefined)) {
    const sent = sentNames(row, c);
    if (sent) return sent;
  }
  return labels.map((l, i) => l ?? keys[i]).join(', ');
}

export const multiChoiceCell: Cell = (v, r, c, ctx) => (isEmpty(v) ? null : keyLabels(toKeys(v), r, c, ctx));

export const cascaderCell: Cell = (v, _r, _c, ctx) =>
  isEmpty(v)
    ? null
    : toKeys(v)
        .map((k) => findOption(ctx.options, k)?.label ?? k)
        .join(' / ');

export const switchCell: Cell = (v, _r, _c, ctx: ValueContext) => {
  if (isEmpty(v)) return null;
  const on = v === true || v === 1 || v === '1';
  return findOption(ctx.options, on ? 1 : 0)?.label ?? formText(on ? 'yes' : 'no', ctx.lang);
};

/**
 * Whether a wire value already reads as `format` would print it (CONTRACT §2 formats), with fields in
 * ranges dayjs keeps as they are (day ≤ 28: no month overflow). Such values skip the parse and format:
 * a 100-row page has hundreds of date cells (issue 5); the text shown is the same.
 */
const WIRE_SHAPES: Record<string, RegExp> = {
  'YYYY-MM-DD': /^[1-9]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])$/,
  'YYYY-MM-DD HH:mm:ss': /^[1-9]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
};

export const dateCell = (format: string): Cell => {
  const shape = WIRE_SHAPES[format];
  return (v) => {
    if (isEmpty(v)) return null;
    if (shape && typeof v === 'string' && shape.test(v)) return v;
    const d = dayjs(v as string);
    return d.isValid() ? d.format(format) : String(v);
  };
};

/** Thumbnails as plain images: what the cell shows until antd's Image (with its preview) has loaded. */
const thumbnails = (srcs: string[]) =>
  srcs.map((src) => (
    <img key={src} src={src} width={32} height={32} alt="" style={{ objectFit: 'cover', marginRight: 4 }} />
  ));

/**
 * antd Image (rc-image, ≈ 11 kB gzip) loads with the first image cell rather than with every CRUD
 * screen (issue 5, shell + first screen ≤ 600 kB); the plain thumbnails stand in meanwhile.
 */
const PreviewThumbnails = lazy(() =>
  import('antd/es/image').then(({ default: Image }) => ({
    default: ({ srcs }: { srcs: string[] }) => (
      <Image.PreviewGroup>
        {srcs.map((src) => (
          <Image key={src} src={src} width={32} height={32} style={{ objectFit: 'cover', marginRight: 4 }} />
        ))}
      </Image.PreviewGroup>
    ),
  })),
);

export const imageCell: Cell = (v) => {
  if (isEmpty(v)) return null;
  const srcs = links(v);
  return (
    <Suspense fallback={thumbnails(srcs)}>
      <PreviewThumbnails srcs={srcs} />
    </Suspense>
  );
};

const fileName = (link: string) => decodeURIComponent(link.split('?')[0].split('/').pop() || link);

export const uploadCell: Cell = (v) =>
  isEmpty(v)
    ? null
    : links(v).map((href) => (
        <div key={href}>
          <a href={href} target="_blank" rel="noreferrer">
            {fileName(href)}
          </a>
        </div>
      ));

export const urlCell: Cell = (v) =>
  isEmpty(v) ? null : (
    <a href={String(v)} target="_blank" rel="noreferrer">
      {String(v)}
    </a>
  );

export const emailCell: Cell = (v) => (isEmpty(v) ? null : <a href={`mailto:${String(v)}`}>{String(v)}</a>);

export const colorCell: Cell = (v) =>
  isEmpty(v) ? null : (
    <span>
      <span
        style={{
          display: 'inline-block',
          width: 12,
          height: 12,
          marginRight: 6,
          background: String(v),
          border: '1px solid #d9d9d9',
          verticalAlign: 'middle',
        }}
      />
      {String(v)}
    </span>
  );

/**
 * The look of antd's `<Typography.Text code ellipsis>` (its code and single-line ellipsis styles) on a
 * plain element: Typography brings copy, edit and ellipsis-measuring code (≈ 8 kB gzip) a table cell never
 * uses, and a json column would otherwise put it in the first CRUD screen's bundle (issue 5).
 */
const jsonCode: CSSProperties = {
  display: 'inline-block',
  maxWidth: 320,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
  margin: '0 0.2em',
  padding: '0 0.4em',
  fontSize: '85%',
  fontFamily: "'SFMono-Regular', Consolas, 'Liberation Mono', Menlo, Courier, monospace",
  background: 'rgba(150, 150, 150, 0.1)',
  border: '1px solid rgba(100, 100, 100, 0.2)',
  borderRadius: 3,
};

export const jsonCell: Cell = (v) =>
  isEmpty(v) ? null : <code style={jsonCode}>{typeof v === 'string' ? v : JSON.stringify(v)}</code>;

/** Render a column's value with its value type (falls back to plain text for unknown types). */
export type CellRenderer = (value: unknown, row: Row, column: Column, ctx: ValueContext) => ReactNode;
