/**
 * How closely a memory's words go with a cue's, by GloVe's word vectors (`word_vectors.ts`):
 * each cue word is matched with the memory's nearest word, and the matches are summed by how
 * much each cue word says. "user wears contact lenses" goes with `do they need glasses?`
 * (`glasses` ~ `lenses`) more than "the plants need repotting" does, though only the second
 * shares a word with it. Recall uses it to order the memories the cue found (see
 * `RankingParams.associationWeight`), and to admit one the concept graph reaches too weakly to
 * admit alone, never on its own: words alike in use are not always alike in meaning (`hot` ~
 * `cold`).
 * @module
 */
import { fold, isInflectionOf, STOPWORDS } from "../core/text.ts";
import type { WordVectors } from "./word_vectors.ts";

/**
 * A cue word's weight is `ln(1 + rank / RANK_SCALE)` of its place in GloVe's frequency order:
 * `need` (rank ~300) weighs a third of `glasses` (~9,000), as an inverse document frequency
 * over English at large would have it — a brain's own counts say little of a word it holds a
 * few times.
 */
const RANK_SCALE = 200;
/**
 * A memory's word among GloVe's commonest (`new`, `good`, `time`) goes with many words a
 * little; its match counts in proportion to its weight, in full from this rank on.
 */
const SPECIFIC_RANK = 5_000;
/**
 * Below this cosine, two words are no nearer than chance pairs of everyday words; at
 * {@linkcode FULL_SIMILARITY} (`shrimp` ~ `seafood`) a cue word is matched in full.
 */
const FLOOR_SIMILARITY = 0.3;
const FULL_SIMILARITY = 0.8;

/** A cue's words as {@linkcode association} weighs them. */
export interface AssociationCue {
  /** The cue's words that have vectors. */
  words: string[];
  /** Their weights, in the same order. */
  weights: number[];
  /**
   * The weight of the cue's real words GloVe lacks (`Mycenaean`, `Ugaritic`; not typos), each
   * as its rarest word's: no memory goes with them but by holding them.
   */
  unknown: number;
}

const NONE: ReadonlySet<string> = new Set();

const weightOf = (rank: number) => Math.log1p(rank / RANK_SCALE);
const SPECIFIC_WEIGHT = weightOf(SPECIFIC_RANK);

/**
 * The cue words {@linkcode association} can weigh (those with vectors), and the weight of those
 * `isWord` says are words though GloVe lacks them; `null` for none with a vector.
 */
export function associationCue(
  vectors: WordVectors,
  cueWords: readonly string[],
  isWord: (word: string) => boolean = () => false,
): AssociationCue | null {
  const words: string[] = [];
  const weights: number[] = [];
  const unknownWords = new Set<string>();
  for (const w of cueWords) {
    const rank = vectors.rank(w);
    if (rank !== undefined) {
      words.push(w);
      weights.push(weightOf(rank));
    } else if (isWord(w)) unknownWords.add(w);
  }
  const unknown = unknownWords.size * weightOf(vectors.size);
  return words.length > 0 ? { words, weights, unknown } : null;
}

/**
 * A cosine mapped from {@linkcode FLOOR_SIMILARITY}…{@linkcode FULL_SIMILARITY} onto 0…1: how
 * far a word stands for a cue word.
 */
function nearness(similarity: number): number {
  return Math.min(
    1,
    Math.max(0, (similarity - FLOOR_SIMILARITY) / (FULL_SIMILARITY - FLOOR_SIMILARITY)),
  );
}

/** How a text's words meet a cue's (see {@linkcode association}). */
export interface Association {
  /** How closely its words go with the cue's, in [0, 1]. */
  score: number;
  /**
   * The share of the cue's weight it matches in full as asked: the cue's words as written, or
   * words as near. A cue word held only in another inflection (`book` for `books`) is its own
   * but not held as asked — one library book is no answer to `what books do they like?` — so
   * the words finding it do not make association defer (measured: counted in full, 5 fewer
   * paraphrase questions found beside every set).
   */
  full: number;
  /** The share of the cue's weight it holds as written (the word indexes' matches). */
  own: number;
  /**
   * What its words reach beyond the cue's own, as a share of the whole cue: its words GloVe
   * lacks count as reached by none (`score − own` when GloVe knows them all).
   */
  beyond: number;
}

/**
 * How closely a text's words go with a cue's, in [0, 1]: for each cue word, its best cosine
 * with a word of the text (a word with itself: 1), scaled down for the text's words among
 * GloVe's commonest and mapped from {@linkcode FLOOR_SIMILARITY}…{@linkcode FULL_SIMILARITY}
 * onto 0…1; summed by the cue words' weights. A text of the cue's own words scores 1, one of
 * unrelated words near 0. The cue words in `asWritten` are met only as written (in any
 * inflection): the person a question asks about, for a note about someone else (`kids` goes
 * with `son`, but "the kids learned to ride bikes" is no note about the son).
 */
export function association(
  vectors: WordVectors,
  cue: AssociationCue,
  text: string,
  asWritten: ReadonlySet<string> = NONE,
): Association {
  const own: { word: string; specific: number }[] = [];
  const seen = new Set<string>();
  for (const token of fold(text).match(/[\p{L}\p{N}']+/gu) ?? []) {
    const word = token.replace(/'s?$/, "");
    if (word.length < 2 || STOPWORDS.has(word) || seen.has(word)) continue;
    seen.add(word);
    const rank = vectors.rank(word);
    if (rank !== undefined) {
      own.push({ word, specific: Math.min(1, weightOf(rank) / SPECIFIC_WEIGHT) });
    }
  }
  let total = 0, matched = 0, full = 0, held = 0;
  cue.words.forEach((c, i) => {
    // The cue's own word is held in any of its inflections (`works` for `work`), as the word
    // index holds it, and matched in full, however common: the scaling is for other words.
    // `asked` leaves the inflections out (see `Association.full`).
    let best = 0, asked = 0, holds = seen.has(c);
    for (const { word, specific } of own) {
      const inflected = isInflectionOf(word, c);
      const s = word === c || inflected
        ? 1
        : asWritten.has(c)
        ? 0
        : vectors.similarity(c, word) * specific;
      best = Math.max(best, s);
      if (!inflected) asked = Math.max(asked, s);
    }
    for (const word of seen) {
      if (holds) break;
      holds = isInflectionOf(word, c);
    }
    total += cue.weights[i];
    matched += cue.weights[i] * nearness(best);
    if (holds) held += cue.weights[i];
    if (nearness(asked) === 1) full += cue.weights[i];
  });
  // A word GloVe lacks is reached by no other word: held as written, it is the cue's own.
  const whole = total + cue.unknown;
  return total > 0
    ? {
      score: matched / total,
      full: full / total,
      own: held / total,
      beyond: Math.max(0, matched - held) / whole,
    }
    : { score: 0, full: 0, own: 0, beyond: 0 };
}
