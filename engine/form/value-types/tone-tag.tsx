/**
 * A state shown in its colour (a dictionary entry's `tone`): a small tag. Plain spans with one shared
 * stylesheet rather than antd Tags: a 100-row page may show hundreds, and each antd Tag costs a component
 * tree and style work (the CRUD table's bench budget, docs/performance.md).
 */
import type { ReactNode } from 'react';
import type { Tone } from '../../schema/model';

const CSS = `.crud-tone{display:inline-block;padding:0 7px;font-size:12px;line-height:20px;border-radius:4px;white-space:nowrap;border:1px solid transparent}
.crud-tone-success{color:#389e0d;background:#f6ffed;border-color:#b7eb8f}
.crud-tone-processing{color:#0958d9;background:#e6f4ff;border-color:#91caff}
.crud-tone-warning{color:#d46b08;background:#fff7e6;border-color:#ffd591}
.crud-tone-error{color:#cf1322;background:#fff1f0;border-color:#ffa39e}
.crud-tone-default{color:rgba(0,0,0,.65);background:rgba(0,0,0,.04);border-color:#d9d9d9}`;

/** React hoists a `<style href precedence>` into the document head once, however many tags render it. */
const ToneStyle = () => (
  <style href="crud-tone" precedence="default">
    {CSS}
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
