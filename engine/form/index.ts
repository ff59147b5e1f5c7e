/** engine/form: value types, schema -> Formily, rules, option loading. */
import './locale';

export * from './value-types';
export { FORM_NS, formText } from './locale';
export { toValidators, checkRule, type FieldCheck } from './rules';
export { toFormilySchema, formColumns, defaultValues, spanOf, placeholderOf, type FormMode } from './to-formily';
export { SchemaForm, EditorSchemaField, type SchemaFormProps } from './SchemaForm';
export {
  ScreenOptionsProvider,
  useScreenOptions,
  useScreenOptionsContext,
  useColumnOptions,
  optionsOf,
  findOption,
  sameKey,
  dictToOptions,
  rowsToOptions,
  type ScreenOptions,
} from './options';
export { RowTenantContext, tenantOfRow, keepTenant, type RowTenant } from './row-tenant';
