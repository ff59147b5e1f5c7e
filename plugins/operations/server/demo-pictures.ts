/**
 * The demo's pictures (ads, slides, product covers) as real PNG files in the upload dir, so the demo rows'
 * picture links answer like any uploaded file (the access walk fails a screen on a 404). Written at start
 * when missing — the seed has no upload dir — under fixed names of put-file's shape (32 hex digits, the
 * md5 of the picture's key). Each is a plain banner: a colour band and a lighter stripe, drawn here with a
 * minimal PNG encoder (zlib from node, CRC-32 below) rather than shipping binary files.
 */
import { createHash } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';

export const FILE_BASE = '/api/blade-resource/oss/file';

const COLOURS: Array<[number, number, number]> = [
  [255, 122, 69], [54, 207, 201], [89, 126, 247], [250, 173, 20], [146, 84, 222], [82, 196, 26], [245, 34, 45], [19, 194, 194],
];

/** The stored name of a demo picture: `demo-ad-1` → `<md5>.png`. */
export const demoPictureName = (key: string) => `${createHash('md5').update(key).digest('hex')}.png`;
export const demoPicture = (key: string) => `${FILE_BASE}/${demoPictureName(key)}`;

export const DEMO_PICTURES = [
  ...[1, 2, 3, 4, 5].map((n) => `demo-ad-${n}`),
  ...[1, 2, 3].map((n) => `demo-slide-${n}`),
  ...[1, 2, 3, 4, 5, 6].map((n) => `demo-product-${n}`),
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A 320×128 RGB banner in the colour of `index`, with a lighter stripe across its lower third. */
export function bannerPng(index: number, width = 320, height = 128): Buffer {
  const [r, g, b] = COLOURS[index % COLOURS.length];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const light = y > height * 0.62 && y < height * 0.8;
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const o = row + 1 + x * 3;
      raw[o] = light ? 255 - ((255 - r) >> 2) : r;
      raw[o + 1] = light ? 255 - ((255 - g) >> 2) : g;
      raw[o + 2] = light ? 255 - ((255 - b) >> 2) : b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Write the demo pictures the upload dir lacks. */
export async function writeDemoPictures(uploadDir: string | undefined): Promise<void> {
  const dir = resolve(uploadDir ?? join('data', 'upload'));
  await mkdir(dir, { recursive: true });
  for (const [i, key] of DEMO_PICTURES.entries()) {
    const path = join(dir, demoPictureName(key));
    if (!(await stat(path).catch(() => undefined))) await writeFile(path, bannerPng(i));
  }
}
