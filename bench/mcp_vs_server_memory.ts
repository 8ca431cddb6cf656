/**
 * engram's MCP server against the MCP memory server (`@modelcontextprotocol/server-memory`,
 * npm), both over stdio through the official SDK client, in one run: 10,000 memories written
 * in batches of 100 (the first 9,000) and one call at a time (the last 1,000), then searches
 * at 10,000 memories: latency and bytes per answer. The same sentences and the same one-word
 * queries go to both (the peer's search matches a query as a substring).
 *
 * ```
 * deno run -A bench/mcp_vs_server_memory.ts [--memories 10000] [--searches 200]
 * ```
 * @module
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { corpus, rng } from "./corpus.ts";

/** The peer, pinned so a run is reproducible. */
const PEER = "npm:@modelcontextprotocol/server-memory@2026.8.31";
const CLI = new URL("../cli.ts", import.meta.url).pathname;

/** How one server is driven: its command, and how it writes and searches. */
interface Contender {
  name: string;
  command: string[];
  env: Record<string, string>;
  /** Tool name and arguments that store these memories in one call. */
  write(texts: string[], offset: number): { name: string; arguments: Record<string, unknown> };
  /** Tool name and arguments of a search. */
  search(query: string): { name: string; arguments: Record<string, unknown> };
}

/** What one server measured. */
interface Measured {
  name: string;
  batchPerSec: number;
  singlePerSec: number;
  p50: number;
  p95: number;
  bytes: number;
  hits: number;
}

function contenders(dir: string): Contender[] {
  return [
    {
      name: "engram",
      command: [Deno.execPath(), "run", "-A", CLI, "serve", "--db", join(dir, "brain.db")],
      env: {},
      write: (texts) =>
        texts.length === 1
          ? { name: "remember", arguments: { content: texts[0] } }
          : { name: "remember", arguments: { memories: texts.map((content) => ({ content })) } },
      search: (query) => ({ name: "recall", arguments: { query } }),
    },
    {
      name: "server-memory",
      command: [Deno.execPath(), "run", "-A", PEER],
      env: { MEMORY_FILE_PATH: join(dir, "memory.jsonl") },
      // One entity per memory, its text as the observation: how an agent stores a fact there.
      write: (texts, offset) => ({
        name: "create_entities",
        arguments: {
          entities: texts.map((t, i) => ({
            name: `fact-${offset + i}`,
            entityType: "fact",
            observations: [t],
          })),
        },
      }),
      search: (query) => ({ name: "search_nodes", arguments: { query } }),
    },
  ];
}

async function call(client: Client, req: { name: string; arguments: Record<string, unknown> }) {
  const result = await client.callTool(req);
  if (result.isError) throw new Error(`${req.name} failed: ${JSON.stringify(result.content)}`);
  return result;
}

async function measure(c: Contender, texts: string[], queries: string[]): Promise<Measured> {
  const transport = new StdioClientTransport({
    command: c.command[0],
    args: c.command.slice(1),
    env: { ...Deno.env.toObject(), ...c.env },
    stderr: "ignore",
  });
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(transport);
  try {
    const batched = texts.length - Math.min(1000, Math.floor(texts.length / 10));
    let t0 = performance.now();
    for (let i = 0; i < batched; i += 100) {
      await call(client, c.write(texts.slice(i, Math.min(i + 100, batched)), i));
    }
    const batchPerSec = batched / ((performance.now() - t0) / 1000);
    t0 = performance.now();
    for (let i = batched; i < texts.length; i++) await call(client, c.write([texts[i]], i));
    const singlePerSec = (texts.length - batched) / ((performance.now() - t0) / 1000);

    const times: number[] = [];
    let bytes = 0;
    let hits = 0;
    for (const q of queries) {
      const t = performance.now();
      const result = await call(client, c.search(q));
      times.push(performance.now() - t);
      bytes += new TextEncoder().encode(JSON.stringify(result)).length;
      hits += JSON.stringify(result.content).includes(q) ? 1 : 0;
    }
    times.sort((a, b) => a - b);
    return {
      name: c.name,
      batchPerSec,
      singlePerSec,
      p50: times[Math.floor(times.length * 0.5)],
      p95: times[Math.floor(times.length * 0.95)],
      bytes: bytes / queries.length,
      hits,
    };
  } finally {
    await client.close();
  }
}

/** One word of a random memory: a query both servers can answer. */
function wordQueries(texts: string[], n: number): string[] {
  const random = rng(42);
  return Array.from({ length: n }, () => {
    const words = texts[Math.floor(random() * texts.length)].split(" ");
    return words.reduce((a, b) => (b.length > a.length ? b : a));
  });
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      memories: { type: "string", default: "10000" },
      searches: { type: "string", default: "200" },
    },
  });
  const n = Number(values.memories);
  const texts = corpus(n);
  const queries = wordQueries(texts, Number(values.searches));
  const dir = await Deno.makeTempDir({ prefix: "engram-mcp-bench-" });
  try {
    const rows: Measured[] = [];
    for (const c of contenders(dir)) rows.push(await measure(c, texts, queries));
    const fmt = (x: number, d = 0) => x.toLocaleString("en-US", { maximumFractionDigits: d });
    console.log(
      `${
        n.toLocaleString("en-US")
      } memories over MCP stdio, ${queries.length} one-word searches at the end\n`,
    );
    console.log(
      "| server        | writes/s, batches of 100 | writes/s, one per call | search p50 / p95   | bytes per answer | answers with the word |",
    );
    console.log(
      "| ------------- | -----------------------: | ---------------------: | -----------------: | ---------------: | --------------------: |",
    );
    for (const r of rows) {
      console.log(
        `| ${r.name.padEnd(13)} | ${fmt(r.batchPerSec).padStart(24)} | ${
          fmt(r.singlePerSec).padStart(22)
        } | ${`${fmt(r.p50, 2)} / ${fmt(r.p95, 2)} ms`.padStart(18)} | ${
          fmt(r.bytes).padStart(16)
        } | ${`${r.hits}/${queries.length}`.padStart(21)} |`,
      );
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}
