/**
 * Input validation shared by every entry point: bad input throws a `TypeError` or
 * `RangeError` with a clear message before anything is written.
 * @module
 */
import { InputError, InputRangeError } from "./errors.ts";
import { type Kind, KINDS } from "./model.ts";

/** Longest content accepted, in characters (UTF-16 code units). */
export const MAX_CONTENT_CHARS = 32_768;
/** Most tags on one trace. */
export const MAX_TAGS = 32;
/** Longest tag, in characters. */
export const MAX_TAG_CHARS = 64;
/** Largest `meta`, serialised as JSON, in characters. */
export const MAX_META_CHARS = 16_384;
/** Most items one `rememberMany` call (one transaction) accepts. */
export const MAX_BATCH = 1000;
/** Largest `k` a recall or context accepts. */
export const MAX_K = 1000;

/** The earliest instant a stored time may hold: the Unix epoch. */
export const MIN_TIME = 0;
/** The latest instant a stored time may hold: the end of the year 9999 (epoch ms). */
export const MAX_TIME = 253_402_300_799_999;

/**
 * Check content: a non-blank string within the size limit, with no NUL character and no lone
 * surrogate (text that storage would truncate or replace, so what is stored would not be what
 * was given). Returns it trimmed.
 */
export function checkContent(content: unknown): string {
  if (typeof content !== "string") {
    throw new InputError(`Invalid content: expected a string, got ${typeof content}`);
  }
  const nul = content.indexOf("\0");
  if (nul >= 0) {
    throw new InputError(
      `Invalid content: it contains a NUL character (U+0000) at position ${nul}; ` +
        `remove it (stored text ends at a NUL, so the rest would be hidden but searchable)`,
    );
  }
  if (!content.isWellFormed()) {
    const at = [...content].findIndex((c) => /^[\uD800-\uDFFF]$/.test(c));
    throw new InputError(
      `Invalid content: it contains a lone surrogate (half of a UTF-16 pair) at position ` +
        `${[...content].slice(0, at).join("").length}; it cannot be stored as UTF-8`,
    );
  }
  const trimmed = content.trim();
  if (trimmed === "") throw new InputError("Invalid content: must not be empty or whitespace");
  if (trimmed.length > MAX_CONTENT_CHARS) {
    throw new InputRangeError(
      `Invalid content: ${trimmed.length} characters is over the limit of ${MAX_CONTENT_CHARS}`,
    );
  }
  return trimmed;
}

/** Check a salience in [0, 1]. */
export function checkSalience(value: unknown): number {
  if (typeof value !== "number" || Number.isNaN(value)) {
    throw new InputError(`Invalid salience: expected a number in [0, 1], got ${String(value)}`);
  }
  if (value < 0 || value > 1) {
    throw new InputRangeError(`Invalid salience ${value}: must be in [0, 1]`);
  }
  return value;
}

/** Check a kind name. */
export function checkKind(value: unknown): Kind {
  if (typeof value !== "string" || !(KINDS as readonly string[]).includes(value)) {
    throw new InputError(`Invalid kind "${String(value)}": expected one of ${KINDS.join(", ")}`);
  }
  return value as Kind;
}

/** Check a list of tags: short non-blank strings, deduplicated. */
export function checkTags(value: unknown): string[] {
  if (!Array.isArray(value)) throw new InputError("Invalid tags: expected an array of strings");
  if (value.length > MAX_TAGS) {
    throw new InputRangeError(
      `Invalid tags: ${value.length} tags is over the limit of ${MAX_TAGS}`,
    );
  }
  const out = new Set<string>();
  for (const tag of value) {
    if (typeof tag !== "string" || tag.trim() === "") {
      throw new InputError("Invalid tag: expected a non-empty string");
    }
    if (tag.length > MAX_TAG_CHARS) {
      throw new InputRangeError(
        `Invalid tag "${tag.slice(0, 20)}…": over ${MAX_TAG_CHARS} characters`,
      );
    }
    out.add(tag.trim());
  }
  return [...out];
}

/** Check `meta`: a plain JSON object within the size limit. Returns a JSON-clean copy. */
export function checkMeta(value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InputError("Invalid meta: expected a plain object");
  }
  let json: string;
  try {
    json = JSON.stringify(value);
  } catch (e) {
    throw new InputError(`Invalid meta: not serialisable as JSON: ${(e as Error).message}`);
  }
  if (json.length > MAX_META_CHARS) {
    throw new InputRangeError(
      `Invalid meta: ${json.length} characters of JSON is over ${MAX_META_CHARS}`,
    );
  }
  const parsed = JSON.parse(json);
  if (nestedDeeperThan(parsed, MAX_META_DEPTH)) {
    throw new InputRangeError(`Invalid meta: nested deeper than ${MAX_META_DEPTH} levels`);
  }
  return parsed;
}

/** Deepest nesting of `meta` (the store's JSON functions refuse very deep documents). */
export const MAX_META_DEPTH = 64;

function nestedDeeperThan(value: unknown, levels: number): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (levels === 0) return true;
  return Object.values(value).some((v) => nestedDeeperThan(v, levels - 1));
}

/** Largest token budget a context block accepts. */
export const MAX_CONTEXT_TOKENS = 1_000_000;

/** Check a count: an integer from 1 to `max` (by default `k` up to {@linkcode MAX_K}). */
export function checkK(value: unknown, name = "k", max = MAX_K): number {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new InputError(`Invalid ${name}: expected an integer, got ${String(value)}`);
  }
  if (value < 1 || value > max) {
    throw new InputRangeError(`Invalid ${name} ${value}: must be from 1 to ${max}`);
  }
  return value;
}

/** Check a trace id: a positive safe integer. */
export function checkId(value: unknown): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1) {
    throw new InputError(`Invalid id ${String(value)}: expected a positive integer`);
  }
  return value;
}

/** Check a flag: `true` or `false`, nothing merely truthy (`"false"` is not false). */
export function checkBoolean(value: unknown, name: string): boolean {
  if (typeof value !== "boolean") {
    throw new InputError(`Invalid ${name}: expected true or false, got ${String(value)}`);
  }
  return value;
}

/** Check a fraction in [0, 1] (a relative cutoff). */
export function checkFraction(value: unknown, name: string): number {
  if (typeof value !== "number" || Number.isNaN(value)) {
    throw new InputError(`Invalid ${name}: expected a number in [0, 1], got ${String(value)}`);
  }
  if (value < 0 || value > 1) {
    throw new InputRangeError(`Invalid ${name} ${value}: must be in [0, 1]`);
  }
  return value;
}

/** Check a query: any string (it is text, never syntax). */
export function checkQuery(value: unknown): string {
  if (typeof value !== "string") {
    throw new InputError(`Invalid query: expected a string, got ${typeof value}`);
  }
  return value;
}

/** Check a list of kinds. */
export function checkKinds(value: unknown): Kind[] {
  if (!Array.isArray(value)) throw new InputError("Invalid kinds: expected an array");
  return value.map(checkKind);
}
