/**
 * A strict allow-list HTML sanitiser for the rich text operators write (ad content, product pages). No
 * sanitising library is installed (sanitize-html, DOMPurify and xss are absent from node_modules), so this
 * is a small one that keeps only what it knows to be inert:
 *
 * - tags of ALLOWED, with only the attributes listed for each; every other tag is dropped (its text kept),
 *   and the content of DROP_WITH_CONTENT (script, style, iframe, svg…) goes with it;
 * - links and pictures only to http(s) addresses or the console's own stored files; the scheme is judged
 *   after entities and control characters are decoded, so `jav&#x61;script:` does not pass;
 * - no event handlers, no style, no comments; text is re-escaped; tags are balanced.
 * The output is also what the server stores, so sanitising it again changes nothing (idempotent).
 */
const ALLOWED: Record<string, string[]> = {
  p: [], br: [], b: [], strong: [], i: [], em: [], u: [], s: [], span: [], div: [],
  h1: [], h2: [], h3: [], h4: [], blockquote: [], ul: [], ol: [], li: [], hr: [],
  table: [], thead: [], tbody: [], tr: [], th: [], td: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
};
const VOID = new Set(['br', 'hr', 'img']);
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title', 'svg', 'math',
  'xmp', 'noembed', 'noframes', 'frameset', 'frame', 'applet', 'select', 'button', 'form',
]);
const URL_ATTRS = new Set(['href', 'src']);
const SAFE_URL = /^(https?:\/\/|\/api\/blade-resource\/oss\/file\/)/i;

const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeText = (s: string) => s.replace(/&(?!(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Entities decoded (numeric and the few named ones a scheme could hide behind): what a browser would read. */
function decode(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Math.min(Number(d), 0x10ffff)))
    .replace(/&(colon|tab|newline|amp|lt|gt|quot|apos);?/gi, (_, n: string) =>
      ({ colon: ':', tab: '\t', newline: '\n', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[n.toLowerCase()] ?? '',
    );
}

function attributes(tag: string, raw: string): string {
  const allowed = ALLOWED[tag] ?? [];
  let out = '';
  for (const m of raw.matchAll(ATTR)) {
    const name = m[1].toLowerCase();
    if (!allowed.includes(name)) continue;
    const value = decode(m[2] ?? m[3] ?? m[4] ?? '');
    if (URL_ATTRS.has(name)) {
      // eslint-disable-next-line no-control-regex
      const bare = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
      if (!SAFE_URL.test(bare)) continue;
      out += ` ${name}="${escapeAttr(bare)}"`;
    } else if (name === 'width' || name === 'height') {
      if (/^\d{1,4}$/.test(value)) out += ` ${name}="${value}"`;
    } else out += ` ${name}="${escapeAttr(value)}"`;
  }
  if (tag === 'a' && out.includes(' href=')) out += ' target="_blank" rel="noopener noreferrer nofollow"';
  return out;
}

export function sanitizeHtml(input: unknown): string {
  if (input === null || input === undefined) return '';
  const html = String(input);
  let out = '';
  const open: string[] = [];
  let last = 0;
  let skipUntil: string | undefined;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const text = html.slice(last, m.index);
    last = TAG.lastIndex;
    if (skipUntil) {
      if (m[1] === '/' && m[2]?.toLowerCase() === skipUntil) skipUntil = undefined;
      continue;
    }
    out += escapeText(text);
    if (!m[2]) continue; // a comment
    const tag = m[2].toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!m[1] && !/\/\s*$/.test(m[3])) skipUntil = tag;
      continue;
    }
    if (!(tag in ALLOWED)) continue;
    if (m[1]) {
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
    } else {
      out += `<${tag}${attributes(tag, m[3])}>`;
      if (!VOID.has(tag)) open.push(tag);
    }
  }
  if (!skipUntil) out += escapeText(html.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
