/**
 * The HTTP front door, tested through its real interface: a server on a real socket on
 * 127.0.0.1, called with `fetch`, raw TCP and the official MCP SDK client.
 */
import { HIT_PARTS, spawnUntilFirstLine } from "./helpers.ts";
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { BrainDirectory } from "../src/memory/brains.ts";
import { Memory } from "../src/memory/memory.ts";
import { MAX_CONTENT_CHARS } from "../src/core/validate.ts";
import {
  call,
  type Reply,
  type ServerOptions,
  startServer,
  type TestServer,
} from "./http_server.ts";

/** A test with a fresh server of its own, closed (and its files deleted) afterwards. */
function serverTest(
  name: string,
  fn: (s: TestServer) => Promise<void>,
  options: ServerOptions = {},
): void {
  Deno.test(name, async () => {
    const s = await startServer(options);
    try {
      await fn(s);
    } finally {
      await s.close();
    }
  });
}

/** Assert an error reply: its status, its code, and the `{ error: { code, message } }` shape. */
function assertError(reply: Reply, status: number, code: string): void {
  assert.equal(reply.status, status, JSON.stringify(reply.body));
  assert.equal(reply.body.error.code, code);
  assert.equal(typeof reply.body.error.message, "string");
  assert.ok(reply.body.error.message.length > 0);
}

async function files(dir: string): Promise<string[]> {
  const names: string[] = [];
  try {
    for await (const e of Deno.readDir(dir)) names.push(e.name);
  } catch (e) {
    if (!(e instanceof Deno.errors.NotFound)) throw e;
  }
  return names.sort();
}

serverTest("health answers, and brains appear with their first write", async (s) => {
  assert.deepEqual((await call(s, "GET", "/health")).body, { status: "ok" });
  assert.deepEqual((await call(s, "GET", "/v1/brains")).body.brains, []);
  assertError(await call(s, "GET", "/v1/brains/alice/stats"), 404, "brain_not_found");
  assert.deepEqual(await files(s.home), []);

  const created = await call(s, "POST", "/v1/brains/alice/traces", {
    content: "user is allergic to peanuts",
    salience: 0.8,
    kind: "core",
    tags: ["health"],
    meta: { source: "intake" },
  });
  assert.equal(created.status, 201);
  assert.equal(created.body.trace.id, 1);
  assert.equal(created.body.trace.content, "user is allergic to peanuts");
  assert.equal(created.body.trace.kind, "core");
  assert.deepEqual(created.body.trace.tags, ["health"]);
  assert.deepEqual(created.body.trace.meta, { source: "intake" });
  assert.equal(created.body.trace.createdAt, s.clock.now());
  assert.equal(created.body.trace.retention, 1);
  assert.ok((await files(s.home)).includes("alice.db"));
  assert.deepEqual((await call(s, "GET", "/v1/brains")).body.brains, ["alice"]);
});

serverTest("remember, get, recall, context, forget and stats round the REST API", async (s) => {
  const batch = await call(s, "POST", "/v1/brains/bob/traces/batch", {
    traces: [
      "had pho for breakfast",
      { content: "user lives in Hanoi", salience: 0.9, kind: "semantic" },
      { content: "meeting with Linh about the budget", tags: ["work"] },
    ],
  });
  assert.equal(batch.status, 201);
  assert.deepEqual(batch.body.traces.map((t: { id: number }) => t.id), [1, 2, 3]);
  assert.equal(batch.body.traces[1].kind, "semantic");

  const got = await call(s, "GET", "/v1/brains/bob/traces/2");
  assert.equal(got.status, 200);
  assert.equal(got.body.trace.content, "user lives in Hanoi");
  assert.equal(got.body.trace.recalls, 0);

  // Ten untouched days: the low-salience breakfast has faded, and the JSON says so.
  s.clock.jump({ days: 10 });
  const faded = await call(s, "GET", "/v1/brains/bob/traces/1");
  const expected = Math.exp(-10 / faded.body.trace.stability);
  assert.ok(Math.abs(faded.body.trace.retention - expected) < 1e-12);
  assert.ok(faded.body.trace.retention < 0.05);

  // A peek leaves the trace as it was; a real recall reinforces the winner.
  const peek = await call(s, "POST", "/v1/brains/bob/recall", {
    query: "where does the user live",
    reinforce: false,
  });
  assert.equal(peek.status, 200);
  assert.equal(peek.body.hits[0].trace.content, "user lives in Hanoi");
  assert.equal(peek.body.hits[0].trace.recalls, 0);
  for (const axis of ["score", ...HIT_PARTS]) {
    assert.equal(typeof peek.body.hits[0][axis], "number", axis);
  }
  const recalled = await call(s, "POST", "/v1/brains/bob/recall", {
    query: "Hanio",
    k: 1,
  });
  assert.equal(recalled.body.hits.length, 1);
  assert.equal(recalled.body.hits[0].trace.id, 2);
  assert.equal(recalled.body.hits[0].trace.recalls, 1);
  assert.ok(recalled.body.hits[0].trace.stability > got.body.trace.stability);
  assert.equal(recalled.body.hits[0].trace.retention, 1);
  assert.equal((await call(s, "GET", "/v1/brains/bob/traces/2")).body.trace.recalls, 1);

  const tagged = await call(s, "POST", "/v1/brains/bob/recall", {
    query: "budget",
    tags: ["work"],
    kinds: ["episodic"],
  });
  assert.deepEqual(tagged.body.hits.map((h: { trace: { id: number } }) => h.trace.id), [3]);

  const context = await call(s, "POST", "/v1/brains/bob/context", {
    query: "budget meeting",
    k: 2,
    maxTokens: 200,
    cutoff: 0,
  });
  assert.equal(context.status, 200);
  assert.match(context.body.context, /^<memory>/);
  assert.match(context.body.context, /meeting with Linh about the budget/);

  const dry = await call(s, "POST", "/v1/brains/bob/forget", {
    query: "breakfast",
    dryRun: true,
  });
  assert.equal(dry.status, 200);
  assert.deepEqual(dry.body.ids, [1]);
  assert.equal(dry.body.dryRun, true);
  assert.equal(dry.body.traces[0].content, "had pho for breakfast");
  assert.equal((await call(s, "GET", "/v1/brains/bob/traces/1")).status, 200);

  const gone = await call(s, "POST", "/v1/brains/bob/forget", { query: "breakfast" });
  assert.deepEqual(gone.body, {
    count: 1,
    ids: [1],
    dryRun: false,
    traces: [],
    scrubbed: true,
  });
  assertError(await call(s, "GET", "/v1/brains/bob/traces/1"), 404, "trace_not_found");

  const deleted = await call(s, "DELETE", "/v1/brains/bob/traces/3");
  assert.deepEqual(deleted.body, {
    count: 1,
    ids: [3],
    dryRun: false,
    traces: [],
    scrubbed: true,
  });
  assertError(await call(s, "DELETE", "/v1/brains/bob/traces/3"), 404, "trace_not_found");

  const stats = await call(s, "GET", "/v1/brains/bob/stats");
  assert.equal(stats.status, 200);
  assert.equal(stats.body.brain, "bob");
  assert.equal(stats.body.path, undefined); // the server's file path stays private
  assert.equal(stats.body.traces, 1);
  assert.deepEqual(stats.body.byKind, { episodic: 0, semantic: 1, core: 0 });
  assert.equal(stats.body.lifetime.written, 3);
  assert.equal(stats.body.lifetime.forgotten, 2);
  assert.equal(stats.body.lifetime.recalled, 2);
});

serverTest("dream consolidates and review lists what is about to fade", async (s) => {
  await call(s, "POST", "/v1/brains/night/traces/batch", {
    traces: [
      "had pho for breakfast",
      "had pho for breakfast again this morning",
      "Pho for breakfast again, as usual",
      { content: "user's name is Hieu", kind: "core" },
    ],
  });
  assertError(await call(s, "POST", "/v1/brains/nobody/dream"), 404, "brain_not_found");
  assertError(
    await call(s, "POST", "/v1/brains/night/dream", { summarizer: "shout" }),
    422,
    "invalid_input",
  );
  const dream = await call(s, "POST", "/v1/brains/night/dream");
  assert.equal(dream.status, 200);
  assert.equal(dream.body.scanned, 4);
  assert.equal(dream.body.gists, 1);
  assert.equal(dream.body.distilled, 3);
  assert.equal(dream.body.netChange, -2);
  assert.deepEqual(dream.body.newKnowledge, ["had pho for breakfast again"]);
  assert.equal(dream.body.at, s.clock.now());
  assert.match(dream.body.text, /^dream complete: scanned 4 traces\n/);
  assert.match(dream.body.text, /net trace change overnight: -2$/);
  const stats = await call(s, "GET", "/v1/brains/night/stats");
  assert.deepEqual(stats.body.byKind, { episodic: 0, semantic: 1, core: 1 });
  assert.equal(stats.body.lastDreamAt, s.clock.now());

  // Two days on, the gist is fading: review lists it (never the core trace), and peeks.
  s.clock.jump({ days: 2 });
  const review = await call(s, "GET", "/v1/brains/night/review?horizon=30&k=5");
  assert.equal(review.status, 200);
  assert.deepEqual(
    review.body.items.map((i: { trace: { kind: string } }) => i.trace.kind),
    ["semantic"],
  );
  const [item] = review.body.items;
  assert.equal(item.trace.content, "had pho for breakfast again");
  assert.ok(item.retentionAtHorizon < item.retention && item.retention < 1);
  assert.equal(item.retention, item.trace.retention);
  assert.equal(typeof item.fadesAt, "number");
  assert.equal(item.trace.recalls, 0);
  assertError(await call(s, "GET", "/v1/brains/night/review?k=many"), 422, "invalid_input");
  assertError(await call(s, "GET", "/v1/brains/night/review?horizon=0"), 422, "invalid_input");
  assertError(await call(s, "GET", "/v1/brains/night/review?days=3"), 422, "invalid_input");

  // Months untouched: the gist sinks below the floor and the next dream dissolves it.
  s.clock.jump({ days: 400 });
  const later = await call(s, "POST", "/v1/brains/night/dream", {});
  assert.equal(later.body.dissolved, 1);
  const left = await call(s, "GET", "/v1/brains/night/export");
  assert.deepEqual(left.body.traces.map((t: { content: string }) => t.content), [
    "user's name is Hieu",
  ]);
});

serverTest("export from one brain imports into another, exactly", async (s) => {
  await call(s, "POST", "/v1/brains/src/traces/batch", {
    traces: ["tea with lemon", { content: "the cat is named Miso", kind: "core" }],
  });
  await call(s, "POST", "/v1/brains/src/recall", { query: "tea cat" });
  const exported = await call(s, "GET", "/v1/brains/src/export");
  assert.equal(exported.status, 200);
  assert.equal(exported.body.format, "engram");
  assert.equal(exported.body.traces.length, 2);

  const imported = await call(s, "POST", "/v1/brains/copy/import", exported.body);
  assert.equal(imported.status, 200);
  assert.deepEqual(imported.body, {
    format: "engram",
    dryRun: false,
    imported: 2,
    links: exported.body.links.length,
    skipped: [],
    renumbered: false,
  });
  const again = await call(s, "GET", "/v1/brains/copy/export");
  assert.deepEqual(again.body.traces, exported.body.traces);
  assert.deepEqual(again.body.links, exported.body.links);

  // A bad document is refused whole and creates nothing.
  const bad = await call(s, "POST", "/v1/brains/never/import", {
    format: "engram",
    version: 1,
    traces: [{ id: 1, content: "x" }],
    links: [],
  });
  assertError(bad, 422, "invalid_input");
  assert.match(bad.body.error.message, /^Invalid export document: traces\[0\]/);
  assert.deepEqual((await call(s, "GET", "/v1/brains")).body.brains, ["copy", "src"]);
});

serverTest("two brains are isolated from each other", async (s) => {
  await call(s, "POST", "/v1/brains/alice/traces", { content: "alice likes green tea" });
  assertError(
    await call(s, "POST", "/v1/brains/bob/recall", { query: "green tea" }),
    404,
    "brain_not_found",
  );
  await call(s, "POST", "/v1/brains/bob/traces", { content: "bob likes black coffee" });
  const a = await call(s, "POST", "/v1/brains/alice/recall", { query: "likes tea coffee" });
  const b = await call(s, "POST", "/v1/brains/bob/recall", { query: "likes tea coffee" });
  assert.deepEqual(a.body.hits.map((h: { trace: { content: string } }) => h.trace.content), [
    "alice likes green tea",
  ]);
  assert.deepEqual(b.body.hits.map((h: { trace: { content: string } }) => h.trace.content), [
    "bob likes black coffee",
  ]);
  // Same ids, different brains.
  assert.equal(
    (await call(s, "GET", "/v1/brains/alice/traces/1")).body.trace.content,
    "alice likes green tea",
  );
  assert.equal(
    (await call(s, "GET", "/v1/brains/bob/traces/1")).body.trace.content,
    "bob likes black coffee",
  );
  await call(s, "POST", "/v1/brains/alice/forget", { kind: "episodic" });
  assert.equal((await call(s, "GET", "/v1/brains/bob/stats")).body.traces, 1);
});

serverTest("deleting a brain removes its file, WAL and shared memory", async (s) => {
  await call(s, "POST", "/v1/brains/doomed/traces", { content: "a secret to erase" });
  await call(s, "POST", "/v1/brains/keep/traces", { content: "stays" });
  assert.ok((await files(s.home)).includes("doomed.db-wal"));
  const deleted = await call(s, "DELETE", "/v1/brains/doomed");
  assert.equal(deleted.status, 200);
  assert.deepEqual(deleted.body, { deleted: "doomed" });
  assert.deepEqual((await files(s.home)).filter((f) => f.startsWith("doomed")), []);
  assert.deepEqual((await call(s, "GET", "/v1/brains")).body.brains, ["keep"]);
  assertError(await call(s, "DELETE", "/v1/brains/doomed"), 404, "brain_not_found");
  assertError(await call(s, "GET", "/v1/brains/doomed/stats"), 404, "brain_not_found");
  // The name is free again: a new brain starts from nothing.
  const fresh = await call(s, "POST", "/v1/brains/doomed/traces", { content: "new life" });
  assert.equal(fresh.body.trace.id, 1);
});

serverTest(
  "a brain that cannot be opened is listed with its error; the others with their stats",
  async (s) => {
    await call(s, "POST", "/v1/brains/alice/traces", { content: "alice likes green tea" });
    await call(s, "POST", "/v1/brains/carol/traces/batch", {
      traces: ["carol keeps bees", { content: "carol's name is Carol", kind: "core" }],
    });
    // Two files no server can read: one that is no SQLite database at all (a stray or damaged
    // file), and one a newer version of engram wrote.
    await Deno.writeTextFile(join(s.home, "bob.db"), "not a database at all ".repeat(200));
    const future = join(s.home, "dan.db");
    await new Memory(future).close();
    const db = new DatabaseSync(future);
    db.exec("PRAGMA user_version = 99");
    db.close();

    const listed = await call(s, "GET", "/v1/brains");
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    assert.deepEqual(listed.body.brains, ["alice", "bob", "carol", "dan"]);
    const [alice, bob, carol, dan] = listed.body.summaries;
    assert.equal(alice.name, "alice");
    assert.equal(alice.traces, 1);
    assert.deepEqual(alice.byKind, { episodic: 1, semantic: 0, core: 0 });
    assert.equal(alice.error, undefined);
    assert.equal(carol.name, "carol");
    assert.equal(carol.traces, 2);
    assert.deepEqual(carol.byKind, { episodic: 1, semantic: 0, core: 1 });
    assert.equal(carol.lastDream, null);
    assert.deepEqual(Object.keys(bob), ["name", "error"], "an error in place of the stats");
    assert.equal(bob.name, "bob");
    assert.equal(bob.error.code, "open_failed");
    assert.match(bob.error.message, /^Cannot open brain "bob": file is not a database/);
    // The same code and message as a request about that brain alone.
    const alone = await call(s, "GET", "/v1/brains/bob/stats");
    assertError(alone, 503, "open_failed");
    assert.deepEqual(alone.body.error, bob.error);
    assert.deepEqual(Object.keys(dan), ["name", "error"]);
    assert.equal(dan.error.code, "newer_schema");
    assert.match(
      dan.error.message,
      /^Cannot open brain "dan": file is newer than this version/,
    );
    assert.deepEqual((await call(s, "GET", "/v1/brains/dan/stats")).body.error, dan.error);
    // The readable brains are served as ever.
    const recalled = await call(s, "POST", "/v1/brains/carol/recall", { query: "bees" });
    assert.equal(recalled.body.hits[0].trace.content, "carol keeps bees");
  },
);

serverTest(
  "a brain the store refuses to read answers 503 with its code and why, on every route",
  async (s) => {
    // A newer version of engram wrote this one; that is no bug of this server's.
    await Deno.mkdir(s.home, { recursive: true });
    const future = join(s.home, "dan.db");
    await new Memory(future).close();
    const db = new DatabaseSync(future);
    db.exec("PRAGMA user_version = 99");
    db.close();
    // And this one is some other program's SQLite database.
    const other = new DatabaseSync(join(s.home, "erin.db"));
    other.exec("CREATE TABLE accounts (id INTEGER PRIMARY KEY)");
    other.close();

    for (
      const [method, path, body] of [
        ["GET", "/v1/brains/dan/stats"],
        ["POST", "/v1/brains/dan/recall", { query: "anything" }],
        ["POST", "/v1/brains/dan/traces", { content: "a new memory" }],
      ] as const
    ) {
      const reply = await call(s, method, path, body);
      assertError(reply, 503, "newer_schema");
      assert.match(
        reply.body.error.message,
        /file is newer than this version \(schema 99, this version reads up to \d+\)/,
      );
      assert.equal(reply.headers.get("retry-after"), null, "retrying will not help");
    }
    const foreign = await call(s, "GET", "/v1/brains/erin/stats");
    assertError(foreign, 503, "not_a_brain");
    assert.match(foreign.body.error.message, /file is a SQLite database but not an engram brain/);
  },
);

serverTest(
  "errors about a brain name the brain, never where the server keeps it, over REST and MCP",
  async (s) => {
    await Deno.mkdir(s.home, { recursive: true });
    await Deno.writeTextFile(join(s.home, "bob.db"), "not a database at all ".repeat(200));
    // A brain whose vectors another embedder wrote opens, then refuses to recall.
    const fay = new Memory(join(s.home, "fay.db"), { embedder: () => new Float32Array(8).fill(1) });
    await fay.remember("fay grows tomatoes");
    await fay.close();
    const server = dirname(s.home);
    const private_ = (message: string) => {
      assert.ok(!message.includes(server), `no server path in: ${message}`);
      assert.doesNotMatch(message, /\.db\b/);
    };

    const alone = await call(s, "GET", "/v1/brains/bob/stats");
    assertError(alone, 503, "open_failed");
    assert.match(alone.body.error.message, /^Cannot open brain "bob": file is not a database/);
    private_(alone.body.error.message);
    const listed = await call(s, "GET", "/v1/brains");
    const bob = listed.body.summaries.find((b: { name: string }) => b.name === "bob");
    assert.deepEqual(bob.error, alone.body.error);

    const recalled = await call(s, "POST", "/v1/brains/fay/recall", { query: "tomatoes" });
    assertError(recalled, 503, "embedder_mismatch");
    assert.match(recalled.body.error.message, /^Cannot open brain "fay": its vectors were written/);
    private_(recalled.body.error.message);

    // MCP over HTTP reports a tool's failure to the client: named the same way.
    const client = new Client({ name: "http-test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${s.url}/v1/brains/fay/mcp`)),
    );
    try {
      const failed = await client.callTool({ name: "recall", arguments: { query: "tomatoes" } });
      assert.equal(failed.isError, true);
      const [{ text }] = failed.content as { text: string }[];
      assert.match(text, /^Cannot open brain "fay": its vectors were written/);
      private_(text);
    } finally {
      await client.close();
    }
  },
);

serverTest("a failed first write leaves no brain file behind", async (s) => {
  assertError(
    await call(s, "POST", "/v1/brains/ghost/traces", { content: "   " }),
    422,
    "invalid_input",
  );
  assertError(
    await call(s, "POST", "/v1/brains/ghost/traces/batch", { traces: ["ok", { content: 7 }] }),
    422,
    "invalid_input",
  );
  assert.deepEqual(await files(s.home), []);
  assert.deepEqual((await call(s, "GET", "/v1/brains")).body.brains, []);
});

serverTest("concurrent writes, failures and a delete on one brain stay consistent", async (s) => {
  // A bad first write racing good ones must not take the good ones' brain away.
  const first = await Promise.all([
    call(s, "POST", "/v1/brains/race/traces", { content: "" }),
    ...Array.from(
      { length: 10 },
      (_, i) => call(s, "POST", "/v1/brains/race/traces", { content: `note ${i}` }),
    ),
  ]);
  assert.deepEqual(first.map((r) => r.status), [422, ...Array(10).fill(201)]);
  assert.equal((await call(s, "GET", "/v1/brains/race/stats")).body.traces, 10);

  // A delete amid writes waits for the writes in flight and takes everything before it; the
  // writes that land after it (whichever those are: the race is real) start a new brain.
  const mixed = await Promise.all([
    ...Array.from(
      { length: 5 },
      (_, i) => call(s, "POST", "/v1/brains/race/traces", { content: `extra ${i}` }),
    ),
    call(s, "DELETE", "/v1/brains/race"),
    ...Array.from(
      { length: 5 },
      (_, i) => call(s, "POST", "/v1/brains/race/traces", { content: `extra ${5 + i}` }),
    ),
  ]);
  assert.deepEqual(mixed.map((r) => r.status), [...Array(5).fill(201), 200, ...Array(5).fill(201)]);
  const left = await call(s, "GET", "/v1/brains/race/export");
  const contents: string[] = left.body?.traces?.map((t: { content: string }) => t.content) ?? [];
  assert.ok([200, 404].includes(left.status));
  assert.ok(contents.every((c) => c.startsWith("extra ")), contents.join());
});

serverTest("bearer auth: /v1 needs the token, compared exactly; /health stays open", async (s) => {
  const none = await call(s, "GET", "/v1/brains");
  assertError(none, 401, "unauthorized");
  assert.match(none.headers.get("www-authenticate") ?? "", /^Bearer/);
  for (
    const header of [
      "Bearer wrong",
      "Bearer s3cret-toke",
      "Bearer s3cret-token2",
      "s3cret-token",
      "Basic czNjcmV0",
    ]
  ) {
    assertError(
      await call(s, "GET", "/v1/brains", undefined, { authorization: header }),
      401,
      "unauthorized",
    );
  }
  // Nothing runs unauthorised: no brain appears.
  assertError(
    await call(s, "POST", "/v1/brains/x/traces", { content: "sneaky" }),
    401,
    "unauthorized",
  );
  assert.deepEqual(await files(s.home), []);
  const ok = { authorization: "Bearer s3cret-token" };
  assert.equal(
    (await call(s, "POST", "/v1/brains/x/traces", { content: "fine" }, ok)).status,
    201,
  );
  assert.deepEqual((await call(s, "GET", "/v1/brains", undefined, ok)).body.brains, ["x"]);
  assert.equal((await call(s, "GET", "/health")).status, 200);
  // With a token, browser origins are the token's business.
  const origin = { ...ok, origin: "https://app.example" };
  assert.equal((await call(s, "GET", "/v1/brains", undefined, origin)).status, 200);
}, { token: "s3cret-token" });

/** Send one raw HTTP/1.1 request (fetch will not forge a Host header) and read the status. */
async function rawStatus(port: number, request: string): Promise<number> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  try {
    await conn.write(new TextEncoder().encode(request));
    const buf = new Uint8Array(4096);
    const n = await conn.read(buf);
    const head = new TextDecoder().decode(buf.subarray(0, n ?? 0));
    return Number(head.split(" ")[1]);
  } finally {
    conn.close();
  }
}

serverTest("without a token: browser origins and foreign Host headers are refused", async (s) => {
  assert.equal((await call(s, "GET", "/v1/brains")).status, 200);
  assertError(
    await call(s, "POST", "/v1/brains/x/forget", { kind: "core" }, {
      origin: "https://evil.example",
    }),
    403,
    "forbidden",
  );
  assert.equal(
    (await call(s, "GET", "/v1/brains", undefined, { origin: "http://localhost:3000" })).status,
    200,
  );
  const get = (host: string) =>
    `GET /v1/brains HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;
  assert.equal(await rawStatus(s.port, get("evil.example")), 403);
  assert.equal(await rawStatus(s.port, get(`rebind.evil.example:${s.port}`)), 403);
  assert.equal(await rawStatus(s.port, get(`127.0.0.1:${s.port}`)), 200);
  assert.equal(await rawStatus(s.port, get(`localhost:${s.port}`)), 200);
});

serverTest("hostile input gets the right 4xx and never a 500", async (s) => {
  await call(s, "POST", "/v1/brains/h/traces", { content: "seed" });
  const post = (path: string, body: unknown) => call(s, "POST", `/v1/brains/h${path}`, body);

  assertError(await post("/traces", "{not json"), 400, "invalid_json");
  assertError(await post("/recall", '{"query": "x",}'), 400, "invalid_json");
  assertError(await post("/traces", "[1, 2]"), 422, "invalid_input");
  assertError(await post("/traces", '"just a string"'), 422, "invalid_input");
  assertError(await post("/traces", "null"), 422, "invalid_input");
  assertError(await post("/traces", { content: 5 }), 422, "invalid_input");
  assertError(await post("/traces", {}), 422, "invalid_input");
  assertError(await post("/traces", { content: "x", salience: 2 }), 422, "invalid_input");
  assertError(await post("/traces", { content: "x", salience: "high" }), 422, "invalid_input");
  assertError(await post("/traces", { content: "x", kind: "dream" }), 422, "invalid_input");
  assertError(await post("/traces", { content: "x", tags: "a,b" }), 422, "invalid_input");
  assertError(await post("/traces", { content: "x", meta: [1] }), 422, "invalid_input");
  const typo = await post("/traces", { content: "x", salince: 0.9 });
  assertError(typo, 422, "invalid_input");
  assert.match(typo.body.error.message, /^Unknown field "salince"/);
  assertError(
    await post("/traces", { content: "x".repeat(MAX_CONTENT_CHARS + 1) }),
    422,
    "invalid_input",
  );
  assertError(await post("/traces/batch", { traces: "nope" }), 422, "invalid_input");
  assertError(await post("/recall", { query: 42 }), 422, "invalid_input");
  assertError(await post("/recall", { query: "x", k: 0 }), 422, "invalid_input");
  assertError(await post("/recall", { query: "x", k: "5" }), 422, "invalid_input");
  assertError(await post("/recall", { query: "x", k: 1e9 }), 422, "invalid_input");
  assertError(await post("/recall", { query: "x", reinforce: "yes" }), 422, "invalid_input");
  assertError(await post("/recall", { query: "x", kinds: ["nope"] }), 422, "invalid_input");
  assertError(await post("/context", { query: "x", maxTokens: -1 }), 422, "invalid_input");
  assertError(await post("/context", { query: "x", cutoff: 1.5 }), 422, "invalid_input");
  assertError(await post("/forget", {}), 422, "invalid_input");
  assertError(await post("/forget", { id: 1, query: "x" }), 422, "invalid_input");
  assertError(await post("/forget", { id: "1" }), 422, "invalid_input");
  assertError(await post("/forget", { before: "not a date" }), 422, "invalid_input");
  assertError(await post("/forget", { query: "seed", dryRun: 1 }), 422, "invalid_input");
  assertError(await post("/import", { format: "other" }), 422, "invalid_input");
  // Query syntax is just text.
  for (const query of ['"unbalanced', "NEAR(seed", "a AND OR *", "-seed", "🌱", "\u0000"]) {
    assert.equal((await post("/recall", { query })).status, 200, query);
  }

  // Huge bodies: declared, and streamed without a length.
  const huge = JSON.stringify({ content: "x".repeat(70 * 1024) });
  assertError(await post("/traces", huge), 413, "payload_too_large");
  const chunks = new ReadableStream<Uint8Array>({
    start(controller) {
      const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
      for (let i = 0; i < 8; i++) controller.enqueue(chunk);
      controller.close();
    },
  });
  const streamed = await fetch(`${s.url}/v1/brains/h/traces`, {
    method: "POST",
    body: chunks,
    headers: { "content-type": "application/json" },
  });
  assert.equal(streamed.status, 413);
  assert.equal((await streamed.json()).error.code, "payload_too_large");

  // Brain names: traversal, unicode, case, length, dots.
  for (
    const name of [
      "..%2F..%2Fetc",
      "%2e%2e%2f",
      "a%2Fb",
      "caf%C3%A9",
      "%E8%84%91",
      "Alice",
      "-leading",
      "a".repeat(65),
      "a.db",
      "%20",
    ]
  ) {
    assertError(
      await call(s, "GET", `/v1/brains/${name}/stats`),
      400,
      "invalid_brain_name",
    );
  }
  assertError(await call(s, "DELETE", "/v1/brains/..%2Fh"), 400, "invalid_brain_name");
  // Dot segments sent raw (fetch would resolve them first) never reach a brain either.
  const raw = (path: string) =>
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
  assert.equal(await rawStatus(s.port, raw("/v1/brains/../stats")), 400);
  assert.equal(await rawStatus(s.port, raw("/v1/brains/%2e%2e/stats")), 400);
  assert.equal(await rawStatus(s.port, raw("/v1/brains/h/../../etc/stats")), 404);
  assert.equal((await call(s, "GET", `/v1/brains/${"a".repeat(64)}/stats`)).status, 404);

  // Ids and routes.
  for (const id of ["abc", "0", "-1", "1.5", "99999999999999999999"]) {
    assertError(await call(s, "GET", `/v1/brains/h/traces/${id}`), 400, "invalid_id");
  }
  assertError(await call(s, "GET", "/v1/brains/h/traces/999"), 404, "trace_not_found");
  assertError(await call(s, "GET", "/v1/nope"), 404, "not_found");
  assertError(await call(s, "GET", "/v2/brains"), 404, "not_found");
  assertError(await call(s, "GET", "/v1/brains/h/recall/extra"), 404, "not_found");
  const wrong = await call(s, "GET", "/v1/brains/h/recall");
  assertError(wrong, 405, "method_not_allowed");
  assert.equal(wrong.headers.get("allow"), "POST");
  assertError(
    await call(s, "PUT", "/v1/brains/h/traces/1", { content: "x" }),
    405,
    "method_not_allowed",
  );

  // And after all that, the brain holds exactly what it held.
  const stats = await call(s, "GET", "/v1/brains/h/stats");
  assert.equal(stats.body.traces, 1);
  assert.equal(stats.body.lifetime.written, 1);
}, { maxBodyBytes: 64 * 1024 });

serverTest("no field of any value makes a 500", async (s) => {
  await call(s, "POST", "/v1/brains/f/traces", { content: "fuzz seed about tea" });
  const deep = (n: number): unknown => n === 0 ? "x" : { a: deep(n - 1) };
  const values: unknown[] = [
    null,
    true,
    0,
    -1,
    1.5,
    1e308,
    "",
    "tea",
    "2026-01-01",
    [],
    ["tea"],
    [null],
    [{ content: "tea" }],
    {},
    { content: "tea" },
    deep(2000),
  ];
  const selection = [
    "kinds",
    "tags",
    "meta",
    "createdAfter",
    "createdBefore",
    "usedAfter",
    "usedBefore",
    "minRetention",
    "maxRetention",
    "current",
  ];
  const endpoints: [string, string, string[]][] = [
    ["POST", "/traces", ["content", "salience", "kind", "tags", "meta"]],
    ["POST", "/traces/batch", ["traces"]],
    ["POST", "/recall", ["query", "k", "reinforce", ...selection]],
    ["POST", "/context", ["query", "k", "maxTokens", "cutoff", ...selection]],
    ["POST", "/forget", ["id", "ids", "query", "kind", "before", "dryRun"]],
    ["POST", "/import", ["format", "version", "traces", "links", "counters"]],
    ["PATCH", "/traces/1", ["content", "salience", "kind", "tags", "meta"]],
    ["POST", "/traces/1/supersede", ["by"]],
    ["POST", "/dream", ["dryRun"]],
  ];
  const statuses = new Set<number>();
  const check = (what: string, reply: Reply) => {
    statuses.add(reply.status);
    assert.ok(reply.status < 500, `${what}: ${reply.status}`);
    if (reply.status >= 400) assert.equal(typeof reply.body.error.code, "string");
  };
  for (const [method, path, fields] of endpoints) {
    for (const field of fields) {
      for (const value of values) {
        const base = ["/recall", "/context"].includes(path) && field !== "query"
          ? { query: "tea" }
          : path === "/traces" && field !== "content"
          ? { content: "tea" }
          : {};
        // A real dream would sweep the seed away: fuzz the flag as a dry run's sibling only.
        if (path === "/dream" && value === false) continue;
        const reply = await call(s, method, `/v1/brains/f${path}`, { ...base, [field]: value });
        check(`${method} ${path} ${field}=${JSON.stringify(value).slice(0, 40)}`, reply);
      }
    }
  }
  // Query strings: every parameter of the list and review with odd text.
  const raws = ["", "x", "-1", "0", "1e999", "NaN", "true", "null", "2026-01-01", "%00", "[]"];
  const queries: [string, string[]][] = [
    ["/traces", [
      "order",
      "limit",
      "offset",
      "kind",
      "tag",
      "meta.x",
      "meta[x]",
      "createdAfter",
      "usedBefore",
      "minRetention",
      "maxRetention",
      "current",
    ]],
    ["/review", ["k", "horizon", "threshold"]],
    ["/dreams", ["limit"]],
  ];
  for (const [path, params] of queries) {
    for (const param of params) {
      for (const raw of raws) {
        const reply = await call(s, "GET", `/v1/brains/f${path}?${param}=${raw}`);
        check(`GET ${path}?${param}=${raw}`, reply);
      }
    }
  }
  // The fuzz reached both sides: accepted writes and refused input.
  assert.ok(statuses.has(200) && statuses.has(201) && statuses.has(422), [...statuses].join());
});

Deno.test("open brains are bounded and idle ones are closed", async () => {
  const home = await Deno.makeTempDir({ prefix: "engram_brains_" });
  const brains = new BrainDirectory({ home, maxOpen: 2, idleMs: 20 });
  try {
    for (const name of ["a", "b", "c"]) {
      await brains.use(name, "write", (m) => m.remember(`hello from ${name}`));
    }
    assert.ok(brains.openCount <= 2);
    // A closed brain reopens on demand with its data intact.
    const content = await brains.use("a", "read", async (m) => (await m.get(1))?.content);
    assert.equal(content, "hello from a");
    for (let i = 0; i < 200 && brains.openCount > 0; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    assert.equal(brains.openCount, 0);
    assert.deepEqual(await brains.list(), ["a", "b", "c"]);
  } finally {
    await brains.close();
    await Deno.remove(home, { recursive: true });
  }
});

Deno.test("MCP over streamable HTTP: the SDK client lists and calls the tools", async () => {
  const s = await startServer({ token: "mcp-token" });
  const connect = async () => {
    const client = new Client({ name: "http-test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${s.url}/v1/brains/agent/mcp`), {
        requestInit: { headers: { authorization: "Bearer mcp-token" } },
      }),
    );
    return client;
  };
  const client = await connect();
  try {
    const { tools } = await client.listTools();
    assert.deepEqual(
      tools.map((t: { name: string }) => t.name).sort(),
      [
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
      ],
    );
    const remembered = await client.callTool({
      name: "remember",
      arguments: { content: "the user's dog is called Pixel", salience: 0.7 },
    });
    assert.equal(remembered.isError, undefined);
    const stored = remembered.structuredContent as { memories: { id: number }[] };
    assert.equal(stored.memories[0].id, 1);

    // The REST side sees what MCP wrote: one brain, two doors.
    const rest = await call(s, "GET", "/v1/brains/agent/traces/1", undefined, {
      authorization: "Bearer mcp-token",
    });
    assert.equal(rest.body.trace.content, "the user's dog is called Pixel");

    const recalled = await client.callTool({ name: "recall", arguments: { query: "dog name" } });
    const hits = (recalled.structuredContent as { hits: { content: string }[] }).hits;
    assert.equal(hits[0].content, "the user's dog is called Pixel");
    const context = await client.callTool({ name: "context", arguments: { query: "dog" } });
    assert.match((context.structuredContent as { context: string }).context, /Pixel/);
    const listed = await client.callTool({ name: "list", arguments: { order: "strongest" } });
    assert.equal((listed.structuredContent as { total: number }).total, 1);
    const shown = await client.callTool({ name: "show", arguments: { id: 1 } });
    const reinforced = (shown.structuredContent as { history: { event: string }[] }).history;
    assert.deepEqual(reinforced.map((h) => h.event), ["reinforced"], "the recall above");
    const stats = await client.callTool({ name: "stats", arguments: {} });
    assert.equal((stats.structuredContent as { traces: number }).traces, 1);
    // A shared server names the brain, never its file path.
    assert.doesNotMatch(JSON.stringify(stats), /\.db|\//);
    const dream = await client.callTool({ name: "dream", arguments: {} });
    assert.equal(dream.isError, undefined);
    assert.equal((dream.structuredContent as { scanned: number }).scanned, 1);
    const forgot = await client.callTool({ name: "forget", arguments: { query: "dog" } });
    assert.deepEqual((forgot.structuredContent as { ids: number[] }).ids, [1]);

    // A second client on another brain sees none of it.
    const other = new Client({ name: "other", version: "1.0.0" });
    await other.connect(
      new StreamableHTTPClientTransport(new URL(`${s.url}/v1/brains/other/mcp`), {
        requestInit: { headers: { authorization: "Bearer mcp-token" } },
      }),
    );
    const none = await other.callTool({ name: "recall", arguments: { query: "dog" } });
    assert.deepEqual((none.structuredContent as { hits: unknown[] }).hits, []);
    await other.close();

    // Without the token the MCP door is shut too.
    const denied = await fetch(`${s.url}/v1/brains/agent/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    assert.equal(denied.status, 401);
    await denied.body?.cancel();
  } finally {
    await client.close();
    await s.close();
  }
});

Deno.test("server.ts serves with deno run and deno serve, and refuses to expose itself without a token", async () => {
  const home = await Deno.makeTempDir({ prefix: "engram_server_" });
  try {
    for (
      const args of [
        ["run", "-A", "server.ts", "--port", "0", "--home", home],
        ["serve", "-A", "--host", "127.0.0.1", "--port", "0", "serve.ts", "--home", home],
      ]
    ) {
      const { child, firstLine, stdout } = await spawnUntilFirstLine(args);
      const url = /listening on (http:\/\/\S+?)\/ /.exec(firstLine)?.[1];
      assert.ok(url, firstLine);
      assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${url}/health`);
      assert.deepEqual(await res.json(), { status: "ok" });
      child.kill("SIGTERM");
      await stdout.cancel();
      await child.stderr.cancel();
      await child.status;
    }

    for (
      const args of [
        ["run", "-A", "server.ts", "--host", "0.0.0.0", "--port", "0", "--home", home],
        ["serve", "-A", "--host", "0.0.0.0", "--port", "0", "serve.ts", "--home", home],
      ]
    ) {
      const out = await new Deno.Command(Deno.execPath(), {
        args,
        env: { ENGRAM_TOKEN: "" },
        cwd: new URL("..", import.meta.url).pathname,
      }).output();
      assert.equal(out.code, 1);
      assert.match(
        new TextDecoder().decode(out.stderr),
        /Cannot listen on "0\.0\.0\.0" without a token: set ENGRAM_TOKEN/,
      );
    }
    const bad = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "server.ts", "--port", "http"],
      cwd: new URL("..", import.meta.url).pathname,
    }).output();
    assert.equal(bad.code, 2);
    assert.match(new TextDecoder().decode(bad.stderr), /Invalid port "http"/);
  } finally {
    await Deno.remove(home, { recursive: true });
  }
});

serverTest("browse, show, correct and supersede traces over REST", async (s) => {
  const url = "/v1/brains/lib";
  const tea = await call(s, "POST", `${url}/traces`, {
    content: "user prefers green tea",
    tags: ["drinks"],
    meta: { source: "chat", turn: 3, verified: true, note: null },
  });
  s.clock.jump({ days: 1 });
  await call(s, "POST", `${url}/traces`, {
    content: "standup is at 10am",
    kind: "semantic",
    salience: 0.9,
  });
  s.clock.jump({ days: 1 });
  await call(s, "POST", `${url}/traces`, { content: "had pho for breakfast", salience: 0.1 });
  s.clock.jump({ days: 3 });
  const ids = async (query: string) => {
    const reply = await call(s, "GET", `${url}/traces${query}`);
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    return reply.body.traces.map((t: { id: number }) => t.id);
  };
  assert.deepEqual(await ids(""), [3, 2, 1]);
  assert.deepEqual(await ids("?order=oldest"), [1, 2, 3]);
  assert.deepEqual(await ids("?order=strongest"), [2, 1, 3]);
  assert.deepEqual(await ids("?kind=semantic&kind=core"), [2]);
  assert.deepEqual(await ids("?tag=drinks&tag=nothing"), [1]);
  // meta values are typed: a number, true/false and null compare as such, anything else as text.
  assert.deepEqual(await ids("?meta.turn=3&meta.source=chat"), [1]);
  assert.deepEqual(await ids("?meta[verified]=true&meta.note=null"), [1]);
  assert.deepEqual(await ids("?meta.turn=three"), []);
  const day2 = new Date(s.clock.now() - 4 * 86_400_000).toISOString();
  assert.deepEqual(await ids(`?createdAfter=${day2}`), [3, 2]);
  assert.deepEqual(await ids(`?createdBefore=${Date.parse(day2)}`), [1]);
  assert.deepEqual(await ids("?maxRetention=0.15"), [3]);
  assert.deepEqual(await ids("?minRetention=0.5&current=true"), [2]);
  const page = await call(s, "GET", `${url}/traces?order=oldest&limit=1&offset=1`);
  assert.deepEqual(page.body.traces.map((t: { id: number }) => t.id), [2]);
  assert.equal(page.body.total, 3);
  assert.equal(page.body.at, s.clock.now());
  const t1 = page.body.traces[0];
  assert.equal(t1.retention, Math.exp(-4 / t1.stability));
  for (
    const bad of [
      "?order=best",
      "?limit=0",
      "?limit=ten",
      "?offset=-1",
      "?kind=dream",
      "?minRetention=0",
      "?current=yes",
      "?createdAfter=someday",
      "?meta.a.b=1",
      "?colour=red",
      "?limit=1&limit=2",
    ]
  ) {
    assertError(await call(s, "GET", `${url}/traces${bad}`), 422, "invalid_input");
  }

  // Recall and context take the same selection.
  const hits = await call(s, "POST", `${url}/recall`, {
    query: "tea standup breakfast",
    reinforce: false,
    meta: { source: "chat" },
  });
  assert.deepEqual(hits.body.hits.map((h: { trace: { id: number } }) => h.trace.id), [1]);
  assert.equal(hits.body.hits[0].timeCue, false);
  const context = await call(s, "POST", `${url}/context`, {
    query: "tea standup breakfast",
    kinds: ["semantic"],
    cutoff: 0,
  });
  assert.match(context.body.context, /standup/);
  assert.doesNotMatch(context.body.context, /tea|pho/);

  // Recall once, then show: retention, history, links.
  await call(s, "POST", `${url}/recall`, { query: "green tea standup" });
  const details = await call(s, "GET", `${url}/traces/1/details`);
  assert.equal(details.status, 200);
  assert.equal(details.body.trace.id, 1);
  assert.equal(details.body.at, s.clock.now());
  // Two winners of one recall share one use: revived part of the way, as the trace says.
  const { stability, lastReinforcedAt } = details.body.trace;
  const expected = Math.exp(-(details.body.at - lastReinforcedAt) / 86_400_000 / stability);
  assert.ok(Math.abs(details.body.retention - expected) < 1e-12, `${details.body.retention}`);
  assert.ok(details.body.retention > 0.5 && details.body.retention < 1);
  assert.equal(details.body.history[0].event, "reinforced");
  assert.equal(details.body.history[0].before, tea.body.trace.stability);
  assert.equal(details.body.history[0].after, details.body.trace.stability);
  assert.deepEqual(details.body.links.map((l: { trace: { id: number } }) => l.trace.id), [2]);
  assert.equal(typeof details.body.links[0].trace.retention, "number");
  assert.equal(details.body.supersededBy, null);
  assertError(await call(s, "GET", `${url}/traces/99/details`), 404, "trace_not_found");

  // Correct in place: re-indexed, stability kept.
  const before = details.body.trace;
  const patched = await call(s, "PATCH", `${url}/traces/1`, {
    content: "user prefers oolong tea",
    tags: ["drinks", "corrected"],
  });
  assert.equal(patched.status, 200);
  assert.equal(patched.body.trace.content, "user prefers oolong tea");
  assert.equal(patched.body.trace.stability, before.stability);
  assert.deepEqual(patched.body.trace.tags, ["drinks", "corrected"]);
  const oolong = await call(s, "POST", `${url}/recall`, { query: "oolong", reinforce: false });
  assert.equal(oolong.body.hits[0].trace.id, 1);
  assertError(await call(s, "PATCH", `${url}/traces/1`, { colour: "red" }), 422, "invalid_input");
  assertError(await call(s, "PATCH", `${url}/traces/1`, { content: " " }), 422, "invalid_input");
  assertError(await call(s, "PATCH", `${url}/traces/9`, { tags: [] }), 404, "trace_not_found");

  // Supersede: the older trace is demoted and points at the newer.
  const newer = await call(s, "POST", `${url}/traces`, { content: "user now prefers coffee" });
  const stale = await call(s, "POST", `${url}/traces/1/supersede`, { by: newer.body.trace.id });
  assert.equal(stale.status, 200);
  assert.equal(stale.body.trace.supersededBy, newer.body.trace.id);
  assert.ok(stale.body.trace.stability < before.stability);
  const shown = await call(s, "GET", `${url}/traces/1/details`);
  assert.equal(shown.body.supersededBy.id, newer.body.trace.id);
  assert.equal(shown.body.history.at(-1).event, "superseded");
  const newerShown = await call(s, "GET", `${url}/traces/${newer.body.trace.id}/details`);
  assert.deepEqual(newerShown.body.supersedes.map((t: { id: number }) => t.id), [1]);
  assert.deepEqual(await ids("?current=true&order=oldest"), [2, 3, 4]);
  assertError(await call(s, "POST", `${url}/traces/1/supersede`, { by: 1 }), 422, "invalid_input");
  assertError(
    await call(s, "POST", `${url}/traces/1/supersede`, { by: 99 }),
    404,
    "trace_not_found",
  );
  assertError(await call(s, "POST", `${url}/traces/1/supersede`, {}), 422, "invalid_input");
  assertError(
    await call(s, "POST", `${url}/traces/1/supersede`, { by: "4" }),
    422,
    "invalid_input",
  );
});

serverTest(
  "a dry-run dream changes nothing; dreams are logged; brains are summarised",
  async (s) => {
    const url = "/v1/brains/night";
    await call(s, "POST", `${url}/traces/batch`, {
      traces: [
        { content: "parked on level 3", salience: 0.1 },
        "had pho for breakfast",
        "had pho for breakfast again this morning",
        "Pho for breakfast again, as usual",
        { content: "user's name is Hieu", kind: "core" },
      ],
    });
    s.clock.jump({ days: 9 });
    const exported = JSON.stringify((await call(s, "GET", `${url}/export`)).body);
    const dry = await call(s, "POST", `${url}/dream`, { dryRun: true });
    assert.equal(dry.status, 200);
    assert.equal(dry.body.dryRun, true);
    assert.match(dry.body.text, /^dream dry run \(nothing written\)/);
    assert.deepEqual(dry.body.changes.dissolved, [1]);
    assert.deepEqual(dry.body.changes.gists[0].from, [2, 3, 4]);
    assert.equal(dry.body.changes.gists[0].into, null);
    assert.equal(JSON.stringify((await call(s, "GET", `${url}/export`)).body), exported);
    assert.deepEqual((await call(s, "GET", `${url}/dreams`)).body, { dreams: [] });
    assertError(await call(s, "POST", `${url}/dream`, { dryRun: "yes" }), 422, "invalid_input");

    const summary = async () => (await call(s, "GET", "/v1/brains")).body.summaries[0];
    const asleep = await summary();
    assert.equal(asleep.name, "night");
    assert.equal(asleep.traces, 5);
    assert.deepEqual(asleep.byKind, { episodic: 4, semantic: 0, core: 1 });
    assert.deepEqual(asleep.retention, { fresh: 1, fading: 0, nearFloor: 4 });
    assert.equal(asleep.lastDream, null);
    assert.equal(asleep.path, undefined, "no server paths");

    const real = await call(s, "POST", `${url}/dream`, {});
    assert.equal(real.body.dryRun, false);
    assert.equal(real.body.changes.gists[0].into, 6);
    s.clock.jump({ days: 1 });
    await call(s, "POST", `${url}/dream`);
    const log = await call(s, "GET", `${url}/dreams?limit=5`);
    assert.deepEqual(log.body.dreams.map((d: { at: number }) => d.at), [
      s.clock.now(),
      real.body.at,
    ]);
    assert.equal(log.body.dreams[1].text, real.body.text);
    assert.deepEqual(log.body.dreams[1].changes, real.body.changes);
    assert.equal((await call(s, "GET", `${url}/dreams?limit=1`)).body.dreams.length, 1);
    assertError(await call(s, "GET", `${url}/dreams?limit=0`), 422, "invalid_input");
    const awake = await summary();
    assert.deepEqual(awake.byKind, { episodic: 0, semantic: 1, core: 1 });
    assert.equal(awake.lastDreamAt, s.clock.now());
    assert.equal(awake.lastDream.at, s.clock.now());
    assert.equal(awake.lastDream.scanned, log.body.dreams[0].scanned);
    assert.equal(awake.lastDream.changes, undefined, "a summary: the changes are in /dreams");
  },
);

serverTest(
  "import takes a memory.jsonl, a transcript or lines as the body, with a dry run and skip reports",
  async (s) => {
    const post = async (query: string, text: string) => {
      const res = await fetch(`${s.url}/v1/brains/imp/import${query}`, {
        method: "POST",
        body: text,
      });
      return { status: res.status, body: await res.json() };
    };
    const graph = [
      '{"type":"entity","name":"Ada","entityType":"person","observations":["writes Rust"]}',
      "{broken",
      '{"type":"entity","name":"Acme","entityType":"company"}',
      '{"type":"relation","from":"Ada","to":"Acme","relationType":"works_at"}',
    ].join("\n");
    const dry = await post("?dryRun=true", graph);
    assert.equal(dry.status, 200);
    assert.equal(dry.body.format, "mcp-memory");
    assert.equal(dry.body.imported, 4);
    assert.deepEqual(dry.body.skipped.map((x: { line: number }) => x.line), [2]);
    assert.deepEqual((await call(s, "GET", "/v1/brains")).body.brains, [], "nothing written");
    const done = await post("", graph);
    assert.deepEqual([done.body.imported, done.body.links, done.body.dryRun], [4, 4, false]);
    const hits = await call(s, "POST", "/v1/brains/imp/recall", { query: "where does Ada work" });
    assert.equal(hits.body.hits[0].trace.content, "Ada works at Acme");

    const chat = JSON.stringify({
      messages: [{ role: "user", content: "I play the cello", timestamp: "2025-01-01T00:00:00Z" }],
    });
    const transcript = await post("?tag=chat", chat);
    assert.equal(transcript.body.format, "transcript");
    const lines = await post("?format=lines&kind=semantic", "likes tea\n\nlikes jazz\n");
    assert.deepEqual([lines.body.format, lines.body.imported], ["lines", 2]);
    const stats = await call(s, "GET", "/v1/brains/imp/stats");
    assert.equal(stats.body.traces, 7);
    assertError(
      { ...(await post("?format=lines&colour=red", "x")), headers: new Headers() },
      422,
      "invalid_input",
    );
    assertError(
      { ...(await post("", "just some words")), headers: new Headers() },
      422,
      "invalid_input",
    );
  },
);

serverTest(
  "POST /used with a cue teaches the traces its words; details list them, recall finds by them",
  async (s) => {
    const made = await call(s, "POST", "/v1/brains/agent/traces/batch", {
      traces: [{ content: "user banks with Monzo" }, { content: "the kettle leaks again" }],
    });
    const [monzo] = made.body.traces.map((t: { id: number }) => t.id);
    s.clock.jump({ days: 2 });
    const ask = { query: "who looks after the money?", reinforce: false };
    const before = await call(s, "POST", "/v1/brains/agent/recall", ask);
    assert.ok(!before.body.hits.some((h: { trace: { id: number } }) => h.trace.id === monzo));
    const used = await call(s, "POST", "/v1/brains/agent/used", {
      ids: [monzo],
      cue: "where is their money held?",
    });
    assert.equal(used.status, 200, JSON.stringify(used.body));
    const details = await call(s, "GET", `/v1/brains/agent/traces/${monzo}/details`);
    assert.deepEqual(
      details.body.learned.map((l: { word: string; uses: number }) => [l.word, l.uses]),
      [["held", 1], ["money", 1]],
    );
    const after = await call(s, "POST", "/v1/brains/agent/recall", ask);
    assert.equal(after.body.hits[0].trace.id, monzo);
    assert.ok(after.body.hits[0].learned > 0);
    assertError(
      await call(s, "POST", "/v1/brains/agent/used", { ids: [monzo], cue: 7 }),
      422,
      "invalid_input",
    );
    assertError(
      await call(s, "POST", "/v1/brains/agent/used", { ids: [monzo], learn: "no" }),
      422,
      "invalid_input",
    );
  },
);

serverTest("POST /used reinforces exactly the traces the agent used", async (s) => {
  const notes = ["red", "blue", "green"].map((c) => ({
    content: `meeting notes in the ${c} folder`,
  }));
  const made = await call(s, "POST", "/v1/brains/agent/traces/batch", { traces: notes });
  const ids = made.body.traces.map((t: { id: number }) => t.id);
  s.clock.jump({ days: 2 });
  const used = await call(s, "POST", "/v1/brains/agent/used", { ids: [ids[2]] });
  assert.equal(used.status, 200, JSON.stringify(used.body));
  assert.equal(used.body.traces[0].id, ids[2]);
  assert.equal(used.body.traces[0].recalls, 1);
  assert.equal(used.body.traces[0].retention, 1);
  const other = await call(s, "GET", `/v1/brains/agent/traces/${ids[0]}`);
  assert.equal(other.body.trace.recalls, 0);
  assertError(await call(s, "POST", "/v1/brains/agent/used", { ids: [] }), 422, "invalid_input");
  assertError(
    await call(s, "POST", "/v1/brains/agent/used", { ids: [ids[0], 999] }),
    404,
    "trace_not_found",
  );
  assertError(
    await call(s, "POST", "/v1/brains/agent/used", { ids: [1], x: 1 }),
    422,
    "invalid_input",
  );
  assert.equal((await call(s, "GET", `/v1/brains/agent/traces/${ids[0]}`)).body.trace.recalls, 0);
});
