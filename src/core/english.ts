/**
 * The English words fuzzy matching checks spelling against: the 100,000 most frequent words of
 * GloVe 6B's vocabulary (`english_words.ts`, 360 KB of source, imported on first use and decoded
 * once per process). A cue word that is one of them was meant as written, so only another form
 * of it, or a word the list does not hold, may stand in for it (`couldBeMisspelt` in
 * `text.ts`).
 * @module
 */

/** A list of known words. */
export interface WordList {
  /** How many words it holds. */
  readonly size: number;
  /** Whether it holds this word (lowercase letters). */
  has(word: string): boolean;
}

let loading: Promise<WordList> | undefined;

/** The known English words (lowercase, letters only), loaded once per process. */
export function englishWords(): Promise<WordList> {
  return loading ??= load();
}

async function load(): Promise<WordList> {
  // Imported on first use: a process that never recalls never parses the list.
  const { ENGLISH_WORDS } = await import("./english_words.ts");
  return new SortedWords(decode(ENGLISH_WORDS));
}

/** Undo the front coding: each word is a digit (letters shared with the previous) and the rest. */
function decode(coded: string): string[] {
  const out: string[] = [];
  let previous = "";
  let at = 0;
  while (at < coded.length) {
    const shared = coded.charCodeAt(at) - 48;
    let end = at + 1;
    while (end < coded.length && coded.charCodeAt(end) > 57) end++;
    previous = previous.slice(0, shared) + coded.slice(at + 1, end);
    out.push(previous);
    at = end;
  }
  return out;
}

/** Sorted words looked up by binary search: no hash set of 100,000 strings to build. */
class SortedWords implements WordList {
  #words: string[];
  constructor(words: string[]) {
    this.#words = words;
  }
  get size(): number {
    return this.#words.length;
  }
  has(word: string): boolean {
    let lo = 0, hi = this.#words.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const w = this.#words[mid];
      if (w === word) return true;
      if (w < word) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }
}
