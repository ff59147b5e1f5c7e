/**
 * The `multi-tree-select` editor (departments, roles of an account): antd TreeSelect, whose rc-tree-select
 * weighs ≈ 10 kB gzip. Its own module so it loads when such a field first shows (a dialog, never the
 * list: these columns are not searched), like the engine's own tree-select (issue 5, first screen).
 */
import { TreeSelect } from 'antd';
import { keyed, keysBack, pickerProps, toKeys, useColumnOptions, type ValueEditorProps } from '../../../engine/form';

export function MultiTreeSelectEditor(props: ValueEditorProps) {
  const { value, onChange, column } = props;
  const options = keyed(useColumnOptions(column));
  return (
    <TreeSelect
      multiple
      style={{ width: '100%' }}
      value={toKeys(value).filter((k) => k !== '-1')}
      treeData={options}
      fieldNames={{ label: 'label', value: 'value', children: 'children' }}
      onChange={(keys: string[]) => onChange?.(keysBack(keys, value, column))}
      {...pickerProps(props)}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="label"
    />
  );
}
