/**
 * People named by a chain of two: `their spouse's dad` is their father-in-law, `their
 * daughter's husband` their son-in-law, `their mum's brother` their uncle. A brain holds the one
 * word ("user's father-in-law races pigeons"), a question may say the chain: recall reads the
 * chain as the word WordNet defines by it ("father-in-law: the father of your spouse").
 * @module
 */
import type { ConceptGraph } from "../core/concepts.ts";
import { fold, STOPWORDS } from "../core/text.ts";
import { close, isPersonWord, SPOUSE_WORDS } from "./subject.ts";

/** A spouse's people, together: `their spouse's family` are their in-laws. */
const SPOUSES_KIN = new Set([
  ...["family", "relatives", "relations", "folks", "parents", "people", "side", "siblings"],
  ...["kin", "clan"],
]);

/** Two words for a partner (`my other half`, `her significant other`): read as `partner`. */
const PARTNER_PHRASE = /\b(?:(?:other|better) half|significant other)\b/giu;
/** A possessive and the word it owns: `spouse's dad`. */
const CHAIN = /\b(\p{L}+)['’]s\s+(\p{L}+(?:-\p{L}+)*)\b/gu;

/** An age written as one word (`14-year-old`, `two-year-olds`), and the plural's `s`. */
const AGED = /\b((?:\d{1,3}|\p{L}+)-years?-old)(s?)\b(?![-\p{L}])/giu;
/** The word that follows, if any (`daughter` of `14-year-old daughter`). */
const NEXT_WORD = /^\s+([\p{L}']+)/u;

/**
 * An age used as a noun (`what sport is my 14-year-old into?`, `do the two-year-olds nap?`) is
 * a child: read with the word (`my 14-year-old child`), which notes say otherwise ("user's
 * daughter Manon plays water polo"). An age before a noun (`14-year-old daughter`, `12-year-old
 * dog`) is left as written.
 */
function agedAsChild(graph: ConceptGraph, query: string): string {
  return query.replace(AGED, (aged: string, age: string, plural: string, at: number) => {
    // An adjective takes no plural: `the two-year-olds` are children, whatever follows.
    if (plural) return `${age} children`;
    const next = NEXT_WORD.exec(query.slice(at + aged.length))?.[1];
    const word = next === undefined ? undefined : fold(next);
    const use = word === undefined || STOPWORDS.has(word) ? undefined : graph.usage(word);
    // …though a verb may follow the noun it is (`does her 6-year-old play piano?`).
    if (use !== undefined && use.noun > 0 && use.noun >= use.verb) return aged;
    return `${age} child`;
  });
}

/**
 * The cue with each chain of two of the user's people (`their spouse's dad`) read as the one
 * person it names (`their father-in-law`), and their other half as their partner; a chain
 * naming someone not their own (`their boss's wife`), a name (`Caroline's mom`) or no one
 * WordNet defines by it is left as written; an age used as a noun (`my 14-year-old`) is a child.
 *
 * @example Asking about an in-law
 * ```ts
 * import { concepts } from "../core/concepts.ts";
 * import { composeKin } from "./kinship.ts";
 *
 * const graph = await concepts();
 * console.log(composeKin(graph, "what's the hobby of their spouse's dad?"));
 * // → what's the hobby of their father-in-law?
 * ```
 */
export function composeKin(graph: ConceptGraph, query: string): string {
  const partnered = agedAsChild(graph, query).replace(PARTNER_PHRASE, "partner");
  return partnered.replace(CHAIN, (chain: string, possessor: string, possessed: string) => {
    const [owner, owned] = [fold(possessor), fold(possessed)];
    // Their spouse's family, parents or siblings are their in-laws, whichever one a note names
    // (`sister-in-law`): WordNet defines each in-law alone.
    if (SPOUSE_WORDS.has(owner) && SPOUSES_KIN.has(owned)) return "in-laws";
    const kin = (w: string) => isPersonWord(graph, w) && close(graph, w);
    if (!kin(owner) || !kin(owned)) return chain;
    const [person] = graph.composedPerson(owner, owned);
    return person === undefined ? chain : person.replaceAll("_", " ");
  });
}
