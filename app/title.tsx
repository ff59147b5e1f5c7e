/**
 * Page titles, set after each navigation (spec §2): "<page> - <site>". A route names its page through
 * `handle.title`; inside the shell the server menu's name for the path is used when the route has none.
 */
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { TFunction } from 'i18next';
import { useT, type Lang } from '../engine/i18n';
import type { MenuNode } from '../engine/auth/session';
import { APP_NS } from './locale';
import { findMenuNode, menuTitle } from './layout/menu-utils';
import { useSession } from './session-state';

export interface TitleContext {
  pathname: string;
  lang: Lang;
  t: TFunction;
}

export interface RouteHandle {
  title?: (ctx: TitleContext) => string | undefined;
  /**
   * false: the page opens without a tab (spec §2); the menu's meta.isTab says the same for menu pages. A
   * route serving many paths decides per path (the engine screen opens none for a path no schema owns).
   */
  isTab?: boolean | ((ctx: { pathname: string }) => boolean);
}

/** Whether the route's page opens a tab at this path (default: it does). */
export const opensTab = (handle: RouteHandle | undefined, pathname: string): boolean =>
  (typeof handle?.isTab === 'function' ? handle.isTab({ pathname }) : handle?.isTab) !== false;

export function pageTitle(page: string | undefined, site: string): string {
  return page ? `${page} - ${site}` : site;
}

function titleFromMenu(menu: MenuNode[], pathname: string, lang: Lang): string | undefined {
  const node = findMenuNode(menu, pathname);
  return node ? menuTitle(node, lang) : undefined;
}

type Match = ReturnType<typeof useMatches>[number];

/** The page's own title: the deepest route handle that names one, else the menu's name for the path. */
export function titleFor(
  matches: Match[],
  pathname: string,
  lang: Lang,
  t: TFunction,
  menu: MenuNode[],
): string | undefined {
  for (const m of [...matches].reverse()) {
    const page = (m.handle as RouteHandle | undefined)?.title?.({ pathname, lang, t });
    if (page) return page;
  }
  return titleFromMenu(menu, pathname, lang);
}

/** Renders nothing; keeps document.title in step with the route and the language. */
export function TitleSync() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { t, lang } = useT(APP_NS);
  const { menu } = useSession();
  useEffect(() => {
    document.title = pageTitle(titleFor(matches, pathname, lang, t, menu), t('site'));
  }, [matches, pathname, lang, t, menu]);
  return null;
}
