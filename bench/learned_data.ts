/**
 * Facts with two questions each, asked on two occasions by two people, for cues learned from
 * use (`bench/learned.ts`). Written on 2026-12-03 by a writer who read nothing of the project
 * (not the engine, the README, the benchmarks or their other sets), told only the shape wanted:
 * notes an assistant keeps about its user, questions sharing no content word with their fact
 * (in any form), the two questions phrased differently though they may share a word, and
 * unrelated topics sharing no word with any fact. Measured as written.
 * @module
 */

/** A fact and the two questions that need it. */
export interface TwoQuestionCase {
  /** The note the brain holds. */
  fact: string;
  /** The question asked first: the agent answers it with the fact (and so teaches it). */
  first: string;
  /** The question asked later, by someone else, in other words. */
  second: string;
}

/** The sixty facts. */
export const twoQuestionCases: TwoQuestionCase[] = [
  {
    fact: "user is allergic to peanuts",
    first: "is there anything they can't eat?",
    second: "what should I avoid when cooking for them?",
  },
  {
    fact: "user's daughter Emma attends Oakfield Primary School",
    first: "where is their child enrolled?",
    second: "which classroom does their little girl head to each morning?",
  },
  {
    fact: "user drives a blue Subaru Outback",
    first: "what kind of car do they have?",
    second: "which vehicle should I look up parts for?",
  },
  {
    fact: "user's dog Biscuit is a beagle",
    first: "what breed is their pet?",
    second: "what kind of animal lives with them?",
  },
  {
    fact: "user works as a nurse at St Mary's Hospital",
    first: "what do they do for a living?",
    second: "where is their job, and what's their profession?",
  },
  {
    fact: "user follows a strict vegetarian diet",
    first: "do they eat meat?",
    second: "what kind of dinner could I suggest for them?",
  },
  {
    fact: "user's mother lives in Lisbon",
    first: "where is their mum based?",
    second: "which city would they fly to for a family visit?",
  },
  {
    fact: "user keeps their savings with Monzo",
    first: "where is their money held?",
    second: "which bank account do they use?",
  },
  {
    fact: "user takes metformin every morning",
    first: "what medication are they on?",
    second: "is there a pill they need at breakfast?",
  },
  {
    fact: "user supports Arsenal football club",
    first: "which team do they follow?",
    second: "who should I check the scores for on match day?",
  },
  {
    fact: "user uses Spotify for music and podcasts",
    first: "what app do they stream songs on?",
    second: "where do they listen to shows while commuting?",
  },
  {
    fact: "user's son plays violin in the youth orchestra",
    first: "what instrument does their boy practise?",
    second: "which after-school activity keeps their kid busy?",
  },
  {
    fact: "user is learning Japanese on Duolingo",
    first: "what language are they studying?",
    second: "which app do they open for lessons every day?",
  },
  {
    fact: "user lives in a flat in Bristol",
    first: "where is their home?",
    second: "what city are they based in?",
  },
  {
    fact: "user's partner Sam is a teacher",
    first: "what does their spouse do for work?",
    second: "who is their other half and what's their job?",
  },
  {
    fact: "user goes running every Saturday morning",
    first: "what exercise do they do at the weekend?",
    second: "when do they usually jog?",
  },
  {
    fact: "user is lactose intolerant and avoids milk",
    first: "can they have cheese or cream?",
    second: "what upsets their stomach?",
  },
  {
    fact: "user's cat Mochi needs insulin twice daily",
    first: "does their pet require any medication?",
    second: "what treatment does the kitty get?",
  },
  {
    fact: "user flies with British Airways for work trips",
    first: "which airline do they prefer?",
    second: "who do they book business travel with?",
  },
  {
    fact: "user pays rent on the first of each month",
    first: "what date does the landlord expect the cheque?",
    second: "when does housing cost come out of their account?",
  },
  {
    fact: "user's brother Tom lives in Melbourne",
    first: "where is their sibling based?",
    second: "which relative is in Australia?",
  },
  {
    fact: "user prefers aisle seats on flights",
    first: "where do they like to sit on a plane?",
    second: "what should I pick when booking their airline spot?",
  },
  {
    fact: "user does grocery shopping at Tesco on Sundays",
    first: "where do they buy food?",
    second: "which supermarket do they go to weekly, and what day?",
  },
  {
    fact: "user works remotely on Mondays and Fridays",
    first: "which days are they at home rather than the office?",
    second: "when do they skip the commute?",
  },
  {
    fact: "user has type 1 diabetes and checks glucose",
    first: "do they have any chronic condition?",
    second: "what health issue should I know about?",
  },
  {
    fact: "user's Wi-Fi provider is Virgin Media",
    first: "who supplies their internet?",
    second: "which company should they call when the broadband is down?",
  },
  {
    fact: "user uses an iPhone 15 Pro",
    first: "what phone do they have?",
    second: "which mobile device do they carry?",
  },
  {
    fact: "user's daughter is allergic to bee stings",
    first: "does their child have any reaction to insects?",
    second: "what should I watch out for when their girl plays outside?",
  },
  {
    fact: "user plays guitar in a weekend band",
    first: "what instrument do they perform with?",
    second: "what do they do for fun with friends on Saturdays?",
  },
  {
    fact: "user drinks oat milk in coffee",
    first: "how do they take their latte?",
    second: "what should I buy for their morning brew?",
  },
  {
    fact: "user's car insurance renews in March",
    first: "when is their vehicle cover due?",
    second: "what month should they shop for a new policy?",
  },
  {
    fact: "user's grandmother lives in a care home",
    first: "where is their nan staying these days?",
    second: "how is the oldest relative looked after?",
  },
  {
    fact: "user is saving for a house deposit",
    first: "what are they putting money aside for?",
    second: "what's their big financial goal right now?",
  },
  {
    fact: "user avoids caffeine after 2pm",
    first: "can I offer them an espresso at teatime?",
    second: "is there a cut-off for tea or cola in the day?",
  },
  {
    fact: "user's son has football practice on Tuesdays",
    first: "what does their boy do midweek?",
    second: "when does the kid have soccer training?",
  },
  {
    fact: "user is afraid of heights",
    first: "is there anything that scares them?",
    second: "should I avoid booking rooftop bars or tall towers?",
  },
  {
    fact: "user's dentist is Dr Patel in Clapham",
    first: "who looks after their teeth?",
    second: "where do they get check-ups for fillings?",
  },
  {
    fact: "user reads mystery novels before bed",
    first: "what sort of books do they enjoy?",
    second: "how do they wind down at night?",
  },
  {
    fact: "user's rabbit Clover eats only timothy hay",
    first: "what food does their bunny need?",
    second: "what should the pet sitter feed the little hopper?",
  },
  {
    fact: "user cycles to work along the canal",
    first: "how do they commute?",
    second: "what's their route to the office?",
  },
  {
    fact: "user has Netflix and Disney Plus subscriptions",
    first: "which streaming services do they pay for?",
    second: "where can they watch films at home?",
  },
  {
    fact: "user keeps a vegetable garden on their allotment",
    first: "do they grow their own produce?",
    second: "where do their tomatoes come from?",
  },
  {
    fact: "user's father had a heart attack last year",
    first: "has their dad had any serious health problems?",
    second: "what happened to the old man medically?",
  },
  {
    fact: "user's twins turn seven in August",
    first: "when are the kids' birthdays?",
    second: "how old will the children be this summer?",
  },
  {
    fact: "user uses YNAB to track spending",
    first: "what budgeting tool do they rely on?",
    second: "how do they keep an eye on their money?",
  },
  {
    fact: "user meditates for ten minutes daily",
    first: "do they have a mindfulness routine?",
    second: "what helps them relax and stay calm?",
  },
  {
    fact: "user's favourite restaurant is Dishoom in Covent Garden",
    first: "where should I book for their birthday meal?",
    second: "what's their top spot to eat out?",
  },
  {
    fact: "user is training for the London Marathon",
    first: "what race are they preparing for?",
    second: "why are they putting in such long runs?",
  },
  {
    fact: "user's mortgage is with Nationwide",
    first: "which lender holds their home loan?",
    second: "who do they owe for the house?",
  },
  {
    fact: "user is colour blind with red and green",
    first: "do they have any trouble with their eyesight?",
    second: "which shades can't they tell apart?",
  },
  {
    fact: "user's sister is getting married in June",
    first: "are there any weddings coming up in the family?",
    second: "what big celebration is happening in early summer?",
  },
  {
    fact: "user plays chess online every evening",
    first: "what game do they enjoy at night?",
    second: "which board game are they into?",
  },
  {
    fact: "user's landlord is called Mr Henderson",
    first: "who owns the place they rent?",
    second: "who should they contact about repairs to the flat?",
  },
  {
    fact: "user hates mushrooms and anything with coriander",
    first: "what foods do they dislike?",
    second: "what ingredients should I leave out of their dinner?",
  },
  {
    fact: "user's laptop is a 2021 MacBook Air",
    first: "what computer do they use?",
    second: "which Apple machine do they own?",
  },
  {
    fact: "user volunteers at the food bank on Thursdays",
    first: "what charity work do they do?",
    second: "where do they help out each week?",
  },
  {
    fact: "user's parrot Kiwi can say fifty words",
    first: "does their bird talk?",
    second: "how chatty is the feathered pet?",
  },
  {
    fact: "user wears contact lenses and glasses",
    first: "do they need anything for their vision?",
    second: "what eyewear do they rely on?",
  },
  {
    fact: "user's yearly holiday is camping in Cornwall",
    first: "where do they usually go on vacation?",
    second: "what kind of trip do they take every summer?",
  },
  {
    fact: "user's gym membership is at PureGym",
    first: "where do they work out?",
    second: "which fitness club have they joined?",
  },
];

/** Topics sharing no word with any fact: each must recall nothing, before and after. */
export const twoQuestionUnrelated: string[] = [
  "the migration of arctic terns",
  "Byzantine coinage under Justinian",
  "plate tectonics of Iceland",
  "photosynthesis in desert cacti",
  "the fall of Constantinople",
  "volcanic islands of the Pacific",
  "Roman aqueduct engineering",
  "black hole event horizons",
  "the Ming dynasty treasure voyages",
  "glacier retreat in Patagonia",
  "quantum entanglement experiments",
  "the Hanseatic League merchants",
  "coral reef bleaching events",
  "Mesopotamian cuneiform tablets",
  "the Krakatoa eruption of 1883",
  "mitochondrial DNA inheritance",
  "Silk Road caravan routes",
  "the Treaty of Westphalia",
  "monsoon patterns over Bengal",
  "neutron star collisions",
];

/**
 * A second set of sixty, written the same way by another writer who read nothing of the project
 * (nor the first set), asked to let about half of the pairs reuse the key word of the need, as
 * people asking twice often do. Measured once, before any of its misses was read.
 */
export const twoQuestionCases2: TwoQuestionCase[] = [
  {
    fact: "user's allotment plot is number 14",
    first: "Which patch at the community garden is mine?",
    second: "Remind me where my vegetable bed is at the garden site.",
  },
  {
    fact: "user's daughter Mia attends Oakfield Primary",
    first: "What's the name of my kid's school?",
    second: "Where does my little girl go for lessons each day?",
  },
  {
    fact: "user takes levothyroxine every morning",
    first: "What's my thyroid medication called?",
    second: "Which thyroid pill goes before breakfast?",
  },
  {
    fact: "user is lactose intolerant",
    first: "Can I have the milk-based sauce on this pasta?",
    second: "Should I avoid dairy when ordering ice cream?",
  },
  {
    fact: "user's husband Raj works night shifts at Heathrow",
    first: "When does my partner usually sleep during the day?",
    second: "Where is my partner's job?",
  },
  {
    fact: "user's greyhound Biscuit is scared of fireworks",
    first: "How should I keep my dog calm on Bonfire Night?",
    second: "Any tips for my dog during the New Year's Eve celebrations?",
  },
  {
    fact: "user banks with Monzo",
    first: "Where do I hold my current account?",
    second: "Which card should I freeze if my wallet is stolen?",
  },
  {
    fact: "user drives a 2016 Mazda CX-5",
    first: "What tyre size do I need for my car?",
    second: "Which model is my car, for the insurance quote?",
  },
  {
    fact: "user's mother lives in Galway",
    first: "How long would a flight to visit my mum take?",
    second: "Which town is my mum's home?",
  },
  {
    fact: "user plays five-a-side football on Thursdays",
    first: "Can I book a dinner on the evening I have my weekly match?",
    second: "What evening is my soccer game?",
  },
  {
    fact: "user's cat Pickle needs kidney-diet food",
    first: "Which special kibble does my kitty eat?",
    second: "Can my kitty have tuna treats?",
  },
  {
    fact: "user is learning Portuguese on Duolingo",
    first: "Which language am I studying at the moment?",
    second: "Can you quiz me on some language vocabulary?",
  },
  {
    fact: "user's office is in Canary Wharf",
    first: "How long is my commute on the Jubilee line?",
    second: "Where is my workplace located?",
  },
  {
    fact: "user's rent is due on the 1st",
    first: "When does my landlord expect the money each month?",
    second: "What date should the housing transfer go out?",
  },
  {
    fact: "user has a Costco membership",
    first: "Where can I buy toilet paper in bulk cheaply?",
    second: "Which warehouse store card do I hold?",
  },
  {
    fact: "user is allergic to penicillin",
    first: "Which antibiotics should I warn the doctor about?",
    second: "Are there any antibiotics I must never be given?",
  },
  {
    fact: "user's son Leo has swimming lessons Saturday mornings",
    first: "Is my boy busy at the weekend?",
    second: "What time is my boy's pool class?",
  },
  {
    fact: "user commutes on a Brompton",
    first: "What kind of bicycle do I own?",
    second: "Can I take my cycle on the train during rush hour?",
  },
  {
    fact: "user supports Aston Villa",
    first: "Which football club am I a fan of?",
    second: "When is my team's next match?",
  },
  {
    fact: "user's wife Helen is a pharmacist",
    first: "What does my spouse do for a living?",
    second: "Who could I ask about drug interactions at home?",
  },
  {
    fact: "user's boiler was serviced last October",
    first: "When was my heating system's annual check done?",
    second: "Is my central heating due a maintenance visit?",
  },
  {
    fact: "user uses YNAB for budgeting",
    first: "Which app tracks my spending?",
    second: "Where do I log my monthly expenses?",
  },
  {
    fact: "user is training for the Bristol half marathon",
    first: "Which race am I preparing for?",
    second: "How many kilometres should my long run be this week?",
  },
  {
    fact: "user's dentist is Dr Okafor at Smile Studio",
    first: "Which practice sorts out my teeth?",
    second: "Who should I ring about my sore teeth?",
  },
  {
    fact: "user prefers aisle seats on flights",
    first: "Should I pick window or the other option when booking the plane?",
    second: "Which place on the plane do I like?",
  },
  {
    fact: "user's parents married on 12 June 1985",
    first: "When is Mum and Dad's wedding anniversary?",
    second: "How many years have Mum and Dad been together?",
  },
  {
    fact: "user's neighbour Tom keeps a spare key",
    first: "Who can let me in if I'm locked out?",
    second: "Who has a backup way into my flat?",
  },
  {
    fact: "user avoids caffeine after 2pm",
    first: "Can I have an espresso with my afternoon cake?",
    second: "Should I order decaf at this late-lunch meeting?",
  },
  {
    fact: "user's car insurance renews with Admiral in March",
    first: "When does my motor policy expire?",
    second: "Which company covers my motor policy?",
  },
  {
    fact: "user's sister Priya lives in Toronto",
    first: "What time is it where my sibling is?",
    second: "Which city is my sibling based in?",
  },
  {
    fact: "user is a secondary school maths teacher",
    first: "What subject do I work in?",
    second: "Could you help me plan a lesson on quadratic equations for my Year 10 class?",
  },
  {
    fact: "user's rabbit Clover lives in the garden hutch",
    first: "Where does my bunny sleep?",
    second: "Does my bunny stay indoors or outside?",
  },
  {
    fact: "user's doctor is at Riverside Medical Centre",
    first: "Where do I book a GP appointment?",
    second: "Which practice handles my prescriptions?",
  },
  {
    fact: "user's phone is a Google Pixel 8",
    first: "What charger fits my mobile?",
    second: "Which mobile handset do I have?",
  },
  {
    fact: "user's grandmother turns 90 in August",
    first: "How old will Nana be at her next birthday?",
    second: "When is Nana's big birthday party?",
  },
  {
    fact: "user plays bass guitar in a covers band",
    first: "What instrument do I perform on?",
    second: "When is my group's next gig?",
  },
  {
    fact: "user is coeliac and avoids gluten",
    first: "Is this bread safe for me?",
    second: "Can I eat the wheat pasta at this restaurant?",
  },
  {
    fact: "user's Kindle Unlimited subscription renews on the 15th",
    first: "When will my e-book plan charge me again?",
    second: "Which reading service am I paying monthly for?",
  },
  {
    fact: "user's father has type 2 diabetes",
    first: "What dessert could I bake for Dad's visit?",
    second: "What condition does Dad manage with his blood sugar?",
  },
  {
    fact: "user volunteers at the Oxfam bookshop on Tuesdays",
    first: "Which day am I at the charity shop?",
    second: "Where do I do unpaid work each week?",
  },
  {
    fact: "user's parking space is bay 27",
    first: "Which spot in the underground garage is mine?",
    second: "What's my allocated slot at the flats?",
  },
  {
    fact: "user's favourite restaurant is Dishoom in Covent Garden",
    first: "Where should we go for my birthday dinner?",
    second: "Which place do I love eating out at?",
  },
  {
    fact: "user's nephew Sam is obsessed with dinosaurs",
    first: "What should I buy my brother's little lad for Christmas?",
    second: "Which museum would my brother's son enjoy?",
  },
  {
    fact: "user's tortoise Shelly hibernates from November",
    first: "When does my reptile start its winter rest?",
    second: "Should I still feed my reptile in December?",
  },
  {
    fact: "user's flat is on the fourth floor",
    first: "Will the sofa delivery need a lift?",
    second: "How many stairs do I climb to get home?",
  },
  {
    fact: "user works from home on Mondays and Fridays",
    first: "Which days am I remote?",
    second: "Can I schedule the plumber for a day I'm not commuting?",
  },
  {
    fact: "user's Wi-Fi provider is Virgin Media",
    first: "Who do I ring when the internet drops?",
    second: "Which internet company am I with?",
  },
  {
    fact: "user's password manager is Bitwarden",
    first: "Where are my logins stored?",
    second: "Which vault app keeps my credentials?",
  },
  {
    fact: "user is saving for a house deposit",
    first: "What am I putting money aside for?",
    second: "How close am I to buying my first home?",
  },
  {
    fact: "user's ISA is with Vanguard",
    first: "Where are my tax-free investments held?",
    second: "Which platform manages my stocks and shares account?",
  },
  {
    fact: "user knits with Drops merino wool",
    first: "What yarn brand do I like?",
    second: "Which yarn should I order for my next sweater?",
  },
  {
    fact: "user hikes with the Ramblers every other Sunday",
    first: "Which walking group am I in?",
    second: "When is my next group walk?",
  },
  {
    fact: "user wears contact lenses",
    first: "Should I pack my eye solution for the trip?",
    second: "When is my next optician appointment?",
  },
  {
    fact: "user is a Tesco Clubcard member",
    first: "Which supermarket loyalty scheme do I use?",
    second: "Where do I collect points at the supermarket?",
  },
  {
    fact: "user's train to work leaves at 7:42",
    first: "What time do I need to be at the station?",
    second: "When should I set my alarm to catch the commuter service?",
  },
  {
    fact: "user's daughter Mia does ballet on Wednesdays",
    first: "What's my girl's after-school dance class?",
    second: "When does my girl need her tutu?",
  },
  {
    fact: "user sleeps with a CPAP machine",
    first: "Do I need to bring my apnoea device on holiday?",
    second: "What equipment treats my apnoea?",
  },
  {
    fact: "user's cousin's wedding is in Porto next May",
    first: "When do I fly to the family celebration abroad?",
    second: "Which city hosts my relative's big day?",
  },
  {
    fact: "user's favourite tea is Yorkshire Gold",
    first: "Which brew should I stock up on?",
    second: "What do I like in my mug every morning?",
  },
  {
    fact: "user hates coriander in any dish",
    first: "Should I ask them to leave the herbs off my curry?",
    second: "Which garnish do I dislike?",
  },
];

/** The second set's unrelated topics. */
export const twoQuestionUnrelated2: string[] = [
  "Tectonic plates and continental drift",
  "Renaissance frescoes in Florence",
  "Photosynthesis in desert succulents",
  "The fall of Constantinople",
  "Baroque counterpoint in Bach fugues",
  "Volcanic islands of the Pacific",
  "Mitochondrial DNA inheritance patterns",
  "Ancient Egyptian hieroglyphic writing",
  "Impressionist landscapes of Claude Monet",
  "Glacial erosion in Norwegian fjords",
  "The Treaty of Westphalia",
  "Quantum entanglement experiments",
  "Mayan astronomical calendars",
  "Gothic cathedral flying buttresses",
  "Coral reef bleaching events",
  "Silk Road trade networks",
  "Black hole event horizons",
  "Ming dynasty porcelain glazes",
  "Magellan's circumnavigation of the globe",
  "Sahara sand dune migration",
];
