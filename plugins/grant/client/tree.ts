/**
 * Grant trees as the dialog uses them: server nodes (BladeX TreeNode `{id, key, value, title, children}`,
 * or menu-like `{id, name, nameEn}`) normalised to antd's `{key, title, children}`, and the BladeX rule for
 * half-checked parents. Opening: a parent counts as checked exactly when every leaf below it is stored, so
 * the tree is pre-checked from the stored LEAVES and derives the parents — a stored parent with an
 * ungranted child shows half-checked instead of silently granting the child. Saving: the checked keys plus
 * the half-checked parents, because a page whose buttons are only partly granted must still be granted
 * itself (the sidebar shows granted menus; `menu-…` grouping nodes are ignored by the server).
 */
import type { Lang } from '../../../engine/i18n';

export interface GrantNode {
  key: string;
  title: string;
  children?: GrantNode[];
}

type Raw = Record<string, unknown>;

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function titleOf(raw: Raw, lang: Lang): string {
  const meta = raw.meta as Raw | undefined;
  const english = str(raw.nameEn) || str(meta?.i18n) || str(raw.titleEn);
  if (lang === 'en' && english) return english;
  return str(raw.title) || str(raw.name) || str(raw.label) || str(raw.id);
}

/** Server nodes → antd nodes; nodes without an id/key are dropped (they could never be granted). */
export function toGrantNodes(list: unknown, lang: Lang): GrantNode[] {
  if (!Array.isArray(list)) return [];
  const out: GrantNode[] = [];
  for (const item of list as Raw[]) {
    if (!item || typeof item !== 'object') continue;
    const key = str(item.id ?? item.key ?? item.value);
    if (!key) continue;
    const children = toGrantNodes(item.children, lang);
    out.push({ key, title: titleOf(item, lang), ...(children.length && { children }) });
  }
  return out;
}

/** Every key of the tree, parents first. */
export function allKeys(nodes: GrantNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);
}

/** Keys of the nodes that have children (what "expand all" opens). */
export function parentKeys(nodes: GrantNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.key, ...parentKeys(n.children)] : []));
}

/**
 * The checked keys the tree shows for a stored key list: the stored leaves, plus every parent whose leaves
 * are all stored. Stored keys that are not in the tree (removed menus) are dropped.
 */
export function checkedFromStored(nodes: GrantNode[], stored: Iterable<string>): string[] {
  const wanted = new Set(stored);
  const out: string[] = [];
  const visit = (n: GrantNode): boolean => {
    if (!n.children?.length) {
      if (wanted.has(n.key)) out.push(n.key);
      return wanted.has(n.key);
    }
    // Visit every child (no short-circuit): each checked leaf must be collected.
    const all = n.children.map(visit).every(Boolean);
    if (all) out.push(n.key);
    return all;
  };
  nodes.forEach(visit);
  return out;
}

/** Parents with some but not all leaves below them checked (antd's half-checked state). */
export function halfChecked(nodes: GrantNode[], checked: Iterable<string>): string[] {
  const on = new Set(checked);
  const out: string[] = [];
  // Answers [leaves below (or the node itself), checked among them].
  const visit = (n: GrantNode): [number, number] => {
    if (!n.children?.length) return [1, on.has(n.key) ? 1 : 0];
    let total = 0;
    let hit = 0;
    for (const c of n.children) {
      const [t, h] = visit(c);
      total += t;
      hit += h;
    }
    if (hit > 0 && hit < total) out.push(n.key);
    return [total, hit];
  };
  nodes.forEach(visit);
  return out;
}

/** Keys of the nodes whose title contains the text, and of their ancestors (to expand the way to them). */
export function searchTree(nodes: GrantNode[], text: string): { matches: Set<string>; expand: string[] } {
  const needle = text.trim().toLowerCase();
  const matches = new Set<string>();
  const expand = new Set<string>();
  if (!needle) return { matches, expand: [] };
  const visit = (n: GrantNode, path: string[]) => {
    if (n.title.toLowerCase().includes(needle)) {
      matches.add(n.key);
      path.forEach((k) => expand.add(k));
    }
    n.children?.forEach((c) => visit(c, [...path, n.key]));
  };
  nodes.forEach((n) => visit(n, []));
  return { matches, expand: [...expand] };
}

/** A tab's list from an answer: the object's field, or the bare array for a one-tab dialog. */
export function pick(answer: unknown, field: string, firstTab: boolean): unknown[] {
  if (Array.isArray(answer)) return firstTab ? answer : [];
  const v = answer && typeof answer === 'object' ? (answer as Raw)[field] : undefined;
  return Array.isArray(v) ? v : [];
}
