/**
 * The grant tables access control reads (associations with no screen of their own, as in BladeX):
 * - blade_role_menu: the role → menu and button grants;
 * - blade_role_scope: the role → data scope (category 1) and API scope (category 2) grants.
 */
import type { TableSpec } from '../kernel/db/tables';

export const accessTables: TableSpec[] = [
  {
    name: 'blade_role_menu',
    columns: [
      { name: 'role_id', type: 'bigint' },
      { name: 'menu_id', type: 'bigint' },
    ],
    indexes: [{ columns: ['role_id', 'menu_id'], unique: true }, { columns: ['menu_id'] }],
  },
  {
    name: 'blade_role_scope',
    columns: [
      { name: 'scope_category', type: 'int' },
      { name: 'scope_id', type: 'bigint' },
      { name: 'role_id', type: 'bigint' },
    ],
    indexes: [{ columns: ['role_id', 'scope_category', 'scope_id'], unique: true }, { columns: ['scope_id'] }],
  },
];
