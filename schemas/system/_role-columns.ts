import { required, type Column } from '../../engine/schema';

/** Name and alias of a role, the same in every role set (platform, factory and merchant roles). */
export const roleName: Column = {
  prop: 'roleName',
  label: { zh: '角色名称', en: 'Name' },
  search: true,
  maxLength: 255,
  rules: [required('请输入角色名称', 'Please enter the role name')],
};

export const roleAlias: Column = {
  prop: 'roleAlias',
  label: { zh: '角色别名', en: 'Alias' },
  search: true,
  unique: true,
  maxLength: 255,
  rules: [
    required('请输入角色别名', 'Please enter the role alias'),
    {
      pattern: '^[a-zA-Z][a-zA-Z0-9_]*$',
      message: { zh: '角色别名只能包含字母、数字和下划线', en: 'The alias uses letters, digits and underscores' },
    },
  ],
};
