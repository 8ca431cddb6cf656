/**
 * engram's HTTP server: many named brains over REST, and the six MCP tools over streamable
 * HTTP. Run it with `deno run -A server.ts [--host H] [--port P] [--home DIR]` (or
 * `deno task serve`), or with `deno serve -A serve.ts` (its `export default { fetch }` twin).
 *
 * With `--database postgres://…` (or `$ENGRAM_DATABASE_URL`) brains live in PostgreSQL and the
 * server keeps no state of its own: run several over one database, or as an edge worker with no
 * file-system write permission (`deno serve --deny-write …`).
 *
 * Configuration: flags first, then `$ENGRAM_HOST`, `$ENGRAM_PORT`, `$ENGRAM_HOME`,
 * `$ENGRAM_DATABASE_URL`, `$ENGRAM_MAX_BODY`, `$ENGRAM_DURABILITY`; the bearer token only from
 * `$ENGRAM_TOKEN` (never a flag, so it stays out of the process list). Without a token the server
 * listens on loopback only; beyond loopback the token must have at least 16 characters.
 * @module
 */
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { BrainDirectory } from "./src/memory/brains.ts";
import { defaultBrainPath } from "./src/doors/brain_path.ts";
import { isLoopback } from "./src/doors/http/auth.ts";
import { createApp, DEFAULT_MAX_BODY_BYTES } from "./src/doors/http/app.ts";
import { databaseUrl } from "./src/doors/database.ts";
import { postgresBrains } from "./src/memory/database.ts";
import {
  checkSchedule,
  dreamChangedBrains,
  type DreamSchedule,
  DreamScheduler,
} from "./src/memory/schedule.ts";
import { parseDurationDays } from "./src/doors/selection.ts";
import { Clock, DAY_MS } from "./src/core/clock.ts";
import { DURABILITIES, type Durability } from "./src/core/durability.ts";
import type { Embedder } from "./src/core/embed.ts";
import { EMBEDDER_SPECS, embedderFromConfig } from "./src/doors/embedder_config.ts";

/** Default port of the HTTP server. */
const DEFAULT_PORT = 8787;
/** Default host: loopback, so nothing is exposed by accident. */
const DEFAULT_HOST = "127.0.0.1";
/** Default time of the nightly dream, local time. */
const DEFAULT_DREAM_AT = "03:00";
/** Shortest token accepted when the server listens beyond loopback. */
const MIN_TOKEN_CHARS = 16;

const USAGE = `Usage: deno run -A server.ts [options]     (or: deno serve -A serve.ts [--home DIR])

Options:
  --host HOST       address to listen on (default $ENGRAM_HOST or ${DEFAULT_HOST})
  --port PORT       port to listen on, 0 for any free one (default $ENGRAM_PORT or ${DEFAULT_PORT})
  --home DIR        folder of brain files (default $ENGRAM_HOME or the per-user data folder)
  --database URL    keep brains in PostgreSQL instead (default $ENGRAM_DATABASE_URL):
                    postgres://user:password@host:port/database
  --max-body BYTES  largest request body (default $ENGRAM_MAX_BODY or ${DEFAULT_MAX_BODY_BYTES})
  --dream-at HH:MM  dream every changed brain daily at this local time
                    (default $ENGRAM_DREAM_AT or ${DEFAULT_DREAM_AT})
  --dream-every SPAN  dream every changed brain this often instead (6h; $ENGRAM_DREAM_EVERY)
  --no-dream        never dream on a schedule (or ENGRAM_DREAM=off)
  --durability D    normal (default; a power loss may undo the last commits) or full
                    (every acknowledged write survives a power loss) ($ENGRAM_DURABILITY)
  --embedder SPEC   ${EMBEDDER_SPECS} (default $ENGRAM_EMBEDDER or hashing;
                    the service at $ENGRAM_EMBEDDER_URL, key in $ENGRAM_EMBEDDER_KEY)
  -h, --help        show this help

Set $ENGRAM_TOKEN to require "Authorization: Bearer <token>" on /v1 and to allow a
non-loopback --host (then at least ${MIN_TOKEN_CHARS} characters). Without it the server answers
this machine only.`;

/** Everything the server needs to start. */
interface ServerConfig {
  host: string;
  port: number;
  home: string;
  database: string | undefined;
  maxBodyBytes: number;
  durability: Durability;
  token: string | undefined;
  /** When to dream every changed brain, or `null` for never. */
  dream: DreamSchedule | null;
  embedder: Embedder;
  help: boolean;
}

/** The dream schedule of flags and environment: nightly at 03:00 unless told otherwise. */
function dreamSchedule(
  values: { "dream-at"?: string; "dream-every"?: string; "no-dream"?: boolean },
  env: (name: string) => string | undefined,
): DreamSchedule | null {
  if (values["no-dream"] || env("ENGRAM_DREAM") === "off") return null;
  const every = values["dream-every"] ??
    (values["dream-at"] ? undefined : env("ENGRAM_DREAM_EVERY"));
  if (every !== undefined) {
    return checkSchedule({ everyMs: parseDurationDays(every, "dream-every") * DAY_MS });
  }
  return checkSchedule({ at: values["dream-at"] ?? env("ENGRAM_DREAM_AT") ?? DEFAULT_DREAM_AT });
}

function integer(raw: string, name: string, min: number, max: number): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
    throw new RangeError(`Invalid ${name} "${raw}": expected an integer from ${min} to ${max}`);
  }
  return value;
}

/**
 * Read the configuration from flags and environment.
 * @throws {TypeError | RangeError} on an unknown flag or a bad value
 */
function readConfig(args: string[], env: (name: string) => string | undefined): ServerConfig {
  const { values } = parseArgs({
    args,
    options: {
      host: { type: "string" },
      port: { type: "string" },
      home: { type: "string" },
      database: { type: "string" },
      "max-body": { type: "string" },
      "dream-at": { type: "string" },
      "dream-every": { type: "string" },
      "no-dream": { type: "boolean" },
      durability: { type: "string" },
      embedder: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: false,
  });
  const durability = values.durability ?? env("ENGRAM_DURABILITY") ?? "normal";
  if (!(DURABILITIES as readonly string[]).includes(durability)) {
    throw new RangeError(
      `Invalid durability "${durability}": expected ${DURABILITIES.join(" or ")}`,
    );
  }
  return {
    host: values.host ?? env("ENGRAM_HOST") ?? DEFAULT_HOST,
    port: integer(values.port ?? env("ENGRAM_PORT") ?? String(DEFAULT_PORT), "port", 0, 65535),
    home: resolve(
      values.home ?? env("ENGRAM_HOME") ?? join(dirname(defaultBrainPath()), "brains"),
    ),
    database: databaseUrl(values.database, env),
    maxBodyBytes: integer(
      values["max-body"] ?? env("ENGRAM_MAX_BODY") ?? String(DEFAULT_MAX_BODY_BYTES),
      "max-body",
      1,
      2 ** 31,
    ),
    token: readToken(env("ENGRAM_TOKEN")),
    dream: dreamSchedule(values, env),
    durability: durability as Durability,
    embedder: embedderFromConfig(values.embedder, env),
    help: values.help ?? false,
  };
}

/**
 * The bearer token, trimmed (a stray newline from a secrets file is not part of it); unset or
 * empty means none.
 * @throws {RangeError} for a blank token or one with whitespace inside (never presentable)
 */
function readToken(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === "") return undefined;
  const token = raw.trim();
  if (token === "") {
    throw new RangeError(
      "Invalid ENGRAM_TOKEN: it is blank; set a secret of at least " +
        `${MIN_TOKEN_CHARS} characters, or unset it to serve loopback only`,
    );
  }
  if (/\s/.test(token)) {
    throw new RangeError(
      "Invalid ENGRAM_TOKEN: it contains whitespace, which a Bearer header cannot carry",
    );
  }
  return token;
}

/** Print a message and stop, for a configuration that must not start a server. */
function fail(message: string, code: number): never {
  console.error(`engram: ${message}`);
  Deno.exit(code);
}

let config: ServerConfig;
try {
  config = readConfig(Deno.args, (name) => Deno.env.get(name));
} catch (e) {
  fail(`${(e as Error).message}\n\n${USAGE}`, 2);
}
if (config.help) {
  console.log(USAGE);
  Deno.exit(0);
}

/** Refuse an address beyond this machine unless a token (long enough to guess) guards it. */
function checkExposure(hostname: string): void {
  if (isLoopback(hostname)) return;
  if (config.token === undefined) {
    fail(
      `Cannot listen on "${hostname}" without a token: set ENGRAM_TOKEN, ` +
        `or listen on loopback (--host 127.0.0.1)`,
      1,
    );
  }
  if (config.token.length < MIN_TOKEN_CHARS) {
    fail(
      `Cannot listen on "${hostname}" with a ${config.token.length}-character token: ` +
        `ENGRAM_TOKEN needs at least ${MIN_TOKEN_CHARS} characters beyond loopback ` +
        `(for example the output of: openssl rand -hex 24)`,
      1,
    );
  }
}
checkExposure(config.host);

const clock = new Clock();
const memory = { clock, embedder: config.embedder };
const brains = new BrainDirectory(
  config.database ? { stores: await postgresBrains(config.database), memory } : {
    home: config.home,
    durability: config.durability,
    memory,
  },
);
const app = createApp({ brains, token: config.token, maxBodyBytes: config.maxBodyBytes });
// Brains sleep at night: every brain that changed since its last dream, one at a time.
const scheduler = config.dream &&
  new DreamScheduler({ ...config.dream, clock, run: dreamTonight });

/**
 * Dream the changed brains; log each brain that could not be opened or dreamt, by name, once
 * a run (the others dreamt all the same, and it is tried again at the next run).
 */
async function dreamTonight(): Promise<void> {
  const { failed } = await dreamChangedBrains(brains);
  for (const { name, error } of failed) {
    console.error(`engram: scheduled dream of brain "${name}" failed: ${error.message}`);
  }
}

/** Print where the server listens and start the dream schedule; `onListen` of both entries. */
export function announce(addr: Deno.Addr): void {
  if (addr.transport !== "tcp") return;
  checkExposure(addr.hostname);
  const host = addr.hostname.includes(":") ? `[${addr.hostname}]` : addr.hostname;
  const auth = config.token ? "bearer token" : "none, loopback only";
  const dreams = scheduler
    ? `next dream ${new Date(scheduler.nextAt).toISOString()}`
    : "no scheduled dreams";
  console.log(
    `engram HTTP server listening on http://${host}:${addr.port}/ ` +
      `(brains in ${brains.home}; auth: ${auth}; ${dreams})`,
  );
  scheduler?.start();
}

async function shutDown(): Promise<void> {
  await scheduler?.stop();
  await brains.close();
  Deno.exit(0);
}

/** Close the brains and stop on SIGINT (and SIGTERM). */
export function stopOnSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    if (Deno.build.os === "windows" && signal === "SIGTERM") continue;
    Deno.addSignalListener(signal, shutDown);
  }
}

/** The HTTP app, configured from flags and environment. */
export { app };

// `deno run` (and `deno task serve`) serves here; `deno serve` uses serve.ts, which has the
// `export default { fetch }` that `deno run` would warn about.
if (import.meta.main) {
  try {
    Deno.serve({ hostname: config.host, port: config.port, onListen: announce }, app.fetch);
  } catch (e) {
    fail(`Cannot listen on ${config.host}:${config.port}: ${(e as Error).message}`, 1);
  }
  stopOnSignals();
}
