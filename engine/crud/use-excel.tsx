/**
 * A list's Excel export and import (schema `excel`), run by the server as background jobs: the toolbar's
 * two buttons and what they start; the dialogs (progress, the import's dry run and report) are a lazy
 * chunk (./excel-dialogs.tsx), loaded when one opens.
 * Offered only when the provider has jobs and the caller holds the button code.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { App } from 'antd';
import type { EntitySchema } from '../schema/model';
import { excelOps, text } from '../schema/resolve';
import { useEngine } from '../data/context';
import { saveBlob } from '../data/files';
import { useT } from '../i18n';
import { CRUD_NS } from './locale';
import { alreadyShown, errorText } from './errors';

const ExportDialog = lazy(() => import('./excel-dialogs').then((m) => ({ default: m.ExportDialog })));
const ImportDialog = lazy(() => import('./excel-dialogs').then((m) => ({ default: m.ImportDialog })));

export interface ExcelController {
  canExport: boolean;
  canImport: boolean;
  startExport(): Promise<void>;
  openImport(): void;
  element: ReactNode;
}

export function useExcel(
  schema: EntitySchema,
  {
    refresh,
    searchParams,
    can,
  }: {
    refresh: () => void | Promise<void>;
    searchParams?: () => Record<string, unknown>;
    can: (code: string) => boolean;
  },
): ExcelController {
  const { provider } = useEngine();
  const { lang } = useT(CRUD_NS);
  const { message } = App.useApp();
  const jobs = provider.jobs;
  const ops = excelOps(schema);
  const [exporting, setExporting] = useState<string>();
  const [importing, setImporting] = useState(false);
  const title = text(schema.title, lang);
  const startExport = async () => {
    if (!jobs) return;
    try {
      if (ops.export?.direct) {
        const file = await jobs.exportFile(schema, searchParams?.() ?? {});
        saveBlob(file.blob, file.fileName);
        return;
      }
      setExporting((await jobs.exportRows(schema, searchParams?.() ?? {})).id);
    } catch (e) {
      if (!alreadyShown(e)) void message.error(errorText(e));
    }
  };
  return {
    canExport: !!jobs && !!ops.export && can(ops.export.code),
    canImport: !!jobs && !!ops.import && can(ops.import.code),
    startExport,
    openImport: () => setImporting(true),
    element: (
      <Suspense fallback={null}>
        {jobs && exporting && (
          <ExportDialog jobs={jobs} id={exporting} title={title} onClose={() => setExporting(undefined)} />
        )}
        {jobs && importing && (
          <ImportDialog
            jobs={jobs}
            schema={schema}
            title={title}
            onClose={() => setImporting(false)}
            onStored={() => void refresh()}
          />
        )}
      </Suspense>
    ),
  };
}
