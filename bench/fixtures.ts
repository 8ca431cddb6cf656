/**
 * Shared benchmark fixtures: an engram brain and a raw FTS5 table over the same synthetic
 * corpus, so each engram figure has its baseline from the same run.
 * @module
 */
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { Clock, Memory, type MemoryOptions } from "../mod.ts";
import { corpus } from "./corpus.ts";

/**
 * The engine with parts of recall by meaning switched off, as the benches' `--no-bridge` and
 * `--no-association` flags ask, for a baseline in the same run.
 */
export function switchedOff(off: { bridge?: boolean; association?: boolean }): MemoryOptions {
  return {
    ranking: {
      ...(off.bridge ? { bridgeWeight: 0 } : {}),
      ...(off.association ? { associationWeight: 0 } : {}),
    },
  };
}

/** A brain and its raw-FTS5 twin, in a temporary directory. */
export interface Fixture {
  /** The engram brain. */
  mem: Memory;
  /** Runs the baseline: a raw FTS5 porter OR-query, `bm25()` top 10. */
  raw: (query: string) => unknown[];
  /** Seconds it took `rememberMany` to load the brain. */
  loadSeconds: number;
  /** Bytes of the brain's file and its WAL now. */
  brainBytes(): number;
  /** Close both and delete the directory. */
  close(): void;
}

/**
 * Build a brain of `n` traces (in batches of 1,000) and its raw twin; `options` go to the brain
 * (a virtual clock unless they name a clock). The traces are `docs`, or `n` synthetic ones.
 */
export async function fixture(
  n: number,
  options: MemoryOptions = {},
  docs: readonly string[] = corpus(n),
): Promise<Fixture> {
  const dir = Deno.makeTempDirSync({ prefix: "engram-bench-" });
  const mem = new Memory(`${dir}/brain.db`, { clock: new Clock({ virtual: true }), ...options });
  const started = performance.now();
  for (let i = 0; i < docs.length; i += 1000) await mem.rememberMany(docs.slice(i, i + 1000));
  const loadSeconds = (performance.now() - started) / 1000;
  const db = new DatabaseSync(`${dir}/raw.db`);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec(
    "CREATE VIRTUAL TABLE f USING fts5(c, tokenize='porter unicode61 remove_diacritics 2')",
  );
  const insert = db.prepare("INSERT INTO f (c) VALUES (?)");
  db.exec("BEGIN");
  for (const d of docs) insert.run(d);
  db.exec("COMMIT");
  const search: StatementSync = db.prepare(
    "SELECT rowid, bm25(f) FROM f WHERE f MATCH ? ORDER BY bm25(f) LIMIT 10",
  );
  return {
    mem,
    raw: (query) => search.all(query.split(/\s+/).map((w) => `"${w}"`).join(" OR ")),
    loadSeconds,
    brainBytes() {
      const size = (p: string) => {
        try {
          return Deno.statSync(p).size;
        } catch {
          return 0;
        }
      };
      return size(`${dir}/brain.db`) + size(`${dir}/brain.db-wal`);
    },
    close() {
      mem.close();
      db.close();
      Deno.removeSync(dir, { recursive: true });
    },
  };
}

/** Latency percentiles of a run of queries, in milliseconds. */
export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

/** The p50, p95 and p99 of these durations (nearest rank). */
export function percentiles(ms: readonly number[]): Percentiles {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(s.length * q))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/**
 * Time `run` over each query, after running it over the first `warmUp` of them untimed (the JIT
 * and the page cache warm up).
 */
export async function timed(
  run: (query: string) => unknown,
  queries: readonly string[],
  warmUp: number,
): Promise<Percentiles> {
  for (const q of queries.slice(0, warmUp)) await run(q);
  const ms: number[] = [];
  for (const q of queries) {
    const t = performance.now();
    await run(q);
    ms.push(performance.now() - t);
  }
  return percentiles(ms);
}
