import assert from "node:assert/strict";
import { FORGETTING_FLOOR, InputError, NotFoundError } from "../mod.ts";
import { brain } from "./helpers.ts";

Deno.test("list pages, filters and orders traces without reinforcing them", async () => {
  const { mem, clock } = brain();
  const tea = await mem.remember("user prefers green tea", {
    tags: ["drinks"],
    meta: { source: "chat", turn: 3 },
  });
  clock.jump({ days: 1 });
  const standup = await mem.remember("standup is at 10am", { kind: "semantic", salience: 0.9 });
  clock.jump({ days: 1 });
  const pho = await mem.remember("had pho for breakfast", { salience: 0.1 });
  clock.jump({ days: 3 });

  const ids = async (options: Parameters<typeof mem.list>[0]) =>
    (await mem.list(options)).traces.map((t) => t.id);
  assert.deepEqual(await ids({}), [pho.id, standup.id, tea.id]);
  assert.deepEqual(await ids({ order: "oldest" }), [tea.id, standup.id, pho.id]);
  assert.deepEqual(await ids({ order: "strongest" }), [standup.id, tea.id, pho.id]);
  assert.deepEqual((await ids({ order: "fading" }))[0], pho.id);
  assert.deepEqual(await ids({ tags: ["drinks"] }), [tea.id]);
  assert.deepEqual(await ids({ meta: { source: "chat", turn: 3 } }), [tea.id]);
  assert.deepEqual(await ids({ meta: { turn: "3" } }), []);
  assert.deepEqual(await ids({ kinds: ["semantic"] }), [standup.id]);
  assert.deepEqual(await ids({ createdAfter: standup.createdAt }), [pho.id, standup.id]);
  assert.deepEqual(await ids({ createdBefore: standup.createdAt }), [tea.id]);
  // Retention now: pho (S 1.4 d, 3 days) ≈ 0.12; tea (S 3 d, 5 days) ≈ 0.19; standup ≈ 0.75.
  assert.deepEqual(await ids({ maxRetention: 0.15 }), [pho.id]);
  assert.deepEqual(await ids({ minRetention: 0.5 }), [standup.id]);
  const page = await mem.list({ order: "oldest", limit: 1, offset: 1 });
  assert.deepEqual(page.traces.map((t) => t.id), [standup.id]);
  assert.equal(page.total, 3);
  assert.equal((await mem.get(tea.id))!.recalls, 0, "listing reinforces nothing");

  await assert.rejects(mem.list({ order: "best" as "recent" }), InputError);
  await assert.rejects(mem.list({ limit: 0 }), RangeError);
  await assert.rejects(mem.list({ meta: { "a.b": 1 } }), /meta filter field/);
  await assert.rejects(mem.list({ minRetention: 0 }), /minRetention/);
  await mem.close();
});

Deno.test("recall and context accept the same selection", async () => {
  const { mem } = brain();
  await mem.remember("project alpha deadline is friday", { meta: { project: "alpha" } });
  await mem.remember("project beta deadline is monday", { meta: { project: "beta" } });
  const hits = await mem.recall("project deadline", { meta: { project: "beta" } });
  assert.deepEqual(hits.map((h) => h.trace.content), ["project beta deadline is monday"]);
  const block = await mem.context("project deadline", { meta: { project: "alpha" } });
  assert.match(block, /alpha/);
  assert.doesNotMatch(block, /beta/);
  await mem.close();
});

Deno.test("show gives retention, the stability history, links and supersession", async () => {
  const { mem, clock } = brain();
  const a = await mem.remember("user's dentist is Dr Lee", { salience: 0.8 });
  const b = await mem.remember("dentist appointments are on tuesdays", { salience: 0.8 });
  clock.jump({ days: 2 });
  const [hit] = await mem.recall("dentist");
  clock.jump({ days: 3 });
  await mem.recall("dentist lee tuesdays");
  const details = (await mem.show(a.id))!;
  assert.equal(details.trace.id, a.id);
  assert.equal(details.retention, details.trace.retention(clock.now()));
  const reinforced = details.history.filter((e) => e.event === "reinforced");
  assert.ok(reinforced.length >= 1);
  assert.equal(reinforced[0].before, a.stability);
  assert.equal(reinforced.at(-1)!.after, details.trace.stability);
  assert.ok(hit.trace.id === a.id || hit.trace.id === b.id);
  assert.deepEqual(details.links.map((l) => l.trace.id), [b.id]);
  assert.ok(details.links[0].weight > 0);
  assert.equal(await mem.show(999), null);

  const newer = await mem.remember("user's dentist is Dr Park");
  const stale = await mem.supersede(a.id, newer.id);
  assert.equal(stale.supersededBy, newer.id);
  assert.ok(stale.stability < details.trace.stability, "a superseded trace fades faster");
  const after = (await mem.show(a.id))!;
  assert.equal(after.supersededBy!.id, newer.id);
  assert.equal(after.history.at(-1)!.event, "superseded");
  assert.deepEqual((await mem.show(newer.id))!.supersedes.map((t) => t.id), [a.id]);
  await assert.rejects(mem.supersede(a.id, a.id), InputError);
  await assert.rejects(mem.supersede(a.id, 999), NotFoundError);
  await mem.close();
});

Deno.test("update corrects a memory in place: re-indexed, stability kept", async () => {
  const { mem, clock } = brain();
  const t = await mem.remember("user drives a Subaru Forester", { tags: ["car"] });
  clock.jump({ days: 1 });
  await mem.recall("subaru");
  const before = (await mem.get(t.id))!;
  const updated = await mem.update(t.id, {
    content: "user drives a Subaru Outback",
    tags: ["car", "corrected"],
    meta: { by: "user" },
  });
  assert.equal(updated.content, "user drives a Subaru Outback");
  assert.equal(updated.stability, before.stability);
  assert.equal(updated.lastReinforcedAt, before.lastReinforcedAt);
  assert.deepEqual(updated.tags, ["car", "corrected"]);
  assert.deepEqual(await mem.recall("forester", { reinforce: false }), []);
  const [hit] = await mem.recall("outback", { reinforce: false });
  assert.equal(hit.trace.id, t.id);
  assert.equal((await mem.show(t.id))!.history.at(-1)!.event, "updated");
  await assert.rejects(mem.update(t.id, { content: "" }), InputError);
  await assert.rejects(mem.update(t.id, { colour: "red" } as never), /unknown field "colour"/);
  await assert.rejects(mem.update(999, { tags: [] }), NotFoundError);
  assert.equal((await mem.get(t.id))!.content, "user drives a Subaru Outback");
  await mem.close();
});

Deno.test("a dry-run dream reports what it would do and writes nothing; dreams are logged", async () => {
  const { mem, clock } = brain();
  const old = await mem.remember("parked on level 3", { salience: 0.1 });
  await mem.rememberMany([
    "had pho for breakfast",
    "had pho for breakfast again this morning",
    "Pho for breakfast again, as usual",
  ]);
  clock.jump({ days: 9 });
  const exported = JSON.stringify(await mem.export());
  const dry = await mem.dream({ dryRun: true });
  assert.equal(dry.dryRun, true);
  assert.match(dry.toString(), /^dream dry run \(nothing written\)/);
  assert.ok(old.retention(clock.now()) < FORGETTING_FLOOR);
  assert.deepEqual(dry.changes.dissolved, [old.id]);
  assert.equal(dry.changes.gists.length, 1);
  assert.equal(dry.changes.gists[0].from.length, 3);
  assert.equal(dry.changes.gists[0].into, null);
  assert.equal(JSON.stringify(await mem.export()), exported, "a dry run writes nothing");
  assert.deepEqual(await mem.dreams(), []);

  const real = await mem.dream();
  assert.deepEqual(
    { ...real, at: 0 },
    { ...dry, at: 0, dryRun: false, changes: { ...dry.changes, gists: real.changes.gists } },
  );
  assert.ok(real.changes.gists[0].into! > 0);
  const [logged] = await mem.dreams();
  assert.equal(logged.at, real.at);
  assert.equal(logged.toString(), real.toString());
  await mem.close();
});
