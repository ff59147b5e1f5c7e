/**
 * Whether an electric fence has a shape a device can enforce: a circle needs a centre inside China and a
 * radius of 10–5000 m; a polygon needs at least 3 distinct corners "lng,lat" inside China. Pure, so the
 * guard of `openClose` and the write hooks (an open fence's shape changed) give the same answer.
 */
import type { I18nText } from '../../../engine/schema';

const inChina = (lng: number, lat: number) => lng >= 73 && lng <= 136 && lat >= 3 && lat <= 54;

export function parseCorners(points: unknown): Array<[number, number]> | undefined {
  const text = String(points ?? '').trim();
  if (!text) return [];
  const corners: Array<[number, number]> = [];
  for (const pair of text.split(';')) {
    const [a, b, extra] = pair.split(',').map((s) => s.trim());
    const lng = Number(a);
    const lat = Number(b);
    if (extra !== undefined || a === '' || b === '' || !Number.isFinite(lng) || !Number.isFinite(lat)) return undefined;
    corners.push([lng, lat]);
  }
  return corners;
}

/** The reason the stored fence (columns by name) cannot be switched on, or undefined. */
export function fenceShapeProblem(row: Record<string, unknown>): I18nText | undefined {
  if (Number(row.fence_type) === 2) {
    const corners = parseCorners(row.points);
    if (!corners) return { zh: '多边形顶点格式不正确', en: 'the polygon corners are not valid' };
    const distinct = new Set(corners.map(([x, y]) => `${x},${y}`));
    if (distinct.size < 3) return { zh: '多边形至少需要 3 个不同的顶点', en: 'a polygon needs at least 3 distinct corners' };
    if (corners.some(([x, y]) => !inChina(x, y)))
      return { zh: '多边形顶点不在中国境内', en: 'a polygon corner lies outside China' };
    return undefined;
  }
  const lng = row.lng === null || row.lng === undefined ? NaN : Number(row.lng);
  const lat = row.lat === null || row.lat === undefined ? NaN : Number(row.lat);
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || !inChina(lng, lat))
    return { zh: '圆形围栏需要中国境内的圆心坐标', en: 'a circle needs a centre inside China' };
  const radius = Number(row.radius ?? 0);
  if (!(radius >= 10 && radius <= 5000))
    return { zh: '圆形围栏的半径须在 10 到 5000 米之间', en: 'a circle needs a radius of 10 to 5000 m' };
  return undefined;
}
