/**
 * Bare antd: a `Table` over the fixture rows with nothing around it, for the CRUD figures (100 × 50,
 * 10 × 150), and the same `Table` virtual over 10,000 rows (y 600 like CrudView) as the bare virtual list
 * the console's scroll is compared with. The rows are handed over as a resolved promise, as a fetch would.
 */
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider, Table, type TableColumnsType } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { benchColumns, benchRows } from '../../fixtures/wide';
import { bodyRowCount } from '../measure';
import { container, expose, scrollFor } from './contract';
import { settledWhen } from './settle';

type Row = Record<string, unknown>;
const columnsOf = (n: number): TableColumnsType<Row> =>
  benchColumns(n).map((c) => ({
    key: c.prop,
    dataIndex: c.prop,
    title: c.label.zh,
    width: 140,
    ellipsis: typeof c.table === 'object' ? c.table.ellipsis : undefined, // as the fixture asks of the CrudPage
  }));
const data = { '100x50': benchRows(100, 50), '10x150': benchRows(10, 150), long: benchRows(10_000, 12) };
let dataAt = 0;

function Bare({ rows, cols, virtual }: { rows: Row[]; cols: number; virtual?: boolean }) {
  const [shown, setShown] = useState<Row[]>();
  useEffect(() => {
    void Promise.resolve(rows).then((r) => {
      if (!dataAt) dataAt = performance.now(); // the first hand-over: a second fetch counts as the library's own work
      setShown(r);
    });
  }, [rows]);
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      bordered
      columns={columnsOf(cols)}
      dataSource={shown ?? []}
      loading={!shown}
      virtual={virtual}
      pagination={virtual ? false : { pageSize: rows.length, total: rows.length }}
      scroll={virtual ? { y: 600, x: cols * 140 } : { x: 'max-content' }}
    />
  );
}

function mount(rows: Row[], cols: number, virtual?: boolean) {
  const el = container();
  const root = createRoot(el);
  dataAt = 0;
  root.render(
    <ConfigProvider locale={zhCN}>
      <Bare rows={rows} cols={cols} virtual={virtual} />
    </ConfigProvider>,
  );
  return { el, unmount: () => (root.unmount(), el.remove()) };
}

async function crud(rows: number, cols: number) {
  const m = mount(cols === 150 ? data['10x150'] : data['100x50'], cols);
  const end = await settledWhen(m.el, () => dataAt > 0 && bodyRowCount(m.el) >= rows);
  m.unmount();
  return end - dataAt;
}

async function scroll(ms: number) {
  const m = mount(data.long, 12, true);
  await settledWhen(m.el, () => dataAt > 0 && bodyRowCount(m.el) >= 5);
  const holder = m.el.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder');
  if (!holder) throw new Error('the bare table is not virtual');
  const result = await scrollFor(holder, ms);
  m.unmount();
  return result;
}

expose({ crud, scroll });
