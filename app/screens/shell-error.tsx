/**
 * The 403 / 404 page inside the shell (a plugin page the user may not open, a path nothing owns): the
 * sidebar, the top bar and the tabs stay, the URL is kept. The page itself (antd Result) loads on first
 * use, so neither the engine screen's chunk nor the plugin routes' carry it.
 */
import { lazy, Suspense } from 'react';
import { withChunkTimeout } from '../shell-state/error-log';

const ErrorPage = lazy(() => withChunkTimeout(() => import('../pages/error-page'), 'error-page'));

export function ShellError({ code }: { code: 403 | 404 }) {
  return (
    <div data-testid={`shell-error-${code}`}>
      <Suspense fallback={null}>
        <ErrorPage code={code} />
      </Suspense>
    </div>
  );
}
