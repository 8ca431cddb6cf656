/**
 * {@linkcode postgresDirectory}: named brains in one PostgreSQL database, rows of `brain_names`
 * and `brains`, over one connection pool.
 * @module
 */
import { StoreError } from "../core/errors.ts";
import { PostgresPool, type PostgresPoolOptions, PostgresStore, sqlOf } from "./postgres.ts";
import { BRAIN_TABLES } from "./postgres_schema.ts";
import type { StoreDirectory, TraceStore } from "./store.ts";

/**
 * Brains in the PostgreSQL database at `url`, over one pool: `open(name)` creates the brain's
 * rows; `remove(name)` deletes them (every table cascades from `brains`) and vacuums.
 *
 * @example
 * ```ts ignore
 * import { BrainDirectory } from "@engram/engram";
 * import { postgresDirectory } from "@engram/engram/postgres";
 * const brains = new BrainDirectory({ stores: postgresDirectory(Deno.env.get("ENGRAM_DATABASE_URL")!) });
 * await brains.use("alice", "write", (m) => m.remember("likes tea"));
 * await brains.close();
 * ```
 */
export function postgresDirectory(url: string, options: PostgresPoolOptions = {}): StoreDirectory {
  const pool = new PostgresPool(url, options);
  const sql = sqlOf(pool);
  const opened = new Set<PostgresStore>();
  const run = async <T>(fn: () => Promise<T>): Promise<T> => {
    await pool.ready();
    try {
      return await fn();
    } catch (e) {
      if (e instanceof StoreError) throw e;
      throw new StoreError(`Database "${pool.location}" failed: ${(e as Error).message}`, {
        code: "store_failed",
        cause: e,
      });
    }
  };
  return {
    location: pool.location,
    exists: (name: string) =>
      run(async () =>
        (await sql.unsafe("SELECT 1 FROM brain_names WHERE name = $1", [name])).length > 0
      ),
    async open(name: string): Promise<TraceStore> {
      const store = new PostgresStore(pool, name);
      await store.ready();
      opened.add(store);
      return store;
    },
    list: () =>
      run(async () =>
        (await sql.unsafe("SELECT name FROM brain_names ORDER BY name")).map((r) =>
          r.name as string
        )
      ),
    remove: (name: string) =>
      run(async () => {
        const removed = await sql.begin(async (tx) => {
          const rows = await tx.unsafe(
            "DELETE FROM brain_names WHERE name = $1 RETURNING brain_id",
            [name],
          );
          if (rows.length === 0) return false;
          await tx.unsafe("DELETE FROM brains WHERE brain_id = $1", [rows[0].brain_id]);
          return true;
        });
        if (removed) {
          // The schema's own list: a table dropped by a migration (trigrams) is not named here.
          await sql.unsafe(`VACUUM ${BRAIN_TABLES.join(", ")}`);
        }
        return removed;
      }),
    async close(): Promise<void> {
      for (const store of opened) await store.close();
      opened.clear();
      await pool.end();
    },
  };
}
