/**
 * Brains in PostgreSQL, for the front doors: the driver (an npm package) is imported only when
 * a database is named, so the SQLite path pulls no npm package for storage.
 * @module
 */
import { Memory, type MemoryOptions } from "./memory.ts";
import type { StoreDirectory } from "../store/store.ts";

/** Brains in the PostgreSQL database at `url`, over one connection pool. */
export async function postgresBrains(url: string): Promise<StoreDirectory> {
  const { postgresDirectory } = await import("../store/postgres_directory.ts");
  return postgresDirectory(url);
}

/**
 * A function opening the named brain of the PostgreSQL database at `url` (each with a small
 * pool of its own, ended when the brain is closed). Opening is lazy: the first call connects.
 */
export async function postgresOpener(
  url: string,
): Promise<(brain: string, options?: MemoryOptions) => Memory> {
  const { PostgresPool, PostgresStore } = await import("../store/postgres.ts");
  return (brain, options = {}) =>
    Memory.open(
      new PostgresStore(new PostgresPool(url, { max: 2 }), brain, { ownsPool: true }),
      options,
    );
}
