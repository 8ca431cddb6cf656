/**
 * What a memory learns from a use (`Memory.used`): the words of the question it answered that
 * it holds in no form, each kept by a light stem, and how much a word taught so many times
 * counts. Pure text and arithmetic, shared by recall (`recall/learned.ts`), dream, forget and
 * export.
 * @module
 */
import { analyzeQuery, lightStem, STOPWORDS, words as foldedWords } from "./text.ts";

/** Words one use teaches a memory at most (a question's first content words). */
export const WORDS_PER_LESSON = 12;
/** Words a memory keeps at most: the most used, then the latest taught. */
export const LEARNED_PER_TRACE = 32;
/**
 * What a word taught once is worth against a word the memory holds: a question answered once
 * by a memory is good evidence, not proof (the agent may have used it for part of the answer).
 * Each further use halves the gap to a held word.
 */
const FIRST_USE = 0.8;

/** The key a learned word is kept and looked up by. */
export function learnedKey(word: string): string {
  return lightStem(word);
}

/**
 * The words a use of `content` to answer `cue` teaches it: the cue's content words (as recall
 * reads them) that the content holds in no form (by their keys), at most
 * {@linkcode WORDS_PER_LESSON}.
 */
export function lessonOf(cue: string, content: string): { key: string; word: string }[] {
  const held = new Set(foldedWords(content).map(learnedKey));
  const out: { key: string; word: string }[] = [];
  for (const word of analyzeQuery(cue).words) {
    const key = learnedKey(word);
    // A cue of stopwords alone is read by them; a memory learns no stopword.
    if (STOPWORDS.has(word) || held.has(key) || out.some((w) => w.key === key)) continue;
    out.push({ key, word });
    if (out.length === WORDS_PER_LESSON) break;
  }
  return out;
}

/** How much a word taught `uses` times counts, in (0, 1): 0.8, 0.9, 0.95… */
export function learnedStrength(uses: number): number {
  return 1 - (1 - FIRST_USE) * Math.pow(0.5, Math.max(0, uses - 1));
}
