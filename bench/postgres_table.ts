/**
 * `deno task bench:postgres`: engram on PostgreSQL next to engram on SQLite and next to
 * PostgreSQL's own raw full-text query, in one run: recall p50/p95/p99, database growth, RSS and `rememberMany`
 * throughput at each size. Then what a forget leaves in the server's files. Prints Markdown.
 *
 * Needs a server: `ENGRAM_TEST_DATABASE_URL` or `deno task db:start`. The erasure scan reads
 * the data folder named by `ENGRAM_PG_DIR` (set by `scripts/postgres.sh`) and needs a superuser
 * for `CHECKPOINT`.
 *
 * Flags: `--sizes 10000,100000`, `--queries 300`, `--neighbours 0`: other brains of the same
 * size loaded into the database first, as on a server hosting many agents' brains. Every brain
 * the run made is removed at the end, so runs do not slow each other down.
 */
import { parseArgs } from "node:util";
import postgres from "postgres";
import { Clock, Memory } from "../mod.ts";
import { postgresDirectory, PostgresStore } from "../src/store/postgres_entry.ts";
import { corpus, queries } from "./corpus.ts";
import { fixture, type Percentiles, timed } from "./fixtures.ts";
import { testDatabaseUrl } from "../tests/postgres_helpers.ts";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,100000" },
    queries: { type: "string", default: "300" },
    neighbours: { type: "string", default: "0" },
  },
});
const url = testDatabaseUrl();
if (!url) {
  console.error(
    "bench:postgres needs a server: set ENGRAM_TEST_DATABASE_URL or run `deno task db:start`",
  );
  Deno.exit(1);
}
const sizes = values.sizes.split(",").map(Number);
const qs = queries(Number(values.queries));
const run = crypto.randomUUID().slice(0, 6);
const neighbours = Number(values.neighbours);
/** The brains this run made, removed at the end. */
const made: string[] = [];

/** Open (create) a brain of this run and load `docs` into it; returns it and the seconds taken. */
async function load(name: string, docs: string[]): Promise<{ mem: Memory; seconds: number }> {
  made.push(name);
  const store = await PostgresStore.open(url!, name);
  const mem = Memory.open(store, { clock: new Clock({ virtual: true }) });
  const started = performance.now();
  for (let i = 0; i < docs.length; i += 1000) await mem.rememberMany(docs.slice(i, i + 1000));
  return { mem, seconds: (performance.now() - started) / 1000 };
}

const sql = postgres(url, { onnotice: () => {}, max: 1 });
const f2 = (x: number) => x.toFixed(2);
const pp = (p: Percentiles) => `${f2(p.p50)} / ${f2(p.p95)} / ${f2(p.p99)} ms`;
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const rate = (n: number, s: number) => `${Math.round(n / s).toLocaleString("en")}/s`;

console.log(
  "| traces | SQLite recall p50 / p95 / p99 | PostgreSQL recall p50 / p95 / p99 | PostgreSQL raw FTS p50 / p95 / p99 | PG ÷ SQLite (p50) | SQLite rememberMany | PostgreSQL rememberMany | PostgreSQL database per 100k | RSS |",
);
console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const n of sizes) {
  // SQLite: the same fixture as bench:table.
  const f = await fixture(n);
  const sqliteRecall = await timed((q) => f.mem.recall(q, { k: 10 }), qs, 30);
  const sqliteLoad = f.loadSeconds;
  f.close();

  // Other tenants first, each with its own corpus of the same size.
  for (let b = 0; b < neighbours; b++) {
    const other = await load(`bench-${run}-${n}-neighbour-${b}`, corpus(n, { seed: 100 + b }));
    await other.mem.close();
  }
  // PostgreSQL: a fresh brain, loaded the same way.
  const docs = corpus(n);
  const sizeBefore = await databaseSize();
  const { mem, seconds: pgLoad } = await load(`bench-${run}-${n}`, docs);
  // Every brain table, as autovacuum would soon after a bulk load: without statistics that know
  // the new brain, the planner guesses it holds a row or two.
  await sql.unsafe("ANALYZE traces, vectors, links, terms, vocabulary, brains, history");
  const pgRecall = await timed((q) => mem.recall(q, { k: 10 }), qs, 30);
  const growth = (await databaseSize()) - sizeBefore;
  await mem.close();

  // PostgreSQL's own full-text search over the same texts: english config, GIN, ts_rank top 10.
  const raw = `engram_raw_${run}_${n}`;
  await sql.unsafe(
    `CREATE TABLE ${raw} (id bigint PRIMARY KEY, c text NOT NULL,
       v tsvector GENERATED ALWAYS AS (to_tsvector('english', c)) STORED)`,
  );
  for (let i = 0; i < docs.length; i += 5000) {
    const part = docs.slice(i, i + 5000);
    await sql.unsafe(
      `INSERT INTO ${raw} (id, c) SELECT * FROM unnest($1::bigint[], $2::text[])`,
      [part.map((_, j) => i + j), part],
    );
  }
  await sql.unsafe(`CREATE INDEX ON ${raw} USING gin (v)`);
  await sql.unsafe(`ANALYZE ${raw}`);
  const rawFts = await timed(
    (q) =>
      sql.unsafe(
        `SELECT id, ts_rank(v, q.q) AS r FROM ${raw},
         (SELECT engram_any(plainto_tsquery('english', w)) AS q FROM unnest($1::text[]) w) q
       WHERE v @@ q.q ORDER BY r DESC LIMIT 10`,
        [q.split(/\s+/)],
        { prepare: true },
      ),
    qs,
    30,
  );
  await sql.unsafe(`DROP TABLE ${raw}`);
  console.log(
    `| ${n.toLocaleString("en")} | ${pp(sqliteRecall)} | ${pp(pgRecall)} | ${pp(rawFts)} | ${
      (pgRecall.p50 / sqliteRecall.p50).toFixed(2)
    }× | ${rate(n, sqliteLoad)} | ${rate(n, pgLoad)} | ${mb(growth * 100_000 / n)} | ${
      mb(Deno.memoryUsage().rss)
    } |`,
  );
}

// ---- erasure: what a forget leaves in the server's files --------------------------------------
const dir = Deno.env.get("ENGRAM_PG_DIR") ?? readEnvFile("ENGRAM_PG_DIR");
if (dir) {
  const marker = `zqxj${crypto.randomUUID().replaceAll("-", "")}`;
  made.push(`erasure-${run}`);
  const store = await PostgresStore.open(url, `erasure-${run}`);
  const mem = Memory.open(store, { clock: new Clock({ virtual: true }) });
  await mem.remember(`the secret is ${marker}`);
  await sql.unsafe("CHECKPOINT");
  const before = await scan(dir, marker);
  const result = await mem.forget({ query: marker });
  await sql.unsafe("CHECKPOINT");
  const after = await scan(dir, marker);
  await mem.close();
  console.log();
  console.log(
    `forget of one trace holding a unique marker (${result.count} erased; forget ran VACUUM):`,
  );
  console.log(
    `| where | files holding the marker before forget | after forget + VACUUM + CHECKPOINT |`,
  );
  console.log("|---|---:|---:|");
  for (const area of ["table and index files (base/)", "write-ahead log (pg_wal/)"]) {
    const key = area.startsWith("table") ? "base" : "pg_wal";
    console.log(`| ${area} | ${before[key] ?? 0} | ${after[key] ?? 0} |`);
  }
}
const directory = postgresDirectory(url);
for (const name of made) await directory.remove(name);
await directory.close();
await sql.end();

/** The whole database's size on disk: its growth is what a brain's load cost. */
async function databaseSize(): Promise<number> {
  const [row] = await sql.unsafe("SELECT pg_database_size(current_database())::bigint AS b");
  return Number(row.b);
}

function readEnvFile(name: string): string | undefined {
  try {
    const text = Deno.readTextFileSync(new URL("../.ci/postgres.env", import.meta.url));
    return text.split("\n").find((l) => l.startsWith(name + "="))?.slice(name.length + 1);
  } catch {
    return undefined;
  }
}

/** How many files under each top folder of the data directory contain `marker`. */
async function scan(root: string, marker: string): Promise<Record<string, number>> {
  const needle = new TextEncoder().encode(marker);
  const out: Record<string, number> = {};
  const walk = async (path: string, top: string) => {
    for await (const e of Deno.readDir(path)) {
      const p = `${path}/${e.name}`;
      if (e.isDirectory) await walk(p, top || e.name);
      else if (e.isFile && contains(await Deno.readFile(p), needle)) {
        out[top || "."] = (out[top || "."] ?? 0) + 1;
      }
    }
  };
  await walk(`${root}/data`, "");
  return out;
}

function contains(hay: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = hay.indexOf(needle[0]); i !== -1; i = hay.indexOf(needle[0], i + 1)) {
    for (let j = 1; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}
