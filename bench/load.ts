/**
 * Load test of the HTTP server on loopback: seed a brain with synthetic traces, start
 * `server.ts` in its own process, and drive recall requests from concurrent clients for a
 * bounded time. Prints requests/s, p50/p99 latency and errors, with a trivial route
 * (`GET /health`) measured in the same run as the baseline.
 *
 *   deno task load [--seconds 20] [--baseline-seconds 5] [--concurrency 32] [--traces 10000]
 *                  [--peek]
 *
 * Every request goes to 127.0.0.1; the run stops by itself.
 * @module
 */
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { Clock, Memory } from "../mod.ts";
import { corpus, queries } from "./corpus.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    seconds: { type: "string", default: "20" },
    "baseline-seconds": { type: "string", default: "5" },
    concurrency: { type: "string", default: "32" },
    traces: { type: "string", default: "10000" },
    peek: { type: "boolean", default: false },
  },
});

function positive(raw: string, name: string, max: number): number {
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || n > max) {
    throw new RangeError(`Invalid --${name} "${raw}": expected a number in (0, ${max}]`);
  }
  return n;
}

const seconds = positive(values.seconds, "seconds", 600);
const baselineSeconds = positive(values["baseline-seconds"], "baseline-seconds", 600);
const concurrency = Math.round(positive(values.concurrency, "concurrency", 1024));
const traceCount = Math.round(positive(values.traces, "traces", 1_000_000));
const reinforce = !values.peek;

/** The outcome of one timed phase. */
interface Phase {
  requests: number;
  errors: number;
  seconds: number;
  latencies: Float64Array;
}

/** Run `clients` clients, each sending `request(i)` back to back, for `duration` seconds. */
async function drive(
  duration: number,
  request: (i: number) => Promise<Response>,
  clients = concurrency,
): Promise<Phase> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + duration * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await request(next++);
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return {
    requests: latencies.length,
    errors,
    seconds: (performance.now() - started) / 1000,
    latencies: Float64Array.from(latencies).sort(),
  };
}

function quantile(sorted: Float64Array, q: number): number {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function report(name: string, p: Phase): void {
  const rps = p.requests / p.seconds;
  console.log(
    `${name.padEnd(28)} ${rps.toFixed(0).padStart(7)} req/s   p50 ${
      quantile(p.latencies, 0.5).toFixed(2).padStart(6)
    } ms   p99 ${quantile(p.latencies, 0.99).toFixed(2).padStart(6)} ms   ` +
      `${p.requests} requests, ${p.errors} errors`,
  );
}

const home = await Deno.makeTempDir({ prefix: "engram-load-" });
let server: Deno.ChildProcess | undefined;
try {
  // Seed the brain file directly through the library, as a long-lived agent would have.
  const t0 = performance.now();
  const mem = new Memory(`${home}/bench.db`, { clock: new Clock() });
  const docs = corpus(traceCount);
  for (let i = 0; i < docs.length; i += 1000) await mem.rememberMany(docs.slice(i, i + 1000));
  console.log(
    `seeded ${traceCount} traces in ${((performance.now() - t0) / 1000).toFixed(1)} s; ` +
      `${concurrency} concurrent clients, recall ${reinforce ? "reinforcing" : "peeking"}`,
  );
  const qs = queries(4096);
  // The engine alone on the same brain and queries, one call at a time: what HTTP adds to.
  const direct = await drive(
    baselineSeconds,
    async (i) => {
      await mem.recall(qs[i % qs.length], { k: 5, reinforce });
      return new Response();
    },
    1,
  );
  mem.close();

  server = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", fileURLToPath(new URL("../server.ts", import.meta.url)), "--port", "0"],
    env: { ENGRAM_HOME: home, ENGRAM_TOKEN: "" },
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const reader = server.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let banner = "";
  while (!banner.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("Cannot start the server: it exited before listening");
    banner += value;
  }
  reader.cancel();
  const base = /listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(banner)?.[1];
  if (!base) throw new Error(`Cannot find the server's address in: ${banner}`);

  const health = () => fetch(`${base}/health`);
  const recall = (i: number) =>
    fetch(`${base}/v1/brains/bench/recall`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: qs[i % qs.length], k: 5, reinforce }),
    });
  // Warm up: JIT, SQLite page cache, the open brain.
  await drive(1, (i) => (i % 2 ? health() : recall(i)));

  report("Memory.recall, in process", direct);
  report("GET /health (baseline)", await drive(baselineSeconds, health));
  report("POST /v1/brains/:b/recall", await drive(seconds, recall));
} finally {
  if (server) {
    server.kill("SIGTERM");
    await server.status;
  }
  await Deno.remove(home, { recursive: true });
}
