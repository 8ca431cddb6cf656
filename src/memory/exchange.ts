/**
 * Export and import: a brain as a versioned JSON document.
 * @module
 */
import { InputError, StoreError } from "../core/errors.ts";
import {
  COUNTER_NAMES,
  type CounterName,
  type LearnedWord,
  type Link,
  type TraceStore,
} from "../store/store.ts";
import { LEARNED_PER_TRACE, learnedKey } from "../core/lessons.ts";
import type { TraceData } from "../core/trace.ts";
import {
  checkContent,
  checkKind,
  checkMeta,
  checkSalience,
  checkTags,
  MAX_TIME,
  MIN_TIME,
} from "../core/validate.ts";
import { MAX_STABILITY_DAYS } from "../core/model.ts";
import { estimateTokens } from "../core/text.ts";
import { inChunks } from "../store/chunks.ts";

/**
 * The largest id an import keeps as it is: a document holding a larger one (a hostile or
 * corrupt file) is renumbered, so the brain's next ids stay small and safe in every store.
 */
export const MAX_KEPT_ID = 2 ** 31 - 1;

/** Traces written per unit of an import (units are packed into short transactions). */
const IMPORT_UNIT = 100;

/** The export format's version; `import` reads this version and refuses newer ones. */
export const EXPORT_VERSION = 1;

/** A whole brain as JSON: every trace, every link, and the lifetime counters. */
export interface ExportDocument {
  /** Always `"engram"`. */
  format: "engram";
  /** The document version ({@linkcode EXPORT_VERSION}). */
  version: number;
  /** When it was exported (ISO 8601). */
  exportedAt: string;
  /** Every trace, in id order. */
  traces: TraceData[];
  /** Every link, as `{ a, b, w }` with `a < b`. */
  links: Link[];
  /**
   * The words traces learned from the questions they answered, `{ id, word, uses, at }`. A
   * document without it (written before they were kept) imports with none.
   */
  learned?: LearnedWord[];
  /** Lifetime counters and the last dream time. */
  counters: Record<string, number>;
}

/** Options for `import`. */
export interface ImportOptions {
  /**
   * Called as the traces are prepared (embedded), with how many of how many are done, so a
   * front door can show progress on a large import. Default none.
   */
  onProgress?: (done: number, total: number) => void;
}

/** What `import` did. */
export interface ImportResult {
  /** Traces imported. */
  traces: number;
  /** Links imported. */
  links: number;
  /** Whether ids were renumbered because some were already taken in this brain. */
  renumbered: boolean;
}

function fail(where: string, what: string): never {
  throw new InputError(`Invalid export document: ${where}: ${what}`);
}

function finiteNumber(v: unknown, where: string): number {
  if (typeof v !== "number" || !Number.isFinite(v)) fail(where, "expected a finite number");
  return v;
}

/** The longest learned word a document may hold (a cue word is at most a query long). */
const MAX_LEARNED_WORD = 256;

function positiveInt(v: unknown, where: string): number {
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 1) {
    fail(where, "expected a positive integer");
  }
  return v;
}

/** An instant: integer epoch milliseconds within the years 1970 to 9999. */
function instant(v: unknown, where: string): number {
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < MIN_TIME || v > MAX_TIME) {
    fail(where, `expected integer epoch milliseconds from ${MIN_TIME} to ${MAX_TIME}`);
  }
  return v;
}

/**
 * Validate an export document completely before anything is written.
 * @throws {TypeError} naming the first offending field
 */
export function parseExport(doc: unknown): ExportDocument {
  if (typeof doc !== "object" || doc === null) fail("document", "expected an object");
  const d = doc as Record<string, unknown>;
  if (d.format !== "engram") fail("format", `expected "engram"`);
  if (typeof d.version !== "number") fail("version", "expected a number");
  if (d.version > EXPORT_VERSION) {
    fail("version", `${d.version} is newer than this version reads (${EXPORT_VERSION})`);
  }
  if (!Array.isArray(d.traces)) fail("traces", "expected an array");
  if (!Array.isArray(d.links)) fail("links", "expected an array");
  const seen = new Set<number>();
  const traces = d.traces.map((raw, i): TraceData => {
    const where = `traces[${i}]`;
    if (typeof raw !== "object" || raw === null) fail(where, "expected an object");
    const t = raw as Record<string, unknown>;
    const id = positiveInt(t.id, `${where}.id`);
    if (seen.has(id)) fail(`${where}.id`, `duplicate id ${id}`);
    seen.add(id);
    const stability = finiteNumber(t.stability, `${where}.stability`);
    if (stability <= 0 || stability > MAX_STABILITY_DAYS) {
      fail(`${where}.stability`, `must be in (0, ${MAX_STABILITY_DAYS}]`);
    }
    const recalls = t.recalls;
    if (typeof recalls !== "number" || !Number.isSafeInteger(recalls) || recalls < 0) {
      fail(`${where}.recalls`, "expected a non-negative integer");
    }
    const sources = t.sources ?? [];
    if (!Array.isArray(sources)) fail(`${where}.sources`, "expected an array");
    const supersededBy = t.supersededBy ?? null;
    if (supersededBy !== null) positiveInt(supersededBy, `${where}.supersededBy`);
    try {
      return {
        id,
        content: checkContent(t.content),
        kind: checkKind(t.kind),
        salience: checkSalience(t.salience),
        stability,
        createdAt: instant(t.createdAt, `${where}.createdAt`),
        lastReinforcedAt: instant(t.lastReinforcedAt, `${where}.lastReinforcedAt`),
        recalls,
        tags: checkTags(t.tags ?? []),
        meta: checkMeta(t.meta ?? {}),
        sources: sources.map((s, j) => {
          const src = s as Record<string, unknown>;
          if (typeof s !== "object" || s === null) {
            fail(`${where}.sources[${j}]`, "expected an object");
          }
          return {
            id: positiveInt(src.id, `${where}.sources[${j}].id`),
            createdAt: instant(src.createdAt, `${where}.sources[${j}].createdAt`),
          };
        }),
        supersededBy: supersededBy as number | null,
      };
    } catch (e) {
      if (e instanceof TypeError && e.message.startsWith("Invalid export")) throw e;
      fail(where, (e as Error).message);
    }
  });
  const links = d.links.map((raw, i): Link => {
    const where = `links[${i}]`;
    if (typeof raw !== "object" || raw === null) fail(where, "expected an object");
    const l = raw as Record<string, unknown>;
    const a = positiveInt(l.a, `${where}.a`);
    const b = positiveInt(l.b, `${where}.b`);
    const w = finiteNumber(l.w, `${where}.w`);
    if (a === b) fail(where, "a link needs two different traces");
    if (!seen.has(a) || !seen.has(b)) fail(where, "links a trace that is not in the document");
    if (w <= 0 || w > 1) fail(`${where}.w`, "must be in (0, 1]");
    return a < b ? { a, b, w } : { a: b, b: a, w };
  });
  if (d.learned !== undefined && !Array.isArray(d.learned)) fail("learned", "expected an array");
  const learned = ((d.learned ?? []) as unknown[]).map((raw, i): LearnedWord => {
    const where = `learned[${i}]`;
    if (typeof raw !== "object" || raw === null) fail(where, "expected an object");
    const l = raw as Record<string, unknown>;
    const id = positiveInt(l.id, `${where}.id`);
    if (!seen.has(id)) fail(`${where}.id`, "names a trace that is not in the document");
    const word = l.word;
    if (typeof word !== "string" || word === "" || word.length > MAX_LEARNED_WORD) {
      fail(`${where}.word`, `expected a word of 1 to ${MAX_LEARNED_WORD} characters`);
    }
    // The key is derived, never trusted: the same word finds the same memories here.
    return {
      id,
      key: learnedKey(word),
      word,
      uses: positiveInt(l.uses, `${where}.uses`),
      at: instant(l.at, `${where}.at`),
    };
  });
  const counters: Record<string, number> = {};
  if (d.counters !== undefined) {
    if (typeof d.counters !== "object" || d.counters === null) {
      fail("counters", "expected an object");
    }
    const known: readonly string[] = COUNTER_NAMES;
    for (const [k, v] of Object.entries(d.counters)) {
      if (!known.includes(k)) {
        fail(`counters.${k.slice(0, 32)}`, `unknown counter (known: ${COUNTER_NAMES.join(", ")})`);
      }
      if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 0) {
        fail(`counters.${k}`, "expected a non-negative integer");
      }
      counters[k] = v;
    }
  }
  return {
    format: "engram",
    version: d.version,
    exportedAt: typeof d.exportedAt === "string" ? d.exportedAt : "",
    traces,
    links,
    learned,
    counters,
  };
}

/** Whether every trace of a parsed document keeps its id in a brain whose ids are `taken`. */
function keepsIds(doc: ExportDocument, taken: readonly number[]): boolean {
  if (taken.length > 0) return false;
  return doc.traces.every((t) =>
    t.id <= MAX_KEPT_ID && (t.supersededBy === null || t.supersededBy <= MAX_KEPT_ID)
  );
}

/**
 * Write a validated document into a store in short transactions. The first one decides
 * whether ids are kept and writes the trace with the largest id, so ids allocated meanwhile by
 * other writers come after every kept one; then the traces, the renumbered supersessions, the
 * links and the counters follow, a unit at a time.
 */
export async function importInChunks(
  store: TraceStore,
  doc: ExportDocument,
  vectors: readonly (Float32Array | null)[],
): Promise<ImportResult> {
  const order = doc.traces.map((_, i) => i);
  const largest = order.reduce((m, i) => doc.traces[i].id > doc.traces[m].id ? i : m, 0);
  if (order.length > 0) order.unshift(...order.splice(largest, 1));
  const ids = new Map<number, number>();
  let keep = true;
  let empty = false;
  const row = (i: number) => {
    const t = doc.traces[i];
    return {
      ...t,
      id: keep ? t.id : undefined,
      supersededBy: keep ? t.supersededBy : null,
      tokens: estimateTokens(t.content),
      vector: vectors[i],
    };
  };
  const units: ((tx: TraceStore) => Promise<void>)[] = [];
  units.push(async (tx) => {
    empty = await tx.isEmpty();
    keep = keepsIds(doc, await tx.existingIds(doc.traces.map((t) => t.id)));
    if (order.length > 0) {
      ids.set(doc.traces[order[0]].id, (await tx.insertTraces([row(order[0])]))[0]);
    }
  });
  for (let at = 1; at < order.length; at += IMPORT_UNIT) {
    const part = order.slice(at, at + IMPORT_UNIT);
    units.push(async (tx) => {
      if (keep) {
        const taken = await tx.existingIds(part.map((i) => doc.traces[i].id));
        if (taken.length > 0) {
          throw new StoreError(
            `Cannot import: trace id ${taken[0]} was taken by another writer during the import ` +
              `(${ids.size} of ${doc.traces.length} traces were imported); import again to renumber`,
            { code: "store_failed" },
          );
        }
      }
      const inserted = await tx.insertTraces(part.map(row));
      part.forEach((i, j) => ids.set(doc.traces[i].id, inserted[j]));
    });
  }
  // Renumbered: supersession follows the new ids (a successor outside the document is dropped).
  for (let at = 0; at < doc.traces.length; at += IMPORT_UNIT) {
    const part = doc.traces.slice(at, at + IMPORT_UNIT).filter((t) => t.supersededBy !== null);
    if (part.length === 0) continue;
    units.push(async (tx) => {
      if (keep) return;
      await tx.updateTraces(part.map((t) => ({
        ...t,
        id: ids.get(t.id)!,
        supersededBy: ids.get(t.supersededBy!) ?? null,
      })));
    });
  }
  for (let at = 0; at < doc.links.length; at += IMPORT_UNIT * 5) {
    const part = doc.links.slice(at, at + IMPORT_UNIT * 5);
    units.push((tx) =>
      tx.setLinks(part.map((l) => ({ a: ids.get(l.a)!, b: ids.get(l.b)!, w: l.w })))
    );
  }
  const learned = doc.learned ?? [];
  for (let at = 0; at < learned.length; at += IMPORT_UNIT * 5) {
    const part = learned.slice(at, at + IMPORT_UNIT * 5);
    units.push((tx) =>
      tx.learnWords(part.map((l) => ({ ...l, id: ids.get(l.id)! })), LEARNED_PER_TRACE)
    );
  }
  units.push(async (tx) => {
    if (empty) {
      for (const [name, value] of Object.entries(doc.counters)) {
        await tx.setCounter(name as CounterName, value);
      }
    } else {
      await tx.bump({
        written: doc.traces.length,
        tokensWritten: doc.traces.reduce((n, t) => n + estimateTokens(t.content), 0),
      });
    }
  });
  await inChunks(store, units, (tx, unit) => unit(tx));
  return { traces: doc.traces.length, links: doc.links.length, renumbered: !keep };
}
