/**
 * Everyday idioms read as a note says them (`src/recall/idioms.ts`): each in the form the question
 * has it, and a phrase that only looks like one left as written.
 */
import assert from "node:assert/strict";
import { asNotesSay } from "../src/recall/idioms.ts";

Deno.test("idioms: someone's idiom is read as the word a note uses, in the question's form", () => {
  const read: [string, string][] = [
    ["What was her career before she stopped working?", "What was her career before she retired?"],
    ["When does he hope to stop working?", "When does he hope to retire?"],
    ["At what age does she want to leave employment?", "At what age does she want to retire?"],
    ["Does she do any unpaid work?", "Does she do any volunteering?"],
    ["Where do they donate their time?", "Where do they volunteer?"],
    ["Does he give his free time to a charity?", "Does he volunteer to a charity?"],
    ["How does she give back locally?", "How does she volunteer locally?"],
    ["When did we tie the knot?", "When did we marry?"],
    ["Where and when did I get hitched?", "Where and when did I get married?"],
    ["When did he kick his nicotine habit?", "When did he quit nicotine?"],
    ["Did she kick the habit?", "Did she quit?"],
    ["Who does my books?", "Who keeps my accounts?"],
    ["Who did the books for his shop?", "Who kept the accounts for his shop?"],
    ["What does he catch when he casts a line?", "What does he catch when he fishes?"],
    ["Where does she hit the slopes?", "Where does she ski or snowboard?"],
    ["Why does he hit the sack so early?", "Why does he go to bed so early?"],
    ["He hits the sack at nine, doesn't he?", "He goes to bed at nine, doesn't he?"],
    ["What time does my alarm go off?", "What time does my waking?"],
    ["Where does his former spouse live?", "Where does his ex-wife or ex-husband live?"],
    ["What is her former husband called?", "What is her ex-husband called?"],
    ["When did he and his ex separate?", "When did he and his ex-wife or ex-husband separate?"],
    ["How much do I owe my ex?", "How much do I owe my ex-wife or ex-husband?"],
    ["When does her alarm clock ring?", "When does her waking?"],
    ["What year did she move down under?", "What year did she move to Australia?"],
    ["What's his go-to meal?", "What's his favourite meal?"],
    ["When does the little one nap?", "When does the child nap?"],
    ["How old are the wee ones?", "How old are the children?"],
    ["How old is their little guy?", "How old is their boy?"],
    ["Is his old man still alive?", "Is his father still alive?"],
    ["How heavy is he right now?", "How heavy is he currently?"],
    ["What took the life of the user's old man?", "What took the life of the user's father?"],
    [
      "How does she take her cup of joe?",
      "How does she take her cup of coffee with milk or black?",
    ],
    ["How does he take his java?", "How does he take his coffee with milk or black?"],
    [
      "How does he like his tea these days?",
      "How does he like his tea with milk or black these days?",
    ],
    ["Who is her dearest friend?", "Who is her best mate?"],
    ["Which of his closest buddies lives nearby?", "Which of his best mates lives nearby?"],
    ["Is Dan my number one pal?", "Is Dan my best mate?"],
    ["What's on her bucket list?", "What's her dream?"],
    ["Is there a bucket-list trip she's saving for?", "Is there a dream trip she's saving for?"],
    ["Which song means the most to them?", "Which song is their favourite?"],
    ["How often are his sugars checked?", "How often are his blood sugar checked?"],
    ["Are her sugar levels okay lately?", "Are her blood sugar levels okay lately?"],
    ["How do I keep warm in winter?", "How do I heat in winter?"],
    ["How do I keep my home warm in the cold months?", "How do I heat my home in the cold months?"],
    ["How do they keep the flat warm?", "How do they heat the flat?"],
  ];
  for (const [question, asNoted] of read) assert.equal(asNotesSay(question), asNoted);
});

Deno.test("idioms: a phrase that only looks like an idiom is left as written", () => {
  for (
    const question of [
      "When did the printer stop working?",
      "When do I give back the keys?",
      "How does he spend his free time?",
      "Which community garden is nearest?",
      "What is down under the sink?",
      "Who is the old man next door?",
      "Was it a little one-off payment?",
      "Is Java his first programming language?",
      "Who is Joe?",
      "How does she keep the baby warm?",
      "How does he take his coffee machine apart?",
      "Which tea does she like?",
      "What's the closest town?",
      "Where is the mop bucket?",
      "Which alarm app does she use?",
      "Who is my ex boss?",
      "What books does she read?",
      "Did the horse kick the gate?",
      "Is he an ex-smoker?",
      "How much sugar goes in the cake?",
      "Does she take sugar in her tea?",
      "Are my sugar snap peas ready?",
      "Is her sugar-free diet working?",
      "What does the word mean to most people?",
    ]
  ) assert.equal(asNotesSay(question), question);
});
