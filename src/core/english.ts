/**
 * The English words fuzzy matching checks spelling against: the 100,000 most frequent words of
 * GloVe 6B's vocabulary (`english_words.ts`, 380 KB of source, imported on a process's first
 * recall). A cue word that is one of them was meant as written, so only another form of it, or a
 * word the list does not hold, may stand in for it (`couldBeMisspelt` in `text.ts`).
 * @module
 */

/** A list of known words. */
export interface WordList {
  /** How many words it holds. */
  readonly size: number;
  /** Whether it holds this word (lowercase letters). */
  has(word: string): boolean;
  /** The words it holds that start with `prefix` (lowercase letters), in sorted order. */
  startingWith(prefix: string): string[];
}

let loading: Promise<WordList> | undefined;

/** The known English words (lowercase, letters only), loaded once per process. */
export function englishWords(): Promise<WordList> {
  return loading ??= load();
}

async function load(): Promise<WordList> {
  // Imported on first use: a process that never recalls never parses the list.
  const { ENGLISH_WORDS, ENGLISH_WORD_COUNT } = await import("./english_words.ts");
  return new FrontCodedWords(ENGLISH_WORDS, ENGLISH_WORD_COUNT);
}

const BLOCK_START = 124; // `|`
/** The list holds only `|`, digits and lowercase letters: anything up to `9` ends a word. */
const DIGIT_9 = 57;

/**
 * Sorted words front-coded in blocks (see `scripts/english_words.ts`), looked up without
 * decoding them all: bisect the blocks' first words, then decode the one block that may hold
 * the word. Building it only finds the starts of the 3,125 blocks and their first words.
 */
class FrontCodedWords implements WordList {
  readonly #coded: string;
  readonly #starts: number[] = [];
  readonly #firsts: string[] = [];
  readonly size: number;

  constructor(coded: string, size: number) {
    this.#coded = coded;
    this.size = size;
    for (let at = coded.indexOf("|"); at >= 0; at = coded.indexOf("|", at + 1)) {
      this.#starts.push(at);
      this.#firsts.push(coded.slice(at + 1, this.#wordEnd(at + 1)));
    }
  }

  has(word: string): boolean {
    const block = this.#blockOf(word);
    if (block < 0) return false;
    const coded = this.#coded;
    let previous = this.#firsts[block];
    let at = this.#wordEnd(this.#starts[block] + 1);
    for (;;) {
      if (previous === word) return true;
      if (previous > word || at >= coded.length || coded.charCodeAt(at) === BLOCK_START) {
        return false;
      }
      const end = this.#wordEnd(at + 1);
      previous = previous.slice(0, coded.charCodeAt(at) - 48) + coded.slice(at + 1, end);
      at = end;
    }
  }

  startingWith(prefix: string): string[] {
    const out: string[] = [];
    for (const w of this.#from(prefix)) {
      if (w.startsWith(prefix)) out.push(w);
      else if (w > prefix) break;
    }
    return out;
  }

  /**
   * The words in order from the last block whose first word is not after `word` (the block
   * that would hold it) to the end of the list; callers stop early.
   */
  *#from(word: string): Generator<string> {
    const block = Math.max(0, this.#blockOf(word));
    const coded = this.#coded;
    let previous = this.#firsts[block];
    let at = this.#wordEnd(this.#starts[block] + 1);
    for (;;) {
      yield previous;
      if (at >= coded.length) return;
      if (coded.charCodeAt(at) === BLOCK_START) {
        // The next block starts with a whole word.
        const end = this.#wordEnd(at + 1);
        previous = coded.slice(at + 1, end);
        at = end;
        continue;
      }
      const end = this.#wordEnd(at + 1);
      previous = previous.slice(0, coded.charCodeAt(at) - 48) + coded.slice(at + 1, end);
      at = end;
    }
  }

  /** The last block whose first word is not after `word` (-1 when the first block's is). */
  #blockOf(word: string): number {
    let lo = 0, hi = this.#firsts.length - 1, block = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.#firsts[mid] <= word) {
        block = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return block;
  }

  /** Where the letters that begin at `at` end: the next digit or block start. */
  #wordEnd(at: number): number {
    const coded = this.#coded;
    while (at < coded.length) {
      const c = coded.charCodeAt(at);
      if (c === BLOCK_START || c <= DIGIT_9) break;
      at++;
    }
    return at;
  }
}
