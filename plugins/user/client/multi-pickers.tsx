/**
 * Value types for fields that hold several ids as a comma list (BladeX's wire form of deptId, postId,
 * roleId): `multi-select` over a flat list and `multi-tree-select` over a tree. The cell shows the labels;
 * the editors give back a comma list (or an array, when the row held one). The tree editor loads when
 * first shown (multi-tree-picker.tsx).
 */
import { Select } from 'antd';
import {
  keyLabels,
  keyed,
  keysBack,
  lazyEditor,
  pickerProps,
  toKeys,
  useColumnOptions,
  type ValueEditorProps,
  type ValueTypeDef,
} from '../../../engine/form';

const labelsCell: ValueTypeDef['cell'] = (v, row, column, ctx) => {
  // '-1' is the role-less marker of a self-registered account: nothing to show.
  const keys = toKeys(v).filter((k) => k !== '-1');
  return keys.length ? keyLabels(keys, row, column, ctx) : null;
};

function MultiSelectEditor(props: ValueEditorProps) {
  const { value, onChange, column } = props;
  const options = keyed(useColumnOptions(column));
  return (
    <Select
      mode="multiple"
      style={{ width: '100%' }}
      value={toKeys(value).filter((k) => k !== '-1')}
      options={options}
      onChange={(keys: string[]) => onChange?.(keysBack(keys, value, column))}
      {...pickerProps(props)}
      showSearch
      optionFilterProp="label"
    />
  );
}

const MultiTreeSelectEditor = lazyEditor(() => import('./multi-tree-picker').then((m) => m.MultiTreeSelectEditor));

export const multiValueTypes = {
  'multi-select': { cell: labelsCell, edit: { component: MultiSelectEditor } },
  'multi-tree-select': { cell: labelsCell, edit: { component: MultiTreeSelectEditor } },
} satisfies Record<string, ValueTypeDef>;
