/**
 * `deno task bench:table`: recall latency p50/p95 at 1k, 10k and 100k traces next to the raw
 * FTS5 OR query in the same run, and write throughput. Prints a Markdown table. Recall
 * includes vector candidates (exact search over the int8 index); "first recall" is the one
 * that builds that index from the store, and "unrelated hits" counts the hits of three cues
 * about nothing the brain holds (fuzzy matches of the corpus's pseudo-words, such as `penutou`
 * for `peanut`, are hits with or without vectors).
 *
 * Latency columns are p50 / p95 / p99; "file per 100k" is the brain file and its WAL divided by
 * hundreds of thousands of traces, RSS the process's resident memory after the size's run.
 *
 * Flags: `--sizes 1000,10000,100000`, `--queries 500`, `--no-association` (recall without
 * the reordering by words that go together, `ranking: { associationWeight: 0 }`, for a baseline).
 */
import { parseArgs } from "node:util";
import { queries } from "./corpus.ts";
import { fixture, type Percentiles, switchedOff, timed } from "./fixtures.ts";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1000,10000,100000" },
    queries: { type: "string", default: "500" },
    "no-association": { type: "boolean", default: false },
  },
});
const sizes = values.sizes.split(",").map(Number);
const qs = queries(Number(values.queries));

const f2 = (x: number) => x.toFixed(2);
/** Cues about nothing the synthetic brain holds. */
const UNRELATED = ["quantum chromodynamics", "what colour is the sky", "peanut allergy"];

const ms = (p: Percentiles) => `${f2(p.p50)} / ${f2(p.p95)} / ${f2(p.p99)} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

console.log(
  `| traces | raw FTS5 p50 / p95 / p99 | recall p50 / p95 / p99 | peek p50 / p95 / p99 | recall ÷ raw (p50) | rememberMany | first recall | unrelated hits | file per 100k | RSS |`,
);
console.log(`|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`);
for (const n of sizes) {
  const f = await fixture(n, switchedOff({ association: values["no-association"] }));
  const cold = performance.now();
  await f.mem.recall(qs[0], { k: 10, reinforce: false });
  const first = performance.now() - cold;
  let unrelated = 0;
  for (const q of UNRELATED) unrelated += (await f.mem.recall(q, { reinforce: false })).length;
  const raw = await timed(f.raw, qs, 50);
  const recall = await timed((q) => f.mem.recall(q, { k: 10 }), qs, 50);
  const peek = await timed((q) => f.mem.recall(q, { k: 10, reinforce: false }), qs, 50);
  console.log(
    `| ${n.toLocaleString("en")} | ${ms(raw)} | ${ms(recall)} | ${ms(peek)} | ${
      (recall.p50 / raw.p50).toFixed(2)
    }× | ${Math.round(n / f.loadSeconds).toLocaleString("en")} traces/s | ${
      f2(first)
    } ms | ${unrelated} | ${mb(f.brainBytes() / (n / 100_000))} | ${mb(Deno.memoryUsage().rss)} |`,
  );
  f.close();
}
