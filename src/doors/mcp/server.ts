/**
 * The MCP server: engram's tools over one brain, built with the official SDK, in four groups:
 *
 * - **writing**: `remember` (one memory or a list), `update`, `supersede`, `import`;
 * - **finding**: `recall` (reinforces), `context`, `list`, `show`;
 * - **keeping**: `review` (what is about to fade), `dream` (with a dry run), `forget`;
 * - **inspecting**: `stats`.
 *
 * Every tool checks its arguments against a strict zod schema (an unknown field is an error)
 * and answers with text plus `structuredContent`; a failure is `isError`, never a crash.
 * Transport-free: `engram serve` connects it to stdio and the HTTP server to streamable HTTP.
 * @module
 */
// The SDK's `.js` subpaths type as `any` under `deno check` without these hints (SDK issue 2701).
// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import denoConfig from "../../../deno.json" with { type: "json" };
import { NotFoundError } from "../../core/errors.ts";
import { MAX_CONTENT_CHARS, MAX_CONTEXT_TOKENS } from "../../core/validate.ts";
import {
  DEFAULT_CONTEXT_CUTOFF,
  DEFAULT_CONTEXT_K,
  DEFAULT_CONTEXT_TOKENS,
} from "../../memory/context.ts";
import type { ForgetSelector } from "../../memory/forget.ts";
import { IMPORT_FORMATS, importText } from "../../memory/importers.ts";
import { agentDefaults } from "../../memory/kind.ts";
import { DEFAULT_RECALL_K, type Memory } from "../../memory/memory.ts";
import { DEFAULT_REVIEW_HORIZON_DAYS, DEFAULT_REVIEW_K } from "../../memory/review.ts";
import { dreamExclusively } from "../../memory/schedule.ts";
import { DEFAULT_LIST_LIMIT } from "../../memory/select.ts";
import {
  count as plural,
  formatImport,
  formatRemembered,
  formatShow,
  formatStats,
  Painter,
  SCRUB_PENDING,
} from "../format.ts";
import { hidePlaces } from "../places.ts";
import { parseDurationDays, parseInstant } from "../selection.ts";
import {
  count,
  dreamShape,
  id,
  kind,
  line,
  MCP_MAX_K,
  memorySchema,
  meta,
  order,
  query,
  selectionOf,
  selectionShape,
  statsShape,
  tags,
  view,
} from "./views.ts";

/** engram's version, as published. */
export const VERSION: string = denoConfig.version;

/** The most memories one `remember` call may carry. */
export const MCP_MAX_BATCH = 1000;
/** The longest text one `import` call may carry (a few thousand memories). */
const MCP_MAX_IMPORT_CHARS = 4_000_000;

/** Options for {@linkcode createMcpServer}. */
export interface McpServerOptions {
  /** The server name reported to clients. Default `"engram"`. */
  name?: string;
  /** The server version reported to clients. Default engram's {@linkcode VERSION}. */
  version?: string;
  /**
   * How the stats tool and failures name the brain. Default its file path; a server for remote
   * clients passes the brain's name so its file system layout stays private: a failure's
   * message then names the brain where it named the brain's place.
   */
  brainName?: string;
  /**
   * With `brainName`: where the server keeps its brains (`BrainDirectory.home`), so a failure
   * naming any place there (the database's URL, not only the brain's own place) names the
   * brain instead. Default the brain's own place.
   */
  brainHome?: string;
}

/** What every tool group needs. */
interface Tools {
  server: McpServer;
  memory: Memory;
  options: McpServerOptions;
  /** Run a tool body: its text and structured result, or `isError` with a one-line message. */
  respond: Respond;
}

type Structured = Record<string, unknown>;

type Respond = (body: () => Promise<{ text: string; data: Structured }>) => Promise<CallToolResult>;

/**
 * The `respond` of a server over `memory`: a failure's message as is, or, given a brain name
 * (remote clients), naming the brain where it named its place on the server.
 */
function responder(memory: Memory, options: McpServerOptions): Respond {
  const { brainName } = options;
  const present = brainName === undefined
    ? (message: string) => message
    : (message: string) => hidePlaces(message, options.brainHome ?? memory.path, `"${brainName}"`);
  return async (body) => {
    try {
      const { text, data } = await body();
      return { content: [{ type: "text", text }], structuredContent: data };
    } catch (e) {
      const message = present(e instanceof Error ? e.message : String(e));
      return { content: [{ type: "text", text: message }], isError: true };
    }
  };
}

const plain = new Painter(false);

const INSTRUCTIONS = "engram is your long-term memory across sessions. Recall at the start of " +
  "a task, remember durable facts and preferences as you learn them (several at once in one " +
  "call), correct a memory with update, forget when the user asks, review what is fading and " +
  "dream when idle. Memories you never use fade and are eventually forgotten; facts and " +
  "identity last longer than events.";

/**
 * An MCP server with engram's tools over `memory`. It holds no transport: connect it to one
 * (stdio, streamable HTTP); a fresh server per session is cheap. The caller owns `memory` and
 * closes it.
 *
 * @example
 * ```ts ignore
 * import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
 * const server = createMcpServer(new Memory("brain.db"));
 * await server.connect(new StdioServerTransport());
 * ```
 */
export function createMcpServer(memory: Memory, options: McpServerOptions = {}): McpServer {
  const server = new McpServer(
    { name: options.name ?? "engram", version: options.version ?? VERSION },
    { instructions: INSTRUCTIONS, capabilities: { logging: {} } },
  );
  const tools: Tools = { server, memory, options, respond: responder(memory, options) };
  registerWriting(tools);
  registerFinding(tools);
  registerKeeping(tools);
  registerInspecting(tools);
  return server;
}

/** Tell the client something happened, if it listens (logging is advertised). */
function log(server: McpServer, data: string): void {
  server.sendLoggingMessage({ level: "info", logger: "engram", data }).catch(() => {});
}

// ---------------------------------------------------------------------------------------------
// Writing: remember, update, supersede, import.

const memoryInput = {
  content: z.string().trim().min(1).max(MAX_CONTENT_CHARS).describe(
    'One self-contained statement ("User prefers TypeScript over Python")',
  ),
  kind: kind.optional().describe(
    "core: identity and hard constraints that must never fade (name, birthday, allergies); " +
      "semantic: facts and preferences; episodic: things that happened. Default: read from " +
      "the text (a statement of how things are is semantic, an event episodic)",
  ),
  salience: z.number().min(0).max(1).optional().describe(
    "How much it matters, 0 to 1. Default 0.8 for a fact, 0.5 for an event",
  ),
  tags: tags.optional().describe("Labels to filter by"),
  meta: meta.optional(),
};

function registerWriting({ server, memory, respond }: Tools): void {
  server.registerTool("remember", {
    title: "Remember",
    description: "Store durable facts, preferences, decisions or events for later sessions, " +
      "each as one self-contained sentence that names the thing and what kind of thing it is " +
      '("user drives a Subaru Outback car", "user works on a MacBook laptop"), because recall ' +
      "finds memories by their words and a later question may use either. Use it whenever " +
      "you learn something worth knowing next time. Give content for one memory, or " +
      "memories: [...] to store many in one call (a profile, a list of preferences): all " +
      "land or none do. Leave kind out unless you " +
      'know better: facts are kept as "semantic", events as "episodic"; say "core" for ' +
      "identity that must never fade. Memories never recalled fade, events fastest.",
    inputSchema: z.object({
      ...memoryInput,
      content: memoryInput.content.optional(),
      memories: z.array(z.object(memoryInput).strict()).min(1).max(MCP_MAX_BATCH).optional()
        .describe(`Up to ${MCP_MAX_BATCH} memories to store at once, instead of content`),
    }).strict(),
    outputSchema: { memories: z.array(memorySchema).describe("What was stored, in order") },
    annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
  }, (args) =>
    respond(async () => {
      const { memories: list, ...one } = args;
      if ((list === undefined) === (one.content === undefined)) {
        throw new Error("Give either content (one memory) or memories (a list), not both");
      }
      if (list && Object.keys(one).length > 0) {
        throw new Error("With memories, put kind, salience, tags and meta on each memory");
      }
      const inputs = (list ?? [{ ...one, content: one.content! }]).map((m) => ({
        ...m,
        ...agentDefaults(m.content, m),
      }));
      const traces = await memory.rememberMany(inputs);
      const now = memory.clock.now();
      const text = traces.length === 1
        ? formatRemembered(traces[0], plain)
        : `Remembered ${plural(traces.length, "memory", "memories")}: ` +
          `#${traces[0].id}–#${traces[traces.length - 1].id}`;
      return { text, data: { memories: traces.map((t) => view(t, t.retention(now))) } };
    }));

  server.registerTool("update", {
    title: "Correct a memory",
    description: "Correct a stored memory in place when it is wrong or incomplete: new " +
      "content (re-indexed), kind, salience, tags or meta. It keeps its id, its stability and " +
      "its history. When the world changed rather than the memory being wrong (the user " +
      "moved), remember the new state instead: the old one is marked replaced.",
    inputSchema: z.object({
      id: id.describe("The memory to correct"),
      content: memoryInput.content.optional(),
      kind: kind.optional(),
      salience: memoryInput.salience,
      tags: tags.optional().describe("New tags, replacing the old"),
      meta: meta.optional().describe("New meta, replacing the old"),
    }).strict(),
    outputSchema: { memory: memorySchema },
    annotations: {
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
  }, ({ id, ...changes }) =>
    respond(async () => {
      if (Object.keys(changes).length === 0) {
        throw new Error("Nothing to change: give content, kind, salience, tags or meta");
      }
      const trace = await memory.update(id, changes);
      const data = view(trace, trace.retention(memory.clock.now()));
      return { text: `Updated ${line(data)}`, data: { memory: data } };
    }));

  server.registerTool("supersede", {
    title: "Replace a memory",
    description: "Say that one memory replaces another (the user changed jobs: the new job " +
      "replaces the old). The older one stays, marked replaced: it ranks lower in recall and " +
      "fades faster. engram does this itself for clear cases; use it when it did not.",
    inputSchema: z.object({
      older: id.describe("The memory that is out of date"),
      newer: id.describe("The memory that replaces it"),
    }).strict(),
    outputSchema: { memory: memorySchema.describe("The older memory, now replaced") },
    annotations: {
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
  }, ({ older, newer }) =>
    respond(async () => {
      const trace = await memory.supersede(older, newer);
      const data = view(trace, trace.retention(memory.clock.now()));
      return { text: `#${older} is now replaced by #${newer}`, data: { memory: data } };
    }));

  server.registerTool("import", {
    title: "Import memories",
    description: "Load memories from text: an MCP memory server memory.jsonl (entities, " +
      "observations and relations), a chat transcript (JSON or JSONL of role, content, " +
      "timestamp; each message at its own time), an engram export, or plain text with one " +
      "memory a line. Lines that cannot be read are reported with their number and skipped; " +
      "the rest lands in one transaction. Try dryRun: true first.",
    inputSchema: z.object({
      text: z.string().min(1).max(MCP_MAX_IMPORT_CHARS).describe("The source's whole text"),
      format: z.enum(["auto", ...IMPORT_FORMATS]).optional().describe(
        "Default auto: detected, except lines, which must be named",
      ),
      dryRun: z.boolean().optional().describe("Report what would be imported; write nothing"),
      kind: kind.optional().describe("Kind of every imported memory"),
      salience: memoryInput.salience.describe("Salience of every imported memory (default 0.5)"),
      tags: tags.optional().describe("Tags added to every imported memory"),
    }).strict(),
    outputSchema: {
      format: z.enum(IMPORT_FORMATS),
      dryRun: z.boolean(),
      imported: count,
      links: count,
      skipped: z.array(z.object({ line: count, reason: z.string() })),
      renumbered: z.boolean(),
    },
    annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
  }, ({ text, ...options }) =>
    respond(async () => {
      const report = await importText(memory, text, options);
      if (!report.dryRun) log(server, formatImport(report));
      return { text: formatImport(report), data: { ...report } };
    }));
}

// ---------------------------------------------------------------------------------------------
// Finding: recall, context, list, show.

function registerFinding({ server, memory, respond }: Tools): void {
  server.registerTool("recall", {
    title: "Recall",
    description: "Search long-term memory for what you know about a topic, best match first. " +
      "Call it at the start of every task and whenever the user refers to something earlier. " +
      "The query is plain text (typos are fine). It finds memories by their words, by kinds " +
      'of things through an English dictionary ("what car" finds a Subaru), and by meaning ' +
      "when the server runs an embedding model; still use the words a memory would hold, " +
      'the specific thing as well as its kind ("laptop MacBook computer"), and try other ' +
      "words when nothing comes back. Narrow with kinds, tags, meta, time ranges " +
      "or current. NOT read-only: recalling reinforces the memories that clearly win (they " +
      "fade more slowly) and links them, which is how memory learns what matters; set " +
      "reinforce: false to peek, then call used with the ids you relied on and the question " +
      "you answered (memory learns its words, so that question finds them next time).",
    inputSchema: z.object({
      query: query.describe("What to look for, in plain words"),
      k: z.number().int().min(1).max(MCP_MAX_K).optional().describe(
        `How many at most (default ${DEFAULT_RECALL_K})`,
      ),
      ...selectionShape,
      reinforce: z.boolean().optional().describe("Default true; false peeks without reinforcing"),
    }).strict(),
    outputSchema: {
      hits: z.array(memorySchema.extend({ score: z.number().min(0) })).describe(
        "Best first; retention is as it was before this recall",
      ),
    },
    annotations: {
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
  }, ({ query, k, reinforce, ...selection }) =>
    respond(async () => {
      const hits = await memory.recall(query, {
        k,
        reinforce,
        ...selectionOf(selection, memory.clock.now()),
      });
      const views = hits.map((h) => ({ ...view(h.trace, h.retention), score: h.score }));
      return {
        text: views.length === 0 ? `No memories match "${query}"` : views.map(line).join("\n"),
        data: { hits: views },
      };
    }));

  server.registerTool("used", {
    title: "Mark memories used",
    description: "Tell memory which memories you actually used (relied on in an answer or an " +
      "action), by the ids recall or context showed you. This is the strongest evidence of " +
      "use: they are reinforced fully (they fade much more slowly) and linked together, while " +
      "links that pulled in memories you did not use weaken. A recall alone reinforces only " +
      "what clearly won; to reinforce exactly what you use, recall with reinforce: false and " +
      "then call used. Memory also learns the words of the question they answered: the next " +
      "time it is asked in those words it finds them, even when they share no word with it.",
    inputSchema: z.object({
      ids: z.array(z.number().int().positive()).min(1).max(MCP_MAX_K)
        .describe("Ids of the memories you used"),
      question: query.optional().describe(
        "The question or task you answered with them, as it was put to you (default: your " +
          "latest recall's query, for the memories it returned)",
      ),
    }).strict(),
    outputSchema: { used: z.array(memorySchema).describe("The memories as stored now") },
    annotations: {
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
  }, ({ ids, question }) =>
    respond(async () => {
      const views = (await memory.used(ids, { cue: question })).map((t) => view(t, 1));
      return { text: `Reinforced as used:\n${views.map(line).join("\n")}`, data: { used: views } };
    }));

  server.registerTool("context", {
    title: "Memory context block",
    description: "Build a prompt-ready <memory> block of the memories relevant to a query, " +
      "within a token budget, to put into a prompt or system message (for yourself or a " +
      "sub-agent). Takes the same filters as recall. Read-only: it reinforces nothing; use " +
      "recall for memories you act on.",
    inputSchema: z.object({
      query: query.describe("What the prompt is about"),
      k: z.number().int().min(1).max(MCP_MAX_K).optional().describe(
        `How many memories at most (default ${DEFAULT_CONTEXT_K})`,
      ),
      maxTokens: z.number().int().min(1).max(MAX_CONTEXT_TOKENS).optional().describe(
        `Token budget of the whole block (default ${DEFAULT_CONTEXT_TOKENS})`,
      ),
      cutoff: z.number().min(0).max(1).optional().describe(
        `Leave out memories scoring below this fraction of the best (default ${DEFAULT_CONTEXT_CUTOFF})`,
      ),
      ...selectionShape,
    }).strict(),
    outputSchema: {
      context: z.string().describe("The <memory> block, or empty when nothing matched"),
    },
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  }, ({ query, k, maxTokens, cutoff, ...selection }) =>
    respond(async () => {
      const context = await memory.context(query, {
        k,
        maxTokens,
        cutoff,
        ...selectionOf(selection, memory.clock.now()),
      });
      return { text: context || `No memories match "${query}"`, data: { context } };
    }));

  server.registerTool("list", {
    title: "List memories",
    description: "Browse memories without a query, a page at a time: everything you know, " +
      "or only some kinds, tags, meta values, time ranges or retention bands, newest first " +
      "(order: recent), oldest, recently used (used), strongest or fading. Read-only.",
    inputSchema: z.object({
      ...selectionShape,
      order: order.optional().describe("Default recent"),
      limit: z.number().int().min(1).max(MCP_MAX_K).optional().describe(
        `Page size (default ${DEFAULT_LIST_LIMIT})`,
      ),
      offset: z.number().int().min(0).optional().describe("How many to skip (default 0)"),
    }).strict(),
    outputSchema: {
      total: count.describe("How many memories match in all"),
      memories: z.array(memorySchema),
    },
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  }, ({ order, limit, offset, ...selection }) =>
    respond(async () => {
      const now = memory.clock.now();
      const page = await memory.list({ order, limit, offset, ...selectionOf(selection, now) });
      const memories = page.traces.map((t) => view(t, t.retention(now)));
      const first = (offset ?? 0) + 1;
      const text = memories.length === 0
        ? `No memories on this page (${page.total} match)`
        : [`${first}–${first + memories.length - 1} of ${page.total}:`, ...memories.map(line)]
          .join("\n");
      return { text, data: { total: page.total, memories } };
    }));

  server.registerTool("show", {
    title: "Show a memory",
    description: "Everything about one memory: its fields, retention now, the history of its " +
      "reinforcements and corrections, its links, and what it replaced or was replaced by. " +
      "Read-only.",
    inputSchema: z.object({ id: id.describe("The memory's id") }).strict(),
    outputSchema: {
      memory: memorySchema,
      history: z.array(z.object({
        at: z.string(),
        event: z.enum(["reinforced", "superseded", "updated"]),
        before: z.number().describe("Stability before, in days"),
        after: z.number().describe("Stability after, in days"),
      })),
      links: z.array(z.object({ memory: memorySchema, weight: z.number() })),
      supersededBy: memorySchema.nullable(),
      supersedes: z.array(memorySchema),
      learned: z.array(z.object({ word: z.string(), uses: z.number() })).describe(
        "Words learned from the questions it answered, most used first",
      ),
    },
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  }, ({ id }) =>
    respond(async () => {
      const details = await memory.show(id);
      if (!details) throw new NotFoundError("trace", `Memory #${id} not found`);
      const now = memory.clock.now();
      const at = (t: Parameters<typeof view>[0]) => view(t, t.retention(now));
      return {
        text: formatShow(details, plain),
        data: {
          memory: view(details.trace, details.retention),
          history: details.history.map((h) => ({
            at: new Date(h.at).toISOString(),
            event: h.event,
            before: h.before,
            after: h.after,
          })),
          links: details.links.map((l) => ({ memory: at(l.trace), weight: l.weight })),
          supersededBy: details.supersededBy ? at(details.supersededBy) : null,
          supersedes: details.supersedes.map(at),
          learned: details.learned.map((l) => ({ word: l.word, uses: l.uses })),
        },
      };
    }));
}

// ---------------------------------------------------------------------------------------------
// Keeping: review, dream, forget.

function registerKeeping({ server, memory, respond }: Tools): void {
  server.registerTool("review", {
    title: "Review what is fading",
    description: "List the memories that will fade within a horizon, most valuable first. " +
      "Recall the ones that still matter to keep them; let the rest go. Read-only.",
    inputSchema: z.object({
      k: z.number().int().min(1).max(MCP_MAX_K).optional().describe(
        `How many at most (default ${DEFAULT_REVIEW_K})`,
      ),
      horizon: z.string().min(1).max(16).optional().describe(
        `How far ahead: 12h, 7d, 2w (default ${DEFAULT_REVIEW_HORIZON_DAYS}d)`,
      ),
      threshold: z.number().gt(0).lt(1).optional().describe(
        "Retention below which a memory counts as faded (default 0.5)",
      ),
    }).strict(),
    outputSchema: {
      items: z.array(memorySchema.extend({
        retentionAtHorizon: z.number().min(0).max(1),
        fadesAt: z.string().describe("When it falls below the threshold (ISO 8601)"),
        value: z.number().describe("How much keeping it is worth"),
      })),
    },
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  }, ({ k, horizon, threshold }) =>
    respond(async () => {
      const days = horizon === undefined ? undefined : parseDurationDays(horizon, "horizon");
      const items = await memory.review({ k, horizon: days, threshold });
      const views = items.map((i) => ({
        ...view(i.trace, i.retention),
        retentionAtHorizon: i.retentionAtHorizon,
        fadesAt: new Date(i.fadesAt).toISOString(),
        value: i.value,
      }));
      return {
        text: views.length === 0
          ? "Nothing fades within the horizon"
          : views.map((v) => `${line(v)} → fades ${v.fadesAt.slice(0, 10)}`).join("\n"),
        data: { items: views },
      };
    }));

  server.registerTool("dream", {
    title: "Dream",
    description: "Consolidate memory while idle: between tasks, at the end of a session, " +
      "never in the middle of one. Like sleep, it supersedes stale states (an old address " +
      "by a new one), dissolves memories faded past the forgetting floor, merges " +
      "near-duplicates, distils repeated episodes into general knowledge and links related " +
      "memories. Returns what changed; dryRun: true shows what would change and writes " +
      "nothing. Faded memories are deleted for good; running it again right away changes " +
      "nothing.",
    inputSchema: z.object({
      dryRun: z.boolean().optional().describe("Show what would change; write nothing"),
    }).strict(),
    outputSchema: dreamShape,
    annotations: {
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
  }, ({ dryRun }) =>
    respond(async () => {
      const report = await dreamExclusively(memory, { dryRun });
      if (report === null) throw new Error("A dream of this brain is already running");
      if (!report.dryRun) log(server, report.toString());
      return {
        text: report.toString(),
        data: { ...report, at: new Date(report.at).toISOString() },
      };
    }));

  server.registerTool("forget", {
    title: "Forget",
    description: "Erase memories for good when the user asks you to forget something, or a " +
      "stored memory is wrong. Give exactly one selector: id, ids, query (every memory " +
      "containing all its words), kind, or before (an ISO date, or an age such as 30d: " +
      "everything first remembered earlier). Deletion is immediate, total and cannot be " +
      "undone: for a broad selector, call with dryRun: true first and check the list.",
    inputSchema: z.object({
      id: id.optional().describe("One memory's id"),
      ids: z.array(id).min(1).max(1000).optional().describe("Several memories' ids"),
      query: query.optional().describe("Every memory containing all these words"),
      kind: kind.optional().describe("Every memory of this kind"),
      before: z.string().min(1).max(64).optional().describe(
        "Every memory first remembered before this ISO date or instant, or this long ago (30d)",
      ),
      dryRun: z.boolean().optional().describe("List what would be forgotten; delete nothing"),
    }).strict(),
    outputSchema: {
      count: count,
      ids: z.array(id),
      dryRun: z.boolean(),
      scrubbed: z.boolean().describe(
        "Whether the deleted text is gone from storage already (false: finishing once a " +
          "concurrent reader lets go)",
      ),
      memories: z.array(memorySchema).describe("For a dry run, what would be forgotten"),
    },
    annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: false },
  }, ({ dryRun, ...selector }) =>
    respond(async () => {
      const now = memory.clock.now();
      const resolved = selector.before === undefined
        ? selector
        : { ...selector, before: parseInstant(selector.before, "before", now) };
      const result = await memory.forget(resolved as ForgetSelector, { dryRun });
      const memories = result.traces.map((t) => view(t, t.retention(now)));
      const ids = result.ids.map((id) => `#${id}`).join(", ");
      return {
        text: result.count === 0
          ? "No memory matched: nothing was forgotten"
          : result.dryRun
          ? [`Would forget ${result.count} (dry run, nothing deleted):`, ...memories.map(line)]
            .join("\n")
          : `Forgot ${result.count} for good: ${ids}` +
            (result.scrubbed ? "" : `\n${SCRUB_PENDING}`),
        data: {
          count: result.count,
          ids: result.ids,
          dryRun: result.dryRun,
          scrubbed: result.scrubbed,
          memories,
        },
      };
    }));
}

// ---------------------------------------------------------------------------------------------
// Inspecting: stats.

function registerInspecting({ server, memory, options, respond }: Tools): void {
  server.registerTool("stats", {
    title: "Memory stats",
    description: "Inspect the brain: how many memories it holds by kind, how retained they " +
      "are, links, stability, lifetime counters, the last dream and token use. Read-only. Use " +
      "it when the user asks what you remember overall or to check memory is working.",
    inputSchema: z.object({}).strict(),
    outputSchema: statsShape,
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  }, () =>
    respond(async () => {
      const stats = { ...await memory.stats() };
      if (options.brainName !== undefined) stats.path = options.brainName;
      return {
        text: formatStats(stats, plain),
        data: {
          ...stats,
          lastDreamAt: stats.lastDreamAt === null
            ? null
            : new Date(stats.lastDreamAt).toISOString(),
        },
      };
    }));
}
