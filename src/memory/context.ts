/**
 * Context: recalled memories as a prompt-ready `<memory>` block within a token budget.
 * @module
 */
import type { TraceSelection } from "./select.ts";
import type { Hit } from "../recall/rank.ts";
import { estimateTokens } from "../core/text.ts";

/** Options for `context`. */
export interface ContextOptions extends TraceSelection {
  /** How many memories at most. Default `5`. */
  k?: number;
  /** Token budget of the whole block, tags included. Default `300`. */
  maxTokens?: number;
  /**
   * Leave out memories scoring below this fraction of the best one's: a prompt pays for every
   * line, and a weak tail match is noise to the model. In [0, 1]. Default `0.25`.
   */
  cutoff?: number;
  /**
   * `false` (default) peeks: building a prompt reinforces nothing. `true` reinforces as a
   * recall does (only what clearly won). `"used"`: the memories placed in the block count as
   * used by the agent, the strongest evidence (see `Memory.used`).
   */
  reinforce?: boolean | "used";
}

/** Default `k` of a context block. */
export const DEFAULT_CONTEXT_K = 5;
/** Default token budget of a context block. */
export const DEFAULT_CONTEXT_TOKENS = 300;
/** Default relative score below which a memory stays out of a context block. */
export const DEFAULT_CONTEXT_CUTOFF = 0.25;

const OPEN = "<memory>";
const CLOSE = "</memory>";

/** One line of the block: `- (2026-10-02) [core] user's name is Hieu`. */
export function contextLine(hit: Hit): string {
  const date = new Date(hit.trace.createdAt).toISOString().slice(0, 10);
  const kind = hit.trace.kind === "episodic" ? "" : `[${hit.trace.kind}] `;
  return `- (${date}) ${kind}${hit.trace.content.replace(/\s*\n\s*/g, " ")}`;
}

/**
 * The `<memory>` block of the hits, best first, never over `maxTokens` (estimated tokens).
 * Hits scoring below `cutoff` × the best are left out; a line that would overflow the budget
 * is left out and the next, shorter one is tried.
 * Returns `""` when nothing fits or nothing was recalled.
 */
export function formatContext(hits: readonly Hit[], maxTokens: number, cutoff = 0): string {
  const lines = contextHits(hits, maxTokens, cutoff).map(contextLine);
  if (lines.length === 0) return "";
  return `${OPEN}\n${lines.join("\n")}\n${CLOSE}`;
}

/** The hits that {@linkcode formatContext} places in the block, best first. */
export function contextHits(hits: readonly Hit[], maxTokens: number, cutoff = 0): Hit[] {
  let used = estimateTokens(`${OPEN}\n${CLOSE}`);
  const placed: Hit[] = [];
  const floor = (hits[0]?.score ?? 0) * cutoff;
  for (const hit of hits) {
    if (hit.score < floor) break; // hits come best first
    const cost = estimateTokens(contextLine(hit) + "\n");
    if (used + cost > maxTokens) continue;
    placed.push(hit);
    used += cost;
  }
  return placed;
}
