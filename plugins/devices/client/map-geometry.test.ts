import { describe, expect, it } from 'vitest';
import { place, radiusOf, toneOf } from './map-geometry';

const site = (lng: number, lat: number, online = 1, offline = 0) => ({ lng, lat, online, offline, total: online + offline });

describe('map geometry', () => {
  it('tones a site by its online devices', () => {
    expect(toneOf(site(0, 0, 3, 0))).toBe('online');
    expect(toneOf(site(0, 0, 2, 1))).toBe('partial');
    expect(toneOf(site(0, 0, 0, 4))).toBe('offline');
  });

  it('sizes dots by the square root of the devices, within bounds', () => {
    expect(radiusOf(0)).toBe(5);
    expect(radiusOf(100)).toBe(18);
    expect(radiusOf(4)).toBeLessThan(radiusOf(16));
  });

  it('keeps north up and east right, inside the margins, without stretching', () => {
    // Shanghai (east), Chengdu (west), Beijing (north), Guangzhou (south)
    const [sh, cd, bj, gz] = place([site(121.47, 31.23), site(104.07, 30.57), site(116.41, 39.9), site(113.26, 23.13)], 800, 400, 20);
    expect(sh.x).toBeGreaterThan(cd.x);
    expect(bj.y).toBeLessThan(gz.y);
    for (const p of [sh, cd, bj, gz]) {
      expect(p.x).toBeGreaterThanOrEqual(20);
      expect(p.x).toBeLessThanOrEqual(780);
      expect(p.y).toBeGreaterThanOrEqual(20);
      expect(p.y).toBeLessThanOrEqual(380);
    }
    // Same scale on both axes: the north-south span (16.8°) over the height.
    expect(Math.abs(gz.y - bj.y)).toBeCloseTo(360, 0);
  });

  it('puts a single site in the middle', () => {
    expect(place([site(121, 31)], 600, 300)).toEqual([expect.objectContaining({ x: 300, y: 150 })]);
  });
});
