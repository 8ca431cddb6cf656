/**
 * The concept graph (`src/core/concepts.ts`) and the bridge's reading of a cue
 * (`src/recall/bridge.ts`): what relates to what, as generated from WordNet 3.1 and GloVe 6B.
 */
import assert from "node:assert/strict";
import {
  baseForms,
  concepts,
  decodeTables,
  encodeTables,
  inflections,
} from "../src/core/concepts.ts";
import { answerTypes, asksOccupation, cueBridge, isQuestion } from "../src/recall/bridge.ts";
import { analyzeQuery, namesOf } from "../src/core/text.ts";

Deno.test("concepts: kinds are matched however deep, and only kinds", async () => {
  const g = await concepts();
  const dog = g.related("dog", { answerType: true });
  assert.ok(g.kindOf("retriever", dog.roots) > 0.8, "a retriever is a sporting dog, a dog");
  assert.ok(g.kindOf("greyhound", dog.roots) > 0.8);
  // A garage is a kind of car only by a rarer sense's definition ("a repair shop where cars…",
  // its genus read loosely), counted as seldom as that sense is meant.
  const car = g.related("car", { answerType: true });
  assert.ok(g.kindOf("garage", car.roots) < 0.8 * g.kindOf("jeep", car.roots));
  assert.equal(g.kindOf("cat", dog.roots), 0, "a cat is no dog");
  // Kinds of a sport: swimming is a water sport.
  assert.ok(g.kindOf("swimming", g.related("sport", { answerType: true }).roots) > 0.8);
  // A past tense is its verb: `knitted` names knitting, a kind of handicraft.
  assert.ok(g.kindOf("knit", g.related("craft", { answerType: true }).roots, { asVerb: true }) > 0);
});

Deno.test("concepts: a kind by WordNet's kinds alone, no looser tie", async () => {
  const g = await concepts();
  assert.ok(g.isKindOf("dad", "father") && g.isKindOf("father", "parent"));
  assert.ok(g.isKindOf("retriever", "dog"), "however deep");
  // "parent: a father or mother" names a father first, but a parent is no kind of one, and a
  // mother no kind of a father for being a parent too.
  assert.ok(!g.isKindOf("parent", "father") && !g.isKindOf("mother", "father"));
  assert.ok(!g.isKindOf("cat", "dog") && !g.isKindOf("unknownword", "dog"));
});

Deno.test("concepts: names WordNet lacks are typed by GloVe; typical kinds fill sparse ones", async () => {
  const g = await concepts();
  assert.equal(g.isName("subaru"), true);
  assert.ok(g.kindOf("subaru", g.related("car", { answerType: true }).roots) > 0.5);
  assert.equal(g.isName("car"), false);
  // A thing WordNet gives few kinds is a category too, its siblings standing for its kinds: the
  // consoles and phones GloVe's names are typed under.
  assert.ok(g.kindOf("xbox", g.related("console", { answerType: true }).roots) > 0.8);
  assert.ok(g.kindOf("iphone", g.related("phone", { answerType: true }).roots) > 0.8);
  // WordNet files no kinds under `pet`; GloVe's neighbours that WordNet puts among animals do.
  // They are listed as the category's typical kinds, and their usual senses stand for its kinds
  // (a cat, and so a tabby); but a word WordNet files is placed by its own senses, so `bike`,
  // typed beside `taxi`, is no kind of car.
  const pet = g.related("pet", { answerType: true });
  assert.ok(pet.kinds.has("cat") && pet.typical.has("cat"));
  assert.ok(g.kindOf("cat", pet.roots) > 0);
  assert.ok(!pet.words.has("owner"), "a pet's owner is near it, but no kind of pet");
  assert.equal(g.kindOf("bike", g.related("car", { answerType: true }).roots), 0);
});

Deno.test("concepts: a proper noun's sense needs a capital", async () => {
  const g = await concepts();
  const city = g.related("city", { answerType: true });
  assert.ok(g.kindOf("denver", city.roots, { proper: true }) > 0.5);
  // "Nice to hear from you": Nice is a city only when written as a name.
  assert.ok(g.kindOf("nice", city.roots, { proper: true }) > 0);
  assert.equal(g.kindOf("nice", city.roots, { proper: false }), 0);
});

Deno.test("concepts: synonyms, broader kinds and definitions relate too", async () => {
  const g = await concepts();
  assert.ok(g.related("kid").words.has("child"), "kid and child name one thing");
  // Shrimp, as food, is seafood; shellfish is seafood too, a sibling WordNet does not join.
  assert.ok(g.related("shrimp").strong.has("seafood"), "shrimp is a seafood");
  assert.ok(!g.related("shrimp").words.has("shellfish"));
  // Its kinds, its broader kinds, and words of its definitions; WordNet's gluten is of "cereal
  // grains", not wheat.
  const wheat = g.related("wheat");
  assert.ok(wheat.kinds.has("spelt") && wheat.strong.has("cereal"));
  assert.ok(!wheat.words.has("gluten"));
  // "honey: a sweet yellow liquid produced by bees"; "hearing aid: … to compensate for poor
  // hearing … direct sound into the ear": found by. An adjective defined by the word ("paid:
  // involving gainful employment … not hobby") is only related.
  assert.ok(g.related("honey").strong.has("bee"));
  assert.ok(g.related("ear").strong.has("hearing_aid"));
  // …by any of the word's names, as often as that name means it and is a noun: apnea is
  // "transient cessation of respiration" (breathing); a mainmast "the chief mast of a sailing
  // vessel", and a boss is a chief, but that `chief` is an adjective.
  assert.ok(g.related("breathing").strong.has("apnea"));
  assert.ok(!g.related("boss").words.has("mainmast"));
  const hobby = g.related("hobby");
  assert.ok(hobby.words.has("paid") && !hobby.strong.has("paid"));
  assert.ok(g.has("nursing_home"), "compounds of common words are lemmas");
  assert.equal(
    g.usage("quintessentially").noun,
    0,
    "an adverb: the bridge never reads it as a thing",
  );
  // `well` is mostly an adverb, though it has noun senses (a water well); `evening` is a noun,
  // no form of the adverb `even`.
  const well = g.usage("well");
  assert.ok(well.adverb > 2 * well.noun, JSON.stringify(well));
  assert.equal(g.usage("evening").adverb, 0);
});

Deno.test("concepts: a young person's word names someone's offspring", async () => {
  const g = await concepts();
  // A lad is a boy, and a boy is a son; a toddler is a child, and a child someone's kid. WordNet
  // joins them only by the names they share.
  assert.deepEqual(g.offspringNamed("lad").sort(), ["boy", "son"]);
  assert.ok(g.offspringNamed("toddler").includes("child"));
  assert.ok(g.isKindOf("lad", "son") && !g.isKindOf("lad", "daughter"));
  // Not a teenager (no name of an offspring names one), nor kin, nor a word for the offspring
  // itself.
  assert.deepEqual(g.offspringNamed("teenager"), []);
  assert.deepEqual(g.offspringNamed("wife"), []);
  assert.deepEqual(g.offspringNamed("son"), []);
});

Deno.test("concepts: the siblings born together are those WordNet defines as offspring", async () => {
  const g = await concepts();
  // Twins are filed as siblings and defined as "either of two offspring born at the same time";
  // a quad is mostly a quadrangle, and a plain brother no one's offspring.
  const born = g.bornTogether();
  assert.ok(born.includes("twin"), JSON.stringify(born));
  assert.ok(!born.includes("quad") && !born.includes("brother") && !born.includes("sibling"));
});

Deno.test("concepts: what WordNet files as food is food, whatever its kinds' chain says", async () => {
  const g = await concepts();
  const food = g.related("food", { answerType: true }).roots;
  // An edible nut hangs below a plant's parts, butter below fats: food all the same.
  for (const w of ["peanuts", "almonds", "cashews", "butter", "soup"]) {
    assert.ok(g.kindOf(w, food) > 0.5, w);
  }
  // A helping is filed as food too, but is a quantity of it; a cuisine a way of cooking.
  assert.equal(g.kindOf("helping", food), 0);
  assert.equal(g.kindOf("cuisine", food), 0);
});

Deno.test("concepts: who does what a verb says", async () => {
  const g = await concepts();
  assert.ok(g.agentsOf("coaches").words.has("trainer"));
  assert.ok(g.agentsOf("teach").kinds.has("teacher"));
  // Not one it is done to, and a copula is done by no one.
  assert.ok(!g.agentsOf("employs").words.has("employee"));
  assert.equal(g.agentsOf("is").words.size, 0);
});

Deno.test("concepts: people defined by a thing, by their field or their kinds", async () => {
  const g = await concepts();
  // A nanny's definition names children; a dentist's does not name teeth, but the definitions
  // of orthodontists and periodontists, kinds of dentist, do.
  assert.ok(g.agentsOf("", ["children"]).words.has("nanny"));
  const teeth = g.agentsOf("", ["teeth"]);
  assert.ok(teeth.words.has("dentist"), [...teeth.words.keys()].join(" "));
  assert.ok(teeth.words.get("dentist")! < teeth.words.get("orthodontist")!);
  // `job` defines people of every sort: it says no one in particular.
  assert.ok(g.agentsOf("", ["job"]).words.size > 40);
  assert.equal(g.agentsOf("", ["job"], { specific: true }).words.size, 0);
  assert.ok(g.agentsOf("", ["teeth"], { specific: true }).words.has("dentist"));
});

Deno.test("concepts: what a thing is made of, by its definitions", async () => {
  const g = await concepts();
  // "hummus: … made from mashed chickpeas, tahini…", "tahini: a thick paste made from ground
  // sesame seeds": two definitions deep.
  assert.ok(g.madeOf("hummus").has("tahini"));
  assert.ok((g.madeOf("hummus").get("sesame") ?? 0) > 0);
  // A name the definition's word stands for: tofu is made of soybeans, that is soy.
  assert.ok(g.madeOf("tofu").has("soy"));
  // A raisin and a sultana are both grapes.
  assert.ok(g.madeOf("sultanas").has("grape"));
  // Only narrow things: `food` tells nothing apart, and a word is not made of itself.
  assert.ok(!g.madeOf("hummus").has("food"));
  assert.ok(!g.madeOf("tofu").has("tofu"));
  // Deeper weighs less than nearer.
  assert.ok(g.madeOf("hummus").get("tahini")! > g.madeOf("hummus").get("sesame")!);
});

Deno.test("concepts: things one definition names two of the words of", async () => {
  const g = await concepts();
  // "tinnitus: a ringing or booming sensation in one or both ears": a gerund counts too.
  const tinnitus = g.definedTogether(["hear", "ringing", "ears"]).get("tinnitus");
  assert.deepEqual([...tinnitus!.words].sort(), ["ears", "ringing"]);
  assert.ok(tinnitus!.weight > 0.9, "tinnitus means nothing else");
  // One word is not enough: every definition naming `ears` is not a thing of the cue.
  assert.equal(g.definedTogether(["ears", "music"]).has("tinnitus"), false);
  // A lemma counts as much as it means the thing defined: a `core` is seldom a reactor's.
  const reactor = g.definedTogether(["nuclear", "reactor"]);
  assert.ok(reactor.get("core")!.weight < reactor.get("breeder_reactor")!.weight);
});

Deno.test("concepts: an answer type's rarer senses count, at part weight", async () => {
  const graph = await concepts();
  const operation = graph.related("operation", { answerType: true });
  // Surgery is a rare sense of `operation`: its names and kinds count, less than the usual ones.
  const surgery = operation.words.get("surgery") ?? 0;
  assert.ok(surgery > 0 && surgery < 1, `surgery ${surgery}`);
  const appendectomy = graph.kindOf("appendectomy", operation.roots);
  assert.ok(appendectomy > 0 && appendectomy <= 0.5, `appendectomy ${appendectomy}`);
  // …but only for a word asked for: as another of the cue's words, its usual senses alone.
  assert.equal(graph.related("operation").words.get("surgery"), undefined);
});

Deno.test("concepts: the kinds of a typical kind are kinds too", async () => {
  const graph = await concepts();
  const pet = graph.related("pet", { answerType: true });
  // A dog is a typical pet by GloVe's typing, not WordNet's: its kinds follow it.
  assert.ok(pet.typical.has("dog"));
  assert.ok(graph.kindOf("greyhound", pet.roots) > 0);
  assert.ok(graph.kindOf("tabby", pet.roots) > 0);
  assert.equal(graph.kindOf("carburetor", pet.roots), 0);
});

Deno.test("concepts: what a qualifier pertains to keeps to what it usually means", async () => {
  const graph = await concepts();
  // GloVe's `papers` stands beside `literature`: as the type asked for, a report is one of
  // its kinds…
  const asked = graph.related("literature", { answerType: true });
  assert.ok(graph.kindOf("report", asked.roots) > 0);
  // …but as the thing `literary` of `any literary circle?` pertains to, it is not; a novel is.
  const part = graph.related("literature", { answerType: true, usualOnly: true });
  assert.equal(graph.kindOf("report", part.roots), 0);
  assert.ok(graph.kindOf("novel", part.roots) > 0 || part.words.has("novel"));
  // Nor its rarer senses: as the type asked for, one of `union`'s reaches a clinic.
  assert.ok(graph.kindOf("clinic", graph.related("union", { answerType: true }).roots) > 0);
  const union = graph.related("union", { answerType: true, usualOnly: true });
  assert.equal(graph.kindOf("clinic", union.roots), 0);
});

Deno.test("concepts: word forms", () => {
  assert.deepEqual(baseForms("feet"), ["feet", "foot"]);
  // Common irregular pasts: "left a note" is `leave`'s.
  assert.deepEqual(baseForms("left"), ["left", "leave"]);
  assert.deepEqual(baseForms("sent"), ["sent", "send"]);
  assert.ok(baseForms("swimming").includes("swim"));
  assert.ok(baseForms("ponies").includes("pony"));
  assert.ok(baseForms("user's").includes("user"));
  // A word of one syllable doubles its last consonant: `cared` is `care`'s, not `car`'s.
  assert.deepEqual(baseForms("cared"), ["cared", "care"]);
  assert.deepEqual(baseForms("coding"), ["coding", "code"]);
  assert.ok(baseForms("hopping").includes("hop"));
  assert.ok(baseForms("opened").includes("open"));
  assert.ok(baseForms("feared").includes("fear"));
  // `-es` is an ending of its own only after a hiss or an `o`: `codes` is `code`'s.
  assert.deepEqual(baseForms("codes"), ["codes", "code"]);
  assert.ok(baseForms("boxes").includes("box"));
  assert.ok(baseForms("tomatoes").includes("tomato"));
  assert.deepEqual(inflections("cat"), ["cat", "cats", "catting"]);
  assert.deepEqual(inflections("knit"), ["knit", "knits", "knitting"]);
  assert.deepEqual(inflections("pony"), ["pony", "ponies", "ponying"]);
});

Deno.test("concepts: a name GloVe typed is no verb's stem", async () => {
  const g = await concepts();
  // GloVe put `calle` (Spanish for street) under streets: "called the plumber" named one.
  assert.ok(g.isName("calle") && baseForms("called").includes("calle"));
  assert.deepEqual(g.lemmasOf("called"), ["call"]);
  assert.ok(!g.baseFormsOf("carried").includes("carrie"));
  const street = g.related("street", { answerType: true });
  assert.equal(g.kindOf("called", street.roots), 0);
  // A plural's is still a name's: `subarus` are Subarus.
  assert.ok(g.baseFormsOf("subarus").includes("subaru"));
});

Deno.test("concepts: a word filed as written is no form of a far rarer one", async () => {
  const g = await concepts();
  // WordNet's `physic` is a purgative: `physics` is the science, and no medicine.
  assert.deepEqual(g.lemmasOf("physics"), ["physics"]);
  assert.deepEqual(g.lemmasOf("species"), ["species"]);
  const medication = g.related("medication", { answerType: true });
  assert.equal(g.kindOf("physics", medication.roots), 0);
  // …but a base form about as common is still read: `arms` are arms, `glasses` may be glass.
  assert.deepEqual(g.lemmasOf("arms"), ["arms", "arm"]);
  assert.ok(g.baseFormsOf("glasses").includes("glass"));
});

Deno.test("concepts: a clipped word, and two words written as one", async () => {
  const g = await concepts();
  // WordNet's `med` is a Master of Education: `meds` are medication, and no degree.
  assert.deepEqual(g.lemmasOf("meds"), ["medication"]);
  assert.deepEqual(g.lemmasOf("uni"), ["university"]);
  // British English: a jumper is mostly a sweater (to WordNet, mostly a jump shot).
  assert.deepEqual(g.lemmasOf("jumper"), ["jumper", "sweater"]);
  // WordNet's `Pilate` is Pontius Pilate: Pilates is exercise.
  assert.deepEqual(g.lemmasOf("pilates"), ["exercise"]);
  // Australian and British English: a mate is still WordNet's mate (a spouse, one of a pair),
  // and mostly a friend; a tradie is a skilled worker, a carpenter or a plumber.
  assert.deepEqual(g.lemmasOf("mate"), ["mate", "friend"]);
  const skilled = g.related("tradie", { answerType: true });
  assert.ok(g.kindOf("plumber", skilled.roots) > 0.5, "a plumber is a tradie");
  // A word WordNet files nowhere may be two it files as one: a ballclub is a ball club (GloVe
  // typed `ballclub` beside ball games only), firetrucks are fire trucks.
  assert.deepEqual(g.lemmasOf("ballclub"), ["ballclub", "ball_club"]);
  assert.deepEqual(g.lemmasOf("firetrucks"), ["fire_truck"]);
  // What the cue's words do not find as written stays among its relations: notes say `ball club`.
  assert.ok(g.related("ballclub").words.has("ball_club"));
  assert.ok(g.related("meds").words.has("medication"));
  // …even when what it stands for is no thing: blood pressure is an attribute.
  assert.deepEqual([...g.related("bp").words.keys()], ["blood_pressure"]);
  // A word WordNet files is only itself: a weekend is no `wee_kend`, a carpet no car pet.
  assert.deepEqual(g.lemmasOf("carpet"), ["carpet"]);
  const team = g.related("ballclub", { answerType: true });
  assert.ok(g.kindOf("cubs", team.roots) > 0.5, "the Cubs are a baseball club");
});

Deno.test("concepts: the tables survive encoding", () => {
  const u = (...n: number[]) => Uint32Array.from(n);
  const tables = {
    lemmas: ["cat", "pet"],
    senseStart: u(0, 1, 2),
    senses: u(0, 1),
    senseCounts: u(3, 0),
    senseUsage: u(255, 0),
    commonness: u(10, 20),
    pos: Uint8Array.from([0, 0]),
    lexfile: u(5, 5),
    memberStart: u(0, 1, 2),
    members: u(0, 1),
    broaderStart: u(0, 1, 1),
    broader: u(1),
    glossStart: u(0, 0, 0),
    gloss: u(),
    derivedStart: u(0, 0, 0),
    derived: u(),
    namedStart: u(0, 0, 0),
    named: u(),
    partOfStart: u(0, 1, 1),
    partOf: u(1),
  };
  assert.deepEqual(decodeTables(encodeTables(tables)), tables);
});

Deno.test("bridge: what a question asks for, and which words are names", () => {
  assert.deepEqual([...answerTypes("what car is parked in their garage?")], ["car"]);
  assert.deepEqual([...answerTypes("what kind of dog is at home?")], ["dog"]);
  // A word before what it is done to is the verb: `ruins my crops`, `gives me hives`.
  assert.deepEqual([...answerTypes("what pest ruins my salad crops?")], ["pest"]);
  assert.deepEqual([...answerTypes("what food gives me hives?")], ["food"]);
  // Asked for, the motorbike is the type; what is taken out is not.
  assert.deepEqual([...answerTypes("which motorbike do I take out for the rally?")], [
    "motorbike",
  ]);
  assert.deepEqual([...answerTypes("what is their profession?")], ["profession"]);
  assert.deepEqual([...answerTypes("what's their career?")], ["career"]);
  assert.deepEqual([...answerTypes("which video game console do they have?")], [
    "video",
    "game",
    "console",
  ]);
  assert.deepEqual([...answerTypes("What is Jon's favorite style of dance?")], [
    "favorite",
    "style",
  ]);
  // A brand of shades is a brand, and shades.
  assert.deepEqual([...answerTypes("which brand of shades do they own?")], ["brand", "shades"]);
  // `does the user own a dog?` asks for one, as `does he own a dog?` does.
  assert.deepEqual([...answerTypes("Does the user own a dog?")], ["dog"]);
  // …and a make and model of car is a make, a model, and a car.
  assert.deepEqual([...answerTypes("what make and model of car does she own?")], [
    "make",
    "model",
    "car",
  ]);
  assert.deepEqual([...answerTypes("what breed of dog is it?")], ["breed", "dog"]);
  assert.deepEqual([...answerTypes("plan a dinner")], []);
  // `who` and `where` are followed by a verb, unless by a copula: `triumphed` is no type.
  assert.deepEqual([...answerTypes("Who triumphed at the Battle of Hastings?")], []);
  assert.deepEqual([...answerTypes("who is their dentist?")], ["dentist"]);
  // Whether they have one asks for one: a kind of it answers.
  assert.deepEqual([...answerTypes("do they have a scooter?")], ["scooter"]);
  assert.deepEqual([...answerTypes("does she keep any pets at home?")], ["pets"]);
  assert.deepEqual([...answerTypes("do they own their home?")], []);
  // Where they go to one asks which: a college, a walk of some kind.
  assert.deepEqual([...answerTypes("where did they go to college?")], ["college"]);
  assert.deepEqual([...answerTypes("where do they go trekking?")], ["trekking"]);
  assert.deepEqual([...answerTypes("where did they go right after their wedding?")], []);
  assert.equal(asksOccupation("what does their dad do for a living?"), "living");
  assert.equal(asksOccupation("What did she do for work?"), "work");
  assert.equal(asksOccupation("what is their firstborn's line of work?"), "work");
  assert.equal(asksOccupation("what does the dog do at night?"), undefined);
  // What someone does, in the present, is their work; what they did is no occupation.
  assert.equal(asksOccupation("what does their sibling do?"), "occupation");
  assert.equal(asksOccupation("what did they do?"), undefined);
  assert.deepEqual([...namesOf("Hey, Caroline! Nice to hear from Jon's sister")], [
    "caroline",
    "jon",
  ]);
  // An initialism is a word, as WordNet and GloVe hold it; a short name is still a name.
  assert.deepEqual([...namesOf("does Al drive an SUV, or watch TV after a PhD?")], ["al"]);
  assert.equal(isQuestion("is shrimp safe to serve"), true);
  assert.equal(isQuestion("quantum chromodynamics"), false);
});

Deno.test("concepts: a relational adjective pertains to a thing; a named question keeps to it", async () => {
  const g = await concepts();
  // WordNet's pertainyms: what `renal` and `dental` are about; `red` is about nothing.
  assert.ok(g.pertainsTo("renal").includes("kidney"));
  assert.ok(g.pertainsTo("dental").includes("tooth"));
  assert.deepEqual(g.pertainsTo("red"), []);
  assert.ok(g.namesTime("sundays") && !g.namesTime("melanie"));
  const related = (query: string) =>
    cueBridge(g, analyzeQuery(query).words, new Map(), query).related.get("dental")!;
  // Asked of the user, dental reaches what teeth and dentistry reach: a dentist…
  assert.ok(related("any dental checkups coming?").words.has("dentist"));
  // …asked of someone named, only the things themselves: notes naming her hold the words.
  const named = related("Has Melanie any dental checkups coming?");
  assert.ok(named.words.has("tooth") && !named.words.has("dentist"));
  // A day written as a name names no one.
  assert.ok(related("any dental checkups on Sundays?").words.has("dentist"));
});

Deno.test("concepts: a person's GloVe neighbours in another circle of theirs are no kinds of them", async () => {
  const graph = await concepts();
  const kinds = (word: string) => graph.related(word, { answerType: true }).typical;
  // A husband's neighbour `brother` is kin but no spouse; a pal's `kid` a child but no friend; a
  // son's `stepfather` no one's offspring…
  assert.ok(!kinds("husband").has("brother"));
  assert.ok(!kinds("pal").has("kid"));
  assert.ok(!kinds("son").has("stepfather"));
  // …but a boy is someone's son, and a pal's `friend` is one.
  assert.ok(kinds("boy").has("son"));
  assert.ok(kinds("pal").has("friend"));
});

Deno.test("concepts: a hyphenated word is the lemma WordNet writes apart or closed up", async () => {
  const graph = await concepts();
  assert.deepEqual(graph.lemmasOf("jiu-jitsu"), ["jiujitsu"]);
  assert.deepEqual(graph.lemmasOf("season-ticket"), ["season_ticket"]);
  // …and a martial art's kinds hold it.
  assert.ok(
    graph.kindOf("jiu-jitsu", graph.related("martial_art", { answerType: true }).roots) > 0.5,
  );
});

Deno.test("concepts: an adjective names the state or feeling of its usual sense", async () => {
  const graph = await concepts();
  assert.deepEqual(graph.pertainsTo("deaf"), ["deafness"]);
  assert.deepEqual(graph.pertainsTo("pregnant"), ["pregnancy"]);
  // `sick` as crazy is a rarer sense: no lunacy.
  assert.deepEqual(graph.pertainsTo("sick"), ["illness"]);
  // A relational adjective still names what it pertains to; one saying how a thing is, nothing.
  assert.deepEqual(graph.pertainsTo("renal"), ["kidney"]);
  assert.deepEqual(graph.pertainsTo("red"), []);
});

Deno.test("concepts: a verb says its act as other verbs, the acts it is a way of, its ways and its doers (`perform` → `play`)", async () => {
  const graph = await concepts();
  const acts = (verb: string) => graph.actsOf(verb);
  assert.ok(acts("cultivate").has("grow"), "another verb of its sense");
  assert.ok(acts("sip").has("drink"), "the act it is a way of");
  assert.ok(acts("perform").has("play"), "a way of it, where they are few");
  assert.ok(acts("translate").has("interpreter"), "a doer WordNet derives");
  // Weighed by how much the verb means each sense: `cultivate` is mostly growing, less educating.
  assert.ok(acts("cultivate").get("grow")! > acts("cultivate").get("educate")!);
  // No word of its own, and no phrase of many.
  assert.ok(!acts("cultivate").has("cultivate"));
  assert.ok(![...acts("tie").keys()].some((w) => w.includes("_")));
});

Deno.test("concepts: a person's word is a kind of what they do (`golfer`: golf, a sport), and no more", async () => {
  const g = await concepts();
  const sport = g.related("sport", { answerType: true });
  const deeds = { deeds: true };
  assert.ok(g.kindOf("golfer", sport.roots, deeds) > 0.5, "a golfer golfs, and golf is a sport");
  assert.equal(g.kindOf("golfer", sport.roots), 0, "only when asked so");
  const faith = g.related("faith", { answerType: true });
  assert.ok(g.kindOf("buddhist", faith.roots, deeds) > 0.5, "a Buddhist follows Buddhism");
  // What someone does says no more than that: a pharmacist is no shop, a lawyer no sport.
  assert.equal(g.kindOf("pharmacist", g.related("store", { answerType: true }).roots, deeds), 0);
  assert.equal(g.kindOf("lawyer", sport.roots, deeds), 0);
});

Deno.test("concepts: a noun's senses of a word used mostly as a verb go by their counts (`watch`: a timepiece, a device)", async () => {
  const graph = await concepts();
  // GloVe's vector of `watch` is the verb's (watched far more than worn): how near it is to each
  // noun sense says nothing of which one the noun means.
  const devices = graph.related("device", { answerType: true }).roots;
  assert.ok(graph.kindOf("watch", devices) >= 0.8, "a watch is a device");
  // A word used mostly as a noun keeps GloVe's reading (`phone`, mostly a telephone).
  assert.ok(graph.kindOf("phone", devices) > 0);
});
