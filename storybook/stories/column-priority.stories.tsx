/**
 * Column priority (issue 35 item 2): a busy list in a pane 900 px wide. Its key columns (name, state,
 * amount, time) stay in view, the others fill the width left and the rest wait in the column chooser
 * (unchecked there); a row shows at most three operations and keeps the others in its 更多 / More menu;
 * the operations column is as wide as its buttons; the tenant column shows because the rows belong to two
 * tenants; the totals sit under their columns and say what they cover. Generic words only.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrudPage } from '../../engine/crud';
import { EntityScreen } from '../../engine/crud/MasterDetailPage';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { useLang } from '../../engine/data/hooks';
import { text } from '../../engine/schema/resolve';
import type { EntitySchema } from '../../engine/schema/model';
import { createRegistry } from '../../engine/schema/registry';
import { defineCatalog } from '../../engine/schema/define';
import type { EngineParameters } from '../engine-shell';

const t = (zh: string, en: string) => ({ zh, en });

export const busyList: EntitySchema = {
  name: 'parts.busy',
  title: t('繁忙列表', 'Busy list'),
  permission: 'parts_busy',
  api: { service: 'parts', entity: 'busy' },
  storage: { table: 'parts_busy', tenant: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    { prop: 'code', label: t('编号', 'Number'), table: { key: true, width: 150 } },
    { prop: 'owner', label: t('负责人', 'Owner'), table: { width: 110 } },
    { prop: 'place', label: t('地点', 'Place'), table: { width: 160 } },
    { prop: 'channel', label: t('渠道', 'Channel'), table: { width: 110 } },
    { prop: 'amount', label: t('金额', 'Amount'), type: 'money', table: { key: true, width: 110, align: 'right' } },
    { prop: 'paid', label: t('已付', 'Paid'), type: 'money', table: { width: 110, align: 'right' } },
    {
      prop: 'state',
      label: t('状态', 'State'),
      type: 'select',
      dict: 'parts_busy_state',
      table: { key: true, width: 100 },
    },
    { prop: 'note', label: t('备注', 'Note'), table: { width: 200 } },
    { prop: 'createTime', label: t('创建时间', 'Created'), type: 'datetime', table: { key: true, width: 170 } },
  ],
  summary: { sums: ['amount', 'paid'] },
  actions: [
    { key: 'approve', label: t('通过', 'Approve'), scope: 'row', params: 'id', effect: { set: { state: 1 } } },
    { key: 'archive', label: t('归档', 'Archive'), scope: 'row', params: 'id', effect: { set: { state: 2 } } },
  ],
};

const states = defineCatalog({
  dicts: [
    {
      code: 'parts_busy_state',
      title: t('状态', 'State'),
      items: [
        { key: 0, label: t('待处理', 'Open') },
        { key: 1, label: t('已通过', 'Approved') },
        { key: 2, label: t('已归档', 'Archived') },
      ],
    },
  ],
});

const registry = createRegistry([
  { file: 'busy.ts', value: busyList },
  { file: 'busy-dicts.ts', value: states },
]);

const TENANTS = [
  { tenantId: '000000', tenantName: '管理组' },
  { tenantId: '100001', tenantName: '童趣出行' },
];

export const busyRows = () =>
  Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    tenantId: i % 3 === 0 ? '000000' : '100001',
    code: `NO-2026-${String(1000 + i)}`,
    owner: ['王芳', '陈静', '张伟'][i % 3],
    place: ['一号门店', '二号门店', '三号门店'][i % 3],
    channel: i % 2 ? 'web' : 'app',
    amount: (i + 1) * 12.5,
    paid: (i + 1) * 10,
    state: i % 3,
    note: '—',
    createTime: `2026-12-0${(i % 6) + 1} 10:${String(10 + i)}:00`,
  }));

const parameters = (): { engine: EngineParameters } => ({
  engine: {
    registry,
    platformAdmin: true,
    provider: (reg) =>
      createMemoryProvider({
        registry: reg,
        rows: { [busyList.name]: busyRows() },
        options: { '/api/blade-system/tenant/select': TENANTS },
      }),
  },
});

const meta: Meta = { title: 'Engine parts/Column priority', parameters: parameters() };
export default meta;

type Story = StoryObj<typeof meta>;

/** The list as the platform administrator sees it, in a pane 900 px wide. */
function BusyScreen({ width = 900 }: { width?: number }) {
  const lang = useLang();
  return (
    <div style={{ width }}>
      <EntityScreen schema={busyList} title={text(busyList.title, lang)} />
    </div>
  );
}

const waitFor = async (doc: Document, selector: string) => {
  for (let i = 0; i < 100 && !doc.querySelector(selector); i += 1) await new Promise((r) => setTimeout(r, 30));
  return doc.querySelector<HTMLElement>(selector);
};

/** Key columns in view, the rest in the chooser; three buttons a row and a More menu; totals that say what they cover. */
export const KeyColumns: Story = { name: 'Key columns at 900 px', render: () => <BusyScreen /> };

/** The same list with the column chooser open: the columns that did not fit are unchecked. */
export const ColumnChooser: Story = {
  name: 'Column chooser',
  render: () => <BusyScreen />,
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await waitFor(doc, '.ant-table-tbody tr.ant-table-row');
    (await waitFor(doc, '[data-testid="toolbar"] .anticon-setting'))?.closest('button')?.click();
  },
};

/** A row's More menu open: its secondary operations (delete last, in the error colour). */
export const MoreMenu: Story = {
  name: 'Row More menu',
  render: () => <BusyScreen />,
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    (await waitFor(doc, '.crud-row-more'))?.click();
  },
};

/** Wide enough for every column: nothing waits in the chooser and the index column comes back. */
export const Wide: Story = { name: 'Wide pane, every column', render: () => <BusyScreen width={1800} /> };

/** A tenant's own list (no platform administrator): no tenant column. */
export const OneTenant: Story = {
  name: 'Tenant staff',
  parameters: { engine: { ...parameters().engine, platformAdmin: false } },
  render: () => <CrudPage schema={busyList} />,
};
