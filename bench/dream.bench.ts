/**
 * `deno task bench`: one dream over a fresh, un-dreamed brain of 1k and 10k traces (the mix of
 * bench/dream_scale.ts), against reading the whole brain once (`export`) as the baseline.
 * 100k traces take seconds per night: `deno task bench:dream` measures them.
 */
import { Clock, Memory } from "../mod.ts";
import { world } from "./dream_scale.ts";

for (const [n, runs] of [[1_000, 20], [10_000, 5]] as const) {
  const { doc, now } = world(n);
  const label = `${n / 1000}k`;
  const fresh = async () => {
    const mem = Memory.inMemory({ clock: new Clock({ virtual: true, start: now }) });
    await mem.import(doc);
    return mem;
  };
  Deno.bench({
    name: `export (read every trace and link) @${label}`,
    group: `dream ${label}`,
    baseline: true,
    n: runs,
    async fn(b) {
      const mem = await fresh();
      b.start();
      await mem.export();
      b.end();
      mem.close();
    },
  });
  Deno.bench({
    name: `dream (first night) @${label}`,
    group: `dream ${label}`,
    n: runs,
    async fn(b) {
      const mem = await fresh();
      b.start();
      await mem.dream();
      b.end();
      mem.close();
    },
  });
}
