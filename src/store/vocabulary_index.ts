/**
 * {@linkcode VocabularyIndex}: an in-memory trigram index over a brain's distinct words, for
 * fuzzy matching the way search engines do it (Lucene's FuzzyQuery walks the term dictionary):
 * find the words of the vocabulary spelled like a cue word, then the traces holding those
 * words through the word index. The vocabulary is tens or hundreds of thousands of words where
 * the brain holds millions of traces, so this index is small and cheap to build, and writes
 * pay nothing for it.
 * @module
 */
import { wordSimilarity } from "../core/text.ts";

/** Candidates scored exactly per word returned: trigram overlap ranks them first. */
const SCORED_PER_RESULT = 4;
const SURROGATE = /[\uD800-\uDFFF]/;

/** Character trigrams of a word (by code point), repeats included. */
function trigrams(word: string): string[] {
  const chars = SURROGATE.test(word) ? [...word] : null;
  const n = chars ? chars.length : word.length;
  const out: string[] = [];
  for (let i = 0; i + 3 <= n; i++) {
    out.push(chars ? chars[i] + chars[i + 1] + chars[i + 2] : word.slice(i, i + 3));
  }
  return out;
}

/** Distinct words, each listed under its character trigrams. */
export class VocabularyIndex {
  #words: string[] = [];
  #known = new Set<string>();
  #postings = new Map<string, number[]>();
  /** Scratch counters of shared trigrams, one per word, zero between queries. */
  #shared = new Uint16Array(0);

  /** Words held. */
  get size(): number {
    return this.#words.length;
  }

  /** Add a word (once: adding it again does nothing). */
  add(word: string): void {
    if (this.#known.has(word)) return;
    this.#known.add(word);
    const i = this.#words.length;
    this.#words.push(word);
    for (const g of trigrams(word)) {
      const list = this.#postings.get(g);
      if (!list) this.#postings.set(g, [i]);
      else if (list[list.length - 1] !== i) list.push(i); // a trigram the word repeats
    }
  }

  /**
   * Up to `limit` words sharing a character trigram with `word`, most alike first by
   * {@linkcode wordSimilarity}: typos (`alergy` → `allergic`), other forms (`cook` →
   * `cooking`), and longer CJK runs holding a CJK word. Those sharing the most trigrams are
   * scored, a few times `limit` of them.
   */
  near(word: string, limit: number): string[] {
    const grams = [...new Set(trigrams(word))];
    if (grams.length === 0 || limit <= 0) return [];
    if (this.#shared.length < this.#words.length) {
      this.#shared = new Uint16Array(Math.max(this.#words.length, this.#shared.length * 2));
    }
    const shared = this.#shared;
    const touched: number[] = [];
    for (const g of grams) {
      for (const i of this.#postings.get(g) ?? []) {
        if (shared[i]++ === 0) touched.push(i);
      }
    }
    // Bucket by trigrams shared (at most grams.length), best buckets first: no sort of all.
    const buckets: number[][] = Array.from({ length: grams.length + 1 }, () => []);
    for (const i of touched) buckets[shared[i]].push(i);
    for (const i of touched) shared[i] = 0;
    const picked: number[] = [];
    const scored = limit * SCORED_PER_RESULT;
    for (let b = grams.length; b > 0 && picked.length < scored; b--) {
      for (const i of buckets[b]) {
        if (picked.length === scored) break;
        picked.push(i);
      }
    }
    return picked
      .map((i) => ({ word: this.#words[i], score: wordSimilarity(word, this.#words[i]) }))
      .filter((c) => c.score > 0)
      .sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : 1))
      .slice(0, limit)
      .map((c) => c.word);
  }
}
