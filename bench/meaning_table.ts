/**
 * `deno task bench:meaning`: what recall by meaning costs at scale, on English. A brain of
 * `--traces` notes (the paraphrase bench's notes and facts, over and over, each numbered) is
 * asked the paraphrase questions; recall p50 / p95 for questions asking whether (which also look
 * for limits, `src/recall/constraints.ts`) and for the others, next to the raw FTS5 OR query of
 * the same words on the same texts, with the default engine and with association off (no word
 * vectors, no limits) or the bridge off too, in one run. Prints a Markdown table.
 *
 * Flags: `--traces 100000`.
 * @module
 */
import { parseArgs } from "node:util";
import { fixture, switchedOff } from "./fixtures.ts";
import * as data from "./paraphrase_data.ts";
import { asksWhether } from "../src/recall/constraints.ts";

const { values } = parseArgs({ options: { traces: { type: "string", default: "100000" } } });
const n = Number(values.traces);
const sets = [
  data.issueCases,
  data.tune,
  data.heldOut,
  data.fresh,
  data.fresh2,
  data.fresh3,
  data.fresh4,
  data.fresh5,
];
const facts = [...new Set(sets.flat().map((c) => c.fact))];
const notes = [...data.distractors, ...facts];
const docs = Array.from({ length: n }, (_, i) => `${notes[i % notes.length]} (note ${i})`);
const questions = sets.flat().flatMap((c) => c.questions);
const kinds = {
  whether: questions.filter((q) => asksWhether(q)),
  other: questions.filter((q) => !asksWhether(q)),
};

function p(ms: number[], q: number): number {
  const s = [...ms].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))];
}

async function time(run: (q: string) => unknown, list: string[]): Promise<string> {
  for (const q of list.slice(0, 10)) await run(q); // warm up
  const ms: number[] = [];
  for (const q of list) {
    const t = performance.now();
    await run(q);
    ms.push(performance.now() - t);
  }
  return `${p(ms, 0.5).toFixed(2)} / ${p(ms, 0.95).toFixed(2)} ms`;
}

console.log(`${n.toLocaleString("en")} traces, ${questions.length} questions`);
console.log("| engine | questions | raw FTS5 p50 / p95 | recall p50 / p95 | first recall |");
console.log("|---|---|---:|---:|---:|");
for (
  const [name, off] of [
    ["default", {}],
    ["association off", { association: true }],
    ["bridge and association off", { bridge: true, association: true }],
  ] as const
) {
  const f = await fixture(n, switchedOff(off), docs);
  const cold = performance.now();
  await f.mem.recall(questions[0], { k: 10, reinforce: false });
  const first = `${(performance.now() - cold).toFixed(0)} ms`;
  for (const [kind, list] of Object.entries(kinds)) {
    const raw = await time(f.raw, list);
    const recall = await time((q) => f.mem.recall(q, { k: 10, reinforce: false }), list);
    console.log(`| ${name} | ${kind} (${list.length}) | ${raw} | ${recall} | ${first} |`);
  }
  f.close();
}
