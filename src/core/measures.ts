/**
 * Medical measures that notes name by letters WordNet 3.1 and GloVe 6B lack ("user's last HbA1c
 * was 6.8 percent", "A1C of 7.2"), each with what WordNet would call the thing measured: HbA1c is
 * the share of hemoglobin carrying glucose, the measure of blood sugar over three months, taken
 * by a blood test. Like a medicine's (`medicines.ts`), a measure's name is no other word, so it
 * counts however it is written. Written from general clinical knowledge; measures WordNet holds
 * (`LDL`, `PSA`, `BMI`, `TSH`) are left to it. See `ConceptGraph.kindOf`.
 * @module
 */

/** Each category (WordNet lemmas) and the measures it names, folded. */
const TABLE: readonly (readonly [categories: string, measures: string])[] = [
  ["blood_sugar hemoglobin blood_test", "hba1c a1c"],
];

/**
 * Measure (folded) → what WordNet would call what it measures.
 *
 * @example
 * ```ts
 * import { MEASURES } from "./measures.ts";
 * console.log(MEASURES.get("a1c")); // [ "blood_sugar", "hemoglobin", "blood_test" ]
 * ```
 */
export const MEASURES: ReadonlyMap<string, readonly string[]> = new Map(
  TABLE.flatMap(([categories, measures]) =>
    measures.split(" ").map((m) => [m, categories.split(" ")] as const)
  ),
);
