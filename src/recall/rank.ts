/**
 * Recall: candidates from the indexes, scored on four axes and weighted by retention.
 *
 * `score = relevance × R_rank^0.35`, where `relevance = w_lex·√bm25 + w_tri·trigram +
 * w_vec·cosine + w_spread·spread` and `R_rank` is retention bounded by how well the cue matches
 * (`R_rank^0.35 ≤ relevance / best`), at least the forgetting floor and the rescue of near-best
 * matches, and for a superseded state at most its successor's.
 *
 * Candidates come from the indexes (BM25 top-N, traces holding vocabulary words spelled like a
 * cue word, short CJK substrings),
 * from the bridge by meaning (`bridge.ts`: traces holding kinds, synonyms and other relations of
 * the cue's words in the concept graph, scored on their own axis against the best literal match),
 * from extra {@linkcode CandidateSource}s (the nearest vectors: recall by meaning), from the
 * links of the best of them, and from the traces formed right before and after the best of them
 * in the same sitting, which those matches lift part way to themselves (temporal contiguity), and
 * from the newer states of stale ones that rank, which match at least as well as them. A
 * hit needs a word, a close fuzzy word, a link, a strong enough bridge (a kind of what the
 * question asks for), or a source that admits it (a vector above the embedder's similarity
 * floor).
 * @module
 */
import { cosine } from "../core/embed.ts";
import { FORGETTING_FLOOR, rankingRetention, retentionAt } from "../core/model.ts";
import { matchesFilter, type TraceFilter, type TraceStore } from "../store/store.ts";
import {
  analyzeQuery,
  asQuestion,
  COMMON_WORD_DOCS,
  commonAbove,
  couldBeMisspelt,
  fold,
  formsOf,
  FuzzyMatcher,
  rarestWithin,
  selectiveWords,
  STOPWORDS,
  withinEdits,
  wordSimilarity,
} from "../core/text.ts";
import { Trace, type TraceData } from "../core/trace.ts";
import { timeSpanOf } from "./when.ts";
import { englishWords, type WordList } from "../core/english.ts";
import { type ConceptGraph, concepts, inflections, lastWord } from "../core/concepts.ts";
import { composeKin } from "./kinship.ts";
import { asNotesSay } from "./idioms.ts";
import {
  type BridgeMatch,
  bridgeWords,
  type CueBridge,
  cueBridge,
  idiomWords,
  matchBridge,
  namesFavouriteAsked,
  writtenAsNames,
} from "./bridge.ts";
import { type Association, association, associationCue } from "./association.ts";
import { asksWhatSuits, LIMIT_WORDS, statesLimit } from "./constraints.ts";
import { type WordVectors, wordVectors } from "./word_vectors.ts";
import {
  asksWho,
  namesAsked,
  namesAskedPerson,
  namesSomeone,
  noteSubject,
  sameSubject,
  type Subject,
} from "./subject.ts";
import { LEARNED_POOL, learnedShares, rarityWeights } from "./learned.ts";
import { learnedKey } from "../core/lessons.ts";

/** One recalled memory and how its score came about. */
export interface Hit {
  /** The trace (as stored after this recall's reinforcement). */
  trace: Trace;
  /**
   * The final score: relevance × ranking retention^exponent, less for a note about someone other
   * than the question asks about (`subject.ts`). Higher is better.
   */
  score: number;
  /** √(BM25), normalised to [0, 1] over the candidates. */
  lexical: number;
  /** Fuzzy character-gram similarity to the query, in [0, 1]. */
  trigram: number;
  /** Cosine similarity of embeddings, clamped to [0, 1]. */
  vector: number;
  /**
   * How the cue's words reach a trace that shares none of them through the concept graph
   * (kinds, synonyms, definitions: `sport` → `swim`), as a relevance: `bridgeWeight` × the best
   * literal match's relevance × how much of the cue it reaches against that match; 0 for a
   * trace holding cue words, or reached by nothing. It counts as a match on every direct axis.
   */
  bridge: number;
  /**
   * How closely the trace's words go with the cue's by GloVe's word vectors, in [0, 1]
   * (`association.ts`: `glasses` ~ `lenses`; 1 for a trace of the cue's own words). It orders
   * the hits (`associationWeight`), and makes one only of a trace the bridge reaches too. 0 with
   * association off.
   */
  association: number;
  /**
   * The share of the cue made of words this trace learned from earlier uses (`Memory.used`:
   * words of questions it answered that it does not hold), each weighed as the bridge weighs the
   * cue's words (by rarity without it) and counting 0.8 on a first use, towards 1 with more
   * (`learned.ts`). Like the bridge, it counts as a match on every direct axis. 0 when it learned
   * none of the cue's words.
   */
  learned: number;
  /**
   * Activation received along Hebbian links from the best candidates (at most 1), or from a
   * strong match formed just before it in the same sitting (temporal contiguity: half the way
   * to that match, which may be more than 1) or just after it (as a half-weight link would
   * pass), whichever is more.
   */
  spread: number;
  /** Retention at the time of the recall (1 for core traces), before reinforcement. */
  retention: number;
  /** Whether the query named a span of time this trace was formed in (its relevance boosted). */
  timeCue: boolean;
}

/** The tunables of ranking, all resolved. */
export interface RankingParams {
  /** Weight of the lexical (BM25) axis. */
  lexicalWeight: number;
  /** Weight of the trigram (fuzzy) axis. */
  trigramWeight: number;
  /** Weight of the vector axis. */
  vectorWeight: number;
  /** Weight of the spreading-activation axis. */
  spreadWeight: number;
  /**
   * How the bridge by meaning (`bridge.ts`) scores: a trace that reaches as much of the cue
   * through the concept graph as the best match holds as written scores this share of that
   * match's relevance (a kind of what the question asks for, reaching more, up to 1.4 times
   * it). 0 turns the bridge off (the graph is then never loaded).
   */
  bridgeWeight: number;
  /**
   * How much words that go together reorder the hits (`association.ts`: GloVe's word vectors,
   * `glasses` ~ `lenses`, `books` ~ `novels`): a hit's score gains this × what its words reach
   * beyond the cue's own (its association less the share of the cue it matches in full) × the
   * best hit's score, and keeps (1 − ½ × (1 − its association)) of its own score; both less when
   * one hit matches more than half the cue in full. A trace the
   * bridge reaches without admitting it is a hit when its words go with half the cue besides;
   * association alone makes no hit. 0 turns it off (the vectors are then never loaded).
   */
  associationWeight: number;
  /** Exponent of retention in the score. */
  retentionExponent: number;
  /** Activation kept per hop along links. */
  spreadDecay: number;
  /** Hops of spreading activation (0 to 2). */
  spreadHops: number;
  /**
   * Score multiplier for superseded traces. Below 1, a superseded candidate also brings its
   * successor, which matches at least as well (1: supersession does not weigh in recall).
   */
  supersededWeight: number;
}

/** Defaults of {@linkcode RankingParams}. */
export const DEFAULT_RANKING: RankingParams = {
  lexicalWeight: 0.4,
  trigramWeight: 0.25,
  vectorWeight: 0.2,
  spreadWeight: 0.15,
  // Just under the literal match it stands in for: a memory of `subaru` ranks with the notes
  // that say `car` for `what car…`, and the best of those still leads.
  bridgeWeight: 0.95,
  associationWeight: 1,
  retentionExponent: 0.35,
  spreadDecay: 0.5,
  spreadHops: 2,
  supersededWeight: 0.5,
};

/**
 * The most traces a ranked lexical query may cover (the sum of its words' counts): BM25 costs
 * ~14 µs per trace it ranks, so a word in 750,000 of a million traces would take 1–2 s. Past
 * it, rarer words are ranked without the common ones, or the newest matches are.
 */
const LEXICAL_DOC_BUDGET = 20_000;
/**
 * …and the most a group of the bridge's related words may cover: each group only adds candidates
 * ({@linkcode BRIDGE_POOL} of them, read again by the bridge), and at 100k English notes the
 * groups past it took ~48 ms of a ~160 ms recall, ranking up to 20,000 traces each (README,
 * Recall by meaning, stop 72).
 */
const BRIDGE_DOC_BUDGET = 5_000;
/** How many candidates each index contributes at least. */
const LEXICAL_POOL = 48;
/**
 * How many of the best lexical matches keep their BM25 score beyond those candidates: a trace
 * that joins the candidates later (formed next to a strong match) ranks with its own lexical
 * score. FTS5 computes BM25 for every match to order them, so the deeper list costs little.
 */
const LEXICAL_DEPTH = 256;
const FUZZY_POOL = 32;
const SUBSTRING_POOL = 32;
/**
 * Vocabulary words spelled like a cue word asked of the store, and the most kept per cue word
 * (those at least {@linkcode FUZZY_HIT} close); the traces a ranked fuzzy query may cover.
 */
const FUZZY_WORDS = 16;
const FUZZY_WORDS_KEPT = 8;
const FUZZY_DOC_BUDGET = 4000;
/**
 * Other forms of a cue word (`allergic` for `allergies`, `formsOf` in `text.ts`) that join the
 * lexical query, at most; those the brain does not hold cost one count each.
 */
const FORMS_PER_WORD = 12;
/** And at most this many in all: a paragraph as a cue counts a bounded number of forms. */
const FORMS_PER_CUE = 48;
/** Up to this many traces, a form counted like a term is checked against it (`otherTerms`). */
const FORM_CHECK_DOCS = 200;
/**
 * A faded trace ranks as if at least `RESCUE_RETENTION × (relevance / best relevance)^
 * RESCUE_SHARPNESS` retained: the cue's best match counts as 70% retained however faded, one
 * at 80% of the best as 29%. Measured on LoCoMo replay (bench/locomo.ts): any@5 .426 → .61.
 */
const RESCUE_RETENTION = 0.7;
const RESCUE_SHARPNESS = 4;
/**
 * Relevance bonus of a trace formed inside the span of time the query names. Measured on
 * LoCoMo replay (bench/locomo.ts): any@5 .612 → .627, single-hop .650 → .671.
 */
const TIME_BOOST = 0.5;
/**
 * Bigram Dice at or above which a query word counts as matching a trace's word (`alergy` ~
 * `allergic` is 0.63, `penaut` ~ `peanuts` 0.4; unrelated words rarely pass 0.3).
 */
const FUZZY_HIT = 0.4;
/**
 * Share of the cue's words a trace must match that closely to be a hit by spelling alone:
 * `penaut alergy` matches both words of "allergic to peanuts", while `tectonic plate
 * subduction` matching only `suction` is a coincidence of letters, not a memory of it.
 */
const FUZZY_SHARE = 0.5;
/**
 * With exactly that share, the best word must match this closely: one of two words meeting
 * `fine` inside `byzantine` (0.4) is chance; `alergy` ~ `allergic` (0.63) is a typo.
 */
const FUZZY_CLOSE = 0.55;
/**
 * A vocabulary word finds traces for a cue word only within this share of the longer word's
 * letters in edits, as search engines' fuzzy queries bound edits: `alergy` → `allergic` (3 of
 * 8) and `penaut` → `peanuts` (2 of 7) are typos; `renaissance` → `science` (7 of 11) shares
 * bigrams with it by chance of letters, not by misspelling.
 */
const FUZZY_EDIT_SHARE = 0.4;
/**
 * The bridge by meaning (`bridge.ts`): related words asked of the store per cue word (the
 * heaviest relations first), the most of them that join one OR query for candidates, and the
 * traces that query returns: an answer type's kinds are many (`occupation` lists 2,000 working
 * people), and notes holding two common ones (`service`, `office`) must leave room for the one
 * holding `nurse`.
 */
const BRIDGE_WORDS_PER_CUE_WORD = 300;
const BRIDGE_QUERY_WORDS = 64;
const BRIDGE_POOL = 96;
/**
 * …and the kinds below a cue word's, asked apart per cue word: a word WordNet files deep under a
 * kind listed (`greyhound` under `dog`, for `what kind of pet…`) is otherwise no candidate, though
 * the bridge would reach it.
 */
const BRIDGE_KINDS_BELOW = 3000;
/**
 * The most traces the words asked for names like an answer type may cover (the sum of their
 * counts): names are rare in a brain, and a word held by thousands (`flights`) names nothing.
 */
const NAME_DOC_BUDGET = 2000;
/**
 * A trace the bridge alone finds is a hit when a question reaches at least
 * {@linkcode BRIDGE_QUESTION} of its weight in it through strong relations (a kind of what it
 * asks for, `subaru` for `what car…`; `shrimp` → `seafood`); or when its words, as
 * written and through strong relations, weigh at least {@linkcode BRIDGE_SHARE} of the cue with
 * at least {@linkcode BRIDGE_MIN} of it bridged. One relation of one word of a topic
 * (`constitution` → `document`) is not a memory of it.
 */
const BRIDGE_QUESTION = 0.2;
/**
 * …or {@linkcode BRIDGE_OWN_LIFE} of it, when the question asks about someone's own life by a
 * pronoun and the note says it is about them (`is their home powered by the sun?` finds "user's
 * house has solar panels"; `subject.ts`): a brain of notes about them is where the answer is. A
 * question about the world (`how is a home powered by the sun?`) must meet more of itself, and so
 * must a note about someone else or no one ("the house across the street has solar panels").
 * Lower, a weak relation answers what it should not (`where is her getaway…?`: a getaway car, so
 * "user drives a Subaru Outback").
 */
const BRIDGE_OWN_LIFE = 0.125;
const BRIDGE_SHARE = 0.5;
const BRIDGE_MIN = 0.25;
/**
 * A bridged trace holding a kind of what the question asks for (`subaru` for `what car…`) and
 * reaching more of the cue than the best literal match scores up to this times that match's
 * relevance × `bridgeWeight`; any other bridged trace at most `bridgeWeight` × it.
 */
const BRIDGE_OVER = 1.4;
/**
 * Past this share of the cue held as written by the best literal match, bridged matches count
 * less, down to nothing when it holds the whole cue: LoCoMo's questions mostly share their words
 * with the turns that answer them, and there the bridge only reshuffles.
 */
const BRIDGE_DEFER = 0.5;
/**
 * How much of what a bridged trace reaches past its cap still counts: the cap keeps it from
 * outscoring the words too far, but among traces that all reach it, the one reaching more leads
 * (`when do I turn a year older?`: the birthday, before notes that are only times).
 */
const PAST_CAP = 0.02;

/** A share of the cue reached, at most `cap` but for {@linkcode PAST_CAP} of what is past it. */
function capped(share: number, cap: number): number {
  return share <= cap ? share : cap + PAST_CAP * (share - cap);
}
/**
 * A question's answer-type words held as written count this share less for the bridge's
 * deferring (`BRIDGE_DEFER`), and, for a question that is only them, for the share of it the
 * literal matches hold: `the job fair is on Thursday` names a job, it does not say which.
 */
const TYPE_AS_WRITTEN = 0.5;
/**
 * Past this share of the cue matched in full by one hit (its words, or words as near), words
 * that go together reorder the hits less, down to not at all when a hit holds the whole cue:
 * there the words have found what was asked (`association.ts`).
 */
const ASSOCIATION_DEFER = 0.5;
/**
 * Of a hit's score, the share that rests on how well its words go with the whole cue: one
 * holding only a weak word of `do they need glasses?` (`need`, which the brain may hold as
 * rarely as `glasses`) keeps half its score, one that goes with all of the cue all of it.
 */
const ASSOCIATION_DAMPING = 0.5;
/**
 * A trace the bridge reaches but does not admit (a relation too weak alone: a definition's
 * word, a rare sense) is a hit when its words, by how they are used, also go with at least this
 * share of the cue beyond the cue's own words…
 */
const ASSOCIATION_ADMITS = 0.5;
/**
 * …or this share, when the question asks about someone's own life by a pronoun and the note says
 * it is about them, as for the bridge alone (`BRIDGE_OWN_LIFE`): `could she help read a letter
 * from Brazil?` finds "user speaks fluent Portuguese", `could anyone…?` does not. Lower, a
 * birthday answers `when do they usually turn in?` and a getaway car the one about her getaway.
 */
const ASSOCIATION_OWN_LIFE = 0.3;
/**
 * A cue asking what suits someone (`should I order steak for them?`, `plan a dinner`) looks among
 * the newest {@linkcode LIMIT_POOL} memories stating a limit (`constraints.ts`); the
 * {@linkcode LIMIT_HITS} whose words go best with it, with at least {@linkcode LIMIT_ADMITS} of
 * it beyond its own words (`steak` ~ `vegetarian`), are hits, and score at least
 * {@linkcode LIMIT_WEIGHT} × the best hit's score, in full from an association of
 * {@linkcode LIMIT_FULL} (`shrimp` ~ `shellfish`), in part below, deferring as association does
 * (`ASSOCIATION_DEFER`). A question about something else (`is he a fast typist?`: `fast` ~
 * `kosher`) so lists two limits at most.
 */
const LIMIT_POOL = 64;
const LIMIT_ADMITS = 0.2;
const LIMIT_HITS = 2;
const LIMIT_WEIGHT = 0.9;
const LIMIT_FULL = 0.35;
/**
 * A limit on a thing of the domain the cue is about (`BridgeMatch.domain`: `peanuts` for
 * `cook dinner for them`, both food) goes with it this well, whatever GloVe says.
 */
const LIMIT_DOMAIN = 0.7;
/** The relevance a bridged match scores at best when no trace holds a word of the cue. */
const BRIDGE_ALONE = 0.6;
/** What the bridge adds to a trace the words find too, as a share of what it reaches. */
const BRIDGE_BESIDE_WORDS = 0.25;
/** How many of the best candidates pass activation along their links. */
const SPREAD_SEEDS = 8;
/**
 * Temporal contiguity (Kahana's contiguity effect): a match cues the traces formed just before
 * and after it, when they were formed within this long of each other (one sitting: the
 * inactivity gap that commonly ends a session).
 */
const CONTIGUITY_WINDOW_MS = 30 * 60_000;
/**
 * How many traces on each side a match cues: an answer often comes a turn or two after the
 * words that asked for it (LoCoMo, chosen on conversations 0–4 and confirmed on 5–9).
 */
const CONTIGUITY_LAGS = 2;
/** Only a strong direct match cues its neighbours: at least this share of the best match. */
const CONTIGUITY_SEED_SHARE = 0.5;
/**
 * A trace formed after its cue closes this share of the gap between its relevance and the
 * cue's: the turn after a question that matches the cue is often its answer, which may share no
 * more than a name with the cue, yet it never ties or passes the match that cued it.
 */
const CONTIGUITY_REACH = 0.5;
/**
 * A trace formed before its cue gains at most this share of the cue's relevance on the spread
 * axis, as a link of half weight would pass it (and no more than the reach): recall runs
 * forward about twice as often as backward.
 */
const CONTIGUITY_BACKWARD = 0.5;

interface Candidate {
  data: TraceData;
  lexical: number;
  trigram: number;
  vector: number;
  bridge: number;
  /** How far the bridge reaches it against the best literal match (`lexicalAxis`). */
  reach: number;
  /** The share of the cue it holds as kinds of what the question asks for (`matchBridge`). */
  typed: number;
  /** The share of the cue it holds as kinds of the cue's words (`matchBridge`). */
  kinds: number;
  /** How much it holds a thing of the domain of a cue asking what suits (`matchBridge`). */
  domain: number;
  spread: number;
  relevance: number;
  /** Some query word matches one of the trace's words closely (typo, other word form). */
  fuzzyHit: boolean;
  /** A candidate source found it close enough to be a hit on its own (by meaning). */
  admitted: boolean;
  /** Activation reached it along a link from a match (a link makes it a hit). */
  linked: boolean;
  /** It holds one of the query's words as it is written (see `joinNeighbours`). */
  holdsWord: boolean;
  /** The share of the cue it learned from use (`Hit.learned`). */
  learned: number;
}

/** The cue as candidate sources see it. */
export interface Cue {
  /** The user's text. */
  query: string;
  /** Its distinct meaningful words (folded), as the word indexes were asked. */
  words: readonly string[];
  /** Its embedding, or `null` when the vector axis is off. */
  vector: Float32Array | null;
  /** Restrictions on the traces (sources may over-fetch; recall applies the filter again). */
  filter: TraceFilter;
  /** How many hits the recall returns. */
  k: number;
}

/** A trace a {@linkcode CandidateSource} found. */
export interface SourcedCandidate {
  /** The trace. */
  id: number;
  /** Whether this finding alone makes it a hit (it shares no word with the cue otherwise). */
  admit: boolean;
}

/**
 * An extra way to find candidates beside the word indexes and links: the nearest vectors
 * (`vector_source.ts`), a bridge of related words, and so on. Sources run in order after the
 * lexical and fuzzy steps; their candidates join the pool and are scored on every axis like
 * the rest.
 */
export interface CandidateSource {
  /** A name for diagnostics, such as `vectors`. */
  readonly name: string;
  /** Candidates for the cue, best first. */
  find(store: TraceStore, cue: Cue): Promise<SourcedCandidate[]>;
}

/** What a ranking needs besides the store. */
export interface RankRequest {
  /** The user's text. */
  query: string;
  /** The query's embedding, or `null` when the vector axis is off. */
  queryVector: Float32Array | null;
  /** Restrictions on kinds and tags. */
  filter: TraceFilter;
  /** How many hits to return. */
  k: number;
  /** The instant of the recall. */
  now: number;
  /** Extra candidate sources, run in order. Default none. */
  sources?: readonly CandidateSource[];
  /**
   * Embeds texts when the brain keeps no vectors (a derivable embedder): the candidates'
   * vectors are computed from their content instead of read from the store. Default none.
   */
  deriveVectors?: (texts: readonly string[]) => Promise<Float32Array[]>;
}

/**
 * A hit about someone other than the question asks about keeps this share of its score: "user's
 * sister is an architect" for `what is their job?`, the user's own golf for `what sport does the
 * kid do?` (`subject.ts`).
 */
const SUBJECT_MISMATCH = 0.6;
/**
 * A hit that does not say whom it is about ("the car wash was closed") keeps this share: a note
 * saying it is about whom the question asks ("user drives a Toyota Prius") is the surer answer
 * to `what vehicle do they commute in?` where both match as well.
 */
const SUBJECT_UNSAID = 0.9;

/**
 * The share of its score a note keeps for whom it is about (`subject.ts`), given whom it says it
 * is about (`noteSubject` of its text).
 */
function whoseNote(
  graph: ConceptGraph,
  asked: Subject,
  note: Subject | undefined,
  text: string,
): number {
  if (note === undefined) {
    // A question about the user's people alone is answered by a note naming them.
    const theirs = !asked.user && asked.people.length > 0;
    return theirs && !namesAsked(graph, asked, text) ? SUBJECT_MISMATCH : SUBJECT_UNSAID;
  }
  return sameSubject(graph, asked, note) ? 1 : SUBJECT_MISMATCH;
}

/** Whom each note says it is about (`noteSubject`), read once per note of a recall and kept. */
function notesSubjects(graph: ConceptGraph | null): (data: TraceData) => Subject | undefined {
  if (!graph) return () => undefined;
  const known = new Map<number, Subject | undefined>();
  return (data) => {
    if (!known.has(data.id)) known.set(data.id, noteSubject(graph, data.content));
    return known.get(data.id);
  };
}

/** A reading of a note, made once per note of a recall and kept. */
function oncePerNote(read: (data: TraceData) => boolean): (data: TraceData) => boolean {
  const known = new Map<number, boolean>();
  return (data) => {
    let value = known.get(data.id);
    if (value === undefined) known.set(data.id, value = read(data));
    return value;
  };
}

/**
 * Whether a note is about whom a question asks (`CueBridge.subject`, or `CueBridge.ownLife` for
 * a question of someone's own life), read once per note; never for any other cue.
 */
function aboutWhomAsked(
  graph: ConceptGraph | null,
  asked: Subject | undefined,
  subjectOf: (data: TraceData) => Subject | undefined,
): (data: TraceData) => boolean {
  if (!graph || !asked) return () => false;
  return oncePerNote((data) => whoseNote(graph, asked, subjectOf(data), data.content) === 1);
}

/**
 * Whether a note may hold what a question asks of someone through the words naming them: a note
 * saying whom it is about — them, the user, whose notes name their people as they deal with
 * them ("user married Fiona in 2004" for `when did he wed his spouse?`), or someone whose note
 * `whoseNote` weighs — not one saying nothing of whom ("the kids learned to ride bikes" for
 * `what sport does his son play?`). Only a question about someone asks.
 */
function reachesWhomAsked(
  asked: Subject | undefined,
  subjectOf: (data: TraceData) => Subject | undefined,
): (data: TraceData) => boolean {
  if (!asked || asked.people.length === 0) return () => true;
  return (data) => subjectOf(data) !== undefined;
}

/**
 * For a question asking who, whether a note names no one (`subject.ts`'s `namesSomeone`), read
 * once per note; never so for any other cue.
 */
function noOneNamed(
  graph: ConceptGraph | null,
  asksWho: boolean,
): (data: TraceData) => boolean {
  if (!graph || !asksWho) return () => false;
  return oncePerNote((data) => !namesSomeone(graph, data.content));
}

/** The known words, and those the concept graph defines besides (`avogadro`, `mycenaean`). */
function definedToo(known: WordList, graph: ConceptGraph): WordList {
  return {
    size: known.size,
    has: (word) => known.has(word) || graph.has(word),
    startingWith: (prefix) => known.startingWith(prefix),
  };
}

/** Rank the brain's traces for a query; returns at most `k` hits with a positive score. */
export async function rank(
  store: TraceStore,
  request: RankRequest,
  params: RankingParams,
): Promise<Hit[]> {
  const graph = params.bridgeWeight > 0 ? await concepts() : null;
  // `find out which bank holds their money` asks `which bank holds their money?`.
  request = { ...request, query: asQuestion(request.query) };
  // `their spouse's dad` is asked as `their father-in-law`, the word a note holds.
  if (graph) request = { ...request, query: composeKin(graph, request.query) };
  // …and its idioms as a note says them: `their go-to meal` as `their favourite meal`, `stop
  // working` as `retire`.
  if (graph) request = { ...request, query: asNotesSay(request.query) };
  const cueQ = analyzeQuery(request.query);
  if (cueQ.words.length === 0) return [];
  // The bridge reads `for a living` as asking for a job, and `the user` as whom a question asks
  // about (`subject.ts`): their words are no words to find.
  const idiom = graph ? idiomWords(request.query, cueQ.words) : new Set<string>();
  const q = { ...cueQ, words: cueQ.words.filter((w) => !idiom.has(w)) };
  const known = await englishWords();
  const { bm25, pool, df } = await lexicalCandidates(store, q.words, request, known);
  const rows = new Map((await store.getTraces(pool)).map((t) => [t.id, t]));
  const ids = new Set(pool);
  // A word WordNet defines was meant as written: `Avogadro` is no typo of `avocado`.
  const spelled = graph ? definedToo(known, graph) : known;
  for (const id of await fuzzyCandidates(store, q, df, rows, request, spelled)) ids.add(id);
  // GloVe's vectors, for names used like an answer type and for association (when it is on).
  const glove = params.associationWeight > 0 ? await wordVectors() : null;
  // …though how common they are still weighs them in the bridge's reading of the question.
  const cueDf = idiom.size === 0 ? df : new Map([
    ...df,
    ...await store.wordFrequencies([...idiom].filter((w) => cueQ.words.includes(w))),
  ]);
  const bridge = graph ? cueBridge(graph, cueQ.words, cueDf, request.query, glove) : null;
  // The words the bridge relates to each cue word: asked of the word index, and of what memories
  // learned from use (with the cue's own words).
  const heads = bridge && graph ? relatedHeads(bridge, graph) : [];
  const learned = await learnedCandidates(store, q.words, df, bridge, heads.flat());
  for (const id of learned.found) ids.add(id);
  if (bridge) {
    // A question asking for an employer finds the notes naming someone's work: the names in them.
    // …and one asking for a place, the notes of living somewhere: the places they name; one
    // asking for a team, the notes of following one.
    // …and one asking where something is done, the notes naming a site it is done at.
    const sitesDone = [...bridge.doneAt.values()].map((sites) =>
      [...sites.keys()].sort((x, y) => sites.get(y)! - sites.get(x)!)
        .slice(0, BRIDGE_WORDS_PER_CUE_WORD)
    );
    const whereNamed = [
      bridge.workers,
      bridge.residing,
      bridge.followers,
      bridge.consumers,
    ]
      .map((w) => [...w])
      .concat(sitesDone).filter((w) => w.length > 0);
    for (const id of await bridgeCandidates(store, [...heads, ...whereNamed], request)) ids.add(id);
    // …and one asking for a kind, the notes naming someone's favourite: the newest, as a brain
    // holding thousands would cost a tenth of a recall to rank them all for a few answers; and
    // of those, the ones naming a favourite of a kind like the one asked (ranking the rest cost
    // some 7 ms a question at 100k notes and found nothing more in the paraphrase bench).
    if (bridge.favourites.size > 0 && graph) {
      const favourites = await store.wordCandidates(
        [...bridge.favourites],
        "any",
        request.filter,
        BRIDGE_POOL,
        { newest: true },
      );
      const unread = favourites.map((h) => h.id).filter((id) => !ids.has(id));
      const asked = namesFavouriteAsked(graph, bridge);
      for (const data of await store.getTraces(unread)) {
        if (!asked(data.content)) continue;
        ids.add(data.id);
        rows.set(data.id, data);
      }
    }
    for (const data of await nameCandidates(store, bridge, request, ids)) {
      ids.add(data.id);
      rows.set(data.id, data);
    }
  }
  const suits = params.associationWeight > 0 && asksWhatSuits(request.query);
  if (suits) { for (const id of await limitCandidates(store, request)) ids.add(id); }
  const admitted = new Set<number>();
  const cue: Cue = { ...request, words: q.words, vector: request.queryVector };
  for (const source of request.sources ?? []) {
    for (const c of await source.find(store, cue)) {
      ids.add(c.id);
      if (c.admit) admitted.add(c.id);
    }
  }
  if (ids.size === 0) return [];

  const missing = [...ids].filter((id) => !rows.has(id));
  for (const data of await store.getTraces(missing)) {
    // Sources may over-fetch; the index steps already applied the filter.
    if (matchesFilter(data, request.filter)) rows.set(data.id, data);
  }
  const vectors = await candidateVectors(store, request, ids, [...rows.values()]);
  // What a memory learned from use is its text too, for the bridge and for association.
  const textOf = await withLearnedWords(store, learned.found);
  // Whom a note says it is about is read once per note, by whichever reading below asks first.
  const subjectOf = notesSubjects(graph);
  // Both lower bars for a question of someone's own life (the bridge's, association's) read
  // whom a note is about.
  const aboutThem = aboutWhomAsked(graph, bridge?.ownLife, subjectOf);
  // A question asking who is answered by a note naming someone: read once per note.
  const namesNoOne = noOneNamed(graph, bridge !== null && asksWho(request.query));
  // Whether a note is about whom the question asks (`user's son…` for `his lad`).
  const aboutAsked = aboutWhomAsked(graph, bridge?.subject, subjectOf);
  const throughPerson = reachesWhomAsked(bridge?.subject, subjectOf);
  const lexical = lexicalAxis(
    bm25,
    graph,
    bridge,
    [...rows.values()],
    textOf,
    learned.shares,
    aboutThem,
    namesNoOne,
    { about: aboutAsked, throughPerson },
  );
  const scale = { bridge: 0 };
  const score = scorer(
    q.words,
    lexical,
    vectors,
    request.queryVector,
    params,
    admitted,
    spelled,
    scale,
    learned.shares,
  );
  const candidates = new Map<number, Candidate>();
  for (const data of rows.values()) candidates.set(data.id, score(data));
  if (bridge) scaleBridge(candidates, scale, params);
  if (params.supersededWeight < 1) await joinSuccessors(store, candidates, request, score);
  if (params.spreadHops > 0 && params.spreadWeight > 0) {
    await spreadActivation(store, candidates, request, params, score);
  }
  const asked = bridge?.subject;
  const whose = graph && asked
    ? (data: TraceData) => whoseNote(graph, asked, subjectOf(data), data.content)
    : (data: TraceData) => namesNoOne(data) ? SUBJECT_MISMATCH : 1;
  const associate = associator(glove, q.words, (w) => spelled.has(w), textOf, {
    subject: bridge?.subject,
    about: throughPerson,
  });
  return toHits(candidates, request, params, associate, suits, whose, aboutThem);
}

/**
 * The traces that learned from use some of the cue's words, or words the bridge relates to them
 * (`learned.ts`: a Subaru that learned `car` for `which vehicle…`), and for each the share of
 * the cue its learned words make up as written.
 */
async function learnedCandidates(
  store: TraceStore,
  cueWords: readonly string[],
  df: ReadonlyMap<string, number>,
  bridge: CueBridge | null,
  related: readonly string[],
): Promise<{ found: Set<number>; shares: Map<number, number> }> {
  const keys = [...new Set([...cueWords, ...related].map(learnedKey))];
  const rows = await store.learnedFor(keys, LEARNED_POOL);
  return {
    found: new Set(rows.map((r) => r.id)),
    // Weighed as the bridge weighs the cue (its answer type most), else by rarity.
    shares: rows.length === 0
      ? new Map()
      : learnedShares(rows, bridge?.weights ?? rarityWeights(cueWords, df)),
  };
}

/**
 * The text a memory is matched by: its content, and the words it learned from use after it
 * (for these traces; the others' content alone).
 */
async function withLearnedWords(
  store: TraceStore,
  ids: ReadonlySet<number>,
): Promise<(data: TraceData) => string> {
  if (ids.size === 0) return (data) => data.content;
  const words = new Map<number, string[]>();
  for (const l of await store.learnedBy([...ids])) {
    words.set(l.id, [...words.get(l.id) ?? [], l.word]);
  }
  return (data) => {
    const learned = words.get(data.id);
    return learned ? `${data.content} ${learned.join(" ")}` : data.content;
  };
}

/**
 * Memories stating a limit (`constraints.ts`: `can't`, `avoids`, `allergic`), for a question
 * asking what suits someone: the newest {@linkcode LIMIT_POOL} of them (however many the brain
 * holds, they are found at the cost of one word query).
 */
async function limitCandidates(store: TraceStore, request: RankRequest): Promise<number[]> {
  const held = await store.heldWords(LIMIT_WORDS);
  if (held.length === 0) return [];
  const hits = await store.wordCandidates(held, "any", request.filter, LIMIT_POOL, {
    newest: true,
  });
  return hits.map((h) => h.id);
}

/** What a trace's words reach of the cue beyond the cue's own words. */
function beyondWords(a: Association): number {
  return Math.max(0, a.score - a.own);
}

/**
 * How closely a trace goes with the cue's words (`association.ts`); 0 without the vectors
 * (association off).
 */
function associator(
  vectors: WordVectors | null,
  cueWords: readonly string[],
  isWord: (word: string) => boolean,
  textOf: (data: TraceData) => string,
  asked: { subject: Subject | undefined; about: (data: TraceData) => boolean },
): (data: TraceData) => Association {
  const cue = vectors && associationCue(vectors, cueWords, isWord);
  // The person asked about goes with the words for them only in a note saying whom it is about
  // (as the bridge's reach does, `whomItReaches`).
  const person = new Set(cue?.words.filter((w) => namesAskedPerson(asked.subject, w)));
  return vectors && cue
    ? (data) =>
      association(
        vectors,
        cue,
        textOf(data),
        person.size > 0 && !asked.about(data) ? person : undefined,
      )
    : () => ({ score: 0, full: 0, own: 0, beyond: 0 });
}

/**
 * Lexical candidates (`pool`, best first) and the BM25 of the best {@linkcode LEXICAL_DEPTH}
 * matches, from the query's selective words and the other forms of them the brain holds
 * (`allergic` for `allergies`: `formsOf` in `text.ts`, which the stemmer leaves apart). When
 * even the rarest word is common, an OR query ranks most of the brain: try the traces holding
 * every word of the cue first (an intersection, cheap), and fall back to OR only if too few do.
 * Words whose traces add up past {@linkcode LEXICAL_DOC_BUDGET} are not ranked whole: the rarer
 * words are, and when every word is that common, the newest traces holding them are (only as
 * many as the pool: that query reads as many traces as it returns).
 */
async function lexicalCandidates(
  store: TraceStore,
  cueWords: string[],
  request: RankRequest,
  known: WordList,
): Promise<{ bm25: Map<number, number>; pool: number[]; df: Map<string, number> }> {
  const pool = Math.max(LEXICAL_POOL, request.k * 4);
  const forms = formsOfCue(cueWords, known);
  const df = await store.wordFrequencies([...cueWords, ...forms.keys()]);
  const formTerms = await otherTerms(store, forms, df);
  // Forms join the words the cue's own commonness keeps: a rare form must not make a cue word
  // look common (`selectiveWords`), nor a common form cost what a cue word left out would.
  const limit = commonAbove(cueWords, df);
  const selective = [
    ...selectiveWords(cueWords, df),
    ...(limit < Infinity
      ? formTerms.filter((f) => df.get(f)! <= limit)
      : selectiveWords(formTerms, df)),
  ];
  const ranked = rarestWithin(selective, df, LEXICAL_DOC_BUDGET);
  const newest = ranked.length === 0;
  const used = newest ? selective : ranked;
  // Every word at once means every word of the cue: no trace need hold two forms of one.
  const cueUsed = used.filter((w) => cueWords.includes(w));
  const allCommon = cueUsed.length > 1 &&
    used.every((w) => (df.get(w) ?? 0) > COMMON_WORD_DOCS);
  const depth = newest ? pool : Math.max(pool, LEXICAL_DEPTH);
  const find = (mode: "all" | "any") =>
    store.wordCandidates(mode === "all" ? cueUsed : used, mode, request.filter, depth, {
      newest,
    });
  let lexical = allCommon ? await find("all") : [];
  if (lexical.length < request.k) lexical = await find("any");
  return {
    bm25: new Map(lexical.map((c) => [c.id, c.score])),
    pool: lexical.slice(0, pool).map((c) => c.id),
    df,
  };
}

/**
 * The words the bridge relates to each cue word, heaviest first, as the brain's text holds
 * them: a compound (`golden_retriever`) by its head word — but a verb's particle (the `to` of
 * `take_to`, the `up` of `look_up`) is no word to find anything by.
 */
function relatedHeads(bridge: CueBridge, graph: ConceptGraph): string[][] {
  return bridgeWords(bridge, BRIDGE_WORDS_PER_CUE_WORD, { graph, limit: BRIDGE_KINDS_BELOW })
    .map((g) => [
      ...new Set(g.map(lastWord).filter((w) => !STOPWORDS.has(w))),
    ]);
}

/**
 * Candidates through the bridge: the traces holding the related words of the cue's words that
 * the brain holds, ranked on the word index (heaviest relations first).
 */
async function bridgeCandidates(
  store: TraceStore,
  headsOf: readonly string[][],
  request: RankRequest,
): Promise<number[]> {
  // The vocabulary holds words as written: ask for the lemmas' inflections too.
  const written = new Map<string, string>();
  for (const head of headsOf.flat()) {
    for (const w of inflections(head)) if (!written.has(w)) written.set(w, head);
  }
  if (written.size === 0) return [];
  const heldHeads = new Set(
    (await store.heldWords([...written.keys()])).map((w) => written.get(w)!),
  );
  const held = headsOf.map((heads) =>
    heads.filter((w) => heldHeads.has(w)).slice(0, BRIDGE_QUERY_WORDS)
  );
  const all = [...new Set(held.flat())];
  if (all.length === 0) return [];
  // Common related words (`home` for `house`) are ranked only within the bridge's budget.
  const df = await store.wordFrequencies(all);
  const out = new Set<number>();
  for (const group of held) {
    const words = rarestWithin(group.filter((w) => df.has(w)), df, BRIDGE_DOC_BUDGET);
    if (words.length === 0) continue;
    for (const h of await store.wordCandidates(words, "any", request.filter, BRIDGE_POOL)) {
      out.add(h.id);
    }
  }
  return [...out];
}

/**
 * Candidates named like what the question asks for (`bridge.namesLike`): traces holding one of
 * the words GloVe uses like an answer type, written as a name (`Delta` for `which airline…`),
 * besides those already found (`known`).
 */
async function nameCandidates(
  store: TraceStore,
  bridge: CueBridge,
  request: RankRequest,
  known: ReadonlySet<number>,
): Promise<TraceData[]> {
  const out: TraceData[] = [];
  for (const [type, near] of bridge.namesLike) {
    const held = (await store.heldWords([...near.keys()]))
      .filter((w) => bridge.nameLikeness(type, w) > 0);
    if (held.length === 0) continue;
    // Words common in the brain (`flights` for `airline`) are ranked only within the budget.
    const df = await store.wordFrequencies(held);
    const words = rarestWithin(held.filter((w) => df.has(w)), df, NAME_DOC_BUDGET);
    if (words.length === 0) continue;
    const found = await store.wordCandidates(words, "any", request.filter, BRIDGE_POOL);
    const fresh = found.map((h) => h.id).filter((id) => !known.has(id));
    for (const data of await store.getTraces(fresh)) {
      // A word used like the type but written plainly ("the flight was late") is no name of one.
      if ([...writtenAsNames(data.content)].some((n) => bridge.nameLikeness(type, n) > 0)) {
        out.push(data);
      }
    }
  }
  return out;
}

/**
 * A trace's lexical axis in [0, 1], its BM25, how far the bridge reaches it (see
 * {@linkcode lexicalAxis}), and whether the bridge alone makes it a hit.
 */
type LexicalAxis = (
  data: TraceData,
) => {
  lexical: number;
  bm25: number;
  reach: number;
  typed: number;
  kinds: number;
  domain: number;
  admit: boolean;
};

/**
 * The lexical axis, `√(BM25 / best)`, and the bridge's reach for a trace holding no cue word:
 * `√(bridged / M)`, where `bridged` is the share of the cue's weight it reaches through
 * related words (`matchBridge`) and `M` the share the best literal match holds as written (with
 * no literal match, against the best bridged share), at most 1 — or {@linkcode BRIDGE_OVER} for
 * a kind of the answer type — and less once `M` passes {@linkcode BRIDGE_DEFER}.
 * `scaleBridge` turns reach into the bridge axis. A note about whom the question asks holding
 * no cue word but the words naming them (`whom.about`) is read as one holding none; what a note
 * reaches of the person asked about counts only where `whom.throughPerson` says it may.
 */
function lexicalAxis(
  bm25: ReadonlyMap<number, number>,
  graph: ConceptGraph | null,
  bridge: CueBridge | null,
  rows: readonly TraceData[],
  textOf: (data: TraceData) => string,
  learnedShare: ReadonlyMap<number, number>,
  aboutThem: (data: TraceData) => boolean,
  namesNoOne: (data: TraceData) => boolean,
  whom: { about: (data: TraceData) => boolean; throughPerson: (data: TraceData) => boolean },
): LexicalAxis {
  let maxBm25 = 0;
  for (const v of bm25.values()) maxBm25 = Math.max(maxBm25, v);
  const plain = (b: number) => maxBm25 > 0 ? Math.max(0, b) / maxBm25 : 0;
  if (!graph || !bridge || bridge.related.size === 0) {
    return (data) => {
      const held = bm25.get(data.id) ?? 0;
      return {
        lexical: Math.sqrt(plain(held)),
        bm25: held,
        reach: 0,
        typed: 0,
        kinds: 0,
        domain: 0,
        admit: false,
      };
    };
  }
  const memo = new Map<number, BridgeMatch>();
  const matchOf = (data: TraceData) => {
    let m = memo.get(data.id);
    if (!m) memo.set(data.id, m = whomItReaches(matchBridge(graph, bridge, textOf(data)), data));
    return m;
  };
  // Reaching the person asked about (`kids` for `son`) says whom a note may be about, which
  // `whoseNote` weighs: it answers nothing of the question in a note saying nothing of whom
  // ("the kids learned to ride bikes" for `does his son compete in matches?`).
  const whomItReaches = (m: BridgeMatch, data: TraceData): BridgeMatch =>
    (m.person.bridged > 0 || m.person.strong > 0) && !whom.throughPerson(data)
      ? { ...m, bridged: m.bridged - m.person.bridged, strong: m.strong - m.person.strong }
      : m;
  // The share a lexical match holds as written is at least that of the cue's lightest word:
  // a trace found through another form of a word (`allergic`) holds that word.
  let total = 0, lightest = Infinity, asked = 0;
  for (const [w, weight] of bridge.weights) {
    total += weight;
    lightest = Math.min(lightest, weight);
    if (bridge.types.has(w)) asked += weight;
  }
  // A question that is only what it asks for (`what car do I have?`) is not held by a note naming
  // that alone ("returned the rental car"): such a note says no car, so holds only part of it.
  // A cue that asks nothing (`jazz`) is held by the note saying it.
  const onlyAsked = bridge.question && asked === total;
  if (onlyAsked) lightest *= 1 - TYPE_AS_WRITTEN;
  // A note about whom the question asks that holds no word of it but the person's ("user's son
  // Callum plays goalkeeper…" for `what position does my son play?`) is found by its words
  // only as every note about them is: what it answers, the bridge reads, as for a note holding
  // no word. Read only for a note holding no more of the cue as written than the person.
  let personWeight = 0;
  for (const [w, weight] of bridge.weights) {
    if (namesAskedPerson(bridge.subject, w)) personWeight += weight;
  }
  const personShare = personWeight / total;
  const onlyPerson = (data: TraceData) =>
    personShare > 0 && (bm25.get(data.id) ?? 0) > 0 &&
    matchOf(data).literal <= personShare + 1e-9 && whom.about(data);
  let held = lightest / total, literal = false, deferTo = 0;
  for (const data of rows) {
    // A note naming no one holds no answer to a question asking who, whatever words it holds:
    // the bridge does not defer to it ("finished a long report for work" for `who does she
    // report to?`).
    if ((bm25.get(data.id) ?? 0) <= 0 || namesNoOne(data) || onlyPerson(data)) continue;
    literal = true;
    const m = matchOf(data);
    // …and what it answers of the question as a kind of what is asked ("user's shift at the
    // hospital begins at 7pm" for `when does her hospital job start?`): a note holding only
    // some time reaches no more of the cue than that.
    held = Math.max(
      held,
      m.literal - (onlyAsked ? TYPE_AS_WRITTEN * m.literalType : 0) + m.typed,
    );
    deferTo = Math.max(deferTo, m.literal - TYPE_AS_WRITTEN * m.literalType);
  }
  const raw = (data: TraceData) => {
    const b = bm25.get(data.id) ?? 0;
    // A trace the words already find keeps its place among them: what it reaches besides
    // only nudges it. The bridge's full weight is for memories that share no word with the cue.
    // Words learned from use are held, at their strength (the bridge read them as written).
    return plain(b) * held + (learnedShare.get(data.id) ?? 0) +
      matchOf(data).bridged * (b > 0 && !onlyPerson(data) ? BRIDGE_BESIDE_WORDS : 1);
  };
  // Reach is measured against the best literal match's share; with none, against the best.
  let against = held;
  if (!literal) { for (const data of rows) against = Math.max(against, raw(data)); }
  // When the words alone find a memory holding most of the cue, the bridge defers to them.
  // A memory naming what the question asks for (`the phone screen cracked` for `what phone do
  // they have?`) holds less of it than its words say: the answer is a kind of phone.
  const defer = literal ? Math.min(1, Math.max(0, (1 - deferTo) / (1 - BRIDGE_DEFER))) : 1;
  // Any place is no answer to `where is their mum looked after?`: a memory holding only what the
  // question's form implies (a place, a time, a number) is no hit when another answers with
  // something the question says besides. With none, it is the best there is.
  const asksBeyondImplied = bridge.implied.size > 0 &&
    [...bridge.weights.keys()].some((w) => !bridge.implied.has(w)) &&
    rows.some((data) => {
      const m = matchOf(data);
      return m.answersType && m.besideImplied > 0;
    });
  return (data) => {
    const m = matchOf(data);
    const b = bm25.get(data.id) ?? 0;
    // Only a trace the bridge reaches scores on its axis: a literal match keeps its own score.
    const reach = (m.bridged > 0 || learnedShare.has(data.id)) && (b === 0 || onlyPerson(data))
      ? defer * capped(Math.sqrt(raw(data) / against), literal && m.answersType ? BRIDGE_OVER : 1)
      : 0;
    const saysSomething = m.besideImplied > 0 || !asksBeyondImplied;
    // The lower bar is for a note saying it is about whom the question asks: "user's dad has
    // dementia" is no answer to a question about their father-in-law, nor "the mail carrier left
    // a note" to one about where they sit on the bus. Whom a note is about is read only where
    // the bar decides (between the two), not for every candidate.
    const between = m.strong >= BRIDGE_OWN_LIFE && m.strong < BRIDGE_QUESTION;
    const bar = between && aboutThem(data) ? BRIDGE_OWN_LIFE : BRIDGE_QUESTION;
    const admit = saysSomething && ((bridge.question && m.strong >= bar) ||
      (m.literal + m.strong >= BRIDGE_SHARE && m.strong >= BRIDGE_MIN));
    // What it holds as kinds of what is asked defers as its reach does.
    return {
      lexical: Math.sqrt(plain(b)),
      bm25: b,
      reach,
      typed: m.typed * defer,
      kinds: m.kinds,
      domain: m.domain,
      admit,
    };
  };
}

/**
 * Put the bridge on the literal matches' scale: a trace reaching as much of the cue as the best
 * literal match holds scores `bridgeWeight` × that match's relevance (as written, it leads), one
 * reaching more up to {@linkcode BRIDGE_OVER} times that; with no literal match, at most
 * {@linkcode BRIDGE_ALONE} × `bridgeWeight`. Later candidates (links, neighbours) use the
 * same scale.
 */
function scaleBridge(
  candidates: Map<number, Candidate>,
  scale: { bridge: number },
  params: RankingParams,
): void {
  let best = 0;
  for (const c of candidates.values()) {
    // Words learned from use are the memory's words too: the bridge defers to them alike. A
    // note the bridge reads besides its words (holding only the person asked about) is none.
    if (c.lexical > 0 && c.reach > 0) continue;
    if (c.lexical > 0 || c.fuzzyHit || c.learned > 0) best = Math.max(best, c.relevance);
  }
  scale.bridge = params.bridgeWeight * (best > 0 ? best : BRIDGE_ALONE);
  const base = params.lexicalWeight + params.trigramWeight + params.vectorWeight;
  for (const c of candidates.values()) {
    if (c.reach === 0) continue;
    c.bridge = scale.bridge * c.reach;
    c.relevance = base > 0 ? weighted(c, params) / base : 0;
  }
}

/**
 * The newer state of a slot answers whatever the older one did ("user switched from Vim to
 * Emacs" for `what does the user use?`, which only "user uses Vim" holds a word of): each
 * candidate's successors, along the chain, join the candidates and match at least as well as it
 * on every axis. The newer state then wins, as `supersededRetention` and `supersededWeight`
 * rank a superseded one after it.
 */
async function joinSuccessors(
  store: TraceStore,
  candidates: Map<number, Candidate>,
  request: RankRequest,
  score: (data: TraceData) => Candidate,
): Promise<void> {
  const superseded = [...candidates.values()].filter((c) =>
    c.data.supersededBy !== null && c.relevance > 0
  );
  if (superseded.length === 0) return;
  // Only a stale state that could rank brings its newer one: one matching less than the k-th
  // best candidate gives its successor no more than that (however long its chain).
  const relevances = [...candidates.values()].map((c) => c.relevance).sort((a, b) => b - a);
  const kth = relevances[request.k - 1] ?? 0;
  const stale = superseded.filter((c) => c.relevance >= kth);
  // Fetch the chains first: a successor may be superseded in turn, a candidate already or not.
  let wanted: (number | null)[] = stale.map((c) => c.data.supersededBy);
  const visited = new Set<number>();
  for (let hop = 0; hop < SUCCESSOR_HOPS && wanted.length > 0; hop++) {
    const next: (number | null)[] = [];
    const missing: number[] = [];
    for (const id of new Set(wanted)) {
      if (id === null || visited.has(id)) continue;
      visited.add(id);
      const known = candidates.get(id);
      if (known) next.push(known.data.supersededBy);
      else missing.push(id);
    }
    for (const data of missing.length > 0 ? await store.getTraces(missing) : []) {
      // Only a successor the request's filter admits: the filter applies to the answer.
      if (!matchesFilter(data, request.filter)) continue;
      candidates.set(data.id, score(data));
      next.push(data.supersededBy);
    }
    wanted = next;
  }
  // Then pass each match down its chain (in any order: a match only ever rises).
  for (const c of stale) {
    let older = c;
    for (const newer of successorsOf(c.data, candidates)) {
      inheritMatch(newer, older);
      older = newer;
    }
  }
}

/**
 * The candidates that superseded a trace, newest last, along its chain while each is a candidate
 * (a cycle, which no write makes, ends it).
 */
function* successorsOf(
  data: TraceData,
  candidates: ReadonlyMap<number, Candidate>,
): Generator<Candidate> {
  const seen = new Set([data.id]);
  for (let id = data.supersededBy; id !== null && !seen.has(id);) {
    const successor = candidates.get(id);
    if (!successor) return;
    seen.add(id);
    yield successor;
    id = successor.data.supersededBy;
  }
}
/** How many states along a chain of supersession recall follows to the newest. */
const SUCCESSOR_HOPS = 8;

/** Raises a successor's match to its predecessor's on each axis (see `joinSuccessors`). */
function inheritMatch(newer: Candidate, older: Candidate): void {
  for (
    const axis of [
      "lexical",
      "trigram",
      "vector",
      "bridge",
      "reach",
      "typed",
      "kinds",
      "domain",
      "learned",
      "relevance",
    ] as const
  ) newer[axis] = Math.max(newer[axis], older[axis]);
  newer.fuzzyHit ||= older.fuzzyHit;
  newer.admitted ||= older.admitted;
  newer.holdsWord ||= older.holdsWord;
}

/** The other forms of the cue's words (`formsOf`), each with its cue word, within the caps. */
function formsOfCue(cueWords: readonly string[], known: WordList): Map<string, string> {
  const forms = new Map<string, string>();
  for (const w of cueWords) {
    for (const f of formsOf(w, known).slice(0, FORMS_PER_WORD)) {
      if (forms.size === FORMS_PER_CUE) return forms;
      if (!cueWords.includes(f) && !forms.has(f)) forms.set(f, w);
    }
  }
  return forms;
}

/**
 * The forms of cue words the brain holds as other index terms than the cue word. A form the
 * stemmer joins to the cue word (`allergy` to `allergies`) or to another form matches the same
 * traces and would count them twice; so a form whose count equals such a term's joins only if
 * some trace holds one and not the other (asked of the store for counts up to
 * {@linkcode FORM_CHECK_DOCS}; past that, equal counts are taken for one term).
 */
async function otherTerms(
  store: TraceStore,
  forms: Map<string, string>,
  df: Map<string, number>,
): Promise<string[]> {
  const terms = new Map<string, string[]>(); // cue word → the terms kept for it
  const out: string[] = [];
  for (const [form, cue] of forms) {
    const n = df.get(form);
    if (n === undefined) continue;
    const kept = terms.get(cue) ?? (df.has(cue) ? [cue] : []);
    terms.set(cue, kept);
    let same = false;
    for (const term of kept) {
      if (df.get(term) !== n) continue;
      same = n > FORM_CHECK_DOCS || (await store.idsWithAllWords([term, form])).length === n;
      if (same) break;
    }
    if (same) continue;
    kept.push(form);
    out.push(form);
  }
  return out;
}

/**
 * Fuzzy and substring candidates: the traces holding words of the vocabulary spelled like a cue
 * word (typos, other word forms, CJK runs holding it), ranked on the word index; a two-character
 * CJK word is searched as a substring. Needed only for words the lexical index did not match:
 * held by no trace in any form it indexes, and not found (as a stem-length prefix) in any
 * lexical candidate.
 */
async function fuzzyCandidates(
  store: TraceStore,
  q: { words: string[]; shortCjk: string[] },
  df: Map<string, number>,
  rows: Map<number, TraceData>,
  request: RankRequest,
  known: WordList,
): Promise<number[]> {
  const out: number[] = [];
  const notIndexed = q.words.filter((w) => !df.has(w));
  const folded = notIndexed.length > 0 ? [...rows.values()].map((t) => fold(t.content)) : [];
  const unmatched = notIndexed.filter((w) => !foundIn(w, folded));
  const close = await closeWords(store, unmatched, known);
  if (close.length > 0) {
    // Ranked like a lexical query: traces holding close words of several cue words come first.
    const closeDf = await store.wordFrequencies(close);
    const ranked = rarestWithin(close, closeDf, FUZZY_DOC_BUDGET);
    const newest = ranked.length === 0;
    const hits = await store.wordCandidates(
      newest ? close : ranked,
      "any",
      request.filter,
      FUZZY_POOL,
      { newest },
    );
    out.push(...hits.map((h) => h.id));
  }
  for (const w of q.shortCjk) {
    out.push(...await store.substringCandidates(w, request.filter, SUBSTRING_POOL));
  }
  return out;
}

/**
 * The vectors of the candidates: read from the store, or derived from the texts of those
 * that are scored (`rows`). None when the vector axis is off.
 */
async function candidateVectors(
  store: TraceStore,
  request: RankRequest,
  ids: ReadonlySet<number>,
  rows: readonly TraceData[],
): Promise<Map<number, Float32Array>> {
  if (!request.queryVector) return new Map();
  if (!request.deriveVectors) return await store.vectors([...ids]);
  const vectors = await request.deriveVectors(rows.map((r) => r.content));
  return new Map(rows.map((r, i) => [r.id, vectors[i]]));
}

/** Scores a trace on the direct axes (lexical, trigram, vector) and the bridge's. */
function scorer(
  words: string[],
  lexicalOf: LexicalAxis,
  vectors: Map<number, Float32Array>,
  queryVector: Float32Array | null,
  params: RankingParams,
  admitted: ReadonlySet<number>,
  known: WordList,
  scale: { bridge: number },
  learnedShare: ReadonlyMap<number, number>,
): (data: TraceData) => Candidate {
  const fuzzy = new FuzzyMatcher(words, known);
  const base = params.lexicalWeight + params.trigramWeight + params.vectorWeight;
  return (data) => {
    const { lexical, bm25: b, reach, typed, kinds, domain, admit } = lexicalOf(data);
    const learned = learnedShare.get(data.id) ?? 0;
    const bridge = scale.bridge * reach;
    const { score: trigram, matched, bestWord, form } = fuzzy.match(
      data.content,
      FUZZY_HIT,
      FUZZY_EDIT_SHARE,
    );
    const vec = queryVector ? vectors.get(data.id) : undefined;
    const vector = vec ? Math.max(0, cosine(queryVector!, vec)) : 0;
    const axes = { lexical, trigram, vector, bridge, learned };
    // The direct relevance, in [0, 1], picks the seeds of spreading activation.
    const relevance = base > 0 ? weighted(axes, params) / base : 0;
    const fuzzyHit = matched > FUZZY_SHARE ||
      (matched === FUZZY_SHARE && bestWord >= FUZZY_CLOSE);
    return {
      data,
      ...axes,
      reach,
      typed,
      kinds,
      domain,
      spread: 0,
      relevance,
      fuzzyHit,
      admitted: admitted.has(data.id) || admit,
      linked: false,
      // A word of the cue as it is written (its letter pairs all met: the fuzzy match above
      // already looked at every word of the text) or in another form of it.
      holdsWord: b > 0 || bestWord >= 1 || form || learned > 0,
    };
  };
}

/**
 * Final scores: relevance (with the time cue) × ranking retention, best first, top `k`.
 * `suits`: the cue asks what suits someone (`constraints.ts`) and association is on, so limits
 * count. `whose`: the share a hit keeps for whom it is about; `aboutThem`: whether a note is about
 * whom a question of someone's own life asks, admitted from `ASSOCIATION_OWN_LIFE`.
 */
function toHits(
  candidates: Map<number, Candidate>,
  request: RankRequest,
  params: RankingParams,
  associate: (data: TraceData) => Association,
  suits: boolean,
  whose: (data: TraceData) => number,
  aboutThem: (data: TraceData) => boolean,
): Hit[] {
  // A query naming a time ("on 3 June 2023", "yesterday") prefers memories formed then.
  const span = timeSpanOf(request.query, request.now);
  const relevance = new Map<Candidate, number>();
  const cued = new Set<Candidate>();
  let best = 0;
  for (const c of candidates.values()) {
    const formedThen = span !== null && c.data.createdAt >= span.from &&
      c.data.createdAt < span.to;
    const r = cueRelevance({ ...c, timeCue: formedThen }, params);
    relevance.set(c, r);
    if (formedThen) cued.add(c);
    best = Math.max(best, r);
  }
  const retained = new Map<number, number>();
  const ranked = new Map<number, number>();
  for (const [c, r] of relevance) {
    const retention = rankingRetention(
      c.data.kind,
      retentionAt(c.data.stability, c.data.lastReinforcedAt, request.now),
    );
    retained.set(c.data.id, retention);
    ranked.set(c.data.id, rankedRetention(retention, best > 0 ? r / best : 0, params));
  }
  const found = new Map<number, Association>();
  const associationOf = (data: TraceData) => {
    let a = found.get(data.id);
    if (!a) found.set(data.id, a = associate(data));
    return a;
  };
  // A trace the bridge reaches without admitting it is a hit when words used alike reach half
  // the cue besides: two resources agree (see ASSOCIATION_ADMITS).
  // …and, for a cue asking what suits someone, the few memories stating a limit whose words go
  // with it best.
  const limits = new Set(
    suits
      ? [...candidates.values()]
        .filter((c) => statesLimit(c.data.content))
        // What its words reach beyond the question's own, by use or as kinds of the question's
        // words, either or both (`snakes` are reptiles, and GloVe puts them near a zoo: "user is
        // terrified of snakes" for `is the reptile house at the zoo a good outing?`).
        .map((c) => ({
          id: c.data.id,
          beyond: 1 - (1 - beyondWords(associationOf(c.data))) * (1 - c.kinds),
          domain: c.domain,
        }))
        // …or a limit on a thing of the cue's domain (`peanuts` for `cook dinner`), after those.
        .filter((l) => l.beyond >= LIMIT_ADMITS || l.domain >= 1)
        .sort((a, b) => b.beyond - a.beyond || b.domain - a.domain || a.id - b.id)
        .slice(0, LIMIT_HITS)
        .map((l) => l.id)
      : [],
  );
  const associated = (c: Candidate) => {
    if (limits.has(c.data.id)) return true;
    if (params.associationWeight <= 0 || c.bridge <= 0) return false;
    const beyond = associationOf(c.data).beyond;
    // Whom a note is about is read only where it decides, as for the bridge's own bar.
    return beyond >= ASSOCIATION_ADMITS ||
      (beyond >= ASSOCIATION_OWN_LIFE && aboutThem(c.data));
  };
  const hits: Hit[] = [];
  /**
   * Each hit's candidate: how far the bridge reaches it (the graph's word on how it goes with the
   * cue), and the shares of the cue it holds as kinds of what is asked and of any of its words.
   */
  const candidateOf = new Map<Hit, Candidate>();
  for (const [c, r] of relevance) {
    // A trace must match the cue itself: a word, a close fuzzy word, a link from a match, or
    // a meaning above the embedder's floor. Faint overlaps (a shared bigram, a vector in the
    // embedder's background) alone are not memories of it.
    if (!c.holdsWord && !c.linked && !c.fuzzyHit && !c.admitted && !associated(c)) continue;
    let s = r * Math.pow(supersededRetention(c.data, ranked, candidates), params.retentionExponent);
    if (c.data.supersededBy !== null) s *= params.supersededWeight;
    // A limit may hold nothing the direct axes see: its score comes with the association below.
    if (s <= 0 && !limits.has(c.data.id)) continue;
    const hit: Hit = {
      trace: new Trace(c.data),
      score: s,
      lexical: c.lexical,
      trigram: c.trigram,
      vector: c.vector,
      bridge: c.bridge,
      association: 0,
      learned: c.learned,
      spread: c.spread,
      retention: retained.get(c.data.id)!,
      timeCue: cued.has(c),
    };
    hits.push(hit);
    candidateOf.set(hit, c);
  }
  // Words that go together order the hits: each gains what its words reach beyond the cue's
  // own × the best hit's score and loses part of its score as it goes poorly with the cue, less
  // of both when a hit holds most of the cue in full.
  if (params.associationWeight > 0 && hits.length > 0) {
    let best = 0, held = 0;
    for (const h of hits) {
      best = Math.max(best, h.score);
      held = Math.max(held, associationOf(h.trace).full);
    }
    const defer = Math.min(1, Math.max(0, (1 - held) / (1 - ASSOCIATION_DEFER)));
    for (const h of hits) {
      const a = associationOf(h.trace);
      h.association = a.score;
      // A kind of what the question asks for goes with that word of it in full, however GloVe
      // uses the two (`subaru` and `car`: 0.38): "the bike tire is flat" goes with `car` more.
      // So do the words it learned from use: it answered a question asked in them.
      const { reach, typed, learned } = candidateOf.get(h)!;
      const goes = Math.max(a.score, typed, learned);
      // What the words found already scores: only the reach beyond the cue's own words adds.
      // A hit that goes poorly with the cue as a whole (it holds a weak word of it, `need`)
      // keeps less of its score, unless the graph says it answers (`swim` for `sport`).
      const fits = Math.max(goes, Math.min(1, reach));
      h.score = h.score * (1 - defer * ASSOCIATION_DAMPING * (1 - fits)) +
        params.associationWeight * defer * Math.max(0, goes - a.own) * best;
    }
    // A limit answers a question asking whether though other memories hold some of it as
    // written (`can I bake them a wheat bread?`: "the toaster burned the bread"): one that goes
    // with the question well ranks just below the best hit, one that goes less, lower; less of
    // both when a hit holds most of the question (`Would Caroline enjoy the song Caroline sang?`).
    const top = Math.max(...hits.map((h) => h.score));
    for (const h of hits) {
      if (!limits.has(h.trace.id)) continue;
      const { kinds, domain } = candidateOf.get(h)!;
      const fit = Math.min(
        1,
        Math.max(associationOf(h.trace).score / LIMIT_FULL, kinds, LIMIT_DOMAIN * domain),
      );
      h.score = Math.max(h.score, defer * LIMIT_WEIGHT * fit * top);
    }
  }
  // Whom a note is about costs a reading per hit: a hit under the least share a top-k hit can
  // keep of the k-th best score stays out of the top k whatever it is about, and is not read.
  const kth = hits.map((h) => h.score).sort((a, b) => b - a)[request.k - 1] ?? 0;
  for (const h of hits) {
    if (h.score >= SUBJECT_MISMATCH * kth) h.score *= whose(candidateOf.get(h)!.data);
  }
  return hits.filter((h) => h.score > 0)
    .sort((a, b) => b.score - a.score || b.trace.lastReinforcedAt - a.trace.lastReinforcedAt)
    .slice(0, request.k);
}

/**
 * The retention a trace ranks with, given its retention and how well the cue matches it (`x`,
 * its relevance over the best candidate's). Retention is a prior bounded by relevance: the
 * factor it contributes to the score, `R_rank^exponent`, never exceeds `x`, so a trace the cue
 * matches at a fraction x of its best match scores at most x² of the best — freshness, from
 * time or from use, never lifts a weak match past a stronger one by more than the match
 * itself reaches. Static order is untouched (every trace equally fresh: the order is
 * relevance's); among matches of about equal strength retention still decides.
 *
 * No cliff: a trace still in the brain ranks as if at least at the forgetting floor, and a
 * trace the cue matches about as well as its best match ranks as if partly retained, so a
 * specific cue rescues a faded trace from fresh, weaker matches (below the floor it is
 * dissolved at the next dream).
 */
function rankedRetention(retention: number, x: number, params: RankingParams): number {
  const bound = Math.pow(x, 1 / params.retentionExponent);
  const rescue = RESCUE_RETENTION * Math.pow(x, RESCUE_SHARPNESS);
  return Math.max(Math.min(retention, bound), FORGETTING_FLOOR, rescue);
}

/**
 * A superseded state is no more current than the state that replaced it: when its successor
 * (or theirs, along the chain) is a candidate too, it ranks with at most the successor's
 * ranking retention. However much the old value was used, the cue's newer answer is at least
 * as alive (the old one is weighted down by `supersededWeight` besides).
 */
function supersededRetention(
  data: TraceData,
  ranked: ReadonlyMap<number, number>,
  candidates: ReadonlyMap<number, Candidate>,
): number {
  let r = ranked.get(data.id)!;
  for (const successor of successorsOf(data, candidates)) {
    r = Math.min(r, ranked.get(successor.data.id)!);
  }
  return r;
}

/**
 * Whether a query word appears in one of these (folded) texts, allowing the endings a stemmer strips
 * (`allergies` is found in "allergic", `peanuts` in "peanut").
 */
function foundIn(word: string, foldedTexts: readonly string[]): boolean {
  const chars = [...word];
  if (chars.length < 3) return false;
  const stem = chars.slice(0, Math.max(3, chars.length - 3)).join("");
  return foldedTexts.some((text) => text.includes(stem));
}

/**
 * How well a hit matches the cue before retention weighs in: the direct axes and the
 * activation along links, weighted, boosted when the trace was formed in the span the cue names.
 */
export function cueRelevance(
  hit: Pick<Hit, "lexical" | "trigram" | "vector" | "bridge" | "learned" | "spread" | "timeCue">,
  params: Pick<RankingParams, "lexicalWeight" | "trigramWeight" | "vectorWeight" | "spreadWeight">,
): number {
  return (weighted(hit, params) + params.spreadWeight * hit.spread) *
    (hit.timeCue ? 1 + TIME_BOOST : 1);
}

/**
 * The weighted sum of the direct axes (lexical, trigram, vector), or the bridge's match on all
 * of them, or the share of the cue learned from use on all of them, whichever is most.
 */
function weighted(
  c: Pick<Candidate, "lexical" | "trigram" | "vector" | "bridge" | "learned">,
  params: Pick<RankingParams, "lexicalWeight" | "trigramWeight" | "vectorWeight">,
): number {
  const direct = params.lexicalWeight * c.lexical + params.trigramWeight * c.trigram +
    params.vectorWeight * c.vector;
  const base = params.lexicalWeight + params.trigramWeight + params.vectorWeight;
  return Math.max(direct, base * c.bridge, base * c.learned);
}

/**
 * The vocabulary words at least {@linkcode FUZZY_HIT} close to one of these cue words (the
 * admission rule's own measure), within {@linkcode FUZZY_EDIT_SHARE} in edits (a CJK word
 * held inside a longer run needs no edit bound) and possibly the cue word misspelt (two known
 * English words only as forms of one word), the closest {@linkcode FUZZY_WORDS_KEPT} per cue
 * word.
 */
async function closeWords(
  store: TraceStore,
  cueWords: readonly string[],
  known: WordList,
): Promise<string[]> {
  const out = new Set<string>();
  for (const cue of cueWords) {
    const scored = (await store.fuzzyWords(cue, FUZZY_WORDS))
      .map((word) => ({ word, score: wordSimilarity(cue, word) }))
      .filter((c) =>
        c.score >= FUZZY_HIT && withinEdits(cue, c.word, FUZZY_EDIT_SHARE) &&
        couldBeMisspelt(cue, c.word, known)
      )
      .sort((a, b) => b.score - a.score);
    for (const c of scored.slice(0, FUZZY_WORDS_KEPT)) out.add(c.word);
  }
  return [...out];
}

/**
 * Pass activation from the best candidates along their links, one or two hops, scaled by link
 * weight and decaying per hop. Traces reached only through links join the candidates.
 */
async function spreadActivation(
  store: TraceStore,
  candidates: Map<number, Candidate>,
  request: RankRequest,
  params: RankingParams,
  score: (data: TraceData) => Candidate,
): Promise<void> {
  const seeds = [...candidates.values()]
    .filter((c) => c.relevance > 0)
    .sort((a, b) => b.relevance - a.relevance)
    .slice(0, SPREAD_SEEDS);
  let frontier = new Map(seeds.map((c) => [c.data.id, c.relevance]));
  const cues = contiguityCues(seeds);
  await joinNeighbours(store, candidates, cues, request, score);
  const contiguity = contiguousActivation(candidates, cues, params);
  const activation = new Map<number, number>();
  const linked = new Set<number>();
  for (let hop = 1; hop <= Math.min(2, params.spreadHops) && frontier.size > 0; hop++) {
    const decay = Math.pow(params.spreadDecay, hop - 1);
    const next = new Map<number, number>();
    for (const link of await store.linksOf([...frontier.keys()])) {
      for (const [from, to] of [[link.a, link.b], [link.b, link.a]]) {
        const source = frontier.get(from);
        if (source === undefined) continue;
        const a = source * link.w * decay;
        activation.set(to, (activation.get(to) ?? 0) + a);
        linked.add(to);
        next.set(to, (next.get(to) ?? 0) + a);
      }
    }
    frontier = new Map(
      [...next].filter(([id]) => !seeds.some((s) => s.data.id === id))
        .sort((a, b) => b[1] - a[1]).slice(0, SPREAD_SEEDS),
    );
  }
  // Only the most activated newcomers can reach the top k through links alone.
  const missing = [...activation].filter(([id]) => !candidates.has(id))
    .sort((a, b) => b[1] - a[1]).slice(0, Math.max(request.k, SPREAD_SEEDS)).map(([id]) => id);
  for (const data of await store.getTraces(missing)) {
    if (!matchesFilter(data, request.filter)) continue;
    candidates.set(data.id, score(data));
  }
  for (const id of new Set([...activation.keys(), ...contiguity.keys()])) {
    const c = candidates.get(id);
    if (!c) continue;
    // Links add up to at most 1; a cue from contiguity counts whole, whichever is more.
    const cued = contiguity.get(id) ?? 0;
    c.spread = Math.max(cued, Math.min(1, cued + (activation.get(id) ?? 0)));
    if (linked.has(id)) c.linked = true;
  }
}

/** The matches strong enough to cue their neighbours: at least a share of the best, direct. */
function contiguityCues(seeds: readonly Candidate[]): Candidate[] {
  const best = seeds[0]?.relevance ?? 0;
  return seeds.filter((c) =>
    c.relevance >= best * CONTIGUITY_SEED_SHARE && (c.lexical > 0 || c.fuzzyHit || c.admitted)
  );
}

/** The ids of the traces formed within {@linkcode CONTIGUITY_LAGS} of a cue, either side. */
function neighbourIds(cue: Candidate): number[] {
  const out: number[] = [];
  for (let lag = 1; lag <= CONTIGUITY_LAGS; lag++) out.push(cue.data.id + lag, cue.data.id - lag);
  return out.filter((id) => id > 0);
}

/**
 * The traces formed right before and after the cues join the candidates: the answer that
 * follows a question matching the cue often shares no more than a name with the cue, so the
 * lexical pool rarely holds it. They are scored like any candidate and are hits only if they
 * match the cue themselves (see `toHits`).
 */
async function joinNeighbours(
  store: TraceStore,
  candidates: Map<number, Candidate>,
  cues: readonly Candidate[],
  request: RankRequest,
  score: (data: TraceData) => Candidate,
): Promise<void> {
  const missing = new Set(cues.flatMap(neighbourIds).filter((id) => !candidates.has(id)));
  if (missing.size === 0) return;
  for (const data of await store.getTraces([...missing])) {
    if (matchesFilter(data, request.filter)) candidates.set(data.id, score(data));
  }
}

/**
 * Temporal contiguity: each cue (a strong direct match) lifts the candidates formed just after
 * it in the same sitting (ids are formation order) half way to itself — the answer to a question
 * usually follows it — and those formed just before it less. Computed from
 * formation order at recall time; nothing is stored. Only candidates gain: contiguity reorders
 * matches, it never makes a hit of a trace the cue does not match.
 */
function contiguousActivation(
  candidates: ReadonlyMap<number, Candidate>,
  cues: readonly Candidate[],
  params: RankingParams,
): Map<number, number> {
  const activation = new Map<number, number>();
  // Spread is weighed against the direct axes in the relevance (see cueRelevance).
  const direct = params.lexicalWeight + params.trigramWeight + params.vectorWeight;
  for (const cue of cues) {
    for (const id of neighbourIds(cue)) {
      const c = candidates.get(id);
      if (!c) continue;
      // Formed in the same sitting, in the order of their ids (a merge made at a dream is not).
      const gap = (c.data.createdAt - cue.data.createdAt) * Math.sign(id - cue.data.id);
      if (gap < 0 || gap > CONTIGUITY_WINDOW_MS) continue;
      // Part way to its cue: a neighbour never ties or passes the match that cued it, and two
      // equal matches side by side leave each other's order alone. Of several cues, the one
      // that lifts it most counts.
      const room = Math.max(0, cue.relevance - c.relevance) * direct / params.spreadWeight;
      const forward = room * CONTIGUITY_REACH;
      const reach = id > cue.data.id
        ? forward
        : Math.min(forward, cue.relevance * CONTIGUITY_BACKWARD);
      if (reach > (activation.get(id) ?? 0)) activation.set(id, reach);
    }
  }
  return activation;
}
