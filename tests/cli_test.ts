/**
 * The CLI through its real interface: `deno run -A cli.ts …` as a subprocess against a brain in
 * a temporary directory. The user's real data directory is never touched: every run gets
 * HOME and XDG_DATA_HOME inside the temporary directory.
 */
import { existsSync } from "node:fs";
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import denoConfig from "../deno.json" with { type: "json" };
import { Clock, Memory } from "../mod.ts";
import { defaultBrainPath } from "../src/doors/brain_path.ts";
import { tempDir } from "./helpers.ts";

const CLI = new URL("../cli.ts", import.meta.url).pathname;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

let denoDir: string | undefined;

/** Deno's cache directory, so a subprocess with a fake HOME still finds its npm packages. */
async function cacheDir(): Promise<string> {
  if (denoDir) return denoDir;
  const { stdout } = await new Deno.Command(Deno.execPath(), { args: ["info", "--json"] })
    .output();
  denoDir = JSON.parse(new TextDecoder().decode(stdout)).denoDir as string;
  return denoDir;
}

/** Run the CLI (or another script) with a sandboxed environment. */
async function engram(
  home: string,
  args: string[],
  options: { env?: Record<string, string>; stdin?: string; script?: string; cwd?: string } = {},
): Promise<Run> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", options.script ?? CLI, ...args],
    cwd: options.cwd,
    clearEnv: true,
    env: {
      PATH: Deno.env.get("PATH") ?? "",
      DENO_DIR: await cacheDir(),
      HOME: home,
      XDG_DATA_HOME: join(home, "data"),
      TZ: "UTC",
      ...options.env,
    },
    stdin: options.stdin === undefined ? "null" : "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  if (options.stdin !== undefined) {
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(options.stdin));
    await writer.close();
  }
  const out = await child.output();
  const text = new TextDecoder();
  return { code: out.code, stdout: text.decode(out.stdout), stderr: text.decode(out.stderr) };
}

/** Run and expect success; returns stdout. */
async function ok(home: string, args: string[], options = {}): Promise<string> {
  const r = await engram(home, args, options);
  assert.equal(r.code, 0, `engram ${args.join(" ")} failed: ${r.stderr}`);
  return r.stdout;
}

/** Run with --json and parse stdout. */
async function json<T = Record<string, unknown>>(home: string, args: string[]): Promise<T> {
  return JSON.parse(await ok(home, [...args, "--json"]));
}

Deno.test("cli: remember, recall, context and stats, as text and as --json", async () => {
  using dir = tempDir();
  const db = ["--db", join(dir.path, "brain.db")];
  const name = await json(dir.path, ["remember", "user's name is Hieu", "--kind", "core", ...db]);
  assert.equal(name.kind, "core");
  assert.equal(name.salience, 0.5);
  assert.equal(name.content, "user's name is Hieu");
  assert.equal(typeof name.id, "number");
  const text = await ok(dir.path, [
    "remember",
    "user",
    "is",
    "allergic",
    "to",
    "peanuts",
    "--salience",
    "0.8",
    "--tag",
    "health",
    "--tag",
    "food",
    ...db,
  ]);
  assert.match(
    text,
    /^Remembered #2 \(episodic, salience 0\.8, tags health, food\): stable for 4\.2 days\n$/,
  );
  await ok(dir.path, ["remember", "-", "--salience", "0.3", ...db], {
    stdin: "had pho for breakfast\n",
  });

  // --peek finds without reinforcing; a plain recall reinforces the winner.
  type Hit = { trace: { id: number; content: string; recalls: number }; score: number };
  const peeked = await json<Hit[]>(dir.path, ["recall", "penaut alergy", "--peek", ...db]);
  assert.equal(peeked[0].trace.content, "user is allergic to peanuts");
  assert.equal(peeked[0].trace.recalls, 0);
  const hits = await json<(Hit & { retention: number })[]>(dir.path, [
    "recall",
    "peanut allergy",
    "-k",
    "1",
    ...db,
  ]);
  assert.equal(hits.length, 1);
  assert.equal(hits[0].trace.recalls, 1);
  assert.ok(hits[0].retention > 0.999, "just remembered: fully retained");
  assert.ok(hits[0].score > 0);
  for (const key of ["lexical", "trigram", "vector", "spread"]) assert.ok(key in hits[0]);

  const human = await ok(dir.path, ["recall", "breakfast", ...db]);
  assert.match(
    human,
    /^#3 {2}█{10} 100% {2}episodic {2}\d{4}-\d\d-\d\d \d\d:\d\d {2}had pho for breakfast$/m,
  );
  const none = await ok(dir.path, ["recall", "qwxz kjvb", ...db]);
  assert.equal(none, 'No memories match "qwxz kjvb"\n');
  assert.deepEqual(await json(dir.path, ["recall", "qwxz kjvb", ...db]), []);

  const block = await ok(dir.path, ["context", "plan", "a", "dinner", "with", "peanuts", ...db]);
  assert.match(block, /^<memory>\n- \(\d{4}-\d\d-\d\d\) user is allergic to peanuts\n/);
  const { context } = await json<{ context: string }>(dir.path, [
    "context",
    "peanuts",
    "--max-tokens",
    "5",
    ...db,
  ]);
  assert.equal(context, "", "a 5-token budget fits no line");

  const stats = await json<{ path: string; traces: number; byKind: Record<string, number> }>(
    dir.path,
    ["stats", ...db],
  );
  assert.equal(stats.path, join(dir.path, "brain.db"));
  assert.equal(stats.traces, 3);
  assert.deepEqual(stats.byKind, { episodic: 2, semantic: 0, core: 1 });
  const statsText = await ok(dir.path, ["stats", ...db]);
  assert.match(statsText, new RegExp(`^brain +${join(dir.path, "brain.db")}$`, "m"));
  assert.match(statsText, /^traces +3 \(2 episodic, 0 semantic, 1 core\)$/m);
});

Deno.test("cli: usage errors exit 2 with one line on stderr and open no brain", async () => {
  using dir = tempDir();
  const db = join(dir.path, "never.db");
  const cases: [string[], RegExp][] = [
    [["frobnicate"], /^engram: Unknown command "frobnicate": expected one of remember, /],
    [["help", "frobnicate"], /^engram: Unknown command "frobnicate"/],
    [["recall", "x", "--bogus"], /^engram recall: Unknown option "--bogus"/],
    [["remember"], /^engram remember: Missing text to remember/],
    [["remember", "x", "--salience", "2"], /^engram remember: Invalid salience 2: must be in/],
    [["remember", "x", "--salience", "high"], /^engram remember: Invalid salience "high"/],
    [["remember", "x", "--kind", "dream"], /^engram remember: Invalid kind "dream"/],
    [["remember", "x", "--meta", "{oops"], /^engram remember: Invalid meta: not JSON/],
    [["recall", "x", "-k", "0"], /^engram recall: Invalid k 0: must be from 1 to/],
    [["recall", "x", "-k", "2.5"], /^engram recall: Invalid k "2.5": expected an integer/],
    [["recall", "x", "-k"], /^engram recall: Option "-k" argument is ambiguous/],
    [["context", "x", "--max-tokens", "0"], /^engram context: Invalid maxTokens 0/],
    [["context", "x", "--cutoff", "2"], /^engram context: Invalid cutoff 2/],
    [["forget"], /^engram forget: Missing selector/],
    [["forget", "--id", "1", "--kind", "core"], /^engram forget: Too many selectors/],
    [["forget", "--id", "x"], /^engram forget: Invalid id "x"/],
    [["forget", "--before", "someday"], /^engram forget: Invalid before "someday"/],
    [["forget", "breakfast"], /^engram forget: Unexpected argument "breakfast"/],
    [["import"], /^engram import: Missing file to import/],
    [["export", "a.json", "b.json"], /^engram export: Expected one file/],
    [["stats", "extra"], /^engram stats: Unexpected argument "extra"/],
    [["stats", "--db", ""], /^engram stats: Invalid --db/],
  ];
  const runs = await Promise.all(
    cases.map(([args]) => engram(dir.path, args[0] === "stats" ? args : [...args, "--db", db])),
  );
  runs.forEach((r, i) => {
    const [args, pattern] = cases[i];
    assert.equal(r.code, 2, `${args.join(" ")}: exit ${r.code}, stderr ${r.stderr}`);
    assert.equal(r.stdout, "", args.join(" "));
    assert.match(r.stderr, pattern);
    assert.equal(r.stderr.trimEnd().split("\n").length, 1, `one line: ${r.stderr}`);
  });
  assert.throws(() => Deno.statSync(db), Deno.errors.NotFound);
  assert.throws(() => Deno.statSync(join(dir.path, "data")), Deno.errors.NotFound);

  const bare = await engram(dir.path, []);
  assert.equal(bare.code, 2);
  assert.match(bare.stderr, /^Usage: engram COMMAND/m);
});

Deno.test("cli: runtime errors exit 1 with one line on stderr", async () => {
  using dir = tempDir();
  const db = ["--db", join(dir.path, "brain.db")];
  Deno.writeTextFileSync(join(dir.path, "bad.json"), "{ not json");
  Deno.writeTextFileSync(join(dir.path, "wrong.json"), `{"format":"engram","version":1}`);
  Deno.writeTextFileSync(join(dir.path, "notabrain.db"), "hello, I am a text file".repeat(100));
  const [missing, bad, wrong, notBrain] = await Promise.all([
    engram(dir.path, ["import", join(dir.path, "missing.json"), ...db]),
    engram(dir.path, ["import", join(dir.path, "bad.json"), ...db]),
    engram(dir.path, ["import", join(dir.path, "wrong.json"), ...db]),
    engram(dir.path, ["stats", "--db", join(dir.path, "notabrain.db")]),
  ]);
  for (const r of [missing, bad, wrong, notBrain]) {
    assert.equal(r.code, 1, r.stderr);
    assert.equal(r.stderr.trimEnd().split("\n").length, 1, r.stderr);
  }
  assert.match(missing.stderr, /^engram import: Cannot read ".*missing\.json": /);
  assert.match(bad.stderr, /^engram import: Cannot import ".*bad\.json": not JSON: /);
  assert.match(
    wrong.stderr,
    /^engram import: Cannot import ".*wrong\.json": Invalid export document: traces: expected an array/,
  );
  assert.match(notBrain.stderr, /^engram stats: /);
});

Deno.test("cli: forget --dry-run lists and keeps; forget erases by query, id, kind and age", async () => {
  using dir = tempDir();
  const db = ["--db", join(dir.path, "brain.db")];
  for (const text of ["flight number VN123 to Hanoi", "flight number QH456 home", "likes tea"]) {
    await ok(dir.path, ["remember", text, ...db]);
  }
  await ok(dir.path, ["remember", "user's name is Hieu", "--kind", "core", ...db]);

  const dry = await ok(dir.path, ["forget", "--query", "flight numbers", "--dry-run", ...db]);
  assert.match(dry, /^Would forget 2 memories \(dry run, nothing was deleted\):\n/);
  assert.match(dry, /#1 .*flight number VN123 to Hanoi\n/);
  assert.match(dry, /#2 .*flight number QH456 home\n/);
  const dryJson = await json<{ count: number; ids: number[]; dryRun: boolean }>(dir.path, [
    "forget",
    "--query",
    "flight numbers",
    "--dry-run",
    ...db,
  ]);
  assert.deepEqual({ ...dryJson, traces: undefined }, {
    count: 2,
    ids: [1, 2],
    dryRun: true,
    traces: undefined,
    scrubbed: true,
  });
  assert.equal((await json(dir.path, ["stats", ...db])).traces, 4, "a dry run deletes nothing");

  assert.equal(
    await ok(dir.path, ["forget", "--query", "flight numbers", ...db]),
    "Forgot 2 memories: #1, #2\n",
  );
  assert.deepEqual(await json(dir.path, ["recall", "flight VN123", ...db]), []);
  assert.equal(
    await ok(dir.path, ["forget", "--query", "flight numbers", ...db]),
    "Nothing matched: nothing was forgotten\n",
  );
  assert.deepEqual(await json(dir.path, ["forget", "--kind", "core", ...db]), {
    count: 1,
    ids: [4],
    dryRun: false,
    traces: [],
    scrubbed: true,
  });
  // Nothing is older than 30 days; everything is older than a date in the future.
  assert.equal((await json(dir.path, ["forget", "--before", "30d", ...db])).count, 0);
  assert.deepEqual(
    (await json(dir.path, ["forget", "--before", "2999-01-01", "--dry-run", ...db])).ids,
    [3],
  );
  assert.equal(
    await ok(dir.path, ["forget", "--id", "3", "--id", "99", ...db]),
    "Forgot 1 memory: #3\n",
  );
  assert.equal((await json(dir.path, ["stats", ...db])).traces, 0);
});

Deno.test("cli: export → import round-trips a brain, through files and through pipes", async () => {
  using dir = tempDir();
  const a = ["--db", join(dir.path, "a.db")];
  await ok(dir.path, ["remember", "user is allergic to peanuts", "--salience", "0.8", ...a]);
  await ok(dir.path, ["remember", "user's name is Hieu", "--kind", "core", "--tag", "id", ...a]);
  await ok(dir.path, ["remember", "prefers green tea", "--meta", '{"source":"chat"}', ...a]);
  await ok(dir.path, ["recall", "user", ...a]); // reinforces and links the winners
  const file = join(dir.path, "brain.json");
  assert.equal(
    await ok(dir.path, ["export", file, ...a]),
    `Exported 3 traces and 1 link to ${file}\n`,
  );
  const original = JSON.parse(Deno.readTextFileSync(file));
  assert.equal(original.format, "engram");
  assert.equal(original.traces.length, 3);
  assert.equal(original.links.length, 1);

  const b = ["--db", join(dir.path, "b.db")];
  assert.deepEqual(await json(dir.path, ["import", file, ...b]), {
    format: "engram",
    dryRun: false,
    imported: 3,
    links: 1,
    skipped: [],
    renumbered: false,
  });
  const copy = JSON.parse(await ok(dir.path, ["export", ...b]));
  assert.deepEqual(copy.traces, original.traces);
  assert.deepEqual(copy.links, original.links);
  assert.deepEqual(copy.counters, original.counters);

  // Piped into a brain that already holds those ids: all land, renumbered.
  const again = await ok(dir.path, ["import", "-", ...b], { stdin: JSON.stringify(original) });
  assert.equal(
    again,
    "Imported 3 memories and 1 link from engram (ids renumbered: some were taken)\n",
  );
  assert.equal((await json(dir.path, ["stats", ...b])).traces, 6);
});

Deno.test("cli: dream dissolves the long-faded and distils a habit; a second dream does nothing", async () => {
  using dir = tempDir();
  const db = ["--db", join(dir.path, "brain.db")];
  // An export from a brain last touched 100 days ago: its episode is far below the floor.
  const longAgo = new Clock().now() - 100 * 86_400_000;
  const old = {
    format: "engram",
    version: 1,
    traces: [{
      id: 1,
      content: "parked on level 3, spot 42",
      kind: "episodic",
      salience: 0.2,
      stability: 1.8,
      createdAt: longAgo,
      lastReinforcedAt: longAgo,
      recalls: 0,
    }],
    links: [],
  };
  await ok(dir.path, ["import", "-", ...db], { stdin: JSON.stringify(old) });
  for (
    const text of [
      "had pho for breakfast",
      "had pho for breakfast again this morning",
      "Pho for breakfast again, as usual",
    ]
  ) await ok(dir.path, ["remember", text, ...db]);

  assert.equal(
    await ok(dir.path, ["dream", ...db]),
    [
      "dream complete: scanned 4 traces",
      "  merged 0 duplicates",
      "  distilled 1 gist from 3 episodes",
      "  formed 0 new associations",
      "  dissolved 1 trace past the forgetting floor",
      "  new knowledge: had pho for breakfast again",
      "net trace change overnight: -3",
      "",
    ].join("\n"),
  );
  const second = await json(dir.path, ["dream", ...db]);
  assert.deepEqual({ ...second, at: 0 }, {
    scanned: 1,
    superseded: 0,
    dissolved: 0,
    rewired: 0,
    merged: 0,
    gists: 0,
    distilled: 0,
    associations: 0,
    netChange: 0,
    skipped: 0,
    newKnowledge: [],
    at: 0,
    changes: { superseded: [], dissolved: [], merged: [], gists: [] },
    dryRun: false,
  });
  const stats = await json<{ byKind: object; lastDreamAt: number }>(dir.path, ["stats", ...db]);
  assert.deepEqual(stats.byKind, { episodic: 0, semantic: 1, core: 0 });
  assert.equal(stats.lastDreamAt, second.at);
  assert.deepEqual(await json(dir.path, ["recall", "parked level 3", "--peek", ...db]), []);
});

Deno.test("cli: review lists what fades within the horizon, most valuable first", async () => {
  using dir = tempDir();
  const db = ["--db", join(dir.path, "brain.db")];
  await ok(dir.path, ["remember", "a fleeting thought", "--salience", "0", ...db]); // S = 1 day
  await ok(dir.path, ["remember", "we moved to Saigon", "--salience", "1", ...db]); // S = 5 days
  await ok(dir.path, ["remember", "user's name is Hieu", "--kind", "core", ...db]); // never fades

  assert.equal(
    await ok(dir.path, ["review", "--horizon", "12h", ...db]),
    "Nothing fades within 12 hours\n",
  );
  type Item = { trace: { id: number }; retentionAtHorizon: number; value: number };
  const day = await json<Item[]>(dir.path, ["review", "--horizon", "1d", ...db]);
  assert.deepEqual(day.map((i) => i.trace.id), [1]);
  assert.ok(Math.abs(day[0].retentionAtHorizon - Math.exp(-1)) < 1e-4);

  const week = await ok(dir.path, ["review", ...db]);
  const lines = week.trimEnd().split("\n");
  assert.match(lines[0], /^2 memories fading within 7 days, most valuable first/);
  assert.match(lines[1], /^#2 {2}█{10} 100% → 25% {2}episodic .* we moved to Saigon$/);
  assert.match(lines[2], /^#1 {2}█{10} 100% → <1% {2}episodic .* a fleeting thought$/);
  assert.equal(lines.length, 3);
  assert.equal((await json<Item[]>(dir.path, ["review", "-k", "1", ...db])).length, 1);

  const bad = await engram(dir.path, ["review", "--horizon", "soon", ...db]);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /^engram review: Invalid horizon "soon": expected a duration like 7d/);
  const far = await engram(dir.path, ["review", "--horizon", "20y", ...db]);
  assert.equal(far.code, 2);
  assert.match(far.stderr, /^engram review: Invalid horizon "20y": at most 3650 days/);
});

Deno.test("cli: the brain is --db, else $ENGRAM_DB, else the per-user data directory", async () => {
  using dir = tempDir();
  const expected = join(dir.path, "data", "engram", "brain.db");
  await ok(dir.path, ["remember", "remembered in the default brain"]);
  const stats = await json<{ path: string; traces: number }>(dir.path, ["stats"]);
  assert.equal(stats.path, expected);
  assert.equal(stats.traces, 1);
  assert.ok(Deno.statSync(expected).isFile);
  assert.match(await ok(dir.path, ["stats"]), new RegExp(`^brain +${expected}$`, "m"));

  // Without XDG_DATA_HOME: ~/.local/share. ENGRAM_DB wins over both; --db wins over it.
  const noXdg = await engram(dir.path, ["stats", "--json"], { env: { XDG_DATA_HOME: "" } });
  assert.equal(JSON.parse(noXdg.stdout).path, join(dir.path, ".local/share/engram/brain.db"));
  const env = { ENGRAM_DB: join(dir.path, "env", "brain.db") };
  // A brain the user names must be in a folder that exists: a typo creates nothing.
  const noFolder = await engram(dir.path, ["remember", "x"], { env });
  assert.equal(noFolder.code, 1);
  assert.match(
    noFolder.stderr,
    /^engram remember: Cannot open brain ".*": folder ".*env" does not exist/,
  );
  assert.ok(!existsSync(join(dir.path, "env")));
  Deno.mkdirSync(join(dir.path, "env"));
  // A command that only reads does not create a brain the user named.
  const noFile = await engram(dir.path, ["stats", "--json"], { env });
  assert.equal(noFile.code, 1);
  assert.match(noFile.stderr, /no such file \(remember something first\)/);
  assert.ok(!existsSync(env.ENGRAM_DB));
  await ok(dir.path, ["remember", "remembered in the env brain"], { env });
  const viaEnv = await engram(dir.path, ["stats", "--json"], { env });
  assert.equal(JSON.parse(viaEnv.stdout).path, env.ENGRAM_DB);
  await ok(dir.path, ["--db", join(dir.path, "flag.db"), "remember", "x"], { env });
  const viaFlag = await engram(dir.path, ["--db", join(dir.path, "flag.db"), "stats", "--json"], {
    env,
  });
  assert.equal(JSON.parse(viaFlag.stdout).path, join(dir.path, "flag.db"));
});

Deno.test("cli: the progress the CLI draws comes from import's and dream's onProgress", async () => {
  using mem = Memory.inMemory({ clock: new Clock({ virtual: true }) });
  const imported: [number, number][] = [];
  const doc = {
    format: "engram",
    version: 1,
    traces: ["had pho for breakfast", "had pho for breakfast again this morning"].map((
      content,
      i,
    ) => ({
      id: i + 1,
      content,
      kind: "episodic",
      salience: 0.3,
      stability: 2.2,
      createdAt: 0,
      lastReinforcedAt: 0,
      recalls: 0,
    })),
    links: [],
  };
  await mem.import(doc, { onProgress: (done, total) => imported.push([done, total]) });
  assert.deepEqual(imported, [[2, 2]], "one batch of embeddings");

  await mem.rememberMany([
    "had pho for breakfast",
    "had pho for breakfast again this morning",
    "Pho for breakfast again, as usual",
  ]);
  const steps: string[] = [];
  const report = await mem.dream({
    onProgress: (step, done, total) => steps.push(`${step} ${done}/${total}`),
  });
  assert.equal(report.gists, 1);
  assert.equal(report.dissolved, 2, "the imported episodes from 1970 were long gone");
  // The plan is written part by part (the gist, each dissolved episode), then the episodes the
  // gist distilled (deleted after every part), then the log.
  assert.deepEqual(steps, [
    "plan 0/1",
    "distil 0/1",
    "write 0/5",
    "write 4/5",
    "write 5/5",
    "scrub 0/1",
  ]);
});

Deno.test("cli: the default brain path per platform", () => {
  const env = (vars: Record<string, string>) => (name: string) => vars[name];
  assert.equal(
    defaultBrainPath("linux", env({ HOME: "/home/h", XDG_DATA_HOME: "/xdg" })),
    "/xdg/engram/brain.db",
  );
  assert.equal(
    defaultBrainPath("linux", env({ HOME: "/home/h", XDG_DATA_HOME: "relative/ignored" })),
    "/home/h/.local/share/engram/brain.db",
  );
  assert.equal(
    defaultBrainPath("darwin", env({ HOME: "/Users/h" })),
    "/Users/h/Library/Application Support/engram/brain.db",
  );
  assert.equal(
    defaultBrainPath("windows", env({ APPDATA: "C:\\Users\\h\\AppData\\Roaming" })),
    "C:\\Users\\h\\AppData\\Roaming\\engram\\brain.db",
  );
  assert.equal(
    defaultBrainPath("windows", env({ USERPROFILE: "C:\\Users\\h" })),
    "C:\\Users\\h\\AppData\\Roaming\\engram\\brain.db",
  );
  assert.throws(() => defaultBrainPath("linux", env({})), /Cannot find the brain: neither/);
});

Deno.test("cli: --help for every command, --version, and NO_COLOR", async () => {
  using dir = tempDir();
  const commands = [
    "remember",
    "recall",
    "context",
    "dream",
    "stats",
    "review",
    "forget",
    "export",
    "import",
    "serve",
  ];
  const helps = await Promise.all(commands.map((c) => engram(dir.path, [c, "--help"])));
  helps.forEach((r, i) => {
    assert.equal(r.code, 0);
    assert.match(r.stdout, new RegExp(`^Usage: engram ${commands[i]}\\b`));
    assert.match(r.stdout, /--db PATH/);
    assert.match(r.stdout, /--json/);
  });
  assert.match(helps[6].stdout, /--dry-run/);
  assert.match(helps[5].stdout, /--horizon SPAN/);
  const overview = await ok(dir.path, ["--help"]);
  for (const c of commands) assert.match(overview, new RegExp(`^  ${c} `, "m"));
  assert.equal(await ok(dir.path, ["help", "recall"]), helps[1].stdout);
  assert.match(await ok(dir.path, ["--version"]), /^engram \d+\.\d+\.\d+\n$/);

  const db = ["--db", join(dir.path, "brain.db")];
  await ok(dir.path, ["remember", "user is allergic to peanuts", ...db]);
  const colored = await ok(dir.path, ["recall", "peanuts", "--peek", ...db], {
    env: { FORCE_COLOR: "1" },
  });
  const esc = String.fromCharCode(27);
  assert.ok(colored.includes(`${esc}[32m██████████${esc}[0m`), colored);
  const plain = await ok(dir.path, ["recall", "peanuts", "--peek", ...db], {
    env: { FORCE_COLOR: "1", NO_COLOR: "1" },
  });
  assert.ok(!plain.includes(esc), plain);
  assert.equal(plain, colored.replace(new RegExp(`${esc}\\[\\d+m`, "g"), ""));
});

Deno.test("cli: `deno task bundle` makes one file that runs the CLI and the MCP server", async () => {
  using dir = tempDir();
  const out = join(dir.path, "engram.js");
  // The task's own command, with the output redirected into the temporary directory.
  const [deno, ...args] = denoConfig.tasks.bundle.replace("dist/engram.js", out).split(" ");
  assert.equal(deno, "deno");
  const built = await new Deno.Command(Deno.execPath(), {
    args,
    cwd: dirname(CLI),
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(built.code, 0, new TextDecoder().decode(built.stderr));
  assert.deepEqual(
    [...Deno.readDirSync(dir.path)].map((e) => e.name),
    ["engram.js"],
    "a single file",
  );

  const db = ["--db", join(dir.path, "brain.db")];
  const script = { script: out };
  await ok(dir.path, ["remember", "bundled brains remember too", ...db], script);
  const hits = JSON.parse(await ok(dir.path, ["recall", "bundled", "--json", ...db], script));
  assert.equal(hits[0].trace.content, "bundled brains remember too");

  const client = new Client({ name: "engram-test", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: Deno.execPath(),
      args: ["run", "-A", out, "serve", ...db],
      stderr: "pipe",
    }),
  );
  try {
    assert.equal((await client.listTools()).tools.length, 13);
    const result = await client.callTool({ name: "recall", arguments: { query: "bundled" } });
    const structured = result.structuredContent as { hits: { content: string }[] };
    assert.equal(structured.hits[0].content, "bundled brains remember too");
  } finally {
    await client.close();
  }
});

Deno.test("cli: the README's CLI session is what the CLI prints", async () => {
  const readme = Deno.readTextFileSync(new URL("../README.md", import.meta.url));
  const session = readme.split("A session (real output):")[1]?.match(/```console\n([\s\S]*?)```/)
    ?.[1];
  assert.ok(session, "the README has a CLI session");
  using dir = tempDir();
  // The session ran as a user whose home was /home/hieu, on a day and at a time of its own.
  const when = (text: string) =>
    text.replace(/\d{4}-\d\d-\d\d \d\d:\d\d/g, "DATE TIME").replace(/\d{4}-\d\d-\d\d/g, "DATE");
  const steps = session.split(/^\$ /m).slice(1);
  assert.ok(steps.length >= 10);
  for (const step of steps) {
    const [command, ...shown] = step.split("\n");
    const [name, ...args] = [...command.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]);
    assert.equal(name, "engram");
    const r = await engram(dir.path, args, { cwd: dir.path, env: { XDG_DATA_HOME: "" } });
    assert.equal(r.code, 0, `${command}: ${r.stderr}`);
    assert.equal(
      when(r.stdout.replaceAll(dir.path, "/home/hieu")),
      when(shown.join("\n")),
      command,
    );
  }
});

Deno.test("cli: list, show, update and supersede; recall and context take the selection flags", async () => {
  using dir = tempDir();
  const db = ["--db", join(dir.path, "brain.db")];
  // One memory per line of stdin, in one go.
  const many = await ok(dir.path, ["remember", "-", "--kind", "semantic", ...db], {
    stdin: "user prefers dark roast coffee\n\nuser works at Acme\r\nuser plays the cello\n",
  });
  assert.equal(many, "Remembered 3 memories: #1–#3\n");
  await ok(dir.path, [
    "remember",
    "deadline for apollo is Friday",
    "--meta",
    '{"project":"apollo"}',
    ...db,
  ]);
  await ok(dir.path, [
    "remember",
    "deadline for zeus is Monday",
    "--meta",
    '{"project":"zeus"}',
    ...db,
  ]);

  const page = await json<{ traces: { id: number }[]; total: number }>(dir.path, [
    "list",
    "--order",
    "oldest",
    "-n",
    "2",
    "--offset",
    "1",
    ...db,
  ]);
  assert.equal(page.total, 5);
  assert.deepEqual(page.traces.map((t) => t.id), [2, 3]);
  const listed = await ok(dir.path, ["list", "--kind", "semantic", "--order", "oldest", ...db]);
  assert.match(
    listed,
    /^1–3 of 3:\n#1 {2}██████████ 100% {2}semantic {2}.* user prefers dark roast coffee\n/,
  );
  assert.equal(
    await ok(dir.path, ["list", "--created-after", "2999-01-01", ...db]),
    "No memories match\n",
  );

  const apollo = await json<{ trace: { id: number } }[]>(dir.path, [
    "recall",
    "deadline",
    "--meta",
    "project=apollo",
    "--peek",
    ...db,
  ]);
  assert.deepEqual(apollo.map((h) => h.trace.id), [4]);
  const ctx = await ok(dir.path, ["context", "deadline", "--meta", "project=zeus", ...db]);
  assert.match(ctx, /zeus/);
  assert.doesNotMatch(ctx, /apollo/);

  const fixed = await json<{ content: string; stability: number; tags: string[] }>(dir.path, [
    "update",
    "1",
    "--content",
    "user prefers light roast coffee",
    "--tag",
    "drinks",
    ...db,
  ]);
  assert.equal(fixed.content, "user prefers light roast coffee");
  assert.deepEqual(fixed.tags, ["drinks"]);
  const found = await json<{ trace: { id: number } }[]>(dir.path, [
    "recall",
    "light roast",
    "--peek",
    ...db,
  ]);
  assert.equal(found[0].trace.id, 1);

  await ok(dir.path, ["remember", "user works at Globex", ...db]);
  assert.equal(await ok(dir.path, ["supersede", "2", "6", ...db]), "#2 is now superseded by #6\n");
  const shown = await ok(dir.path, ["show", "2", ...db]);
  assert.match(shown, /^#2\ncontent +user works at Acme\n/);
  assert.match(shown, /^superseded +by #6 user works at Globex$/m);
  assert.match(shown, /^history +\d{4}-\d\d-\d\d \d\d:\d\d superseded: stability /m);
  const current = await json<{ total: number }>(dir.path, ["list", "--current", ...db]);
  assert.equal(current.total, 5);

  for (
    const [args, message] of [
      [["show", "x"], /Invalid id "x"/],
      [["update", "1"], /Nothing to change/],
      [["supersede", "1"], /Missing new id/],
      [["list", "--order", "newest"], /Invalid order "newest"/],
      [["list", "--meta", "novalue"], /expected key=value/],
      [["recall", "x", "--created-after", "soon"], /Invalid createdAfter "soon"/],
      [["recall", "x", "--min-retention", "lots"], /Invalid minRetention/],
    ] as [string[], RegExp][]
  ) {
    const r = await engram(dir.path, [...args, ...db]);
    assert.equal(r.code, 2, `${args.join(" ")}: ${r.stderr}`);
    assert.match(r.stderr, message);
  }
  const missing = await engram(dir.path, ["show", "99", ...db]);
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /^engram show: No memory #99$/m);
  const empty = await engram(dir.path, ["remember", "", ...db]);
  assert.equal(empty.code, 2);
});

Deno.test("cli: import memory.jsonl, transcripts and lines with dry runs and skip reports; dream --dry-run", async () => {
  using dir = tempDir();
  const db = ["--db", join(dir.path, "brain.db")];
  const graph = join(dir.path, "memory.jsonl");
  Deno.writeTextFileSync(
    graph,
    [
      '{"type":"entity","name":"Ada","entityType":"person","observations":["writes Rust"]}',
      '{"type":"entity","name":"Acme","entityType":"company","observations":[]}',
      "this line is broken",
      '{"type":"relation","from":"Ada","to":"Acme","relationType":"works_at"}',
    ].join("\n"),
  );
  const dry = await ok(dir.path, ["import", graph, "--dry-run", ...db]);
  assert.equal(
    dry,
    "Would import 4 memories and 4 links from mcp-memory (dry run, nothing was written)\n" +
      "Skipped 1:\n  line 3: not JSON: " +
      dry.split("line 3: not JSON: ")[1],
  );
  const done = await json<{ imported: number; links: number }>(dir.path, ["import", graph, ...db]);
  assert.deepEqual([done.imported, done.links], [4, 4]);
  const ada = await json<{ trace: { content: string } }[]>(dir.path, [
    "recall",
    "where does Ada work",
    "-k",
    "1",
    ...db,
  ]);
  assert.equal(ada[0].trace.content, "Ada works at Acme");

  // A transcript: each message at its own time, so last year's chat is long faded.
  const chat = join(dir.path, "chat.json");
  Deno.writeTextFileSync(
    chat,
    JSON.stringify([
      { role: "user", content: "I adopted a dog named Biscuit", timestamp: "2024-03-01T10:00:00Z" },
      { role: "tool", content: "{}" },
      { role: "assistant", content: [{ type: "text", text: "Biscuit is a lovely name" }] },
      { role: "user", content: "", timestamp: "2024-03-01T10:01:00Z" },
      { role: "user", content: "see you", timestamp: "2999-01-01T00:00:00Z" },
    ]),
  );
  const imported = await ok(dir.path, ["import", chat, "--tag", "chat", ...db]);
  assert.match(imported, /^Imported 2 memories and 0 links from transcript\nSkipped 3:\n/);
  assert.match(imported, /line 2: role "tool" is not remembered\n/);
  assert.match(imported, /line 4: Invalid content: must not be empty/);
  assert.match(imported, /line 5: timestamp 2999-01-01T00:00:00\.000Z is after the brain's now/);
  const dog = await json<{ traces: { createdAt: number; tags: string[]; meta: unknown }[] }>(
    dir.path,
    ["list", "--tag", "chat", "--order", "oldest", ...db],
  );
  assert.equal(dog.traces[0].createdAt, Date.parse("2024-03-01T10:00:00Z"));
  assert.deepEqual(dog.traces[0].meta, { role: "user" });

  // Plain lines must be named; one bad line is reported and the rest land.
  const notes = join(dir.path, "notes.txt");
  Deno.writeTextFileSync(notes, "likes hiking\n" + "x".repeat(40_000) + "\nowns a kayak\n");
  const guess = await engram(dir.path, ["import", notes, ...db]);
  assert.equal(guess.code, 1);
  assert.match(guess.stderr, /Cannot tell the format/);
  const lines = await ok(dir.path, ["import", notes, "--format", "lines", ...db]);
  assert.match(
    lines,
    /^Imported 2 memories and 0 links from lines\nSkipped 1:\n {2}line 2: Invalid content: 40000 characters/,
  );

  const before = await json<{ traces: number }>(dir.path, ["stats", ...db]);
  const preview = await ok(dir.path, ["dream", "--dry-run", ...db]);
  assert.match(preview, /^dream dry run \(nothing written\): scanned \d+ traces\n/);
  assert.match(preview, /dissolved [1-9]\d* traces? past the forgetting floor/, "last year's chat");
  const after = await json<{ traces: number; lastDreamAt: number | null }>(dir.path, [
    "stats",
    ...db,
  ]);
  assert.deepEqual([after.traces, after.lastDreamAt], [before.traces, null]);
});

Deno.test("cli: used --cue teaches a memory the question's words; show lists them, recall finds by them", async () => {
  using dir = tempDir();
  const db = ["--db", join(dir.path, "brain.db")];
  const fact = await json<{ id: number }>(dir.path, ["remember", "user banks with Monzo", ...db]);
  await ok(dir.path, ["remember", "the kettle leaks again", ...db]);
  const before = await engram(dir.path, [
    "recall",
    "who looks after the money?",
    "--peek",
    ...db,
  ]);
  assert.doesNotMatch(before.stdout, /Monzo/);
  await ok(dir.path, ["used", String(fact.id), "--cue", "where is their money held?", ...db]);
  const shown = await ok(dir.path, ["show", String(fact.id), ...db]);
  assert.match(shown, /\nlearned +held, money\n/);
  const [hit] = await json<{ trace: { id: number }; learned: number }[]>(dir.path, [
    "recall",
    "who looks after the money?",
    "--peek",
    ...db,
  ]);
  assert.equal(hit.trace.id, fact.id);
  assert.ok(hit.learned > 0);
});

Deno.test("cli: used reinforces the memories given by id; bad ids exit 2, unknown ones 1", async () => {
  using dir = tempDir();
  const db = ["--db", join(dir.path, "brain.db")];
  const a = await json<{ id: number }>(dir.path, [
    "remember",
    "spare key under the flowerpot",
    ...db,
  ]);
  const b = await json<{ id: number }>(dir.path, [
    "remember",
    "spare key with the neighbour",
    ...db,
  ]);
  const text = await ok(dir.path, ["used", String(b.id), ...db]);
  assert.match(
    text,
    new RegExp(`^Used #${b.id}: stable for [\\d.]+ days  spare key with the neighbour\n$`),
  );
  const [again] = await json<{ id: number; recalls: number }[]>(dir.path, [
    "used",
    String(b.id),
    ...db,
  ]);
  assert.deepEqual([again.id, again.recalls], [b.id, 2]);
  const untouched = await json<{ trace: { recalls: number } }[]>(dir.path, [
    "recall",
    "flowerpot",
    "--peek",
    ...db,
  ]);
  assert.equal(untouched[0].trace.recalls, 0, `#${a.id} was not used`);
  const bad = await engram(dir.path, ["used", "x1", ...db]);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /^engram used: Invalid id "x1"/);
  assert.equal((await engram(dir.path, ["used", ...db])).code, 2);
  const missing = await engram(dir.path, ["used", "99", ...db]);
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /Trace 99 not found/);
});
