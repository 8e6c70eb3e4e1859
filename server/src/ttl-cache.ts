// A small per-instance cache of computed values with a lifetime: a hit costs a Map lookup, a burst of
// misses for one key shares one load, and the entry count is bounded (the oldest goes first). Values
// are never shared between instances: each is at most `ttlMs` stale.

export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: V }>();
  private readonly pending = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /**
   * The value of `key`, loaded by `load` when absent or older than the lifetime. A failed load is not kept.
   * @example
   * const page = await cache.get(JSON.stringify(query), () => store.query(query));
   */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return Promise.resolve(hit.value);
    let loading = this.pending.get(key);
    if (!loading) {
      loading = load()
        .then((value) => {
          this.entries.delete(key);
          if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(key, { at: Date.now(), value });
          return value;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, loading);
    }
    return loading;
  }
}
