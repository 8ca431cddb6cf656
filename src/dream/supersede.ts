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
 *   prefer the new value, and the check is cheap (one index query, only for texts that state a
 *   value of a known kind of slot).
 * - **In dream**, as a sweep over all current traces grouped by frame: it catches what
 *   remember time cannot see (imported documents, traces written by older versions, a stale
 *   state the index query ranked out of its top candidates), and it runs first, so a state
 *   demoted tonight can dissolve tonight.
 *
 * The test is deliberately conservative (see {@linkcode supersedes}): traces that merely share
 * words never supersede each other.
 * @module
 */
import type { TraceStore } from "../store/store.ts";
import { compatibleValues, mayStateValue, type Signature, signature } from "./signature.ts";
import { selectiveWords } from "../core/text.ts";
import type { TraceData } from "../core/trace.ts";

/** A superseded trace keeps this fraction of its stability: it fades faster from then on. */
export const SUPERSEDED_STABILITY_FACTOR = 0.5;
/** How many index candidates remember time checks per new trace. */
const REMEMBER_CANDIDATES = 64;
/** How many earlier current traces of one frame the dream sweep checks per trace. */
const SWEEP_WINDOW = 64;
/** Words that name a location slot, so "moved to X" finds "lives in Y" in the index. */
const LOCATION_QUERY = ["lives", "live", "living", "moved", "based", "resides"];

/** Whether a text could state a new value for a slot at all (a cheap pre-check). */
export function couldSupersede(sig: Signature): boolean {
  return !sig.negated && sig.runs.length > 0 && hasWord(sig.frame) &&
    (sig.state || (sig.cue && sig.event));
}

function hasWord(frame: string): boolean {
  return frame.split(" ").some((item) => item !== "_" && item !== "");
}

/**
 * Whether `newer` states a new value for the slot `older` states. All of:
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
  // A batch often meets the same older trace many times: sign each text once.
  const signatures = new Map<string, Signature>();
  const signatureOf = (text: string): Signature => {
    let sig = signatures.get(text);
    if (!sig) signatures.set(text, sig = signature(text));
    return sig;
  };
  for (const t of fresh) {
    if (!mayStateValue(t.content)) continue;
    const sig = signatureOf(t.content);
    if (!couldSupersede(sig)) continue;
    const words = new Set(sig.tokens.map((x) => x.word));
    if (sig.frame.split(" ").includes("LOC")) { for (const w of LOCATION_QUERY) words.add(w); }
    // Common words (in far more traces than the rarest) make the OR query slow on a large
    // brain and find nothing a rarer frame word would not; the dream sweep is the backstop.
    const candidates = [...words];
    const selective = selectiveWords(candidates, await store.wordFrequencies(candidates));
    const ids =
      (await store.wordCandidates(selective, "any", { current: true }, REMEMBER_CANDIDATES))
        .map((c) => c.id).filter((id) => id !== t.id);
    for (const old of (await store.getTraces(ids)).sort((a, b) => a.id - b.id)) {
      const before = old.createdAt < t.createdAt ||
        (old.createdAt === t.createdAt && old.id < t.id);
      if (!before || old.supersededBy !== null) continue;
      if (!supersedes(sig, signatureOf(old.content))) continue;
      const d = demote(old, t.id);
      await store.updateTraces([d]);
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
  const groups = new Map<string, SweepItem[]>();
  for (const item of items) {
    if (item.sig.negated || item.sig.runs.length === 0 || !hasWord(item.sig.frame)) continue;
    const g = groups.get(item.sig.frame);
    if (g) g.push(item);
    else groups.set(item.sig.frame, [item]);
  }
  const out: [number, number][] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    group.sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
    let current: SweepItem[] = [];
    for (const t of group) {
      if (couldSupersede(t.sig)) {
        const window = current.slice(-SWEEP_WINDOW);
        const stale = new Set(window.filter((c) => supersedes(t.sig, c.sig)));
        for (const c of stale) out.push([c.id, t.id]);
        if (stale.size > 0) current = current.filter((c) => !stale.has(c));
      }
      current.push(t);
    }
  }
  return out;
}
