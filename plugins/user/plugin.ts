/**
 * The `user` plugin: pickers holding several ids as a comma list (BladeX's wire form of deptId, postId,
 * roleId) and the dialogs of the user lists' actions — grant roles, reset password, platform settings,
 * import.
 */
import { declarePlugin } from '../../engine/schema/define';

export default declarePlugin({
  name: 'user',
  title: { zh: '用户', en: 'Users' },
  valueTypes: {
    'multi-select': { db: 'string', wire: 'any', multiple: true },
    'multi-tree-select': { db: 'string', wire: 'any', multiple: true },
  },
  actions: ['grant', 'reset', 'platform', 'import'],
});
