/**
 * The tab workspace (spec §2 Tab bar): open pages in order, home first and never closable; a single
 * tab is never closable either. Titles are kept in both languages so a language switch relabels tabs
 * that are not on screen.
 */
import { onLocalLogout } from '../../engine/auth/session';
import { site } from '../config';
import { persisted } from './store';

export interface Tab {
  path: string;
  title: { zh: string; en: string };
}

export const tabsPref = persisted<Tab[]>('tagList', []);

export const isClosable = (tabs: Tab[], path: string): boolean => path !== site.homePath && tabs.length > 1;

/** Add (or relabel) a tab; the home tab is always kept first. */
export function openTab(tab: Tab): void {
  const tabs = tabsPref.get();
  const at = tabs.findIndex((t) => t.path === tab.path);
  if (at >= 0) {
    const cur = tabs[at];
    if (cur.title.zh === tab.title.zh && cur.title.en === tab.title.en) return;
    tabsPref.set(tabs.map((t, i) => (i === at ? tab : t)));
    return;
  }
  const next = [...tabs, tab];
  next.sort((a, b) => Number(b.path === site.homePath) - Number(a.path === site.homePath));
  tabsPref.set(next);
}

/** Close one tab; returns the path to show next when the closed one was active. */
export function closeTab(path: string, active: string): string | undefined {
  const tabs = tabsPref.get();
  if (!isClosable(tabs, path)) return undefined;
  const at = tabs.findIndex((t) => t.path === path);
  const next = tabs.filter((t) => t.path !== path);
  tabsPref.set(next);
  if (path !== active) return undefined;
  return (next[at] ?? next[at - 1] ?? next[0])?.path ?? site.homePath;
}

/** Keep the home tab and `keep` (if given). */
export function closeOthers(keep?: string): void {
  tabsPref.set(tabsPref.get().filter((t) => t.path === site.homePath || t.path === keep));
}

export const clearTabs = () => tabsPref.reset();

onLocalLogout(clearTabs);
