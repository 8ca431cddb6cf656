/**
 * {@linkcode VocabularyIndex}: an in-memory trigram index over a brain's distinct words, for
 * fuzzy matching the way search engines do it (Lucene's FuzzyQuery walks the term dictionary):
 * find the words of the vocabulary spelled like a cue word, then the traces holding those
 * words through the word index. The vocabulary is tens or hundreds of thousands of words where
 * the brain holds millions of traces, so this index is small and cheap to build, and writes
 * pay nothing for it.
 * @module
 */
import { trigramsOf, wordSimilarity } from "../core/text.ts";

/** Candidates scored exactly per word returned: trigram overlap ranks them first. */
const SCORED_PER_RESULT = 4;

/** Distinct words, each under its character trigrams; words are added once and marked gone. */
export class VocabularyIndex {
  #words: string[] = [];
  #indexOf = new Map<string, number>();
  /** Trigram count of each word (the length of its trigram set). */
  #gramCount: number[] = [];
  #gone: boolean[] = [];
  #goneCount = 0;
  #postings = new Map<string, number[]>();
  /** Scratch counters of shared trigrams, one per word, zero between queries. */
  #shared = new Int32Array(0);

  /** Words held (added and not marked gone). */
  get size(): number {
    return this.#words.length - this.#goneCount;
  }

  /** Words marked gone but still taking room: the owner rebuilds when they pile up. */
  get goneCount(): number {
    return this.#goneCount;
  }

  /** Add a word (again, if it was marked gone). */
  add(word: string): void {
    const known = this.#indexOf.get(word);
    if (known !== undefined) {
      if (this.#gone[known]) {
        this.#gone[known] = false;
        this.#goneCount--;
      }
      return;
    }
    const i = this.#words.length;
    this.#words.push(word);
    this.#indexOf.set(word, i);
    this.#gone.push(false);
    const grams = trigramsOf(word);
    this.#gramCount.push(grams.length);
    for (const g of grams) {
      const list = this.#postings.get(g);
      if (list) list.push(i);
      else this.#postings.set(g, [i]);
    }
  }

  /** Mark a word gone: no trace holds it any more. */
  remove(word: string): void {
    const i = this.#indexOf.get(word);
    if (i === undefined || this.#gone[i]) return;
    this.#gone[i] = true;
    this.#goneCount++;
  }

  /**
   * Up to `limit` words sharing a character trigram with `word`, most alike first by
   * {@linkcode wordSimilarity}: typos (`alergy` → `allergic`), other forms (`cook` →
   * `cooking`), and longer CJK runs holding a CJK word.
   */
  near(word: string, limit: number): string[] {
    const grams = trigramsOf(word);
    if (grams.length === 0 || limit <= 0) return [];
    if (this.#shared.length < this.#words.length) {
      this.#shared = new Int32Array(Math.max(this.#words.length, this.#shared.length * 2));
    }
    const shared = this.#shared;
    const touched: number[] = [];
    for (const g of grams) {
      for (const i of this.#postings.get(g) ?? []) {
        if (shared[i]++ === 0) touched.push(i);
      }
    }
    // Trigram Dice is a cheap first cut; the few best are then scored as recall scores them.
    const overlap = (i: number) => shared[i] / (grams.length + this.#gramCount[i]);
    const live = touched.filter((i) => !this.#gone[i]).sort((a, b) => overlap(b) - overlap(a))
      .slice(0, limit * SCORED_PER_RESULT);
    for (const i of touched) shared[i] = 0;
    return live
      .map((i) => ({ word: this.#words[i], score: wordSimilarity(word, this.#words[i]) }))
      .filter((c) => c.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map((c) => c.word);
  }
}
