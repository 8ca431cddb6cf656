/**
 * dream(): dissolve, merge, gist and associate in one transaction, on a virtual clock.
 */
import assert from "node:assert/strict";
import { DAY_MS } from "../src/core/clock.ts";
import { Clock, defaultDistiller, FORGETTING_FLOOR, Memory, SqliteStore } from "../mod.ts";
import { brain, exportDoc as doc, tempDir } from "./helpers.ts";

/** The seed's day: two duplicate pairs, three breakfasts, two related facts, one stray note. */
const SEED_DAY = [
  "user is allergic to peanuts",
  "Dentist appointment on Thursday at 3pm",
  "had pho for breakfast",
  "Lan is training for the Hanoi marathon",
  "User is allergic to peanuts!",
  "had pho for breakfast again this morning",
  "the kitchen tap is leaking",
  "dentist appointment Thursday 3pm",
  "the Hanoi marathon is in November",
  "Pho for breakfast again, as usual",
];

const SEED_REPORT = `dream complete: scanned 10 traces
  merged 2 duplicates
  distilled 1 gist from 3 episodes
  formed 1 new association
  dissolved 0 traces past the forgetting floor
  new knowledge: had pho for breakfast again
net trace change overnight: -4`;

async function seedDay(mem: Memory, clock: Clock): Promise<void> {
  for (const note of SEED_DAY) {
    await mem.remember(note);
    clock.jump({ hours: 1 });
  }
}

async function contents(mem: Memory): Promise<string[]> {
  return (await mem.export()).traces.map((t) => t.content).sort();
}

Deno.test("the seed's night: ten messy notes become six clean traces", async () => {
  const { mem, clock } = brain();
  await seedDay(mem, clock);
  const report = await mem.dream();
  assert.equal(report.toString(), SEED_REPORT);
  assert.deepEqual(
    [report.scanned, report.merged, report.gists, report.distilled, report.associations],
    [10, 2, 1, 3, 1],
  );
  assert.equal(report.dissolved, 0);
  assert.equal(report.netChange, -4);
  assert.deepEqual(report.newKnowledge, ["had pho for breakfast again"]);
  assert.deepEqual(await contents(mem), [
    "Dentist appointment on Thursday at 3pm",
    "Lan is training for the Hanoi marathon",
    "had pho for breakfast again",
    "the Hanoi marathon is in November",
    "the kitchen tap is leaking",
    "user is allergic to peanuts",
  ]);
  const { traces, links } = await mem.export();
  const gist = traces.find((t) => t.content === "had pho for breakfast again")!;
  assert.equal(gist.kind, "semantic");
  assert.deepEqual(gist.sources.map((s) => s.id), [3, 6, 10]);
  const lan = traces.find((t) => t.content.startsWith("Lan"))!;
  const november = traces.find((t) => t.content.endsWith("November"))!;
  assert.equal(links.length, 1);
  assert.deepEqual([links[0].a, links[0].b], [lan.id, november.id]);
  assert.ok(links[0].w > 0 && links[0].w <= 0.25, `a weak link, got ${links[0].w}`);
  // The gisted episodes are gone for real: no recall finds their wording.
  assert.equal(await mem.get(6), null);
  const hits = await mem.recall("breakfast this morning", { reinforce: false });
  assert.equal(hits[0].trace.id, gist.id);
  assert.ok(hits.every((h) => !h.trace.content.includes("morning")));

  const stats = await mem.stats();
  assert.equal(stats.traces, 6);
  assert.equal(stats.lastDreamAt, clock.now());
  assert.deepEqual(
    [stats.lifetime.dreams, stats.lifetime.merged, stats.lifetime.gists],
    [1, 2, 1],
  );
  assert.deepEqual(
    [stats.lifetime.distilled, stats.lifetime.associated, stats.lifetime.dissolved],
    [3, 1, 0],
  );
  mem.close();
});

Deno.test("a second dream right after the first changes nothing", async () => {
  const { mem, clock } = brain();
  await seedDay(mem, clock);
  await mem.remember("user lives in Hanoi");
  clock.jump({ days: 1 });
  await mem.remember("user moved to Saigon");
  await mem.dream();
  const before = await mem.export();
  const again = await mem.dream();
  const after = await mem.export();
  assert.deepEqual(after.traces, before.traces);
  assert.deepEqual(after.links, before.links);
  assert.deepEqual(
    [again.merged, again.gists, again.distilled, again.associations, again.dissolved],
    [0, 0, 0, 0, 0],
  );
  assert.equal(again.superseded, 0);
  assert.equal(again.netChange, 0);
  assert.equal(again.toString().split("\n").at(-2), "  new knowledge: none");
  assert.equal((await mem.stats()).lifetime.dreams, 2);
  mem.close();
});

Deno.test("dissolve: below the floor goes, just above stays, core never goes", async () => {
  const { mem, clock } = brain();
  // Salience 0.5 → S = 3 days: retention crosses 0.02 after 3·ln(50) ≈ 11.74 days.
  const faded = await mem.remember("quokka sighting near the harbour");
  const core = await mem.remember("user's name is Minh", { kind: "core" });
  clock.jump({ hours: 12 });
  const younger = await mem.remember("wombat sighting near the bridge");
  clock.jump({ days: 11.5 });
  assert.ok(faded.retention(clock.now()) < FORGETTING_FLOOR);
  assert.ok(younger.retention(clock.now()) > FORGETTING_FLOOR);
  const report = await mem.dream();
  assert.equal(report.dissolved, 1);
  assert.equal(await mem.get(faded.id), null);
  assert.notEqual(await mem.get(younger.id), null);
  clock.jump({ days: 3650 });
  await mem.dream();
  assert.equal((await mem.get(core.id))?.content, "user's name is Minh");
  assert.equal(await mem.get(younger.id), null);
  assert.deepEqual(await mem.recall("quokka harbour"), []);
  assert.equal((await mem.stats()).lifetime.dissolved, 2);
  mem.close();
});

Deno.test("dissolve: a faded trace recalled yesterday is not dissolved", async () => {
  const { mem, clock } = brain();
  const kept = await mem.remember("the spare key is under the blue flowerpot");
  const twin = await mem.remember("the old bicycle pump is in the shed");
  clock.jump({ days: 11 });
  const [hit] = await mem.recall("spare key flowerpot");
  assert.equal(hit.trace.id, kept.id);
  clock.jump({ days: 1 });
  const report = await mem.dream();
  assert.equal(report.dissolved, 1);
  assert.equal(await mem.get(twin.id), null);
  const survivor = (await mem.get(kept.id))!;
  assert.ok(survivor.retention(clock.now()) > 0.5, "reinforced yesterday: well retained");
  mem.close();
});

Deno.test("dissolve rewires neighbours: A–x–B becomes a weaker A–B", async () => {
  const { mem, clock } = brain();
  const now = clock.now();
  await mem.import(doc(now, [
    { content: "Lan plays the violin", kind: "core" },
    { content: "the concert hall on Trang Tien street", ageDays: 40 },
    { content: "tickets for the symphony in March", stability: 30 },
    { content: "Lan's violin teacher is Mr Hai", stability: 30 },
  ], [{ a: 1, b: 2, w: 0.6 }, { a: 2, b: 3, w: 0.5 }, { a: 2, b: 4, w: 0.4 }, {
    a: 1,
    b: 4,
    w: 0.9,
  }]));
  const report = await mem.dream();
  assert.equal(report.dissolved, 1);
  assert.equal(await mem.get(2), null);
  const links = (await mem.export()).links.map((l) => [l.a, l.b, Number(l.w.toFixed(6))]);
  // 1–3 and 3–4 are new at half the product; 1–4 was stronger already and stays.
  assert.deepEqual(links, [[1, 3, 0.15], [1, 4, 0.9], [3, 4, 0.1]]);
  assert.equal(report.rewired, 2);
  mem.close();
});

Deno.test("merge: stabilities fuse, recalls add up, links union, times span", async () => {
  const { mem, clock } = brain();
  const now = clock.now();
  await mem.import(doc(now, [
    {
      content: "user is allergic to peanuts",
      stability: 10,
      recalls: 2,
      ageDays: 5,
      tags: ["health"],
    },
    {
      content: "User has a peanut allergy!",
      stability: 4,
      recalls: 3,
      ageDays: 1,
      tags: ["food"],
      salience: 0.9,
    },
    { content: "satay sauce recipe", stability: 20 },
    { content: "emergency epipen in the kitchen drawer", stability: 20 },
  ], [{ a: 1, b: 3, w: 0.3 }, { a: 2, b: 4, w: 0.7 }, { a: 1, b: 2, w: 0.5 }]));
  const report = await mem.dream();
  assert.equal(report.merged, 1);
  assert.equal(await mem.get(2), null);
  const fused = (await mem.get(1))!;
  assert.equal(fused.content, "user is allergic to peanuts");
  assert.equal(fused.stability, 10 + 0.5 * 4, "at least the stronger one's");
  assert.equal(fused.recalls, 5);
  assert.equal(fused.createdAt, now - 5 * DAY_MS);
  assert.equal(fused.lastReinforcedAt, now - 1 * DAY_MS);
  assert.equal(fused.salience, 0.9);
  assert.deepEqual(fused.tags, ["health", "food"]);
  const links = (await mem.export()).links.map((l) => [l.a, l.b, l.w]);
  assert.deepEqual(links, [[1, 3, 0.3], [1, 4, 0.7]]);
  mem.close();
});

Deno.test("merge: paraphrases fuse; a different value, place or day never does", async () => {
  const { mem } = brain();
  await mem.rememberMany([
    "user is allergic to peanuts",
    "I'm allergic to peanuts.",
    "User has a peanut allergy!",
    "Lan visited Hanoi",
    "Lan visited Saigon",
    "the standup is on Tuesday",
    "the standup is on Friday",
    "user likes jazz",
    "user doesn't like jazz",
    "bought 3 apples",
    "bought 4 apples",
    "Meeting with Lan at 3pm on Tuesday",
    "meeting with Lan on Tuesday at 3pm",
  ]);
  const report = await mem.dream();
  assert.equal(report.merged, 3);
  assert.deepEqual(await contents(mem), [
    "Lan visited Hanoi",
    "Lan visited Saigon",
    "Meeting with Lan at 3pm on Tuesday",
    "bought 3 apples",
    "bought 4 apples",
    "the standup is on Friday",
    "the standup is on Tuesday",
    "user doesn't like jazz",
    "user is allergic to peanuts",
    "user likes jazz",
  ]);
  mem.close();
});

Deno.test("gist: carries the episodes' combined stability, recalls and provenance", async () => {
  const { mem, clock } = brain();
  const now = clock.now();
  await mem.import(doc(now, [
    { content: "went running in the park", stability: 2, ageDays: 3, recalls: 1 },
    { content: "went running in the park again today", stability: 3, ageDays: 2 },
    { content: "Went running in the park on Sunday", stability: 4, ageDays: 1, recalls: 2 },
    { content: "the park cafe sells good coffee", stability: 10 },
  ], [{ a: 2, b: 4, w: 0.4 }]));
  const report = await mem.dream();
  assert.equal(report.gists, 1);
  assert.equal(report.distilled, 3);
  assert.deepEqual(report.newKnowledge, ["went running in the park again"]);
  for (const id of [1, 2, 3]) assert.equal(await mem.get(id), null);
  const gist = (await mem.export()).traces.find((t) => t.kind === "semantic")!;
  assert.equal(gist.content, "went running in the park again");
  assert.equal(gist.stability, 2 + 3 + 4);
  assert.equal(gist.recalls, 3);
  assert.deepEqual(gist.sources, [
    { id: 1, createdAt: now - 3 * DAY_MS },
    { id: 2, createdAt: now - 2 * DAY_MS },
    { id: 3, createdAt: now - 1 * DAY_MS },
  ]);
  assert.equal(gist.createdAt, now - 3 * DAY_MS);
  assert.equal(gist.lastReinforcedAt, now - 1 * DAY_MS);
  const link = (await mem.export()).links.find((l) => l.a === 4 || l.b === 4);
  assert.deepEqual([link?.a, link?.b, link?.w], [4, gist.id, 0.4], "the episode's link moved");
  mem.close();
});

Deno.test("gist: facts that differ in what, not when, stay apart", async () => {
  const { mem } = brain();
  await mem.rememberMany([
    "user is allergic to peanuts",
    "user is allergic to shellfish",
    "user is allergic to cats",
    "Lan lives in Hanoi",
    "Minh lives in Hanoi",
    "Hoa lives in Hanoi",
    "had pho with Lan",
    "had pho with Minh",
    "had pho with Hoa",
  ]);
  const report = await mem.dream();
  assert.equal(report.gists, 0);
  assert.equal((await mem.stats()).traces, 9);
  mem.close();
});

Deno.test("gist: the summarizer hook writes the text, sync or async", async () => {
  for (const asynchronous of [false, true]) {
    const { mem, clock } = brain();
    await seedDay(mem, clock);
    const calls: string[][] = [];
    const summarizer = (episodes: string[]) => {
      calls.push(episodes);
      const text = `eats pho most mornings (${episodes.length} times)`;
      return asynchronous ? Promise.resolve(text) : text;
    };
    const report = await mem.dream({ summarizer });
    assert.deepEqual(calls, [[
      "had pho for breakfast",
      "had pho for breakfast again this morning",
      "Pho for breakfast again, as usual",
    ]]);
    assert.deepEqual(report.newKnowledge, ["eats pho most mornings (3 times)"]);
    const gist = (await mem.export()).traces.find((t) => t.kind === "semantic")!;
    assert.equal(gist.content, "eats pho most mornings (3 times)");
    assert.equal(gist.sources.length, 3);
    assert.equal(report.netChange, -4, "the bookkeeping is the same as without a summarizer");
    mem.close();
  }
});

Deno.test("the default distiller keeps the representative episode and notes repetition", () => {
  assert.equal(
    defaultDistiller(["Went running in the park this morning", "went running in the park."]),
    "went running in the park again",
  );
  assert.equal(
    defaultDistiller(["pho for breakfast as usual", "pho for breakfast again"]),
    "pho for breakfast again",
  );
});

Deno.test("a summarizer that throws mid-dream leaves the brain exactly as before", async () => {
  for (const failure of ["throw", "reject", "empty"] as const) {
    const { mem, clock } = brain();
    await seedDay(mem, clock);
    await mem.rememberMany([
      "went running in the park",
      "went running in the park again today",
      "went running in the park this evening",
    ]);
    await mem.remember("an old note about the quokka", { salience: 0 });
    clock.jump({ days: 5 });
    const before = await mem.export();
    let calls = 0;
    const summarizer = (episodes: string[]) => {
      calls++;
      if (calls === 1) return episodes[0];
      if (failure === "throw") throw new Error("LLM unavailable");
      if (failure === "reject") return Promise.reject(new Error("LLM unavailable"));
      return "   ";
    };
    if (failure === "empty") {
      await assert.rejects(mem.dream({ summarizer }), TypeError);
    } else {
      await assert.rejects(mem.dream({ summarizer }), /LLM unavailable/);
    }
    assert.equal(calls, 2, "failed on the second gist, after the first was summarised");
    assert.deepEqual(await mem.export(), before);
    const report = await mem.dream();
    assert.equal(report.gists, 2, "and a later dream works");
    assert.equal(report.dissolved, 1);
    mem.close();
  }
});

Deno.test("dream options are checked", async () => {
  const { mem } = brain();
  await assert.rejects(
    // deno-lint-ignore no-explicit-any
    mem.dream({ summarizer: "gpt" as any }),
    (e) => e instanceof TypeError && /summarizer/.test(e.message),
  );
  mem.close();
});

Deno.test("a gist that restates known knowledge strengthens it instead of duplicating it", async () => {
  const { mem, clock } = brain();
  const known = await mem.remember("had pho for breakfast again", { kind: "semantic" });
  await mem.rememberMany([
    "had pho for breakfast",
    "had pho for breakfast this morning",
    "pho for breakfast today",
  ]);
  const report = await mem.dream();
  assert.equal(report.gists, 0);
  assert.equal(report.distilled, 3);
  assert.equal(report.netChange, -3);
  const after = (await mem.get(known.id))!;
  assert.equal(after.sources.length, 3);
  assert.ok(after.stability > known.stability);
  assert.equal((await mem.stats()).traces, 1);
  assert.equal((await mem.dream()).netChange, 0);
  void clock;
  mem.close();
});

Deno.test("associations are weak and a trace gets at most five", async () => {
  const { mem } = brain();
  await mem.rememberMany([
    "the Zanzibar trip budget",
    "Zanzibar trip flights booked",
    "Zanzibar trip hotel on the beach",
    "Zanzibar trip snorkelling day",
    "Zanzibar trip packing list",
    "Zanzibar trip visa paperwork",
    "Zanzibar trip spice market tour",
    "Zanzibar trip vaccinations",
  ]);
  const report = await mem.dream();
  assert.ok(report.associations > 0);
  const { links } = await mem.export();
  const degree = new Map<number, number>();
  for (const l of links) {
    degree.set(l.a, (degree.get(l.a) ?? 0) + 1);
    degree.set(l.b, (degree.get(l.b) ?? 0) + 1);
    assert.ok(l.w <= 0.25);
  }
  assert.ok(Math.max(...degree.values()) <= 5);
  assert.equal(links.length, report.associations);
  mem.close();
});

Deno.test("a dream skips what another process changed during it, and applies the rest", async () => {
  using dir = tempDir();
  const path = `${dir.path}/brain.db`;
  const clock = new Clock({ virtual: true, start: "2026-10-01T09:00:00Z" });
  const a = new Memory(path, { clock });
  const b = new Memory(path, { clock });
  const faded = await a.remember("the quokka lives on Rottnest island");
  clock.jump({ days: 13 });
  await a.rememberMany([
    "had pho for breakfast",
    "had pho for breakfast again",
    "pho for breakfast today",
  ]);
  let rescued = false;
  const report = await a.dream({
    summarizer: async (episodes) => {
      if (!rescued) {
        // Another process recalls the faded trace while the summarizer runs.
        rescued = true;
        const [hit] = await b.recall("quokka Rottnest");
        assert.equal(hit.trace.id, faded.id);
      }
      return episodes[0];
    },
  });
  assert.equal(report.dissolved, 0, "the part of the plan the recall touched was left out");
  assert.equal(report.skipped, 1);
  assert.notEqual(await a.get(faded.id), null);
  assert.equal(report.gists, 1);
  a.close();
  b.close();
});

Deno.test("dissolved text leaves no bytes in the brain file or its WAL", async () => {
  using dir = tempDir();
  const path = `${dir.path}/brain.db`;
  const clock = new Clock({ virtual: true, start: "2026-10-01T09:00:00Z" });
  const mem = new Memory(path, { clock });
  await mem.remember("xylophonist zebracorn secret");
  await mem.remember("a note that stays", { kind: "core" });
  const bytes = () => {
    let text = "";
    for (const suffix of ["", "-wal"]) {
      try {
        text += new TextDecoder("latin1").decode(Deno.readFileSync(path + suffix));
      } catch (e) {
        if (!(e instanceof Deno.errors.NotFound)) throw e;
      }
    }
    return text;
  };
  assert.ok(bytes().includes("zebracorn"));
  clock.jump({ days: 30 });
  assert.equal((await mem.dream()).dissolved, 1);
  assert.ok(!bytes().includes("zebracorn"));
  assert.ok(!bytes().includes("xylophonist"));
  mem.close();
});

Deno.test("dream keeps notes apart that differ only by a non-Latin mark", async () => {
  const { mem } = brain();
  // Voicing marks in kana and vowel signs in Devanagari change the word; only Latin
  // diacritics fold away.
  await mem.rememberMany([
    "ハザードマップ 確認した",
    "ハサードマップ 確認した",
    "नमस्ते लिखा",
    "नमस लिखा",
    "had phở for breakfast",
    "had pho for breakfast",
  ]);
  const report = await mem.dream();
  assert.equal(report.merged, 1, String(report));
  assert.equal((await mem.stats()).traces, 5);
  mem.close();
});

Deno.test("merge: variants that differ only in spacing, punctuation or how a time is written", async () => {
  const { mem } = brain();
  await mem.rememberMany([
    "call at 10am",
    "call at 10 am",
    "sync moved to 3pm",
    "sync moved to 3 pm",
    "Meeting at 10:00.",
    "meeting at 10.00",
    "user's e-mail is jo@home.example",
    "users email is jo@home.example",
    "call at 11am",
  ]);
  const report = await mem.dream();
  assert.equal(report.merged, 4);
  assert.deepEqual(await contents(mem), [
    "Meeting at 10:00.",
    "call at 10am",
    "call at 11am",
    "sync moved to 3pm",
    "user's e-mail is jo@home.example",
  ]);
  mem.close();
});

Deno.test("gist: episodes that differ only in detail gist into one habit, sources kept", async () => {
  const { mem, clock } = brain();
  const ids: number[] = [];
  for (
    const note of [
      "had a big bowl of pho for breakfast",
      "had pho for breakfast",
      "had beef pho for breakfast at 7:30",
      "went running in the park",
      "went cycling in the park",
      "went swimming in the park",
    ]
  ) {
    ids.push((await mem.remember(note)).id);
    clock.jump({ hours: 2 });
  }
  const report = await mem.dream();
  assert.equal(report.gists, 1, "the breakfasts gist; what was done in the park differs");
  assert.deepEqual(report.newKnowledge, ["had pho for breakfast again"]);
  const gist = (await mem.export()).traces.find((t) => t.kind === "semantic")!;
  assert.deepEqual(gist.sources.map((s) => s.id), ids.slice(0, 3));
  assert.equal((await mem.stats()).traces, 4);
  mem.close();
});

/** One brain file opened twice on one virtual clock, as a dreaming and a writing process would. */
function twoProcesses(): { a: Memory; b: Memory; now: number } & AsyncDisposable {
  const dir = tempDir();
  const now = Date.parse("2026-10-01T09:00:00Z");
  const clock = new Clock({ virtual: true, start: now });
  const a = new Memory(`${dir.path}/brain.db`, { clock });
  const b = new Memory(`${dir.path}/brain.db`, { clock });
  return {
    a,
    b,
    now,
    [Symbol.asyncDispose]: async () => {
      await a.close();
      await b.close();
      dir[Symbol.dispose]();
    },
  };
}

Deno.test("a fusion of hundreds is written in pieces; a member changed meanwhile stays", async () => {
  await using brain = twoProcesses();
  const { a, b, now } = brain;
  const copies = 700;
  await a.import(doc(
    now,
    Array.from({ length: copies }, (_, i) => ({
      content: "the blue kettle is in the cupboard",
      kind: "semantic" as const,
      stability: i === 0 ? 30 : 5,
      ageDays: (copies - i) / 1000,
    })),
  ));
  const last = copies; // the newest copy: in the fusion's last piece
  let changed = false;
  const report = await a.dream({
    onProgress: (step, done) => {
      if (step === "write" && done >= 1 && !changed) {
        changed = true;
        // Another process corrects one copy after the first transaction committed.
        b.update(last, { salience: 0.9 }).catch(() => {});
      }
    },
  });
  await new Promise((r) => setTimeout(r, 0));
  assert.ok(changed);
  assert.equal(report.merged, copies - 2, "every copy but the changed one fused");
  assert.equal(report.skipped, 1);
  const left = (await a.export()).traces;
  assert.deepEqual(left.map((t) => t.id).sort((x, y) => x - y), [1, last]);
  assert.equal((await a.get(last))?.salience, 0.9);
  assert.ok((await a.get(1))!.stability > 30, "the survivor carries the fused stability");
});

Deno.test("a night nobody else writes to reads no trace back while it writes", async () => {
  using dir = tempDir();
  const now = Date.parse("2026-10-01T09:00:00Z");
  const store = new SqliteStore(`${dir.path}/brain.db`);
  const mem = Memory.open(store, { clock: new Clock({ virtual: true, start: now }) });
  await mem.import(doc(now, [
    ...Array.from({ length: 300 }, (_, i) => ({
      content: "the blue kettle is in the cupboard",
      kind: "semantic" as const,
      stability: i === 0 ? 30 : 5,
      ageDays: (300 - i) / 1000,
    })),
    ...Array.from({ length: 40 }, (_, i) => ({
      content: `a faded note about parcel ${i}`,
      stability: 0.5,
      ageDays: 60,
    })),
  ]));
  let step = "";
  const reads: string[] = [];
  const getTraces = store.getTraces.bind(store);
  store.getTraces = (ids) => {
    reads.push(step);
    return getTraces(ids);
  };
  const report = await mem.dream({ onProgress: (at) => step = at });
  assert.equal(report.merged, 299);
  assert.equal(report.dissolved, 40);
  assert.equal(report.skipped, 0);
  assert.deepEqual(reads.filter((at) => at === "write"), [], "every row is as the plan read it");
  assert.deepEqual((await mem.export()).traces.map((t) => t.id), [1]);
  await mem.close();
});

Deno.test("the rest of two interleaved fusions is deleted in id order; a fusion whose first piece was skipped keeps all of it", async () => {
  await using brain = twoProcesses();
  const { a, b, now } = brain;
  const copies = 300; // of each text, alternating: ids 1, 3, 5… and 2, 4, 6…
  const texts = ["the blue kettle is in the cupboard", "the spare key hangs by the door"];
  await a.import(doc(
    now,
    Array.from({ length: 2 * copies }, (_, i) => ({
      content: texts[i % 2],
      kind: "semantic" as const,
      stability: i < 2 ? 30 : 5,
      ageDays: (2 * copies - i) / 1000,
    })),
  ));
  let changed = false;
  const report = await a.dream({
    onProgress: (step) => {
      if (step !== "write") return;
      if (!changed) {
        changed = true;
        // Another process corrects a copy of the key before the first transaction: the key's
        // fusion is left whole for the next dream.
        b.update(2 * copies, { salience: 0.9 }).catch(() => {});
      }
    },
  });
  await new Promise((r) => setTimeout(r, 0));
  assert.ok(changed);
  const left = (await a.export()).traces.map((t) => t.id).sort((x, y) => x - y);
  const keys = Array.from({ length: copies }, (_, i) => 2 * i + 2);
  assert.deepEqual(left, [1, ...keys], "the kettle fused into its first copy, the key untouched");
  assert.equal(report.merged, copies - 1);
  assert.equal(report.skipped, 1);
  assert.equal((await a.get(2 * copies))?.salience, 0.9);
  assert.ok((await a.get(1))!.stability > 30, "the survivor carries the fused stability");
});
