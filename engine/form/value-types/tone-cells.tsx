/**
 * States in colour and signed money: a choice whose dictionary entry declares a tone shows as a tag of
 * that tone; an amount that leaves (schema `deduction`, or stored negative) shows negative in the error
 * colour. Plain spans with one shared stylesheet, not antd Tags: a 100-row page may hold hundreds (issue 5).
 */
import type { ReactNode } from 'react';
import type { Tone } from '../../schema/model';

const TONE_CSS = `.crud-tone{display:inline-block;padding:0 7px;font-size:12px;line-height:20px;border-radius:4px;white-space:nowrap;border:1px solid transparent}
.crud-tone-success{color:#389e0d;background:#f6ffed;border-color:#b7eb8f}
.crud-tone-processing{color:#0958d9;background:#e6f4ff;border-color:#91caff}
.crud-tone-warning{color:#d46b08;background:#fff7e6;border-color:#ffd591}
.crud-tone-error{color:#cf1322;background:#fff1f0;border-color:#ffa39e}
.crud-tone-default{color:rgba(0,0,0,.65);background:rgba(0,0,0,.04);border-color:#d9d9d9}
.crud-tone+.crud-tone{margin-left:4px}
.crud-amount-out{color:#cf1322}
.crud-empty{color:rgba(128,128,128,.8)}
.theme-dark .crud-tone-success{color:#95de64;background:rgba(82,196,26,.15);border-color:rgba(82,196,26,.4)}
.theme-dark .crud-tone-processing{color:#69b1ff;background:rgba(22,119,255,.15);border-color:rgba(22,119,255,.4)}
.theme-dark .crud-tone-warning{color:#ffc069;background:rgba(250,140,22,.15);border-color:rgba(250,140,22,.4)}
.theme-dark .crud-tone-error,.theme-dark .crud-amount-out{color:#ff7875}
.theme-dark .crud-tone-error{background:rgba(255,77,79,.15);border-color:rgba(255,77,79,.4)}
.theme-dark .crud-tone-default{color:rgba(255,255,255,.75);background:rgba(255,255,255,.08);border-color:rgba(255,255,255,.2)}`;

/** The shared stylesheet (React hoists and dedupes it by href). */
export const ToneStyle = () => (
  <style href="crud-tone-cells" precedence="default">
    {TONE_CSS}
  </style>
);

export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={`crud-tone crud-tone-${tone}`} data-tone={tone}>
      <ToneStyle />
      {children}
    </span>
  );
}

/** An amount that leaves: negative, in the error colour. */
export function AmountOut({ children }: { children: ReactNode }) {
  return (
    <span className="crud-amount-out" data-sign="out">
      <ToneStyle />
      {children}
    </span>
  );
}

/** What an empty cell shows: a dash, not a blank. */
export function EmptyMark() {
  return (
    <span className="crud-empty" data-empty="true">
      <ToneStyle />-
    </span>
  );
}
