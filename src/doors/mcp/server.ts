/**
 * The MCP server: six tools (remember, recall, context, forget, dream, stats) over one brain,
 * built with the official SDK. Transport-free: `engram serve` connects it to stdio and the HTTP
 * server to streamable HTTP, each with a fresh server per session.
 * @module
 */
// The SDK's `.js` subpaths type as `any` under `deno check` without these hints (SDK issue 2701).
// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import denoConfig from "../../../deno.json" with { type: "json" };
import { formatRemembered, formatStats, oneLine, Painter, percent } from "../format.ts";
import {
  DEFAULT_CONTEXT_CUTOFF,
  DEFAULT_CONTEXT_K,
  DEFAULT_CONTEXT_TOKENS,
} from "../../memory/context.ts";
import type { ForgetSelector } from "../../memory/forget.ts";
import { DEFAULT_RECALL_K, type Memory } from "../../memory/memory.ts";
import { type Kind, KINDS } from "../../core/model.ts";
import { MAX_QUERY_CHARS } from "../../core/text.ts";
import type { Trace } from "../../core/trace.ts";
import {
  MAX_CONTENT_CHARS,
  MAX_CONTEXT_TOKENS,
  MAX_META_CHARS,
  MAX_TAG_CHARS,
  MAX_TAGS,
} from "../../core/validate.ts";

/** engram's version, as published. */
export const VERSION: string = denoConfig.version;

/** The most results one recall or context call may ask for over MCP: an agent's context is small. */
const MCP_MAX_K = 50;
/** The longest query accepted over MCP. */
const MCP_MAX_QUERY_CHARS = MAX_QUERY_CHARS;

/** Options for {@linkcode createMcpServer}. */
export interface McpServerOptions {
  /** The server name reported to clients. Default `"engram"`. */
  name?: string;
  /** The server version reported to clients. Default engram's {@linkcode VERSION}. */
  version?: string;
  /**
   * How the stats tool names the brain. Default its file path; a server for remote clients
   * passes the brain's name so its file system layout stays private.
   */
  brainName?: string;
}

const kind = z.enum(KINDS as [Kind, ...Kind[]]);
const tags = z.array(z.string().trim().min(1).max(MAX_TAG_CHARS)).max(MAX_TAGS);
const query = z.string().min(1).max(MCP_MAX_QUERY_CHARS);

/** A memory as tools return it: times as ISO 8601, retention in [0, 1]. */
const memoryShape = {
  id: z.number().int().positive(),
  content: z.string(),
  kind,
  salience: z.number().min(0).max(1),
  stability: z.number().positive().describe("Days until retention falls to 37% untouched"),
  retention: z.number().min(0).max(1),
  recalls: z.number().int().min(0),
  tags: z.array(z.string()),
  createdAt: z.string().describe("When it was first remembered (ISO 8601)"),
  lastReinforcedAt: z.string().describe("When it was last remembered or recalled (ISO 8601)"),
};
const memorySchema = z.object(memoryShape);
type MemoryView = z.infer<typeof memorySchema>;

function view(trace: Trace, retention: number): MemoryView {
  return {
    id: trace.id,
    content: trace.content,
    kind: trace.kind,
    salience: trace.salience,
    stability: trace.stability,
    retention,
    recalls: trace.recalls,
    tags: trace.tags,
    createdAt: new Date(trace.createdAt).toISOString(),
    lastReinforcedAt: new Date(trace.lastReinforcedAt).toISOString(),
  };
}

/** One memory as a line of text an agent reads: `#3 [core] (2026-01-01, retention 100%) …`. */
function line(m: MemoryView): string {
  return `#${m.id} [${m.kind}] (${m.createdAt.slice(0, 10)}, retention ${percent(m.retention)}) ` +
    oneLine(m.content);
}

const count = z.number().int().min(0);

/** The stats tool's output: the library's `Stats`, with the last dream as ISO 8601. */
const statsShape = {
  path: z.string().describe("The brain file, or its name on a shared server"),
  traces: count,
  byKind: z.object({ episodic: count, semantic: count, core: count }),
  retention: z.object({ fresh: count, fading: count, nearFloor: count }),
  superseded: count,
  links: count,
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

type Structured = Record<string, unknown>;

/** Run a tool body: its text and structured result, or `isError` with a one-line message. */
async function respond(
  body: () => Promise<{ text: string; data: Structured }>,
): Promise<CallToolResult> {
  try {
    const { text, data } = await body();
    return { content: [{ type: "text", text }], structuredContent: data };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { content: [{ type: "text", text: message }], isError: true };
  }
}

const plain = new Painter(false);

/**
 * An MCP server with engram's six tools over `memory`. It holds no transport: connect it to
 * one (stdio, streamable HTTP); a fresh server per session is cheap. The caller owns `memory`
 * and closes it.
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
    {
      instructions: "engram is your long-term memory across sessions. Recall at the start of " +
        "a task, remember durable facts and preferences as you learn them, forget when the " +
        "user asks, dream when idle. Memories you never use fade and are eventually forgotten.",
    },
  );

  server.registerTool("remember", {
    title: "Remember",
    description: "Store one durable fact, preference, decision or event for later sessions, " +
      'as one self-contained sentence ("User prefers TypeScript over Python"). Use it ' +
      'whenever you learn something worth knowing next time. kind: "core" for identity ' +
      'and hard constraints that must never fade (name, allergies), "semantic" for general ' +
      'knowledge and preferences, "episodic" (default) for things that happened. Higher ' +
      "salience (0 to 1, default 0.5) makes it last longer; memories never recalled fade.",
    inputSchema: {
      content: z.string().trim().min(1).max(MAX_CONTENT_CHARS).describe("What to remember"),
      kind: kind.optional().describe("episodic (default), semantic or core"),
      salience: z.number().min(0).max(1).optional().describe("How much it matters, 0 to 1"),
      tags: tags.optional().describe("Labels to filter recall by"),
      meta: z.record(z.unknown()).optional().describe(
        `Your own JSON data, up to ${MAX_META_CHARS} characters`,
      ),
    },
    outputSchema: memoryShape,
    annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
  }, (args) =>
    respond(async () => {
      const trace = await memory.remember(args.content, args);
      const data = view(trace, trace.retention(memory.clock.now()));
      return {
        text: formatRemembered(trace, plain),
        data,
      };
    }));

  server.registerTool("recall", {
    title: "Recall",
    description: "Search long-term memory for what you know about a topic, best match first. " +
      "Call it at the start of every task and whenever the user refers to something earlier. " +
      "The query is plain text (typos are fine). NOT read-only: recalling reinforces the " +
      "memories it returns (they fade more slowly) and links those recalled together, which " +
      "is how memory learns what matters; set reinforce: false only to peek.",
    inputSchema: {
      query: query.describe("What to look for, in plain words"),
      k: z.number().int().min(1).max(MCP_MAX_K).optional().describe(
        `How many at most (default ${DEFAULT_RECALL_K})`,
      ),
      kinds: z.array(kind).min(1).optional().describe("Only these kinds"),
      tags: tags.min(1).optional().describe("Only memories with one of these tags"),
      reinforce: z.boolean().optional().describe("Default true; false peeks without reinforcing"),
    },
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
  }, (args) =>
    respond(async () => {
      const hits = await memory.recall(args.query, args);
      const views = hits.map((h) => ({ ...view(h.trace, h.retention), score: h.score }));
      return {
        text: views.length === 0 ? `No memories match "${args.query}"` : views.map(line).join("\n"),
        data: { hits: views },
      };
    }));

  server.registerTool("context", {
    title: "Memory context block",
    description: "Build a prompt-ready <memory> block of the memories relevant to a query, " +
      "within a token budget, to put into a prompt or system message (for yourself or a " +
      "sub-agent). Read-only: it reinforces nothing; use recall for memories you act on.",
    inputSchema: {
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
    },
    outputSchema: {
      context: z.string().describe("The <memory> block, or empty when nothing matched"),
    },
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  }, (args) =>
    respond(async () => {
      const context = await memory.context(args.query, args);
      return { text: context || `No memories match "${args.query}"`, data: { context } };
    }));

  server.registerTool("forget", {
    title: "Forget",
    description: "Erase memories for good when the user asks you to forget something, or a " +
      "stored memory is wrong. Give exactly one selector: id, ids, query (every memory " +
      "containing all its words), kind, or before (an ISO date: everything first remembered " +
      "earlier). Deletion is immediate, total and cannot be undone: for a broad selector, call " +
      "with dryRun: true first and check the list.",
    inputSchema: {
      id: z.number().int().positive().optional().describe("One memory's id"),
      ids: z.array(z.number().int().positive()).min(1).max(1000).optional().describe(
        "Several memories' ids",
      ),
      query: query.optional().describe("Every memory containing all these words"),
      kind: kind.optional().describe("Every memory of this kind"),
      before: z.string().min(1).max(64).optional().describe(
        "Every memory first remembered before this ISO 8601 date or instant",
      ),
      dryRun: z.boolean().optional().describe("List what would be forgotten; delete nothing"),
    },
    outputSchema: {
      count: z.number().int().min(0),
      ids: z.array(z.number().int().positive()),
      dryRun: z.boolean(),
      memories: z.array(memorySchema).describe("For a dry run, what would be forgotten"),
    },
    annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: false },
  }, ({ dryRun, ...selector }) =>
    respond(async () => {
      const result = await memory.forget(selector as ForgetSelector, { dryRun });
      if (result.count === 0) {
        throw new Error("No memory matched: nothing was forgotten");
      }
      const now = memory.clock.now();
      const memories = result.traces.map((t) => view(t, t.retention(now)));
      const ids = result.ids.map((id) => `#${id}`).join(", ");
      return {
        text: result.dryRun
          ? [`Would forget ${result.count} (dry run, nothing deleted):`, ...memories.map(line)]
            .join("\n")
          : `Forgot ${result.count} for good: ${ids}`,
        data: { count: result.count, ids: result.ids, dryRun: result.dryRun, memories },
      };
    }));

  server.registerTool("dream", {
    title: "Dream",
    description: "Consolidate memory while idle: between tasks, at the end of a session, " +
      "never in the middle of one. Like sleep, it supersedes stale states (an old address " +
      "by a new one), dissolves memories faded past the forgetting floor, merges " +
      "near-duplicates, distils repeated episodes into general knowledge and links related " +
      "memories. Returns what changed. Faded memories are deleted for good; running it again " +
      "right away changes nothing.",
    inputSchema: {},
    outputSchema: {
      scanned: count.describe("Memories when the dream began"),
      superseded: count.describe("Stale states marked superseded by a newer one"),
      dissolved: count.describe("Memories dissolved past the forgetting floor"),
      rewired: count.describe("Links made between the neighbours of dissolved memories"),
      merged: count.describe("Duplicates fused into another memory"),
      gists: count.describe("New semantic memories distilled"),
      distilled: count.describe("Episodes distilled into gists and removed"),
      associations: count.describe("New weak links between related memories"),
      netChange: z.number().int().describe("Memories after minus before"),
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
    },
    annotations: {
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
  }, () =>
    respond(async () => {
      const report = await memory.dream();
      return {
        text: report.toString(),
        data: { ...report, at: new Date(report.at).toISOString() },
      };
    }));

  server.registerTool("stats", {
    title: "Memory stats",
    description: "Inspect the brain: how many memories it holds by kind, how retained they " +
      "are, links, stability, lifetime counters, the last dream and token use. Read-only. Use " +
      "it when the user asks what you remember overall or to check memory is working.",
    inputSchema: {},
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

  // ---- used: the agent's evidence of use (reinforcement by evidence, issue 17) ----
  server.registerTool("used", {
    title: "Mark memories used",
    description: "Tell memory which memories you actually used (relied on in an answer or an " +
      "action), by the ids recall or context showed you. This is the strongest evidence of " +
      "use: they are reinforced fully (they fade much more slowly) and linked together, while " +
      "links that pulled in memories you did not use weaken. A recall alone reinforces only " +
      "what clearly won; to reinforce exactly what you use, recall with reinforce: false and " +
      "then call used.",
    inputSchema: {
      ids: z.array(z.number().int().positive()).min(1).max(MCP_MAX_K)
        .describe("Ids of the memories you used"),
    },
    outputSchema: { used: z.array(memorySchema).describe("The memories as stored now") },
    annotations: {
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
  }, (args) =>
    respond(async () => {
      const views = (await memory.used(args.ids)).map((t) => view(t, 1));
      return { text: `Reinforced as used:\n${views.map(line).join("\n")}`, data: { used: views } };
    }));
  // ---- end used ----

  return server;
}
