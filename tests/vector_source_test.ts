import assert from "node:assert/strict";
import { join } from "node:path";
import { SqliteStore } from "../mod.ts";
import type { Cue } from "../src/recall/rank.ts";
import { PRUNE_AFTER, VectorCandidates } from "../src/recall/vector_source.ts";
import { row } from "./store_contract.ts";

/** A unit vector along axis `i` of 16, leaning `lean` towards axis 0. */
function vec(i: number, lean = 0): Float32Array {
  const v = new Float32Array(16);
  v[i] = 1;
  v[0] += lean;
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}

const cue = (vector: Float32Array): Cue => ({ query: "q", words: ["q"], vector, filter: {}, k: 3 });

Deno.test("the vector index catches up with another writer's inserts, and prunes its deletes in time", async () => {
  const dir = Deno.makeTempDirSync();
  const store = new SqliteStore(join(dir, "brain.db"));
  let existenceChecks = 0;
  // The recalling process's store, counting the prune's existence checks.
  const here = new Proxy(store, {
    get(target, name) {
      const value = Reflect.get(target, name, target);
      if (name === "existingIds") existenceChecks++;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const there = new SqliteStore(join(dir, "brain.db"));
  try {
    const [a] = await here.insertTraces([
      row("a", { vector: vec(1) }),
      row("b", { vector: vec(2) }),
    ]);
    const source = new VectorCandidates(() => Promise.resolve(0.5));
    assert.deepEqual((await source.find(here, cue(vec(1)))).map((c) => c.id), [a]);
    assert.equal(source.size, 2);

    // Another process adds a trace: the next recall finds it without reading the rest again.
    const [c] = await there.insertTraces([row("c", { vector: vec(3, 0.2) })]);
    assert.deepEqual((await source.find(here, cue(vec(3)))).map((x) => x.id), [c]);
    assert.equal(source.size, 3);

    // It deletes one: a catch-up keeps it (a candidate that is not found), a prune drops it.
    await there.deleteTraces([a]);
    for (let i = 2; i < PRUNE_AFTER; i++) { // catch-ups 2 to PRUNE_AFTER - 1
      await there.insertTraces([row(`filler ${i}`, { vector: vec(5 + (i % 10)) })]);
      await source.find(here, cue(vec(3)));
    }
    assert.equal(source.size, 1 + PRUNE_AFTER, "caught up, not pruned");
    await there.insertTraces([row("last", { vector: vec(4) })]);
    await source.find(here, cue(vec(3)));
    assert.equal(source.size, 1 + PRUNE_AFTER, "pruned: the deleted trace is gone");
    assert.equal(existenceChecks, 1);
    assert.deepEqual((await source.find(here, cue(vec(1)))).map((x) => x.id), []);

    // Inserts only: the next prune sees no more rows than traces and checks no ids.
    for (let i = 0; i < PRUNE_AFTER; i++) {
      await there.insertTraces([row(`more ${i}`, { vector: vec(5 + (i % 10)) })]);
      await source.find(here, cue(vec(3)));
    }
    assert.equal(source.size, 1 + 2 * PRUNE_AFTER);
    assert.equal(existenceChecks, 1, "no existence check without a deletion");
  } finally {
    await store.close();
    await there.close();
    Deno.removeSync(dir, { recursive: true });
  }
});
