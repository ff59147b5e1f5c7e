/**
 * The record dialog (FormModal.tsx) as a chunk of its own: it brings Formily, the schema form and the
 * Formily antd components (≈ 50 kB gzip), which a list's first paint — its table and search bar — does not
 * use (issue 30: shell + first CRUD screen ≤ 550 kB). A screen asks for the chunk once the browser is idle
 * after showing it (`usePreloadFormModal`), so that the first Add / Edit / View / action dialog normally
 * opens at once; opened before the chunk has arrived, the dialog shows as soon as it has (nothing else on
 * the screen waits for it). Same props as FormModal; once loaded it renders synchronously, without Suspense.
 */
import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type { FormModalProps } from './FormModal';
import type { ActionContext as Context } from './ActionContext';
import type { KindChooser as Chooser } from './transition-kinds';

type Dialog = ComponentType<FormModalProps>;

let loaded: Dialog | undefined;
let loadedContext: typeof Context | undefined;
let loadedChooser: typeof Chooser | undefined;
let loading: Promise<Dialog> | undefined;

/**
 * Starts (once) loading the dialog's chunk, and with it the record summary an action's dialog shows above
 * its inputs (ActionContext.tsx, antd Descriptions); resolves to the dialog.
 */
export function preloadFormModal(): Promise<Dialog> {
  loading ??= Promise.all([import('./FormModal'), import('./ActionContext'), import('./transition-kinds')]).then(
    ([m, c, k]) => {
      loadedContext = c.ActionContext;
      loadedChooser = k.KindChooser;
      return (loaded = m.FormModal);
    },
    (e: unknown) => {
      loading = undefined; // a failed download is tried again by the next opening
      throw e;
    },
  );
  return loading;
}

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Loads the dialog's chunk when the browser is next idle (the screen has painted by then). */
export function usePreloadFormModal(): void {
  useEffect(() => {
    if (loaded) return;
    const w = window as IdleWindow;
    const load = () => void preloadFormModal().catch(() => undefined); // an opening retries and reports
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(load);
      return () => w.cancelIdleCallback?.(id);
    }
    const id = setTimeout(load, 200);
    return () => clearTimeout(id);
  }, []);
}

/** FormModal, loaded on demand. Mounted only while open, like FormModal. */
export function FormModal(props: FormModalProps) {
  const [Loaded, setLoaded] = useState<Dialog | undefined>(() => loaded);
  const [failed, setFailed] = useState<unknown>();
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    preloadFormModal().then(
      (d) => live && setLoaded(() => d),
      (e: unknown) => live && setFailed(e),
    );
    return () => {
      live = false;
    };
  }, [Loaded]);
  // A chunk that cannot be fetched (a new deployment, the network) reaches the screen's error boundary,
  // which offers a reload, as a screen's own chunk does.
  if (failed) throw failed;
  return Loaded ? <Loaded {...props} /> : null;
}

/**
 * The record summary of an action's dialog (ActionContext.tsx). Rendered inside the dialog only, which
 * shows once both modules are loaded: it is drawn in the same render as the dialog.
 */
export function ActionContext(props: ComponentProps<typeof Context>) {
  const Loaded = loadedContext;
  return Loaded ? <Loaded {...props} /> : null;
}

/** The kind chooser of a transition group's dialog (transition-kinds.tsx), loaded with the dialog. */
export function KindChooser(props: ComponentProps<typeof Chooser>) {
  const Loaded = loadedChooser;
  return Loaded ? <Loaded {...props} /> : null;
}
