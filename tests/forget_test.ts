import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { Clock, hashingEmbedder, Memory, SqliteStore } from "../mod.ts";
import { brain, tempDir } from "./helpers.ts";

Deno.test("forget selects by id, ids, query, kind and before; dryRun changes nothing", async () => {
  const { mem, clock } = brain();
  const name = await mem.remember("user's name is Hieu", { kind: "core" });
  const f1 = await mem.remember("flight numbers: VN 254 to Hanoi");
  const f2 = await mem.remember("the flight number for Tokyo is JL 750");
  const bf = await mem.remember("had pho for breakfast");
  clock.jump({ days: 10 });
  const bf2 = await mem.remember("two breakfasts in a row at the market");
  const cjk = await mem.remember("用户对花粉过敏");

  const dry = await mem.forget({ query: "flight numbers" }, { dryRun: true });
  assert.deepEqual(dry.ids, [f1.id, f2.id], "all words must match; word forms count");
  assert.equal(dry.dryRun, true);
  assert.deepEqual(dry.traces.map((t) => t.content), [f1.content, f2.content]);
  assert.equal((await mem.stats()).traces, 6, "a dry run changes nothing");

  assert.deepEqual((await mem.forget({ query: "breakfast" }, { dryRun: true })).ids, [
    bf.id,
    bf2.id,
  ]);
  assert.deepEqual((await mem.forget({ query: "花粉" }, { dryRun: true })).ids, [cjk.id]);
  assert.deepEqual((await mem.forget({ kind: "core" }, { dryRun: true })).ids, [name.id]);
  assert.deepEqual(
    (await mem.forget({ before: new Date(clock.now() - 86_400_000) }, { dryRun: true })).ids,
    [name.id, f1.id, f2.id, bf.id],
  );
  assert.deepEqual((await mem.forget({ ids: [bf2.id, 999, bf2.id] }, { dryRun: true })).ids, [
    bf2.id,
  ]);

  const real = await mem.forget({ query: "flight numbers" });
  assert.deepEqual(real, {
    count: 2,
    ids: [f1.id, f2.id],
    dryRun: false,
    traces: [],
    scrubbed: true,
  });
  assert.equal(await mem.get(f1.id), null);
  assert.deepEqual(await mem.recall("flight", { reinforce: false }), []);
  assert.equal((await mem.forget({ id: f1.id })).count, 0, "already gone");
  assert.equal((await mem.stats()).lifetime.forgotten, 2);
  mem.close();
});

Deno.test("forget is total: rows, both indexes, vector and links are gone", async () => {
  using dir = tempDir();
  const path = `${dir.path}/brain.db`;
  const clock = new Clock({ virtual: true });
  // Vectors that are stored (the default embedder's are derived from the text, none stored).
  const mem = new Memory(path, { clock, embedder: { ...hashingEmbedder(), derivable: false } });
  const a = await mem.remember("Anna's birthday is on the 4th of May");
  const b = await mem.remember("Anna likes lilies");
  clock.jump({ days: 1 });
  await mem.recall("Anna", { k: 2 });
  assert.equal((await mem.stats()).links, 1);
  await mem.forget({ id: a.id });
  mem.close();

  const db = new DatabaseSync(path);
  const one = (sql: string, ...p: number[]) => (db.prepare(sql).get(...p) as { n: number }).n;
  assert.equal(one("SELECT count(*) AS n FROM traces WHERE id = ?", a.id), 0);
  assert.equal(one("SELECT count(*) AS n FROM vectors WHERE id = ?", a.id), 0);
  assert.equal(one("SELECT count(*) AS n FROM links"), 0);
  assert.equal(one("SELECT count(*) AS n FROM lex WHERE lex MATCH 'birthday'"), 0);
  // The vocabulary drops the words no other trace holds, and keeps the rest.
  assert.equal(one("SELECT count(*) AS n FROM words WHERE w IN ('birthday', '4th', 'may')"), 0);
  assert.equal(one("SELECT count(*) AS n FROM words WHERE w = 'anna'"), 1);
  assert.equal(one("SELECT count(*) AS n FROM vectors WHERE id = ?", b.id), 1, "the rest stays");
  assert.equal(one("SELECT count(*) AS n FROM history WHERE id = ?", a.id), 0);
  assert.ok(one("SELECT count(*) AS n FROM history WHERE id = ?", b.id) > 0, "the rest stays");
  assert.deepEqual(db.prepare("PRAGMA foreign_key_check").all(), []);
  db.close();
});

Deno.test("a large forget leaves no vector, link or history of what it deleted", async () => {
  using dir = tempDir();
  const path = `${dir.path}/brain.db`;
  const clock = new Clock({ virtual: true });
  const store = new SqliteStore(path);
  const mem = Memory.open(store, {
    clock,
    embedder: { ...hashingEmbedder(), derivable: false },
  });
  // Past the store's in-place limit, so the bulk path deletes them.
  const ids: number[] = [];
  for (let i = 0; i < 100; i++) {
    ids.push((await mem.remember(`${i % 2 === 0 ? "tulip" : "daisy"} bed number ${i}`)).id);
  }
  // Each note linked to the next (a tulip to a daisy, both ways round) and given a history.
  await store.setLinks(ids.slice(1).map((b, i) => ({ a: ids[i], b, w: 0.3 })));
  await store.appendHistory(
    ids.map((id) => ({ id, at: clock.now(), event: "reinforced" as const, before: 1, after: 2 })),
  );
  assert.equal((await mem.forget({ query: "tulip" })).count, 50);
  await mem.close();

  const db = new DatabaseSync(path);
  const one = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  const gone = "(SELECT id FROM traces)";
  assert.equal(one("SELECT count(*) AS n FROM traces"), 50);
  assert.equal(one(`SELECT count(*) AS n FROM vectors WHERE id NOT IN ${gone}`), 0);
  assert.equal(one(`SELECT count(*) AS n FROM history WHERE id NOT IN ${gone}`), 0);
  assert.equal(
    one(`SELECT count(*) AS n FROM links WHERE a NOT IN ${gone} OR b NOT IN ${gone}`),
    0,
  );
  assert.equal(one("SELECT count(*) AS n FROM vectors"), 50, "the daisies keep theirs");
  assert.ok(one("SELECT count(*) AS n FROM history") > 0, "and their history");
  assert.deepEqual(db.prepare("PRAGMA foreign_key_check").all(), []);
  db.close();
});

Deno.test("forgotten secrets leave no bytes in the database file or its WAL", async () => {
  using dir = tempDir();
  const path = `${dir.path}/brain.db`;
  const mem = new Memory(path, { clock: new Clock({ virtual: true }) });
  const secret = (i: number) => `zq${(i * 7919 + 104729).toString(36)}secretvault${i}x`;
  const secrets = Array.from({ length: 100 }, (_, i) => secret(i));
  await mem.rememberMany(
    Array.from({ length: 300 }, (_, i) => `ordinary note number ${i} about the garden`),
  );
  const written = await mem.rememberMany(secrets.map((s) => `the locker combination is ${s}`));
  await mem.rememberMany(Array.from({ length: 50 }, (_, i) => `another note ${i} about lunch`));
  await mem.recall("locker combination", { k: 5 });
  // A few at a time are erased in place; many at once are tombstoned and the indexes rewritten.
  for (const t of written.slice(0, 30)) await mem.forget({ id: t.id });
  assert.equal((await mem.forget({ ids: written.slice(30).map((t) => t.id) })).count, 70);
  const bytes = (p: string) => {
    try {
      return new TextDecoder("latin1").decode(Deno.readFileSync(p));
    } catch {
      return "";
    }
  };
  const check = () => {
    const file = bytes(path) + bytes(`${path}-wal`);
    assert.ok(file.length > 0);
    assert.ok(file.includes("ordinary note number 299"), "the scan can see live text");
    const found = secrets.filter((s) => file.includes(s) || file.includes(s.slice(0, 12)));
    assert.deepEqual(found, []);
  };
  check();
  assert.equal((await mem.stats()).traces, 350);
  mem.close();
  check();
});

Deno.test("forgetting a newer state clears the older one's superseded mark", async () => {
  const { mem, clock } = brain();
  const hanoi = await mem.remember("user lives in Hanoi", { salience: 0.8 });
  clock.jump({ days: 3 });
  const saigon = await mem.remember("user lives in Saigon", { salience: 0.8 });
  assert.equal((await mem.get(hanoi.id))!.supersededBy, saigon.id);
  await mem.forget({ id: saigon.id });
  assert.equal((await mem.get(hanoi.id))!.supersededBy, null);
  const [hit] = await mem.recall("where does the user live?", { reinforce: false });
  assert.equal(hit.trace.id, hanoi.id);
  mem.close();
});

Deno.test("a word learned from use and forgotten leaves no bytes in the file or its WAL", async () => {
  using dir = tempDir();
  const path = `${dir.path}/brain.db`;
  const mem = new Memory(path, { clock: new Clock({ virtual: true }) });
  const notes = await mem.rememberMany(
    Array.from({ length: 200 }, (_, i) => `ordinary note number ${i} about the garden`),
  );
  const secrets = Array.from({ length: 20 }, (_, i) => `qzsecretword${i}vault`);
  // Memories learn the secret words from the questions they answered; none holds them.
  for (const [i, s] of secrets.entries()) {
    await mem.used([notes[i].id], { cue: `is ${s} in the garden?` });
  }
  assert.equal((await mem.recall(secrets[3], { reinforce: false }))[0].trace.id, notes[3].id);
  for (const s of secrets) assert.equal((await mem.forget({ query: s })).count, 0);
  const file = ["", "-wal"].map((x) => {
    try {
      return new TextDecoder("latin1").decode(Deno.readFileSync(path + x));
    } catch {
      return "";
    }
  }).join("");
  assert.ok(file.includes("ordinary note number 199"), "the scan can see live text");
  assert.deepEqual(secrets.filter((s) => file.includes(s.slice(0, 14))), []);
  assert.deepEqual(await mem.recall(secrets[3], { reinforce: false }), []);
  assert.equal((await mem.stats()).traces, 200);
  mem.close();
});
