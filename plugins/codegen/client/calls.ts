/** The code generator's calls (routes.ts on the server), through the shared transport. */
import { http, unwrap } from '../../../engine/data/transport';
import { basePath, type EntitySchema, type I18nText } from '../../../engine/schema';

export interface DiffLine {
  op: ' ' | '+' | '-';
  text: string;
  a?: number;
  b?: number;
}

export interface PlannedFile {
  role: 'entity' | 'dicts';
  file: string;
  state: 'new' | 'merge' | 'unchanged';
  text?: string;
  current?: string | null;
  diff?: DiffLine[];
}

export interface MappedColumn {
  column: string;
  dbType: string;
  prop?: string;
  type?: string;
  label?: I18nText;
  required?: boolean;
  dict?: string;
  managed?: boolean;
  skipped?: I18nText;
}

export interface PlanView {
  id: string;
  schema: { name: string; title: I18nText; route?: string; api: string; table: string; permission: string };
  base: string;
  added: string[];
  missing: string[];
  columns: MappedColumn[];
  notes: string[];
  problems: Array<{ file: string; pointer: string; message: string; fix: string }>;
  files: PlannedFile[];
  /** Whether gen-code writes files (false in production mode: download them). */
  write?: boolean;
}

export interface GenResult {
  written: boolean;
  modules: PlanView[];
}

export const previewPlan = async (schema: EntitySchema, id: string): Promise<PlanView> =>
  unwrap<PlanView>(await http.get(`${basePath(schema)}/preview`, { params: { id } }));

export const generate = async (schema: EntitySchema, ids: string[], base?: string): Promise<GenResult> =>
  unwrap<GenResult>(
    await http.post(`${basePath(schema)}/gen-code`, undefined, {
      params: { ids: ids.join(','), system: 'saber', ...(base && { base }) },
    }),
  );

export const copyEntry = async (schema: EntitySchema, id: string): Promise<void> => {
  unwrap(await http.post(`${basePath(schema)}/copy`, undefined, { params: { id } }));
};

/** Save a generated file (production mode) through the browser. */
export async function downloadFile(schema: EntitySchema, id: string, part: 'entity' | 'dicts', name: string) {
  const res = await http.get(`${basePath(schema)}/download`, { params: { id, part }, responseType: 'blob' });
  const url = URL.createObjectURL(res.data as Blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
