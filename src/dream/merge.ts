/**
 * Merge: near-duplicates fuse into one trace. Pure planning and math; the store applies it.
 * @module
 */
import { Blocking, keyFrequencies, rarestKeys } from "./blocking.ts";
import { MAX_STABILITY_DAYS } from "../core/model.ts";
import { coverage, type Signature, type Token } from "./signature.ts";
import { fold } from "../core/text.ts";

/**
 * Two texts are duplicates when at least this share of their meaningful tokens match (see
 * {@linkcode isDuplicate}). 0.85 lets a long note carry one extra word the other lacks
 * ("went running in the park this morning" ~ "went running in the park"), never two.
 */
export const DUPLICATE_SIMILARITY = 0.85;
/** A duplicate adds this share of its stability to the stronger one's. */
export const DUPLICATE_STABILITY_SHARE = 0.5;

function plain(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

/**
 * Whether two texts say the same thing. Paraphrases merge ("user is allergic to peanuts" ~
 * "User has a peanut allergy!"); a different value never does ("lives in Hanoi" ≁ "lives in
 * Saigon"). All of:
 * - the same polarity (a negation on one side only means the opposite);
 * - every number, date, time, name and time word ("again", "this evening") of each side
 *   appears on the other: those tell a different fact or a different occasion;
 * - extra words on one side at most (words only on both sides are different content);
 * - `(matched tokens of a + matched tokens of b) / (tokens of a + tokens of b)` is at least
 *   {@linkcode DUPLICATE_SIMILARITY}, where tokens match by stem or shared stem prefix.
 * Texts with no meaningful words ("it is what it is") merge only when equal.
 */
export function isDuplicate(a: Signature, b: Signature, aText: string, bText: string): boolean {
  if (a.negated !== b.negated) return false;
  if (a.tokens.length === 0 || b.tokens.length === 0) {
    return a.tokens.length === b.tokens.length && plain(aText) === plain(bText);
  }
  const ab = coverage(a.tokens, b.tokens);
  if (ab.unmatchedSpecific) return false;
  const ba = coverage(b.tokens, a.tokens);
  if (ba.unmatchedSpecific) return false;
  if (ab.matched < a.tokens.length && ba.matched < b.tokens.length) return false;
  return (ab.matched + ba.matched) / (a.tokens.length + b.tokens.length) >= DUPLICATE_SIMILARITY;
}

/**
 * A signature's tokens as integer ids, for {@linkcode mayBeDuplicate}: comparing a few
 * integers rules out most candidate pairs without comparing their tokens' strings.
 */
export interface Outline {
  /** Whether the text negates. */
  negated: boolean;
  /** Each token's blocking key, as an id: the specific tokens first (see `coverage`). */
  keys: Int32Array;
  /** Each token's word, as an id, in the order of `keys`. */
  words: Int32Array;
  /** How many tokens are specific (a value or a time word): they come first. */
  specific: number;
  /** One bit per key id and word id (modulo 32): a token whose bits are unset is not held. */
  bits: number;
}

/** Outlines of signatures, made once per signature, with one id space for their strings. */
export class Outlines {
  #ids = new Map<string, number>();
  #outlines = new Map<Signature, Outline>();

  /** The outline of `sig`. */
  of(sig: Signature): Outline {
    let outline = this.#outlines.get(sig);
    if (outline) return outline;
    const isSpecific = (t: Token) => (t.value !== null && t.value !== "word") || t.time;
    // A specific token matched nowhere rules a pair out: looking at those first stops early.
    const tokens = [...sig.tokens.filter(isSpecific), ...sig.tokens.filter((t) => !isSpecific(t))];
    outline = {
      negated: sig.negated,
      keys: new Int32Array(tokens.length),
      words: new Int32Array(tokens.length),
      specific: sig.tokens.filter(isSpecific).length,
      bits: 0,
    };
    for (let i = 0; i < tokens.length; i++) {
      outline.keys[i] = this.#id(tokens[i].key);
      outline.words[i] = this.#id(tokens[i].word);
      outline.bits |= bit(outline.keys[i]) | bit(outline.words[i]);
    }
    this.#outlines.set(sig, outline);
    return outline;
  }

  #id(text: string): number {
    let id = this.#ids.get(text);
    if (id === undefined) this.#ids.set(text, id = this.#ids.size);
    return id;
  }
}

function bit(id: number): number {
  return 1 << (id & 31);
}

/**
 * How many tokens of `a` may match one of `b` (matching tokens share their word or their key:
 * see `tokensMatch`), or -1 when a specific one cannot: an upper bound of `coverage`.
 */
function mayCover(a: Outline, b: Outline): number {
  let count = 0;
  for (let i = 0; i < a.keys.length; i++) {
    const key = a.keys[i], word = a.words[i];
    let found = false;
    if ((b.bits & (bit(key) | bit(word))) !== 0) {
      for (let j = 0; j < b.keys.length && !found; j++) {
        found = key === b.keys[j] || word === b.words[j];
      }
    }
    if (found) count++;
    else if (i < a.specific) return -1;
  }
  return count;
}

/**
 * Whether two texts may be duplicates: `false` only when {@linkcode isDuplicate} is surely
 * `false` (it bounds what `isDuplicate` counts), so only the pairs it lets through need the
 * full test. Outlines must come from one {@linkcode Outlines}.
 */
export function mayBeDuplicate(a: Outline, b: Outline): boolean {
  if (a.negated !== b.negated) return false;
  const na = a.keys.length, nb = b.keys.length;
  if (na === 0 || nb === 0) return na === nb;
  const ab = mayCover(a, b);
  if (ab < 0) return false;
  const ba = mayCover(b, a);
  if (ba < 0) return false;
  if (ab < na && ba < nb) return false;
  return (ab + ba) / (na + nb) >= DUPLICATE_SIMILARITY;
}

/**
 * The stability of fused duplicates: the strongest one's plus half of each other's, capped.
 * Duplicates are repetition, and repetition strengthens; the result is never below the
 * strongest.
 */
export function fuseStability(stabilities: readonly number[]): number {
  if (stabilities.length === 0) return 0;
  const strongest = Math.max(...stabilities);
  const rest = stabilities.reduce((n, s) => n + s, 0) - strongest;
  return Math.min(MAX_STABILITY_DAYS, strongest + DUPLICATE_STABILITY_SHARE * rest);
}

/** One text to deduplicate. */
export interface MergeItem {
  /** The text. */
  content: string;
  /** Its signature. */
  sig: Signature;
}

/** How many rarest keys an item of `n` tokens is filed under, so duplicates share one. */
function prefixLength(n: number): number {
  return Math.min(n, 1 + Math.floor((1 - DUPLICATE_SIMILARITY) * 2 * n));
}

/**
 * Group duplicates: candidate pairs come from shared rare keys (never all pairs), confirmed
 * with {@linkcode isDuplicate}, and joined transitively. Returns groups of two or more item
 * indexes, each ascending, in order of their first index.
 */
export function duplicateGroups(items: readonly MergeItem[]): number[][] {
  // Union-find over item indexes: a set's root is its smallest index (every union keeps it).
  const parent = Int32Array.from(items, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]];
    return i;
  };
  // Texts with the very same tokens are duplicates without a test: join them by a hash of
  // their tokens, and let only the first of each such group look for near-duplicates. Items
  // of one signature (a text said again) join that group without hashing their tokens again.
  const exact = new Map<string, number>();
  const bySignature = new Map<Signature, number>();
  const representatives: number[] = [];
  items.forEach((it, i) => {
    const tokens = it.sig.tokens;
    if (tokens.length > 0) {
      const known = bySignature.get(it.sig);
      if (known !== undefined) {
        parent[i] = known;
        return;
      }
    }
    const key = tokens.length === 0 ? "\0" + plain(it.content) : (it.sig.negated ? "!" : "") +
      tokens.map((t) => t.value && t.value !== "word" ? "=" + t.word : t.stem).sort().join(" ");
    const first = exact.get(key);
    if (first === undefined) {
      exact.set(key, i);
      if (tokens.length > 0) representatives.push(i);
    } else {
      parent[i] = first;
    }
    if (tokens.length > 0) bySignature.set(it.sig, first ?? i);
  });
  const keys: string[][] = new Array(items.length);
  const outlines: Outline[] = new Array(items.length);
  const outline = new Outlines();
  for (const i of representatives) {
    keys[i] = items[i].sig.tokens.map((t) => t.key);
    outlines[i] = outline.of(items[i].sig);
  }
  const df = keyFrequencies(representatives.map((i) => keys[i]));
  const blocking = new Blocking();
  for (const i of representatives) {
    blocking.add(i, rarestKeys(keys[i], df, prefixLength(keys[i].length)));
  }
  const sortKeys = new Map<number, string>();
  const sortKey = (i: number) => {
    let k = sortKeys.get(i);
    if (k === undefined) {
      sortKeys.set(i, k = items[i].sig.tokens.map((t) => t.stem).sort().join(" "));
    }
    return k;
  };
  blocking.pairs(sortKey, (i, j) => {
    const ri = find(i), rj = find(j);
    if (ri === rj) return;
    if (
      mayBeDuplicate(outlines[i], outlines[j]) &&
      isDuplicate(items[i].sig, items[j].sig, items[i].content, items[j].content)
    ) {
      parent[Math.max(ri, rj)] = Math.min(ri, rj);
    }
  });
  // Groups in order of their roots, which are their first members: no map of a million roots.
  const roots = new Int32Array(items.length);
  const sizes = new Int32Array(items.length);
  for (let i = 0; i < items.length; i++) sizes[roots[i] = find(i)]++;
  const groups: number[][] = [];
  const groupOf = new Int32Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const r = roots[i];
    if (sizes[r] < 2) continue;
    if (r === i) groupOf[r] = groups.push([i]) - 1;
    else groups[groupOf[r]].push(i);
  }
  return groups;
}
