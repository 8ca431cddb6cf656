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
    "yaris altima sentra elantra sorento sportage outlander impreza crosstrek ioniq f-150 " +
    "hilux berlingo auris impala camaro 4runner pathfinder murano versa megane corsa vauxhall " +
    "cupra dacia evoque niro mitsubishi isuzu suzuki vitara jimny holden commodore gmc hummer " +
    "mclaren bugatti micra kuga mondeo macan taycan perodua myvi axia bezza",
  ],
  [
    "pickup_truck",
    "hilux tacoma f-150 f-250 f-350 silverado tundra navara amarok ridgeline gladiator",
  ],
  ["motorcycle", "harley ducati kawasaki triumph yamaha ktm aprilia husqvarna enfield"],
  ["motor_scooter", "vespa lambretta"],
  ["bicycle", "brompton cannondale schwinn raleigh bianchi colnago pinarello cervelo"],
  ["exercise_bike", "peloton"],
  ["treadmill", "nordictrack"],
  [
    "cellular_telephone",
    "iphone pixel galaxy oneplus motorola nokia blackberry samsung huawei xiaomi",
  ],
  [
    "computer",
    "macbook thinkpad chromebook imac ipad kindle kobo nook dell lenovo asus acer " +
    "alienware toshiba razer vaio",
  ],
  ["console", "xbox playstation ps5 ps4 wii gameboy nintendo gamecube steamdeck"],
  ["watch", "rolex omega casio timex seiko swatch cartier tissot breitling longines hublot patek"],
  ["tracker", "fitbit garmin whoop oura"],
  ["earphone", "airpods bose sennheiser jabra skullcandy"],
  [
    "camera",
    "nikon gopro fujifilm leica canon olympus panasonic pentax hasselblad polaroid kodak instax",
  ],
  ["blender", "vitamix nutribullet ninja"],
  ["mixer", "kitchenaid"],
  ["vacuum_cleaner", "dyson roomba hoover bissell miele"],
  ["coffee_maker", "nespresso keurig breville delonghi bialetti moccamaster chemex aeropress"],
  ["grill", "weber traeger"],
  [
    "supermarket",
    "costco walmart kroger aldi lidl tesco safeway publix wegmans sainsbury waitrose " +
    "trader asda morrisons albertsons meijer carrefour ocado woolworths coles loblaws sobeys " +
    "heb ralphs vons winco hyvee mercadona edeka rewe migros spar heijn kaufland auchan " +
    "leclerc intermarche esselunga conad",
  ],
  [
    "department_store",
    "target macy nordstrom kohl primark debenhams harrods selfridges bloomingdale kmart sears " +
    "jcpenney penney dillard belk myer",
  ],
  ["drugstore", "cvs walgreens superdrug boots riteaid"],
  ["clothing_store", "zara uniqlo topshop asos lululemon abercrombie hollister"],
  ["pet_shop", "petco petsmart chewy petbarn"],
  ["health_club", "equinox orangetheory crossfit soulcycle ymca puregym goodlife f45 gymbox"],
  [
    "hotel",
    "marriott hilton hyatt sheraton westin ritz radisson novotel ibis travelodge fairmont " +
    "wyndham accor",
  ],
  ["store", "ikea depot lowe bestbuy amazon etsy ebay wayfair argos sephora ulta rei"],
  ["coffee_shop", "starbucks dunkin costa peets pret hortons timmies philz"],
  [
    "restaurant",
    "mcdonald domino chipotle wendy kfc nando panera popeyes wagamama wingstop whataburger " +
    "denny ihop applebee greggs itsu zizzi jollibee arby",
  ],
  [
    "bank",
    "chase monzo revolut barclays hsbc santander citibank citi wells fargo ally natwest " +
    "lloyds pnc usaa nationwide sofi starling commbank anz westpac nab rbc scotiabank bmo cibc " +
    "desjardins bofa truist chime amex tsb rbs n26 bunq rabobank bnp commerzbank bbva " +
    "unicredit ubs kiwibank",
  ],
  [
    "brokerage",
    "schwab fidelity vanguard robinhood etrade betterment wealthfront coinbase trading212 " +
    "etoro questrade wealthsimple commsec ibkr ameritrade ameriprise zerodha groww",
  ],
  [
    "airline",
    "delta united southwest jetblue ryanair easyjet lufthansa emirates qantas klm etihad " +
    "iberia cathay westjet lingus latam avianca aeromexico volaris wizz wizzair jet2 finnair " +
    "jetstar airasia flybe",
  ],
  [
    "insurance_company",
    "geico allstate aetna cigna humana kaiser aviva axa allianz prudential metlife aflac bupa " +
    "racv racq nrma aami chubb medibank unitedhealthcare",
  ],
  [
    "telephone_company",
    "verizon t-mobile vodafone comcast xfinity telus koodo giffgaff optus telstra telekom kpn " +
    "movistar jio airtel safaricom",
  ],
  ["shipping_company", "fedex dhl usps purolator evri dpd aramex"],
  [
    "application",
    "spotify netflix hulu youtube twitch duolingo notion slack zoom whatsapp instagram " +
    "facebook tiktok snapchat linkedin reddit twitter uber lyft airbnb venmo paypal " +
    "strava tinder headspace audible pinterest discord telegram wechat gmail dropbox evernote " +
    "figma jira trello asana canva photoshop lightroom myfitnesspal goodreads shazam waze " +
    "deliveroo doordash grubhub instacart zelle splitwise ynab todoist github bumble hbo " +
    "crunchyroll soundcloud deezer libby duolingo kayo britbox iplayer itvx noom fitbod zwift " +
    "komoot alltrails chatgpt grammarly quickbooks xero turbotax cashapp remitly opentable " +
    "resy yelp tripadvisor expedia skyscanner citymapper trainline nextdoor meetup grindr " +
    "imessage facetime skype webex mychart zocdoc ubereats justeat menulog swiggy zomato glovo " +
    "rappi gopuff procreate kubernetes terraform grafana docker pagerduty datadog splunk anki " +
    "worldremit wise lemfi bitwarden lastpass 1password dashlane trainingpeaks calm",
  ],
  [
    "university",
    "mit harvard stanford yale princeton ucla berkeley nyu caltech cornell georgetown purdue " +
    "rutgers ucl lse usc upenn cmu vanderbilt tufts emory baylor tulane gonzaga villanova " +
    "fordham mcgill ubc mcmaster monash unsw rmit kcl sorbonne kaist asu uiuc umich unlv umass " +
    "uconn unc gatech wharton insead",
  ],
  // A team by its sport where it plays one (`which ballclub…`: the Cubs), else a team.
  [
    "baseball_club",
    "yankees mets dodgers cubs sox braves astros phillies mariners padres orioles royals " +
    "brewers marlins diamondbacks",
  ],
  [
    "football_team",
    "packers cowboys patriots steelers eagles bears chiefs seahawks broncos raiders 49ers " +
    "niners bengals dolphins vikings falcons colts texans titans chargers rams commanders " +
    "buccaneers arsenal chelsea tottenham liverpool everton hibernian hibs barca juventus juve " +
    "psg bayern benfica flamengo galatasaray fenerbahce matildas socceroos",
  ],
  [
    "basketball_team",
    "lakers celtics warriors knicks bulls nets sixers 76ers mavericks spurs rockets suns " +
    "clippers nuggets bucks pistons pacers cavaliers raptors blazers timberwolves",
  ],
  ["hockey_team", "leafs canadiens habs canucks oilers bruins blackhawks"],
  ["team", "giants jets panthers wallabies springboks rabbitohs"],
  [
    "company",
    "google microsoft apple meta ibm intel nvidia amazon boeing stripe salesforce oracle " +
    "deloitte mckinsey accenture pfizer disney zillow spacex shopify adobe cisco samsung sony " +
    "siemens unilever nestle jpmorgan goldman kpmg pwc exxon chevron fedex nasa openai",
  ],
  [
    "shoe",
    "nike adidas reebok asics converse vans crocs birkenstock birkenstocks skechers hoka " +
    "salomon merrell saucony clarks martens timberland ugg uggs allbirds",
  ],
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
  ["outerwear", "patagonia arcteryx barbour moncler"],
  ["van", "vivaro sprinter"],
  ["drone", "dji mavic"],
  ["loudspeaker", "sonos jbl bose harman"],
  ["printer", "epson"],
  ["router", "netgear linksys eero"],
  ["food_processor", "thermomix"],
  ["cookware", "creuset staub"],
  ["mattress", "casper tempur sealy"],
  ["hardware_store", "bunnings menards homebase wickes screwfix toolstation lowe depot"],
  ["pet_food", "purina iams whiskas friskies eukanuba"],
  [
    "whisky",
    "lagavulin laphroaig glenfiddich glenlivet macallan talisker ardbeg glenmorangie jameson " +
    "bushmills",
  ],
  ["notebook", "moleskine leuchtturm"],
  ["contact_lens", "acuvue"],
  ["amusement_park", "disneyland dollywood legoland efteling epcot"],
  ["trailer_truck", "freightliner kenworth peterbilt"],
  ["toothbrush", "sonicare"],
  ["telescope", "celestron"],
  ["amplifier", "ampeg"],
  ["guitar", "fender stratocaster telecaster"],
  ["stove", "jotul"],
  ["cheese", "babybel"],
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

/**
 * Which of WordNet's noun senses (numbered as WordNet numbers them, from 1) a category's brands
 * are, where its lemma has others they are not: a Weber is the grill one cooks on (2), not a
 * grillroom (1); a Rolex the timepiece (1), not a ship's watch on duty (2); Ikea the store one
 * shops at (1), not a store of supplies (2). A category not listed is read by all its senses.
 *
 * @example
 * ```ts
 * import { CATEGORY_SENSES } from "./brands.ts";
 * console.log(CATEGORY_SENSES.get("grill")); // [ 2 ]
 * ```
 */
export const CATEGORY_SENSES: ReadonlyMap<string, readonly number[]> = new Map([
  ["airline", [2]],
  ["application", [4]],
  ["bank", [2, 9]],
  ["car", [1]],
  ["company", [1]],
  ["computer", [1]],
  ["console", [2, 4]],
  ["drone", [4]],
  ["grill", [2]],
  ["mixer", [4]],
  ["notebook", [1]],
  ["printer", [2, 3]],
  ["router", [2]],
  ["shoe", [1]],
  ["store", [1]],
  ["team", [1]],
  ["treadmill", [1]],
  ["van", [4, 5]],
  ["watch", [1]],
]);

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
