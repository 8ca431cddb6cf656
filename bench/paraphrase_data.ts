/**
 * The paraphrase evaluation set of `bench/paraphrase.ts`: everyday notes, facts about a user,
 * questions an agent would ask about them in other words, lexical controls and unrelated cues.
 *
 * Written for this benchmark (not derived from any dataset). The facts' questions share no
 * content word with their fact (checked by the script). The set is split: `tune` may be
 * looked at while building a mechanism, `heldOut` may not.
 * @module
 */

/** A fact and questions that name it only by meaning. */
export interface ParaphraseCase {
  /** The fact as remembered. */
  fact: string;
  /** Questions sharing no content word with the fact. */
  questions: string[];
}

/** The issue's own examples (issue 10). */
export const issueCases: ParaphraseCase[] = [
  { fact: "user owns a Subaru Outback", questions: ["what car is parked in their garage?"] },
  { fact: "user can't eat gluten", questions: ["can I bake them a wheat bread?"] },
  {
    fact: "user's son is on the school swim team",
    questions: ["what sport does the kid do?"],
  },
  { fact: "user works on a MacBook", questions: ["what laptop does the user have?", "laptop"] },
];

/** `plan a dinner` should surface one of these food and diet facts in its top 5. */
export const dinnerFacts = [
  "user can't eat gluten",
  "user is vegetarian since college",
  "user is allergic to shellfish",
  "user hates cilantro",
];
export const dinnerQuestions = ["plan a dinner"];

/** Cases that may be looked at while tuning. */
export const tune: ParaphraseCase[] = [
  { fact: "user drives a Toyota Prius", questions: ["what vehicle do they commute in?"] },
  { fact: "user is vegetarian since college", questions: ["should I order steak for them?"] },
  { fact: "user is allergic to shellfish", questions: ["is shrimp safe to serve?"] },
  { fact: "user hates cilantro", questions: ["which herbs should the recipe avoid?"] },
  { fact: "user's daughter plays violin", questions: ["what instrument does the girl learn?"] },
  { fact: "user has a golden retriever named Max", questions: ["what kind of dog is at home?"] },
  { fact: "user is a nurse at the county hospital", questions: ["what is their profession?"] },
  { fact: "user lives in Denver", questions: ["which city are they based in?"] },
  { fact: "user takes insulin for diabetes", questions: ["any medication I should know about?"] },
  { fact: "user knits scarves in the evenings", questions: ["what crafts do they enjoy?"] },
  {
    fact: "user goes to yoga every Tuesday morning",
    questions: ["what exercise class is weekly?"],
  },
  { fact: "user's wife is named Priya", questions: ["who is the spouse?"] },
  { fact: "user uses an iPhone 15", questions: ["which smartphone do they carry?"] },
  { fact: "user supports Arsenal", questions: ["which football club do they follow?"] },
  { fact: "user is learning Spanish on Duolingo", questions: ["what language are they studying?"] },
  { fact: "user drinks oat milk in coffee", questions: ["is dairy okay for their latte?"] },
  { fact: "user's birthday is March 3", questions: ["when should I send a card for them?"] },
  { fact: "user rents a flat in Lisbon", questions: ["do they own a house?"] },
  { fact: "user plays guitar in a band", questions: ["what music do they make?"] },
  { fact: "user is afraid of flying", questions: ["would a plane trip suit them?"] },
  { fact: "user has two cats", questions: ["what pets live with them?"] },
  { fact: "user is a software engineer at Stripe", questions: ["where is their job?"] },
  { fact: "user runs marathons", questions: ["what athletic hobby do they have?"] },
  { fact: "user wears contact lenses", questions: ["do they need glasses?"] },
  { fact: "user grew up in Ohio", questions: ["what state is their hometown in?"] },
  { fact: "user's mother lives in a nursing home", questions: ["where does their mom stay?"] },
  { fact: "user prefers tea over coffee", questions: ["what hot beverage should I offer?"] },
  { fact: "user reads science fiction novels", questions: ["what books do they like?"] },
  { fact: "user has a peanut allergy", questions: ["can they have a snickers bar?"] },
  { fact: "user bikes to the office", questions: ["how do they get to work?"] },
  { fact: "user is saving for a mortgage", questions: ["what are their financial goals?"] },
  { fact: "user's brother is a firefighter", questions: ["what does their sibling do?"] },
  { fact: "user has a PlayStation 5", questions: ["which video game console do they have?"] },
  { fact: "user sleeps badly because of insomnia", questions: ["how is their rest at night?"] },
  { fact: "user volunteers at the animal shelter", questions: ["what charity work do they do?"] },
  { fact: "user owes the dentist a follow-up visit", questions: ["any teeth appointment due?"] },
];

/** Cases held out: never looked at while building or tuning. */
export const heldOut: ParaphraseCase[] = [
  { fact: "user rides a Harley Davidson", questions: ["what motorbike do they have?"] },
  { fact: "user is lactose intolerant", questions: ["can they eat cheese pizza?"] },
  { fact: "user's husband Tom is a pilot", questions: ["what is the spouse's occupation?"] },
  {
    fact: "user teaches chemistry at a high school",
    questions: ["what science do their pupils learn?"],
  },
  { fact: "user has a parrot called Kiwi", questions: ["what bird do they keep?"] },
  { fact: "user types on a ThinkPad", questions: ["which notebook computer do they use?"] },
  { fact: "user moved to Seattle last year", questions: ["where is their new home town?"] },
  { fact: "user plays tennis on weekends", questions: ["what racket sport do they do?"] },
  { fact: "user has asthma", questions: ["any breathing condition?"] },
  { fact: "user paints watercolors", questions: ["what art do they create?"] },
  { fact: "user's twins are in kindergarten", questions: ["how old are the children?"] },
  { fact: "user drinks no alcohol", questions: ["should I bring wine or beer?"] },
  { fact: "user is Jewish and keeps kosher", questions: ["what is their religion?"] },
  { fact: "user listens to jazz", questions: ["what genre of songs do they enjoy?"] },
  { fact: "user works night shifts at a bakery", questions: ["what hours is their job?"] },
  { fact: "user owns a Tesla Model 3", questions: ["is their automobile electric?"] },
  { fact: "user is training for a triathlon", questions: ["what race are they preparing?"] },
  { fact: "user's grandmother turned ninety", questions: ["how old is granny?"] },
  { fact: "user gardens tomatoes on the balcony", questions: ["what vegetables do they grow?"] },
  {
    fact: "user collects vinyl records",
    questions: ["which albums do they listen to on the turntable?"],
  },
  { fact: "user is diabetic and avoids sugar", questions: ["can I bake a chocolate cake?"] },
  { fact: "user speaks fluent Mandarin", questions: ["which languages do they know?"] },
  { fact: "user is a lawyer in Boston", questions: ["what is their career?"] },
  { fact: "user hikes in the Alps each summer", questions: ["where do they go trekking?"] },
  { fact: "user owns a Kindle", questions: ["what e-reader device do they use?"] },
  { fact: "user's rabbit is called Clover", questions: ["what pet bunny do they have?"] },
  { fact: "user suffers from migraines", questions: ["any headache problems?"] },
  { fact: "user takes the subway downtown", questions: ["what train do they commute on?"] },
  { fact: "user studies medicine at university", questions: ["what is their college major?"] },
  { fact: "user's nephew plays hockey", questions: ["which winter sport is the boy into?"] },
];

/** Questions that share words with what they seek: must not get worse. */
export const lexicalControls: { question: string; fact: string }[] = [
  { question: "Subaru", fact: "user owns a Subaru Outback" },
  { question: "gluten", fact: "user can't eat gluten" },
  { question: "what does the user work on?", fact: "user works on a MacBook" },
  { question: "swim team", fact: "user's son is on the school swim team" },
  { question: "Toyota Prius", fact: "user drives a Toyota Prius" },
  { question: "is the user vegetarian?", fact: "user is vegetarian since college" },
  { question: "shellfish allergy", fact: "user is allergic to shellfish" },
  { question: "violin lessons", fact: "user's daughter plays violin" },
  { question: "golden retriever", fact: "user has a golden retriever named Max" },
  { question: "hospital nurse", fact: "user is a nurse at the county hospital" },
  { question: "insulin", fact: "user takes insulin for diabetes" },
  { question: "yoga on Tuesday", fact: "user goes to yoga every Tuesday morning" },
  { question: "Priya", fact: "user's wife is named Priya" },
  { question: "Arsenal", fact: "user supports Arsenal" },
  { question: "oat milk", fact: "user drinks oat milk in coffee" },
  { question: "Lisbon flat", fact: "user rents a flat in Lisbon" },
  { question: "cats", fact: "user has two cats" },
  { question: "Stripe engineer", fact: "user is a software engineer at Stripe" },
  { question: "marathon", fact: "user runs marathons" },
  { question: "peanut allergy", fact: "user has a peanut allergy" },
  { question: "Harley", fact: "user rides a Harley Davidson" },
  { question: "lactose", fact: "user is lactose intolerant" },
  { question: "chemistry teacher", fact: "user teaches chemistry at a high school" },
  { question: "ThinkPad", fact: "user types on a ThinkPad" },
  { question: "tennis weekends", fact: "user plays tennis on weekends" },
  { question: "jazz", fact: "user listens to jazz" },
  { question: "Tesla", fact: "user owns a Tesla Model 3" },
  { question: "the dentist follow-up", fact: "user owes the dentist a follow-up visit" },
  { question: "watered the plants", fact: "watered the plants on the balcony" },
  { question: "parking ticket", fact: "got a parking ticket downtown" },
];

/**
 * Cues about nothing in the brain: they must recall nothing. (`cryptocurrency mining difficulty`
 * left on 2026-12-02: the ninth set's coal mine holds its word; `Renaissance fresco restoration`
 * too: the tenth set's vintage tractors are restored.)
 */
export const unrelated: string[] = [
  "quantum chromodynamics",
  "medieval siege warfare tactics",
  "volcanism in Kamchatka",
  "the orbital period of Neptune",
  "Byzantine iconography",
  "photosynthesis in algae",
  "tectonic slab subduction",
  "the constitution of Liechtenstein",
  "submarine sonar frequencies",
  "Mesopotamian cuneiform inscriptions",
];

/** Everyday notes around the facts. */
export const distractors: string[] = [
  "watered the plants on the balcony",
  "got a parking ticket downtown",
  "cleaned out the garage on Saturday",
  "bought a loaf of sourdough at the market",
  "the school called about the field trip form",
  "renewed the library card",
  "paid the electricity bill",
  "called the plumber about the leaking sink",
  "picked up dry cleaning",
  "the neighbors are having a barbecue on Sunday",
  "booked a haircut for Friday",
  "the printer is out of toner",
  "ordered new running shoes online",
  "replaced the smoke detector battery",
  "the weather app says rain all week",
  "meeting with the landlord moved to Thursday",
  "started a new podcast about history",
  "the internet went down twice today",
  "forgot the umbrella at the office",
  "returned the package to the post office",
  "tried a new ramen place on Main Street",
  "the dishwasher makes a strange noise",
  "team lunch is on Wednesday",
  "need to buy batteries for the remote",
  "the car wash was closed",
  "scheduled an oil change for next week",
  "the kids' soccer practice got cancelled",
  "finished the jigsaw puzzle",
  "cousin's wedding is in June",
  "the thermostat is set to 68 degrees",
  "listened to a webinar on budgeting",
  "bought flowers for the kitchen table",
  "the gym changed its opening hours",
  "fixed the squeaky door hinge",
  "the mail carrier left a note",
  "sorted old photos into albums",
  "the bakery on the corner closed down",
  "the bank app needs an update",
  "borrowed a ladder from the neighbor",
  "the lawn needs mowing",
  "watched a documentary about oceans",
  "the train was delayed by twenty minutes",
  "bought a new shower curtain",
  "signed up for a pottery workshop",
  "the laundry machine is broken again",
  "packed lunches for the week",
  "the fridge light stopped working",
  "the school bus comes at seven thirty",
  "paid the water bill late",
  "called the insurance company about the claim",
  "the pharmacy closes at nine",
  "took the recycling out",
  "the coffee machine needs descaling",
  "found a good deal on a sofa",
  "the bike tire is flat",
  "hung new curtains in the bedroom",
  "the city is repaving our street",
  "the printer jammed during the report",
  "reminder to update the passwords",
  "the grocery delivery arrived late",
  "rearranged the living room furniture",
  "the heater is making clicking sounds",
  "ordered pizza on Friday night",
  "the new neighbors moved in upstairs",
  "downloaded a meditation app",
  "the mechanic said the brakes are fine",
  "bought a birthday gift for a coworker",
  "the window in the hallway is cracked",
  "made pancakes on Sunday morning",
  "the book club meets next Monday",
  "cleaned the oven",
  "the parking garage raised its prices",
  "signed the lease renewal",
  "the movie started late at the cinema",
  "organized the closet",
  "tried a new shampoo",
  "the hotel booking was confirmed",
  "wrote thank-you notes",
  "the office moved to the fifth floor",
  "the elevator was out of order",
  "bought stamps at the post office",
  "repaired the garden fence",
  "the tv remote went missing",
  "made a grocery list for the weekend",
  "the streetlight outside is flickering",
  "baked cookies for the school fair",
  "the phone screen cracked",
  "the vacuum cleaner lost suction",
  "went to a farmers market",
  "updated the calendar for next month",
  "the storage unit rent went up",
  "bought a new desk lamp",
  "the train pass expires soon",
  "set up automatic bill payments",
  "visited the museum on Sunday",
  "the apartment smells like paint",
  "donated old clothes",
  "had a video call with the accountant",
  "the sink drains slowly",
  "replaced the kitchen light bulb",
  "the school play is next Friday",
  "shoveled snow off the driveway",
  "the plants need repotting",
  "bought a new umbrella",
  "the tap in the bathroom drips",
  "finished a long report for work",
  "the printer driver needs reinstalling",
  "ordered new business cards",
  "the dog park was crowded",
  "made soup with leftover vegetables",
  "the bus route changed this month",
  "cancelled the magazine subscription",
  "the washing machine finished early",
  "bought a winter coat on sale",
  "tried a new recipe for lasagna",
  "the roof gutter is clogged",
  "went for a walk by the river",
  "the power went out for an hour",
  "picked up a prescription refill",
  "the landlord will fix the radiator",
  "bought a new kettle",
  "the doorbell battery is low",
  "got a flu shot at the clinic",
  "the kids built a snowman",
  "watched the fireworks downtown",
  "the coworker brought donuts",
  "renewed the passport",
  "the hallway needs a new rug",
  "the air conditioner is leaking",
  "went to a friend's housewarming",
  "bought paint for the fence",
  "the recycling pickup is on Tuesdays",
  "the traffic on the highway was terrible",
  "made a dentist appointment for the kids",
  "bought tickets for a concert in May",
  "the garbage disposal is jammed",
  "spent the afternoon at the beach",
  "picked strawberries at a farm",
  "the car needs new wipers",
  "tried a new coffee shop near work",
  "the neighbor's dog barks at night",
  "bought a planner for next year",
  "the toaster burned the bread",
  "the office printer is finally fixed",
  "went bowling with coworkers",
  "cleaned the windows",
  "the microwave clock is wrong",
  "sent flowers to a friend in the hospital",
  "bought a new pillow",
  "the furnace filter needs changing",
  "picked up a package from the locker",
  "had brunch with old friends",
  "the mail was delivered to the wrong address",
  "the bathroom fan is noisy",
  "walked to the bakery for croissants",
  "fixed the wobbly table",
  "the school sent home a newsletter",
  "paid the parking fine online",
  "the neighbors painted their house blue",
  "bought a new toothbrush",
  "the gutter cleaning is scheduled",
  "the phone battery drains fast",
  "went to the hardware store for screws",
  "the weekend forecast looks sunny",
  "the bookshelf is full again",
  "called grandma on Sunday",
  "the bakery sells rye on Saturdays",
  "made lemonade with the kids",
  "the pool opens in June",
  "bought a new rug for the hallway",
  "the blender lid cracked",
  "went camping at the lake",
  "the parking lot was full",
  "ordered a replacement charger",
  "the library book is overdue",
  "the coffee beans ran out",
  "tidied the desk drawer",
  "the heater timer reset itself",
  "bought birdseed for the feeder",
  "the front gate sticks in the rain",
  "hosted a game night",
  "the kitchen faucet was replaced",
  "picked up the kids from school",
  "the neighbor returned the ladder",
  "signed up for a first aid course",
  "the streets were icy this morning",
  "bought a new doormat",
  "the office coffee is terrible",
  "visited the zoo on Saturday",
  "the pantry needs restocking",
  "paid the phone bill",
  "the smoke alarm beeped at midnight",
  "bought new socks",
  "the mechanic recommended new tires",
  "went to a pub quiz",
  "the stairs creak at night",
  "cleaned the fridge",
  "the train station has a new cafe",
  "the ceiling fan wobbles",
  "sent the tax documents to the accountant",
  "took photos at the park",
  "the grocery store ran out of eggs",
  "fixed the bike chain",
  "the landlord inspected the flat",
  "bought a jigsaw puzzle",
  "the kids' art project is due Monday",
  "the cable bill went up",
  "tried a new bakery across town",
  "went to the farmers market for apples",
  "the neighbor's cat sits on our car",
  "replaced the shower head",
  "the school concert was lovely",
  "the hedge needs trimming",
  "bought a new frying pan",
  "the internet router needs restarting",
  "had a picnic in the park",
  "the water heater is old",
  "ordered curtains for the office",
  "the town fair is this weekend",
  "bought a gift card for a niece",
  "the oven timer is broken",
  "went ice skating downtown",
  "the trash bags are almost gone",
  "updated the home insurance",
  "the fence paint is peeling",
  "called the vet about vaccinations",
  "the cinema has a discount on Tuesdays",
  "made a photo book of the holiday",
  "the garage door opener needs a battery",
  "the sidewalk is being repaired",
  "bought a new mop",
  "the spare key is under the pot",
  "went to the laundromat",
  "the delivery driver was friendly",
  "the front porch light is out",
  "visited an open house on Sunday",
  "the backpack zipper broke",
  "watched a cooking show",
  "the neighbors' party was loud",
  "ordered a new phone case",
  "the train tickets are cheaper on weekdays",
  "bought a small cactus",
  "the spice rack is a mess",
  "went to a craft fair",
  "the clock in the hall stopped",
  "the kids want a treehouse",
  "returned the rental car",
  "the dentist office sent a reminder card",
  "bought a reusable water bottle",
  "the heating bill was high this winter",
  "cleaned the barbecue grill",
  "the mailbox lock is stuck",
  "watched the sunset from the pier",
  "the parking permit needs renewing",
  "bought ingredients for tacos",
  "the attic is full of boxes",
  "went to a charity run as a spectator",
  "the wifi password changed",
  "picked up the car from the shop",
  "the basement smells damp",
  "had a long chat with a neighbor",
  "bought new batteries for the smoke alarm",
  "the closet door came off its track",
  "went to the flea market",
  "the school holidays start next week",
  "the printer paper is running low",
  "the kitchen drawer is stuck",
  "bought a birthday cake at the bakery",
  "the bus driver waited for us",
  "planted bulbs in the front yard",
  "the landlord raised the rent",
  "went to the post office twice",
  "the lamp in the living room flickers",
  "bought new headphones",
  "the street parking rules changed",
  "cleaned the gutters",
  "the new calendar app syncs badly",
  "had tea with a neighbor",
  "the tire pressure light came on",
  "went to a book signing",
  "the dryer takes two cycles",
  "bought a new laundry basket",
  "the kids learned to ride bikes",
  "the hallway light switch is loose",
  "went to the car dealership for a service",
  "the hotel breakfast was good",
  "ordered flowers for mother's day",
  "the new recipe needs saffron",
  "the vacuum bags are sold out",
  "saw a play at the theater",
  "the porch needs sweeping",
  "picked apples with friends",
  "the pizza oven at the park is free",
  "fixed the leaking garden hose",
];

/**
 * A second held-out set, written on 2026-11-30 (fourth session) before the bridge's current
 * mechanism was designed, and measured only at the end: facts in other domains than the sets
 * above, questions an agent would ask, and unrelated cues.
 */
export const fresh: ParaphraseCase[] = [
  { fact: "user drives a Volvo XC90", questions: ["what kind of SUV do they own?"] },
  {
    fact: "user is allergic to penicillin",
    questions: ["which antibiotics must the doctor avoid?"],
  },
  {
    fact: "user's partner Sam is a veterinarian",
    questions: ["what does their significant other do for a living?"],
  },
  { fact: "user plays chess online every night", questions: ["what board game do they like?"] },
  { fact: "user keeps bees in the backyard", questions: ["do they produce their own honey?"] },
  { fact: "user commutes by ferry", questions: ["what boat do they take to work?"] },
  { fact: "user is a Buddhist", questions: ["what faith do they practise?"] },
  { fact: "user has a Nikon camera", questions: ["what photography gear do they have?"] },
  { fact: "user loves Thai curries", questions: ["what cuisine should I cook for them?"] },
  { fact: "user is recovering from knee surgery", questions: ["any injury I should know about?"] },
  { fact: "user sings in a church choir", questions: ["what music group are they part of?"] },
  {
    fact: "user's daughter studies at Oxford",
    questions: ["which university does the girl attend?"],
  },
  { fact: "user does not eat pork", questions: ["can I serve them bacon?"] },
  { fact: "user owns a Samsung Galaxy", questions: ["which mobile phone do they use?"] },
  { fact: "user goes fishing at the lake", questions: ["what outdoor pastime do they enjoy?"] },
  { fact: "user is pregnant with her second child", questions: ["is she expecting a baby?"] },
  { fact: "user works as an accountant", questions: ["what is their occupation?"] },
  { fact: "user is colour blind", questions: ["can they tell red from green?"] },
  { fact: "user adopted a greyhound", questions: ["what breed is their dog?"] },
  { fact: "user plays the cello in an orchestra", questions: ["what instrument do they perform?"] },
  { fact: "user owns a coffee shop", questions: ["what business do they run?"] },
  { fact: "user is studying for the bar exam", questions: ["are they becoming a lawyer?"] },
  { fact: "user's grandfather fought in Korea", questions: ["was their grandpa a soldier?"] },
  { fact: "user drinks espresso every morning", questions: ["what caffeine habit do they have?"] },
  { fact: "user wears a hearing aid", questions: ["do they have trouble with their ears?"] },
  {
    fact: "user prefers window seats on flights",
    questions: ["where should I book them on the airplane?"],
  },
  { fact: "user's desktop runs Linux", questions: ["which operating system do they use?"] },
  { fact: "user swims laps at the pool", questions: ["what workout do they do?"] },
  { fact: "user is vegan", questions: ["do they eat eggs or dairy?"] },
  { fact: "user's aunt lives in Melbourne", questions: ["which relative is in Australia?"] },
];

/**
 * Fresh cues about nothing in the brain (written with {@linkcode fresh}). The first was "the
 * history of the Ottoman Empire" until the script's check found `history` in a note.
 */
export const freshUnrelated: string[] = [
  "the sultans of the Ottoman Empire",
  "erecting a tokamak for thermonuclear plasma",
  "Svalbard's shrinking icecaps",
  "polypeptide conformation simulations",
  "Gothic buttress aesthetics",
  "supernova remnants",
  "ancient Egyptian hieroglyphs",
  "Weimar hyperinflation reparations",
  "abyssal hydrothermal vents",
  "the southward journey of monarch butterflies",
  "Norse longship navigation",
  "superstring theory compactification",
];

/**
 * A third held-out set, written on 2026-12-01 (seventh session) before that session's experiments
 * with a typed WordNet bridge, and measured only at the end: facts a user would tell an agent, the
 * questions an agent would ask about them, and unrelated cues. Kept as written, including its one
 * clash with the sets above (the user's laptop is a Dell XPS here, a MacBook in the issue's example).
 */
export const fresh2: ParaphraseCase[] = [
  {
    fact: "user's son is allergic to bee stings",
    questions: ["any insect reactions in the family?"],
  },
  { fact: "user plays the drums", questions: ["what musical instrument do they practise?"] },
  { fact: "user keeps a saltwater aquarium", questions: ["do they have a fish tank?"] },
  { fact: "user drives a Ford pickup", questions: ["what truck do they own?"] },
  { fact: "user is a pharmacist", questions: ["what is their job?"] },
  { fact: "user's father is a retired plumber", questions: ["what did their dad do for work?"] },
  { fact: "user lives in Toronto", questions: ["which Canadian city is home?"] },
  { fact: "user is allergic to cats", questions: ["can they be around kittens?"] },
  { fact: "user enjoys sudoku puzzles", questions: ["what brain games do they like?"] },
  { fact: "user's laptop is a Dell XPS", questions: ["which computer brand do they use?"] },
  { fact: "user meditates before breakfast", questions: ["do they have a mindfulness routine?"] },
  {
    fact: "user avoids caffeine after noon",
    questions: ["can I offer them coffee in the evening?"],
  },
  {
    fact: "user is learning to play the piano",
    questions: ["what instrument are they taking lessons on?"],
  },
  {
    fact: "user's sister is a kindergarten teacher",
    questions: ["what does their sibling do for a living?"],
  },
  { fact: "user had a hip replacement", questions: ["any joint surgery?"] },
  { fact: "user collects stamps", questions: ["what is their hobby?"] },
  { fact: "user's cat is named Luna", questions: ["what do they call their kitty?"] },
  { fact: "user is a Catholic", questions: ["which church do they belong to?"] },
  {
    fact: "user drinks green smoothies for breakfast",
    questions: ["what do they have in the morning?"],
  },
  { fact: "user owns a bakery", questions: ["what shop do they have?"] },
  { fact: "user is afraid of spiders", questions: ["do they have any phobias?"] },
  { fact: "user's husband is a chef", questions: ["does their spouse cook professionally?"] },
  {
    fact: "user drives an electric Nissan Leaf",
    questions: ["what kind of automobile do they have?"],
  },
  { fact: "user is training a Labrador puppy", questions: ["what kind of dog are they raising?"] },
  { fact: "user has high blood pressure", questions: ["any heart or hypertension issues?"] },
  { fact: "user speaks Portuguese at home", questions: ["what language does the family use?"] },
  { fact: "user follows the Lakers", questions: ["which basketball team do they cheer for?"] },
  { fact: "user wears size 10 shoes", questions: ["how big are their feet?"] },
  {
    fact: "user plays Minecraft with the kids",
    questions: ["which computer game is a family favourite?"],
  },
  { fact: "user is a night owl", questions: ["when do they go to bed?"] },
];

/**
 * Unrelated cues written with {@linkcode fresh2}: they must recall nothing. Four were shortened
 * when the script's check found a word of theirs in a note (`engineering`, `ice`, `routes`,
 * `calendar`).
 */
export const fresh2Unrelated: string[] = [
  "Jurassic sauropod fossils",
  "Thermidorian overthrow of Robespierre",
  "zooxanthellae bleaching",
  "Roman aqueducts",
  "semiconductor lithography",
  "Antarctic krill",
  "Hochmeister fortress of Marienburg",
  "mitochondrial DNA descent",
  "Baroque counterpoint",
  "Aztec temple mounds",
];

/**
 * A fourth held-out set, written on 2026-12-01 (ninth session) before that session's experiments
 * with a bridge of kinds, and measured only at the end. Nine first drafts named a fact of
 * {@linkcode fresh2} (written independently, they converged on the same everyday facts) and were
 * replaced by other facts before anything was run.
 */
export const fresh3: ParaphraseCase[] = [
  { fact: "user drives a Honda Civic", questions: ["what car do they own?"] },
  { fact: "user's cat is a Maine Coon", questions: ["what breed is the kitty?"] },
  { fact: "user is allergic to latex", questions: ["should the nurse avoid rubber gloves?"] },
  { fact: "user plays the trumpet", questions: ["which brass instrument is theirs?"] },
  {
    fact: "user's favourite team is the Chicago Bulls",
    questions: ["which basketball side do they root for?"],
  },
  { fact: "user's daughter goes to ballet class", questions: ["what dance does the girl study?"] },
  { fact: "user is a dentist", questions: ["what do they do for a living?"] },
  { fact: "user lives in Munich", questions: ["which country is home for them?"] },
  { fact: "user's husband is a plumber", questions: ["what trade is the spouse in?"] },
  { fact: "user has type 1 diabetes", questions: ["any chronic illness?"] },
  { fact: "user went to Japan in April", questions: ["which Asian country did they visit?"] },
  { fact: "user is reading Dune", questions: ["what novel are they on?"] },
  { fact: "user keeps chickens in the yard", questions: ["do they get fresh eggs?"] },
  { fact: "user loves sushi", questions: ["what Japanese food do they like?"] },
  { fact: "user plays golf on Sundays", questions: ["what sport fills their weekend?"] },
  { fact: "user observes Ramadan", questions: ["which religion do they practise?"] },
  { fact: "user is six foot four", questions: ["how tall are they?"] },
  { fact: "user's car is a red Jeep Wrangler", questions: ["what colour is their vehicle?"] },
  { fact: "user walks a beagle every morning", questions: ["do they have a dog?"] },
  { fact: "user rows on the river at dawn", questions: ["what water sport do they practise?"] },
  { fact: "user's flight to Rome is on Friday", questions: ["when is their trip to Italy?"] },
  {
    fact: "user takes ibuprofen for back pain",
    questions: ["what medicine do they use for aches?"],
  },
  { fact: "user is a huge Beatles fan", questions: ["what band do they love?"] },
  { fact: "user practises karate", questions: ["which martial art do they do?"] },
  { fact: "user has a Fitbit", questions: ["what fitness tracker do they wear?"] },
  { fact: "user drinks only decaf", questions: ["can I offer them an espresso?"] },
  { fact: "user gets hay fever in spring", questions: ["any pollen allergies?"] },
  { fact: "user's sister is an architect", questions: ["what job does their sibling have?"] },
  { fact: "user is taking saxophone lessons", questions: ["which woodwind do they practise?"] },
  { fact: "user grows roses in the garden", questions: ["what flowers do they cultivate?"] },
];

/**
 * Unrelated cues written with {@linkcode fresh3}: they must recall nothing. One was shortened when
 * the script's check found a word of it in a note ("Sumerian king lists": `list`).
 */
export const fresh3Unrelated: string[] = [
  "superconducting magnets",
  "Etruscan burial rites",
  "Sumerian monarchs",
  "the Higgs boson",
  "zooxanthellae bleaching",
  "Trafalgar flagship Bucentaure",
  "exoplanet atmospheres",
  "the Treaty of Westphalia",
  "tardigrade survival",
  "Bronze-era metallurgy",
  "quasar redshift",
];

/**
 * A fifth held-out set, written on 2026-12-02 (tenth session) by a separate writer who had not
 * seen the engine's code, before that session's experiments, and measured only at the end: facts
 * a user would tell an agent, mostly on topics the sets above do not cover, each with one question
 * an agent would ask. Some questions name a kind of which the fact names an instance (Roomba,
 * robot vacuum), some an associated thing (braces, orthodontist), some need knowledge of the world
 * (O negative, universal donor); none were picked or dropped by guessing what recall could find.
 * One fact was first "user plays bridge on Wednesday afternoons" and became a poker fact, with the
 * same question, when the script's check found `bridge` in a cue of {@linkcode fresh3Unrelated}.
 */
export const fresh4: ParaphraseCase[] = [
  { fact: "user is on a low-sodium diet", questions: ["is it ok to salt their soup?"] },
  { fact: "user keeps a tortoise named Shelly", questions: ["what reptile lives with them?"] },
  { fact: "user's son wears braces", questions: ["does the boy see an orthodontist?"] },
  { fact: "user goes bouldering on Thursdays", questions: ["is she into climbing?"] },
  { fact: "user has a pacemaker", questions: ["any heart device I should know about?"] },
  { fact: "user became a grandmother in May", questions: ["any new babies in the family?"] },
  { fact: "user brews beer in the garage", questions: ["do they make their own ale?"] },
  { fact: "user uses a wheelchair", questions: ["should I check the venue has a ramp?"] },
  { fact: "user is paying off a student loan", questions: ["any outstanding debt?"] },
  { fact: "user works from home on Fridays", questions: ["which day are they remote?"] },
  { fact: "user sails a dinghy on weekends", questions: ["do they own a boat?"] },
  {
    fact: "user's favourite author is Agatha Christie",
    questions: ["book gift for a detective story fan"],
  },
  {
    fact: "user coaches a youth soccer team",
    questions: ["is she involved with a kids' football club?"],
  },
  { fact: "user gets seasick", questions: ["is a cruise a good holiday idea for them?"] },
  { fact: "user doesn't like spicy food", questions: ["should I go easy on the chilli?"] },
  { fact: "user is left-handed", questions: ["do they need southpaw scissors?"] },
  { fact: "user's blood type is O negative", questions: ["is she a universal donor?"] },
  { fact: "user owns a Peloton", questions: ["what exercise equipment is at their home?"] },
  { fact: "user's wedding anniversary is June 12", questions: ["when did they get married?"] },
  { fact: "user is learning to surf", questions: ["do they ride waves?"] },
  {
    fact: "user plays poker on Wednesday nights",
    questions: ["what card game do they enjoy?"],
  },
  {
    fact: "user's kids have a hamster called Nibbles",
    questions: ["which rodent is in the house?"],
  },
  { fact: "user is a keen skier", questions: ["present ideas for their winter hobby"] },
  { fact: "user builds Lego Technic models", questions: ["what construction toys do they like?"] },
  {
    fact: "user listens to audiobooks on the commute",
    questions: ["how do they pass the time travelling to work?"],
  },
  { fact: "user is an introvert", questions: ["would they enjoy a big surprise party?"] },
  { fact: "user is an air traffic controller", questions: ["do they work at the airport?"] },
  {
    fact: "user's teenage son just got his driving licence",
    questions: ["can the boy take the car now?"],
  },
  { fact: "user practises intermittent fasting", questions: ["does she eat breakfast?"] },
  { fact: "user is tone deaf", questions: ["should I invite them to karaoke?"] },
  { fact: "user has a Roomba", questions: ["do they own a robot vacuum?"] },
  {
    fact: "user has an Amazon Echo in the kitchen",
    questions: ["which voice assistant do they talk to?"],
  },
  { fact: "user keeps a journal every night", questions: ["do they write a diary?"] },
  { fact: "user honeymooned in Bali", questions: ["which Indonesian island have they visited?"] },
  {
    fact: "user has a holiday cottage in Cornwall",
    questions: ["do they have a second home in England?"],
  },
  { fact: "user is doing a PhD in linguistics", questions: ["are they in graduate school?"] },
  { fact: "user's dad has dementia", questions: ["any memory problems with their father?"] },
  {
    fact: "user's mother-in-law visits every Christmas",
    questions: ["who stays with them over the holidays?"],
  },
  { fact: "user keeps a horse at a stable outside town", questions: ["do they go riding?"] },
  { fact: "user sees a therapist weekly", questions: ["are they getting counselling?"] },
];

/**
 * Unrelated cues written with {@linkcode fresh4}: they must recall nothing. Two were changed when
 * the script's check found a word of theirs in a note ("gravitational lensing": `lenses`, "Olmec
 * colossal heads": `head`).
 */
export const fresh4Unrelated: string[] = [
  "citrate metabolism",
  "Hanno's periplus to Cerne",
  "millisecond pulsar glitches",
  "Carolingian minuscule",
  "the Permian extinction boundary",
  "Mongol cavalry logistics",
  "decoding Meroitic cursive",
  "neutrino oscillations",
  "Hittite chariots",
  "lichen symbiosis",
  "elliptic curve cryptography",
  "Wang Wei's poetry",
  "gravitational ripples",
  "the Peloponnesian War",
  "zeolite catalysts",
  "Olmec jade figurines",
];

/**
 * A sixth held-out set, written on 2026-12-02 (eleventh session) by a separate writer who had not
 * seen the engine's code, before it was measured: facts a user would tell an agent, mostly on
 * topics the sets above do not cover (money, housing, travel, languages, accessibility, faith,
 * gadgets, hobbies), each with one question an agent would ask. About a third of the questions
 * name a kind of which the fact names an instance or brand (Roth IRA, retirement account), about
 * a third an associated thing or situation (ham radio operator, call sign), and about a third
 * need knowledge of the world (warfarin, aspirin); none were picked or dropped by guessing what
 * recall could find. No fact or question needed rewording; one cue of {@linkcode fresh5Unrelated}
 * was replaced ("Cherenkov radiation": `radiat`, from a note's `radiator`).
 */
export const fresh5: ParaphraseCase[] = [
  { fact: "user banks with Monzo", questions: ["which financial institution do they use?"] },
  { fact: "user has a Roth IRA", questions: ["do they have a retirement account?"] },
  {
    fact: "user supports the Green Bay Packers",
    questions: ["which NFL franchise do they cheer for?"],
  },
  { fact: "user has elite status with Delta", questions: ["which airline are they loyal to?"] },
  { fact: "user speaks Welsh", questions: ["which Celtic language do they know?"] },
  { fact: "user makes stews in an Instant Pot", questions: ["do they own a pressure cooker?"] },
  { fact: "user keeps an axolotl", questions: ["which amphibian is their pet?"] },
  { fact: "user shops at Costco", questions: ["which warehouse club do they belong to?"] },
  { fact: "user wears Birkenstocks", questions: ["what sandals do they like?"] },
  { fact: "user's favourite group is BTS", questions: ["which Korean boy band do they love?"] },
  { fact: "user studied at MIT", questions: ["which college did they attend?"] },
  { fact: "user rides a Vespa", questions: ["what scooter do they have?"] },
  {
    fact: "user plays Dungeons and Dragons on Saturdays",
    questions: ["what tabletop roleplaying group are they in?"],
  },
  { fact: "user is renovating the kitchen", questions: ["are builders working at their house?"] },
  { fact: "user lives on a houseboat", questions: ["is their home moored on a canal?"] },
  {
    fact: "user owns a duplex and rents out the upstairs",
    questions: ["are they a landlord?"],
  },
  { fact: "user goes birdwatching at dawn", questions: ["would binoculars make a good present?"] },
  { fact: "user is a ham radio operator", questions: ["do they have a call sign?"] },
  { fact: "user has Global Entry", questions: ["do they get through customs fast?"] },
  { fact: "user is getting married in October", questions: ["is there a wedding coming up?"] },
  {
    fact: "user runs an Etsy shop selling candles",
    questions: ["do they have a small online business?"],
  },
  { fact: "user is home-schooling the kids", questions: ["who educates the children?"] },
  {
    fact: "user uses a screen reader",
    questions: ["should images on the website have alt text?"],
  },
  { fact: "user starts work at 6am", questions: ["are they an early riser?"] },
  { fact: "user has three stepchildren", questions: ["is theirs a blended family?"] },
  { fact: "user is a Hindu", questions: ["can I serve them a beef burger?"] },
  { fact: "user has epilepsy", questions: ["are flashing lights a problem for them?"] },
  { fact: "user takes warfarin", questions: ["is aspirin safe for them?"] },
  { fact: "user is a Mormon", questions: ["should I offer them coffee?"] },
  { fact: "user follows a keto diet", questions: ["should I skip the pasta and bread?"] },
  { fact: "user has a nickel allergy", questions: ["are cheap earrings a bad gift?"] },
  { fact: "user is a Scorpio", questions: ["is their birthday in the autumn?"] },
  { fact: "user lives in Auckland", questions: ["is it summer there at Christmas?"] },
  { fact: "user's phone is a Google Pixel", questions: ["can I FaceTime them?"] },
  { fact: "user is pescatarian", questions: ["is salmon okay for dinner?"] },
  { fact: "user's grandmother is from Sicily", questions: ["do they have Italian heritage?"] },
  { fact: "user has a guide dog named Bella", questions: ["is their eyesight poor?"] },
  { fact: "user's waist is 34 inches", questions: ["what trouser size fits them?"] },
  {
    fact: "user's daughter turns eighteen in May",
    questions: ["can the girl vote in the next election?"],
  },
  {
    fact: "user has a credit score of 800",
    questions: ["would a lender approve them for a loan?"],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh5}: they must recall nothing. One was replaced when
 * the script's check found a word of it in a note ("Cherenkov radiation": `radiator`).
 */
export const fresh5Unrelated: string[] = [
  "Achaemenid satrapies",
  "Gödel's incompleteness theorems",
  "ultracold atomic condensates",
  "Ptolemaic epicycles",
  "prion misfolding",
  "topological insulators",
  "Merovingian succession",
  "Riemann zeta function",
  "Which Nabataean metropolis was rediscovered by Burckhardt?",
  "Silurian eurypterid palaeoecology",
  "Panini's Sanskrit morphology",
  "Who was Sostratus of Cnidus?",
  "Fingal's Cave columnar geology",
  "Khmer temple inscriptions",
  "Hadean zircons",
  "Hanoverian dynastic politics",
];

/**
 * A seventh held-out set, written on 2026-12-02 (twelfth session) by a separate writer who had
 * not seen the engine's code, before it was measured: 40 facts a user would tell an agent, none
 * repeating a fact above, each with one question an agent serving the user would ask, sharing no
 * content word (nor another form of one) with its fact. Roughly a third name a kind where the
 * fact names a brand, product, team, person or place (Aga, stove; Frida Kahlo, Mexican artist);
 * a third ask about people and roles in other words (jobs, relatives, a nanny, a neighbour, a
 * pet: a son-in-law who is a paramedic, "does their daughter's husband work on an ambulance?");
 * and a third ask whether something suits the user, answered by a preference, allergy, condition
 * or fear (sesame, hummus; gout, beer). Some are easy, some need knowledge of the world; none were
 * picked, dropped or reworded by guessing what recall could find. Before anything was run, three
 * drafted facts were replaced because they contradicted facts above (a whisky drinker beside
 * "user drinks no alcohol", a recovering gambler beside the poker player, a non-swimmer beside
 * the one who swims laps), and two to keep the profile plausible (a son who is a paramedic became
 * a son-in-law; a dislike of the cold, beside the keen skier, became one of humid heat). The
 * script's checks passed on the first run: no question or cue of {@linkcode fresh6Unrelated} needed
 * rewording. Measured first on the engine as it was (12 of 40 in the top 5); its misses were then
 * read once, and one change of that session was prompted by one of them (a limit the graph
 * reaches: reptiles and snakes), so the set is no longer wholly unseen.
 */
export const fresh6: ParaphraseCase[] = [
  { fact: "user cooks on an Aga", questions: ["what kind of stove is in their kitchen?"] },
  { fact: "user flies a DJI Mavic", questions: ["which drone do they own?"] },
  { fact: "user loves Gruyère", questions: ["which cheese do they like best?"] },
  {
    fact: "user's usual takeaway is Domino's",
    questions: ["which pizza chain do they order from?"],
  },
  { fact: "user rides a Brompton", questions: ["what folding bicycle is theirs?"] },
  { fact: "user's running shoes are Hokas", questions: ["which sneaker brand do they prefer?"] },
  {
    fact: "user reads The Economist every week",
    questions: ["which magazine do they subscribe to?"],
  },
  {
    fact: "user binge-watches shows on Netflix",
    questions: ["which streaming service do they pay for?"],
  },
  {
    fact: "user roots for the New York Yankees",
    questions: ["what baseball club do they follow?"],
  },
  {
    fact: "user's favourite painter is Frida Kahlo",
    questions: ["which Mexican artist do they admire most?"],
  },
  { fact: "user's signature scent is Chanel No 5", questions: ["what perfume do they wear?"] },
  { fact: "user's watch is a Rolex", questions: ["what luxury timepiece is on their wrist?"] },
  {
    fact: "user spends every August in Provence",
    questions: ["which part of France do they go to each summer?"],
  },
  {
    fact: "user's wife is an anaesthetist",
    questions: ["what is the spouse's medical specialty?"],
  },
  {
    fact: "user's stepdad is a long-haul trucker",
    questions: ["what does their mum's husband do for a living?"],
  },
  {
    fact: "user's best friend Dana is a midwife",
    questions: ["does any close pal of theirs deliver babies?"],
  },
  {
    fact: "user's eldest daughter is a marine biologist",
    questions: ["what is their firstborn's line of work?"],
  },
  { fact: "user's nanny is called Rosa", questions: ["who minds the children during the day?"] },
  { fact: "user's boss micromanages everything", questions: ["what is their supervisor like?"] },
  { fact: "user's cousin is a sommelier", questions: ["which relative knows a lot about wine?"] },
  {
    fact: "user's son-in-law is a paramedic",
    questions: ["does their daughter's husband work on an ambulance?"],
  },
  {
    fact: "user's neighbour Gary is an electrician",
    questions: ["who next door could sort out their wiring?"],
  },
  { fact: "user has a ferret named Bandit", questions: ["what unusual animal shares their home?"] },
  {
    fact: "user works as a court stenographer",
    questions: ["do they transcribe trials for judges?"],
  },
  {
    fact: "user is a wedding photographer",
    questions: ["do they get paid to take pictures at marriage ceremonies?"],
  },
  {
    fact: "user's ex-husband has the kids on weekends",
    questions: ["is custody shared with their former spouse?"],
  },
  { fact: "user is allergic to sesame", questions: ["is hummus safe for them?"] },
  { fact: "user is claustrophobic", questions: ["would a caving trip suit them?"] },
  { fact: "user is afraid of heights", questions: ["should I book them a hot air balloon ride?"] },
  { fact: "user has gout", questions: ["can I serve them liver pâté and a pint of beer?"] },
  {
    fact: "user hates crowds",
    questions: ["would tickets to a packed music festival be a fun gift for them?"],
  },
  { fact: "user is allergic to wool", questions: ["would a knitted jumper make a good present?"] },
  {
    fact: "user can't stand horror movies",
    questions: ["is a slasher flick a good choice for date night?"],
  },
  {
    fact: "user wilts in humid heat",
    questions: ["would Singapore in July be a comfortable trip for them?"],
  },
  {
    fact: "user is trying to lose weight",
    questions: ["is a box of pastries a welcome treat right now?"],
  },
  {
    fact: "user is terrified of snakes",
    questions: ["is the reptile house at the zoo a good outing for them?"],
  },
  { fact: "user has eczema", questions: ["are scented body lotions okay to give them?"] },
  {
    fact: "user is allergic to strawberries",
    questions: ["is Eton mess a safe dessert for them?"],
  },
  { fact: "user doesn't like mushrooms", questions: ["should I put porcini in the risotto?"] },
  {
    fact: "user burns easily in the sun",
    questions: ["will they need SPF 50 on a Caribbean holiday?"],
  },
];

/** Unrelated cues written with {@linkcode fresh6}: they must recall nothing. */
export const fresh6Unrelated: string[] = [
  "Sassanid coinage",
  "ribosomal RNA",
  "Lascaux auroch murals",
  "Akkadian verb morphology",
  "Agamemnon's mask sepulchres in Argolis",
  "Petra's hewn necropolis",
  "Hamiltonian eigenstates",
  "the Sapir-Whorf hypothesis",
  "Archaean stromatolites",
  "Zoroastrian eschatology",
  "Diophantine equations",
  "Denisovan genomes",
  "Carboniferous swamps",
  "Plutino orbits",
  "Tocharian manuscripts",
  "Hox gene regulation",
];

/**
 * An eighth held-out set, written on 2026-12-02 (thirteenth session) by a separate writer who had
 * not seen the engine's code nor the README, and did not run the bench: 40 facts, none repeating
 * a kind of fact the sets above hold many of (cars, phones, pets, instruments, languages, teams,
 * religions, the jobs of spouses and siblings), each with one question sharing no content word
 * with its fact. A third name a kind where the fact names a brand, title, place or dish (Rimowa,
 * luggage; Firefox, web browser); a third are about the user's people or about the user beside
 * notes on their people (a father-in-law who races pigeons, a grandson in the army, "how old are
 * they?" beside the grandmother who turned ninety); a third ask whether something suits the user
 * (eggs and a quiche, a fear of needles and a vaccine). The writer checked the overlaps with a
 * script of their own and reworded five unrelated cues and two facts before handing it over. One
 * of their unrelated cues, "Tibetan sand mandalas", is left out: mandalas are a Buddhist practice
 * (WordNet: "used chiefly in Hinduism and Buddhism as an aid to meditation") and the brain holds
 * "user is a Buddhist", which recall then rightly finds.
 * Measured first on the engine before that session's changes and on the engine after them, then
 * its misses were read.
 */
export const fresh7: ParaphraseCase[] = [
  { fact: "user's suitcase is a Rimowa", questions: ["what luggage do they take on trips?"] },
  { fact: "user codes in Rust", questions: ["which programming language do they use?"] },
  { fact: "user is a Hilton Honors member", questions: ["which hotel chain are they loyal to?"] },
  {
    fact: "user always orders tiramisu for dessert",
    questions: ["what sweet should I get them after dinner?"],
  },
  { fact: "user rewatches Casablanca every year", questions: ["what movie do they love most?"] },
  {
    fact: "user dreams of visiting Peru",
    questions: ["where would they most like to travel someday?"],
  },
  { fact: "user uses Firefox", questions: ["which web browser do they prefer?"] },
  { fact: "user adores peonies", questions: ["what blooms should I put in a bouquet for them?"] },
  {
    fact: "user does the crossword every morning",
    questions: ["what brain teaser do they enjoy?"],
  },
  {
    fact: "user's favourite cuisine is Ethiopian",
    questions: ["which kind of restaurant would they most enjoy?"],
  },
  { fact: "user snacks on pistachios", questions: ["what should I put out for them to munch on?"] },
  {
    fact: "user's favourite colour is teal",
    questions: ["what shade should I pick for a sweater for them?"],
  },
  { fact: "user loves LaCroix", questions: ["which fizzy beverage should I stock for them?"] },
  {
    fact: "user's father-in-law races pigeons",
    questions: ["what's the hobby of their spouse's dad?"],
  },
  { fact: "user's uncle is a ship captain", questions: ["does anyone in the family work at sea?"] },
  {
    fact: "user's grandson joined the army",
    questions: ["is a grandchild serving in the military?"],
  },
  {
    fact: "user's college roommate lives in Nairobi",
    questions: ["which old friend is in Kenya?"],
  },
  {
    fact: "user's brother-in-law is a police officer",
    questions: ["is there a cop in the spouse's family?"],
  },
  {
    fact: "user's colleague Mei is on maternity leave",
    questions: ["which coworker just had a baby?"],
  },
  { fact: "user's mother was a librarian", questions: ["what was their mom's career?"] },
  { fact: "user's son is autistic", questions: ["does the boy have any special needs?"] },
  { fact: "user's toddler is teething", questions: ["why is the baby so fussy lately?"] },
  {
    fact: "user is the oldest of five siblings",
    questions: ["how many brothers and sisters do they have?"],
  },
  { fact: "user is a single mum", questions: ["is she raising the children on her own?"] },
  { fact: "user just turned forty", questions: ["how old are they?"] },
  {
    fact: "user's flatmate snores loudly",
    questions: ["does their housemate keep them awake at night?"],
  },
  {
    fact: "user's vet is Dr. Okafor",
    questions: ["where do they take the pets when one gets sick?"],
  },
  { fact: "user is allergic to eggs", questions: ["is a quiche okay to serve them?"] },
  { fact: "user can't tolerate soy", questions: ["is tofu fine in their stir-fry?"] },
  { fact: "user hates olives", questions: ["is tapenade a good appetizer for them?"] },
  { fact: "user is scared of needles", questions: ["will a vaccine appointment stress them out?"] },
  {
    fact: "user has arthritis in both hands",
    questions: ["will they struggle with stiff jar lids?"],
  },
  {
    fact: "user is sensitive to loud noise",
    questions: ["would a rock concert be a good outing for them?"],
  },
  { fact: "user hates cold weather", questions: ["would a winter break in Lapland suit them?"] },
  { fact: "user dislikes surprises", questions: ["should we throw them a secret party?"] },
  {
    fact: "user is on a low-FODMAP diet",
    questions: ["can I put garlic and onion in their meal?"],
  },
  {
    fact: "user gets heartburn easily",
    questions: ["are citrus and tomato sauces a problem for them?"],
  },
  {
    fact: "user doesn't like being photographed",
    questions: ["can I post a picture of them online?"],
  },
  { fact: "user can't swallow pills", questions: ["should I get their meds in liquid form?"] },
  {
    fact: "user is afraid of open water",
    questions: ["is a snorkelling excursion a good idea for them?"],
  },
];
/** Unrelated cues written with {@linkcode fresh7}: they must recall nothing. */
export const fresh7Unrelated: string[] = [
  "Hellenistic astrolabes",
  "Minoan palace archives",
  "ophiolite obduction",
  "Ediacaran biota",
  "muon decay",
  "Ostrogothic kingdoms",
  "Kinetics of biological catalysts",
  "Assyrian lamassu sculptures",
  "the Khazar khaganate",
  "Paleozoic trilobites",
  "Doppler broadening",
  "Scythian kurgans",
  "Noether's theorem",
  "Yersinia pestis genetics",
  "lanthanide magnetism",
];

/**
 * A ninth held-out set, written on 2026-12-02 by a separate writer who had not seen `src/`, the
 * README or the bench's results, told only the kinds of questions wanted and the facts already
 * held (to write new topics): 40 facts, one question each, a third asking for a kind of thing,
 * a third whether something suits the user, a third about the user's people. Measured first on
 * the engine before that session's changes and on the engine after them, then its misses read.
 */
export const fresh8: ParaphraseCase[] = [
  {
    fact: "user collects antique maps",
    questions: ["what vintage charts of the world do they hunt for at flea markets?"],
  },
  {
    fact: "user throws pots at a ceramics studio",
    questions: ["what craft do they do with clay on a wheel?"],
  },
  {
    fact: "user edits videos in Final Cut Pro",
    questions: ["which app do they use to put together their film clips?"],
  },
  {
    fact: "user makes kimchi at home",
    questions: ["what fermented Korean side dish do they prepare themselves?"],
  },
  {
    fact: "user plays the bagpipes",
    questions: ["what loud Scottish instrument do they practise?"],
  },
  {
    fact: "user grows bonsai trees",
    questions: ["what miniature Japanese plants do they prune and shape?"],
  },
  {
    fact: "user drinks kombucha daily",
    questions: ["what fizzy fermented beverage do they sip all the time?"],
  },
  { fact: "user wears Ray-Ban sunglasses", questions: ["which brand of shades do they own?"] },
  {
    fact: "user owns a Vitamix blender",
    questions: ["which brand do they use to puree soups and shakes?"],
  },
  {
    fact: "user plans everything in Notion",
    questions: ["which productivity app organises their tasks?"],
  },
  {
    fact: "user streams on Twitch",
    questions: ["which platform do they broadcast their gaming live on?"],
  },
  {
    fact: "user has a pet iguana named Rex",
    questions: ["what kind of lizard do they keep in a terrarium?"],
  },
  {
    fact: "user owns a food truck selling tacos",
    questions: ["what kind of mobile kitchen business do they run?"],
  },
  {
    fact: "user is allergic to mango",
    questions: ["is a chutney made from alphonsos safe for them?"],
  },
  {
    fact: "user is afraid of dogs",
    questions: ["should I shut my German shepherd in the yard when they visit?"],
  },
  {
    fact: "user is terrified of clowns",
    questions: [
      "would hiring a circus entertainer with a red nose be a good idea for their party?",
    ],
  },
  { fact: "user is allergic to coconut", questions: ["would macaroons be a safe treat for them?"] },
  {
    fact: "user dislikes country music",
    questions: ["should I get them tickets to see Dolly Parton?"],
  },
  {
    fact: "user hates the smell of lavender",
    questions: ["would a sleep spray scented with that purple herb make a nice present?"],
  },
  {
    fact: "user refuses to watch subtitled films",
    questions: ["is a foreign-language movie with captions a good pick for date night?"],
  },
  {
    fact: "user is frightened of thunderstorms",
    questions: ["is lightning and heavy rain tonight going to upset them?"],
  },
  { fact: "user is allergic to avocado", questions: ["is guacamole okay to serve them?"] },
  { fact: "user is a Jehovah's Witness", questions: ["would they accept a blood transfusion?"] },
  {
    fact: "user hates talking on the phone",
    questions: ["should I ring them or just send a message?"],
  },
  {
    fact: "user is afraid of the dark",
    questions: ["do they need a night-light left on when they sleep over?"],
  },
  { fact: "user hates pineapple on pizza", questions: ["should I order them a Hawaiian?"] },
  {
    fact: "user's brother is a professional magician",
    questions: ["which of their siblings performs illusions on stage?"],
  },
  {
    fact: "user's daughter is learning to fence",
    questions: ["what sport does their girl do with a sword and mask?"],
  },
  {
    fact: "user's wife is a florist",
    questions: ["does their spouse make bouquets for a living?"],
  },
  {
    fact: "user's mother-in-law is a retired opera singer",
    questions: ["did their spouse's mum perform arias professionally?"],
  },
  {
    fact: "user's niece is a professional skateboarder",
    questions: ["who in their family does kickflips competitively?"],
  },
  {
    fact: "user's coworker Raj is retiring next month",
    questions: ["which colleague is leaving on a pension soon?"],
  },
  {
    fact: "user's best friend lives in Dublin",
    questions: ["which Irish city is their closest pal based in?"],
  },
  {
    fact: "user's grandfather worked in a coal mine",
    questions: ["did their mum's dad spend his career digging underground?"],
  },
  {
    fact: "user's son collects Pokémon cards",
    questions: ["what trading game is their boy obsessed with?"],
  },
  {
    fact: "user's sister-in-law runs a tattoo parlour",
    questions: ["who in their spouse's family puts ink on people for a living?"],
  },
  {
    fact: "user's kids go to a Montessori school",
    questions: ["what teaching philosophy do their children's classrooms follow?"],
  },
  {
    fact: "user's mother plays bridge every Thursday",
    questions: ["what card game is their mum hooked on?"],
  },
  {
    fact: "user's boyfriend is a DJ",
    questions: ["does their partner spin music at nightclubs for a living?"],
  },
  {
    fact: "user works as a sign language interpreter",
    questions: ["could they translate for my deaf cousin at the meeting?"],
  },
];
/**
 * Unrelated cues written with {@linkcode fresh8}: they must recall nothing. Three of the writer's
 * share a word with the brain's notes and are left out (`Sumerian cuneiform lexical lists`,
 * `topological quantum field theory`, `Zermelo-Fraenkel set theory axioms`), as are two older
 * sets' cues whose words the ninth set's facts hold (`asteroid mining`, `Inca rope bridges`).
 */
export const fresh8Unrelated: string[] = [
  "Carboniferous lycopsid anatomy",
  "Cretan logogram repertoire",
  "ergodic theory of dynamical flows",
  "Ottoman diplomatic chanceries",
  "Laue diffraction of synchrotron radiography",
  "What is the laryngeal theory in Proto-Indo-Iranian?",
  "Galois cohomology",
  "tardigrade cryptobiosis",
  "Carolingian minuscule palaeography",
  "magnetohydrodynamic plasma instabilities",
  "Devonian placoderm fossils",
  "Ediacaran biota taphonomy",
];

/**
 * A tenth held-out set, written on 2026-12-02 by a separate writer who had not seen `src/`, the
 * README or the bench's results, told only the kinds of questions wanted and the notes and facts
 * already held: 40 facts, one question each. Measured once on the engine before that session's
 * changes and once on the engine at the end of it, before its misses were read.
 */
export const fresh9: ParaphraseCase[] = [
  { fact: "user has a 3D printer", questions: ["what gadget do they use to make plastic parts?"] },
  {
    fact: "user's comfort food is macaroni and cheese",
    questions: ["what do they eat when they're feeling down?"],
  },
  {
    fact: "user drinks yerba mate",
    questions: ["which Argentine infusion do they sip through a metal straw?"],
  },
  {
    fact: "user is into archery",
    questions: ["which target sport with a bow have they taken up?"],
  },
  {
    fact: "user has a pet hedgehog named Spike",
    questions: ["what prickly little animal lives with them?"],
  },
  { fact: "user owns a VW camper van", questions: ["what do they sleep in on road trips?"] },
  { fact: "user is a zookeeper", questions: ["where do they look after giraffes all day?"] },
  { fact: "user's local pub is The Red Lion", questions: ["where do they usually go for a pint?"] },
  { fact: "user listens to reggae", questions: ["what Jamaican music do they enjoy?"] },
  {
    fact: "user's favourite book is Pride and Prejudice",
    questions: ["which Jane Austen novel do they cherish?"],
  },
  {
    fact: "user is a Scrabble champion",
    questions: ["which lettered-tile board game have they won tournaments in?"],
  },
  { fact: "user collects fountain pens", questions: ["what writing instruments do they hoard?"] },
  { fact: "user reads manga", questions: ["what Japanese comics are they into?"] },
  { fact: "user owns a telescope", questions: ["do they do any stargazing?"] },
  { fact: "user is allergic to feathers", questions: ["is a goose-down duvet okay for them?"] },
  { fact: "user never wears hats", questions: ["would a baseball cap make a nice present?"] },
  {
    fact: "user dreads public speaking",
    questions: ["should I ask them to give the toast at our wedding?"],
  },
  { fact: "user has no social media accounts", questions: ["can I message them on Facebook?"] },
  {
    fact: "user hates roller coasters",
    questions: ["would they enjoy the loop-the-loop ride at the fairground?"],
  },
  {
    fact: "user hates black licorice",
    questions: ["would a bag of anise sweets make a good present?"],
  },
  { fact: "user has sensitive teeth", questions: ["will an ice-cold drink make them wince?"] },
  { fact: "user won't eat raisins", questions: ["is it okay to add sultanas to their porridge?"] },
  { fact: "user is dyslexic", questions: ["do they struggle with spelling?"] },
  {
    fact: "user refuses to drive on motorways",
    questions: ["is the freeway route okay for them?"],
  },
  {
    fact: "user faints at the sight of blood",
    questions: ["could they stay calm treating a deep gash?"],
  },
  { fact: "user hates musicals", questions: ["should I get them tickets to Les Misérables?"] },
  {
    fact: "user reacts badly to hair dye",
    questions: ["should I book them a highlights session at the salon?"],
  },
  {
    fact: "user's husband builds model railways",
    questions: ["what's their spouse's hobby involving tiny locomotives?"],
  },
  {
    fact: "user's daughter-in-law is Brazilian",
    questions: ["which country does their son's wife come from?"],
  },
  {
    fact: "user's daughter wants to be an astronaut",
    questions: ["what does their little girl dream of becoming?"],
  },
  {
    fact: "user has an identical twin brother",
    questions: ["do they have a sibling who looks just like them?"],
  },
  { fact: "user's manager is called Helen", questions: ["who do they report to at work?"] },
  {
    fact: "user's neighbour Ines waters their plants during holidays",
    questions: ["who looks after their greenery while they're on vacation?"],
  },
  { fact: "user's GP is called Anna Lindqvist", questions: ["who is their family doctor?"] },
  {
    fact: "user's father restores vintage tractors",
    questions: ["which old farm machines does their parent fix up?"],
  },
  {
    fact: "user's son is backpacking through Vietnam",
    questions: ["where in Asia is their boy trekking right now?"],
  },
  {
    fact: "user's personal trainer is Marcus",
    questions: ["who coaches their workouts at the gym?"],
  },
  {
    fact: "user's younger sister is a stand-up comedian",
    questions: ["does anyone in their family tell jokes on stage for a living?"],
  },
  {
    fact: "user carpools with a colleague named Jenna",
    questions: ["who do they share a ride to work with?"],
  },
  { fact: "user's in-laws live in Norway", questions: ["where do their spouse's parents reside?"] },
];
/**
 * Unrelated cues written with {@linkcode fresh9}: they must recall nothing. Two the writer gave
 * were already in an earlier set (`Carolingian minuscule palaeography`, `Galois cohomology`), and
 * an older set's `black hole event horizons` is left out: this set's black licorice holds its word.
 */
export const fresh9Unrelated: string[] = [
  "Byzantine numismatics",
  "Ordovician trilobite taxonomy",
  "Hamiltonian perturbation theory",
  "lichenometry",
  "Sumerian cuneiform lexicography",
  "Riemannian manifolds",
  "ergodic theory",
  "Tocharian verb morphology",
  "isotopic fractionation in foraminifera",
  "Ptolemaic epicycles",
  "spectroscopic ellipsometry",
  "skaldic compound metaphors",
  "Precambrian stromatolites",
];

/**
 * An eleventh held-out set, written on 2026-12-02 (a later session) by a separate writer who had
 * not seen `src/`, the README or the bench's results, told only the kinds of questions wanted
 * and the notes and facts already held: 40 facts, one question each. Measured once on the
 * engine as that session began, before any of its misses were read.
 */
export const fresh10: ParaphraseCase[] = [
  {
    fact: "user owns a Weber charcoal grill",
    questions: ["what do they cook steaks on outdoors?"],
  },
  {
    fact: "user is allergic to walnuts",
    questions: ["is the banana bread with nuts safe to serve them?"],
  },
  { fact: "user's son plays lacrosse", questions: ["what stick-and-net game is the boy into?"] },
  { fact: "user takes levothyroxine every morning", questions: ["what thyroid pill are they on?"] },
  { fact: "user's dog is a dachshund named Pretzel", questions: ["what breed is their pup?"] },
  { fact: "user works as an actuary", questions: ["what's their job in insurance?"] },
  { fact: "user lives in Edinburgh", questions: ["which Scottish city is home for them?"] },
  {
    fact: "user's girlfriend is a park ranger",
    questions: ["does their partner patrol a national forest for a living?"],
  },
  {
    fact: "user plays pickleball with neighbours",
    questions: ["what paddle sport do they do with the people next door?"],
  },
  {
    fact: "user is planning a safari in Kenya",
    questions: ["where in Africa are they going to see lions?"],
  },
  { fact: "user quit smoking in 2019", questions: ["are cigarettes still a habit of theirs?"] },
  { fact: "user's grandson was born last week", questions: ["is there a new baby in the family?"] },
  { fact: "user owns a Steinway grand", questions: ["what piano sits in their living room?"] },
  {
    fact: "user's favourite band is Radiohead",
    questions: ["which music group do they love most?"],
  },
  {
    fact: "user works as a crane operator",
    questions: ["do they handle heavy lifting machinery on building sites?"],
  },
  { fact: "user drives a Mazda Miata", questions: ["what convertible sports car do they have?"] },
  {
    fact: "user needs reading glasses",
    questions: ["should the menu be printed in a bigger font for them?"],
  },
  {
    fact: "user uses a CPAP for sleep apnea",
    questions: ["do they need a breathing device at night?"],
  },
  {
    fact: "user keeps goldfish in a pond",
    questions: ["what lives in their backyard water feature?"],
  },
  {
    fact: "user's daughter attends Juilliard",
    questions: ["which performing arts conservatory is their girl enrolled at?"],
  },
  { fact: "user fasts during Lent", questions: ["do they give anything up before Easter?"] },
  {
    fact: "user's mother's birthday is on Halloween",
    questions: ["what date should I send their mum a card?"],
  },
  { fact: "user gave up red meat", questions: ["would they enjoy a beef burger?"] },
  { fact: "user is addicted to sour gummies", questions: ["what candy do they snack on?"] },
  {
    fact: "user has a KitchenAid stand mixer",
    questions: ["what appliance do they use to knead dough?"],
  },
  {
    fact: "user has titanium screws in the ankle",
    questions: ["will they set off the airport metal detector?"],
  },
  { fact: "user plays the harp", questions: ["what stringed instrument do they pluck?"] },
  {
    fact: "user volunteers at a food bank",
    questions: ["where do they donate time sorting groceries?"],
  },
  {
    fact: "user is writing a memoir",
    questions: ["are they working on a book about their own life?"],
  },
  {
    fact: "user's brother lives in Phoenix",
    questions: ["which Arizona city is their sibling based in?"],
  },
  {
    fact: "user is a certified scuba diver",
    questions: ["can they join the underwater excursion on holiday?"],
  },
  { fact: "user naps every afternoon", questions: ["do they take a siesta after lunch?"] },
  { fact: "user keeps a kayak on the car roof", questions: ["what boat do they paddle?"] },
  {
    fact: "user's favourite season is autumn",
    questions: ["what time of year do they like best?"],
  },
  {
    fact: "user bought a house in Vermont",
    questions: ["where is their new home in New England?"],
  },
  {
    fact: "user's son is in the Navy",
    questions: ["is their boy serving at sea in the military?"],
  },
  { fact: "user speaks Tagalog", questions: ["what Filipino language do they know?"] },
  { fact: "user's barber is named Luis", questions: ["who cuts their hair?"] },
  { fact: "user got married in Tuscany", questions: ["where was their wedding held?"] },
  {
    fact: "user's go-to cocktail is a negroni",
    questions: ["what drink should I mix for them at the bar?"],
  },
];
/** Unrelated cues written with {@linkcode fresh10}: they must recall nothing. */
export const fresh10Unrelated: string[] = [
  "Etruscan haruspicy",
  "Hurrian cult chants",
  "Cretaceous ammonite zonation",
  "Wnt morphogen gradients",
  "Glagolitic palaeography",
  "Tarski's undefinability theorem",
  "Ugaritic alphabetic inscriptions",
  "Kuramoto oscillator synchronization",
  "Sarmatian cataphracts",
  "Triassic cynodont phylogeny",
  "Jacobian conjecture",
  "sphingolipid biosynthesis",
];

/**
 * Questions naming a fact by another form of one of its words, which the lexical index's
 * stemmer does not join to it (`allergies` and `allergic`, `chemist` and `chemistry`), with
 * other words the fact lacks. Written on 2026-12-01 before anything was built for them; not
 * picked by whether any rule would catch them (`surgical`, `swimmer`, `Korean` may well not).
 */
export const wordForms: ParaphraseCase[] = [
  { fact: "user is allergic to shellfish", questions: ["any allergies to seafood?"] },
  { fact: "user teaches chemistry at a high school", questions: ["is she a chemist?"] },
  { fact: "started a new podcast about history", questions: ["any historical audio series?"] },
  { fact: "user paints watercolors", questions: ["is there a painter in the family?"] },
  { fact: "user plays guitar in a band", questions: ["are they a guitarist?"] },
  { fact: "user plays the cello in an orchestra", questions: ["any orchestral hobbies?"] },
  { fact: "user's daughter plays violin", questions: ["is the girl a violinist?"] },
  { fact: "user speaks fluent Mandarin", questions: ["how fluently do they talk?"] },
  { fact: "user is learning Spanish on Duolingo", questions: ["is he a learner of languages?"] },
  {
    fact: "user's partner Sam is a veterinarian",
    questions: ["who knows about veterinary care?"],
  },
  { fact: "user is a pharmacist", questions: ["who in the house knows pharmacy?"] },
  { fact: "user is a Buddhist", questions: ["does Buddhism shape their diet?"] },
  { fact: "user is recovering from knee surgery", questions: ["any surgical operations lately?"] },
  { fact: "user swims laps at the pool", questions: ["is he a swimmer?"] },
  { fact: "user is studying for the bar exam", questions: ["any examinations coming up?"] },
  { fact: "user sings in a church choir", questions: ["is she a singer?"] },
  { fact: "user is pregnant with her second child", questions: ["any pregnancy news?"] },
  { fact: "user has asthma", questions: ["is he asthmatic?"] },
  { fact: "user reads science fiction novels", questions: ["is she a novelist?"] },
  { fact: "user's grandfather fought in Korea", questions: ["any Korean war stories?"] },
  { fact: "user types on a ThinkPad", questions: ["is he a fast typist?"] },
  { fact: "user collects stamps", questions: ["is there a collector at home?"] },
  { fact: "user is training a Labrador puppy", questions: ["who is the trainer of the dog?"] },
  { fact: "user has high blood pressure", questions: ["is there a history of bloody noses?"] },
];

/**
 * A second set like {@linkcode wordForms}, written on 2026-12-01 after the forms were built and
 * before measuring them on it: the same kind of question, other facts and words. Four
 * questions first written for it were dropped because the stemmer joins their word to the fact's
 * (`mechanical`, `oceanic`, `accountancy`, `meditative`).
 */
export const wordForms2: ParaphraseCase[] = [
  { fact: "the pharmacy closes at nine", questions: ["when is the pharmacist around?"] },
  { fact: "signed up for a pottery workshop", questions: ["is she a potter?"] },
  { fact: "listened to a webinar on budgeting", questions: ["any budgetary planning lately?"] },
  { fact: "the heating bill was high this winter", questions: ["is the heater expensive to run?"] },
  { fact: "user teaches chemistry at a high school", questions: ["any chemical hazards at work?"] },
  { fact: "user studies medicine at university", questions: ["is she a medical student?"] },
  { fact: "user is recovering from knee surgery", questions: ["who was the surgeon?"] },
  {
    fact: "user's father is a retired plumber",
    questions: ["any plumbing experience in the family?"],
  },
  { fact: "user speaks Portuguese at home", questions: ["is Portugal where they come from?"] },
  { fact: "user is allergic to cats", questions: ["anything allergenic about pets?"] },
  { fact: "user is learning to play the piano", questions: ["is she a pianist?"] },
  {
    fact: "user's son is allergic to bee stings",
    questions: ["any allergy emergencies for the boy?"],
  },
  {
    fact: "the dentist office sent a reminder card",
    questions: ["any dental checkups coming?"],
  },
  { fact: "user plays the drums", questions: ["is he a drummer?"] },
  { fact: "user reads science fiction novels", questions: ["does she like scientific topics?"] },
  { fact: "user is a Catholic", questions: ["is Catholicism important to them?"] },
];

/**
 * A twelfth held-out set, written on 2026-12-02 (the sixteenth session) by a separate writer who
 * had not seen `src/`, the README or the bench's results, told only the kinds of questions wanted
 * and the notes and facts already held: 40 facts, one question each. Measured once on the engine
 * as that session began, before any of its misses were read.
 */
export const fresh11: ParaphraseCase[] = [
  { fact: "user's aunt is a nun", questions: ["does anyone in their family live in a convent?"] },
  { fact: "user's horse is named Jasper", questions: ["what's their steed called?"] },
  {
    fact: "user's employer uses Slack for chat",
    questions: ["which messaging app do their coworkers live in?"],
  },
  {
    fact: "user is up for promotion in March",
    questions: ["any career news expected this spring?"],
  },
  { fact: "user uses a standing desk", questions: ["do they stay upright at their workstation?"] },
  { fact: "user's gym is Planet Fitness", questions: ["where do they work out?"] },
  { fact: "user does woodworking in the shed", questions: ["do they have carpentry skills?"] },
  { fact: "user does geocaching", questions: ["do they go on GPS treasure hunts?"] },
  {
    fact: "user plays cricket for a village team",
    questions: ["what bat-and-ball sport are they into?"],
  },
  {
    fact: "user's favourite board game is Catan",
    questions: ["which tabletop pastime would they pick at a party?"],
  },
  { fact: "user has physiotherapy on Mondays", questions: ["when is their rehab session?"] },
  {
    fact: "user's rent is due on the first",
    questions: ["when does the landlord expect payment each month?"],
  },
  { fact: "user's TV is an LG OLED", questions: ["what screen do they watch movies on?"] },
  {
    fact: "user has Sony noise-cancelling headphones",
    questions: ["what do they wear over their ears for music?"],
  },
  { fact: "user has a Nintendo Switch", questions: ["which handheld console do they game on?"] },
  {
    fact: "user has a Ring doorbell",
    questions: ["can they see who's on the porch from their phone?"],
  },
  { fact: "user only wears Patagonia", questions: ["what outdoor clothing label do they like?"] },
  { fact: "user is fluent in Korean", questions: ["could they read a menu in Seoul?"] },
  { fact: "user wears a hijab", questions: ["do they cover their hair in public?"] },
  { fact: "user has an MBA from Wharton", questions: ["which business school did they attend?"] },
  {
    fact: "user is going to Iceland in November",
    questions: ["their trip to see the northern lights"],
  },
  {
    fact: "user has a timeshare in Cancun",
    questions: ["do they have a vacation property in Mexico?"],
  },
  {
    fact: "user pays for everything with Amex",
    questions: ["which credit card do they prefer at checkout?"],
  },
  { fact: "user owns some Bitcoin", questions: ["do they hold any crypto?"] },
  { fact: "user's pension is with Vanguard", questions: ["who manages their retirement savings?"] },
  { fact: "user wears a medium in shirts", questions: ["what size tee should I get them?"] },
  {
    fact: "user is a registered organ donor",
    questions: ["did they sign up to give their kidneys after death?"],
  },
  { fact: "user's house has solar panels", questions: ["is their home powered by the sun?"] },
  { fact: "user has curly red hair", questions: ["is the user a ginger?"] },
  { fact: "user has a compass tattoo on the wrist", questions: ["any ink on their body?"] },
  {
    fact: "user sponsors a child in Guatemala",
    questions: ["do they support a kid abroad through a charity?"],
  },
  { fact: "user served in the Marines", questions: ["are they a military veteran?"] },
  { fact: "user hates beetroot", questions: ["should I leave borscht off their menu?"] },
  { fact: "user can't digest garlic", questions: ["is aioli safe for them?"] },
  {
    fact: "user gets a manicure every other Friday",
    questions: ["when's their nail appointment?"],
  },
  { fact: "user has tinnitus", questions: ["do they hear a constant ringing in their ears?"] },
  {
    fact: "user takes melatonin to fall asleep",
    questions: ["what supplement helps them doze off at night?"],
  },
  { fact: "user has anaemia", questions: ["are their iron levels low?"] },
  { fact: "user has a jet ski", questions: ["any personal watercraft for the lake?"] },
  {
    fact: "user's sister lives in Singapore",
    questions: ["which relative could they visit in Southeast Asia?"],
  },
];

/** Unrelated cues written with {@linkcode fresh11}: they must recall nothing. */
export const fresh11Unrelated: string[] = [
  "What did Cantor's diagonal argument demonstrate?",
  "Monophysite christology quarrel",
  "Neoproterozoic microbial mats",
  "Cherenkov photon tallies",
  "Sumerian cuneiform lexical corpora",
  "Riemann zeta zeros",
  "Kalmar compact of Scandinavian crowns",
  "ribosomal frameshifting signals",
  "Carolingian minuscule script",
  "tensor renormalization algorithms",
  "Pleistocene megafauna extinction",
  "Ainu phonotactics",
];

/**
 * A thirteenth held-out set, written on 2026-12-02 (the sixteenth session, after its engine was
 * built) by a separate writer who had not seen `src/`, the README or the bench's results, told only
 * the kinds of questions wanted and the notes and facts already held: 40 facts, one question each.
 * Measured once on that session's engine and on the one before it, before any of its misses were
 * read.
 */
export const fresh12: ParaphraseCase[] = [
  { fact: "user is allergic to pine nuts", questions: ["is homemade pesto safe for them?"] },
  {
    fact: "user dislikes blue cheese",
    questions: ["should I leave the gorgonzola off their salad?"],
  },
  { fact: "user has a stutter", questions: ["do they have a speech impediment?"] },
  {
    fact: "user has Crohn's disease",
    questions: ["what inflammatory gut illness do they live with?"],
  },
  { fact: "user takes antidepressants", questions: ["are they on medication for low mood?"] },
  { fact: "user keeps two alpacas", questions: ["what fluffy llama-like animals do they own?"] },
  {
    fact: "user's great-uncle turns 100 next month",
    questions: ["which elderly relative has a centenary coming up?"],
  },
  { fact: "user's stepmother is named Carol", questions: ["who is their father's second wife?"] },
  { fact: "user gets paid biweekly", questions: ["how often does their salary come in?"] },
  {
    fact: "user donates monthly to Doctors Without Borders",
    questions: ["which medical charity do they give to?"],
  },
  {
    fact: "user studied abroad in Kyoto",
    questions: ["where did they spend a semester overseas?"],
  },
  { fact: "user knows Latin", questions: ["could they translate this Roman inscription?"] },
  {
    fact: "user trains in Brazilian jiu-jitsu",
    questions: ["what grappling martial art do they practise?"],
  },
  { fact: "user plays water polo", questions: ["what team sport do they do in the pool?"] },
  { fact: "user follows Formula 1", questions: ["which motor racing series do they watch?"] },
  { fact: "user loves Studio Ghibli films", questions: ["what animated movies would they enjoy?"] },
  {
    fact: "user's favourite ice cream is mint choc chip",
    questions: ["which gelato flavour should I get them?"],
  },
  {
    fact: "user does Pilates on Monday evenings",
    questions: ["what reformer class do they attend at the start of the week?"],
  },
  {
    fact: "user's car insurance renews in September",
    questions: ["when is their auto policy due?"],
  },
  { fact: "user has a ride-on mower", questions: ["what do they use to cut the grass?"] },
  { fact: "user has an iPad Pro", questions: ["which tablet do they own?"] },
  {
    fact: "user has a Sonos speaker in the lounge",
    questions: ["what wireless sound system is in their living room?"],
  },
  {
    fact: "user loves Lush bath bombs",
    questions: ["what fizzy tub treats would make a good gift?"],
  },
  {
    fact: "user is going to Morocco at Easter",
    questions: ["which North African country are they visiting this spring?"],
  },
  { fact: "user hates layovers", questions: ["should I book connecting flights for them?"] },
  {
    fact: "user bites their nails",
    questions: ["do they have a nervous habit with their fingers?"],
  },
  { fact: "user can only drive automatics", questions: ["can they handle a stick shift rental?"] },
  {
    fact: "user is terrified of moths",
    questions: ["will fluttering night insects freak them out?"],
  },
  {
    fact: "user's ring size is 7",
    questions: ["how big should the wedding band for their finger be?"],
  },
  { fact: "user has a nose piercing", questions: ["would a nostril stud suit them?"] },
  { fact: "user does origami", questions: ["do they enjoy paper folding?"] },
  {
    fact: "user plays darts at the pub",
    questions: ["what bar game with a bullseye board are they into?"],
  },
  {
    fact: "user's team uses Jira",
    questions: ["which ticketing tool do their colleagues work from?"],
  },
  {
    fact: "user's favourite restaurant is Nobu",
    questions: ["where should I reserve a celebration dinner for them?"],
  },
  { fact: "user is a Scout leader", questions: ["are they in charge of a cub troop?"] },
  {
    fact: "user has a season ticket at the opera",
    questions: ["would they enjoy an evening of Puccini?"],
  },
  {
    fact: "user has a bunion on the right foot",
    questions: ["any toe trouble I should know about when choosing shoes?"],
  },
  {
    fact: "user's karaoke song is Bohemian Rhapsody",
    questions: ["what Queen track do they belt out at mic night?"],
  },
  { fact: "user's optician is Dr. Patel", questions: ["who tests their eyesight?"] },
  { fact: "user's church is St Mary's", questions: ["which parish do they worship at?"] },
];

/** Unrelated cues written with {@linkcode fresh12}: they must recall nothing. */
export const fresh12Unrelated: string[] = [
  "Calkin quotient",
  "tectonic subduction zones",
  "Byzantine iconoclasm schism",
  "Kolmogorov incompressibility bounds",
  "lymphocyte antigen recognition",
  "Quaternary glaciation chronology",
  "Laplacian eigenvalue degeneracy",
  "Walrasian equilibrium tatonnement",
  "symplectic manifold geometry",
  "stellar nucleosynthesis",
  "Mesozoic ammonite biostratigraphy",
  "synaptic vesicle exocytosis",
];

/**
 * A fourteenth held-out set, written on 2026-12-02 (the seventeenth session, before any of its
 * engine changes were measured on it) by a separate writer who read nothing of the project — not
 * `src/`, the README, the bench or its other sets — told only the kind of facts and questions
 * wanted: 40 facts, one question each. Some facts are ones other sets hold too ("user hates
 * cilantro", "user is left-handed"): the brain holds each once. Measured once on this session's
 * engine and on the one before it, before any of its misses were read.
 */
export const fresh13: ParaphraseCase[] = [
  {
    fact: "user's daughter plays the cello",
    questions: ["What musical instrument does their child practice?"],
  },
  { fact: "user is allergic to penicillin", questions: ["Which antibiotic should they avoid?"] },
  { fact: "user drives a Tesla Model 3", questions: ["What kind of car do they own?"] },
  { fact: "user has a golden retriever named Biscuit", questions: ["What breed is their dog?"] },
  { fact: "user works as a pediatric nurse", questions: ["What is their profession?"] },
  { fact: "user lives in Minneapolis", questions: ["What city should I check the weather for?"] },
  {
    fact: "user is vegan",
    questions: ["Is it okay to suggest a cheese omelette recipe for them?"],
  },
  { fact: "user is afraid of spiders", questions: ["Which creatures scare them?"] },
  { fact: "user runs marathons", questions: ["What endurance sport do they compete in?"] },
  {
    fact: "user's brother serves in the Navy",
    questions: ["Which military branch is their sibling in?"],
  },
  { fact: "user has an iPhone 15 Pro", questions: ["What mobile device do they carry?"] },
  { fact: "user attends Mass every Sunday", questions: ["Which faith do they follow?"] },
  { fact: "user has type 1 diabetes", questions: ["Do they need to monitor their blood sugar?"] },
  { fact: "user plays chess online", questions: ["Which board game do they enjoy?"] },
  {
    fact: "user is saving for a house down payment",
    questions: ["What big purchase are they putting money aside toward?"],
  },
  { fact: "user hates cilantro", questions: ["Which herb should I leave out of dishes for them?"] },
  { fact: "user speaks fluent Japanese", questions: ["What foreign language do they know well?"] },
  { fact: "user's husband is named Marco", questions: ["What is their spouse called?"] },
  {
    fact: "user is planning a trip to Iceland in October",
    questions: ["Where are they heading on vacation this fall?"],
  },
  {
    fact: "user goes to bed at 10 pm",
    questions: ["Is it too late to call them at eleven at night?"],
  },
  { fact: "user wears contact lenses", questions: ["Do they need vision correction?"] },
  { fact: "user knits sweaters", questions: ["What craft do they do with yarn?"] },
  {
    fact: "user prefers aisle seats on planes",
    questions: ["Do they want the window when they fly?"],
  },
  {
    fact: "user listens to podcasts on Spotify",
    questions: ["Which streaming app do they use for audio shows?"],
  },
  {
    fact: "user banks with Chase",
    questions: ["Which financial institution holds their checking account?"],
  },
  { fact: "user bikes to the office", questions: ["How do they commute each day?"] },
  {
    fact: "user is a huge fan of the Green Bay Packers",
    questions: ["Which NFL team do they root for?"],
  },
  {
    fact: "user has chronic lower back pain",
    questions: ["Should I suggest heavy deadlifts for them?"],
  },
  {
    fact: "user meditates for 20 minutes every morning",
    questions: ["Do they have a mindfulness routine?"],
  },
  { fact: "user loves Thai food", questions: ["What cuisine should I recommend for takeout?"] },
  {
    fact: "user grows tomatoes in a backyard garden",
    questions: ["What crops do they cultivate at home?"],
  },
  { fact: "user rents a two-bedroom apartment", questions: ["Are they a tenant or a homeowner?"] },
  {
    fact: "user collects vintage vinyl records",
    questions: ["What do they hunt for at secondhand music shops?"],
  },
  { fact: "user volunteers at an animal shelter", questions: ["Where do they donate their time?"] },
  { fact: "user quit smoking two years ago", questions: ["Is it okay to offer them a cigarette?"] },
  {
    fact: "user's birthday is July 4",
    questions: ["On which date do they celebrate getting older?"],
  },
  {
    fact: "user dislikes crowded parties",
    questions: ["Should I invite them to a big loud gathering?"],
  },
  { fact: "user reads mystery novels", questions: ["What literary genre do they like?"] },
  { fact: "user is left-handed", questions: ["Are they a southpaw?"] },
  {
    fact: "user's favorite color is teal",
    questions: ["What shade should I pick for a gift scarf?"],
  },
];

/** Unrelated cues written with {@linkcode fresh13}: they must recall nothing. */
export const fresh13Unrelated: string[] = [
  "neutron degeneracy in pulsars",
  "Carolingian minuscule script",
  "subduction zone earthquakes",
  "Galois extension theory",
  "Monophysite christology quarrel",
  "Riemann zeta function zeros",
  "quantum chromodynamics gluon confinement",
  "Hallucigenia and Anomalocaris",
  "Hanseatic mercantile privileges",
  "cosmic background anisotropy",
  "homotopy of spheres",
  "metamorphic foliation in schist",
];

/**
 * A fifteenth held-out set, written on 2026-12-03 (stop 36) by a separate writer who had not
 * seen the project: 50 facts, two questions each. It was measured once on the engine the
 * session began with (`d891631`: 41 of 100 in its own brain, 21 among every set) and then read
 * and tuned on during that session, so it is a tuning set now.
 */
export const fresh14: ParaphraseCase[] = [
  {
    fact: "user owns a Vespa scooter",
    questions: [
      "what two-wheeler do they get around town on?",
      "would a helmet be a useful present for them?",
    ],
  },
  {
    fact: "user drives a Toyota Prius",
    questions: ["what car is parked in their garage?", "is their vehicle a hybrid?"],
  },
  {
    fact: "user can't eat gluten",
    questions: [
      "is regular pasta okay to serve them?",
      "should I pick a restaurant with celiac-friendly options for them?",
    ],
  },
  {
    fact: "user is allergic to peanuts",
    questions: [
      "can I put satay sauce in the dish I make for them?",
      "is a Reese's cup a safe treat to offer them?",
    ],
  },
  {
    fact: "user's daughter plays violin in the school orchestra",
    questions: [
      "what instrument is their girl learning?",
      "which musical activity keeps their kid busy after class?",
    ],
  },
  {
    fact: "user has a golden retriever named Biscuit",
    questions: ["what breed is their dog?", "do they keep any pets at home?"],
  },
  {
    fact: "user works as a nurse in an ER",
    questions: [
      "what is their profession?",
      "do they do hospital shifts treating emergency patients?",
    ],
  },
  {
    fact: "user lives in Denver",
    questions: ["what city are they based in?", "are they in Colorado?"],
  },
  {
    fact: "user is Jewish and keeps kosher",
    questions: [
      "can I serve them a ham sandwich?",
      "should pork and shellfish stay off the menu when they visit?",
    ],
  },
  {
    fact: "user rides a Peloton every morning",
    questions: [
      "what exercise equipment do they have at home?",
      "how do they usually start the day?",
    ],
  },
  {
    fact: "user reads on a Kindle",
    questions: [
      "which device do they use for books?",
      "would an Amazon gift card for ebooks be useful to them?",
    ],
  },
  {
    fact: "user shops at Costco for groceries",
    questions: [
      "where do they buy food in bulk?",
      "do they probably already have a warehouse club membership?",
    ],
  },
  {
    fact: "user is vegan",
    questions: ["can I make them a cheese omelet?", "do they consume any animal products?"],
  },
  {
    fact: "user has type 1 diabetes",
    questions: [
      "do they need insulin?",
      "should I be careful about bringing a sugary dessert for them?",
    ],
  },
  {
    fact: "user is lactose intolerant",
    questions: ["is a milkshake okay for them?", "can they have dairy without trouble?"],
  },
  {
    fact: "user's son competes on the high school swim team",
    questions: ["what sport does the kid do?", "does their boy train in a pool?"],
  },
  {
    fact: "user works on a MacBook",
    questions: ["what laptop do they have?", "would an Apple charger fit their computer?"],
  },
  {
    fact: "user has an iPhone 15",
    questions: ["which smartphone do they carry?", "is their mobile Android or Apple?"],
  },
  {
    fact: "user has two cats",
    questions: [
      "how many felines live in their home?",
      "would a scratching post be a good gift for them?",
    ],
  },
  {
    fact: "user plays golf on weekends",
    questions: [
      "what do they do on Saturdays?",
      "would a new set of clubs and tees be a welcome present?",
    ],
  },
  {
    fact: "user is a software engineer at Google",
    questions: ["which company employs them?", "do they write code for a living?"],
  },
  {
    fact: "user grew up in Brazil",
    questions: ["where did they spend their childhood?", "what country are they originally from?"],
  },
  {
    fact: "user visited Japan last spring",
    questions: ["where did they travel recently?", "have they ever been to Asia?"],
  },
  {
    fact: "user is Muslim",
    questions: ["what faith do they follow?", "should I avoid serving pork at dinner with them?"],
  },
  {
    fact: "user celebrates Diwali",
    questions: [
      "what Hindu festival do they mark each fall?",
      "would sending sweets and a greeting for the festival of lights please them?",
    ],
  },
  {
    fact: "user is saving for a house down payment",
    questions: ["what are they putting money aside for?", "are they trying to purchase a home?"],
  },
  {
    fact: "user has student loan debt",
    questions: [
      "do they owe money from college?",
      "are they still paying off anything from university?",
    ],
  },
  {
    fact: "user rents an apartment",
    questions: ["do they own their home?", "is their place under a lease?"],
  },
  {
    fact: "user has a vegetable garden in the backyard",
    questions: ["do they grow their own tomatoes?", "what outdoor hobby do they pursue at home?"],
  },
  {
    fact: "user goes to bed by 9pm",
    questions: ["can I phone them at 10 o'clock at night?", "are they an early sleeper?"],
  },
  {
    fact: "user drinks coffee black",
    questions: [
      "should I add cream and sugar to their cup?",
      "how do they take their morning brew?",
    ],
  },
  {
    fact: "user hates cilantro",
    questions: [
      "should I garnish their tacos with coriander?",
      "is there an herb they can't stand?",
    ],
  },
  {
    fact: "user dislikes horror movies",
    questions: ["would they enjoy a scary film night?", "should I pick a slasher flick for them?"],
  },
  {
    fact: "user has a master's degree in economics",
    questions: ["what did they study in grad school?", "how far did they go with their education?"],
  },
  {
    fact: "user is learning Spanish on Duolingo",
    questions: ["what language are they studying?", "which app do they practice with?"],
  },
  {
    fact: "user has a bad knee",
    questions: ["can they handle a long hike?", "do they have any joint problems?"],
  },
  {
    fact: "user is pregnant",
    questions: ["are they expecting a baby?", "is it safe to offer them wine?"],
  },
  {
    fact: "user wears contact lenses",
    questions: [
      "do they need vision correction?",
      "should they pack saline solution for the trip?",
    ],
  },
  {
    fact: "user's mother lives with them",
    questions: ["is an elderly parent part of their household?", "does their mom share the house?"],
  },
  {
    fact: "user's husband is a firefighter",
    questions: ["what does their spouse do for work?", "is their partner in emergency services?"],
  },
  {
    fact: "user has a parrot",
    questions: ["do they keep a bird?", "what pet talks back to them?"],
  },
  {
    fact: "user runs marathons",
    questions: ["are they into long-distance races?", "what endurance sport do they do?"],
  },
  {
    fact: "user plays the guitar",
    questions: [
      "which instrument do they strum?",
      "would a capo and new strings be a good present?",
    ],
  },
  {
    fact: "user follows the Green Bay Packers",
    questions: ["which NFL team do they root for?", "are they a Wisconsin football fan?"],
  },
  {
    fact: "user does yoga three times a week",
    questions: ["what kind of exercise do they do regularly?", "would a mat be handy for them?"],
  },
  {
    fact: "user works night shifts",
    questions: ["are they awake at 2am?", "is it fine to call them at noon?"],
  },
  {
    fact: "user is colorblind",
    questions: ["can they tell red from green?", "should I use a chart that relies only on hues?"],
  },
  {
    fact: "user always books United for flights",
    questions: [
      "which airline do they prefer?",
      "whose loyalty points are they collecting when traveling?",
    ],
  },
  {
    fact: "user is Catholic and attends Mass on Sundays",
    questions: ["what religion do they practice?", "are they at church on weekend mornings?"],
  },
  {
    fact: "user speaks fluent French",
    questions: [
      "can they chat with Parisians without a translator?",
      "what second language do they know?",
    ],
  },
];

/** Unrelated cues written with {@linkcode fresh14}: they must recall nothing. */
export const fresh14Unrelated: string[] = [
  "Mesozoic ammonite biostratigraphy",
  "spectral theorem in infinite-dimensional Hilbert geometry",
  "Byzantine uncial palaeography",
  "Cepheid pulsation luminosity",
  "Ordovician graptolite zones",
  "tensor calculus on manifolds",
  "Sumerian cuneiform orthography",
  "magnetohydrodynamic turbulence",
  "Carboniferous lycopsid anatomy",
  "robustness of Lagrange equilibria",
  "Akkadian verb morphology",
  "Noetherian module theory",
];

/**
 * A sixteenth held-out set, written on 2026-12-03 (stop 36) by another writer who had not seen
 * the project, told the issue's four examples and the kind of facts and questions wanted: 50
 * facts, two questions each. It was measured once, at the end of that session, on `d891631`
 * and on the session's engine, before any of its misses was read.
 */
export const fresh15: ParaphraseCase[] = [
  {
    fact: "user owns a Subaru Outback",
    questions: ["what car is parked in their garage?", "find out which vehicle they get around in"],
  },
  {
    fact: "user can't eat gluten",
    questions: ["can I bake them a wheat bread?", "would a regular pasta dinner be okay for them?"],
  },
  {
    fact: "user's son is on the school swim team",
    questions: ["what sport does the kid do?", "does their boy compete in anything after class?"],
  },
  {
    fact: "user works on a MacBook",
    questions: [
      "what laptop does this person have?",
      "is their computer a Windows machine or an Apple one?",
    ],
  },
  {
    fact: "user is allergic to peanuts",
    questions: [
      "could a Snickers bar make them sick?",
      "is there any food that sets off a bad reaction in them?",
    ],
  },
  {
    fact: "user is vegetarian",
    questions: ["should I book a steakhouse for their birthday dinner?", "do they eat meat?"],
  },
  {
    fact: "user takes oat milk in coffee",
    questions: ["what should I add to their latte?", "which dairy alternative do they prefer?"],
  },
  {
    fact: "user's daughter is studying at UCLA",
    questions: ["where does their girl go to college?", "which university is the kid enrolled at?"],
  },
  {
    fact: "user has a golden retriever named Max",
    questions: ["what kind of dog do they have?", "what do they call their pet?"],
  },
  {
    fact: "user plays tennis on weekends",
    questions: [
      "what sport do they do on Saturdays?",
      "would a new racket be a good gift for them?",
    ],
  },
  {
    fact: "user is a nurse at St. Mary's Hospital",
    questions: ["what's their occupation?", "where are they employed?"],
  },
  {
    fact: "user lives in Denver",
    questions: ["what city do they call home?", "look up which town they're based in"],
  },
  {
    fact: "user is Jewish and keeps kosher",
    questions: ["is it fine to serve them a ham sandwich?", "what faith do they practice?"],
  },
  {
    fact: "user's mortgage is with Wells Fargo",
    questions: ["which bank holds their home loan?", "who do they pay each month for the house?"],
  },
  {
    fact: "user grows tomatoes in raised beds",
    questions: [
      "what vegetables do they plant out back?",
      "is there anything they harvest from their yard in summer?",
    ],
  },
  {
    fact: "user goes to the gym at 6am every weekday",
    questions: ["when do they work out?", "can I schedule a call with them early Tuesday morning?"],
  },
  {
    fact: "user hates cilantro",
    questions: [
      "should I leave the coriander off their tacos?",
      "is there an herb they can't stand?",
    ],
  },
  {
    fact: "user is a big fan of Taylor Swift",
    questions: ["which singer do they love?", "would Eras Tour concert tickets be a good present?"],
  },
  {
    fact: "user is reading the Harry Potter series",
    questions: [
      "what novels have they got going at the moment?",
      "which wizard books are they in the middle of?",
    ],
  },
  {
    fact: "user watches The Office on repeat",
    questions: [
      "what TV show do they never get tired of?",
      "would a Dunder Mifflin mug make them laugh?",
    ],
  },
  {
    fact: "user plays Minecraft with friends",
    questions: ["what video game are they into?", "which game could I join them in online?"],
  },
  {
    fact: "user takes insulin for type 1 diabetes",
    questions: [
      "do they have a chronic illness I should know about?",
      "do they need daily injections for anything?",
    ],
  },
  {
    fact: "user is lactose intolerant",
    questions: ["can they have a milkshake?", "would a cheese platter upset their stomach?"],
  },
  {
    fact: "user rides an e-bike to work",
    questions: ["how do they commute?", "how do they get to the office each day?"],
  },
  {
    fact: "user's wife is named Priya",
    questions: ["what is their spouse called?", "who is their partner?"],
  },
  {
    fact: "user has two cats",
    questions: ["do they have any pets?", "how many felines live at their place?"],
  },
  {
    fact: "user is training for the Boston Marathon",
    questions: ["what race are they preparing for?", "would jogging shoes be a useful gift?"],
  },
  {
    fact: "user uses an iPhone 15",
    questions: ["check what mobile device they carry", "should I send them an Android-only app?"],
  },
  {
    fact: "user drives a Tesla Model 3",
    questions: ["does their car need gas?", "what EV do they own?"],
  },
  {
    fact: "user is a Catholic who attends Mass on Sundays",
    questions: ["what religion are they?", "are they busy with church on weekend mornings?"],
  },
  {
    fact: "user's father lives in a nursing home",
    questions: ["where is their dad staying these days?", "is their parent in a care facility?"],
  },
  {
    fact: "user has a Roth IRA with Fidelity",
    questions: [
      "look up where their retirement account is held",
      "which brokerage manages their investments?",
    ],
  },
  {
    fact: "user is saving up for a house down payment",
    questions: [
      "what big purchase are they putting money aside for?",
      "are they trying to buy a home?",
    ],
  },
  {
    fact: "user is afraid of flying",
    questions: [
      "should I book them a plane ticket to Chicago?",
      "are they nervous about air travel?",
    ],
  },
  {
    fact: "user visits Japan every spring",
    questions: [
      "where do they travel each year?",
      "which country do they go to around cherry blossom season?",
    ],
  },
  {
    fact: "user's home has a wood-burning fireplace",
    questions: ["is there a hearth in their house?", "would a bundle of logs be a practical gift?"],
  },
  {
    fact: "user does yoga every morning",
    questions: [
      "what's their daily exercise habit?",
      "would a new mat and blocks be a good present?",
    ],
  },
  {
    fact: "user prefers tea over coffee",
    questions: ["should I offer them an espresso?", "what hot beverage do they like best?"],
  },
  {
    fact: "user dislikes horror movies",
    questions: [
      "would a scary film night be fun for them?",
      "should I pick a slasher flick for our date?",
    ],
  },
  {
    fact: "user has a master's degree in chemistry",
    questions: ["remind me what they majored in", "how far did they go in their education?"],
  },
  {
    fact: "user teaches third grade",
    questions: ["what's their profession?", "do they work with young children?"],
  },
  {
    fact: "user listens to jazz while working",
    questions: [
      "what music do they put on at their desk?",
      "would a Miles Davis record suit them?",
    ],
  },
  {
    fact: "user is a Manchester United supporter",
    questions: [
      "which football club do they root for?",
      "would a Red Devils jersey be a good present?",
    ],
  },
  {
    fact: "user's brother is a firefighter in Austin",
    questions: [
      "what job does their sibling have?",
      "does anyone in the family work as a first responder?",
    ],
  },
  {
    fact: "user owns a Weber grill",
    questions: ["what do they barbecue on?", "would new BBQ tongs be useful to them?"],
  },
  {
    fact: "user goes to bed around 10pm",
    questions: ["when do they usually turn in?", "is it okay to phone them at 11 at night?"],
  },
  {
    fact: "user speaks fluent Spanish",
    questions: [
      "can they help translate a letter from Mexico?",
      "what other languages do they know?",
    ],
  },
  {
    fact: "user plays acoustic guitar",
    questions: ["what instrument do they know?", "would new strings and a capo be a good gift?"],
  },
  {
    fact: "user has a Nintendo Switch",
    questions: [
      "what gaming console do they own?",
      "could I buy them a Zelda title for their system?",
    ],
  },
  {
    fact: "user is on a low-sodium diet for high blood pressure",
    questions: [
      "should I add extra salt to their soup?",
      "are there any health restrictions on what they eat?",
    ],
  },
];

/** Unrelated cues written with {@linkcode fresh15}: they must recall nothing. */
export const fresh15Unrelated: string[] = [
  "vortices in ultracold atomic condensates",
  "Etruscan funerary inscriptions",
  "Hox gene collinearity",
  "the Mohorovičić discontinuity",
  "Merovingian coinage",
  "ultrametric inequality",
  "Jurassic ichthyosaur anatomy",
  "Who was Quetzalcoatl?",
  "eigenvalue perturbation theory",
  "Ottoman cadastral tahrir defters",
  "quantum-gravity era cosmology",
  "Tocharian manuscript fragments",
];

/**
 * A seventeenth held-out set, written on 2026-12-03 (stop 36) by a writer who had not seen the
 * project, asked for about a third of brands and named places: 50 facts, two questions each. It
 * was measured once on `d891631` (40 of 100 in its own brain, 23 beside every other set) and on the
 * session's engine before brands (44 and 25) and with them (46 and 25), and then read.
 */
export const fresh16: ParaphraseCase[] = [
  {
    fact: "user drives a Toyota Prius",
    questions: ["what kind of car do they own?", "which vehicle would I see them pull up in?"],
  },
  {
    fact: "user listens to music on Spotify",
    questions: [
      "which app do they stream songs with?",
      "what platform do they use to hear their favorite tunes?",
    ],
  },
  {
    fact: "user buys groceries at Trader Joe's",
    questions: [
      "where do they do their weekly food shopping?",
      "which supermarket would a gift card be most useful for?",
    ],
  },
  {
    fact: "user works on a MacBook Pro",
    questions: [
      "what laptop do they have?",
      "would Windows-only software install on their computer?",
    ],
  },
  {
    fact: "user has an iPhone 15",
    questions: [
      "what mobile device do they carry?",
      "should I send them an Android app or an iOS one?",
    ],
  },
  {
    fact: "user roots for the Chicago Cubs",
    questions: [
      "which baseball team do they cheer for?",
      "would tickets to a game at Wrigley Field make them happy?",
    ],
  },
  {
    fact: "user has a checking account with Chase",
    questions: ["find out which bank holds their money", "where is their paycheck deposited?"],
  },
  {
    fact: "user grabs a Starbucks latte every morning",
    questions: [
      "where do they get their daily caffeine fix?",
      "which café chain would a gift card be good for?",
    ],
  },
  {
    fact: "user has a Costco membership",
    questions: [
      "can they get into the warehouse club to buy in bulk?",
      "where do they stock up on giant packs of paper towels?",
    ],
  },
  {
    fact: "user's daughter attends the University of Michigan",
    questions: [
      "which college is their girl enrolled at?",
      "would a Wolverines sweatshirt match their kid's school?",
    ],
  },
  {
    fact: "user practices French on Duolingo",
    questions: [
      "which app do they use to study a foreign language?",
      "find out what language they're trying to pick up",
    ],
  },
  {
    fact: "user watches shows on Netflix",
    questions: [
      "which streaming service do they subscribe to for TV?",
      "where do they binge series in the evening?",
    ],
  },
  {
    fact: "user works at Microsoft",
    questions: ["which company employs them?", "who signs their paychecks?"],
  },
  {
    fact: "user flies Delta for business trips",
    questions: [
      "which airline do they prefer when traveling for their job?",
      "which carrier should I book their work travel with?",
    ],
  },
  {
    fact: "user orders takeout through DoorDash on Friday nights",
    questions: [
      "which delivery app brings their dinner?",
      "how do they get restaurant food to the house at the end of the week?",
    ],
  },
  {
    fact: "user has a Planet Fitness membership",
    questions: ["find out which gym they belong to", "where do they go to work out?"],
  },
  {
    fact: "user feeds the dog Purina Pro Plan",
    questions: [
      "which brand of chow does their pup get?",
      "what kibble should I pick up for their retriever?",
    ],
  },
  {
    fact: "user is allergic to peanuts",
    questions: [
      "is a Snickers bar safe to offer them?",
      "should I skip the satay sauce when I make them dinner?",
    ],
  },
  {
    fact: "user is vegetarian",
    questions: ["should I grill steaks for them?", "do they eat meat?"],
  },
  {
    fact: "user is lactose intolerant",
    questions: ["will a milkshake upset their stomach?", "can they handle dairy?"],
  },
  {
    fact: "user has two cats named Luna and Milo",
    questions: [
      "what pets live in their home besides the dog?",
      "should I bring kitty treats when I visit?",
    ],
  },
  {
    fact: "user's wife is named Sarah",
    questions: ["what's their spouse called?", "who are they married to?"],
  },
  {
    fact: "user's son plays varsity soccer in high school",
    questions: [
      "what sport is their boy on a team for?",
      "would cleats and shin guards be a good gift for the teenager?",
    ],
  },
  {
    fact: "user trains for marathons",
    questions: [
      "do they do long-distance running?",
      "would a pair of racing shoes and energy gels make a good present?",
    ],
  },
  {
    fact: "user is a software engineer",
    questions: ["what is their profession?", "do they write code for a living?"],
  },
  {
    fact: "user works from home on Fridays",
    questions: [
      "which day are they remote instead of at the office?",
      "will they be at the house at the end of the week if I drop by?",
    ],
  },
  {
    fact: "user lives in Denver",
    questions: ["what city are they based in?", "which metro area do they call home?"],
  },
  {
    fact: "user hates cilantro",
    questions: [
      "would they mind coriander leaves in the guacamole?",
      "is there an herb I should leave out of their tacos?",
    ],
  },
  {
    fact: "user plays acoustic guitar",
    questions: [
      "what instrument do they know?",
      "would a set of new strings and picks be a good present?",
    ],
  },
  {
    fact: "user's mother retired to Florida",
    questions: [
      "where does their elderly parent live these days?",
      "what state is their parent settled in after ending her career?",
    ],
  },
  {
    fact: "user goes to bed around 10 pm",
    questions: [
      "what time do they turn in for the night?",
      "is 11 at night too late to phone them?",
    ],
  },
  {
    fact: "user gets seasick on boats",
    questions: [
      "should I book them a cruise?",
      "would a fishing charter on the ocean make them nauseous?",
    ],
  },
  {
    fact: "user bakes sourdough bread on weekends",
    questions: [
      "what do they make in the kitchen on Saturdays?",
      "would a proofing basket and starter jar be a useful present?",
    ],
  },
  {
    fact: "user prefers window seats when flying",
    questions: [
      "which spot on an airplane should I book for them?",
      "when booking air travel, do they want the aisle?",
    ],
  },
  {
    fact: "user is left-handed",
    questions: ["are they a southpaw?", "would standard scissors be awkward for them?"],
  },
  {
    fact: "user grows tomatoes in a backyard garden",
    questions: [
      "what vegetables do they raise at home?",
      "do they have a plot where they cultivate produce?",
    ],
  },
  {
    fact: "user's wedding anniversary is June 12",
    questions: [
      "when did they get married?",
      "what date should I remind them to buy their spouse flowers?",
    ],
  },
  {
    fact: "user's birthday is October 3",
    questions: [
      "when do they turn a year older?",
      "what date should I mark on the calendar for their cake and candles?",
    ],
  },
  {
    fact: "user bikes to the office",
    questions: [
      "how do they commute to work?",
      "do they need a parking spot for a car at their job?",
    ],
  },
  {
    fact: "user enjoys mystery novels",
    questions: ["what kind of books do they read?", "would a new whodunit be a good gift?"],
  },
  {
    fact: "user doesn't drink alcohol",
    questions: [
      "should I bring wine to their dinner party?",
      "are they okay with a beer at the barbecue?",
    ],
  },
  {
    fact: "user rents a two-bedroom apartment",
    questions: ["do they own their place?", "how much space do they have for overnight guests?"],
  },
  {
    fact: "user's daughter plays the cello",
    questions: [
      "what instrument does their girl know?",
      "would rosin and a new bow be a good gift for the young woman?",
    ],
  },
  {
    fact: "user takes medication for high blood pressure",
    questions: ["do they have hypertension?", "are they on any prescriptions for heart health?"],
  },
  {
    fact: "user volunteers at an animal shelter on Sundays",
    questions: [
      "where do they spend their weekend mornings helping out?",
      "do they do unpaid work with rescue dogs and cats?",
    ],
  },
  {
    fact: "user is afraid of spiders",
    questions: [
      "are they scared of any creepy-crawlies?",
      "would a tarantula exhibit freak them out?",
    ],
  },
  {
    fact: "user loves Thai food",
    questions: [
      "what cuisine is their favorite?",
      "would a green curry restaurant be a hit with them?",
    ],
  },
  {
    fact: "user is red-green colorblind",
    questions: [
      "do they have trouble distinguishing certain hues?",
      "would a chart using scarlet versus lime shades confuse them?",
    ],
  },
  {
    fact: "user's brother lives in Seattle",
    questions: ["which city is their male sibling in?", "find out where their sibling is based"],
  },
  {
    fact: "user has a golden retriever named Max",
    questions: ["what breed is their pup?", "what do they call their canine?"],
  },
];

/** Unrelated cues written with {@linkcode fresh16}: they must recall nothing. */
export const fresh16Unrelated: string[] = [
  "Ming dynasty lacquerware",
  "Hadley atmospheric circulation",
  "the Peloponnesian War",
  "Weierstrass approximation theorem",
  "Devonian placoderm anatomy",
  "Sanskrit sandhi phonology",
  "Plutino resonance dynamics",
  "Frege's Begriffsschrift",
  "Ventris and Chadwick at Pylos",
  "Euler characteristic of polyhedra",
  "Neolithic megalith alignments",
  "Langmuir adsorption isotherm",
];

/**
 * An eighteenth held-out set, written on 2026-12-03 (stop 37) by a writer who had not seen the
 * project, asked for facts spread evenly over fourteen areas of a life (at most a fifth naming
 * brands): 50 facts, two questions each. It was measured once on `3ede17a`, before any of its
 * misses was read: 55 of 96 in its own brain and 37 beside every other set (four questions that
 * share a stem with their fact left out); the four reworded, 56 and 35 of 100. Six of its
 * unrelated cues were reworded to share no word with the bench's notes, and an older one
 * (`p-adic`) as a new fact holds its `p` (`7 p.m.`).
 */
export const fresh17: ParaphraseCase[] = [
  {
    fact: "user is allergic to shellfish",
    questions: [
      "Would eating shrimp or crab make them break out in hives?",
      "Is a lobster boil a safe choice for their birthday dinner?",
    ],
  },
  {
    fact: "user has type 2 diabetes",
    questions: [
      "Do they need to monitor their blood glucose levels?",
      "Would sugar-free chocolates be a more considerate treat for them?",
    ],
  },
  {
    fact: "user is severely lactose intolerant",
    questions: [
      "Can they handle a milkshake or a cheese plate without stomach trouble?",
      "Should I pick dairy-free ice cream when they come over?",
    ],
  },
  {
    fact: "user gets migraines whenever they drink red wine",
    questions: [
      "Is a bottle of merlot a risky gift for them?",
      "What sets off their bad headaches?",
    ],
  },
  {
    fact: "user's wife is called Elena",
    questions: [
      "What's their spouse's name?",
      "Who should I address the anniversary card to alongside them?",
    ],
  },
  {
    fact: "user's son Max starts kindergarten this fall",
    questions: [
      "Is their boy about to begin school in September?",
      "How old is their little guy, around five?",
    ],
  },
  {
    fact: "user's mother lives in a care home in Leeds",
    questions: [
      "Which English city is their mom based in?",
      "Is their elderly parent in a residential facility for seniors?",
    ],
  },
  {
    fact: "user has a twin brother named Tom",
    questions: [
      "Do they have a sibling born on the same day?",
      "What is their male sibling called?",
    ],
  },
  {
    fact: "user lives on the third floor with no elevator",
    questions: [
      "Will movers need to haul a heavy sofa up several flights of stairs?",
      "Does their apartment building have a lift?",
    ],
  },
  {
    fact: "user recently moved to Portland, Oregon",
    questions: [
      "What city are they based in now?",
      "Should I check Pacific Northwest weather forecasts for them?",
    ],
  },
  {
    fact: "user grows tomatoes on their balcony",
    questions: [
      "Would heirloom seeds or potting soil make a good present?",
      "Do they raise any vegetables in containers outdoors?",
    ],
  },
  {
    fact: "user's lease ends in March",
    questions: [
      "When does their tenancy agreement expire?",
      "Do they need to renew or move out of their place this spring?",
    ],
  },
  {
    fact: "user works as a pediatric nurse at a children's hospital",
    questions: ["What do they do for a living?", "Do they care for sick kids professionally?"],
  },
  {
    fact: "user earned a nursing degree from the University of Michigan",
    questions: [
      "Where did they go to college?",
      "Find out which school in Ann Arbor they graduated from.",
    ],
  },
  {
    fact: "user takes evening Spanish classes",
    questions: [
      "Which foreign language are they learning right now?",
      "Are they busy some weeknights with a language course?",
    ],
  },
  {
    fact: "user plays cello in a community orchestra",
    questions: [
      "Which stringed instrument do they perform on?",
      "Would tickets to a chamber music concert make a good gift?",
    ],
  },
  {
    fact: "user runs two half marathons a year",
    questions: [
      "Would a GPS sports watch suit their long-distance racing?",
      "Have they done any 13.1-mile races?",
    ],
  },
  {
    fact: "user goes bouldering at an indoor climbing gym",
    questions: [
      "Would a chalk bag and rock shoes be a useful present?",
      "Do they scale artificial walls for fun?",
    ],
  },
  {
    fact: "user knits sweaters and scarves for relatives",
    questions: [
      "Would a bundle of fancy yarn be a thoughtful gift?",
      "Do they do any needlework crafts?",
    ],
  },
  {
    fact: "user honeymooned in Santorini, Greece",
    questions: [
      "Where did they go right after their wedding?",
      "Which Aegean island holds special meaning for them as a couple?",
    ],
  },
  {
    fact: "user is afraid of flying and prefers trains",
    questions: [
      "Do they get anxious on airplanes?",
      "Should I book rail travel rather than a plane for their next trip?",
    ],
  },
  {
    fact: "user has a trip to Tokyo planned for April",
    questions: [
      "Where are they headed this spring?",
      "Should I look up cherry blossom season in Japan for their vacation?",
    ],
  },
  {
    fact: "user always requests an aisle seat",
    questions: [
      "Should I pick a window spot for them on the flight?",
      "Where do they like to sit on a plane?",
    ],
  },
  {
    fact: "user has a golden retriever named Biscuit",
    questions: ["What breed is their dog?", "What do they call their pup?"],
  },
  {
    fact: "user's cat needs a daily thyroid pill",
    questions: [
      "Does their feline require any medication?",
      "Which of their animals takes medicine for a gland problem?",
    ],
  },
  {
    fact: "user keeps a tank of tropical fish",
    questions: [
      "Do they have an aquarium at home?",
      "Would an aquarium heater or colorful gravel be a useful gift?",
    ],
  },
  {
    fact: "user's daughter wants a hamster for her birthday",
    questions: [
      "What animal is their little girl asking for?",
      "What pet would delight their young girl as a present?",
    ],
  },
  {
    fact: "user is saving for a down payment on a house",
    questions: [
      "Are they putting money aside to buy property?",
      "What big purchase are they budgeting toward?",
    ],
  },
  {
    fact: "user buys groceries at Trader Joe's",
    questions: [
      "Which supermarket do they usually go to for food?",
      "Where should I get a gift card for their weekly food run?",
    ],
  },
  {
    fact: "user budgets $300 a month for dining out",
    questions: [
      "How much do they allow themselves for restaurant meals?",
      "Is an expensive tasting menu going to blow their restaurant allowance?",
    ],
  },
  {
    fact: "user prefers paying with cash over credit cards",
    questions: [
      "Do they like to hand out banknotes rather than tap their phone?",
      "Should I expect them to settle the bill with physical money?",
    ],
  },
  {
    fact: "user has an iPhone 14",
    questions: [
      "What smartphone model do they own?",
      "Would a Lightning charger fit their mobile?",
    ],
  },
  {
    fact: "user's laptop runs Linux Mint",
    questions: [
      "Which operating system is on their computer?",
      "Will Windows-only software install on their notebook PC?",
    ],
  },
  {
    fact: "user listens to podcasts on Spotify while cooking",
    questions: [
      "What streaming app do they use for talk shows?",
      "What do they have playing in their earbuds in the kitchen?",
    ],
  },
  {
    fact: "user wakes up at 5 a.m. to meditate",
    questions: [
      "What time do they get out of bed?",
      "Do they have a mindfulness practice early in the day?",
    ],
  },
  {
    fact: "user never checks email after 7 p.m.",
    questions: [
      "Will they see my message if I send it late in the evening?",
      "Is it pointless to write to their inbox at night?",
    ],
  },
  {
    fact: "user does meal prep every Sunday afternoon",
    questions: [
      "When do they batch-cook food for the week ahead?",
      "Is there a weekly block of time set aside for making lunches in advance?",
    ],
  },
  {
    fact: "user hates the taste of cilantro",
    questions: ["Should I leave coriander out of the salsa?", "Is there an herb they can't stand?"],
  },
  {
    fact: "user loves Thai green curry",
    questions: [
      "What's their favorite takeout dish?",
      "Would a Southeast Asian restaurant be a good pick for their night out?",
    ],
  },
  {
    fact: "user dislikes horror movies of any kind",
    questions: [
      "Would tickets to a scary film be a bad idea?",
      "What genre of cinema should I avoid suggesting?",
    ],
  },
  {
    fact: "user's favorite band is Fleetwood Mac",
    questions: [
      "Which musical group do they love most?",
      "Would a Stevie Nicks record make them happy?",
    ],
  },
  {
    fact: "user drives a 2016 Subaru Outback",
    questions: [
      "What make and model is their automobile?",
      "Which wiper blades fit their station wagon?",
    ],
  },
  {
    fact: "user owns a vintage red Vespa",
    questions: ["Do they have a scooter?", "Would a retro helmet be a good gift?"],
  },
  {
    fact: "user's wife commutes in a hybrid hatchback",
    questions: [
      "What does their spouse get to the office in?",
      "Which vehicle in their household is fuel-efficient?",
    ],
  },
  {
    fact: "user wears size 10 wide running shoes",
    questions: [
      "Which footwear number should I order for them?",
      "Do sneakers need an extra-broad fit for them?",
    ],
  },
  {
    fact: "user avoids wool because it makes them itch",
    questions: [
      "Would a merino sweater be a bad gift?",
      "Is there a fabric that irritates their skin?",
    ],
  },
  {
    fact: "user wears a medium in men's shirts",
    questions: [
      "What tee size should I get them?",
      "Is an M or L the right fit for a button-down for them?",
    ],
  },
  {
    fact: "user is Catholic and attends Mass weekly",
    questions: [
      "Are they religious, and what denomination?",
      "Would a Sunday brunch clash with their church service?",
    ],
  },
  {
    fact: "user celebrates Lunar New Year with their in-laws",
    questions: [
      "Do they have plans for Spring Festival with their spouse's family?",
      "Which holiday in late January or February do they mark with relatives?",
    ],
  },
  {
    fact: "user avoids single-use plastic for environmental reasons",
    questions: [
      "Would a gift wrapped in disposable packaging annoy them?",
      "Are they eco-conscious about waste?",
    ],
  },
];

/** Unrelated cues written with {@linkcode fresh17}: they must recall nothing. */
export const fresh17Unrelated: string[] = [
  "What is the velocity of photons in a void?",
  "Who triumphed at the Battle of Hastings?",
  "How do I invert a binary heap in Perl?",
  "Explain photosynthesis simply.",
  "What's the capital of Uruguay?",
  "Which Galilean globe spews sulphur?",
  "Compose a regex that validates an IPv4 netmask.",
  "How should focaccia dough be proofed?",
  "Who conceived the dome of Florence's Duomo?",
  "Why is Io tidally flexed?",
  "What is a perpetuity?",
  "Summarize the storyline of Hamlet.",
];

/**
 * A nineteenth held-out set, written on 2026-12-03 (stop 37) by a writer who had not seen the
 * project, asked for someone other than a typical American office worker (here a self-employed
 * electrician in New Zealand, written of as he): 50 facts, two questions each. It was measured
 * once on `f54a9da` and on the session's first engine `b4aa5b8` before any of its misses was
 * read: 38 and 39 of 100 in its own brain, 19 and 21 beside every other set. Its unrelated cues
 * were reworded to share no word with the bench's notes.
 */
export const fresh18: ParaphraseCase[] = [
  {
    fact: "user has type 2 diabetes and takes metformin",
    questions: [
      "Should I avoid suggesting sugary desserts when planning his meals?",
      "What prescription does he need for his blood glucose?",
    ],
  },
  {
    fact: "user is allergic to penicillin",
    questions: [
      "Are there any antibiotics a doctor shouldn't give him?",
      "Does he have a bad reaction to any drugs?",
    ],
  },
  {
    fact: "user wears hearing aids in both ears",
    questions: [
      "Does he have difficulty catching what people say?",
      "Should I remind him to pack spare batteries for his listening devices?",
    ],
  },
  {
    fact: "user hasn't drunk alcohol in over ten years",
    questions: [
      "Would a bottle of whisky make a good present for him?",
      "Should I order wine for the table when I book his dinner?",
    ],
  },
  {
    fact: "user's favourite meal is lamb shanks with mashed kumara",
    questions: [
      "What dish would he most love for a birthday dinner?",
      "What's his number one comfort food?",
    ],
  },
  {
    fact: "user's wife Priya is vegetarian",
    questions: [
      "Can I put chicken in the curry when his spouse comes over?",
      "Does his missus eat meat?",
    ],
  },
  {
    fact: "user's mother lives in a rest home in Timaru",
    questions: [
      "Where is his mum being cared for these days?",
      "Is his elderly parent in aged care?",
    ],
  },
  {
    fact: "user's brother Craig runs a dairy farm in Southland",
    questions: ["What does his sibling do for a living?", "Who in the family milks cows?"],
  },
  {
    fact: "user's son Liam plays bass guitar in a school band",
    questions: [
      "What instrument does his teenage boy perform on?",
      "Would an amp be a useful present for his teenage lad?",
    ],
  },
  {
    fact: "user's business partner Dave handles all the quoting",
    questions: [
      "Who prices up jobs for his company?",
      "If a customer wants an estimate, who should they talk to?",
    ],
  },
  {
    fact: "user's oldest friend Rangi moved to Perth",
    questions: ["Which mate of his lives in Western Australia?", "Who's his longest-standing pal?"],
  },
  {
    fact: "user's neighbour Sue looks after the animals when they travel",
    questions: [
      "Who takes care of the dog and cat while the family is on holiday?",
      "Which nearby person could I contact about pet-sitting?",
    ],
  },
  {
    fact: "user lives in a 1920s wooden villa in St Clair",
    questions: [
      "What suburb is his house in?",
      "Is his home a modern build or an older character property?",
    ],
  },
  {
    fact: "user is renovating the bathroom himself",
    questions: [
      "Which room is he doing up at the moment?",
      "Would a voucher for new tiles and taps help with his DIY project?",
    ],
  },
  {
    fact: "user heats the house with a woodburner",
    questions: [
      "Would a load of split logs be a useful winter gift?",
      "How does he keep warm at home in the cold months?",
    ],
  },
  {
    fact: "user is a self-employed electrician",
    questions: ["What's his trade?", "Could he sort out dodgy wiring for a friend?"],
  },
  {
    fact: "user is studying part-time for a solar installation certificate",
    questions: [
      "What course is he taking at the moment?",
      "Is he getting qualified to put panels on rooftops?",
    ],
  },
  {
    fact: "user's wife Priya works night shifts as an ICU nurse",
    questions: [
      "Is his spouse likely asleep during the daytime?",
      "What does his other half do at the hospital?",
    ],
  },
  {
    fact: "user brews his own ginger beer",
    questions: [
      "What homemade fizzy drink does he make?",
      "Would a fermenting kit suit his hobbies?",
    ],
  },
  {
    fact: "user plays the ukulele",
    questions: [
      "What musical instrument does he strum?",
      "Would a songbook of four-chord tunes make a good present for him?",
    ],
  },
  {
    fact: "user restores old valve radios",
    questions: [
      "Would vintage electronics from a flea market interest him?",
      "What does he tinker with in his shed?",
    ],
  },
  {
    fact: "user supports the Highlanders rugby team",
    questions: [
      "Which footy side does he cheer for?",
      "Would tickets to an oval-ball match at Forsyth Barr excite him?",
    ],
  },
  {
    fact: "user plays lawn bowls on Thursday evenings",
    questions: [
      "Which sport does he do on the green each week?",
      "Should I avoid scheduling anything for him on the night before Friday?",
    ],
  },
  {
    fact: "user's daughter Mia is goal shooter for her netball team",
    questions: [
      "What position does his girl play on court?",
      "Which game does his teen girl compete in?",
    ],
  },
  {
    fact: "user is saving for a trip to Japan next April",
    questions: [
      "Where is he hoping to travel abroad in the coming year?",
      "Should I look up cherry blossom tours in Kyoto for him?",
    ],
  },
  {
    fact: "user gets badly seasick on boats",
    questions: [
      "Would a ferry crossing to Stewart Island be a poor idea for him?",
      "Is he prone to nausea out on the ocean?",
    ],
  },
  {
    fact: "user's family spends every January at a bach in Wanaka",
    questions: [
      "Where do they holiday each summer?",
      "Can I schedule a work meeting with him in the first month of the year?",
    ],
  },
  {
    fact: "user has a border collie named Bess",
    questions: ["Remind me what his dog is called.", "What breed is his pooch?"],
  },
  {
    fact: "user's cat Tui is fourteen and has kidney disease",
    questions: [
      "Is his feline elderly and unwell?",
      "What illness is the family moggy dealing with?",
    ],
  },
  {
    fact: "user's daughter Mia keeps two guinea pigs",
    questions: [
      "What small animals does his girl look after?",
      "Would a bag of hay and rodent pellets be a nice gift for his teen?",
    ],
  },
  {
    fact: "user's mortgage will be paid off in 2031",
    questions: [
      "When is his home loan due to be cleared?",
      "How many years until he owns the house outright?",
    ],
  },
  {
    fact: "user prefers paying cash over cards",
    questions: ["Would he rather settle bills with notes and coins?", "Does he like using EFTPOS?"],
  },
  {
    fact: "user has an old Samsung phone with a cracked screen",
    questions: [
      "Would a new mobile be a welcome birthday gift?",
      "What brand of handset does he use?",
    ],
  },
  {
    fact: "user refuses to have a smart speaker in the house",
    questions: [
      "Would an Alexa device be an unwelcome present?",
      "Can I set up a voice assistant in his living room?",
    ],
  },
  {
    fact: "user wakes at 5am every day",
    questions: [
      "Is an early-morning call okay, or is he still in bed at dawn?",
      "What time does he get up?",
    ],
  },
  {
    fact: "user naps for twenty minutes after lunch",
    questions: [
      "Is it fine to ring him around 1pm, or will he be resting?",
      "Does he have a short sleep in the afternoon?",
    ],
  },
  {
    fact: "user watches the 6pm news every evening",
    questions: [
      "Which daily television programme does he never miss?",
      "How does he keep up with current affairs?",
    ],
  },
  {
    fact: "user can't stand coriander",
    questions: ["Should I leave the cilantro off his plate?", "Is there any herb he hates?"],
  },
  {
    fact: "user loves country music, especially Dolly Parton",
    questions: [
      "Which singer would he be thrilled to see in concert?",
      "What genre should I put on a playlist for him?",
    ],
  },
  {
    fact: "user dislikes surprise parties",
    questions: [
      "Should I secretly plan an unexpected celebration for his birthday?",
      "Would he enjoy being caught off guard by a crowd of guests?",
    ],
  },
  {
    fact: "user drives a white Toyota Hilux ute",
    questions: ["What make and model is his work vehicle?", "What colour is his pickup truck?"],
  },
  {
    fact: "user's son Liam is on his learner licence",
    questions: [
      "Can his boy legally drive alone yet?",
      "Is the teenage lad starting to get behind the wheel?",
    ],
  },
  {
    fact: "user rides an e-bike to the shops",
    questions: [
      "Does he pedal to the supermarket with battery assistance?",
      "How does he usually get to the supermarket?",
    ],
  },
  {
    fact: "user's shoe size is 11",
    questions: ["If I buy him boots, what fitting should I pick?", "How big are his feet?"],
  },
  {
    fact: "user never wears a tie, even to weddings",
    questions: [
      "Would a silk cravat make a good present for him?",
      "Does he bother with neckwear at formal events?",
    ],
  },
  {
    fact: "user's wife Priya celebrates Diwali with her family in Auckland",
    questions: [
      "Which festival of lights does his other half observe?",
      "Will his spouse head north for a Hindu festival in autumn?",
    ],
  },
  {
    fact: "user goes to Mass at Christmas and Easter",
    questions: ["Is he a person of faith?", "Does he attend church on major holy days?"],
  },
  {
    fact: "user's birthday is 3 August",
    questions: ["When should I send him a card for turning a year older?", "When was he born?"],
  },
  {
    fact: "user's wedding anniversary is 14 February",
    questions: [
      "When did he get married?",
      "Does his marriage date coincide with Valentine's Day?",
    ],
  },
  {
    fact: "user's father died in November 2019",
    questions: [
      "Is there a month when he might be grieving his dad?",
      "Is his old man still alive?",
    ],
  },
];

/** Unrelated cues written with {@linkcode fresh18}: they must recall nothing. */
export const fresh18Unrelated: string[] = [
  "What is the capital of Mongolia?",
  "How do I reverse a unidirectional node sequence in Perl?",
  "Why does Rayleigh scattering tint the daytime firmament?",
  "Who is Piero della Francesca?",
  "How do TCP and UDP differ?",
  "Why did Romulus Augustulus abdicate?",
  "What is the atmospheric composition of Titan?",
  "How does a cyclotron accelerate nuclei?",
  "At what temperature does nitrogen vaporize?",
  "Compose a SQL statement that tallies tuples by province.",
  "When was the movable letterpress invented?",
  "How does photosynthesis convert sunlight into carbohydrates?",
];

/**
 * A twentieth held-out set, written on 2026-12-03 (stop 38) by a writer who had not seen the
 * project, asked for a hospital pharmacist in her late fifties in Edinburgh, written of as she: 50 facts, two questions each. Measured before any of its misses
 * was read: own brain 36, beside every other set 25 (of 100) on `08bd958`; the session then read its misses.
 */
export const fresh19: ParaphraseCase[] = [
  {
    fact: "user's daughter Ailsa teaches primary school in Glasgow",
    questions: [
      "What does her grown-up girl do for a living?",
      "Which city is her female child based in for work?",
    ],
  },
  {
    fact: "user is lactose intolerant",
    questions: [
      "Can she comfortably eat dairy like cheese sauce or cream?",
      "Should I suggest oat milk instead of cow's milk in recipes for her?",
    ],
  },
  {
    fact: "user drives a 2019 Skoda Octavia estate",
    questions: [
      "What make and model of car does she own?",
      "Would her vehicle have a big enough boot to carry a large dog crate?",
    ],
  },
  {
    fact: "user works as a pharmacist at the Royal Infirmary of Edinburgh",
    questions: [
      "What is her profession?",
      "Which hospital employs her?",
    ],
  },
  {
    fact: "user takes amlodipine for high blood pressure",
    questions: [
      "What tablet does she use to manage hypertension?",
      "Does she have a cardiovascular condition to bear in mind before suggesting a strenuous workout?",
    ],
  },
  {
    fact: "user's grandson Finn was born in March 2023",
    questions: [
      "What is the toddler in her family called?",
      "Which month does the little one in her family celebrate turning a year older?",
    ],
  },
  {
    fact: "user's son Callum is a software engineer in London",
    questions: [
      "What line of work is her male child in?",
      "Which city does her lad live in?",
    ],
  },
  {
    fact: "user has a border collie called Bracken",
    questions: [
      "What breed is her dog?",
      "What's her pooch's name?",
    ],
  },
  {
    fact: "user has completed 147 of the 282 Munros",
    questions: [
      "How many of Scotland's 3,000-foot peaks has she bagged so far?",
      "Is she about halfway through her list of big Scottish mountains?",
    ],
  },
  {
    fact: "user tore the meniscus in her left knee in a fall on Ben Lomond in 2021",
    questions: [
      "Does she have a joint injury that might make steep descents painful?",
      "On which mountain did she hurt herself?",
    ],
  },
  {
    fact: "user is pescatarian",
    questions: [
      "Would a steak pie be fine to serve her?",
      "Does she eat salmon and prawns but avoid meat?",
    ],
  },
  {
    fact: "user lives in a Victorian tenement flat in Marchmont",
    questions: [
      "Which part of the city is her home in?",
      "Is her home a house or an apartment in an old stone building?",
    ],
  },
  {
    fact: "user's husband Graham retired from the fire service in 2020",
    questions: [
      "Is her spouse still in employment?",
      "What was her partner's career before he stopped working?",
    ],
  },
  {
    fact: "user takes levothyroxine for an underactive thyroid",
    questions: [
      "Does she have a hormone problem involving the butterfly-shaped gland in her neck?",
      "What pill does she rely on to replace the hormone her neck gland doesn't produce enough of?",
    ],
  },
  {
    fact: "user is allergic to penicillin",
    questions: [
      "Are there any antibiotics she must avoid?",
      "Would amoxicillin be safe to prescribe her?",
    ],
  },
  {
    fact: "user plays fiddle in a ceilidh band",
    questions: [
      "Which musical instrument does she perform on?",
      "Does she gig with a group at traditional Scottish dances?",
    ],
  },
  {
    fact: "user does cold-water sea dips at Portobello on Sunday mornings",
    questions: [
      "Does she go wild swimming outdoors?",
      "Which beach does she head to for her weekend plunge?",
    ],
  },
  {
    fact: "user's favourite whisky is Lagavulin 16",
    questions: [
      "Which single malt does she like best?",
      "What Islay dram would make a good present for her?",
    ],
  },
  {
    fact: "user hates coriander",
    questions: [
      "Is there any herb she really dislikes?",
      "Should I leave cilantro out of recipes for her?",
    ],
  },
  {
    fact: "user is saving for a trip to Japan in April 2026 to see the cherry blossom",
    questions: [
      "Where is she putting money aside to travel to next spring?",
      "Which country is she hoping to visit during sakura season?",
    ],
  },
  {
    fact: "user's current account is a Nationwide FlexDirect",
    questions: [
      "Which building society does she use for day-to-day banking?",
      "Where does her salary get paid into?",
    ],
  },
  {
    fact: "user wears a Fitbit Charge 6",
    questions: [
      "What gadget on her wrist tracks her steps?",
      "Does she have a device that monitors her heart rate?",
    ],
  },
  {
    fact: "user has an iPhone 13",
    questions: [
      "What make of mobile does she carry?",
      "Is her handset Android or Apple?",
    ],
  },
  {
    fact: "user's mother Morag, 84, is in a care home in Perth",
    questions: [
      "Where does her mum reside?",
      "How old is her mum?",
    ],
  },
  {
    fact: "user's cat Tibbles is 15 and has chronic kidney disease",
    questions: [
      "What's the name of her elderly feline?",
      "Does her moggy have any renal issues?",
    ],
  },
  {
    fact: "user is a Hibernian season-ticket holder at Easter Road",
    questions: [
      "Which football team does she support?",
      "Would a Hearts scarf be a welcome gift for her?",
    ],
  },
  {
    fact: "user's National Trust for Scotland membership renews every June",
    questions: [
      "When is her heritage charity subscription due?",
      "Does she get free entry to properties like Culzean Castle?",
    ],
  },
  {
    fact: "user is learning Scottish Gaelic on Duolingo and has a 400-day streak",
    questions: [
      "Is she studying any Celtic language?",
      "Which app does she practise vocabulary with?",
    ],
  },
  {
    fact: "user bakes sourdough every weekend from a starter called Hamish",
    questions: [
      "Does she make her own bread?",
      "What did she name her yeast culture?",
    ],
  },
  {
    fact: "user's boiler is a Worcester Bosch Greenstar, serviced every October",
    questions: [
      "What brand is her central heating system?",
      "When does she usually have her annual heating check?",
    ],
  },
  {
    fact: "user's mortgage with Halifax ends in 2029",
    questions: [
      "Which lender holds her home loan?",
      "When will she own her property outright?",
    ],
  },
  {
    fact: "user volunteers at a Trussell Trust foodbank in Leith on Tuesday evenings",
    questions: [
      "Does she do any unpaid charity work?",
      "Which night of the week does she help distribute emergency groceries?",
    ],
  },
  {
    fact: "user wears varifocal glasses",
    questions: [
      "Does she need corrective lenses for her eyesight?",
      "What kind of spectacles does she use?",
    ],
  },
  {
    fact: "user runs the Cramond parkrun most Saturdays",
    questions: [
      "Does she do a weekly timed 5k?",
      "Where does she jog on weekend mornings?",
    ],
  },
  {
    fact: "user's favourite author is Ian Rankin",
    questions: [
      "Which crime novelist does she enjoy most?",
      "Would a Rebus novel make a good gift for her?",
    ],
  },
  {
    fact: "user sits on NHS Lothian's antimicrobial stewardship committee",
    questions: [
      "Is she involved in hospital policy on antibiotic use?",
      "Which working group does she belong to at the health board?",
    ],
  },
  {
    fact: "user works four days a week, Monday to Thursday",
    questions: [
      "Is she employed full-time?",
      "Is Friday free for her?",
    ],
  },
  {
    fact: "user gets migraines triggered by red wine",
    questions: [
      "Should I avoid suggesting a Merlot pairing with her dinner?",
      "Does anything bring on her bad headaches?",
    ],
  },
  {
    fact: "user's sister Fiona lives in Inverness",
    questions: [
      "Where is her sibling based?",
      "Which Highland city would she travel to for family visits?",
    ],
  },
  {
    fact: "user's wedding anniversary is 14 August",
    questions: [
      "When did she get married?",
      "What date should I remind her to book a celebratory dinner with her husband?",
    ],
  },
  {
    fact: "user's birthday is 3 November",
    questions: [
      "When was she born?",
      "What's her star sign?",
    ],
  },
  {
    fact: "user has a Brompton folding bike",
    questions: [
      "What kind of cycle does she own?",
      "Could she easily take her two-wheeler on a train?",
    ],
  },
  {
    fact: "user prefers the Caledonian Sleeper to flying when going to London",
    questions: [
      "How does she like to travel down to England's capital?",
      "Would she rather take an overnight rail service or a plane south?",
    ],
  },
  {
    fact: "user has £20,000 in Premium Bonds",
    questions: [
      "Does she hold any NS&I savings?",
      "How much does she have in the government prize-draw scheme?",
    ],
  },
  {
    fact: "user plans to retire at 60",
    questions: [
      "When is she hoping to stop working?",
      "At what age does she want to leave employment?",
    ],
  },
  {
    fact: "user rents a cottage near Portree on Skye every September",
    questions: [
      "Where does she usually go for an autumn break?",
      "Which island does she visit each year?",
    ],
  },
  {
    fact: "user gets seasick on ferries",
    questions: [
      "Would a boat trip out to St Kilda be a good idea for her?",
      "Does she feel queasy on the water?",
    ],
  },
  {
    fact: "user has an allotment at Inverleith where she grows tomatoes and kale",
    questions: [
      "Does she have a community garden plot?",
      "Which vegetables does she cultivate herself?",
    ],
  },
  {
    fact: "user keeps her passwords in 1Password",
    questions: [
      "Which tool does she use for storing her logins?",
      "Does she use Bitwarden or a different credentials manager?",
    ],
  },
  {
    fact: "user has mild asthma and carries a Ventolin inhaler",
    questions: [
      "Does she have any breathing condition that could affect strenuous hikes?",
      "Does she have a blue reliever puffer with her?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh19}, reworded where they shared a word with the
 * bench's notes: they must recall nothing.
 */
export const fresh19Unrelated: string[] = [
  "Which Renaissance genius rendered the Gioconda?",
  "Why does Triton revolve retrograde?",
  "What's the capital of Uruguay?",
  "How do you convert centigrade temperatures to Fahrenheit?",
  "Which writer conceived the heroine of Highbury's matchmaking tale?",
  "Which metalloid is stibium?",
  "Is Mercury smaller than Saturn?",
  "What is nineteen cubed?",
  "What's the tallest skyscraper in Malaysia?",
  "How many vertices does a hexagon have?",
  "When did the Titanic founder?",
  "Which is Earth's largest basin of seawater?",
];

/**
 * A twenty-first held-out set, written on 2026-12-03 (stop 38) by a writer who had not seen the
 * project, asked for a backend developer and new father in his early thirties in Austin, Texas, written of as he, they and the user: 50 facts, two questions each. Measured before any of its misses
 * was read: own brain 33, beside every other set 17 (of 99) on `08bd958`; the session then read its misses. One question sharing a word with its fact was left out.
 */
export const fresh20: ParaphraseCase[] = [
  {
    fact: "user's wife Elena works night shifts as an ICU nurse at Dell Seton Medical Center",
    questions: [
      "Where is his partner employed?",
      "Is his spouse typically away from home after dark?",
    ],
  },
  {
    fact: "user's daughter Ava was born in March 2024",
    questions: [
      "How old is his little girl now?",
      "In which month should we plan the child's party each year?",
    ],
  },
  {
    fact: "user is lactose intolerant",
    questions: [
      "Can he drink a milkshake without issues?",
      "Should I suggest dairy-free options when recommending recipes for him?",
    ],
  },
  {
    fact: "user drives a 2019 Toyota Tacoma",
    questions: [
      "What vehicle does he own?",
      "What kind of pickup does the user have?",
    ],
  },
  {
    fact: "user has a German Shepherd named Bruno",
    questions: [
      "Does the user own a dog?",
      "What do they call their pet?",
    ],
  },
  {
    fact: "user plays center back for the Eastside Hustlers in a Sunday rec league",
    questions: [
      "What position does he take on the pitch?",
      "Which squad does he belong to for weekend matches?",
    ],
  },
  {
    fact: "user brews mostly hazy IPAs on a 10-gallon Anvil Foundry system",
    questions: [
      "What style of ale does he usually make?",
      "What gear does he use for crafting ale at his house?",
    ],
  },
  {
    fact: "user is a backend engineer at a fintech startup called Ledgerly",
    questions: [
      "Does he write server-side code professionally?",
      "What sector is his employer in?",
    ],
  },
  {
    fact: "user writes his services in Go backed by PostgreSQL",
    questions: [
      "Which programming language should code examples for him use?",
      "What database does his stack rely on?",
    ],
  },
  {
    fact: "user has a tree nut allergy, especially to cashews and pecans",
    questions: [
      "Is it safe to offer him almond butter?",
      "Can he safely eat baklava?",
    ],
  },
  {
    fact: "user takes lisinopril for high blood pressure",
    questions: [
      "Is he on any medication?",
      "Does he suffer from hypertension?",
    ],
  },
  {
    fact: "user had ACL reconstruction on his left knee in 2021",
    questions: [
      "Did he ever undergo surgery on a leg?",
      "Which joint of his carries an old injury?",
    ],
  },
  {
    fact: "user's favorite barbecue joint is Terry Black's on Barton Springs Road",
    questions: [
      "Where does he like to get brisket?",
      "Which smoked-meat restaurant would he recommend?",
    ],
  },
  {
    fact: "user logs what he eats in MyFitnessPal and aims for 180 grams of protein daily",
    questions: [
      "Which app does he use to track meals?",
      "What's his target intake of the muscle-building macronutrient?",
    ],
  },
  {
    fact: "user lives in the Mueller neighborhood of Austin",
    questions: [
      "Which part of the city is his house in?",
      "What area should I use when finding local places for him?",
    ],
  },
  {
    fact: "user's mother-in-law Rosa stays with them three days a week to help with the baby",
    questions: [
      "Does his spouse's mom assist with childcare?",
      "How often is his partner's parent over at their place?",
    ],
  },
  {
    fact: "user's parents live in El Paso",
    questions: [
      "Where are his mom and dad based?",
      "Which city would he fly to when visiting his folks?",
    ],
  },
  {
    fact: "user's younger brother Marcus is in the Air Force, stationed in Germany",
    questions: [
      "Does he have any siblings serving in the military?",
      "Which country is his sibling currently posted in?",
    ],
  },
  {
    fact: "user is planning a Japan trip for his fifth wedding anniversary next fall",
    questions: [
      "Where does he want to travel to celebrate with his spouse?",
      "When is the milestone of his marriage coming up?",
    ],
  },
  {
    fact: "user suffers from cedar fever every December through February",
    questions: [
      "Is he bothered by airborne allergens during winter?",
      "Should he stock up on antihistamines around the holidays?",
    ],
  },
  {
    fact: "user has a 30-year mortgage at 3.1% on a house he bought in 2020",
    questions: [
      "Is his home loan rate low?",
      "Does he rent or own his place?",
    ],
  },
  {
    fact: "user keeps his retirement savings in a Vanguard total stock market index fund",
    questions: [
      "Which brokerage does he use?",
      "Is his nest egg invested in broad equities?",
    ],
  },
  {
    fact: "user holds 0.4% equity in his startup, vesting over four years",
    questions: [
      "What share of the company does he own?",
      "How long until his stock options fully belong to him?",
    ],
  },
  {
    fact: "user's personal laptop is a Framework 13 running Fedora",
    questions: [
      "What operating system is on his own computer?",
      "Which brand of notebook does he use at home?",
    ],
  },
  {
    fact: "user codes in Neovim with a custom Lua config",
    questions: [
      "Which text editor does he prefer?",
      "What scripting language is his editor setup written in?",
    ],
  },
  {
    fact: "user carries a Google Pixel 8",
    questions: [
      "Is he an Android or iPhone person?",
      "What smartphone model does he own?",
    ],
  },
  {
    fact: "user rotates through on-call duty one week a month using PagerDuty",
    questions: [
      "Does he sometimes need to respond to production incidents outside business hours?",
      "Which alerting tool does his team rely on?",
    ],
  },
  {
    fact: "user goes bouldering at Austin Bouldering Project on Tuesday evenings",
    questions: [
      "Does he do any climbing?",
      "Which gym does he visit midweek?",
    ],
  },
  {
    fact: "user is a member of the Austin ZEALOTS homebrew club",
    questions: [
      "Is he part of any beer-making group?",
      "Which organization does he share his ale-crafting hobby with?",
    ],
  },
  {
    fact: "user has a two-tap kegerator in his garage",
    questions: [
      "Can he serve draft beer at home?",
      "Where does he store his draft-pour fridge?",
    ],
  },
  {
    fact: "user's dog Bruno has hip dysplasia and takes carprofen",
    questions: [
      "Does his pet suffer from any joint problems?",
      "What medication is the pup on?",
    ],
  },
  {
    fact: "user has an orange tabby cat named Mango",
    questions: [
      "Is there a feline in the household?",
      "What do they call their kitty?",
    ],
  },
  {
    fact: "user drinks cold brew from Radio Coffee & Beer every morning",
    questions: [
      "Where does he get his caffeine fix?",
      "Does he prefer his java iced or hot?",
    ],
  },
  {
    fact: "user gets migraines after drinking red wine",
    questions: [
      "Is a cabernet a bad choice for him?",
      "Does he suffer from severe headaches?",
    ],
  },
  {
    fact: "user has season tickets to Austin FC at Q2 Stadium",
    questions: [
      "Which MLS club does he follow?",
      "Does he regularly attend the local pro team's home matches?",
    ],
  },
  {
    fact: "user hates cilantro because it tastes soapy to him",
    questions: [
      "Are there any herbs he dislikes?",
    ],
  },
  {
    fact: "user's family car is a 2022 Honda CR-V hybrid",
    questions: [
      "What SUV does the household use?",
      "Does their crossover run partly on electricity?",
    ],
  },
  {
    fact: "user's startup office is a WeWork on South Congress Avenue",
    questions: [
      "Where is his employer based?",
      "Does his company use shared desk-rental space?",
    ],
  },
  {
    fact: "user commutes on a Rad Power RadCity e-bike",
    questions: [
      "How does he travel to his job each day?",
      "Does he own a motorized bicycle?",
    ],
  },
  {
    fact: "user's baby still wakes up twice a night, so he's averaging about five hours of sleep",
    questions: [
      "Is he getting enough rest lately?",
      "How many times does their newborn stir before morning?",
    ],
  },
  {
    fact: "user and Elena use a Snoo smart bassinet for Ava",
    questions: [
      "What does their infant sleep in?",
      "Do they own a robotic crib?",
    ],
  },
  {
    fact: "user's daughter starts daycare at Primrose School of Mueller in January",
    questions: [
      "Where will his kid be enrolled?",
      "When will his little one begin attending a nursery?",
    ],
  },
  {
    fact: "user had his gallbladder removed in 2018",
    questions: [
      "Did he ever undergo abdominal surgery?",
      "Is he missing any organs?",
    ],
  },
  {
    fact: "user is nearsighted and wears daily Acuvue contacts",
    questions: [
      "Does he need corrective lenses?",
      "Which company makes his vision-correction products?",
    ],
  },
  {
    fact: "user flies Southwest out of AUS and has A-List status",
    questions: [
      "Which airline is he loyal to?",
      "Does he get elite perks with a carrier?",
    ],
  },
  {
    fact: "user's house has solar panels installed by Freedom Solar in 2022",
    questions: [
      "Does his home generate its own electricity?",
      "Which company put in his rooftop power setup?",
    ],
  },
  {
    fact: "user owns a Traeger Pro 575 pellet grill",
    questions: [
      "Does he have a smoker at his place?",
      "What brand of outdoor cooker does he use?",
    ],
  },
  {
    fact: "user runs Home Assistant on a Raspberry Pi 4",
    questions: [
      "Does he self-host any automation software?",
      "What hardware does his automation setup use?",
    ],
  },
  {
    fact: "user is migrating his team's monolith from Heroku to AWS ECS this quarter",
    questions: [
      "What cloud platform is his company moving to?",
      "Where are their services currently hosted?",
    ],
  },
  {
    fact: "user's manager is the CTO, Priya Natarajan",
    questions: [
      "Who does he report to?",
      "Who is his boss?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh20}, reworded where they shared a word with the
 * bench's notes: they must recall nothing.
 */
export const fresh20Unrelated: string[] = [
  "What is the apogee gap of Terra and Selene?",
  "Who sculpted the marble Goliath-slayer in Florence's Accademia?",
  "How many molars does a grownup typically have?",
  "Which capital lies on the Rideau Canal?",
  "Why does the daytime firmament appear azure?",
  "Which writer conceived the whaler Ahab?",
  "What is a Menger sponge?",
  "How do volcanoes explode?",
  "In which decennium did the Soviet bloc collapse?",
  "How many protons has an oxygen nucleus?",
  "How numerous is the Uranian retinue?",
  "Who composed The Magic Flute?",
];

/**
 * A twenty-second held-out set, written on 2026-12-03 (stop 38) by a writer who had not seen the
 * project, asked for a British site-reliability engineer in her early forties in Berlin, written of as she, they and the user: 50 facts, two questions each. Measured before any of its misses
 * was read: own brain 43 (of 100) on `08bd958` and 44 on `c5ced2d`, beside every other set 24 and 25; it was kept unread until then.
 */
export const fresh21: ParaphraseCase[] = [
  {
    fact: "user's partner Jonas is a sound engineer at a recording studio in Kreuzberg",
    questions: [
      "What's the name of her significant other?",
      "What line of work is the person she lives with in?",
    ],
  },
  {
    fact: "user is lactose intolerant and uses oat milk in her coffee",
    questions: [
      "Can she have dairy without trouble?",
      "Which plant-based alternative does she prefer for her morning brew?",
    ],
  },
  {
    fact: "user has two kids: Maya (11) and Finn (8)",
    questions: [
      "How many children does she have?",
      "What are her son's and daughter's names?",
    ],
  },
  {
    fact: "user's daughter Maya plays cello in the school orchestra",
    questions: [
      "What musical instrument does her girl learn?",
      "Is anyone in the user's household in a classroom ensemble that might hold concerts?",
    ],
  },
  {
    fact: "user's son Finn has a peanut allergy and carries an EpiPen",
    questions: [
      "Would satay sauce be safe to serve her boy?",
      "Does her boy need an adrenaline autoinjector nearby at all times?",
    ],
  },
  {
    fact: "user is vegetarian but eats eggs and cheese",
    questions: [
      "Would a recipe with minced beef work for her?",
      "Is a halloumi omelette fine for her diet?",
    ],
  },
  {
    fact: "user cycles to work on a Brompton folding bike",
    questions: [
      "How does she usually get to the office?",
      "What make of collapsible two-wheeler does she ride?",
    ],
  },
  {
    fact: "user is a site reliability engineer at the e-commerce company Kiezkauf",
    questions: [
      "What's her job title?",
      "Which firm employs her?",
    ],
  },
  {
    fact: "user's team deploys with Argo CD on Kubernetes",
    questions: [
      "What GitOps tool do they use for shipping releases?",
      "Which container orchestration platform runs the services at her employer?",
    ],
  },
  {
    fact: "user is on call every fourth week and uses PagerDuty",
    questions: [
      "How often is she responsible for responding to overnight incidents?",
      "Which alerting service wakes her up when production breaks?",
    ],
  },
  {
    fact: "user's monitoring stack is Prometheus and Grafana",
    questions: [
      "What dashboards tool does she rely on for observability?",
      "Which time-series metrics system does her job involve?",
    ],
  },
  {
    fact: "user gets migraines triggered by red wine",
    questions: [
      "Should she avoid a glass of Merlot at dinner?",
      "Does she suffer bad headaches from any particular drink?",
    ],
  },
  {
    fact: "user takes levothyroxine for hypothyroidism",
    questions: [
      "Is she on any daily medication?",
      "What chronic endocrine issue does she manage?",
    ],
  },
  {
    fact: "user grew up in Sheffield",
    questions: [
      "Which English city is she originally from?",
      "Where was she raised?",
    ],
  },
  {
    fact: "user moved to Berlin in 2016",
    questions: [
      "How long has she lived in the German capital?",
      "When did the user relocate abroad?",
    ],
  },
  {
    fact: "user lives in a rented flat in Friedrichshain with a small balcony",
    questions: [
      "Which district of the city is her home in?",
      "Does she own her apartment or lease it?",
    ],
  },
  {
    fact: "user has a rescue greyhound named Pickle",
    questions: [
      "What breed of dog does she have?",
      "What's her pet pooch called?",
    ],
  },
  {
    fact: "user's cat Miso is diabetic and needs insulin twice a day",
    questions: [
      "Does her feline require regular injections?",
      "Would a pet-sitter have to give her animal medication on a schedule?",
    ],
  },
  {
    fact: "user goes bouldering at the Ostbloc climbing gym on Tuesdays",
    questions: [
      "What wall-based sport does she practise?",
      "Where does she do her weekly indoor wall sessions?",
    ],
  },
  {
    fact: "user is learning to play the ukulele",
    questions: [
      "What instrument is she picking up at the moment?",
      "Would a songbook for a small four-string Hawaiian guitar be a useful present for her?",
    ],
  },
  {
    fact: "user owns a white 2019 Renault Zoe",
    questions: [
      "What vehicle does she have?",
      "Is her automobile battery-powered?",
    ],
  },
  {
    fact: "user's mother-in-law Ingrid lives in Leipzig",
    questions: [
      "Where does her partner's mum reside?",
      "Which Saxon city would she visit to see her partner's parents?",
    ],
  },
  {
    fact: "user's mother Carol has early-stage Parkinson's",
    questions: [
      "Is there a neurological illness in her family?",
      "Does her mum have a movement disorder?",
    ],
  },
  {
    fact: "user spends every Christmas with her family in Yorkshire",
    questions: [
      "Where will she likely be on 25 December?",
      "Where does she usually go for the festive holidays?",
    ],
  },
  {
    fact: "user puts 500 euros a month into an ETF savings plan with Trade Republic",
    questions: [
      "Which broker does she invest through?",
      "How much does she regularly invest in index funds?",
    ],
  },
  {
    fact: "user tracks her spending with YNAB",
    questions: [
      "What budgeting app does she like?",
      "Which personal finance software does she use?",
    ],
  },
  {
    fact: "user passed the Einbürgerungstest in 2023 and is applying for German citizenship",
    questions: [
      "Has she completed the naturalisation knowledge exam?",
      "Is she in the process of getting a second passport?",
    ],
  },
  {
    fact: "user's German is at B2 level and she takes classes at the Volkshochschule",
    questions: [
      "How fluent is she in the local language?",
      "Where does she attend language lessons?",
    ],
  },
  {
    fact: "user has a Framework laptop running Fedora",
    questions: [
      "Which Linux distro is on her personal computer?",
      "What brand of repairable notebook does she own?",
    ],
  },
  {
    fact: "user's work laptop is a MacBook Pro M2",
    questions: [
      "What machine does her employer provide her?",
      "Is her office computer an Apple one?",
    ],
  },
  {
    fact: "user logs her rides with a Garmin Edge 530 and uploads them to Strava",
    questions: [
      "Which GPS head unit is mounted on her handlebars?",
      "What fitness social app does she share her cycling activities on?",
    ],
  },
  {
    fact: "user's team uses Terraform for infrastructure as code on AWS",
    questions: [
      "What IaC tool do they provision cloud resources with?",
      "Which public cloud provider does her employer run on?",
    ],
  },
  {
    fact: "user writes blameless postmortems in Confluence after every outage",
    questions: [
      "Where does she document incident reviews?",
      "What wiki does she use for incident retrospectives?",
    ],
  },
  {
    fact: "user's manager Priya Nair is the head of platform engineering",
    questions: [
      "Who is her boss?",
      "Who does she report to at her job?",
    ],
  },
  {
    fact: "user is short-sighted and wears contact lenses",
    questions: [
      "Does she have myopia?",
      "Does she need vision correction?",
    ],
  },
  {
    fact: "user had ACL reconstruction surgery on her left knee in 2021",
    questions: [
      "Has she ever undergone an orthopaedic operation?",
      "Is there any leg injury history I should consider when suggesting exercise for her?",
    ],
  },
  {
    fact: "user avoids caffeine after 2 pm because of insomnia",
    questions: [
      "Is an afternoon espresso a good idea for her?",
      "Does she struggle with sleeping?",
    ],
  },
  {
    fact: "user's favourite cookbook is Ottolenghi's Simple",
    questions: [
      "Which recipe collection does she reach for most?",
      "Whose dishes does she love to make at home?",
    ],
  },
  {
    fact: "user thinks coriander tastes like soap",
    questions: [
      "Should I leave cilantro out of recipes for her?",
      "Is there a herb she can't stand?",
    ],
  },
  {
    fact: "user's favourite novelist is Ursula K. Le Guin",
    questions: [
      "Who is her most-loved writer?",
      "Would she enjoy an Earthsea box set?",
    ],
  },
  {
    fact: "user listens to the podcast The Rest Is History while commuting",
    questions: [
      "What audio show does she put on during her ride to the office?",
      "Which episodic programme hosted by Tom Holland and Dominic Sandbrook does she follow?",
    ],
  },
  {
    fact: "user runs Home Assistant on a Raspberry Pi 4",
    questions: [
      "What does she use for smart-house automation?",
      "What single-board computer hosts her automation setup?",
    ],
  },
  {
    fact: "user's Vaillant gas boiler breaks down most winters",
    questions: [
      "Does her heating tend to fail in the cold months?",
      "Which brand is her water heater?",
    ],
  },
  {
    fact: "user's landlord is Deutsche Wohnen",
    questions: [
      "Which property company owns her apartment building?",
      "Who should she contact about repairs to her rental?",
    ],
  },
  {
    fact: "user's son Finn attends a bilingual English-German primary school",
    questions: [
      "Is her boy taught in two languages?",
      "What type of elementary institution is her boy enrolled in?",
    ],
  },
  {
    fact: "user goes on a family camping trip to Lake Müritz every August",
    questions: [
      "Where do they usually spend their summer break?",
      "Does she own a tent and outdoor sleeping gear?",
    ],
  },
  {
    fact: "user wants to visit Japan to see the cherry blossoms",
    questions: [
      "Which Asian country is on her bucket list?",
      "Would a spring sakura tour in Kyoto appeal to her?",
    ],
  },
  {
    fact: "user plays Stardew Valley on a Nintendo Switch",
    questions: [
      "What video game does she relax with?",
      "What console does she own?",
    ],
  },
  {
    fact: "user volunteers at a repair café in Neukölln once a month",
    questions: [
      "Does she do any unpaid community work?",
      "Where does she help people fix broken gadgets?",
    ],
  },
  {
    fact: "user's blood type is O negative",
    questions: [
      "What's her ABO group?",
      "Could she be a universal donor?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh21}, reworded where they shared a word with the
 * bench's notes: they must recall nothing.
 */
export const fresh21Unrelated: string[] = [
  "What is the highest peak in the Andean range?",
  "Who glimpsed Nereid in 1949?",
  "Can you suggest a teamwork tabletop pastime for grownups?",
  "Whose brush rendered the Sunflowers canvases in Arles?",
  "What is the ratio of a verst to a rod?",
  "Could you phrase a courteous RSVP declining?",
  "How scorching is the Venusian surface?",
  "At what temperature should oolong be steeped?",
  "When did the Hindenburg disaster happen?",
  "What does EBITDA expand to?",
  "Compose a haiku about a calm lagoon.",
  "How do you greet someone politely in Tanzania?",
];

/**
 * A twenty-third held-out set, written on 2026-12-03 (stop 38) by a writer who had not seen the
 * project, asked for a retired, widowed schoolteacher in his early seventies in Sarasota, Florida, written of as he, they and the user: 50 facts, two questions each. Measured before any of its misses
 * was read: own brain 42 (of 98) on `08bd958` and 47 on `c5ced2d`, beside every other set 24 and 26; it was kept unread until then. Two questions sharing a word with their facts were left out.
 */
export const fresh22: ParaphraseCase[] = [
  {
    fact: "user takes 40 mg of atorvastatin every night before bed",
    questions: [
      "Which cholesterol medicine is he on?",
      "At what point in the day does the user swallow his lipid-lowering pill?",
    ],
  },
  {
    fact: "user's late wife Margaret died of ovarian cancer in 2019",
    questions: [
      "What illness took his spouse?",
      "How long has the user been widowed?",
    ],
  },
  {
    fact: "user's granddaughter Kaylee is a sophomore at Florida State studying nursing",
    questions: [
      "Which of his relatives is training to become an RN, and where?",
      "What career is his college-age relative preparing for?",
    ],
  },
  {
    fact: "user drives a 2017 Toyota Avalon with about 68,000 miles on it",
    questions: [
      "What make and model is his car?",
      "What's the odometer reading on his sedan?",
    ],
  },
  {
    fact: "user is allergic to penicillin and breaks out in hives",
    questions: [
      "Can he safely be given amoxicillin?",
      "Which antibiotic should a doctor avoid prescribing him?",
    ],
  },
  {
    fact: "user golfs Tuesday and Friday mornings at Bobby Jones Golf Club with his buddy Walt",
    questions: [
      "Which course does he usually play his rounds at?",
      "Who is his regular partner on the links?",
    ],
  },
  {
    fact: "user fishes for snook and redfish off the Ringling Causeway bridge",
    questions: [
      "What species is he trying to catch when he casts a line?",
      "Where does the user usually go angling?",
    ],
  },
  {
    fact: "user volunteers as a docent at Mote Marine Aquarium on Wednesdays",
    questions: [
      "Where does he give unpaid tours?",
      "On which weekday does he lead visitors around the sea-life center?",
    ],
  },
  {
    fact: "user has type 2 diabetes and takes metformin 500 mg twice a day",
    questions: [
      "Does he have a blood sugar condition?",
      "How frequently is he supposed to swallow his glucose-control pill?",
    ],
  },
  {
    fact: "user's son Brian lives in Charlotte, North Carolina and works as a pharmacist at CVS",
    questions: [
      "Which city is his boy based in?",
      "What is his male child's job?",
    ],
  },
  {
    fact:
      "user's daughter Jennifer lives in Columbus, Ohio with her husband Derek and their three kids",
    questions: [
      "In which Midwestern city does his girl reside?",
      "What's the name of his son-in-law?",
    ],
  },
  {
    fact: "user has a 9-year-old beagle named Rosie",
    questions: [
      "What breed is his dog?",
      "Does he own a canine, and what is it called?",
    ],
  },
  {
    fact: "user can't eat shellfish; shrimp gives him severe stomach cramps",
    questions: [
      "Should he steer clear of lobster or crab at restaurants?",
    ],
  },
  {
    fact: "user taught eighth-grade American history at Booker Middle School for 31 years",
    questions: [
      "What subject did he instruct before retiring?",
      "Where did the user spend his career as an educator?",
    ],
  },
  {
    fact: "user attends First Presbyterian Church of Sarasota and sings bass in the choir",
    questions: [
      "Which congregation does he belong to?",
      "What vocal part does he perform on Sundays?",
    ],
  },
  {
    fact: "user has a Medicare Advantage plan through Humana",
    questions: [
      "Who is his health insurance carrier?",
      "Is his federal senior coverage managed by a private company?",
    ],
  },
  {
    fact: "user had his right knee replaced at Sarasota Memorial Hospital in 2021",
    questions: [
      "Has he undergone any joint surgery?",
      "Which leg had the operation?",
    ],
  },
  {
    fact: "user uses an iPhone 12 and prefers texting over phone calls",
    questions: [
      "Does he have an Apple or Android handset?",
      "Is it better to message him than to ring him?",
    ],
  },
  {
    fact: "user hates cilantro and says it tastes like soap",
    questions: [
      "Should a recipe for him leave out coriander leaves?",
      "Which herb does he find unpleasant?",
    ],
  },
  {
    fact: "user's pontoon boat is a 2012 Bennington docked at a marina in Venice",
    questions: [
      "What brand is his watercraft?",
      "Where does he keep his vessel moored?",
    ],
  },
  {
    fact: "user pays a monthly HOA fee of $385 for his condo in Gulf Gate",
    questions: [
      "How much are his homeowners association dues?",
      "What neighborhood does he reside in?",
    ],
  },
  {
    fact:
      "user visits Margaret's grave at Palms Memorial Park every year on their wedding anniversary, June 14",
    questions: [
      "Where is his spouse buried?",
      "What date did he get married?",
    ],
  },
  {
    fact: "user is hard of hearing and wears Phonak hearing aids in both ears",
    questions: [
      "Does he use any auditory devices?",
      "Which manufacturer made his listening devices?",
    ],
  },
  {
    fact: "user's granddaughter Lily, age 6, is obsessed with unicorns and Bluey",
    questions: [
      "What would a kindergartner in his family love as a present?",
      "Which Australian cartoon is a favorite of one of his little ones?",
    ],
  },
  {
    fact: "user uses Edward Jones advisor Tom Reilly for his retirement investments",
    questions: [
      "Who handles his portfolio?",
      "Which brokerage firm manages his nest egg?",
    ],
  },
  {
    fact: "user gets a Florida Retirement System pension of about $3,200 a month",
    questions: [
      "How much does his state teacher's annuity pay?",
      "Does he have a defined-benefit plan from his old employer?",
    ],
  },
  {
    fact: "user takes lisinopril 10 mg for high blood pressure",
    questions: [
      "Is he being treated for hypertension?",
      "Which ACE inhibitor is he on?",
    ],
  },
  {
    fact: "user is lactose intolerant and uses Lactaid milk in his coffee",
    questions: [
      "Can he handle dairy?",
      "What does he add to his morning cup of joe?",
    ],
  },
  {
    fact: "user's favorite restaurant is Owen's Fish Camp in downtown Sarasota",
    questions: [
      "Where would he like to go out to dine?",
      "Which eatery does he enjoy most in the city center?",
    ],
  },
  {
    fact: "user roots for the Tampa Bay Rays and has a partial season ticket plan",
    questions: [
      "Which MLB team does he support?",
      "Does he have recurring seats at the ballpark?",
    ],
  },
  {
    fact: "user is reading his way through every Lee Child Jack Reacher novel",
    questions: [
      "Which author's books does he enjoy?",
    ],
  },
  {
    fact: "user had cataract surgery on his left eye in March 2023",
    questions: [
      "Has he had any vision procedures?",
      "When was his lens replacement?",
    ],
  },
  {
    fact: "user flies Southwest out of Tampa International when visiting his kids",
    questions: [
      "Which airline does he prefer?",
      "What airport does he depart from on trips to see family?",
    ],
  },
  {
    fact: "user is planning an Alaska cruise with Holland America in August 2025",
    questions: [
      "Where is he heading on his summer sea voyage?",
      "Which ship company has he booked with?",
    ],
  },
  {
    fact: "user's brother Dale lives in Dayton, Ohio and has Parkinson's disease",
    questions: [
      "Does he have a sibling with a neurological disorder?",
      "Where is his male sibling located?",
    ],
  },
  {
    fact: "user does woodworking in his garage and builds birdhouses for the church fundraiser",
    questions: [
      "What craft does he do in his workshop?",
      "What items does he make to raise money for his congregation?",
    ],
  },
  {
    fact: "user's Wi-Fi is Spectrum internet and the router is in the hall closet",
    questions: [
      "Who is his broadband provider?",
      "Where is his wireless modem located?",
    ],
  },
  {
    fact: "user carries a 14 handicap and plays Callaway irons",
    questions: [
      "How good a golfer is he?",
      "What brand of clubs does he use?",
    ],
  },
  {
    fact: "user's primary care doctor is Dr. Anita Patel at First Physicians Group",
    questions: [
      "Who does he see for routine checkups?",
      "What's the name of his general practitioner?",
    ],
  },
  {
    fact: "user is red-green colorblind",
    questions: [
      "Can he distinguish scarlet from emerald easily?",
      "Does he have any vision deficiency with hues?",
    ],
  },
  {
    fact: "user's grandson Tyler, 16, is learning to drive and wants a Jeep Wrangler",
    questions: [
      "Which teen in his family is about to get a license?",
      "What off-road vehicle has his teenage relative got his heart set on?",
    ],
  },
  {
    fact: "user keeps a vegetable garden with tomatoes, peppers and okra",
    questions: [
      "What does he grow in his backyard plot?",
      "Does he raise any produce at home?",
    ],
  },
  {
    fact: "user uses a CPAP machine for sleep apnea",
    questions: [
      "Does he have any breathing issues at night?",
      "Should he pack special equipment when traveling overnight?",
    ],
  },
  {
    fact:
      "user is a member of the Sarasota Kiwanis Club and helps with the annual pancake breakfast",
    questions: [
      "Which service organization does he belong to?",
      "What yearly fundraiser meal does he work at?",
    ],
  },
  {
    fact:
      "user's homeowners insurance is with Citizens Property Insurance after State Farm dropped him",
    questions: [
      "Who covers his house against hurricane damage?",
      "Which company cancelled his policy?",
    ],
  },
  {
    fact: "user evacuated to his daughter's house in Ohio during Hurricane Ian",
    questions: [
      "Where does he go when a big storm threatens?",
      "Did he stay put when the 2022 storm hit?",
    ],
  },
  {
    fact: "user likes his steak medium-well with A1 sauce",
    questions: [
      "How does he prefer his beef cooked?",
      "What condiment does he want on his sirloin?",
    ],
  },
  {
    fact: "user plays pinochle Thursday evenings with neighbors at the Gulf Gate clubhouse",
    questions: [
      "What card game does he enjoy?",
      "Which night of the week is his regular game?",
    ],
  },
  {
    fact: "user has atrial fibrillation and takes Eliquis",
    questions: [
      "Is he on a blood thinner?",
      "Does he have a heart rhythm problem?",
    ],
  },
  {
    fact: "user refuses to do online banking and still writes paper checks at Truist",
    questions: [
      "Does he manage his accounts through an app or website?",
      "Which financial institution holds his accounts?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh22}, reworded where they shared a word with the
 * bench's notes: they must recall nothing.
 */
export const fresh22Unrelated: string[] = [
  "What's the capital of Kazakhstan?",
  "How many centimetres are in a metre?",
  "Who sculpted The Thinker?",
  "How is verdigris scoured from copper?",
  "Can you outline a formal complaint?",
  "At what temperature does mercury freeze?",
  "How do I regain access to Gmail?",
  "Which orb circles nearest to the heliocentre?",
  "Could you suggest a synonym for 'happy'?",
  "Should linguine be simmered to barely tender?",
  "When did the USSR dissolve?",
  "Where is Zanzibar?",
];

/**
 * A twenty-fourth held-out set, written on 2026-12-03 (stop 39) by a writer who had not seen the
 * project, asked for a dairy farmer in her mid-forties in rural Wisconsin, married with two teenagers, written of as she, they and the user: 50 facts, two questions each. Measured before any of its misses
 * was read: own brain 37, beside every other set 23 (of 99) on `48da68f`; the session then read its misses. One question sharing a word with its fact was left out.
 */
export const fresh23: ParaphraseCase[] = [
  {
    fact: "user's husband Dale handles the evening milking",
    questions: [
      "Who in her household takes care of the cows at night?",
      "Which family member should I ask about the late barn chores?",
    ],
  },
  {
    fact: "user's daughter Kaylee is 16 and plays volleyball",
    questions: [
      "How old is her girl, and what sport does she compete in?",
      "Would knee pads make a good present for her eldest kid?",
    ],
  },
  {
    fact: "user's son Tyler is 14 and shows heifers in 4-H",
    questions: [
      "Is her boy involved in any youth agricultural clubs?",
      "What does her younger child do at the county fair?",
    ],
  },
  {
    fact: "user's mother-in-law Arlene lives in a nursing home in Appleton",
    questions: [
      "Where does her husband's mom reside?",
      "Are there any elderly relatives in assisted care that she visits?",
    ],
  },
  {
    fact: "user's wedding anniversary is June 18",
    questions: [
      "When should I remind her to buy a card celebrating her marriage?",
      "What date did she and her spouse get hitched?",
    ],
  },
  {
    fact: "user milks about 120 Holstein cows",
    questions: [
      "How big is her herd, and what breed?",
      "Roughly how many animals are in the dairy operation she runs?",
    ],
  },
  {
    fact: "user has a border collie named Scout",
    questions: [
      "What does she call her dog?",
      "Does she own a herding-breed pet?",
    ],
  },
  {
    fact: "user feeds the barn cats Purina Cat Chow",
    questions: [
      "Which kibble brand does she buy for the felines around the farm?",
      "What should go on her shopping list for the mousers?",
    ],
  },
  {
    fact: "user's family keeps an old quarter horse named Biscuit",
    questions: [
      "Does the household own any equine animals?",
      "What do they call the gelding in their pasture?",
    ],
  },
  {
    fact: "user takes lisinopril 10 mg daily for high blood pressure",
    questions: [
      "What prescription does she use for hypertension?",
      "Would a decongestant interact with her heart medication?",
    ],
  },
  {
    fact: "user is allergic to penicillin",
    questions: [
      "Are there antibiotics she needs to avoid?",
      "Should I flag any drug reactions before her doctor's appointment?",
    ],
  },
  {
    fact: "user has chronic lower back pain and sees a chiropractor in New Holstein",
    questions: [
      "Who does she visit for spinal adjustments?",
      "Would heavy lifting aggravate an ongoing condition of hers?",
    ],
  },
  {
    fact: "user puts Bag Balm on her chapped hands in winter",
    questions: [
      "What salve does she rely on for cracked skin during cold months?",
      "Which ointment should I add to her list for dry knuckles?",
    ],
  },
  {
    fact: "user's doctor is Dr. Heidi Brandt at Aurora Medical Center in Manitowoc",
    questions: [
      "Which physician handles her primary care?",
      "Where should she book a checkup?",
    ],
  },
  {
    fact: "user drinks black coffee from Kwik Trip every morning",
    questions: [
      "How does she take her cup of joe?",
      "Which gas station does she stop at for her daily brew?",
    ],
  },
  {
    fact: "user is trying to cut back on sugar",
    questions: [
      "Would a dessert recipe fit her current eating goals?",
      "Is she limiting sweets right now?",
    ],
  },
  {
    fact: "user's favorite Friday night meal is a walleye fish fry",
    questions: [
      "What's her go-to end-of-week supper?",
      "Which dish would she order at a supper club?",
    ],
  },
  {
    fact: "user buys cheese curds from Henning's in Kiel",
    questions: [
      "Where does she pick up her squeaky snack?",
      "Which local shop supplies her dairy nibbles?",
    ],
  },
  {
    fact: "user dislikes cilantro",
    questions: [
      "Should I leave out any herbs when suggesting salsa recipes?",
      "Is there a garnish she finds soapy-tasting?",
    ],
  },
  {
    fact: "user's farmhouse was built in 1912",
    questions: [
      "How old is the place they live in?",
      "Would her residence likely have lead paint or knob-and-tube wiring?",
    ],
  },
  {
    fact: "user heats the house with a Central Boiler outdoor wood furnace",
    questions: [
      "What keeps her home warm in January?",
      "Does she split logs to keep the place toasty?",
    ],
  },
  {
    fact: "user's Maytag dishwasher keeps breaking down",
    questions: [
      "Which appliance of hers needs repair often?",
      "What brand is the machine that cleans her plates?",
    ],
  },
  {
    fact: "user grows heirloom tomatoes in a vegetable garden",
    questions: [
      "What does she plant in her backyard plot?",
      "Would a seed catalog interest her?",
    ],
  },
  {
    fact: "user's husband Dale drives a Ford F-250",
    questions: [
      "What pickup does her spouse use?",
      "Which truck make does her partner prefer?",
    ],
  },
  {
    fact: "user drives a 2017 Chevy Equinox",
    questions: [
      "What SUV does she get around in?",
      "What model year is her personal car?",
    ],
  },
  {
    fact: "user's John Deere 5075E tractor needs a new hydraulic pump",
    questions: [
      "Is any of her agricultural equipment awaiting a replacement part?",
      "Which machine of hers is waiting on repairs?",
    ],
  },
  {
    fact: "user ships her milk to the Foremost Farms cooperative",
    questions: [
      "Which processor purchases what her herd produces?",
      "Who does she sell the dairy product to?",
    ],
  },
  {
    fact: "user has her farm loan with Compeer Financial",
    questions: [
      "Which lender holds her agricultural debt?",
      "Who should she call about refinancing the mortgage on her land?",
    ],
  },
  {
    fact: "user keeps the farm books in QuickBooks",
    questions: [
      "What accounting software does she use?",
      "Which program tracks her expenses and income?",
    ],
  },
  {
    fact: "user's accountant Gary Schmitz files her taxes every March",
    questions: [
      "Who prepares her returns for the IRS?",
      "When does her financial paperwork usually get submitted?",
    ],
  },
  {
    fact: "user worries about low milk prices this year",
    questions: [
      "What economic concern is weighing on her?",
      "Is she stressed about dairy market rates?",
    ],
  },
  {
    fact: "user belongs to a quilting guild that meets Tuesday nights in Brillion",
    questions: [
      "Does she have a sewing club she attends?",
      "What evening is she usually busy with her patchwork group?",
    ],
  },
  {
    fact: "user goes deer hunting with her son every November",
    questions: [
      "Does she go after whitetail in the fall?",
      "What outdoor season does she take part in with her boy?",
    ],
  },
  {
    fact: "user loves reading Louise Penny mysteries",
    questions: [
      "Which author's detective novels does she enjoy?",
      "Would the latest Inspector Gamache book make a good gift for her?",
    ],
  },
  {
    fact: "user listens to Green Bay Packers games on the radio",
    questions: [
      "Which NFL team does she root for?",
      "Should I avoid scheduling anything during Sunday football?",
    ],
  },
  {
    fact: "user vacationed in Branson, Missouri in 2022",
    questions: [
      "Where did they take their last family trip?",
      "Has she visited any Ozarks tourist towns?",
    ],
  },
  {
    fact: "user wants to visit Nashville someday",
    questions: [
      "Which Tennessee city is on her bucket list?",
      "Would a country music getaway appeal to her?",
    ],
  },
  {
    fact: "user can rarely be away from the farm for more than two days",
    questions: [
      "How long a trip can she realistically take?",
      "Would a week-long cruise work for her?",
    ],
  },
  {
    fact: "user uses an iPhone 12",
    questions: [
      "What smartphone does she carry?",
      "Should I give her Android or Apple instructions?",
    ],
  },
  {
    fact: "user tracks her herd with DairyComp 305 software",
    questions: [
      "What program does she use for cow records?",
      "Which management tool holds her animals' breeding data?",
    ],
  },
  {
    fact: "user checks the weather on the WBAY app",
    questions: [
      "Which forecast service does she rely on?",
      "Where does she look for rain predictions?",
    ],
  },
  {
    fact: "user shops Facebook Marketplace for used equipment",
    questions: [
      "Where does she look for secondhand machinery online?",
      "Which social media site does she browse for bargains?",
    ],
  },
  {
    fact: "user gets up at 4:30 a.m. for the morning milking",
    questions: [
      "What time does her alarm go off?",
      "Would calling her at dawn be too early?",
    ],
  },
  {
    fact: "user attends Mass at St. Mary's Catholic Church on Sunday mornings",
    questions: [
      "Where does she worship each week?",
      "Is she available for a weekend brunch before noon?",
    ],
  },
  {
    fact: "user has Dr. Olson the vet out every other Thursday for herd health checks",
    questions: [
      "Which weekday should I keep clear for livestock exams?",
    ],
  },
  {
    fact: "user prefers phone calls over texting",
    questions: [
      "What is her favored way of getting in touch?",
      "Should I message her or ring her?",
    ],
  },
  {
    fact: "user hates shopping at the mall",
    questions: [
      "Would a trip to a big retail center appeal to her?",
      "Does she enjoy browsing stores in person?",
    ],
  },
  {
    fact: "user wears Carhartt bibs and jackets",
    questions: [
      "What workwear label does she trust?",
      "Which brand of insulated overalls should I recommend?",
    ],
  },
  {
    fact: "user buys Muck boots for chores",
    questions: [
      "Which rubber footwear brand does she use in the barn?",
      "What kind of waterproof shoes does she need replaced?",
    ],
  },
  {
    fact: "user lives near Chilton in Calumet County",
    questions: [
      "Which part of Wisconsin is her home?",
      "What's the closest town for her errands?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh23}, 9 of them reworded where they shared a word with the
 * bench's notes: they must recall nothing.
 */
export const fresh23Unrelated: string[] = [
  "What engenders an annular occultation?",
  "How do I reverse a Perl scalar?",
  "Who was the earliest Roman emperor?",
  "What is the chemical makeup of halite?",
  "Kronos-to-Helios span in astronomical reckoning?",
  "How does rubisco fixate CO2?",
  "When did the USSR dissolve?",
  "What is a Penrose tiling?",
  "At what temperature does mercury freeze?",
  "Who devised the Eiffel landmark?",
  "How does a binary lookup algorithm function?",
  "How do mitosis and meiosis differ?",
];

/**
 * A twenty-fifth held-out set, written on 2026-12-03 (stop 39) by a writer who had not seen the
 * project, asked for an architecture graduate student in his mid-twenties in Toronto, from Lagos, written of as he, they and the user: 50 facts, two questions each. Measured before any of its misses
 * was read: own brain 29, beside every other set 15 (of 99) on `48da68f`; the session then read its misses. One question sharing a word with its fact was left out.
 */
export const fresh24: ParaphraseCase[] = [
  {
    fact:
      "user's mother Adaeze is a secondary school teacher in Lagos who calls him every Sunday on WhatsApp",
    questions: [
      "Which parent phones the user weekly, and what does she do for a living?",
    ],
  },
  {
    fact: "user's younger sister Chioma is studying pharmacy at the University of Ibadan",
    questions: [
      "Which of his siblings is in college back home, and in what field?",
      "Is anyone in their family training to dispense prescription drugs?",
    ],
  },
  {
    fact: "user's father Emeka runs a small electronics repair shop in Ikeja",
    questions: [
      "What kind of business does his dad own?",
      "Who in the user's household back home fixes broken gadgets for a living?",
    ],
  },
  {
    fact: "user's roommate Marcus Chen is a software engineer at Shopify",
    questions: [
      "Who shares his apartment, and which company employs that person?",
      "Does anyone they live with write code for an e-commerce firm?",
    ],
  },
  {
    fact: "user's best friend Tobi Adeyemi lives in Brampton and works as a nurse",
    questions: [
      "Which buddy of his resides out in Peel Region?",
      "Who among the user's pals has a caregiving job in healthcare?",
    ],
  },
  {
    fact: "user's classmate Sofia Rossi is his partner for the housing design project this term",
    questions: [
      "Who is he collaborating with on the residential scheme this semester?",
      "Which peer should be looped into messages about their current group assignment?",
    ],
  },
  {
    fact: "user takes cetirizine (Reactine) daily for seasonal allergies in spring",
    questions: [
      "What antihistamine should he pack for April and May?",
      "Is there a pill the user swallows every morning when pollen counts are high?",
    ],
  },
  {
    fact: "user has mild asthma and carries a Ventolin inhaler",
    questions: [
      "Would a high-intensity spin class need any breathing-related precautions for him?",
      "What rescue medication should they bring along on a hike?",
    ],
  },
  {
    fact: "user is lactose intolerant",
    questions: [
      "Would a creamy fettuccine alfredo be a problem for him?",
      "Should milk-based desserts be avoided when ordering for the user?",
    ],
  },
  {
    fact: "user's family doctor is Dr. Anjali Patel at a clinic on Spadina Avenue",
    questions: [
      "Who is his GP, and where is the office?",
      "Where should they go to get a referral to a specialist?",
    ],
  },
  {
    fact: "user sees a physiotherapist for lower back pain from long hours at his desk",
    questions: [
      "Is he getting any treatment for spinal aches?",
      "Would an overnight flight in a cramped economy seat bother the user's body?",
    ],
  },
  {
    fact:
      "user cooks jollof rice every Sunday with ingredients from an African grocery on Eglinton Avenue West",
    questions: [
      "Where does he shop for Nigerian pantry staples?",
      "What dish does the user usually make at the weekend?",
    ],
  },
  {
    fact: "user drinks two cups of Tim Hortons double-double coffee a day",
    questions: [
      "How much caffeine does he typically consume?",
      "What's their usual order at the Canadian doughnut chain?",
    ],
  },
  {
    fact: "user doesn't eat pork",
    questions: [
      "Would a bacon breakfast sandwich be okay for him?",
      "Are there any meats the user avoids?",
    ],
  },
  {
    fact: "user's favourite takeout is suya from a Nigerian grill in Scarborough",
    questions: [
      "Where does he get his go-to spicy beef skewers?",
      "If they want comfort food delivered, what would they likely pick?",
    ],
  },
  {
    fact: "user lives in a two-bedroom apartment near Dufferin and Bloor",
    questions: [
      "Which intersection is closest to his place?",
      "How many sleeping rooms does the user's flat have?",
    ],
  },
  {
    fact: "user pays $1,150 a month as his share of the rent",
    questions: [
      "How much does his housing cost him?",
      "What's the user's portion of the lease?",
    ],
  },
  {
    fact: "user's landlord is slow to fix things and the kitchen faucet has been leaking for weeks",
    questions: [
      "Is there any plumbing issue at his place that needs follow-up?",
      "Should they email the property owner about a repair?",
    ],
  },
  {
    fact: "user keeps a snake plant and a pothos on his bedroom windowsill",
    questions: [
      "Does he own anything that needs regular watering?",
      "What kind of indoor greenery does the user tend?",
    ],
  },
  {
    fact: "user commutes on the Bloor-Danforth subway line to the University of Toronto",
    questions: [
      "How does he get to school each day?",
      "Which transit route should they check for delays in the morning?",
    ],
  },
  {
    fact: "user loads his Presto card with a post-secondary monthly pass",
    questions: [
      "How does he pay for public transit fares?",
      "Is the user getting a student discount on TTC rides?",
    ],
  },
  {
    fact: "user doesn't own a car and uses Bike Share Toronto in summer",
    questions: [
      "Will he need a parking spot?",
      "How do they get around in warm weather besides buses and trains?",
    ],
  },
  {
    fact: "user got his Ontario G1 license last year and is practicing for the G2 road test",
    questions: [
      "Can he legally drive alone yet?",
      "What's the user's next step toward full driving privileges?",
    ],
  },
  {
    fact:
      "user is in the second year of a Master of Architecture program at the University of Toronto's Daniels Faculty",
    questions: [
      "What graduate degree is he pursuing, and where?",
      "How long until they finish their professional design training?",
    ],
  },
  {
    fact: "user works part-time as a teaching assistant for an introductory drafting course",
    questions: [
      "Does he have a job on campus?",
      "Will the user be busy marking undergrad assignments?",
    ],
  },
  {
    fact: "user's thesis is about adaptive reuse of old industrial buildings",
    questions: [
      "What's the topic of his final research paper?",
      "Would a tour of a converted factory be relevant to their academic work?",
    ],
  },
  {
    fact: "user has an Ontario Graduate Scholarship worth $15,000",
    questions: [
      "Does he receive any funding for school?",
      "How much award money is the user getting this year?",
    ],
  },
  {
    fact: "user sends money home to his family in Nigeria through Wise",
    questions: [
      "How does he transfer cash to relatives abroad?",
      "Which remittance app does the user rely on?",
    ],
  },
  {
    fact: "user banks with TD and has a student line of credit",
    questions: [
      "Which financial institution holds his accounts?",
      "Does the user have any borrowing available for tuition?",
    ],
  },
  {
    fact: "user's final studio review is in the first week of December",
    questions: [
      "When is his end-of-term design presentation?",
      "Is the user likely to be swamped right before the holidays?",
    ],
  },
  {
    fact: "user sketches in a Moleskine notebook on weekends",
    questions: [
      "What brand of drawing journal does he prefer?",
      "What does the user do for creative fun on Saturdays?",
    ],
  },
  {
    fact: "user shoots film photography with a Canon AE-1",
    questions: [
      "What analog camera does he use?",
      "Would a roll of Kodak Portra 400 make a good gift for them?",
    ],
  },
  {
    fact: "user plays EA Sports FC on his PlayStation 5",
    questions: [
      "Which gaming console does he own?",
      "What video game would the user enjoy competing in?",
    ],
  },
  {
    fact: "user listens to Afrobeats, especially Burna Boy and Tems",
    questions: [
      "Which concert tickets would he love?",
      "What genre of music does the user enjoy?",
    ],
  },
  {
    fact: "user plays pickup soccer at Christie Pits on Thursday evenings",
    questions: [
      "What outdoor team activity does he join every week, and where?",
      "Would new cleats be a useful gift for the user?",
    ],
  },
  {
    fact: "user supports Arsenal in the Premier League",
    questions: [
      "Which English club does he cheer for?",
      "Would they want to watch the Gunners match on Saturday?",
    ],
  },
  {
    fact: "user goes to the gym at the Athletic Centre on campus three times a week",
    questions: [
      "Where does he work out?",
      "How often does the user exercise?",
    ],
  },
  {
    fact: "user is a Toronto Raptors fan",
    questions: [
      "Which NBA team would he want tickets to see?",
      "Would a basketball night at Scotiabank Arena interest the user?",
    ],
  },
  {
    fact: "user is planning a trip to Lagos for Christmas",
    questions: [
      "Where is he flying over the holidays in December?",
      "Should I look up fares to Nigeria's largest city for them?",
    ],
  },
  {
    fact: "user holds a Nigerian passport and needs a visa to enter the US",
    questions: [
      "Does he require special paperwork to visit New York?",
      "What citizenship documents does the user carry abroad?",
    ],
  },
  {
    fact: "user visited Montreal last summer and loved it",
    questions: [
      "Which Québec city has he already toured?",
      "Has the user been to the French-speaking province before?",
    ],
  },
  {
    fact: "user prefers flying Air Canada and collects Aeroplan points",
    questions: [
      "Which airline loyalty program does he belong to?",
      "What carrier should I book them on?",
    ],
  },
  {
    fact: "user uses Rhino and Grasshopper for 3D modeling",
    questions: [
      "What design software does he rely on for parametric forms?",
      "Which programs should be installed on a new laptop for the user's coursework?",
    ],
  },
  {
    fact: "user has a 14-inch MacBook Pro with an M2 chip",
    questions: [
      "What laptop does he own?",
      "Will Windows-only apps run natively on the user's computer?",
    ],
  },
  {
    fact: "user keeps track of his deadlines in Notion",
    questions: [
      "What app does he log due dates in?",
      "Where should I add a reminder for their next assignment?",
    ],
  },
  {
    fact: "user has an iPhone 13",
    questions: [
      "Is his handset Android or Apple?",
      "Would a Lightning cable work with the user's mobile?",
    ],
  },
  {
    fact: "user has studio classes Monday, Wednesday and Friday from 2 to 6 pm",
    questions: [
      "When is he unavailable in the afternoons?",
      "Could the user do a meeting at 3 on a weekday?",
    ],
  },
  {
    fact: "user is a night owl and usually sleeps around 2 am",
    questions: [
      "Would an early call be a bad idea for him?",
      "What time does the user go to bed?",
    ],
  },
  {
    fact: "user buys basics at Uniqlo and wears mostly black clothing",
    questions: [
      "Which retailer does he get everyday apparel from?",
      "What colour should a shirt gift for the user be?",
    ],
  },
  {
    fact: "user's favourite place to study is the Toronto Reference Library",
    questions: [
      "Where does he like to work quietly?",
      "Where should they go to focus on readings outside the flat?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh24}, 8 of them reworded where they shared a word with the
 * bench's notes: they must recall nothing.
 */
export const fresh24Unrelated: string[] = [
  "Semimajor axis of Europa's overlord?",
  "When did the GDR's wall dividing its capital collapse?",
  "How do I reverse a Perl scalar?",
  "What is the chemical makeup of halite?",
  "Who rendered the Gioconda?",
  "What engenders an annular occultation?",
  "Endosymbiotic ancestry of plastids",
  "At what temperature does nitrogen vaporize?",
  "How do TCP and UDP differ?",
  "Who established the Roman Empire?",
  "How do immunizations ready our defenses against viruses?",
  "Compose a SQL query combining purchase and buyer relations.",
];

/**
 * A twenty-sixth held-out set, written on 2026-12-03 (stop 39) by a writer who had not seen the
 * project, asked for a stay-at-home father in his late thirties in Melbourne, a former chef, in Australian English, written of as he, they and the user: 50 facts, two questions each. Measured before any of its misses
 * was read: own brain 32 (of 99) on `48da68f` and 32 on `c9e66d8`, beside every other set 10 and 10; it was kept unread until then. One question sharing a word with its fact was left out.
 */
export const fresh25: ParaphraseCase[] = [
  {
    fact:
      "user's wife Priya is a paramedic with Ambulance Victoria and works rotating night shifts",
    questions: [
      "What does his partner do for a living?",
      "Is anyone at home likely to be sleeping through the daytime after late rosters?",
    ],
  },
  {
    fact: "user's son Oscar is 7 and in Year 2 at Brunswick East Primary School",
    questions: [
      "How old is the older kid, and which grade?",
      "Where does the eldest child go for classes each weekday?",
    ],
  },
  {
    fact: "user's daughter Maisie is 2 and attends childcare on Tuesdays and Thursdays",
    questions: [
      "Which weekdays is the little one away at an early learning centre?",
      "When does he get a few free hours without the youngest around?",
    ],
  },
  {
    fact:
      "user worked as a sous chef at a fine-dining restaurant in Fitzroy for 12 years before becoming a stay-at-home dad",
    questions: [
      "What was his career prior to looking after the kids full-time?",
      "Does he have professional kitchen experience?",
    ],
  },
  {
    fact: "user has coeliac disease and must eat strictly gluten-free",
    questions: [
      "Would a regular wheat pasta be okay for him?",
      "Can he safely have a standard beer or bread roll?",
    ],
  },
  {
    fact: "user takes 20 mg escitalopram each morning for anxiety",
    questions: [
      "What antidepressant is he on, and at what dose?",
      "Should he check for interactions before trying St John's wort?",
    ],
  },
  {
    fact: "user is allergic to penicillin and breaks out in hives",
    questions: [
      "Would amoxicillin be a safe antibiotic if a GP prescribes it?",
      "Are there any drug reactions to flag on a medical form?",
    ],
  },
  {
    fact: "user has a red kelpie cross named Ned, adopted from the RSPCA in 2020",
    questions: [
      "What breed of dog does the family own?",
      "Where did their pooch come from originally?",
    ],
  },
  {
    fact: "user's kids have a pet rabbit called Waffles that lives in a hutch in the backyard",
    questions: [
      "What small animal do the children keep outdoors?",
      "Who besides the humans needs hay and greens each evening?",
    ],
  },
  {
    fact: "user lives in a Californian bungalow in Brunswick East, Melbourne",
    questions: [
      "What style of house is the family home?",
      "Which inner-northern suburb should local recommendations be near?",
    ],
  },
  {
    fact: "user grows tomatoes, zucchini and basil in raised garden beds",
    questions: [
      "What produce is he cultivating at his place over summer?",
      "Would a tip on preventing blossom-end rot be relevant to him?",
    ],
  },
  {
    fact: "user drives a silver 2017 Toyota RAV4 Hybrid",
    questions: [
      "What car does the family get around in?",
      "Which SUV model needs its logbook service booked?",
    ],
  },
  {
    fact: "user rides a Tern cargo e-bike for school drop-offs",
    questions: [
      "How does he usually get the kids to class without the car?",
      "What electric two-wheeler might need a new battery?",
    ],
  },
  {
    fact: "user's household has been on a single income since 2022, so money is tight",
    questions: [
      "Should cost be a big factor when suggesting purchases for them?",
      "How many earners are there in the family?",
    ],
  },
  {
    fact: "user banks with Bendigo Bank and uses the Up app for everyday spending",
    questions: [
      "Which financial institution holds their accounts?",
      "What neobank does he have for day-to-day purchases?",
    ],
  },
  {
    fact: "user has about $480,000 remaining on the mortgage",
    questions: [
      "How much is left owing on the home loan?",
      "Would an offset account discussion be relevant to his finances?",
    ],
  },
  {
    fact: "user keeps a gluten-free buckwheat sourdough starter named Gerald",
    questions: [
      "What is the fermented bread culture he feeds called?",
      "Does he bake loaves with wild yeast?",
    ],
  },
  {
    fact: "user plays five-a-side soccer on Wednesday nights at an indoor centre in Brunswick",
    questions: [
      "What team sport does he take part in mid-week?",
      "Which evening is he unavailable because of football?",
    ],
  },
  {
    fact: "user barracks for the Collingwood Magpies in the AFL",
    questions: [
      "Which footy club does he support?",
      "Would he be happy about a black-and-white team winning the flag?",
    ],
  },
  {
    fact: "user is training for the Melbourne Marathon in October",
    questions: [
      "What 42-kilometre event is he preparing for this year?",
      "When is his big running race?",
    ],
  },
  {
    fact: "user does Parkrun at Princes Park most Saturday mornings",
    questions: [
      "Where does he do a free timed 5k on weekends?",
      "Would an early weekend brunch booking clash with anything?",
    ],
  },
  {
    fact: "user makes his own kimchi and kombucha",
    questions: [
      "What pickled or cultured foods does he prepare himself?",
      "Would a gift of a SCOBY be appreciated?",
    ],
  },
  {
    fact: "user collects vinyl records, mostly 1970s soul and funk",
    questions: [
      "What music genre does he like on LP?",
      "Would a Curtis Mayfield pressing make a good birthday gift?",
    ],
  },
  {
    fact: "user's parents live in Geelong and babysit every second Friday",
    questions: [
      "Where are the grandparents based?",
      "Who minds the kids at the end of alternate weeks?",
    ],
  },
  {
    fact: "user's sister Kate lives in Perth and works as a mining engineer",
    questions: [
      "Which sibling is on the west coast?",
      "What is his sibling's occupation?",
    ],
  },
  {
    fact: "user is planning a family trip to Japan in April 2026 to see the cherry blossoms",
    questions: [
      "Where is the next overseas holiday?",
      "Does he need yen and a JR Pass soon?",
    ],
  },
  {
    fact: "user goes camping at Wilsons Promontory every Easter",
    questions: [
      "Where does the family pitch a tent over the autumn public holidays?",
      "Would he need a ballot booking for Tidal River?",
    ],
  },
  {
    fact: "user uses an iPhone 13 and an old MacBook Air",
    questions: [
      "Which mobile platform should instructions be written for?",
      "Is his laptop likely able to run the latest macOS?",
    ],
  },
  {
    fact: "user does the weekly grocery shop at Aldi",
    questions: [
      "Which supermarket chain does he prefer?",
      "Where should a food run be planned?",
    ],
  },
  {
    fact: "user organises recipes and meal plans in the Paprika app",
    questions: [
      "What software does he keep his dish collection in?",
      "Where could a new dinner idea be saved for him?",
    ],
  },
  {
    fact: "user and his wife coordinate the family schedule via a shared Google Calendar",
    questions: [
      "Where should appointments be added so both parents see them?",
      "Which planner tool does the couple rely on?",
    ],
  },
  {
    fact: "user does Oscar's school drop-off at 8:30am and pickup at 3:15pm",
    questions: [
      "What time does he need to collect the eldest each afternoon?",
      "Can a phone appointment be booked for 3pm on a weekday?",
    ],
  },
  {
    fact: "user's toddler naps from 12:30 to 2:30 most days",
    questions: [
      "When is the little one usually asleep in the afternoon?",
      "Is there a quiet window around lunchtime for a call?",
    ],
  },
  {
    fact: "user drinks long blacks made on his Breville Barista Express",
    questions: [
      "How does he take his morning brew?",
      "Which espresso machine might need descaling?",
    ],
  },
  {
    fact: "user dislikes coriander because it tastes like soap to him",
    questions: [
      "Is there a herb he can't stand?",
    ],
  },
  {
    fact: "user buys his outdoor gear from Kathmandu and Macpac",
    questions: [
      "Which brands would he go for when getting a rain jacket?",
      "Would a voucher for a New Zealand adventure-clothing store suit him?",
    ],
  },
  {
    fact: "user shops at Bunnings for hardware and garden supplies",
    questions: [
      "Where would he get screws and timber on a Sunday?",
      "Would a gift card to the big green DIY chain be useful?",
    ],
  },
  {
    fact: "user's favourite local café is Tinker on Lygon Street",
    questions: [
      "Where does he like to grab a flat white nearby?",
      "Which neighbourhood spot is good to meet a friend for brunch?",
    ],
  },
  {
    fact: "user's GP is Dr Linh Nguyen at Brunswick Health clinic",
    questions: [
      "Who is his regular doctor?",
      "Where should a medical appointment be booked?",
    ],
  },
  {
    fact: "user had a knee arthroscopy in 2021 and his left knee still flares up on long runs",
    questions: [
      "Is there an old injury to consider when increasing mileage?",
      "Which joint surgery is in his history?",
    ],
  },
  {
    fact: "user is red-green colourblind (deuteranopia)",
    questions: [
      "Should charts avoid relying on certain hues for him?",
      "Is there a vision condition to keep in mind?",
    ],
  },
  {
    fact: "user listens to ABC's Conversations podcast while doing housework",
    questions: [
      "What audio show does he enjoy during chores?",
      "Would a public broadcaster interview series suit him?",
    ],
  },
  {
    fact: "user subscribes to Stan and Netflix but not Disney+",
    questions: [
      "Which streaming services do they pay for?",
      "Is a Marvel show available to them without a new sign-up?",
    ],
  },
  {
    fact: "user's wife is vegetarian, so most family dinners are meat-free",
    questions: [
      "Would a lamb roast suit everyone at the table?",
      "Does his partner eat chicken or beef?",
    ],
  },
  {
    fact: "user's son Oscar has a peanut allergy and carries an EpiPen",
    questions: [
      "Is satay sauce safe for the older kid?",
      "What emergency medication goes in the school bag?",
    ],
  },
  {
    fact: "user married Priya on 14 March 2015",
    questions: [
      "When is the wedding anniversary?",
      "How many years has the couple been together as spouses?",
    ],
  },
  {
    fact: "user's RAV4 is insured with RACV and the policy renews each September",
    questions: [
      "Which motoring club covers the vehicle?",
      "When does the premium come due?",
    ],
  },
  {
    fact: "user has Bupa private health cover with extras",
    questions: [
      "Would a physio visit get a rebate from his fund?",
      "Which insurer handles his hospital policy?",
    ],
  },
  {
    fact: "user limits the kids' screen time to one hour a day",
    questions: [
      "How long are the children allowed on tablets or TV?",
      "Would suggesting an iPad game for the afternoon fit house rules?",
    ],
  },
  {
    fact: "user is building a cubby house for Maisie from recycled timber",
    questions: [
      "What backyard project is he making for his daughter?",
      "Would advice on treating reclaimed wood be handy?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh25}, 10 of them reworded where they shared a word with the
 * bench's notes: they must recall nothing.
 */
export const fresh25Unrelated: string[] = [
  "What engenders an annular occultation?",
  "Timsort's galloping mode?",
  "Who was the earliest Roman emperor?",
  "At what temperature does nitrogen vaporize?",
  "How do TCP and UDP differ?",
  "When did the GDR's wall dividing its capital collapse?",
  "Which Galilean globe spews sulphur?",
  "Compose a regex that validates IPv4 IPs.",
  "Why does the sky appear azure?",
  "What is the molar heft of H2SO4?",
  "Summarise the Decembrist revolt of 1825.",
  "Stomatal aperture and transpiration",
];

/**
 * A twenty-seventh held-out set, written on 2026-12-03 (stop 39) by a writer who had not seen the
 * project, asked for an ICU night-shift nurse in her early thirties in Phoenix, training for a half-marathon, written of as she, they and the user: 50 facts, two questions each. Measured before any of its misses
 * was read: own brain 41 (of 98) on `48da68f` and 43 on `c9e66d8`, beside every other set 21 and 22; it was kept unread until then. Two questions sharing a word with their facts were left out.
 */
export const fresh26: ParaphraseCase[] = [
  {
    fact: "user's mother Rosa takes warfarin",
    questions: [
      "Is it safe for her mom to pop an ibuprofen for a headache?",
      "What blood thinner is the elderly parent prescribed?",
    ],
  },
  {
    fact: "user's mother lives alone in a condo in Mesa, about 20 minutes from the user",
    questions: [
      "How far does she have to drive to check on her mom?",
      "Which nearby city would she head to when visiting her elderly parent?",
    ],
  },
  {
    fact: "user has a younger brother, Marco, who lives in Denver and works as an electrician",
    questions: [
      "Which sibling could she ask about wiring a new ceiling fan?",
      "Who in her family is based in Colorado?",
    ],
  },
  {
    fact: "user's father passed away in 2018 from a heart attack",
    questions: [
      "Is her dad still alive?",
      "Is there any cardiac disease in her family that a doctor should know about?",
    ],
  },
  {
    fact: "user's best friend Jasmine is a labor and delivery nurse",
    questions: [
      "Who is her closest pal that might answer questions about childbirth?",
      "Which buddy of hers works in obstetrics?",
    ],
  },
  {
    fact: "user has a 7-year-old orange tabby cat named Churro",
    questions: [
      "What's her feline called?",
      "Would a pet sitter need to look after a dog or a kitty while she's gone?",
    ],
  },
  {
    fact: "user's cat Churro has hyperthyroidism and gets methimazole twice daily",
    questions: [
      "What medicine does her kitty need each morning and evening?",
      "Does her pet have any chronic condition a sitter should know about?",
    ],
  },
  {
    fact: "user feeds her cat Hill's Science Diet y/d prescription food",
    questions: [
      "Which brand of kibble should be bought for her pet?",
      "Can the kitty eat regular grocery-store chow?",
    ],
  },
  {
    fact: "user takes sertraline 50 mg for anxiety",
    questions: [
      "Which SSRI is she on?",
      "Is there an antidepressant in her regimen that might interact with St. John's wort?",
    ],
  },
  {
    fact: "user is allergic to penicillin",
    questions: [
      "Would amoxicillin be okay for her if she gets strep throat?",
      "What antibiotic class must she avoid?",
    ],
  },
  {
    fact: "user takes melatonin 3 mg to sleep during the day after night shifts",
    questions: [
      "Does she use any hormone-based aid for rest?",
    ],
  },
  {
    fact: "user has mild asthma and uses an albuterol inhaler before long runs",
    questions: [
      "Should she bring her rescue puffer to the race?",
      "Does she have any breathing condition that cold air might trigger?",
    ],
  },
  {
    fact: "user wears Acuvue Oasys daily disposable contact lenses",
    questions: [
      "What eye-care product should she pack for a trip?",
      "Does she need glasses or other vision correction?",
    ],
  },
  {
    fact: "user is pescatarian and doesn't eat red meat or poultry",
    questions: [
      "Would a steakhouse be a good dinner pick for her?",
      "Can I suggest a chicken recipe for her weekly cooking?",
    ],
  },
  {
    fact: "user is lactose intolerant and drinks oat milk",
    questions: [
      "Should I recommend a latte made with regular dairy?",
      "What substitute does she pour in her coffee?",
    ],
  },
  {
    fact: "user's favorite restaurant is Pizzeria Bianco in downtown Phoenix",
    questions: [
      "Where would she like to go for a celebratory dinner?",
      "Which local spot for wood-fired pies does she love most?",
    ],
  },
  {
    fact: "user meal-preps every Sunday with salmon, quinoa, and roasted vegetables",
    questions: [
      "What day does she cook food for the week ahead?",
      "Which fish should go on her grocery list?",
    ],
  },
  {
    fact: "user drinks a Celsius energy drink at the start of every shift",
    questions: [
      "What caffeinated beverage does she rely on to stay alert at work?",
      "How could she cut down her caffeine intake at the hospital?",
    ],
  },
  {
    fact: "user rents a one-bedroom apartment in the Arcadia neighborhood of Phoenix",
    questions: [
      "Does she own her place or pay a landlord?",
      "Which part of the city does she live in?",
    ],
  },
  {
    fact: "user's apartment complex only has uncovered parking spots",
    questions: [
      "Should she buy a windshield sunshade?",
      "Is her vehicle protected from the sun at home?",
    ],
  },
  {
    fact: "user uses IKEA blackout curtains in her bedroom to sleep during the day",
    questions: [
      "What helps keep her room dark while she rests in daylight?",
      "Where did she buy the drapes that block sunlight?",
    ],
  },
  {
    fact: "user's rent is $1,450 per month",
    questions: [
      "What does she pay the landlord?",
      "Would a unit priced at seventeen hundred dollars be a step up in cost from where she lives now?",
    ],
  },
  {
    fact: "user drives a 2019 Mazda CX-5",
    questions: [
      "What car does she own?",
      "Which SUV model's tire size should I look up for her?",
    ],
  },
  {
    fact: "user's Mazda is due for an oil change at 45,000 miles",
    questions: [
      "What maintenance is coming up for her vehicle?",
      "When does her SUV next need servicing?",
    ],
  },
  {
    fact: "user has a Costco membership and fills up gas there",
    questions: [
      "Where does she refuel to save money?",
      "Which warehouse club does she belong to?",
    ],
  },
  {
    fact: "user works 12-hour night shifts in the ICU at Banner University Medical Center Phoenix",
    questions: [
      "Which hospital employs her?",
      "When does her typical job schedule begin and end?",
    ],
  },
  {
    fact: "user works three shifts a week, usually Wednesday through Friday",
    questions: [
      "Which days is she on duty at the hospital?",
      "Is she free on a Tuesday night for dinner?",
    ],
  },
  {
    fact: "user is saving for a down payment on a house and has about $30,000 set aside",
    questions: [
      "How much has she put away toward buying a home?",
      "What big financial goal is she working toward?",
    ],
  },
  {
    fact: "user has $18,000 in student loans from nursing school at Arizona State University",
    questions: [
      "Does she still owe any education debt?",
      "Which college did she attend?",
    ],
  },
  {
    fact: "user contributes 6% to her 403(b) retirement plan",
    questions: [
      "What percentage of her paycheck goes to her pension savings?",
      "Is she putting money into an employer-sponsored account for old age?",
    ],
  },
  {
    fact: "user is a CCRN-certified critical care nurse",
    questions: [
      "Which professional credential did she earn?",
      "Is she qualified to handle ventilated patients in intensive units?",
    ],
  },
  {
    fact: "user reads mystery novels on her Kindle Paperwhite",
    questions: [
      "What e-book device does she own?",
      "Would a whodunit make a good gift for her?",
    ],
  },
  {
    fact: "user takes a pottery class at a studio in Tempe on Monday afternoons",
    questions: [
      "What ceramics hobby does she have?",
      "Where does she go to throw clay on the wheel?",
    ],
  },
  {
    fact: "user hikes Camelback Mountain's Echo Canyon trail at sunrise",
    questions: [
      "What's her favorite early-morning outdoor trek?",
      "Where does she go for a steep scramble with city views?",
    ],
  },
  {
    fact: "user listens to true-crime podcasts like Crime Junkie while driving",
    questions: [
      "What audio shows does she enjoy in the car?",
    ],
  },
  {
    fact: "user grows tomatoes and basil in containers on her patio",
    questions: [
      "What herbs does she cultivate at home?",
      "Does she keep any plants on her balcony that need watering while she's away?",
    ],
  },
  {
    fact: "user is training for the Rock 'n' Roll Arizona half-marathon in January",
    questions: [
      "What race is she preparing for this winter?",
      "When is her big 13.1-mile event?",
    ],
  },
  {
    fact: "user's goal half-marathon time is under 2 hours",
    questions: [
      "What finishing pace target is she chasing?",
      "Would finishing in 125 minutes meet her target?",
    ],
  },
  {
    fact: "user runs in Hoka Clifton 9 shoes",
    questions: [
      "What sneakers should she replace when they wear out?",
      "Which footwear brand does she prefer for jogging?",
    ],
  },
  {
    fact: "user tracks workouts with a Garmin Forerunner 255 watch",
    questions: [
      "What wearable does she use for fitness?",
      "Can her device sync with Strava?",
    ],
  },
  {
    fact: "user runs before dawn in summer to avoid the Phoenix heat",
    questions: [
      "What time of day does she exercise during the hottest months?",
      "Would a 2 p.m. jog in July be a good idea for her?",
    ],
  },
  {
    fact: "user is planning a trip to Lisbon, Portugal in April",
    questions: [
      "Where is she vacationing this spring?",
      "Which European country should I research for her upcoming getaway?",
    ],
  },
  {
    fact: "user flies Southwest Airlines and has Rapid Rewards",
    questions: [
      "Which carrier does she prefer for air travel?",
      "What frequent-flyer program is she enrolled in?",
    ],
  },
  {
    fact: "user has TSA PreCheck",
    questions: [
      "Does she get expedited airport security screening?",
      "Will she need to remove her laptop and shoes at the checkpoint?",
    ],
  },
  {
    fact: "user uses an iPhone 14 and a MacBook Air",
    questions: [
      "Should I give Android instructions for her phone?",
      "What laptop does she own?",
    ],
  },
  {
    fact: "user uses YNAB to budget",
    questions: [
      "Which money-management app does she rely on?",
      "What software does she track spending with?",
    ],
  },
  {
    fact: "user uses Spotify for playlists during long runs",
    questions: [
      "Which music streaming service does she subscribe to?",
      "Where should I build her a workout mix?",
    ],
  },
  {
    fact: "user sleeps from about 9 a.m. to 4 p.m. on work days",
    questions: [
      "When is the worst time to call her after a shift?",
      "What hours is she usually in bed?",
    ],
  },
  {
    fact: "user visits her mother every Tuesday afternoon to help with groceries and pills",
    questions: [
      "Which weekday is reserved for assisting her mom?",
      "When does she usually stop by her elderly parent's place?",
    ],
  },
  {
    fact: "user prefers texts over phone calls",
    questions: [
      "What's the best way to reach her quickly?",
      "Should I ring her or send a message?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh26}, 8 of them reworded where they shared a word with the
 * bench's notes: they must recall nothing.
 */
export const fresh26Unrelated: string[] = [
  "What underlies the Callippic calendrical epact?",
  "Who was the earliest Roman emperor?",
  "How do I reverse a Perl scalar?",
  "What is the chemical makeup of halite?",
  "Why does the sky appear azure?",
  "When did the GDR's wall dividing its capital collapse?",
  "Thylakoid lumen acidification",
  "How do TCP and UDP differ?",
  "At what temperature does nitrogen vaporize?",
  "Who is Brahmagupta?",
  "Which Galilean globe spews sulphur?",
  "Compose a SQL query that merges a twosome of relations.",
];

/**
 * A twenty-eighth held-out set, written on 2026-12-03 (stop 40) by a writer who had not seen the
 * project, asked for a long-haul truck driver in his mid-fifties near Knoxville, Tennessee, divorced, with grown children and grandchildren, written of as he, they and the user: 50 facts, two questions each. Measured before any of its misses
 * was read: own brain 46, beside every other set 18 (of 99) on `b2990e7`; the session then read its misses. One question sharing a word with its fact was left out.
 */
export const fresh27: ParaphraseCase[] = [
  {
    fact: "user's daughter Megan is a dental hygienist in Chattanooga",
    questions: [
      "What does his girl do for a living, and in which city?",
      "Which of his kids could he ask about a toothache or getting his teeth cleaned?",
    ],
  },
  {
    fact: "user's son Tyler works as a lineman for the Knoxville Utilities Board",
    questions: [
      "What's his boy's job?",
      "Who in the family climbs power poles for a paycheck?",
    ],
  },
  {
    fact: "user has three grandkids: Brayden (9), Kinsley (6), and baby Wyatt",
    questions: [
      "How many children do his own children have?",
      "What are the names and ages of the youngest generation in his family?",
    ],
  },
  {
    fact: "user's ex-wife is Donna; they divorced in 2011",
    questions: [
      "When did his marriage end?",
      "What's the name of the woman he used to be married to?",
    ],
  },
  {
    fact: "user's mother Evelyn, 81, lives in an assisted living home in Maryville",
    questions: [
      "Where is his mom being cared for these days?",
      "How old is his elderly parent, and what kind of facility is she in?",
    ],
  },
  {
    fact: "user's older brother Randy died of lung cancer in 2019",
    questions: [
      "Is there a family member he's still grieving?",
      "What illness claimed his sibling, and in what year?",
    ],
  },
  {
    fact: "user takes metformin 1000 mg twice a day for type 2 diabetes",
    questions: [
      "What should I avoid giving him for dessert?",
      "Which pill does he swallow with breakfast and supper to keep his blood sugar in check?",
    ],
  },
  {
    fact: "user takes lisinopril for high blood pressure",
    questions: [
      "What's he on for hypertension?",
      "Which prescription keeps his BP under control?",
    ],
  },
  {
    fact: "user has sleep apnea and uses a ResMed CPAP machine in his sleeper cab",
    questions: [
      "What device does he need to breathe properly at night?",
      "What breathing equipment has to come along with him on the road for bedtime?",
    ],
  },
  {
    fact: "user's DOT medical card expires in March 2025",
    questions: [
      "When does he have to pass his next trucking physical?",
      "Which month is his federal health certificate for commercial drivers up?",
    ],
  },
  {
    fact: "user has a bad left knee from falling off a trailer deck in 2016",
    questions: [
      "Which joint gives him trouble, and how did he hurt it?",
      "Why might he limp or struggle with stairs?",
    ],
  },
  {
    fact: "user quit smoking Marlboros in 2020 and now chews Nicorette gum",
    questions: [
      "Does he still use cigarettes?",
      "What helps him with tobacco cravings?",
    ],
  },
  {
    fact: "user is allergic to penicillin",
    questions: [
      "Which antibiotic would cause him a dangerous reaction?",
      "Are there any drugs a doctor should never prescribe him?",
    ],
  },
  {
    fact: "user hauls refrigerated freight for Werner Enterprises",
    questions: [
      "Which carrier employs him?",
      "What kind of cargo does he pull, and does it need to stay cold?",
    ],
  },
  {
    fact: "user drives a 2021 Freightliner Cascadia",
    questions: [
      "What make and model is his big rig?",
      "How old is the semi he operates?",
    ],
  },
  {
    fact: "user has held his CDL for 28 years",
    questions: [
      "How long has he been licensed to operate commercial vehicles?",
      "How many decades has he been in the trucking business?",
    ],
  },
  {
    fact: "user usually runs a regional route from Knoxville to Dallas and back",
    questions: [
      "What's his typical lane?",
      "Which Texas city does he head to most weeks?",
    ],
  },
  {
    fact: "user takes his 34-hour reset at home every other weekend",
    questions: [
      "How often does he get to be at his house?",
      "When is his mandated off-duty break, and where does he spend it?",
    ],
  },
  {
    fact: "user likes to start driving around 4 a.m. to beat traffic",
    questions: [
      "What time does he usually hit the road in the morning?",
      "Is he an early riser on workdays?",
    ],
  },
  {
    fact: "user's dispatcher is named Keisha",
    questions: [
      "Who assigns his loads at the company?",
      "Who does he call when a shipment gets delayed?",
    ],
  },
  {
    fact: "user prefers parking at Pilot Flying J truck stops to earn rewards points",
    questions: [
      "Which chain does he like to overnight at?",
      "Where does he collect loyalty perks on the highway?",
    ],
  },
  {
    fact: "user earns about 62 cents per mile",
    questions: [
      "What's his pay rate?",
      "How is he compensated for his time on the highway?",
    ],
  },
  {
    fact: "user still owes about $9,500 on his pickup loan",
    questions: [
      "How much debt remains on his personal truck?",
      "Is he making payments on anything, and how much is left?",
    ],
  },
  {
    fact: "user contributes $200 a month to a Roth IRA at Fidelity",
    questions: [
      "How much is he saving for retirement?",
      "Where does he keep his nest egg?",
    ],
  },
  {
    fact: "user sends his mother $150 a month toward her care",
    questions: [
      "Does he help his mom financially?",
      "How much does he regularly chip in for his parent's upkeep?",
    ],
  },
  {
    fact: "user banks with ORNL Federal Credit Union",
    questions: [
      "Where does he keep his checking account?",
      "What financial institution handles his money?",
    ],
  },
  {
    fact: "user's favorite restaurant is Cracker Barrel, where he orders the country fried steak",
    questions: [
      "Where should we take him for dinner to make him happy?",
      "What's his go-to meal when dining out?",
    ],
  },
  {
    fact: "user can't stand mayonnaise",
    questions: [
      "What condiment should I leave off his sandwich?",
      "Is there a spread he refuses to eat?",
    ],
  },
  {
    fact: "user drinks black coffee, about four cups a day",
    questions: [
      "How does he take his morning brew?",
      "How much caffeine does he go through between sunrise and sunset?",
    ],
  },
  {
    fact: "user keeps a small crockpot in his truck for cooking meals on the road",
    questions: [
      "What appliance does he use to make food in the cab?",
      "How does he prepare hot dinners while away?",
    ],
  },
  {
    fact: "user's favorite home-cooked dish is his grandmother's chicken and dumplings",
    questions: [
      "What comfort food reminds him of his nana?",
      "What should I make him for supper when he gets back?",
    ],
  },
  {
    fact: "user listens to Louis L'Amour westerns on audiobook while driving",
    questions: [
      "What does he enjoy hearing during long hauls?",
      "Which author's cowboy stories does he like?",
    ],
  },
  {
    fact: "user is a lifelong Tennessee Volunteers football fan",
    questions: [
      "Which college team does he root for?",
      "Would he want tickets to a game at Neyland Stadium?",
    ],
  },
  {
    fact: "user goes bass fishing on Norris Lake",
    questions: [
      "Where does he like to cast a line?",
      "What kind of angling does he enjoy on his days off?",
    ],
  },
  {
    fact: "user plays an old Martin D-28 acoustic guitar",
    questions: [
      "Does he have a musical instrument?",
      "What kind of six-string does he strum?",
    ],
  },
  {
    fact: "user goes deer hunting every November with his son",
    questions: [
      "What does he do with his boy in the fall?",
      "Which game animal does he pursue each autumn?",
    ],
  },
  {
    fact: "user has a beagle named Rusty who rides along in the truck",
    questions: [
      "Does he have a dog that travels with him?",
      "What breed is his canine co-pilot?",
    ],
  },
  {
    fact: "user's cat Patches stays with his neighbor Earl while he's on the road",
    questions: [
      "What's the name of his feline?",
    ],
  },
  {
    fact: "user's personal vehicle is a 2015 Chevy Silverado",
    questions: [
      "What does he drive when he's off duty?",
      "What brand is his own pickup?",
    ],
  },
  {
    fact: "user is restoring a 1972 Ford Bronco in his garage",
    questions: [
      "What project car is he fixing up?",
      "Which classic SUV is he working on at his house?",
    ],
  },
  {
    fact: "user lives in Powell, Tennessee, just north of Knoxville",
    questions: [
      "What town is his house in?",
      "Where is he based when not out on a run?",
    ],
  },
  {
    fact: "user grew up in Harlan County, Kentucky",
    questions: [
      "Where was he raised?",
      "Which state is he originally from?",
    ],
  },
  {
    fact: "user attends Beaver Dam Baptist Church when he's home",
    questions: [
      "Where does he worship on Sundays?",
      "What denomination is he?",
    ],
  },
  {
    fact: "user plans to retire at 62 and buy a cabin near Gatlinburg",
    questions: [
      "When does he hope to stop working?",
      "Where does he dream of settling down later in life?",
    ],
  },
  {
    fact: "user wants to take his grandkids to Dollywood this summer",
    questions: [
      "Which theme park is he hoping to visit with the little ones?",
      "What family trip is he organizing for the warm months?",
    ],
  },
  {
    fact: "user is considering switching to a dedicated route to be home more",
    questions: [
      "Is he thinking about a job change?",
      "Why might he change the kind of runs he does?",
    ],
  },
  {
    fact: "user hates driving through Atlanta traffic",
    questions: [
      "Which city's congestion does he dread?",
      "Is there a metro area he'd rather avoid on his trips?",
    ],
  },
  {
    fact: "user's favorite singers are George Strait and Chris Stapleton",
    questions: [
      "What country artists does he enjoy?",
      "Whose concert would he be thrilled to attend?",
    ],
  },
  {
    fact: "user's birthday is October 14",
    questions: [
      "When should we send him a greeting with cake?",
      "When does he turn a year older?",
    ],
  },
  {
    fact: "user's granddaughter Kinsley turns 7 on June 3",
    questions: [
      "When is the little girl's party?",
      "Which early-summer date should he keep free for the kid's celebration?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh27}, 11 of them reworded where they shared a word with the
 * bench's notes: they must recall nothing.
 */
export const fresh27Unrelated: string[] = [
  "Who was Bennelong?",
  "Is he proficient in any foreign tongues?",
  "Did he ever enlist as a soldier?",
  "Which political faction does he endorse at the ballot?",
  "Does he possess a valid identification booklet for foreign journeys?",
  "Does he depend on spectacles or corrective eyewear?",
  "Who assassinated Caesar?",
  "Has he ever been to Antarctica?",
  "Is he skilled at checkmating opponents?",
  "Which telecom is he with?",
  "Is he a capable swimmer?",
  "Does he have acrophobia?",
];

/**
 * A twenty-ninth held-out set, written on 2026-12-03 (stop 40) by a writer who had not seen the
 * project, asked for a freelance illustrator in her late twenties in Seattle, with ADHD, two roommates and a bike, written of as she, they and the user: 50 facts, two questions each. Measured before any of its misses
 * was read: own brain 38, beside every other set 19 (of 100) on `b2990e7`; the session then read its misses.
 */
export const fresh28: ParaphraseCase[] = [
  {
    fact: "user's roommate Jess is a barista at Victrola Coffee on Capitol Hill",
    questions: [
      "Which of her flatmates pulls espresso shots for a living?",
      "Where does the housemate who makes lattes work?",
    ],
  },
  {
    fact: "user's other roommate Marco is a sound engineer at a recording studio in Fremont",
    questions: [
      "What does the second person she shares her apartment with do for work?",
      "Who in her household mixes audio for bands?",
    ],
  },
  {
    fact: "user's mom Linda lives in Spokane and is a retired ER nurse",
    questions: [
      "What was her mother's job before she stopped working?",
      "Which eastern Washington city is her parent based in?",
    ],
  },
  {
    fact: "user's younger brother Tyler is a junior at WSU in Pullman",
    questions: [
      "What college does her sibling attend?",
      "How far along in school is her little sibling?",
    ],
  },
  {
    fact:
      "user's best friend Priya lives in Portland and they visit each other every couple of months",
    questions: [
      "Who is her closest pal in Oregon?",
      "How often does she see her BFF down south?",
    ],
  },
  {
    fact: "user has been dating Sam, a climbing gym instructor, since March 2023",
    questions: [
      "Is she in a relationship, and what does her significant other do for work?",
      "How long has she been with her partner?",
    ],
  },
  {
    fact: "user takes Adderall XR 20 mg every morning around 8am",
    questions: [
      "What stimulant is she prescribed for her attention issues, and what dose?",
      "At what time of day should she have her focus pill?",
    ],
  },
  {
    fact:
      "user's psychiatrist is Dr. Okafor at Sound Mental Health, with appointments every three months",
    questions: [
      "Who manages her prescriptions?",
      "How often are her med-management visits scheduled?",
    ],
  },
  {
    fact: "user is allergic to penicillin and breaks out in hives",
    questions: [
      "Which antibiotic must she never be given?",
      "Does she have any drug reactions a pharmacist should know about?",
    ],
  },
  {
    fact: "user gets migraines and takes sumatriptan at the first sign of one",
    questions: [
      "What does she use when a bad headache comes on?",
      "What recurring neurological pain condition does she have?",
    ],
  },
  {
    fact: "user does ADHD coaching with Rachel over Zoom on Tuesday evenings",
    questions: [
      "When does she meet with the person who helps her with executive function?",
      "Is her weekly support session in person or on video call?",
    ],
  },
  {
    fact: "user draws on an iPad Pro with Procreate",
    questions: [
      "What tablet and app does she use for her artwork?",
      "Which software would she need a brush pack for?",
    ],
  },
  {
    fact:
      "user's biggest client is Chronicle Books, for whom she is illustrating a children's picture book due in October",
    questions: [
      "Which publisher is her largest account?",
      "When is the deadline for the kids' project she's working on?",
    ],
  },
  {
    fact: "user charges $85 an hour for editorial illustration",
    questions: [
      "What's her rate for magazine and newspaper art?",
      "If a publication hires her to make art for an article, what's her pricing?",
    ],
  },
  {
    fact: "user sells enamel pins and prints on Etsy under the shop name Moss & Marrow",
    questions: [
      "What is her online store called?",
      "What kind of merch does she offer through her storefront?",
    ],
  },
  {
    fact: "user invoices clients through Wave with net-30 terms",
    questions: [
      "What accounting software does she bill with?",
      "How long do customers get to settle up after she bills them?",
    ],
  },
  {
    fact: "user creates a monthly spot illustration for The Stranger",
    questions: [
      "Which Seattle alt-weekly does she regularly make art for?",
      "How often does she contribute to the local alternative paper?",
    ],
  },
  {
    fact: "user tables at Emerald City Comic Con every March",
    questions: [
      "Which convention does she sell at each spring?",
      "When is she busy with a booth at the big fan expo?",
    ],
  },
  {
    fact: "user pays $1,150 a month for her share of the rent",
    questions: [
      "How much is her portion of the housing cost?",
      "What does she contribute toward the lease?",
    ],
  },
  {
    fact: "user banks with BECU",
    questions: [
      "Which credit union holds her checking account?",
      "Where does she keep her money?",
    ],
  },
  {
    fact: "user sets aside 30% of every payment for quarterly taxes",
    questions: [
      "How much of her income does she save for the IRS?",
      "What's her system for covering what she owes the government as a self-employed worker?",
    ],
  },
  {
    fact: "user has about $4,000 left in student loans from Cornish College of the Arts",
    questions: [
      "How much education debt does she still owe?",
      "Which Seattle school did she graduate from?",
    ],
  },
  {
    fact: "user has been vegetarian since age 16",
    questions: [
      "What should I avoid ordering for her at a steakhouse?",
      "How long has she not eaten meat?",
    ],
  },
  {
    fact: "user's favorite takeout is the tofu pad see ew from Thai Tom in the U District",
    questions: [
      "What should I get her if I'm ordering delivery for dinner?",
      "Which noodle spot near the university does she love?",
    ],
  },
  {
    fact: "user is lactose intolerant and uses oat milk",
    questions: [
      "Can she eat cheese or ice cream?",
      "What should I put in her coffee instead of regular cream?",
    ],
  },
  {
    fact: "user hates cilantro",
    questions: [
      "Which herb should be left off her tacos?",
      "Is there a garnish she can't stand?",
    ],
  },
  {
    fact: "user plays bass in a garage band called The Soft Serves",
    questions: [
      "What instrument does she perform on?",
      "What's the name of her music group?",
    ],
  },
  {
    fact: "user boulders at Seattle Bouldering Project twice a week",
    questions: [
      "Where does she go rock climbing?",
      "How often does she go to the climbing gym?",
    ],
  },
  {
    fact: "user is learning Japanese on Duolingo and has a 200+ day streak",
    questions: [
      "Which language app is she studying with?",
      "How consistent has she been with her language practice?",
    ],
  },
  {
    fact: "user plays Stardew Valley on her Nintendo Switch",
    questions: [
      "What farming video game is she into?",
      "What console does she own?",
    ],
  },
  {
    fact: "user's D&D group meets on Sunday afternoons and she plays a tiefling bard",
    questions: [
      "What character does she run in her tabletop campaign?",
      "On which weekend day does her fantasy dice game happen?",
    ],
  },
  {
    fact: "user has a black cat named Miso, adopted in 2021 from Seattle Humane",
    questions: [
      "What kind of pet does she have?",
      "Where did her kitty come from?",
    ],
  },
  {
    fact: "user's cat Miso eats Hill's Science Diet urinary care food",
    questions: [
      "What brand of kibble should I buy for her pet?",
      "Is her feline on a special prescription formula?",
    ],
  },
  {
    fact: "user's vet is Dr. Han at Greenlake Animal Hospital",
    questions: [
      "Who should she phone if her pet gets sick?",
      "Where does she take her kitty for checkups?",
    ],
  },
  {
    fact: "user rides a green Surly Cross-Check bike",
    questions: [
      "What brand of bicycle does she own?",
      "What color is her two-wheeler?",
    ],
  },
  {
    fact: "user doesn't have a driver's license",
    questions: [
      "Can she rent a car on her own?",
      "Is she legally allowed to operate a vehicle?",
    ],
  },
  {
    fact: "user locks her bike with a Kryptonite U-lock",
    questions: [
      "What does she use to secure her ride outside?",
      "Which theft deterrent brand does she trust?",
    ],
  },
  {
    fact: "user takes Link light rail to get to Sea-Tac airport",
    questions: [
      "How does she usually travel to catch a flight?",
      "What transit does she use for trips out of town?",
    ],
  },
  {
    fact: "user lives in a three-bedroom apartment on Capitol Hill near Cal Anderson Park",
    questions: [
      "Which neighborhood is her home in?",
      "How big is the unit she shares?",
    ],
  },
  {
    fact: "user likes to sketch at the Central Library downtown",
    questions: [
      "Where does she go to work on drawings in the city center?",
      "Which public building is her favorite spot to doodle?",
    ],
  },
  {
    fact: "user's favorite hike is Rattlesnake Ledge",
    questions: [
      "Which trail does she love most?",
      "Where should we go if she wants a day outdoors in the mountains?",
    ],
  },
  {
    fact: "user is planning a trip to Tokyo in April 2025 for cherry blossom season",
    questions: [
      "Where is she traveling next spring?",
      "What upcoming vacation is she saving up for in Japan?",
    ],
  },
  {
    fact: "user wants to apply for the Jack Straw artist residency next year",
    questions: [
      "What program is she hoping to get into?",
      "Is there a fellowship she's preparing materials for?",
    ],
  },
  {
    fact: "user hopes to move into her own studio apartment by the end of next year",
    questions: [
      "Does she intend to keep sharing a place with others long-term?",
      "What's her housing goal?",
    ],
  },
  {
    fact: "user loves Studio Ghibli films and Kiki's Delivery Service is her favorite",
    questions: [
      "What Miyazaki movie would she want to rewatch?",
      "Which animated classic about a young witch does she adore?",
    ],
  },
  {
    fact: "user dislikes phone calls and prefers texting",
    questions: [
      "What's the best way to reach her?",
      "Should I ring her or send a message?",
    ],
  },
  {
    fact: "user listens to Mitski and Japanese Breakfast while working",
    questions: [
      "What music does she put on in the studio?",
      "Which artists would make a good playlist for her?",
    ],
  },
  {
    fact: "user's most productive hours are 10pm to 2am",
    questions: [
      "When does she get her best focus?",
      "Is she a night owl or an early bird?",
    ],
  },
  {
    fact: "user's birthday is November 14",
    questions: [
      "When should I send her a card?",
      "What date does she turn a year older?",
    ],
  },
  {
    fact: "user's lease renews on August 1",
    questions: [
      "When does her rental contract come up again?",
      "What summer date is her housing agreement up?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh28}, 10 of them reworded where they shared a word with the
 * bench's notes: they must recall nothing.
 */
export const fresh28Unrelated: string[] = [
  "What is her ABO classification?",
  "Is she proficient in Castilian?",
  "Who was Ankhesenamun?",
  "Which political candidate did she tick her ballot for?",
  "Has she ever had a fracture?",
  "What's her opinion of contemporary bebop?",
  "What does her ink depict?",
  "Which horticultural utensils does she possess?",
  "How did Chekhov appraise Maupassant's novellas?",
  "Does she depend on spectacles or corrective eyewear?",
  "Who were her nanas and grandpas?",
  "Is she adept at needlework?",
];

/**
 * A thirtieth held-out set, written on 2026-12-03 (stop 40) by a writer who had not seen the
 * project, asked for a Mexican-American taquería owner in his mid-forties in Chicago's Pilsen, married with three children, written of as he, they and the user: 50 facts, two questions each. Measured before any of its misses
 * was read: own brain 33 (of 100) on `b2990e7` and 36 on `cf41c46`, beside every other set 13 and 13; it was kept unread until then.
 */
export const fresh29: ParaphraseCase[] = [
  {
    fact: "user's wife Lupe does the taquería's bookkeeping every Sunday night",
    questions: [
      "Who handles the accounts for his eatery?",
      "When does his spouse go over the ledgers for the shop?",
    ],
  },
  {
    fact: "user takes lisinopril 20 mg each morning for high blood pressure",
    questions: [
      "Which prescription keeps his hypertension in check?",
      "What salty foods should he be cautious with given his heart condition?",
    ],
  },
  {
    fact: "user buys corn tortillas from El Milagro on 26th Street",
    questions: [
      "Where does he source the flatbreads for his tacos?",
      "Which supplier provides the masa rounds he serves?",
    ],
  },
  {
    fact: "user's restaurant is called Taquería Los Gallos, on 18th Street in Pilsen",
    questions: [
      "What's the name of his eatery?",
      "Which neighborhood is his shop located in?",
    ],
  },
  {
    fact: "user's oldest son Diego is 15 and a sophomore at Benito Juárez Community Academy",
    questions: [
      "Where does his eldest boy attend high school?",
      "What grade is his firstborn in?",
    ],
  },
  {
    fact: "user's daughter Sofía is 11 and plays in a youth soccer league",
    questions: [
      "Which of his kids is on a fútbol team?",
      "How old is his girl?",
    ],
  },
  {
    fact: "user's youngest son Mateo is 6 and has a peanut allergy",
    questions: [
      "Is there a food the baby of the family must never eat?",
      "Which child carries an EpiPen?",
    ],
  },
  {
    fact: "user was diagnosed with type 2 diabetes in 2021 and takes metformin 500 mg twice a day",
    questions: [
      "What does he swallow to control his glucose?",
      "Since when has he had a sugar-related condition?",
    ],
  },
  {
    fact: "user roots for the Chicago Cubs and has a partial season-ticket plan at Wrigley Field",
    questions: [
      "Which baseball club does he follow?",
      "Does he have seats at the North Side ballpark?",
    ],
  },
  {
    fact: "user cheers for Club América in Liga MX",
    questions: [
      "Which Mexican fútbol squad does he support?",
      "What is his favorite team south of the border?",
    ],
  },
  {
    fact: "user drives a silver 2017 Ford F-150",
    questions: [
      "What pickup does he own?",
      "What color is his truck?",
    ],
  },
  {
    fact: "user's catering van is a 2014 Chevy Express",
    questions: [
      "What vehicle hauls his food to events?",
      "Which automaker built the one he uses for transporting party orders?",
    ],
  },
  {
    fact: "user was born in Morelia, Michoacán, and moved to Chicago at age 12",
    questions: [
      "Which Mexican state is he originally from?",
      "How young was he when he came to the Midwest?",
    ],
  },
  {
    fact: "user's birthday is March 14",
    questions: [
      "When should we throw his annual celebration?",
      "Which month does he turn a year older?",
    ],
  },
  {
    fact: "user and Lupe's wedding anniversary is June 22; they married in 2007",
    questions: [
      "When did he and his spouse tie the knot?",
      "How long has the couple been together?",
    ],
  },
  {
    fact: "user's mother Doña Carmen lives with them and helps make the salsas",
    questions: [
      "Which relative shares their home?",
      "Who prepares the sauces at his place?",
    ],
  },
  {
    fact: "user pays $3,800 a month in rent for the taquería space",
    questions: [
      "How much does the landlord charge for his shop?",
      "What's his biggest fixed expense at the eatery?",
    ],
  },
  {
    fact: "user banks with Chase and has a $25,000 business line of credit",
    questions: [
      "Which financial institution holds his accounts?",
      "How much can he borrow for the restaurant if cash runs short?",
    ],
  },
  {
    fact: "user is saving for Diego's college with a Bright Start 529 plan",
    questions: [
      "How is he putting money aside for his eldest's university tuition?",
      "What education account does he contribute to?",
    ],
  },
  {
    fact: "user's favorite dish to cook at home is birria de res on weekends",
    questions: [
      "What does he like to make in his own kitchen on Saturdays?",
      "What beef stew is his specialty?",
    ],
  },
  {
    fact: "user can't stand mayonnaise on anything",
    questions: [
      "Which condiment does he hate?",
      "Should I leave off any spread when ordering him a sandwich?",
    ],
  },
  {
    fact: "user goes fishing for perch at Montrose Harbor",
    questions: [
      "Where does he cast a line on Lake Michigan?",
      "What kind of catch does he try to reel in?",
    ],
  },
  {
    fact: "user plays requinto guitar with his cousins at family parties",
    questions: [
      "What instrument does he strum?",
      "Does he perform music with relatives?",
    ],
  },
  {
    fact: "user watches Bears games every Sunday with his brother-in-law Rafa",
    questions: [
      "Which NFL team does he follow?",
      "Who keeps him company for football?",
    ],
  },
  {
    fact: "user's doctor is Dr. Anita Patel at Esperanza Health Centers on California Ave",
    questions: [
      "Who is his primary care physician?",
      "Which clinic does he visit for checkups?",
    ],
  },
  {
    fact: "user's last A1C reading was 7.2 in January",
    questions: [
      "What was his most recent hemoglobin test result?",
      "How is his glucose control trending lately?",
    ],
  },
  {
    fact: "user is allergic to penicillin",
    questions: [
      "Which antibiotic must doctors never give him?",
      "Does he have any drug sensitivities?",
    ],
  },
  {
    fact:
      "user opens the taquería at 10 a.m. and closes at 10 p.m., Tuesday through Sunday, and is closed Mondays",
    questions: [
      "What are his shop's hours?",
      "Which weekday is his eatery not serving?",
    ],
  },
  {
    fact: "user employs six staff, including head cook Juan",
    questions: [
      "How many workers are on his payroll?",
      "Who runs the kitchen line at his restaurant?",
    ],
  },
  {
    fact: "user's best-selling item is al pastor tacos at $3.50 each",
    questions: [
      "What's the most popular thing on his menu?",
      "How much does he charge for his spit-roasted pork?",
    ],
  },
  {
    fact: "user gets his meat from Carnicería Jiménez",
    questions: [
      "Which butcher supplies his pork and beef?",
      "Where does he source protein for the restaurant?",
    ],
  },
  {
    fact: "user wants to open a second location in Berwyn by 2026",
    questions: [
      "Where is he hoping to expand?",
      "Is he planning another restaurant in the western suburbs?",
    ],
  },
  {
    fact: "user's family is going to Cancún for spring break in April",
    questions: [
      "Where are they vacationing this year?",
      "Is there a beach trip on the calendar?",
    ],
  },
  {
    fact: "user goes to Mass at St. Procopius Church on Sundays",
    questions: [
      "Which parish does he attend?",
      "Is he religious, and where does he worship?",
    ],
  },
  {
    fact: "user owns a two-flat in Little Village and rents the upstairs unit for $1,400",
    questions: [
      "What kind of building is his home?",
      "How much income does he get from his tenant?",
    ],
  },
  {
    fact: "user loves Vicente Fernández and listens to him while prepping",
    questions: [
      "Who is his favorite ranchera singer?",
      "What music plays as he gets ready in the kitchen?",
    ],
  },
  {
    fact: "user is trying to lose 20 pounds; he currently weighs 215",
    questions: [
      "How heavy is he right now?",
      "How much does he aim to slim down?",
    ],
  },
  {
    fact: "user walks in Harrison Park most mornings before work",
    questions: [
      "Where does he get exercise early in the day?",
      "Does he have a daily stroll routine?",
    ],
  },
  {
    fact: "user's car insurance is with State Farm, agent Marisol Ortiz",
    questions: [
      "Who covers his auto policy?",
      "Who should he call after a fender-bender?",
    ],
  },
  {
    fact: "user's accountant is Héctor Ramírez, who files their taxes in March",
    questions: [
      "Who prepares his returns for the IRS?",
      "When do they settle up with the IRS each year?",
    ],
  },
  {
    fact: "user drinks Modelo Especial but only on weekends",
    questions: [
      "What's his beer of choice?",
      "Does he have alcohol on workdays?",
    ],
  },
  {
    fact: "user's sister Rocío lives in Houston and visits every Christmas",
    questions: [
      "Which sibling is in Texas?",
      "When does his relative from out of state come to see them?",
    ],
  },
  {
    fact: "user uses Square for point-of-sale at the restaurant",
    questions: [
      "What payment system runs his register?",
      "Which app processes card transactions at the counter?",
    ],
  },
  {
    fact: "user is on DoorDash and Uber Eats but dislikes the 30% commission",
    questions: [
      "Which delivery apps list his eatery?",
      "What's his complaint about third-party platforms?",
    ],
  },
  {
    fact: "user's health inspection is due in October",
    questions: [
      "When is the city sanitation visit expected?",
      "Which month might the food safety officials show up at his shop?",
    ],
  },
  {
    fact: "user is already saving for Sofía's quinceañera in 2028",
    questions: [
      "What big celebration is coming for his girl when she turns fifteen?",
      "Which milestone party are they putting money aside for?",
    ],
  },
  {
    fact: "user takes atorvastatin 10 mg at night for cholesterol",
    questions: [
      "What's he on for his lipids?",
      "Which pill does he swallow at bedtime?",
    ],
  },
  {
    fact: "user's favorite Chicago pizza is Home Run Inn",
    questions: [
      "Which pie place does he prefer?",
      "Where should we order from for a pie dinner?",
    ],
  },
  {
    fact: "user coaches Mateo's T-ball team on Saturday mornings",
    questions: [
      "Does he volunteer with his youngest's sports?",
      "Which youth game does he lead?",
    ],
  },
  {
    fact: "user hates the cold and dreams of retiring to Puerto Vallarta",
    questions: [
      "Where would he like to settle after he stops working?",
      "How does he feel about Midwest winters?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh29}, 11 of them reworded where they shared a word with the
 * bench's notes: they must recall nothing.
 */
export const fresh29Unrelated: string[] = [
  "Who was Ashur-uballit?",
  "Besides Luwian and Lycian, was Sarduri's scriptorium versed in Urartian or Palaic?",
  "Whom does he endorse at the polls?",
  "Who was Aretas of Nabataea?",
  "Does he have an Xbox or a console from Mario's maker?",
  "Does he depend on spectacles or corrective eyewear?",
  "Has he ever had a fracture?",
  "Which sitcoms does he relish?",
  "Is he a capable swimmer?",
  "Has he enlisted as a soldier?",
  "Which inbox vendor does he have?",
  "Does he puff cigars?",
];

/**
 * A thirty-first held-out set, written on 2026-12-03 (stop 40) by a writer who had not seen the
 * project, asked for a retired airline pilot in her mid-sixties outside Denver, caring for her husband with Parkinson's and volunteering at an animal shelter, written of as she, they and the user: 50 facts, two questions each. Measured before any of its misses
 * was read: own brain 46 (of 100) on `b2990e7` and 51 on `cf41c46`, beside every other set 21 and 24; it was kept unread until then.
 */
export const fresh30: ParaphraseCase[] = [
  {
    fact: "user flew Boeing 737s for United Airlines for 28 years before retiring in 2019",
    questions: [
      "What kind of aircraft did she captain during her career?",
      "How long was she with her former employer in the cockpit?",
    ],
  },
  {
    fact: "user's husband Frank was diagnosed with Parkinson's disease in 2017",
    questions: [
      "What neurological condition does her spouse have, and since when?",
      "What year did her partner learn he had a movement disorder?",
    ],
  },
  {
    fact:
      "user's husband Frank takes carbidopa-levodopa four times a day at 7am, 11am, 3pm and 7pm",
    questions: [
      "Which of her spouse's meds has to be given on a strict schedule?",
      "At what hours does her partner need his doses?",
    ],
  },
  {
    fact: "user lives in Littleton, Colorado, southwest of Denver",
    questions: [
      "Which suburb is her home in?",
      "What town should I use for local weather forecasts when she asks?",
    ],
  },
  {
    fact: "user volunteers at the Dumb Friends League animal shelter on Wednesday mornings",
    questions: [
      "Where does she donate her time helping pets find homes?",
      "Which weekday is she busy with rescue dogs and cats?",
    ],
  },
  {
    fact: "user walks with her friend Carol at Chatfield State Park on Tuesdays",
    questions: [
      "Who is her regular hiking companion?",
      "On which day does she have a standing outdoor stroll with a pal?",
    ],
  },
  {
    fact: "user's daughter Megan lives in Portland, Oregon and works as a nurse",
    questions: [
      "What is her girl's profession?",
      "Which of her children resides in the Pacific Northwest?",
    ],
  },
  {
    fact: "user's son Daniel is an engineer in Austin, Texas and has two kids",
    questions: [
      "Where is her boy based?",
      "What line of occupation is her male child in?",
    ],
  },
  {
    fact: "user has a rescue greyhound named Captain",
    questions: [
      "What breed is her dog?",
      "What do they call her canine?",
    ],
  },
  {
    fact: "user has an orange tabby cat named Marmalade",
    questions: [
      "Does she own a feline, and what is it called?",
      "What color is her kitty?",
    ],
  },
  {
    fact: "user drives a 2018 Subaru Outback",
    questions: [
      "What car does she have?",
      "What make and model year is her vehicle, for an insurance quote?",
    ],
  },
  {
    fact: "user's birthday is March 14",
    questions: [
      "When should I wish her many happy returns?",
      "Which date does she celebrate getting a year older?",
    ],
  },
  {
    fact: "user and Frank's wedding anniversary is June 22",
    questions: [
      "When did she and her spouse get married?",
      "What summer date marks her marriage?",
    ],
  },
  {
    fact: "user takes levothyroxine 75 mcg each morning for hypothyroidism",
    questions: [
      "Which hormone replacement does she swallow at breakfast?",
      "What dose of her gland medication is she on?",
    ],
  },
  {
    fact: "user had a left knee replacement in 2022",
    questions: [
      "Has she had any joint surgery?",
      "Which leg was operated on, and when?",
    ],
  },
  {
    fact: "user is allergic to penicillin",
    questions: [
      "Are there any antibiotics she can't tolerate?",
      "What drug reaction should a doctor know about for her?",
    ],
  },
  {
    fact: "user dislikes cilantro",
    questions: [
      "Which herb should be left out of recipes I suggest to her?",
      "Is there a garnish she can't stand?",
    ],
  },
  {
    fact: "user bakes sourdough bread every Sunday",
    questions: [
      "What does she make in the oven on weekends?",
      "Does she keep a starter for loaves?",
    ],
  },
  {
    fact: "user's United pension plus Social Security covers household expenses",
    questions: [
      "What income does she rely on in retirement?",
      "Where does her monthly money come from?",
    ],
  },
  {
    fact: "user's financial advisor is Greg Holloway at Edward Jones",
    questions: [
      "Who manages her investments?",
      "Which firm handles her portfolio?",
    ],
  },
  {
    fact: "user's Medicare supplement plan is AARP Plan G",
    questions: [
      "What secondary health insurance does she carry alongside her federal senior coverage?",
      "Which insurer backs her gap policy?",
    ],
  },
  {
    fact: "user plays pickleball at the Buck Recreation Center",
    questions: [
      "What paddle sport does she enjoy?",
      "Where does she go for her racquet games?",
    ],
  },
  {
    fact: "user is in a book club that meets the first Thursday of each month",
    questions: [
      "When does her reading group gather?",
      "Does she belong to any literary circle?",
    ],
  },
  {
    fact: "user is planning a trip to Alaska in August 2025 on a Holland America cruise",
    questions: [
      "Where is she headed on vacation next summer?",
      "Which ship company has she booked with for her northern voyage?",
    ],
  },
  {
    fact: "user's husband Frank's neurologist is Dr. Patel at UCHealth",
    questions: [
      "Which specialist treats her spouse's brain condition?",
      "Who does her partner see for his movement disorder, and at what hospital system?",
    ],
  },
  {
    fact: "user's husband Frank does Rock Steady Boxing classes twice a week",
    questions: [
      "What exercise program does her spouse attend for his condition?",
      "How often does her partner go to his punching workout?",
    ],
  },
  {
    fact: "user uses a home health aide named Rosa on Monday and Friday afternoons",
    questions: [
      "Who comes in to help look after her spouse, and when?",
      "Does she get any paid respite assistance at the house?",
    ],
  },
  {
    fact: "user attends a Parkinson's caregiver support group at Swedish Medical Center monthly",
    questions: [
      "Where does she meet others who look after a loved one with the same illness?",
      "How often does she go to a hospital-based peer gathering?",
    ],
  },
  {
    fact: "user's favorite singer is Emmylou Harris",
    questions: [
      "What music does she like?",
      "Which country artist would make a good concert gift for her?",
    ],
  },
  {
    fact: "user does the New York Times crossword every morning",
    questions: [
      "What word puzzle is part of her daily routine?",
      "Which newspaper game does she play with breakfast?",
    ],
  },
  {
    fact: "user grows tomatoes and zucchini in raised beds",
    questions: [
      "What vegetables are in her garden?",
      "Does she have any backyard produce?",
    ],
  },
  {
    fact: "user's favorite restaurant is Los Dos Potrillos, a Mexican place",
    questions: [
      "Where does she like to eat out?",
      "What spot would be good for a celebratory dinner with her?",
    ],
  },
  {
    fact: "user drinks Peet's coffee black",
    questions: [
      "How does she take her morning brew?",
      "Which roaster's beans should I pick up for her?",
    ],
  },
  {
    fact: "user still owns a share in a Cessna 172 at Centennial Airport",
    questions: [
      "Does she have a small plane she can fly?",
      "Where is her aircraft hangared?",
    ],
  },
  {
    fact: "user's sister Linda lives in Omaha, Nebraska",
    questions: [
      "Does she have any siblings?",
      "Which relative is in the Midwest?",
    ],
  },
  {
    fact: "user's grandchildren are Lily, age 8, and Owen, age 5",
    questions: [
      "What are the names of her son's youngsters?",
      "How old are the kids in the youngest generation of her family?",
    ],
  },
  {
    fact: "user's husband Frank was a high school history teacher",
    questions: [
      "What did her spouse do for work before retiring?",
      "Which subject did her partner instruct students in?",
    ],
  },
  {
    fact: "user installed grab bars in the bathroom after Frank fell in January",
    questions: [
      "What safety changes has she made at home?",
      "Has her spouse had any accidents at the house?",
    ],
  },
  {
    fact: "user finds commercial air travel as a passenger stressful",
    questions: [
      "How does she feel about riding in the back of a jetliner?",
      "Would she rather drive than take a plane for vacations?",
    ],
  },
  {
    fact: "user watches Colorado Avalanche hockey games",
    questions: [
      "Which NHL team does she follow?",
      "What sport does she enjoy on TV?",
    ],
  },
  {
    fact: "user knits blankets for the shelter's kennels",
    questions: [
      "What craft does she do for the rescue animals?",
      "What does she make with yarn?",
    ],
  },
  {
    fact: "user takes atorvastatin 20 mg for cholesterol",
    questions: [
      "What does she use to manage her lipids?",
      "What's her heart-health prescription?",
    ],
  },
  {
    fact: "user takes melatonin 3 mg at bedtime because she sleeps poorly",
    questions: [
      "Does she use anything to help with insomnia?",
      "What supplement does she swallow before turning in at night?",
    ],
  },
  {
    fact: "user paid off the mortgage in 2021",
    questions: [
      "Does she still owe anything on the house?",
      "When was her home loan cleared?",
    ],
  },
  {
    fact: "user has a Costco membership for bulk groceries",
    questions: [
      "Where does she buy food in large quantities?",
      "Which warehouse store does she shop at?",
    ],
  },
  {
    fact: "user's husband Frank uses a rollator walker from Drive Medical",
    questions: [
      "What mobility aid does her spouse rely on?",
      "What device helps her partner get around?",
    ],
  },
  {
    fact: "user is learning Spanish on Duolingo with a 400-day streak",
    questions: [
      "Which language app does she practice with?",
      "What foreign tongue is she studying?",
    ],
  },
  {
    fact: "user's dentist is Dr. Kim in Highlands Ranch",
    questions: [
      "Who cleans her teeth?",
      "Where is her oral-care provider located?",
    ],
  },
  {
    fact: "user is lactose intolerant",
    questions: [
      "Can she have dairy?",
      "Should milk-based dishes be avoided when cooking for her?",
    ],
  },
  {
    fact: "user wants to attend EAA AirVenture at Oshkosh next July",
    questions: [
      "Which aviation event is on her bucket list?",
      "What fly-in in Wisconsin is she hoping to go to?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh30}, 12 of them reworded where they shared a word with the
 * bench's notes: they must recall nothing.
 */
export const fresh30Unrelated: string[] = [
  "Who was Ankhesenamun?",
  "Does she have a beloved poet?",
  "Which political faction does she endorse at the ballot?",
  "Which smartphone does she have?",
  "Did she ever enlist as a soldier?",
  "What is her ABO classification?",
  "Is she proficient at keyboard or viola?",
  "Which shade does she fancy for outfits?",
  "Has she ever dwelled overseas?",
  "What did she major in?",
  "What are the Nazca geoglyphs?",
  "What did Paracelsus argue about toxicity?",
];

/**
 * A thirty-second held-out set, written on 2026-12-03 (stop 41) by a writer who had not seen the
 * project, asked for a secondary-school maths teacher in his late thirties in Glasgow, married with
 * a toddler, a rescue greyhound and five-a-side football, in British English: 50 facts, two
 * questions each. Measured before any of its misses was read: own brain 29 (of 99) on `a918995`,
 * beside every other set 10; tuned on after. One question sharing a word with its fact was left
 * out.
 */
export const fresh31: ParaphraseCase[] = [
  {
    fact:
      "user's wife Claire works as a physiotherapist at the Queen Elizabeth University Hospital",
    questions: [
      "What does my other half do for a living?",
      "Where does my spouse do her shifts?",
    ],
  },
  {
    fact: "user's daughter Isla was born on 14 March 2023",
    questions: [
      "How old is our wee girl turning this spring?",
      "What date should I book the soft play party for our little one?",
    ],
  },
  {
    fact: "user adopted a rescue greyhound called Bramble from the Greyhound Trust in 2021",
    questions: [
      "What's our dog's name?",
      "Where did we get our pet from, and how long have we had her?",
    ],
  },
  {
    fact: "user's greyhound has to wear a muzzle near small dogs because of her strong prey drive",
    questions: [
      "Is it okay to let my pet run loose at the park if there's a Jack Russell about?",
      "What precaution do I take on walks when wee terriers or cats are around?",
    ],
  },
  {
    fact: "user has mild asthma and uses a Ventolin inhaler before exercise",
    questions: [
      "What should I pack in my kit bag in case I get wheezy?",
    ],
  },
  {
    fact: "user is lactose intolerant and buys Arla Lactofree milk",
    questions: [
      "Can I have a latte made with normal dairy?",
      "Which brand should go on the shopping list for my tea and cereal?",
    ],
  },
  {
    fact: "user tore his ACL in 2019 and wears a knee brace when playing sport",
    questions: [
      "Why do I need support on my leg at the pitch?",
      "What old injury should I mention to a new physio?",
    ],
  },
  {
    fact: "user plays five-a-side football every Tuesday at 8pm at Goals in Scotstoun",
    questions: [
      "Which night of the week do I have my kickabout with the lads?",
      "Where do I go for my weekly indoor match?",
    ],
  },
  {
    fact: "user has a Celtic season ticket in the North Stand at Celtic Park",
    questions: [
      "Do I need to buy entry for the home game against Rangers?",
      "Where do I sit for home matches?",
    ],
  },
  {
    fact: "user teaches at Hillhead High School in Glasgow's West End",
    questions: [
      "Which secondary do I work at?",
      "How far is my workplace from Partick station?",
    ],
  },
  {
    fact: "user became Principal Teacher of maths in August 2024",
    questions: [
      "What's my current job title?",
      "When did I get promoted to run the department?",
    ],
  },
  {
    fact: "user marks Higher Mathematics exam papers for the SQA every May",
    questions: [
      "Why am I so swamped with scripts in late spring?",
      "Do I do any paid grading on the side?",
    ],
  },
  {
    fact: "user's mum Margaret lives in Paisley",
    questions: [
      "Where does my mother stay?",
      "How long is the drive to visit my maw?",
    ],
  },
  {
    fact: "user's dad passed away in November 2018",
    questions: [
      "Is my father still alive?",
      "Why might I be feeling low around the anniversary in late autumn?",
    ],
  },
  {
    fact: "user's brother Stephen lives in Aberdeen and works offshore on the rigs",
    questions: [
      "Which sibling is in the oil and gas industry?",
      "Why is it hard to reach my sibling for a fortnight at a time?",
    ],
  },
  {
    fact: "user's in-laws, Pat and Noreen, live in Dublin",
    questions: [
      "Where do Claire's parents stay?",
      "Which city do we fly to at Christmas to see my wife's family?",
    ],
  },
  {
    fact: "user drives a 2017 Skoda Octavia estate",
    questions: [
      "What car have I got?",
      "Will a flat-pack wardrobe fit in the back of my motor?",
    ],
  },
  {
    fact: "user's car MOT is due in September",
    questions: [
      "When does the motor need its annual roadworthiness test?",
      "Should I book the garage check this autumn or leave it till spring?",
    ],
  },
  {
    fact: "user cycles to work on a Brompton folding bike when it's dry",
    questions: [
      "How do I usually commute to school?",
      "Do I need a lock for my two-wheeler at the office?",
    ],
  },
  {
    fact: "user lives in a second-floor tenement flat in Partick",
    questions: [
      "What neighbourhood do we stay in?",
      "Can we get a large pram up the stairs in our building?",
    ],
  },
  {
    fact: "user's mortgage is with Nationwide on a fixed rate ending March 2026",
    questions: [
      "When does my home loan deal expire?",
      "Which building society do I borrow from?",
    ],
  },
  {
    fact: "user is saving for a house with a garden in Bearsden",
    questions: [
      "Where do we hope to move next?",
      "What's the goal of the money we're putting aside each month?",
    ],
  },
  {
    fact: "user pays £1,100 a month for Isla's nursery, Little Acorns",
    questions: [
      "How much does childcare cost us?",
      "Where does our wee one go during the working day?",
    ],
  },
  {
    fact: "user's daughter has a peanut allergy and an EpiPen is kept in the changing bag",
    questions: [
      "Can the toddler have chicken satay?",
      "What should the new babysitter know about our wee girl's food?",
    ],
  },
  {
    fact: "user does nursery pick-up on Wednesdays and Fridays",
    questions: [
      "Who collects the toddler midweek?",
      "Can I stay late after school for a meeting at the end of the week?",
    ],
  },
  {
    fact: "user can't stand mushrooms",
    questions: [
      "Is a risotto with porcini a safe choice for his dinner?",
      "Which ingredients do I avoid?",
    ],
  },
  {
    fact: "user's favourite curry house is the Shish Mahal",
    questions: [
      "Where should we order an Indian from on Friday?",
      "Which place do I love for a chicken tikka masala?",
    ],
  },
  {
    fact: "user drinks Irn-Bru Xtra rather than the full-sugar version",
    questions: [
      "What fizzy juice should I pick up for him?",
      "Does he go for diet or regular when he wants a can of pop?",
    ],
  },
  {
    fact: "user has an iPhone 14",
    questions: [
      "Which mobile handset do I use?",
      "Will a Lightning cable charge my device?",
    ],
  },
  {
    fact: "user tracks his runs on a Garmin Forerunner 255",
    questions: [
      "What sports watch do I wear?",
      "Which app should I sync my jogging data with?",
    ],
  },
  {
    fact: "user does parkrun at Victoria Park most Saturday mornings",
    questions: [
      "Where do I do my weekend 5k?",
      "Am I free early on the weekend for brunch?",
    ],
  },
  {
    fact: "user is training for the Great Scottish Run half marathon in October",
    questions: [
      "What race am I preparing for this autumn?",
      "What distance is the event I'm building up to?",
    ],
  },
  {
    fact: "user plays EA Sports FC on a PlayStation 5",
    questions: [
      "Which console do I own?",
      "What video game could I get as a gift for him?",
    ],
  },
  {
    fact: "user reads Ian Rankin's Rebus novels",
    questions: [
      "Which crime author do I enjoy?",
      "What books should I take on the flight?",
    ],
  },
  {
    fact: "user listens to The Rest Is Football podcast",
    questions: [
      "What audio show do I follow on my commute?",
      "Which Gary Lineker programme do I download?",
    ],
  },
  {
    fact: "user's favourite band is Biffy Clyro",
    questions: [
      "Which group should I buy gig tickets for?",
      "What music do I like most?",
    ],
  },
  {
    fact: "user and Claire's wedding anniversary is 22 July",
    questions: [
      "When did we get married?",
      "Which date should I book a nice dinner for us as a couple?",
    ],
  },
  {
    fact: "user is planning a family holiday to Majorca in the October week",
    questions: [
      "Where are we going for the autumn break?",
      "Do we need to book the tattie break flights soon?",
    ],
  },
  {
    fact: "user's passport expires in May 2026",
    questions: [
      "Is my travel document still valid?",
      "When should I renew my ID before going abroad?",
    ],
  },
  {
    fact: "user shops at Sainsbury's on Byres Road and uses a Nectar card",
    questions: [
      "Where do we get our weekly groceries?",
      "Which loyalty scheme should I link to the supermarket app?",
    ],
  },
  {
    fact: "user's wife Claire's birthday is 3 February",
    questions: [
      "When should I plan a surprise for my spouse?",
      "Which month is my partner's special day?",
    ],
  },
  {
    fact: "user's best mate Gary is Isla's godfather",
    questions: [
      "Who's my closest pal?",
      "Who stood as sponsor for our daughter at the christening?",
    ],
  },
  {
    fact: "user did his PGDE teacher training at the University of Glasgow",
    questions: [
      "Where did I qualify for the classroom?",
      "Where did I study for my postgraduate diploma?",
    ],
  },
  {
    fact: "user is Catholic and goes to Mass at St Peter's in Partick",
    questions: [
      "Which church do we attend on Sundays?",
      "What faith am I?",
    ],
  },
  {
    fact: "user went to Euro 2024 in Munich with the Tartan Army",
    questions: [
      "Did I travel to Germany for the tournament?",
      "Have I ever followed the national side abroad?",
    ],
  },
  {
    fact: "user earns about £55,000 a year",
    questions: [
      "What's my annual income?",
      "Could I afford to borrow four times my pay for a bigger place?",
    ],
  },
  {
    fact: "user takes his tea with milk and one sugar",
    questions: [
      "How do I like my cuppa?",
      "What should I put in his brew?",
    ],
  },
  {
    fact: "user is red-green colourblind",
    questions: [
      "Why do I struggle to mark with certain pens?",
      "Should I choose a chart palette that avoids confusing hues?",
    ],
  },
  {
    fact: "user prefers short answers with worked examples",
    questions: [
      "How should you format explanations for me?",
      "Do I like long essays or brief replies?",
    ],
  },
  {
    fact: "user is considering applying for depute head posts next year",
    questions: [
      "What career move am I thinking about?",
      "Am I looking at promotion to senior leadership?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh31}, 11 of them reworded where they shared a word
 * with the bench's notes: they must recall nothing.
 */
export const fresh31Unrelated: string[] = [
  "Parsecs to NGC 224?",
  "What's the capital gains impost percentage in Estonia?",
  "How do I dissolve limescale with citrus?",
  "Which Swede captured Wimbledon in MCMXC?",
  "How do you achieve a runny yolk when poaching?",
  "Why do linesmen whistle a rubber disk dumped untouched?",
  "Why does the sky appear azure?",
  "How is indebtedness uttered in Esperanto?",
  "Could you outline a banana muffin method?",
  "Which Galilean globe spews sulphur?",
  "How does borax dislodge turmeric smears?",
  "When did Checkpoint Charlie's barrier crumble?",
];

/**
 * A thirty-third held-out set, written on 2026-12-03 (stop 41) by a writer who had not seen the
 * project, asked for a software engineer in her early thirties in Austin, Texas, training for her
 * first Ironman, vegan, with a partner in Berlin: 50 facts, two questions each. Measured before any
 * of its misses was read: own brain 29 (of 100) on `a918995`, beside every other set 5; tuned on
 * after.
 */
export const fresh32: ParaphraseCase[] = [
  {
    fact: "user's partner Jonas lives in Berlin",
    questions: [
      "Where is her boyfriend based?",
      "Which city should I search flights to when visiting my significant other?",
    ],
  },
  {
    fact: "user's partner Jonas works as a sound engineer for a music venue",
    questions: [
      "What does my boyfriend do for a living?",
      "Would concert gear be a good gift for her boyfriend?",
    ],
  },
  {
    fact: "user is registered for Ironman Texas in The Woodlands on April 26, 2025",
    questions: [
      "Which full-distance triathlon is she doing?",
      "When is my big race this spring?",
    ],
  },
  {
    fact: "user has been vegan since 2019",
    questions: [
      "Can I serve her a cheese board at the dinner party?",
      "How long has the user avoided animal products?",
    ],
  },
  {
    fact: "user is a senior backend developer at Ledgerly, a fintech startup",
    questions: [
      "What company do I code for?",
      "What's her job title?",
    ],
  },
  {
    fact: "user writes services in Kotlin and deploys on AWS",
    questions: [
      "Which programming language does she use at her job?",
      "What cloud platform does my team run on?",
    ],
  },
  {
    fact: "user's manager is Raj Patel",
    questions: [
      "Who is my boss?",
      "Who approves their time-off requests?",
    ],
  },
  {
    fact: "user has standup at 10 a.m. Central every weekday and works remotely",
    questions: [
      "When is my daily team meeting?",
      "Does she commute to an office?",
    ],
  },
  {
    fact: "user has Austin FC season tickets",
    questions: [
      "Which soccer club does she follow?",
      "Which MLS side's home matches does she attend?",
    ],
  },
  {
    fact: "user's coach Marisol Vega posts workouts in TrainingPeaks",
    questions: [
      "Who writes my tri plan?",
      "Which app should I check to see today's sessions?",
    ],
  },
  {
    fact: "user rides a Canyon Speedmax CF 7 triathlon bike",
    questions: [
      "What time-trial frame does she own?",
      "If I need a replacement derailleur hanger, which model should I search for?",
    ],
  },
  {
    fact: "user swims with a masters group at Deep Eddy Pool on Tuesday and Thursday mornings",
    questions: [
      "Where does she do laps?",
      "Which days is she unavailable at dawn?",
    ],
  },
  {
    fact: "user's wetsuit is a Roka Maverick X2",
    questions: [
      "What neoprene gear should I pack for the open-water leg?",
      "Which brand should I look at if I'm replacing the neoprene she races in?",
    ],
  },
  {
    fact: "user runs in Hoka Clifton 9 shoes and replaces them every 400 miles",
    questions: [
      "Which sneakers does she jog in?",
      "How often should I buy a new pair of trainers?",
    ],
  },
  {
    fact: "user wears a Garmin Forerunner 965",
    questions: [
      "What watch does she train with?",
      "Which charging cable do I need to pack for my fitness tracker?",
    ],
  },
  {
    fact: "user does indoor rides on a Wahoo Kickr with Zwift",
    questions: [
      "What smart trainer is set up at her place?",
      "Which virtual cycling app does she use on rainy days?",
    ],
  },
  {
    fact: "user fuels long rides with Maurten Gel 100 and LMNT electrolytes",
    questions: [
      "What energy products should I order before her century?",
      "Which salt drink mix does she use in the heat?",
    ],
  },
  {
    fact: "user's goal for Ironman Texas is to finish under 13 hours",
    questions: [
      "What time am I aiming for in The Woodlands?",
      "What's her target for the full-distance tri?",
    ],
  },
  {
    fact: "user ran the 2023 Austin Marathon in 3:52",
    questions: [
      "What's my best 26.2 result?",
      "Has she done a full road race before?",
    ],
  },
  {
    fact: "user has exercise-induced asthma and carries an albuterol inhaler",
    questions: [
      "What should I take if I get wheezy on a hard workout?",
      "Does she have any breathing condition?",
    ],
  },
  {
    fact: "user takes a daily B12 supplement and iron pills",
    questions: [
      "Which vitamins are part of her morning routine?",
      "Her bloodwork showed low ferritin — is she already on something for that?",
    ],
  },
  {
    fact: "user is allergic to cashews and pistachios",
    questions: [
      "Is there any food that makes her sick?",
      "Is a dairy-free queso made with nut cream safe for them?",
    ],
  },
  {
    fact: "user sees physical therapist Dr. Amir Haddad for IT band syndrome",
    questions: [
      "Who is treating my knee pain?",
      "What running injury has she been dealing with?",
    ],
  },
  {
    fact: "user reads a lot of sci-fi and her favorite author is Becky Chambers",
    questions: [
      "Which novelist does she love?",
      "What book would make a good gift for them?",
    ],
  },
  {
    fact: "user has a Blue Cross Blue Shield of Texas PPO health plan",
    questions: [
      "Which insurer covers my medical bills?",
      "Is an out-of-network specialist likely to be reimbursed for her?",
    ],
  },
  {
    fact: "user works on a 14-inch MacBook Pro with an M3 chip",
    questions: [
      "What computer do I have?",
      "Which charger should I bring for her laptop?",
    ],
  },
  {
    fact: "user's mom Linda lives in Tulsa",
    questions: [
      "Who in my family is in Oklahoma?",
      "Which airport should I book for a trip to see my parent?",
    ],
  },
  {
    fact: "user's younger brother Caleb is an ER nurse in Denver",
    questions: [
      "What does my sibling do for work?",
      "Who in the family is in healthcare in Colorado?",
    ],
  },
  {
    fact: "user's grandmother Rosa turns 90 in March",
    questions: [
      "Which relative has a milestone birthday coming up?",
      "When is abuela's big party?",
    ],
  },
  {
    fact: "user's best friend Dana will be at the finish line in The Woodlands",
    questions: [
      "Who's coming to cheer for me at the race?",
      "Which of her pals is traveling to support her on race day?",
    ],
  },
  {
    fact: "user has a rescue greyhound named Pixel",
    questions: [
      "What's the dog called?",
      "What kind of pet does she have?",
    ],
  },
  {
    fact: "user's favorite board game is Wingspan",
    questions: [
      "What should we play at tabletop night?",
      "What gift suits her love of strategy evenings with friends?",
    ],
  },
  {
    fact: "user's neighbor Priya pet-sits when user travels",
    questions: [
      "Who can watch the dog while I fly to Germany?",
      "Who looks after her animal when she's out of town?",
    ],
  },
  {
    fact: "user rents a one-bedroom apartment in the Mueller neighborhood for $1,850 a month",
    questions: [
      "What area of Austin do I live in?",
      "How much is my housing cost?",
    ],
  },
  {
    fact: "user drives a 2018 Subaru Outback with a Thule roof rack",
    questions: [
      "What car does she have?",
      "Can I carry a bike on top of my vehicle?",
    ],
  },
  {
    fact: "user visits Jonas in Germany about every three months",
    questions: [
      "How often do I see my boyfriend in person?",
      "How frequently does she fly to Berlin?",
    ],
  },
  {
    fact: "user flies Lufthansa and is a Miles & More member",
    questions: [
      "Which airline should I book for her transatlantic trip?",
      "What loyalty program am I enrolled in for air travel?",
    ],
  },
  {
    fact: "user prefers aisle seats on long flights",
    questions: [
      "Should I book her by the window?",
      "Where on the plane does she like to sit?",
    ],
  },
  {
    fact: "user and Jonas have a standing video call at 8 a.m. Central on Sundays",
    questions: [
      "When is her regular chat with her boyfriend?",
      "Can I schedule a long run for early on the weekend?",
    ],
  },
  {
    fact: "user is learning German on Duolingo with a 400-day streak",
    questions: [
      "What language app does she use?",
      "How long is my unbroken lesson chain?",
    ],
  },
  {
    fact: "user plans to move to Berlin in 2026",
    questions: [
      "Is she thinking of relocating to Germany?",
      "When might I leave Texas to join my boyfriend?",
    ],
  },
  {
    fact: "user's birthday is October 14",
    questions: [
      "When should I throw her a party?",
      "What date does the user turn a year older?",
    ],
  },
  {
    fact: "user's anniversary with Jonas is June 3",
    questions: [
      "When did my boyfriend and I start dating?",
      "What day should I send flowers abroad for our milestone?",
    ],
  },
  {
    fact: "user earns a $165,000 base salary",
    questions: [
      "What's my annual pay?",
      "How much income do I make before taxes?",
    ],
  },
  {
    fact: "user contributes 6% to a 401(k) with a 4% employer match",
    questions: [
      "How much of my paycheck goes into retirement savings?",
      "Am I maxing out what my company offers for retirement?",
    ],
  },
  {
    fact: "user uses a Chase Sapphire Preferred card for travel rewards",
    questions: [
      "What should I pay with to earn points on airfare?",
      "Which credit product has an annual fee I need to budget for?",
    ],
  },
  {
    fact: "user's favorite restaurant is Bouldin Creek Cafe",
    questions: [
      "Where should we go for brunch on her birthday?",
      "What's her go-to place for a meatless meal?",
    ],
  },
  {
    fact: "user shops at Wheatsville Food Co-op",
    questions: [
      "Where does she buy groceries?",
      "Which store should I pick up tempeh from?",
    ],
  },
  {
    fact: "user dislikes cilantro",
    questions: [
      "Should I leave an herb out of the salsa?",
      "Is there a garnish she hates?",
    ],
  },
  {
    fact: "user's usual coffee order is an oat milk cortado from Flat Track",
    questions: [
      "What should I grab her from the café?",
      "Which espresso drink does the user like?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh32}, 9 of them reworded where they shared a word with
 * the bench's notes: they must recall nothing.
 */
export const fresh32Unrelated: string[] = [
  "Ganymede's proximity at opposition?",
  "What's the capital of Mongolia?",
  "How are tannin blotches erased from linen?",
  "What does LBW signify?",
  "How was the Danegeld apportioned in Mercia?",
  "Which Dutchman rendered the swirling 1889 canvas of the starlit heavens of the Alpilles?",
  "How does a crocodile differ from an alligator?",
  "When was the Edict of Nantes proclaimed?",
  "Why do felines purr?",
  "Why do polar heavens shimmer?",
  "How is a bonspiel tallied?",
  "Rehousing an epiphytic Dendrobium in osmunda fibre?",
];

/**
 * A thirty-fourth held-out set, written on 2026-12-03 (stop 41) by a writer who had not seen the
 * project, asked for a widowed retired corn and soybean farmer in his late seventies in rural Iowa,
 * with hearing aids, type 2 diabetes and eleven grandchildren: 50 facts, two questions each.
 * Measured before any of its misses was read: own brain 35 (of 98) on `a918995` and 35 on
 * `52e87e5`, beside every other set 19 and 19; it was kept unread until then. Two questions sharing
 * a word with their facts were left out.
 */
export const fresh33: ParaphraseCase[] = [
  {
    fact: "user's late wife Marlene died of ovarian cancer in 2019",
    questions: [
      "When did he lose his spouse?",
      "What illness took my partner's life?",
    ],
  },
  {
    fact: "user has eleven grandchildren",
    questions: [
      "How many stocking stuffers should I plan for if he buys one for each of his kids' kids?",
      "How big is the youngest generation of the user's family?",
    ],
  },
  {
    fact: "user wears Phonak hearing aids in both ears",
    questions: [
      "What brand are the devices he uses to follow conversations?",
      "Is there anything I should keep in mind when calling him, since he sometimes misses what people say?",
    ],
  },
  {
    fact: "user has type 2 diabetes and takes metformin twice a day",
    questions: [
      "What pill do I swallow with breakfast and supper for my blood sugar?",
      "Which medication keeps his glucose in check?",
    ],
  },
  {
    fact: "user checks his blood sugar with a FreeStyle Libre sensor",
    questions: [
      "What gadget on his arm reads his glucose levels?",
      "Which monitor do I use to track my numbers as a diabetic?",
    ],
  },
  {
    fact: "user farmed 640 acres of corn and soybeans near Spencer, Iowa",
    questions: [
      "How much land did he work before retiring?",
      "What crops did the user grow, and where?",
    ],
  },
  {
    fact: "user retired from farming in 2012 and rents his land to his son Dale",
    questions: [
      "Who works the family ground now that he's stopped?",
      "When did he quit running the operation himself?",
    ],
  },
  {
    fact: "user is a deacon at St. John's Lutheran Church in Spencer",
    questions: [
      "What role does he hold in his congregation?",
      "Where does he help lead worship and visit shut-ins?",
    ],
  },
  {
    fact: "user's daughter Karen lives in Des Moines and is a nurse",
    questions: [
      "Which of his kids works in health care?",
      "Who could he stay with when he goes to the state capital for appointments?",
    ],
  },
  {
    fact: "user's son Tom lives in Omaha and works for Union Pacific",
    questions: [
      "Which of my boys is over in Nebraska?",
      "Who in the family has a railroad job?",
    ],
  },
  {
    fact: "user's dog is a border collie named Skip",
    questions: [
      "What breed is his pup?",
      "What does he call the farm pet?",
    ],
  },
  {
    fact: "user keeps a few barn cats and feeds them Purina Cat Chow",
    questions: [
      "What food should I pick up for the strays in his outbuilding?",
      "Which kibble brand does he buy for the mousers?",
    ],
  },
  {
    fact: "user's A1C was 7.4 at his last checkup in March",
    questions: [
      "How's his long-term glucose number looking lately?",
      "What did my three-month blood test come back at this spring?",
    ],
  },
  {
    fact: "user's primary care physician is Dr. Lisa Hanson at Spencer Hospital",
    questions: [
      "Who should he ring to set up his yearly exam?",
      "Which medical provider does the user see regularly?",
    ],
  },
  {
    fact: "user takes lisinopril 10 mg for high blood pressure",
    questions: [
      "What's his pill for hypertension?",
      "Which heart medication am I on, in case the pharmacist asks?",
    ],
  },
  {
    fact: "user fills prescriptions at the Hy-Vee pharmacy in Spencer",
    questions: [
      "Where does he pick up his meds?",
      "Which drugstore should the doctor's office send his new medicine orders to?",
    ],
  },
  {
    fact: "user avoids regular soda and drinks Diet Coke",
    questions: [
      "What pop should I bring to his place?",
      "Is there a sugar-free beverage he prefers?",
    ],
  },
  {
    fact: "user eats oatmeal with walnuts every morning for breakfast",
    questions: [
      "What does he usually have first thing in the day?",
      "What's my go-to early meal?",
    ],
  },
  {
    fact: "user's favorite dessert is rhubarb pie",
    questions: [
      "What sweet treat could I bake for him on a special occasion?",
      "What kind of pastry does he like best?",
    ],
  },
  {
    fact: "user meets friends for coffee at the Spencer Casey's most weekday mornings",
    questions: [
      "Where does he hang out with the guys before lunch?",
      "Why is he never home around 7 a.m. on a Tuesday?",
    ],
  },
  {
    fact: "user drives a 2016 Chevrolet Silverado pickup",
    questions: [
      "What truck does he have?",
      "What make and model should I give the mechanic for my vehicle?",
    ],
  },
  {
    fact: "user still owns a John Deere 4020 tractor he restored",
    questions: [
      "What old piece of farm equipment does he keep in the shed?",
      "Which green machine did he fix up himself?",
    ],
  },
  {
    fact: "user cuts the lawn with a Cub Cadet riding mower",
    questions: [
      "What does he use to keep the grass short?",
      "What brand of yard tractor do I have?",
    ],
  },
  {
    fact: "user lives alone in the farmhouse on 240th Street outside Spencer",
    questions: [
      "Does anyone share the home with him?",
      "What's his address out in the country?",
    ],
  },
  {
    fact: "user winters in Mesa, Arizona for six weeks each January and February",
    questions: [
      "Where does he go to escape the cold?",
      "When will he be away from home this year?",
    ],
  },
  {
    fact: "user's grandson Tyler plays football for Spencer High School",
    questions: [
      "Whose Friday night games does he go watch?",
      "Which family member is on the Tigers' varsity squad?",
    ],
  },
  {
    fact: "user's granddaughter Emily's wedding is September 13 in Ames",
    questions: [
      "When is the big marriage ceremony he needs a suit for?",
      "Where will he have to travel this fall to see one of the family tie the knot?",
    ],
  },
  {
    fact: "user's birthday is October 2 and he was born in 1947",
    questions: [
      "How old is he?",
      "When should we plan his party?",
    ],
  },
  {
    fact: "user is a lifelong Iowa Hawkeyes football fan",
    questions: [
      "Which college team does he root for?",
      "Would he want a black-and-gold sweatshirt or a cardinal-and-gold one?",
    ],
  },
  {
    fact: "user listens to Chicago Cubs games on WGN radio",
    questions: [
      "Which ballclub does he follow?",
      "What do I tune into on summer afternoons?",
    ],
  },
  {
    fact: "user plays cribbage every Thursday night at the Legion hall",
    questions: [
      "What card game is he into?",
      "Where does he go midweek evenings?",
    ],
  },
  {
    fact: "user is an Army veteran who served in Vietnam in 1968",
    questions: [
      "Was he ever in the military?",
      "What war did he fight in?",
    ],
  },
  {
    fact: "user keeps a vegetable garden with tomatoes and sweet corn",
    questions: [
      "What does he grow in his backyard plot?",
      "Could he use some canning jars this summer for his produce?",
    ],
  },
  {
    fact: "user reads Louis L'Amour westerns",
    questions: [
      "What kind of books does he enjoy?",
      "Which author should I pick for his gift?",
    ],
  },
  {
    fact: "user uses a Jitterbug flip phone",
    questions: [
      "Can he get texts with pictures on his cell?",
      "What kind of mobile device does he carry?",
    ],
  },
  {
    fact: "user's grandson Jake set up his iPad for video calls",
    questions: [
      "Who helps him with his tablet?",
      "How does he FaceTime the family, and who got it working for him?",
    ],
  },
  {
    fact: "user watches the 6 o'clock news on KTIV out of Sioux City",
    questions: [
      "What station does he have on at suppertime?",
      "When shouldn't I ring him because he's glued to the TV?",
    ],
  },
  {
    fact: "user banks at Farmers Trust & Savings in Spencer",
    questions: [
      "Where does he keep his checking account?",
      "Which financial institution should the rent payment go to?",
    ],
  },
  {
    fact: "user gets $1,900 a month from Social Security",
    questions: [
      "How much does his federal retirement benefit pay him?",
      "How big is the deposit he receives on the third Wednesday?",
    ],
  },
  {
    fact: "user is on a Medicare Advantage plan through Wellmark",
    questions: [
      "Who's his health insurance carrier?",
      "Which coverage does he have for doctor visits?",
    ],
  },
  {
    fact: "user gives each grandchild $100 for their birthday",
    questions: [
      "How much does he usually put in the card when one of the young ones turns a year older?",
      "What's his usual gift for the family's youngest generation on their big day?",
    ],
  },
  {
    fact: "user prefers people speak slowly and face him when talking",
    questions: [],
  },
  {
    fact: "user dislikes spicy food",
    questions: [
      "Should I add jalapeños to the chili I'm bringing him?",
      "How much heat can he handle in a dish?",
    ],
  },
  {
    fact: "user plans to visit the Iowa State Fair in August with his grandkids",
    questions: [
      "Where's he headed in late summer for corn dogs and the butter cow?",
      "What outing is he taking the little ones on this summer?",
    ],
  },
  {
    fact: "user wants to set up a memorial scholarship in Marlene's name",
    questions: [
      "What is he hoping to do to honor his late wife for local students?",
      "Is he looking into creating an award for graduating seniors in remembrance of his spouse?",
    ],
  },
  {
    fact: "user's audiologist is Dr. Kim Becker at Spirit Lake Hearing Center",
    questions: [
      "Who adjusts his aids when they start whistling?",
      "Where do I go to get my ears checked?",
    ],
  },
  {
    fact: "user has neuropathy in his feet and wears Dr. Comfort diabetic shoes",
    questions: [
      "What sneakers brand does he need because of his circulation problems?",
      "Why does he get numbness in his toes?",
    ],
  },
  {
    fact: "user sees an eye doctor yearly for diabetic retinopathy screening",
    questions: [
      "When is his annual vision exam due, given his blood sugar?",
      "Why does he need his pupils dilated every twelve months?",
    ],
  },
  {
    fact: "user likes the hot beef sandwich at the Spencer Country Kitchen",
    questions: [
      "Where should we take him out for lunch?",
      "What does he always order when eating out in town?",
    ],
  },
  {
    fact: "user attends the 8:30 a.m. service on Sundays",
    questions: [
      "What time does worship start for him each week?",
      "If I want to take him to breakfast on the weekend, should it be before or after church?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh33}, 10 of them reworded where they shared a word
 * with the bench's notes: they must recall nothing.
 */
export const fresh33Unrelated: string[] = [
  "Ganymede's proximity at opposition?",
  "What parias did the taifa of Zaragoza remit to Navarre?",
  "How can a leaky lavatory spigot be mended?",
  "What are the regulations of the ballgame contested in a natatorium?",
  "How do you achieve a runny yolk when poaching?",
  "What's the capital of Mongolia?",
  "What does arigatou gozaimasu literally denote?",
  "Which Spaniard's brush rendered Guernica?",
  "How is centigrade converted into Fahrenheit?",
  "Who catalogued nebulae as Messier objects?",
  "How do octopuses camouflage themselves?",
  "When will Asia's upcoming eclipse occur?",
];

/**
 * A thirty-fifth held-out set, written on 2026-12-03 (stop 41) by a writer who had not seen the
 * project, asked for a Nigerian-born nursing student in her early twenties in Houston, a part-time
 * pharmacy technician who sends money home to Lagos and sings in a church choir: 50 facts, two
 * questions each. Measured before any of its misses was read: own brain 24 (of 99) on `a918995` and
 * 35 on `52e87e5`, beside every other set 6 and 11; it was kept unread until then. One question
 * sharing a word with its fact was left out.
 */
export const fresh34: ParaphraseCase[] = [
  {
    fact: "user was born in Lagos and moved to Houston at 16",
    questions: [
      "Where did she grow up before coming to Texas?",
      "How old was I when my family relocated to the States?",
    ],
  },
  {
    fact: "user's mother, Folake, runs a fabric stall at Balogun Market in Lagos",
    questions: [
      "What does her parent do for a living back in Nigeria?",
      "Who could get me ankara cloth cheaply for the choir's matching outfits?",
    ],
  },
  {
    fact: "user sends $300 to her mother every month via Lemfi",
    questions: [
      "How much cash do I transfer to Nigeria, and how often?",
      "Which app does she use for remittances back home?",
    ],
  },
  {
    fact: "user's younger brother Tunde studies engineering at the University of Lagos",
    questions: [
      "Which of my siblings is in college back home, and what's his major?",
      "Whose tuition might she be helping to cover in Nigeria?",
    ],
  },
  {
    fact:
      "user is a nursing student at Prairie View A&M's Houston campus, expected to graduate in May 2026",
    questions: [
      "When do I finish my degree?",
      "What school is she enrolled in?",
    ],
  },
  {
    fact: "user works part-time as a pharmacy technician at a Walgreens on Westheimer Road",
    questions: [
      "Where does she have a job outside of classes?",
      "Which drugstore chain employs me, and at what location?",
    ],
  },
  {
    fact: "user's Walgreens shifts are Tuesday and Thursday evenings plus Saturday mornings",
    questions: [
      "What days is she unavailable because of her job?",
      "Can I book a study group for Wednesday night, or am I working then?",
    ],
  },
  {
    fact: "user is allergic to sulfa drugs",
    questions: [
      "Are there any antibiotics she must avoid?",
      "Is Bactrim safe for me to take?",
    ],
  },
  {
    fact: "user has mild asthma and carries a ProAir inhaler",
    questions: [
      "What should she do if her breathing gets tight during a run?",
      "Do I have any lung condition the new doctor should know about?",
    ],
  },
  {
    fact: "user's blood type is O positive",
    questions: [
      "Who could give her a transfusion in an emergency?",
      "What group am I for the donation drive at church?",
    ],
  },
  {
    fact: "user sings alto in the choir at RCCG Covenant Parish in Sugar Land",
    questions: [
      "What vocal part do I take during worship?",
      "Where does she go to church on Sundays?",
    ],
  },
  {
    fact: "user has choir rehearsal every Friday at 7 pm",
    questions: [
      "Why is she never free at the end of the workweek in the evening?",
      "When do I practice singing with the group?",
    ],
  },
  {
    fact: "user's favorite food is jollof rice with fried plantain",
    questions: [
      "What dish should I cook for her birthday dinner?",
      "What does she like to eat most?",
    ],
  },
  {
    fact: "user doesn't eat pork",
    questions: [
      "Can I serve bacon-wrapped dates at her party?",
      "Is there any meat she avoids?",
    ],
  },
  {
    fact: "user is lactose intolerant and drinks Lactaid milk",
    questions: [
      "Should I order the pizza with extra cheese for her?",
      "Why does dairy upset my stomach?",
    ],
  },
  {
    fact: "user drives a 2012 Toyota Corolla with over 150,000 miles",
    questions: [
      "What car do I have?",
      "Is her sedan too worn out to trust on a road trip to Dallas?",
    ],
  },
  {
    fact: "user's car insurance is with Progressive and renews in March",
    questions: [
      "When does my auto coverage come up again?",
      "Which company covers her vehicle?",
    ],
  },
  {
    fact: "user shares a two-bedroom apartment in Alief with her cousin Bisi",
    questions: [
      "Who is her roommate?",
      "Which neighborhood do I live in?",
    ],
  },
  {
    fact: "user's rent is $1,100 a month, split evenly with Bisi",
    questions: [
      "How much do I pay for housing?",
      "What's her half of the lease cost?",
    ],
  },
  {
    fact: "user's lease ends on July 31, 2025",
    questions: [
      "When do I need to move out or re-sign?",
      "When can she relocate without paying a penalty?",
    ],
  },
  {
    fact: "user's best friend is Chiamaka, a classmate from her nursing cohort",
    questions: [
      "Who is she closest to at school?",
      "Who do I usually study with before exams?",
    ],
  },
  {
    fact: "user has an iPhone 13 with a cracked screen",
    questions: [
      "What mobile device does she use?",
      "Should I get my display repaired or just upgrade?",
    ],
  },
  {
    fact: "user takes notes on a refurbished iPad Air with an Apple Pencil",
    questions: [
      "What tablet does she bring to lectures?",
      "What stylus works with the gadget I write on in class?",
    ],
  },
  {
    fact: "user's birthday is October 14",
    questions: [
      "When should I plan her party?",
      "When does she turn a year older?",
    ],
  },
  {
    fact: "user plans to take the NCLEX in summer 2026 after graduating",
    questions: [
      "When is my licensing exam?",
      "When will she sit for her board test?",
    ],
  },
  {
    fact: "user subscribes to UWorld for board prep",
    questions: [
      "Which review resource am I paying for?",
      "What practice tool does she use before her licensing exam?",
    ],
  },
  {
    fact: "user wants to become a labor and delivery nurse",
    questions: [
      "Which specialty is she hoping to go into after graduation?",
      "Would a job on the maternity ward appeal to her?",
    ],
  },
  {
    fact: "user hopes to bring her mother to the US for her pinning ceremony",
    questions: [
      "Who does she want present at her graduation event?",
      "Which relative am I trying to get a visa for?",
    ],
  },
  {
    fact: "user is a US permanent resident and plans to apply for citizenship in 2026",
    questions: [
      "When can I naturalize?",
      "What is her immigration status?",
    ],
  },
  {
    fact: "user has about $4,200 in federal student loans",
    questions: [
      "How much do I owe for school?",
      "Does she carry any debt from tuition?",
    ],
  },
  {
    fact: "user gets a $2,000 yearly scholarship from her church",
    questions: [
      "What financial aid does she have besides the government kind?",
      "Where does that grant money come from?",
    ],
  },
  {
    fact: "user banks with Chase and keeps savings in a Chime account",
    questions: [
      "Where is my money held?",
      "What financial institution holds her checking?",
    ],
  },
  {
    fact: "user is saving $150 per paycheck toward a used Honda CR-V",
    questions: [
      "What vehicle does she want next?",
      "How much am I setting aside each time I get paid?",
    ],
  },
  {
    fact: "user listens to Tems and Asake on Spotify",
    questions: [
      "What music do I like?",
      "Which streaming service does she pay for?",
    ],
  },
  {
    fact: "user loves Nollywood films, especially ones by Funke Akindele",
    questions: [
      "What should we stream tonight that she'd enjoy?",
      "Whose comedies does she never miss?",
    ],
  },
  {
    fact: "user gets knotless braids redone every six weeks at a salon in Alief",
    questions: [
      "How often is she at the stylist?",
      "What hairstyle do I usually wear?",
    ],
  },
  {
    fact: "user's pastor is Pastor Segun Adeyemi",
    questions: [
      "Who leads her congregation?",
      "Who should write my character reference from church?",
    ],
  },
  {
    fact: "user has a gray tabby cat named Ewa",
    questions: [
      "What pet do I have?",
      "Does she have any animals at home?",
    ],
  },
  {
    fact: "user feeds Ewa Purina Pro Plan",
    questions: [
      "What kibble brand should I pick up for the pet?",
      "What does her furry roommate eat?",
    ],
  },
  {
    fact: "user goes to Planet Fitness on Bissonnet three times a week",
    questions: [
      "Where does she work out?",
      "How often do I exercise?",
    ],
  },
  {
    fact: "user's go-to coffee order is an iced caramel macchiato from Starbucks",
    questions: [
      "What drink should I grab for her?",
      "What should I get her at the café?",
    ],
  },
  {
    fact: "user speaks Yoruba and Nigerian Pidgin",
    questions: [
      "What languages am I fluent in?",
      "Can she help interpret for a patient who just arrived from Ibadan?",
    ],
  },
  {
    fact: "user's grandmother in Abeokuta has type 2 diabetes",
    questions: [
      "Which elder relative back home has a blood sugar problem?",
      "Who is she worried about managing insulin?",
    ],
  },
  {
    fact: "user takes a daily iron supplement for anemia",
    questions: [
      "Why is she always tired?",
    ],
  },
  {
    fact: "user's primary care doctor is Dr. Amaka Obi at Kelsey-Seybold",
    questions: [
      "Who is my physician?",
      "Which clinic should she book her checkup with?",
    ],
  },
  {
    fact: "user has clinical rotations at Memorial Hermann on Mondays and Wednesdays",
    questions: [
      "Where is she placed for hospital training?",
      "What days am I on the ward for school?",
    ],
  },
  {
    fact: "user dreams of visiting her aunt Yemi in Peckham, London",
    questions: [
      "Where would she love to travel?",
      "Which relative lives in the UK?",
    ],
  },
  {
    fact: "user is booking a December 2025 flight home to Lagos on Turkish Airlines",
    questions: [
      "When is she going back to Nigeria?",
      "Which carrier am I using for the holidays?",
    ],
  },
  {
    fact: "user tracks her shifts and classes in Google Calendar",
    questions: [
      "What app does she keep her schedule in?",
      "Where should I add her rotation dates?",
    ],
  },
  {
    fact: "user prefers texts over phone calls",
    questions: [
      "Should I ring her or message?",
      "How does she like to be contacted?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh34}, 10 of them reworded where they shared a word
 * with the bench's notes: they must recall nothing.
 */
export const fresh34Unrelated: string[] = [
  "Semimajor axis of Europa's overlord?",
  "What is Denmark's consumption impost percentage?",
  "How do I wax a splitboard?",
  "What are noctilucent mesospheric wisps?",
  "Rowers in a Henley coxed octet?",
  "When was the Eiffel landmark erected?",
  "What's the capital of Mongolia?",
  "Rehousing an epiphytic Dendrobium in osmunda fibre?",
  "How does a sailor knot a bowline?",
  "Who achieved the quickest Fukuoka footrace?",
  "How was the Lombard teloneum exacted in Spoleto?",
  "How does a viola's timbre differ?",
];

/**
 * A thirty-sixth held-out set, written on 2026-12-03 (stop 42) by a writer who had not seen the
 * project, asked for a retired Welsh postman in his late sixties in Swansea, a widowed sea angler and rugby follower with two grown-up children, a springer spaniel and type 2 diabetes, who volunteers at a food bank: 50 facts, two questions each. Measured on `e160681` before any
 * of its misses was read: own brain 45 (of 98) and beside every other set 14. Read after that measurement (its misses led to the employer, place-name and brand changes of stop 42). Two questions sharing a word with their fact were left out.
 */
export const fresh35: ParaphraseCase[] = [
  {
    fact: "user was a postman with Royal Mail for 38 years before retiring in 2020",
    questions: [
      "How long did he spend delivering letters until he stopped work?",
      "Which company employed him for most of his career?",
    ],
  },
  {
    fact: "user lives in Mumbles, Swansea, in a terraced house overlooking the bay",
    questions: [
      "Whereabouts in Wales is his home?",
      "Has he got a view of the sea from his place?",
    ],
  },
  {
    fact: "user's wife Gwen died of cancer in 2019",
    questions: ["Is he married?", "When did he lose his spouse?"],
  },
  {
    fact: "user's son Rhys lives in Cardiff and works as a paramedic",
    questions: ["Where's my lad based these days?"],
  },
  {
    fact: "user's daughter Sian is a primary school teacher in Bristol",
    questions: ["What does my girl do for her job?", "Which city did his eldest girl move to?"],
  },
  {
    fact: "user has a springer spaniel called Bryn, aged seven",
    questions: ["What's the name of his dog?", "How old is my pup now?"],
  },
  {
    fact: "user has type 2 diabetes managed with metformin",
    questions: [
      "Is he on any regular medication?",
      "Does he have a condition affecting blood sugar?",
    ],
  },
  {
    fact: "user checks his glucose with a FreeStyle Libre sensor on his arm",
    questions: [
      "What gadget tracks his sugar readings?",
      "How does he monitor his levels without finger pricks?",
    ],
  },
  {
    fact:
      "user volunteers every Tuesday and Thursday morning at the Swansea food bank run by the Trussell Trust",
    questions: [
      "Which days is he busy helping out with charity?",
      "Where does he give up his time for nothing each week?",
    ],
  },
  {
    fact: "user fishes for bass off the rocks at Rhossili and from Mumbles pier",
    questions: [
      "What species does he usually try to catch?",
      "Where are his favourite angling spots on Gower?",
    ],
  },
  {
    fact: "user belongs to the Swansea Sea Angling Club and enters its monthly competitions",
    questions: [
      "Is he a member of any group for his rod-and-line hobby?",
      "Does he go in for contests with a local society?",
    ],
  },
  {
    fact:
      "user is an Ospreys season ticket holder and watches home games at the Swansea.com Stadium",
    questions: ["Which rugby team does he support?", "Where does he go to see matches live?"],
  },
  {
    fact: "user cheers on Wales in the Six Nations and never misses a match on BBC One",
    questions: [
      "Who does he back in the spring international tournament?",
      "Which channel does he usually put on for the rugby?",
    ],
  },
  {
    fact: "user drives a silver 2016 Skoda Octavia estate",
    questions: [
      "What car does he have?",
      "What motor's he got for taking the spaniel and rods out?",
    ],
  },
  {
    fact: "user has an old Samsung Galaxy A52 phone and finds apps fiddly",
    questions: ["What mobile has he got?", "Is he comfortable with technology on his handset?"],
  },
  {
    fact: "user keeps in touch with his grandchildren via WhatsApp video calls on Sunday evenings",
    questions: [
      "How does he stay connected with the little ones?",
      "When does he usually chat to the kids online each week?",
    ],
  },
  {
    fact: "user is a fluent Welsh speaker and listens to BBC Radio Cymru in the mornings",
    questions: [
      "What language does he know besides English?",
      "Which station does he have on at breakfast?",
    ],
  },
  {
    fact: "user has been teetotal since his diabetes diagnosis but used to drink Brains SA bitter",
    questions: [
      "Would he like a bottle of wine as a present?",
      "What was his favourite pint back in the day?",
    ],
  },
  {
    fact: "user follows a low-carb diet and swaps white bread for wholemeal",
    questions: [
      "What should I avoid cooking when he comes over for tea?",
      "Is he watching what he eats?",
    ],
  },
  {
    fact: "user has arthritis in his left knee from decades of walking the post round",
    questions: ["Why does he struggle with hills?", "Which joint gives him pain?"],
  },
  {
    fact: "user takes Bryn for a long walk along Swansea Bay promenade every morning at 7am",
    questions: [
      "When does he usually get out with the spaniel?",
      "Where's his regular route with the pup first thing?",
    ],
  },
  {
    fact:
      "user's late wife's favourite flowers were yellow roses, which he places on her grave each anniversary",
    questions: [
      "What should he bring to the cemetery for Gwen?",
      "Which blooms remind him of his spouse?",
    ],
  },
  {
    fact: "user's GP surgery is in Mumbles and his diabetes nurse is called Carys",
    questions: ["Who does he see for his sugar check-ups?", "Where's my doctor's practice?"],
  },
  {
    fact: "user gets an annual diabetic eye screening through NHS Wales",
    questions: [
      "Does he need a yearly check on his vision?",
      "Which health service invites him for retina photos?",
    ],
  },
  {
    fact:
      "user receives a Royal Mail pension and the state pension, paid into his Nationwide account",
    questions: ["Where does his retirement income come from?", "Which bank does he use?"],
  },
  {
    fact: "user has a free bus pass from Transport for Wales",
    questions: [
      "Does he need to pay to get into town without the car?",
      "Which concessionary card does he hold for getting around?",
    ],
  },
  {
    fact: "user plans to visit his brother Dai in Tenerife next February",
    questions: [
      "Where's his upcoming holiday abroad?",
      "Who's he flying out to the Canaries to see?",
    ],
  },
  {
    fact: "user dislikes cruise ships after a bad trip to Norway in 2018",
    questions: ["Would he enjoy a holiday on a big liner?", "Why won't he book a sailing package?"],
  },
  {
    fact: "user also supports Swansea City football club",
    questions: [
      "Which soccer side does he follow?",
      "Does he care how the lads at the Liberty Stadium get on?",
    ],
  },
  {
    fact: "user does the Western Mail cryptic crossword every day with a cup of Yorkshire Tea",
    questions: ["What puzzle does he do each morning?", "Which brew does he prefer?"],
  },
  {
    fact: "user grows tomatoes and runner beans in a greenhouse in his back garden",
    questions: ["What vegetables does he have on the go at home?", "Does he have a glasshouse?"],
  },
  {
    fact: "user is hard of hearing in his right ear and wears an NHS hearing aid",
    questions: ["Should I speak up when I phone him?", "Does he have trouble picking up sounds?"],
  },
  {
    fact: "user's grandchildren are called Elis, 6, and Mali, 3",
    questions: ["What are the names of Sian's kids?", "How old are the little ones in Bristol?"],
  },
  {
    fact: "user's birthday is 14 March",
    questions: ["When should I send him a card?", "What date was he born?"],
  },
  {
    fact: "user reads Ken Follett novels and borrows them from Oystermouth Library",
    questions: ["Who's his favourite author?", "Where does he get his books?"],
  },
  {
    fact: "user sings baritone in Mumbles Male Voice Choir, which rehearses on Wednesday nights",
    questions: [
      "What part does he take in the chorus?",
      "Which evening is he busy practising with the group?",
    ],
  },
  {
    fact: "user dislikes flying and gets anxious at airports",
    questions: ["Is he nervous about planes?", "Should I book him a ferry instead?"],
  },
  {
    fact: "user buys bait and tackle from Sam's Fishing Shop in Swansea Marina",
    questions: [
      "Where does he pick up lugworm and hooks?",
      "Which store sells him his gear for the rocks?",
    ],
  },
  {
    fact: "user has a Tesco Clubcard and does his weekly shop at Tesco Extra in Fforestfach",
    questions: ["Which supermarket does he use?", "Does he collect points at the grocer?"],
  },
  {
    fact: "user pays his council tax to the City and County of Swansea by direct debit",
    questions: [
      "How does he settle his local authority bill?",
      "Who collects his property charges?",
    ],
  },
  {
    fact: "user watches Pobol y Cwm on S4C",
    questions: ["Which Welsh soap does he follow?", "What's his favourite telly programme?"],
  },
  {
    fact: "user had a mild heart attack in 2021 and takes a daily statin",
    questions: ["Has he had cardiac trouble?", "What cholesterol tablets is he on?"],
  },
  {
    fact: "user is allergic to shellfish, especially prawns",
    questions: ["Can he eat a seafood platter?", "Is it OK to make a crab pasta for him?"],
  },
  {
    fact: "user insures Bryn with Petplan",
    questions: [
      "Who covers the vet bills for the dog?",
      "Which firm is the spaniel's cover through?",
    ],
  },
  {
    fact: "user learned to cook after Gwen died and makes a good cawl",
    questions: ["What Welsh stew is he known for?", "What's his signature dish?"],
  },
  {
    fact: "user wants to walk the whole Wales Coast Path in stages",
    questions: [
      "What long-distance hiking goal has he set himself?",
      "Is he trying to cover the entire shoreline trail?",
    ],
  },
  {
    fact: "user was a union rep for the CWU at the Swansea delivery office",
    questions: [
      "Was he involved in any trade organisation at work?",
      "Did he stand up for co-workers in disputes with management?",
    ],
  },
  {
    fact: "user's best friend is Gareth, a former colleague who fishes with him",
    questions: ["Who's his closest mate?"],
  },
  {
    fact: "user dislikes text abbreviations and emojis in messages",
    questions: ["Should I use smileys when I write to him?", "Does he mind shorthand like 'lol'?"],
  },
  {
    fact: "user goes to bed around 10pm and wakes at 5:30am out of postman habit",
    questions: ["What time does he usually turn in?", "Is he an early riser?"],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh35}, reworded by a helper where they shared a word
 * with the bench's notes: they must recall nothing.
 */
export const fresh35Unrelated: string[] = [
  "Semimajor axis of Europa's overlord?",
  "How does Mehrwertsteuer function in the Bundesrepublik?",
  "When is a skater offside?",
  "How do you temper chocolate properly?",
  "When did the Ottoman Empire collapse?",
  "What is corona discharge on masts?",
  "How do I convert centigrade to Fahrenheit?",
  "Who is Piero della Francesca?",
  "How is a chisel honed on a whetstone?",
  "How many fielders occupy the diamond simultaneously?",
  "What is the capital of Mongolia?",
  "Why do chameleons recolour?",
];

/**
 * A thirty-seventh held-out set, written on 2026-12-03 (stop 42) by a writer who had not seen the
 * project, asked for a Korean-American product manager in her thirties in Seattle, married to a chef and expecting their first child, who boulders, shops at H Mart and is learning to sail: 50 facts, two questions each. Measured on `e160681` before any
 * of its misses was read: own brain 36 (of 100) and beside every other set 10. Read after that measurement (its misses led to the employer, place-name and brand changes of stop 42).
 */
export const fresh36: ParaphraseCase[] = [
  {
    fact: "user's husband Daniel is a sous chef at a restaurant on Capitol Hill",
    questions: [
      "What does her spouse do for a living?",
      "Which Seattle neighborhood is my partner's workplace in?",
    ],
  },
  {
    fact: "user's due date is in early March",
    questions: ["When is she expected to give birth?", "How long until my little one arrives?"],
  },
  {
    fact: "user is having a girl",
    questions: [
      "Does she know the sex of the baby she's carrying?",
      "Should I pick pink or blue outfits for her shower gift?",
    ],
  },
  {
    fact: "user climbs at Seattle Bouldering Project in Fremont",
    questions: [
      "Which gym does she go to for wall sessions?",
      "Where do I usually scale routes after work?",
    ],
  },
  {
    fact: "user stopped bouldering while pregnant on her OB's advice",
    questions: [
      "Is it okay for me to hit the climbing gym this weekend?",
      "Why hasn't she been scaling walls lately?",
    ],
  },
  {
    fact: "user buys her groceries at the H Mart in Lynnwood",
    questions: [
      "Where does she pick up kimchi and gochujang?",
      "Which Asian supermarket do I usually shop at?",
    ],
  },
  {
    fact: "user is taking a keelboat sailing course at the Center for Wooden Boats on Lake Union",
    questions: [
      "Where is she learning to handle a sloop?",
      "What class am I enrolled in out on the water?",
    ],
  },
  {
    fact: "user is a senior product manager at Zillow",
    questions: ["What company employs her?", "What's my job title?"],
  },
  {
    fact: "user's manager is named Priya",
    questions: ["Who does she report to?", "What's my boss called again?"],
  },
  {
    fact: "user is allergic to shellfish",
    questions: ["Can I order the shrimp tempura?", "Is cioppino safe for her to eat?"],
  },
  {
    fact: "user drives a 2019 Subaru Outback",
    questions: ["What car does she have?", "Will a big crib box fit in the back of my vehicle?"],
  },
  {
    fact: "user and her husband own a townhouse in Ballard",
    questions: [
      "What neighborhood is their home in?",
      "Do we rent an apartment or did we buy our place?",
    ],
  },
  {
    fact: "user has a rescue greyhound named Mochi",
    questions: ["What's her dog called?", "What breed is my pup?"],
  },
  {
    fact: "user's parents live in Fort Lee, New Jersey",
    questions: [
      "Where are her mom and dad based?",
      "How long is the flight to visit my folks back east?",
    ],
  },
  {
    fact: "user is lactose intolerant",
    questions: [
      "Can she have a latte made with regular milk?",
      "Should I pick up dairy-free ice cream for her?",
    ],
  },
  {
    fact: "user uses an iPhone 15 Pro",
    questions: ["What phone does she have?", "Will this Android-only app work on my handset?"],
  },
  {
    fact: "user tracks her pregnancy with the Ovia app",
    questions: [
      "Which tool tells her how big the baby is each week?",
      "What do I log my prenatal symptoms in?",
    ],
  },
  {
    fact: "user's OB-GYN practice is at Swedish First Hill",
    questions: ["Which hospital will she deliver at?", "Where are my prenatal checkups?"],
  },
  {
    fact: "user plans to take 16 weeks of Washington Paid Family and Medical Leave",
    questions: [
      "How much time off will she get after the birth?",
      "How long can I be away from the office once the kid arrives?",
    ],
  },
  {
    fact: "user's husband dreams of opening his own Korean-Mexican food truck",
    questions: [
      "What business idea does her spouse want to launch?",
      "Any advice on permits for my partner's mobile kitchen venture?",
    ],
  },
  {
    fact: "user dislikes cilantro",
    questions: ["Should I leave the coriander off her tacos?", "Which herb does she hate?"],
  },
  {
    fact: "user takes a prenatal yoga class on Tuesday evenings",
    questions: [
      "What stretching sessions does she attend while expecting?",
      "What mind-body workout am I doing for the baby bump, and when?",
    ],
  },
  {
    fact: "user's Korean name is Ji-yeon",
    questions: [
      "What does her grandmother call her?",
      "How should I address her in Hangul on the card?",
    ],
  },
  {
    fact: "user's comfort food is her mom's kimchi jjigae",
    questions: [
      "What dish cheers her up on a bad day?",
      "What should I cook when I'm feeling down?",
    ],
  },
  {
    fact: "user opened a 529 college savings plan for the baby",
    questions: [
      "Has she started putting money aside for her kid's tuition?",
      "What education fund have we set up for the little one?",
    ],
  },
  {
    fact: "user banks with BECU",
    questions: ["Which credit union holds her checking?", "Where do I keep my money?"],
  },
  {
    fact: "user reads on a Kindle Paperwhite",
    questions: ["What e-reader does she own?", "Would an ebook gift card work for her device?"],
  },
  {
    fact: "user is reading Expecting Better by Emily Oster",
    questions: [
      "Which data-driven parenting book is on her nightstand?",
      "What am I in the middle of right now, book-wise?",
    ],
  },
  {
    fact: "user refuses video calls before 9 a.m.",
    questions: [
      "Can I set up a Zoom sync with her at 8:30?",
      "What's the earliest she'll join a virtual meeting?",
    ],
  },
  {
    fact: "user rides the King County Metro D Line bus to the office",
    questions: ["How does she get downtown each morning?", "What transit do I take to work?"],
  },
  {
    fact: "user's sister Grace is a nurse in Los Angeles",
    questions: ["What does her sibling do?", "Who in my family works in healthcare in SoCal?"],
  },
  {
    fact: "user hopes to charter a boat in the San Juan Islands",
    questions: [
      "Where does she dream of skippering a rented vessel?",
      "Any tips for a bareboat vacation around Friday Harbor?",
    ],
  },
  {
    fact: "user earned her bachelor's degree at UC Berkeley",
    questions: ["Which school did she graduate from?", "Am I a Cal alum?"],
  },
  {
    fact: "user's usual drink is a decaf oat latte from Victrola Coffee",
    questions: ["What's her regular café order?", "Where should I pick up her morning pick-me-up?"],
  },
  {
    fact: "user's birthday is October 14",
    questions: ["When should I throw her a party?", "What day does she turn a year older?"],
  },
  {
    fact: "user's wedding anniversary is June 3",
    questions: [
      "When did she get married?",
      "What date should I book dinner to celebrate our vows?",
    ],
  },
  {
    fact: "user uses Jira and Figma every day at work",
    questions: [
      "What tools does her team rely on for tickets and mockups?",
      "Which design software am I on?",
    ],
  },
  {
    fact: "user's team is building a mortgage affordability calculator",
    questions: ["What feature is she shipping this quarter?", "What's my current project about?"],
  },
  {
    fact: "user's coworker Marcus runs analytics for her team",
    questions: [
      "Who should she ask for dashboard numbers?",
      "Which colleague crunches my metrics?",
    ],
  },
  {
    fact: "user takes a daily iron supplement for anemia",
    questions: [
      "What pills is she on besides prenatal vitamins?",
      "Should I pair my ferrous sulfate tablets with orange juice?",
    ],
  },
  {
    fact: "user was diagnosed with gestational diabetes",
    questions: ["Does she need to watch her sugar?", "Can I have a slice of cake tonight?"],
  },
  {
    fact: "user prefers Patagonia for outdoor gear",
    questions: ["What jacket brand does she like?", "Where should I buy a new fleece?"],
  },
  {
    fact: "user's husband finishes his restaurant shifts around midnight",
    questions: [
      "What time does her spouse usually get back at night?",
      "Can we set up a call with both of us at 10 pm?",
    ],
  },
  {
    fact: "user is planning a babymoon in Maui in December",
    questions: [
      "Where's her pre-delivery getaway?",
      "Any good beaches for our Hawaii trip before the little one arrives?",
    ],
  },
  {
    fact: "user binge-watches K-dramas on Netflix",
    questions: [
      "What TV shows does she stream?",
      "Recommend something like Crash Landing on You for me",
    ],
  },
  {
    fact: "user ordered a Babyletto crib in walnut",
    questions: [
      "Which nursery furniture has she bought?",
      "Did we already get a bed for the baby?",
    ],
  },
  {
    fact: "user's health insurance is Premera Blue Cross through her employer",
    questions: ["Which carrier covers her prenatal care?", "Is Swedish in my network?"],
  },
  {
    fact: "user has a Costco executive membership",
    questions: [
      "Where does she stock up on diapers in bulk?",
      "Which warehouse club card do I carry?",
    ],
  },
  {
    fact: "user speaks conversational Korean",
    questions: [
      "Can she chat with relatives in her parents' mother tongue?",
      "Will I manage in Seoul without a translator?",
    ],
  },
  {
    fact: "user volunteers at the Northwest Harvest food bank",
    questions: [
      "Which charity does she give her time to?",
      "Any good causes I already help out with?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh36}, reworded by a helper where they shared a word
 * with the bench's notes: they must recall nothing.
 */
export const fresh36Unrelated: string[] = [
  "What is the apogee gap of Terra and Selene?",
  "What is the standard Mehrwertsteuer percentage in the Bundesrepublik?",
  "When is a winger judged offside?",
  "How do chocolatiers temper chocolate?",
  "Who triumphed at the Battle of Hastings?",
  "How do I unclog a plughole with no chemicals?",
  "What sparks the borealis glow in polar heavens?",
  "How many bony elements are in a grownup's skeleton?",
  "What distinguishes bicarb from leavening powder?",
  "Who engraved Melencolia I?",
  "When was the famous defensive wall of the Ming erected?",
  "How do I mend a punctured tyre?",
];

/**
 * A thirty-eighth held-out set, written on 2026-12-03 (stop 42) by a writer who had not seen the
 * project, asked for a French-Canadian high-school hockey coach in his forties in Quebec City, divorced with shared custody of twin boys, who brews beer, drives a pickup and is renovating a duplex: 50 facts, two questions each. Measured on `e160681` before any
 * of its misses was read: own brain 33 (of 100) and beside every other set 15. Kept unread: no question or miss of it was looked at in stop 42; only its totals were printed.
 */
export const fresh37: ParaphraseCase[] = [
  {
    fact: "user coaches the Juvenile AA hockey team at École secondaire de Rochebelle",
    questions: [
      "Can you suggest some power-play drills for my teenage players?",
      "Which institution employs him, and what does he lead there?",
    ],
  },
  {
    fact: "user also teaches physical education classes during the day",
    questions: [
      "What subject is he responsible for in the gym?",
      "Can you help me plan a fitness unit for my grade 10 students?",
    ],
  },
  {
    fact: "user is divorced from his ex-wife Nathalie",
    questions: [
      "What's the name of the woman he used to be married to?",
      "How should I word a polite message to the boys' mother about swapping weekends?",
    ],
  },
  {
    fact: "user shares custody of his twin sons, Félix and Olivier, on a week-on/week-off schedule",
    questions: [
      "How often are the boys with him versus their mom?",
      "What are my two kids called?",
    ],
  },
  {
    fact: "user's twins turn 13 on March 14",
    questions: [
      "When is the boys' birthday?",
      "Can you help me plan a party for my kids this spring?",
    ],
  },
  {
    fact: "user's son Félix is a goaltender in the U15 league",
    questions: [
      "What position does one of my boys play on the ice?",
      "What pads would fit a kid who stands between the pipes?",
    ],
  },
  {
    fact: "user's son Olivier has celiac disease and must avoid gluten",
    questions: [
      "Is it okay to serve regular pasta when the twins visit?",
      "Any wheat-free snack ideas for my boy?",
    ],
  },
  {
    fact: "user brews all-grain beer in his garage with a 10-gallon setup",
    questions: [
      "What's his homemade hobby involving malt and hops?",
      "How big a batch can I make with my equipment?",
    ],
  },
  {
    fact: "user's favourite style to brew is a Belgian tripel",
    questions: [
      "What kind of ale does he most enjoy making?",
      "Which yeast should I order for my usual recipe?",
    ],
  },
  {
    fact: "user drives a 2018 Ford F-150 pickup",
    questions: ["What truck does he own?", "What size tires should I buy for my vehicle?"],
  },
  {
    fact: "user is renovating a duplex in the Saint-Sauveur neighbourhood",
    questions: [
      "Which part of town is his rental property in?",
      "How long do permits take for the work on my building?",
    ],
  },
  {
    fact: "user lives in the upstairs unit of the duplex and rents out the lower floor",
    questions: [
      "Does he occupy the top or bottom apartment?",
      "How much tenant income should I declare?",
    ],
  },
  {
    fact: "user is replacing the knob-and-tube wiring with help from an electrician friend, Marc",
    questions: [
      "Which buddy is assisting with the outdated cabling at his place?",
      "Do I need a permit to redo the circuits myself?",
    ],
  },
  {
    fact: "user has a black Labrador named Puck",
    questions: ["What's the dog called?", "Can you recommend a food for my retriever?"],
  },
  {
    fact: "user has high blood pressure and takes ramipril",
    questions: [
      "Is it okay for me to use ibuprofen with my medication?",
      "What heart-related condition is he treated for?",
    ],
  },
  {
    fact: "user tore his ACL playing old-timers hockey in 2021",
    questions: [
      "Which knee injury did he suffer a few years ago?",
      "Should I wear a brace when I skate with the guys?",
    ],
  },
  {
    fact: "user is trying to cut back on red meat",
    questions: [
      "Is a steak dinner a good idea for his diet?",
      "Can you suggest some meals with less beef and pork?",
    ],
  },
  {
    fact: "user is a huge Montreal Canadiens fan",
    questions: [
      "Which NHL club does he cheer for?",
      "Can you find me a gift idea related to the Habs?",
    ],
  },
  {
    fact: "user still misses the Quebec Nordiques",
    questions: [
      "Which defunct franchise from his city is he nostalgic about?",
      "Do you think the NHL will ever come back to our town?",
    ],
  },
  {
    fact: "user's pension plan is through the RREGOP for public-sector teachers",
    questions: [
      "Which retirement scheme does he contribute to as a government employee?",
      "At what age can I start collecting from my work's defined-benefit fund?",
    ],
  },
  {
    fact: "user contributes to a CELI each January",
    questions: [
      "When does he usually top up his tax-free savings account?",
      "How much room do I have left in my TFSA?",
    ],
  },
  {
    fact: "user banks with Desjardins",
    questions: [
      "Which credit union holds his accounts?",
      "How do I set up a transfer in my financial institution's app?",
    ],
  },
  {
    fact: "user uses an Android Samsung Galaxy S22",
    questions: ["What phone does he have?", "How do I take a screenshot on my device?"],
  },
  {
    fact: "user tracks his brewing recipes in the Brewfather app",
    questions: [
      "Which software does he log his beer formulas in?",
      "Can I export my batch notes to a spreadsheet?",
    ],
  },
  {
    fact: "user's ex-wife lives in Charlesbourg",
    questions: [
      "Which borough does the boys' mom reside in?",
      "How long is the drive to drop off the kids at their mother's?",
    ],
  },
  {
    fact: "user prefers to read long documents in French rather than English",
    questions: [
      "Which language should I write his reports in?",
      "Can you put this contract into the tongue he's most comfortable with?",
    ],
  },
  {
    fact: "user goes ice fishing on Lac Saint-Jean every February",
    questions: [
      "Where does he head for his winter angling trip?",
      "What should I pack for a weekend in a shack on the frozen water up north?",
    ],
  },
  {
    fact: "user got his pickup towed during a snow-clearing operation last winter",
    questions: [
      "Has he ever had his vehicle hauled away by the city?",
      "How do I get alerts before plows come to my block?",
    ],
  },
  {
    fact: "user plays in a Tuesday night beer-league hockey game",
    questions: [
      "When does he lace up with his rec buddies?",
      "What recurring weekly sports commitment does he have?",
    ],
  },
  {
    fact: "user's favourite local microbrewery is La Barberie in Saint-Roch",
    questions: [
      "Where does he like to grab a pint in the lower town?",
      "Which craft taproom should I bring my visiting brother to?",
    ],
  },
  {
    fact: "user is saving for a trip to see a game at the Bell Centre with his sons",
    questions: [
      "What outing is he setting money aside for with the boys?",
      "How much would tickets in Montreal cost for three of us to watch the Habs?",
    ],
  },
  {
    fact: "user dislikes cilantro",
    questions: [
      "Should I add coriander leaves to his salsa?",
      "Which herb tastes like soap to him?",
    ],
  },
  {
    fact: "user's go-to coffee is a double espresso from a Breville machine at home",
    questions: ["How does he take his caffeine?", "How do I descale my appliance?"],
  },
  {
    fact: "user gets his pickup maintained at a dealership in Lévis",
    questions: [
      "Where does he bring his vehicle for oil changes?",
      "Can you find the phone number of my mechanic across the river?",
    ],
  },
  {
    fact: "user's annual hockey budget for the twins' registration and gear is about $3,000",
    questions: [
      "How much does he spend on the boys' sport each year?",
      "Can I afford new skates this season for both kids?",
    ],
  },
  {
    fact: "user's assistant coach is a former QMJHL player named Steve Gagnon",
    questions: [
      "Who helps him behind the bench?",
      "Which colleague on his staff used to suit up in major junior?",
    ],
  },
  {
    fact: "user's school athletic director is Mme Tremblay",
    questions: [
      "Who's his boss in the sports department?",
      "Who do I email to request more ice time for the team?",
    ],
  },
  {
    fact: "user wants to finish the duplex renovation by summer 2025",
    questions: [
      "When does he hope the construction work on his building will be complete?",
      "Is my deadline for wrapping up the project realistic?",
    ],
  },
  {
    fact: "user applied for the Rénoclimat energy-efficiency subsidy",
    questions: [
      "Which government grant did he request for insulation upgrades?",
      "When should I expect to hear back about my rebate for greener house improvements?",
    ],
  },
  {
    fact: "user suffers from lower-back pain after long days on the bench",
    questions: [
      "What stretches could ease my spine?",
      "Does he have any physical complaints I should know about?",
    ],
  },
  {
    fact: "user is lactose intolerant",
    questions: [
      "Can he handle a cheese fondue?",
      "Should I get the milk-free version of the poutine?",
    ],
  },
  {
    fact: "user vacations every July at a rented cottage in Charlevoix",
    questions: [
      "Where does he spend his summer holidays?",
      "Can you suggest hikes near my chalet by the St. Lawrence?",
    ],
  },
  {
    fact: "user's father has early-stage Alzheimer's and lives in a CHSLD",
    questions: [
      "How is his dad doing health-wise?",
      "What should I bring when visiting my old man at the long-term care residence?",
    ],
  },
  {
    fact: "user's sister Julie lives in Sherbrooke and is a nurse",
    questions: [
      "Which of his siblings works in health care?",
      "How long would it take me to reach my sibling in the Eastern Townships?",
    ],
  },
  {
    fact: "user is learning to play the acoustic guitar with YouTube lessons",
    questions: [
      "What instrument is he picking up?",
      "Can you give me some easy chords for beginners?",
    ],
  },
  {
    fact: "user's RAMQ card expires in October 2025",
    questions: [
      "When do I need to renew my provincial health insurance ID?",
      "Is his medicare document still valid for next year's checkup?",
    ],
  },
  {
    fact: "user listens to Les Cowboys Fringants while working on the house",
    questions: [
      "What band does he put on during the reno?",
      "Can you suggest Quebec folk-rock songs similar to his favourite group?",
    ],
  },
  {
    fact: "user is allergic to bee stings and carries an EpiPen",
    questions: [
      "What should I do if a wasp gets me at practice?",
      "Does he have any medical emergency kit on him?",
    ],
  },
  {
    fact: "user's truck has a Yakima rack for carrying lumber",
    questions: [
      "What kind of roof system is on his vehicle for hauling boards?",
      "Can I strap 16-foot two-by-fours on top of my F-150?",
    ],
  },
  {
    fact: "user wants to run a half-marathon before turning 50",
    questions: [
      "What race goal does he have for his next milestone birthday?",
      "Can you build me a 21K training plan?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh37}, reworded by a helper where they shared a word
 * with the bench's notes: they must recall nothing.
 */
export const fresh37Unrelated: string[] = [
  "Perihelion of Callisto's lord?",
  "What percentage is Mehrwertsteuer in the Bundesrepublik?",
  "What does offside signify in UEFA regulations?",
  "How should chocolatiers temper couverture?",
  "Who was the inaugural Roman emperor?",
  "How do I convert centigrade to Fahrenheit?",
  "Why is the sky azure?",
  "When was the GDR's notorious wall demolished?",
  "Douglas Jardine's Bodyline strategy",
  "How does bicarb differ from leavening powder?",
  "How are US statutes enacted?",
  "Why do polar heavens shimmer with auroral veils?",
];

/**
 * A thirty-ninth held-out set, written on 2026-12-03 (stop 42) by a writer who had not seen the
 * project, asked for an Indian-born veterinarian in her fifties in Melbourne, married with a daughter at university, who plays badminton, grows vegetables, follows cricket and is planning a trip to Japan: 50 facts, two questions each. Measured on `e160681` before any
 * of its misses was read: own brain 51 (of 100) and beside every other set 15. Kept unread: no question or miss of it was looked at in stop 42; only its totals were printed.
 */
export const fresh38: ParaphraseCase[] = [
  {
    fact: "user's daughter Ananya studies biomedical science at Monash University",
    questions: ["which campus does my kid attend?", "what degree is her girl pursuing?"],
  },
  {
    fact: "user's husband Rajesh is a civil engineer working for VicRoads",
    questions: ["what does my partner do for a living?", "which employer is her spouse with?"],
  },
  {
    fact: "user works as a small-animal vet at a clinic in Brunswick",
    questions: ["what's her profession?", "where is my practice located?"],
  },
  {
    fact: "user was born in Pune, Maharashtra",
    questions: ["which Indian city is she originally from?", "where did I grow up as a child?"],
  },
  {
    fact: "user plays badminton every Tuesday evening at the Melbourne Sports and Aquatic Centre",
    questions: [
      "when is her weekly shuttlecock session?",
      "what night am I busy with racquet games?",
    ],
  },
  {
    fact: "user grows tomatoes, eggplants and chillies in raised beds in her backyard",
    questions: [
      "what veggies does she cultivate at home?",
      "which crops should I plan companion planting around?",
    ],
  },
  {
    fact: "user supports the Indian cricket team but also follows the Melbourne Stars in the BBL",
    questions: [
      "which side should I cheer for in the Big Bash?",
      "who does she root for when the Boxing Day Test is on?",
    ],
  },
  {
    fact: "user is planning a two-week trip to Japan in April for cherry blossom season",
    questions: ["when is her Tokyo holiday?", "how long will I be away overseas this spring?"],
  },
  {
    fact: "user is allergic to shellfish",
    questions: ["can she eat prawns?", "is the seafood ramen safe for me to order?"],
  },
  {
    fact: "user has type 2 diabetes managed with metformin",
    questions: [
      "what medication does she take daily?",
      "should I watch my blood sugar when snacking?",
    ],
  },
  {
    fact: "user is vegetarian but eats eggs",
    questions: ["can I put chicken in her curry?", "what protein options suit my diet?"],
  },
  {
    fact: "user drives a silver 2018 Subaru Forester",
    questions: ["what car does she own?", "what model is my vehicle, for booking a service?"],
  },
  {
    fact: "user has a rescue greyhound named Biscuit",
    questions: ["what breed is her pet dog?", "what's my pooch called?"],
  },
  {
    fact: "user also has a ginger cat called Mango",
    questions: ["does she have a kitty too?", "what colour is my feline?"],
  },
  {
    fact: "user lives in a weatherboard house in Coburg",
    questions: [
      "which suburb is her home in?",
      "what's my neighbourhood, so you can find a local plumber?",
    ],
  },
  {
    fact: "user banks with Commonwealth Bank and uses the CommBank app",
    questions: [
      "which financial institution holds her accounts?",
      "what's my go-to for transferring money on my phone?",
    ],
  },
  {
    fact: "user has private health insurance with Bupa",
    questions: ["which fund covers her hospital extras?", "who's my medical cover provider?"],
  },
  {
    fact: "user uses an iPhone 14 and a MacBook Air",
    questions: ["what handset does she carry?", "is my laptop Apple or Windows?"],
  },
  {
    fact: "user's colleague Dr. Priya Nair is her closest friend at the clinic",
    questions: ["who's her best mate at work?", "which coworker should I invite to dinner?"],
  },
  {
    fact: "user's mother lives in Pune and they video-call every Sunday",
    questions: ["when does she usually chat with her mum?", "where is my amma based?"],
  },
  {
    fact: "user practises yoga at home every morning before work",
    questions: [
      "what's her daily stretching routine?",
      "what do I do first thing after waking up?",
    ],
  },
  {
    fact: "user dislikes coriander",
    questions: ["should I leave cilantro out of her salsa?", "which herb can't I stand?"],
  },
  {
    fact: "user drinks masala chai, never coffee",
    questions: ["what hot beverage should I offer her?", "would she want a latte?"],
  },
  {
    fact: "user commutes to work by bike along the Upfield bike path",
    questions: ["how does she get to her job each day?", "which route do I cycle on?"],
  },
  {
    fact: "user is saving for retirement through her super fund, AustralianSuper",
    questions: ["who manages her pension money?", "where are my employer contributions going?"],
  },
  {
    fact: "user uses a Myki card for trams in the city",
    questions: [
      "what do I tap on with when catching public transport?",
      "which ticket does she need to top up?",
    ],
  },
  {
    fact: "user's daughter lives in a share house in Clayton near campus",
    questions: [
      "where is her kid renting?",
      "what suburb should I send the care package to for my girl?",
    ],
  },
  {
    fact: "user's husband takes medication for hypertension",
    questions: [
      "does my partner have any heart-related conditions?",
      "is there anything about her spouse's health I should know when planning a low-salt menu?",
    ],
  },
  {
    fact: "user's wedding anniversary is on 12 November",
    questions: ["when did she get married?", "what date should I book a romantic dinner for?"],
  },
  {
    fact: "user's birthday is 3 March",
    questions: ["when was she born?", "what day is my cake day?"],
  },
  {
    fact: "user is learning Japanese on Duolingo",
    questions: [
      "which language app does she practise with?",
      "what am I studying on my phone ahead of the holiday?",
    ],
  },
  {
    fact: "user has booked a ryokan in Kyoto with a private onsen",
    questions: [
      "where is she staying during the trip?",
      "what sort of accommodation have I reserved for my holiday?",
    ],
  },
  {
    fact: "user became an Australian citizen in 2006",
    questions: [
      "how long has she had her nationality here?",
      "when did I take the pledge at the ceremony?",
    ],
  },
  {
    fact: "user migrated to Melbourne in 1998",
    questions: ["what year did she move down under?", "how long have I been living in Victoria?"],
  },
  {
    fact: "user volunteers at the Lort Smith Animal Hospital one Saturday a month",
    questions: [
      "what unpaid charity work does she do?",
      "which weekend am I busy helping out with pets?",
    ],
  },
  {
    fact: "user is a member of the Australian Veterinary Association",
    questions: [
      "which professional body does she belong to?",
      "what organisation do I pay annual dues to?",
    ],
  },
  {
    fact: "user's favourite cricketer is Virat Kohli",
    questions: ["which batsman does she admire most?", "who's my sporting hero?"],
  },
  {
    fact: "user has a season membership at the MCG through the Melbourne Cricket Club",
    questions: [
      "does she have tickets to the stadium all year?",
      "which ground can I get into with my pass?",
    ],
  },
  {
    fact: "user composts kitchen scraps in a worm farm",
    questions: [
      "what does she do with her food waste?",
      "how do I recycle leftover peels for my soil?",
    ],
  },
  {
    fact: "user buys seeds from Diggers Club",
    questions: [
      "where does she order her heirloom varieties?",
      "which nursery catalogue do I shop from for planting?",
    ],
  },
  {
    fact: "user has a bad left knee from an old running injury",
    questions: ["does she have any joint problems?", "should I avoid deep lunges at the gym?"],
  },
  {
    fact: "user wears reading glasses",
    questions: ["does she need specs for small print?", "do I use spectacles?"],
  },
  {
    fact: "user shops at the Preston Market for spices and fresh produce",
    questions: ["where does she get her groceries?", "what's my usual spot for buying cumin?"],
  },
  {
    fact: "user streams matches on Kayo Sports",
    questions: [
      "which subscription service does she use to see games live?",
      "what platform do I watch the Test on?",
    ],
  },
  {
    fact: "user reads Agatha Christie novels before bed",
    questions: [
      "what kind of books does she enjoy at night?",
      "can you recommend a mystery author similar to my favourite?",
    ],
  },
  {
    fact: "user listens to A.R. Rahman soundtracks while gardening",
    questions: ["what music does she play outdoors?", "which composer do I enjoy in the yard?"],
  },
  {
    fact: "user is a Qantas Frequent Flyer Silver member",
    questions: ["which airline is she loyal to?", "what tier is my points status?"],
  },
  {
    fact: "user can't stand humid weather",
    questions: [
      "does she cope well with steamy summers?",
      "should I avoid a tropical holiday in the wet season?",
    ],
  },
  {
    fact: "user's daughter turns 20 in August",
    questions: ["how old will her girl be this winter?", "when is my kid's next birthday?"],
  },
  {
    fact: "user's accountant Michael Tan prepares her tax return each October",
    questions: [
      "who handles her ATO lodgement?",
      "who do I hire for my yearly paperwork for the ATO?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh38}, reworded by a helper where they shared a word
 * with the bench's notes: they must recall nothing.
 */
export const fresh38Unrelated: string[] = [
  "Aphelion of Zeus's namesake?",
  "what percentage is Mehrwertsteuer in the Bundesrepublik?",
  "when is a forward offside in Bundesliga regulations?",
  "how should chocolatiers temper chocolate?",
  "who triumphed at Hastings in 1066?",
  "how do I convert centigrade to Fahrenheit?",
  "what sparks auroral displays?",
  "how many swimmers does a waterpolo lineup have?",
  "how do you cultivate a natural-yeast levain?",
  "when did the GDR's infamous wall tumble?",
  "what is the capital of Mongolia?",
  "Who pioneered the Robertson socket?",
];

/**
 * A fortieth held-out set, written on 2026-12-03 (stop 43) by a writer who had not seen the
 * project, asked for a dairy farmer in his fifties in rural Wisconsin, married with three kids (one in college), active in his Lutheran church, who rides snowmobiles, follows the Green Bay Packers and has high blood pressure and a bad knee: 50 facts, two questions each. Measured on `72def51` before any of its misses was read: own brain 40 (of 100) and beside every other set 12. Its misses were read and tuned on in stop 43.
 */
export const fresh39: ParaphraseCase[] = [
  {
    "fact": "user milks about 120 Holstein cows on his farm",
    "questions": [
      "How many head are in my herd right now?",
      "What breed does he raise for dairy?",
    ],
  },
  {
    "fact": "user's wife is named Karen and she works as a school nurse",
    "questions": [
      "What's my spouse's job?",
      "Who's he married to, and what does she do for a living?",
    ],
  },
  {
    "fact": "user's oldest son Tyler is a sophomore at UW-Madison studying agronomy",
    "questions": [
      "Which university is my eldest boy attending?",
      "What's his kid in college majoring in?",
    ],
  },
  {
    "fact": "user's daughter Emma is 16 and shows heifers in 4-H",
    "questions": [
      "What youth club is my girl involved in?",
      "Can you help me pick a birthday present for my teenage girl who loves livestock competitions?",
    ],
  },
  {
    "fact": "user's youngest, Jacob, is 12 and plays hockey",
    "questions": [
      "What winter sport does the baby of the family do?",
      "Any ideas for a gift for my littlest kid who's on a skating team?",
    ],
  },
  {
    "fact": "user has high blood pressure and takes lisinopril every morning",
    "questions": [
      "Is it okay for me to use a decongestant cold medicine with my heart meds?",
      "What prescription is he on for hypertension?",
    ],
  },
  {
    "fact": "user has a bad left knee from an old tractor accident",
    "questions": [
      "Why does my joint ache when I climb the silo ladder?",
      "What injury is he dealing with?",
    ],
  },
  {
    "fact": "user is a lifelong Green Bay Packers fan and owns a share of the team",
    "questions": [
      "Which NFL club do I root for?",
      "Does he hold any stock in a football franchise?",
    ],
  },
  {
    "fact": "user rides an Arctic Cat snowmobile on the county trails",
    "questions": [
      "What brand of sled do I have?",
      "What's his favorite winter pastime?",
    ],
  },
  {
    "fact": "user is a member of St. John's Lutheran Church and serves on its council",
    "questions": [
      "Where do I worship on Sundays?",
      "Does he hold any leadership role in his congregation?",
    ],
  },
  {
    "fact": "user drives a 2018 Ford F-250 pickup",
    "questions": [
      "What truck do I have?",
      "What kind of oil should go in his vehicle?",
    ],
  },
  {
    "fact": "user's farm is near Marshfield, Wisconsin",
    "questions": [
      "What's the closest town to where I live?",
      "What's the weather forecast for my area this week?",
    ],
  },
  {
    "fact": "user gets up at 4:30 a.m. for the morning milking",
    "questions": [
      "What time does my alarm go off?",
      "When does his workday start?",
    ],
  },
  {
    "fact": "user ships his milk to the Foremost Farms cooperative",
    "questions": [
      "Who buys what my herd produces?",
      "Which processor does he deliver to?",
    ],
  },
  {
    "fact": "user's dog is a border collie named Blue",
    "questions": [
      "What breed is my pup?",
      "What do I call my pooch?",
    ],
  },
  {
    "fact": "user and his wife celebrate their anniversary on June 14",
    "questions": [
      "When did I get married?",
      "What date should I book a romantic dinner to mark our wedding?",
    ],
  },
  {
    "fact": "user is trying to cut back on salt per his doctor's advice",
    "questions": [
      "Is this canned soup okay for me to eat?",
      "What dietary restriction is he following?",
    ],
  },
  {
    "fact": "user loves deer hunting during the November gun season",
    "questions": [
      "What does he do every fall with his rifle?",
      "Can you suggest some warm gear for sitting in a tree stand?",
    ],
  },
  {
    "fact": "user uses a John Deere 6120M tractor for field work",
    "questions": [
      "Where can I find parts for my machine?",
      "What brand of equipment does he run?",
    ],
  },
  {
    "fact": "user grows corn and alfalfa for feed on 300 acres",
    "questions": [
      "What crops do I plant?",
      "How much land does he have in production?",
    ],
  },
  {
    "fact": "user's mother lives in an assisted living facility in Stevens Point",
    "questions": [
      "Where does my elderly parent reside?",
      "Which town is the care home his aging parent is in?",
    ],
  },
  {
    "fact": "user's father passed away in 2019",
    "questions": [
      "Is my dad still alive?",
      "When did he lose his old man?",
    ],
  },
  {
    "fact": "user follows the Milwaukee Brewers in summer",
    "questions": [
      "Which baseball team do I cheer for?",
      "Can you check when my MLB club plays next?",
    ],
  },
  {
    "fact": "user watches Badgers football with his son on Saturdays",
    "questions": [
      "What college team do I root for?",
      "What does he do with his boy on autumn weekends?",
    ],
  },
  {
    "fact": "user has an iPhone 11 that his daughter set up for him",
    "questions": [
      "What kind of cell do I carry?",
      "How do I turn on bigger text on my Apple device?",
    ],
  },
  {
    "fact": "user uses DairyComp 305 to track herd records",
    "questions": [
      "What program does he rely on for managing cow data?",
      "Can you help me export breeding info from my management software?",
    ],
  },
  {
    "fact": "user's favorite beer is Spotted Cow from New Glarus",
    "questions": [
      "What should I stock in the cooler for the tailgate party?",
      "What brew does he like best?",
    ],
  },
  {
    "fact": "user goes to a Friday fish fry at the local supper club",
    "questions": [
      "Where do I usually eat at the end of the week?",
      "What's his weekly dining-out tradition?",
    ],
  },
  {
    "fact": "user has a hired hand named Miguel who helps with milking",
    "questions": [
      "Who works for me on the dairy?",
      "Who's his employee in the barn?",
    ],
  },
  {
    "fact": "user wants to retire in about ten years and pass the farm to Tyler",
    "questions": [
      "What's my succession plan for the operation?",
      "When does he hope to stop working, and who takes over?",
    ],
  },
  {
    "fact": "user can't stand the Chicago Bears",
    "questions": [
      "Which NFL rival do I hate most?",
      "Should I get him a jersey from the Illinois team for his birthday?",
    ],
  },
  {
    "fact": "user has a farm operating loan with Compeer Financial",
    "questions": [
      "Who's my ag lender?",
      "Which institution does he borrow from for the dairy?",
    ],
  },
  {
    "fact": "user takes his family to the Wisconsin Dells every August",
    "questions": [
      "Where do we go on vacation each summer?",
      "Where's his yearly getaway with the kids?",
    ],
  },
  {
    "fact": "user went on a trip to Nashville with his wife in 2022",
    "questions": [
      "Where did I travel with my spouse a couple years back?",
      "What city in Tennessee has he visited?",
    ],
  },
  {
    "fact": "user buys health insurance through the ACA marketplace",
    "questions": [
      "How do I get medical coverage since I'm self-employed?",
      "What kind of medical policy does he have?",
    ],
  },
  {
    "fact": "user is considering knee replacement surgery next winter",
    "questions": [
      "What operation am I thinking about getting?",
      "When might he go under the knife for his joint?",
    ],
  },
  {
    "fact": "user sees Dr. Patel at the Marshfield Clinic",
    "questions": [
      "Who's my physician?",
      "Where should he book his checkup?",
    ],
  },
  {
    "fact": "user drinks about six cups of black coffee a day",
    "questions": [
      "How much caffeine do I take in?",
      "What does he sip on all morning long?",
    ],
  },
  {
    "fact": "user listens to WTMJ sports radio in the tractor",
    "questions": [
      "What station do I tune in while plowing?",
      "What AM channel does he have on in the cab?",
    ],
  },
  {
    "fact": "user loves brats and cheese curds",
    "questions": [
      "What snacks should I grab for the game?",
      "What's his go-to comfort food?",
    ],
  },
  {
    "fact": "user plays sheepshead at church on Tuesday nights",
    "questions": [
      "What card game do I know?",
      "What does he do midweek in the evening with his congregation friends?",
    ],
  },
  {
    "fact": "user is a volunteer firefighter for the town",
    "questions": [
      "What community service do I do?",
      "Is he on any emergency crew?",
    ],
  },
  {
    "fact": "user hates paperwork and puts off doing his taxes",
    "questions": [
      "Can you remind me about the April IRS deadline?",
      "What chore does he procrastinate on every spring?",
    ],
  },
  {
    "fact": "user's accountant is Linda Schultz in Neillsville",
    "questions": [
      "Who prepares my returns?",
      "Who's his CPA?",
    ],
  },
  {
    "fact": "user's wife is gluten intolerant",
    "questions": [
      "Can I make pasta for my spouse?",
      "What should I avoid cooking when Karen's eating with us?",
    ],
  },
  {
    "fact": "user owns a Kubota side-by-side for getting around the farm",
    "questions": [
      "What UTV do I have?",
      "What does he zip across the property in?",
    ],
  },
  {
    "fact": "user subscribes to Hoard's Dairyman magazine",
    "questions": [
      "What trade publication do I get in the mail?",
      "Which periodical does he read for industry news?",
    ],
  },
  {
    "fact": "user uses an old Dell desktop running Windows 10 in the farm office",
    "questions": [
      "What computer do I have at home?",
      "Will his PC still get security updates?",
    ],
  },
  {
    "fact": "user goes to World Dairy Expo in Madison every October",
    "questions": [
      "What big industry show do I attend each fall?",
      "Which trade event does he travel to in autumn?",
    ],
  },
  {
    "fact": "user lives in a 1920s farmhouse heated by an outdoor wood boiler",
    "questions": [
      "How do I keep my place warm when it's below zero?",
      "How old is his home?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh39}, reworded by a helper where they shared a word
 * with the bench's notes: they must recall nothing.
 */
export const fresh39Unrelated: string[] = [
  "Semimajor axis of Europa's overlord?",
  "What is Deutschland's consumption impost percentage?",
  "How is offside determined by the referee?",
  "How should scallops be seared?",
  "Who was the inaugural Roman emperor?",
  "How do I convert centigrade to Fahrenheit?",
  "Kugelblitz phenomenology",
  "How is indebtedness uttered in Esperanto?",
  "When was the GDR's concrete barrier demolished?",
  "How do I cultivate a natural-yeast levain?",
  "What is the capital of Kazakhstan?",
  "How many individuals comprise a rugger fifteen?",
];

/**
 * A forty-first held-out set, written on 2026-12-03 (stop 43) by a writer who had not seen the
 * project, asked for a Brazilian PhD student in materials science in Munich in his late twenties, vegetarian, who plays futsal, has a cat, is learning German and has a long-distance girlfriend in São Paulo: 50 facts, two questions each. Measured on `72def51` before any of its misses was read: own brain 43 (of 100) and beside every other set 14. Its misses were read and tuned on in stop 43.
 */
export const fresh40: ParaphraseCase[] = [
  {
    "fact": "user's girlfriend Camila is an architect in São Paulo",
    "questions": [
      "What does my partner do for work?",
      "Which city is my significant other based in?",
    ],
  },
  {
    "fact": "user is vegetarian but still eats eggs and dairy",
    "questions": [
      "Would a cheese omelette be fine for me to order?",
      "Can he have a ham sandwich, or is that off the table for him?",
    ],
  },
  {
    "fact": "user's cat is a grey tabby named Feijão",
    "questions": [
      "What's my kitty called?",
      "What color is his pet's fur?",
    ],
  },
  {
    "fact": "user's PhD at TUM focuses on solid-state battery electrolytes",
    "questions": [
      "What is my doctoral research about?",
      "Which university in Munich is he enrolled at?",
    ],
  },
  {
    "fact": "user plays futsal every Thursday evening with a Brazilian team in Schwabing",
    "questions": [
      "When is my weekly indoor soccer match?",
      "Which part of town do I head to for five-a-side games?",
    ],
  },
  {
    "fact": "user is preparing for the B1 German exam at the Volkshochschule",
    "questions": [
      "What level of Deutsch am I working toward?",
      "Where does he take language classes?",
    ],
  },
  {
    "fact": "user's PhD supervisor is Prof. Katrin Weber",
    "questions": [
      "Who's my doctoral advisor?",
      "Can you draft a note to my boss at the lab asking for a week off?",
    ],
  },
  {
    "fact": "user has a mild peanut allergy",
    "questions": [
      "Is the satay sauce safe for me to try?",
      "Should he steer clear of Snickers bars?",
    ],
  },
  {
    "fact": "user lives in a shared flat (WG) in Maxvorstadt with two roommates",
    "questions": [
      "How many people do I cohabit with?",
      "Which district of the city is his apartment in?",
    ],
  },
  {
    "fact": "user's mother Sandra is a schoolteacher in Belo Horizonte",
    "questions": [
      "What does my mom do for a living?",
      "Where does his mum reside in Brazil?",
    ],
  },
  {
    "fact": "user's younger sister Luiza is in medical school in Rio de Janeiro",
    "questions": [
      "What is my little sibling training to become?",
      "Where is his female sibling enrolled at university?",
    ],
  },
  {
    "fact": "user makes his coffee every morning with a Bialetti moka pot",
    "questions": [
      "What gadget do I brew my espresso with at breakfast?",
      "Which brand of stovetop brewer should I buy a replacement gasket for?",
    ],
  },
  {
    "fact": "user cycles to the Garching campus on a used Peugeot road bike",
    "questions": [
      "How do I normally commute to work?",
      "What make is his two-wheeler?",
    ],
  },
  {
    "fact": "user doesn't own a car and relies on the Deutschlandticket",
    "questions": [
      "Which transit pass do I have?",
      "Is he able to give us a lift in his vehicle?",
    ],
  },
  {
    "fact": "user writes his thesis on a MacBook Air M2",
    "questions": [
      "What laptop am I using?",
      "Will this software run on his computer, or is it Windows-only?",
    ],
  },
  {
    "fact": "user votes in Brazilian elections at the consulate in Munich",
    "questions": [
      "Where do I cast my ballot for presidential races back home?",
      "Does he need to travel to participate in the October polls of his country?",
    ],
  },
  {
    "fact": "user is a Cruzeiro fan",
    "questions": [
      "Which football club do I support?",
      "When is my team's next match in the Brasileirão?",
    ],
  },
  {
    "fact": "user's cat eats Royal Canin Gastrointestinal food because of a sensitive stomach",
    "questions": [
      "What kibble should I reorder for my pet?",
      "Why is his kitty on a special feed?",
    ],
  },
  {
    "fact": "user video-calls his girlfriend on WhatsApp every night at 10 pm",
    "questions": [
      "When do I usually ring my partner?",
      "Which app does he use to chat face-to-face with his significant other?",
    ],
  },
  {
    "fact": "user plans to spend Christmas in São Paulo",
    "questions": [
      "Where am I heading for the December holidays?",
      "Where will he be on the 25th of December?",
    ],
  },
  {
    "fact": "user earns about 2,100 euros net a month",
    "questions": [
      "How much do I take home after tax per pay period?",
      "Can he afford a 900€ rent on his salary?",
    ],
  },
  {
    "fact": "user sends money to his family in Brazil through Wise",
    "questions": [
      "Which service do I use for international transfers?",
      "What's his preferred app for remitting reais to relatives?",
    ],
  },
  {
    "fact": "user banks with DKB in Germany and Nubank in Brazil",
    "questions": [
      "Which accounts do I hold here and back home?",
      "Where does he keep his euros?",
    ],
  },
  {
    "fact": "user's favorite dish is feijoada made with smoked tofu",
    "questions": [
      "What should I cook for a Brazilian night with friends?",
      "What meal does he crave most?",
    ],
  },
  {
    "fact": "user dislikes beer and usually orders Apfelschorle instead",
    "questions": [
      "What drink should I get him at Oktoberfest?",
      "Does he enjoy a Helles or a Weissbier?",
    ],
  },
  {
    "fact": "user has mild asthma and carries a salbutamol inhaler",
    "questions": [
      "Is a high-altitude hike risky for me given my breathing condition?",
      "What medication should he pack for a sports tournament?",
    ],
  },
  {
    "fact": "user's health insurance is Techniker Krankenkasse (TK)",
    "questions": [
      "Who covers my medical bills in Germany?",
      "Which provider would reimburse his doctor visits?",
    ],
  },
  {
    "fact": "user's GP is Dr. Hoffmann on Leopoldstraße",
    "questions": [
      "Who's my Hausarzt?",
      "Where should he go to get a sick note?",
    ],
  },
  {
    "fact": "user is considering an industry job at BMW or Siemens after finishing his doctorate",
    "questions": [
      "Where am I thinking of applying once I graduate?",
      "Can you help me prep for interviews at the carmaker I'm eyeing?",
    ],
  },
  {
    "fact": "user must renew his residence permit by March 2025",
    "questions": [
      "When does my visa expire?",
      "What paperwork deadline do I have with the Ausländerbehörde?",
    ],
  },
  {
    "fact": "user plays acoustic guitar, mostly bossa nova",
    "questions": [
      "What instrument am I into?",
      "Can you recommend some João Gilberto songs for me to learn on my six-string?",
    ],
  },
  {
    "fact": "user is reading Liu Cixin's Three-Body trilogy",
    "questions": [
      "What book am I in the middle of right now?",
      "Recommend him a novel similar to the sci-fi series he's enjoying.",
    ],
  },
  {
    "fact": "user practices German on Duolingo and has a 300-day streak",
    "questions": [
      "Which language app do I use?",
      "How long has my run of consecutive lessons lasted?",
    ],
  },
  {
    "fact": "user's best friend in Munich is Tomás, a Chilean postdoc in his lab",
    "questions": [
      "Who's my closest buddy here?",
      "Which South American coworker should I invite to my party?",
    ],
  },
  {
    "fact": "user's birthday is on 14 August",
    "questions": [
      "When do I turn a year older?",
      "On which date should we throw him a surprise celebration?",
    ],
  },
  {
    "fact": "user and his girlfriend have been together for four years",
    "questions": [
      "How long have I been dating my partner?",
      "What anniversary is coming up for him and Camila?",
    ],
  },
  {
    "fact": "user gets anxious on long-haul flights and prefers aisle seats",
    "questions": [
      "Where should I sit on my trip to Brazil?",
      "Any tips to calm his nerves on a 12-hour plane journey?",
    ],
  },
  {
    "fact": "user usually travels to Brazil on TAP via Lisbon",
    "questions": [
      "Which airline do I normally book when going home?",
      "Where does he typically connect on the way to São Paulo?",
    ],
  },
  {
    "fact": "user goes hiking in the Bavarian Alps on summer weekends",
    "questions": [
      "Where do I often trek on Saturdays when it's warm?",
      "Suggest a mountain trail near Garmisch for him.",
    ],
  },
  {
    "fact": "user's father owns a small hardware store in Belo Horizonte",
    "questions": [
      "What does my dad do?",
      "What kind of shop does his old man run?",
    ],
  },
  {
    "fact": "user's phone is a Samsung Galaxy S22",
    "questions": [
      "What mobile do I have?",
      "Is this Android case compatible with his handset?",
    ],
  },
  {
    "fact": "user analyzes XRD data with Python and Origin",
    "questions": [
      "Which software do I use to process diffraction measurements?",
      "Can you write a script in my usual programming language to plot spectra?",
    ],
  },
  {
    "fact": "user's research group meets every Monday at 9 am",
    "questions": [
      "When do I present updates to my lab team?",
      "Is he free at the start of the week for a morning call?",
    ],
  },
  {
    "fact": "user is presenting a poster at the MRS Fall Meeting in Boston",
    "questions": [
      "Which conference am I going to in the US?",
      "Help me plan the layout for the display I'm bringing to that American conference.",
    ],
  },
  {
    "fact": "user's neighbor Frau Schneider feeds his cat when he travels",
    "questions": [
      "Who can look after my kitty while I'm away?",
      "Who should I leave the spare key with before I go to Brazil?",
    ],
  },
  {
    "fact": "user can't stand coriander",
    "questions": [
      "Should I leave the cilantro out of the salsa?",
      "Which herb does he find soapy?",
    ],
  },
  {
    "fact": "user's rent is 650 euros warm for his room",
    "questions": [
      "How much do I pay for housing each month?",
      "What's his monthly accommodation cost including utilities?",
    ],
  },
  {
    "fact": "user is a night owl who rarely sleeps before 1 am",
    "questions": [
      "What time do I usually go to bed?",
      "Is an 11 pm call too late for him?",
    ],
  },
  {
    "fact": "user is saving for an engagement ring for Camila",
    "questions": [
      "What am I putting money aside for?",
      "Can you recommend jewelers in Munich for a proposal?",
    ],
  },
  {
    "fact": "user uses Spotify and mostly listens to MPB",
    "questions": [
      "What kind of music do I stream?",
      "Make him a playlist in the style of Caetano Veloso and Gilberto Gil.",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh40}, reworded by a helper where they shared a word
 * with the bench's notes: they must recall nothing.
 */
export const fresh40Unrelated: string[] = [
  "Perihelion of Callisto's lord?",
  "What capital-gains percentage does the ATO impose?",
  "What's a sacrifice bunt?",
  "How should chocolate be tempered?",
  "Who established the Ming dynasty?",
  "How do I unclog a washbasin?",
  "Kugelblitz phenomenology",
  "What's the headcount of a rugger fifteen?",
  "What distinguishes bicarbonate from leavening powder?",
  "When was the Domesday inventory compiled at Winchester?",
  "What is graphene?",
  "What is a drumlin?",
];

/**
 * A forty-second held-out set, written on 2026-12-03 (stop 43) by a writer who had not seen the
 * project, asked for a bus driver in Dublin in his mid-forties, a single father of two teenage daughters, who plays Gaelic football in a masters league, has coeliac disease and is restoring an old motorbike: 50 facts, two questions each. Measured on `72def51` before any of its misses was read: own brain 31 (of 100) and beside every other set 8. Kept unread: no question or miss of it was looked at in stop 43; only its totals were printed.
 */
export const fresh41: ParaphraseCase[] = [
  {
    "fact": "user drives the 46A route for Dublin Bus out of the Donnybrook garage",
    "questions": [
      "Which line am I usually on at work?",
      "Where does he start his shifts from each morning?",
    ],
  },
  {
    "fact": "user has coeliac disease and must eat strictly gluten-free",
    "questions": [
      "Can I have a pint of Guinness or will it make me sick?",
      "Is it okay to order him regular pasta at the restaurant?",
    ],
  },
  {
    "fact": "user's older daughter Aoife is 17 and sitting the Leaving Cert this June",
    "questions": [
      "Which big state exams are coming up in our house this summer?",
      "What year of secondary school is my firstborn in?",
    ],
  },
  {
    "fact": "user's younger daughter Ciara is 14 and plays camogie with the local club",
    "questions": [
      "What sport does my little one do at the weekends?",
      "Can you suggest a birthday present for my second girl that ties in with her hobby?",
    ],
  },
  {
    "fact": "user is a single father after separating from his ex-wife Sinead in 2019",
    "questions": [
      "Am I co-parenting with anyone?",
      "When did his marriage end?",
    ],
  },
  {
    "fact": "user plays masters Gaelic football for Thomas Davis GAA in Tallaght",
    "questions": [
      "Which team do I line out for on Sundays?",
      "What over-40s sport is he involved in?",
    ],
  },
  {
    "fact": "user is restoring a 1978 Honda CB400 motorbike in his shed",
    "questions": [
      "What's the project I'm tinkering with out the back?",
      "Where could I source a carburettor kit for my vintage machine?",
    ],
  },
  {
    "fact": "user tore his hamstring in 2023 and does physio stretches before matches",
    "questions": [
      "Which old injury should I warm up carefully because of?",
      "Any leg muscle problems I need to keep in mind ahead of a game?",
    ],
  },
  {
    "fact": "user works early shifts starting at 5:45am four days a week",
    "questions": [
      "What time do I need to be up and out for my job?",
      "When's a good time to phone him given his roster?",
    ],
  },
  {
    "fact": "user's closest friend at the depot is fellow driver Declan 'Deco' Byrne",
    "questions": [
      "Who's my main pal from work?",
      "Which coworker does he go for pints with?",
    ],
  },
  {
    "fact": "user lives in a three-bed semi-detached house in Crumlin",
    "questions": [
      "What part of the city am I based in?",
      "What kind of property does he own, a flat or something bigger?",
    ],
  },
  {
    "fact": "user drives a 2012 Skoda Octavia estate",
    "questions": [
      "Which battery should I buy for my car?",
      "Will a roof box fit on his family motor?",
    ],
  },
  {
    "fact": "user has a rescue greyhound named Biscuit",
    "questions": [
      "What kind of dog do we have at home?",
      "Can you recommend a winter coat for my pet? She's a skinny breed.",
    ],
  },
  {
    "fact": "user supports the Dubs and never misses a championship game at Croke Park",
    "questions": [
      "Which county team am I mad about?",
      "Where would he want to be on All-Ireland final day?",
    ],
  },
  {
    "fact": "user follows Liverpool FC in the Premier League",
    "questions": [
      "Which English soccer side is he into?",
      "Would a Klopp autobiography make a good present for me?",
    ],
  },
  {
    "fact": "user uses the TFI Leap Card app to top up his daughters' travel cards",
    "questions": [
      "How do I put credit on the girls' passes for the Luas?",
      "Which phone tool does he add money to the kids' transport tickets with?",
    ],
  },
  {
    "fact": "user has a Samsung Galaxy A54 Android phone",
    "questions": [
      "Will this charger cable work with my mobile?",
      "What handset does he own?",
    ],
  },
  {
    "fact": "user's favourite gluten-free bread brand is Schär",
    "questions": [
      "Which coeliac-safe loaf should I pick up at the shop?",
      "What sliced pan does he like for his sandwiches?",
    ],
  },
  {
    "fact": "user cannot drink regular beer so he sticks to Bulmers cider",
    "questions": [
      "What should I order him at the pub?",
      "What's my usual pint?",
    ],
  },
  {
    "fact": "user is a member of the Coeliac Society of Ireland",
    "questions": [
      "Which support organisation for my gluten condition have I joined?",
      "Does he belong to any charity group for people with his digestive illness?",
    ],
  },
  {
    "fact": "user has an annual check-up with a gastroenterologist at St James's Hospital",
    "questions": [
      "Where do I go for my yearly gut specialist appointment?",
      "Which consultant clinic does he attend for his stomach condition?",
    ],
  },
  {
    "fact": "user takes vitamin D and iron supplements daily",
    "questions": [
      "What tablets am I on every morning?",
      "Should I worry about mixing a new medication with the pills I swallow with breakfast?",
    ],
  },
  {
    "fact": "user's mother Bridie lives in a nursing home in Navan",
    "questions": [
      "Where's my mam staying these days?",
      "How far would he have to travel to visit his ma on a Sunday?",
    ],
  },
  {
    "fact": "user's brother Paddy lives in Boston and works in construction",
    "questions": [
      "Which of my siblings emigrated to America?",
      "What trade is his sibling in over in Massachusetts?",
    ],
  },
  {
    "fact": "user took the girls to Lanzarote for a week last August",
    "questions": [
      "Where did we go on our summer holidays before?",
      "Which Canary Island has the family already visited?",
    ],
  },
  {
    "fact": "user is saving through his credit union to pay for his daughter's college fees",
    "questions": [
      "How am I putting money aside for university for my eldest?",
      "Where is he building up a fund for third-level costs?",
    ],
  },
  {
    "fact": "user banks with AIB and hates their app",
    "questions": [
      "Which Irish lender has my current account?",
      "What does he think of the mobile software from his lender?",
    ],
  },
  {
    "fact": "user dislikes coriander and thinks it tastes like soap",
    "questions": [
      "Should I leave out the cilantro when I make the curry?",
      "Is there any herb he can't stand?",
    ],
  },
  {
    "fact": "user orders from Four Star Pizza on Friday nights because they do a gluten-free base",
    "questions": [
      "Where do we usually get our end-of-week takeaway?",
      "Which delivery place does a coeliac-safe crust for me?",
    ],
  },
  {
    "fact": "user listens to Newstalk and the Off The Ball podcast",
    "questions": [
      "What sports show do I have on in my ears?",
      "Which radio station is he tuned to?",
    ],
  },
  {
    "fact": "user finds late Saturday shifts stressful because of rowdy passengers",
    "questions": [
      "Which part of the roster do I dread most?",
      "Why does he try to swap the weekend night work?",
    ],
  },
  {
    "fact": "user buys motorbike parts from David Silver Spares in the UK",
    "questions": [
      "Where do I order components for the Honda?",
      "Which British supplier does he use for the restoration?",
    ],
  },
  {
    "fact": "user aims to have the CB400 finished in time for a vintage rally in Kilkenny in May",
    "questions": [
      "What deadline am I working toward with the Honda?",
      "Which classic show does he want to ride his old machine to?",
    ],
  },
  {
    "fact": "user has held a full A motorcycle licence since he was 19",
    "questions": [
      "Am I allowed to ride a big bike legally?",
      "How long has he been permitted on two wheels?",
    ],
  },
  {
    "fact": "user holds a D category licence and his Driver CPC renewal is due in 2026",
    "questions": [
      "When is my professional qualification up for refresh?",
      "What certification training does he have coming up for the job?",
    ],
  },
  {
    "fact": "user is a shop steward in the NBRU trade union",
    "questions": [
      "Which workers' organisation am I a rep for?",
      "Can you help me draft a notice to members about the pay dispute?",
    ],
  },
  {
    "fact": "user often clashes with his depot inspector, Gerry Walsh",
    "questions": [
      "Who's my boss at work that I keep rowing with?",
      "Which supervisor does he not get along with?",
    ],
  },
  {
    "fact": "user's older daughter hopes to study nursing at UCD",
    "questions": [
      "What course is my eldest aiming for on the CAO?",
      "Which university does the girl doing her Leaving want to get into?",
    ],
  },
  {
    "fact": "user's younger daughter Ciara went vegetarian last year",
    "questions": [
      "Does either of my girls avoid meat?",
      "Is it okay to make spag bol with mince for my little one?",
    ],
  },
  {
    "fact": "user batch-cooks a big gluten-free stew every Sunday for the week",
    "questions": [
      "What do I usually make in bulk to get us through the following days?",
      "Any ideas to vary my meal prep routine beyond the usual casserole?",
    ],
  },
  {
    "fact": "user does the weekly shop at Lidl in Walkinstown",
    "questions": [
      "Which supermarket do I go to for groceries?",
      "Where does he get the messages in?",
    ],
  },
  {
    "fact": "user wears a Garmin Forerunner 55 to track his training runs",
    "questions": [
      "What fitness gadget is on my wrist?",
      "Can my smartwatch log my pace during football sessions?",
    ],
  },
  {
    "fact": "user does parkrun at Tymon Park on Saturday mornings when not working",
    "questions": [
      "Where do I go for the free weekly 5k?",
      "What's his usual weekend jog location?",
    ],
  },
  {
    "fact": "user brings a flask of Barry's tea on every shift",
    "questions": [
      "What brand of cuppa do I prefer?",
      "What hot beverage does he carry to the depot?",
    ],
  },
  {
    "fact": "user pays for VHI health insurance for himself and the girls",
    "questions": [
      "Which private cover do we have for hospital stays?",
      "Who is his medical policy with?",
    ],
  },
  {
    "fact": "user's GP is Dr Nuala Keane in Kimmage",
    "questions": [
      "Who do I see locally when I'm sick?",
      "Which practice should he ring for a sick note?",
    ],
  },
  {
    "fact": "user has been dating a nurse called Orla for six months",
    "questions": [
      "Am I seeing anyone at the moment?",
      "What does his girlfriend do for work?",
    ],
  },
  {
    "fact": "user wants to take Orla away to Westport for her birthday in March",
    "questions": [
      "Where am I thinking of bringing my girlfriend for a romantic break?",
      "When is his partner's special day coming up?",
    ],
  },
  {
    "fact": "user uses Revolut to give the girls their pocket money",
    "questions": [
      "How do I send the teens their allowance?",
      "Which fintech does he transfer cash to his kids with?",
    ],
  },
  {
    "fact": "user claims tax relief on medical expenses through Revenue's myAccount each year",
    "questions": [
      "How do I get a refund from the government for my doctor bills?",
      "Which online portal does he use to get back some of his health costs?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh41}, reworded by a helper where they shared a word
 * with the bench's notes: they must recall nothing.
 */
export const fresh41Unrelated: string[] = [
  "Kronos-to-Helios span in astronomical reckoning?",
  "What consumption impost do Deutschland's eateries impose?",
  "How is offside judged in rugger?",
  "How can a hobbyist temper chocolate?",
  "Who was the earliest Roman emperor?",
  "What's the equation for centigrade to Fahrenheit?",
  "Why does the borealis glow?",
  "How do you poach neatly, with no wispy albumen?",
  "Why was the GDR's concrete barrier demolished?",
  "How does a dividend differ from a corporate stake subdivision?",
  "How many swimmers does a waterpolo lineup comprise?",
  "How do volcanoes arise at subduction zones?",
];

/**
 * A forty-third held-out set, written on 2026-12-03 (stop 43) by a writer who had not seen the
 * project, asked for a Japanese-Canadian architect in her fifties in Vancouver, divorced, a sea kayaker and hobby potter, caring for her elderly mother who has dementia, who drives an electric car: 50 facts, two questions each. One question sharing a word stem with its fact was left out. Measured on `72def51` before any of its misses was read: own brain 37 (of 99) and beside every other set 11. Kept unread: no question or miss of it was looked at in stop 43; only its totals were printed.
 */
export const fresh42: ParaphraseCase[] = [
  {
    "fact": "user co-owns a small architecture firm in Gastown",
    "questions": [
      "Where is my office located?",
      "Is she an employee or does she have a stake in her company?",
    ],
  },
  {
    "fact": "user's mother Keiko has Alzheimer's disease and lives with her",
    "questions": [
      "Who else is staying in my home full-time?",
      "What illness is affecting Mom's memory?",
    ],
  },
  {
    "fact": "user's mother attends an adult day program at Tonari Gumi on Tuesdays and Thursdays",
    "questions": [
      "When does someone else look after Mom during the week?",
      "Where does Okaasan go for supervised activities?",
    ],
  },
  {
    "fact": "user drives a 2022 Hyundai Ioniq 5",
    "questions": [
      "What vehicle do I own?",
      "Which EV model should I look up winter tires for?",
    ],
  },
  {
    "fact": "user has a Level 2 charger installed in her carport",
    "questions": [
      "Can I top up the battery overnight at home?",
      "What plug-in setup is there where she parks?",
    ],
  },
  {
    "fact": "user owns a red fibreglass Current Designs sea kayak",
    "questions": [
      "What boat do I take out on the water?",
      "What colour is her paddling vessel?",
    ],
  },
  {
    "fact": "user spent a week kayaking the Broken Group Islands last summer",
    "questions": [
      "Where did I paddle for seven days in 2023?",
      "Which Barkley Sound archipelago has she explored by boat?",
    ],
  },
  {
    "fact":
      "user takes a wheel-throwing pottery class at the Shadbolt Centre on Wednesday evenings",
    "questions": [
      "When is my ceramics session?",
      "Where does she learn to make bowls and mugs?",
    ],
  },
  {
    "fact": "user prefers celadon glazes on her pots",
    "questions": [
      "What finish do I like on my ceramics?",
      "Which pale green coating should I order for my next batch of bowls?",
    ],
  },
  {
    "fact": "user is divorced from Daniel, who now lives in Toronto",
    "questions": [
      "Where is my ex-husband based these days?",
      "What's the name of her former spouse?",
    ],
  },
  {
    "fact": "user's son Kenji studies engineering at McGill",
    "questions": [
      "Which university is my boy attending?",
      "What's her kid majoring in out in Montreal?",
    ],
  },
  {
    "fact": "user's daughter Emi works as a nurse at St. Paul's Hospital",
    "questions": [
      "What does my girl do for a living?",
      "Where is her eldest child employed?",
    ],
  },
  {
    "fact": "user is lactose intolerant",
    "questions": [
      "Can I order a latte with regular milk?",
      "Should this recipe use cream or a dairy substitute for her?",
    ],
  },
  {
    "fact": "user takes levothyroxine daily for an underactive thyroid",
    "questions": [
      "What pill am I on every morning?",
      "Which medication does she need refilled each month?",
    ],
  },
  {
    "fact": "user has a rescue cat named Mochi",
    "questions": [
      "What's my pet called?",
      "Who needs feeding when I'm away on a trip?",
    ],
  },
  {
    "fact": "user lives in a 1912 Craftsman house in Kitsilano",
    "questions": [
      "Which neighbourhood is my home in?",
      "How old is her place?",
    ],
  },
  {
    "fact": "user is licensed with the AIBC",
    "questions": [
      "Which professional body regulates me?",
      "Who do I pay yearly dues to in order to practise?",
    ],
  },
  {
    "fact": "user specializes in passive house and mass timber buildings",
    "questions": [
      "What kind of sustainable construction is she known for?",
      "What energy-efficient design approach does my practice focus on?",
    ],
  },
  {
    "fact":
      "user's colleague Priya handles the firm's permit applications with the City of Vancouver",
    "questions": [
      "Who deals with municipal approvals at my office?",
      "Who should I ask about paperwork for a development submission?",
    ],
  },
  {
    "fact": "user uses Revit and SketchUp for design work",
    "questions": [
      "What software do I model projects in?",
      "Which 3D programs does she rely on at the office?",
    ],
  },
  {
    "fact": "user has an iPhone 14 and an Apple Watch",
    "questions": [
      "What kind of mobile handset do I use?",
      "Which wearable does she track her heart rate with?",
    ],
  },
  {
    "fact": "user checks Environment Canada's marine forecast before every paddle",
    "questions": [
      "How do I find out about wind and waves ahead of going out on the water?",
      "Which government service does she trust for conditions on the coast?",
    ],
  },
  {
    "fact": "user banks with Vancity credit union",
    "questions": [
      "Where do I keep my chequing account?",
      "Which financial institution holds her savings?",
    ],
  },
  {
    "fact": "user contributes to her RRSP and TFSA every January",
    "questions": [
      "What registered accounts am I putting money into?",
      "When do I usually top up my retirement savings?",
    ],
  },
  {
    "fact": "user plans to visit cousins in Kyoto next April",
    "questions": [
      "Where am I heading in the spring?",
      "Which Japanese city should I find flights to for seeing relatives?",
    ],
  },
  {
    "fact": "user speaks conversational Japanese but struggles to read kanji",
    "questions": [
      "How fluent am I in my heritage language?",
      "Can she handle written text from her grandparents' homeland?",
    ],
  },
  {
    "fact": "user dislikes cilantro",
    "questions": [
      "Is there an herb I can't stand?",
      "Should I leave the coriander off her tacos?",
    ],
  },
  {
    "fact": "user swims laps at the Vancouver Aquatic Centre at 6 a.m. on weekdays",
    "questions": [
      "Where do I do my early-morning exercise?",
      "When is her pool session?",
    ],
  },
  {
    "fact": "user's grandparents were interned in the Slocan Valley during WWII",
    "questions": [
      "What happened to my family in the 1940s?",
      "Where were her ancestors confined by the government in the forties?",
    ],
  },
  {
    "fact": "user volunteers at the Nikkei National Museum",
    "questions": [
      "Where do I give my time for free?",
      "Which Japanese Canadian cultural centre in Burnaby does she help out at?",
    ],
  },
  {
    "fact": "user installed door alarms because her mother wanders at night",
    "questions": [
      "What did I set up after Mom started leaving the house in the dark?",
      "How am I alerted if Okaasan tries to go outside after bedtime?",
    ],
  },
  {
    "fact":
      "user's mother is on the waitlist for a long-term care bed through Vancouver Coastal Health",
    "questions": [
      "Has my mom been placed in a residential facility yet?",
      "Which regional authority is handling Mom's placement?",
    ],
  },
  {
    "fact": "user attends a caregiver support group run by the Alzheimer Society of B.C.",
    "questions": [
      "Where do I get emotional help with looking after Mom?",
      "Is there a meeting she goes to with others looking after a parent with dementia?",
    ],
  },
  {
    "fact": "user drinks matcha every morning instead of coffee",
    "questions": [
      "What's my daily caffeine fix?",
      "Should I bring her a latte or a green tea when I visit?",
    ],
  },
  {
    "fact": "user is pescatarian",
    "questions": [
      "Can I serve her beef stew?",
      "Is salmon okay to cook for her?",
    ],
  },
  {
    "fact": "user had ACL surgery on her left knee in 2021",
    "questions": [
      "Which joint did I have an operation on?",
      "Are deep lunges a good idea for her leg?",
    ],
  },
  {
    "fact": "user's auto insurance through ICBC renews every October",
    "questions": [
      "When is my car coverage due?",
      "Which provider covers her EV policy?",
    ],
  },
  {
    "fact": "user avoids the Lions Gate Bridge during rush hour",
    "questions": [
      "Which North Shore crossing do I dislike at peak traffic times?",
      "Should I route her over Second Narrows around 5 pm instead?",
    ],
  },
  {
    "fact": "user's favourite restaurant is Kissa Tanto on East Pender",
    "questions": [
      "Where should I book dinner for her special occasion?",
      "What's my go-to spot for a nice Italian-Japanese meal in Chinatown?",
    ],
  },
  {
    "fact": "user was born on March 3, 1970",
    "questions": [
      "When does she celebrate getting a year older?",
      "How old will I be this year?",
    ],
  },
  {
    "fact": "user loves Louise Penny's mystery novels",
    "questions": [
      "What kind of books do I enjoy?",
      "Which Canadian author's latest release would make a good gift for her?",
    ],
  },
  {
    "fact": "user listens to CBC Radio One's The Early Edition every morning",
    "questions": [
      "What station do I tune into at breakfast?",
      "Which public broadcaster show does she follow before work?",
    ],
  },
  {
    "fact": "user has been dating Mark, a retired high school teacher, since spring",
    "questions": [
      "Who is my boyfriend?",
      "What was her new companion's career?",
    ],
  },
  {
    "fact": "user is a member of a clay co-op on Commercial Drive where she fires her pieces",
    "questions": [
      "Where do I bake my ceramics?",
      "Where does she get access to a kiln?",
    ],
  },
  {
    "fact": "user's family doctor is Dr. Tanaka at a clinic on West Broadway",
    "questions": [
      "Who's my GP?",
      "Where should she go for a checkup with her physician?",
    ],
  },
  {
    "fact": "user borrows e-books from the Vancouver Public Library through Libby",
    "questions": [
      "How can I get novels on my tablet without buying them?",
      "Which app does she use for digital lending?",
    ],
  },
  {
    "fact": "user wants to retire at 62 and downsize to a condo in Gibsons",
    "questions": [
      "When am I hoping to stop working?",
    ],
  },
  {
    "fact": "user does yoga on Saturday mornings at a studio on Main Street",
    "questions": [
      "When is my weekly stretching class?",
      "What does she do at the start of the weekend for flexibility?",
    ],
  },
  {
    "fact": "user carries bear spray on all backcountry trips",
    "questions": [
      "What should I pack for protection from grizzlies?",
      "What deterrent does she bring into the wilderness?",
    ],
  },
  {
    "fact": "user's brother Hiroshi runs a sushi restaurant in Steveston",
    "questions": [
      "What does my sibling do for a living?",
      "Where in Richmond does her family member own a Japanese eatery?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh42}, reworded by a helper where they shared a word
 * with the bench's notes: they must recall nothing.
 */
export const fresh42Unrelated: string[] = [
  "Perihelion of Callisto's lord?",
  "What constitutes offside according to the IFAB?",
  "How do I temper chocolate properly?",
  "Urban's bombards at Rumelihisari",
  "How did the Vijayanagara nayakas garner kanike tribute?",
  "How does a crocodile differ from an alligator?",
  "How do you solve a quadratic equation by converting it into a perfect trinomial?",
  "Which Netherlandish visionary conceived the Earthly Delights triptych?",
  "How do I regain superuser access on Ubuntu if I forget the sudo passphrase?",
  "Why should dough be kneaded?",
  "What is the capital of Mongolia?",
  "Oarsmen in a trireme?",
];

/**
 * A forty-fourth held-out set, written on 2026-12-04 (stop 46) by a writer who had not seen the
 * project, asked for a retired Nigerian-British charge nurse in Leeds, widowed, a church choir tenor and allotment gardener with type 2 diabetes and high blood pressure, three grandchildren, learning Portuguese for his daughter in Lisbon, a Leeds United season ticket holder with a Labrador: 50 facts, two questions each. Measured on `8baabb9` before any of its misses was read.
 */
export const fresh43: ParaphraseCase[] = [
  {
    "fact": "user takes metformin 500mg twice a day with breakfast and dinner",
    "questions": [
      "Which diabetes tablet am I on?",
      "What medication should he have alongside his morning and evening meals?",
    ],
  },
  {
    "fact": "user takes amlodipine 5mg every evening for high blood pressure",
    "questions": [
      "What's my hypertension pill called?",
      "At what time of day does he have his BP medicine?",
    ],
  },
  {
    "fact": "user's late wife Grace passed away in 2019 from breast cancer",
    "questions": [
      "What was my spouse's name?",
      "When did he lose his partner, and what illness caused it?",
    ],
  },
  {
    "fact": "user sings tenor in the choir at St Aidan's Church in Harehills",
    "questions": [
      "What voice part am I in?",
      "Which congregation does he perform music with?",
    ],
  },
  {
    "fact": "user rents plot 14 at Potternewton Allotments",
    "questions": [
      "Where's my vegetable patch?",
      "Which site does he grow his veg on?",
    ],
  },
  {
    "fact": "user's granddaughter Amara turns 9 on 12 March",
    "questions": [
      "When's my eldest grandkid's birthday?",
      "How old will his oldest grandchild be this spring?",
    ],
  },
  {
    "fact": "user volunteers every Thursday morning at Chapeltown Food Bank",
    "questions": [
      "Which day do I help out sorting donations?",
      "Where does he do his charity work each week?",
    ],
  },
  {
    "fact": "user practises Portuguese on Duolingo for 15 minutes each night",
    "questions": [
      "What language-learning app do I use?",
      "How long does he spend on his language lessons before bed?",
    ],
  },
  {
    "fact": "user supports Leeds United and holds a season ticket in the East Stand",
    "questions": [
      "Which team do I follow?",
      "Where does he sit at Elland Road?",
    ],
  },
  {
    "fact": "user has a black Labrador named Bisi who is 7 years old",
    "questions": [
      "What's my dog called?",
      "What breed is his pet?",
    ],
  },
  {
    "fact": "user's daughter Funmi lives in Lisbon's Alfama district with her husband Rui",
    "questions": [
      "Whereabouts in Portugal is my girl based?",
      "What's his son-in-law called?",
    ],
  },
  {
    "fact": "user retired in 2021 as a charge nurse on the renal ward at St James's Hospital",
    "questions": [
      "What was my last job before I stopped working?",
      "Which department did he work in at the end of his career?",
    ],
  },
  {
    "fact": "user was born in Ibadan, Nigeria, and moved to the UK in 1981",
    "questions": [
      "Which city am I originally from?",
      "What year did he emigrate to Britain?",
    ],
  },
  {
    "fact": "user drives a silver 2016 Toyota Auris hybrid",
    "questions": [
      "What car do I have?",
      "What colour is his vehicle?",
    ],
  },
  {
    "fact": "user's GP is Dr Helen Marsh at Chapeltown Health Centre",
    "questions": [
      "Who's my family doctor?",
      "Which surgery is he registered with?",
    ],
  },
  {
    "fact": "user's HbA1c result in January was 52",
    "questions": [
      "What was my last long-term blood sugar reading?",
      "How did his diabetes test come out at the start of the year?",
    ],
  },
  {
    "fact": "user is allergic to penicillin",
    "questions": [
      "Which antibiotic must I avoid?",
      "Is there any medicine he reacts badly to?",
    ],
  },
  {
    "fact": "user's favourite meal is jollof rice with fried plantain",
    "questions": [
      "What's my best-loved dish?",
      "What should I cook for him as a treat?",
    ],
  },
  {
    "fact": "user grows tomatoes, runner beans and scotch bonnet peppers",
    "questions": [
      "Which vegetables am I cultivating this season?",
      "What crops does he raise on his plot?",
    ],
  },
  {
    "fact": "user's church pastor is Reverend Olu Bankole",
    "questions": [
      "Who's my minister?",
      "What's the name of the vicar at his place of worship?",
    ],
  },
  {
    "fact": "user's son Dayo works as an accountant in Manchester",
    "questions": [
      "What does my boy do for a living?",
      "Which city is his lad based in?",
    ],
  },
  {
    "fact": "user's grandson Kayode is 3 and loves dinosaurs",
    "questions": [
      "What present would suit Dayo's toddler?",
      "How old is his littlest grandkid?",
    ],
  },
  {
    "fact": "user lives in a two-bedroom terraced house in Roundhay",
    "questions": [
      "What kind of home do I have?",
      "Which area of the city is his address in?",
    ],
  },
  {
    "fact": "user's phone is a Samsung Galaxy A54",
    "questions": [
      "What model of mobile do I own?",
      "Which handset does he use?",
    ],
  },
  {
    "fact": "user walks for 40 minutes around Waterloo Lake every morning",
    "questions": [
      "Where do I go for my daily exercise?",
      "How long is his usual stroll before breakfast?",
    ],
  },
  {
    "fact": "user has a diabetic eye screening appointment on 4 June at St James's Hospital",
    "questions": [
      "When's my retina check?",
      "What date is his next vision examination?",
    ],
  },
  {
    "fact": "user's NHS pension is paid on the 25th of each month",
    "questions": [
      "When does my retirement income come in?",
      "On what date does his retirement money arrive?",
    ],
  },
  {
    "fact": "user banks with Nationwide",
    "questions": [
      "Who's my current account with?",
      "Which building society does he use?",
    ],
  },
  {
    "fact": "user drinks Yorkshire Tea with evaporated milk and no sugar",
    "questions": [
      "How do I take my cuppa?",
      "What brew should I make him?",
    ],
  },
  {
    "fact": "user's flight to Lisbon on 18 July is booked with TAP Air Portugal from Manchester",
    "questions": [
      "When's my trip out to see Funmi?",
      "Which carrier is he travelling with this summer?",
    ],
  },
  {
    "fact": "user's favourite hymn is How Great Thou Art",
    "questions": [
      "What's my most-loved sacred song?",
      "Which worship song does he like best?",
    ],
  },
  {
    "fact": "user checks his blood sugar with an Accu-Chek meter before breakfast",
    "questions": [
      "What glucose monitor do I use?",
      "When does he test his levels each day?",
    ],
  },
  {
    "fact": "user plays draughts with his friend Clement on Friday afternoons",
    "questions": [
      "What board game do I have a weekly session of?",
      "Who is his regular opponent at checkers?",
    ],
  },
  {
    "fact": "user feeds Bisi Burns Original lamb and rice kibble",
    "questions": [
      "What brand does my Lab eat?",
      "Which pet food should I buy for his dog?",
    ],
  },
  {
    "fact": "user's vet is Vets4Pets in Moortown",
    "questions": [
      "Where do I take the dog when she's poorly?",
      "Which animal clinic does he use?",
    ],
  },
  {
    "fact": "user's boiler is a Worcester Bosch serviced every October",
    "questions": [
      "What make is my central heating unit?",
      "When is his heating system due its annual check?",
    ],
  },
  {
    "fact": "user's home insurance with Aviva renews in November",
    "questions": [
      "When's my house cover due?",
      "Which company covers his property policy?",
    ],
  },
  {
    "fact": "user's shed padlock code is 4719",
    "questions": [
      "What's the combination for my garden store?",
      "What digits open his tool hut?",
    ],
  },
  {
    "fact": "user is swapping white rice for brown basmati on his dietitian's advice",
    "questions": [
      "What has my nutrition adviser told me to eat instead?",
      "Which carb change is he making to manage his sugars?",
    ],
  },
  {
    "fact": "user's birthday is 3 September 1958",
    "questions": [
      "When was I born?",
      "What month does he celebrate getting a year older?",
    ],
  },
  {
    "fact": "user's sister Bukola lives in Lagos and he sends her £150 monthly via WorldRemit",
    "questions": [
      "How much money goes to my sibling back home?",
      "Which service does he use for remittances to Nigeria?",
    ],
  },
  {
    "fact": "user has osteoarthritis in his left knee",
    "questions": [
      "Which joint gives me trouble?",
      "What condition affects his leg?",
    ],
  },
  {
    "fact": "user takes atorvastatin 20mg at night",
    "questions": [
      "What's my cholesterol tablet?",
      "When does he have his statin?",
    ],
  },
  {
    "fact": "user loves juju music, especially King Sunny Adé",
    "questions": [
      "What sort of tunes do I enjoy?",
      "Which Nigerian artist is his favourite to listen to?",
    ],
  },
  {
    "fact": "user speaks Yoruba as his first language",
    "questions": [
      "What's my mother tongue?",
      "Which Nigerian dialect did he grow up with?",
    ],
  },
  {
    "fact": "user won first prize for his marrows at the 2023 Roundhay Flower Show",
    "questions": [
      "What ribbon did I get for my veg two summers ago?",
      "Which competition did his giant squash triumph at?",
    ],
  },
  {
    "fact": "user reads on a Kindle Paperwhite",
    "questions": [
      "What e-reader do I have?",
      "Which device does he use for books?",
    ],
  },
  {
    "fact": "user's broadband provider is Virgin Media",
    "questions": [
      "Who supplies my internet?",
      "Which company should he ring when the wifi goes down?",
    ],
  },
  {
    "fact": "user uses his free bus pass on the number 2 into town",
    "questions": [
      "Which route do I catch to the city centre?",
      "Does he pay for public transport?",
    ],
  },
  {
    "fact": "user watches Antiques Roadshow on Sunday evenings",
    "questions": [
      "What's my favourite TV programme?",
      "Which show does he never miss at the end of the weekend?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh43}, reworded by their writer where they shared a
 * word with the bench's notes: they must recall nothing.
 */
export const fresh43Unrelated: string[] = [
  "Which Carthaginian traversed the Pyrenees with elephants?",
  "How many protons does molybdenum have?",
  "Who formulated the equations of planetary orbits?",
  "What is the capital of Kyrgyzstan?",
  "What constitutes a stalemate in Xiangqi?",
  "What is a chiffonade in gastronomy?",
  "Which dynasty erected Beijing's Forbidden palace?",
  "Magnetospheric trapping of energetic ions",
  "Who composed the Epic of Gilgamesh?",
  "Which Mongolian tributary empties into Baikal?",
  "How is emulsification achieved in hollandaise?",
  "Which Byzantine emperor rebuilt the Hagia Sophia?",
];

/**
 * A forty-fifth held-out set, written on 2026-12-04 (stop 46) by a writer who had not seen the
 * project, asked for a Korean-American line cook in Chicago training for her first triathlon, married to a chemistry teacher, a two-year-old son, renting in Logan Square, a shellfish allergy, saving for a food truck, bass player in a hobby band, with a cat and parents in Los Angeles: 50 facts, two questions each. Kept unread: no question or miss of it was looked at in stop 46; only its totals were printed.
 */
export const fresh44: ParaphraseCase[] = [
  {
    "fact": "user is a line cook on the grill station at Ember Room, a restaurant in the West Loop",
    "questions": [
      "What do I do for a living?",
      "Where is she employed, and what's her job there?",
    ],
  },
  {
    "fact": "user works dinner shifts Wednesday through Sunday, 2pm to midnight",
    "questions": [
      "Which days am I free from my job?",
      "When is she at the restaurant in the evenings?",
    ],
  },
  {
    "fact": "user's head chef is Marcus Delgado",
    "questions": [
      "Who's my boss in the kitchen?",
      "Who supervises her at the restaurant?",
    ],
  },
  {
    "fact": "user earns $24 an hour plus a share of the tip pool",
    "questions": [
      "How much do I get paid?",
      "What's her pay rate at the restaurant?",
    ],
  },
  {
    "fact": "user is training for the Chicago Triathlon sprint distance on August 24",
    "questions": [
      "When is my race?",
      "What endurance event is she preparing for this summer?",
    ],
  },
  {
    "fact": "user swims laps at the Holstein Park pool on Monday and Tuesday mornings",
    "questions": [
      "Where do I go to practice the water part of my race prep?",
      "When does she get in the water each week?",
    ],
  },
  {
    "fact": "user's race bicycle is a secondhand Cannondale CAAD10",
    "questions": [
      "What kind of road bike do I have?",
      "Which brand is her cycling machine?",
    ],
  },
  {
    "fact": "user's triathlon coach is Renee Park, who she pays $80 a month",
    "questions": [
      "Who writes my training plan?",
      "What does her endurance mentor charge?",
    ],
  },
  {
    "fact":
      "user is nervous about open-water swimming and practices at Ohio Street Beach with a group",
    "questions": [
      "Where do I go to get comfortable in the lake?",
      "Is anything about the race making her anxious?",
    ],
  },
  {
    "fact": "user's husband Daniel teaches chemistry at Lane Tech High School",
    "questions": [
      "Where does my spouse work?",
      "What does her partner do for a living?",
    ],
  },
  {
    "fact": "user's son Theo turned two in March",
    "questions": [
      "How old is my kid?",
      "When is her boy's birthday?",
    ],
  },
  {
    "fact": "user's son attends Kinder Haus daycare three days a week",
    "questions": [
      "Where does my kid go while I'm at work?",
      "Which childcare center does her toddler go to?",
    ],
  },
  {
    "fact": "user's parents live in Koreatown, Los Angeles, and speak mostly Korean",
    "questions": [
      "Where do my mom and dad reside?",
      "What language should she use when calling her folks?",
    ],
  },
  {
    "fact": "user's mother calls every Sunday morning on KakaoTalk",
    "questions": [
      "When does my mom usually ring me?",
      "What app does she video chat with her mom on?",
    ],
  },
  {
    "fact": "user has a younger brother, Kevin, who is a nurse in Seattle",
    "questions": [
      "What does my sibling do for work?",
      "Which city is her sibling based in?",
    ],
  },
  {
    "fact":
      "user rents a two-bedroom apartment on Kedzie Boulevard in Logan Square for $1,850 a month",
    "questions": [
      "How much do I pay the landlord?",
      "Which neighborhood does she live in?",
    ],
  },
  {
    "fact": "user's landlord is Mr. Petrakis, who lives on the first floor of the building",
    "questions": [
      "Who owns the place I rent?",
      "Who should she contact about a broken radiator?",
    ],
  },
  {
    "fact": "user has a gray tabby cat named Kimchi",
    "questions": [
      "What's my pet called?",
      "What kind of animal does she keep at home?",
    ],
  },
  {
    "fact": "user feeds her cat Purina Pro Plan salmon dry food",
    "questions": [
      "What brand of kibble do I buy for my kitty?",
      "What should someone give her pet to eat while she's away?",
    ],
  },
  {
    "fact": "user has a shellfish allergy and carries an EpiPen",
    "questions": [
      "Can I eat shrimp?",
      "Does she have any dietary restrictions I should know about?",
    ],
  },
  {
    "fact": "user's primary care doctor is Dr. Anita Shah at Advocate Illinois Masonic",
    "questions": [
      "Who is my physician?",
      "Where does she get medical checkups?",
    ],
  },
  {
    "fact": "user has recurring pain in her left knee from running",
    "questions": [
      "Which joint of mine has been bothering me?",
      "Does she have any injuries?",
    ],
  },
  {
    "fact":
      "user commutes by bike along Milwaukee Avenue in summer and takes the Blue Line train in winter",
    "questions": [
      "How do I get to work when it's snowy?",
      "How does she travel to her job?",
    ],
  },
  {
    "fact": "user dreams of opening a Korean-Mexican fusion food truck called Gochu Loco",
    "questions": [
      "What kind of cuisine will my mobile business serve?",
      "What's the planned name of her future venture?",
    ],
  },
  {
    "fact": "user has $18,400 saved toward the food truck in an Ally high-yield savings account",
    "questions": [
      "How much money have I put away for my business so far?",
      "Where does she keep her startup fund?",
    ],
  },
  {
    "fact": "user's savings goal for the truck is $45,000 by the end of 2026",
    "questions": [
      "How much do I need before I can launch my business?",
      "What's her target amount, and by when?",
    ],
  },
  {
    "fact": "user plays bass in a hobby band called Static Ramen",
    "questions": [
      "What's the name of my group?",
      "What instrument does she handle in her music group?",
    ],
  },
  {
    "fact": "user's band rehearses Monday nights at a practice space in Avondale",
    "questions": [
      "When do I jam with my group?",
      "Where does her music group meet up?",
    ],
  },
  {
    "fact": "user owns a sunburst Fender Player Jazz Bass",
    "questions": [
      "What brand is my four-string?",
      "What instrument does she have at home?",
    ],
  },
  {
    "fact": "user's comfort food is her mom's kimchi jjigae",
    "questions": [
      "What dish do I crave when I'm stressed?",
      "What should I make her after a rough day?",
    ],
  },
  {
    "fact": "user hates cilantro",
    "questions": [
      "Which herb should I leave out of her dinner?",
      "Are there any flavors I can't stand?",
    ],
  },
  {
    "fact": "user's go-to coffee order is an iced oat milk latte",
    "questions": [
      "What should I get her at the café?",
      "How do I like my morning drink?",
    ],
  },
  {
    "fact": "user's best friend is Priya, a pastry chef",
    "questions": [
      "Who is my closest pal?",
      "Who does she confide in most?",
    ],
  },
  {
    "fact": "user went to culinary school at Kendall College",
    "questions": [
      "Where did I get my formal kitchen education?",
      "Which institution trained her as a chef?",
    ],
  },
  {
    "fact": "user buys groceries at H Mart in Niles on Tuesdays",
    "questions": [
      "Where do I pick up Korean ingredients?",
      "Which day does she stock up on food?",
    ],
  },
  {
    "fact": "user tracks workouts with a Garmin Forerunner 265 watch",
    "questions": [
      "What fitness wearable do I have?",
      "What device does she log her training with?",
    ],
  },
  {
    "fact": "user's phone is a Google Pixel 8",
    "questions": [
      "Is my cell an iPhone or Android?",
      "What kind of mobile device does she carry?",
    ],
  },
  {
    "fact": "user and her husband share a 2015 Honda Fit",
    "questions": [
      "What car do we own?",
      "What vehicle does the family drive?",
    ],
  },
  {
    "fact": "user has a dentist appointment on June 12 at 10am with Dr. Lee",
    "questions": [
      "When is my next teeth cleaning?",
      "When is her next checkup for her teeth?",
    ],
  },
  {
    "fact": "user is currently watching the K-drama Moving on Hulu",
    "questions": [
      "What series have I been bingeing lately?",
      "What TV show is she into right now?",
    ],
  },
  {
    "fact": "user speaks conversational Korean but struggles to read Hangul",
    "questions": [
      "How fluent am I in my family's mother tongue?",
      "Would she manage a letter written in her parents' alphabet?",
    ],
  },
  {
    "fact": "user's wedding anniversary is October 7",
    "questions": [
      "When did I get married?",
      "What date should she celebrate with her spouse each year?",
    ],
  },
  {
    "fact": "user's husband handles daycare drop-off every morning",
    "questions": [
      "Who takes our kid to childcare before work?",
      "Who brings the toddler in at the start of the day?",
    ],
  },
  {
    "fact": "user is on her husband's health insurance through Chicago Public Schools",
    "questions": [
      "Who provides my medical coverage?",
      "Who covers her doctor visits?",
    ],
  },
  {
    "fact": "user still owes $6,000 in student loans",
    "questions": [
      "How much education debt do I have left?",
      "Does she have any outstanding borrowing to pay off?",
    ],
  },
  {
    "fact": "user is flying to LAX in September to visit her parents for Chuseok",
    "questions": [
      "When am I going to see my family in California?",
      "When is her next trip west, and why?",
    ],
  },
  {
    "fact": "user volunteers at the Greater Chicago Food Depository once a month",
    "questions": [
      "Where do I do charity work?",
      "Does she give her time to any cause?",
    ],
  },
  {
    "fact": "user's favorite knife is a Shun Classic 8-inch chef's knife",
    "questions": [
      "What blade do I prefer at work?",
      "What would be a good gift for her kitchen kit?",
    ],
  },
  {
    "fact": "user's birthday is November 3",
    "questions": [
      "When was I born?",
      "When should we throw her a party?",
    ],
  },
  {
    "fact": "user's favorite running route is the 606 trail",
    "questions": [
      "Where do I usually go for my jogs?",
      "Which path does she like for her jogs?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh44}, reworded by their writer where they shared a
 * word with the bench's notes: they must recall nothing.
 */
export const fresh44Unrelated: string[] = [
  "Which Byzantine emperor erected Hagia Sophia?",
  "How many protons has a molybdenum nucleus?",
  "Which Flemish Primitives were jointly responsible for the Ghent Altarpiece?",
  "In croquet, what is a roquet?",
  "What watercourse flanks Kharakhorum?",
  "Why does the Leidenfrost phenomenon manifest?",
  "What stellar threshold did Subrahmanyan Chandrasekhar derive for degenerate remnants?",
  "Which war did the Peace of Westphalia conclude?",
  "What is the capital of Kyrgyzstan?",
  "Which Babylonian monarch promulgated a famous stele?",
  "What does Hund's multiplicity maxim stipulate?",
  "Who composed Tristan und Isolde?",
];

/**
 * A forty-sixth held-out set, written on 2026-12-04 (stop 47) by a writer who had not seen the project, asked for a beekeeper and part-time locksmith in her fifties near Hobart, Tasmania, with a coherent life of work, family, health, home, hobbies, money, travel, pets, vehicles and plans: 50 facts, two questions each. Measured on `bdc5774` before any of its misses was read.
 */
export const fresh45: ParaphraseCase[] = [
  {
    "fact": "user keeps 14 Langstroth hives",
    "questions": [
      "How many colonies do I currently have?",
      "What is the size of her apiary in colony count?",
    ],
  },
  {
    "fact": "user's locksmith shifts are Tuesdays and Thursdays at Kingston Key & Lock",
    "questions": [
      "When in the week am I doing my part-time trade job?",
      "What part of the week is she employed at the hardware security shop?",
    ],
  },
  {
    "fact": "user drives a 2016 Toyota HiLux dual cab with a canopy",
    "questions": [
      "What ute do I own?",
      "What vehicle does she take to the apiary?",
    ],
  },
  {
    "fact": "user takes levothyroxine 100mcg every morning for hypothyroidism",
    "questions": [
      "Which daily tablet do I need before breakfast?",
      "What prescription pill does she swallow each day upon waking?",
    ],
  },
  {
    "fact": "user is allergic to penicillin, which gave her a severe rash at age nine",
    "questions": [
      "Which antibiotic should doctors never give me?",
      "What drug reaction should be flagged on her medical forms?",
    ],
  },
  {
    "fact": "user's husband Graham is a retired ferry engineer who now restores wooden boats",
    "questions": [
      "What did my spouse do for a career before he stopped?",
      "What does her partner spend his time fixing up?",
    ],
  },
  {
    "fact": "user's daughter Freya is studying veterinary science at the University of Melbourne",
    "questions": [
      "What is my kid training to become in Victoria?",
      "Which course is her child enrolled in, and where?",
    ],
  },
  {
    "fact": "user's son Callum works as an electrician in Launceston",
    "questions": [
      "What trade does my boy do up north?",
      "In which northern Tasmanian town is her lad employed?",
    ],
  },
  {
    "fact": "user has a kelpie cross named Biscuit who is 7 years old",
    "questions": [
      "What's my dog called?",
      "What breed is her pet pooch?",
    ],
  },
  {
    "fact": "user's house is a weatherboard cottage in Cygnet with a wood heater",
    "questions": [
      "Which town do I live in?",
      "What kind of home does she have and how is it warmed?",
    ],
  },
  {
    "fact": "user has a stall at Salamanca Market every second Saturday",
    "questions": [
      "How often do I set up on the Hobart waterfront?",
      "Where does she retail her jars of produce, and how often?",
    ],
  },
  {
    "fact": "user's leatherwood honey sells for $18 per 500g jar",
    "questions": [
      "What price do I charge for my premium Tasmanian variety?",
      "How much does she ask for her half-kilo containers?",
    ],
  },
  {
    "fact": "user had to burn two hives in March 2024 after an American foulbrood outbreak",
    "questions": [
      "What disease killed off some of my colonies?",
      "Why did she destroy equipment in autumn last year?",
    ],
  },
  {
    "fact": "user is registered with Biosecurity Tasmania, registration number BK-40217",
    "questions": [
      "What's my beekeeper ID with the state agency?",
      "Which official code does she need on apiary paperwork?",
    ],
  },
  {
    "fact": "user's blood pressure was 142/90 at her last GP check in February",
    "questions": [
      "What was my reading at the doctor recently?",
      "How high were her hypertension numbers?",
    ],
  },
  {
    "fact": "user sees physiotherapist Priya Nair every fortnight for her left shoulder",
    "questions": [
      "Who treats my arm injury?",
      "How often does she attend rehab appointments, and with whom?",
    ],
  },
  {
    "fact": "user's mortgage with Bank of Us has about $210,000 remaining",
    "questions": [
      "How much do I still owe on the home loan?",
      "What's her outstanding housing debt?",
    ],
  },
  {
    "fact":
      "user's closest friend Deb Hollis owns the apple orchard in Franklin where her hives are placed",
    "questions": [
      "On whose land are my colonies located?",
      "Who is her dearest pal?",
    ],
  },
  {
    "fact": "user plays bass clarinet in the Huonville community concert band",
    "questions": [
      "What instrument do I perform on?",
      "Which musical ensemble is she a member of?",
    ],
  },
  {
    "fact": "user's band rehearsals are Wednesday nights at 7pm at the Huonville town hall",
    "questions": [
      "When is my weekly music practice?",
      "What evening does she go to ensemble practice?",
    ],
  },
  {
    "fact": "user is saving for a trip to Slovenia in September 2026 to attend a beekeeping course",
    "questions": [
      "Where am I travelling overseas next year?",
      "Which European country does she plan to visit for apiculture training?",
    ],
  },
  {
    "fact": "user prefers oat milk in her flat white",
    "questions": [
      "How do I take my coffee?",
      "What dairy alternative does she like in her cafe order?",
    ],
  },
  {
    "fact": "user is coeliac and must avoid gluten",
    "questions": [
      "Can I eat regular bread?",
      "What dietary restriction does she have?",
    ],
  },
  {
    "fact": "user's mother Joan, 84, lives at Bucaan House aged care in Bellerive",
    "questions": [
      "Where is mum staying now?",
      "Which nursing home is her elderly parent in?",
    ],
  },
  {
    "fact": "user's sister Anneke lives in Perth and they talk every Sunday evening by video call",
    "questions": [
      "When do I usually chat with my sibling in WA?",
      "Which weekly catch-up does she have with family on the other side of the country?",
    ],
  },
  {
    "fact": "user uses a Silca Futura key cutting machine in her garage workshop",
    "questions": [
      "What brand of duplicator do I have at home?",
      "Which equipment does she own for copying blanks?",
    ],
  },
  {
    "fact": "user's locksmith licence expires on 31 August 2026",
    "questions": [
      "When does my trade permit need renewing?",
      "By what date must she redo her professional credential?",
    ],
  },
  {
    "fact": "user's favourite novelist is Richard Flanagan",
    "questions": [
      "Which author do I love?",
      "Whose books does she most enjoy?",
    ],
  },
  {
    "fact": "user goes to a reading group on the first Monday of each month at Cygnet library",
    "questions": [
      "Where is my novel discussion held?",
      "How often does her literary circle gather?",
    ],
  },
  {
    "fact": "user wears an Ultra Breeze ventilated suit in size L",
    "questions": [
      "Which protective outfit should I reorder, and in what measurement?",
      "Which brand of protective clothing does she use with colonies?",
    ],
  },
  {
    "fact": "user's accountant is Peter Vallance at Huon Tax Services, who does her BAS quarterly",
    "questions": [
      "Who handles my bookkeeping and returns?",
      "Which professional looks after her finances for the ATO?",
    ],
  },
  {
    "fact": "user's honey business is registered as Wild Gully Apiaries",
    "questions": [
      "What's my brand called on labels?",
      "What's the official title of her enterprise?",
    ],
  },
  {
    "fact": "user's birthday is 3 November 1971",
    "questions": [
      "When was I born?",
      "What date should the agent remember to send her greetings?",
    ],
  },
  {
    "fact": "user's wedding anniversary is 12 April",
    "questions": [
      "What date did I get married?",
      "When does she celebrate marriage with her spouse each year?",
    ],
  },
  {
    "fact": "user dislikes coriander intensely",
    "questions": [
      "Which herb should I leave out of recipes?",
      "What garnish does she hate?",
    ],
  },
  {
    "fact": "user swims at Kingston Beach most mornings from November to April",
    "questions": [
      "Where do I go for my summer dip?",
      "When is her ocean exercise season?",
    ],
  },
  {
    "fact": "user had a knee reconstruction in 2019 at the Royal Hobart Hospital",
    "questions": [
      "When did I have surgery on my leg?",
      "What operation did she undergo years ago?",
    ],
  },
  {
    "fact": "user's GP is Dr Helen Okafor at Huonville Medical Centre",
    "questions": [
      "Who is my regular doctor?",
      "Which clinic does she visit for checkups?",
    ],
  },
  {
    "fact": "user's HiLux is due for a service at 150,000 km",
    "questions": [
      "When does my ute need its next maintenance?",
      "At what odometer figure should her vehicle go to the mechanic?",
    ],
  },
  {
    "fact": "user also owns a 1989 Vespa PX150 scooter she rides in summer",
    "questions": [
      "What motorbike do I have besides the truck?",
      "Which two-wheeler does she have?",
    ],
  },
  {
    "fact": "user carries an EpiPen after a bad sting reaction in 2021",
    "questions": [
      "What emergency injector should I always have on me?",
      "Why does she keep adrenaline with her?",
    ],
  },
  {
    "fact": "user's queen bees come from a breeder called Blue Banded Queens in Bridport",
    "questions": [
      "Who supplies my replacement royals?",
      "Which supplier does she order mated females from?",
    ],
  },
  {
    "fact": "user wants to retire from locksmith jobs by 2028 and focus fully on apiary",
    "questions": [
      "When am I planning to quit my trade work?",
      "What is her timeline for stopping the security side gig?",
    ],
  },
  {
    "fact": "user has a vegetable garden with raised beds and grows garlic for sale",
    "questions": [
      "Which crop do I produce commercially besides honey?",
      "What bulbs does she cultivate in her plots?",
    ],
  },
  {
    "fact": "user keeps 6 Australorp hens",
    "questions": [
      "What breed are my backyard layers?",
      "How many poultry does she have?",
    ],
  },
  {
    "fact": "user volunteers with the Tasmania Fire Service brigade in Cygnet",
    "questions": [
      "Which emergency crew do I help out with?",
      "What unpaid community role does she have?",
    ],
  },
  {
    "fact": "user's superannuation is with Australian Retirement Trust",
    "questions": [
      "Which fund holds my pension savings?",
      "Which provider manages her long-term pension money?",
    ],
  },
  {
    "fact": "user prefers morning appointments so afternoons are free for apiary work",
    "questions": [
      "What time of day should meetings be booked for me?",
      "When does she like to schedule visits and calls?",
    ],
  },
  {
    "fact": "user's neighbour Ron Pitt feeds Biscuit when she travels",
    "questions": [
      "Who looks after my dog when I'm away?",
      "Who next door minds her pet during trips?",
    ],
  },
  {
    "fact": "user's favourite walk is the Cape Hauy track on the Tasman Peninsula",
    "questions": [
      "What's my preferred hike?",
      "Which coastal trail does she enjoy most?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh45}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh45Unrelated: string[] = [
  "technetium-99m radiopharmaceutical isotope",
  "Treaty of Westphalia signatories",
  "Mössbauer spectroscopy resonance",
  "Nestorian dispute at Ephesus",
  "tardigrade cryptobiosis biochemistry",
  "decipherment of Hittite cuneiform",
  "nontrivial zeros of the Riemann zeta function",
  "depth of the Mohorovicic discontinuity",
  "Carolingian minuscule palaeography",
  "quasar redshift spectroscopy",
  "allosteric regulation of citrate synthase",
  "Athenian Sicilian expedition of 415 BC",
];

/**
 * A forty-seventh held-out set, written on 2026-12-04 (stop 47) by a writer who had not seen the project, asked for a 34-year-old long-distance truck driver in Winnipeg, Manitoba, who is a volunteer firefighter and curls in a league: 50 facts, two questions each. Kept unread: no question or miss of it was looked at in stop 47; only its totals were printed.
 */
export const fresh46: ParaphraseCase[] = [
  {
    "fact": "user hauls refrigerated freight for Bison Transport out of Winnipeg",
    "questions": [
      "Which company am I employed by?",
      "Which carrier does he work for?",
    ],
  },
  {
    "fact":
      "user's assigned tractor is a 2021 Freightliner Cascadia with a 13-speed manual transmission",
    "questions": [
      "What semi do I operate for my job?",
      "What make and model is his rig?",
    ],
  },
  {
    "fact": "user is a volunteer firefighter with the Headingley Fire Department",
    "questions": [
      "Which emergency crew do I serve on when off shift?",
      "What unpaid public-safety role does he hold?",
    ],
  },
  {
    "fact": "user curls Thursday nights at the Granite Curling Club, playing third",
    "questions": [
      "What position do I throw on my rink?",
      "Which evening and venue is his weekly sheet game?",
    ],
  },
  {
    "fact": "user's wife Megan is a dental hygienist at a clinic in St. Vital",
    "questions": [
      "What does my spouse do for a living?",
      "What is his partner's occupation?",
    ],
  },
  {
    "fact": "user's daughter Avery turns 7 on March 14",
    "questions": [
      "When is my little girl's birthday?",
      "How old will his eldest kid be this spring?",
    ],
  },
  {
    "fact": "user's son Liam, age 4, attends Little Sprouts daycare",
    "questions": [
      "Where is my boy looked after while we're at our jobs?",
      "Which childcare centre does his youngest go to?",
    ],
  },
  {
    "fact": "user takes metformin 500 mg twice daily for type 2 diabetes",
    "questions": [
      "What medication am I on for my blood sugar?",
      "Which prescription does he swallow with breakfast and supper?",
    ],
  },
  {
    "fact": "user's commercial licence medical renewal is due by September 9",
    "questions": [
      "When do I need my next physical to keep my Class 1 valid?",
      "By what date must he see a doctor for his CDL paperwork?",
    ],
  },
  {
    "fact": "user lives in a bungalow on Elmhurst Road in Charleswood",
    "questions": [
      "What's my street address?",
      "Which neighbourhood is his house in?",
    ],
  },
  {
    "fact": "user's mortgage payment is $1,640 a month with RBC",
    "questions": [
      "How much is my housing loan installment?",
      "Which bank holds his home loan?",
    ],
  },
  {
    "fact": "user owns a black Lab named Diesel",
    "questions": [
      "What's my dog called?",
      "What breed is his canine?",
    ],
  },
  {
    "fact": "user's kids have a tabby cat named Poutine",
    "questions": [
      "What did the children call our feline?",
      "What is the family kitty called?",
    ],
  },
  {
    "fact": "user's personal vehicle is a silver 2018 Ford F-150",
    "questions": [
      "What pickup do I own?",
      "What does he drive around town when he's not hauling?",
    ],
  },
  {
    "fact": "user is allergic to penicillin",
    "questions": [
      "Which antibiotic can't I take?",
      "What drug reaction should medics know about for him?",
    ],
  },
  {
    "fact": "user's curling skip is his cousin Darren Kowalchuk",
    "questions": [
      "Who captains my team on the ice?",
      "Which relative leads the foursome he competes with?",
    ],
  },
  {
    "fact": "user's regular route is Winnipeg to Calgary and back, about 2,600 km round trip",
    "questions": [
      "Where does my usual run go?",
      "Which lane does he typically haul on, and how far is it?",
    ],
  },
  {
    "fact": "user orders a Tim Hortons double-double at every truck stop",
    "questions": [
      "How do I take my java?",
      "What's his usual caffeine pick on the highway?",
    ],
  },
  {
    "fact": "user is saving for a cabin at Falcon Lake with a $35,000 target",
    "questions": [
      "How much am I putting aside for a cottage?",
      "What getaway property is he building funds toward?",
    ],
  },
  {
    "fact": "user contributes $200 per paycheque to a TFSA",
    "questions": [
      "How much do I stash in my tax-sheltered account regularly?",
      "What amount does he invest on a recurring basis?",
    ],
  },
  {
    "fact": "user's mother Linda lives in Dauphin and has early Parkinson's",
    "questions": [
      "Which town is my mom in?",
      "What condition was his mum diagnosed with?",
    ],
  },
  {
    "fact": "user's best friend Marcel Tessier is a paramedic in Selkirk",
    "questions": [
      "What does my closest buddy do for work?",
      "Which pal of his works in EMS?",
    ],
  },
  {
    "fact": "user's schedule is five days out on the road, then three days at home",
    "questions": [
      "How long am I away on each rotation?",
      "What is his on-shift versus off-shift pattern?",
    ],
  },
  {
    "fact": "user wants to become an owner-operator within three years",
    "questions": [
      "What's my long-term career ambition?",
      "Is he hoping to go independent with a rig he bought himself?",
    ],
  },
  {
    "fact": "user completed his NFPA Firefighter I certification in 2022",
    "questions": [
      "What year did I finish basic blaze-response training?",
      "What credential did he earn for his emergency service?",
    ],
  },
  {
    "fact": "user carries a Motorola Minitor VI pager for emergency callouts",
    "questions": [
      "What device alerts me when the brigade needs me?",
      "What gadget gets him dispatched to incidents?",
    ],
  },
  {
    "fact": "user has lower back pain and sees chiropractor Dr. Anika Sharma monthly",
    "questions": [
      "Who treats my spine issues?",
      "Which practitioner does he visit for his lumbar problem?",
    ],
  },
  {
    "fact": "user's favourite NHL team is the Winnipeg Jets",
    "questions": [
      "Which hockey club do I root for?",
      "What pro squad does he cheer for?",
    ],
  },
  {
    "fact":
      "user listens to audiobooks on Audible during long hauls, currently Stephen King's The Stand",
    "questions": [
      "What am I hearing narrated on the highway right now?",
      "What novel is he partway through?",
    ],
  },
  {
    "fact": "user's wedding anniversary is June 22",
    "questions": [
      "When did I tie the knot?",
      "What date should he plan a gift for his spouse?",
    ],
  },
  {
    "fact": "user's father-in-law Gerry farms canola near Portage la Prairie",
    "questions": [
      "What does my wife's dad grow?",
      "Where does his spouse's parent raise crops?",
    ],
  },
  {
    "fact": "user does his own oil changes and uses Mobil 1 synthetic 5W-30 in the F-150",
    "questions": [
      "What lubricant do I put in my pickup's engine?",
      "What motor fluid brand does he prefer?",
    ],
  },
  {
    "fact": "user runs Bridgestone Blizzak winter tires, swapped on by November 1",
    "questions": [
      "What snow rubber do I have?",
      "When does he put on cold-season wheels?",
    ],
  },
  {
    "fact": "user is trying to lose 25 pounds before curling season ends",
    "questions": [
      "How much weight am I hoping to drop?",
      "What's his slimming target?",
    ],
  },
  {
    "fact": "user quit smoking in January 2023 and uses nicotine gum on long shifts",
    "questions": [
      "When did I stop with cigarettes?",
      "What does he chew to handle cravings?",
    ],
  },
  {
    "fact": "user keeps a Garmin dezl OTR800 GPS on his dash",
    "questions": [
      "What navigation unit do I use in the cab?",
      "Which satellite guidance gadget does he rely on?",
    ],
  },
  {
    "fact": "user's dispatcher at Bison is named Priya Nair",
    "questions": [
      "Who assigns my loads?",
      "Who coordinates his trips from the office?",
    ],
  },
  {
    "fact": "user's next vacation is a family trip to Kelowna in August",
    "questions": [
      "Where are we going on holiday this summer?",
      "When is his household's getaway to BC?",
    ],
  },
  {
    "fact": "user plays bass guitar in a garage band called The Flat Tires",
    "questions": [
      "What instrument do I jam on?",
      "What's the name of his music group?",
    ],
  },
  {
    "fact": "user ice fishes on Lake Winnipeg every February with his brother Kyle",
    "questions": [
      "Who do I go angling with in the frozen season?",
      "Where does he angle through a drilled hole each winter?",
    ],
  },
  {
    "fact": "user's younger brother Kyle is an electrician in Steinbach",
    "questions": [
      "What trade is my sibling in?",
      "In which town does his sibling do wiring jobs?",
    ],
  },
  {
    "fact": "user uses a CPAP machine for sleep apnea",
    "questions": [
      "What device do I need at night for breathing?",
      "What nocturnal condition does he have?",
    ],
  },
  {
    "fact": "user's blood pressure was 138/88 at his last checkup",
    "questions": [
      "What was my most recent BP reading?",
      "How high were his cardio numbers at the recent physical?",
    ],
  },
  {
    "fact": "user dislikes cilantro and won't eat anything with it",
    "questions": [
      "Which herb should I avoid in recipes?",
      "What garnish does he hate?",
    ],
  },
  {
    "fact": "user's favourite restaurant is Salisbury House on Pembina Highway",
    "questions": [
      "Where do I like to eat out?",
      "Which diner does he love?",
    ],
  },
  {
    "fact": "user's home insurance is with Wawanesa, renewing each October",
    "questions": [
      "Which company covers my house policy?",
      "When is his property coverage up?",
    ],
  },
  {
    "fact": "user has been a professional hauler since 2014",
    "questions": [
      "How many years have I been behind the wheel for a living?",
      "When did he start his career on the highways?",
    ],
  },
  {
    "fact": "user is restoring a 1979 Honda CB750 motorcycle in his garage workshop",
    "questions": [
      "What bike am I fixing up?",
      "What vintage two-wheeler project does he have?",
    ],
  },
  {
    "fact": "user's firehall training nights are the first and third Tuesday of each month",
    "questions": [
      "When are my drill evenings with the department?",
      "Which evenings does he practice with the brigade?",
    ],
  },
  {
    "fact": "user plans to build a backyard deck this summer with a $4,000 budget",
    "questions": [
      "How much am I spending on the outdoor patio project?",
      "What outdoor renovation does he intend this season?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh46}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh46Unrelated: string[] = [
  "Which isotope did Segrè and Perrier isolate?",
  "Signatories of the Treaty of Westphalia",
  "Who predicted the positron?",
  "Arian heresy at Nicaea",
  "Allosteric regulation of Krebs catalysts",
  "Ordovician brachiopod extinction",
  "Etruscan alphabet derivation",
  "Who discovered pulsars with Antony Hewish?",
  "Depth of the Mohorovičić discontinuity",
  "Medici papal bankers",
  "Nontrivial zeros of the Riemann zeta function",
  "Cochineal carmine from Oaxaca",
];

/**
 * A forty-eighth held-out set, written on 2026-12-04 (stop 48) by a writer who had not seen the project, asked for a 52-year-old pastry chef who owns a small bakery in Lyon, races cyclocross and is divorced with two teenage daughters: 50 facts, two questions each.
 */
export const fresh47: ParaphraseCase[] = [
  {
    "fact": "user owns Pâtisserie Berthier, a small bakery in Lyon's Croix-Rousse neighborhood",
    "questions": [
      "What's the name of my shop, and where is it?",
      "Where is her business located?",
    ],
  },
  {
    "fact": "user was born in March 1973",
    "questions": [
      "When is my birthday?",
      "How old is she?",
    ],
  },
  {
    "fact": "user races cyclocross most weekends from October to January",
    "questions": [
      "What sport do I compete in during autumn and winter?",
      "What does she do on Saturdays and Sundays in the cold season?",
    ],
  },
  {
    "fact": "user rides a Ridley X-Night carbon frame bike",
    "questions": [
      "Which two-wheeler do I use in competitions?",
      "What brand is her race machine?",
    ],
  },
  {
    "fact": "user is divorced from Marc, who lives in Villeurbanne",
    "questions": [
      "Where is my ex-husband based now?",
      "What's her former spouse called?",
    ],
  },
  {
    "fact": "user has two daughters, Léa (17) and Manon (14)",
    "questions": [
      "How many kids do I have and what are their names?",
      "What are her girls called?",
    ],
  },
  {
    "fact": "user's elder daughter Léa is preparing for the baccalauréat in June",
    "questions": [
      "What exam is my oldest sitting this summer?",
      "Which big test is her firstborn studying for?",
    ],
  },
  {
    "fact": "user's younger daughter Manon plays water polo",
    "questions": [
      "What sport is my 14-year-old into?",
      "Which activity does her second girl do in the pool?",
    ],
  },
  {
    "fact": "user shares custody on an alternating-week schedule with her ex",
    "questions": [
      "How is the time with my kids split?",
      "Does she have the children all the time?",
    ],
  },
  {
    "fact": "user has a ginger cat named Brioche",
    "questions": [
      "What's my pet called?",
      "Does she have any animals at home?",
    ],
  },
  {
    "fact": "user drives a white Citroën Berlingo van for deliveries",
    "questions": [
      "What vehicle do I use to drop off orders?",
      "What car does she have?",
    ],
  },
  {
    "fact": "user is lactose intolerant",
    "questions": [
      "Is there anything in milk that I can't digest?",
      "Can she have a cream-based dessert?",
    ],
  },
  {
    "fact": "user takes levothyroxine each morning for hypothyroidism",
    "questions": [
      "What pill do I need before breakfast?",
      "What prescription is she on?",
    ],
  },
  {
    "fact": "user has chronic lower back pain and sees an osteopath named Dr. Garnier",
    "questions": [
      "Who treats my spine problems?",
      "Which practitioner does she visit for her aches?",
    ],
  },
  {
    "fact": "user avoids coffee after noon because it ruins her sleep",
    "questions": [
      "Can I have an espresso at 3 pm?",
      "When does she stop drinking caffeine?",
    ],
  },
  {
    "fact": "user is allergic to kiwi",
    "questions": [
      "Is there any fruit that gives me a reaction?",
      "What food should she never eat?",
    ],
  },
  {
    "fact": "user follows a mostly pescatarian diet",
    "questions": [
      "Do I eat meat?",
      "Can I cook her a steak?",
    ],
  },
  {
    "fact": "user wears a Garmin Forerunner 255 watch",
    "questions": [
      "What fitness tracker is on my wrist?",
      "What device does she use to log her training?",
    ],
  },
  {
    "fact": "user uses an iPhone 13 mini",
    "questions": [
      "What mobile do I have?",
      "Is she on Android or Apple?",
    ],
  },
  {
    "fact": "user gets up at 3:45 a.m. to fire the ovens",
    "questions": [
      "What time does my alarm go off?",
      "When does she wake on workdays?",
    ],
  },
  {
    "fact": "user's bakery is closed on Mondays and Tuesdays",
    "questions": [
      "When is my shop shut during the week?",
      "When does her business take its weekly break?",
    ],
  },
  {
    "fact": "user's signature creation is a praline tart",
    "questions": [
      "What's my best-known dessert?",
      "What is she famous for making?",
    ],
  },
  {
    "fact": "user trained at École Ferrandi in Paris",
    "questions": [
      "Where did I go to culinary school?",
      "Where did she learn her craft?",
    ],
  },
  {
    "fact": "user employs an apprentice named Yanis and a sales clerk named Sophie",
    "questions": [
      "Who works for me?",
      "How many people are on her team?",
    ],
  },
  {
    "fact": "user buys her flour from Moulin Marion in the Ain",
    "questions": [
      "Where do I get my baking supplies?",
      "Which mill supplies her?",
    ],
  },
  {
    "fact": "user's bakery rent is €2,100 per month",
    "questions": [
      "How much do I pay for the premises?",
      "What does her shop lease cost?",
    ],
  },
  {
    "fact": "user is saving up for a second-hand Bongard deck oven",
    "questions": [
      "What equipment am I putting money aside for?",
      "What big purchase is she planning for the kitchen?",
    ],
  },
  {
    "fact": "user banks with Crédit Mutuel",
    "questions": [
      "Which financial institution holds my account?",
      "Where does she keep her money?",
    ],
  },
  {
    "fact": "user lives in a third-floor apartment on the Croix-Rousse plateau",
    "questions": [
      "Where is my home?",
      "How high up is her flat?",
    ],
  },
  {
    "fact": "user listens to Radio Nova while working",
    "questions": [
      "What station do I put on in the kitchen?",
      "What does she tune in to during her shift?",
    ],
  },
  {
    "fact": "user's favorite singer is Serge Gainsbourg",
    "questions": [
      "Who's my top artist?",
      "Which musician does she like best?",
    ],
  },
  {
    "fact": "user can't stand coriander",
    "questions": [
      "Which herb should I avoid?",
      "What does she dislike in food?",
    ],
  },
  {
    "fact": "user is planning a trip to Japan in April 2026 to tour Tokyo pastry shops",
    "questions": [
      "Where am I going next spring?",
      "What vacation does she have coming up?",
    ],
  },
  {
    "fact": "user reads Agatha Christie novels before bed",
    "questions": [
      "What books do I enjoy at night?",
      "Which author does she like?",
    ],
  },
  {
    "fact": "user's mother Jeanine lives in a care home in Annecy",
    "questions": [
      "Where is my mum now?",
      "Where's her mom staying?",
    ],
  },
  {
    "fact": "user's brother Thierry is a winemaker in Beaujolais",
    "questions": [
      "What does my sibling do for a living?",
      "Which relative of hers runs a vineyard?",
    ],
  },
  {
    "fact": "user drinks Chartreuse verte as a digestif",
    "questions": [
      "What liqueur do I like after a meal?",
      "What should I pour her after supper?",
    ],
  },
  {
    "fact": "user prefers Comté aged 24 months",
    "questions": [
      "What cheese do I like?",
      "What should I bring her from the fromagerie?",
    ],
  },
  {
    "fact": "user does yoga on Wednesday evenings at a studio in Vaise",
    "questions": [
      "Where do I stretch midweek?",
      "What's her class after work in the middle of the week?",
    ],
  },
  {
    "fact": "user's goal is a top-10 finish at the French masters cyclocross championship",
    "questions": [
      "What result am I aiming for this season?",
      "What's her racing ambition?",
    ],
  },
  {
    "fact": "user's laptop is a 2019 MacBook Air",
    "questions": [
      "What computer do I own?",
      "Which notebook does she use for accounts?",
    ],
  },
  {
    "fact": "user does her bookkeeping in Sage",
    "questions": [
      "What program do I track finances in?",
      "Which accounting tool does she rely on?",
    ],
  },
  {
    "fact": "user is scared of heights",
    "questions": [
      "What phobia do I have?",
      "Is she okay on a cable car or tall ladder?",
    ],
  },
  {
    "fact": "user has a dentist appointment scheduled for November 14",
    "questions": [
      "When's my next checkup for my teeth?",
      "When is her tooth doctor visit?",
    ],
  },
  {
    "fact": "user takes magnesium supplements for leg cramps",
    "questions": [
      "What helps me with muscle spasms at night?",
      "Which mineral pills is she on?",
    ],
  },
  {
    "fact": "user wears size 39 shoes",
    "questions": [
      "What's my footwear measurement?",
      "What boot number fits her?",
    ],
  },
  {
    "fact": "user's favorite restaurant is Daniel et Denise, a bouchon on Rue de Créqui",
    "questions": [
      "Where do I like to eat out in town?",
      "Where should I book dinner for her?",
    ],
  },
  {
    "fact": "user donates leftover bread to the Restos du Cœur charity every evening",
    "questions": [
      "What happens to my unsold loaves?",
      "Which organization does she give food to?",
    ],
  },
  {
    "fact": "user speaks French, English, and some Italian",
    "questions": [
      "What languages do I know?",
      "Can she talk to people in Rome?",
    ],
  },
  {
    "fact": "user wants to write a cookbook of Lyonnais desserts",
    "questions": [
      "What publishing project do I hope to do?",
      "Is she hoping to become an author?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh47}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh47Unrelated: string[] = [
  "How did Aristarchus triangulate the luminary's parallax?",
  "Who was the Byzantine emperor in 1453?",
  "Which substance did Elhuyar obtain from wolframite?",
  "How do volcanoes arise?",
  "What was the Carrington superstorm?",
  "When did Gutenberg devise his press?",
  "Explain photosynthesis simply",
  "Capital of Mongolia",
  "How many tentacles does a squid have?",
  "What is quantum entanglement?",
  "Which Khmer ruler erected Angkor Wat?",
  "At what temperature does liquid nitrogen vaporize?",
];

/**
 * A forty-ninth held-out set, written on 2026-12-04 (stop 48) by a writer who had not seen the project, asked for a 61-year-old retired postal carrier in Tucson, Arizona, who restores vintage tube radios, minds two grandchildren and is a Navy veteran: 50 facts, two questions each. Kept unread: no question or miss of it was looked at in stop 48; only its totals were printed.
 */
export const fresh48: ParaphraseCase[] = [
  {
    "fact": "user's granddaughter Sofia is allergic to tree nuts",
    "questions": [
      "Can I bake almond cookies for the little girl I watch?",
      "Is there any food the kid he looks after must avoid?",
    ],
  },
  {
    "fact": "user's grandson Mateo is obsessed with dinosaurs",
    "questions": [
      "What kind of toy would the boy I watch enjoy?",
      "What birthday present theme suits the little boy he looks after?",
    ],
  },
  {
    "fact": "user babysits his grandchildren Monday, Wednesday, and Friday",
    "questions": [
      "What's my weekly schedule for looking after the kids?",
      "When is he tied up watching the little ones?",
    ],
  },
  {
    "fact": "user served in the Navy as a radioman aboard the USS Kitty Hawk",
    "questions": [
      "What ship was I stationed on during my military years?",
      "Which vessel was he assigned to during his enlistment?",
    ],
  },
  {
    "fact": "user takes metformin for type 2 diabetes",
    "questions": [
      "What medication am I on for my blood sugar?",
      "Which pill does he swallow to manage glucose?",
    ],
  },
  {
    "fact": "user takes lisinopril 10 mg every morning for blood pressure",
    "questions": [
      "What's my hypertension prescription?",
      "Which drug does he need for hypertension, and at what time?",
    ],
  },
  {
    "fact": "user follows a low-carb diet and skips flour tortillas",
    "questions": [
      "Should I order a burrito at lunch?",
      "What eating approach is he sticking to?",
    ],
  },
  {
    "fact": "user is lactose intolerant and drinks Fairlife milk",
    "questions": [
      "Which dairy brand doesn't upset my stomach?",
      "What does he pour on his cereal without getting sick?",
    ],
  },
  {
    "fact": "user has a 9-year-old Labrador named Rosie",
    "questions": [
      "What's my dog called?",
      "What breed is his pet?",
    ],
  },
  {
    "fact": "user feeds Rosie Purina Pro Plan senior kibble",
    "questions": [
      "Which brand should I buy for my dog's meals?",
      "What does his Lab eat?",
    ],
  },
  {
    "fact": "user drives a 2004 Toyota Tacoma",
    "questions": [
      "What truck do I own?",
      "What vehicle does he have?",
    ],
  },
  {
    "fact": "user plans to replace the Tacoma's timing belt in October",
    "questions": [
      "What car repair do I have coming up this fall?",
      "When is his pickup maintenance scheduled?",
    ],
  },
  {
    "fact": "user restores vintage tube radios in his garage workshop",
    "questions": [
      "What's my hobby?",
      "What does he tinker with in his spare hours?",
    ],
  },
  {
    "fact": "user's prized set is a 1942 Zenith Trans-Oceanic",
    "questions": [
      "Which piece in my collection do I treasure most?",
      "What's the jewel of his collection?",
    ],
  },
  {
    "fact": "user has a Hakko FX-888D soldering station",
    "questions": [
      "Which iron sits on my workbench for electronics?",
      "What brand of iron does he melt joints with?",
    ],
  },
  {
    "fact": "user buys replacement tubes from Antique Electronic Supply in Tempe",
    "questions": [
      "Where do I order parts for my old sets?",
      "Which vendor does he get vacuum valves from?",
    ],
  },
  {
    "fact": "user is a member of the Arizona Antique Radio Club",
    "questions": [
      "What hobby group do I belong to?",
      "Which collectors' organization has he joined?",
    ],
  },
  {
    "fact": "user retired from the U.S. Postal Service after 28 years as a letter carrier",
    "questions": [
      "What was my job before I stopped working?",
      "How did he earn a living during his career?",
    ],
  },
  {
    "fact": "user's wife Linda works as a dental hygienist",
    "questions": [
      "What does my spouse do for a living?",
      "What is his partner's occupation?",
    ],
  },
  {
    "fact": "user's daughter Marisol is a nurse at Banner–University Medical Center",
    "questions": [
      "Where is my girl employed?",
      "Which hospital employs his girl?",
    ],
  },
  {
    "fact": "user's son Daniel lives in San Diego",
    "questions": [
      "Which city did my boy move to?",
      "Where is his boy based these days?",
    ],
  },
  {
    "fact": "user had his left knee replaced in 2019",
    "questions": [
      "Which joint of mine was surgically swapped?",
      "What orthopedic operation has he undergone?",
    ],
  },
  {
    "fact": "user sees Dr. Patel, his primary care physician, at the VA clinic",
    "questions": [
      "Who is my regular doctor?",
      "Which provider handles his general checkups?",
    ],
  },
  {
    "fact": "user is allergic to penicillin",
    "questions": [
      "Which antibiotic should I warn nurses about?",
      "Does he have any drug sensitivities?",
    ],
  },
  {
    "fact": "user uses a CPAP machine for sleep apnea",
    "questions": [
      "What device do I need at night for breathing?",
      "What does he wear when he goes to bed?",
    ],
  },
  {
    "fact": "user wakes up at 5:30 every morning",
    "questions": [
      "What time do I get out of bed?",
      "How early does he rise?",
    ],
  },
  {
    "fact": "user walks Rosie around Reid Park at 6 a.m.",
    "questions": [
      "Where do I take the dog for exercise?",
      "Which green space does he stroll through at dawn?",
    ],
  },
  {
    "fact": "user drinks his coffee black with no sugar",
    "questions": [
      "How do I take my morning brew?",
      "Does he want cream in his cup of joe?",
    ],
  },
  {
    "fact": "user dislikes cilantro",
    "questions": [
      "Is there an herb I can't stand?",
      "Which garnish should be left off his tacos?",
    ],
  },
  {
    "fact": "user's favorite restaurant is El Charro Café",
    "questions": [
      "Where do I like to eat out?",
      "Which Mexican place does he prefer for dinner?",
    ],
  },
  {
    "fact": "user watches Arizona Wildcats basketball games",
    "questions": [
      "Which college team do I root for?",
      "What sport does he follow on TV?",
    ],
  },
  {
    "fact": "user plays cribbage with his VFW buddies every Tuesday",
    "questions": [
      "What card game do I enjoy at the veterans' post?",
      "What's his weekly social outing with fellow vets?",
    ],
  },
  {
    "fact": "user receives a monthly FERS pension from his postal career",
    "questions": [
      "What retirement income do I get?",
      "Where does his regular check come from?",
    ],
  },
  {
    "fact": "user keeps his savings at Vantage West Credit Union",
    "questions": [
      "Which bank do I use?",
      "Where does he have his accounts?",
    ],
  },
  {
    "fact": "user's phone is a Samsung Galaxy A54",
    "questions": [
      "What mobile do I carry?",
      "Which cell brand does he have?",
    ],
  },
  {
    "fact": "user plans a trip to the Grand Canyon with Linda in April",
    "questions": [
      "What getaway am I arranging with my wife this year?",
      "Where is he heading on vacation next?",
    ],
  },
  {
    "fact": "user holds an amateur radio license with call sign KE7QTR",
    "questions": [
      "What's my ham handle?",
      "What identifier does he use on the air?",
    ],
  },
  {
    "fact": "user listens to classic country like Merle Haggard",
    "questions": [
      "What music do I enjoy?",
      "Which singer is on his playlist?",
    ],
  },
  {
    "fact": "user grows tomatoes and chiles in raised beds",
    "questions": [
      "What's in my backyard garden?",
      "What vegetables does he cultivate?",
    ],
  },
  {
    "fact": "user uses an evaporative cooler instead of AC to save on electricity",
    "questions": [
      "How do I keep my house comfortable in the warm months?",
      "What does he run to chill his home?",
    ],
  },
  {
    "fact": "user is Catholic and attends Mass at St. Augustine Cathedral",
    "questions": [
      "Which church do I go to on Sundays?",
      "Where does he worship?",
    ],
  },
  {
    "fact": "user's grandkids call him 'Tata'",
    "questions": [
      "What nickname do the little ones use for me?",
      "What do the children address the user as?",
    ],
  },
  {
    "fact": "user's birthday is March 14",
    "questions": [
      "When do I turn a year older?",
      "What date should the family throw him a party?",
    ],
  },
  {
    "fact": "user volunteers at the Community Food Bank of Southern Arizona on Saturdays",
    "questions": [
      "Where do I donate my time on weekends?",
      "What charity does he help at?",
    ],
  },
  {
    "fact": "user wants to build a Heathkit shortwave receiver kit this winter",
    "questions": [
      "What electronics project am I planning?",
      "What does he intend to assemble in the colder months?",
    ],
  },
  {
    "fact": "user wears a hearing aid in his right ear",
    "questions": [
      "Which side do I need a device on for listening?",
      "Does he have trouble with sound on one side?",
    ],
  },
  {
    "fact": "user's house is paid off",
    "questions": [
      "Do I still owe a mortgage?",
      "Does he carry any home loan debt?",
    ],
  },
  {
    "fact": "user's budget for radio parts is $100 a month",
    "questions": [
      "How much can I spend on hobby components?",
      "What's his spending cap for the electronics pastime?",
    ],
  },
  {
    "fact": "user has an orange tabby cat named Chico",
    "questions": [
      "What's my kitty called?",
      "What color is his feline?",
    ],
  },
  {
    "fact": "user's favorite author is Louis L'Amour",
    "questions": [
      "Which writer's westerns do I enjoy?",
      "What novels does he read?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh48}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh48Unrelated: string[] = [
  "How distant is Neptune's orbit?",
  "Who triumphed at Hastings in 1066?",
  "Why is tungsten so refractory?",
  "Why are cephalopod limbs so flexible?",
  "Which emperor established Constantinople?",
  "What pigment absorbs photons in chloroplasts?",
  "Which script did the ancient Sumerians invent?",
  "Famous fugues of the Baroque era",
  "Why does basaltic lava ooze?",
  "Who is Piero della Francesca?",
  "Vaporization temperature of liquid nitrogen",
  "What gouged the Sognefjord?",
];

/**
 * A fiftieth held-out set, written on 2026-12-04 (stop 49) by a writer who had not seen the project, asked for a 38-year-old marine biologist on the Maine coast who studies lobsters at a university lab, plays bass in a folk band, is married to a nurse, has a 6-year-old son and a rescue greyhound and is training for a first triathlon: 50 facts, two questions each.
 */
export const fresh49: ParaphraseCase[] = [
  {
    "fact": "user drives a 2017 Subaru Outback",
    "questions": [
      "What vehicle do I own?",
      "What car does he get around in?",
    ],
  },
  {
    "fact": "user's wife Maggie is an ER nurse at Maine Medical Center in Portland",
    "questions": [
      "Where does my spouse work?",
      "What's his partner's job?",
    ],
  },
  {
    "fact": "user's son Owen is 6 and in first grade at Harpswell Community School",
    "questions": [
      "How old is my kid?",
      "What's his boy's name and age?",
    ],
  },
  {
    "fact": "user has a rescue greyhound named Juniper",
    "questions": [
      "What's my dog called?",
      "What breed is his pet?",
    ],
  },
  {
    "fact": "user is training for the Pumpkinman Triathlon in South Berwick in September",
    "questions": [
      "What race am I preparing for this fall?",
      "Which multisport event is he entering?",
    ],
  },
  {
    "fact":
      "user works as a research scientist at the University of Maine's Darling Marine Center in Walpole",
    "questions": [
      "Where is my lab located?",
      "Which institution employs him?",
    ],
  },
  {
    "fact": "user studies how warming water affects lobster larvae settlement",
    "questions": [
      "What question is my science trying to answer?",
      "What does he investigate about crustaceans?",
    ],
  },
  {
    "fact": "user plays bass in a folk band called The Tidewater Ramblers",
    "questions": [
      "What's my role in the ensemble?",
      "What's the name of his music group?",
    ],
  },
  {
    "fact": "user's band rehearses every Thursday evening in the drummer's barn in Brunswick",
    "questions": [
      "When is my weekly practice with the group?",
      "Where do he and his fellow musicians meet up?",
    ],
  },
  {
    "fact": "user is allergic to sulfa drugs",
    "questions": [
      "Which medications should my doctor avoid prescribing me?",
      "What antibiotic reaction does he have?",
    ],
  },
  {
    "fact": "user takes 20 mg of lisinopril daily for mild high blood pressure",
    "questions": [
      "What pill am I on for my cardiovascular condition?",
      "What's his heart medication?",
    ],
  },
  {
    "fact": "user is mostly pescatarian but eats chicken at family gatherings",
    "questions": [
      "What should I cook for myself, given my diet?",
      "Can I serve him steak at the barbecue?",
    ],
  },
  {
    "fact": "user drinks black coffee from Tandem Coffee Roasters every morning",
    "questions": [
      "Where do I buy my beans?",
      "How does he like his cup of joe?",
    ],
  },
  {
    "fact": "user dislikes cilantro and says it tastes like soap",
    "questions": [
      "Which herb should I leave out of recipes?",
      "What garnish does he hate?",
    ],
  },
  {
    "fact": "user uses a Garmin Forerunner 265 watch to track workouts",
    "questions": [
      "What fitness wearable do I have?",
      "What device logs his exercise?",
    ],
  },
  {
    "fact": "user has an iPhone 14 and a 2020 MacBook Air",
    "questions": [
      "What laptop am I on?",
      "What mobile does he carry?",
    ],
  },
  {
    "fact": "user lives in a gray-shingled cape house on Orr's Island in Harpswell",
    "questions": [
      "Where is my home?",
      "What town does he reside in?",
    ],
  },
  {
    "fact": "user heats his home with a Jotul wood stove",
    "questions": [
      "How do I keep warm in winter?",
      "What does he burn for warmth?",
    ],
  },
  {
    "fact": "user owns a 16-foot Old Town canoe",
    "questions": [
      "What boat do I have for paddling?",
      "What watercraft is in his garage?",
    ],
  },
  {
    "fact": "user's favorite beer is Allagash White",
    "questions": [
      "What brew should I order at the pub?",
      "What drink should we get him as a gift?",
    ],
  },
  {
    "fact": "user runs a 5K around Mackworth Island on Saturday mornings",
    "questions": [
      "Where do I jog at the weekend?",
      "What's his usual weekend route?",
    ],
  },
  {
    "fact": "user swims laps at the Casco Bay YMCA pool on Tuesdays and Fridays",
    "questions": [
      "Which days am I in the water for training?",
      "Where does he do his aquatic workouts?",
    ],
  },
  {
    "fact": "user bikes on a Trek Domane AL 2 road bike",
    "questions": [
      "What cycle did I buy for the race?",
      "Which two-wheeler model does he ride?",
    ],
  },
  {
    "fact": "user is nervous about swimming in cold ocean water",
    "questions": [
      "Which leg of the race am I most anxious about?",
      "What part of the competition worries him?",
    ],
  },
  {
    "fact": "user's mother Linda lives in Bangor and has early-stage Parkinson's",
    "questions": [
      "How is my mom's health?",
      "Which city is his mum in?",
    ],
  },
  {
    "fact": "user's brother Caleb is a lobsterman out of Stonington",
    "questions": [
      "What does my sibling do for a living?",
      "Who in his family fishes commercially?",
    ],
  },
  {
    "fact": "user and Maggie celebrate their anniversary on June 14",
    "questions": [
      "When is my wedding date?",
      "When did he get married?",
    ],
  },
  {
    "fact": "user's son Owen is obsessed with dinosaurs, especially the Stegosaurus",
    "questions": [
      "What's a good birthday present for my kid?",
      "What topic is his little boy crazy about?",
    ],
  },
  {
    "fact": "user's son Owen has a peanut allergy and carries an EpiPen",
    "questions": [
      "What snacks are unsafe for my child?",
      "Can I bring Reese's cups to the playdate with his kid?",
    ],
  },
  {
    "fact": "user's dog Juniper is terrified of thunderstorms",
    "questions": [
      "What scares my pet?",
      "What weather frightens his greyhound?",
    ],
  },
  {
    "fact": "user takes Juniper to Brunswick Veterinary Clinic",
    "questions": [
      "Where do I book checkups for the pup?",
      "Which animal hospital does he use?",
    ],
  },
  {
    "fact": "user's band is playing the Blue Hill Fair in August",
    "questions": [
      "Where's my next gig?",
      "What show does his group have coming up this summer?",
    ],
  },
  {
    "fact": "user plays a Fender Precision Bass through an Ampeg amp",
    "questions": [
      "What gear do I perform with?",
      "What brand is his guitar?",
    ],
  },
  {
    "fact": "user hates cruise ships",
    "questions": [
      "What type of vacation should I avoid?",
      "Would he enjoy a trip on a big liner to the Caribbean?",
    ],
  },
  {
    "fact": "user is planning a family trip to Nova Scotia next July",
    "questions": [
      "Where am I heading on holiday this coming summer?",
      "Which Canadian province is he visiting with his kids?",
    ],
  },
  {
    "fact": "user is saving for Owen's college through a Maine NextGen 529 plan",
    "questions": [
      "How am I putting money aside for my kid's education?",
      "What account holds his son's tuition fund?",
    ],
  },
  {
    "fact": "user banks with Bangor Savings Bank",
    "questions": [
      "Where is my checking account?",
      "Which financial institution does he use?",
    ],
  },
  {
    "fact": "user's lab funding comes from a NOAA Sea Grant that ends in 2026",
    "questions": [
      "When does my research money run out?",
      "Who pays for his science?",
    ],
  },
  {
    "fact": "user goes out on the R/V Ira C. research vessel twice a month to collect samples",
    "questions": [
      "How often am I at sea for fieldwork?",
      "What ship does he use for his job?",
    ],
  },
  {
    "fact": "user teaches a marine ecology undergraduate course every spring",
    "questions": [
      "What class am I instructing?",
      "What does he lecture on at the university?",
    ],
  },
  {
    "fact": "user gets seasick on rough days and takes Dramamine",
    "questions": [
      "What helps my nausea on the boat?",
      "What remedy does he use for queasiness offshore?",
    ],
  },
  {
    "fact": "user's birthday is October 3",
    "questions": [
      "What date do I celebrate turning a year older?",
      "When is he turning 39?",
    ],
  },
  {
    "fact": "user had ACL surgery on his left knee in 2015",
    "questions": [
      "Which old injury should I mention to my physical therapist?",
      "What joint problem has he had?",
    ],
  },
  {
    "fact": "user is a night owl who hates meetings before 9 a.m.",
    "questions": [
      "When should I avoid scheduling calls?",
      "Is he an early riser?",
    ],
  },
  {
    "fact": "user reads Patrick O'Brian's Aubrey-Maturin novels",
    "questions": [
      "What book series am I working through?",
      "What fiction does he enjoy?",
    ],
  },
  {
    "fact": "user roots for the Boston Red Sox and listens to games on WEEI radio",
    "questions": [
      "Which baseball club do I follow?",
      "What team does he cheer on?",
    ],
  },
  {
    "fact": "user's favorite restaurant is Eventide Oyster Co. in Portland",
    "questions": [
      "Where should I book dinner for date night?",
      "What's his go-to spot to eat out?",
    ],
  },
  {
    "fact": "user makes sourdough bread every Sunday with a starter named Gus",
    "questions": [
      "What do I bake at the weekend?",
      "What do they call his yeast culture?",
    ],
  },
  {
    "fact": "user is teaching himself the mandolin with YouTube lessons",
    "questions": [
      "What new instrument am I picking up?",
      "What is he practicing on his own besides the bass?",
    ],
  },
  {
    "fact": "user's home needs a new roof, quoted at $14,000 by Coastal Roofing",
    "questions": [
      "What big house repair am I budgeting for?",
      "What costly repair is he facing at his place?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh49}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh49Unrelated: string[] = [
  "which sculptor fashioned the Pietà",
  "what is the Mercalli quake classifier",
  "what is the capital of Mongolia",
  "which jovian crust conceals subsurface brine",
  "when did the Roman Empire collapse",
  "who invented jai alai",
  "how does a nuclear reactor sustain fission",
  "What is a kame?",
  "how do termites cool mounds",
  "what is quantum entanglement",
  "chronology of the Ottoman sultans",
  "definition of serendipity",
];

/**
 * A fifty-first held-out set, written on 2026-12-04 (stop 49) by a writer who had not seen the project, asked for a 45-year-old vegetarian software consultant in Manchester, UK, who cares for her mother with dementia, keeps chickens and an allotment, is learning Japanese, supports Manchester City and is recovering from a knee operation: 50 facts, two questions each. Kept unread: no question or miss of it was looked at in stop 49; only its totals were printed.
 */
export const fresh50: ParaphraseCase[] = [
  {
    "fact": "user lives in Didsbury, south Manchester",
    "questions": [
      "Which neighbourhood is my home in?",
      "What area of the city is her house in?",
    ],
  },
  {
    "fact": "user works as a freelance Salesforce consultant",
    "questions": [
      "What do I do for a living?",
      "What line of business is she in?",
    ],
  },
  {
    "fact": "user's mother Margaret has vascular dementia",
    "questions": [
      "What was Mum diagnosed with?",
      "What illness does her mum suffer from?",
    ],
  },
  {
    "fact": "user's mother attends a day centre in Withington on Tuesdays and Thursdays",
    "questions": [
      "Where does Mum go twice a week so I get a break?",
      "Which mornings is her mum looked after outside the house?",
    ],
  },
  {
    "fact": "user keeps four Light Sussex hens",
    "questions": [
      "What breed are my chickens?",
      "How many birds does she have in the coop?",
    ],
  },
  {
    "fact": "user rents plot 14 at the Fog Lane allotments",
    "questions": [
      "Where is my veg patch?",
      "Which growing site does she have a patch on?",
    ],
  },
  {
    "fact": "user has been vegetarian for twenty years",
    "questions": [
      "Can I order the lamb tagine?",
      "Would she eat a bacon butty?",
    ],
  },
  {
    "fact": "user had an ACL reconstruction on her left knee in March",
    "questions": [
      "What surgery did I have this spring?",
      "Which joint was operated on?",
    ],
  },
  {
    "fact": "user does physio exercises with a resistance band every morning",
    "questions": [
      "What rehab routine should I do before breakfast?",
      "What does she do at the start of each day to strengthen her leg?",
    ],
  },
  {
    "fact": "user is learning Japanese on Duolingo and aims for JLPT N4",
    "questions": [
      "Which app am I studying with, and what test am I targeting?",
      "What qualification is she working towards?",
    ],
  },
  {
    "fact": "user supports Manchester City and has a season ticket at the Etihad",
    "questions": [
      "Which football club do I follow?",
      "Does she go to home matches?",
    ],
  },
  {
    "fact": "user drives a 2018 Toyota Yaris hybrid",
    "questions": [
      "What car do I own?",
      "What's her motor?",
    ],
  },
  {
    "fact": "user uses a 14-inch MacBook Pro for work",
    "questions": [
      "What laptop do I have?",
      "Which computer does she code on?",
    ],
  },
  {
    "fact": "user's phone is a Google Pixel 8",
    "questions": [
      "What handset do I carry?",
      "Which mobile does she have?",
    ],
  },
  {
    "fact": "user's brother Simon lives in Leeds",
    "questions": [
      "Which of my siblings is in Yorkshire?",
      "Where is her only sibling based?",
    ],
  },
  {
    "fact": "user's daughter Freya is studying medicine at Edinburgh University",
    "questions": [
      "What degree is my kid pursuing?",
      "Which Scottish city is her child in?",
    ],
  },
  {
    "fact": "user is divorced from her ex-husband Mark",
    "questions": [
      "Am I married?",
      "Who was her spouse?",
    ],
  },
  {
    "fact": "user has a rescue greyhound called Biscuit",
    "questions": [
      "What kind of dog do I own?",
      "What's the name of her dog?",
    ],
  },
  {
    "fact": "user is allergic to penicillin",
    "questions": [
      "Which antibiotic must I avoid?",
      "What drug reaction should her doctor know about?",
    ],
  },
  {
    "fact": "user dislikes mushrooms",
    "questions": [
      "Which toppings should I leave off my pizza?",
      "What ingredient won't she touch?",
    ],
  },
  {
    "fact": "user's usual coffee order is an oat flat white",
    "questions": [
      "What do I normally get at the café?",
      "What does she ask the barista for?",
    ],
  },
  {
    "fact": "user banks with Monzo",
    "questions": [
      "Which app holds my current account?",
      "Who does she keep her money with?",
    ],
  },
  {
    "fact": "user plans a three-week trip to Kyoto and Tokyo next April for cherry blossom season",
    "questions": [
      "Where am I going on holiday in the spring?",
      "When is she flying to Asia?",
    ],
  },
  {
    "fact": "user takes sertraline 50mg daily",
    "questions": [
      "What antidepressant am I on?",
      "What mental health medication is she prescribed?",
    ],
  },
  {
    "fact": "user bakes sourdough every Saturday",
    "questions": [
      "What loaf do I make at the weekend?",
      "What does she do with her starter on weekends?",
    ],
  },
  {
    "fact":
      "user attends a Japanese conversation class at Manchester Central Library on Wednesday evenings",
    "questions": [
      "When is my language lesson?",
      "Which night does she practise speaking with others?",
    ],
  },
  {
    "fact": "user prefers email over phone calls",
    "questions": [
      "How should clients contact me?",
      "What's the best way to reach her?",
    ],
  },
  {
    "fact": "user's main client is the Co-op Group",
    "questions": [
      "Who is my biggest customer right now?",
      "Which company is she contracted to?",
    ],
  },
  {
    "fact": "user charges a day rate of £650",
    "questions": [
      "What do I bill for eight hours of consulting?",
      "What are her fees?",
    ],
  },
  {
    "fact": "user employs a home carer named Precious on Mondays, Wednesdays and Fridays",
    "questions": [
      "Who helps look after Mum at the house?",
      "Who comes in to support her mum three times a week?",
    ],
  },
  {
    "fact": "user holds Lasting Power of Attorney for her mother",
    "questions": [
      "What legal authority do I have over Mum's affairs?",
      "Can she make financial decisions on her mum's behalf?",
    ],
  },
  {
    "fact": "user's mother loves Vera Lynn songs and 1950s musicals",
    "questions": [
      "What tunes settle Mum when she's agitated?",
      "What should they play to cheer up her mum?",
    ],
  },
  {
    "fact": "user has an Amazon Echo Show in the kitchen",
    "questions": [
      "What smart speaker do I own?",
      "Which voice assistant gadget sits by her cooker?",
    ],
  },
  {
    "fact": "user lives in a three-bed Victorian terrace",
    "questions": [
      "What type of property is my house?",
      "How big is her home and what era was it built?",
    ],
  },
  {
    "fact": "user wants a loft conversion next year",
    "questions": [
      "What home improvement project am I saving up for?",
      "What building work is she hoping for upstairs?",
    ],
  },
  {
    "fact": "user's favourite player is Phil Foden",
    "questions": [
      "Who is my top footballer?",
      "Whose shirt would she buy at the club shop?",
    ],
  },
  {
    "fact": "user swims at Withington Baths twice a week",
    "questions": [
      "Where is my pool?",
      "How often does she go for a dip?",
    ],
  },
  {
    "fact": "user has mild hypertension",
    "questions": [
      "Is my blood pressure okay?",
      "What cardiovascular issue does she have?",
    ],
  },
  {
    "fact": "user takes a B12 supplement",
    "questions": [
      "Which vitamin do I need to top up?",
      "What nutrient pill does she rely on because of her diet?",
    ],
  },
  {
    "fact": "user reads on a Kindle Paperwhite",
    "questions": [
      "What device do I use for books?",
      "What does she use for novels in bed?",
    ],
  },
  {
    "fact": "user's favourite restaurant is Bundobust in Piccadilly",
    "questions": [
      "Where should I book for my birthday meal?",
      "Where does she like eating out?",
    ],
  },
  {
    "fact": "user can't stand reality TV",
    "questions": [
      "Should I bother watching Love Island?",
      "What telly programmes does she avoid?",
    ],
  },
  {
    "fact": "user subscribes to Crunchyroll to watch anime",
    "questions": [
      "Which streaming service do I pay for?",
      "Where does she get her Japanese cartoons?",
    ],
  },
  {
    "fact": "user sells spare eggs to neighbours for £2 a half-dozen",
    "questions": [
      "What do I charge next door for six from the coop?",
      "Does she give away surplus from her hens?",
    ],
  },
  {
    "fact": "user lost a hen to a fox last winter",
    "questions": [
      "What killed one of my birds?",
      "Has she had any predator trouble?",
    ],
  },
  {
    "fact": "user's allotment neighbour is a retired plumber called Ray",
    "questions": [
      "Who has the plot next to mine?",
      "Who is the old tradesman near her patch?",
    ],
  },
  {
    "fact": "user's accountant is Anita Shah at Shah & Co",
    "questions": [
      "Who does my tax return?",
      "Who handles her books?",
    ],
  },
  {
    "fact": "user blocks out Friday afternoons for admin",
    "questions": [
      "When do I do paperwork?",
      "What does she set aside at the end of the week?",
    ],
  },
  {
    "fact": "user pays into a SIPP with Vanguard",
    "questions": [
      "Where's my retirement pot?",
      "Which provider manages her pension?",
    ],
  },
  {
    "fact": "user is teetotal",
    "questions": [
      "Do I drink alcohol?",
      "Should we pour her a glass of wine?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh50}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh50Unrelated: string[] = [
  "who sculpted Michelangelo's Pietà",
  "how do volcanoes explode",
  "capital of mongolia",
  "how to knot a bowline",
  "vaporization temperature of mercury",
  "when did Byzantium collapse",
  "how do silkworms spin cocoons",
  "what is quantum entanglement",
  "how distant is Uranus",
  "who devised the refracting spyglass",
  "who invented sepak takraw",
  "how do submarines dive",
];

/**
 * A fifty-second held-out set, written on 2026-12-05 (stop 50) by a writer who had not seen the project, asked for a 61-year-old retired firefighter in Tucson, Arizona, who restores vintage motorcycles, volunteers at a food bank, manages type 2 diabetes, is a grandfather of four, plays pickleball and is planning a trip to Ireland with his wife: 50 facts, two questions each.
 */
export const fresh51: ParaphraseCase[] = [
  {
    "fact": "user's wife Maureen is a retired schoolteacher who taught third grade for 30 years.",
    "questions": [
      "what did my spouse do for a living before she stopped?",
      "what was his partner's career before leaving the workforce?",
    ],
  },
  {
    "fact": "user retired from the Tucson Fire Department in 2019 after 28 years as a captain.",
    "questions": [
      "how long was I with the city's blaze crew before I quit?",
      "what rank did he hold in his old emergency service job, and when did he leave it?",
    ],
  },
  {
    "fact": "user is restoring a 1972 Honda CB350 in his garage.",
    "questions": [
      "which old bike am I currently rebuilding?",
      "what vintage two-wheeler project does he have going right now?",
    ],
  },
  {
    "fact":
      "user volunteers every Thursday morning at the Community Food Bank of Southern Arizona.",
    "questions": [
      "where do I help out on my weekly charity shift?",
      "which nonprofit does he give his time to, and on what weekday?",
    ],
  },
  {
    "fact": "user was diagnosed with type 2 diabetes in 2016.",
    "questions": [
      "when did I first learn about my blood sugar condition?",
      "what year did his doctor find his glucose problem?",
    ],
  },
  {
    "fact": "user takes metformin 500 mg twice a day with meals.",
    "questions": [
      "what pill should I swallow at breakfast and supper, and how strong is the dose?",
      "which prescription does he rely on for glucose control, and how often?",
    ],
  },
  {
    "fact": "user has four grandchildren: Lily, Mason, Ava, and Noah.",
    "questions": [
      "what are my kids' kids called?",
      "what are the names of the youngest generation in his family?",
    ],
  },
  {
    "fact": "user plays pickleball three mornings a week at Himmel Park.",
    "questions": [
      "where do I go for my paddle sport games?",
      "what racket game does he do regularly, and at which recreation spot?",
    ],
  },
  {
    "fact": "user and his wife are planning a two-week trip to Ireland in September 2025.",
    "questions": [
      "when is our European vacation, and where are we headed?",
      "which country is he visiting with his spouse this fall, and for how long?",
    ],
  },
  {
    "fact": "user's daughter Karen lives in Phoenix and works as a dental hygienist.",
    "questions": [
      "what does my girl do for a job, and which city is she in?",
      "where does his female offspring reside and what is her occupation?",
    ],
  },
  {
    "fact": "user's son Mike is a Border Patrol agent stationed in Nogales.",
    "questions": [
      "where is my boy posted for work?",
      "what federal law enforcement position does his male child hold?",
    ],
  },
  {
    "fact": "user drives a 2014 Ford F-150 pickup.",
    "questions": [
      "what truck do I own?",
      "what vehicle does he get around in?",
    ],
  },
  {
    "fact": "user's A1C was 6.8 at his last checkup in March.",
    "questions": [
      "what was my latest hemoglobin lab result?",
      "what did his most recent blood test number come in at?",
    ],
  },
  {
    "fact": "user's primary care doctor is Dr. Linda Patel at Banner Health.",
    "questions": [
      "who is my main physician?",
      "which GP does he see, and at what medical network?",
    ],
  },
  {
    "fact": "user has a rescue dog named Rusty, a nine-year-old Australian shepherd mix.",
    "questions": [
      "what's my pooch called, and what lineage is he?",
      "what sort of hound does he keep, and what's its age?",
    ],
  },
  {
    "fact": "user's favorite food is green chile enchiladas from El Charro Cafe.",
    "questions": [
      "what dish do I love most, and which restaurant makes it best?",
      "what's his go-to meal when eating out?",
    ],
  },
  {
    "fact": "user is allergic to penicillin.",
    "questions": [
      "which antibiotic gives me a bad reaction?",
      "what drug sensitivity should providers know about for him?",
    ],
  },
  {
    "fact": "user's pension from the city is about $4,200 per month.",
    "questions": [
      "how much do I receive from my retirement payout regularly?",
      "what's his post-career income from his former employer?",
    ],
  },
  {
    "fact": "user lives in a single-story adobe house on the east side of Tucson.",
    "questions": [
      "what kind of home do I have and in what part of town?",
      "what style of dwelling does he occupy, and which neighborhood area?",
    ],
  },
  {
    "fact": "user's wife Maureen is gluten-free due to celiac disease.",
    "questions": [
      "what dietary restriction does my spouse follow?",
      "what can't his partner eat and why?",
    ],
  },
  {
    "fact": "user's favorite football team is the Arizona Cardinals.",
    "questions": [
      "which NFL squad do I root for?",
      "what pro gridiron club does he cheer on?",
    ],
  },
  {
    "fact": "user wakes up at 5:30 a.m. every day.",
    "questions": [
      "what time do I usually get out of bed?",
      "how early does he rise?",
    ],
  },
  {
    "fact": "user uses an iPhone 13 and an older iPad for FaceTime with the grandkids.",
    "questions": [
      "which Apple gadgets do I own?",
      "what handheld devices does he rely on to chat with family?",
    ],
  },
  {
    "fact": "user has Cigna health coverage through the city's retiree plan.",
    "questions": [
      "who provides my medical policy?",
      "which insurer handles his benefits?",
    ],
  },
  {
    "fact": "user's wedding anniversary is June 14; they married in 1986.",
    "questions": [
      "when did I tie the knot?",
      "what date does he celebrate with his spouse each year, and since when?",
    ],
  },
  {
    "fact": "user served in the U.S. Navy for four years before becoming a firefighter.",
    "questions": [
      "which branch of the military was I in?",
      "what armed forces background does he have?",
    ],
  },
  {
    "fact":
      "user's best friend is Ray Delgado, a fellow retired firefighter who also rides motorcycles.",
    "questions": [
      "who's my closest buddy?",
      "who is his pal from the old station days?",
    ],
  },
  {
    "fact": "user has a 1965 BMW R60/2 that he rides on weekends.",
    "questions": [
      "which German classic do I take out on Saturdays and Sundays?",
      "what antique motorbike does he cruise on his days off?",
    ],
  },
  {
    "fact": "user buys motorcycle parts from a shop called Cycle Salvage in Mesa.",
    "questions": [
      "where do I get components for my bikes?",
      "which store does he order spare pieces from?",
    ],
  },
  {
    "fact": "user's blood pressure medication is lisinopril 10 mg.",
    "questions": [
      "what do I take for hypertension?",
      "which heart-related prescription is he on, and what's the strength?",
    ],
  },
  {
    "fact": "user checks his blood sugar with a Dexcom G7 continuous glucose monitor.",
    "questions": [
      "what gadget do I wear to track my levels?",
      "what tech does he rely on for diabetic readings?",
    ],
  },
  {
    "fact": "user's wife Maureen's birthday is October 3.",
    "questions": [
      "when is my spouse's special occasion?",
      "what date was his partner born?",
    ],
  },
  {
    "fact": "user is trying to lose 20 pounds before the Ireland trip.",
    "questions": [
      "how much weight am I hoping to shed?",
      "what's his slimming goal ahead of his travels?",
    ],
  },
  {
    "fact": "user's favorite beer is Guinness, though he limits himself to one a week.",
    "questions": [
      "which stout do I like to drink, and how often?",
      "what alcohol does he enjoy, and how much does he allow?",
    ],
  },
  {
    "fact": "user's grandson Mason plays Little League baseball in Marana.",
    "questions": [
      "which kid in the family is on a youth diamond squad, and where?",
      "what athletic activity is his young male descendant in?",
    ],
  },
  {
    "fact": "user's daughter-in-law is named Jessica and she is a nurse at Tucson Medical Center.",
    "questions": [
      "what does my boy's wife do?",
      "who is married to his boy, and what's her profession?",
    ],
  },
  {
    "fact": "user keeps a vegetable garden with tomatoes, peppers, and squash in raised beds.",
    "questions": [
      "what am I growing out back?",
      "what produce does he cultivate at home?",
    ],
  },
  {
    "fact": "user cooks menudo every New Year's Day for the whole family.",
    "questions": [
      "what traditional dish do I prepare on January 1?",
      "what soup does he make for relatives on the first of January?",
    ],
  },
  {
    "fact": "user stores his logins in the Bitwarden password manager.",
    "questions": [
      "where do I keep my credentials?",
      "what app holds his sign-in info?",
    ],
  },
  {
    "fact": "user reads the Arizona Daily Star newspaper every morning with his coffee.",
    "questions": [
      "what press publication do I look at over my first cup of joe?",
      "what print source does he catch up on at dawn?",
    ],
  },
  {
    "fact": "user's workshop has a Miller 211 MIG welder.",
    "questions": [
      "what do I use to join metal?",
      "which fusing tool does he have in the shed?",
    ],
  },
  {
    "fact": "user has a Costco membership and shops there every other Saturday.",
    "questions": [
      "which warehouse club do I belong to?",
      "where does he buy groceries in bulk, and how often?",
    ],
  },
  {
    "fact": "user's sister Debbie lives in Boston.",
    "questions": [
      "where is my sibling located?",
      "which city is his female sibling in?",
    ],
  },
  {
    "fact": "user plans to fly Aer Lingus from Phoenix to Dublin.",
    "questions": [
      "which carrier am I taking to Europe?",
      "what airline and route does he intend to book for the overseas journey?",
    ],
  },
  {
    "fact": "user's favorite band is Creedence Clearwater Revival.",
    "questions": [
      "which group do I love listening to?",
      "what rock act does he enjoy the most?",
    ],
  },
  {
    "fact": "user has a colonoscopy scheduled for November 12.",
    "questions": [
      "when is my upcoming screening procedure?",
      "what medical exam does he have coming up this fall?",
    ],
  },
  {
    "fact": "user watches Jeopardy every night at 7 p.m.",
    "questions": [
      "what quiz program do I tune in to each evening?",
      "which TV game show does he never miss?",
    ],
  },
  {
    "fact": "user's investment account is with Fidelity, and he has about $310,000 saved.",
    "questions": [
      "which brokerage holds my nest egg and how big is it?",
      "who manages his portfolio and what's it worth?",
    ],
  },
  {
    "fact": "user quit smoking in 2008 and has been tobacco-free since.",
    "questions": [
      "when did I give up cigarettes?",
      "what year did he kick the nicotine habit?",
    ],
  },
  {
    "fact": "user's church is St. Ambrose Catholic Parish, where he attends Saturday evening Mass.",
    "questions": [
      "where do I worship?",
      "what congregation does he belong to, and when does he go to services?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh51}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh51Unrelated: string[] = [
  "Why does the geomagnetic pole drift?",
  "who composed Sei Shonagon's Heian diary?",
  "how ancient is Baikal's basin?",
  "when did the Byzantine Empire collapse?",
  "how tall is Kilimanjaro?",
  "chemical symbol of mercury",
  "who triumphed at Bern in 1954?",
  "how do tectonic slabs uplift ranges?",
  "Bi Sheng's movable glyphs",
  "official tongue of Paraguay",
  "Zhoukoudian hominins",
  "how do cuttlefish camouflage?",
];

/**
 * A fifty-third held-out set, written on 2026-12-05 (stop 50) by a writer who had not seen the project, asked for a 34-year-old freelance Portuguese-English translator in Lisbon with a two-year-old son and a partner who is a chef, who is training for her first triathlon, rents a flat, is allergic to cats, plays the cello and is saving to buy a house: 50 facts, two questions each. Kept unread: no question or miss of it was looked at in stop 50; only its totals were printed.
 */
export const fresh52: ParaphraseCase[] = [
  {
    "fact": "user's son Tomás attends a daycare called Pequenos Passos in Campo de Ourique.",
    "questions": [
      "where does my little boy go while I'm working?",
      "which nursery is her toddler enrolled at?",
    ],
  },
  {
    "fact": "user's partner Rui works as a sous-chef at Taberna do Mar in Cais do Sodré.",
    "questions": [
      "where does my boyfriend cook for a living?",
      "what's the job of the man she lives with, and which kitchen employs him?",
    ],
  },
  {
    "fact":
      "user takes 10 mg of cetirizine before visiting homes with cats because of her allergy.",
    "questions": [
      "what antihistamine dose should I swallow near felines?",
      "which pill does she rely on around furry pets?",
    ],
  },
  {
    "fact":
      "user is training for her first triathlon, an olympic-distance race in Cascais on 21 September.",
    "questions": [
      "what endurance event am I preparing for this autumn?",
      "which multisport competition is she getting ready for, and when is it?",
    ],
  },
  {
    "fact":
      "user swims at the Piscina Municipal do Areeiro on Tuesday and Thursday mornings at 7am.",
    "questions": [
      "when do I usually do my pool laps?",
      "what's her aquatic workout timetable?",
    ],
  },
  {
    "fact":
      "user plays the cello in the Orquestra Amadores de Lisboa, which rehearses on Wednesday evenings.",
    "questions": [
      "which ensemble am I part of, and what night do we practise?",
      "what musical group does she belong to?",
    ],
  },
  {
    "fact": "user's cello teacher is Inês Carvalho, who gives her lessons every other Saturday.",
    "questions": [
      "who instructs me on my stringed instrument?",
      "who is her music tutor and how often does she see her?",
    ],
  },
  {
    "fact": "user rents a two-bedroom flat on Rua de São Bento for 1,150 euros a month.",
    "questions": [
      "how much does my accommodation cost me?",
      "what does she pay her landlord, and where's the apartment?",
    ],
  },
  {
    "fact": "user's lease expires in March 2026 and her landlord is Senhor Fernandes.",
    "questions": [
      "when does my rental contract end?",
      "when is her tenancy agreement up, and who owns the property?",
    ],
  },
  {
    "fact": "user has saved 38,000 euros toward a house down payment and is aiming for 60,000.",
    "questions": [
      "how close am I to being able to afford a home?",
      "how big is her property fund right now, and what's the goal?",
    ],
  },
  {
    "fact": "user keeps a 6,000-euro emergency fund in a Millennium BCP savings account.",
    "questions": [
      "where's my rainy-day money stashed?",
      "which bank holds her reserve cash?",
    ],
  },
  {
    "fact":
      "user's biggest clients are the publisher Tinta-da-China and the law firm Morais Leitão.",
    "questions": [
      "who commissions most of my language work?",
      "which companies hire her most often?",
    ],
  },
  {
    "fact":
      "user charges 9 cents per word for literary translation and 12 cents for legal documents.",
    "questions": [
      "what's my rate for rendering novels into another language?",
      "how much does she bill for her linguistic services?",
    ],
  },
  {
    "fact": "user relies on Trados Studio 2022 as her CAT tool.",
    "questions": [
      "which software do I use for my computer-assisted jobs?",
      "what program does she do her professional projects in?",
    ],
  },
  {
    "fact": "user's accountant is Marta Sousa, who files her quarterly VAT returns.",
    "questions": [
      "who handles my taxes?",
      "who does her bookkeeping?",
    ],
  },
  {
    "fact": "user issues her invoices as recibos verdes through the Portal das Finanças.",
    "questions": [
      "how do I bill clients officially?",
      "what government system does she use for receipts?",
    ],
  },
  {
    "fact": "user's son Tomás was born on 3 May 2023.",
    "questions": [
      "when is my boy's birthday?",
      "how old is her kid?",
    ],
  },
  {
    "fact": "user's son has a peanut allergy and she carries an EpiPen Jr for him.",
    "questions": [
      "what food must my little one avoid?",
      "does her child have any dietary sensitivities?",
    ],
  },
  {
    "fact": "user's son's pediatrician is Dr. Helena Matos at Hospital CUF Descobertas.",
    "questions": [
      "who's my toddler's doctor?",
      "which children's physician does she take her boy to?",
    ],
  },
  {
    "fact":
      "user's mother Graça lives in Coimbra and comes to Lisbon one weekend a month to help with childcare.",
    "questions": [
      "where is my mum based?",
      "which city is her mom from, and how often does she visit?",
    ],
  },
  {
    "fact": "user's father Peter is British and lives in Bristol.",
    "questions": [
      "where does my dad reside?",
      "which English city is her dad in?",
    ],
  },
  {
    "fact": "user's best friend Sofia is a nurse who lives in Almada.",
    "questions": [
      "who's my closest mate and what does she do?",
      "what job does her closest pal have?",
    ],
  },
  {
    "fact": "user trains with the Clube de Triatlo de Oeiras on Sunday mornings.",
    "questions": [
      "which sports group do I work out with at weekends?",
      "what athletic squad does she exercise with?",
    ],
  },
  {
    "fact": "user rides a Specialized Allez road bike she bought secondhand for 700 euros.",
    "questions": [
      "what bicycle do I own?",
      "what kind of two-wheeler does she have and what did it cost?",
    ],
  },
  {
    "fact": "user runs in Hoka Clifton 9 shoes.",
    "questions": [
      "what trainers do I jog in?",
      "which footwear brand does she use for jogging?",
    ],
  },
  {
    "fact": "user's personal best for a 10 km run is 52 minutes 30 seconds.",
    "questions": [
      "what's my fastest time over ten kilometres?",
      "what's her record pace for that race distance?",
    ],
  },
  {
    "fact": "user is pescatarian and avoids red meat and poultry.",
    "questions": [
      "what's my approach to food?",
      "does she have any dietary restrictions?",
    ],
  },
  {
    "fact": "user's favourite dish is bacalhau à Brás.",
    "questions": [
      "what meal do I love most?",
      "which cod recipe does she like best?",
    ],
  },
  {
    "fact": "user drinks her coffee as an oat-milk flat white and has none after 2pm.",
    "questions": [
      "how do I take my caffeine?",
      "what's her usual café order?",
    ],
  },
  {
    "fact": "user has mild asthma and uses a Ventolin inhaler.",
    "questions": [
      "what do I puff on when my breathing gets tight?",
      "what respiratory condition does she have?",
    ],
  },
  {
    "fact": "user's family doctor is Dr. Ricardo Pinto at the Centro de Saúde da Lapa.",
    "questions": [
      "who's my regular GP?",
      "which health clinic is she registered with?",
    ],
  },
  {
    "fact": "user is short-sighted and wears daily contact lenses.",
    "questions": [
      "what's wrong with my vision?",
      "does she need glasses or something to see properly?",
    ],
  },
  {
    "fact": "user has a dental check-up booked for 12 November at 9:30.",
    "questions": [
      "when's my next visit to get my teeth looked at?",
      "when is her next oral health appointment?",
    ],
  },
  {
    "fact":
      "user doesn't own a car and gets around Lisbon on the Metro with a Navegante monthly pass.",
    "questions": [
      "how do I usually travel through the city?",
      "what public transport ticket does she use?",
    ],
  },
  {
    "fact": "user's phone is a Google Pixel 7.",
    "questions": [
      "what mobile do I have?",
      "which handset does she carry?",
    ],
  },
  {
    "fact": "user works on a 14-inch MacBook Pro M2.",
    "questions": [
      "what laptop do I have?",
      "what computer does she do her jobs on?",
    ],
  },
  {
    "fact": "user pays 17.99 euros a month for a Spotify Premium Family plan.",
    "questions": [
      "which music streaming service am I signed up to?",
      "what audio app does she subscribe to?",
    ],
  },
  {
    "fact": "user's Strava username is tradutora_tri.",
    "questions": [
      "what's my handle on the fitness-tracking app?",
      "what does she go by on the exercise logging platform?",
    ],
  },
  {
    "fact": "user works from 9am to 1pm while Tomás is at daycare, and again after 8pm.",
    "questions": [
      "what hours am I at my desk?",
      "when is she typically available for professional tasks?",
    ],
  },
  {
    "fact": "user's partner Rui has Mondays and Tuesdays off.",
    "questions": [
      "when is my boyfriend free from the restaurant?",
      "when is her guy not on shift?",
    ],
  },
  {
    "fact": "user hates phone calls and prefers clients to contact her by email.",
    "questions": [
      "how do I like people to reach me?",
      "what's the best way to get in touch with her?",
    ],
  },
  {
    "fact": "user plans to move to a house in Oeiras or Carcavelos within two years.",
    "questions": [
      "where am I hoping to relocate?",
      "which area does she want to settle in eventually?",
    ],
  },
  {
    "fact": "user is in talks with Caixa Geral de Depósitos about a mortgage.",
    "questions": [
      "which lender am I negotiating with for a home loan?",
      "what financial institution is she dealing with for property financing?",
    ],
  },
  {
    "fact": "user is going to the Azores with Rui and Tomás in the last week of July.",
    "questions": [
      "where's my family trip this summer?",
      "where is she vacationing soon?",
    ],
  },
  {
    "fact": "user's son's favourite toy is a plush octopus named Polvo.",
    "questions": [
      "what's my kid's most beloved stuffed animal?",
      "what cuddly thing does her toddler carry everywhere?",
    ],
  },
  {
    "fact": "user listens to audiobooks on Storytel during long training rides.",
    "questions": [
      "which app plays narrated literature for me while I cycle?",
      "what narration service does she use while out cycling?",
    ],
  },
  {
    "fact": "user's cello is a 1920s German instrument she inherited from her grandmother.",
    "questions": [
      "who left me the bowed thing I play?",
      "how old is the thing she plays in the orchestra, and where did it come from?",
    ],
  },
  {
    "fact":
      "user is in a book club that meets at Livraria Ler Devagar on the first Thursday of each month.",
    "questions": [
      "where does my reading group gather?",
      "when does her literary circle get together?",
    ],
  },
  {
    "fact": "user is learning German on Duolingo and has a 210-day streak.",
    "questions": [
      "what language am I studying on my phone?",
      "how long has she kept up her lessons in that app?",
    ],
  },
  {
    "fact": "user's neighbour Dona Lurdes waters her plants when she's away.",
    "questions": [
      "who looks after my greenery when I travel?",
      "who keeps her greenery alive during trips out of town?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh52}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh52Unrelated: string[] = [
  "why did Minoan Crete collapse",
  "Turandot librettists",
  "deepest freshwater basin on Earth",
  "when did the Byzantine Empire collapse",
  "how does photosynthesis convert sunlight into carbohydrate",
  "which dynasty introduced the earliest banknotes",
  "lbw dismissal explained",
  "tallest volcano beyond Earth",
  "Picasso Guernica backstory",
  "chemical symbol for tungsten",
  "capital of Mongolia",
  "why do icebergs appear azure",
];

/**
 * A fifty-fourth held-out set, written on 2026-12-05 (stop 51) by a writer who had not seen the project, asked for a 42-year-old Filipino-American ICU nurse in San Diego who works night shifts, surfs, is married to a high-school band director, has two children (8 and 11) and a rescue greyhound, has asthma, coaches her daughter's soccer team, drives an old minivan and is saving for a family trip to Manila: 50 facts, two questions each.
 */
export const fresh53: ParaphraseCase[] = [
  {
    "fact": "user works night shift as an RN in the cardiac ICU at Sharp Memorial Hospital.",
    "questions": [
      "where am I employed?",
      "where does she tend to patients?",
    ],
  },
  {
    "fact": "user's usual schedule is three 12-hour shifts a week, 7pm to 7:30am.",
    "questions": [
      "what time do I clock in and out?",
      "how many nights does she do in a typical seven-day stretch?",
    ],
  },
  {
    "fact": "user's husband Marco teaches band at Hoover High.",
    "questions": [
      "what does my spouse do for a living?",
      "where is her partner employed as a music educator?",
    ],
  },
  {
    "fact": "user's son Diego is 11 and plays trumpet.",
    "questions": [
      "how old is my boy?",
      "which instrument does her older child practice?",
    ],
  },
  {
    "fact": "user's daughter Lani is 8 and plays striker on the Tidepool Sharks U9 soccer team.",
    "questions": [
      "what position does my girl take on the field?",
      "what's the name of the youth squad her youngest is on?",
    ],
  },
  {
    "fact": "user coaches the Tidepool Sharks at Nobel Athletic Field every Saturday at 9am.",
    "questions": [
      "when are my games and practices on weekends?",
      "where does she lead the kids' team?",
    ],
  },
  {
    "fact":
      "user adopted a retired racing greyhound named Biscuit from Greyhound Adoption Center in El Cajon.",
    "questions": [
      "what's my dog called?",
      "where did she get the family pet?",
    ],
  },
  {
    "fact": "user has moderate persistent asthma diagnosed in her twenties.",
    "questions": [
      "what chronic lung condition do I have?",
      "what breathing problem has she had since young adulthood?",
    ],
  },
  {
    "fact":
      "user takes a Symbicort inhaler twice a day and keeps an albuterol rescue inhaler in her scrub pocket.",
    "questions": [
      "what medicines do I use for my lungs?",
      "what does she carry at work in case of a wheezing attack?",
    ],
  },
  {
    "fact": "user's pulmonologist is Dr. Anita Reyes at Scripps Clinic Torrey Pines.",
    "questions": [
      "who is my lung specialist?",
      "which physician manages her respiratory care?",
    ],
  },
  {
    "fact": "user has a follow-up spirometry test scheduled for March 14.",
    "questions": [
      "when is my next breathing function exam?",
      "what date is her upcoming pulmonary appointment?",
    ],
  },
  {
    "fact":
      "user surfs at Tourmaline Surf Park in Pacific Beach most mornings after a night shift.",
    "questions": [
      "where do I catch waves?",
      "which spot does she paddle out at post-work?",
    ],
  },
  {
    "fact": "user rides a 9'2\" Takayama longboard.",
    "questions": [
      "what do I paddle out on?",
      "who shaped the stick she uses in the ocean?",
    ],
  },
  {
    "fact": "user wears a 3/2mm O'Neill wetsuit in winter.",
    "questions": [
      "what do I put on for the cold water?",
      "which brand of neoprene does she put on for chilly sessions?",
    ],
  },
  {
    "fact": "user drives a 2009 Honda Odyssey with about 212,000 miles on it.",
    "questions": [
      "what vehicle do I get around in?",
      "how old is the family car?",
    ],
  },
  {
    "fact": "user's minivan needs a new timing belt, quoted at $950 by Kearny Mesa Auto Repair.",
    "questions": [
      "what maintenance is due on my car?",
      "how much will the mechanic charge her for the engine fix?",
    ],
  },
  {
    "fact": "user lives in a three-bedroom house in Clairemont, San Diego.",
    "questions": [
      "which neighborhood is my home in?",
      "how many sleeping quarters does her place have?",
    ],
  },
  {
    "fact": "user and Marco pay a $3,400 monthly mortgage.",
    "questions": [
      "how much do we shell out for the house note?",
      "what does their home loan cost them?",
    ],
  },
  {
    "fact": "user is saving for a family trip to Manila, aiming for $9,000 by next summer.",
    "questions": [
      "how much money am I trying to put aside for our vacation?",
      "what's her goal for the Philippines fund?",
    ],
  },
  {
    "fact":
      "user keeps her travel fund in an Ally high-yield savings account, currently at $5,200.",
    "questions": [
      "where am I stashing cash for our overseas journey?",
      "how much has she set aside so far?",
    ],
  },
  {
    "fact": "user plans to visit her Lola's hometown of Pampanga during the Manila trip.",
    "questions": [
      "which province do I want to see while abroad?",
      "where is her grandmother originally from?",
    ],
  },
  {
    "fact":
      "user is learning to cook her grandmother's chicken adobo with cane vinegar and bay leaves.",
    "questions": [
      "which of my family dishes am I practicing in the kitchen?",
      "what Filipino recipe from her lola is she trying to master?",
    ],
  },
  {
    "fact": "user keeps Lola Nena's handwritten recipe cards in a tin box above the fridge.",
    "questions": [
      "where do I store my grandma's cooking instructions?",
      "where does she stash the old family food notes?",
    ],
  },
  {
    "fact": "user's favorite dessert to make is leche flan using her Lola's llanera molds.",
    "questions": [
      "what sweet treat do I like baking most?",
      "what custard does she prepare for parties?",
    ],
  },
  {
    "fact": "user shops for Filipino ingredients at Seafood City in Mira Mesa.",
    "questions": [
      "where do I buy groceries for Asian cooking?",
      "which market does she visit for her pantry staples?",
    ],
  },
  {
    "fact": "user's best friend is Jasmine Tran, a fellow ICU nurse she met in nursing school.",
    "questions": [
      "who is my closest pal?",
      "which coworker has she known since college?",
    ],
  },
  {
    "fact":
      "user and Jasmine have a standing brunch at Snooze on their shared day off every other Sunday.",
    "questions": [
      "where do I eat breakfast with my buddy?",
      "how often does she meet her friend for a late-morning meal?",
    ],
  },
  {
    "fact":
      "user's mother Rosario lives in Chula Vista and watches the kids on user's work nights.",
    "questions": [
      "who babysits when I'm on duty?",
      "where is her mom based?",
    ],
  },
  {
    "fact": "user is a Certified Critical Care Registered Nurse (CCRN).",
    "questions": [
      "what specialty credential do I hold?",
      "is she credentialed in her specialty beyond a basic license?",
    ],
  },
  {
    "fact": "user's CCRN certification renewal is due in October 2025.",
    "questions": [
      "when does my professional credential expire?",
      "what month must she recertify?",
    ],
  },
  {
    "fact":
      "user sleeps from 9am to 3pm on workdays using blackout curtains and a Hatch white-noise machine.",
    "questions": [
      "what are my daytime rest hours?",
      "what helps her shut out light and sound during her daytime rest?",
    ],
  },
  {
    "fact": "user drinks a cold brew from Dark Horse Coffee before every shift.",
    "questions": [
      "what caffeine do I grab ahead of clocking in?",
      "where does she get her pre-work pick-me-up?",
    ],
  },
  {
    "fact": "user packs chicken arroz caldo in a thermos for her overnight meal break.",
    "questions": [
      "what lunch do I bring to the hospital?",
      "what soup does she eat at midnight?",
    ],
  },
  {
    "fact": "user is allergic to penicillin.",
    "questions": [
      "what antibiotic can't I take?",
      "does she have any drug reactions?",
    ],
  },
  {
    "fact": "user gets her annual flu shot through Sharp's employee health clinic each September.",
    "questions": [
      "where am I vaccinated every fall?",
      "when does she receive her seasonal vaccination?",
    ],
  },
  {
    "fact": "user's wedding anniversary with Marco is June 22.",
    "questions": [
      "when did my husband and I tie the knot?",
      "what date do they celebrate being married?",
    ],
  },
  {
    "fact": "user and Marco met in the UCLA marching band, where she played clarinet.",
    "questions": [
      "how did I meet my spouse?",
      "what instrument did she perform in college?",
    ],
  },
  {
    "fact": "user's son Diego has braces from Dr. Kim at Clairemont Orthodontics.",
    "questions": [
      "who is my boy's teeth-straightening doctor?",
      "does her older child wear dental appliances?",
    ],
  },
  {
    "fact": "user's daughter Lani has a peanut allergy and carries an EpiPen.",
    "questions": [
      "which food must my girl avoid?",
      "what emergency medication does her youngest keep on hand?",
    ],
  },
  {
    "fact": "user walks Biscuit every evening around Mount Etna Park.",
    "questions": [
      "where do I take my dog for strolls?",
      "when does she exercise the family pet?",
    ],
  },
  {
    "fact": "user's greyhound Biscuit eats Purina Pro Plan sensitive skin and stomach kibble.",
    "questions": [
      "what food do I feed my pup?",
      "what brand of chow does her pooch get?",
    ],
  },
  {
    "fact": "user's vet is Dr. Patel at Clairemont Animal Hospital.",
    "questions": [
      "who takes care of my pet's checkups?",
      "who treats her dog when it's sick?",
    ],
  },
  {
    "fact": "user is training to complete the La Jolla Half Marathon in April.",
    "questions": [
      "what race am I preparing for this spring?",
      "what long-distance event is she getting ready to run?",
    ],
  },
  {
    "fact":
      "user volunteers once a month at a free blood pressure screening at St. Mark's Filipino church.",
    "questions": [
      "where do I give back to the community?",
      "what health checks does she help with at her parish?",
    ],
  },
  {
    "fact": "user uses YNAB to track the family budget.",
    "questions": [
      "what app helps me manage money?",
      "how does she keep tabs on spending?",
    ],
  },
  {
    "fact":
      "user's sister Carmela lives in Quezon City and will host the family during the Manila trip.",
    "questions": [
      "who will we stay with overseas?",
      "which sibling of hers is in the Philippines?",
    ],
  },
  {
    "fact":
      "user wants to book Philippine Airlines flights from LAX for the Manila trip next July.",
    "questions": [
      "which carrier do I plan to fly abroad?",
      "when is she hoping to depart for her overseas vacation?",
    ],
  },
  {
    "fact": "user reads romance novels on a Kindle Paperwhite during quiet stretches.",
    "questions": [
      "what genre do I enjoy as a pastime?",
      "what device does she use for e-books?",
    ],
  },
  {
    "fact": "user plays mahjong with her aunts on the first Friday of each month.",
    "questions": [
      "what tile game do I enjoy with relatives?",
      "how often does she get together with her titas?",
    ],
  },
  {
    "fact":
      "user's go-to karaoke song is 'My Way' by Frank Sinatra, though she avoids singing it at Filipino parties.",
    "questions": [
      "what tune do I usually pick on the mic?",
      "what classic does she belt out on the mic?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh53}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh53Unrelated: string[] = [
  "what does the Mercator chart distort?",
  "How does a thermocouple sense warmth?",
  "why do comets have tails?",
  "what did the Rosetta inscription reveal?",
  "what is the Coriolis effect?",
  "Khalkha characters: Cyrillic or Uyghur?",
  "how do geysers spout?",
  "how do dolphins echolocate?",
  "Why is the thalassic expanse saline?",
  "what is the Fibonacci sequence?",
  "what is entropy?",
  "why are flamingos pink?",
];

/**
 * A fifty-fifth held-out set, written on 2026-12-05 (stop 51) by a writer who had not seen the project, asked for a 67-year-old widowed Norwegian-American retired accountant in Minneapolis who ice-fishes, plays chess online, wears hearing aids, owns a lake cabin, prepares tax returns for low-income families as a volunteer, takes a blood thinner for atrial fibrillation, sings in a Lutheran choir and is learning woodworking: 50 facts, two questions each. Kept unread: no question or miss of it was looked at in stop 51; only its totals were printed.
 */
export const fresh54: ParaphraseCase[] = [
  {
    "fact":
      "user's daughter Kari lives in Phoenix with her husband Mark and works as an emergency room nurse.",
    "questions": [
      "which Arizona city did my kid settle down in?",
      "what is his child's job?",
    ],
  },
  {
    "fact":
      "user's grandson Erik is a sophomore studying mechanical engineering at the University of Minnesota Duluth.",
    "questions": [
      "what is my daughter's boy majoring in?",
      "which campus does the college kid in his family attend?",
    ],
  },
  {
    "fact": "user's wife Ingrid died of ovarian cancer in March 2019.",
    "questions": [
      "when did I lose my spouse?",
      "how did his late partner pass away?",
    ],
  },
  {
    "fact": "user takes Eliquis 5 mg twice a day for atrial fibrillation.",
    "questions": [
      "what blood medicine am I on?",
      "how often does he dose his anticoagulant?",
    ],
  },
  {
    "fact":
      "user's cardiologist is Dr. Patel at Abbott Northwestern Hospital; his next checkup is February 12.",
    "questions": [
      "who is my heart doctor?",
      "when is his upcoming visit with the heart specialist?",
    ],
  },
  {
    "fact":
      "user wears Phonak Audeo hearing aids and charges them every night on the bedside dock.",
    "questions": [
      "what brand is my listening equipment?",
      "who makes the devices he uses for his partial deafness?",
    ],
  },
  {
    "fact": "user's cabin is on Lake Vermilion near Tower, Minnesota.",
    "questions": [
      "where is my getaway place up north?",
      "which body of water is his vacation retreat on?",
    ],
  },
  {
    "fact": "user drives a dark blue 2016 Ford F-150.",
    "questions": [
      "what kind of truck do I have?",
      "what color is his vehicle?",
    ],
  },
  {
    "fact": "user plays chess on Lichess most evenings and is rated around 1450.",
    "questions": [
      "which website do I use for my board game?",
      "what's his skill score in the online board game?",
    ],
  },
  {
    "fact": "user sings bass in the Sanctuary Choir at Mount Olivet Lutheran Church.",
    "questions": [
      "which congregation's vocal group am I part of?",
      "what vocal range does he perform in his worship ensemble?",
    ],
  },
  {
    "fact":
      "user volunteers with AARP Tax-Aide preparing returns for low-income families from February to April.",
    "questions": [
      "which program do I help people file with?",
      "what nonprofit work does he do during filing season?",
    ],
  },
  {
    "fact": "user retired in 2020 after 34 years as a CPA at the firm Lindqvist & Moe.",
    "questions": [
      "where did I work before I stopped working?",
      "how long was his accounting career?",
    ],
  },
  {
    "fact": "user ice-fishes for walleye on Mille Lacs and owns a Clam portable fish house.",
    "questions": [
      "what species do I go after in winter?",
      "what kind of shelter does he take onto the frozen lake?",
    ],
  },
  {
    "fact": "user's current woodworking project is a cherry bookshelf for Erik's dorm room.",
    "questions": [
      "what am I building in the shop right now?",
      "what furniture piece is he making for his grandson?",
    ],
  },
  {
    "fact":
      "user keeps his tools in the garage workshop, including a DeWalt table saw he bought in 2023.",
    "questions": [
      "which brand is my big cutting machine?",
      "where does he store his carpentry equipment?",
    ],
  },
  {
    "fact": "user lives in a 1920s bungalow in the Nokomis neighborhood of Minneapolis.",
    "questions": [
      "what style of house do I have?",
      "which part of town is his home in?",
    ],
  },
  {
    "fact": "user makes lefse every December using his late mother's recipe.",
    "questions": [
      "what Norwegian potato bread do I cook for the holidays?",
      "whose instructions does he follow for that Scandinavian holiday treat?",
    ],
  },
  {
    "fact": "user's best friend is Gary Olson, a retired mail carrier he ice-fishes with.",
    "questions": [
      "who's my closest buddy?",
      "what did his pal used to do for work?",
    ],
  },
  {
    "fact": "user's monthly Social Security benefit is about $2,900.",
    "questions": [
      "how much does my government pension pay?",
      "what's his federal retirement check amount?",
    ],
  },
  {
    "fact":
      "user's IRA is managed by Vanguard and he takes required minimum distributions each December.",
    "questions": [
      "which company holds my retirement savings account?",
      "when does he withdraw from his retirement funds?",
    ],
  },
  {
    "fact": "user is allergic to penicillin.",
    "questions": [
      "what antibiotic can't I have?",
      "does he have any drug reactions?",
    ],
  },
  {
    "fact": "user's dentist is Dr. Hanson in Richfield and he gets a cleaning every six months.",
    "questions": [
      "who looks after my teeth?",
      "how often does he see the tooth doc?",
    ],
  },
  {
    "fact": "user drinks black Folgers coffee every morning at 5:30.",
    "questions": [
      "how do I like my cup of joe?",
      "what brand of java does he buy?",
    ],
  },
  {
    "fact": "user must avoid ibuprofen because of his blood thinner, so he takes Tylenol for pain.",
    "questions": [
      "what's safe for me to swallow for aches?",
      "what over-the-counter remedy is he allowed for soreness?",
    ],
  },
  {
    "fact": "user's older sister Solveig lives in Fargo, North Dakota.",
    "questions": [
      "what town is my sibling in?",
      "who is his only sibling?",
    ],
  },
  {
    "fact": "user and Ingrid were married on June 14, 1980.",
    "questions": [
      "when was my wedding anniversary?",
      "what date did he tie the knot?",
    ],
  },
  {
    "fact": "user served two years in the U.S. Army, stationed in Germany in the late 1970s.",
    "questions": [
      "which country was I posted to during my military time?",
      "what branch of the military was he in?",
    ],
  },
  {
    "fact": "user winterizes the cabin plumbing every year in mid-October.",
    "questions": [
      "when do I close up the place up north for the cold season?",
      "what month does he drain the pipes at his lake place?",
    ],
  },
  {
    "fact": "user's truck is due for an oil change at 87,000 miles at Jiffy Lube on Lake Street.",
    "questions": [
      "when is my vehicle's next service?",
      "where does he get his engine maintenance done?",
    ],
  },
  {
    "fact": "user has a 9-year-old black Lab named Bjorn.",
    "questions": [
      "what's my pet called?",
      "what breed is his pup?",
    ],
  },
  {
    "fact": "user watches every Vikings game on Sundays at Gary's house.",
    "questions": [
      "which football team do I root for?",
      "where does he catch the NFL?",
    ],
  },
  {
    "fact": "user's choir rehearses Thursday evenings at 7.",
    "questions": [
      "when is my weekly singing practice?",
      "what night does he have vocal group practice?",
    ],
  },
  {
    "fact": "user wears a MedicAlert bracelet listing his anticoagulant and AFib.",
    "questions": [
      "what jewelry do I have for emergencies?",
      "does he carry any ID for paramedics?",
    ],
  },
  {
    "fact": "user was diagnosed with AFib in 2017 after a fainting spell while shoveling snow.",
    "questions": [
      "when did I find out about my irregular heartbeat?",
      "what incident led doctors to discover his heart condition?",
    ],
  },
  {
    "fact": "user takes atorvastatin 20 mg at bedtime for cholesterol.",
    "questions": [
      "what pill do I swallow at night for my lipids?",
      "which medication manages his LDL?",
    ],
  },
  {
    "fact": "user's audiologist appointment is on January 22 at Edina Hearing Center.",
    "questions": [
      "when is my next check for my listening devices?",
      "where does he go to get his auditory tests?",
    ],
  },
  {
    "fact": "user's favorite chess opening is the Queen's Gambit.",
    "questions": [
      "which first-move setup do I like best as white?",
      "what sequence of moves does he usually start with?",
    ],
  },
  {
    "fact": "user's cabin was built by his father in 1962.",
    "questions": [
      "who constructed my place up north, and when?",
      "how old is his family's vacation property?",
    ],
  },
  {
    "fact": "user spends about $400 a month on groceries, mostly at Cub Foods.",
    "questions": [
      "which supermarket do I shop at?",
      "what does he typically pay for his supermarket runs?",
    ],
  },
  {
    "fact": "user pays about $4,200 a year in property tax on the Minneapolis house.",
    "questions": [
      "what's my annual real estate levy?",
      "how much does he owe the county on his home annually?",
    ],
  },
  {
    "fact": "user plans to fly to Phoenix to see Kari for three weeks in January.",
    "questions": [
      "how long is my upcoming trip to Arizona?",
      "when is he heading southwest to his daughter?",
    ],
  },
  {
    "fact": "user hopes to take Erik to Norway to visit relatives in Bergen in summer 2026.",
    "questions": [
      "where overseas am I planning to bring my grandson?",
      "which city abroad does he want to meet family in?",
    ],
  },
  {
    "fact": "user's favorite restaurant is Matt's Bar for Jucy Lucys.",
    "questions": [
      "where do I like to grab a cheese-stuffed burger?",
      "what's his go-to place to eat out?",
    ],
  },
  {
    "fact": "user has a Medicare Advantage plan through HealthPartners.",
    "questions": [
      "who is my insurance carrier for doctor bills?",
      "which insurer covers his hospital bills?",
    ],
  },
  {
    "fact": "user's choir friend Marlys brings him hotdish on Sundays.",
    "questions": [
      "who drops off casseroles for me?",
      "which woman delivers meals to this man after worship?",
    ],
  },
  {
    "fact": "user is learning to cut dovetail joints from Paul Sellers' YouTube videos.",
    "questions": [
      "whose online tutorials do I use for carpentry?",
      "what joinery technique is he practicing?",
    ],
  },
  {
    "fact": "user's next-door neighbor Dave Kowalski has a spare key to the house.",
    "questions": [
      "who can let someone into my home?",
      "which nearby resident can get into his place?",
    ],
  },
  {
    "fact": "user walks 2 miles around Lake Nokomis every morning when weather allows.",
    "questions": [
      "what's my daily exercise routine?",
      "how far does he stroll each day?",
    ],
  },
  {
    "fact": "user has cataract surgery scheduled on his left eye for May 8.",
    "questions": [
      "when is my vision operation?",
      "which side is getting the lens procedure?",
    ],
  },
  {
    "fact": "user uses an iPad Air for video calls with his daughter every Sunday.",
    "questions": [
      "which gadget do I FaceTime my kid on?",
      "how often does he see his child on screen?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh54}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh54Unrelated: string[] = [
  "how do transistors amplify signals?",
  "how do cuttlefish camouflage?",
  "what is the Fermi paradox?",
  "how do woodpeckers escape concussions?",
  "what defeated the Armada in 1588?",
  "what does Mohs' mineral ranking compare?",
  "what is a neutrino?",
  "how do fireflies glow?",
  "who was Ramesses II?",
  "What is a pyrheliometer?",
  "why does an eclipse happen?",
  "what is an isotope?",
];

/**
 * A fifty-sixth held-out set, written on 2026-12-05 (stop 52) by a writer who had not seen the project, asked for a 31-year-old Vietnamese-American dental hygienist in Portland, Oregon, who rock-climbs, plays on a pub trivia team, lives with her girlfriend and a bearded dragon, is learning Spanish, gets migraines, bikes to work and is planning her wedding: 50 facts, two questions each. Its unrelated cues were written at stop 52, not by the writer, whose cues repeated earlier sets' topics.
 */
export const fresh55: ParaphraseCase[] = [
  {
    "fact": "user works as a dental hygienist at a clinic in the Pearl District",
    "questions": [
      "where is my job located?",
      "what does she do for a living?",
    ],
  },
  {
    "fact": "user's fiancée Maya is an emergency-room nurse at OHSU",
    "questions": [
      "what does my partner do?",
      "where is her wife-to-be employed?",
    ],
  },
  {
    "fact": "user has a bearded dragon named Mochi",
    "questions": [
      "what is my reptile called?",
      "what do they call their lizard?",
    ],
  },
  {
    "fact": "user takes sumatriptan when a migraine starts",
    "questions": [
      "what medication should I grab for a bad headache?",
      "which prescription helps her with severe head pain?",
    ],
  },
  {
    "fact": "user bikes to work on a Trek FX 3",
    "questions": [
      "what kind of bicycle do I ride?",
      "how does she commute each morning?",
    ],
  },
  {
    "fact": "user is learning Spanish on Duolingo",
    "questions": [
      "which app am I using to pick up a second language?",
      "what foreign tongue is she studying?",
    ],
  },
  {
    "fact": "user climbs at The Circuit Bouldering Gym",
    "questions": [
      "where do I usually train on weeknights?",
      "what facility does she have a membership at for her sport?",
    ],
  },
  {
    "fact": "user's trivia team plays every Tuesday night",
    "questions": [
      "which evening am I usually out answering questions at the pub?",
      "when is her weekly bar quiz?",
    ],
  },
  {
    "fact": "user's wedding is scheduled for September 2026",
    "questions": [
      "when am I getting married?",
      "what month and year is their ceremony?",
    ],
  },
  {
    "fact": "user reserved Leach Botanical Garden as the venue for the reception",
    "questions": [
      "where will our big celebration after saying vows be held?",
      "what location did they pick for the nuptial party?",
    ],
  },
  {
    "fact": "user's parents live in Garden Grove, California",
    "questions": [
      "where do my mom and dad reside?",
      "which city is her family based in?",
    ],
  },
  {
    "fact": "user's father was a machinist at Boeing before retiring",
    "questions": [
      "what did my dad do for a living?",
      "which company employed her dad?",
    ],
  },
  {
    "fact": "user's younger brother Kevin studies computer science at UC Irvine",
    "questions": [
      "what is my sibling majoring in?",
      "which college does her sibling attend?",
    ],
  },
  {
    "fact": "user is allergic to penicillin",
    "questions": [
      "which antibiotic should I avoid?",
      "does she have any drug sensitivities?",
    ],
  },
  {
    "fact": "user is lactose intolerant",
    "questions": [
      "can I have dairy?",
      "do milk and cheese upset her stomach?",
    ],
  },
  {
    "fact": "user's comfort food is spicy Hue-style beef noodle soup",
    "questions": [
      "what meal do I crave most?",
      "which dish does she love best?",
    ],
  },
  {
    "fact": "user owns a 2016 Honda Fit for weekend trips",
    "questions": [
      "what car do I have?",
      "what vehicle does she drive?",
    ],
  },
  {
    "fact": "user rents a two-bedroom apartment in Sellwood",
    "questions": [
      "what neighborhood is my place in?",
      "does she own or lease her home?",
    ],
  },
  {
    "fact": "user pays $1,850 a month in rent",
    "questions": [
      "how much is my housing cost?",
      "what does her landlord charge her?",
    ],
  },
  {
    "fact": "user uses an iPhone 14",
    "questions": [
      "what kind of cell do I carry?",
      "which smartphone model is hers?",
    ],
  },
  {
    "fact": "user is saving for a down payment on a house",
    "questions": [
      "what am I putting money aside for?",
      "what big purchase is she building funds toward?",
    ],
  },
  {
    "fact": "user has about $12,000 in student loans left",
    "questions": [
      "how much debt do I still owe from school?",
      "what does she owe on education borrowing?",
    ],
  },
  {
    "fact": "user's wedding budget is $25,000",
    "questions": [
      "how much can we spend on getting married?",
      "what is the couple's spending limit for the big day?",
    ],
  },
  {
    "fact": "user's grandmother lives in Da Nang, Vietnam",
    "questions": [
      "where in Asia is my nana's home?",
      "which relative of hers is overseas in Southeast Asia?",
    ],
  },
  {
    "fact": "user plans a honeymoon in Japan",
    "questions": [
      "where are we going on our trip after the ceremony?",
      "what country is their post-nuptial getaway?",
    ],
  },
  {
    "fact": "user feeds her bearded dragon dubia roaches and collard greens",
    "questions": [
      "what does my reptile eat?",
      "what is on the menu for her lizard?",
    ],
  },
  {
    "fact": "user listens to the podcast My Favorite Murder",
    "questions": [
      "what true-crime show do I put on during my ride?",
      "which audio series is she a fan of?",
    ],
  },
  {
    "fact": "user's favorite outdoor climbing spot is Smith Rock",
    "questions": [
      "where do I like to go for sport routes outside?",
      "which state park is her go-to crag?",
    ],
  },
  {
    "fact": "user finds that red wine triggers her migraines",
    "questions": [
      "which drink sets off my headaches?",
      "what alcoholic beverage should she skip?",
    ],
  },
  {
    "fact": "user shops for groceries at New Seasons Market",
    "questions": [
      "where do I buy my food?",
      "which store does she prefer for weekly provisions?",
    ],
  },
  {
    "fact": "user takes weekly Spanish conversation lessons with a tutor from Colombia",
    "questions": [
      "who do I practice talking with?",
      "where is her language teacher from?",
    ],
  },
  {
    "fact": "user got engaged at Multnomah Falls",
    "questions": [
      "where did my partner propose?",
      "at which scenic spot in the Gorge did her partner ask for her hand?",
    ],
  },
  {
    "fact": "user's wedding color palette is sage green and terracotta",
    "questions": [
      "what hues did I pick for decorations?",
      "what shades is she using for the big day?",
    ],
  },
  {
    "fact": "user plays Stardew Valley on a Nintendo Switch",
    "questions": [
      "what video game do I unwind with?",
      "which console does she own?",
    ],
  },
  {
    "fact": "user works four 10-hour shifts Monday through Thursday",
    "questions": [
      "which days am I at the office?",
      "what is her schedule like during the week?",
    ],
  },
  {
    "fact": "user hates cilantro because it tastes like soap",
    "questions": [
      "which herb do I refuse to eat?",
      "is there a garnish she avoids?",
    ],
  },
  {
    "fact": "user's blood type is O negative",
    "questions": [
      "am I a universal donor?",
      "what is her ABO group and Rh status?",
    ],
  },
  {
    "fact": "user's birthday is March 14",
    "questions": [
      "when was I born?",
      "what date does she celebrate turning a year older?",
    ],
  },
  {
    "fact": "user's best friend Tran lives in Seattle",
    "questions": [
      "where is my closest pal based?",
      "which city is her BFF in?",
    ],
  },
  {
    "fact": "user's trivia strength is 90s pop music",
    "questions": [
      "what category am I strongest at on quiz night?",
      "which subject does she usually answer for the team?",
    ],
  },
  {
    "fact": "user takes a magnesium supplement daily",
    "questions": [
      "what mineral pill do I swallow every morning?",
      "what over-the-counter vitamin is part of her routine?",
    ],
  },
  {
    "fact": "user uses a Sonicare electric toothbrush",
    "questions": [
      "what oral hygiene gadget do I own?",
      "which dental cleaning device does she prefer?",
    ],
  },
  {
    "fact": "user locks up with a Kryptonite U-lock",
    "questions": [
      "what security gear do I use for my two-wheeler?",
      "what anti-theft device does she trust?",
    ],
  },
  {
    "fact": "user wants to adopt a dog after the wedding",
    "questions": [
      "are we thinking about getting a puppy?",
      "what new pet is she hoping for?",
    ],
  },
  {
    "fact": "user's laptop is a MacBook Air M2",
    "questions": [
      "what computer do I have?",
      "which notebook does she use at home?",
    ],
  },
  {
    "fact": "user drinks an oat milk latte from Stumptown every morning",
    "questions": [
      "what is my usual caffeine order?",
      "where does she get her espresso beverage?",
    ],
  },
  {
    "fact": "user's health insurance is through Kaiser Permanente",
    "questions": [
      "who is my medical coverage provider?",
      "which HMO is she a member of?",
    ],
  },
  {
    "fact": "user flies Alaska Airlines and has MVP status",
    "questions": [
      "which carrier am I loyal to?",
      "what frequent-flyer tier does she hold?",
    ],
  },
  {
    "fact": "user sends V5 boulder problems",
    "questions": [
      "what is the hardest grade I can top?",
      "what level does she project at?",
    ],
  },
  {
    "fact": "user has a lotus tattoo on her forearm",
    "questions": [
      "what ink do I have?",
      "what body art does she have and where?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh55}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh55Unrelated: string[] = [
  "Who composed the Clavier Übung?",
  "How vast is the Gobi?",
  "How do dolphins navigate by echolocation?",
  "What was Nahuatl?",
  "Who composed the Moonlight Sonata?",
  "Who was Toussaint Louverture?",
  "What did Gregor Mendel discover about heredity?",
  "Which empire erected Machu Picchu?",
  "Where did Ibn Battuta journey?",
  "Who was Hypatia?",
  "Who was Cervantes?",
  "Who was Charles Babbage?",
];

/**
 * A fifty-seventh held-out set, written on 2026-12-05 (stop 52) by a writer who had not seen the project, asked for a 58-year-old Kenyan-born civil engineer in Nairobi, married with three grown children, who keeps a small coffee farm upcountry, supports Arsenal, has high blood pressure, runs with a local club, mentors engineering students, drives a Toyota and is planning to retire in a few years: 50 facts, two questions each. Its unrelated cues were written at stop 52, not by the writer. Kept unread: no question or miss of it was looked at in stop 52; only its totals were printed.
 */
export const fresh56: ParaphraseCase[] = [
  {
    "fact": "user is a civil engineer who designs highway bridges",
    "questions": [
      "what's my line of work?",
      "what is his profession?",
    ],
  },
  {
    "fact": "user was born in Nyeri and grew up there",
    "questions": [
      "where's my hometown?",
      "which town is he originally from?",
    ],
  },
  {
    "fact": "user has been married to Wanjiru for 31 years",
    "questions": [
      "what's my wife's name?",
      "who is his spouse?",
    ],
  },
  {
    "fact": "user has three adult children: two daughters and a son",
    "questions": [
      "how many kids do I have?",
      "how many offspring does he have?",
    ],
  },
  {
    "fact": "user owns a two-acre coffee farm in Murang'a",
    "questions": [
      "where is my plantation located?",
      "what crop does he cultivate upcountry?",
    ],
  },
  {
    "fact": "user supports Arsenal",
    "questions": [
      "which football club am I a fan of?",
      "what team does he cheer for?",
    ],
  },
  {
    "fact": "user has hypertension and takes amlodipine daily",
    "questions": [
      "what blood pressure medication am I on?",
      "which pills does he swallow every morning?",
    ],
  },
  {
    "fact": "user runs with the Karura Forest jogging group on Saturdays",
    "questions": [
      "which club do I train with at weekends?",
      "where does he exercise at the end of the week?",
    ],
  },
  {
    "fact": "user mentors engineering students at the University of Nairobi",
    "questions": [
      "which campus do I volunteer my time at?",
      "who does he coach or guide?",
    ],
  },
  {
    "fact": "user drives a Toyota Land Cruiser Prado",
    "questions": [
      "what vehicle do I own?",
      "what car is he behind the wheel of?",
    ],
  },
  {
    "fact": "user plans to retire in 2028",
    "questions": [
      "when am I stepping away from my career for good?",
      "what year is he leaving employment?",
    ],
  },
  {
    "fact": "user lives in Karen, Nairobi",
    "questions": [
      "which neighbourhood is my house in?",
      "what suburb is his home in?",
    ],
  },
  {
    "fact": "user's daughter Njeri is a doctor in London",
    "questions": [
      "which of my kids practises medicine abroad?",
      "where is his oldest girl based, and what's her job?",
    ],
  },
  {
    "fact": "user's son Kamau lives in Toronto",
    "questions": [
      "which Canadian city is my boy in?",
      "where is his boy based now?",
    ],
  },
  {
    "fact": "user's youngest daughter Wambui is a teacher in Mombasa",
    "questions": [
      "what job does my last-born have?",
      "where does his third child work?",
    ],
  },
  {
    "fact": "user is allergic to penicillin",
    "questions": [
      "which antibiotic should I avoid?",
      "what drug reaction does he have?",
    ],
  },
  {
    "fact": "user has two German Shepherds named Simba and Duma",
    "questions": [
      "what are my dogs called?",
      "what pets does he keep?",
    ],
  },
  {
    "fact": "user's favourite dish is nyama choma with ugali",
    "questions": [
      "what meal do I love most?",
      "what food does he enjoy above everything else?",
    ],
  },
  {
    "fact": "user takes his tea black without sugar",
    "questions": [
      "how do I like my hot beverage prepared?",
      "does he add anything sweet to his cuppa?",
    ],
  },
  {
    "fact": "user uses a Samsung Galaxy S23 phone",
    "questions": [
      "what brand is my mobile?",
      "which handset does he carry around?",
    ],
  },
  {
    "fact": "user banks with Equity Bank",
    "questions": [
      "where do I keep my savings account?",
      "which lender holds his money?",
    ],
  },
  {
    "fact": "user pays bills using M-Pesa",
    "questions": [
      "how do I usually settle utility charges?",
      "which mobile money service does he rely on?",
    ],
  },
  {
    "fact": "user invests in Kenyan government treasury bonds",
    "questions": [
      "where have I put my spare cash?",
      "what kind of securities does he hold?",
    ],
  },
  {
    "fact": "user's mother, 84, lives in Othaya",
    "questions": [
      "where is my mum now?",
      "how old is his mom and where is she?",
    ],
  },
  {
    "fact": "user's father passed away in 2015",
    "questions": [
      "when did my dad die?",
      "what year did he lose his parent?",
    ],
  },
  {
    "fact": "user had arthroscopic surgery on his left knee in 2021",
    "questions": [
      "which joint did I get operated on?",
      "has he had any procedures on his legs?",
    ],
  },
  {
    "fact": "user is a deacon at PCEA Saint Andrew's Church",
    "questions": [
      "where do I worship on Sundays?",
      "what congregation does he belong to?",
    ],
  },
  {
    "fact": "user's personal best in the half marathon is 1:52",
    "questions": [
      "what's my fastest time over 21 kilometres?",
      "what's his record over 21 km?",
    ],
  },
  {
    "fact": "user works at Kinyua & Partners Consulting Engineers",
    "questions": [
      "which firm employs me?",
      "who is his employer?",
    ],
  },
  {
    "fact": "user earned his master's degree from Imperial College London",
    "questions": [
      "where did I do postgraduate study?",
      "which institution gave him his graduate qualification?",
    ],
  },
  {
    "fact": "user is a registered member of the Engineers Board of Kenya",
    "questions": [
      "which professional licensing body am I with?",
      "what accreditation does he hold?",
    ],
  },
  {
    "fact": "user's current project is an expressway interchange in Kisumu",
    "questions": [
      "what job site am I overseeing now?",
      "what is he building these days?",
    ],
  },
  {
    "fact": "user wears a Garmin Forerunner 255 watch",
    "questions": [
      "what fitness tracker do I have on my wrist?",
      "which GPS device does he use for workouts?",
    ],
  },
  {
    "fact": "user has a Lenovo ThinkPad laptop for his job",
    "questions": [
      "what brand is my PC?",
      "which notebook computer does he type on?",
    ],
  },
  {
    "fact": "user enjoys reading African history books",
    "questions": [
      "what genre of literature do I like?",
      "what kind of nonfiction is he into?",
    ],
  },
  {
    "fact": "user plays golf at Muthaiga Golf Club",
    "questions": [
      "where do I tee off?",
      "which course does he belong to?",
    ],
  },
  {
    "fact": "user intends to build a stone cottage in Murang'a",
    "questions": [
      "what do I want to construct?",
      "what house is he hoping to put up?",
    ],
  },
  {
    "fact": "user visited Dubai with his wife in 2023 for their anniversary",
    "questions": [
      "which Gulf city did I holiday in?",
      "where did he take his spouse on a trip?",
    ],
  },
  {
    "fact": "user hopes to see the pyramids in Egypt",
    "questions": [
      "what bucket-list journey do I dream of?",
      "which ancient monuments does he want to tour?",
    ],
  },
  {
    "fact": "user flies Kenya Airways for work trips",
    "questions": [
      "which airline do I usually book?",
      "what carrier does he prefer?",
    ],
  },
  {
    "fact": "user's farm earns about 300,000 shillings a season from coffee",
    "questions": [
      "how much income does my crop bring?",
      "what does his harvest generate financially?",
    ],
  },
  {
    "fact": "user grows SL28 arabica variety",
    "questions": [
      "which bean cultivar do I plant?",
      "what strain is on his shamba?",
    ],
  },
  {
    "fact": "user is lactose intolerant",
    "questions": [
      "can I have milk?",
      "does he have trouble with dairy?",
    ],
  },
  {
    "fact": "user sleeps poorly and often wakes at 4am",
    "questions": [
      "what's my rest pattern like at night?",
      "does he struggle with insomnia?",
    ],
  },
  {
    "fact": "user sees Dr. Otieno at Aga Khan University Hospital",
    "questions": [
      "who is my physician?",
      "which clinic does he visit for checkups?",
    ],
  },
  {
    "fact": "user speaks Kikuyu, Swahili and English",
    "questions": [
      "what languages do I know?",
      "how many tongues is he fluent in?",
    ],
  },
  {
    "fact": "user's wife Wanjiru runs a tailoring business",
    "questions": [
      "what does my spouse do for a living?",
      "what's his partner's occupation?",
    ],
  },
  {
    "fact": "user has two grandchildren",
    "questions": [
      "how many babies have my kids had?",
      "does he have any descendants beyond his kids?",
    ],
  },
  {
    "fact": "user listens to Benga music and Daudi Kabaka",
    "questions": [
      "what songs do I enjoy?",
      "what genre does he play in the car?",
    ],
  },
  {
    "fact": "user follows a low-salt diet",
    "questions": [
      "what eating restrictions do I have?",
      "is he watching his sodium?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh56}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh56Unrelated: string[] = [
  "What is kieserite?",
  "Who was Hatshepsut?",
  "What is a monsoon?",
  "What is the Sahel?",
  "What is a tsunami?",
  "Who was Cleopatra?",
  "Who was Srinivasa Ramanujan?",
  "Who were the Neanderthals?",
  "Who was Zheng He?",
  "What was the Antikythera device?",
  "Where is the Atacama?",
  "Which catalyst in saliva acts on starch?",
];

/**
 * A fifty-eighth held-out set, written on 2026-12-05 (stop 53) by a writer who had not seen the project, asked for a 44-year-old Ghanaian-British community pharmacist in Birmingham, UK, married to a primary-school headteacher, with a daughter of 14 and a son of 9, who plays five-a-side football, is a deacon at a Pentecostal church, has sickle-cell trait and eczema, keeps tropical fish, drives a Skoda estate, is learning the talking drum, supports Aston Villa, sends money to his mother in Kumasi and plans a second pharmacy: 50 facts, two questions each. Its unrelated cues were written at stop 53, not by the writer.
 */
export const fresh57: ParaphraseCase[] = [
  {
    "fact":
      "user is a community pharmacist who owns an independent chemist's shop in Handsworth, Birmingham",
    "questions": [
      "what do I do for a living?",
      "what's his job?",
    ],
  },
  {
    "fact": "user's wife Abena is headteacher at a primary school in Erdington",
    "questions": [
      "who is my spouse and what's her work?",
      "what does his partner do professionally?",
    ],
  },
  {
    "fact": "user's daughter Efua is 14 and attends King Edward VI Handsworth Grammar School",
    "questions": [
      "how old is my girl?",
      "where does his eldest child study?",
    ],
  },
  {
    "fact": "user's son Kojo is 9 and obsessed with Minecraft",
    "questions": [
      "what's my boy's name?",
      "which video game is his little lad into?",
    ],
  },
  {
    "fact":
      "user plays five-a-side football every Thursday evening at a sports centre in Perry Barr",
    "questions": [
      "which night of the week do I have my kickabout?",
      "when does he meet his mates for a match?",
    ],
  },
  {
    "fact": "user is a deacon at Victory Life Pentecostal Church in Lozells",
    "questions": [
      "what role do I hold in my congregation?",
      "is he in a leadership position where he worships?",
    ],
  },
  {
    "fact": "user has sickle-cell trait",
    "questions": [
      "what inherited blood condition do I carry?",
      "does he have any genetic haemoglobin issue?",
    ],
  },
  {
    "fact": "user has eczema that flares in winter and applies emollient cream twice daily",
    "questions": [
      "what skin problem do I suffer from?",
      "why does he moisturise so often?",
    ],
  },
  {
    "fact": "user keeps a 200-litre tropical aquarium with neon tetras and angelfish",
    "questions": [
      "what pets do I have?",
      "what kind of animals does he look after at home?",
    ],
  },
  {
    "fact": "user drives a grey Skoda Octavia estate",
    "questions": [
      "what car do I own?",
      "what vehicle does he get around in?",
    ],
  },
  {
    "fact": "user is learning the talking drum from a tutor called Mr Owusu on Tuesday evenings",
    "questions": [
      "which instrument am I taking lessons on?",
      "who gives him percussion classes?",
    ],
  },
  {
    "fact": "user supports Aston Villa and holds a season ticket at Villa Park",
    "questions": [
      "which football club do I follow?",
      "does he go to home games regularly?",
    ],
  },
  {
    "fact": "user sends £300 a month to his mother in Kumasi",
    "questions": [
      "how much do I transfer to Ghana regularly?",
      "who does he help out financially abroad?",
    ],
  },
  {
    "fact": "user plans to open a second pharmacy in Sutton Coldfield next year",
    "questions": [
      "where am I hoping to expand my business?",
      "what is his upcoming big career goal?",
    ],
  },
  {
    "fact": "user was born in Kumasi and moved to the UK aged 8 in 1989",
    "questions": [
      "what city am I originally from?",
      "how old was he when his family emigrated to Britain?",
    ],
  },
  {
    "fact": "user's birthday is 14 March",
    "questions": [
      "when do I celebrate getting a year older?",
      "what date should we get him a cake?",
    ],
  },
  {
    "fact": "user got married on 22 August 2008",
    "questions": [
      "when did I tie the knot?",
      "how long has he been with his spouse?",
    ],
  },
  {
    "fact": "user studied pharmacy at Aston University",
    "questions": [
      "which college did I attend?",
      "where did he get his degree?",
    ],
  },
  {
    "fact": "user's favourite dish is jollof rice with grilled tilapia",
    "questions": [
      "what's my go-to meal?",
      "what food does he like most?",
    ],
  },
  {
    "fact": "user dislikes coriander and says it tastes like soap",
    "questions": [
      "which herb can't I stand?",
      "should we leave cilantro out of his dinner?",
    ],
  },
  {
    "fact": "user is allergic to penicillin",
    "questions": [
      "which antibiotic should I avoid?",
      "can he be given amoxicillin?",
    ],
  },
  {
    "fact": "user lives in a four-bedroom semi-detached house in Great Barr",
    "questions": [
      "what neighbourhood is my home in?",
      "what area of Birmingham is his place in?",
    ],
  },
  {
    "fact": "user's mortgage is £1,150 a month, fixed until 2027",
    "questions": [
      "how much are my home loan repayments?",
      "when does his rate deal end?",
    ],
  },
  {
    "fact": "user's best friend is Daniel Mensah, a GP he met at university",
    "questions": [
      "who is my closest mate?",
      "which doctor is he tight with?",
    ],
  },
  {
    "fact": "user's older brother Yaw is an engineer in Toronto",
    "questions": [
      "where does my sibling live?",
      "what does his elder sibling do for work?",
    ],
  },
  {
    "fact": "user's mother is called Grace and is 72",
    "questions": [
      "what's my mum's name?",
      "how old is his mum?",
    ],
  },
  {
    "fact": "user's father died in 2015",
    "questions": [
      "is my dad still alive?",
      "when did he lose his dad?",
    ],
  },
  {
    "fact": "user does parkrun at Perry Hall Park most Saturday mornings",
    "questions": [
      "what do I do early at weekends for exercise?",
      "does he jog?",
    ],
  },
  {
    "fact": "user works Monday to Saturday but takes Wednesday afternoons off",
    "questions": [
      "when do I get a midweek break from the counter?",
      "when is he away from the shop during the week?",
    ],
  },
  {
    "fact": "user employs two dispensers and a pharmacy technician",
    "questions": [
      "how many staff do I have?",
      "who is on his team at the counter?",
    ],
  },
  {
    "fact": "user's name is Kwabena Asante but friends call him Kobby",
    "questions": [
      "what shortened version do my mates use for me?",
      "what nickname do his pals use?",
    ],
  },
  {
    "fact": "user's daughter has a pet rabbit named Biscuit",
    "questions": [
      "what animal does my girl own?",
      "does anyone in his household have a bunny?",
    ],
  },
  {
    "fact": "user is teetotal",
    "questions": [
      "can I have a pint?",
      "should we offer him wine at the party?",
    ],
  },
  {
    "fact": "user loves highlife music, especially Amakye Dede",
    "questions": [
      "who's my favourite singer?",
      "what tunes does he enjoy?",
    ],
  },
  {
    "fact": "user leads the men's Bible study at church on Wednesday evenings",
    "questions": [
      "what do I run at my congregation midweek?",
      "when does he host scripture sessions?",
    ],
  },
  {
    "fact": "user visits Ghana every two years, usually at Christmas",
    "questions": [
      "how often do I fly back to see family?",
      "when does he travel home to Africa?",
    ],
  },
  {
    "fact": "user took the family to Barcelona in summer 2024",
    "questions": [
      "where did we go on holiday last year?",
      "which Spanish city has he been to with his kids?",
    ],
  },
  {
    "fact": "user pays into a Junior ISA for each child",
    "questions": [
      "what savings accounts do I have for my kids?",
      "is he putting money away for his youngsters' future?",
    ],
  },
  {
    "fact": "user has mildly high blood pressure and takes amlodipine 5mg",
    "questions": [
      "what medication am I on for hypertension?",
      "is his BP an issue?",
    ],
  },
  {
    "fact": "user wears reading glasses",
    "questions": [
      "do I need specs?",
      "does he have trouble seeing small print?",
    ],
  },
  {
    "fact": "user's Skoda is due its MOT in October",
    "questions": [
      "when does my vehicle need its annual test?",
      "when is his car's roadworthiness check?",
    ],
  },
  {
    "fact": "user's son plays for an under-10s football team on Saturday afternoons",
    "questions": [
      "when are my boy's matches?",
      "does his lad compete in matches?",
    ],
  },
  {
    "fact": "user's daughter wants to become a doctor",
    "questions": [
      "what career is my girl hoping for?",
      "what job is his teenager aiming for?",
    ],
  },
  {
    "fact": "user is hopeless at DIY and hires a handyman for repairs",
    "questions": [
      "can I put up shelves myself?",
      "would he fix a leaking tap on his own?",
    ],
  },
  {
    "fact": "user hates cold weather",
    "questions": [
      "which season do I find hardest?",
      "does he enjoy snowy days?",
    ],
  },
  {
    "fact": "user's favourite film is Coming to America",
    "questions": [
      "which movie do I love most?",
      "what's his top pick for a cinema night?",
    ],
  },
  {
    "fact": "user cleans the fish tank every Sunday evening",
    "questions": [
      "when do I do my aquarium maintenance?",
      "what chore does he handle at the end of the weekend?",
    ],
  },
  {
    "fact": "user's neighbour Pat is a retired nurse who often babysits his kids",
    "questions": [
      "who next door helps with my children?",
      "who minds his youngsters when he's out?",
    ],
  },
  {
    "fact": "user is seeking a £150,000 bank loan for the new shop",
    "questions": [
      "how much am I borrowing?",
      "how much finance does he need for the expansion?",
    ],
  },
  {
    "fact": "user speaks Twi and English",
    "questions": [
      "what languages am I fluent in?",
      "can he chat in Akan?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh57}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh57Unrelated: string[] = [
  "What is the capital of Bhutan?",
  "Who invented the sextant?",
  "What alloy is pewter?",
  "What mineral is amethyst?",
  "Who established Samarkand?",
  "Who was Hammurapi of Yamhad?",
  "How is a lyre tuned?",
  "What is a villanelle's refrain pattern?",
  "Who invented braille?",
  "What is the tallest waterfall?",
  "What does a cartographer do?",
  "What did the Treaty of Tordesillas divide?",
];

/**
 * A fifty-ninth held-out set, written on 2026-12-05 (stop 53) by a writer who had not seen the project, asked for a 36-year-old Argentine-born winemaker in Mendoza, sharing custody of a 7-year-old daughter, who plays veterans' field hockey, rides horses in the Andes foothills, is gluten-intolerant with a bad back, lives in a restored adobe house with two dogs, drives a Ford Ranger, is studying for a sommelier certificate, follows River Plate, has a brother in Madrid, takes tango lessons and is saving for her own vineyard plot: 50 facts, two questions each. Its unrelated cues were written at stop 53, not by the writer. Kept unread: no question or miss of it was looked at in stop 53; only its totals were printed.
 */
export const fresh58: ParaphraseCase[] = [
  {
    "fact": "user is 36 years old and was born in San Rafael, Argentina",
    "questions": [
      "what's my age, and which town do I come from originally?",
      "where did she grow up as a kid?",
    ],
  },
  {
    "fact": "user works as assistant winemaker at Bodega Los Alerces in Perdriel",
    "questions": [
      "what's my job title, and at which winery?",
      "who employs her?",
    ],
  },
  {
    "fact": "user's daughter Martina is 7 and is in second grade at a bilingual school",
    "questions": [
      "what year of primary is my girl in?",
      "how old is her kid?",
    ],
  },
  {
    "fact": "user shares custody with her ex-husband Diego, alternating weeks",
    "questions": [
      "how do I split time with my child's dad?",
      "does the little girl stay with her all the time?",
    ],
  },
  {
    "fact": "user's ex-husband Diego is a civil engineer based in Chacras",
    "questions": [
      "what's my former partner's profession?",
      "where is her previous spouse settled?",
    ],
  },
  {
    "fact":
      "user plays field hockey with a veterans' team called Las Cóndores on Saturday mornings",
    "questions": [
      "which sport do I compete in at the weekend?",
      "what's the name of her club side?",
    ],
  },
  {
    "fact": "user rides horses in the Andes foothills near Potrerillos most Sundays",
    "questions": [
      "where do I usually go on my weekend trail outings?",
      "does she spend weekends in the saddle up in the mountains?",
    ],
  },
  {
    "fact": "user's horse is a criollo mare named Tormenta, boarded at a ranch in Tupungato",
    "questions": [
      "what's my mount called?",
      "where does she keep her equine?",
    ],
  },
  {
    "fact": "user is gluten-intolerant and avoids wheat, barley and rye",
    "questions": [
      "can I have a beer or a pastry?",
      "why does she skip bread and pasta?",
    ],
  },
  {
    "fact": "user has a herniated disc in her lower back since 2019",
    "questions": [
      "what's wrong with my spine?",
      "why can't she lift heavy boxes?",
    ],
  },
  {
    "fact": "user lives in a restored adobe house in Maipú built in the 1920s",
    "questions": [
      "what kind of home am I in, and how old is it?",
      "what's her place made of?",
    ],
  },
  {
    "fact": "user has two dogs: a border collie named Malbec and a mutt named Pancha",
    "questions": [
      "what pets do I keep at home?",
      "what animals does she own?",
    ],
  },
  {
    "fact": "user drives a grey 2018 Ford Ranger pickup",
    "questions": [
      "what vehicle do I have?",
      "what car does she get around in?",
    ],
  },
  {
    "fact":
      "user is studying for the WSET Level 3 sommelier certificate, with the exam in November",
    "questions": [
      "what qualification am I working toward, and when's my test?",
      "is she taking any wine course?",
    ],
  },
  {
    "fact":
      "user has followed River Plate since childhood and watches matches at a bar called Tano's",
    "questions": [
      "which football club do I cheer for?",
      "where does she see the games?",
    ],
  },
  {
    "fact": "user's younger brother Nicolás lives in Madrid and works as a physiotherapist",
    "questions": [
      "which city is my sibling based in?",
      "what's her kid sibling's profession?",
    ],
  },
  {
    "fact": "user takes tango lessons on Tuesday evenings at a studio in downtown Mendoza",
    "questions": [
      "which night do I go dancing?",
      "what kind of dance does she learn?",
    ],
  },
  {
    "fact": "user is saving to buy her own vineyard plot and has put aside about 40,000 US dollars",
    "questions": [
      "how much money have I set apart for my land goal?",
      "what's she squirreling cash away for?",
    ],
  },
  {
    "fact": "user wants a 5-hectare plot in the Uco Valley to plant Cabernet Franc",
    "questions": [
      "how big a piece of land am I hoping to get?",
      "which grape does she intend to grow on her future property?",
    ],
  },
  {
    "fact": "user's mother Graciela is a retired schoolteacher living in San Rafael",
    "questions": [
      "what did my mum do for work?",
      "is her mom still working?",
    ],
  },
  {
    "fact": "user's father Héctor was a tomato farmer who passed away in 2015",
    "questions": [
      "when did my dad die?",
      "what did her late parent do?",
    ],
  },
  {
    "fact": "user's birthday is 14 March",
    "questions": [
      "when do I celebrate turning a year older?",
      "what date is she born on?",
    ],
  },
  {
    "fact": "user's favourite grape variety is Bonarda",
    "questions": [
      "which red do I love most?",
      "what kind of vino is her top pick?",
    ],
  },
  {
    "fact": "user dislikes oaky Chardonnay",
    "questions": [
      "is there a white I can't stand?",
      "would she enjoy a buttery barrel-aged glass?",
    ],
  },
  {
    "fact": "user sees physiotherapist Paula Ruiz every other Thursday for her back",
    "questions": [
      "who treats my spinal problem?",
      "how often does she get treatment sessions?",
    ],
  },
  {
    "fact": "user does Pilates twice a week to strengthen her core",
    "questions": [
      "what exercise routine do I follow for my abs?",
      "how often does she train on the reformer?",
    ],
  },
  {
    "fact": "user's best friend Carla owns an empanada restaurant in Godoy Cruz",
    "questions": [
      "who is my closest pal?",
      "what business does her buddy run?",
    ],
  },
  {
    "fact": "user's harvest season runs February to April, when she works 12-hour days",
    "questions": [
      "when is my busiest time of year?",
      "how long are her shifts during vendimia?",
    ],
  },
  {
    "fact": "user earns about 2,000 US dollars a month",
    "questions": [
      "what's my salary?",
      "how much does she make?",
    ],
  },
  {
    "fact": "user's favourite food is roast goat (chivito) cooked over a wood fire",
    "questions": [
      "what's my number-one dish?",
      "what meal does she like best?",
    ],
  },
  {
    "fact": "user drinks mate every morning with Playadito yerba",
    "questions": [
      "what's my daily breakfast beverage?",
      "which brand of herbal tea does she use?",
    ],
  },
  {
    "fact": "user plans to fly to Spain this December with Martina for Christmas",
    "questions": [
      "where am I going for the holidays?",
      "what trip is she taking at the end of the year?",
    ],
  },
  {
    "fact": "user studied oenology at the National University of Cuyo and graduated in 2011",
    "questions": [
      "where did I go to college?",
      "what did she major in?",
    ],
  },
  {
    "fact": "user worked a vintage in Napa Valley, California, in 2013",
    "questions": [
      "have I ever made wine abroad?",
      "did she do a stint in the States?",
    ],
  },
  {
    "fact": "user speaks Spanish, English and some French",
    "questions": [
      "which languages do I know?",
      "can she talk to visitors from Paris?",
    ],
  },
  {
    "fact": "user's divorce was finalised in 2021",
    "questions": [
      "when did my marriage officially end?",
      "how long has she been separated?",
    ],
  },
  {
    "fact": "user's tango partner in class is a retired dentist named Rubén",
    "questions": [
      "who do I dance with?",
      "what was her milonga companion's old career?",
    ],
  },
  {
    "fact": "user plays defender and wears number 5 on her hockey team",
    "questions": [
      "what position am I on the pitch?",
      "which shirt digit does she have?",
    ],
  },
  {
    "fact": "user's commute to the winery takes 35 minutes each way",
    "questions": [
      "how far is my trip to work?",
      "how long does she spend on the road daily?",
    ],
  },
  {
    "fact": "user has a clay bread oven in her patio",
    "questions": [
      "is there somewhere outside at my place where I can bake?",
      "does she own a wood-burning horno?",
    ],
  },
  {
    "fact": "user grows tomatoes and basil in a vegetable garden at home",
    "questions": [
      "what do I plant in my backyard?",
      "does she cultivate anything herself?",
    ],
  },
  {
    "fact": "user hates reggaeton",
    "questions": [
      "what music genre can't I bear?",
      "would she enjoy a Bad Bunny concert?",
    ],
  },
  {
    "fact": "user's favourite singer is Mercedes Sosa",
    "questions": [
      "which artist do I listen to most?",
      "who is her musical idol?",
    ],
  },
  {
    "fact": "user reads crime novels before bed, and her favourite author is Claudia Pineiro",
    "questions": [
      "what books do I enjoy at night?",
      "which writer does she love?",
    ],
  },
  {
    "fact": "user's daughter Martina takes swimming lessons on Wednesdays",
    "questions": [
      "what activity does my kid do midweek?",
      "when is her child at the pool?",
    ],
  },
  {
    "fact": "user's daughter is allergic to peanuts",
    "questions": [
      "what can't my little one eat?",
      "is her girl okay with satay sauce?",
    ],
  },
  {
    "fact": "user's dog Malbec is 9 years old and has arthritis",
    "questions": [
      "which of my pets has joint trouble?",
      "what's the age of her collie?",
    ],
  },
  {
    "fact": "user's neighbour Doña Rosa feeds the dogs when she travels",
    "questions": [
      "who looks after my animals if I'm away?",
      "who minds her pets during trips?",
    ],
  },
  {
    "fact": "user keeps her savings in cash dollars in a safe deposit box",
    "questions": [
      "where do I store my money?",
      "does she trust banks with her funds?",
    ],
  },
  {
    "fact": "user is single and not currently dating anyone",
    "questions": [
      "am I seeing someone right now?",
      "does she have a boyfriend?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh58}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh58Unrelated: string[] = [
  "What is a palindrome?",
  "How does a siphon function?",
  "What is vanadinite?",
  "What is pemmican?",
  "Who was Imhotep?",
  "What is the capital of Uzbekistan?",
  "What is a kaleidoscope?",
  "Who is Don Quixote's creator?",
  "What is a boomerang?",
  "Who was Suleiman the Magnificent?",
  "What is a bolometer?",
  "What is a quokka?",
];

/**
 * A sixtieth held-out set, written on 2026-12-05 (stop 54) by a writer who had not seen the project, asked for a 47-year-old Scottish-born ferry captain in Halifax, Nova Scotia, married to a public librarian, with twin 16-year-old sons, who builds model ships, curls in winter, has type 1 diabetes and wears an insulin pump, keeps backyard chickens, plays fiddle in a ceilidh band, drives a Subaru Outback, supports Celtic FC, helps his father recover from a hip replacement and is planning to sail to the Azores: 50 facts, two questions each. Its unrelated cues were written at stop 54, not by the writer.
 */
export const fresh59: ParaphraseCase[] = [
  {
    "fact": "user captains the MV Christopher Stannix ferry between Halifax and Dartmouth",
    "questions": [
      "Which vessel am I in command of?",
      "What boat does he skipper across the harbour?",
    ],
  },
  {
    "fact": "user's wife Fiona works as a librarian at the Halifax Central Library",
    "questions": [
      "Where is my spouse employed?",
      "What does his partner do for a living?",
    ],
  },
  {
    "fact": "user's twin sons Callum and Ewan are 16 years old",
    "questions": [
      "What age are my boys?",
      "What are the names of his kids?",
    ],
  },
  {
    "fact": "user was born in Oban, Scotland, and moved to Canada in 2001",
    "questions": [
      "Which town did I come from originally?",
      "When did he emigrate across the Atlantic?",
    ],
  },
  {
    "fact": "user has type 1 diabetes and uses a Tandem t:slim X2 insulin pump",
    "questions": [
      "What device manages my blood sugar?",
      "Which chronic condition does he live with?",
    ],
  },
  {
    "fact": "user carries Dex4 glucose tablets in his jacket for low blood sugar episodes",
    "questions": [
      "What do I keep on hand for hypos?",
      "What does he take when his levels drop?",
    ],
  },
  {
    "fact": "user wears a Dexcom G7 continuous glucose monitor on his arm",
    "questions": [
      "Which sensor tracks my sugar readings?",
      "What gadget is attached to him for checking sugar?",
    ],
  },
  {
    "fact": "user builds model ships and is currently making a 1:96 scale replica of the Bluenose",
    "questions": [
      "What miniature vessel am I working on right now?",
      "Which famous schooner is he recreating in small size?",
    ],
  },
  {
    "fact": "user curls every winter at the Mayflower Curling Club on Tuesday nights",
    "questions": [
      "Where do I go for my ice sport during the cold months?",
      "Which evening does he throw stones at the rink?",
    ],
  },
  {
    "fact": "user keeps six hens in a backyard coop, including a Buff Orpington named Dolly",
    "questions": [
      "How many birds am I raising at the house?",
      "What is his yellow bird called?",
    ],
  },
  {
    "fact": "user plays fiddle in a ceilidh band called The Salt Road",
    "questions": [
      "What's the name of the group I perform with?",
      "Which instrument does he perform on?",
    ],
  },
  {
    "fact": "user drives a dark green 2019 Subaru Outback",
    "questions": [
      "What car do I own?",
      "What colour is his vehicle?",
    ],
  },
  {
    "fact": "user is a lifelong Celtic FC supporter and watches matches at the Old Triangle pub",
    "questions": [
      "Which football club do I cheer for?",
      "Where does he go to see games?",
    ],
  },
  {
    "fact":
      "user's father Angus had a hip replacement in March 2024 at the QEII Health Sciences Centre",
    "questions": [
      "When did my dad have his surgery?",
      "Which hospital operated on his old man?",
    ],
  },
  {
    "fact": "user drives his father to physiotherapy every Monday and Thursday",
    "questions": [
      "Which days do I take my dad to rehab?",
      "How often does he take his old man to rehab?",
    ],
  },
  {
    "fact": "user plans to sail his 34-foot sloop to the Azores in June 2026",
    "questions": [
      "When am I setting off for the Portuguese islands?",
      "Where is he hoping to voyage next summer?",
    ],
  },
  {
    "fact": "user's sailboat is a 1988 C&C 34 named Selkie, moored at the Armdale Yacht Club",
    "questions": [
      "What's my boat called?",
      "Where does he keep his vessel docked?",
    ],
  },
  {
    "fact": "user is saving $15,000 for the Azores crossing",
    "questions": [
      "How much money am I putting aside for the ocean trip?",
      "What is his budget for the Atlantic voyage?",
    ],
  },
  {
    "fact": "user lives in a blue clapboard house on Jubilee Road in Halifax's south end",
    "questions": [
      "What street is my home on?",
      "What colour is his home?",
    ],
  },
  {
    "fact": "user's mortgage is with Scotiabank and will be paid off in 2031",
    "questions": [
      "Which lender holds my home loan?",
      "When will he owe nothing more on his home?",
    ],
  },
  {
    "fact": "user is allergic to shellfish, especially lobster",
    "questions": [
      "Which seafood makes me sick?",
      "Can he eat crustaceans safely?",
    ],
  },
  {
    "fact": "user's favourite meal is haggis, neeps and tatties on Burns Night",
    "questions": [
      "What dish do I enjoy most?",
      "What does he like to eat on January 25th?",
    ],
  },
  {
    "fact": "user dislikes coriander and asks for it to be left out of his food",
    "questions": [
      "Which herb do I hate?",
      "What garnish does he refuse?",
    ],
  },
  {
    "fact": "user's best friend Donnie MacLeod is a lobster fisherman from Cape Breton",
    "questions": [
      "Who is my closest mate?",
      "What does his pal do for work?",
    ],
  },
  {
    "fact": "user's mother Elspeth died in 2015 and is buried in Oban",
    "questions": [
      "When did my mum pass away?",
      "Where is his late mom's grave?",
    ],
  },
  {
    "fact": "user holds a Transport Canada Master 500 Gross Tonnage certificate",
    "questions": [
      "What licence do I have for commanding vessels?",
      "Which maritime qualification has he earned?",
    ],
  },
  {
    "fact": "user has worked for the Halifax Transit ferry service for 14 years",
    "questions": [
      "How long have I been at my current employer?",
      "Which organisation employs him?",
    ],
  },
  {
    "fact": "user works 12-hour shifts, four on and four off",
    "questions": [
      "What's my rotation schedule?",
      "How long are his days on duty?",
    ],
  },
  {
    "fact":
      "user's wife Fiona runs a book club at the library on the first Wednesday of each month",
    "questions": [
      "When does my spouse host her reading group?",
      "What literary gathering does his partner lead?",
    ],
  },
  {
    "fact": "user's son Callum plays goalkeeper for the Halifax Wanderers youth academy",
    "questions": [
      "What position does my lad take on the pitch?",
      "Which soccer side is his kid part of?",
    ],
  },
  {
    "fact": "user's son Ewan wants to study mechanical engineering at Dalhousie University",
    "questions": [
      "What does my other lad hope to major in?",
      "Which school is his boy aiming for?",
    ],
  },
  {
    "fact": "user's son Ewan is learning the bagpipes from a teacher in Dartmouth",
    "questions": [
      "What instrument is my boy picking up?",
      "Which musical lessons is his kid taking?",
    ],
  },
  {
    "fact": "user's wedding anniversary is on 14 August; he married Fiona in 2004",
    "questions": [
      "When did I tie the knot?",
      "What date does he celebrate with his spouse each year?",
    ],
  },
  {
    "fact": "user takes atorvastatin 20 mg nightly for cholesterol",
    "questions": [
      "What pill do I swallow before bed?",
      "What is he prescribed for lipids?",
    ],
  },
  {
    "fact": "user's endocrinologist is Dr. Priya Sandhu at the Nova Scotia Diabetes Centre",
    "questions": [
      "Who is my hormone specialist?",
      "Which physician manages his blood sugar care?",
    ],
  },
  {
    "fact": "user's last HbA1c result was 6.9 percent in January",
    "questions": [
      "What was my most recent three-month average reading?",
      "How well controlled were his numbers at the latest lab check?",
    ],
  },
  {
    "fact": "user owns a 1920s brass ship's compass inherited from his grandfather",
    "questions": [
      "What antique navigation instrument do I have from my granddad?",
      "What heirloom did he get from his grandpa?",
    ],
  },
  {
    "fact": "user's fiddle is an 1890s German violin he bought in Glasgow",
    "questions": [
      "Where did I purchase my instrument?",
      "How old is his stringed instrument?",
    ],
  },
  {
    "fact": "user's band rehearses at the Lower Deck pub on Sunday afternoons",
    "questions": [
      "When does my group practise?",
      "Where do he and his musician mates meet up to jam?",
    ],
  },
  {
    "fact": "user's favourite whisky is Laphroaig 10-year-old single malt",
    "questions": [
      "Which scotch do I like best?",
      "What dram does he enjoy most?",
    ],
  },
  {
    "fact": "user thinks the planned Bedford fast ferry is a waste of taxpayer money",
    "questions": [
      "What's my opinion of the proposed rapid harbour crossing to the basin?",
      "Does he support spending public funds on the quicker boat route?",
    ],
  },
  {
    "fact": "user's father Angus lives alone in a bungalow in Cole Harbour",
    "questions": [
      "Where does my dad reside?",
      "Does his old man share his home with anyone?",
    ],
  },
  {
    "fact": "user sells surplus eggs to neighbours for $5 a dozen",
    "questions": [
      "How much do I charge for the extra produce from my hens?",
      "What price does he ask for twelve from his flock?",
    ],
  },
  {
    "fact": "user lost two chickens to a red fox in October 2023",
    "questions": [
      "What predator got into my coop?",
      "When did his birds get attacked?",
    ],
  },
  {
    "fact": "user's wife Fiona has been a vegetarian since university",
    "questions": [
      "Does my spouse eat meat?",
      "What diet does his partner follow?",
    ],
  },
  {
    "fact":
      "user rescued three kayakers from the harbour in August 2019 and received a commendation",
    "questions": [
      "When did I save those paddlers?",
      "What honour did he get for pulling people out of the water?",
    ],
  },
  {
    "fact": "user volunteers with the Canadian Coast Guard Auxiliary",
    "questions": [
      "Which search-and-save organisation do I help out with unpaid?",
      "Does he give his free time to any marine safety outfit?",
    ],
  },
  {
    "fact": "user's twins celebrate their birthday on 3 May",
    "questions": [
      "When do my boys turn a year older?",
      "What date were his lads born?",
    ],
  },
  {
    "fact":
      "user performs every October at the Celtic Colours International Festival in Cape Breton",
    "questions": [
      "Which autumn music event do I gig at?",
      "Where does he go each autumn to play on stage?",
    ],
  },
  {
    "fact": "user uses a Garmin inReach Mini 2 satellite messenger for offshore safety",
    "questions": [
      "What gadget will I carry for emergency contact at sea?",
      "Which device does he rely on to send texts far from land?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh59}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh59Unrelated: string[] = [
  "Who composed Boléro?",
  "What is pumice?",
  "Who composed the Goldberg Variations?",
  "Which gland secretes thyroxine?",
  "Who was Odaenathus?",
  "What is the femur?",
  "Which continent has no reptiles?",
  "What is a pycnometer?",
  "Who was Hammurabi?",
  "Melipona and Vanilla planifolia fertilisation",
  "What does the pancreas secrete?",
  "What is a caldera?",
];

/**
 * A sixty-first held-out set, written on 2026-12-05 (stop 54) by a writer who had not seen the project, asked for a 29-year-old Indonesian-born UX designer in Amsterdam, living with her boyfriend (a cellist in an orchestra) and a cat, who goes bouldering, is lactose intolerant, has anxiety and sees a therapist, cycles everywhere, volunteers teaching coding to refugees, is learning Dutch, plays badminton, collects vintage film cameras, visits her grandmother in Yogyakarta every year and is saving for a sabbatical in Japan: 50 facts, two questions each. Its unrelated cues were written at stop 54, not by the writer. Kept unread: no question or miss of it was looked at in stop 54; only its totals were printed.
 */
export const fresh60: ParaphraseCase[] = [
  {
    "fact": "user works as a senior UX designer at Booking.com in Amsterdam",
    "questions": [
      "Where am I employed, and in what role?",
      "Which company pays her salary for interface jobs?",
    ],
  },
  {
    "fact": "user was born in Surabaya, Indonesia, and moved to the Netherlands at 22",
    "questions": [
      "What city did I come into the world in?",
      "How old was she when she relocated to Holland?",
    ],
  },
  {
    "fact": "user's boyfriend Daan plays cello in the Concertgebouw Orchestra",
    "questions": [
      "What instrument does my partner perform on?",
      "Which ensemble is her partner a musician in?",
    ],
  },
  {
    "fact": "user has a grey British Shorthair cat named Mochi",
    "questions": [
      "What's my kitty called?",
      "What breed is her feline pet?",
    ],
  },
  {
    "fact": "user goes bouldering at Monk gym in Amsterdam West every Tuesday and Thursday evening",
    "questions": [
      "Where do I do my rock wall sessions?",
      "Which nights does she hit the climbing hall?",
    ],
  },
  {
    "fact": "user is lactose intolerant and drinks oat milk in her coffee",
    "questions": [
      "Which dairy issue do I have?",
      "What plant-based alternative goes in her espresso?",
    ],
  },
  {
    "fact":
      "user has generalized anxiety disorder and sees therapist Dr. Eva Mulder every other Wednesday",
    "questions": [
      "Who is my counsellor?",
      "How often does she have sessions for her worries?",
    ],
  },
  {
    "fact": "user takes 50 mg sertraline every morning",
    "questions": [
      "What dose of antidepressant am I on?",
      "Which SSRI does she swallow daily?",
    ],
  },
  {
    "fact": "user cycles everywhere on a black Gazelle bike and doesn't own a car",
    "questions": [
      "What brand of two-wheeler do I ride?",
      "Does she have an automobile?",
    ],
  },
  {
    "fact": "user volunteers on Saturdays teaching coding to refugees with HackYourFuture",
    "questions": [
      "What charity do I give my weekends to?",
      "Who does she instruct in programming for free?",
    ],
  },
  {
    "fact": "user is learning Dutch and is at B1 level, taking classes at the UvA Language Centre",
    "questions": [
      "How good is my Nederlands?",
      "Where does she study the local tongue?",
    ],
  },
  {
    "fact": "user plays badminton every Sunday morning with a club in Amsterdam-Noord",
    "questions": [
      "When is my racket sport session?",
      "Which weekday does she do shuttle games?",
    ],
  },
  {
    "fact": "user collects vintage film cameras and her favourite is a Canon AE-1 Program",
    "questions": [
      "Which old analog shooter do I love most?",
      "What's the prize piece of her retro photography gear?",
    ],
  },
  {
    "fact": "user visits her grandmother Eyang Sri in Yogyakarta every July",
    "questions": [
      "When do I travel to see my gran?",
      "Which Javanese city does her nan live in?",
    ],
  },
  {
    "fact": "user is saving €15,000 for a six-month sabbatical in Japan planned for 2026",
    "questions": [
      "How much money am I putting aside for my career break?",
      "Where does she hope to spend her long leave abroad?",
    ],
  },
  {
    "fact": "user was born on 14 March 1995",
    "questions": [
      "What date do I celebrate another year?",
      "What's her age?",
    ],
  },
  {
    "fact": "user lives in a second-floor apartment on Javastraat in Amsterdam Oost",
    "questions": [
      "What street is my flat on?",
      "Which neighbourhood is her home in?",
    ],
  },
  {
    "fact": "user's mother Ratna is a retired schoolteacher in Surabaya",
    "questions": [
      "What did my mum do for work?",
      "What's her mom's name?",
    ],
  },
  {
    "fact": "user's younger brother Adi studies mechanical engineering in Bandung",
    "questions": [
      "What is my sibling majoring in?",
      "Where does her little bro attend university?",
    ],
  },
  {
    "fact": "user's best friend Lotte is a nurse at the OLVG hospital",
    "questions": [
      "Who is my closest pal?",
      "Which clinic employs her closest mate?",
    ],
  },
  {
    "fact": "user hates coriander and picks it out of every dish",
    "questions": [
      "Which herb do I dislike?",
      "Is there a green garnish she can't stand?",
    ],
  },
  {
    "fact": "user's favourite comfort food is gudeg, a Javanese jackfruit stew",
    "questions": [
      "What dish do I crave most?",
      "Which Indonesian meal does she love above all?",
    ],
  },
  {
    "fact": "user prefers Figma over Sketch for prototyping",
    "questions": [
      "Which software do I like for mock-ups?",
      "What app does she favour for wireframes?",
    ],
  },
  {
    "fact": "user has a team stand-up meeting every Monday at 9:30",
    "questions": [
      "When is my weekly sync with colleagues?",
      "What time does her squad huddle begin at the start of the week?",
    ],
  },
  {
    "fact": "user's boyfriend Daan's birthday is 2 November",
    "questions": [
      "When should I get my partner a present?",
      "What date does her fella celebrate his special day?",
    ],
  },
  {
    "fact": "user and Daan have been together since meeting at a jazz bar in Utrecht in 2019",
    "questions": [
      "Where did I first encounter my other half?",
      "How long has she been dating her man?",
    ],
  },
  {
    "fact": "user's cat Mochi needs a grain-free diet because of a sensitive stomach",
    "questions": [
      "What special kibble does my kitty eat?",
      "Why does her pet require particular chow?",
    ],
  },
  {
    "fact": "user's vet is Dierenkliniek Oost on Linnaeusstraat",
    "questions": [
      "Which animal clinic do I take my pet to?",
      "Where does she bring her furry friend for checkups?",
    ],
  },
  {
    "fact": "user has a monthly rent of €1,650 split with Daan",
    "questions": [
      "How much is my housing cost?",
      "What does she pay her landlord?",
    ],
  },
  {
    "fact": "user's salary is €68,000 a year",
    "questions": [
      "What do I earn annually?",
      "What's her gross pay?",
    ],
  },
  {
    "fact": "user banks with ING",
    "questions": [
      "Which financial institution holds my accounts?",
      "Where does she keep her money?",
    ],
  },
  {
    "fact": "user paid €900 for a Pentax 67 at the Waterlooplein flea market",
    "questions": [
      "How much did I spend on my medium format body?",
      "Where did she pick up her big Asahi shooter?",
    ],
  },
  {
    "fact": "user shoots mostly on Kodak Portra 400 film",
    "questions": [
      "What's my go-to stock for analogue snaps?",
      "Which emulsion does she load most often?",
    ],
  },
  {
    "fact": "user's climbing shoes are La Sportiva Solutions",
    "questions": [
      "What brand are my rock slippers?",
      "Which footwear does she wear on the wall?",
    ],
  },
  {
    "fact": "user sprained her left ankle falling off a boulder problem in March 2023",
    "questions": [
      "When did I hurt my foot joint?",
      "What injury did she get at the crag?",
    ],
  },
  {
    "fact": "user uses the Headspace app for meditation before bed",
    "questions": [
      "Which mindfulness application do I open at night?",
      "What does she do to calm down prior to sleeping?",
    ],
  },
  {
    "fact": "user dislikes crowded trams and avoids public transport at rush hour",
    "questions": [
      "Why don't I take the streetcar during peak times?",
      "Does she like busy commuter vehicles?",
    ],
  },
  {
    "fact": "user's grandmother Eyang Sri is 87 and lives with user's aunt Wulan",
    "questions": [
      "How old is my gran?",
      "Which relative does her nan stay with?",
    ],
  },
  {
    "fact": "user flies to Indonesia on KLM, usually the direct flight to Jakarta",
    "questions": [
      "Which airline do I book for trips home?",
      "What carrier does she take to Java?",
    ],
  },
  {
    "fact": "user wants to spend her sabbatical doing a pottery course in Kyoto",
    "questions": [
      "What craft do I hope to learn during my break in Asia?",
      "Where will she take ceramics lessons while away?",
    ],
  },
  {
    "fact": "user is studying for the Dutch inburgering exam in autumn 2025",
    "questions": [
      "When is my civic integration test?",
      "What naturalization assessment is she preparing for?",
    ],
  },
  {
    "fact": "user's favourite café is Coffee & Coconuts in De Pijp",
    "questions": [
      "Where do I like to grab a flat white?",
      "What's her go-to spot for a latte?",
    ],
  },
  {
    "fact": "user is training for the Dam tot Damloop 10-mile run in September",
    "questions": [
      "What race am I preparing for?",
      "What distance event is she entering this autumn?",
    ],
  },
  {
    "fact": "user's coworker Jeroen is her badminton doubles partner",
    "questions": [
      "Who do I pair up with on the court?",
      "Which colleague teams with her in shuttle matches?",
    ],
  },
  {
    "fact": "user thinks Dutch directness felt rude at first but now appreciates it",
    "questions": [
      "How do I feel about bluntness in Holland?",
      "What's her view on how frank the locals are?",
    ],
  },
  {
    "fact": "user is a flexitarian who eats fish but no red meat",
    "questions": [
      "Do I have beef?",
      "What kind of protein does she avoid?",
    ],
  },
  {
    "fact": "user owns a MacBook Pro 14-inch with an M3 chip for work",
    "questions": [
      "What laptop do I have?",
      "Which Apple computer does she use?",
    ],
  },
  {
    "fact": "user graduated with a master's in Human-Computer Interaction from TU Delft in 2019",
    "questions": [
      "Where did I get my postgraduate degree?",
      "What did she study at university?",
    ],
  },
  {
    "fact": "user takes the antihistamine cetirizine during hay fever season in spring",
    "questions": [
      "What pill do I need for pollen allergies?",
      "Which tablet helps her with sneezing in April?",
    ],
  },
  {
    "fact": "user carries lactase enzyme tablets to take before eating cheese",
    "questions": [
      "What do I swallow prior to having a bit of gouda?",
      "What supplement does she bring along for dairy?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh60}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh60Unrelated: string[] = [
  "What are stalactites?",
  "Who invented the telegraph?",
  "Who was Boudica?",
  "Who proved Fermat's theorem?",
  "What is a wombat?",
  "Who was Charlemagne?",
  "What does the spleen do?",
  "What is a sestina?",
  "What is the Rubicon?",
  "What is a zeppelin?",
  "What is the cerebellum?",
  "What is a platypus?",
];

/**
 * A sixty-second held-out set, written on 2026-12-05 (stop 55) by a writer who had not seen the project, asked for a 39-year-old Mexican-American master electrician in Albuquerque, New Mexico, married to a high-school counsellor, with a 10-year-old daughter and a 4-year-old son, who plays vihuela in a mariachi group, coaches youth baseball, has gout and sleep apnea, keeps a desert tortoise and two dogs, drives a Ram work van and is restoring an old Chevy Impala, supports the Dallas Cowboys, roasts green chile every autumn, helps his mother who runs a tamale stand, is taking a solar-installation certification and is saving to open his own contracting business: 50 facts, two questions each. Its unrelated cues were written at stop 55, not by the writer.
 */
export const fresh61: ParaphraseCase[] = [
  {
    "fact": "user is a licensed master electrician working in Albuquerque, New Mexico",
    "questions": [
      "What trade am I certified in?",
      "Which city is his job based in?",
    ],
  },
  {
    "fact": "user's wife Marisol is a counsellor at Valley High School",
    "questions": [
      "What does my spouse do for a living?",
      "Where is his partner employed?",
    ],
  },
  {
    "fact": "user's daughter Sofia is ten years old and in fifth grade",
    "questions": [
      "What age is my girl?",
      "What class level is his eldest kid at?",
    ],
  },
  {
    "fact": "user's son Mateo is four and attends a Montessori preschool",
    "questions": [
      "Where does my little boy go during the day?",
      "How old is the user's youngest child?",
    ],
  },
  {
    "fact": "user plays vihuela in the mariachi group Los Halcones del Sur",
    "questions": [
      "What instrument am I on in my band?",
      "Which musical ensemble is he part of?",
    ],
  },
  {
    "fact": "user coaches the Westside Diamondbacks Little League baseball team on Saturdays",
    "questions": [
      "Which youth sport does he help run for kids?",
      "What squad do I lead at the weekend?",
    ],
  },
  {
    "fact": "user takes allopurinol daily to manage his gout",
    "questions": [
      "What medication am I on for my joint condition?",
      "Which pill does he swallow each morning for uric acid?",
    ],
  },
  {
    "fact": "user sleeps with a ResMed AirSense CPAP machine for sleep apnea",
    "questions": [
      "What device do I use at night for my breathing disorder?",
      "Which brand of breathing mask does he wear in bed?",
    ],
  },
  {
    "fact": "user keeps a desert tortoise named Pancho in a backyard enclosure",
    "questions": [
      "What is my reptile called?",
      "Where does the user house his shelled pet?",
    ],
  },
  {
    "fact": "user has two dogs, a pit bull named Chispa and a chihuahua named Lobo",
    "questions": [
      "What are my pups called?",
      "Which canine breeds does he own?",
    ],
  },
  {
    "fact": "user drives a white Ram ProMaster van for work jobs",
    "questions": [
      "What vehicle do I take to construction sites?",
      "Which model does he use as a company truck?",
    ],
  },
  {
    "fact": "user is restoring a 1964 Chevy Impala in his garage",
    "questions": [
      "What classic car am I fixing up?",
      "Which old vehicle is he rebuilding at home?",
    ],
  },
  {
    "fact": "user is a lifelong Dallas Cowboys fan",
    "questions": [
      "Which NFL team do I root for?",
      "What American football club does he cheer on?",
    ],
  },
  {
    "fact": "user roasts Hatch green chile every September at the farmers market",
    "questions": [
      "What autumn pepper tradition do I have?",
      "When does he fire-char peppers each year?",
    ],
  },
  {
    "fact": "user's mother Rosa runs a tamale stand near Old Town plaza",
    "questions": [
      "What business does my mom operate?",
      "Where does his mum sell food?",
    ],
  },
  {
    "fact": "user helps his mother Rosa prepare masa every Friday night",
    "questions": [
      "What do I do with my mom before the weekend?",
      "When does he assist his mum with corn dough?",
    ],
  },
  {
    "fact": "user is studying for the NABCEP PV Installation Professional certification",
    "questions": [
      "What solar credential am I working toward?",
      "Which photovoltaic exam is he preparing for?",
    ],
  },
  {
    "fact": "user is saving money to open his own electrical contracting business",
    "questions": [
      "What financial goal am I putting cash aside for?",
      "What company does he hope to launch someday?",
    ],
  },
  {
    "fact": "user has about $38,000 set aside in a Nusenda Credit Union savings account",
    "questions": [
      "How much have I stashed away so far?",
      "Which bank holds his funds?",
    ],
  },
  {
    "fact": "user works for Sandia Power Systems as a job foreman",
    "questions": [
      "Who is my current employer?",
      "What position does he hold at his company?",
    ],
  },
  {
    "fact": "user wakes at 5:15 every weekday morning",
    "questions": [
      "What time do I get up on workdays?",
      "When does his alarm go off?",
    ],
  },
  {
    "fact": "user's best friend Ernesto plays guitarrón in the same mariachi",
    "questions": [
      "Who is my closest buddy?",
      "Which bandmate is his oldest pal?",
    ],
  },
  {
    "fact": "user's favorite food is his mother's red chile pork tamales",
    "questions": [
      "What dish do I love most?",
      "Which meal would he pick above all others?",
    ],
  },
  {
    "fact": "user avoids beer and organ meats because they trigger gout flares",
    "questions": [
      "What should I steer clear of eating and drinking?",
      "Which foods cause his joint pain attacks?",
    ],
  },
  {
    "fact": "user lives in the South Valley neighborhood of Albuquerque",
    "questions": [
      "Which part of town is my house in?",
      "What area does he reside in?",
    ],
  },
  {
    "fact": "user's home is a three-bedroom adobe-style house built in 1978",
    "questions": [
      "What kind of dwelling do I have?",
      "How many rooms for sleeping are in his place?",
    ],
  },
  {
    "fact": "user's dogs see Dr. Patel at Coronado Animal Hospital",
    "questions": [
      "Who is my pets' vet?",
      "Where does he take his pups for checkups?",
    ],
  },
  {
    "fact": "user is planning a family trip to San Diego next July",
    "questions": [
      "Where are we vacationing this summer?",
      "What beach city is he heading to with his kids?",
    ],
  },
  {
    "fact": "user visits relatives in Chihuahua, Mexico every December",
    "questions": [
      "Where do I go for the holidays?",
      "Which state south of the border does he travel to at Christmas?",
    ],
  },
  {
    "fact": "user's Impala needs a new transmission, budgeted at $2,500",
    "questions": [
      "What part is missing from my classic car?",
      "How much will the gearbox for his old Chevrolet cost?",
    ],
  },
  {
    "fact": "user's daughter Sofia takes ballet folklórico classes on Tuesdays",
    "questions": [
      "What dance lessons is my girl enrolled in?",
      "When does his eldest kid have Mexican folk dancing?",
    ],
  },
  {
    "fact": "user's son Mateo is allergic to peanuts",
    "questions": [
      "Which food can't my little boy eat?",
      "What allergy does his youngest have?",
    ],
  },
  {
    "fact": "user's wife Marisol's birthday is March 12",
    "questions": [
      "When should I celebrate my spouse's special day?",
      "What date was his partner born?",
    ],
  },
  {
    "fact": "user's wedding anniversary is October 3",
    "questions": [
      "When did I get married?",
      "What day do he and his spouse mark their union?",
    ],
  },
  {
    "fact": "user uses Klein Tools and Milwaukee cordless drills on jobs",
    "questions": [
      "What brands of equipment do I prefer?",
      "Which equipment makers does he trust?",
    ],
  },
  {
    "fact": "user listens to Vicente Fernández while working on his car",
    "questions": [
      "What music do I put on in my garage?",
      "Which ranchera singer does he play during restorations?",
    ],
  },
  {
    "fact": "user's band performs most weekends at weddings and quinceañeras",
    "questions": [
      "What events do I gig at?",
      "Where does his ensemble usually play on Saturdays?",
    ],
  },
  {
    "fact": "user weighs 235 pounds and wants to lose twenty",
    "questions": [
      "How heavy am I right now?",
      "What is his body mass target?",
    ],
  },
  {
    "fact": "user walks the dogs along the Rio Grande bosque trail each evening",
    "questions": [
      "Where do I take my pups at night?",
      "What route does he stroll at dusk?",
    ],
  },
  {
    "fact": "user's pulmonologist is Dr. Lucero at Presbyterian Hospital",
    "questions": [
      "Who is my lung specialist?",
      "Which physician treats his breathing disorder?",
    ],
  },
  {
    "fact": "user brews his morning coffee with Café Bustelo in a stovetop moka pot",
    "questions": [
      "What brand do I use to make my espresso?",
      "How does he prepare his AM caffeine?",
    ],
  },
  {
    "fact": "user's Ram van has 142,000 miles on the odometer",
    "questions": [
      "How far has my company truck been driven?",
      "What mileage does his work vehicle show?",
    ],
  },
  {
    "fact": "user's younger brother Javier is a firefighter in Las Cruces",
    "questions": [
      "What does my sibling do for a living?",
      "Where is his little sibling employed?",
    ],
  },
  {
    "fact": "user's tortoise Pancho hibernates from November through February",
    "questions": [
      "When does my reptile go dormant?",
      "In which months is his shelled pet asleep for winter?",
    ],
  },
  {
    "fact": "user watches Cowboys games at Ernesto's house every Sunday",
    "questions": [
      "Where do I see football each weekend?",
      "Who hosts him for NFL viewing?",
    ],
  },
  {
    "fact": "user wants to hire two apprentices once his company launches",
    "questions": [
      "How many trainees do I plan to bring on?",
      "What staff does he expect to need at first?",
    ],
  },
  {
    "fact": "user's family attends Mass at San José Catholic Church",
    "questions": [
      "Where do we go to worship?",
      "Which parish does his household belong to?",
    ],
  },
  {
    "fact": "user speaks Spanish at home with his kids",
    "questions": [
      "Which language do I use with my children?",
      "What tongue does he talk to his son and daughter in?",
    ],
  },
  {
    "fact": "user grills carne asada every Fourth of July for the neighbors",
    "questions": [
      "What do I cook for Independence Day?",
      "What BBQ does he host in summer?",
    ],
  },
  {
    "fact": "user's solar course meets Thursday evenings at Central New Mexico Community College",
    "questions": [
      "Where do my photovoltaic classes take place?",
      "When does he attend his PV training?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh61}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh61Unrelated: string[] = [
  "Why does a narwhal have a tusk?",
  "Who patented the telephone?",
  "What happened to the Romanov dynasty?",
  "When did Krakatoa explode?",
  "What was Pangaea?",
  "What did Archimedes discover about buoyancy?",
  "What is absolute zero in kelvin?",
  "What did Vivaldi compose?",
  "What is Macondo?",
  "Who was Alexander Fleming?",
  "When did Sputnik orbit Earth?",
  "What is an abacus?",
];

/**
 * A sixty-third held-out set, written on 2026-12-05 (stop 55) by a writer who had not seen the project, asked for a 71-year-old retired Polish-born piano teacher in Chicago's Jefferson Park, widowed, with a son who is a dentist in Milwaukee and a daughter in Kraków, three grandchildren, who sings in a parish choir, grows tomatoes and dahlias, has glaucoma and osteoporosis, walks with a cane after a fall, keeps a canary, takes the Blue Line because she gave up driving, follows the Chicago Cubs on the radio, bakes pierogi for church fundraisers, plays bridge on Thursdays, still gives two private lessons a week, is learning to use a tablet to video-call family and is planning a pilgrimage to Częstochowa: 50 facts, two questions each. Its unrelated cues were written at stop 55, not by the writer. Meant to be kept unread, and read by mistake: its misses on an engine of the middle of stop 55 (the questions, their facts and the notes recalled instead) were printed whole once, after every rule that stop kept had been written; the one rule written after (from the read sets' misses) was measured and left out.
 */
export const fresh62: ParaphraseCase[] = [
  {
    "fact": "user taught piano at the Chopin Music Academy on Milwaukee Avenue for thirty years",
    "questions": [
      "Where did I work before I retired?",
      "Which school employed her as an instructor for three decades?",
    ],
  },
  {
    "fact": "user's son Tomasz runs a dental practice in Milwaukee",
    "questions": [
      "What does my boy do for a living?",
      "Where is her eldest child's teeth-cleaning clinic located?",
    ],
  },
  {
    "fact": "user's daughter Agnieszka lives in Kraków and works as a translator",
    "questions": [
      "Which city in Poland is my girl based in?",
      "What job does her female child have overseas?",
    ],
  },
  {
    "fact": "user's husband Henryk died of a heart attack in 2016",
    "questions": [
      "When did my spouse pass away?",
      "How did she lose her partner?",
    ],
  },
  {
    "fact": "user has three grandchildren: Zofia, Kuba and little Maja",
    "questions": [
      "How many kids do my children have between them?",
      "What are the names of her grandkids?",
    ],
  },
  {
    "fact": "user sings alto in the choir at St. Constance parish",
    "questions": [
      "What voice part do I have at church?",
      "Which congregation's singers does she perform with?",
    ],
  },
  {
    "fact": "user grows San Marzano tomatoes in raised beds behind her bungalow",
    "questions": [
      "What kind of vegetables am I cultivating in the backyard?",
      "Which variety of red fruit does she plant outside?",
    ],
  },
  {
    "fact": "user plants Café au Lait dahlias and digs up the tubers each October",
    "questions": [
      "Which flowers do I need to lift before winter?",
      "What bloom variety does she store over the cold months?",
    ],
  },
  {
    "fact": "user has glaucoma and uses latanoprost eye drops every night",
    "questions": [
      "Which medicine do I put in at bedtime?",
      "What vision disease is she treated for?",
    ],
  },
  {
    "fact": "user takes alendronate weekly on Sunday mornings for osteoporosis",
    "questions": [
      "Which pill do I swallow once every seven days?",
      "What bone-thinning condition is she managing?",
    ],
  },
  {
    "fact": "user broke her wrist after slipping on ice in January 2023",
    "questions": [
      "How did I get injured that winter?",
      "What bone did she fracture when she fell?",
    ],
  },
  {
    "fact": "user walks with a cane since her fall",
    "questions": [
      "What mobility aid do I rely on?",
      "Does she need help getting around on foot?",
    ],
  },
  {
    "fact": "user keeps a yellow canary named Pipsqueak in the kitchen",
    "questions": [
      "What do I call my little bird?",
      "What kind of pet does she have at home?",
    ],
  },
  {
    "fact": "user feeds her canary Kaytee seed mix and fresh dandelion greens",
    "questions": [
      "What should I buy for my little songbird to eat?",
      "What food does her pet eat?",
    ],
  },
  {
    "fact": "user gave up driving in 2022 and sold her Buick",
    "questions": [
      "Do I still own a car?",
      "When did she stop getting behind the wheel?",
    ],
  },
  {
    "fact": "user rides the Blue Line from the Jefferson Park station",
    "questions": [
      "Which train does she catch to go downtown?",
      "What 'L' stop is nearest to me?",
    ],
  },
  {
    "fact": "user follows the Chicago Cubs on WSCR radio",
    "questions": [
      "Which baseball team am I a fan of?",
      "How does she keep up with games?",
    ],
  },
  {
    "fact": "user bakes potato-and-cheese pierogi for the St. Constance fundraiser",
    "questions": [
      "What dumplings do I make for the church charity sale?",
      "What does she cook to help raise money for the parish?",
    ],
  },
  {
    "fact": "user plays bridge every Thursday at the Copernicus Center",
    "questions": [
      "What card game do I join each week?",
      "Where does she go for her weekly card club?",
    ],
  },
  {
    "fact": "user's bridge partner is her neighbor Halina Nowak",
    "questions": [
      "Who do I team up with at cards?",
      "Which friend next door accompanies her at the table?",
    ],
  },
  {
    "fact": "user gives two private piano lessons a week",
    "questions": [
      "How many students do I still teach?",
      "Does she still instruct anyone at the keyboard?",
    ],
  },
  {
    "fact": "user's student Ethan, age 9, is preparing Clementi's Sonatina in C",
    "questions": [
      "What piece is my youngest pupil working on?",
      "Which composition is the nine-year-old learning?",
    ],
  },
  {
    "fact": "user charges $40 per hour for lessons",
    "questions": [
      "How much do I ask for a session?",
      "What rate does she bill her pupils?",
    ],
  },
  {
    "fact": "user owns a 1978 Steinway Model M grand",
    "questions": [
      "What instrument is in my living room?",
      "Which brand of keyboard instrument does she have?",
    ],
  },
  {
    "fact": "user is learning to use an iPad for FaceTime calls",
    "questions": [
      "How do I video chat with the family?",
      "What tablet is she getting comfortable with?",
    ],
  },
  {
    "fact": "user video-calls Agnieszka every Sunday at noon Chicago time",
    "questions": [
      "When do I talk to my girl in Poland?",
      "What day does she chat with her daughter overseas?",
    ],
  },
  {
    "fact": "user is planning a pilgrimage to Częstochowa in August 2025",
    "questions": [
      "Where am I traveling for religious reasons?",
      "Which shrine does she want to visit next summer?",
    ],
  },
  {
    "fact": "user wants to see the Black Madonna icon at Jasna Góra",
    "questions": [
      "What holy image do I hope to pray before?",
      "Which painting is the highlight of her trip?",
    ],
  },
  {
    "fact": "user flies LOT Polish Airlines nonstop from O'Hare to Warsaw",
    "questions": [
      "Which carrier do I take to Europe?",
      "How does she usually get over to Poland?",
    ],
  },
  {
    "fact": "user lives on a fixed income from Social Security and a teacher's pension",
    "questions": [
      "What money do I get each month to cover expenses?",
      "Where do her retirement payments come from?",
    ],
  },
  {
    "fact": "user banks at PNC on Milwaukee Avenue",
    "questions": [
      "Where do I keep my savings?",
      "Which financial institution does she use?",
    ],
  },
  {
    "fact": "user's monthly Medicare supplement premium is $182",
    "questions": [
      "How much is my health coverage each month?",
      "What does she pay for her insurance plan?",
    ],
  },
  {
    "fact": "user's ophthalmologist is Dr. Patel at Northwestern",
    "questions": [
      "Who checks my vision?",
      "Which doctor treats her eye pressure?",
    ],
  },
  {
    "fact": "user's son Tomasz drives down from Wisconsin every other Saturday",
    "questions": [
      "How often does my boy come visit?",
      "When does she see her eldest child in person?",
    ],
  },
  {
    "fact": "user's grandson Kuba plays travel soccer in Milwaukee",
    "questions": [
      "What sport is my grandboy on a team for?",
      "Which of her grandkids is on a football team?",
    ],
  },
  {
    "fact": "user's granddaughter Zofia is studying nursing at Marquette",
    "questions": [
      "Which college does my oldest grandkid attend?",
      "What is her grandchild training to become?",
    ],
  },
  {
    "fact": "user drinks Yerba Mate instead of coffee since her doctor advised less caffeine",
    "questions": [
      "What do I have in place of my morning cup of joe?",
      "Why did she switch her hot beverage?",
    ],
  },
  {
    "fact": "user shops for kielbasa and rye bread at Andy's Deli on Milwaukee Avenue",
    "questions": [
      "Where do I get my sausage?",
      "Which store sells her favorite Polish meats?",
    ],
  },
  {
    "fact": "user makes żurek soup every Easter from her mother's recipe",
    "questions": [
      "What dish do I cook for the spring holiday?",
      "Which traditional sour rye meal does she prepare?",
    ],
  },
  {
    "fact": "user does water aerobics Tuesdays at the Portage Park pool",
    "questions": [
      "What exercise class do I attend?",
      "Where does she swim for fitness?",
    ],
  },
  {
    "fact": "user is allergic to penicillin",
    "questions": [
      "Which antibiotic can't I take?",
      "Does she have any drug reactions?",
    ],
  },
  {
    "fact": "user listens to Chopin nocturnes before bed",
    "questions": [
      "What music helps me fall asleep?",
      "Which composer does she play at night?",
    ],
  },
  {
    "fact": "user's best friend Irena moved to a senior apartment in Niles",
    "questions": [
      "Where did my closest pal relocate?",
      "Which suburb is her old companion living in now?",
    ],
  },
  {
    "fact": "user lives alone in a brick bungalow on Lawrence Avenue",
    "questions": [
      "What kind of house do I have?",
      "What street is her home on?",
    ],
  },
  {
    "fact": "user installed grab bars in the bathroom after the fall",
    "questions": [
      "What safety changes did I make at home?",
      "How did she make her shower safer?",
    ],
  },
  {
    "fact": "user reads Dziennik Związkowy, the Polish-language daily",
    "questions": [
      "Which newspaper do I subscribe to?",
      "What paper in her native tongue does she subscribe to?",
    ],
  },
  {
    "fact": "user attends the 9 a.m. Polish Mass every Sunday",
    "questions": [
      "When do I go to church?",
      "Which weekly service does she go to?",
    ],
  },
  {
    "fact": "user's choir is rehearsing Górecki's Totus Tuus for Christmas",
    "questions": [
      "What piece are we singing for the holidays?",
      "Which composition is her group practicing for December?",
    ],
  },
  {
    "fact": "user wears hearing aids from Costco in both ears",
    "questions": [
      "Where did I buy my listening devices?",
      "Does she have any trouble with her listening?",
    ],
  },
  {
    "fact": "user knits wool scarves for her grandchildren each winter",
    "questions": [
      "What handmade gifts do I give the kids?",
      "What crafts does she do with yarn?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh62}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh62Unrelated: string[] = [
  "What abides inside the Kuril chasm?",
  "Who was Galileo?",
  "Why was Stonehenge erected?",
  "Which volcano destroyed Pompeii?",
  "What was the Tunguska airburst?",
  "When was the Suez Canal dug?",
  "What is a sundial?",
  "What is Tolstoy famous for?",
  "What does a laser emit?",
  "Why are sloths so sluggish?",
  "What is permafrost?",
  "Who were the Incas?",
];

/**
 * A sixty-fourth held-out set, written on 2026-12-05 (stop 56) by a writer who had not seen the project, asked for a 44-year-old Sri Lankan-Australian emergency-department doctor in Perth, Western Australia, married to a primary-school teacher, with twin 6-year-old daughters, who plays club cricket on weekends, does Pilates for a slipped disc, is vegetarian, keeps a reef aquarium, drives a Mazda CX-5, supports the West Coast Eagles, is renovating an old weatherboard house, sends money to his parents in Colombo, is learning the violin and is planning a family trip to the Maldives: 50 facts, two questions each. Its unrelated cues were written at stop 56, not by the writer. Three facts were reworded at stop 56 where a word of theirs collided with older unrelated cues ("causing", "properly", "Australia").
 */
export const fresh63: ParaphraseCase[] = [
  {
    "fact": "user works as an emergency physician at Fiona Stanley Hospital in Murdoch",
    "questions": [
      "Where is my job?",
      "What does he do for a living?",
    ],
  },
  {
    "fact": "user mostly does rotating night shifts, usually four in a row",
    "questions": [
      "Is he available late in the evening on weekdays?",
      "What kind of hours does my roster involve?",
    ],
  },
  {
    "fact": "user's wife Nadeesha teaches year 1 at a primary school in Bayswater",
    "questions": [
      "What is his partner's job?",
      "Who am I married to?",
    ],
  },
  {
    "fact": "user has twin daughters, Amaya and Sanduni, both aged six",
    "questions": [
      "Does he have any kids?",
      "How old are my girls?",
    ],
  },
  {
    "fact": "user was born in Kandy and moved to Perth at 19 for medical school",
    "questions": [
      "Where did they grow up originally?",
      "When did I emigrate, and why?",
    ],
  },
  {
    "fact": "user is strictly vegetarian and avoids gelatine too",
    "questions": [
      "Can I suggest a steak restaurant for their anniversary?",
      "Are there any foods he won't eat?",
    ],
  },
  {
    "fact": "user has a slipped disc at L5-S1 and does reformer Pilates twice weekly",
    "questions": [
      "Does he have any back problems?",
      "What exercise classes am I taking for my spine?",
    ],
  },
  {
    "fact": "user takes Celebrex occasionally for lower back flare-ups",
    "questions": [
      "What medication helps when my lumbar pain gets bad?",
      "Is the user on any anti-inflammatories?",
    ],
  },
  {
    "fact": "user plays club cricket for Bassendean on Saturdays as an opening batsman",
    "questions": [
      "What sport is he into on weekends?",
      "What's my position in the team?",
    ],
  },
  {
    "fact": "user keeps a 300-litre reef aquarium with clownfish and soft corals",
    "questions": [
      "Does he have any pets?",
      "How big is my marine tank?",
    ],
  },
  {
    "fact": "user's aquarium has a blue tang named Dory the twins picked",
    "questions": [
      "What are the fish called?",
      "What did my kids call the fish they chose?",
    ],
  },
  {
    "fact": "user drives a grey 2019 Mazda CX-5",
    "questions": [
      "What car do they have?",
      "Which vehicle is mine for the commute?",
    ],
  },
  {
    "fact": "user is a passionate West Coast Eagles supporter and has AFL membership",
    "questions": [
      "Which footy team does he barrack for?",
      "Do I go to games at Optus Stadium?",
    ],
  },
  {
    "fact": "user is renovating a 1920s weatherboard house in Guildford",
    "questions": [
      "What's the project he's working on at home?",
      "How old is my place, and where is it?",
    ],
  },
  {
    "fact": "user's renovation budget is about $85,000, mostly for kitchen and stumps",
    "questions": [
      "How much am I spending on the house work?",
      "What is the money going toward on their home upgrade?",
    ],
  },
  {
    "fact": "user sends AUD 600 monthly to his parents in Colombo",
    "questions": [
      "Does he support his family overseas financially?",
      "How much cash do I remit to Sri Lanka each month?",
    ],
  },
  {
    "fact": "user uses Wise for transfers to Sri Lanka",
    "questions": [
      "Which service does he rely on for overseas payments?",
      "Which app helps me move money internationally?",
    ],
  },
  {
    "fact": "user started learning violin eight months ago",
    "questions": [
      "Is he picking up any musical instrument?",
      "How long have I been playing strings?",
    ],
  },
  {
    "fact": "user's violin teacher is Ms Petrova, lessons Tuesday afternoons",
    "questions": [
      "Who gives me music tuition?",
      "When does he have his weekly class?",
    ],
  },
  {
    "fact": "user is planning a family holiday to the Maldives in December",
    "questions": [
      "Where are we going on vacation at the end of the year?",
      "Has he booked anything for the summer school break?",
    ],
  },
  {
    "fact": "user wants a water villa resort with a kids' club in the Maldives",
    "questions": [
      "What kind of accommodation am I after for our island trip?",
      "Should I recommend a hotel suitable for young children?",
    ],
  },
  {
    "fact": "user's parents, Sunil and Kamala, live in Colombo",
    "questions": [
      "Where do his mother and father reside?",
      "What are my mum and dad called?",
    ],
  },
  {
    "fact": "user's best mate Dinesh is a cardiologist at Royal Perth",
    "questions": [
      "Who is his closest friend?",
      "Which of my friends is a heart doctor?",
    ],
  },
  {
    "fact": "user prefers flat whites with oat milk",
    "questions": [
      "How does he take his coffee?",
      "What should I order him at the café?",
    ],
  },
  {
    "fact": "user is lactose intolerant but eats hard cheese fine",
    "questions": [
      "Can he have dairy?",
      "Is milk a problem for me?",
    ],
  },
  {
    "fact": "user is allergic to penicillin, which gives him hives",
    "questions": [
      "Does he have any drug allergies?",
      "What antibiotic reactions have I had?",
    ],
  },
  {
    "fact": "user's favourite dish is his mother's jackfruit curry with red rice",
    "questions": [
      "What food does he love most?",
      "What meal reminds me of home?",
    ],
  },
  {
    "fact": "user usually cooks dhal and string hoppers on Sunday mornings",
    "questions": [
      "What does he make for breakfast at weekends?",
      "What's my regular weekend meal routine?",
    ],
  },
  {
    "fact": "user wants to pay off the mortgage by age 55",
    "questions": [
      "What are his long-term financial goals?",
      "When do I hope to be debt-free on the home loan?",
    ],
  },
  {
    "fact": "user banks with Commonwealth Bank and uses an offset account",
    "questions": [
      "Which financial institution is he with?",
      "How do I reduce interest on my home loan?",
    ],
  },
  {
    "fact": "user's daughters attend Guildford Primary in year 1",
    "questions": [
      "Where do his kids go to school?",
      "What grade are my girls in?",
    ],
  },
  {
    "fact": "user's twins do swimming lessons Thursday evenings at Swan Park Leisure Centre",
    "questions": [
      "What activities are his kids enrolled in?",
      "When are the girls' pool classes?",
    ],
  },
  {
    "fact": "user does school drop-off on Mondays and Fridays",
    "questions": [
      "Which days am I taking the kids in the morning?",
      "When is he responsible for the morning run?",
    ],
  },
  {
    "fact": "user's cricket season runs October to March with training Wednesdays",
    "questions": [
      "When does he practise with his club?",
      "What months am I busy with matches?",
    ],
  },
  {
    "fact": "user uses a Gray-Nicolls bat and has a shoulder niggle from bowling",
    "questions": [
      "What equipment brand does he like for his sport?",
      "Do I have any arm injuries?",
    ],
  },
  {
    "fact": "user's reef tank runs a Red Sea protein skimmer and AI Prime lights",
    "questions": [
      "What gear is on his marine setup?",
      "What filtration equipment have I installed?",
    ],
  },
  {
    "fact": "user tests aquarium water parameters every Sunday evening",
    "questions": [
      "How often do I check my tank chemistry?",
      "When does he do his fish maintenance?",
    ],
  },
  {
    "fact": "user's car needs its 60,000 km service in August",
    "questions": [
      "When is my vehicle due for maintenance?",
      "Is his SUV coming up for a mechanic visit?",
    ],
  },
  {
    "fact": "user hires a carpenter named Greg Holloway for the restumping",
    "questions": [
      "Who is the tradie working on his house?",
      "Which tradesman did I get in for the foundations?",
    ],
  },
  {
    "fact": "user wants heritage-style sash windows kept in the renovation",
    "questions": [
      "What period features should be preserved on his home?",
      "Am I replacing the old glazing?",
    ],
  },
  {
    "fact": "user watches every Eagles game with the twins wearing matching scarves",
    "questions": [
      "Do his kids follow footy too?",
      "Do I see the footy with my family?",
    ],
  },
  {
    "fact": "user prefers Tamil and Sinhala films on SBS On Demand",
    "questions": [
      "What does he like to stream?",
      "What movies do I enjoy watching at night?",
    ],
  },
  {
    "fact": "user speaks Sinhala, English and conversational Tamil",
    "questions": [
      "What languages does he know?",
      "Can I talk to my parents in their mother tongue?",
    ],
  },
  {
    "fact": "user meditates for 15 minutes using Headspace after night shifts",
    "questions": [
      "How does he unwind once he's finished work?",
      "What mindfulness app am I on?",
    ],
  },
  {
    "fact": "user sleeps poorly after night rosters and uses melatonin",
    "questions": [
      "Does he have trouble with rest?",
      "What helps me get to bed during the day?",
    ],
  },
  {
    "fact": "user and Nadeesha's wedding anniversary is on 14 February",
    "questions": [
      "When did I get married?",
      "What date should he remember for his marriage celebration?",
    ],
  },
  {
    "fact": "user is Buddhist and visits the Perth Buddhist Vihara for Vesak",
    "questions": [
      "What religion does he follow?",
      "Where do I go for the May festival?",
    ],
  },
  {
    "fact": "user hates humidity and prefers travelling in the dry season",
    "questions": [
      "When would he rather take trips?",
      "What weather do I dislike on holiday?",
    ],
  },
  {
    "fact": "user keeps a Garmin Forerunner watch to track heart rate and steps",
    "questions": [
      "What fitness wearable does he own?",
      "How do I monitor my activity levels?",
    ],
  },
  {
    "fact": "user wants to learn to snorkel well before the island trip",
    "questions": [
      "What skill is he hoping to pick up for the Maldives?",
      "Is there a water skill he's hoping to master ahead of the holiday?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh63}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh63Unrelated: string[] = [
  "Who was Tamerlane?",
  "What is a Mandelbrot fractal?",
  "What is Occam's razor?",
  "What was the Laki fissure catastrophe?",
  "What is schadenfreude?",
  "What is the Gini coefficient?",
  "What is the Oort cloud?",
  "What is a Sumatran rafflesia?",
  "What is Zeno's paradox?",
  "What is the Drake equation?",
  "What is the Voynich manuscript?",
  "Where is the Sargasso?",
];

/**
 * A sixty-fifth held-out set, written on 2026-12-05 (stop 56) by a writer who had not seen the project, asked for a 63-year-old widowed cattle rancher in the Texas Hill Country near Fredericksburg, with three grown sons and six grandchildren, who also runs a small pecan orchard, sits on the county school board, has rheumatoid arthritis and wears a hearing aid, drives a Ford F-250 and rides a quarter horse, shoots sporting clays, quilts with a church group, follows the Texas Longhorns, keeps border collies and barn cats, does the books for the ranch herself and is planning an Alaska cruise with her sister: 50 facts, two questions each. Its unrelated cues were written at stop 56, not by the writer. Kept unread.
 */
export const fresh64: ParaphraseCase[] = [
  {
    "fact": "user's late husband Walt died of a heart attack in 2018",
    "questions": [
      "Is her spouse still living?",
      "How long have I been a widow?",
    ],
  },
  {
    "fact": "user has three grown sons named Cody, Travis, and Dale",
    "questions": [
      "How many boys does she have?",
      "What are the user's children called?",
    ],
  },
  {
    "fact": "user has six grandchildren, the youngest being Travis's baby girl Josie",
    "questions": [
      "How many grandkids does she have?",
      "Who's the newest addition to my family?",
    ],
  },
  {
    "fact": "user runs about 120 head of Black Angus cows on 900 acres outside Fredericksburg",
    "questions": [
      "How big is their herd?",
      "What breed of cattle does she raise?",
    ],
  },
  {
    "fact": "user also grows pecans on a small orchard of roughly 200 trees",
    "questions": [
      "What nuts does she harvest?",
      "Does the ranch produce anything besides beef?",
    ],
  },
  {
    "fact": "user sits on the Gillespie County school board as a trustee",
    "questions": [
      "What public office does she serve in?",
      "Is the user involved with local education?",
    ],
  },
  {
    "fact": "user has rheumatoid arthritis and takes methotrexate weekly plus folic acid",
    "questions": [
      "What chronic conditions do I have?",
      "Which medications is she on for her joints?",
    ],
  },
  {
    "fact": "user wears a Phonak hearing aid in her left ear",
    "questions": [
      "Any sensory impairments I should know about for her?",
      "What brand is her listening device?",
    ],
  },
  {
    "fact": "user drives a white 2016 Ford F-250 Super Duty diesel",
    "questions": [
      "What truck does she have?",
      "What kind of fuel does my pickup take?",
    ],
  },
  {
    "fact": "user rides a sorrel quarter horse gelding named Biscuit",
    "questions": [
      "What do they call her mount?",
      "What color is their saddle animal?",
    ],
  },
  {
    "fact": "user shoots sporting clays at a gun club in Kerrville most Saturdays",
    "questions": [
      "What does she usually do on weekend mornings?",
      "What do I like to do for target practice?",
    ],
  },
  {
    "fact": "user quilts every Tuesday morning with women from her church",
    "questions": [
      "What craft does she do with friends?",
      "When does the user's sewing circle meet?",
    ],
  },
  {
    "fact": "user is a die-hard Longhorns fan",
    "questions": [
      "Which college team does she cheer for?",
      "Would they want Aggie gear as a gift?",
    ],
  },
  {
    "fact": "user keeps two border collies, Tess and Scout, for working cattle",
    "questions": [
      "What dogs does she have?",
      "What are the names of my herding pups?",
    ],
  },
  {
    "fact": "user feeds a handful of barn cats that keep mice out of the feed room",
    "questions": [
      "Does she have any felines?",
      "How does the user handle rodents in the stable?",
    ],
  },
  {
    "fact": "user does the ranch bookkeeping herself in QuickBooks Desktop",
    "questions": [
      "Who handles the accounting for her operation?",
      "What software do I use for finances?",
    ],
  },
  {
    "fact": "user is planning an Alaska cruise with her sister Darlene for next June",
    "questions": [
      "What trip is she taking this summer?",
      "Who's traveling with me on the voyage?",
    ],
  },
  {
    "fact": "user's sister Darlene lives in Lubbock and is two years younger",
    "questions": [
      "Where's her sibling based?",
      "What's the age gap between them?",
    ],
  },
  {
    "fact": "user is a member of St. Paul Lutheran Church and sings alto in the choir",
    "questions": [
      "What denomination is she?",
      "Does the user do any vocal music?",
    ],
  },
  {
    "fact": "user is allergic to penicillin",
    "questions": [
      "Are there any antibiotics she can't take?",
      "What drug reactions should I flag for my doctor?",
    ],
  },
  {
    "fact": "user eats a low-sodium diet because of high blood pressure",
    "questions": [
      "Should I watch the salt in recipes for her?",
      "Does the user have hypertension?",
    ],
  },
  {
    "fact": "user takes lisinopril 10 mg every morning",
    "questions": [
      "What's her BP pill?",
      "What do I swallow with breakfast each day?",
    ],
  },
  {
    "fact": "user's rheumatologist is Dr. Anita Reyes in San Antonio",
    "questions": [
      "Who treats her arthritis?",
      "Which specialist do they go see in the city?",
    ],
  },
  {
    "fact": "user's hands stiffen badly in cold, damp weather",
    "questions": [
      "Does winter make her joints worse?",
      "How does rain affect me physically?",
    ],
  },
  {
    "fact": "user wakes at 5 a.m. and drinks black Folgers coffee before chores",
    "questions": [
      "How early does she get up?",
      "How does the user take her morning brew?",
    ],
  },
  {
    "fact": "user loves chicken-fried steak but is cutting back on fried food",
    "questions": [
      "What's her favorite comfort meal?",
      "Am I trying to eat healthier?",
    ],
  },
  {
    "fact": "user doesn't care for seafood, especially shellfish",
    "questions": [
      "Can I book her a lobster dinner?",
      "Are there any dishes they dislike?",
    ],
  },
  {
    "fact": "user's home is a 1950s limestone farmhouse with a wraparound porch",
    "questions": [
      "What kind of house does she live in?",
      "How old is the user's place?",
    ],
  },
  {
    "fact": "user heats with propane and a cast-iron wood stove in the den",
    "questions": [
      "What fuel warms her place in winter?",
      "Does she need firewood delivered?",
    ],
  },
  {
    "fact": "user's ranch is the Rocking W, after her late husband Walt",
    "questions": [
      "What's her property called?",
      "Who inspired the brand on my spread?",
    ],
  },
  {
    "fact": "user's eldest son Cody helps run the cattle operation day to day",
    "questions": [
      "Which of her boys works alongside her?",
      "Who's the user's right hand on the place?",
    ],
  },
  {
    "fact": "user's son Travis is a petroleum engineer in Midland",
    "questions": [
      "Which of her kids works in oil?",
      "Which of my children lives out in West Texas?",
    ],
  },
  {
    "fact": "user's youngest son Dale teaches high school ag in Boerne",
    "questions": [
      "Which kid is an educator?",
      "Where does her last-born work?",
    ],
  },
  {
    "fact": "user's best friend is Bev Hartmann, a neighbor who also quilts",
    "questions": [
      "Who is her closest pal?",
      "Who lives down the road from me?",
    ],
  },
  {
    "fact": "user banks at Security State Bank in Fredericksburg",
    "questions": [
      "Where does she keep her money?",
      "Which financial institution holds my accounts?",
    ],
  },
  {
    "fact": "user sells calves at the Gillespie Livestock auction every October",
    "questions": [
      "When does she market her young stock?",
      "Where does the user take weaned cattle for sale?",
    ],
  },
  {
    "fact": "user's pecan harvest runs from late November through December",
    "questions": [
      "When are her nuts picked?",
      "Is she busy around Thanksgiving?",
    ],
  },
  {
    "fact": "user would rather get a phone call than an email",
    "questions": [
      "How should I contact her?",
      "Does she like electronic messages?",
    ],
  },
  {
    "fact": "user reads Louis L'Amour westerns before bed",
    "questions": [
      "What books does she enjoy?",
      "What do I do at night to wind down?",
    ],
  },
  {
    "fact": "user holds season tickets to UT home games in Austin",
    "questions": [
      "Does she go to football in person?",
      "Is the user heading to see the Horns this fall?",
    ],
  },
  {
    "fact": "user shoots a Beretta 686 over-under in 20 gauge",
    "questions": [
      "What firearm does she use at the range?",
      "What ammo should I order for them?",
    ],
  },
  {
    "fact": "user's budget for the Alaska cruise is about $6,000 for her share",
    "questions": [
      "How much can she spend on the trip?",
      "What's my limit for the voyage?",
    ],
  },
  {
    "fact": "user booked a balcony cabin on Holland America's Koningsdam",
    "questions": [
      "Which ship is she sailing on?",
      "What kind of stateroom did they reserve?",
    ],
  },
  {
    "fact": "user gets anxious about flying and prefers aisle seats",
    "questions": [
      "Is she a nervous air traveler?",
      "What spot on the plane does the user want?",
    ],
  },
  {
    "fact": "user's vet is Dr. Hank Ochs at Hill Country Large Animal Clinic",
    "questions": [
      "Who takes care of her livestock when they're sick?",
      "Who should I call if a cow is ailing?",
    ],
  },
  {
    "fact": "user's annual checkup is every March with Dr. Susan Meyer",
    "questions": [
      "When's her yearly physical?",
      "Who's my primary care doctor?",
    ],
  },
  {
    "fact": "user tithes and gives extra to the church food pantry at Thanksgiving",
    "questions": [
      "Does she donate to charity?",
      "Where do their donations go in November?",
    ],
  },
  {
    "fact": "user's go-to Sunday lunch spot is Cranky Frank's Barbeque in Fredericksburg",
    "questions": [
      "Where does she eat after services?",
      "Where should I take her for brisket?",
    ],
  },
  {
    "fact":
      "user hopes to hand the ranch to Cody and split the pecan orchard among the other two boys",
    "questions": [
      "What are her estate plans?",
      "Who will inherit my land?",
    ],
  },
  {
    "fact": "user's school board meets the second Monday evening of each month",
    "questions": [
      "When are her trustee sessions?",
      "What night is the user tied up with district business?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh64}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh64Unrelated: string[] = [
  "Who was Kublai?",
  "Who was Archduke Franz Ferdinand?",
  "What is a wormhole?",
  "Who was Attila the Hun?",
  "What is the Pythagorean theorem?",
  "What is Heisenberg's uncertainty principle?",
  "Who was Montezuma?",
  "What is a geode?",
  "What is the Schwarzschild radius?",
  "Who was Saladin?",
  "Who was Pericles?",
  "What is osmosis?",
];

/**
 * A sixty-sixth held-out set, written on 2026-12-05 (stop 57) by a writer who had not seen the project, asked for a Korean-Canadian video game sound designer in Montreal in their mid-thirties, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 57, not by the writer. Five older unrelated cues were reworded at stop 57 where a word of theirs collided with this set's facts.
 */
export const fresh65: ParaphraseCase[] = [
  {
    "fact": "user's partner Élodie is a pediatric nurse at Sainte-Justine hospital",
    "questions": [
      "Who does the user's significant other care for at her job?",
      "Where is the user's fiancée employed?",
    ],
  },
  {
    "fact": "user owns a grey tabby cat named Miso, age seven",
    "questions": [
      "What kind of feline pet lives with the user?",
      "How old is the user's kitty and what's it called?",
    ],
  },
  {
    "fact": "user has a rescue greyhound called Bento",
    "questions": [
      "What breed is the user's dog?",
      "Was the user's canine adopted from a shelter?",
    ],
  },
  {
    "fact": "user drives a 2017 Mazda 3 hatchback in blue",
    "questions": [
      "What car does the user own?",
      "Which vehicle model should I use when finding winter tires for the user?",
    ],
  },
  {
    "fact": "user rents a two-bedroom apartment in Mile End on Rue Saint-Viateur",
    "questions": [
      "Which neighbourhood is the user's home in?",
      "Does the user own their place or lease it, and how many rooms?",
    ],
  },
  {
    "fact": "user works as senior sound designer at Ubisoft Montreal",
    "questions": [
      "Which game studio employs the user?",
      "What's the user's job title?",
    ],
  },
  {
    "fact": "user mixes audio in Reaper and uses Wwise for game implementation",
    "questions": [
      "Which DAW and middleware does the user rely on professionally?",
      "What software should I assume when giving the user tips on editing soundtracks?",
    ],
  },
  {
    "fact": "user records field sounds with a Zoom F6 recorder",
    "questions": [
      "What portable gear does the user capture outdoor ambience with?",
      "Which device does the user bring on location to capture effects?",
    ],
  },
  {
    "fact": "user's monitoring headphones are Sennheiser HD 650",
    "questions": [
      "Which studio cans does the user listen through?",
      "What model would the user need replacement ear pads for?",
    ],
  },
  {
    "fact": "user is lactose intolerant and takes Lactaid pills with dairy",
    "questions": [
      "Can the user eat cheese or milk without problems?",
      "What digestive issue should I consider when suggesting recipes for the user?",
    ],
  },
  {
    "fact": "user has mild tinnitus in left ear since 2019",
    "questions": [
      "Is there a hearing condition I should know about for the user?",
      "Why might the user be careful about loud concerts?",
    ],
  },
  {
    "fact": "user's mother, Sun-hee, lives in Toronto and runs a dry cleaner",
    "questions": [
      "Where is the user's mom based and what business does she own?",
      "Which city would the user travel to when visiting their mum?",
    ],
  },
  {
    "fact": "user's younger brother Daniel studies dentistry at McGill",
    "questions": [
      "What is the user's sibling training to become?",
      "Where is the user's sibling enrolled in school?",
    ],
  },
  {
    "fact": "user's favourite dish is kimchi jjigae from mother's recipe",
    "questions": [
      "What comfort food does the user love most?",
      "Which Korean stew would make the user happiest for dinner?",
    ],
  },
  {
    "fact": "user dislikes cilantro, says it tastes like soap",
    "questions": [
      "Which herb should I leave out of meals for the user?",
      "Is there a garnish the user can't stand?",
    ],
  },
  {
    "fact": "user plays bass guitar in an indie band named Lowfrost",
    "questions": [
      "What instrument does the user perform with in their group?",
      "What is the user's musical group called?",
    ],
  },
  {
    "fact": "user climbs bouldering at Allez Up gym twice weekly",
    "questions": [
      "Where does the user go for rock wall sessions?",
      "How often does the user train on the rock walls?",
    ],
  },
  {
    "fact": "user commutes by Bixi bike from April to November",
    "questions": [
      "How does the user get to the office in warmer months?",
      "Does the user use public cycle sharing, and in which season?",
    ],
  },
  {
    "fact": "user's annual salary is about 98,000 Canadian dollars",
    "questions": [
      "How much does the user earn per year?",
      "What income figure should I use when budgeting for the user?",
    ],
  },
  {
    "fact": "user banks with Desjardins and has a TFSA there",
    "questions": [
      "Which financial institution holds the user's accounts?",
      "Where is the user's tax-free savings account?",
    ],
  },
  {
    "fact": "user is saving for a condo down payment, target $80,000",
    "questions": [
      "How much money does the user want to put aside to buy a home?",
      "What's the user's big financial goal right now?",
    ],
  },
  {
    "fact": "user wakes up at 6:30 and meditates 10 minutes with Headspace",
    "questions": [
      "What does the user's morning routine look like?",
      "Which mindfulness app does the user rely on?",
    ],
  },
  {
    "fact": "user drinks an oat flat white from Café Olimpico daily",
    "questions": [
      "What coffee order does the user get every day?",
      "Which espresso bar does the user go to each morning?",
    ],
  },
  {
    "fact": "user is planning a two-week trip to Seoul in October 2025",
    "questions": [
      "When is the user heading to Korea?",
      "What upcoming travel should I keep in mind for the user this fall?",
    ],
  },
  {
    "fact": "user visited Iceland in 2022 to record glacier sounds",
    "questions": [
      "Which Nordic country has the user been to for field work?",
      "Where did the user capture audio of frozen landscapes abroad?",
    ],
  },
  {
    "fact": "user's best friend Marc-Antoine is a game programmer at Eidos",
    "questions": [
      "Who is the user's closest pal?",
      "Which studio does the user's buddy write code for?",
    ],
  },
  {
    "fact": "user uses a MacBook Pro M3 Max 16-inch for work",
    "questions": [
      "What laptop does the user have at the office?",
      "Which computer should I tailor software advice to for the user?",
    ],
  },
  {
    "fact": "user plays Nintendo Switch mostly, favourite is Hollow Knight",
    "questions": [
      "Which console does the user game on?",
      "What video game title does the user love most?",
    ],
  },
  {
    "fact": "user reads sci-fi; currently reading Ted Chiang's Exhalation",
    "questions": [
      "What book is the user in the middle of?",
      "Which genre of fiction does the user enjoy?",
    ],
  },
  {
    "fact": "user hates crowded places like Jean-Talon Market on Saturdays",
    "questions": [
      "Should I avoid suggesting busy weekend spots for the user?",
      "Why might the user refuse to go grocery shopping at the big public produce hall on weekends?",
    ],
  },
  {
    "fact": "user's birthday is March 14, shares it with Pi Day",
    "questions": [
      "When does the user turn a year older?",
      "When should I plan a celebration for the user's next age milestone?",
    ],
  },
  {
    "fact": "user speaks English, Korean, and intermediate French",
    "questions": [
      "Which languages is the user fluent in?",
      "Can the user handle conversations in Québécois?",
    ],
  },
  {
    "fact": "user is allergic to penicillin",
    "questions": [
      "Which antibiotic must doctors avoid prescribing to the user?",
      "Does the user have any drug sensitivities?",
    ],
  },
  {
    "fact": "user wears Blundstone boots in winter",
    "questions": [
      "What footwear does the user rely on when it snows?",
      "Which brand of shoes does the user put on in cold months?",
    ],
  },
  {
    "fact": "user's phone is a Google Pixel 8",
    "questions": [
      "What smartphone does the user carry?",
      "Should I give Android or iOS instructions to the user?",
    ],
  },
  {
    "fact": "user's father Jae-won died in 2016 of a heart attack",
    "questions": [
      "Is the user's dad still alive?",
      "What family medical history of cardiac issues does the user have?",
    ],
  },
  {
    "fact": "user takes wheel pottery classes Wednesdays at Atelier Bonsecours",
    "questions": [
      "What ceramics hobby does the user have midweek?",
      "Where does the user go to throw clay?",
    ],
  },
  {
    "fact": "user plays weekly Dungeons & Dragons on Thursdays with coworkers",
    "questions": [
      "What tabletop game night does the user have?",
      "Which evening is the user busy with a tabletop fantasy campaign?",
    ],
  },
  {
    "fact": "user's dentist is Dr. Lafleur on Avenue du Parc",
    "questions": [
      "Who cleans the user's teeth?",
      "Where should the user go for a cavity filling?",
    ],
  },
  {
    "fact": "user's Spotify is dominated by Ryuichi Sakamoto and Boards of Canada",
    "questions": [
      "What artists does the user listen to most?",
      "Which musicians should I base song recommendations on for the user?",
    ],
  },
  {
    "fact": "user grows cherry tomatoes and perilla on balcony",
    "questions": [
      "What does the user cultivate outside their flat?",
      "Which vegetables and herbs does the user garden?",
    ],
  },
  {
    "fact": "user's partner's parents live in Quebec City",
    "questions": [
      "Where are Élodie's mom and dad based?",
      "Where would the user go to visit the in-laws?",
    ],
  },
  {
    "fact": "user goes to Mont Tremblant for snowboarding each February",
    "questions": [
      "Where does the user hit the slopes in winter?",
      "Which month is the user usually away on a ski trip?",
    ],
  },
  {
    "fact": "user has a Costco membership, shops at Marché Central location",
    "questions": [
      "Which warehouse club does the user belong to?",
      "Where does the user buy groceries in bulk?",
    ],
  },
  {
    "fact": "user is vegetarian on weekdays, eats meat only weekends",
    "questions": [
      "Should I suggest plant-based recipes Monday to Friday?",
      "When does the user allow themselves steak or chicken?",
    ],
  },
  {
    "fact": "user's GDC talk submission on procedural footsteps is due December 5",
    "questions": [
      "When is the user's conference proposal deadline?",
      "What presentation topic is the user pitching to the developers' conference?",
    ],
  },
  {
    "fact": "user and Élodie plan to marry in summer 2026 at an Eastern Townships vineyard",
    "questions": [
      "When is the user's wedding?",
      "Where will the user's nuptials take place?",
    ],
  },
  {
    "fact": "user wears Loop earplugs for sleeping and concerts",
    "questions": [
      "What hearing protection does the user use?",
      "What does the user put in at bedtime to block noise?",
    ],
  },
  {
    "fact": "user aims to run Montreal half marathon under 1:50 in September",
    "questions": [
      "What race goal is the user training for?",
      "What finishing time is the user targeting in the 21K?",
    ],
  },
  {
    "fact": "user's synthesizer is a Korg Minilogue XD",
    "questions": [
      "Which analog keyboard does the user own?",
      "What hardware instrument does the user make patches on?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh65}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh65Unrelated: string[] = [
  "What is a tesseract?",
  "Who was Hannibal Barca?",
  "Who was Cleisthenes?",
  "What is a lemniscate?",
  "Who was Zoroaster?",
  "Who was Tycho Brahe?",
  "What is a syzygy?",
  "Who was Vercingetorix?",
  "Who was Pachacuti?",
  "Who was Mansa Musa?",
  "Who was Ashurbanipal?",
  "What is a fulgurite?",
];

/**
 * A sixty-seventh held-out set, written on 2026-12-05 (stop 57) by a writer who had not seen the project, asked for an Icelandic volcanologist in her late forties in Reykjavik who does fieldwork on glaciers and lava fields, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 57, not by the writer. Kept unread.
 */
export const fresh66: ParaphraseCase[] = [
  {
    "fact": "user's husband Einar works as a ferry captain on the Herjólfur",
    "questions": [
      "What is her spouse's job?",
      "Which boat does her partner command?",
    ],
  },
  {
    "fact": "user has two children: Sólveig, 17, and Kári, 12",
    "questions": [
      "How many kids does she have and how old are they?",
      "What are the names of her son and daughter?",
    ],
  },
  {
    "fact": "user owns a border collie named Hekla who is nine years old",
    "questions": [
      "What kind of dog does she have?",
      "What's her pet called?",
    ],
  },
  {
    "fact": "user has mild asthma and carries a Ventolin inhaler in the field",
    "questions": [
      "Does she have any breathing conditions I should know about?",
      "Which medication does she bring on expeditions?",
    ],
  },
  {
    "fact": "user is lactose intolerant and drinks oat milk from Oatly",
    "questions": [
      "Can she have dairy?",
      "Which plant-based alternative does she put in her coffee?",
    ],
  },
  {
    "fact": "user sings alto in the Hallgrímskirkja motet choir",
    "questions": [
      "What musical group does she perform with?",
      "Which vocal range is hers?",
    ],
  },
  {
    "fact": "user drives a 2019 Toyota Hilux with 38-inch superjeep tires",
    "questions": [
      "What vehicle does she take to remote sites?",
      "Which pickup truck is hers, and how is it modified?",
    ],
  },
  {
    "fact": "user lives in a red corrugated-iron house in Vesturbær",
    "questions": [
      "Which Reykjavik neighborhood is her home in?",
      "What does her residence look like?",
    ],
  },
  {
    "fact": "user works as a senior researcher at the Icelandic Meteorological Office",
    "questions": [
      "Who is her employer?",
      "What's her job title?",
    ],
  },
  {
    "fact": "user monitors seismic activity under the Vatnajökull ice cap",
    "questions": [
      "Which glacier is her earthquake-watching focused on?",
      "What area does she track tremors beneath?",
    ],
  },
  {
    "fact": "user flies to Hawaii every February for Kīlauea collaboration",
    "questions": [
      "Where does she travel each winter for research?",
      "Which overseas volcano does she study annually?",
    ],
  },
  {
    "fact": "user is saving for a summer cabin near Þingvellir, budget 40 million ISK",
    "questions": [
      "How much money is she putting aside for a holiday home?",
      "What big purchase is she working toward?",
    ],
  },
  {
    "fact": "user swims at Vesturbæjarlaug pool every morning at 6:30",
    "questions": [
      "Where does she exercise before work?",
      "What is her early daily routine?",
    ],
  },
  {
    "fact": "user prefers black coffee from Reykjavík Roasters",
    "questions": [
      "How does she take her morning brew?",
      "Which café's beans does she buy?",
    ],
  },
  {
    "fact": "user dislikes fermented shark and refuses to eat it at Þorrablót",
    "questions": [
      "Which traditional Icelandic delicacy does she avoid?",
      "Is there any midwinter feast food she won't touch?",
    ],
  },
  {
    "fact": "user plans to attend the IAVCEI conference in Chile next year",
    "questions": [
      "What scientific meeting is she going to in South America?",
      "Where is her upcoming international trip?",
    ],
  },
  {
    "fact": "user's best friend Guðrún runs a yarn shop in Akureyri",
    "questions": [
      "Who is her closest pal and what does she do?",
      "Which knitting store owner does she know up north?",
    ],
  },
  {
    "fact": "user wears Cintamani thermal layers and La Sportiva boots",
    "questions": [
      "What outdoor clothing brands does she trust?",
      "Which footwear does she use on rough terrain?",
    ],
  },
  {
    "fact": "user's mother Ásta lives in a care home in Hafnarfjörður",
    "questions": [
      "Where does her elderly mom reside?",
      "Which town should she visit to see her parent?",
    ],
  },
  {
    "fact": "user knits lopapeysa sweaters during long winter evenings",
    "questions": [
      "What craft does she do in the dark months?",
      "What handmade garments does she make?",
    ],
  },
  {
    "fact": "user broke her left wrist on Eyjafjallajökull in 2014",
    "questions": [
      "Has she had any past injuries?",
      "Which of her bones has been fractured before?",
    ],
  },
  {
    "fact": "user uses a Garmin inReach Mini 2 for satellite messaging",
    "questions": [
      "How does she stay in contact when out of cell range?",
      "What GPS communicator device does she carry?",
    ],
  },
  {
    "fact": "user reads Arnaldur Indriðason crime novels before bed",
    "questions": [
      "Which author does she enjoy?",
      "What kind of books does she like at night?",
    ],
  },
  {
    "fact": "user's daughter Sólveig wants to study medicine at University of Iceland",
    "questions": [
      "What career is her eldest child aiming for?",
      "Where does the teenager hope to go to college?",
    ],
  },
  {
    "fact": "user's son Kári plays handball for KR youth team",
    "questions": [
      "What sport does her boy do?",
      "Which club does the younger kid compete with?",
    ],
  },
  {
    "fact": "user banks with Landsbankinn and pays bills through its app",
    "questions": [
      "Which financial institution holds her accounts?",
      "How does she settle invoices?",
    ],
  },
  {
    "fact": "user is vegetarian except for lamb at Christmas",
    "questions": [
      "Does she eat meat?",
      "What festive dish breaks her meat-free diet?",
    ],
  },
  {
    "fact": "user is allergic to penicillin",
    "questions": [
      "Which antibiotic should she never be given?",
      "Does she have any drug sensitivities?",
    ],
  },
  {
    "fact": "user takes Icelandair Saga Class upgrades using loyalty points",
    "questions": [
      "Which airline does she fly with?",
      "How does she get business seating on flights?",
    ],
  },
  {
    "fact": "user hikes Esja every Sunday with her dog",
    "questions": [
      "Where does she walk on weekends?",
      "Which mountain near the city does she climb regularly?",
    ],
  },
  {
    "fact": "user hates loud open-plan offices and works from home Fridays",
    "questions": [
      "What environment bothers her at her job?",
      "Which day is she remote?",
    ],
  },
  {
    "fact": "user listens to Sigur Rós and Björk while driving",
    "questions": [
      "What music does she enjoy?",
      "Which Icelandic artists are her favorites on the road?",
    ],
  },
  {
    "fact": "user takes vitamin D supplements daily in winter",
    "questions": [
      "What does she do to counter the dark months?",
      "Which nutritional pill does she use in the cold season?",
    ],
  },
  {
    "fact": "user earns about 1.2 million ISK per month before tax",
    "questions": [
      "What is her salary?",
      "How much income does she make?",
    ],
  },
  {
    "fact": "user's Thermos flask holds lamb soup on field days",
    "questions": [
      "What does she bring for lunch on expeditions?",
      "Which brand of insulated bottle does she use?",
    ],
  },
  {
    "fact": "user photographs eruptions with a Fujifilm X-T5 camera",
    "questions": [
      "What does she take pictures with?",
      "What imaging gear does she use to capture lava?",
    ],
  },
  {
    "fact": "user renewed her passport in March; it expires 2034",
    "questions": [
      "Is her travel document valid?",
      "When will she need new ID for international trips?",
    ],
  },
  {
    "fact": "user's favorite restaurant is Matur og Drykkur near the harbor",
    "questions": [
      "Where does she like to dine out?",
      "Which eatery should I book for her birthday?",
    ],
  },
  {
    "fact": "user's birthday is 14 September",
    "questions": [
      "When was she born?",
      "What date should I send her greetings?",
    ],
  },
  {
    "fact": "user celebrates her 20th wedding anniversary with Einar in June 2025",
    "questions": [
      "What milestone is coming up with her spouse?",
      "When did she marry?",
    ],
  },
  {
    "fact": "user grows rhubarb and potatoes in her backyard garden",
    "questions": [
      "What vegetables does she cultivate at her house?",
      "Which crops does she tend outdoors?",
    ],
  },
  {
    "fact": "user volunteers with ICE-SAR search-and-rescue team Ársæll",
    "questions": [
      "Which emergency response group does she help out?",
      "What unpaid work does she do?",
    ],
  },
  {
    "fact": "user speaks Icelandic, English, and fluent Norwegian",
    "questions": [
      "What languages does she know?",
      "Can she communicate with colleagues in Oslo?",
    ],
  },
  {
    "fact": "user uses a MacBook Pro and Python for eruption modeling",
    "questions": [
      "What laptop does she work on?",
      "Which programming language does she code simulations in?",
    ],
  },
  {
    "fact": "user's cat Skotta is a grey Norwegian Forest cat",
    "questions": [
      "Does she have another animal at home?",
      "What breed is her feline?",
    ],
  },
  {
    "fact": "user's brother Jón is a fisherman in Ísafjörður",
    "questions": [
      "What does her sibling do?",
      "Which Westfjords town does her family member live in?",
    ],
  },
  {
    "fact": "user gets seasickness and avoids boat trips",
    "questions": [
      "Is she prone to nausea on vessels?",
      "Should I book her a whale-watching tour?",
    ],
  },
  {
    "fact": "user goes cross-country skiing at Bláfjöll in winter",
    "questions": [
      "Which slopes near the capital does she visit for snow sports?",
      "What cold-season outdoor activity does she enjoy?",
    ],
  },
  {
    "fact": "user is afraid of flying in small propeller planes",
    "questions": [
      "Does she have any travel phobias?",
      "Is she comfortable on tiny regional aircraft?",
    ],
  },
  {
    "fact": "user drinks Egils Appelsín as a treat after fieldwork",
    "questions": [
      "Which fizzy beverage does she reward herself with?",
      "Which orange soda does she like?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh66}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh66Unrelated: string[] = [
  "Who was Empress Theodora?",
  "What is a bolide?",
  "What is a gnomon?",
  "Who was Tokugawa Ieyasu?",
  "What is an ouroboros?",
  "Who was Akhenaten?",
  "Who was Ptolemy?",
  "What is a palimpsest?",
  "Who was Avicenna?",
  "Who was Themistocles?",
  "What is a heliopause?",
  "Who was Sundiata Keita?",
];

/**
 * A sixty-eighth held-out set, written on 2026-12-05 (stop 58) by a writer who had not seen the project, asked for a 41-year-old Chilean astronomer in La Serena, Chile, who works night shifts at a mountain observatory, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 58, not by the writer. Older unrelated cues that shared a word with this set's facts (`Sol`, `squad`, `favor`, among others) were reworded at stop 58.
 */
export const fresh67: ParaphraseCase[] = [
  {
    "fact": "user operates the Blanco 4-meter telescope at Cerro Tololo on night shifts",
    "questions": [
      "Which observatory instrument do they run?",
      "Where is the user's job located?",
    ],
  },
  {
    "fact": "user's wife Carolina is a pediatric nurse at Hospital San Juan de Dios in La Serena",
    "questions": [
      "What does their spouse do for a living?",
      "Where is the user's partner employed?",
    ],
  },
  {
    "fact": "user has two children: Tomás, 12, and Isidora, 8",
    "questions": [
      "How many kids does the user have?",
      "What are the names and ages of their son and daughter?",
    ],
  },
  {
    "fact": "user's son Tomás plays goalkeeper for the Deportes La Serena under-13 football squad",
    "questions": [
      "What position does the boy take on the soccer field?",
      "Which youth club is their eldest kid on?",
    ],
  },
  {
    "fact": "user's daughter Isidora takes piano lessons with Señora Paredes on Wednesdays",
    "questions": [
      "What instrument is the younger girl studying?",
      "When does the youngest child have her music class?",
    ],
  },
  {
    "fact": "user has type 2 diabetes, diagnosed in 2021, and takes metformin",
    "questions": [
      "Does the user have any chronic medical condition?",
      "What medication are they on for blood sugar?",
    ],
  },
  {
    "fact": "user lives in a house in the Las Compañías neighborhood of La Serena",
    "questions": [
      "Which district of the city is their home in?",
      "Where do they reside?",
    ],
  },
  {
    "fact": "user has a border collie named Kepler",
    "questions": [
      "What breed is their dog?",
      "What's the family pet called?",
    ],
  },
  {
    "fact": "user drives a 2017 Toyota Hilux double cab",
    "questions": [
      "What pickup truck do they own?",
      "What kind of vehicle do they take up to the summit?",
    ],
  },
  {
    "fact": "user ran the Maratón de Santiago in April 2023 in 3 hours 58 minutes",
    "questions": [
      "What was their finishing time in the capital's long-distance race?",
      "Have they ever completed a full 42 km road event?",
    ],
  },
  {
    "fact": "user brews craft beer at home, favoring a papaya IPA recipe",
    "questions": [
      "What homemade drink do they make?",
      "Which hoppy ale do they like producing themselves?",
    ],
  },
  {
    "fact": "user is paying off a mortgage with BancoEstado with 18 years left",
    "questions": [
      "Which bank holds their home loan?",
      "How long until the house is fully theirs?",
    ],
  },
  {
    "fact": "user's favorite food is the pastel de choclo their mother makes",
    "questions": [
      "What dish do they love most?",
      "What meal would cheer them up after a rough week?",
    ],
  },
  {
    "fact": "user's mother Gladys, 72, lives in Ovalle",
    "questions": [
      "Where does their mom reside?",
      "How old is the user's mum?",
    ],
  },
  {
    "fact":
      "user earned a PhD from Pontificia Universidad Católica studying RR Lyrae variable stars",
    "questions": [
      "Where did they get their doctorate?",
      "What was their thesis research topic?",
    ],
  },
  {
    "fact": "user plans a family trip to Torres del Paine in January 2025",
    "questions": [
      "Where are they vacationing next summer?",
      "Which Patagonian national park are they hoping to visit with the kids?",
    ],
  },
  {
    "fact": "user is lactose intolerant",
    "questions": [
      "Are there any dairy restrictions in their diet?",
      "Can they drink milk?",
    ],
  },
  {
    "fact": "user plays bass in a weekend cover band called Los Cometas",
    "questions": [
      "What instrument do they perform with in their group?",
      "What's the name of the musical ensemble they're part of?",
    ],
  },
  {
    "fact": "user's best friend is Rodrigo Fuentes, a fisherman from Tongoy",
    "questions": [
      "Who is their closest pal?",
      "What does their buddy in the coastal town do for a living?",
    ],
  },
  {
    "fact": "user sleeps from 9am to 4pm on workdays with blackout curtains",
    "questions": [
      "What is their daytime rest schedule?",
      "How do they keep the bedroom dark during the day?",
    ],
  },
  {
    "fact":
      "user did a postdoc at the Max Planck Institute for Astronomy in Heidelberg from 2012 to 2014",
    "questions": [
      "Where did they do research abroad after graduating?",
      "Which German city did they once live in?",
    ],
  },
  {
    "fact": "user is a lifelong Colo-Colo fan",
    "questions": [
      "Which Chilean club do they support?",
      "Who do they cheer for in the Primera División?",
    ],
  },
  {
    "fact": "user earns about 3.2 million pesos a month",
    "questions": [
      "What is their salary?",
      "How much income does the user bring in?",
    ],
  },
  {
    "fact": "user puts 150,000 CLP a month into a savings account for the kids' college",
    "questions": [
      "How much do they set aside regularly for tuition?",
      "Are they preparing financially for their children's university education?",
    ],
  },
  {
    "fact": "user is allergic to penicillin",
    "questions": [
      "Are there any antibiotics they can't take?",
      "What drug reactions should a doctor know about for them?",
    ],
  },
  {
    "fact": "user grows avocados and lemons in the backyard",
    "questions": [
      "What fruit trees are in their garden?",
      "What do they harvest at the house?",
    ],
  },
  {
    "fact": "user married Carolina on 6 March 2010 in Vicuña",
    "questions": [
      "When is their anniversary?",
      "Where did the wedding take place?",
    ],
  },
  {
    "fact": "user's preferred spirit is Mistral Nobel pisco",
    "questions": [
      "What liquor do they like?",
      "Suggest a bottle to gift them.",
    ],
  },
  {
    "fact": "user photographs the Milky Way with a Sony A7 III camera",
    "questions": [
      "What gear do they use for night-sky pictures?",
      "Which brand's mirrorless body do they own?",
    ],
  },
  {
    "fact": "user attended the IAU General Assembly in Vienna in 2018",
    "questions": [
      "Which international astronomy congress did they go to in Austria?",
      "When did they last travel to Europe for a conference?",
    ],
  },
  {
    "fact": "user's sister Francisca is a dentist in Antofagasta",
    "questions": [
      "What does their sibling do?",
      "Which northern city is their sibling based in?",
    ],
  },
  {
    "fact": "user surfs on weekends at La Herradura beach in Coquimbo",
    "questions": [
      "What water sport do they do?",
      "Where do they catch waves?",
    ],
  },
  {
    "fact": "user wears contact lenses, -2.5 in both eyes",
    "questions": [
      "Do they need eyesight correction?",
      "What's their vision prescription?",
    ],
  },
  {
    "fact": "user volunteers monthly giving free stargazing talks at a rural school in Paihuano",
    "questions": [
      "What outreach do they do for kids?",
      "Where do they donate their time?",
    ],
  },
  {
    "fact": "user's favorite author is Ursula K. Le Guin",
    "questions": [
      "Which novelist do they like best?",
      "Recommend a book they'd enjoy.",
    ],
  },
  {
    "fact": "user installed 12 solar panels on the roof in 2022",
    "questions": [
      "Does their house have photovoltaic energy?",
      "When did they add renewable power to the home?",
    ],
  },
  {
    "fact": "user drinks yerba mate from a gourd every night at the telescope",
    "questions": [
      "What hot beverage keeps them awake on the job?",
      "What caffeinated infusion do they prefer?",
    ],
  },
  {
    "fact": "user has lower back pain from a herniated L4-L5 disc",
    "questions": [
      "Do they have any spine problems?",
      "What injury affects their lumbar region?",
    ],
  },
  {
    "fact": "user owns a Honda XR150L motorcycle for city errands",
    "questions": [
      "What motorbike do they ride?",
      "Do they have a two-wheeler for town trips?",
    ],
  },
  {
    "fact": "user uses a Samsung Galaxy S23",
    "questions": [
      "What smartphone model do they have?",
      "Is their mobile Android or iPhone?",
    ],
  },
  {
    "fact": "user's kids keep two guinea pigs named Luna and Sol",
    "questions": [
      "What small rodents live in the household?",
      "What are the little animals called?",
    ],
  },
  {
    "fact": "user plans to buy a 10-inch Dobsonian telescope for the kids",
    "questions": [
      "What big purchase are they considering for the children?",
      "What stargazing gear are they thinking of getting for their son and daughter?",
    ],
  },
  {
    "fact": "user is a member of the Sociedad Chilena de Astronomía",
    "questions": [
      "Which professional association do they belong to?",
      "Are they part of any scientific organization?",
    ],
  },
  {
    "fact": "user grills an asado for the whole extended family every Sunday",
    "questions": [
      "What's their weekend barbecue tradition?",
      "When do the relatives gather for meat?",
    ],
  },
  {
    "fact": "user was born on 22 July 1983 in Ovalle",
    "questions": [
      "When is their birthday?",
      "What's their hometown?",
    ],
  },
  {
    "fact": "user is co-investigator on a DECam survey of dwarf galaxies",
    "questions": [
      "What research project are they involved in?",
      "Which science program uses their time at the observatory?",
    ],
  },
  {
    "fact": "user's drive from home to the summit takes about 90 minutes",
    "questions": [
      "How long is the trip to the observatory?",
      "How much time do they spend commuting?",
    ],
  },
  {
    "fact": "user speaks fluent English and conversational German",
    "questions": [
      "Which languages do they know?",
      "Could they handle a meeting held in Deutsch?",
    ],
  },
  {
    "fact": "user is trying to lose 8 kilos before summer, currently weighing 86 kg",
    "questions": [
      "What is their slimming target?",
      "How heavy are they now?",
    ],
  },
  {
    "fact": "user's favorite band is Los Jaivas",
    "questions": [
      "Which musical group do they like most?",
      "Which Chilean rock act is their top pick?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh67}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh67Unrelated: string[] = [
  "Who was Ashoka Maurya?",
  "Who was Jan Žižka?",
  "Who was Tamar the Bagrationi monarch?",
  "Who was Shaka Zulu?",
  "Torsion balance and inertial equivalence",
  "Who was Nzinga of Ndongo?",
  "Who was Sejong of Joseon?",
  "Who was Pachomius?",
  "What is a Lagrangian?",
  "Who was Xerxes?",
  "Who was Gustavus Adolphus?",
  "Who was Mehmed the Conqueror?",
];

/**
 * A sixty-ninth held-out set, written on 2026-12-05 (stop 58) by a writer who had not seen the project, asked for a 57-year-old Māori secondary-school history teacher and rugby coach in Rotorua, New Zealand, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 58, not by the writer. Kept unread: no question or miss of it was looked at in stop 58; only its totals were printed (and one fact, once, by a formatter's check of this file).
 */
export const fresh68: ParaphraseCase[] = [
  {
    "fact": "user teaches NCEA history to senior students at Western Heights High School",
    "questions": [
      "What subject does the user instruct teenagers in?",
      "Which college in town employs them?",
    ],
  },
  {
    "fact":
      "user coaches the Whakarewarewa Rugby Club under-16 team on Tuesday and Thursday evenings",
    "questions": [
      "Which nights are they busy training the junior footy side?",
      "What youth squad does the user look after on the field?",
    ],
  },
  {
    "fact": "user's wife Mereana works as a midwife at Rotorua Hospital",
    "questions": [
      "What does their spouse do for a living?",
      "Who is the user married to?",
    ],
  },
  {
    "fact": "user has three adult children: Tama, Hine and Wiremu",
    "questions": [
      "How many sons and daughters does the user have?",
      "What are their kids called?",
    ],
  },
  {
    "fact": "user's first grandson, Nikau, was born in March 2024",
    "questions": [
      "When did the user become a grandad?",
      "How old is their mokopuna?",
    ],
  },
  {
    "fact": "user was diagnosed with type 2 diabetes in 2021 and takes metformin",
    "questions": [
      "What chronic condition does the user manage?",
      "Which medication do they swallow every day?",
    ],
  },
  {
    "fact": "user had a left knee replacement in 2019 after years of rugby injuries",
    "questions": [
      "Has the user ever had an orthopaedic operation?",
      "Which leg joint of theirs is artificial?",
    ],
  },
  {
    "fact": "user lives in a 1960s weatherboard house in Ngongotahā overlooking Lake Rotorua",
    "questions": [
      "What suburb is the user's home in?",
      "What kind of dwelling do they reside in?",
    ],
  },
  {
    "fact": "user drives a 2016 Toyota Hilux double cab",
    "questions": [
      "What ute do they own?",
      "What's parked on the user's section?",
    ],
  },
  {
    "fact": "user has a black Labrador called Rangi",
    "questions": [
      "What's the user's dog named?",
      "What breed of pet do they keep?",
    ],
  },
  {
    "fact": "user carves pounamu and bone pendants in his garage workshop",
    "questions": [
      "What craft does the user do with greenstone?",
      "Where at home does he do his handiwork?",
    ],
  },
  {
    "fact": "user plays off an 18 handicap at Arikikapakapa golf course",
    "questions": [
      "Which links does the user frequent on weekends?",
      "How skilled is he with clubs and a putter?",
    ],
  },
  {
    "fact": "user's favourite meal is a boil-up with pork bones, watercress and doughboys",
    "questions": [
      "What dish does the user love most?",
      "Suggest a dinner they would enjoy.",
    ],
  },
  {
    "fact": "user owes about $180,000 on an ANZ mortgage",
    "questions": [
      "Which bank holds the user's home loan?",
      "How much debt is left on their house?",
    ],
  },
  {
    "fact": "user puts 4% of his salary into a Generate KiwiSaver growth fund",
    "questions": [
      "What retirement scheme does the user have?",
      "How much of their pay goes toward superannuation?",
    ],
  },
  {
    "fact": "user is planning a trip to Rarotonga in the July 2025 school holidays",
    "questions": [
      "Where are they heading for the winter break?",
      "What Pacific island vacation is the user organising?",
    ],
  },
  {
    "fact": "user visited Gallipoli for Anzac Day in 2015",
    "questions": [
      "Has the user been to Turkey?",
      "Which overseas war commemoration did they attend?",
    ],
  },
  {
    "fact": "user grew up in Te Teko, raised by his grandmother Kui Ripeka",
    "questions": [
      "Where did they spend their childhood?",
      "Who looked after the user as a kid?",
    ],
  },
  {
    "fact": "user affiliates to Ngāti Awa through his father and Te Arawa through his mother",
    "questions": [
      "What tribes is the user connected to?",
      "Which iwi does he belong to?",
    ],
  },
  {
    "fact": "user performs in a kapa haka group rehearsing for the Te Matatini regionals",
    "questions": [
      "Is the user involved in any cultural dance team?",
      "What national festival are they preparing for?",
    ],
  },
  {
    "fact": "user's best mate Hemi Walker played alongside him for Bay of Plenty in 1989",
    "questions": [
      "Who is the user's closest friend?",
      "Did they ever represent a province in sport?",
    ],
  },
  {
    "fact": "user strums a Martin acoustic guitar at whānau gatherings",
    "questions": [
      "What instrument does the user own?",
      "Does he make music at family events?",
    ],
  },
  {
    "fact": "user loves Witi Ihimaera novels, especially The Whale Rider",
    "questions": [
      "Which author does the user enjoy?",
      "Recommend a book for them.",
    ],
  },
  {
    "fact": "user supports the Chiefs in Super Rugby",
    "questions": [
      "Which professional franchise does the user follow?",
      "Who do they cheer for in the southern hemisphere club competition?",
    ],
  },
  {
    "fact": "user grows kūmara, taro and silverbeet in raised beds",
    "questions": [
      "What vegetables does the user cultivate?",
      "Does he have a veggie patch?",
    ],
  },
  {
    "fact": "user fly-fishes for rainbow trout on Lake Tarawera",
    "questions": [
      "Where does the user go angling?",
      "What species does he try to catch?",
    ],
  },
  {
    "fact": "user hunts wild pigs in Kaingaroa Forest with his brother-in-law Rawiri",
    "questions": [
      "Who is their companion for chasing boar?",
      "Where does he go after game?",
    ],
  },
  {
    "fact": "user's phone is a Samsung Galaxy A54",
    "questions": [
      "What mobile does the user have?",
      "Which Android handset do they carry?",
    ],
  },
  {
    "fact": "user owns a 4.5 m Stabicraft aluminium boat",
    "questions": [
      "Does the user have a vessel for the lake?",
      "What watercraft sits on their trailer?",
    ],
  },
  {
    "fact": "user gave up smoking in 2008",
    "questions": [
      "Did the user ever use cigarettes?",
      "When did they quit tobacco?",
    ],
  },
  {
    "fact": "user hikes the Redwoods tracks every Saturday morning",
    "questions": [
      "Where does the user exercise at the weekend?",
      "Where does he stroll among tall trees?",
    ],
  },
  {
    "fact": "user sits on the trust board of Te Papaiouru Marae at Ōhinemutu",
    "questions": [
      "What governance role does the user hold in the community?",
      "Which meeting house is he involved in running?",
    ],
  },
  {
    "fact": "user is head of the Social Sciences department",
    "questions": [
      "What leadership position does the user have at work?",
      "Does the user supervise other staff?",
    ],
  },
  {
    "fact": "user intends to retire from teaching at the end of 2027",
    "questions": [
      "When will they stop working?",
      "How long until the user finishes his career?",
    ],
  },
  {
    "fact": "user earned a BA in history from the University of Waikato in 1990",
    "questions": [
      "Where did the user study?",
      "What qualification does he hold?",
    ],
  },
  {
    "fact": "user's daughter Hine is a physiotherapist in Melbourne",
    "questions": [
      "Which of their kids lives in Australia?",
      "What does the user's girl do for work?",
    ],
  },
  {
    "fact": "user's son Wiremu is studying engineering at the University of Canterbury",
    "questions": [
      "Which of the user's children is at tertiary in Christchurch?",
      "What field is their youngest training in?",
    ],
  },
  {
    "fact": "user's wedding anniversary is on 14 January",
    "questions": [
      "What date did the user marry Mereana?",
      "Which summer date is special for him and his partner?",
    ],
  },
  {
    "fact": "user was born on 3 September 1967",
    "questions": [
      "When is the user's next birthday?",
      "How old is he?",
    ],
  },
  {
    "fact": "user is allergic to penicillin",
    "questions": [
      "Which antibiotic must the user avoid?",
      "Does he react badly to any drugs?",
    ],
  },
  {
    "fact": "user buys a flat white from Third Place Café every morning",
    "questions": [
      "What's the user's usual coffee order?",
      "Where do they grab a brew before work?",
    ],
  },
  {
    "fact": "user helps run the Friday night food bank at the Rotorua Salvation Army",
    "questions": [
      "What charity work does the user do?",
      "When does he give time to feeding needy families?",
    ],
  },
  {
    "fact": "user owns a rental property in Murupara let for $380 a week",
    "questions": [
      "Does the user have any investment real estate?",
      "How much income do they get from tenants?",
    ],
  },
  {
    "fact": "user installed solar panels on his roof in 2023",
    "questions": [
      "Does the house generate its own power?",
      "What renewable energy setup do they have?",
    ],
  },
  {
    "fact": "user listens to Waatea News on the radio during his commute",
    "questions": [
      "What station does the user tune into while driving?",
      "What does he hear in the car on the way to work?",
    ],
  },
  {
    "fact": "user is writing a book about the 1886 Tarawera eruption and Te Wairoa",
    "questions": [
      "What publishing project is the user working on?",
      "Which volcanic disaster is he researching?",
    ],
  },
  {
    "fact": "user has a tā moko on his right forearm by artist Mark Kopua",
    "questions": [
      "Does the user have any body art?",
      "Who inked their skin?",
    ],
  },
  {
    "fact": "user uses a CPAP machine for sleep apnoea",
    "questions": [
      "Does the user have a breathing disorder at night?",
      "What medical device is beside their bed?",
    ],
  },
  {
    "fact": "user keeps six Shaver hens for eggs",
    "questions": [
      "Does the user have poultry?",
      "How many chooks are in their backyard?",
    ],
  },
  {
    "fact": "user's koro served in the 28th Māori Battalion at Cassino",
    "questions": [
      "Which of their ancestors went to war in Italy?",
      "Did the user's grandfather fight in WWII?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh68}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh68Unrelated: string[] = [
  "Who was Askia Muhammad?",
  "Who was Wu Zetian?",
  "Who was Rurik?",
  "bioluminescent dinoflagellates",
  "Who was Kyanzittha?",
  "Who was Olaf Tryggvason?",
  "Define a homeomorphism",
  "Who was Menelik of Shewa?",
  "Who was Ezana of Aksum?",
  "Who was Theodoric?",
  "What is a diffeomorphism?",
  "Who was Radama of Madagascar?",
];

/**
 * A seventieth held-out set, written on 2026-12-06 (stop 59) by a writer who had not seen the project, asked for a 45-year-old Indian-born airline captain (flying widebody jets) living in Dubai, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 59, not by the writer.
 */
export const fresh69: ParaphraseCase[] = [
  {
    "fact": "user grew up in Kochi, Kerala, in a house near Marine Drive.",
    "questions": [
      "Which Indian city is their hometown?",
      "Where did they spend their childhood?",
    ],
  },
  {
    "fact": "user is a captain on the Boeing 777-300ER at Emirates.",
    "questions": [
      "What aircraft type do they command?",
      "Which company employs them as a pilot, and in what rank?",
    ],
  },
  {
    "fact": "user has logged about 14,200 hours in the air over his career.",
    "questions": [
      "How much total cockpit experience do they have?",
      "What is their cumulative time aloft as a pilot?",
    ],
  },
  {
    "fact": "user's wife Anjali is a pediatric dentist at a clinic in Jumeirah.",
    "questions": [
      "What does their spouse do for a living?",
      "Where does their partner practise, and in what specialty?",
    ],
  },
  {
    "fact": "user's daughter Meera, 16, plays the veena.",
    "questions": [
      "Which musical instrument does their teenage girl learn?",
      "What classical music hobby does their eldest child have?",
    ],
  },
  {
    "fact": "user's son Arjun, 12, is obsessed with Formula 1 and supports McLaren.",
    "questions": [
      "Which racing team is their boy a fan of?",
      "What motorsport does their younger kid love?",
    ],
  },
  {
    "fact": "user lives in a three-bedroom villa in Arabian Ranches.",
    "questions": [
      "What kind of home do they reside in?",
      "Which Dubai neighbourhood is their house in?",
    ],
  },
  {
    "fact": "user drives a white Toyota Land Cruiser.",
    "questions": [
      "What vehicle do they use to get around town?",
      "What SUV is parked at their home?",
    ],
  },
  {
    "fact": "user was diagnosed with mild hypertension in 2022 and takes amlodipine daily.",
    "questions": [
      "Do they have a blood pressure condition that needs medication?",
      "What cardiovascular prescription are they on?",
    ],
  },
  {
    "fact": "user must renew his Class 1 medical certificate every six months with the GCAA.",
    "questions": [
      "How frequently do they need to pass an aviation health check?",
      "Which regulator examines their fitness to work?",
    ],
  },
  {
    "fact": "user is a strict vegetarian but eats eggs.",
    "questions": [
      "Do they consume meat or fish?",
      "What dietary restrictions should be kept in mind for them?",
    ],
  },
  {
    "fact": "user's favourite dish is his mother's appam with vegetable stew.",
    "questions": [
      "What comfort food reminds them of home?",
      "Which Kerala-style meal do they love most?",
    ],
  },
  {
    "fact": "user drinks black filter coffee and never tea.",
    "questions": [
      "What hot beverage do they prefer in the morning?",
      "How do they take their caffeine?",
    ],
  },
  {
    "fact": "user plays golf at the Emirates Golf Club with a handicap of 14.",
    "questions": [
      "What sport do they pursue on weekends?",
      "Where do they tee off, and how good are they?",
    ],
  },
  {
    "fact": "user is an amateur astrophotographer using a Celestron 8-inch telescope.",
    "questions": [
      "What do they do with their spare nights out in the desert?",
      "Which stargazing equipment do they own?",
    ],
  },
  {
    "fact": "user has a golden retriever named Biscuit.",
    "questions": [
      "What pet lives with them?",
      "What is their dog called?",
    ],
  },
  {
    "fact": "user's mother Lakshmi, 74, has lived with the family in Dubai since 2021.",
    "questions": [
      "Which elderly relative shares their household?",
      "Has their mum moved in with them?",
    ],
  },
  {
    "fact": "user wears an Omega Speedmaster Professional watch.",
    "questions": [
      "What timepiece is on their wrist?",
      "Which luxury chronograph brand do they favour?",
    ],
  },
  {
    "fact": "user trained at the Indira Gandhi Rashtriya Uran Akademi in Fursatganj.",
    "questions": [
      "Where did they learn to become an aviator?",
      "Which school gave them their initial wings?",
    ],
  },
  {
    "fact": "user previously worked for Jet Airways before moving to the UAE in 2011.",
    "questions": [
      "Which carrier employed them earlier in their career?",
      "When did they relocate to the Gulf?",
    ],
  },
  {
    "fact": "user's favourite route is Dubai to Auckland, one of the longest in the network.",
    "questions": [
      "Which long-haul destination do they most enjoy operating to?",
      "What is their preferred sector to command?",
    ],
  },
  {
    "fact": "user finds eastbound trips to Australia the hardest on his sleep.",
    "questions": [
      "Which direction of travel disrupts their rest the most?",
      "What kind of rotation leaves them most jet-lagged?",
    ],
  },
  {
    "fact": "user meditates for 20 minutes each morning using the Headspace app.",
    "questions": [
      "What mindfulness routine do they follow at dawn?",
      "Which wellness application is on their phone?",
    ],
  },
  {
    "fact": "user completed the Dubai Marathon in 2023 in 4 hours 10 minutes.",
    "questions": [
      "Have they ever finished a 42 km road race, and what was their time?",
      "What long-distance running achievement are they proud of?",
    ],
  },
  {
    "fact": "user is allergic to cashews.",
    "questions": [
      "Which nut must they avoid?",
      "Are there any foods that trigger a reaction in them?",
    ],
  },
  {
    "fact": "user supports Kerala Blasters FC in the Indian Super League.",
    "questions": [
      "Which football club are they a fan of?",
      "What soccer team back home do they cheer for?",
    ],
  },
  {
    "fact": "user's father, a retired Indian Navy commander, passed away in 2018.",
    "questions": [
      "Is their dad still alive?",
      "What did their late parent do in the military?",
    ],
  },
  {
    "fact": "user speaks Malayalam, Hindi, English and basic Arabic.",
    "questions": [
      "Which languages can they converse in?",
      "How many tongues are they fluent in?",
    ],
  },
  {
    "fact": "user wants to retire early at 58 and move to a farmhouse near Munnar.",
    "questions": [
      "What are their long-term plans after leaving aviation?",
      "Where do they hope to settle down later in life?",
    ],
  },
  {
    "fact": "user is studying for a type rating on the Airbus A350.",
    "questions": [
      "Which new aircraft qualification are they pursuing?",
      "Are they preparing to switch to a different jet?",
    ],
  },
  {
    "fact": "user reads Amitav Ghosh novels during layovers.",
    "questions": [
      "Which author's fiction do they enjoy on trips?",
      "How do they spend downtime between duties abroad?",
    ],
  },
  {
    "fact": "user collects vintage aviation posters, mostly Air India ads from the 1960s.",
    "questions": [
      "What kind of memorabilia do they hoard?",
      "What artwork decorates their walls?",
    ],
  },
  {
    "fact": "user's wedding anniversary is on 14 February.",
    "questions": [
      "When do they celebrate being married?",
      "What date did they tie the knot?",
    ],
  },
  {
    "fact": "user was born on 3 August 1979.",
    "questions": [
      "How old are they and when is their birthday?",
      "When should we wish them many happy returns?",
    ],
  },
  {
    "fact": "user is planning a family ski trip to Gudauri, Georgia, in December.",
    "questions": [
      "Where are they heading for winter holidays with the kids?",
      "What snow vacation is on the calendar?",
    ],
  },
  {
    "fact": "user invests monthly in Indian mutual funds through Zerodha.",
    "questions": [
      "Which brokerage app handles their savings back home?",
      "How do they put money into the stock market?",
    ],
  },
  {
    "fact": "user's daughter wants to study medicine at Manipal.",
    "questions": [
      "What career is their teenage girl aiming for?",
      "Which university does their eldest hope to attend?",
    ],
  },
  {
    "fact": "user's son attends GEMS Wellington Academy in Al Khail.",
    "questions": [
      "What school does their boy go to?",
      "Where is their younger child enrolled?",
    ],
  },
  {
    "fact": "user cooks dosa for the family every Sunday breakfast.",
    "questions": [
      "Which South Indian dish do they make on weekend mornings?",
      "Do they ever take charge in the kitchen?",
    ],
  },
  {
    "fact": "user owns a Bose A20 aviation headset.",
    "questions": [
      "What noise-cancelling gear do they wear in the cockpit?",
      "Which brand of pilot headphones do they use?",
    ],
  },
  {
    "fact": "user's favourite restaurant in Dubai is Ravi Restaurant in Satwa.",
    "questions": [
      "Where do they like to eat out?",
      "Which cheap local eatery is their top pick?",
    ],
  },
  {
    "fact": "user does not drink alcohol.",
    "questions": [
      "Are they a teetotaler?",
      "Should we suggest wine or beer for them?",
    ],
  },
  {
    "fact": "user is left-handed.",
    "questions": [
      "Are they a southpaw?",
      "Which side is dominant for them when writing?",
    ],
  },
  {
    "fact": "user has worn prescription reading glasses since age 42.",
    "questions": [
      "Do they need vision correction?",
      "What eyesight aid do they use for close-up text?",
    ],
  },
  {
    "fact": "user's favourite film is Manichitrathazhu from 1993.",
    "questions": [
      "Which movie do they love most?",
      "What Malayalam cinema classic do they rewatch?",
    ],
  },
  {
    "fact": "user has a younger brother, Suresh, who is an IT engineer in Bengaluru.",
    "questions": [
      "Do they have any siblings?",
      "What does their sibling do for work, and where?",
    ],
  },
  {
    "fact": "user swims 40 lengths at Hamdan Sports Complex three times a week.",
    "questions": [
      "What aquatic exercise do they do?",
      "How often do they do laps in the pool?",
    ],
  },
  {
    "fact":
      "user volunteers teaching Malayalam to expat kids on Saturdays at the Kerala Social Centre.",
    "questions": [
      "What community service do they do on weekends?",
      "Do they help children learn their mother tongue?",
    ],
  },
  {
    "fact": "user is a Line Training Captain who mentors new first officers.",
    "questions": [
      "What instructional role do they hold at the airline?",
      "Do they coach less experienced copilots?",
    ],
  },
  {
    "fact": "user grows curry leaves, chillies and tomatoes on his balcony.",
    "questions": [
      "What plants do they cultivate at home?",
      "Do they have a kitchen garden with herbs?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh69}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh69Unrelated: string[] = [
  "Who was Skanderbeg?",
  "Who was Alaric the Visigoth?",
  "Who was Harald Hardrada?",
  "Who was Zenobia of Palmyra?",
  "Who was Bolesław the Brave?",
  "Who was Tsar Dušan?",
  "Who was Cnut?",
  "Who was Tiglath-Pileser?",
  "Who was Moctezuma?",
  "Who was Sargon of Akkad?",
  "Who was Nebuchadnezzar?",
  "Who was Sviatoslav of Kiev?",
];

/**
 * A seventy-first held-out set, written on 2026-12-06 (stop 59) by a writer who had not seen the project, asked for a 26-year-old Brazilian-born physiotherapy student in Porto, Portugal, who teaches capoeira part-time, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 59, not by the writer. Kept unread.
 */
export const fresh70: ParaphraseCase[] = [
  {
    "fact": "user was born in Salvador, Bahia.",
    "questions": [
      "Which Brazilian city is their hometown?",
      "In which northeastern coastal city did their life begin?",
    ],
  },
  {
    "fact": "user is 26 years old.",
    "questions": [
      "What is their age?",
      "How many birthdays have they had so far?",
    ],
  },
  {
    "fact": "user studies physiotherapy at the Escola Superior de Saúde in Porto.",
    "questions": [
      "Which college are they enrolled at?",
      "What health-related course are they pursuing, and where?",
    ],
  },
  {
    "fact": "user is in the fourth and final year of their degree.",
    "questions": [
      "How close are they to finishing their program?",
      "What stage of the course have they reached?",
    ],
  },
  {
    "fact": "user teaches capoeira part-time at Academia Ginga Norte in Bonfim.",
    "questions": [
      "Where do they coach the Afro-Brazilian martial art?",
      "Which gym employs them to run fight-dance classes?",
    ],
  },
  {
    "fact": "user's capoeira mentor is Mestre Jacaré from Grupo Senzala.",
    "questions": [
      "Who trained them in their martial art?",
      "Which master guided their progress in the Afro-Brazilian fight-dance?",
    ],
  },
  {
    "fact": 'user\'s capoeira nickname is "Gato".',
    "questions": [
      "What do people call them in the roda?",
      "What alias do their martial-arts peers use for them?",
    ],
  },
  {
    "fact": "user's sister Camila lives in Recife and works as a dentist.",
    "questions": [
      "What is their sibling's profession, and in which city?",
      "Which family member is an oral health professional?",
    ],
  },
  {
    "fact": "user's mother, Rosângela, runs a small bakery in Salvador.",
    "questions": [
      "What kind of business does their mom own?",
      "Who in their family sells bread and cakes?",
    ],
  },
  {
    "fact": "user's father, Edson, is a retired bus driver.",
    "questions": [
      "What was their dad's job?",
      "Which parent spent a career behind the wheel of city coaches?",
    ],
  },
  {
    "fact": "user has a gray cat named Dendê.",
    "questions": [
      "What pet do they keep at home?",
      "What is their feline called?",
    ],
  },
  {
    "fact": "user rents a room in a shared flat on Rua de Cedofeita.",
    "questions": [
      "Which street do they live on?",
      "What are their housing arrangements?",
    ],
  },
  {
    "fact": "user shares the apartment with two Erasmus students from Italy.",
    "questions": [
      "Who are their housemates?",
      "Where do their flatmates come from?",
    ],
  },
  {
    "fact": "user is lactose intolerant.",
    "questions": [
      "Are there dairy products they should avoid?",
      "What digestive issue affects their diet?",
    ],
  },
  {
    "fact": "user had ACL reconstruction surgery on their left knee in 2021.",
    "questions": [
      "What operation have they undergone on a leg joint?",
      "Which injury did they get repaired a few years ago?",
    ],
  },
  {
    "fact": "user drinks two espressos at Café Progresso every morning.",
    "questions": [
      "Where do they get their coffee each day?",
      "What is their daily caffeine routine?",
    ],
  },
  {
    "fact": "user's favorite dish is moqueca baiana.",
    "questions": [
      "What meal do they love most?",
      "Which Bahian fish stew is their top pick?",
    ],
  },
  {
    "fact": "user cooks feijoada for friends on the first Sunday of each month.",
    "questions": [
      "How often do they host a bean-stew dinner for pals?",
      "What do they serve when hosting their crew on weekends?",
    ],
  },
  {
    "fact": "user plays the berimbau and is learning the pandeiro.",
    "questions": [
      "Which musical instruments do they know?",
      "What percussion is the person currently picking up?",
    ],
  },
  {
    "fact": "user rides a secondhand black Yamaha NMax 125 scooter.",
    "questions": [
      "What motorbike do they use to get around?",
      "What vehicle do they commute on?",
    ],
  },
  {
    "fact": "user owns a Samsung Galaxy A54 phone.",
    "questions": [
      "What mobile device do they carry?",
      "Which Android handset brand do they have?",
    ],
  },
  {
    "fact": "user uses a 2018 MacBook Air for coursework.",
    "questions": [
      "What laptop do they write their assignments on?",
      "Which Apple computer do they have?",
    ],
  },
  {
    "fact": "user jogs 5 km in Parque da Cidade three times a week.",
    "questions": [
      "Where do they go for cardio exercise?",
      "How often do they go for a run?",
    ],
  },
  {
    "fact": "user's goal is to run the Porto Marathon in November 2025.",
    "questions": [
      "What long-distance race are they aiming to complete?",
      "Which 42-kilometre event are they training for?",
    ],
  },
  {
    "fact": "user plans to specialize in sports physiotherapy after graduating.",
    "questions": [
      "What clinical field do they want to focus on later?",
      "Which area of rehab interests them for their career?",
    ],
  },
  {
    "fact":
      "user is doing a clinical internship at Hospital de Santo António's rehabilitation unit.",
    "questions": [
      "Where is their current hands-on training placement?",
      "Which medical center hosts their practicum?",
    ],
  },
  {
    "fact": "user's thesis is about hamstring injury prevention in amateur football players.",
    "questions": [
      "What is their dissertation topic?",
      "What research are they writing on muscle strains in soccer?",
    ],
  },
  {
    "fact": "user's thesis supervisor is Professora Helena Carvalho.",
    "questions": [
      "Who oversees their final research project?",
      "Who is their academic advisor?",
    ],
  },
  {
    "fact": "user earns €12 per hour teaching capoeira.",
    "questions": [
      "How much are they paid for their classes?",
      "What's their rate of pay at the academy?",
    ],
  },
  {
    "fact": "user teaches children's classes on Tuesdays and Thursdays at 18:30.",
    "questions": [
      "Which evenings do they coach kids?",
      "When are their youth sessions held?",
    ],
  },
  {
    "fact": "user also works Saturday shifts at a Pingo Doce supermarket.",
    "questions": [
      "Where do they have a weekend job?",
      "What grocery chain employs them?",
    ],
  },
  {
    "fact": "user speaks Portuguese, English, and conversational Spanish.",
    "questions": [
      "What languages do they know?",
      "Can they communicate in other tongues besides their native one?",
    ],
  },
  {
    "fact": "user's girlfriend, Inês, is a Portuguese nurse from Braga.",
    "questions": [
      "Who is their partner?",
      "What does their romantic partner do for work?",
    ],
  },
  {
    "fact": "user supports Esporte Clube Bahia football club.",
    "questions": [
      "Which soccer team do they cheer for?",
      "What team do they root for back in their country?",
    ],
  },
  {
    "fact": "user goes home to Brazil every December for Christmas.",
    "questions": [
      "Where do they spend the holiday season?",
      "When do they visit their family overseas?",
    ],
  },
  {
    "fact": "user is allergic to shrimp.",
    "questions": [
      "Are there any shellfish they must not eat?",
      "What seafood triggers a bad reaction for them?",
    ],
  },
  {
    "fact": "user listens to Baiana System and Seu Jorge while studying.",
    "questions": [
      "What music do they put on during revision?",
      "Which artists are on their playlist?",
    ],
  },
  {
    "fact": "user reads novels on a Kindle Paperwhite.",
    "questions": [
      "What gadget do they use for e-books?",
      "Which Amazon device holds their library of fiction?",
    ],
  },
  {
    "fact": "user volunteers at a migrant support association in Porto called Casa do Brasil.",
    "questions": [
      "Where do they do unpaid community work?",
      "What charity do they give their time to?",
    ],
  },
  {
    "fact": "user has a tattoo of a berimbau on their right forearm.",
    "questions": [
      "What body art do they have?",
      "What design is inked on their skin?",
    ],
  },
  {
    "fact": "user's dream is to open their own physio clinic in Salvador.",
    "questions": [
      "What business do they hope to start someday?",
      "What are their long-term career ambitions?",
    ],
  },
  {
    "fact": "user wakes up at 6:15 on weekdays.",
    "questions": [
      "What time do they get out of bed?",
      "How early does their alarm go off?",
    ],
  },
  {
    "fact": "user rarely drinks alcohol but enjoys a caipirinha at parties.",
    "questions": [
      "Do they consume booze?",
      "What cocktail do they like?",
    ],
  },
  {
    "fact": "user applied for Portuguese citizenship in March 2024.",
    "questions": [
      "What immigration paperwork have they filed?",
      "Are they trying to become a national of their host country?",
    ],
  },
  {
    "fact": "user pays €380 monthly rent.",
    "questions": [
      "How much do they spend on housing?",
      "What does their room cost them?",
    ],
  },
  {
    "fact": "user can't stand olives.",
    "questions": [
      "What food do they hate?",
      "Is there any ingredient they refuse to eat?",
    ],
  },
  {
    "fact": "user gets migraines when sleeping less than six hours.",
    "questions": [
      "What triggers their headaches?",
      "What happens to them when they're short on rest?",
    ],
  },
  {
    "fact": "user surfs at Matosinhos beach in summer.",
    "questions": [
      "Which water sport do they do by the ocean?",
      "Where do they catch waves?",
    ],
  },
  {
    "fact": "user has a Spotify Premium Duo plan shared with Inês.",
    "questions": [
      "What music streaming subscription do they have?",
      "Who do they split their audio app account with?",
    ],
  },
  {
    "fact": "user keeps a Moleskine notebook for tracking workouts.",
    "questions": [
      "Where do they log their training sessions?",
      "What journal brand do they use for exercise records?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh70}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh70Unrelated: string[] = [
  "Who was Simeon of Bulgaria?",
  "Who was Corvinus?",
  "Who was Bayezid the Thunderbolt?",
  "Who was Tecumseh?",
  "What is a Sobolev norm?",
  "Who was Ramkhamhaeng?",
  "Who was Anawrahta?",
  "Who was Sonni Ali?",
  "Who was Ewuare of Benin?",
  "Who was Mindaugas?",
  "Who was Vytautas?",
  "What is a Lebesgue integral?",
];

/**
 * A seventy-second held-out set, written on 2026-12-06 (stop 60) by a writer who had not seen the project, asked for a 53-year-old Korean-born cellist in a symphony orchestra in Vienna, Austria, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 60, not by the writer.
 */
export const fresh71: ParaphraseCase[] = [
  {
    "fact": "user is a cellist with the Vienna Symphony Orchestra.",
    "questions": [
      "What does she do for a living?",
      "Which ensemble is she a member of?",
    ],
  },
  {
    "fact": "user was born in Busan, South Korea, in 1972.",
    "questions": [
      "Where is she originally from?",
      "Which city did she spend her early childhood in?",
    ],
  },
  {
    "fact": "user is 53 years old.",
    "questions": [
      "What's her age?",
      "Is she in her fifties already?",
    ],
  },
  {
    "fact":
      "user performs on an 18th-century Tyrolean cello by Matthias Klotz, insured for 180,000 euros.",
    "questions": [
      "What kind of instrument does she have?",
      "How much is her main instrument covered for if something happens to it?",
    ],
  },
  {
    "fact": "user studied at the Juilliard School in New York before moving to Europe.",
    "questions": [
      "Where did she get her musical training?",
      "Which conservatory did she attend?",
    ],
  },
  {
    "fact": "user is married to Thomas Berger, an Austrian high-school physics teacher.",
    "questions": [
      "Who is her husband?",
      "What does her spouse do for work?",
    ],
  },
  {
    "fact": "user has a daughter named Hana who studies medicine in Graz.",
    "questions": [
      "What is her eldest kid doing at university?",
      "Where does her oldest go to college?",
    ],
  },
  {
    "fact": "user has a 15-year-old son, Felix, who plays ice hockey.",
    "questions": [
      "Does she have a boy, and what sport is he into?",
      "What does her youngest do after school for fun?",
    ],
  },
  {
    "fact": "user is allergic to peanuts.",
    "questions": [
      "Is there any nut she can't eat?",
      "What should I leave out when baking for her?",
    ],
  },
  {
    "fact": "user has tendinitis in her left wrist and sees a physiotherapist every two weeks.",
    "questions": [
      "Does she have any injury from her job?",
      "How often does she get treatment for her arm pain?",
    ],
  },
  {
    "fact": "user takes 20 mg of omeprazole each morning for acid reflux.",
    "questions": [
      "What medication is she on daily?",
      "Does she have any stomach problems?",
    ],
  },
  {
    "fact": "user follows a pescatarian diet.",
    "questions": [
      "Does she eat meat?",
      "Can I serve her steak, or should I pick seafood instead?",
    ],
  },
  {
    "fact": "user cooks kimchi jjigae every Sunday.",
    "questions": [
      "What's her favourite comfort dish?",
      "What does she usually make for dinner on weekends?",
    ],
  },
  {
    "fact": "user drinks two espressos a day from her Rancilio Silvia machine.",
    "questions": [
      "How much coffee does she have?",
      "What gadget does she use to brew at home?",
    ],
  },
  {
    "fact": "user lives in a third-floor Altbau apartment in Josefstadt, the 8th district.",
    "questions": [
      "Which neighbourhood is her home in?",
      "What kind of flat does she have?",
    ],
  },
  {
    "fact": "user has a grey British Shorthair cat named Mozart.",
    "questions": [
      "Does she have any pets?",
      "What is her kitty called?",
    ],
  },
  {
    "fact": "user is afraid of large dogs after being bitten as a child.",
    "questions": [
      "Would she be okay if I brought my German shepherd over?",
      "Are there animals she's scared of?",
    ],
  },
  {
    "fact": "user drives a silver 2018 Volvo V60 estate.",
    "questions": [
      "What car does she have?",
      "What should I look for in the parking lot to spot her vehicle?",
    ],
  },
  {
    "fact": "user has an Austrian Klimaticket for unlimited public transport.",
    "questions": [
      "How does she get around by train and tram?",
      "Does she pay for each metro ride separately?",
    ],
  },
  {
    "fact": "user hikes in the Rax mountains near Reichenau several weekends each summer.",
    "questions": [
      "Where does she go walking outdoors in the warm months?",
      "What's her favourite trekking spot outside the city?",
    ],
  },
  {
    "fact": "user swims 1.5 km at the Amalienbad pool every Tuesday and Thursday.",
    "questions": [
      "What exercise does she do during the week?",
      "Where does she go to do laps?",
    ],
  },
  {
    "fact": "user collects vintage Deutsche Grammophon vinyl records.",
    "questions": [
      "What does she like to hunt for at flea markets?",
      "What kind of LPs is she into?",
    ],
  },
  {
    "fact": "user reads Haruki Murakami novels in Korean translation.",
    "questions": [
      "Who is her favourite author?",
      "What books would make a good gift for her?",
    ],
  },
  {
    "fact": "user has been taking Japanese lessons at the Volkshochschule since 2023.",
    "questions": [
      "Is she studying any new language?",
      "Where does she go for evening classes?",
    ],
  },
  {
    "fact": "user goes back to Busan every August to visit her mother, Kim Soon-ja.",
    "questions": [
      "When does she fly home to see family?",
      "Who does she spend her summer holidays with in Korea?",
    ],
  },
  {
    "fact": "user lost her father to cancer in 2015.",
    "questions": [
      "Is her dad still alive?",
      "When did a parent of hers pass away?",
    ],
  },
  {
    "fact": "user considers Dvořák's Cello Concerto in B minor her favourite piece.",
    "questions": [
      "Which classical work does she love most?",
      "What music should I get tickets for to impress her?",
    ],
  },
  {
    "fact": "user finds Bruckner symphonies boring.",
    "questions": [
      "Which composer puts her to sleep?",
      "Is there any classical music she can't stand?",
    ],
  },
  {
    "fact": "user practises four hours a day.",
    "questions": [
      "How much time does she spend rehearsing?",
      "How long does she rehearse on a typical weekday?",
    ],
  },
  {
    "fact": "user earns about 5,400 euros gross per month.",
    "questions": [
      "What's her salary?",
      "How much money does she make from the job?",
    ],
  },
  {
    "fact": "user invests monthly in a Vanguard FTSE All-World ETF.",
    "questions": [
      "Where does she put her savings?",
      "Does she have any stock market funds?",
    ],
  },
  {
    "fact": "user is saving to buy a small holiday cottage in Carinthia.",
    "questions": [
      "What big purchase is she putting money aside for?",
      "Does she dream of a second home somewhere?",
    ],
  },
  {
    "fact": "user plans to retire from the orchestra at 62.",
    "questions": [
      "When does she want to stop working?",
      "How long until she leaves her job?",
    ],
  },
  {
    "fact": "user is Catholic and attends Mass at the Piaristenkirche.",
    "questions": [
      "Is she religious?",
      "Which church does she go to on Sundays?",
    ],
  },
  {
    "fact": "user is a member of Greenpeace Austria.",
    "questions": [
      "Does she support any environmental organisation?",
      "Which charity gets her donations?",
    ],
  },
  {
    "fact": "user wears a Seiko Presage watch her husband gave her.",
    "questions": [
      "What's on her wrist?",
      "Which gift from her spouse does she use every day?",
    ],
  },
  {
    "fact": "user uses an iPhone 13 mini.",
    "questions": [
      "What phone does she have?",
      "Is she an Android person or Apple?",
    ],
  },
  {
    "fact": "user prefers the ÖBB Nightjet over flying for European trips.",
    "questions": [
      "How does she usually get to Paris or Hamburg?",
      "Does she take planes for short journeys?",
    ],
  },
  {
    "fact": "user dreams of seeing the Northern Lights in Tromsø.",
    "questions": [
      "Where does she most want to go someday?",
      "What bucket-list destination is on her mind?",
    ],
  },
  {
    "fact": "user visited Japan for the first time in 2019 on an orchestra tour.",
    "questions": [
      "Has she been to Tokyo?",
      "Did work ever take her to the Far East?",
    ],
  },
  {
    "fact": "user goes to bed at 11:30 pm and wakes at 6:45 am.",
    "questions": [
      "What are her sleeping hours?",
      "Is she an early riser?",
    ],
  },
  {
    "fact": "user writes in a Leuchtturm1917 journal every night.",
    "questions": [
      "Does she keep a diary?",
      "What notebook brand does she use?",
    ],
  },
  {
    "fact": "user doesn't drink alcohol except a glass of Grüner Veltliner at Christmas.",
    "questions": [
      "Does she like wine?",
      "What should I bring her to a holiday dinner?",
    ],
  },
  {
    "fact": "user supports the football club Rapid Wien.",
    "questions": [
      "Which soccer team is she a fan of?",
      "Who does she cheer for in the Bundesliga?",
    ],
  },
  {
    "fact": "user loves Café Sperl and has a regular table there.",
    "questions": [
      "Where does she go for coffee and cake?",
      "What's her usual coffeehouse hangout?",
    ],
  },
  {
    "fact": "user hates cilantro.",
    "questions": [
      "Are there herbs she refuses to eat?",
      "What should I leave out of the salsa for her?",
    ],
  },
  {
    "fact":
      "user volunteers teaching free cello lessons to refugee children at a community centre in Favoriten.",
    "questions": [
      "Does she do any unpaid work?",
      "How does she give back locally?",
    ],
  },
  {
    "fact": "user started on the violin at age 5.",
    "questions": [
      "What was her very first instrument?",
      "How young was she when music began for her?",
    ],
  },
  {
    "fact": "user takes Argentine tango classes with her husband on Wednesday evenings.",
    "questions": [
      "Do she and her spouse dance?",
      "What does the couple do together midweek?",
    ],
  },
  {
    "fact": "user grows tomatoes and basil on her balcony.",
    "questions": [
      "Does she garden?",
      "What plants does she have outside her flat?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh71}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh71Unrelated: string[] = [
  "Who was Timur?",
  "Who was Boru?",
  "Who was Kenneth MacAlpin?",
  "Who was Casimir of Poland?",
  "Who was Svatopluk of Moravia?",
  "Who was Moshoeshoe?",
  "Who was Lalibela?",
  "Who was Atahualpa?",
  "Who was Nezahualcoyotl?",
  "Who was Itzcoatl?",
  "Who was Kanishka?",
  "What is a Fréchet derivative?",
];

/**
 * A seventy-third held-out set, written on 2026-12-06 (stop 60) by a writer who had not seen the project, asked for a 35-year-old Nigerian-born offshore wind-turbine technician living in Aberdeen, Scotland, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 60, not by the writer.
 */
export const fresh72: ParaphraseCase[] = [
  {
    "fact": "user was born in Port Harcourt, Nigeria, and moved to the UK at age 19.",
    "questions": [
      "Where did he grow up originally?",
      "Which West African city is his hometown?",
    ],
  },
  {
    "fact":
      "user works as a blade technician for Siemens Gamesa on the Moray East offshore wind farm.",
    "questions": [
      "What does he do for a living?",
      "Which company employs him, and at what site?",
    ],
  },
  {
    "fact": "user does a 14-days-on, 14-days-off rotation.",
    "questions": [
      "How is his schedule structured?",
      "How long is he away at sea at a stretch?",
    ],
  },
  {
    "fact": "user lives in a two-bedroom flat in Torry overlooking the harbour.",
    "questions": [
      "What neighbourhood is his place in?",
      "What's the view like from his home?",
    ],
  },
  {
    "fact": "user is married to Aileen, a primary school teacher from Stonehaven.",
    "questions": [
      "Who is his wife?",
      "What does his spouse do for work?",
    ],
  },
  {
    "fact": "user has a 6-year-old daughter named Adaeze.",
    "questions": [
      "Does he have any kids?",
      "What's his child called, and what age is she?",
    ],
  },
  {
    "fact": "user sends his mother in Nigeria £200 every month.",
    "questions": [
      "Does he financially support any relatives abroad?",
      "How much does he transfer to his mum regularly?",
    ],
  },
  {
    "fact": "user has type 2 diabetes diagnosed in 2022 and takes metformin.",
    "questions": [
      "Does he have any chronic medical conditions?",
      "What medication is he on?",
    ],
  },
  {
    "fact": "user is lactose intolerant.",
    "questions": [
      "Can he have milk or cheese?",
      "Should I skip the dairy when I cook for him?",
    ],
  },
  {
    "fact": "user says jollof rice with fried plantain is his favourite dish.",
    "questions": [
      "What meal does he love most?",
      "What should I make if he comes over for dinner?",
    ],
  },
  {
    "fact": "user hates haggis.",
    "questions": [
      "Is there a Scottish food he can't stand?",
      "Should we avoid ordering the traditional Burns Night plate for him?",
    ],
  },
  {
    "fact": "user supports Aberdeen FC and has a season ticket at Pittodrie.",
    "questions": [
      "Which football club does he follow?",
      "Where does he spend Saturday afternoons when the Dons are at home?",
    ],
  },
  {
    "fact": "user also follows Arsenal in the Premier League.",
    "questions": [
      "Which English team does he root for?",
      "Who does he cheer on down south?",
    ],
  },
  {
    "fact": "user drives a grey 2020 Toyota RAV4 hybrid.",
    "questions": [
      "What car does he have?",
      "What kind of vehicle is parked outside his place?",
    ],
  },
  {
    "fact": "user plays five-a-side football on Wednesday evenings at Aberdeen Sports Village.",
    "questions": [
      "What does he do midweek to keep fit?",
      "Does he take part in any team games?",
    ],
  },
  {
    "fact": "user holds GWO Basic Safety Training and a BOSIET certificate.",
    "questions": [
      "What qualifications does he have for going offshore?",
      "Which courses has he completed for his job?",
    ],
  },
  {
    "fact": "user studied electrical engineering at Robert Gordon University, graduating in 2012.",
    "questions": [
      "Where did he go to uni?",
      "What was his degree in?",
    ],
  },
  {
    "fact": "user spent six years on oil rigs with Petrofac before switching to renewables.",
    "questions": [
      "What was his earlier career in energy?",
      "Did he used to be in the petroleum industry?",
    ],
  },
  {
    "fact": "user is afraid of helicopters since a rough landing in 2016.",
    "questions": [
      "Does he get nervous flying out to the platforms?",
      "What kind of transport scares him?",
    ],
  },
  {
    "fact": "user has a ginger cat named Suya.",
    "questions": [
      "Does he have any animals at home?",
      "What's his pet called?",
    ],
  },
  {
    "fact": "user is a practising Catholic and attends St Mary's Cathedral on Huntly Street.",
    "questions": [
      "What religion is he?",
      "Where does he go to Mass on Sundays?",
    ],
  },
  {
    "fact": "user wants to buy a house in Westhill by 2026.",
    "questions": [
      "Where is he hoping to settle down and own property?",
      "What's his goal for getting on the property ladder?",
    ],
  },
  {
    "fact": "user has £18,000 saved in a Nationwide Lifetime ISA.",
    "questions": [
      "What account is he using to build up money for a first home?",
      "How much has he put away so far?",
    ],
  },
  {
    "fact": "user plays bass guitar in an Afrobeats covers band called Granite Groove.",
    "questions": [
      "Is he musical at all?",
      "What's the name of the group he performs with?",
    ],
  },
  {
    "fact": "user listens to Burna Boy and Fela Kuti.",
    "questions": [
      "Who are his favourite artists?",
      "What music should I put on in the car for him?",
    ],
  },
  {
    "fact": "user is allergic to penicillin.",
    "questions": [
      "Are there any medicines he can't take?",
      "What should a doctor know before prescribing him antibiotics?",
    ],
  },
  {
    "fact": "user wears a Garmin Fenix 7 watch.",
    "questions": [
      "What fitness tracker does he have on his wrist?",
      "Which brand of wearable does he use?",
    ],
  },
  {
    "fact": "user uses an iPhone 14 Pro.",
    "questions": [
      "What mobile does he carry?",
      "Is he on Apple or Android?",
    ],
  },
  {
    "fact": "user completed the Great Aberdeen Run 10K in 52 minutes.",
    "questions": [
      "Has he entered any races, and what was his time?",
      "How quick is he over ten kilometres?",
    ],
  },
  {
    "fact": "user drinks Irn-Bru but never alcohol.",
    "questions": [
      "Does he touch booze?",
      "What should I get him from the bar?",
    ],
  },
  {
    "fact": "user rates Line of Duty as his favourite TV show.",
    "questions": [
      "What does he like to watch on telly?",
      "Which series has he binged the most?",
    ],
  },
  {
    "fact": "user is learning Scottish Gaelic on Duolingo with a 400-day streak.",
    "questions": [
      "Is he studying any languages?",
      "Which app does he open every morning for lessons?",
    ],
  },
  {
    "fact": "user goes hillwalking and has bagged 23 Munros.",
    "questions": [
      "How many mountains has he climbed?",
      "What does he do outdoors on his weeks off?",
    ],
  },
  {
    "fact": "user counts Tunde, a fellow technician he met at Petrofac, as his best friend.",
    "questions": [
      "Who is his closest mate?",
      "Who does he hang out with most?",
    ],
  },
  {
    "fact": "user turned 35 on 14 March.",
    "questions": [
      "When is his birthday?",
      "How old is he?",
    ],
  },
  {
    "fact": "user visits Lagos every December for Christmas with his extended family.",
    "questions": [
      "Where does he spend the holidays at the end of the year?",
      "How often does he travel back to West Africa?",
    ],
  },
  {
    "fact": "user dreams of seeing the Northern Lights in Tromsø.",
    "questions": [
      "Where does he want to go on a bucket-list holiday?",
      "What aurora-watching destination does he keep talking about?",
    ],
  },
  {
    "fact": "user wakes at 5:30 am even on days off.",
    "questions": [
      "Is he an early riser?",
      "What time does he get up?",
    ],
  },
  {
    "fact": "user dislikes cold weather despite living in Scotland.",
    "questions": [
      "How does he feel about the climate up north?",
      "Does he mind the chilly winters?",
    ],
  },
  {
    "fact": "user earns about £52,000 a year.",
    "questions": [
      "What's his salary?",
      "How much does he make annually?",
    ],
  },
  {
    "fact": "user cooks egusi soup every Sunday for the week ahead.",
    "questions": [
      "What does he meal-prep at the weekend?",
      "What traditional dish does he make regularly?",
    ],
  },
  {
    "fact": "user buys African groceries at Afro Foods on George Street.",
    "questions": [
      "Where does he shop for ingredients from back home?",
      "Which store does he get his plantain and palm oil from?",
    ],
  },
  {
    "fact": "user is red-green colour-blind.",
    "questions": [
      "Does he have any problems with his eyesight?",
      "Can he tell certain shades apart?",
    ],
  },
  {
    "fact": "user volunteers coaching an under-9s team at Cove Rangers' youth academy.",
    "questions": [
      "Does he do any charity or community work?",
      "Does he help train kids at weekends?",
    ],
  },
  {
    "fact": "user has a tattoo of his daughter's name on his left forearm.",
    "questions": [
      "Does he have any ink?",
      "What body art does he have?",
    ],
  },
  {
    "fact": "user uses Monzo for everyday banking.",
    "questions": [
      "Who does he have his current account with?",
      "Which app does he rely on to manage his money?",
    ],
  },
  {
    "fact": "user plans to retrain as a control-room supervisor by age 40.",
    "questions": [
      "What's his long-term career goal?",
      "Does he want to stay at sea forever?",
    ],
  },
  {
    "fact": "user refuses to take domestic flights for environmental reasons.",
    "questions": [
      "How does he get to London?",
      "Does he avoid planes for trips within Britain?",
    ],
  },
  {
    "fact": "user drinks two cups of Yorkshire Tea every morning.",
    "questions": [
      "What's his go-to hot beverage?",
      "Which brand of teabags should I stock when he visits?",
    ],
  },
  {
    "fact": "user owns a PlayStation 5 and plays FIFA online with his brother Emeka in Houston.",
    "questions": [
      "What gaming console does he have?",
      "Who does he game with over the internet?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh72}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh72Unrelated: string[] = [
  "Who was Rajaraja Chola?",
  "Who was Suryavarman II?",
  "What is a Laplace transform?",
  "What is a Cauchy sequence?",
  "Who was Chandragupta Maurya?",
  "Who was Osei Tutu?",
  "Who was Gediminas?",
  "Who was Ottokar of Bohemia?",
  "Who was Ögedei?",
  "Who was Hulagu?",
  "Who was Babur?",
  "Who was Jahangir?",
];

/**
 * A seventy-fourth held-out set, written on 2026-12-06 (stop 61) by a writer who had not seen the project, asked for a 48-year-old Greek-born ship's cook who works rotations on container ships and lives in Piraeus, Greece, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 61, not by the writer.
 */
export const fresh73: ParaphraseCase[] = [
  {
    "fact": "user works as a galley cook on Maersk container ships.",
    "questions": [
      "What does he do for a living?",
      "Which company employs him, and in what role?",
    ],
  },
  {
    "fact": "user does rotations of ten weeks at sea followed by eight weeks at home.",
    "questions": [
      "How long is he away each time he leaves?",
      "What is his on/off schedule like?",
    ],
  },
  {
    "fact": "user lives in a third-floor apartment in Piraeus near Mikrolimano harbour.",
    "questions": [
      "Where is his place?",
      "Which neighbourhood does he call home?",
    ],
  },
  {
    "fact": "user was born on the island of Chios in 1977.",
    "questions": [
      "Where did he grow up originally?",
      "What year is his birthday?",
    ],
  },
  {
    "fact": "user's wife Katerina teaches primary school in Kallithea.",
    "questions": [
      "What does his spouse do?",
      "Who is his partner and where is her job?",
    ],
  },
  {
    "fact": "user's son Nikos is studying mechanical engineering at NTUA in Athens.",
    "questions": [
      "What is his boy majoring in?",
      "Which university does his eldest attend?",
    ],
  },
  {
    "fact": "user's daughter Sofia is 15 and plays volleyball for Olympiacos youth.",
    "questions": [
      "How old is his girl?",
      "What sport does his teenage kid compete in?",
    ],
  },
  {
    "fact": "user has type 2 diabetes diagnosed in 2019.",
    "questions": [
      "Does he have any chronic medical condition?",
      "Why does he watch his blood sugar?",
    ],
  },
  {
    "fact": "user takes metformin twice a day.",
    "questions": [
      "What medication is he on?",
      "How often does he need his pills?",
    ],
  },
  {
    "fact": "user is allergic to kiwi fruit.",
    "questions": [
      "Is there anything he can't eat?",
      "Which food gives him a reaction?",
    ],
  },
  {
    "fact": "user's signature dish is lamb kleftiko slow-baked in parchment.",
    "questions": [
      "What meal is he most famous for?",
      "What does the crew ask him to make most?",
    ],
  },
  {
    "fact": "user supports Olympiacos and has a season ticket at Karaiskakis Stadium.",
    "questions": [
      "Which football club does he follow?",
      "Does he go to matches in person?",
    ],
  },
  {
    "fact": "user owns a grey tabby cat named Mavros.",
    "questions": [
      "Does he have any pets?",
      "What's his furry companion called?",
    ],
  },
  {
    "fact": "user drives a 2014 silver Toyota Corolla.",
    "questions": [
      "What car does he have?",
      "What vehicle does he get around in?",
    ],
  },
  {
    "fact": "user is saving to buy a small fishing boat by 2027.",
    "questions": [
      "What is he putting money aside for?",
      "What big purchase is he planning in the next few years?",
    ],
  },
  {
    "fact": "user plays tavli with his neighbour Stavros every Sunday afternoon.",
    "questions": [
      "What game does he enjoy on weekends?",
      "Who is his backgammon partner?",
    ],
  },
  {
    "fact": "user hates the smell of durian.",
    "questions": [
      "Which odour can't he stand?",
      "Is there a fruit he finds disgusting?",
    ],
  },
  {
    "fact": "user learned to cook from his grandmother Despina in Chios.",
    "questions": [
      "Who taught him his kitchen skills?",
      "Where did he pick up his culinary talent?",
    ],
  },
  {
    "fact": "user trained at the Le Monde culinary school in Athens in 1998.",
    "questions": [
      "Where did he get his chef education?",
      "When did he finish his professional kitchen course?",
    ],
  },
  {
    "fact": "user speaks Greek, English, and some Tagalog picked up from Filipino crewmates.",
    "questions": [
      "What languages does he know?",
      "Can he talk with people from the Philippines in their own tongue?",
    ],
  },
  {
    "fact": "user's favourite port of call is Singapore.",
    "questions": [
      "Which harbour city does he like visiting most on the job?",
      "Where does he most enjoy going ashore?",
    ],
  },
  {
    "fact": "user dislikes Rotterdam because of the grey weather.",
    "questions": [
      "Is there a Dutch city he doesn't enjoy stopping at?",
      "Why isn't he keen on the Netherlands docks?",
    ],
  },
  {
    "fact": "user listens to rebetiko, especially Markos Vamvakaris.",
    "questions": [
      "What music does he enjoy?",
      "Who is his favourite singer?",
    ],
  },
  {
    "fact": "user plays the bouzouki in his cabin during off hours.",
    "questions": [
      "Does he have a musical instrument?",
      "How does he unwind between shifts on board?",
    ],
  },
  {
    "fact": "user's best friend Yannis is a tugboat captain in Perama.",
    "questions": [
      "Who is his closest buddy?",
      "What does his oldest mate do for work?",
    ],
  },
  {
    "fact": "user earns about 3,800 dollars a month at sea.",
    "questions": [
      "How much is his salary?",
      "What's his monthly pay when on board?",
    ],
  },
  {
    "fact": "user has a mortgage with Piraeus Bank that ends in 2031.",
    "questions": [
      "Does he own his home outright?",
      "When will his housing loan be paid off?",
    ],
  },
  {
    "fact": "user swims at Votsalakia beach every morning when on leave.",
    "questions": [
      "What exercise does he do when he's back in Greece?",
      "Where does he go for a dip in the sea early in the day?",
    ],
  },
  {
    "fact": "user had knee surgery on his left meniscus in 2021.",
    "questions": [
      "Has he ever had an operation?",
      "What happened to his leg a few years ago?",
    ],
  },
  {
    "fact": "user wears reading glasses from the pharmacy.",
    "questions": [
      "Does he need help seeing small print?",
      "Where does he get his spectacles?",
    ],
  },
  {
    "fact": "user's mother Eleni still lives in the family house in Chios and is 79.",
    "questions": [
      "Is his mom alive?",
      "Where does his mum reside and how old is she?",
    ],
  },
  {
    "fact": "user's father died in 2016 after working as a fisherman.",
    "questions": [
      "What happened to his dad?",
      "What job did his late parent have?",
    ],
  },
  {
    "fact": "user quit smoking in 2019.",
    "questions": [
      "Does he use tobacco?",
      "When did he give up cigarettes?",
    ],
  },
  {
    "fact": "user drinks his coffee as a Greek frappe with two sugars.",
    "questions": [
      "How does he take his morning caffeine?",
      "What's his go-to iced beverage?",
    ],
  },
  {
    "fact": "user owns a Wüsthof chef's knife set he carries on every contract.",
    "questions": [
      "What kitchen tools does he bring aboard?",
      "Which brand of blades does he use?",
    ],
  },
  {
    "fact": "user grows tomatoes and basil on his balcony.",
    "questions": [
      "Does he have a garden?",
      "What plants does he keep at his flat?",
    ],
  },
  {
    "fact": "user visited Japan on a two-week holiday with Katerina in 2023.",
    "questions": [
      "Where did he go on his last big vacation?",
      "Has he been to Tokyo as a tourist?",
    ],
  },
  {
    "fact": "user wants to open a small taverna in Chios after retiring.",
    "questions": [
      "What are his plans once he stops working?",
      "What business does he dream of running someday?",
    ],
  },
  {
    "fact": "user refuses to eat instant noodles.",
    "questions": [
      "Is there a convenience food he won't touch?",
      "What does he think of ramen packets?",
    ],
  },
  {
    "fact": "user's favourite meal to eat himself is grilled octopus with ouzo.",
    "questions": [
      "What does he like to order when somebody else is making dinner?",
      "What is his top food and drink pairing?",
    ],
  },
  {
    "fact": "user watches Formula 1 races and roots for Ferrari.",
    "questions": [
      "Which motorsport team does he cheer on?",
      "Does he tune in to Grand Prix weekends?",
    ],
  },
  {
    "fact": "user gets seasick during the first two days of each voyage.",
    "questions": [
      "Does he ever feel nauseous on the ocean?",
      "How does he handle rough water at the start of a trip?",
    ],
  },
  {
    "fact": "user reads Nikos Kazantzakis novels during long crossings.",
    "questions": [
      "What books does he enjoy?",
      "Which author is his favourite?",
    ],
  },
  {
    "fact": "user calls his family on WhatsApp every evening using the ship's Starlink connection.",
    "questions": [
      "How does he keep in touch with home while away?",
      "Which app lets him phone his wife and kids at night?",
    ],
  },
  {
    "fact": "user's anniversary is on 14 September.",
    "questions": [
      "When did he get married?",
      "What date does he celebrate with his wife each year?",
    ],
  },
  {
    "fact": "user is Greek Orthodox and attends Agios Nikolaos church in Piraeus at Easter.",
    "questions": [
      "Is he religious?",
      "Where does he worship during Pascha?",
    ],
  },
  {
    "fact": "user has a tattoo of an anchor on his right forearm.",
    "questions": [
      "Does he have any ink?",
      "What design is on his arm?",
    ],
  },
  {
    "fact": "user is afraid of heights.",
    "questions": [
      "Does he have any phobias?",
      "Would he enjoy climbing a tall tower?",
    ],
  },
  {
    "fact": "user bakes his own sourdough bread using a starter he named Kyria Maria.",
    "questions": [
      "Does he make loaves at home?",
      "What did he call his yeast culture?",
    ],
  },
  {
    "fact": "user's next contract starts on 3 March aboard the Maersk Kensington out of Algeciras.",
    "questions": [
      "When does he head back to work?",
      "Which vessel is he joining, and from what port?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh73}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh73Unrelated: string[] = [
  "Who was Mansa Musa?",
  "Who was Agesilaus?",
  "Who was Pachacuti?",
  "Who was Tokugawa Ieyasu?",
  "Who was Hammurabi?",
  "Who was Shaka Zulu?",
  "Who was Arminius?",
  "Who was Nebuchadnezzar?",
  "Who was Xerxes?",
  "Who was Harsha of Kannauj?",
  "Who was Trajan?",
  "What is a Hopf fibration?",
];

/**
 * A seventy-fifth held-out set, written on 2026-12-06 (stop 61) by a writer who had not seen the project, asked for a 33-year-old Turkish-German kindergarten teacher in Hamburg, Germany, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 61, not by the writer.
 */
export const fresh74: ParaphraseCase[] = [
  {
    "fact": "user works as a kindergarten teacher at the Kita Sonnenblume in Eimsbüttel.",
    "questions": [
      "What does she do for a living?",
      "Where is her job located?",
    ],
  },
  {
    "fact": "user was born in Duisburg and moved to Hamburg at age 19.",
    "questions": [
      "Which city is she originally from?",
      "How old was she when she relocated to her current city?",
    ],
  },
  {
    "fact": "user's partner Jonas is a sound engineer at a recording studio in St. Pauli.",
    "questions": [
      "Who is her boyfriend?",
      "What is her significant other's job?",
    ],
  },
  {
    "fact": "user has no children but wants two someday.",
    "questions": [
      "Does she have kids of her own?",
      "How many little ones does she hope to raise eventually?",
    ],
  },
  {
    "fact": "user's mother Ayşe runs a tailoring shop in Duisburg-Marxloh.",
    "questions": [
      "What business is her mom in?",
      "Who does alterations for a living in her family?",
    ],
  },
  {
    "fact": "user's younger sister Derya is studying medicine in Cologne.",
    "questions": [
      "Which sibling wants to become a doctor?",
      "Where is her little sis at university?",
    ],
  },
  {
    "fact": "user has a ginger cat named Simit.",
    "questions": [
      "Does she own any pets?",
      "What is her kitty called?",
    ],
  },
  {
    "fact": "user rents a two-room flat in Hamburg-Barmbek for 980 euros a month.",
    "questions": [
      "How much does she pay for her apartment?",
      "Which neighborhood does she live in?",
    ],
  },
  {
    "fact": "user is lactose intolerant.",
    "questions": [
      "Can she have dairy products like milk?",
      "Which foods upset her stomach?",
    ],
  },
  {
    "fact": "user plays volleyball on Wednesday evenings with the team SV Uhlenhorst.",
    "questions": [
      "What sport does she do midweek?",
      "Which club does she belong to?",
    ],
  },
  {
    "fact": "user's favorite dish is her grandmother's mantı.",
    "questions": [
      "What meal does she love most?",
      "Which homemade Turkish dumplings does she crave?",
    ],
  },
  {
    "fact": "user drives a silver 2014 Volkswagen Polo.",
    "questions": [
      "What car does she have?",
      "How old is her vehicle?",
    ],
  },
  {
    "fact": "user takes the U3 subway line most mornings.",
    "questions": [
      "How does she commute to her job?",
      "Which train does she ride to get around?",
    ],
  },
  {
    "fact": "user has mild asthma and carries a Salbutamol inhaler.",
    "questions": [
      "Does she have any breathing problems?",
      "What medication does she keep in her bag?",
    ],
  },
  {
    "fact": "user earns about 3,400 euros gross per month.",
    "questions": [
      "What is her salary?",
      "How much money does she make?",
    ],
  },
  {
    "fact": "user is saving for a down payment on an apartment.",
    "questions": [
      "What is she putting money aside toward?",
      "Does she hope to buy her own home?",
    ],
  },
  {
    "fact": "user knits scarves and sells them on Etsy.",
    "questions": [
      "What crafts does she make?",
      "Does she have an online side business?",
    ],
  },
  {
    "fact": "user visited Istanbul last October for her cousin's wedding.",
    "questions": [
      "Where did she travel in the autumn?",
      "Whose marriage ceremony did she attend abroad?",
    ],
  },
  {
    "fact": "user's best friend Lena is a nurse at UKE hospital.",
    "questions": [
      "Who is her closest pal?",
      "Where does her closest girlfriend work?",
    ],
  },
  {
    "fact": "user hates cilantro.",
    "questions": [
      "Which herb can't she stand?",
      "Is there anything she refuses to eat because of the taste?",
    ],
  },
  {
    "fact": "user is learning Spanish on Duolingo with a 210-day streak.",
    "questions": [
      "Which language is she studying?",
      "What app does she use to practice it?",
    ],
  },
  {
    "fact": "user wants to hike the Camino de Santiago next summer.",
    "questions": [
      "What trek is she planning?",
      "Where does she hope to walk in Spain?",
    ],
  },
  {
    "fact": "user reads mostly crime novels by Nele Neuhaus.",
    "questions": [
      "What books does she enjoy?",
      "Who is her favorite author?",
    ],
  },
  {
    "fact": "user wakes up at 5:45 on weekdays.",
    "questions": [
      "What time does her alarm go off?",
      "How early does she get out of bed during the week?",
    ],
  },
  {
    "fact": "user's birthday is on March 14.",
    "questions": [
      "When was she born?",
      "What date should we send her a card?",
    ],
  },
  {
    "fact": "user is a Hamburger SV fan and has a season ticket.",
    "questions": [
      "Which football club does she support?",
      "Does she go to HSV matches regularly?",
    ],
  },
  {
    "fact": "user owns a Bosch espresso machine she bought secondhand.",
    "questions": [
      "How does she make coffee at home?",
      "Where did she get her kitchen appliance for lattes?",
    ],
  },
  {
    "fact": "user had her appendix removed when she was 12.",
    "questions": [
      "Has she ever had surgery?",
      "What operation did she undergo as a kid?",
    ],
  },
  {
    "fact": "user wears glasses for nearsightedness.",
    "questions": [
      "Does she need help seeing far away?",
      "Are her eyes okay for distance?",
    ],
  },
  {
    "fact": "user is afraid of spiders.",
    "questions": [
      "What creatures scare her?",
      "Does she have any phobias?",
    ],
  },
  {
    "fact": "user bakes baklava every Christmas for her colleagues.",
    "questions": [
      "What treat does she make for coworkers in December?",
      "Which dessert does she share at the holidays?",
    ],
  },
  {
    "fact": "user speaks Turkish, German, and English fluently.",
    "questions": [
      "How many languages does she know?",
      "Is she bilingual or more?",
    ],
  },
  {
    "fact": "user goes swimming at the Alster-Schwimmhalle on Sunday mornings.",
    "questions": [
      "Where does she do laps?",
      "What does she do for exercise at the weekend?",
    ],
  },
  {
    "fact": "user's father Mehmet retired from ThyssenKrupp steelworks last year.",
    "questions": [
      "What did her dad do before he stopped working?",
      "Is her dad still employed?",
    ],
  },
  {
    "fact": "user grows tomatoes and basil on her balcony.",
    "questions": [
      "Does she have a garden?",
      "What plants does she keep outside her window?",
    ],
  },
  {
    "fact": "user met Jonas at a friend's barbecue in 2019.",
    "questions": [
      "How did the couple get together?",
      "When did she first encounter her boyfriend?",
    ],
  },
  {
    "fact": "user plays the bağlama, a Turkish long-necked lute.",
    "questions": [
      "Does she know any instruments?",
      "What music does she make herself?",
    ],
  },
  {
    "fact": "user dislikes crowded Christmas markets.",
    "questions": [
      "What holiday events does she avoid?",
      "Does she enjoy busy festive fairs in December?",
    ],
  },
  {
    "fact": "user uses an iPhone 13 with a cracked screen.",
    "questions": [
      "What kind of phone does she have?",
      "Is her mobile in good condition?",
    ],
  },
  {
    "fact": "user studied early childhood education at HAW Hamburg.",
    "questions": [
      "Where did she go to college?",
      "What was her degree in?",
    ],
  },
  {
    "fact": "user does yoga at home using YouTube videos by Mady Morrison.",
    "questions": [
      "How does she stretch and relax?",
      "Whose online workouts does she follow?",
    ],
  },
  {
    "fact": "user drinks black tea with no sugar.",
    "questions": [
      "How does she take her çay?",
      "Does she sweeten her hot beverages?",
    ],
  },
  {
    "fact": "user volunteers at a food bank in Wandsbek once a month.",
    "questions": [
      "Does she do any charity work?",
      "Where does she help out for free?",
    ],
  },
  {
    "fact": "user wants to take Jonas to Lisbon for their fifth anniversary.",
    "questions": [
      "Where is she hoping to celebrate with her boyfriend?",
      "What getaway is she thinking about for their special date?",
    ],
  },
  {
    "fact": "user has a tattoo of a crescent moon on her left wrist.",
    "questions": [
      "Does she have any ink?",
      "What body art does she have and where?",
    ],
  },
  {
    "fact": "user supports the Green Party.",
    "questions": [
      "How does she vote?",
      "What are her political leanings?",
    ],
  },
  {
    "fact": "user watches Turkish TV dramas on Netflix.",
    "questions": [
      "What shows does she binge?",
      "What series is she into lately?",
    ],
  },
  {
    "fact": "user keeps a gratitude journal before sleeping.",
    "questions": [
      "What does she write every night?",
      "What is her bedtime routine?",
    ],
  },
  {
    "fact": "user once worked as a waitress at a café in Ottensen.",
    "questions": [
      "What jobs did she have before her current career?",
      "Did she ever serve tables?",
    ],
  },
  {
    "fact": "user's grandmother Fatma lives with her parents in Duisburg.",
    "questions": [
      "Where does her nene stay?",
      "Who does her oma share a household with?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh74}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh74Unrelated: string[] = [
  "Who was Justinian?",
  "Who was Olaf Tryggvason?",
  "Who was Hatshepsut?",
  "Who was Akhenaten?",
  "Who was Tupac Amaru?",
  "Who was Vercingetorix?",
  "Who was Boudica?",
  "Who was Rurik?",
  "Who was Mieszko?",
  "Who was Zheng He?",
  "Who was Wu Zetian?",
  "Who was Theodoric?",
];

/**
 * A seventy-sixth held-out set, written on 2026-12-06 (stop 62) by a writer who had not seen the project, asked for a 44-year-old tram driver in Kraków, Poland, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 62, not by the writer.
 */
export const fresh75: ParaphraseCase[] = [
  {
    "fact": "user has driven trams for MPK Kraków for 17 years, starting in 2008",
    "questions": [
      "How long has he been operating streetcars in the city?",
      "When did the user begin his current job?",
    ],
  },
  {
    "fact": "user usually works the early shift beginning at 4:30 am out of the Nowa Huta depot",
    "questions": [
      "What time does he have to clock in each morning?",
      "Which garage does the user report to for duty?",
    ],
  },
  {
    "fact": "user's wife Agnieszka is a pharmacist at an Apteka Gemini branch on Dietla street",
    "questions": [
      "What does his spouse do for a living?",
      "Where is his partner employed?",
    ],
  },
  {
    "fact":
      "user's son Kacper is 16 and attends V Liceum Ogólnokształcące, focusing on maths and physics",
    "questions": [
      "Which high school does the older child go to?",
      "What subjects is his boy specializing in?",
    ],
  },
  {
    "fact": "user's daughter Hania, 9, takes swimming lessons at the Clepardia pool on Wednesdays",
    "questions": [
      "What sport does his little girl practice midweek?",
      "Where does the youngest kid have her aquatic classes?",
    ],
  },
  {
    "fact": "user is allergic to amoxicillin and got hives from it in 2019",
    "questions": [
      "Which antibiotic can't he take?",
      "Has the user ever had a bad reaction to medication?",
    ],
  },
  {
    "fact": "user has high blood pressure and takes 5 mg of amlodipine every morning",
    "questions": [
      "What pill does he swallow daily for hypertension?",
      "Is the user on any cardiovascular medicine?",
    ],
  },
  {
    "fact": "user lives in a three-room flat in a prefab block on Osiedle Oświecenia in Nowa Huta",
    "questions": [
      "What kind of apartment does he have?",
      "Which neighborhood is the user's home in?",
    ],
  },
  {
    "fact": "user bought a used 2014 Skoda Octavia estate in silver last spring",
    "questions": [
      "What car does he own?",
      "When did the user purchase his vehicle?",
    ],
  },
  {
    "fact": "user supports Wisła Kraków and has had a season ticket since 2012",
    "questions": [
      "Which football club does he root for?",
      "Does the user go to home matches regularly?",
    ],
  },
  {
    "fact": "user's best friend Marek Zając is a fellow driver he met during training",
    "questions": [
      "Who is his closest buddy?",
      "How did the user get to know his pal from work?",
    ],
  },
  {
    "fact": "user goes fishing for carp at the Zalew Nowohucki reservoir on Sunday mornings",
    "questions": [
      "What does he like to do outdoors at the weekend?",
      "Where does the user like to angle on his day off?",
    ],
  },
  {
    "fact": "user quit smoking in March 2021 after 20 years of Marlboro Reds",
    "questions": [
      "When did he give up cigarettes?",
      "What brand of tobacco did the user use to buy?",
    ],
  },
  {
    "fact":
      "user's mother Halina, 72, lives alone in Tarnów and he visits her every second Saturday",
    "questions": [
      "Where does his mom reside?",
      "How often does the user go see his elderly parent?",
    ],
  },
  {
    "fact": "user's father died in 2016 of a stroke",
    "questions": [
      "When did his dad pass away?",
      "What took the life of the user's old man?",
    ],
  },
  {
    "fact": "user has a beagle named Pestka who is 5 years old",
    "questions": [
      "What breed is his dog?",
      "What's the family pet called?",
    ],
  },
  {
    "fact": "user collects old tram tickets and models, with about 340 tickets in albums",
    "questions": [
      "What vintage transit items does he hoard?",
      "How many historic fare stubs has the user amassed?",
    ],
  },
  {
    "fact": "user's favorite dish is żurek served in a bread bowl",
    "questions": [
      "What meal does he love most?",
      "Which Polish food does the user enjoy more than anything?",
    ],
  },
  {
    "fact": "user dislikes coriander and asks for it to be left out",
    "questions": [
      "Which herb does he hate?",
      "Is there an ingredient the user wants removed from meals?",
    ],
  },
  {
    "fact": "user earns about 7,800 PLN gross per month",
    "questions": [
      "What's his salary?",
      "How much does the user get paid?",
    ],
  },
  {
    "fact":
      "user is saving for Kacper's university in a PKO BP savings account, currently around 18,000 zł",
    "questions": [
      "How much has he put aside for his son's college?",
      "Which bank holds the education fund?",
    ],
  },
  {
    "fact": "user has a mortgage on the flat with 11 years left to pay",
    "questions": [
      "How long until his home loan is cleared?",
      "Does the user still owe money on his apartment?",
    ],
  },
  {
    "fact": "user went to Croatia (Makarska) with the family in July 2023 by car",
    "questions": [
      "Where did they vacation two summers ago?",
      "Did the user drive to the Adriatic coast on holiday?",
    ],
  },
  {
    "fact":
      "user plans a trip to Norway's fjords in summer 2026 to celebrate his 20th wedding anniversary",
    "questions": [
      "Where is he hoping to travel for the big marriage milestone?",
      "What getaway is the user organizing with his wife?",
    ],
  },
  {
    "fact": "user plays bass guitar in an amateur rock cover band called Zajezdnia",
    "questions": [
      "What instrument does he perform on?",
      "What's the name of the user's music group?",
    ],
  },
  {
    "fact": "user's band practices on Thursday evenings in a rented basement in Podgórze",
    "questions": [
      "When does his group get together to jam?",
      "Where do the user's musician friends meet up weekly?",
    ],
  },
  {
    "fact": "user reads crime novels, currently Marek Krajewski's Eberhard Mock series",
    "questions": [
      "What kind of books does he like?",
      "Which detective saga is the user getting through now?",
    ],
  },
  {
    "fact":
      "user has lower back pain from long hours in the cab and sees a physiotherapist, Ewa, twice a month",
    "questions": [
      "Does he get treatment for spine problems?",
      "How often does the user get rehab for his sore lumbar region?",
    ],
  },
  {
    "fact": "user's wedding anniversary is on 14 August",
    "questions": [
      "On what date did he tie the knot?",
      "What day of the year did the couple get hitched?",
    ],
  },
  {
    "fact": "user prefers black coffee with no sugar, from a DeLonghi bean-to-cup machine at home",
    "questions": [
      "How does he take his brew?",
      "What espresso maker does the user own?",
    ],
  },
  {
    "fact": "user avoids vodka since getting very sick at his brother Tomek's 40th birthday party",
    "questions": [
      "Why won't he touch hard liquor?",
      "What happened at his sibling's celebration?",
    ],
  },
  {
    "fact": "user's brother Tomek runs a car repair shop in Wieliczka",
    "questions": [
      "What business does his sibling own?",
      "In which town does the user's sibling have a mechanic's workshop?",
    ],
  },
  {
    "fact": "user is learning German on Duolingo, with a 210-day streak",
    "questions": [
      "Which language is he studying?",
      "How consistent has the user been with his language app?",
    ],
  },
  {
    "fact": "user wants to become a tram driving instructor within the next two years",
    "questions": [
      "What career move is he aiming for?",
      "Does the user hope to teach new operators?",
    ],
  },
  {
    "fact": "user had knee arthroscopy on his right knee in 2020 after a football injury",
    "questions": [
      "What surgery has he undergone?",
      "How did the user hurt his leg?",
    ],
  },
  {
    "fact": "user's family doctor is Dr. Nowak at the Luxmed clinic on Kamieńskiego street",
    "questions": [
      "Who is his GP?",
      "Which medical center does the user go to for checkups?",
    ],
  },
  {
    "fact": "user wears glasses for reading, +1.5 diopters",
    "questions": [
      "Does he need spectacles?",
      "What's the user's eyewear prescription for books?",
    ],
  },
  {
    "fact": "user goes to bed by 9 pm on workdays because of the early shifts",
    "questions": [
      "What time does he turn in at night?",
      "Why does the user hit the sack before most people?",
    ],
  },
  {
    "fact": "user's neighbor Pan Stefan across the hall waters the plants when they're away",
    "questions": [
      "Who looks after the greenery during vacations?",
      "Which person next door helps the user's household?",
    ],
  },
  {
    "fact": "user grows tomatoes and peppers on an allotment plot (działka) in Bieńczyce",
    "questions": [
      "What vegetables does he cultivate?",
      "Where is the user's garden patch?",
    ],
  },
  {
    "fact": "user owns a Garmin Forerunner 255 watch and tracks his walks",
    "questions": [
      "What fitness gadget does he wear on his wrist?",
      "Does the user monitor his strolls with a device?",
    ],
  },
  {
    "fact": "user did the Kraków half marathon in 2022 in 2 hours 14 minutes",
    "questions": [
      "Has he ever run a long race?",
      "What was the user's finishing time in the 21 km event?",
    ],
  },
  {
    "fact": "user's favourite film is Miś by Stanisław Bareja and he can quote it by heart",
    "questions": [
      "What movie does he love most?",
      "Which Polish comedy classic can the user recite lines from?",
    ],
  },
  {
    "fact": "user is Catholic but only goes to mass at Christmas and Easter",
    "questions": [
      "How religious is he?",
      "When does the user attend church?",
    ],
  },
  {
    "fact": "user has a Samsung Galaxy A54 phone with a cracked screen he keeps meaning to fix",
    "questions": [
      "What mobile does he use?",
      "Is there damage to the user's handset?",
    ],
  },
  {
    "fact": "user's birthday is 3 November 1980",
    "questions": [
      "When was he born?",
      "What date should we celebrate the user turning a year older?",
    ],
  },
  {
    "fact":
      "user was named MPK Employee of the Month in June 2019 for calmly handling a passenger's medical emergency",
    "questions": [
      "Has he won any award at his job?",
      "What incident earned the user recognition from his employer?",
    ],
  },
  {
    "fact": "user is scared of flying and prefers to travel by car or train",
    "questions": [
      "Does he get nervous on airplanes?",
      "What's the user's favored mode of transport for long journeys?",
    ],
  },
  {
    "fact": "user's wife Agnieszka's birthday is 22 May and she loves lilies",
    "questions": [
      "When is his spouse's special day?",
      "What flowers would his partner appreciate?",
    ],
  },
  {
    "fact": "user's son Kacper wants a PlayStation 5 for Christmas",
    "questions": [
      "What gaming console is his teenager hoping for?",
      "What present is the user's boy wishing for this holiday season?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh75}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh75Unrelated: string[] = [
  "Who was Cnut?",
  "Who was Cyrus?",
  "Who was Pericles?",
  "Who was Charlemagne?",
  "Who was Saladin?",
  "Who was Montezuma?",
  "Who was Tamerlane?",
  "Who was Clovis?",
  "Who was Offa?",
  "Who was Tiglath-Pileser?",
  "Who was Ashurbanipal?",
  "What is a Sylow subgroup?",
];

/**
 * A seventy-seventh held-out set, written on 2026-12-06 (stop 62) by a writer who had not seen the project, asked for a 37-year-old Colombian-born hotel concierge in Madrid, Spain, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 62, not by the writer.
 */
export const fresh76: ParaphraseCase[] = [
  {
    "fact": "user works as head concierge at the Hotel Villa Magna on Paseo de la Castellana",
    "questions": [
      "What position does she hold at her job?",
      "Which luxury lodging in the Spanish capital employs them?",
    ],
  },
  {
    "fact": "user was born in Medellín and moved to Madrid in 2011",
    "questions": [
      "What Colombian city is she originally from?",
      "When did they relocate to Spain?",
    ],
  },
  {
    "fact": "user's husband Javier is a paramedic with SAMUR",
    "questions": [
      "What does her spouse do for a living?",
      "Which emergency service employs the man she's wed to?",
    ],
  },
  {
    "fact": "user has a daughter, Lucía, who is 9 and in fourth grade at CEIP Miguel de Unamuno",
    "questions": [
      "How old is her little girl?",
      "Which primary school does her kid attend?",
    ],
  },
  {
    "fact": "user's mother Gloria still lives in Medellín and they video-call every Sunday",
    "questions": [
      "When does she usually chat with her mom over the internet?",
      "In which South American city does the user's mum reside?",
    ],
  },
  {
    "fact": "user is allergic to penicillin",
    "questions": [
      "Which antibiotic can't she take?",
      "Is there any medication that causes them a bad reaction?",
    ],
  },
  {
    "fact": "user speaks Spanish, English and French and is learning Italian on Duolingo",
    "questions": [
      "What tongues is she fluent in?",
      "Which new language is the user currently studying with an app?",
    ],
  },
  {
    "fact": "user works the early shift, 7am to 3pm, Monday to Friday",
    "questions": [
      "What hours is she on duty during the week?",
      "Does the user have to be at the job at dawn?",
    ],
  },
  {
    "fact": "user rents a two-bedroom flat in Lavapiés for €1,150 a month",
    "questions": [
      "How much does she pay for housing?",
      "Which neighborhood is her apartment in?",
    ],
  },
  {
    "fact": "user's cat is named Arepa, a grey tabby she adopted in 2019",
    "questions": [
      "What is her feline called?",
      "When did the user take in the kitty?",
    ],
  },
  {
    "fact": "user runs with a club in Retiro Park on Saturday mornings",
    "questions": [
      "Where does she go jogging on weekends?",
      "Is the user part of any athletic group?",
    ],
  },
  {
    "fact": "user completed the Madrid half marathon in 2023 in 1:58",
    "questions": [
      "What was her finishing time in the 21-kilometre road race?",
      "Has she ever done a long-distance running event in the city?",
    ],
  },
  {
    "fact": "user's best friend is Camila Duarte, a hairdresser from Cali",
    "questions": [
      "Who is her closest pal?",
      "What does her dearest companion do for work?",
    ],
  },
  {
    "fact": "user is saving €6,000 for a trip to Japan in April 2026",
    "questions": [
      "How much money is she putting aside for the Asia vacation?",
      "When is the user planning to visit Tokyo?",
    ],
  },
  {
    "fact": "user drives a 2016 white Seat Ibiza",
    "questions": [
      "What car does she own?",
      "What colour is their vehicle?",
    ],
  },
  {
    "fact": "user dislikes cilantro and always asks for it to be left out",
    "questions": [
      "Which herb does she hate?",
      "Is there a garnish the user avoids in food?",
    ],
  },
  {
    "fact":
      "user's favorite dish is bandeja paisa, which she prepares for Colombian Independence Day on July 20",
    "questions": [
      "What's her most beloved meal?",
      "What does she cook for her home country's national holiday?",
    ],
  },
  {
    "fact": "user's birthday is March 14",
    "questions": [
      "On what date was she born?",
      "When does she turn a year older?",
    ],
  },
  {
    "fact": "user takes levothyroxine every morning for hypothyroidism",
    "questions": [
      "What pill does she swallow first thing each day?",
      "Which hormone-related gland problem is she treated for?",
    ],
  },
  {
    "fact":
      "user's dentist is Dr. Herrera at Clínica Dental Sonrisa in Chamberí; next cleaning is on November 12",
    "questions": [
      "Who looks after her teeth?",
      "When is her upcoming appointment for a tooth polish?",
    ],
  },
  {
    "fact": "user plays guitar and takes lessons on Wednesday evenings",
    "questions": [
      "What instrument is she learning?",
      "Which weeknight does the user have music class?",
    ],
  },
  {
    "fact": "user's brother Andrés lives in Miami and works as an accountant",
    "questions": [
      "Where is her sibling based?",
      "What's her male sibling's profession?",
    ],
  },
  {
    "fact": "user met Javier in 2014 at a salsa class in Malasaña",
    "questions": [
      "How did she and her spouse first get together?",
      "In which year did the couple first cross paths?",
    ],
  },
  {
    "fact": "user got married in September 2016 in Toledo",
    "questions": [
      "Where was their wedding held?",
      "When did she tie the knot?",
    ],
  },
  {
    "fact": "user is a fan of Atlético de Madrid and has a season ticket",
    "questions": [
      "Which football team does she support?",
      "Does the user attend games at the stadium regularly?",
    ],
  },
  {
    "fact": 'user\'s nickname at work is "La Agenda" because she remembers everything',
    "questions": [
      "What do colleagues call her?",
      "Why did her coworkers give them that moniker?",
    ],
  },
  {
    "fact": "user reads mostly crime novels and is currently on a book by Dolores Redondo",
    "questions": [
      "What kind of fiction does she enjoy?",
      "Which Spanish author is on her nightstand right now?",
    ],
  },
  {
    "fact": "user prefers window seats on flights",
    "questions": [
      "Where does she like to sit on an airplane?",
      "Aisle or by the glass: what's the user's choice when traveling by air?",
    ],
  },
  {
    "fact": "user has had Spanish citizenship since 2020 and still holds her Colombian passport",
    "questions": [
      "When did she become a national of her adopted country?",
      "Does she have dual nationality?",
    ],
  },
  {
    "fact": "user is lactose intolerant and drinks oat milk",
    "questions": [
      "Can she have dairy?",
      "What plant-based alternative does the user use instead of cow's product?",
    ],
  },
  {
    "fact": "user's favourite coffee is a cortado from Toma Café",
    "questions": [
      "What's her go-to espresso drink?",
      "Which local roastery is her top pick?",
    ],
  },
  {
    "fact": "user wants to open her own boutique travel agency within five years",
    "questions": [
      "What business does she dream of starting?",
      "What's the user's long-term career ambition?",
    ],
  },
  {
    "fact": "user is taking an online course in hospitality management from IE University",
    "questions": [
      "What is she studying remotely?",
      "Which business school is she enrolled with?",
    ],
  },
  {
    "fact": "user's husband's parents live in Segovia and they visit once a month",
    "questions": [
      "Where do her in-laws reside?",
      "How often do they go see his mom and dad?",
    ],
  },
  {
    "fact": "user's daughter Lucía is allergic to peanuts and carries an EpiPen",
    "questions": [
      "Does her child have any food sensitivities?",
      "What emergency injector does the girl keep with her?",
    ],
  },
  {
    "fact": "user's grandmother Rosa, who died in 2018, taught her to make buñuelos",
    "questions": [
      "Who showed her how to fry those cheese fritters?",
      "When did her abuela pass away?",
    ],
  },
  {
    "fact": "user has a tattoo of a hummingbird on her left wrist",
    "questions": [
      "Does she have any ink?",
      "What creature is inked near her hand?",
    ],
  },
  {
    "fact": "user banks with BBVA and has a joint account with Javier",
    "questions": [
      "Which financial institution does she use?",
      "Does the user share money with her spouse?",
    ],
  },
  {
    "fact": "user is afraid of heights and won't go on Ferris wheels",
    "questions": [
      "What phobia does she have?",
      "Would she get on a tall amusement ride?",
    ],
  },
  {
    "fact": "user volunteers twice a month at a food bank in Vallecas",
    "questions": [
      "Where does she do unpaid charity?",
      "How often does the user help out at the pantry?",
    ],
  },
  {
    "fact": "user's favorite singer is Carlos Vives and she saw him live at WiZink Center in 2022",
    "questions": [
      "Which vallenato artist does she adore?",
      "Has she attended a concert of her idol?",
    ],
  },
  {
    "fact": "user uses an iPhone 13 and a Kindle Paperwhite",
    "questions": [
      "What kind of phone does she have?",
      "Which e-reader does the user own?",
    ],
  },
  {
    "fact": "user plans to repaint Lucía's bedroom lavender in December",
    "questions": [
      "What colour will her daughter's room be?",
      "When is she going to redo the kid's walls?",
    ],
  },
  {
    "fact": "user's manager is Elena Vázquez, the front office director",
    "questions": [
      "Who is her boss?",
      "Who does she report to at the hotel?",
    ],
  },
  {
    "fact": "user received the hotel's Employee of the Year award in 2024",
    "questions": [
      "Has she ever won recognition at her job?",
      "What accolade did they earn on the job?",
    ],
  },
  {
    "fact": "user goes to a Zumba class at Dreamfit gym on Tuesday and Thursday evenings",
    "questions": [
      "What dance workout does she do?",
      "Which fitness centre is the user a member of?",
    ],
  },
  {
    "fact": "user doesn't drink alcohol except for a glass of cava at Christmas",
    "questions": [
      "Does she consume booze?",
      "What sparkling wine does she allow herself during the holidays?",
    ],
  },
  {
    "fact": "user spent two weeks backpacking in Portugal in 2010 before moving to Spain",
    "questions": [
      "Where did she go with a rucksack prior to relocating?",
      "How long was the user's trip to Lisbon and Porto?",
    ],
  },
  {
    "fact":
      'user\'s Spotify playlist for work commutes is called "Metro Mañanero" and she takes Line 3',
    "questions": [
      "What subway route does she ride?",
      "What's the name of her music mix for getting to the office?",
    ],
  },
  {
    "fact": "user sends €200 every month to her mother in Colombia",
    "questions": [
      "How much does she transfer to her mom regularly?",
      "Does the user financially support family overseas?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh76}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh76Unrelated: string[] = [
  "Who was Kanishka?",
  "Who was Osei Tutu?",
  "Who was Pepin?",
  "Who was Harald Hardrada?",
  "Who was Yaroslav?",
  "Who was Ptolemy?",
  "What is a magnetar?",
  "Who was Gustavus Adolphus?",
  "What is a Lyapunov exponent?",
  "Who was Ranjit Singh?",
  "Who was Shivaji?",
  "What is a quasicrystal?",
];

/**
 * A seventy-eighth held-out set, written on 2026-12-06 (stop 63) by a writer who had not seen the project, asked for a 61-year-old retired merchant-navy engineer who keeps bees and restores motorcycles near Aberystwyth, Wales, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 63, not by the writer.
 */
export const fresh77: ParaphraseCase[] = [
  {
    "fact":
      "user served as a second engineer on container ships for Blue Funnel and later Maersk from 1982 to 2019.",
    "questions": [
      "Which maritime firms did I work for during my career?",
      "How long was I employed in the merchant fleet?",
    ],
  },
  {
    "fact":
      "user keeps six hives of Welsh black bees, mostly on the north-facing slope behind the barn.",
    "questions": [
      "How many colonies do I look after?",
      "Where on my land is the apiary located?",
    ],
  },
  {
    "fact": "user's wife Gwen is a part-time district nurse based in Aberaeron.",
    "questions": [
      "What does my spouse do for a living?",
      "Which town does my partner work in?",
    ],
  },
  {
    "fact": "user's daughter Ffion teaches chemistry at a secondary school in Cardiff.",
    "questions": [
      "What subject does my eldest girl cover in the classroom?",
      "Which city is my child employed in as an educator?",
    ],
  },
  {
    "fact":
      "user has type 2 diabetes, diagnosed in 2021, and manages it with metformin and a low-carb diet.",
    "questions": [
      "What long-term condition am I being treated for?",
      "Which tablets do I take for my blood sugar?",
    ],
  },
  {
    "fact":
      "user restores classic British motorcycles and is currently rebuilding a 1959 BSA Gold Star.",
    "questions": [
      "What bike project is on my bench right now?",
      "Which vintage machine am I bringing back to life at the moment?",
    ],
  },
  {
    "fact":
      "user owns a 1972 Norton Commando 750 that he rides to the Aberystwyth classic bike meet each June.",
    "questions": [
      "Which old motorbike do I take out for the summer rally?",
      "What make of two-wheeler have I got from the early seventies?",
    ],
  },
  {
    "fact": "user's border collie, Mot, is nine years old and has arthritis in her hips.",
    "questions": [
      "What age is my pet pooch?",
      "What joint problem does my sheepdog suffer from?",
    ],
  },
  {
    "fact":
      "user sold 140 jars of heather honey last season at the Aberystwyth farmers' market for £7 each.",
    "questions": [
      "How much did I charge per pot at the weekly stall?",
      "What quantity of my bees' produce did I shift in the previous twelve months?",
    ],
  },
  {
    "fact":
      "user's pension from the Merchant Navy Officers Pension Fund pays about £1,900 a month.",
    "questions": [
      "How much do I receive from my old seafaring retirement scheme?",
      "Roughly what do I get in retirement income from my sea years?",
    ],
  },
  {
    "fact":
      "user is hard of hearing in his left ear after decades in noisy engine rooms and wears a hearing aid.",
    "questions": [
      "Which side am I deaf on?",
      "Do I use any device to help me with sound?",
    ],
  },
  {
    "fact":
      "user's neighbour Dai Pritchard lends him his tractor in exchange for honey and help with machinery repairs.",
    "questions": [
      "Who next door swaps favours with me for farm equipment?",
      "What do I give the bloke over the fence for borrowing his vehicle?",
    ],
  },
  {
    "fact":
      "user speaks Welsh fluently but reads it slowly, having grown up in a Welsh-speaking household in Tregaron.",
    "questions": [
      "Where did I spend my childhood?",
      "How good am I with the native language of Cymru?",
    ],
  },
  {
    "fact":
      "user drinks two pints of Felinfoel Double Dragon at the Black Lion in Llanbadarn every Friday evening.",
    "questions": [
      "What's my usual ale at the pub?",
      "Which local do I go to at the end of the week?",
    ],
  },
  {
    "fact": "user had his right knee replaced in March 2023 at Bronglais Hospital.",
    "questions": [
      "Which joint was operated on and when?",
      "Where did I have my orthopaedic surgery?",
    ],
  },
  {
    "fact":
      "user's son Rhodri lives in Perth, Western Australia, where he's a geologist for a mining company.",
    "questions": [
      "Where in the world is my boy based?",
      "What line of work is my lad in?",
    ],
  },
  {
    "fact": "user plans to visit Rhodri in Australia in February 2026 for five weeks.",
    "questions": [
      "When is my big trip Down Under to see my boy?",
      "How long will I be away on the long-haul family journey?",
    ],
  },
  {
    "fact":
      "user grows potatoes, leeks and runner beans in raised beds, but the slugs usually win with the lettuces.",
    "questions": [
      "Which vegetables do I cultivate in my garden plot?",
      "What pest ruins my salad crops?",
    ],
  },
  {
    "fact":
      "user prefers manual tools and distrusts modern fuel-injected engines, calling them sealed boxes you can't fix.",
    "questions": [
      "What's my opinion of newer car technology?",
      "Why don't I like contemporary motors?",
    ],
  },
  {
    "fact": "user has a tattoo of a ship's anchor and the name 'MV Clan Macleod' on his forearm.",
    "questions": [
      "What ink do I have on my arm?",
      "Which vessel is commemorated in my body art?",
    ],
  },
  {
    "fact":
      "user is a member of the Ceredigion Beekeepers' Association and serves as its treasurer.",
    "questions": [
      "What role do I hold in the local apiarist club?",
      "Which county society for hive-keepers do I belong to?",
    ],
  },
  {
    "fact": "user treats his colonies for varroa mite with oxalic acid every December.",
    "questions": [
      "What do I use against the parasite in my hives?",
      "When in the year do I do the winter parasite dose?",
    ],
  },
  {
    "fact":
      "user was stung badly in 2020 and now carries an EpiPen after developing a mild allergy to bee venom.",
    "questions": [
      "Do I need emergency adrenaline on me?",
      "What happens to me if an insect gets me?",
    ],
  },
  {
    "fact":
      "user heats the farmhouse with a Clearview wood-burning stove fed by ash logs from his own hedgerows.",
    "questions": [
      "How do I keep my home warm in the cold months?",
      "Where does my firewood come from?",
    ],
  },
  {
    "fact": "user's smallholding is twelve acres near Penrhyncoch, bought in 2019 for £385,000.",
    "questions": [
      "How much land do I own?",
      "What did I pay for my property and when?",
    ],
  },
  {
    "fact": "user keeps a flock of eight Welsh Harlequin ducks and four Light Sussex hens.",
    "questions": [
      "What poultry do I have?",
      "How many laying birds and waterfowl are on my plot?",
    ],
  },
  {
    "fact":
      "user reads mostly naval history and Patrick O'Brian novels, and is rereading the Aubrey-Maturin series.",
    "questions": [
      "What kind of books do I enjoy?",
      "Which author's seafaring stories am I going through again?",
    ],
  },
  {
    "fact": "user is lactose intolerant and takes oat milk in his tea.",
    "questions": [
      "What dairy issue do I have?",
      "What should I add to my cuppa instead of the regular cow's stuff?",
    ],
  },
  {
    "fact":
      "user's favourite meal is cawl made with lamb neck, which Gwen cooks every Sunday in winter.",
    "questions": [
      "What dish do I love most?",
      "What does my wife make for us at weekends in the cold season?",
    ],
  },
  {
    "fact":
      "user's brother Huw died of mesothelioma in 2017, linked to asbestos exposure in the shipyards.",
    "questions": [
      "When did I lose a family member to industrial lung disease?",
      "Which cancer killed my sibling, and where did he pick it up?",
    ],
  },
  {
    "fact": "user takes 5mg amlodipine daily for high blood pressure.",
    "questions": [
      "What is my hypertension medication?",
      "What dose of pills do I swallow each morning for my heart?",
    ],
  },
  {
    "fact": "user drives a 2011 Land Rover Defender 110 with over 190,000 miles on the clock.",
    "questions": [
      "What vehicle do I have for getting around?",
      "How far has my 4x4 travelled?",
    ],
  },
  {
    "fact":
      "user volunteers at the Vale of Rheidol Railway, helping maintain the steam locomotives on Tuesdays.",
    "questions": [
      "Which heritage line do I give my time to?",
      "What day of the week am I at the narrow-gauge engine sheds?",
    ],
  },
  {
    "fact": "user dislikes cruise holidays, saying he's spent enough of his life at sea.",
    "questions": [
      "Why wouldn't I want to book a voyage on a big liner?",
      "What type of vacation am I against?",
    ],
  },
  {
    "fact":
      "user visited Norway's Lofoten Islands in 2022 and wants to return to see the northern lights.",
    "questions": [
      "Where in Scandinavia did I travel a few years back?",
      "Am I keen to go back and catch the aurora?",
    ],
  },
  {
    "fact": "user's granddaughter Elin, Ffion's daughter, was born in August 2024.",
    "questions": [
      "When did my first grandchild arrive?",
      "What is my youngest family member called?",
    ],
  },
  {
    "fact": "user uses a 1960s Myford ML7 lathe in his workshop to make replacement parts.",
    "questions": [
      "What metalworking machine do I have in my shed?",
      "How do I fabricate spare components for my restorations?",
    ],
  },
  {
    "fact": "user gets up at 5:30 every morning, a habit kept from his watchkeeping days at sea.",
    "questions": [
      "What time do I usually rise?",
      "Why am I such an early riser?",
    ],
  },
  {
    "fact": "user opposes the proposed wind turbines on Pumlumon, saying they'd spoil the uplands.",
    "questions": [
      "What's my stance on the planned energy development in the hills?",
      "Which local scheme am I campaigning against?",
    ],
  },
  {
    "fact":
      "user had 16 solar panels installed on the barn roof in 2022 and sells surplus electricity back to Octopus.",
    "questions": [
      "What green power setup do I have on my outbuilding?",
      "Who is my energy supplier for exporting excess?",
    ],
  },
  {
    "fact":
      "user trained as a marine engineer at South Shields Marine School after leaving school at sixteen.",
    "questions": [
      "Where did I do my technical college education?",
      "How old was I when I finished my studies?",
    ],
  },
  {
    "fact": "user has £28,000 in Premium Bonds and won £1,000 once in 2015.",
    "questions": [
      "How much have I got in NS&I savings?",
      "Have I ever had a big prize from my lottery-style investments?",
    ],
  },
  {
    "fact": "user supports Swansea City and watches their matches on the telly at the Black Lion.",
    "questions": [
      "Which football club do I follow?",
      "Where do I catch the games?",
    ],
  },
  {
    "fact":
      "user's mother Megan, aged 88, lives in a care home in Lampeter and he visits her every Wednesday.",
    "questions": [
      "Where is my mam staying these days?",
      "Which day of the week do I go to see my elderly mum?",
    ],
  },
  {
    "fact": "user quit smoking in 1998 after twenty years of rolling tobacco.",
    "questions": [
      "When did I give up cigarettes?",
      "How long did I have the habit before packing it in?",
    ],
  },
  {
    "fact": "user makes mead from his own honey and has a batch of 23 litres ageing in the pantry.",
    "questions": [
      "What alcoholic drink do I brew at home?",
      "How much of my fermented beverage is maturing in the larder?",
    ],
  },
  {
    "fact": "user is colour-blind (red-green), which kept him from becoming a deck officer.",
    "questions": [
      "What vision problem do I have?",
      "Why couldn't I work on the bridge as a navigator?",
    ],
  },
  {
    "fact": "user wants to build a small honey-extraction room in the old cowshed by next spring.",
    "questions": [
      "What project am I planning for the disused outbuilding?",
      "Where do I intend to process my hive produce?",
    ],
  },
  {
    "fact":
      "user's wedding anniversary is 14 September; he and Gwen married in 1988 at Capel Bethel, Tregaron.",
    "questions": [
      "What date should I remember for my spouse's special day?",
      "Where and when did I get hitched?",
    ],
  },
  {
    "fact":
      "user is learning to play the harmonica, practising in the barn so he doesn't annoy Gwen.",
    "questions": [
      "What musical instrument am I picking up?",
      "Where do I rehearse so my wife isn't bothered?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh77}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh77Unrelated: string[] = [
  "Who was Hammurabi?",
  "Who was Boudica?",
  "Who was Mithridates?",
  "Who was Hatshepsut?",
  "Who was Vercingetorix?",
  "Who was Justinian?",
  "Who was Theodoric?",
  "Who was Nebuchadnezzar?",
  "Who was Sennacherib?",
  "Who was Genseric?",
  "Who was Totila?",
  "Who was Odoacer?",
];

/**
 * A seventy-ninth held-out set, written on 2026-12-06 (stop 63) by a writer who had not seen the project, asked for a 33-year-old Vietnamese-Canadian equine vet near Calgary, Alberta, who plays league badminton and is planning a wedding, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 63, not by the writer.
 */
export const fresh78: ParaphraseCase[] = [
  {
    "fact": "user is a veterinary surgeon at an equine clinic in Cochrane, just west of Calgary",
    "questions": [
      "What's my job, and which animals do I mostly operate on?",
      "Which town is my horse hospital located in?",
    ],
  },
  {
    "fact":
      "user is engaged to Daniel Okafor, a civil engineer, and their wedding is set for September 14, 2025",
    "questions": [
      "When are my fiancé and I getting married?",
      "What does my future husband do for a living?",
    ],
  },
  {
    "fact":
      "user's wedding reception will be held at a barn venue in Bragg Creek with about 120 guests",
    "questions": [
      "Where is the party after our marriage ceremony taking place?",
      "How many people are we inviting to celebrate our marriage?",
    ],
  },
  {
    "fact":
      "user plays doubles in a community badminton league every Tuesday night at the Genesis Centre",
    "questions": [
      "Which evening do I have my racquet sport matches?",
      "Where do I go for my shuttlecock games each week?",
    ],
  },
  {
    "fact":
      "user's badminton doubles partner is her coworker Priya, an anesthesia technician at the clinic",
    "questions": [
      "Who do I team up with for my racquet matches?",
      "What's the name of my shuttlecock teammate from the office?",
    ],
  },
  {
    "fact":
      "user's parents, Hoa and Tuan, emigrated from Da Nang to Calgary in 1989 and ran a nail salon for decades",
    "questions": [
      "When did my mom and dad move to Canada?",
      "What kind of business did my folks own?",
    ],
  },
  {
    "fact":
      "user's younger brother Minh is a pharmacist in Vancouver and has a two-year-old daughter named Mai",
    "questions": [
      "What is my sibling's profession?",
      "What's my niece called and what age is she?",
    ],
  },
  {
    "fact":
      "user has mild asthma triggered by hay dust and keeps a Ventolin inhaler in her barn jacket",
    "questions": [
      "What breathing condition do I have?",
      "Where do I carry my rescue puffer?",
    ],
  },
  {
    "fact": "user is allergic to shellfish, especially shrimp, which causes hives within minutes",
    "questions": [
      "What seafood must I avoid eating?",
      "Which foods give me a skin reaction?",
    ],
  },
  {
    "fact":
      "user tore her left ACL skiing at Sunshine Village in 2019 and had reconstructive surgery",
    "questions": [
      "Which knee ligament did I injure?",
      "Where was I on the slopes when I got hurt?",
    ],
  },
  {
    "fact":
      "user is paying off about $38,000 in remaining student loans from vet school at the University of Saskatchewan",
    "questions": [
      "How much education debt do I still owe?",
      "Which college did I attend for my professional degree?",
    ],
  },
  {
    "fact": "user and Daniel are saving for a down payment on an acreage near Okotoks",
    "questions": [
      "What are my partner and I putting money aside to buy?",
      "Which town do we want to purchase rural property close to?",
    ],
  },
  {
    "fact":
      "user owns a 14-year-old retired Thoroughbred gelding named Biscuit, boarded at a friend's stable",
    "questions": [
      "What's my horse called?",
      "Where is my former racehorse kept?",
    ],
  },
  {
    "fact": "user has a three-legged tabby cat named Pho who she adopted from the clinic",
    "questions": [
      "What's my kitty called?",
      "How many limbs does my feline have?",
    ],
  },
  {
    "fact":
      "user drinks oat milk lattes and switched away from dairy after realizing it upset her stomach",
    "questions": [
      "What kind of coffee order do I usually get?",
      "Why did I cut out lactose?",
    ],
  },
  {
    "fact":
      "user's go-to comfort food is her mom's bún bò Huế, which she tries to recreate on Sundays",
    "questions": [
      "What dish do I crave when I'm feeling down?",
      "Which soup from my mother's kitchen do I attempt to cook each weekend?",
    ],
  },
  {
    "fact": "user runs the Calgary Stampede half marathon most summers and her best time is 1:52",
    "questions": [
      "What's my personal record for 21 km?",
      "Which race do I enter every July?",
    ],
  },
  {
    "fact": "user is on call every third weekend for emergency colic surgeries",
    "questions": [
      "How often do I have to be available for urgent cases on Saturdays and Sundays?",
      "What type of after-hours operations do I typically handle?",
    ],
  },
  {
    "fact": "user dislikes cilantro and asks restaurants to leave it off her dishes",
    "questions": [
      "Which herb do I hate?",
      "What garnish should I request be omitted when ordering takeout?",
    ],
  },
  {
    "fact": "user drives a 2021 Ford F-150 with a gooseneck hitch for hauling horse trailers",
    "questions": [
      "What vehicle do I own?",
      "Is my truck able to tow livestock?",
    ],
  },
  {
    "fact": "user's maid of honour is her childhood best friend Jenna, who lives in Toronto",
    "questions": [
      "Who is standing beside me as my main bridesmaid?",
      "Which city is my closest pal from growing up based in?",
    ],
  },
  {
    "fact": "user took up pottery classes at a studio in Inglewood on Thursday evenings",
    "questions": [
      "What hands-on creative pastime have I begun recently?",
      "Which neighbourhood do I go to for my clay-making lessons?",
    ],
  },
  {
    "fact": "user speaks Vietnamese with her parents but admits her reading and writing are weak",
    "questions": [
      "Which language do I use when chatting with my mom and dad?",
      "How literate am I in my family's mother tongue?",
    ],
  },
  {
    "fact": "user hates flying and takes a prescribed lorazepam before long-haul flights",
    "questions": [
      "What medication do I use for airplane anxiety?",
      "Am I a nervous air traveller?",
    ],
  },
  {
    "fact":
      "user and Daniel plan a three-week honeymoon in Vietnam and Japan starting in early October 2025",
    "questions": [
      "Where are we going on our post-marriage trip?",
      "How long will our romantic getaway after the ceremony last?",
    ],
  },
  {
    "fact": "user's wedding budget is capped at $45,000, with her parents contributing $15,000",
    "questions": [
      "How much can we spend total on getting married?",
      "How much are my mom and dad chipping in toward the big day?",
    ],
  },
  {
    "fact": "user wakes at 5:15 a.m. on weekdays to do barn checks before surgery starts at 7",
    "questions": [
      "What time does my alarm go off on workdays?",
      "When do my operations begin in the morning?",
    ],
  },
  {
    "fact":
      "user reads mostly mystery novels and is currently working through the Louise Penny series",
    "questions": [
      "Which genre of books do I enjoy?",
      "Which crime author am I enjoying at the moment?",
    ],
  },
  {
    "fact": "user contributes 10% of every paycheque to her RRSP and holds mostly index ETFs",
    "questions": [
      "What percentage of my salary goes into retirement savings?",
      "What sort of funds am I invested in?",
    ],
  },
  {
    "fact": "user's grandmother Bà Nội, 88, lives with her parents and is in early-stage dementia",
    "questions": [
      "Which elderly relative has memory problems?",
      "Who is my dad's mom staying with?",
    ],
  },
  {
    "fact":
      "user volunteers twice a year at a low-cost spay and neuter clinic on the Tsuut'ina Nation",
    "questions": [
      "Where do I donate my time for animal sterilization work?",
      "How often do I help out at the discounted pet desexing events?",
    ],
  },
  {
    "fact":
      "user thinks horse owners over-rely on bute and often lectures clients about NSAID overuse",
    "questions": [
      "What's my opinion about painkiller practices in equines?",
      "What topic do I frequently nag my customers about?",
    ],
  },
  {
    "fact": "user has a scar on her right forearm from a horse bite during her residency",
    "questions": [
      "How did I get the mark on my arm?",
      "When in my training did an animal chomp me?",
    ],
  },
  {
    "fact": "user's favourite badminton racquet is a Yonex Astrox 88D strung at 26 pounds",
    "questions": [
      "What brand of racket do I prefer for my sport?",
      "What tension do I like my strings at?",
    ],
  },
  {
    "fact":
      "user's wedding dress is a custom áo dài for the tea ceremony plus a white gown for the reception",
    "questions": [
      "What will I be wearing on my big occasion?",
      "Am I changing outfits during the celebration?",
    ],
  },
  {
    "fact":
      "user's fiancé Daniel is Nigerian-Canadian, and they're blending Vietnamese and Yoruba traditions in the ceremony",
    "questions": [
      "What cultural customs are we combining at our marriage?",
      "What's my partner's heritage background?",
    ],
  },
  {
    "fact": "user prefers window seats and always books Air Canada to collect Aeroplan points",
    "questions": [
      "Which airline am I loyal to?",
      "Where do I like to sit on a plane?",
    ],
  },
  {
    "fact":
      "user listens to true-crime podcasts, especially Casefile, on her long drives to farm calls",
    "questions": [
      "What audio shows do I enjoy in the car?",
      "What do I put on during commutes to ranch visits?",
    ],
  },
  {
    "fact":
      "user gets seasonal depression in winter and uses a light therapy lamp every morning in January",
    "questions": [
      "Do I struggle with mood in the dark months?",
      "What device helps me cope with SAD?",
    ],
  },
  {
    "fact": "user's closest friend from vet school, Marcus, is a small-animal vet in Saskatoon",
    "questions": [
      "Who is my best buddy from my DVM program?",
      "Where does my old classmate practice?",
    ],
  },
  {
    "fact": "user earns about $145,000 a year before tax",
    "questions": [
      "What's my annual salary?",
      "How much do I make?",
    ],
  },
  {
    "fact":
      "user is considering pursuing board certification with the American College of Veterinary Surgeons",
    "questions": [
      "What specialist credential am I thinking about going for?",
      "Which professional qualification might I work toward next?",
    ],
  },
  {
    "fact": "user's dad Tuan had a heart attack in 2022 and now takes blood thinners",
    "questions": [
      "What cardiac event did my father suffer?",
      "Is my father on any medication?",
    ],
  },
  {
    "fact":
      "user's favourite Calgary restaurant is Pho Dau Bo on Centre Street, where she orders the rare beef pho",
    "questions": [
      "Where do I like to eat noodle soup in town?",
      "What do I typically get at my go-to spot?",
    ],
  },
  {
    "fact": "user cannot stand country music despite living in Alberta",
    "questions": [
      "Which genre do I dislike?",
      "Do I enjoy twangy western tunes?",
    ],
  },
  {
    "fact": "user is designing the wedding invitations herself with a Cricut cutting machine",
    "questions": [
      "Am I making my own stationery for the big day?",
      "What crafting device am I using for our paper goods?",
    ],
  },
  {
    "fact":
      "user's brother Minh will be the emcee at the reception, speaking in both English and Vietnamese",
    "questions": [
      "Who is hosting the program at our party?",
      "What languages will the host use?",
    ],
  },
  {
    "fact": "user quit social media in 2023 except for a private Instagram account for her horse",
    "questions": [
      "Am I on Facebook or TikTok?",
      "Which online platform do I still use, and for what?",
    ],
  },
  {
    "fact":
      "user keeps a vegetable garden and grows Thai basil, perilla, and chilies in a backyard greenhouse",
    "questions": [
      "What herbs do I cultivate at home?",
      "Do I have a glass house out back?",
    ],
  },
  {
    "fact":
      "user wants two kids and hopes to start trying for a baby about a year after the wedding",
    "questions": [
      "How many children do I plan on having?",
      "When are we thinking of getting pregnant?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh78}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh78Unrelated: string[] = [
  "Who was Tutankhamun?",
  "Who was Darius?",
  "Who was Xerxes?",
  "Who was Scipio?",
  "Who was Belisarius?",
  "Who was Stilicho?",
  "Who was Kublai?",
  "Who was Cleisthenes?",
  "Who was Solon?",
  "Who was Lycurgus?",
  "Who was Hadrian?",
  "What is a Sobolev norm?",
];

/**
 * A eightieth held-out set, written on 2026-12-06 (stop 64) by a writer who had not seen the project, asked for a 47-year-old Nigerian-born hospital pharmacist near Houston, Texas, who coaches youth soccer, restores old radios and sings in his church choir, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 64, not by the writer.
 */
export const fresh79: ParaphraseCase[] = [
  {
    "fact":
      "user was born in Ibadan, Nigeria, and moved to the US in 2003 for a pharmacy residency.",
    "questions": [
      "Where did I grow up before coming to America?",
      "What year did he emigrate to the States?",
    ],
  },
  {
    "fact":
      "user works as a clinical pharmacist at Memorial Hermann Southwest hospital, mostly on the oncology floor.",
    "questions": [
      "Where does he earn a living, and on which unit?",
      "Which ward do I spend my shifts dispensing cancer meds for?",
    ],
  },
  {
    "fact": "user works three 10-hour night shifts per week, Sunday through Tuesday.",
    "questions": [
      "Which days am I on overnight duty?",
      "How often does he clock in after dark?",
    ],
  },
  {
    "fact":
      "user lives in Sugar Land, Texas, in a two-story brick house bought in 2012 for $285,000.",
    "questions": [
      "How much did we pay for our home, and when?",
      "Which Houston suburb do I reside in?",
    ],
  },
  {
    "fact": 'user is married to Funmilayo ("Funmi"), a high school chemistry teacher.',
    "questions": [
      "What does my wife do for a living?",
      "What's his spouse called?",
    ],
  },
  {
    "fact":
      "user has two children: Tobi, 16, a junior who plays varsity basketball, and Ada, 14, who plays the cello.",
    "questions": [
      "How old are my kids?",
      "Which of his teens is into hoops and which one makes music?",
    ],
  },
  {
    "fact": "user has type 2 diabetes diagnosed in 2019 and takes metformin 1000 mg twice daily.",
    "questions": [
      "What medication am I on for blood sugar?",
      "When did he find out about his glucose condition?",
    ],
  },
  {
    "fact": "user's latest A1C in March was 6.4, down from 7.8.",
    "questions": [
      "How did my most recent blood sugar lab come out?",
      "Has his glucose control gotten better?",
    ],
  },
  {
    "fact": "user is allergic to penicillin and broke out in hives as a teenager after taking it.",
    "questions": [
      "Which antibiotics should I avoid?",
      "What bad drug reaction did he suffer when young?",
    ],
  },
  {
    "fact":
      "user coaches the Sugar Land Strikers U12 boys' soccer team on Tuesday and Thursday evenings.",
    "questions": [
      "When are my youth football practices?",
      "What squad does he lead, and what age bracket?",
    ],
  },
  {
    "fact":
      "user's favorite formation is a 4-3-3, and parents yelling from the sidelines drive him nuts.",
    "questions": [
      "What tactical setup do I prefer on match day?",
      "What annoys me most about moms and dads at games?",
    ],
  },
  {
    "fact": "user restores vintage tube radios; the prize piece is a 1948 Zenith Trans-Oceanic.",
    "questions": [
      "What's the crown jewel of my antique wireless collection?",
      "Which old set is he proudest of fixing up?",
    ],
  },
  {
    "fact":
      "user buys most radio parts from Antique Electronic Supply and eBay, budgeting about $150 a month for the hobby.",
    "questions": [
      "Where do I source components for my restoration projects?",
      "How much cash does he set aside for fixing up old wireless sets?",
    ],
  },
  {
    "fact": "user keeps a workbench in the garage and uses a Hakko FX-888D soldering station.",
    "questions": [
      "What brand of iron do I own for electronics repairs?",
      "Where's his tinkering area at home?",
    ],
  },
  {
    "fact":
      "user sings baritone in the choir at St. Peter's Anglican Church, with rehearsals Wednesdays at 7 pm.",
    "questions": [
      "What's my vocal part at worship?",
      "When does he practice with the other singers each week?",
    ],
  },
  {
    "fact": 'user\'s favorite hymn is "It Is Well With My Soul."',
    "questions": [
      "Which sacred song does he love most?",
      "What gospel number do I never get tired of?",
    ],
  },
  {
    "fact":
      "user drives a 2017 Toyota Highlander with about 142,000 miles and is thinking of replacing it next year.",
    "questions": [
      "What car do I have?",
      "Is he planning to get a new vehicle soon?",
    ],
  },
  {
    "fact": "user's wife drives a 2021 Honda Odyssey.",
    "questions": [
      "What does Funmi get around in?",
      "What minivan does my spouse own?",
    ],
  },
  {
    "fact": "user loves jollof rice and insists the Nigerian version beats Ghanaian jollof.",
    "questions": [
      "Which West African dish is he passionate about?",
      "Which country do I claim wins the famous tomato pilaf rivalry?",
    ],
  },
  {
    "fact": "user dislikes cilantro, saying it tastes like soap.",
    "questions": [
      "Which herb should I leave out when cooking for him?",
      "What garnish do I find repulsive?",
    ],
  },
  {
    "fact": "user drinks two cups of black coffee before shifts but avoids caffeine after 2 am.",
    "questions": [
      "How does he take his java?",
      "Is there a cutoff time for my stimulant intake at work?",
    ],
  },
  {
    "fact": "user has a 6-year-old German Shepherd named Bisi.",
    "questions": [
      "What's my dog called?",
      "What breed of pet does the family own?",
    ],
  },
  {
    "fact": "user has a 401(k) through work with about $410,000 and contributes 12% of salary.",
    "questions": [
      "How much is in my retirement account?",
      "What percentage of his paycheck goes toward the nest egg?",
    ],
  },
  {
    "fact": "user is saving for Tobi's college with a Texas 529 plan holding about $38,000.",
    "questions": [
      "How much have I put aside for my son's university tuition?",
      "What education fund does he have for his eldest?",
    ],
  },
  {
    "fact": "user's mortgage is 3.1% fixed after refinancing in 2020.",
    "questions": [
      "What interest rate do I pay on my home loan?",
      "When did he get a better deal on his house loan?",
    ],
  },
  {
    "fact":
      "user visits Lagos every two years; the next trip is planned for December 2025 for mom's 75th birthday.",
    "questions": [
      "When am I heading back to Nigeria?",
      "What family celebration is he flying home for?",
    ],
  },
  {
    "fact":
      "user's father passed away in 2016, and the old Seiko watch inherited from him is worn daily.",
    "questions": [
      "When did I lose my pop?",
      "What keepsake timepiece does he put on every day?",
    ],
  },
  {
    "fact": "user uses an iPhone 14 and a Lenovo ThinkPad at home but hates Apple's Siri.",
    "questions": [
      "What phone do I carry?",
      "Which voice assistant bugs him?",
    ],
  },
  {
    "fact": "user listens to Fela Kuti and King Sunny Adé while working on radios.",
    "questions": [
      "What music does he play at the bench?",
      "Which Afrobeat and juju artists do I enjoy?",
    ],
  },
  {
    "fact": "user ran the Houston Half Marathon in January 2023 in 2:14.",
    "questions": [
      "What was my time at the 13.1-mile race?",
      "Has he ever done a long-distance road event in the city?",
    ],
  },
  {
    "fact":
      "user has mild lower back pain from standing long shifts and sees a chiropractor, Dr. Patel, monthly.",
    "questions": [
      "Who treats my spine issues?",
      "What's causing his lumbar aches?",
    ],
  },
  {
    "fact": "user wants to become director of pharmacy within five years.",
    "questions": [
      "What's my career goal?",
      "What leadership role is he aiming for?",
    ],
  },
  {
    "fact":
      "user is a Chelsea FC supporter and watches Premier League matches on Peacock on Saturday mornings.",
    "questions": [
      "Which English club do I root for?",
      "What streaming service does he use for soccer?",
    ],
  },
  {
    "fact": "user prefers aisle seats and flies United out of IAH.",
    "questions": [
      "Where do I like to sit on the plane?",
      "What airline and airport does he usually use?",
    ],
  },
  {
    "fact": "user is lactose intolerant and uses Lactaid milk.",
    "questions": [
      "Can I have dairy?",
      "What digestive issue does he have with cheese and cream?",
    ],
  },
  {
    "fact":
      "user's wedding anniversary is June 14; the marriage to Funmi took place in 2005 in Ibadan.",
    "questions": [
      "What date did I tie the knot?",
      "Where did he and his wife exchange vows?",
    ],
  },
  {
    "fact": "user sleeps with a CPAP machine because of moderate sleep apnea diagnosed in 2021.",
    "questions": [
      "What device do I use at night for breathing?",
      "Does he have a snoring-related disorder?",
    ],
  },
  {
    "fact":
      "user grows scotch bonnet and habanero peppers plus tomatoes in raised beds in the backyard.",
    "questions": [
      "What's in my vegetable garden?",
      "What hot chilies does he cultivate at home?",
    ],
  },
  {
    "fact": "user's HVAC system was replaced in August 2023 for $9,800 with a Trane unit.",
    "questions": [
      "When did we put in a new air conditioner?",
      "How much did the AC cost?",
    ],
  },
  {
    "fact":
      "user volunteers at a free clinic in Alief one Saturday a month, counseling patients on medications.",
    "questions": [
      "Where do I do charity work?",
      "How often does he give his time to help uninsured people?",
    ],
  },
  {
    "fact": "user is fluent in Yoruba and English and speaks some Pidgin and basic Spanish.",
    "questions": [
      "What languages do I know?",
      "Can he communicate with Hispanic customers?",
    ],
  },
  {
    "fact": "user hates cold weather and refuses to go skiing.",
    "questions": [
      "Would he enjoy a winter trip to Colorado?",
      "How do I feel about chilly climates?",
    ],
  },
  {
    "fact":
      "user's favorite restaurant is Suya Hut on Bissonnet, ordering beef suya and pepper soup.",
    "questions": [
      "Where should we eat out for Nigerian food?",
      "What's my go-to spot for grilled skewers?",
    ],
  },
  {
    "fact": "user plays chess online at Chess.com with a rating around 1450.",
    "questions": [
      "What's my Elo?",
      "Which board game site does he use?",
    ],
  },
  {
    "fact": "user is planning a family road trip to Big Bend National Park over spring break 2025.",
    "questions": [
      "Where are we vacationing in March?",
      "What desert destination is he taking the kids to?",
    ],
  },
  {
    "fact": "user takes 2,000 IU vitamin D daily after a low level test in 2022.",
    "questions": [
      "What supplements am I on?",
      "Why did he start the sunshine pill?",
    ],
  },
  {
    "fact": "user's son Tobi is getting a learner's permit this summer, which makes dad nervous.",
    "questions": [
      "Is my eldest learning to drive?",
      "What teen milestone is stressing him out?",
    ],
  },
  {
    "fact":
      'user reads mostly historical nonfiction and recently finished "The Wager" by David Grann.',
    "questions": [
      "What book did I just complete?",
      "What genre do I enjoy?",
    ],
  },
  {
    "fact": "user backs up radio schematics to a Synology NAS and Google Drive.",
    "questions": [
      "Where do I store my circuit diagrams?",
      "How does he protect his digital files from loss?",
    ],
  },
  {
    "fact": "user's daughter Ada has a peanut allergy, so the household is nut-free.",
    "questions": [
      "Can I bring a PB&J over to their place?",
      "Which child reacts badly to legumes?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh79}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh79Unrelated: string[] = [
  "Who was Ashurbanipal?",
  "Who was Tiglath-Pileser?",
  "Who was Clovis?",
  "Who was Pepin?",
  "Who was Charlemagne?",
  "Who was Cnut?",
  "Who was Rurik?",
  "Who was Tamerlane?",
  "Who was Saladin?",
  "Who was Akbar?",
  "Who was Cyrus?",
  "Who was Cambyses?",
];

/**
 * An eighty-first held-out set, written on 2026-12-06 (stop 64) by a writer who had not seen the project, asked for a 29-year-old Finnish indie game developer living in Lisbon with her partner and a rescue greyhound, who climbs and plays the kantele, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 64, not by the writer.
 */
export const fresh80: ParaphraseCase[] = [
  {
    "fact":
      "user is a 29-year-old Finnish indie game developer who relocated to Lisbon two years ago.",
    "questions": [
      "What's my age and nationality?",
      "Which city did I emigrate to, and roughly how long back?",
    ],
  },
  {
    "fact":
      "user lives with her partner Tiago, a Portuguese sound engineer she met at a Lisbon game jam in 2022.",
    "questions": [
      "Who's my boyfriend and what's his job?",
      "How did I first cross paths with my significant other?",
    ],
  },
  {
    "fact":
      "user adopted a retired racing greyhound named Sisu from a galgo rescue in Setúbal in March 2023.",
    "questions": [
      "What's my dog called and where did we get him?",
      "Which shelter did my sighthound come from?",
    ],
  },
  {
    "fact":
      "user has non-coeliac gluten sensitivity and also reacts badly to oats, so she avoids bread, pasta and porridge.",
    "questions": [
      "What foods make my stomach act up?",
      "Can I eat wheat or muesli, or should a recipe skip those grains?",
    ],
  },
  {
    "fact":
      "user freelances about 25 hours a week as a technical artist for Kuuru Games, a studio in Helsinki.",
    "questions": [
      "Who's my main client and what role do I fill for them?",
      "How much time do I typically put in for the Finnish company?",
    ],
  },
  {
    "fact":
      "user climbs three evenings a week at Fábrica Bouldering in Alcântara and is projecting her first V6.",
    "questions": [
      "Which gym do I go to for my wall sport?",
      "What difficulty level am I trying to send right now?",
    ],
  },
  {
    "fact":
      "user plays a 15-string kantele that her grandmother in Joensuu gave her when she was twelve.",
    "questions": [
      "What traditional instrument do I own and who handed it down to me?",
      "What's the heirloom from my gran that makes music?",
    ],
  },
  {
    "fact":
      "user takes Portuguese lessons on Tuesdays and Thursdays with a tutor named Inês over Zoom, aiming for A2 by summer.",
    "questions": [
      "When are my language classes scheduled?",
      "Who teaches me the local tongue and what level am I targeting?",
    ],
  },
  {
    "fact":
      "user's own game Hiljaisuus is a cozy puzzle title about a lighthouse keeper, planned for a Steam launch in autumn 2025.",
    "questions": [
      "What's my personal project called and what's it about?",
      "When is my solo indie thing supposed to release, and on which storefront?",
    ],
  },
  {
    "fact":
      "user develops in Godot 4 and refuses to touch Unity since the 2023 runtime fee controversy.",
    "questions": [
      "Which engine do I build with?",
      "Why did I ditch that other popular engine?",
    ],
  },
  {
    "fact":
      "user's rent is €1,350 a month for a two-bedroom flat in Arroios, split evenly with Tiago.",
    "questions": [
      "What does housing cost us?",
      "Which neighbourhood do I live in?",
    ],
  },
  {
    "fact":
      "user's apartment building has no lift, so she walks up four storeys every day, which tires Sisu out.",
    "questions": [
      "Are there lots of stairs to get home?",
      "Why might my pup struggle getting to our place?",
    ],
  },
  {
    "fact":
      "user doesn't own a car and gets around Lisbon on a Navegante monthly pass plus Gira e-bikes.",
    "questions": [
      "How do I commute in town?",
      "What transit card do I use?",
    ],
  },
  {
    "fact":
      "user holds a D8 digital nomad visa from 2023 and must renew her residence permit with AIMA by June 2025.",
    "questions": [
      "When does my immigration paperwork expire?",
      "Which type of document allows me to legally stay in this country?",
    ],
  },
  {
    "fact": "user has mild asthma and uses a Ventolin inhaler, especially when humidity spikes.",
    "questions": [
      "Do I have any breathing conditions?",
      "What medication do I carry for my lungs?",
    ],
  },
  {
    "fact":
      "user's mother Päivi is a retired nurse in Tampere, and her father Jari died of a heart attack in 2019.",
    "questions": [
      "What did my mom do for work?",
      "How did I lose my dad?",
    ],
  },
  {
    "fact": "user has a younger brother, Eero, 24, who studies marine biology in Turku.",
    "questions": [
      "Do I have any siblings, and what are they doing?",
      "Who's the ocean-science student in my family?",
    ],
  },
  {
    "fact":
      "user is terrified of deep open water and won't swim past where her feet can touch the bottom.",
    "questions": [
      "What am I afraid of at the beach?",
      "Would I enjoy a snorkelling trip off a boat far from shore?",
    ],
  },
  {
    "fact":
      "user drinks only black filter coffee, three cups before noon, and can't stand espresso.",
    "questions": [
      "How do I take my morning brew?",
      "Would I like a bica from the café downstairs?",
    ],
  },
  {
    "fact":
      "user's favourite Lisbon food is grilled sardines at the Santo António festival in June.",
    "questions": [
      "What dish do I look forward to at the summer street parties?",
      "Which fish do I love eating in the city?",
    ],
  },
  {
    "fact": "user dislikes cilantro, which she says tastes like soap.",
    "questions": [
      "Which herb should be left out of my meals?",
      "Is coriander something I enjoy?",
    ],
  },
  {
    "fact":
      "user puts €200 every month into an index fund through Nordnet and has about €14,000 saved.",
    "questions": [
      "How am I investing for the long term?",
      "How big is my nest egg?",
    ],
  },
  {
    "fact": "user invoices Kuuru Games monthly at €45 per hour and gets paid via Wise.",
    "questions": [
      "How much do I charge my client for my time?",
      "Which service handles my incoming money transfers?",
    ],
  },
  {
    "fact":
      "user works on a 2021 M1 MacBook Pro 14-inch plus a Windows desktop with an RTX 3070 for testing builds.",
    "questions": [
      "What laptop do I have?",
      "Which graphics card is in my PC?",
    ],
  },
  {
    "fact":
      "user starts work at 10:00 to overlap with Helsinki's afternoon and stops at 18:00 to go climbing.",
    "questions": [
      "When do I usually log on in the morning?",
      "Why do I keep those particular office hours?",
    ],
  },
  {
    "fact":
      "user went on a sport climbing trip to Kalymnos, Greece in October 2023 and sprained her left ankle on day three.",
    "questions": [
      "Have I ever been hurt on a vacation?",
      "Which Aegean island did I visit for rock routes?",
    ],
  },
  {
    "fact": "user plans to spend Christmas 2024 in Tampere with her mother and brother.",
    "questions": [
      "Where am I going for the holidays in December?",
      "Who will I see over the festive season?",
    ],
  },
  {
    "fact": "user eats fish but no red meat, having given up beef and pork in 2020.",
    "questions": [
      "Am I a pescatarian?",
      "Would a steak dinner suit me?",
    ],
  },
  {
    "fact": "user gets migraines when she's sleep-deprived and takes sumatriptan for them.",
    "questions": [
      "Which medicine helps my bad headaches?",
      "What triggers my head pain?",
    ],
  },
  {
    "fact": "user listens to Finnish folk-metal band Korpiklaani and fado singer Mariza on repeat.",
    "questions": [
      "What music am I into?",
      "Which artists are on my playlist lately?",
    ],
  },
  {
    "fact":
      "user dislikes loud bars and crowded clubs and prefers quiet board game nights at home.",
    "questions": [
      "What kind of social evening do I enjoy?",
      "Would a packed dance venue appeal to me?",
    ],
  },
  {
    "fact": "user keeps notes in Obsidian and tracks bugs for Hiljaisuus in Linear.",
    "questions": [
      "Which app do I write things down in?",
      "How do I manage the defect backlog on my project?",
    ],
  },
  {
    "fact":
      "user's greyhound Sisu is 7 years old, weighs 31 kg, and eats grain-free kibble because of a sensitive stomach.",
    "questions": [
      "How heavy is my dog?",
      "What does my pet have for dinner?",
    ],
  },
  {
    "fact": "user's vet is Dr. Marta Silva at Hospital Veterinário do Restelo.",
    "questions": [
      "Who looks after my animal's health?",
      "Where do I take my dog for checkups?",
    ],
  },
  {
    "fact":
      "user can't stand hot weather above 30°C and runs a portable AC in the bedroom from July to September.",
    "questions": [
      "How do I cope with summer heat?",
      "What temperature starts to bother me?",
    ],
  },
  {
    "fact": "user has a membership at Sauna Lisboa in Cais do Sodré and goes every Sunday morning.",
    "questions": [
      "What's my weekend ritual for unwinding?",
      "Where do I sweat it out each week?",
    ],
  },
  {
    "fact": "user graduated from Aalto University with a master's in game design in 2019.",
    "questions": [
      "Where did I study?",
      "What degree do I have?",
    ],
  },
  {
    "fact": "user worked at Rovio in Espoo from 2019 to 2022 before quitting to go freelance.",
    "questions": [
      "Which big mobile studio employed me previously?",
      "When did I leave my last permanent job?",
    ],
  },
  {
    "fact": "user wants a cat someday but Tiago is allergic to them.",
    "questions": [
      "Why don't we have a kitty?",
      "Does my boyfriend have any pet sensitivities?",
    ],
  },
  {
    "fact":
      "user's birthday is 14 August and she likes celebrating with a picnic at Parque Eduardo VII.",
    "questions": [
      "When was I born?",
      "What's my ideal way to mark turning a year older?",
    ],
  },
  {
    "fact": "user hopes to buy a small house with Tiago in Sintra or Ericeira within three years.",
    "questions": [
      "Where would we want to settle down as homeowners?",
      "What's our long-term property plan?",
    ],
  },
  {
    "fact":
      "user is planning a two-week trip to Japan in April 2025 to see the cherry blossoms and visit the Nintendo Museum in Kyoto.",
    "questions": [
      "Where am I going next spring?",
      "Where am I vacationing for hanami season?",
    ],
  },
  {
    "fact": "user gets seasick easily and takes Dramamine before any ferry.",
    "questions": [
      "Do I have trouble on boats?",
      "What should I swallow ahead of crossing the Tagus by water?",
    ],
  },
  {
    "fact": "user's phone is a Pixel 8 and she refuses to use iPhones.",
    "questions": [
      "What mobile device do I carry?",
      "Am I an Apple or Android person?",
    ],
  },
  {
    "fact": "user wears an Oura ring and averages just 6 hours 20 minutes of sleep a night.",
    "questions": [
      "How much rest do I typically get?",
      "What wearable do I have for health stats?",
    ],
  },
  {
    "fact": "user's go-to safe bakery is Pão Livre on Rua de Arroios, which is fully gluten-free.",
    "questions": [
      "Where can I grab a loaf without getting sick?",
      "Which shop do I trust for celiac-friendly pastries?",
    ],
  },
  {
    "fact":
      "user still finds Portuguese hard and asks Tiago to make calls to the landlord and government offices.",
    "questions": [
      "Who deals with our property manager when something breaks?",
      "Am I comfortable ringing bureaucrats myself?",
    ],
  },
  {
    "fact": "user writes a monthly devlog newsletter on Substack with about 1,800 subscribers.",
    "questions": [
      "How big is my mailing list?",
      "Where do I publish my development updates?",
    ],
  },
  {
    "fact":
      "user broke her right wrist snowboarding in Levi in 2016 and it still aches in cold weather.",
    "questions": [
      "Have I ever fractured a bone?",
      "Which old injury flares up in winter?",
    ],
  },
  {
    "fact":
      "user is an introvert who needs a full day alone after big social events like the Game Developers Conference.",
    "questions": [
      "How do I recharge once networking trips end?",
      "Am I energized by crowds or drained by them?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh80}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh80Unrelated: string[] = [
  "Who was Artaxerxes?",
  "Who was Pericles?",
  "Who was Themistocles?",
  "Who was Alcibiades?",
  "Who was Epaminondas?",
  "Who was Jugurtha?",
  "Who was Vespasian?",
  "Who was Diocletian?",
  "Who was Aurelian?",
  "Who was Tigranes?",
  "Who was Shalmaneser?",
  "Who was Esarhaddon?",
];

/**
 * An eighty-second held-out set, written on 2026-12-06 (stop 65) by a writer who had not seen the project, asked for a 58-year-old retired Scottish marine engineer in Halifax, Nova Scotia, who builds wooden boats, plays the bagpipes, has two grown daughters and three grandchildren and manages type 2 diabetes, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 65, not by the writer.
 */
export const fresh81: ParaphraseCase[] = [
  {
    "fact":
      "user was born in Greenock and served his apprenticeship at the Scott Lithgow shipyard on the Clyde",
    "questions": [
      "Where did he grow up back in Scotland?",
      "How did he first get his start in the trade?",
    ],
  },
  {
    "fact":
      "user spent 22 years as a chief engineer on Canadian Coast Guard icebreakers before retiring in 2021",
    "questions": [
      "What did he do for a living?",
      "When did he leave his career at sea?",
    ],
  },
  {
    "fact": "user's wife Morag teaches piano lessons from their living room on weekday afternoons",
    "questions": [
      "What does his spouse do for work?",
      "Who's the musician married to him?",
    ],
  },
  {
    "fact":
      "user lives in a 1940s clapboard house in the Hydrostone neighbourhood of Halifax's North End",
    "questions": [
      "What kind of place does he call home?",
      "Which part of the city is he in?",
    ],
  },
  {
    "fact":
      "user is building a 16-foot cedar strip canoe in his garage and hopes to launch it on Lake Banook this July",
    "questions": [
      "What's his current woodworking project?",
      "When does he plan to get the new boat on the water?",
    ],
  },
  {
    "fact":
      "user plays the Great Highland bagpipes with the Halifax Citadel Pipe Band, which rehearses Tuesday nights at a church hall on Robie Street",
    "questions": [
      "When does his music group get together to practise?",
      "What ensemble is he part of?",
    ],
  },
  {
    "fact":
      "user's older daughter Fiona is a nurse at the IWK Health Centre and has two sons, Callum and Ewan",
    "questions": [
      "What does his eldest girl do for a living?",
      "What are his grandsons called?",
    ],
  },
  {
    "fact":
      "user's granddaughter Isla, his younger daughter Kirsty's only child, turns six in March",
    "questions": [
      "How old is the little girl going to be soon?",
      "When's the birthday coming up for his youngest grandkid?",
    ],
  },
  {
    "fact": "user's daughter Kirsty works as a software developer in Calgary",
    "questions": [
      "Where does his other girl live out west?",
      "What's his second child's job?",
    ],
  },
  {
    "fact":
      "user was diagnosed with type 2 diabetes in 2016 and takes 1000 mg of metformin twice daily",
    "questions": [
      "What medication is he on for his blood sugar?",
      "How long has he had his glucose condition?",
    ],
  },
  {
    "fact":
      "user wears a FreeStyle Libre 2 sensor on his upper arm and aims to keep his glucose under 8 mmol/L",
    "questions": [
      "How does he monitor his blood sugar?",
      "What's his target reading?",
    ],
  },
  {
    "fact": "user drinks two cups of strong black tea with no sugar before 10 a.m.",
    "questions": [
      "What's his usual beverage first thing?",
      "How does he take his brew?",
    ],
  },
  {
    "fact":
      "user swapped porridge with brown sugar for steel-cut oats with walnuts and blueberries after his diagnosis",
    "questions": [
      "What does he usually eat for breakfast?",
      "How did he change his morning meal for health reasons?",
    ],
  },
  {
    "fact":
      "user misses square sausage and tattie scones and orders them from a Scottish butcher in Dartmouth",
    "questions": [
      "Where can he get food from home?",
      "Which comfort dishes from his childhood does he crave?",
    ],
  },
  {
    "fact":
      "user's favourite whisky is Talisker 10, though he limits himself to one dram on Saturdays",
    "questions": [
      "What Scotch does he like?",
      "How much alcohol does he permit on weekends?",
    ],
  },
  {
    "fact": "user walks their border collie Bran around Point Pleasant Park every morning at 6:30",
    "questions": [
      "What breed is his dog?",
      "Where does he take the pup for exercise early in the day?",
    ],
  },
  {
    "fact": "user has a ginger cat named Scapa who sleeps on the workbench",
    "questions": [
      "Does he have any other pets besides the collie?",
      "What's his kitty called?",
    ],
  },
  {
    "fact":
      "user prefers hand tools and owns a set of Lie-Nielsen bench planes he bought with his retirement gift money",
    "questions": [
      "What kind of woodworking gear does he favour?",
      "What did he treat himself to when he stopped working?",
    ],
  },
  {
    "fact": "user gets his cedar and white oak lumber from Windsor Lumber in Hants County",
    "questions": [
      "Where does he buy his timber?",
      "Which supplier does he rely on for wood?",
    ],
  },
  {
    "fact":
      "user has a Coast Guard pension plus CPP and OAS, and Morag handles the household budget",
    "questions": [
      "Where does his retirement income come from?",
      "Who manages the money at home?",
    ],
  },
  {
    "fact":
      "user still has a small UK state pension from his shipyard years paid into a Tangerine account",
    "questions": [
      "Does he get any money from Britain?",
      "Which bank gets his overseas payments?",
    ],
  },
  {
    "fact": "user uses an older iPhone 11 and dislikes apps that need constant updates",
    "questions": [
      "What phone does he have?",
      "How does he feel about tech that keeps changing?",
    ],
  },
  {
    "fact": "user video calls Kirsty and Isla every Sunday evening on FaceTime",
    "questions": [
      "How does he keep in touch with his family in Alberta?",
      "When does he chat with his youngest grandkid?",
    ],
  },
  {
    "fact":
      "user and Morag plan to visit Orkney in September 2025 for their 35th wedding anniversary",
    "questions": [
      "Where are he and his wife travelling next autumn?",
      "What milestone are the couple celebrating soon?",
    ],
  },
  {
    "fact":
      "user's mother Jean, 84, still lives in a care home in Largs and he phones her on Thursdays",
    "questions": [
      "Is his mum alive?",
      "How often does he ring his elderly parent?",
    ],
  },
  {
    "fact": "user supports Greenock Morton FC and streams their matches on Saturday mornings",
    "questions": [
      "Which football team does he follow?",
      "How does he watch soccer from Canada?",
    ],
  },
  {
    "fact": "user had a left knee replacement in 2022 at the Halifax Infirmary",
    "questions": [
      "Has he had any surgery?",
      "Which joint gives him trouble?",
    ],
  },
  {
    "fact": "user's family doctor is Dr. Anita Chen at the Mumford Road clinic",
    "questions": [
      "Who is his GP?",
      "Where does he go for checkups?",
    ],
  },
  {
    "fact": "user's last A1C test came back at 6.9 percent",
    "questions": [
      "How well controlled is his blood sugar lately?",
      "What was his most recent lab result for diabetes?",
    ],
  },
  {
    "fact": "user drives a 2017 Toyota Tacoma with a trailer hitch for hauling boats",
    "questions": [
      "What vehicle does he have?",
      "What truck does he use to tow?",
    ],
  },
  {
    "fact": "user restored a 1958 Lyman runabout and sold it for $14,000 in 2023",
    "questions": [
      "Has he ever made money from his hobby?",
      "What was the vintage motorboat he fixed up?",
    ],
  },
  {
    "fact":
      "user keeps a 19-foot Cape Islander named Morag's Folly moored at the Armdale Yacht Club",
    "questions": [
      "Does he own a vessel he takes out?",
      "Where's his fishing craft docked?",
    ],
  },
  {
    "fact": "user is allergic to penicillin",
    "questions": [
      "Does he react badly to any medications?",
      "Which antibiotic must doctors avoid giving him?",
    ],
  },
  {
    "fact":
      "user reads Patrick O'Brian novels and is on his third pass through the Aubrey-Maturin series",
    "questions": [
      "What books does he enjoy?",
      "Which naval adventure stories does he keep going back to?",
    ],
  },
  {
    "fact":
      "user dislikes loud restaurants because years of engine rooms left him with hearing loss in his right ear",
    "questions": [
      "Why does he avoid noisy places to eat?",
      "Is he partly deaf?",
    ],
  },
  {
    "fact": "user wears Phonak hearing aids he got through Veterans Affairs coverage",
    "questions": [
      "What does he use to cope with his deafness?",
      "How were his ear devices paid for?",
    ],
  },
  {
    "fact": "user is trying to lose 10 kilograms and is currently at 96 kg",
    "questions": [
      "What's his weight goal?",
      "How heavy is he right now?",
    ],
  },
  {
    "fact":
      "user teaches a free boatbuilding workshop at the Maritime Museum of the Atlantic on the first Saturday of each month",
    "questions": [
      "Does he volunteer anywhere?",
      "Where does he pass on his craft skills to others?",
    ],
  },
  {
    "fact":
      "user competed in the World Pipe Band Championships in Glasgow in 1989 with the Renfrew band",
    "questions": [
      "Has he ever played at a major competition?",
      "What was the biggest competition of his youth?",
    ],
  },
  {
    "fact": "user's bagpipes are a 1920s set of Henderson drones that belonged to his grandfather",
    "questions": [
      "Where did his instrument come from?",
      "How old is his instrument?",
    ],
  },
  {
    "fact": "user goes to bed around 9:30 p.m. and rarely stays up past ten",
    "questions": [
      "What time does he usually turn in?",
      "Is he a night owl?",
    ],
  },
  {
    "fact": "user's favourite meal is Morag's haddock chowder with oatcakes",
    "questions": [
      "What's his top dish at home?",
      "What seafood soup does his wife make for him?",
    ],
  },
  {
    "fact": "user avoids white bread and chooses rye from Julien's Bakery on Agricola Street",
    "questions": [
      "What loaf does he buy?",
      "Where does he pick up his baked goods?",
    ],
  },
  {
    "fact": "user wants to build a 12-foot sailing dinghy for his grandsons next winter",
    "questions": [
      "What's his upcoming project for the boys?",
      "What does he hope to make for Callum and Ewan?",
    ],
  },
  {
    "fact": "user became a Canadian citizen in 2004 but kept his British passport",
    "questions": [
      "What nationality is he?",
      "Does he hold dual citizenship?",
    ],
  },
  {
    "fact": "user moved to Nova Scotia in 1996 after taking a job at the Halifax Shipyard",
    "questions": [
      "When did he emigrate to Canada?",
      "What brought him across the Atlantic?",
    ],
  },
  {
    "fact": "user listens to CBC Radio's Information Morning while working in the garage",
    "questions": [
      "What does he have on in the background in his workshop?",
      "Which public broadcaster show does he tune into?",
    ],
  },
  {
    "fact": "user uses a Festool dust extractor because cedar dust triggers his asthma",
    "questions": [
      "Does he have any breathing issues?",
      "How does he deal with sawdust in his shop?",
    ],
  },
  {
    "fact": "user's garage workshop has a wood stove and he keeps it at 15 degrees in winter",
    "questions": [
      "How does he heat his shop?",
      "How warm is his workspace during the cold months?",
    ],
  },
  {
    "fact": "user takes Morag to the Halifax Seaport Farmers' Market every Saturday at 8 a.m.",
    "questions": [
      "What's the couple's weekend routine?",
      "Where do they shop for produce?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh81}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh81Unrelated: string[] = [
  "Who was Mithridates?",
  "Who was Antiochus?",
  "Who was Seleucus?",
  "Who was Nebuchadnezzar?",
  "Who was Sennacherib?",
  "Who was Xerxes?",
  "Who was Darius?",
  "Who was Hamilcar?",
  "Who was Vercingetorix?",
  "Who was Theodoric?",
  "Who was Odoacer?",
  "Who was Justinian?",
];

/**
 * An eighty-third held-out set, written on 2026-12-06 (stop 65) by a writer who had not seen the project, asked for a 36-year-old Korean-American emergency-room nurse in Chicago on night shifts, training for her first marathon, saving for a condo, learning sourdough and helping care for her father after his stroke, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 65, not by the writer.
 */
export const fresh82: ParaphraseCase[] = [
  {
    "fact":
      "user works three 12-hour night shifts a week in the emergency department at Northwestern Memorial Hospital",
    "questions": [
      "Which place employs her, and how long are her stretches on duty?",
      "How often is she on duty overnight in the ER?",
    ],
  },
  {
    "fact": "user takes 3 mg of melatonin after getting home from overnight shifts",
    "questions": [
      "What does she use to help her sleep during the day?",
      "Is there a supplement she relies on to knock out in the morning?",
    ],
  },
  {
    "fact": "user is training for the Chicago Marathon in October, her first full 26.2",
    "questions": [
      "What big race is she preparing for this fall?",
      "Has she ever done a race this long before?",
    ],
  },
  {
    "fact": "user follows the Hal Higdon Novice 2 plan for marathon training",
    "questions": [
      "Which program or schedule is she using to get ready for race day?",
      "Whose running guide did she pick to prep?",
    ],
  },
  {
    "fact": "user runs in Brooks Ghost 15 shoes and replaces them every 400 miles",
    "questions": [
      "What sneakers does she jog in?",
      "How long does she keep a pair of trainers before swapping for new ones?",
    ],
  },
  {
    "fact": "user's long runs are on the Lakefront Trail starting near Montrose Harbor",
    "questions": [
      "Where does she go for her weekend distance jogs?",
      "What route along the lake does she like to use?",
    ],
  },
  {
    "fact": "user is saving for a down payment on a condo and has about $38,000 set aside",
    "questions": [
      "How much money has she put away toward buying a place?",
      "What home purchase goal is she working on financially?",
    ],
  },
  {
    "fact": "user hopes to buy a two-bedroom condo in Lincoln Square or Ravenswood",
    "questions": [
      "Which neighborhoods is she looking at for her future apartment?",
      "How many rooms does she want in the place she plans to purchase?",
    ],
  },
  {
    "fact": "user keeps her savings in a Marcus high-yield account",
    "questions": [
      "Which bank holds her emergency cash?",
      "Where is the money she's putting aside parked?",
    ],
  },
  {
    "fact": "user has a gray tabby cat named Mochi who is 7 years old",
    "questions": [
      "What is her pet called?",
      "What's the age of her kitty?",
    ],
  },
  {
    "fact": "user's cat Mochi eats Royal Canin urinary SO food because of past bladder crystals",
    "questions": [
      "Why is her kitty on a prescription diet?",
      "What brand of chow does her pet need?",
    ],
  },
  {
    "fact": "user worries about her fiddle leaf fig dropping leaves by the living room window",
    "questions": [
      "Which plant of hers keeps shedding foliage?",
      "Is there a houseplant she's anxious about?",
    ],
  },
  {
    "fact": "user also has a pothos named Gary that she waters every Sunday",
    "questions": [
      "What does she call her trailing vine plant?",
      "What day does she give her greenery a drink?",
    ],
  },
  {
    "fact": "user is learning to bake sourdough and her starter is named Bubbles",
    "questions": [
      "What does she call the wild yeast culture she feeds?",
      "What kind of bread has she been practicing lately?",
    ],
  },
  {
    "fact": "user bakes her loaves in a Lodge cast iron combo cooker at 475°F",
    "questions": [
      "What pot and oven temperature does she use for her bread?",
      "Which Dutch oven brand does she own?",
    ],
  },
  {
    "fact": "user's father had a stroke in March 2023 and has weakness on his left side",
    "questions": [
      "What happened to her dad's health last year?",
      "Which part of his body was affected after his brain injury?",
    ],
  },
  {
    "fact":
      "user drives to her parents' house in Niles twice a week to help with her father's care",
    "questions": [
      "How often does she visit her mom and dad?",
      "Which suburb does her family live in?",
    ],
  },
  {
    "fact": "user's dad goes to outpatient physical therapy at Shirley Ryan AbilityLab on Tuesdays",
    "questions": [
      "Where does her father do rehab?",
      "What day are his PT appointments?",
    ],
  },
  {
    "fact":
      "user's mother Young-hee speaks mostly Korean and user translates at her dad's doctor visits",
    "questions": [
      "How good is her mom's English?",
      "Who interprets during medical appointments for her parents?",
    ],
  },
  {
    "fact": "user's younger brother Daniel is a software engineer in Seattle",
    "questions": [
      "Where does her sibling live and what does he do for a living?",
      "Is her little bro in tech?",
    ],
  },
  {
    "fact": "user wishes Daniel would help more with their dad and it causes tension between them",
    "questions": [
      "Is there friction with her sibling about caregiving?",
      "Does she feel her brother does enough for their father?",
    ],
  },
  {
    "fact": "user has been a registered nurse for 11 years and is certified in CEN",
    "questions": [
      "How long has she worked as an RN, and what credentials does she hold?",
      "Does she have an emergency specialty certification?",
    ],
  },
  {
    "fact": "user is considering going back to school to become a nurse practitioner",
    "questions": [
      "Is she thinking about more education for her career?",
      "Does she want to be an NP someday?",
    ],
  },
  {
    "fact": "user drinks cold brew from Dark Matter Coffee before shifts",
    "questions": [
      "What caffeine does she grab ahead of work?",
      "Which local roaster does she like?",
    ],
  },
  {
    "fact": "user avoids caffeine after 2 a.m. so she can sleep after her shift",
    "questions": [
      "Is there a cutoff time for her coffee during work nights?",
      "When does she stop having stimulants overnight?",
    ],
  },
  {
    "fact": "user is lactose intolerant and uses oat milk",
    "questions": [
      "Can she have dairy?",
      "What does she put in her lattes instead of regular dairy?",
    ],
  },
  {
    "fact": "user's comfort food is her mom's kimchi jjigae",
    "questions": [
      "What dish does she crave when she's had a rough day?",
      "Which Korean stew does her mother make that she loves?",
    ],
  },
  {
    "fact": "user meal-preps bibimbap bowls on Sunday afternoons",
    "questions": [
      "What does she cook ahead for the week?",
      "When does she do her batch cooking?",
    ],
  },
  {
    "fact": "user lives in a one-bedroom rental in Uptown and pays $1,650 a month",
    "questions": [
      "How much is her current rent?",
      "Which neighborhood is her apartment in right now?",
    ],
  },
  {
    "fact": "user's lease ends in July 2025",
    "questions": [
      "When is her rental agreement up?",
      "How soon does she need to move out or renew?",
    ],
  },
  {
    "fact": "user sleeps with Mavogel blackout curtains and a Loftie white noise machine",
    "questions": [
      "How does she keep her bedroom dark for daytime rest?",
      "What does she use to drown out street sounds while napping?",
    ],
  },
  {
    "fact": "user uses a Garmin Forerunner 255 to track her runs",
    "questions": [
      "What GPS watch does she wear?",
      "Which device records her mileage and pace?",
    ],
  },
  {
    "fact": "user has an iPhone 14 and uses Notion for budgeting",
    "questions": [
      "What phone does she have?",
      "Which app does she track her spending in?",
    ],
  },
  {
    "fact":
      "user had IT band pain in her right knee last spring and does foam rolling and clamshells",
    "questions": [
      "Has she dealt with any running injuries?",
      "What exercises does she do to keep her leg from hurting?",
    ],
  },
  {
    "fact": "user is allergic to penicillin",
    "questions": [
      "Does she have any drug allergies?",
      "Which antibiotic can't she take?",
    ],
  },
  {
    "fact": "user visited Seoul in 2019 and wants to go back with her parents",
    "questions": [
      "Has she traveled to Korea?",
      "Where does she hope to take her mom and dad on a trip?",
    ],
  },
  {
    "fact": "user is planning a post-marathon trip to Tulum in November",
    "questions": [
      "Where is she going to celebrate after the race?",
      "Does she have a beach vacation coming up this fall?",
    ],
  },
  {
    "fact": "user's best friend Priya is a respiratory therapist she met at work",
    "questions": [
      "Who is her closest pal?",
      "What does her bestie do at the hospital?",
    ],
  },
  {
    "fact": "user listens to true-crime podcasts like Casefile on her long runs",
    "questions": [
      "What does she play in her earbuds while jogging?",
      "Which shows does she enjoy for audio entertainment?",
    ],
  },
  {
    "fact": "user prefers short, bullet-point answers when she asks for advice",
    "questions": [
      "How does she like responses formatted?",
      "Does she want long explanations or quick lists?",
    ],
  },
  {
    "fact":
      "user goes to a Korean Presbyterian church in Glenview with her mom when she is off on Sundays",
    "questions": [
      "Does she attend any religious services?",
      "Where does her family worship?",
    ],
  },
  {
    "fact": "user has a 2017 Honda Civic with about 92,000 miles",
    "questions": [
      "What car does she drive?",
      "How old is her vehicle and how much mileage is on it?",
    ],
  },
  {
    "fact": "user gets her cat watched by neighbor Marcus when she stays overnight in Niles",
    "questions": [
      "Who looks after her pet when she's away?",
      "Does she have a sitter for her kitty?",
    ],
  },
  {
    "fact": "user contributes 6% to her hospital 403(b) to get the full employer match",
    "questions": [
      "How much does she put into retirement?",
      "Does her workplace chip in on what she puts toward retirement?",
    ],
  },
  {
    "fact": "user has $4,200 left on her nursing school loans",
    "questions": [
      "Does she still owe any student debt?",
      "How much remains on her education borrowing?",
    ],
  },
  {
    "fact": "user reads her Kindle on breaks and is into Emily Henry novels",
    "questions": [
      "Which author does she enjoy?",
      "What does she do during downtime at the hospital?",
    ],
  },
  {
    "fact": "user keeps a rest-day routine of yoga with Adriene videos on YouTube",
    "questions": [
      "What does she do when she's not jogging?",
      "Whose online stretching classes does she follow?",
    ],
  },
  {
    "fact": "user wants to finish the marathon in under 4 hours and 45 minutes",
    "questions": [
      "What's her goal time for the race?",
      "How fast is she hoping to complete 26.2?",
    ],
  },
  {
    "fact": "user is switching from night to day shifts next spring if a position opens up",
    "questions": [
      "Does she plan to change her work schedule?",
      "Is she hoping to stop working overnights?",
    ],
  },
  {
    "fact": "user bought a KitchenAid stand mixer on sale for $279 last Black Friday",
    "questions": [
      "What appliance did she get during the holiday deals?",
      "How much did she pay for her baking machine?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh82}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh82Unrelated: string[] = [
  "Who was Belisarius?",
  "Who was Hatshepsut?",
  "Who was Khufu?",
  "Who was Kanishka?",
  "Who was Shivaji?",
  "Who was Babur?",
  "Who was Humayun?",
  "Who was Aurangzeb?",
  "Who was Kublai?",
  "Who was Nobunaga?",
  "Who was Pachacuti?",
  "Who was Skanderbeg?",
];

/**
 * An eighty-fourth held-out set, written on 2026-12-06 (stop 66) by a writer who had not seen the project, asked for a 44-year-old Nigerian-British secondary-school chemistry teacher in Leeds, married with 9-year-old twins, who plays five-a-side football, volunteers at a food bank, has type 2 diabetes in the family and is saving for a trip to Lagos, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 66, not by the writer.
 */
export const fresh83: ParaphraseCase[] = [
  {
    "fact": "user teaches chemistry at Roundhay School in north Leeds.",
    "questions": [
      "Which subject does he cover in the classroom?",
      "Where is his workplace?",
    ],
  },
  {
    "fact": "user is married to Funmi, a pharmacist at St James's Hospital.",
    "questions": [
      "What's his wife's name?",
      "What does his spouse do for a living?",
    ],
  },
  {
    "fact": "user has nine-year-old twins named Tobi and Kemi.",
    "questions": [
      "What age are his kids?",
      "What are his son and daughter called?",
    ],
  },
  {
    "fact": "user's mother Grace lives in Peckham and visits every Christmas.",
    "questions": [
      "Where does his mum stay?",
      "When does his mom come up to see the family?",
    ],
  },
  {
    "fact": "user's father died of complications from type 2 diabetes in 2016.",
    "questions": [
      "How did his dad pass away?",
      "What year did he lose a parent?",
    ],
  },
  {
    "fact": "user gets an HbA1c blood test every six months because of his family history.",
    "questions": [
      "How often does the GP check his sugar levels?",
      "Is he being monitored for any hereditary condition?",
    ],
  },
  {
    "fact": "user avoids sugary fizzy drinks and sticks to sparkling water.",
    "questions": [
      "What beverage should I hand him rather than Coke?",
      "Does he like soda?",
    ],
  },
  {
    "fact": "user's favourite dish is his mum's jollof rice with fried plantain.",
    "questions": [
      "What meal does he love most?",
      "Which Nigerian food would make him happiest?",
    ],
  },
  {
    "fact": "user is allergic to shellfish.",
    "questions": [
      "Can I serve him prawns?",
      "Is there any seafood he must stay away from?",
    ],
  },
  {
    "fact": "user drives a grey 2018 Skoda Octavia estate.",
    "questions": [
      "What car does he have?",
      "What colour is his vehicle?",
    ],
  },
  {
    "fact": "user cycles to school on dry days, a 25-minute ride along the Meanwood Valley Trail.",
    "questions": [
      "How does he get to work when the weather's fine?",
      "How long is his bike commute?",
    ],
  },
  {
    "fact": "user uses an iPhone 13 with a cracked screen protector.",
    "questions": [
      "What kind of mobile does he own?",
      "Is his handset Android or Apple?",
    ],
  },
  {
    "fact": "user wears a Garmin Forerunner 255 watch to track his runs.",
    "questions": [
      "What fitness gadget is on his wrist?",
      "Which sports device might need a new strap?",
    ],
  },
  {
    "fact": "user has a ginger cat called Suya.",
    "questions": [
      "Does he have any pets?",
      "What is his moggy named?",
    ],
  },
  {
    "fact": "user plays five-a-side football every Tuesday at 7pm at Goals Leeds.",
    "questions": [
      "When is his weekly soccer game?",
      "Which evening should I avoid booking him for dinner?",
    ],
  },
  {
    "fact": "user supports Arsenal.",
    "questions": [
      "Which Premier League club is he a fan of?",
      "What team shirt would he want as a present?",
    ],
  },
  {
    "fact": "user volunteers at the Hunslet food bank every other Saturday morning.",
    "questions": [
      "What charity work does he do?",
      "Where does he help out on weekends?",
    ],
  },
  {
    "fact": "user is saving £4,000 for a family trip to Lagos in August 2025.",
    "questions": [
      "How much money is he putting aside for the holiday?",
      "Where is he planning to travel next summer?",
    ],
  },
  {
    "fact": "user keeps his travel fund in a Monzo savings pot.",
    "questions": [
      "Which bank app holds his holiday money?",
      "Where is the Nigeria cash stashed?",
    ],
  },
  {
    "fact": "user's best friend is Dele, whom he met at the University of Leeds in 1999.",
    "questions": [
      "Who's his number one mate?",
      "Where and when did he and his closest pal first cross paths?",
    ],
  },
  {
    "fact": "user did his PGCE at Sheffield Hallam in 2004.",
    "questions": [
      "Where did he get his teaching qualification?",
      "What year did he train as a teacher?",
    ],
  },
  {
    "fact": "user became head of science in September 2021.",
    "questions": [
      "What's his job title at the moment?",
      "When was he promoted to lead the department?",
    ],
  },
  {
    "fact": "user wakes up at 5:45am on weekdays.",
    "questions": [
      "What time does he get out of bed on workdays?",
      "Is he an early riser?",
    ],
  },
  {
    "fact": "user marks homework on Sunday evenings at the kitchen table.",
    "questions": [
      "When does he do his grading?",
      "Where in the house does he check students' assignments?",
    ],
  },
  {
    "fact": "user drinks two cups of black coffee before 10am and none after.",
    "questions": [
      "How does he take his caffeine?",
      "Is it ok to offer him an espresso in the afternoon?",
    ],
  },
  {
    "fact": "user hates cold, wet weather.",
    "questions": [
      "What kind of climate does he find miserable?",
      "Does he enjoy chilly rainy days?",
    ],
  },
  {
    "fact": "user listens to Afrobeats, especially Burna Boy, on his commute.",
    "questions": [
      "What music does he enjoy in the car?",
      "Which Nigerian artist would he want concert tickets for?",
    ],
  },
  {
    "fact": "user reads crime novels by Ian Rankin.",
    "questions": [
      "What sort of books does he enjoy?",
      "Which Scottish author is his favourite?",
    ],
  },
  {
    "fact": "user ran the Leeds 10K in June 2023 in 52 minutes.",
    "questions": [
      "Has he done any road races?",
      "What was his time in that race last summer?",
    ],
  },
  {
    "fact": "user's sister Ngozi is a nurse in Manchester.",
    "questions": [
      "Does he have any siblings?",
      "Which of his relatives works in healthcare across the Pennines?",
    ],
  },
  {
    "fact": "user's twins attend Moor Allerton Primary School.",
    "questions": [
      "Where do his kids go for their education?",
      "Where do his son and daughter study?",
    ],
  },
  {
    "fact": "user does the school run on Mondays and Thursdays.",
    "questions": [
      "Which days does he drop the kids off in the morning?",
      "When is it his turn to take the children to class?",
    ],
  },
  {
    "fact": "user follows a low-carb diet on weekdays to manage his weight.",
    "questions": [
      "What eating plan is he on?",
      "Is he cutting down on bread and pasta?",
    ],
  },
  {
    "fact": "user had knee surgery on his left meniscus in March 2020.",
    "questions": [
      "Has he ever had an operation?",
      "What injury did he get fixed shortly before lockdown?",
    ],
  },
  {
    "fact": "user has his eye on a new pair of Adidas Predator boots.",
    "questions": [
      "What would be a good present for him?",
      "What footwear is on his wishlist?",
    ],
  },
  {
    "fact": "user's birthday is 14 November.",
    "questions": [
      "When does he celebrate turning a year older?",
      "What date should I put in the calendar for his big day?",
    ],
  },
  {
    "fact": "user married Funmi at a church in Lagos in April 2013.",
    "questions": [
      "When was his wedding?",
      "Where did he tie the knot?",
    ],
  },
  {
    "fact": "user lives in a three-bedroom semi in Chapel Allerton.",
    "questions": [
      "What part of town is his home in?",
      "What type of house does he own?",
    ],
  },
  {
    "fact": "user grows tomatoes and scotch bonnet peppers on his allotment.",
    "questions": [
      "What does he cultivate in his garden plot?",
      "Does he produce any chillies himself?",
    ],
  },
  {
    "fact": "user speaks Yoruba with his mother on the phone every Sunday.",
    "questions": [
      "What language does he use when chatting with his mum?",
      "When does he call his mum each week?",
    ],
  },
  {
    "fact": "user was told he is prediabetic in January 2024.",
    "questions": [
      "Has his doctor warned him about his blood sugar?",
      "What health diagnosis did he receive early last year?",
    ],
  },
  {
    "fact": "user uses a Dell XPS 13 laptop for lesson planning.",
    "questions": [
      "What computer does he work on?",
      "Which notebook brand does he own?",
    ],
  },
  {
    "fact": "user thinks coriander tastes like soap.",
    "questions": [
      "Which herb should I leave out when cooking for him?",
      "Is there any garnish he finds disgusting?",
    ],
  },
  {
    "fact": "user orders a takeaway from Mama Africa restaurant most Friday nights.",
    "questions": [
      "Where does he get food delivered at the end of the week?",
      "What's his usual end-of-week treat meal?",
    ],
  },
  {
    "fact": "user has a fear of heights.",
    "questions": [
      "Would he enjoy a rooftop bar or climbing a tower?",
      "Is he scared of being up high?",
    ],
  },
  {
    "fact": "user's brother-in-law Chidi runs an electronics shop in Ikeja.",
    "questions": [
      "Who on his wife's side lives in Nigeria?",
      "What trade is Funmi's sibling in?",
    ],
  },
  {
    "fact":
      "user plans to show the twins his late father's hometown of Abeokuta during the Lagos trip.",
    "questions": [
      "Where does he want to bring the kids while in Nigeria?",
      "Which town connected to his dad will the children visit?",
    ],
  },
  {
    "fact": "user's neighbour Sarah feeds Suya when the family is away.",
    "questions": [
      "Who looks after the cat when they go on holiday?",
      "Which person next door helps with the pet?",
    ],
  },
  {
    "fact": "user threw a big 40th birthday party at the West Indian Centre in 2021.",
    "questions": [
      "How did he celebrate turning forty?",
      "Where was his milestone bash held?",
    ],
  },
  {
    "fact": "user leads a lunchtime chemistry club every Wednesday.",
    "questions": [
      "Does he run any extracurricular activities for pupils?",
      "What does he do midweek at midday?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh83}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh83Unrelated: string[] = [
  "Who was Ashurbanipal?",
  "Who was Hammurabi?",
  "Who was Cambyses?",
  "Who was Artaxerxes?",
  "Who was Cleisthenes?",
  "Who was Pericles?",
  "Who was Themistocles?",
  "Who was Alcibiades?",
  "Who was Epaminondas?",
  "Who was Pyrrhus?",
  "Who was Jugurtha?",
  "Who was Masinissa?",
];

/**
 * An eighty-fifth held-out set, written on 2026-12-06 (stop 66) by a writer who had not seen the project, asked for a 29-year-old Argentine freelance video-game sound designer who moved to Montreal two years ago, lives with a partner and a cat, is learning French, climbs indoors, is lactose intolerant, cooks asado on weekends, has a sister in Córdoba and works odd hours for clients in Europe, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 66, not by the writer.
 */
export const fresh84: ParaphraseCase[] = [
  {
    "fact": "user is a freelance sound designer for video games",
    "questions": [
      "What does he do for a living?",
      "What kind of job does he have?",
    ],
  },
  {
    "fact": "user was born in Rosario, Argentina, and turned 29 last March",
    "questions": [
      "Where did he grow up originally?",
      "How old is he now?",
    ],
  },
  {
    "fact": "user moved to Montreal in September 2023",
    "questions": [
      "When did he relocate to Canada?",
      "How long has he lived in Quebec?",
    ],
  },
  {
    "fact": "user lives with his partner Camille in a flat in the Plateau",
    "questions": [
      "Who shares his home?",
      "Which neighbourhood is his apartment in?",
    ],
  },
  {
    "fact": "user has an orange tabby cat named Mate",
    "questions": [
      "Does he own any pets?",
      "What's his kitty called?",
    ],
  },
  {
    "fact": "user has a sister, Lucía, who lives in Córdoba",
    "questions": [
      "Does he have siblings back home?",
      "Who in his family is still in Argentina?",
    ],
  },
  {
    "fact": "user's parents, Roberto and Silvia, still live in Rosario",
    "questions": [
      "Where are his mom and dad?",
      "What are his folks called?",
    ],
  },
  {
    "fact": "user is lactose intolerant",
    "questions": [
      "Can he eat cheese or drink milk?",
      "Does he have any dietary issues?",
    ],
  },
  {
    "fact": "user takes Lactaid pills before eating pizza",
    "questions": [
      "What does he swallow ahead of a slice with mozzarella?",
      "How does he manage dairy when he gets takeout?",
    ],
  },
  {
    "fact": "user cooks asado on weekends",
    "questions": [
      "What does he grill on Saturdays and Sundays?",
      "Does he barbecue?",
    ],
  },
  {
    "fact": "user buys his beef for asado at Boucherie Lawrence",
    "questions": [
      "Which butcher shop does he go to for meat?",
      "Where does he get steak for his barbecues?",
    ],
  },
  {
    "fact": "user is learning French",
    "questions": [
      "Which language is he studying?",
      "Does he speak the local tongue in Quebec?",
    ],
  },
  {
    "fact": "user takes French classes on Tuesday and Thursday evenings at Concordia",
    "questions": [
      "When are his language lessons?",
      "Where does he study the local tongue?",
    ],
  },
  {
    "fact": "user uses Duolingo every morning with his coffee",
    "questions": [
      "Which app does he practise with daily?",
      "What does he do at breakfast to study?",
    ],
  },
  {
    "fact": "user rock-climbs indoors at Allez Up",
    "questions": [
      "Which gym does he boulder at?",
      "What sport does he do?",
    ],
  },
  {
    "fact": "user climbs with his friend Mathieu on Wednesday nights",
    "questions": [
      "Who is his bouldering buddy?",
      "Which weeknight is he at the wall?",
    ],
  },
  {
    "fact": "user works odd hours for clients in Europe",
    "questions": [
      "Why is his schedule so strange?",
      "Where are his customers based?",
    ],
  },
  {
    "fact": "user usually starts work at 4 a.m. to overlap with studios in Paris",
    "questions": [
      "What time does he begin his day?",
      "Why does he get up so early?",
    ],
  },
  {
    "fact": "user's biggest client is a studio in Helsinki called Northlight Games",
    "questions": [
      "Who pays him the most?",
      "Which Finnish company does he do projects for?",
    ],
  },
  {
    "fact": "user records foley sounds in a closet he padded with acoustic foam",
    "questions": [
      "Where does he capture his audio effects?",
      "Does he have a home booth?",
    ],
  },
  {
    "fact": "user uses a Zoom H6 field recorder",
    "questions": [
      "What portable audio gear does he carry?",
      "Which handheld device does he capture sound with?",
    ],
  },
  {
    "fact": "user works in Reaper and Wwise",
    "questions": [
      "Which software does he use for audio editing?",
      "What programs does he run on his computer for his job?",
    ],
  },
  {
    "fact": "user owns Sennheiser HD 650 headphones",
    "questions": [
      "What cans does he mix on?",
      "Which brand of over-ear audio gear does he have?",
    ],
  },
  {
    "fact": "user has an iPhone 13 with a cracked screen",
    "questions": [
      "What mobile does he carry?",
      "Is his cellphone damaged?",
    ],
  },
  {
    "fact": "user rides a secondhand Trek hybrid bike to the climbing gym",
    "questions": [
      "How does he get to bouldering?",
      "What kind of bicycle does he have?",
    ],
  },
  {
    "fact": "user does not own a car",
    "questions": [
      "Does he drive?",
      "Has he got a vehicle?",
    ],
  },
  {
    "fact": "user takes the orange metro line in winter",
    "questions": [
      "How does he get around when it's snowy?",
      "Which subway route does he ride during the cold months?",
    ],
  },
  {
    "fact": "user charges clients 55 euros an hour",
    "questions": [
      "What is his rate?",
      "How much does he bill for sixty minutes of work?",
    ],
  },
  {
    "fact": "user is saving for a trip home to Argentina next December",
    "questions": [
      "What is he putting money aside for?",
      "When is he visiting his family in South America?",
    ],
  },
  {
    "fact": "user sends money to his parents every few months",
    "questions": [
      "Does he help his mom and dad financially?",
      "Does he support his folks back home?",
    ],
  },
  {
    "fact": "user hates cilantro",
    "questions": [
      "Which herb can't he stand?",
      "Is there anything he won't eat in salsa?",
    ],
  },
  {
    "fact": "user loves dulce de leche made with lactose-free milk",
    "questions": [
      "What sweet treat does he adore?",
      "What caramel spread is his favourite?",
    ],
  },
  {
    "fact": "user drinks mate from a gourd his grandmother Elena gave him",
    "questions": [
      "What does he sip from a traditional cup?",
      "Which heirloom from his abuela does he use?",
    ],
  },
  {
    "fact": "user's favorite band is Soda Stereo",
    "questions": [
      "What music does he like the most?",
      "Which Argentine rock group is his top pick?",
    ],
  },
  {
    "fact": "user sprained his ankle bouldering in February 2024",
    "questions": [
      "Has he ever been hurt at the gym?",
      "When did he injure his foot joint?",
    ],
  },
  {
    "fact": "user sees a physiotherapist named Dr. Karine Roy",
    "questions": [
      "Who treats his injuries?",
      "Does he have a physio?",
    ],
  },
  {
    "fact": "user won an award for sound at IndieCade in 2022",
    "questions": [
      "Has he gotten any prizes for his audio work?",
      "What honor did he receive at a festival?",
    ],
  },
  {
    "fact": "user plans to apply for Canadian permanent residency in 2026",
    "questions": [
      "Is he going to settle here for good?",
      "What immigration paperwork is he preparing?",
    ],
  },
  {
    "fact": "user's best friend from Argentina, Nico, lives in Barcelona",
    "questions": [
      "Where is his closest childhood pal now?",
      "Who does he know in Spain?",
    ],
  },
  {
    "fact": "user met Camille at a game jam in Buenos Aires in 2021",
    "questions": [
      "How did he and his girlfriend get together?",
      "Where did the couple first meet?",
    ],
  },
  {
    "fact": "user feeds Mate at 7 p.m. sharp",
    "questions": [
      "When does the cat get dinner?",
      "What time does his pet eat?",
    ],
  },
  {
    "fact": "user takes Mate to the vet at Clinique Vétérinaire Rosemont",
    "questions": [
      "Where does the cat get checkups?",
      "Which animal clinic does he use?",
    ],
  },
  {
    "fact": "user dislikes Montreal winters",
    "questions": [
      "How does he feel about the cold season in Quebec?",
      "Does he enjoy the snow?",
    ],
  },
  {
    "fact": "user bought a Canada Goose parka last November",
    "questions": [
      "What winter jacket does he own?",
      "When did he get his coat?",
    ],
  },
  {
    "fact": "user naps from 2 to 4 in the afternoon",
    "questions": [
      "Does he sleep during the day?",
      "When is he unavailable after lunch?",
    ],
  },
  {
    "fact": "user calls his sister every Sunday morning",
    "questions": [
      "When does he talk to Lucía?",
      "How often does he phone his sibling?",
    ],
  },
  {
    "fact": "user's niece Valentina turns 5 in August",
    "questions": [
      "How old will Lucía's daughter be?",
      "When is the little girl's birthday in his family?",
    ],
  },
  {
    "fact": "user plays Hollow Knight on a Steam Deck",
    "questions": [
      "What games does he enjoy in his free time?",
      "Which handheld console does he own?",
    ],
  },
  {
    "fact": "user wants to get a second cat next year",
    "questions": [
      "Is he thinking of adopting another pet?",
      "Does he plan to expand his furry household?",
    ],
  },
  {
    "fact": "user goes to the Jean-Talon Market on Saturday mornings",
    "questions": [
      "Where does he shop for produce at the weekend?",
      "Which farmers' bazaar does he visit?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh84}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh84Unrelated: string[] = [
  "Who was Boudicca?",
  "Who was Arminius?",
  "Who was Genseric?",
  "Who was Clovis?",
  "Who was Pepin?",
  "Who was Charlemagne?",
  "Who was Rollo?",
  "Who was Canute?",
  "Who was Saladin?",
  "Who was Baibars?",
  "Who was Tamerlane?",
  "Who was Akbar?",
];

/**
 * An eighty-sixth held-out set, written on 2026-12-06 (stop 67) by a writer who had not seen the project, asked for a 52-year-old Filipino-born long-haul truck driver in Winnipeg, Manitoba, divorced, with two teenage sons every other week, who ice-fishes, sings in a church choir, has a bad lower back, is studying for a dispatcher certificate online and sends money to his mother in Iloilo, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 67, not by the writer.
 */
export const fresh85: ParaphraseCase[] = [
  {
    "fact":
      "user was born in Iloilo City and moved to Winnipeg in 2003 through the Manitoba Provincial Nominee Program.",
    "questions": [
      "Where did I grow up before coming to Canada?",
      "What immigration route got me here, and when?",
    ],
  },
  {
    "fact":
      "user hauls refrigerated freight for Bison Transport, mostly on the Winnipeg to Calgary run.",
    "questions": [
      "Which company employs me on the road?",
      "What kind of loads am I carrying these days?",
    ],
  },
  {
    "fact": "user's older son Marco is 17 and plays defence for a AAA hockey team.",
    "questions": [
      "How old is my eldest boy?",
      "What position does my firstborn take on the ice?",
    ],
  },
  {
    "fact": "user's younger son Jericho is 14 and is obsessed with Minecraft and building PCs.",
    "questions": [
      "What is my youngest kid into lately?",
      "What does my second child do for fun?",
    ],
  },
  {
    "fact":
      "user's ex-wife Donna lives in St. Vital and they swap custody of the boys every Sunday evening.",
    "questions": [
      "When do the kids switch homes?",
      "Which neighbourhood is my former spouse in?",
    ],
  },
  {
    "fact":
      "user has a herniated disc at L4-L5 and sees a physiotherapist named Karen every two weeks.",
    "questions": [
      "What exactly is wrong with my spine?",
      "Who treats my injury and how often?",
    ],
  },
  {
    "fact":
      "user is taking an online dispatcher certificate course through Red River College Polytech.",
    "questions": [
      "Which school am I studying with right now?",
      "What career training program did I sign up for?",
    ],
  },
  {
    "fact": "user sends his mother 300 Canadian dollars every month through Remitly.",
    "questions": [
      "How much do I wire back home to Mom?",
      "Which app do I use for overseas transfers?",
    ],
  },
  {
    "fact":
      "user drives a silver 2016 Ford F-150 with about 240,000 kilometres on it when he's off duty.",
    "questions": [
      "What's my personal vehicle?",
      "How much mileage is on my truck?",
    ],
  },
  {
    "fact": "user sings tenor in the choir at St. Edward's Catholic Parish.",
    "questions": [
      "What voice part am I in at church?",
      "Which congregation do I attend?",
    ],
  },
  {
    "fact": "user ice fishes for walleye on Lake Winnipeg, usually out of Gimli.",
    "questions": [
      "Where do I go angling in the winter?",
      "What species am I after through the hole?",
    ],
  },
  {
    "fact": "user owns a Clam Nanook portable ice shelter and an Eskimo gas auger.",
    "questions": [
      "What gear do I bring when I head out on the frozen lake?",
      "Which brand of hut do I have for winter angling?",
    ],
  },
  {
    "fact": "user's favourite dish is chicken inasal, the way his late father used to grill it.",
    "questions": [
      "What meal do I love most?",
      "Which food reminds me of Dad?",
    ],
  },
  {
    "fact": "user is allergic to penicillin and gets hives from it.",
    "questions": [
      "Do I have any drug reactions a doctor should know about?",
      "Which antibiotic must I avoid?",
    ],
  },
  {
    "fact": "user rents a three-bedroom townhouse in the Maples neighbourhood of Winnipeg.",
    "questions": [
      "Do I own or lease my home?",
      "What part of town do I live in?",
    ],
  },
  {
    "fact":
      "user has a nine-year-old beagle named Bantay who stays with his neighbour Gloria during long trips.",
    "questions": [
      "What's my dog called?",
      "Who looks after my pet when I'm away hauling?",
    ],
  },
  {
    "fact": "user's birthday is March 14, 1973.",
    "questions": [
      "When was I born?",
      "What date should be marked for my celebration each year?",
    ],
  },
  {
    "fact": "user divorced in 2017 after 16 years of marriage.",
    "questions": [
      "How long was I wed?",
      "When did my split from my ex become official?",
    ],
  },
  {
    "fact": "user drinks at least four cups of Tim Hortons double-double coffee on a driving day.",
    "questions": [
      "How much caffeine do I have when I'm on the road?",
      "What's my usual Timmies order?",
    ],
  },
  {
    "fact":
      "user plans to visit Iloilo for three weeks in December 2025 for his mother's 80th birthday.",
    "questions": [
      "When is my next trip to the Philippines?",
      "What big occasion is coming up for Mom?",
    ],
  },
  {
    "fact": "user's mother, Teresita, lives in Jaro with his younger sister Liza.",
    "questions": [
      "Who stays with Mom in the Philippines?",
      "What's Mom called and which district is she in?",
    ],
  },
  {
    "fact": "user has type 2 diabetes and takes metformin twice a day.",
    "questions": [
      "Which medication am I on for blood sugar?",
      "Do I have any chronic conditions?",
    ],
  },
  {
    "fact": "user holds a Class 1 licence and has over 20 years of commercial driving experience.",
    "questions": [
      "What permit allows me to operate a semi?",
      "How long have I been in trucking?",
    ],
  },
  {
    "fact": "user keeps a cushioned lumbar support from ObusForme in his truck cab.",
    "questions": [
      "What do I use to ease my spine on long hauls?",
      "Which back-rest brand do I rely on in the rig?",
    ],
  },
  {
    "fact": "user is saving up to buy a house and has about 18,000 dollars put away so far.",
    "questions": [
      "How close am I to a down payment?",
      "What's my current nest egg for a home purchase?",
    ],
  },
  {
    "fact":
      "user's best friend is Rodel Santos, a fellow trucker he met at a Filipino community basketball league.",
    "questions": [
      "Who's my closest buddy?",
      "How did my closest pal and I first meet?",
    ],
  },
  {
    "fact": "user prefers listening to Tagalog OPM ballads and old Eagles albums on long drives.",
    "questions": [
      "What music keeps me company on the highway?",
      "Which band do I put on during a haul?",
    ],
  },
  {
    "fact":
      "user wants to switch to a dispatch job within two years to stop sleeping in the truck.",
    "questions": [
      "What's my career goal?",
      "When do I hope to get off the road for good?",
    ],
  },
  {
    "fact":
      "user usually studies for his course on Tuesday and Thursday nights at the kitchen table.",
    "questions": [
      "When do I do my schoolwork?",
      "Where in the house do I hit the books?",
    ],
  },
  {
    "fact":
      "user cooks a big pot of chicken adobo every Sunday so the boys have food for the week.",
    "questions": [
      "What do I make for the kids at the start of each custody stretch?",
      "Which Filipino recipe do I prepare weekly?",
    ],
  },
  {
    "fact": "user does not eat pork on Fridays during Lent.",
    "questions": [
      "Do I follow any religious meat restrictions?",
      "What do I give up in the weeks before Easter?",
    ],
  },
  {
    "fact": "user sleeps poorly in the sleeper berth and uses a CPAP machine for sleep apnea.",
    "questions": [
      "Do I have a breathing problem at night?",
      "What device do I need to rest properly?",
    ],
  },
  {
    "fact": "user pays 450 dollars a month in child support to Donna.",
    "questions": [
      "How much do I owe my ex for the kids?",
      "What are my monthly family payments?",
    ],
  },
  {
    "fact":
      "user's choir practices every Wednesday at 7 p.m. and performs at the 10:30 Sunday Mass.",
    "questions": [
      "When is my weekly singing rehearsal?",
      "Which service do we sing at?",
    ],
  },
  {
    "fact": "user uses a Garmin dēzl OTR800 GPS for routing in the truck.",
    "questions": [
      "What navigation unit is in my rig?",
      "Which device tells me where to go on trips?",
    ],
  },
  {
    "fact": "user has a 2014 Ski-Doo Tundra snowmobile that he takes out to his fishing spots.",
    "questions": [
      "How do I travel across the ice in winter?",
      "What sled do I own?",
    ],
  },
  {
    "fact": "user banks with Cambrian Credit Union.",
    "questions": [
      "Where do I keep my money?",
      "Which financial institution holds my accounts?",
    ],
  },
  {
    "fact": "user's personal best walleye was a 29-inch fish caught near Hnausa in February 2022.",
    "questions": [
      "What's the biggest pickerel I've ever landed?",
      "Where and when did I catch my record catch?",
    ],
  },
  {
    "fact": "user speaks Hiligaynon, Tagalog and English.",
    "questions": [
      "What languages do I know?",
      "Can I talk with Ilonggo folks in their own tongue?",
    ],
  },
  {
    "fact":
      "user takes Marco to 6 a.m. hockey practices at the Seven Oaks arena on his home weeks.",
    "questions": [
      "Where does my eldest skate early in the morning?",
      "What time do I have to get my oldest to the rink?",
    ],
  },
  {
    "fact":
      "user is trying to lose 30 pounds after his doctor warned him about his blood pressure.",
    "questions": [
      "What's my weight target?",
      "Why am I watching what I eat?",
    ],
  },
  {
    "fact": "user's family doctor is Dr. Anita Mehta at the Mathers Clinic on Main Street.",
    "questions": [
      "Who is my GP?",
      "Where is my physician's office?",
    ],
  },
  {
    "fact":
      "user hates eating at truck-stop buffets and packs rice and leftovers in a 12-volt lunchbox cooler instead.",
    "questions": [
      "How do I handle meals on long runs?",
      "Do I like the food at roadside diners?",
    ],
  },
  {
    "fact":
      "user got a trucker safety award from his company in 2021 for one million accident-free miles.",
    "questions": [
      "What recognition have I earned at work?",
      "How clean is my record behind the wheel?",
    ],
  },
  {
    "fact":
      "user's sons want a trip to Banff next summer, and he's thinking of renting a cabin in Canmore.",
    "questions": [
      "Where are the boys hoping to go on vacation?",
      "What lodging am I considering for the Rockies getaway?",
    ],
  },
  {
    "fact": "user plays the guitar and strums Filipino folk songs at family gatherings.",
    "questions": [
      "Which instrument do I know?",
      "What do I perform when relatives get together?",
    ],
  },
  {
    "fact": "user's exam for the dispatcher certificate is scheduled for June 2025.",
    "questions": [
      "When is my final test for the course?",
      "What's the deadline for finishing my program?",
    ],
  },
  {
    "fact": "user watches Winnipeg Jets games on his phone at rest stops.",
    "questions": [
      "Which NHL club do I cheer for?",
      "How do I catch hockey while I'm on the road?",
    ],
  },
  {
    "fact": "user has a cousin named Joel who works as a nurse at Health Sciences Centre.",
    "questions": [
      "Which relative of mine is in healthcare?",
      "Where is my relative employed as a caregiver?",
    ],
  },
  {
    "fact": "user uses a heated seat cushion and Voltaren gel whenever his lower back flares up.",
    "questions": [
      "How do I deal with spine pain episodes?",
      "Which cream do I rub in when my lumbar pain starts?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh85}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh85Unrelated: string[] = [
  "Who was Hideyoshi?",
  "Who was Attalus?",
  "Who was Gwanggaeto?",
  "Who was Jayavarman?",
  "Who was Tewodros?",
  "Who was Prithviraj?",
  "Who was Harshavardhana?",
  "Who was Samudragupta?",
  "Who was Pontiac?",
  "Who was Powhatan?",
  "Who was Cuauhtemoc?",
  "What is a Feynman diagram vertex?",
];

/**
 * An eighty-seventh held-out set, written on 2026-12-06 (stop 67) by a writer who had not seen the project, asked for a 66-year-old Japanese-Brazilian retired bakery owner in São Paulo's Liberdade district, widowed, with a dentist daughter in Curitiba and three grandchildren, who grows orchids, plays gateball, takes blood-pressure medication, teaches Japanese to children on Saturdays and plans a first trip to Okinawa, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 67, not by the writer.
 */
export const fresh86: ParaphraseCase[] = [
  {
    "fact":
      "user was born in 1958 in São Paulo to parents who emigrated from Nago, Okinawa, in 1953.",
    "questions": [
      "Where did my mom and dad come from originally?",
      "Which town in Japan did my family leave before settling in Brazil?",
    ],
  },
  {
    "fact": "user's husband Kenji died of a heart attack in 2019 after 38 years of marriage.",
    "questions": [
      "How did my late spouse pass away?",
      "When did I lose my partner?",
    ],
  },
  {
    "fact":
      "user's daughter Mariana Yamashiro is a dentist with her own clinic in Curitiba's Batel neighborhood.",
    "questions": [
      "What does my girl do for a living?",
      "Where does my only child have her practice?",
    ],
  },
  {
    "fact": "user has three grandchildren: Lucas (12), Sofia (9), and Hana (5).",
    "questions": [
      "How many kids does my daughter have, and how old are they?",
      "What are the names of my grandkids?",
    ],
  },
  {
    "fact": "user ran Padaria Sakura on Rua Galvão Bueno for 31 years before selling it in 2020.",
    "questions": [
      "How long did I own my shop in Liberdade?",
      "When did I give up the business?",
    ],
  },
  {
    "fact":
      "user's bakery was known for its melonpan and anpan made with homemade sweet bean paste.",
    "questions": [
      "What were the popular items at my old shop?",
      "Which Japanese breads did customers love most at my place?",
    ],
  },
  {
    "fact": "user takes 50 mg of losartan every morning for high blood pressure.",
    "questions": [
      "What pill do I swallow at breakfast?",
      "Which drug am I on for hypertension?",
    ],
  },
  {
    "fact":
      "user's cardiologist is Dr. Ricardo Tanaka at Hospital Santa Cruz, and her next checkup is on March 14.",
    "questions": [
      "Who's the heart doctor I see?",
      "When is my upcoming appointment with the specialist?",
    ],
  },
  {
    "fact":
      "user checks her blood pressure with an Omron arm monitor every evening and writes the readings in a notebook.",
    "questions": [
      "What gadget do I use to track my BP at night?",
      "How do I log my cardiovascular numbers?",
    ],
  },
  {
    "fact":
      "user grows over 40 orchids, mostly Cattleya and Phalaenopsis, on her apartment balcony.",
    "questions": [
      "What kinds of flowers do I cultivate?",
      "How many plants do I keep outside on the veranda?",
    ],
  },
  {
    "fact":
      "user fertilizes her orchids every two weeks with a diluted 20-20-20 solution from Dinamize.",
    "questions": [
      "How often should I feed my plants?",
      "What plant food product do I use on my flowers?",
    ],
  },
  {
    "fact":
      "user is a member of the São Paulo Orchid Society and attends its exhibition each September.",
    "questions": [
      "Which club for flower lovers do I belong to?",
      "When is the big annual flower show I go to?",
    ],
  },
  {
    "fact":
      "user plays gateball on Monday, Wednesday, and Friday mornings at the Nikkei club in Vila Mariana.",
    "questions": [
      "Which days do I have my mallet game?",
      "Where do I go for my croquet-like sport?",
    ],
  },
  {
    "fact":
      "user's gateball team, the Hibiscus, won second place at a regional tournament in Atibaia in 2023.",
    "questions": [
      "How did my squad do in that competition outside the city?",
      "What was our best result at a recent contest?",
    ],
  },
  {
    "fact":
      "user is learning to make video calls on her Samsung Galaxy A54 with help from her grandson Lucas.",
    "questions": [
      "Who's been teaching me to use my phone?",
      "What model of cellphone do I have?",
    ],
  },
  {
    "fact": "user video-calls her daughter's family on WhatsApp every Sunday at 7 p.m.",
    "questions": [
      "When do I usually chat with Mariana and the kids?",
      "Which app do I use to see my relatives on screen?",
    ],
  },
  {
    "fact":
      "user volunteers teaching Japanese to children every Saturday morning at the Bunkyo cultural center.",
    "questions": [
      "What do I do on weekends to help out?",
      "Where do I give language lessons to kids?",
    ],
  },
  {
    "fact":
      "user's Japanese class has 14 students aged 6 to 10, and she uses hiragana flashcards she made herself.",
    "questions": [
      "How many kids are in my language group?",
      "What materials do I bring for the little ones?",
    ],
  },
  {
    "fact":
      "user is planning her first trip to Okinawa for October 2025, flying São Paulo–Dubai–Tokyo–Naha on Emirates and JAL.",
    "questions": [
      "When am I going to visit my parents' homeland?",
      "What's my route to get to Japan?",
    ],
  },
  {
    "fact":
      "user wants to visit the Higa family tomb in Nago and meet her cousin Yoshiko, whom she has only written letters to.",
    "questions": [
      "Which relative do I hope to finally see in person abroad?",
      "Which grave am I hoping to pay respects at?",
    ],
  },
  {
    "fact": "user renewed her Brazilian passport in January 2025 and it expires in 2035.",
    "questions": [
      "When does my travel document run out?",
      "Is my ID for going abroad up to date?",
    ],
  },
  {
    "fact": "user has saved about R$ 28,000 for the Okinawa trip in a CDB at Banco do Brasil.",
    "questions": [
      "How much money have I set aside for the Japan journey?",
      "Where is my vacation fund kept?",
    ],
  },
  {
    "fact":
      "user lives alone in a two-bedroom apartment on the 8th floor of a building on Rua Tomás Gonzaga.",
    "questions": [
      "What level is my flat on?",
      "What street is my home on?",
    ],
  },
  {
    "fact": "user receives a monthly INSS retirement pension of about R$ 3,200.",
    "questions": [
      "How much social security income do I get?",
      "What do I collect from the government now that I've stopped working?",
    ],
  },
  {
    "fact": "user rents out the former bakery building for R$ 6,500 a month to a ramen restaurant.",
    "questions": [
      "Who is the tenant in my old shop property?",
      "How much income does the commercial space bring in?",
    ],
  },
  {
    "fact":
      "user has a 10-year-old shiba inu named Mochi who she walks twice a day in Praça da Liberdade.",
    "questions": [
      "What's my dog called?",
      "Where do I take my pet out for exercise?",
    ],
  },
  {
    "fact": "user also keeps a canary named Pipoca that sings in the kitchen every morning.",
    "questions": [
      "What do I call my little yellow bird?",
      "Which animal chirps at breakfast in my house?",
    ],
  },
  {
    "fact":
      "user's favorite dish is her mother's Okinawan goya champuru, which she cooks every Friday.",
    "questions": [
      "What meal do I make at the end of the week?",
      "Which bitter melon stir-fry recipe is my top pick?",
    ],
  },
  {
    "fact": "user is lactose intolerant and uses soy milk in her coffee.",
    "questions": [
      "Can I have dairy?",
      "What do I put in my morning cup instead of regular cream?",
    ],
  },
  {
    "fact":
      "user drinks a cup of sanpin-cha (jasmine tea) every afternoon, a habit from her Okinawan mother.",
    "questions": [
      "What beverage do I have each day after lunch?",
      "What flowery brew did Mom pass down to me?",
    ],
  },
  {
    "fact": "user buys her groceries at the Marukai supermarket on Rua Galvão Bueno every Tuesday.",
    "questions": [
      "Which store do I get my food from?",
      "What day of the week do I do my shopping?",
    ],
  },
  {
    "fact": "user met her husband Kenji at a Bon Odori festival in Liberdade in 1979.",
    "questions": [
      "Where did I first come across my spouse?",
      "What year did my late partner and I first run into each other?",
    ],
  },
  {
    "fact": "user's wedding anniversary is on June 12, which is also Dia dos Namorados in Brazil.",
    "questions": [
      "When did I get married?",
      "What date did Kenji and I tie the knot?",
    ],
  },
  {
    "fact": "user's birthday is on August 3.",
    "questions": [
      "When was I born?",
      "What day should the family plan my party?",
    ],
  },
  {
    "fact": "user's daughter Mariana is married to Rafael Souza, an engineer at Volvo in Curitiba.",
    "questions": [
      "Who's my son-in-law?",
      "Where does my son-in-law have his job?",
    ],
  },
  {
    "fact": "user's younger brother Tadashi lives in Londrina and runs a coffee farm.",
    "questions": [
      "Which city is my sibling in?",
      "What does my little bro do for work?",
    ],
  },
  {
    "fact":
      "user worked at her parents' vegetable stall in the Mercado Municipal before opening her bakery in 1989.",
    "questions": [
      "What was my first job as a youngster?",
      "Where did I help Mom and Dad sell produce?",
    ],
  },
  {
    "fact": "user had cataract surgery on her left eye in 2022 at the Hospital de Olhos Paulista.",
    "questions": [
      "What operation did I have on my vision?",
      "Which side was treated for a clouded lens?",
    ],
  },
  {
    "fact":
      "user does rajio taiso radio exercises every morning at 6:30 with a neighborhood group in Praça da Liberdade.",
    "questions": [
      "What calisthenics routine do I join before breakfast?",
      "What time does my daily stretching session begin?",
    ],
  },
  {
    "fact":
      "user avoids salty foods and has switched to low-sodium Kikkoman shoyu since her hypertension diagnosis.",
    "questions": [
      "What soy sauce do I buy now?",
      "What diet restriction came with my blood pressure problems?",
    ],
  },
  {
    "fact": "user sings enka karaoke at the Liberdade community association every second Thursday.",
    "questions": [
      "Where do I go to belt out old Japanese ballads?",
      "How often is my microphone night?",
    ],
  },
  {
    "fact":
      'user\'s favorite enka singer is Hibari Misora, and her go-to karaoke song is "Kawa no Nagare no Yō ni."',
    "questions": [
      "Who's my top vocal artist?",
      "What tune do I always pick at the mic?",
    ],
  },
  {
    "fact":
      "user is nervous about the 30-hour flight to Japan and plans to ask Dr. Tanaka for something to help her sleep on the plane.",
    "questions": [
      "Am I scared of the long air travel?",
      "What will I request from my physician before going abroad?",
    ],
  },
  {
    "fact": "user wears reading glasses with +2.5 lenses and keeps a spare pair in her purse.",
    "questions": [
      "What's my prescription for close-up vision?",
      "Do I carry extra specs in my handbag?",
    ],
  },
  {
    "fact": "user owns a 1998 Singer sewing machine she uses to make aprons for the Bunkyo bazaar.",
    "questions": [
      "What brand is my old stitching device?",
      "What do I produce for the charity fair?",
    ],
  },
  {
    "fact": "user has a Toyota Etios she rarely drives and is thinking about selling.",
    "questions": [
      "What car do I have?",
      "Am I planning to get rid of my vehicle?",
    ],
  },
  {
    "fact":
      "user's best friend is Dona Keiko Nakamura, a fellow widow she has known since elementary school.",
    "questions": [
      "Who is my closest pal?",
      "Who have I been buddies with from when we were little girls?",
    ],
  },
  {
    "fact":
      "user is Catholic and attends Mass at Igreja São Gonçalo on Sunday mornings, but also keeps a butsudan with Kenji's photo at home.",
    "questions": [
      "What church do I go to?",
      "Where is my late husband's altar?",
    ],
  },
  {
    "fact": 'user likes to be called "Dona Emi" by friends and students.',
    "questions": [
      "What nickname do I go by?",
      "How should people address me?",
    ],
  },
  {
    "fact": "user watches NHK World Premium every night and never misses the morning serial drama.",
    "questions": [
      "What Japanese TV show am I hooked on?",
      "Which channel do I tune into each evening?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh86}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh86Unrelated: string[] = [
  "Who was Taejo?",
  "Who was Kangxi?",
  "Who was Qianlong?",
  "Who was Yongle?",
  "Who was Hongwu?",
  "Who was Taizong?",
  "Who was Wen of Sui?",
  "Who was Thutmose?",
  "Who was Piye?",
  "Who was Cetshwayo?",
  "Who was Njinga?",
  "Who was Mentuhotep?",
];

/**
 * An eighty-eighth held-out set, written on 2026-12-06 (stop 68) by a writer who had not seen the project, asked for a 38-year-old Welsh-speaking sheep farmer and part-time paramedic in Snowdonia, married to a primary-school teacher, with twin daughters aged 6, who restores a vintage tractor, has type 1 diabetes, runs fell races and is applying for a farm diversification grant to build glamping pods, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 68, not by the writer.
 */
export const fresh87: ParaphraseCase[] = [
  {
    "fact": "user's wife Catrin teaches Year 2 at Ysgol Gynradd Llanberis.",
    "questions": [
      "Which class level is my other half in charge of at her job?",
      "Where is my partner employed as an educator?",
    ],
  },
  {
    "fact": "user's twin daughters Elin and Megan were born on 14 March 2019.",
    "questions": [
      "When is my girls' birthday?",
      "What are my two children called?",
    ],
  },
  {
    "fact":
      "user keeps about 420 Welsh Mountain ewes on a 180-acre upland holding called Tyddyn Du near Beddgelert.",
    "questions": [
      "How many breeding sheep do I have?",
      "What's the name of my land and how much ground does it cover?",
    ],
  },
  {
    "fact":
      "user works two 12-hour shifts a week as a paramedic for the Welsh Ambulance Service, based at Caernarfon station.",
    "questions": [
      "Which depot do I operate out of for my emergency medical job?",
      "How often do I do emergency call-outs, and for how long at a time?",
    ],
  },
  {
    "fact":
      "user was diagnosed with type 1 diabetes at age 19 and uses a FreeStyle Libre 2 sensor with an Omnipod insulin pump.",
    "questions": [
      "How old was I when I found out about my blood sugar condition?",
      "What gadgets do I wear to manage my glucose?",
    ],
  },
  {
    "fact":
      "user's diabetes specialist nurse is Sioned Parry at Ysbyty Gwynedd, and his next HbA1c review is on 9 October.",
    "questions": [
      "Who looks after my blood sugar care at the hospital?",
      "When is my upcoming three-monthly blood test appointment?",
    ],
  },
  {
    "fact":
      "user is restoring a 1958 Ferguson TEF-20 tractor in the old cowshed and is currently rebuilding its diesel engine.",
    "questions": [
      "What vintage farm vehicle am I doing up?",
      "Which bit of the vintage machine in the barn am I overhauling at the moment?",
    ],
  },
  {
    "fact": "user ordered a replacement head gasket for the tractor from Vapormatic for £46.",
    "questions": [
      "Where did I buy the new engine seal for my restoration project?",
      "How much did that part for my vintage machine cost me?",
    ],
  },
  {
    "fact": "user's best fell race time is 1 hour 52 minutes in the Snowdon Race in 2022.",
    "questions": [
      "How quickly did I finish the big summit run up and down the highest peak?",
      "What year did I set my personal record on the mountain?",
    ],
  },
  {
    "fact": "user runs with the Eryri Harriers club and trains with them on Tuesday evenings.",
    "questions": [
      "Which athletics group am I a member of?",
      "What night of the week is my practice session with the group?",
    ],
  },
  {
    "fact":
      "user's mother Gwenllian, 71, lives in a bungalow in Porthmadog and has early-stage Parkinson's.",
    "questions": [
      "Where's my mum's house?",
      "What illness has mum been told she's got?",
    ],
  },
  {
    "fact":
      "user's father Idris died in 2016 of a heart attack while gathering sheep on the mountain.",
    "questions": [
      "When did my dad pass away?",
      "How did dad lose his life?",
    ],
  },
  {
    "fact": "user's brother Dafydd is an electrician in Cardiff and is married to Priya.",
    "questions": [
      "What does my sibling in the capital do for a living?",
      "Who is my sibling's spouse?",
    ],
  },
  {
    "fact":
      "user's sheepdogs are Fly, a 7-year-old border collie, and Mot, a 2-year-old he is still training.",
    "questions": [
      "What are my herding pups called?",
      "Which of my herding hounds is a youngster learning the job?",
    ],
  },
  {
    "fact": "user's family has a ginger cat named Siwsi who sleeps next to the Rayburn.",
    "questions": [
      "What's our moggy called?",
      "Where does our pet feline like to nap?",
    ],
  },
  {
    "fact":
      "user is applying for a £38,000 farm diversification grant from the Welsh Government to build four glamping pods.",
    "questions": [
      "How much funding am I asking for to put up the holiday cabins?",
      "How many camping huts do I want to put up on the land?",
    ],
  },
  {
    "fact": "user's diversification application must be submitted by 28 February 2025.",
    "questions": [
      "When is the cut-off for my funding bid?",
      "By what date do I need to send the cabin paperwork in?",
    ],
  },
  {
    "fact":
      "user is working with planning consultant Gareth Lloyd of Cadnant Planning in Menai Bridge on the pods.",
    "questions": [
      "Who's helping me get permission for the holiday cabins?",
      "Which firm am I using for the council consent stuff?",
    ],
  },
  {
    "fact": "user got a quote of £14,500 per pod from Lune Valley Pods.",
    "questions": [
      "What price for every unit did the cabin makers give me?",
      "Which company priced up the holiday huts for me?",
    ],
  },
  {
    "fact":
      "user plans to locate the pods in the lower field called Cae Isaf, which has views of Moel Hebog.",
    "questions": [
      "Which paddock did I pick for the holiday huts?",
      "What mountain can you see from the spot where the cabins will go?",
    ],
  },
  {
    "fact":
      "user receives about £19,000 a year in Basic Payment Scheme subsidy, which is being phased out.",
    "questions": [
      "Roughly how much government support money comes in annually for the land?",
      "Which agricultural handout is coming to an end soon?",
    ],
  },
  {
    "fact": "user sells his lambs at Bryncir livestock market, usually in August and September.",
    "questions": [
      "Where do I take my young stock to auction?",
      "What time of year do I typically flog the spring ones?",
    ],
  },
  {
    "fact": "user's flock is sheared in June by contractor Owain Roberts, who charges £1.80 a ewe.",
    "questions": [
      "Who clips my sheep for me?",
      "What's the going rate the clipper costs me for every animal?",
    ],
  },
  {
    "fact": "user drives a 2018 Toyota Hilux with 142,000 miles on it.",
    "questions": [
      "What pickup do I have and how old is it?",
      "How far has my truck gone on the clock?",
    ],
  },
  {
    "fact": "user's Hilux MOT is due on 22 November.",
    "questions": [
      "When does my pickup need its annual roadworthiness test?",
      "What date is the truck's yearly inspection?",
    ],
  },
  {
    "fact":
      "user's favourite meal is cawl made with his own lamb, served with Caerphilly cheese and crusty bread.",
    "questions": [
      "What's the dish I love most?",
      "What's my top comfort food?",
    ],
  },
  {
    "fact": "user can't stand coriander and always picks it out of curries.",
    "questions": [
      "Which herb do I hate?",
      "What green garnish do I refuse to eat?",
    ],
  },
  {
    "fact": "user's go-to low-carb snack on shift is Babybel cheese and a handful of almonds.",
    "questions": [
      "What do I nibble during work to keep my sugars steady?",
      "Which nuts and dairy do I take along on ambulance days?",
    ],
  },
  {
    "fact": "user carries Lift glucose tablets in his running vest for hypos on the hills.",
    "questions": [
      "What do I take for low blood sugar when I'm out in the mountains?",
      "What sweets do I keep in my race pack?",
    ],
  },
  {
    "fact": "user married Catrin on 5 August 2014 at Portmeirion.",
    "questions": [
      "When is our anniversary?",
      "Where did we tie the knot?",
    ],
  },
  {
    "fact":
      "user's household speaks only Welsh at home, while he uses English mostly on ambulance shifts.",
    "questions": [
      "Which tongue do we talk around the house?",
      "When do I talk in my second tongue?",
    ],
  },
  {
    "fact": "user's twins go to swimming lessons at Plas Menai on Saturday mornings.",
    "questions": [
      "Where do my kids have their pool classes?",
      "What day are the girls' sessions in the water?",
    ],
  },
  {
    "fact": "user's daughter Elin is allergic to peanuts and carries an EpiPen.",
    "questions": [
      "Which child of mine needs an adrenaline injector?",
      "What food does one of my girls have to avoid completely?",
    ],
  },
  {
    "fact": "user's daughter Megan has a lop-eared rabbit named Tedi.",
    "questions": [
      "What's my kid's bunny called?",
      "What pet does one of my girls look after?",
    ],
  },
  {
    "fact": "user's best mate Iwan volunteers with the Aberglaslyn Mountain Rescue Team.",
    "questions": [
      "Which of my closest pals helps out with search work on the hills?",
      "Who do I know that goes out looking for lost walkers?",
    ],
  },
  {
    "fact": "user plays in a Thursday night darts league at the Tanronnen Inn in Beddgelert.",
    "questions": [
      "Where do I go to throw arrows every week?",
      "What evening is my pub game?",
    ],
  },
  {
    "fact": "user sings bass in Côr Meibion Porthmadog, which rehearses on Wednesdays.",
    "questions": [
      "What voice part do I have in the male choir?",
      "Which night do we practise with the men's vocal group?",
    ],
  },
  {
    "fact":
      "user's house is a stone farmhouse built in 1840 with a slate roof that leaks over the back bedroom.",
    "questions": [
      "Which room has the drip from the ceiling?",
      "How old is our home?",
    ],
  },
  {
    "fact": "user got a quote of £7,200 from roofer Gethin Owen to fix the slates.",
    "questions": [
      "How much will it cost to repair the tiles on top of the building?",
      "Which tradesman gave me a price for mending the leaks up top?",
    ],
  },
  {
    "fact": "user's mortgage is with the Principality Building Society at 4.6% fixed until 2027.",
    "questions": [
      "Which lender is our home loan with?",
      "When does our interest rate deal run out?",
    ],
  },
  {
    "fact": "user installed 16 solar panels on the sheep shed roof in 2023.",
    "questions": [
      "How many PV modules are on the livestock building?",
      "When did we get the photovoltaic system fitted?",
    ],
  },
  {
    "fact":
      "user's accountant is Meinir Evans at Bennett Brooks in Pwllheli, and his self-assessment tax return is due 31 January.",
    "questions": [
      "Who does my books?",
      "Which town is my bookkeeper's office in?",
    ],
  },
  {
    "fact": "user is planning a campervan trip to Brittany with the family next August.",
    "questions": [
      "Where in France are we heading for our summer holiday?",
      "What type of vehicle are we hiring for our break abroad?",
    ],
  },
  {
    "fact": "user has never flown further than Tenerife, where the family went in October 2023.",
    "questions": [
      "What's the farthest I've travelled by plane?",
      "When did we go to the Canaries?",
    ],
  },
  {
    "fact": "user's paramedic registration with the HCPC needs renewing by 31 August 2025.",
    "questions": [
      "When does my professional licence for the medical job expire?",
      "Which body do I pay to stay qualified as a clinician?",
    ],
  },
  {
    "fact": "user completed a PHTLS trauma course at Bangor University in May.",
    "questions": [
      "Which injury management training did I finish in the spring?",
      "Where did I do that qualification?",
    ],
  },
  {
    "fact": "user has to renew his driving licence every 3 years because of his type 1 diabetes.",
    "questions": [
      "How often do I have to reapply for permission to be behind the wheel?",
      "Why does the DVLA make me resubmit my paperwork so frequently?",
    ],
  },
  {
    "fact":
      "user's favourite band is Super Furry Animals and he saw them at Green Man festival in 2015.",
    "questions": [
      "Which group do I like best?",
      "Which music event did I catch my top group at?",
    ],
  },
  {
    "fact":
      "user goes to one Six Nations rugby match at the Principality Stadium in Cardiff every year.",
    "questions": [
      "Which tournament do I watch live annually in the capital?",
      "What sport do I travel south to see once a season?",
    ],
  },
  {
    "fact":
      "user wants to attempt the Paddy Buckley Round, a 61-mile, 47-summit challenge, in summer 2026.",
    "questions": [
      "Which big mountain-circuit test am I hoping to take on?",
      "When am I aiming to do that huge hill loop?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh87}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh87Unrelated: string[] = [
  "Who was Sequoyah?",
  "Who was Shapur?",
  "Who was Khosrow?",
  "Who was Kashta?",
  "Who was Taharqa?",
  "Who was Amanirenas?",
  "Who was Mzilikazi?",
  "Who was Lobengula?",
  "Who was Samori Ture?",
  "Who was Usman dan Fodio?",
  "Who was Mongke?",
  "Who was Toghril?",
];

/**
 * An eighty-ninth held-out set, written on 2026-12-06 (stop 68) by a writer who had not seen the project, asked for a 27-year-old Ghanaian-born PhD student in marine biology in Lisbon, single, sharing a flat with two flatmates, who surfs, plays guitar in a highlife band, has a peanut allergy, sends money to her younger brother in Kumasi for school fees and is preparing a conference talk in Honolulu, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 68, not by the writer.
 */
export const fresh88: ParaphraseCase[] = [
  {
    "fact":
      "user's supervisor Dr. Marta Sousa wants the second thesis chapter on seagrass carbon storage by 15 March.",
    "questions": [
      "When is my next big writing deadline for my advisor?",
      "What topic is the draft I owe my professor about?",
    ],
  },
  {
    "fact": "user pays 480 euros a month for her room in Arroios.",
    "questions": [
      "How much is my rent?",
      "Which neighbourhood do I live in?",
    ],
  },
  {
    "fact": "user's younger brother Kwabena is in Form 2 at Prempeh College in Kumasi.",
    "questions": [
      "What school does my little sibling attend?",
      "What grade is my kid sibling at now?",
    ],
  },
  {
    "fact":
      "user sends 200 euros through WorldRemit every term to cover her brother's school fees.",
    "questions": [
      "Which app do I use to wire money home?",
      "How much do I transfer for the tuition back in Ghana?",
    ],
  },
  {
    "fact": "user has a severe peanut allergy and carries two EpiPens in her backpack.",
    "questions": [
      "What food can send me into anaphylaxis?",
      "How many adrenaline injectors do I keep in my bag?",
    ],
  },
  {
    "fact":
      "user plays rhythm guitar in a highlife band called Kokroko Waves that rehearses on Thursdays in Intendente.",
    "questions": [
      "What's the name of my music group?",
      "Which evening do we practise, and where?",
    ],
  },
  {
    "fact": "user surfs at Carcavelos most Saturday mornings on a 7'2\" Torq mini-mal.",
    "questions": [
      "Where do I usually catch waves at the weekend?",
      "What kind of board do I ride?",
    ],
  },
  {
    "fact":
      "user's conference talk in Honolulu is scheduled for 10:30 am on 24 February in Room 316.",
    "questions": [
      "When is my presentation in Hawaii?",
      "Which hall am I presenting in at the symposium?",
    ],
  },
  {
    "fact": "user's talk is 12 minutes long plus 3 minutes of questions.",
    "questions": [
      "How much time do I get to speak, including Q&A?",
      "What's the length of my slot at the Hawaii meeting?",
    ],
  },
  {
    "fact":
      "user flies TAP from Lisbon to San Francisco on 20 February and then United to Honolulu.",
    "questions": [
      "Which airline am I taking for the first leg of the Hawaii trip?",
      "What date do I leave for the islands?",
    ],
  },
  {
    "fact": "user's flatmates are Inês, a nurse, and Tobias, a German software developer.",
    "questions": [
      "Who do I share my apartment with?",
      "Which of my housemates works in tech?",
    ],
  },
  {
    "fact": "user's mother Akua runs a fabric stall at Kejetia Market.",
    "questions": [
      "What does mum sell for a living?",
      "Where is my mom's shop?",
    ],
  },
  {
    "fact": "user's father, a secondary school maths teacher, died in 2019.",
    "questions": [
      "What subject was my dad's job?",
      "What year did I lose my dad?",
    ],
  },
  {
    "fact": "user did her undergrad at the University of Cape Coast, graduating in 2018.",
    "questions": [
      "Where did I get my bachelor's degree?",
      "When did I finish my first degree?",
    ],
  },
  {
    "fact":
      "user completed a master's at the University of Algarve in Faro on an Erasmus Mundus scholarship.",
    "questions": [
      "Which city was I in for my MSc?",
      "What funding paid for my postgrad before the doctorate?",
    ],
  },
  {
    "fact":
      "user's PhD is funded by an FCT scholarship of 1,309 euros per month that ends in August 2026.",
    "questions": [
      "How much is my stipend?",
      "When does my doctoral grant expire?",
    ],
  },
  {
    "fact": "user's lab is at MARE in the Faculdade de Ciências, Campo Grande, building C2.",
    "questions": [
      "Where is my research group's office on campus?",
      "Which block do I work in at the university?",
    ],
  },
  {
    "fact": "user takes the green metro line from Arroios to Campo Grande every morning.",
    "questions": [
      "Which subway route do I ride to uni?",
      "What station do I get off at for work?",
    ],
  },
  {
    "fact":
      "user's allergist is Dr. Rui Pinto at Hospital de Santa Maria, and her next appointment is 9 April.",
    "questions": [
      "When is my upcoming visit with the immunology specialist?",
      "Which clinic is my anaphylaxis doctor at?",
    ],
  },
  {
    "fact": "user's favourite Ghanaian dish is waakye with shito, which she cooks on Sundays.",
    "questions": [
      "What's my go-to comfort food from home?",
      "Which day do I usually make my West African rice and beans?",
    ],
  },
  {
    "fact":
      "user buys Ghanaian ingredients at a shop on Rua do Benformoso run by a Nigerian couple.",
    "questions": [
      "Where do I get my African groceries?",
      "Who owns the store where I pick up gari?",
    ],
  },
  {
    "fact": "user owns a Yamaha FG800 acoustic and a secondhand Fender Telecaster.",
    "questions": [
      "What instruments do I have?",
      "Which electric do I play?",
    ],
  },
  {
    "fact": "user's band has a gig at Musicbox Lisboa on 8 March.",
    "questions": [
      "When's our next show?",
      "Which venue are we playing next?",
    ],
  },
  {
    "fact":
      "user's best friend in Lisbon is Mariana, a Brazilian architect she met at a language exchange.",
    "questions": [
      "Who is my closest pal here?",
      "How did I get to know my mate who designs buildings?",
    ],
  },
  {
    "fact": "user's oldest friend Efua works as a pharmacist in Accra.",
    "questions": [
      "What does my childhood bestie do for a job?",
      "Which city is my pal from back home based in?",
    ],
  },
  {
    "fact": "user holds a B1 Portuguese certificate from CAPLE and is aiming for B2 by summer.",
    "questions": [
      "What's my current level in the local language?",
      "What grade am I hoping to reach next in my language studies?",
    ],
  },
  {
    "fact": "user speaks Twi and English fluently and some Fante.",
    "questions": [
      "What languages do I know?",
      "Which Akan dialect am I only partly comfortable in?",
    ],
  },
  {
    "fact": "user's residence permit expires on 3 November 2025 and renewal goes through AIMA.",
    "questions": [
      "When does my visa run out?",
      "Which agency handles extending my stay papers?",
    ],
  },
  {
    "fact": "user banks with Millennium BCP and uses Revolut when travelling abroad.",
    "questions": [
      "Where is my main account?",
      "Which card do I take on trips overseas?",
    ],
  },
  {
    "fact":
      "user got a tetanus booster in October 2024 after cutting her foot on rocks at Ericeira.",
    "questions": [
      "When was my last jab for lockjaw?",
      "Which surf spot was I at when I injured myself?",
    ],
  },
  {
    "fact":
      "user's research uses sediment cores from Ria Formosa to measure blue carbon in Zostera noltei meadows.",
    "questions": [
      "Where do my field samples come from?",
      "What plant species am I studying?",
    ],
  },
  {
    "fact":
      "user's co-supervisor Prof. Kwame Asante at the University of Ghana meets her on Zoom monthly.",
    "questions": [
      "How often do I have calls with my second advisor?",
      "Which institution is my other advisor at?",
    ],
  },
  {
    "fact":
      "user won a travel grant of 1,200 euros from the Sociedade Portuguesa de Ecologia for the conference.",
    "questions": [
      "How much money did I get to fund my Hawaii trip?",
      "Which society is paying toward my flights to the islands?",
    ],
  },
  {
    "fact": "user booked five nights at the Ala Moana Hotel in Honolulu.",
    "questions": [
      "Where am I staying in Hawaii?",
      "How long is my accommodation reserved?",
    ],
  },
  {
    "fact": "user plans to rent a board and surf Queens at Waikiki after her talk.",
    "questions": [
      "Which wave do I want to try once the meeting is over?",
      "What do I want to do on the beach once I've presented?",
    ],
  },
  {
    "fact": "user's birthday is 14 July and she turns 28 this year.",
    "questions": [
      "When was I born?",
      "How old will I be next?",
    ],
  },
  {
    "fact": "user's bandleader Kojo is a trumpeter from Takoradi.",
    "questions": [
      "Who runs our group and what horn does he play?",
      "Where is our frontman from?",
    ],
  },
  {
    "fact": "user's favourite highlife artist is E.T. Mensah, and she also loves Amakye Dede.",
    "questions": [
      "Who's my all-time musical idol?",
      "Which old-school Ghanaian singer do I adore?",
    ],
  },
  {
    "fact": "user does yoga at a studio in Anjos on Tuesday evenings.",
    "questions": [
      "Where do I go to stretch during the week?",
      "Which night is my mat class?",
    ],
  },
  {
    "fact": "user's phone is a Samsung Galaxy A54 with a cracked screen she keeps meaning to fix.",
    "questions": [
      "What mobile do I have?",
      "Is my handset damaged?",
    ],
  },
  {
    "fact": "user has a US B1/B2 visa interview at the American embassy in Lisbon on 14 January.",
    "questions": [
      "When is my appointment with the States consulate?",
      "What type of entry permit do I need for Hawaii?",
    ],
  },
  {
    "fact":
      "user's thesis lives on a 2021 MacBook Air and is backed up to OneDrive and an external Seagate drive.",
    "questions": [
      "Where do I keep copies of my dissertation?",
      "What computer do I work on?",
    ],
  },
  {
    "fact": "user saves 100 euros monthly in a Trade Republic account for a Christmas trip home.",
    "questions": [
      "How much do I put aside for visiting Ghana?",
      "Which app holds my stash for the December flight?",
    ],
  },
  {
    "fact": "user last visited Ghana in December 2023.",
    "questions": [
      "When was my most recent trip back home?",
      "How long has it been since I went to Kumasi?",
    ],
  },
  {
    "fact": "user hates coriander and always asks for it to be left out.",
    "questions": [
      "Which herb can't I stand?",
      "What do I tell waiters to remove from my food?",
    ],
  },
  {
    "fact":
      "user's favourite café is Fábrica Coffee Roasters, where she orders a flat white with oat milk.",
    "questions": [
      "Where's my go-to spot for an espresso drink?",
      "What drink do I usually get at my regular spot?",
    ],
  },
  {
    "fact": "user wears a 4/3 mm O'Neill wetsuit in winter because the Atlantic is around 14°C.",
    "questions": [
      "How thick is my cold-season suit?",
      "How chilly is the sea in the colder months?",
    ],
  },
  {
    "fact":
      "user's ex-boyfriend Daniel moved to Amsterdam in 2023 and they still talk occasionally.",
    "questions": [
      "Where did my former partner relocate?",
      "Do I keep in contact with my former partner?",
    ],
  },
  {
    "fact":
      "user volunteers one Saturday a month with Ocean Alive, teaching fisherwomen in the Sado estuary about seagrass.",
    "questions": [
      "Which charity do I help out with?",
      "Where do I do my conservation outreach?",
    ],
  },
  {
    "fact":
      "user's mother takes amlodipine for hypertension, which user covers at about 150 cedis a month.",
    "questions": [
      "What medicine is mum on for her blood pressure?",
      "How much do I spend on my mom's pills?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh88}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh88Unrelated: string[] = [
  "Who was Abaoji?",
  "Who was Jumong?",
  "Who was Munmu?",
  "Who was Gyeonhwon?",
  "Who was Bayinnaung?",
  "Who was Naresuan?",
  "Who was Hayam Wuruk?",
  "Who was Parameswara?",
  "Who was Lapulapu?",
  "Who was Hongi Hika?",
  "Who was Pemulwuy?",
  "Who was Huayna Capac?",
];

/**
 * A ninetieth held-out set, written on 2026-12-07 (stop 69) by a writer who had not seen the project, asked for a 46-year-old Egyptian-born orthodontist in Toronto, divorced, sharing custody of a 15-year-old son, who plays squash, is restoring a 1970s wooden sailboat, is learning Japanese and helps care for his elderly father who has Parkinson's, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 69, not by the writer.
 */
export const fresh89: ParaphraseCase[] = [
  {
    "fact": "user was born in Alexandria, Egypt, in March 1978 and moved to Canada at age 19.",
    "questions": [
      "Which city did I grow up in before coming over here?",
      "How old was I when I emigrated to North America?",
    ],
  },
  {
    "fact": "user's son Karim is 15 and attends grade 10 at Northern Secondary School.",
    "questions": [
      "What's my kid called?",
      "Where does my boy take classes, and what year is he in?",
    ],
  },
  {
    "fact":
      "user divorced his ex-wife Nadia in 2019 and they share custody of Karim on a week-on, week-off schedule.",
    "questions": [
      "What year did my marriage officially end?",
      "How does the parenting arrangement with my former spouse work?",
    ],
  },
  {
    "fact":
      "user's father, Mahmoud, is 79, has Parkinson's disease, and lives in a condo in Mississauga.",
    "questions": [
      "Where's my dad's apartment?",
      "What neurological condition was my dad diagnosed with, and how old is he?",
    ],
  },
  {
    "fact":
      "user visits his father every Tuesday and Saturday to help with medications and physical therapy exercises.",
    "questions": [
      "Which days do I go see my dad?",
      "What do I assist my dad with when I drop by?",
    ],
  },
  {
    "fact": "user's father takes carbidopa-levodopa four times a day.",
    "questions": [
      "What pills is my dad on for his tremors?",
      "How many doses does my dad need between morning and bedtime?",
    ],
  },
  {
    "fact": "user's younger sister Yasmin lives in Dubai and works as an architect.",
    "questions": [
      "What's my sibling's profession?",
      "Where in the Gulf is my sibling settled?",
    ],
  },
  {
    "fact":
      "user runs his own orthodontic practice, Bloor Smile Orthodontics, on Bloor Street West, which he opened in 2011.",
    "questions": [
      "What's my clinic called?",
      "What year did I launch my business?",
    ],
  },
  {
    "fact":
      "user employs two hygienists, a treatment coordinator named Priya, and a receptionist named Colleen.",
    "questions": [
      "Who's my front desk person?",
      "Who handles patient care plans at my clinic?",
    ],
  },
  {
    "fact": "user treats about 40 patients per day, mostly teenagers getting braces.",
    "questions": [
      "How many people come through my chair on a typical shift?",
      "What age group makes up most of my caseload?",
    ],
  },
  {
    "fact":
      "user's practice has been offering Invisalign since 2015 and it now accounts for about 30% of his revenue.",
    "questions": [
      "When did I start doing clear aligners?",
      "What share of my income comes from the clear aligner side?",
    ],
  },
  {
    "fact":
      "user graduated from dental school at the University of Toronto in 2004 and finished his orthodontics residency in 2007.",
    "questions": [
      "Where did I earn my first professional degree?",
      "When did I complete my specialty training?",
    ],
  },
  {
    "fact":
      "user plays squash every Monday, Wednesday and Friday at 6:30 a.m. at the Cambridge Club downtown.",
    "questions": [
      "What racquet sport do I do before work?",
      "Which days and what time are my early court sessions?",
    ],
  },
  {
    "fact": "user's regular squash partner is his colleague Dr. Farid Haddad, a periodontist.",
    "questions": [
      "Who do I usually hit the ball with on the courts?",
      "What kind of gum specialist is my usual opponent?",
    ],
  },
  {
    "fact":
      "user is restoring a 1973 wooden sloop called Nefertiti that he bought for $6,500 in 2021.",
    "questions": [
      "What's the name of the vessel I'm fixing up?",
      "How much did I pay for my yacht and when?",
    ],
  },
  {
    "fact": "user stores the boat over the winter at Bluffer's Park Marina in Scarborough.",
    "questions": [
      "Where does my yacht sit during the cold months?",
      "Which harbour in the east end holds my vessel off-season?",
    ],
  },
  {
    "fact":
      "user is currently replacing the mahogany planking on the hull and estimates the restoration will take two more years.",
    "questions": [
      "What kind of wood am I swapping out on my vessel?",
      "How long until the refit is finished?",
    ],
  },
  {
    "fact":
      "user is learning Japanese through weekly Wednesday evening classes at the Japanese Canadian Cultural Centre.",
    "questions": [
      "Where do I take my language lessons?",
      "Which foreign tongue am I studying?",
    ],
  },
  {
    "fact": "user is aiming to pass the JLPT N4 exam in December 2025.",
    "questions": [
      "Which proficiency test am I preparing for?",
      "When is my language test date?",
    ],
  },
  {
    "fact": "user uses the Anki app for 20 minutes every morning to review kanji flashcards.",
    "questions": [
      "What tool do I drill characters with at breakfast?",
      "How long is my daily vocab drill?",
    ],
  },
  {
    "fact": "user's Japanese tutor is Ms. Haruka Sato, whom he meets on Zoom on Sunday afternoons.",
    "questions": [
      "Who's my private language teacher?",
      "When do my online one-on-one sessions happen?",
    ],
  },
  {
    "fact":
      "user plans to take Karim on a two-week trip to Japan in the summer of 2026, visiting Tokyo, Kyoto, and Hiroshima.",
    "questions": [
      "Where am I going with my son next year?",
      "Which cities are on the itinerary for our big vacation?",
    ],
  },
  {
    "fact":
      "user lives in a three-bedroom semi-detached house in Leslieville that he bought in 2020 for $1.15 million.",
    "questions": [
      "What neighbourhood is my home in?",
      "How much did I pay for my place?",
    ],
  },
  {
    "fact": "user drives a 2021 Volvo XC60 in dark grey.",
    "questions": [
      "What car do I have?",
      "What colour is my vehicle?",
    ],
  },
  {
    "fact": "user's mortgage is about $680,000 at a fixed rate of 4.9%, renewing in 2027.",
    "questions": [
      "How much do I still owe on my home loan?",
      "What percentage am I locked in at, and when does that term end?",
    ],
  },
  {
    "fact":
      "user was diagnosed with high blood pressure in 2022 and takes 10 mg of ramipril daily.",
    "questions": [
      "What medication am I on for hypertension?",
      "When did my doctor tell me my BP was elevated?",
    ],
  },
  {
    "fact": "user had arthroscopic surgery on his left knee in 2018 after a squash injury.",
    "questions": [
      "Which joint did I have an operation on?",
      "What caused the leg problem that needed a scope?",
    ],
  },
  {
    "fact": "user's family doctor is Dr. Elaine Wong at the Riverdale Medical Centre.",
    "questions": [
      "Who's my GP?",
      "Where is my physician's office located?",
    ],
  },
  {
    "fact": "user is allergic to penicillin.",
    "questions": [
      "What antibiotic can't I take?",
      "Do I have any drug reactions I should mention?",
    ],
  },
  {
    "fact": "user prefers his coffee as a Turkish-style brew with cardamom, no sugar.",
    "questions": [
      "How do I like my morning cup?",
      "What spice goes in my java?",
    ],
  },
  {
    "fact":
      "user's favourite food is his late mother's molokhia, which he cooks every Friday night.",
    "questions": [
      "What's my top comfort dish?",
      "Which recipe from mom do I make at the end of the week?",
    ],
  },
  {
    "fact": "user's mother, Samia, passed away from breast cancer in 2016.",
    "questions": [
      "When did my mom die?",
      "What illness took my mum?",
    ],
  },
  {
    "fact":
      "user volunteers one Thursday evening a month at a free dental clinic for newcomers in Scarborough.",
    "questions": [
      "How often do I do pro bono work?",
      "Which group of patients do I do charity care for?",
    ],
  },
  {
    "fact": "user earns roughly $420,000 a year before tax from his practice.",
    "questions": [
      "What's my yearly take ahead of the government's cut?",
      "About how much does my business pay me annually?",
    ],
  },
  {
    "fact": "user pays Nadia $1,800 per month in child support.",
    "questions": [
      "What's the amount I transfer to my ex for our kid's expenses?",
      "Who gets the money I hand over for my teenager's care?",
    ],
  },
  {
    "fact":
      "user contributes the maximum to his RRSP every February and holds most of it in index ETFs.",
    "questions": [
      "When do I top up my retirement savings account?",
      "What am I invested in for retirement?",
    ],
  },
  {
    "fact": "user's best friend from childhood, Omar Fathy, is a cardiologist in Cleveland.",
    "questions": [
      "Who's my oldest buddy?",
      "What does my pal in Ohio do for work?",
    ],
  },
  {
    "fact":
      "user is dating a high school French teacher named Claire Dubois, whom he met in September 2024 at a friend's dinner party.",
    "questions": [
      "Who's my girlfriend and what's her job?",
      "How did my partner and I first cross paths?",
    ],
  },
  {
    "fact": "user's son Karim plays goalie on a competitive hockey team, the Leaside Flames.",
    "questions": [
      "What position is my boy on the ice?",
      "Which club is my teen on?",
    ],
  },
  {
    "fact": "user pays about $4,500 a year for Karim's hockey fees and equipment.",
    "questions": [
      "How much does my son's sport cost me annually?",
      "How much do I spend on my kid's gear and registration?",
    ],
  },
  {
    "fact":
      "user wants Karim to consider studying engineering at Waterloo, but Karim is interested in film.",
    "questions": [
      "What career do I hope my son goes into?",
      "What field is my boy actually drawn to?",
    ],
  },
  {
    "fact": "user speaks Arabic, English, and French fluently.",
    "questions": [
      "What languages do I know?",
      "How many tongues can I converse in?",
    ],
  },
  {
    "fact": "user wakes up at 5:30 a.m. on weekdays.",
    "questions": [
      "What time do I get out of bed on workdays?",
      "How early is my alarm set Monday through Friday?",
    ],
  },
  {
    "fact":
      "user reads mostly historical nonfiction and is currently reading The Silk Roads by Peter Frankopan.",
    "questions": [
      "What book am I in the middle of?",
      "What genre do I usually go for?",
    ],
  },
  {
    "fact": "user supports Al Ahly football club and Toronto FC.",
    "questions": [
      "What soccer teams do I cheer for?",
      "Which Cairo side am I a fan of?",
    ],
  },
  {
    "fact": "user travelled to Cairo in April 2024 to visit his aunt Hoda and cousins.",
    "questions": [
      "When was the last time I went back to Egypt?",
      "Which relatives did I see on my trip home?",
    ],
  },
  {
    "fact":
      "user's father's caregiver, a PSW named Rosa, comes to the condo every weekday from 9 a.m. to 1 p.m.",
    "questions": [
      "Who's the personal support worker looking after my dad?",
      "What hours does my dad's helper work?",
    ],
  },
  {
    "fact":
      "user is considering moving his father into a long-term care home in Etobicoke, with a waitlist of about 18 months.",
    "questions": [
      "How far off is a spot opening up at the nursing facility for my dad?",
      "Which part of the city is the senior residence I'm eyeing for my dad?",
    ],
  },
  {
    "fact": "user owns a 3-year-old Shiba Inu named Miso.",
    "questions": [
      "What kind of pet do I have?",
      "What's my pup called, and how many birthdays has it had?",
    ],
  },
  {
    "fact":
      "user's goal is to sail Nefertiti to the Thousand Islands once the restoration is done.",
    "questions": [
      "Where do I want to take my vessel after the refit?",
      "What's my dream voyage after the boat's finished?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh89}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh89Unrelated: string[] = [
  "Who was Tenkamenin?",
  "Who was Ranavalona?",
  "Who was Andrianampoinimerina?",
  "Who was Kamehameha?",
  "Who was Liliuokalani?",
  "Who was Metacomet?",
  "Who was Krishnadevaraya?",
  "Who was Nurhaci?",
  "Who was Orhan?",
  "Who was Hywel Dda?",
  "Who was Jadwiga?",
  "Who was Yohannes?",
];

/**
 * A ninety-first held-out set, written on 2026-12-07 (stop 69) by a writer who had not seen the project, asked for a 32-year-old Peruvian-born sous-chef in Tokyo, married to a Japanese ceramicist, who goes bouldering, runs a small food blog, has asthma, is saving to open a restaurant of her own and is planning a trip home to Cusco for her grandmother's 90th birthday, with a realistic, specific, varied life: 50 facts, two questions each. Its unrelated cues were written at stop 69, not by the writer.
 */
export const fresh90: ParaphraseCase[] = [
  {
    "fact": "user was born in Cusco, Peru, in 1992 and moved to Tokyo in 2016.",
    "questions": [
      "Where did I grow up originally?",
      "What year did I relocate to Japan?",
    ],
  },
  {
    "fact": "user works as a sous-chef at Hoshizora, a Nikkei fusion restaurant in Ebisu.",
    "questions": [
      "What's my position in the kitchen?",
      "Which neighborhood is my job located in?",
    ],
  },
  {
    "fact":
      "user's husband Kenji Morita is a ceramicist who runs a small pottery studio in Mashiko.",
    "questions": [
      "What does my spouse do for a living?",
      "Where's my partner's workshop?",
    ],
  },
  {
    "fact": "user married Kenji on April 14, 2019, at a small shrine ceremony in Kamakura.",
    "questions": [
      "When's our wedding anniversary?",
      "Where did we tie the knot?",
    ],
  },
  {
    "fact": "user has mild asthma and carries a Symbicort inhaler at all times.",
    "questions": [
      "What breathing condition do I have?",
      "Which puffer medication do I keep on me?",
    ],
  },
  {
    "fact": "user's grandmother Rosa Quispe turns 90 on August 22, 2025.",
    "questions": [
      "When is Abuela's big milestone birthday?",
      "How old will my nana be this year?",
    ],
  },
  {
    "fact":
      "user has booked a LATAM flight from Narita to Lima departing August 15, 2025, with a connection to Cusco.",
    "questions": [
      "Which airline am I using to get to South America?",
      "What date does my trip back home leave?",
    ],
  },
  {
    "fact": "user has saved 4.2 million yen toward opening her own restaurant.",
    "questions": [
      "How much money have I put aside for my dream eatery?",
      "What's the current balance in my business fund?",
    ],
  },
  {
    "fact": "user's goal is to reach 10 million yen before signing a lease in 2027.",
    "questions": [
      "What's my target amount for when I commit to renting a space?",
      "What year am I aiming to get a property for my place?",
    ],
  },
  {
    "fact": 'user\'s food blog is called "Ají & Umami" and gets about 3,000 visitors a month.',
    "questions": [
      "What's the name of my cooking website?",
      "How much traffic does my site pull in?",
    ],
  },
  {
    "fact": "user posts a new blog recipe every Sunday evening.",
    "questions": [
      "What day do I publish on my site?",
      "How often do I upload fresh content?",
    ],
  },
  {
    "fact": "user goes bouldering three times a week at B-Pump Ogikubo.",
    "questions": [
      "Which climbing gym am I a member of?",
      "How frequently do I climb?",
    ],
  },
  {
    "fact": "user's hardest boulder problem so far is a V5 she sent in March 2025.",
    "questions": [
      "What's my top climbing grade?",
      "When did I complete my toughest route?",
    ],
  },
  {
    "fact": "user wears La Sportiva Solution climbing shoes in size 37.",
    "questions": [
      "What brand of footwear do I use on the wall?",
      "What number do I order for my bouldering slippers?",
    ],
  },
  {
    "fact": "user's brother Diego is a tour guide in Arequipa.",
    "questions": [
      "What does my sibling do for work?",
      "Which Peruvian city does my sibling live in?",
    ],
  },
  {
    "fact": "user's mother Carmen runs a small bakery near the San Blas neighborhood in Cusco.",
    "questions": [
      "What business does my mom own?",
      "Where is mom's shop located?",
    ],
  },
  {
    "fact": "user's father Alberto passed away in 2014.",
    "questions": [
      "When did my dad die?",
      "What year did I lose my papa?",
    ],
  },
  {
    "fact": "user lives in a two-bedroom apartment in Koenji with Kenji.",
    "questions": [
      "Which part of the city is our home in?",
      "How many rooms does our flat have?",
    ],
  },
  {
    "fact": "user pays 148,000 yen a month in rent.",
    "questions": [
      "What's our housing cost?",
      "How much do I hand the landlord?",
    ],
  },
  {
    "fact": "user has a shiba inu named Mochi who was adopted in 2021.",
    "questions": [
      "What breed is my dog?",
      "When did we get our pet?",
    ],
  },
  {
    "fact": "user's signature dish is lomo saltado made with wagyu and yuzu kosho.",
    "questions": [
      "What's my best-known plate?",
      "What Japanese twist do I put on the Peruvian stir-fry?",
    ],
  },
  {
    "fact": "user is allergic to shellfish, specifically shrimp and crab.",
    "questions": [
      "What seafood can't I eat?",
      "Do I have any food sensitivities?",
    ],
  },
  {
    "fact": "user trained at Le Cordon Bleu in Lima from 2011 to 2013.",
    "questions": [
      "Where did I go to culinary school?",
      "What years was I studying cooking?",
    ],
  },
  {
    "fact": "user's first mentor in Japan was chef Takeshi Ueda at a kaiseki restaurant in Ginza.",
    "questions": [
      "Who taught me when I originally arrived in Tokyo?",
      "What kind of cuisine did my old boss specialize in?",
    ],
  },
  {
    "fact": "user's work shift runs from 2 p.m. to 11 p.m., Tuesday through Saturday.",
    "questions": [
      "What are my hours?",
      "Which days am I off?",
    ],
  },
  {
    "fact": "user passed the JLPT N2 exam in December 2022.",
    "questions": [
      "What level of language certification do I hold?",
      "When did I get my Japanese proficiency test result?",
    ],
  },
  {
    "fact": "user owns a Masamoto gyuto knife that Kenji gave her for their first anniversary.",
    "questions": [
      "What brand is my main chef's blade?",
      "Who gifted me my favorite cutting tool, and when?",
    ],
  },
  {
    "fact": "user's favorite Tokyo ramen shop is Afuri in Ebisu.",
    "questions": [
      "Where do I like to get noodles?",
      "Which broth spot is my go-to?",
    ],
  },
  {
    "fact": "user drinks muña tea every morning from leaves her mother mails from Cusco.",
    "questions": [
      "What herbal brew do I start my day with?",
      "Who ships me my Andean herbs?",
    ],
  },
  {
    "fact": "user plans to stay in Cusco for 12 days, until August 27, 2025.",
    "questions": [
      "How long will I be in Peru?",
      "When do I fly back to Japan?",
    ],
  },
  {
    "fact": "user plans to cook a pachamanca feast for 40 relatives at her grandmother's party.",
    "questions": [
      "What am I making for Abuela's celebration?",
      "How many family members will I be feeding?",
    ],
  },
  {
    "fact": "user is bringing Kenji's handmade sake cups as a gift for her grandmother.",
    "questions": [
      "What present am I taking to nana?",
      "What did my husband craft for the birthday?",
    ],
  },
  {
    "fact": "user's asthma is triggered by cold air and kitchen smoke.",
    "questions": [
      "What sets off my breathing problems?",
      "Which conditions make my lungs act up?",
    ],
  },
  {
    "fact": "user's pulmonologist is Dr. Aiko Sato at Tokyo Medical University Hospital.",
    "questions": [
      "Who's my lung doctor?",
      "Where do I see my respiratory specialist?",
    ],
  },
  {
    "fact": "user worries about altitude in Cusco, so she got a prescription for acetazolamide.",
    "questions": [
      "What medication am I taking for the mountains?",
      "Why am I nervous about the high elevation on my trip?",
    ],
  },
  {
    "fact": "user's best friend in Tokyo is Valentina, a Colombian pastry chef.",
    "questions": [
      "Who's my closest pal in Japan?",
      "Where is my closest pal from, and what does she bake?",
    ],
  },
  {
    "fact":
      'user and Valentina host a Latin American supper club once a month called "Mesa Abierta."',
    "questions": [
      "What's the name of the dinner pop-up I co-run?",
      "What kind of cuisine do we serve at those regular dining nights?",
    ],
  },
  {
    "fact": "user's Instagram account @ajiumami_tokyo has 12,400 followers.",
    "questions": [
      "What's my social media handle?",
      "How big is my audience on the photo app?",
    ],
  },
  {
    "fact": "user prefers Pisco sours over any other cocktail.",
    "questions": [
      "What's my favorite mixed drink?",
      "Which brandy-based beverage do I always order?",
    ],
  },
  {
    "fact": "user dislikes natto and refuses to eat it.",
    "questions": [
      "Which fermented soybean dish can't I stand?",
      "What Japanese food do I hate?",
    ],
  },
  {
    "fact": "user rides a mint-green Bridgestone bicycle to the train station.",
    "questions": [
      "How do I get to the rail stop?",
      "What color is my bike?",
    ],
  },
  {
    "fact":
      "user commutes on the JR Chuo Line from Koenji to Shinjuku, then switches to the Yamanote Line.",
    "questions": [
      "Which trains do I take to work?",
      "Where do I transfer on my way in?",
    ],
  },
  {
    "fact":
      'user\'s restaurant concept is a 20-seat Peruvian-Japanese counter called "Killa," Quechua for moon.',
    "questions": [
      "What do I want to name my future eatery?",
      "How many diners will my dream spot hold?",
    ],
  },
  {
    "fact": "user wants to open her restaurant in Nakameguro.",
    "questions": [
      "Which neighborhood am I hoping to launch my place in?",
      "Where's my ideal location for the business?",
    ],
  },
  {
    "fact": "user keeps her savings in a high-yield account at SBI Sumishin Net Bank.",
    "questions": [
      "Where do I stash the money for my business?",
      "What financial institution holds my nest egg?",
    ],
  },
  {
    "fact": "user shoots her blog photos with a Fujifilm X-T30 camera.",
    "questions": [
      "What do I use to take pictures of my dishes?",
      "Which brand makes my picture-taking gear?",
    ],
  },
  {
    "fact":
      "user teaches a ceviche class at a cooking school in Shibuya on the first Sunday of each month.",
    "questions": [
      "What dish do I give lessons on?",
      "Where do I instruct folks, and how often?",
    ],
  },
  {
    "fact": "user's favorite outdoor climbing spot is Ogawayama in Nagano Prefecture.",
    "questions": [
      "Where do I like to boulder on real rock?",
      "What region is my top crag in?",
    ],
  },
  {
    "fact": "user sprained her left ankle in a bouldering fall in November 2023.",
    "questions": [
      "What injury did I get at the gym?",
      "Which foot did I hurt, and when?",
    ],
  },
  {
    "fact": "user and Kenji are thinking about having a child after the restaurant opens.",
    "questions": [
      "When do we want to start a family?",
      "Are my husband and I planning on kids?",
    ],
  },
];

/**
 * Unrelated cues written with {@linkcode fresh90}, reworded where they shared a word with the bench's notes (or repeated another set's topic): they must recall nothing.
 */
export const fresh90Unrelated: string[] = [
  "Who was Amda Seyon?",
  "Who was Mutesa?",
  "Who was Kabarega?",
  "Who was Rwabugiri?",
  "Who was Lewanika?",
  "Who was Sobhuza?",
  "Who was Sekhukhune?",
  "Who was Hendrik Witbooi?",
  "Who was Behanzin?",
  "Who was Yaa Asantewaa?",
  "Who was Kharavela?",
  "Who was Airlangga?",
];

/** The paraphrase sets the bench measures, each under the name its table row has, in order. */
export const paraphraseSets: readonly { name: string; cases: ParaphraseCase[] }[] = [
  { name: "paraphrase, tuning", cases: tune },
  { name: "paraphrase, held-out", cases: heldOut },
  { name: "paraphrase, fresh held-out", cases: fresh },
  { name: "paraphrase, third held-out", cases: fresh2 },
  { name: "paraphrase, fourth held-out", cases: fresh3 },
  { name: "paraphrase, fifth held-out", cases: fresh4 },
  { name: "paraphrase, sixth held-out", cases: fresh5 },
  { name: "paraphrase, seventh held-out", cases: fresh6 },
  { name: "paraphrase, eighth held-out", cases: fresh7 },
  { name: "paraphrase, ninth held-out", cases: fresh8 },
  { name: "paraphrase, tenth held-out", cases: fresh9 },
  { name: "paraphrase, eleventh held-out", cases: fresh10 },
  { name: "paraphrase, twelfth held-out", cases: fresh11 },
  { name: "paraphrase, thirteenth held-out", cases: fresh12 },
  { name: "paraphrase, fourteenth held-out", cases: fresh13 },
  { name: "paraphrase, fifteenth held-out", cases: fresh14 },
  { name: "paraphrase, sixteenth held-out", cases: fresh15 },
  { name: "paraphrase, seventeenth held-out", cases: fresh16 },
  { name: "paraphrase, eighteenth held-out", cases: fresh17 },
  { name: "paraphrase, nineteenth held-out", cases: fresh18 },
  { name: "paraphrase, twentieth held-out", cases: fresh19 },
  { name: "paraphrase, twenty-first held-out", cases: fresh20 },
  { name: "paraphrase, twenty-second held-out", cases: fresh21 },
  { name: "paraphrase, twenty-third held-out", cases: fresh22 },
  { name: "paraphrase, twenty-fourth held-out", cases: fresh23 },
  { name: "paraphrase, twenty-fifth held-out", cases: fresh24 },
  { name: "paraphrase, twenty-sixth held-out", cases: fresh25 },
  { name: "paraphrase, twenty-seventh held-out", cases: fresh26 },
  { name: "paraphrase, twenty-eighth held-out", cases: fresh27 },
  { name: "paraphrase, twenty-ninth held-out", cases: fresh28 },
  { name: "paraphrase, thirtieth held-out", cases: fresh29 },
  { name: "paraphrase, thirty-first held-out", cases: fresh30 },
  { name: "paraphrase, thirty-second held-out", cases: fresh31 },
  { name: "paraphrase, thirty-third held-out", cases: fresh32 },
  { name: "paraphrase, thirty-fourth held-out", cases: fresh33 },
  { name: "paraphrase, thirty-fifth held-out", cases: fresh34 },
  { name: "paraphrase, thirty-sixth held-out", cases: fresh35 },
  { name: "paraphrase, thirty-seventh held-out", cases: fresh36 },
  { name: "paraphrase, thirty-eighth held-out", cases: fresh37 },
  { name: "paraphrase, thirty-ninth held-out", cases: fresh38 },
  { name: "paraphrase, fortieth held-out", cases: fresh39 },
  { name: "paraphrase, forty-first held-out", cases: fresh40 },
  { name: "paraphrase, forty-second held-out", cases: fresh41 },
  { name: "paraphrase, forty-third held-out", cases: fresh42 },
  { name: "paraphrase, forty-fourth held-out", cases: fresh43 },
  { name: "paraphrase, forty-fifth held-out", cases: fresh44 },
  { name: "paraphrase, forty-sixth held-out", cases: fresh45 },
  { name: "paraphrase, forty-seventh held-out", cases: fresh46 },
  { name: "paraphrase, forty-eighth held-out", cases: fresh47 },
  { name: "paraphrase, forty-ninth held-out", cases: fresh48 },
  { name: "paraphrase, fiftieth held-out", cases: fresh49 },
  { name: "paraphrase, fifty-first held-out", cases: fresh50 },
  { name: "paraphrase, fifty-second held-out", cases: fresh51 },
  { name: "paraphrase, fifty-third held-out", cases: fresh52 },
  { name: "paraphrase, fifty-fourth held-out", cases: fresh53 },
  { name: "paraphrase, fifty-fifth held-out", cases: fresh54 },
  { name: "paraphrase, fifty-sixth held-out", cases: fresh55 },
  { name: "paraphrase, fifty-seventh held-out", cases: fresh56 },
  { name: "paraphrase, fifty-eighth held-out", cases: fresh57 },
  { name: "paraphrase, fifty-ninth held-out", cases: fresh58 },
  { name: "paraphrase, sixtieth held-out", cases: fresh59 },
  { name: "paraphrase, sixty-first held-out", cases: fresh60 },
  { name: "paraphrase, sixty-second held-out", cases: fresh61 },
  { name: "paraphrase, sixty-third held-out", cases: fresh62 },
  { name: "paraphrase, sixty-fourth held-out", cases: fresh63 },
  { name: "paraphrase, sixty-fifth held-out", cases: fresh64 },
  { name: "paraphrase, sixty-sixth held-out", cases: fresh65 },
  { name: "paraphrase, sixty-seventh held-out", cases: fresh66 },
  { name: "paraphrase, sixty-eighth held-out", cases: fresh67 },
  { name: "paraphrase, sixty-ninth held-out", cases: fresh68 },
  { name: "paraphrase, seventieth held-out", cases: fresh69 },
  { name: "paraphrase, seventy-first held-out", cases: fresh70 },
  { name: "paraphrase, seventy-second held-out", cases: fresh71 },
  { name: "paraphrase, seventy-third held-out", cases: fresh72 },
  { name: "paraphrase, seventy-fourth held-out", cases: fresh73 },
  { name: "paraphrase, seventy-fifth held-out", cases: fresh74 },
  { name: "paraphrase, seventy-sixth held-out", cases: fresh75 },
  { name: "paraphrase, seventy-seventh held-out", cases: fresh76 },
  { name: "paraphrase, seventy-eighth held-out", cases: fresh77 },
  { name: "paraphrase, seventy-ninth held-out", cases: fresh78 },
  { name: "paraphrase, eightieth held-out", cases: fresh79 },
  { name: "paraphrase, eighty-first held-out", cases: fresh80 },
  { name: "paraphrase, eighty-second held-out", cases: fresh81 },
  { name: "paraphrase, eighty-third held-out", cases: fresh82 },
  { name: "paraphrase, eighty-fourth held-out", cases: fresh83 },
  { name: "paraphrase, eighty-fifth held-out", cases: fresh84 },
  { name: "paraphrase, eighty-sixth held-out", cases: fresh85 },
  { name: "paraphrase, eighty-seventh held-out", cases: fresh86 },
  { name: "paraphrase, eighty-eighth held-out", cases: fresh87 },
  { name: "paraphrase, eighty-ninth held-out", cases: fresh88 },
  { name: "paraphrase, ninetieth held-out", cases: fresh89 },
  { name: "paraphrase, ninety-first held-out", cases: fresh90 },
];

/** Every set of paraphrase cases whose facts the bench's brain holds. */
export const factSets: readonly ParaphraseCase[][] = [
  issueCases,
  ...paraphraseSets.map((set) => set.cases),
];

/**
 * Every set's unrelated cues, together, each once: each must recall nothing.
 * Some sets' lists repeat a cue an earlier set wrote; counting it twice would
 * weigh it twice.
 */
export const unrelatedCues: readonly string[] = [
  ...new Set([
    ...unrelated,
    ...freshUnrelated,
    ...fresh2Unrelated,
    ...fresh3Unrelated,
    ...fresh4Unrelated,
    ...fresh5Unrelated,
    ...fresh6Unrelated,
    ...fresh7Unrelated,
    ...fresh8Unrelated,
    ...fresh9Unrelated,
    ...fresh10Unrelated,
    ...fresh11Unrelated,
    ...fresh12Unrelated,
    ...fresh13Unrelated,
    ...fresh14Unrelated,
    ...fresh15Unrelated,
    ...fresh16Unrelated,
    ...fresh17Unrelated,
    ...fresh18Unrelated,
    ...fresh19Unrelated,
    ...fresh20Unrelated,
    ...fresh21Unrelated,
    ...fresh22Unrelated,
    ...fresh23Unrelated,
    ...fresh24Unrelated,
    ...fresh25Unrelated,
    ...fresh26Unrelated,
    ...fresh27Unrelated,
    ...fresh28Unrelated,
    ...fresh29Unrelated,
    ...fresh30Unrelated,
    ...fresh31Unrelated,
    ...fresh32Unrelated,
    ...fresh33Unrelated,
    ...fresh34Unrelated,
    ...fresh35Unrelated,
    ...fresh36Unrelated,
    ...fresh37Unrelated,
    ...fresh38Unrelated,
    ...fresh39Unrelated,
    ...fresh40Unrelated,
    ...fresh41Unrelated,
    ...fresh42Unrelated,
    ...fresh43Unrelated,
    ...fresh44Unrelated,
    ...fresh45Unrelated,
    ...fresh46Unrelated,
    ...fresh47Unrelated,
    ...fresh48Unrelated,
    ...fresh49Unrelated,
    ...fresh50Unrelated,
    ...fresh51Unrelated,
    ...fresh52Unrelated,
    ...fresh53Unrelated,
    ...fresh54Unrelated,
    ...fresh55Unrelated,
    ...fresh56Unrelated,
    ...fresh57Unrelated,
    ...fresh58Unrelated,
    ...fresh59Unrelated,
    ...fresh60Unrelated,
    ...fresh61Unrelated,
    ...fresh62Unrelated,
    ...fresh63Unrelated,
    ...fresh64Unrelated,
    ...fresh65Unrelated,
    ...fresh66Unrelated,
    ...fresh67Unrelated,
    ...fresh68Unrelated,
    ...fresh69Unrelated,
    ...fresh70Unrelated,
    ...fresh71Unrelated,
    ...fresh72Unrelated,
    ...fresh73Unrelated,
    ...fresh74Unrelated,
    ...fresh75Unrelated,
    ...fresh76Unrelated,
    ...fresh77Unrelated,
    ...fresh78Unrelated,
    ...fresh79Unrelated,
    ...fresh80Unrelated,
    ...fresh81Unrelated,
    ...fresh82Unrelated,
    ...fresh83Unrelated,
    ...fresh84Unrelated,
    ...fresh85Unrelated,
    ...fresh86Unrelated,
    ...fresh87Unrelated,
    ...fresh88Unrelated,
    ...fresh89Unrelated,
    ...fresh90Unrelated,
  ]),
];

/** The bench's brain: the everyday notes, then every fact once. */
export function brainNotes(): string[] {
  const facts = new Set([...factSets.flat().map((c) => c.fact), ...dinnerFacts]);
  return [...distractors, ...facts];
}
