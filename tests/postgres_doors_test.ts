/**
 * The front doors on PostgreSQL: two HTTP servers over one database serve the same brains
 * (each sees the other's writes at once, none lost), with no file-system write permission;
 * the CLI and its MCP server name a brain in the database; errors name the brain, never the
 * database.
 * @module
 */
import { spawnServer } from "./helpers.ts";
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { requirePostgres } from "./postgres_helpers.ts";
import { BrainDirectory } from "../src/memory/brains.ts";
import { createApp } from "../src/doors/http/app.ts";
import { postgresDirectory } from "../src/store/postgres_directory.ts";

const ROOT = new URL("..", import.meta.url).pathname;

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  assert.ok(res.ok, `${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const url = requirePostgres("front doors on PostgreSQL");
if (url) {
  Deno.test("two servers over one database: each recalls the other's writes at once, none lost, no write permission", async () => {
    // One with `deno run`, one with `deno serve`; neither may write to the file system.
    const a = await spawnServer(
      ["run", "-A", "--deny-write", "server.ts", "--port", "0", "--database", url],
      {},
    );
    const b = await spawnServer(
      ["serve", "-A", "--deny-write", "--host", "127.0.0.1", "--port", "0", "server.ts"],
      { ENGRAM_DATABASE_URL: url },
    );
    const brain = `doors-${crypto.randomUUID().slice(0, 8)}`;
    try {
      await post(`${a.url}/v1/brains/${brain}/traces`, {
        content: "the deploy key rotates every Tuesday",
      });
      const seen = await post(`${b.url}/v1/brains/${brain}/recall`, { query: "deploy key" });
      const hits = seen.hits as { trace: { content: string } }[];
      assert.equal(hits[0]?.trace.content, "the deploy key rotates every Tuesday");

      // 1,000 remembers, alternating servers, 8 at a time.
      const N = 1000;
      let next = 0;
      const worker = async () => {
        while (next < N) {
          const i = next++;
          const server = i % 2 === 0 ? a.url : b.url;
          await post(`${server}/v1/brains/${brain}/traces`, { content: `note number ${i} kiwi` });
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      for (const server of [a.url, b.url]) {
        const stats = await (await fetch(`${server}/v1/brains/${brain}/stats`)).json();
        assert.equal(stats.traces, N + 1, JSON.stringify(stats));
      }
      const last = await post(`${a.url}/v1/brains/${brain}/recall`, { query: "number 999" });
      assert.match(JSON.stringify(last), /note number 999 kiwi/);
      const list = await (await fetch(`${b.url}/v1/brains`)).json();
      assert.ok(list.brains.includes(brain));

      // Deleting the brain on one server: gone for both, and a second delete finds nothing.
      const del = await fetch(`${a.url}/v1/brains/${brain}`, { method: "DELETE" });
      assert.equal(del.status, 200, await del.clone().text());
      assert.deepEqual(await del.json(), { deleted: brain });
      const after = await (await fetch(`${b.url}/v1/brains`)).json();
      assert.ok(!after.brains.includes(brain));
      const again = await fetch(`${b.url}/v1/brains/${brain}`, { method: "DELETE" });
      assert.equal(again.status, 404);
      await again.body?.cancel();
    } finally {
      const errA = await a.stop();
      const errB = await b.stop();
      assert.doesNotMatch(errA + errB, /PermissionDenied|NotCapable/);
    }
  });

  Deno.test("the CLI names a brain in the database: --database and $ENGRAM_DATABASE_URL", async () => {
    const brain = `cli-${crypto.randomUUID().slice(0, 8)}`;
    const cli = async (args: string[], env: Record<string, string> = {}) => {
      const out = await new Deno.Command(Deno.execPath(), {
        args: ["run", "-A", "--deny-write", "cli.ts", ...args],
        env: { NO_COLOR: "1", ...env },
        cwd: ROOT,
      }).output();
      const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
      return { code: out.code, text };
    };
    const r1 = await cli([
      "remember",
      "user prefers oolong tea",
      "--database",
      url,
      "--brain",
      brain,
    ]);
    assert.equal(r1.code, 0, r1.text);
    const r2 = await cli(["recall", "oolong", "--json", "--brain", brain], {
      ENGRAM_DATABASE_URL: url,
    });
    assert.equal(r2.code, 0, r2.text);
    assert.match(r2.text, /user prefers oolong tea/);
    const bad = await cli(["stats", "--database", url, "--db", "x.db"]);
    assert.equal(bad.code, 2);
    assert.match(bad.text, /give one/);
  });

  Deno.test("HTTP over PostgreSQL: an error about a brain names it, never the database", async () => {
    const brain = `named-${crypto.randomUUID().slice(0, 8)}`;
    // Another embedder wrote the brain's vectors: the server's recall is refused (503).
    const writer = new BrainDirectory({
      stores: postgresDirectory(url),
      memory: { embedder: () => new Float32Array(8).fill(1) },
    });
    await writer.use(brain, "write", (m) => m.remember("the boiler is serviced in March"));
    await writer.close();
    const brains = new BrainDirectory({ stores: postgresDirectory(url) });
    const server = Deno.serve(
      { port: 0, hostname: "127.0.0.1", onListen() {} },
      createApp({ brains }).fetch,
    );
    const base = `http://127.0.0.1:${server.addr.port}/v1/brains/${brain}`;
    const { host } = new URL(url);
    const private_ = (message: string) => {
      assert.doesNotMatch(message, /postgres(ql)?:\/\//, message);
      assert.ok(!message.includes(host), `no database host in: ${message}`);
    };
    try {
      const res = await fetch(`${base}/recall`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "boiler" }),
      });
      const { error } = await res.json();
      assert.equal(res.status, 503, JSON.stringify(error));
      assert.equal(error.code, "embedder_mismatch");
      assert.match(error.message, new RegExp(`^Cannot open brain "${brain}": its vectors were`));
      private_(error.message);

      const client = new Client({ name: "pg-test", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
      try {
        const failed = await client.callTool({ name: "recall", arguments: { query: "boiler" } });
        assert.equal(failed.isError, true);
        const [{ text }] = failed.content as { text: string }[];
        assert.match(text, new RegExp(`^Cannot open brain "${brain}": its vectors were`));
        private_(text);
      } finally {
        await client.close();
      }
    } finally {
      await server.shutdown();
      await brains.delete(brain);
      await brains.close();
    }
  });
}
