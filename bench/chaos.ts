/**
 * Chaos: the reliability claims of the README, measured. Every mode runs on loopback and temp
 * files only, bounded in rounds and seconds, and prints a table.
 *
 * ```
 * deno run -A bench/chaos.ts kill   [--rounds 10]                  # kill -9 during mixed writes
 * deno run -A bench/chaos.ts procs  [--procs 4] [--ops 300]        # several processes, one brain
 * deno run -A bench/chaos.ts forget                                # reader during forget; crash
 * deno run -A bench/chaos.ts dream  [--traces 100000] [--rate 10]  # dream under a steady writer
 * deno run -A bench/chaos.ts http   [--seconds 20] [--clients 16]  # mixed HTTP load
 * deno run -A bench/chaos.ts all                                   # each of the above
 * ```
 * @module
 */
import { parseArgs } from "node:util";
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { Clock, Memory } from "../mod.ts";
import { world } from "./dream_scale.ts";

const SCRIPT = new URL(import.meta.url).pathname;
const ROOT = new URL("..", import.meta.url).pathname;

const { values, positionals } = parseArgs({
  args: Deno.args,
  allowPositionals: true,
  options: {
    rounds: { type: "string", default: "10" },
    procs: { type: "string", default: "4" },
    ops: { type: "string", default: "300" },
    traces: { type: "string", default: "100000" },
    rate: { type: "string", default: "10" },
    seconds: { type: "string", default: "20" },
    clients: { type: "string", default: "16" },
    // Internal: run as a worker process.
    worker: { type: "string" },
    db: { type: "string" },
    log: { type: "string" },
    tag: { type: "string", default: "w" },
  },
});

const num = (name: keyof typeof values) => Number(values[name]);

/** One line per acknowledged operation, appended (survives a kill -9 of the writer). */
function logLine(path: string, entry: Record<string, unknown>): void {
  Deno.writeTextFileSync(path, JSON.stringify(entry) + "\n", { append: true });
}

function readLog(path: string): Record<string, unknown>[] {
  try {
    return Deno.readTextFileSync(path).split("\n").filter((l) => l.trim()).flatMap((l) => {
      try {
        return [JSON.parse(l)];
      } catch {
        return []; // a line cut by the kill was never acknowledged
      }
    });
  } catch {
    return [];
  }
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function table(title: string, rows: [string, string | number][]): void {
  console.log(`\n${title}`);
  console.log("| measure | value |\n|---|---|");
  for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
}

/** What an integrity check of the brain file says ("ok" when sound). */
function integrity(path: string): string {
  const db = new DatabaseSync(path);
  try {
    const rows = db.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
    const fts = ["lex"].map((t) => {
      try {
        db.exec(`INSERT INTO ${t}(${t}, rank) VALUES ('integrity-check', 1)`);
        return "ok";
      } catch (e) {
        return `${t}: ${(e as Error).message}`;
      }
    });
    return [...rows.map((r) => r.integrity_check), ...fts].every((r) => r === "ok")
      ? "ok"
      : JSON.stringify([rows, fts]);
  } finally {
    db.close();
  }
}

/** Contents of every trace in the brain (opened and closed again). */
async function contents(path: string): Promise<Set<string>> {
  const mem = new Memory(path);
  const doc = await mem.export();
  await mem.close();
  return new Set(doc.traces.map((t) => t.content));
}

function spawnWorker(kind: string, args: string[]): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", SCRIPT, "--worker", kind, ...args],
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
  }).spawn();
}

// ---- workers ---------------------------------------------------------------------------------

/**
 * A writer: remember (one or a batch of five), recall, and now and then forget one of its own
 * notes; every acknowledged operation is logged. `--rate` ops per second (0: flat out).
 */
async function writer(): Promise<void> {
  const mem = new Memory(values.db!);
  const log = values.log!;
  const rate = num("rate");
  const limit = num("ops");
  const latencies: number[] = [];
  // Writes (remember, batches, forget) apart from recalls, whose own reading can be slow.
  const byKind: { write: number[]; recall: number[] } = { write: [], recall: [] };
  const errors: Record<string, number> = {};
  const mine: { id: number; content: string }[] = [];
  const stop = performance.now() + num("seconds") * 1000;
  const stopFile = log + ".stop";
  const stopped = () => {
    try {
      Deno.statSync(stopFile);
      return true;
    } catch {
      return false;
    }
  };
  for (let i = 0; i < limit && performance.now() < stop && !stopped(); i++) {
    const started = performance.now();
    const roll = i % 10;
    const kind = roll >= 7 && (roll < 9 || mine.length === 0) ? "recall" : "write";
    try {
      if (roll < 5) {
        const content = `${values.tag} note ${i} about the harbour and ${i % 97}`;
        const t = await mem.remember(content);
        mine.push({ id: t.id, content });
        logLine(log, { op: "w", id: t.id, c: content });
      } else if (roll < 7) {
        const batch = Array.from(
          { length: 5 },
          (_, j) => `${values.tag} batch ${i}.${j} of ledger`,
        );
        const ts = await mem.rememberMany(batch);
        for (const t of ts) mine.push({ id: t.id, content: t.content });
        for (const t of ts) logLine(log, { op: "w", id: t.id, c: t.content });
      } else if (roll < 9 || mine.length === 0) {
        await mem.recall(`harbour ${i % 97}`, { k: 3 });
      } else {
        const victim = mine.splice(Math.floor(mine.length / 2), 1)[0];
        // Logged first: a kill mid-forget leaves it either way, and that is no loss.
        logLine(log, { op: "f?", id: victim.id, c: victim.content });
        await mem.forget({ id: victim.id });
        logLine(log, { op: "f", id: victim.id, c: victim.content });
      }
    } catch (e) {
      const code = (e as { code?: string }).code ?? (e as Error).name;
      errors[code] = (errors[code] ?? 0) + 1;
    }
    const took = performance.now() - started;
    latencies.push(took);
    byKind[kind].push(took);
    if (rate > 0) await new Promise((r) => setTimeout(r, Math.max(0, 1000 / rate - took)));
  }
  await mem.close();
  const spread = (xs: number[]) => {
    xs.sort((a, b) => a - b);
    return { p50: quantile(xs, 0.5), p99: quantile(xs, 0.99), max: xs.at(-1) ?? 0 };
  };
  console.log(JSON.stringify({
    ops: latencies.length,
    ...spread(latencies),
    writes: { n: byKind.write.length, ...spread(byKind.write) },
    recalls: { n: byKind.recall.length, ...spread(byKind.recall) },
    errors,
  }));
}

/** Holds a read transaction (an older snapshot) until its stdin closes. */
async function reader(): Promise<void> {
  const db = new DatabaseSync(values.db!);
  db.exec("BEGIN");
  db.prepare("SELECT count(*) FROM traces").get();
  console.log("ready");
  await new Response(Deno.stdin.readable).text();
  db.exec("COMMIT");
  db.close();
}

/** Deletes these ids in bulk while its own reader pins the journal, then dies by SIGKILL. */
async function crasher(): Promise<void> {
  const { SqliteStore } = await import("../mod.ts");
  const pin = new DatabaseSync(values.db!);
  pin.exec("BEGIN");
  pin.prepare("SELECT count(*) FROM traces").get();
  const store = new SqliteStore(values.db!);
  const ids = JSON.parse(values.log!) as number[];
  await store.transaction((tx) => tx.deleteTraces(ids));
  Deno.kill(Deno.pid, "SIGKILL");
}

// ---- modes -----------------------------------------------------------------------------------

/** Verify a brain against a worker log: acknowledged writes present, forgotten ones absent. */
/**
 * Acknowledged writes against what the brain holds. A trace a dream consolidated (distilled into
 * a gist, fused into a duplicate, dissolved) is gone by design, not lost: its id is in
 * `consolidated`, counted apart.
 */
function verify(
  held: Set<string>,
  entries: Record<string, unknown>[],
  consolidated: Set<number> = new Set(),
) {
  const forgotten = new Set(entries.filter((e) => e.op === "f").map((e) => e.c as string));
  const attempted = new Set(entries.filter((e) => e.op === "f?").map((e) => e.c as string));
  const written = entries.filter((e) => e.op === "w");
  const gone = written.filter((e) => !attempted.has(e.c as string) && !held.has(e.c as string));
  return {
    acknowledged: written.length,
    lost: gone.filter((e) => !consolidated.has(e.id as number)).length,
    consolidated: gone.filter((e) => consolidated.has(e.id as number)).length,
    resurrected: [...forgotten].filter((c) => held.has(c)).length,
  };
}

async function killMode(dir: string): Promise<void> {
  const path = join(dir, "kill.db");
  const rounds = num("rounds");
  let acknowledged = 0, lost = 0, resurrected = 0, broken = 0;
  for (let round = 0; round < rounds; round++) {
    const log = join(dir, `kill-${round}.log`);
    const child = spawnWorker("writer", [
      "--db",
      path,
      "--log",
      log,
      "--rate",
      "0",
      "--ops",
      "100000",
      "--seconds",
      "30",
      "--tag",
      `r${round}`,
    ]);
    // Let it open the brain and write for a while, then kill it mid-flight.
    await new Promise((r) => setTimeout(r, 1500 + Math.floor(Math.random() * 1000)));
    child.kill("SIGKILL");
    await child.status;
    await child.stdout.cancel();
    await child.stderr.cancel();
    if (integrity(path) !== "ok") broken++;
    const v = verify(await contents(path), readLog(log));
    acknowledged += v.acknowledged;
    lost += v.lost;
    resurrected += v.resurrected;
  }
  table("kill -9 during mixed writes (remember, batches, recall, forget)", [
    ["rounds (each killed mid-write)", rounds],
    ["acknowledged writes", acknowledged],
    ["lost", lost],
    ["forgotten but back", resurrected],
    ["integrity failures", broken],
  ]);
}

async function procsMode(dir: string): Promise<void> {
  const path = join(dir, "procs.db");
  new Memory(path).close();
  const n = num("procs");
  const started = performance.now();
  const children = Array.from({ length: n }, (_, i) =>
    spawnWorker("writer", [
      "--db",
      path,
      "--log",
      join(dir, `procs-${i}.log`),
      "--rate",
      "0",
      "--ops",
      values.ops!,
      "--seconds",
      "120",
      "--tag",
      `p${i}`,
    ]));
  const outputs = await Promise.all(children.map((c) => c.output()));
  const seconds = (performance.now() - started) / 1000;
  const summaries = outputs.map((o) => JSON.parse(new TextDecoder().decode(o.stdout)));
  const entries = Array.from({ length: n }, (_, i) => readLog(join(dir, `procs-${i}.log`))).flat();
  const v = verify(await contents(path), entries);
  const errors: Record<string, number> = {};
  for (const s of summaries) {
    for (const [k, c] of Object.entries(s.errors as Record<string, number>)) {
      errors[k] = (errors[k] ?? 0) + c;
    }
  }
  table(`${n} processes writing one brain at once`, [
    ["operations", summaries.reduce((t, s) => t + s.ops, 0)],
    ["ops/s (all processes)", Math.round(summaries.reduce((t, s) => t + s.ops, 0) / seconds)],
    ["acknowledged writes", v.acknowledged],
    ["lost", v.lost],
    ["forgotten but back", v.resurrected],
    ["busy errors surfaced (retryable)", errors.busy ?? 0],
    ["other errors", Object.entries(errors).filter(([k]) => k !== "busy").length],
    ["max latency (ms)", Math.round(Math.max(...summaries.map((s) => s.max)))],
    ["integrity", integrity(path)],
  ]);
}

function bytesFound(path: string, needles: string[]): number {
  let text = "";
  for (const s of ["", "-wal"]) {
    try {
      text += new TextDecoder("latin1").decode(Deno.readFileSync(path + s));
    } catch { /* absent */ }
  }
  return needles.filter((n) => text.includes(n)).length;
}

async function forgetMode(dir: string): Promise<void> {
  const secret = (i: number) => `zq${(i * 7919 + 104729).toString(36)}vaultword${i}x`;
  const fragments = (n: number) => Array.from({ length: n }, (_, i) => `vaultword${i}x`);
  // 1. A concurrent reader in another process during forget.
  const a = join(dir, "reader.db");
  const mem = new Memory(a);
  await mem.rememberMany(Array.from({ length: 200 }, (_, i) => `garden note ${i}`));
  const held = await mem.rememberMany(
    Array.from({ length: 100 }, (_, i) => `locker code ${secret(i)}`),
  );
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", SCRIPT, "--worker", "reader", "--db", a],
    stdin: "piped",
    stdout: "piped",
  }).spawn();
  const out = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  while (!((await out.read()).value ?? "ready").includes("ready"));
  const t0 = performance.now();
  const result = await mem.forget({ ids: held.map((t) => t.id) });
  const forgetMs = performance.now() - t0;
  const whileReading = bytesFound(a, fragments(100));
  await child.stdin.close();
  await out.cancel();
  await child.status;
  const t1 = performance.now();
  while (bytesFound(a, fragments(100)) > 0 && performance.now() - t1 < 5000) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const afterMs = performance.now() - t1;
  const after = bytesFound(a, fragments(100));
  await mem.close();
  // 2. A kill -9 after the commit, before the scrub could finish; then the next open.
  const b = join(dir, "crash.db");
  const seed = new Memory(b);
  await seed.rememberMany(Array.from({ length: 200 }, (_, i) => `garden note ${i}`));
  const doomed = await seed.rememberMany(
    Array.from({ length: 100 }, (_, i) => `locker code ${secret(i)}`),
  );
  await seed.close();
  const crash = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      SCRIPT,
      "--worker",
      "crasher",
      "--db",
      b,
      "--log",
      JSON.stringify(doomed.map((t) => t.id)),
    ],
  }).output();
  const beforeOpen = bytesFound(b, fragments(100));
  await new Memory(b).close();
  const afterOpen = bytesFound(b, fragments(100));
  table("forget: 100 secrets, byte scan of .db and -wal for their fragments", [
    ["with a reader in another process: forget took (ms)", Math.round(forgetMs)],
    ["  scrubbed reported", String(result.scrubbed)],
    ["  secrets found while the reader holds its snapshot", whileReading],
    ["  secrets found after it lets go (background retry)", after],
    ["  time to clean after release (ms)", Math.round(afterMs)],
    [`kill -9 after commit (${crash.signal}): secrets found before the next open`, beforeOpen],
    ["  secrets found after the next open", afterOpen],
  ]);
}

async function dreamMode(dir: string): Promise<void> {
  const n = num("traces");
  const path = join(dir, "dream.db");
  const { doc, now } = world(n);
  const clock = new Clock({ virtual: true, start: now });
  const mem = new Memory(path, { clock });
  const i0 = performance.now();
  await mem.import(doc);
  const importMs = performance.now() - i0;
  const log = join(dir, "dream-writer.log");
  const child = spawnWorker("writer", [
    "--db",
    path,
    "--log",
    log,
    "--rate",
    values.rate!,
    "--ops",
    "1000000",
    "--seconds",
    "600",
  ]);
  await new Promise((r) => setTimeout(r, 1000));
  const t0 = performance.now();
  let outcome = "completed";
  let text = "";
  const consolidated = new Set<number>();
  try {
    const report = await mem.dream();
    text = `dissolved ${report.dissolved}, merged ${report.merged}, gists ${report.gists}, ` +
      `skipped ${report.skipped}`;
    // The writer's first notes may be in the dream's snapshot: a habit of near-identical
    // episodes is distilled into a gist, as it should be.
    const { dissolved, merged, gists } = report.changes;
    for (
      const id of [
        ...dissolved,
        ...merged.flatMap((m) => m.from),
        ...gists.flatMap((g) => g.from),
      ]
    ) {
      consolidated.add(id);
    }
  } catch (e) {
    outcome = `failed: ${(e as Error).message}`;
  }
  const dreamMs = performance.now() - t0;
  // Keep writing a moment after the dream, then stop the writer.
  await new Promise((r) => setTimeout(r, 1000));
  Deno.writeTextFileSync(log + ".stop", "");
  const output = await child.output();
  const w = JSON.parse(new TextDecoder().decode(output.stdout));
  await mem.close();
  const v = verify(await contents(path), readLog(log), consolidated);
  table(`dream on ${n} traces while another process writes ${values.rate}×/s`, [
    ["import (ms, bounded transactions)", Math.round(importMs)],
    ["dream", outcome],
    ["dream time (ms)", Math.round(dreamMs)],
    ["dream did", text],
    ["writer: acknowledged writes", v.acknowledged],
    ["writer: lost", v.lost],
    ["writer: consolidated by the dream (by design)", v.consolidated],
    ["writer: operations", w.ops],
    [
      "writer: p50 / p99 / max latency (ms)",
      `${w.p50.toFixed(1)} / ${w.p99.toFixed(1)} / ${w.max.toFixed(1)}`,
    ],
    [
      `  writes (${w.writes.n}: remember, batch, forget)`,
      `${w.writes.p50.toFixed(1)} / ${w.writes.p99.toFixed(1)} / ${w.writes.max.toFixed(1)}`,
    ],
    [
      `  recalls (${w.recalls.n})`,
      `${w.recalls.p50.toFixed(1)} / ${w.recalls.p99.toFixed(1)} / ${w.recalls.max.toFixed(1)}`,
    ],
    ["writer: errors", JSON.stringify(w.errors)],
    ["integrity", integrity(path)],
  ]);
}

async function httpMode(dir: string): Promise<void> {
  const home = join(dir, "http");
  const server = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "server.ts", "--port", "0", "--home", home],
    env: { ENGRAM_TOKEN: "" },
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const lines = server.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let first = "";
  while (!first.includes("\n")) first += (await lines.read()).value ?? "";
  const base = /listening on (http:\/\/\S+?)\/ /.exec(first)![1] + "/v1/brains/load";
  const json = (method: string, path: string, body?: unknown) =>
    fetch(base + path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const acked = new Map<number, string>();
  const forgotten = new Set<number>();
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const hostile: unknown[] = [
    { path: "/traces", body: { content: "public\u0000SECRET" } },
    { path: "/traces", body: { content: "half \uD800" } },
    {
      path: "/import",
      body: {
        format: "engram",
        version: 1,
        traces: [{
          id: 9007199254740991,
          content: "x",
          kind: "episodic",
          salience: 0.5,
          stability: 1,
          createdAt: 1.5,
          lastReinforcedAt: 0,
          recalls: 0,
        }],
        links: [],
      },
    },
    { path: "/recall", body: { query: "x", k: 1e9 } },
    {
      path: "/traces",
      body: { content: "x", meta: { deep: JSON.parse("[".repeat(5000) + "]".repeat(5000)) } },
    },
  ];
  const stop = performance.now() + num("seconds") * 1000;
  let next = 0;
  const client = async () => {
    while (performance.now() < stop) {
      const i = next++;
      const roll = i % 20;
      const t = performance.now();
      let res: Response;
      if (roll < 8) {
        const content = `load note ${i} about the ferry ${i % 50}`;
        res = await json("POST", "/traces", { content });
        if (res.status === 201) acked.set((await res.json()).trace.id, content);
      } else if (roll < 16) {
        res = await json("POST", "/recall", { query: `ferry ${i % 50}`, k: 3 });
      } else if (roll < 17 && acked.size > 0) {
        const id = [...acked.keys()][Math.floor(acked.size / 2)];
        res = await json("DELETE", `/traces/${id}`);
        if (res.status === 200) {
          forgotten.add(id);
          acked.delete(id);
        }
      } else if (roll < 18) {
        res = await json("GET", "/stats");
      } else {
        const h = hostile[i % hostile.length] as { path: string; body: unknown };
        res = await json("POST", h.path, h.body);
      }
      if (!res.bodyUsed) await res.body?.cancel();
      latencies.push(performance.now() - t);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  const t0 = performance.now();
  await json("POST", "/traces", { content: "first" }).then((r) => r.body?.cancel());
  await Promise.all(Array.from({ length: num("clients") }, client));
  const seconds = (performance.now() - t0) / 1000;
  const exported = await (await json("GET", "/export")).json();
  const held = new Map<number, string>(
    exported.traces.map((t: { id: number; content: string }) => [t.id, t.content]),
  );
  const lost = [...acked].filter(([id, c]) => held.get(id) !== c).length;
  const back = [...forgotten].filter((id) => held.has(id)).length;
  server.kill("SIGTERM");
  await lines.cancel();
  await server.stderr.cancel();
  await server.status;
  latencies.sort((a, b) => a - b);
  const fivexx = Object.entries(statuses).filter(([s]) => Number(s) >= 500)
    .reduce((t, [, c]) => t + c, 0);
  table(
    `HTTP load: ${values.clients} clients for ${values.seconds} s (remember, recall, forget, stats, hostile)`,
    [
      ["requests", latencies.length],
      ["req/s", Math.round(latencies.length / seconds)],
      ["p50 (ms)", quantile(latencies, 0.5).toFixed(1)],
      ["p99 (ms)", quantile(latencies, 0.99).toFixed(1)],
      ["statuses", JSON.stringify(statuses)],
      ["5xx", fivexx],
      ["acknowledged writes verified afterwards", acked.size],
      ["lost", lost],
      ["forgotten but back", back],
    ],
  );
}

if (import.meta.main) {
  if (values.worker === "writer") await writer();
  else if (values.worker === "reader") await reader();
  else if (values.worker === "crasher") await crasher();
  else {
    const modes: Record<string, (dir: string) => Promise<void>> = {
      kill: killMode,
      procs: procsMode,
      forget: forgetMode,
      dream: dreamMode,
      http: httpMode,
    };
    const chosen = positionals[0] === "all" ? Object.keys(modes) : positionals;
    if (chosen.length === 0 || chosen.some((m) => !Object.hasOwn(modes, m))) {
      console.error(`Usage: deno run -A bench/chaos.ts (${Object.keys(modes).join("|")}|all)`);
      Deno.exit(2);
    }
    for (const mode of chosen) {
      const dir = await Deno.makeTempDir({ prefix: `engram-chaos-${mode}-` });
      try {
        await modes[mode](dir);
      } finally {
        await Deno.remove(dir, { recursive: true });
      }
    }
  }
}
