/** Milliseconds in one day. */

import { InputError, InputRangeError } from "./errors.ts";
export const DAY_MS = 86_400_000;

/** A span of time to move a virtual clock by; every field defaults to 0. */
export interface Duration {
  /** Whole or fractional days. */
  days?: number;
  /** Whole or fractional hours. */
  hours?: number;
  /** Whole or fractional minutes. */
  minutes?: number;
  /** Whole or fractional seconds. */
  seconds?: number;
}

/** Options for {@linkcode Clock}. */
export interface ClockOptions {
  /** Freeze time and move it only with {@linkcode Clock.jump}. Default `false` (real time). */
  virtual?: boolean;
  /**
   * Where a virtual clock starts: a `Date`, epoch milliseconds or an ISO string.
   * Default `2026-01-01T00:00:00Z`, so virtual runs are reproducible. Ignored for real clocks.
   */
  start?: Date | number | string;
}

const DEFAULT_START = Date.UTC(2026, 0, 1);

/**
 * The only source of time in engram. A real clock reads the system time; a virtual clock starts
 * at a fixed instant and moves only when told, which lets tests time-travel a decade in
 * milliseconds.
 *
 * @example
 * ```ts
 * import { Clock } from "@engram/engram";
 * const clock = new Clock({ virtual: true, start: "2026-10-01" });
 * clock.jump({ days: 10 });
 * console.log(new Date(clock.now()).toISOString()); // 2026-10-11T00:00:00.000Z
 * ```
 */
export class Clock {
  #virtual: boolean;
  #now: number;

  /** Create a real clock, or a virtual one with `{ virtual: true }`. */
  constructor(options: ClockOptions = {}) {
    this.#virtual = options.virtual ?? false;
    this.#now = this.#virtual ? Math.round(toEpochMs(options.start ?? DEFAULT_START)) : 0;
  }

  /** Whether this clock is virtual (moves only with {@linkcode Clock.jump}). */
  get virtual(): boolean {
    return this.#virtual;
  }

  /** The current instant in epoch milliseconds. */
  now(): number {
    // The one place in engram allowed to read the system time.
    return this.#virtual ? this.#now : Date.now();
  }

  /**
   * Move a virtual clock forward and return the new instant.
   * @throws {TypeError} on a real clock
   * @throws {RangeError} when the duration is negative or not finite
   */
  jump(duration: Duration): number {
    if (!this.#virtual) {
      throw new InputError("Cannot jump a real clock: create it with { virtual: true }");
    }
    const ms = durationMs(duration);
    if (!Number.isFinite(ms) || ms < 0) {
      throw new InputRangeError(`Cannot jump the clock: duration must be finite and not negative`);
    }
    this.#now += Math.round(ms); // whole milliseconds: the store keeps INTEGER times
    return this.#now;
  }
}

/** Convert a {@linkcode Duration} to milliseconds. */
export function durationMs(d: Duration): number {
  return ((d.days ?? 0) * 24 * 60 * 60 + (d.hours ?? 0) * 60 * 60 + (d.minutes ?? 0) * 60 +
    (d.seconds ?? 0)) * 1000;
}

/** Parse a `Date`, epoch milliseconds or ISO date string into epoch milliseconds. */
export function toEpochMs(value: Date | number | string): number {
  const ms = value instanceof Date
    ? value.getTime()
    : typeof value === "number"
    ? value
    : Date.parse(value);
  if (!Number.isFinite(ms)) throw new InputRangeError(`Invalid instant: ${String(value)}`);
  return ms;
}
