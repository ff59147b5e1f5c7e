/**
 * The form field an editor sits in, as far as an editor needs it: the `data` it publishes its options in
 * (engine/form/options.tsx, read by computed labels in engine/form/linkage.ts). A plain React context,
 * provided by the schema form's field decorator (SchemaForm.tsx), so that the editors — which the search
 * bar above every table renders too — do not import Formily: the first CRUD screen loads Formily only
 * with its first record dialog (docs/performance.md, issue 30). Absent outside a schema form.
 */
import { createContext } from 'react';

export interface FieldData {
  data?: Record<string, unknown>;
  setData(data: unknown): void;
}

export const FieldDataContext = createContext<FieldData | null>(null);
