/**
 * {@linkcode SqliteStore}: the default {@linkcode TraceStore}, one SQLite file (or `:memory:`)
 * per brain via Deno's built-in `node:sqlite`. FTS5 (porter + unicode61) for words, a table of
 * the distinct words the traces hold (the vocabulary, with an in-memory trigram index over it)
 * for fuzzy matches, vectors as BLOBs. Statements are prepared once and reused.
 * @module
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { type Kind, KINDS } from "../core/model.ts";
import type { TraceData, TraceSource } from "../core/trace.ts";
import { InputError, InputRangeError, StoreError } from "../core/errors.ts";
import { DURABILITIES, type Durability } from "../core/durability.ts";
import { CHUNK_PAUSE_MS } from "./chunks.ts";
import { eachWord, words as foldedWords } from "../core/text.ts";
import { VocabularyIndex } from "./vocabulary_index.ts";
import { WordSet } from "./word_set.ts";
import {
  COUNTER_NAMES,
  type CounterName,
  type DreamRecord,
  type HistoryEvent,
  isFiltered,
  type LearnedWord,
  type Link,
  type ListQuery,
  mergeLearned,
  type NewTraceRow,
  reportJson,
  type ScrubResult,
  type StoreCounts,
  type StoredVector,
  type TraceFilter,
  type TraceOrder,
  type TraceStore,
  type TraceText,
  type WordCandidateOptions,
  type WordFrequencyOptions,
  type WordHit,
} from "./store.ts";

export { DURABILITIES, type Durability };

/** Document frequencies from this many traces up are cached (smaller ones are cheap to read). */
const CACHED_FREQUENCY = 128;
/** A cached frequency is read again once new traces number this share of it. */
const FREQUENCY_DRIFT = 0.1;
/** Cached frequencies kept (the oldest read is dropped first). */
const FREQUENCY_CACHE = 8192;

/** The schema version this build writes, kept in `PRAGMA user_version`. */
export const SCHEMA_VERSION = 7;

const SCHEMA = `
CREATE TABLE traces (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  content TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('episodic', 'semantic', 'core')),
  salience REAL NOT NULL,
  stability REAL NOT NULL,
  created_at INTEGER NOT NULL,
  last_reinforced_at INTEGER NOT NULL,
  recalls INTEGER NOT NULL DEFAULT 0,
  tags TEXT NOT NULL DEFAULT '[]',
  meta TEXT NOT NULL DEFAULT '{}',
  sources TEXT NOT NULL DEFAULT '[]',
  -- A superseded state points at its successor. Not a foreign key: when dream dissolves the
  -- successor the older state stays known-stale; forget clears the mark explicitly.
  superseded_by INTEGER,
  tokens INTEGER NOT NULL
) STRICT;
CREATE INDEX traces_kind_fade ON traces(kind, last_reinforced_at);
CREATE INDEX traces_created ON traces(created_at);
CREATE INDEX traces_superseded_by ON traces(superseded_by) WHERE superseded_by IS NOT NULL;
CREATE VIRTUAL TABLE lex USING fts5(content, content='traces', content_rowid='id',
  tokenize='porter unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE tri USING fts5(content, content='traces', content_rowid='id',
  tokenize='trigram remove_diacritics 1');
CREATE VIRTUAL TABLE tri_vocab USING fts5vocab(tri, 'row');
CREATE VIRTUAL TABLE lex_vocab USING fts5vocab(lex, 'row');
INSERT INTO lex(lex, rank) VALUES ('secure-delete', 1);
INSERT INTO tri(tri, rank) VALUES ('secure-delete', 1);
-- Inserts index explicitly in insertTrace (an FTS5 insert from a trigger is ~6× slower);
-- deletes and content updates keep the indexes in sync here, whoever issues them.
CREATE TRIGGER traces_ad AFTER DELETE ON traces BEGIN
  INSERT INTO lex(lex, rowid, content) VALUES ('delete', old.id, old.content);
  INSERT INTO tri(tri, rowid, content) VALUES ('delete', old.id, old.content);
END;
CREATE TRIGGER traces_au AFTER UPDATE OF content ON traces BEGIN
  INSERT INTO lex(lex, rowid, content) VALUES ('delete', old.id, old.content);
  INSERT INTO tri(tri, rowid, content) VALUES ('delete', old.id, old.content);
  INSERT INTO lex(rowid, content) VALUES (new.id, new.content);
  INSERT INTO tri(rowid, content) VALUES (new.id, new.content);
END;
CREATE TABLE vectors (
  id INTEGER PRIMARY KEY REFERENCES traces(id) ON DELETE CASCADE,
  v BLOB NOT NULL
) STRICT;
CREATE TABLE links (
  a INTEGER NOT NULL REFERENCES traces(id) ON DELETE CASCADE,
  b INTEGER NOT NULL REFERENCES traces(id) ON DELETE CASCADE,
  w REAL NOT NULL,
  PRIMARY KEY (a, b),
  CHECK (a < b)
) STRICT, WITHOUT ROWID;
CREATE INDEX links_b ON links(b);
CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL) STRICT;
`;

/** Forward migrations: `MIGRATIONS[v]` takes a brain from schema `v` to `v + 1`. */
const MIGRATIONS: Record<number, string> = {
  // 1 → 2: each trace's stability history (for curves) and a log of dreams.
  1: `
CREATE TABLE history (
  id INTEGER NOT NULL REFERENCES traces(id) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  event TEXT NOT NULL CHECK (event IN ('reinforced', 'superseded', 'updated')),
  before REAL NOT NULL,
  after REAL NOT NULL
) STRICT;
CREATE INDEX history_id ON history(id, at);
CREATE TABLE dreams (at INTEGER NOT NULL, report TEXT NOT NULL) STRICT;
CREATE INDEX dreams_at ON dreams(at);
`,
  // 2 → 3: brain-wide settings, such as the embedder that wrote the vectors.
  2: `
CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
`,
  // 3 → 4: the trigram index keeps which traces hold a trigram, not where (detail=none): fuzzy
  // candidates only ask for traces holding any of a few trigrams, and writes get ~1.5× faster
  // (bench/recall_table.ts). Left empty: the next migration drops it (4 → 5), so rebuilding it
  // from the traces would be wasted work.
  3: `
DROP TABLE tri_vocab;
DROP TABLE tri;
CREATE VIRTUAL TABLE tri USING fts5(content, content='traces', content_rowid='id',
  tokenize='trigram remove_diacritics 1', detail=none);
CREATE VIRTUAL TABLE tri_vocab USING fts5vocab(tri, 'row');
INSERT INTO tri(tri, rank) VALUES ('secure-delete', 1);
`,
  // 4 → 5: fuzzy matching asks the vocabulary (the distinct words the traces hold), not a
  // trigram index of every trace: a write adds only words never seen before, where it indexed
  // every trigram. Filled from the traces in JavaScript (#addWordsOfAll), where words are folded
  // as recall folds them.
  4: `
DROP TRIGGER traces_ad;
DROP TRIGGER traces_au;
DROP TABLE tri_vocab;
DROP TABLE tri;
CREATE TRIGGER traces_ad AFTER DELETE ON traces BEGIN
  INSERT INTO lex(lex, rowid, content) VALUES ('delete', old.id, old.content);
END;
CREATE TRIGGER traces_au AFTER UPDATE OF content ON traces BEGIN
  INSERT INTO lex(lex, rowid, content) VALUES ('delete', old.id, old.content);
  INSERT INTO lex(rowid, content) VALUES (new.id, new.content);
END;
-- Ids only grow (AUTOINCREMENT), so a connection's in-memory index catches up by id.
CREATE TABLE words (id INTEGER PRIMARY KEY AUTOINCREMENT, w TEXT NOT NULL UNIQUE) STRICT;
-- Words of text a bulk delete removed, for the index rewrite to check (then drop if unheld).
CREATE TABLE words_unchecked (w TEXT PRIMARY KEY) STRICT, WITHOUT ROWID;
`,
  // 5 → 6: no index on (kind, last reinforced). Its entries sit in order of last use, not of
  // id: a dream deleting a few hundred traces per transaction rewrote a random page of it for
  // each: half of a night's journal pages at a million traces (bench/dream_scale.ts). Nothing
  // needed it: listing by last use sorts faster without it, and a filter on the rare kinds
  // (semantic, core) uses a partial index that episodes, the bulk of what a dream deletes,
  // never touch.
  5: `
DROP INDEX traces_kind_fade;
CREATE INDEX traces_rare_kind ON traces(kind) WHERE kind <> 'episodic';
`,
  // 6 → 7: the words traces learned from the cues that led to their use (Memory.used).
  6: `
CREATE TABLE learned (
  id INTEGER NOT NULL REFERENCES traces(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  word TEXT NOT NULL,
  uses INTEGER NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (id, key)
) STRICT, WITHOUT ROWID;
CREATE INDEX learned_key ON learned(key);
`,
};

/** Words whose last known holder is remembered (cleared when full). */
const MAX_HOLDERS = 500_000;

/** Words a connection remembers being in the vocabulary (cleared when full). */
const MAX_KNOWN_WORDS = 500_000;

/** Misses (words found in memory but no longer held) tolerated before a rebuild, at least. */
const VOCABULARY_MISSES = 1024;

/** The full-text indexes that merges and rewrites keep compact. */
const FTS_TABLES = ["lex"] as const;

/** Words of bulk-deleted text checked per statement by the index rewrite. */
const CHECKED_PER_STEP = 256;
/** Words of forgotten text looked up per full-text query (see `#findHoldersTogether`). */
const WORDS_PER_QUERY = 64;
/** Past this many matching traces, such a query's words are looked up one by one instead. */
const ROWS_PER_QUERY = 256;
/** Words whose folding and full-text tokenizing agree: lowercase ASCII letters and digits. */
const PLAIN_ASCII_WORD = /^[a-z0-9]+$/;
/** Words read per statement when filling the vocabulary from the traces. */
const WORDS_PER_STATEMENT = 10_000;

/** The distinct folded words of these texts (as recall's fuzzy matcher splits them). */
function wordsOf(texts: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const text of texts) for (const w of foldedWords(text)) out.add(w);
  return out;
}

const TRACE_COLUMNS = "id, content, kind, salience, stability, created_at, last_reinforced_at, " +
  "recalls, tags, meta, sources, superseded_by";

/** Traces read per statement by `allTraces` in a transaction. */
const TRACE_PAGE = 1000;

interface TraceRow {
  id: number;
  content: string;
  kind: string;
  salience: number;
  stability: number;
  created_at: number;
  last_reinforced_at: number;
  recalls: number;
  tags: string;
  meta: string;
  sources: string;
  superseded_by: number | null;
}

function toTraceData(row: TraceRow): TraceData {
  return {
    id: row.id,
    content: row.content,
    kind: row.kind as Kind,
    salience: row.salience,
    stability: row.stability,
    createdAt: row.created_at,
    lastReinforcedAt: row.last_reinforced_at,
    recalls: row.recalls,
    tags: parseTags(row.tags),
    meta: parseMeta(row.meta),
    sources: parseSources(row.sources),
    supersededBy: row.superseded_by,
  };
}

/** A trace row as an array of its column values, in {@linkcode TRACE_COLUMNS} order. */
type TraceValues = [
  id: number,
  content: string,
  kind: string,
  salience: number,
  stability: number,
  createdAt: number,
  lastReinforcedAt: number,
  recalls: number,
  tags: string,
  meta: string,
  sources: string,
  supersededBy: number | null,
];

/** The kind as its literal: one string per kind, not one per trace (a million in a dream's read). */
function sharedKind(kind: string): Kind {
  for (const known of KINDS) if (known === kind) return known;
  return kind as Kind;
}

/** {@linkcode toTraceData} of a row read as an array. */
function traceOfValues(v: TraceValues): TraceData {
  return {
    id: v[0],
    content: v[1],
    kind: sharedKind(v[2]),
    salience: v[3],
    stability: v[4],
    createdAt: v[5],
    lastReinforcedAt: v[6],
    recalls: v[7],
    tags: parseTags(v[8]),
    meta: parseMeta(v[9]),
    sources: parseSources(v[10]),
    supersededBy: v[11],
  };
}

// Most traces have no tags, meta or sources: not parsing them saves ~1.6 s per million rows.
function parseTags(json: string): string[] {
  return json === "[]" ? [] : JSON.parse(json) as string[];
}

function parseMeta(json: string): Record<string, unknown> {
  return json === "{}" ? {} : JSON.parse(json) as Record<string, unknown>;
}

function parseSources(json: string): TraceSource[] {
  return json === "[]" ? [] : JSON.parse(json) as TraceSource[];
}

/** The stored fields of a trace other than its id and content, in column order. */
function fieldParams(data: Omit<TraceData, "id" | "content">): SQLInputValue[] {
  return [
    data.kind,
    data.salience,
    data.stability,
    data.createdAt,
    data.lastReinforcedAt,
    data.recalls,
    listJson(data.tags),
    objectJson(data.meta),
    listJson(data.sources),
    data.supersededBy,
  ];
}

/** A list field as stored: most traces' are empty, written without `JSON.stringify`. */
function listJson(list: readonly unknown[]): string {
  return list.length === 0 ? "[]" : JSON.stringify(list);
}

/** An object field as stored: most traces' are empty, written without `JSON.stringify`. */
function objectJson(object: Record<string, unknown>): string {
  for (const _ in object) return JSON.stringify(object);
  return "{}";
}

const INSERT_COLUMNS = "content, kind, salience, stability, created_at, last_reinforced_at, " +
  "recalls, tags, meta, sources, superseded_by, tokens";
const INSERT_TRACE = `INSERT INTO traces (${INSERT_COLUMNS}) VALUES (${"?, ".repeat(11)}?)`;
const INSERT_TRACE_WITH_ID = `INSERT INTO traces (id, ${INSERT_COLUMNS}) VALUES (${
  "?, ".repeat(12)
}?)`;

/** Trace rows per multi-row insert (12 parameters each, well under SQLite's 32,766). */
const ROWS_PER_INSERT = 64;

/** Multi-row inserts by row count and shared columns (see {@linkcode insertManySql}). */
const INSERT_MANY_SQL = new Map<string, string>();

/**
 * The insert of `n` trace rows where each column marked `shared` holds one value for every row,
 * bound once (numbered first, `?1`…) and the other columns row by row. node:sqlite takes
 * 0.1–0.3 µs to bind a parameter, and the rows of a bulk write mostly differ only in their text.
 */
function insertManySql(n: number, shared: readonly boolean[]): string {
  const key = `${n}:${shared.map(Number).join("")}`;
  let sql = INSERT_MANY_SQL.get(key);
  if (sql === undefined) {
    let next = 0;
    const sharedAt = shared.map((s) => s ? ++next : 0);
    const rows: string[] = [];
    for (let r = 0; r < n; r++) {
      rows.push(`(${shared.map((s, c) => `?${s ? sharedAt[c] : ++next}`).join(", ")})`);
    }
    sql = `INSERT INTO traces (${INSERT_COLUMNS}) VALUES ${rows.join(", ")} RETURNING id`;
    INSERT_MANY_SQL.set(key, sql);
  }
  return sql;
}

/** Ascending ids as runs of consecutive ones, `[first, last]` each. */
function consecutiveRuns(ids: readonly number[]): [number, number][] {
  const sorted = [...ids].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const id of sorted) {
    const run = runs[runs.length - 1];
    if (run && id === run[1] + 1) run[1] = id;
    else runs.push([id, id]);
  }
  return runs;
}

/** `?, ?, ?` for n parameters. */
function marks(n: number): string {
  return Array.from({ length: n }, () => "?").join(", ");
}

/** A lexical hit as a plain object. */
function toWordHit(row: unknown): WordHit {
  const r = row as WordHit;
  return { id: r.id, score: r.score };
}

/** Links as plain objects (`node:sqlite` rows have a null prototype). */
function toLinks(rows: unknown[]): Link[] {
  return (rows as Link[]).map((r) => ({ a: r.a, b: r.b, w: r.w }));
}

/** Reads a BLOB written from a Float32Array back into one. */
function toFloat32(blob: Uint8Array): Float32Array {
  const copy = blob.slice();
  return new Float32Array(copy.buffer, 0, copy.byteLength >>> 2);
}

/** What deleting traces deletes with them (the schema's cascades), for a list of `?` marks. */
const CHILD_ROWS: readonly ((within: string) => string)[] = [
  (within) => `DELETE FROM vectors WHERE id IN (${within})`,
  (within) => `DELETE FROM links WHERE a IN (${within})`,
  (within) => `DELETE FROM links WHERE b IN (${within})`,
  (within) => `DELETE FROM history WHERE id IN (${within})`,
  (within) => `DELETE FROM learned WHERE id IN (${within})`,
];

/** Up to this many deletions at once are erased from the full-text indexes in place. */
const IN_PLACE_DELETES = 64;

/** SQLite handles at most 32766 parameters; chunk `IN (...)` lists well below that. */
const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** FTS5 string literal: the store quotes every word itself, so text never becomes syntax. */
/** A `LIKE … ESCAPE '\\'` pattern matching text that contains `text`. */
function containing(text: string): string {
  return "%" + text.replace(/[\\%_]/g, (c) => "\\" + c) + "%";
}

function ftsString(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** An FTS5 query matching `all` or `any` of the terms, each quoted. */
function ftsQuery(terms: readonly string[], mode: "all" | "any"): string {
  return terms.map(ftsString).join(mode === "all" ? " AND " : " OR ");
}

/** A JSON path naming one top-level key, quoted. */
function metaPath(key: string): string {
  return `$."${key.replaceAll('"', '\\"')}"`;
}

const ORDER_SQL: Record<TraceOrder, string> = {
  recent: "t.created_at DESC, t.id DESC",
  oldest: "t.created_at ASC, t.id ASC",
  used: "t.last_reinforced_at DESC, t.id DESC",
  strongest: "t.stability DESC, t.id ASC",
  fading: "(? - t.last_reinforced_at) / t.stability DESC, t.id ASC",
};

/** Whether an error is SQLite's "the file is locked by another connection". */
function isBusy(e: unknown): boolean {
  const message = (e as Error)?.message ?? "";
  return /database is locked|SQLITE_BUSY/i.test(message);
}

/** Options for {@linkcode SqliteStore}. */
export interface SqliteStoreOptions {
  /** What a commit survives; see {@linkcode Durability}. Default `"normal"`. */
  durability?: Durability;
  /**
   * How long a statement waits for another connection's lock before failing with a
   * `StoreError` of code `busy` (retryable), in ms. Default 5000.
   */
  busyTimeoutMs?: number;
  /**
   * How long `scrub` keeps retrying the journal truncation while another connection reads an
   * older snapshot, in ms, before reporting `scrubbed: false` (it keeps retrying in the
   * background, and after each later write, while the store is open). Default 250.
   */
  scrubWaitMs?: number;
}

/** {@linkcode SqliteStoreOptions} with every default filled in. */
const DEFAULT_SQLITE_OPTIONS: Required<SqliteStoreOptions> = {
  durability: "normal",
  busyTimeoutMs: 5000,
  scrubWaitMs: 250,
};

function resolveSqliteOptions(o: SqliteStoreOptions): Required<SqliteStoreOptions> {
  const out = { ...DEFAULT_SQLITE_OPTIONS };
  if (o.durability !== undefined) {
    if (!DURABILITIES.includes(o.durability)) {
      throw new InputError(
        `Invalid durability "${String(o.durability)}": expected ${DURABILITIES.join(" or ")}`,
      );
    }
    out.durability = o.durability;
  }
  for (const name of ["busyTimeoutMs", "scrubWaitMs"] as const) {
    const v = o[name];
    if (v === undefined) continue;
    if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 0 || v > 600_000) {
      throw new InputRangeError(
        `Invalid ${name} ${String(v)}: expected an integer ms in [0, 600000]`,
      );
    }
    out[name] = v;
  }
  return out;
}

/** A prepared statement whose failures from a lock held elsewhere become `busy` errors. */
interface Statement {
  run(...params: SQLInputValue[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  get(...params: SQLInputValue[]): unknown;
  all(...params: SQLInputValue[]): unknown[];
  iterate(...params: SQLInputValue[]): Iterable<unknown>;
}

/** Internal bookkeeping rows of the counters table (not lifetime counters). */
const REWRITE_PENDING = "scrubPending";
const CHECKPOINT_PENDING = "checkpointPending";

/** The longest pause between background retries of an unfinished scrub. */
const MAX_SCRUB_RETRY_MS = 2000;
/** After a commit, an unfinished scrub's checkpoint is retried at most this often. */
const SCRUB_AFTER_COMMIT_EVERY_MS = 1000;
/** How long one step of the incremental index rewrite may hold the write lock. */
const REWRITE_STEP_MS = 80;
/** Pages of FTS5 merge work per command of the incremental rewrite: the first, and bounds. */
const MERGE_PAGES = 16;
const MIN_MERGE_PAGES = 1;
const MAX_MERGE_PAGES = 256;

/**
 * Past this size the journal (`-wal`) is checkpointed and truncated after a commit; see
 * `#boundJournal`.
 */
const JOURNAL_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Journal pages past which SQLite checkpoints inside a commit: 32 MB of 4 KB pages (a dream
 * writes up to ~9,000 pages a second), below {@linkcode JOURNAL_LIMIT_BYTES} so the truncating
 * checkpoint after a commit stays rare. A backstop: checkpoints follow commits on a timer.
 */
const AUTOCHECKPOINT_PAGES = 8192;
/**
 * How long after a commit its checkpoint runs, at most once per this many ms: long enough to
 * copy the pages of many commits at once (a dream's transactions rewrite the same index pages
 * again and again, and a checkpoint fsyncs), short enough to keep the journal small.
 */
const CHECKPOINT_EVERY_MS = 500;
/**
 * Journal pages a bulk writer (see `#scheduleCheckpoint`) lets its commits add before it
 * checkpoints, in a pause between them: a page that several of the commits rewrote is copied
 * once. Once per commit, the checkpoints took a third of a million-trace night's write.
 */
const BULK_CHECKPOINT_PAGES = AUTOCHECKPOINT_PAGES / 2;
/** The page cache per connection, in KiB (an upper bound: it fills only as pages are read). */
const CACHE_KIB = 32 * 1024;

/** How often a writer waiting for another connection's write lock tries again, in ms. */
const LOCK_POLL_MS = 2;
/** What `#untilNotBusy` sleeps on: nothing ever wakes it. */
const SLEEPER = new Int32Array(new SharedArrayBuffer(4));

/** A write naming a trace that does not exist (what a foreign key would have refused). */
function noSuchTrace(what: string, id: number): StoreError {
  return new StoreError(`Cannot write ${what} of trace ${id}: no such trace`, {
    code: "store_failed",
  });
}

/** A learned word as plain data (a row's own object carries no prototype). */
function toLearned(r: LearnedWord): LearnedWord {
  return { id: Number(r.id), key: r.key, word: r.word, uses: Number(r.uses), at: Number(r.at) };
}

/** A pause, for retries. */
function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * One open brain file, implementing {@linkcode TraceStore}. Work is synchronous underneath
 * (`node:sqlite`); the async surface lets the engine treat every store alike.
 *
 * @example
 * ```ts
 * import { Memory, SqliteStore } from "@engram/engram";
 * const mem = Memory.open(new SqliteStore(":memory:"));
 * await mem.remember("user prefers tea");
 * console.log((await mem.recall("tea"))[0].trace.content); // user prefers tea
 * await mem.close();
 * ```
 */
export class SqliteStore implements TraceStore {
  /** The file path, or `:memory:`. */
  readonly path: string;
  #db: DatabaseSync;
  #options: Required<SqliteStoreOptions>;
  #statements = new Map<string, Statement>();
  #depth = 0;
  /** Whether this connection knows of an unfinished scrub (deleted bytes still on disk). */
  #scrubOwed = false;
  /**
   * Large document frequencies, read once: FTS5's vocabulary table counts a term's documents
   * by walking its whole posting list (3 ms for a word in 5,000 of 50,000 traces). Each entry
   * remembers how many traces this connection had inserted when it was read.
   */
  #frequencies = new Map<string, { docs: number; inserted: number }>();
  /** The `data_version` the caches of this connection were last checked against. */
  #seenVersion = NaN;
  /** Traces this connection inserted (drift of the cached frequencies). */
  #inserted = 0;
  /** Trigram index over the vocabulary (`words`), built at the first fuzzy query. */
  #vocabulary: VocabularyIndex | null = null;
  /** The largest `words` id the index holds. */
  #vocabularyId = 0;
  /** Words the index offered that the table no longer holds, since the last build. */
  #vocabularyMisses = 0;
  /**
   * Words this connection knows the vocabulary holds, so a write skips them in SQL. Cleared on
   * a rollback, when another connection has committed (`data_version`), and when this one
   * drops words.
   */
  #knownWords = new WordSet();
  /** A trace last found holding each word (read again before the word index is asked). */
  #holders = new Map<string, number>();
  #lastScrubTry = -Infinity;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #retryDelay = 50;
  /** Pages per FTS5 merge command, adapted to how long the last one took. */
  #mergePages = MERGE_PAGES;
  /** Whether this connection's own bulk delete asked for the index rewrite still pending. */
  #rewriteMine = false;
  /** Whether this connection's commits added full-text segments not merged since. */
  #mergeOwed = false;
  /** Whether the transaction in progress wrote to the full-text indexes. */
  #ftsWritten = false;
  #mergeTimer: ReturnType<typeof setTimeout> | undefined;
  /** The pending checkpoint after this connection's commits (see `#scheduleCheckpoint`). */
  #checkpointTimer: ReturnType<typeof setTimeout> | undefined;
  /** When `#checkpointTimer` was set (`performance.now()`), to tell when it is overdue. */
  #checkpointSetAt = 0;
  /** Commits of this connection since its last passive checkpoint. */
  #commitsUncopied = 0;
  /** Journal pages per commit, as this connection's last passive checkpoint found (0: none yet). */
  #pagesPerCommit = 0;

  /**
   * Open (creating if needed) a brain file.
   * @throws {StoreError} when the file is not a brain or was written by a newer version
   * @throws {InputError} on bad options
   */
  constructor(path: string, options: SqliteStoreOptions = {}) {
    this.path = path;
    this.#options = resolveSqliteOptions(options);
    try {
      this.#db = new DatabaseSync(path);
    } catch (e) {
      throw new StoreError(`Cannot open brain "${path}": ${(e as Error).message}`, {
        code: "open_failed",
        cause: e,
      });
    }
    try {
      this.#untilNotBusy(() => {
        this.#configure();
        this.#migrate();
      });
      // A crash between a forget's commit and its scrub left the scrub recorded: finish it
      // now if nobody else holds the file, or at the next chance.
      this.#scrubOwed = this.#owesScrub();
      if (this.#scrubOwed) { while (this.#tryScrub() === "progress"); }
    } catch (e) {
      this.#db.close();
      if (e instanceof StoreError) throw e;
      throw new StoreError(`Cannot open brain "${path}": ${(e as Error).message}`, {
        code: isBusy(e) ? "busy" : "open_failed",
        cause: e,
      });
    }
  }

  /**
   * Run `fn` again every {@linkcode LOCK_POLL_MS} while SQLite answers busy, up to the busy
   * timeout, sleeping in place (a constructor cannot wait). Processes opening one new file at once
   * switch it to WAL together, and SQLite answers all but one busy at once, without calling its
   * busy handler: four `engram import`s of one new brain at once had failed as locked 4 times in
   * 1,100.
   */
  #untilNotBusy(fn: () => void): void {
    const deadline = performance.now() + this.#options.busyTimeoutMs;
    for (;;) {
      try {
        return fn();
      } catch (e) {
        if (!isBusy(e) || performance.now() >= deadline) throw e;
      }
      Atomics.wait(SLEEPER, 0, 0, LOCK_POLL_MS);
    }
  }

  /** Where the brain lives: its file path. */
  get location(): string {
    return this.path;
  }

  /** What a commit survives on this connection, as SQLite reports it (`PRAGMA synchronous`). */
  get durability(): Durability {
    const row = this.#stmt("PRAGMA synchronous").get() as { synchronous: number };
    return row.synchronous >= 2 ? "full" : "normal";
  }

  #configure(): void {
    this.#db.exec(`PRAGMA busy_timeout = ${this.#options.busyTimeoutMs}`);
    // The schema's foreign keys are kept by this code instead: `deleteTraces` deletes a trace's
    // vectors, links and history itself, set by set, and writes naming a trace check it exists.
    // SQLite's cascade ran a sub-program per deleted trace and child table: 37 of the 50 µs a
    // bulk delete spends per trace at a million traces, most of a dream's deletes.
    this.#db.exec("PRAGMA foreign_keys = OFF");
    // Deleted content is overwritten with zeros, so forgotten text leaves no bytes behind.
    this.#db.exec("PRAGMA secure_delete = ON");
    if (this.path !== ":memory:") {
      this.#db.exec("PRAGMA journal_mode = WAL");
      this.#db.exec(
        `PRAGMA synchronous = ${this.#options.durability === "full" ? "FULL" : "NORMAL"}`,
      );
      // Checkpoints follow commits on a timer (`#scheduleCheckpoint`); SQLite's own, inside a
      // commit, only bounds the journal should the timer not get to run.
      this.#db.exec(`PRAGMA wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
    }
    // SQLite's default page cache (2 MB) holds a fraction of a large brain's indexes; a
    // transaction touching more pages than that spills and re-reads them.
    this.#db.exec(`PRAGMA cache_size = -${CACHE_KIB}`);
  }

  #migrate(): void {
    const version = this.#userVersion();
    if (version > SCHEMA_VERSION) {
      throw new StoreError(
        `Cannot open brain "${this.path}": file is newer than this version ` +
          `(schema ${version}, this version reads up to ${SCHEMA_VERSION})`,
        { code: "newer_schema" },
      );
    }
    if (version === SCHEMA_VERSION) return;
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      // Re-read inside the write lock: another process may have migrated meanwhile.
      let current = this.#userVersion();
      if (current === 0) {
        const tables = this.#db.prepare("SELECT count(*) AS n FROM sqlite_schema").get() as {
          n: number;
        };
        if (tables.n > 0) {
          throw new StoreError(
            `Cannot open brain "${this.path}": file is a SQLite database but not an engram brain`,
            { code: "not_a_brain" },
          );
        }
        this.#db.exec(SCHEMA);
        current = 1;
      }
      for (let v = current; v < SCHEMA_VERSION; v++) {
        this.#db.exec(MIGRATIONS[v]);
        if (v === 4) this.#addWordsOfAll();
      }
      this.#db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
      this.#db.exec("COMMIT");
    } catch (e) {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      throw e;
    }
  }

  /** Fill the vocabulary from every trace (migration to schema 5). */
  #addWordsOfAll(): void {
    const rows = this.#db.prepare("SELECT content FROM traces").iterate() as Iterable<
      { content: string }
    >;
    this.#addWords(wordsOf((function* () {
      for (const r of rows) yield r.content;
    })()));
  }

  /**
   * Add the words not in the table yet. A word already there costs a lookup and no write: no
   * page changes, so a batch of known words leaves nothing to commit.
   */
  #addWords(words: Set<string>, table: "words" | "words_unchecked" = "words"): void {
    const all = [...words];
    for (let i = 0; i < all.length; i += WORDS_PER_STATEMENT) {
      this.#stmt(`INSERT OR IGNORE INTO ${table} (w) SELECT value FROM json_each(?)`)
        .run(JSON.stringify(all.slice(i, i + WORDS_PER_STATEMENT)));
    }
  }

  /**
   * Check words of bulk-deleted text for about `ms` (after the index rewrite, whose single
   * segment makes each check cheap), dropping those no trace holds any more. Returns whether
   * words remain to check.
   */
  #checkWordsFor(ms: number): boolean {
    const start = performance.now();
    for (;;) {
      const words = (this.#stmt("SELECT w FROM words_unchecked LIMIT ?").all(CHECKED_PER_STEP) as {
        w: string;
      }[]).map((r) => r.w);
      if (words.length === 0) return false;
      this.#dropUnheldWords(new Set(words));
      this.#stmt("DELETE FROM words_unchecked WHERE w IN (SELECT value FROM json_each(?))")
        .run(JSON.stringify(words));
      if (performance.now() - start >= ms) return true;
    }
  }

  /**
   * Delete from the vocabulary the words of deleted or rewritten text that no trace holds any
   * more (so a forgotten word leaves no bytes behind). A word is held when a trace's text has
   * it: first the trace last found holding it is read again (most words of a dream's deletions
   * are common and checked many times), else the word index finds the newest trace that may.
   */
  #dropUnheldWords(words: Set<string>): void {
    if (words.size === 0) return;
    this.#knownWords.clear();
    const witnesses = [...new Set([...words].flatMap((w) => this.#holders.get(w) ?? []))];
    const known = new Map<number, Set<string>>();
    for (const part of chunks(witnesses)) {
      const rows = this.#stmt(`SELECT id, content FROM traces WHERE id IN (${marks(part.length)})`)
        .all(...part) as { id: number; content: string }[];
      for (const r of rows) known.set(r.id, new Set(foldedWords(r.content)));
    }
    // The stem can be far more common than the word (`users` among a million `user`): SQL
    // passes on only text holding the word as written (ASCII case aside), or text with other
    // characters, whose folding only JavaScript knows.
    const holders = (limit: string) =>
      this.#stmt(
        "SELECT t.id, t.content FROM lex JOIN traces t ON t.id = lex.rowid WHERE lex MATCH ? " +
          "AND (t.content LIKE ? ESCAPE '\\' OR t.content GLOB '*[^ -~]*') " +
          `ORDER BY lex.rowid DESC${limit}`,
      );
    const unheld: string[] = [];
    const asked: string[] = [];
    for (const w of words) {
      const witness = this.#holders.get(w);
      if (witness !== undefined && known.get(witness)?.has(w)) continue;
      this.#holders.delete(w);
      asked.push(w);
    }
    const single = this.#findHoldersTogether(asked, unheld);
    for (const w of single) {
      const params = [ftsString(w), containing(w)];
      // The newest candidate almost always holds the word; all of them are read only if not.
      const first = holders(" LIMIT 1").get(...params) as
        | { id: number; content: string }
        | undefined;
      let holder = first && foldedWords(first.content).includes(w) ? first.id : undefined;
      if (first && holder === undefined) {
        for (
          const r of holders("").iterate(...params) as Iterable<{ id: number; content: string }>
        ) {
          if (foldedWords(r.content).includes(w)) {
            holder = r.id;
            break;
          }
        }
      }
      if (holder === undefined) unheld.push(w);
      else this.#remember(w, holder);
    }
    for (let i = 0; i < unheld.length; i += WORDS_PER_STATEMENT) {
      this.#stmt("DELETE FROM words WHERE w IN (SELECT value FROM json_each(?))")
        .run(JSON.stringify(unheld.slice(i, i + WORDS_PER_STATEMENT)));
    }
  }

  /**
   * Find holders of plain lowercase ASCII words many at a time: one full-text query for each
   * {@linkcode WORDS_PER_QUERY} of them (a word whose text was forgotten is usually held by no
   * trace, and a million-trace dream leaves hundreds of thousands such words to check). For
   * these words a trace whose folded words include one also matches it in the index. Pushes
   * the unheld to `unheld`; returns the words left to ask one by one (the others, and those
   * of a query whose matches were too many to read).
   */
  #findHoldersTogether(words: readonly string[], unheld: string[]): string[] {
    const rest: string[] = [];
    const plain: string[] = [];
    for (const w of words) (PLAIN_ASCII_WORD.test(w) ? plain : rest).push(w);
    const query = this.#stmt(
      "SELECT t.id, t.content FROM lex JOIN traces t ON t.id = lex.rowid WHERE lex MATCH ? " +
        "LIMIT ?",
    );
    for (let i = 0; i < plain.length; i += WORDS_PER_QUERY) {
      const batch = plain.slice(i, i + WORDS_PER_QUERY);
      if (batch.length === 1) {
        rest.push(...batch);
        continue;
      }
      const rows = query.all(batch.map(ftsString).join(" OR "), ROWS_PER_QUERY + 1) as {
        id: number;
        content: string;
      }[];
      if (rows.length > ROWS_PER_QUERY) {
        rest.push(...batch);
        continue;
      }
      const wanted = new Set(batch);
      for (const r of rows) {
        for (const w of foldedWords(r.content)) {
          if (wanted.delete(w)) this.#remember(w, r.id);
        }
      }
      unheld.push(...wanted);
    }
    return rest;
  }

  #remember(word: string, holder: number): void {
    if (this.#holders.size >= MAX_HOLDERS) this.#holders.clear();
    this.#holders.set(word, holder);
  }

  #userVersion(): number {
    return (this.#db.prepare("PRAGMA user_version").get() as { user_version: number })
      .user_version;
  }

  #stmt(sql: string): Statement {
    let s = this.#statements.get(sql);
    if (!s) {
      s = this.#wrap(this.#guard(() => this.#db.prepare(sql)));
      this.#statements.set(sql, s);
    }
    return s;
  }

  #wrap(raw: StatementSync): Statement {
    return {
      run: (...p) => this.#guard(() => raw.run(...p)),
      get: (...p) => this.#guard(() => raw.get(...p)),
      all: (...p) => this.#guard(() => raw.all(...p)),
      iterate: (...p) => this.#guard(() => raw.iterate(...p)),
    };
  }

  /**
   * `sql` prepared to return each row as an array of its column values (no object per row),
   * or `null` where this runtime's `node:sqlite` cannot.
   */
  #arrayStmt(sql: string): Statement | null {
    const key = `arrays: ${sql}`;
    let s = this.#statements.get(key);
    if (!s) {
      const raw = this.#guard(() => this.#db.prepare(sql)) as StatementSync & {
        setReturnArrays?: (enabled: boolean) => void;
      };
      if (typeof raw.setReturnArrays !== "function") return null;
      raw.setReturnArrays(true);
      s = this.#wrap(raw);
      this.#statements.set(key, s);
    }
    return s;
  }

  /** Run SQL, turning a lock held elsewhere into a retryable `busy` error. */
  #exec(sql: string): void {
    this.#guard(() => this.#db.exec(sql));
  }

  /** Run `fn`, turning a lock held elsewhere into a retryable `busy` error. */
  #guard<T>(fn: () => T): T {
    try {
      return fn();
    } catch (e) {
      throw this.#busyError(e);
    }
  }

  #ids(sql: string, ...params: SQLInputValue[]): number[] {
    return (this.#stmt(sql).all(...params) as { id: number }[]).map((r) => r.id);
  }

  /** Close the file. Further calls reject. */
  close(): Promise<void> {
    if (this.#retryTimer !== undefined) clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    if (this.#mergeTimer !== undefined) clearTimeout(this.#mergeTimer);
    this.#mergeTimer = undefined;
    if (this.#checkpointTimer !== undefined) clearTimeout(this.#checkpointTimer);
    this.#checkpointTimer = undefined;
    // One last bounded step, so short-lived processes (the CLI) keep the indexes merged too.
    if (this.#mergeOwed && this.#db.isOpen) {
      try {
        this.#mergeStep();
      } catch {
        // Merging is upkeep: a failure here loses nothing, and the next writer merges.
      }
    }
    this.#statements.clear();
    if (this.#db.isOpen) this.#db.close();
    return Promise.resolve();
  }

  /** Whether the file is open. */
  get isOpen(): boolean {
    return this.#db.isOpen;
  }

  // ---- transactions ------------------------------------------------------------------------

  /** Start a write transaction (nested calls become savepoints). */
  #begin(): void {
    try {
      this.#db.exec(this.#depth === 0 ? "BEGIN IMMEDIATE" : `SAVEPOINT sp${this.#depth}`);
    } catch (e) {
      throw this.#busyError(e);
    }
    this.#depth++;
  }

  /**
   * Commit the innermost transaction or savepoint. If the commit fails (a deferred constraint,
   * a busy file) the transaction stays open, so the caller can still roll it back.
   */
  #commit(): void {
    const inner = this.#depth - 1;
    // Read inside the transaction: this one (or another process) may have left a scrub owed.
    const owed = inner === 0 && (this.#scrubOwed || this.#owesScrub());
    try {
      this.#db.exec(inner === 0 ? "COMMIT" : `RELEASE sp${inner}`);
    } catch (e) {
      throw this.#busyError(e);
    }
    this.#depth = inner;
    if (inner === 0 && this.#ftsWritten) {
      this.#ftsWritten = false;
      this.#mergeOwed = true;
      this.#scheduleMerge();
    }
    if (owed) {
      this.#scrubOwed = true;
      // Never more than a quick attempt here: the writer's caller is waiting.
      if (performance.now() - this.#lastScrubTry >= SCRUB_AFTER_COMMIT_EVERY_MS) {
        this.#tryScrub(false);
      }
    }
    if (inner === 0) {
      this.#boundJournal();
      this.#scheduleCheckpoint();
    }
  }

  /**
   * Truncate the journal once it outgrows {@linkcode JOURNAL_LIMIT_BYTES}, right after this
   * connection's commit, without waiting for anyone (a busy file leaves it to the next commit).
   * SQLite writes the journal from its start again only after a checkpoint that finished with
   * no reader in the journal; with a dream writing in one process while another read and
   * wrote, that never happened for the whole dream, the file grew to 0.9 GB, and the
   * truncation that finally came (a forget's scrub) took 1.2 s to give the space back, holding
   * the write lock. Truncated at this size, it costs tens of ms.
   */
  #boundJournal(): void {
    if (this.path === ":memory:" || !this.#db.isOpen) return;
    try {
      if (Deno.statSync(`${this.path}-wal`).size <= JOURNAL_LIMIT_BYTES) return;
    } catch {
      return; // No journal, or no permission to look: SQLite's own checkpoints go on.
    }
    this.#db.exec("PRAGMA busy_timeout = 0");
    try {
      this.#checkpointTruncate();
    } catch {
      // Upkeep after a commit that landed: a busy file or a failing disk loses nothing here,
      // and the next commit tries again (or surfaces the failure).
    } finally {
      this.#db.exec(`PRAGMA busy_timeout = ${this.#options.busyTimeoutMs}`);
    }
  }

  /**
   * Copy the journal into the file a moment after this connection's commits, at most once per
   * {@linkcode CHECKPOINT_EVERY_MS}, outside any transaction. SQLite's own checkpoint runs
   * inside the commit that crosses its threshold, which made one commit in ten of a dream's
   * take 0.2–0.4 s; a passive checkpoint holds no lock another writer needs, and copies each
   * page once however many of the commits since rewrote it. When the timer is overdue (the
   * caller has not yielded), the commit that finds it so checkpoints instead. A bulk writer
   * checkpoints in its own pauses, by the pages its commits write (see below).
   */
  #scheduleCheckpoint(): void {
    if (this.path === ":memory:") return;
    this.#commitsUncopied++;
    // A bulk writer (a dream, a large forget: short transactions of thousands of rows, a pause
    // between them) checkpoints in the pause before the commit that would take the journal
    // past BULK_CHECKPOINT_PAGES, as far as its last commits' pages tell: waiting for the usual
    // timer, the journal passed SQLite's own threshold first, and its checkpoint ran inside a
    // commit (0.25–0.5 s at a million traces, one commit in four while a dream wrote gists).
    const due = this.#rewriteMine &&
      (this.#pagesPerCommit === 0 ||
        (this.#commitsUncopied + 1) * this.#pagesPerCommit > BULK_CHECKPOINT_PAGES);
    if (this.#checkpointTimer !== undefined) {
      // A caller that never yields to the event loop (a tight loop of writes or reinforcing
      // recalls) never lets the timer run, and SQLite's backstop then copies 32 MB inside one
      // commit: past its time, the checkpoint follows this commit instead.
      const overdue = performance.now() - this.#checkpointSetAt >= 2 * CHECKPOINT_EVERY_MS;
      if (!due && !overdue) return;
      clearTimeout(this.#checkpointTimer);
      this.#checkpointTimer = undefined;
      if (overdue) return this.#checkpointPassive();
    }
    this.#checkpointIn(due ? 0 : CHECKPOINT_EVERY_MS);
  }

  /** A passive checkpoint in `ms`, outside any transaction (one open then waits for it). */
  #checkpointIn(ms: number): void {
    const timer = setTimeout(() => {
      this.#checkpointTimer = undefined;
      if (!this.#db.isOpen) return;
      if (this.#depth > 0) return this.#checkpointIn(ms);
      this.#checkpointPassive();
    }, ms);
    this.#checkpointTimer = timer;
    this.#checkpointSetAt = performance.now();
    Deno.unrefTimer(timer);
  }

  /** Copy the journal into the file without waiting for any lock (upkeep: failures are left). */
  #checkpointPassive(): void {
    this.#db.exec("PRAGMA busy_timeout = 0");
    try {
      const { log } = this.#db.prepare("PRAGMA wal_checkpoint(PASSIVE)").get() as { log: number };
      // The journal starts over after a checkpoint (once no reader is in it), so its length
      // now is what the commits since the last one wrote, or more: an estimate on the safe side.
      if (this.#commitsUncopied > 0) this.#pagesPerCommit = log / this.#commitsUncopied;
      this.#commitsUncopied = 0;
    } catch {
      // Upkeep: a busy or failing file leaves it to the next commit's checkpoint.
    } finally {
      this.#db.exec(`PRAGMA busy_timeout = ${this.#options.busyTimeoutMs}`);
    }
  }

  /**
   * Checkpoint the journal and truncate it; `false` when another connection's lock or older
   * snapshot is in the way. Backfills first without the writer lock (PASSIVE), so the
   * truncating checkpoint, which holds that lock while it works, has next to nothing left to
   * copy. Call with the busy timeout at 0.
   */
  #checkpointTruncate(): boolean {
    this.#db.prepare("PRAGMA wal_checkpoint(PASSIVE)").get();
    const r = this.#db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number };
    return r.busy === 0;
  }

  /** Roll back the innermost transaction or savepoint. */
  #rollback(): void {
    this.#depth--;
    this.#knownWords.clear(); // words this transaction added are gone again
    if (this.#depth > 0) {
      this.#db.exec(`ROLLBACK TO sp${this.#depth}; RELEASE sp${this.#depth}`);
    } else if (this.#db.isTransaction) {
      // SQLite may already have rolled back by itself (a full disk, an I/O error).
      this.#db.exec("ROLLBACK");
    }
    if (this.#depth === 0) this.#ftsWritten = false;
  }

  #busyError(e: unknown): unknown {
    if (!isBusy(e)) return e;
    return new StoreError(
      `Brain "${this.path}" is busy: another connection held it locked for over ` +
        `${this.#options.busyTimeoutMs} ms; try again`,
      { code: "busy", cause: e },
    );
  }

  /**
   * Take the write lock (`BEGIN IMMEDIATE`), polling every {@linkcode LOCK_POLL_MS} while
   * another connection holds it, for up to the busy timeout. SQLite's own busy handler sleeps
   * in growing steps of up to 100 ms: a writer waiting on it sleeps through the short pauses
   * between another process's transactions (a dream's, an import's) again and again, and waited
   * seconds behind transactions of 80 ms. Inside a transaction this is a savepoint.
   */
  async #acquire(): Promise<void> {
    if (this.#depth > 0) return this.#begin();
    const deadline = performance.now() + this.#options.busyTimeoutMs;
    for (;;) {
      this.#db.exec("PRAGMA busy_timeout = 0");
      try {
        return this.#begin();
      } catch (e) {
        if (!(e instanceof StoreError && e.code === "busy") || performance.now() >= deadline) {
          throw e;
        }
      } finally {
        this.#db.exec(`PRAGMA busy_timeout = ${this.#options.busyTimeoutMs}`);
      }
      await sleep(LOCK_POLL_MS);
    }
  }

  /** Run `fn` in one write transaction: all of it lands, or none of it. */
  async transaction<T>(fn: (tx: TraceStore) => Promise<T>): Promise<T> {
    await this.#acquire();
    try {
      const out = await fn(this);
      this.#commit();
      return out;
    } catch (e) {
      this.#rollback();
      throw e;
    }
  }

  /** Run `fn` on one consistent snapshot (a read transaction). Inside a transaction it just runs. */
  async snapshot<T>(fn: (tx: TraceStore) => Promise<T>): Promise<T> {
    if (this.#depth > 0) return await fn(this);
    this.#exec("BEGIN");
    this.#depth++;
    try {
      return await fn(this);
    } finally {
      this.#depth--;
      this.#db.exec("COMMIT");
    }
  }

  /** SQLite's `data_version`: it changes whenever another connection commits to the file. */
  generation(): Promise<number> {
    return Promise.resolve(this.#dataVersion());
  }

  #dataVersion(): number {
    return (this.#stmt("PRAGMA data_version").get() as { data_version: number }).data_version;
  }

  /**
   * Forget what this connection caches of the file (word counts, known vocabulary words) once
   * another connection has committed: its writes may have changed them.
   */
  #syncWithOtherWriters(): void {
    const version = this.#dataVersion();
    if (version === this.#seenVersion) return;
    this.#frequencies.clear();
    this.#knownWords.clear();
    this.#seenVersion = version;
  }

  // ---- traces ------------------------------------------------------------------------------

  /**
   * Insert traces (and their vectors); returns their ids. Rows without an id go in multi-row
   * statements and each run of consecutive ids is indexed by one `INSERT … SELECT` per
   * full-text index: a statement per row and index cost a third of a raw insert's time.
   */
  insertTraces(rows: readonly NewTraceRow[]): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < rows.length;) {
      // The rows from i without an id, up to a statement's worth (none: it keeps its id).
      let end = i;
      while (end < rows.length && end - i < ROWS_PER_INSERT && rows[end].id === undefined) end++;
      if (end - i < 2) {
        ids.push(this.#insertOne(rows[i]));
        i++;
      } else {
        ids.push(...this.#insertMany(rows.slice(i, end)));
        i = end;
      }
    }
    this.#ftsWritten = true;
    for (const [first, last] of consecutiveRuns(ids)) {
      this.#stmt(
        "INSERT INTO lex (rowid, content) SELECT id, content FROM traces WHERE id BETWEEN ? AND ?",
      ).run(first, last);
    }
    rows.forEach((row, i) => {
      if (row.vector) {
        this.#stmt("INSERT INTO vectors (id, v) VALUES (?, ?)").run(ids[i], row.vector);
      }
    });
    this.#addNewWords(rows.map((r) => r.content));
    this.#inserted += rows.length;
    return Promise.resolve(ids);
  }

  /** Add to the vocabulary the words of these texts not known to be in it (see `#knownWords`). */
  #addNewWords(texts: readonly string[]): void {
    this.#syncWithOtherWriters();
    const seen = new WordSet();
    const fresh = new Set<string>(); // in order of first appearance, as the table assigns ids
    const known = this.#knownWords;
    for (const text of texts) {
      eachWord(text, (folded, start, end) => {
        if (known.hasSpan(folded, start, end)) return;
        const w = folded.slice(start, end);
        if (seen.add(w)) fresh.add(w);
      });
    }
    this.#addWords(fresh);
    if (this.#knownWords.size + fresh.size > MAX_KNOWN_WORDS) this.#knownWords.clear();
    for (const w of fresh) this.#knownWords.add(w);
  }

  /** Insert one trace row (keeping its id, if it has one); returns its id. */
  #insertOne(row: NewTraceRow): number {
    const params: SQLInputValue[] = [row.content, ...fieldParams(row), row.tokens];
    const result = row.id === undefined
      ? this.#stmt(INSERT_TRACE).run(...params)
      : this.#stmt(INSERT_TRACE_WITH_ID).run(row.id, ...params);
    return this.#safeId(result.lastInsertRowid);
  }

  /** Insert trace rows without ids in one statement; returns their ids, in order. */
  #insertMany(rows: readonly NewTraceRow[]): number[] {
    const values = rows.map((row) => [row.content, ...fieldParams(row), row.tokens]);
    const shared = values[0].map((v, c) => values.every((row) => Object.is(row[c], v)));
    const params = values[0].filter((_, c) => shared[c]);
    for (const row of values) {
      for (let c = 0; c < row.length; c++) if (!shared[c]) params.push(row[c]);
    }
    const inserted = this.#stmt(insertManySql(rows.length, shared)).all(...params) as {
      id: number | bigint;
    }[];
    // RETURNING's order is unspecified; ids grow in the order the rows were inserted.
    return inserted.map((r) => this.#safeId(r.id)).sort((a, b) => a - b);
  }

  #safeId(raw: number | bigint): number {
    const id = Number(raw);
    if (!Number.isSafeInteger(id)) {
      throw new StoreError(
        `Cannot write to brain "${this.path}": trace id ${raw} is past the largest safe integer`,
        { code: "store_failed" },
      );
    }
    return id;
  }

  /** The traces with these ids that exist, in no particular order. */
  getTraces(ids: readonly number[]): Promise<TraceData[]> {
    const out: TraceData[] = [];
    for (const part of chunks(ids)) {
      const rows = this.#stmt(
        `SELECT ${TRACE_COLUMNS} FROM traces WHERE id IN (${marks(part.length)})`,
      ).all(...part) as unknown as TraceRow[];
      for (const row of rows) out.push(toTraceData(row));
    }
    return Promise.resolve(out);
  }

  /** Every trace, in id order. */
  async *allTraces(): AsyncGenerator<TraceData> {
    // Outside a transaction, one statement is one consistent read.
    if (this.#depth === 0) {
      for (const row of this.#stmt(`SELECT ${TRACE_COLUMNS} FROM traces ORDER BY id`).iterate()) {
        yield toTraceData(row as unknown as TraceRow);
      }
      return;
    }
    // Inside one (a dream's snapshot, an export), pages of rows as arrays read the same
    // snapshot faster: a million traces in 5 s instead of 13 s stepping one statement, whose
    // row objects are slow to make.
    const sql = `SELECT ${TRACE_COLUMNS} FROM traces WHERE id > ? ORDER BY id LIMIT ${TRACE_PAGE}`;
    const arrays = this.#arrayStmt(sql);
    const page = arrays
      ? (after: number) => (arrays.all(after) as unknown as TraceValues[]).map(traceOfValues)
      : (after: number) => (this.#stmt(sql).all(after) as unknown as TraceRow[]).map(toTraceData);
    for (let after = Number.MIN_SAFE_INTEGER;;) {
      const traces = page(after);
      yield* traces;
      if (traces.length < TRACE_PAGE) return;
      after = traces[traces.length - 1].id;
    }
  }

  /** A page of traces in the requested order. */
  listTraces(query: ListQuery): Promise<TraceData[]> {
    const f = filterSql(query.filter);
    const orderParams: SQLInputValue[] = query.order === "fading" ? [query.at] : [];
    const rows = this.#stmt(
      `SELECT ${TRACE_COLUMNS} FROM traces t WHERE 1 = 1${f.sql} ` +
        `ORDER BY ${ORDER_SQL[query.order]} LIMIT ? OFFSET ?`,
    ).all(...f.params, ...orderParams, query.limit, query.offset) as unknown as TraceRow[];
    return Promise.resolve(rows.map(toTraceData));
  }

  /** How many traces pass a filter. */
  countTraces(filter: TraceFilter): Promise<number> {
    const f = filterSql(filter);
    const row = this.#stmt(`SELECT count(*) AS n FROM traces t WHERE 1 = 1${f.sql}`)
      .get(...f.params) as { n: number };
    return Promise.resolve(row.n);
  }

  /** Which of these ids exist. */
  existingIds(ids: readonly number[]): Promise<number[]> {
    const out: number[] = [];
    for (const part of chunks(ids)) {
      out.push(...this.#ids(`SELECT id FROM traces WHERE id IN (${marks(part.length)})`, ...part));
    }
    return Promise.resolve(out);
  }

  /** Record successful recalls: new stability, reinforced at `at`, one more recall each. */
  reinforce(updates: readonly { id: number; stability: number }[], at: number): Promise<void> {
    const stmt = this.#stmt(
      "UPDATE traces SET stability = ?, last_reinforced_at = ?, recalls = recalls + 1 WHERE id = ?",
    );
    for (const u of updates) stmt.run(u.stability, at, u.id);
    return Promise.resolve();
  }

  /** Rewrite every field of these traces except their content. */
  updateTraces(traces: readonly TraceData[]): Promise<void> {
    const stmt = this.#stmt(
      "UPDATE traces SET kind = ?, salience = ?, stability = ?, created_at = ?, " +
        "last_reinforced_at = ?, recalls = ?, tags = ?, meta = ?, sources = ?, superseded_by = ? " +
        "WHERE id = ?",
    );
    for (const data of traces) stmt.run(...fieldParams(data), data.id);
    return Promise.resolve();
  }

  /** Replace a trace's content (the triggers re-index it) and its vector. */
  setContent(
    id: number,
    content: string,
    tokens: number,
    vector: Float32Array | null,
  ): Promise<void> {
    this.#ftsWritten = true;
    const old = this.#stmt("SELECT content FROM traces WHERE id = ?").get(id) as
      | { content: string }
      | undefined;
    const changed = this.#stmt("UPDATE traces SET content = ?, tokens = ? WHERE id = ?")
      .run(content, tokens, id).changes;
    const fresh = wordsOf([content]);
    this.#addWords(fresh);
    if (old) {
      this.#dropUnheldWords(new Set([...wordsOf([old.content])].filter((w) => !fresh.has(w))));
    }
    // The old text lingers in older journal frames: scrubbed like a forget.
    if (Number(changed) > 0) this.#bumpCheckpointEpoch();
    this.#stmt("DELETE FROM vectors WHERE id = ?").run(id);
    if (vector && Number(changed) > 0) {
      this.#stmt("INSERT INTO vectors (id, v) VALUES (?, ?)").run(id, vector);
    }
    return Promise.resolve();
  }

  /** Record stability events. */
  appendHistory(events: readonly HistoryEvent[]): Promise<void> {
    const stmt = this.#stmt(
      "INSERT INTO history (id, at, event, before, after) SELECT ?, ?, ?, ?, ? " +
        "WHERE EXISTS (SELECT 1 FROM traces WHERE id = ?)",
    );
    for (const e of events) {
      if (Number(stmt.run(e.id, e.at, e.event, e.before, e.after, e.id).changes) === 0) {
        throw noSuchTrace("history", e.id);
      }
    }
    return Promise.resolve();
  }

  /** A trace's stability events, oldest first. */
  history(id: number): Promise<HistoryEvent[]> {
    const rows = this.#stmt(
      "SELECT id, at, event, before, after FROM history WHERE id = ? ORDER BY at, rowid",
    ).all(id) as unknown as HistoryEvent[];
    return Promise.resolve(
      rows.map((r) => ({ id: r.id, at: r.at, event: r.event, before: r.before, after: r.after })),
    );
  }

  /** Log a dream. */
  appendDream(record: DreamRecord): Promise<void> {
    this.#stmt("INSERT INTO dreams (at, report) VALUES (?, ?)").run(
      record.at,
      reportJson(record),
    );
    return Promise.resolve();
  }

  /** The latest dreams, newest first. */
  dreams(limit: number): Promise<DreamRecord[]> {
    const rows = this.#stmt(
      "SELECT at, report FROM dreams ORDER BY at DESC, rowid DESC LIMIT ?",
    ).all(limit) as { at: number; report: string }[];
    return Promise.resolve(rows.map((r) => ({ at: r.at, report: JSON.parse(r.report) })));
  }

  /** Make current again every trace superseded by one of these. */
  clearSupersededBy(ids: readonly number[]): Promise<void> {
    for (const part of chunks(ids)) {
      this.#stmt(
        `UPDATE traces SET superseded_by = NULL WHERE superseded_by IN (${marks(part.length)})`,
      ).run(...part);
    }
    return Promise.resolve();
  }

  /**
   * Delete traces for real: rows, full-text entries (via triggers), vectors and links
   * (cascade). A few are erased from the full-text indexes in place (FTS5 `secure-delete`);
   * many, or a `bulk` deletion, are tombstoned instead (~30× faster for thousands of rows)
   * and {@linkcode scrub} rewrites the indexes: the need for that rewrite is recorded in the
   * same transaction, so a crash before the scrub is finished at the next open.
   */
  deleteTraces(ids: readonly number[], options: { bulk?: boolean } = {}): Promise<number> {
    if (ids.length === 0) return Promise.resolve(0);
    this.#ftsWritten = true;
    this.#frequencies.clear(); // counts only shrink here: read them again
    // In place, even a few deletes make the commit rewrite pages of the largest segments
    // (0.2–0.4 s at 100,000 traces): a dream's short transactions tombstone every time.
    const bulk = options.bulk === true || ids.length > IN_PLACE_DELETES;
    if (bulk) {
      this.#exec("INSERT INTO lex(lex, rank) VALUES ('secure-delete', 0)");
      this.#setPending(REWRITE_PENDING, 1);
      this.#setBulkWriter(true);
    }
    let n = 0;
    const gone = new Set<string>();
    // In id order, so the b-tree pages are visited once each, in sequence.
    for (const part of chunks([...ids].sort((a, b) => a - b))) {
      const within = marks(part.length);
      for (const child of CHILD_ROWS) this.#stmt(child(within)).run(...part);
      const deleted = this.#stmt(
        `DELETE FROM traces WHERE id IN (${within}) RETURNING content`,
      ).all(...part) as { content: string }[];
      n += deleted.length;
      for (const w of wordsOf(deleted.map((r) => r.content))) gone.add(w);
    }
    // The vocabulary keeps no word of a forgotten trace that no other trace holds: checked now
    // for a few, by the index rewrite that a bulk delete already owes for many.
    if (bulk) this.#addWords(gone, "words_unchecked");
    else this.#dropUnheldWords(gone);
    if (bulk) {
      this.#exec("INSERT INTO lex(lex, rank) VALUES ('secure-delete', 1)");
    }
    // The deleted text still sits in older journal frames until a checkpoint truncates it:
    // recorded in this transaction, so a crash before the scrub is finished at the next open.
    if (n > 0) this.#bumpCheckpointEpoch();
    return Promise.resolve(n);
  }

  /**
   * Whether this connection writes in bulk (its bulk delete owes the index rewrite): it then
   * checkpoints in its own pauses (`#scheduleCheckpoint`), and SQLite's checkpoint inside a
   * commit moves out of the way, to four times its usual threshold. A night's commits at a
   * million traces write 1,000–10,000 pages each; at the usual threshold one commit in fifty
   * passed it and copied the journal before returning (0.3 s).
   */
  #setBulkWriter(bulk: boolean): void {
    if (bulk === this.#rewriteMine) return;
    this.#rewriteMine = bulk;
    if (this.path === ":memory:") return;
    const pages = bulk ? 4 * AUTOCHECKPOINT_PAGES : AUTOCHECKPOINT_PAGES;
    this.#db.exec(`PRAGMA wal_autocheckpoint = ${pages}`);
  }

  #setPending(name: string, value: number): void {
    this.#stmt(
      "INSERT INTO counters (name, value) VALUES (?, ?) " +
        "ON CONFLICT (name) DO UPDATE SET value = excluded.value",
    ).run(name, value);
  }

  /** A new checkpoint epoch: a scrub clears the mark only if no delete came after it began. */
  #bumpCheckpointEpoch(): void {
    this.#stmt(
      "INSERT INTO counters (name, value) VALUES (?, 1) " +
        "ON CONFLICT (name) DO UPDATE SET value = value + 1",
    ).run(CHECKPOINT_PENDING);
    this.#scrubOwed = true;
  }

  /** Whether a forget (here or in another process) left a scrub unfinished. */
  #owesScrub(): boolean {
    return this.#stmt("SELECT 1 FROM counters WHERE name IN (?, ?) AND value > 0 LIMIT 1")
      .get(REWRITE_PENDING, CHECKPOINT_PENDING) !== undefined;
  }

  #pending(name: string): number {
    const row = this.#stmt("SELECT value FROM counters WHERE name = ?").get(name) as
      | { value: number }
      | undefined;
    return row?.value ?? 0;
  }

  /**
   * One short transaction (about {@linkcode REWRITE_STEP_MS}) of rewriting the full-text
   * indexes, dropping tombstoned text: FTS5's incremental `merge` towards one segment, so a
   * large index is rewritten without holding the write lock for seconds. The last step clears
   * the pending mark. Returns whether the rewrite is complete.
   */
  #rewriteStep(): boolean {
    this.#exec("BEGIN IMMEDIATE");
    try {
      const start = performance.now();
      const finished = !this.#mergeFor(REWRITE_STEP_MS, false) &&
        !this.#checkWordsFor(REWRITE_STEP_MS - (performance.now() - start));
      if (finished) this.#setBulkWriter(false);
      if (finished && this.#pending(REWRITE_PENDING) > 0) {
        this.#setPending(REWRITE_PENDING, 0);
        // The rewrite freed pages that held the text: they leave the journal at a checkpoint.
        this.#bumpCheckpointEpoch();
      }
      this.#exec("COMMIT");
      return finished;
    } catch (e) {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      throw e;
    }
  }

  /**
   * FTS5 `merge` commands on the full-text index for about `ms`: `levelsOnly`, of levels holding
   * FTS5's `usermerge` (4) segments or more; otherwise of everything towards one segment,
   * dropping tombstoned text.
   * Returns whether work remains. Turns `automerge` off first (see `#mergeStep`).
   */
  #mergeFor(ms: number, levelsOnly: boolean): boolean {
    for (const table of FTS_TABLES) {
      const row = this.#stmt(`SELECT v FROM ${table}_config WHERE k = 'automerge'`).get() as
        | { v: number }
        | undefined;
      if (row?.v !== 0) this.#exec(`INSERT INTO ${table}(${table}, rank) VALUES ('automerge', 0)`);
    }
    const done = { lex: false };
    const start = performance.now();
    for (;;) {
      for (const table of FTS_TABLES) {
        if (done[table]) continue;
        const before = this.#totalChanges();
        const t0 = performance.now();
        const pages = levelsOnly ? this.#mergePages : -this.#mergePages;
        this.#exec(`INSERT INTO ${table}(${table}, rank) VALUES ('merge', ${pages})`);
        // FTS5: fewer than two changes means the merge had nothing left to do.
        done[table] = this.#totalChanges() - before < 2;
        // A page of merge output can cost far more input where tombstones abound: size the
        // next command by what this one took, so a step stays near its budget.
        const took = performance.now() - t0;
        if (took > ms / 4) {
          this.#mergePages = Math.max(MIN_MERGE_PAGES, this.#mergePages >> 1);
        } else if (took < ms / 16) {
          this.#mergePages = Math.min(MAX_MERGE_PAGES, this.#mergePages * 2);
        }
        if (FTS_TABLES.every((t) => done[t])) return false;
        if (performance.now() - start >= ms) return true;
      }
    }
  }

  #totalChanges(): number {
    return (this.#stmt("SELECT total_changes() AS n").get() as { n: number }).n;
  }

  /**
   * One attempt at finishing the scrub without waiting for anyone: a step of the index
   * rewrite if a bulk delete left tombstones (when `rewrite`), else a checkpoint that
   * truncates the WAL. `done` when every deleted byte is gone, `progress` when a rewrite step
   * ran and more remain, `blocked` when another connection's lock or snapshot is in the way
   * (never an exception for that).
   */
  #tryScrub(rewrite = true): "done" | "progress" | "blocked" {
    if (this.#depth > 0 || !this.#db.isOpen) return "blocked";
    this.#lastScrubTry = performance.now();
    // Never wait for another connection here: callers retry with their own backoff.
    this.#db.exec("PRAGMA busy_timeout = 0");
    try {
      if (this.#pending(REWRITE_PENDING) > 0) {
        if (!rewrite) return "blocked";
        if (!this.#rewriteStep()) return "progress";
      }
      const epoch = this.#pending(CHECKPOINT_PENDING);
      if (this.path !== ":memory:" && !this.#checkpointTruncate()) return "blocked";
      if (epoch > 0) {
        // Only if no delete committed since the epoch was read (its frames may postdate the
        // checkpoint); otherwise the next attempt clears it.
        this.#stmt("UPDATE counters SET value = 0 WHERE name = ? AND value = ?").run(
          CHECKPOINT_PENDING,
          epoch,
        );
      }
      this.#scrubOwed = this.#owesScrub();
      return this.#scrubOwed ? "blocked" : "done";
    } catch (e) {
      if (isBusy(e) || (e instanceof StoreError && e.code === "busy")) return "blocked";
      throw e;
    } finally {
      this.#db.exec(`PRAGMA busy_timeout = ${this.#options.busyTimeoutMs}`);
    }
  }

  /**
   * Upkeep of the full-text indexes, in its own short transaction. Each commit that writes to
   * an FTS5 index adds a segment; FTS5's `automerge` combines them inside whichever statement
   * or commit crosses its work threshold: hundreds of pages at once, which held a one-row
   * insert's commit for most of a second while a dream wrote. This store turns `automerge`
   * off and merges here instead: levels holding four segments or more (FTS5's `usermerge`),
   * for about {@linkcode REWRITE_STEP_MS}. Returns whether merge work remains. Never waits for
   * another connection's lock (a busy file leaves the work for the next step).
   */
  #mergeStep(): boolean {
    if (this.#depth > 0 || !this.#db.isOpen) return true;
    this.#db.exec("PRAGMA busy_timeout = 0");
    try {
      this.#db.exec("BEGIN IMMEDIATE");
    } catch (e) {
      this.#db.exec(`PRAGMA busy_timeout = ${this.#options.busyTimeoutMs}`);
      if (isBusy(e)) return true;
      throw e;
    }
    try {
      const left = this.#mergeFor(REWRITE_STEP_MS, true);
      this.#db.exec("COMMIT");
      return left;
    } catch (e) {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      if (isBusy(e)) return true;
      throw e;
    } finally {
      this.#db.exec(`PRAGMA busy_timeout = ${this.#options.busyTimeoutMs}`);
    }
  }

  /** Merge steps in the background, a pause apart (so writers elsewhere get in), while owed. */
  #scheduleMerge(): void {
    if (this.#mergeTimer !== undefined || !this.#db.isOpen) return;
    const timer = setTimeout(() => {
      this.#mergeTimer = undefined;
      if (!this.#db.isOpen || !this.#mergeOwed) return;
      // This connection's bulk delete owes a rewrite of the whole index (its scrub, or the
      // retry after it), which merges everything: steps now would be redone, and would take
      // the lock in the pauses a dream leaves for other writers.
      if (this.#rewriteMine) return;
      try {
        this.#mergeOwed = this.#mergeStep();
      } catch {
        this.#mergeOwed = false; // A failing disk surfaces at the next call.
      }
      if (this.#mergeOwed) this.#scheduleMerge();
    }, CHUNK_PAUSE_MS);
    this.#mergeTimer = timer;
    Deno.unrefTimer(timer);
  }

  /** Keep retrying an unfinished scrub in the background, backing off, while open. */
  #scheduleRetry(): void {
    if (this.#retryTimer !== undefined || !this.#db.isOpen) return;
    const timer = setTimeout(() => {
      this.#retryTimer = undefined;
      if (!this.#db.isOpen || !this.#scrubOwed) return;
      let state = "blocked";
      try {
        state = this.#tryScrub();
      } catch {
        // A failing disk surfaces at the next call; the retry itself has no caller to tell.
      }
      if (state === "progress") this.#retryDelay = CHUNK_PAUSE_MS;
      else if (state === "blocked") {
        this.#retryDelay = Math.min(this.#retryDelay * 2, MAX_SCRUB_RETRY_MS);
      }
      if (state !== "done") this.#scheduleRetry();
    }, this.#retryDelay);
    this.#retryTimer = timer;
    // A retry alone must not keep a process alive; the mark on disk outlives it.
    Deno.unrefTimer(timer);
  }

  /**
   * Make deleted text unrecoverable from the file and its journal: rewrite the full-text
   * indexes if a bulk delete left tombstones, and checkpoint and truncate the WAL
   * (`secure_delete` has zeroed the freed pages). A reader of an older snapshot (another
   * process) keeps the journal from being truncated: retried with backoff for up to
   * `scrubWaitMs`, then `scrubbed: false`, and retried in the background and after later
   * writes; the mark is on disk, so the next open finishes it after a crash. Call outside a
   * transaction.
   */
  async scrub(): Promise<ScrubResult> {
    let deadline = performance.now() + this.#options.scrubWaitMs;
    let pause = 10;
    for (;;) {
      const state = this.#tryScrub();
      if (state === "done") {
        this.#retryDelay = 50;
        return { scrubbed: true };
      }
      if (state === "progress") {
        // The rewrite moves on: pause so writers elsewhere get the lock between steps. A
        // rewrite this connection's bulk delete asked for is seen through; one another
        // process's asked for (a dream's, still deleting) gets no more than the wait.
        if (this.#rewriteMine) deadline = performance.now() + this.#options.scrubWaitMs;
        else if (performance.now() >= deadline) break;
        await sleep(CHUNK_PAUSE_MS);
        continue;
      }
      if (performance.now() + pause > deadline) break;
      await sleep(pause);
      pause = Math.min(pause * 2, 200);
    }
    this.#scheduleRetry();
    return { scrubbed: false };
  }

  /** Whether the brain holds no traces. */
  isEmpty(): Promise<boolean> {
    return Promise.resolve(this.#stmt("SELECT 1 FROM traces LIMIT 1").get() === undefined);
  }

  // ---- candidates --------------------------------------------------------------------------

  /**
   * How many traces the lexical (porter-stemmed) index matches for each word: `peanuts` counts
   * the traces holding `peanut`. A word it matches nowhere is absent.
   */
  wordFrequencies(
    words: readonly string[],
    options: WordFrequencyOptions = {},
  ): Promise<Map<string, number>> {
    if (options.commonAbove !== undefined) {
      // By query only: the vocabulary table's lookup of a term took 0.4 ms per rare word inside
      // a write transaction against 0.06 ms (the remember-time supersession check). Counting at
      // most `commonAbove + 1` matches in a subquery was slower still.
      this.#syncWithOtherWriters();
      return Promise.resolve(this.#matchCounts(words, new Map(), options.commonAbove));
    }
    const out = this.#docFrequencies("lex_vocab", words); // checks the cache is current
    // Not a term as written (`moved` is indexed as `move`): count what the index matches.
    return Promise.resolve(this.#matchCounts(words.filter((w) => !out.has(w)), out, Infinity));
  }

  /** Add to `out` how many traces a query for each word matches (see `#cachedFrequency`). */
  #matchCounts(
    words: readonly string[],
    out: Map<string, number>,
    commonAbove: number,
  ): Map<string, number> {
    const count = this.#stmt("SELECT count(*) AS n FROM lex WHERE lex MATCH ?");
    for (const w of words) {
      const n = this.#cachedFrequency(`match:${w}`, commonAbove, () => {
        const row = count.get(ftsString(w)) as { n: number };
        return row.n > 0 ? row.n : undefined;
      });
      if (n !== undefined) out.set(w, n);
    }
    return out;
  }

  #docFrequencies(table: string, terms: readonly string[]): Map<string, number> {
    this.#syncWithOtherWriters();
    const out = new Map<string, number>();
    const stmt = this.#stmt(`SELECT doc FROM ${table} WHERE term = ?`);
    for (const t of terms) {
      const n = this.#cachedFrequency(`${table}:${t}`, Infinity, () => {
        return (stmt.get(t) as { doc: number } | undefined)?.doc;
      });
      if (n !== undefined) out.set(t, n);
    }
    return out;
  }

  /**
   * A document count, from the cache while it is fresh enough, else read (and cached if large).
   * The caller has checked that no other connection committed since (`#docFrequencies`). A
   * cached count over `commonAbove` is fresh enough however old (this connection's inserts only
   * raise it; its deletes clear the cache).
   */
  #cachedFrequency(
    key: string,
    commonAbove: number,
    read: () => number | undefined,
  ): number | undefined {
    const cached = this.#frequencies.get(key);
    if (
      cached && (cached.docs > commonAbove ||
        this.#inserted - cached.inserted <= cached.docs * FREQUENCY_DRIFT)
    ) {
      return cached.docs;
    }
    const docs = read();
    if (docs === undefined || docs < CACHED_FREQUENCY) return docs;
    this.#frequencies.delete(key); // re-inserted last: the map's order is its age
    this.#frequencies.set(key, { docs, inserted: this.#inserted });
    if (this.#frequencies.size > FREQUENCY_CACHE) {
      this.#frequencies.delete(this.#frequencies.keys().next().value!);
    }
    return docs;
  }

  /** Best BM25 matches on the stemmed index, best first. */
  wordCandidates(
    words: readonly string[],
    mode: "all" | "any",
    filter: TraceFilter,
    limit: number,
    options: WordCandidateOptions = {},
  ): Promise<WordHit[]> {
    if (words.length === 0) return Promise.resolve([]);
    const query = ftsQuery(words, mode);
    // FTS5 walks a posting list in rowid order and stops at the limit; bm25 is then computed
    // for those rows only. Ordering by bm25 ranks every match first.
    const order = options.newest ? "lex.rowid DESC" : "bm25(lex)";
    const ranked = (sql: string) =>
      options.newest ? `SELECT id, score FROM (${sql}) ORDER BY score DESC` : sql;
    if (!isFiltered(filter)) {
      return Promise.resolve(
        this.#stmt(ranked(
          `SELECT lex.rowid AS id, -bm25(lex) AS score FROM lex WHERE lex MATCH ? ` +
            `ORDER BY ${order} LIMIT ?`,
        )).all(query, limit).map(toWordHit),
      );
    }
    const f = filterSql(filter);
    return Promise.resolve(
      this.#stmt(ranked(
        `SELECT lex.rowid AS id, -bm25(lex) AS score FROM lex JOIN traces t ON t.id = lex.rowid ` +
          `WHERE lex MATCH ?${f.sql} ORDER BY ${order} LIMIT ?`,
      )).all(query, ...f.params, limit).map(toWordHit),
    );
  }

  /** Ids of every trace holding all of the words, ascending. */
  idsWithAllWords(words: readonly string[]): Promise<number[]> {
    if (words.length === 0) return Promise.resolve([]);
    return Promise.resolve(
      this.#ids(
        "SELECT rowid AS id FROM lex WHERE lex MATCH ? ORDER BY rowid",
        ftsQuery(words, "all"),
      ),
    );
  }

  /**
   * Words of the vocabulary spelled like `word`, most alike first: from this connection's
   * in-memory trigram index over the `words` table, built at the first fuzzy query and caught
   * up by id at each one after; the words found are checked against the table (another
   * connection may have deleted them since).
   */
  heldWords(words: readonly string[]): Promise<string[]> {
    if (words.length === 0) return Promise.resolve([]);
    const held = new Set(
      (this.#stmt("SELECT w FROM words WHERE w IN (SELECT value FROM json_each(?))")
        .all(JSON.stringify(words)) as { w: string }[]).map((r) => r.w),
    );
    return Promise.resolve(words.filter((w) => held.has(w)));
  }

  fuzzyWords(word: string, limit: number): Promise<string[]> {
    const index = this.#vocabularyIndex();
    const near = index.near(word, limit);
    if (near.length === 0) return Promise.resolve([]);
    const held = new Set(
      (this.#stmt("SELECT w FROM words WHERE w IN (SELECT value FROM json_each(?))")
        .all(JSON.stringify(near)) as { w: string }[]).map((r) => r.w),
    );
    // Words no trace holds any more cost every query that finds them: past a share, rebuild.
    this.#vocabularyMisses += near.length - held.size;
    return Promise.resolve(near.filter((w) => held.has(w)));
  }

  /** The in-memory vocabulary index, (re)built or caught up with the `words` table. */
  #vocabularyIndex(): VocabularyIndex {
    if (
      this.#vocabulary === null ||
      this.#vocabularyMisses > Math.max(VOCABULARY_MISSES, this.#vocabulary.size / 4)
    ) {
      this.#vocabulary = new VocabularyIndex();
      this.#vocabularyId = 0;
      this.#vocabularyMisses = 0;
    }
    const page = this.#stmt("SELECT id, w FROM words WHERE id > ? ORDER BY id LIMIT ?");
    for (;;) {
      const rows = page.all(this.#vocabularyId, WORDS_PER_STATEMENT) as { id: number; w: string }[];
      for (const row of rows) this.#vocabulary.add(row.w);
      if (rows.length > 0) this.#vocabularyId = rows[rows.length - 1].id;
      if (rows.length < WORDS_PER_STATEMENT) return this.#vocabulary;
    }
  }

  /** Ids of the newest traces containing a substring (case-insensitive for ASCII). */
  substringCandidates(needle: string, filter: TraceFilter, limit: number): Promise<number[]> {
    const f = filterSql(filter);
    const pattern = containing(needle);
    return Promise.resolve(this.#ids(
      `SELECT t.id FROM traces t WHERE t.content LIKE ? ESCAPE '\\'${f.sql} ORDER BY t.id DESC LIMIT ?`,
      pattern,
      ...f.params,
      Math.min(limit, Number.MAX_SAFE_INTEGER),
    ));
  }

  /** Stored vectors of these traces. */
  vectors(ids: readonly number[]): Promise<Map<number, Float32Array>> {
    const out = new Map<number, Float32Array>();
    for (const part of chunks(ids)) {
      const rows = this.#stmt(`SELECT id, v FROM vectors WHERE id IN (${marks(part.length)})`)
        .all(...part) as { id: number; v: Uint8Array }[];
      for (const r of rows) out.set(r.id, toFloat32(r.v));
    }
    return Promise.resolve(out);
  }

  // ---- vectors and settings ----------------------------------------------------------------

  /** Up to `limit` vectors of traces with an id above `afterId`, in id order. */
  vectorsAfter(afterId: number, limit: number): Promise<StoredVector[]> {
    const rows = this.#stmt("SELECT id, v FROM vectors WHERE id > ? ORDER BY id LIMIT ?")
      .all(afterId, limit) as { id: number; v: Uint8Array }[];
    return Promise.resolve(rows.map((r) => ({ id: r.id, vector: toFloat32(r.v) })));
  }

  /** Up to `limit` texts of traces with an id above `afterId`, in id order. */
  textsAfter(afterId: number, limit: number): Promise<TraceText[]> {
    const rows = this.#stmt("SELECT id, content FROM traces WHERE id > ? ORDER BY id LIMIT ?")
      .all(afterId, limit) as { id: number; content: string }[];
    return Promise.resolve(rows.map((r) => ({ id: r.id, content: r.content })));
  }

  /** Delete every stored vector. */
  clearVectors(): Promise<void> {
    this.#stmt("DELETE FROM vectors").run();
    return Promise.resolve();
  }

  /** Replace the vectors of these traces; ids that are not traces are skipped. */
  setVectors(entries: readonly StoredVector[]): Promise<void> {
    const stmt = this.#stmt(
      "INSERT INTO vectors (id, v) SELECT id, ? FROM traces WHERE id = ? " +
        "ON CONFLICT (id) DO UPDATE SET v = excluded.v",
    );
    for (const e of entries) stmt.run(e.vector, e.id);
    return Promise.resolve();
  }

  /** A brain-wide setting, or `null`. */
  getSetting(name: string): Promise<string | null> {
    const row = this.#stmt("SELECT value FROM settings WHERE name = ?").get(name) as
      | { value: string }
      | undefined;
    return Promise.resolve(row?.value ?? null);
  }

  /** Set a brain-wide setting. */
  setSetting(name: string, value: string): Promise<void> {
    this.#stmt(
      "INSERT INTO settings (name, value) VALUES (?, ?) " +
        "ON CONFLICT (name) DO UPDATE SET value = excluded.value",
    ).run(name, value);
    return Promise.resolve();
  }

  // ---- links -------------------------------------------------------------------------------

  /** Every link touching any of these traces. */
  linksOf(ids: readonly number[]): Promise<Link[]> {
    const out: Link[] = [];
    for (const part of chunks(ids, 250)) {
      const m = marks(part.length);
      out.push(
        ...toLinks(
          this.#stmt(
            `SELECT a, b, w FROM links WHERE a IN (${m}) UNION SELECT a, b, w FROM links WHERE b IN (${m})`,
          ).all(...part, ...part),
        ),
      );
    }
    return Promise.resolve(out);
  }

  /** The links between traces of this set only. */
  linksAmong(ids: readonly number[]): Promise<Link[]> {
    if (ids.length < 2) return Promise.resolve([]);
    const out: Link[] = [];
    const among = new Set(ids);
    // By the first end only, the second filtered here: `a IN (…) AND b IN (…)` probes the
    // primary key once per pair of ids (100,000 probes for 400 ids, 0.1 s).
    for (const part of chunks(ids, 250)) {
      const rows = this.#stmt(`SELECT a, b, w FROM links WHERE a IN (${marks(part.length)})`)
        .all(...part);
      for (const l of toLinks(rows)) if (among.has(l.b)) out.push(l);
    }
    return Promise.resolve(out);
  }

  /** Set links' weights (creating them); ids in any order. */
  setLinks(links: readonly Link[]): Promise<void> {
    return this.#writeLinks(links, "excluded.w");
  }

  /** Raise links' weights to at least these (creating them); ids in any order. */
  strengthenLinks(links: readonly Link[]): Promise<void> {
    return this.#writeLinks(links, "max(w, excluded.w)");
  }

  #writeLinks(links: readonly Link[], weight: string): Promise<void> {
    const stmt = this.#stmt(
      "INSERT INTO links (a, b, w) SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM traces WHERE " +
        "id = ?1) AND EXISTS (SELECT 1 FROM traces WHERE id = ?2) " +
        `ON CONFLICT (a, b) DO UPDATE SET w = ${weight}`,
    );
    for (const l of links) {
      if (l.a === l.b) continue;
      const [a, b] = l.a < l.b ? [l.a, l.b] : [l.b, l.a];
      if (Number(stmt.run(a, b, l.w).changes) === 0) {
        const exists = this.#stmt("SELECT 1 FROM traces WHERE id = ?");
        throw noSuchTrace("a link", exists.get(a) === undefined ? a : b);
      }
    }
    return Promise.resolve();
  }

  /** Teach traces words (see {@linkcode TraceStore.learnWords}). */
  learnWords(rows: readonly LearnedWord[], perTrace: number): Promise<void> {
    const merged = mergeLearned(rows);
    const ids = [...new Set(merged.map((r) => r.id))];
    const exists = this.#stmt("SELECT 1 FROM traces WHERE id = ?");
    const missing = ids.find((id) => exists.get(id) === undefined);
    if (missing !== undefined) return Promise.reject(noSuchTrace("learned words", missing));
    const teach = this.#stmt(
      "INSERT INTO learned (id, key, word, uses, at) VALUES (?, ?, ?, ?, ?) " +
        "ON CONFLICT (id, key) DO UPDATE SET uses = uses + excluded.uses, " +
        "word = iif(excluded.at >= at, excluded.word, word), at = max(at, excluded.at)",
    );
    const trim = this.#stmt(
      "DELETE FROM learned WHERE id = ?1 AND key NOT IN (SELECT key FROM learned WHERE id = ?1 " +
        "ORDER BY uses DESC, at DESC, key LIMIT ?2)",
    );
    for (const r of merged) teach.run(r.id, r.key, r.word, r.uses, r.at);
    for (const id of ids) trim.run(id, perTrace);
    return Promise.resolve();
  }

  /** The traces that learned a word of any of these keys, most used first. */
  learnedFor(keys: readonly string[], limit: number): Promise<LearnedWord[]> {
    if (keys.length === 0 || limit <= 0) return Promise.resolve([]);
    const rows = this.#stmt(
      "SELECT id, key, word, uses, at FROM learned WHERE key IN " +
        "(SELECT value FROM json_each(?)) ORDER BY uses DESC, at DESC, id LIMIT ?",
    ).all(JSON.stringify([...new Set(keys)]), limit) as unknown as LearnedWord[];
    return Promise.resolve(rows.map(toLearned));
  }

  /** Erase words of these keys from every trace that learned them. */
  unlearn(keys: readonly string[]): Promise<number> {
    if (keys.length === 0) return Promise.resolve(0);
    const { changes } = this.#stmt(
      "DELETE FROM learned WHERE key IN (SELECT value FROM json_each(?))",
    ).run(JSON.stringify([...new Set(keys)]));
    const n = Number(changes);
    // Like a trace's text, a forgotten word leaves no bytes in the journal once scrubbed.
    if (n > 0) this.#bumpCheckpointEpoch();
    return Promise.resolve(n);
  }

  /** Every word these traces learned. */
  learnedBy(ids: readonly number[]): Promise<LearnedWord[]> {
    const out: LearnedWord[] = [];
    for (const part of chunks([...new Set(ids)].sort((a, b) => a - b))) {
      const rows = this.#stmt(
        `SELECT id, key, word, uses, at FROM learned WHERE id IN (${marks(part.length)}) ` +
          "ORDER BY id, uses DESC, key",
      ).all(...part) as unknown as LearnedWord[];
      out.push(...rows.map(toLearned));
    }
    return Promise.resolve(out);
  }

  /** Every link, ordered. */
  allLinks(): Promise<Link[]> {
    return Promise.resolve(
      toLinks(this.#stmt("SELECT a, b, w FROM links ORDER BY a, b").all()),
    );
  }

  /** For each of these traces linked to a trace of `kind`, its strongest such link's weight. */
  strongestLinkToKind(ids: readonly number[], kind: Kind): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    for (const part of chunks(ids, 250)) {
      const m = marks(part.length);
      const rows = this.#stmt(
        `SELECT l.a AS id, l.w AS w FROM links l JOIN traces t ON t.id = l.b ` +
          `WHERE l.a IN (${m}) AND t.kind = ? UNION ALL ` +
          `SELECT l.b AS id, l.w AS w FROM links l JOIN traces t ON t.id = l.a ` +
          `WHERE l.b IN (${m}) AND t.kind = ?`,
      ).all(...part, kind, ...part, kind) as { id: number; w: number }[];
      for (const r of rows) out.set(r.id, Math.max(out.get(r.id) ?? 0, r.w));
    }
    return Promise.resolve(out);
  }

  // ---- counters and counts -----------------------------------------------------------------

  /** Add to lifetime counters. */
  bump(counts: Partial<Record<CounterName, number>>): Promise<void> {
    const stmt = this.#stmt(
      "INSERT INTO counters (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = value + excluded.value",
    );
    for (const [name, by] of Object.entries(counts)) if (by) stmt.run(name, by);
    return Promise.resolve();
  }

  /** Set a counter to a value. */
  setCounter(name: CounterName, value: number): Promise<void> {
    this.#stmt(
      "INSERT INTO counters (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
    ).run(name, value);
    return Promise.resolve();
  }

  /** Every lifetime counter (internal bookkeeping rows left out). */
  counters(): Promise<Partial<Record<CounterName, number>>> {
    const out: Partial<Record<CounterName, number>> = {};
    const rows = this.#stmt("SELECT name, value FROM counters ORDER BY name").all() as {
      name: CounterName;
      value: number;
    }[];
    const known: readonly string[] = COUNTER_NAMES;
    for (const r of rows) if (known.includes(r.name)) out[r.name] = r.value;
    return Promise.resolve(out);
  }

  /** Counts by kind, links, stability and tokens. */
  counts(): Promise<StoreCounts> {
    const row = this.#stmt(
      `SELECT
         count(*) FILTER (WHERE kind = 'episodic') AS episodic,
         count(*) FILTER (WHERE kind = 'semantic') AS semantic,
         count(*) FILTER (WHERE kind = 'core') AS core,
         count(*) FILTER (WHERE superseded_by IS NOT NULL) AS superseded,
         coalesce(avg(stability), 0) AS mean_s,
         coalesce(max(stability), 0) AS max_s,
         coalesce(sum(tokens), 0) AS tokens
       FROM traces`,
    ).get() as Record<string, number>;
    const links = (this.#stmt("SELECT count(*) AS n FROM links").get() as { n: number }).n;
    const learned = (this.#stmt("SELECT count(*) AS n FROM learned").get() as { n: number }).n;
    return Promise.resolve({
      byKind: { episodic: row.episodic, semantic: row.semantic, core: row.core },
      superseded: row.superseded,
      links,
      learned,
      meanStability: row.mean_s,
      maxStability: row.max_s,
      tokensHeld: row.tokens,
    });
  }
}

/** The SQL of a filter over the `traces` table aliased `t`: ` AND …` clauses and parameters. */
function filterSql(filter: TraceFilter): { sql: string; params: SQLInputValue[] } {
  const parts: string[] = [];
  const params: SQLInputValue[] = [];
  if (filter.kinds && filter.kinds.length > 0) {
    parts.push(`t.kind IN (${marks(filter.kinds.length)})`);
    params.push(...filter.kinds);
    // Spelled out, so the planner may use the partial index of the rare kinds.
    if (!filter.kinds.includes("episodic")) parts.push("t.kind <> 'episodic'");
  }
  if (filter.tags && filter.tags.length > 0) {
    parts.push(
      `EXISTS (SELECT 1 FROM json_each(t.tags) j WHERE j.value IN (${marks(filter.tags.length)}))`,
    );
    params.push(...filter.tags);
  }
  for (const [key, value] of Object.entries(filter.meta ?? {})) {
    const path = metaPath(key);
    if (value === null || typeof value === "boolean") {
      parts.push("json_type(t.meta, ?) = ?");
      params.push(path, value === null ? "null" : String(value));
    } else if (typeof value === "number") {
      parts.push("json_type(t.meta, ?) IN ('integer', 'real') AND json_extract(t.meta, ?) = ?");
      params.push(path, path, value);
    } else {
      parts.push("json_type(t.meta, ?) = 'text' AND json_extract(t.meta, ?) = ?");
      params.push(path, path, value);
    }
  }
  if (filter.current) parts.push("t.superseded_by IS NULL");
  if (filter.supersededBy !== undefined) {
    parts.push("t.superseded_by = ?");
    params.push(filter.supersededBy);
  }
  const range = (column: string, from?: number, to?: number) => {
    if (from !== undefined) parts.push(`t.${column} >= ?`), params.push(from);
    if (to !== undefined) parts.push(`t.${column} < ?`), params.push(to);
  };
  range("created_at", filter.createdFrom, filter.createdTo);
  range("last_reinforced_at", filter.usedFrom, filter.usedTo);
  for (const w of filter.fade ?? []) {
    if (w.minMsPerS !== undefined) {
      parts.push("? - t.last_reinforced_at >= t.stability * ?");
      params.push(w.at, w.minMsPerS);
    }
    if (w.maxMsPerS !== undefined) {
      parts.push("? - t.last_reinforced_at <= t.stability * ?");
      params.push(w.at, w.maxMsPerS);
    }
  }
  return { sql: parts.map((p) => ` AND ${p}`).join(""), params };
}
