/**
 * Medicines that notes name ("user takes levothyroxine", "her cat gets methimazole", "carries an
 * EpiPen"), generic and brand names, each with what WordNet would call it (an antidepressant, a
 * beta blocker, a medicine). WordNet 3.1 and GloVe 6B lack most of those prescribed since the
 * 1990s (`levothyroxine`, `escitalopram`, `apixaban`, `ozempic`) and file some as what they are
 * made of, not what they are taken as (`insulin`, `melatonin`: hormones). Unlike a brand
 * (`brands.ts`), a medicine's name is no other word, so it counts however it is written. Written
 * from general knowledge of widely prescribed and over-the-counter medicines, human and
 * veterinary; see `ConceptGraph.kindOf`.
 * @module
 */

/**
 * Each category (a WordNet lemma) and the medicines it names, folded. A category that WordNet
 * does not file under medicine (`diuretic`, `hormone`) is given with `medication` beside it.
 */
const TABLE: readonly (readonly [categories: string, medicines: string])[] = [
  [
    "thyroid_hormone medication",
    "levothyroxine liothyronine synthroid eltroxin levoxyl euthyrox tirosint",
  ],
  ["medication", "methimazole carbimazole propylthiouracil"],
  ["calcium_blocker", "amlodipine nifedipine felodipine diltiazem verapamil norvasc cardizem"],
  [
    "ace_inhibitor",
    "lisinopril enalapril ramipril perindopril quinapril benazepril captopril zestril prinivil " +
    "altace vasotec",
  ],
  [
    "antihypertensive",
    "losartan valsartan irbesartan candesartan olmesartan telmisartan cozaar diovan benicar " +
    "micardis hydralazine clonidine doxazosin",
  ],
  [
    "beta_blocker",
    "metoprolol atenolol bisoprolol propranolol carvedilol nebivolol labetalol lopressor toprol " +
    "tenormin coreg inderal",
  ],
  [
    "diuretic medication",
    "hydrochlorothiazide chlorthalidone furosemide bumetanide torsemide spironolactone " +
    "indapamide lasix aldactone",
  ],
  [
    "statin",
    "atorvastatin simvastatin rosuvastatin pravastatin lovastatin pitavastatin lipitor crestor " +
    "zocor",
  ],
  ["medication", "ezetimibe fenofibrate zetia repatha praluent"],
  [
    "antidiabetic",
    "metformin glipizide gliclazide glimepiride glyburide sitagliptin linagliptin empagliflozin " +
    "dapagliflozin canagliflozin semaglutide liraglutide dulaglutide tirzepatide exenatide " +
    "pioglitazone glucophage januvia jardiance farxiga invokana ozempic wegovy rybelsus victoza " +
    "saxenda trulicity mounjaro zepbound",
  ],
  [
    "antidiabetic medication",
    "insulin lantus levemir tresiba toujeo humalog novolog novorapid fiasp basaglar",
  ],
  [
    "anticoagulant",
    "warfarin apixaban rivaroxaban dabigatran edoxaban heparin enoxaparin clopidogrel " +
    "ticagrelor prasugrel coumadin eliquis xarelto pradaxa lovenox plavix brilinta",
  ],
  [
    "medication",
    "digoxin amiodarone sacubitril entresto isosorbide nitroglycerin ranolazine lanoxin",
  ],
  [
    "antidepressant",
    "sertraline escitalopram citalopram fluoxetine paroxetine fluvoxamine venlafaxine " +
    "desvenlafaxine duloxetine bupropion mirtazapine trazodone amitriptyline nortriptyline " +
    "vortioxetine zoloft lexapro cipralex celexa prozac paxil wellbutrin effexor cymbalta " +
    "pristiq remeron trintellix",
  ],
  [
    "antipsychotic",
    "quetiapine aripiprazole risperidone olanzapine clozapine haloperidol lurasidone " +
    "seroquel abilify risperdal zyprexa latuda",
  ],
  [
    "anticonvulsant",
    "lamotrigine levetiracetam valproate carbamazepine oxcarbazepine topiramate gabapentin " +
    "pregabalin phenytoin lacosamide lamictal keppra depakote tegretol trileptal topamax " +
    "neurontin lyrica",
  ],
  [
    "tranquilizer",
    "alprazolam lorazepam clonazepam diazepam buspirone hydroxyzine xanax ativan klonopin " +
    "valium buspar",
  ],
  ["sleeping_pill", "zolpidem zopiclone eszopiclone temazepam ambien lunesta"],
  ["hormone medication", "melatonin"],
  [
    "stimulant medication",
    "methylphenidate lisdexamfetamine dexamfetamine dextroamphetamine amphetamine adderall " +
    "ritalin concerta vyvanse elvanse dexedrine focalin",
  ],
  ["medication", "atomoxetine guanfacine strattera intuniv"],
  [
    "medication",
    "sumatriptan rizatriptan zolmitriptan eletriptan ubrogepant rimegepant imitrex maxalt " +
    "nurtec",
  ],
  [
    "antacid medication",
    "omeprazole esomeprazole lansoprazole pantoprazole rabeprazole famotidine ranitidine " +
    "prilosec nexium prevacid protonix pepcid zantac gaviscon",
  ],
  ["antiemetic", "ondansetron metoclopramide prochlorperazine zofran"],
  ["medication", "loperamide imodium mesalamine mesalazine sulfasalazine lialda asacol"],
  [
    "corticosteroid medication",
    "prednisone prednisolone methylprednisolone hydrocortisone dexamethasone budesonide " +
    "fluticasone beclomethasone mometasone triamcinolone medrol flonase nasonex",
  ],
  [
    "bronchodilator",
    "salbutamol albuterol salmeterol formoterol tiotropium ipratropium ventolin proair " +
    "symbicort advair seretide flovent spiriva qvar pulmicort breo trelegy",
  ],
  ["medication", "montelukast singulair"],
  [
    "antihistamine",
    "cetirizine levocetirizine loratadine desloratadine fexofenadine diphenhydramine " +
    "chlorphenamine chlorpheniramine promethazine zyrtec claritin clarinex xyzal benadryl " +
    "piriton phenergan",
  ],
  ["decongestant", "pseudoephedrine phenylephrine sudafed"],
  [
    "antibiotic",
    "amoxicillin azithromycin clarithromycin doxycycline ciprofloxacin levofloxacin cephalexin " +
    "cefuroxime nitrofurantoin trimethoprim metronidazole clindamycin flucloxacillin " +
    "augmentin amoxil zithromax cipro keflex bactrim macrobid",
  ],
  ["antifungal medication", "fluconazole terbinafine clotrimazole diflucan lamisil"],
  ["antiviral", "acyclovir aciclovir valacyclovir oseltamivir paxlovid valtrex tamiflu"],
  [
    "immunosuppressant",
    "methotrexate hydroxychloroquine adalimumab etanercept infliximab ustekinumab " +
    "secukinumab dupilumab tacrolimus leflunomide azathioprine humira enbrel remicade stelara " +
    "cosentyx dupixent plaquenil otezla xeljanz",
  ],
  [
    "medication",
    "allopurinol febuxostat colchicine zyloprim uloric alendronate risedronate ibandronate " +
    "denosumab raloxifene fosamax actonel prolia evista",
  ],
  [
    "medication",
    "tamsulosin finasteride dutasteride oxybutynin mirabegron solifenacin flomax proscar " +
    "avodart vesicare myrbetriq sildenafil tadalafil viagra cialis",
  ],
  [
    "medication",
    "donepezil memantine rivastigmine galantamine aricept namenda levodopa carbidopa " +
    "ropinirole pramipexole rasagiline sinemet madopar",
  ],
  [
    "medication",
    "latanoprost timolol bimatoprost travoprost brimonidine dorzolamide xalatan lumigan " +
    "travatan alphagan cosopt restasis",
  ],
  [
    "opioid",
    "tramadol oxycodone hydrocodone buprenorphine tapentadol oxycontin percocet vicodin " +
    "suboxone",
  ],
  ["medication", "naloxone naltrexone varenicline narcan chantix champix"],
  ["analgesic", "paracetamol acetaminophen tylenol panadol calpol excedrin"],
  [
    "nsaid analgesic",
    "ibuprofen naproxen diclofenac celecoxib meloxicam advil motrin aleve nurofen voltaren " +
    "celebrex mobic",
  ],
  ["medication", "cyclobenzaprine baclofen tizanidine methocarbamol flexeril"],
  [
    "contraceptive",
    "levonorgestrel norethisterone norethindrone drospirenone yasmin yaz microgynon mirena " +
    "nexplanon",
  ],
  ["hormone medication", "estradiol medroxyprogesterone premarin"],
  ["epinephrine medication", "epipen auvi-q"],
  [
    "medication",
    "carprofen meloxicam oclacitinib apoquel rimadyl metacam gabapentin bravecto nexgard " +
    "simparica heartgard revolution vetmedin cytopoint",
  ],
];

/**
 * Medicine (folded) → what WordNet would call it.
 *
 * @example
 * ```ts
 * import { MEDICINES } from "./medicines.ts";
 * console.log(MEDICINES.get("escitalopram")); // [ "antidepressant" ]
 * ```
 */
export const MEDICINES: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const [categories, medicines] of TABLE) {
    for (const medicine of medicines.split(" ")) {
      const known = out.get(medicine) ?? [];
      for (const c of categories.split(" ")) if (!known.includes(c)) known.push(c);
      out.set(medicine, known);
    }
  }
  // A category is WordNet's, never a medicine of the table: what it is is asked once.
  for (const categories of out.values()) {
    for (const c of categories) {
      if (out.has(c)) throw new Error(`${c} is both a medicine and a category`);
    }
  }
  return out;
})();
