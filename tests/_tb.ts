import { brainOf } from "./helpers.ts";
const mem = await brainOf([
  "user has a Planet Fitness membership",
  "user plans everything in Notion",
  "user has a trip to Tokyo planned for April",
  "the porch needs sweeping",
  "went to the farmers market",
  "the train was late",
  "watered the plants",
]);
for (const q of Deno.args) {
  console.log(
    q,
    "→",
    (await mem.recall(q, { k: 3, reinforce: false })).map((h) =>
      `${h.trace.content} (${h.score.toFixed(3)} b${h.bridge.toFixed(2)})`
    ),
  );
}
await mem.close();
