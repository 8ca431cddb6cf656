/**
 * Supersession, measured: pairs of statements written fresh (not taken from any word list of
 * the engine), each labelled `supersede` (the newer makes the older stale) or `coexist` (both
 * stay current). Each pair runs as a new user would: remember the older, recall it a few times
 * over the following days, remember the newer a day later, dream, then look at whether the
 * older is marked `supersededBy` the newer.
 *
 * Prints precision and recall of supersession for the tuning set and, separately, for a
 * held-out set that was written at the same time but not looked at while tuning.
 *
 * ```
 * deno run bench/supersession_table.ts            # both sets, misses of the tuning set
 * deno run bench/supersession_table.ts --reveal   # also list the held-out misses
 * deno run bench/supersession_table.ts --json
 * ```
 * @module
 */
import { parseArgs } from "node:util";
import { Clock, Memory } from "../mod.ts";

/** One labelled pair: [older, newer, expected]. */
export type Pair = [string, string, "supersede" | "coexist"];

/** The tuning set. */
export const TUNE: Pair[] = [
  // The examples.
  ["user's phone is a Pixel 6", "user's phone is an iPhone 15", "supersede"],
  ["user's bike is a grey Brompton", "user's bike is a red Trek", "supersede"],
  ["the weekly sync is at 2pm", "the weekly sync is at 4pm", "supersede"],
  ["user is vegetarian", "user is no longer vegetarian", "supersede"],
  ["user prefers tabs", "user now prefers spaces", "supersede"],
  ["user's sister lives in Paris", "user lives in Berlin", "coexist"],
  ["my work email is jo@acme.com", "my personal email is jo@gmail.com", "coexist"],
  ["user likes tea", "user likes coffee", "coexist"],
  ["user visited Rome", "user lives in Milan", "coexist"],
  // Supersede.
  ["My car is a 2015 Golf", "My car is a Tesla Model 3", "supersede"],
  ["my editor is Vim", "my editor is VS Code now", "supersede"],
  ["I work at Shopify", "I work at Stripe now", "supersede"],
  ["My job title is Senior Engineer", "My job title is Staff Engineer", "supersede"],
  ["my dentist is Dr. Patel", "my dentist is Dr. Okafor", "supersede"],
  ["The user's gym is Planet Fitness", "The user's gym is Equinox", "supersede"],
  ["user's favourite band is Radiohead", "user's favourite band is Low", "supersede"],
  ["my password manager is LastPass", "my password manager is 1Password now", "supersede"],
  ["the standup is at 9:30", "the standup is at 10 am now", "supersede"],
  ["our team is Payments", "our team is Growth now", "supersede"],
  ["user drinks coffee", "user stopped drinking coffee", "supersede"],
  ["user is no longer vegan", "user is vegan again", "supersede"],
  ["I don't eat meat", "I eat meat again", "supersede"],
  ["Lan's address is 4 Rue Cler", "Lan's address is 19 Avenue Foch", "supersede"],
  ["the project deadline is June 3", "the project deadline is June 17", "supersede"],
  ["my landlord is Mr. Chen", "my landlord is Ms. Alvarez", "supersede"],
  ["user's therapist is Dr. Kim", "user's therapist is Dr. Novak", "supersede"],
  ["my home wifi password is blue-falcon", "my home wifi password is red-otter", "supersede"],
  ["user's preferred language is Python", "user's preferred language is Rust", "supersede"],
  ["the book club meets on Thursdays", "the book club now meets on Wednesdays", "supersede"],
  ["user's shoe size is 42", "user's shoe size is 43", "supersede"],
  ["user lives in Lisbon", "user moved to Porto", "supersede"],
  ["my manager is Priya", "my new manager is Tom", "supersede"],
  ["the rent is $1200", "the rent is $1350 now", "supersede"],
  [
    "the quarterly review is on March 14",
    "the quarterly review was moved to March 21",
    "supersede",
  ],
  ["my main laptop is a ThinkPad X1", "my main laptop is a MacBook Air", "supersede"],
  [
    "user's go-to coffee order is a flat white",
    "user's go-to coffee order is an oat latte",
    "supersede",
  ],
  ["user is a smoker", "user is not a smoker anymore", "supersede"],
  ["I use Spotify", "I don't use Spotify anymore", "supersede"],
  ["my bank is Chase", "my bank is now Ally", "supersede"],
  ["the kids' bedtime is 8pm", "the kids' bedtime is 8:30pm", "supersede"],
  ["our daily standup is at 9am", "our daily standup is at 9:15am", "supersede"],
  ["user's username on GitHub is jdoe", "user's username on GitHub is jdoe42", "supersede"],
  ["the team lunch is at noon", "the team lunch is at 1pm now", "supersede"],
  // Coexist.
  ["user lives in Milan", "user visited Rome last week", "coexist"],
  ["user's brother drives a Volvo", "user drives a Mazda", "coexist"],
  ["my mom's birthday is May 2", "my dad's birthday is June 9", "coexist"],
  ["user plays guitar", "user plays piano", "coexist"],
  ["user is allergic to cats", "user is allergic to dust", "coexist"],
  ["the team offsite is in Lisbon", "the team offsite is on June 4", "coexist"],
  ["user's car is a Honda", "user's car is a red Honda", "coexist"],
  ["user's car is a Honda", "user's bike is a Trek", "coexist"],
  ["my work phone is 555-0100", "my phone is 555-0199", "coexist"],
  ["user speaks French", "user speaks Spanish", "coexist"],
  ["the meeting with Lan is at 3pm", "the meeting with Minh is at 4pm", "coexist"],
  ["user is training for a marathon", "user is learning Japanese", "coexist"],
  ["user ate sushi for lunch", "user ate ramen for lunch", "coexist"],
  ["Lan's favourite food is pho", "Minh's favourite food is bun cha", "coexist"],
  ["user's favourite movie is Alien", "user's favourite book is Dune", "coexist"],
  ["user had a call with the bank at 10am", "user had a call with the dentist at 11am", "coexist"],
  ["user is vegetarian", "user is vegetarian", "coexist"],
  ["user lives in Berlin", "user doesn't live in Munich", "coexist"],
  ["user's daughter goes to Lincoln Elementary", "user's son goes to Oak High", "coexist"],
  ["user owns a cat", "user owns a dog", "coexist"],
  ["user went to Paris in May", "user went to Tokyo in June", "coexist"],
  ["user's old car was a Civic", "user's car is a Corolla", "coexist"],
  ["the gym opens at 6am", "the pool opens at 7am", "coexist"],
  ["user is tired today", "user is happy today", "coexist"],
  ["the flight to Berlin is at 9am", "the flight to Rome is at 11am", "coexist"],
  ["user reads sci-fi", "user reads history books", "coexist"],
];

/** The held-out set: written with the tuning set, never looked at while tuning. */
export const HELD_OUT: Pair[] = [
  ["user's favourite colour is teal", "user's favourite colour is orange", "supersede"],
  ["the book club is at 7pm", "the book club is at 7:30pm now", "supersede"],
  ["user is a vegetarian", "user stopped being vegetarian", "supersede"],
  ["I use Firefox", "I now use Chrome", "supersede"],
  ["my employer is Initech", "my employer is Globex", "supersede"],
  ["user's mechanic is Joe's Garage", "user's mechanic is Quick Lube", "supersede"],
  ["the piano lesson is at 5pm", "the piano lesson moved to 6pm", "supersede"],
  ["user's hairdresser is Mia", "user's hairdresser is now Leo", "supersede"],
  ["user doesn't drink alcohol", "user drinks alcohol again", "supersede"],
  ["my commute is 40 minutes", "my commute is 15 minutes", "supersede"],
  ["user's home city is Leeds", "user's home city is York", "supersede"],
  ["our sprint review is on Fridays at 3pm", "our sprint review is on Fridays at 2pm", "supersede"],
  ["user's internet provider is Comcast", "user's internet provider is Sonic", "supersede"],
  ["I'm single", "I'm not single anymore", "supersede"],
  ["user's pharmacy is CVS", "user's pharmacy is Walgreens", "supersede"],
  ["user's uncle lives in Cairo", "user lives in Dubai", "coexist"],
  ["user's work laptop is a Dell", "user's personal laptop is a MacBook", "coexist"],
  ["user likes hiking", "user likes swimming", "coexist"],
  ["user visited Kyoto", "user visited Osaka", "coexist"],
  ["my son's teacher is Ms. Grey", "my daughter's teacher is Mr. Brown", "coexist"],
  ["user collects stamps", "user collects coins", "coexist"],
  ["the dentist appointment is at 3pm", "the vet appointment is at 5pm", "coexist"],
  ["user's cat is named Miso", "user's dog is named Pepper", "coexist"],
  ["user is learning Korean", "user is learning the violin", "coexist"],
  ["user's favourite tea is oolong", "user's favourite coffee is espresso", "coexist"],
  ["user drove to Boston", "user flew to Denver", "coexist"],
  ["user's sister works at Google", "user works at Meta", "coexist"],
  ["user's office is on floor 3", "user's office is in Building B", "coexist"],
  ["user reads the Guardian", "user reads the Times", "coexist"],
  ["user is allergic to penicillin", "user is allergic to latex", "coexist"],
];

/**
 * An independent set: written by another engineer after the mechanism was built, without
 * reading its rules or the sets above, so it measures how the mechanism generalises.
 */
export const INDEPENDENT: Pair[] = [
  ["user's favourite band is Radiohead", "user's favourite band is Arcade Fire", "supersede"],
  ["my laptop is a ThinkPad X1", "my laptop is a MacBook Air", "supersede"],
  ["user works at Stripe", "user works at Shopify now", "supersede"],
  ["the dentist appointment is at 3pm", "the dentist appointment is at 5pm", "supersede"],
  ["user's wife is called Anna", "user's sister is called Maria", "coexist"],
  ["user drinks coffee", "user no longer drinks coffee", "supersede"],
  ["user is single", "user is married", "supersede"],
  ["user lives in Lisbon", "user's parents live in Porto", "coexist"],
  ["user visited Tokyo last year", "user lives in Osaka", "coexist"],
  ["user likes jazz", "user likes hip hop", "coexist"],
  ["user's work email is a@corp.com", "user's personal email is a@gmail.com", "coexist"],
  ["user's car is a blue Mazda 3", "user's car is a white Tesla Model Y", "supersede"],
  ["user's rent is 1200 euros", "user's rent is 1350 euros", "supersede"],
  ["the team offsite is in Berlin", "the team offsite is in Prague", "supersede"],
  ["user's cat is named Miso", "user's dog is named Biscuit", "coexist"],
  ["user plays tennis on Sundays", "user plays chess on Sundays", "coexist"],
  ["user's shoe size is 42", "user's shoe size is 43", "supersede"],
  ["user uses vim", "user now uses VS Code", "supersede"],
  ["user is allergic to cats", "user is allergic to penicillin", "coexist"],
  ["user's bank is Monzo", "user's bank is Revolut", "supersede"],
  ["user smokes", "user quit smoking", "supersede"],
  ["user's daughter goes to Elm Street school", "user's son goes to Oak Hill school", "coexist"],
  ["the standup is at 9:30", "the standup is at 10:00", "supersede"],
  ["user's manager is Priya", "user's manager is Tom", "supersede"],
  ["user speaks Spanish", "user speaks Portuguese", "coexist"],
  ["user's phone number is 555-0101", "user's phone number is 555-0199", "supersede"],
  ["user owns a bike", "user owns a car", "coexist"],
  ["user's gym is PureGym", "user's gym is Virgin Active", "supersede"],
  ["user's flight to Rome leaves at 7am", "user's flight to Rome leaves at 9am", "supersede"],
  ["user's favourite food is ramen", "user's favourite drink is matcha", "coexist"],
];

/** Whether, run as a user would, the newer statement ends up superseding the older. */
export async function run(older: string, newer: string): Promise<boolean> {
  const clock = new Clock({ virtual: true, start: "2026-10-01T09:00:00Z" });
  const mem = Memory.inMemory({ clock });
  try {
    const a = (await mem.remember(older)).id;
    for (const gap of [1, 2, 4]) {
      clock.jump({ days: gap });
      await mem.recall(older);
    }
    clock.jump({ days: 1 });
    const b = (await mem.remember(newer)).id;
    await mem.dream();
    return (await mem.get(a))?.supersededBy === b;
  } finally {
    mem.close();
  }
}

/** Precision and recall of supersession over a set, and its misses. */
export async function score(pairs: readonly Pair[]): Promise<{
  precision: number;
  recall: number;
  tp: number;
  fp: number;
  fn: number;
  wrong: { pair: Pair; got: boolean }[];
}> {
  let tp = 0, fp = 0, fn = 0;
  const wrong: { pair: Pair; got: boolean }[] = [];
  for (const pair of pairs) {
    const got = await run(pair[0], pair[1]);
    const want = pair[2] === "supersede";
    if (got && want) tp++;
    if (got && !want) fp++;
    if (!got && want) fn++;
    if (got !== want) wrong.push({ pair, got });
  }
  return {
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    tp,
    fp,
    fn,
    wrong,
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: { reveal: { type: "boolean" }, json: { type: "boolean" } },
  });
  const tune = await score(TUNE);
  const held = await score(HELD_OUT);
  const independent = await score(INDEPENDENT);
  if (values.json) {
    const strip = ({ wrong: _, ...s }: typeof tune) => s;
    console.log(
      JSON.stringify({ tune: strip(tune), heldOut: strip(held), independent: strip(independent) }),
    );
  } else {
    const f = (x: number) => x.toFixed(3);
    const line = (name: string, n: number, s: typeof tune) =>
      `${name.padEnd(11)} ${String(n).padStart(5)}  precision ${f(s.precision)}  recall ${
        f(s.recall)
      }  (tp ${s.tp}, fp ${s.fp}, fn ${s.fn})`;
    console.log(line("tuning", TUNE.length, tune));
    console.log(line("held-out", HELD_OUT.length, held));
    console.log(line("independent", INDEPENDENT.length, independent));
    const show = (s: typeof tune) => {
      for (const { pair, got } of s.wrong) {
        console.log(`  ${got ? "FP" : "FN"}  "${pair[0]}" -> "${pair[1]}"`);
      }
    };
    show(tune);
    if (values.reveal) {
      console.log("held-out misses:");
      show(held);
    }
    console.log("independent misses:");
    show(independent);
  }
}
