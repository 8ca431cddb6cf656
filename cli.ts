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
  checkFraction,
  checkId,
  checkK,
  checkKind,
  checkMeta,
  checkSalience,
  MAX_CONTEXT_TOKENS,
} from "./src/core/validate.ts";
import { BRAIN_ENV, resolveBrainPath } from "./src/doors/brain_path.ts";
import {
  count,
  formatDays,
  formatForget,
  formatHits,
  formatRemembered,
  formatReview,
  formatStats,
  oneLine,
  Painter,
} from "./src/doors/format.ts";
import { Progress } from "./src/doors/cli/progress.ts";

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
  /** Open the brain (`--db`, `$ENGRAM_DB` or the default). Validate arguments before this. */
  brain(): Memory;
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

const UNIT_DAYS: Record<string, number> = { m: 1 / 1440, h: 1 / 24, d: 1, w: 7, y: 365 };

/** A span like `7d`, `36h`, `2w`, `90m` or `1y`, in days; a bare number is days. */
function durationDays(value: string, name: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*([mhdwy]?)$/.exec(value.trim());
  if (!m || Number(m[1]) <= 0) {
    throw new UsageError(`Invalid ${name} "${value}": expected a duration like 7d, 36h or 2w`);
  }
  return Number(m[1]) * UNIT_DAYS[m[2] || "d"];
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
    summary: "Store a memory",
    args: "TEXT|-",
    description: "Store one memory. Its salience sets how long it lasts unless recalled; " +
      "core memories (identity) never fade. TEXT may be several words; - reads standard input.",
    options: {
      kind: { type: "string", value: "KIND", help: `${kindList} (default episodic)` },
      salience: { type: "string", value: "N", help: "How much it matters, 0 to 1 (default 0.5)" },
      tag: { type: "string", multiple: true, value: "TAG", help: "A label (repeatable)" },
      meta: { type: "string", value: "JSON", help: "Caller-owned JSON object" },
    },
    examples: [
      `engram remember "user's name is Hieu" --kind core --salience 0.9`,
      `engram remember "prefers tabs over spaces" --tag style`,
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
      const content = await textArgument(positionals, "text to remember");
      using mem = brain();
      const trace = await mem.remember(content, options);
      json ? printJson(trace) : print(formatRemembered(trace, paint));
    },
  },

  recall: {
    summary: "Find memories; the winners are reinforced",
    args: "QUERY|-",
    description: "Recall the memories that best match QUERY, best first, with the retention " +
      "each had. Recalling reinforces the winners (they fade more slowly) and links them; " +
      "--peek only looks.",
    options: {
      k: { type: "string", short: "k", value: "N", help: `How many (default ${DEFAULT_RECALL_K})` },
      kind: { type: "string", multiple: true, value: "KIND", help: "Only this kind (repeatable)" },
      tag: {
        type: "string",
        multiple: true,
        value: "TAG",
        help: "Only with this tag (repeatable)",
      },
      peek: { type: "boolean", help: "Do not reinforce what is found" },
    },
    examples: [`engram recall "who is allergic to peanuts?"`, `engram recall "name" -k 1 --peek`],
    async run({ values, positionals, json, paint, brain }) {
      const k = values.k === undefined ? undefined : integer(values.k as string, "k");
      const kinds = strings(values.kind).map((kind) => usage(() => checkKind(kind)));
      const tags = strings(values.tag);
      const query = await textArgument(positionals, "query");
      using mem = brain();
      const hits = await mem.recall(query, {
        k,
        kinds: kinds.length ? kinds : undefined,
        tags: tags.length ? tags : undefined,
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
    },
    examples: [`engram context "plan a dinner" -k 5 --max-tokens 300`],
    async run({ values, positionals, json, brain }) {
      const k = values.k === undefined ? undefined : integer(values.k as string, "k");
      const maxTokens = values["max-tokens"] === undefined
        ? undefined
        : integer(values["max-tokens"] as string, "maxTokens", MAX_CONTEXT_TOKENS);
      const cutoff = values.cutoff === undefined
        ? undefined
        : usage(() => checkFraction(number(values.cutoff as string, "cutoff"), "cutoff"));
      const query = await textArgument(positionals, "query");
      using mem = brain();
      const context = await mem.context(query, { k, maxTokens, cutoff });
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
      "idle (a nightly cron job, the end of a session); a second dream right after does nothing.",
    options: {},
    examples: ["engram dream", "engram dream --json"],
    async run({ positionals, json, brain }) {
      noArguments(positionals);
      using mem = brain();
      const progress = new Progress("dreaming");
      const report = await mem.dream({ onProgress: (step, d, t) => progress.update(d, t, step) })
        .finally(() => progress.done());
      json ? printJson(report) : print(report.toString());
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
      using mem = brain();
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
      using mem = brain();
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
      using mem = brain();
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
      "together. A recall alone reinforces only what clearly won; recall --peek, then used.",
    options: {},
    examples: ['engram recall --peek "spare key"', "engram used 12 13"],
    async run({ positionals, json, paint, brain }) {
      if (positionals.length === 0) throw new UsageError("Missing ID: give the ids you used");
      const ids = positionals.map((id) => {
        if (!/^\d+$/.test(id)) {
          throw new UsageError(`Invalid id "${id}": expected a positive integer`);
        }
        return usage(() => checkId(Number(id)));
      });
      using mem = brain();
      const traces = await mem.used(ids);
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
      using mem = brain();
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
        await Deno.writeTextFile(file, text);
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
    summary: "Load an export into the brain",
    args: "FILE|-",
    description: "Load an export document (from FILE, or standard input for -) in one " +
      "transaction: all of it lands or none does. Ids are renumbered if any is taken.",
    options: {},
    examples: ["engram import brain.json", "cat brain.json | engram import -"],
    async run({ positionals, json, brain }) {
      const file = oneFileArgument(positionals, "file");
      if (file === undefined) throw new UsageError("Missing file to import (- for stdin)");
      const text = await readSource(file);
      let doc: unknown;
      try {
        doc = JSON.parse(text);
      } catch (e) {
        throw new Error(`Cannot import "${file}": not JSON: ${(e as Error).message}`);
      }
      using mem = brain();
      const progress = new Progress("importing");
      const result = await mem.import(doc, { onProgress: (d, t) => progress.update(d, t) })
        .catch((e) => {
          // The file's content is wrong, not the command line: exit 1, as for a missing file.
          throw e instanceof InputError ? new Error(e.message, { cause: e }) : e;
        })
        .finally(() => progress.done());
      json ? printJson(result) : print(
        `Imported ${count(result.traces, "trace")} and ${count(result.links, "link")}` +
          (result.renumbered ? " (ids renumbered: some were taken)" : ""),
      );
    },
  },

  serve: {
    summary: "Run the MCP server on stdio",
    args: "",
    description: "Serve the brain to an MCP client (Claude Code, Cursor, ...) over stdio. " +
      "Standard output carries only JSON-RPC; logs go to standard error.",
    options: {},
    examples: ["engram serve", "engram serve --db ~/work/brain.db"],
    async run({ positionals, brain }) {
      noArguments(positionals);
      // Loaded on demand: the MCP SDK would slow every other command's start.
      const { serveStdio } = await import("./src/doors/cli/serve.ts");
      using mem = brain();
      await serveStdio(mem, { version: denoConfig.version });
    },
  },
};

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
  const before = (values.before as string).trim();
  // An age needs its unit: a bare "2026" is a year, not 2026 days.
  if (/^\d+(\.\d+)?\s*[mhdwy]$/.test(before)) {
    const days = durationDays(before, "before");
    return (now) => ({ before: now - days * DAY_MS });
  }
  if (Number.isNaN(Date.parse(before))) {
    throw new UsageError(`Invalid before "${before}": expected a date like 2026-01-01 or an age`);
  }
  return () => ({ before });
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
    await command.run({
      values,
      positionals: parsed.positionals,
      json: values.json === true,
      paint: new Painter(useColor()),
      brain: () => new Memory(resolveBrainPath(values.db as string | undefined)),
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
