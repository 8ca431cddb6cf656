/**
 * Brands, products, stores, services, teams and schools that notes name as names ("user rides a
 * Vespa", "user banks with Chase", "user reads on a Kindle"), each with what WordNet would call it
 * (a motor scooter, a bank, a computer). WordNet files many of them as something else or not at
 * all (a vespa is a wasp, to kindle is to light a fire), and GloVe 6B, from 2014, lacks some
 * (`vespa`, `duolingo`) or puts them far from what they are (`peloton` ~ `exercise` 0.04). A word
 * counts as a brand only where a note writes it as a name (capitalised, not first in a
 * sentence): "the wood will kindle" is no computer. Written from general knowledge of widely known names; see `ConceptGraph.kindOf`.
 * @module
 */

/** Each category (a WordNet lemma) and the brands it names, folded, apostrophes dropped. */
const TABLE: readonly (readonly [category: string, brands: string])[] = [
  [
    "car",
    "toyota honda ford chevrolet chevy nissan subaru mazda hyundai kia volkswagen vw bmw " +
    "mercedes audi lexus tesla volvo jeep dodge cadillac buick porsche ferrari " +
    "lamborghini maserati bentley jaguar fiat peugeot renault skoda citroen acura " +
    "infiniti lincoln chrysler rivian polestar prius camry corolla civic accord mustang " +
    "outback forester crv rav4 highlander tacoma silverado miata corvette beetle golf " +
    "leaf sienna odyssey wrangler bronco tundra jetta passat tiguan octavia fabia qashqai " +
    "yaris altima sentra elantra sorento sportage outlander impreza crosstrek ioniq f-150",
  ],
  ["motorcycle", "harley ducati kawasaki triumph yamaha"],
  ["motor_scooter", "vespa lambretta"],
  ["bicycle", "brompton cannondale schwinn raleigh"],
  ["exercise_bike", "peloton"],
  ["treadmill", "nordictrack"],
  [
    "cellular_telephone",
    "iphone pixel galaxy oneplus motorola nokia blackberry samsung huawei xiaomi",
  ],
  [
    "computer",
    "macbook thinkpad chromebook imac ipad kindle kobo nook dell lenovo asus acer " +
    "alienware",
  ],
  ["console", "xbox playstation ps5 ps4 wii gameboy"],
  ["watch", "rolex omega casio timex seiko swatch cartier tissot"],
  ["tracker", "fitbit garmin whoop oura"],
  ["earphone", "airpods bose sennheiser"],
  ["camera", "nikon gopro fujifilm leica"],
  ["blender", "vitamix nutribullet ninja"],
  ["mixer", "kitchenaid"],
  ["vacuum_cleaner", "dyson roomba hoover"],
  ["coffee_maker", "nespresso keurig"],
  ["grill", "weber traeger"],
  [
    "supermarket",
    "costco walmart kroger aldi lidl tesco safeway publix wegmans sainsbury waitrose " +
    "trader asda morrisons albertsons meijer carrefour ocado",
  ],
  [
    "department_store",
    "target macy nordstrom kohl primark debenhams harrods selfridges bloomingdale",
  ],
  ["drugstore", "cvs walgreens superdrug"],
  ["clothing_store", "zara uniqlo"],
  ["pet_shop", "petco petsmart chewy"],
  ["health_club", "equinox orangetheory crossfit soulcycle ymca puregym"],
  ["hotel", "marriott hilton hyatt sheraton westin"],
  ["store", "ikea depot lowe bestbuy amazon etsy ebay wayfair argos sephora ulta rei"],
  ["coffee_shop", "starbucks dunkin costa peets pret"],
  ["restaurant", "mcdonald domino chipotle wendy kfc nando panera popeyes wagamama"],
  [
    "bank",
    "chase monzo revolut barclays hsbc santander citibank citi wells fargo ally natwest " +
    "lloyds pnc usaa nationwide sofi starling",
  ],
  ["brokerage", "schwab fidelity vanguard robinhood etrade betterment wealthfront coinbase"],
  [
    "airline",
    "delta united southwest jetblue ryanair easyjet lufthansa emirates qantas klm etihad iberia cathay",
  ],
  [
    "insurance_company",
    "geico allstate aetna cigna humana kaiser aviva axa allianz prudential metlife aflac bupa",
  ],
  ["telephone_company", "verizon t-mobile vodafone comcast xfinity"],
  ["shipping_company", "fedex dhl"],
  [
    "application",
    "spotify netflix hulu youtube twitch duolingo notion slack zoom whatsapp instagram " +
    "facebook tiktok snapchat linkedin reddit twitter uber lyft airbnb venmo paypal " +
    "strava tinder headspace audible pinterest discord telegram wechat gmail dropbox evernote " +
    "figma jira trello asana canva photoshop lightroom myfitnesspal goodreads shazam waze " +
    "deliveroo doordash grubhub instacart zelle splitwise ynab todoist github bumble hbo " +
    "crunchyroll soundcloud deezer libby duolingo",
  ],
  [
    "university",
    "mit harvard stanford yale princeton ucla berkeley nyu caltech cornell georgetown purdue rutgers ucl lse usc upenn cmu",
  ],
  [
    "team",
    "yankees mets dodgers cubs sox giants packers cowboys patriots steelers eagles bears " +
    "chiefs lakers celtics warriors knicks bulls arsenal chelsea tottenham seahawks broncos " +
    "raiders 49ers niners bengals jets dolphins vikings falcons colts texans titans chargers " +
    "rams commanders panthers buccaneers nets sixers 76ers mavericks spurs rockets suns " +
    "clippers nuggets bucks pistons pacers cavaliers braves astros phillies mariners padres " +
    "orioles royals brewers liverpool everton",
  ],
  [
    "company",
    "google microsoft apple meta ibm intel nvidia amazon boeing stripe salesforce oracle " +
    "deloitte mckinsey accenture pfizer disney zillow spacex shopify adobe cisco samsung sony " +
    "siemens unilever nestle jpmorgan goldman kpmg pwc exxon chevron fedex nasa openai",
  ],
  ["shoe", "nike adidas reebok asics converse vans crocs birkenstock birkenstocks skechers hoka"],
  ["sunglasses", "rayban oakley"],
  [
    "programming_language",
    "python javascript typescript java kotlin swift rust golang ruby php perl scala haskell " +
    "elixir erlang clojure lua julia fortran cobol dart matlab",
  ],
  [
    "database",
    "postgresql postgres mysql sqlite mongodb redis mariadb cassandra dynamodb " +
    "elasticsearch firebase supabase snowflake",
  ],
  [
    "operating_system",
    "linux ubuntu debian fedora centos macos ios android windows chromeos freebsd",
  ],
  ["editor_program", "vim neovim emacs vscode sublime notepad"],
  ["computer_game", "minecraft fortnite zelda pokemon roblox tetris"],
  ["board_game", "monopoly scrabble catan"],
  ["soft_drink", "coke pepsi sprite fanta"],
  ["beer", "guinness heineken budweiser stella coors modelo peroni carlsberg amstel"],
  ["outerwear", "patagonia arcteryx"],
];

/**
 * Brand (folded, as a note's word is read, without a possessive `'s`) → what WordNet would call it.
 *
 * @example
 * ```ts
 * import { BRANDS } from "./brands.ts";
 * console.log(BRANDS.get("vespa")); // [ "motor_scooter" ]
 * ```
 */
export const BRANDS: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const [category, brands] of TABLE) {
    for (const brand of brands.split(" ")) {
      const categories = out.get(brand) ?? [];
      categories.push(category);
      out.set(brand, categories);
    }
  }
  return out;
})();

/** The categories that are somewhere one goes or deals with: a store, a bank, an employer, an app. */
const SITES: ReadonlySet<string> = new Set([
  ...["supermarket", "department_store", "store", "coffee_shop", "restaurant", "bank"],
  ...["brokerage", "airline", "application", "university", "company"],
]);

/**
 * Whether a brand is somewhere one goes or deals with (a store, a bank, an employer, an app),
 * so that it answers a question asking where: "buys groceries at Trader Joe's", "banks with
 * Chase"; a Toyota or the Packers do not.
 *
 * @example
 * ```ts
 * import { brandIsSite } from "./brands.ts";
 * console.log(brandIsSite("chase"), brandIsSite("toyota")); // true false
 * ```
 */
export function brandIsSite(word: string): boolean {
  return (BRANDS.get(word) ?? []).some((c) => SITES.has(c));
}
