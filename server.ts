/**
 * engram's HTTP server: many named brains over REST, and the six MCP tools over streamable
 * HTTP. Run it with `deno run -A server.ts [--host H] [--port P] [--home DIR]` (or
 * `deno task serve`), or with `deno serve -A server.ts` through its default export.
 *
 * Configuration: flags first, then `$ENGRAM_HOST`, `$ENGRAM_PORT`, `$ENGRAM_HOME`,
 * `$ENGRAM_MAX_BODY`; the bearer token only from `$ENGRAM_TOKEN` (never a flag, so it stays out
 * of the process list). Without a token the server listens on loopback only.
 * @module
 */
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { BrainDirectory } from "./src/memory/brains.ts";
import { defaultBrainPath } from "./src/doors/brain_path.ts";
import { isLoopback } from "./src/doors/http/auth.ts";
import { createApp, DEFAULT_MAX_BODY_BYTES } from "./src/doors/http/app.ts";
import type { Embedder } from "./src/core/embed.ts";
import { EMBEDDER_SPECS, embedderFromConfig } from "./src/doors/embedder_config.ts";

/** Default port of the HTTP server. */
const DEFAULT_PORT = 8787;
/** Default host: loopback, so nothing is exposed by accident. */
const DEFAULT_HOST = "127.0.0.1";

const USAGE = `Usage: deno run -A server.ts [options]     (or: deno serve -A server.ts [--home DIR])

Options:
  --host HOST       address to listen on (default $ENGRAM_HOST or ${DEFAULT_HOST})
  --port PORT       port to listen on, 0 for any free one (default $ENGRAM_PORT or ${DEFAULT_PORT})
  --home DIR        folder of brain files (default $ENGRAM_HOME or the per-user data folder)
  --max-body BYTES  largest request body (default $ENGRAM_MAX_BODY or ${DEFAULT_MAX_BODY_BYTES})
  --embedder SPEC   ${EMBEDDER_SPECS} (default $ENGRAM_EMBEDDER or hashing;
                    the service at $ENGRAM_EMBEDDER_URL, key in $ENGRAM_EMBEDDER_KEY)
  -h, --help        show this help

Set $ENGRAM_TOKEN to require "Authorization: Bearer <token>" on /v1 and to allow a
non-loopback --host. Without it the server answers this machine only.`;

/** Everything the server needs to start. */
interface ServerConfig {
  host: string;
  port: number;
  home: string;
  maxBodyBytes: number;
  token: string | undefined;
  embedder: Embedder;
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
      embedder: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: false,
  });
  const token = env("ENGRAM_TOKEN");
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
    token: token === undefined || token === "" ? undefined : token,
    embedder: embedderFromConfig(values.embedder, env),
    help: values.help ?? false,
  };
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

/** Refuse an address beyond this machine unless a token guards it. */
function checkExposure(hostname: string): void {
  if (config.token === undefined && !isLoopback(hostname)) {
    fail(
      `Cannot listen on "${hostname}" without a token: set ENGRAM_TOKEN, ` +
        `or listen on loopback (--host 127.0.0.1)`,
      1,
    );
  }
}
checkExposure(config.host);

const brains = new BrainDirectory({ home: config.home, memory: { embedder: config.embedder } });
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
