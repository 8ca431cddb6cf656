/**
 * The engine's behaviour tests, unchanged, on PostgreSQL: every `brain()` in these suites is a
 * fresh brain in the test database, and each test's name is prefixed `postgres:`.
 * @module
 */
import { endPostgresPools, usePostgres } from "./helpers.ts";
import { requirePostgres } from "./postgres_helpers.ts";

const url = requirePostgres("engine behaviour tests on PostgreSQL");
if (url) {
  usePostgres(url);
  const register = Deno.test;
  // Register each suite's tests under a prefixed name; after each, end its brains' pools.
  const wrapped = (name: string, fn: () => Promise<void> | void) =>
    register(`postgres: ${name}`, async () => {
      try {
        await fn();
      } finally {
        await endPostgresPools();
      }
    });
  Object.assign(Deno, {
    test: (name: unknown, fn: unknown) => {
      if (typeof name !== "string" || typeof fn !== "function") {
        throw new Error("engine_postgres_test: only Deno.test(name, fn) is supported");
      }
      wrapped(name, fn as () => Promise<void>);
    },
  });
  try {
    await import("./memory_test.ts"); // the 60-second tour, anti-cramming
    await import("./no_cliff_test.ts");
    await import("./dream_test.ts");
    await import("./supersede_test.ts");
    await import("./forget_test.ts");
    await import("./recall_test.ts");
    await import("./meaning_test.ts");
    await import("./bridge_test.ts");
    await import("./association_test.ts");
    await import("./limits_test.ts");
    await import("./subject_test.ts");
    await import("./kinship_test.ts");
    await import("./review_test.ts");
    await import("./when_test.ts");
    await import("./browse_test.ts");
    await import("./learned_test.ts");
  } finally {
    Object.assign(Deno, { test: register });
  }
}
