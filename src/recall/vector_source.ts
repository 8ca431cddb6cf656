/**
 * Recall by meaning: the nearest vectors of the cue join the candidates, and those at or above
 * the embedder's similarity floor are hits even when they share no word with the cue.
 *
 * {@linkcode VectorCandidates} keeps a {@linkcode VectorIndex} of the brain's vectors, built on
 * the first recall that needs it (paging through `TraceStore.vectorsAfter`), updated by
 * `Memory` after each of its own writes commits, and rebuilt when the store's generation says
 * another writer (another process) changed the brain.
 * @module
 */
import { isFiltered, type TraceStore } from "../store/store.ts";
import type { CandidateSource, Cue, SourcedCandidate } from "./rank.ts";
import { VectorIndex } from "./vector_index.ts";

/** How many nearest vectors join the candidates (at least; `k` × 2 for larger recalls). */
const VECTOR_POOL = 32;
/** With a filter, this many times more are fetched, since the filter applies afterwards. */
const FILTERED_OVERFETCH = 4;
/** Vectors read per page while building the index. */
const BUILD_PAGE = 4096;

/** The nearest vectors as a candidate source, over an index kept in sync with the store. */
export class VectorCandidates implements CandidateSource {
  /** `vectors`. */
  readonly name = "vectors";
  #floor: () => Promise<number>;
  #index: VectorIndex | null = null;
  #generation = NaN;
  #stale = true;

  /** A source admitting neighbours at or above `floor()` (the embedder's, calibrated). */
  constructor(floor: () => Promise<number>) {
    this.#floor = floor;
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

  /** The index, (re)built from the store if it is missing, stale, or another writer wrote. */
  async #synced(store: TraceStore, dimensions: number): Promise<VectorIndex> {
    const generation = await store.generation();
    const index = this.#index;
    if (
      index && !this.#stale && generation === this.#generation && index.dimensions === dimensions
    ) {
      return index;
    }
    // Page by page, each page its own short read. One snapshot over the whole read would pin
    // SQLite's journal for the seconds a large brain takes: no checkpoint could copy back what
    // writers elsewhere (a dream) committed meanwhile, the journal grew, and the next commit
    // anywhere paid for the backlog. The generation was read first, so anything written during
    // the rebuild makes the next recall rebuild again; a vector whose trace is deleted
    // meanwhile only yields a candidate that is not found.
    const fresh = new VectorIndex(dimensions);
    for (let after = 0;;) {
      const page = await store.vectorsAfter(after, BUILD_PAGE);
      if (page.length === 0) break;
      for (const v of page) fresh.set(v.id, v.vector);
      after = page[page.length - 1].id;
    }
    this.#generation = generation;
    this.#index = fresh;
    this.#stale = false;
    return fresh;
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
