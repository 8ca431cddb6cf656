/**
 * `engram serve`: the MCP server on stdio. Standard output carries only JSON-RPC; the one log
 * line goes to standard error. It stops when the client closes stdin or on SIGINT/SIGTERM.
 * With a schedule it also dreams while it runs, never two dreams of the brain at once.
 * @module
 */
import process from "node:process";
// @ts-types="@modelcontextprotocol/sdk/server/stdio"
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createMcpServer, type McpServerOptions, VERSION } from "../mcp/server.ts";
import type { Memory } from "../../memory/memory.ts";
import { dreamExclusively, type DreamSchedule, DreamScheduler } from "../../memory/schedule.ts";

/** Options for {@linkcode serveStdio}. */
export interface StdioOptions extends McpServerOptions {
  /** Dream on this schedule while serving. Default none. */
  schedule?: DreamSchedule;
}

/** Serve `memory` over stdio until the client goes away; resolves once the server is closed. */
export async function serveStdio(memory: Memory, options: StdioOptions = {}): Promise<void> {
  const { schedule, ...serverOptions } = options;
  const server = createMcpServer(memory, serverOptions);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
  });
  await server.connect(transport);
  const scheduler = schedule && new DreamScheduler({
    ...schedule,
    clock: memory.clock,
    run: () => dreamExclusively(memory),
  });
  scheduler?.start();
  const dreams = scheduler ? `, next dream ${new Date(scheduler.nextAt).toISOString()}` : "";
  console.error(
    `engram ${options.version ?? VERSION}: MCP server on stdio, brain ${memory.path}${dreams}`,
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
    await scheduler?.stop();
    for (const signal of signals) Deno.removeSignalListener(signal, stop);
    process.stdin.off("end", stop);
    process.stdin.off("close", stop);
  }
}
