/**
 * `deno task bench:paraphrase`: does recall find a fact from a question that names it only by
 * meaning? A brain of ~300 everyday notes plus the facts of `paraphrase_data.ts`; each row is
 * the share of questions whose fact is in the top 5 (and the mean reciprocal rank in the top
 * 10), for the tuning part, the held-out parts, the issue's examples, questions naming the fact
 * by another form of one of its words (`allergies` for `allergic`), lexical controls (questions
 * sharing words with their fact) and unrelated cues (which must recall nothing).
 *
 * Flags: `--misses` lists the tuning and issue questions missed; `--json`;
 * `--embedder SPEC` runs the engine with another embedder (`openai:MODEL` with
 * `ENGRAM_EMBEDDER_URL`, as the CLI takes it; default the model-free `hashing`); `--per-set` also
 * measures each paraphrase set in a brain of its own (the everyday notes and its facts, as the
 * issue's brain was), where a question meets no other set's facts of its kind; `--no-bridge`
 * turns the bridge by meaning off (`ranking: { bridgeWeight: 0 }`) and `--no-association` the
 * reordering by words that go together (`ranking: { associationWeight: 0 }`), for baselines.
 * @module
 */
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { Clock, Memory, type MemoryOptions } from "../mod.ts";
import {
  brainNotes,
  dinnerFacts,
  dinnerQuestions,
  distractors,
  factSets,
  issueCases,
  lexicalControls,
  type ParaphraseCase,
  paraphraseSets,
  unrelatedCues,
  wordForms,
  wordForms2,
} from "./paraphrase_data.ts";
import { STOPWORDS } from "../src/core/text.ts";
import { embedderFromConfig } from "../src/doors/embedder_config.ts";
import { switchedOff } from "./fixtures.ts";

/** Porter stems (SQLite's, as the lexical index uses) shared by two texts, stopwords aside. */
export function sharedStems(a: string, b: string): string[] {
  const db = new DatabaseSync(":memory:");
  db.exec("CREATE VIRTUAL TABLE t USING fts5(c, tokenize='porter unicode61 remove_diacritics 2')");
  db.exec("CREATE VIRTUAL TABLE v USING fts5vocab(t, 'row')");
  const strip = (s: string) =>
    s.toLowerCase().split(/[^\p{L}\p{N}']+/u).filter((w) => w && !STOPWORDS.has(w)).join(" ");
  db.prepare("INSERT INTO t(c) VALUES (?), (?)").run(strip(a), strip(b));
  const rows = db.prepare("SELECT term FROM v WHERE doc = 2").all() as { term: string }[];
  db.close();
  return rows.map((r) => r.term).filter((t) => !["user", "s", "t"].includes(t));
}

/** One question: its text and the contents any of which count as the right answer. */
interface Probe {
  question: string;
  answers: string[];
}

const probes = (cases: ParaphraseCase[]): Probe[] =>
  cases.flatMap((c) => c.questions.map((question) => ({ question, answers: [c.fact] })));

/** The issue's examples: its facts' questions, and `plan a dinner`, answered by any diet fact. */
const issueProbes: Probe[] = [
  ...probes(issueCases),
  ...dinnerQuestions.map((question) => ({ question, answers: dinnerFacts })),
];

/** Options of the engine under test: its embedder, as the CLI reads `--embedder`. */
export function engineOptions(embedder: string | undefined): MemoryOptions {
  return { embedder: embedderFromConfig(embedder) };
}

interface Row {
  name: string;
  n: number;
  at5: number;
  mrr: number;
  empty: number;
  misses: string[];
}

async function evaluate(mem: Memory, name: string, ps: Probe[]): Promise<Row> {
  let at5 = 0, rr = 0, empty = 0;
  const misses: string[] = [];
  for (const p of ps) {
    const hits = await mem.recall(p.question, { k: 10, reinforce: false });
    if (hits.length === 0) empty++;
    const r = hits.findIndex((h) => p.answers.includes(h.trace.content));
    if (r >= 0) rr += 1 / (r + 1);
    if (r >= 0 && r < 5) at5++;
    else {
      misses.push(
        `${p.question} → want "${p.answers[0]}", got ${
          hits.slice(0, 3).map((h) => `"${h.trace.content}"`).join(", ") || "nothing"
        }`,
      );
    }
  }
  return { name, n: ps.length, at5: at5 / ps.length, mrr: rr / ps.length, empty, misses };
}

/** The table's header and a line per row (the caller adds its own closing lines). */
function printRows(rows: readonly Row[]): void {
  console.log("| set | questions | fact in top 5 | MRR@10 |");
  console.log("|---|---:|---:|---:|");
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.n} | ${(r.at5 * 100).toFixed(0)}% | ${r.mrr.toFixed(3)} |`);
  }
}

/** A brain of these notes, interleaved deterministically, a few days after they were noted. */
export async function brainOf(notes: string[], options: MemoryOptions): Promise<Memory> {
  const clock = new Clock({ virtual: true, start: "2026-10-01T09:00:00Z" });
  const mem = Memory.inMemory({ clock, ...options });
  const ordered = notes.map((n, i) => ({ n, key: (i * 7919) % notes.length }))
    .sort((a, b) => a.key - b.key).map((x) => x.n);
  // A call takes at most 1,000 notes (one transaction each).
  for (let i = 0; i < ordered.length; i += 500) await mem.rememberMany(ordered.slice(i, i + 500));
  clock.jump({ days: 3 });
  return mem;
}

async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      misses: { type: "boolean", default: false },
      json: { type: "boolean", default: false },
      embedder: { type: "string" },
      "no-bridge": { type: "boolean", default: false },
      "no-association": { type: "boolean", default: false },
      "per-set": { type: "boolean", default: false },
    },
  });
  // The set's promise: paraphrase questions share no content word with their fact.
  const overlaps = [...factSets.flat(), ...wordForms, ...wordForms2].flatMap((
    c,
  ) => c.questions.map((q) => ({ q, fact: c.fact, shared: sharedStems(c.fact, q) }))).filter((o) =>
    o.shared.length > 0
  );
  if (overlaps.length > 0) {
    throw new Error(overlaps.map((o) => `"${o.q}" shares ${o.shared} with "${o.fact}"`).join("\n"));
  }
  const options: MemoryOptions = {
    ...engineOptions(values.embedder),
    ...switchedOff({ bridge: values["no-bridge"], association: values["no-association"] }),
  };
  const notes = brainNotes();
  const facts = notes.length - distractors.length;
  // And unrelated cues share no word with any note: they must find nothing by words either.
  const allNotes = notes.join(" ");
  const related = unrelatedCues
    .map((q) => ({ q, shared: sharedStems(q, allNotes) })).filter((o) => o.shared.length > 0);
  if (related.length > 0) {
    throw new Error(related.map((o) => `"${o.q}" shares ${o.shared} with the notes`).join("\n"));
  }
  const t0 = performance.now();
  const mem = await brainOf(notes, options);
  const rememberMs = performance.now() - t0;

  const t1 = performance.now();
  const rows: Row[] = [];
  for (const set of paraphraseSets) rows.push(await evaluate(mem, set.name, probes(set.cases)));
  rows.push(
    await evaluate(mem, "issue examples", issueProbes),
    await evaluate(mem, "other word forms", probes(wordForms)),
    await evaluate(mem, "other word forms, second set", probes(wordForms2)),
    await evaluate(
      mem,
      "lexical controls",
      lexicalControls.map((c) => ({ question: c.question, answers: [c.fact] })),
    ),
  );
  let unrelatedEmpty = 0;
  const noisy: string[] = [];
  for (const q of unrelatedCues) {
    const hits = await mem.recall(q, { k: 10, reinforce: false });
    if (hits.length === 0) unrelatedEmpty++;
    else noisy.push(`${q} → "${hits[0].trace.content}"`);
  }
  const cues = unrelatedCues.length;
  const recalls = rows.reduce((n, r) => n + r.n, 0) + cues;
  const recallMs = (performance.now() - t1) / recalls;
  mem.close();
  // The issue's setting: one set's facts among the everyday notes, so a question meets only its
  // own set's facts of a kind (the bench's brain holds five cities and several jobs).
  const perSet: Row[] = [];
  if (values["per-set"]) {
    for (const set of paraphraseSets) {
      const own = await brainOf([...distractors, ...set.cases.map((c) => c.fact)], options);
      perSet.push(await evaluate(own, set.name, probes(set.cases)));
      own.close();
    }
    // …and the issue's own brain: its facts and the dinner's among the everyday notes.
    const issue = await brainOf([
      ...distractors,
      ...new Set([...issueCases.map((c) => c.fact), ...dinnerFacts]),
    ], options);
    perSet.push(await evaluate(issue, "issue examples", issueProbes));
    issue.close();
  }

  if (values.json) {
    console.log(
      JSON.stringify({
        rows,
        unrelated: { n: cues, empty: unrelatedEmpty, noisy },
        ...(values["per-set"] ? { perSet } : {}),
      }),
    );
    return;
  }
  console.log(
    `brain: ${notes.length} traces (${facts} facts), embedder ${values.embedder ?? "hashing"}; ` +
      `rememberMany ${rememberMs.toFixed(0)} ms, ${recallMs.toFixed(2)} ms per recall`,
  );
  printRows(rows);
  console.log(
    `| unrelated (recall nothing) | ${cues} | ${unrelatedEmpty} of ${cues} empty | |`,
  );
  if (perSet.length > 0) {
    const sets = perSet.filter((r) => r.name.startsWith("paraphrase"));
    const found = sets.reduce((n, r) => n + Math.round(r.at5 * r.n), 0);
    const asked = sets.reduce((n, r) => n + r.n, 0);
    console.log(
      `\neach set in a brain of its own (${distractors.length} everyday notes and its facts)`,
    );
    printRows(perSet);
    console.log(
      `| all paraphrases | ${asked} | ${(found / asked * 100).toFixed(1)}% (${found}) | |`,
    );
  }
  if (values.misses) {
    for (const r of rows.filter((r) => !r.name.includes("held-out"))) {
      for (const m of r.misses) console.log(`miss (${r.name}): ${m}`);
    }
    for (const m of noisy) console.log(`noise: ${m}`);
  }
}

if (import.meta.main) await main(Deno.args);
