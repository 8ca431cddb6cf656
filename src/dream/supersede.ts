/**
 * Supersession: a newer statement of a single-valued state makes the older one stale.
 *
 * "user lives in Hanoi", later "user lives in Saigon": the older trace is marked superseded by
 * the newer (`supersededBy`), demoted in recall (its score is multiplied by
 * `supersededWeight`) and made to fade faster (its stability is cut). It is never merged into
 * the newer one and never deleted here: the history stays until it fades.
 *
 * Where it happens, and why both:
 * - **At remember time**, for the traces being remembered: the very next recall must already
 *   prefer the new value, and the check is cheap (one index query, only for texts whose
 *   structure states a value of a slot: see `claim` in signature.ts).
 * - **In dream**, as a sweep over all current traces grouped by frame: it catches what
 *   remember time cannot see (imported documents, traces written by older versions, a stale
 *   state the index query ranked out of its top candidates), and it runs first, so a state
 *   demoted tonight can dissolve tonight.
 *
 * The test is deliberately conservative (see {@linkcode supersedes}): traces that merely share
 * words never supersede each other. Slots are read from a statement's structure, not from a
 * list of attributes, and a pair the structure cannot settle ("likes tea" / "likes coffee") is
 * judged `unclear` (see {@linkcode claimVerdict}): kept apart today, and the place where an
 * optional judge (an LLM) could decide later.
 * @module
 */
import { passOnLearned, type TraceStore } from "../store/store.ts";
import { LEARNED_PER_TRACE } from "../core/lessons.ts";
import {
  type Claim,
  claim,
  compatibleValues,
  mayStateValue,
  normalize,
  type Signature,
  signature,
  signatureWithoutClaim,
} from "./signature.ts";
import { foldKeepingCase, rarestWithin, selectiveWords } from "../core/text.ts";
import type { TraceData } from "../core/trace.ts";

/** A superseded trace keeps this fraction of its stability: it fades faster from then on. */
export const SUPERSEDED_STABILITY_FACTOR = 0.5;
/** How many index candidates remember time checks per new trace. */
const REMEMBER_CANDIDATES = 64;
/**
 * At remember time the index query ranks at most about this many traces: the rarest words of
 * the new text that fit in the budget. Ranking a common word's whole posting list would cost
 * more per remember as the brain grows (150 ms for a word in 45,000 of 60,000 traces); what a
 * budget leaves out, the dream sweep finds.
 */
const REMEMBER_DOC_BUDGET = 1000;
/** Signatures of recently seen texts: a brain's states meet the same older traces often. */
const SIGNED = new Map<string, Signature>();
const SIGNED_LIMIT = 8192;

/** The signature of a text, from {@linkcode SIGNED} when it was signed lately. */
function signed(text: string): Signature {
  let sig = SIGNED.get(text);
  if (sig) return sig;
  sig = signature(text);
  if (SIGNED.size >= SIGNED_LIMIT) SIGNED.delete(SIGNED.keys().next().value!);
  SIGNED.set(text, sig);
  return sig;
}
/** How many earlier current traces of one frame the dream sweep checks per trace. */
const SWEEP_WINDOW = 64;
/** Words that name a location slot, so "moved to X" finds "lives in Y" in the index. */
const LOCATION_QUERY = ["lives", "live", "living", "moved", "based", "resides"];

/** Whether a text could state a new value for a slot at all (a cheap pre-check). */
export function couldSupersede(sig: Signature): boolean {
  // The flags first: the dream sweep asks this of a million traces, and most fail them.
  return (!sig.negated && (sig.state || (sig.cue && sig.event)) && sig.runs.length > 0 &&
    hasWord(sig.frame)) ||
    (sig.claim !== null && claimCouldSupersede(sig.claim));
}

/**
 * Whether a claim could make an older one stale: a copular attribute ("my bike is a Trek", "the
 * sync is at 4pm"), or any claim that negates, announces a change or a return ("no longer",
 * "now", "again"), or names a recurring slot ("every Friday").
 */
function claimCouldSupersede(c: Claim): boolean {
  return (c.shape === "attribute" && c.copular) || c.negated || c.change || c.again ||
    c.recurring;
}

/**
 * What a newer claim does to an older one: `supersedes` (the same slot, a new value or the
 * opposite polarity), `coexists` (different slots, the same statement, a refinement, or a
 * negation of a different value), or `unclear` (the same slot, a different value, and nothing
 * in the text says one replaces the other: "likes tea" / "likes coffee", "the meeting is on
 * Tuesday" / "the meeting is on Friday"). Deterministic; `unclear` is where a judge (an LLM)
 * could decide, and is treated as `coexists` until one is wired.
 */
export type Verdict = "supersedes" | "coexists" | "unclear";

/** Judge a newer claim against an older one (see {@linkcode Verdict}). Pure. */
export function claimVerdict(newer: Claim, older: Claim): Verdict {
  if (newer.from.length > 0) {
    // "user switched from Vim to Emacs" replaces "user uses Vim", "user's editor is Vim".
    const named = older.value.length === newer.from.length &&
      newer.from.every((w) => older.value.includes(w));
    const sameSubject = older.key === newer.key || older.key.startsWith(newer.key + " ") ||
      older.key.startsWith(newer.key + "|");
    return named && sameSubject && !older.negated ? "supersedes" : "coexists";
  }
  if (newer.key !== older.key) return "coexists";
  if (newer.shape !== older.shape) {
    // "user is vegetarian" vs "user lives in Hanoi": different slots of one subject.
    if (newer.shape === "action" || older.shape === "action") return "coexists";
    return "unclear";
  }
  if (newer.prep !== older.prep && !newer.anyPrep && !older.anyPrep) return "coexists";
  // Values are a few words: looked up in place (the dream sweep judges millions of pairs).
  const aInB = newer.value.every((w) => older.value.includes(w));
  const bInA = older.value.every((w) => newer.value.includes(w));
  if (aInB && bInA) {
    if (newer.negated === older.negated) return "coexists";
    // "is no longer vegetarian" after "is vegetarian"; "is vegan again" after "is no longer".
    if (newer.negated || newer.again || newer.change) return "supersedes";
    return "unclear";
  }
  if (newer.negated || older.negated || newer.additive) return "coexists";
  // "tea in the morning" / "coffee in the evening": values of different times.
  if (newer.when.join(" ") !== older.when.join(" ")) return "unclear";
  if (aInB || bInA) return "coexists"; // a refinement: "a Honda" / "a red Honda"
  if (newer.shape === "attribute") {
    if (newer.time === null && older.time === null) {
      return newer.loose && older.loose && !newer.change ? "unclear" : "supersedes";
    }
    if (newer.change || (newer.recurring && older.recurring)) return "supersedes";
    // "the sync is at 2pm" / "the sync is at 4pm", but not "... at 10pm on Sundays".
    const days = (c: Claim) => c.value.filter((w) => !CLOCK.test(w)).sort().join(" ");
    if (
      newer.copular && newer.time === "clock" && older.time === "clock" &&
      days(newer) === days(older)
    ) return "supersedes";
    return "unclear";
  }
  // A preference is one choice among others: "prefers tabs", later "prefers spaces".
  if (newer.change || PREFERS.test(newer.key)) return "supersedes";
  return "unclear";
}

/** Verbs that state a choice among alternatives, so a new value replaces the old one. */
const PREFERS = /\|(prefer|favor|favour)$/;

const CLOCK = /^\d{1,2}:\d{2}$/;

/** Whether a frame has an item other than `_` (read in place: it runs for every trace). */
function hasWord(frame: string): boolean {
  let start = 0;
  for (let i = 0; i <= frame.length; i++) {
    if (i < frame.length && frame.charCodeAt(i) !== SPACE) continue;
    const length = i - start;
    if (length > 1 || (length === 1 && frame.charCodeAt(start) !== UNDERSCORE)) return true;
    start = i + 1;
  }
  return false;
}

const SPACE = 32;
const UNDERSCORE = 95;

/**
 * Whether `newer` states a new value for the slot `older` states. Either test suffices:
 *
 * **By claim** (structure, any vocabulary; see `claim` in signature.ts and
 * {@linkcode claimVerdict}): both texts fill the same slot, read from their shape: "user's bike
 * is a grey Brompton" / "user's bike is a red Trek", "the weekly sync is at 2pm" / "... at
 * 4pm", "user prefers tabs" / "user now prefers spaces", and a negation or its reversal of the
 * same statement ("user is vegetarian" / "user is no longer vegetarian" / "... vegetarian
 * again"). Different subjects ("user's sister"), qualifiers ("work email" / "personal email"),
 * verbs ("visited" / "lives in"), refinements ("a Honda" / "a red Honda") and additive
 * statements without a change cue ("likes tea" / "likes coffee") never supersede.
 *
 * **By frame** (the word-level test, kept for what claims do not read, such as "moved to X"
 * after "lives in Y"). All of:
 * - neither is negated ("user no longer lives in Hanoi" states no new value);
 * - the same frame: the same words in the same order, values aside ("LOC _" for "user lives
 *   in Hanoi" and "user moved to Saigon"; "user likes Hanoi food" is "lik _ food");
 * - the same number of values, exactly one of them different, of a compatible kind (a place
 *   for a place, a time for a time, a number for a number);
 * - the differing value is not the frame's first item (that would be a different subject:
 *   "Lan lives in Hanoi" vs "Minh lives in Hanoi");
 * - the slot is single-valued (where one lives, a phone number, an email, a job, a deadline,
 *   ...), or the newer announces a change ("moved", "rescheduled", "now") of a scheduled
 *   event (a meeting, a flight, ...). "user likes Hanoi food" never supersedes anything.
 */
export function supersedes(newer: Signature, older: Signature): boolean {
  if (newer.claim && older.claim) {
    const verdict = claimVerdict(newer.claim, older.claim);
    if (verdict === "supersedes") return true;
    // The same slot, judged to coexist ("also sushi", "a red Honda"): the frame test may not
    // overrule it. Different slots, or unclear: the frame test may still see a moved state.
    if (verdict === "coexists" && newer.claim.key === older.claim.key) return false;
  }
  return byFrame(newer, older);
}

/**
 * {@linkcode supersedes} of an older text, reading only what the answer needs (remember time
 * checks up to 64 candidates per new state): only its claim when the frame test cannot pass for
 * `newer` whatever the older text, and no claim when `newer` has none (a claim is a third of a
 * signature's work). `byFrameToo` is {@linkcode frameTestable} of `newer`, read once.
 */
function supersedesText(newer: Signature, byFrameToo: boolean, olderText: string): boolean {
  const known = SIGNED.get(olderText);
  if (known) return supersedes(newer, known);
  if (byFrameToo) {
    return supersedes(
      newer,
      newer.claim === null ? signatureWithoutClaim(olderText) : signed(olderText),
    );
  }
  if (newer.claim === null) return false;
  const older = claim(normalize(foldKeepingCase(olderText)));
  return older !== null && claimVerdict(newer.claim, older) === "supersedes";
}

/** Whether the frame test ({@linkcode byFrame}) can pass for `newer` against some older text. */
function frameTestable(newer: Signature): boolean {
  return !newer.negated && newer.runs.length > 0 && hasWord(newer.frame);
}

/** The frame test: the same frame, one value different, a single-valued or moved slot. */
function byFrame(newer: Signature, older: Signature): boolean {
  if (newer.negated || older.negated) return false;
  if (newer.frame !== older.frame || !hasWord(newer.frame)) return false;
  if (newer.runs.length === 0 || newer.runs.length !== older.runs.length) return false;
  let differing = -1;
  for (let i = 0; i < newer.runs.length; i++) {
    if (newer.runs[i].text === older.runs[i].text) continue;
    if (differing !== -1) return false;
    differing = i;
  }
  if (differing === -1) return false;
  if (!compatibleValues(newer.runs[differing].type, older.runs[differing].type)) return false;
  const items = newer.frame.split(" ");
  let seen = -1;
  const position = items.findIndex((item) => item === "_" && ++seen === differing);
  if (position <= 0) return false;
  return newer.state || older.state || (newer.cue && (newer.event || older.event));
}

/** The demoted copy of a trace superseded by `by`. */
export function demote(data: TraceData, by: number): TraceData {
  return { ...data, supersededBy: by, stability: data.stability * SUPERSEDED_STABILITY_FACTOR };
}

/**
 * Remember time: mark the current traces that the given new traces supersede, in order (a
 * later item of one batch may supersede an earlier one). Call inside the write transaction
 * that inserted them. Returns the demoted traces by id.
 */
export async function supersedeOnRemember(
  store: TraceStore,
  fresh: readonly TraceData[],
): Promise<Map<number, TraceData>> {
  const demoted = new Map<number, TraceData>();
  const heirs = new Map<number, number>();
  for (const t of fresh) {
    if (!mayStateValue(t.content)) continue;
    const sig = signed(t.content);
    if (!couldSupersede(sig)) continue;
    const words = new Set(sig.tokens.map((x) => x.word));
    if (sig.frame.split(" ").includes("LOC")) { for (const w of LOCATION_QUERY) words.add(w); }
    // Common words (in far more traces than the rarest) make the OR query slow on a large
    // brain and find nothing a rarer frame word would not; the dream sweep is the backstop.
    const candidates = [...words];
    // A word over the budget is never ranked: how far over does not matter.
    const df = await store.wordFrequencies(candidates, { commonAbove: REMEMBER_DOC_BUDGET });
    const selective = rarestWithin(selectiveWords(candidates, df), df, REMEMBER_DOC_BUDGET);
    if (selective.length === 0) continue; // only common words: the dream sweep's work
    // Unfiltered (no join): superseded traces are skipped below, at half the query's cost.
    const ids = (await store.wordCandidates(selective, "any", {}, REMEMBER_CANDIDATES))
      .map((c) => c.id).filter((id) => id !== t.id);
    const byFrameToo = frameTestable(sig);
    for (const old of (await store.getTraces(ids)).sort((a, b) => a.id - b.id)) {
      const before = old.createdAt < t.createdAt ||
        (old.createdAt === t.createdAt && old.id < t.id);
      if (!before || old.supersededBy !== null) continue;
      if (!supersedesText(sig, byFrameToo, old.content)) continue;
      const d = demote(old, t.id);
      await store.updateTraces([d]);
      heirs.set(old.id, t.id);
      await store.appendHistory([
        {
          id: d.id,
          at: t.createdAt,
          event: "superseded",
          before: old.stability,
          after: d.stability,
        },
      ]);
      demoted.set(d.id, d);
    }
  }
  // The newer states answer the questions the older ones answered (one lookup for them all).
  await passOnLearned(store, heirs, LEARNED_PER_TRACE);
  return demoted;
}

/** One trace as the dream sweep sees it. */
export interface SweepItem {
  /** Trace id. */
  id: number;
  /** When it was first remembered. */
  createdAt: number;
  /** Its signature. */
  sig: Signature;
}

/**
 * Dream time: replay supersession over current traces in the order they were remembered,
 * grouped by frame so only statements of one slot are compared. Returns `[older, newer]`
 * pairs: each older trace is superseded by the first later trace that states a new value.
 */
export function sweepSupersession(items: readonly SweepItem[]): [number, number][] {
  // Group by frame (the word-level test) and by claim key (the structural one): a trace may be
  // in two groups, and each stale trace is reported once, for the first newer trace found.
  // Groups are replayed in the order they were first filed.
  const groups: SweepItem[][] = [];
  const file = (by: Map<string, SweepItem[]>, key: string, item: SweepItem) => {
    const g = by.get(key);
    if (g) g.push(item);
    else by.set(key, groups[groups.length] = [item]);
  };
  const frames = new Map<string, SweepItem[]>();
  const claims = new Map<string, SweepItem[]>();
  for (const item of items) {
    const sig = item.sig;
    if (!sig.negated && sig.runs.length > 0 && hasWord(sig.frame)) file(frames, sig.frame, item);
    if (sig.claim) file(claims, sig.claim.key, item);
  }
  const out: [number, number][] = [];
  const stale = new Set<number>();
  for (const group of groups) {
    if (group.length < 2) continue;
    group.sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
    // The current statements of the group, oldest first. Only the last SWEEP_WINDOW are ever
    // compared, so a superseded one is removed from within them: no pass over the whole group
    // (a frame such as "LOC _" holds a tenth of a large brain).
    const current: SweepItem[] = [];
    for (const t of group) {
      if (couldSupersede(t.sig)) {
        const from = Math.max(0, current.length - SWEEP_WINDOW);
        let kept = from;
        for (let i = from; i < current.length; i++) {
          const c = current[i];
          if (!stale.has(c.id) && supersedes(t.sig, c.sig)) {
            out.push([c.id, t.id]);
            stale.add(c.id);
          } else {
            current[kept++] = c;
          }
        }
        current.length = kept;
      }
      current.push(t);
    }
  }
  return out;
}
