/**
 * Embedders turn text into vectors for the optional vector axis of recall.
 * @module
 */
import { words } from "./text.ts";

/** Turns text into a vector; sync or async. Plug in real embeddings here. */
export type Embedder = (text: string) => Float32Array | Promise<Float32Array>;

/** Options for {@linkcode hashingEmbedder}. */
export interface HashingEmbedderOptions {
  /** Vector length. Default `256`. */
  dimensions?: number;
  /** Weight of each padded character trigram relative to a whole word. Default `0.5`. */
  trigramWeight?: number;
}

/** 32-bit FNV-1a over the UTF-16 code units of a string. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The default embedder: deterministic feature hashing of word unigrams and padded character
 * trigrams into signed buckets, L2-normalised. No model, no network; related wordings
 * (`allergy` / `allergic`) share trigram features.
 *
 * @example
 * ```ts
 * import { hashingEmbedder } from "./mod.ts";
 * const embed = hashingEmbedder({ dimensions: 64 });
 * console.log(embed("user is allergic to peanuts").length); // 64
 * ```
 */
export function hashingEmbedder(
  options: HashingEmbedderOptions = {},
): (text: string) => Float32Array {
  const dims = options.dimensions ?? 256;
  const triWeight = options.trigramWeight ?? 0.5;
  if (!Number.isInteger(dims) || dims < 8 || dims > 65536) {
    throw new RangeError(`Invalid dimensions ${dims}: expected an integer from 8 to 65536`);
  }
  const add = (v: Float32Array, feature: string, weight: number) => {
    const h = fnv1a(feature);
    v[h % dims] += (h & 0x80000000) ? -weight : weight;
  };
  return (text: string): Float32Array => {
    const v = new Float32Array(dims);
    for (const w of words(text)) {
      add(v, "w:" + w, 1);
      const padded = [..."^" + w + "$"];
      for (let i = 0; i + 3 <= padded.length; i++) {
        add(v, padded.slice(i, i + 3).join(""), triWeight);
      }
    }
    let norm = 0;
    for (const x of v) norm += x * x;
    norm = Math.sqrt(norm);
    if (norm > 0) { for (let i = 0; i < dims; i++) v[i] /= norm; }
    return v;
  };
}

/** Cosine similarity of two vectors; 0 when either is empty or their lengths differ. */
export function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length || a.length === 0) return 0;
  let dot = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}
