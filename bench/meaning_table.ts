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
import { fixture, switchedOff, timed } from "./fixtures.ts";
import { brainNotes, factSets } from "./paraphrase_data.ts";
import { asksWhatSuits } from "../src/recall/constraints.ts";

const { values } = parseArgs({ options: { traces: { type: "string", default: "100000" } } });
const n = Number(values.traces);
const notes = brainNotes();
const docs = Array.from({ length: n }, (_, i) => `${notes[i % notes.length]} (note ${i})`);
const questions = factSets.flat().flatMap((c) => c.questions);
const kinds = {
  whether: questions.filter((q) => asksWhatSuits(q)),
  other: questions.filter((q) => !asksWhatSuits(q)),
};

const ms = (list: string[]) => async (run: (q: string) => unknown): Promise<string> => {
  const { p50, p95 } = await timed(run, list, 10);
  return `${p50.toFixed(2)} / ${p95.toFixed(2)} ms`;
};

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
    const raw = await ms(list)(f.raw);
    const recall = await ms(list)((q) => f.mem.recall(q, { k: 10, reinforce: false }));
    console.log(`| ${name} | ${kind} (${list.length}) | ${raw} | ${recall} | ${first} |`);
  }
  f.close();
}
