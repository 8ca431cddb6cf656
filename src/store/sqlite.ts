/**
 * The store: the only module that speaks SQL. One SQLite file (or `:memory:`) per brain, via
 * Deno's built-in `node:sqlite`. Statements are prepared once and reused.
 * @module
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { Kind } from "../core/model.ts";
import type { TraceData, TraceSource } from "../core/trace.ts";

/** The schema version this build writes, kept in `PRAGMA user_version`. */
export const SCHEMA_VERSION = 1;

/** Restricts candidate queries to some kinds and/or tags. */
export interface TraceFilter {
  /** Only these kinds. */
  kinds?: readonly Kind[];
  /** Only traces carrying at least one of these tags. */
  tags?: readonly string[];
  /** Leave out superseded traces. */
  current?: boolean;
}

/** A row to insert: a trace without its id, plus its token estimate and vector. */
export interface NewTraceRow extends Omit<TraceData, "id"> {
  /** Keep this id instead of allocating one (import). */
  id?: number;
  /** Estimated tokens of the content. */
  tokens: number;
  /** Its embedding, if any. */
  vector: Float32Array | null;
}

/** A weighted, undirected Hebbian link, stored with `a < b`. */
export interface Link {
  /** The smaller id. */
  a: number;
  /** The larger id. */
  b: number;
  /** Weight in (0, 1]. */
  w: number;
}

/** Counts for `stats()`, all computed in SQL. */
export interface StoreCounts {
  /** Traces by kind. */
  byKind: Record<Kind, number>;
  /** Traces superseded by a newer one. */
  superseded: number;
  /** Non-core traces at or above the fresh threshold, plus every core trace. */
  fresh: number;
  /** Non-core traces between the floor band and the fresh threshold. */
  fading: number;
  /** Non-core traces below the near-floor threshold. */
  nearFloor: number;
  /** Links. */
  links: number;
  /** Mean stability in days over all traces (0 when empty). */
  meanStability: number;
  /** Highest stability in days (0 when empty). */
  maxStability: number;
  /** Estimated tokens currently held. */
  tokensHeld: number;
}

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

const TRACE_COLUMNS = "id, content, kind, salience, stability, created_at, last_reinforced_at, " +
  "recalls, tags, meta, sources, superseded_by";

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
    tags: JSON.parse(row.tags) as string[],
    meta: JSON.parse(row.meta) as Record<string, unknown>,
    sources: JSON.parse(row.sources) as TraceSource[],
    supersededBy: row.superseded_by,
  };
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
    JSON.stringify(data.tags),
    JSON.stringify(data.meta),
    JSON.stringify(data.sources),
    data.supersededBy,
  ];
}

const INSERT_COLUMNS = "content, kind, salience, stability, created_at, last_reinforced_at, " +
  "recalls, tags, meta, sources, superseded_by, tokens";
const INSERT_TRACE = `INSERT INTO traces (${INSERT_COLUMNS}) VALUES (${"?, ".repeat(11)}?)`;
const INSERT_TRACE_WITH_ID = `INSERT INTO traces (id, ${INSERT_COLUMNS}) VALUES (${
  "?, ".repeat(12)
}?)`;

/** `?, ?, ?` for n parameters. */
function marks(n: number): string {
  return Array.from({ length: n }, () => "?").join(", ");
}

/** Reads a BLOB written from a Float32Array back into one. */
function toFloat32(blob: Uint8Array): Float32Array {
  const copy = blob.slice();
  return new Float32Array(copy.buffer, 0, copy.byteLength >>> 2);
}

/** Up to this many deletions at once are erased from the full-text indexes in place. */
const IN_PLACE_DELETES = 64;

/** SQLite handles at most 32766 parameters; chunk `IN (...)` lists well below that. */
const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** One open brain file. Synchronous: the async surface lives in `Memory`. */
export class Store {
  readonly path: string;
  #db: DatabaseSync;
  #statements = new Map<string, StatementSync>();
  #depth = 0;
  /** A bulk delete left full-text tombstones that only a rewrite removes. */
  #rewriteIndexes = false;

  /**
   * Open (creating if needed) a brain file.
   * @throws {Error} when the file is not a brain or was written by a newer version
   */
  constructor(path: string) {
    this.path = path;
    try {
      this.#db = new DatabaseSync(path);
    } catch (e) {
      throw new Error(`Cannot open brain "${path}": ${(e as Error).message}`);
    }
    try {
      this.#configure();
      this.#migrate();
    } catch (e) {
      this.#db.close();
      const message = (e as Error).message;
      if (message.startsWith("Cannot open brain")) throw e;
      throw new Error(`Cannot open brain "${path}": ${message}`);
    }
  }

  #configure(): void {
    this.#db.exec("PRAGMA busy_timeout = 5000");
    this.#db.exec("PRAGMA foreign_keys = ON");
    // Deleted content is overwritten with zeros, so forgotten text leaves no bytes behind.
    this.#db.exec("PRAGMA secure_delete = ON");
    if (this.path !== ":memory:") {
      this.#db.exec("PRAGMA journal_mode = WAL");
      this.#db.exec("PRAGMA synchronous = NORMAL");
    }
  }

  #migrate(): void {
    const version = this.#userVersion();
    if (version > SCHEMA_VERSION) {
      throw new Error(
        `Cannot open brain "${this.path}": file is newer than this version ` +
          `(schema ${version}, this version reads up to ${SCHEMA_VERSION})`,
      );
    }
    if (version === SCHEMA_VERSION) return;
    this.transaction(() => {
      // Re-read inside the write lock: another process may have migrated meanwhile.
      const current = this.#userVersion();
      if (current === SCHEMA_VERSION) return;
      if (current === 0) {
        const tables = this.#db.prepare("SELECT count(*) AS n FROM sqlite_schema").get() as {
          n: number;
        };
        if (tables.n > 0) {
          throw new Error(
            `Cannot open brain "${this.path}": file is a SQLite database but not an engram brain`,
          );
        }
        this.#db.exec(SCHEMA);
      }
      // Forward migrations from older schema versions go here, one step at a time.
      this.#db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    });
  }

  #userVersion(): number {
    return (this.#db.prepare("PRAGMA user_version").get() as { user_version: number })
      .user_version;
  }

  #stmt(sql: string): StatementSync {
    let s = this.#statements.get(sql);
    if (!s) {
      s = this.#db.prepare(sql);
      this.#statements.set(sql, s);
    }
    return s;
  }

  /** Close the file. Further calls throw. */
  close(): void {
    this.#statements.clear();
    if (this.#db.isOpen) this.#db.close();
  }

  /** Whether the file is open. */
  get isOpen(): boolean {
    return this.#db.isOpen;
  }

  // ---- transactions ------------------------------------------------------------------------

  /** Start a write transaction (nested calls become savepoints). */
  #begin(): void {
    this.#db.exec(this.#depth === 0 ? "BEGIN IMMEDIATE" : `SAVEPOINT sp${this.#depth}`);
    this.#depth++;
  }

  /**
   * Commit the innermost transaction or savepoint. If the commit fails (a deferred constraint,
   * a busy file) the transaction stays open, so the caller can still roll it back.
   */
  #commit(): void {
    const inner = this.#depth - 1;
    this.#db.exec(inner === 0 ? "COMMIT" : `RELEASE sp${inner}`);
    this.#depth = inner;
  }

  /** Roll back the innermost transaction or savepoint. */
  #rollback(): void {
    this.#depth--;
    if (this.#depth > 0) {
      this.#db.exec(`ROLLBACK TO sp${this.#depth}; RELEASE sp${this.#depth}`);
    } else if (this.#db.isTransaction) {
      // SQLite may already have rolled back by itself (a full disk, an I/O error).
      this.#db.exec("ROLLBACK");
    }
  }

  /** Run `fn` in one write transaction: all of it lands, or none of it. */
  transaction<T>(fn: () => T): T {
    this.#begin();
    try {
      const out = fn();
      this.#commit();
      return out;
    } catch (e) {
      this.#rollback();
      throw e;
    }
  }

  /**
   * Run `fn` on one consistent snapshot of the file (a read transaction), so a plan built from
   * many reads sees no other process's half-finished work. Inside a transaction it just runs.
   */
  snapshot<T>(fn: () => T): T {
    if (this.#depth > 0) return fn();
    this.#db.exec("BEGIN");
    this.#depth++;
    try {
      return fn();
    } finally {
      this.#depth--;
      this.#db.exec("COMMIT");
    }
  }

  /** A number that changes whenever another connection commits to the file. */
  dataVersion(): number {
    return (this.#stmt("PRAGMA data_version").get() as { data_version: number }).data_version;
  }

  // ---- traces ------------------------------------------------------------------------------

  /** Insert a trace (and its vector); returns its id. */
  insertTrace(row: NewTraceRow): number {
    const params: SQLInputValue[] = [row.content, ...fieldParams(row), row.tokens];
    const result = row.id === undefined
      ? this.#stmt(INSERT_TRACE).run(...params)
      : this.#stmt(INSERT_TRACE_WITH_ID).run(row.id, ...params);
    const id = Number(result.lastInsertRowid);
    this.#stmt("INSERT INTO lex (rowid, content) VALUES (?, ?)").run(id, row.content);
    this.#stmt("INSERT INTO tri (rowid, content) VALUES (?, ?)").run(id, row.content);
    if (row.vector) this.#stmt("INSERT INTO vectors (id, v) VALUES (?, ?)").run(id, row.vector);
    return id;
  }

  /** One trace, or `null`. */
  getTrace(id: number): TraceData | null {
    const row = this.#stmt(`SELECT ${TRACE_COLUMNS} FROM traces WHERE id = ?`).get(id) as
      | TraceRow
      | undefined;
    return row ? toTraceData(row) : null;
  }

  /** The traces with these ids that exist, in no particular order. */
  getTraces(ids: readonly number[]): TraceData[] {
    const out: TraceData[] = [];
    for (const part of chunks(ids)) {
      const rows = this.#stmt(
        `SELECT ${TRACE_COLUMNS} FROM traces WHERE id IN (${marks(part.length)})`,
      )
        .all(...part) as unknown as TraceRow[];
      for (const row of rows) out.push(toTraceData(row));
    }
    return out;
  }

  /** Every trace, in id order (export, dream). */
  *allTraces(): Generator<TraceData> {
    for (const row of this.#stmt(`SELECT ${TRACE_COLUMNS} FROM traces ORDER BY id`).iterate()) {
      yield toTraceData(row as unknown as TraceRow);
    }
  }

  /** Which of these ids exist. */
  existingIds(ids: readonly number[]): number[] {
    const out: number[] = [];
    for (const part of chunks(ids)) {
      const rows = this.#stmt(`SELECT id FROM traces WHERE id IN (${marks(part.length)})`)
        .all(...part) as { id: number }[];
      for (const r of rows) out.push(r.id);
    }
    return out;
  }

  /** Record a successful recall: new stability, reinforced now, one more recall. */
  reinforce(id: number, stability: number, at: number): void {
    this.#stmt(
      "UPDATE traces SET stability = ?, last_reinforced_at = ?, recalls = recalls + 1 WHERE id = ?",
    ).run(stability, at, id);
  }

  /** Make current again every trace superseded by one of these (forget erased the successor). */
  clearSupersededBy(ids: readonly number[]): void {
    for (const part of chunks(ids)) {
      this.#stmt(
        `UPDATE traces SET superseded_by = NULL WHERE superseded_by IN (${marks(part.length)})`,
      ).run(...part);
    }
  }

  /** Mark a trace as superseded by another (or clear the mark with `null`). */
  setSupersededBy(id: number, by: number | null): void {
    this.#stmt("UPDATE traces SET superseded_by = ? WHERE id = ?").run(by, id);
  }

  /** Rewrite every field of a trace except its content (dream's merges, gists, demotions). */
  updateTrace(data: TraceData): void {
    this.#stmt(
      "UPDATE traces SET kind = ?, salience = ?, stability = ?, created_at = ?, " +
        "last_reinforced_at = ?, recalls = ?, tags = ?, meta = ?, sources = ?, superseded_by = ? " +
        "WHERE id = ?",
    ).run(...fieldParams(data), data.id);
  }

  /**
   * Delete traces for real: rows, full-text entries (via triggers), vectors and links
   * (cascade). A few are erased from the full-text indexes in place (FTS5 `secure-delete`);
   * many are tombstoned instead (~30× faster for thousands of rows) and {@linkcode Store.scrub}
   * rewrites the indexes. Either way call `scrub` after the transaction commits.
   */
  deleteTraces(ids: readonly number[]): number {
    if (ids.length === 0) return 0;
    const bulk = ids.length > IN_PLACE_DELETES;
    if (bulk) {
      this.#db.exec("INSERT INTO lex(lex, rank) VALUES ('secure-delete', 0)");
      this.#db.exec("INSERT INTO tri(tri, rank) VALUES ('secure-delete', 0)");
      this.#rewriteIndexes = true;
    }
    let n = 0;
    // In id order, so the b-tree pages are visited once each, in sequence.
    for (const part of chunks([...ids].sort((a, b) => a - b))) {
      n += Number(
        this.#stmt(`DELETE FROM traces WHERE id IN (${marks(part.length)})`).run(...part).changes,
      );
    }
    if (bulk) {
      this.#db.exec("INSERT INTO lex(lex, rank) VALUES ('secure-delete', 1)");
      this.#db.exec("INSERT INTO tri(tri, rank) VALUES ('secure-delete', 1)");
    }
    return n;
  }

  /**
   * Make deleted text unrecoverable from the file and its journal: rewrite the full-text
   * indexes if a bulk delete left tombstones, and checkpoint and truncate the WAL
   * (`secure_delete` has zeroed the freed pages). Call outside a transaction.
   */
  scrub(): void {
    if (this.#rewriteIndexes) {
      this.#db.exec("INSERT INTO lex(lex) VALUES ('optimize')");
      this.#db.exec("INSERT INTO tri(tri) VALUES ('optimize')");
      this.#rewriteIndexes = false;
    }
    if (this.path !== ":memory:") this.#db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  }

  // ---- candidates for recall ---------------------------------------------------------------

  #filterSql(filter: TraceFilter, alias: string): { sql: string; params: SQLInputValue[] } {
    const parts: string[] = [];
    const params: SQLInputValue[] = [];
    if (filter.kinds && filter.kinds.length > 0) {
      parts.push(`${alias}.kind IN (${marks(filter.kinds.length)})`);
      params.push(...filter.kinds);
    }
    if (filter.tags && filter.tags.length > 0) {
      parts.push(
        `EXISTS (SELECT 1 FROM json_each(${alias}.tags) j WHERE j.value IN (${
          marks(filter.tags.length)
        }))`,
      );
      params.push(...filter.tags);
    }
    if (filter.current) parts.push(`${alias}.superseded_by IS NULL`);
    return { sql: parts.map((p) => ` AND ${p}`).join(""), params };
  }

  #filtered(filter: TraceFilter): boolean {
    return Boolean(filter.kinds?.length || filter.tags?.length || filter.current);
  }

  /** Best BM25 matches of an FTS5 query on the stemmed index, with `-bm25` (higher is better). */
  lexicalCandidates(
    query: string,
    filter: TraceFilter,
    limit: number,
  ): { id: number; bm25: number }[] {
    if (query === "") return [];
    if (!this.#filtered(filter)) {
      return this.#stmt(
        "SELECT rowid AS id, -bm25(lex) AS bm25 FROM lex WHERE lex MATCH ? ORDER BY bm25(lex) LIMIT ?",
      ).all(query, limit) as { id: number; bm25: number }[];
    }
    const f = this.#filterSql(filter, "t");
    return this.#stmt(
      `SELECT lex.rowid AS id, -bm25(lex) AS bm25 FROM lex JOIN traces t ON t.id = lex.rowid ` +
        `WHERE lex MATCH ?${f.sql} ORDER BY bm25(lex) LIMIT ?`,
    ).all(query, ...f.params, limit) as { id: number; bm25: number }[];
  }

  /** How many traces contain each trigram (terms absent from the index are left out). */
  trigramDocFrequencies(trigrams: readonly string[]): Map<string, number> {
    return this.#docFrequencies("tri_vocab", trigrams);
  }

  /**
   * How many traces contain each word as an indexed (stemmed) term. A word whose stem differs
   * from it (`peanuts` → `peanut`) is absent, as is a word nobody wrote.
   */
  wordDocFrequencies(words: readonly string[]): Map<string, number> {
    return this.#docFrequencies("lex_vocab", words);
  }

  #docFrequencies(table: string, terms: readonly string[]): Map<string, number> {
    const out = new Map<string, number>();
    const stmt = this.#stmt(`SELECT doc FROM ${table} WHERE term = ?`);
    for (const t of terms) {
      const row = stmt.get(t) as { doc: number } | undefined;
      if (row) out.set(t, row.doc);
    }
    return out;
  }

  /** Ids of traces matching an FTS5 query on the trigram index, unranked. */
  trigramCandidates(query: string, filter: TraceFilter, limit: number): number[] {
    if (query === "") return [];
    const f = this.#filterSql(filter, "t");
    const sql = this.#filtered(filter)
      ? `SELECT tri.rowid AS id FROM tri JOIN traces t ON t.id = tri.rowid WHERE tri MATCH ?${f.sql} LIMIT ?`
      : "SELECT rowid AS id FROM tri WHERE tri MATCH ? LIMIT ?";
    return (this.#stmt(sql).all(query, ...f.params, limit) as { id: number }[]).map((r) => r.id);
  }

  /** Ids of the newest traces containing a substring (case-insensitive for ASCII). */
  substringCandidates(needle: string, filter: TraceFilter, limit: number): number[] {
    const f = this.#filterSql(filter, "t");
    const pattern = "%" + needle.replace(/[\\%_]/g, (c) => "\\" + c) + "%";
    return (this.#stmt(
      `SELECT t.id FROM traces t WHERE t.content LIKE ? ESCAPE '\\'${f.sql} ORDER BY t.id DESC LIMIT ?`,
    ).all(pattern, ...f.params, limit) as { id: number }[]).map((r) => r.id);
  }

  /** Stored vectors of these traces. */
  vectors(ids: readonly number[]): Map<number, Float32Array> {
    const out = new Map<number, Float32Array>();
    for (const part of chunks(ids)) {
      const rows = this.#stmt(`SELECT id, v FROM vectors WHERE id IN (${marks(part.length)})`)
        .all(...part) as { id: number; v: Uint8Array }[];
      for (const r of rows) out.set(r.id, toFloat32(r.v));
    }
    return out;
  }

  // ---- links -------------------------------------------------------------------------------

  /** Every link touching any of these traces. */
  linksOf(ids: readonly number[]): Link[] {
    const out: Link[] = [];
    for (const part of chunks(ids, 250)) {
      const m = marks(part.length);
      out.push(
        ...this.#stmt(
          `SELECT a, b, w FROM links WHERE a IN (${m}) UNION SELECT a, b, w FROM links WHERE b IN (${m})`,
        ).all(...part, ...part) as unknown as Link[],
      );
    }
    return out;
  }

  /** The links between traces of this set only. */
  linksAmong(ids: readonly number[]): Link[] {
    if (ids.length < 2) return [];
    const m = marks(ids.length);
    return this.#stmt(`SELECT a, b, w FROM links WHERE a IN (${m}) AND b IN (${m})`)
      .all(...ids, ...ids) as unknown as Link[];
  }

  /** Set a link's weight (creating it); ids in any order. */
  setLink(x: number, y: number, w: number): void {
    if (x === y) return;
    const [a, b] = x < y ? [x, y] : [y, x];
    this.#stmt(
      "INSERT INTO links (a, b, w) VALUES (?, ?, ?) ON CONFLICT (a, b) DO UPDATE SET w = excluded.w",
    )
      .run(a, b, w);
  }

  /** Every link, ordered (export). */
  allLinks(): Link[] {
    return this.#stmt("SELECT a, b, w FROM links ORDER BY a, b").all() as unknown as Link[];
  }

  // ---- selection for forget ----------------------------------------------------------------

  /** Ids of traces whose stemmed words include every word of an FTS5 AND query. */
  idsMatchingLexical(query: string): number[] {
    if (query === "") return [];
    return (this.#stmt("SELECT rowid AS id FROM lex WHERE lex MATCH ? ORDER BY rowid").all(
      query,
    ) as {
      id: number;
    }[]).map((r) => r.id);
  }

  /** Ids of traces of one kind. */
  idsOfKind(kind: Kind): number[] {
    return (this.#stmt("SELECT id FROM traces WHERE kind = ? ORDER BY id").all(kind) as {
      id: number;
    }[]).map((r) => r.id);
  }

  /** Ids of traces first remembered before an instant. */
  idsCreatedBefore(at: number): number[] {
    return (this.#stmt("SELECT id FROM traces WHERE created_at < ? ORDER BY id").all(at) as {
      id: number;
    }[]).map((r) => r.id);
  }

  /** Whether the brain holds no traces. */
  isEmpty(): boolean {
    return this.#stmt("SELECT 1 FROM traces LIMIT 1").get() === undefined;
  }

  // ---- review ------------------------------------------------------------------------------

  /**
   * Current non-core traces still above the floor at `now` that will be below the threshold at
   * `until`. Retentions come as `model.fadeMsPerStabilityDay` of each: `R < r` exactly when
   * the silence exceeds `S ×` it, so SQL needs no `exp`.
   */
  fadingTraces(
    now: number,
    until: number,
    thresholdMsPerS: number,
    floorMsPerS: number,
  ): TraceData[] {
    return (this.#stmt(
      `SELECT ${TRACE_COLUMNS} FROM traces WHERE kind <> 'core' AND superseded_by IS NULL ` +
        "AND ? - last_reinforced_at > stability * ? AND ? - last_reinforced_at <= stability * ?",
    ).all(until, thresholdMsPerS, now, floorMsPerS) as unknown as TraceRow[]).map(toTraceData);
  }

  /** For each of these traces linked to a core trace, its strongest such link's weight. */
  coreLinkWeights(ids: readonly number[]): Map<number, number> {
    const out = new Map<number, number>();
    for (const part of chunks(ids, 250)) {
      const m = marks(part.length);
      const rows = this.#stmt(
        `SELECT l.a AS id, l.w AS w FROM links l JOIN traces t ON t.id = l.b ` +
          `WHERE l.a IN (${m}) AND t.kind = 'core' UNION ALL ` +
          `SELECT l.b AS id, l.w AS w FROM links l JOIN traces t ON t.id = l.a ` +
          `WHERE l.b IN (${m}) AND t.kind = 'core'`,
      ).all(...part, ...part) as { id: number; w: number }[];
      for (const r of rows) out.set(r.id, Math.max(out.get(r.id) ?? 0, r.w));
    }
    return out;
  }

  // ---- counters and stats ------------------------------------------------------------------

  /** Add to a lifetime counter. */
  bump(name: string, by = 1): void {
    if (by === 0) return;
    this.#stmt(
      "INSERT INTO counters (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = value + excluded.value",
    ).run(name, by);
  }

  /** Set a counter to a value (timestamps such as the last dream). */
  setCounter(name: string, value: number): void {
    this.#stmt(
      "INSERT INTO counters (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
    ).run(name, value);
  }

  /** Every counter. */
  counters(): Record<string, number> {
    const out: Record<string, number> = {};
    for (
      const r of this.#stmt("SELECT name, value FROM counters ORDER BY name").all() as {
        name: string;
        value: number;
      }[]
    ) out[r.name] = r.value;
    return out;
  }

  /**
   * Counts for stats. The retention bands come as `model.fadeMsPerStabilityDay` of their
   * bounds, as in {@linkcode Store.fadingTraces}.
   */
  counts(at: number, freshMsPerS: number, nearFloorMsPerS: number): StoreCounts {
    const row = this.#stmt(
      `SELECT
         count(*) FILTER (WHERE kind = 'episodic') AS episodic,
         count(*) FILTER (WHERE kind = 'semantic') AS semantic,
         count(*) FILTER (WHERE kind = 'core') AS core,
         count(*) FILTER (WHERE superseded_by IS NOT NULL) AS superseded,
         count(*) FILTER (WHERE kind = 'core' OR ? - last_reinforced_at <= stability * ?) AS fresh,
         count(*) FILTER (WHERE kind <> 'core' AND ? - last_reinforced_at > stability * ?) AS near_floor,
         coalesce(avg(stability), 0) AS mean_s,
         coalesce(max(stability), 0) AS max_s,
         coalesce(sum(tokens), 0) AS tokens
       FROM traces`,
    ).get(at, freshMsPerS, at, nearFloorMsPerS) as Record<
      string,
      number
    >;
    const links = (this.#stmt("SELECT count(*) AS n FROM links").get() as { n: number }).n;
    const total = row.episodic + row.semantic + row.core;
    return {
      byKind: { episodic: row.episodic, semantic: row.semantic, core: row.core },
      superseded: row.superseded,
      fresh: row.fresh,
      fading: total - row.fresh - row.near_floor,
      nearFloor: row.near_floor,
      links,
      meanStability: row.mean_s,
      maxStability: row.max_s,
      tokensHeld: row.tokens,
    };
  }
}
