/**
 * Recall by meaning through the engine, on whichever store `brain()` opens (SQLite here, and
 * PostgreSQL in `engine_postgres_test.ts`): vector candidates come through the `TraceStore`.
 */
import assert from "node:assert/strict";
import { hashingEmbedder, StoreError } from "../mod.ts";
import { brain, reopenableBrain } from "./helpers.ts";
import { toy, withService } from "./fake_embeddings.ts";

Deno.test("recall by meaning: a cue sharing no word finds the memory; an unrelated one finds nothing", async () => {
  await withService(async (s) => {
    const { mem } = brain({ embedder: toy(s) });
    await mem.rememberMany([
      "the flight to Saigon leaves at 7:40",
      "user is allergic to peanuts",
      "prefers tabs over spaces",
      "the quarterly taxes are paid in April",
    ]);
    const plane = await mem.recall("when does my plane depart?", { reinforce: false });
    assert.equal(plane[0]?.trace.content, "the flight to Saigon leaves at 7:40");
    assert.equal(plane[0].lexical, 0, "no shared word");
    assert.equal(plane[0].trigram < 0.4, true);
    assert.ok(plane[0].vector > 0.8, `vector ${plane[0].vector}`);
    assert.deepEqual(plane.map((h) => h.trace.content), ["the flight to Saigon leaves at 7:40"]);
    const nuts = await mem.recall("anaphylaxis", { reinforce: false });
    assert.deepEqual(nuts.map((h) => h.trace.content), ["user is allergic to peanuts"]);
    assert.deepEqual(await mem.recall("quantum chromodynamics", { reinforce: false }), []);
    assert.deepEqual(await mem.recall("what colour is the sky", { reinforce: false }), []);
    // Filters apply to candidates found by meaning too.
    assert.deepEqual(await mem.recall("airplane", { kinds: ["semantic"], reinforce: false }), []);
    await mem.close();
  });
});

Deno.test("recall by meaning follows updates, forgets and dreams", async () => {
  await withService(async (s) => {
    const { mem } = brain({ embedder: toy(s) });
    const [dog] = await mem.rememberMany(["took the dog to the park", "bought new running shoes"]);
    assert.equal((await mem.recall("puppy", { reinforce: false }))[0]?.trace.id, dog.id);
    await mem.update(dog.id, { content: "my paycheck arrived late" });
    assert.deepEqual(await mem.recall("puppy", { reinforce: false }), [], "old meaning gone");
    assert.equal((await mem.recall("salary", { reinforce: false }))[0]?.trace.id, dog.id);
    await mem.forget({ ids: [dog.id] });
    assert.deepEqual(await mem.recall("salary", { reinforce: false }), []);
    const [vet] = await mem.rememberMany(["the vet appointment is on Monday"]);
    assert.equal((await mem.recall("canine", { reinforce: false }))[0]?.trace.id, vet.id);
    await mem.rememberMany([
      "walked the dog in the park",
      "walked the dog in the park again this morning",
      "Walked the dog in the park, as usual",
    ]);
    const report = await mem.dream();
    assert.equal(report.gists, 1);
    const hits = await mem.recall("canine", { k: 10, reinforce: false });
    assert.ok(
      hits.some((h) => h.trace.kind === "semantic"),
      "the dream's gist is found by meaning",
    );
    await mem.close();
  });
});

function failure(p: Promise<unknown>): Promise<unknown> {
  return p.then(() => assert.fail("expected a failure"), (e) => e);
}

Deno.test("a brain refuses another embedder's vectors until reembed rewrites them", async () => {
  await withService(async (s) => {
    using brain = reopenableBrain();
    const hashed = brain.open();
    assert.equal((await hashed.stats()).embedder, null, "nothing written, nothing recorded");
    await hashed.rememberMany(["the flight to Saigon leaves at 7:40", "user prefers tea"]);
    assert.equal((await hashed.stats()).embedder, "hashing-128");
    await hashed.close();

    const other = brain.open({ embedder: toy(s) });
    const err = await failure(other.recall("plane"));
    assert.ok(err instanceof StoreError);
    assert.equal((err as StoreError).code, "embedder_mismatch");
    assert.match(
      (err as Error).message,
      /^Cannot open brain "[^"]+": its vectors were written by hashing-128, not openai:toy-embed; run engram reembed/,
    );
    const writeErr = await failure(other.remember("more"));
    assert.equal((writeErr as StoreError).code, "embedder_mismatch", "writes are refused too");
    assert.equal((await other.stats()).traces, 2, "browsing still works, nothing was written");

    const progress: [number, number][] = [];
    const result = await other.reembed({
      batchSize: 1,
      onProgress: (d, t) => progress.push([d, t]),
    });
    assert.deepEqual(result, { traces: 2, embedder: "openai:toy-embed@256" });
    assert.equal((await other.stats()).embedder, "openai:toy-embed@256", "stats say which");
    assert.deepEqual(progress, [[1, 2], [2, 2]]);
    const [hit] = await other.recall("when does my plane depart", { reinforce: false });
    assert.equal(hit?.trace.content, "the flight to Saigon leaves at 7:40");
    await other.close();

    const back = brain.open({ embedder: hashingEmbedder() });
    const refused = await failure(back.recall("tea"));
    assert.match((refused as Error).message, /written by openai:toy-embed@256, not hashing-128/);
    await back.close();
  });
});

Deno.test("another process's writes are found by meaning (the index re-syncs)", async () => {
  await withService(async (s) => {
    using brain = reopenableBrain();
    const a = brain.open({ embedder: toy(s) });
    const b = brain.open({ embedder: toy(s) });
    try {
      await a.remember("bought new running shoes");
      assert.deepEqual(await a.recall("puppy", { reinforce: false }), [], "index built, empty");
      const dog = await b.remember("took the dog to the park");
      assert.equal((await a.recall("puppy", { reinforce: false }))[0]?.trace.id, dog.id);
      await b.forget({ ids: [dog.id] });
      assert.deepEqual(await a.recall("puppy", { reinforce: false }), []);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

Deno.test("an interrupted reembed is refused until it is run again; stats say so", async () => {
  await withService(async (s) => {
    using brain = reopenableBrain();
    const hashed = brain.open();
    await hashed.rememberMany(["the flight to Saigon leaves at 7:40", "user prefers tea"]);
    await hashed.close();

    const first = brain.open({ embedder: toy(s) });
    // The service breaks after the first batch (a 400 is not retried).
    const err = await failure(first.reembed({
      batchSize: 1,
      onProgress: () => Object.assign(s.behaviour, { failures: 100, failStatus: 400 }),
    }));
    assert.equal((err as Error).name, "EmbedderError");
    await first.close();

    Object.assign(s.behaviour, { failures: 0, failStatus: 503 });
    const again = brain.open({ embedder: toy(s) });
    const refused = await failure(again.recall("plane"));
    assert.ok(refused instanceof StoreError);
    assert.match(
      (refused as Error).message,
      /a reembed with openai:toy-embed was interrupted; run engram reembed again/,
    );
    assert.equal((await again.stats()).embedder, "openai:toy-embed (reembed unfinished)");
    assert.deepEqual(await again.reembed(), { traces: 2, embedder: "openai:toy-embed@256" });
    assert.equal((await again.stats()).embedder, "openai:toy-embed@256");
    const [hit] = await again.recall("when does my plane depart", { reinforce: false });
    assert.equal(hit?.trace.content, "the flight to Saigon leaves at 7:40");
    await again.close();
  });
});
