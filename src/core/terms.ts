/**
 * Words WordNet 3.1 and GloVe 6B lack that a note writes however it writes them, each with what
 * WordNet would call the thing: medical measures named by letters ("user's last HbA1c was 6.8
 * percent", "A1C of 7.2"; HbA1c is the share of hemoglobin carrying glucose, the measure of blood
 * sugar over three months, taken by a blood test) and games and sports newer than WordNet or
 * from elsewhere ("plays pickleball", "carrom on Sunday evenings", "goes bouldering"). Like a
 * medicine's (`medicines.ts`), such a word is no other word, so it counts however it is written.
 * Written from general knowledge; words WordNet holds (`LDL`, `PSA`, `netball`, `mahjong`) are
 * left to it. See `ConceptGraph.kindOf`.
 * @module
 */

/** Each category (WordNet lemmas) and the words it names, folded. */
const TABLE: readonly (readonly [categories: string, terms: string])[] = [
  ["blood_sugar hemoglobin blood_test", "hba1c a1c"],
  ["court_game", "pickleball padel"],
  ["board_game", "carrom catan"],
  ["word_game", "wordle"],
  ["rock_climbing", "bouldering"],
  ["water_sport", "paddleboarding"],
  ["footrace", "parkrun"],
];

/**
 * Word (folded) → what WordNet would call it.
 *
 * @example
 * ```ts
 * import { TERMS } from "./terms.ts";
 * console.log(TERMS.get("a1c")); // [ "blood_sugar", "hemoglobin", "blood_test" ]
 * console.log(TERMS.get("pickleball")); // [ "court_game" ]
 * ```
 */
export const TERMS: ReadonlyMap<string, readonly string[]> = new Map(
  TABLE.flatMap(([categories, terms]) =>
    terms.split(" ").map((t) => [t, categories.split(" ")] as const)
  ),
);
