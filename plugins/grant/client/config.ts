/**
 * Which grant dialog a schema action opens: its trees, its stored keys and where it saves, keyed by
 * `<schema name>:<action key>`. The endpoints are CONTRACT paths under /api/{service}/{entity}/{op}:
 * - tree: GET, answers `{ <tab>: TreeNode[] }` (or a bare array for a one-tab dialog);
 * - keys: GET `?<param>=<ids of the selected rows>`, answers `{ <tab>: id[] }` (or a bare array);
 * - save: POST JSON `{ <param>: '1,2', <tab.saveParam>: '3,4', ... }` (comma strings, as BladeX sends).
 */
import type { I18nText } from '../../../engine/schema/model';

export interface Endpoint {
  service: string;
  entity: string;
  op: string;
}

export interface GrantTab {
  /** Field of the tree and keys answers. */
  key: string;
  label: I18nText;
  /** Body field the tab's checked keys are saved under. */
  saveParam: string;
}

export interface GrantConfig {
  tree: Endpoint;
  keys: Endpoint & { param: string };
  save: Endpoint & { param: string };
  tabs: GrantTab[];
}

const menuTab: GrantTab = { key: 'menu', label: { zh: '菜单权限', en: 'Menus' }, saveParam: 'menuIds' };

/** A separate role set (factory, merchant): one menu tree, `grant-tree`, `checkTree?roleIds=`, `role/grant`. */
const roleSet = (service: string, menuEntity: string, roleEntity: string): GrantConfig => ({
  tree: { service, entity: menuEntity, op: 'grant-tree' },
  keys: { service, entity: menuEntity, op: 'checkTree', param: 'roleIds' },
  save: { service, entity: roleEntity, op: 'grant', param: 'roleIds' },
  tabs: [menuTab],
});

export const grantConfigs: Record<string, GrantConfig> = {
  'system.role:grant': {
    tree: { service: 'blade-system', entity: 'menu', op: 'grant-tree' },
    keys: { service: 'blade-system', entity: 'menu', op: 'role-tree-keys', param: 'roleIds' },
    save: { service: 'blade-system', entity: 'role', op: 'grant', param: 'roleIds' },
    tabs: [
      menuTab,
      { key: 'dataScope', label: { zh: '数据权限', en: 'Data scopes' }, saveParam: 'dataScopeIds' },
      { key: 'apiScope', label: { zh: '接口权限', en: 'API scopes' }, saveParam: 'apiScopeIds' },
    ],
  },
  'system.topMenu:grant': {
    tree: { service: 'blade-system', entity: 'topmenu', op: 'grant-top-tree' },
    keys: { service: 'blade-system', entity: 'topmenu', op: 'top-tree-keys', param: 'topMenuIds' },
    save: { service: 'blade-system', entity: 'topmenu', op: 'grant', param: 'topMenuIds' },
    tabs: [menuTab],
  },
  'factory.role:grant': roleSet('share-factory', 'factorymenu', 'factoryrole'),
  'merchant.role:grant': roleSet('toycar-merchant', 'merchantmenu', 'merchantrole'),
};

export const grantConfigOf = (schemaName: string, actionKey: string): GrantConfig | undefined =>
  grantConfigs[`${schemaName}:${actionKey}`];
