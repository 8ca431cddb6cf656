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
 * Outlines of signatures: each signature's tokens as integer ids, packed side by side in one
 * array, for {@linkcode Outlines.mayBeDuplicate}. Comparing a few integers rules out most
 * candidate pairs without comparing their tokens' strings, and reading one array does not
 * chase objects spread over a heap of gigabytes. An outline is its offset in the array:
 * `[negated, n, specific, bits, key × n, word × n]`, the `specific` tokens (a value or a time
 * word: see `coverage`) first, `bits` one bit per key id and word id modulo 32.
 */
export class Outlines {
  #ids = new Map<string, number>();
  #offsets = new Map<Signature, number>();
  #data = new Int32Array(1024);
  #end = 0;

  /** The outline of `sig` (made once per signature). */
  of(sig: Signature): number {
    const known = this.#offsets.get(sig);
    if (known !== undefined) return known;
    const isSpecific = (t: Token) => (t.value !== null && t.value !== "word") || t.time;
    // A specific token matched nowhere rules a pair out: looking at those first stops early.
    const specific = sig.tokens.filter(isSpecific);
    const tokens = [...specific, ...sig.tokens.filter((t) => !isSpecific(t))];
    const n = tokens.length;
    const at = this.#end;
    if (at + HEADER + 2 * n > this.#data.length) {
      const grown = new Int32Array(Math.max(2 * this.#data.length, at + HEADER + 2 * n));
      grown.set(this.#data);
      this.#data = grown;
    }
    const data = this.#data;
    let bits = 0;
    for (let i = 0; i < n; i++) {
      data[at + HEADER + i] = this.#id(tokens[i].key);
      data[at + HEADER + n + i] = this.#id(tokens[i].word);
      bits |= bit(data[at + HEADER + i]) | bit(data[at + HEADER + n + i]);
    }
    data[at] = sig.negated ? 1 : 0;
    data[at + 1] = n;
    data[at + 2] = specific.length;
    data[at + 3] = bits;
    this.#end = at + HEADER + 2 * n;
    this.#offsets.set(sig, at);
    return at;
  }

  /**
   * Whether two texts may be duplicates: `false` only when {@linkcode isDuplicate} is surely
   * `false` (it bounds what `isDuplicate` counts), so only the pairs it lets through need the
   * full test.
   */
  mayBeDuplicate(a: number, b: number): boolean {
    const data = this.#data;
    if (data[a] !== data[b]) return false;
    const na = data[a + 1], nb = data[b + 1];
    if (na === 0 || nb === 0) return na === nb;
    const ab = this.#mayCover(a, b);
    if (ab < 0) return false;
    const ba = this.#mayCover(b, a);
    if (ba < 0) return false;
    if (ab < na && ba < nb) return false;
    return (ab + ba) / (na + nb) >= DUPLICATE_SIMILARITY;
  }

  /**
   * How many tokens of `a` may match one of `b` (matching tokens share their word or their
   * key: see `tokensMatch`), or -1 when a specific one cannot: an upper bound of `coverage`.
   */
  #mayCover(a: number, b: number): number {
    const data = this.#data;
    const na = data[a + 1], nb = data[b + 1], specific = data[a + 2], bits = data[b + 3];
    let count = 0;
    for (let i = 0; i < na; i++) {
      const key = data[a + HEADER + i], word = data[a + HEADER + na + i];
      let found = false;
      if ((bits & (bit(key) | bit(word))) !== 0) {
        for (let j = 0; j < nb && !found; j++) {
          found = key === data[b + HEADER + j] || word === data[b + HEADER + nb + j];
        }
      }
      if (found) count++;
      else if (i < specific) return -1;
    }
    return count;
  }

  #id(text: string): number {
    let id = this.#ids.get(text);
    if (id === undefined) this.#ids.set(text, id = this.#ids.size);
    return id;
  }
}

/** An outline's header: negated, token count, specific count, bits. */
const HEADER = 4;

function bit(id: number): number {
  return 1 << (id & 31);
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
  const outlines = new Outlines();
  const outline = new Int32Array(items.length);
  for (const i of representatives) {
    keys[i] = items[i].sig.tokens.map((t) => t.key);
    outline[i] = outlines.of(items[i].sig);
  }
  const df = keyFrequencies(representatives.map((i) => keys[i]));
  const blocking = new Blocking();
  for (const i of representatives) {
    blocking.add(i, rarestKeys(keys[i], df, prefixLength(keys[i].length)));
  }
  // By item index: an array filled up front (a sparse one is a dictionary), not a map.
  const sortKeys: (string | undefined)[] = Array.from(items, () => undefined);
  const sortKey = (i: number) =>
    sortKeys[i] ??= items[i].sig.tokens.map((t) => t.stem).sort().join(" ");
  blocking.pairs(sortKey, (i, j) => {
    const ri = find(i), rj = find(j);
    if (ri === rj) return;
    if (
      outlines.mayBeDuplicate(outline[i], outline[j]) &&
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
