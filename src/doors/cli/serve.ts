/**
 * `engram serve`: the MCP server on stdio. Standard output carries only JSON-RPC; the one log
 * line goes to standard error. It stops when the client closes stdin or on SIGINT/SIGTERM.
 * @module
 */
import process from "node:process";
// @ts-types="@modelcontextprotocol/sdk/server/stdio"
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createMcpServer, type McpServerOptions, VERSION } from "../mcp/server.ts";
import type { Memory } from "../../memory/memory.ts";

/** Serve `memory` over stdio until the client goes away; resolves once the server is closed. */
export async function serveStdio(memory: Memory, options: McpServerOptions = {}): Promise<void> {
  const server = createMcpServer(memory, options);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
  });
  await server.connect(transport);
  console.error(
    `engram ${options.version ?? VERSION}: MCP server on stdio, brain ${memory.path}`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close().catch((e) => console.error(`engram serve: ${e.message}`));
  };
  // The transport does not watch for the end of stdin: without this the server would linger
  // after its client exits.
  process.stdin.once("end", stop);
  process.stdin.once("close", stop);
  const signals: Deno.Signal[] = Deno.build.os === "windows" ? ["SIGINT"] : ["SIGINT", "SIGTERM"];
  for (const signal of signals) Deno.addSignalListener(signal, stop);
  try {
    await closed;
  } finally {
    for (const signal of signals) Deno.removeSignalListener(signal, stop);
    process.stdin.off("end", stop);
    process.stdin.off("close", stop);
  }
}
