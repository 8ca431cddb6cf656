/**
 * Forget: which traces a deliberate erasure selects. Deleting them (rows, index entries,
 * vectors, links, and the bytes on disk) is the store's job.
 * @module
 */
import { InputError } from "../core/errors.ts";
import { toEpochMs } from "../core/clock.ts";
import type { Kind } from "../core/model.ts";
import type { TraceStore } from "../store/store.ts";
import { contentWords, fold, hasCjk } from "../core/text.ts";
import { learnableWords } from "../core/lessons.ts";
import type { Trace } from "../core/trace.ts";
import { checkId, checkKind } from "../core/validate.ts";

/**
 * What to forget; exactly one field:
 * - `id` / `ids`: those traces;
 * - `query`: every trace containing all the query's meaningful words (word forms match:
 *   `breakfast` also erases `breakfasts`; CJK words match as substrings), and those words
 *   wherever a memory learned them from a question it answered;
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
  /**
   * Whether every byte of the forgotten text is gone from storage already (indexes rewritten,
   * journal truncated). `false` when another connection reading an older snapshot kept the
   * scrub from finishing: the rows are deleted and unreachable, the scrub is recorded in the
   * brain and finished as soon as that reader lets go (retried in the background, after later
   * writes, and at the next open). Always `true` for a dry run or when nothing matched.
   */
  scrubbed: boolean;
}

const SELECTOR_KEYS = ["id", "ids", "query", "kind", "before"] as const;

/**
 * Resolve a selector to the ids of existing traces, ascending.
 * @throws {TypeError} unless the selector has exactly one valid field
 */
export async function selectForForget(
  store: TraceStore,
  selector: ForgetSelector,
): Promise<number[]> {
  if (typeof selector !== "object" || selector === null) {
    throw new InputError("Invalid forget selector: expected an object");
  }
  const keys = Object.keys(selector).filter((k) =>
    (selector as Record<string, unknown>)[k] !== undefined
  );
  if (keys.length !== 1 || !(SELECTOR_KEYS as readonly string[]).includes(keys[0])) {
    throw new InputError(
      `Invalid forget selector: expected exactly one of ${SELECTOR_KEYS.join(", ")}, got ${
        keys.length ? keys.join(", ") : "none"
      }`,
    );
  }
  const s = selector as Record<string, unknown>;
  switch (keys[0]) {
    case "id":
      return await store.existingIds([checkId(s.id)]);
    case "ids": {
      if (!Array.isArray(s.ids)) throw new InputError("Invalid ids: expected an array of ids");
      return (await store.existingIds([...new Set(s.ids.map(checkId))])).sort((a, b) => a - b);
    }
    case "query":
      return await selectByQuery(store, s.query);
    case "kind":
      return (await store.listTraces({
        filter: { kinds: [checkKind(s.kind)] },
        order: "oldest",
        at: 0,
        limit: Number.MAX_SAFE_INTEGER,
        offset: 0,
      })).map((t) => t.id).sort((a, b) => a - b);
    default: {
      const before = s.before;
      if (!(before instanceof Date) && typeof before !== "number" && typeof before !== "string") {
        throw new InputError("Invalid before: expected a Date, epoch milliseconds or ISO date");
      }
      const ids = await store.listTraces({
        filter: { createdTo: toEpochMs(before) },
        order: "oldest",
        at: 0,
        limit: Number.MAX_SAFE_INTEGER,
        offset: 0,
      });
      return ids.map((t) => t.id).sort((a, b) => a - b);
    }
  }
}

/**
 * The learned words a selector erases from every memory (`core/lessons.ts`): a query's words, which
 * memories may have learned from the questions they answered without holding them; none for
 * other selectors (the traces' own learned words go with them).
 */
export function wordsToUnlearn(selector: ForgetSelector): string[] {
  const query = (selector as { query?: unknown }).query;
  return typeof query === "string" ? learnableWords(query).map((w) => w.key) : [];
}

async function selectByQuery(store: TraceStore, query: unknown): Promise<number[]> {
  if (typeof query !== "string") throw new InputError("Invalid query: expected a string");
  const words = [...new Set(contentWords(query))];
  if (words.length === 0) throw new InputError("Invalid query: it has no words to match");
  const spaced = words.filter((w) => !hasCjk(w));
  const cjk = words.filter(hasCjk);
  // Every word must be present: forgetting is destructive, so the match is conjunctive.
  let ids = spaced.length > 0
    ? await store.idsWithAllWords(spaced)
    : await store.substringCandidates(cjk[0], {}, Number.MAX_SAFE_INTEGER);
  if (cjk.length > 0) {
    ids = (await store.getTraces(ids))
      .filter((t) => cjk.every((w) => fold(t.content).includes(w)))
      .map((t) => t.id);
  }
  return ids.sort((a, b) => a - b);
}
