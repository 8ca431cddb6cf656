import assert from "node:assert/strict";
import { timeSpanOf } from "../src/when.ts";
import { brain } from "./helpers.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2024, 2, 10, 15, 30); // 10 March 2024, 15:30

Deno.test("time cues: days, months, years and relative days", () => {
  const june3 = { from: Date.UTC(2023, 5, 3), to: Date.UTC(2023, 5, 4) };
  assert.deepEqual(timeSpanOf("What did Maria do on 3 June, 2023?", NOW), june3);
  assert.deepEqual(timeSpanOf("what happened on June 3rd 2023", NOW), june3);
  assert.deepEqual(timeSpanOf("notes from 2023-06-03", NOW), june3);
  assert.deepEqual(timeSpanOf("the 3rd of June 2023", NOW), june3);
  assert.deepEqual(timeSpanOf("What did John attend in March 2023?", NOW), {
    from: Date.UTC(2023, 2, 1),
    to: Date.UTC(2023, 3, 1),
  });
  // A bare month is the latest one up to now: March is this year's, December last year's.
  assert.deepEqual(timeSpanOf("When did we go camping in March?", NOW), {
    from: Date.UTC(2024, 2, 1),
    to: Date.UTC(2024, 3, 1),
  });
  assert.deepEqual(timeSpanOf("gifts bought in December", NOW), {
    from: Date.UTC(2023, 11, 1),
    to: Date.UTC(2024, 0, 1),
  });
  assert.deepEqual(timeSpanOf("trips in 2023", NOW), {
    from: Date.UTC(2023, 0, 1),
    to: Date.UTC(2024, 0, 1),
  });
  const today = Date.UTC(2024, 2, 10);
  assert.deepEqual(timeSpanOf("what did I eat today", NOW), { from: today, to: today + DAY });
  assert.deepEqual(timeSpanOf("yesterday's meeting", NOW), { from: today - DAY, to: today });
  assert.deepEqual(timeSpanOf("three days ago", NOW), {
    from: today - 3 * DAY,
    to: today - 2 * DAY,
  });
  assert.deepEqual(timeSpanOf("last week", NOW), { from: today - 7 * DAY, to: today });
});

Deno.test("time cues: no span where none is named", () => {
  assert.equal(timeSpanOf("May I have the peanut recipe?", NOW), null, "'may' the verb");
  assert.equal(timeSpanOf("room 2023 is on the third floor", NOW), null);
  assert.equal(timeSpanOf("31 February 2023", NOW), null, "no such day");
  assert.equal(timeSpanOf("2023-13-01", NOW), null);
  assert.equal(timeSpanOf("", NOW), null);
});

Deno.test("a query naming a day prefers what was remembered that day", async () => {
  const { mem, clock } = brain({ embedder: null });
  const days: number[] = [];
  const ids: number[] = [];
  for (const place of ["the museum", "the beach", "the market"]) {
    days.push(clock.now());
    ids.push((await mem.remember(`went to ${place} with Sam`)).id);
    clock.jump({ days: 3 });
  }
  const second = new Date(days[1]).toISOString().slice(0, 10);
  const hits = await mem.recall(`where did I go with Sam on ${second}?`, { reinforce: false });
  assert.equal(hits[0].trace.id, ids[1]);
  // Without the date the freshest equally worded memory wins.
  const plain = await mem.recall("where did I go with Sam?", { reinforce: false });
  assert.equal(plain[0].trace.id, ids[2]);
  mem.close();
});
