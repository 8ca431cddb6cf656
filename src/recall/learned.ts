/**
 * Cues learned from use: when the agent answers a question with a memory (`Memory.used`), the
 * words of that question the memory does not hold are taught to it, and a later cue holding
 * them finds it as a cue holding its own words would, a little less. "what car is parked in
 * their garage?" answered by "user owns a Subaru Outback" teaches it `car`, `parked`, `garage`:
 * `which car do they drive?` then finds it by `car`, though no relation of words leads there.
 * Words are kept by a light stem (`cars`, `car`; `parked`, `parking`), so the forms of a word
 * a question uses meet.
 * @module
 */
import type { LearnedWord, TraceStore } from "../store/store.ts";
import type { TraceData } from "../core/trace.ts";
import { rarity } from "../core/text.ts";
import { LEARNED_PER_TRACE, learnedKey, learnedStrength, lessonOf } from "../core/lessons.ts";

/** Rows of learned words a recall reads at most (most used first). */
export const LEARNED_POOL = 256;

/**
 * Each cue word's weight by its rarity in the brain (`df`: how many traces hold it), as the
 * bridge weighs the words it does not read as answer types.
 */
export function rarityWeights(
  cueWords: readonly string[],
  df: ReadonlyMap<string, number>,
): Map<string, number> {
  return new Map(cueWords.map((w) => [w, rarity(df.get(w) ?? 0)]));
}

/**
 * For each trace that learned some of the cue's words, the share of the cue they make up, each
 * word by its strength: what a trace holding those words as written would match, discounted.
 * `weights`: each cue word's weight in the cue (the bridge's, or {@linkcode rarityWeights}).
 */
export function learnedShares(
  rows: readonly LearnedWord[],
  weights: ReadonlyMap<string, number>,
): Map<number, number> {
  const byKey = new Map<string, number>();
  let total = 0;
  for (const [w, weight] of weights) {
    const key = learnedKey(w);
    byKey.set(key, Math.max(byKey.get(key) ?? 0, weight));
    total += weight;
  }
  const reached = new Map<number, Map<string, number>>();
  for (const r of rows) {
    if (!byKey.has(r.key)) continue;
    const of = reached.get(r.id) ?? new Map<string, number>();
    of.set(r.key, Math.max(of.get(r.key) ?? 0, learnedStrength(r.uses)));
    reached.set(r.id, of);
  }
  const out = new Map<number, number>();
  if (total <= 0) return out;
  for (const [id, of] of reached) {
    let sum = 0;
    for (const [key, strength] of of) sum += byKey.get(key)! * strength;
    out.set(id, Math.min(1, sum / total));
  }
  return out;
}

/**
 * Teach memories the agent used the words of the question that led to them: `cue` when the
 * agent named it, else the latest recall's query for the memories it returned (`latest`).
 */
export async function teachUsed(
  store: TraceStore,
  traces: readonly TraceData[],
  cue: string | null,
  latest: { query: string; ids: ReadonlySet<number> },
  at: number,
): Promise<void> {
  const rows: LearnedWord[] = [];
  for (const t of traces) {
    const from = cue ?? (latest.ids.has(t.id) ? latest.query : "");
    if (from === "") continue;
    for (const { key, word } of lessonOf(from, t.content)) {
      rows.push({ id: t.id, key, word, uses: 1, at });
    }
  }
  if (rows.length > 0) await store.learnWords(rows, LEARNED_PER_TRACE);
}
