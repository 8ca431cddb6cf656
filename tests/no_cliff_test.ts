import assert from "node:assert/strict";
import { brain } from "./helpers.ts";

// A months-long conversation: the trace that answers a question faded long ago, while the
// last sessions are fresh and share some of the question's words. The specific cue must
// still bring the old trace into the top 5 (it has not been dissolved: no dream ran).
Deno.test("no cliff: a specific cue rescues a faded trace from fresh, moderately matching ones", async () => {
  const { mem, clock } = brain();
  const old = await mem.remember(
    "Nadia: I went to a pottery workshop downtown yesterday, so calming",
  );
  clock.jump({ days: 120 });
  const topics = [
    "budget",
    "printer",
    "roadmap",
    "holiday",
    "hiring",
    "garden",
    "podcast",
    "bakery",
  ];
  await mem.rememberMany(topics.map((t) => `Omar: Nadia, how did the ${t} go?`));
  clock.jump({ days: 1 });
  const hits = await mem.recall("When did Nadia go to the pottery workshop?", {
    k: 5,
    reinforce: false,
  });
  const rank = hits.findIndex((h) => h.trace.id === old.id);
  assert.ok(rank >= 0, "the faded answer is in the top 5");
  assert.ok(hits[rank].retention < 1e-9, "it had faded to almost nothing");
  // The slope remains: a fresh trace of the same relevance would still rank above it.
  const twin = await mem.remember(old.content);
  const again = await mem.recall("When did Nadia go to the pottery workshop?", {
    k: 5,
    reinforce: false,
  });
  assert.equal(again[0].trace.id, twin.id);
  assert.equal(again[1].trace.id, old.id);
  assert.ok(again[1].score < again[0].score);
  mem.close();
});
