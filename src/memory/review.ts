/**
 * Review: the retrieval-practice scheduler. Which memories are about to fade, most valuable
 * first, so an agent can rehearse them (a recall reinforces) while that still pays.
 * @module
 */
import { InputError, InputRangeError } from "../core/errors.ts";
import { DAY_MS } from "../core/clock.ts";
import {
  daysUntilRetention,
  fadeMsPerStabilityDay,
  FORGETTING_FLOOR,
  retentionAt,
} from "../core/model.ts";
import { FRESH_RETENTION } from "./stats.ts";
import type { TraceStore } from "../store/store.ts";
import { Trace } from "../core/trace.ts";
import { checkK } from "../core/validate.ts";

/** Default `k` of a review. */
export const DEFAULT_REVIEW_K = 10;
/** Default horizon of a review, in days. */
export const DEFAULT_REVIEW_HORIZON_DAYS = 7;
/** The longest horizon a review accepts, in days (ten years). */
export const MAX_REVIEW_HORIZON_DAYS = 3650;

/** Options for `review`. */
export interface ReviewOptions {
  /** How many items at most, 1 to 1000. Default `10`. */
  k?: number;
  /** How far ahead to look, in days, above 0 and up to 3650. Default `7`. */
  horizon?: number;
  /**
   * Retention below which a trace counts as fading, above the forgetting floor (0.02) and
   * below 1. Default `0.5`, where stats stops counting a trace as fresh; a recall around there
   * earns a large, well-spaced gain.
   */
  threshold?: number;
}

/** One memory worth rehearsing. */
export interface ReviewItem {
  /** The trace. */
  trace: Trace;
  /** Its retention now. */
  retention: number;
  /** Its retention at the end of the horizon, unless recalled before. */
  retentionAtHorizon: number;
  /** When it falls (or fell) below the threshold, epoch milliseconds. */
  fadesAt: number;
  /**
   * How much keeping it is worth: grows with recalls (`1 + ln(1 + recalls)`), salience
   * (`0.5 + salience`), being semantic knowledge (×1.5) and links to core traces
   * (`1 + strongest core link weight`).
   */
  value: number;
}

function checkHorizon(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new InputError(`Invalid horizon: expected a number of days, got ${String(value)}`);
  }
  if (value <= 0 || value > MAX_REVIEW_HORIZON_DAYS) {
    throw new InputRangeError(
      `Invalid horizon ${value}: must be above 0 and at most ${MAX_REVIEW_HORIZON_DAYS} days`,
    );
  }
  return value;
}

function checkThreshold(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new InputError(`Invalid threshold: expected a number, got ${String(value)}`);
  }
  if (value <= FORGETTING_FLOOR || value >= 1) {
    throw new InputRangeError(
      `Invalid threshold ${value}: must be above the forgetting floor ${FORGETTING_FLOOR} and below 1`,
    );
  }
  return value;
}

/**
 * The current, non-core traces still above the forgetting floor whose retention will be below
 * the threshold within the horizon, most valuable first (then soonest to fade).
 * @throws {TypeError | RangeError} on bad options
 */
export async function selectForReview(
  store: TraceStore,
  now: number,
  options: ReviewOptions,
): Promise<ReviewItem[]> {
  if (typeof options !== "object" || options === null) {
    throw new InputError("Invalid review options: expected an object");
  }
  const k = checkK(options.k ?? DEFAULT_REVIEW_K);
  const horizon = checkHorizon(options.horizon ?? DEFAULT_REVIEW_HORIZON_DAYS);
  const threshold = checkThreshold(options.threshold ?? FRESH_RETENTION);
  const until = now + horizon * DAY_MS;
  const fading = await store.listTraces({
    filter: {
      kinds: ["episodic", "semantic"],
      current: true,
      fade: [
        { at: until, minMsPerS: fadeMsPerStabilityDay(threshold) },
        { at: now, maxMsPerS: fadeMsPerStabilityDay(FORGETTING_FLOOR) },
      ],
    },
    order: "fading",
    at: now,
    limit: Number.MAX_SAFE_INTEGER,
    offset: 0,
  });
  const core = await store.strongestLinkToKind(fading.map((t) => t.id), "core");
  const items = fading.map((data): ReviewItem => {
    const value = (1 + Math.log1p(data.recalls)) * (0.5 + data.salience) *
      (data.kind === "semantic" ? 1.5 : 1) * (1 + (core.get(data.id) ?? 0));
    return {
      trace: new Trace(data),
      retention: retentionAt(data.stability, data.lastReinforcedAt, now),
      retentionAtHorizon: retentionAt(data.stability, data.lastReinforcedAt, until),
      fadesAt: Math.round(
        data.lastReinforcedAt + daysUntilRetention(data.stability, threshold) * DAY_MS,
      ),
      value,
    };
  });
  items.sort((a, b) => b.value - a.value || a.fadesAt - b.fadesAt || a.trace.id - b.trace.id);
  return items.slice(0, k);
}
