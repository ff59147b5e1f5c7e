/**
 * The icons plugin: value type `icon` as a picker. The cell shows the icon beside its name; the editor is
 * a type-ahead over the bundled icon set (./icon-set, the sidebar's own list) with a preview per choice,
 * and still accepts any text, since a BladeX menu may name an iconfont class the console does not bundle
 * (the sidebar then shows its default icon — the preview says so).
 */
import { AutoComplete, Space } from 'antd';
import { createElement } from 'react';
import { defineClientPlugin } from '../../../engine/plugin';
import { inputProps, type ValueEditorProps } from '../../../engine/form/value-types/types';
import { icons, menuIcon } from './icon-set';
import declaration from '../plugin';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function IconLabel({ name }: { name: string }) {
  return (
    <Space size={6}>
      {createElement(menuIcon(name))}
      <span>{name}</span>
    </Space>
  );
}

const choices = Object.keys(icons)
  .sort()
  .map((name) => ({ value: name, label: <IconLabel name={name} /> }));

function IconEditor(props: ValueEditorProps) {
  const { value, onChange, column, mode } = props;
  const current = str(value);
  return (
    <AutoComplete
      value={current}
      onChange={(v) => onChange?.(v)}
      options={choices}
      filterOption={(input, option) => String(option?.value ?? '').includes(input.trim().toLowerCase())}
      {...inputProps(props)}
      allowClear={mode === 'search'}
      maxLength={mode === 'search' ? undefined : column.maxLength}
      // The chosen icon, as the sidebar will draw it.
      prefix={mode === 'search' ? undefined : createElement(menuIcon(current))}
    />
  );
}

export default defineClientPlugin(declaration, {
  valueTypes: {
    icon: {
      cell: (v) => (str(v) ? <IconLabel name={str(v)} /> : null),
      edit: { component: IconEditor },
      search: { component: IconEditor },
    },
  },
});
