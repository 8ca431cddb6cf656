/**
 * A deterministic synthetic corpus for benchmarks: ~10-word sentences over a Zipf-distributed
 * vocabulary of pronounceable pseudo-words, and queries drawn from the same distribution.
 * @module
 */

/** A small, fast, seeded PRNG (mulberry32): same seed, same corpus. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ONSETS = [
  "b",
  "k",
  "d",
  "f",
  "g",
  "l",
  "m",
  "n",
  "p",
  "r",
  "s",
  "t",
  "v",
  "z",
  "br",
  "st",
  "tr",
];
const VOWELS = ["a", "e", "i", "o", "u", "ai", "ou"];

/** A vocabulary of distinct pseudo-words. */
export function vocabulary(size: number, seed = 7): string[] {
  const random = rng(seed);
  const out = new Set<string>();
  while (out.size < size) {
    const syllables = 1 + Math.floor(random() * 3);
    let w = "";
    for (let i = 0; i < syllables; i++) {
      w += ONSETS[Math.floor(random() * ONSETS.length)] +
        VOWELS[Math.floor(random() * VOWELS.length)];
    }
    if (random() < 0.4) w += ["n", "s", "r", "m"][Math.floor(random() * 4)];
    out.add(w);
  }
  return [...out];
}

/** Draws vocabulary indexes with probability ∝ 1/rank^s. */
export function zipfSampler(n: number, s: number, random: () => number): () => number {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cdf[i] = sum += 1 / Math.pow(i + 1, s);
  return () => {
    const x = random() * sum;
    let lo = 0, hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cdf[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** Options for {@linkcode corpus}. */
export interface CorpusOptions {
  /** Seed. Default `1`. */
  seed?: number;
  /** Vocabulary size. Default `20000`. */
  vocabulary?: number;
  /** Zipf exponent. Default `1.07`. */
  zipf?: number;
}

/** `n` sentences of 8 to 12 words. */
export function corpus(n: number, options: CorpusOptions = {}): string[] {
  const random = rng(options.seed ?? 1);
  const vocab = vocabulary(options.vocabulary ?? 20_000);
  const draw = zipfSampler(vocab.length, options.zipf ?? 1.07, random);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const len = 8 + Math.floor(random() * 5);
    const words: string[] = [];
    for (let j = 0; j < len; j++) words.push(vocab[draw()]);
    out.push(words.join(" "));
  }
  return out;
}

/** `n` queries of 2 to 4 words drawn from the same Zipf distribution. */
export function queries(n: number, options: CorpusOptions = {}): string[] {
  const random = rng((options.seed ?? 1) + 1000);
  const vocab = vocabulary(options.vocabulary ?? 20_000);
  const draw = zipfSampler(vocab.length, options.zipf ?? 1.07, random);
  return Array.from({ length: n }, () => {
    const len = 2 + Math.floor(random() * 3);
    return Array.from({ length: len }, () => vocab[draw()]).join(" ");
  });
}
