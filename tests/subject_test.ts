/**
 * Whose memory it is: a question about the user is answered by the user's own notes before their
 * people's, and a question about one of their people by notes about that person (`subject.ts`),
 * through `Memory.recall` on a real brain with the default engine.
 */
import assert from "node:assert/strict";
import { brainOf } from "./helpers.ts";
import { concepts } from "../src/core/concepts.ts";
import { noteSubject, questionSubject, sameSubject } from "../src/recall/subject.ts";
import { answerTypes, isQuestion } from "../src/recall/bridge.ts";
import { namesOf } from "../src/core/text.ts";

/** Facts of one kind about the user and about their people, among everyday notes. */
const NOTES = [
  "user is a pharmacist",
  "user's sister is an architect",
  "user's cousin is a sommelier",
  "user plays golf on Sundays",
  "user coaches a youth soccer team",
  "user's nephew plays hockey",
  "user's son is on the school swim team",
  "user's dad has dementia",
  "user's aunt lives in Melbourne",
  "user's mother lives in a nursing home",
  "user is allergic to penicillin",
  "the printer is out of toner",
  "watered the plants on the balcony",
  "paid the electricity bill",
  "the school called about the field trip form",
  "bought a loaf of sourdough at the market",
];

const filled = () => brainOf(NOTES);

const top = async (mem: Awaited<ReturnType<typeof filled>>, cue: string, k = 3) =>
  (await mem.recall(cue, { k, reinforce: false })).map((h) => h.trace.content);

Deno.test("subject: a question about the user is answered by the user's own note first", async () => {
  const mem = await filled();
  assert.equal((await top(mem, "what is their job?"))[0], "user is a pharmacist");
  assert.equal((await top(mem, "what is their occupation?"))[0], "user is a pharmacist");
  await mem.close();
});

Deno.test("subject: a question about one of their people finds notes about that person", async () => {
  const mem = await filled();
  // A sister is a sibling; the cousin and the user hold jobs too.
  assert.equal((await top(mem, "what does their sibling do?"))[0], "user's sister is an architect");
  // The son is the kid; the user's own sports and the nephew's are another's.
  assert.equal(
    (await top(mem, "what sport does the kid do?"))[0],
    "user's son is on the school swim team",
  );
  assert.equal(
    (await top(mem, "where does their mom stay?"))[0],
    "user's mother lives in a nursing home",
  );
  await mem.close();
});

Deno.test("subject: a note saying it is about them answers before one that does not say", async () => {
  const mem = await brainOf([
    ...NOTES,
    "the car wash was closed",
    "picked up the car from the shop",
    "the car needs new wipers",
    "user drives a Toyota Prius",
  ]);
  assert.equal(
    (await top(mem, "what vehicle do they commute in?"))[0],
    "user drives a Toyota Prius",
  );
  await mem.close();
});

Deno.test("subject: a question about one of their people passes over notes naming no one", async () => {
  const mem = await brainOf([
    ...NOTES,
    "tried a new ramen place on Main Street",
    "the mail carrier left a note",
    "visited the museum downtown",
  ]);
  // Any place answers `where`, but a note about their people names them: their mother is
  // nearer than a museum visited downtown.
  assert.equal(
    (await top(mem, "where can I visit their mum?"))[0],
    "user's mother lives in a nursing home",
  );
  assert.equal(
    (await top(mem, "which town is their aunt in?"))[0],
    "user's aunt lives in Melbourne",
  );
  await mem.close();
});

Deno.test("subject: someone dealing with the user leaves the question the user's", async () => {
  const mem = await filled();
  // The doctor is not the user's own: the user's allergy still answers.
  assert.ok(
    (await top(mem, "which antibiotics must the doctor avoid?")).includes(
      "user is allergic to penicillin",
    ),
  );
  await mem.close();
});

Deno.test("subject: who a note and a question are about", async () => {
  const graph = await concepts();
  const note = (text: string) => noteSubject(graph, text);
  assert.deepEqual(note("user is a pharmacist"), { user: true, people: [] });
  assert.deepEqual(note("user's eldest daughter is a marine biologist"), {
    user: false,
    people: ["eldest", "daughter"],
  });
  assert.deepEqual(note("user's partner Sam is a veterinarian"), {
    user: false,
    people: ["partner"],
  });
  assert.deepEqual(note("user's nephew plays hockey"), { user: false, people: ["nephew"] });
  // A person word before a thing's name only modifies it; a favourite is the user's taste.
  assert.deepEqual(note("user's favourite team is the Chicago Bulls"), { user: true, people: [] });
  assert.deepEqual(note("user's favourite author is Agatha Christie"), { user: true, people: [] });
  // No reading: a note opening otherwise, or with a word the graph does not know.
  assert.equal(note("went to a farmers market"), undefined);
  assert.equal(note("user's stepdad is a trucker"), undefined);

  const asked = (q: string) => questionSubject(graph, q, answerTypes(q), isQuestion(q), namesOf(q));
  assert.deepEqual(asked("what is their job?"), { user: true, people: [] });
  assert.deepEqual(asked("what does their sibling do?"), { user: false, people: ["sibling"] });
  assert.deepEqual(asked("what does their daughter's husband do?"), {
    user: false,
    people: ["daughter", "husband"],
  });
  // The subject of `does` ends before its verb, though `practice` is mostly a noun.
  assert.deepEqual(asked("What sport does his daughter practice midweek?"), {
    user: false,
    people: ["daughter"],
  });
  // In the first person too: `I` is the user, `our daughter` the daughter.
  assert.deepEqual(asked("which console do I own?"), { user: true, people: [] });
  assert.deepEqual(asked("when is our daughter's birthday?"), {
    user: false,
    people: ["daughter"],
  });
  // `being` is an auxiliary: `his mom being cared for` asks about the mom.
  assert.deepEqual(asked("where is his mom being cared for?"), { user: false, people: ["mom"] });
  assert.deepEqual(asked("does any close pal of theirs deliver babies?"), {
    user: true,
    people: ["pal"],
  });
  // `a lender` is anyone, `their favourite food` a food, `can I…` the one asking.
  assert.deepEqual(asked("would a lender approve them for a loan?"), { user: true, people: [] });
  assert.deepEqual(asked("what is their favourite food?"), { user: true, people: [] });
  assert.deepEqual(asked("can I bake them a wheat bread?"), { user: true, people: [] });
  // No reading: who, a name, the family as a whole, a cue that is no question.
  assert.equal(asked("who minds the children?"), undefined);
  assert.equal(asked("what does Caroline do?"), undefined);
  // …but a place, a time or a brand named is no one: the question is still the user's.
  assert.deepEqual(asked("could she read a menu in Seoul?"), { user: true, people: [] });
  assert.deepEqual(asked("would an Android charger fit his handset?"), { user: true, people: [] });
  assert.deepEqual(asked("what does their son do in July?"), { user: false, people: ["son"] });
  // An adverb after the person word leaves it heading its phrase: a still is seldom meant.
  assert.deepEqual(asked("is my dad still alive?"), { user: false, people: ["dad"] });
  assert.equal(asked("any insect reactions in the family?"), undefined);
  assert.equal(asked("laptop"), undefined);

  const same = (q: string, n: string) =>
    sameSubject(graph, { user: false, people: [q] }, { user: false, people: [n] });
  assert.ok(same("sibling", "brother") && same("kid", "son") && same("mom", "mother"));
  assert.ok(same("pal", "best_friend"), "a best friend is a friend");
  assert.ok(same("little_girl", "daughter"), "one's little girl is a girl, a daughter");
  assert.ok(!same("little_girl", "son"));
  assert.ok(!same("mom", "dad") && !same("sibling", "cousin") && !same("kid", "nephew"));
  // A dad is a father by WordNet's kinds; a father and a mother are the two a parent's
  // definition lists, so neither is the other, nor a son a daughter.
  assert.ok(same("dad", "father") && same("father", "dad"));
  assert.ok(!same("father", "mother") && !same("son", "daughter"));
  // A definition naming the word as another's kin names another person ("father-in-law: the
  // father of your spouse", "aunt: the sister of your father or mother"); one listing it beside
  // its counterpart names a kind of it ("sibling: a person's brother or sister").
  assert.ok(!same("father", "father-in-law") && !same("father-in-law", "dad"));
  assert.ok(!same("sister", "aunt") && !same("son", "nephew") && !same("husband", "son-in-law"));
  assert.ok(same("brother", "sibling") && same("sister", "sibling") && same("parent", "mother"));
});

Deno.test("subject: a question about one parent is answered by the note about that parent", async () => {
  const mem = await brainOf([
    "user's father died in 2015",
    "user's mother is called Grace and is 72",
    "user sends money to his mother in Kumasi",
    "user hates cold weather",
    "went to the farmers market",
    "watered the plants",
  ]);
  // The question asks about the dad, though `still` may name a thing; the notes about the
  // mother, or the user, are about someone else.
  for (const cue of ["is my dad still alive?", "is my father still alive?"]) {
    assert.equal((await top(mem, cue, 1))[0], "user's father died in 2015", cue);
  }
  await mem.close();
});

Deno.test("subject: a question in the first person is about the user", async () => {
  const mem = await brainOf([
    "user has an iPhone 14",
    "user's sister has a Pixel phone",
    "the bus driver waited for us",
    "went to the farmers market",
    "watered the plants",
  ]);
  // The user asking of themselves (`I`, `we`) asks about no one in general: an iPhone answers
  // `handset`, though `mobile` and `use` are no words of the note.
  assert.deepEqual(
    (await mem.recall("which mobile handset do I use?", { k: 1, reinforce: false }))
      .map((h) => h.trace.content),
    ["user has an iPhone 14"],
  );
  await mem.close();
});

Deno.test("subject: a boyfriend, a wife or an other half is the user's partner", async () => {
  const everyday = ["user is a maths teacher", "went to the farmers market", "watered the plants"];
  const first = async (notes: string[], cue: string) => {
    const mem = await brainOf([...notes, ...everyday]);
    const hits = await mem.recall(cue, { k: 1, reinforce: false });
    await mem.close();
    return hits.map((h) => h.trace.content);
  };
  // WordNet's partner is a spouse, and a boyfriend a lover: one role to a note, either way.
  const family = ["user's brother Caleb lives in Denver", "user's mom Linda lives in Tulsa"];
  assert.deepEqual(
    await first(
      ["user's partner Jonas lives in Berlin", ...family],
      "where is her boyfriend based?",
    ),
    ["user's partner Jonas lives in Berlin"],
  );
  assert.deepEqual(
    await first(
      ["user's wife Claire works as a physiotherapist", ...family],
      "what does my other half do for a living?",
    ),
    ["user's wife Claire works as a physiotherapist"],
  );
});

Deno.test("subject: a plural possessive names whom a question asks about (`my boys' birthday`), as someone's only", async () => {
  const graph = await concepts();
  const asked = (q: string) => questionSubject(graph, q, answerTypes(q), isQuestion(q), namesOf(q));
  assert.deepEqual(asked("When is my boys' birthday?"), { user: false, people: ["boys"] });
  assert.deepEqual(asked("Where is their parents' flat?"), { user: false, people: ["parents"] });
  // Not anyone's: a workers' union is the user's.
  assert.deepEqual(asked("Which workers' union does she belong to?"), { user: true, people: [] });
  const mem = await brainOf([
    "user's sons Tom and Ben were born on 2 May 2015",
    "user plays squash on Tuesday evenings",
    "user's dentist appointment is on Friday",
    ...NOTES,
  ]);
  const hits = await mem.recall("When is my boys' birthday?", { k: 1, reinforce: false });
  assert.equal(hits[0]?.trace.content, "user's sons Tom and Ben were born on 2 May 2015");
  await mem.close();
});

Deno.test("subject: a note saying nothing of whom reaches no one asked about by the words for them", async () => {
  const mem = await brainOf([
    "user's son Jake plays rugby for the under-12s",
    "the kids learned to ride bikes",
    "user's daughter Mia is a nurse",
    "went to the farmers market",
    "the train was late",
    "watered the plants",
  ]);
  // `kids` goes with `boy`, and riding bikes with a game; but the note is no note about the son:
  // only what it says besides him would answer, and that is too little here.
  const hits = (await mem.recall("which game is her boy into?", { k: 3, reinforce: false }))
    .map((h) => h.trace.content);
  assert.equal(hits[0], "user's son Jake plays rugby for the under-12s");
  assert.ok(!hits.includes("the kids learned to ride bikes"), hits.join(" | "));
  await mem.close();
});
