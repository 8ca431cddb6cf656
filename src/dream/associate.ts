/**
 * Associate: related traces that were not merged get weak links. Pure planning.
 * @module
 */
import { keyFrequencies, rarestKeys } from "./blocking.ts";

/** Two traces are related when this share of their theme keys is common (Jaccard). */
export const ASSOCIATION_SIMILARITY = 0.3;
/** A new association's weight is this times the similarity: weak, so use can outgrow it. */
export const ASSOCIATION_WEIGHT = 0.25;
/** No trace gets a new association once it has this many links. */
export const MAX_ASSOCIATION_DEGREE = 5;
/** Keys held by more traces than this are too common to say two traces are related. */
const MAX_KEY_FREQUENCY = 24;
/** Each trace looks for relatives through at most this many of its rarest keys. */
const KEYS_PER_ITEM = 4;

/** One trace as association sees it. */
export interface AssociateItem {
  /** Its distinct theme keys. */
  keys: readonly string[];
}

/** A planned association between two items, by index. */
export interface Association {
  /** The first item's index. */
  i: number;
  /** The second item's index. */
  j: number;
  /** The link weight. */
  w: number;
}

function jaccard(a: ReadonlySet<string>, b: readonly string[]): number {
  let common = 0;
  for (const k of b) if (a.has(k)) common++;
  return common / (a.size + b.length - common);
}

/**
 * Plan associations: pairs sharing a rare key whose key sets overlap at least
 * {@linkcode ASSOCIATION_SIMILARITY}, strongest first, skipping pairs already linked and
 * keeping every trace at most {@linkcode MAX_ASSOCIATION_DEGREE} links.
 */
export function planAssociations(
  items: readonly AssociateItem[],
  degree: (i: number) => number,
  linked: (i: number, j: number) => boolean,
): Association[] {
  const df = keyFrequencies(items.map((it) => it.keys));
  const buckets = new Map<string, number[]>();
  const probes = items.map((it, i) => {
    const shared = it.keys.filter((k) => {
      const n = df.get(k) ?? 0;
      return n >= 2 && n <= MAX_KEY_FREQUENCY;
    });
    const rare = rarestKeys(shared, df, KEYS_PER_ITEM);
    for (const k of rare) {
      const b = buckets.get(k);
      if (b) b.push(i);
      else buckets.set(k, [i]);
    }
    return rare;
  });
  const candidates: Association[] = [];
  items.forEach((it, i) => {
    if (probes[i].length === 0) return;
    const mine = new Set(it.keys);
    const seen = new Set<number>();
    for (const k of probes[i]) {
      for (const j of buckets.get(k)!) {
        if (j <= i || seen.has(j)) continue;
        seen.add(j);
        const sim = jaccard(mine, items[j].keys);
        if (sim >= ASSOCIATION_SIMILARITY && !linked(i, j)) {
          candidates.push({ i, j, w: ASSOCIATION_WEIGHT * sim });
        }
      }
    }
  });
  candidates.sort((a, b) => b.w - a.w || a.i - b.i || a.j - b.j);
  const added = new Map<number, number>();
  const out: Association[] = [];
  const room = (i: number) => degree(i) + (added.get(i) ?? 0) < MAX_ASSOCIATION_DEGREE;
  for (const c of candidates) {
    if (!room(c.i) || !room(c.j)) continue;
    out.push(c);
    added.set(c.i, (added.get(c.i) ?? 0) + 1);
    added.set(c.j, (added.get(c.j) ?? 0) + 1);
  }
  return out;
}
