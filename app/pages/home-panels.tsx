/**
 * The panels plugins add to a home page: each plugin page declared with `home: 'index'` or `home:
 * 'dashboard'` (e.g. the rentals plugin's business tiles and charts) is drawn on /wel/index or
 * /wel/dashboard for the users who may open that page. Loaded after the page shows (their client halves
 * are chunks of their own); `fallback` shows when no panel applies. A panel that fails to load is left
 * out: a home page must always open.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../session-state';
import { pageOpens } from '../../engine/schema/screen-access';
import type { HomePanel } from '../plugin-routes';

export function HomePanels({ home, fallback }: { home: 'index' | 'dashboard'; fallback?: ReactNode }) {
  const { menuEntries } = useSession();
  const [panels, setPanels] = useState<HomePanel[] | null>(null);
  useEffect(() => {
    let live = true;
    import('../shell-frame')
      .then((m) => m.loadHomePanels(home))
      .catch(() => [] as HomePanel[])
      .then((list) => live && setPanels(list));
    return () => {
      live = false;
    };
  }, [home]);
  if (panels === null) return null;
  const visible = panels.filter((p) => !!menuEntries && pageOpens(p.page, menuEntries));
  if (!visible.length) return fallback ?? null;
  return (
    <>
      {visible.map(({ id, Component }) => (
        <div key={id} data-home-panel={id} style={{ marginTop: 16 }}>
          <Component />
        </div>
      ))}
    </>
  );
}
