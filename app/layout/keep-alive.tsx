/**
 * The multi-tab workspace's panes (spec §2 Tab bar): every open tab keeps its page mounted inside a
 * React 19 `<Activity>`, hidden while another tab is shown, so search values, paging and open dialogs
 * survive switching tabs. Each pane sees its own location (a frozen LocationContext), so a hidden page
 * never re-renders as if it were at the visible one's path. Pages marked keepAlive also get their scroll
 * position back (each pane is its own scroll box; display:none would otherwise reset it).
 */
import { Activity, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location } from 'react-router';
import { ErrorBoundary } from './error-boundary';

interface Pane {
  location: Location;
  element: ReactNode;
}

export function KeepAlivePanes({
  openPaths,
  keepAlive,
}: {
  openPaths: string[];
  keepAlive: (path: string) => boolean;
}) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [panes, setPanes] = useState<Pane[]>([]);
  const scrolls = useRef(new Map<string, number>());
  const boxes = useRef(new Map<string, HTMLDivElement>());

  // Remember the current route's pane (a new search string is the same tab) and drop closed tabs.
  // State derived during render, React's pattern for "adjust state when props change".
  const here = panes.find((p) => p.location.pathname === location.pathname);
  const closed = panes.some(
    (p) => p.location.pathname !== location.pathname && !openPaths.includes(p.location.pathname),
  );
  if (!here || here.location.key !== location.key || closed) {
    const kept = panes.filter(
      (p) => p.location.pathname === location.pathname || openPaths.includes(p.location.pathname),
    );
    const pane = { location, element: outlet };
    setPanes(here ? kept.map((p) => (p.location.pathname === location.pathname ? pane : p)) : [...kept, pane]);
  }

  const active = location.pathname;
  useLayoutEffect(() => {
    const box = boxes.current.get(active);
    if (box && keepAlive(active)) box.scrollTop = scrolls.current.get(active) ?? 0;
  }, [active, keepAlive]);
  useEffect(() => {
    // Remember where each keepAlive pane was when it scrolls.
    const box = boxes.current.get(active);
    if (!box) return;
    const onScroll = () => scrolls.current.set(active, box.scrollTop);
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => box.removeEventListener('scroll', onScroll);
  }, [active]);

  return (
    <>
      {panes.map(({ location: paneLocation, element }) => {
        const path = paneLocation.pathname;
        return (
          <div
            key={path}
            className="tc-pane"
            data-pane={path}
            // The attribute sits outside the Activity, so it changes in the same commit that shows the new
            // tab: inside, a hidden Activity's re-render waits for idle time, and meanwhile queries and
            // assistive technology found two panes — the old one's search form first (an e2e fill then
            // waited on the old, now hidden, input). It also holds whatever a portal's re-render does to
            // the display style Activity sets (a closed confirm once left a hidden tab's form in the tree).
            hidden={path !== active}
            ref={(el) => {
              if (el) boxes.current.set(path, el);
              else boxes.current.delete(path);
            }}
            style={{ height: '100%', overflow: 'auto' }}
          >
            <Activity mode={path === active ? 'visible' : 'hidden'}>
              <UNSAFE_LocationContext.Provider
                value={{ location: path === active ? location : paneLocation, navigationType }}
              >
                <ErrorBoundary>{path === active ? outlet : element}</ErrorBoundary>
              </UNSAFE_LocationContext.Provider>
            </Activity>
          </div>
        );
      })}
    </>
  );
}
