/**
 * Reliability under contention, crashes and hostile input: forget's scrub with a concurrent
 * reader and after a kill, busy errors from a real second process, import validation,
 * content normalisation, atomic export, token sanity, 405s and durability.
 */
import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import {
  BrainDirectory,
  Clock,
  InputError,
  Memory,
  sqliteDirectory,
  SqliteStore,
  StoreError,
} from "../mod.ts";
import { createApp } from "../src/doors/http/app.ts";
import { errorResponse } from "../src/doors/http/errors.ts";
import { prefixed } from "../src/core/errors.ts";
import { writeFileAtomic } from "../src/doors/cli/atomic.ts";
import { inChunks } from "../src/store/chunks.ts";
import { exportDoc, tempDir } from "./helpers.ts";

const ROOT = new URL("..", import.meta.url).pathname;

/** The brain file and its WAL as latin1 text, for byte scans. */
function bytesOf(path: string): string {
  let text = "";
  for (const suffix of ["", "-wal"]) {
    try {
      text += new TextDecoder("latin1").decode(Deno.readFileSync(path + suffix));
    } catch (e) {
      if (!(e instanceof Deno.errors.NotFound)) throw e;
    }
  }
  return text;
}

/** A second process running `code` (with `PATH_` bound to the brain); resolves once it says "ready". */
async function helper(code: string, path: string): Promise<
  { child: Deno.ChildProcess; release(): Promise<Deno.CommandStatus> }
> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["eval", `const PATH_ = ${JSON.stringify(path)};\n${code}`],
    cwd: ROOT,
    stdin: "piped",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  while (!out.includes("ready")) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`helper exited before it was ready: ${out}`);
    out += value;
  }
  return {
    child,
    async release() {
      await child.stdin.close();
      await reader.cancel();
      return await child.status;
    },
  };
}

/** Holds a read transaction (an older snapshot) until its stdin closes. */
const READER = `
import { DatabaseSync } from "node:sqlite";
const db = new DatabaseSync(PATH_);
db.exec("BEGIN");
db.prepare("SELECT count(*) AS n FROM traces").get();
console.log("ready");
await new Response(Deno.stdin.readable).text();
db.exec("COMMIT");
db.close();
`;

/** Holds the write lock until its stdin closes. */
const WRITER = `
import { DatabaseSync } from "node:sqlite";
const db = new DatabaseSync(PATH_);
db.exec("BEGIN IMMEDIATE");
db.exec("INSERT INTO counters (name, value) VALUES ('lock-holder', 1) ON CONFLICT DO NOTHING");
console.log("ready");
await new Response(Deno.stdin.readable).text();
db.exec("ROLLBACK");
db.close();
`;

const secret = (i: number) => `zq${(i * 7919 + 104729).toString(36)}vaultword${i}x`;

Deno.test("forget with another process reading: scrubbed false, then 0 bytes once it lets go", async () => {
  using dir = tempDir();
  const path = join(dir.path, "brain.db");
  const store = new SqliteStore(path, { scrubWaitMs: 100 });
  const mem = Memory.open(store, { clock: new Clock({ virtual: true }) });
  await mem.rememberMany(Array.from({ length: 50 }, (_, i) => `ordinary note ${i} about tea`));
  const kept = await mem.remember(`the safe code is ${secret(1)}`);
  const reader = await helper(READER, path);
  try {
    const result = await mem.forget({ id: kept.id });
    assert.equal(result.count, 1);
    assert.equal(result.scrubbed, false, "a reader of the older snapshot pins the journal");
    assert.ok(bytesOf(path).includes(secret(1)), "the scan sees the text while it is pinned");
    assert.equal(await mem.get(kept.id), null, "the trace itself is gone at once");
  } finally {
    assert.equal((await reader.release()).code, 0);
  }
  // The background retry finishes the scrub once the reader has gone.
  for (let i = 0; i < 100 && bytesOf(path).includes(secret(1)); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const scan = bytesOf(path);
  assert.ok(scan.includes("ordinary note 49"), "the scan can see live text");
  assert.ok(!scan.includes(secret(1)) && !scan.includes(secret(1).slice(0, 12)));
  await mem.close();
});

Deno.test("forget with a reader in a process that outlives this one: the next open scrubs", async () => {
  using dir = tempDir();
  const path = join(dir.path, "brain.db");
  let mem = Memory.open(new SqliteStore(path, { scrubWaitMs: 50 }));
  await mem.remember("a note that stays");
  const kept = await mem.remember(`remember ${secret(2)}`);
  const reader = await helper(READER, path);
  try {
    assert.equal((await mem.forget({ id: kept.id })).scrubbed, false);
    await mem.close();
    assert.ok(bytesOf(path).includes(secret(2)));
  } finally {
    await reader.release();
  }
  mem = new Memory(path);
  assert.ok(!bytesOf(path).includes(secret(2)), "the recorded scrub ran at open");
  assert.equal((await mem.stats()).traces, 1);
  await mem.close();
});

Deno.test("a kill -9 after a bulk forget's commit, before its scrub finished: the next open does", async () => {
  using dir = tempDir();
  const path = join(dir.path, "brain.db");
  const seed = new Memory(path);
  await seed.rememberMany(Array.from({ length: 100 }, (_, i) => `garden note ${i}`));
  const secrets = await seed.rememberMany(
    Array.from({ length: 100 }, (_, i) => `the locker code is ${secret(i)}`),
  );
  await seed.close();
  const ids = secrets.map((t) => t.id);
  // The child deletes in bulk while a reader of its own pins the older snapshot, so the scrub
  // after the commit cannot truncate the journal; then it is killed: no close, no checkpoint.
  const child = await new Deno.Command(Deno.execPath(), {
    args: [
      "eval",
      `import { DatabaseSync } from "node:sqlite";
       import { SqliteStore } from "./mod.ts";
       const reader = new DatabaseSync(${JSON.stringify(path)});
       reader.exec("BEGIN");
       reader.prepare("SELECT count(*) FROM traces").get();
       const store = new SqliteStore(${JSON.stringify(path)});
       await store.transaction((tx) => tx.deleteTraces(${JSON.stringify(ids)}));
       Deno.kill(Deno.pid, "SIGKILL");`,
    ],
    cwd: ROOT,
  }).output();
  assert.equal(child.signal, "SIGKILL");
  // FTS5 stores terms prefix-compressed: a fragment is what follows the shared prefix.
  const fragment = (i: number) => `vaultword${i}x`;
  const before = bytesOf(path);
  assert.ok(secrets.some((_, i) => before.includes(fragment(i))), "the kill left fragments");
  const raw = new DatabaseSync(path, { readOnly: true });
  const one = (sql: string) => (raw.prepare(sql).get() as { n: number } | undefined)?.n;
  assert.equal(one("SELECT count(*) AS n FROM traces"), 100, "the delete itself committed");
  assert.ok(one("SELECT value AS n FROM counters WHERE name = 'checkpointPending'")! > 0);
  raw.close();

  const mem = new Memory(path);
  const after = bytesOf(path);
  assert.ok(after.includes("garden note 99"));
  const found = secrets.filter((_, i) =>
    after.includes(fragment(i)) || after.includes(secret(i).slice(0, 12))
  );
  assert.deepEqual(found, [], "index fragments and journal frames are gone after the open");
  assert.deepEqual(await mem.recall("locker code", { reinforce: false }), []);
  await mem.close();
});

Deno.test("a writer blocked past the busy timeout gets a retryable busy error, at every door", async () => {
  using dir = tempDir();
  const home = join(dir.path, "brains");
  const brains = new BrainDirectory({ stores: sqliteDirectory(home, { busyTimeoutMs: 200 }) });
  await brains.use("b", "write", (m) => m.remember("first"));
  const path = join(home, "b.db");
  const mem = Memory.open(new SqliteStore(path, { busyTimeoutMs: 200 }));
  const app = createApp({ brains });
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, app.fetch);
  const holder = await helper(WRITER, path);
  try {
    const e = await mem.remember("blocked").then(() => null, (e) => e);
    assert.ok(e instanceof StoreError, String(e));
    assert.equal(e.code, "busy");
    assert.match(e.message, /busy/);
    const res = await fetch(`http://127.0.0.1:${server.addr.port}/v1/brains/b/traces`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ content: "blocked over HTTP" }),
    });
    assert.equal(res.status, 503);
    assert.equal(res.headers.get("retry-after"), "1");
    assert.equal((await res.json()).error.code, "busy");
  } finally {
    await holder.release();
  }
  assert.equal((await mem.remember("after the lock")).content, "after the lock");
  await mem.close();
  await server.shutdown();
  await brains.close();
});

Deno.test("hostile import documents: unsafe ids are renumbered, bad times and counters refused", async () => {
  const now = Date.UTC(2026, 9, 1);
  using mem = Memory.inMemory({ clock: new Clock({ virtual: true, start: now }) });
  const unsafe = exportDoc(now, [{ content: "from a hostile file", id: 9007199254740991 }]);
  const result = await mem.import(unsafe);
  assert.equal(result.renumbered, true);
  const later = await mem.remember("written afterwards");
  assert.ok(Number.isSafeInteger(later.id) && later.id < 1000, `next id ${later.id}`);
  const exported = await mem.export();
  assert.deepEqual(exported.traces.map((t) => t.content), [
    "from a hostile file",
    "written afterwards",
  ]);
  await mem.forget({ query: "hostile" });
  assert.equal((await mem.remember("still fine")).content, "still fine");

  const bad: [Record<string, unknown>, RegExp][] = [
    [{ createdAt: 1.5 }, /traces\[0\]\.createdAt: expected integer epoch milliseconds/],
    [{ createdAt: 1e300 }, /traces\[0\]\.createdAt/],
    [{ lastReinforcedAt: -5 }, /traces\[0\]\.lastReinforcedAt/],
    [{ content: "public\u0000SECRET" }, /traces\[0\].*NUL/],
    [{ content: "lone \uD800 half" }, /traces\[0\].*lone surrogate/],
    [{ id: 0 }, /traces\[0\]\.id/],
  ];
  const before = (await mem.stats()).traces;
  for (const [fields, message] of bad) {
    const doc = exportDoc(now, [{ content: "fine" }, { content: "also fine", ...fields }]);
    doc.traces.reverse();
    await assert.rejects(mem.import(doc), (e: Error) => {
      assert.ok(e instanceof InputError, String(e));
      assert.match(e.message, message);
      return true;
    });
  }
  const counters = exportDoc(now, [{ content: "x" }]);
  await assert.rejects(
    mem.import({ ...counters, counters: { written: 1.5 } }),
    /counters\.written: expected a non-negative integer/,
  );
  await assert.rejects(
    mem.import({ ...counters, counters: { scrubPending: 1 } }),
    /counters\.scrubPending: unknown counter/,
  );
  assert.equal((await mem.stats()).traces, before, "a bad document writes nothing");
});

Deno.test("hostile inputs over HTTP are 422s, never 500s", async () => {
  using dir = tempDir();
  const brains = new BrainDirectory({ home: dir.path });
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    createApp({ brains }).fetch,
  );
  const url = `http://127.0.0.1:${server.addr.port}/v1/brains/h`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(url + path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  assert.equal((await post("/traces", { content: "seed" })).status, 201);
  const now = Date.UTC(2026, 9, 1);
  const statuses = [
    await post("/import", exportDoc(now, [{ content: "x", id: 9007199254740991 }])),
    await post("/import", exportDoc(now, [{ content: "x", createdAt: 1.5 }])),
    await post("/import", exportDoc(now, [{ content: "x", createdAt: 1e300 }])),
    await post("/traces", { content: "public part\u0000SECRET" }),
    await post("/traces", { content: "half \uD800" }),
    await post("/traces/batch", { traces: ["ok", "bad\u0000"] }),
  ].map((r) => r.status);
  assert.deepEqual(statuses, [200, 422, 422, 422, 422, 422]);
  assert.equal((await post("/traces", { content: "after all that" })).status, 201);

  const conn = await Deno.connect({ hostname: "127.0.0.1", port: server.addr.port });
  await conn.write(
    new TextEncoder().encode(
      "TRACE /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    ),
  );
  const head = new Uint8Array(256);
  const n = await conn.read(head);
  conn.close();
  assert.match(new TextDecoder().decode(head.subarray(0, n ?? 0)), /^HTTP\/1\.1 405 /);
  await server.shutdown();
  await brains.close();
});

Deno.test("content with NUL or a lone surrogate is refused wherever text comes in", async () => {
  using mem = Memory.inMemory();
  for (const text of ["public part\u0000SECRET", "\uD800", "tail \uDC00 here"]) {
    await assert.rejects(mem.remember(text), InputError);
    await assert.rejects(mem.rememberMany(["fine", text]), /Item 1: Invalid content/);
  }
  const ok = await mem.remember("a proper pair 😀 stays");
  assert.equal((await mem.get(ok.id))!.content, "a proper pair 😀 stays");
  await assert.rejects(mem.update(ok.id, { content: "x\u0000y" }), InputError);
  await assert.rejects(
    mem.dream({ summarizer: () => "gist\u0000hidden" }).then(async () => {
      // Only a gist calls the summarizer: give it episodes to distil.
      await mem.rememberMany([
        "had pho for breakfast",
        "had pho for breakfast again this morning",
        "Pho for breakfast again, as usual",
      ]);
      return await mem.dream({ summarizer: () => "gist\u0000hidden" });
    }),
    /Invalid summary: Invalid content: .*NUL/,
  );
  assert.equal((await mem.stats()).traces, 4, "nothing of the refused gist was written");
});

Deno.test("rememberMany is atomic up to 1000 items and refuses more", async () => {
  using mem = Memory.inMemory();
  await assert.rejects(
    mem.rememberMany(Array.from({ length: 1001 }, (_, i) => `note ${i}`)),
    /1001 items is over the limit of 1000/,
  );
  assert.equal((await mem.stats()).traces, 0);
  assert.equal(
    (await mem.rememberMany(Array.from({ length: 1000 }, (_, i) => `n ${i}`))).length,
    1000,
  );
});

Deno.test("only input errors are input errors: a stack overflow is a 500", () => {
  const overflow = new RangeError("Maximum call stack size exceeded");
  assert.equal(prefixed(overflow, "Item 0: "), overflow);
  assert.equal(errorResponse(overflow).status, 500);
  assert.equal(errorResponse(new TypeError("x is not a function")).status, 500);
  assert.equal(errorResponse(prefixed(new InputError("Invalid kind"), "Item 1: ")).status, 422);
});

Deno.test("inChunks: bounded transactions, each unit whole, in order", async () => {
  using dir = tempDir();
  const store = new SqliteStore(join(dir.path, "b.db"));
  let transactions = 0;
  const original = store.transaction.bind(store);
  store.transaction = (fn) => {
    transactions++;
    return original(fn);
  };
  const progress: number[] = [];
  const out = await inChunks(store, [1, 2, 3, 4], async (tx, n) => {
    await tx.bump({ written: n });
    await new Promise((r) => setTimeout(r, 5));
    return n * 10;
  }, { budgetMs: 0, pauseMs: 1, onProgress: (done) => progress.push(done) });
  assert.deepEqual(out, [10, 20, 30, 40]);
  assert.equal(transactions, 4, "a zero budget makes one unit per transaction");
  assert.deepEqual(progress, [1, 2, 3, 4]);
  assert.equal((await store.counters()).written, 10);
  await assert.rejects(
    inChunks(store, [1, 2], async (tx, n) => {
      await tx.bump({ written: 100 });
      if (n === 2) throw new Error("boom");
    }, { budgetMs: 0, pauseMs: 0 }),
    /boom/,
  );
  assert.equal((await store.counters()).written, 110, "the unit before the failure stays");
  await store.close();
});

Deno.test("inChunks: idle work runs before the first transaction and prepares a unit not ready", async () => {
  using dir = tempDir();
  const store = new SqliteStore(join(dir.path, "b.db"));
  const log: string[] = [];
  const original = store.transaction.bind(store);
  store.transaction = (fn) => {
    log.push("begin");
    return original(fn);
  };
  /** Runs six units; idle prepares the next two (reading ahead, say), except `never`. */
  const run = async (never: number) => {
    log.length = 0;
    const prepared = new Set<number>();
    let applied = 0;
    await inChunks(store, [1, 2, 3, 4, 5, 6], (_, n) => {
      log.push(`${n}${prepared.has(n) ? "" : " unprepared"}`);
      applied = n;
      return Promise.resolve();
    }, {
      budgetMs: 60_000,
      pauseMs: 1,
      idle: () => {
        log.push("idle");
        for (const n of [applied + 1, applied + 2]) if (n !== never) prepared.add(n);
        return Promise.resolve();
      },
      ready: (n) => prepared.has(n),
    });
    return log.join(" ");
  };
  assert.equal(await run(0), "idle begin 1 2 idle begin 3 4 idle begin 5 6");
  // A unit idle work cannot prepare is still taken, first in its transaction.
  assert.equal(await run(3), "idle begin 1 2 idle begin 3 unprepared 4 idle begin 5 6");
  await store.close();
});

Deno.test("export to a file replaces it atomically and keeps its permissions", async () => {
  using dir = tempDir();
  const file = join(dir.path, "backup.json");
  await Deno.writeTextFile(file, "the previous backup");
  await Deno.chmod(file, 0o640);
  await writeFileAtomic(file, "the new backup");
  assert.equal(await Deno.readTextFile(file), "the new backup");
  assert.equal((await Deno.stat(file)).mode! & 0o777, 0o640);
  assert.deepEqual([...Deno.readDirSync(dir.path)].map((e) => e.name), ["backup.json"]);
  await assert.rejects(writeFileAtomic(join(dir.path, "missing", "x.json"), "x"));
  await Deno.mkdir(join(dir.path, "taken"));
  await assert.rejects(writeFileAtomic(join(dir.path, "taken"), "x"), "a folder is not replaced");
  assert.deepEqual(
    [...Deno.readDirSync(dir.path)].map((e) => e.name).sort(),
    ["backup.json", "taken"],
    "no temporary file is left behind",
  );
});

Deno.test("durability: normal by default, full on request, anything else refused", async () => {
  using dir = tempDir();
  const normal = new SqliteStore(join(dir.path, "a.db"));
  const full = new SqliteStore(join(dir.path, "b.db"), { durability: "full" });
  assert.equal(normal.durability, "normal");
  assert.equal(full.durability, "full");
  await normal.close();
  await full.close();
  assert.throws(
    () => new SqliteStore(join(dir.path, "c.db"), { durability: "paranoid" as "full" }),
    /Invalid durability "paranoid": expected normal or full/,
  );
  const mem = new Memory(join(dir.path, "d.db"), { durability: "full" });
  await mem.remember("kept through a power loss");
  await mem.close();
});

Deno.test("server.ts: a blank token is a clear error; a short one never leaves loopback", async () => {
  const run = async (token: string, host: string) => {
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "server.ts", "--host", host, "--port", "0", "--home", "/nonexistent"],
      env: { ENGRAM_TOKEN: token },
      cwd: ROOT,
    }).output();
    return { code: out.code, stderr: new TextDecoder().decode(out.stderr) };
  };
  const blank = await run(" ", "127.0.0.1");
  assert.equal(blank.code, 2);
  assert.match(blank.stderr, /^engram: Invalid ENGRAM_TOKEN: it is blank/);
  assert.doesNotMatch(blank.stderr, /\n\s+at /, "no stack trace");
  const short = await run("abc", "0.0.0.0");
  assert.equal(short.code, 1);
  assert.match(short.stderr, /3-character token: ENGRAM_TOKEN needs at least 16 characters/);
});
