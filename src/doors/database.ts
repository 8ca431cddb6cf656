/**
 * The front doors' PostgreSQL switch: `--database URL` or `$ENGRAM_DATABASE_URL` puts brains in
 * a PostgreSQL database instead of SQLite files. The driver (an npm package) is imported only
 * when a database is named, so the SQLite path pulls no npm package for storage.
 * @module
 */
import { InputError } from "../core/errors.ts";
import { Memory, type MemoryOptions } from "../memory/memory.ts";
import type { StoreDirectory } from "../store/store.ts";

/** The environment variable naming the PostgreSQL database when `--database` is not given. */
export const DATABASE_ENV = "ENGRAM_DATABASE_URL";

/**
 * The database URL from the flag, else the environment; `undefined` for SQLite.
 * @throws {InputError} for a URL that is not `postgres://` or `postgresql://`
 */
export function databaseUrl(
  flag: string | undefined,
  env: (name: string) => string | undefined = (name) => Deno.env.get(name),
): string | undefined {
  const url = flag || env(DATABASE_ENV) || undefined;
  if (url === undefined) return undefined;
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new InputError(
      `Invalid database URL: expected postgres://user:password@host:port/database`,
    );
  }
  return url;
}

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
