/**
 * Embedders turn text into vectors for the optional vector axis of recall.
 * @module
 */
import { InputRangeError } from "./errors.ts";
import { words } from "./text.ts";

/** Turns text into a vector; sync or async. Plug in real embeddings here. */
export type Embedder = (text: string) => Float32Array | Promise<Float32Array>;

/** Options for {@linkcode hashingEmbedder}. */
export interface HashingEmbedderOptions {
  /** Vector length. Default `128`: enough for hashed features, half the bytes of 256. */
  dimensions?: number;
  /** Weight of each padded character trigram relative to a whole word. Default `0.5`. */
  trigramWeight?: number;
}

/** 32-bit FNV-1a over the UTF-16 code units `text[start, end)`. */
function fnv1a(text: string, start = 0, end = text.length): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** UTF-16 offsets where each code point of `text` starts, plus `text.length`. */
function codePointOffsets(text: string): number[] {
  const offsets: number[] = [];
  for (let i = 0; i < text.length; i++) {
    offsets.push(i);
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) i++; // a surrogate pair is one character
  }
  offsets.push(text.length);
  return offsets;
}

/**
 * The default embedder: deterministic feature hashing of word unigrams and padded character
 * trigrams into signed buckets, L2-normalised. No model, no network; related wordings
 * (`allergy` / `allergic`) share trigram features.
 *
 * @example
 * ```ts
 * import { hashingEmbedder } from "@engram/engram";
 * const embed = hashingEmbedder({ dimensions: 64 });
 * console.log(embed("user is allergic to peanuts").length); // 64
 * ```
 */
export function hashingEmbedder(
  options: HashingEmbedderOptions = {},
): (text: string) => Float32Array {
  const dims = options.dimensions ?? 128;
  const triWeight = options.trigramWeight ?? 0.5;
  if (!Number.isInteger(dims) || dims < 8 || dims > 65536) {
    throw new InputRangeError(`Invalid dimensions ${dims}: expected an integer from 8 to 65536`);
  }
  const add = (v: Float32Array, h: number, weight: number) => {
    v[h % dims] += (h & 0x80000000) ? -weight : weight;
  };
  return (text: string): Float32Array => {
    const v = new Float32Array(dims);
    for (const w of words(text)) {
      add(v, fnv1a("w:" + w), 1);
      // Character trigrams of "^word$", hashed in place (no substrings allocated).
      const padded = "^" + w + "$";
      const at = codePointOffsets(padded);
      for (let i = 0; i + 3 < at.length; i++) add(v, fnv1a(padded, at[i], at[i + 3]), triWeight);
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
