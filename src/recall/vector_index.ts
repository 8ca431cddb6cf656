/**
 * {@linkcode VectorIndex}: the brain's vectors as one compact matrix in memory, for exact
 * nearest-neighbour search. Vectors join recall's candidates through it, so a memory that
 * shares no word with the cue can still be found by meaning.
 *
 * Each row (and the query) is quantised to int8 with its own scale: a quarter of Float32's
 * bytes (100k vectors of 1,536 dimensions take 154 MB, not 614 MB) and a WebAssembly SIMD
 * scan 16 lanes at a time. Rounding moves a cosine by about 0.01; recall re-scores every
 * candidate with the exact stored vector anyway. `bench/vector_scan.ts` measures the scan.
 * @module
 */
import { DOT_WASM_BASE64 } from "./dot_wasm.ts";

/** One neighbour: a trace id and its (approximate) cosine similarity to the query. */
export interface Neighbour {
  /** The trace. */
  id: number;
  /** Cosine similarity to the query, from the quantised row. */
  similarity: number;
}

/** Rows a fresh matrix holds before it first grows. */
const INITIAL_ROWS = 1024;
/** WebAssembly's page size. */
const PAGE = 65536;

/** The compiled SIMD kernel, shared by every index (each gets its own instance and memory). */
let kernel: WebAssembly.Module | undefined;

function instantiate(): { memory: WebAssembly.Memory; dots: DotsFn } {
  kernel ??= new WebAssembly.Module(
    Uint8Array.from(atob(DOT_WASM_BASE64), (c) => c.charCodeAt(0)),
  );
  const exports = new WebAssembly.Instance(kernel).exports as {
    memory: WebAssembly.Memory;
    dots: DotsFn;
  };
  return exports;
}

/** `dots(q, m, rows, stride, out)`: int8 dot products of the query with each row, into i32s. */
type DotsFn = (q: number, m: number, rows: number, stride: number, out: number) => void;

/** Quantise a vector to int8 codes with one scale; returns the codes' Euclidean norm (0: none). */
function quantise(vector: Float32Array, into: Int8Array, at: number): number {
  let max = 0;
  for (let i = 0; i < vector.length; i++) {
    const x = vector[i];
    if (!Number.isFinite(x)) return 0;
    if (Math.abs(x) > max) max = Math.abs(x);
  }
  if (max === 0) return 0;
  const scale = 127 / max;
  let norm = 0;
  for (let i = 0; i < vector.length; i++) {
    const q = Math.round(vector[i] * scale);
    into[at + i] = q;
    norm += q * q;
  }
  return Math.sqrt(norm);
}

/**
 * An in-memory int8 matrix of vectors keyed by trace id: add, replace, remove, and exact top-k
 * search by cosine. The matrix lives in a WebAssembly memory and is scanned 16 lanes at a time
 * (`dot.wat`). It knows nothing of the store; `Memory` keeps it in sync.
 */
export class VectorIndex {
  /** Vector length. */
  readonly dimensions: number;
  /** Row length in bytes: the dimensions rounded up to 16, zero-padded. */
  #stride: number;
  #rows = 0;
  #capacity = 0;
  #memory: WebAssembly.Memory;
  #dots: DotsFn;
  /** Per row: 1 ÷ the norm of its codes, so code dot products become cosines. */
  #factors = new Float32Array(0);
  #ids = new Float64Array(0);
  #rowOf = new Map<number, number>();

  /** An empty index of vectors of `dimensions` numbers. */
  constructor(dimensions: number) {
    if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > 65536) {
      throw new RangeError(`Invalid dimensions ${dimensions}: expected an integer from 1 to 65536`);
    }
    this.dimensions = dimensions;
    this.#stride = Math.ceil(dimensions / 16) * 16;
    const { memory, dots } = instantiate();
    this.#memory = memory;
    this.#dots = dots;
    this.#reserve(INITIAL_ROWS);
  }

  /** How many vectors it holds. */
  get size(): number {
    return this.#rows;
  }

  /** Bytes held: the matrix, its scratch and per-row data (capacity, not just rows). */
  get bytes(): number {
    return this.#memory.buffer.byteLength + this.#factors.byteLength + this.#ids.byteLength;
  }

  /** The ids of every trace in the index, in no particular order. */
  ids(): number[] {
    return [...this.#rowOf.keys()];
  }

  /** Whether a trace's vector is in the index. */
  has(id: number): boolean {
    return this.#rowOf.has(id);
  }

  /** Where the matrix starts: after the query's row. */
  get #matrixAt(): number {
    return this.#stride;
  }

  /** Where the scores go: after the matrix's capacity. */
  get #outAt(): number {
    return this.#stride + this.#capacity * this.#stride;
  }

  #reserve(rows: number): void {
    if (rows <= this.#capacity) return;
    const capacity = Math.max(rows, this.#capacity * 2);
    const need = this.#stride * (1 + capacity) + 4 * capacity;
    const have = this.#memory.buffer.byteLength;
    if (need > have) this.#memory.grow(Math.ceil((need - have) / PAGE));
    const factors = new Float32Array(capacity);
    factors.set(this.#factors);
    const ids = new Float64Array(capacity);
    ids.set(this.#ids);
    this.#factors = factors;
    this.#ids = ids;
    this.#capacity = capacity;
  }

  /** Add or replace a trace's vector; one of another length, all zeros or not finite is left out. */
  set(id: number, vector: Float32Array): void {
    if (vector.length !== this.dimensions) {
      this.delete(id);
      return;
    }
    let row = this.#rowOf.get(id);
    if (row === undefined) {
      this.#reserve(this.#rows + 1);
      row = this.#rows;
    }
    const codes = new Int8Array(
      this.#memory.buffer,
      this.#matrixAt + row * this.#stride,
      this.#stride,
    );
    codes.fill(0);
    const norm = quantise(vector, codes, 0);
    if (norm === 0) {
      this.delete(id);
      return;
    }
    if (row === this.#rows) {
      this.#rows++;
      this.#rowOf.set(id, row);
      this.#ids[row] = id;
    }
    this.#factors[row] = 1 / norm;
  }

  /** Remove a trace's vector (the last row moves into its place). */
  delete(id: number): void {
    const row = this.#rowOf.get(id);
    if (row === undefined) return;
    this.#rowOf.delete(id);
    const last = --this.#rows;
    if (row !== last) {
      const s = this.#stride, at = this.#matrixAt;
      new Uint8Array(this.#memory.buffer).copyWithin(
        at + row * s,
        at + last * s,
        at + last * s + s,
      );
      this.#factors[row] = this.#factors[last];
      this.#ids[row] = this.#ids[last];
      this.#rowOf.set(this.#ids[row], row);
    }
  }

  /** Remove everything. */
  clear(): void {
    this.#rows = 0;
    this.#rowOf.clear();
  }

  /**
   * The `k` rows most similar to `query` with a cosine of at least `floor`, best first, by
   * exact search over every row. `accept` (when given) keeps only the ids it approves.
   */
  nearest(
    query: Float32Array,
    k: number,
    floor: number,
    accept?: (id: number) => boolean,
  ): Neighbour[] {
    if (query.length !== this.dimensions || k <= 0 || this.#rows === 0) return [];
    const buffer = this.#memory.buffer;
    const q = new Int8Array(buffer, 0, this.#stride);
    q.fill(0);
    const qNorm = quantise(query, q, 0);
    if (qNorm === 0) return [];
    this.#dots(0, this.#matrixAt, this.#rows, this.#stride, this.#outAt);
    const dots = new Int32Array(buffer, this.#outAt, this.#rows);
    const factors = this.#factors;
    // sim = dot × factor / qNorm ≥ floor  ⇔  dot × factor ≥ floor × qNorm
    const bar = floor * qNorm;
    const heap = new TopK(k);
    for (let row = 0; row < dots.length; row++) {
      const s = dots[row] * factors[row];
      if (s < bar) continue;
      const sim = s / qNorm;
      if (sim <= heap.min) continue;
      const id = this.#ids[row];
      if (accept && !accept(id)) continue;
      heap.push(id, sim);
    }
    return heap.sorted();
  }
}

/** The best `k` (id, similarity) pairs seen, as a binary min-heap on similarity. */
class TopK {
  #k: number;
  #ids: number[] = [];
  #sims: number[] = [];

  constructor(k: number) {
    this.#k = k;
  }

  /** The similarity a newcomer must beat once the heap is full (−∞ before). */
  get min(): number {
    return this.#sims.length < this.#k ? -Infinity : this.#sims[0];
  }

  push(id: number, sim: number): void {
    const ids = this.#ids, sims = this.#sims;
    if (sims.length < this.#k) {
      let i = sims.length;
      ids.push(id);
      sims.push(sim);
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (sims[parent] <= sims[i]) break;
        this.#swap(i, parent);
        i = parent;
      }
      return;
    }
    ids[0] = id;
    sims[0] = sim;
    for (let i = 0;;) {
      const l = 2 * i + 1, r = l + 1;
      let m = i;
      if (l < sims.length && sims[l] < sims[m]) m = l;
      if (r < sims.length && sims[r] < sims[m]) m = r;
      if (m === i) break;
      this.#swap(i, m);
      i = m;
    }
  }

  #swap(a: number, b: number): void {
    [this.#ids[a], this.#ids[b]] = [this.#ids[b], this.#ids[a]];
    [this.#sims[a], this.#sims[b]] = [this.#sims[b], this.#sims[a]];
  }

  sorted(): Neighbour[] {
    return this.#ids.map((id, i) => ({ id, similarity: this.#sims[i] }))
      .sort((a, b) => b.similarity - a.similarity || a.id - b.id);
  }
}
