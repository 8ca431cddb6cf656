/**
 * Distil: clusters of similar episodes become one semantic gist. Pure planning and text; the
 * store applies it.
 * @module
 */
import { MAX_STABILITY_DAYS } from "../core/model.ts";
import { type Signature, signature, theme, tokensMatch } from "./signature.ts";
import { fold, lightStem } from "../core/text.ts";

/** A gist needs at least this many episodes. */
export const MIN_GIST_EPISODES = 3;
/** What a gist's episodes share must be at least this many tokens. */
export const MIN_GIST_CORE = 2;

/**
 * Turns a cluster's episodes (oldest first) into the gist's text: the default distiller or a
 * caller's summarizer, for example an LLM call.
 */
export type Summarizer = (episodes: string[]) => string | Promise<string>;

/** A variant may carry at most this many plain words beyond the episode it varies. */
export const MAX_VARIANT_EXTRA = 2;
/** Only short episodes (at most this many theme tokens) are tried as variants. */
const MAX_VARIANT_STEMS = 8;

/**
 * Find clusters of {@linkcode MIN_GIST_EPISODES}+ episodes that say the same thing at
 * different times: their themes (meaningful tokens minus time and repetition words such as
 * "again", "this morning", "on Monday") are the same, with at least
 * {@linkcode MIN_GIST_CORE} tokens, and so is their polarity. "had pho for breakfast", "had
 * pho for breakfast again this morning" and "Pho for breakfast again, as usual" cluster;
 * "allergic to sushi and staplers" / "allergic to sushi and charts" never do, nor do "Lan
 * lives in Hanoi" / "Minh lives in Hanoi": a gist loses only *when*, and its `sources` keep
 * that. Episodes are grouped by a canonical form of their theme (a hash join, linear time).
 *
 * Variants that differ only in detail join too: an episode (from a group too small to gist on
 * its own) whose theme is another group's theme plus at most {@linkcode MAX_VARIANT_EXTRA}
 * plain words ("had a big bowl of pho for breakfast", "had beef pho for breakfast" next to
 * "had pho for breakfast") joins that group. Extra names, numbers and dates never join (they
 * tell a different fact), and two variants with nothing in common but a shared core do not
 * cluster without the plain episode: "went running in the park" and "went cycling in the
 * park" stay apart. Lookups are by key (each episode tries the few keys it could drop to).
 * Returns each cluster's item indexes, ascending, in order of their first index.
 */
export function gistClusters(items: readonly Signature[]): number[][] {
  const groups = new Map<string, number[]>();
  const info: GistKey[] = [];
  // Episodes of one text share one signature (the dream signs each distinct text once).
  const described = new Map<Signature, GistKey | null>();
  items.forEach((sig, i) => {
    let key = described.get(sig);
    if (key === undefined) described.set(sig, key = gistKey(sig));
    if (key === null) return;
    info[i] = key;
    const g = groups.get(key.key);
    if (g) g.push(i);
    else groups.set(key.key, [i]);
  });
  // A variant's key is looked up only when the hash of its stems is some group's: most of the
  // millions of keys a large brain's variants could drop to are never written out.
  // Hashes are filed by their residue modulo 2^30, a small integer: a lookup makes no number
  // object (millions of them), and a residue shared by chance costs only a lookup of the key.
  const hashes = new Set<number>();
  for (const members of groups.values()) hashes.add(info[members[0]].hash % HASH_RESIDUES);
  // Join each small group to the group it varies, if any: drop one plain word, then two.
  const parent = new Map<string, string>();
  const find = (k: string): string => {
    let r = k;
    while (parent.has(r)) r = parent.get(r)!;
    return r;
  };
  for (const [key, members] of groups) {
    if (members.length >= MIN_GIST_EPISODES) continue;
    const { sorted, droppable, about, hash, negated } = info[members[0]];
    let base: string | undefined;
    const consider = (gone: readonly string[]) => {
      const k = keyOfSorted(negated, sorted.filter((s) => !gone.includes(s)));
      const other = groups.get(k);
      // A claim about someone varies only a claim about the same someone.
      if (!other || (about !== "" && info[other[0]].about !== about)) return;
      if (find(k) !== find(key) && (!base || k < base)) base = k;
    };
    const dropped = droppable.map(stemHash);
    if (sorted.length - 1 >= MIN_GIST_CORE) {
      for (let x = 0; x < droppable.length; x++) {
        if (hashes.has((hash - dropped[x]) % HASH_RESIDUES)) consider([droppable[x]]);
      }
    }
    if (!base && MAX_VARIANT_EXTRA >= 2 && sorted.length - 2 >= MIN_GIST_CORE) {
      for (let x = 0; x < droppable.length; x++) {
        for (let y = x + 1; y < droppable.length; y++) {
          if (hashes.has((hash - dropped[x] - dropped[y]) % HASH_RESIDUES)) {
            consider([droppable[x], droppable[y]]);
          }
        }
      }
    }
    if (base) parent.set(find(key), find(base));
  }
  const clusters = new Map<string, number[]>();
  for (const [key, members] of groups) {
    const root = find(key);
    const c = clusters.get(root);
    if (c) c.push(...members);
    else clusters.set(root, [...members]);
  }
  return [...clusters.values()].filter((c) => c.length >= MIN_GIST_EPISODES)
    .map((c) => c.sort((a, b) => a - b)).sort((a, b) => a[0] - b[0]);
}

/** What gist clustering reads of an episode's signature. */
interface GistKey {
  /** The group key: polarity and the sorted distinct stems of the theme. */
  key: string;
  negated: boolean;
  /** The theme's distinct stems, sorted. */
  sorted: string[];
  /** The stems a variant may carry beyond the episode it varies. */
  droppable: string[];
  /** Who or what a claim is about (`""` for none or an attribute). */
  about: string;
  /** `negated` and the sum of the stems' {@linkcode stemHash}es: equal for equal keys. */
  hash: number;
}

// Stems are distinct, so dropping some from the sorted list leaves it sorted: a variant's key is
// a filter and a join, not another sort (millions of them on a large brain).
function keyOfSorted(negated: boolean, sorted: readonly string[]): string {
  return (negated ? "!" : "") + sorted.join(" ");
}

/** The group key of an episode, or `null` when its theme is too small to gist. */
function gistKey(sig: Signature): GistKey | null {
  const tokens = theme(sig);
  const stems = [...new Set(tokens.map((t) => t.stem))];
  if (stems.length < MIN_GIST_CORE) return null;
  const sorted = stems.sort();
  // Who or what a claim is about is never a detail: "Ngoc lives in Hue" is not a variant of
  // "lives in Hue". Nor are names, numbers and dates.
  const c = sig.claim;
  const about = new Set(
    c && c.shape !== "attribute" ? c.key.split(/[ |]/).map((w) => lightStem(w)) : [],
  );
  const droppable = stems.length > MAX_VARIANT_STEMS ? [] : [
    ...new Set(
      tokens.filter((t) =>
        (t.value === null || t.value === "word") && !about.has(t.stem) && !about.has(t.word)
      ).map((t) => t.stem),
    ),
  ];
  return {
    key: keyOfSorted(sig.negated, sorted),
    negated: sig.negated,
    sorted,
    droppable,
    about: c && c.shape !== "attribute" ? c.key : "",
    hash: sorted.reduce((h, s) => h + stemHash(s), sig.negated ? NEGATED_HASH : 0),
  };
}

/** Added to a negated key's hash. */
const NEGATED_HASH = 2 ** 33;
/** How many residues hashes are filed by (see `gistClusters`). */
const HASH_RESIDUES = 2 ** 30;

/** A 32-bit FNV-1a hash of a stem: sums of a few stay exact integers in a double. */
function stemHash(stem: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < stem.length; i++) h = Math.imul(h ^ stem.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A gist carries its episodes' combined stability (their sum, capped). */
export function combinedStability(stabilities: readonly number[]): number {
  return Math.min(MAX_STABILITY_DAYS, stabilities.reduce((n, s) => n + s, 0));
}

const REPETITION = /\b(again|usual|usually|always|every|daily|routinely|repeatedly)\b/;

/**
 * The default distiller: deterministic, no model. It picks the most representative episode
 * (the one with the fewest words beyond what all episodes share, then the fewest time words,
 * then the shortest) and notes the repetition: "had pho for breakfast" becomes "had pho for
 * breakfast again".
 *
 * @example
 * ```ts
 * import { defaultDistiller } from "@engram/engram";
 * const gist = defaultDistiller([
 *   "had pho for breakfast",
 *   "had pho for breakfast again this morning",
 *   "Pho for breakfast again, as usual",
 * ]);
 * console.log(gist); // had pho for breakfast again
 * ```
 */
export function defaultDistiller(episodes: string[]): string {
  return distilSigned(episodes, episodes.map(signature));
}

/**
 * {@linkcode defaultDistiller} of episodes already signed (`sigs[i]` is the signature of
 * `episodes[i]`): the dream has signed them while planning.
 */
export function distilSigned(episodes: readonly string[], sigs: readonly Signature[]): string {
  if (episodes.length === 0) return "";
  const themes = sigs.map(theme);
  const core = themes[0].filter((t) => themes.every((th) => th.some((u) => tokensMatch(t, u))));
  const scores = episodes.map((episode, i) => [
    themes[i].filter((t) => !core.some((c) => tokensMatch(c, t))).length,
    sigs[i].tokens.length - themes[i].length,
    episode.length,
    i,
  ]);
  // The first in this order (the index breaks every tie): one pass, no sort.
  const before = (a: number[], b: number[]) => {
    for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k] < b[k];
    return false;
  };
  let best = 0;
  for (let i = 1; i < scores.length; i++) if (before(scores[i], scores[best])) best = i;
  const text = episodes[best].trim().replace(/[\s.!?…,;:]+$/u, "");
  return REPETITION.test(fold(text)) ? text : `${text} again`;
}
