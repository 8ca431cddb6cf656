/**
 * Where the PostgreSQL tests find their server. Without one they fail, loudly: a PostgreSQL
 * test never passes by skipping.
 * @module
 */

/** The test database URL, from `ENGRAM_TEST_DATABASE_URL` or `.ci/postgres.env`. */
export function testDatabaseUrl(): string {
  const fromEnv = Deno.env.get("ENGRAM_TEST_DATABASE_URL");
  if (fromEnv) return fromEnv;
  try {
    const file = Deno.readTextFileSync(new URL("../.ci/postgres.env", import.meta.url));
    const line = file.split("\n").find((l) => l.startsWith("ENGRAM_TEST_DATABASE_URL="));
    if (line) return line.slice("ENGRAM_TEST_DATABASE_URL=".length).trim();
  } catch {
    // No file: no server started by scripts/postgres.sh.
  }
  return "";
}

/**
 * The test database URL; without one, registers a failing test that says how to start a
 * server and returns `null` (the caller registers nothing else).
 */
export function requirePostgres(what: string): string | null {
  const url = testDatabaseUrl();
  if (url) return url;
  Deno.test(`${what}: needs PostgreSQL`, () => {
    throw new Error(
      `${what} needs a PostgreSQL server and none is configured: set ENGRAM_TEST_DATABASE_URL, ` +
        "or run `deno task db:start` (a throwaway server; `deno task db:stop` removes it), " +
        "or run everything with `deno task check`.",
    );
  });
  return null;
}
