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

Deno.test("mcp: thirteen tools with strict schemas and annotations; each works; bad arguments are isError", async () => {
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
    "import",
    "list",
    "recall",
    "remember",
    "review",
    "show",
    "stats",
    "supersede",
    "update",
    "used",
  ]);
  assert.ok(client.getServerCapabilities()?.logging, "the server advertises logging");
  // Recall matches words: the agent is asked to name things with their kind (README, MCP server).
  assert.match(byName.remember.description ?? "", /names the thing and what kind of thing it is/);
  assert.match(byName.recall.description ?? "", /finds memories by their words/);
  assert.match(byName.recall.description ?? "", /try other words when nothing comes back/);
  // …and to say which question it answered, so the memories learn its words.
  assert.match(byName.recall.description ?? "", /the question you answered/);
  assert.match(byName.used.description ?? "", /learns the words of the question/);
  for (const tool of tools) {
    assert.ok((tool.description ?? "").length > 80, `${tool.name} teaches when to use it`);
    assert.ok(tool.outputSchema, `${tool.name} has an output schema`);
    assert.equal(tool.annotations?.openWorldHint, false);
    assert.equal(
      tool.inputSchema.additionalProperties,
      false,
      `${tool.name} refuses unknown fields`,
    );
  }
  for (const name of ["list", "show", "review", "context", "stats"]) {
    assert.equal(byName[name].annotations?.readOnlyHint, true, `${name} is read-only`);
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
    description: "How much it matters, 0 to 1. Default 0.8 for a fact, 0.5 for an event",
  });

  const peanuts = await call(client, "remember", {
    content: "user is allergic to peanuts",
    salience: 0.8,
    tags: ["health"],
  });
  // No kind given: an allergy is identity that must never fade, as the description says.
  assert.match(
    peanuts.text,
    /^Remembered #1 \(core, salience 0\.8, tags health\): stable for 5\.0 years$/,
  );
  const [stored] = peanuts.data.memories as Record<string, unknown>[];
  assert.equal(stored.id, 1);
  assert.ok((stored.retention as number) > 0.999);
  assert.deepEqual(stored.tags, ["health"]);
  assert.deepEqual([stored.meta, stored.sources, stored.supersededBy], [{}, [], null]);
  await call(client, "remember", { content: "user's name is Hieu", kind: "core" });
  await call(client, "remember", { content: "had pho for breakfast", salience: 0.3 });

  const recalled = await call(client, "recall", { query: "penaut alergy", k: 2 });
  const hits = recalled.data.hits as { id: number; recalls: number; score: number }[];
  assert.equal(hits[0].id, 1);
  assert.equal(hits[0].recalls, 1, "recall reinforced the winner");
  assert.ok(hits.length <= 2);
  assert.match(
    recalled.text,
    /^#1 \[core\] \(\d{4}-\d\d-\d\d, retention 100%\) user is allergic/,
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
  assert.deepEqual(stats.data.byKind, { episodic: 1, semantic: 0, core: 2 });
  assert.equal(stats.data.lastDreamAt, null);
  assert.match(stats.text, /^brain +.*brain\.db$/m);

  const dry = await call(client, "forget", { query: "breakfast", dryRun: true });
  assert.deepEqual(dry.data.ids, [3]);
  assert.equal(dry.data.dryRun, true);
  assert.match(dry.text, /^Would forget 1 .*\n#3 \[episodic\] .*had pho for breakfast$/);
  const gone = await call(client, "forget", { query: "breakfast" });
  assert.deepEqual(gone.data, {
    count: 1,
    ids: [3],
    dryRun: false,
    scrubbed: true,
    memories: [],
  });
  // Nothing to forget is an answer, not a failure (as the CLI exits 0).
  const none = await call(client, "forget", { query: "breakfast" });
  assert.equal(none.text, "No memory matched: nothing was forgotten");
  assert.equal(none.data.count, 0);

  // Bad arguments and engine refusals come back as tool errors; the server keeps serving.
  assert.match(await failure(client, "remember", { content: "x", salience: 2 }), /salience/);
  assert.match(await failure(client, "remember", { content: "   " }), /content/);
  assert.match(await failure(client, "remember", { content: "x", kind: "dream" }), /kind/);
  assert.match(await failure(client, "recall", { query: "x", k: 0 }), /k/);
  assert.match(await failure(client, "recall", {}), /query/);
  assert.match(await failure(client, "forget", {}), /exactly one of/);
  assert.match(await failure(client, "forget", { id: 1, kind: "core" }), /exactly one of/);
  assert.match(await failure(client, "forget", { before: "someday" }), /Invalid before "someday"/);
  assert.match(await failure(client, "stats", { verbose: true }), /verbose|Unrecognized/);
  assert.match(await failure(client, "dream", { dryrun: true }), /dryrun|Unrecognized/);
  assert.match(await failure(client, "no_such_tool", {}), /not found/);
  assert.equal((await call(client, "stats")).data.traces, 2);

  // Dream: three tellings of one habit become one piece of knowledge; a second dream is a no-op.
  for (
    const content of [
      "had pho for breakfast",
      "had pho for breakfast again this morning",
      "Pho for breakfast again, as usual",
    ]
  ) await call(client, "remember", { content, kind: "episodic" });
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
  assert.deepEqual(after.data.byKind, { episodic: 0, semantic: 1, core: 2 });
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

Deno.test("mcp: remember many at once, browse with list and filters, show, update, supersede", async () => {
  using dir = tempDir();
  await using served = await serve(join(dir.path, "brain.db"));
  const { client } = served;
  const batch = await call(client, "remember", {
    memories: [
      { content: "user prefers dark roast coffee", tags: ["food"], meta: { project: "home" } },
      { content: "user's name is Hieu" },
      { content: "met Quang about the billing migration yesterday", meta: { project: "work" } },
      { content: "user works at Acme", meta: { project: "work" } },
    ],
  });
  assert.equal(batch.text, "Remembered 4 memories: #1–#4");
  const stored = batch.data.memories as {
    id: number;
    kind: string;
    salience: number;
    stability: number;
  }[];
  assert.deepEqual(stored.map((m) => [m.id, m.kind, m.salience]), [
    [1, "semantic", 0.8],
    [2, "core", 0.8],
    [3, "episodic", 0.5],
    [4, "semantic", 0.8],
  ]);
  assert.match(
    await failure(client, "remember", { content: "x", memories: [{ content: "y" }] }),
    /either content .* or memories/,
  );
  // One bad item: nothing of the batch lands.
  assert.match(
    await failure(client, "remember", { memories: [{ content: "fine" }, { content: " " }] }),
    /content/,
  );

  const work = await call(client, "list", { meta: { project: "work" }, order: "oldest" });
  assert.equal(work.data.total, 2);
  assert.deepEqual((work.data.memories as { id: number }[]).map((m) => m.id), [3, 4]);
  assert.match(work.text, /^1–2 of 2:\n#3 \[episodic\]/);
  const facts = await call(client, "list", { kinds: ["semantic"], limit: 1, offset: 1 });
  assert.equal(facts.data.total, 2);
  assert.deepEqual((facts.data.memories as { id: number }[]).map((m) => m.id), [1]);
  const recent = await call(client, "list", { createdAfter: "1h" });
  assert.equal(recent.data.total, 4);
  const future = await call(client, "list", { createdAfter: "2999-01-01" });
  assert.equal(future.data.total, 0);
  assert.match(await failure(client, "list", { createdAfter: "soon" }), /Invalid createdAfter/);

  const hits = await call(client, "recall", {
    query: "Acme",
    meta: { project: "work" },
    reinforce: false,
  });
  assert.deepEqual((hits.data.hits as { id: number }[]).map((h) => h.id), [4]);
  const noHome = await call(client, "recall", { query: "coffee", meta: { project: "work" } });
  assert.deepEqual(noHome.data.hits, []);
  const block = await call(client, "context", { query: "coffee", tags: ["food"] });
  assert.match(block.data.context as string, /dark roast/);

  const fixed = await call(client, "update", {
    id: 1,
    content: "user prefers light roast coffee",
    tags: ["food", "drinks"],
  });
  const memory = fixed.data.memory as { content: string; tags: string[]; stability: number };
  assert.equal(memory.content, "user prefers light roast coffee");
  assert.deepEqual(memory.tags, ["food", "drinks"]);
  assert.equal(memory.stability, stored[0].stability, "a correction keeps its stability");
  const light = await call(client, "recall", { query: "light roast", reinforce: false });
  assert.equal((light.data.hits as { id: number }[])[0].id, 1, "the new text is indexed");
  assert.match(await failure(client, "update", { id: 1 }), /Nothing to change/);
  assert.match(await failure(client, "update", { id: 99, content: "x" }), /99 not found/);

  const newJob = await call(client, "remember", { content: "user works at Globex" });
  const newId = (newJob.data.memories as { id: number }[])[0].id;
  const replaced = await call(client, "supersede", { older: 4, newer: newId });
  assert.equal(replaced.text, `#4 is now replaced by #${newId}`);
  assert.equal((replaced.data.memory as { supersededBy: number }).supersededBy, newId);
  const current = await call(client, "list", { meta: { project: "work" }, current: true });
  assert.deepEqual((current.data.memories as { id: number }[]).map((m) => m.id), [3]);

  const shown = await call(client, "show", { id: 4 });
  assert.equal((shown.data.supersededBy as { id: number }).id, newId);
  const history = shown.data.history as { event: string }[];
  assert.deepEqual(history.map((h) => h.event), ["superseded"]);
  assert.match(shown.text, /^#4\ncontent +user works at Acme\n/);
  assert.match(shown.text, new RegExp(`superseded +by #${newId} user works at Globex`));
  const updated = await call(client, "show", { id: 1 });
  assert.deepEqual((updated.data.history as { event: string }[]).map((h) => h.event), [
    "updated",
  ]);
  assert.match(await failure(client, "show", { id: 999 }), /#999 not found/);
});

Deno.test("mcp: import a memory.jsonl and a transcript; review what fades; dream dry run; forget by age", async () => {
  using dir = tempDir();
  await using served = await serve(join(dir.path, "brain.db"));
  const { client } = served;
  const graph = [
    JSON.stringify({
      type: "entity",
      name: "Linh",
      entityType: "person",
      observations: ["is a pediatric nurse", "likes jazz"],
    }),
    "{oops",
    JSON.stringify({ type: "entity", name: "Da Nang", entityType: "city", observations: [] }),
    JSON.stringify({ type: "relation", from: "Linh", to: "Da Nang", relationType: "lives_in" }),
    JSON.stringify({ type: "relation", from: "Linh", to: "Mars", relationType: "visited" }),
  ].join("\n");
  const dry = await call(client, "import", { text: graph, dryRun: true });
  assert.equal(dry.data.dryRun, true);
  assert.equal(dry.data.format, "mcp-memory");
  assert.equal((await call(client, "stats")).data.traces, 0, "a dry run writes nothing");
  const done = await call(client, "import", { text: graph });
  assert.equal(done.data.imported, 5);
  assert.deepEqual(done.data.skipped, [
    { line: 2, reason: (done.data.skipped as { reason: string }[])[0].reason },
    { line: 5, reason: 'relation names an unknown entity "Mars"' },
  ]);
  assert.match((done.data.skipped as { reason: string }[])[0].reason, /^not JSON/);
  const linh = await call(client, "list", { meta: { entity: "Linh" }, order: "oldest" });
  assert.deepEqual(
    (linh.data.memories as { content: string }[]).map((m) => m.content),
    ["Linh is a person", "Linh: is a pediatric nurse", "Linh: likes jazz"],
  );
  const where = await call(client, "recall", { query: "where does Linh live", k: 1 });
  assert.equal((where.data.hits as { content: string }[])[0].content, "Linh lives in Da Nang");
  const person = await call(client, "show", { id: 1 });
  assert.ok((person.data.links as unknown[]).length >= 3, "observations and relation linked");

  // A transcript is remembered at its own times, so what was said days ago is already fading.
  const day = 86_400_000;
  const now = Date.now();
  const transcript = [
    { role: "system", content: "You are helpful" },
    { role: "user", content: "my flight to Tokyo leaves Friday", timestamp: now - 4 * day },
    { role: "assistant", content: "Noted the Tokyo flight", timestamp: now - 4 * day + 1000 },
  ].map((m) => JSON.stringify(m)).join("\n");
  const chat = await call(client, "import", { text: transcript });
  assert.equal(chat.data.format, "transcript");
  assert.equal(chat.data.imported, 2);
  assert.deepEqual(chat.data.skipped, [{ line: 1, reason: 'role "system" is not remembered' }]);
  const review = await call(client, "review", { horizon: "7d", k: 10 });
  const fading = review.data.items as { content: string; retention: number; fadesAt: string }[];
  assert.ok(fading.some((i) => i.content === "my flight to Tokyo leaves Friday"));
  const flight = fading.find((i) => i.content.includes("Tokyo"))!;
  assert.ok(flight.retention < 0.5, `4 days old already faded: ${flight.retention}`);

  const preview = await call(client, "dream", { dryRun: true });
  assert.equal(preview.data.dryRun, true);
  assert.match(preview.text, /^dream dry run \(nothing written\)/);
  const { lifetime } = (await call(client, "stats")).data as { lifetime: { dreams: number } };
  assert.equal(lifetime.dreams, 0);

  const old = await call(client, "forget", { before: "2d", dryRun: true });
  assert.equal(old.data.count, 2, "only the transcript is older than two days");
  const erased = await call(client, "forget", { before: "2d" });
  assert.equal(erased.data.count, 2);
});

Deno.test("mcp: used with the question answered teaches its words; show lists them, recall finds by them", async () => {
  using dir = tempDir();
  await using served = await serve(join(dir.path, "brain.db"));
  const { client } = served;
  const made = await call(client, "remember", { content: "user banks with Monzo" });
  const id = (made.data.memories as { id: number }[])[0].id;
  await call(client, "remember", { content: "the kettle leaks again" });
  const ask = { query: "who looks after the money?", reinforce: false };
  const before = (await call(client, "recall", ask)).data.hits as { id: number }[];
  assert.ok(!before.some((h) => h.id === id));
  await call(client, "used", { ids: [id], question: "where is their money held?" });
  const shown = await call(client, "show", { id });
  assert.deepEqual(shown.data.learned, [{ word: "held", uses: 1 }, { word: "money", uses: 1 }]);
  assert.match(shown.text, /learned +held, money/);
  const after = (await call(client, "recall", ask)).data.hits as { id: number }[];
  assert.equal(after[0].id, id);
  // Without a question, the latest recall teaches what it returned: `money` a second time.
  await call(client, "used", { ids: [id] });
  assert.deepEqual((await call(client, "show", { id })).data.learned, [
    { word: "money", uses: 2 },
    { word: "after", uses: 1 },
    { word: "held", uses: 1 },
    { word: "looks", uses: 1 },
  ]);
  assert.match(await failure(client, "used", { ids: [id], question: "" }), /question/);
});

Deno.test("mcp: recall with reinforce false, then used reinforces exactly what was used", async () => {
  using dir = tempDir();
  await using served = await serve(join(dir.path, "brain.db"));
  const { client } = served;
  for (const c of ["red", "blue", "green"]) {
    await call(client, "remember", {
      content: `meeting notes in the ${c} folder`,
      kind: "episodic",
    });
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
