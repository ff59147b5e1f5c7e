/**
 * Where a lint problem lies in the edited text: the lint names a JSON pointer (`/columns/3/options/dependsOn`);
 * the parse tree (jsonc-parser) gives the offsets of the node it names — or of its nearest ancestor there
 * is, when the pointer names something missing (a required key) — and so its line.
 */
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';

export const pathOf = (pointer: string): Array<string | number> =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));

/** The range [from, to) of the node a pointer names in the text (the whole text when nothing fits). */
export function rangeOf(text: string, pointer: string, tree: Node | undefined = parseTree(text)): { from: number; to: number } {
  if (!tree) return { from: 0, to: Math.min(text.length, 1) };
  const path = pathOf(pointer);
  for (let n = path.length; n >= 0; n--) {
    const node = findNodeAtLocation(tree, path.slice(0, n));
    if (!node) continue;
    // A property's value: mark its key too, where the eye looks first.
    const at = node.parent?.type === 'property' ? node.parent : node;
    // A whole object or array is marked on its first line only.
    const end = at.type === 'object' || at.type === 'array' ? at.offset + 1 : at.offset + at.length;
    return { from: at.offset, to: end };
  }
  return { from: 0, to: 1 };
}

/** The 1-based line of an offset. */
export const lineOf = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;
