/**
 * Selections written as text, for every front door that takes words rather than objects: CLI
 * flags (`--kind semantic --meta project=apollo --created-after 30d`), HTTP query strings and
 * MCP arguments. One parser, so `list`, `recall` and `context` mean the same thing at every
 * door. Every mistake is an {@linkcode InputError} naming the field.
 * @module
 */
import { DAY_MS } from "../core/clock.ts";
import { InputError } from "../core/errors.ts";
import type { MetaValue } from "../memory/select.ts";
import type { TraceSelection } from "../memory/select.ts";
import { checkKind } from "../core/validate.ts";

/** A selection as text: each field as a user types it. Every field optional. */
export interface SelectionText {
  /** Kinds (`episodic`, `semantic`, `core`); several mean any of them. */
  kinds?: readonly string[];
  /** Tags; a trace with any of them matches. */
  tags?: readonly string[];
  /** `key=value` pairs, all of which must hold; see {@linkcode parseMetaPair}. */
  meta?: readonly string[];
  /** An ISO date or instant, or an age like `30d` (that long before now). */
  createdAfter?: string;
  /** As `createdAfter`. */
  createdBefore?: string;
  /** As `createdAfter`, on the last reinforcement. */
  usedAfter?: string;
  /** As `createdAfter`, on the last reinforcement. */
  usedBefore?: string;
  /** A fraction in (0, 1] (`0.5`) or a percentage (`50%`). */
  minRetention?: string;
  /** As `minRetention`. */
  maxRetention?: string;
  /** Leave out superseded traces. */
  current?: boolean;
}

const UNIT_DAYS: Record<string, number> = { m: 1 / 1440, h: 1 / 24, d: 1, w: 7, y: 365 };
const AGE = /^(\d+(?:\.\d+)?)\s*([mhdwy])$/;

/**
 * A span like `7d`, `36h`, `2w`, `90m` or `1y`, in days; a bare number is days.
 * @throws {InputError} on anything else, or a span that is not positive
 */
export function parseDurationDays(value: string, name: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*([mhdwy]?)$/.exec(value.trim());
  if (!m || Number(m[1]) <= 0) {
    throw new InputError(`Invalid ${name} "${value}": expected a duration like 7d, 36h or 2w`);
  }
  return Number(m[1]) * UNIT_DAYS[m[2] || "d"];
}

/**
 * An instant written as an ISO date (`2026-01-01`), an ISO instant, or an age with its unit
 * (`30d`, `12h`, `2w`: that long before `now`). A bare number is refused: `2026` could be a
 * year or an age.
 * @throws {InputError} on anything else
 */
export function parseInstant(value: string, name: string, now: number): number {
  const text = value.trim();
  const age = AGE.exec(text);
  if (age) return now - parseDurationDays(text, name) * DAY_MS;
  const ms = /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(ms)) {
    throw new InputError(
      `Invalid ${name} "${text.slice(0, 64)}": expected a date like 2026-01-01 or an age like 30d`,
    );
  }
  return ms;
}

/**
 * One meta condition, `key=value`. The value is read as JSON when it is a JSON scalar
 * (`count=3` is the number 3, `done=true` a boolean, `x=null` null, `id="3"` the string "3"),
 * else as the string itself (`project=apollo`).
 * @throws {InputError} when there is no `=` or no key
 */
export function parseMetaPair(pair: string): [string, MetaValue] {
  const at = pair.indexOf("=");
  if (at <= 0) {
    throw new InputError(`Invalid meta filter "${pair.slice(0, 64)}": expected key=value`);
  }
  const key = pair.slice(0, at).trim();
  const raw = pair.slice(at + 1);
  try {
    const value = JSON.parse(raw);
    const scalar = value === null || ["string", "number", "boolean"].includes(typeof value);
    if (scalar) return [key, value as MetaValue];
  } catch {
    // Not JSON: the text itself.
  }
  return [key, raw];
}

/**
 * A retention bound: a fraction (`0.5`) or a percentage (`50%`).
 * @throws {InputError} when it is neither
 */
export function parseFraction(value: string, name: string): number {
  const text = value.trim();
  const percent = text.endsWith("%");
  const n = Number(percent ? text.slice(0, -1) : text);
  if (text === "" || text === "%" || !Number.isFinite(n)) {
    throw new InputError(`Invalid ${name} "${text.slice(0, 32)}": expected a fraction or a %`);
  }
  return percent ? n / 100 : n;
}

/**
 * Turn a textual selection into the engine's {@linkcode TraceSelection} at `now` (ages are
 * resolved against it). Ranges and limits are checked by the engine.
 * @throws {InputError} on a value that cannot be read
 */
export function parseSelection(text: SelectionText, now: number): TraceSelection {
  const s: TraceSelection = {};
  if (text.kinds?.length) s.kinds = text.kinds.map((k) => checkKind(k));
  if (text.tags?.length) s.tags = [...text.tags];
  if (text.meta?.length) s.meta = Object.fromEntries(text.meta.map(parseMetaPair));
  const instants = ["createdAfter", "createdBefore", "usedAfter", "usedBefore"] as const;
  for (const name of instants) {
    const value = text[name];
    if (value !== undefined) s[name] = parseInstant(value, name, now);
  }
  if (text.minRetention !== undefined) {
    s.minRetention = parseFraction(text.minRetention, "minRetention");
  }
  if (text.maxRetention !== undefined) {
    s.maxRetention = parseFraction(text.maxRetention, "maxRetention");
  }
  if (text.current) s.current = true;
  return s;
}
