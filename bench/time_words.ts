/**
 * Time words in queries: engram's own `timeSpanOf` (src/recall/when.ts) against chrono-node
 * (npm), on the same phrases at the same instant. A phrase counts as understood when the span
 * a parser gives is exactly the span a person means (UTC days). Prints a table; used to decide
 * whether to take the dependency.
 *
 * ```
 * deno run bench/time_words.ts
 * ```
 * @module
 */
import * as chrono from "npm:chrono-node@2.10.3";
import { type TimeSpan, timeSpanOf } from "../src/recall/when.ts";

const DAY = 86_400_000;
/** Wednesday 2026-03-18, 15:00 UTC. */
const NOW = Date.UTC(2026, 2, 18, 15);
const day = (y: number, m: number, d: number): TimeSpan => ({
  from: Date.UTC(y, m - 1, d),
  to: Date.UTC(y, m - 1, d) + DAY,
});
const days = (y: number, m: number, d: number, n: number): TimeSpan => ({
  from: Date.UTC(y, m - 1, d),
  to: Date.UTC(y, m - 1, d) + n * DAY,
});
const month = (y: number, m: number): TimeSpan => ({
  from: Date.UTC(y, m - 1, 1),
  to: Date.UTC(y, m, 1),
});

/** Phrases as a user asks them, and the span each means at NOW. */
export const PHRASES: [string, TimeSpan][] = [
  ["what did I eat yesterday", day(2026, 3, 17)],
  ["what happened the day before yesterday", day(2026, 3, 16)],
  ["who did I meet last Tuesday", day(2026, 3, 10)],
  ["what did we decide on Monday", day(2026, 3, 16)],
  ["what did I buy two weeks ago", day(2026, 3, 4)],
  ["where was I 3 days ago", day(2026, 3, 15)],
  ["what did I read a week ago", day(2026, 3, 11)],
  ["what did I do last month", month(2026, 2)],
  ["what did I do in March", month(2026, 3)],
  ["what did I do in December", month(2025, 12)],
  ["what did I do on 3 June 2023", day(2023, 6, 3)],
  ["what did I do on June 3rd, 2023", day(2023, 6, 3)],
  ["notes from 2025-11-02", day(2025, 11, 2)],
  ["what did I cook yesterday evening", day(2026, 3, 17)],
  ["what did I do this morning", day(2026, 3, 18)],
  ["what did I do today", day(2026, 3, 18)],
  ["what happened last week", days(2026, 3, 11, 7)],
  ["plans from January 2026", month(2026, 1)],
  ["where was I on the 1st", day(2026, 3, 1)],
  ["what did I do last Friday night", day(2026, 3, 13)],
];

/** chrono's reading as a span: the day when it knows the day, else the month. */
function chronoSpan(text: string): TimeSpan | null {
  const [result] = chrono.parse(text, new Date(NOW), { forwardDate: false });
  if (!result) return null;
  const s = result.start;
  const y = s.get("year")!;
  const m = s.get("month")!;
  if (!s.isCertain("day") && !s.isCertain("weekday") && s.isCertain("month")) return month(y, m);
  if (result.end && result.text.includes("week")) {
    return { from: Date.UTC(y, m - 1, s.get("day")!), to: NOW - (NOW % DAY) };
  }
  return day(y, m, s.get("day")!);
}

function same(a: TimeSpan | null, b: TimeSpan): boolean {
  return a !== null && a.from === b.from && a.to === b.to;
}

if (import.meta.main) {
  let ours = 0;
  let theirs = 0;
  const t0 = performance.now();
  for (let i = 0; i < 100; i++) for (const [p] of PHRASES) timeSpanOf(p, NOW);
  const oursMs = (performance.now() - t0) / (100 * PHRASES.length);
  const t1 = performance.now();
  for (let i = 0; i < 100; i++) for (const [p] of PHRASES) chronoSpan(p);
  const theirsMs = (performance.now() - t1) / (100 * PHRASES.length);
  const iso = (s: TimeSpan | null) =>
    s === null
      ? "-"
      : (s.to - s.from === DAY
        ? new Date(s.from).toISOString().slice(0, 10)
        : `${new Date(s.from).toISOString().slice(0, 10)}..${
          new Date(s.to - 1).toISOString().slice(0, 10)
        }`);
  console.log("| phrase | meant | when.ts | chrono-node |\n| --- | --- | --- | --- |");
  for (const [phrase, meant] of PHRASES) {
    const a = timeSpanOf(phrase, NOW);
    const b = chronoSpan(phrase);
    ours += same(a, meant) ? 1 : 0;
    theirs += same(b, meant) ? 1 : 0;
    console.log(
      `| ${phrase} | ${iso(meant)} | ${iso(a)}${same(a, meant) ? " ✓" : ""} | ${iso(b)}${
        same(b, meant) ? " ✓" : ""
      } |`,
    );
  }
  console.log(
    `\nunderstood: when.ts ${ours}/${PHRASES.length}, chrono-node ${theirs}/${PHRASES.length}; ` +
      `per phrase: when.ts ${(oursMs * 1000).toFixed(1)} µs, chrono-node ${
        (theirsMs * 1000).toFixed(1)
      } µs`,
  );
}
