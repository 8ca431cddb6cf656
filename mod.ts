/**
 * engram: the memory engine that forgets. A long-term memory layer for AI agents: memories
 * that get used grow durable, the rest fade on an Ebbinghaus curve, and "forget it" erases for
 * real. One SQLite file is a whole brain.
 *
 * @example
 * ```ts
 * import { Clock, Memory } from "@engram/engram";
 * const clock = new Clock({ virtual: true });
 * const mem = Memory.inMemory({ clock });
 * await mem.remember("user is allergic to peanuts", { salience: 0.8 });
 * clock.jump({ days: 2 });
 * const hits = await mem.recall("penaut alergy");
 * console.log(hits[0].trace.content); // user is allergic to peanuts
 * await mem.close();
 * ```
 * @module
 */
export { Clock, type ClockOptions, type Duration } from "./src/core/clock.ts";
export {
  DEFAULT_RECALL_K,
  DEFAULT_SALIENCE,
  Memory,
  type MemoryOptions,
  type RecallOptions,
  type ReembedOptions,
  type ReembedResult,
  type RememberInput,
  type RememberOptions,
  type TraceDetails,
  type TracePage,
  type TraceUpdate,
  type UsedOptions,
} from "./src/memory/memory.ts";
export {
  DEFAULT_LIST_LIMIT,
  type ListOptions,
  TRACE_ORDERS,
  type TraceSelection,
} from "./src/memory/select.ts";
export { Trace, type TraceData, type TraceSource } from "./src/core/trace.ts";
export type { Hit } from "./src/recall/rank.ts";
export {
  type ContextOptions,
  DEFAULT_CONTEXT_CUTOFF,
  DEFAULT_CONTEXT_K,
  DEFAULT_CONTEXT_TOKENS,
} from "./src/memory/context.ts";
export type { ForgetOptions, ForgetResult, ForgetSelector } from "./src/memory/forget.ts";
export type { LifetimeCounters, Stats } from "./src/memory/stats.ts";
export {
  type DreamChanges,
  type DreamCounts,
  type DreamOptions,
  DreamReport,
  type DreamStep,
} from "./src/dream/dream.ts";
export { defaultDistiller, type Summarizer } from "./src/dream/distill.ts";
export {
  DEFAULT_REVIEW_HORIZON_DAYS,
  DEFAULT_REVIEW_K,
  type ReviewItem,
  type ReviewOptions,
} from "./src/memory/review.ts";
export { inferKind } from "./src/memory/kind.ts";
export {
  detectFormat,
  IMPORT_FORMATS,
  type ImportFormat,
  type ImportReport,
  type ImportSkip,
  importText,
  type ImportTextOptions,
} from "./src/memory/importers.ts";
export {
  type BrainFailure,
  type ChangedBrainsDreamt,
  checkSchedule,
  dreamChangedBrains,
  dreamExclusively,
  type DreamSchedule,
  DreamScheduler,
  type DreamSchedulerOptions,
  nextDreamAt,
  previousDreamAt,
} from "./src/memory/schedule.ts";
export {
  EXPORT_VERSION,
  type ExportDocument,
  type ImportOptions,
  type ImportResult,
} from "./src/memory/exchange.ts";
export {
  DURABILITIES,
  type Durability,
  SCHEMA_VERSION,
  SqliteStore,
  type SqliteStoreOptions,
} from "./src/store/sqlite.ts";
export { sqliteDirectory } from "./src/store/sqlite_directory.ts";
export {
  BRAIN_NAME,
  type BrainAccess,
  BrainDirectory,
  type BrainDirectoryOptions,
} from "./src/memory/brains.ts";
export {
  COUNTER_NAMES,
  type CounterName,
  type DreamRecord,
  type FadeWindow,
  type HistoryEvent,
  type LearnedWord,
  type Link,
  type ListQuery,
  matchesFilter,
  type MetaValue,
  type NewTraceRow,
  type ScrubResult,
  type StoreCounts,
  type StoreDirectory,
  type StoredVector,
  type TraceFilter,
  type TraceOrder,
  type TraceStore,
  type TraceText,
  type WordCandidateOptions,
  type WordFrequencyOptions,
  type WordHit,
} from "./src/store/store.ts";
export {
  EmbedderError,
  EngramError,
  type EngramErrorOptions,
  type ErrorCode,
  InputError,
  InputRangeError,
  isDependencyError,
  isInputError,
  NotFoundError,
  StoreError,
  type StoreErrorCode,
} from "./src/core/errors.ts";
export {
  DEFAULT_REINFORCEMENT_OPTIONS,
  type ReinforcementOptions,
} from "./src/recall/reinforce.ts";
export { DEFAULT_RANKING, type RankingParams } from "./src/recall/rank.ts";
export {
  cosine,
  CUSTOM_EMBEDDER_ID,
  type Embedder,
  type EmbedFunction,
  type HashingEmbedder,
  hashingEmbedder,
  type HashingEmbedderOptions,
  toEmbedder,
} from "./src/core/embed.ts";
export { openAIEmbedder, type OpenAIEmbedderOptions } from "./src/embedders/openai.ts";
export {
  birthStability,
  FORGETTING_FLOOR,
  type Kind,
  KINDS,
  MAX_STABILITY_DAYS,
  reinforce,
  type ReinforcementParams,
  retentionAt,
} from "./src/core/model.ts";
export { MAX_BATCH, MAX_CONTENT_CHARS, MAX_K } from "./src/core/validate.ts";
