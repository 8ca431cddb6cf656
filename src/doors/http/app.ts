/**
 * The HTTP front door: a Hono app serving many named brains over REST (and MCP over
 * streamable HTTP). It parses requests, calls {@linkcode Memory}, and serialises the answers:
 * no engine logic lives here.
 * @module
 */
import { InputError, InputRangeError } from "../../core/errors.ts";
import { type Context, Hono } from "hono";
// The SDK's `.js` subpaths type as `any` under `deno check` without this hint (SDK issue 2701).
// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { BrainDirectory } from "../../memory/brains.ts";
import { bearerToken, isLoopback, tokensMatch } from "./auth.ts";
import { limitBody, readObject } from "./body.ts";
import { errorResponse, HttpError } from "./errors.ts";
import { createMcpServer } from "../mcp/server.ts";
import type { Memory } from "../../memory/memory.ts";
import type { ForgetSelector } from "../../memory/forget.ts";
import type { Hit } from "../../recall/rank.ts";
import type { Trace } from "../../core/trace.ts";

/** Default largest request body: 1 MiB. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** Options for {@linkcode createApp}. */
export interface AppOptions {
  /** Where the brains live. The caller owns it and closes it after the server stops. */
  brains: BrainDirectory;
  /**
   * The bearer token every `/v1` request must present. Default none: then only loopback
   * peers, loopback `Host` headers and loopback (or absent) browser origins are served.
   */
  token?: string;
  /** Largest request body in bytes; larger ones get 413. Default {@linkcode DEFAULT_MAX_BODY_BYTES}. */
  maxBodyBytes?: number;
}

/** What Deno.serve passes along with each request (absent when the app is called directly). */
type Bindings = { remoteAddr?: Deno.Addr };
type Ctx = Context<{ Bindings: Bindings }>;
type Json = Record<string, unknown>;
type Method = "GET" | "POST" | "DELETE";

/** A trace as JSON: its stored fields plus its retention now. */
function traceJson(trace: Trace, now: number): Json {
  return { ...trace, retention: trace.retention(now) };
}

function hitJson(hit: Hit, now: number): Json {
  return { ...hit, trace: traceJson(hit.trace, now) };
}

/** `body`, refusing fields this endpoint does not know (a typo must not be silently ignored). */
function only(body: Json, allowed: readonly string[]): Json {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) {
      throw new HttpError(
        422,
        "invalid_input",
        `Unknown field "${key.slice(0, 64)}": expected ${
          allowed.length ? allowed.join(", ") : "no fields"
        }`,
      );
    }
  }
  return body;
}

/** The query-string numbers of a request, refusing parameters this endpoint does not know. */
function queryNumbers(c: Ctx, allowed: readonly string[]): Record<string, number | undefined> {
  const out: Record<string, number | undefined> = {};
  for (const [name, raw] of Object.entries(c.req.query())) {
    if (!allowed.includes(name)) {
      throw new HttpError(
        422,
        "invalid_input",
        `Unknown parameter "${name.slice(0, 64)}": expected ${allowed.join(", ")}`,
      );
    }
    const value = Number(raw);
    if (raw.trim() === "" || !Number.isFinite(value)) {
      throw new HttpError(
        422,
        "invalid_input",
        `Invalid ${name} "${raw.slice(0, 32)}": expected a number`,
      );
    }
    out[name] = value;
  }
  return out;
}

/** The `:brain` path parameter, checked: a bad name is the URL's fault (400), not the body's. */
function brainName(c: Ctx): string {
  const name = c.req.param("brain") ?? "";
  try {
    return BrainDirectory.checkName(name);
  } catch (e) {
    throw new HttpError(400, "invalid_brain_name", (e as Error).message);
  }
}

/** The `:id` path parameter: a positive integer. */
function traceId(c: Ctx): number {
  const raw = c.req.param("id") ?? "";
  const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) {
    throw new HttpError(
      400,
      "invalid_id",
      `Invalid trace id "${raw.slice(0, 32)}": expected a positive integer`,
    );
  }
  return id;
}

/**
 * Create the HTTP app. Serve it with `Deno.serve(app.fetch)` (which also hands the app the
 * peer's address) or any fetch-style server.
 *
 * @example
 * ```ts
 * import { BrainDirectory } from "@engram/engram";
 * import { createApp } from "./app.ts";
 * const brains = new BrainDirectory({ home: await Deno.makeTempDir() });
 * const app = createApp({ brains });
 * const res = await app.request("/health");
 * console.log(await res.json()); // { status: "ok" }
 * await brains.close();
 * ```
 */
export function createApp(options: AppOptions): Hono<{ Bindings: Bindings }> {
  const { brains, token } = options;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (!(brains instanceof BrainDirectory)) {
    throw new InputError("Invalid app options: brains must be a BrainDirectory");
  }
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes < 1) {
    throw new InputRangeError(
      `Invalid maxBodyBytes ${maxBodyBytes}: expected a positive integer`,
    );
  }
  if (token !== undefined && (typeof token !== "string" || token.trim() === "")) {
    throw new InputError("Invalid token: expected a non-empty string");
  }

  const app = new Hono<{ Bindings: Bindings }>();
  const methodsByPath = new Map<string, Method[]>();

  app.onError((error, c) => {
    const { status, body, retryAfter } = errorResponse(error);
    if (status === 500) console.error(`${c.req.method} ${c.req.path}:`, error);
    if (retryAfter !== undefined) c.header("Retry-After", String(retryAfter));
    return c.json(body, status);
  });
  app.notFound((c) =>
    c.json({
      error: { code: "not_found", message: `No route for ${c.req.method} ${c.req.path}` },
    }, 404)
  );

  // Without a token the server answers this machine only: not other peers, not a page in a
  // browser (cross-site requests and DNS rebinding carry a foreign Origin or Host).
  if (token === undefined) {
    app.use("*", async (c, next) => {
      const peer = c.env?.remoteAddr;
      if (peer && "hostname" in peer && !isLoopback(peer.hostname)) {
        throw new HttpError(
          403,
          "forbidden",
          "Forbidden: this server has no token and answers loopback only",
        );
      }
      const host = c.req.header("host")?.replace(/:\d+$/, "");
      if (host !== undefined && !isLoopback(host)) {
        throw new HttpError(
          403,
          "forbidden",
          `Forbidden: host "${host.slice(0, 64)}" is not loopback`,
        );
      }
      const origin = c.req.header("origin");
      if (origin !== undefined && !isLoopbackOrigin(origin)) {
        throw new HttpError(
          403,
          "forbidden",
          `Forbidden: origin "${origin.slice(0, 64)}" is not loopback`,
        );
      }
      await next();
    });
  } else {
    app.use("/v1/*", async (c, next) => {
      const presented = bearerToken(c.req.header("authorization"));
      if (presented === null || !(await tokensMatch(presented, token))) {
        c.header("WWW-Authenticate", 'Bearer realm="engram"');
        throw new HttpError(
          401,
          "unauthorized",
          "Unauthorized: send Authorization: Bearer <token>",
        );
      }
      await next();
    });
  }

  app.use("*", limitBody(maxBodyBytes));

  function route(method: Method, path: string, handler: (c: Ctx) => Promise<Response>): void {
    app.on(method, path, handler);
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), method]);
  }

  /** Run `fn` on the `:brain` of the request. */
  function withBrain(
    c: Ctx,
    access: "read" | "write",
    fn: (memory: Memory) => Promise<Response>,
  ): Promise<Response> {
    return brains.use(brainName(c), access, fn);
  }

  route("GET", "/health", (c) => Promise.resolve(c.json({ status: "ok" })));

  route("GET", "/v1/brains", async (c) => c.json({ brains: await brains.list() }));

  route("DELETE", "/v1/brains/:brain", async (c) => {
    const name = brainName(c);
    if (!(await brains.delete(name))) {
      throw new HttpError(404, "brain_not_found", `Brain "${name}" not found`);
    }
    return c.json({ deleted: name });
  });

  route("POST", "/v1/brains/:brain/traces", async (c) => {
    const body = only(await readObject(c), ["content", "salience", "kind", "tags", "meta"]);
    return await withBrain(c, "write", async (memory) => {
      const { content, ...rest } = body;
      const trace = await memory.remember(content as string, rest);
      return c.json({ trace: traceJson(trace, memory.clock.now()) }, 201);
    });
  });

  route("POST", "/v1/brains/:brain/traces/batch", async (c) => {
    const body = only(await readObject(c), ["traces"]);
    return await withBrain(c, "write", async (memory) => {
      const traces = await memory.rememberMany(body.traces as string[]);
      const now = memory.clock.now();
      return c.json({ traces: traces.map((t) => traceJson(t, now)) }, 201);
    });
  });

  route("GET", "/v1/brains/:brain/traces/:id", (c) => {
    const id = traceId(c);
    return withBrain(c, "read", async (memory) => {
      const trace = await memory.get(id);
      if (!trace) throw new HttpError(404, "trace_not_found", `Trace ${id} not found`);
      return c.json({ trace: traceJson(trace, memory.clock.now()) });
    });
  });

  route("DELETE", "/v1/brains/:brain/traces/:id", (c) => {
    const id = traceId(c);
    return withBrain(c, "read", async (memory) => {
      const result = await memory.forget({ id });
      if (result.count === 0) throw new HttpError(404, "trace_not_found", `Trace ${id} not found`);
      return c.json(result);
    });
  });

  route("POST", "/v1/brains/:brain/recall", async (c) => {
    const body = only(await readObject(c), ["query", "k", "kinds", "tags", "reinforce"]);
    const { query, ...options } = body;
    return await withBrain(c, "read", async (memory) => {
      const hits = await memory.recall(query as string, options);
      const now = memory.clock.now();
      return c.json({ hits: hits.map((h) => hitJson(h, now)) });
    });
  });

  route("POST", "/v1/brains/:brain/context", async (c) => {
    const { query, ...options } = only(await readObject(c), ["query", "k", "maxTokens", "cutoff"]);
    return await withBrain(c, "read", async (memory) => {
      return c.json({ context: await memory.context(query as string, options) });
    });
  });

  // ---- used: the agent's evidence of use (reinforcement by evidence, issue 17) ----
  route("POST", "/v1/brains/:brain/used", async (c) => {
    const { ids } = only(await readObject(c), ["ids"]);
    return await withBrain(c, "read", async (memory) => {
      const traces = await memory.used(ids as number[]);
      const now = memory.clock.now();
      return c.json({ traces: traces.map((t) => traceJson(t, now)) });
    });
  });
  // ---- end used ----

  route("POST", "/v1/brains/:brain/forget", async (c) => {
    const body = only(await readObject(c), ["id", "ids", "query", "kind", "before", "dryRun"]);
    const { dryRun, ...selector } = body;
    return await withBrain(c, "read", async (memory) => {
      const result = await memory.forget(selector as ForgetSelector, { dryRun: dryRun as boolean });
      const now = memory.clock.now();
      return c.json({ ...result, traces: result.traces.map((t) => traceJson(t, now)) });
    });
  });

  route("POST", "/v1/brains/:brain/dream", async (c) => {
    // The summarizer hook is a function: it has no place in a request.
    only(await readObject(c), []);
    return await withBrain(c, "read", async (memory) => {
      const report = await memory.dream();
      return c.json({ ...report, text: report.toString() });
    });
  });

  route("GET", "/v1/brains/:brain/review", (c) => {
    const options = queryNumbers(c, ["k", "horizon", "threshold"]);
    return withBrain(c, "read", async (memory) => {
      const items = await memory.review(options);
      const now = memory.clock.now();
      return c.json({ items: items.map((i) => ({ ...i, trace: traceJson(i.trace, now) })) });
    });
  });

  route("GET", "/v1/brains/:brain/stats", (c) =>
    withBrain(c, "read", async (memory) => {
      // The server's file path is none of the client's business: the brain's name is.
      const { path: _path, ...stats } = await memory.stats();
      return c.json({ brain: c.req.param("brain"), ...stats });
    }));

  route(
    "GET",
    "/v1/brains/:brain/export",
    (c) => withBrain(c, "read", async (memory) => c.json(await memory.export())),
  );

  route("POST", "/v1/brains/:brain/import", async (c) => {
    const doc = await readObject(c);
    return await withBrain(c, "write", async (memory) => c.json(await memory.import(doc)));
  });

  // MCP over streamable HTTP, stateless: a fresh server and transport for every request, so no
  // two clients ever share one (SDK advisory GHSA-345p-7cg4-v4c7). Without sessions there is no
  // server-initiated stream, so only POST is served.
  route("POST", "/v1/brains/:brain/mcp", (c) =>
    withBrain(c, "write", async (memory) => {
      const server = createMcpServer(memory, { brainName: c.req.param("brain") });
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
        maxRequestBodySize: maxBodyBytes,
      });
      await server.connect(transport);
      try {
        return await transport.handleRequest(c.req.raw);
      } finally {
        await server.close();
      }
    }));

  // A method a path does not serve is a 405 naming the ones it does.
  for (const [path, methods] of methodsByPath) {
    app.all(path, (c) => {
      c.header("Allow", methods.join(", "));
      throw new HttpError(
        405,
        "method_not_allowed",
        `Method ${c.req.method} is not allowed on ${path}: use ${methods.join(", ")}`,
      );
    });
  }
  return app;
}

function isLoopbackOrigin(origin: string): boolean {
  try {
    return isLoopback(new URL(origin).hostname);
  } catch {
    return false;
  }
}
