/**
 * Reconsolidation: the winners of a recall are reinforced (the stability ratchet) and the
 * ones that fired together are wired (`w ← w + η(1 − w)`).
 * @module
 */
import {
  DEFAULT_REINFORCEMENT,
  reinforce,
  type ReinforcementParams,
  retentionAt,
  strengthenLink,
} from "../core/model.ts";
import { Trace } from "../core/trace.ts";
import type { HistoryEvent, Link, TraceStore } from "../store/store.ts";
import type { Hit } from "./rank.ts";

/** The tunables of reinforcement: the ratchet's parameters plus how winners are chosen and wired. */
export interface ReinforcementOptions extends ReinforcementParams {
  /** Hebbian learning rate η for co-recalled pairs: `w ← w + η(1 − w)`. Default `0.2`. */
  linkRate: number;
  /**
   * A returned hit is reinforced only if its score is at least this fraction of the best
   * hit's, so a weak tail hit does not become durable by accident. Default `0.5`.
   */
  reinforceFraction: number;
}

/** Defaults of {@linkcode ReinforcementOptions}. */
export const DEFAULT_REINFORCEMENT_OPTIONS: ReinforcementOptions = {
  ...DEFAULT_REINFORCEMENT,
  linkRate: 0.2,
  reinforceFraction: 0.5,
};

/** The most co-recalled winners wired together per recall. */
const MAX_WIRED = 5;

/**
 * Reinforce a recall's winners at `now` and wire them together; returns the hits with the
 * winners' traces as stored afterwards. Call inside a write transaction.
 */
export async function reinforceWinners(
  store: TraceStore,
  hits: readonly Hit[],
  now: number,
  params: ReinforcementOptions,
): Promise<Hit[]> {
  await store.bump({ recalled: 1 });
  if (hits.length === 0) return [...hits];
  const cutoff = hits[0].score * params.reinforceFraction;
  const winners = new Set(hits.filter((h) => h.score >= cutoff));
  const updates: { id: number; stability: number }[] = [];
  const events: HistoryEvent[] = [];
  const out = hits.map((h) => {
    if (!winners.has(h)) return h;
    const t = h.trace;
    const stability = reinforce(
      t.stability,
      retentionAt(t.stability, t.lastReinforcedAt, now),
      params,
    );
    updates.push({ id: t.id, stability });
    events.push({ id: t.id, at: now, event: "reinforced", before: t.stability, after: stability });
    return {
      ...h,
      trace: new Trace({ ...t, stability, lastReinforcedAt: now, recalls: t.recalls + 1 }),
    };
  });
  await store.reinforce(updates, now);
  await store.appendHistory(events);
  await store.bump({ reinforced: winners.size });
  await wire(store, updates.slice(0, MAX_WIRED).map((u) => u.id), params.linkRate);
  return out;
}

/** Strengthen the links between traces that fired together. */
async function wire(store: TraceStore, ids: number[], rate: number): Promise<void> {
  if (ids.length < 2) return;
  const weights = new Map<string, number>();
  for (const l of await store.linksAmong(ids)) weights.set(`${l.a}:${l.b}`, l.w);
  const links: Link[] = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const [a, b] = ids[i] < ids[j] ? [ids[i], ids[j]] : [ids[j], ids[i]];
      links.push({ a, b, w: strengthenLink(weights.get(`${a}:${b}`) ?? 0, rate) });
    }
  }
  await store.setLinks(links);
}
