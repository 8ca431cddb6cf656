/**
 * Real embedders, one option away: `openAIEmbedder` against a fake OpenAI-compatible service
 * on 127.0.0.1 (batching, retries, timeouts, a dead service, wrong dimensions), recall by
 * meaning through it, the brain's embedder identity and `reembed`.
 */
import assert from "node:assert/strict";
import {
  Clock,
  EmbedderError,
  hashingEmbedder,
  InputError,
  isDependencyError,
  Memory,
  openAIEmbedder,
} from "../mod.ts";
import { deadServiceURL, toy, withService } from "./fake_embeddings.ts";

function failure(p: Promise<unknown>): Promise<unknown> {
  return p.then(() => assert.fail("expected a failure"), (e) => e);
}

Deno.test("openAIEmbedder: batches, keeps input order, sends the key only as a header", async () => {
  await withService(async (s) => {
    const e = toy(s, { batchSize: 32, apiKey: "sk-secret" });
    const texts = Array.from({ length: 70 }, (_, i) => `note number ${i}`);
    const vectors = await e.embed(texts);
    assert.deepEqual(s.batches, [32, 32, 6], "three requests of at most 32 texts");
    assert.equal(vectors.length, 70);
    assert.equal(e.dimensions, 256, "learned from the first answer");
    assert.equal(e.id, "openai:toy-embed");
    const alone = (await e.embed(["note number 41"]))[0];
    assert.deepEqual([...vectors[41]], [...alone], "the service answered in reverse; order kept");
    assert.deepEqual(new Set(s.authorizations), new Set(["Bearer sk-secret"]));
  });
});

Deno.test("openAIEmbedder: 429 and 503 are retried with backoff, then it succeeds", async () => {
  await withService(async (s) => {
    s.behaviour.failures = 2;
    s.behaviour.failStatus = 503;
    const [v] = await toy(s, { retries: 3 }).embed(["the flight leaves at noon"]);
    assert.equal(v.length, 256);
    assert.equal(s.batches.length, 3, "two failures, then the answer");
    s.behaviour.failures = 1;
    s.behaviour.failStatus = 429;
    await toy(s, { retries: 1 }).embed(["again"]);
    assert.equal(s.batches.length, 5);
  });
});

Deno.test("openAIEmbedder: retries are bounded, and a 400 is not retried", async () => {
  await withService(async (s) => {
    s.behaviour.failures = 10;
    const err = await failure(toy(s, { retries: 2, apiKey: "sk-secret" }).embed(["x"]));
    assert.ok(err instanceof EmbedderError);
    assert.match(
      (err as Error).message,
      /^Cannot embed text: openai:toy-embed at http:\/\/127\.0\.0\.1:\d+\/v1\/embeddings: HTTP 503: .*overloaded.* \(after 3 attempts\)$/,
    );
    assert.doesNotMatch((err as Error).message, /sk-secret/, "the key never shows");
    assert.equal(s.batches.length, 3);
    s.behaviour.failures = 1;
    s.behaviour.failStatus = 400;
    const bad = await failure(toy(s, { retries: 5 }).embed(["x"]));
    assert.match((bad as Error).message, /HTTP 400/);
    assert.equal(s.batches.length, 4, "a bad request is not retried");
  });
});

Deno.test("openAIEmbedder: a hanging service times out; a dead one fails with the cause", async () => {
  await withService(async (s) => {
    s.behaviour.hang = true;
    const hung = await failure(toy(s, { timeoutMs: 100, retries: 1 }).embed(["x"]));
    assert.ok(hung instanceof EmbedderError);
    assert.match((hung as Error).message, /no answer within 100 ms \(after 2 attempts\)$/);
  });
  const dead = openAIEmbedder({ baseURL: deadServiceURL(), model: "m", retries: 1, backoffMs: 1 });
  const err = await failure(dead.embed(["x"]));
  assert.ok(err instanceof EmbedderError && isDependencyError(err));
  assert.match((err as Error).message, /cannot reach it/);
  assert.ok((err as Error).cause instanceof TypeError, "the fetch failure is the cause");
});

Deno.test("openAIEmbedder: wrong dimensions are a clear error; dimensions are requested", async () => {
  await withService(async (s) => {
    const e = toy(s, { dimensions: 64 });
    assert.equal((await e.embed(["asked for 64"]))[0].length, 64, "dimensions sent to the service");
    s.behaviour.wrongDimensions = 100;
    const err = await failure(e.embed(["now 100"]));
    assert.ok(err instanceof EmbedderError);
    assert.match((err as Error).message, /embedding 0 has 100 dimensions, expected 64/);
  });
  assert.throws(() => openAIEmbedder({ baseURL: "ftp://x", model: "m" }), InputError);
  assert.throws(() => openAIEmbedder({ baseURL: "http://x/v1", model: " " }), InputError);
  assert.throws(() => openAIEmbedder({ baseURL: "http://x/v1", model: "m", batchSize: 0 }));
});

Deno.test("a dead service fails the write with EmbedderError and writes nothing", async () => {
  const mem = Memory.inMemory({
    embedder: openAIEmbedder({ baseURL: deadServiceURL(), model: "m", retries: 0 }),
  });
  const err = await failure(mem.rememberMany(["one", "two"]));
  assert.ok(err instanceof EmbedderError);
  assert.equal((await mem.stats()).traces, 0);
  await mem.close();
});

Deno.test("an embedder returning a non-finite number fails the write with EmbedderError", async () => {
  const vector = new Float32Array(8).fill(0.5);
  vector[7] = NaN;
  const mem = Memory.inMemory({
    embedder: {
      id: "broken",
      dimensions: 8,
      embed: (texts) => Promise.resolve(texts.map(() => vector)),
    },
  });
  const err = await failure(mem.remember("anything"));
  assert.ok(err instanceof EmbedderError);
  assert.match((err as Error).message, /^Cannot embed text: broken returned a non-finite number$/);
  assert.equal((await mem.stats()).traces, 0);
  await mem.close();
});

Deno.test("a lexical embedder's vectors rank recall's candidates but find none", async () => {
  // Every text gets the same vector: by its vectors alone, anything is like anything.
  const same = (lexical: boolean) => ({
    id: `same-${lexical}`,
    dimensions: 4,
    minSimilarity: 0.9,
    derivable: true,
    lexical,
    embed: (texts: readonly string[]) =>
      Promise.resolve(texts.map(() => Float32Array.of(1, 0, 0, 0))),
  });
  const recalled = async (lexical: boolean, cue: string) => {
    const mem = Memory.inMemory({ embedder: same(lexical), clock: new Clock({ virtual: true }) });
    await mem.rememberMany(["user owns a Subaru Outback", "the printer is out of toner"]);
    const hits = await mem.recall(cue, { reinforce: false });
    await mem.close();
    return hits;
  };
  // Vectors that find: a cue sharing no word is a hit by meaning alone, everything is.
  assert.equal((await recalled(false, "zebra crossing")).length, 2);
  // Lexical: a hit needs a word (or a close one); the vector still counts in its score.
  assert.deepEqual(await recalled(true, "zebra crossing"), []);
  const [hit, ...rest] = await recalled(true, "Subaru");
  assert.equal(hit.trace.content, "user owns a Subaru Outback");
  assert.ok(hit.vector > 0.99 && rest.length === 0);
  // The default embedder is lexical: its vectors are features of words and their letters.
  assert.equal(hashingEmbedder().lexical, true);
});
