/**
 * Blocking: candidate pairs for dream without comparing every pair. Pure, in memory.
 *
 * Prefix filtering: order every item's keys from rarest to most common (one global order);
 * two items that must share most of their keys also share one of their first few rarest keys.
 * Items are bucketed by those prefix keys only, and pairs come from within buckets. A bucket
 * too large to pair exhaustively is sorted by a similarity-preserving string and each item is
 * paired with its next few neighbours (the sorted-neighbourhood method), so the work stays
 * near-linear even when thousands of items share a key.
 * @module
 */

/** Buckets at most this large are paired exhaustively. */
export const EXHAUSTIVE_BUCKET = 48;
/** In a larger bucket, each item is paired with this many following items in sorted order. */
export const NEIGHBOUR_WINDOW = 12;

/** How many items hold each key (each item counted once per key). */
export function keyFrequencies(keysets: Iterable<readonly string[]>): Map<string, number> {
  const df = new Map<string, number>();
  for (const keys of keysets) {
    // A keyset is a few keys: a repeated one is found in place, without a set per item.
    for (let i = 0; i < keys.length; i++) {
      if (keys.indexOf(keys[i]) === i) df.set(keys[i], (df.get(keys[i]) ?? 0) + 1);
    }
  }
  return df;
}

/** The `length` rarest distinct keys (ties broken by the key itself, so the order is global). */
export function rarestKeys(
  keys: readonly string[],
  df: ReadonlyMap<string, number>,
  length: number,
): string[] {
  const distinct = [...new Set(keys)];
  // Each key's frequency looked up once, not at every comparison of the sort.
  const counts = distinct.map((k) => df.get(k) ?? 0);
  return distinct.map((_, i) => i)
    .sort((i, j) =>
      counts[i] - counts[j] || (distinct[i] < distinct[j] ? -1 : distinct[i] > distinct[j] ? 1 : 0)
    )
    .slice(0, length).map((i) => distinct[i]);
}

/** Buckets of items by key, and the candidate pairs they yield. */
export class Blocking {
  #buckets = new Map<string, number[]>();

  /** File item `index` under each of `keys`. */
  add(index: number, keys: readonly string[]): void {
    for (const k of keys) {
      const bucket = this.#buckets.get(k);
      if (bucket) bucket.push(index);
      else this.#buckets.set(k, [index]);
    }
  }

  /**
   * Visit candidate pairs `(i, j)` with `i < j`. A pair may be visited more than once (once
   * per shared bucket); callers skip pairs they have already settled. `sortKey` orders large
   * buckets so that similar items sit next to each other.
   */
  pairs(sortKey: (index: number) => string, visit: (i: number, j: number) => void): void {
    for (const items of this.#buckets.values()) {
      if (items.length < 2) continue;
      if (items.length <= EXHAUSTIVE_BUCKET) {
        for (let x = 0; x < items.length; x++) {
          for (let y = x + 1; y < items.length; y++) {
            visit(Math.min(items[x], items[y]), Math.max(items[x], items[y]));
          }
        }
        continue;
      }
      const sorted = items.map((i) => ({ i, s: sortKey(i) }))
        .sort((a, b) => (a.s < b.s ? -1 : a.s > b.s ? 1 : a.i - b.i));
      for (let x = 0; x < sorted.length; x++) {
        for (let y = x + 1; y < Math.min(sorted.length, x + 1 + NEIGHBOUR_WINDOW); y++) {
          visit(Math.min(sorted[x].i, sorted[y].i), Math.max(sorted[x].i, sorted[y].i));
        }
      }
    }
  }
}
