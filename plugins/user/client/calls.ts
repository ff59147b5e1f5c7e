/**
 * The user endpoints, called at the screen schema's own service root (blade-user or user-shanghu) through
 * its DataProvider, so the envelope and error toasts stay the provider's. Only the import goes through the
 * shared transport: a multipart upload is not a provider call.
 */
import { http, unwrap } from '../../../engine/data/transport';
import type { DataProvider } from '../../../engine/data/provider';
import { actionPath, type Action, type EntitySchema } from '../../../engine/schema';

type Values = Record<string, unknown>;

export function userCall(
  provider: DataProvider,
  schema: EntitySchema,
  endpoint: string,
  method: 'GET' | 'POST',
  values: Values,
) {
  const action: Action = {
    key: 'call',
    label: { zh: endpoint, en: endpoint },
    scope: 'toolbar',
    endpoint,
    method,
    params: 'body',
  };
  return provider.action(schema, action, { rows: [], values });
}

export interface ImportReport {
  added: number;
  updated: number;
  refused: Array<{ row: number; reason: string }>;
}

/** POST import-user?isCovered=0|1 with the workbook as multipart `file`. */
export async function importUsers(
  schema: EntitySchema,
  action: Action,
  file: File,
  covered: boolean,
): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await http.post(actionPath(schema, action), body, { params: { isCovered: covered ? 1 : 0 } });
  return unwrap<ImportReport>(res);
}
