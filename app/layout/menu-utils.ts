/**
 * Turning the server's menu tree (CONTRACT §5) into what the sidebar shows: localised titles, role
 * filtering, the node for a path, and where a node opens.
 */
import type { Lang } from '../../engine/i18n';
import type { MenuNode } from '../../engine/auth/session';

const enOf = (v: unknown): string | undefined => {
  if (typeof v === 'string' && v) return v;
  if (v && typeof v === 'object' && typeof (v as { en?: unknown }).en === 'string') return (v as { en: string }).en || undefined;
  return undefined;
};

/**
 * Chinese is the node's `name`. English comes from what the server provides, best first: `meta.i18n`
 * or `meta.title` as `{ zh, en }`, `meta.en`, then `alias` (BladeX's English code name); else the name.
 */
export function menuTitle(node: MenuNode, lang: Lang): string {
  if (lang === 'zh') return node.name;
  const meta = node.meta ?? {};
  return enOf(meta.i18n) ?? enOf(meta.title) ?? enOf(meta.en) ?? (node.alias || undefined) ?? node.name;
}

/** A path that is a web address or an html page (opens embedded or in a new window). */
export const isExternal = (path: string): boolean => /^(https?:)?\/\//i.test(path) || /\.html?(\?|#|$)/i.test(path);

/** Buttons (category 2) never show; nodes whose meta.roles the user lacks are hidden (spec §2 Sidebar). */
export function visibleMenu(menu: MenuNode[], roles: string[]): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of menu) {
    if (node.category === 2) continue;
    const allowed = node.meta?.roles;
    if (Array.isArray(allowed) && allowed.length && !allowed.some((r) => roles.includes(String(r)))) continue;
    out.push(node.children?.length ? { ...node, children: visibleMenu(node.children, roles) } : node);
  }
  return [...out].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
}

export function findMenuNode(menu: MenuNode[], path: string): MenuNode | undefined {
  for (const node of menu) {
    if (node.path === path) return node;
    const hit = node.children ? findMenuNode(node.children, path) : undefined;
    if (hit) return hit;
  }
  return undefined;
}

/** Paths of the nodes above the one for `path` (to open their submenus). */
export function ancestorPaths(menu: MenuNode[], path: string, trail: string[] = []): string[] | undefined {
  for (const node of menu) {
    if (node.path === path) return trail;
    if (node.children?.length) {
      const hit = ancestorPaths(node.children, path, [...trail, node.path]);
      if (hit) return hit;
    }
  }
  return undefined;
}
