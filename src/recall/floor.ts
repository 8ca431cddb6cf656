/**
 * The similarity floor: how close a memory's vector must be to the cue's for the memory to be
 * recalled by meaning alone, calibrated per embedder.
 *
 * Every embedder has its own background: hashed features give unrelated sentences cosines
 * around 0.1, `text-embedding-3-small` around 0.1–0.2, `nomic-embed-text` around 0.4–0.5.
 * So the floor is measured, not guessed: the embedder embeds {@linkcode UNRELATED} (sentences on
 * topics that share nothing), the cosines of every pair form the background distribution, and
 * the floor is its median plus twice the distance from the median to the 99th percentile. For a
 * normal background that is ~4.7 standard deviations: about one unrelated memory in a million
 * passes, so a cue about nothing the brain holds recalls nothing even in a large brain. An
 * embedder may declare its own `minSimilarity` instead.
 * @module
 */
import { cosine } from "../core/embed.ts";

/**
 * Sentences about unrelated things, in the register of an agent's memories (so the background
 * is measured on text like what a brain holds). No two share a content word.
 */
export const UNRELATED: readonly string[] = [
  "user is allergic to peanuts",
  "the flight to Saigon leaves at 7:40 tomorrow",
  "prefers tabs over spaces when writing Go",
  "her daughter started violin lessons in September",
  "the quarterly tax payment is due on the fifteenth",
  "bought a secondhand road bike with carbon wheels",
  "the kitchen sink leaks under the cabinet",
  "reads science fiction novels before sleeping",
  "the database migration failed with a foreign key error",
  "grandmother's recipe uses cardamom and saffron",
  "ran a half marathon in one hour fifty minutes",
  "the landlord raised rent by eight percent",
  "learning Japanese with flashcards every morning",
  "the dog needs its rabies vaccine renewed",
  "meeting with the design team moved to Thursday",
  "favourite band is playing a concert in Lisbon",
  "the laptop battery swells and should be replaced",
  "planted tomatoes and basil on the balcony",
  "insurance claim for the cracked windshield was approved",
  "thinks pineapple belongs on pizza",
  "the printer on floor three jams constantly",
  "volunteers at the animal shelter on weekends",
  "wants a mechanical keyboard with brown switches",
  "the wedding anniversary is in early June",
  "cholesterol test results came back slightly high",
  "the startup pivoted from payments to logistics",
  "is saving for a sailing trip around Croatia",
  "the neighbour's cat sleeps in our garage",
  "deploys the staging cluster with Terraform",
  "hates cilantro because it tastes like soap",
  "the museum exhibit on Byzantine mosaics closes soon",
  "son broke his wrist playing football",
  "the mortgage refinancing lowered monthly payments",
  "drinks oolong tea instead of coffee",
  "the chess club meets in the library basement",
  "forgot the password for the old email account",
  "prefers aisle seats on long trains",
  "the solar panels produce less in winter",
  "collects vintage fountain pens",
  "the thesis defense is scheduled for spring",
];

/** The floor's bounds: never below this (a background near 0 still has noise)… */
const MIN_FLOOR = 0.2;
/** …and never above this (an embedder whose background is this high is hardly usable). */
const MAX_FLOOR = 0.95;

/** The similarity floor of an embedder, from its vectors of {@linkcode UNRELATED}. */
export function floorFromBackground(vectors: readonly Float32Array[]): number {
  const sims: number[] = [];
  for (let i = 0; i < vectors.length; i++) {
    for (let j = i + 1; j < vectors.length; j++) sims.push(cosine(vectors[i], vectors[j]));
  }
  if (sims.length === 0) return MAX_FLOOR;
  sims.sort((a, b) => a - b);
  const at = (p: number) => sims[Math.min(sims.length - 1, Math.floor(p * sims.length))];
  const median = at(0.5);
  const floor = median + 2 * (at(0.99) - median);
  return Math.min(MAX_FLOOR, Math.max(MIN_FLOOR, floor));
}
