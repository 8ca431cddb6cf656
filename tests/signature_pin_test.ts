/**
 * `signature()` pinned: the exact signature of each of a broad set of texts (the dream bench's
 * world, the supersession pairs, odd cases), as a digest per text. A faster signature must
 * decide exactly what the old one did; a deliberate change of what it reads regenerates the
 * pins with `deno run -A tests/signature_pin_test.ts --write` and says why in its commit.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { signature } from "../src/dream/signature.ts";
import { world } from "../bench/dream_scale.ts";
import { HELD_OUT, INDEPENDENT, TUNE } from "../bench/supersession_table.ts";

const PINS = new URL("./fixtures/signature_pins.json", import.meta.url);

const ODD = [
  "",
  "   ",
  "?",
  "it is what it is",
  "Dentist appointment on Thursday at 3pm",
  "call at 10 a.m. or 10.00, not 10:00pm",
  "Phở for breakfast — again, as usual!",
  "user's sister's husband works at Bank of America in Ho Chi Minh City",
  "I don't live in Hanoi anymore; I moved to Saigon",
  "my e-mail is lan@example.com, not lan@old.example",
  "the 2,500 invoices are due on 2026-12-01 at noon",
  "switched from Vim to Emacs last week",
  "She's no longer vegetarian. He isn't either.",
  "twelve people came to the meeting on Mondays",
  "Ngoc lives in Hue with her 3 cats",
  "Dr. Lan's office moved to 12 Hang Bai St. on May 3rd",
  "Wasn't the launch postponed until Friday?",
  "日本語のテキスト and Ελληνικά words",
];

function texts(): string[] {
  const all = [
    ...ODD,
    ...world(800, 7).doc.traces.map((t) => t.content),
    ...[...TUNE, ...HELD_OUT, ...INDEPENDENT].flatMap((p) => [p[0], p[1]]),
  ];
  return [...new Set(all)];
}

function digest(text: string): string {
  return createHash("sha256").update(JSON.stringify(signature(text))).digest("hex").slice(0, 16);
}

if (import.meta.main && Deno.args.includes("--write")) {
  const pins = Object.fromEntries(texts().map((t) => [t, digest(t)]));
  await Deno.writeTextFile(PINS, JSON.stringify(pins, null, 2) + "\n");
}

Deno.test("signature: every pinned text signs exactly as pinned", async () => {
  const pins: Record<string, string> = JSON.parse(await Deno.readTextFile(PINS));
  const all = texts();
  assert.ok(all.length > 500, `only ${all.length} texts`);
  const changed = all.filter((t) => pins[t] !== digest(t));
  assert.deepEqual(changed, [], `${changed.length} of ${all.length} texts sign differently`);
});
