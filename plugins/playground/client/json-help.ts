/**
 * Completion and hover help from the schema files' JSON Schema (engine/schema/schema-file.schema.json):
 * the JSON path under the cursor (jsonc-parser) leads to the JSON Schema nodes that describe it — through
 * properties, items, anyOf / oneOf / allOf and local $refs — whose keys, values and descriptions are offered.
 */
import { getLocation, type JSONPath } from 'jsonc-parser';

export interface SchemaNode {
  type?: string | string[];
  description?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode | SchemaNode[];
  additionalProperties?: boolean | SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  definitions?: Record<string, SchemaNode>;
}

/** The nodes a node stands for once its $ref and unions are opened up. */
function expand(root: SchemaNode, node: SchemaNode | undefined, depth = 0): SchemaNode[] {
  if (!node || depth > 12) return [];
  if (node.$ref?.startsWith('#/definitions/')) return expand(root, root.definitions?.[node.$ref.slice(14)], depth + 1);
  const unions = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  return unions.length ? [node, ...unions.flatMap((n) => expand(root, n, depth + 1))] : [node];
}

/** The JSON Schema nodes of the value at a JSON path. */
export function nodesAt(root: SchemaNode, path: JSONPath): SchemaNode[] {
  let nodes = expand(root, root);
  for (const seg of path) {
    nodes = nodes.flatMap((n) => {
      if (typeof seg === 'number') {
        const items = Array.isArray(n.items) ? n.items[seg] : n.items;
        return expand(root, items);
      }
      const prop = n.properties?.[seg] ?? (typeof n.additionalProperties === 'object' ? n.additionalProperties : undefined);
      return expand(root, prop);
    });
  }
  return nodes;
}

export interface Suggestion {
  label: string;
  /** What to insert: a key with its quotes, or a JSON value. */
  apply: string;
  detail?: string;
  info?: string;
}

/** What may be typed at an offset: the keys an object may have, or the values a field may take. */
export function suggestionsAt(root: SchemaNode, text: string, offset: number): Suggestion[] {
  const loc = getLocation(text, offset);
  if (loc.isAtPropertyKey) {
    const parent = nodesAt(root, loc.path.slice(0, -1));
    const seen = new Map<string, Suggestion>();
    for (const n of parent)
      for (const [key, p] of Object.entries(n.properties ?? {}))
        if (!seen.has(key)) seen.set(key, { label: key, apply: `"${key}"`, info: describe(expand(root, p)) });
    return [...seen.values()];
  }
  const values = new Map<string, Suggestion>();
  for (const n of nodesAt(root, loc.path)) {
    for (const v of [...(n.enum ?? []), ...(n.const !== undefined ? [n.const] : [])])
      values.set(JSON.stringify(v), { label: JSON.stringify(v), apply: JSON.stringify(v), info: n.description });
    if (n.type === 'boolean') ['true', 'false'].forEach((b) => values.set(b, { label: b, apply: b }));
  }
  return [...values.values()];
}

/** The description of the first node that has one. */
function describe(nodes: SchemaNode[]): string | undefined {
  return nodes.find((n) => n.description)?.description;
}

/** The help of the key or value under an offset: its path and description. */
export function hoverAt(root: SchemaNode, text: string, offset: number): { path: string; text: string } | undefined {
  const loc = getLocation(text, offset);
  if (!loc.path.length) return undefined;
  const help = describe(nodesAt(root, loc.path));
  return help ? { path: loc.path.join('.'), text: help } : undefined;
}
