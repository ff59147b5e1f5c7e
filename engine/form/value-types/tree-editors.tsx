/** Tree-select and cascader editors: loaded when such a field first shows (lazy, see builtins.tsx). */
import { Cascader, TreeSelect } from 'antd';
import { useColumnOptions } from '../options';
import { keyed } from './keys';
import { keyBack, keysBack, toKey, toKeys } from './keys';
import { pickerProps, type ValueEditorProps } from './types';

export function TreeSelectEditor(props: ValueEditorProps) {
  const { value, onChange, column, mode } = props;
  const options = keyed(useColumnOptions(column, props), mode);
  return (
    <TreeSelect
      style={{ width: '100%' }}
      value={toKey(value)}
      treeData={options}
      fieldNames={{ label: 'label', value: 'value', children: 'children' }}
      onChange={(k) => onChange?.(keyBack(k, value, column))}
      {...pickerProps(props)}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="label"
    />
  );
}

export function CascaderEditor(props: ValueEditorProps) {
  const { value, onChange, column, mode } = props;
  const options = keyed(useColumnOptions(column, props), mode);
  return (
    <Cascader
      style={{ width: '100%' }}
      value={toKeys(value)}
      options={options}
      onChange={(path) =>
        onChange?.(path ? keysBack((path as Array<string | number>).map(String), value, column) : undefined)
      }
      {...pickerProps(props)}
      changeOnSelect
    />
  );
}
