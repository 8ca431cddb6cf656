/**
 * {@linkcode openAIEmbedder}: embeddings from any OpenAI-compatible `/v1/embeddings` service —
 * OpenAI, Ollama, vLLM, LM Studio, llama.cpp's server, Hugging Face TEI — with plain `fetch`.
 *
 * Texts go in batches; each request has a timeout; 429, 5xx, timeouts and network failures are
 * retried with exponential backoff and full jitter (honouring `Retry-After`), a bounded number
 * of times; the answer is checked (one vector per text, the right length, finite numbers).
 * Whatever fails is an `EmbedderError` (a dependency's failure: HTTP 503, CLI exit 1) whose
 * `cause` is the underlying error. The API key is sent only in the `Authorization` header and
 * never appears in a message.
 * @module
 */
import { EmbedderError, InputError, InputRangeError } from "../core/errors.ts";
import type { Embedder } from "../core/embed.ts";

/** Options for {@linkcode openAIEmbedder}. */
export interface OpenAIEmbedderOptions {
  /**
   * The service's base URL, up to and including `/v1`: `https://api.openai.com/v1`,
   * `http://localhost:11434/v1` (Ollama), `http://localhost:8000/v1` (vLLM), … A URL with no
   * path at all (`http://localhost:11434`) means its `/v1`, where every such service answers.
   */
  baseURL: string;
  /** The model: `text-embedding-3-small`, `nomic-embed-text`, … */
  model: string;
  /** Sent as `Authorization: Bearer <key>` when given. Default none (local services). */
  apiKey?: string;
  /**
   * Vector length to ask for (models that can shorten their vectors, such as OpenAI's
   * `text-embedding-3-*`) and to expect. Default: the model's own, learned from the first
   * answer.
   */
  dimensions?: number;
  /** Texts per request. Default `32` (TEI's default limit; OpenAI takes up to 2,048). */
  batchSize?: number;
  /** Milliseconds one request may take. Default `30_000`. */
  timeoutMs?: number;
  /** Retries of a request after a 429, a 5xx, a timeout or a network failure. Default `4`. */
  retries?: number;
  /** Backoff before the first retry, in ms; doubles per retry, with full jitter. Default `500`. */
  backoffMs?: number;
  /** Longest wait before a retry, in ms (also caps `Retry-After`). Default `8_000`. */
  maxBackoffMs?: number;
  /** Cosine floor for recall by meaning. Default: calibrated by the engine. */
  minSimilarity?: number;
}

/** Defaults of {@linkcode OpenAIEmbedderOptions}. */
const DEFAULTS = {
  batchSize: 32,
  timeoutMs: 30_000,
  retries: 4,
  backoffMs: 500,
  maxBackoffMs: 8_000,
};

/** Statuses worth retrying: rate limited, or the service failing for now. */
function retryable(status: number): boolean {
  return status === 429 || status === 408 || status >= 500;
}

/** A URL for messages: no credentials, no query. */
function displayUrl(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

function positive(value: number | undefined, name: string, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < min) {
    throw new InputRangeError(`Invalid ${name} ${value}: expected an integer ≥ ${min}`);
  }
  return value;
}

/** One failed attempt: why, and whether another may succeed. */
class AttemptError extends Error {
  constructor(message: string, readonly retry: boolean, readonly waitMs?: number, cause?: unknown) {
    super(message, { cause });
  }
}

/**
 * An {@linkcode Embedder} for an OpenAI-compatible embeddings service. Its id is
 * `openai:<model>`; the brain records it with the vectors' length.
 * @throws {InputError} on a bad URL, model or number
 *
 * @example
 * ```ts
 * import { Memory, openAIEmbedder } from "@engram/engram";
 * const embedder = openAIEmbedder({
 *   baseURL: "http://localhost:11434/v1", // Ollama; nothing is sent until the first write
 *   model: "nomic-embed-text",
 * });
 * console.log(embedder.id); // openai:nomic-embed-text
 * const mem = Memory.inMemory({ embedder });
 * await mem.close();
 * ```
 */
export function openAIEmbedder(options: OpenAIEmbedderOptions): Embedder {
  if (typeof options !== "object" || options === null) {
    throw new InputError("Invalid embedder options: expected { baseURL, model, ... }");
  }
  let base: URL;
  try {
    base = new URL(options.baseURL);
  } catch {
    throw new InputError(`Invalid embedder baseURL: expected an http(s) URL`);
  }
  if (base.protocol !== "http:" && base.protocol !== "https:") {
    throw new InputError(`Invalid embedder baseURL: expected an http(s) URL`);
  }
  if (typeof options.model !== "string" || options.model.trim() === "") {
    throw new InputError("Invalid embedder model: expected a model name");
  }
  const model = options.model.trim();
  // A bare host is the service's root; the OpenAI-compatible routes live under /v1.
  if (base.pathname === "/") base.pathname = "/v1";
  const endpoint = new URL(base.href.replace(/\/*$/, "/") + "embeddings");
  const where = displayUrl(endpoint);
  const dimensions = positive(options.dimensions, "dimensions", 0);
  const batchSize = positive(options.batchSize, "batchSize", DEFAULTS.batchSize);
  const timeoutMs = positive(options.timeoutMs, "timeoutMs", DEFAULTS.timeoutMs);
  const retries = positive(options.retries, "retries", DEFAULTS.retries, 0);
  const backoffMs = positive(options.backoffMs, "backoffMs", DEFAULTS.backoffMs, 0);
  const maxBackoffMs = positive(options.maxBackoffMs, "maxBackoffMs", DEFAULTS.maxBackoffMs, 0);
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const id = `openai:${model}`;
  let learned = dimensions;

  /** One request for one batch, checked. */
  async function attempt(texts: readonly string[]): Promise<Float32Array[]> {
    let res: Response;
    try {
      res = await fetch(endpoint, {
        method: "POST",
        headers,
        body: JSON.stringify({ model, input: texts, ...(dimensions ? { dimensions } : {}) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      const timedOut = (e as Error)?.name === "TimeoutError";
      throw new AttemptError(
        timedOut ? `no answer within ${timeoutMs} ms` : `cannot reach it: ${(e as Error)?.message}`,
        true,
        undefined,
        e,
      );
    }
    if (!res.ok) {
      const detail = (await res.text().catch(() => "")).replace(/\s+/g, " ").slice(0, 200);
      const after = Number(res.headers.get("retry-after"));
      throw new AttemptError(
        `HTTP ${res.status}${detail ? `: ${detail}` : ""}`,
        retryable(res.status),
        Number.isFinite(after) && after >= 0 ? after * 1000 : undefined,
      );
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch (e) {
      throw new AttemptError("the answer is not JSON", false, undefined, e);
    }
    return vectorsOf(body, texts.length);
  }

  /** The vectors of an answer, in input order, or why it is not one. */
  function vectorsOf(body: unknown, count: number): Float32Array[] {
    const data = (body as { data?: unknown })?.data;
    if (!Array.isArray(data) || data.length !== count) {
      throw new AttemptError(
        `expected ${count} embeddings, got ${Array.isArray(data) ? data.length : "none"}`,
        false,
      );
    }
    const out: Float32Array[] = new Array(count);
    data.forEach((item, i) => {
      const index = typeof item?.index === "number" ? item.index : i;
      const embedding = item?.embedding;
      if (!Number.isInteger(index) || index < 0 || index >= count || out[index]) {
        throw new AttemptError(`embedding ${i} has a bad or repeated index`, false);
      }
      if (!Array.isArray(embedding) || embedding.length === 0) {
        throw new AttemptError(`embedding ${i} is not an array of numbers`, false);
      }
      if (learned === 0) learned = embedding.length;
      if (embedding.length !== learned) {
        throw new AttemptError(
          `embedding ${i} has ${embedding.length} dimensions, expected ${learned}`,
          false,
        );
      }
      const v = new Float32Array(embedding);
      if (!v.every(Number.isFinite)) {
        throw new AttemptError(`embedding ${i} holds a number that is not finite`, false);
      }
      out[index] = v;
    });
    return out;
  }

  /** One batch, retried with backoff while the failure may pass. */
  async function batch(texts: readonly string[]): Promise<Float32Array[]> {
    for (let tries = 0;; tries++) {
      try {
        return await attempt(texts);
      } catch (e) {
        const failure = e as AttemptError;
        if (!failure.retry || tries >= retries) {
          const after = tries > 0 ? ` (after ${tries + 1} attempts)` : "";
          throw new EmbedderError(
            `Cannot embed text: ${id} at ${where}: ${failure.message}${after}`,
            { cause: failure.cause ?? failure },
          );
        }
        const ceiling = Math.min(maxBackoffMs, backoffMs * 2 ** tries);
        const wait = failure.waitMs !== undefined
          ? Math.min(maxBackoffMs, failure.waitMs)
          : Math.random() * ceiling;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  return {
    id,
    get dimensions(): number {
      return learned;
    },
    ...(options.minSimilarity === undefined ? {} : { minSimilarity: options.minSimilarity }),
    async embed(texts: readonly string[]): Promise<Float32Array[]> {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += batchSize) {
        out.push(...await batch(texts.slice(i, i + batchSize)));
      }
      return out;
    },
  };
}
