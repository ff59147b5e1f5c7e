import { afterEach, describe, expect, it, vi } from 'vitest';
import { Drawer } from 'antd';
import { CrudPage } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { createRegistry } from '../../engine/schema/registry';
import { declarePlugin, defineEntity } from '../../engine/schema/define';
import { defineClientPlugin, registerPlugin, type PluginActionContext } from '../../engine/plugin';
import {
  bodyRows,
  button,
  cellTexts,
  click,
  dialog,
  fieldInput,
  queryButton,
  renderWithEngine,
  screen,
  type,
  waitFor,
  within,
} from './crud-harness';

const store = defineEntity({
  name: 'test.store',
  title: { zh: '门店管理', en: 'Stores' },
  permission: 'store',
  api: { service: 'svc', entity: 'store' },
  table: { selection: true },
  columns: [
    { prop: 'storeName', label: { zh: '门店名称', en: 'Store' }, search: true },
    { prop: 'auditStatus', label: { zh: '审核状态', en: 'Audit' }, type: 'select', dict: 'audit_status', form: false },
    { prop: 'isAble', label: { zh: '状态', en: 'Enabled' }, type: 'switch', dict: 'enable_status', form: false },
    { prop: 'note', label: { zh: '备注', en: 'Note' } },
  ],
  actions: [
    {
      key: 'audit',
      label: { zh: '审核', en: 'Audit' },
      scope: 'batch',
      params: 'ids',
      confirm: { zh: '确定审核通过所选门店?', en: 'Approve?' },
      effect: { set: { auditStatus: 1 }, from: { auditStatus: [0] } },
    },
    {
      key: 'isAble',
      label: { zh: '启用/停用', en: 'Toggle' },
      scope: 'row',
      params: 'ids',
      visible: { prop: 'auditStatus', in: ['1'] },
      effect: { toggle: 'isAble' },
      success: { zh: '状态已切换', en: 'Switched' },
    },
    {
      key: 'note',
      label: { zh: '写备注', en: 'Note' },
      scope: 'row',
      params: 'body',
      effect: { copy: ['note'] },
      form: [
        {
          prop: 'note',
          label: { zh: '备注内容', en: 'Note' },
          rules: [{ required: true, trigger: 'blur', message: { zh: '请输入备注内容', en: 'Enter a note' } }],
        },
      ],
    },
    { key: 'export', label: { zh: '导出', en: 'Export' }, scope: 'toolbar', download: true },
    { key: 'demo.panel', label: { zh: '控制面板', en: 'Panel' }, scope: 'row', plugin: 'demo' },
    { key: 'ping', label: { zh: '连通测试', en: 'Ping' }, scope: 'toolbar', plugin: 'demo' },
  ],
});

const registry = createRegistry([{ file: 's.ts', value: store }]);
const rows = [
  { id: '1', storeName: '门店A', auditStatus: 0, isAble: 0, note: '' },
  { id: '2', storeName: '门店B', auditStatus: 1, isAble: 1, note: '' },
  { id: '3', storeName: '分店C', auditStatus: 0, isAble: 0, note: '' },
];
const dicts = {
  audit_status: [
    { dictKey: '0', dictValue: '待审核' },
    { dictKey: '1', dictValue: '已审核' },
  ],
  enable_status: [
    { dictKey: '0', dictValue: '停用' },
    { dictKey: '1', dictValue: '启用' },
  ],
};
const memory = () => createMemoryProvider({ registry, rows: { 'test.store': rows }, dicts });
const row = (name: string) => bodyRows().find((r) => cellTexts(r).includes(name)) as HTMLElement;
const toolbar = () => document.querySelector('.crud-toolbar') as HTMLElement;

async function ready(opts: Parameters<typeof renderWithEngine>[1] = {}) {
  const p = memory();
  renderWithEngine(<CrudPage schema={store} />, { provider: p, registry, ...opts });
  await waitFor(() => expect(bodyRows()).toHaveLength(3));
  return p;
}

afterEach(() => vi.restoreAllMocks());

describe('schema actions', () => {
  it('batch action: needs a selection, confirms, applies the effect, toasts and refreshes', async () => {
    await ready();
    await click(button('审核', toolbar()));
    expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
    await click(row('门店A').querySelector('input[type="checkbox"]') as HTMLElement);
    await click(row('分店C').querySelector('input[type="checkbox"]') as HTMLElement);
    await click(button('审核', toolbar()));
    expect(await screen.findByText('确定审核通过所选门店?')).toBeInTheDocument();
    await click(button('确定'));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(cellTexts(row('门店A'))).toContain('已审核'));
    expect(cellTexts(row('分店C'))).toContain('已审核');
  });

  it('shows the server refusal when a transition is not allowed', async () => {
    await ready();
    await click(row('门店B').querySelector('input[type="checkbox"]') as HTMLElement);
    await click(button('审核', toolbar()));
    await click(
      button('确定', (await screen.findByText('确定审核通过所选门店?')).closest('.ant-modal') as HTMLElement),
    );
    expect(await screen.findByText('「门店B」当前状态不允许执行「审核」')).toBeInTheDocument();
  });

  it('row action: only where visible, with its own success text', async () => {
    await ready();
    expect(queryButton('停用', row('门店A'))).toBeNull();
    expect(queryButton('启用', row('门店A'))).toBeNull();
    expect(cellTexts(row('门店B'))).toContain('启用');
    // A toggle names what it does to this row (issue 35): an enabled store offers 停用, then 启用.
    expect(queryButton('启用/停用', row('门店B'))).toBeNull();
    await click(button('停用', row('门店B')));
    expect(await screen.findByText('状态已切换')).toBeInTheDocument();
    await waitFor(() => expect(cellTexts(row('门店B'))).toContain('停用'));
    await waitFor(() => expect(queryButton('启用', row('门店B'))).not.toBeNull());
  });

  it('row action with an input form: validates, sends the values, closes', async () => {
    const p = await ready();
    const act = vi.spyOn(p, 'action');
    await click(button('写备注', row('门店A')));
    const d = dialog();
    await click(button('确定', d));
    expect(await within(d).findByText('请输入备注内容')).toBeInTheDocument();
    expect(act).not.toHaveBeenCalled();
    await type(fieldInput(d, '备注内容'), '周末休息');
    await click(button('确定', d));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(act).toHaveBeenCalledWith(store, expect.objectContaining({ key: 'note' }), {
      rows: [expect.objectContaining({ id: '1' })],
      values: { note: '周末休息' },
    });
    await waitFor(() => expect(cellTexts(row('门店A'))).toContain('周末休息'));
  });

  it('download action saves the blob under the server file name, with the current search', async () => {
    const p = await ready();
    const download = vi.spyOn(p, 'download');
    const created: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const clickSpy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      created.push(this.download);
    });
    await type(within(screen.getByRole('search')).getByPlaceholderText('请输入门店名称'), '门店');
    await click(button('搜索'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await click(button('导出', toolbar()));
    await waitFor(() => expect(created).toEqual(['test.store.csv']));
    expect(download).toHaveBeenCalledWith('/api/svc/store/export', { storeName: '门店' });
    expect(clickSpy).toHaveBeenCalledTimes(1);
  });

  it('hides actions the user holds no permission for', async () => {
    await ready({ permissions: { store_view: true, store_note: true } });
    expect(queryButton('审核', toolbar())).toBeNull();
    expect(queryButton('导出', toolbar())).toBeNull();
    expect(queryButton('写备注', row('门店A'))).not.toBeNull();
    expect(queryButton('停用', row('门店B'))).toBeNull();
  });

  it('plugin actions: a handler that runs and one that opens its own UI', async () => {
    const ping = vi.fn((ctx: PluginActionContext) => ctx.rows.length);
    registerPlugin(
      defineClientPlugin(declarePlugin({ name: 'demo', actions: ['ping', 'panel'] }), {
        actions: {
          ping,
          panel: {
            component: ({ rows: targets, onClose }: PluginActionContext & { onClose: () => void }) => (
              <Drawer open title="控制" onClose={onClose}>
                面板:{String(targets[0].storeName)}
              </Drawer>
            ),
          },
        },
      }),
    );
    await ready();
    await click(button('连通测试', toolbar()));
    expect(ping).toHaveBeenCalledWith(expect.objectContaining({ schema: store, rows: [], lang: 'zh' }));
    await click(button('控制面板', row('分店C')));
    expect(await screen.findByText('面板:分店C')).toBeInTheDocument();
  });
});
