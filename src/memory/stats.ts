/**
 * Stats: what the mind holds, what faded, and the token story.
 * @module
 */
import { fadeMsPerStabilityDay, type Kind } from "../core/model.ts";
import type { TraceStore } from "../store/store.ts";
import { DEFAULT_CONTEXT_K } from "./context.ts";
import { describe, EMBEDDER_SETTING, parseIdentity } from "./embedding.ts";

/** Retention at or above which a trace counts as fresh. */
export const FRESH_RETENTION = 0.5;
/** Retention below which a trace counts as near the forgetting floor. */
export const NEAR_FLOOR_RETENTION = 0.1;

/** Lifetime counters of a brain (they survive forgetting and dreaming). */
export interface LifetimeCounters {
  /** Traces ever remembered (imports included). */
  written: number;
  /** Recall calls that reinforced (peeks write nothing, so they are not counted). */
  recalled: number;
  /** Trace reinforcements by recall. */
  reinforced: number;
  /** Traces deliberately forgotten. */
  forgotten: number;
  /** Dreams completed. */
  dreams: number;
  /** Traces fused into another by dream. */
  merged: number;
  /** Gists distilled by dream. */
  gists: number;
  /** Episodes distilled into gists by dream. */
  distilled: number;
  /** Associations formed by dream. */
  associated: number;
  /** Traces dissolved by dream past the forgetting floor. */
  dissolved: number;
  /** Traces marked superseded by a newer state. */
  superseded: number;
}

/** A snapshot of a brain. */
export interface Stats {
  /** The brain file (`:memory:` for an in-memory brain). */
  path: string;
  /**
   * The embedder the brain's vectors are written by, as the brain records it (`hashing-128`,
   * `openai:nomic-embed-text@768`), with ` (reembed unfinished)` while a reembed has not
   * finished; `null` before the first write.
   */
  embedder: string | null;
  /** Traces held now. */
  traces: number;
  /** Traces held, by kind. */
  byKind: Record<Kind, number>;
  /** How retained the traces are now. Core traces count as fresh. */
  retention: {
    /** Retention ≥ 0.5. */
    fresh: number;
    /** Retention in [0.1, 0.5). */
    fading: number;
    /** Retention < 0.1: dissolved at a coming dream unless recalled. */
    nearFloor: number;
  };
  /** Traces marked superseded by a newer state. */
  superseded: number;
  /** Hebbian links between traces. */
  links: number;
  /** Words memories learned from the questions they answered (`Memory.used`), in all. */
  learned: number;
  /** Stability in days. */
  stability: {
    /** Mean over all traces (0 when empty). */
    mean: number;
    /** Highest (0 when empty). */
    max: number;
  };
  /** Lifetime counters. */
  lifetime: LifetimeCounters;
  /** When the last dream completed (epoch milliseconds), or `null`. */
  lastDreamAt: number | null;
  /** The token story: what was written versus what a prompt needs. */
  tokens: {
    /** Estimated tokens of everything ever remembered. */
    written: number;
    /** Estimated tokens held now. */
    held: number;
    /** Estimated tokens of a typical context block: five average traces with their frame. */
    typicalContext: number;
  };
}

const COUNTERS: (keyof LifetimeCounters)[] = [
  "written",
  "recalled",
  "reinforced",
  "forgotten",
  "dreams",
  "merged",
  "gists",
  "distilled",
  "associated",
  "dissolved",
  "superseded",
];

/** Collect stats at an instant. */
export async function collectStats(store: TraceStore, now: number): Promise<Stats> {
  const counts = await store.counts();
  const c = await store.counters();
  // Core traces count as fresh whatever their curve says: they rank as fully retained.
  const fading: Kind[] = ["episodic", "semantic"];
  const fresh = counts.byKind.core + await store.countTraces({
    kinds: fading,
    fade: [{ at: now, maxMsPerS: fadeMsPerStabilityDay(FRESH_RETENTION) }],
  });
  const nearFloor = await store.countTraces({
    kinds: fading,
    fade: [{ at: now, minMsPerS: fadeMsPerStabilityDay(NEAR_FLOOR_RETENTION) }],
  });
  const traces = counts.byKind.episodic + counts.byKind.semantic + counts.byKind.core;
  const lifetime = Object.fromEntries(
    COUNTERS.map((k) => [k, c[k] ?? 0]),
  ) as unknown as LifetimeCounters;
  const perTrace = traces > 0 ? counts.tokensHeld / traces : 0;
  const identity = parseIdentity(await store.getSetting(EMBEDDER_SETTING), store.location);
  return {
    path: store.location,
    embedder: identity === null ? null : describe(identity.id, identity.dimensions) +
      (identity.reembedding ? " (reembed unfinished)" : ""),
    traces,
    byKind: counts.byKind,
    retention: { fresh, fading: traces - fresh - nearFloor, nearFloor },
    superseded: counts.superseded,
    links: counts.links,
    learned: counts.learned,
    stability: { mean: counts.meanStability, max: counts.maxStability },
    lifetime,
    lastDreamAt: c.lastDreamAt ?? null,
    tokens: {
      written: c.tokensWritten ?? 0,
      held: counts.tokensHeld,
      // Each line adds "- (YYYY-MM-DD) " (~4 tokens) and the frame "<memory></memory>" ~5.
      typicalContext: traces > 0
        ? Math.round(Math.min(traces, DEFAULT_CONTEXT_K) * (perTrace + 4) + 5)
        : 0,
    },
  };
}
