/** engine/crud: schema-driven screens. */
import './locale';

export { CrudPage, PAGE_SIZES, type CrudPageProps } from './CrudPage';
export { TreeCrudPage, type TreeCrudPageProps } from './TreeCrudPage';
export { MasterDetailPage, EntityScreen, type MasterDetailPageProps } from './MasterDetailPage';
export { SchemaScreen, type SchemaScreenProps } from './SchemaScreen';
// TreeFilter is a lazy chunk of CrudPage (with antd Tree): its types only, as for ConfirmRevealDialog below.
export type { TreeFilterProps, TreeFilterSpec } from './TreeFilter';
export { CrudView, VIRTUAL_THRESHOLD, type CrudViewProps } from './CrudView';
// The record dialog loads on demand (with Formily): its chunk is not part of a list's first paint.
export { FormModal, preloadFormModal } from './form-modal-on-demand';
export type { FormModalProps } from './FormModal';
// ConfirmRevealDialog is imported from its own module, by lazy plugin dialogs only: re-exported here, the
// bundler would place it (with antd Result and Typography) in the chunk of every screen (issue 5).
export type { ConfirmRevealDialogProps } from './ConfirmRevealDialog';
export { SearchForm, searchFields, type SearchField } from './SearchForm';
export { searchParams, searchValuesFromQuery } from './search-params';
export { useCrud, type CrudController } from './use-crud';
export { useActionRunner } from './use-actions';
export {
  clearSavedTableOptions,
  loadTableOptions,
  saveTableOptions,
  tableOptionsKey,
  applyTableOptions,
  type TableOptions,
  type ColumnOption,
} from './column-options';
export { buildColumns, conditionHolds } from './table-columns';
export { CRUD_NS } from './locale';
