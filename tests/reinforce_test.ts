import assert from "node:assert/strict";
import { reinforceWithEvidence } from "../src/core/model.ts";
import { recallEvidence } from "../src/recall/reinforce.ts";
import { DEFAULT_RANKING } from "../src/recall/rank.ts";
import { type Hit, InputError, NotFoundError, Trace } from "../mod.ts";
import { brain, exportDoc } from "./helpers.ts";

/** A hit with these axes and score (the trace is a placeholder). */
function hit(score: number, axes: Partial<Hit> = {}): Hit {
  const trace = new Trace({
    id: Math.round(score * 1e6),
    content: "x",
    kind: "episodic",
    salience: 0.5,
    stability: 3,
    createdAt: 0,
    lastReinforcedAt: 0,
    recalls: 0,
    tags: [],
    meta: {},
    sources: [],
    supersededBy: null,
  });
  return {
    trace,
    score,
    lexical: 1,
    trigram: 0,
    vector: 0,
    bridge: 0,
    association: 0,
    learned: 0,
    spread: 0,
    retention: 1,
    timeCue: false,
    ...axes,
  };
}

/** A hit the cue matches with relevance `r` (on the lexical axis alone), scored `score`. */
function matched(r: number, score = r, axes: Partial<Hit> = {}): Hit {
  return hit(score, { lexical: r / DEFAULT_RANKING.lexicalWeight, ...axes });
}

Deno.test("recall evidence: how clearly the cue picked the winners over the hits after them", () => {
  const ev = (relevance: number[], k = relevance.length) =>
    recallEvidence(relevance.map((r) => matched(r)), k, 0.5, DEFAULT_RANKING);
  // A sole match won outright.
  assert.deepEqual(ev([0.8]), [1]);
  // One clear winner: its margin over the next; the rest get nothing.
  assert.deepEqual(ev([1, 0.5, 0.45]).map((x) => +x.toFixed(3)), [0.5, 0, 0]);
  // Two that won together share the margin of the pair over the third (one recall is at most
  // one use), by their relevance.
  assert.deepEqual(ev([1, 0.95, 0.6], 2).map((x) => +x.toFixed(3)), [0.189, 0.179]);
  // When nothing follows, the hits above the cutoff are all the cue matched: they won, and
  // share one use.
  assert.deepEqual(ev([1, 0.95, 0.6]).map((x) => +x.toFixed(3)), [0.392, 0.373, 0.235]);
  // All about equal: nothing clearly won, (almost) nothing is reinforced.
  assert.ok(ev([1, 0.99, 0.98, 0.97, 0.96, 0.95, 0.94], 6).every((x) => x <= 0.0105));
  // The k+1-th hit is only there to measure the k-th's margin: it never gets evidence.
  assert.equal(ev([1, 0.2], 1).length, 1);
  assert.equal(ev([1, 0.2], 1)[0], 0.8);
  // A hit that owes part of its match to links gets evidence only for its own share.
  const [own, linked] = recallEvidence(
    [matched(0.4), matched(0.2, 0.2, { spread: 1 })],
    2,
    0.5,
    DEFAULT_RANKING,
  );
  // Relevance 0.4 and 0.35 share the use; of the second's share only 0.2 of 0.35 is its own.
  assert.ok(Math.abs(own - 0.4 / 0.75) < 1e-12, `got ${own}`);
  assert.ok(Math.abs(linked - 0.35 / 0.75 * (0.2 / 0.35)) < 1e-12, `got ${linked}`);
});

Deno.test("recall evidence is read from the cue's match, not from retention", () => {
  const ev = (hits: Hit[]) => recallEvidence(hits, 1, 0.5, DEFAULT_RANKING);
  // Equal matches, the first far ahead only because it is fresher: the cue did not pick it.
  assert.deepEqual(ev([matched(0.4, 0.4), matched(0.4, 0.1)]), [0]);
  // A faded trace the cue clearly picked won, however low retention put its score.
  assert.deepEqual(ev([matched(0.4, 0.1), matched(0.2, 0.09)]), [0.5]);
  // Margins are over every hit left out: a better match ranked lower by retention counts.
  assert.deepEqual(ev([matched(0.3, 0.3), matched(0.1, 0.2), matched(0.4, 0.1)]), [0]);
});

Deno.test("weak evidence revives partially, and never adds up to more than one use", () => {
  const s = 3;
  const r = Math.exp(-2 / s);
  const full = reinforceWithEvidence(s, r, 1);
  assert.equal(full.retention, 1);
  const half = reinforceWithEvidence(s, r, 0.5);
  assert.ok(half.stability > s && half.stability < full.stability);
  // Retention revived to R^(1−e) (half the elapsed time left at the old stability); the growth
  // of stability shapes the fade from now on and never undoes the time since the last
  // reinforcement (here it outpaced the evidence: the two days at the new stability).
  const revived = Math.max(Math.exp(-1 / s), Math.exp(-2 / half.stability));
  assert.ok(Math.abs(half.retention - revived) < 1e-12, `R = ${half.retention}`);
  assert.ok(half.retention < Math.exp(-1 / half.stability), "no more than the evidence revived");
  // A faded trace (past the intact threshold it earns no growth): exactly R^(1−e).
  const faded = Math.exp(-9 / s);
  const weak = reinforceWithEvidence(s, faded, 0.5);
  assert.ok(Math.abs(weak.retention - Math.pow(faded, 0.5)) < 1e-12, `R = ${weak.retention}`);
  // A long-faded trace that merely won a recall stays faded; a use revives it.
  const dead = reinforceWithEvidence(s, 1e-6, 0.5);
  assert.ok(dead.retention < 0.002, `R = ${dead.retention}`);
  assert.ok(dead.stability < reinforceWithEvidence(s, 1e-6, 1).stability * 1.01);
  assert.equal(reinforceWithEvidence(s, 1e-6, 1).retention, 1);
  // Twenty weak recalls a minute apart: each earns credit only for what is not yet revived.
  let stability = s;
  let retention = r;
  for (let i = 0; i < 20; i++) {
    ({ stability, retention } = reinforceWithEvidence(stability, retention, 0.3));
  }
  assert.ok(stability < full.stability, `${stability} vs one use ${full.stability}`);
});

Deno.test("an ambiguous recall barely reinforces; a clear one does", async () => {
  const { mem, clock } = brain();
  const notes = await mem.rememberMany(
    ["red", "blue", "green", "amber"].map((c) => `meeting notes in the ${c} folder`),
  );
  const clear = await mem.remember("the boiler service is booked for Friday");
  clock.jump({ days: 2 });
  await mem.recall("meeting notes folder", { k: 3 });
  await mem.recall("boiler service");
  const after = await Promise.all([...notes, clear].map(async (t) => (await mem.get(t.id))!));
  const gain = (i: number, t: Trace) => after[i].stability / t.stability;
  for (const [i, t] of notes.entries()) {
    assert.ok(gain(i, t) < 1.1, `an equal match of many is not proof of use: ×${gain(i, t)}`);
    assert.ok(after[i].retention(clock.now()) < 0.6, "and is not revived");
  }
  assert.ok(gain(4, clear) > 5, `the sole match won clearly: ×${gain(4, clear)}`);
  assert.equal(after[4].lastReinforcedAt, clock.now());
  // Nothing was used together. (The notes were formed in one sitting, so temporal contiguity
  // may part their near-equal matches by a hair: a pair that wins by that is wired by as much.)
  for (const t of notes) {
    for (const l of (await mem.show(t.id))!.links) assert.ok(l.weight < 1e-3, `${l.weight}`);
  }
  mem.close();
});

Deno.test("a recall is at most one use: winners that match together share its evidence", async () => {
  const { mem, clock } = brain();
  const [red, blue] = await mem.rememberMany(["the spare key is red", "the spare key is blue"]);
  const [sole] = await mem.rememberMany(["the boiler service is booked for Friday"]);
  clock.jump({ days: 2 });
  const before = red.retention(clock.now());
  // The only two matches of the cue: the agent needed one of them, not necessarily both.
  await mem.recall("spare key");
  await mem.recall("boiler service");
  const [r, b, s] = await Promise.all([red, blue, sole].map(async (t) => (await mem.get(t.id))!));
  assert.equal(s.retention(clock.now()), 1, "a sole match won outright: one whole use");
  for (const t of [r, b]) {
    const after = t.retention(clock.now());
    // Half a use each: retention revives part of the way (about R^(1 − 1/2), or what the
    // grown stability gives since the last reinforcement), not back to 1.
    assert.ok(after > before && after < 0.8, `${before} → ${after}`);
  }
  mem.close();
});

Deno.test("used: the strongest evidence — full ratchet, retention back to 1, wired together", async () => {
  const { mem, clock } = brain();
  const notes = await mem.rememberMany(
    ["red", "blue", "green", "amber"].map((c) => `meeting notes in the ${c} folder`),
  );
  clock.jump({ days: 2 });
  const hits = await mem.recall("meeting notes folder", { k: 4, reinforce: false });
  assert.equal(hits.length, 4);
  const [a, b] = [notes[1].id, notes[3].id];
  const used = await mem.used([a, b, a]);
  assert.deepEqual(used.map((t) => t.id), [a, b]);
  for (const t of used) {
    assert.equal(t.lastReinforcedAt, clock.now());
    assert.equal(t.recalls, 1);
    assert.ok(t.stability > 5 * notes[1].stability);
    assert.deepEqual(await mem.get(t.id), t);
  }
  const shown = (await mem.show(a))!;
  assert.deepEqual(shown.links.map((l) => l.trace.id), [b]);
  assert.ok(Math.abs(shown.links[0].weight - 0.2) < 1e-12);
  assert.deepEqual(shown.history.map((h) => h.event), ["reinforced"]);
  // The ones not used are untouched.
  assert.equal((await mem.get(notes[0].id))!.recalls, 0);
  assert.equal((await mem.stats()).lifetime.reinforced, 2);
  mem.close();
});

Deno.test("used: bad or unknown ids are refused and nothing is written", async () => {
  const { mem } = brain();
  const t = await mem.remember("the spare key is under the blue flowerpot");
  await assert.rejects(() => mem.used([]), InputError);
  await assert.rejects(() => mem.used([t.id, 0]), InputError);
  await assert.rejects(() => mem.used("1" as unknown as number[]), InputError);
  await assert.rejects(() => mem.used([t.id, 999]), NotFoundError);
  assert.equal((await mem.get(t.id))!.recalls, 0);
  assert.equal((await mem.stats()).lifetime.reinforced, 0);
  mem.close();
});

Deno.test("a link that carried activation into a hit the agent did not use decays", async () => {
  const { mem, clock } = brain();
  const now = clock.now();
  await mem.import(exportDoc(now, [
    { content: "Anna is the user's sister", ageDays: 1 },
    { content: "Anna loves carrot cake", ageDays: 1 },
  ], [{ a: 1, b: 2, w: 0.5 }]));
  const hits = await mem.recall("user's sister", { reinforce: false, k: 5 });
  assert.deepEqual(hits.map((h) => h.trace.id), [1, 2]);
  assert.ok(hits[1].spread > 0 && hits[1].lexical === 0, "the cake came along the link");
  await mem.used([1]);
  const [link] = (await mem.show(1))!.links;
  assert.ok(Math.abs(link.weight - 0.5 * (1 - 0.2)) < 1e-12, `w = ${link.weight}`);
  mem.close();
});

Deno.test("context: reinforce 'used' reinforces exactly the memories placed in the block", async () => {
  const { mem, clock } = brain();
  const fact = await mem.remember("user is allergic to peanuts", { salience: 0.8 });
  const other = await mem.remember("user grows peanuts on the balcony", { salience: 0.4 });
  clock.jump({ days: 3 });
  const block = await mem.context("peanuts allergy", { reinforce: "used", k: 1 });
  assert.match(block, /allergic to peanuts/);
  assert.equal((await mem.get(fact.id))!.lastReinforcedAt, clock.now());
  assert.equal((await mem.get(other.id))!.recalls, 0);
  // The default still peeks.
  await mem.context("peanuts allergy");
  assert.equal((await mem.get(fact.id))!.recalls, 1);
  await assert.rejects(
    () => mem.context("x", { reinforce: "yes" as unknown as boolean }),
    InputError,
  );
  mem.close();
});

Deno.test("winners of a recall are wired by the evidence that both were used", async () => {
  const { mem, clock } = brain();
  const [red, blue] = await mem.rememberMany([
    "meeting notes in the red folder",
    "meeting notes in the blue folder",
    "notes from the garden meeting",
  ]);
  clock.jump({ days: 2 });
  // The same ranking the reinforcing recall sees (k + 1 hits, nothing written in between).
  const peek = await mem.recall("meeting notes folder", { k: 3, reinforce: false });
  const [ea, eb] = recallEvidence(peek, 2, 0.5, DEFAULT_RANKING);
  assert.ok(ea > 0 && ea < 1 && eb > 0 && eb < 1, `two partial winners: ${ea}, ${eb}`);
  await mem.recall("meeting notes folder", { k: 2 });
  const [link] = (await mem.show(red.id))!.links;
  assert.equal(link.trace.id, blue.id);
  assert.ok(Math.abs(link.weight - 0.2 * ea * eb) < 1e-12, `w = ${link.weight}`);
  mem.close();
});
