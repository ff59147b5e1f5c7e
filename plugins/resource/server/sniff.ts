/**
 * What an upload really is (issue 13): its first bytes must be those of the type its extension declares
 * (magic numbers), text must be text and not markup, and a declared Content-Type of markup or script is
 * refused whatever the name — so a page with scripts never lands in the store as `x.png` or `x.txt`.
 */

/** Enough of the head of a file for every check below. */
export const SNIFF_BYTES = 4096;

const starts = (b: Buffer, hex: string) => b.subarray(0, hex.length / 2).equals(Buffer.from(hex, 'hex'));
const ascii = (b: Buffer, at: number, s: string) => b.subarray(at, at + s.length).toString('latin1') === s;

const zip = (b: Buffer) => starts(b, '504b0304') || starts(b, '504b0506');
const ole = (b: Buffer) => starts(b, 'd0cf11e0a1b11ae1');

/** Text: no NUL or other control bytes (tabs, line breaks, form feeds and escape aside), and no markup. */
function plainText(b: Buffer): boolean {
  for (const byte of b) if (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(byte)) return false;
  return !looksLikeMarkup(b);
}

/** Starts (after a BOM and blanks) like HTML, SVG or XML. */
export function looksLikeMarkup(b: Buffer): boolean {
  const head = b
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return /^<(!doctype|html|head|body|script|svg|\?xml|iframe|object|embed|meta|img|a\s|div|style|!--)/.test(head);
}

/** The check of each allowed extension. */
const BY_EXTENSION: Record<string, (b: Buffer) => boolean> = {
  jpg: (b) => starts(b, 'ffd8ff'),
  jpeg: (b) => starts(b, 'ffd8ff'),
  png: (b) => starts(b, '89504e470d0a1a0a'),
  gif: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'),
  bmp: (b) => ascii(b, 0, 'BM') && b.length >= 26,
  webp: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
  // PDF readers accept a little junk before the header; markup never.
  pdf: (b) => b.subarray(0, 1024).includes('%PDF-') && !looksLikeMarkup(b),
  doc: ole,
  xls: ole,
  ppt: ole,
  docx: zip,
  xlsx: zip,
  pptx: zip,
  zip,
  txt: plainText,
  csv: plainText,
};

/** Whether the head of a file is what its extension says. */
export const contentMatches = (extension: string, head: Buffer): boolean => !!BY_EXTENSION[extension]?.(head);

/** Declared types that would run as a document or a script if a browser believed them. */
const ACTIVE_TYPES = [
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'text/xml',
  'application/xml',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
];

export const isActiveType = (mimetype: string | undefined): boolean =>
  ACTIVE_TYPES.includes((mimetype ?? '').split(';')[0].trim().toLowerCase());

/** Kinds a field may accept (`?accept=image`), besides plain extensions. */
export const ACCEPT_KINDS: Record<string, string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'],
};
