/**
 * Cues learned from use (`src/recall/learned.ts`), measured: sixty facts, each needed by two
 * questions asked on two occasions in different words (`learned_data.ts`, written blind). The
 * agent answers the first question with the fact; later the second is asked. Does the fact come
 * up for the second one (top 5), against the same agent whose uses teach nothing?
 *
 * Agents, each in a fresh brain:
 * - none: nothing was asked before (the engine as it finds the second question alone);
 * - used, learning nothing: the agent answered the first question with the fact and said so
 *   (`used([id], { learn: false })`): the fact is reinforced, no word is learned;
 * - used, naming the question: `used([id], { cue: first })` (it found the fact somehow:
 *   browsing, another recall, the user pointing at it);
 * - used what it found: asked the first question and, when the fact was in the top 5, used it
 *   with no cue (the latest recall's query teaches what it returned); otherwise nothing.
 *
 * Each in two brains: the facts among the paraphrase bench's 294 everyday notes ("own"), and
 * among all of its notes and facts ("crowded", 845 more traces). Also counted after the
 * teaching: the second questions that found their fact before and no longer do, the lexical
 * controls of the paraphrase bench, and unrelated cues that must recall nothing.
 *
 *   deno task bench:learned [--json]
 * @module
 */
import { parseArgs } from "node:util";
import type { Memory } from "../mod.ts";
import { brainNotes, distractors, lexicalControls, unrelatedCues } from "./paraphrase_data.ts";
import {
  type TwoQuestionCase,
  twoQuestionCases,
  twoQuestionCases2,
  twoQuestionUnrelated,
  twoQuestionUnrelated2,
} from "./learned_data.ts";
import { brainOf, engineOptions, sharedStems } from "./paraphrase.ts";

type Agent = "none" | "reinforce only" | "names the question" | "uses what it found";
const AGENTS: readonly Agent[] = [
  "none",
  "reinforce only",
  "names the question",
  "uses what it found",
];

/** A set of facts with their two questions, and topics that must recall nothing. */
interface CaseSet {
  name: string;
  cases: TwoQuestionCase[];
  unrelated: string[];
}

const SETS: readonly CaseSet[] = [
  { name: "first", cases: twoQuestionCases, unrelated: twoQuestionUnrelated },
  { name: "second", cases: twoQuestionCases2, unrelated: twoQuestionUnrelated2 },
];

interface Outcome {
  set: string;
  agent: Agent;
  brain: string;
  /** Second questions whose fact is in the top 5. */
  second: number;
  mrr: number;
  /** First questions whose fact was in the top 5 when first asked. */
  firstFound: number;
  /** Second questions found with no teaching and not after it. */
  lost: number;
  /** Lexical controls found (crowded brain only: it holds their facts), or null. */
  controls: number | null;
  /** Unrelated cues that recalled something. */
  unrelatedHit: number;
}

/** The rank (0-based) of the first hit holding `fact`, or −1 within the top 10. */
async function rankOf(mem: Memory, question: string, fact: string): Promise<number> {
  const hits = await mem.recall(question, { k: 10, reinforce: false });
  return hits.findIndex((h) => h.trace.content === fact);
}

async function run(
  set: CaseSet,
  agent: Agent,
  brain: string,
  notes: string[],
  baseline: boolean[] | null,
) {
  const mem = await brainOf(notes, engineOptions(undefined));
  const ids = new Map<string, number>();
  for (let offset = 0;; offset += 1000) {
    const { traces } = await mem.list({ order: "oldest", limit: 1000, offset });
    for (const t of traces) if (!ids.has(t.content)) ids.set(t.content, t.id);
    if (traces.length < 1000) break;
  }
  let firstFound = 0;
  for (const c of set.cases) {
    const id = ids.get(c.fact)!;
    const r = await rankOf(mem, c.first, c.fact);
    if (r >= 0 && r < 5) firstFound++;
    if (agent === "reinforce only") await mem.used([id], { learn: false });
    if (agent === "names the question") await mem.used([id], { cue: c.first });
    if (agent === "uses what it found" && r >= 0 && r < 5) await mem.used([id]);
  }
  mem.clock.jump({ days: 1 });
  let second = 0, rr = 0, lost = 0;
  const found: boolean[] = [];
  for (const [i, c] of set.cases.entries()) {
    const r = await rankOf(mem, c.second, c.fact);
    if (r >= 0) rr += 1 / (r + 1);
    found.push(r >= 0 && r < 5);
    if (found[i]) second++;
    if (baseline?.[i] && !found[i]) lost++;
  }
  let controls: number | null = null;
  if (brain === "crowded") {
    controls = 0;
    for (const c of lexicalControls) {
      const r = await rankOf(mem, c.question, c.fact);
      if (r >= 0 && r < 5) controls++;
    }
  }
  let unrelatedHit = 0;
  for (const q of [...set.unrelated, ...unrelatedCues]) {
    if ((await mem.recall(q, { reinforce: false })).length > 0) unrelatedHit++;
  }
  await mem.close();
  const outcome: Outcome = {
    set: set.name,
    agent,
    brain,
    second,
    mrr: rr / set.cases.length,
    firstFound,
    lost,
    controls,
    unrelatedHit,
  };
  return { outcome, found };
}

async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { json: { type: "boolean", default: false } } });
  // The sets' promise: neither question shares a content word with its fact.
  const overlaps = SETS.flatMap((s) => s.cases).flatMap((c) =>
    [c.first, c.second].map((q) => ({ q, fact: c.fact, shared: sharedStems(c.fact, q) }))
  ).filter((o) => o.shared.length > 0);
  if (overlaps.length > 0) {
    throw new Error(overlaps.map((o) => `"${o.q}" shares ${o.shared} with "${o.fact}"`).join("\n"));
  }
  const outcomes: Outcome[] = [];
  for (const set of SETS) {
    const facts = set.cases.map((c) => c.fact);
    const brains: [string, string[]][] = [
      ["own", [...distractors, ...facts]],
      ["crowded", [...brainNotes(), ...facts]],
    ];
    for (const [brain, notes] of brains) {
      let baseline: boolean[] | null = null;
      for (const agent of AGENTS) {
        const { outcome, found } = await run(set, agent, brain, notes, baseline);
        if (agent === "none") baseline = found;
        outcomes.push(outcome);
      }
    }
  }
  if (values.json) {
    console.log(JSON.stringify(outcomes, null, 2));
    return;
  }
  console.log(
    "Each fact needed by two questions; the second asked a day after the first was answered.\n",
  );
  console.log(
    "| set | brain | agent | first found | second in top 5 | MRR@10 | lost | controls | " +
      "unrelated recalling |",
  );
  console.log("|---|---|---|---:|---:|---:|---:|---:|---:|");
  for (const o of outcomes) {
    const set = SETS.find((s) => s.name === o.set)!;
    const n = set.cases.length;
    const unrelated = set.unrelated.length + unrelatedCues.length;
    const controls = o.controls === null ? "—" : `${o.controls} of ${lexicalControls.length}`;
    console.log(
      `| ${o.set} | ${o.brain} | ${o.agent} | ${o.firstFound} | ${o.second} of ${n} | ` +
        `${o.mrr.toFixed(3)} | ${o.lost} | ${controls} | ${o.unrelatedHit} of ${unrelated} |`,
    );
  }
}

if (import.meta.main) await main(Deno.args);
