/**
 * engram's server parts for library users, as `@engram/engram/server`: the HTTP app
 * ({@linkcode createApp}, a Hono app over a {@linkcode BrainDirectory}), the MCP server
 * ({@linkcode createMcpServer}, transport-free) and stdio serving ({@linkcode serveStdio}).
 * Unlike `@engram/engram`, this entry pulls in npm packages (Hono, the MCP SDK, zod).
 *
 * @example
 * ```ts ignore
 * import { BrainDirectory } from "@engram/engram";
 * import { createApp } from "@engram/engram/server";
 * const brains = new BrainDirectory({ home: "./brains" });
 * Deno.serve({ port: 8787 }, createApp({ brains }).fetch);
 * ```
 * @module
 */
export { type AppOptions, createApp, DEFAULT_MAX_BODY_BYTES } from "./http/app.ts";
export { createMcpServer, MCP_MAX_BATCH, type McpServerOptions, VERSION } from "./mcp/server.ts";
export { serveStdio, type StdioOptions } from "./cli/serve.ts";
export { BrainDirectory, type BrainDirectoryOptions } from "../memory/brains.ts";
export {
  type BrainFailure,
  type ChangedBrainsDreamt,
  dreamChangedBrains,
  dreamExclusively,
  type DreamSchedule,
  DreamScheduler,
} from "../memory/schedule.ts";
