/**
 * The README's curl session, produced for real: a server on 127.0.0.1 over a fresh brain
 * folder, living by a virtual clock, answers each request; this prints the transcript the
 * README shows (tests/readme_test.ts checks that it still does).
 *
 * Run: `deno task readme:http`.
 * @module
 */
import { BrainDirectory } from "../src/memory/brains.ts";
import { createApp } from "../src/doors/http/app.ts";
import { Clock } from "../src/core/clock.ts";

/** One request of the session: the curl command shown, and what it sends. */
interface Step {
  /** The command line after `$ `. */
  shown: string;
  /** The requests it makes (the export/import line makes two); the last one's answer shows. */
  requests: {
    method: string;
    path: string;
    /** A JSON value, or a string sent as is. */
    body?: unknown;
    /** Send the previous answer as the body (`-d @file` of what the last request saved). */
    upload?: boolean;
    headers?: Record<string, string>;
  }[];
  /** A `jq -c` filter the command pipes through, and the same done in code. */
  jq?: { filter: string; apply: (answer: unknown) => unknown };
  /** Move the clock forward before this step, in days. */
  daysLater?: number;
}

const HOST = "localhost:8787";

/** `curl -s` with a JSON body, as shown. */
function post(path: string, body: unknown): Step {
  return {
    shown: `curl -s ${HOST}${path} -d '${JSON.stringify(body)}'`,
    requests: [{ method: "POST", path, body }],
  };
}

function get(path: string): Step {
  const url = `${HOST}${path}`;
  return {
    shown: `curl -s ${path.includes("?") ? `'${url}'` : url}`,
    requests: [{ method: "GET", path }],
  };
}

function verb(method: string, path: string, body?: unknown): Step {
  const data = body === undefined ? "" : ` -d '${JSON.stringify(body)}'`;
  return {
    shown: `curl -s -X ${method} ${HOST}${path}${data}`,
    requests: [{ method, path, body }],
  };
}

const A = "/v1/brains/alice";
const mcpCall = {
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name: "recall", arguments: { query: "peanuts", k: 1 } },
};

/** The session, in order. */
const STEPS: Step[] = [
  get("/health"),
  post(`${A}/traces`, { content: "user is allergic to peanuts", kind: "core", salience: 0.9 }),
  {
    ...post(`${A}/traces/batch`, {
      traces: [
        "had pho for breakfast",
        "had pho for breakfast again this morning",
        "Pho for breakfast again, as usual",
        { content: "user lives in Hanoi", kind: "semantic", tags: ["home"] },
      ],
    }),
    jq: {
      filter: "[.traces[] | {id, kind, stability}]",
      apply: (a) =>
        (a as { traces: { id: number; kind: string; stability: number }[] }).traces
          .map(({ id, kind, stability }) => ({ id, kind, stability })),
    },
  },
  post(`${A}/recall`, { query: "any food alergies?", k: 1 }),
  post(`${A}/context`, { query: "where does the user live", k: 2 }),
  get(`${A}/traces?kind=semantic&tag=home`),
  { ...post(`${A}/dream`, { dryRun: true }), daysLater: 1 },
  verb("POST", `${A}/dream`),
  get(`${A}/dreams?limit=1`),
  get(`${A}/traces/5/details`),
  verb("PATCH", `${A}/traces/5`, { content: "user lives in Hanoi, in Ba Dinh", tags: ["home"] }),
  get(`${A}/review?horizon=30&k=1`),
  post(`${A}/forget`, { query: "breakfast", dryRun: true }),
  post(`${A}/forget`, { query: "breakfast" }),
  verb("DELETE", `${A}/traces/5`),
  get(`${A}/stats`),
  {
    shown: `curl -s ${HOST}${A}/export -o alice.json && ` +
      `curl -s ${HOST}/v1/brains/bob/import -d @alice.json`,
    requests: [
      { method: "GET", path: `${A}/export` },
      { method: "POST", path: "/v1/brains/bob/import", upload: true },
    ],
  },
  get("/v1/brains"),
  verb("DELETE", "/v1/brains/bob"),
  {
    shown: `curl -s ${HOST}${A}/mcp -H 'content-type: application/json' ` +
      `-H 'accept: application/json, text/event-stream' -d '${JSON.stringify(mcpCall)}'`,
    requests: [{
      method: "POST",
      path: `${A}/mcp`,
      body: mcpCall,
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
    }],
  },
  get("/v1/brains/Alice/stats"),
  post(`${A}/traces`, { content: "x", salience: 2 }),
  post(`${A}/traces`, { content: "x", salince: 0.9 }),
  {
    shown: `curl -s ${HOST}${A}/recall -d '{"query":"x",'`,
    requests: [{ method: "POST", path: `${A}/recall`, body: '{"query":"x",' }],
  },
  get(`${A}/recall`),
];

/** Run the session and return its transcript. */
export async function transcript(): Promise<string> {
  const home = await Deno.makeTempDir({ prefix: "engram_readme_" });
  const clock = new Clock({ virtual: true, start: "2026-11-29T19:16:19Z" });
  const brains = new BrainDirectory({ home, memory: { clock } });
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    createApp({ brains }).fetch,
  );
  const lines: string[] = [];
  try {
    let previous: string | undefined;
    for (const step of STEPS) {
      if (step.daysLater) clock.jump({ days: step.daysLater });
      let text = "";
      for (const r of step.requests) {
        const body = r.upload
          ? previous
          : r.body === undefined || typeof r.body === "string"
          ? r.body as string | undefined
          : JSON.stringify(r.body);
        const res = await fetch(`http://127.0.0.1:${server.addr.port}${r.path}`, {
          method: r.method,
          headers: r.headers,
          body,
        });
        text = await res.text();
        previous = text;
        clock.jump({ seconds: 1 });
      }
      lines.push(`$ ${step.shown}${step.jq ? ` | jq -c '${step.jq.filter}'` : ""}`);
      lines.push(step.jq ? JSON.stringify(step.jq.apply(JSON.parse(text))) : text);
    }
  } finally {
    await server.shutdown();
    await brains.close();
    await Deno.remove(home, { recursive: true });
  }
  return lines.join("\n") + "\n";
}

if (import.meta.main) console.log((await transcript()).trimEnd());
