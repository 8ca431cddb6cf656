/**
 * The brain directory: named brains, one SQLite file each, in one folder. Open brains are
 * cached with a bound and closed when idle; a brain file appears with its first write.
 * @module
 */
import { InputError, InputRangeError } from "../core/errors.ts";
import { join } from "node:path";
import { Memory, type MemoryOptions } from "./memory.ts";
import { HttpError } from "../doors/http/errors.ts";

/** What a brain name must look like: no path separators, no dots, no surprises. */
const BRAIN_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** The file suffix of a brain in the directory. */
const SUFFIX = ".db";
/** The files SQLite may keep beside a brain. */
const SIDECARS = ["-wal", "-shm", "-journal"];

/** Options for {@linkcode BrainDirectory}. */
export interface BrainDirectoryOptions {
  /** The folder holding the brain files; created with the first write. */
  home: string;
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
 * import { BrainDirectory } from "./brains.ts";
 * const brains = new BrainDirectory({ home: await Deno.makeTempDir() });
 * await brains.use("alice", "write", (m) => m.remember("likes tea"));
 * console.log(await brains.list()); // ["alice"]
 * await brains.close();
 * ```
 */
export class BrainDirectory {
  /** The folder holding the brain files. */
  readonly home: string;
  #maxOpen: number;
  #idleMs: number;
  #memoryOptions: MemoryOptions;
  #open = new Map<string, OpenBrain>();
  /** Names being deleted (or cleaned up): new uses wait for these. */
  #removing = new Map<string, Promise<void>>();
  #sweeper: ReturnType<typeof setInterval>;
  #closed = false;

  /** Create a directory over `options.home`; nothing touches the disk until the first write. */
  constructor(options: BrainDirectoryOptions) {
    if (typeof options?.home !== "string" || options.home === "") {
      throw new InputError("Invalid brain home: expected a folder path");
    }
    this.home = options.home;
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
   * @throws {HttpError} 400 `invalid_brain_name` unless it matches {@linkcode BRAIN_NAME}
   */
  static checkName(name: string): string {
    if (!BRAIN_NAME.test(name)) {
      throw new HttpError(
        400,
        "invalid_brain_name",
        `Invalid brain name "${name.slice(0, 80)}": expected 1 to 64 of a-z, 0-9, _ and -, ` +
          `starting with a letter or digit`,
      );
    }
    return name;
  }

  /** The file of a brain. */
  pathOf(name: string): string {
    return join(this.home, BrainDirectory.checkName(name) + SUFFIX);
  }

  /** The names of the brains on disk, sorted. */
  async list(): Promise<string[]> {
    const names: string[] = [];
    try {
      for await (const entry of Deno.readDir(this.home)) {
        if (!entry.isFile || !entry.name.endsWith(SUFFIX)) continue;
        const name = entry.name.slice(0, -SUFFIX.length);
        if (BRAIN_NAME.test(name)) names.push(name);
      }
    } catch (e) {
      if (e instanceof Deno.errors.NotFound) return [];
      throw e;
    }
    return names.sort();
  }

  /** Brains open now (for tests and monitoring). */
  get openCount(): number {
    return this.#open.size;
  }

  /**
   * Run `fn` with a brain, opening it if needed. `read` access needs the brain to exist;
   * `write` access creates it, and removes it again if the request that created it leaves it
   * empty (a failed first write leaves no file behind).
   * @throws {HttpError} 400 for a bad name, 404 `brain_not_found` for a missing brain read
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
      const path = this.pathOf(name);
      const exists = await fileExists(path);
      // While this request looked at the disk, another may have opened or begun deleting it.
      if (this.#removing.has(name) || this.#open.has(name)) continue;
      if (!exists && access === "read") {
        throw new HttpError(404, "brain_not_found", `Brain "${name}" not found`);
      }
      if (!exists) Deno.mkdirSync(this.home, { recursive: true });
      brain = {
        memory: new Memory(path, this.#memoryOptions),
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
      if (brain.users === 0) this.#closeBrain(name, brain);
    }
  }

  #closeIdle(): void {
    const cutoff = performance.now() - this.#idleMs;
    for (const [name, brain] of this.#open) {
      if (brain.users === 0 && brain.lastUsed <= cutoff) this.#closeBrain(name, brain);
    }
  }

  #closeBrain(name: string, brain: OpenBrain): void {
    this.#open.delete(name);
    brain.memory.close();
  }

  /**
   * Delete a brain: wait for the requests using it, close it, and remove its file with its
   * WAL and shared-memory files.
   * @returns `false` when there was no such brain
   * @throws {HttpError} 400 for a bad name
   */
  async delete(name: string): Promise<boolean> {
    BrainDirectory.checkName(name);
    while (this.#removing.has(name)) await this.#removing.get(name);
    if (!this.#open.has(name) && !(await fileExists(this.pathOf(name)))) return false;
    await this.#remove(name);
    return true;
  }

  #remove(name: string): Promise<void> {
    const done = (async () => {
      const brain = this.#open.get(name);
      if (brain) {
        while (brain.users > 0) await new Promise<void>((wake) => brain.drained.push(wake));
        this.#closeBrain(name, brain);
      }
      const path = this.pathOf(name);
      for (const file of [path, ...SIDECARS.map((s) => path + s)]) {
        try {
          await Deno.remove(file);
        } catch (e) {
          if (!(e instanceof Deno.errors.NotFound)) throw e;
        }
      }
    })().finally(() => this.#removing.delete(name));
    this.#removing.set(name, done);
    return done;
  }

  /** Close every open brain and stop the idle sweeper. Uses afterwards throw. */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#sweeper);
    await Promise.allSettled([...this.#removing.values()]);
    for (const [name, brain] of this.#open) this.#closeBrain(name, brain);
  }
}

function positiveInt(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new InputRangeError(`Invalid ${name} ${value}: expected a positive integer`);
  }
  return value;
}

async function fileExists(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return false;
    throw e;
  }
}
