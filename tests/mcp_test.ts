/**
 * The MCP server through the official SDK client over stdio, spawning `cli.ts serve` against a
 * brain in a temporary directory, exactly as Claude Code or Cursor would.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { tempDir } from "./helpers.ts";

const CLI = new URL("../cli.ts", import.meta.url).pathname;

interface Served extends AsyncDisposable {
  client: Client;
  /** What the server wrote to stderr so far. */
  stderr(): string;
  /** Transport errors, e.g. a non-JSON-RPC line on stdout. */
  errors: Error[];
}

/** Spawn `engram serve --db` and connect the SDK client to it. */
async function serve(db: string): Promise<Served> {
  const transport = new StdioClientTransport({
    command: Deno.execPath(),
    args: ["run", "-A", CLI, "serve", "--db", db],
    env: { ...Deno.env.toObject(), NO_COLOR: "1" },
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Uint8Array) => stderr += new TextDecoder().decode(chunk));
  const errors: Error[] = [];
  const client = new Client({ name: "engram-test", version: "1.0.0" });
  client.onerror = (e: Error) => errors.push(e);
  await client.connect(transport);
  return {
    client,
    errors,
    stderr: () => stderr,
    [Symbol.asyncDispose]: () => client.close(),
  };
}

type Result = Awaited<ReturnType<Client["callTool"]>>;

function text(result: Result): string {
  const content = result.content as { type: string; text: string }[];
  assert.equal(content[0].type, "text");
  return content[0].text;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({ name, arguments: args });
  assert.ok(!result.isError, `${name} failed: ${text(result)}`);
  return { text: text(result), data: result.structuredContent as Record<string, unknown> };
}

async function failure(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  assert.equal(result.isError, true, `${name} ${JSON.stringify(args)} should fail`);
  return text(result);
}

Deno.test("mcp: six tools with schemas and annotations; each works; bad arguments are isError", async () => {
  using dir = tempDir();
  const db = join(dir.path, "brain.db");
  await using served = await serve(db);
  const { client } = served;
  assert.equal(client.getServerVersion()?.name, "engram");
  assert.match(client.getInstructions() ?? "", /Recall at the start of a task/);

  const { tools } = await client.listTools();
  const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
  assert.deepEqual(Object.keys(byName).sort(), [
    "context",
    "dream",
    "forget",
    "recall",
    "remember",
    "stats",
    "used",
  ]);
  for (const tool of tools) {
    assert.ok((tool.description ?? "").length > 80, `${tool.name} teaches when to use it`);
    assert.ok(tool.outputSchema, `${tool.name} has an output schema`);
    assert.equal(tool.annotations?.openWorldHint, false);
  }
  assert.equal(byName.forget.annotations?.destructiveHint, true);
  assert.equal(byName.context.annotations?.readOnlyHint, true);
  assert.equal(byName.stats.annotations?.readOnlyHint, true);
  assert.equal(byName.recall.annotations?.readOnlyHint, false);
  assert.match(byName.recall.description ?? "", /NOT read-only: recalling reinforces/);
  assert.equal(byName.remember.annotations?.destructiveHint, false);
  const salience = (byName.remember.inputSchema.properties as Record<string, unknown>).salience;
  assert.deepEqual(salience, {
    type: "number",
    minimum: 0,
    maximum: 1,
    description: "How much it matters, 0 to 1",
  });

  const peanuts = await call(client, "remember", {
    content: "user is allergic to peanuts",
    salience: 0.8,
    tags: ["health"],
  });
  assert.match(
    peanuts.text,
    /^Remembered #1 \(episodic, salience 0\.8, tags health\): stable for 4\.2 days$/,
  );
  assert.equal(peanuts.data.id, 1);
  assert.ok((peanuts.data.retention as number) > 0.999);
  assert.deepEqual(peanuts.data.tags, ["health"]);
  await call(client, "remember", { content: "user's name is Hieu", kind: "core" });
  await call(client, "remember", { content: "had pho for breakfast", salience: 0.3 });

  const recalled = await call(client, "recall", { query: "penaut alergy", k: 2 });
  const hits = recalled.data.hits as { id: number; recalls: number; score: number }[];
  assert.equal(hits[0].id, 1);
  assert.equal(hits[0].recalls, 1, "recall reinforced the winner");
  assert.ok(hits.length <= 2);
  assert.match(
    recalled.text,
    /^#1 \[episodic\] \(\d{4}-\d\d-\d\d, retention 100%\) user is allergic/,
  );
  const empty = await call(client, "recall", { query: "qwxz kjvb" });
  assert.deepEqual(empty.data.hits, []);
  assert.equal(empty.text, 'No memories match "qwxz kjvb"');

  const context = await call(client, "context", { query: "plan a dinner with peanuts" });
  assert.match(context.data.context as string, /^<memory>\n.*user is allergic to peanuts/);
  assert.equal(context.text, context.data.context);

  const stats = await call(client, "stats");
  assert.equal(stats.data.path, db);
  assert.equal(stats.data.traces, 3);
  assert.deepEqual(stats.data.byKind, { episodic: 2, semantic: 0, core: 1 });
  assert.equal(stats.data.lastDreamAt, null);
  assert.match(stats.text, /^brain +.*brain\.db$/m);

  const dry = await call(client, "forget", { query: "breakfast", dryRun: true });
  assert.deepEqual(dry.data.ids, [3]);
  assert.equal(dry.data.dryRun, true);
  assert.match(dry.text, /^Would forget 1 .*\n#3 \[episodic\] .*had pho for breakfast$/);
  const gone = await call(client, "forget", { query: "breakfast" });
  assert.deepEqual(gone.data, { count: 1, ids: [3], dryRun: false, memories: [] });
  assert.match(await failure(client, "forget", { query: "breakfast" }), /^No memory matched/);

  // Bad arguments and engine refusals come back as tool errors; the server keeps serving.
  assert.match(await failure(client, "remember", { content: "x", salience: 2 }), /salience/);
  assert.match(await failure(client, "remember", { content: "   " }), /content/);
  assert.match(await failure(client, "remember", { content: "x", kind: "dream" }), /kind/);
  assert.match(await failure(client, "recall", { query: "x", k: 0 }), /k/);
  assert.match(await failure(client, "recall", {}), /query/);
  assert.match(await failure(client, "forget", {}), /exactly one of/);
  assert.match(await failure(client, "forget", { id: 1, kind: "core" }), /exactly one of/);
  assert.match(await failure(client, "forget", { before: "someday" }), /Invalid instant/);
  assert.match(await failure(client, "no_such_tool", {}), /not found/);
  assert.equal((await call(client, "stats")).data.traces, 2);

  // Dream: three tellings of one habit become one piece of knowledge; a second dream is a no-op.
  for (
    const content of [
      "had pho for breakfast",
      "had pho for breakfast again this morning",
      "Pho for breakfast again, as usual",
    ]
  ) await call(client, "remember", { content });
  const night = await call(client, "dream");
  assert.match(night.text, /^dream complete: scanned 5 traces\n/);
  assert.equal(night.data.gists, 1);
  assert.equal(night.data.distilled, 3);
  assert.equal(night.data.netChange, -2);
  assert.deepEqual(night.data.newKnowledge, ["had pho for breakfast again"]);
  const again = await call(client, "dream");
  assert.equal(again.data.netChange, 0);
  assert.equal(again.data.gists, 0);
  const after = await call(client, "stats");
  assert.deepEqual(after.data.byKind, { episodic: 1, semantic: 1, core: 1 });
  assert.equal(after.data.lastDreamAt, again.data.at);

  assert.deepEqual(served.errors, [], "stdout carried only JSON-RPC");
  assert.match(served.stderr(), /^engram \S+: MCP server on stdio, brain .*brain\.db$/m);
});

Deno.test("mcp: a CLI write while the server runs is visible to the server's next recall", async () => {
  using dir = tempDir();
  const db = join(dir.path, "brain.db");
  await using served = await serve(db);
  await call(served.client, "remember", { content: "the server wrote this first" });
  const cli = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", CLI, "remember", "the wifi password is hunter2", "--db", db],
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(cli.code, 0, new TextDecoder().decode(cli.stderr));
  const { data } = await call(served.client, "recall", { query: "wifi password" });
  const hits = data.hits as { id: number; content: string }[];
  assert.equal(hits[0].content, "the wifi password is hunter2");
  assert.equal(hits[0].id, 2);
});

Deno.test("mcp: recall with reinforce false, then used reinforces exactly what was used", async () => {
  using dir = tempDir();
  await using served = await serve(join(dir.path, "brain.db"));
  const { client } = served;
  for (const c of ["red", "blue", "green"]) {
    await call(client, "remember", { content: `meeting notes in the ${c} folder` });
  }
  const peek = await call(client, "recall", { query: "meeting notes", k: 3, reinforce: false });
  const ids = (peek.data.hits as { id: number }[]).map((h) => h.id);
  assert.equal(ids.length, 3);
  const used = await call(client, "used", { ids: [ids[1]] });
  assert.match(used.text, new RegExp(`^Reinforced as used:\\n#${ids[1]} \\[episodic\\]`));
  const [m] = used.data.used as { id: number; recalls: number; retention: number }[];
  assert.deepEqual([m.id, m.recalls, m.retention], [ids[1], 1, 1]);
  const after = await call(client, "recall", { query: "meeting notes", k: 3, reinforce: false });
  const recalls = new Map<number, number>();
  for (const h of after.data.hits as { id: number; recalls: number }[]) {
    recalls.set(h.id, h.recalls);
  }
  assert.deepEqual(recalls, new Map(ids.map((id) => [id, id === ids[1] ? 1 : 0])));
  assert.match(await failure(client, "used", { ids: [] }), /ids/);
  assert.match(await failure(client, "used", { ids: [999] }), /Trace 999 not found/);
});
