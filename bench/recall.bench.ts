/**
 * `deno task bench`: recall at 1k, 10k and 100k traces, each group with the raw FTS5 OR query
 * as its baseline, plus remember and rememberMany throughput.
 */
import { Clock, Memory } from "../mod.ts";
import { corpus, queries } from "./corpus.ts";
import { fixture } from "./fixtures.ts";

const QUERIES = queries(500);

for (const n of [1_000, 10_000, 100_000]) {
  const f = await fixture(n);
  const label = `${n / 1000}k`;
  let i = 0, j = 0, k = 0;
  Deno.bench({
    name: `raw FTS5 OR bm25 top-10 @${label}`,
    group: `recall ${label}`,
    baseline: true,
    fn: () => {
      f.raw(QUERIES[i++ % QUERIES.length]);
    },
  });
  Deno.bench({
    name: `engram recall k=10 (all axes + reinforcement) @${label}`,
    group: `recall ${label}`,
    fn: async () => {
      await f.mem.recall(QUERIES[j++ % QUERIES.length], { k: 10 });
    },
  });
  Deno.bench({
    name: `engram recall k=10 peek @${label}`,
    group: `recall ${label}`,
    fn: async () => {
      await f.mem.recall(QUERIES[k++ % QUERIES.length], { k: 10, reinforce: false });
    },
  });
  globalThis.addEventListener("unload", () => f.close());
}

const SENTENCES = corpus(1000, { seed: 9 });
const writer = Memory.inMemory({ clock: new Clock({ virtual: true }) });
let w = 0;
Deno.bench({
  name: "remember (one trace, one transaction)",
  group: "write",
  baseline: true,
  fn: async () => {
    await writer.remember(SENTENCES[w++ % SENTENCES.length]);
  },
});
Deno.bench({
  name: "rememberMany (1,000 traces, one transaction)",
  group: "write",
  fn: async () => {
    await writer.rememberMany(SENTENCES);
  },
});
