import assert from "node:assert/strict";
import { timeSpanOf } from "../src/recall/when.ts";
import { brain } from "./helpers.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2024, 2, 10, 15, 30); // 10 March 2024, 15:30

Deno.test("time cues: days, months, years and relative days", () => {
  const today = Date.UTC(2024, 2, 10);
  const june3 = Date.UTC(2023, 5, 3);
  const cases: [string, number, number][] = [
    ["What did Maria do on 3 June, 2023?", june3, june3 + DAY],
    ["what happened on June 3rd 2023", june3, june3 + DAY],
    ["notes from 2023-06-03", june3, june3 + DAY],
    ["the 3rd of June 2023", june3, june3 + DAY],
    ["What did John attend in March 2023?", Date.UTC(2023, 2, 1), Date.UTC(2023, 3, 1)],
    // A bare month is the latest one up to now: March is this year's, December last year's.
    ["When did we go camping in March?", Date.UTC(2024, 2, 1), Date.UTC(2024, 3, 1)],
    ["gifts bought in December", Date.UTC(2023, 11, 1), Date.UTC(2024, 0, 1)],
    ["trips in 2023", Date.UTC(2023, 0, 1), Date.UTC(2024, 0, 1)],
    ["what did I eat today", today, today + DAY],
    ["yesterday's meeting", today - DAY, today],
    ["three days ago", today - 3 * DAY, today - 2 * DAY],
    ["last week", today - 7 * DAY, today],
  ];
  for (const [query, from, to] of cases) {
    assert.deepEqual(timeSpanOf(query, NOW), { from, to }, query);
  }
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

Deno.test("when: relative days, weeks, months and weekdays, read at any instant", () => {
  // Sunday 2026-07-05, 20:00 UTC.
  const now = Date.UTC(2026, 6, 5, 20);
  const day = (m: number, d: number) => ({
    from: Date.UTC(2026, m - 1, d),
    to: Date.UTC(2026, m - 1, d + 1),
  });
  const cases: [string, { from: number; to: number }][] = [
    ["what did we do the day before yesterday", day(7, 3)],
    ["where did I go last Saturday", day(6, 27)], // yesterday was Saturday: the one before
    ["who called last Monday", day(6, 29)],
    ["the talk on Friday", day(7, 3)],
    ["what did I eat Saturday night", day(7, 4)],
    ["what did I read two weeks ago", day(6, 21)],
    ["what was said 10 days ago", day(6, 25)],
    ["what did I do this afternoon", day(7, 5)],
    ["what happened on the 2nd", day(7, 2)],
    ["what happened on the 30th", day(6, 30)],
    ["what did I spend last month", { from: Date.UTC(2026, 5, 1), to: Date.UTC(2026, 6, 1) }],
    ["a month ago", { from: Date.UTC(2026, 5, 1), to: Date.UTC(2026, 6, 1) }],
    ["trips last year", { from: Date.UTC(2025, 0, 1), to: Date.UTC(2026, 0, 1) }],
  ];
  for (const [query, span] of cases) assert.deepEqual(timeSpanOf(query, now), span, query);
  // A weekday or "may" without a cue is not a time.
  assert.equal(timeSpanOf("friday is my favourite day", now), null);
  assert.equal(timeSpanOf("you may go", now), null);
});
