/**
 * Time cues in queries: "what did I do on 3 June 2023?", "in March", "yesterday". A memory
 * formed inside the named span is a better answer than an equally worded one from another
 * time. Pure functions, no I/O; days are UTC days.
 * @module
 */
import { DAY_MS } from "../core/clock.ts";

/** A span of time named by a query, `[from, to)` in epoch milliseconds. */
export interface TimeSpan {
  /** First instant of the span. */
  from: number;
  /** First instant after the span. */
  to: number;
}

const MONTH = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|" +
  "aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const DAY = "(\\d{1,2})(?:st|nd|rd|th)?";
const YEAR = "(\\d{4})";
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const DAY_MONTH_YEAR = new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH},?\\s+${YEAR}\\b`);
const MONTH_DAY_YEAR = new RegExp(`\\b${MONTH}\\s+${DAY},?\\s+${YEAR}\\b`);
const ISO_DAY = /\b(\d{4})-(\d{2})-(\d{2})\b/;
const MONTH_YEAR = new RegExp(`\\b${MONTH},?\\s+${YEAR}\\b`);
// A bare month needs a preposition: "may" alone is usually the verb.
const BARE_MONTH = new RegExp(`\\b(?:in|during|last|this|since)\\s+${MONTH}\\b`);
const BARE_YEAR = /\b(?:in|during)\s+(\d{4})\b/;
const COUNT = "(\\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)";
const UNITS_AGO = new RegExp(`\\b${COUNT}\\s+(day|week|month|year)s?\\s+ago\\b`);
const SMALL: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const WEEKDAY = "(sunday|monday|tuesday|wednesday|thursday|friday|saturday)";
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
/** "last Tuesday", "on Monday", "Friday night": a weekday needs a cue, as a bare month does. */
const LAST_WEEKDAY = new RegExp(`\\blast\\s+${WEEKDAY}\\b`);
const ON_WEEKDAY = new RegExp(
  `\\b(?:on|since|this past)\\s+${WEEKDAY}\\b|\\b${WEEKDAY}\\s+(?:morning|afternoon|evening|night)\\b`,
);
const DAY_OF_MONTH = /\bon\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b/;
const PART_OF_TODAY = /\b(?:this\s+(?:morning|afternoon|evening)|tonight|earlier today)\b/;

function monthIndex(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3));
}

function day(y: number, m: number, d: number): TimeSpan | null {
  const from = Date.UTC(y, m, d);
  // Date.UTC rolls 31 February over into March: refuse days that do not exist.
  if (m < 0 || d < 1 || new Date(from).getUTCMonth() !== m) return null;
  return { from, to: from + DAY_MS };
}

function monthSpan(y: number, m: number): TimeSpan {
  return { from: Date.UTC(y, m, 1), to: Date.UTC(y, m + 1, 1) };
}

function yearSpan(y: number): TimeSpan {
  return { from: Date.UTC(y, 0, 1), to: Date.UTC(y + 1, 0, 1) };
}

/** How many days back the latest `weekday` is, at least `min` days ago. */
function weekdaysBack(now: number, weekday: string, min: number): number {
  const back = (new Date(now).getUTCDay() - WEEKDAYS.indexOf(weekday) + 7) % 7;
  return back < min ? back + 7 : back;
}

function startOfDay(at: number): number {
  return Math.floor(at / DAY_MS) * DAY_MS;
}

/**
 * The span of time a query names, or `null`. Understands absolute days (`3 June 2023`,
 * `June 3rd, 2023`, `2023-06-03`, `on the 1st`), months (`June 2023`; `in June` is the latest
 * June up to `now`), years (`in 2023`) and relative days (`today`, `this morning`,
 * `yesterday`, `the day before yesterday`, `3 days ago`, `two weeks ago`, `last Tuesday` — the
 * Tuesday of last week when yesterday was one —, `on Monday`, `Friday night`, `last week` —
 * the seven days before today —, `last month`, `a year ago`).
 */
export function timeSpanOf(query: string, now: number): TimeSpan | null {
  const t = query.toLowerCase();
  let m = DAY_MONTH_YEAR.exec(t);
  if (m) return day(Number(m[3]), monthIndex(m[2]), Number(m[1]));
  m = MONTH_DAY_YEAR.exec(t);
  if (m) return day(Number(m[3]), monthIndex(m[1]), Number(m[2]));
  m = ISO_DAY.exec(t);
  if (m) return day(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  m = MONTH_YEAR.exec(t);
  if (m) {
    const [y, mo] = [Number(m[2]), monthIndex(m[1])];
    return { from: Date.UTC(y, mo, 1), to: Date.UTC(y, mo + 1, 1) };
  }
  const today = startOfDay(now);
  const daysBack = (n: number): TimeSpan => ({
    from: today - n * DAY_MS,
    to: today - (n - 1) * DAY_MS,
  });
  if (/\b(?:the\s+)?day\s+before\s+yesterday\b/.test(t)) return daysBack(2);
  if (/\btoday\b/.test(t) || PART_OF_TODAY.test(t)) return { from: today, to: today + DAY_MS };
  if (/\byesterday\b/.test(t)) return daysBack(1);
  m = UNITS_AGO.exec(t);
  if (m) {
    const n = SMALL[m[1]] ?? Number(m[1]);
    if (m[2] === "day") return daysBack(n);
    if (m[2] === "week") return daysBack(7 * n);
    const d = new Date(today);
    if (m[2] === "month") return monthSpan(d.getUTCFullYear(), d.getUTCMonth() - n);
    return yearSpan(d.getUTCFullYear() - n);
  }
  m = LAST_WEEKDAY.exec(t);
  // "last Tuesday" on a Wednesday is the Tuesday of last week: yesterday would be "yesterday".
  if (m) return daysBack(weekdaysBack(now, m[1], 2));
  m = ON_WEEKDAY.exec(t);
  if (m) return daysBack(weekdaysBack(now, m[1] ?? m[2], 1));
  if (/\blast week\b/.test(t)) return { from: today - 7 * DAY_MS, to: today };
  const { y: year, mo: thisMonth } = {
    y: new Date(now).getUTCFullYear(),
    mo: new Date(now).getUTCMonth(),
  };
  if (/\blast month\b/.test(t)) return monthSpan(year, thisMonth - 1);
  if (/\bthis month\b/.test(t)) return monthSpan(year, thisMonth);
  if (/\blast year\b/.test(t)) return yearSpan(year - 1);
  if (/\bthis year\b/.test(t)) return yearSpan(year);
  m = DAY_OF_MONTH.exec(t);
  if (m) {
    const d = Number(m[1]);
    // The latest such day up to today.
    const span = day(year, thisMonth, d);
    if (span && span.from <= today) return span;
    const before = new Date(Date.UTC(year, thisMonth - 1, 1));
    const earlier = day(before.getUTCFullYear(), before.getUTCMonth(), d);
    if (earlier) return earlier;
  }
  m = BARE_MONTH.exec(t);
  if (m) {
    const mo = monthIndex(m[1]);
    let y = new Date(now).getUTCFullYear();
    if (Date.UTC(y, mo, 1) > now) y--;
    return { from: Date.UTC(y, mo, 1), to: Date.UTC(y, mo + 1, 1) };
  }
  m = BARE_YEAR.exec(t);
  if (m) return { from: Date.UTC(Number(m[1]), 0, 1), to: Date.UTC(Number(m[1]) + 1, 0, 1) };
  return null;
}
