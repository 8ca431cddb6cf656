/**
 * Everyday idioms a question asks by, read as the word a note says the same thing with: `his
 * go-to meal` is his favourite meal, `when does she hope to stop working?` asks when she retires,
 * `where does he give his time?` and `what charity work does she do?` ask where they volunteer,
 * `when did we tie the knot?` when they married. WordNet holds none of them as a word of its own
 * (its `give back` is handing a thing back), and a note seldom says them: "user plans to retire
 * at 60", "user volunteers at a food bank".
 *
 * @module
 */
import { inflections, regularPast } from "../core/concepts.ts";

/** An idiom: what it matches, and the words a note says it with, by the match. */
interface Idiom {
  pattern: RegExp;
  as: (match: string, ...groups: string[]) => string;
}

/** Irregular pasts an idiom may open with. */
const IRREGULAR_PAST = new Set(["gave", "left", "kept"]);

/**
 * `base` in the form `verb` is in (`stopped` → `retired`, `gives` → `volunteers`), by the forms
 * the concept graph looks words up in.
 */
function inflected(verb: string, base: string): string {
  const [, third, gerund] = inflections(base);
  if (verb.endsWith("ing")) return gerund;
  if (verb.endsWith("ed") || IRREGULAR_PAST.has(verb)) return regularPast(base);
  return verb.endsWith("s") ? third : base;
}

/** Whose time, line or the like an idiom names. */
const POSSESSIVE = "(?:his|her|their|my|your|our)";

/** `go` in the form `hit` is in: `go` is no regular verb. */
const GO: Readonly<Record<string, string>> = { hit: "go", hits: "goes", hitting: "going" };

/** `keep` in the form `do` is in (`kept`: no regular past). */
const KEEP: Readonly<Record<string, string>> = {
  do: "keep",
  does: "keeps",
  did: "kept",
  doing: "keeping",
};

/** The child a little one (or a little guy, a wee lad) is. */
const CHILD: Readonly<Record<string, string>> = {
  one: "child",
  ones: "children",
  guy: "boy",
  guys: "boys",
  man: "boy",
  lad: "boy",
  lads: "boys",
};

/** An ex, by the word a former partner is asked with. */
const EX: Readonly<Record<string, string>> = {
  spouse: "ex-wife or ex-husband",
  partner: "ex-wife or ex-husband",
  husband: "ex-husband",
  wife: "ex-wife",
  spouses: "ex-wives or ex-husbands",
  partners: "ex-wives or ex-husbands",
  husbands: "ex-husbands",
  wives: "ex-wives",
};

/** Whose a thing is, by whom it is to: `him` → `his`. */
const OWNER: Readonly<Record<string, string>> = {
  him: "his",
  her: "her",
  them: "their",
  me: "my",
  you: "your",
  us: "our",
};

/** The idioms, each with the words a note says it with, in the question's form of the verb. */
const IDIOMS: readonly Idiom[] = [
  // A best friend: `who's his number one mate?`, `who is her closest pal?`, `my best buddies`.
  // Said as `best mate`, whose `mate` asks for a friend: a note says "best friend", "best mate"
  // or "closest friend".
  {
    pattern:
      /\b(?:(?:closest|dearest|bestest|number (?:one|1)) (?:pals?|mates?|buddy|buddies|chums?|friends?)|best (?:pals?|buddy|buddies|chums?))\b/gi,
    as: (said) => /s$/i.test(said) ? "best mates" : "best mate",
  },
  // A dream: `what's on his bucket list?` is what he dreams of, `a bucket-list trip` a dream
  // trip ("user dreams of seeing the northern lights").
  {
    pattern: new RegExp(`\\bon (${POSSESSIVE}) bucket[- ]list\\b`, "gi"),
    as: (_, whose) => `${whose} dream`,
  },
  { pattern: /\bbucket[- ]list\b/gi, as: () => "dream" },
  // …and what means the most to someone is their favourite: `which tune means the most to him?`.
  {
    pattern: /\b(?:means|meant|mean) (?:the )?most to (him|her|them|me|you|us)\b/gi,
    as: (_, whom) => `is ${OWNER[whom.toLowerCase()]} favourite`,
  },
  // Someone's favourite: `their go-to meal`, `her top pick`, `his number one comfort food`.
  {
    pattern:
      /\b(?:go-to|top (?:pick|choice)|number (?:one|1)|first choice|best-loved|most-loved)\b/gi,
    as: () => "favourite",
  },
  // Retiring: `before he stopped working`, `when does she want to leave employment?`; someone
  // stops working, not a printer (`when did the printer stop working?`).
  {
    pattern:
      /(?<=\b(?:i|he|she|they|we|you|user|to|and)\s+)(stop|stops|stopped|stopping|quit|quits|quitting) working\b/gi,
    as: (_, verb) => inflected(verb.toLowerCase(), "retire"),
  },
  {
    pattern: /\b(leave|leaves|left|leaving) (?:the (?:work ?force|labou?r force)|employment)\b/gi,
    as: (_, verb) => inflected(verb.toLowerCase(), "retire"),
  },
  // Volunteering: `does she do any unpaid work?`, `what charity work do they do?`.
  {
    pattern:
      /\b(?:charity|unpaid|voluntary|volunteer|community) (?:work|role|shift|job|position)s?\b/gi,
    as: () => "volunteering",
  },
  // …`where do they donate their time?`, `which charity does she give her time to?`, `does he
  // give his free time to…`; not how someone spends it.
  {
    pattern: new RegExp(
      `\\b(give|gives|gave|giving|donate|donates|donated|donating|offer|offers|offered|offering)(?: up)? ${POSSESSIVE} (?:free |spare |own )?time\\b`,
      "gi",
    ),
    as: (_, verb) => inflected(verb.toLowerCase(), "volunteer"),
  },
  // …`how does she give back locally?`, `where do I give back to the community?`; not what is
  // handed back (`give back the keys`).
  {
    pattern:
      /\b(give|gives|gave|giving) back(?=\s*(?:locally|to (?:the|my|our|their|his|her) (?:community|neighbou?rhood|town|city|area)|[?.!,]|$))/gi,
    as: (_, verb) => inflected(verb.toLowerCase(), "volunteer"),
  },
  // Fishing: `where does he cast a line?`.
  {
    pattern: new RegExp(`\\b(cast|casts|casting) (?:a|${POSSESSIVE}) line\\b`, "gi"),
    as: (_, verb) => inflected(verb.toLowerCase(), "fish"),
  },
  // Skiing or snowboarding, and going to bed: `where does she hit the slopes?`, `why does he hit
  // the sack early?`.
  {
    pattern: /\b(hit|hits|hitting) the slopes\b/gi,
    as: (_, verb) =>
      `${inflected(verb.toLowerCase(), "ski")} or ${inflected(verb.toLowerCase(), "snowboard")}`,
  },
  {
    pattern: /\b(hit|hits|hitting) the (?:sack|hay)\b/gi,
    as: (_, verb) => `${GO[verb.toLowerCase()]} to bed`,
  },
  // A former spouse is an ex: `where does his former spouse live?`, `my ex-spouse`, `her ex`
  // ("user's ex-wife Donna lives in St. Vital").
  {
    pattern: /\b(?:former |ex-)(spouses?|husbands?|wife|wives|partners?)\b/gi,
    as: (_, who) => EX[who.toLowerCase()],
  },
  {
    // …alone, not before what it is an ex of (`my ex boss`).
    pattern: new RegExp(
      `\\b(${POSSESSIVE}) ex(?=\\s*[?.!,;]|\\s*$|\\s+(?:and|or|separate|split|divorced|broke|for|to|about)\\b)`,
      "gi",
    ),
    as: (_, whose) => `${whose} ${EX.spouse}`,
  },
  // Waking: `what time does my alarm go off?` asks when someone wakes ("user gets up at 5:30").
  {
    pattern: /\balarm (?:clock )?(?:go|goes|went|going|ring|rings|rang|ringing) off\b/gi,
    as: () => "waking",
  },
  {
    pattern: /\balarm (?:clock )?(?:ring|rings|rang|ringing|sound|sounds|sounded)\b/gi,
    as: () => "waking",
  },
  // A child: `when does the little one nap?`, `where does our wee one go all day?`, `how old is
  // their little guy?`.
  {
    pattern: /\b(?:little|wee) (one|ones|guy|guys|man|lad|lads)\b(?!-)/gi,
    as: (_, who) => CHILD[who.toLowerCase()],
  },
  // A father, as WordNet's informal sense has it: `is his old man still alive?`; an old man of
  // no one's is an old man (`who is the old man next door?`).
  {
    pattern: new RegExp(`\\b(${POSSESSIVE}|\\w+'s) old man\\b`, "gi"),
    as: (_, whose) => `${whose} father`,
  },
  // Coffee, by its slang: `how does he like his cup of joe?`, `how does she take her java?`
  // (WordNet's java is mostly the island; its joe a soldier).
  { pattern: /\bcups? of joe\b/gi, as: (cup) => cup.replace(/joe$/i, "coffee") },
  {
    pattern: new RegExp(
      `(?<=\\b(?:take|takes|like|likes|drink|drinks|have|has|want|wants) ${POSSESSIVE} (?:(?:morning|daily|usual|first) )?)(?:java|joe)\\b`,
      "gi",
    ),
    as: () => "coffee",
  },
  // How someone takes their coffee or tea is what goes in it: `how does she take her coffee?`
  // ("user prefers oat milk in her flat white", "drinks black coffee, two sugars"); not a thing
  // of it (`how does he take his coffee machine apart?`).
  {
    pattern: new RegExp(
      `(?<=\\bhow (?:do|does|did|would|should|will) \\w+ (?:take|takes|like|likes|have|has|drink|drinks) ${POSSESSIVE} (?:(?:morning|daily|usual|first) )?(?:cups? of )?)(coffee|tea)\\b(?=\\s*(?:[?.!,]|$|(?:these days|nowadays|now|usually|in|at|on|when|before|after|every)\\b))`,
      "gi",
    ),
    as: (drink) => `${drink} with milk or black`,
  },
  // Blood sugar, as people with diabetes say it: `his sugars`, `her sugar levels`, `a sugar
  // problem` (not the sugar in a recipe, `how much sugar goes in?`, nor `her sugar-free diet`).
  {
    pattern: new RegExp(
      `\\b(?:(?<=${POSSESSIVE} )sugars?\\b(?![- ](?:bowls?|cane|beet|snap|cubes?|syrup|free)\\b)|sugar(?= (?:levels?|readings?|problems?|issues?|check-?ups?|control|condition|numbers?|spikes?|lows?|highs?)\\b))`,
      "gi",
    ),
    as: () => "blood sugar",
  },
  // Heating: `how does he keep warm in winter?`, `how do I keep my home warm?`, `…the flat warm?`
  // ("user heats the house with a wood stove").
  {
    pattern: new RegExp(
      `\\b(keep|keeps|keeping|kept) (?:((?:${POSSESSIVE}|the) (?:home|house|place|flat|apartment|farmhouse|cottage|cabin)) )?(?:warm|toasty|heated)\\b`,
      "gi",
    ),
    as: (_, verb, home) => `${inflected(verb.toLowerCase(), "heat")}${home ? ` ${home}` : ""}`,
  },
  // What is so now, as a note says it: `how heavy is he right now?` ("he currently weighs 215").
  { pattern: /\bright now\b/gi, as: () => "currently" },
  // Australia: `what year did she move down under?`; not what is below a thing (`down under the
  // sink`).
  {
    pattern:
      /\bdown under\b(?!\s+(?:the|a|an|my|his|her|their|our|your|its|it|this|that|there|here)\b)/gi,
    as: () => "to Australia",
  },
  // Marrying: `when did we tie the knot?`, `where did they get hitched?`.
  {
    pattern: /\b(tie|ties|tied|tying) the knot\b/gi,
    as: (_, verb) => inflected(verb.toLowerCase(), "marry"),
  },
  {
    pattern: /\b(get|gets|got|getting) hitched\b/gi,
    as: (_, verb) => `${verb.toLowerCase()} married`,
  },
  // Quitting: `when did he kick his nicotine habit?`, `did she kick the habit?` ("user quit
  // smoking in 2012"); what the habit was of stays.
  {
    pattern: new RegExp(
      `\\b(kick|kicks|kicked|kicking) (?:the|a|${POSSESSIVE}) (?:([a-z]+) )?habit\\b`,
      "gi",
    ),
    as: (_, verb, what) => `${inflected(verb.toLowerCase(), "quit")}${what ? ` ${what}` : ""}`,
  },
  // Bookkeeping: `who does my books?` asks who keeps the accounts ("user's accountant is…");
  // not a reader's books (`what books does she read?`).
  {
    pattern: new RegExp(`\\b(do|does|did|doing) (${POSSESSIVE}|the) books\\b`, "gi"),
    as: (_, verb, whose) => `${KEEP[verb.toLowerCase()]} ${whose.toLowerCase()} accounts`,
  },
];

/**
 * A question as the notes would say it: each of its idioms ({@linkcode IDIOMS}) as the word a
 * note uses.
 *
 * @example
 * ```ts
 * import { asNotesSay } from "./idioms.ts";
 * console.log(asNotesSay("What's his go-to meal when dining out?"));
 * // → What's his favourite meal when dining out?
 * console.log(asNotesSay("When does she hope to stop working?"));
 * // → When does she hope to retire?
 * console.log(asNotesSay("Which charity does she give her time to?"));
 * // → Which charity does she volunteer to?
 * ```
 */
export function asNotesSay(query: string): string {
  let out = query;
  for (const { pattern, as } of IDIOMS) out = out.replace(pattern, as);
  return out;
}
