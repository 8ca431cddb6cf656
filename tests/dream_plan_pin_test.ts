/**
 * The dream's plan pinned: what a dry run over the dream bench's worlds decides (its counts, and
 * a digest of which traces it supersedes, dissolves, merges into which, and distils into which
 * gist texts). A faster planner must decide exactly what the old one did; a deliberate change
 * of what a dream does regenerates the pins with `deno run -A tests/dream_plan_pin_test.ts
 * --write` and says why in its commit.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { Clock, Memory } from "../mod.ts";
import { world } from "../bench/dream_scale.ts";

const PINS = new URL("./fixtures/dream_plan_pins.json", import.meta.url);

/** Worlds small enough to plan in a second, large enough to do every step of a night. */
const WORLDS = [{ n: 4000, seed: 1 }, { n: 4000, seed: 2 }];

interface Pin {
  counts: Record<string, number>;
  changes: string;
}

async function plan(n: number, seed: number): Promise<Pin> {
  const { doc, now } = world(n, seed);
  const memory = Memory.inMemory({ clock: new Clock({ virtual: true, start: now }) });
  try {
    await memory.import(doc);
    const report = await memory.dream({ dryRun: true });
    const { changes, newKnowledge, at: _at, dryRun: _dryRun, ...counts } = JSON.parse(
      JSON.stringify(report),
    );
    const digest = createHash("sha256").update(JSON.stringify({ changes, newKnowledge }));
    return { counts, changes: digest.digest("hex").slice(0, 32) };
  } finally {
    await memory.close();
  }
}

async function plans(): Promise<Record<string, Pin>> {
  const out: Record<string, Pin> = {};
  for (const { n, seed } of WORLDS) out[`${n}/${seed}`] = await plan(n, seed);
  return out;
}

if (import.meta.main && Deno.args.includes("--write")) {
  await Deno.writeTextFile(PINS, JSON.stringify(await plans(), null, 2) + "\n");
}

Deno.test("dream: a dry run over the bench worlds plans exactly as pinned", async () => {
  const pins: Record<string, Pin> = JSON.parse(await Deno.readTextFile(PINS));
  const now = await plans();
  for (const key of Object.keys(now)) {
    assert.ok(now[key].counts.merged > 0 && now[key].counts.gists > 0, `world ${key} is idle`);
    assert.ok(now[key].counts.superseded > 0 && now[key].counts.dissolved > 0);
  }
  assert.deepEqual(now, pins);
});
