/**
 * The forgetting model: pure math, no I/O. Time is in epoch milliseconds, stability in days.
 *
 * Retention follows an Ebbinghaus curve `R = exp(-elapsed / S)`; recall reinforces stability by
 * a spacing-sensitive, saturating factor in the spirit of FSRS.
 * @module
 */
import { DAY_MS } from "./clock.ts";

/** What a trace is: a lived event, distilled knowledge, or identity. */
export type Kind = "episodic" | "semantic" | "core";

/** The kinds a trace may have, in display order. */
export const KINDS: readonly Kind[] = ["episodic", "semantic", "core"];

/** Stability never grows past five years. */
export const MAX_STABILITY_DAYS = 1826;

/** Below this retention a non-core trace is dissolved at the next dream. */
export const FORGETTING_FLOOR = 0.02;

/** Parameters of the stability ratchet `S' = S·(1 + a·S^-b·(e^(c·credit) - 1))`. */
export interface ReinforcementParams {
  /** Overall gain `a`. */
  gain: number;
  /** Saturation exponent `b`: the more stable a trace already is, the less it grows. */
  saturation: number;
  /** Spacing exponent `c`: the more a trace had faded, the more a recall strengthens it. */
  spacing: number;
  /**
   * Retention below which a trace counts as no longer intact. Time spent below it is dead time
   * that earns no credit (and reduces the credit already earned), so rescuing a near-dead trace
   * revives it with a modest gain instead of a windfall.
   */
  intactRetention: number;
}

/**
 * Calibrated so a salience-0.8 fact recalled at gaps of 2, 5, 10 and 20 days reaches a
 * stability of about two years, while 20 recalls a minute apart barely beat one.
 */
export const DEFAULT_REINFORCEMENT: ReinforcementParams = {
  gain: 10,
  saturation: 0.1,
  spacing: 3,
  intactRetention: 0.3,
};

/** Birth stability in days: grows with salience; semantic knowledge starts three times as stable. */
export function birthStability(salience: number, kind: Kind): number {
  if (kind === "core") return MAX_STABILITY_DAYS;
  const base = 1 + 4 * salience;
  return kind === "semantic" ? 3 * base : base;
}

/** Retention in [0, 1] of a trace last reinforced at `lastReinforcedAt` with stability `S`. */
export function retentionAt(
  stabilityDays: number,
  lastReinforcedAt: number,
  at: number,
): number {
  const elapsedDays = Math.max(0, at - lastReinforcedAt) / DAY_MS;
  return Math.exp(-elapsedDays / stabilityDays);
}

/** The retention used for ranking: core traces rank as fully retained. */
export function rankingRetention(kind: Kind, retention: number): number {
  return kind === "core" ? 1 : retention;
}

/**
 * Elapsed days after which a trace with stability `S` falls to retention `r`. Lets SQL compare
 * `elapsed <= S·ln(1/r)` instead of computing `exp` per row.
 */
export function daysUntilRetention(stabilityDays: number, r: number): number {
  return stabilityDays * Math.log(1 / r);
}

/**
 * Milliseconds of silence per day of stability after which retention is below `r`: `R < r`
 * exactly when `elapsedMs > S · fadeMsPerStabilityDay(r)`. Lets the store compare in SQL.
 */
export function fadeMsPerStabilityDay(r: number): number {
  return daysUntilRetention(1, r) * DAY_MS;
}

/**
 * How much of the forgetting since the last reinforcement a recall earns credit for, in [0, 1).
 * Equals `1 - R` while the trace was intact; past the intact threshold the dead time is
 * not banked and the credit shrinks quadratically toward 0.
 */
export function spacingCredit(
  retention: number,
  params: ReinforcementParams = DEFAULT_REINFORCEMENT,
): number {
  const knee = params.intactRetention;
  if (retention >= knee) return 1 - retention;
  const alive = retention / knee;
  return (1 - knee) * alive * alive;
}

/** Stability in days after a successful recall at the given retention (the ratchet). */
export function reinforce(
  stabilityDays: number,
  retention: number,
  params: ReinforcementParams = DEFAULT_REINFORCEMENT,
): number {
  const credit = spacingCredit(retention, params);
  const factor = 1 +
    params.gain * Math.pow(stabilityDays, -params.saturation) *
      (Math.exp(params.spacing * credit) - 1);
  return Math.min(MAX_STABILITY_DAYS, stabilityDays * factor);
}

/**
 * Stability and retention after a recall that was used with evidence `evidence` in [0, 1].
 *
 * Evidence 1 (the agent used it) is the full ratchet, {@linkcode reinforce}, with retention
 * back to 1: the last use is now. Weaker evidence revives retention only to `R^(1−e)` (as if the
 * last use moved that share of the way to now, at the old stability; never above what the new
 * stability gives since the last reinforcement), so a faded trace that merely won a recall stays
 * about as faded in ranking. Of the recall's credit only what that revival spent
 * is earned: stability grows by `factor(credit) / factor(credit left)`. While a trace is
 * intact the credit left bounds what the next recall earns, so the factors telescope: weak
 * recalls a minute apart never add up to more than one use would have gained (no cramming).
 */
export function reinforceWithEvidence(
  stabilityDays: number,
  retention: number,
  evidence: number,
  params: ReinforcementParams = DEFAULT_REINFORCEMENT,
): { stability: number; retention: number } {
  if (evidence >= 1) {
    return { stability: reinforce(stabilityDays, retention, params), retention: 1 };
  }
  if (!(evidence > 0)) return { stability: stabilityDays, retention };
  const revived = Math.pow(retention, 1 - evidence);
  const credit = spacingCredit(retention, params);
  const left = Math.min(credit, spacingCredit(revived, params));
  const scale = params.gain * Math.pow(stabilityDays, -params.saturation);
  const factor = (c: number) => 1 + scale * (Math.exp(params.spacing * c) - 1);
  const stability = Math.min(MAX_STABILITY_DAYS, stabilityDays * factor(credit) / factor(left));
  // Retention now is what the evidence revived; the new stability shapes the fade from here
  // on and does not revive the trace further. It never undoes the time since the last
  // reinforcement: at least that time at the new stability (when the growth outpaces `e`).
  return {
    stability,
    retention: Math.max(revived, Math.pow(retention, stabilityDays / stability)),
  };
}

/** Hebbian wiring: a link fired together grows toward 1 by `w ← w + η(1 − w)`. */
export function strengthenLink(weight: number, rate: number): number {
  return weight + rate * (1 - weight);
}
