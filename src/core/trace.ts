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

/**
 * One memory. Retention is never stored: it is computed live from stability and the time since
 * the last reinforcement.
 */
export class Trace implements TraceData {
  /** Unique, never reused within a brain. */
  readonly id: number;
  /** The remembered text. */
  readonly content: string;
  /** `episodic` (default), `semantic` (distilled knowledge) or `core` (identity). */
  readonly kind: Kind;
  /** How much it mattered when remembered, in [0, 1]. */
  readonly salience: number;
  /** Stability S in days: retention falls to 1/e after S untouched days. */
  readonly stability: number;
  /** When it was first remembered, epoch milliseconds. */
  readonly createdAt: number;
  /** When it was last remembered or recalled, epoch milliseconds. */
  readonly lastReinforcedAt: number;
  /** How many times a recall reinforced it. */
  readonly recalls: number;
  /** Free-form labels for filtering. */
  readonly tags: string[];
  /** Caller-owned JSON data. */
  readonly meta: Record<string, unknown>;
  /** For a gist: the episodes it was distilled from. Empty otherwise. */
  readonly sources: TraceSource[];
  /** The id of the newer trace that states this one's value anew, or `null`. */
  readonly supersededBy: number | null;

  /** Wrap stored data. */
  constructor(data: TraceData) {
    this.id = data.id;
    this.content = data.content;
    this.kind = data.kind;
    this.salience = data.salience;
    this.stability = data.stability;
    this.createdAt = data.createdAt;
    this.lastReinforcedAt = data.lastReinforcedAt;
    this.recalls = data.recalls;
    this.tags = data.tags;
    this.meta = data.meta;
    this.sources = data.sources;
    this.supersededBy = data.supersededBy;
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
