/**
 * Selecting traces by their fields: the filters that `list`, `recall` and `context` share,
 * checked and turned into the store's {@linkcode TraceFilter} in one place.
 * @module
 */
import { toEpochMs } from "../core/clock.ts";
import { InputError, InputRangeError } from "../core/errors.ts";
import { fadeMsPerStabilityDay, type Kind } from "../core/model.ts";
import { checkBoolean, checkK, checkKinds, checkTags } from "../core/validate.ts";
import type { FadeWindow, MetaValue, TraceFilter, TraceOrder } from "../store/store.ts";

/** The filter scalars and orders of a selection, as the doors name them. */
export type { MetaValue, TraceOrder };

/** Which traces: every field optional, fields combine with AND. */
export interface TraceSelection {
  /** Only these kinds. Default all. */
  kinds?: Kind[];
  /** Only traces with at least one of these tags. Default any. */
  tags?: string[];
  /** Only traces whose `meta` has each of these top-level fields with exactly this value. */
  meta?: Record<string, MetaValue>;
  /** Only traces first remembered at or after this instant (Date, epoch ms or ISO date). */
  createdAfter?: Date | number | string;
  /** Only traces first remembered before this instant. */
  createdBefore?: Date | number | string;
  /** Only traces last reinforced at or after this instant. */
  usedAfter?: Date | number | string;
  /** Only traces last reinforced before this instant. */
  usedBefore?: Date | number | string;
  /** Only traces whose retention now is at least this, in (0, 1]. */
  minRetention?: number;
  /** Only traces whose retention now is at most this, in (0, 1]. */
  maxRetention?: number;
  /** Leave out superseded (stale) traces. Default `false`. */
  current?: boolean;
}

/** Orders of a listing; see {@linkcode TraceOrder}. */
export const TRACE_ORDERS: readonly TraceOrder[] = [
  "recent",
  "oldest",
  "used",
  "strongest",
  "fading",
];

/** Options of `Memory.list`: a selection, an order and a page. */
export interface ListOptions extends TraceSelection {
  /**
   * `recent` (newest first, the default), `oldest`, `used` (most recently reinforced first),
   * `strongest` (highest stability first) or `fading` (least retained first).
   */
  order?: TraceOrder;
  /** Page size, 1 to 1000. Default `20`. */
  limit?: number;
  /** How many to skip. Default `0`. */
  offset?: number;
}

/** Default page size of a listing. */
export const DEFAULT_LIST_LIMIT = 20;

/** The most meta fields one filter may compare. */
const MAX_META_FILTERS = 16;
/** A meta filter's key: a plain top-level field name. */
const META_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Check a selection and turn it into the store's filter at `now`.
 * @throws {InputError} on any bad field
 */
export function toFilter(selection: TraceSelection, now: number): TraceFilter {
  if (typeof selection !== "object" || selection === null) {
    throw new InputError("Invalid selection: expected an object");
  }
  const s = selection;
  const filter: TraceFilter = {};
  if (s.kinds !== undefined) filter.kinds = checkKinds(s.kinds);
  if (s.tags !== undefined) filter.tags = checkTags(s.tags);
  if (s.meta !== undefined) filter.meta = checkMetaFilter(s.meta);
  if (s.current !== undefined) filter.current = checkBoolean(s.current, "current");
  if (s.createdAfter !== undefined) filter.createdFrom = instant(s.createdAfter, "createdAfter");
  if (s.createdBefore !== undefined) filter.createdTo = instant(s.createdBefore, "createdBefore");
  if (s.usedAfter !== undefined) filter.usedFrom = instant(s.usedAfter, "usedAfter");
  if (s.usedBefore !== undefined) filter.usedTo = instant(s.usedBefore, "usedBefore");
  const fade: FadeWindow = { at: now };
  // R ≥ min exactly when the silence is at most S · fadeMsPerStabilityDay(min), and so on.
  if (s.minRetention !== undefined) {
    fade.maxMsPerS = fadeMsPerStabilityDay(retention(s.minRetention, "minRetention"));
  }
  if (s.maxRetention !== undefined) {
    fade.minMsPerS = fadeMsPerStabilityDay(retention(s.maxRetention, "maxRetention"));
  }
  if (fade.maxMsPerS !== undefined || fade.minMsPerS !== undefined) filter.fade = [fade];
  return filter;
}

/** Check a listing's order and page. */
export function checkPage(
  options: ListOptions,
): { order: TraceOrder; limit: number; offset: number } {
  const order = options.order ?? "recent";
  if (!TRACE_ORDERS.includes(order)) {
    throw new InputError(
      `Invalid order "${String(order).slice(0, 32)}": expected one of ${TRACE_ORDERS.join(", ")}`,
    );
  }
  const limit = checkK(options.limit ?? DEFAULT_LIST_LIMIT, "limit");
  const offset = options.offset ?? 0;
  if (!Number.isSafeInteger(offset) || offset < 0) {
    throw new InputRangeError(`Invalid offset ${String(offset)}: expected an integer ≥ 0`);
  }
  return { order, limit, offset };
}

function checkMetaFilter(value: unknown): Record<string, MetaValue> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InputError("Invalid meta filter: expected an object of field: value");
  }
  const entries = Object.entries(value);
  if (entries.length > MAX_META_FILTERS) {
    throw new InputRangeError(
      `Invalid meta filter: ${entries.length} fields is over the limit of ${MAX_META_FILTERS}`,
    );
  }
  for (const [key, v] of entries) {
    if (!META_KEY.test(key)) {
      throw new InputError(
        `Invalid meta filter field "${
          key.slice(0, 64)
        }": expected 1 to 64 of A-Z, a-z, 0-9, _ and -`,
      );
    }
    const scalar = v === null || typeof v === "string" || typeof v === "boolean" ||
      (typeof v === "number" && Number.isFinite(v));
    if (!scalar) {
      throw new InputError(
        `Invalid meta filter value for "${key}": expected a string, number, boolean or null`,
      );
    }
  }
  return Object.fromEntries(entries) as Record<string, MetaValue>;
}

function instant(value: unknown, name: string): number {
  if (!(value instanceof Date) && typeof value !== "number" && typeof value !== "string") {
    throw new InputError(`Invalid ${name}: expected a Date, epoch milliseconds or ISO date`);
  }
  try {
    return toEpochMs(value);
  } catch (e) {
    throw new InputRangeError(`Invalid ${name}: ${(e as Error).message}`, { cause: e });
  }
}

function retention(value: unknown, name: string): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || value > 1) {
    throw new InputRangeError(`Invalid ${name} ${String(value)}: expected a number in (0, 1]`);
  }
  return value;
}
