/**
 * The map of sites without a map service: sites placed by their coordinates on a plain plot
 * (equirectangular, east-west distances shrunk by cos(latitude) so a city keeps its shape), fitted into
 * the drawing with a margin, each dot sized by its device count and toned by how many are online.
 */
export interface Located {
  lng: number;
  lat: number;
  total: number;
  online: number;
  offline: number;
}

export interface Placed<T> {
  item: T;
  x: number;
  y: number;
  r: number;
  tone: Tone;
}

export type Tone = 'online' | 'partial' | 'offline';

/** All online, all offline, or some of each. */
export const toneOf = (m: Located): Tone => (m.offline === 0 ? 'online' : m.online === 0 ? 'offline' : 'partial');

/** Dot radius: grows with the square root of the device count (area ∝ devices), between 5 and 18. */
export const radiusOf = (total: number): number => Math.min(18, 5 + Math.sqrt(Math.max(total, 0)) * 1.6);

/** Place the sites in a width × height drawing with `pad` pixels kept free on every side. */
export function place<T extends Located>(items: T[], width: number, height: number, pad = 24): Array<Placed<T>> {
  if (!items.length) return [];
  const midLat = (Math.min(...items.map((i) => i.lat)) + Math.max(...items.map((i) => i.lat))) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const xs = items.map((i) => i.lng * k);
  const ys = items.map((i) => i.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // One scale for both axes (no stretching); a single site (zero span) sits in the middle.
  const spanX = maxX - minX || 1e-9;
  const spanY = maxY - minY || 1e-9;
  const scale = Math.min((width - 2 * pad) / spanX, (height - 2 * pad) / spanY);
  const offX = (width - spanX * scale) / 2;
  const offY = (height - spanY * scale) / 2;
  return items.map((item, i) => ({
    item,
    x: maxX === minX ? width / 2 : offX + (xs[i] - minX) * scale,
    // North up: larger latitudes higher in the drawing.
    y: maxY === minY ? height / 2 : height - (offY + (ys[i] - minY) * scale),
    r: radiusOf(item.total),
    tone: toneOf(item),
  }));
}
