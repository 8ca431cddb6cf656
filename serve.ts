/**
 * The `deno serve` entry of engram's HTTP server: `deno serve -A --port 8787 serve.ts
 * [--home DIR]`. The same server as `server.ts` (flags and environment alike); kept apart
 * because `deno run` warns about a main module with `export default { fetch }`.
 * @module
 */
import { announce, app, stopOnSignals } from "./server.ts";

stopOnSignals();

/** The `deno serve` entry. */
export default {
  fetch: app.fetch,
  onListen: announce,
} satisfies Deno.ServeDefaultExport;
