/**
 * engram's HTTP server: many named brains over REST, and the six MCP tools over streamable
 * HTTP. Run it with `deno run -A server.ts [--host H] [--port P] [--home DIR]` (or
 * `deno task serve`), or with `deno serve -A server.ts` through its default export.
 *
 * Configuration: flags first, then `$ENGRAM_HOST`, `$ENGRAM_PORT`, `$ENGRAM_HOME`,
 * `$ENGRAM_MAX_BODY`, `$ENGRAM_DURABILITY`; the bearer token only from `$ENGRAM_TOKEN` (never a
 * flag, so it stays out of the process list). Without a token the server listens on loopback
 * only; beyond loopback the token must have at least 16 characters.
 * @module
 */
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { BrainDirectory } from "./src/memory/brains.ts";
import { defaultBrainPath } from "./src/doors/cli/brain.ts";
import { isLoopback } from "./src/doors/http/auth.ts";
import { createApp, DEFAULT_MAX_BODY_BYTES } from "./src/doors/http/app.ts";
import { DURABILITIES, type Durability } from "./src/store/sqlite.ts";
import { sqliteDirectory } from "./src/store/sqlite_directory.ts";

/** Default port of the HTTP server. */
const DEFAULT_PORT = 8787;
/** Default host: loopback, so nothing is exposed by accident. */
const DEFAULT_HOST = "127.0.0.1";
/** Shortest token accepted when the server listens beyond loopback. */
const MIN_TOKEN_CHARS = 16;

const USAGE = `Usage: deno run -A server.ts [options]     (or: deno serve -A server.ts [--home DIR])

Options:
  --host HOST       address to listen on (default $ENGRAM_HOST or ${DEFAULT_HOST})
  --port PORT       port to listen on, 0 for any free one (default $ENGRAM_PORT or ${DEFAULT_PORT})
  --home DIR        folder of brain files (default $ENGRAM_HOME or the per-user data folder)
  --max-body BYTES  largest request body (default $ENGRAM_MAX_BODY or ${DEFAULT_MAX_BODY_BYTES})
  --durability D    normal (default; a power loss may undo the last commits) or full
                    (every acknowledged write survives a power loss) ($ENGRAM_DURABILITY)
  -h, --help        show this help

Set $ENGRAM_TOKEN to require "Authorization: Bearer <token>" on /v1 and to allow a
non-loopback --host (then at least ${MIN_TOKEN_CHARS} characters). Without it the server answers
this machine only.`;

/** Everything the server needs to start. */
interface ServerConfig {
  host: string;
  port: number;
  home: string;
  maxBodyBytes: number;
  durability: Durability;
  token: string | undefined;
  help: boolean;
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
      "max-body": { type: "string" },
      durability: { type: "string" },
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
    maxBodyBytes: integer(
      values["max-body"] ?? env("ENGRAM_MAX_BODY") ?? String(DEFAULT_MAX_BODY_BYTES),
      "max-body",
      1,
      2 ** 31,
    ),
    durability: durability as Durability,
    token: readToken(env("ENGRAM_TOKEN")),
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

const brains = new BrainDirectory({
  stores: sqliteDirectory(config.home, { durability: config.durability }),
});
const app = createApp({ brains, token: config.token, maxBodyBytes: config.maxBodyBytes });

/** Whether `deno serve` started listening for this module (it calls `onListen`). */
let servedByDenoServe = false;

function announce(addr: Deno.Addr): void {
  if (addr.transport !== "tcp") return;
  checkExposure(addr.hostname);
  const host = addr.hostname.includes(":") ? `[${addr.hostname}]` : addr.hostname;
  console.log(
    `engram HTTP server listening on http://${host}:${addr.port}/ ` +
      `(brains in ${config.home}; auth: ${config.token ? "bearer token" : "none, loopback only"})`,
  );
}

async function shutDown(): Promise<void> {
  await brains.close();
  Deno.exit(0);
}

if (import.meta.main) {
  // Deno cannot tell `deno serve` from `deno run` (import.meta.main is true under both). Under
  // `deno serve` the runtime starts listening, and calls onListen, before the first timer
  // fires; under `deno run` nobody has, so this module serves itself.
  setTimeout(() => {
    if (servedByDenoServe) return;
    try {
      Deno.serve({ hostname: config.host, port: config.port, onListen: announce }, app.fetch);
    } catch (e) {
      fail(`Cannot listen on ${config.host}:${config.port}: ${(e as Error).message}`, 1);
    }
  }, 0);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    if (Deno.build.os === "windows" && signal === "SIGTERM") continue;
    Deno.addSignalListener(signal, shutDown);
  }
}

/** The `deno serve` entry: `deno serve -A server.ts`. */
export default {
  fetch: app.fetch,
  onListen(addr: Deno.Addr): void {
    servedByDenoServe = true;
    announce(addr);
  },
} satisfies Deno.ServeDefaultExport;
