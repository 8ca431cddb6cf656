/**
 * Signatures: how dream reads a trace's text. Pure functions, no I/O.
 *
 * A signature is the trace's meaningful tokens, each tagged with what it is: a plain word, a
 * *value* (a number, a date or time, a name written with a capital mid-sentence), a time word
 * ("again", "morning"), a change cue ("moved", "now"). Merging, gisting, association and
 * supersession all compare signatures; none of them compares raw strings.
 * @module
 */
import { fold, foldKeepingCase, STOPWORDS } from "../core/text.ts";

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
  "live lives lived living reside resides resided residing based moved relocated stays staying",
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
  const folded = fold(text);
  return STATE_WORD.test(folded) || (CUE_WORD.test(folded) && EVENT_WORD.test(folded));
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

/**
 * A light English stem: strips `ing`, `ed`, `es`, `s` and a final `e`, keeping at least three
 * characters. Words with digits and non-Latin words are kept whole.
 */
function stem(word: string): string {
  if (word.length <= 3 || DIGIT.test(word) || !/^[a-z-]+$/.test(word)) return word;
  let w = word;
  if (w.endsWith("ing") && w.length - 3 >= 3) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length - 2 >= 3) w = w.slice(0, -2);
  else if (w.endsWith("es") && w.length - 2 >= 3) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w) && w.length - 1 >= 3) w = w.slice(0, -1);
  if (w.endsWith("e") && w.length - 1 >= 3) w = w.slice(0, -1);
  return w;
}

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

/** Compute the signature of a text. Never throws. */
export function signature(text: string): Signature {
  const raw: RawToken[] = [];
  let negated = false;
  let sentenceStart = true;
  // Fold once for the whole text (as `fold` does per word), keeping case for the capitals.
  const folded = foldKeepingCase(text);
  for (const piece of folded.split(/\s+/)) {
    if (piece === "") continue;
    const startsSentence = sentenceStart;
    sentenceStart = SENTENCE_END.test(piece);
    let core = piece.replace(EDGE_PUNCTUATION, "");
    if (core === "") continue;
    if (NOT_CONTRACTION.test(core.toLowerCase())) {
      negated = true;
      continue;
    }
    core = core.replace(CONTRACTION, "");
    const word = core.toLowerCase();
    if (word === "") continue;
    if (NEGATION.has(word)) {
      negated = true;
      continue;
    }
    // A capital mid-sentence marks a name; at a sentence start it marks nothing.
    const capital = !startsSentence && UPPER_START.test(core) && !SELF.has(word);
    const value: ValueType | null = timeValue(word, capital || UPPER_START.test(core))
      ? "time"
      : DIGIT.test(word) || word.includes("@")
      ? "number"
      : capital
      ? "name"
      : null;
    const stop = value === null && (STOPWORDS.has(word) || SELF.has(word) || FILLER.has(word));
    raw.push({ word, value, stop, cue: value === null && CUES.has(word) });
  }
  return build(raw, negated);
}

function build(raw: RawToken[], negated: boolean): Signature {
  // Value runs: adjacent values, joined through "of" / "de" between names.
  const runOf = new Array<number>(raw.length).fill(-1);
  const runs: { words: string[]; types: Set<ValueType> }[] = [];
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
      runs.push({ words: [], types: new Set() });
    }
    runs[runOf[i]].words.push(t.word);
    runs[runOf[i]].types.add(t.value);
  }
  const content = raw.map((t, i) => ({ ...t, i })).filter((t) => !t.stop);
  const isState = (w: string) => STATES.has(w) || LOCATION.has(w);
  const event = content.some((t) => t.value === null && EVENTS.has(t.word));
  // "user lives in hanoi", written in lowercase, still states a value: the last word of a state.
  if (runs.length === 0 && content.some((t) => t.value === null && isState(t.word))) {
    const last = [...content].reverse().find((t) =>
      !t.cue && !isState(t.word) && !TIME_WORDS.has(t.word)
    );
    if (last && content.indexOf(last) > content.findIndex((t) => isState(t.word))) {
      runOf[last.i] = 0;
      runs.push({ words: [last.word], types: new Set(["word"]) });
      raw[last.i] = { ...raw[last.i], value: "word" };
      last.value = "word";
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
    frame.push(stem(t.word));
  }
  const seen = new Set<string>();
  const tokens: Token[] = [];
  for (const t of content) {
    if (t.cue && t.word === "now") continue;
    const value = raw[t.i].value;
    const s = value === "number" ? t.word : stem(t.word);
    if (seen.has(s)) continue;
    seen.add(s);
    tokens.push({
      word: t.word,
      stem: s,
      key: value === "number" ? t.word : s.slice(0, 4),
      value,
      time: value === "time" || TIME_WORDS.has(t.word),
    });
  }
  return {
    tokens,
    negated,
    frame: frame.join(" "),
    runs: runs.map((r) => ({
      text: r.words.join(" "),
      type: r.types.has("time")
        ? "time"
        : r.types.has("number")
        ? "number"
        : r.types.has("name")
        ? "name"
        : "word",
    })),
    state,
    event,
    cue,
  };
}

/** Whether the next non-stopword after position `i` starts a place-like value run. */
function placeFollows(
  raw: RawToken[],
  runOf: number[],
  runs: { types: Set<ValueType> }[],
  i: number,
): boolean {
  for (let j = i + 1; j < raw.length; j++) {
    if (runOf[j] !== -1) return !runs[runOf[j]].types.has("time");
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
