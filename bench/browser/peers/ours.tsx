/**
 * Ours on the peer comparison's terms: the console's CrudPage and SchemaForm in the console's host (the
 * same providers as bench/browser/cases.tsx), fed bench/fixtures/wide.ts through the in-memory provider.
 */
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createForm } from '@formily/core';
import { initI18n } from '../../../engine/i18n';
import { CrudPage } from '../../../engine/crud';
import { ScreenOptionsProvider } from '../../../engine/form';
import { SchemaForm } from '../../../engine/form/SchemaForm';
import { createMemoryProvider } from '../../../engine/data/memory-provider';
import type { DataProvider } from '../../../engine/data/provider';
import { createRegistry } from '../../../engine/schema/registry';
import { benchColumns, benchDicts, benchEntity, benchRows } from '../../fixtures/wide';
import { Host } from '../host';
import { bodyRowCount } from '../measure';
import { container, expose, keystrokes, scrollFor, timeKeys } from './contract';
import { settledWhen } from './settle';

const entities = {
  '100x50': benchEntity('bench.w50', 50, 100),
  '10x150': benchEntity('bench.w150', 150, 10),
  long: benchEntity('bench.long', 12, 10_000),
};
const registry = createRegistry([
  ...Object.values(entities).map((value) => ({ file: `bench/${value.name}.ts`, value })),
  { file: 'bench/dicts.ts', value: benchDicts },
]);
const memory = createMemoryProvider({
  registry,
  rows: { 'bench.w50': benchRows(100, 50), 'bench.w150': benchRows(10, 150), 'bench.long': benchRows(10_000, 12) },
});
let dataAt = 0;
const provider: DataProvider = {
  ...memory,
  async page(e, q) {
    const result = await memory.page(e, q);
    if (!dataAt) dataAt = performance.now(); // the first hand-over: a second fetch counts as the library's own work
    return result;
  },
};

function mount(node: ReactNode) {
  const el = container();
  const root = createRoot(el);
  root.render(
    <Host provider={provider} registry={registry}>
      {node}
    </Host>,
  );
  return { el, unmount: () => (root.unmount(), el.remove()) };
}

async function crud(rows: number, cols: number) {
  const schema = cols === 150 ? entities['10x150'] : entities['100x50'];
  dataAt = 0;
  const m = mount(<CrudPage schema={schema} />);
  const end = await settledWhen(m.el, () => dataAt > 0 && bodyRowCount(m.el) >= rows);
  m.unmount();
  return end - dataAt;
}

const FORM_COLUMNS = benchColumns(500).map((c) => ({ ...c, search: undefined }));

let last: (() => void) | undefined;

async function form() {
  last?.();
  const start = performance.now();
  const m = mount(
    <ScreenOptionsProvider columns={FORM_COLUMNS}>
      <SchemaForm form={createForm()} columns={FORM_COLUMNS} mode="add" />
    </ScreenOptionsProvider>,
  );
  last = m.unmount;
  const end = await settledWhen(m.el, () => m.el.querySelectorAll('.ant-formily-item').length >= 500);
  timeKeys();
  return end - start;
}

async function scroll(ms: number) {
  dataAt = 0;
  const m = mount(<CrudPage schema={entities.long} />);
  await settledWhen(m.el, () => dataAt > 0 && bodyRowCount(m.el) >= 5);
  const holder = m.el.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder');
  if (!holder) throw new Error('the 10,000-row table is not virtual');
  const result = await scrollFor(holder, ms);
  m.unmount();
  return result;
}

initI18n('zh');
expose({ crud, form, keystrokes, scroll });
