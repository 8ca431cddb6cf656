/**
 * LoCoMo retrieval: how often engram's recall puts a question's evidence turns in its top k,
 * next to a plain BM25 baseline computed in the same run.
 *
 * The dataset (CC BY-NC 4.0) is read from `../shared/data/locomo/locomo10.json` relative to
 * the repository, or from the path given as the first argument. It is never copied into the
 * repository.
 *
 * ```
 * deno task locomo                       # static and replay modes
 * deno task locomo --reinforce           # plus replay with reinforcing recalls
 * deno task locomo path/to/locomo10.json --mode static --json
 * deno task locomo --ablate              # reinforce mode with parts of the mechanism removed
 * deno task locomo --conversations 0-4   # a subset: tune on 0-4, confirm on 5-9
 * ```
 * @module
 */
import { parseArgs } from "node:util";
import { DAY_MS } from "../src/core/clock.ts";
import { Clock, Memory, type MemoryOptions } from "../mod.ts";
import { switchedOff } from "./fixtures.ts";

// ---- the dataset -----------------------------------------------------------------------------

/** One dialogue turn. */
export interface Turn {
  /** Normalised dialogue id, `D<session>:<turn>`. */
  diaId: string;
  /** Who said it. */
  speaker: string;
  /** What was said. */
  text: string;
  /** When its session took place, epoch milliseconds. */
  at: number;
  /** The session's date as written in the dataset. */
  date: string;
}

/** One question with its normalised evidence. */
export interface Question {
  /** The question text. */
  question: string;
  /** 1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop, 5 adversarial. */
  category: number;
  /** Dialogue ids of the turns that hold the answer (known ids only, no duplicates). */
  evidence: string[];
}

/** One conversation, ready to evaluate. */
export interface Conversation {
  /** The dataset's sample id. */
  id: string;
  /** Every turn, in session order. */
  turns: Turn[];
  /** Questions that have at least one known evidence turn. */
  questions: Question[];
}

/** What normalising the evidence ids found. */
export interface EvidenceReport {
  /** Evidence entries in the dataset. */
  entries: number;
  /** Entries rewritten to `D<n>:<m>` (several ids in one string, stray colons, leading zeros). */
  normalised: number;
  /** Entries or parts that are not dialogue ids at all, skipped. */
  malformed: number;
  /** Well-formed ids naming a turn the conversation does not have, skipped. */
  unknown: number;
  /** Questions left without any usable evidence, skipped. */
  questionsSkipped: number;
}

/** The loaded dataset. */
export interface Dataset {
  /** The conversations. */
  conversations: Conversation[];
  /** How the evidence ids were cleaned. */
  evidence: EvidenceReport;
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/**
 * Parse a LoCoMo session date such as `1:56 pm on 8 May, 2023` (UTC).
 * @throws {RangeError} when the text is not such a date
 */
export function parseSessionDate(text: string): number {
  const m = /^\s*(\d{1,2}):(\d{2})\s*(am|pm)\s+on\s+(\d{1,2})\s+([a-z]+),?\s+(\d{4})\s*$/i.exec(
    text,
  );
  const month = m ? MONTHS.indexOf(m[5].toLowerCase()) : -1;
  if (!m || month < 0) throw new RangeError(`Invalid session date: ${JSON.stringify(text)}`);
  const hour = (Number(m[1]) % 12) + (m[3].toLowerCase() === "pm" ? 12 : 0);
  return Date.UTC(Number(m[6]), month, Number(m[4]), hour, Number(m[2]));
}

/**
 * Split one evidence entry into dialogue ids: `D8:6; D9:17` → `D8:6`, `D9:17`; `D:11:26` →
 * `D11:26`; `D30:05` → `D30:5`. Parts that are not ids (a lone `D`) come back in `malformed`.
 */
export function normaliseEvidence(entry: string): { ids: string[]; malformed: number } {
  const ids: string[] = [];
  let malformed = 0;
  for (const part of String(entry).split(/[\s;,]+/).filter((p) => p !== "")) {
    const m = /^D:?(\d+):(\d+)$/i.exec(part);
    if (m) ids.push(`D${Number(m[1])}:${Number(m[2])}`);
    else malformed++;
  }
  return { ids, malformed };
}

interface RawTurn {
  speaker: string;
  dia_id: string;
  text: string;
}
interface RawSample {
  sample_id: string;
  conversation: Record<string, unknown>;
  qa: { question: string; category: number; evidence?: string[] }[];
}

/** Turn the raw LoCoMo JSON into conversations with clean evidence. */
export function parseDataset(raw: unknown): Dataset {
  if (!Array.isArray(raw)) throw new TypeError("Invalid LoCoMo file: expected an array");
  const report: EvidenceReport = {
    entries: 0,
    normalised: 0,
    malformed: 0,
    unknown: 0,
    questionsSkipped: 0,
  };
  const conversations = (raw as RawSample[]).map((sample, index) => {
    const conv = sample?.conversation;
    if (typeof conv !== "object" || conv === null || !Array.isArray(sample.qa)) {
      throw new TypeError(`Invalid LoCoMo file: sample ${index} has no conversation or qa`);
    }
    const sessions = Object.keys(conv)
      .map((key) => /^session_(\d+)$/.exec(key))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => Number(m[1]))
      .sort((a, b) => a - b);
    const turns: Turn[] = [];
    for (const n of sessions) {
      const date = String(conv[`session_${n}_date_time`]);
      const at = parseSessionDate(date);
      for (const t of conv[`session_${n}`] as RawTurn[]) {
        const { ids } = normaliseEvidence(t.dia_id);
        if (ids.length !== 1) throw new TypeError(`Invalid dialogue id ${t.dia_id}`);
        turns.push({ diaId: ids[0], speaker: t.speaker, text: t.text, at, date });
      }
    }
    const known = new Set(turns.map((t) => t.diaId));
    const questions: Question[] = [];
    for (const qa of sample.qa) {
      const evidence = new Set<string>();
      for (const entry of qa.evidence ?? []) {
        report.entries++;
        const { ids, malformed } = normaliseEvidence(entry);
        report.malformed += malformed;
        if (ids.length !== 1 || ids[0] !== entry) report.normalised += ids.length > 0 ? 1 : 0;
        for (const id of ids) {
          if (known.has(id)) evidence.add(id);
          else report.unknown++;
        }
      }
      if (evidence.size === 0) {
        report.questionsSkipped++;
        continue;
      }
      questions.push({
        question: String(qa.question),
        category: qa.category,
        evidence: [...evidence],
      });
    }
    return { id: String(sample.sample_id ?? index), turns, questions };
  });
  return { conversations, evidence: report };
}

// ---- the plain BM25 baseline -------------------------------------------------------------------

/** Lowercase `[a-z0-9]+` tokens: the baseline's whole text analysis. */
export function plainTokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Okapi BM25 over a fixed set of documents (k1 1.2, b 0.75 by default). */
export class Bm25 {
  #docs: Map<string, number>[] = [];
  #lengths: number[] = [];
  #df = new Map<string, number>();
  #avgdl = 0;
  #k1: number;
  #b: number;

  /** Index these documents. */
  constructor(documents: readonly string[], k1 = 1.2, b = 0.75) {
    this.#k1 = k1;
    this.#b = b;
    for (const doc of documents) {
      const tf = new Map<string, number>();
      const tokens = plainTokens(doc);
      for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const t of tf.keys()) this.#df.set(t, (this.#df.get(t) ?? 0) + 1);
      this.#docs.push(tf);
      this.#lengths.push(tokens.length);
    }
    const total = this.#lengths.reduce((a, b) => a + b, 0);
    this.#avgdl = documents.length > 0 ? total / documents.length : 0;
  }

  /** Inverse document frequency, `ln(1 + (N − df + 0.5) / (df + 0.5))`. */
  idf(term: string): number {
    const n = this.#docs.length;
    const df = this.#df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** BM25 of every document for a query (each distinct query token counted once). */
  scores(query: string): Float64Array {
    const out = new Float64Array(this.#docs.length);
    for (const term of new Set(plainTokens(query))) {
      if (!this.#df.has(term)) continue;
      const idf = this.idf(term);
      this.#docs.forEach((tf, i) => {
        const f = tf.get(term);
        if (!f) return;
        const norm = this.#k1 * (1 - this.#b + this.#b * this.#lengths[i] / this.#avgdl);
        out[i] += idf * f * (this.#k1 + 1) / (f + norm);
      });
    }
    return out;
  }

  /** Indexes of the best `k` documents with a positive score, best first (ties: earlier). */
  top(query: string, k: number): number[] {
    const s = this.scores(query);
    return [...s.keys()].filter((i) => s[i] > 0).sort((a, b) => s[b] - s[a] || a - b)
      .slice(0, k);
  }
}

/** The baseline's document for a turn: its date, speaker and text. */
export function baselineDocument(turn: Turn): string {
  return `${turn.date} ${turn.speaker}: ${turn.text}`;
}

// ---- metrics -----------------------------------------------------------------------------------

/** The cut-offs reported. */
export const KS = [5, 10] as const;

/** Sums of per-question scores for one group of questions. */
export interface Tally {
  /** Questions counted. */
  n: number;
  /** Per k: questions with at least one evidence turn in the top k. */
  any: Record<number, number>;
  /** Per k: questions with every evidence turn in the top k. */
  all: Record<number, number>;
  /** Per k: sum over questions of the fraction of evidence turns in the top k. */
  frac: Record<number, number>;
}

/** An empty tally. */
export function emptyTally(): Tally {
  const zero = () => Object.fromEntries(KS.map((k) => [k, 0]));
  return { n: 0, any: zero(), all: zero(), frac: zero() };
}

/** Add one question: `ranked` are the retrieved dialogue ids, best first. */
export function tallyQuestion(tally: Tally, evidence: readonly string[], ranked: string[]): void {
  tally.n++;
  for (const k of KS) {
    const top = new Set(ranked.slice(0, k));
    const found = evidence.filter((id) => top.has(id)).length;
    if (found > 0) tally.any[k]++;
    if (found === evidence.length) tally.all[k]++;
    tally.frac[k] += found / evidence.length;
  }
}

/** A tally as rates in [0, 1]. */
export interface Rates {
  /** Questions counted. */
  n: number;
  /** any@k, all@k and frac@k by name, e.g. `"any@5"`. */
  [metric: string]: number;
}

/** Turn sums into rates. */
export function rates(t: Tally): Rates {
  const out: Rates = { n: t.n };
  for (const k of KS) {
    out[`any@${k}`] = t.n ? t.any[k] / t.n : 0;
    out[`all@${k}`] = t.n ? t.all[k] / t.n : 0;
    out[`frac@${k}`] = t.n ? t.frac[k] / t.n : 0;
  }
  return out;
}

/** Merge tallies. */
export function addTally(into: Tally, t: Tally): void {
  into.n += t.n;
  for (const k of KS) {
    into.any[k] += t.any[k];
    into.all[k] += t.all[k];
    into.frac[k] += t.frac[k];
  }
}

// ---- the evaluation ----------------------------------------------------------------------------

/** How the conversation is lived through. */
export type Mode = "static" | "replay" | "reinforce" | "used";

/** Category names, by number. */
export const CATEGORIES: Record<number, string> = {
  1: "multi-hop",
  2: "temporal",
  3: "open-domain",
  4: "single-hop",
  5: "adversarial",
};

/** Per-category tallies of engram and the baseline for one mode. */
export interface ModeResult {
  /** The mode. */
  mode: Mode;
  /** engram, per category. */
  engram: Map<number, Tally>;
  /** Plain BM25, per category. */
  baseline: Map<number, Tally>;
  /** Evidence turns engram's top 10 missed here but static mode's found (replay modes only). */
  lostVsStatic?: number;
}

/** Per-question retrieved dialogue ids, for comparing modes. */
export type Rankings = Map<string, string[]>;

function tallyOf(map: Map<number, Tally>, category: number): Tally {
  let t = map.get(category);
  if (!t) map.set(category, t = emptyTally());
  return t;
}

/**
 * Evaluate one conversation in one mode: a fresh brain, one trace per turn, every question
 * recalled at k = 10. Returns the ranked dialogue ids per question (`conversation#index`).
 */
export async function evaluateConversation(
  conv: Conversation,
  mode: Mode,
  result: ModeResult,
  options: MemoryOptions = {},
): Promise<Rankings> {
  const first = conv.turns[0]?.at ?? 0;
  const clock = new Clock({ virtual: true, start: first });
  using mem = Memory.inMemory({ ...options, clock });
  const diaOf = new Map<number, string>();
  if (mode === "static") {
    const traces = await mem.rememberMany(
      conv.turns.map((t) => ({ content: `${t.speaker}: ${t.text}` })),
    );
    traces.forEach((tr, i) => diaOf.set(tr.id, conv.turns[i].diaId));
  } else {
    // Each session lands at its own date; its turns a minute apart.
    let i = 0;
    while (i < conv.turns.length) {
      const at = conv.turns[i].at;
      const session: Turn[] = [];
      while (i < conv.turns.length && conv.turns[i].at === at) session.push(conv.turns[i++]);
      clock.jump({ days: Math.max(0, at - clock.now()) / DAY_MS });
      for (const t of session) {
        const tr = await mem.remember(`${t.speaker}: ${t.text}`);
        diaOf.set(tr.id, t.diaId);
        clock.jump({ minutes: 1 });
      }
    }
    clock.jump({ days: 1 });
  }
  const bm25 = new Bm25(conv.turns.map(baselineDocument));
  const rankings: Rankings = new Map();
  for (const [index, q] of conv.questions.entries()) {
    const hits = await mem.recall(q.question, { k: 10, reinforce: mode === "reinforce" });
    const ranked = hits.map((h) => diaOf.get(h.trace.id)!);
    // An agent that reads the hits answers from the evidence among them and says so.
    const used = hits.filter((h) => q.evidence.includes(diaOf.get(h.trace.id)!));
    if (mode === "used" && used.length > 0) await mem.used(used.map((h) => h.trace.id));
    rankings.set(`${conv.id}#${index}`, ranked);
    tallyQuestion(tallyOf(result.engram, q.category), q.evidence, ranked);
    const base = bm25.top(q.question, 10).map((i) => conv.turns[i].diaId);
    tallyQuestion(tallyOf(result.baseline, q.category), q.evidence, base);
  }
  return rankings;
}

/** Evaluate every conversation in one mode, with these brain options (tunables). */
export async function evaluate(
  conversations: readonly Conversation[],
  mode: Mode,
  options: MemoryOptions = {},
): Promise<{ result: ModeResult; rankings: Rankings }> {
  const result: ModeResult = { mode, engram: new Map(), baseline: new Map() };
  const rankings: Rankings = new Map();
  for (const conv of conversations) {
    for (const [key, r] of await evaluateConversation(conv, mode, result, options)) {
      rankings.set(key, r);
    }
  }
  return { result, rankings };
}

/** Evidence turns in `static`'s top 10 that `other` lost, over every question. */
export function lostEvidence(
  conversations: readonly Conversation[],
  base: Rankings,
  other: Rankings,
): number {
  let lost = 0;
  for (const conv of conversations) {
    for (const [index, q] of conv.questions.entries()) {
      const key = `${conv.id}#${index}`;
      const a = new Set(base.get(key) ?? []);
      const b = new Set(other.get(key) ?? []);
      for (const id of q.evidence) if (a.has(id) && !b.has(id)) lost++;
    }
  }
  return lost;
}

/** Overall tally over the categories 1–4 (adversarial questions are reported apart). */
export function overall(map: Map<number, Tally>): Tally {
  const t = emptyTally();
  for (const c of [1, 2, 3, 4]) if (map.has(c)) addTally(t, map.get(c)!);
  return t;
}

const METRICS = ["any@5", "all@5", "frac@5", "any@10", "all@10", "frac@10"];

function fmt(x: number): string {
  return x.toFixed(3).replace(/^0/, "");
}

/** The table of one mode: engram's rate with the baseline's in parentheses. */
export function formatTable(result: ModeResult): string {
  const rows: [string, Tally, Tally][] = [];
  for (const c of [1, 2, 3, 4, 5]) {
    if (!result.engram.has(c)) continue;
    rows.push([`${c} ${CATEGORIES[c]}`, result.engram.get(c)!, result.baseline.get(c)!]);
  }
  rows.push(["overall 1-4", overall(result.engram), overall(result.baseline)]);
  const head = "category".padEnd(14) + "n".padStart(5) +
    METRICS.map((m) => m.padStart(13)).join("");
  const lines = [head];
  for (const [name, e, b] of rows) {
    const re = rates(e);
    const rb = rates(b);
    lines.push(
      name.padEnd(14) + String(e.n).padStart(5) +
        METRICS.map((m) => `${fmt(re[m])} (${fmt(rb[m])})`.padStart(13)).join(""),
    );
  }
  return lines.join("\n");
}

const DESCRIPTIONS: Record<Mode, string> = {
  static: "static: every turn remembered at one instant (pure retrieval)",
  replay: "replay: turns remembered at their session dates, asked a day after the last session",
  reinforce: "reinforce: replay, and every recall reinforces its winners as an agent's would",
  used: "used: replay; recalls peek, and the agent marks the evidence it found as used",
};

/** Where the dataset lives by default: beside the repository, never inside it. */
export const DEFAULT_PATH = new URL("../../shared/data/locomo/locomo10.json", import.meta.url);

/** One configuration of an ablation: a name and the brain options it runs with. */
export interface Variant {
  /** What the variant changes. */
  name: string;
  /** The mode it runs in. */
  mode: Mode;
  /** Brain options (tunables) of the variant. */
  options: MemoryOptions;
}

/**
 * The ablation of reinforcement on LoCoMo: replay (no reinforcement), then reinforce mode with
 * the defaults and with one part of the mechanism taken away at a time, then an agent that
 * peeks and marks the evidence it found as used (the explicit signal).
 */
export const ABLATION: readonly Variant[] = [
  { name: "replay (no reinforcement)", mode: "replay", options: {} },
  { name: "reinforce (defaults)", mode: "reinforce", options: {} },
  {
    name: "  no stability growth (gain 0)",
    mode: "reinforce",
    options: { reinforcement: { gain: 0 } },
  },
  { name: "  no Hebbian wiring", mode: "reinforce", options: { reinforcement: { linkRate: 0 } } },
  {
    name: "  no spreading activation",
    mode: "reinforce",
    options: { ranking: { spreadWeight: 0 } },
  },
  {
    name: "  top hit only (fraction 1)",
    mode: "reinforce",
    options: { reinforcement: { reinforceFraction: 1 } },
  },
  { name: "agent marks what it used", mode: "used", options: {} },
];

const ABLATION_METRICS = ["frac@5", "all@10", "any@5", "frac@10"];

/** One row per variant: the overall (categories 1–4) rates and evidence lost vs static. */
export function formatAblation(
  rows: readonly { name: string; result: ModeResult }[],
): string {
  const width = Math.max(8, ...rows.map((r) => r.name.length)) + 2;
  const head = "variant".padEnd(width) + ABLATION_METRICS.map((m) => m.padStart(8)).join("") +
    "lost".padStart(7);
  const lines = [head];
  for (const { name, result } of rows) {
    const r = rates(overall(result.engram));
    lines.push(
      name.padEnd(width) + ABLATION_METRICS.map((m) => fmt(r[m]).padStart(8)).join("") +
        String(result.lostVsStatic ?? "").padStart(7),
    );
  }
  return lines.join("\n");
}

/**
 * The conversations a `--conversations` range names, by index: `0-4`, `5-9`, `0,3,7`. Tuning
 * on one half and confirming on the other guards a change against fitting this data set.
 * @throws {RangeError} when the range is malformed or names no conversation
 */
export function pickConversations<T>(all: readonly T[], range: string): T[] {
  const picked = new Set<number>();
  for (const part of range.split(",").map((p) => p.trim())) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) {
      throw new RangeError(`Invalid conversation range "${range}": expected e.g. 0-4 or 0,3,7`);
    }
    for (let i = Number(m[1]); i <= Number(m[2] ?? m[1]); i++) {
      if (i >= all.length) {
        throw new RangeError(`Invalid conversation ${i}: the data set has ${all.length}`);
      }
      picked.add(i);
    }
  }
  return [...picked].sort((a, b) => a - b).map((i) => all[i]);
}

async function main(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      mode: { type: "string", default: "static,replay" },
      reinforce: { type: "boolean", default: false },
      json: { type: "boolean", default: false },
      ablate: { type: "boolean", default: false },
      conversations: { type: "string" },
      "no-bridge": { type: "boolean", default: false },
      "no-association": { type: "boolean", default: false },
    },
  });
  const engine: MemoryOptions = switchedOff({
    bridge: values["no-bridge"],
    association: values["no-association"],
  });
  const modes = values.mode.split(",").map((m) => m.trim()) as Mode[];
  for (const m of modes) {
    if (!(m in DESCRIPTIONS)) {
      throw new RangeError(`Invalid mode "${m}": expected static, replay, reinforce or used`);
    }
  }
  if (values.reinforce && !modes.includes("reinforce")) modes.push("reinforce");
  const path = positionals[0] ?? DEFAULT_PATH;
  let text: string;
  try {
    text = await Deno.readTextFile(path);
  } catch (e) {
    throw new Error(`Cannot read LoCoMo data "${String(path)}": ${(e as Error).message}`);
  }
  const data = parseDataset(JSON.parse(text));
  if (values.conversations !== undefined) {
    data.conversations = pickConversations(data.conversations, values.conversations);
  }
  const ev = data.evidence;
  const turns = data.conversations.reduce((n, c) => n + c.turns.length, 0);
  const questions = data.conversations.reduce((n, c) => n + c.questions.length, 0);

  if (values.ablate) {
    console.log(
      `LoCoMo ablation: ${data.conversations.length} conversations, ${questions} questions; ` +
        "overall over categories 1-4; lost = evidence turns in static's top 10 missing here",
    );
    const { rankings: base, result: staticResult } = await evaluate(data.conversations, "static");
    const rows = [{ name: "static", result: staticResult }];
    const bm25 = { ...staticResult, engram: staticResult.baseline };
    for (const v of ABLATION) {
      const { result, rankings } = await evaluate(data.conversations, v.mode, v.options);
      result.lostVsStatic = lostEvidence(data.conversations, base, rankings);
      rows.push({ name: v.name, result });
    }
    rows.push({ name: "plain BM25", result: bm25 });
    console.log(formatAblation(rows));
    return;
  }

  const results: ModeResult[] = [];
  let staticRankings: Rankings | undefined;
  // Static runs first when asked for, so the replay modes can be compared with it.
  const order = [...modes].sort((a, b) => Number(b === "static") - Number(a === "static"));
  for (const mode of order) {
    const { result, rankings } = await evaluate(data.conversations, mode, engine);
    if (mode === "static") staticRankings = rankings;
    else if (staticRankings) {
      result.lostVsStatic = lostEvidence(data.conversations, staticRankings, rankings);
    }
    results.push(result);
  }

  if (values.json) {
    const byCategory = (map: Map<number, Tally>) =>
      Object.fromEntries(
        [...[1, 2, 3, 4, 5].filter((c) => map.has(c)).map((c) => [c, rates(map.get(c)!)]), [
          "overall",
          rates(overall(map)),
        ]],
      );
    console.log(JSON.stringify(
      {
        conversations: data.conversations.length,
        turns,
        questions,
        evidence: ev,
        modes: results.map((r) => ({
          mode: r.mode,
          engram: byCategory(r.engram),
          bm25: byCategory(r.baseline),
          lostVsStatic: r.lostVsStatic,
        })),
      },
      null,
      2,
    ));
    return;
  }
  console.log(
    `LoCoMo: ${data.conversations.length} conversations, ${turns} turns, ${questions} questions`,
  );
  console.log(
    `evidence: ${ev.entries} entries, ${ev.normalised} normalised, ${ev.malformed} malformed ` +
      `and ${ev.unknown} unknown ids skipped, ${ev.questionsSkipped} questions without evidence`,
  );
  console.log("each cell: engram (plain BM25, k1 1.2, b 0.75)");
  for (const r of results) {
    console.log(`\n${DESCRIPTIONS[r.mode]}`);
    console.log(formatTable(r));
    if (r.lostVsStatic !== undefined) {
      console.log(`evidence turns in static's top 10 missing here: ${r.lostVsStatic}`);
    }
  }
}

if (import.meta.main) await main(Deno.args);
