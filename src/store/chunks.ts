/**
 * Bounded write transactions: large work (a dream's plan, an import) applied as many short
 * transactions instead of one long one, so another writer of the same brain never waits long
 * for the lock. Store-agnostic: it needs only {@linkcode TraceStore.transaction}.
 * @module
 */
import type { TraceStore } from "./store.ts";

/** How long one transaction keeps taking units before it commits, in ms. */
export const CHUNK_BUDGET_MS = 80;
/**
 * The pause between two transactions, in ms. A writer of another process waiting for the lock
 * tries every 2 ms (`SqliteStore`; PostgreSQL queues it): a pause of a few of those lets it in
 * instead of starving it. (SQLite's own busy handler, which sleeps up to 100 ms at a time, is
 * not what engram's writers wait on.)
 */
export const CHUNK_PAUSE_MS = 10;

/** Options for {@linkcode inChunks}. */
export interface ChunkOptions<U = unknown> {
  /** How long one transaction keeps taking units, in ms. Default {@linkcode CHUNK_BUDGET_MS}. */
  budgetMs?: number;
  /** The pause between transactions, in ms. Default {@linkcode CHUNK_PAUSE_MS}. */
  pauseMs?: number;
  /** Called after each transaction commits, with how many units are done out of how many. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Called at the end of each transaction, before it commits: for work the units of one
   * transaction share (one bulk delete instead of many small ones). Default none.
   */
  flush?: (tx: TraceStore) => Promise<void>;
  /**
   * How many items of work `flush` holds so far (deletions queued, say). The transaction then
   * stops taking units as soon as its time so far plus the flush's expected time (per item, as
   * the earlier transactions of this call measured it) reaches `budgetMs`, so a flush never
   * stretches a transaction far past its budget. (Only the flush itself is timed: a commit's
   * fixed cost, counted per item, would shrink transactions until commits were all they did.)
   * Default: none (the flush is not budgeted).
   */
  pending?: () => number;
  /**
   * Called before the first transaction and in each pause between two, outside any: work the
   * next units need that takes no lock (reading ahead). Its time counts towards the pause.
   * Default none.
   */
  idle?: () => Promise<void>;
  /**
   * Whether a unit can be applied without first doing work that `idle` would do outside the
   * lock (its rows read ahead). A transaction that already took units commits instead of
   * taking one that is not ready, and the next pause prepares it; the first unit of a
   * transaction is always taken. Default: every unit is ready.
   */
  ready?: (unit: U) => boolean;
}

/** Expected ms per pending item before any transaction has measured it (a conservative guess). */
const FIRST_MS_PER_ITEM = 1;
/** How many measured items that guess weighs as. */
const FIRST_WEIGHT = 50;

/**
 * Apply `units` in order, in short write transactions: each takes units until it has run
 * `budgetMs` (at least one unit), then commits; the next begins after `pauseMs`. A unit is
 * never split across transactions, so each lands whole or not at all. Returns what `apply`
 * returned for each unit. If a transaction fails, the units committed before it stay.
 */
export async function inChunks<U, R>(
  store: TraceStore,
  units: readonly U[],
  apply: (tx: TraceStore, unit: U) => Promise<R>,
  options: ChunkOptions<U> = {},
): Promise<R[]> {
  const budget = options.budgetMs ?? CHUNK_BUDGET_MS;
  const pause = options.pauseMs ?? CHUNK_PAUSE_MS;
  const pending = options.pending ?? (() => 0);
  let flushedMs = FIRST_MS_PER_ITEM * FIRST_WEIGHT;
  let flushedItems = FIRST_WEIGHT;
  const out: R[] = [];
  // Before the first transaction too: else it does that work itself, on a cold cache, holding
  // the lock (the longest transaction of a million-trace night, 0.4–0.6 s).
  if (units.length > 0) await options.idle?.();
  while (out.length < units.length) {
    if (out.length > 0 && pause > 0) {
      const start = performance.now();
      await options.idle?.();
      // Always through the event loop, so timers (a checkpoint) get their turn.
      const left = Math.max(0, pause - (performance.now() - start));
      await new Promise((r) => setTimeout(r, left));
    }
    let items = 0;
    let flushMs = 0;
    const results = await store.transaction(async (tx) => {
      const got: R[] = [];
      const start = performance.now();
      do {
        got.push(await apply(tx, units[out.length + got.length]));
      } while (
        out.length + got.length < units.length &&
        performance.now() - start + pending() * flushedMs / flushedItems < budget &&
        (options.ready?.(units[out.length + got.length]) ?? true)
      );
      items = pending();
      const flushStart = performance.now();
      await options.flush?.(tx);
      flushMs = performance.now() - flushStart;
      return got;
    });
    // The mean over every item flushed so far: one odd flush (a few items that met an index
    // merge) neither stalls nor unleashes the rest.
    if (items > 0) {
      flushedMs += flushMs;
      flushedItems += items;
    }
    out.push(...results);
    options.onProgress?.(out.length, units.length);
  }
  return out;
}
