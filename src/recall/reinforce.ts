/**
 * Reconsolidation by evidence of use. What an agent uses grows durable and is wired to what it
 * was used with; what a recall merely returned is not proof of use.
 *
 * - A recall alone is weak evidence: only the hits that clearly won are reinforced, in
 *   proportion to how clearly the cue picked them (their margin in relevance, retention left
 *   out, over the hits after them) and to how much of their relevance came from the cue
 *   itself rather than along links. The ratchet's gain and the revival of retention are
 *   scaled by that evidence (see `reinforceWithEvidence`), and the Hebbian rate of a link by
 *   the evidence that both ends were used.
 * - A link that carried activation into a hit that then went unused decays.
 * - `Memory.used(ids)` is the strongest evidence: the full ratchet, retention back to 1, and
 *   the used traces wired together.
 * @module
 */
import { DAY_MS } from "../core/clock.ts";
import {
  daysUntilRetention,
  DEFAULT_REINFORCEMENT,
  type ReinforcementParams,
  reinforceWithEvidence,
  retentionAt,
  strengthenLink,
} from "../core/model.ts";
import { Trace, type TraceData } from "../core/trace.ts";
import type { HistoryEvent, Link, TraceStore } from "../store/store.ts";
import { cueRelevance, type Hit, type RankingParams } from "./rank.ts";

/** The tunables of reinforcement: the ratchet's parameters plus how winners are chosen and wired. */
export interface ReinforcementOptions extends ReinforcementParams {
  /**
   * Hebbian learning rate η for traces used together: `w ← w + η(1 − w)`, scaled by the
   * evidence that both were used; a link that fired into an unused hit decays by `w ← w(1 − η)` likewise.
   * Default `0.2`.
   */
  linkRate: number;
  /**
   * A returned hit is reinforced only if the cue matches it at least this fraction as well as
   * its best match, so a weak tail hit does not become durable by accident. Default `0.5`.
   */
  reinforceFraction: number;
}

/** Defaults of {@linkcode ReinforcementOptions}. */
export const DEFAULT_REINFORCEMENT_OPTIONS: ReinforcementOptions = {
  ...DEFAULT_REINFORCEMENT,
  linkRate: 0.2,
  reinforceFraction: 0.5,
};

/** The axis weights of ranking: what tells a hit's own match from activation along links. */
export type AxisWeights = Pick<
  RankingParams,
  "lexicalWeight" | "trigramWeight" | "vectorWeight" | "spreadWeight"
>;

/** At most this many winners of a recall, and the first this many used ids, are wired. */
export const MAX_WIRED = 5;

/** One trace and the evidence, in (0, 1], that it was used. */
interface Use {
  trace: TraceData;
  evidence: number;
}

/** The share of a hit's relevance that came from the cue itself, not along links, in [0, 1]. */
export function ownShare(hit: Hit, weights: AxisWeights): number {
  const own = weights.lexicalWeight * hit.lexical + weights.trigramWeight * hit.trigram +
    weights.vectorWeight * hit.vector;
  const linked = weights.spreadWeight * hit.spread;
  return own + linked > 0 ? own / (own + linked) : 0;
}

/**
 * The evidence a recall alone gives that each of its top `k` hits was used, in [0, 1].
 * `ranked` holds the top `k + 1` hits, best first, so the margin of the k-th is known.
 *
 * Evidence is read from how well the cue matched ({@linkcode cueRelevance}), not from the
 * score: the score includes retention, and a trace that won because it was fresh (or because
 * earlier recalls revived it) has not shown that this cue needed it; otherwise every revival
 * would widen the next margin and earn more revival. The winners are the top `j` hits (`j` ≤
 * min(k, {@linkcode MAX_WIRED}), each matching at least `fraction` × the best match) that
 * stand farthest apart from every hit after them: the relative margin `1 − best relevance left
 * out / weakest winner's relevance` (1 when nothing is left out) is how clearly they won. A
 * recall is at most one use: that evidence is shared among the winners by their relevance
 * (a sole winner gets all of it, two equal winners half each), times each one's
 * {@linkcode ownShare}; every other hit gets none. A recall whose top hits match about equally
 * decides nothing and reinforces (almost) nothing.
 */
export function recallEvidence(
  ranked: readonly Hit[],
  k: number,
  fraction: number,
  weights: AxisWeights,
): number[] {
  const out = ranked.slice(0, k).map(() => 0);
  if (out.length === 0) return out;
  const relevance = ranked.map((h) => cueRelevance(h, weights));
  const cutoff = Math.max(...relevance.slice(0, out.length)) * fraction;
  let winners = 0;
  let margin = 0;
  let weakest = Infinity;
  for (let j = 1; j <= Math.min(out.length, MAX_WIRED); j++) {
    if (relevance[j - 1] < cutoff || relevance[j - 1] <= 0) break;
    weakest = Math.min(weakest, relevance[j - 1]);
    const next = Math.max(0, ...relevance.slice(j));
    const m = 1 - next / weakest;
    if (m > margin) [winners, margin] = [j, m];
  }
  // One recall is at most one use: the margin says the cue picked the group, not that each
  // of its members was used, so the evidence is shared among the winners by their relevance.
  let total = 0;
  for (let i = 0; i < winners; i++) total += relevance[i];
  for (let i = 0; i < winners; i++) {
    out[i] = margin * (relevance[i] / total) * ownShare(ranked[i], weights);
  }
  return out;
}

/**
 * Reinforce a recall by the evidence it gives of use: `ranked` holds the top `k + 1` hits.
 * Returns the top `k` hits with the winners' traces as stored afterwards. Call inside a write
 * transaction.
 */
export async function reinforceWinners(
  store: TraceStore,
  ranked: readonly Hit[],
  k: number,
  now: number,
  params: ReinforcementOptions,
  weights: AxisWeights,
): Promise<Hit[]> {
  await store.bump({ recalled: 1 });
  const hits = ranked.slice(0, k);
  const evidence = recallEvidence(ranked, k, params.reinforceFraction, weights);
  const uses = hits.map((h, i) => ({ trace: h.trace, evidence: evidence[i] }))
    .filter((u) => u.evidence > 0);
  const after = await applyUses(store, uses, hits, now, params);
  return hits.map((h) => {
    const t = after.get(h.trace.id);
    return t ? { ...h, trace: t } : h;
  });
}

/**
 * The agent used these traces: each gets the full ratchet with retention back to 1, the first
 * {@linkcode MAX_WIRED} are wired together, and links that carried activation from them into
 * hits of `returned` (the recall they were picked from) that went unused decay. Returns the
 * traces as stored afterwards, in the given order. Call inside a write transaction.
 */
export async function reinforceUsed(
  store: TraceStore,
  traces: readonly TraceData[],
  returned: readonly Hit[],
  now: number,
  params: ReinforcementOptions,
): Promise<Trace[]> {
  const after = await applyUses(
    store,
    traces.map((trace) => ({ trace, evidence: 1 })),
    returned,
    now,
    params,
  );
  return traces.map((t) => after.get(t.id)!);
}

/** Reinforce each use by its evidence, wire the uses, decay links that fired in vain. */
async function applyUses(
  store: TraceStore,
  uses: readonly Use[],
  returned: readonly Hit[],
  now: number,
  params: ReinforcementOptions,
): Promise<Map<number, Trace>> {
  const out = new Map<number, Trace>();
  if (uses.length === 0) return out;
  const events: HistoryEvent[] = [];
  for (const { trace: t, evidence } of uses) {
    const before = retentionAt(t.stability, t.lastReinforcedAt, now);
    const { stability, retention } = reinforceWithEvidence(t.stability, before, evidence, params);
    // Partial evidence revives partially: the instant from which the new stability decays to
    // the new retention now (never earlier than the last reinforcement).
    const at = retention >= 1 ? now : Math.max(
      t.lastReinforcedAt,
      Math.round(now - daysUntilRetention(stability, retention) * DAY_MS),
    );
    await store.reinforce([{ id: t.id, stability }], at);
    events.push({ id: t.id, at: now, event: "reinforced", before: t.stability, after: stability });
    out.set(t.id, new Trace({ ...t, stability, lastReinforcedAt: at, recalls: t.recalls + 1 }));
  }
  await store.appendHistory(events);
  await store.bump({ reinforced: uses.length });
  await rewire(store, uses, returned, params.linkRate);
  return out;
}

/**
 * Hebbian learning by evidence: the first {@linkcode MAX_WIRED} uses are wired pairwise at
 * η × the evidence that both were used (the product of theirs); a link from a use into a returned hit that received activation but
 * went unused decays by η × the use's evidence.
 */
async function rewire(
  store: TraceStore,
  uses: readonly Use[],
  returned: readonly Hit[],
  rate: number,
): Promise<void> {
  // A rate above 1 would overshoot: a link's weight stays in [0, 1].
  rate = Math.min(1, rate);
  if (rate <= 0) return;
  const evidence = new Map(uses.map((u) => [u.trace.id, u.evidence]));
  const returnedIds = new Set(returned.map((h) => h.trace.id));
  const unused = returned.filter((h) => h.spread > 0 && !evidence.has(h.trace.id))
    .map((h) => h.trace.id);
  const wired = uses.slice(0, MAX_WIRED).map((u) => u.trace.id);
  const fired = uses.map((u) => u.trace.id).filter((id) => returnedIds.has(id));
  if (wired.length < 2 && (unused.length === 0 || fired.length === 0)) return;
  const weights = new Map<string, number>();
  for (const l of await store.linksAmong([...new Set([...wired, ...fired, ...unused])])) {
    weights.set(`${l.a}:${l.b}`, l.w);
  }
  const key = (x: number, y: number): [number, number, string] => {
    const [a, b] = x < y ? [x, y] : [y, x];
    return [a, b, `${a}:${b}`];
  };
  const links: Link[] = [];
  for (let i = 0; i < wired.length; i++) {
    for (let j = i + 1; j < wired.length; j++) {
      const [a, b, k] = key(wired[i], wired[j]);
      // The evidence that both were used: a pair used together is wired at full rate; two
      // hits that each narrowly won a recall hardly at all.
      const e = evidence.get(a)! * evidence.get(b)!;
      links.push({ a, b, w: strengthenLink(weights.get(k) ?? 0, rate * e) });
    }
  }
  for (const from of fired) {
    for (const to of unused) {
      const [a, b, k] = key(from, to);
      const w = weights.get(k);
      if (w !== undefined) links.push({ a, b, w: w * (1 - rate * evidence.get(from)!) });
    }
  }
  await store.setLinks(links);
}
