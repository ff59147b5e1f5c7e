/**
 * Whose row is it? The platform administrator's lists span every tenant (the server filters no tenant for
 * them), so a tenant-scoped entity's screen shows them a tenant column and a tenant filter, as BladeX's
 * screens do for the 000000 administrator. Tenant staff see neither: every row they get is their own.
 *
 * The column reads `tenantId` (every row of a tenant-scoped entity carries it) and shows the tenant's name
 * from the tenant picker (`GET blade-system/tenant/select`, `[{ tenantId, tenantName }]`, a BladeX
 * endpoint); the filter sends the chosen `tenantId` as a list parameter, which BladeX and the reference
 * server both read as "this tenant only". It never shows in the add or edit form.
 */
import type { Column, EntitySchema } from '../schema/model';

export const TENANT_OPTIONS_URL = '/api/blade-system/tenant/select';

export const tenantColumn: Column = {
  prop: 'tenantId',
  label: { zh: '所属租户', en: 'Tenant' },
  type: 'select',
  dict: { url: TENANT_OPTIONS_URL, label: 'tenantName', value: 'tenantId' },
  search: { mode: 'exact' },
  form: false,
  table: { width: 140 },
};

/** Whether the screen of this entity shows the tenant column to this viewer. */
export const showsTenantColumn = (schema: EntitySchema, platformAdmin: boolean | undefined): boolean =>
  !!platformAdmin && !!schema.storage?.tenant && !schema.columns.some((c) => c.prop === 'tenantId');

/** The schema as the viewer's screen shows it: with the tenant column (second) for the platform administrator. */
export function withTenantColumn(schema: EntitySchema, platformAdmin: boolean | undefined): EntitySchema {
  if (!showsTenantColumn(schema, platformAdmin)) return schema;
  const columns = [...schema.columns];
  columns.splice(Math.min(1, columns.length), 0, tenantColumn);
  return { ...schema, columns };
}
