/**
 * Recall by meaning without a model: a cue's words reach the words a memory holds through the
 * concept graph (`src/core/concepts.ts`) — `sport` reaches `swim`, `kid` reaches `son`, `phone`
 * reaches `iphone`, `wheat` reaches `gluten` — and a memory holding such a word matches that
 * cue word in part, by the relation's weight.
 *
 * A question's answer type weighs most: `what car is parked in their garage?` asks for a kind of
 * car, so "user owns a Subaru Outback" answers it as well as a memory holding `car` matches it.
 * @module
 */
import {
  baseForms,
  type ConceptGraph,
  listedRelations,
  regularPast,
  type Related,
} from "../core/concepts.ts";
import {
  fold,
  foldKeepingCase,
  initialismsOf,
  namesOf,
  PHRASE_WORD,
  phraseWords,
  rarity,
  STOPWORDS,
} from "../core/text.ts";
import { brandIsSite, BRANDS } from "../core/brands.ts";
import { asksWhatSuits, MODALS, rulesOut, statesLimit } from "./constraints.ts";
import type { WordVectors } from "./word_vectors.ts";
import {
  asksOfOwnLife,
  INDEFINITE,
  isPersonWord,
  namesAskedPerson,
  PARTNER_WORDS,
  questionSubject,
  speaksOfSomeone,
  speaksOfUser,
  type Subject,
} from "./subject.ts";

/** Words that open a question about a kind of thing: `what car`, `which city`, `any allergies`. */
const ASKING = new Set(["what", "which", "whose", "who", "any", "where"]);
/**
 * Question words a verb follows unless a copula does: `who won…`, `where lives…` ask for a
 * person or a place, and `won` names neither (`who is their dentist?` names the dentist).
 */
const ASKS_BY_VERB = new Set(["who", "where"]);
/** `what kind of dog`: the kind is the dog. */
const KIND_OF = new Set(["kind", "kinds", "type", "types", "sort", "sorts", "part", "parts"]);
/** `which brand of shades`, `what breed of dog`: the kind is what follows (shades, a dog) too. */
const OF_KIND = new Set([
  ...["brand", "brands", "make", "model", "breed", "flavour", "flavor", "genre", "variety"],
  ...["style", "species"],
]);
/** `what is their profession`: the words after the copula and determiner. */
const COPULA = new Set(["is", "are", "was", "were", "s"]);
const DETERMINER = new Set(["their", "the", "his", "her", "your", "my", "our", "its", "a", "an"]);
/** Words of a question that name no thing of their own: they reach nothing through the graph. */
const FILLER = new Set([
  ...KIND_OF,
  "thing",
  "things",
  "something",
  "anything",
  "stuff",
  "way",
  "lot",
  "know",
  "tell",
  "get",
  "got",
  // A problem is what a question asks about, not a thing: `any renal issues?` asks of kidneys.
  ...["issue", "issues", "problem", "problems", "trouble", "troubles", "concern", "concerns"],
  // Words tying one time to another (`while I fly`, `during vacations`) name no thing either.
  ...["while", "whilst", "during", "until"],
  // Pronouns the stopwords leave: they name whoever the question is about, no thing.
  ...["anyone", "anybody", "someone", "somebody", "everyone", "everybody", "nobody"],
  ...["theirs", "hers", "mine", "yours", "ours", "themselves", "himself", "herself", "yourself"],
]);
/** Words that may be a verb's particle (`look after`, `work out`, `set aside`). */
const PARTICLES = new Set([
  ...["up", "out", "after", "together", "away", "off", "over", "down", "around", "along"],
  ...["aside", "through", "back"],
]);
/** Words saying a thing is for someone: `which café chain would a gift card be good for?` */
const GIFT = new Set(["gift", "gifts", "present", "presents"]);
/**
 * How a question asking whether something suits says so (`would a chalk bag make a good
 * present?`): fillers there, the thing asked about is the rest (a chalk bag, for a climber).
 */
const SUITS_FRAME = new Set([
  ...GIFT,
  ...["good", "nice", "great", "useful", "welcome"],
  ...["thoughtful", "practical", "fun", "idea", "choice", "pick", "option", "suitable", "make"],
]);
/** Auxiliaries: a question may open with one, and a verb follows one. */
const AUXILIARIES = ["do", "does", "did", "can", "could", "should", "would", "will", "has", "have"];
/** A word right after one of these is a verb (`do they commute`, `to bake`). */
const BEFORE_VERB = new Set([
  ...["i", "you", "he", "she", "we", "they", "it", "to", "may", "might", "must"],
  ...AUXILIARIES,
  ...["don't", "doesn't", "didn't", "can't"],
]);
/**
 * The word an agent's notes name their person by ("user works on a MacBook", "user's son…"): in
 * a note it is that person, no thing the cue may ask for.
 */
const THE_USER: ReadonlySet<string> = new Set(["user", "users"]);
/** Who a memory is about: a present tense right after one is its verb (`user drives`). */
const SUBJECTS = new Set(["user", "i", "you", "he", "she", "we", "they", "it"]);
/** A word whose verb senses are used this many times more than its noun senses is a verb. */
const VERB_DOMINANCE = 2;
/**
 * An answer-type word weighs this many times its rarity in the cue: `what car is parked in
 * their garage?` is about a car more than about parking.
 */
const TYPE_EMPHASIS = 2;
/**
 * A memory word is a kind of an answer type it names as written from this much (`kindOf`): the
 * bridge then defers to the memory in full, so a weak kind must not pass (the `rental` of
 * "returned the rental car", 0.74 a car, silenced "user drives a Subaru Outback").
 */
const NAMES_KIND = 0.8;
/** What a relation of a cue word other than the answer type counts for, in the ranking. */
const OTHER_WORDS = 0.3;
/**
 * …and of a cue naming no answer type (`do they have a dog?`, `is tapenade a good appetizer for
 * them?`): its words are what it asks about, though a word held as written still leads.
 */
const UNTYPED_WORDS = 0.6;
/** A cue's compound with fewer relations than this reaches its broader thing's (`blood sugar`). */
const SPARSE_RELATED = 8;
/** …at this share of their weight… */
const WEIGHT_BROADER_THING = 0.7;
/** …if that thing has at most this many kinds (glucose has four, a cake a hundred). */
const FEW_KINDS = 5;
/** A text of up to this many words (stopwords aside) is short: the bridge counts it whole. */
const SHORT_TEXT = 8;
/** How far past it the bridge divides by a text's length: BM25's usual `b`. */
const LENGTH_NORM = 0.75;
/**
 * Cue words shorter than this are not bridged (`s` of `Melanie's`), but for an initialism the
 * question writes (`GP`, `BP`: WordNet's general practitioner and blood pressure).
 */
const MIN_BRIDGED = 3;
/** A name in a cue reaches what it relates to when this share of its senses are places. */
const NAMED_PLACE = 0.4;
/** A memory holding two words of a cue word's definition relates to it this much. */
const DEFINITION_HELD = 0.85;
/** A thing defined by two of the cue's words, as much as its lemma means it (`definedTogether`). */
const WEIGHT_DEFINED_TOGETHER = 0.7;
/** …named by a lemma at least this long (`pu`, `th`: plutonium and thorium, are no words). */
const MIN_DEFINED = 4;
/**
 * A word used as a thing of a narrow domain at least this share of the time is one
 * ({@linkcode BridgeMatch.domain}): `peanuts` are food a third of the time, a plant otherwise.
 */
const SAME_DOMAIN_FULL = 0.3;
/** At most this many words of a noun phrase name the answer type (`video game console`). */
const TYPE_WORDS = 3;
/** Words opening what a verb is done to (`ruins my crops`, `gives me hives`). */
const OBJECT_OPENS_VERB = new Set([...DETERMINER, "me", "him", "us", "them", "you"]);
/** `do they have a scooter?`: an auxiliary, who, a verb of having, then the thing asked for. */
const YES_NO = new Set(["do", "does", "did"]);
/** Who may have it: the pronouns a question about the user or one of theirs uses, or `user`. */
const SUBJECT_WORDS = new Set(["they", "he", "she", "you", "i", "we", "user"]);
/** Verbs of having a thing, or of using one had. */
const HOLDING = new Set(["have", "own", "keep", "use", "play", "ride", "drive", "wear", "take"]);
/** `where did they go to college?`: going to a kind of place, or attending one, names it. */
const ATTENDING = new Set(["attend", "attends", "attended"]);
const GOING = new Set(["go", "goes", "went", ...ATTENDING]);

/**
 * `what do they do for a living?`, `what did their dad do for work?`: the cue asks what someone
 * does for a living, and its last word names it.
 */
const FOR_A_LIVING = /\bdo(?:es)?\b.*\bfor (?:a )?(living|work|money)\b/;
/** `what is their line of work?`: so does this, and its `line` names no thing of its own. */
const LINE_OF_WORK = /\bline of (work|business)\b/;
/**
 * Someone's trade asked for, ending its phrase (`what trade is the spouse in?`, `what's his
 * trade?`): the skilled work they do, WordNet's second sense (its first is commerce; a `trade
 * event` is commerce's).
 */
const TRADE_ASKED =
  /\b(?:what|which|his|her|their|my|your|our)(?:'s)?\s+(?:\S+\s+)?(trade)(?=\s*(?:[?.!,]|$)|\s+(?:is|are|was|were|am|does|do|did)\b)/;
/** `what does their sibling do?`: in the present, what someone does is their work. */
const WHAT_THEY_DO = /^what (?:do|does) \S.* do\W*$/;
/** `who coaches their workouts?`: a question asking who does something, and its verb. */
const WHO_DOES = /^who ([a-z]+s)\b/;
/** A question asking who someone else acts on or for (`who should she phone…`). */
const WHO_IS_ASKED = /^who (?:do|does|did|should|can|could|would|will|might|must)\b/;
/**
 * `who in the family milks cows?`, `who next door could sort out their wiring?`: a question asking
 * who among some people does something (or could), and its verb — unless an auxiliary or a copula
 * (`who in the family has a railroad job?` asks by its things alone).
 */
const WHO_AMONG_DOES =
  /^who (?:(?:in|among|at|from) (?:[a-z']+ ){1,4}?|next door )(?:(?:can|could|would|will|might) )?([a-z]+)\b/;
/** A question asking where (`where would they like to travel someday?`) asks for a place. */
const WHERE = /\bwhere\b/;
/** How much a thing an adjective pertains to is the adjective (`kidney` of `renal`). */
const WEIGHT_PERTAINS = 0.9;
/** A question asking when: `when did they get married?` */
const WHEN = /^\W*when\b/;
/** The answer type a question asking where stands for. */
const PLACE_WORD = "place";
/** How a question asking how much or how long opens, hedged or not (`roughly how many…`). */
const HOW_HEDGED = "^\\W*(?:(?:roughly|about|approximately|around|exactly|so|and) )?how ";
/**
 * A question asking how old, tall, big, many, much, far or heavy (`roughly how many…` too)
 * asks for a number: "user just turned forty" answers `how old are they?` (how long asks for a
 * span of time, {@linkcode HOW_LONG}).
 */
const HOW_MUCH = new RegExp(`${HOW_HEDGED}(?:old|tall|big|many|much|far|heavy)\\b`);
/** The answer type such a question stands for. */
const NUMBER_WORD = "number";
/** What a memory's numeral (`10`, `34`, `1.5`) is read as. */
const NUMERAL = "#";
/** A numeral as written: `10`, `34`, `1.5`, `2,000`. */
const NUMERAL_WRITTEN = /^\d+(?:[.,]\d+)?$/;
/** Numbers written as words, and {@linkcode NUMERAL}: the kinds of {@linkcode NUMBER_WORD}. */
const NUMBER_WORDS = [
  ...["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"],
  ...["twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen"],
  ...["nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"],
  ...["hundred", "thousand", "million", "dozen", NUMERAL],
];
/**
 * A question asking how long asks for a span of time, said with its unit ("for 28 years", "a
 * 25-minute ride", "ten weeks at sea") or from when ("since age 16"); any number only weakly:
 * most notes hold one ("the thermostat is set to 68 degrees").
 */
const HOW_LONG = new RegExp(`${HOW_HEDGED}long\\b`);
/** The answer type such a question stands for. */
const DURATION_WORD = "duration";
/** The units a span of time is said in (see {@linkcode spansTime}). */
const TIME_UNITS = [
  ...["second", "minute", "hour", "day", "night", "week", "fortnight", "month", "year", "decade"],
  ...["century"],
];
/**
 * How much a number alone, or a time unit alone ("this month"), answers how long (`user quit
 * smoking in 1998`).
 */
const DURATION_PART = 0.5;
/** What a memory's span of time ("for 28 years", "a 25-minute ride", "since 2016") is read as. */
const SPAN = "#span";
/** Words counting a time unit that spans: "two weeks", "a few months", "several years". */
const COUNTING = new Set(["few", "several", "many", "couple"]);
/** A question asking how often asks for a frequency: "user swims three times a week". */
const HOW_OFTEN = /^\W*(?:(?:roughly|about|so|and) )?how (?:often|frequently)\b/;
/** The answer type such a question stands for. */
const FREQUENCY_WORD = "frequency";
/**
 * A question asking how someone travels (`how does she get to work?`, `how do they commute?`)
 * asks for a means of transport: a bus, a bike, a ferry (a conveyance: "something that serves as
 * a means of transportation"; `transport` would bring its rapture and its tape drives).
 */
const HOW_TRAVEL =
  /^\W*how (?:do|does|did|will|would|can|could|should) (?:\S+ ){1,3}?(?:(?:get|gets|getting) (?:to|around|about|home|downtown|into|back|there|between)\b|(?:commute|travel|go to work)\b)/;
/** The answer type such a question stands for. */
const TRANSPORT_WORD = "conveyance";
/** The words a frequency is said with, the kinds of {@linkcode FREQUENCY_WORD}. */
const FREQUENCIES: Related = listedRelations(
  new Map(
    [
      ...["every", "each", "per", "once", "twice", "thrice", "times", "daily", "nightly"],
      ...["weekly", "biweekly", "fortnightly", "monthly", "yearly", "annually", "hourly"],
      ...["always", "usually", "often", "sometimes", "occasionally", "rarely", "seldom", "never"],
    ].map((w) => [w, 1]),
  ),
  { kinds: true },
);

/** Prefixes saying a hyphenated word is not what its last part names: an ex-wife is no wife. */
const NOT_HEADED = new Set(["ex", "non", "anti", "pseudo", "faux", "mock", "former"]);
/**
 * `born`, which WordNet files as an adjective ("born: being talented through inherited
 * qualities"): asked when, it is the verb's, the events of being born (a birth, a birthday).
 */
const BORN = new Set(["born", "borne"]);
const BEAR = "bear";
/**
 * …and the day it comes round: "birthday: an anniversary of the day on which a person was born",
 * a definition the graph drops `born` of (thousands of definitions name it: "born in Ohio").
 */
const BIRTHDAY: Related = listedRelations(new Map([["birthday", 0.8]]));
/**
 * …and the other way round: a birthday is asked of the note that says when someone was born
 * ("user was born in March 1973") or when they turn a year older.
 */
const BIRTH: Related = listedRelations(
  new Map([["born", 0.8], ["birth", 0.8], ["turn", 0.6], ["turned", 0.6]]),
);
/**
 * Words of a party someone is thrown (`when should I throw her a party?`, `abuela's big bash`):
 * WordNet relates no occasion for one; a note says the occasion ("user's birthday is October
 * 14", "Kinsley turns 7 on June 3", an anniversary), each answering as {@linkcode OCCASIONS} lists.
 */
const PARTY_WORDS = new Set(["party", "parties", "bash", "celebration", "celebrations"]);
const OCCASIONS: Related = listedRelations(
  new Map([["birthday", 0.8], ["anniversary", 0.8], ["turn", 0.6]]),
);
/**
 * An anniversary, asked of the note that says when a couple married ("user married Catrin on 5
 * August 2014"): WordNet defines only a wedding anniversary by marrying.
 */
const ANNIVERSARIES = new Set(["anniversary", "anniversaries"]);
const WEDDED: Related = {
  ...listedRelations(new Map([["married", 0.8], ["marry", 0.8], ["wed", 0.8]])),
  acts: new Set(["marry", "wed"]),
};
/** The words of a birthday, which {@linkcode BIRTH} answers besides their own relations. */
const BIRTHDAYS = new Set(["birthday", "birthdays", "bday"]);
/**
 * The `old` of a question asking how old: an age said ("aged seven"), a year turned, or a birth
 * (less surely: it is a year to count from).
 */
const AGE: Related = listedRelations(
  new Map([
    ...[["age", 0.8], ["aged", 0.8], ["turn", 0.6], ["turned", 0.6]] as const,
    ...[["born", 0.6], ["birth", 0.6]] as const,
  ]),
);
/**
 * A decade of someone's life (`is she in her fifties?`, `in his late twenties`): an age, said in
 * years ("user is 53 years old") or as {@linkcode AGE} says it. Not a decade of a century (`music
 * from the sixties`): only after a possessive.
 */
const DECADE_OF_LIFE =
  /\b(?:her|his|their|my|your|our)\s+(?:(?:early|mid|late)[\s-]+)?(teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b/;
const DECADE_AGE: Related = merged(
  AGE,
  listedRelations(new Map([["old", 0.8], ["years", 0.6], [NUMERAL, 0.6]])),
);
/**
 * Words of waking and of going to bed (`when does she wake?`, `is he still in bed at dawn?`):
 * WordNet relates no verb, and a note says them its own way ("user gets up at 3:45 a.m.", "user
 * is a night owl"), each as {@linkcode WAKING} and {@linkcode BEDTIME} list.
 */
const WAKING_WORDS = new Set([
  ...["wake", "wakes", "woke", "waking", "awake", "awaken", "awakens", "rise", "rises"],
]);
/**
 * An early riser or an early bird (`is he an early riser?`): both words ask of waking, and
 * neither of a stair's riser nor of a bird.
 */
const RISERS = ["riser", "risers", "bird", "birds"];
const EARLY_RISING = new RegExp(`\\bearly[\\s-](?:${RISERS.join("|")})\\b`);
const EARLY_RISING_WORDS = new Set(["early", ...RISERS]);
/** A night owl (`is he a night owl?`) is asked of bedtimes, as late to bed. */
const NIGHT_OWL = /\bnight[\s-]owls?\b/;
const NIGHT_OWL_WORDS = new Set(["night", "owl", "owls"]);
/** What waking is said with; a night owl, who is no early riser, answers whether one is. */
const WAKING: Related = listedRelations(
  new Map([
    ...[["wake", 0.8], ["rise", 0.8], ["riser", 0.8], ["up", 0.6], ["alarm", 0.6]] as const,
    ["owl", 0.6],
  ]),
);
const BED_WORDS = new Set(["bed", "bedtime", "sleep", "sleeps", "asleep", "slept"]);
/** What going to bed is said with (and, for {@linkcode DAY_ROUTINE}, the hours asleep). */
const BED_SAID = ["bed", "bedtime", "sleep", "asleep"];
const BEDTIME: Related = listedRelations(
  new Map([...BED_SAID.map((w) => [w, 0.8] as const), ["owl", 0.6]]),
);
/**
 * A year turned (`turning 39`, `turns fifteen`, `turn a year older`) is a birthday: the `turn` of
 * it asks what {@linkcode BIRTHDAYS} ask.
 */
const TURNING_AGE = new RegExp(
  `\\bturn(?:s|ed|ing)? (?:a year older|\\d+|${
    NUMBER_WORDS.filter((w) => w !== NUMERAL).join("|")
  })\\b`,
);
/** The words of a year turned (and of {@linkcode TURNING_IN}). */
const TURNING = new Set(["turn", "turns", "turned", "turning"]);
/** …and `turn in`, said of a day's end (`when do they turn in?`), is going to bed. */
const TURNING_IN = /\bturn(?:s|ing)? in(?:\W*$| (?:at|by|around|before|after|for the night)\b)/;
/**
 * A word says a state when WordNet counts it as an adjective at least one time in this many as a
 * verb, and the state is what it derives at least this surely (its usual sense's derivation).
 */
const STATE_USE = 4;
const STATE_DERIVED = 0.8;
/** A question asking someone's age: the `old` of it is answered by {@linkcode AGE}. */
const HOW_OLD = /\bhow old\b/;
/** The answer type a question asking {@linkcode WHEN} stands for, and `what day…` too. */
const TIME_WORD = "time";
/** What a memory's clock time (`8am`, `10 pm`, `7:40`) is read as. */
const CLOCK = "@";
/**
 * …and a year (`2019`): a time asked when, no hour asked for — "diagnosed in November 2017"
 * does not say `what time does he get up?`.
 */
const YEAR = "@year";
/**
 * What a memory's bare number after `at` or `by` is read as: an age or an hour, a time either way
 * ("plans to retire at 62", "moved to Perth at 19", "pay off the mortgage by age 55").
 */
const AGED = "@@";
/** A bare number after `at` or `by` (`at 62`, `by age 55`), not one of a unit or a clock. */
const AT_NUMBER =
  /\b(?:at|by)\s+(?:(?:the\s+)?age\s+(?:of\s+)?)?\d{1,3}(?![\d:.,]|\s*(?:am|pm|a\.m|p\.m|%|percent|mph|km|kg|miles|lbs?|degrees|kilos?|m|ft|feet|metres|meters)\b)/i;
/** A clock time written as one word. */
const CLOCK_TIME = /^\d{1,2}(?:am|pm)$/;
/** A year. */
const YEAR_WRITTEN = /^(?:19|20)\d\d$/;
/** …and a clock time written as more than one. */
const CLOCK_WRITTEN = /\b\d{1,2}(?::\d\d\b|\s*[ap]\.?m\b)/i;
/**
 * The words a time is said with, the kinds of {@linkcode TIME_WORD}: months, days of the week,
 * seasons, parts of the day, {@linkcode CLOCK} and {@linkcode YEAR}. An event (`wedding`) is no
 * time: asked when, its act finds it (`eventsOf`).
 */
const DAY_PARTS = [
  ...["morning", "afternoon", "evening", "night"],
  ...["tonight", "noon", "midnight", "dawn"],
];
const TIME_WORDS = [
  ...["january", "february", "march", "april", "may", "june", "july", "august"],
  ...["september", "october", "november", "december"],
  ...["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
  ...["weekend", "weekday", "spring", "summer", "autumn", "fall", "winter"],
  ...DAY_PARTS,
  ...["today", "tomorrow", "yesterday", "christmas", "thanksgiving", "easter", CLOCK, YEAR, AGED],
];
const TIMES: Related = listedRelations(new Map(TIME_WORDS.map((w) => [w, 1])), { kinds: true });
/** Asked for the clock, a part of the day answers in part, a day, a month or a year less. */
const DAY_PART_SHARE = 0.7;
const DAY_SHARE = 0.4;
/** The times answering a question asking for the clock, a part of the day weighing this much. */
function clockTimes(dayPart: number): Related {
  const weight = (w: string) => w === CLOCK ? 1 : DAY_PARTS.includes(w) ? dayPart : DAY_SHARE;
  return listedRelations(new Map(TIME_WORDS.map((w) => [w, weight(w)])), { kinds: true });
}
/** Weight of a day for the part of the week it falls in, and of `midweek` for its days. */
const WEIGHT_WEEK_PART = 0.8;
/** Friday is a weekday, and its evening begins the weekend. */
const WEIGHT_FRIDAY_WEEKEND = 0.5;
const WEEKEND_DAYS = ["saturday", "sunday"];
const WORKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday"];
const MIDWEEK_DAYS = ["tuesday", "wednesday", "thursday"];
/**
 * The part of the week a day falls in, and the days `midweek` holds: `on Saturdays` asks what
 * happens "at weekends", `midweek` of Tuesday to Thursday. WordNet files every day as a
 * `weekday` beside every other, so its own relations have `Saturday` find "every Tuesday" as
 * much as "at weekends", and written as a name a day reached nothing.
 */
const WEEK_PARTS: ReadonlyMap<string, Related> = (() => {
  const listed = (pairs: [string, number][]) => listedRelations(new Map(pairs));
  const week = new Map<string, Related>();
  for (const day of WEEKEND_DAYS) week.set(day, listed([["weekend", WEIGHT_WEEK_PART]]));
  for (const day of WORKDAYS) {
    const parts: [string, number][] = [["weekday", WEIGHT_WEEK_PART]];
    if (day === "friday") parts.push(["weekend", WEIGHT_FRIDAY_WEEKEND]);
    else parts.push(["weeknight", WEIGHT_WEEK_PART]);
    if (MIDWEEK_DAYS.includes(day)) parts.push(["midweek", WEIGHT_WEEK_PART]);
    week.set(day, listed(parts));
  }
  // `On weekdays` says when as `every day` does, of no day in particular (a note on Tuesdays
  // answers `how long does she rehearse on a typical weekday?` no better than any other);
  // `midweek` names three.
  week.set("midweek", listed(MIDWEEK_DAYS.map((d) => [d, WEIGHT_WEEK_PART])));
  for (const [w, r] of [...week]) week.set(`${w}s`, r);
  return week;
})();
/** Type words asking for a time (`what day is pickup?`, `which month…`): times answer them. */
const TIME_TYPES = new Set(["date", "day", "month", "time", "year", "season", "hour"]);
/**
 * …of them, those asking for the clock when written so (`what time…`, `at what hour…`; not
 * `when…` nor `what time of year…`): "gets up at 4:30 a.m." answers `what time does her alarm
 * go off?` before "the forecast for the weekend" — and `what time of day…` as much by a part of
 * the day ("runs before dawn").
 */
const CLOCK_TYPES = new Set(["time", "hour"]);
const ASKS_CLOCK = /\b(?:what|which)\s+(?:time|hour)\b(?!\s+of\s+(?:the\s+)?year)/;
const ASKS_TIME_OF_DAY = /\btime\s+of\s+(?:the\s+)?day\b/;
const CLOCK_TIMES = clockTimes(DAY_PART_SHARE);
const TIMES_OF_DAY = clockTimes(1);

/**
 * A question whether someone can be called at a time of day (`is 11 at night too late to phone
 * them?`, `is it fine to ring him around 1pm?`): its time words ask what they do then — sleep,
 * wake, nap, work a shift — or any clock time their day keeps ({@linkcode DAY_ROUTINE}).
 */
const CALLING = /\b(?:call|calling|phone|phoning|ring|ringing|text|texting|message)\b/;
const CALL_TIME_WORDS = new Set([...DAY_PARTS, "late", "early", "o'clock"]);
/** An hour as a question's word: `11`, `eleven`, `1pm`. */
const HOUR = new RegExp(
  `^(?:\\d{1,2}(?:am|pm)?|${
    NUMBER_WORDS.slice(NUMBER_WORDS.indexOf("one"), NUMBER_WORDS.indexOf("twelve") + 1).join("|")
  })$`,
);
const TIME_OF_DAY = new RegExp(
  `\\b(?:${[...CALL_TIME_WORDS].join("|")})\\b|${CLOCK_WRITTEN.source}`,
  "i",
);
const DAY_ROUTINE: Related = listedRelations(
  new Map([
    ...[...BED_SAID, "wake", "awake", "nap", CLOCK].map((w) => [w, 0.8] as const),
    ["shift", 0.7],
  ]),
);

/**
 * The relations of {@linkcode NUMBER_WORD}: numbers are no kind of anything in WordNet's
 * things, so they are listed as typical kinds (counted as listed, see `matchBridge`).
 */
const NUMBERS: Related = listedRelations(new Map(NUMBER_WORDS.map((w) => [w, 1])), {
  kinds: true,
});
/**
 * The relations of {@linkcode DURATION_WORD}: a span of time said ({@linkcode SPAN}), and a time
 * unit or a number alone at part weight.
 */
const DURATIONS: Related = listedRelations(
  new Map([
    [SPAN, 1],
    ...NUMBER_WORDS.map((w): [string, number] => [w, DURATION_PART]),
    [CLOCK, DURATION_PART],
    [YEAR, DURATION_PART],
    ...TIME_UNITS.flatMap(unitForms).map((w): [string, number] => [w, DURATION_PART]),
  ]),
  { kinds: true },
);

/** A time unit's forms: `week`, `weeks`; `century`, `centuries`. */
function unitForms(unit: string): string[] {
  return [unit, unit.endsWith("y") && unit !== "day" ? `${unit.slice(0, -1)}ies` : `${unit}s`];
}

/** What a written number is read as: {@linkcode NUMERAL} for a numeral, a number word as itself. */
function numberLemma(word: string): string | undefined {
  return NUMERAL_WRITTEN.test(word) ? NUMERAL : NUMBER_WORDS.includes(word) ? word : undefined;
}

/**
 * Whether the words at `i` say a span of time: a count before a time unit ("28 years", "two
 * weeks", "a few months"), one written as one word ("25-minute", "two-week"), or `since`.
 */
function spansTime(tokens: readonly string[], i: number): boolean {
  const token = tokens[i];
  if (token === "since") return true;
  const counts = (w: string) => numberLemma(w) !== undefined;
  const unit = (w: string | undefined) =>
    w !== undefined && baseForms(w).some((b) => TIME_UNITS.includes(b));
  const parts = token.split("-");
  if (parts.length === 2) return counts(parts[0]) && unit(parts[1]);
  return (counts(token) || COUNTING.has(token)) && unit(tokens[i + 1]);
}
/**
 * Words for a medicine by its form, its paper or its taking (`which pill…`, `any
 * prescriptions?`, `meds`, `medication`): they ask for the drug taken, a kind of `medicament`
 * (WordNet files `pill` as a dose, `meds` as a master's degree, `medication` as an act too;
 * `medicine` is also the field a dentist practises, and no dentist answers `which pill…`).
 */
const MEDICINE_WORDS = new Set([
  ...["pill", "pills", "tablet", "tablets", "capsule", "capsules", "meds", "med"],
  ...["prescription", "prescriptions", "medication", "medications"],
]);
/**
 * …of which a tablet is also a computer (`what tablet does she draw on?`: an iPad), a sense WordNet
 * does not know: the question's other words say which.
 */
const TABLET_WORDS = new Set(["tablet", "tablets"]);
const COMPUTER = "computer";
/**
 * Words for a device (`what gadget tracks his steps?`, `which device does she read on?`): WordNet
 * files a gadget as a household appliance and a phone as electronic equipment, no device; asked
 * for, they are any of {@linkcode DEVICES}' kinds, as the words are used of phones, tablets and
 * trackers.
 */
const DEVICE_WORDS = new Set(["device", "devices", "gadget", "gadgets", "gizmo", "gizmos"]);
const DEVICES = ["device", "electronic_equipment"];
/**
 * …and gear asked for (`what gear do I perform with?`: a bass and an amp) is equipment or a device:
 * WordNet's gear is as often a toothed wheel or a car's gear, of which `park` is one.
 */
const GEAR_WORDS = new Set(["gear"]);
const EQUIPMENT = "equipment";
/** Words for a pet (`what's my pet called?`, `do they have any pets?`). */
const PET_WORDS = new Set(["pet", "pets"]);
/**
 * The animals people keep as pets, each a kind of one: WordNet files no kind under `pet`
 * ("a domesticated animal kept for companionship"), and GloVe typed only the commonest (a dog, a
 * cat), so "user has a ferret named Pancetta" answered no question asking for a pet. Written from
 * general knowledge; words that are mostly something else (a mouse, a python) are left out.
 */
const KEPT_AS_PETS: Related = listedRelations(
  new Map(
    [
      ...["dog", "puppy", "cat", "kitten", "hamster", "gerbil", "guinea_pig", "rabbit", "bunny"],
      ...["ferret", "chinchilla", "hedgehog", "parrot", "budgie", "budgerigar", "parakeet"],
      ...["cockatiel", "canary", "lovebird", "goldfish", "tortoise", "turtle", "terrapin"],
      ...["lizard", "gecko", "iguana", "axolotl", "tarantula", "pony"],
    ].map((w) => [w, 0.9] as const),
  ),
  { kinds: true },
);
/** {@linkcode relatedOfAll}'s relations, merged once per graph, words and answer type… */
const MERGED_RELATIONS = new WeakMap<ConceptGraph, Map<string, Related>>();
/** …and with a listed set of relations beside them, once per graph and list too. */
const MERGED_WITH_LISTED = new WeakMap<ConceptGraph, WeakMap<Related, Map<string, Related>>>();

/**
 * The relations of several words merged (a device word's and {@linkcode DEVICES}', a medicine's
 * and a computer's for a tablet), and with `listed` relations beside them when given (a pet word's
 * and {@linkcode KEPT_AS_PETS}), once, not per question: the lists run to thousands of kinds.
 */
function relatedOfAll(
  graph: ConceptGraph,
  words: readonly string[],
  type: boolean,
  listed?: Related,
): Related {
  let byWords: Map<string, Related> | undefined;
  if (listed) {
    let byListed = MERGED_WITH_LISTED.get(graph);
    if (!byListed) MERGED_WITH_LISTED.set(graph, byListed = new WeakMap());
    byWords = byListed.get(listed);
    if (!byWords) byListed.set(listed, byWords = new Map());
  } else {
    byWords = MERGED_RELATIONS.get(graph);
    if (!byWords) MERGED_RELATIONS.set(graph, byWords = new Map());
  }
  const key = `${type ? 1 : 0}${words.join(" ")}`;
  let out = byWords.get(key);
  if (!out) {
    const [first, ...rest] = words;
    const all = rest.reduce(
      (all, w) => merged(all, graph.related(w, { answerType: type })),
      graph.related(first, { answerType: type }),
    );
    out = listed ? merged(all, listed) : all;
    byWords.set(key, out);
  }
  return out;
}
/** What someone earns, named (kinds of it), and the acts of earning it. */
const EARNED = [
  "income",
  "salary",
  "wage",
  "earnings",
  "pension",
  "paycheck",
  "paycheque",
  "payslip",
];
const EARNING_ACTS = ["earn", "earns", "earned", "earning"];
/**
 * Words asking what someone earns (`what's my annual income?`, `can he afford it on his
 * salary?`): WordNet files a salary as a payment and income as a gain, and relates no `earns`
 * to either; a note says it with any of {@linkcode EARNING}.
 */
const INCOME_WORDS = new Set([
  ...["income", "incomes", "salary", "salaries", "wage", "wages", "earnings"],
  ...EARNING_ACTS,
]);
/** …and `pay` as what someone earns, not what they spend: `get paid`, `pay rate`, `take-home pay`. */
const PAID_AS_EARNED =
  /\b(?:get|gets|got|getting|gotten)\s+paid\b|\bpay\s+(?:rate|period|packet|check|cheque|slip)s?\b|\btake[- ]home\s+pay\b/;
const PAY_WORDS = new Set(["pay", "paid"]);
/**
 * What someone earns, as a note says it (`paid` less: a bill is paid too); the nouns are kinds
 * of it (a pension is a retiree's), the verbs acts that say it ("user earns about £55,000 a year").
 */
const EARNING: Related = listedRelations(
  new Map<string, number>([
    ...[...EARNED, ...EARNING_ACTS].map((w) => [w, 1] as const),
    ["paid", 0.6],
  ]),
  { kinds: EARNED },
);
/**
 * A question asking how much asks for a sum of money when what follows `much` is a word of money
 * (`how much rent…`, `how much money…`) or, where a verb follows (`how much do I…`), when the
 * question holds one: paying, costing, earning, saving, owing, selling, a price, a budget.
 */
const HOW_MUCH_OF = new RegExp(`${HOW_HEDGED}much(?: (\\S+))?`);
const MONEY_WORDS = new Set([
  ...INCOME_WORDS,
  ...PAY_WORDS,
  ...["money", "cash", "rent", "mortgage", "pension", "savings", "funding", "funds", "fund"],
  ...["budget", "fee", "fees", "tuition", "deposit", "debt", "loan", "profit", "allowance"],
  ...["premium", "price", "cost", "worth", "pays", "paying", "costs", "costing", "charge"],
  ...["charges", "charged", "owe", "owes", "owed", "spend", "spends", "spent", "save", "saves"],
  ...["saved", "bill", "bills", "billed", "priced", "afford", "invest", "invested", "sell"],
  ...["sells", "sold", "buy", "bought", "make", "makes", "made", "net", "clear", "wire", "send"],
  ...["sends", "sent", "donate", "donates", "donated", "tip", "tips", "shell", "set", "bring"],
  ...["quote", "quoted", "benefit", "payment", "payments", "contribute", "contributes"],
]);
/** Words that open what a question asks after `how much` by a verb: `how much do I…`. */
const ASKS_ON = new Set([
  ...["do", "does", "did", "is", "am", "are", "was", "were", "will", "would", "should", "can"],
  ...["could", "have", "has", "had", "i", "we", "you", "he", "she", "they", "it", "my", "his"],
  ...["her", "their", "our", "of"],
]);
/**
 * The answer type such a question stands for (a sum, not `money`: the question's own `money`
 * keeps its relations, `save` and `earn`, which find the notes).
 */
const MONEY_WORD = "sum";
/**
 * A sum of money as written: a currency's sign or code before a number (`$3,800`, `£46`,
 * `RM98,000`) or a currency after it (`42,000 euros`, `9,500 złoty`, `32 million ISK`, `300
 * Canadian dollars`).
 */
const MONEY_WRITTEN = new RegExp(
  "(?:[$£€¥₹₦₱₩]|\\b(?:rm|rs|inr|usd|cad|aud|nzd|eur|gbp|chf|isk|sek|nok|dkk|pln|zar|kes|ksh)\\s?)\\d" +
    "|\\d(?:[\\d,.]*\\d)?\\s*(?:k|m|bn|million|billion|thousand|grand)?\\s+(?:\\p{L}+\\s+)?" +
    "(?:dollars?|bucks|pounds|quid|euros?|pence|cents|złoty|zloty|zł|rupees?|ringgit|krónur|kronur" +
    "|kronor|kroner|krona|isk|yen|yuan|rmb|pesos?|reais|rand|naira|cedis?|shillings?|francs?|baht" +
    "|lira|forint|dirhams?|riyals?|cad|usd|aud|nzd|gbp|eur|pln|chf)\\b",
  "iu",
);
/** What a memory's sum of money is read as. */
const MONEY_SAID = "#money";
/**
 * The relations of {@linkcode MONEY_WORD}: a sum of money said, and a number alone at part
 * weight (a price is often written bare: "a 401(k) with about 410,000").
 */
const MONEYS: Related = listedRelations(
  new Map([[MONEY_SAID, 1], ...NUMBER_WORDS.map((w): [string, number] => [w, DURATION_PART])]),
  { kinds: true },
);

/** Whether a question asking how much asks for a sum of money (see {@linkcode HOW_MUCH_OF}). */
function asksMoney(folded: string): boolean {
  const asked = HOW_MUCH_OF.exec(folded);
  if (!asked) return false;
  const next = asked[1]?.replace(/\W+$/, "");
  if (next !== undefined && !ASKS_ON.has(next)) return MONEY_WORDS.has(next);
  return phraseWords(folded).some((w) => MONEY_WORDS.has(w));
}
/** What {@linkcode MEDICINE_WORDS} ask for. */
const MEDICINE = "medicament";
/**
 * Words of liking (`where do they like to eat out?`, `what does she enjoy…`): WordNet relates
 * no verb, and a note says it with a word of its own ("user's favourite restaurant is…",
 * "user loves…", "prefers…"), each answering them as {@linkcode LIKING} lists.
 */
const LIKING_WORDS = new Set([
  ...["like", "likes", "liked", "enjoy", "enjoys", "enjoyed", "love", "loves", "loved"],
  ...["prefer", "prefers", "preferred", "fond"],
]);
const LIKING: Related = listedRelations(
  new Map<string, number>([
    ...["favorite", "favourite", "like", "love", "enjoy", "prefer", "fond"].map((w) =>
      [w, 0.8] as const
    ),
    // A fan likes a team or a band, but is as often a machine.
    ["fan", 0.6],
  ]),
);

/** How a question asks what some of its words ask for (see {@linkcode askedAs}), read once. */
interface AskedHow {
  /** The times a question asking for the clock weighs (`what time…`); else none. */
  clock: Related | undefined;
  /** Whether it asks how old someone is. */
  age: boolean;
  /** The decade of someone's life it names (`fifties` of `in her fifties`). */
  decade: string | undefined;
  /** Whether `turn` asks for a year turned (`age`) or going to bed (`bed`). */
  turning: "age" | "bed" | undefined;
  /** Whether it asks whom someone reports to at work. */
  reportsTo: boolean;
  /** Whether its `pay` or `paid` is what someone earns (`get paid`, `pay rate`). */
  paid: boolean;
  /** Whether it asks of an early riser ({@linkcode EARLY_RISING}). */
  rising: boolean;
  /** Whether it asks of a night owl ({@linkcode NIGHT_OWL}). */
  owl: boolean;
  /** Whether it asks if someone can be called at a time of day ({@linkcode CALLING}). */
  calling: boolean;
  /** Whether it asks of a game or a team ({@linkcode SPORTING}): a position is a player's. */
  sporting: boolean;
  /** …and so by a word besides `side`: its side is a team (`which Premier League side…`). */
  sidedSport: boolean;
}

/**
 * What a cue word asks for where WordNet reads it otherwise: a medicine for
 * {@linkcode MEDICINE_WORDS} (and a computer for a tablet), the part of the week for a day's name
 * ({@linkcode WEEK_PARTS}), any device or electronic equipment for {@linkcode DEVICE_WORDS} (and
 * equipment for gear asked for; the animals people keep beside a pet word), the
 * day's routine for the hour a question asks to call at ({@linkcode DAY_ROUTINE}), a time for
 * {@linkcode TIME_TYPES} as the answer type (`clock`: the times a question asking for the clock
 * weighs, see {@linkcode CLOCK_TYPES}), and for a
 * word for a partner every other such word besides its own relations (a boyfriend is no
 * `partner` in WordNet), the words of liking for a word of liking, of waking and of bed for those,
 * being born for a birthday, a year turned and the `old` of a question asking how old (`age`), an
 * age for the decade of someone's life a question names (`decade`: `fifties` of `in her
 * fifties`), bed for turning in and for a night owl, waking for an early riser, a boss for
 * reporting to someone, what someone earns for a word of income, Christmas beside December, being
 * afraid beside a fear or a phobia, a firm beside a company asked for and a dish beside a meal
 * asked for, a team for a side asked of a game, any word of following a team for another
 * (`SUPPORTING`), and an athlete's kinds beside a position asked of a game
 * (`sporting`); else nothing, and the word's own relations stand.
 */
function askedAs(
  graph: ConceptGraph,
  word: string,
  type: boolean,
  how: AskedHow,
): Related | undefined {
  const {
    clock,
    age,
    decade,
    turning,
    reportsTo,
    paid,
    rising,
    owl,
    calling,
    sporting,
    sidedSport,
  } = how;
  if (calling && (CALL_TIME_WORDS.has(word) || HOUR.test(word))) return DAY_ROUTINE;
  if (rising && EARLY_RISING_WORDS.has(word)) return WAKING;
  if (owl && NIGHT_OWL_WORDS.has(word)) return BEDTIME;
  if (type && clock && CLOCK_TYPES.has(word)) return clock;
  if (type && TIME_TYPES.has(word)) return TIMES;
  const week = WEEK_PARTS.get(word);
  if (week && !type) return week;
  if (TABLET_WORDS.has(word)) return relatedOfAll(graph, [MEDICINE, COMPUTER], type);
  if (MEDICINE_WORDS.has(word)) return graph.related(MEDICINE, { answerType: type });
  if (DEVICE_WORDS.has(word)) return relatedOfAll(graph, [word, ...DEVICES], type);
  if (type && GEAR_WORDS.has(word)) return relatedOfAll(graph, [EQUIPMENT, ...DEVICES], type);
  if (PET_WORDS.has(word)) return relatedOfAll(graph, [word], type, KEPT_AS_PETS);
  if (INCOME_WORDS.has(word) || (paid && PAY_WORDS.has(word))) return EARNING;
  if (LIKING_WORDS.has(word) && !type) return LIKING;
  const bed = BED_WORDS.has(word) || (turning === "bed" && TURNING.has(word));
  const routine = WAKING_WORDS.has(word) ? WAKING : bed ? BEDTIME : undefined;
  if (routine !== undefined && !type) return relatedOfAll(graph, [word], false, routine);
  if (BIRTHDAYS.has(word)) return relatedOfAll(graph, [word], type, BIRTH);
  if (ANNIVERSARIES.has(word)) return relatedOfAll(graph, [word], type, WEDDED);
  if (PARTY_WORDS.has(word) && !type) return relatedOfAll(graph, [word], false, OCCASIONS);
  if (word === CHRISTMAS_MONTH && !type) return relatedOfAll(graph, [word], false, CHRISTMAS);
  if (FEARS.has(word)) return relatedOfAll(graph, [word], type, BEING_AFRAID);
  if (type && COMPANIES.has(word)) return relatedOfAll(graph, [word, FIRM], true, FIRM_ITSELF);
  if (type && MEALS.has(word)) return relatedOfAll(graph, [word, DISH], true);
  if (type && PROJECTS.has(word)) return relatedOfAll(graph, [word], true, UNDERTAKEN);
  if (type && sidedSport && SIDES.has(word)) return graph.related(TEAM, { answerType: true });
  if (!type && sporting && (FOLLOWING.has(word) || CHEERING.has(word))) return SUPPORTING;
  if (sporting && POSITIONS.has(word)) return relatedOfAll(graph, [word, ATHLETE], type);
  if (turning === "age" && TURNING.has(word)) return merged(BIRTHDAY, BIRTH);
  if (age && word === "old") return AGE;
  if (word === decade) return DECADE_AGE;
  if (reportsTo && REPORTING.has(word)) return BOSSES;
  if (PARTNER_WORDS.has(word)) {
    const own = graph.related(word, { answerType: type });
    const partners = [...PARTNER_WORDS].filter((p) => p !== word);
    return {
      ...own,
      words: new Map([
        ...partners.map((p): [string, number] => [p, 1]),
        ...own.words,
        ...PARTNERED.map((p): [string, number] => [p, WEIGHT_PARTNERED]),
      ]),
      strong: new Set([...partners, ...PARTNERED, ...own.strong]),
      // …and answer who the partner is, as a kind of one would: the one they are married to is.
      kinds: new Set([...PARTNERED, ...own.kinds]),
      typical: new Set([...PARTNERED, ...own.typical]),
    };
  }
  return undefined;
}
/**
 * A company asked for is a firm too (`which company employs him?`: "a haulage firm"): WordNet
 * files a company as an institution and a firm as a business, neither a kind of the other.
 */
const COMPANIES = new Set(["company", "companies"]);
const FIRM = "firm";
const FIRM_ITSELF: Related = listedRelations(new Map([[FIRM, 1]]), { kinds: true });
/**
 * A meal asked for is also a dish (`what's my go-to meal?`: "user's favourite dish is jollof
 * rice"): WordNet's meal is the occasion (a lunch, a picnic), its dish the food served at one.
 */
const MEALS = new Set(["meal", "meals"]);
const DISH = "dish";
/**
 * A project asked for is a thing someone is in the middle of doing ("user is restoring a 1972
 * Ford Bronco", "is renovating the bathroom himself", `what project is he working on?`): WordNet's
 * projects are undertakings, and no restoring or renovating is filed as one. A note says it by a
 * verb in the progressive, read as {@linkcode UNDER_WAY}.
 */
const PROJECTS = new Set(["project", "projects"]);
/** What a memory's verb in the progressive (`is restoring`) is read as. */
const UNDER_WAY = "#under-way";
/** How much a thing under way answers a project asked for: what it is, the rest of the note. */
const WEIGHT_UNDER_WAY = 0.8;
const UNDERTAKEN: Related = listedRelations(new Map([[UNDER_WAY, WEIGHT_UNDER_WAY]]), {
  kinds: true,
});
/** A verb in the progressive: `is restoring`, `'s currently building`, `are converting`. */
const PROGRESSIVE =
  /\b(?:is|are|am|'s|'re)\s+(?:(?:currently|now|slowly|still|busy)\s+)?(\p{L}+ing)\b/u;
/**
 * A position played in a game is said by the player who plays it ("user plays goalkeeper", "is
 * the goal shooter"): WordNet files goalkeepers, strikers and batsmen as athletes, and relates
 * none of them to a position.
 */
const POSITIONS = new Set(["position", "positions"]);
const ATHLETE = "athlete";
/**
 * A side asked for in a question asking of a game is a team (`what Premier League side does he
 * cheer for?`), which WordNet's sides (a surface, a faction) are not; elsewhere it is a side
 * (`which side am I deaf on?`).
 */
const SIDES = new Set(["side", "sides"]);
const SIDE_WORD = /\bsides?\b/g;
const TEAM = "team";
/**
 * Following a team, asked by any of its words (`which team do I follow?`, `…does he cheer for?`),
 * as a note says it by any other ("user supports Leeds United", "is a lifelong Arsenal supporter",
 * "barracks for Collingwood"): WordNet relates none of them to another.
 */
const SUPPORTING: Related = listedRelations(
  new Map(
    ["support", "supporter", "follow", "follower", "root", "cheer", "barrack"].map((w) =>
      [w, 0.8] as const
    ),
  ),
);
/** A question asking of a game or a team: where one plays (`on the pitch`), with whom. */
const SPORTING =
  /\b(?:play(?:s|ed|ing)?|team|squad|side|pitch|court|field|ice|rink|league|club|match|game)\b/;
/**
 * Christmas is in December, every year: `his December dish` is the one he makes at Christmas,
 * which WordNet's December ("the last month of the year") does not say.
 */
const CHRISTMAS_MONTH = "december";
const CHRISTMAS: Related = listedRelations(new Map([["christmas", 0.8], ["xmas", 0.8]]));
/**
 * The words a note names someone's partner by without a word for one: "user is married to Thomas
 * Berger", "has been dating Sam since March", "is engaged to Priya". A partner word reaches them
 * a little less than another partner word, as a sister's marriage is said so too.
 */
const PARTNERED = ["married", "dating", "engaged", "wed", "wedded"];
const WEIGHT_PARTNERED = 0.9;
/**
 * Reporting to someone at work (`who does she report to?`): WordNet's `report` is an account
 * given, and relates no one it is given to. The words of {@linkcode REPORTING} ask for a boss.
 */
const REPORTS_TO = /\breport(?:s|ed|ing)?\s+(?:directly\s+)?to\b/;
const REPORTING = new Set(["report", "reports", "reported", "reporting"]);
/** Who someone at work reports to, as a note names them. */
const BOSSES: Related = listedRelations(
  new Map(["manager", "boss", "supervisor", "superior", "director"].map((w) => [w, 1])),
);
/** The answer type a question asking {@linkcode WHAT_THEY_DO} stands for. */
const OCCUPATION_WORD = "occupation";
/** What names an employer, the answer to `which company employs her?`, of the cue's words. */
const COMPANY_WORD = "company";
/** …and the words asking for one that WordNet files as people (`employer`: "a person or firm"). */
const EMPLOYER_WORDS = new Set(["employer", "employers"]);
/** A question's verb asking who employs someone. */
const EMPLOYING = /\b(?:employs?|employed|employing|hires?|hired)\b/;
/** An answer type is asked of an employer when a company is at least this much a kind of it. */
const EMPLOYER_FIT = 0.5;
/** Words a note says someone works by: a name after one (`at`, `for`, `with`) employs them. */
const WORK_WORDS = new Set([
  ...["work", "works", "worked", "working", "employed", "job", "jobs"],
  ...["intern", "interns", "interned", "interning"],
]);
/** The words before an employer's name: "a nurse at St Mary's", "flew for United Airlines". */
const EMPLOYED_AT = new Set(["at", "for", "with", "by"]);
/** The employer's word comes at most this many words after the work word. */
const EMPLOYER_REACH = 4;
/** …and its name at most this many words after that (`at the e-commerce company Kiezkauf`). */
const EMPLOYER_NAME_REACH = 3;
/** Words that end the reach for an employer's name: "a chef at a restaurant on Capitol Hill". */
const NOT_EMPLOYER = new Set(["on", "in", "near", "of", "from", "to", "and"]);
/** How much an employer's name is a kind of what a question asking for one asks for. */
const WEIGHT_EMPLOYER = 0.8;
/** An answer type names a place when at least this share of its use is one (`area`, `town`). */
const PLACE_TYPE = 0.45;
/**
 * Words before a place's name: "in Alief", "near Chilton", "on Capitol Hill", "at the Legion",
 * "adopted from Seattle Humane".
 */
const LOCATED_AT = new Set(["in", "near", "on", "at", "outside", "around", "from"]);
/** …and words of moving house before `to` and a place's name: "moved to Ovalle in 2016". */
const MOVING = ["move", "relocate", "emigrate", "immigrate", "migrate"];
const MOVED = new Set(MOVING.flatMap((w) => [`${w}d`, `${w}s`]));
/** …and banking before `with` and a bank's name: "user banks with BECU". */
const BANKING = new Set(["bank", "banks", "banked", "banking"]);
/**
 * The words of living somewhere, or having once (born, raised), for candidates
 * (`CueBridge.residing`).
 */
const RESIDING = new Set([
  ...["live", "lives", "lived", "living", "moved", "rents", "rented", "based", "resides"],
  ...["born", "grew", "raised"],
  ...["apartment", "flat", "house", "home", "condo", "townhouse", "cottage", "bungalow"],
]);
/**
 * The words of where someone lives, has lived or grew up, as asked (`where was she raised?`, `…did
 * they spend their childhood?`) and as said ("user grew up in Sheffield", "was born in Ovalle").
 */
const HOME = new Set([
  ...["live", "reside", "dwell", "raise", "rear", "grow", "born", "settle", ...MOVING],
  ...["childhood", "hometown", "upbringing"],
]);
/** Words asking for a team: `which club do they support?`, `what side do they cheer for?` */
const TEAM_WORDS = new Set(
  ["team", "club", "side", "franchise", "squad"].flatMap((w) => [w, `${w}s`]),
);
/** Words a note says someone follows a team by: a name after one is the team. */
const FOLLOWING = new Set([
  ...["support", "supports", "supported", "supporting", "follow", "follows", "followed"],
  ...["following"],
]);
/** …and those that take `for` or `on` first ("roots for the Cubs", "cheers on Celtic"). */
const CHEERING = new Set(["root", "roots", "rooted", "rooting", "cheer", "cheers", "cheered"]);
/** Words after a team's name ("a Cruzeiro fan") or before `of` and the name ("a fan of Arsenal"). */
const FANS = new Set(["fan", "fans", "supporter", "supporters", "season"]);
/** How much the name of a team a note says someone follows is what a question asking for one asks. */
const WEIGHT_FOLLOWED = 0.8;
/** The forms of reading. */
const READING = ["read", "reads", "reading", "reread", "rereads", "rereading"];
/** The things whose kinds are written works, a name before one being its author's. */
const WRITTEN_WORKS = ["book", "novel", "writing"];
/**
 * The words a note says someone reads, watches, listens to or plays something by, and what a
 * name after one is (as WordNet calls it): "user is reading Dune" names a book, "watches The
 * Office" a television programme, "listens to Radio Nova" a broadcast or a station, "plays
 * Wingspan" a game; and a name read before a written work's word, its author.
 */
const CONSUMING: readonly {
  forms: readonly string[];
  to: boolean;
  categories: readonly string[];
  /** Whether the name counts only before a written work's word: the author's (`Ian Rankin novels`). */
  author?: boolean;
}[] = [
  { forms: READING, to: false, categories: ["book", "novel"] },
  { forms: READING, to: false, categories: ["writer"], author: true },
  {
    forms: [
      ...["watch", "watches", "watched", "watching", "rewatch", "rewatches", "rewatching"],
      ...["stream", "streams", "streamed", "streaming", "binge", "binges", "binged"],
      ...["binge-watch", "binge-watches", "binge-watched", "binge-watching"],
    ],
    to: false,
    categories: ["television_program", "film"],
  },
  {
    forms: ["listen", "listens", "listened", "listening"],
    to: true,
    categories: ["broadcast", "radio_station", "band", "musician", "singer"],
  },
  {
    forms: ["play", "plays", "played", "playing"],
    to: false,
    categories: ["game", "board_game", "video_game"],
  },
];
/** How much the name a note says someone reads, watches… is what a question asking for one asks. */
const WEIGHT_CONSUMED = 1;
/** How much an answer type must take one of a verb's categories as a kind for its names to count. */
const CONSUMED_FIT = 0.3;
/** How many words a name may come after its verb (`listens to the podcast The Rest Is History`). */
const CONSUMED_REACH = 4;
/** Words that end what a verb takes before a name comes (`plays pickleball at Reid Park`). */
const CONSUMED_END = new Set([
  ...["for", "with", "at", "in", "on", "while", "during", "to", "from", "by", "every", "each"],
  ...["before", "after", "when", "and", "or", "but", "since", "because"],
]);
/** …and how much of that a word before the team's answers (`football` of `which football club`). */
const FOLLOWED_SPORT = 0.7;
/** The kinds of things a word before a team's word may be for the team to be a sports team. */
const SPORT_WORDS = ["sport"];
/** …and the words that say which team besides a sport (`which college team`, `favourite club`). */
const LEAGUE_WORDS = new Set([
  ...["league", "college", "university", "school", "national", "home", "hometown", "local"],
  ...["pro", "professional", "premier", "major", "favorite", "favourite"],
]);
/** Words a note says someone runs a business by: "runs a tattoo parlour". */
const RUNNING = new Set([
  ...["runs", "ran", "running", "operates", "operated", "operating", "manages", "managed"],
]);
/** …and owns one by: "owns a small hardware store" (a house is owned too: see `businessesIn`). */
const OWNING = new Set(["owns", "owned", "co-owns", "co-owned"]);
/** What someone runs is a business when it is a kind of one of these. */
const RUN_BUSINESSES = ["structure", "facility", "business", "enterprise", "workplace"];
/** …and what someone owns, when it is a kind of one of these. */
const OWNED_BUSINESSES = ["business", "enterprise", "workplace"];
/** The business's word comes at most this many words after the running word. */
const BUSINESS_REACH = 4;
/** How much running or owning a business answers what someone does for a living. */
const WEIGHT_RUNS = 1;
/** The kinds of things one goes to, for a question asking where: a church, a gym, a clinic. */
const SITE_WORDS = ["structure", "facility"];
/** A word names a kind of thing (a site, a business, a sport) when it is at least this much one. */
const KIND_SHARE = 0.6;
/** How much a name the graph does not know, written where a place's is, is a kind of place. */
const WEIGHT_LOCATED = 0.9;
/** …and a name of words it knows as other things ("at Planet Fitness", "at the Red Lion"). */
const WEIGHT_LOCATED_KNOWN = 0.6;

/**
 * The word of a question asking what someone does for a living that names it (folded):
 * `living` of `what does their dad do for a living?`, `trade` of `what's his trade?`,
 * `occupation` for `what does their sibling do?`, which names it by no word of its own;
 * `undefined` for other cues.
 */
export function asksOccupation(query: string): string | undefined {
  const folded = fold(query).trim();
  return FOR_A_LIVING.exec(folded)?.[1] ?? LINE_OF_WORK.exec(folded)?.[1] ??
    TRADE_ASKED.exec(folded)?.[1] ?? (WHAT_THEY_DO.test(folded) ? OCCUPATION_WORD : undefined);
}

/**
 * The words of a question's form that name no thing it holds: those asking what someone does for
 * a living (`living` of `what does she do for a living?`, `line` and `work` of `what line of work
 * is he in?`) — a note about the living room or a report for work answers nothing of it — and
 * the user it asks about, as `they` would (`user` of `what pickup does the user have?`): every
 * note about the user holds the word, and one found by it alone would keep that weak match's
 * score in place of what the bridge reaches. With a single other word of `cueWords` left
 * (`what does the user work on?`), `user` stays a word to find: alone, that word ranks every
 * note holding it alike, and `user` puts the short ones about the user first.
 */
export function idiomWords(query: string, cueWords: readonly string[]): Set<string> {
  const folded = fold(query).trim();
  const out = new Set<string>();
  const living = FOR_A_LIVING.exec(folded)?.[1];
  if (living !== undefined) out.add(living);
  const line = LINE_OF_WORK.exec(folded)?.[1];
  if (line !== undefined) out.add("line").add(line);
  const others = cueWords.filter((w) => w !== "user" && !out.has(w));
  if (others.length >= 2 && isQuestion(query) && ASKS_OF_USER.test(folded)) out.add("user");
  return out;
}
/** `the user`, `the user's`, `user's`: the person the notes are about, named in a question. */
const ASKS_OF_USER = /\bthe user\b|\buser's\b/;

/**
 * The words of a question that name what its answer is (folded): the noun phrase after `what`,
 * `which`, `any` (`what hot beverage should I offer?` → `hot`, `beverage`), after `what is
 * their` (`profession`), or after `what kind of` (`dog`).
 */
export function answerTypes(query: string): Set<string> {
  // `what's their career?` is `what is their career?`.
  const tokens = phraseWords(query).flatMap((t) => {
    const asking = t.endsWith("'s") ? t.slice(0, -2) : "";
    return ASKING.has(asking) ? [asking, "is"] : [t];
  });
  const named = namesOf(query);
  const out = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    if (!ASKING.has(tokens[i])) continue;
    let j = i + 1;
    if (COPULA.has(tokens[j])) {
      j++;
      if (DETERMINER.has(tokens[j])) j++;
    } else if (ASKS_BY_VERB.has(tokens[i])) continue;
    if (KIND_OF.has(tokens[j]) && tokens[j + 1] === "of") j += 2;
    // `which brand of shades`: a brand, and of shades; `what make and model of car`: both.
    let k = j;
    while (OF_KIND.has(tokens[k]) && (tokens[k + 1] === "and" || tokens[k + 1] === "or")) k += 2;
    if (OF_KIND.has(tokens[k]) && tokens[k + 1] === "of") {
      for (; j <= k; j += 2) out.add(tokens[j]);
      j = k + 2;
    }
    for (let n = 0; j < tokens.length && n < TYPE_WORDS; j++) {
      if (STOPWORDS.has(tokens[j]) || ASKING.has(tokens[j]) || FILLER.has(tokens[j])) break;
      // `what pest ruins my crops?`: a word before its object is the verb, no type.
      if (n > 0 && OBJECT_OPENS_VERB.has(tokens[j + 1])) break;
      // `what is Jon's favourite style`: the name belongs to the phrase but is not its type.
      const bare = tokens[j].replace(/'s?$/, "");
      if (named.has(bare) || bare !== tokens[j]) continue;
      out.add(tokens[j]);
      n++;
    }
  }
  // `do they have a scooter?` asks for one as `what scooter do they have?` would: a Vespa is
  // one.
  // …only when it asks whether: in `which motorbike do I take out?` the motorbike is asked for.
  const asking = tokens.findIndex((t) => ASKING.has(t) || t === "how");
  for (let i = 0; i + 3 < tokens.length; i++) {
    if (!YES_NO.has(tokens[i]) || (asking >= 0 && asking < i)) continue;
    // `does the user own a dog?` as `does he…`.
    const by = tokens[i + 1] === "the" && tokens[i + 2] === "user" ? i + 2 : i + 1;
    if (!SUBJECT_WORDS.has(tokens[by]) || !HOLDING.has(tokens[by + 1])) continue;
    let j = by + 2;
    // …but not `do they own their home?`: theirs, not a kind of one.
    if (INDEFINITE.has(tokens[j])) j++;
    addPhrase(tokens, j, named, out);
  }
  // `where did they go to college?` asks which college, as `which college…` would.
  const where = tokens.indexOf("where");
  const going = where < 0 ? -1 : tokens.findIndex((t, i) => i > where && GOING.has(t));
  if (going >= 0) {
    // Going to a place, or going trekking; `go right after…` names none.
    const to = tokens[going + 1] === "to";
    let j = to ? going + 2 : going + 1;
    while (DETERMINER.has(tokens[j])) j++;
    const word = tokens[j] ?? "";
    const names = to || ATTENDING.has(tokens[going]) || word.endsWith("ing");
    if (names && word && !STOPWORDS.has(word) && !named.has(word)) out.add(word);
  }
  // `how many languages do they speak?` counts languages: a memory naming some answers it, as
  // one naming their number does.
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (tokens[i] === "how" && tokens[i + 1] === "many") addPhrase(tokens, i + 2, named, out);
  }
  // A cue that only names a thing (`laptop`) asks for it as `what laptop…` would: a kind of it,
  // or a name used like it, is a memory of it. Written as a name (`Max`), it is that name; two
  // words or more (`gravitational waves`) are a topic, not a thing to find kinds of.
  const [only] = tokens;
  if (
    out.size === 0 && tokens.length === 1 && !STOPWORDS.has(only) && !FILLER.has(only) &&
    !/\p{Lu}/u.test(query) && !isQuestion(query)
  ) out.add(only);
  return out;
}

/**
 * Adds the words of the phrase from `from` on, up to {@linkcode TYPE_WORDS}, to `out`: what a
 * question asks for, ended by a stopword, a filler or a name.
 */
function addPhrase(
  tokens: readonly string[],
  from: number,
  named: ReadonlySet<string>,
  out: Set<string>,
): void {
  for (let j = from; j < tokens.length && j < from + TYPE_WORDS; j++) {
    if (STOPWORDS.has(tokens[j]) || FILLER.has(tokens[j]) || named.has(tokens[j])) break;
    out.add(tokens[j]);
  }
}

/** Words a noun phrase opens with: a determiner, or a word saying which one (`this fall`). */
const BEFORE_NOUN = new Set([
  ...DETERMINER,
  ...["this", "that", "these", "those", "next", "last", "every", "each"],
]);

/**
 * The words a question uses as nouns by their place: right after what opens a noun phrase and
 * last of it (`this fall`, `her returns`, `in the military`), however often the word is a verb or
 * an adjective otherwise.
 */
function nounsByPlace(query: string): Set<string> {
  const tokens = phraseWords(query);
  return new Set(
    tokens.filter((t, i) =>
      i > 0 && BEFORE_NOUN.has(tokens[i - 1]) && !STOPWORDS.has(t) &&
      (i + 1 === tokens.length || STOPWORDS.has(tokens[i + 1]))
    ),
  );
}

/**
 * The answer-type words that end their phrase before the question's verb or its end (`produce`
 * of `any backyard produce?`, `mobile` of `which mobile do they carry?`): the phrase's noun. One
 * before what is done to (`causes` of `what causes the tides?`) is the verb.
 */
function typeHeads(query: string, types: ReadonlySet<string>): Set<string> {
  const tokens = phraseWords(query);
  return new Set(
    tokens.filter((t, i) =>
      types.has(t) &&
      (i + 1 === tokens.length || AUXILIARIES.includes(tokens[i + 1]) || COPULA.has(tokens[i + 1]))
    ),
  );
}

/**
 * The words of a text used as verbs by their place: right after a pronoun or auxiliary, or after
 * an auxiliary and the noun it asks of (`train` of `does their boy train in a pool?`).
 */
function verbsOf(graph: ConceptGraph, query: string): Set<string> {
  const tokens = phraseWords(query);
  // A name is no verb: `been to Asia`, `moved to Denver`.
  const named = namesOf(query);
  const out = new Set<string>();
  for (let i = 1; i < tokens.length; i++) {
    if (named.has(tokens[i])) continue;
    // `do they have pets?` has things: only a participle after `have` is a verb (`have seen`).
    if (HAVE.has(tokens[i - 1]) && !PARTICIPLE.test(tokens[i])) continue;
    // `would amoxicillin be safe?`: the auxiliary's subject, before the verb.
    if (tokens[i + 1] === "be") continue;
    if (BEFORE_VERB.has(tokens[i - 1])) out.add(tokens[i]);
  }
  // The auxiliary's subject is a determiner and a noun or two (`their eldest boy`, `her
  // partner's mum`); the first word after them used mostly as a verb is its verb (not the
  // parent of `does their elderly parent live…`).
  for (let i = 0; i + 3 < tokens.length; i++) {
    if (!AUXILIARIES.includes(tokens[i]) || HAVE.has(tokens[i])) continue;
    if (!DETERMINER.has(tokens[i + 1]) || INDEFINITE.has(tokens[i + 1])) continue;
    const verbal = (t: string | undefined) => {
      if (t === undefined || STOPWORDS.has(t) || named.has(t)) return false;
      const { noun, verb } = graph.usage(t);
      return verb > 0 && verb >= noun;
    };
    for (let j = i + 3; j < tokens.length && j <= i + SUBJECT_REACH + 1; j++) {
      if (STOPWORDS.has(tokens[j]) || named.has(tokens[j]) || tokens[j + 1] === "be") break;
      // …the last of such words in a row: the test of `my blood test come back` is the subject's.
      if (verbal(tokens[j]) && !verbal(tokens[j + 1])) {
        out.add(tokens[j]);
        break;
      }
    }
  }
  return out;
}
/** The words of an auxiliary's subject after its determiner, at most. */
const SUBJECT_REACH = 3;
const HAVE = new Set(["has", "have"]);
/** A past participle's ending, regular or common (`tried`, `taken`, `been`, `done`, `got`). */
const PARTICIPLE = /(?:ed|en|wn|ne|got|ght|ung|ade|ad|id|et|ept|ent|ost|eft|ard|ead)$/;

/** Whether the word at `at` opens a sentence (or the text, or a `Speaker:` turn). */
function sentenceStart(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 3), at).trimEnd();
  return before === "" || /[.!?:"“]$/.test(before);
}

/** Whether the cue is a question (a `?`, or a question word or auxiliary first). */
export function isQuestion(query: string): boolean {
  if (query.includes("?")) return true;
  const first = fold(query).match(/[\p{L}']+/u)?.[0] ?? "";
  return ASKING.has(first) || QUESTION_START.has(first);
}
const QUESTION_START = new Set(["how", "when", "why", "is", "are", ...AUXILIARIES]);

/** The bridge of one cue: each cue word's related words, and how much each cue word weighs. */
export interface CueBridge {
  /**
   * Cue word → what the graph relates to it (answer types with their kinds at full weight), for
   * the words used as names of things.
   */
  related: Map<string, Related>;
  /**
   * Every cue word (but fillers like `kind`; a hyphenated word the graph knows whole stands for
   * its parts, `anti-inflammatories`) → its base forms, to see it held as written.
   */
  forms: Map<string, string[]>;
  /** Every cue word of `forms` → its weight in the cue (rarer words weigh more). */
  weights: Map<string, number>;
  /** The cue's answer-type words. */
  types: Set<string>;
  /**
   * The answer types its form implies that are no word of it (`place` of `where…`, `time` of
   * `when…`): a memory holding only one of them (any place, any month) holds nothing the cue
   * says.
   */
  implied: Set<string>;
  /** Whether the cue is a question (see {@linkcode isQuestion}). */
  question: boolean;
  /**
   * The words of what an answer type is of (`mongolia` of `what is the capital of Mongolia?`):
   * a memory reaching none of them answers another question.
   */
  of: Set<string>;
  /** Who the question asks about (`subject.ts`), if it says. */
  subject: Subject | undefined;
  /**
   * Whom a question asking about someone's own life by a pronoun (`asksOfOwnLife`) asks about:
   * its subject, or the user where it reads none (`who holds their money?`, `what does Sam
   * think of their cooking?`: the notes are the user's); `undefined` for any other cue.
   */
  ownLife: Subject | undefined;
  /**
   * For a question asking whether (`is a quiche okay for them?`): cue word → what it is made of
   * or stands for by its definitions (`ConceptGraph.madeOf`: `custard`, `egg`); else empty.
   */
  made: Map<string, ReadonlyMap<string, number>>;
  /**
   * Answer-type word held as written → the words GloVe uses most like it, each with its cosine
   * (empty without the vectors): a memory's word written as a name among them is a kind of it
   * (`Delta` for `airline`).
   */
  namesLike: Map<string, ReadonlyMap<string, number>>;
  /**
   * How much a memory's word written as a name is used like an answer-type word of
   * {@linkcode CueBridge.namesLike}: its cosine, when near enough (see
   * {@linkcode NAMES_LIKE_NEAR}); 0 otherwise or without the vectors. The list finds the
   * candidates; this decides.
   */
  nameLikeness: (type: string, word: string) => number;
  /**
   * The answer-type words asking for an employer (`which firm employs her?`): a name a note says
   * someone works at answers them ("user is a product manager at Zillow"), whatever the name.
   */
  employers: Set<string>;
  /**
   * For a question asking where, its acts, which name no thing it asks for (`worship` of
   * `where do they worship?`), each with the sites it relates to and how much: where it is done
   * (`church`, `temple`).
   */
  doneAt: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /**
   * For a question asking where, its words of living or growing up somewhere ({@linkcode HOME}:
   * `raised` of `where was she raised?`): a note saying any of them ("user grew up in
   * Sheffield") says what the question asks besides a place.
   */
  home: ReadonlySet<string>;
  /**
   * The answer-type words asking for a team (`which club do they support?`): a name a note says
   * someone follows answers them ("user supports Arsenal", "user is a Cruzeiro fan"), whatever
   * the name.
   */
  teams: ReadonlyMap<string, number>;
  /**
   * The answer-type words asking for a place (`where…`, `which neighbourhood…`): a name a note
   * writes after `in`, `near`, `on`, `at` or `from` answers them ("user shares an apartment in Alief",
   * "works out at Planet Fitness"), a name the graph does not know almost as surely as a place it
   * knows, one of words it knows as other things less.
   */
  located: Set<string>;
  /**
   * For a cue asking for a place, the words of living somewhere (`lives`, `apartment`): the
   * notes holding one are where an unknown place is named (candidates); else empty.
   */
  residing: ReadonlySet<string>;
  /**
   * For a cue asking for a kind of thing, the words a note names someone's favourite with
   * ({@linkcode FAVOURITE}): the notes holding one name a thing of a kind that may be the one
   * asked for (candidates; see {@linkcode CueBridge.kindLikeness}); else empty.
   */
  favourites: ReadonlySet<string>;
  /**
   * How much a kind a note names someone's favourite of answers an answer-type word:
   * {@linkcode WEIGHT_FAVOURITE} when GloVe uses them alike (cosine at least
   * {@linkcode FAVOURITE_NEAR}) and WordNet files them as near kinds ({@linkcode FAVOURITE_STEPS}):
   * `dish` for `meal`, `band` for `group`, not `restaurant` for `dish`; 0 otherwise or without
   * the vectors.
   */
  kindLikeness: (type: string, kind: string) => number;
  /**
   * For a cue asking for an employer, the people who work (`nurse`, `engineer`): the notes
   * holding one are where an employer is named (candidates); else empty.
   */
  workers: ReadonlySet<string>;
  /**
   * For a cue asking for a team, the words of following one (`supports`, `fan`): the notes
   * holding one are where a team is named (candidates); else empty.
   */
  followers: ReadonlySet<string>;
  /**
   * The answer-type words asking for what someone reads, watches, listens to or plays (`which
   * novel…`, `what TV programme…`, `which author…`), each with how much the names each reading
   * of {@linkcode CONSUMING} finds answer it (by its place there; 0 for none).
   */
  consumed: ReadonlyMap<string, readonly number[]>;
  /** The forms of those verbs: the notes holding one are where such a name is (candidates). */
  consumers: ReadonlySet<string>;
}

/**
 * The answer types a question implies by its form, each with how to relate it: what someone does
 * for a living (`what does their sibling do?`: the people who work), and, for a question naming
 * no one (LoCoMo's `Where did Caroline move from?` is answered by notes naming her, which hold
 * its words), a place (`where…`: names of places), a number (`how old…`: numbers) or a
 * frequency (`how often…`: `every`, `twice`, `weekly`).
 */
function impliedTypes(
  graph: ConceptGraph,
  query: string,
  named: ReadonlySet<string>,
  who: WhoAsked | undefined,
): Map<string, () => Related> {
  const out = new Map<string, () => Related>();
  const living = asksOccupation(query);
  if (living !== undefined) {
    out.set(living, () => graph.related(OCCUPATION_WORD, { answerType: true, occupation: true }));
  }
  if (namesWhom(graph, named)) return out;
  const folded = fold(query);
  // `who coaches their workouts?` is answered by who coaches: a trainer.
  if (who?.doer) {
    const { doer, about } = who;
    out.set(doer, () => graph.agentsOf(doer, about));
  }
  if (WHERE.test(folded)) {
    out.set(PLACE_WORD, () => graph.related(PLACE_WORD, { answerType: true, place: true }));
  }
  if (HOW_LONG.test(folded)) out.set(DURATION_WORD, () => DURATIONS);
  else if (asksMoney(folded)) out.set(MONEY_WORD, () => MONEYS);
  else if (HOW_MUCH.test(folded)) out.set(NUMBER_WORD, () => NUMBERS);
  if (HOW_OFTEN.test(folded)) out.set(FREQUENCY_WORD, () => FREQUENCIES);
  if (HOW_TRAVEL.test(folded)) {
    out.set(
      TRANSPORT_WORD,
      () => graph.related(TRANSPORT_WORD, { answerType: true, madeOrDone: true }),
    );
  }
  if (WHEN.test(folded)) out.set(TIME_WORD, () => TIMES);
  return out;
}

/**
 * Whether a question names whom it asks about: a name but a place's (where, not whom:
 * `where in Asia is their boy?`) or a day's or a month's (when: `where do they worship on
 * Sundays?`). Such a question is answered by the notes naming them, not by what it implies.
 */
function namesWhom(graph: ConceptGraph, named: ReadonlySet<string>): boolean {
  return [...named].some((n) => n !== "i" && !graph.namesPlace(n) && !graph.namesTime(n));
}

/** What a question asking who is answered by (see {@linkcode whoAsked}). */
interface WhoAsked {
  /** The verb whose doers answer it (`coaches`), if it asks who does something. */
  doer?: string;
  /** The words naming what it is about: the people they define answer it too. */
  about: string[];
}

/**
 * What a question asking who is answered by: by who does what it asks (`who coaches their
 * workouts?`: a trainer), and by the people defined by the things it names, whatever its verb
 * (`who does he see for his teeth?`: the asker does the seeing; a dentist answers).
 */
function whoAsked(
  graph: ConceptGraph,
  query: string,
  cueWords: readonly string[],
): WhoAsked | undefined {
  const folded = fold(query).trim();
  const among = WHO_AMONG_DOES.exec(folded)?.[1];
  const doer = among !== undefined && (AUXILIARIES.includes(among) || COPULA.has(among))
    ? undefined
    : among ?? WHO_DOES.exec(folded)?.[1];
  if (doer !== undefined && graph.usage(doer).verb > 0) {
    const about = cueWords.filter((w) => w !== doer && graph.usage(w).noun > 0);
    return { doer, about };
  }
  if (among !== undefined) return { about: cueWords.filter((w) => graph.usage(w).noun > 0) };
  if (!WHO_IS_ASKED.test(folded)) return undefined;
  const verbs = verbsOf(graph, query);
  return { about: cueWords.filter((w) => !verbs.has(w)) };
}

/**
 * The gerunds a cue uses as nouns, naming an activity or an event: WordNet has them as nouns of
 * their own, and they head a phrase (`go riding`, `a ferry crossing`, `a big loud gathering`); not
 * a verb after a subject (`do they swim`, `siblings serving`) or a modifier (`boiling point`).
 */
function activitiesOf(
  graph: ConceptGraph,
  query: string,
  verbs: ReadonlySet<string>,
): Set<string> {
  const tokens = phraseWords(query);
  const out = new Set<string>();
  tokens.forEach((w, i) => {
    if (!w.endsWith("ing") || verbs.has(w)) return;
    // The living of `for a living` is the work (`asksOccupation`), no way of life.
    if (w === "living" && tokens[i - 2] === "for") return;
    if (graph.usage(w, { asWritten: true }).noun === 0) return;
    const before = tokens[i - 1], after = tokens[i + 1];
    if (before !== undefined && !STOPWORDS.has(before) && mostlyNoun(graph, before)) return;
    if (after !== undefined && !STOPWORDS.has(after) && mostlyNoun(graph, after)) return;
    out.add(w);
  });
  return out;
}

/**
 * The relations of what an adjective pertains to: the things themselves, and, unless the question
 * names whom it asks about, theirs, by what they usually mean. A question naming someone
 * (LoCoMo's `What musical instruments does Melanie play?`) is answered by notes naming them,
 * which hold its words: what music reaches would only crowd them.
 */
function pertaining(
  graph: ConceptGraph,
  things: readonly string[],
  type: boolean,
  theirs: boolean,
): Related {
  let out = listedRelations(new Map(things.map((t) => [t, WEIGHT_PERTAINS])));
  if (!theirs) return out;
  for (const t of things) {
    out = merged(out, graph.related(t, { answerType: type, usualOnly: true }));
  }
  return out;
}

/**
 * A verb used more often than this (SemCor's tags) says nothing of its own (`make`, `get`,
 * `have`): it reaches no acts, and is none of another verb's.
 */
const VERB_GENERAL = 300;
/**
 * …and one used more than this, asked when it was done, names too many acts for a note doing one
 * of them to be the answer (`happen`: something breaking down).
 */
const WHEN_ACT_GENERAL = 150;

/**
 * What a verb reaches (see `ConceptGraph.actsOf`): the other verbs, acts and doers that say it,
 * less the general ones, all weak — a note saying the act another way gains on the notes that do
 * not, but is no hit by it alone (unless association agrees: WordNet's verbs are wide, `decline`
 * is also `refuse`).
 */
function actsReached(graph: ConceptGraph, verb: string): Related | undefined {
  const words = new Map(
    [...graph.actsOf(verb)].filter(([w]) => graph.usage(w).verb <= VERB_GENERAL),
  );
  if (words.size === 0) return undefined;
  const out = listedRelations(words);
  return { ...out, strong: new Set(), acts: new Set(words.keys()) };
}

/**
 * Whether a question says a word of someone, as what they are: `is she religious?`, `are they
 * really religious?`, `how religious is he?`.
 */
function saidOfSomeone(query: string, word: string): boolean {
  return new RegExp(
    `^\\W*(?:how ${word}\\b|(?:is|are|was|were|am) (?:the user|\\S+)(?: (?:very|really|quite|at all|particularly))? ${word}\\b)`,
  ).test(query.toLowerCase());
}

/**
 * What a word for a state someone is in reaches (`married`, `retired`): the relations of the
 * states and acts WordNet derives from it as it is mostly meant (a marriage: a wife, a husband),
 * each at that derivation's weight; none when it derives none so surely.
 */
function stateOf(graph: ConceptGraph, word: string): Related | undefined {
  let out: Related | undefined;
  for (const [event, weight] of graph.eventsOf(word).words) {
    if (weight < STATE_DERIVED || event.includes("_")) continue;
    const rel = graph.related(event, { usualOnly: true });
    const words = new Map([...rel.words].map(([w, v]) => [w, v * weight]));
    const reached = { ...rel, words: words.set(event, weight) };
    out = out ? merged(out, reached) : reached;
  }
  return out;
}

/** Two words' relations as one: each related word at its heavier weight. */
function merged(a: Related, b: Related): Related {
  const words = new Map(a.words);
  for (const [w, v] of b.words) if (v > (words.get(w) ?? 0)) words.set(w, v);
  const roots = new Map(a.roots);
  for (const [r, v] of b.roots) if (v > (roots.get(r) ?? 0)) roots.set(r, v);
  return {
    words,
    kinds: new Set([...a.kinds, ...b.kinds]),
    typical: new Set([...a.typical, ...b.typical]),
    strong: new Set([...a.strong, ...b.strong]),
    working: Math.max(a.working, b.working),
    places: Math.max(a.places, b.places),
    brands: Math.max(a.brands, b.brands),
    roots,
    definitions: [...a.definitions, ...b.definitions],
    acts: a.acts && b.acts ? new Set([...a.acts, ...b.acts]) : a.acts ?? b.acts,
  };
}

/**
 * The cue's two-word names of one thing WordNet holds (`martial art`, `pressure cooker`,
 * `significant other`): each of the two words → the compound's lemma; and three-word ones
 * (`high blood pressure`): each of the three → the phrase's lemma, before any pair within them.
 */
function compoundsOf(graph: ConceptGraph, query: string): Map<string, string> {
  const tokens = phraseWords(query);
  const out = new Map<string, string>();
  for (let i = 0; i + 2 < tokens.length; i++) {
    const words = tokens.slice(i, i + 3);
    if (words.some((w) => FILLER.has(w))) continue;
    const phrase = graph.phrase(words[0], words[1], words[2]);
    if (phrase !== undefined) { for (const w of words) out.set(w, phrase); }
  }
  for (let i = 0; i + 1 < tokens.length; i++) {
    const [a, b] = [tokens[i], tokens[i + 1]];
    if (STOPWORDS.has(a) || STOPWORDS.has(b) || FILLER.has(a) || FILLER.has(b)) continue;
    const compound = graph.compound(a, b);
    if (compound === undefined || out.has(a) || out.has(b)) continue;
    out.set(a, compound);
    out.set(b, compound);
  }
  return out;
}

/**
 * The particles of a question's phrasal verbs, as WordNet holds them (`after` of `who looks after
 * the cat?`, `out` of `where do they work out?`): part of the verb, no thing a note may hold.
 */
function particlesOf(graph: ConceptGraph, query: string): Set<string> {
  const tokens = phraseWords(query);
  const out = new Set<string>();
  for (let i = 0; i + 1 < tokens.length; i++) {
    const particle = tokens[i + 1];
    if (!PARTICLES.has(particle)) continue;
    const verb = graph.lemmasOf(tokens[i])
      .map((l) => graph.compound(l, particle))
      .find((c) => c !== undefined && graph.usage(c, { asWritten: true }).verb > 0);
    if (verb !== undefined) out.add(particle);
  }
  return out;
}

/**
 * The hyphenated words of a query the graph knows whole (`anti-inflammatories`, `son-in-law`),
 * each with its parts among the cue's words: the word index splits them, but the question means
 * the whole — an anti-inflammatory is nothing inflammatory.
 */
function hyphenatedWholes(
  graph: ConceptGraph,
  query: string,
  cueWords: readonly string[],
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const token of phraseWords(query)) {
    if (!token.includes("-")) continue;
    const whole = token.replace(/'s?$/, "");
    const parts = whole.split("-").filter((p) => cueWords.includes(p));
    if (parts.length > 0 && graph.lemmasOf(whole).length > 0) out.set(whole, parts);
  }
  return out;
}

/**
 * The bridge for a cue's words, their trace counts and its answer types; with GloVe's `vectors`
 * (association on), the names used like its answer types too ({@linkcode CueBridge.namesLike}).
 */
export function cueBridge(
  graph: ConceptGraph,
  cueWords: readonly string[],
  df: ReadonlyMap<string, number>,
  query: string,
  vectors: WordVectors | null = null,
): CueBridge {
  const types = answerTypes(query);
  const named = namesOf(query);
  const initialisms = initialismsOf(query);
  const who = namesWhom(graph, named) ? undefined : whoAsked(graph, query, cueWords);
  const implied = impliedTypes(graph, query, named, who);
  for (const t of implied.keys()) types.add(t);
  const verbs = verbsOf(graph, query);
  const suits = asksWhatSuits(query);
  const related = new Map<string, Related>();
  const forms = new Map<string, string[]>();
  const weights = new Map<string, number>();
  // `what does their sibling do?` names the occupation it asks for by no word of its own,
  // `where would they like to travel?` the place and `how old are they?` the number.
  const wholes = hyphenatedWholes(graph, query, cueWords);
  const parts = new Set([...wholes.values()].flat());
  const written = [...cueWords.filter((w) => !parts.has(w)), ...wholes.keys()];
  const words = [...written, ...[...implied.keys()].filter((t) => !written.includes(t))];
  // The line of `line of work` is the work: no railway or queue.
  const folded = fold(query);
  const lineOfWork = LINE_OF_WORK.test(folded);
  const asksWhen = WHEN.test(folded);
  const how: AskedHow = {
    // `what time…` asks for the clock, `what time of day…` for a part of the day as much.
    clock: !ASKS_CLOCK.test(folded)
      ? undefined
      : ASKS_TIME_OF_DAY.test(folded)
      ? TIMES_OF_DAY
      : CLOCK_TIMES,
    age: HOW_OLD.test(folded),
    decade: DECADE_OF_LIFE.exec(folded)?.[1],
    turning: TURNING_AGE.test(folded) ? "age" : TURNING_IN.test(folded) ? "bed" : undefined,
    reportsTo: REPORTS_TO.test(folded),
    paid: PAID_AS_EARNED.test(folded),
    rising: EARLY_RISING.test(folded),
    owl: NIGHT_OWL.test(folded),
    calling: CALLING.test(folded) && TIME_OF_DAY.test(folded),
    sporting: SPORTING.test(folded),
    sidedSport: SPORTING.test(folded.replace(SIDE_WORD, "")),
  };
  // …someone, not a day (`on Sundays`).
  const namesSomeone = [...named].some((n) => n !== "i" && !graph.namesTime(n));
  const activities = activitiesOf(graph, query, verbs);
  const asksWhere = implied.has(PLACE_WORD);
  const heads = typeHeads(query, types);
  const placedNouns = nounsByPlace(query);
  const lower = writtenLower(query);
  const particles = particlesOf(graph, query);
  /** For a question asking where, the sites of its acts (see `CueBridge.doneAt`). */
  const doneAt = new Map<string, ReadonlyMap<string, number>>();
  for (const w of words) {
    if (
      FILLER.has(w) || particles.has(w) || (lineOfWork && w === "line") ||
      (suits && SUITS_FRAME.has(w))
    ) continue;
    // Every word weighs in the cue, bridged or not: a memory reaching one of two words reaches
    // half of it.
    const type = types.has(w);
    // A word the question does not hold (`occupation`, `place`, `number`) is never met as written.
    forms.set(w, written.includes(w) ? baseForms(w) : []);
    // A whole is no commoner than its rarest part.
    const count = wholes.has(w)
      ? Math.min(...wholes.get(w)!.map((p) => df.get(p) ?? 0))
      : df.get(w) ?? 0;
    weights.set(w, rarity(count) * (type ? TYPE_EMPHASIS : 1));
    // The person the notes are about, asked of as `the user`, is met as written, no thing of
    // theirs: no consumer, client or reader.
    if (THE_USER.has(w)) continue;
    const as = askedAs(graph, w, type, how);
    if (as) {
      related.set(w, as);
      continue;
    }
    // A name is matched as written (`Jon` is no kind of anything), but a place reaches the
    // places in it: `which part of France…` finds Provence; so does one that is a place as
    // much as a union of its nations (`Europe`).
    if (
      (named.has(w) && graph.placeShare(w) < NAMED_PLACE) ||
      (w.length < MIN_BRIDGED && !initialisms.has(w))
    ) continue;
    // The bridge reads a cue's words as names of things: a verb's relations (`learn` →
    // `watch`, `based` → `bag`) reach far and mean little, and an adjective (`favorite`) names
    // no kind.
    if (graph.lemmasOf(w).length === 0) continue;
    const relate = implied.get(w);
    if (relate) {
      related.set(w, relate());
      continue;
    }
    const { noun, verb, adjective, adverb } = graph.usage(w);
    // …and an adverb (`well` of `know well`) names no thing either; an activity does.
    // …but the last word of what a question asks for is its noun, however often the word is a
    // verb or an adjective otherwise: `any backyard produce?`, `which mobile…`; so is one a
    // determiner opens a phrase of (`this fall`).
    const thing = (noun > 0 && verb <= VERB_DOMINANCE * noun &&
      adjective <= VERB_DOMINANCE * noun && adverb <= VERB_DOMINANCE * noun) ||
      activities.has(w) || (noun > 0 && (heads.has(w) || placedNouns.has(w)));
    // A past tense (`triumphed`) is an act, whatever noun it spells, unless written as a word
    // of its own (`retired`, `married`).
    const past = writtenPast(w) && !graph.has(w);
    // An adjective said of someone (`is she religious?`, `how religious is he?`) asks which of
    // the people it describes they are: a Catholic, a Buddhist.
    if (!thing && adjective > 0 && saidOfSomeone(query, w)) {
      const people = graph.peopleDescribed(w);
      if (people) {
        related.set(w, people);
        continue;
      }
    }
    // A relational adjective names the thing it pertains to: `renal issues` are the kidneys',
    // a `dental appointment` is about teeth.
    if (!thing && adjective > 0) {
      const things = graph.pertainsTo(w);
      if (things.length > 0) {
        related.set(w, pertaining(graph, things, type, !namesSomeone));
        continue;
      }
    }
    // Asked when it was done, an act is the event it names: `when did they get married?` asks
    // for a wedding's date.
    if (asksWhen && !thing && !type && (verb > 0 || adjective > 0)) {
      const events = BORN.has(w) ? merged(graph.eventsOf(BEAR), BIRTHDAY) : graph.eventsOf(w);
      // …and the verbs a note says it done with, as surely as its events (beside a time, the act
      // is all the question asks): "user moved to Berlin" for `relocate`.
      const acts = BORN.has(w) || verb > WHEN_ACT_GENERAL ? undefined : actsReached(graph, w);
      const done = acts ? merged(events, { ...acts, strong: new Set(acts.words.keys()) }) : events;
      if (done.words.size > 0) related.set(w, done);
      continue;
    }
    if (noun > 0 ? !thing || ((verbs.has(w) || past) && !type) : !graph.isName(w)) {
      // Asked where it is done, an act's relations still name where: a church for `worship`.
      if (asksWhere && !type && (noun > 0 || verb > 0)) doneAt.set(w, sitesOf(graph, w));
      // A word used as an adjective as much as a fourth as often as a verb says a state
      // (`married`, `retired`; not `discovered`, `carved`): it reaches what the state does.
      if (saysState(graph, w)) {
        const state = stateOf(graph, w);
        if (state) related.set(w, state);
      } else if (!type && verb > 0 && verb <= VERB_GENERAL) {
        // A verb says what it asks in other words too (`cultivate`: `grow`).
        const acts = actsReached(graph, w);
        if (acts) related.set(w, acts);
      }
      continue;
    }
    related.set(
      w,
      graph.related(w, {
        answerType: type && (noun > 0 || graph.isName(w)),
        common: type && lower.has(w),
      }),
    );
  }
  // Two words WordNet names as one thing (`martial art`, `German shepherd`) reach its kinds
  // (`karate`, a dog) besides their own relations.
  for (const [w, compound] of compoundsOf(graph, query)) {
    if (!weights.has(w)) continue;
    const own = related.get(w);
    // A three-word name is another name of a thing, and only that: its definition's words
    // (`Kuiper belt objects` orbit outside Neptune) would reach "a stable outside town".
    let rel = compound.split("_").length > 2
      ? listedRelations(new Map(graph.synonyms(compound).map((s) => [s, WEIGHT_SYNONYM])))
      : graph.related(compound, { answerType: types.has(w) });
    // A thing WordNet relates to little (`blood sugar`: glucose and three more) reaches what the
    // thing it is a kind of reaches, a step down (glucose's diabetes), when that thing has few
    // kinds: a chocolate cake is one of a hundred cakes, and reaches nothing of theirs.
    if (rel.words.size < SPARSE_RELATED) {
      for (const b of graph.broader(compound, FEW_KINDS)) {
        const above = graph.related(b);
        const reached = [...above.words].filter(([x]) => above.strong.has(x));
        const scaled = reached.map(([x, v]): [string, number] => [x, v * WEIGHT_BROADER_THING]);
        rel = merged(rel, listedRelations(new Map(scaled)));
      }
    }
    related.set(w, own ? merged(own, rel) : rel);
  }
  // A name is asked for by any of its words: `what do they call their pup?` is answered by a
  // dog "named Biscuit", `what is their boss's name?` by a manager "called Helen".
  const naming = listedRelations(new Map([...NAMING_WORDS].map((n) => [n, WEIGHT_NAMING])));
  for (const w of weights.keys()) {
    if (!NAMING_WORDS.has(w)) continue;
    const own = related.get(w);
    related.set(w, own ? merged(own, naming) : naming);
  }
  // A young person's word names someone's offspring too: `his lad` is his son.
  for (const w of weights.keys()) {
    const offspring = graph.offspringNamed(w);
    if (offspring.length === 0) continue;
    const own = related.get(w);
    const named = listedRelations(new Map(offspring.map((o) => [o, WEIGHT_SYNONYM])));
    related.set(w, own ? merged(own, named) : named);
  }
  // …and a child's word names the siblings born together: `his kids` may be "user's twins",
  // whom WordNet files as siblings and defines as offspring (`ConceptGraph.bornTogether`).
  let bornTogether: Related | undefined;
  for (const w of weights.keys()) {
    if (!graph.isKindOf(w, CHILD_WORD)) continue;
    bornTogether ??= listedRelations(
      new Map(graph.bornTogether().map((b) => [b, WEIGHT_SYNONYM])),
      { kinds: true },
    );
    const own = related.get(w);
    related.set(w, own ? merged(own, bornTogether) : bornTogether);
  }
  // The answer types are the type words the graph reads as things (not `relative`, mostly an
  // adjective: `which relative…` asks for a person of the user's, `subject.ts`).
  const asked = new Set([...types].filter((t) => related.has(t)));
  // A word of the answer's phrase that names no thing (`foreign` of `what foreign language…`)
  // says which kind, not what kind of thing: it weighs as the cue's other words do.
  for (const t of types) {
    if (!asked.has(t) && weights.has(t)) weights.set(t, weights.get(t)! / TYPE_EMPHASIS);
  }
  // One definition naming two of the cue's words, whatever their part of speech, defines a
  // thing both reach: `ringing` and `ears`, tinnitus; `cover` and `hair`, a hijab.
  const together = new Map<string, Map<string, number>>();
  const definable = [...weights.keys()].filter((w) => !named.has(w) && w.length >= MIN_BRIDGED);
  for (const [lemma, { words: by, weight }] of graph.definedTogether(definable)) {
    if (lemma.length < MIN_DEFINED) continue;
    for (const w of by) {
      let reached = together.get(w);
      if (!reached) together.set(w, reached = new Map());
      reached.set(lemma, WEIGHT_DEFINED_TOGETHER * weight);
    }
  }
  for (const [w, reached] of together) {
    const own = related.get(w), listed = listedRelations(reached);
    related.set(w, own ? merged(own, listed) : listed);
  }
  // The people a thing named defines answer for it too: a dentist is met in `teeth` as well as
  // in the one asked for.
  for (const w of who?.about ?? []) {
    const own = related.get(w);
    if (!own || types.has(w)) continue;
    // …by the thing an adjective pertains to: a chiropractor is met in `spinal`.
    const things = graph.usage(w).noun > 0 ? [w] : graph.pertainsTo(w);
    if (things.length > 0) {
      related.set(w, merged(own, graph.agentsOf("", things, { specific: true })));
    }
  }
  const question = isQuestion(query);
  // Whether something suits someone turns on what it is made of: a quiche holds eggs.
  const made = new Map<string, ReadonlyMap<string, number>>();
  if (suits) {
    for (const w of related.keys()) if (!types.has(w)) made.set(w, graph.madeOf(w));
  }
  const near = vectors ? namesLike(vectors, asked, forms) : new Map();
  const employers = employerTypes(graph, asked, related, EMPLOYING.test(folded));
  const located = new Set(
    [...asked].filter((t) =>
      related.get(t)!.places > 0 || graph.placeShare(t, { common: lower.has(t) }) >= PLACE_TYPE
    ),
  );
  const teams = teamsAsked(graph, [...types].filter((t) => asked.has(t)));
  const consumed = consumedAsked(graph, asked, related);
  const subject = questionSubject(graph, query, types, question, named);
  return {
    consumed,
    consumers: new Set(
      [...consumed.values()].flatMap((fits) =>
        CONSUMING.flatMap((c, i) => fits[i] > 0 ? c.forms : [])
      ),
    ),
    doneAt,
    home: new Set(asksWhere ? words.filter((w) => baseForms(w).some((b) => HOME.has(b))) : []),
    employers,
    workers: employers.size > 0 ? workingPeople(graph) : new Set(),
    teams,
    followers: teams.size > 0 ? new Set([...FOLLOWING, ...CHEERING, ...FANS]) : new Set(),
    located,
    residing: located.size > 0 ? RESIDING : new Set(),
    favourites: vectors && asked.size > 0 ? FAVOURITE : new Set(),
    kindLikeness: likenessOfKinds(graph, vectors),
    made,
    implied: new Set(
      [...implied.keys()].filter((t) => !cueWords.includes(t) && asked.has(t)),
    ),
    namesLike: near,
    nameLikeness: (type, word) => vectors && near.has(type) ? likeness(vectors, type, word) : 0,
    related,
    forms,
    weights,
    types: asked,
    question,
    of: aboutOf(graph, query, asked, weights, suits, question),
    subject,
    ownLife: question && asksOfOwnLife(query) ? subject ?? { user: true, people: [] } : undefined,
  };
}

/** The answer types asking for an employer (see `CueBridge.employers`). */
function employerTypes(
  graph: ConceptGraph,
  types: ReadonlySet<string>,
  related: ReadonlyMap<string, Related>,
  employs: boolean,
): Set<string> {
  const out = new Set<string>();
  for (const t of types) {
    // Whatever a question asks for, asked who employs or hired someone, it asks for an
    // employer: `which institution employs him?`, `what outfit hired her?`.
    if (employs && !TIME_TYPES.has(t)) {
      out.add(t);
      continue;
    }
    const rel = related.get(t)!;
    // A company is a kind of it as the word is mostly meant (a business, not the gathering a
    // `circle` lists), or what defines it (a `firm`: "the members of a business organization").
    const fit = EMPLOYER_WORDS.has(t) ? 1 : Math.max(
      graph.kindOf(COMPANY_WORD, rel.roots, { proper: false }),
      rel.kinds.has(COMPANY_WORD) ? 0 : rel.words.get(COMPANY_WORD) ?? 0,
    );
    if (fit >= EMPLOYER_FIT) out.add(t);
  }
  return out;
}

/** {@linkcode workingPeople} of each graph, found once. */
const WORKING_PEOPLE = new WeakMap<ConceptGraph, ReadonlySet<string>>();

/** The people who do a kind of work, as a question asking what someone does lists them. */
function workingPeople(graph: ConceptGraph): ReadonlySet<string> {
  let out = WORKING_PEOPLE.get(graph);
  if (!out) {
    const rel = graph.related(OCCUPATION_WORD, { answerType: true, occupation: true });
    WORKING_PEOPLE.set(graph, out = new Set([...rel.words.keys()].slice(0, rel.working)));
  }
  return out;
}

/**
 * The word of a question's answer types asking for a sports team (`club` of `which football club
 * do they support?`), as a set; else empty. The team's word heads the phrase, and every word
 * before it says which sport or league (`football`, `NFL`, `college`): a warehouse club, a
 * sewing club and a brand of clubs are no teams, nor is a side dish or a team activity.
 */
function teamsAsked(graph: ConceptGraph, types: readonly string[]): Map<string, number> {
  const head = types.at(-1);
  if (head === undefined || !TEAM_WORDS.has(head) || types.some((t) => OF_KIND.has(t))) {
    return new Map();
  }
  const sports = kindRoots(graph, SPORT_WORDS);
  const sporting = types.slice(0, -1).every((w) =>
    LEAGUE_WORDS.has(w) || graph.usage(w).noun === 0 ||
    graph.kindOf(w, sports, { proper: false }) >= KIND_SHARE
  );
  if (!sporting) return new Map();
  // A followed team's name answers the sport asked too, if less: the name does not say its
  // sport, and another followed team's may be of another (the Cubs for `which NFL team`).
  return new Map([...types.slice(0, -1).map((w) => [w, FOLLOWED_SPORT] as const), [head, 1]]);
}

/** {@linkcode kindRoots} of each graph, by the words they are of, found once. */
const KIND_ROOTS = new WeakMap<ConceptGraph, Map<string, ReadonlyMap<number, number>>>();

/** The roots of the kinds of some words, asked for (`structure`, `facility`: a church, a gym). */
function kindRoots(graph: ConceptGraph, words: readonly string[]): ReadonlyMap<number, number> {
  let byWords = KIND_ROOTS.get(graph);
  if (!byWords) KIND_ROOTS.set(graph, byWords = new Map());
  const key = words.join(" ");
  let out = byWords.get(key);
  if (!out) {
    const roots = new Map<number, number>();
    for (const w of words) {
      for (const [r, v] of graph.related(w, { answerType: true }).roots) {
        roots.set(r, Math.max(v, roots.get(r) ?? 0));
      }
    }
    byWords.set(key, out = roots);
  }
  return out;
}

/**
 * The words of the businesses a text says someone runs or owns, as they head their phrase
 * ("user's father owns a small hardware store": `store`; "runs a tattoo parlour": `parlour`):
 * what that someone does for a living.
 */
function businessesIn(graph: ConceptGraph, tokens: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const runs = RUNNING.has(tokens[i]);
    if (!runs && !OWNING.has(tokens[i])) continue;
    // A building one runs is a business (a restaurant); one owns may be a home: only kinds of
    // a business or a workplace (a store, a farm) say so.
    const roots = kindRoots(graph, runs ? RUN_BUSINESSES : OWNED_BUSINESSES);
    for (let k = i + 1; k < tokens.length && k <= i + BUSINESS_REACH; k++) {
      if (NOT_EMPLOYER.has(tokens[k])) break;
      if (STOPWORDS.has(tokens[k])) continue;
      const business = baseForms(tokens[k]).find((b) =>
        graph.kindOf(b, roots, { proper: false }) >= KIND_SHARE
      );
      if (business !== undefined) out.add(business);
    }
  }
  return out;
}

/**
 * The sites an act relates to (`worship`: `church`, `temple`), each with how much: the words
 * it relates to that are kinds of {@linkcode SITE_WORDS} as mostly meant.
 */
function sitesOf(graph: ConceptGraph, act: string): Map<string, number> {
  const out = new Map<string, number>();
  const roots = kindRoots(graph, SITE_WORDS);
  for (const [w, weight] of graph.related(act).words) {
    if (graph.kindOf(w, roots, { proper: false }) >= KIND_SHARE) out.set(w, weight);
  }
  return out;
}

/**
 * The site a phrase from `from` on names, if its head is a kind of {@linkcode SITE_WORDS} as
 * mostly meant (`shelter` of "an animal shelter", `gym`): the last of up to
 * {@linkcode SITE_PHRASE} words before a stopword or the end, as a base form.
 */
function siteAt(graph: ConceptGraph, tokens: readonly string[], from: number): string | undefined {
  let head: string | undefined;
  for (let k = from; k < Math.min(tokens.length, from + SITE_PHRASE); k++) {
    if (STOPWORDS.has(tokens[k])) break;
    head = tokens[k];
  }
  if (head === undefined) return undefined;
  const roots = kindRoots(graph, SITE_WORDS);
  return baseForms(head).find((b) => graph.kindOf(b, roots, { proper: false }) >= KIND_SHARE);
}
/** How many words a site's phrase may hold, its head last (`a local animal shelter`). */
const SITE_PHRASE = 3;
/** How much a site named by what it is answers a question asking where. */
const WEIGHT_SITE_LOCATED = 0.6;

/** The places of the words written as names from `from` on, one after another. */
function nameAt(tokens: readonly string[], proper: ReadonlySet<string>, from: number): number[] {
  const out: number[] = [];
  for (let k = from; k < tokens.length && proper.has(tokens[k]); k++) out.push(k);
  return out;
}

/**
 * For each answer type asking for what someone reads, watches, listens to or plays, how much
 * the names each reading of {@linkcode CONSUMING} finds answer it: how much the type takes the
 * best of the reading's categories as a kind (`programme`: a television program), when enough.
 */
function consumedAsked(
  graph: ConceptGraph,
  asked: ReadonlySet<string>,
  related: ReadonlyMap<string, Related>,
): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const t of asked) {
    const roots = related.get(t)?.roots;
    if (!roots || roots.size === 0) continue;
    const fits = CONSUMING.map(({ categories }) => {
      const fit = Math.max(...categories.map((c) => graph.kindOf(c, roots, { proper: false })));
      return fit < CONSUMED_FIT ? 0 : fit;
    });
    if (fits.some((f) => f > 0)) out.set(t, fits);
  }
  return out;
}

/**
 * The words of the names a text says someone reads, watches, listens to or plays, each with
 * the readings of {@linkcode CONSUMING} that find it (by their places there): after the verb
 * (and `to` for listening), within a few words that do not end what it takes, the words written
 * as names ("user is reading Dune": `dune`; "listens to the podcast The Rest Is History": `rest`,
 * `history`) — an author's only before a written work's word ("reads Ian Rankin's Rebus
 * novels": `ian`, `rankin`, `rebus`).
 */
function consumedIn(
  graph: ConceptGraph,
  tokens: readonly string[],
  proper: ReadonlySet<string>,
  forms: ReadonlySet<string>,
): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (let i = 0; i < tokens.length; i++) {
    if (!forms.has(tokens[i])) continue;
    CONSUMING.forEach((reading, r) => {
      if (!reading.forms.includes(tokens[i])) return;
      let k = i + 1;
      if (reading.to) {
        if (tokens[k] !== "to") return;
        k++;
      }
      const from = k;
      // (An article is never the name's start, though the text may capitalise it elsewhere.)
      while (
        k < tokens.length && k < from + CONSUMED_REACH &&
        (!proper.has(tokens[k]) || STOPWORDS.has(tokens[k])) && !CONSUMED_END.has(tokens[k])
      ) k++;
      const name = nameAt(tokens, proper, k);
      if (name.length === 0) return;
      if (reading.author) {
        const next = tokens[name.at(-1)! + 1];
        const works = kindRoots(graph, WRITTEN_WORKS);
        if (next === undefined || graph.kindOf(next, works, { proper: false }) < KIND_SHARE) return;
      }
      for (const n of name) {
        if (STOPWORDS.has(tokens[n])) continue;
        const word = tokens[n].replace(/'s?$/, "");
        out.set(word, [...out.get(word) ?? [], r]);
      }
    });
  }
  return out;
}

/**
 * The words of the names a text says someone works at: after a work word or one of `workers`
 * (`nurse`), then `at`, `for`, `with` or `by`, the words written as names ("user is a senior
 * product manager at Zillow": `zillow`; "flew Boeing 737s for United Airlines").
 */
function employersIn(
  tokens: readonly string[],
  proper: ReadonlySet<string>,
  workers: ReadonlySet<string>,
): Set<string> {
  const out = new Set<string>();
  const works = (t: string) => WORK_WORDS.has(t) || baseForms(t).some((b) => workers.has(b));
  for (let i = 0; i < tokens.length; i++) {
    if (!works(tokens[i])) continue;
    const at = tokens.findIndex((t, j) => j > i && j <= i + EMPLOYER_REACH && EMPLOYED_AT.has(t));
    if (at < 0) continue;
    let k = at + 1;
    while (
      k < tokens.length && k <= at + EMPLOYER_NAME_REACH && !proper.has(tokens[k]) &&
      !NOT_EMPLOYER.has(tokens[k])
    ) k++;
    for (const n of nameAt(tokens, proper, k)) if (!STOPWORDS.has(tokens[n])) out.add(tokens[n]);
  }
  return out;
}

/**
 * The words of the names of teams a text says someone follows: after a word of following one
 * (`supports`, `follows`; `roots for`, `cheers on`; `a fan of`), an article aside, or before a
 * fan's word ("a lifelong Iowa Hawkeyes football fan", "a Celtic season ticket").
 */
function followedIn(tokens: readonly string[], proper: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const add = (at: readonly number[]) => {
    for (const n of at) if (!STOPWORDS.has(tokens[n])) out.add(tokens[n].replace(/'s?$/, ""));
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    let k = -1;
    if (FOLLOWING.has(t)) k = i + 1;
    else if (CHEERING.has(t) && (tokens[i + 1] === "for" || tokens[i + 1] === "on")) k = i + 2;
    else if (FANS.has(t) && tokens[i + 1] === "of") k = i + 2;
    if (k >= 0) add(nameAt(tokens, proper, ARTICLES.has(tokens[k]) ? k + 1 : k));
    if (!FANS.has(t)) continue;
    // The name before the fan's word, a sport's word between aside: "Badgers football fan".
    let j = i - 1;
    while (j >= 0 && !proper.has(tokens[j]) && j >= i - 2 && !STOPWORDS.has(tokens[j])) j--;
    const name: number[] = [];
    for (; j >= 0 && proper.has(tokens[j]); j--) name.push(j);
    add(name);
  }
  return out;
}

/**
 * The words of the names a text writes where a place's name goes (after `in`, `near`, `on`,
 * `at`, `from`, an article aside; `to` after moving, `with` after banking), each with how surely
 * it names a place: {@linkcode WEIGHT_LOCATED} for a word the graph does not know ("user shares an
 * apartment in Alief": `alief`), else {@linkcode WEIGHT_LOCATED_KNOWN} (`planet`, `fitness` of "at
 * Planet Fitness"). Times are
 * none (`on Sunday`), nor are brands of things that are nowhere (the Python of "codes in Python").
 */
function locatedIn(
  graph: ConceptGraph,
  tokens: readonly string[],
  proper: ReadonlySet<string>,
): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i < tokens.length; i++) {
    if (
      !LOCATED_AT.has(tokens[i]) && !(tokens[i] === "to" && MOVED.has(tokens[i - 1])) &&
      !(tokens[i] === "with" && BANKING.has(tokens[i - 1]))
    ) continue;
    const from = ARTICLES.has(tokens[i + 1]) ? i + 2 : i + 1;
    const names = nameAt(tokens, proper, from);
    for (const n of names) {
      const t = tokens[n].replace(/'s?$/, "");
      if (STOPWORDS.has(t) || graph.namesTime(t) || (BRANDS.has(t) && !brandIsSite(t))) continue;
      // Known to the graph only as a name GloVe typed is not known as anything else.
      const unknown = !graph.has(t) || graph.isName(t);
      out.set(t, unknown ? WEIGHT_LOCATED : WEIGHT_LOCATED_KNOWN);
    }
    // …and a site named by what it is, the head of the words after: "volunteers at an animal
    // shelter", "works out at the gym".
    if (names.length > 0) continue;
    const site = siteAt(graph, tokens, from);
    if (site !== undefined) out.set(site, WEIGHT_SITE_LOCATED);
  }
  return out;
}

/**
 * The words a memory must reach to answer the question at all (`CueBridge.of`): what its answer
 * type is of (`mongolia` of `the capital of Mongolia`); for a question about no one
 * (`speaksOfSomeone`), its words besides the answer type — `how many moons does Jupiter have?`
 * is not answered by any number. None for a question about someone, whether something suits,
 * or elliptical (`any chronic illness?`): the user is meant.
 */
function aboutOf(
  graph: ConceptGraph,
  query: string,
  types: ReadonlySet<string>,
  weights: ReadonlyMap<string, number>,
  suits: boolean,
  question: boolean,
): Set<string> {
  // Only a question about no one of the user's asks what a thing is of in general: `which
  // festival of lights does his wife observe?` names Diwali by what it is, not by what it is of.
  if (speaksOfUser(query)) return new Set();
  const object = objectOf(query, types, weights);
  if (object.size > 0 || !question || suits) return object;
  const tokens = phraseWords(query);
  if (
    tokens[0] === "any" || tokens.some((w) => GIFT.has(w) || MODALS.has(w)) ||
    speaksOfSomeone(graph, query)
  ) {
    return object;
  }
  // A question naming nothing besides its answer type but what was done to it (`which joint was
  // operated on?`) is elliptical too: no thing of the world is asked about.
  const rest = [...weights.keys()].filter((w) => !types.has(w));
  return new Set(rest.every((w) => passiveVerb(graph, tokens, w)) ? [] : rest);
}

/**
 * Whether a word is written after a copula (`was operated`) and WordNet uses it mostly as a
 * verb ({@linkcode VERB_DOMINANCE}): what was done, no thing. `which gland secretes thyroxine?`
 * is active: a thing does it.
 */
function passiveVerb(graph: ConceptGraph, tokens: readonly string[], word: string): boolean {
  const i = tokens.indexOf(word);
  if (i < 1 || !COPULA.has(tokens[i - 1])) return false;
  const { noun, verb, adjective, adverb } = graph.usage(word);
  return verb > VERB_DOMINANCE * Math.max(noun, adjective, adverb);
}

/** The words that open what an answer type is of: `the capital of…`, `the difference between…`. */
const OBJECT_OPENS = new Set(["of", "between"]);

/**
 * The weighed cue words of what an answer type is said to be of: `mongolia` of `the capital of
 * Mongolia`, `photons` of `the velocity of photons`, `caroline's`, `dog` of `the name of Caroline's
 * dog`; none for `what kind of dog` or `which brand of shades` (there the object is the type).
 */
function objectOf(
  query: string,
  types: ReadonlySet<string>,
  weights: ReadonlyMap<string, number>,
): Set<string> {
  const tokens = phraseWords(query);
  const out = new Set<string>();
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!types.has(tokens[i]) || !OBJECT_OPENS.has(tokens[i + 1]) || OF_KIND.has(tokens[i])) {
      continue;
    }
    let j = i + 2;
    while (DETERMINER.has(tokens[j])) j++;
    for (; j < tokens.length && !STOPWORDS.has(tokens[j]); j++) {
      const bare = tokens[j].replace(/'s?$/, "");
      if (weights.has(bare)) out.add(bare);
      else if (weights.has(tokens[j])) out.add(tokens[j]);
    }
  }
  return out;
}

/**
 * The related words worth asking the store about, per cue word (heaviest cue words first): at
 * most `perWord` each, heaviest relations first (nearest kinds before farther ones), leaving out
 * the cue's own words. Each cue word asks apart, so a word with few, rare relations (`dog`:
 * `retriever`) is not crowded out by one with many, common ones (`home`: `house`, `office`).
 * With `below`, each cue word whose kinds the graph walks asks again, apart, for up to
 * `below.limit` of the kinds under them ({@linkcode ConceptGraph.kindsBelow}): too rare to be
 * listed (`greyhound` under a pet's `dog`, `buddhist` under a faith's `buddhism`), and asked
 * apart so that they crowd out none of the words listed; and one asking what someone does for a
 * living, apart again, for the verbs its working people are named after
 * ({@linkcode ConceptGraph.workingActs}: "user teaches third grade").
 */
export function bridgeWords(
  bridge: CueBridge,
  perWord: number,
  below?: { graph: ConceptGraph; limit: number },
): string[][] {
  return [...bridge.related]
    .sort((a, b) => bridge.weights.get(b[0])! - bridge.weights.get(a[0])!)
    .flatMap(([cue, rel]) => {
      const listed = listedWords(bridge, cue, rel, perWord);
      if (!below || rel.roots.size === 0) return [listed];
      const have = new Set(listed);
      const unlisted = (words: readonly string[]) =>
        words.filter((w) => !have.has(w) && !bridge.related.has(w));
      const deeper = unlisted(below.graph.kindsBelow(rel.roots, below.limit));
      // A job is said by what one does as often as by who one is ("user teaches third grade").
      return rel.working > 0
        ? [listed, deeper, unlisted(below.graph.workingActs())]
        : [listed, deeper];
    });
}

/** A cue word's related words as {@linkcode bridgeWords} lists them. */
function listedWords(bridge: CueBridge, cue: string, rel: Related, perWord: number): string[] {
  // Stable: heaviest first, and within a weight the graph's order (commonest kinds first).
  return [...rel.words].sort((a, b) => b[1] - a[1])
    // The people who work, listed first for a cue asking what someone does for a living,
    // are many (`pharmacist` is not among the commonest 300): they come on top. So are
    // the kinds of what a question asks for (`lisinopril`, a medicine, is the 627th).
    .slice(
      0,
      Math.max(
        perWord + rel.working + rel.places + rel.brands,
        bridge.types.has(cue) ? Math.min(rel.kinds.size, KINDS_ASKED) : 0,
      ),
    )
    // An act is written in the past as often as not ("moved"), a form no lemma's
    // inflections hold.
    .flatMap(([w]) => w === CLOCK ? CLOCK_WORDS : rel.acts?.has(w) ? [w, regularPast(w)] : [w])
    .filter((w) => !bridge.related.has(w));
}

/**
 * The words the brain's index holds of a clock time ({@linkcode CLOCK}), by which one is found:
 * `pm` of "10 pm", `m` of "4 a.m.", and the hours written with their half of the day (`6pm`).
 */
const CLOCK_WORDS = [
  "pm",
  "m",
  ...Array.from({ length: 12 }, (_, h) => [`${h + 1}am`, `${h + 1}pm`]).flat(),
];

/**
 * At most this many kinds of an answer type are looked for in the brain (`medicine` has 2,175,
 * `place` 2,233).
 */
const KINDS_ASKED = 3000;

/** The words for being afraid (see {@linkcode FEAR}). */
const AFRAID = new Set(["afraid", "scared", "frightened", "terrified", "petrified"]);
/** What being afraid is. */
const FEAR = "fear";
/** Words for a fear someone has: a note says they are afraid of it ("user is scared of heights"). */
const FEARS = new Set(["fear", "fears", "phobia", "phobias"]);
const BEING_AFRAID: Related = listedRelations(new Map([...AFRAID].map((w) => [w, 0.9])));

/** How a trace's words meet a cue through the bridge. */
export interface BridgeMatch {
  /** Share of the cue's weight the trace holds as written (or as a form of the word). */
  literal: number;
  /** The part of `literal` that is the question's answer-type words (`phone` of `what phone…`). */
  literalType: number;
  /** Share of the cue's weight it reaches through related words only, by their weight. */
  bridged: number;
  /** The part of `bridged` reached by strong relations (not a definition's words alone). */
  strong: number;
  /**
   * The parts of `bridged` and `strong` that reach the people the question asks about (`kids`
   * for `son`, `CueBridge.subject`): whom the note may be about, not what it answers.
   */
  person: { bridged: number; strong: number };
  /** Whether it holds a kind of an answer-type word (`subaru` for `what car…`). */
  answersType: boolean;
  /**
   * Share of the cue's weight it holds as kinds of what the question asks for, by how much
   * each is one (`subaru` for `car` in full): what it answers, however its words are used.
   */
  typed: number;
  /**
   * Share of the cue's weight it holds as kinds of the cue's words, by how much each is one, or,
   * for a question asking whether, as what they are made of (`CueBridge.made`); for a limit,
   * at least how surely it rules out a thing the cue names (`rulesOut`), as the whole cue.
   */
  kinds: number;
  /**
   * For a cue asking what suits someone, how much it holds a thing of the same narrow domain as
   * one of the cue's (`ConceptGraph.sameDomain`: `peanuts` for a `dinner`, both food), in [0, 1];
   * else 0.
   */
  domain: number;
  /**
   * Share of the cue's weight it holds as written or through strong relations, but for the
   * answer types the cue only implies (`CueBridge.implied`).
   */
  besideImplied: number;
}

/** Whether a text's lemmas hold two words of one definition. */
function holdsTwo(definition: ReadonlySet<string>, lemmas: ReadonlySet<string>): boolean {
  let held = 0;
  for (const l of lemmas) if (definition.has(l) && ++held === 2) return true;
  return false;
}

/** Whether a text's lemmas hold a kind of a cue word besides its own forms (`kindOf`). */
function namesKindOf(
  graph: ConceptGraph,
  rel: Related,
  lemmas: ReadonlySet<string>,
  forms: readonly string[],
): boolean {
  for (const l of lemmas) {
    // …another form of the word itself is none (`phones` of "he phones her on Thursdays").
    if (forms.includes(l) || baseForms(l).some((b) => forms.includes(b))) continue;
    if (graph.kindOf(l, rel.roots) >= NAMES_KIND) return true;
  }
  return false;
}

/** Words before a past participle: "is kept", "has been left", "got stolen". */
const PASSIVE = new Set(["is", "are", "was", "were", "be", "been", "being", "get", "got", "gets"]);
/** Words after which a noun phrase is said of the subject: `is a`, `works as an`. */
const COPULAS = new Set([
  "is",
  "are",
  "was",
  "were",
  "am",
  "be",
  "been",
  "become",
  "became",
  "becomes",
  "as",
]);
/** How much the first word of a compound (`deer` of `deer hunting`) weighs as itself. */
const MODIFIER_SHARE = 0.75;
/** How near another name of a thing is to it (`hypertension` to `high blood pressure`). */
const WEIGHT_SYNONYM = 0.9;
/** Whether a question asks for a thing under way (a project), read once per question. */
const ASKS_UNDER_WAY = new WeakMap<CueBridge, boolean>();
function asksUnderWay(bridge: CueBridge): boolean {
  let asks = ASKS_UNDER_WAY.get(bridge);
  if (asks === undefined) {
    asks = [...bridge.related.values()].some((r) => r.words.has(UNDER_WAY));
    ASKS_UNDER_WAY.set(bridge, asks);
  }
  return asks;
}

/**
 * Whether a text says something is under way: a verb in the progressive (see
 * {@linkcode PROGRESSIVE}), not `going to` (a plan) nor `living`, a state.
 */
function underWay(graph: ConceptGraph, text: string): boolean {
  const verb = PROGRESSIVE.exec(text.toLowerCase())?.[1];
  return verb !== undefined && verb !== "going" && verb !== "living" && isGerund(graph, verb);
}

/** Whether WordNet holds a word as an adjective and not as a noun (`missing`, `boring`). */
function isOwnAdjective(graph: ConceptGraph, word: string): boolean {
  const use = graph.usage(word, { asWritten: true });
  return use.adjective > 0 && use.noun === 0;
}

/** Titles written before a name, and the person each says someone is. */
const TITLES = new Map([
  ["dr", "doctor"],
  ["prof", "professor"],
  ["rev", "clergyman"],
  ["revd", "clergyman"],
  ["reverend", "clergyman"],
]);

/** Words after which a capitalised word is a name given: `named Max`, `called Rosa`. */
const NAMING = new Set(["named", "called", "nicknamed"]);
/**
 * How much a brand written as a name answers a question asking where ("buys groceries at Trader
 * Joe's", "banks with Chase"): less than a place does, as a brand may be a service, not a site.
 */
const BRAND_PLACE = 0.8;
/** The words of naming, a cue's or a note's: `what do they call…`, "a dog named Biscuit". */
const NAMING_WORDS = new Set([...NAMING, "name", "names", "call", "nickname"]);
/** How near a naming word of a note is to one of the cue's: the same act, said otherwise. */
const WEIGHT_NAMING = 0.9;
/**
 * A naming word giving a name, the name written next (after whom it is given, or `is`): "a dog
 * named Biscuit", "calls her "Paati"", "user's Korean name is Ji-yeon" — not "called grandma
 * on Sunday" nor "called the plumber", phone calls.
 */
const GIVES_NAME =
  /\b(?:named|called|calls|call|nicknamed|nicknames?|names?)(?:\s+(?:is|are|was|were|her|him|them|me|it|us|you))?\s+["“‘']?\p{Lu}/u;
/** A cue's words asking for a maker's name: `which brand of boots`, `what truck make`. */
const BRAND_WORDS = new Set([
  ...["brand", "brands", "make", "makes", "label", "labels", "maker", "makers"],
  ...["manufacturer", "manufacturers"],
]);
/** Words that head a name they open: `Lake Tahoe` is a lake, `Mount Rainier` a mountain. */
const HEADS_FIRST = new Set([
  ...["lake", "mount", "mt", "river", "cape", "fort", "port", "isle", "gulf", "loch", "glen"],
  ...["saint", "st", "university", "college", "club", "camp", "hotel"],
  ...["cafe", "bistro", "brasserie", "pizzeria", "trattoria", "osteria", "taverna"],
]);
/** The word whose kinds are someone's children when they are someone's (a son, a kid, a baby). */
const CHILD_WORD = "child";
/** Articles a predicate may open with. */
const ARTICLES = new Set(["a", "an", "the"]);
/** Words before a thing done something to: "left a note", "bought her flowers". */
const DETERMINERS = new Set([
  ...ARTICLES,
  ...["his", "her", "their", "my", "our", "its", "your", "some", "two", "three"],
]);
/** Verbs linking a subject to what is said of it: "went missing", "was boring". */
const LINKING = new Set([
  ...PASSIVE,
  ...["went", "gone", "goes", "go", "seems", "seemed", "looks", "looked", "feels", "felt"],
  ...["became", "becomes", "remains", "remained", "stays", "stayed"],
]);
/** Words opening a verb's object or what it goes on to: "is missing his keys", "trying to". */
const OBJECT_OPENERS = new Set([
  ...DETERMINERS,
  ...["to", "him", "them", "me", "us", "it", "out", "up", "on", "for"],
]);

/** At most this many words stand between a copula and the word it says (`is a long-haul trucker`). */
const PREDICATE_REACH = 4;

/**
 * Whether the word at `i` ends a noun phrase right after a copula (`user is a retired plumber`),
 * or one set beside a name, saying who they are ("married to Funmi, a pharmacist").
 */
function predicate(tokens: readonly string[], i: number, proper: ReadonlySet<string>): boolean {
  for (let j = i - 1; j >= Math.max(0, i - PREDICATE_REACH); j--) {
    if (COPULAS.has(tokens[j])) return true;
    if (ARTICLES.has(tokens[j]) && j > 0 && proper.has(tokens[j - 1])) return true;
    if (!ARTICLES.has(tokens[j]) && STOPWORDS.has(tokens[j])) return false;
  }
  return false;
}

/**
 * A name is used like an answer type when GloVe puts it at least {@linkcode NAMES_LIKE_NEAR}
 * near the type's word (`delta` ~ `airline` 0.62, `juilliard` ~ `conservatory`), or at least
 * {@linkcode NAMES_LIKE_FLOOR} near with the type among the name's own
 * {@linkcode NAMES_LIKE_MUTUAL} nearest words (`macbook` ~ `laptop` 0.42, the 67th; not
 * `volvo` ~ `sport` 0.50, the 113th: a name goes with many things its makers do). It is looked
 * for among the type's {@linkcode NAMES_LIKE_COUNT} nearest words, past GloVe's
 * {@linkcode NAMES_FROM_RANK} commonest (`may` is no name, though the month is written as one).
 */
const NAMES_LIKE_NEAR = 0.55;
const NAMES_LIKE_FLOOR = 0.4;
const NAMES_LIKE_MUTUAL = 100;
const NAMES_LIKE_COUNT = 1000;
const NAMES_FROM_RANK = 1000;

/**
 * Words naming someone's favourite of a kind, or the one they are known for: what a note says is
 * their favourite dish, preferred spirit or signature dish is one, known to WordNet or not
 * ("user's favourite dish is his mother's appam").
 */
const FAVOURITE = new Set(
  ["favourite", "favorite", "favourites", "favorites", "preferred", "signature"],
);
/** How many words the kind's may stand after {@linkcode FAVOURITE}, up to the `is` naming it. */
const FAVOURITE_REACH = 4;
/**
 * How near by GloVe a kind named someone's favourite must be to an answer type to answer it as a
 * kind of it would: a dish a meal (0.67), a band a group (0.54), food a dish (0.47); no band a
 * food (0.13).
 */
const FAVOURITE_NEAR = 0.45;
/**
 * …and how near as kinds of things (`ConceptGraph.kindSteps`): GloVe puts a restaurant by a
 * dish (0.5), but it is no food; a meal and a dish are both nutriment (2 steps).
 */
const FAVOURITE_STEPS = 3;
/** How much a favourite's kind near enough an answer type answers it (see `FAVOURITE_NEAR`). */
const WEIGHT_FAVOURITE = 0.8;

/**
 * {@linkcode CueBridge.kindLikeness}, each pair of words weighed once per question: a brain holds
 * the same favourite's kind in many notes, and recall reads every one.
 */
function likenessOfKinds(
  graph: ConceptGraph,
  vectors: WordVectors | null,
): (type: string, kind: string) => number {
  const known = new Map<string, number>();
  return (type, kind) => {
    const key = `${type} ${kind}`;
    let weight = known.get(key);
    if (weight === undefined) {
      const near = (vectors?.similarity(type, kind) ?? 0) >= FAVOURITE_NEAR &&
        graph.kindSteps(type, kind) <= FAVOURITE_STEPS;
      known.set(key, weight = near ? WEIGHT_FAVOURITE : 0);
    }
    return weight;
  };
}

/**
 * The kinds a note names someone's favourite of: the word before the `is` (or `are`, `was`,
 * `were`) after {@linkcode FAVOURITE}, as base forms (`dish` of "user's favourite dish is…",
 * `game` of "user's favorite board game is Catan").
 */
function favouriteKinds(graph: ConceptGraph, tokens: readonly string[]): Set<string> {
  const out = new Set<string>();
  tokens.forEach((t, i) => {
    if (!FAVOURITE.has(t)) return;
    for (let j = i + 2; j <= i + FAVOURITE_REACH + 1 && j < tokens.length; j++) {
      if (!COPULA.has(tokens[j]) || tokens[j] === "s") continue;
      for (const b of graph.baseFormsOf(tokens[j - 1])) out.add(b);
      return;
    }
  });
  return out;
}

/**
 * Whether a note names someone's favourite of a kind the bridge takes for one asked (what
 * {@linkcode matchBridge} weighs): "user's favourite band is Wet Leg" for "Which group does she
 * love?", not "user's favourite season is autumn". Read of the candidates before they are ranked,
 * as a brain holds many favourites and ranking each costs far more than this; the question's
 * answer types are read once, for all of them.
 */
export function namesFavouriteAsked(
  graph: ConceptGraph,
  bridge: CueBridge,
): (text: string) => boolean {
  const types = [...bridge.related.keys()].filter((cue) => bridge.types.has(cue));
  return (text) =>
    types.length > 0 &&
    [...favouriteKinds(graph, phraseWords(text))].some((kind) =>
      types.some((type) => bridge.kindLikeness(type, kind) > 0)
    );
}

/** How much a name is used like an answer-type word (see {@linkcode NAMES_LIKE_NEAR}); else 0. */
function likeness(vectors: WordVectors, type: string, name: string): number {
  if ((vectors.rank(name) ?? 0) < NAMES_FROM_RANK) return 0;
  const near = vectors.similarity(type, name);
  if (near >= NAMES_LIKE_NEAR) return near;
  if (near < NAMES_LIKE_FLOOR) return 0;
  return near >= vectors.kthNearest(name, NAMES_LIKE_MUTUAL) ? near : 0;
}

/**
 * For each answer-type word a cue holds as written, the words GloVe uses most like it: names
 * among them (`Delta`, `Jewish`, `Juilliard`) answer it though WordNet files them as something
 * else or not at all.
 */
function namesLike(
  vectors: WordVectors,
  types: ReadonlySet<string>,
  forms: ReadonlyMap<string, readonly string[]>,
): Map<string, ReadonlyMap<string, number>> {
  const out = new Map<string, ReadonlyMap<string, number>>();
  for (const type of types) {
    if ((forms.get(type)?.length ?? 0) === 0) continue;
    const near = new Map(vectors.nearest(type, NAMES_LIKE_COUNT, NAMES_LIKE_FLOOR));
    for (const w of near.keys()) if ((vectors.rank(w) ?? 0) < NAMES_FROM_RANK) near.delete(w);
    if (near.size > 0) out.set(type, near);
  }
  return out;
}

/** A text's words written as names: capitalised, and not first in a sentence (lowercased). */
export function writtenAsNames(text: string): Set<string> {
  const folded = foldKeepingCase(text);
  return namesWritten(folded, [...folded.matchAll(PHRASE_WORD)]);
}

/** {@linkcode writtenAsNames} of a folded text and its words' matches. */
function namesWritten(folded: string, cased: readonly RegExpMatchArray[]): Set<string> {
  // …and a name's possessive is the name: the Norway of "Norway's Lofoten Islands".
  return new Set(
    cased.filter((m) => writtenAsName(folded, m))
      .flatMap((m) => [m[0].toLowerCase(), m[0].toLowerCase().replace(/['’]s$/, "")]),
  );
}

/**
 * Whether a word is written as a name: capitalised, not first in a sentence — or capitalised
 * within, wherever it stands (`iPhone`, `eBay`: no common word is written so).
 */
function writtenAsName(folded: string, word: RegExpMatchArray): boolean {
  return /^\p{Ll}+\p{Lu}/u.test(word[0]) ||
    (/^\p{Lu}/u.test(word[0]) && !sentenceStart(folded, word.index!));
}

/**
 * Whether a text names a brand: a name (not first in a sentence) before the common noun it
 * makes ("buys Muck boots", "a Maytag dishwasher", "DairyComp 305 software") and not given to
 * what a noun before it names ("cat Tibbles", "husband Dale drives"), or a name the brand table
 * holds ("a Ford F-250"), or one holding a thing's word ("Purina Cat Chow").
 */
function namesBrand(
  graph: ConceptGraph,
  folded: string,
  cased: readonly RegExpMatchArray[],
  tokens: readonly string[],
): boolean {
  const capital = (i: number) =>
    i < tokens.length && writtenAsName(folded, cased[i]) && !STOPWORDS.has(tokens[i]);
  for (let i = 0; i < tokens.length; i++) {
    if (!capital(i) || (i > 0 && capital(i - 1))) continue;
    // A name runs over its capitalised words and numbers: `John Deere 5075E`.
    let end = i;
    while (end < tokens.length && (capital(end) || /\d/.test(tokens[end]))) end++;
    const name = tokens.slice(i, end);
    if (name.some((t) => BRANDS.has(t.replace(/'s?$/, "")))) return true;
    // A people's or a country's word (`Thai food`, `French wine`) says where, not who made it.
    const { noun, adjective } = graph.usage(tokens[i]);
    if (adjective > noun || isPersonWord(graph, tokens[i])) continue;
    // A name holding a thing's word is a product's or a firm's: `Purina Pro Plan`, `Kwik Trip`.
    if (name.slice(1).some((t) => graph.usage(t).noun > 0 && !isPersonWord(graph, t))) return true;
    const before = tokens[i - 1]?.replace(/'s$/, "");
    const given = before !== undefined && !THE_USER.has(before) &&
      (NAMING.has(before) || (!STOPWORDS.has(before) && mostlyNoun(graph, before)));
    const after = tokens[end];
    if (!given && after !== undefined && !STOPWORDS.has(after) && mostlyNoun(graph, after)) {
      return true;
    }
  }
  return false;
}

/** Whether one of the things' own relations names a word (`deer` by `deer_hunting`). */
function namedBy(graph: ConceptGraph, word: string, things: ReadonlySet<string>): boolean {
  for (const thing of things) if (graph.related(thing).words.has(word)) return true;
  return false;
}

/** How much a cue's word is a kind of a thing a limit rules out (`wine` of `alcohol`). */
function ruledKind(graph: ConceptGraph, cue: string, ruled: string): number {
  return graph.kindOf(cue, graph.related(ruled, { answerType: true }).roots);
}

/**
 * The words a query writes in lower case only, the first word of a sentence aside (it may be
 * either): `mobile` of `what mobile do they have?` is no city of Mobile.
 */
function writtenLower(query: string): Set<string> {
  const lower = new Set<string>(), capital = new Set<string>();
  for (const m of query.matchAll(/(^|[.!?:]\s+|[^\p{L}\p{N}'])(\p{L}[\p{L}\p{N}']*)/gu)) {
    if (m.index === 0 || /[.!?:]/.test(m[1])) continue;
    const w = fold(m[2]);
    (/^\p{Lu}/u.test(m[2]) ? capital : lower).add(w);
  }
  for (const w of capital) lower.delete(w);
  return lower;
}

/** Whether a word is written as a past tense (`signed`, `triumphed`; not `bed`). */
function writtenPast(word: string): boolean {
  return word.length > 4 && word.endsWith("ed");
}

/** Whether a word is used as a verb more often than as a noun (`leave`, `buy`; not `saw`). */
function verbMostly(graph: ConceptGraph, word: string): boolean {
  const { noun, verb } = graph.usage(word);
  return verb > noun;
}

/** Whether a word says a state as much as an act: `married`, `retired` (see {@linkcode STATE_USE}). */
function saysState(graph: ConceptGraph, word: string): boolean {
  const { verb, adjective } = graph.usage(word);
  return adjective > 0 && adjective * STATE_USE >= verb;
}

/**
 * Whether a word is an inflection of a word used mostly as a verb (`teaches`, `left`): any of its
 * base forms, where {@linkcode verbForm} asks all of them.
 */
function inflectsVerb(graph: ConceptGraph, word: string): boolean {
  return baseForms(word).some((b) => b !== word && verbMostly(graph, b));
}

/**
 * Whether a word is a verb's -ing form, the verb used as one at all (`restoring`, `watching`; not
 * `sibling`, which only ends so).
 */
function isGerund(graph: ConceptGraph, word: string): boolean {
  return word.endsWith("ing") && baseForms(word).some((b) => b !== word && graph.usage(b).verb > 0);
}

/** Whether a word is an inflection of words used mostly as verbs (`keeps`; not `lives`, a life's). */
function verbForm(graph: ConceptGraph, word: string): boolean {
  const bases = baseForms(word).filter((b) => b !== word);
  return bases.length > 0 && bases.every((b) => verbMostly(graph, b));
}

/**
 * Whether a word said of someone names who they are ("user is a nurse", though `nurse` is a verb
 * as often): a person in some noun sense, not mostly a state ("the concert was lovely").
 */
function namesWorker(graph: ConceptGraph, word: string): boolean {
  const { noun, adjective } = graph.usage(word);
  return noun >= adjective && graph.namesPerson(word, { asNoun: true }) > 0;
}

/** Whether a word is used as a noun at least as often as otherwise. */
function mostlyNoun(graph: ConceptGraph, word: string): boolean {
  const { noun, verb, adjective, adverb } = graph.usage(word);
  return noun > 0 && noun >= Math.max(verb, adjective, adverb);
}

/** Match a trace's text against a cue's bridge. */
export function matchBridge(graph: ConceptGraph, bridge: CueBridge, text: string): BridgeMatch {
  const lemmas = new Set<string>();
  /** Base forms of words written as past tenses (`signed`): verbs, not the nouns they spell. */
  const verbs = new Set<string>();
  /**
   * Words only whose own senses count: past tenses WordNet holds as words (`retired`,
   * `stopped`) and adjectives in -ing (`missing`, see `isOwnAdjective`).
   */
  const ownWords = new Set<string>();
  /** Gerunds and their stems (`cooking`, `cook`): their senses naming a person do not count. */
  const doerless = new Set<string>();
  /**
   * Base forms written as their verb's inflection (`watch` of `watching` and of `binge-watches`):
   * a noun they may be is read as GloVe places it (see `ConceptGraph.kindOf`'s `verbForm`).
   */
  const verbForms = new Set<string>();
  /** Every word's base forms, compounds or not: what the text holds as written. */
  const written = new Set<string>();
  // A clock time written apart (`7:40`, `10 pm`, `4 a.m.`): the words below are its digits.
  if (CLOCK_WRITTEN.test(text)) lemmas.add(CLOCK);
  if (AT_NUMBER.test(text)) lemmas.add(AGED);
  if (bridge.related.has(MONEY_WORD) && MONEY_WRITTEN.test(text)) lemmas.add(MONEY_SAID);
  if (asksUnderWay(bridge) && underWay(graph, text)) lemmas.add(UNDER_WAY);
  /** Base forms of present tenses after a subject: acts, never kinds of a thing. */
  const acts = new Set<string>();
  /** Base forms of words written as things: "user banks with Commonwealth Bank" names a bank. */
  const things = new Set<string>();
  const folded = foldKeepingCase(text);
  const cased = [...folded.matchAll(PHRASE_WORD)];
  const tokens = cased.map((m) => m[0].toLowerCase());
  const proper = namesWritten(folded, cased);
  // Two words WordNet names as one thing (`nursing home`, `contact lenses`, `hay fever`) mean
  // that thing: the first word's own senses (`nursing`) are not what the text is about.
  /** Each such first word's place → the thing's lemma. */
  const modifier = new Map<number, string>();
  /**
   * Base forms of those first words → the things they open: what a thing is of, when its own
   * relations name it (the deer of `deer hunting`, "the pursuit of deer"; not the quarter of a
   * `quarter horse`), asked only of a first word that would count ({@linkcode namedBy}).
   */
  const modifying = new Map<string, Set<string>>();
  /** Base forms of words that head their phrase, modifying no noun after them (for places). */
  const heads = new Set<string>();
  const asksPlace = [...bridge.related.values()].some((r) => r.places > 0);
  const asksWork = [...bridge.related.values()].some((r) => r.working > 0);
  /** Whether it asks how long: only then is a span of time read (see `spansTime`). */
  const asksSpan = bridge.related.has(DURATION_WORD);
  /** Base forms of words said of the text's subject (`nurse` of "user is a nurse"). */
  const predicated = new Set<string>();
  /**
   * Base forms of words written as what someone does ("Marco teaches band", "is in nursing"):
   * their doers do it.
   */
  const doing = new Set<string>();
  for (let i = 0; i + 1 < tokens.length; i++) {
    // Three words naming a thing WordNet names shortly too: "high blood pressure".
    const phrase = i + 2 < tokens.length
      ? graph.phrase(tokens[i], tokens[i + 1], tokens[i + 2])
      : undefined;
    if (phrase !== undefined) {
      lemmas.add(phrase);
      modifier.set(i, phrase).set(i + 1, phrase);
    }
    const compound = graph.compound(tokens[i], tokens[i + 1]);
    if (compound === undefined) continue;
    lemmas.add(compound);
    // A verb and its particle (`home in`, `look after`) may be a noun and a preposition
    // ("lives in a home in Maryville"): the first word still counts as itself.
    if (!STOPWORDS.has(tokens[i + 1])) modifier.set(i, compound);
    if (asksWork && predicate(tokens, i, proper)) predicated.add(compound);
  }
  /** Whether the word at `i` is written as a name (`Planet` and `Fitness`, not `The`). */
  const nameWord = (i: number) =>
    i >= 0 && i < tokens.length && proper.has(tokens[i]) &&
    !STOPWORDS.has(tokens[i]);
  /** Whether the words at `i` and `i + 1` are written side by side, no comma between. */
  const together = (i: number) =>
    i + 1 < cased.length &&
    folded.slice(cased[i].index! + cased[i][0].length, cased[i + 1].index!).trim() === "";
  let words = 0;
  for (const [i, token] of tokens.entries()) {
    if (STOPWORDS.has(token)) continue;
    words++;
    // An irregular past before what it was done to is a verb (`left` of "the mail carrier left
    // a note"), and after a form of `be` or `have` ("an EpiPen is kept in the changing bag"):
    // no side, no castle's keep, nor any thing it spells. A state said after `be` is the state
    // ("user is married to Thomas", "is retired"), as a question asking of it reads it.
    const done = !token.endsWith("s") &&
      (DETERMINERS.has(tokens[i + 1]) ||
        (PASSIVE.has(tokens[i - 1]) && !token.endsWith("ing") && !saysState(graph, token))) &&
      inflectsVerb(graph, token);
    const past = done || writtenPast(token);
    // A gerund names the act, not who does it: the cooking of "watched a cooking show" is no
    // cook (its stem's other senses stand: the fish of `fishing`). A word that only ends so
    // (`sibling`) has no verb for a stem.
    const gerund = !past && isGerund(graph, token);
    // …but one WordNet holds as an adjective of its own, and no noun, said of something after a
    // linking verb and before no object, is that adjective: the `missing` of "the tv remote went
    // missing" is no Miss, a title (nor a name asked for); the `trying` of "is trying to lose
    // weight" and the `moving` of "before moving to the UAE" are verbs.
    const ownAdjective = gerund && LINKING.has(tokens[i - 1]) &&
      (i + 1 === tokens.length || !OBJECT_OPENERS.has(tokens[i + 1])) &&
      isOwnAdjective(graph, token);
    // A present tense after its subject is a verb too (`user drives a Volvo`: no golf drive),
    // though its word may still be related (`types` to `typist`): not as a kind of a thing.
    // …and so is one of a word used mostly as a verb before what it is done to, whoever does it
    // (`keeps` of "user's daughter Mia keeps two guinea pigs": no castle's keep).
    const present = i > 0 && /[^s]s$/.test(token) &&
      (SUBJECTS.has(tokens[i - 1]) || (DETERMINERS.has(tokens[i + 1]) && verbForm(graph, token)));
    // A word before a thing's name only modifies it: the Labrador of "a Labrador puppy" and the
    // Toyota of "a Toyota Prius" are no places (but the Japan of "visited Japan last spring" is:
    // `last` is seldom a shoemaker's last).
    // A place owning the next thing names it still: the Norway of "Norway's Lofoten Islands".
    const next = tokens[i + 1];
    const modifies = asksPlace && next !== undefined && !STOPWORDS.has(next) &&
      !token.endsWith("'s") && (proper.has(next) || mostlyNoun(graph, next));
    const said = asksWork && predicate(tokens, i, proper);
    // An inflection of a word used mostly as a verb is one, whoever does it ("Marco teaches");
    // a gerund names the field someone is in ("user's wife is in nursing"), not one a thing is
    // of ("a cooking show").
    const does = asksWork &&
      (gerund
        ? tokens[i - 1] === "in" || tokens[i - 1] === "into"
        : past || present || inflectsVerb(graph, token));
    // The Max of "a golden retriever named Max" is a name given, no kind of anything (a dance);
    // the Planet of "Planet Fitness" and the Green of "Green Bay Packers" are part of a name
    // whose last word heads it (a fitness club), but `Boston` of "Boston Marathon" is a place,
    // a brand is what it names, and `Lake` of "Lake Tahoe" heads its name. A comma ends a name:
    // the GP of "sees his GP, Dr. Ewa Zielińska" is a doctor.
    const given = proper.has(token) && (NAMING.has(tokens[i - 1]) ||
      (nameWord(i + 1) && together(i) && !HEADS_FIRST.has(token) && !graph.knowsName(token)));
    // A title before a name says who they are: "Dr. Ewa Zielińska" is a doctor (the name is
    // read as written: after the title's stop it may look like a sentence's first word).
    const titled = TITLES.get(token);
    if (titled && proper.has(token) && /^\p{Lu}/u.test(cased[i + 1]?.[0] ?? "")) {
      lemmas.add(titled);
    }
    if (NUMERAL_WRITTEN.test(token)) lemmas.add(NUMERAL);
    if (CLOCK_TIME.test(token)) lemmas.add(CLOCK);
    if (YEAR_WRITTEN.test(token)) lemmas.add(YEAR);
    if (asksSpan && spansTime(tokens, i)) lemmas.add(SPAN);
    // The index holds a hyphenated word's parts (`father`, `law` of `father-in-law`) as words.
    if (token.includes("-")) {
      for (const part of token.split("-")) for (const b of baseForms(part)) written.add(b);
      // …and a compound the graph does not hold is a kind of its last word: a `K-drama` is a
      // drama, an `e-bike` a bike (but an ex-wife no wife).
      const parts = token.split("-");
      // …and a measure written as one word holds its number: the 300 of a `300-litre` tank
      // (not an age, `7-year-old`, nor a name, `five-a-side`).
      const number = parts.length === 2 ? numberLemma(parts[0]) : undefined;
      if (number !== undefined) lemmas.add(number);
      const last = parts.at(-1)!;
      const headed = !NOT_HEADED.has(parts[0]) && last.length >= MIN_BRIDGED;
      if (headed && !STOPWORDS.has(last) && graph.lemmasOf(token).length === 0) {
        // …and its last word written as a verb is one (`binge-watches`, `whale-watching`).
        const inflected = past || present || gerund || isGerund(graph, last);
        for (const b of graph.lemmasOf(last)) {
          lemmas.add(b);
          if (inflected && b !== last) verbForms.add(b);
        }
      }
    }
    // The person the notes are about ("user works on a MacBook") is no thing of them: a
    // computer's user is not what `computer` asks for.
    if (THE_USER.has(token.replace(/'s?$/, ""))) {
      written.add(token);
      continue;
    }
    for (const b of graph.baseFormsOf(token)) {
      written.add(b);
      // (Its stem is no word of it.)
      if (ownAdjective && b !== token) continue;
      if (!modifies) heads.add(b);
      if (said) predicated.add(b);
      if (does) doing.add(b);
      if (given) continue;
      const of = modifier.get(i);
      if (of !== undefined) {
        // …but a name's first word is the name's: the Green of `Green Bay` is no colour.
        if (!proper.has(token)) {
          const things = modifying.get(b) ?? new Set<string>();
          modifying.set(b, things.add(of));
        }
        continue;
      }
      if ((past || present) && b !== token) verbs.add(b);
      if (present) acts.add(b);
      else if (!past) things.add(b);
      if ((past || ownAdjective) && b === token) ownWords.add(b);
      if (gerund) doerless.add(b);
      if (gerund && b !== token) verbForms.add(b);
      if (!past || (b === token && !done)) lemmas.add(b);
      // A relational adjective says the thing it pertains to: "allergic to kiwi" holds an
      // allergy, a "dental appointment" teeth.
      if (!past && !present) { for (const n of graph.pertainsTo(b)) lemmas.add(n); }
      // …and being afraid is fear, which WordNet derives from none of its words for it: "afraid
      // of heights" holds what acrophobia is defined by ("a morbid fear of great heights").
      if (AFRAID.has(b)) lemmas.add(FEAR);
    }
  }
  for (const b of things) acts.delete(b);
  // What a limit rules out: the things it names ("allergic to shellfish"; not its acts, the
  // wear of "never wears hats") and what its words rule out by custom ("user is Muslim": pork).
  const ruled = bridge.made.size > 0 && statesLimit(text)
    ? new Set([...[...lemmas].filter((l) => !acts.has(l)), ...rulesOut(lemmas)])
    : new Set<string>();
  /** Whether a name follows a common noun, naming it (`cat Tibbles`, `son Callum`). */
  let named: boolean | undefined;
  const namesAThing = () =>
    named ??= tokens.some((token, i) => {
      const before = tokens[i - 1]?.replace(/'s$/, "");
      return i > 0 && proper.has(token) && !sentenceStart(folded, cased[i].index!) &&
        !proper.has(tokens[i - 1]) && !STOPWORDS.has(before) && mostlyNoun(graph, before);
    });
  let branded: boolean | undefined;
  let givesName: boolean | undefined;
  const employers = bridge.employers.size > 0
    ? employersIn(tokens, proper, bridge.workers)
    : new Set<string>();
  const followed = bridge.teams.size > 0 ? followedIn(tokens, proper) : new Set<string>();
  const titles = bridge.consumers.size > 0
    ? consumedIn(graph, tokens, proper, bridge.consumers)
    : new Map<string, number[]>();
  const businesses = asksWork ? businessesIn(graph, tokens) : new Set<string>();
  const favourites = bridge.favourites.size > 0 ? favouriteKinds(graph, tokens) : new Set<string>();

  const located = bridge.located.size > 0
    ? locatedIn(graph, tokens, proper)
    : new Map<string, number>();
  /** Names written right after a brand of things that are nowhere: its models (`outback`). */
  const models = new Set(
    asksPlace
      ? tokens.filter((t, i) =>
        i > 0 && proper.has(t) && BRANDS.has(tokens[i - 1]) && !brandIsSite(tokens[i - 1])
      )
      : [],
  );
  let total = 0, literal = 0, literalType = 0, bridged = 0, strong = 0, typed = 0, kinds = 0;
  let domain = 0, rules = 0, besideImplied = 0;
  let answersType = false;
  /** Whether the memory holds or reaches a word of what the answer type is of (`bridge.of`). */
  let reachesObject = bridge.of.size === 0;
  /** The shares of `bridged` and `strong` that are kinds of an answer type. */
  let bridgedKind = 0, strongKind = 0;
  /** …and of the person asked about, with the part of those that are kinds of an answer type. */
  let personBridged = 0, personStrong = 0, personBridgedKind = 0, personStrongKind = 0;
  /** Whether the note says where someone lives or grew up in any of {@linkcode HOME}'s words. */
  const saysHome = bridge.home.size > 0 && [...written].some((w) => HOME.has(w));
  for (const [cue, forms] of bridge.forms) {
    const weight = bridge.weights.get(cue)!;
    total += weight;
    if (forms.some((f) => written.has(f))) {
      literal += weight;
      besideImplied += weight;
      if (bridge.of.has(cue)) reachesObject = true;
      // Naming what the question asks for says less than naming a kind of it as well ("user
      // works as a backend engineer" for `what kind of work do I do?`).
      if (bridge.types.has(cue) && !namesKindOf(graph, bridge.related.get(cue)!, lemmas, forms)) {
        literalType += weight;
      }
      continue;
    }
    const done = bridge.doneAt.get(cue);
    if (done) {
      // An act asked where is met by the site it is done at: the church for `worship`.
      // …and, written as the memory's verb, by the act itself, where a place says the rest: the
      // lives of "user lives in Ovalle" for `where do they reside?`, which says more than a place.
      let site = 0, said = 0;
      for (const l of lemmas) {
        if (!acts.has(l)) site = Math.max(site, done.get(l) ?? 0);
        else said = Math.max(said, done.get(l) ?? 0);
      }
      bridged += site * weight * OTHER_WORDS;
      strong += site * weight;
      besideImplied += Math.max(site, said) * weight;
    }
    // Where someone lives or grew up, said in other words: the place says the rest.
    const home = saysHome && bridge.home.has(cue) ? weight : 0;
    const rel = bridge.related.get(cue);
    if (!rel) {
      besideImplied += home;
      continue;
    }
    let best = 0, bestStrong = 0, bestKind = 0, kind = false;
    const naming = NAMING_WORDS.has(cue) && !(givesName ??= GIVES_NAME.test(text));
    for (const v of verbs) {
      // A naming verb answers what something is called only where it gives a name (see below).
      if (naming && NAMING_WORDS.has(v)) continue;
      const k = graph.kindOf(v, rel.roots, { asVerb: true });
      // …and a verb the cue's act is said as, as written in the past: "moved" for `relocate`.
      const said = rel.acts?.has(v) ? rel.words.get(v) ?? 0 : 0;
      if (said > best) best = said;
      if (rel.strong.has(v) && said > bestStrong) bestStrong = said;
      if (k > best) best = k;
      if (k > bestStrong) bestStrong = k;
      if (k > bestKind) bestKind = k;
      if (k > 0) kind = true;
    }
    for (const l of lemmas) {
      // A naming word answers what something is called only where it gives a name: "called
      // the plumber" is a phone call.
      if (naming && NAMING_WORDS.has(l)) continue;
      // Who someone is for a living is said of them ("user is a nurse", "works as an
      // accountant"): a working person met otherwise ("went to a farmers market", "the mail
      // carrier left a note") is someone else.
      if (rel.working > 0 && !predicated.has(l) && isPersonWord(graph, l)) continue;
      const act = acts.has(l);
      // A place answers a question asking where as a kind of it, by how much it names one.
      // …and a name used like what is asked for (`Delta` beside `airline`), as near as it is:
      // WordNet knows delta only as a river's mouth.
      const k = act ? 0 : Math.max(
        graph.kindOf(l, rel.roots, {
          proper: proper.has(l),
          asName: proper.has(l),
          asWritten: ownWords.has(l),
          // …and, for a question asking what someone does for a living, only the person a word
          // says they are ("user is a nurse") or the one doing what it says they do ("Marco
          // teaches band", "is in nursing"): no cook watches "a cooking show", no marksman gets
          // "a flu shot", and "the concert was lovely" names no photographer's model.
          people: rel.working > 0
            ? (predicated.has(l) && !doerless.has(l) && namesWorker(graph, l)) || doing.has(l)
            : !doerless.has(l),
          // …and a person's word, what they do (a golfer, golf), unless it asks what they do
          // for a living: a student's studying is no job.
          deeds: rel.working === 0,
          verbForm: verbForms.has(l),
        }),
        rel.places > 0 && heads.has(l) && proper.has(l) ? graph.placeShare(l) : 0,
        // …and so does a store, a bank or a service named: where they shop, bank, stream.
        // (a store's name before what it sells is still the store: "a Costco membership").
        rel.places > 0 && proper.has(l) && brandIsSite(l) ? BRAND_PLACE : 0,
        proper.has(l) ? bridge.nameLikeness(cue, l) : 0,
        // …and the name of someone's employer answers which company employs them.
        employers.has(l) && bridge.employers.has(cue) ? WEIGHT_EMPLOYER : 0,
        // …and the name of a team someone follows, which team they support.
        followed.has(l) ? WEIGHT_FOLLOWED * (bridge.teams.get(cue) ?? 0) : 0,
        // …and the name of what someone reads, watches, listens to or plays, which of it.
        WEIGHT_CONSUMED *
          Math.max(0, ...(titles.get(l) ?? []).map((r) => bridge.consumed.get(cue)?.[r] ?? 0)),
        // …and a business someone runs, what they do for a living.
        rel.working > 0 && businesses.has(l) ? WEIGHT_RUNS : 0,
        // …and a kind someone's favourite is of, a kind used like the one asked for: their
        // favourite food is a dish.
        favourites.has(l) && bridge.types.has(cue) ? bridge.kindLikeness(cue, l) : 0,
        // …and a name written where a place's goes, a question asking for a place.
        bridge.located.has(cue) ? located.get(l) ?? 0 : 0,
      );
      // A kind counts as the memory's word is meant (`kindOf` weighs its senses): `track` in
      // "the closet door came off its track" is no sport, though track (and field) is one. A
      // typical kind GloVe listed (`cat` for `pet`) counts as listed, unless it is an act.
      // A brand written as a name is only the brand (`kindOf`): "plans everything in Notion"
      // holds no idea.
      const listed = (rel.kinds.has(l) && (act || !rel.typical.has(l))) ||
          (proper.has(l) && graph.onlyBrand(l))
        ? 0
        : rel.words.get(l) ?? 0;
      // The name of a brand's model is no place: the Outback of "a Subaru Outback".
      const w = rel.places > 0 && models.has(l) ? 0 : Math.max(listed, k);
      if (w === 0) continue;
      if (w > best) best = w;
      if ((k > 0 || rel.strong.has(l)) && w > bestStrong) bestStrong = w;
      const kindness = Math.max(k, rel.typical.has(l) ? listed : 0);
      if (kindness > bestKind) bestKind = kindness;
      if (k > 0 || rel.kinds.has(l)) kind = true;
    }
    // A name written after what it names answers what that is called: "user's cat Tibbles".
    // …and a name before the thing it makes answers who made it: "user buys Muck boots".
    if (
      (NAMING_WORDS.has(cue) && namesAThing()) ||
      (BRAND_WORDS.has(cue) && (branded ??= namesBrand(graph, folded, cased, tokens)))
    ) {
      best = Math.max(best, WEIGHT_NAMING);
      bestStrong = Math.max(bestStrong, WEIGHT_NAMING);
      bestKind = Math.max(bestKind, WEIGHT_NAMING);
      kind = true;
    }
    // Two words of the cue word's definition held together say what it means: "user naps
    // every afternoon" for `siesta` ("a nap in the early afternoon").
    if (rel.definitions.some((d) => holdsTwo(d, lemmas))) {
      best = Math.max(best, DEFINITION_HELD);
      bestStrong = Math.max(bestStrong, DEFINITION_HELD);
    }
    // A thing the cue's is made of (`egg` of a quiche) counts as a kind of it for a limit; a
    // thing of the same narrow domain (`peanuts` for a `dinner`: food) says the limit is on
    // what the cue is about, whatever else the cue says.
    const made = bridge.made.get(cue);
    if (made) {
      // …and so does what a limit rules out (`pork` for "user is Muslim"), as the cue's thing is
      // it, a kind of it (wine, an alcohol) or made of it (a ham, of a hog).
      for (const r of ruled) {
        const k = forms.includes(r) ? 1 : Math.max(made.get(r) ?? 0, ruledKind(graph, cue, r));
        rules = Math.max(rules, k);
      }
      for (const l of lemmas) {
        bestKind = Math.max(bestKind, made.get(l) ?? 0);
        domain = Math.max(domain, graph.sameDomain(cue, l));
      }
    }
    // Only what the question asks for reaches as far as a word as written: other words'
    // relations (`dance` → `ballet`) rank at part weight, so a literal match keeps its place.
    const reach = bridge.types.has(cue) ? 1 : bridge.types.size === 0 ? UNTYPED_WORDS : OTHER_WORDS;
    if (best > 0 && bridge.of.has(cue)) reachesObject = true;
    // The first word of a compound says what it is of (`deer hunting`), at part weight, but
    // neither what the memory is about ("red wine" holds no colour a capital is of) nor what it
    // is (a software engineer is no kind of software).
    for (const [l, things] of bridge.types.has(cue) ? [] : modifying) {
      if (lemmas.has(l)) continue;
      const listed = rel.strong.has(l) ? rel.words.get(l) ?? 0 : 0;
      const w = MODIFIER_SHARE * Math.max(listed, graph.kindOf(l, rel.roots));
      if (w <= best && w <= bestStrong) continue;
      // The things' relations are many: asked last, of a first word that would count.
      if (!namedBy(graph, l, things)) continue;
      if (w > best) best = w;
      if (w > bestStrong) bestStrong = w;
    }
    // What it reaches of this word, and what of that is a kind of what is asked for (see
    // `kindLength` below): of the whole cue, and of the person asked about if the word names them.
    const wordBridged = best * weight * reach, wordStrong = bestStrong * weight;
    const typeWord = bridge.types.has(cue);
    const wordBridgedKind = typeWord ? Math.min(best, bestKind) * weight * reach : 0;
    const wordStrongKind = typeWord ? Math.min(bestStrong, bestKind) * weight : 0;
    bridged += wordBridged;
    strong += wordStrong;
    bridgedKind += wordBridgedKind;
    strongKind += wordStrongKind;
    if (namesAskedPerson(bridge.subject, cue)) {
      personBridged += wordBridged;
      personStrong += wordStrong;
      personBridgedKind += wordBridgedKind;
      personStrongKind += wordStrongKind;
    }
    if (!bridge.implied.has(cue)) besideImplied += Math.max(bestStrong * weight, home);
    if (bridge.types.has(cue)) typed += bestKind * weight;
    kinds += bestKind * weight;
    if (kind && bridge.types.has(cue)) answersType = true;
  }
  // With no cue word weighed, every share is 0 (the loop added nothing).
  if (total === 0) total = 1;
  // A capital, but not of Mongolia: the memory answers another question, by meaning at least.
  const meant = reachesObject ? 1 : 0;
  // A long text meets some related word by chance: past a short note's length, what it
  // reaches counts less, as BM25 weighs a term in a long document less, and by BM25's measure:
  // `b` of the way to dividing by the length.
  const length = words <= SHORT_TEXT ? 1 : 1 / (1 - LENGTH_NORM + LENGTH_NORM * words / SHORT_TEXT);
  // …but a kind of what is asked for is met by chance less often than a related word is: it
  // counts less more slowly, as the root of that share ("user drives a 2011 Land Rover Defender
  // 110 with over 190,000 miles on the clock" names a vehicle nearly as surely as "user drives a
  // Land Rover"; a long turn of a chat still names many kinds of many things: counting such
  // kinds whole cost LoCoMo 0.6 of a point).
  const kindLength = Math.sqrt(length);
  const share = (all: number, kind: number) =>
    meant * (kind * kindLength + (all - kind) * length) / total;
  return {
    literal: literal / total,
    literalType: literalType / total,
    bridged: share(bridged, bridgedKind),
    strong: share(strong, strongKind),
    person: {
      bridged: share(personBridged, personBridgedKind),
      strong: share(personStrong, personStrongKind),
    },
    answersType,
    typed: meant * typed / total,
    // A limit ruling out a thing the cue names answers the whole of it: the question's other
    // words (`dairy without trouble`) say only how it asks.
    kinds: meant * Math.max(kinds / total, rules),
    domain: meant * Math.min(1, domain / SAME_DOMAIN_FULL),
    besideImplied: meant * besideImplied / total,
  };
}
