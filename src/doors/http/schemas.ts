/**
 * The shapes of the REST API, once: each route validates its body and query with these
 * schemas, and the OpenAPI document (`GET /v1/openapi.json`) is generated from the same ones.
 * The engine still checks every value (limits, dates, ids); these catch wrong types and unknown
 * fields at the door and tell clients what to send.
 * @module
 */
import { IMPORT_FORMATS } from "../../memory/importers.ts";
import { z } from "zod/v4";
import { KINDS } from "../../core/model.ts";
import { MAX_CONTENT_CHARS, MAX_CONTEXT_TOKENS, MAX_K, MAX_TAGS } from "../../core/validate.ts";
import { TRACE_ORDERS } from "../../memory/select.ts";
import { MAX_REVIEW_HORIZON_DAYS } from "../../memory/review.ts";

const kind = z.enum(KINDS as [string, ...string[]]).describe("episodic, semantic or core");
const tag = z.string().max(64);
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const instant = z.union([z.number(), z.string()])
  .describe("An instant: epoch milliseconds or an ISO 8601 date");
const fraction = z.number().gt(0).max(1);
const count = (max: number) => z.number().int().min(1).max(max);
const epochMs = z.number().describe("Epoch milliseconds");

// ---- Requests -------------------------------------------------------------------------------

const rememberFields = {
  salience: z.number().min(0).max(1).optional()
    .describe("How much it matters, in [0, 1]; sets birth stability. Default 0.5"),
  kind: kind.optional().describe("Default episodic"),
  tags: z.array(tag).max(MAX_TAGS).optional().describe("Labels for filtering"),
  meta: z.record(z.string(), z.unknown()).optional().describe("Caller-owned JSON object"),
};

/** `POST /traces`: one memory. */
export const RememberBody = z.strictObject({
  content: z.string().max(MAX_CONTENT_CHARS).describe("The text to remember"),
  ...rememberFields,
});

/** `POST /traces/batch`: many memories, all or none. */
export const BatchBody = z.strictObject({
  traces: z.array(z.union([z.string(), z.looseObject({ content: z.string(), ...rememberFields })]))
    .describe("Texts, or objects like the body of POST /traces"),
});

/** `PATCH /traces/:id`: the fields to change; the rest, and the stability, stay. */
export const UpdateBody = z.strictObject({
  content: z.string().max(MAX_CONTENT_CHARS).optional()
    .describe("New text: re-indexed and re-embedded"),
  ...rememberFields,
});

/** `POST /traces/:id/supersede`: the trace that replaces this one. */
export const SupersedeBody = z.strictObject({
  by: z.number().int().min(1).describe("The id of the newer trace that states this one anew"),
});

/** Which traces, as a JSON body: every field optional, fields combine with AND. */
const selection = {
  kinds: z.array(kind).optional().describe("Only these kinds"),
  tags: z.array(tag).optional().describe("Only traces with at least one of these tags"),
  meta: z.record(z.string(), scalar).optional()
    .describe("Only traces whose meta has each of these top-level fields with exactly this value"),
  createdAfter: instant.optional().describe("First remembered at or after this instant"),
  createdBefore: instant.optional().describe("First remembered before this instant"),
  usedAfter: instant.optional().describe("Last reinforced at or after this instant"),
  usedBefore: instant.optional().describe("Last reinforced before this instant"),
  minRetention: fraction.optional().describe("Retention now at least this, in (0, 1]"),
  maxRetention: fraction.optional().describe("Retention now at most this, in (0, 1]"),
  current: z.boolean().optional().describe("Leave out superseded (stale) traces"),
};

const query = z.string().describe("What to look for, in plain words (any text: never syntax)");

/** `POST /recall`. */
export const RecallBody = z.strictObject({
  query,
  k: count(MAX_K).optional().describe("How many hits at most. Default 5"),
  reinforce: z.boolean().optional()
    .describe("Reinforce the winners and wire them together. Default true; false only peeks"),
  ...selection,
});

/** `POST /used`: the ids the agent used, and the question they answered. */
export const UsedBody = z.strictObject({
  ids: z.array(z.number().int().min(1)).min(1).max(MAX_K).describe("Ids of the traces used"),
  cue: z.string().optional().describe(
    "The question they answered: its words they do not hold are learned, so a later question " +
      "asked in them finds them. Default: the brain's latest recall's query, for the traces it " +
      "returned (shared by every agent of the brain: give it when several agents use one)",
  ),
  learn: z.boolean().optional().describe("Learn the cue's words. Default true"),
});

/** `POST /context`. */
export const ContextBody = z.strictObject({
  query,
  k: count(MAX_K).optional().describe("How many traces at most. Default 5"),
  maxTokens: count(MAX_CONTEXT_TOKENS).optional().describe("Token budget. Default 300"),
  cutoff: z.number().min(0).max(1).optional()
    .describe("Leave out hits scoring under this fraction of the best. Default 0.25"),
  reinforce: z.union([z.boolean(), z.literal("used")]).optional().describe(
    "false (default) peeks; true reinforces as a recall does; used counts what the block holds " +
      "as used",
  ),
  ...selection,
});

/** `POST /forget`: exactly one selector field, and `dryRun`. */
export const ForgetBody = z.strictObject({
  id: z.number().int().min(1).optional().describe("That trace"),
  ids: z.array(z.number().int().min(1)).optional().describe("Those traces"),
  query: z.string().optional().describe("Every trace containing all the query's words"),
  kind: kind.optional().describe("Every trace of that kind"),
  before: instant.optional().describe("Every trace first remembered before that instant"),
  dryRun: z.boolean().optional().describe("List what would be forgotten; delete nothing"),
});

/** `POST /dream`. (A summarizer is a function: it has no place in a request.) */
export const DreamBody = z.strictObject({
  dryRun: z.boolean().optional()
    .describe("Plan and report what the dream would change, writing nothing. Default false"),
});

/** `POST /import`: the query of an import; the body is the source text itself. */
export const ImportQuery = z.strictObject({
  format: z.enum(["auto", ...IMPORT_FORMATS]).optional()
    .describe(
      "auto (default; plain lines are never guessed), engram, mcp-memory, transcript, lines",
    ),
  dryRun: z.boolean().optional().describe(
    "Report what would be imported and skipped; write nothing",
  ),
  kind: kind.optional().describe("Kind of every imported memory (not for engram documents)"),
  salience: z.number().min(0).max(1).optional()
    .describe("Salience of every imported memory. Default 0.5 (not for engram documents)"),
  tag: z.array(tag).optional().describe("Tags added to every imported memory (repeatable)"),
});

/** `GET /traces`: the selection in a query string. */
export const ListQuery = z.strictObject({
  order: z.enum(TRACE_ORDERS as [string, ...string[]]).optional()
    .describe("recent (default), oldest, used, strongest or fading"),
  limit: count(MAX_K).optional().describe("Page size. Default 20"),
  offset: z.number().int().min(0).optional().describe("How many to skip. Default 0"),
  kind: z.array(kind).optional().describe("Only these kinds (repeat the parameter)"),
  tag: z.array(tag).optional().describe("Only traces with one of these tags (repeatable)"),
  meta: z.record(z.string(), scalar).optional().describe(
    "meta.FIELD=VALUE (or meta[FIELD]=VALUE): only traces whose meta.FIELD equals VALUE. " +
      "A VALUE that reads as a number, true, false or null compares as that; any other as text",
  ),
  createdAfter: selection.createdAfter,
  createdBefore: selection.createdBefore,
  usedAfter: selection.usedAfter,
  usedBefore: selection.usedBefore,
  minRetention: selection.minRetention,
  maxRetention: selection.maxRetention,
  current: selection.current,
});

/** `GET /review`. */
export const ReviewQuery = z.strictObject({
  k: count(MAX_K).optional().describe("How many items at most. Default 10"),
  horizon: z.number().gt(0).max(MAX_REVIEW_HORIZON_DAYS).optional()
    .describe("How far ahead to look, in days. Default 7"),
  threshold: z.number().gt(0).lt(1).optional()
    .describe("Retention below which a trace counts as fading. Default 0.5"),
});

/** `GET /dreams`. */
export const DreamsQuery = z.strictObject({
  limit: count(MAX_K).optional().describe("How many dreams, newest first. Default 20"),
});

/** A request with no body or query. */
export const Nothing = z.strictObject({});

// ---- Responses (documented, not validated) ------------------------------------------------

/** A trace as JSON: its stored fields and its retention now. */
export const TraceJson = z.object({
  id: z.number().int(),
  content: z.string(),
  kind,
  salience: z.number(),
  stability: z.number().describe("Stability S in days: retention falls to 1/e after S days"),
  createdAt: epochMs,
  lastReinforcedAt: epochMs,
  recalls: z.number().int(),
  tags: z.array(z.string()),
  meta: z.record(z.string(), z.unknown()),
  sources: z.array(z.object({ id: z.number().int(), createdAt: epochMs }))
    .describe("For a gist: the episodes it was distilled from"),
  supersededBy: z.number().int().nullable(),
  retention: z.number().describe("exp(-(now - lastReinforcedAt) / stability)"),
}).meta({ id: "Trace" });

const HitJson = z.object({
  trace: TraceJson,
  score: z.number(),
  lexical: z.number(),
  trigram: z.number(),
  vector: z.number(),
  bridge: z.number().describe(
    "How well the cue's words reach the trace's through the concept graph (kinds, synonyms)",
  ),
  association: z.number().describe(
    "How closely the trace's words go with the cue's by word vectors, 0 to 1 (orders hits)",
  ),
  learned: z.number().describe(
    "The share of the cue made of words the trace learned from the questions it answered",
  ),
  spread: z.number(),
  retention: z.number().describe("Ranking retention at the recall (1 for core traces)"),
  timeCue: z.boolean().describe("Formed in the span of time the query names"),
}).meta({ id: "Hit" });

const HistoryEventJson = z.object({
  id: z.number().int(),
  at: epochMs,
  event: z.enum(["reinforced", "superseded", "updated"]),
  before: z.number().describe("Stability in days before the event"),
  after: z.number().describe("Stability in days after it"),
});

const DreamCounts = {
  scanned: z.number(),
  superseded: z.number(),
  dissolved: z.number(),
  rewired: z.number(),
  merged: z.number(),
  gists: z.number(),
  distilled: z.number(),
  associations: z.number(),
  netChange: z.number(),
  at: epochMs,
  dryRun: z.boolean(),
};

const DreamJson = z.object({
  ...DreamCounts,
  newKnowledge: z.array(z.string()),
  changes: z.object({
    superseded: z.array(z.object({ id: z.number(), by: z.number() })),
    dissolved: z.array(z.number()),
    merged: z.array(z.object({ into: z.number(), from: z.array(z.number()) })),
    gists: z.array(
      z.object({ text: z.string(), from: z.array(z.number()), into: z.number().nullable() }),
    ),
  }),
  text: z.string().describe("The report as text"),
}).meta({ id: "DreamReport" });

const StatsCore = {
  embedder: z.string().nullable().describe(
    "The embedder its vectors are written by (hashing-128, openai:MODEL@DIMENSIONS), or null",
  ),
  traces: z.number(),
  byKind: z.record(z.string(), z.number()),
  retention: z.object({ fresh: z.number(), fading: z.number(), nearFloor: z.number() }),
  superseded: z.number(),
  links: z.number(),
  learned: z.number().describe("Words memories learned from the questions they answered"),
  lastDreamAt: epochMs.nullable(),
};

/** What went wrong, as every error response and a brain that cannot be opened say it. */
const ErrorDetail = z.object({
  code: z.string().describe("A stable code such as invalid_input or brain_not_found"),
  message: z.string(),
});

/** Answers, by name. */
export const Answers = {
  health: z.object({ status: z.literal("ok") }),
  brains: z.object({
    brains: z.array(z.string()).describe("The names, sorted"),
    summaries: z.array(z.union([
      z.object({
        name: z.string(),
        ...StatsCore,
        lastDream: z.object(DreamCounts).nullable().describe("The last dream's counts"),
      }),
      z.object({
        name: z.string(),
        error: ErrorDetail.describe(
          "Why the brain cannot be opened (a corrupt file, one written by a newer version), " +
            "as an error response says it",
        ),
      }),
    ])).describe(
      "Per brain, in the same order: counts by kind, retention bands, last dream; or, for a " +
        "brain that cannot be opened, its error",
    ),
  }),
  deleted: z.object({ deleted: z.string() }),
  trace: z.object({ trace: TraceJson }),
  traces: z.object({ traces: z.array(TraceJson) }),
  page: z.object({
    traces: z.array(TraceJson),
    total: z.number().describe("How many traces match the selection"),
    at: epochMs.describe("The instant retention was computed at"),
  }),
  details: z.object({
    trace: TraceJson,
    retention: z.number(),
    at: epochMs.describe("The instant retention was computed at"),
    history: z.array(HistoryEventJson).describe("Stability events, oldest first"),
    links: z.array(z.object({ trace: TraceJson, weight: z.number() })),
    supersededBy: TraceJson.nullable(),
    supersedes: z.array(TraceJson),
    learned: z.array(z.object({
      id: z.number().int(),
      key: z.string().describe("What the word is kept and found by: its light stem"),
      word: z.string().describe("A word of a question it answered, as the question wrote it"),
      uses: z.number().int().describe("How many uses taught it"),
      at: epochMs.describe("When a use last taught it"),
    })).describe("Words learned from the questions it answered (used with a cue), most used first"),
  }),
  hits: z.object({ hits: z.array(HitJson), at: epochMs }),
  context: z.object({ context: z.string() }),
  forget: z.object({
    count: z.number(),
    ids: z.array(z.number()),
    dryRun: z.boolean(),
    traces: z.array(TraceJson).describe("For a dry run: what would be forgotten"),
  }),
  dream: DreamJson,
  dreams: z.object({ dreams: z.array(DreamJson).describe("Newest first") }),
  review: z.object({
    items: z.array(z.object({
      trace: TraceJson,
      retention: z.number(),
      retentionAtHorizon: z.number(),
      fadesAt: epochMs,
      value: z.number(),
    })),
  }),
  stats: z.looseObject({ brain: z.string(), ...StatsCore }),
  export: z.looseObject({ format: z.literal("engram"), version: z.number() }),
  imported: z.object({
    format: z.enum(IMPORT_FORMATS),
    dryRun: z.boolean(),
    imported: z.number().int(),
    links: z.number().int(),
    skipped: z.array(z.object({ line: z.number().int(), reason: z.string() })),
    renumbered: z.boolean(),
  }),
  any: z.unknown(),
} as const;

/** The body of every error response. */
export const ErrorJson = z.object({ error: ErrorDetail }).meta({ id: "Error" });
