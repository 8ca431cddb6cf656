/** Scheduled dreams on the brain's clock, and never two dreams of one brain at once. */
import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import {
  BrainDirectory,
  Clock,
  dreamChangedBrains,
  dreamExclusively,
  DreamScheduler,
  Memory,
  nextDreamAt,
  StoreError,
} from "../mod.ts";
import { tempDir } from "./helpers.ts";

const HOUR = 3_600_000;

Deno.test("schedule: daily at a local time, or every span; missed slots catch up with one dream", async () => {
  const clock = new Clock({ virtual: true, start: "2026-03-01T12:00:00Z" });
  const local = (h: number, m: number, dayOffset = 0) => {
    const d = new Date(clock.now());
    d.setDate(d.getDate() + dayOffset);
    d.setHours(h, m, 0, 0);
    return d.getTime();
  };
  const next = nextDreamAt({ at: "03:00" }, clock.now());
  assert.equal(next, local(3, 0) > clock.now() ? local(3, 0) : local(3, 0, 1));
  assert.equal(
    nextDreamAt({ everyMs: 6 * HOUR }, clock.now() + 7 * HOUR, clock.now()),
    clock.now() + 12 * HOUR,
  );
  assert.throws(() => nextDreamAt({ at: "25:00" }, 0), /Invalid dream time "25:00"/);
  assert.throws(() => nextDreamAt({ everyMs: 1000 }, 0), /at least a minute/);
  assert.throws(() => nextDreamAt({}, 0), /exactly one of every and at/);

  let runs = 0;
  const scheduler = new DreamScheduler({ clock, at: "03:00", run: () => Promise.resolve(runs++) });
  assert.equal(await scheduler.tick(), false, "not due yet");
  clock.jump({ seconds: (scheduler.nextAt - clock.now()) / 1000 - 1 });
  assert.equal(await scheduler.tick(), false, "a second early");
  clock.jump({ seconds: 1 });
  assert.equal(await scheduler.tick(), true);
  assert.equal(await scheduler.tick(), false, "once per slot");
  clock.jump({ days: 3 }); // a laptop asleep for three nights
  assert.equal(await scheduler.tick(), true);
  assert.equal(await scheduler.tick(), false, "one catch-up dream, not three");
  assert.equal(runs, 2);
  const failing = new DreamScheduler({
    clock,
    everyMs: HOUR,
    run: () => Promise.reject(new Error("disk full")),
    onError: (e) => errors.push((e as Error).message),
  });
  const errors: string[] = [];
  clock.jump({ hours: 1 });
  assert.equal(await failing.tick(), true);
  assert.deepEqual(errors, ["disk full"], "a failed dream is reported; the schedule goes on");
});

Deno.test("schedule: two dreams of one brain never run at once", async () => {
  using dir = tempDir();
  const path = `${dir.path}/brain.db`;
  const a = new Memory(path, { clock: new Clock({ virtual: true }) });
  const b = new Memory(path, { clock: new Clock({ virtual: true }) });
  await a.rememberMany(["had pho for breakfast", "had pho for breakfast again", "pho again"]);
  const [first, second] = await Promise.all([dreamExclusively(a), dreamExclusively(b)]);
  assert.ok(first, "the first dream ran");
  assert.equal(second, null, "the second, of the same file, was skipped");
  assert.ok(await dreamExclusively(b), "once the first is done, another may run");
  await a.close();
  await b.close();
});

Deno.test("schedule: the server's nightly dream visits only brains that changed since their last dream", async () => {
  using dir = tempDir();
  const clock = new Clock({ virtual: true, start: "2026-03-01T12:00:00Z" });
  const brains = new BrainDirectory({ home: dir.path, memory: { clock } });
  try {
    for (const name of ["busy", "idle"]) {
      await brains.use(name, "write", (m) => m.remember(`a note in ${name}`));
    }
    await brains.use("empty", "write", async (m) => {
      const t = await m.remember("gone soon");
      await m.forget({ id: t.id });
    });
    clock.jump({ days: 1 });
    const firstNight: string[] = [];
    const tonight = new DreamScheduler({
      clock,
      everyMs: 60_000,
      run: async () => firstNight.push(...(await dreamChangedBrains(brains)).dreamt),
    });
    clock.jump({ minutes: 1 });
    await tonight.tick();
    assert.deepEqual(firstNight.sort(), ["busy", "idle"], "never dreamt and not empty");
    clock.jump({ hours: 2 });
    await brains.use("busy", "write", (m) => m.recall("note"));
    assert.deepEqual(
      await dreamChangedBrains(brains),
      { dreamt: ["busy"], failed: [] },
      "only the brain used since",
    );
    assert.deepEqual(
      await dreamChangedBrains(brains),
      { dreamt: [], failed: [] },
      "nothing changed since",
    );
  } finally {
    await brains.close();
  }
});

Deno.test("schedule: a brain that cannot be opened is reported, and the brains after it still dream", async () => {
  using dir = tempDir();
  const clock = new Clock({ virtual: true, start: "2026-03-01T12:00:00Z" });
  // Both unreadable brains sort before the good one, as a damaged file can by chance.
  const attic = `${dir.path}/attic.db`;
  const old = new Memory(attic, { clock });
  await old.remember("a box of letters");
  await old.close();
  const db = new DatabaseSync(attic);
  const { changes } = db.prepare("UPDATE settings SET value = '{' WHERE name = 'embedder'").run();
  db.close();
  assert.equal(changes, 1, "the brain had recorded its embedder");
  await Deno.writeTextFile(`${dir.path}/basement.db`, "not a database at all ".repeat(200));
  const brains = new BrainDirectory({ home: dir.path, memory: { clock } });
  try {
    await brains.use("busy", "write", (m) => m.remember("a note in busy"));
    clock.jump({ days: 1 });
    const { dreamt, failed } = await dreamChangedBrains(brains);
    assert.deepEqual(dreamt, ["busy"], "the brain after the unreadable ones dreamt");
    assert.deepEqual(failed.map((f) => f.name), ["attic", "basement"]);
    const [embedder, file] = failed.map((f) => f.error);
    assert.ok(embedder instanceof StoreError && file instanceof StoreError);
    assert.match(
      embedder.message,
      /^Cannot open brain ".*attic\.db": its embedder record is unreadable$/,
    );
    assert.equal(file.code, "open_failed");
    assert.match(file.message, /^Cannot open brain ".*basement\.db": file is not a database/);
    assert.equal(
      await brains.use("busy", "read", async (m) => (await m.stats()).lastDreamAt),
      clock.now(),
    );
    clock.jump({ days: 1 });
    const again = await dreamChangedBrains(brains);
    assert.deepEqual(again.dreamt, [], "busy is idle since its dream");
    assert.deepEqual(again.failed.map((f) => f.name), ["attic", "basement"], "reported each run");
  } finally {
    await brains.close();
  }
});
