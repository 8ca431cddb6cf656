/**
 * Distil: clusters of similar episodes become one semantic gist. Pure planning and text; the
 * store applies it.
 * @module
 */
import { MAX_STABILITY_DAYS } from "../core/model.ts";
import { type Signature, signature, theme, tokensMatch } from "./signature.ts";
import { fold } from "../core/text.ts";

/** A gist needs at least this many episodes. */
export const MIN_GIST_EPISODES = 3;
/** What a gist's episodes share must be at least this many tokens. */
export const MIN_GIST_CORE = 2;

/**
 * Turns a cluster's episodes (oldest first) into the gist's text: the default distiller or a
 * caller's summarizer, for example an LLM call.
 */
export type Summarizer = (episodes: string[]) => string | Promise<string>;

/**
 * Find clusters of {@linkcode MIN_GIST_EPISODES}+ episodes that say the same thing at
 * different times: their themes (meaningful tokens minus time and repetition words such as
 * "again", "this morning", "on Monday") are the same, with at least
 * {@linkcode MIN_GIST_CORE} tokens, and so is their polarity. "had pho for breakfast", "had
 * pho for breakfast again this morning" and "Pho for breakfast again, as usual" cluster;
 * "allergic to sushi and staplers" / "allergic to sushi and charts" never do, nor do "Lan
 * lives in Hanoi" / "Minh lives in Hanoi": a gist loses only *when*, and its `sources` keep
 * that. Episodes are grouped by a canonical form of their theme (a hash join, linear time).
 * Returns each cluster's item indexes, ascending, in order of their first index.
 */
export function gistClusters(items: readonly Signature[]): number[][] {
  const groups = new Map<string, number[]>();
  items.forEach((sig, i) => {
    const stems = [...new Set(theme(sig).map((t) => t.stem))];
    if (stems.length < MIN_GIST_CORE) return;
    const key = (sig.negated ? "!" : "") + stems.sort().join(" ");
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  });
  return [...groups.values()].filter((g) => g.length >= MIN_GIST_EPISODES)
    .sort((a, b) => a[0] - b[0]);
}

/** A gist carries its episodes' combined stability (their sum, capped). */
export function combinedStability(stabilities: readonly number[]): number {
  return Math.min(MAX_STABILITY_DAYS, stabilities.reduce((n, s) => n + s, 0));
}

const REPETITION = /\b(again|usual|usually|always|every|daily|routinely|repeatedly)\b/;

/**
 * The default distiller: deterministic, no model. It picks the most representative episode
 * (the one with the fewest words beyond what all episodes share, then the fewest time words,
 * then the shortest) and notes the repetition: "had pho for breakfast" becomes "had pho for
 * breakfast again".
 *
 * @example
 * ```ts
 * import { defaultDistiller } from "@engram/engram";
 * const gist = defaultDistiller([
 *   "had pho for breakfast",
 *   "had pho for breakfast again this morning",
 *   "Pho for breakfast again, as usual",
 * ]);
 * console.log(gist); // had pho for breakfast again
 * ```
 */
export function defaultDistiller(episodes: string[]): string {
  if (episodes.length === 0) return "";
  const sigs = episodes.map(signature);
  const themes = sigs.map(theme);
  const core = themes[0].filter((t) => themes.every((th) => th.some((u) => tokensMatch(t, u))));
  const score = (i: number) => [
    themes[i].filter((t) => !core.some((c) => tokensMatch(c, t))).length,
    sigs[i].tokens.length - themes[i].length,
    episodes[i].length,
    i,
  ];
  const best = episodes.map((_, i) => i).sort((a, b) => {
    const sa = score(a), sb = score(b);
    for (let k = 0; k < sa.length; k++) if (sa[k] !== sb[k]) return sa[k] - sb[k];
    return 0;
  })[0];
  const text = episodes[best].trim().replace(/[\s.!?…,;:]+$/u, "");
  return REPETITION.test(fold(text)) ? text : `${text} again`;
}
