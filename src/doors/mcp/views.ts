/**
 * What the MCP tools take and give: zod schemas of their arguments and results, and the
 * views that turn engine objects into results (times as ISO 8601, retention in [0, 1]). The
 * tools themselves are in `server.ts`.
 * @module
 */
import { z } from "zod";
import { type Kind, KINDS } from "../../core/model.ts";
import { MAX_QUERY_CHARS } from "../../core/text.ts";
import type { Trace } from "../../core/trace.ts";
import { MAX_META_CHARS, MAX_TAG_CHARS, MAX_TAGS } from "../../core/validate.ts";
import type { TraceSelection } from "../../memory/select.ts";
import { TRACE_ORDERS } from "../../memory/select.ts";
import type { TraceOrder } from "../../memory/select.ts";
import { oneLine, percent } from "../format.ts";
import { parseInstant } from "../selection.ts";

/** The most results one recall, context or list call may ask for: an agent's context is small. */
export const MCP_MAX_K = 50;

export const kind = z.enum(KINDS as [Kind, ...Kind[]]);
export const tags = z.array(z.string().trim().min(1).max(MAX_TAG_CHARS)).max(MAX_TAGS);
export const query = z.string().min(1).max(MAX_QUERY_CHARS);
export const meta = z.record(z.unknown()).describe(
  `Your own JSON data, up to ${MAX_META_CHARS} characters`,
);
export const count = z.number().int().min(0);
export const id = z.number().int().positive();
const instant = z.string().min(1).max(64);

/** A memory as tools return it: every stored field, times as ISO 8601, retention now. */
export const memorySchema = z.object({
  id,
  content: z.string(),
  kind,
  salience: z.number().min(0).max(1),
  stability: z.number().positive().describe("Days until retention falls to 37% untouched"),
  retention: z.number().min(0).max(1),
  recalls: count,
  tags: z.array(z.string()),
  meta: z.record(z.unknown()).describe("The caller's own JSON data"),
  sources: z.array(z.object({ id, createdAt: z.string() })).describe(
    "For a gist: the episodes it was distilled from",
  ),
  supersededBy: id.nullable().describe("The newer memory that replaced this one, if any"),
  createdAt: z.string().describe("When it was first remembered (ISO 8601)"),
  lastReinforcedAt: z.string().describe("When it was last remembered or recalled (ISO 8601)"),
});

/** A memory as tools return it. */
export type MemoryView = z.infer<typeof memorySchema>;

const iso = (ms: number): string => new Date(ms).toISOString();

/** A trace as tools return it, with its retention (now, or when it was recalled). */
export function view(trace: Trace, retention: number): MemoryView {
  return {
    id: trace.id,
    content: trace.content,
    kind: trace.kind,
    salience: trace.salience,
    stability: trace.stability,
    retention,
    recalls: trace.recalls,
    tags: trace.tags,
    meta: trace.meta,
    sources: trace.sources.map((s) => ({ id: s.id, createdAt: iso(s.createdAt) })),
    supersededBy: trace.supersededBy,
    createdAt: iso(trace.createdAt),
    lastReinforcedAt: iso(trace.lastReinforcedAt),
  };
}

/** One memory as a line an agent reads: `#3 [core] (2026-01-01, retention 100%) …`. */
export function line(m: MemoryView): string {
  const stale = m.supersededBy === null ? "" : `, replaced by #${m.supersededBy}`;
  return `#${m.id} [${m.kind}] (${m.createdAt.slice(0, 10)}, retention ${
    percent(m.retention)
  }${stale}) ${oneLine(m.content)}`;
}

/** The filters recall, context and list share. */
export const selectionShape = {
  kinds: z.array(kind).min(1).optional().describe("Only these kinds"),
  tags: tags.min(1).optional().describe("Only memories with one of these tags"),
  meta: z.record(z.union([z.string(), z.number(), z.boolean(), z.null()])).optional()
    .describe("Only memories whose meta has each of these fields with exactly this value"),
  createdAfter: instant.optional().describe(
    "Only memories first remembered at or after this ISO date, or this long ago (30d, 12h, 2w)",
  ),
  createdBefore: instant.optional().describe("Only memories first remembered before this"),
  usedAfter: instant.optional().describe("Only memories last used at or after this"),
  usedBefore: instant.optional().describe("Only memories last used before this"),
  minRetention: z.number().gt(0).max(1).optional().describe("Only memories retained at least"),
  maxRetention: z.number().gt(0).max(1).optional().describe("Only memories retained at most"),
  current: z.boolean().optional().describe("Leave out memories replaced by newer ones"),
};

/** The selection fields of a tool's arguments. */
export type SelectionArgs = {
  [K in keyof typeof selectionShape]?: z.infer<typeof selectionShape[K]>;
};

/** The engine's selection from a tool's arguments; ages count back from `now`. */
export function selectionOf(args: SelectionArgs, now: number): TraceSelection {
  const { createdAfter, createdBefore, usedAfter, usedBefore, ...rest } = args;
  const s: TraceSelection = { ...rest };
  const instants = { createdAfter, createdBefore, usedAfter, usedBefore };
  for (const [name, value] of Object.entries(instants)) {
    if (value !== undefined) s[name as keyof typeof instants] = parseInstant(value, name, now);
  }
  return s;
}

/** The orders of `list`. */
export const order = z.enum(TRACE_ORDERS as [TraceOrder, ...TraceOrder[]]);

/** The stats tool's output: the library's `Stats`, with the last dream as ISO 8601. */
export const statsShape = {
  path: z.string().describe("The brain file, or its name on a shared server"),
  embedder: z.string().nullable().describe(
    "The embedder its vectors are written by (hashing-128, openai:MODEL@DIMENSIONS), or null",
  ),
  traces: count,
  byKind: z.object({ episodic: count, semantic: count, core: count }),
  retention: z.object({ fresh: count, fading: count, nearFloor: count }),
  superseded: count,
  links: count,
  learned: count.describe("Words memories learned from the questions they answered"),
  stability: z.object({ mean: z.number().min(0), max: z.number().min(0) }).describe("In days"),
  lifetime: z.object({
    written: count,
    recalled: count,
    reinforced: count,
    forgotten: count,
    dreams: count,
    merged: count,
    gists: count,
    distilled: count,
    associated: count,
    dissolved: count,
    superseded: count,
  }),
  lastDreamAt: z.string().nullable().describe("When the last dream completed (ISO 8601)"),
  tokens: z.object({ written: count, held: count, typicalContext: count }),
};

/** The dream tool's output. */
export const dreamShape = {
  scanned: count.describe("Memories when the dream began"),
  superseded: count.describe("Stale states marked superseded by a newer one"),
  dissolved: count.describe("Memories dissolved past the forgetting floor"),
  rewired: count.describe("Links made between the neighbours of dissolved memories"),
  merged: count.describe("Duplicates fused into another memory"),
  gists: count.describe("New semantic memories distilled"),
  distilled: count.describe("Episodes distilled into gists and removed"),
  associations: count.describe("New weak links between related memories"),
  netChange: z.number().int().describe("Memories after minus before"),
  skipped: count.describe("Changes left for a later dream: their memories changed meanwhile"),
  newKnowledge: z.array(z.string()).describe("The text of each new gist"),
  at: z.string().describe("When the dream ran (ISO 8601)"),
  dryRun: z.boolean().describe("Whether nothing was written"),
  changes: z.object({
    superseded: z.array(z.object({ id: z.number().int(), by: z.number().int() })),
    dissolved: z.array(z.number().int()),
    merged: z.array(z.object({ into: z.number().int(), from: z.array(z.number().int()) })),
    gists: z.array(z.object({
      text: z.string(),
      from: z.array(z.number().int()),
      into: z.number().int().nullable(),
    })),
  }).describe("Which memories changed, and how"),
};
