/**
 * Every registered value type (built-ins and any a plugin added) as cell, edit and search editor, in
 * Chinese and in English. Editors are live: what you type shows in the cell column.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from 'antd';
import type { Column } from '../../engine/schema/model';
import { searchMode, type Lang } from '../../engine/schema/resolve';
import { optionsOf, renderCell, searchEditorOf, useScreenOptions, valueTypeNames, valueTypeOf } from '../../engine/form';
import { useLang } from '../../engine/data/hooks';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { sampleTables } from '../../engine/data/sample-rows';
import { createRegistry, type Registry } from '../../engine/schema/registry';
import { sampleMediaUrl } from '../schema-stories';
import { gadget, node, partsRegistry, valueTypeColumn } from './parts-fixture';

/**
 * One column per registered type (plugins included) and sample rows from the same generator the
 * schema stories use; tree-select and cascader values point at rows of the tree entity.
 */
const typesRegistry: Registry = createRegistry([
  ...partsRegistry.files.filter((f) => f.value !== gadget),
  { file: 'storybook/parts/types.ts', value: { ...gadget, columns: valueTypeNames().map(valueTypeColumn) } },
]);
const tables = sampleTables(typesRegistry, { count: 12, seed: 3, mediaUrl: sampleMediaUrl });
const sample = tables[gadget.name][0];

function ValueTypeRow({ column, lang }: { column: Column; lang: Lang }) {
  const [value, setValue] = useState<unknown>(sample[column.prop]);
  const [search, setSearch] = useState<unknown>();
  const options = optionsOf(column, useScreenOptions([column]));
  const Edit = valueTypeOf(column).edit.component;
  const Search = searchEditorOf(column).component;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1.4fr 1.4fr', gap: 12, alignItems: 'center' }}>
      <div data-testid="cell">{renderCell(column, value, sample, { lang, options })}</div>
      {/* Wrapped: a grid stretches its direct children, which would stretch a switch across the cell. */}
      <div>
        <Edit column={column} value={value} onChange={setValue} mode="edit" ariaLabel={column.label[lang]} />
      </div>
      <div>
        <Search column={column} value={search} onChange={setSearch} mode="search" range={searchMode(column) === 'range'} ariaLabel={column.label[lang]} />
      </div>
    </div>
  );
}

function ValueTypeTable() {
  const lang = useLang();
  const rows = valueTypeNames().map((type) => ({ type, column: valueTypeColumn(type) }));
  const head = lang === 'en' ? ['Type', 'Cell | Edit | Search'] : ['类型', '单元格 | 编辑 | 搜索'];
  return (
    <Table
      rowKey="type"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: head[0], dataIndex: 'type', width: 120 },
        { title: head[1], key: 'parts', render: (_v, r) => <ValueTypeRow column={r.column} lang={lang} /> },
      ]}
    />
  );
}

const meta: Meta = {
  title: 'Engine parts/Value types',
  render: () => <ValueTypeTable />,
  parameters: { engine: { registry: typesRegistry, provider: (registry: Registry) => createMemoryProvider({ registry, rows: { [node.name]: tables[node.name] } }) } },
};
export default meta;

type Story = StoryObj<typeof meta>;
export const Chinese: Story = { globals: { lang: 'zh' } };
export const English: Story = { globals: { lang: 'en' } };
