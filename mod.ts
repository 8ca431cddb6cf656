/**
 * engram: the memory engine that forgets. A long-term memory layer for AI agents: memories
 * that get used grow durable, the rest fade on an Ebbinghaus curve, and "forget it" erases for
 * real. One SQLite file is a whole brain.
 *
 * @example
 * ```ts
 * import { Clock, Memory } from "./mod.ts";
 * const clock = new Clock({ virtual: true });
 * const mem = Memory.inMemory({ clock });
 * await mem.remember("user is allergic to peanuts", { salience: 0.8 });
 * clock.jump({ days: 2 });
 * const hits = await mem.recall("penaut alergy");
 * console.log(hits[0].trace.content); // user is allergic to peanuts
 * mem.close();
 * ```
 * @module
 */
export { Clock, type ClockOptions, type Duration } from "./src/clock.ts";
export {
  DEFAULT_RECALL_K,
  DEFAULT_SALIENCE,
  Memory,
  type MemoryOptions,
  type RecallOptions,
  type RememberInput,
  type RememberOptions,
} from "./src/memory.ts";
export { Trace, type TraceData, type TraceSource } from "./src/trace.ts";
export type { Hit } from "./src/recall.ts";
export {
  type ContextOptions,
  DEFAULT_CONTEXT_CUTOFF,
  DEFAULT_CONTEXT_K,
  DEFAULT_CONTEXT_TOKENS,
} from "./src/context.ts";
export type { ForgetOptions, ForgetResult, ForgetSelector } from "./src/forget.ts";
export type { LifetimeCounters, Stats } from "./src/stats.ts";
export { type DreamCounts, type DreamOptions, DreamReport, type DreamStep } from "./src/dream.ts";
export { defaultDistiller, type Summarizer } from "./src/distill.ts";
export {
  DEFAULT_REVIEW_HORIZON_DAYS,
  DEFAULT_REVIEW_K,
  type ReviewItem,
  type ReviewOptions,
} from "./src/review.ts";
export {
  EXPORT_VERSION,
  type ExportDocument,
  type ImportOptions,
  type ImportResult,
} from "./src/exchange.ts";
export type { Link } from "./src/store.ts";
export {
  cosine,
  type Embedder,
  hashingEmbedder,
  type HashingEmbedderOptions,
} from "./src/embed.ts";
export {
  birthStability,
  FORGETTING_FLOOR,
  type Kind,
  KINDS,
  MAX_STABILITY_DAYS,
  reinforce,
  type ReinforcementParams,
  retentionAt,
} from "./src/model.ts";
export { MAX_CONTENT_CHARS, MAX_K } from "./src/validate.ts";
