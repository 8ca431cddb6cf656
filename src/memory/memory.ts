/**
 * Memory: the engine's orchestrator. It validates input, reads the clock, asks the model for
 * the math and the store for the data. It holds no SQL and no ranking math of its own.
 * @module
 */
import { InputError, InputRangeError, NotFoundError, prefixed } from "../core/errors.ts";
import { Clock } from "../core/clock.ts";
import {
  contextHits,
  type ContextOptions,
  DEFAULT_CONTEXT_CUTOFF,
  DEFAULT_CONTEXT_K,
  DEFAULT_CONTEXT_TOKENS,
  formatContext,
} from "./context.ts";
import { dream, type DreamOptions, DreamReport } from "../dream/dream.ts";
import { type Embedder, type EmbedFunction, hashingEmbedder, toEmbedder } from "../core/embed.ts";
import { BrainEmbedder } from "./embedding.ts";
import { VectorCandidates } from "../recall/vector_source.ts";
import {
  EXPORT_VERSION,
  type ExportDocument,
  importInChunks,
  type ImportOptions,
  type ImportResult,
  parseExport,
} from "./exchange.ts";
import {
  type ForgetOptions,
  type ForgetResult,
  type ForgetSelector,
  selectForForget,
  wordsToUnlearn,
} from "./forget.ts";
import { birthStability, type Kind } from "../core/model.ts";
import { DEFAULT_RANKING, type Hit, rank, type RankingParams } from "../recall/rank.ts";
import {
  DEFAULT_REINFORCEMENT_OPTIONS,
  type ReinforcementOptions,
  reinforceUsed,
  reinforceWinners,
} from "../recall/reinforce.ts";
import { type ReviewItem, type ReviewOptions, selectForReview } from "./review.ts";
import { collectStats, type Stats } from "./stats.ts";
import { type Durability, SqliteStore } from "../store/sqlite.ts";
import {
  type HistoryEvent,
  type LearnedWord,
  type NewTraceRow,
  passOnLearned,
  type TraceStore,
} from "../store/store.ts";
import { LEARNED_PER_TRACE } from "../core/lessons.ts";
import { teachUsed } from "../recall/learned.ts";
import { demote, supersedeOnRemember } from "../dream/supersede.ts";
import {
  checkPage,
  DEFAULT_LIST_LIMIT,
  type ListOptions,
  toFilter,
  type TraceSelection,
} from "./select.ts";
import { estimateTokens, MAX_QUERY_CHARS } from "../core/text.ts";
import { Trace, type TraceData } from "../core/trace.ts";
import {
  checkBoolean,
  checkContent,
  checkFraction,
  checkId,
  checkK,
  checkKind,
  checkMeta,
  checkQuery,
  checkSalience,
  checkTags,
  MAX_BATCH,
  MAX_CONTEXT_TOKENS,
  MAX_K,
} from "../core/validate.ts";

/** Options for {@linkcode Memory}. Every tunable has a documented default. */
export interface MemoryOptions {
  /** The source of time. Default: a real `new Clock()`. */
  clock?: Clock;
  /**
   * Embeds text for the vector axis of recall and recall by meaning: an {@linkcode Embedder}
   * (such as `openAIEmbedder(...)`) or a plain `(text) => Float32Array` function. Default: the
   * deterministic {@linkcode hashingEmbedder}. `null` turns vectors off. The brain records
   * which embedder wrote its vectors and refuses another (see {@linkcode Memory.reembed}).
   */
  embedder?: Embedder | EmbedFunction | null;
  /** How recall weighs its axes; see {@linkcode RankingParams}. Defaults: `DEFAULT_RANKING`. */
  ranking?: Partial<RankingParams>;
  /**
   * How recall strengthens its winners; see {@linkcode ReinforcementOptions}. Defaults:
   * `DEFAULT_REINFORCEMENT_OPTIONS`.
   */
  reinforcement?: Partial<ReinforcementOptions>;
  /**
   * For a brain opened by file path: what a commit survives (see {@linkcode Durability}).
   * Default `"normal"`. A store passed to {@linkcode Memory.open} has its own options.
   */
  durability?: Durability;
}

/** {@linkcode MemoryOptions} with every default filled in and every number checked. */
interface ResolvedOptions {
  clock: Clock;
  embedder: BrainEmbedder | null;
  ranking: RankingParams;
  reinforcement: ReinforcementOptions;
}

/** Fill in the defaults of every option, in one place. */
function resolveOptions(o: MemoryOptions): ResolvedOptions {
  if (typeof o !== "object" || o === null) {
    throw new InputError("Invalid memory options: expected an object");
  }
  return {
    clock: o.clock ?? new Clock(),
    embedder: o.embedder === null
      ? null
      : new BrainEmbedder(toEmbedder(o.embedder ?? hashingEmbedder())),
    ranking: tunables("ranking", DEFAULT_RANKING, o.ranking),
    reinforcement: tunables("reinforcement", DEFAULT_REINFORCEMENT_OPTIONS, o.reinforcement),
  };
}

/** Defaults overridden by the given values, each a finite number ≥ 0. */
function tunables<T extends object>(group: string, defaults: T, given: Partial<T> = {}): T {
  if (typeof given !== "object" || given === null) {
    throw new InputError(`Invalid ${group}: expected an object`);
  }
  const out = { ...defaults };
  for (const [name, value] of Object.entries(given)) {
    if (!Object.hasOwn(defaults, name)) {
      throw new InputError(
        `Invalid ${group}: unknown option "${name}" (known: ${Object.keys(defaults).join(", ")})`,
      );
    }
    if (value === undefined) continue;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
      throw new InputRangeError(
        `Invalid ${group}.${name} ${String(value)}: expected a finite number ≥ 0`,
      );
    }
    (out as Record<string, number>)[name] = value;
  }
  return out;
}

/** What to remember. */
export interface RememberOptions {
  /** How much it matters, in [0, 1]; sets birth stability. Default `0.5`. */
  salience?: number;
  /** `episodic` (default), `semantic` or `core`. */
  kind?: Kind;
  /** Labels for filtering. Default none. */
  tags?: string[];
  /** Caller-owned JSON object. Default `{}`. */
  meta?: Record<string, unknown>;
}

/** One item of {@linkcode Memory.rememberMany}: its content plus {@linkcode RememberOptions}. */
export interface RememberInput extends RememberOptions {
  /** The text to remember. */
  content: string;
}

/** Options for {@linkcode Memory.recall}. */
export interface RecallOptions extends TraceSelection {
  /** How many hits at most, 1 to 1000. Default `5`. */
  k?: number;
  /** Reinforce the winners and wire them together. Default `true`; `false` peeks. */
  reinforce?: boolean;
}

/** Options for {@linkcode Memory.used}. */
export interface UsedOptions {
  /**
   * The question the agent answered with these memories: its words that a memory does not hold
   * are taught to it, so a later question holding them finds it (`src/recall/learned.ts`).
   * Default: the latest recall's query, for the memories that recall returned (it led to them);
   * a memory it did not return learns only from a `cue` given here.
   */
  cue?: string;
  /** Teach the memories the cue's words. Default `true`; `false` only reinforces. */
  learn?: boolean;
}

/** A corrected memory: the fields to change; the rest (and its stability) stay. */
export interface TraceUpdate {
  /** New text: re-indexed and re-embedded. */
  content?: string;
  /** New kind. */
  kind?: Kind;
  /** New salience in [0, 1] (its stability is kept). */
  salience?: number;
  /** New tags (replacing the old). */
  tags?: string[];
  /** New meta (replacing the old). */
  meta?: Record<string, unknown>;
}

/** One trace with everything known about it: what `show` returns. */
export interface TraceDetails {
  /** The trace. */
  trace: Trace;
  /** Its retention now. */
  retention: number;
  /** Its stability events, oldest first: recalls, supersessions, corrections. */
  history: HistoryEvent[];
  /** Its links, strongest first, with the linked trace. */
  links: { trace: Trace; weight: number }[];
  /** The words it learned from the questions it answered (`Memory.used`), most used first. */
  learned: LearnedWord[];
  /** The trace that superseded it, if any. */
  supersededBy: Trace | null;
  /** The traces it superseded. */
  supersedes: Trace[];
}

/** A page of a listing and how many traces match in all. */
export interface TracePage {
  /** The traces of this page. */
  traces: Trace[];
  /** How many traces match the selection. */
  total: number;
}

/** Options for {@linkcode Memory.reembed}. */
export interface ReembedOptions {
  /** Texts per embedder call and per write transaction. Default `256`. */
  batchSize?: number;
  /** Called after each batch with how many traces of how many are done. */
  onProgress?: (done: number, total: number) => void;
}

/** What {@linkcode Memory.reembed} did. */
export interface ReembedResult {
  /** Traces whose vectors were rewritten. */
  traces: number;
  /** The embedder now recorded, with its dimensions (`openai:nomic-embed-text@768`). */
  embedder: string;
}

/** Texts per embedder call when importing or reembedding. */
const EMBED_BATCH = 256;

/** Default salience of a new trace. */
export const DEFAULT_SALIENCE = 0.5;
/** Default `k` of a recall. */
export const DEFAULT_RECALL_K = 5;
/**
 * A brain: remember, recall, forget and inspect memories that fade unless used.
 * Every method is async and calls on one `Memory` run one at a time, in order.
 *
 * @example
 * ```ts
 * import { Clock, Memory } from "@engram/engram";
 * const clock = new Clock({ virtual: true });
 * const mem = Memory.inMemory({ clock });
 * await mem.remember("user is allergic to peanuts", { salience: 0.8 });
 * const [hit] = await mem.recall("peanut allergy");
 * console.log(hit.trace.content); // user is allergic to peanuts
 * await mem.close();
 * ```
 */
export class Memory {
  /** The clock this brain lives by. */
  readonly clock: Clock;
  #store: TraceStore;
  #embedder: BrainEmbedder | null;
  /** Recall by meaning: the nearest vectors, over an index kept in sync with the store. */
  #vectors: VectorCandidates | null;
  #ranking: RankingParams;
  #reinforcement: ReinforcementOptions;
  #queue: Promise<unknown> = Promise.resolve();
  /**
   * The latest recall or context: `used` decays the links that fired in vain into its hits, and
   * teaches its query to the hits it used (the query led to them).
   */
  #latest: { query: string; hits: Hit[] } = { query: "", hits: [] };

  /**
   * Open (creating if needed) the brain file at `path`: shorthand for
   * `Memory.open(new SqliteStore(path), options)`.
   * @throws {StoreError} when the file is not a brain or was written by a newer version
   */
  constructor(path: string, options?: MemoryOptions);
  /** A brain over any {@linkcode TraceStore}; prefer {@linkcode Memory.open}. */
  constructor(store: TraceStore, options?: MemoryOptions);
  constructor(where: string | TraceStore, options: MemoryOptions = {}) {
    if (typeof where === "string") {
      if (where === "") throw new InputError("Cannot open brain: expected a file path");
    } else if (typeof where !== "object" || where === null) {
      throw new InputError("Cannot open brain: expected a file path or a TraceStore");
    }
    const o = resolveOptions(options);
    this.clock = o.clock;
    this.#embedder = o.embedder;
    const embedder = o.embedder;
    // A lexical embedder's nearest vectors are what the word indexes find: no index to keep.
    this.#vectors = embedder && !embedder.lexical
      ? new VectorCandidates(
        () => embedder.floor(),
        embedder.derivable ? (texts) => embedder.embed(texts) : null,
      )
      : null;
    this.#ranking = o.ranking;
    this.#reinforcement = o.reinforcement;
    this.#store = typeof where === "string"
      ? new SqliteStore(where, { durability: options.durability })
      : where;
  }

  /**
   * A brain over any {@linkcode TraceStore} (SQLite, PostgreSQL, your own).
   *
   * @example
   * ```ts
   * import { Memory, SqliteStore } from "@engram/engram";
   * const mem = Memory.open(new SqliteStore(":memory:"));
   * console.log((await mem.stats()).traces); // 0
   * await mem.close();
   * ```
   */
  static open(store: TraceStore, options: MemoryOptions = {}): Memory {
    return new Memory(store, options);
  }

  /** A brain that lives only in this process's memory. */
  static inMemory(options: MemoryOptions = {}): Memory {
    return new Memory(":memory:", options);
  }

  /** Where the brain lives: its file (`:memory:` in memory), or its store's location. */
  get path(): string {
    return this.#store.location;
  }

  /** Run calls one at a time, in order, so an async step never interleaves with another. */
  #serial<T>(fn: () => T | Promise<T>): Promise<T> {
    const run = this.#queue.then(() => {
      if (!this.#store.isOpen) throw new Error(`Cannot use brain "${this.path}": it is closed`);
      return fn();
    });
    this.#queue = run.catch(() => {});
    return run;
  }

  /**
   * One vector per text (`null`s when vectors are off), after checking that the brain's
   * vectors are this embedder's. A failing embedder throws {@linkcode EmbedderError}: the
   * write that needed the vectors fails and writes nothing.
   */
  async #embedMany(texts: readonly string[]): Promise<(Float32Array | null)[]> {
    if (!this.#embedder) return texts.map(() => null);
    await this.#embedder.check(this.#store, false);
    return await this.#embedder.embed(texts);
  }

  async #embed(text: string): Promise<Float32Array | null> {
    return (await this.#embedMany([text]))[0];
  }

  /** Whether the brain keeps no vectors: its embedder derives them from the text. */
  get #derived(): boolean {
    return this.#embedder?.derivable === true;
  }

  /**
   * The vectors a write stores: none when they are derived. A derivable embedder runs at write
   * time only to keep a built vector index up to date (`null`s otherwise).
   */
  async #vectorsToWrite(
    texts: readonly string[],
  ): Promise<{ stored: (Float32Array | null)[]; indexed: (Float32Array | null)[] }> {
    if (!this.#derived) {
      const vectors = await this.#embedMany(texts);
      return { stored: vectors, indexed: vectors };
    }
    await this.#embedder!.check(this.#store, false);
    const none = texts.map(() => null);
    return { stored: none, indexed: this.#vectors?.built ? await this.#embedMany(texts) : none };
  }

  #newRow(input: RememberInput, now: number): Omit<NewTraceRow, "vector"> {
    if (typeof input !== "object" || input === null) {
      throw new InputError("Invalid memory: expected a string or { content, ... }");
    }
    const content = checkContent(input.content);
    const salience = checkSalience(input.salience ?? DEFAULT_SALIENCE);
    const kind = checkKind(input.kind ?? "episodic");
    return {
      content,
      kind,
      salience,
      stability: birthStability(salience, kind),
      createdAt: now,
      lastReinforcedAt: now,
      recalls: 0,
      tags: checkTags(input.tags ?? []),
      // None given: no JSON round trip (checkMeta's copy of `{}` is `{}`).
      meta: input.meta === undefined || input.meta === null ? {} : checkMeta(input.meta),
      sources: [],
      supersededBy: null,
      tokens: estimateTokens(content),
    };
  }

  /**
   * Remember one thing. Its birth stability grows with salience.
   * @throws {TypeError | RangeError} on bad input; nothing is written then
   */
  remember(content: string, options: RememberOptions = {}): Promise<Trace> {
    return this.#rememberAll([{ ...options, content }]).then((t) => t[0]);
  }

  /**
   * Remember many things in one transaction: all land or none do. At most
   * {@linkcode MAX_BATCH} items per call, so the write lock is never held long; split larger
   * lists (each call is then atomic on its own).
   * @throws {TypeError | RangeError} on any bad item or too many; nothing is written then
   */
  rememberMany(items: readonly (string | RememberInput)[]): Promise<Trace[]> {
    if (!Array.isArray(items)) {
      return Promise.reject(new InputError("Invalid memories: expected an array"));
    }
    if (items.length > MAX_BATCH) {
      return Promise.reject(
        new InputRangeError(
          `Invalid memories: ${items.length} items is over the limit of ${MAX_BATCH} per ` +
            `call (one transaction); split the list`,
        ),
      );
    }
    return this.#rememberAll(items.map((i) => typeof i === "string" ? { content: i } : i));
  }

  #rememberAll(inputs: RememberInput[]): Promise<Trace[]> {
    return this.#serial(async () => {
      const now = this.clock.now();
      const rows = inputs.map((input, i) => {
        try {
          return this.#newRow(input, now);
        } catch (e) {
          if (inputs.length === 1) throw e;
          throw prefixed(e, `Item ${i}: `);
        }
      });
      const vectors = await this.#vectorsToWrite(rows.map((row) => row.content));
      const written = await this.#store.transaction(async (tx) => {
        await this.#embedder?.check(tx, true);
        const ids = await tx.insertTraces(
          rows.map((row, i) => ({ ...row, vector: vectors.stored[i] })),
        );
        const out = rows.map((row, i) => new Trace(writtenTrace(ids[i], row)));
        await countWritten(tx, rows);
        // Stale states are superseded now (dream sweeps again later), so the very next recall
        // already prefers the new value; see src/dream/supersede.ts for why both.
        const demoted = await supersedeOnRemember(tx, out);
        await tx.bump({ superseded: demoted.size });
        return out.map((t) => demoted.has(t.id) ? new Trace(demoted.get(t.id)!) : t);
      });
      this.#vectors?.written(written.map((t) => t.id), vectors.indexed);
      return written;
    });
  }

  /** One trace by id, or `null`. */
  get(id: number): Promise<Trace | null> {
    return this.#serial(async () => {
      const [data] = await this.#store.getTraces([checkId(id)]);
      return data ? new Trace(data) : null;
    });
  }

  /**
   * Recall what matches a query, best first. The winners are reinforced (the stability
   * ratchet) and wired together; `reinforce: false` only peeks.
   * @throws {TypeError | RangeError} on bad options
   */
  recall(query: string, options: RecallOptions = {}): Promise<Hit[]> {
    return this.#serial(() => this.#recall(query, options));
  }

  async #recall(query: string, options: RecallOptions): Promise<Hit[]> {
    checkQuery(query);
    const k = checkK(options.k ?? DEFAULT_RECALL_K);
    const reinforce = checkBoolean(options.reinforce ?? true, "reinforce");
    const { k: _k, reinforce: _r, ...selection } = options;
    const now = this.clock.now();
    const filter = toFilter(selection, now);
    const queryVector = this.#embedder && this.#ranking.vectorWeight > 0
      ? await this.#embed(query.slice(0, MAX_QUERY_CHARS))
      : null;
    const sources = this.#vectors ? [this.#vectors] : [];
    const embedder = this.#embedder;
    const deriveVectors = this.#derived
      ? (texts: readonly string[]) => embedder!.embed(texts)
      : undefined;
    // One hit more than asked for: how clearly the k-th won needs the one after it.
    const ranked = await rank(
      this.#store,
      { query, queryVector, filter, k: k + 1, now, sources, deriveVectors },
      this.#ranking,
    );
    const hits = reinforce
      ? await this.#store.transaction(async (tx) => {
        // Another process may have forgotten a hit since it was ranked: it is not returned
        // (and reinforcing it would write history and links for a trace that is gone).
        const alive = new Set(await tx.existingIds(ranked.map((h) => h.trace.id)));
        const left = ranked.filter((h) => alive.has(h.trace.id));
        return await reinforceWinners(tx, left, k, now, this.#reinforcement, this.#ranking);
      })
      : ranked.slice(0, k);
    this.#latest = { query, hits };
    return hits;
  }

  /**
   * The agent used these memories (put them in its answer, acted on them): the strongest
   * evidence of use. Each gets the full stability ratchet with retention back to 1, the first
   * five are wired together, and links that carried activation from them into hits of the
   * latest recall that went unused decay. Returns the traces as stored afterwards.
   * A recall alone reinforces only what clearly won; an agent that peeks
   * (`recall(q, { reinforce: false })`) and then calls `used` reinforces exactly what it used.
   * Each memory also learns the words of the question it answered that it does not hold (see
   * {@linkcode UsedOptions}), so the next question asked in those words finds it.
   * @throws {InputError} on bad ids or options (nothing is written); {@linkcode NotFoundError}
   *   when one is missing (nothing is written)
   *
   * @example
   * ```ts
   * import { Clock, Memory } from "@engram/engram";
   * const clock = new Clock({ virtual: true });
   * const mem = Memory.inMemory({ clock });
   * const fact = await mem.remember("the spare key is under the blue flowerpot");
   * clock.jump({ days: 2 });
   * const [hit] = await mem.recall("where is the spare key", { reinforce: false });
   * const [used] = await mem.used([hit.trace.id]);
   * console.log(used.stability > fact.stability, used.recalls); // true 1
   * // The agent answered "which door key opens the shed?" with it: the words are learned.
   * await mem.used([fact.id], { cue: "which door key opens the shed?" });
   * const [found] = await mem.recall("shed door", { reinforce: false });
   * console.log(found.trace.id === fact.id, found.learned > 0); // true true
   * await mem.close();
   * ```
   */
  used(ids: readonly number[], options: UsedOptions = {}): Promise<Trace[]> {
    return this.#serial(() => {
      if (!Array.isArray(ids) || ids.length === 0) {
        throw new InputError("Invalid used: expected a non-empty array of trace ids");
      }
      if (ids.length > MAX_K) {
        throw new InputRangeError(`Invalid used: ${ids.length} ids, at most ${MAX_K}`);
      }
      const unique = [...new Set(ids.map((id) => checkId(id)))];
      const cue = options.cue === undefined ? null : checkQuery(options.cue);
      const learn = checkBoolean(options.learn ?? true, "learn");
      const { query, hits } = this.#latest;
      const latest = { query, ids: new Set(hits.map((h) => h.trace.id)) };
      const now = this.clock.now();
      return this.#store.transaction(async (tx) => {
        const found = new Map((await tx.getTraces(unique)).map((d) => [d.id, d]));
        const missing = unique.find((id) => !found.has(id));
        if (missing !== undefined) {
          throw new NotFoundError("trace", `Trace ${missing} not found`);
        }
        const traces = unique.map((id) => found.get(id)!);
        if (learn) await teachUsed(tx, traces, cue, latest, now);
        return await reinforceUsed(tx, traces, hits, now, this.#reinforcement);
      });
    });
  }

  /**
   * A prompt-ready `<memory>` block for a query, best first, never over `maxTokens`. Peeks by
   * default: building a prompt does not reinforce. `reinforce: "used"` counts the memories
   * placed in the block as used (as {@linkcode Memory.used} does); `true` reinforces as a
   * recall does.
   */
  context(query: string, options: ContextOptions = {}): Promise<string> {
    return this.#serial(async () => {
      const k = checkK(options.k ?? DEFAULT_CONTEXT_K);
      const maxTokens = checkK(
        options.maxTokens ?? DEFAULT_CONTEXT_TOKENS,
        "maxTokens",
        MAX_CONTEXT_TOKENS,
      );
      const cutoff = checkFraction(options.cutoff ?? DEFAULT_CONTEXT_CUTOFF, "cutoff");
      const reinforce = options.reinforce ?? false;
      if (reinforce !== "used" && typeof reinforce !== "boolean") {
        throw new InputError(
          `Invalid reinforce: expected true, false or "used", got ${String(reinforce)}`,
        );
      }
      const { k: _k, maxTokens: _m, cutoff: _c, reinforce: _r, ...selection } = options;
      const hits = await this.#recall(query, { ...selection, k, reinforce: reinforce === true });
      const placed = contextHits(hits, maxTokens, cutoff);
      if (reinforce === "used" && placed.length > 0) {
        const now = this.clock.now();
        await this.#store.transaction((tx) =>
          reinforceUsed(tx, placed.map((h) => h.trace), hits, now, this.#reinforcement)
        );
      }
      return formatContext(placed, maxTokens, cutoff);
    });
  }

  /**
   * Forget for real: the traces, their index entries, vectors, links and learned words are
   * deleted, the indexes rewritten and the WAL truncated, so the text is not recoverable from
   * the file. Forgetting by query also erases its words wherever a memory learned them.
   * `scrubbed` says whether that last part is done yet (see {@linkcode ForgetResult}).
   * @throws {TypeError} unless the selector has exactly one valid field
   */
  forget(selector: ForgetSelector, options: ForgetOptions = {}): Promise<ForgetResult> {
    return this.#serial(async () => {
      const dryRun = checkBoolean(options.dryRun ?? false, "dryRun");
      const ids = await selectForForget(this.#store, selector);
      const unlearned = wordsToUnlearn(selector);
      if (dryRun) {
        const traces = (await this.#store.getTraces(ids)).sort((a, b) => a.id - b.id)
          .map((d) => new Trace(d));
        return { count: ids.length, ids, dryRun: true, traces, scrubbed: true };
      }
      // A word forgotten is forgotten where memories learned it too, though they stay.
      const learned = unlearned.length > 0 && (await this.#store.learnedFor(unlearned, 1)).length;
      if (ids.length === 0 && !learned) {
        return { count: 0, ids, dryRun: false, traces: [], scrubbed: true };
      }
      await this.#store.transaction(async (tx) => {
        await tx.unlearn(unlearned);
        if (ids.length === 0) return;
        await tx.deleteTraces(ids);
        // The user erased the newer state: what it superseded is the latest known again.
        await tx.clearSupersededBy(ids);
        await tx.bump({ forgotten: ids.length });
      });
      this.#vectors?.erased(ids);
      const { scrubbed } = await this.#store.scrub();
      return { count: ids.length, ids, dryRun: false, traces: [], scrubbed };
    });
  }

  /**
   * Consolidate, as sleep does, in one transaction: supersede stale states, dissolve what
   * faded past the forgetting floor (rewiring its neighbours), merge near-duplicates, distil
   * clusters of similar episodes into semantic gists, and link related traces. A second dream
   * right after changes nothing.
   * @throws {TypeError | RangeError} when the summarizer is not a function or returns no text;
   *   whatever it throws is rethrown. Nothing is written then.
   *
   * @example
   * ```ts
   * import { Clock, Memory } from "@engram/engram";
   * const mem = Memory.inMemory({ clock: new Clock({ virtual: true }) });
   * await mem.rememberMany(["had pho for breakfast", "had pho for breakfast again this morning",
   *   "Pho for breakfast again, as usual"]);
   * const report = await mem.dream();
   * console.log(report.newKnowledge); // [ "had pho for breakfast again" ]
   * await mem.close();
   * ```
   */
  dream(options: DreamOptions = {}): Promise<DreamReport> {
    return this.#serial(() => {
      if (typeof options !== "object" || options === null) {
        throw new InputError("Invalid dream options: expected an object");
      }
      const dryRun = checkBoolean(options.dryRun ?? false, "dryRun");
      // Dissolved, merged and new traces change the vectors: the next recall rebuilds them.
      if (!dryRun) this.#vectors?.invalidate();
      return dream(this.#store, {
        now: this.clock.now(),
        embed: async (text) => (await this.#vectorsToWrite([text])).stored[0],
        summarizer: options.summarizer,
        onProgress: options.onProgress,
        dryRun,
      });
    });
  }

  /** The latest dreams this brain had, newest first (up to `limit`, default 20). */
  dreams(limit = DEFAULT_LIST_LIMIT): Promise<DreamReport[]> {
    return this.#serial(async () => {
      const records = await this.#store.dreams(checkK(limit, "limit"));
      return records.map((r) => {
        const report = r.report as unknown as DreamReport;
        return new DreamReport(report, report.newKnowledge, r.at, report.changes, false);
      });
    });
  }

  /**
   * Browse: a page of traces matching a selection, in an order, and how many match in all.
   * Peeks: nothing is reinforced.
   *
   * @example
   * ```ts
   * import { Memory } from "@engram/engram";
   * const mem = Memory.inMemory();
   * await mem.remember("user prefers tea", { tags: ["drinks"] });
   * await mem.remember("standup at 10am");
   * const page = await mem.list({ tags: ["drinks"] });
   * console.log(page.total, page.traces[0].content); // 1 user prefers tea
   * await mem.close();
   * ```
   */
  list(options: ListOptions = {}): Promise<TracePage> {
    return this.#serial(async () => {
      const { order, limit, offset, ...selection } = options;
      const page = checkPage({ order, limit, offset });
      const now = this.clock.now();
      const filter = toFilter(selection, now);
      const [rows, total] = await Promise.all([
        this.#store.listTraces({ filter, ...page, at: now }),
        this.#store.countTraces(filter),
      ]);
      return { traces: rows.map((d) => new Trace(d)), total };
    });
  }

  /**
   * One trace with its retention now, stability history, links, supersession and the words it
   * learned from use, or `null`.
   */
  show(id: number): Promise<TraceDetails | null> {
    return this.#serial(async () => {
      const [data] = await this.#store.getTraces([checkId(id)]);
      if (!data) return null;
      const trace = new Trace(data);
      const links = (await this.#store.linksOf([id]))
        .map((l) => ({ other: l.a === id ? l.b : l.a, weight: l.w }))
        .sort((a, b) => b.weight - a.weight || a.other - b.other);
      const others = new Map(
        (await this.#store.getTraces([
          ...links.map((l) => l.other),
          ...(data.supersededBy === null ? [] : [data.supersededBy]),
        ])).map((d) => [d.id, new Trace(d)]),
      );
      const supersedes = (await this.#store.listTraces({
        filter: { supersededBy: id },
        order: "oldest",
        at: 0,
        limit: MAX_K,
        offset: 0,
      })).map((d) => new Trace(d));
      return {
        trace,
        retention: trace.retention(this.clock.now()),
        history: await this.#store.history(id),
        links: links.filter((l) => others.has(l.other))
          .map((l) => ({ trace: others.get(l.other)!, weight: l.weight })),
        supersededBy: data.supersededBy === null ? null : others.get(data.supersededBy) ?? null,
        supersedes,
        learned: await this.#store.learnedBy([id]),
      };
    });
  }

  /**
   * Correct a memory in place: new content is re-indexed and re-embedded; kind, salience,
   * tags and meta are replaced as given. Its stability and history are kept.
   * @throws {InputError} on bad fields; {@linkcode NotFoundError} when there is no such trace
   */
  update(id: number, changes: TraceUpdate): Promise<Trace> {
    return this.#serial(async () => {
      checkId(id);
      if (typeof changes !== "object" || changes === null) {
        throw new InputError("Invalid update: expected an object of fields to change");
      }
      const known = ["content", "kind", "salience", "tags", "meta"];
      const unknown = Object.keys(changes).filter((k) => !known.includes(k));
      if (unknown.length > 0) {
        throw new InputError(
          `Invalid update: unknown field "${unknown[0].slice(0, 32)}" (known: ${known.join(", ")})`,
        );
      }
      const content = changes.content === undefined ? undefined : checkContent(changes.content);
      const fields = {
        ...(changes.kind === undefined ? {} : { kind: checkKind(changes.kind) }),
        ...(changes.salience === undefined ? {} : { salience: checkSalience(changes.salience) }),
        ...(changes.tags === undefined ? {} : { tags: checkTags(changes.tags) }),
        ...(changes.meta === undefined ? {} : { meta: checkMeta(changes.meta) }),
      };
      const vectors = await this.#vectorsToWrite(content === undefined ? [] : [content]);
      const vector = vectors.stored[0] ?? null;
      const updated = await this.#store.transaction(async (tx) => {
        if (content !== undefined) await this.#embedder?.check(tx, true);
        const [old] = await tx.getTraces([id]);
        if (!old) throw new NotFoundError("trace", `Trace ${id} not found`);
        const next: TraceData = { ...old, ...fields, ...(content ? { content } : {}) };
        await tx.updateTraces([next]);
        if (content !== undefined && content !== old.content) {
          await tx.setContent(id, content, estimateTokens(content), vector);
        }
        const now = this.clock.now();
        await tx.appendHistory([
          { id, at: now, event: "updated", before: old.stability, after: old.stability },
        ]);
        return new Trace(next);
      });
      if (content !== undefined) this.#vectors?.written([id], vectors.indexed);
      return updated;
    });
  }

  /**
   * Say explicitly that `newerId` replaces `olderId`: the older trace is marked superseded
   * (demoted in recall, fading faster), as when a newer statement of the same fact arrives.
   * @throws {InputError} when the ids are equal; {@linkcode NotFoundError} when one is missing
   */
  supersede(olderId: number, newerId: number): Promise<Trace> {
    return this.#serial(() =>
      this.#store.transaction(async (tx) => {
        checkId(olderId);
        checkId(newerId);
        if (olderId === newerId) {
          throw new InputError("Invalid supersede: a trace cannot replace itself");
        }
        const found = new Map((await tx.getTraces([olderId, newerId])).map((d) => [d.id, d]));
        for (const id of [olderId, newerId]) {
          if (!found.has(id)) throw new NotFoundError("trace", `Trace ${id} not found`);
        }
        const old = found.get(olderId)!;
        const newer = found.get(newerId)!;
        const updates: TraceData[] = [];
        // The newer one becomes current, whatever pointed it at the older one before.
        if (newer.supersededBy === olderId) updates.push({ ...newer, supersededBy: null });
        const demoted = old.supersededBy === null
          ? demote(old, newerId)
          : { ...old, supersededBy: newerId };
        updates.push(demoted);
        await tx.updateTraces(updates);
        // The newer state answers the questions the older one answered.
        await passOnLearned(tx, new Map([[olderId, newerId]]), LEARNED_PER_TRACE);
        if (old.supersededBy === null) {
          await tx.appendHistory([{
            id: olderId,
            at: this.clock.now(),
            event: "superseded",
            before: old.stability,
            after: demoted.stability,
          }]);
          await tx.bump({ superseded: 1 });
        }
        return new Trace(demoted);
      })
    );
  }

  /**
   * What is about to fade: current traces whose retention will drop below a threshold within
   * the horizon (default a week), most valuable first, so an agent can rehearse them. Peeks:
   * nothing is reinforced until the agent recalls.
   * @throws {TypeError | RangeError} on bad options
   */
  review(options: ReviewOptions = {}): Promise<ReviewItem[]> {
    return this.#serial(() => selectForReview(this.#store, this.clock.now(), options));
  }

  /** What the brain holds now: counts, retention bands, links, stability, lifetime counters. */
  stats(): Promise<Stats> {
    return this.#serial(() => collectStats(this.#store, this.clock.now()));
  }

  /** The whole brain as a versioned JSON document (vectors are recomputed on import). */
  export(): Promise<ExportDocument> {
    return this.#serial(() =>
      this.#store.snapshot(async (tx) => {
        const traces: TraceData[] = [];
        for await (const t of tx.allTraces()) traces.push(t);
        return {
          format: "engram" as const,
          version: EXPORT_VERSION,
          exportedAt: new Date(this.clock.now()).toISOString(),
          traces,
          links: await tx.allLinks(),
          learned: await tx.learnedBy(traces.map((t) => t.id)),
          counters: await tx.counters(),
        };
      })
    );
  }

  /**
   * Import an export document. It is validated completely first (a bad document writes
   * nothing and the error names the entry); then it is written in short transactions (see
   * `store/chunks.ts`), so other writers of the brain never wait long. Ids are kept unless one
   * is taken in this brain or past `MAX_KEPT_ID` (2³¹ − 1), in which case every imported trace
   * is renumbered (links and supersession follow). Into an empty brain the lifetime counters
   * are restored too, so export → import round-trips exactly. An import cut short (a crash)
   * keeps the traces written so far.
   * @throws {TypeError} when the document is invalid; nothing is written then
   */
  import(doc: ExportDocument | unknown, options: ImportOptions = {}): Promise<ImportResult> {
    return this.#serial(async () => {
      const parsed = parseExport(doc);
      const vectors: (Float32Array | null)[] = [];
      for (let i = 0; i < parsed.traces.length; i += EMBED_BATCH) {
        const batch = parsed.traces.slice(i, i + EMBED_BATCH);
        vectors.push(...(await this.#vectorsToWrite(batch.map((t) => t.content))).stored);
        options.onProgress?.(vectors.length, parsed.traces.length);
      }
      await this.#embedder?.check(this.#store, true);
      try {
        return await importInChunks(this.#store, parsed, vectors);
      } finally {
        // Imported in several transactions: the index reloads what landed.
        this.#vectors?.invalidate();
      }
    });
  }

  // ---- recall by meaning: reembed ------------------------------------------------------------

  /**
   * Rewrite every vector with this brain's embedder, in batches, and record it as the brain's
   * embedder: how a brain moves to another model. Until it finishes the brain is marked as
   * being reembedded (an interrupted run is refused at open; run it again). Traces written by
   * another process meanwhile are reembedded if they sort after the current batch.
   * @throws {InputError} when vectors are off (`embedder: null`);
   *   {@linkcode EmbedderError} when the embedder fails (run it again)
   *
   * @example
   * ```ts
   * import { hashingEmbedder, Memory } from "@engram/engram";
   * const mem = Memory.inMemory({ embedder: hashingEmbedder({ dimensions: 64 }) });
   * await mem.remember("user prefers tea");
   * const result = await mem.reembed({ onProgress: (done, total) => console.log(done, total) });
   * console.log(result); // { traces: 1, embedder: "hashing-64" }
   * await mem.close();
   * ```
   */
  reembed(options: ReembedOptions = {}): Promise<ReembedResult> {
    return this.#serial(async () => {
      const embedder = this.#embedder;
      if (!embedder) {
        throw new InputError("Cannot reembed: this brain has no embedder (embedder: null)");
      }
      const batchSize = checkK(options.batchSize ?? EMBED_BATCH, "batchSize");
      const total = await this.#store.countTraces({});
      await this.#store.transaction((tx) => embedder.adopt(tx, true));
      let done = 0;
      if (embedder.derivable) {
        // Nothing to rewrite: the vectors are derived from the texts. Another embedder's go.
        await this.#store.transaction((tx) => tx.clearVectors());
        done = total;
        options.onProgress?.(done, total);
      } else {
        for (;;) {
          const page = await this.#store.listTraces({
            filter: {},
            order: "oldest",
            at: 0,
            limit: batchSize,
            offset: done,
          });
          if (page.length === 0) break;
          const vectors = await embedder.embed(page.map((t) => t.content));
          await this.#store.transaction((tx) =>
            tx.setVectors(page.map((t, i) => ({ id: t.id, vector: vectors[i] })))
          );
          done += page.length;
          options.onProgress?.(done, Math.max(total, done));
        }
      }
      await this.#store.transaction((tx) => embedder.adopt(tx, false));
      this.#vectors?.invalidate();
      return { traces: done, embedder: embedder.name };
    });
  }

  /** Close the brain now; calls made afterwards (or still queued) reject. */
  close(): Promise<void> {
    return this.#store.close();
  }

  /** Close on `using`. */
  [Symbol.dispose](): void {
    void this.close();
  }

  /** Close on `await using`. */
  [Symbol.asyncDispose](): Promise<void> {
    return this.close();
  }
}

/**
 * A written row as a trace: every field but the token count, one by one (an object rest per
 * trace was a runtime call of V8 in bulk writes).
 */
function writtenTrace(id: number, row: Omit<NewTraceRow, "vector">): TraceData {
  return {
    id,
    content: row.content,
    kind: row.kind,
    salience: row.salience,
    stability: row.stability,
    createdAt: row.createdAt,
    lastReinforcedAt: row.lastReinforcedAt,
    recalls: row.recalls,
    tags: row.tags,
    meta: row.meta,
    sources: row.sources,
    supersededBy: row.supersededBy,
  };
}

/** Add to the lifetime counters of what was written. */
async function countWritten(store: TraceStore, rows: readonly { tokens: number }[]): Promise<void> {
  await store.bump({
    written: rows.length,
    tokensWritten: rows.reduce((n, r) => n + r.tokens, 0),
  });
}
