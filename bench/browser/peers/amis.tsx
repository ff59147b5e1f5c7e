/**
 * amis (Baidu's JSON low-code renderer) fed the same fixtures: a CRUD of the fixture columns (search on
 * the first three, bulk selection, a view button per row; rows from amis's `fetcher`, resolved from the
 * fixture like a fetch) and a 500-field form, two fields a row.
 * amis 6.13 calls `ReactDOM.findDOMNode` when every form item and the CRUD mount, which React 19 removed,
 * so this page is built on its own (bench/vite.config.ts mode bench-amis) with `react` and `react-dom`
 * aliased to React 18.3.1 (the dev dependencies react-18 / react-dom-18); nothing else shares that copy.
 */
import 'amis/lib/themes/cxd.css';
import 'amis/lib/helper.css';
import 'amis/sdk/iconfont.css';
import { createRoot } from 'react-dom/client';
import { render as renderAmis } from 'amis';
import type { Column } from '../../../engine/schema/model';
import { benchColumns, benchRows } from '../../fixtures/wide';
import { container, expose, keystrokes, timeKeys } from './contract';
import { settledWhen } from './settle';

type Schema = Record<string, unknown>;
const STATE = { 0: '待处理', 1: '进行中', 2: '已完成' };

const cellOf = (c: Column): Schema => {
  const base = { name: c.prop, label: c.label.zh, width: 140 };
  switch (c.type) {
    case 'number':
      return { ...base, type: 'number' };
    case 'money':
      return { ...base, type: 'number', precision: 2, kilobitSeparator: true };
    case 'datetime':
      return { ...base, type: 'datetime', valueFormat: 'YYYY-MM-DD HH:mm:ss', format: 'YYYY-MM-DD HH:mm:ss' };
    case 'date':
      return { ...base, type: 'date', valueFormat: 'YYYY-MM-DD', format: 'YYYY-MM-DD' };
    case 'select':
      return { ...base, type: 'mapping', map: STATE };
    case 'switch':
      return { ...base, type: 'mapping', map: { 0: '否', 1: '是' } };
    case 'textarea': // one line with an ellipsis, as the fixture asks of the CrudPage
      return { ...base, type: 'tpl', tpl: `\${${c.prop}}`, maxLine: 1 };
    default:
      return { ...base, type: 'text' };
  }
};

const editorOf = (c: Column): Schema => {
  const base = { name: c.prop, label: c.label.zh };
  switch (c.type) {
    case 'number':
      return { ...base, type: 'input-number' };
    case 'money':
      return { ...base, type: 'input-number', precision: 2 };
    case 'datetime':
      return { ...base, type: 'input-datetime', valueFormat: 'YYYY-MM-DD HH:mm:ss' };
    case 'date':
      return { ...base, type: 'input-date', valueFormat: 'YYYY-MM-DD' };
    case 'select':
      return { ...base, type: 'select', options: Object.entries(STATE).map(([value, label]) => ({ value, label })) };
    case 'switch':
      return { ...base, type: 'switch' };
    case 'textarea':
      return { ...base, type: 'textarea' };
    default:
      return { ...base, type: 'input-text' };
  }
};

const crudSchema = (rows: number, cols: number): Schema => {
  const columns = benchColumns(cols);
  return {
    type: 'page',
    body: {
      type: 'crud',
      api: `get:/bench/${rows}x${cols}`,
      perPage: rows,
      filter: { title: '', body: columns.filter((c) => c.search).map(editorOf) },
      bulkActions: [{ label: '删除', actionType: 'ajax', api: 'post:/bench/delete' }],
      columns: [
        ...columns.map(cellOf),
        {
          type: 'operation',
          label: '操作',
          buttons: [{ type: 'button', label: '查看', actionType: 'dialog', dialog: { title: '查看', body: [] } }],
        },
      ],
    },
  };
};

const data: Record<string, Record<string, unknown>[]> = {
  '/bench/100x50': benchRows(100, 50),
  '/bench/10x150': benchRows(10, 150),
};
let dataAt = 0;
const env = {
  theme: 'cxd',
  async fetcher({ url }: { url: string }) {
    const items = await Promise.resolve(data[url.split('?')[0]] ?? []);
    if (!dataAt) dataAt = performance.now(); // the first hand-over: a second fetch counts as the library's own work
    return { status: 200, data: { status: 0, msg: '', data: { items, total: items.length } } };
  },
  notify: () => {},
  alert: () => {},
  confirm: () => Promise.resolve(true),
};

function mount(schema: Schema) {
  const el = container();
  const root = createRoot(el);
  root.render(renderAmis(schema as never, {}, env as never));
  return { el, unmount: () => (root.unmount(), el.remove()) };
}

async function crud(rows: number, cols: number) {
  dataAt = 0;
  const m = mount(crudSchema(rows, cols));
  const end = await settledWhen(
    m.el,
    () => dataAt > 0 && m.el.querySelectorAll('tbody > tr[data-index]').length >= rows,
  );
  m.unmount();
  return end - dataAt;
}

let last: (() => void) | undefined;

async function form() {
  last?.();
  const start = performance.now();
  const m = mount({
    type: 'page',
    body: { type: 'form', wrapWithPanel: false, mode: 'normal', columnCount: 2, body: benchColumns(500).map(editorOf) },
  });
  last = m.unmount;
  const end = await settledWhen(m.el, () => m.el.querySelectorAll('.cxd-Form-item').length >= 500);
  timeKeys();
  return end - start;
}

expose({ crud, form, keystrokes });
