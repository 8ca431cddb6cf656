/**
 * Which kind a memory is, read from its text when the writer did not say: an agent saving
 * "user prefers tabs" without a kind means a durable fact, one saving "had pho for breakfast"
 * means an event. Events are told by tense and time: a past-tense verb ("met", "bought",
 * "visited"), a time relative to now ("yesterday", "this morning", "ago"), a plan ("will",
 * "tomorrow"), or a date or clock time ("at 3pm", "on Friday") in a text without a
 * present-tense link ("is", "has"). Anything else states how things are, and is
 * `semantic` (a date inside a statement of how things are, "my exam is in July", keeps it a
 * fact). What the MCP tool description tells a model to file as `core` (the user's name,
 * birthday, pronouns, allergies) is `core`.
 * @module
 */
import type { Kind } from "../core/model.ts";
import { fold } from "../core/text.ts";

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/));

/** Irregular past-tense verbs of everyday reports ("had", "went"), which carry no `-ed`. */
const IRREGULAR_PAST = words(
  "had was were went met bought saw ate ran did got made took came said told left gave found " +
    "felt thought paid spent wrote drove flew sent sold won lost broke began brought caught " +
    "chose drank fell fought forgot heard held hurt kept knew led lent meant put quit rode " +
    "rang rose sang sat slept spoke stood stole swam taught threw understood woke wore",
);

/**
 * `-ed` words that describe a lasting state rather than an event ("married", "based in"), and
 * words that merely end in "ed" ("need", "bed").
 */
const STATIVE_ED = words(
  "married divorced engaged interested based located named called retired employed " +
    "unemployed allergic related qualified experienced skilled supposed used tired " +
    "need needed feed bed red shed speed seed breed weed embed indeed exceed proceed succeed " +
    "hundred sacred naked wicked beloved learned aged advanced detailed preferred limited " +
    "vaccinated certified licensed self-employed colorblind colourblind",
);

/** Words that place a text relative to now: it reports what happened or will happen. */
const RELATIVE_TIME = words("today tonight yesterday tomorrow ago earlier just will gonna");

/** Names of days and months: a time, but "my birthday is on March 14" is still a fact. */
const CALENDAR = words(
  "monday tuesday wednesday thursday friday saturday sunday " +
    "january february march april june july august september october november december",
);

/** Present-tense linking verbs: with one, a date or time is part of a lasting fact. */
const PRESENT_LINK = words("is are am has have does do");

/** Phrases that place a text at a time ("this morning", "last night", "next week"). */
const TIME_PHRASE =
  /\b(?:this|last|next|that|yesterday|tomorrow)\s+(?:morning|afternoon|evening|night|week|weekend|month|year|time)\b/;
/** A clock time or a date: 9am, 14:30, 2026-03-01, 3/14. */
const CLOCK_OR_DATE =
  /\b(?:\d{1,2}(?::\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2}|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\b/;

/**
 * Identity that must never fade, as the MCP tool description names it to a model: the user's
 * name, birthday and pronouns, and allergies (a hard constraint).
 */
const IDENTITY = [
  /\b(?:user'?s|my)\s+(?:(?:full|first|last|given|family)\s+)?(?:name|birthday|date of birth|pronouns)\b/,
  /\b(?:user|i)\s+(?:is|am|was)\s+born\b/,
  /\b(?:user|i)\s+(?:is|am)\s+(?:\w+\s+)?allergic\b/,
  /\b(?:user|i)\s+(?:has|have)\s+an?\s+(?:\w+\s+)?allergy\b/,
  /\b(?:user'?s|my)\s+(?:\w+\s+)?allergies\b/,
];

/**
 * The kind a text most likely is: `core` for the user's identity (name, birthday, pronouns,
 * allergies), `episodic` when it reports an event (past tense, a time, a plan), else
 * `semantic`.
 *
 * @example
 * ```ts
 * import { inferKind } from "@engram/engram";
 * console.log(inferKind("user prefers tabs over spaces")); // semantic
 * console.log(inferKind("had pho for breakfast")); // episodic
 * console.log(inferKind("my birthday is on March 14")); // core
 * ```
 */
export function inferKind(text: string): Kind {
  const t = fold(text);
  if (IDENTITY.some((p) => p.test(t))) return "core";
  if (TIME_PHRASE.test(t)) return "episodic";
  const tokens = t.match(/[a-z][a-z'-]*/g) ?? [];
  for (const word of tokens) {
    if (RELATIVE_TIME.has(word) || IRREGULAR_PAST.has(word)) return "episodic";
    if (word.length > 4 && word.endsWith("ed") && !STATIVE_ED.has(word)) return "episodic";
  }
  const dated = CLOCK_OR_DATE.test(t) || tokens.some((w) => CALENDAR.has(w));
  return dated && !tokens.some((w) => PRESENT_LINK.has(w)) ? "episodic" : "semantic";
}

/** Salience of a fact an agent saved without saying how much it matters: durable by intent. */
export const AGENT_FACT_SALIENCE = 0.8;
/** Salience of an event an agent saved without saying how much it matters. */
export const AGENT_EVENT_SALIENCE = 0.5;

/**
 * What an agent means when it saves `text` without a kind or salience (the MCP `remember`
 * default): the kind {@linkcode inferKind} reads, and a salience that keeps a fact durable
 * ({@linkcode AGENT_FACT_SALIENCE}) and lets an event fade ({@linkcode AGENT_EVENT_SALIENCE}).
 * Either may be given to override.
 */
export function agentDefaults(
  text: string,
  given: { kind?: Kind; salience?: number } = {},
): { kind: Kind; salience: number } {
  const kind = given.kind ?? inferKind(text);
  const salience = given.salience ??
    (kind === "episodic" ? AGENT_EVENT_SALIENCE : AGENT_FACT_SALIENCE);
  return { kind, salience };
}
