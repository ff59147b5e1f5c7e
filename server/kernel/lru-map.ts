/**
 * A Map bounded to `max` entries that forgets the least recently used one first. The server's caches of
 * pure results (verified tokens, prepared statements, compiled list plans, counts) all need exactly this;
 * a JavaScript Map keeps insertion order, so "used" = moved to the end and eviction takes the front.
 */
export class LruMap<K, V> {
  private readonly map = new Map<K, V>();

  constructor(
    private readonly max: number,
    /** Told of each entry dropped for room (e.g. to free what the value holds elsewhere). */
    private readonly onEvict?: (key: K, value: V) => void,
  ) {}

  /**
   * The value, counted as a use. While the map is at most half full nothing can be dropped before half
   * as many entries again are added, so a use is not recorded then (moving an entry costs a delete and an
   * insert, on every statement the server runs): an entry used then and not since the map filled past
   * half may go before entries added after that use but never used.
   */
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined && this.map.size * 2 > this.max) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  /** Store (as the most recent), dropping the least recently used entry beyond `max`. */
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size <= this.max) return;
    const [oldKey, oldValue] = this.map.entries().next().value as [K, V];
    this.map.delete(oldKey);
    this.onEvict?.(oldKey, oldValue);
  }

  delete(key: K): boolean {
    return this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}
