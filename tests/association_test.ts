/**
 * Words that go together order the hits (`src/recall/association.ts`, GloVe's word vectors), on
 * whichever store `brain()` opens (SQLite here, PostgreSQL in `engine_postgres_test.ts`), with
 * the default hashing embedder and no network.
 */
import assert from "node:assert/strict";
import { association, associationCue } from "../src/recall/association.ts";
import { wordVectors } from "../src/recall/word_vectors.ts";
import { brainOf } from "./helpers.ts";

const NOTES = [
  "the plants need repotting",
  "the pantry needs restocking",
  "the porch needs sweeping",
  "need to buy batteries for the remote",
  "user wears contact lenses",
  "user reads science fiction novels",
  "the library book is overdue",
  "went to a book signing",
  "booked a haircut for Friday",
  "the apartment smells like paint",
  "user doesn't like spicy food",
  "cleaned out the garage on Saturday",
];

const filled = (options = {}) => brainOf(NOTES, options);

Deno.test("association: a memory of words used like the cue's leads the ones sharing a weak word", async () => {
  const mem = await filled();
  const hits = await mem.recall("what books do they like?", { k: 5, reinforce: false });
  // `like` is in two notes and `book` in three, but `novels` is what `books` asks about.
  assert.equal(hits[0].trace.content, "user reads science fiction novels");
  assert.ok(hits[0].association > 0.6, `association ${hits[0].association}`);
  const spicy = hits.find((h) => h.trace.content === "user doesn't like spicy food")!;
  assert.ok(
    spicy.association < hits[0].association / 2,
    `a shared "like" goes only a little way: ${spicy.association}`,
  );
  mem.close();

  // Off, the same hits come back in the words' own order, where the novels come after `like`.
  const off = await filled({ ranking: { associationWeight: 0 } });
  const plain = await off.recall("what books do they like?", { k: 5, reinforce: false });
  assert.notEqual(plain[0].trace.content, "user reads science fiction novels");
  assert.ok(plain.every((h) => h.association === 0));
  off.close();
});

Deno.test("association: a trace the bridge reaches weakly leads when words used alike reach half the cue", async () => {
  const mem = await filled();
  // The graph relates `glasses` to the lenses weakly (through a definition's words: "a pair of
  // lenses for correcting defective vision"); `glasses` ~ `lenses` in use puts it first.
  const hits = await mem.recall("do they need glasses?", { k: 10, reinforce: false });
  const lenses = hits.findIndex((h) => h.trace.content === "user wears contact lenses");
  assert.ok(lenses >= 0 && lenses < 3, `ranked ${lenses + 1}: with the notes that say "need"`);
  assert.equal(hits[lenses].lexical, 0, "no word in common");
  assert.ok(hits[lenses].association >= 0.5, `association ${hits[lenses].association}`);
  // Association alone finds nothing: unrelated cues still recall nothing.
  for (const cue of ["Antarctic krill", "quantum chromodynamics", "Bronze Age metallurgy"]) {
    assert.deepEqual(await mem.recall(cue, { reinforce: false }), [], cue);
  }
  mem.close();

  const off = await filled({ ranking: { associationWeight: 0 } });
  const plain = await off.recall("do they need glasses?", { k: 10, reinforce: false });
  assert.ok(plain.length > 0, "the notes that say `need` are hits");
  const lensesOff = plain.findIndex((h) => h.trace.content === "user wears contact lenses");
  assert.ok(lensesOff === -1 || lensesOff >= 3, `off, the lenses rank ${lensesOff + 1}`);
  // A note holding only the cue's weak word keeps part of its score: it goes poorly with the cue.
  const porch = (list: typeof hits) =>
    list.find((h) => h.trace.content === "the porch needs sweeping")!;
  // It holds `need` (a fifth of the cue, as `needs`) and little besides.
  assert.ok(porch(hits).association < 1 / 3, `${porch(hits).association}`);
  assert.ok(porch(hits).score < porch(plain).score, `${porch(hits).score}`);
  off.close();
});

Deno.test("association: a text's words against a cue's, weighed by how much each says", async () => {
  const vectors = await wordVectors();
  assert.equal(vectors.size, 60_000);
  assert.ok(vectors.rank("the")! < vectors.rank("glasses")!, "most frequent first");
  assert.equal(vectors.rank("chromodynamics"), undefined);
  const cue = associationCue(vectors, ["need", "glasses"])!;
  assert.deepEqual(cue.words, ["need", "glasses"]);
  assert.ok(cue.weights[1] > 2 * cue.weights[0], "`need` says less than `glasses`");
  // A text of the cue's own words matches it in full, however common they are (`need`)…
  assert.deepEqual(association(vectors, cue, "they need glasses"), {
    score: 1,
    full: 1,
    own: 1,
    beyond: 0,
  });
  // …and a word used like one of them only in part, and not in full.
  const near = association(vectors, cue, "user wears contact lenses");
  assert.ok(near.score > 0.3 && near.full === 0 && near.own === 0, JSON.stringify(near));
  // A word as near as the cue's own matches in full, but is not the cue's own (which the word
  // indexes already score): `iphone` for `smartphone`.
  const phone = association(
    vectors,
    associationCue(vectors, ["smartphone"])!,
    "user uses an iPhone",
  );
  assert.ok(phone.full === 1 && phone.own === 0, JSON.stringify(phone));
  const lenses = association(vectors, cue, "user wears contact lenses").score;
  const repotting = association(vectors, cue, "the plants need repotting").score;
  assert.ok(lenses > repotting, `${lenses} > ${repotting}`);
  const unrelated = association(vectors, cue, "Mesopotamian cuneiform tablets").score;
  assert.ok(unrelated < 0.1 && lenses > 3 * unrelated, `${unrelated}`);
  assert.equal(associationCue(vectors, ["chromodynamics"]), null);
  // The cue's own word inflected is its own, as the word index holds it: "user works on a
  // MacBook" goes with `work` as well as "user starts work at 6am" does, though not as asked.
  const work = associationCue(vectors, ["work"])!;
  for (const text of ["user works on a MacBook", "worked late"]) {
    assert.deepEqual(association(vectors, work, text), { score: 1, full: 0, own: 1, beyond: 0 });
  }
  assert.deepEqual(association(vectors, work, "user starts work at 6am"), {
    score: 1,
    full: 1,
    own: 1,
    beyond: 0,
  });
  // …but another word is no inflection: `worker` is not `work` (nor `bed` `be`).
  assert.equal(association(vectors, work, "the worker left").own, 0);
});

Deno.test("association: a name used like what is asked for answers it, written as a name", async () => {
  const mem = await brainOf([
    ...NOTES,
    "user has elite status with Delta",
    "user is Jewish",
    "user sings in the school choir",
    "the flight was delayed by an hour",
    "the river delta floods in spring",
    "user became a grandmother in May",
  ]);
  const top = async (cue: string, k = 3) =>
    (await mem.recall(cue, { k, reinforce: false })).map((h) => h.trace.content);
  // WordNet knows a delta only as a river's mouth; GloVe uses `delta` like `airline` (0.62).
  assert.equal(
    (await top("which airline are they loyal to?"))[0],
    "user has elite status with Delta",
  );
  // `Jewish`, to WordNet an adjective, is used like `religion`.
  assert.equal((await top("what is their religion?"))[0], "user is Jewish");
  // The same word written plainly is no name: the river's delta is not an airline.
  assert.ok(
    !(await top("which airline are they loyal to?", 10)).includes(
      "the river delta floods in spring",
    ),
  );
  // An unrelated question finds no name.
  assert.deepEqual(await top("is quantum chromodynamics renormalizable?"), []);
  await mem.close();
});

Deno.test("association: the words nearest a word's vector, nearest first", async () => {
  const vectors = await wordVectors();
  const near = vectors.nearest("airline", 300, 0.55);
  assert.ok(near.has("airlines") && near.has("delta"));
  const cosines = [...near.values()];
  assert.deepEqual(cosines, [...cosines].sort((a, b) => b - a));
  assert.ok(cosines.every((c) => c >= 0.55));
  assert.equal(near.get("delta"), vectors.similarity("airline", "delta"));
  assert.ok(!near.has("airline"), "not the word itself");
  assert.equal(vectors.nearest("airline", 3, 0.55).size, 3);
  assert.equal(vectors.nearest("zzzqqq", 10, 0).size, 0);
});

Deno.test("association: words GloVe lacks weigh in the whole cue, as its rarest", async () => {
  const vectors = await wordVectors();
  const isWord = (w: string) =>
    ["mycenaean", "linear"].includes(w) || vectors.rank(w) !== undefined;
  assert.equal(vectors.rank("mycenaean"), undefined);
  const words = ["mycenaean", "linear", "tablets"];
  const cue = associationCue(vectors, words, isWord)!;
  const alone = associationCue(vectors, words)!;
  const pills = association(vectors, cue, "user can't swallow pills");
  // The score over the words GloVe knows is as before: `tablets` ~ `pills`…
  assert.equal(pills.score, association(vectors, alone, "user can't swallow pills").score);
  // …but what it reaches of the whole cue counts `Mycenaean` too, which nothing reaches.
  const known = cue.weights.reduce((a, b) => a + b, 0);
  assert.ok(
    Math.abs(pills.beyond - pills.score * known / (known + cue.unknown)) < 1e-9,
    JSON.stringify(pills),
  );
  assert.ok(pills.beyond < pills.score);
  assert.ok(cue.unknown > Math.max(...cue.weights), "rarer than any word with a vector");
  // A typo is no word: it weighs nothing.
  assert.equal(associationCue(vectors, ["tabletz", "tablets"], isWord)!.unknown, 0);

  // Through recall: a topic sharing one common word's meaning with a note recalls nothing.
  const mem = await brainOf([
    ...NOTES,
    "user can't swallow pills",
    "user reads science fiction novels",
  ]);
  for (const cue of ["Mycenaean Linear B tablets", "Ugaritic alphabetic texts"]) {
    assert.deepEqual(await mem.recall(cue, { reinforce: false }), [], cue);
  }
  assert.equal(
    (await mem.recall("what medicine can they not take?", { k: 1, reinforce: false }))[0]?.trace
      .content,
    "user can't swallow pills",
  );
  await mem.close();
});
