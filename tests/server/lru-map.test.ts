/** The bounded cache the server's caches share (server/kernel/lru-map.ts). */
import { describe, expect, it } from 'vitest';
import { LruMap } from '../../server/kernel/lru-map';

describe('LruMap', () => {
  it('forgets the least recently used entry beyond its bound; reading counts as use', () => {
    const m = new LruMap<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    expect(m.get('a')).toBe(1); // a is now the most recent
    m.set('c', 3);
    expect(m.get('b')).toBeUndefined();
    expect(m.get('a')).toBe(1);
    expect(m.get('c')).toBe(3);
    expect(m.size).toBe(2);
  });

  it('replacing a value makes it the most recent without growing', () => {
    const m = new LruMap<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    m.set('a', 10);
    m.set('c', 3);
    expect([m.get('a'), m.get('b'), m.get('c')]).toEqual([10, undefined, 3]);
    expect(m.delete('a')).toBe(true);
    m.clear();
    expect(m.size).toBe(0);
  });

  it('tells of each entry it drops for room, not of replaced or deleted ones', () => {
    const dropped: Array<[string, number]> = [];
    const m = new LruMap<string, number>(2, (k, v) => dropped.push([k, v]));
    m.set('a', 1);
    m.set('b', 2);
    m.set('b', 20);
    m.delete('a');
    m.set('c', 3);
    m.set('d', 4);
    expect(dropped).toEqual([['b', 20]]);
  });
});
