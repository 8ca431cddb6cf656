/**
 * A fake OpenAI-compatible embeddings service on 127.0.0.1, for tests: it embeds a toy
 * "bag of concepts" (words of one concept land on one axis, so paraphrases are near and
 * unrelated texts are not), counts requests and batch sizes, and can be told to fail, hang or
 * answer with the wrong dimensions.
 * @module
 */
import { type Embedder, openAIEmbedder, type OpenAIEmbedderOptions } from "../mod.ts";

/** Words that mean the same thing to the toy model, one concept per line. */
const CONCEPTS: readonly string[][] = [
  ["flight", "plane", "airplane", "fly", "flies", "depart", "departs", "leaves", "airport"],
  ["allergic", "allergy", "allergies", "peanuts", "peanut", "nuts", "anaphylaxis"],
  ["dog", "puppy", "canine", "vet", "veterinarian", "walkies"],
  ["salary", "paycheck", "wage", "wages", "raise", "income"],
];
const CONCEPT_OF = new Map(CONCEPTS.flatMap((words, c) => words.map((w) => [w, c])));

/** What the fake service does next; tests change it between calls. */
export interface FakeBehaviour {
  /** Fail this many requests with `failStatus` before answering. */
  failures: number;
  /** The status of those failures. Default 503. */
  failStatus: number;
  /** Never answer (until the server closes). */
  hang: boolean;
  /** Answer with vectors this long instead. */
  wrongDimensions: number | null;
}

/** A running fake service. */
export interface FakeService {
  /** Its base URL, `http://127.0.0.1:<port>/v1`. */
  baseURL: string;
  /** Vector length it answers with. */
  dimensions: number;
  /** Requests answered or failed so far, with their batch sizes. */
  batches: number[];
  /** The `Authorization` headers it received. */
  authorizations: (string | null)[];
  /** What it does next. */
  behaviour: FakeBehaviour;
  /** Stop it. */
  close(): Promise<void>;
}

/** The toy model: concept axes weigh 1 per word, other words 0.25 on a hashed axis. */
export function toyEmbedding(text: string, dimensions: number): number[] {
  const v = new Array(dimensions).fill(0);
  for (const w of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const concept = CONCEPT_OF.get(w);
    if (concept !== undefined) {
      v[concept] += 1;
      continue;
    }
    let h = 0x811c9dc5;
    for (let i = 0; i < w.length; i++) h = Math.imul(h ^ w.charCodeAt(i), 0x01000193);
    v[CONCEPTS.length + ((h >>> 0) % (dimensions - CONCEPTS.length))] += 0.25;
  }
  return v;
}

/** Start a fake service on a free port of 127.0.0.1. */
export function fakeEmbeddingService(dimensions = 256): FakeService {
  const pending: (() => void)[] = [];
  const service: FakeService = {
    baseURL: "",
    dimensions,
    batches: [],
    authorizations: [],
    behaviour: { failures: 0, failStatus: 503, hang: false, wrongDimensions: null },
    close: async () => {
      for (const release of pending) release();
      await server.shutdown();
    },
  };
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const url = new URL(req.url);
    if (req.method !== "POST" || url.pathname !== "/v1/embeddings") {
      return new Response("not found", { status: 404 });
    }
    const body = await req.json();
    const input: string[] = typeof body.input === "string" ? [body.input] : body.input;
    service.batches.push(input.length);
    service.authorizations.push(req.headers.get("authorization"));
    const b = service.behaviour;
    if (b.hang) {
      await new Promise<void>((resolve) => pending.push(resolve));
      return new Response("closing", { status: 503 });
    }
    if (b.failures > 0) {
      b.failures--;
      return Response.json(
        { error: { message: "overloaded, try later" } },
        { status: b.failStatus, headers: b.failStatus === 429 ? { "retry-after": "0" } : {} },
      );
    }
    if (typeof body.model !== "string") {
      return Response.json({ error: { message: "model is required" } }, { status: 400 });
    }
    const dims = b.wrongDimensions ?? body.dimensions ?? dimensions;
    // Answer in reverse order, each with its index, as services may.
    const data = input.map((text, index) => ({
      object: "embedding",
      index,
      embedding: toyEmbedding(text, dims),
    })).reverse();
    return Response.json({ object: "list", data, model: body.model });
  });
  service.baseURL = `http://127.0.0.1:${server.addr.port}/v1`;
  return service;
}

/** A base URL where nothing listens (a port just freed). */
export function deadServiceURL(): string {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return `http://127.0.0.1:${port}/v1`;
}

/** Run `fn` with a fresh fake service, closed afterwards. */
export async function withService(fn: (s: FakeService) => Promise<void>): Promise<void> {
  const service = fakeEmbeddingService();
  try {
    await fn(service);
  } finally {
    await service.close();
  }
}

/** An embedder for the fake service, quick to give up. */
export function toy(s: FakeService, options: Partial<OpenAIEmbedderOptions> = {}): Embedder {
  return openAIEmbedder({
    baseURL: s.baseURL,
    model: "toy-embed",
    backoffMs: 1,
    timeoutMs: 2_000,
    ...options,
  });
}
