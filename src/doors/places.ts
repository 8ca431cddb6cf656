/**
 * Where a server keeps its brains is none of its clients' business. Front doors serving other
 * clients (the HTTP API, MCP over HTTP) present messages that named a brain's place on the
 * server (its file, the database's URL) with the brain's name instead; the CLI and MCP over
 * stdio serve the machine's own user and keep the paths.
 * @module
 */

/**
 * `message` with every place under `home` replaced by `as`. `home` is where the brains live
 * (`BrainDirectory.home`: an absolute folder, or a database URL without credentials), which
 * every brain's place begins with (`home/bob.db`, `home#bob`); a quoted place goes with its
 * quotes, so with `as` `"bob"`, `Cannot open brain "/srv/brains/bob.db": file is not a database`
 * reads `Cannot open brain "bob": file is not a database`.
 *
 * @example
 * ```ts
 * import { hidePlaces } from "./places.ts";
 * const message = 'Database "postgres://db.internal:5432/engram" failed: deadlock detected';
 * console.log(hidePlaces(message, "postgres://db.internal:5432/engram", '"bob"'));
 * // Database "bob" failed: deadlock detected
 * ```
 */
export function hidePlaces(message: string, home: string, as: string): string {
  if (home === "") return message;
  // A brain's place is `home` and what follows it up to a quote or a space (a brain's name and
  // suffix hold neither); the same quote before and after, or none.
  const place = new RegExp(`(["'\`]?)${escapeRegExp(home)}[^\\s"'\`]*\\1`, "g");
  return message.replace(place, () => as);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
