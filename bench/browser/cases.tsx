/**
 * What the bench page measures (called by Playwright through `window.bench`, see main.tsx):
 * - crud(): first render of a CrudPage once its 100 × 50 rows arrive (fetch resolve → painted);
 * - antd(): the same rows and columns in a bare antd Table, same host, same measure (the ratio);
 * - scroll(): a 10,000-row CrudPage (virtual) scrolled every frame: frames per second, long tasks;
 * - form(): a 500-field Formily form from a schema; keystrokes timed keydown → painted.
 */
import { useEffect, useState } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { createForm } from '@formily/core';
import { CrudPage } from '../../engine/crud';
import { ScreenOptionsProvider } from '../../engine/form';
import { SchemaForm } from '../../engine/form/SchemaForm';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import type { DataProvider, Row } from '../../engine/data/provider';
import { createRegistry } from '../../engine/schema/registry';
import type { EntitySchema } from '../../engine/schema/model';
import { benchColumns, benchDicts, benchEntity, benchRows } from '../fixtures/wide';
import { Host, mount } from './host';
import { afterPaint, bodyRowCount, median, paintedWhen, percentile } from './measure';

const TABLE = benchEntity('bench.wide', 50, 100);
const SCROLL = benchEntity('bench.long', 12, 10_000);
const registry = createRegistry([
  { file: 'bench/wide.ts', value: TABLE },
  { file: 'bench/long.ts', value: SCROLL },
  { file: 'bench/dicts.ts', value: benchDicts },
]);
const memory = createMemoryProvider({
  registry,
  rows: { 'bench.wide': benchRows(100, 50), 'bench.long': benchRows(10_000, 12) },
});

/** The moment the rows were handed to the screen (the end of "data arrives"). */
let dataAt = 0;
const provider: DataProvider = {
  ...memory,
  async page(e, q) {
    const result = await memory.page(e, q);
    dataAt = performance.now();
    return result;
  },
};

async function renderCrud(schema: EntitySchema, rows: number) {
  dataAt = 0;
  const m = mount(
    <Host provider={provider} registry={registry}>
      <CrudPage schema={schema} />
    </Host>,
  );
  const end = await paintedWhen(() => dataAt > 0 && bodyRowCount(m.container) >= Math.min(rows, 10));
  return { ms: end - dataAt, m };
}

export async function crud(): Promise<number> {
  const { ms, m } = await renderCrud(TABLE, 100);
  m.unmount();
  return ms;
}

const bareColumns: TableColumnsType<Row> = benchColumns(50).map((c) => ({
  key: c.prop,
  dataIndex: c.prop,
  title: c.label.zh,
  width: 140,
}));

function BareTable({ onRows }: { onRows: () => void }) {
  const [rows, setRows] = useState<Row[]>();
  useEffect(() => {
    void memory.page(TABLE, { current: 1, size: 100, params: {} }).then((r) => {
      dataAt = performance.now();
      setRows(r.records);
      onRows();
    });
  }, [onRows]);
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      bordered
      columns={bareColumns}
      dataSource={rows ?? []}
      loading={!rows}
      pagination={{ pageSize: 100, total: 100 }}
      scroll={{ x: 'max-content' }}
    />
  );
}

export async function antd(): Promise<number> {
  dataAt = 0;
  const m = mount(
    <Host provider={provider} registry={registry}>
      <BareTable onRows={noop} />
    </Host>,
  );
  const end = await paintedWhen(() => dataAt > 0 && bodyRowCount(m.container) >= 100);
  m.unmount();
  return end - dataAt;
}
const noop = () => {};

export async function scroll(durationMs: number) {
  const { ms: firstMs, m } = await renderCrud(SCROLL, 10_000);
  const holder = m.container.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder');
  if (!holder) throw new Error('the 10,000-row table is not virtual');
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
  observer.observe({ type: 'longtask', buffered: false });
  const frames: number[] = [];
  await new Promise<void>((resolve) => {
    const start = performance.now();
    const step = (t: number) => {
      frames.push(t);
      holder.scrollTop += 120; // ~3 rows a frame: a brisk wheel / drag of the scroll bar
      if (t - start < durationMs) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
  observer.disconnect();
  const gaps = frames.slice(1).map((t, i) => t - frames[i]);
  const span = frames[frames.length - 1] - frames[0];
  const reached = holder.scrollTop;
  m.unmount();
  return {
    firstMs,
    fps: ((frames.length - 1) / span) * 1000,
    p95FrameMs: percentile(gaps, 95),
    longTasks: longTasks.length,
    longTaskMs: longTasks.reduce((a, b) => a + b, 0),
    scrolledPx: reached,
  };
}

const FORM_COLUMNS = benchColumns(500).map((c) => ({ ...c, search: undefined }));
let keyTimes: number[] = [];

/** Mounts the 500-field form; keystrokes after this are timed until `keystrokes()` collects them. */
export async function form(): Promise<number> {
  const start = performance.now();
  const f = createForm();
  mount(
    <Host provider={provider} registry={registry}>
      <ScreenOptionsProvider columns={FORM_COLUMNS}>
        <SchemaForm form={f} columns={FORM_COLUMNS} mode="add" />
      </ScreenOptionsProvider>
    </Host>,
  );
  const end = await paintedWhen(() => document.querySelectorAll('.ant-formily-item').length >= 500);
  keyTimes = [];
  document.addEventListener(
    'keydown',
    (e) => {
      const t0 = e.timeStamp;
      void afterPaint().then((t) => keyTimes.push(t - t0));
    },
    { capture: true },
  );
  return end - start;
}

export const keystrokes = () => ({ median: median(keyTimes), p95: percentile(keyTimes, 95), count: keyTimes.length });
