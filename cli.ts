#!/usr/bin/env -S deno run -A
/**
 * The `engram` command line: remember, recall, forget and inspect a brain from a terminal or a
 * script, and `engram serve` for the MCP server on stdio. A thin front door: it parses
 * arguments, calls {@linkcode Memory} and prints.
 *
 * ```sh
 * deno run -A cli.ts remember "user is allergic to peanuts" --salience 0.8
 * deno run -A cli.ts recall "peanut allergy" --json
 * ```
 *
 * Exit codes: 0 ok, 1 runtime error, 2 usage error.
 * @module
 */
import { parseArgs } from "node:util";
import { DAY_MS } from "./src/core/clock.ts";
import { InputError } from "./src/core/errors.ts";
import { checkSchedule, type DreamSchedule } from "./src/memory/schedule.ts";
import denoConfig from "./deno.json" with { type: "json" };
import { DEFAULT_RECALL_K, Memory } from "./src/memory/memory.ts";
import {
  DEFAULT_CONTEXT_CUTOFF,
  DEFAULT_CONTEXT_K,
  DEFAULT_CONTEXT_TOKENS,
} from "./src/memory/context.ts";
import type { ForgetSelector } from "./src/memory/forget.ts";
import { KINDS } from "./src/core/model.ts";
import {
  DEFAULT_REVIEW_HORIZON_DAYS,
  DEFAULT_REVIEW_K,
  MAX_REVIEW_HORIZON_DAYS,
} from "./src/memory/review.ts";
import {
  checkContent,
  checkFraction,
  checkId,
  checkK,
  checkKind,
  checkMeta,
  checkSalience,
  MAX_CONTEXT_TOKENS,
} from "./src/core/validate.ts";
import type { TraceOrder, TraceSelection } from "./src/memory/select.ts";
import { DEFAULT_LIST_LIMIT, TRACE_ORDERS } from "./src/memory/select.ts";
import { IMPORT_FORMATS, type ImportFormat, importText } from "./src/memory/importers.ts";
import { BRAIN_ENV, type BrainAccess, resolveBrainPath } from "./src/doors/brain_path.ts";
import {
  count,
  formatDays,
  formatForget,
  formatHits,
  formatImport,
  formatList,
  formatRemembered,
  formatReview,
  formatShow,
  formatStats,
  oneLine,
  Painter,
} from "./src/doors/format.ts";
import { parseDurationDays, parseInstant, parseSelection } from "./src/doors/selection.ts";
import { Progress } from "./src/doors/cli/progress.ts";
import { DATABASE_ENV, databaseUrl } from "./src/doors/database.ts";
import { postgresOpener } from "./src/memory/database.ts";
import { BrainDirectory } from "./src/memory/brains.ts";
import { writeFileAtomic } from "./src/doors/cli/atomic.ts";
import type { Durability } from "./src/core/durability.ts";

/** What a commit survives: `normal` (default) or `full`; see the README's Reliability. */
const DURABILITY_ENV = "ENGRAM_DURABILITY";
import { EMBEDDER_ENV, EMBEDDER_SPECS, embedderFromConfig } from "./src/doors/embedder_config.ts";

/** A mistake in how the command was called: exit code 2. */
class UsageError extends Error {
  override name = "UsageError";
}

/** One option of a command, as `parseArgs` takes it plus what `--help` prints. */
interface OptionSpec {
  type: "string" | "boolean";
  short?: string;
  multiple?: boolean;
  /** The placeholder of the value in help: `--db PATH`. */
  value?: string;
  help: string;
}

type Values = Record<string, string | boolean | string[] | undefined>;

/** What a command gets: its parsed arguments and the means to open the brain and print. */
interface Context {
  values: Values;
  positionals: string[];
  json: boolean;
  paint: Painter;
  /**
   * Open the brain (`--db`, `$ENGRAM_DB` or the default). Validate arguments before this. A
   * command that only reads (`"read"`) refuses a named brain file that does not exist.
   */
  brain(access?: BrainAccess): Memory;
}

interface Command {
  summary: string;
  /** Arguments after the command name, for the usage line. */
  args: string;
  description: string;
  options: Record<string, OptionSpec>;
  examples: string[];
  run(ctx: Context): Promise<void>;
}

const GLOBAL_OPTIONS: Record<string, OptionSpec> = {
  db: {
    type: "string",
    value: "PATH",
    help: `Brain file. Default: $${BRAIN_ENV}, else the per-user brain (see engram stats)`,
  },
  database: {
    type: "string",
    value: "URL",
    help: `PostgreSQL database instead of a file (postgres://…). Default: $${DATABASE_ENV}`,
  },
  brain: {
    type: "string",
    value: "NAME",
    help: "Brain in the database (with --database). Default: default",
  },
  embedder: {
    type: "string",
    value: "SPEC",
    help: `${EMBEDDER_SPECS}. Default: $${EMBEDDER_ENV}, else hashing`,
  },
  json: { type: "boolean", help: "Print JSON for scripts instead of text" },
  help: { type: "boolean", short: "h", help: "Show this help" },
};

const kindList = KINDS.join(", ");

// ---------------------------------------------------------------------------------------------
// Argument helpers: every one throws UsageError, so bad input exits 2 before the brain opens.

/** Run an engine input check; its TypeError or RangeError is the caller's mistake. */
function usage<T>(check: () => T): T {
  try {
    return check();
  } catch (e) {
    if (e instanceof InputError) throw new UsageError(e.message);
    throw e;
  }
}

function integer(value: string, name: string, max?: number): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`Invalid ${name} "${value}": expected an integer`);
  return usage(() => checkK(Number(value), name, max));
}

function number(value: string, name: string): number {
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n)) {
    throw new UsageError(`Invalid ${name} "${value}": expected a number`);
  }
  return n;
}

/** A span like `7d`, `36h`, `2w`, `90m` or `1y`, in days; a bare number is days. */
function durationDays(value: string, name: string): number {
  return usage(() => parseDurationDays(value, name));
}

/** The options that select memories, shared by recall, context and list. */
const SELECTION_OPTIONS: Record<string, OptionSpec> = {
  kind: { type: "string", multiple: true, value: "KIND", help: "Only this kind (repeatable)" },
  tag: { type: "string", multiple: true, value: "TAG", help: "Only with this tag (repeatable)" },
  meta: {
    type: "string",
    multiple: true,
    value: "KEY=VALUE",
    help: "Only where meta has this value (repeatable; all must hold)",
  },
  "created-after": {
    type: "string",
    value: "WHEN",
    help: "Only first remembered since a date (2026-01-01) or age (30d)",
  },
  "created-before": { type: "string", value: "WHEN", help: "Only first remembered before" },
  "used-after": { type: "string", value: "WHEN", help: "Only last used since" },
  "used-before": { type: "string", value: "WHEN", help: "Only last used before" },
  "min-retention": { type: "string", value: "F", help: "Only retained at least F (0.5 or 50%)" },
  "max-retention": { type: "string", value: "F", help: "Only retained at most F" },
  current: { type: "boolean", help: "Leave out memories superseded by newer ones" },
};

/** The selection flags, checked now; ages are resolved against the brain's clock later. */
function selectionFlags(values: Values): (now: number) => TraceSelection {
  const text = {
    kinds: strings(values.kind),
    tags: strings(values.tag),
    meta: strings(values.meta),
    createdAfter: values["created-after"] as string | undefined,
    createdBefore: values["created-before"] as string | undefined,
    usedAfter: values["used-after"] as string | undefined,
    usedBefore: values["used-before"] as string | undefined,
    minRetention: values["min-retention"] as string | undefined,
    maxRetention: values["max-retention"] as string | undefined,
    current: values.current === true,
  };
  usage(() => parseSelection(text, 0));
  return (now) => parseSelection(text, now);
}

/** A trace id given as an argument. */
function idArgument(value: string | undefined, what: string): number {
  if (value === undefined) throw new UsageError(`Missing ${what}`);
  if (!/^\d+$/.test(value)) {
    throw new UsageError(`Invalid ${what} "${value}": expected a positive integer`);
  }
  return usage(() => checkId(Number(value)));
}

/** The text argument: the positionals joined, or standard input for `-`. */
async function textArgument(positionals: string[], what: string): Promise<string> {
  if (positionals.length === 0) throw new UsageError(`Missing ${what}`);
  if (positionals.length === 1 && positionals[0] === "-") return await readSource("-");
  return positionals.join(" ");
}

function noArguments(positionals: string[], hint = ""): void {
  if (positionals.length) {
    throw new UsageError(`Unexpected argument "${positionals[0]}"${hint}`);
  }
}

function oneFileArgument(positionals: string[], what: string): string | undefined {
  if (positionals.length > 1) {
    throw new UsageError(`Expected one ${what}, got ${positionals.length} arguments`);
  }
  return positionals[0];
}

function strings(value: string | boolean | string[] | undefined): string[] {
  return Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
}

// ---------------------------------------------------------------------------------------------
// Output helpers.

function print(text: string): void {
  console.log(text);
}

function printJson(value: unknown): void {
  console.log(JSON.stringify(value, null, 2));
}

async function readSource(file: string): Promise<string> {
  if (file === "-") return await new Response(Deno.stdin.readable).text();
  try {
    return await Deno.readTextFile(file);
  } catch (e) {
    throw new Error(`Cannot read "${file}": ${(e as Error).message}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The commands.

const COMMANDS: Record<string, Command> = {
  remember: {
    summary: "Store a memory (or one per line of stdin)",
    args: "TEXT|-",
    description: "Store one memory. Its salience sets how long it lasts unless recalled; " +
      "core memories (identity) never fade. TEXT may be several words; - reads standard " +
      "input and stores one memory per non-blank line, all in one transaction.",
    options: {
      kind: { type: "string", value: "KIND", help: `${kindList} (default episodic)` },
      salience: { type: "string", value: "N", help: "How much it matters, 0 to 1 (default 0.5)" },
      tag: { type: "string", multiple: true, value: "TAG", help: "A label (repeatable)" },
      meta: { type: "string", value: "JSON", help: "Caller-owned JSON object" },
    },
    examples: [
      `engram remember "user's name is Hieu" --kind core --salience 0.9`,
      `engram remember "prefers tabs over spaces" --tag style`,
      `printf 'likes jazz\\nowns a cat\\n' | engram remember - --kind semantic`,
    ],
    async run({ values, positionals, json, paint, brain }) {
      const options = {
        kind: values.kind === undefined ? undefined : usage(() => checkKind(values.kind)),
        salience: values.salience === undefined
          ? undefined
          : usage(() => checkSalience(number(values.salience as string, "salience"))),
        tags: strings(values.tag),
        meta: values.meta === undefined ? undefined : parseMeta(values.meta as string),
      };
      const fromStdin = positionals.length === 1 && positionals[0] === "-";
      const text = await textArgument(positionals, "text to remember");
      const lines = fromStdin ? text.split(/\r?\n/).filter((l) => l.trim() !== "") : [text];
      if (lines.length === 0) throw new UsageError("Nothing to remember: standard input is empty");
      lines.forEach((line, i) =>
        usage(() => {
          try {
            return checkContent(line);
          } catch (e) {
            if (fromStdin) (e as Error).message = `Line ${i + 1}: ${(e as Error).message}`;
            throw e;
          }
        })
      );
      using mem = brain();
      const traces = await mem.rememberMany(lines.map((content) => ({ ...options, content })));
      if (json) return printJson(fromStdin ? traces : traces[0]);
      print(
        traces.length === 1
          ? formatRemembered(traces[0], paint)
          : `Remembered ${count(traces.length, "memory", "memories")}: ` +
            `#${traces[0].id}–#${traces[traces.length - 1].id}`,
      );
    },
  },

  recall: {
    summary: "Find memories; the winners are reinforced",
    args: "QUERY|-",
    description: "Recall the memories that best match QUERY, best first, with the retention " +
      "each had, among those the selection flags allow. Recalling reinforces the winners " +
      "(they fade more slowly) and links them; --peek only looks.",
    options: {
      k: { type: "string", short: "k", value: "N", help: `How many (default ${DEFAULT_RECALL_K})` },
      ...SELECTION_OPTIONS,
      peek: { type: "boolean", help: "Do not reinforce what is found" },
    },
    examples: [
      `engram recall "who is allergic to peanuts?"`,
      `engram recall "name" -k 1 --peek`,
      `engram recall "deadline" --meta project=apollo --created-after 30d`,
    ],
    async run({ values, positionals, json, paint, brain }) {
      const k = values.k === undefined ? undefined : integer(values.k as string, "k");
      const selection = selectionFlags(values);
      const query = await textArgument(positionals, "query");
      using mem = brain("read");
      const hits = await mem.recall(query, {
        k,
        ...selection(mem.clock.now()),
        reinforce: !values.peek,
      });
      json ? printJson(hits) : print(formatHits(hits, query, paint));
    },
  },

  context: {
    summary: "Print a prompt-ready <memory> block",
    args: "QUERY|-",
    description: "Print the memories relevant to QUERY as a <memory> block for a prompt, " +
      "within a token budget. Only looks: nothing is reinforced.",
    options: {
      k: {
        type: "string",
        short: "k",
        value: "N",
        help: `How many (default ${DEFAULT_CONTEXT_K})`,
      },
      "max-tokens": {
        type: "string",
        value: "N",
        help: `Token budget of the block (default ${DEFAULT_CONTEXT_TOKENS})`,
      },
      cutoff: {
        type: "string",
        value: "F",
        help:
          `Leave out memories scoring under F × the best, 0 to 1 (default ${DEFAULT_CONTEXT_CUTOFF})`,
      },
      ...SELECTION_OPTIONS,
    },
    examples: [
      `engram context "plan a dinner" -k 5 --max-tokens 300`,
      `engram context "today's work" --tag work --current`,
    ],
    async run({ values, positionals, json, brain }) {
      const k = values.k === undefined ? undefined : integer(values.k as string, "k");
      const maxTokens = values["max-tokens"] === undefined
        ? undefined
        : integer(values["max-tokens"] as string, "maxTokens", MAX_CONTEXT_TOKENS);
      const cutoff = values.cutoff === undefined
        ? undefined
        : usage(() => checkFraction(number(values.cutoff as string, "cutoff"), "cutoff"));
      const selection = selectionFlags(values);
      const query = await textArgument(positionals, "query");
      using mem = brain("read");
      const context = await mem.context(query, {
        k,
        maxTokens,
        cutoff,
        ...selection(mem.clock.now()),
      });
      if (json) printJson({ context });
      else if (context) print(context);
      else console.error(`No memories match "${query}"`);
    },
  },

  dream: {
    summary: "Consolidate: dissolve, merge, distil, associate",
    args: "",
    description: "Consolidate the brain as sleep does, in one transaction: supersede stale " +
      "states, dissolve memories faded past the forgetting floor, merge near-duplicates, " +
      "distil repeated episodes into semantic gists and link related memories. Run it when " +
      "idle (engram serve --dream-at 03:00, a cron job, the end of a session); a second " +
      "dream right after does nothing. --dry-run shows what would change.",
    options: {
      "dry-run": { type: "boolean", help: "Show what would change, write nothing" },
    },
    examples: ["engram dream", "engram dream --dry-run --json"],
    async run({ values, positionals, json, brain }) {
      noArguments(positionals);
      using mem = brain();
      const progress = new Progress("dreaming");
      const report = await mem.dream({
        dryRun: values["dry-run"] === true,
        onProgress: (step, d, t) => progress.update(d, t, step),
      }).finally(() => progress.done());
      json ? printJson(report) : print(report.toString());
    },
  },

  list: {
    summary: "Browse memories, a page at a time",
    args: "",
    description: "List the memories the selection flags allow, in an order, a page at a " +
      "time, with their retention now. Only looks: nothing is reinforced.",
    options: {
      order: {
        type: "string",
        value: "ORDER",
        help: `${TRACE_ORDERS.join(", ")} (default recent)`,
      },
      limit: {
        type: "string",
        short: "n",
        value: "N",
        help: `Page size (default ${DEFAULT_LIST_LIMIT})`,
      },
      offset: { type: "string", value: "N", help: "How many to skip (default 0)" },
      ...SELECTION_OPTIONS,
    },
    examples: [
      "engram list",
      "engram list --order fading --max-retention 30%",
      "engram list --kind semantic --tag work --meta project=apollo -n 50",
    ],
    async run({ values, positionals, json, paint, brain }) {
      noArguments(positionals);
      const order = values.order as TraceOrder | undefined;
      if (order !== undefined && !TRACE_ORDERS.includes(order)) {
        throw new UsageError(
          `Invalid order "${order}": expected one of ${TRACE_ORDERS.join(", ")}`,
        );
      }
      const limit = values.limit === undefined
        ? undefined
        : integer(values.limit as string, "limit");
      const offset = values.offset === undefined ? undefined : Number(values.offset);
      if (offset !== undefined && !/^\d+$/.test(values.offset as string)) {
        throw new UsageError(`Invalid offset "${values.offset}": expected an integer ≥ 0`);
      }
      const selection = selectionFlags(values);
      using mem = brain("read");
      const now = mem.clock.now();
      const page = await mem.list({ order, limit, offset, ...selection(now) });
      json ? printJson(page) : print(formatList(page, offset ?? 0, now, paint));
    },
  },

  show: {
    summary: "Show one memory in full",
    args: "ID",
    description: "Show one memory: its fields, retention now, links, what it superseded or " +
      "was superseded by, and the history of its stability (recalls, corrections).",
    options: {},
    examples: ["engram show 12", "engram show 12 --json"],
    async run({ positionals, json, paint, brain }) {
      if (positionals.length > 1) throw new UsageError(`Unexpected argument "${positionals[1]}"`);
      const id = idArgument(positionals[0], "id");
      using mem = brain("read");
      const details = await mem.show(id);
      if (!details) throw new Error(`No memory #${id}`);
      json ? printJson(details) : print(formatShow(details, paint));
    },
  },

  update: {
    summary: "Correct a memory in place",
    args: "ID",
    description: "Correct a memory: new content (re-indexed), kind, salience, tags or meta. " +
      "It keeps its id, stability and history. When the world changed instead (the user " +
      "moved), remember the new state: the old one is superseded.",
    options: {
      content: { type: "string", value: "TEXT", help: "New text" },
      kind: { type: "string", value: "KIND", help: `New kind: ${kindList}` },
      salience: { type: "string", value: "N", help: "New salience, 0 to 1" },
      tag: { type: "string", multiple: true, value: "TAG", help: "New tags, replacing the old" },
      meta: { type: "string", value: "JSON", help: "New meta object, replacing the old" },
    },
    examples: [
      `engram update 12 --content "user lives in Da Nang"`,
      "engram update 12 --kind core --salience 0.9",
    ],
    async run({ values, positionals, json, paint, brain }) {
      if (positionals.length > 1) throw new UsageError(`Unexpected argument "${positionals[1]}"`);
      const id = idArgument(positionals[0], "id");
      const changes = {
        ...(values.content === undefined
          ? {}
          : { content: usage(() => checkContent(values.content)) }),
        ...(values.kind === undefined ? {} : { kind: usage(() => checkKind(values.kind)) }),
        ...(values.salience === undefined ? {} : {
          salience: usage(() => checkSalience(number(values.salience as string, "salience"))),
        }),
        ...(values.tag === undefined ? {} : { tags: strings(values.tag) }),
        ...(values.meta === undefined ? {} : { meta: parseMeta(values.meta as string) }),
      };
      if (Object.keys(changes).length === 0) {
        throw new UsageError(
          "Nothing to change: give --content, --kind, --salience, --tag or --meta",
        );
      }
      using mem = brain("read");
      const trace = await mem.update(id, changes);
      json ? printJson(trace) : print(
        `Updated #${trace.id} (${paint.kind(trace.kind)}, salience ${trace.salience}): ` +
          trace.content,
      );
    },
  },

  supersede: {
    summary: "Mark a memory as replaced by a newer one",
    args: "OLD NEW",
    description: "Say that memory NEW replaces memory OLD (a new job, a new address): OLD " +
      "stays, marked superseded, ranks lower in recall and fades faster.",
    options: {},
    examples: ["engram supersede 4 9"],
    async run({ positionals, json, brain }) {
      if (positionals.length > 2) throw new UsageError(`Unexpected argument "${positionals[2]}"`);
      const older = idArgument(positionals[0], "old id");
      const newer = idArgument(positionals[1], "new id");
      using mem = brain("read");
      const trace = await mem.supersede(older, newer);
      json ? printJson(trace) : print(`#${older} is now superseded by #${newer}`);
    },
  },

  stats: {
    summary: "Show what the brain holds, and where it is",
    args: "",
    description: "Show the brain file's path, how many memories it holds by kind, how " +
      "retained they are, links, stability, lifetime counters and the token story.",
    options: {},
    examples: ["engram stats", "engram stats --json"],
    async run({ positionals, json, paint, brain }) {
      noArguments(positionals);
      using mem = brain("read");
      const stats = await mem.stats();
      json ? printJson(stats) : print(formatStats(stats, paint));
    },
  },

  review: {
    summary: "List memories about to fade, most valuable first",
    args: "",
    description: "List the memories whose retention will drop below 50% within the horizon, " +
      "most valuable first: recall them (engram recall) to keep them. Only looks.",
    options: {
      horizon: {
        type: "string",
        value: "SPAN",
        help: `How far ahead: 12h, 7d, 2w, 1y (default ${DEFAULT_REVIEW_HORIZON_DAYS}d)`,
      },
      k: { type: "string", short: "k", value: "N", help: `How many (default ${DEFAULT_REVIEW_K})` },
    },
    examples: ["engram review", "engram review --horizon 30d -k 20"],
    async run({ values, positionals, json, paint, brain }) {
      noArguments(positionals);
      const k = values.k === undefined ? undefined : integer(values.k as string, "k");
      const horizon = values.horizon === undefined
        ? DEFAULT_REVIEW_HORIZON_DAYS
        : durationDays(values.horizon as string, "horizon");
      if (horizon > MAX_REVIEW_HORIZON_DAYS) {
        throw new UsageError(
          `Invalid horizon "${values.horizon}": at most ${MAX_REVIEW_HORIZON_DAYS} days`,
        );
      }
      using mem = brain("read");
      const items = await mem.review({ k, horizon });
      json ? printJson(items) : print(formatReview(items, horizon, paint));
    },
  },

  forget: {
    summary: "Erase memories for good",
    args: "",
    description: "Erase memories immediately and for good: rows, index entries, links, and the " +
      "bytes on disk. Select exactly one of --query, --id, --kind or --before. --dry-run " +
      "lists what would go.",
    options: {
      query: { type: "string", value: "TEXT", help: "Every memory containing all these words" },
      id: { type: "string", multiple: true, value: "ID", help: "This memory (repeatable)" },
      kind: { type: "string", value: "KIND", help: `Every memory of this kind (${kindList})` },
      before: {
        type: "string",
        value: "WHEN",
        help: "Every memory first remembered before a date (2026-01-01) or age (30d)",
      },
      "dry-run": { type: "boolean", help: "List what would be forgotten, delete nothing" },
    },
    examples: [
      `engram forget --query "flight numbers" --dry-run`,
      "engram forget --id 12 --id 13",
      "engram forget --before 2026-01-01",
    ],
    async run({ values, positionals, json, paint, brain }) {
      noArguments(positionals, ": select with --query");
      const given = ["query", "id", "kind", "before"].filter((k) => values[k] !== undefined);
      if (given.length !== 1) {
        throw new UsageError(
          given.length === 0
            ? "Missing selector: give one of --query, --id, --kind or --before"
            : `Too many selectors: give one of ${given.map((k) => `--${k}`).join(", ")}`,
        );
      }
      const selectorOf = parseSelector(values);
      using mem = brain("read");
      const now = mem.clock.now();
      const result = await mem.forget(selectorOf(now), { dryRun: values["dry-run"] === true });
      json ? printJson(result) : print(formatForget(result, now, paint));
    },
  },

  // ---- used: the agent's evidence of use (reinforcement by evidence, issue 17) ----
  used: {
    summary: "Mark memories as used: the strongest reinforcement",
    args: "ID...",
    description: "Tell the brain these memories were actually used (in an answer, an " +
      "action): each is reinforced fully, retention back to 100%, and they are linked " +
      "together. A recall alone reinforces only what clearly won; recall --peek, then used. " +
      "With --cue, each also learns the question's words it does not hold, so the next " +
      "question asked in them finds it.",
    options: {
      cue: { type: "string", value: "TEXT", help: "The question they answered (words to learn)" },
    },
    examples: [
      'engram recall --peek "spare key"',
      "engram used 12 13",
      'engram used 12 --cue "how do I get into the shed?"',
    ],
    async run({ values, positionals, json, paint, brain }) {
      if (positionals.length === 0) throw new UsageError("Missing ID: give the ids you used");
      const ids = positionals.map((id) => {
        if (!/^\d+$/.test(id)) {
          throw new UsageError(`Invalid id "${id}": expected a positive integer`);
        }
        return usage(() => checkId(Number(id)));
      });
      using mem = brain();
      const traces = await mem.used(ids, { cue: values.cue as string | undefined });
      if (json) return printJson(traces);
      print(
        traces.map((t) =>
          `Used ${paint.bold(`#${t.id}`)}: stable for ${formatDays(t.stability)}  ${
            oneLine(t.content)
          }`
        ).join("\n"),
      );
    },
  },
  // ---- end used ----

  export: {
    summary: "Write the whole brain as JSON",
    args: "[FILE|-]",
    description: "Write every memory, link and lifetime counter as a versioned JSON document " +
      "to FILE, or to standard output when FILE is - or omitted.",
    options: {},
    examples: ["engram export brain.json", "engram export > backup.json"],
    async run({ positionals, json, brain }) {
      const file = oneFileArgument(positionals, "file") ?? "-";
      using mem = brain("read");
      const doc = await mem.export();
      const text = JSON.stringify(doc, null, 2) + "\n";
      if (file === "-") {
        // One write may take only part of a large document.
        const bytes = new TextEncoder().encode(text);
        for (let done = 0; done < bytes.length;) {
          done += await Deno.stdout.write(bytes.subarray(done));
        }
        return;
      }
      try {
        // Never in place: a crash mid-write must not destroy the previous backup at FILE.
        await writeFileAtomic(file, text);
      } catch (e) {
        throw new Error(`Cannot write "${file}": ${(e as Error).message}`);
      }
      const summary = { file, traces: doc.traces.length, links: doc.links.length };
      json ? printJson(summary) : print(
        `Exported ${count(summary.traces, "trace")} and ${count(summary.links, "link")} to ${file}`,
      );
    },
  },

  import: {
    summary: "Load memories: an export, memory.jsonl, a transcript, lines",
    args: "FILE|-",
    description: "Load memories from FILE (or standard input for -): an engram export " +
      "(all of it or none), the MCP memory server's memory.jsonl (entities and observations " +
      "become memories, relations links), a chat transcript (JSON or JSONL of role, content, " +
      "timestamp; each message at its own time), or text with one memory a line. The format " +
      "is detected unless given (lines must be named). Lines that cannot be read are " +
      "reported with their number and skipped; the rest lands in one transaction.",
    options: {
      format: {
        type: "string",
        value: "FORMAT",
        help: `${IMPORT_FORMATS.join(", ")} (default: detected)`,
      },
      "dry-run": { type: "boolean", help: "Report what would be imported, write nothing" },
      kind: { type: "string", value: "KIND", help: "Kind of every imported memory" },
      salience: { type: "string", value: "N", help: "Salience of every imported memory" },
      tag: { type: "string", multiple: true, value: "TAG", help: "Add this tag (repeatable)" },
    },
    examples: [
      "engram import brain.json",
      "engram import ~/.mcp/memory.jsonl --dry-run",
      "engram import chat.jsonl --format transcript --tag chat",
      "cat notes.txt | engram import - --format lines --kind semantic",
    ],
    async run({ values, positionals, json, brain }) {
      const file = oneFileArgument(positionals, "file");
      if (file === undefined) throw new UsageError("Missing file to import (- for stdin)");
      const format = values.format as ImportFormat | undefined;
      if (format !== undefined && !IMPORT_FORMATS.includes(format)) {
        throw new UsageError(
          `Invalid format "${format}": expected one of ${IMPORT_FORMATS.join(", ")}`,
        );
      }
      const options = {
        format,
        dryRun: values["dry-run"] === true,
        kind: values.kind === undefined ? undefined : usage(() => checkKind(values.kind)),
        salience: values.salience === undefined
          ? undefined
          : usage(() => checkSalience(number(values.salience as string, "salience"))),
        tags: strings(values.tag),
      };
      const text = await readSource(file);
      using mem = brain();
      const progress = new Progress("importing");
      const report = await importText(mem, text, {
        ...options,
        onProgress: (d, t) => progress.update(d, t),
      })
        .catch((e) => {
          // The file's content is wrong, not the command line: exit 1, as for a missing file.
          throw e instanceof InputError
            ? new Error(`Cannot import "${file}": ${e.message}`, { cause: e })
            : e;
        })
        .finally(() => progress.done());
      json ? printJson(report) : print(formatImport(report));
    },
  },

  reembed: {
    summary: "Rewrite every vector with the embedder",
    args: "",
    description: "Rewrite every memory's vector with the embedder (--embedder or " +
      "$ENGRAM_EMBEDDER) and record it as the brain's: how a brain moves to another model. " +
      "Batches of 256; run it again if it stops.",
    options: {},
    examples: [
      "ENGRAM_EMBEDDER=openai:nomic-embed-text ENGRAM_EMBEDDER_URL=http://localhost:11434/v1 " +
      "engram reembed",
    ],
    async run({ positionals, json, brain }) {
      noArguments(positionals);
      using mem = brain();
      const progress = new Progress("reembedding");
      const result = await mem.reembed({ onProgress: (d, t) => progress.update(d, t) })
        .finally(() => progress.done());
      json
        ? printJson(result)
        : print(`Reembedded ${count(result.traces, "trace")} with ${result.embedder}`);
    },
  },

  serve: {
    summary: "Run the MCP server on stdio",
    args: "",
    description: "Serve the brain to an MCP client (Claude Code, Cursor, Claude Desktop, ...) " +
      "over stdio. Standard output carries only JSON-RPC; logs go to standard error. With " +
      "--dream-every or --dream-at it also dreams on a schedule while it runs (off by default: " +
      "an editor starts and stops servers at will).",
    options: {
      "dream-every": { type: "string", value: "SPAN", help: "Dream this often: 6h, 1d" },
      "dream-at": { type: "string", value: "HH:MM", help: "Dream daily at this local time" },
    },
    examples: ["engram serve", "engram serve --db ~/work/brain.db --dream-at 03:00"],
    async run({ values, positionals, brain }) {
      noArguments(positionals);
      const schedule = scheduleFlags(values);
      // Loaded on demand: the MCP SDK would slow every other command's start.
      const { serveStdio } = await import("./src/doors/cli/serve.ts");
      using mem = brain();
      await serveStdio(mem, { version: denoConfig.version, schedule });
    },
  },
};

/** `--dream-every` or `--dream-at`, checked; `undefined` when neither is given. */
function scheduleFlags(values: Values): DreamSchedule | undefined {
  const every = values["dream-every"] as string | undefined;
  const at = values["dream-at"] as string | undefined;
  if (every !== undefined && at !== undefined) {
    throw new UsageError("Give one of --dream-every and --dream-at, not both");
  }
  if (every === undefined && at === undefined) return undefined;
  const everyMs = every === undefined ? undefined : durationDays(every, "dream-every") * DAY_MS;
  return usage(() => checkSchedule({ everyMs, at }));
}

function parseMeta(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`Invalid meta: not JSON: ${(e as Error).message}`);
  }
  return usage(() => checkMeta(value));
}

/** The forget selector, validated now; `--before 30d` is resolved against the brain's clock. */
function parseSelector(values: Values): (now: number) => ForgetSelector {
  if (values.query !== undefined) {
    const query = values.query as string;
    return () => ({ query });
  }
  if (values.id !== undefined) {
    const ids = strings(values.id).map((id) => {
      if (!/^\d+$/.test(id)) {
        throw new UsageError(`Invalid id "${id}": expected a positive integer`);
      }
      return usage(() => checkId(Number(id)));
    });
    return () => ({ ids });
  }
  if (values.kind !== undefined) {
    const kind = usage(() => checkKind(values.kind));
    return () => ({ kind });
  }
  const before = values.before as string;
  usage(() => parseInstant(before, "before", 0));
  return (now) => ({ before: parseInstant(before, "before", now) });
}

// ---------------------------------------------------------------------------------------------
// Help.

function optionLines(options: Record<string, OptionSpec>): string[] {
  const left = Object.entries(options).map(([name, o]) =>
    `${o.short ? `-${o.short}, ` : "    "}--${name}${o.value ? ` ${o.value}` : ""}`
  );
  const width = Math.max(...left.map((l) => l.length)) + 2;
  return Object.values(options).map((o, i) => `  ${left[i].padEnd(width)}${o.help}`);
}

/** Fill words into lines of at most `width` characters. */
function wrap(text: string, width = 80): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

function commandHelp(name: string): string {
  const c = COMMANDS[name];
  return [
    `Usage: engram ${name}${c.args ? ` ${c.args}` : ""} [options]`,
    "",
    ...wrap(c.description),
    "",
    "Options:",
    ...optionLines({ ...c.options, ...GLOBAL_OPTIONS }),
    "",
    "Examples:",
    ...c.examples.map((e) => `  ${e}`),
  ].join("\n");
}

function overviewHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length)) + 2;
  return [
    `engram ${denoConfig.version}: the memory engine that forgets`,
    "",
    "Usage: engram COMMAND [options]",
    "",
    "Commands:",
    ...Object.entries(COMMANDS).map(([n, c]) => `  ${n.padEnd(width)}${c.summary}`),
    "",
    "Options for every command:",
    ...optionLines(GLOBAL_OPTIONS),
    "",
    'Run "engram COMMAND --help" for a command\'s options.',
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// Main.

function parseOptionsOf(specs: Record<string, OptionSpec>) {
  return Object.fromEntries(
    Object.entries(specs).map(([name, o]) => [
      name,
      { type: o.type, ...(o.short ? { short: o.short } : {}), multiple: o.multiple ?? false },
    ]),
  );
}

/** `parseArgs`'s message, first sentence only, with the command named. */
function parseError(e: unknown): never {
  const message = (e as Error).message.split(/\.(?:\s|$)/)[0].replace(/'/g, '"');
  throw new UsageError(message);
}

/** Split off the command, allowing global options before it: `engram --db x stats`. */
function splitCommand(argv: string[]): { name: string | undefined; rest: string[] } {
  const { tokens } = parseArgs({
    args: argv,
    options: parseOptionsOf(GLOBAL_OPTIONS),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const first = tokens.find((t) => t.kind === "positional" || t.kind === "option-terminator");
  if (!first || first.kind !== "positional") return { name: undefined, rest: argv };
  return { name: first.value, rest: argv.filter((_, i) => i !== first.index) };
}

function useColor(): boolean {
  if (Deno.env.get("NO_COLOR")) return false;
  return Boolean(Deno.env.get("FORCE_COLOR")) || Deno.stdout.isTerminal();
}

/** Run the CLI on `argv`; resolves to the exit code. */
async function main(argv: string[]): Promise<number> {
  let name: string | undefined;
  try {
    const split = splitCommand(argv);
    name = split.name;
    if (name === undefined || name === "help") {
      const topic = name === "help" ? split.rest.find((a) => !a.startsWith("-")) : undefined;
      if (topic !== undefined) {
        if (!Object.hasOwn(COMMANDS, topic)) {
          name = undefined;
          throw new UsageError(
            `Unknown command "${topic}": expected one of ${Object.keys(COMMANDS).join(", ")}`,
          );
        }
        print(commandHelp(topic));
        return 0;
      }
      if (name === "help" || argv.includes("--help") || argv.includes("-h")) {
        print(overviewHelp());
        return 0;
      }
      if (argv.includes("--version") || argv.includes("-V")) {
        print(`engram ${denoConfig.version}`);
        return 0;
      }
      console.error(overviewHelp());
      return 2;
    }
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!command) {
      name = undefined;
      throw new UsageError(
        `Unknown command "${split.name}": expected one of ${Object.keys(COMMANDS).join(", ")}`,
      );
    }
    let parsed;
    try {
      parsed = parseArgs({
        args: split.rest,
        options: parseOptionsOf({ ...command.options, ...GLOBAL_OPTIONS }),
        strict: true,
        allowPositionals: true,
      });
    } catch (e) {
      parseError(e);
    }
    const values = parsed.values as Values;
    if (values.help) {
      print(commandHelp(name));
      return 0;
    }
    if (values.db === "") throw new UsageError("Invalid --db: expected a file path");
    const database = databaseUrl(values.database as string | undefined);
    if (database && values.db !== undefined) {
      throw new UsageError("Invalid options: --db names a file, --database a server; give one");
    }
    if (!database && values.brain !== undefined) {
      throw new UsageError("Invalid --brain: brains are named in a database (--database)");
    }
    const brainName = BrainDirectory.checkName((values.brain as string | undefined) ?? "default");
    const openPostgres = database ? await postgresOpener(database) : undefined;
    const embedder = usage(() => embedderFromConfig(values.embedder as string | undefined));
    await command.run({
      values,
      positionals: parsed.positionals,
      json: values.json === true,
      paint: new Painter(useColor()),
      brain: (access = "write") =>
        openPostgres
          ? openPostgres(brainName, { embedder })
          : new Memory(resolveBrainPath(values.db as string | undefined, undefined, access), {
            durability: Deno.env.get(DURABILITY_ENV) as Durability | undefined || undefined,
            embedder,
          }),
    });
    return 0;
  } catch (e) {
    // The reader went away (`engram export | head`): like any Unix filter, stop quietly.
    if (e instanceof Deno.errors.BrokenPipe) return 0;
    const where = name ? `engram ${name}` : "engram";
    // Exit 2 is the caller's mistake only; a failing dependency or anything else is 1.
    if (e instanceof UsageError || e instanceof InputError) {
      console.error(`${where}: ${e.message} (see "${where} --help")`);
      return 2;
    }
    console.error(`${where}: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}

if (import.meta.main) {
  Deno.exitCode = await main(Deno.args);
}
