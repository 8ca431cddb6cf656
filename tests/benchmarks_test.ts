import assert from "node:assert/strict";
import { drawChart, forgettingCurve } from "../examples/forgetting.ts";
import { parseLifetimeArgs, simulate, typo } from "../bench/lifetime.ts";
import {
  baselineDocument,
  Bm25,
  emptyTally,
  evaluate,
  lostEvidence,
  normaliseEvidence,
  overall,
  parseDataset,
  parseSessionDate,
  pickConversations,
  rates,
  tallyQuestion,
} from "../bench/locomo.ts";
import { FORGETTING_FLOOR } from "../mod.ts";

Deno.test("forgetting chart: the used memory stays, the unused one falls below the floor", async () => {
  const rows = await forgettingCurve();
  assert.deepEqual(rows.map((r) => r.day), [0, 10, 35, 60, 90, 180, 365]);
  assert.equal(rows[0].used, 1);
  assert.equal(rows[0].unused, 1);
  const at = (day: number) => rows.find((r) => r.day === day)!;
  // Salience 0.4 → S = 2.6 days: about 2% after 10 days, past the floor by day 35.
  assert.ok(Math.abs(at(10).unused - Math.exp(-10 / 2.6)) < 1e-9);
  assert.ok(at(35).unused < FORGETTING_FLOOR);
  for (const r of rows.slice(1)) assert.ok(r.used > r.unused, `day ${r.day}`);
  // Four spaced recalls made it durable: still most of it a year later.
  assert.ok(at(365).used > 0.5, `R(365) = ${at(365).used}`);
  assert.ok(at(365).usedStability > 365);
  const chart = drawChart(rows).split("\n");
  assert.equal(chart.length, rows.length + 1);
  assert.match(chart[1], /^ {2}0 +#{28} 100% +#{28} 100%$/);
});

Deno.test("forgetting chart: without its recalls the used memory fades like any other", async () => {
  const rows = await forgettingCurve({ days: [0, 20], recallDays: [] });
  // Both untouched: salience 0.8 (S = 4.2) still fades slower than salience 0.4 (S = 2.6).
  assert.ok(Math.abs(rows[1].used - Math.exp(-20 / 4.2)) < 1e-9);
  assert.ok(rows[1].used > rows[1].unused);
});

Deno.test("lifetime: a short seeded life dreams, compresses noise and keeps every profile fact", async () => {
  const a = await simulate({ seed: 0, days: 30 });
  assert.equal(a.dreams, 30);
  assert.equal(a.facts, 9, "the city fact is learned on day 40");
  assert.equal(a.exam.length, a.facts);
  assert.ok(a.written > 80 && a.recalls > 50, `${a.written} written, ${a.recalls} recalls`);
  assert.ok(a.merged > 0 && a.dissolved > 0, "the nights merged and dissolved");
  // Every trace written is still there unless a night merged, distilled or dissolved it.
  assert.equal(a.traces, a.written - a.merged - a.distilled + a.gists - a.dissolved);
  assert.ok(a.traces < 0.6 * a.written, `${a.traces} of ${a.written} traces left`);
  assert.equal(a.alive, a.facts);
  assert.equal(a.examHits, a.facts);
  assert.ok(a.mostUsed.stability > 10 * a.mostUsed.birthStability, "use made it durable");
  assert.ok(a.contextTokens > 0 && a.contextTokens < a.transcriptTokens / 5);
  // Deterministic: the same seed lives the same life.
  assert.deepEqual(await simulate({ seed: 0, days: 30 }), a);
  // Without dreams nothing is merged or dissolved.
  const awake = await simulate({ seed: 0, days: 30, dream: false });
  assert.equal(awake.traces, awake.written);
  assert.equal(awake.dreams, 0);
});

Deno.test("lifetime: flags and typos", () => {
  assert.deepEqual(parseLifetimeArgs(["--seed", "3", "--days", "60", "--json"]), {
    seed: 3,
    days: 60,
    json: true,
    dream: true,
  });
  assert.throws(() => parseLifetimeArgs(["--seed=-1"]), RangeError);
  assert.throws(() => parseLifetimeArgs(["--days", "0"]), RangeError);
  assert.throws(() => parseLifetimeArgs(["--seed", "x"]), RangeError);
  assert.deepEqual(parseLifetimeArgs(["--seeds", "0-9"]).seeds, [0, 9]);
  assert.throws(() => parseLifetimeArgs(["--seeds", "9-0"]), RangeError);
  let x = 0;
  const r = () => (x = (x + 0.37) % 1);
  const t = typo(r, "how do I take my coffee");
  assert.notEqual(t, "how do I take my coffee");
  assert.equal(t.split(" ").length, 6, "one word changed");
});

Deno.test("locomo: session dates and malformed evidence ids", () => {
  assert.equal(parseSessionDate("1:56 pm on 8 May, 2023"), Date.UTC(2023, 4, 8, 13, 56));
  assert.equal(parseSessionDate("12:09 am on 13 September, 2023"), Date.UTC(2023, 8, 13, 0, 9));
  assert.throws(() => parseSessionDate("yesterday"), RangeError);
  assert.deepEqual(normaliseEvidence("D8:6; D9:17"), { ids: ["D8:6", "D9:17"], malformed: 0 });
  assert.deepEqual(normaliseEvidence("D:11:26"), { ids: ["D11:26"], malformed: 0 });
  assert.deepEqual(normaliseEvidence("D30:05"), { ids: ["D30:5"], malformed: 0 });
  assert.deepEqual(normaliseEvidence("D"), { ids: [], malformed: 1 });
});

Deno.test("locomo: --conversations picks halves and lists, and refuses what is not there", () => {
  const ten = [...Array(10).keys()];
  assert.deepEqual(pickConversations(ten, "0-4"), [0, 1, 2, 3, 4]);
  assert.deepEqual(pickConversations(ten, "5-9"), [5, 6, 7, 8, 9]);
  assert.deepEqual(pickConversations(ten, "7, 3,3"), [3, 7]);
  assert.throws(
    () => pickConversations(ten, "8-10"),
    /Invalid conversation 10: the data set has 10/,
  );
  assert.throws(() => pickConversations(ten, "first"), RangeError);
});

Deno.test("locomo: plain BM25 scores match the formula", () => {
  const bm = new Bm25(["a b", "a c c"]);
  // N = 2, avgdl = 2.5; "c": df 1, tf 2 in a document of length 3.
  const idf = Math.log(1 + (2 - 1 + 0.5) / (1 + 0.5));
  const expected = idf * (2 * 2.2) / (2 + 1.2 * (0.25 + 0.75 * 3 / 2.5));
  const s = bm.scores("C? c!");
  assert.equal(s[0], 0);
  assert.ok(Math.abs(s[1] - expected) < 1e-12);
  assert.deepEqual(bm.top("c", 5), [1]);
  assert.deepEqual(bm.top("a", 5), [0, 1], "ties and shorter documents first");
  assert.deepEqual(bm.top("zebra", 5), []);
});

Deno.test("locomo: any@k, all@k and frac@k", () => {
  const t = emptyTally();
  tallyQuestion(t, ["D1:1", "D1:2"], ["D1:1", "x", "x", "x", "x", "D1:2"]);
  tallyQuestion(t, ["D2:1"], ["x", "D2:1"]);
  tallyQuestion(t, ["D3:1"], []);
  const r = rates(t);
  assert.equal(r.n, 3);
  assert.equal(r["any@5"], 2 / 3);
  assert.equal(r["all@5"], 1 / 3);
  assert.equal(r["frac@5"], (0.5 + 1 + 0) / 3);
  assert.equal(r["all@10"], 2 / 3);
  assert.equal(r["frac@10"], 2 / 3);
});

/** A tiny hand-made conversation in LoCoMo's shape: two sessions a month apart. */
function tinyLocomo(): unknown {
  const s1 = [
    "I adopted a greyhound called Pixel last weekend!",
    "Congrats! How is Pixel settling in?",
    "Great, she loves the sofa. Also I started pottery classes on Tuesdays.",
    "Pottery sounds relaxing.",
  ];
  const s2 = [
    "My sister Ines is visiting from Lisbon next week.",
    "Fun! Are you taking her to the coast?",
    "Yes, and to my pottery studio to glaze a bowl.",
    "Say hi to Ines!",
  ];
  const turns = (n: number, texts: string[]) =>
    texts.map((text, i) => ({
      speaker: i % 2 ? "Bo" : "Ana",
      dia_id: `D${n}:${i + 1}`,
      text,
    }));
  return [{
    sample_id: "tiny",
    conversation: {
      speaker_a: "Ana",
      speaker_b: "Bo",
      session_1_date_time: "10:00 am on 2 March, 2023",
      session_1: turns(1, s1),
      session_2_date_time: "4:30 pm on 3 April, 2023",
      session_2: turns(2, s2),
    },
    qa: [
      { question: "What is the name of Ana's greyhound?", evidence: ["D1:1"], category: 4 },
      { question: "Where is Ines visiting from?", evidence: ["D2:1"], category: 4 },
      { question: "What does Ana do at pottery?", evidence: ["D1:3; D2:3"], category: 1 },
      { question: "Unanswerable?", evidence: ["D"], category: 5 },
      { question: "Ghost turn?", evidence: ["D9:9"], category: 2 },
    ],
  }];
}

Deno.test("locomo: parsing, baseline and engram on a tiny conversation", async () => {
  const data = parseDataset(tinyLocomo());
  const [conv] = data.conversations;
  assert.equal(conv.turns.length, 8);
  assert.equal(conv.turns[4].at, Date.UTC(2023, 3, 3, 16, 30));
  assert.equal(
    baselineDocument(conv.turns[0]),
    `10:00 am on 2 March, 2023 Ana: ${"I adopted a greyhound called Pixel last weekend!"}`,
  );
  assert.deepEqual(data.evidence, {
    entries: 5,
    normalised: 1,
    malformed: 1,
    unknown: 1,
    questionsSkipped: 2,
  });
  assert.deepEqual(conv.questions.map((q) => q.evidence), [["D1:1"], ["D2:1"], ["D1:3", "D2:3"]]);

  const statics = await evaluate(data.conversations, "static");
  const replay = await evaluate(data.conversations, "replay");
  for (const { result } of [statics, replay]) {
    const e = rates(overall(result.engram));
    const b = rates(overall(result.baseline));
    assert.equal(e.n, 3);
    assert.equal(e["all@5"], 1, `${result.mode}: engram finds every evidence turn`);
    assert.equal(b["all@5"], 1, "so does plain BM25 on this easy conversation");
  }
  assert.equal(lostEvidence(data.conversations, statics.rankings, replay.rankings), 0);
});
