/**
 * {@linkcode WordSet}: a set of strings for words just cut out of text.
 * @module
 */

/**
 * A set of strings keyed by a hash computed here, and looked up by a span of a longer text
 * without cutting the word out. A `Set<string>` hashes a freshly cut string on its first lookup
 * through a V8 runtime call (0.15–0.4 µs a word in a micro-benchmark here), and a bulk write
 * looks up each of ten words per trace. Equal hashes are told apart by comparing the strings.
 */
export class WordSet {
  #buckets = new Map<number, string | string[]>();
  #size = 0;

  /** How many distinct words the set holds. */
  get size(): number {
    return this.#size;
  }

  /** Whether the set holds `word`. */
  has(word: string): boolean {
    return this.hasSpan(word, 0, word.length);
  }

  /** Whether the set holds `text.slice(start, end)`, without cutting that string out. */
  hasSpan(text: string, start: number, end: number): boolean {
    const bucket = this.#buckets.get(hash(text, start, end));
    if (bucket === undefined) return false;
    const at = (w: string) => w.length === end - start && text.startsWith(w, start);
    return typeof bucket === "string" ? at(bucket) : bucket.some(at);
  }

  /** Add `word`; returns whether it was new. */
  add(word: string): boolean {
    const h = hash(word, 0, word.length);
    const bucket = this.#buckets.get(h);
    if (bucket === undefined) this.#buckets.set(h, word);
    else if (bucket === word || (typeof bucket !== "string" && bucket.includes(word))) {
      return false;
    } else if (typeof bucket === "string") this.#buckets.set(h, [bucket, word]);
    else bucket.push(word);
    this.#size++;
    return true;
  }

  /** Remove every word. */
  clear(): void {
    this.#buckets.clear();
    this.#size = 0;
  }
}

/** FNV-1a over the UTF-16 code units of a span, as a small integer V8 keys a `Map` by cheaply. */
function hash(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >> 1; // 31 bits: a Smi on every platform
}
