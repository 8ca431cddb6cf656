/**
 * review(): what is about to fade, most valuable first.
 */
import assert from "node:assert/strict";
import { DAY_MS } from "../src/core/clock.ts";
import { FORGETTING_FLOOR } from "../mod.ts";
import { brain, type DocTrace, exportDoc } from "./helpers.ts";

/** Like `exportDoc`, with a stability of 5 days unless given. */
function importDoc(
  now: number,
  traces: DocTrace[],
  links: { a: number; b: number; w: number }[] = [],
) {
  return exportDoc(now, traces.map((t) => ({ stability: 5, ...t })), links);
}

Deno.test("review lists what fades within the horizon, most valuable first", async () => {
  const { mem, clock } = brain();
  const now = clock.now();
  // With S = 5 days, retention falls below 0.5 after 5·ln 2 ≈ 3.47 days.
  await mem.import(importDoc(now, [
    { content: "plain episode", ageDays: 1 },
    { content: "recalled often", ageDays: 1, recalls: 6 },
    { content: "salient", ageDays: 1, salience: 1 },
    { content: "semantic knowledge", ageDays: 1, kind: "semantic", salience: 0.6 },
    { content: "near a core trace", ageDays: 1 },
    { content: "user is Minh", ageDays: 100, kind: "core" },
    { content: "durable fact", ageDays: 1, stability: 400 },
    { content: "already faded past the floor", ageDays: 30 },
    { content: "stale state", ageDays: 1, supersededBy: 2 },
  ], [{ a: 5, b: 6, w: 0.8 }]));
  const items = await mem.review();
  assert.deepEqual(items.map((i) => i.trace.content), [
    "recalled often", // (1 + ln 7) · 1.0 ≈ 2.95
    "near a core trace", // 1 · 1.0 · 1.8 = 1.8
    "semantic knowledge", // 1 · 1.1 · 1.5 = 1.65
    "salient", // 1 · 1.5 = 1.5
    "plain episode", // 1
  ]);
  const plain = items.at(-1)!;
  assert.equal(plain.value, 1);
  assert.equal(plain.fadesAt, Math.round(now - DAY_MS + 5 * Math.log(2) * DAY_MS));
  assert.ok(plain.retention > 0.5 && plain.retentionAtHorizon < 0.5);
  assert.ok(plain.retentionAtHorizon > FORGETTING_FLOOR);
  mem.close();
});

Deno.test("review: horizon, k and threshold choose what is listed", async () => {
  const { mem, clock } = brain();
  await mem.import(importDoc(clock.now(), [
    { content: "fades in about two days", ageDays: 1.5 },
    { content: "fades in about a week", ageDays: 0, stability: 10 },
    { content: "fades in about a month", ageDays: 0, stability: 45 },
  ]));
  const ids = async (o: { k?: number; horizon?: number; threshold?: number }) =>
    (await mem.review(o)).map((i) => i.trace.id).sort();
  assert.deepEqual(await ids({ horizon: 3 }), [1]);
  assert.deepEqual(await ids({}), [1, 2], "a week by default: 10·ln 2 ≈ 6.9 days is inside");
  assert.deepEqual(await ids({ horizon: 40 }), [1, 2, 3]);
  assert.deepEqual(await ids({ horizon: 40, k: 1 }), [1], "equal value: the soonest first");
  assert.deepEqual(await ids({ threshold: 0.2 }), [1]);
  mem.close();
});

Deno.test("review: rehearsing a listed memory takes it off the list", async () => {
  const { mem, clock } = brain();
  await mem.import(importDoc(clock.now(), [
    { content: "the garage door code is 4711", ageDays: 0, stability: 10 },
    { content: "the gym locker is number 38", ageDays: 0, stability: 10 },
  ]));
  clock.jump({ days: 5 });
  assert.deepEqual((await mem.review()).map((i) => i.trace.id), [1, 2]);
  const [hit] = await mem.recall("garage door code");
  assert.equal(hit.trace.id, 1);
  assert.deepEqual((await mem.review()).map((i) => i.trace.id), [2]);
  mem.close();
});

Deno.test("review: bad options are refused", async () => {
  const { mem } = brain();
  await assert.rejects(mem.review({ horizon: 0 }), RangeError);
  await assert.rejects(mem.review({ horizon: 4000 }), RangeError);
  // deno-lint-ignore no-explicit-any
  await assert.rejects(mem.review({ horizon: "7" as any }), TypeError);
  await assert.rejects(mem.review({ k: 0 }), RangeError);
  await assert.rejects(mem.review({ threshold: FORGETTING_FLOOR }), RangeError);
  await assert.rejects(mem.review({ threshold: 1 }), RangeError);
  mem.close();
});
