/**
 * The forgetting chart: two memories, one used on a spaced schedule and one never touched,
 * their retention drawn as bars day by day. Every value is read back from a real brain on a
 * virtual clock: nothing here computes retention by itself.
 *
 * Run: `deno task demo`
 * @module
 */
import { Clock, FORGETTING_FLOOR, Memory } from "../mod.ts";

/** One row of the chart. */
export interface ForgettingRow {
  /** Days since both memories were written. */
  day: number;
  /** Retention of the used memory that day, in [0, 1]. */
  used: number;
  /** Retention of the unused memory that day, in [0, 1]. */
  unused: number;
  /** Stability of the used memory that day, in days. */
  usedStability: number;
}

/** Options for {@linkcode forgettingCurve}. Every field has a default. */
export interface ForgettingOptions {
  /** Days on which the chart samples retention. Default `[0, 10, 35, 60, 90, 180, 365]`. */
  days?: number[];
  /**
   * Days on which the used memory is recalled, with a question phrased like a user would.
   * Default gaps of 2, 5, 10 and 20 days: `[2, 7, 17, 37]`.
   */
  recallDays?: number[];
}

/** The used memory, and the questions that recall it (other words, other word forms). */
const USED = "user is allergic to peanuts";
const QUESTIONS = [
  "what is the user allergic to?",
  "any peanut allergy I should know about?",
  "can I cook with peanuts for the user?",
  "allergies?",
];
const UNUSED = "had pho for breakfast";

/**
 * Live through a year with two memories and sample their retention.
 * @throws {Error} if a scheduled recall does not find the used memory
 */
export async function forgettingCurve(options: ForgettingOptions = {}): Promise<ForgettingRow[]> {
  const days = [...(options.days ?? [0, 10, 35, 60, 90, 180, 365])].sort((a, b) => a - b);
  const recallDays = [...(options.recallDays ?? [2, 7, 17, 37])].sort((a, b) => a - b);
  const clock = new Clock({ virtual: true });
  using mem = Memory.inMemory({ clock });
  const used = await mem.remember(USED, { salience: 0.8 });
  const unused = await mem.remember(UNUSED, { salience: 0.4 });
  const events = [
    ...recallDays.map((day, i) => ({ day, recall: i })),
    ...days.map((day) => ({ day, recall: -1 })),
  ].sort((a, b) => a.day - b.day || b.recall - a.recall); // a recall lands before that day's sample
  const rows: ForgettingRow[] = [];
  let today = 0;
  for (const event of events) {
    clock.jump({ days: event.day - today });
    today = event.day;
    if (event.recall >= 0) {
      const hits = await mem.recall(QUESTIONS[event.recall % QUESTIONS.length], { k: 1 });
      if (hits[0]?.trace.id !== used.id) {
        throw new Error(`Cannot draw the chart: day ${event.day}'s recall missed the memory`);
      }
      continue;
    }
    const u = (await mem.get(used.id))!;
    const n = (await mem.get(unused.id))!;
    rows.push({
      day: event.day,
      used: u.retention(clock.now()),
      unused: n.retention(clock.now()),
      usedStability: u.stability,
    });
  }
  return rows;
}

const WIDTH = 28;

function bar(r: number): string {
  const n = Math.round(r * WIDTH);
  const pct = `${Math.round(r * 100)}%`.padStart(4);
  return `${"#".repeat(n).padEnd(WIDTH)} ${pct}`;
}

/** The chart as text: one row per sampled day, bars of retention for both memories. */
export function drawChart(rows: readonly ForgettingRow[]): string {
  const lines = [`day   ${"used-memory R".padEnd(WIDTH + 9)}unused-memory R`];
  let floored = false;
  for (const row of rows) {
    const below = row.unused < FORGETTING_FLOOR;
    const faded = below && !floored ? "  < floor: dissolved at the next dream" : "";
    floored ||= below;
    lines.push(`${String(row.day).padStart(3)}   ${bar(row.used)}    ${bar(row.unused)}${faded}`);
  }
  return lines.join("\n");
}

if (import.meta.main) {
  const rows = await forgettingCurve();
  console.log(`used:   "${USED}" (salience 0.8), recalled on days 2, 7, 17, 37`);
  console.log(`unused: "${UNUSED}" (salience 0.4), never recalled\n`);
  console.log(drawChart(rows));
  const last = rows[rows.length - 1];
  console.log(
    `\nafter ${last.day} days the used memory's stability is ${
      Math.round(last.usedStability)
    } days`,
  );
}
