/**
 * Embedders turn text into vectors: recall's vector axis and its candidates by meaning.
 *
 * An {@linkcode Embedder} names itself (`id`, recorded in the brain with its `dimensions`, so a
 * brain is never searched with vectors of another model) and embeds a batch of texts at once.
 * A plain function `(text) => Float32Array` is still accepted everywhere and wrapped by
 * {@linkcode toEmbedder}.
 * @module
 */
import { InputError, InputRangeError } from "./errors.ts";
import { words } from "./text.ts";

/**
 * Turns texts into vectors, a batch at a time. Plug in real embeddings here (see
 * `openAIEmbedder` for any OpenAI-compatible service).
 */
export interface Embedder {
  /**
   * What produces the vectors, such as `hashing-128` or
   * `openai:text-embedding-3-small@1536`: a brain records it and refuses vectors of another.
   */
  readonly id: string;
  /** Vector length, or `0` when only the first vector will tell. */
  readonly dimensions: number;
  /**
   * Cosine at or above which a memory is recalled by meaning alone (no shared word). Leave it
   * out to have the engine calibrate it for this embedder (see `src/recall/floor.ts`).
   */
  readonly minSimilarity?: number;
  /**
   * `true` when every vector is a pure function of its text (same text, same vector, in any
   * process, forever) and embedding is cheaper than storing 4 bytes per dimension and reading
   * them back. The brain then keeps no vectors: recall recomputes them from the texts it reads
   * (the vector index on the first recall that needs it, the candidates' vectors at each
   * recall). Leave it out for a model or a service (the default): their vectors are stored.
   */
  readonly derivable?: boolean;
  /**
   * `true` when the vectors are features of the words and their letters (as
   * {@linkcode hashingEmbedder}'s are), not of their meaning: the nearest vectors to a cue are
   * traces the word and fuzzy-word indexes find anyway. Recall then uses the vectors to rank
   * its candidates but not to find them, and keeps no vector index: no exact scan of every
   * vector at each recall (most of a recall at a million traces) and no index to build on the
   * first one. Leave it out for a model or a service (the default): their nearest vectors join
   * the candidates, and a trace at or above the similarity floor is a hit by meaning alone.
   */
  readonly lexical?: boolean;
  /** One vector per text, in order. May throw; `Memory` reports it as an `EmbedderError`. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

/** The simplest embedder: one text to one vector, sync or async. */
export type EmbedFunction = (text: string) => Float32Array | Promise<Float32Array>;

/** The id {@linkcode toEmbedder} gives a plain function. */
export const CUSTOM_EMBEDDER_ID = "custom";

/**
 * An {@linkcode Embedder} from either shape: an embedder is returned as is; a plain function is
 * wrapped (id `custom`, dimensions known from its first vector).
 * @throws {InputError} when it is neither
 */
export function toEmbedder(e: Embedder | EmbedFunction): Embedder {
  const candidate = e as Partial<Embedder> | null;
  if (
    (typeof e === "object" || typeof e === "function") && typeof candidate?.embed === "function"
  ) {
    const embedder = e as Embedder;
    if (typeof embedder.id !== "string" || embedder.id === "") {
      throw new InputError("Invalid embedder: expected a non-empty id");
    }
    return embedder;
  }
  if (typeof e === "function") {
    const fn = e;
    return {
      id: CUSTOM_EMBEDDER_ID,
      dimensions: 0,
      async embed(texts) {
        const out: Float32Array[] = [];
        for (const t of texts) out.push(await fn(t));
        return out;
      },
    };
  }
  throw new InputError("Invalid embedder: expected { id, dimensions, embed } or a function");
}

/** Options for {@linkcode hashingEmbedder}. */
export interface HashingEmbedderOptions {
  /** Vector length. Default `128`: enough for hashed features, half the bytes of 256. */
  dimensions?: number;
  /** Weight of each padded character trigram relative to a whole word. Default `0.5`. */
  trigramWeight?: number;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** FNV-1a's state after `w:`, the prefix that tells a word's feature from a trigram's. */
const WORD_SEED = Math.imul(Math.imul(FNV_OFFSET ^ 0x77, FNV_PRIME) ^ 0x3a, FNV_PRIME);
/** UTF-16 code units of `^` and `$`, which pad a word for its trigrams. */
const CARET = 0x5e, DOLLAR = 0x24;

/** 32-bit FNV-1a over the UTF-16 code units `text[start, end)`. */
function fnv1a(text: string, start = 0, end = text.length): number {
  let h = FNV_OFFSET;
  for (let i = start; i < end; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

/** An ASCII capital's lowercase code unit; any other unchanged. */
function lower(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
}

/** Whether a code unit is an ASCII letter or digit. */
function isAsciiAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/**
 * Whether the text is printable ASCII, tabs and line breaks only: `fold` leaves it as it is
 * but for case, and `words` splits it into runs of letters and digits.
 */
function plainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7e || (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d)) return false;
  }
  return true;
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

/** {@linkcode hashingEmbedder}: callable on one text, and an {@linkcode Embedder} too. */
export type HashingEmbedder = ((text: string) => Float32Array) & Embedder;

/**
 * The default embedder: deterministic feature hashing of word unigrams and padded character
 * trigrams into signed buckets, L2-normalised. No model, no network; related wordings
 * (`allergy` / `allergic`) share trigram features. It is {@linkcode Embedder.derivable}: a
 * brain keeps none of its vectors and recomputes them from the text; and
 * {@linkcode Embedder.lexical}: its vectors rank recall's candidates but find none of them.
 *
 * @example
 * ```ts
 * import { hashingEmbedder } from "@engram/engram";
 * const embed = hashingEmbedder({ dimensions: 64 });
 * console.log(embed("user is allergic to peanuts").length); // 64
 * ```
 */
export function hashingEmbedder(options: HashingEmbedderOptions = {}): HashingEmbedder {
  const dims = options.dimensions ?? 128;
  const triWeight = options.trigramWeight ?? 0.5;
  if (!Number.isInteger(dims) || dims < 8 || dims > 65536) {
    throw new InputRangeError(`Invalid dimensions ${dims}: expected an integer from 8 to 65536`);
  }
  const add = (v: Float32Array, h: number, weight: number) => {
    v[h % dims] += (h & 0x80000000) ? -weight : weight;
  };
  /** Add the features of the word `text[start, end)`, folded but for ASCII capitals. */
  const addWord = (v: Float32Array, text: string, start: number, end: number) => {
    // The word's feature: FNV-1a of "w:" + word, continued from the prefix's state.
    let h = WORD_SEED, pairs = false;
    for (let i = start; i < end; i++) {
      const c = lower(text.charCodeAt(i));
      if (c >= 0xd800 && c <= 0xdbff) pairs = true;
      h = Math.imul(h ^ c, FNV_PRIME);
    }
    add(v, h >>> 0, 1);
    // Character trigrams of "^word$", hashed in place (no strings built): code unit `j` of
    // the padded word is `^`, then the word's, then `$`. A word with surrogate pairs steps by
    // code point instead (rare, and slower).
    if (pairs) {
      const padded = "^" + text.slice(start, end) + "$";
      const at = codePointOffsets(padded);
      for (let i = 0; i + 3 < at.length; i++) add(v, fnv1a(padded, at[i], at[i + 3]), triWeight);
      return;
    }
    const last = end - start + 1;
    for (let i = 0; i + 2 <= last; i++) {
      let t = FNV_OFFSET;
      for (let j = i; j < i + 3; j++) {
        const c = j === 0 ? CARET : j === last ? DOLLAR : lower(text.charCodeAt(start + j - 1));
        t = Math.imul(t ^ c, FNV_PRIME);
      }
      add(v, t >>> 0, triWeight);
    }
  };
  const embedOne = (text: string): Float32Array => {
    const v = new Float32Array(dims);
    if (plainAscii(text)) {
      // What `words` yields for such text: runs of ASCII letters and digits, lowercased.
      for (let i = 0; i < text.length;) {
        while (i < text.length && !isAsciiAlnum(text.charCodeAt(i))) i++;
        const start = i;
        while (i < text.length && isAsciiAlnum(text.charCodeAt(i))) i++;
        if (i > start) addWord(v, text, start, i);
      }
    } else {
      for (const w of words(text)) addWord(v, w, 0, w.length);
    }
    let norm = 0;
    for (let i = 0; i < dims; i++) norm += v[i] * v[i];
    norm = Math.sqrt(norm);
    if (norm > 0) { for (let i = 0; i < dims; i++) v[i] /= norm; }
    return v;
  };
  const id = `hashing-${dims}` + (triWeight === 0.5 ? "" : `-t${triWeight}`);
  return Object.assign(embedOne, {
    id,
    dimensions: dims,
    derivable: true,
    lexical: true,
    embed: (texts: readonly string[]) => Promise.resolve(texts.map(embedOne)),
  });
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
