/**
 * The brain directory: named brains over a {@linkcode StoreDirectory} (SQLite files in a
 * folder by default). Open brains are cached with a bound and closed when idle; a brain
 * appears with its first write.
 * @module
 */
import { InputError, InputRangeError, NotFoundError } from "../core/errors.ts";
import { Memory, type MemoryOptions } from "./memory.ts";
import { sqliteDirectory } from "../store/sqlite_directory.ts";
import type { StoreDirectory } from "../store/store.ts";
import type { Durability } from "../core/durability.ts";

/** What a brain name must look like: no path separators, no dots, no surprises. */
export const BRAIN_NAME: RegExp = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** Options for {@linkcode BrainDirectory}: exactly one of `home` and `stores`. */
export interface BrainDirectoryOptions {
  /** A folder holding one SQLite file per brain, created with the first write. */
  home?: string;
  /** Any other place for brains, such as a PostgreSQL database. */
  stores?: StoreDirectory;
  /** With `home`: what each brain file's commits survive. Default `"normal"`. */
  durability?: Durability;
  /** Most brains kept open at once; the least recently used idle one closes first. Default `64`. */
  maxOpen?: number;
  /** An open brain unused this long (milliseconds) is closed. Default `300_000` (5 minutes). */
  idleMs?: number;
  /** Options for every {@linkcode Memory} opened. Default `{}`. */
  memory?: MemoryOptions;
}

/** Whether a use of a brain may create it. */
export type BrainAccess = "read" | "write";

interface OpenBrain {
  memory: Memory;
  /** Requests using it now; it is never closed under them. */
  users: number;
  lastUsed: number;
  /** Created by a request still running: removed again if that leaves it empty. */
  fresh: boolean;
  drained: (() => void)[];
}

/**
 * Named brains in a folder, opened on demand and closed when idle.
 *
 * @example
 * ```ts
 * import { BrainDirectory } from "@engram/engram";
 * const brains = new BrainDirectory({ home: await Deno.makeTempDir() });
 * await brains.use("alice", "write", (m) => m.remember("likes tea"));
 * console.log(await brains.list()); // ["alice"]
 * await brains.close();
 * ```
 */
export class BrainDirectory {
  /** Where the brains live (the folder of SQLite files, made absolute, or the database). */
  readonly home: string;
  #stores: StoreDirectory;
  #maxOpen: number;
  #idleMs: number;
  #memoryOptions: MemoryOptions;
  #open = new Map<string, OpenBrain>();
  /** Names being deleted (or cleaned up): new uses wait for these. */
  #removing = new Map<string, Promise<unknown>>();
  #sweeper: ReturnType<typeof setInterval>;
  #closed = false;

  /** Create a directory; nothing touches storage until the first write. */
  constructor(options: BrainDirectoryOptions) {
    if (options?.stores !== undefined) {
      this.#stores = options.stores;
    } else if (typeof options?.home === "string" && options.home !== "") {
      this.#stores = sqliteDirectory(options.home, { durability: options.durability });
    } else {
      throw new InputError("Invalid brain home: expected a folder path or a StoreDirectory");
    }
    this.home = this.#stores.location;
    this.#maxOpen = positiveInt(options.maxOpen ?? 64, "maxOpen");
    this.#idleMs = positiveInt(options.idleMs ?? 300_000, "idleMs");
    this.#memoryOptions = options.memory ?? {};
    this.#sweeper = setInterval(
      () => this.#closeIdle(),
      Math.min(Math.max(this.#idleMs / 2, 10), 60_000),
    );
    // The sweeper alone must not keep a process alive.
    Deno.unrefTimer(this.#sweeper);
  }

  /**
   * Check a brain name.
   * @throws {InputError} unless it matches {@linkcode BRAIN_NAME}
   */
  static checkName(name: string): string {
    if (typeof name !== "string" || !BRAIN_NAME.test(name)) {
      throw new InputError(
        `Invalid brain name "${String(name).slice(0, 80)}": expected 1 to 64 of a-z, 0-9, _ ` +
          `and -, starting with a letter or digit`,
      );
    }
    return name;
  }

  /** The names of the brains that exist, sorted. */
  async list(): Promise<string[]> {
    return (await this.#stores.list()).filter((name) => BRAIN_NAME.test(name));
  }

  /** Brains open now (for tests and monitoring). */
  get openCount(): number {
    return this.#open.size;
  }

  /**
   * Run `fn` with a brain, opening it if needed. `read` access needs the brain to exist;
   * `write` access creates it, and removes it again if the request that created it leaves it
   * empty (a failed first write leaves no file behind).
   * @throws {InputError} for a bad name; {@linkcode NotFoundError} for a missing brain read
   */
  async use<T>(name: string, access: BrainAccess, fn: (memory: Memory) => Promise<T>): Promise<T> {
    BrainDirectory.checkName(name);
    const brain = await this.#acquire(name, access);
    try {
      return await fn(brain.memory);
    } finally {
      await this.#release(name, brain);
    }
  }

  async #acquire(name: string, access: BrainAccess): Promise<OpenBrain> {
    let brain: OpenBrain | undefined;
    while (!brain) {
      while (this.#removing.has(name)) await this.#removing.get(name);
      if (this.#closed) throw new Error("Cannot use brains: the directory is closed");
      brain = this.#open.get(name);
      if (brain) break;
      const exists = await this.#stores.exists(name);
      // While this request looked at storage, another may have opened or begun deleting it.
      if (this.#removing.has(name) || this.#open.has(name)) continue;
      if (!exists && access === "read") {
        throw new NotFoundError("brain", `Brain "${name}" not found`);
      }
      const store = await this.#stores.open(name);
      if (this.#removing.has(name) || this.#open.has(name)) {
        await store.close();
        continue;
      }
      brain = {
        memory: Memory.open(store, this.#memoryOptions),
        users: 0,
        lastUsed: 0,
        fresh: !exists,
        drained: [],
      };
    }
    brain.users++;
    brain.lastUsed = performance.now();
    // Re-insert: the map's order is least recently used first.
    this.#open.delete(name);
    this.#open.set(name, brain);
    this.#evictOverflow();
    return brain;
  }

  async #release(name: string, brain: OpenBrain): Promise<void> {
    brain.users--;
    brain.lastUsed = performance.now();
    if (brain.users > 0) return;
    if (brain.fresh) {
      brain.fresh = false;
      try {
        const empty = (await brain.memory.stats()).traces === 0;
        if (empty && brain.users === 0 && this.#isCurrent(name, brain)) await this.#remove(name);
      } catch (e) {
        // A delete, the idle sweeper or shutdown closed it meanwhile: nothing left to clean.
        if (this.#isCurrent(name, brain)) throw e;
      }
    }
    for (const wake of brain.drained.splice(0)) wake();
  }

  /** Whether `brain` is still the open, undeleted brain of that name. */
  #isCurrent(name: string, brain: OpenBrain): boolean {
    return this.#open.get(name) === brain && !this.#removing.has(name);
  }

  /** Close the least recently used idle brains while over the bound. */
  #evictOverflow(): void {
    for (const [name, brain] of this.#open) {
      if (this.#open.size <= this.#maxOpen) return;
      if (brain.users === 0) void this.#closeBrain(name, brain);
    }
  }

  #closeIdle(): void {
    const cutoff = performance.now() - this.#idleMs;
    for (const [name, brain] of this.#open) {
      if (brain.users === 0 && brain.lastUsed <= cutoff) void this.#closeBrain(name, brain);
    }
  }

  #closeBrain(name: string, brain: OpenBrain): Promise<void> {
    this.#open.delete(name);
    return brain.memory.close();
  }

  /**
   * Delete a brain: wait for the requests using it, close it, and erase it from storage (for
   * SQLite, its file with its WAL and shared-memory files).
   * @returns `false` when there was no such brain
   * @throws {InputError} for a bad name
   */
  async delete(name: string): Promise<boolean> {
    BrainDirectory.checkName(name);
    while (this.#removing.has(name)) await this.#removing.get(name);
    if (!this.#open.has(name) && !(await this.#stores.exists(name))) return false;
    // Open here is not proof it still exists: another server may have deleted it meanwhile.
    return await this.#remove(name);
  }

  #remove(name: string): Promise<boolean> {
    const done = (async () => {
      const brain = this.#open.get(name);
      if (brain) {
        while (brain.users > 0) await new Promise<void>((wake) => brain.drained.push(wake));
        await this.#closeBrain(name, brain);
      }
      return await this.#stores.remove(name);
    })().finally(() => this.#removing.delete(name));
    this.#removing.set(name, done);
    return done;
  }

  /** Close every open brain and stop the idle sweeper. Uses afterwards throw. */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#sweeper);
    await Promise.allSettled([...this.#removing.values()]);
    await Promise.all([...this.#open].map(([name, brain]) => this.#closeBrain(name, brain)));
    await this.#stores.close();
  }
}

function positiveInt(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new InputRangeError(`Invalid ${name} ${value}: expected a positive integer`);
  }
  return value;
}
