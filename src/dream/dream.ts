/**
 * Dream: sleep-time consolidation. Deterministic and auditable; no model unless a summarizer
 * is given.
 *
 * A night: supersede stale states (so a state demoted tonight can dissolve tonight),
 * **dissolve** traces past the forgetting floor and rewire their neighbours, **merge**
 * near-duplicates, **gist** clusters of similar episodes into semantic knowledge, and
 * **associate** related traces with weak links.
 *
 * The night is planned in memory from one snapshot of the brain; the summarizer (which may be
 * slow or async, or throw) and the embedder run next; only then is the plan written. It is
 * written in independent parts — the traces one change ties together (a merge group, a gist
 * and its episodes, a dissolved trace, a superseded state and its successor) — packed into
 * short write transactions (see `store/chunks.ts`), so writers elsewhere never wait long and a
 * busy brain still consolidates. Each part first checks that its traces are exactly as
 * planned; a part whose traces another process changed meanwhile (recalled, corrected,
 * forgotten) is skipped, so a dream never undoes a concurrent recall or remember. Candidate
 * pairs come from shared rare keys (see blocking.ts): a dream never compares every pair.
 * @module
 */
import { InputError } from "../core/errors.ts";
import { type Association, planAssociations } from "./associate.ts";
import { combinedStability, distilSigned, gistClusters, type Summarizer } from "./distill.ts";
import { duplicateGroups, fuseStability, isDuplicate, Outlines } from "./merge.ts";
import { FORGETTING_FLOOR, type Kind, retentionAt } from "../core/model.ts";
import { type Signature, signature, theme } from "./signature.ts";
import {
  type CounterName,
  type HistoryEvent,
  passOnLearned,
  type TraceStore,
} from "../store/store.ts";
import { prefixed } from "../core/errors.ts";
import { inChunks } from "../store/chunks.ts";
import { demote, sweepSupersession } from "./supersede.ts";
import { estimateTokens } from "../core/text.ts";
import { LEARNED_PER_TRACE } from "../core/lessons.ts";
import type { TraceData, TraceSource } from "../core/trace.ts";
import { checkContent, MAX_TAGS } from "../core/validate.ts";

/** Options for `dream`. */
export interface DreamOptions {
  /**
   * Writes each gist's text from its episodes (oldest first), sync or async: an LLM hook.
   * Called before anything is written; if it throws, the dream is abandoned and the brain is
   * left exactly as it was. Default: the deterministic `defaultDistiller`.
   */
  summarizer?: Summarizer;
  /**
   * Called as the night moves on, with the step and how many of its units are done out of how
   * many, so a front door can show progress on a large brain. Default none.
   */
  onProgress?: (step: DreamStep, done: number, total: number) => void;
  /**
   * Plan the night and report what it would do, writing nothing (the summarizer still runs,
   * so the report shows the gists' texts). Default `false`.
   */
  dryRun?: boolean;
}

/** Which traces a dream touched, and how: what the inspector and a dry run show. */
export interface DreamChanges {
  /** Stale states, each with the newer trace that supersedes it. */
  superseded: { id: number; by: number }[];
  /** Traces dissolved past the forgetting floor. */
  dissolved: number[];
  /** Near-duplicates: the survivor and the traces fused into it. */
  merged: { into: number; from: number[] }[];
  /**
   * Gists: their text, the episodes distilled, and the trace they became (`null` in a dry
   * run for a new gist, which has no id until it is written).
   */
  gists: { text: string; from: number[]; into: number | null }[];
}

/**
 * A step of a dream, as reported to `onProgress`: `plan` (read the brain and decide),
 * `distil` (write each gist's text), `write` (apply the plan in one transaction) and `scrub`
 * (erase what was deleted from the file).
 */
export type DreamStep = "plan" | "distil" | "write" | "scrub";

/** What one dream did, in numbers. */
export interface DreamCounts {
  /** Traces in the brain when the dream began. */
  scanned: number;
  /** Stale states marked superseded by a newer one. */
  superseded: number;
  /** Traces dissolved past the forgetting floor. */
  dissolved: number;
  /** Links created or strengthened between the neighbours of dissolved traces. */
  rewired: number;
  /** Duplicates fused into another trace (each fused trace counts once). */
  merged: number;
  /** New gists (semantic traces) distilled. */
  gists: number;
  /** Episodes distilled into gists and removed. */
  distilled: number;
  /** New weak links between related traces. */
  associations: number;
  /** Traces after the dream minus traces before. */
  netChange: number;
  /**
   * Parts of the plan left out because another process changed their traces while the dream
   * ran (a recall, a correction, a forget); the next dream reconsiders them.
   */
  skipped: number;
}

/** How many pieces of new knowledge `toString()` lists before summing up the rest. */
const LISTED_KNOWLEDGE = 5;

/**
 * What a dream did. `toString()` prints it the way the CLI shows it:
 *
 * ```
 * dream complete: scanned 10 traces
 *   merged 2 duplicates
 *   distilled 1 gist from 3 episodes
 *   formed 1 new association
 *   dissolved 0 traces past the forgetting floor
 *   new knowledge: had pho for breakfast again
 * net trace change overnight: -4
 * ```
 */
export interface DreamReport extends Readonly<DreamCounts> {}

/** What one dream did: its {@linkcode DreamCounts}, the new knowledge, and when it ran. */
export class DreamReport {
  /** The text of each new gist. */
  readonly newKnowledge: string[];
  /** When the dream ran (epoch milliseconds). */
  readonly at: number;
  /** Which traces it touched. */
  readonly changes: DreamChanges;
  /** Whether this was a dry run that wrote nothing. */
  readonly dryRun: boolean;

  /** Wrap a dream's results. */
  constructor(
    counts: DreamCounts,
    newKnowledge: string[],
    at: number,
    changes: DreamChanges = { superseded: [], dissolved: [], merged: [], gists: [] },
    dryRun = false,
  ) {
    // Dreams logged before `skipped` existed skipped nothing.
    Object.assign(this, { skipped: 0 }, counts);
    this.newKnowledge = newKnowledge;
    this.at = at;
    this.changes = changes;
    this.dryRun = dryRun;
  }

  /** The report as text, one line per step. */
  toString(): string {
    const n = (count: number, one: string, many = `${one}s`) =>
      `${count} ${count === 1 ? one : many}`;
    const lines = [
      this.dryRun
        ? `dream dry run (nothing written): scanned ${n(this.scanned, "trace")}`
        : `dream complete: scanned ${n(this.scanned, "trace")}`,
      `  merged ${n(this.merged, "duplicate")}`,
      `  distilled ${n(this.gists, "gist")} from ${n(this.distilled, "episode")}`,
      `  formed ${n(this.associations, "new association")}`,
      `  dissolved ${n(this.dissolved, "trace")} past the forgetting floor`,
    ];
    if (this.superseded > 0) lines.push(`  superseded ${n(this.superseded, "stale state")}`);
    if (this.skipped > 0) {
      lines.push(`  left ${this.skipped} changes for later: their traces changed meanwhile`);
    }
    if (this.newKnowledge.length === 0) lines.push("  new knowledge: none");
    for (const k of this.newKnowledge.slice(0, LISTED_KNOWLEDGE)) {
      lines.push(`  new knowledge: ${k}`);
    }
    if (this.newKnowledge.length > LISTED_KNOWLEDGE) {
      lines.push(`  new knowledge: … and ${this.newKnowledge.length - LISTED_KNOWLEDGE} more`);
    }
    const net = this.netChange > 0 ? `+${this.netChange}` : `${this.netChange}`;
    lines.push(`net trace change overnight: ${net}`);
    return lines.join("\n");
  }
}

/** A dissolved trace's neighbours are linked at this fraction of the product of their links. */
export const REWIRE_FACTOR = 0.5;
/** Only a dissolved trace's strongest neighbours are rewired to each other. */
const REWIRE_NEIGHBOURS = 6;
/** Rewired links weaker than this are not worth keeping. */
const MIN_REWIRED_WEIGHT = 0.005;
/** A gist is compared with at most this many traces per key of its text (the oldest). */
const GIST_CANDIDATES = 256;
/** Links are written this many at a time (each batch checks which of their ends still exist). */
const LINK_BATCH = 200;

/**
 * Deletions of parts of several traces are written this many per unit of work, after every
 * part (the part's own unit checks it whole and writes its living traces; see `applyPlan`).
 */
const PIECE = 128;

/** A unit of the write: a part (`part` set) or a further piece of deletions. */
interface Piece {
  /** The part's union-find root (a further piece's entries each have theirs in `roots`). */
  root: number;
  /** The whole part, for its first piece; `null` for a further piece of deletions. */
  part: Entry[] | null;
  /** The traces this piece writes. */
  entries: Entry[];
  /** For a further piece, the part of each entry (pieces mix the rest of many fusions). */
  roots: number[];
  /** The traces it checks: its own (all the part's, for a first piece) and their successors. */
  checks: number[];
}

/** How many traces a transaction reads ahead when a unit finds its own missing. */
const READ_AHEAD = 512;
/**
 * How many traces the write reads ahead in each pause between its transactions, outside the
 * lock: a fusion of thousands of traces is checked from rows read over many pauses instead
 * of reading them all while holding the lock (over a second at a million traces).
 */
const PREFETCH = 2048;

/** What a dream needs from `Memory`. */
export interface DreamContext {
  /** The instant of the dream. */
  now: number;
  /** Embeds a gist's text (or returns `null` when the vector axis is off). */
  embed: (text: string) => Promise<Float32Array | null>;
  /** The caller's summarizer, if any. */
  summarizer?: Summarizer;
  /** The caller's progress callback, if any. */
  onProgress?: (step: DreamStep, done: number, total: number) => void;
  /** Plan and report only, writing nothing. */
  dryRun?: boolean;
}

/** Links as a mutable weighted graph, remembering which pairs changed and because of what. */
class LinkGraph {
  #adj = new Map<number, Map<number, number>>();
  /**
   * Each changed pair (smaller id first), with the traces whose changes caused it (written only
   * if they are), in the order of their first change; found by both ids (no string made per pair).
   */
  #changed: { a: number; b: number; causes: Set<number> }[] = [];
  #changedCauses = new Map<number, Map<number, Set<number>>>();

  constructor(links: Iterable<{ a: number; b: number; w: number }>) {
    for (const l of links) this.#put(l.a, l.b, l.w);
  }

  #put(a: number, b: number, w: number): void {
    this.#putOneWay(a, b, w);
    this.#putOneWay(b, a, w);
  }

  #putOneWay(x: number, y: number, w: number): void {
    let m = this.#adj.get(x);
    if (!m) this.#adj.set(x, m = new Map());
    m.set(y, w);
  }

  get(a: number, b: number): number {
    return this.#adj.get(a)?.get(b) ?? 0;
  }

  /** Raise a link to `w` (never lowers one) because of `cause`; returns whether it changed. */
  raise(a: number, b: number, w: number, cause: number): boolean {
    if (a === b || w <= this.get(a, b)) return false;
    this.#put(a, b, w);
    const [low, high] = a < b ? [a, b] : [b, a];
    let byHigh = this.#changedCauses.get(low);
    if (!byHigh) this.#changedCauses.set(low, byHigh = new Map());
    const causes = byHigh.get(high);
    if (causes) {
      causes.add(cause);
    } else {
      const pair = { a: low, b: high, causes: new Set([cause]) };
      byHigh.set(high, pair.causes);
      this.#changed.push(pair);
    }
    return true;
  }

  neighbours(a: number): [number, number][] {
    return [...(this.#adj.get(a) ?? [])];
  }

  degree(a: number): number {
    return this.#adj.get(a)?.size ?? 0;
  }

  remove(a: number): void {
    const around = this.#adj.get(a);
    if (around === undefined) return;
    for (const b of around.keys()) this.#adj.get(b)?.delete(a);
    this.#adj.delete(a);
  }

  /** The changed links whose two ends still exist, with their causes. */
  *changed(): Generator<{ a: number; b: number; w: number; causes: Set<number> }> {
    for (const { a, b, causes } of this.#changed) {
      const w = this.#adj.get(a)?.get(b);
      if (w !== undefined) yield { a, b, w, causes };
    }
  }
}

/** An entry's signature until the read signs it, and once planning is done (see `dream`). */
const UNSIGNED: Signature = signature("");

/** One trace during planning. Gists not yet written have negative ids. */
interface Entry {
  data: TraceData;
  /** The trace as the snapshot held it (`null` for a new gist). */
  readonly read: TraceData | null;
  sig: Signature;
  alive: boolean;
  dirty: boolean;
}

/** A planned gist: its episodes, its text, and where it lands. */
interface PlannedGist {
  members: Entry[];
  text: string;
  /** The entry the episodes fold into: a new gist (negative id) or an existing duplicate. */
  target?: Entry;
}

/** The night, planned from one snapshot. */
interface Plan {
  now: number;
  entries: Entry[];
  byId: Map<number, Entry>;
  graph: LinkGraph;
  successors: Map<number, Set<number>>;
  counts: Omit<DreamCounts, "netChange" | "gists" | "distilled" | "associations" | "skipped">;
  deleted: number[];
  gists: PlannedGist[];
  changes: DreamChanges;
  history: HistoryEvent[];
  /** Links rewired because a trace (the key) dissolved: how many, for the report. */
  rewiredBy: Map<number, number>;
  /**
   * Union-find over trace ids: traces one fusion ties together (a merge group, a gist and its
   * episodes) are written together. A supersession mark or a redirected `supersededBy` is not
   * a tie (chains of them grow with the brain: 810 traces in one part at 100k): it is written
   * with its own trace, once its successor is known to exist (see `applyPlan`).
   */
  parent: Map<number, number>;
  /** Trace fused away → the trace that absorbed it (which may be fused away in turn). */
  absorbedInto: Map<number, number>;
}

/** The living trace a fused-away one ended in (itself if it was not fused away). */
function absorberOf(plan: Plan, id: number): number {
  let at = id;
  for (let into = plan.absorbedInto.get(at); into !== undefined;) {
    at = into;
    into = plan.absorbedInto.get(at);
  }
  return at;
}

/** The part of the plan a trace's changes belong to (its union-find root). */
function partOf(plan: Plan, id: number): number {
  let root = id;
  for (let p = plan.parent.get(root); p !== undefined && p !== root; p = plan.parent.get(root)) {
    root = p;
  }
  // Path compression keeps long supersession chains cheap.
  for (let x = id; x !== root;) {
    const next = plan.parent.get(x)!;
    plan.parent.set(x, root);
    x = next;
  }
  return root;
}

/** Tie two traces' changes together: they are written in one transaction, or skipped together. */
function tie(plan: Plan, a: number, b: number): void {
  const ra = partOf(plan, a);
  const rb = partOf(plan, b);
  if (ra !== rb) plan.parent.set(ra, rb);
}

const KIND_RANK: Record<Kind, number> = { episodic: 0, semantic: 1, core: 2 };

function strongerKind(a: Kind, b: Kind): Kind {
  return KIND_RANK[a] >= KIND_RANK[b] ? a : b;
}

function unionTags(lists: readonly string[][]): string[] {
  return [...new Set(lists.flat())].slice(0, MAX_TAGS);
}

function unionSources(lists: readonly TraceSource[][]): TraceSource[] {
  const byId = new Map<number, TraceSource>();
  for (const s of lists.flat()) byId.set(s.id, s);
  return [...byId.values()].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
}

/** Dream over the store: plan, summarise, then write the plan part by part. */
export async function dream(store: TraceStore, ctx: DreamContext): Promise<DreamReport> {
  if (ctx.summarizer !== undefined && typeof ctx.summarizer !== "function") {
    throw new InputError("Invalid summarizer: expected a function");
  }
  const progress = ctx.onProgress ?? (() => {});
  progress("plan", 0, 1);
  let plannedAt = NaN;
  const plan = await store.snapshot(async (tx) => {
    const planned = await planNight(tx, ctx.now);
    // Read within the snapshot, once it has read the brain: the generation the plan saw.
    plannedAt = await tx.generation();
    return planned;
  });
  const summaries = new Map<string, string>();
  for (const [i, g] of plan.gists.entries()) {
    progress("distil", i, plan.gists.length);
    g.text = await summarize(g.members, ctx.summarizer, summaries);
  }
  const { associations, newGists } = finishPlan(plan);
  // The write needs no signature: at a million traces they are a gigabyte of heap that every
  // full garbage collection during the write would walk again.
  for (const e of plan.entries) e.sig = UNSIGNED;
  if (ctx.dryRun) return reportOf(plan, associations.length, newGists, new Map(), null, true);
  const vectors = new Map<Entry, Float32Array | null>();
  for (const g of newGists) vectors.set(g, await ctx.embed(g.data.content));
  const report = await applyPlan(
    store,
    plan,
    plannedAt,
    associations,
    newGists,
    vectors,
    progress,
  );
  if (report.dissolved + report.merged + report.distilled > 0) {
    progress("scrub", 0, 1);
    await store.scrub();
  }
  return report;
}

async function summarize(
  members: Entry[],
  summarizer: Summarizer | undefined,
  cache: Map<string, string>,
): Promise<string> {
  const episodes = members.map((m) => m.data.content);
  const key = members.map((m) => m.data.id).join(",");
  const known = cache.get(key);
  if (known !== undefined) return known;
  let text: string;
  if (summarizer) {
    const out = await summarizer([...episodes]);
    try {
      text = checkContent(out);
    } catch (e) {
      throw prefixed(e, "Invalid summary: ");
    }
  } else {
    text = distilSigned(episodes, members.map((m) => m.sig));
  }
  cache.set(key, text);
  return text;
}

/** Plan supersession, dissolution, merges and gist clusters from one snapshot. */
async function planNight(store: TraceStore, now: number): Promise<Plan> {
  const plan = await readSnapshot(store, now);
  // Supersede before dissolving, so a state demoted tonight can dissolve tonight.
  planSupersession(plan);
  planDissolution(plan);
  planMerges(plan);
  // What is gone needs no signature any more: a lighter heap for the rest of the night.
  for (const e of plan.entries) if (!e.alive) e.sig = UNSIGNED;
  planGistClusters(plan);
  return plan;
}

/** Read every trace and link into a plan that changes nothing yet. */
async function readSnapshot(store: TraceStore, now: number): Promise<Plan> {
  const entries: Entry[] = [];
  // Signing is most of the read (~20 µs a text), and a brain says many things more than once
  // (habits, duplicates): each distinct text is signed once (signatures are never mutated),
  // after the read rather than during it: each evicted the other's data from the caches
  // (a million traces read and signed in about 19 s instead of 21).
  const textIndex = new Map<string, number>();
  const texts: string[] = [];
  const textOf: number[] = [];
  for await (const data of store.allTraces()) {
    let text = textIndex.get(data.content);
    if (text === undefined) {
      textIndex.set(data.content, text = texts.length);
      texts.push(data.content);
    }
    textOf.push(text);
    entries.push({ data, read: data, sig: UNSIGNED, alive: true, dirty: false });
  }
  const signatures = texts.map((text) => signature(text));
  for (let i = 0; i < entries.length; i++) entries[i].sig = signatures[textOf[i]];
  const byId = new Map<number, Entry>();
  for (const e of entries) byId.set(e.data.id, e);
  const graph = new LinkGraph(await store.allLinks());
  const successors = new Map<number, Set<number>>();
  for (const e of entries) {
    const by = e.data.supersededBy;
    if (by === null) continue;
    const s = successors.get(by);
    if (s) s.add(e.data.id);
    else successors.set(by, new Set([e.data.id]));
  }
  return {
    now,
    entries,
    byId,
    graph,
    successors,
    counts: { scanned: entries.length, superseded: 0, dissolved: 0, rewired: 0, merged: 0 },
    deleted: [],
    gists: [],
    changes: { superseded: [], dissolved: [], merged: [], gists: [] },
    history: [],
    rewiredBy: new Map(),
    parent: new Map(),
    absorbedInto: new Map(),
  };
}

/** 0. Mark current traces that a later statement of the same slot supersedes. */
function planSupersession(plan: Plan): void {
  const current = plan.entries.filter((e) => e.data.supersededBy === null);
  for (
    const [older, newer] of sweepSupersession(
      current.map((e) => ({ id: e.data.id, createdAt: e.data.createdAt, sig: e.sig })),
    )
  ) {
    const e = plan.byId.get(older)!;
    const before = e.data.stability;
    e.data = demote(e.data, newer);
    e.dirty = true;
    plan.changes.superseded.push({ id: older, by: newer });
    plan.history.push({
      id: older,
      at: plan.now,
      event: "superseded",
      before,
      after: e.data.stability,
    });
    redirect(plan, older, newer, true);
    plan.counts.superseded++;
  }
}

/** 1. Dissolve non-core traces past the floor; link their surviving neighbours (A–x–B → A–B). */
function planDissolution(plan: Plan): void {
  const { graph, byId } = plan;
  const dissolved = plan.entries.filter((e) =>
    e.data.kind !== "core" &&
    retentionAt(e.data.stability, e.data.lastReinforcedAt, plan.now) < FORGETTING_FLOOR
  );
  for (const e of dissolved) e.alive = false;
  for (const x of dissolved) {
    // Most faded traces were never linked: nothing to rewire.
    if (graph.degree(x.data.id) === 0) continue;
    const around = graph.neighbours(x.data.id)
      .filter(([id]) => byId.get(id)?.alive)
      .sort((p, q) => q[1] - p[1] || p[0] - q[0])
      .slice(0, REWIRE_NEIGHBOURS);
    for (let i = 0; i < around.length; i++) {
      for (let j = i + 1; j < around.length; j++) {
        const w = REWIRE_FACTOR * around[i][1] * around[j][1];
        if (w >= MIN_REWIRED_WEIGHT && graph.raise(around[i][0], around[j][0], w, x.data.id)) {
          plan.counts.rewired++;
          plan.rewiredBy.set(x.data.id, (plan.rewiredBy.get(x.data.id) ?? 0) + 1);
        }
      }
    }
  }
  for (const x of dissolved) {
    graph.remove(x.data.id);
    plan.deleted.push(x.data.id);
    plan.changes.dissolved.push(x.data.id);
  }
  plan.counts.dissolved = dissolved.length;
}

/** The order in which a merge group's members are preferred as its survivor. */
function survivorOrder(a: Entry, b: Entry): number {
  return KIND_RANK[b.data.kind] - KIND_RANK[a.data.kind] ||
    Number(a.data.supersededBy !== null) - Number(b.data.supersededBy !== null) ||
    b.sig.tokens.length - a.sig.tokens.length ||
    b.data.stability - a.data.stability || a.data.id - b.data.id;
}

/** 2. Merge near-duplicates into the strongest of each group. */
function planMerges(plan: Plan): void {
  const alive = plan.entries.filter((e) => e.alive);
  for (
    const group of duplicateGroups(alive.map((e) => ({ content: e.data.content, sig: e.sig })))
  ) {
    const members = group.map((i) => alive[i]);
    // The survivor keeps its id and text: the strongest kind, then the live statement, then
    // the most informative wording (most tokens), then the strongest, then the oldest. Ids
    // are distinct, so this order is total: one pass finds its first (a group may hold
    // thousands: a habit noted every day).
    let survivor = members[0];
    for (const m of members) if (survivorOrder(m, survivor) < 0) survivor = m;
    const others = members.filter((m) => m !== survivor);
    absorb(plan, survivor, others, {
      kind: members.reduce((k, m) => strongerKind(k, m.data.kind), survivor.data.kind),
      stability: fuseStability(members.map((m) => m.data.stability)),
      supersededBy: members.some((m) => m.data.supersededBy === null)
        ? null
        : survivor.data.supersededBy,
    });
    plan.counts.merged += others.length;
    plan.changes.merged.push({ into: survivor.data.id, from: others.map((o) => o.data.id) });
  }
}

/** 3. Gist: clusters of similar current episodes (texts come later: the summarizer is async). */
function planGistClusters(plan: Plan): void {
  const episodes = plan.entries.filter((e) =>
    e.alive && e.data.kind === "episodic" && e.data.supersededBy === null
  );
  for (const c of gistClusters(episodes.map((e) => e.sig))) {
    plan.gists.push({ members: membersOf(c, episodes), text: "" });
  }
}

function membersOf(cluster: number[], episodes: Entry[]): Entry[] {
  return cluster.map((i) => episodes[i])
    .sort((a, b) => a.data.createdAt - b.data.createdAt || a.data.id - b.data.id);
}

/**
 * Fold `others` into `target`: recalls add up, links and tags and provenance union, the
 * earliest creation and the latest reinforcement survive; the others are deleted, and what
 * they learned from use is learned by the target (when the plan is written).
 */
function absorb(
  plan: Plan,
  target: Entry,
  others: Entry[],
  fields: Pick<TraceData, "kind" | "stability" | "supersededBy">,
): void {
  const all = [target, ...others];
  const byAge = [...others].sort((a, b) => a.data.id - b.data.id);
  target.data = {
    ...target.data,
    ...fields,
    salience: Math.max(...all.map((m) => m.data.salience)),
    createdAt: Math.min(...all.map((m) => m.data.createdAt)),
    lastReinforcedAt: Math.max(...all.map((m) => m.data.lastReinforcedAt)),
    recalls: all.reduce((n, m) => n + m.data.recalls, 0),
    tags: unionTags(all.map((m) => m.data.tags)),
    meta: Object.assign({}, ...byAge.map((m) => m.data.meta), target.data.meta),
    sources: unionSources(all.map((m) => m.data.sources)),
  };
  target.dirty = true;
  for (const o of others) {
    tie(plan, target.data.id, o.data.id);
    // Most traces fused away were never linked: nothing to move or remove.
    if (plan.graph.degree(o.data.id) > 0) {
      for (const [n, w] of plan.graph.neighbours(o.data.id)) {
        if (n !== target.data.id) plan.graph.raise(target.data.id, n, w, o.data.id);
      }
      plan.graph.remove(o.data.id);
    }
    o.alive = false;
    plan.absorbedInto.set(o.data.id, target.data.id);
    if (o.data.id > 0) plan.deleted.push(o.data.id);
    redirect(plan, o.data.id, target.data.id, false);
  }
}

/**
 * Keep `supersededBy` pointing at a living trace: whatever pointed at `from` now points at
 * `to`. With `mark`, `from` itself was just superseded by `to`.
 */
function redirect(plan: Plan, from: number, to: number, mark: boolean): void {
  // Most traces fused away were nobody's successor: no sets made for nothing to move.
  const moved = mark ? [from] : plan.successors.get(from);
  if (moved === undefined) return;
  if (!mark) plan.successors.delete(from);
  let into = plan.successors.get(to);
  if (!into) plan.successors.set(to, into = new Set());
  for (const id of moved) {
    into.add(id);
    if (mark) continue;
    const e = plan.byId.get(id);
    if (e && e.alive && e.data.supersededBy === from) {
      e.data = { ...e.data, supersededBy: to === e.data.id ? null : to };
      e.dirty = true;
    }
  }
}

/** Place the gists (into an existing duplicate when there is one) and plan associations. */
function finishPlan(plan: Plan): { associations: [Entry, Entry, number][]; newGists: Entry[] } {
  // Index living traces by key, so a gist that restates one folds into it instead of
  // duplicating it (which the next dream would have to merge).
  const inGist = new Set(plan.gists.flatMap((g) => g.members));
  const sigs = plan.gists.map((g) => signature(g.text));
  // Only the keys a gist looks up: on a large brain, indexing every key of every trace took
  // longer than the lookups themselves.
  const wanted = new Set(sigs.flatMap((sig) => sig.tokens.map((t) => t.key)));
  // Each trace filed with the outline of its signature: most candidates are ruled out by it.
  // A gist looks at the first GIST_CANDIDATES of a key only: no list holds more.
  const outlines = new Outlines();
  const index = new Map<string, { entries: Entry[]; outlines: number[] }>();
  const file = (e: Entry) => {
    for (const { key } of e.sig.tokens) {
      if (!wanted.has(key)) continue;
      let list = index.get(key);
      if (!list) index.set(key, list = { entries: [], outlines: [] });
      // Filed once per key: a second token of the same key finds the entry just filed.
      if (list.entries.length >= GIST_CANDIDATES || list.entries.at(-1) === e) continue;
      list.entries.push(e);
      list.outlines.push(outlines.of(e.sig));
    }
  };
  for (const e of plan.entries) if (e.alive && !inGist.has(e)) file(e);
  const newGists: Entry[] = [];
  let nextId = -1;
  for (const [i, g] of plan.gists.entries()) {
    const sig = sigs[i];
    const outline = outlines.of(sig);
    // Traces of one text share one signature (see readSnapshot): each is judged once.
    const judged = new Map<Signature, boolean>();
    let target: Entry | undefined;
    for (const t of sig.tokens) {
      const list = index.get(t.key);
      if (!list) continue;
      for (let c = 0; c < list.entries.length; c++) {
        if (!outlines.mayBeDuplicate(outline, list.outlines[c])) continue;
        const e = list.entries[c];
        if (!e.alive) continue;
        let same = judged.get(e.sig);
        if (same === undefined) {
          judged.set(e.sig, same = isDuplicate(sig, e.sig, g.text, e.data.content));
        }
        if (same && (!target || e.data.id < target.data.id)) target = e;
      }
    }
    const stabilities = g.members.map((m) => m.data.stability);
    const provenance = g.members.map((m) => ({ id: m.data.id, createdAt: m.data.createdAt }));
    if (target) {
      target.data = { ...target.data, sources: unionSources([target.data.sources, provenance]) };
      absorb(plan, target, g.members, {
        kind: strongerKind(target.data.kind, "semantic"),
        stability: combinedStability([target.data.stability, ...stabilities]),
        supersededBy: null,
      });
    } else {
      const gist: Entry = {
        data: {
          id: nextId--,
          content: g.text,
          kind: "semantic",
          salience: Math.max(...g.members.map((m) => m.data.salience)),
          stability: combinedStability(stabilities),
          createdAt: Math.min(...g.members.map((m) => m.data.createdAt)),
          lastReinforcedAt: Math.max(...g.members.map((m) => m.data.lastReinforcedAt)),
          recalls: 0,
          tags: [],
          meta: {},
          sources: provenance,
          supersededBy: null,
        },
        read: null,
        sig,
        alive: true,
        dirty: true,
      };
      plan.entries.push(gist);
      plan.byId.set(gist.data.id, gist);
      absorb(plan, gist, g.members, {
        kind: "semantic",
        stability: gist.data.stability,
        supersededBy: null,
      });
      // The episodes' meta belongs to them; a gist is new knowledge and starts without any.
      gist.data = { ...gist.data, meta: {} };
      newGists.push(gist);
      file(gist);
      target = gist;
    }
    g.target = target;
  }

  // 4. Associate related living traces (stale states excepted) with weak links.
  const living = plan.entries.filter((e) => e.alive && e.data.supersededBy === null);
  const planned: Association[] = planAssociations(
    living.map((e) => ({ keys: [...new Set(theme(e.sig).map((t) => t.key))] })),
    (i) => plan.graph.degree(living[i].data.id),
    (i, j) => plan.graph.get(living[i].data.id, living[j].data.id) > 0,
  );
  const associations: [Entry, Entry, number][] = planned.map((
    a,
  ) => [living[a.i], living[a.j], a.w]);
  return { associations, newGists };
}

/** Whether a trace is still exactly as the snapshot held it. */
function unchanged(now: TraceData, read: TraceData): boolean {
  return now.content === read.content && now.kind === read.kind &&
    now.salience === read.salience && now.stability === read.stability &&
    now.createdAt === read.createdAt && now.lastReinforcedAt === read.lastReinforcedAt &&
    now.recalls === read.recalls && now.supersededBy === read.supersededBy &&
    sameJson(now.tags, read.tags) && sameJson(now.meta, read.meta) &&
    sameJson(now.sources, read.sources);
}

/** Whether two JSON values are written alike; empty ones (most traces') without writing them. */
function sameJson(a: object, b: object): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

function isEmpty(x: object): boolean {
  if (Array.isArray(x)) return x.length === 0;
  for (const _ in x) return false;
  return true;
}

/** The traces a unit checks, as the brain holds them now (`null`: gone). */
interface Rows {
  get(id: number): TraceData | null | undefined;
}

/** A planned link write: new weight, unless the brain holds a stronger one by then. */
interface LinkWrite {
  a: number;
  b: number;
  w: number;
  association: boolean;
}

/**
 * Write the plan in short transactions, part by part (see the module doc), then the links,
 * then the dream's log and counters. Returns the report of what was actually written.
 */
async function applyPlan(
  store: TraceStore,
  plan: Plan,
  plannedAt: number,
  associations: [Entry, Entry, number][],
  newGists: Entry[],
  vectors: Map<Entry, Float32Array | null>,
  progress: (step: DreamStep, done: number, total: number) => void,
): Promise<DreamReport> {
  const parts = new Map<number, Entry[]>();
  for (const e of plan.entries) {
    const id = e.data.id;
    if (e.alive && !e.dirty && !plan.parent.has(id)) continue;
    const root = partOf(plan, id);
    const part = parts.get(root);
    if (part) part.push(e);
    else parts.set(root, [e]);
  }
  const history = new Map<number, HistoryEvent[]>();
  for (const event of plan.history) {
    if (!plan.byId.get(event.id)?.alive) continue;
    const root = partOf(plan, event.id);
    const events = history.get(root);
    if (events) events.push(event);
    else history.set(root, [event]);
  }
  const ids = new Map<number, number>();
  const real = (id: number) => id < 0 ? ids.get(id) : id;
  const applied = new Set<number>();
  const doomed: number[] = [];
  let skipped = 0;

  // Parts that create a gist first: a trace whose successor is a new gist is written after it.
  const sorted = [...parts].sort(([, p], [, q]) =>
    Number(q.some((e) => e.read === null)) - Number(p.some((e) => e.read === null))
  );
  // A part of several traces (a fusion, a gist and its episodes) writes what lives first; what
  // it deletes goes in pieces of its own, written after every part, in id order. Its traces are
  // spread over the brain: deleted part by part, each deletion rewrote a page of the table, of
  // its time index and of the full-text index's sizes (four pages per trace at a million, a
  // night's commits and checkpoints copying 1,500 pages each); in id order, neighbours on a page
  // go together. A fusion of thousands would also have held the lock for seconds.
  const units: Piece[] = [];
  const rest: [Entry, number][] = [];
  for (const [root, part] of sorted) {
    const dead = part.filter((e) => !e.alive);
    const checks = new Set<number>();
    for (const e of part) {
      if (e.read === null) continue;
      checks.add(e.data.id);
      const by = e.alive && e.dirty ? e.data.supersededBy : null;
      if (by !== null && by > 0 && plan.byId.get(by)?.alive) checks.add(by);
    }
    // A trace deleted alone (dissolved) goes with its part: parts come in id order already.
    const later = part.length > 1 ? dead : [];
    units.push({
      root,
      part,
      entries: part.length > 1 ? part.filter((e) => e.alive) : part,
      roots: [],
      checks: [...checks],
    });
    for (const e of later) rest.push([e, root]);
  }
  rest.sort(([a], [b]) => a.data.id - b.data.id);
  for (let i = 0; i < rest.length; i += PIECE) {
    const piece = rest.slice(i, i + PIECE);
    const entries = piece.map(([e]) => e);
    units.push({
      root: piece[0][1],
      part: null,
      entries,
      roots: piece.map(([, root]) => root),
      checks: entries.map((e) => e.data.id),
    });
  }
  // The traces the units check, read ahead: in the pauses between transactions (outside the
  // lock, in a snapshot) and, for what is still missing, many units at a time within the
  // transaction. Rows read stay valid across this dream's transactions while no other writer
  // commits (the store's generation, checked as each transaction starts); the dream's own
  // deletions are marked gone, and its updates touch only traces of the part that wrote them,
  // which no later unit checks beyond their existence.
  //
  // While no other writer has committed since the plan's snapshot (its generation), nothing
  // needs reading: every trace is as the plan read it, but for what this dream deleted. A night
  // with nobody else writing (most of them) skips the reads: 6 s inside a million-trace night's
  // transactions, and the reading ahead between them.
  let fresh = new Map<number, TraceData | null>();
  let freshAt: number | null = null;
  let validated = false;
  const gone = new Set<number>();
  const asPlanned: Rows = {
    get: (id) => gone.has(id) ? null : plan.byId.get(id)?.read ?? undefined,
  };
  const untouched = () => freshAt === plannedAt;
  const position = new Map(units.map((u, i) => [u, i]));
  /** Where reading ahead goes on: the units before it had what they check read already. */
  let readUpTo = 0;
  const validate = async (tx: TraceStore): Promise<void> => {
    const generation = await tx.generation();
    if (generation !== freshAt) {
      fresh = new Map();
      freshAt = generation;
      readUpTo = 0;
    }
  };
  /** Read the missing traces of units from `from` on, up to `limit` of them. */
  const readAhead = async (tx: TraceStore, from: number, limit: number): Promise<void> => {
    if (untouched()) return;
    const batch = new Set<number>();
    let i = Math.max(from, readUpTo);
    for (; i < units.length && batch.size < limit; i++) {
      for (const id of units[i].checks) if (!fresh.has(id)) batch.add(id);
    }
    readUpTo = i;
    for (const id of batch) fresh.set(id, null);
    for (const row of await tx.getTraces([...batch])) fresh.set(row.id, row);
  };
  let next = 0;
  const current = async (tx: TraceStore, unit: Piece): Promise<Rows> => {
    if (!validated) {
      await validate(tx);
      validated = true;
    }
    next = position.get(unit)! + 1;
    if (untouched()) return asPlanned;
    const missing = unit.checks.filter((id) => !fresh.has(id));
    if (missing.length > 0) {
      for (const id of missing) fresh.set(id, null);
      for (const row of await tx.getTraces(missing)) fresh.set(row.id, row);
      await readAhead(tx, next, READ_AHEAD);
    }
    return fresh;
  };
  const started = new Set<number>();
  /** The words fused-away traces learned from use go to the living trace that absorbed them. */
  const inherit = async (tx: TraceStore, dead: readonly Entry[]): Promise<void> => {
    const heirs = new Map<number, number>();
    for (const e of dead) {
      const heir = real(absorberOf(plan, e.data.id));
      if (e.data.id > 0 && heir !== undefined && heir !== e.data.id) heirs.set(e.data.id, heir);
    }
    await passOnLearned(tx, heirs, LEARNED_PER_TRACE);
  };
  progress("write", 0, units.length + 1);
  const apply = async (tx: TraceStore, unit: Piece): Promise<void> => {
    const { root, part } = unit;
    if (part === null) {
      // The deletions of parts whose own unit was written: each trace still as planned is
      // deleted; one changed since (recalled, corrected) stays, with the next dream to judge.
      const entries = unit.entries.filter((_, i) => started.has(unit.roots[i]));
      if (entries.length === 0) return;
      const rows = await current(tx, unit);
      const still = entries.filter((e) => {
        const now = rows.get(e.data.id);
        return now && unchanged(now, e.read!);
      });
      if (still.length < entries.length) skipped++;
      await inherit(tx, still);
      doomed.push(...still.map((e) => e.data.id));
      for (const e of still) applied.add(e.data.id);
      return;
    }
    const { entries } = unit;
    const known = part.filter((e) => e.read !== null);
    // The successors this part points its traces at must exist (those it writes itself
    // aside); a new gist's was written first, unless its part was skipped: else the mark waits.
    const waits = known.some((e) => {
      const by = e.alive && e.dirty ? e.data.supersededBy : null;
      return by !== null && by < 0 && !ids.has(by) && partOf(plan, by) !== root;
    });
    const rows = await current(tx, unit);
    // Gone, or changed where this part would overwrite it: leave the part for next time.
    if (
      waits || unit.checks.some((id) => !rows.get(id)) ||
      known.some((e) => (e.dirty || !e.alive) && !unchanged(rows.get(e.data.id)!, e.read!))
    ) {
      skipped++;
      return;
    }
    // Deleted together at the end of the transaction: one bulk delete is far cheaper than
    // many in-place ones (the scrub rewrites the indexes afterwards, in short steps).
    doomed.push(...entries.filter((e) => !e.alive).map((e) => e.data.id));
    const gists = part.filter((e) => e.read === null);
    const inserted = await tx.insertTraces(gists.map((g) => {
      const { id: _placeholder, ...row } = g.data;
      return { ...row, tokens: estimateTokens(row.content), vector: vectors.get(g) ?? null };
    }));
    gists.forEach((g, i) => ids.set(g.data.id, inserted[i]));
    await tx.updateTraces(
      known.filter((e) => e.alive && e.dirty).map((e) => {
        const by = e.data.supersededBy;
        return { ...e.data, supersededBy: by === null ? null : real(by) ?? null };
      }),
    );
    await tx.appendHistory(history.get(root) ?? []);
    await inherit(tx, entries.filter((e) => !e.alive));
    for (const e of entries) applied.add(e.data.id);
    started.add(root);
  };
  await inChunks(store, units, async (tx, unit) => {
    try {
      await apply(tx, unit);
    } finally {
      // Read again if a later unit checks them too (a successor): a million rows stay unheld.
      for (const id of unit.checks) fresh.delete(id);
    }
  }, {
    onProgress: (done) => progress("write", done, units.length + 1),
    flush: async (tx) => {
      validated = false;
      for (const id of doomed) {
        fresh.set(id, null);
        gone.add(id);
      }
      await tx.deleteTraces(doomed.splice(0), { bulk: true });
    },
    idle: () =>
      store.snapshot(async (tx) => {
        await validate(tx);
        await readAhead(tx, next, PREFETCH);
      }),
    pending: () => doomed.length,
    // A unit checking many rows not read yet (the first piece of a large fusion) waits for the
    // next pause to read them, outside the lock: read inside, they held a transaction for 0.9 s.
    ready: (unit) => {
      if (untouched()) return true;
      let missing = 0;
      for (const id of unit.checks) if (!fresh.has(id) && ++missing > READ_AHEAD) return false;
      return true;
    },
  });

  // Links whose causes were all written, between traces that still exist.
  const writes: LinkWrite[] = [];
  for (const l of plan.graph.changed()) {
    const a = real(l.a);
    const b = real(l.b);
    if (a === undefined || b === undefined || ![...l.causes].every((c) => applied.has(c))) {
      continue;
    }
    writes.push({ a, b, w: l.w, association: false });
  }
  for (const [x, y, w] of associations) {
    const a = real(x.data.id);
    const b = real(y.data.id);
    if (a !== undefined && b !== undefined) writes.push({ a, b, w, association: true });
  }
  const batches: LinkWrite[][] = [];
  for (let i = 0; i < writes.length; i += LINK_BATCH) batches.push(writes.slice(i, i + LINK_BATCH));
  const written = await inChunks(store, batches, async (tx, batch) => {
    const ends = [...new Set(batch.flatMap((l) => [l.a, l.b]))];
    const alive = new Set(await tx.existingIds(ends));
    const keep = batch.filter((l) => alive.has(l.a) && alive.has(l.b));
    // A recall elsewhere may have strengthened a link meanwhile: never lower it.
    await tx.strengthenLinks(keep);
    return keep.filter((l) => l.association).length;
  });

  const report = reportOf(
    plan,
    written.reduce((n, k) => n + k, 0),
    newGists,
    ids,
    { applied, skipped },
    false,
  );
  // The log's copy of the report lists every trace touched (megabytes at a million traces):
  // made before the transaction, not while it holds the lock.
  const logged = { at: plan.now, report: JSON.stringify(report) };
  await store.transaction(async (tx) => {
    await tx.bump(
      {
        dreams: 1,
        superseded: report.superseded,
        dissolved: report.dissolved,
        merged: report.merged,
        gists: report.gists,
        distilled: report.distilled,
        associated: report.associations,
      } satisfies Partial<Record<CounterName, number>>,
    );
    await tx.setCounter("lastDreamAt", plan.now);
    await tx.appendDream(logged);
  });
  progress("write", units.length + 1, units.length + 1);
  return report;
}

/**
 * The report of a planned night; `ids` maps new gists' placeholder ids to real ones. With
 * `outcome`, only the parts that were written count (`null`: a dry run, everything counts).
 */
function reportOf(
  plan: Plan,
  associations: number,
  newGists: Entry[],
  ids: Map<number, number>,
  outcome: { applied: Set<number>; skipped: number } | null,
  dryRun: boolean,
): DreamReport {
  const done = (id: number) => outcome === null || outcome.applied.has(id);
  const superseded = plan.changes.superseded.filter((c) => done(c.id));
  const dissolved = plan.changes.dissolved.filter(done);
  const merged = plan.changes.merged.filter((m) => m.into > 0 && done(m.into));
  // A fusion's first piece holds its target; its further pieces may leave a member behind.
  const gists = plan.gists.filter((g) => done((g.target ?? g.members[0]).data.id));
  const created = newGists.filter((g) => done(g.data.id));
  let rewired = 0;
  for (const [x, n] of plan.rewiredBy) if (done(x)) rewired += n;
  const counts: DreamCounts = {
    scanned: plan.counts.scanned,
    superseded: superseded.length,
    dissolved: dissolved.length,
    rewired,
    merged: merged.reduce((n, m) => n + m.from.filter(done).length, 0),
    gists: created.length,
    distilled: gists.reduce((n, g) => n + g.members.filter((m) => done(m.data.id)).length, 0),
    associations,
    netChange: created.length - plan.deleted.filter(done).length,
    skipped: outcome?.skipped ?? 0,
  };
  const real = (id: number) => id < 0 ? ids.get(id) ?? null : id;
  const changes: DreamChanges = {
    superseded,
    dissolved,
    merged,
    gists: gists.map((g) => ({
      text: g.text,
      from: g.members.map((m) => m.data.id),
      into: g.target ? real(g.target.data.id) : null,
    })),
  };
  return new DreamReport(
    counts,
    created.map((g) => g.data.content),
    plan.now,
    changes,
    dryRun,
  );
}
