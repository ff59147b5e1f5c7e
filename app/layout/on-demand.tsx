/**
 * A shell component whose module loads the first time it renders: the header's dialogs that most
 * sessions never open stay out of the shell's first load (issue 5). A failed download is written to
 * the error log and renders nothing, so the header and the page stay usable (a lazy component alone
 * would throw it to the route's error screen); the next mount tries again.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { addErrorLog, chunkErrorType } from '../shell-state/error-log';

const Nothing = () => null;

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, name: string): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (e: unknown) => {
          addErrorLog(chunkErrorType(e) ?? 'ChunkLoadError', e, name);
          current = make();
          return { default: Nothing as ComponentType<P> };
        },
      ),
    );
  let current = make();
  function OnDemand(props: P) {
    const [Loaded] = useState(() => current);
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}
