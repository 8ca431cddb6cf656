/**
 * What a cue asking what suits someone looks for. `can I bake them a wheat bread?`,
 * `should I order steak for them?`, `is shrimp safe to serve?`, `plan a dinner` are answered
 * less by a memory about bread, steak, shrimp or dinners than by what the person can't, won't or
 * mustn't have: "user can't eat gluten", "user is vegetarian", "user is allergic to shellfish".
 * Such a memory says so in a few words English keeps for it — a negation (`can't`, `never`,
 * `no`), avoidance (`avoids`, `hates`), an allergy, intolerance or fear, a diet, or who the person
 * is where that rules food or drink out (a faith's laws, a pregnancy, diabetes) — and recall asks
 * the store for them when a cue asks whether, or asks for something to be chosen, made or
 * arranged (see `rank.ts`), keeping the two whose words go best with the cue's
 * (`association.ts`: `wheat` ~ `gluten`). A limit said without such a word ("user gets seasick")
 * is not found this way.
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
  // Who someone is can rule things out as surely as a diet: a faith's food laws, a pregnancy,
  // an illness (see RULES_OUT).
  ...["muslim", "jewish", "hindu", "mormon", "jain", "pescatarian", "celiac", "coeliac"],
  ...["pregnant", "diabetic", "diabetes", "lactose"],
];
const LIMITS = new Set(LIMIT_WORDS);

/**
 * What a word stating a limit rules out, as WordNet names it (kinds of these, and things made of
 * them, are ruled out too: a ham is cut from a hog, wine is an alcohol). Word vectors put none of
 * them near the limit (`pork` ~ `muslim` 0.17, `beef` ~ `hindu` −0.11): this is knowledge of
 * customs, not of how words are used.
 */
const RULES_OUT: ReadonlyMap<string, readonly string[]> = new Map([
  ["muslim", ["pork", "pig", "hog", "alcohol"]],
  ["halal", ["pork", "pig", "hog", "alcohol"]],
  ["jewish", ["pork", "pig", "hog", "shellfish"]],
  ["kosher", ["pork", "pig", "hog", "shellfish"]],
  ["hindu", ["beef", "cow"]],
  ["mormon", ["coffee", "tea", "alcohol"]],
  ["jain", ["meat", "fish", "egg", "onion", "garlic", "potato"]],
  ["vegan", ["meat", "fish", "egg", "milk", "dairy", "cheese", "butter", "honey"]],
  ["vegetarian", ["meat", "fish", "beef", "pork", "chicken"]],
  ["pescatarian", ["meat", "fish"]],
  ["celiac", ["gluten", "wheat", "flour", "barley", "rye"]],
  ["coeliac", ["gluten", "wheat", "flour", "barley", "rye"]],
  ["gluten", ["wheat", "flour", "barley", "rye"]],
  ["lactose", ["milk", "dairy", "cheese", "cream", "butter"]],
  ["pregnant", ["alcohol", "caffeine"]],
  ["diabetic", ["sugar", "sweet", "dessert"]],
  ["diabetes", ["sugar", "sweet", "dessert"]],
  ["sober", ["alcohol"]],
  ["teetotal", ["alcohol"]],
]);

/** What the words of a memory rule out (`RULES_OUT`), as lemmas; empty for most memories. */
export function rulesOut(lemmas: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const l of lemmas) for (const r of RULES_OUT.get(l) ?? []) out.add(r);
  return out;
}

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

/**
 * Verbs a request opens with to have something chosen, made, bought or arranged, for someone or
 * for an occasion (`plan a dinner`, `book a table for them`, `buy her a present`): what suits
 * the person decides it as much as it decides `should I…?`.
 */
const REQUESTS = new Set([
  "arrange",
  "bake",
  "book",
  "bring",
  "buy",
  "cater",
  "choose",
  "cook",
  "get",
  "host",
  "make",
  "order",
  "organise",
  "organize",
  "pack",
  "pick",
  "plan",
  "prepare",
  "recommend",
  "reserve",
  "serve",
  "suggest",
  "throw",
]);

/** Question words that, with a modal and `I` or `we`, ask what to do: `what should I cook?` */
const ASKING = new Set(["what", "which", "where", "when", "how"]);
/** Modals: a question holding one asks what should or could be done, for someone. */
export const MODALS: ReadonlySet<string> = new Set([
  ...["should", "shall", "could", "can", "may", "might", "would"],
]);
const DECIDERS = new Set(["i", "we"]);
/** Words saying a thing is not to be had: with a modal, a question asks what is ruled out. */
const NEGATIONS = new Set(["never", "not", "t", "no"]);
/** Modals said with their negation (`what can't he have?`): they ask what is ruled out. */
const NEGATED_MODALS = new Set([
  ...["can't", "couldn't", "shouldn't", "mustn't", "won't", "wouldn't", "mightn't"],
]);
/**
 * The limit words that name a limit as the thing asked about (`what phobia do I have?`, `which
 * foods is she allergic to?`, `what does he avoid?`): not the negations, which need a modal.
 */
const ASKED_LIMITS = new Set(LIMIT_WORDS.filter((w) => !NEGATIONS.has(w)));

/**
 * Whether a cue asks what suits someone: a question opening with an auxiliary
 * (`can I bake them a wheat bread?`), a request to choose, make or arrange something
 * (`plan a dinner`, `book a restaurant for them`), or a question asking what the speaker should
 * do (`what should I cook for them?`, `where could we take her?`), or one asking what is ruled
 * out (`what food should she never eat?`, `what phobia do I have?`). For all of them, what the
 * person can't, won't or mustn't have is part of the answer.
 */
export function asksWhatSuits(query: string): boolean {
  const tokens = fold(query).match(/[\p{L}']+/gu) ?? [];
  const first = tokens[0] ?? "";
  if (WHETHER.has(first) || REQUESTS.has(first)) return true;
  if (!ASKING.has(first)) return false;
  // `what wine should I bring`, `which day could we…`: the modal within a few words.
  for (let i = 1; i + 1 < tokens.length && i <= 4; i++) {
    if (MODALS.has(tokens[i]) && DECIDERS.has(tokens[i + 1])) return true;
  }
  // A question asking what is ruled out is answered by the limit: `what food should she never
  // eat?`, `what can't he have?`, `what phobia do I have?`.
  if (tokens.some((t) => ASKED_LIMITS.has(t) || NEGATED_MODALS.has(t))) return true;
  return tokens.some((t) => MODALS.has(t)) && tokens.some((t) => NEGATIONS.has(t));
}

/** Whether a memory states a limit (holds one of {@linkcode LIMIT_WORDS}). */
export function statesLimit(text: string): boolean {
  return words(text).some((w) => LIMITS.has(w));
}
