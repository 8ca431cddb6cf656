/**
 * The store contract: one suite, run against every {@linkcode TraceStore} implementation
 * (hono's shared router tests are the model). A store passes when it behaves as the engine
 * expects, whatever it is built on.
 * @module
 */
import assert from "node:assert/strict";
import type { NewTraceRow, TraceData, TraceStore } from "../mod.ts";

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 9, 1);

/** How to get stores for the suite. */
export interface StoreFactory {
  /** A name for the test titles, such as `SqliteStore`. */
  name: string;
  /** A fresh, empty store. */
  open(): Promise<TraceStore>;
  /**
   * A second, independent connection to the brain behind `store` (another process's view),
   * if the implementation can have one.
   */
  openAgain?(store: TraceStore): Promise<TraceStore>;
  /** Release anything the factory holds after the suite. */
  done?(): Promise<void>;
}

/** A row to insert with defaults for every field but the content. */
export function row(content: string, fields: Partial<NewTraceRow> = {}): NewTraceRow {
  return {
    content,
    kind: "episodic",
    salience: 0.5,
    stability: 3,
    createdAt: T0,
    lastReinforcedAt: T0,
    recalls: 0,
    tags: [],
    meta: {},
    sources: [],
    supersededBy: null,
    tokens: Math.ceil(content.length / 4),
    vector: null,
    ...fields,
  };
}

/** Register the contract's tests for one implementation. */
export function storeContract(factory: StoreFactory): void {
  const test = (name: string, fn: (store: TraceStore) => Promise<void>) =>
    Deno.test(`${factory.name} contract: ${name}`, async () => {
      const store = await factory.open();
      try {
        await fn(store);
      } finally {
        await store.close();
      }
    });

  test("inserted traces read back with every field", async (store) => {
    assert.equal(await store.isEmpty(), true);
    const ids = await store.insertTraces([
      row("user is allergic to peanuts", {
        kind: "semantic",
        salience: 0.8,
        stability: 12.5,
        createdAt: T0 - DAY,
        lastReinforcedAt: T0,
        recalls: 3,
        tags: ["health", "food"],
        meta: { source: "chat", n: 2, ok: true, none: null, nested: { a: [1, 2] } },
        sources: [{ id: 99, createdAt: T0 - 2 * DAY }],
      }),
      row("had pho for breakfast"),
    ]);
    assert.equal(ids.length, 2);
    assert.ok(ids[0] > 0 && ids[1] > ids[0], `ids ascend: ${ids}`);
    const [a] = await store.getTraces([ids[0]]);
    assert.deepEqual(a, {
      id: ids[0],
      content: "user is allergic to peanuts",
      kind: "semantic",
      salience: 0.8,
      stability: 12.5,
      createdAt: T0 - DAY,
      lastReinforcedAt: T0,
      recalls: 3,
      tags: ["health", "food"],
      meta: { source: "chat", n: 2, ok: true, none: null, nested: { a: [1, 2] } },
      sources: [{ id: 99, createdAt: T0 - 2 * DAY }],
      supersededBy: null,
    });
    assert.equal(await store.isEmpty(), false);
    assert.deepEqual((await store.existingIds([ids[1], 424242])).sort(), [ids[1]]);
    assert.deepEqual(await store.getTraces([424242]), []);
  });

  test("an explicit id is kept, and later ids come after it", async (store) => {
    const [kept] = await store.insertTraces([row("imported", { id: 500 })]);
    assert.equal(kept, 500);
    const [next] = await store.insertTraces([row("fresh")]);
    assert.ok(next > 500, `next id ${next} after 500`);
  });

  test("all traces stream in id order; vectors round-trip", async (store) => {
    const v = new Float32Array([0.25, -0.5, 1, 0]);
    const ids = await store.insertTraces([row("a b c", { vector: v }), row("d e f")]);
    const seen: number[] = [];
    for await (const t of store.allTraces()) seen.push(t.id);
    assert.deepEqual(seen, ids);
    const vectors = await store.vectors(ids);
    assert.deepEqual([...vectors.keys()], [ids[0]]);
    assert.deepEqual([...vectors.get(ids[0])!], [0.25, -0.5, 1, 0]);
  });

  test("a snapshot streams every trace, with every field, across many pages", async (store) => {
    const rows = Array.from({ length: 2_345 }, (_, i) =>
      row(`note ${i}`, {
        salience: (i % 10) / 10,
        createdAt: T0 + i,
        recalls: i % 3,
        tags: i % 7 === 0 ? ["seventh"] : [],
        meta: i % 11 === 0 ? { n: i } : {},
        sources: i % 13 === 0 ? [{ id: i, createdAt: T0 }] : [],
      }));
    const ids = await store.insertTraces(rows);
    const expected = await store.getTraces(ids);
    const seen = await store.snapshot(async (tx) => {
      const out: TraceData[] = [];
      for await (const t of tx.allTraces()) out.push(t);
      return out;
    });
    assert.deepEqual(seen, expected.sort((a, b) => a.id - b.id));
  });

  // ---- vectors and settings (recall by meaning) ---------------------------------------------

  test("vectorsAfter pages through every vector in id order", async (store) => {
    const ids = await store.insertTraces([
      row("one", { vector: new Float32Array([1, 0]) }),
      row("two, no vector"),
      row("three", { vector: new Float32Array([0, 1]) }),
      row("four", { vector: new Float32Array([0.5, 0.5]) }),
    ]);
    const first = await store.vectorsAfter(0, 2);
    assert.deepEqual(first.map((v) => v.id), [ids[0], ids[2]], "traces without a vector skipped");
    assert.deepEqual([...first[1].vector], [0, 1]);
    const rest = await store.vectorsAfter(first[1].id, 2);
    assert.deepEqual(rest.map((v) => v.id), [ids[3]]);
    assert.deepEqual(await store.vectorsAfter(ids[3], 2), []);
    await store.deleteTraces([ids[2]]);
    assert.deepEqual((await store.vectorsAfter(0, 10)).map((v) => v.id), [ids[0], ids[3]]);
  });

  test("setVectors replaces and adds vectors, ignoring ids that are not traces", async (store) => {
    const [a, b] = await store.insertTraces([
      row("a", { vector: new Float32Array([1, 0]) }),
      row("b"),
    ]);
    await store.setVectors([
      { id: a, vector: new Float32Array([0, 0, 1]) },
      { id: b, vector: new Float32Array([0.5, 0.25, 0]) },
      { id: 424242, vector: new Float32Array([1, 1, 1]) },
    ]);
    const got = await store.vectors([a, b, 424242]);
    assert.deepEqual([...got.get(a)!], [0, 0, 1]);
    assert.deepEqual([...got.get(b)!], [0.5, 0.25, 0]);
    assert.equal(got.has(424242), false);
  });

  test("textsAfter pages through every trace's content in id order", async (store) => {
    const ids = await store.insertTraces([row("one"), row("two"), row("three")]);
    const first = await store.textsAfter(0, 2);
    assert.deepEqual(first, [{ id: ids[0], content: "one" }, { id: ids[1], content: "two" }]);
    assert.deepEqual(await store.textsAfter(ids[1], 2), [{ id: ids[2], content: "three" }]);
    await store.deleteTraces([ids[1]]);
    assert.deepEqual((await store.textsAfter(0, 10)).map((t) => t.id), [ids[0], ids[2]]);
  });

  test("clearVectors deletes every vector and nothing else", async (store) => {
    const [a, b] = await store.insertTraces([
      row("a", { vector: new Float32Array([1, 0]) }),
      row("b", { vector: new Float32Array([0, 1]) }),
    ]);
    await store.transaction((tx) => tx.clearVectors());
    assert.equal((await store.vectors([a, b])).size, 0);
    assert.deepEqual(await store.vectorsAfter(0, 10), []);
    assert.equal((await store.getTraces([a, b])).length, 2);
  });

  test("settings: unset is null; set, overwrite, rolled back with their transaction", async (store) => {
    assert.equal(await store.getSetting("embedder"), null);
    await store.setSetting("embedder", '{"id":"hashing-128","dimensions":128}');
    assert.equal(await store.getSetting("embedder"), '{"id":"hashing-128","dimensions":128}');
    await store.setSetting("embedder", "x");
    assert.equal(await store.getSetting("embedder"), "x");
    await assert.rejects(() =>
      store.transaction(async (tx) => {
        await tx.setSetting("embedder", "y");
        throw new Error("abort");
      })
    );
    assert.equal(await store.getSetting("embedder"), "x", "a rolled-back write leaves it");
  });

  test("word candidates: any and all, best first, filters apply", async (store) => {
    const [tea, both, milk, work] = await store.insertTraces([
      row("user drinks green tea every morning", { tags: ["drinks"] }),
      row("tea or milk: milk at work, tea at home", { kind: "semantic" }),
      row("milk beans from the market", { meta: { shop: "market", n: 3, ok: true } }),
      row("meeting at work on friday"),
    ]);
    const df = await store.wordFrequencies(["tea", "milk", "zebra", "mornings", "meetings"]);
    assert.equal(df.get("tea"), 2);
    assert.equal(df.get("milk"), 2);
    assert.equal(df.has("zebra"), false);
    assert.equal(df.get("mornings"), 1, "counted in the form the index holds it: morning");
    assert.equal(df.get("meetings"), 1);

    const any = await store.wordCandidates(["tea", "milk"], "any", {}, 10);
    assert.deepEqual(any.map((h) => h.id).sort(), [tea, both, milk].sort());
    assert.equal(any[0].id, both, "the trace holding both words ranks first");
    for (const h of any) assert.ok(h.score > 0, "scores are positive");
    for (let i = 1; i < any.length; i++) assert.ok(any[i - 1].score >= any[i].score);

    const all = await store.wordCandidates(["tea", "milk"], "all", {}, 10);
    assert.deepEqual(all.map((h) => h.id), [both]);
    assert.deepEqual(await store.idsWithAllWords(["work", "milk"]), [both]);
    assert.deepEqual(await store.idsWithAllWords(["work"]), [both, work]);

    const ids = async (filter: Parameters<TraceStore["wordCandidates"]>[2]) =>
      (await store.wordCandidates(["tea", "milk"], "any", filter, 10)).map((h) => h.id).sort();
    assert.deepEqual(await ids({ kinds: ["semantic"] }), [both]);
    assert.deepEqual(await ids({ tags: ["drinks", "nope"] }), [tea]);
    assert.deepEqual(await ids({ meta: { shop: "market" } }), [milk]);
    assert.deepEqual(await ids({ meta: { n: 3, ok: true } }), [milk]);
    assert.deepEqual(await ids({ meta: { n: "3" } }), [], "a number never equals a string");
    assert.deepEqual(await ids({ meta: { missing: null } }), [], "absent is not null");
    assert.equal((await store.wordCandidates(["tea", "milk"], "any", {}, 1)).length, 1);

    // Only the newest matches are ranked: the older trace holding both words is left out.
    const newest = await store.wordCandidates(["tea", "milk"], "any", {}, 2, { newest: true });
    assert.deepEqual(newest.map((h) => h.id).sort(), [both, milk].sort());
    assert.equal(newest[0].id, both, "and they come best first");
    const newestTagged = await store.wordCandidates(
      ["tea", "milk"],
      "any",
      { tags: ["drinks"] },
      2,
      {
        newest: true,
      },
    );
    assert.deepEqual(newestTagged.map((h) => h.id), [tea]);
  });

  test("a rare word beside a common one: the best matches of every word, at any limit", async (store) => {
    // Thousands of traces share `weather`: a store may score the rare words' traces first, and
    // must still return what scoring every match returns.
    const common = Array.from(
      { length: 4500 },
      (_, i) => row(`the weather today number ${i}${i % 3 === 0 ? " weather again" : ""}`),
    );
    const ids = await store.insertTraces([
      ...common,
      row("the zeppelin flew over"),
      row("a zeppelin in the weather"),
      row("quokka sighting"),
      row("quokka and zeppelin in the weather"),
    ]);
    const [zeppelin, both, quokka, all3] = ids.slice(-4);
    const words = ["weather", "zeppelin", "quokka"];
    const full = await store.wordCandidates(words, "any", {}, 50);
    assert.equal(full.length, 50);
    assert.deepEqual(
      full.slice(0, 4).map((h) => h.id).sort(),
      [zeppelin, both, quokka, all3].sort(),
    );
    assert.equal(full[0].id, all3, "the trace holding every word ranks first");
    for (const limit of [1, 3, 4, 5, 20]) {
      const top = await store.wordCandidates(words, "any", {}, limit);
      assert.deepEqual(top, full.slice(0, limit), `limit ${limit}`);
    }
    const filtered = await store.wordCandidates(words, "any", { kinds: ["semantic"] }, 5);
    assert.deepEqual(filtered, []);
  });

  test("a write that fails fails its transaction, even when nothing awaited its answer", async (store) => {
    const missing = { id: 987_654, at: T0, event: "reinforced" as const, before: 1, after: 2 };
    await assert.rejects(
      store.transaction(async (tx) => {
        await tx.insertTraces([row("rolled back")]);
        await tx.appendHistory([missing]);
        await tx.bump({ recalled: 1 });
      }),
      "a history event of no trace breaks a foreign key",
    );
    await assert.rejects(store.transaction(async (tx) => {
      await tx.insertTraces([row("rolled back too")]);
      await tx.appendHistory([missing]);
      await tx.countTraces({});
    }));
    assert.equal(await store.countTraces({}), 0);
    assert.deepEqual(await store.counters(), {});

    // A nested transaction that fails is undone alone; the outer one goes on and commits.
    await store.transaction(async (tx) => {
      const [kept] = await tx.insertTraces([row("kept")]);
      await assert.rejects(tx.transaction(async (inner) => {
        await inner.insertTraces([row("undone")]);
        await inner.appendHistory([missing]);
      }));
      await tx.appendHistory([{ ...missing, id: kept }]);
      await tx.bump({ recalled: 1 });
    });
    assert.deepEqual(
      (await store.listTraces({ filter: {}, order: "oldest", limit: 9, offset: 0, at: T0 }))
        .map((t) => t.content),
      ["kept"],
    );
    assert.deepEqual(await store.counters(), { recalled: 1 });
  });

  test("words are never query syntax", async (store) => {
    await store.insertTraces([row('a "quoted" note with AND and OR and NEAR(x) and * and -')]);
    for (
      const words of [
        ['"quoted"'],
        ["AND"],
        ["NEAR(x"],
        ["*"],
        ["-"],
        ['a"b'],
        ["(", ")"],
        [
          "^",
        ],
        ["col:umn"],
        ["'"],
      ]
    ) {
      await store.wordCandidates(words, "any", {}, 5);
      await store.wordCandidates(words, "all", { current: true }, 5);
      await store.idsWithAllWords(words);
      await store.wordFrequencies(words);
    }
    const hits = await store.wordCandidates(["and", "near"], "all", {}, 5);
    assert.equal(hits.length, 1, "operators as words match as words");
    assert.deepEqual(await store.wordCandidates([], "any", {}, 5), []);
  });

  test("held words: which of many words the vocabulary holds, in order", async (store) => {
    await store.insertTraces([row("user owns a Subaru Outback"), row("the kids' soccer practice")]);
    assert.deepEqual(
      await store.heldWords(["car", "soccer", "subaru", "retriever", "outback", "kids"]),
      ["soccer", "subaru", "outback", "kids"],
    );
    assert.deepEqual(await store.heldWords([]), []);
    assert.deepEqual(await store.heldWords(["Subaru"]), [], "folded words only");
  });

  test("fuzzy words of the vocabulary, and substring candidates", async (store) => {
    const [allergy, , cjk, gone] = await store.insertTraces([
      row("user is allergic to peanuts"),
      row("likes hiking in the Alps and cooking"),
      row("我喜欢喝茶"),
      row("the zanzibar allergist"),
    ]);
    // A typo, folded as recall folds (`Alps` → `alps`), most alike first.
    assert.equal((await store.fuzzyWords("alergy", 10))[0], "allergic");
    assert.ok((await store.fuzzyWords("alergy", 10)).includes("allergist"));
    assert.ok(!(await store.fuzzyWords("alergy", 10)).includes("peanuts"));
    assert.ok((await store.fuzzyWords("alpes", 10)).includes("alps"));
    // Another form of the word, and a CJK substring of a longer run.
    assert.ok((await store.fuzzyWords("cook", 10)).includes("cooking"));
    assert.deepEqual(await store.fuzzyWords("喜欢喝", 10), ["我喜欢喝茶"]);
    assert.deepEqual(await store.fuzzyWords("qx", 10), [], "shorter than a trigram");
    assert.equal((await store.fuzzyWords("peanut", 1)).length, 1);
    // The close words lead back to their traces through the word index.
    const close = await store.fuzzyWords("喜欢喝", 10);
    assert.deepEqual((await store.wordCandidates(close, "any", {}, 10)).map((h) => h.id), [cjk]);
    // A deleted trace's words leave the vocabulary; words other traces hold stay.
    await store.deleteTraces([gone]);
    assert.ok(!(await store.fuzzyWords("alergy", 10)).includes("allergist"));
    assert.deepEqual(await store.fuzzyWords("zanzibra", 10), []);
    assert.equal((await store.fuzzyWords("alergy", 10))[0], "allergic");
    // A word another trace holds stays, however that trace writes it (folded, another case).
    const [plain, , users] = await store.insertTraces([
      row("pho again"),
      row("Phở for lunch"),
      row("the users"),
      row("one USER"),
      row("a user"),
    ]);
    await store.deleteTraces([plain, users]);
    assert.ok((await store.fuzzyWords("phoo", 10)).includes("pho"));
    assert.ok(!(await store.fuzzyWords("userz", 10)).includes("users"), "`user` holds no `users`");
    assert.ok((await store.fuzzyWords("userz", 10)).includes("user"));
    // A new content replaces the old words.
    await store.setContent(allergy, "user is allergic to cashews", 5, null);
    assert.deepEqual(await store.fuzzyWords("peanutz", 10), []);
    assert.ok((await store.fuzzyWords("cashew", 10)).includes("cashews"));
    assert.deepEqual(await store.substringCandidates("CASHEW", {}, 10), [allergy]);
    assert.deepEqual(await store.substringCandidates("喝茶", {}, 10), [cjk]);
    assert.deepEqual(await store.substringCandidates("100%_", {}, 10), []);
  });

  test("listing: orders, pages, ranges and retention bands", async (store) => {
    const ids = await store.insertTraces([
      row("oldest, strong", { createdAt: T0 - 3 * DAY, lastReinforcedAt: T0, stability: 30 }),
      row("middle, faded", { createdAt: T0 - 2 * DAY, lastReinforcedAt: T0 - 2 * DAY }),
      row("newest, core", { createdAt: T0 - DAY, lastReinforcedAt: T0 - DAY, kind: "core" }),
    ]);
    const list = async (order: "recent" | "oldest" | "used" | "strongest" | "fading") =>
      (await store.listTraces({ filter: {}, order, at: T0, limit: 10, offset: 0 })).map((t) =>
        t.id
      );
    assert.deepEqual(await list("recent"), [ids[2], ids[1], ids[0]]);
    assert.deepEqual(await list("oldest"), [ids[0], ids[1], ids[2]]);
    assert.deepEqual(await list("used"), [ids[0], ids[2], ids[1]]);
    assert.deepEqual(
      await list("strongest"),
      [ids[0], ids[1], ids[2]].sort((a, b) => a === ids[0] ? -1 : b === ids[0] ? 1 : a - b),
    );
    assert.deepEqual(await list("fading"), [ids[1], ids[2], ids[0]]);
    const page = await store.listTraces({
      filter: {},
      order: "oldest",
      at: T0,
      limit: 1,
      offset: 1,
    });
    assert.deepEqual(page.map((t) => t.id), [ids[1]]);
    assert.equal(await store.countTraces({}), 3);
    assert.equal(await store.countTraces({ createdFrom: T0 - 2 * DAY }), 2);
    assert.equal(await store.countTraces({ createdTo: T0 - 2 * DAY }), 1);
    assert.equal(await store.countTraces({ usedFrom: T0 }), 1);
    assert.equal(await store.countTraces({ usedTo: T0 - DAY }), 1);
    // Silence per stability day: 0, 2/3 and 1/3 of a day per day of S.
    assert.equal(await store.countTraces({ fade: [{ at: T0, minMsPerS: DAY / 2 }] }), 1);
    assert.equal(await store.countTraces({ fade: [{ at: T0, maxMsPerS: DAY / 2 }] }), 2);
    assert.equal(
      await store.countTraces({
        fade: [{ at: T0, minMsPerS: DAY / 4 }, { at: T0 + DAY, maxMsPerS: 0.9 * DAY }],
      }),
      1,
    );
    assert.equal(await store.countTraces({ kinds: ["episodic", "semantic"] }), 2);
  });

  test("updates, reinforcement, content and supersession", async (store) => {
    const [old, fresh] = await store.insertTraces([
      row("user lives in Hanoi"),
      row("user lives in Saigon"),
    ]);
    const [data] = await store.getTraces([old]);
    await store.updateTraces([{ ...data, supersededBy: fresh, stability: 1.5, tags: ["moved"] }]);
    let [after] = await store.getTraces([old]);
    assert.equal(after.supersededBy, fresh);
    assert.equal(after.stability, 1.5);
    assert.deepEqual(after.tags, ["moved"]);
    assert.equal(await store.countTraces({ current: true }), 1);
    await store.clearSupersededBy([fresh]);
    [after] = await store.getTraces([old]);
    assert.equal(after.supersededBy, null);

    await store.reinforce([{ id: fresh, stability: 9 }], T0 + DAY);
    const [r] = await store.getTraces([fresh]);
    assert.equal(r.stability, 9);
    assert.equal(r.lastReinforcedAt, T0 + DAY);
    assert.equal(r.recalls, 1);

    await store.setContent(fresh, "user lives in Da Nang", 6, new Float32Array([1, 0]));
    assert.deepEqual(await store.idsWithAllWords(["saigon"]), []);
    assert.deepEqual(await store.idsWithAllWords(["nang"]), [fresh]);
    assert.deepEqual([...(await store.vectors([fresh])).get(fresh)!], [1, 0]);
    assert.equal((await store.counts()).tokensHeld, 6 + row("user lives in Hanoi").tokens);
  });

  test("links: normalised ends, neighbours, the set's own links, strongest to a kind", async (store) => {
    const [a, b, c, core] = await store.insertTraces([
      row("a"),
      row("b"),
      row("c"),
      row("core", { kind: "core" }),
    ]);
    await store.setLinks([
      { a: b, b: a, w: 0.5 },
      { a: b, b: c, w: 0.2 },
      { a: c, b: c, w: 1 },
      { a: a, b: core, w: 0.3 },
      { a: core, b: c, w: 0.1 },
    ]);
    await store.setLinks([{ a: a, b: b, w: 0.6 }]);
    assert.deepEqual(await store.allLinks(), [
      { a, b, w: 0.6 },
      { a, b: core, w: 0.3 },
      { a: b, b: c, w: 0.2 },
      { a: c, b: core, w: 0.1 },
    ]);
    const of = (await store.linksOf([a])).map((l) => `${l.a}-${l.b}`).sort();
    assert.deepEqual(of, [`${a}-${b}`, `${a}-${core}`].sort());
    assert.deepEqual(await store.linksAmong([a, b, c]), [{ a, b, w: 0.6 }, { a: b, b: c, w: 0.2 }]);
    assert.deepEqual(await store.linksAmong([a]), []);
    const strongest = await store.strongestLinkToKind([a, b, c], "core");
    assert.deepEqual([...strongest].sort((x, y) => x[0] - y[0]), [[a, 0.3], [c, 0.1]]);
  });

  test("strengthening links raises weights, creates missing links, never lowers one", async (store) => {
    const [a, b, c] = await store.insertTraces([row("a"), row("b"), row("c")]);
    await store.setLinks([{ a, b, w: 0.5 }, { a: b, b: c, w: 0.2 }]);
    await store.strengthenLinks([
      { a: b, b: a, w: 0.3 },
      { a: c, b, w: 0.4 },
      { a: c, b: a, w: 0.1 },
      { a: c, b: c, w: 1 },
    ]);
    assert.deepEqual(await store.allLinks(), [
      { a, b, w: 0.5 },
      { a, b: c, w: 0.1 },
      { a: b, b: c, w: 0.4 },
    ]);
    await store.deleteTraces([c]);
    await assert.rejects(store.transaction((tx) => tx.strengthenLinks([{ a, b: c, w: 0.9 }])));
    assert.deepEqual(await store.allLinks(), [{ a, b, w: 0.5 }]);
  });

  test("a link to a trace that does not exist is refused, and its transaction with it", async (store) => {
    const [a, b] = await store.insertTraces([row("a"), row("b")]);
    await store.deleteTraces([b]);
    for (const link of [{ a, b, w: 0.5 }, { a: b, b: a, w: 0.5 }, { a: 424242, b: a, w: 0.5 }]) {
      await assert.rejects(store.transaction(async (tx) => {
        await tx.setLinks([link]);
      }));
    }
    await assert.rejects(store.transaction(async (tx) => {
      await tx.insertTraces([row("rolled back")]);
      await tx.setLinks([{ a, b, w: 0.5 }]);
    }));
    assert.deepEqual(await store.allLinks(), []);
    assert.equal(await store.countTraces({}), 1);
  });

  test("delete erases rows, index entries, vectors and links", async (store) => {
    const ids = await store.insertTraces([
      row("secret launch code zebra", { vector: new Float32Array([1, 2]) }),
      row("keep this note about zebras"),
    ]);
    await store.setLinks([{ a: ids[0], b: ids[1], w: 0.5 }]);
    assert.equal(await store.deleteTraces([ids[0], 424242]), 1);
    assert.deepEqual(await store.getTraces([ids[0]]), []);
    assert.deepEqual(await store.idsWithAllWords(["launch"]), []);
    assert.deepEqual(await store.fuzzyWords("lauch", 10), []);
    assert.equal((await store.vectors([ids[0]])).size, 0);
    assert.deepEqual(await store.allLinks(), []);
    assert.equal(await store.deleteTraces([]), 0);
    assert.deepEqual(await store.scrub(), { scrubbed: true });
  });

  test("learned words: uses add up, the most used are kept, found by key, deleted with their trace", async (store) => {
    const [car, bike, gone] = await store.insertTraces([
      row("user owns a Subaru Outback"),
      row("the bike tire is flat"),
      row("a note to forget"),
    ]);
    const taught = (id: number, key: string, at: number, uses = 1, word = key) => ({
      id,
      key,
      word,
      uses,
      at,
    });
    await store.transaction(async (tx) => {
      await tx.learnWords([taught(car, "car", T0, 1, "cars"), taught(car, "garag", T0)], 3);
      await tx.learnWords([
        taught(car, "car", T0 + DAY),
        taught(car, "driv", T0 + DAY, 1, "driving"),
        taught(bike, "rid", T0 + DAY, 1, "ride"),
      ], 3);
    });
    // The latest teaching's word stands for its key.
    assert.deepEqual(await store.learnedBy([bike, car]), [
      taught(car, "car", T0 + DAY, 2),
      taught(car, "driv", T0 + DAY, 1, "driving"),
      taught(car, "garag", T0),
      taught(bike, "rid", T0 + DAY, 1, "ride"),
    ]);
    // Repeated rows of one call add up; an older `at` leaves the later one and its word.
    await store.learnWords([
      taught(bike, "rid", T0, 2, "riding"),
      taught(bike, "rid", T0, 3, "rides"),
    ], 3);
    assert.deepEqual(await store.learnedBy([bike]), [taught(bike, "rid", T0 + DAY, 6, "ride")]);
    // Past the cap the least used, then least recently taught, go.
    await store.learnWords([taught(car, "vehicl", T0 + 2 * DAY, 1, "vehicle")], 3);
    assert.deepEqual((await store.learnedBy([car])).map((l) => l.word), [
      "car",
      "driving",
      "vehicle",
    ]);
    assert.deepEqual(
      (await store.learnedFor(["car", "rid", "unheard"], 10)).map((l) => [l.id, l.word, l.uses]),
      [[bike, "ride", 6], [car, "car", 2]],
    );
    assert.deepEqual((await store.learnedFor(["car", "rid"], 1)).map((l) => l.key), ["rid"]);
    assert.deepEqual(await store.learnedFor([], 10), []);
    // A trace that does not exist is refused, and nothing of the call is written.
    await assert.rejects(
      store.learnWords([taught(bike, "cycl", T0), taught(424242, "car", T0)], 3),
    );
    await assert.rejects(store.transaction(async (tx) => {
      await tx.learnWords([taught(bike, "cycl", T0)], 3);
      await tx.learnWords([taught(424242, "car", T0)], 3);
    }));
    assert.deepEqual((await store.learnedBy([bike])).map((l) => l.key), ["rid"]);
    await store.learnWords([taught(gone, "secret", T0)], 3);
    await store.deleteTraces([gone, bike]);
    assert.deepEqual(await store.learnedFor(["secret", "rid"], 10), []);
    assert.deepEqual(await store.learnedBy([gone, bike]), []);
    assert.equal((await store.learnedBy([car])).length, 3);
    // Unlearning a word erases it from every trace that learned it; the traces stay.
    const [other] = await store.insertTraces([row("user's bank is Monzo")]);
    await store.learnWords([taught(other, "car", T0), taught(other, "monzo", T0)], 3);
    assert.equal(await store.unlearn(["car", "unheard"]), 2);
    assert.deepEqual((await store.learnedBy([car, other])).map((l) => [l.id, l.key]), [
      [car, "driv"],
      [car, "vehicl"],
      [other, "monzo"],
    ]);
    assert.equal(await store.unlearn([]), 0);
    assert.equal((await store.counts()).learned, 3);
    assert.equal(await store.countTraces({}), 2);
    assert.deepEqual(await store.scrub(), { scrubbed: true });
  });

  test("a bulk delete is total too", async (store) => {
    const ids = await store.insertTraces(
      Array.from({ length: 150 }, (_, i) => row(`bulk secret number${i} kiwi`)),
    );
    await store.transaction(async (tx) => {
      assert.equal(await tx.deleteTraces(ids.slice(0, 120)), 120);
    });
    assert.deepEqual((await store.scrub()).scrubbed, true);
    assert.equal(await store.countTraces({}), 30);
    assert.equal((await store.idsWithAllWords(["kiwi"])).length, 30);
    assert.deepEqual(await store.idsWithAllWords(["number5"]), []);
    // The vocabulary too, by the end of the scrub: only the words of the 30 left remain.
    const left = await store.fuzzyWords("number1", 100);
    assert.equal(left.filter((w) => w.startsWith("number")).length, 30);
    assert.ok(left.every((w) => !w.startsWith("number") || Number(w.slice(6)) >= 120), `${left}`);
  });

  test("a transaction is all or nothing, and nests", async (store) => {
    await assert.rejects(
      store.transaction(async (tx) => {
        await tx.insertTraces([row("never lands")]);
        await tx.bump({ written: 1 });
        throw new Error("boom");
      }),
      /boom/,
    );
    assert.equal(await store.isEmpty(), true);
    assert.deepEqual(await store.counters(), {});
    await store.transaction(async (tx) => {
      await tx.insertTraces([row("lands")]);
      await assert.rejects(
        tx.transaction(async (inner) => {
          await inner.insertTraces([row("inner, rolled back")]);
          throw new Error("inner");
        }),
        /inner/,
      );
    });
    const all: TraceData[] = [];
    for await (const t of store.allTraces()) all.push(t);
    assert.deepEqual(all.map((t) => t.content), ["lands"]);
    const n = await store.snapshot(async (tx) => await tx.countTraces({}));
    assert.equal(n, 1);
  });

  test("counters and counts", async (store) => {
    await store.bump({ written: 2, tokensWritten: 10, recalled: 0 });
    await store.bump({ written: 1 });
    await store.setCounter("lastDreamAt", T0);
    await store.setCounter("lastDreamAt", T0 + 1);
    assert.deepEqual(await store.counters(), {
      written: 3,
      tokensWritten: 10,
      lastDreamAt: T0 + 1,
    });
    await store.insertTraces([
      row("one", { stability: 2 }),
      row("two", { stability: 4, kind: "semantic" }),
      row("three", { kind: "core", stability: 6, supersededBy: 1 }),
    ]);
    const counts = await store.counts();
    assert.deepEqual(counts.byKind, { episodic: 1, semantic: 1, core: 1 });
    assert.equal(counts.superseded, 1);
    assert.equal(counts.links, 0);
    assert.equal(counts.meanStability, 4);
    assert.equal(counts.maxStability, 6);
  });

  test("a closed store says so", async (store) => {
    assert.equal(store.isOpen, true);
    assert.equal(typeof store.location, "string");
    await store.close();
    assert.equal(store.isOpen, false);
    await store.close();
  });

  test("the store's own writes leave its generation as it was", async (store) => {
    const before = await store.generation();
    const [id] = await store.insertTraces([row("written here")]);
    await store.transaction(async (tx) => {
      assert.equal(await tx.generation(), before, "inside its own write");
      await tx.reinforce([{ id, stability: 5 }], T0 + DAY);
    });
    assert.equal(await store.generation(), before);
    assert.equal(await store.snapshot((tx) => tx.generation()), before);
  });

  if (factory.openAgain) {
    const openAgain = factory.openAgain;
    test("the generation changes when another writer commits", async (store) => {
      const other = await openAgain(store);
      try {
        const before = await store.generation();
        assert.equal(await store.generation(), before, "reading changes nothing");
        await store.insertTraces([row("written here")]);
        assert.equal(await store.generation(), before, "its own write");
        await other.insertTraces([row("written elsewhere")]);
        const after = await store.generation();
        assert.notEqual(after, before);
        await store.insertTraces([row("written here again")]);
        assert.equal(await store.generation(), after, "its own write after another's");
        assert.equal(await store.countTraces({}), 3, "the other writer's trace is seen at once");
      } finally {
        await other.close();
      }
    });

    // Frequencies of common words may be cached (SQLite's are costly to count); they must still
    // follow this store's writes and deletes and another writer's commits.
    test("word frequencies follow writes, deletes and another writer", async (store) => {
      const other = await openAgain(store);
      try {
        const ids = await store.insertTraces(
          Array.from({ length: 300 }, (_, i) => row(`tea note ${i}`)),
        );
        assert.equal((await store.wordFrequencies(["tea"])).get("tea"), 300);
        await store.insertTraces(Array.from({ length: 40 }, (_, i) => row(`more tea ${i}`)));
        assert.equal((await store.wordFrequencies(["tea"])).get("tea"), 340);
        await store.deleteTraces(ids.slice(0, 100));
        assert.equal((await store.wordFrequencies(["tea"])).get("tea"), 240);
        await other.deleteTraces(ids.slice(100, 150));
        assert.equal((await store.wordFrequencies(["tea"])).get("tea"), 190);
      } finally {
        await other.close();
      }
    });

    // A store may remember which words its vocabulary holds, to skip them when writing; the
    // vocabulary must still hold every word of the traces after a rollback and another writer's
    // delete, so typos keep finding them.
    test("the vocabulary keeps written words across a rollback and another writer", async (store) => {
      const other = await openAgain(store);
      try {
        await assert.rejects(store.transaction(async (tx) => {
          await tx.insertTraces([row("the zanzibar ferry")]);
          throw new Error("abort");
        }));
        assert.deepEqual(await store.fuzzyWords("zanzibra", 10), [], "rolled back");
        await store.insertTraces([row("a zanzibar ferry again")]);
        assert.deepEqual(await store.fuzzyWords("zanzibra", 10), ["zanzibar"]);
        const [gone] = await store.insertTraces([row("the kilimanjaro hike")]);
        assert.deepEqual(await store.fuzzyWords("kilimanjaor", 10), ["kilimanjaro"]);
        await other.deleteTraces([gone]);
        assert.deepEqual(await store.fuzzyWords("kilimanjaor", 10), [], "the other's delete");
        await store.insertTraces([row("kilimanjaro once more")]);
        assert.deepEqual(await store.fuzzyWords("kilimanjaor", 10), ["kilimanjaro"]);
        const [mine] = await store.insertTraces([row("a serengeti safari")]);
        await store.deleteTraces([mine]);
        await store.insertTraces([row("serengeti at dawn")]);
        assert.deepEqual(await store.fuzzyWords("serengetti", 10), ["serengeti"], "its own delete");
      } finally {
        await other.close();
      }
    });
  }

  // Over `commonAbove`, a count need only be over it; up to it, it is exact.
  test("word frequencies with commonAbove stay exact below it", async (store) => {
    await store.insertTraces(Array.from({ length: 300 }, (_, i) => row(`tea note ${i}`)));
    await store.insertTraces(Array.from({ length: 5 }, (_, i) => row(`rare tea ${i}`)));
    const df = await store.wordFrequencies(["tea", "rare", "nowhere"], { commonAbove: 200 });
    assert.ok(df.get("tea")! > 200 && df.get("tea")! <= 305, "over it");
    assert.equal(df.get("rare"), 5);
    assert.equal(df.has("nowhere"), false);
    await store.insertTraces(Array.from({ length: 100 }, (_, i) => row(`tea again ${i}`)));
    const later = await store.wordFrequencies(["tea", "rare"], { commonAbove: 200 });
    assert.ok(later.get("tea")! > 200 && later.get("tea")! <= 405);
    assert.equal(later.get("rare"), 5);
    assert.equal((await store.wordFrequencies(["tea"])).get("tea"), 405, "exact without it");
    // Up to it, a count follows this store's inserts at once.
    await store.insertTraces(Array.from({ length: 3 }, (_, i) => row(`rare again ${i}`)));
    assert.equal((await store.wordFrequencies(["rare"], { commonAbove: 200 })).get("rare"), 8);
  });

  if (factory.done) Deno.test(`${factory.name} contract: done`, factory.done);
}
