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
  "volcanic eruptions in Kamchatka",
  "the orbital period of Neptune",
  "Byzantine iconography",
  "photosynthesis in algae",
  "tectonic plate subduction",
  "the constitution of Liechtenstein",
  "submarine sonar frequencies",
  "Mesopotamian cuneiform tablets",
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
  "nuclear fusion reactor design",
  "glacier retreat in Svalbard",
  "protein folding simulations",
  "Gothic cathedral architecture",
  "supernova remnants",
  "ancient Egyptian hieroglyphs",
  "inflation and interest rate policy",
  "deep sea hydrothermal vents",
  "the migration of monarch butterflies",
  "Viking longship navigation",
  "string theory compactification",
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
  "Jurassic dinosaur fossils",
  "causes of the Jacobin Terror",
  "coral reef bleaching",
  "Roman aqueducts",
  "semiconductor lithography",
  "Antarctic krill",
  "Hanseatic League merchants",
  "mitochondrial DNA inheritance",
  "Baroque counterpoint",
  "Aztec pyramids",
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
  "Sumerian kings",
  "the Higgs boson",
  "coral reef bleaching",
  "Napoleonic naval blockades",
  "exoplanet atmospheres",
  "the Treaty of Westphalia",
  "tardigrade survival",
  "Bronze Age metallurgy",
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
  "citric acid metabolism",
  "Phoenician seafaring networks",
  "millisecond pulsar glitches",
  "Carolingian minuscule",
  "the Permian extinction boundary",
  "Mongol cavalry logistics",
  "Linear B decipherment",
  "neutrino oscillations",
  "Hittite chariots",
  "lichen symbiosis",
  "elliptic curve cryptography",
  "Tang dynasty poetry",
  "gravitational waves",
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
  "Bose-Einstein condensates",
  "Ptolemaic epicycles",
  "prion misfolding",
  "topological insulators",
  "Merovingian succession",
  "Riemann zeta function",
  "Sogdian silk caravans",
  "the Cambrian explosion",
  "Paninian Sanskrit grammar",
  "Avogadro's constant",
  "photonic crystals",
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
  "the Chandrasekhar limit",
  "Akkadian verb morphology",
  "Mycenaean shaft graves",
  "Nabataean tombs",
  "Hamiltonian eigenstates",
  "the Sapir-Whorf hypothesis",
  "Archaean stromatolites",
  "Zoroastrian eschatology",
  "Diophantine equations",
  "Denisovan genomes",
  "Carboniferous swamps",
  "Kuiper belt objects",
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
  "spacetime foam",
  "Ediacaran biota",
  "muon decay",
  "Ostrogothic kingdoms",
  "enzyme kinetics",
  "Assyrian lamassu reliefs",
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
  "Mycenaean Linear B tablets",
  "ergodic theory of dynamical systems",
  "Ottoman diplomatic chanceries",
  "protein crystallography phasing methods",
  "Proto-Indo-European laryngeal theory",
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
  "skaldic kennings",
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
  "Hurrian cult hymns",
  "Cretaceous ammonite zonation",
  "Wnt morphogen gradients",
  "Glagolitic palaeography",
  "Tarski's undefinability theorem",
  "Ugaritic alphabetic texts",
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
  "Hausdorff dimension estimates",
  "Byzantine iconoclasm controversy",
  "Precambrian stromatolite formation",
  "Cherenkov photon yields",
  "Sumerian cuneiform lexical texts",
  "Riemann zeta zeros",
  "Hanseatic merchant guilds",
  "ribosomal frameshifting signals",
  "Carolingian minuscule script",
  "tensor network renormalization",
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
  "Hilbert space adjoints",
  "tectonic subduction zones",
  "Byzantine iconoclasm schism",
  "Kolmogorov complexity bounds",
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
  "neutron star degeneracy",
  "Carolingian minuscule script",
  "subduction zone seismicity",
  "Galois extension theory",
  "Byzantine iconoclasm controversy",
  "Riemann zeta function zeros",
  "quantum chromodynamics gluon confinement",
  "Cambrian explosion Burgess Shale fauna",
  "Hanseatic League charters",
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
  "Hilbert space spectral theorem",
  "Byzantine Greek palaeography",
  "Cepheid variable luminosity",
  "Ordovician graptolite zones",
  "tensor calculus on manifolds",
  "Sumerian cuneiform orthography",
  "magnetohydrodynamic turbulence",
  "Carboniferous lycopsid anatomy",
  "Lagrangian point stability",
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
  "Bose-Einstein condensate vortices",
  "Etruscan funerary inscriptions",
  "Hox gene collinearity",
  "the Mohorovičić discontinuity",
  "Merovingian coinage",
  "non-archimedean analysis",
  "Jurassic ichthyosaur anatomy",
  "Zoroastrian fire temples",
  "eigenvalue perturbation theory",
  "Ottoman cadastral surveys",
  "Planck epoch cosmology",
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
  "Tang dynasty lacquerware",
  "Hadley cell circulation",
  "the Peloponnesian War",
  "Weierstrass approximation theorem",
  "Devonian placoderm anatomy",
  "Sanskrit sandhi phonology",
  "Kuiper belt object dynamics",
  "Frege's Begriffsschrift",
  "Minoan Linear A seals",
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
  "What is the velocity of photons in empty space?",
  "Who triumphed at the Battle of Hastings?",
  "How do I invert a binary heap in Python?",
  "Explain photosynthesis in simple terms.",
  "What's the capital of Australia?",
  "How many moons does Jupiter have?",
  "Compose a regex that validates an IPv4 netmask.",
  "How should focaccia dough be proofed?",
  "Who designed the dome of Florence Cathedral?",
  "What causes the tides on Earth?",
  "How does compound interest differ from simple interest?",
  "Summarize the plot of Hamlet.",
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
  "How do I invert a singly linked sequence in Python?",
  "Why does Rayleigh scattering tint the daytime firmament?",
  "Who frescoed the Sistine Chapel vault?",
  "Explain the difference between TCP and UDP.",
  "What caused the collapse of the Roman Empire?",
  "What is the atmospheric composition of Titan?",
  "How does a Kalman estimator fuse gyroscope signals?",
  "What is the boiling point of nitrogen?",
  "Compose a SQL statement that tallies tuples per province.",
  "When was the printing press invented?",
  "How does photosynthesis convert sunlight into chemical energy?",
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
];

/** Every set of paraphrase cases whose facts the bench's brain holds. */
export const factSets: readonly ParaphraseCase[][] = [
  issueCases,
  ...paraphraseSets.map((set) => set.cases),
];

/** Every set's unrelated cues, together: each must recall nothing. */
export const unrelatedCues: readonly string[] = [
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
];

/** The bench's brain: the everyday notes, then every fact once. */
export function brainNotes(): string[] {
  const facts = new Set([...factSets.flat().map((c) => c.fact), ...dinnerFacts]);
  return [...distractors, ...facts];
}
