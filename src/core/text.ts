/**
 * Text analysis shared by recall, forget, dream and the embedder: words, safe FTS5 queries,
 * trigrams, fuzzy word similarity and token estimates. Pure functions, no I/O.
 * @module
 */

import type { WordList } from "./english.ts";

/** Han, Hiragana, Katakana and Hangul: scripts written without spaces between words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const COMBINING = /\p{M}+/gu;
/** Latin letters that carry a diacritic, precomposed or followed by combining marks. */
const LATIN_WITH_MARKS = /[\u00C0-\u024F\u1E00-\u1EFF]\p{M}*|\p{Script=Latin}\p{M}+/gu;
const NON_ASCII = /[^ -~\t\n\r]/;

/** Common English function words: they carry no recall signal and widen OR queries. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  ("a an and are as at be been but by can could did do does for from had has have he her his " +
    "how i if in into is it its me my no not of on or our she so than that the their them then " +
    "there these they this to too us was we were what when where which who whom why will with " +
    "would you your yours about am any all just should being").split(" "),
);

/**
 * Lowercase, fold compatibility forms and strip diacritics from Latin letters (`Phở` → `pho`).
 * Marks on other scripts stay: in kana the voicing mark changes the word (`ザ` is not `サ`).
 */
export function fold(text: string): string {
  return foldKeepingCase(text).toLowerCase();
}

/** {@linkcode fold} without the lowercasing, for callers that read capitals (names). */
export function foldKeepingCase(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  return text.normalize("NFKC")
    .replace(LATIN_WITH_MARKS, (c) => c.normalize("NFD").replace(COMBINING, ""));
}

/** Whether the text contains characters of a script written without spaces. */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/**
 * Split text into folded words. A run of CJK characters is one word, since those scripts do
 * not separate words with spaces.
 */
export function words(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/** A word as a phrase is read: with its apostrophes and hyphens (`user's`, `father-in-law`). */
export const PHRASE_WORD = /[\p{L}\p{N}'-]+/gu;

/** A text's words as {@linkcode PHRASE_WORD} reads them, folded. */
export function phraseWords(text: string): string[] {
  return fold(text).match(PHRASE_WORD) ?? [];
}

/**
 * The words of a text as {@linkcode words} splits them, each handed to `visit` as a span of the
 * folded text (`folded.slice(start, end)` is the word), in order. ASCII text is scanned without
 * cutting out a string per word, for callers that mostly only look words up (a bulk write's
 * vocabulary upkeep).
 */
export function eachWord(
  text: string,
  visit: (folded: string, start: number, end: number) => void,
): void {
  if (NON_ASCII.test(text)) {
    const folded = fold(text);
    for (const m of folded.matchAll(WORD)) visit(folded, m.index, m.index + m[0].length);
    return;
  }
  // ASCII: `WORD` is exactly the runs of [a-z0-9] of the lowercased text.
  const folded = text.toLowerCase();
  let start = -1;
  for (let i = 0; i < folded.length; i++) {
    const c = folded.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      visit(folded, start, i);
      start = -1;
    }
  }
  if (start >= 0) visit(folded, start, folded.length);
}

/** The words that carry meaning: stopwords dropped unless nothing else is left. */
export function contentWords(text: string): string[] {
  const all = words(text);
  const kept = all.filter((w) => !STOPWORDS.has(w));
  return kept.length > 0 ? kept : all;
}

const DIGIT = /\d/;
const PLAIN_LATIN = /^[a-z-]+$/;

/**
 * A light English stem: strips `ing`, `ed`, `es`, `s` and a final `e`, keeping at least three
 * characters (`lives`, `lived`, `living` → `liv`). Words with digits and non-Latin words are
 * kept whole.
 */
export function lightStem(word: string): string {
  if (word.length <= 3 || DIGIT.test(word) || !PLAIN_LATIN.test(word)) return word;
  let w = word;
  if (w.endsWith("ing") && w.length - 3 >= 3) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length - 2 >= 3) w = w.slice(0, -2);
  else if (w.endsWith("es") && w.length - 2 >= 3) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w) && w.length - 1 >= 3) w = w.slice(0, -1);
  if (w.endsWith("e") && w.length - 1 >= 3) w = w.slice(0, -1);
  return w;
}

/** Rarity weight of a cue word held by `df` traces: `ln(1 + 10⁴ / (df + 1))`. */
export function rarity(df: number): number {
  return Math.log(1 + 10_000 / (df + 1));
}

/** Character trigrams of a word (CJK runs included), each counted once. */
export function trigramsOf(word: string): string[] {
  const chars = [...word];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(""));
  return [...out];
}

/** Everything the engine needs to know about one query, computed once. */
export interface QueryAnalysis {
  /** Distinct meaningful words, in order of first appearance. */
  words: string[];
  /** CJK words of two characters: the trigram index cannot see them, substring search can. */
  shortCjk: string[];
}

/** The longest query text considered; the rest of a very long query is ignored. */
export const MAX_QUERY_CHARS = 4096;
/** The most words of a query that are used. */
export const MAX_QUERY_WORDS = 64;

/**
 * A verb and its `n't`, the verb kept (`isn't` → `is`, a stopword): `isn`, `doesn` or `won`
 * are no words of the cue.
 */
const NEGATED = /(?<![\p{L}\p{N}])(\p{L}+)n['’]t(?![\p{L}\p{N}])/gu;
/** The verbs {@linkcode NEGATED} leaves misspelt: `can't`, `won't`, `shan't`, `ain't`. */
const NEGATED_IRREGULAR: ReadonlyMap<string, string> = new Map([
  ["ca", "can"],
  ["wo", "will"],
  ["sha", "shall"],
  ["ai", "is"],
]);

/** An apostrophe and the clitic after it, ending a word. */
const CLITIC = /(?<=\p{L})['’](?:s|t|d|ll|re|ve|m)(?![\p{L}\p{N}])/giu;

/** The openers of {@linkcode LOOKUP}. */
const LOOKUP_OPENERS = [
  ...["find out", "look up", "figure out", "check", "tell me", "remind me", "show me"],
  ...["let me know", "can you tell me", "do you know", "i want to know"],
  ...["i'd like to know", "i would like to know"],
];
/**
 * A request to look something up, opening a question (`find out which bank holds their money`,
 * `look up where they live`, `remind me what they majored in`): the opener asks nothing.
 */
const LOOKUP = new RegExp(
  String.raw`^\s*(?:please\s+)?(?:${LOOKUP_OPENERS.join("|")})[\s,:]+` +
    String.raw`(?=(?:what|which|who|whose|where|when|why|how|if|whether)\b)`,
  "i",
);

/**
 * A cue as the question it asks: a request to look something up loses its opener and reads as
 * the question after it (`find out which bank holds their money` → `which bank holds their
 * money?`); any other cue is returned as it is.
 *
 * @example
 * ```ts
 * import { asQuestion } from "./text.ts";
 * console.log(asQuestion("look up where they live")); // "where they live?"
 * ```
 */
export function asQuestion(cue: string): string {
  const m = LOOKUP.exec(cue);
  if (!m) return cue;
  const rest = cue.slice(m[0].length).trim();
  return /[?.!]$/.test(rest) ? rest : `${rest}?`;
}

/** Analyse user text as a query. Never produces query syntax; never throws. */
export function analyzeQuery(text: string): QueryAnalysis {
  // A possessive's or contraction's tail (`Gödel's`, `can't`, `they're`) is no word of the cue:
  // `s` alone would match every possessive the brain holds.
  const clipped = [...text].slice(0, MAX_QUERY_CHARS).join("")
    .replace(NEGATED, (_, verb: string) => NEGATED_IRREGULAR.get(verb.toLowerCase()) ?? verb)
    .replace(CLITIC, "");
  const distinct = [...new Set(contentWords(clipped))].slice(0, MAX_QUERY_WORDS);
  return {
    words: distinct,
    shortCjk: distinct.filter((w) => [...w].length === 2 && hasCjk(w)),
  };
}

/** Word-start and word-end markers: noncharacters, never part of a word. */
const START = 0x10fffe;
const END = 0x10ffff;
const PLANE = 0x110000;
/** Bigram sets of recently seen words, shared by every recall (bounded). */
const GRAM_CACHE = new Map<string, Set<number>>();
const GRAM_CACHE_LIMIT = 50_000;

/**
 * Distinct padded character bigrams of a word, as numbers (`a·0x110000 + b`): `cat` → `^c ca at
 * t$`. CJK words are not padded.
 */
function bigramsOf(word: string): Set<number> {
  let grams = GRAM_CACHE.get(word);
  if (grams) return grams;
  const cps: number[] = [];
  for (const ch of word) cps.push(ch.codePointAt(0)!);
  if (!CJK.test(word)) {
    cps.unshift(START);
    cps.push(END);
  }
  grams = new Set<number>();
  for (let i = 0; i + 1 < cps.length; i++) grams.add(cps[i] * PLANE + cps[i + 1]);
  if (GRAM_CACHE.size >= GRAM_CACHE_LIMIT) GRAM_CACHE.clear();
  GRAM_CACHE.set(word, grams);
  return grams;
}

/**
 * Fuzzy similarity of query words to a text, in [0, 1]: for each query word, the best
 * bigram-Dice match among the text's words (containment for CJK, whose words are runs),
 * averaged. Typo-tolerant (`penaut` ~ `peanuts`) and morphology-tolerant (`cook` ~ `cooking`).
 * `memo` caches word-pair work across the candidates of one recall.
 */
export class FuzzyMatcher {
  #query: { word: string; grams: Set<number>; cjk: boolean }[];
  #memo = new Map<string, Float64Array>();
  #known: WordList | undefined;

  /**
   * Prepare the matcher for these query words. With `known` English words, a close match
   * (`matched`) must also pass {@linkcode couldBeMisspelt}.
   */
  constructor(queryWords: string[], known?: WordList) {
    this.#known = known;
    this.#query = queryWords.map((w) => {
      return { word: w, grams: bigramsOf(w), cjk: CJK.test(w) };
    });
  }

  /** Similarity of the query to a text, in [0, 1]. */
  score(text: string): number {
    return this.match(text).score;
  }

  /**
   * The similarity (`score`), the best single query-word match (`bestWord`), whether a word of
   * the text is another form of a query word (`form`, {@linkcode formsOfOneWord}; given known
   * words), and the share of query words matched at least `hit` closely and within `editShare`
   * of their length in edits (`matched`): a real fuzzy hit (`penaut` ~ `peanuts`) from the
   * faint overlap any two texts share (`remnants` ~ `rents` is close in bigrams, not in
   * edits). The text's function words are no match for anything: `the` is not a misspelt
   * `theory`, nor `in` one of `inflation`.
   */
  match(
    text: string,
    hit = 1,
    editShare = Infinity,
  ): { score: number; bestWord: number; matched: number; form: boolean } {
    const q = this.#query;
    if (q.length === 0) return { score: 0, bestWord: 0, matched: 0, form: false };
    const best = new Float64Array(q.length);
    const close = new Uint8Array(q.length);
    let form = false;
    for (const w of new Set(words(text))) {
      if (STOPWORDS.has(w)) continue;
      const sims = this.#wordScores(w);
      for (let i = 0; i < q.length; i++) {
        if (sims[i] > best[i]) best[i] = sims[i];
        if (sims[i] >= hit && !close[i] && this.#mayStandFor(i, w, editShare)) close[i] = 1;
        if (!form && this.#known && formsOfOneWord(q[i].word, w, this.#known)) form = true;
      }
    }
    let sum = 0, top = 0, matched = 0;
    for (let i = 0; i < q.length; i++) {
      sum += best[i];
      top = Math.max(top, best[i]);
      matched += close[i];
    }
    return { score: sum / q.length, bestWord: top, matched: matched / q.length, form };
  }

  /** Within the edit bound and, given known words, possibly the query word misspelt. */
  #mayStandFor(i: number, word: string, share: number): boolean {
    const q = this.#query[i].word;
    if (this.#known && !couldBeMisspelt(q, word, this.#known)) return false;
    return share === Infinity || withinEdits(q, word, share);
  }

  #wordScores(word: string): Float64Array {
    let sims = this.#memo.get(word);
    if (sims) return sims;
    const grams = bigramsOf(word);
    sims = new Float64Array(this.#query.length);
    for (let i = 0; i < this.#query.length; i++) sims[i] = gramSimilarity(this.#query[i], grams);
    this.#memo.set(word, sims);
    return sims;
  }
}

function gramSimilarity(q: { grams: Set<number>; cjk: boolean }, grams: Set<number>): number {
  if (q.grams.size === 0 || grams.size === 0) return 0;
  let common = 0;
  for (const g of grams) if (q.grams.has(g)) common++;
  return q.cjk ? common / q.grams.size : (2 * common) / (q.grams.size + grams.size);
}

/**
 * How closely a word matches a query word, as {@linkcode FuzzyMatcher} scores each pair: the
 * Dice coefficient of their padded bigrams, or for a CJK query word the share of its bigrams
 * the word contains (a substring of a longer run scores 1).
 */
export function wordSimilarity(queryWord: string, word: string): number {
  return gramSimilarity(
    { grams: bigramsOf(queryWord), cjk: CJK.test(queryWord) },
    bigramsOf(word),
  );
}

/**
 * Estimated LLM tokens of a text: one per CJK character, one per four other characters.
 * Close to common BPE tokenizers for English, and conservative for CJK.
 */
export function estimateTokens(text: string): number {
  if (!NON_ASCII.test(text)) return Math.ceil(text.length / 4); // no CJK: skip two regex passes
  const cjk = text.match(CJK_RUN)?.reduce((n, run) => n + [...run].length, 0) ?? 0;
  const rest = text.replace(CJK_RUN, "").length;
  return cjk + Math.ceil(rest / 4);
}

/** A word is common when in more traces than this and {@linkcode COMMON_WORD_RATIO}× the rarest. */
export const COMMON_WORD_DOCS = 500;
const COMMON_WORD_RATIO = 8;

/**
 * The words that generate lexical candidates. A word in far more traces than the query's
 * rarest known word (`user` in an agent's memory) costs most of an OR query's time and adds
 * only weak candidates, so it is left out when rarer words are present; it still counts on the
 * trigram and vector axes. Words absent from the index (typos, other stems) are always kept.
 */
export function selectiveWords(words: string[], df: Map<string, number>): string[] {
  const limit = commonAbove(words, df);
  return words.filter((w) => (df.get(w) ?? 0) <= limit);
}

/**
 * The count of traces over which a word is common beside these words (see
 * {@linkcode selectiveWords}); `Infinity` when the index holds none of them.
 */
export function commonAbove(words: readonly string[], df: ReadonlyMap<string, number>): number {
  const known = words.map((w) => df.get(w)).filter((n): n is number => n !== undefined);
  if (known.length === 0) return Infinity;
  return Math.max(COMMON_WORD_DOCS, COMMON_WORD_RATIO * Math.min(...known));
}

/**
 * The words a ranked query may cover within a budget of traces: rarest first while their counts
 * add up to `budget` (a word without a count matches nothing and costs nothing); none when even
 * the rarest is over it. Ranking reads every trace a word is in, so the budget bounds its cost.
 */
export function rarestWithin(
  words: readonly string[],
  df: ReadonlyMap<string, number>,
  budget: number,
): string[] {
  const out: string[] = [];
  let docs = 0;
  for (const w of [...words].sort((a, b) => (df.get(a) ?? 0) - (df.get(b) ?? 0))) {
    docs += df.get(w) ?? 0;
    if (docs > budget) break;
    out.push(w);
  }
  return out;
}

/**
 * Whether `word` may stand for `queryWord` misspelt or in another form, judged by spelling
 * against `known` English words (`englishWords()` in `english.ts`): a word that is in
 * the list was meant as written, so two known words match only as forms of one word. They share
 * a start of at least 4 letters and half the shorter word, and after it differ as forms do:
 * by endings (`allergy` ~ `allergic`: `-y`, `-ic` of {@linkcode FORM_ENDINGS}), by one edit
 * (`colour` ~ `color`, `occured` ~ `occurred`, `theatre` ~ `theater`), or by two past a start
 * of 6 (`programme` ~ `program`). Or the shorter word of 5 letters or more ends the longer,
 * at least half of it (`schedule` ~ `reschedule`). `hole` is not a misspelt `home`, nor
 * `krill` one of `bill`, nor `ears` part of `wears`, nor `chariots` a form of `charity` (`-ots`,
 * `-ty`), nor `vegetables` of `vegetarian`; `alergy` (not a word) may be `allergic`. Words the
 * list cannot hold (other scripts, digits) are never judged known. The cost: forms that differ
 * otherwise (`surgeon` ~ `surgery`, `Portugal` ~ `Portuguese`) are not joined, nor are two
 * words apart by their last letter alone (`decay` ~ `decaf`, `policy` ~ `police`).
 */
export function couldBeMisspelt(
  queryWord: string,
  word: string,
  known: WordList,
): boolean {
  if (queryWord === word) return true;
  if (!known.has(queryWord) || !known.has(word)) return typoOf(queryWord, word);
  const [short, long] = queryWord.length <= word.length ? [queryWord, word] : [word, queryWord];
  let shared = 0;
  while (shared < short.length && short[shared] === long[shared]) shared++;
  if (shared >= 4 && shared * 2 >= short.length && differAsForms(short, long, shared)) return true;
  // A word ending the other, after a prefix: `schedule` in `reschedule`, `happy` in `unhappy`
  // (an ending added is a form only as `differAsForms` says: `photo` is no form of `photonic`).
  return short.length >= 5 && short.length * 2 >= long.length && long.endsWith(short);
}

/**
 * Whether a word the list does not hold may be a typo of the other, or the other one of it: as
 * typing goes wrong, they start with the same letter and differ in length by at most
 * {@linkcode TYPO_LENGTH} (`alergy` ~ `allergic`, `penaut` ~ `peanuts`). `zeolite` is no `elite`
 * mistyped, `epicycles` no `cycles`, `photonic` no `photo`, `misfolding` no `missing`. Words of
 * scripts without case or spaces (CJK) are not judged.
 */
function typoOf(a: string, b: string): boolean {
  if (hasCjk(a) || hasCjk(b)) return true;
  const [x, y] = [[...a], [...b]];
  return x[0] === y[0] && Math.abs(x.length - y.length) <= TYPO_LENGTH;
}
/** How many letters a typo may add or drop in all. */
const TYPO_LENGTH = 2;

/**
 * Whether two words sharing their first `shared` letters differ after them as two forms or
 * spellings of one word do (see {@linkcode couldBeMisspelt}).
 */
function differAsForms(a: string, b: string, shared: number): boolean {
  for (let stem = shared; stem >= 4; stem--) {
    if (formEndings(a.slice(stem), b.slice(stem))) return true;
  }
  // Two words apart by their last letter alone are two words (`decay`, `decaf`).
  if (a.length === b.length && shared === a.length - 1) return false;
  const edits = editDistance(a.slice(shared), b.slice(shared), 2);
  return edits <= 1 || (edits <= 2 && shared >= 6);
}

/**
 * Endings that turn one English word into another form of it: inflections (`-s`, `-ies`,
 * `-ing`) and the derivations that keep the word's sense (`-ic`, `-tic`, `-ical`, `-ist`, `-ism`,
 * `-ian`, `-er`, `-ly`). The lexical index's stemmer strips some of them and not others
 * (`allergies` and `allergic` stem apart), and never relates two derivations to each other.
 */
const FORM_ENDINGS: ReadonlySet<string> = new Set(
  ("- s es ies y ic ics ical ically al ally ly ed ing ings er ers or ors ion ions ation " +
    "ations ist ists ism isms ity ities ian ians ive ness ment ments ous e tic atic").split(" ")
    .map((e) => e === "-" ? "" : e),
);
/** The shortest stem two forms share: `histor`, `allerg`; with four, `corn` joins `corner`. */
const FORM_STEM = 5;
/**
 * Endings of inflection alone, which every English stemmer strips: two forms that differ only
 * by them (`paints`, `painting`) are one term of the lexical index already.
 */
const INFLECTIONS: ReadonlySet<string> = new Set(["", "s", "es", "ed", "ing", "ings", "e"]);

/** Whether a stemmer certainly joins `stem + a` and `stem + b` (`allergies` and `allergy` too). */
function inflectedAlike(a: string, b: string): boolean {
  return (INFLECTIONS.has(a) && INFLECTIONS.has(b)) ||
    (a === "y" && b === "ies") || (a === "ies" && b === "y");
}

/**
 * Whether two words' endings after a shared stem are endings of forms of one word: both of
 * {@linkcode FORM_ENDINGS}, and not two single letters (`policy`, `police`: `-y`, `-e`).
 */
function formEndings(a: string, b: string): boolean {
  return FORM_ENDINGS.has(a) && FORM_ENDINGS.has(b) && !(a.length === 1 && b.length === 1);
}

/**
 * Whether two English words (both in `known`, the list of `english.ts`) are forms of one
 * word: a shared stem of at least 5 letters followed in each by an ending of
 * {@linkcode FORM_ENDINGS} — `allergies` ~ `allergic`, `history` ~ `historical`, `Buddhist` ~
 * `Buddhism`, `veterinary` ~ `veterinarian`. A cue holding one form holds the word: `any allergies
 * to seafood?` means "allergic to shellfish" as much as a typo of it would. Short stems are
 * left out (`corn` is no form of `corner`, nor `plane` of `planet`), as are words the list
 * does not hold (names, typos: {@linkcode couldBeMisspelt} judges those).
 *
 * @example
 * ```ts ignore
 * formsOfOneWord("allergies", "allergic", known); // true
 * formsOfOneWord("plane", "planet", known); // false
 * ```
 */
export function formsOfOneWord(a: string, b: string, known: WordList): boolean {
  if (a === b) return false;
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  // Spelling first: most pairs part before five letters, and a lookup in the list costs more.
  for (let stem = shared; stem >= FORM_STEM; stem--) {
    if (formEndings(a.slice(stem), b.slice(stem))) {
      return known.has(a) && known.has(b);
    }
  }
  return false;
}

/**
 * The other forms of an English word that {@linkcode formsOfOneWord} joins to it, among
 * `known` words, one per term of a stemmer: those differing from the word, or from a shorter
 * form, by inflection alone are left out (`allergies` → `allergic`, `allergist`, not
 * `allergy`). None for a word the list does not hold. The words sharing its first five letters
 * are read from the sorted list in one run.
 *
 * @example
 * ```ts ignore
 * formsOf("historical", known); // ["historic", "history", …]
 * ```
 */
export function formsOf(word: string, known: WordList): string[] {
  if (word.length < FORM_STEM || !known.has(word)) return [];
  const out = new Set<string>();
  // Every form shares the word's first five letters: one run of the sorted list holds them.
  for (const form of known.startingWith(word.slice(0, FORM_STEM))) {
    if (form === word) continue;
    let shared = FORM_STEM;
    while (shared < word.length && shared < form.length && word[shared] === form[shared]) {
      shared++;
    }
    for (let stem = shared; stem >= FORM_STEM; stem--) {
      const own = word.slice(stem), other = form.slice(stem);
      if (formEndings(own, other) && !inflectedAlike(own, other)) {
        out.add(form);
        break;
      }
    }
  }
  // One form per term: `collects`, `collected` are `collect` to any stemmer.
  const kept: string[] = [];
  for (const form of [...out].sort((a, b) => a.length - b.length || (a < b ? -1 : 1))) {
    if (![word, ...kept].some((other) => inflectionOf(form, other))) kept.push(form);
  }
  return kept;
}

/**
 * Whether two words are one word, one of them inflected (`works`, `work`; `trading`, `trade`),
 * as a stemmer would join them. Shorter words are left apart (`be` is no stem of `bed`).
 *
 * @example
 * ```ts ignore
 * isInflectionOf("works", "work"); // true
 * isInflectionOf("bed", "be"); // false
 * ```
 */
export function isInflectionOf(a: string, b: string): boolean {
  // Most pairs part at the first letter, or differ in length by more than any ending.
  if (a[0] !== b[0] || Math.abs(a.length - b.length) > LONGEST_INFLECTION || a === b) return false;
  return Math.min(a.length, b.length) >= INFLECTED_STEM && inflectionOf(a, b);
}
/** The shortest word {@linkcode isInflectionOf} joins to its inflections. */
const INFLECTED_STEM = 3;
/** The most letters an inflection adds (`ings`). */
const LONGEST_INFLECTION = 4;

/** Whether `a` is `b` inflected (`collects`, `collect`; `histories`, `history`) or `b` is `a`. */
function inflectionOf(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.startsWith(short) && INFLECTIONS.has(long.slice(short.length))) return true;
  // A final `e` drops before `-ed`/`-ing`/`-es` (`trade`, `trading`); `y` turns to `ies`.
  const stem = short.endsWith("e") || short.endsWith("y") ? short.slice(0, -1) : short;
  return long.startsWith(stem) &&
    (INFLECTIONS.has(long.slice(stem.length)) ||
      (short.endsWith("y") && long.slice(stem.length) === "ies"));
}

/**
 * Whether `word` is within `share` of the longer word's length in edits of `queryWord`, rounded
 * down (`penaut` ~ `peanuts`: 2 of 7 within 0.4; `knotwork` ~ `work`, 4 of 8, is not); a CJK
 * query word, held inside longer runs, needs no edit bound.
 */
export function withinEdits(queryWord: string, word: string, share: number): boolean {
  if (hasCjk(queryWord)) return true;
  const max = Math.floor(share * Math.max([...queryWord].length, [...word].length));
  return editDistance(queryWord, word, max) <= max;
}

/**
 * Edits (insertions, deletions, substitutions, swaps of neighbours) that turn one word into the
 * other — the optimal string alignment distance — or `max + 1` once it is sure to exceed `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const x = [...a], y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      let d = Math.min(
        previous[j] + 1,
        row[j - 1] + 1,
        previous[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        d = Math.min(d, before[j - 2] + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[y.length], max + 1);
}

/** A word of two to five letters, all capitals but for a lower-case letter inside (`PhD`). */
const INITIALISM = /^\p{Lu}[\p{Lu}\p{Ll}]?\p{Lu}{0,2}\p{Lu}$/u;

/**
 * The words of a text written as initialisms (folded): `gp` of "Who is his GP?", `tv` of "which
 * TV show…". WordNet holds many (`GP`, `BP`, `PC`), though most two-letter words are no word. A
 * Roman numeral is none (`Ramesses II`: WordNet's `ii` is the number two).
 *
 * @example
 * ```ts
 * import { initialismsOf } from "./text.ts";
 * console.log(initialismsOf("Is it OK that Ramesses II saw his GP?")); // Set(2) { "ok", "gp" }
 * ```
 */
export function initialismsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (INITIALISM.test(m[0]) && !ROMAN_NUMERAL.test(m[0])) out.add(fold(m[0]));
  }
  return out;
}

/** A number written in Roman numerals, as a regnal number is (`II`, `XIV`). */
const ROMAN_NUMERAL = /^[IVXLC]+$/;

/**
 * The words of a text written as names (folded): capitalised anywhere but at the start of a
 * sentence, initialisms aside (`SUV`, `TV`: words). A name is matched as written, never through
 * the graph: `Jon` is no kind of anything in a memory about Jon.
 */
export function namesOf(query: string): Set<string> {
  const out = new Set<string>();
  for (const m of query.matchAll(/(^|[.!?:]\s+|\s)(\p{Lu}[\p{L}\p{N}'-]*)/gu)) {
    if (m.index === 0 || /[.!?:]/.test(m[1])) continue;
    // An initialism is a word (`SUV`, `TV`, `PhD`), as WordNet and GloVe hold it.
    if (INITIALISM.test(m[2])) continue;
    for (const w of fold(m[2]).replace(/'s?$/, "").split(/['-]/)) if (w) out.add(w);
  }
  return out;
}
