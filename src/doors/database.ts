/**
 * The front doors' PostgreSQL switch: `--database URL` or `$ENGRAM_DATABASE_URL` puts brains in
 * a PostgreSQL database instead of SQLite files (opened by `memory/database.ts`).
 * @module
 */
import { InputError } from "../core/errors.ts";

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
