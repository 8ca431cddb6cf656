/**
 * Recall by meaning: the nearest vectors of the cue join the candidates, and those at or above
 * the embedder's similarity floor are hits even when they share no word with the cue.
 *
 * {@linkcode VectorCandidates} keeps a {@linkcode VectorIndex} of the brain's vectors, built on
 * the first recall that needs it (paging through `TraceStore.vectorsAfter`), updated by
 * `Memory` after each of its own writes commits, and caught up when the store's generation says
 * another writer (another process) changed the brain: the vectors of traces it added are read
 * (ids only grow), every {@linkcode PRUNE_AFTER} catch-ups the traces it deleted leave the index
 * (when it holds more rows than the brain has traces, their ids are checked, not their vectors
 * read), and every {@linkcode FULL_REBUILD_AFTER} the
 * index is rebuilt, so the vectors it rewrote are read again too.
 *
 * For an embedder whose vectors are derived from the text (`Embedder.derivable`), the store
 * keeps none: the index embeds the texts it pages through (`TraceStore.textsAfter`) instead.
 * @module
 */
import { isFiltered, type StoredVector, type TraceStore } from "../store/store.ts";
import type { CandidateSource, Cue, SourcedCandidate } from "./rank.ts";
import { VectorIndex } from "./vector_index.ts";

/** Embeds texts, one vector each, in order. */
export type DeriveVectors = (texts: readonly string[]) => Promise<Float32Array[]>;

/** How many nearest vectors join the candidates (at least; `k` × 2 for larger recalls). */
const VECTOR_POOL = 32;
/** With a filter, this many times more are fetched, since the filter applies afterwards. */
const FILTERED_OVERFETCH = 4;
/** Vectors (or texts) read per page while building the index. */
const BUILD_PAGE = 4096;
/**
 * Catch-ups between prunes and between full rebuilds. A catch-up reads only the traces another
 * writer added; the ones it deleted stay in the index until the next prune (as candidates that
 * are not found), the ones it rewrote keep their old vector until the next rebuild. Rebuilding
 * on every foreign commit cost 1–4 s per recall at 100k traces while a dream in another
 * process committed every few hundred ms; a prune asks only which ids still exist.
 */
export const PRUNE_AFTER = 8;
/** See {@linkcode PRUNE_AFTER}. */
export const FULL_REBUILD_AFTER = 256;

/** The nearest vectors as a candidate source, over an index kept in sync with the store. */
export class VectorCandidates implements CandidateSource {
  /** `vectors`. */
  readonly name = "vectors";
  #floor: () => Promise<number>;
  #derive: DeriveVectors | null;
  #index: VectorIndex | null = null;
  #generation = NaN;
  #stale = true;
  /** The largest trace id read from the store, and catch-ups since the last full build. */
  #loadedThrough = 0;
  #catchUps = 0;

  /**
   * A source admitting neighbours at or above `floor()` (the embedder's, calibrated). With
   * `derive`, the index embeds the traces' texts rather than reading stored vectors.
   */
  constructor(floor: () => Promise<number>, derive: DeriveVectors | null = null) {
    this.#floor = floor;
    this.#derive = derive;
  }

  /** The nearest vectors to the cue's, at or above the floor, best first. */
  async find(store: TraceStore, cue: Cue): Promise<SourcedCandidate[]> {
    if (!cue.vector) return [];
    const floor = await this.#floor();
    const index = await this.#synced(store, cue.vector.length);
    const pool = Math.max(VECTOR_POOL, cue.k * 2) *
      (isFiltered(cue.filter) ? FILTERED_OVERFETCH : 1);
    return index.nearest(cue.vector, pool, floor).map((n) => ({ id: n.id, admit: true }));
  }

  /**
   * The index: built from the store if it is missing or stale, caught up when another writer
   * wrote, rebuilt after {@linkcode FULL_REBUILD_AFTER} catch-ups.
   */
  async #synced(store: TraceStore, dimensions: number): Promise<VectorIndex> {
    const generation = await store.generation();
    const index = this.#index;
    if (index && !this.#stale && index.dimensions === dimensions) {
      if (generation === this.#generation) return index;
      if (this.#catchUps < FULL_REBUILD_AFTER) {
        this.#catchUps++;
        await this.#load(store, index, this.#loadedThrough);
        if (this.#catchUps % PRUNE_AFTER === 0) await this.#prune(store, index);
        this.#generation = generation;
        return index;
      }
    }
    // Page by page, each page its own short read. One snapshot over the whole read would pin
    // SQLite's journal for the seconds a large brain takes: no checkpoint could copy back what
    // writers elsewhere (a dream) committed meanwhile, the journal grew, and the next commit
    // anywhere paid for the backlog. The generation was read first, so anything written during
    // the rebuild makes the next recall rebuild again; a vector whose trace is deleted
    // meanwhile only yields a candidate that is not found.
    const fresh = new VectorIndex(dimensions);
    this.#loadedThrough = 0;
    await this.#load(store, fresh, 0);
    this.#generation = generation;
    this.#index = fresh;
    this.#stale = false;
    this.#catchUps = 0;
    return fresh;
  }

  /** Drop the vectors of traces that no longer exist. */
  async #prune(store: TraceStore, index: VectorIndex): Promise<void> {
    // No more rows than traces: nothing was deleted (or too little to tell; the next rebuild
    // settles it). Checking every id of a large index costs a query per few hundred of them.
    if (index.size <= await store.countTraces({})) return;
    const ids = index.ids();
    const alive = new Set(await store.existingIds(ids));
    for (const id of ids) if (!alive.has(id)) index.delete(id);
  }

  /** Read (or derive) the vectors of traces with an id above `after` into the index. */
  async #load(store: TraceStore, index: VectorIndex, after: number): Promise<void> {
    for (;;) {
      const page = await this.#page(store, after);
      if (page.length === 0) break;
      for (const v of page) index.set(v.id, v.vector);
      after = page[page.length - 1].id;
      this.#loadedThrough = Math.max(this.#loadedThrough, after);
    }
  }

  /** The next page of vectors after `after`: stored ones, or embedded from the texts. */
  async #page(store: TraceStore, after: number): Promise<StoredVector[]> {
    if (!this.#derive) return await store.vectorsAfter(after, BUILD_PAGE);
    const texts = await store.textsAfter(after, BUILD_PAGE);
    const vectors = await this.#derive(texts.map((t) => t.content));
    return texts.map((t, i) => ({ id: t.id, vector: vectors[i] }));
  }

  /**
   * Whether an index is held that writes must keep up to date (one is built by the first
   * recall that needs it); until then a write need not embed for it.
   */
  get built(): boolean {
    return this.#index !== null && !this.#stale;
  }

  /** Traces written (or rewritten) by this brain's own committed transaction. */
  written(ids: readonly number[], vectors: readonly (Float32Array | null)[]): void {
    const index = this.#index;
    if (!index || this.#stale) return;
    ids.forEach((id, i) => {
      const v = vectors[i];
      if (v) index.set(id, v);
      else index.delete(id);
    });
  }

  /** Traces this brain erased, after the erasure committed. */
  erased(ids: readonly number[]): void {
    if (!this.#index || this.#stale) return;
    for (const id of ids) this.#index.delete(id);
  }

  /** Forget the index: the next recall rebuilds it (after a dream or a reembed). */
  invalidate(): void {
    this.#stale = true;
    this.#index = null;
  }

  /** How many vectors the index holds (0 before it is built). */
  get size(): number {
    return this.#index?.size ?? 0;
  }
}
