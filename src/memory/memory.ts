/**
 * Memory: the engine's orchestrator. It validates input, reads the clock, asks the model for
 * the math and the store for the data. It holds no SQL and no ranking math of its own.
 * @module
 */
import { Clock } from "../core/clock.ts";
import {
  type ContextOptions,
  DEFAULT_CONTEXT_CUTOFF,
  DEFAULT_CONTEXT_K,
  DEFAULT_CONTEXT_TOKENS,
  formatContext,
} from "./context.ts";
import { dream, type DreamOptions, type DreamReport } from "../dream/dream.ts";
import { type Embedder, hashingEmbedder } from "../core/embed.ts";
import {
  EXPORT_VERSION,
  type ExportDocument,
  type ImportOptions,
  type ImportResult,
  parseExport,
} from "./exchange.ts";
import {
  type ForgetOptions,
  type ForgetResult,
  type ForgetSelector,
  selectForForget,
} from "./forget.ts";
import {
  birthStability,
  DEFAULT_REINFORCEMENT,
  type Kind,
  reinforce,
  type ReinforcementParams,
  retentionAt,
  strengthenLink,
} from "../core/model.ts";
import { DEFAULT_RANKING, type Hit, rank, type RankingParams } from "../recall/rank.ts";
import { type ReviewItem, type ReviewOptions, selectForReview } from "./review.ts";
import { collectStats, type Stats } from "./stats.ts";
import { type NewTraceRow, Store, type TraceFilter } from "../store/sqlite.ts";
import { supersedeOnRemember } from "../dream/supersede.ts";
import { estimateTokens, MAX_QUERY_CHARS } from "../core/text.ts";
import { Trace, type TraceData } from "../core/trace.ts";
import {
  checkBoolean,
  checkContent,
  checkFraction,
  checkK,
  checkKind,
  checkKinds,
  checkMeta,
  checkQuery,
  checkSalience,
  checkTags,
  MAX_CONTEXT_TOKENS,
} from "../core/validate.ts";

/** Options for {@linkcode Memory}. Every tunable has a documented default. */
export interface MemoryOptions {
  /** The source of time. Default: a real `new Clock()`. */
  clock?: Clock;
  /**
   * Embeds text for the vector axis of recall. Default: the deterministic
   * {@linkcode hashingEmbedder}. `null` turns the vector axis off.
   */
  embedder?: Embedder | null;
  /** Weight of the lexical (BM25) axis. Default `0.4`. */
  lexicalWeight?: number;
  /** Weight of the trigram (typo-tolerant) axis. Default `0.25`. */
  trigramWeight?: number;
  /** Weight of the vector axis. Default `0.2`. */
  vectorWeight?: number;
  /** Weight of spreading activation along links. Default `0.15`. */
  spreadWeight?: number;
  /** Exponent of retention in the score (`relevance × R^x`). Default `0.35`. */
  retentionExponent?: number;
  /** Activation kept per hop of spreading activation. Default `0.5`. */
  spreadDecay?: number;
  /** Hops of spreading activation, 0 to 2. Default `2`. */
  spreadHops?: number;
  /** Score multiplier of a superseded trace. Default `0.5`. */
  supersededWeight?: number;
  /** Stability ratchet gain `a`. Default `10`. */
  reinforcementGain?: number;
  /** Stability ratchet saturation exponent `b`. Default `0.1`. */
  reinforcementSaturation?: number;
  /** Stability ratchet spacing exponent `c`. Default `3`. */
  reinforcementSpacing?: number;
  /** Retention below which time counts as dead and earns no credit. Default `0.3`. */
  intactRetention?: number;
  /** Hebbian learning rate η for co-recalled pairs: `w ← w + η(1 − w)`. Default `0.2`. */
  linkRate?: number;
  /**
   * A returned hit is reinforced only if its score is at least this fraction of the best
   * hit's, so a weak tail hit does not become durable by accident. Default `0.5`.
   */
  reinforceFraction?: number;
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
export interface RecallOptions {
  /** How many hits at most, 1 to 1000. Default `5`. */
  k?: number;
  /** Only these kinds. Default all. */
  kinds?: Kind[];
  /** Only traces with at least one of these tags. Default any. */
  tags?: string[];
  /** Reinforce the winners and wire them together. Default `true`; `false` peeks. */
  reinforce?: boolean;
}

/** Default salience of a new trace. */
export const DEFAULT_SALIENCE = 0.5;
/** Default `k` of a recall. */
export const DEFAULT_RECALL_K = 5;
/** The most co-recalled winners wired together per recall. */
const MAX_WIRED = 5;

function weight(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`Invalid ${name} ${String(value)}: expected a finite number ≥ 0`);
  }
  return value;
}

/**
 * A brain: remember, recall, forget and inspect memories that fade unless used.
 * Every method is async and calls on one `Memory` run one at a time, in order.
 *
 * @example
 * ```ts
 * import { Clock, Memory } from "../mod.ts";
 * const clock = new Clock({ virtual: true });
 * const mem = Memory.inMemory({ clock });
 * await mem.remember("user is allergic to peanuts", { salience: 0.8 });
 * const [hit] = await mem.recall("peanut allergy");
 * console.log(hit.trace.content); // user is allergic to peanuts
 * mem.close();
 * ```
 */
export class Memory {
  /** The clock this brain lives by. */
  readonly clock: Clock;
  #store: Store;
  #embedder: Embedder | null;
  #ranking: RankingParams;
  #reinforcement: ReinforcementParams;
  #linkRate: number;
  #reinforceFraction: number;
  #queue: Promise<unknown> = Promise.resolve();

  /**
   * Open (creating if needed) the brain file at `path`.
   * @throws {Error} when the file is not a brain or was written by a newer version
   */
  constructor(path: string, options: MemoryOptions = {}) {
    if (typeof path !== "string" || path === "") {
      throw new TypeError("Cannot open brain: expected a file path");
    }
    const o = options;
    this.#ranking = {
      lexicalWeight: weight(o.lexicalWeight, DEFAULT_RANKING.lexicalWeight, "lexicalWeight"),
      trigramWeight: weight(o.trigramWeight, DEFAULT_RANKING.trigramWeight, "trigramWeight"),
      vectorWeight: weight(o.vectorWeight, DEFAULT_RANKING.vectorWeight, "vectorWeight"),
      spreadWeight: weight(o.spreadWeight, DEFAULT_RANKING.spreadWeight, "spreadWeight"),
      retentionExponent: weight(
        o.retentionExponent,
        DEFAULT_RANKING.retentionExponent,
        "retentionExponent",
      ),
      spreadDecay: weight(o.spreadDecay, DEFAULT_RANKING.spreadDecay, "spreadDecay"),
      spreadHops: weight(o.spreadHops, DEFAULT_RANKING.spreadHops, "spreadHops"),
      supersededWeight: weight(
        o.supersededWeight,
        DEFAULT_RANKING.supersededWeight,
        "supersededWeight",
      ),
    };
    this.#reinforcement = {
      gain: weight(o.reinforcementGain, DEFAULT_REINFORCEMENT.gain, "reinforcementGain"),
      saturation: weight(
        o.reinforcementSaturation,
        DEFAULT_REINFORCEMENT.saturation,
        "reinforcementSaturation",
      ),
      spacing: weight(
        o.reinforcementSpacing,
        DEFAULT_REINFORCEMENT.spacing,
        "reinforcementSpacing",
      ),
      intactRetention: weight(
        o.intactRetention,
        DEFAULT_REINFORCEMENT.intactRetention,
        "intactRetention",
      ),
    };
    this.#linkRate = weight(o.linkRate, 0.2, "linkRate");
    this.#reinforceFraction = weight(o.reinforceFraction, 0.5, "reinforceFraction");
    this.clock = o.clock ?? new Clock();
    this.#embedder = o.embedder === undefined ? hashingEmbedder() : o.embedder;
    this.#store = new Store(path);
  }

  /** A brain that lives only in this process's memory. */
  static inMemory(options: MemoryOptions = {}): Memory {
    return new Memory(":memory:", options);
  }

  /** The brain file (`:memory:` for an in-memory brain). */
  get path(): string {
    return this.#store.path;
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

  async #embed(text: string): Promise<Float32Array | null> {
    if (!this.#embedder) return null;
    const v = await this.#embedder(text);
    if (!(v instanceof Float32Array)) throw new TypeError("Embedder must return a Float32Array");
    return v;
  }

  #newRow(input: RememberInput, now: number): Omit<NewTraceRow, "vector"> {
    if (typeof input !== "object" || input === null) {
      throw new TypeError("Invalid memory: expected a string or { content, ... }");
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
      meta: checkMeta(input.meta ?? {}),
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
   * Remember many things in one transaction: all land or none do.
   * @throws {TypeError | RangeError} on any bad item; nothing is written then
   */
  rememberMany(items: readonly (string | RememberInput)[]): Promise<Trace[]> {
    if (!Array.isArray(items)) {
      return Promise.reject(new TypeError("Invalid memories: expected an array"));
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
          const err = e as Error;
          throw new (err.constructor as ErrorConstructor)(`Item ${i}: ${err.message}`);
        }
      });
      const vectors: (Float32Array | null)[] = [];
      for (const row of rows) vectors.push(await this.#embed(row.content));
      return this.#store.transaction(() => {
        const out = rows.map((row, i) => {
          const id = this.#store.insertTrace({ ...row, vector: vectors[i] });
          return new Trace({ id, ...row });
        });
        this.#countWritten(rows);
        // Stale states are superseded now (dream sweeps again later), so the very next recall
        // already prefers the new value; see src/supersede.ts for why both.
        const demoted = supersedeOnRemember(this.#store, out);
        this.#store.bump("superseded", demoted.size);
        return out.map((t) => demoted.has(t.id) ? new Trace(demoted.get(t.id)!) : t);
      });
    });
  }

  /** Add to the lifetime counters of what was written. */
  #countWritten(rows: readonly { tokens: number }[]): void {
    this.#store.bump("written", rows.length);
    this.#store.bump("tokensWritten", rows.reduce((n, r) => n + r.tokens, 0));
  }

  /** One trace by id, or `null`. */
  get(id: number): Promise<Trace | null> {
    return this.#serial(() => {
      const data = this.#store.getTrace(id);
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
    const reinforceWinners = checkBoolean(options.reinforce ?? true, "reinforce");
    const filter: TraceFilter = {
      kinds: options.kinds === undefined ? undefined : checkKinds(options.kinds),
      tags: options.tags === undefined ? undefined : checkTags(options.tags),
    };
    const queryVector = this.#embedder && this.#ranking.vectorWeight > 0
      ? await this.#embed(query.slice(0, MAX_QUERY_CHARS))
      : null;
    const now = this.clock.now();
    const hits = rank(this.#store, { query, queryVector, filter, k, now }, this.#ranking);
    if (!reinforceWinners) return hits;
    return this.#store.transaction(() => {
      this.#store.bump("recalled");
      if (hits.length === 0) return hits;
      const cutoff = hits[0].score * this.#reinforceFraction;
      const winners = hits.filter((h) => h.score >= cutoff);
      const out = hits.map((h) => {
        if (!winners.includes(h)) return h;
        const t = h.trace;
        const stability = reinforce(
          t.stability,
          retentionAt(t.stability, t.lastReinforcedAt, now),
          this.#reinforcement,
        );
        this.#store.reinforce(t.id, stability, now);
        return {
          ...h,
          trace: new Trace({ ...t, stability, lastReinforcedAt: now, recalls: t.recalls + 1 }),
        };
      });
      this.#store.bump("reinforced", winners.length);
      this.#wire(winners.slice(0, MAX_WIRED).map((h) => h.trace.id));
      return out;
    });
  }

  /** Strengthen the links between traces that fired together. */
  #wire(ids: number[]): void {
    if (ids.length < 2) return;
    const weights = new Map<string, number>();
    for (const l of this.#store.linksAmong(ids)) weights.set(`${l.a}:${l.b}`, l.w);
    for (let i = 0; i < ids.length; i++) {
      for (let j = i + 1; j < ids.length; j++) {
        const [a, b] = ids[i] < ids[j] ? [ids[i], ids[j]] : [ids[j], ids[i]];
        this.#store.setLink(a, b, strengthenLink(weights.get(`${a}:${b}`) ?? 0, this.#linkRate));
      }
    }
  }

  /**
   * A prompt-ready `<memory>` block for a query, best first, never over `maxTokens`. Peeks:
   * building a prompt does not reinforce.
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
      const hits = await this.#recall(query, { k, reinforce: false });
      return formatContext(hits, maxTokens, cutoff);
    });
  }

  /**
   * Forget for real: the traces, their index entries, vectors and links are deleted, the
   * indexes rewritten and the WAL truncated, so the text is not recoverable from the file.
   * @throws {TypeError} unless the selector has exactly one valid field
   */
  forget(selector: ForgetSelector, options: ForgetOptions = {}): Promise<ForgetResult> {
    return this.#serial(() => {
      const dryRun = checkBoolean(options.dryRun ?? false, "dryRun");
      const ids = selectForForget(this.#store, selector);
      if (dryRun) {
        const traces = this.#store.getTraces(ids).sort((a, b) => a.id - b.id).map((d) =>
          new Trace(d)
        );
        return { count: ids.length, ids, dryRun: true, traces };
      }
      if (ids.length > 0) {
        this.#store.transaction(() => {
          this.#store.deleteTraces(ids);
          // The user erased the newer state: what it superseded is the latest known again.
          this.#store.clearSupersededBy(ids);
          this.#store.bump("forgotten", ids.length);
        });
        this.#store.scrub();
      }
      return { count: ids.length, ids, dryRun: false, traces: [] };
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
   * import { Clock, Memory } from "../mod.ts";
   * const mem = Memory.inMemory({ clock: new Clock({ virtual: true }) });
   * await mem.rememberMany(["had pho for breakfast", "had pho for breakfast again this morning",
   *   "Pho for breakfast again, as usual"]);
   * const report = await mem.dream();
   * console.log(report.newKnowledge); // [ "had pho for breakfast again" ]
   * mem.close();
   * ```
   */
  dream(options: DreamOptions = {}): Promise<DreamReport> {
    return this.#serial(() => {
      if (typeof options !== "object" || options === null) {
        throw new TypeError("Invalid dream options: expected an object");
      }
      return dream(this.#store, {
        now: this.clock.now(),
        embed: (text) => this.#embed(text),
        summarizer: options.summarizer,
        onProgress: options.onProgress,
      });
    });
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
    return this.#serial(() => ({
      format: "engram" as const,
      version: EXPORT_VERSION,
      exportedAt: new Date(this.clock.now()).toISOString(),
      traces: [...this.#store.allTraces()],
      links: this.#store.allLinks(),
      counters: this.#store.counters(),
    }));
  }

  /**
   * Import an export document in one transaction. Ids are kept unless one is taken in this
   * brain, in which case every imported trace is renumbered (links follow). Into an empty
   * brain the lifetime counters are restored too, so export → import round-trips exactly.
   * @throws {TypeError} when the document is invalid; nothing is written then
   */
  import(doc: ExportDocument | unknown, options: ImportOptions = {}): Promise<ImportResult> {
    return this.#serial(async () => {
      const parsed = parseExport(doc);
      const vectors: (Float32Array | null)[] = [];
      for (const t of parsed.traces) {
        vectors.push(await this.#embed(t.content));
        options.onProgress?.(vectors.length, parsed.traces.length);
      }
      return this.#store.transaction(() => {
        const empty = this.#store.isEmpty();
        const renumber = this.#store.existingIds(parsed.traces.map((t) => t.id)).length > 0;
        const ids = new Map<number, number>();
        const rows = parsed.traces.map((t: TraceData, i) => ({
          ...t,
          tokens: estimateTokens(t.content),
          vector: vectors[i],
        }));
        for (const row of rows) {
          ids.set(row.id, this.#store.insertTrace(renumber ? { ...row, id: undefined } : row));
        }
        if (renumber) {
          for (const t of parsed.traces) {
            if (t.supersededBy !== null) {
              this.#store.setSupersededBy(ids.get(t.id)!, ids.get(t.supersededBy) ?? null);
            }
          }
        }
        for (const l of parsed.links) this.#store.setLink(ids.get(l.a)!, ids.get(l.b)!, l.w);
        if (empty) {
          for (const [name, value] of Object.entries(parsed.counters)) {
            this.#store.setCounter(name, value);
          }
        } else {
          this.#countWritten(rows);
        }
        return { traces: parsed.traces.length, links: parsed.links.length, renumbered: renumber };
      });
    });
  }

  /** Close the brain file now; calls made afterwards (or still queued) throw. */
  close(): void {
    this.#store.close();
  }

  /** Close on `using`. */
  [Symbol.dispose](): void {
    this.close();
  }
}
