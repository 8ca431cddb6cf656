/**
 * What a memory learns from a use (`Memory.used`): the words of the question it answered that
 * it holds in no form, each kept by a light stem, and how much a word taught so many times
 * counts. Pure text and arithmetic, shared by recall (`recall/learned.ts`), dream, forget and
 * export.
 * @module
 */
import { analyzeQuery, asQuestion, lightStem, STOPWORDS, words as foldedWords } from "./text.ts";

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
 * The words of a text a memory could learn, each once by its key: its content words as recall
 * reads a cue (a lookup's opener, `find out`, asks nothing), stopwords never (a cue of stopwords
 * alone is read by them; nothing learns one).
 */
export function learnableWords(text: string): { key: string; word: string }[] {
  const out = new Map<string, string>();
  for (const word of analyzeQuery(asQuestion(text)).words) {
    const key = learnedKey(word);
    if (!STOPWORDS.has(word) && !out.has(key)) out.set(key, word);
  }
  return [...out].map(([key, word]) => ({ key, word }));
}

/**
 * The words a use of `content` to answer `cue` teaches it: the cue's learnable words that the
 * content holds in no form (by their keys), at most {@linkcode WORDS_PER_LESSON}.
 */
export function lessonOf(cue: string, content: string): { key: string; word: string }[] {
  const held = new Set(foldedWords(content).map(learnedKey));
  return learnableWords(cue).filter((w) => !held.has(w.key)).slice(0, WORDS_PER_LESSON);
}

/** How much a word taught `uses` times counts, in (0, 1): 0.8, 0.9, 0.95… */
export function learnedStrength(uses: number): number {
  return 1 - (1 - FIRST_USE) * Math.pow(0.5, Math.max(0, uses - 1));
}
