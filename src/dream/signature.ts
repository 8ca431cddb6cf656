/**
 * Signatures: how dream reads a trace's text. Pure functions, no I/O.
 *
 * A signature is the trace's meaningful tokens, each tagged with what it is: a plain word, a
 * *value* (a number, a date or time, a name written with a capital mid-sentence), a time word
 * ("again", "morning"), a change cue ("moved", "now"). Merging, gisting, association and
 * supersession all compare signatures; none of them compares raw strings. Texts are
 * normalised first ({@linkcode normalize}: `10 am` is `10:00`, `e-mail` is `email`), and a
 * signature carries the text's {@linkcode Claim}: the slot it fills, read from its structure.
 * @module
 */
import { fold, foldKeepingCase, lightStem, STOPWORDS } from "../core/text.ts";

/** What kind of value a value token is. Values only match values of a compatible kind. */
export type ValueType = "time" | "number" | "name" | "word";

/** One meaningful token of a text. */
export interface Token {
  /** The folded word (`Phở` → `pho`). */
  word: string;
  /** A light stem of the word (`lives`, `lived`, `living` → `liv`). */
  stem: string;
  /** Blocking key: equal for any two tokens that can match (see {@linkcode tokensMatch}). */
  key: string;
  /** The kind of value, or `null` for a plain word. */
  value: ValueType | null;
  /** A time or repetition word ("again", "morning", weekdays, dates): not what a text is about. */
  time: boolean;
}

/** A maximal run of adjacent value tokens, such as `Ho Chi Minh City` or `555-1234`. */
export interface ValueRun {
  /** The folded words joined by spaces. */
  text: string;
  /** The run's kind: time if any token is a time, number if any has a digit, else name. */
  type: ValueType;
}

/** Everything dream needs to know about one text, computed once. */
export interface Signature {
  /** Meaningful tokens in order, one per distinct stem. */
  tokens: Token[];
  /** Whether the text negates ("not", "never", "doesn't", "no longer"). */
  negated: boolean;
  /**
   * The text's shape with each value run replaced by `_` and cues dropped, such as
   * `LOC _` for "user lives in Hanoi". Two statements of one slot share a frame.
   */
  frame: string;
  /** The value runs, in order. */
  runs: ValueRun[];
  /** Whether the frame names a single-valued state (where one lives, a phone number, ...). */
  state: boolean;
  /** Whether the frame names a scheduled event (a meeting, a flight, ...). */
  event: boolean;
  /** Whether the text announces a change ("moved", "now", "rescheduled", "instead"). */
  cue: boolean;
  /** The slot the text states a value of, read from its structure, or `null` (see {@linkcode claim}). */
  claim: Claim | null;
}

const set = (words: string): ReadonlySet<string> => new Set(words.split(/\s+/));

/** The speaker: "I", "my", "user" all mean the user, so they are not content. */
const SELF = set("i me my mine myself user users");
/** Words that add no meaning to a note. */
const FILLER = set(
  "really very also actually quite pretty basically literally definitely totally honestly ok " +
    "okay oh um uh note fyi btw currently still anymore",
);
/** Negations; "n't" is recognised on its own. */
const NEGATION = set("not no never nobody nothing none nor neither cannot without");
/** Words announcing that something changed. */
const CUES = set(
  "moved changed rescheduled postponed delayed pushed switched updated new now instead shifted " +
    "bumped corrected correction",
);
/** Location predicates: "lives in X" and "moved to X" state the same slot, written `LOC`. */
const LOCATION = set(
  "live lives lived living reside resides resided residing based moved relocated",
);
/** Single-valued states: a new value replaces the old one. */
const STATES = set(
  "address phone number mobile cell email e-mail telephone name nickname username handle age " +
    "birthday born works work working job employer employed title role position salary rent " +
    "price cost costs budget timezone time-zone favorite favourite password passcode pin wifi " +
    "deadline due married wife husband partner spouse girlfriend boyfriend boss manager " +
    "school university major car weight weighs height status version office desk plan",
);
/** Scheduled events: their time or place can move, which a change cue announces. */
const EVENTS = set(
  "meeting meetings appointment call flight train bus dinner lunch party wedding interview " +
    "class lesson exam standup stand-up sync demo trip concert reservation booking session " +
    "checkup check-up game match launch release event conference webinar surgery visit",
);
/** Time and repetition words: what differs between episodes of one habit. */
const TIME_WORDS = set(
  "again usual usually always often sometimes earlier later once twice daily weekly every " +
    "morning mornings afternoon evening night week weekend day lately recently first last " +
    "today tonight tomorrow yesterday",
);
/** Matches a whole word of the set anywhere in lowercase text. */
function wordPattern(words: ReadonlySet<string>): RegExp {
  return new RegExp(`\\b(?:${[...words].join("|")})\\b`);
}
const STATE_WORD = wordPattern(new Set([...STATES, ...LOCATION]));
const CUE_WORD = wordPattern(CUES);
const EVENT_WORD = wordPattern(EVENTS);

/**
 * A cheap, sound pre-check for {@linkcode signature}'s `state` and `cue && event`: false means
 * the text names no state and no rescheduled event, so it cannot supersede anything. (Every
 * word `signature` matches against these sets is a whole word of the folded, lowercased text.)
 */
export function mayStateValue(text: string): boolean {
  const folded = normalize(fold(text));
  return STATE_OR_HINT.test(folded) ||
    (CUE_ONLY.some((w) => folded.includes(w)) && CUE_WORD.test(folded) &&
      EVENT_WORD.test(folded));
}

/** Relative days are time values: "today" and "tomorrow" are different days. */
const RELATIVE_DAYS = set("today tonight tomorrow yesterday");
const WEEKDAYS = set("monday tuesday wednesday thursday friday saturday sunday");
const MONTHS = set(
  "january february april june july august september october november december",
);
/** Short or ambiguous day and month names count as times only when capitalised ("May 3"). */
const CAPITAL_TIMES = set(
  "mon tue tues wed thu thur thurs fri sat sun may march jan feb mar apr jun jul aug sep sept " +
    "oct nov dec",
);
/** Lowercase joiners inside a name: "Bank of America", "Ho Chi Minh City". */
const NAME_JOINERS = set("of the de da del la le du van von");

const TIME_PATTERNS = [
  /^\d{1,2}([:.h]\d{2})?(am|pm|h)?$/,
  /^\d{4}-\d{2}(-\d{2})?$/,
  /^\d{1,2}[/.-]\d{1,2}([/.-]\d{2,4})?$/,
  /^(19|20)\d{2}$/,
  /^\d{1,2}(st|nd|rd|th)$/,
];

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}\p{M}]+|[^\p{L}\p{N}\p{M}]+$/gu;
const SENTENCE_END = /[.!?:;]["'”’)\]]*$/;
const CONTRACTION = /['’](s|m|re|ve|ll|d)$/;
const NOT_CONTRACTION = /n['’]t$/;
const DIGIT = /\d/;
const UPPER_START = /^\p{Lu}/u;

function timeValue(word: string, capital: boolean): boolean {
  return WEEKDAYS.has(word) || MONTHS.has(word) || RELATIVE_DAYS.has(word) ||
    (capital && CAPITAL_TIMES.has(word)) || TIME_PATTERNS.some((p) => p.test(word));
}

interface RawToken {
  word: string;
  value: ValueType | null;
  stop: boolean;
  cue: boolean;
}

/**
 * What one whitespace-separated piece of folded text says, whatever its place: a text's
 * pieces recur across a brain ("had", "breakfast", "Lan"), so each is read once (see
 * {@linkcode readPiece}) and only its place in the sentence is applied per text.
 */
interface Piece {
  /** Whether the piece ends a sentence (the next one starts a new sentence). */
  endsSentence: boolean;
  /** `skip` (punctuation only), `not` (a negation), or `word`. */
  is: "skip" | "not" | "word";
  /** The lowercased word, contraction dropped. */
  word: string;
  /** A time value (weekday, month, relative day, clock time, date). */
  time: boolean;
  /** A number or an address: digits or `@`. */
  number: boolean;
  /** Capitalised and not the speaker: a name, unless it starts a sentence. */
  capitalised: boolean;
  /** A stopword, the speaker or filler (when not a value). */
  stop: boolean;
  /** A change cue (when not a value). */
  cue: boolean;
}

/** Pieces read so far; cleared when it holds {@linkcode MAX_PIECES}. */
const pieces = new Map<string, Piece>();
const MAX_PIECES = 200_000;

function readPiece(piece: string): Piece {
  // Pieces with a digit (ids, amounts, dates) seldom recur: cached, they filled the cache with
  // pieces seen once (230,000 of a million-trace brain's 232,000), and every lookup in so
  // large a map cost more than reading a piece afresh.
  if (DIGIT.test(piece)) return readPieceAfresh(piece);
  const known = pieces.get(piece);
  if (known !== undefined) return known;
  const out = readPieceAfresh(piece);
  if (pieces.size >= MAX_PIECES) pieces.clear();
  pieces.set(piece, out);
  return out;
}

function readPieceAfresh(piece: string): Piece {
  const endsSentence = SENTENCE_END.test(piece);
  const out: Piece = {
    endsSentence,
    is: "skip",
    word: "",
    time: false,
    number: false,
    capitalised: false,
    stop: false,
    cue: false,
  };
  let core = piece.replace(EDGE_PUNCTUATION, "");
  if (core !== "") {
    if (NOT_CONTRACTION.test(core.toLowerCase())) {
      out.is = "not";
    } else {
      core = core.replace(CONTRACTION, "");
      const word = core.toLowerCase();
      if (word !== "") {
        out.is = NEGATION.has(word) ? "not" : "word";
        out.word = word;
        const upper = UPPER_START.test(core);
        out.capitalised = upper && !SELF.has(word);
        out.time = timeValue(word, upper);
        out.number = DIGIT.test(word) || word.includes("@");
        out.stop = STOPWORDS.has(word) || SELF.has(word) || FILLER.has(word);
        out.cue = CUES.has(word);
      }
    }
  }
  return out;
}

/** Compute the signature of a text. Never throws. */
export function signature(text: string): Signature {
  return sign(text, true);
}

/**
 * {@linkcode signature} with `claim` left `null`, unread (a third of the work): for a comparison
 * by frame alone, such as {@linkcode supersedes} for a newer text that has no claim.
 */
export function signatureWithoutClaim(text: string): Signature {
  return sign(text, false);
}

function sign(text: string, withClaim: boolean): Signature {
  const raw: RawToken[] = [];
  let negated = false;
  let sentenceStart = true;
  // Fold once for the whole text (as `fold` does per word), keeping case for the capitals, and
  // write times, numbers and hyphenated words one way, so spacing never tells two texts apart.
  const folded = normalize(foldKeepingCase(text));
  const pieces = piecesOf(folded);
  for (const text of pieces) {
    if (text === "") continue;
    const piece = readPiece(text);
    const startsSentence = sentenceStart;
    sentenceStart = piece.endsSentence;
    if (piece.is === "skip") continue;
    if (piece.is === "not") {
      negated = true;
      continue;
    }
    // A capital mid-sentence marks a name; at a sentence start it marks nothing.
    const value: ValueType | null = piece.time
      ? "time"
      : piece.number
      ? "number"
      : piece.capitalised && !startsSentence
      ? "name"
      : null;
    const plain = value === null;
    raw.push({ word: piece.word, value, stop: plain && piece.stop, cue: plain && piece.cue });
  }
  return build(raw, negated, folded, withClaim ? pieces : null);
}

/** A text's whitespace-separated pieces (some may be empty: each reader skips those). */
function piecesOf(folded: string): string[] {
  return folded.split(/\s+/);
}

/**
 * Tokens made so far, by kind of value and word; each map is cleared when it holds
 * {@linkcode MAX_PIECES}. A brain says "breakfast" in thousands of texts: their signatures
 * share one token (tokens are never mutated), so a million signatures hold each word's
 * strings once instead of once per text.
 */
const madeTokens = new Map<ValueType | null, Map<string, Token>>();

/** The token of `word` read as `value`. */
function tokenOf(word: string, value: ValueType | null): Token {
  let made = madeTokens.get(value);
  if (!made) madeTokens.set(value, made = new Map());
  let token = made.get(word);
  if (token === undefined) {
    const s = value === "number" ? word : lightStem(word);
    token = {
      word,
      stem: s,
      key: value === "number" ? word : s.slice(0, 4),
      value,
      time: value === "time" || TIME_WORDS.has(word),
    };
    if (made.size >= MAX_PIECES) made.clear();
    made.set(word, token);
  }
  return token;
}

/** A value run being read: its words, and the kinds of value among them as {@linkcode TYPE_BITS}. */
interface OpenRun {
  words: string[];
  types: number;
}

const TYPE_BITS: Record<ValueType, number> = { time: 1, number: 2, name: 4, word: 8 };

/**
 * `pieces` are the folded text's pieces (see {@linkcode piecesOf}) to read its claim from, or
 * `null` to leave the claim unread.
 */
function build(
  raw: RawToken[],
  negated: boolean,
  folded: string,
  pieces: string[] | null,
): Signature {
  // Value runs: adjacent values, joined through "of" / "de" between names.
  const runOf: number[] = [];
  for (let i = 0; i < raw.length; i++) runOf.push(-1);
  const runs: OpenRun[] = [];
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i];
    if (t.value === null) continue;
    const prev = i > 0 ? runOf[i - 1] : -1;
    const joined = i > 1 && runOf[i - 1] === -1 && NAME_JOINERS.has(raw[i - 1].word) &&
      runOf[i - 2] !== -1 && raw[i - 2].value === "name" && t.value === "name";
    if (prev !== -1) {
      runOf[i] = prev;
    } else if (joined) {
      runOf[i] = runOf[i - 2];
      runOf[i - 1] = runOf[i - 2];
      runs[runOf[i]].words.push(raw[i - 1].word);
    } else {
      runOf[i] = runs.length;
      runs.push({ words: [], types: 0 });
    }
    runs[runOf[i]].words.push(t.word);
    runs[runOf[i]].types |= TYPE_BITS[t.value];
  }
  // The positions of the tokens that are not stopwords.
  const content: number[] = [];
  for (let i = 0; i < raw.length; i++) if (!raw[i].stop) content.push(i);
  const isState = (w: string) => STATES.has(w) || LOCATION.has(w);
  const event = content.some((i) => raw[i].value === null && EVENTS.has(raw[i].word));
  // "user lives in hanoi", written in lowercase, still states a value: the last word of a state.
  if (runs.length === 0 && content.some((i) => raw[i].value === null && isState(raw[i].word))) {
    const last = content.findLast((i) =>
      !raw[i].cue && !isState(raw[i].word) && !TIME_WORDS.has(raw[i].word)
    );
    if (
      last !== undefined &&
      content.indexOf(last) > content.findIndex((i) => isState(raw[i].word))
    ) {
      runOf[last] = 0;
      runs.push({ words: [raw[last].word], types: TYPE_BITS.word });
      raw[last] = { ...raw[last], value: "word" };
    }
  }
  // Frame: words as stems, value runs as `_`, cues and stopwords dropped; a location predicate
  // followed by a place is `LOC`, so "lives in X" and "moved to X" share a slot.
  const frame: string[] = [];
  let lastRun = -1;
  let cue = false;
  let state = false;
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i];
    if (runOf[i] !== -1) {
      if (runOf[i] !== lastRun) frame.push("_");
      lastRun = runOf[i];
      continue;
    }
    if (t.stop) continue;
    if (LOCATION.has(t.word) && placeFollows(raw, runOf, runs, i)) {
      frame.push("LOC");
      state = true;
      continue;
    }
    if (t.cue) {
      cue = true;
      continue;
    }
    if (isState(t.word)) state = true;
    frame.push(lightStem(t.word));
  }
  const tokens: Token[] = [];
  for (const i of content) {
    const t = raw[i];
    if (t.cue && t.word === "now") continue;
    const token = tokenOf(t.word, t.value);
    // One token per stem; a text has a few, looked up in place.
    if (!tokens.some((known) => known.stem === token.stem)) tokens.push(token);
  }
  return {
    tokens,
    negated,
    frame: frame.join(" "),
    runs: runs.map((r) => ({
      text: r.words.join(" "),
      type: r.types & TYPE_BITS.time
        ? "time"
        : r.types & TYPE_BITS.number
        ? "number"
        : r.types & TYPE_BITS.name
        ? "name"
        : "word",
    })),
    state,
    event,
    cue,
    claim: pieces ? claimOfPieces(folded, pieces) : null,
  };
}

/** Whether the next non-stopword after position `i` starts a place-like value run. */
function placeFollows(
  raw: RawToken[],
  runOf: number[],
  runs: OpenRun[],
  i: number,
): boolean {
  for (let j = i + 1; j < raw.length; j++) {
    if (runOf[j] !== -1) return (runs[runOf[j]].types & TYPE_BITS.time) === 0;
    if (!raw[j].stop) return false;
  }
  return false;
}

/**
 * Whether two tokens say the same thing: the same word, or (for plain words) the same stem or
 * a shared stem prefix of at least `max(4, shorter − 2)` characters (`allergic` ~ `allergy`,
 * `peanut` ~ `peanuts`, but `likes` ≁ `lives`). Numbers, dates and names match only exactly.
 */
export function tokensMatch(a: Token, b: Token): boolean {
  if (a.word === b.word) return true;
  if ((a.value !== null && a.value !== "word") || (b.value !== null && b.value !== "word")) {
    return false;
  }
  if (a.stem === b.stem) return true;
  const n = Math.min(a.stem.length, b.stem.length);
  const need = Math.max(4, n - 2);
  if (n < need) return false;
  for (let i = 0; i < need; i++) if (a.stem[i] !== b.stem[i]) return false;
  return true;
}

/**
 * How many tokens of `a` match some token of `b`, and whether an unmatched one is specific:
 * a value (number, date, name) or a time word ("again", "this evening"), which tells a
 * different fact or a different occasion.
 */
export function coverage(
  a: readonly Token[],
  b: readonly Token[],
): { matched: number; unmatchedSpecific: boolean } {
  let matched = 0;
  let unmatchedSpecific = false;
  for (const x of a) {
    if (b.some((y) => tokensMatch(x, y))) matched++;
    else if ((x.value !== null && x.value !== "word") || x.time) unmatchedSpecific = true;
  }
  return { matched, unmatchedSpecific };
}

/** Whether two value types may state the same slot: times, numbers, or names and words. */
export function compatibleValues(a: ValueType, b: ValueType): boolean {
  const group = (t: ValueType) => t === "word" ? "name" : t;
  return group(a) === group(b);
}

/** The theme of a text: its tokens minus time words, which differ between episodes of a habit. */
export function theme(sig: Signature): Token[] {
  return sig.tokens.filter((t) => !t.time);
}

// ---------------------------------------------------------------------------------------------
// Normalisation: one spelling for times, numbers and hyphenated words.

const NUMBER_WORDS: Record<string, string> = {
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  eleven: "11",
  twelve: "12",
};
const CLOCK_AMPM =
  /(?<![\p{L}\p{N}.:])(\d{1,2})(?:[:.h](\d{2}))?\s?([ap])\.?\s?m(?![\p{L}\p{N}])\.?/giu;
const CLOCK_24 = /(?<![\p{L}\p{N}.:/-])(\d{1,2})[:.h](\d{2})(?![\p{L}\p{N}]|[.:/-]\p{N})/gu;
const NOON = /\b(noon|midday|midnight)\b/gi;
const HYPHENATED = /(\p{L})-(?=\p{L})/gu;
const THOUSANDS = /(\d),(?=\d{3}(?!\d))/g;
const NUMBER_WORD = /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/gi;

/**
 * Write a folded text one way: clock times as 24-hour `H:MM` (`10am`, `10 am`, `10:00`, `10.00`
 * and `10 a.m.` are all `10:00`; `3pm` is `15:00`), `noon` as `12:00`, `1,200` as `1200`, small
 * number words as digits, and hyphenated words joined (`e-mail` → `email`). Case is kept.
 */
export function normalize(folded: string): string {
  if (
    !/\d|noon|midday|midnight|-|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve/i.test(
      folded,
    )
  ) {
    return folded;
  }
  return folded
    .replace(CLOCK_AMPM, (_, h: string, m: string | undefined, ap: string) => {
      const hour = (Number(h) % 12) + (ap.toLowerCase() === "p" ? 12 : 0);
      return `${hour}:${m ?? "00"}`;
    })
    .replace(CLOCK_24, (_, h: string, m: string) => `${Number(h)}:${m}`)
    .replace(NOON, (w) => (w.toLowerCase() === "midnight" ? "0:00" : "12:00"))
    .replace(THOUSANDS, "$1")
    .replace(NUMBER_WORD, (w) => NUMBER_WORDS[w.toLowerCase()])
    .replace(HYPHENATED, "$1");
}

// ---------------------------------------------------------------------------------------------
// Claims: the slot a statement fills, read from its structure, not from a list of attributes.

/**
 * How a claim is stated:
 * - `attribute`: "⟨subject⟩'s ⟨attribute⟩ is ⟨value⟩", "the ⟨thing⟩ is ⟨value⟩", "the weekly
 *   sync is at 2pm", "call at 10am" (an event and its time);
 * - `predicate`: "⟨subject⟩ is ⟨predicate⟩" ("user is vegetarian", "Lan is in Paris");
 * - `action`: "⟨subject⟩ ⟨verb⟩ ⟨value⟩" ("user prefers tabs", "I work at Acme").
 */
export type ClaimShape = "attribute" | "predicate" | "action";

/** The slot a statement fills and the value it puts there. */
export interface Claim {
  /** How the claim is stated. */
  shape: ClaimShape;
  /**
   * The slot without its preposition: the subject and attribute ("user bike", "we team"), the
   * event ("weekly sync"), or the subject and verb ("user|prefer").
   */
  key: string;
  /** The preposition before the value (`at`, `in`, ...), `T` for a time, or `""`. */
  prep: string;
  /** Stated with a change verb ("moved to", "switched to"): any preposition of the key matches. */
  anyPrep: boolean;
  /** The value's words (stems; numbers and times whole), articles and time words dropped. */
  value: string[];
  /** Whether the value is a time: `clock` when it names a time of day, `day` for a date. */
  time: "clock" | "day" | null;
  /** Whether the claim is negated ("not", "no longer", "stopped ..."). */
  negated: boolean;
  /** Whether it announces a change ("now", "instead", "no longer", "new", "moved to"). */
  change: boolean;
  /** Whether it announces a return ("again"). */
  again: boolean;
  /** Whether the slot recurs ("weekly", "every", "daily", "on Fridays"): one value at a time. */
  recurring: boolean;
  /** Whether it was stated with a copula ("is", "are", "was") or a change verb. */
  copular: boolean;
  /** When the value holds ("in the morning", "on weekends"): part-of-day or week words. */
  when: string[];
  /** The old value a change names ("switched from Vim to Emacs": `vim`), else empty. */
  from: string[];
  /** Whether it adds to what is known ("also", "too", "another"): it replaces nothing. */
  additive: boolean;
  /**
   * Whether it describes an unowned thing with plain words ("the printer is broken"): a
   * description, not an identifying value (a name, a number, a time) of a slot.
   */
  loose: boolean;
}

const COPULA = set("is are am was were be being been");
const POSSESSIVE_DETERMINER: Record<string, string> = {
  my: "user",
  our: "we",
  your: "you",
  his: "he",
  her: "she",
  their: "they",
};
const SUBJECT_WORDS: Record<string, string> = {
  i: "user",
  me: "user",
  user: "user",
  users: "user",
  we: "we",
  you: "you",
  he: "he",
  she: "she",
  they: "they",
};
const PRONOUN_IS = set("he she it that there what who here where everything nothing this");
const ARTICLES = set("a an the some");
const PREPOSITIONS = set("at on in to for from by with near of into onto inside under");
const CLAUSE_BREAK = set(
  "if when because but although though unless while whether until after before since so and",
);
const CHANGE_WORDS = set("now currently nowadays presently instead new");
const CHANGE_VERBS = set(
  "moved changed switched rescheduled postponed pushed shifted bumped updated relocated " +
    "brought delayed",
);
const STOP_VERBS = set("stopped quit quitted stop stops");
const START_VERBS = set("started began start starts resumed");
const AUXILIARIES = set("do does did has have had got gets");
const RECURRING = set(
  "weekly daily monthly yearly annual every each usual usually always regular recurring " +
    "nightly biweekly fortnightly",
);
const PLURAL_WEEKDAY = /^(mon|tues|wednes|thurs|fri|satur|sun)days$/;
const CLAIM_FILLER = set(
  "really actually still just basically honestly officially finally definitely totally",
);
const ADDITIVE = set("also too another additionally");
/** Every word that can make {@linkcode claim} read a claim that could supersede: for the pre-check. */
const CLAIM_HINT = new RegExp(
  `\\b(?:${
    [
      ...COPULA,
      ...CHANGE_WORDS,
      ...CHANGE_VERBS,
      ...STOP_VERBS,
      ...START_VERBS,
      ...RECURRING,
      "not",
      "no",
      "never",
      "anymore",
      "again",
      "gave",
    ].join("|")
  })\\b|['’](?:s|m|re)\\b|n['’]t\\b|days\\b`,
);
/** {@linkcode STATE_WORD} or {@linkcode CLAIM_HINT}: one pass, for most texts the only one. */
const STATE_OR_HINT = new RegExp(`${STATE_WORD.source}|${CLAIM_HINT.source}`);
/** The cues {@linkcode STATE_OR_HINT} misses: once it failed, the only ones `CUE_WORD` can find. */
const CUE_ONLY = [...CUES].filter((w) => !STATE_OR_HINT.test(w));

const PLAIN_WORD = /^[a-z]+$/;
const PART_OF_TIME = set(
  "morning mornings afternoon afternoons evening evenings night nights weekend weekends " +
    "weekday weekdays",
);

interface ClaimWord {
  w: string;
  /** Capitalised mid-sentence (a name). */
  capital: boolean;
  /** Capitalised at all. */
  upper?: boolean;
}

/** The words of a text's first clause, contractions split, or `null` for a question. */
function clauseWords(folded: string, pieces: readonly string[]): ClaimWord[] | null {
  if (folded.includes("?")) return null;
  const out: ClaimWord[] = [];
  let first = true;
  for (const piece of pieces) {
    if (piece === "") continue;
    if (PLAIN_WORD.test(piece)) {
      // The common case: a lowercase word without punctuation.
      first = false;
      out.push({ w: piece, capital: false });
      if (CLAUSE_BREAK.has(piece) && out.length > 1) {
        out.pop();
        break;
      }
      continue;
    }
    const ends = /[,;!()]/.test(piece) || piece === "-" || piece === "–" ||
      (/[.:]["'”’)\]]*$/.test(piece) &&
        !ABBREVIATIONS.has(piece.replace(EDGE_PUNCTUATION, "").toLowerCase()));
    let core = piece.replace(EDGE_PUNCTUATION, "");
    if (core !== "") {
      const upper = UPPER_START.test(core);
      const capital = !first && upper;
      const firstWord = first;
      first = false;
      const w = core.toLowerCase();
      const push = (x: string, cap = false) => out.push({ w: x, capital: cap });
      let m: RegExpExecArray | null;
      if ((m = /^(.+?)n['’]t$/.exec(w))) {
        push(m[1] === "wo" ? "will" : m[1] === "ca" ? "can" : m[1]);
        push("not");
      } else if ((m = /^(.+)['’](m|re|ve|ll|d)$/.exec(w))) {
        push(m[1]);
        if (m[2] === "m") push("am");
        else if (m[2] === "re") push("are");
      } else if ((m = /^(.+)['’]s$/.exec(w)) || (m = /^(.+s)['’]$/.exec(w))) {
        core = m[1];
        push(m[1], capital);
        push(PRONOUN_IS.has(m[1]) ? "is" : "'s");
      } else if (firstWord && upper) {
        out.push({ w, capital, upper });
      } else {
        push(w, capital);
      }
      if (CLAUSE_BREAK.has(w) && out.length > 1) {
        out.pop();
        break;
      }
    }
    if (ends && out.length > 0) break;
  }
  return out;
}

const CLAIM_DATE = [
  /^\d{4}-\d{2}(-\d{2})?$/,
  /^\d{1,2}[/.-]\d{1,2}([/.-]\d{2,4})?$/,
  /^\d{1,2}(st|nd|rd|th)$/,
];
/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS = set("dr mr mrs ms prof st jr sr vs mt ft no approx dept");

/**
 * Whether a word makes a claim's value a time: a clock time, a weekday, a month or a date. Bare
 * numbers (a size, a model, a year) and relative days ("today") do not.
 */
function isTimeWord(w: string): boolean {
  return /^\d{1,2}:\d{2}$/.test(w) || WEEKDAYS.has(w) || MONTHS.has(w) ||
    PLURAL_WEEKDAY.test(w) || CLAIM_DATE.some((p) => p.test(w)) ||
    (CAPITAL_TIMES.has(w) && w !== "may" && w !== "march" && w !== "sun" && w !== "sat");
}

/**
 * Read the slot a text fills, from its structure alone: the subject (the user, a name, a
 * possessive such as "user's sister"), the attribute or verb, the preposition, the value, and
 * its polarity and change cues. `null` when the text has no such shape (a question, a
 * fragment without a time, a note that names no subject). Only the first clause is read.
 */
export function claim(folded: string): Claim | null {
  return claimOfPieces(folded, piecesOf(folded));
}

/** {@linkcode claim} of a text already cut into pieces (see {@linkcode piecesOf}). */
function claimOfPieces(folded: string, pieces: readonly string[]): Claim | null {
  const words = clauseWords(folded, pieces);
  if (!words || words.length < 2) return null;
  let negated = false, change = false, again = false, recurring = false, additive = false;
  const ws: ClaimWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const { w } = words[i];
    const next = words[i + 1]?.w;
    if (w === "no" && (next === "longer" || next === "more")) {
      negated = change = true;
      i++;
    } else if (w === "not" || w === "never") {
      negated = true;
      const prev = ws.at(-1)?.w;
      if (prev !== undefined && AUXILIARIES.has(prev) && prev !== "has" && prev !== "have") {
        ws.pop();
      }
    } else if (w === "anymore" || (w === "any" && next === "more")) {
      change = true;
      if (w === "any") i++;
    } else if (STOP_VERBS.has(w) || (w === "gave" && next === "up")) {
      negated = change = true;
      if (w === "gave") i++;
      if (words[i + 1]?.w === "being") words[i + 1] = { w: "is", capital: false };
    } else if (START_VERBS.has(w) && i > 0) {
      change = true;
      if (words[i + 1]?.w === "being") words[i + 1] = { w: "is", capital: false };
    } else if (w === "these" && next === "days") {
      change = true;
      i++;
    } else if (CHANGE_WORDS.has(w) && !words[i].capital) {
      change = true;
    } else if (w === "again") {
      again = true;
    } else if (ADDITIVE.has(w) || (w === "as" && next === "well")) {
      additive = true;
      if (w === "as") i++;
    } else if (CLAIM_FILLER.has(w)) {
      continue;
    } else {
      if (RECURRING.has(w) || PLURAL_WEEKDAY.test(w)) recurring = true;
      ws.push(words[i]);
    }
  }
  // The copula, or a change verb ("moved to", "was moved to") standing in for one.
  let k = -1, len = 0, anyPrep = false;
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i].w;
    if (CHANGE_VERBS.has(w) && ["to", "for", "till", "until", "back"].includes(ws[i + 1]?.w)) {
      k = i;
      len = 2;
      anyPrep = true;
      change = true;
      while (k > 0 && (COPULA.has(ws[k - 1].w) || AUXILIARIES.has(ws[k - 1].w))) {
        k--;
        len++;
      }
      break;
    }
    if (COPULA.has(w)) {
      k = i;
      len = 1;
      while (COPULA.has(ws[k + len]?.w)) len++;
      if (CHANGE_VERBS.has(ws[k + len]?.w) && PREPOSITIONS.has(ws[k + len + 1]?.w)) {
        len += 2;
        anyPrep = change = true;
      }
      break;
    }
  }
  const stemOf = (w: string) => (DIGIT.test(w) ? w : lightStem(w));
  const valueOf = (xs: ClaimWord[]) =>
    xs.map((x) => x.w).filter((w) =>
      !ARTICLES.has(w) && w !== "'s" && !SELF.has(w) &&
      !(TIME_WORDS.has(w) && !RELATIVE_DAYS.has(w)) &&
      !RECURRING.has(w)
    ).map((w) => PLURAL_WEEKDAY.test(w) ? w.slice(0, -1) : w).map(stemOf);
  const timeOf = (xs: ClaimWord[]): Claim["time"] =>
    xs.some((x) => /^\d{1,2}:\d{2}$/.test(x.w))
      ? "clock"
      : xs.some((x) => isTimeWord(x.w))
      ? "day"
      : null;
  const when: string[] = [];
  for (const x of ws) if (PART_OF_TIME.has(x.w)) when.push(lightStem(x.w));
  when.sort();
  const base = { negated, change, again, recurring, additive, loose: false, from: [], when };

  if (k > 0) {
    const lhs = ws.slice(0, k);
    const rhs = ws.slice(k + len);
    const subject = subjectOf(lhs);
    let prep = "";
    let start = 0;
    while (start < rhs.length && ARTICLES.has(rhs[start].w)) start++;
    // "user's cat is named Luna", "user's son is allergic to bees": the participle or the word
    // taking a preposition names the slot (the cat's name, the son's allergy), so "user's cat is
    // a Maine Coon" fills another one. Not before a time ("is delayed to 9pm" is still when).
    const slotWord = start === 0 && rhs.length > 1 && namesSlot(rhs[0], rhs[1]) &&
        timeOf(rhs) === null
      ? rhs[start++].w
      : null;
    if (start < rhs.length && PREPOSITIONS.has(rhs[start].w)) prep = rhs[start++].w;
    const valueWords = rhs.slice(start);
    const time = timeOf(valueWords);
    const value = valueOf(
      time ? valueWords.filter((x) => isTimeWord(x.w) || DIGIT.test(x.w)) : valueWords,
    );
    if (subject && subject.bare && time === null) {
      return {
        shape: "predicate",
        key: subject.key,
        prep: "",
        anyPrep,
        value: valueOf(rhs),
        time: null,
        copular: true,
        ...base,
      };
    }
    const slot = lhs.filter((x) => !ARTICLES.has(x.w) && x.w !== "'s" && !RECURRING.has(x.w))
      .map((x) => SUBJECT_WORDS[x.w] ?? POSSESSIVE_DETERMINER[x.w] ?? stemOf(x.w)).join(" ");
    if (slot === "" || value.length === 0) return null;
    const key = slotWord === null
      ? slot
      : `${slot} ${lightStem(SLOT_SYNONYMS[slotWord] ?? slotWord)}`;
    // A word taking a preposition says something of the subject, as "user is allergic to
    // cats" does of the user: a predicate, one of many ("… allergic to bees" adds to it).
    if (slotWord !== null && prep !== "") {
      return { shape: "predicate", key, prep, anyPrep, value, time: null, copular: true, ...base };
    }
    const owned = lhs.some((x) =>
      x.w === "'s" || x.w in POSSESSIVE_DETERMINER || x.w in SUBJECT_WORDS || x.capital
    );
    const plain = valueWords.every((x) => !x.capital && !/[\d@]/.test(x.w));
    return {
      shape: "attribute",
      key,
      prep: time ? "T" : prep,
      anyPrep,
      value,
      time,
      copular: true,
      ...base,
      loose: !owned && time === null && plain,
    };
  }
  if (k === 0) return null;
  // "⟨subject⟩ switched from ⟨old⟩ to ⟨new⟩": the old value is named.
  const f = ws.findIndex((x, i) => CHANGE_VERBS.has(x.w) && ws[i + 1]?.w === "from");
  const t2 = ws.findIndex((x, i) => i > f + 1 && x.w === "to");
  const changer = f > 0 ? subjectOf(ws.slice(0, f)) : null;
  if (changer?.bare && t2 > f + 2 && t2 + 1 < ws.length) {
    return {
      shape: "action",
      key: changer.key,
      prep: "",
      anyPrep: true,
      value: valueOf(ws.slice(t2 + 1)),
      time: null,
      copular: false,
      ...base,
      change: true,
      from: valueOf(ws.slice(f + 2, t2)),
    };
  }
  // No copula: "⟨subject⟩ ⟨verb⟩ ⟨value⟩", or an event and its time ("call at 10am").
  const subject = subjectOf(ws, true);
  if (
    subject && subject.end < ws.length && !isTimeWord(ws[subject.end].w) &&
    !PREPOSITIONS.has(ws[subject.end].w)
  ) {
    const verb = ws[subject.end].w;
    let start = subject.end + 1;
    let prep = "";
    if (start < ws.length && PREPOSITIONS.has(ws[start].w)) prep = ws[start++].w;
    const rest = ws.slice(start);
    return {
      shape: "action",
      key: `${subject.key}|${verbStem(verb)}`,
      prep,
      anyPrep,
      value: valueOf(rest),
      time: timeOf(rest),
      copular: false,
      ...base,
    };
  }
  const t = ws.findIndex((x) => isTimeWord(x.w));
  if (t <= 0) return null;
  let end = t;
  while (end > 0 && PREPOSITIONS.has(ws[end - 1].w)) end--;
  const key = ws.slice(0, end).filter((x) => !ARTICLES.has(x.w) && !RECURRING.has(x.w))
    .map((x) => stemOf(x.w)).join(" ");
  const valueWords = ws.slice(t).filter((x) => isTimeWord(x.w) || DIGIT.test(x.w));
  if (key === "") return null;
  return {
    shape: "attribute",
    key,
    prep: "T",
    anyPrep,
    value: valueOf(valueWords),
    time: timeOf(valueWords),
    copular: false,
    ...base,
  };
}

/**
 * Whether a copula's first word names a slot of its own rather than a value: a participle
 * ("named", "backpacking") or a word taking a preposition ("allergic to", "afraid of") with
 * more after it; a name, a number or a short word ("red") never does.
 */
function namesSlot(word: ClaimWord, next: ClaimWord): boolean {
  if (word.upper || DIGIT.test(word.w) || !PLAIN_WORD.test(word.w)) return false;
  return PARTICIPLE.test(word.w) || PREPOSITIONS.has(next.w);
}

/** Slot words that name one slot: a name is a name however it is introduced. */
const SLOT_SYNONYMS: Record<string, string> = { called: "named" };

/** A participle's ending, on a word long enough for it to be one (`named`, not `red`). */
const PARTICIPLE = /^[a-z]{3,}(?:ed|ing)$/;

/** Irregular forms of common verbs, so "has" and "doesn't have" state one slot. */
const IRREGULAR: Record<string, string> = {
  has: "have",
  had: "have",
  does: "do",
  did: "do",
  goes: "go",
  went: "go",
  gone: "go",
  got: "get",
  gets: "get",
  ate: "eat",
  drank: "drink",
  drove: "drive",
  took: "take",
  made: "make",
  bought: "buy",
  wore: "wear",
  rode: "ride",
  speaks: "speak",
  spoke: "speak",
};

function verbStem(verb: string): string {
  return lightStem(IRREGULAR[verb] ?? verb);
}

/**
 * The subject at the start of `ws`: the user ("I", "my", "user"), a pronoun, a name, or a
 * possessive chain ("user's sister", "my mom's"). `bare` when it is nothing more than that;
 * `end` is where it stops.
 */
function subjectOf(
  ws: ClaimWord[],
  verbFollows = false,
): { key: string; bare: boolean; end: number } | null {
  let i = 0;
  while (i < ws.length && ARTICLES.has(ws[i].w)) i++;
  const startsDefinite = i > 0;
  if (i >= ws.length) return null;
  const parts: string[] = [];
  const w = ws[i].w;
  let owned = false;
  if (POSSESSIVE_DETERMINER[w] && i + 1 < ws.length) {
    parts.push(POSSESSIVE_DETERMINER[w], lightStem(ws[i + 1].w));
    i += 2;
    owned = true;
  } else if (SUBJECT_WORDS[w] && !startsDefinite || w === "user") {
    parts.push(SUBJECT_WORDS[w]);
    i++;
  } else if (
    ws[i + 1]?.w === "'s" ||
    (!startsDefinite && (ws[i].capital || i === 0) &&
      // Before a verb, a first word is a name only if a finite verb follows ("Lan lives",
      // "Lan moved"), so "went running" or "had pho" name no subject.
      (!verbFollows ||
        (ws[i].upper === true && !AUXILIARIES.has(ws[i].w) &&
          /[^s]s$|ed$/.test(ws[i + 1]?.w ?? ""))))
  ) {
    // A name ("Lan", "Ho Chi Minh"), or anything that owns something ("Lan's").
    parts.push(w);
    i++;
    while (i < ws.length && ws[i].capital) parts.push(ws[i++].w);
  } else {
    return null;
  }
  while (ws[i]?.w === "'s" && i + 1 < ws.length) {
    parts.push(lightStem(ws[i + 1].w));
    i += 2;
    owned = true;
  }
  return { key: parts.join(" "), bare: !owned && i === ws.length, end: i };
}
