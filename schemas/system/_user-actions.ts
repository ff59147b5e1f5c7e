import type { Action } from '../../engine/schema';

/**
 * The special actions of a user list, shared by the platform users (system.user, codes `user_*`) and the
 * merchant-side users (merchant.user, codes `user_shanghu_*`): same endpoints under each service root.
 * Grant, reset, platform settings and import have dialogs of their own (plugin `user`); export and the
 * import template are plain downloads (export sends the current search, so it exports what is listed).
 */
export function userActions(permission: string): Action[] {
  const code = (key: string) => `${permission}_${key}`;
  return [
    {
      key: 'grant',
      label: { zh: '角色配置', en: 'Grant roles' },
      scope: 'batch',
      endpoint: 'grant',
      plugin: 'user',
      permission: code('grant'),
      icon: 'safety',
    },
    {
      key: 'reset',
      label: { zh: '密码重置', en: 'Reset password' },
      scope: 'batch',
      endpoint: 'reset-password',
      plugin: 'user',
      permission: code('reset'),
      icon: 'key',
      confirm: {
        zh: '确定将选择账号密码重置为初始密码？',
        en: 'Reset the passwords of the chosen accounts to the initial password?',
      },
    },
    {
      key: 'platform',
      label: { zh: '平台配置', en: 'Platform settings' },
      scope: 'row',
      endpoint: 'update-platform',
      plugin: 'user',
      permission: code('platform'),
      icon: 'setting',
    },
    {
      key: 'import',
      label: { zh: '导入', en: 'Import' },
      scope: 'toolbar',
      endpoint: 'import-user',
      plugin: 'user',
      permission: code('import'),
      icon: 'upload',
    },
    {
      key: 'template',
      label: { zh: '下载模板', en: 'Import template' },
      scope: 'toolbar',
      endpoint: 'export-template',
      method: 'GET',
      download: true,
      permission: code('import'),
      icon: 'download',
    },
    {
      key: 'export',
      label: { zh: '导出', en: 'Export' },
      scope: 'toolbar',
      endpoint: 'export-user',
      method: 'GET',
      download: true,
      permission: code('export'),
      icon: 'download',
    },
  ];
}
