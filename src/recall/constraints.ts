/**
 * What a question about whether something suits someone looks for. `can I bake them a wheat
 * bread?`, `should I order steak for them?`, `is shrimp safe to serve?` are answered less by a
 * memory about bread, steak or shrimp than by what the person can't, won't or mustn't have:
 * "user can't eat gluten", "user is vegetarian", "user is allergic to shellfish". Such a memory
 * says so in a few words English keeps for it — a negation (`can't`, `never`, `no`), avoidance
 * (`avoids`, `hates`), an allergy, intolerance or fear, a diet — and recall asks the store for
 * them when a question asks whether (see `rank.ts`), keeping the two whose words go best with the
 * question's (`association.ts`: `wheat` ~ `gluten`). A limit said without such a word ("user gets
 * seasick") is not found this way.
 * @module
 */
import { fold, words } from "../core/text.ts";

/**
 * The words, as the word index holds them, that state a limit: `t` is what `can't`, `doesn't`
 * and `won't` leave after their apostrophe.
 */
export const LIMIT_WORDS: readonly string[] = [
  "t",
  "cannot",
  "never",
  "no",
  "not",
  "avoid",
  "avoids",
  "avoided",
  "avoiding",
  "hate",
  "hates",
  "dislike",
  "dislikes",
  "refuse",
  "refuses",
  "allergic",
  "allergy",
  "allergies",
  "intolerant",
  "intolerance",
  "sensitive",
  "sensitivity",
  "afraid",
  "fear",
  "fears",
  "phobia",
  "phobic",
  "scared",
  "terrified",
  "vegetarian",
  "vegan",
  "kosher",
  "halal",
  "diet",
  "sober",
  "teetotal",
];
const LIMITS = new Set(LIMIT_WORDS);

/** Openings of a question that asks whether: `can I…`, `should we…`, `is it ok…`, `would they…`. */
const WHETHER = new Set([
  "can",
  "could",
  "should",
  "shall",
  "may",
  "might",
  "must",
  "would",
  "will",
  "is",
  "are",
  "do",
  "does",
]);

/** Whether a cue asks whether something is so (a question opening with an auxiliary). */
export function asksWhether(query: string): boolean {
  const first = fold(query).match(/[\p{L}']+/u)?.[0] ?? "";
  return WHETHER.has(first);
}

/** Whether a memory states a limit (holds one of {@linkcode LIMIT_WORDS}). */
export function statesLimit(text: string): boolean {
  return words(text).some((w) => LIMITS.has(w));
}
