/**
 * A brain's embedder: batched, validated embedding, the identity the brain records (which
 * embedder wrote its vectors, how long they are), and the similarity floor of recall by
 * meaning. `Memory` holds one; it keeps no state the store does not also hold, except caches.
 * @module
 */
import { EmbedderError, InputError, StoreError } from "../core/errors.ts";
import { CUSTOM_EMBEDDER_ID, type Embedder } from "../core/embed.ts";
import type { TraceStore } from "../store/store.ts";
import { floorFromBackground, UNRELATED } from "../recall/floor.ts";

/** The setting that records which embedder wrote a brain's vectors. */
export const EMBEDDER_SETTING = "embedder";

/** What a brain records about the embedder that wrote its vectors. */
export interface EmbedderIdentity {
  /** The embedder's id. */
  id: string;
  /** Vector length (0 until the first vector is written). */
  dimensions: number;
  /** The calibrated similarity floor, once measured. */
  floor?: number;
  /** A reembed started and has not finished: the vectors are of two embedders. */
  reembedding?: boolean;
}

/** How an embedder is named in messages: its id, with the dimensions when known. */
export function describe(id: string, dimensions: number): string {
  const named = id.endsWith(`@${dimensions}`) || id.endsWith(`-${dimensions}`);
  return dimensions > 0 && !named ? `${id}@${dimensions}` : id;
}

/** Parse a recorded identity; `null` when the setting is absent. */
export function parseIdentity(raw: string | null, location: string): EmbedderIdentity | null {
  if (raw === null) return null;
  try {
    const v = JSON.parse(raw);
    if (typeof v?.id === "string" && Number.isInteger(v.dimensions)) return v as EmbedderIdentity;
  } catch { /* reported below */ }
  throw new StoreError(`Cannot open brain "${location}": its embedder record is unreadable`, {
    code: "store_failed",
  });
}

/** Batched, validated embedding for one brain. */
export class BrainEmbedder {
  /** The embedder. */
  readonly embedder: Embedder;
  /** Vector length: declared, or learned from the first vector. */
  #dimensions: number;
  /** Whether the brain's record was checked against this embedder, at which generation. */
  #checked = false;
  #checkedAt = NaN;
  /** Whether the brain's record names this embedder with its dimensions. */
  #recorded = false;
  #floor: number | undefined;

  /** Wrap an embedder (see `toEmbedder` for plain functions). */
  constructor(embedder: Embedder) {
    if (!Number.isInteger(embedder.dimensions) || embedder.dimensions < 0) {
      throw new InputError(
        `Invalid embedder dimensions ${embedder.dimensions}: expected an integer ≥ 0`,
      );
    }
    const m = embedder.minSimilarity;
    if (m !== undefined && !(typeof m === "number" && m >= -1 && m <= 1)) {
      throw new InputError(`Invalid embedder minSimilarity ${m}: expected a number from -1 to 1`);
    }
    this.embedder = embedder;
    this.#dimensions = embedder.dimensions;
  }

  /** Vector length (0 while unknown). */
  get dimensions(): number {
    return this.#dimensions;
  }

  /**
   * Whether the brain keeps no vectors of this embedder: they are recomputed from the text
   * (see `Embedder.derivable`).
   */
  get derivable(): boolean {
    return this.embedder.derivable === true;
  }

  /** Whether its vectors only rank recall's candidates, finding none (see `Embedder.lexical`). */
  get lexical(): boolean {
    return this.embedder.lexical === true;
  }

  /** The embedder as a brain records it. */
  get name(): string {
    return describe(this.embedder.id, this.#dimensions);
  }

  /**
   * One vector per text, checked: as many as texts, all of one length (the embedder's), every
   * number finite.
   * @throws {EmbedderError} when the embedder throws or returns something else
   */
  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    if (texts.length === 0) return [];
    let out: unknown;
    try {
      out = await this.embedder.embed(texts);
    } catch (e) {
      if (e instanceof EmbedderError) throw e;
      throw new EmbedderError(`Cannot embed text: the embedder failed: ${(e as Error)?.message}`, {
        cause: e,
      });
    }
    if (!Array.isArray(out) || out.length !== texts.length) {
      throw new EmbedderError(
        `Cannot embed text: the embedder returned ${
          Array.isArray(out) ? out.length : "no"
        } vectors for ${texts.length} texts`,
      );
    }
    for (const v of out) {
      if (!(v instanceof Float32Array)) {
        throw new EmbedderError("Cannot embed text: the embedder must return a Float32Array");
      }
      if (this.#dimensions === 0 && v.length > 0) this.#dimensions = v.length;
      if (v.length !== this.#dimensions) {
        throw new EmbedderError(
          `Cannot embed text: ${this.embedder.id} returned a vector of ${v.length} dimensions, ` +
            `expected ${this.#dimensions}`,
        );
      }
      if (!allFinite(v)) {
        throw new EmbedderError(
          `Cannot embed text: ${this.embedder.id} returned a non-finite number`,
        );
      }
    }
    return out as Float32Array[];
  }

  /**
   * Check that the brain's vectors were written by this embedder, once per brain. A brain with
   * no record adopts this embedder (recorded when `record` — inside a write transaction — or
   * left for the first write); a brain from before records existed is adopted when its
   * vectors have this embedder's length.
   * @throws {StoreError} `embedder_mismatch` when another embedder wrote the vectors, or a
   *   reembed was interrupted
   */
  async check(store: TraceStore, record: boolean): Promise<void> {
    // Another process may have reembedded the brain since: its generation says so.
    const generation = await store.generation();
    if (this.#checked && generation === this.#checkedAt && (!record || this.#recorded)) return;
    this.#checked = false;
    this.#checkedAt = generation;
    const known = parseIdentity(await store.getSetting(EMBEDDER_SETTING), store.location);
    if (known === null) {
      const [sample] = await store.vectorsAfter(0, 1);
      if (sample && this.#dimensions === 0) this.#dimensions = sample.vector.length;
      if (sample && sample.vector.length !== this.#dimensions) {
        throw this.#mismatch(store, `vectors of ${sample.vector.length} dimensions`);
      }
      if (record) await this.#record(store);
      this.#checked = true;
      return;
    }
    if (known.reembedding) {
      throw new StoreError(
        `Cannot open brain "${store.location}": a reembed with ${
          describe(known.id, known.dimensions)
        } was interrupted; run engram reembed again`,
        { code: "embedder_mismatch" },
      );
    }
    const sameDims = this.#dimensions === 0 || known.dimensions === 0 ||
      known.dimensions === this.#dimensions;
    if (known.id !== this.embedder.id || !sameDims) {
      throw this.#mismatch(store, describe(known.id, known.dimensions));
    }
    if (this.#dimensions === 0) this.#dimensions = known.dimensions;
    if (this.#floor === undefined && known.floor !== undefined) this.#floor = known.floor;
    const outdated = (known.dimensions === 0 && this.#dimensions > 0) ||
      (known.floor === undefined && this.#floor !== undefined &&
        this.embedder.minSimilarity === undefined);
    if (record && outdated) await this.#record(store);
    else this.#recorded = !outdated;
    this.#checked = true;
  }

  #mismatch(store: TraceStore, writer: string): StoreError {
    const self = this.embedder.id === CUSTOM_EMBEDDER_ID ? "a custom embedder function" : this.name;
    return new StoreError(
      `Cannot open brain "${store.location}": its vectors were written by ${writer}, ` +
        `not ${self}; run engram reembed (mem.reembed()) to rewrite them`,
      { code: "embedder_mismatch" },
    );
  }

  async #record(store: TraceStore, extra: Partial<EmbedderIdentity> = {}): Promise<void> {
    const identity: EmbedderIdentity = {
      id: this.embedder.id,
      dimensions: this.#dimensions,
      ...(this.#floor === undefined || this.embedder.minSimilarity !== undefined
        ? {}
        : { floor: this.#floor }),
      ...extra,
    };
    await store.setSetting(EMBEDDER_SETTING, JSON.stringify(identity));
    this.#recorded = identity.dimensions > 0 && !identity.reembedding;
    this.#checked = true;
  }

  /** Record this embedder as the one writing the vectors now (a reembed starts or ends). */
  async adopt(store: TraceStore, reembedding: boolean): Promise<void> {
    await this.#record(store, reembedding ? { reembedding: true } : {});
    this.#checked = !reembedding;
    this.#checkedAt = await store.generation();
  }

  /**
   * The cosine at or above which a memory is recalled by meaning alone: the embedder's own
   * `minSimilarity`, else the floor the brain's record keeps, else calibrated now (one batch
   * of {@linkcode UNRELATED}, see `src/recall/floor.ts`) and kept with the record at the next
   * write. Recall never writes for it, so a peek stays a peek.
   */
  async floor(): Promise<number> {
    if (this.embedder.minSimilarity !== undefined) return this.embedder.minSimilarity;
    this.#floor ??= floorFromBackground(await this.embed(UNRELATED));
    this.#recorded = false; // the floor goes into the record with the next write's check
    return this.#floor;
  }
}

/**
 * Whether every number of a vector is finite. A loop, not `every(Number.isFinite)`: a callback
 * per number cost ~0.9 s per 100k vectors of 128, as much as embedding their texts.
 */
function allFinite(v: Float32Array): boolean {
  for (let i = 0; i < v.length; i++) if (!Number.isFinite(v[i])) return false;
  return true;
}
