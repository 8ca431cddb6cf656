import assert from "node:assert/strict";
import {
  birthStability,
  daysUntilRetention,
  MAX_STABILITY_DAYS,
  reinforce,
  retentionAt,
  spacingCredit,
} from "../src/core/model.ts";
import { DAY_MS } from "../src/core/clock.ts";

Deno.test("birth stability grows with salience; semantic starts higher; core is permanent", () => {
  assert.ok(Math.abs(birthStability(0.8, "episodic") - 4.2) < 1e-9);
  const low = birthStability(0.3, "episodic");
  assert.ok(low >= 2 && low <= 3, `salience 0.3 → ${low}`);
  assert.ok(birthStability(0.5, "semantic") > birthStability(0.5, "episodic"));
  assert.equal(birthStability(0.1, "core"), MAX_STABILITY_DAYS);
});

Deno.test("retention follows exp(-t/S) and is 1 at the moment of reinforcement", () => {
  assert.equal(retentionAt(5, 0, 0), 1);
  assert.ok(Math.abs(retentionAt(5, 0, 5 * DAY_MS) - Math.exp(-1)) < 1e-12);
  // A clock that reads earlier than the last reinforcement never yields R > 1.
  assert.equal(retentionAt(5, 10 * DAY_MS, 0), 1);
  const s = 3;
  assert.ok(Math.abs(retentionAt(s, 0, daysUntilRetention(s, 0.2) * DAY_MS) - 0.2) < 1e-12);
});

Deno.test("spacing effect: the more a trace had faded (while intact), the bigger the gain", () => {
  const s = 10;
  const gains = [0.95, 0.8, 0.6, 0.4].map((r) => reinforce(s, r) / s);
  for (let i = 1; i < gains.length; i++) assert.ok(gains[i] > gains[i - 1], gains.join(", "));
});

Deno.test("saturation: the same spacing grows a stable trace by a smaller factor", () => {
  assert.ok(reinforce(400, 0.6) / 400 < reinforce(4, 0.6) / 4);
});

Deno.test("no banking dead time: credit shrinks below the intact threshold", () => {
  assert.ok(spacingCredit(0.05) < spacingCredit(0.3));
  assert.ok(spacingCredit(0.01) < spacingCredit(0.05));
  const s = 10;
  const nearDead = reinforce(s, 0.05) - s;
  const half = reinforce(s, 0.5) - s;
  assert.ok(nearDead > 0, "a rescue still strengthens a little");
  assert.ok(nearDead < half / 5, `near-dead gain ${nearDead} vs R=0.5 gain ${half}`);
});

Deno.test("stability is capped at five years", () => {
  let s = 1000;
  for (let i = 0; i < 10; i++) s = reinforce(s, 0.3);
  assert.equal(s, MAX_STABILITY_DAYS);
});
