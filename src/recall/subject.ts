/**
 * Whose memory it is: who a note is about ("user's brother is a firefighter": the brother) and
 * who a question asks about (`what does their sibling do?`: a sibling; `what is their job?`: the
 * user). A brain holds facts about its user and about the user's people in the same words, so
 * a question about the kid should not be answered by the user's own sport, nor `what is their
 * job?` by the sister's.
 *
 * Both readings are cautious: a note that opens with neither the user nor their possessive
 * ("went to a farmers market", "Caroline: I went…"), a question naming someone by name or asking
 * who, and a cue that is no question have no reading, and then nothing changes.
 * @module
 */
import { baseForms, type ConceptGraph, lastWord } from "../core/concepts.ts";
import { fold, namesOf, phraseWords, STOPWORDS } from "../core/text.ts";

/** Who a text is about. */
export interface Subject {
  /** The user themself. */
  user: boolean;
  /** Words naming the user's people it is about (`brother`, `eldest`, `daughter`), folded. */
  people: string[];
}

/** A word names a person from this share of its noun senses (`twins`: 0.43, `neighbour`: 0.36). */
const PERSON = 0.3;
/** At most this many words of a note's possessed phrase are read (`user's eldest daughter`). */
const PHRASE_WORDS = 3;
/** How a note opens when it is about the user: `user` or `I`, alone or possessive. */
const USER = new Set(["user", "i", "we"]);
const USER_POSSESSIVE = new Set(["user's", "my", "our"]);
/**
 * Pronouns saying a question asks about someone's own life: the user spoken of (`he`, `their`,
 * `user's`) or what is theirs (`my`, `our`). Not `I`, `we` or `you` alone: `how do I convert
 * kilometres to furlongs?` asks how anyone does it, and `your` is whoever is asked.
 */
const OWN_LIFE = new Set([
  ...["they", "them", "their", "theirs", "themselves", "he", "him", "his", "she", "her", "hers"],
  ...["user", "user's", "my", "mine", "our", "ours"],
]);
/** A question's words that stand for the user (`can I bake them…?`: `I` is the one asking). */
const USER_PRONOUNS = new Set([
  ...OWN_LIFE,
  ...["you", "your", "yours"],
  // …and the user asking of themselves or their household (`which console do I own?`, `our dog`).
  ...["i", "me", "myself", "we", "us", "ourselves"],
]);
/** Possessives that belong to the person named right after them (`their sibling`). */
const POSSESSIVES = new Set(["their", "his", "her", "your", "my", "our", "user's"]);
/** Words opening a possessed phrase that tell the user's own taste (`user's favourite author`). */
const PREFERENCE = new Set(["favourite", "favorite", "preferred", "usual"]);
/** Words before a person word that make them someone of the user's (`the kid`, `their mom`). */
const DEFINITE = new Set(["the", "their", "his", "her", "my", "your", "our"]);
/** …and words that make them anyone (`a lender`, `any new babies`). */
export const INDEFINITE: ReadonlySet<string> = new Set([
  "a",
  "an",
  "any",
  "some",
  "no",
  "every",
  "each",
]);
/** Words asking which thing: the person word after them is the answer type (`which relative`). */
const ASKING = new Set(["which", "what"]);
/** What the user's own people are kinds of, in WordNet. */
const CLOSE = ["relative", "spouse", "friend", "juvenile", "lover"];
/** A person word is one of them from this much (`kindOf`; `boy` is a relative at 0.4). */
const CLOSE_KIND = 0.3;
/** Words naming the user's people together (`any insect reactions in the family?`): anyone's. */
const KIN = new Set(["family", "families", "household", "relatives", "kin", "folks"]);
/** A question asking who has a person for its answer: any note's subject may be it. */
const ASKS_WHO = new Set(["who", "whom", "whose"]);

/**
 * Whether a question asks who, as it opens (`who cleans her teeth?`, `whose dog…`): a note naming
 * someone answers it ({@linkcode namesSomeone}).
 *
 * @example
 * ```ts
 * import { asksWho } from "./subject.ts";
 * console.log(asksWho("Who does she report to?")); // true
 * console.log(asksWho("Who's her closest pal?")); // true
 * console.log(asksWho("what does the user's manager do?")); // false
 * ```
 */
export function asksWho(query: string): boolean {
  // …`who's` too.
  return ASKS_WHO.has((phraseWords(query)[0] ?? "").replace(/'s$/, ""));
}

/** The text's words, folded, with WordNet's two-word names joined (`significant_other`). */
function words(graph: ConceptGraph, text: string): string[] {
  const tokens = phraseWords(text);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const pair = i + 1 < tokens.length && !STOPWORDS.has(tokens[i])
      ? graph.compound(tokens[i], tokens[i + 1])
      : undefined;
    if (pair !== undefined) {
      out.push(pair);
      i++;
    } else out.push(tokens[i]);
  }
  return out;
}

/** Whether a word is used mostly as a verb (`plays`, `lives`, `fought`): it ends a noun phrase. */
function verbal(graph: ConceptGraph, word: string): boolean {
  const { noun, verb, adjective } = graph.usage(word);
  return verb > noun + adjective;
}

/**
 * Whether a question speaks of the user or someone of theirs by a pronoun (`they`, `his`, `your`,
 * `user's`; see {@linkcode USER_PRONOUNS}).
 *
 * @example
 * ```ts
 * import { speaksOfUser } from "./subject.ts";
 * console.log(speaksOfUser("which mate of his lives in Perth?")); // true
 * console.log(speaksOfUser("look up which town they're based in")); // true
 * console.log(speaksOfUser("What is the capital of Mongolia?")); // false
 * ```
 */
export function speaksOfUser(query: string): boolean {
  return hasPronoun(query, USER_PRONOUNS);
}
const CLITIC = /'(?:re|ll|ve|d|s)$/;

/** Whether a question holds one of these pronouns, a clitic after it or not (`they're`, `she'd`). */
function hasPronoun(query: string, pronouns: ReadonlySet<string>): boolean {
  return phraseWords(query).some((w) => pronouns.has(w.replace(CLITIC, "")));
}

/**
 * Whether a question asks about someone's own life by a pronoun (see {@linkcode OWN_LIFE}):
 * their home, their kid, my dad. A brain of notes about them is where such a question's answer
 * is, so a weaker bridge to a note is enough to admit it (`rank.ts`).
 *
 * @example
 * ```ts
 * import { asksOfOwnLife } from "./subject.ts";
 * console.log(asksOfOwnLife("is their home powered by the sun?")); // true
 * console.log(asksOfOwnLife("Is my dad still alive?")); // true
 * console.log(asksOfOwnLife("How do I convert kilometres to furlongs?")); // false
 * ```
 */
export function asksOfOwnLife(query: string): boolean {
  return hasPronoun(query, OWN_LIFE);
}

/** Words naming a home (`what kind of dog is at home?`, `which rodent is in the house?`). */
const HOME = new Set(["home", "house", "flat", "apartment"]);

/**
 * Whether a question is about someone: it speaks of the user ({@linkcode speaksOfUser}), names a
 * person as someone in particular (`the boy`, `this person`; not `an adult`), a family or a home.
 * A question about no one (`how many sides does a hexagon have?`) asks about the world.
 *
 * @example
 * ```ts
 * import { concepts } from "../core/concepts.ts";
 * import { speaksOfSomeone } from "./subject.ts";
 * const graph = await concepts();
 * console.log(speaksOfSomeone(graph, "which winter sport is the boy into?")); // true
 * console.log(speaksOfSomeone(graph, "How many teeth does an adult human grow?")); // false
 * ```
 */
export function speaksOfSomeone(graph: ConceptGraph, query: string): boolean {
  if (speaksOfUser(query)) return true;
  const tokens = phraseWords(query);
  return tokens.some((w, i) =>
    KIN.has(w) || HOME.has(w) ||
    (!STOPWORDS.has(w) && !INDEFINITE.has(tokens[i - 1]) &&
      // WordNet's person is the root of its person words, no kind of one.
      (w === "person" || isPersonWord(graph, w, true)))
  );
}

/**
 * Whether a person word names someone of the user's own: kin, a spouse or lover, a friend, a
 * child (`kid`, `sister`, `pal`, `significant other`); not `doctor`, `neighbour` or `boss`.
 */
export function close(graph: ConceptGraph, word: string): boolean {
  return CLOSE.some((c) =>
    graph.kindOf(word, graph.related(c, { answerType: true }).roots, { proper: false }) >=
      CLOSE_KIND
  );
}

/** Whether a word is another word's verb form (`moored`, `counselling`): no person. */
function inflected(graph: ConceptGraph, word: string): boolean {
  return /(?:ed|ing)$/.test(word) && !graph.lemmasOf(word).includes(word);
}

/** Whether a word, read as a noun, names a person (`sister`, `kid`, `relative`). */
export function isPersonWord(graph: ConceptGraph, word: string, asNoun = false): boolean {
  return graph.namesPerson(word.replace(/'s?$/, ""), { asNoun }) >= PERSON;
}

/**
 * Whether a note says who anyone is, as an answer to a question asking who needs: it is about
 * the user or their people (see {@linkcode noteSubject}), holds a person word (`the plumber`,
 * `with the kids`) or a name but a day's or a month's (`Dr. Lafleur`, `Wells Fargo`). A log line
 * naming no one ("cleaned the gutters", "finished a long report for work") says what happened, not
 * who did it.
 *
 * @example
 * ```ts
 * import { concepts } from "../core/concepts.ts";
 * import { namesSomeone } from "./subject.ts";
 * const graph = await concepts();
 * console.log(namesSomeone(graph, "called the plumber about the leaking sink")); // true
 * console.log(namesSomeone(graph, "cleaned the gutters on Saturday")); // false
 * ```
 */
export function namesSomeone(graph: ConceptGraph, text: string): boolean {
  if (noteSubject(graph, text) !== undefined) return true;
  if ([...namesOf(text)].some((n) => !graph.namesTime(n))) return true;
  return words(graph, text).some((w) =>
    !STOPWORDS.has(w) && !inflected(graph, w) && isPersonWord(graph, w, true)
  );
}

/**
 * Who a note is about: the user ("user drives a Volvo", "user's car is red", "my desk…"), the
 * user's people ("user's eldest daughter is a marine biologist": `eldest`, `daughter`), or no
 * reading (`undefined`) when it opens otherwise or with a word the graph does not know.
 */
export function noteSubject(graph: ConceptGraph, text: string): Subject | undefined {
  const names = namesOf(text);
  const ws = words(graph, text);
  let i = ws[0] === "the" ? 1 : 0;
  if (USER.has(ws[i])) return { user: true, people: [] };
  if (!USER_POSSESSIVE.has(ws[i])) return undefined;
  i++;
  // "user's favourite author is…" tells the user's taste, whoever the author is.
  if (PREFERENCE.has(ws[i])) return { user: true, people: [] };
  // The possessed phrase up to its verb: "user's eldest daughter is…", "user's nephew plays…";
  // a name in it (`partner Sam`) is not its head, and a person word before a thing's name
  // (`favourite team`) only modifies it.
  const people: string[] = [];
  for (let n = 0; i < ws.length && n < PHRASE_WORDS; i++, n++) {
    const w = ws[i];
    if (names.has(w)) continue;
    if (STOPWORDS.has(w)) break;
    if (!graph.has(w) && baseForms(w).every((b) => !graph.has(b))) return undefined;
    if (isPersonWord(graph, w, true)) {
      people.push(w);
      if (endsPhrase(graph, ws[i + 1], names)) return { user: false, people };
    } else if (graph.usage(w).noun > 0) break;
  }
  return { user: true, people: [] };
}

/**
 * Whether a note's word ends the noun phrase before it: no word, a stopword or name, a word
 * that names no thing (`fought`, `goes`), or a verb's tense (`lives`, `plays`, `turned`).
 */
function endsPhrase(
  graph: ConceptGraph,
  next: string | undefined,
  names: ReadonlySet<string>,
): boolean {
  if (next === undefined || STOPWORDS.has(next) || names.has(next)) return true;
  const { noun, verb } = graph.usage(next);
  return noun === 0 || (verb > 0 && /(?:[^s']s|ed)$/.test(next));
}

/**
 * Whether the person word at `i` of a question heads its phrase: not before a thing's name
 * (`their favourite food`), unless it is a possessive (`their daughter's husband`). A word after
 * it used more as an adverb than as a noun leaves it heading (`is my dad still alive?`: a still
 * is seldom meant).
 */
function heads(graph: ConceptGraph, ws: readonly string[], i: number): boolean {
  const next = ws[i + 1];
  // A plural one heads only as someone's (`my kids' school`; not `which workers' union`).
  const owned = ws[i].endsWith("'s") || (possessive(ws[i]) && DEFINITE.has(ws[i - 1] ?? ""));
  if (owned || next === undefined || STOPWORDS.has(next)) return true;
  const { noun, verb, adverb } = graph.usage(next);
  // The subject of `does` ends before its verb, however often the word is a noun: `does his
  // little girl practice…` asks about the girl.
  return verbal(graph, next) || noun === 0 || adverb > noun || (verb > 0 && doesAsk(graph, ws, i));
}

/** Whether a word is a possessive, singular or plural (`daughter's`, `girls'`). */
function possessive(word: string): boolean {
  return word.endsWith("'s") || word.endsWith("s'");
}

/** The auxiliaries whose subject a bare verb follows: `does his girl practice…`. */
const DOES = new Set(["do", "does", "did"]);

/**
 * Whether the person word at `i` ends the subject of a `does` before it: only a definite word
 * and words used as adjectives between them (`does their eldest boy…`).
 */
function doesAsk(graph: ConceptGraph, ws: readonly string[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - SUBJECT_WORDS; j--) {
    if (DOES.has(ws[j])) return j < i - 1;
    const { noun, adjective } = graph.usage(ws[j]);
    if (!DEFINITE.has(ws[j]) && adjective <= noun) return false;
  }
  return false;
}
/** How many words the subject of a `does` spans before the person word, at most. */
const SUBJECT_WORDS = 3;

/**
 * Whether the person word at `i` of a question is someone of the user's: after a definite word
 * (`the kid`, `their former spouse`, `their daughter's husband`), as an answer type (`which
 * relative`), alone (`how old is granny?`) or as `X of theirs`; not `a lender`, `any new
 * babies` or `college major`.
 */
function theirs(graph: ConceptGraph, ws: readonly string[], i: number): boolean {
  const before = ws[i - 1] ?? "";
  const adjective = (x: string) => {
    const u = graph.usage(x);
    return u.adjective > u.noun || (u.noun === 0 && !STOPWORDS.has(x));
  };
  return DEFINITE.has(before) || ASKING.has(before) || possessive(before) ||
    (DEFINITE.has(ws[i - 2] ?? "") && adjective(before)) ||
    (ws[i + 1] === "of" && USER_PRONOUNS.has(ws[i + 2] ?? "")) ||
    before === "" || (STOPWORDS.has(before) && !INDEFINITE.has(before));
}

/**
 * Who a question asks about: the people it names (`the kid`, `their sibling`, `their daughter's
 * husband`) and the user when it stands for them by a pronoun of its own (`them`, `their job`)
 * or names no one; no reading (`undefined`) for a question asking who, naming someone by name,
 * or a cue that is no question. A place, a time or a brand named is no one (`could she read a
 * menu in Seoul?`, `an Android case for his handset`).
 */
export function questionSubject(
  graph: ConceptGraph,
  query: string,
  types: ReadonlySet<string>,
  question: boolean,
  names: ReadonlySet<string>,
): Subject | undefined {
  const someone = (name: string) =>
    name !== "i" && !graph.namesPlace(name) && !graph.namesTime(name) && !graph.onlyBrand(name);
  if (!question || [...names].some(someone)) return undefined;
  const ws = words(graph, query);
  if (ws.some((w) => ASKS_WHO.has(w) || KIN.has(w))) return undefined;
  const people: string[] = [];
  const named = new Set<number>();
  for (const [i, w] of ws.entries()) {
    if (USER_PRONOUNS.has(w) || STOPWORDS.has(w) || inflected(graph, w)) continue;
    if (!isPersonWord(graph, w, types.has(w) && ASKING.has(ws[i - 1] ?? ""))) continue;
    if (!heads(graph, ws, i) || !theirs(graph, ws, i)) continue;
    people.push(w.replace(/'s?$/, ""));
    named.add(i);
  }
  // A possessive belongs to the person a word or two after it: `their sibling` asks about the
  // sibling, `their job` about the user.
  const user = ws.some((w, i) =>
    USER_PRONOUNS.has(w) && !(POSSESSIVES.has(w) && (named.has(i + 1) || named.has(i + 2)))
  );
  // Someone who is not the user's own (`the doctor`, `a lender`) deals with the user: the
  // question may still be about them (`which antibiotics must the doctor avoid?`).
  const other = people.some((p) => !close(graph, p));
  return { user: user || other || people.length === 0, people };
}

/**
 * Whether a note's subject is one the question asks about: the user for the user, a person
 * for a word naming them (`brother` for `sibling`, `mother` for `mom`, `son` for `kid`).
 */
export function sameSubject(graph: ConceptGraph, asked: Subject, note: Subject): boolean {
  if (note.user) return asked.user;
  return note.people.some((n) => asked.people.some((q) => samePerson(graph, q, n)));
}

/**
 * Whether a text names one of the people a question asks about anywhere (`called grandma on
 * Sunday` for `how is their gran?`).
 */
export function namesAsked(graph: ConceptGraph, asked: Subject, text: string): boolean {
  return words(graph, text).some((w) =>
    !STOPWORDS.has(w) && isPersonWord(graph, w) &&
    asked.people.some((q) => samePerson(graph, q, w.replace(/'s?$/, "")))
  );
}

/** Whether a cue word names one of the people a question asks about (`son`, `son's`). */
export function namesAskedPerson(asked: Subject | undefined, cueWord: string): boolean {
  return asked !== undefined && asked.people.includes(cueWord.replace(/['’]s?$/, ""));
}

/** The words for whom someone is married to, as a question may say it. */
export const SPOUSE_WORDS: ReadonlySet<string> = new Set([
  ...["partner", "spouse", "wife", "husband", "hubby", "missus"],
]);

/**
 * The words for whom someone shares their life with, married or not: one role, whichever word a
 * note or a question uses (WordNet's `partner` is a spouse; a boyfriend is a lover).
 */
export const PARTNER_WORDS: ReadonlySet<string> = new Set([
  ...SPOUSE_WORDS,
  ...["boyfriend", "girlfriend", "fiance", "fiancee"],
]);

/**
 * Whether two person words can name one person: the same, synonyms, one a kind of the other (by
 * WordNet's kinds, or named by the other's definition, unless a definition lists both as
 * alternatives), or both words for a partner; never one defined as the other to someone else
 * (`father-in-law`, "the father of your spouse").
 */
function samePerson(graph: ConceptGraph, a: string, b: string): boolean {
  if (PARTNER_WORDS.has(fold(a)) && PARTNER_WORDS.has(fold(b))) return true;
  // A two-word name is a kind of its last word (`best_friend`, a friend; `little_girl`, a girl,
  // as one's daughter is).
  if (b.includes("_") && samePerson(graph, a, lastWord(b))) return true;
  if (a.includes("_") && samePerson(graph, lastWord(a), b)) return true;
  if (a === b || graph.lemmasOf(a).some((l) => graph.lemmasOf(b).includes(l))) return true;
  // Another's kin is another person, whatever WordNet files it under: a father-in-law ("the
  // father of your spouse") is a kind of father there.
  if (graph.kinOfAnother(a, b) || graph.kinOfAnother(b, a)) return false;
  if (graph.isKindOf(b, a) || graph.isKindOf(a, b)) return true;
  // Beyond WordNet's kinds, one word's definition may name the other ("sibling: a person's
  // brother or sister"), unless one definition names both: then they are alternatives it lists
  // ("parent: a father or mother"), two people.
  const defines = (word: string, other: string) => {
    const names = [other, ...graph.lemmasOf(other)];
    return graph.related(word, { answerType: true }).definitions
      .some((d) => names.some((n) => d.has(n)));
  };
  return (defines(a, b) || defines(b, a)) && graph.definedTogether([a, b]).size === 0;
}
