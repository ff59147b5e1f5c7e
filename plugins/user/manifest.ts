/**
 * The `user` plugin as the schema lint sees it: its name (schema actions say `plugin: 'user'`) and the
 * value types its client half registers — pickers holding several ids as a comma list (BladeX's wire form
 * of deptId, postId, roleId).
 */
export default {
  name: 'user',
  valueTypes: ['multi-select', 'multi-tree-select'],
};
