/**
 * An agent lives 120 days: a seeded, deterministic simulation of an assistant that writes
 * ~370 memories (10 durable profile facts among daily noise), uses its memory ~360 times with
 * questions phrased the way a user asks them, dreams every night, and at the end takes an exam:
 * one paraphrased question per profile fact, a hit if the fact (as a trace or inside a gist) is
 * in the top 5.
 *
 * ```
 * deno task lifetime                  # seed 0, 120 days
 * deno task lifetime --seed 3 --days 60 --json
 * deno task lifetime --seeds 0-9 --agent inferred   # writes as an agent over MCP does
 * deno task lifetime --seeds 0-9 --ablate   # reinforcement with one part removed at a time
 * ```
 *
 * `--agent POLICY` writes every memory the way an agent using the MCP tools without choosing
 * a kind or salience does: `episodic` or `semantic` at salience 0.5, or `inferred`, the MCP
 * `remember` default (the kind read from the text; a fact at salience 0.8, an event at 0.5).
 * @module
 */
import { parseArgs } from "node:util";
import { agentDefaults } from "../src/memory/kind.ts";
import { rng } from "./corpus.ts";
import { ABLATION } from "./locomo.ts";
import { DAY_MS } from "../src/core/clock.ts";
import {
  DEFAULT_CONTEXT_CUTOFF,
  DEFAULT_CONTEXT_TOKENS,
  formatContext,
} from "../src/memory/context.ts";
import { estimateTokens } from "../src/core/text.ts";
import {
  birthStability,
  Clock,
  DEFAULT_SALIENCE,
  type Hit,
  type Kind,
  Memory,
  type MemoryOptions,
} from "../mod.ts";

// ---- a seeded world --------------------------------------------------------------------------

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

/** Poisson-distributed count with mean `mean` (Knuth; small means only). */
function poisson(r: Rand, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = r();
  while (p > limit) {
    k++;
    p *= r();
  }
  return k;
}

/** An occasional typo: one letter of one longer word dropped, doubled or swapped. */
export function typo(r: Rand, text: string): string {
  const words = text.split(" ");
  const long = words.map((w, i) => [w, i] as const).filter(([w]) => /^[a-z]{5,}$/.test(w));
  if (long.length === 0) return text;
  const [w, i] = pick(r, long);
  const at = 1 + Math.floor(r() * (w.length - 2));
  const kind = Math.floor(r() * 3);
  words[i] = kind === 0
    ? w.slice(0, at) + w.slice(at + 1)
    : kind === 1
    ? w.slice(0, at) + w[at] + w.slice(at)
    : w.slice(0, at - 1) + w[at] + w[at - 1] + w.slice(at + 1);
  return words.join(" ");
}

/** A durable profile fact: how the agent writes it, how the user asks about it. */
export interface ProfileFact {
  /** Short name used in reports. */
  key: string;
  /** What the agent remembers. */
  content: string;
  /** How the agent files it. */
  kind: Kind;
  /** How much it matters to the agent. */
  salience: number;
  /** The day it is first learned. */
  day: number;
  /** Organic uses per day, on average. */
  rate: number;
  /** How the user asks about it in daily use (paraphrases, other word forms). */
  questions: string[];
  /** The exam's question: another paraphrase. */
  exam: string;
  /** Later restatements by the user (they duplicate the fact). */
  restated?: string[];
  /** A fact this one replaces (the user moved): its old statement, learned on day 0. */
  replaces?: string;
}

/** The ten profile facts of the simulated user. */
export const PROFILE: readonly ProfileFact[] = [
  {
    key: "allergy",
    content: "user is allergic to peanuts",
    kind: "semantic",
    salience: 0.9,
    day: 0,
    rate: 0.45,
    questions: [
      "is this peanut sauce safe for me",
      "suggest a snack, mind my allergy",
      "can I eat satay made with peanuts",
      "what food allergies do I have",
      "any allergic reactions I should watch for at the restaurant",
      "check the recipe for peanut ingredients",
    ],
    exam: "which foods am I allergic to?",
    restated: ["remember that the user has a peanut allergy"],
  },
  {
    key: "name",
    content: "user's name is Hieu Tran",
    kind: "core",
    salience: 0.9,
    day: 0,
    rate: 0.25,
    questions: [
      "sign the email with my name",
      "what name should go on the booking",
      "fill in my full name on the form",
      "how do you spell my name",
    ],
    exam: "what is my name?",
  },
  {
    key: "city",
    content: "user lives in Da Nang now",
    kind: "semantic",
    salience: 0.8,
    day: 40,
    rate: 0.2,
    questions: [
      "which city do I live in",
      "find a gym close to where I live",
      "book a dentist in the town I'm living in",
      "how far is the beach from where I'm living",
    ],
    exam: "what city am I living in these days?",
    replaces: "user lives in Hanoi",
  },
  {
    key: "job",
    content: "user works as a backend engineer at a logistics startup",
    kind: "semantic",
    salience: 0.8,
    day: 1,
    rate: 0.2,
    questions: [
      "help me describe my work for the visa form",
      "draft a bio that mentions my engineering job",
      "what does my startup do",
      "write my work title on the conference badge",
    ],
    exam: "what kind of work do I do?",
  },
  {
    key: "coffee",
    content: "user takes coffee with oat milk and no sugar",
    kind: "semantic",
    salience: 0.7,
    day: 2,
    rate: 0.35,
    questions: [
      "order me a coffee the way I like it",
      "how do I take my coffee",
      "oat or dairy milk for me",
      "should the barista add sugar",
    ],
    exam: "how do I like my coffee made?",
  },
  {
    key: "partner",
    content: "user's partner is Linh, a pediatric nurse",
    kind: "semantic",
    salience: 0.8,
    day: 3,
    rate: 0.08,
    questions: [
      "gift ideas for my partner",
      "what does Linh do for work",
      "remind me of my partner's name",
    ],
    exam: "who is my partner?",
  },
  {
    key: "cat",
    content: "user has a cat named Miso",
    kind: "semantic",
    salience: 0.7,
    day: 5,
    rate: 0.12,
    questions: [
      "buy food for my cat",
      "how is Miso doing",
      "what's my cat called",
      "find a vet for the cat",
    ],
    exam: "what is the name of my cat?",
  },
  {
    key: "japanese",
    content: "user is learning Japanese for the JLPT N3 exam in July",
    kind: "semantic",
    salience: 0.8,
    day: 8,
    rate: 0.15,
    questions: [
      "quiz me for my Japanese exam",
      "how many weeks until the JLPT",
      "plan my study schedule for the JLPT",
      "which level of Japanese am I learning for",
    ],
    exam: "what language exam am I preparing for?",
  },
  {
    key: "birthday",
    content: "user's birthday is on March 14",
    kind: "core",
    salience: 0.8,
    day: 10,
    rate: 0.05,
    questions: [
      "when is my birthday",
      "plan a dinner for my birthday",
      "how old will I be on my next birthday",
    ],
    exam: "on what date is my birthday?",
  },
  {
    key: "running",
    content: "user runs every morning, training for a half marathon in May",
    kind: "semantic",
    salience: 0.7,
    day: 4,
    rate: 0.25,
    questions: [
      "plan my running for this week",
      "how far should I run for marathon training",
      "what race am I training for",
      "is it too hot to go for a run this morning",
    ],
    exam: "which race am I training to run?",
  },
];

/** One kind of everyday episode: what gets written and how the user may ask about it once. */
interface NoiseTemplate {
  /** Builds a memory and a question about it from slot choices. */
  make(r: Rand): { content: string; question: string };
  /** Salience range. */
  salience: [number, number];
  /** Relative frequency. */
  weight: number;
}

const BREAKFASTS = ["pho", "banh mi", "a croissant", "sticky rice", "oatmeal", "eggs on toast"];
const LUNCHES = ["com tam", "a bowl of bun cha", "a chicken salad", "leftover curry", "sushi"];
const DINNER_PLACES = ["the Korean barbecue place", "home", "the night market", "Linh's parents'"];
const WEATHER = ["rainy", "sunny", "humid", "windy", "overcast", "stormy"];
const COLLEAGUES = ["Quang", "Mai", "Tuan", "Sophie", "Raj", "Thao"];
const TOPICS = [
  "the billing migration",
  "the warehouse API",
  "quarterly planning",
  "the on-call rota",
  "the route optimizer",
  "hiring a frontend dev",
];
const ERRANDS = [
  ["batteries and detergent", "detergent"],
  ["a new phone charger", "charger"],
  ["stamps at the post office", "stamps"],
  ["a birthday card for Mai", "card"],
  ["cat litter", "litter"],
  ["a bike inner tube", "inner tube"],
];
const SHOWS = ["a documentary about octopuses", "two episodes of a crime drama", "a cooking show"];

const NOISE: readonly NoiseTemplate[] = [
  {
    weight: 5,
    salience: [0.2, 0.4],
    make: (r) => {
      const food = pick(r, BREAKFASTS);
      return { content: `had ${food} for breakfast`, question: `when did I last eat ${food}` };
    },
  },
  {
    weight: 3,
    salience: [0.2, 0.4],
    make: (r) => {
      const food = pick(r, LUNCHES);
      return { content: `lunch was ${food} near the office`, question: `where did I get ${food}` };
    },
  },
  {
    weight: 3,
    salience: [0.2, 0.3],
    make: (r) => {
      const w = pick(r, WEATHER);
      const t = 22 + Math.floor(r() * 12);
      return { content: `weather: ${w}, ${t} degrees`, question: `was it ${w} today` };
    },
  },
  {
    weight: 4,
    salience: [0.3, 0.5],
    make: (r) => {
      const who = pick(r, COLLEAGUES);
      const topic = pick(r, TOPICS);
      const hour = 9 + Math.floor(r() * 8);
      return {
        content: `meeting with ${who} about ${topic} at ${hour}:00`,
        question: `when did I meet ${who} about ${topic.replace(/^the /, "")}`,
      };
    },
  },
  {
    weight: 2,
    salience: [0.2, 0.4],
    make: (r) => {
      const [what, short] = pick(r, ERRANDS);
      return { content: `bought ${what}`, question: `did I already buy the ${short}` };
    },
  },
  {
    weight: 2,
    salience: [0.3, 0.5],
    make: (r) => {
      const place = pick(r, DINNER_PLACES);
      return {
        content: `dinner with Linh at ${place}`,
        question: `when did we last go to ${place.replace(/^the /, "")}`,
      };
    },
  },
  {
    weight: 1,
    salience: [0.2, 0.3],
    make: (r) => {
      const show = pick(r, SHOWS);
      return { content: `watched ${show} in the evening`, question: `did I finish ${show}` };
    },
  },
  {
    weight: 1,
    salience: [0.2, 0.4],
    make: (r) => {
      const km = 3 + Math.floor(r() * 9);
      return { content: `ran ${km} km along the river`, question: `when did I run ${km} km` };
    },
  },
];

// ---- the simulation --------------------------------------------------------------------------

/** Options for {@linkcode simulate}; every field has a default. */
export interface LifetimeOptions {
  /** Seed of the world. Default `0`. */
  seed?: number;
  /** Days lived. Default `120`. */
  days?: number;
  /** Dream every night. Default `true`. */
  dream?: boolean;
  /** Brain options (tunables) to try. Default none. */
  memory?: MemoryOptions;
  /**
   * Write as an agent that sets neither kind nor salience: `episodic` or `semantic` at
   * salience 0.5, or `inferred`: the MCP `remember` default (`agentDefaults`: the kind read
   * from the text, a fact at salience 0.8, an event at 0.5). Default: the bench's hand-chosen
   * kinds and saliences.
   */
  agent?: AgentPolicy;
}

/** How an agent that does not choose a kind gets one. */
export type AgentPolicy = "episodic" | "semantic" | "inferred";

/** What the exam found for one fact. */
export interface ExamItem {
  /** The fact's key. */
  key: string;
  /** The question asked. */
  question: string;
  /** Rank of the fact (1-based) in the top 5, or `null` for a miss. */
  rank: number | null;
  /** Whether the fact is still in the brain, as a trace or inside a gist. */
  alive: boolean;
}

/** The result of one lifetime. */
export interface LifetimeResult {
  /** The seed. */
  seed: number;
  /** Days lived. */
  days: number;
  /** Memories written (facts, restatements and noise). */
  written: number;
  /** Noise memories written. */
  noiseWritten: number;
  /** Organic recall calls. */
  recalls: number;
  /** Organic recalls about a profile fact. */
  factRecalls: number;
  /** Of those, how many returned the fact in the top 5. */
  factRecallHits: number;
  /** Dreams run. */
  dreams: number;
  /** Near-duplicates merged, summed over every night. */
  merged: number;
  /** Gists formed, summed over every night. */
  gists: number;
  /** Episodes distilled into gists, summed over every night. */
  distilled: number;
  /** Traces dissolved past the forgetting floor, summed over every night. */
  dissolved: number;
  /** Stale states marked superseded by a newer one (the city the user moved away from). */
  superseded: number;
  /** Traces in the brain at the end. */
  traces: number;
  /** Noise traces (carrying no profile fact, old or current) in the brain at the end. */
  noiseLeft: number;
  /** Profile facts learned during the run. */
  facts: number;
  /** Profile facts still in the brain (trace or gist). */
  alive: number;
  /** The fact used most often, and its stability now and at birth. */
  mostUsed: { key: string; uses: number; stability: number; birthStability: number };
  /** Exam hits in the top 5. */
  examHits: number;
  /** Per-fact exam detail. */
  exam: ExamItem[];
  /** Mean tokens of the context block per organic query. */
  contextTokens: number;
  /** Mean tokens of the full transcript so far (everything the user said) per organic query. */
  transcriptTokens: number;
}

/** Every trace id that carries one fact: its statements, and gists distilled from them. */
class Lineage {
  ids = new Set<number>();
  carries(t: { id: number; sources: { id: number }[] }): boolean {
    return this.ids.has(t.id) || t.sources.some((s) => this.ids.has(s.id));
  }
}

/** The scale of the reference lifetime: ~370 memories and ~360 recalls over 120 days. */
const NOISE_PER_DAY = 3;
const NOISE_QUESTIONS_PER_DAY = 1;
const TYPO_RATE = 0.12;
const RESTATE_RATE = 0.03;
const HOUR_MS = 3_600_000;

/** Live one seeded lifetime, dreaming every night, and take the exam. */
export async function simulate(options: LifetimeOptions = {}): Promise<LifetimeResult> {
  const seed = options.seed ?? 0;
  const days = options.days ?? 120;
  const r = rng(seed);
  const clock = new Clock({ virtual: true, start: "2026-01-05T00:00:00Z" });
  const start = clock.now();
  const at = (day: number, hour: number) => start + day * DAY_MS + hour * HOUR_MS;
  using mem = Memory.inMemory({ ...options.memory, clock });

  const facts = PROFILE.filter((f) => f.day < days);
  const lineage = new Map(facts.map((f) => [f.key, new Lineage()]));
  const oldStates = new Lineage();
  const uses = new Map(facts.map((f) => [f.key, 0]));
  const totals = { written: 0, noiseWritten: 0, recalls: 0, factRecalls: 0, factRecallHits: 0 };
  const night = { dreams: 0, merged: 0, gists: 0, distilled: 0, dissolved: 0 };
  let transcript = 0; // tokens of everything the user said so far
  let contextSum = 0;
  let transcriptSum = 0;

  const agent = options.agent;
  const write = async (content: string, salience: number, kind: Kind) => {
    totals.written++;
    transcript += estimateTokens(content);
    if (agent !== undefined) {
      ({ kind, salience } = agent === "inferred"
        ? agentDefaults(content)
        : { kind: agent, salience: DEFAULT_SALIENCE });
    }
    return (await mem.remember(content, { salience, kind })).id;
  };
  const ask = async (question: string): Promise<Hit[]> => {
    totals.recalls++;
    transcript += estimateTokens(question);
    const hits = await mem.recall(question, { k: 5 });
    // The prompt the agent would build from these hits (what `context()` returns).
    contextSum += estimateTokens(
      formatContext(hits, DEFAULT_CONTEXT_TOKENS, DEFAULT_CONTEXT_CUTOFF),
    );
    transcriptSum += transcript;
    return hits;
  };
  const totalWeight = NOISE.reduce((n, t) => n + t.weight, 0);
  const noiseTemplate = (x: number): NoiseTemplate => {
    let acc = 0;
    for (const t of NOISE) if ((acc += t.weight) / totalWeight > x) return t;
    return NOISE[NOISE.length - 1];
  };

  let pending: { question: string; due: number }[] = [];
  for (let day = 0; day < days; day++) {
    const events: { at: number; run: () => Promise<unknown> }[] = [];
    for (const f of facts) {
      const line = lineage.get(f.key)!;
      if (f.replaces && day === 0) {
        const old = f.replaces;
        events.push({
          at: at(day, 9),
          run: async () => oldStates.ids.add(await write(old, f.salience, f.kind)),
        });
      }
      if (f.day === day) {
        events.push({
          at: at(day, 10 + r() * 8),
          run: async () => line.ids.add(await write(f.content, f.salience, f.kind)),
        });
      }
      // Now and then the user restates a fact in other words: a near-duplicate.
      if (f.restated && day > f.day && r() < RESTATE_RATE) {
        const text = pick(r, f.restated);
        events.push({
          at: at(day, 8 + r() * 12),
          run: async () => line.ids.add(await write(text, f.salience, f.kind)),
        });
      }
      // Before a state changes, questions about it are answered by the old state.
      if (day < f.day && !f.replaces) continue;
      const answer = day < f.day ? oldStates : line;
      for (let n = poisson(r, f.rate); n > 0; n--) {
        const q = r() < TYPO_RATE ? typo(r, pick(r, f.questions)) : pick(r, f.questions);
        events.push({
          at: at(day, 8 + r() * 14),
          run: async () => {
            const hits = await ask(q);
            totals.factRecalls++;
            uses.set(f.key, uses.get(f.key)! + 1);
            if (hits.some((h) => answer.carries(h.trace))) totals.factRecallHits++;
          },
        });
      }
    }
    for (let n = poisson(r, NOISE_PER_DAY); n > 0; n--) {
      const t = noiseTemplate(r());
      const { content, question } = t.make(r);
      const salience = Math.round((t.salience[0] + r() * (t.salience[1] - t.salience[0])) * 100) /
        100;
      const when = at(day, 7 + r() * 15);
      events.push({
        at: when,
        run: async () => {
          totals.noiseWritten++;
          await write(content, salience, "episodic");
        },
      });
      // Some noise is asked about once, within a couple of days.
      if (r() < NOISE_QUESTIONS_PER_DAY / NOISE_PER_DAY) {
        pending.push({ question, due: when + (0.2 + r() * 2) * DAY_MS });
      }
    }
    const tomorrow = at(day + 1, 0);
    for (const p of pending.filter((p) => p.due < tomorrow)) {
      events.push({ at: Math.max(p.due, at(day, 7)), run: () => ask(p.question) });
    }
    pending = pending.filter((p) => p.due >= tomorrow);

    events.sort((a, b) => a.at - b.at);
    for (const e of events) {
      if (e.at > clock.now()) clock.jump({ seconds: (e.at - clock.now()) / 1000 });
      await e.run();
    }
    // Sleep: the agent dreams at 03:00.
    clock.jump({ seconds: (at(day + 1, 3) - clock.now()) / 1000 });
    if (options.dream !== false) {
      const report = await mem.dream();
      night.dreams++;
      night.merged += report.merged;
      night.gists += report.gists;
      night.distilled += report.distilled;
      night.dissolved += report.dissolved;
    }
  }

  // The exam, the morning after the last night: peeks, so it changes nothing.
  clock.jump({ hours: 7 });
  const { traces } = await mem.export();
  const { superseded } = (await mem.stats()).lifetime;
  const exam: ExamItem[] = [];
  for (const f of facts) {
    const line = lineage.get(f.key)!;
    const hits = await mem.recall(f.exam, { k: 5, reinforce: false });
    const i = hits.findIndex((h) => line.carries(h.trace));
    exam.push({
      key: f.key,
      question: f.exam,
      rank: i < 0 ? null : i + 1,
      alive: traces.some((t) => line.carries(t)),
    });
  }
  const profile = [...lineage.values(), oldStates];
  const most = facts.reduce((a, b) => uses.get(b.key)! > uses.get(a.key)! ? b : a, facts[0]);
  const mostStability = most
    ? Math.max(
      0,
      ...traces.filter((t) => lineage.get(most.key)!.carries(t)).map((t) => t.stability),
    )
    : 0;
  return {
    seed,
    days,
    ...totals,
    ...night,
    superseded,
    traces: traces.length,
    noiseLeft: traces.filter((t) => !profile.some((l) => l.carries(t))).length,
    facts: facts.length,
    alive: exam.filter((e) => e.alive).length,
    mostUsed: {
      key: most?.key ?? "",
      uses: most ? uses.get(most.key)! : 0,
      stability: mostStability,
      birthStability: most ? birthStability(most.salience, most.kind) : 0,
    },
    examHits: exam.filter((e) => e.rank !== null).length,
    exam,
    contextTokens: totals.recalls ? contextSum / totals.recalls : 0,
    transcriptTokens: totals.recalls ? transcriptSum / totals.recalls : 0,
  };
}

function percent(x: number, digits = 1): string {
  return `${(100 * x).toFixed(digits)}%`;
}

/** The table the README shows, in the reference benchmark's layout. */
export function formatResult(res: LifetimeResult): string {
  const rows: [string, string][] = [
    ["memories written", `${res.written}`],
    ["organic recall calls", `${res.recalls}`],
    [
      `night: merged ${res.merged}  gisted ${res.distilled} (into ${res.gists} gists)  ` +
      `dissolved ${res.dissolved}  superseded ${res.superseded}`,
      "",
    ],
    ["traces in the brain", `${res.traces}`],
    ["noise compressed away", percent(1 - res.noiseLeft / Math.max(1, res.noiseWritten))],
    ["profile knowledge alive", `${res.alive}/${res.facts} (trace or gist)`],
    [
      "most-used fact stability",
      `${Math.round(res.mostUsed.stability)} days (born at ~${
        Math.round(res.mostUsed.birthStability)
      }; ${res.mostUsed.key}, used ${res.mostUsed.uses} times)`,
    ],
    ["exam hit-rate@5", `${res.examHits}/${res.facts}`],
    ["avg context per query", `${Math.round(res.contextTokens)} tokens`],
    ["full transcript dump", `${Math.round(res.transcriptTokens)} tokens/query`],
    [
      "prompt cost vs transcript",
      percent(res.contextTokens / Math.max(1, res.transcriptTokens), 2),
    ],
  ];
  const lines = rows.map(([name, value]) => value === "" ? name : name.padEnd(28) + value);
  for (const e of res.exam.filter((e) => e.rank === null)) {
    lines.push(`missed: ${e.key} ("${e.question}")${e.alive ? "" : ", dissolved before the exam"}`);
  }
  return lines.join("\n");
}

/** One row per seed: what the README's table over seeds shows. */
export function formatSeedTable(results: readonly LifetimeResult[]): string {
  const head = [
    "seed",
    "written",
    "recalls",
    "merged",
    "gisted",
    "dissolved",
    "traces",
    "noise gone",
    "alive",
    "exam@5",
    "context",
    "transcript",
    "cost",
  ];
  const rows = results.map((r) => [
    `${r.seed}`,
    `${r.written}`,
    `${r.recalls}`,
    `${r.merged}`,
    `${r.distilled}`,
    `${r.dissolved}`,
    `${r.traces}`,
    percent(1 - r.noiseLeft / Math.max(1, r.noiseWritten)),
    `${r.alive}/${r.facts}`,
    `${r.examHits}/${r.facts}`,
    `${Math.round(r.contextTokens)}`,
    `${Math.round(r.transcriptTokens)}`,
    percent(r.contextTokens / Math.max(1, r.transcriptTokens), 2),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])).join("  ");
  return [line(head), ...rows.map(line)].join("\n");
}

/** The ablation over lifetimes: LoCoMo's reinforce variants, and no reinforcement at all. */
export const LIFETIME_ABLATION: readonly { name: string; memory: MemoryOptions }[] = [
  ...ABLATION.filter((v) => v.mode === "reinforce").map((v) => ({
    name: v.name,
    memory: v.options,
  })),
  // No hit ever scores twice the best: nothing is reinforced or wired.
  { name: "  no reinforcement at all", memory: { reinforcement: { reinforceFraction: 2 } } },
];

/** One row per variant, summed over its seeds: exam, facts alive, noise gone, prompt cost. */
export function formatLifetimeAblation(
  rows: readonly { name: string; results: readonly LifetimeResult[] }[],
): string {
  const width = Math.max(...rows.map((r) => r.name.length)) + 2;
  const head = "variant".padEnd(width) +
    ["exam@5", "alive", "noise gone", "cost", "most-used S"].map((h) => h.padStart(12)).join("");
  const lines = [head];
  for (const { name, results } of rows) {
    const sum = (f: (r: LifetimeResult) => number) => results.reduce((n, r) => n + f(r), 0);
    const mean = (f: (r: LifetimeResult) => number) => sum(f) / Math.max(1, results.length);
    lines.push(
      name.padEnd(width) + [
        `${sum((r) => r.examHits)}/${sum((r) => r.facts)}`,
        `${sum((r) => r.alive)}/${sum((r) => r.facts)}`,
        percent(mean((r) => 1 - r.noiseLeft / Math.max(1, r.noiseWritten))),
        percent(mean((r) => r.contextTokens / Math.max(1, r.transcriptTokens)), 2),
        `${Math.round(mean((r) => r.mostUsed.stability))} d`,
      ].map((c) => c.padStart(12)).join(""),
    );
  }
  return lines.join("\n");
}

/** Command-line options of the lifetime benchmark. */
export interface LifetimeArgs extends LifetimeOptions {
  /** Print JSON instead of the table. */
  json: boolean;
  /** Run every seed from `seeds[0]` to `seeds[1]` and print one row each. */
  seeds?: [number, number];
  /** Run the seeds under every variant of {@linkcode LIFETIME_ABLATION}, one row each. */
  ablate?: boolean;
}

/** Parse `--seed N`, `--seeds A-B`, `--days N`, `--json`, `--no-dream`, `--agent POLICY`, `--ablate`. */
export function parseLifetimeArgs(args: string[]): LifetimeArgs {
  const { values } = parseArgs({
    args,
    options: {
      seed: { type: "string", default: "0" },
      seeds: { type: "string" },
      days: { type: "string", default: "120" },
      json: { type: "boolean", default: false },
      "no-dream": { type: "boolean", default: false },
      agent: { type: "string" },
      ablate: { type: "boolean", default: false },
    },
  });
  const seed = Number(values.seed);
  const days = Number(values.days);
  if (!Number.isInteger(seed) || seed < 0) {
    throw new RangeError(`Invalid seed ${values.seed}: expected an integer ≥ 0`);
  }
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    throw new RangeError(`Invalid days ${values.days}: expected an integer from 1 to 3650`);
  }
  const out: LifetimeArgs = { seed, days, json: values.json, dream: !values["no-dream"] };
  if (values.agent !== undefined) {
    if (!["episodic", "semantic", "inferred"].includes(values.agent)) {
      throw new RangeError(
        `Invalid agent ${values.agent}: expected episodic, semantic or inferred`,
      );
    }
    out.agent = values.agent as AgentPolicy;
  }
  if (values.ablate) out.ablate = true;
  if (values.seeds !== undefined) {
    const m = /^(\d+)-(\d+)$/.exec(values.seeds);
    if (!m || Number(m[1]) > Number(m[2])) {
      throw new RangeError(`Invalid seeds ${values.seeds}: expected a range such as 0-9`);
    }
    out.seeds = [Number(m[1]), Number(m[2])];
  }
  return out;
}

if (import.meta.main) {
  const { json, seeds, ablate, ...options } = parseLifetimeArgs(Deno.args);
  if (ablate) {
    const [from, to] = seeds ?? [options.seed ?? 0, options.seed ?? 0];
    const rows = [];
    for (const v of LIFETIME_ABLATION) {
      const results: LifetimeResult[] = [];
      for (let seed = from; seed <= to; seed++) {
        results.push(await simulate({ ...options, seed, memory: v.memory }));
      }
      rows.push({ name: v.name, results });
    }
    console.log(`lifetime ablation: seeds ${from}-${to}, ${options.days} days, summed over seeds`);
    console.log(formatLifetimeAblation(rows));
  } else if (seeds) {
    const results: LifetimeResult[] = [];
    for (let seed = seeds[0]; seed <= seeds[1]; seed++) {
      results.push(await simulate({ ...options, seed }));
    }
    console.log(json ? JSON.stringify(results, null, 2) : formatSeedTable(results));
  } else {
    const res = await simulate(options);
    console.log(json ? JSON.stringify(res, null, 2) : formatResult(res));
  }
}
