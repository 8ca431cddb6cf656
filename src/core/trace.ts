/**
 * The trace: one memory, as callers see it.
 * @module
 */
import { type Kind, rankingRetention, retentionAt } from "./model.ts";
import { toEpochMs } from "./clock.ts";

/** Where a gist came from: one of the episodes it distilled. */
export interface TraceSource {
  /** The episode's id (the episode itself no longer exists). */
  id: number;
  /** When the episode was first remembered, epoch milliseconds. */
  createdAt: number;
}

/** Every stored field of a trace, as plain data (the shape used by export and import). */
export interface TraceData {
  /** Unique, never reused within a brain. */
  id: number;
  /** The remembered text. */
  content: string;
  /** `episodic` (default), `semantic` (distilled knowledge) or `core` (identity). */
  kind: Kind;
  /** How much it mattered when remembered, in [0, 1]. */
  salience: number;
  /** Stability S in days: retention falls to 1/e after S untouched days. */
  stability: number;
  /** When it was first remembered, epoch milliseconds. */
  createdAt: number;
  /** When it was last remembered or recalled, epoch milliseconds. */
  lastReinforcedAt: number;
  /** How many times a recall reinforced it. */
  recalls: number;
  /** Free-form labels for filtering. */
  tags: string[];
  /** Caller-owned JSON data. */
  meta: Record<string, unknown>;
  /** For a gist: the episodes it was distilled from. Empty otherwise. */
  sources: TraceSource[];
  /** The id of the newer trace that states this one's value anew, or `null`. */
  supersededBy: number | null;
}

/** A trace's stored fields, read-only: {@linkcode TraceData}, documented once. */
export interface Trace extends Readonly<TraceData> {}

/**
 * One memory: its {@linkcode TraceData} fields, read-only. Retention is never stored: it is
 * computed live from stability and the time since the last reinforcement.
 */
export class Trace {
  /** Wrap stored data. */
  constructor(data: TraceData) {
    Object.assign(this, data);
  }

  /**
   * Retention in [0, 1] at an instant (epoch milliseconds, `Date` or ISO string):
   * `exp(-(at - lastReinforcedAt) / stability)`. Core traces report their true curve here but
   * rank as fully retained.
   */
  retention(at: number | Date | string): number {
    return retentionAt(this.stability, this.lastReinforcedAt, toEpochMs(at));
  }

  /** The retention recall ranks by: 1 for core traces, the true retention otherwise. */
  rankingRetention(at: number | Date | string): number {
    return rankingRetention(this.kind, this.retention(at));
  }
}
