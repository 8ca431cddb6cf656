/**
 * The 60-second tour: a brain lives through three months on a virtual clock. A fact that keeps
 * getting used grows durable; an episode nobody touches fades and is swept away; a typo still
 * finds its memory; "forget it" erases for real. Every number printed comes from the engine.
 *
 * Run: `deno task tour` (add a path to keep the brain file: `deno task tour ./brain.db`)
 * @module
 */
import { Clock, Memory } from "../mod.ts";

const clock = new Clock({ virtual: true, start: "2026-10-01T08:00:00Z" });
const path = Deno.args[0];
using mem = path ? new Memory(path, { clock }) : Memory.inMemory({ clock });
const day = () => new Date(clock.now()).toISOString().slice(0, 10);
const pct = (r: number) => `${(100 * r).toFixed(r < 0.01 ? 2 : 0)}%`;

console.log(`${day()}  remember three things`);
await mem.remember("user's name is Hieu", { kind: "core", salience: 0.9 });
const fact = await mem.remember("user is allergic to peanuts", { salience: 0.8 });
const episode = await mem.remember("had pho for breakfast", { salience: 0.4 });
console.log(`  fact     S = ${fact.stability.toFixed(1)} days   "${fact.content}"`);
console.log(`  episode  S = ${episode.stability.toFixed(1)} days   "${episode.content}"`);

console.log(`\nuse the fact on a spaced schedule (gaps of 2, 5, 10, 20 days)`);
const questions = [
  "what is the user allergic to?",
  "any peanut allergy I should know about?",
  "can I cook with peanuts tonight?",
  "penaut alergy", // a typo still finds its memory
];
for (const [i, gap] of [2, 5, 10, 20].entries()) {
  clock.jump({ days: gap });
  const [hit] = await mem.recall(questions[i]);
  console.log(
    `${day()}  recall "${questions[i]}" → "${hit.trace.content}" at R = ${
      pct(hit.retention)
    }, S now ${hit.trace.stability.toFixed(0)} days`,
  );
}

clock.jump({ days: 60 });
const durable = (await mem.get(fact.id))!;
const faded = (await mem.get(episode.id))!;
console.log(`\n${day()}  60 quiet days later`);
console.log(
  `  fact     R = ${pct(durable.retention(clock.now()))}  (S = ${
    durable.stability.toFixed(0)
  } days)`,
);
console.log(
  `  episode  R = ${pct(faded.retention(faded.createdAt + 10 * 86_400_000))} after 10 days, ${
    pct(faded.retention(clock.now()))
  } now`,
);

const [rescued] = await mem.recall("what did I have for breakfast?", { reinforce: false });
console.log(
  `  no cliff: a specific cue still finds "${rescued.trace.content}" (R = ${
    rescued.retention.toExponential(1)
  })`,
);

console.log(`\n${day()}  the agent sleeps: dream sweeps what faded past the floor`);
console.log(String(await mem.dream()).replace(/^/gm, "  "));

console.log(`\n${day()}  a prompt-ready context block`);
console.log(await mem.context("plan a dinner for the user", { k: 3 }));

await mem.remember("the flight to Tokyo is JL 750 on 12 January", { salience: 0.6 });
const gone = await mem.forget({ query: "flight Tokyo" });
console.log(`\nforget "flight Tokyo" → ${gone.count} trace erased (rows, indexes, vector, links)`);

const s = await mem.stats();
console.log(
  `\nstats: ${s.traces} traces (${s.byKind.core} core, ${s.byKind.episodic} episodic), ` +
    `max stability ${s.stability.max.toFixed(0)} days, ${s.lifetime.written} written, ` +
    `${s.lifetime.recalled} recalls, ${s.lifetime.dissolved} dissolved, ` +
    `${s.lifetime.forgotten} forgotten`,
);
