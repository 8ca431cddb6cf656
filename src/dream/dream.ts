/**
 * Dream: sleep-time consolidation. Deterministic and auditable; no model unless a summarizer
 * is given.
 *
 * A night runs, as one transaction: supersede stale states (so a state demoted tonight can
 * dissolve tonight), **dissolve** traces past the forgetting floor and rewire their
 * neighbours, **merge** near-duplicates, **gist** clusters of similar episodes into semantic
 * knowledge, and **associate** related traces with weak links.
 *
 * The night is planned in memory from one snapshot of the brain, the summarizer (which may be
 * slow or async, or throw) and the embedder run next, and only then is the plan written in
 * one transaction. If another process wrote to the brain meanwhile, the plan is discarded and
 * made again, so a dream never undoes a concurrent recall or remember. Candidate pairs come
 * from shared rare keys (see blocking.ts): a dream never compares every pair.
 * @module
 */
import { InputError } from "../core/errors.ts";
import { type Association, planAssociations } from "./associate.ts";
import { combinedStability, defaultDistiller, gistClusters, type Summarizer } from "./distill.ts";
import { duplicateGroups, fuseStability, isDuplicate } from "./merge.ts";
import { FORGETTING_FLOOR, type Kind, retentionAt } from "../core/model.ts";
import { type Signature, signature, theme } from "./signature.ts";
import type { CounterName, HistoryEvent, Link, TraceStore } from "../store/store.ts";
import { prefixed, StoreError } from "../core/errors.ts";
import { demote, sweepSupersession } from "./supersede.ts";
import { estimateTokens } from "../core/text.ts";
import type { TraceData, TraceSource } from "../core/trace.ts";
import { checkContent, MAX_TAGS } from "../core/validate.ts";

/** Options for `dream`. */
export interface DreamOptions {
  /**
   * Writes each gist's text from its episodes (oldest first), sync or async: an LLM hook.
   * Called before anything is written; if it throws, the dream is abandoned and the brain is
   * left exactly as it was. Default: the deterministic {@linkcode defaultDistiller}.
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
    Object.assign(this, counts);
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
/** How often a dream re-plans when another process keeps writing before it gives up. */
const ATTEMPTS = 3;

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

/** Links as a mutable weighted graph, remembering which pairs changed. */
class LinkGraph {
  #adj = new Map<number, Map<number, number>>();
  #changed = new Set<string>();

  constructor(links: Iterable<{ a: number; b: number; w: number }>) {
    for (const l of links) this.#put(l.a, l.b, l.w);
  }

  #put(a: number, b: number, w: number): void {
    for (const [x, y] of [[a, b], [b, a]]) {
      let m = this.#adj.get(x);
      if (!m) this.#adj.set(x, m = new Map());
      m.set(y, w);
    }
  }

  get(a: number, b: number): number {
    return this.#adj.get(a)?.get(b) ?? 0;
  }

  /** Raise a link to `w` (never lowers one); returns whether it changed. */
  raise(a: number, b: number, w: number): boolean {
    if (a === b || w <= this.get(a, b)) return false;
    this.#put(a, b, w);
    this.#changed.add(a < b ? `${a}:${b}` : `${b}:${a}`);
    return true;
  }

  neighbours(a: number): [number, number][] {
    return [...(this.#adj.get(a) ?? [])];
  }

  degree(a: number): number {
    return this.#adj.get(a)?.size ?? 0;
  }

  remove(a: number): void {
    for (const b of this.#adj.get(a)?.keys() ?? []) this.#adj.get(b)?.delete(a);
    this.#adj.delete(a);
  }

  /** The changed links whose two ends still exist. */
  *changed(): Generator<{ a: number; b: number; w: number }> {
    for (const key of this.#changed) {
      const [a, b] = key.split(":").map(Number);
      const w = this.#adj.get(a)?.get(b);
      if (w !== undefined) yield { a, b, w };
    }
  }
}

/** One trace during planning. Gists not yet written have negative ids. */
interface Entry {
  data: TraceData;
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
  version: number;
  now: number;
  entries: Entry[];
  byId: Map<number, Entry>;
  graph: LinkGraph;
  successors: Map<number, Set<number>>;
  counts: Omit<DreamCounts, "netChange" | "gists" | "distilled" | "associations">;
  deleted: number[];
  gists: PlannedGist[];
  changes: DreamChanges;
  history: HistoryEvent[];
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

/** Dream over the store: plan, summarise, then write everything in one transaction. */
export async function dream(store: TraceStore, ctx: DreamContext): Promise<DreamReport> {
  if (ctx.summarizer !== undefined && typeof ctx.summarizer !== "function") {
    throw new InputError("Invalid summarizer: expected a function");
  }
  const summaries = new Map<string, string>();
  const progress = ctx.onProgress ?? (() => {});
  for (let attempt = 1;; attempt++) {
    progress("plan", 0, 1);
    const plan = await store.snapshot((tx) => planNight(tx, ctx.now));
    for (const [i, g] of plan.gists.entries()) {
      progress("distil", i, plan.gists.length);
      g.text = await summarize(g.members, ctx.summarizer, summaries);
    }
    const { associations, newGists } = finishPlan(plan);
    if (ctx.dryRun) return reportOf(plan, associations, newGists, new Map(), true);
    const vectors = new Map<Entry, Float32Array | null>();
    for (const g of newGists) vectors.set(g, await ctx.embed(g.data.content));
    progress("write", 0, 1);
    const report = await store.transaction(async (tx) => {
      // Another process wrote since the snapshot: this plan may undo its work. Plan again.
      if (await tx.generation() !== plan.version) return null;
      return await applyPlan(tx, plan, associations, newGists, vectors);
    });
    if (report) {
      if (report.dissolved + report.merged + report.distilled > 0) {
        progress("scrub", 0, 1);
        await store.scrub();
      }
      return report;
    }
    if (attempt >= ATTEMPTS) {
      throw new StoreError(
        `Cannot dream on brain "${store.location}": another process kept writing to it; try again`,
        { code: "busy" },
      );
    }
  }
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
    text = defaultDistiller(episodes);
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
  planGistClusters(plan);
  return plan;
}

/** Read every trace and link into a plan that changes nothing yet. */
async function readSnapshot(store: TraceStore, now: number): Promise<Plan> {
  const version = await store.generation();
  const entries: Entry[] = [];
  for await (const data of store.allTraces()) {
    entries.push({ data, sig: signature(data.content), alive: true, dirty: false });
  }
  const byId = new Map(entries.map((e) => [e.data.id, e]));
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
    version,
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
    const around = graph.neighbours(x.data.id)
      .filter(([id]) => byId.get(id)?.alive)
      .sort((p, q) => q[1] - p[1] || p[0] - q[0])
      .slice(0, REWIRE_NEIGHBOURS);
    for (let i = 0; i < around.length; i++) {
      for (let j = i + 1; j < around.length; j++) {
        const w = REWIRE_FACTOR * around[i][1] * around[j][1];
        if (w >= MIN_REWIRED_WEIGHT && graph.raise(around[i][0], around[j][0], w)) {
          plan.counts.rewired++;
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

/** 2. Merge near-duplicates into the strongest of each group. */
function planMerges(plan: Plan): void {
  const alive = plan.entries.filter((e) => e.alive);
  for (
    const group of duplicateGroups(alive.map((e) => ({ content: e.data.content, sig: e.sig })))
  ) {
    const members = group.map((i) => alive[i]);
    // The survivor keeps its id and text: the strongest kind, then the live statement, then
    // the most informative wording (most tokens), then the strongest, then the oldest.
    const survivor = [...members].sort((a, b) =>
      KIND_RANK[b.data.kind] - KIND_RANK[a.data.kind] ||
      Number(a.data.supersededBy !== null) - Number(b.data.supersededBy !== null) ||
      b.sig.tokens.length - a.sig.tokens.length ||
      b.data.stability - a.data.stability || a.data.id - b.data.id
    )[0];
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
 * earliest creation and the latest reinforcement survive; the others are deleted.
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
    for (const [n, w] of plan.graph.neighbours(o.data.id)) {
      if (n !== target.data.id) plan.graph.raise(target.data.id, n, w);
    }
    plan.graph.remove(o.data.id);
    o.alive = false;
    if (o.data.id > 0) plan.deleted.push(o.data.id);
    redirect(plan, o.data.id, target.data.id, false);
  }
}

/**
 * Keep `supersededBy` pointing at a living trace: whatever pointed at `from` now points at
 * `to`. With `mark`, `from` itself was just superseded by `to`.
 */
function redirect(plan: Plan, from: number, to: number, mark: boolean): void {
  const moved = mark ? new Set([from]) : plan.successors.get(from) ?? new Set<number>();
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
  const index = new Map<string, Entry[]>();
  const file = (e: Entry) => {
    for (const k of new Set(e.sig.tokens.map((t) => t.key))) {
      const list = index.get(k);
      if (list) list.push(e);
      else index.set(k, [e]);
    }
  };
  for (const e of plan.entries) if (e.alive && !inGist.has(e)) file(e);
  const newGists: Entry[] = [];
  let nextId = -1;
  for (const g of plan.gists) {
    const sig = signature(g.text);
    const seen = new Set<Entry>();
    let target: Entry | undefined;
    for (const t of sig.tokens) {
      for (const e of (index.get(t.key) ?? []).slice(0, 256)) {
        if (seen.has(e) || !e.alive) continue;
        seen.add(e);
        if (isDuplicate(sig, e.sig, g.text, e.data.content)) {
          if (!target || e.data.id < target.data.id) target = e;
        }
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

/** Write the plan. Runs inside the dream's one transaction. */
async function applyPlan(
  store: TraceStore,
  plan: Plan,
  associations: [Entry, Entry, number][],
  newGists: Entry[],
  vectors: Map<Entry, Float32Array | null>,
): Promise<DreamReport> {
  await store.deleteTraces(plan.deleted);
  const inserted = await store.insertTraces(newGists.map((g) => {
    const { id: _placeholder, ...row } = g.data;
    return { ...row, tokens: estimateTokens(row.content), vector: vectors.get(g) ?? null };
  }));
  const ids = new Map(newGists.map((g, i) => [g.data.id, inserted[i]]));
  const real = (id: number) => id < 0 ? ids.get(id)! : id;
  await store.updateTraces(
    plan.entries.filter((e) => e.alive && e.dirty && e.data.id > 0).map((e) => {
      const by = e.data.supersededBy;
      return { ...e.data, supersededBy: by === null ? null : real(by) };
    }),
  );
  const links: Link[] = [];
  for (const l of plan.graph.changed()) links.push({ a: real(l.a), b: real(l.b), w: l.w });
  for (const [a, b, w] of associations) links.push({ a: real(a.data.id), b: real(b.data.id), w });
  await store.setLinks(links);

  const alive = (id: number) => plan.byId.get(id)?.alive === true;
  await store.appendHistory(plan.history.filter((e) => alive(e.id)));
  const report = reportOf(plan, associations, newGists, ids, false);
  const counts: DreamCounts = report;
  const lifetime: Partial<Record<CounterName, number>> = {
    dreams: 1,
    superseded: counts.superseded,
    dissolved: counts.dissolved,
    merged: counts.merged,
    gists: counts.gists,
    distilled: counts.distilled,
    associated: counts.associations,
  };
  await store.bump(lifetime);
  await store.setCounter("lastDreamAt", plan.now);
  await store.appendDream({ at: plan.now, report: JSON.parse(JSON.stringify(report)) });
  return report;
}

/** The report of a planned night; `ids` maps new gists' placeholder ids to real ones. */
function reportOf(
  plan: Plan,
  associations: [Entry, Entry, number][],
  newGists: Entry[],
  ids: Map<number, number>,
  dryRun: boolean,
): DreamReport {
  const counts: DreamCounts = {
    ...plan.counts,
    gists: newGists.length,
    distilled: plan.gists.reduce((n, g) => n + g.members.length, 0),
    associations: associations.length,
    netChange: newGists.length - plan.deleted.length,
  };
  const real = (id: number) => id < 0 ? ids.get(id) ?? null : id;
  const changes: DreamChanges = {
    ...plan.changes,
    merged: plan.changes.merged.filter((m) => m.into > 0),
    gists: plan.gists.map((g) => ({
      text: g.text,
      from: g.members.map((m) => m.data.id),
      into: g.target ? real(g.target.data.id) : null,
    })),
  };
  return new DreamReport(
    counts,
    newGists.map((g) => g.data.content),
    plan.now,
    changes,
    dryRun,
  );
}
