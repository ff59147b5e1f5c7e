/** engine/form: value types, schema -> Formily, rules, option loading. */
import './locale';

export * from './value-types';
export { FORM_NS, formText } from './locale';
export { toValidators, checkRule, type FieldCheck } from './rules';
export { toFormilySchema, formColumns, defaultValues, spanOf, placeholderOf, type FormMode } from './to-formily';
// SchemaForm (Formily and its antd components) is imported from './SchemaForm' by the dialogs that render
// it: re-exported here, every module importing this index — the search bar and the table cells of the first
// screen among them — would bring Formily into the first screen's chunks (docs/performance.md, issue 30).
export type { SchemaFormProps } from './SchemaForm';
export { FieldDataContext, type FieldData } from './field-data';
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
