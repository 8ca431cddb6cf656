/**
 * People as a question names them, read as a note names them. A chain of two: `their spouse's
 * dad` is their father-in-law, `their daughter's husband` their son-in-law, `their mum's
 * brother` their uncle. A brain holds the one word ("user's father-in-law races pigeons"), a
 * question may say the chain: recall reads the chain as the word WordNet defines by it
 * ("father-in-law: the father of your spouse"), and the nearest kin's chains as families reckon
 * them (`their daughter's boys` are their grandsons). One's child as people say it: `my lad` is a
 * son, `her eldest` the eldest son or daughter; one's partner too: `her man` is her partner.
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

/** Whose a child or partner is, as a question says it. */
const WHOSE = "my|his|her|their|our|your";
/** Two words for a partner (`my other half`, `her significant other`): read as `partner`. */
const PARTNER_PHRASE = /\b(?:(?:other|better) half|significant other)\b/giu;
/**
 * One's partner as people say it: `her man`, `his missus`, `my fella` — the possessive and the
 * word, no noun after it (`her man cave`, `his lady friend`).
 */
const PARTNER_SAID = new RegExp(
  `\\b(${WHOSE})\\s+(?:man|fella|feller|bloke|guy|missus|missis|woman|lady)\\b(?![-\\p{L}])`,
  "giu",
);
/**
 * A possessive, one's or many's, and the word it owns: `spouse's dad`, `daughter's little lads`,
 * `kids' kids`.
 */
const CHAIN =
  /\b(\p{L}+)(?:['’]s|(?<=s)['’])\s+(?:(?:little|wee|young)\s+)?(\p{L}+(?:-\p{L}+)*)\b/gu;

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

/** Words for an age among one's children (`my eldest`), read as WordNet's (`firstborn`). */
const BIRTH_ORDER: Readonly<Record<string, string>> = {
  eldest: "eldest",
  oldest: "eldest",
  firstborn: "eldest",
  "first-born": "eldest",
  youngest: "youngest",
  lastborn: "youngest",
  "last-born": "youngest",
  middle: "middle",
  older: "older",
  elder: "elder",
  younger: "younger",
};
/**
 * One's child as people say it: `my lad`, `her girl`, `his little boy`, `my teen`, `her eldest`,
 * `my youngest kid`, `his little ones`, `my older one` — the possessive, an age or birth order,
 * the word.
 */
const CHILD_SAID = new RegExp(
  `\\b(${WHOSE})\\s+(?:(little|baby|young|teenage|${Object.keys(BIRTH_ORDER).join("|")})\\s+)?` +
    "(lads?|boys?|girls?|lass(?:es)?|teens?|teenagers?|ones?|kids?|child(?:ren)?|" +
    `${Object.keys(BIRTH_ORDER).join("|")})\\b(?![-\\p{L}])`,
  "giu",
);
/** The child each word names, one and many: a lad is a son, a girl a daughter, a teen either. */
const CHILD_OF: Readonly<Record<string, [string, string]>> = {
  lad: ["son", "sons"],
  boy: ["son", "sons"],
  girl: ["daughter", "daughters"],
  lass: ["daughter", "daughters"],
  teen: ["son or daughter", "children"],
  teenager: ["son or daughter", "children"],
  kid: ["son or daughter", "children"],
  child: ["son or daughter", "children"],
  one: ["son or daughter", "children"],
};
/** The words for a child in their teens. */
const TEENS: ReadonlySet<string> = new Set(["teen", "teenager"]);
/** The plurals, by the word each is many of. */
const PLURAL_OF: Readonly<Record<string, string>> = {
  lads: "lad",
  boys: "boy",
  girls: "girl",
  lasses: "lass",
  teens: "teen",
  teenagers: "teenager",
  kids: "kid",
  children: "child",
  ones: "one",
};

/**
 * One's child as people say it read as a note names them: `my lad` as `my son`, `her girl` as
 * `her daughter`, `my eldest` or `my firstborn` as `my eldest son or daughter`, `his teen` as
 * `his teenage son or daughter`, `her little ones` as `her children`. A noun after the word
 * makes it part of a name (`my boy scout troop`, `her girl friends`, `my eldest brother`), left
 * as written, as is a child not said to be someone's (`the boys`).
 */
function childAsKin(graph: ConceptGraph, query: string): string {
  return query.replace(
    CHILD_SAID,
    (said: string, whose: string, before: string | undefined, word: string, at: number) => {
      const w = fold(word);
      const order = BIRTH_ORDER[w] ?? (before ? BIRTH_ORDER[fold(before)] : undefined);
      const head = PLURAL_OF[w] ?? w;
      // `one` names a child only after what tells it apart: `my little one`, `her older one`.
      if (head === "one" && before === undefined) return said;
      // `kids` and `children` already name one's children: only an order among them is read.
      const kin = head === "kid" || head === "child";
      if (kin && order === undefined) return said;
      if (!kin && nounFollows(graph, query.slice(at + said.length))) return said;
      const plural = w in PLURAL_OF;
      const [one, many] = CHILD_OF[head] ?? CHILD_OF.kid;
      // A teen is a teenage child, unless an order picks one of them, of whatever age: `my
      // eldest teen` is `my eldest son or daughter`.
      const teenage = (before !== undefined && fold(before) === "teenage") ||
        (TEENS.has(head) && order === undefined);
      const child = plural ? many : one;
      return `${whose} ${order === undefined ? "" : `${order} `}${
        teenage ? "teenage " : ""
      }${child}`;
    },
  );
}

/**
 * One's partner as people say it read as a note may name them: `her man` as `her partner`, and
 * `my other half` as `my partner`.
 */
function partnerAsKin(graph: ConceptGraph, query: string): string {
  const phrased = query.replace(PARTNER_PHRASE, "partner");
  return phrased.replace(
    PARTNER_SAID,
    (said: string, whose: string, at: number) =>
      nounFollows(graph, phrased.slice(at + said.length)) ? said : `${whose} partner`,
  );
}

/**
 * Whether a noun follows (`boy scout`, `girl friends`): a word used mostly as a noun, neither a
 * verb (`study`… as `my lad studies`) nor an adjective (`crazy`, `born`).
 */
function nounFollows(graph: ConceptGraph, rest: string): boolean {
  const next = NEXT_WORD.exec(rest)?.[1];
  if (next === undefined) return false;
  const word = fold(next).replace(/['’]s?$/, "");
  if (STOPWORDS.has(word)) return false;
  // A participle is what the child is doing (`is my little one studying?`), whatever noun its
  // stem names more often (a study).
  if (
    word.endsWith("ing") &&
    graph.baseFormsOf(word).some((b) => b !== word && graph.usage(b).verb > 0)
  ) {
    return false;
  }
  const use = graph.usage(word);
  return use.noun > use.verb && use.noun >= use.adjective;
}

/** How a kin word relates someone to their person, and which sex it says (`""`: either). */
type Kin = readonly [relation: string, sex: "m" | "f" | ""];
/** The kin each of {@linkcode CHILD_OF}'s words names: a child, a son or a daughter or either. */
const childKin = (word: string): Kin => {
  const [one] = CHILD_OF[PLURAL_OF[word] ?? word];
  return ["child", one === "son" ? "m" : one === "daughter" ? "f" : ""];
};
/** Each of `words` with the one kin they all name. */
function kinOf(words: readonly string[], kin: Kin): [string, Kin][] {
  return words.map((w) => [w, kin]);
}
/**
 * The nearest kin, each word with its relation and sex, one and many alike: the child words one's
 * child is said with (not `one`, a child only after what tells it apart), and the rest.
 */
const NEAREST: ReadonlyMap<string, Kin> = new Map<string, Kin>([
  ...kinOf(["son", "sons"], ["child", "m"]),
  ...kinOf(["daughter", "daughters"], ["child", "f"]),
  ...[...Object.keys(CHILD_OF), ...Object.keys(PLURAL_OF)]
    .filter((w) => w !== "one" && w !== "ones")
    .map((w): [string, Kin] => [w, childKin(w)]),
  ...kinOf(["mother", "mom", "mum", "mam", "mothers", "moms", "mums"], ["parent", "f"]),
  ...kinOf(["father", "dad", "fathers", "dads"], ["parent", "m"]),
  ...kinOf(["parent", "parents"], ["parent", ""]),
  ...kinOf(["brother", "brothers"], ["sibling", "m"]),
  ...kinOf(["sister", "sisters"], ["sibling", "f"]),
  ...kinOf(["sibling", "siblings"], ["sibling", ""]),
  ...kinOf(["husband", "husbands"], ["spouse", "m"]),
  ...kinOf(["wife", "wives"], ["spouse", "f"]),
  ...kinOf(["spouse", "partner", "spouses", "partners"], ["spouse", ""]),
]);
/**
 * Whom a chain of two nearest kin names (the owner's relation, then the owned one's), by the sex
 * the owned word says (male, female, either): a son's or daughter's boys are grandsons, a
 * husband's brother a brother-in-law. Other chains are read by WordNet's definitions (`mum's
 * husband`: "stepfather: the husband of your mother by a later marriage"), or not at all (`their
 * mum's son`, `their wife's kids`).
 */
const COMPOSED: ReadonlyMap<string, readonly [string, string, string]> = new Map([
  ["child child", ["grandson", "granddaughter", "grandchild"]],
  ["parent parent", ["grandfather", "grandmother", "grandparent"]],
  ["parent sibling", ["uncle", "aunt", "aunt or uncle"]],
  ["sibling child", ["nephew", "niece", "nephew or niece"]],
  ["spouse parent", ["father-in-law", "mother-in-law", "in-laws"]],
  ["spouse sibling", ["brother-in-law", "sister-in-law", "brother-in-law or sister-in-law"]],
  ["sibling spouse", ["brother-in-law", "sister-in-law", "brother-in-law or sister-in-law"]],
  ["child spouse", ["son-in-law", "daughter-in-law", "son-in-law or daughter-in-law"]],
]);
/** Where each sex's name stands in {@linkcode COMPOSED}'s entries. */
const BY_SEX: Readonly<Record<Kin[1], number>> = { m: 0, f: 1, "": 2 };

/** Many of a kin name: `grandsons`, `grandchildren`, `sisters-in-law`, `aunts and uncles`. */
function many(name: string): string {
  if (name.includes(" or ")) return name.split(" or ").map(many).join(" and ");
  if (name.endsWith("-in-law")) return `${name.slice(0, -"-in-law".length)}s-in-law`;
  if (name.endsWith("child")) return `${name}ren`;
  return name.endsWith("s") ? name : `${name}s`;
}

/**
 * The one person a chain of two nearest kin names (`daughter`, `boys` → `grandsons`), or
 * undefined for a chain {@linkcode COMPOSED} does not hold.
 */
function composedKin(owner: string, owned: string): string | undefined {
  const of = NEAREST.get(owner), whose = NEAREST.get(owned);
  if (!of || !whose) return undefined;
  const name = COMPOSED.get(`${of[0]} ${whose[0]}`)?.[BY_SEX[whose[1]]];
  if (name === undefined) return undefined;
  // Many when the word is: `boys`, `children`, `parents` (not `lass`).
  const plural = owned in PLURAL_OF || (!(owned in CHILD_OF) && owned.endsWith("s"));
  return plural ? many(name) : name;
}

/**
 * The cue with each chain of two of the user's people (`their spouse's dad`) read as the one
 * person it names (`their father-in-law`), and their other half (or `her man`, `his missus`) as
 * their partner; a chain naming someone not their own (`their boss's wife`), a name (`Caroline's
 * mom`) or no one WordNet defines by it is left as written; an age used as a noun (`my
 * 14-year-old`) is a child, and one's child as people say it (`my lad`, `her eldest`) the son or
 * daughter a note names.
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
  const partnered = partnerAsKin(graph, childAsKin(graph, agedAsChild(graph, query)));
  return partnered.replace(CHAIN, (chain: string, possessor: string, possessed: string) => {
    const [owner, owned] = [fold(possessor), fold(possessed)];
    // Their spouse's family, parents or siblings are their in-laws, whichever one a note names
    // (`sister-in-law`): WordNet defines each in-law alone.
    if (SPOUSE_WORDS.has(owner) && SPOUSES_KIN.has(owned)) return "in-laws";
    // The nearest kin's chains are read by how families are reckoned: WordNet defines some
    // of their words only by a kind (`grandson`: "a male grandchild") and lists some chains
    // under another word (`uncle`: "… the husband of your aunt", for `husband's brother`).
    const nearest = composedKin(owner, owned);
    if (nearest !== undefined) return nearest;
    const kin = (w: string) => isPersonWord(graph, w) && close(graph, w);
    if (!kin(owner) || !kin(owned)) return chain;
    const [person] = graph.composedPerson(owner, owned);
    return person === undefined ? chain : person.replaceAll("_", " ");
  });
}
