/**
 * The storage seam: {@linkcode TraceStore}, an async interface in the engine's own terms.
 *
 * Recall, dream and `Memory` speak only this interface: candidates by words, by words of the
 * vocabulary spelled alike, by substring; counts; links; a generation number for optimistic
 * re-planning; erasure and the scrub it needs. No SQL, full-text query syntax or pragma crosses
 * it — each implementation (SQLite today, PostgreSQL past one machine) does its own quoting.
 * One contract suite (`tests/store_contract.ts`) runs against every implementation.
 * @module
 */
import type { Kind } from "../core/model.ts";
import type { TraceData } from "../core/trace.ts";

/**
 * Restricts which traces a query considers. Every field is optional; fields combine with AND.
 */
export interface TraceFilter {
  /** Only these kinds. */
  kinds?: readonly Kind[];
  /** Only traces carrying at least one of these tags. */
  tags?: readonly string[];
  /** Only traces whose `meta` has each of these top-level fields equal to the given value. */
  meta?: Readonly<Record<string, MetaValue>>;
  /** Leave out superseded traces. */
  current?: boolean;
  /** Only the traces superseded by this one. */
  supersededBy?: number;
  /** Only traces first remembered at or after this instant (epoch ms). */
  createdFrom?: number;
  /** Only traces first remembered before this instant (epoch ms). */
  createdTo?: number;
  /** Only traces last reinforced at or after this instant (epoch ms). */
  usedFrom?: number;
  /** Only traces last reinforced before this instant (epoch ms). */
  usedTo?: number;
  /**
   * Only traces whose silence `at − lastReinforcedAt` is within each window's multiples of
   * their stability, in milliseconds per stability day (see `model.fadeMsPerStabilityDay`):
   * the store needs no `exp` to filter by retention band.
   */
  fade?: readonly FadeWindow[];
}

/** A scalar a `meta` filter compares with. */
export type MetaValue = string | number | boolean | null;

/** A retention band expressed as silence per stability day, at one instant. */
export interface FadeWindow {
  /** The instant the band is evaluated at (epoch ms). */
  at: number;
  /** Silence at least this many ms per stability day (retention at most the band's top). */
  minMsPerS?: number;
  /** Silence at most this many ms per stability day (retention at least the band's bottom). */
  maxMsPerS?: number;
}

/** How {@linkcode TraceStore.listTraces} orders traces. */
export type TraceOrder =
  /** Newest first (by creation, then id). */
  | "recent"
  /** Oldest first. */
  | "oldest"
  /** Most recently reinforced first. */
  | "used"
  /** Highest stability first. */
  | "strongest"
  /** Most faded first: the largest silence per stability day at `at`. */
  | "fading";

/** One page of a listing. */
export interface ListQuery {
  /** Which traces. */
  filter: TraceFilter;
  /** In what order. */
  order: TraceOrder;
  /** The instant `fading` order is evaluated at (epoch ms). */
  at: number;
  /** How many at most. */
  limit: number;
  /** How many to skip. */
  offset: number;
}

/** How {@linkcode TraceStore.wordCandidates} picks the traces it ranks. */
export interface WordCandidateOptions {
  /** Rank only the `limit` most recent matching traces. Default `false`: rank them all. */
  newest?: boolean;
}

/** Options of {@linkcode TraceStore.wordFrequencies}. */
export interface WordFrequencyOptions {
  /**
   * A count over this many traces need only be over it (a store may stop counting there, or
   * keep an older count that was over it: inserts only raise counts; deletes and other
   * writers' commits still show at once), for a caller that only asks whether a word is that
   * common. A count up to it lags by a tenth at most, as without the option. Default: none.
   */
  commonAbove?: number;
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

/** A trace's stored vector. */
export interface StoredVector {
  /** The trace. */
  id: number;
  /** Its embedding. */
  vector: Float32Array;
}

/** A trace's text, for what is derived from it (the vectors of a derivable embedder). */
export interface TraceText {
  /** The trace. */
  id: number;
  /** Its content. */
  content: string;
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

/** A lexical candidate and its relevance (higher is better, positive). */
export interface WordHit {
  /** Trace id. */
  id: number;
  /** The store's lexical relevance (BM25 or equivalent), higher is better. */
  score: number;
}

/**
 * A word a trace learned from a cue that led to its use (`Memory.used`): a word of the question
 * the agent answered with it that the trace's own text does not hold.
 */
export interface LearnedWord {
  /** The trace. */
  id: number;
  /** What the word is kept and found by: its light stem (`core/text.ts` `lightStem`). */
  key: string;
  /** The word as a cue last wrote it, folded as `core/text.ts` folds a cue's words. */
  word: string;
  /** How many uses taught it. */
  uses: number;
  /** When a use last taught it, epoch milliseconds. */
  at: number;
}

/** What happened to a trace's stability at one instant. */
export interface HistoryEvent {
  /** The trace. */
  id: number;
  /** When (epoch ms). */
  at: number;
  /**
   * `reinforced` (a recall or a use: retention revived, fully on a use), `superseded` (a newer
   * statement made it stale), `updated` (its content or fields were corrected).
   */
  event: "reinforced" | "superseded" | "updated";
  /** Stability in days before the event. */
  before: number;
  /** Stability in days after it. */
  after: number;
}

/**
 * Learned words with one row per trace and key: the uses of repeated rows add up, the latest
 * `at` stands with its word.
 */
export function mergeLearned(rows: readonly LearnedWord[]): LearnedWord[] {
  const merged = new Map<string, LearnedWord>();
  for (const r of rows) {
    const key = `${r.id} ${r.key}`;
    const had = merged.get(key);
    const later = had === undefined || r.at >= had.at ? r : had;
    merged.set(key, { ...later, uses: (had?.uses ?? 0) + r.uses });
  }
  return [...merged.values()];
}

/**
 * Teach each heir what its traces learned (`heirs`: trace → the trace that answers for it now:
 * the one that absorbed it in a dream, or its newer state; a chain, A → B → C, ends at C),
 * keeping `perTrace` words at most.
 */
export async function passOnLearned(
  store: TraceStore,
  heirs: ReadonlyMap<number, number>,
  perTrace: number,
): Promise<void> {
  if (heirs.size === 0) return;
  const words = await store.learnedBy([...heirs.keys()]);
  if (words.length === 0) return;
  const last = (id: number) => {
    let at = heirs.get(id)!;
    for (let steps = heirs.size; heirs.has(at) && steps > 0; steps--) at = heirs.get(at)!;
    return at;
  };
  await store.learnWords(words.map((w) => ({ ...w, id: last(w.id) })), perTrace);
}

/** One dream as the brain's log keeps it. */
export interface DreamRecord {
  /** When it ran (epoch ms). */
  at: number;
  /**
   * What it did, as JSON-safe data (the report's counts, changes and new knowledge), or that
   * data's JSON text already written (megabytes after a million-trace night: written before
   * the transaction that logs it, not while it holds the lock).
   */
  report: Record<string, unknown> | string;
}

/** A dream record's report as JSON text (it may come written already). */
export function reportJson(record: DreamRecord): string {
  return typeof record.report === "string" ? record.report : JSON.stringify(record.report);
}

/** The lifetime counters a brain keeps. */
export const COUNTER_NAMES = [
  "written",
  "tokensWritten",
  "recalled",
  "reinforced",
  "forgotten",
  "superseded",
  "dreams",
  "dissolved",
  "merged",
  "gists",
  "distilled",
  "associated",
  "lastDreamAt",
] as const;

/** The name of a lifetime counter. */
export type CounterName = typeof COUNTER_NAMES[number];

/** Counts by kind and by retention band. */
export interface StoreCounts {
  /** Traces by kind. */
  byKind: Record<Kind, number>;
  /** Traces superseded by a newer one. */
  superseded: number;
  /** Links. */
  links: number;
  /** Words traces learned from use, in all. */
  learned: number;
  /** Mean stability in days over all traces (0 when empty). */
  meanStability: number;
  /** Highest stability in days (0 when empty). */
  maxStability: number;
  /** Estimated tokens currently held. */
  tokensHeld: number;
}

/** What erasing traces did, and whether their bytes are gone from storage yet. */
export interface ScrubResult {
  /**
   * Whether every byte of what was deleted is gone from storage now (indexes rewritten,
   * journal truncated). `false` when something (a reader holding an old snapshot) kept the
   * scrub from finishing; it is retried, and finished at the next open at the latest.
   */
  scrubbed: boolean;
}

/**
 * Where a brain's traces live. Every method is async so a store may be local (SQLite) or
 * remote (PostgreSQL). Calls on one store are made one at a time by `Memory`.
 *
 * Word semantics, shared by every implementation: a *word* is folded text as
 * `core/text.ts` `contentWords` yields it; the store matches it the way its full-text index
 * does (stemmed, diacritics removed), and quotes it itself — a word is never query syntax.
 */
export interface TraceStore {
  /** Where the brain lives, for messages (a file path, or a database and brain name). */
  readonly location: string;
  /** Whether the store is open. */
  readonly isOpen: boolean;
  /** Close it; further calls reject. */
  close(): Promise<void>;

  // ---- transactions and snapshots ----------------------------------------------------------

  /**
   * Run `fn` in one write transaction on `tx` (this store or a transaction-bound view of it):
   * all of its writes land, or none do. Nested calls become savepoints.
   */
  transaction<T>(fn: (tx: TraceStore) => Promise<T>): Promise<T>;
  /** Run `fn` on one consistent snapshot, so a plan made of many reads sees no half-done work. */
  snapshot<T>(fn: (tx: TraceStore) => Promise<T>): Promise<T>;
  /**
   * A number that changes whenever another writer commits to this brain, and stays as it was
   * when this store's own writes commit (so what the engine derived from the brain and kept up
   * to date itself, such as the vector index, survives them).
   */
  generation(): Promise<number>;

  // ---- traces ------------------------------------------------------------------------------

  /** Insert traces (and their vectors), in order; returns their ids. */
  insertTraces(rows: readonly NewTraceRow[]): Promise<number[]>;
  /** The traces with these ids that exist, in no particular order. */
  getTraces(ids: readonly number[]): Promise<TraceData[]>;
  /** Every trace, in id order. */
  allTraces(): AsyncIterable<TraceData>;
  /** A page of traces. */
  listTraces(query: ListQuery): Promise<TraceData[]>;
  /** How many traces pass a filter. */
  countTraces(filter: TraceFilter): Promise<number>;
  /** Which of these ids exist. */
  existingIds(ids: readonly number[]): Promise<number[]>;
  /** Record successful recalls: each trace's new stability, reinforced at `at`, one more recall. */
  reinforce(updates: readonly { id: number; stability: number }[], at: number): Promise<void>;
  /** Rewrite every field of these traces except content (dream's merges, gists, demotions). */
  updateTraces(traces: readonly TraceData[]): Promise<void>;
  /** Replace a trace's content (re-indexed) and its vector. */
  setContent(
    id: number,
    content: string,
    tokens: number,
    vector: Float32Array | null,
  ): Promise<void>;
  /** Record stability events (recalls, supersessions, corrections) for the traces' history. */
  appendHistory(events: readonly HistoryEvent[]): Promise<void>;
  /** A trace's stability events, oldest first. */
  history(id: number): Promise<HistoryEvent[]>;
  /** Log a dream that ran. */
  appendDream(record: DreamRecord): Promise<void>;
  /** The latest dreams, newest first. */
  dreams(limit: number): Promise<DreamRecord[]>;
  /** Make current again every trace superseded by one of these (their successor was erased). */
  clearSupersededBy(ids: readonly number[]): Promise<void>;
  /**
   * Delete traces for real: rows, index entries, vectors, links. Call {@linkcode scrub} after
   * the transaction commits so the bytes leave storage too. Returns how many were deleted.
   * With `bulk`, the deletion is one of many that a scrub follows (a dream's): the store may
   * leave erasing index entries to that scrub however few the ids are.
   */
  deleteTraces(ids: readonly number[], options?: { bulk?: boolean }): Promise<number>;
  /** Make deleted content unrecoverable from storage (index rewrite, journal truncation). */
  scrub(): Promise<ScrubResult>;
  /** Whether the brain holds no traces. */
  isEmpty(): Promise<boolean>;

  // ---- candidates --------------------------------------------------------------------------

  /**
   * How many traces the lexical index matches for each word, in the form it indexes the word
   * (a stemmer's `peanuts` counts the traces holding `peanut`). A word it matches nowhere is
   * absent from the map. A large count may lag this store's own latest inserts by up to a
   * tenth of it (a store may cache counts that are costly to read); deletes and other
   * writers' commits show at once.
   */
  wordFrequencies(
    words: readonly string[],
    options?: WordFrequencyOptions,
  ): Promise<Map<string, number>>;
  /**
   * Best lexical matches of traces holding `all` or `any` of the words, best first. With
   * `newest`, only the `limit` most recent matching traces are ranked: for words so common
   * that ranking every trace holding them would read most of the index.
   */
  wordCandidates(
    words: readonly string[],
    mode: "all" | "any",
    filter: TraceFilter,
    limit: number,
    options?: WordCandidateOptions,
  ): Promise<WordHit[]>;
  /** Ids of every trace holding all of the words (forget by query), ascending. */
  idsWithAllWords(words: readonly string[]): Promise<number[]>;
  /**
   * Up to `limit` words of the brain's vocabulary (the distinct words its traces hold, folded
   * as `core/text.ts` `words` folds them) spelled like `word`: sharing a character trigram
   * with it — a typo (`alergy` → `allergic`), another form (`cook` → `cooking`), a longer CJK
   * run holding it — most alike first. A word no trace holds any more is not returned. Recall
   * then asks {@linkcode wordCandidates} for the traces holding them.
   */
  fuzzyWords(word: string, limit: number): Promise<string[]>;
  /**
   * Which of these words (folded, as written) the brain's vocabulary holds, in the order given:
   * one lookup for many words, so a recall may ask about hundreds of related ones. A word a
   * deleted trace held may still be listed until the vocabulary is next rebuilt.
   */
  heldWords(words: readonly string[]): Promise<string[]>;
  /** Ids of the newest traces containing a substring (case-insensitive for ASCII). */
  substringCandidates(needle: string, filter: TraceFilter, limit: number): Promise<number[]>;
  /** Stored vectors of these traces. */
  vectors(ids: readonly number[]): Promise<Map<number, Float32Array>>;

  // ---- vectors and settings (recall by meaning) --------------------------------------------

  /**
   * Up to `limit` stored vectors of traces with an id above `afterId`, in ascending id order:
   * pages through every vector (`afterId` 0 first, then the last id returned) to build the
   * in-memory vector index.
   */
  vectorsAfter(afterId: number, limit: number): Promise<StoredVector[]>;
  /**
   * Up to `limit` texts of traces with an id above `afterId`, in ascending id order: pages
   * through every trace's content to build the vector index of an embedder whose vectors are
   * derived from the text, not stored.
   */
  textsAfter(afterId: number, limit: number): Promise<TraceText[]>;
  /** Replace the vectors of these traces (`reembed`); ids that are not traces are ignored. */
  setVectors(entries: readonly StoredVector[]): Promise<void>;
  /** Delete every stored vector (`reembed` to an embedder whose vectors are derived). */
  clearVectors(): Promise<void>;
  /** A brain-wide setting (such as the embedder that wrote its vectors), or `null` if unset. */
  getSetting(name: string): Promise<string | null>;
  /** Set a brain-wide setting; it is written with the transaction it is called in. */
  setSetting(name: string, value: string): Promise<void>;

  // ---- links -------------------------------------------------------------------------------

  /** Every link touching any of these traces. */
  linksOf(ids: readonly number[]): Promise<Link[]>;
  /** The links between traces of this set only. */
  linksAmong(ids: readonly number[]): Promise<Link[]>;
  /** Set links' weights (creating them); ends in any order, self-links ignored. */
  setLinks(links: readonly Link[]): Promise<void>;
  /**
   * Raise links' weights to at least these (creating missing ones), in one pass: a link that
   * is already stronger keeps its weight. Ends in any order, self-links ignored.
   */
  strengthenLinks(links: readonly Link[]): Promise<void>;
  /** Every link, ordered by `a`, `b`. */
  allLinks(): Promise<Link[]>;
  /** For each of these traces linked to a trace of `kind`, its strongest such link's weight. */
  strongestLinkToKind(ids: readonly number[], kind: Kind): Promise<Map<number, number>>;

  // ---- words learned from use ---------------------------------------------------------------

  /**
   * Teach traces words: each row's `uses` add to those of its trace's word of that key (a new
   * one starts at them), and the later `at` stands with its `word`. A trace keeps at most
   * `perTrace` words, the most used (then the latest taught, then by key) first; the rest are
   * deleted. A trace that does not exist is refused, and nothing of the call is written.
   */
  learnWords(rows: readonly LearnedWord[], perTrace: number): Promise<void>;
  /**
   * The traces that learned a word of any of these keys, one row per trace and key, most used
   * first (then latest taught, then id), up to `limit` rows.
   */
  learnedFor(keys: readonly string[], limit: number): Promise<LearnedWord[]>;
  /**
   * Erase words of these keys from every trace that learned them (forgetting a word: what it
   * learned goes, the traces stay). Returns how many were erased.
   */
  unlearn(keys: readonly string[]): Promise<number>;
  /** Every word these traces learned, by id, then most used first, then key. */
  learnedBy(ids: readonly number[]): Promise<LearnedWord[]>;

  // ---- counters and counts -----------------------------------------------------------------

  /** Add to lifetime counters. */
  bump(counts: Partial<Record<CounterName, number>>): Promise<void>;
  /** Set a counter (timestamps such as the last dream). */
  setCounter(name: CounterName, value: number): Promise<void>;
  /** Every counter that was ever set. */
  counters(): Promise<Partial<Record<CounterName, number>>>;
  /** Counts by kind, links, stability and tokens. */
  counts(): Promise<StoreCounts>;
}

/**
 * Named brains, one store each: SQLite files in a folder, or brains in one PostgreSQL
 * database. The multi-brain `BrainDirectory` opens, lists and removes brains through it.
 */
export interface StoreDirectory {
  /**
   * Where the brains live, for messages (an absolute folder, or a database without
   * credentials). Every brain's `location` begins with it (`folder/alice.db`, `url#alice`), so a
   * front door serving other clients can name the brain instead of where it lives.
   */
  readonly location: string;
  /** Whether a brain of that name exists. */
  exists(name: string): Promise<boolean>;
  /** Open a brain's store, creating the brain if it does not exist yet. */
  open(name: string): Promise<TraceStore>;
  /** The names of the brains that exist, sorted. */
  list(): Promise<string[]>;
  /** Erase a brain whose store is closed, with every byte it left; `false` if there was none. */
  remove(name: string): Promise<boolean>;
  /** Release what the directory holds (a connection pool). Stores it opened are closed first. */
  close(): Promise<void>;
}

/** Whether a trace passes a filter (for traces reached without the store, such as via links). */
export function matchesFilter(data: TraceData, filter: TraceFilter): boolean {
  if (filter.kinds?.length && !filter.kinds.includes(data.kind)) return false;
  if (filter.tags?.length && !data.tags.some((t) => filter.tags!.includes(t))) return false;
  if (filter.current && data.supersededBy !== null) return false;
  if (filter.supersededBy !== undefined && data.supersededBy !== filter.supersededBy) return false;
  if (filter.meta) {
    for (const [k, v] of Object.entries(filter.meta)) {
      if (!Object.hasOwn(data.meta, k) || data.meta[k] !== v) return false;
    }
  }
  if (filter.createdFrom !== undefined && data.createdAt < filter.createdFrom) return false;
  if (filter.createdTo !== undefined && data.createdAt >= filter.createdTo) return false;
  if (filter.usedFrom !== undefined && data.lastReinforcedAt < filter.usedFrom) return false;
  if (filter.usedTo !== undefined && data.lastReinforcedAt >= filter.usedTo) return false;
  for (const w of filter.fade ?? []) {
    const silencePerS = (w.at - data.lastReinforcedAt) / data.stability;
    if (w.minMsPerS !== undefined && silencePerS < w.minMsPerS) return false;
    if (w.maxMsPerS !== undefined && silencePerS > w.maxMsPerS) return false;
  }
  return true;
}

/** Whether a filter restricts anything. */
export function isFiltered(filter: TraceFilter): boolean {
  return Boolean(
    filter.kinds?.length || filter.tags?.length || filter.current ||
      filter.supersededBy !== undefined ||
      (filter.meta && Object.keys(filter.meta).length > 0) ||
      filter.createdFrom !== undefined || filter.createdTo !== undefined ||
      filter.usedFrom !== undefined || filter.usedTo !== undefined || filter.fade?.length,
  );
}
