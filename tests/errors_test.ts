/**
 * Errors name the culprit: bad input, something missing, or a failing dependency — at the
 * library and through the HTTP server on a real socket.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import {
  BrainDirectory,
  EmbedderError,
  InputError,
  InputRangeError,
  isDependencyError,
  Memory,
  StoreError,
} from "../mod.ts";
import { createApp } from "../src/doors/http/app.ts";

/** An embedder whose service is down: `fetch` to a closed port rejects with a TypeError. */
function deadServiceEmbedder(): (text: string) => Promise<Float32Array> {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return async (text: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/v1/embeddings`, {
      method: "POST",
      body: JSON.stringify({ input: text }),
    });
    return new Float32Array(await res.json());
  };
}

Deno.test("a dead embedder is the dependency's fault, with the cause kept", async () => {
  const mem = Memory.inMemory({ embedder: deadServiceEmbedder() });
  const err = await mem.remember("user likes tea").then(() => null, (e) => e);
  assert.ok(err instanceof EmbedderError, String(err));
  assert.equal(err.code, "embedder_failed");
  assert.ok(err.cause instanceof TypeError, "the fetch failure is the cause");
  assert.ok(!(err instanceof InputError), "not the caller's fault");
  assert.ok(isDependencyError(err));
  assert.match(err.message, /^Cannot embed text: the embedder failed: /);
  assert.deepEqual((await mem.stats()).traces, 0, "nothing was written");
  await mem.close();
});

Deno.test("input errors are TypeError or RangeError and InputError alike", async () => {
  const mem = Memory.inMemory();
  const empty = await mem.remember("").then(() => null, (e) => e);
  assert.ok(empty instanceof TypeError && empty instanceof InputError);
  const range = await mem.remember("ok", { salience: 2 }).then(() => null, (e) => e);
  assert.ok(range instanceof RangeError && range instanceof InputError);
  assert.ok(range instanceof InputRangeError);
  assert.equal(range.code, "invalid_input");
  const batch = await mem.rememberMany(["ok", { content: "x", salience: -1 }]).then(
    () => null,
    (e) => e,
  );
  assert.ok(batch instanceof InputRangeError);
  assert.match(batch.message, /^Item 1: Invalid salience/);
  assert.ok(batch.cause instanceof InputRangeError, "the original is the cause");
  assert.ok(!(new RangeError("Maximum call stack size exceeded") instanceof InputError));
  await mem.close();
});

Deno.test("a brain written by a newer version is refused by name", () => {
  const home = Deno.makeTempDirSync();
  const path = join(home, "future.db");
  try {
    new Memory(path).close();
    // Pretend a future version wrote it.
    const db = new DatabaseSync(path);
    db.exec("PRAGMA user_version = 99");
    db.close();
    const err = (() => {
      try {
        new Memory(path);
      } catch (e) {
        return e;
      }
    })();
    assert.ok(err instanceof StoreError);
    assert.equal(err.code, "newer_schema");
    assert.ok(isDependencyError(err), "the store's refusal, not a bug: HTTP answers it 503");
    assert.match(err.message, /^Cannot open brain ".*future\.db": file is newer than this version/);
  } finally {
    Deno.removeSync(home, { recursive: true });
  }
});

Deno.test("HTTP: a dead embedder answers 503, bad input still 422, no 500", async () => {
  const home = await Deno.makeTempDir({ prefix: "engram_errors_" });
  const brains = new BrainDirectory({
    home,
    memory: { embedder: deadServiceEmbedder() },
  });
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    createApp({ brains }).fetch,
  );
  const url = `http://127.0.0.1:${server.addr.port}/v1/brains/alice/traces`;
  try {
    const post = (body: unknown) =>
      fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const dead = await post({ content: "user likes tea" });
    assert.equal(dead.status, 503);
    const body = await dead.json();
    assert.equal(body.error.code, "embedder_failed");
    assert.match(body.error.message, /^Cannot embed text: the embedder failed/);
    const bad = await post({ content: "" });
    assert.equal(bad.status, 422);
    assert.equal((await bad.json()).error.code, "invalid_input");
    assert.deepEqual(await brains.list(), [], "a failed first write leaves no brain behind");
  } finally {
    await server.shutdown();
    await brains.close();
    await Deno.remove(home, { recursive: true });
  }
});
