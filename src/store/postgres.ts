/**
 * {@linkcode PostgresStore}: a {@linkcode TraceStore} in a PostgreSQL database, many brains per
 * database, through postgres.js (`npm:postgres`). Import it from `@engram/engram/postgres`;
 * the main entry stays free of npm packages.
 *
 * - Words: a `tsvector` (generated column, GIN) of the trace's folded words under the `engram`
 *   text search configuration (English Snowball stemmer, no stopwords), ranked by BM25 computed
 *   in SQL from per-brain document frequencies (`terms`) and totals (`brains`).
 * - Vocabulary: the distinct folded words each brain's traces hold, with how many traces hold
 *   each (`vocabulary`, kept by the store on every write), under a `pg_trgm` GIN index: fuzzy
 *   matching finds the words spelled like a cue word there, then the traces through `lex`.
 * - Writes: every write transaction first updates the brain's row in `brains` (its lock, and a
 *   bump of its generation), so writes to one brain serialize across servers as SQLite's do, and
 *   a dream sees when another server wrote meanwhile.
 * @module
 */
import postgres from "postgres";
import type { Kind } from "../core/model.ts";
import type { TraceData } from "../core/trace.ts";
import { StoreError } from "../core/errors.ts";
import { trigramsOf, words as foldedWords } from "../core/text.ts";
import { MIGRATIONS, PG_SCHEMA_VERSION } from "./postgres_schema.ts";
import { mergeLearned, reportJson } from "./store.ts";
import type {
  CounterName,
  DreamRecord,
  HistoryEvent,
  LearnedWord,
  Link,
  ListQuery,
  NewTraceRow,
  ScrubResult,
  StoreCounts,
  StoredVector,
  TraceFilter,
  TraceOrder,
  TraceStore,
  TraceText,
  WordCandidateOptions,
  WordFrequencyOptions,
  WordHit,
} from "./store.ts";

/** A learned word from a row. */
function toLearned(r: Record<string, unknown>): LearnedWord {
  return {
    id: Number(r.id),
    key: String(r.key),
    word: String(r.word),
    uses: Number(r.uses),
    at: Number(r.at),
  };
}

/** A postgres.js connection pool or transaction: anything that runs a query. */
type Queryable = postgres.Sql | postgres.TransactionSql;
/** Pools' postgres.js connections, for this folder's modules only (not a public API). */
const POOL_SQL = new WeakMap<PostgresPool, postgres.Sql>();

/** The postgres.js pool behind a {@linkcode PostgresPool} (for `src/store/` modules). */
export function sqlOf(pool: PostgresPool): postgres.Sql {
  return POOL_SQL.get(pool)!;
}
type Row = Record<string, unknown>;

/** Options of a {@linkcode PostgresPool}. */
export interface PostgresPoolOptions {
  /** Most connections at once. Default `10`. */
  max?: number;
  /** Seconds to wait for a connection. Default `10`. */
  connectTimeout?: number;
}

/** A lock key (any constant) that serializes schema migrations across processes. */
const MIGRATION_LOCK = 0x656e6772;

/**
 * A pool of connections to one PostgreSQL database, shared by the stores opened over it (one
 * per process is enough: brains are rows, not connections). The schema is created or migrated
 * on first use.
 *
 * @example
 * ```ts ignore
 * import { PostgresPool, PostgresStore } from "@engram/engram/postgres";
 * const pool = new PostgresPool("postgres://engram@127.0.0.1:5432/engram");
 * const store = new PostgresStore(pool, "alice");
 * await store.close();
 * await pool.end();
 * ```
 */
export class PostgresPool {
  /** The database, without credentials, for messages. */
  readonly location: string;
  #sql: postgres.Sql;
  #ready: Promise<void> | null = null;
  #ended: Promise<void> | null = null;

  /** A pool over the database at `url` (`postgres://user:password@host:port/database`). */
  constructor(url: string, options: PostgresPoolOptions = {}) {
    this.location = redact(url);
    try {
      this.#sql = postgres(url, {
        max: options.max ?? 10,
        connect_timeout: options.connectTimeout ?? 10,
        onnotice: () => {},
        // Every bigint engram stores (ids, epoch ms, counts) is a safe integer.
        types: {
          bigint: {
            to: 20,
            from: [20],
            serialize: (x: number) => String(x),
            parse: (x: string) => Number(x),
          },
        },
        connection: { application_name: "engram" },
      });
      POOL_SQL.set(this, this.#sql);
    } catch (e) {
      throw new StoreError(`Cannot open database "${this.location}": ${(e as Error).message}`, {
        code: "open_failed",
        cause: e,
      });
    }
  }

  /** Whether the pool was ended. */
  get ended(): boolean {
    return this.#ended !== null;
  }

  /**
   * Create the schema, or migrate it forward, once per pool.
   * @throws {StoreError} when the database holds a newer schema
   */
  ready(): Promise<void> {
    this.#ready ??= this.#migrate().catch((e) => {
      this.#ready = null;
      throw e;
    });
    return this.#ready;
  }

  async #migrate(): Promise<void> {
    const version = await this.#version(this.#sql);
    if (version === PG_SCHEMA_VERSION) return;
    if (version > PG_SCHEMA_VERSION) throw this.#newer(version);
    await guard(this.location, () =>
      this.#sql.begin(async (tx) => {
        // One process migrates; the others wait here and then find the work done.
        await tx.unsafe("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
        let current = await this.#version(tx);
        if (current > PG_SCHEMA_VERSION) throw this.#newer(current);
        for (; current < PG_SCHEMA_VERSION; current++) {
          await tx.unsafe(MIGRATIONS[current]);
          await tx.unsafe("UPDATE engram_schema SET version = $1", [current + 1]);
        }
      }));
  }

  async #version(q: Queryable): Promise<number> {
    const rows = await guard(
      this.location,
      () => q.unsafe("SELECT to_regclass('engram_schema') IS NOT NULL AS present"),
    );
    if (!rows[0].present) return 0;
    const [row] = await q.unsafe("SELECT version FROM engram_schema");
    return Number(row?.version ?? 0);
  }

  #newer(version: number): StoreError {
    return new StoreError(
      `Cannot open database "${this.location}": its schema is newer than this version ` +
        `(schema ${version}, this version reads up to ${PG_SCHEMA_VERSION})`,
      { code: "newer_schema" },
    );
  }

  /** Close every connection (every call waits for the same ending). */
  end(): Promise<void> {
    this.#ended ??= this.#sql.end({ timeout: 5 });
    return this.#ended;
  }
}

/** A URL without its password (and user), for messages. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return "postgres://(unparsable URL)";
  }
}

/** postgres.js error codes and SQLSTATEs that mean the server could not be reached or used. */
const UNAVAILABLE =
  /^(ECONNREFUSED|ENOTFOUND|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|CONNECT_TIMEOUT|CONNECTION_CLOSED|CONNECTION_ENDED|CONNECTION_DESTROYED|57P0[0-3]|53[0-9]{3}|08[0-9]{3})$/;

/** Run a query, turning driver failures into {@linkcode StoreError}s that name the database. */
async function guard<T>(location: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof StoreError || !(e instanceof Error)) throw e;
    const code = String((e as { code?: unknown }).code ?? "");
    if (!(e instanceof postgres.PostgresError) && !UNAVAILABLE.test(code)) throw e;
    const busy = code === "40P01" || code === "55P03" || code === "40001";
    throw new StoreError(`Database "${location}" failed: ${e.message}`, {
      code: busy ? "busy" : "store_failed",
      cause: e,
    });
  }
}

/**
 * The generations this store's own committed write transactions produced, so that
 * {@linkcode PostgresStore.generation} counts only other writers' commits: caches built from
 * the brain (the vector index, the embedder check) survive the store's own writes, as with
 * SQLite's `data_version`. Every write bumps the brain's row under its lock, so each bump
 * value belongs to exactly one commit.
 */
class OwnBumps {
  /** Own bumps at or below every generation read since they were recorded. */
  #settled = 0;
  /** Own bumps recorded since, ascending. */
  #recent: number[] = [];

  /** How many own bumps were recorded. */
  get size(): number {
    return this.#settled + this.#recent.length;
  }

  /** Record an own committed bump (the generation it produced). */
  add(bump: number): void {
    this.#recent.push(bump);
  }

  /**
   * Other writers' commits in `generation`, read when `known` own bumps were recorded: those
   * were committed before the read, so the read includes them; later ones count if it does.
   * A bump committed during the read but recorded after it is not subtracted: a spurious
   * change, never a missed one.
   */
  others(generation: number, known: number): number {
    const settled = Math.max(0, known - this.#settled);
    const later = this.#recent.slice(settled).filter((b) => b <= generation).length;
    const count = known + later;
    // Bumps the read already included are settled: later reads include them too.
    this.#settled += settled;
    this.#recent.splice(0, settled);
    return generation - count;
  }
}

/** What a transaction-bound view knows. */
interface TxState {
  /** A read-only snapshot (no writes allowed). */
  readOnly: boolean;
  /** The brain's generation before this transaction's own bump. */
  generation: number;
  /** How many own bumps the store had recorded when the generation was read. */
  ownBumps: number;
}

const TRACE_COLUMNS = "id, content, kind, salience, stability, created_at, last_reinforced_at, " +
  "recalls, tags, meta, sources, superseded_by";

function toTraceData(r: Row): TraceData {
  return {
    id: r.id as number,
    content: r.content as string,
    kind: r.kind as Kind,
    salience: r.salience as number,
    stability: r.stability as number,
    createdAt: r.created_at as number,
    lastReinforcedAt: r.last_reinforced_at as number,
    recalls: r.recalls as number,
    tags: r.tags as string[],
    meta: r.meta as Record<string, unknown>,
    sources: r.sources as TraceData["sources"],
    supersededBy: r.superseded_by as number | null,
  };
}

/** The folded words of a text, space-separated: what the `tsvector` and trigram index see. */
function wordText(text: string): string {
  return foldedWords(text).join(" ");
}

/**
 * The fields every trace row stores beside its id and content, one array per column in the order
 * `kind, salience, stability, created_at, last_reinforced_at, recalls, tags, meta, sources,
 * superseded_by`: the parameters of an `unnest` over many rows.
 */
function fieldColumns(rows: readonly Omit<TraceData, "id" | "content">[]): unknown[][] {
  return [
    rows.map((r) => r.kind),
    rows.map((r) => r.salience),
    rows.map((r) => r.stability),
    rows.map((r) => r.createdAt),
    rows.map((r) => r.lastReinforcedAt),
    rows.map((r) => r.recalls),
    rows.map((r) => JSON.stringify(r.tags)),
    rows.map((r) => JSON.stringify(r.meta)),
    rows.map((r) => JSON.stringify(r.sources)),
    rows.map((r) => r.supersededBy),
  ];
}

/** The distinct words of a folded word text. */
function wordSet(words: string): Set<string> {
  return new Set(words.split(" ").filter((w) => w !== ""));
}

function hex(v: Float32Array): string {
  const bytes = new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
  let s = "";
  for (const b of bytes) s += b.toString(16).padStart(2, "0");
  return s;
}

function toFloat32(bytes: Uint8Array): Float32Array {
  // A copy (a driver's Buffer may be a view into a shared pool), aligned for Float32Array.
  const copy = new Uint8Array(bytes);
  return new Float32Array(copy.buffer, 0, copy.byteLength >>> 2);
}

/** Positional parameters for a query being built. */
class Params {
  readonly values: unknown[] = [];
  /** Add a value; returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A LIKE pattern matching `text` anywhere, with `\`, `%` and `_` escaped. */
function containing(text: string): string {
  return "%" + text.replace(/[\\%_]/g, (c) => "\\" + c) + "%";
}

const ORDER_SQL: Record<TraceOrder, (at: string) => string> = {
  recent: () => "t.created_at DESC, t.id DESC",
  oldest: () => "t.created_at ASC, t.id ASC",
  used: () => "t.last_reinforced_at DESC, t.id DESC",
  strongest: () => "t.stability DESC, t.id ASC",
  fading: (at) => `(${at}::float8 - t.last_reinforced_at) / t.stability DESC, t.id ASC`,
};

/** ` AND …` clauses restricting `traces t` to a filter. */
function filterSql(filter: TraceFilter, p: Params): string {
  const parts: string[] = [];
  if (filter.kinds?.length) parts.push(`t.kind = ANY(${p.add(filter.kinds)}::text[])`);
  if (filter.tags?.length) {
    parts.push(
      `EXISTS (SELECT 1 FROM json_array_elements_text(t.tags) j(v) WHERE j.v = ANY(${
        p.add(filter.tags)
      }::text[]))`,
    );
  }
  if (filter.meta && Object.keys(filter.meta).length > 0) {
    // jsonb containment: a number equals a number (3 = 3.0), never a string; absent is not null.
    parts.push(`t.meta::jsonb @> ${p.add(JSON.stringify(filter.meta))}::text::jsonb`);
  }
  if (filter.current) parts.push("t.superseded_by IS NULL");
  if (filter.supersededBy !== undefined) {
    parts.push(`t.superseded_by = ${p.add(filter.supersededBy)}::bigint`);
  }
  // Integer columns: c >= x ⇔ c >= ⌈x⌉ and c < x ⇔ c < ⌈x⌉, so indexes stay usable.
  const range = (column: string, from?: number, to?: number) => {
    if (from !== undefined) parts.push(`t.${column} >= ${p.add(Math.ceil(from))}::bigint`);
    if (to !== undefined) parts.push(`t.${column} < ${p.add(Math.ceil(to))}::bigint`);
  };
  range("created_at", filter.createdFrom, filter.createdTo);
  range("last_reinforced_at", filter.usedFrom, filter.usedTo);
  for (const w of filter.fade ?? []) {
    if (w.minMsPerS !== undefined) {
      parts.push(
        `${p.add(w.at)}::float8 - t.last_reinforced_at >= t.stability * ${
          p.add(w.minMsPerS)
        }::float8`,
      );
    }
    if (w.maxMsPerS !== undefined) {
      parts.push(
        `${p.add(w.at)}::float8 - t.last_reinforced_at <= t.stability * ${
          p.add(w.maxMsPerS)
        }::float8`,
      );
    }
  }
  return parts.map((s) => ` AND ${s}`).join("");
}

/** Term → change in document count. */
type Deltas = Map<string, number>;

function add(deltas: Deltas, term: string, by: number): void {
  deltas.set(term, (deltas.get(term) ?? 0) + by);
}

/** BM25 parameters, as FTS5 uses them. */
const K1 = 1.2;
const B = 0.75;

/**
 * The most traces an `any` word query scores before it knows whether scoring every match can
 * change its answer (see `wordCandidates`).
 */
const ESSENTIAL_DOCS = 4000;

/** Named prepared statements, reused per connection: parsed and planned once. */
const PREPARED = { prepare: true } as const;
/** Unnamed statements: planned for their parameters at every run. */
const UNPREPARED = { prepare: false } as const;

/** Traces streamed per query by `allTraces`. */
const PAGE = 1000;

/**
 * One brain in a PostgreSQL database, implementing {@linkcode TraceStore}. Opening is lazy:
 * the constructor returns at once and the first call creates the schema and the brain if
 * needed ({@linkcode PostgresStore.open} waits for that).
 *
 * @example
 * ```ts ignore
 * import { Memory } from "@engram/engram";
 * import { PostgresStore } from "@engram/engram/postgres";
 * const store = await PostgresStore.open("postgres://engram@127.0.0.1:5432/engram", "alice");
 * const mem = Memory.open(store);
 * await mem.remember("user prefers tea");
 * await mem.close(); // closes the store and its pool
 * ```
 */
export class PostgresStore implements TraceStore {
  /** The brain's name. */
  readonly brain: string;
  #pool: PostgresPool;
  #ownsPool: boolean;
  #q: Queryable;
  #tx: TxState | null = null;
  #id: Promise<number> | null = null;
  #open = true;
  #parent: PostgresStore | null = null;
  #own = new OwnBumps();
  /** Writes of this transaction sent but not yet confirmed (pipelined): each its error or null. */
  #inFlight: Promise<unknown>[] = [];

  /**
   * A brain over a pool (created on first use). With `ownsPool`, closing the store ends the
   * pool too.
   */
  constructor(pool: PostgresPool, brain: string, options: { ownsPool?: boolean } = {}) {
    this.#pool = pool;
    this.brain = brain;
    this.#ownsPool = options.ownsPool ?? false;
    this.#q = sqlOf(pool);
  }

  /**
   * Open a brain in the database at `url` with a pool of its own (closed with the store),
   * creating the schema and the brain if needed.
   * @throws {StoreError} when the database cannot be reached or holds a newer schema
   */
  static async open(
    url: string,
    brain = "default",
    options: PostgresPoolOptions = {},
  ): Promise<PostgresStore> {
    const pool = new PostgresPool(url, { max: 4, ...options });
    const store = new PostgresStore(pool, brain, { ownsPool: true });
    try {
      await store.ready();
    } catch (e) {
      await pool.end();
      throw e;
    }
    return store;
  }

  /**
   * Wait until the schema and the brain exist.
   * @throws {StoreError} when the database cannot be reached or holds a newer schema
   */
  async ready(): Promise<void> {
    await this.#brainId();
  }

  /** Where the brain lives: the database (no credentials) and the brain's name. */
  get location(): string {
    return `${this.#pool.location}#${this.brain}`;
  }

  /** Whether the store is open. */
  get isOpen(): boolean {
    return this.#open && (this.#parent?.isOpen ?? true);
  }

  /** Close the store (and its pool, if it owns one). */
  async close(): Promise<void> {
    if (!this.#open) return;
    this.#open = false;
    if (this.#ownsPool) await this.#pool.end();
  }

  #brainId(): Promise<number> {
    const root = this.#parent ?? this;
    root.#id ??= root.#resolve().catch((e) => {
      root.#id = null;
      throw e;
    });
    return root.#id;
  }

  async #resolve(): Promise<number> {
    await this.#pool.ready();
    return await this.#guard(async () => {
      const sql = sqlOf(this.#pool);
      await sql.unsafe(
        "INSERT INTO brain_names (name, brain_id) SELECT $1, nextval('engram_brain_ids') " +
          "WHERE NOT EXISTS (SELECT 1 FROM brain_names WHERE name = $1) ON CONFLICT DO NOTHING",
        [this.brain],
      );
      const [row] = await sql.unsafe("SELECT brain_id FROM brain_names WHERE name = $1", [
        this.brain,
      ]);
      const id = row.brain_id as number;
      await sql.unsafe("INSERT INTO brains (brain_id) VALUES ($1) ON CONFLICT DO NOTHING", [id]);
      return id;
    });
  }

  #check(): void {
    if (!this.isOpen) {
      throw new StoreError(`Cannot use brain "${this.location}": it is closed`, {
        code: "store_failed",
      });
    }
  }

  #guard<T>(fn: () => Promise<T>): Promise<T> {
    return guard(this.#pool.location, fn);
  }

  /**
   * Run a query with the brain's id as `$1`. `planned: "each time"` plans it for its
   * parameters at every run, for queries whose best plan depends on the brain's size (a
   * generic plan, chosen after a few runs, guesses an average brain).
   */
  async #query(
    text: string,
    params: unknown[] = [],
    planned: "once" | "each time" = "once",
  ): Promise<Row[]> {
    this.#check();
    const id = await this.#brainId();
    const args = [id, ...params] as postgres.ParameterOrJSON<never>[];
    const options = planned === "once" ? PREPARED : UNPREPARED;
    if (this.#inFlight.length === 0) {
      return await this.#guard(() => this.#q.unsafe(text, args, options));
    }
    // Sent behind the writes in flight (one connection runs them in order); their failure,
    // which aborts the transaction, is the one to report.
    const read = this.#q.unsafe(text, args, options).execute();
    read.catch(() => {});
    await this.#flush();
    return await this.#guard(() => read);
  }

  /**
   * Send a write that returns nothing without waiting for it (inside a write transaction):
   * the next read, savepoint or commit confirms it, so a transaction's writes share round trips.
   */
  async #send(text: string, params: unknown[] = []): Promise<void> {
    this.#check();
    const id = await this.#brainId();
    const args = [id, ...params] as postgres.ParameterOrJSON<never>[];
    this.#inFlight.push(
      this.#q.unsafe(text, args, PREPARED).execute().then(() => null, (e: unknown) => e),
    );
  }

  /** Wait for the writes in flight; throw the first one's failure. */
  async #flush(): Promise<void> {
    const failed = (await Promise.all(this.#inFlight.splice(0))).find((e) => e !== null);
    if (failed !== undefined) await this.#guard(() => Promise.reject(failed));
  }

  /** Run `fn` on this transaction-bound view and confirm its writes before it ends. */
  async #settle<T>(fn: (tx: TraceStore) => Promise<T>): Promise<T> {
    try {
      const result = await fn(this);
      await this.#flush();
      return result;
    } catch (e) {
      await this.#drain();
      throw e;
    }
  }

  /** Wait for the writes in flight, ignoring failures (what a rollback undoes). */
  async #drain(): Promise<void> {
    await Promise.all(this.#inFlight.splice(0));
  }

  /** Run `fn` as (part of) a write transaction. */
  async #write<T>(fn: (store: PostgresStore) => Promise<T>): Promise<T> {
    if (this.#tx?.readOnly) {
      throw new StoreError(`Cannot write to brain "${this.location}" in a read-only snapshot`, {
        code: "store_failed",
      });
    }
    if (this.#tx) return await fn(this);
    return await this.transaction((tx) => fn(tx as PostgresStore));
  }

  #view(tx: postgres.TransactionSql, state: TxState): PostgresStore {
    const view = new PostgresStore(this.#pool, this.brain);
    view.#q = tx;
    view.#tx = state;
    view.#parent = this.#parent ?? this;
    return view;
  }

  // ---- transactions ------------------------------------------------------------------------

  /**
   * Run `fn` in one write transaction on a view bound to it. The transaction starts by taking
   * the brain's row lock (and bumping its generation), so writers of one brain run one at a
   * time, across processes. Nested calls become savepoints.
   */
  async transaction<T>(fn: (tx: TraceStore) => Promise<T>): Promise<T> {
    this.#check();
    if (this.#tx) {
      if (this.#tx.readOnly) return await this.#write(() => fn(this));
      await this.#flush();
      // Bound to the savepoint's own scope: its failure is rolled back to the savepoint and
      // leaves the enclosing transaction usable.
      return await (this.#q as postgres.TransactionSql).savepoint((sp) =>
        this.#view(sp, this.#tx!).#settle(fn)
      ) as T;
    }
    const id = await this.#brainId();
    const root = this.#parent ?? this;
    let bump = NaN;
    const result = await this.#guard(() =>
      sqlOf(this.#pool).begin(async (tx) => {
        const ownBumps = root.#own.size;
        const [row] = await tx.unsafe(
          "UPDATE brains SET generation = generation + 1 WHERE brain_id = $1 " +
            "RETURNING generation - 1 AS before",
          [id],
          PREPARED,
        );
        if (!row) {
          throw new StoreError(`Cannot write to brain "${this.location}": it was removed`, {
            code: "store_failed",
          });
        }
        bump = (row.before as number) + 1;
        const generation = row.before as number;
        return await this.#view(tx, { readOnly: false, generation, ownBumps }).#settle(fn);
      }) as Promise<T>
    );
    // Committed: this bump is our own, and no other writer's (the brain's row lock).
    root.#own.add(bump);
    return result;
  }

  /** Run `fn` on one consistent snapshot (a repeatable-read, read-only transaction). */
  async snapshot<T>(fn: (tx: TraceStore) => Promise<T>): Promise<T> {
    this.#check();
    if (this.#tx) return await fn(this);
    const id = await this.#brainId();
    return await this.#guard(() =>
      sqlOf(this.#pool).begin("isolation level repeatable read read only", async (tx) => {
        const ownBumps = (this.#parent ?? this).#own.size;
        const [row] = await tx.unsafe(
          "SELECT generation FROM brains WHERE brain_id = $1",
          [id],
          PREPARED,
        );
        const generation = row.generation as number;
        return await fn(this.#view(tx, { readOnly: true, generation, ownBumps }));
      }) as Promise<T>
    );
  }

  /**
   * The brain's generation: a counter every write transaction bumps, less the bumps of this
   * store's own commits, so it changes only when another writer commits. Inside a write
   * transaction, the value before its own bump (so it differs from a snapshot's only when
   * another writer committed in between).
   */
  async generation(): Promise<number> {
    const own = (this.#parent ?? this).#own;
    if (this.#tx) return own.others(this.#tx.generation, this.#tx.ownBumps);
    const known = own.size;
    const [row] = await this.#query("SELECT generation FROM brains WHERE brain_id = $1");
    return own.others(row.generation as number, known);
  }

  // ---- traces ------------------------------------------------------------------------------

  /** Insert traces (and their vectors) in order; returns their ids. */
  insertTraces(rows: readonly NewTraceRow[]): Promise<number[]> {
    if (rows.length === 0) return Promise.resolve([]);
    return this.#write(async (s) => {
      const auto = rows.filter((r) => r.id === undefined).length;
      const floor = Math.max(0, ...rows.map((r) => r.id ?? 0)) + 1;
      const [alloc] = await s.#query(
        "UPDATE brains SET next_id = greatest(next_id, $2::bigint) + $3::bigint " +
          "WHERE brain_id = $1 RETURNING next_id - $3::bigint AS first",
        [floor, auto],
      );
      let next = alloc.first as number;
      const ids = rows.map((r) => r.id ?? next++);
      const words = rows.map((r) => wordText(r.content));
      const withVector = rows.flatMap((r, i) => r.vector ? [i] : []);
      const inserted = await s.#query(
        `WITH v AS (
           INSERT INTO vectors (brain_id, id, v)
           SELECT $1, i, decode(h, 'hex') FROM unnest($16::bigint[], $17::text[]) x(i, h)
         )
         INSERT INTO traces (brain_id, id, content, kind, salience, stability, created_at,
           last_reinforced_at, recalls, tags, meta, sources, superseded_by, tokens, words)
         SELECT $1, * FROM unnest($2::bigint[], $3::text[], $4::text[], $5::float8[],
           $6::float8[], $7::bigint[], $8::bigint[], $9::int[], $10::text[]::json[], $11::text[]::json[],
           $12::text[]::json[], $13::bigint[], $14::int[], $15::text[])
         RETURNING tsvector_to_array(lex) AS lexemes`,
        [
          ids,
          rows.map((r) => r.content),
          ...fieldColumns(rows),
          rows.map((r) => r.tokens),
          words,
          withVector.map((i) => ids[i]),
          withVector.map((i) => hex(rows[i].vector!)),
        ],
      );
      const terms: Deltas = new Map();
      let lexemes = 0;
      for (const r of inserted) {
        for (const t of r.lexemes as string[]) add(terms, t, 1);
        lexemes += (r.lexemes as string[]).length;
      }
      const vocabulary: Deltas = new Map();
      for (const w of words) for (const word of wordSet(w)) add(vocabulary, word, 1);
      await s.#applyStats(terms, vocabulary, rows.length, lexemes);
      return ids;
    });
  }

  /** Apply changes to the document frequencies and BM25 totals (inside a write). */
  async #applyStats(terms: Deltas, vocabulary: Deltas, docs: number, lexemes: number) {
    const stats = (table: string, column: string, a: string, b: string) =>
      `d_${table} AS (SELECT * FROM unnest(${a}::text[], ${b}::bigint[]) d(term, n)),
       up_${table} AS (
         INSERT INTO ${table} (brain_id, ${column}, docs)
         SELECT $1, term, n FROM d_${table} WHERE n > 0
         ON CONFLICT (brain_id, ${column}) DO UPDATE SET docs = ${table}.docs + excluded.docs),
       down_${table} AS (
         UPDATE ${table} x SET docs = x.docs + d.n FROM d_${table} d
         WHERE d.n < 0 AND x.brain_id = $1 AND x.${column} = d.term AND x.docs + d.n > 0),
       gone_${table} AS (
         DELETE FROM ${table} x USING d_${table} d
         WHERE d.n < 0 AND x.brain_id = $1 AND x.${column} = d.term AND x.docs + d.n <= 0)`;
    const changed = (m: Deltas) => [...m].filter(([, n]) => n !== 0);
    const t = changed(terms);
    const g = changed(vocabulary);
    await this.#send(
      `WITH ${stats("terms", "term", "$2", "$3")}, ${stats("vocabulary", "word", "$4", "$5")}
       UPDATE brains SET docs = docs + $6::bigint, lexemes = lexemes + $7::bigint
       WHERE brain_id = $1`,
      [
        t.map((x) => x[0]),
        t.map((x) => x[1]),
        g.map((x) => x[0]),
        g.map((x) => x[1]),
        docs,
        lexemes,
      ],
    );
  }

  /** The traces with these ids that exist, in no particular order. */
  async getTraces(ids: readonly number[]): Promise<TraceData[]> {
    if (ids.length === 0) return [];
    const rows = await this.#query(
      `SELECT ${TRACE_COLUMNS} FROM traces WHERE brain_id = $1 AND id = ANY($2::bigint[])`,
      [ids],
    );
    return rows.map(toTraceData);
  }

  /** Every trace, in id order (read in pages). */
  async *allTraces(): AsyncGenerator<TraceData> {
    let after = -1;
    for (;;) {
      const rows = await this.#query(
        `SELECT ${TRACE_COLUMNS} FROM traces WHERE brain_id = $1 AND id > $2::bigint ` +
          `ORDER BY id LIMIT ${PAGE}`,
        [after],
      );
      for (const r of rows) yield toTraceData(r);
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1].id as number;
    }
  }

  /** A page of traces in the requested order. */
  async listTraces(query: ListQuery): Promise<TraceData[]> {
    const p = new Params();
    p.add(null); // $1: the brain
    const f = filterSql(query.filter, p);
    const order = ORDER_SQL[query.order](query.order === "fading" ? p.add(query.at) : "");
    const limit = p.add(Math.min(query.limit, Number.MAX_SAFE_INTEGER));
    const offset = p.add(query.offset);
    const rows = await this.#query(
      `SELECT ${TRACE_COLUMNS} FROM traces t WHERE t.brain_id = $1${f} ` +
        `ORDER BY ${order} LIMIT ${limit}::bigint OFFSET ${offset}::bigint`,
      p.values.slice(1),
    );
    return rows.map(toTraceData);
  }

  /** How many traces pass a filter. */
  async countTraces(filter: TraceFilter): Promise<number> {
    const p = new Params();
    p.add(null);
    const f = filterSql(filter, p);
    const [row] = await this.#query(
      `SELECT count(*) AS n FROM traces t WHERE t.brain_id = $1${f}`,
      p.values.slice(1),
    );
    return row.n as number;
  }

  /** Which of these ids exist. */
  async existingIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.#query(
      "SELECT id FROM traces WHERE brain_id = $1 AND id = ANY($2::bigint[])",
      [ids],
    );
    return rows.map((r) => r.id as number);
  }

  /** Record successful recalls: new stability, reinforced at `at`, one more recall each. */
  reinforce(updates: readonly { id: number; stability: number }[], at: number): Promise<void> {
    if (updates.length === 0) return Promise.resolve();
    return this.#write(async (s) => {
      await s.#send(
        `UPDATE traces t SET stability = u.s, last_reinforced_at = $4::bigint,
           recalls = t.recalls + 1
         FROM unnest($2::bigint[], $3::float8[]) u(id, s)
         WHERE t.brain_id = $1 AND t.id = u.id`,
        [updates.map((u) => u.id), updates.map((u) => u.stability), at],
      );
    });
  }

  /** Rewrite every field of these traces except their content. */
  updateTraces(traces: readonly TraceData[]): Promise<void> {
    if (traces.length === 0) return Promise.resolve();
    return this.#write(async (s) => {
      await s.#send(
        `UPDATE traces t SET kind = u.kind, salience = u.salience, stability = u.stability,
           created_at = u.created_at, last_reinforced_at = u.last_reinforced_at,
           recalls = u.recalls, tags = u.tags, meta = u.meta, sources = u.sources,
           superseded_by = u.superseded_by
         FROM unnest($2::bigint[], $3::text[], $4::float8[], $5::float8[], $6::bigint[],
           $7::bigint[], $8::int[], $9::text[]::json[], $10::text[]::json[], $11::text[]::json[],
           $12::bigint[])
           u(id, kind, salience, stability, created_at, last_reinforced_at, recalls, tags, meta,
             sources, superseded_by)
         WHERE t.brain_id = $1 AND t.id = u.id`,
        [
          traces.map((d) => d.id),
          ...fieldColumns(traces),
        ],
      );
    });
  }

  /** Replace a trace's content (re-indexed, frequencies kept right) and its vector. */
  setContent(
    id: number,
    content: string,
    tokens: number,
    vector: Float32Array | null,
  ): Promise<void> {
    return this.#write(async (s) => {
      const [old] = await s.#query(
        "SELECT words, tsvector_to_array(lex) AS lexemes FROM traces " +
          "WHERE brain_id = $1 AND id = $2::bigint FOR UPDATE",
        [id],
      );
      if (!old) return;
      const words = wordText(content);
      const [fresh] = await s.#query(
        `WITH gone AS (DELETE FROM vectors WHERE brain_id = $1 AND id = $2::bigint),
         v AS (INSERT INTO vectors (brain_id, id, v)
           SELECT $1, $2::bigint, decode($6::text, 'hex') WHERE $6::text IS NOT NULL
           ON CONFLICT (brain_id, id) DO UPDATE SET v = excluded.v)
         UPDATE traces SET content = $3::text, tokens = $4::int, words = $5::text
         WHERE brain_id = $1 AND id = $2::bigint RETURNING tsvector_to_array(lex) AS lexemes`,
        [id, content, tokens, words, vector ? hex(vector) : null],
      );
      const terms: Deltas = new Map();
      for (const t of old.lexemes as string[]) add(terms, t, -1);
      for (const t of fresh.lexemes as string[]) add(terms, t, 1);
      const vocabulary: Deltas = new Map();
      for (const w of wordSet(old.words as string)) add(vocabulary, w, -1);
      for (const w of wordSet(words)) add(vocabulary, w, 1);
      const lexemes = (fresh.lexemes as string[]).length - (old.lexemes as string[]).length;
      await s.#applyStats(terms, vocabulary, 0, lexemes);
    });
  }

  /** Record stability events. */
  appendHistory(events: readonly HistoryEvent[]): Promise<void> {
    if (events.length === 0) return Promise.resolve();
    return this.#write(async (s) => {
      await s.#send(
        `INSERT INTO history (brain_id, id, at, event, before, after)
         SELECT $1, * FROM unnest($2::bigint[], $3::bigint[], $4::text[], $5::float8[],
           $6::float8[])`,
        [
          events.map((e) => e.id),
          events.map((e) => e.at),
          events.map((e) => e.event),
          events.map((e) => e.before),
          events.map((e) => e.after),
        ],
      );
    });
  }

  /** A trace's stability events, oldest first. */
  async history(id: number): Promise<HistoryEvent[]> {
    const rows = await this.#query(
      "SELECT id, at, event, before, after FROM history WHERE brain_id = $1 AND id = $2::bigint " +
        "ORDER BY at, seq",
      [id],
    );
    return rows.map((r) => ({
      id: r.id as number,
      at: r.at as number,
      event: r.event as HistoryEvent["event"],
      before: r.before as number,
      after: r.after as number,
    }));
  }

  /** Log a dream. */
  appendDream(record: DreamRecord): Promise<void> {
    return this.#write(async (s) => {
      await s.#send(
        "INSERT INTO dreams (brain_id, at, report) VALUES ($1, $2::bigint, $3::text::json)",
        [record.at, reportJson(record)],
      );
    });
  }

  /** The latest dreams, newest first. */
  async dreams(limit: number): Promise<DreamRecord[]> {
    const rows = await this.#query(
      "SELECT at, report FROM dreams WHERE brain_id = $1 ORDER BY at DESC, seq DESC " +
        "LIMIT $2::bigint",
      [Math.min(limit, Number.MAX_SAFE_INTEGER)],
    );
    return rows.map((r) => ({ at: r.at as number, report: r.report as Record<string, unknown> }));
  }

  /** Make current again every trace superseded by one of these. */
  clearSupersededBy(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return Promise.resolve();
    return this.#write(async (s) => {
      await s.#send(
        "UPDATE traces SET superseded_by = NULL " +
          "WHERE brain_id = $1 AND superseded_by = ANY($2::bigint[])",
        [ids],
      );
    });
  }

  /**
   * Delete traces: rows, their index entries, vectors and links (cascade), and their words'
   * and vocabulary words' document counts (a count reaching zero deletes the term's row, so no
   * forgotten word survives in the frequency tables). {@linkcode scrub} then vacuums.
   */
  deleteTraces(ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return Promise.resolve(0);
    return this.#write(async (s) => {
      const gone = await s.#query(
        `DELETE FROM traces WHERE brain_id = $1 AND id = ANY($2::bigint[])
         RETURNING words, tsvector_to_array(lex) AS lexemes`,
        [ids],
      );
      if (gone.length === 0) return 0;
      const terms: Deltas = new Map();
      const vocabulary: Deltas = new Map();
      let lexemes = 0;
      for (const r of gone) {
        for (const t of r.lexemes as string[]) add(terms, t, -1);
        lexemes += (r.lexemes as string[]).length;
        for (const w of wordSet(r.words as string)) add(vocabulary, w, -1);
      }
      await s.#applyStats(terms, vocabulary, -gone.length, -lexemes);
      return gone.length;
    });
  }

  /**
   * `VACUUM` the brain tables: dead row versions of deleted traces are pruned from the table
   * and index pages, so no query, index scan or page-level tool reading live items finds them.
   * PostgreSQL does not zero the freed space, and the write-ahead log keeps the text until its
   * segments are recycled: see the README's "Running on PostgreSQL and Citus". `scrubbed` is
   * `false` when another session's older snapshot kept VACUUM from removing the rows.
   */
  async scrub(): Promise<ScrubResult> {
    this.#check();
    if (this.#tx) return { scrubbed: false };
    await this.#brainId();
    return await this.#guard(async () => {
      const sql = sqlOf(this.#pool);
      const [{ now }] = await sql.unsafe("SELECT clock_timestamp() AS now");
      await sql.unsafe("VACUUM traces, vectors, links, terms, vocabulary, history, learned");
      const [held] = await sql.unsafe(
        `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database()
           AND pid <> pg_backend_pid() AND backend_xmin IS NOT NULL AND xact_start < $1`,
        [now as Date],
      );
      return { scrubbed: held.n === 0 };
    });
  }

  /** Whether the brain holds no traces. */
  async isEmpty(): Promise<boolean> {
    return (await this.#query("SELECT 1 FROM traces WHERE brain_id = $1 LIMIT 1")).length === 0;
  }

  // ---- candidates --------------------------------------------------------------------------

  /**
   * How many traces contain each word as an indexed (stemmed) term. A word whose stem differs
   * from it (`peanuts` → `peanut`) is absent, as is a word nobody wrote.
   */
  async wordFrequencies(
    words: readonly string[],
    _options: WordFrequencyOptions = {}, // counts are read fresh: no lag to allow
  ): Promise<Map<string, number>> {
    if (words.length === 0) return new Map();
    // Each word's lexemes, as the lexical index holds them (`peanuts` → `peanut`).
    const rows = await this.#query(
      `SELECT w.word, min(tm.docs) AS docs
       FROM unnest($2::text[]) w(word)
       CROSS JOIN LATERAL unnest(to_tsvector('engram', w.word)) x
       JOIN terms tm ON tm.brain_id = $1 AND tm.term = x.lexeme
       GROUP BY w.word`,
      [[...new Set(words)]],
    );
    return new Map(rows.map((r) => [r.word as string, r.docs as number]));
  }

  /**
   * Best BM25 matches (FTS5's formula: k1 = 1.2, b = 0.75, idf floored at 1e-6; a document's
   * length is its count of distinct stems), best first. The query is built from each word's
   * stems (`plainto_tsquery` per word, combined by an aggregate): a word is never syntax.
   *
   * Scoring a match costs PostgreSQL far more than FTS5, and a common word matches most of the
   * brain. So an `any` query of several words first scores only the traces holding its rarest
   * words (up to {@linkcode ESSENTIAL_DOCS} traces; MaxScore, as search engines prune): when its
   * `limit`-th best beats the best score a trace holding none of them could reach (the sum of
   * the other stems' idf × (k1 + 1)), that is the exact answer; otherwise every match is scored.
   * Both in one statement: the full scoring runs only when the first answer is not final.
   */
  async wordCandidates(
    words: readonly string[],
    mode: "all" | "any",
    filter: TraceFilter,
    limit: number,
    options: WordCandidateOptions = {},
  ): Promise<WordHit[]> {
    if (words.length === 0) return [];
    const p = new Params();
    p.add(null);
    const w = p.add(words.map(wordText));
    const f = filterSql(filter, p);
    const lim = p.add(Math.min(limit, Number.MAX_SAFE_INTEGER));
    // Newest: only the `limit` latest matches are scored (words too common to score whole).
    const prune = !options.newest && mode === "any" && new Set(words).size > 1;
    const newest = options.newest ? ` ORDER BY t.id DESC LIMIT ${lim}::bigint` : "";
    const budget = prune ? p.add(ESSENTIAL_DOCS) : "";
    // Traces holding all or any of the words `word` of `list`.
    const matching = (list: string, word: string, all: boolean) =>
      `SELECT t.id, t.lex FROM traces t
       WHERE t.brain_id = $1 AND t.lex @@ (
         SELECT engram_${all ? "all" : "any"}(plainto_tsquery('engram', ${word})) FROM ${list}
       )${f}`;
    // Each hit's BM25 from the positions of the cue's own lexemes: marking them (weight A; the
    // column holds only the default D) and keeping only those leaves one or two entries to
    // unnest instead of every lexeme of the hit, a third off the slowest recalls.
    const scored = (hits: string, gate: string) =>
      `SELECT h.id, sum(idf.idf * cardinality(x.positions) * ${K1 + 1} /
         (cardinality(x.positions) + ${K1} * (${1 - B} + ${B} * length(h.lex) / st.avgdl)))
         AS score
       FROM ${hits} h CROSS JOIN st CROSS JOIN LATERAL unnest(ts_filter(
         setweight(h.lex, 'A', (SELECT array_agg(term) FROM idf)), '{a}')) x
       JOIN idf ON idf.term = x.lexeme${gate}
       GROUP BY h.id ORDER BY score DESC, h.id LIMIT ${lim}::bigint`;
    const common = `qw AS MATERIALIZED (
         SELECT w.word, w.ord, array_agg(DISTINCT x.lexeme) AS stems
         FROM unnest(${w}::text[]) WITH ORDINALITY w(word, ord),
           unnest(to_tsvector('engram', w.word)) x
         GROUP BY w.word, w.ord
       ),
       st AS MATERIALIZED (
         SELECT docs::float8 AS n, greatest(lexemes::float8 / greatest(docs, 1), 1) AS avgdl
         FROM brains WHERE brain_id = $1
       ),
       idf AS MATERIALIZED (
         SELECT qt.term, coalesce(tm.docs, 0) AS docs, greatest(ln((st.n - coalesce(tm.docs, 0) +
           0.5) / (coalesce(tm.docs, 0) + 0.5)), 1e-6) AS idf
         FROM (SELECT DISTINCT unnest(stems) AS term FROM qw) qt CROSS JOIN st
         LEFT JOIN terms tm ON tm.brain_id = $1 AND tm.term = qt.term
       )`;
    const text = !prune
      ? `WITH ${common}, hit AS MATERIALIZED (${
        matching(`unnest(${w}::text[]) w`, "w", mode === "all")
      }${newest})
         ${scored("hit", "")}`
      : `WITH ${common},
       -- The rarest words, up to a budget of traces (at least one word): a word matches at
       -- most as many traces as its rarest stem.
       ess AS MATERIALIZED (
         SELECT word, stems FROM (
           SELECT word, stems, row_number() OVER (ORDER BY docs, ord) AS r,
             sum(docs) OVER (ORDER BY docs, ord) AS running
           FROM (SELECT qw.*, (SELECT min(docs) FROM idf WHERE term = ANY(qw.stems)) AS docs
                 FROM qw) d
         ) x WHERE r = 1 OR running <= ${budget}::bigint
       ),
       first AS MATERIALIZED (
         ${scored(`(${matching("ess e", "e.word", false)})`, "")}
       ),
       -- Final when every word was essential, or when the limit-th best beats the best score
       -- of a trace holding none of the essential words (it lacks their one-stem words' stems).
       final AS MATERIALIZED (
         SELECT NOT EXISTS (SELECT 1 FROM qw WHERE word NOT IN (SELECT word FROM ess)) OR (
           (SELECT count(*) FROM first) = ${lim}::bigint AND
           (SELECT min(score) FROM first) > ${K1 + 1} * (
             SELECT coalesce(sum(idf), 0) FROM idf WHERE term NOT IN (
               SELECT stems[1] FROM ess WHERE cardinality(stems) = 1))
         ) AS yes
       ),
       hit AS MATERIALIZED (${matching(`unnest(${w}::text[]) w`, "w", false)})
       SELECT id, score FROM (
         SELECT id, score FROM first WHERE (SELECT yes FROM final)
         UNION ALL (${scored("hit", " WHERE NOT (SELECT yes FROM final)")})
       ) r ORDER BY score DESC, id`;
    const rows = await this.#query(text, p.values.slice(1), "each time");
    return rows.map((r) => ({ id: r.id as number, score: r.score as number }));
  }

  /** Ids of every trace holding all of the words, ascending. */
  async idsWithAllWords(words: readonly string[]): Promise<number[]> {
    if (words.length === 0) return [];
    const rows = await this.#query(
      `SELECT t.id FROM traces t WHERE t.brain_id = $1 AND t.lex @@ (
         SELECT engram_all(plainto_tsquery('engram', w)) FROM unnest($2::text[]) w
       ) ORDER BY t.id`,
      [words.map(wordText)],
      "each time",
    );
    return rows.map((r) => r.id as number);
  }

  /**
   * Words of the brain's vocabulary sharing a trigram with `word` (each trigram a `LIKE` the
   * `pg_trgm` index answers), or containing it; containing it first, then by `pg_trgm`
   * similarity.
   */
  async heldWords(words: readonly string[]): Promise<string[]> {
    if (words.length === 0) return [];
    const p = new Params();
    p.add(null);
    const list = p.add([...words]);
    const rows = await this.#query(
      `SELECT v.word FROM vocabulary v WHERE v.brain_id = $1 AND v.word = ANY(${list}::text[])`,
      p.values.slice(1),
      "each time",
    );
    const held = new Set(rows.map((r) => r.word as string));
    return words.filter((w) => held.has(w));
  }

  async fuzzyWords(word: string, limit: number): Promise<string[]> {
    const grams = trigramsOf(word);
    if (grams.length === 0 || limit <= 0) return [];
    const p = new Params();
    p.add(null);
    const cue = p.add(word);
    const whole = p.add(containing(word));
    // One LIKE per trigram, ORed: each can use the trigram index (LIKE ANY cannot).
    const likes = grams.map((t) => `v.word LIKE ${p.add(containing(t))}::text`);
    const lim = p.add(Math.min(limit, Number.MAX_SAFE_INTEGER));
    const rows = await this.#query(
      `SELECT v.word FROM vocabulary v WHERE v.brain_id = $1 AND (${likes.join(" OR ")})
       ORDER BY v.word LIKE ${whole}::text DESC, similarity(v.word, ${cue}::text) DESC, v.word
       LIMIT ${lim}::bigint`,
      p.values.slice(1),
      "each time",
    );
    return rows.map((r) => r.word as string);
  }

  /** Ids of the newest traces containing a substring (case-insensitive). */
  async substringCandidates(needle: string, filter: TraceFilter, limit: number): Promise<number[]> {
    const p = new Params();
    p.add(null);
    const pattern = p.add(containing(needle));
    const f = filterSql(filter, p);
    const lim = p.add(Math.min(limit, Number.MAX_SAFE_INTEGER));
    const rows = await this.#query(
      `SELECT t.id FROM traces t WHERE t.brain_id = $1 AND t.content ILIKE ${pattern}::text${f}
       ORDER BY t.id DESC LIMIT ${lim}::bigint`,
      p.values.slice(1),
      "each time",
    );
    return rows.map((r) => r.id as number);
  }

  /** Stored vectors of these traces. */
  async vectors(ids: readonly number[]): Promise<Map<number, Float32Array>> {
    if (ids.length === 0) return new Map();
    const rows = await this.#query(
      "SELECT id, v FROM vectors WHERE brain_id = $1 AND id = ANY($2::bigint[])",
      [ids],
    );
    return new Map(rows.map((r) => [r.id as number, toFloat32(r.v as Uint8Array)]));
  }

  /** Up to `limit` stored vectors of traces with an id above `afterId`, in id order. */
  async vectorsAfter(afterId: number, limit: number): Promise<StoredVector[]> {
    const rows = await this.#query(
      "SELECT id, v FROM vectors WHERE brain_id = $1 AND id > $2::bigint ORDER BY id LIMIT $3::int",
      [afterId, Math.min(limit, 2_147_483_647)],
    );
    return rows.map((r) => ({ id: r.id as number, vector: toFloat32(r.v as Uint8Array) }));
  }

  /** Up to `limit` texts of traces with an id above `afterId`, in id order. */
  async textsAfter(afterId: number, limit: number): Promise<TraceText[]> {
    const rows = await this.#query(
      "SELECT id, content FROM traces WHERE brain_id = $1 AND id > $2::bigint " +
        "ORDER BY id LIMIT $3::int",
      [afterId, Math.min(limit, 2_147_483_647)],
    );
    return rows.map((r) => ({ id: r.id as number, content: r.content as string }));
  }

  /** Delete every stored vector. */
  clearVectors(): Promise<void> {
    return this.#write(async (s) => {
      await s.#send("DELETE FROM vectors WHERE brain_id = $1", []);
    });
  }

  /** Replace the vectors of these traces; ids that are not traces are ignored. */
  setVectors(entries: readonly StoredVector[]): Promise<void> {
    if (entries.length === 0) return Promise.resolve();
    return this.#write(async (s) => {
      await s.#send(
        `INSERT INTO vectors (brain_id, id, v)
         SELECT $1, x.i, decode(x.h, 'hex') FROM unnest($2::bigint[], $3::text[]) x(i, h)
         JOIN traces t ON t.brain_id = $1 AND t.id = x.i
         ON CONFLICT (brain_id, id) DO UPDATE SET v = excluded.v`,
        [entries.map((e) => e.id), entries.map((e) => hex(e.vector))],
      );
    });
  }

  /** A brain-wide setting, or `null`. */
  async getSetting(name: string): Promise<string | null> {
    const [row] = await this.#query(
      "SELECT value FROM settings WHERE brain_id = $1 AND name = $2::text",
      [name],
    );
    return row ? row.value as string : null;
  }

  /** Set a brain-wide setting. */
  setSetting(name: string, value: string): Promise<void> {
    return this.#write(async (s) => {
      await s.#send(
        "INSERT INTO settings (brain_id, name, value) VALUES ($1, $2::text, $3::text) " +
          "ON CONFLICT (brain_id, name) DO UPDATE SET value = excluded.value",
        [name, value],
      );
    });
  }

  // ---- links -------------------------------------------------------------------------------

  /** Every link touching any of these traces. */
  async linksOf(ids: readonly number[]): Promise<Link[]> {
    if (ids.length === 0) return [];
    const rows = await this.#query(
      "SELECT a, b, w FROM links WHERE brain_id = $1 AND (a = ANY($2::bigint[]) OR b = ANY($2::bigint[]))",
      [ids],
    );
    return rows.map((r) => ({ a: r.a as number, b: r.b as number, w: r.w as number }));
  }

  /** The links between traces of this set only. */
  async linksAmong(ids: readonly number[]): Promise<Link[]> {
    if (ids.length < 2) return [];
    const rows = await this.#query(
      "SELECT a, b, w FROM links WHERE brain_id = $1 AND a = ANY($2::bigint[]) " +
        "AND b = ANY($2::bigint[]) ORDER BY a, b",
      [ids],
    );
    return rows.map((r) => ({ a: r.a as number, b: r.b as number, w: r.w as number }));
  }

  /** Set links' weights (creating them); ends in any order, self-links ignored. */
  setLinks(links: readonly Link[]): Promise<void> {
    return this.#writeLinks(links, "excluded.w");
  }

  /** Raise links' weights to at least these (creating them); ends in any order. */
  strengthenLinks(links: readonly Link[]): Promise<void> {
    return this.#writeLinks(links, "GREATEST(links.w, excluded.w)");
  }

  #writeLinks(links: readonly Link[], weight: string): Promise<void> {
    const byPair = new Map<string, Link>();
    for (const l of links) {
      if (l.a === l.b) continue;
      const [a, b] = l.a < l.b ? [l.a, l.b] : [l.b, l.a];
      byPair.set(`${a}-${b}`, { a, b, w: l.w });
    }
    if (byPair.size === 0) return Promise.resolve();
    const all = [...byPair.values()];
    return this.#write(async (s) => {
      await s.#send(
        `INSERT INTO links (brain_id, a, b, w)
         SELECT $1, * FROM unnest($2::bigint[], $3::bigint[], $4::float8[])
         ON CONFLICT (brain_id, a, b) DO UPDATE SET w = ${weight}`,
        [all.map((l) => l.a), all.map((l) => l.b), all.map((l) => l.w)],
      );
    });
  }

  /** Teach traces words (see {@linkcode TraceStore.learnWords}). */
  learnWords(rows: readonly LearnedWord[], perTrace: number): Promise<void> {
    const merged = mergeLearned(rows);
    if (merged.length === 0) return Promise.resolve();
    const ids = [...new Set(merged.map((r) => r.id))];
    // A trace that does not exist is refused by the foreign key, as for links.
    return this.#write(async (s) => {
      await s.#send(
        `INSERT INTO learned (brain_id, id, key, word, uses, at)
         SELECT $1, * FROM unnest($2::bigint[], $3::text[], $4::text[], $5::int[], $6::bigint[])
         ON CONFLICT (brain_id, id, key) DO UPDATE SET uses = learned.uses + excluded.uses,
           word = CASE WHEN excluded.at >= learned.at THEN excluded.word ELSE learned.word END,
           at = GREATEST(learned.at, excluded.at)`,
        [
          merged.map((r) => r.id),
          merged.map((r) => r.key),
          merged.map((r) => r.word),
          merged.map((r) => r.uses),
          merged.map((r) => r.at),
        ],
      );
      await s.#send(
        `DELETE FROM learned x USING (
           SELECT id, key,
             row_number() OVER (PARTITION BY id ORDER BY uses DESC, at DESC, key COLLATE "C") AS n
           FROM learned WHERE brain_id = $1 AND id = ANY($2::bigint[])) r
         WHERE x.brain_id = $1 AND x.id = r.id AND x.key = r.key AND r.n > $3::int`,
        [ids, perTrace],
      );
    });
  }

  /** The traces that learned a word of any of these keys, most used first. */
  async learnedFor(keys: readonly string[], limit: number): Promise<LearnedWord[]> {
    if (keys.length === 0 || limit <= 0) return [];
    const rows = await this.#query(
      `SELECT id, key, word, uses, at FROM learned WHERE brain_id = $1 AND key = ANY($2::text[])
       ORDER BY uses DESC, at DESC, id LIMIT $3::int`,
      [[...new Set(keys)], limit],
    );
    return rows.map(toLearned);
  }

  /** Erase words of these keys from every trace that learned them. */
  unlearn(keys: readonly string[]): Promise<number> {
    if (keys.length === 0) return Promise.resolve(0);
    return this.#write(async (s) => {
      const gone = await s.#query(
        "DELETE FROM learned WHERE brain_id = $1 AND key = ANY($2::text[]) RETURNING id",
        [[...new Set(keys)]],
      );
      return gone.length;
    });
  }

  /** Every word these traces learned. */
  async learnedBy(ids: readonly number[]): Promise<LearnedWord[]> {
    if (ids.length === 0) return [];
    const rows = await this.#query(
      `SELECT id, key, word, uses, at FROM learned WHERE brain_id = $1 AND id = ANY($2::bigint[])
       ORDER BY id, uses DESC, key COLLATE "C"`,
      [[...new Set(ids)]],
    );
    return rows.map(toLearned);
  }

  /** Every link, ordered by `a`, `b`. */
  async allLinks(): Promise<Link[]> {
    const rows = await this.#query(
      "SELECT a, b, w FROM links WHERE brain_id = $1 ORDER BY a, b",
    );
    return rows.map((r) => ({ a: r.a as number, b: r.b as number, w: r.w as number }));
  }

  /** For each of these traces linked to a trace of `kind`, its strongest such link's weight. */
  async strongestLinkToKind(ids: readonly number[], kind: Kind): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.#query(
      `SELECT id, max(w) AS w FROM (
         SELECT l.a AS id, l.w FROM links l JOIN traces t ON t.brain_id = l.brain_id AND t.id = l.b
         WHERE l.brain_id = $1 AND l.a = ANY($2::bigint[]) AND t.kind = $3::text
         UNION ALL
         SELECT l.b AS id, l.w FROM links l JOIN traces t ON t.brain_id = l.brain_id AND t.id = l.a
         WHERE l.brain_id = $1 AND l.b = ANY($2::bigint[]) AND t.kind = $3::text
       ) x GROUP BY id`,
      [ids, kind],
    );
    return new Map(rows.map((r) => [r.id as number, r.w as number]));
  }

  // ---- counters and counts -----------------------------------------------------------------

  /** Add to lifetime counters. */
  bump(counts: Partial<Record<CounterName, number>>): Promise<void> {
    const entries = Object.entries(counts).filter(([, by]) => by);
    if (entries.length === 0) return Promise.resolve();
    return this.#write(async (s) => {
      await s.#send(
        `INSERT INTO counters (brain_id, name, value)
         SELECT $1, * FROM unnest($2::text[], $3::bigint[])
         ON CONFLICT (brain_id, name) DO UPDATE SET value = counters.value + excluded.value`,
        [entries.map((e) => e[0]), entries.map((e) => e[1])],
      );
    });
  }

  /** Set a counter to a value. */
  setCounter(name: CounterName, value: number): Promise<void> {
    return this.#write(async (s) => {
      await s.#send(
        `INSERT INTO counters (brain_id, name, value) VALUES ($1, $2::text, $3::bigint)
         ON CONFLICT (brain_id, name) DO UPDATE SET value = excluded.value`,
        [name, value],
      );
    });
  }

  /** Every counter that was ever set. */
  async counters(): Promise<Partial<Record<CounterName, number>>> {
    const rows = await this.#query(
      "SELECT name, value FROM counters WHERE brain_id = $1 ORDER BY name",
    );
    const out: Partial<Record<CounterName, number>> = {};
    for (const r of rows) out[r.name as CounterName] = r.value as number;
    return out;
  }

  /** Counts by kind, links, stability and tokens. */
  async counts(): Promise<StoreCounts> {
    const [row] = await this.#query(
      `SELECT
         count(*) FILTER (WHERE kind = 'episodic') AS episodic,
         count(*) FILTER (WHERE kind = 'semantic') AS semantic,
         count(*) FILTER (WHERE kind = 'core') AS core,
         count(*) FILTER (WHERE superseded_by IS NOT NULL) AS superseded,
         coalesce(avg(stability), 0) AS mean_s,
         coalesce(max(stability), 0) AS max_s,
         coalesce(sum(tokens), 0)::bigint AS tokens,
         (SELECT count(*) FROM links WHERE brain_id = $1) AS links,
         (SELECT count(*) FROM learned WHERE brain_id = $1) AS learned
       FROM traces WHERE brain_id = $1`,
    );
    return {
      byKind: {
        episodic: row.episodic as number,
        semantic: row.semantic as number,
        core: row.core as number,
      },
      superseded: row.superseded as number,
      links: row.links as number,
      learned: Number(row.learned),
      meanStability: row.mean_s as number,
      maxStability: row.max_s as number,
      tokensHeld: row.tokens as number,
    };
  }
}
