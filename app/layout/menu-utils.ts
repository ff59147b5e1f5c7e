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

/**
 * A node that groups others: it arrived with children, or says it has some (BladeX's `hasChildren`). A
 * leaf page may come with an empty `children` list (BladeX's own tree does that), so that alone is not one.
 */
export const isMenuGroup = (node: MenuNode): boolean => !!node.children?.length || node.hasChildren === true;

/**
 * What the caller sees of the menu (spec §2 Sidebar), for the side menu, the menu search and anything
 * else listing it: buttons (category 2) never show; nodes whose meta.roles the user lacks are hidden; a
 * group none of whose children is left is hidden too, recursively (it would open nothing: a 404).
 */
export function visibleMenu(menu: MenuNode[], roles: string[]): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of menu) {
    if (node.category === 2) continue;
    const allowed = node.meta?.roles;
    if (Array.isArray(allowed) && allowed.length && !allowed.some((r) => roles.includes(String(r)))) continue;
    if (!isMenuGroup(node)) {
      out.push(node);
      continue;
    }
    const children = visibleMenu(node.children ?? [], roles);
    if (children.length) out.push({ ...node, children });
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
