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
const DAYS_AGO = /\b(\d{1,3}|a|one|two|three|four|five|six|seven)\s+days?\s+ago\b/;
const SMALL: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
};

function monthIndex(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3));
}

function day(y: number, m: number, d: number): TimeSpan | null {
  const from = Date.UTC(y, m, d);
  // Date.UTC rolls 31 February over into March: refuse days that do not exist.
  if (m < 0 || d < 1 || new Date(from).getUTCMonth() !== m) return null;
  return { from, to: from + DAY_MS };
}

function startOfDay(at: number): number {
  return Math.floor(at / DAY_MS) * DAY_MS;
}

/**
 * The span of time a query names, or `null`. Understands absolute days (`3 June 2023`,
 * `June 3rd, 2023`, `2023-06-03`), months (`June 2023`; `in June` is the latest June up to
 * `now`), years (`in 2023`) and relative days (`today`, `yesterday`, `3 days ago`,
 * `last week` — the seven days before today).
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
  if (/\btoday\b/.test(t)) return { from: today, to: today + DAY_MS };
  if (/\byesterday\b/.test(t)) return { from: today - DAY_MS, to: today };
  m = DAYS_AGO.exec(t);
  if (m) {
    const n = SMALL[m[1]] ?? Number(m[1]);
    return { from: today - n * DAY_MS, to: today - (n - 1) * DAY_MS };
  }
  if (/\blast week\b/.test(t)) return { from: today - 7 * DAY_MS, to: today };
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
