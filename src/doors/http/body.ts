/**
 * Request bodies: a size limit applied before anything is parsed, and JSON objects read with
 * clear errors.
 * @module
 */
import type { Context, MiddlewareHandler } from "hono";
import { HttpError } from "./errors.ts";

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(
    413,
    "payload_too_large",
    `Payload too large: the limit is ${maxBytes} bytes`,
  );
}

/**
 * Refuse bodies over `maxBytes` with 413: by their declared length at once, and, for a body
 * streamed without one, as soon as the bytes read pass the limit.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const req = c.req.raw;
    if (!req.body) return await next();
    const declared = req.headers.get("content-length");
    if (declared !== null && !req.headers.has("transfer-encoding")) {
      if (!/^\d+$/.test(declared) || Number(declared) > maxBytes) throw tooLarge(maxBytes);
      return await next();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of req.body) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge(maxBytes);
      chunks.push(chunk);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.length;
    }
    // A fresh request rather than `new Request(req, …)`, which would tie in the original's
    // abort signal and make Deno warn about its legacy abort behaviour.
    c.req.raw = new Request(req.url, { method: req.method, headers: req.headers, body });
    await next();
  };
}

/** The JSON object body of a request; an empty body reads as `{}`. */
export async function readObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new HttpError(400, "invalid_json", `Invalid JSON body: ${(e as Error).message}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new HttpError(422, "invalid_input", "Invalid body: expected a JSON object");
  }
  return value as Record<string, unknown>;
}
