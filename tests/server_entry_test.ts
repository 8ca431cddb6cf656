/** The `@engram/engram/server` entry: the server parts a library user builds a server from. */
import assert from "node:assert/strict";
import denoConfig from "../deno.json" with { type: "json" };
import { BrainDirectory, Memory } from "../mod.ts";
import * as server from "../src/doors/server_entry.ts";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/inMemory"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { tempDir } from "./helpers.ts";

Deno.test("server entry: exported and published; createApp serves, createMcpServer answers", async () => {
  assert.equal(denoConfig.exports["./server"], "./src/doors/server_entry.ts");
  assert.ok(denoConfig.publish.include.includes("server.ts"));
  using dir = tempDir();
  const brains = new server.BrainDirectory({ home: dir.path });
  assert.ok(brains instanceof BrainDirectory, "one BrainDirectory class for both entries");
  const app = server.createApp({ brains });
  const res = await app.request("/v1/brains/a/traces", {
    method: "POST",
    body: JSON.stringify({ content: "served by a library user's app" }),
  });
  assert.equal(res.status, 201);
  await brains.close();

  const memory = Memory.inMemory();
  const mcp = server.createMcpServer(memory, { name: "mine" });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await mcp.connect(a);
  const client = new Client({ name: "t", version: "1" });
  await client.connect(b);
  assert.equal(client.getServerVersion()?.name, "mine");
  const stored = await client.callTool({ name: "remember", arguments: { content: "hi there" } });
  assert.equal((stored.structuredContent as { memories: unknown[] }).memories.length, 1);
  await client.close();
  await memory.close();
});
