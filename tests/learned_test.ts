/**
 * Cues learned from use (`src/recall/learned.ts`): a memory the agent used to answer a question
 * learns that question's words, and a later question asked in them finds it.
 */
import assert from "node:assert/strict";
import type { Memory } from "../mod.ts";
import { brain, brainOf, exportDoc, reopenableBrain } from "./helpers.ts";
import { learnedStrength, lessonOf } from "../src/core/lessons.ts";

/** Everyday notes around the facts, as an agent's brain holds them. */
const NOTES = [
  "user banks with Monzo",
  "user's gym is Planet Fitness",
  "the plumber fixed the kitchen sink on Tuesday",
  "user's sister lives in Lyon",
  "bought a new kettle, the old one leaked",
  "user is allergic to peanuts",
  "had pho for breakfast again",
  "the bike tire is flat",
  "user works on a MacBook",
  "the dentist appointment moved to Friday",
];

async function ranked(mem: Memory, query: string): Promise<string[]> {
  return (await mem.recall(query, { reinforce: false })).map((h) => h.trace.content);
}

Deno.test("learned: a memory used to answer a question learns its words; the next question in them finds it", async () => {
  const mem = await brainOf(NOTES);
  const monzo = (await mem.list({ order: "oldest" })).traces[0];
  // "who holds the money?" shares no word with "user banks with Monzo", and asked of no one in
  // particular, nothing relates `money` or `holds` to it strongly enough. (`where is their money
  // held?` finds it: a place for money reaches the bank of `banks`; so does `who holds their
  // money?`, asked of their own life.)
  assert.ok(!(await ranked(mem, "who holds the money?")).includes(monzo.content));
  assert.ok(!(await ranked(mem, "who looks after the money?")).includes(monzo.content));
  // The agent found it another way (browsing) and answered with it.
  const [used] = await mem.used([monzo.id], { cue: "who holds the money?" });
  assert.equal(used.id, monzo.id);
  const details = await mem.show(monzo.id);
  assert.deepEqual(
    details!.learned.map((l) => [l.key, l.word, l.uses]),
    [["hold", "holds", 1], ["money", "money", 1]],
  );
  // Asked again, in other words that share one of them, it comes first.
  const hits = await mem.recall("who looks after the money?", { reinforce: false });
  assert.equal(hits[0].trace.id, monzo.id);
  assert.ok(hits[0].learned > 0 && hits[0].learned < 1, `learned ${hits[0].learned}`);
  assert.equal(hits[0].lexical, 0, "no word of it is held as written");
  assert.equal((await mem.stats()).learned, 2, "stats count the words learned");
  // Still an unrelated cue recalls nothing.
  assert.deepEqual(await mem.recall("quantum chromodynamics"), []);
  await mem.close();
});

Deno.test("learned: each use adds to a word's strength, and what it learned is forgotten with it", async () => {
  const mem = await brainOf(NOTES);
  const gym = (await mem.list({ order: "oldest" })).traces[1];
  await mem.used([gym.id], { cue: "where do they work out?" });
  const once = (await mem.recall("work out", { reinforce: false }))
    .find((h) => h.trace.id === gym.id)!;
  assert.ok(Math.abs(once.learned - learnedStrength(1)) < 1e-9, `${once.learned}`);
  await mem.used([gym.id], { cue: "do they work out in the mornings?" });
  const twice = (await mem.recall("work out", { reinforce: false }))
    .find((h) => h.trace.id === gym.id)!;
  assert.ok(Math.abs(twice.learned - learnedStrength(2)) < 1e-9, `${twice.learned}`);
  assert.ok(twice.learned > once.learned);
  assert.deepEqual(
    (await mem.show(gym.id))!.learned.map((l) => [l.word, l.uses]),
    [["out", 2], ["work", 2], ["mornings", 1]],
  );
  await mem.forget({ id: gym.id });
  assert.ok(!(await ranked(mem, "work out")).includes(gym.content));
  assert.equal(await mem.show(gym.id), null);
  await mem.close();
});

Deno.test("learned: without a cue, a memory learns the latest recall's query only if that recall returned it", async () => {
  const { mem, clock } = brain();
  const [car, tire] = await mem.rememberMany([
    "user owns a Subaru Outback",
    "the bike tire is flat",
    "user banks with Monzo",
  ]);
  clock.jump({ days: 3 });
  const hits = await mem.recall("what car is parked in their garage?", { reinforce: false });
  assert.ok(hits.some((h) => h.trace.id === car.id), "the bridge finds a kind of car");
  const monzo = (await mem.list()).traces.find((t) => t.content.includes("Monzo"))!;
  assert.ok(!hits.some((h) => h.trace.id === monzo.id));
  await mem.used([car.id, monzo.id]);
  assert.deepEqual((await mem.show(car.id))!.learned.map((l) => [l.key, l.word]), [
    ["car", "car"],
    ["garag", "garage"],
    ["park", "parked"],
  ]);
  assert.deepEqual((await mem.show(monzo.id))!.learned, [], "the recall did not lead to it");
  // `learn: false` reinforces only.
  await mem.recall("what car is parked in their garage?", { reinforce: false });
  await mem.used([tire.id], { learn: false });
  assert.deepEqual((await mem.show(tire.id))!.learned, []);
  await assert.rejects(mem.used([car.id], { learn: "yes" as unknown as boolean }), TypeError);
  await assert.rejects(mem.used([car.id], { cue: 42 as unknown as string }), TypeError);
  await mem.close();
});

Deno.test("learned: a lesson is the cue's content words the memory holds in no form, by stem", () => {
  assert.deepEqual(lessonOf("What cars are parked in their garages?", "user parks two cars"), [
    { key: "garag", word: "garages" },
  ]);
  assert.deepEqual(lessonOf("who is it?", "anything"), [], "stopwords teach nothing");
  // A lookup's opener asks nothing: `find out` teaches no `find` or `out`.
  assert.deepEqual(
    lessonOf("find out which bank holds their money", "user banks with Chase").map((w) => w.word),
    ["holds", "money"],
  );
  assert.equal(
    lessonOf("apple berry cherry date elder fig grape hazel iris jade kiwi lime mango", "x").length,
    12,
  );
});

Deno.test("learned: the words survive reopening, export and import (renumbered)", async () => {
  using where = reopenableBrain();
  const mem = where.open();
  const [fact] = await mem.rememberMany(["user banks with Monzo", "user's gym is Planet Fitness"]);
  await mem.used([fact.id], { cue: "where is their money held?" });
  await mem.used([fact.id], { cue: "how much money is saved?" });
  mem.close();
  const again = where.open();
  const hits = await again.recall("money", { reinforce: false });
  assert.equal(hits[0].trace.id, fact.id);
  const doc = await again.export();
  assert.deepEqual(
    doc.learned!.map((l) => [l.id, l.word, l.uses]),
    [[fact.id, "money", 2], [fact.id, "held", 1], [fact.id, "much", 1], [fact.id, "saved", 1]],
  );
  again.close();
  // Into a brain whose ids are taken, the words follow their renumbered trace.
  const { mem: other } = brain();
  await other.remember("an earlier note");
  const result = await other.import(doc);
  assert.equal(result.renumbered, true);
  const [found] = await other.recall("money", { reinforce: false });
  assert.equal(found.trace.content, "user banks with Monzo");
  assert.deepEqual(
    (await other.show(found.trace.id))!.learned.map((l) => [l.word, l.uses]),
    [["money", 2], ["held", 1], ["much", 1], ["saved", 1]],
  );
  // A bad learned entry is refused whole.
  await assert.rejects(
    other.import({ ...doc, learned: [{ id: 999, key: "x", word: "x", uses: 1, at: 0 }] }),
    /learned\[0\]\.id: names a trace that is not in the document/,
  );
  await other.close();
});

Deno.test("learned: a dream fusing duplicates keeps what the fused-away one learned", async () => {
  const { mem, clock } = brain();
  const now = clock.now();
  await mem.import({
    ...exportDoc(now, [
      { content: "user is allergic to peanuts", stability: 10, ageDays: 5 },
      { content: "User has a peanut allergy!", stability: 4, ageDays: 1 },
      { content: "satay sauce recipe", stability: 20 },
    ]),
    learned: [
      { id: 1, key: "eat", word: "eat", uses: 1, at: now },
      { id: 2, key: "eat", word: "eat", uses: 2, at: now },
      { id: 2, key: "snack", word: "snacks", uses: 1, at: now },
    ],
  });
  const report = await mem.dream();
  assert.equal(report.merged, 1);
  assert.equal(await mem.get(2), null);
  assert.deepEqual(
    (await mem.show(1))!.learned.map((l) => [l.word, l.uses]),
    [["eat", 3], ["snacks", 1]],
  );
  assert.deepEqual(
    (await mem.export()).learned!.map((l) => l.id),
    [1, 1],
    "nothing is left on the fused-away trace",
  );
  const [hit] = await mem.recall("any snacks to avoid?", { reinforce: false });
  assert.equal(hit.trace.id, 1);
  await mem.close();
});

Deno.test("learned: forgetting by query erases its words wherever a memory learned them", async () => {
  const mem = await brainOf(NOTES);
  const card = await mem.remember("the bank card expires in May");
  await mem.used([card.id], { cue: "is their Monzo card valid?" });
  assert.deepEqual((await mem.show(card.id))!.learned.map((l) => l.word), ["monzo", "valid"]);
  const before = await ranked(mem, "monzo");
  assert.ok(before.includes(card.content) && before.includes("user banks with Monzo"));
  // "forget Monzo": the note holding it goes, and the word leaves the card that learned it.
  const gone = await mem.forget({ query: "Monzo" });
  assert.equal(gone.count, 1);
  assert.equal(gone.scrubbed, true);
  assert.deepEqual((await mem.show(card.id))!.learned.map((l) => l.word), ["valid"]);
  assert.deepEqual(await mem.recall("monzo", { reinforce: false }), []);
  // A word only learned, held by no memory, is erased all the same.
  await mem.used([card.id], { cue: "which Visa card?" });
  const none = await mem.forget({ query: "visa" });
  assert.equal(none.count, 0);
  assert.deepEqual((await mem.show(card.id))!.learned.map((l) => l.word), ["valid"]);
  // Other selectors leave other memories' words alone.
  await mem.forget({ kind: "semantic" });
  assert.deepEqual((await mem.show(card.id))!.learned.map((l) => l.word), ["valid"]);
  await mem.close();
});

Deno.test("learned: a newer state answers the questions the older one answered", async () => {
  const { mem, clock } = brain();
  const hanoi = await mem.remember("user lives in Hanoi");
  await mem.used([hanoi.id], { cue: "which city is their home base?" });
  clock.jump({ days: 30 });
  // Remembered as a newer state of the same thing: it supersedes, and learns what it learned.
  const saigon = await mem.remember("user lives in Saigon");
  assert.equal((await mem.get(hanoi.id))!.supersededBy, saigon.id);
  assert.deepEqual((await mem.show(saigon.id))!.learned.map((l) => l.word), [
    "base",
    "city",
    "home",
  ]);
  const [hit] = await mem.recall("home base city?", { reinforce: false });
  assert.equal(hit.trace.id, saigon.id);
  // A chain in one batch (Hue supersedes Saigon, Da Lat supersedes Hue) ends at its last state.
  clock.jump({ days: 30 });
  const [hue, dalat] = await mem.rememberMany(["user lives in Hue", "user lives in Da Lat"]);
  assert.equal((await mem.get(hue.id))!.supersededBy, dalat.id);
  assert.deepEqual((await mem.show(dalat.id))!.learned.map((l) => l.word), [
    "base",
    "city",
    "home",
  ]);
  // Said explicitly, the same.
  const note = await mem.remember("user is moving to Da Nang next spring");
  await mem.supersede(dalat.id, note.id);
  assert.deepEqual((await mem.show(note.id))!.learned.map((l) => l.word), [
    "base",
    "city",
    "home",
  ]);
  await mem.close();
});
