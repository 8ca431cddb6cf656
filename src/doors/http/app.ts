/**
 * The HTTP front door: a Hono app serving many named brains over REST (and MCP over
 * streamable HTTP), its OpenAPI document, and the web inspector. It parses requests, calls
 * {@linkcode Memory}, and serialises the answers: no engine logic lives here.
 *
 * Routes come in small groups, each declared in a {@linkcode RouteTable} with the schemas that
 * validate it and document it: brains, traces, recall, dreams, exchange, MCP, docs, inspector.
 * @module
 */
import { InputError, InputRangeError, NotFoundError } from "../../core/errors.ts";
import { Hono } from "hono";
// The SDK's `.js` subpaths type as `any` under `deno check` without this hint (SDK issue 2701).
// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { BrainDirectory } from "../../memory/brains.ts";
import { bearerToken, isLoopback, tokensMatch } from "./auth.ts";
import { limitBody } from "./body.ts";
import { errorResponse, HttpError, withoutPlaces } from "./errors.ts";
import { createMcpServer, VERSION } from "../mcp/server.ts";
import { openApiDocument } from "./openapi.ts";
import { type Ctx, type Env, RouteTable } from "./routes.ts";
import * as S from "./schemas.ts";
import { inspectorRoutes } from "./inspector/routes.ts";
import { importText, type ImportTextOptions } from "../../memory/importers.ts";
import type { Memory } from "../../memory/memory.ts";
import type { ForgetSelector } from "../../memory/forget.ts";
import type { Hit } from "../../recall/rank.ts";
import type { Trace } from "../../core/trace.ts";
import type { DreamReport } from "../../dream/dream.ts";

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

type Json = Record<string, unknown>;

/** A trace as JSON: its stored fields plus its retention now. */
function traceJson(trace: Trace, now: number): Json {
  return { ...trace, retention: trace.retention(now) };
}

function hitJson(hit: Hit, now: number): Json {
  return { ...hit, trace: traceJson(hit.trace, now) };
}

function dreamJson(report: DreamReport): Json {
  return { ...report, text: report.toString() };
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

function traceNotFound(id: number): HttpError {
  return new HttpError(404, "trace_not_found", `Trace ${id} not found`);
}

/** Run `fn` on the `:brain` of the request. */
type WithBrain = (
  c: Ctx,
  access: "read" | "write",
  fn: (memory: Memory, now: number) => Promise<Response>,
) => Promise<Response>;

function brainRunner(brains: BrainDirectory): WithBrain {
  return async (c, access, fn) => {
    const name = brainName(c);
    try {
      return await brains.use(name, access, (m) => fn(m, m.clock.now()));
    } catch (e) {
      throw aboutBrain(e, brains, name);
    }
  };
}

/** An error about one brain, naming the brain where it named the brain's place on the server. */
function aboutBrain(error: unknown, brains: BrainDirectory, name: string): unknown {
  return withoutPlaces(error, brains.home, `"${name}"`);
}

/** What errors that are about no one brain (listing them fails) call where the brains live. */
const THE_BRAINS = "(the server's brains)";

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
export function createApp(options: AppOptions): Hono<Env> {
  const { brains, token, maxBodyBytes } = checkOptions(options);
  const app = new Hono<Env>();
  app.onError((error, c) => {
    // Errors about one brain already name it; nothing else may name where the brains live.
    const { status, body, retryAfter } = errorResponse(
      withoutPlaces(error, brains.home, THE_BRAINS),
    );
    if (status === 500) console.error(`${c.req.method} ${c.req.path}:`, error);
    if (retryAfter !== undefined) c.header("Retry-After", String(retryAfter));
    return c.json(body, status);
  });
  app.notFound((c) =>
    c.json({
      error: { code: "not_found", message: `No route for ${c.req.method} ${c.req.path}` },
    }, 404)
  );
  refuseUnknownMethods(app);
  guardAccess(app, token);
  app.use("*", limitBody(maxBodyBytes));

  const routes = new RouteTable(app);
  const withBrain = brainRunner(brains);
  docRoutes(routes, token !== undefined);
  brainRoutes(routes, brains, withBrain);
  traceRoutes(routes, withBrain);
  recallRoutes(routes, withBrain);
  dreamRoutes(routes, withBrain);
  exchangeRoutes(routes, withBrain);
  mcpRoute(routes, withBrain, brains.home, maxBodyBytes);
  inspectorRoutes(routes);
  routes.refuseOtherMethods();
  return app;
}

/** Methods some route serves, or answers with a 405 naming the right one. */
const SERVED_METHODS = ["GET", "HEAD", "POST", "DELETE", "PUT", "PATCH", "OPTIONS"];

/**
 * TRACE, CONNECT and other methods no route serves are refused before anything reads the
 * request (a fetch Request cannot even be rebuilt with them): 405, never a 500.
 */
function refuseUnknownMethods(app: Hono<Env>): void {
  app.use("*", async (c, next) => {
    if (!SERVED_METHODS.includes(c.req.method)) {
      c.header("Allow", "GET, HEAD, POST, PATCH, DELETE");
      throw new HttpError(
        405,
        "method_not_allowed",
        `Method ${c.req.method.slice(0, 16)} is not allowed: use GET, POST, PATCH or DELETE`,
      );
    }
    await next();
  });
}

function checkOptions(options: AppOptions): Required<Omit<AppOptions, "token">> & AppOptions {
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
  return { brains, token, maxBodyBytes };
}

/**
 * Who is served. With a token, every `/v1` request must present it (the inspector's page and
 * assets hold no data and are open; the page asks for the token and sends it). Without one,
 * this machine only: not other peers, not a page of another origin (cross-site requests and
 * DNS rebinding carry a foreign Origin or Host).
 */
function guardAccess(app: Hono<Env>, token: string | undefined): void {
  if (token !== undefined) {
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
    return;
  }
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
}

/** `/health` and the OpenAPI document. */
function docRoutes(routes: RouteTable, token: boolean): void {
  routes.add({
    method: "GET",
    path: "/health",
    tag: "server",
    summary: "Whether the server is up (needs no token)",
    answer: S.Answers.health,
    open: true,
  }, (c) => c.json({ status: "ok" }));
  let doc: Json | undefined;
  routes.add({
    method: "GET",
    path: "/v1/openapi.json",
    tag: "server",
    summary: "This API's OpenAPI 3.1 document, generated from the schemas the routes validate with",
    answer: S.Answers.any,
  }, (c) => c.json(doc ??= openApiDocument(routes.specs, { version: VERSION, token })));
}

/** The brains: list with a summary of each, delete, stats. */
function brainRoutes(routes: RouteTable, brains: BrainDirectory, withBrain: WithBrain): void {
  routes.add({
    method: "GET",
    path: "/v1/brains",
    tag: "brains",
    summary: "The brains, with counts by kind, retention bands and last dream",
    description: "A brain that cannot be opened (a corrupt file, one written by a newer " +
      "version) is listed all the same, with `{ name, error: { code, message } }` in place of " +
      "its stats.",
    answer: S.Answers.brains,
  }, async (c) => {
    const summaries: Json[] = [];
    for (const name of await brains.list()) {
      try {
        summaries.push(
          await brains.use(name, "read", async (memory) => {
            const [{ path: _path, lifetime: _l, tokens: _t, stability: _s, ...stats }, dreams] =
              await Promise.all([memory.stats(), memory.dreams(1)]);
            // The last dream's counts: its changes and text are a GET /dreams away.
            const { changes: _c, newKnowledge: _k, ...lastDream } = dreams[0] ?? {};
            return { name, ...stats, lastDream: dreams[0] ? lastDream : null };
          }),
        );
      } catch (e) {
        if (e instanceof NotFoundError) continue; // deleted meanwhile
        // One brain that cannot be opened (a corrupt file, one from a newer version) must not
        // hide the others: it is listed with the error a request about it alone would get.
        const { status, body } = errorResponse(aboutBrain(e, brains, name));
        if (status === 500) console.error(`${c.req.method} ${c.req.path}:`, e);
        summaries.push({ name, error: body.error });
      }
    }
    return c.json({ brains: summaries.map((s) => s.name), summaries });
  });

  routes.add({
    method: "DELETE",
    path: "/v1/brains/:brain",
    tag: "brains",
    summary: "Delete a brain: its file, WAL and shared memory",
    answer: S.Answers.deleted,
  }, async (c) => {
    const name = brainName(c);
    const deleted = await brains.delete(name).catch((e) => {
      throw aboutBrain(e, brains, name);
    });
    if (!deleted) {
      throw new HttpError(404, "brain_not_found", `Brain "${name}" not found`);
    }
    return c.json({ deleted: name });
  });

  routes.add({
    method: "GET",
    path: "/v1/brains/:brain/stats",
    tag: "brains",
    summary: "What the brain holds: counts, retention bands, links, lifetime counters",
    answer: S.Answers.stats,
  }, (c) =>
    withBrain(c, "read", async (memory) => {
      // The server's file path is none of the client's business: the brain's name is.
      const { path: _path, ...stats } = await memory.stats();
      return c.json({ brain: c.req.param("brain"), ...stats });
    }));
}

/** Traces: remember, browse, show, correct, supersede, delete. */
function traceRoutes(routes: RouteTable, withBrain: WithBrain): void {
  const tag = "traces";
  routes.add({
    method: "POST",
    path: "/v1/brains/:brain/traces",
    tag,
    summary: "Remember one thing (creates the brain)",
    body: S.RememberBody,
    answer: S.Answers.trace,
    status: 201,
  }, (c, { body: { content, ...options } }) =>
    withBrain(c, "write", async (memory, now) => {
      const trace = await memory.remember(content, options as Json);
      return c.json({ trace: traceJson(trace, now) }, 201);
    }));

  routes.add({
    method: "POST",
    path: "/v1/brains/:brain/traces/batch",
    tag,
    summary: "Remember many things in one transaction: all land or none do",
    body: S.BatchBody,
    answer: S.Answers.traces,
    status: 201,
  }, (c, { body }) =>
    withBrain(c, "write", async (memory, now) => {
      const traces = await memory.rememberMany(body.traces as string[]);
      return c.json({ traces: traces.map((t) => traceJson(t, now)) }, 201);
    }));

  routes.add({
    method: "GET",
    path: "/v1/brains/:brain/traces",
    tag,
    summary: "Browse: a page of traces matching a selection, in an order; peeks",
    query: S.ListQuery,
    answer: S.Answers.page,
  }, (c, { query: { kind, tag, ...rest } }) =>
    withBrain(c, "read", async (memory, now) => {
      const page = await memory.list({ ...rest, kinds: kind, tags: tag } as Json);
      return c.json({
        traces: page.traces.map((t) => traceJson(t, now)),
        total: page.total,
        at: now,
      });
    }));

  routes.add({
    method: "GET",
    path: "/v1/brains/:brain/traces/:id",
    tag,
    summary: "One trace",
    answer: S.Answers.trace,
  }, (c) => {
    const id = traceId(c);
    return withBrain(c, "read", async (memory, now) => {
      const trace = await memory.get(id);
      if (!trace) throw traceNotFound(id);
      return c.json({ trace: traceJson(trace, now) });
    });
  });
  // ---- end import ------------------------------------------------------------------------

  routes.add({
    method: "GET",
    path: "/v1/brains/:brain/traces/:id/details",
    tag,
    summary: "One trace with its stability history, links and supersession",
    answer: S.Answers.details,
  }, (c) => {
    const id = traceId(c);
    return withBrain(c, "read", async (memory, now) => {
      const details = await memory.show(id);
      if (!details) throw traceNotFound(id);
      const { trace, links, supersededBy, supersedes, ...rest } = details;
      return c.json({
        ...rest,
        trace: traceJson(trace, now),
        at: now,
        links: links.map((l) => ({ trace: traceJson(l.trace, now), weight: l.weight })),
        supersededBy: supersededBy && traceJson(supersededBy, now),
        supersedes: supersedes.map((t) => traceJson(t, now)),
      });
    });
  });

  routes.add({
    method: "PATCH",
    path: "/v1/brains/:brain/traces/:id",
    tag,
    summary: "Correct a trace in place: new content is re-indexed; its stability is kept",
    body: S.UpdateBody,
    answer: S.Answers.trace,
  }, (c, { body }) => {
    const id = traceId(c);
    return withBrain(c, "read", async (memory, now) => {
      return c.json({ trace: traceJson(await memory.update(id, body as Json), now) });
    });
  });

  routes.add({
    method: "POST",
    path: "/v1/brains/:brain/traces/:id/supersede",
    tag,
    summary: "Mark this trace superseded by a newer one (demoted in recall, fading faster)",
    body: S.SupersedeBody,
    answer: S.Answers.trace,
  }, (c, { body }) => {
    const id = traceId(c);
    return withBrain(c, "read", async (memory, now) => {
      return c.json({ trace: traceJson(await memory.supersede(id, body.by), now) });
    });
  });

  routes.add({
    method: "DELETE",
    path: "/v1/brains/:brain/traces/:id",
    tag,
    summary: "Forget one trace for real",
    answer: S.Answers.forget,
  }, (c) => {
    const id = traceId(c);
    return withBrain(c, "read", async (memory) => {
      const result = await memory.forget({ id });
      if (result.count === 0) throw traceNotFound(id);
      return c.json(result);
    });
  });
}

/** Recall, context, review and forget. */
function recallRoutes(routes: RouteTable, withBrain: WithBrain): void {
  const tag = "recall";
  routes.add({
    method: "POST",
    path: "/v1/brains/:brain/recall",
    tag,
    summary: "Recall what matches a query, best first, with the parts of each score",
    description: "The winners are reinforced and wired together unless `reinforce` is false.",
    body: S.RecallBody,
    answer: S.Answers.hits,
  }, (c, { body: { query, ...options } }) =>
    withBrain(c, "read", async (memory, now) => {
      const hits = await memory.recall(query, options as Json);
      return c.json({ hits: hits.map((h) => hitJson(h, now)) });
    }));

  routes.add({
    method: "POST",
    path: "/v1/brains/:brain/used",
    tag,
    summary: "The agent used these traces: the strongest evidence of use (full reinforcement)",
    description: "Each is reinforced fully and the first five are wired together; links that " +
      "pulled unused hits into the latest recall weaken. Each learns the words of the question " +
      "it answered (cue) that it does not hold.",
    body: S.UsedBody,
    answer: S.Answers.traces,
  }, (c, { body: { ids, ...options } }) =>
    withBrain(c, "read", async (memory, now) => {
      const traces = await memory.used(ids, options);
      return c.json({ traces: traces.map((t) => traceJson(t, now)) });
    }));

  routes.add({
    method: "POST",
    path: "/v1/brains/:brain/context",
    tag,
    summary: "A prompt-ready <memory> block for a query; peeks",
    body: S.ContextBody,
    answer: S.Answers.context,
  }, (c, { body: { query, ...options } }) =>
    withBrain(c, "read", async (memory) => {
      return c.json({ context: await memory.context(query, options as Json) });
    }));

  routes.add({
    method: "GET",
    path: "/v1/brains/:brain/review",
    tag,
    summary: "What is about to fade, most valuable first; peeks",
    query: S.ReviewQuery,
    answer: S.Answers.review,
  }, (c, { query }) =>
    withBrain(c, "read", async (memory, now) => {
      const items = await memory.review(query);
      return c.json({ items: items.map((i) => ({ ...i, trace: traceJson(i.trace, now) })) });
    }));

  routes.add({
    method: "POST",
    path: "/v1/brains/:brain/forget",
    tag,
    summary: "Forget for real: exactly one of id, ids, query, kind, before",
    body: S.ForgetBody,
    answer: S.Answers.forget,
  }, (c, { body: { dryRun, ...selector } }) =>
    withBrain(c, "read", async (memory, now) => {
      const result = await memory.forget(selector as ForgetSelector, { dryRun });
      return c.json({ ...result, traces: result.traces.map((t) => traceJson(t, now)) });
    }));
}

/** Dream (or plan one) and the log of past dreams. */
function dreamRoutes(routes: RouteTable, withBrain: WithBrain): void {
  routes.add(
    {
      method: "POST",
      path: "/v1/brains/:brain/dream",
      tag: "dreams",
      summary: "Consolidate: supersede, dissolve, merge, distil, associate; or a dry run",
      body: S.DreamBody,
      answer: S.Answers.dream,
    },
    (c, { body }) =>
      withBrain(c, "read", async (memory) => c.json(dreamJson(await memory.dream(body)))),
  );

  routes.add({
    method: "GET",
    path: "/v1/brains/:brain/dreams",
    tag: "dreams",
    summary: "The latest dreams, newest first",
    query: S.DreamsQuery,
    answer: S.Answers.dreams,
  }, (c, { query }) =>
    withBrain(c, "read", async (memory) => {
      return c.json({ dreams: (await memory.dreams(query.limit)).map(dreamJson) });
    }));
}

/** Export and import. */
function exchangeRoutes(routes: RouteTable, withBrain: WithBrain): void {
  routes.add({
    method: "GET",
    path: "/v1/brains/:brain/export",
    tag: "exchange",
    summary: "The whole brain as a versioned JSON document",
    answer: S.Answers.export,
  }, (c) => withBrain(c, "read", async (memory) => c.json(await memory.export())));

  routes.add({
    method: "POST",
    path: "/v1/brains/:brain/import",
    tag: "exchange",
    summary: "Import a source's text: an engram export, an MCP memory.jsonl, a chat transcript, " +
      "or one memory per line (creates the brain)",
    query: S.ImportQuery,
    rawBody: "The source's text, in the format the query names (auto-detected by default)",
    answer: S.Answers.imported,
  }, async (c, { query: { tag, ...options } }) => {
    const text = await c.req.text();
    return await withBrain(
      c,
      "write",
      async (memory) =>
        c.json(await importText(memory, text, { ...options, tags: tag } as ImportTextOptions)),
    );
  });
}

/**
 * MCP over streamable HTTP, stateless: a fresh server and transport for every request, so no
 * two clients ever share one (SDK advisory GHSA-345p-7cg4-v4c7). Without sessions there is no
 * server-initiated stream, so only POST is served.
 */
function mcpRoute(
  routes: RouteTable,
  withBrain: WithBrain,
  home: string,
  maxBodyBytes: number,
): void {
  routes.add({
    method: "POST",
    path: "/v1/brains/:brain/mcp",
    tag: "mcp",
    summary: "MCP over streamable HTTP (stateless, JSON responses)",
    rawBody: "An MCP JSON-RPC message",
    answer: S.Answers.any,
  }, (c) =>
    withBrain(c, "write", async (memory) => {
      const server = createMcpServer(memory, {
        brainName: c.req.param("brain"),
        brainHome: home,
      });
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
}

function isLoopbackOrigin(origin: string): boolean {
  try {
    return isLoopback(new URL(origin).hostname);
  } catch {
    return false;
  }
}
