/**
 * Derived vectors: a brain whose embedder is derivable (the default `hashingEmbedder`) keeps
 * no vectors and recomputes them from the text, and recalls exactly what the same brain with
 * stored vectors recalls. Existing brains whose hashing vectors were stored keep working.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { Clock, type Embedder, hashingEmbedder, type Hit, Memory, SqliteStore } from "../mod.ts";
import { words } from "../src/core/text.ts";

/** The default embedder, but storing its vectors as every brain did before they were derived. */
function storing(): Embedder {
  return { ...hashingEmbedder(), derivable: false };
}

/**
 * The default embedder with its vectors finding candidates too (not `lexical`), so a recall
 * builds and scans a vector index: derived from the texts, or read from stored vectors.
 */
function finding(base: Embedder = hashingEmbedder()): Embedder {
  return { ...base, lexical: false };
}

const PEOPLE = ["my sister", "the landlord", "our dentist", "the new intern", "grandpa"];
const DOINGS = [
  "is allergic to peanuts",
  "moved to Lisbon last spring",
  "prefers green tea over coffee",
  "drives an old blue pickup",
  "plays the cello on Sundays",
  "booked a flight to Saigon",
  "keeps the spare key under the flowerpot",
];
const WHEN = ["", " since March", " (said it twice)", " according to the newsletter"];

/** Every combination: 140 memories sharing words in many overlapping ways. */
function memories(): string[] {
  const out: string[] = [];
  for (const who of PEOPLE) {
    for (const what of DOINGS) for (const when of WHEN) out.push(`${who} ${what}${when}`);
  }
  return out;
}

const CUES = [
  "peanut allergy",
  "who lives in Portugal",
  "allergies",
  "cello lessons",
  "truck",
  "flights",
  "where is the key",
  "tea or coffee",
  "landlord",
  "penaut alergy",
  "quantum chromodynamics",
];

/** What a recall returned, every score included. */
function shape(hits: Hit[]): unknown[] {
  return hits.map((h) => ({
    id: h.trace.id,
    stability: h.trace.stability,
    score: h.score,
    lexical: h.lexical,
    trigram: h.trigram,
    vector: h.vector,
    spread: h.spread,
  }));
}

async function recallAll(mem: Memory, reinforce = false): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const cue of CUES) {
    out.push(shape(await mem.recall(cue, { k: 8, reinforce })));
    out.push(shape(await mem.recall(cue, { k: 3, reinforce: false, tags: ["family"] })));
  }
  return out;
}

async function storedVectors(path: string): Promise<number> {
  const store = new SqliteStore(path);
  try {
    return (await store.vectorsAfter(0, 1_000_000)).length;
  } finally {
    await store.close();
  }
}

Deno.test("derived vectors: the brain keeps none and recalls exactly what stored vectors recall", async () => {
  const home = await Deno.makeTempDir();
  const clock = new Clock({ virtual: true });
  const derivedPath = join(home, "derived.db"), storedPath = join(home, "stored.db");
  const derived = new Memory(derivedPath, { clock, embedder: finding() });
  const stored = new Memory(storedPath, { clock, embedder: finding(storing()) });
  try {
    const items = memories().map((content, i) => ({
      content,
      tags: i % 3 === 0 ? ["family"] : [],
      salience: (i % 5) / 5,
    }));
    await derived.rememberMany(items);
    await stored.rememberMany(items);
    assert.equal(await storedVectors(derivedPath), 0, "no vector stored");
    assert.equal(await storedVectors(storedPath), items.length);

    // First recalls build the index (from texts, from stored vectors); then reinforcing
    // recalls, writes into a built index, an update, a dream: the same brain either way.
    const first = await recallAll(derived);
    assert.deepEqual(first, await recallAll(stored));
    const hits = first.flat() as { lexical: number; vector: number }[];
    assert.ok(
      hits.some((h) => h.lexical === 0 && h.vector > 0),
      "some hits without a shared word, scored on their vectors",
    );
    clock.jump({ days: 3 });
    assert.deepEqual(await recallAll(derived, true), await recallAll(stored, true));
    const more = ["the landlord sold the pickup", "my sister quit the cello"];
    await derived.rememberMany(more);
    await stored.rememberMany(more);
    const [target] = await derived.recall("Lisbon", { reinforce: false });
    await derived.update(target.trace.id, { content: "grandpa moved to Porto last spring" });
    await stored.update(target.trace.id, { content: "grandpa moved to Porto last spring" });
    clock.jump({ days: 40 });
    const dreamt = await derived.dream();
    const { superseded, dissolved, merged, gists } = dreamt.changes;
    assert.ok(superseded.length + dissolved.length + merged.length + gists.length > 0, "it dreamt");
    assert.deepEqual(dreamt.changes, (await stored.dream()).changes);
    assert.deepEqual(await recallAll(derived), await recallAll(stored));
    assert.equal(await storedVectors(derivedPath), 0, "none after writes, updates and dreams");
  } finally {
    await derived.close();
    await stored.close();
    await Deno.remove(home, { recursive: true });
  }
});

Deno.test("derived vectors: a brain whose hashing vectors were stored recalls the same, and reembed drops them", async () => {
  const home = await Deno.makeTempDir();
  const clock = new Clock({ virtual: true });
  const path = join(home, "brain.db");
  try {
    const before = new Memory(path, { clock, embedder: storing() });
    await before.rememberMany(memories());
    const expected = await recallAll(before);
    await before.close();

    const after = new Memory(path, { clock });
    assert.deepEqual(await recallAll(after), expected, "stored vectors ignored, same recall");
    await after.remember("grandpa bought a canoe");
    assert.equal(await storedVectors(path), memories().length, "no vector added");
    const result = await after.reembed();
    assert.deepEqual(result, { traces: memories().length + 1, embedder: "hashing-128" });
    assert.equal(await storedVectors(path), 0, "reembed dropped the stored vectors");
    assert.equal(
      (await after.recall("canoe", { reinforce: false }))[0]?.trace.content,
      "grandpa bought a canoe",
    );
    await after.close();
  } finally {
    await Deno.remove(home, { recursive: true });
  }
});

/** The hashing embedder as specified, built from strings: FNV-1a of `w:` + each folded word and
 * of each code-point trigram of `^word$`, into signed buckets, L2-normalised. */
function reference(text: string, dims: number, triWeight: number): Float32Array {
  const fnv = (s: string) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    return h >>> 0;
  };
  const v = new Float32Array(dims);
  const add = (h: number, w: number) => v[h % dims] += (h & 0x80000000) ? -w : w;
  for (const word of words(text)) {
    add(fnv("w:" + word), 1);
    const chars = [..."^" + word + "$"];
    for (let i = 0; i + 3 <= chars.length; i++) add(fnv(chars.slice(i, i + 3).join("")), triWeight);
  }
  let norm = 0;
  for (let i = 0; i < dims; i++) norm += v[i] * v[i];
  norm = Math.sqrt(norm);
  return norm > 0 ? v.map((x) => x / norm) : v;
}

Deno.test("hashingEmbedder: exactly its specification, whatever the script", () => {
  const texts = [
    "user is allergic to peanuts",
    "Flight VN213 leaves at 7:40\ttoday, O'Brien said -- OK?\r\n",
    "a bell\x07rang_here and DEL\x7fthere",
    "Naïve CAFÉ crème brûlée",
    "東京タワーに行った",
    "math 𝒳𝒴𝒵 and emoji 😀 together",
    "a b ab abc",
    "",
  ];
  for (const [dims, tri] of [[128, 0.5], [64, 0.25]]) {
    const embed = hashingEmbedder({ dimensions: dims, trigramWeight: tri });
    for (const text of texts) assert.deepEqual([...embed(text)], [...reference(text, dims, tri)]);
  }
});
