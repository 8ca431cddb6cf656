import assert from "node:assert/strict";
import { Clock, MAX_STABILITY_DAYS, Memory } from "../mod.ts";
import { brain } from "./helpers.ts";

Deno.test("the 60-second tour: spaced recalls make a fact durable, an untouched episode fades", async () => {
  const { mem, clock } = brain();
  const fact = await mem.remember("user is allergic to peanuts", { salience: 0.8 });
  const episode = await mem.remember("had pho for breakfast", { salience: 0.4 });
  for (const gap of [2, 5, 10, 20]) {
    clock.jump({ days: gap });
    const hits = await mem.recall("is the user allergic to peanuts?");
    assert.equal(hits[0].trace.id, fact.id);
  }
  clock.jump({ days: 60 });
  const durable = (await mem.get(fact.id))!;
  assert.ok(durable.retention(clock.now()) >= 0.9, `R = ${durable.retention(clock.now())}`);
  assert.ok(durable.stability > 365, `stability of years, got ${durable.stability} days`);
  assert.equal(durable.recalls, 4);

  const faded = (await mem.get(episode.id))!;
  const born = faded.createdAt;
  assert.ok(faded.retention(born + 10 * 86_400_000) < 0.05);
  assert.ok(faded.retention(born + 60 * 86_400_000) < 1e-9);
  mem.close();
});

Deno.test("anti-cramming: 20 recalls a minute apart gain < 1.2× one recall", async () => {
  const gainOf = async (times: number) => {
    const { mem, clock } = brain();
    const t = await mem.remember("the wifi password is hunter2", { salience: 0.5 });
    clock.jump({ days: 2 });
    for (let i = 0; i < times; i++) {
      await mem.recall("wifi password");
      clock.jump({ minutes: 1 });
    }
    const s = (await mem.get(t.id))!.stability - t.stability;
    mem.close();
    return s;
  };
  const one = await gainOf(1);
  const twenty = await gainOf(20);
  assert.ok(one > 0);
  assert.ok(twenty < 1.2 * one, `20 recalls gained ${twenty}, one gained ${one}`);
});

Deno.test("no banking dead time: reviving a near-dead trace gains far less than at R≈0.5", async () => {
  const gainAt = async (targetR: number) => {
    const { mem, clock } = brain();
    const t = await mem.remember("the spare key is under the blue flowerpot", { salience: 0.5 });
    clock.jump({ days: t.stability * Math.log(1 / targetR) });
    const [hit] = await mem.recall("spare key flowerpot");
    assert.equal(hit.trace.id, t.id);
    assert.ok(Math.abs(hit.retention - targetR) < 1e-6);
    const after = (await mem.get(t.id))!;
    assert.equal(after.retention(clock.now()), 1, "revived: R back to 1");
    mem.close();
    return after.stability - t.stability;
  };
  const nearDead = await gainAt(0.05);
  const half = await gainAt(0.5);
  assert.ok(nearDead > 0);
  assert.ok(nearDead < half / 5, `near-dead gain ${nearDead} vs ${half}`);
});

Deno.test("stability never exceeds five years; core traces rank as fully retained", async () => {
  const { mem, clock } = brain();
  const t = await mem.remember("project codename is bluebird", { salience: 1 });
  let gap = 3;
  for (let i = 0; i < 12; i++) {
    clock.jump({ days: gap });
    await mem.recall("project codename bluebird");
    gap *= 2;
  }
  assert.equal((await mem.get(t.id))!.stability, MAX_STABILITY_DAYS);

  const core = await mem.remember("user's name is Hieu", { kind: "core", salience: 0.9 });
  clock.jump({ days: 3000 });
  const [hit] = await mem.recall("what is the user's name", { reinforce: false });
  assert.equal(hit.trace.id, core.id);
  assert.equal(hit.retention, 1);
  mem.close();
});

Deno.test("remember stores every field; rememberMany is one transaction", async () => {
  const { mem, clock } = brain();
  const t = await mem.remember("  prefers window seats  ", {
    salience: 0.7,
    kind: "semantic",
    tags: ["travel", "travel", "prefs"],
    meta: { source: "chat", turn: 3 },
  });
  assert.equal(t.content, "prefers window seats");
  assert.equal(t.kind, "semantic");
  assert.deepEqual(t.tags, ["travel", "prefs"]);
  assert.deepEqual(t.meta, { source: "chat", turn: 3 });
  assert.equal(t.createdAt, clock.now());
  assert.deepEqual(await mem.get(t.id), t);
  assert.equal(await mem.get(999), null);

  const many = await mem.rememberMany(["a walk in the park", {
    content: "rain all day",
    salience: 0.2,
  }]);
  assert.deepEqual(many.map((x) => x.content), ["a walk in the park", "rain all day"]);
  await assert.rejects(
    mem.rememberMany(["fine", { content: "  " }]),
    (e: Error) => e instanceof TypeError && /Item 1: Invalid content/.test(e.message),
  );
  assert.equal((await mem.stats()).traces, 3, "a bad batch writes nothing");
  mem.close();
});

Deno.test("bad input is refused with a clear TypeError/RangeError and writes nothing", async () => {
  const { mem } = brain();
  const cases: [() => Promise<unknown>, ErrorConstructor, RegExp][] = [
    [() => mem.remember(""), TypeError, /^Invalid content: must not be empty/],
    [() => mem.remember(" \n\t "), TypeError, /empty or whitespace/],
    [() => mem.remember("x".repeat(40_000)), RangeError, /over the limit of 32768/],
    [() => mem.remember(42 as unknown as string), TypeError, /expected a string/],
    [() => mem.remember("ok", { salience: 1.5 }), RangeError, /salience 1.5/],
    [() => mem.remember("ok", { salience: -0.1 }), RangeError, /salience/],
    [() => mem.remember("ok", { salience: NaN }), TypeError, /salience/],
    [() => mem.remember("ok", { kind: "dream" as "core" }), TypeError, /Invalid kind "dream"/],
    [() => mem.remember("ok", { tags: [""] }), TypeError, /tag/],
    [() => mem.rememberMany("not a list" as unknown as string[]), TypeError, /expected an array/],
    [
      () => mem.remember("ok", { meta: [] as unknown as Record<string, unknown> }),
      TypeError,
      /meta/,
    ],
    [() => mem.recall("x", { k: 0 }), RangeError, /Invalid k 0/],
    [() => mem.recall("x", { k: -3 }), RangeError, /Invalid k/],
    [() => mem.recall("x", { k: 1e9 }), RangeError, /Invalid k/],
    [() => mem.recall("x", { k: 2.5 }), TypeError, /Invalid k/],
    [() => mem.recall("x", { kinds: ["nope" as "core"] }), TypeError, /Invalid kind/],
    // A merely truthy or falsy flag is not a flag: "false" must not reinforce by accident.
    [() => mem.recall("x", { reinforce: "false" as unknown as boolean }), TypeError, /reinforce/],
    [
      () => mem.forget({ kind: "episodic" }, { dryRun: 1 as unknown as boolean }),
      TypeError,
      /dryRun/,
    ],
    [() => mem.context("x", { maxTokens: 0 }), RangeError, /maxTokens/],
    [() => mem.forget({} as { id: number }), TypeError, /exactly one of/],
    [
      () => mem.forget({ id: 1, query: "x" } as unknown as { id: number }),
      TypeError,
      /exactly one/,
    ],
    [() => mem.forget({ id: -1 }), TypeError, /Invalid id/],
    [() => mem.forget({ query: "  " }), TypeError, /no words/],
    [() => mem.forget({ before: "not a date" }), RangeError, /Invalid instant/],
  ];
  for (const [call, type, message] of cases) {
    await assert.rejects(call, (e: Error) => {
      assert.ok(e instanceof type, `${e.constructor.name}: ${e.message}`);
      assert.match(e.message, message);
      assert.match(e.message, /^[A-Z]/);
      assert.doesNotMatch(e.message, /\.$/);
      return true;
    });
  }
  const s = await mem.stats();
  assert.equal(s.traces, 0);
  assert.equal(s.lifetime.written, 0);
  mem.close();
});

Deno.test("a file brain survives reopening and is shared between instances", async () => {
  const dir = Deno.makeTempDirSync();
  try {
    const path = `${dir}/brain.db`;
    const clock = new Clock({ virtual: true });
    const a = new Memory(path, { clock });
    const t = await a.remember("the boiler was serviced in March", { tags: ["home"] });
    const b = new Memory(path, { clock });
    assert.equal((await b.get(t.id))?.content, "the boiler was serviced in March");
    await b.remember("the car needs new tyres");
    const hits = await a.recall("tyres", { reinforce: false });
    assert.equal(hits[0]?.trace.content, "the car needs new tyres");
    a.close();
    b.close();
    const c = new Memory(path, { clock });
    assert.equal((await c.stats()).traces, 2);
    assert.deepEqual((await c.get(t.id))?.tags, ["home"]);
    c.close();
    await assert.rejects(c.stats(), /closed/);
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

/** Turn a brain of this build back into one of schema 3 or 4: a trigram index of every trace. */
function asTrigramSchema(db: { exec(sql: string): void }, version: 3 | 4): void {
  db.exec(`DROP TABLE words; DROP TABLE words_unchecked; DROP TABLE learned;
    DROP INDEX traces_rare_kind;
    CREATE INDEX traces_kind_fade ON traces(kind, last_reinforced_at);
    DROP TRIGGER traces_ad; DROP TRIGGER traces_au;
    CREATE VIRTUAL TABLE tri USING fts5(content, content='traces', content_rowid='id',
      tokenize='trigram remove_diacritics 1'${version === 4 ? ", detail=none" : ""});
    CREATE VIRTUAL TABLE tri_vocab USING fts5vocab(tri, 'row');
    INSERT INTO tri(tri, rank) VALUES ('secure-delete', 1);
    CREATE TRIGGER traces_ad AFTER DELETE ON traces BEGIN
      INSERT INTO lex(lex, rowid, content) VALUES ('delete', old.id, old.content);
      INSERT INTO tri(tri, rowid, content) VALUES ('delete', old.id, old.content);
    END;
    CREATE TRIGGER traces_au AFTER UPDATE OF content ON traces BEGIN
      INSERT INTO lex(lex, rowid, content) VALUES ('delete', old.id, old.content);
      INSERT INTO tri(tri, rowid, content) VALUES ('delete', old.id, old.content);
      INSERT INTO lex(rowid, content) VALUES (new.id, new.content);
      INSERT INTO tri(rowid, content) VALUES (new.id, new.content);
    END;
    INSERT INTO tri(tri) VALUES ('rebuild');
    PRAGMA user_version = ${version};`);
}

for (const version of [3, 4] as const) {
  Deno.test(`a brain of schema ${version} is migrated on open and keeps its memories`, async () => {
    const dir = Deno.makeTempDirSync();
    try {
      const { DatabaseSync } = await import("node:sqlite");
      const path = `${dir}/brain.db`;
      const mem = new Memory(path);
      const peanuts = await mem.remember("user is allergic to peanuts");
      await mem.remember("the vacuum cleaner lost suction");
      await mem.remember("Phở with the peanut sauce");
      mem.close();
      const db = new DatabaseSync(path);
      asTrigramSchema(db, version);
      db.close();
      const reopened = new Memory(path);
      const [hit] = await reopened.recall("penaut alergy", { reinforce: false });
      assert.equal(hit?.trace.id, peanuts.id, "typos still find it through the vocabulary");
      // Writes after the migration keep the vocabulary and the word index in step.
      await reopened.forget({ id: peanuts.id });
      await reopened.remember("the cat is allergic to fleas");
      reopened.close();
      const check = new DatabaseSync(path);
      const schema = check.prepare("PRAGMA user_version").get() as { user_version: number };
      const indexes = new Set(
        (check.prepare("SELECT name FROM sqlite_schema WHERE type = 'index'").all() as {
          name: string;
        }[]).map((r) => r.name),
      );
      const tri = check.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE name LIKE 'tri%'")
        .get() as { n: number };
      const words = new Set(
        (check.prepare("SELECT w FROM words").all() as { w: string }[]).map((r) => r.w),
      );
      check.close();
      assert.equal(schema.user_version, 7);
      assert.ok(!indexes.has("traces_kind_fade"), "no index in order of last use (schema 6)");
      assert.ok(indexes.has("learned_key"), "words learned from use (schema 7)");
      assert.ok(indexes.has("traces_rare_kind"));
      assert.equal(tri.n, 0, "the trigram index of every trace is gone");
      assert.ok(words.has("allergic"), "filled from the traces, then kept by writes");
      assert.ok(words.has("fleas"));
      assert.ok(words.has("peanut"));
      assert.ok(!words.has("peanuts"), "a forgotten trace's own words leave");
      assert.ok(words.has("pho"), "folded as recall folds");
    } finally {
      Deno.removeSync(dir, { recursive: true });
    }
  });
}

Deno.test("a file from a newer schema, or not a brain, is refused clearly", async () => {
  const dir = Deno.makeTempDirSync();
  try {
    const { DatabaseSync } = await import("node:sqlite");
    const newer = `${dir}/newer.db`;
    new Memory(newer).close();
    const db = new DatabaseSync(newer);
    db.exec("PRAGMA user_version = 99");
    db.close();
    assert.throws(() => new Memory(newer), {
      message: new RegExp(`^Cannot open brain ".*newer.db": file is newer than this version`),
    });
    const other = `${dir}/other.db`;
    const db2 = new DatabaseSync(other);
    db2.exec("CREATE TABLE customers (id INTEGER)");
    db2.close();
    assert.throws(() => new Memory(other), /not an engram brain/);
    const text = `${dir}/notes.txt`;
    Deno.writeTextFileSync(text, "just some notes, not a database at all ".repeat(200));
    assert.throws(() => new Memory(text), {
      message: /^Cannot open brain ".*notes.txt": file is not a database/,
    });
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test("export → import round-trips exactly, and a clash renumbers", async () => {
  const { mem, clock } = brain();
  await mem.remember("user's name is Hieu", { kind: "core", tags: ["id"], meta: { v: 1 } });
  await mem.remember("user is allergic to peanuts", { salience: 0.8 });
  await mem.remember("peanut sauce at the Thai place was great");
  clock.jump({ days: 1 });
  await mem.recall("peanuts");
  const doc = await mem.export();
  assert.equal(doc.format, "engram");
  assert.equal(doc.traces.length, 3);
  assert.ok(doc.links.length >= 1);

  const copy = Memory.inMemory({ clock });
  const result = await copy.import(JSON.parse(JSON.stringify(doc)));
  assert.deepEqual(result, { traces: 3, links: doc.links.length, renumbered: false });
  assert.deepEqual(await copy.export(), doc);

  const clash = await copy.import(doc);
  assert.equal(clash.renumbered, true);
  assert.equal((await copy.stats()).traces, 6);

  await assert.rejects(
    copy.import({ format: "engram", version: 1, traces: [{ id: 1 }], links: [] }),
    (e: Error) => e instanceof TypeError && /^Invalid export document: traces\[0\]/.test(e.message),
  );
  await assert.rejects(
    copy.import({ format: "engram", version: 99, traces: [], links: [] }),
    /newer/,
  );
  assert.equal((await copy.stats()).traces, 6, "a bad document writes nothing");
  mem.close();
  copy.close();
});

Deno.test("meta nested past the store's JSON depth is refused, not stored", async () => {
  const { mem } = brain();
  const deep = (n: number): Record<string, unknown> => n === 0 ? { leaf: 1 } : { a: deep(n - 1) };
  await assert.rejects(mem.remember("deep", { meta: deep(2000) }), /nested deeper than 64/);
  const ok = await mem.remember("shallow enough", { meta: deep(60) });
  assert.equal((await mem.list({ meta: { leaf: 1 } })).total, 0);
  assert.equal((await mem.get(ok.id))!.content, "shallow enough");
  await mem.close();
});
