/**
 * Forget: which traces a deliberate erasure selects. Deleting them (rows, index entries,
 * vectors, links, and the bytes on disk) is the store's job.
 * @module
 */
import { toEpochMs } from "../core/clock.ts";
import type { Kind } from "../core/model.ts";
import type { Store } from "../store/sqlite.ts";
import { contentWords, fold, ftsString, hasCjk } from "../core/text.ts";
import type { Trace } from "../core/trace.ts";
import { checkId, checkKind } from "../core/validate.ts";

/**
 * What to forget; exactly one field:
 * - `id` / `ids`: those traces;
 * - `query`: every trace containing all the query's meaningful words (word forms match:
 *   `breakfast` also erases `breakfasts`; CJK words match as substrings);
 * - `kind`: every trace of that kind;
 * - `before`: every trace first remembered before that instant.
 */
export type ForgetSelector =
  | { id: number }
  | { ids: readonly number[] }
  | { query: string }
  | { kind: Kind }
  | { before: Date | number | string };

/** Options for `forget`. */
export interface ForgetOptions {
  /** List what would be forgotten without deleting anything. Default `false`. */
  dryRun?: boolean;
}

/** What `forget` did (or, for a dry run, would do). */
export interface ForgetResult {
  /** How many traces were (or would be) forgotten. */
  count: number;
  /** Their ids, ascending. */
  ids: number[];
  /** Whether this was a dry run. */
  dryRun: boolean;
  /** For a dry run, the traces that would go; empty after a real forget. */
  traces: Trace[];
}

const SELECTOR_KEYS = ["id", "ids", "query", "kind", "before"] as const;

/**
 * Resolve a selector to the ids of existing traces, ascending.
 * @throws {TypeError} unless the selector has exactly one valid field
 */
export function selectForForget(store: Store, selector: ForgetSelector): number[] {
  if (typeof selector !== "object" || selector === null) {
    throw new TypeError("Invalid forget selector: expected an object");
  }
  const keys = Object.keys(selector).filter((k) =>
    (selector as Record<string, unknown>)[k] !== undefined
  );
  if (keys.length !== 1 || !(SELECTOR_KEYS as readonly string[]).includes(keys[0])) {
    throw new TypeError(
      `Invalid forget selector: expected exactly one of ${SELECTOR_KEYS.join(", ")}, got ${
        keys.length ? keys.join(", ") : "none"
      }`,
    );
  }
  const s = selector as Record<string, unknown>;
  switch (keys[0]) {
    case "id":
      return store.existingIds([checkId(s.id)]);
    case "ids": {
      if (!Array.isArray(s.ids)) throw new TypeError("Invalid ids: expected an array of ids");
      return store.existingIds([...new Set(s.ids.map(checkId))]).sort((a, b) => a - b);
    }
    case "query":
      return selectByQuery(store, s.query);
    case "kind":
      return store.idsOfKind(checkKind(s.kind));
    default: {
      const before = s.before;
      if (!(before instanceof Date) && typeof before !== "number" && typeof before !== "string") {
        throw new TypeError("Invalid before: expected a Date, epoch milliseconds or ISO date");
      }
      return store.idsCreatedBefore(toEpochMs(before));
    }
  }
}

function selectByQuery(store: Store, query: unknown): number[] {
  if (typeof query !== "string") throw new TypeError("Invalid query: expected a string");
  const words = [...new Set(contentWords(query))];
  if (words.length === 0) throw new TypeError("Invalid query: it has no words to match");
  const spaced = words.filter((w) => !hasCjk(w));
  const cjk = words.filter(hasCjk);
  // Every word must be present: forgetting is destructive, so the match is conjunctive.
  let ids = spaced.length > 0
    ? store.idsMatchingLexical(spaced.map(ftsString).join(" AND "))
    : store.substringCandidates(cjk[0], {}, Number.MAX_SAFE_INTEGER);
  if (cjk.length > 0) {
    ids = store.getTraces(ids)
      .filter((t) => cjk.every((w) => fold(t.content).includes(w)))
      .map((t) => t.id);
  }
  return ids.sort((a, b) => a - b);
}
