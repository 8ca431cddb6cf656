/**
 * {@linkcode sqliteDirectory}: named brains as SQLite files in one folder, `<name>.db` each.
 * @module
 */
import { join, resolve } from "node:path";
import { SqliteStore, type SqliteStoreOptions } from "./sqlite.ts";
import type { StoreDirectory, TraceStore } from "./store.ts";

/** The file suffix of a brain in the folder. */
const SUFFIX = ".db";
/** The files SQLite may keep beside a brain. */
const SIDECARS = ["-wal", "-shm", "-journal"];

/**
 * Brains as SQLite files in `home` (created with the first brain), each opened with
 * `options` (durability, busy timeout). Names are checked by the caller (`BrainDirectory`):
 * they never contain path separators. `home` is made absolute, so every brain's path begins
 * with the directory's `location` (`./brains` would give `brains/alice.db`).
 *
 * @example
 * ```ts
 * import { sqliteDirectory } from "@engram/engram";
 * const dir = sqliteDirectory(await Deno.makeTempDir());
 * const store = await dir.open("alice");
 * await store.close();
 * console.log(await dir.list()); // [ "alice" ]
 * await dir.remove("alice");
 * ```
 */
export function sqliteDirectory(home: string, options: SqliteStoreOptions = {}): StoreDirectory {
  const folder = resolve(home);
  const pathOf = (name: string) => join(folder, name + SUFFIX);
  return {
    location: folder,
    exists: (name: string) => fileExists(pathOf(name)),
    open(name: string): Promise<TraceStore> {
      Deno.mkdirSync(folder, { recursive: true });
      return Promise.resolve(new SqliteStore(pathOf(name), options));
    },
    async list(): Promise<string[]> {
      const names: string[] = [];
      try {
        for await (const entry of Deno.readDir(folder)) {
          if (entry.isFile && entry.name.endsWith(SUFFIX)) {
            names.push(entry.name.slice(0, -SUFFIX.length));
          }
        }
      } catch (e) {
        if (e instanceof Deno.errors.NotFound) return [];
        throw e;
      }
      return names.sort();
    },
    async remove(name: string): Promise<boolean> {
      const path = pathOf(name);
      const existed = await fileExists(path);
      for (const file of [path, ...SIDECARS.map((s) => path + s)]) {
        try {
          await Deno.remove(file);
        } catch (e) {
          if (!(e instanceof Deno.errors.NotFound)) throw e;
        }
      }
      return existed;
    },
    close: () => Promise.resolve(),
  };
}

async function fileExists(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return false;
    throw e;
  }
}
