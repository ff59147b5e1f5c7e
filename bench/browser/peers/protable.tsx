/**
 * ProTable (@ant-design/pro-table) as a team would set it up for the same screen: the fixture columns
 * with their value types, search on the first three (as the fixture's `search: true`), row selection and
 * a view link per row; the rows come from `request`, resolved from the fixture like a fetch.
 */
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import { createRoot } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { ProTable, type ProColumns } from '@ant-design/pro-table';
import type { Column } from '../../../engine/schema/model';
import { benchColumns, benchRows } from '../../fixtures/wide';
import { bodyRowCount } from '../measure';
import { container, expose } from './contract';
import { settledWhen } from './settle';

type Row = Record<string, unknown>;
const STATE = { 0: { text: '待处理' }, 1: { text: '进行中' }, 2: { text: '已完成' } };
const VALUE_TYPES: Record<string, ProColumns<Row>['valueType']> = {
  number: 'digit',
  money: 'money',
  datetime: 'dateTime',
  date: 'date',
  select: 'select',
  switch: 'switch',
  textarea: 'textarea',
};

const columnOf = (c: Column): ProColumns<Row> => ({
  dataIndex: c.prop,
  title: c.label.zh,
  width: 140,
  valueType: VALUE_TYPES[c.type ?? 'text'] ?? 'text',
  ...(c.type === 'select' ? { valueEnum: STATE } : {}),
  ...(c.type === 'textarea' ? { ellipsis: true } : {}),
  search: c.search ? undefined : false,
});

const columnsOf = (n: number): ProColumns<Row>[] => [
  ...benchColumns(n).map(columnOf),
  { title: '操作', valueType: 'option', width: 80, fixed: 'right', render: () => [<a key="view">查看</a>] },
];
const tables = {
  '100x50': { columns: columnsOf(50), rows: benchRows(100, 50) },
  '10x150': { columns: columnsOf(150), rows: benchRows(10, 150) },
};
let dataAt = 0;

async function crud(rows: number, cols: number) {
  const t = cols === 150 ? tables['10x150'] : tables['100x50'];
  const el = container();
  const root = createRoot(el);
  dataAt = 0;
  root.render(
    <ConfigProvider locale={zhCN}>
      <ProTable<Row>
        rowKey="id"
        bordered
        columns={t.columns}
        rowSelection={{}}
        request={async () => {
          const data = await Promise.resolve(t.rows);
          if (!dataAt) dataAt = performance.now(); // the first hand-over: a second fetch counts as the library's own work
          return { data, success: true, total: data.length };
        }}
        pagination={{ pageSize: t.rows.length }}
        scroll={{ x: 'max-content' }}
      />
    </ConfigProvider>,
  );
  const end = await settledWhen(el, () => dataAt > 0 && bodyRowCount(el) >= rows);
  root.unmount();
  el.remove();
  return end - dataAt;
}

expose({ crud });
