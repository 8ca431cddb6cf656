import { DAY_MS } from "../src/core/clock.ts";
import { Clock, type ExportDocument, Memory, type MemoryOptions, type TraceData } from "../mod.ts";
import { PostgresPool, PostgresStore } from "../src/store/postgres_entry.ts";

let postgresUrl: string | null = null;
const pools: PostgresPool[] = [];

/** Make {@linkcode brain} open fresh brains in this PostgreSQL database (for this test module). */
export function usePostgres(url: string): void {
  postgresUrl = url;
}

/** End the pools of the PostgreSQL brains opened so far (whether or not a test closed them). */
export async function endPostgresPools(): Promise<void> {
  await Promise.all(pools.splice(0).map((p) => p.end()));
}

/** The numeric parts of a recall hit's score, as the HTTP API and the inspector show them. */
export const HIT_PARTS: readonly string[] = [
  "lexical",
  "trigram",
  "vector",
  "bridge",
  "association",
  "learned",
  "spread",
  "retention",
];

/**
 * A fresh brain on a virtual clock starting 2026-10-01: in memory (SQLite), or a new brain in
 * PostgreSQL after {@linkcode usePostgres}.
 */
export function brain(options: MemoryOptions = {}): { mem: Memory; clock: Clock } {
  const clock = options.clock ?? new Clock({ virtual: true, start: "2026-10-01T09:00:00Z" });
  if (postgresUrl) {
    const pool = new PostgresPool(postgresUrl, { max: 2 });
    pools.push(pool);
    const store = new PostgresStore(pool, `test-${crypto.randomUUID()}`, { ownsPool: true });
    return { mem: Memory.open(store, { ...options, clock }), clock };
  }
  return { mem: Memory.inMemory({ ...options, clock }), clock };
}

/** A fresh {@linkcode brain} holding `notes`, remembered together two days before now. */
export async function brainOf(notes: string[], options: MemoryOptions = {}): Promise<Memory> {
  const { mem, clock } = brain(options);
  await mem.rememberMany(notes);
  clock.jump({ days: 2 });
  return mem;
}

/**
 * One fresh brain to open again and again, each time as a new `Memory` (another process, or
 * the same one later): a file in a temporary folder, or one brain in PostgreSQL after
 * {@linkcode usePostgres}. Disposing it removes the folder.
 */
export function reopenableBrain(): {
  open(options?: MemoryOptions): Memory;
  [Symbol.dispose](): void;
} {
  if (postgresUrl) {
    const url = postgresUrl, name = `test-${crypto.randomUUID()}`;
    return {
      open(options = {}) {
        const pool = new PostgresPool(url, { max: 2 });
        pools.push(pool);
        return Memory.open(new PostgresStore(pool, name, { ownsPool: true }), options);
      },
      [Symbol.dispose]() {},
    };
  }
  const dir = tempDir();
  const path = `${dir.path}/brain.db`;
  return {
    open: (options = {}) => new Memory(path, options),
    [Symbol.dispose]: () => dir[Symbol.dispose](),
  };
}

/** A temporary directory removed when the returned disposable is disposed. */
export function tempDir(): { path: string; [Symbol.dispose](): void } {
  const path = Deno.makeTempDirSync({ prefix: "engram-test-" });
  return { path, [Symbol.dispose]: () => Deno.removeSync(path, { recursive: true }) };
}

/** A trace for {@linkcode exportDoc}: any fields, plus its age in days (default 0). */
export type DocTrace = Partial<TraceData> & { content: string; ageDays?: number };

/**
 * An export document to `import`, for tests that need exact stabilities, times and links:
 * ids from 1, each trace created and last reinforced `ageDays` before `now`, episodic with
 * salience 0.5 and a stability of 3 days unless given.
 */
export function exportDoc(
  now: number,
  traces: DocTrace[],
  links: { a: number; b: number; w: number }[] = [],
): ExportDocument {
  return {
    format: "engram",
    version: 1,
    exportedAt: new Date(now).toISOString(),
    traces: traces.map(({ ageDays = 0, ...t }, i) => ({
      id: i + 1,
      kind: "episodic",
      salience: 0.5,
      stability: 3,
      createdAt: now - ageDays * DAY_MS,
      lastReinforcedAt: now - ageDays * DAY_MS,
      recalls: 0,
      tags: [],
      meta: {},
      sources: [],
      supersededBy: null,
      ...t,
    })),
    links,
    counters: {},
  };
}

/** A Deno subprocess run from the repository, with its first line of output read. */
export interface FirstLine {
  /** The process. */
  child: Deno.ChildProcess;
  /** Its first line of standard output ("" if it printed none before exiting). */
  firstLine: string;
  /** The rest of its standard output. */
  stdout: ReadableStreamDefaultReader<string>;
}

/** Run `deno ARGS` from the repository (no token, no colour) until it prints its first line. */
export async function spawnUntilFirstLine(
  args: string[],
  env: Record<string, string> = {},
): Promise<FirstLine> {
  const child = new Deno.Command(Deno.execPath(), {
    args,
    env: { ENGRAM_TOKEN: "", NO_COLOR: "1", ...env },
    cwd: new URL("..", import.meta.url).pathname,
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stdout = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  while (!out.includes("\n")) {
    const { value, done } = await stdout.read();
    if (done) break;
    out += value;
  }
  return { child, firstLine: out.split("\n")[0], stdout };
}

/**
 * Start a server in a subprocess (`deno ARGS`); its base URL once it prints where it listens,
 * and `stop`, which ends it and returns what it wrote to standard error.
 * @throws {Error} with its output when it does not start
 */
export async function spawnServer(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ url: string; stop(): Promise<string> }> {
  const { child, firstLine, stdout } = await spawnUntilFirstLine(args, env);
  const url = /listening on (http:\/\/\S+?)\/? /.exec(firstLine)?.[1];
  const stop = async () => {
    child.kill("SIGTERM");
    await stdout.cancel();
    const err = await new Response(child.stderr).text();
    await child.status;
    return err;
  };
  if (!url) throw new Error(`server did not start: ${firstLine}\n${await stop()}`);
  return { url, stop };
}
