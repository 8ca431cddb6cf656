/**
 * Export and import: a brain as a versioned JSON document.
 * @module
 */
import { InputError } from "../core/errors.ts";
import type { Link } from "../store/store.ts";
import type { TraceData } from "../core/trace.ts";
import { checkContent, checkKind, checkMeta, checkSalience, checkTags } from "../core/validate.ts";
import { MAX_STABILITY_DAYS } from "../core/model.ts";

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

function positiveInt(v: unknown, where: string): number {
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 1) {
    fail(where, "expected a positive integer");
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
        createdAt: finiteNumber(t.createdAt, `${where}.createdAt`),
        lastReinforcedAt: finiteNumber(t.lastReinforcedAt, `${where}.lastReinforcedAt`),
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
            createdAt: finiteNumber(src.createdAt, `${where}.sources[${j}].createdAt`),
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
  const counters: Record<string, number> = {};
  if (d.counters !== undefined) {
    if (typeof d.counters !== "object" || d.counters === null) {
      fail("counters", "expected an object");
    }
    for (const [k, v] of Object.entries(d.counters)) counters[k] = finiteNumber(v, `counters.${k}`);
  }
  return {
    format: "engram",
    version: d.version,
    exportedAt: typeof d.exportedAt === "string" ? d.exportedAt : "",
    traces,
    links,
    counters,
  };
}
