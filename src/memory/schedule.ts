/**
 * Dreams on a schedule: every so often (`every: 6 h`) or daily at a local time (`at: "03:00"`),
 * read from the brain's {@linkcode Clock}, so a virtual clock drives it in tests. And never two
 * dreams of one brain at once in this process: {@linkcode dreamExclusively} skips a dream while
 * another of the same brain runs (a second one right after would change nothing anyway).
 * @module
 */
import type { Clock } from "../core/clock.ts";
import { InputError, InputRangeError, NotFoundError } from "../core/errors.ts";
import type { DreamOptions, DreamReport } from "../dream/dream.ts";
import type { BrainDirectory } from "./brains.ts";
import type { Memory } from "./memory.ts";

/** When to dream: exactly one of `everyMs` and `at`. */
export interface DreamSchedule {
  /** Dream this often, in milliseconds (at least a minute), counted from the start. */
  everyMs?: number;
  /** Dream once a day at this local time, `HH:MM` (24-hour clock). */
  at?: string;
}

/** Options for {@linkcode DreamScheduler}. */
export interface DreamSchedulerOptions extends DreamSchedule {
  /** The clock the schedule follows (the brain's). */
  clock: Clock;
  /** What to run when a dream is due (one brain, or every brain of a server). */
  run: () => Promise<unknown>;
  /** Told about a run that failed; the schedule goes on. Default: log to stderr. */
  onError?: (error: unknown) => void;
  /**
   * Longest real wait between two looks at the clock, in milliseconds, so a changed system
   * clock (or a virtual one moved by hand) is noticed. Default `60_000`.
   */
  pollMs?: number;
}

const HH_MM = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const MINUTE_MS = 60_000;

/**
 * Check a schedule.
 * @throws {InputError} unless exactly one of `everyMs` (≥ 1 minute) and `at` (`HH:MM`) is given
 */
export function checkSchedule(schedule: DreamSchedule): DreamSchedule {
  const { everyMs, at } = schedule;
  if ((everyMs === undefined) === (at === undefined)) {
    throw new InputError("Invalid dream schedule: give exactly one of every and at");
  }
  if (everyMs !== undefined && (!Number.isFinite(everyMs) || everyMs < MINUTE_MS)) {
    throw new InputRangeError(`Invalid dream interval ${everyMs} ms: expected at least a minute`);
  }
  if (at !== undefined && !HH_MM.test(at)) {
    throw new InputError(`Invalid dream time "${String(at).slice(0, 16)}": expected HH:MM`);
  }
  return { everyMs, at };
}

/**
 * The first instant strictly after `after` at which `schedule` is due. An interval counts
 * from `start`; a time of day is local time.
 */
export function nextDreamAt(schedule: DreamSchedule, after: number, start = after): number {
  const { everyMs, at } = checkSchedule(schedule);
  if (everyMs !== undefined) {
    return start + (Math.floor((after - start) / everyMs) + 1) * everyMs;
  }
  const [hours, minutes] = at!.split(":").map(Number);
  const day = new Date(after);
  day.setHours(hours, minutes, 0, 0);
  if (day.getTime() <= after) day.setDate(day.getDate() + 1);
  return day.getTime();
}

/** The last instant at or before `at` when `schedule` was due (for "dreamt since then?"). */
export function previousDreamAt(schedule: DreamSchedule, at: number, start = at): number {
  const { everyMs, at: time } = checkSchedule(schedule);
  if (everyMs !== undefined) return start + Math.floor((at - start) / everyMs) * everyMs;
  const [hours, minutes] = time!.split(":").map(Number);
  const day = new Date(at);
  day.setHours(hours, minutes, 0, 0);
  if (day.getTime() > at) day.setDate(day.getDate() - 1);
  return day.getTime();
}

/** Dreams in progress, by brain: its location, or the Memory itself for in-memory brains. */
const dreaming = new Map<unknown, Promise<DreamReport>>();

/**
 * Dream `memory` unless a dream of the same brain is already running in this process; then
 * resolve to `null` without dreaming. Brains are the same when their stores are at the same
 * location (two `Memory` objects over one file are one brain).
 */
export async function dreamExclusively(
  memory: Memory,
  options: DreamOptions = {},
): Promise<DreamReport | null> {
  const key = memory.path === ":memory:" ? memory : memory.path;
  if (dreaming.has(key)) return null;
  const run = memory.dream(options);
  dreaming.set(key, run);
  try {
    return await run;
  } finally {
    dreaming.delete(key);
  }
}

/**
 * Runs dreams on a schedule. {@linkcode DreamScheduler.tick} runs one when due (tests call it
 * after moving a virtual clock); {@linkcode DreamScheduler.start} keeps looking with real
 * timers until {@linkcode DreamScheduler.stop}. A run never overlaps the previous one.
 *
 * @example
 * ```ts
 * import { Clock, DreamScheduler, Memory } from "@engram/engram";
 * const clock = new Clock({ virtual: true, start: "2026-03-01T12:00:00Z" });
 * const mem = Memory.inMemory({ clock });
 * const scheduler = new DreamScheduler({ clock, everyMs: 6 * 3_600_000, run: () => mem.dream() });
 * clock.jump({ hours: 7 });
 * console.log(await scheduler.tick()); // true
 * console.log(await scheduler.tick()); // false
 * await mem.close();
 * ```
 */
export class DreamScheduler {
  #options: Required<Omit<DreamSchedulerOptions, keyof DreamSchedule>> & DreamSchedule;
  #start: number;
  #next: number;
  #running: Promise<unknown> | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stopped = true;

  /** A scheduler; nothing runs until {@linkcode tick} or {@linkcode start}. */
  constructor(options: DreamSchedulerOptions) {
    const schedule = checkSchedule(options);
    this.#options = {
      ...schedule,
      clock: options.clock,
      run: options.run,
      onError: options.onError ??
        ((e) => console.error(`engram: scheduled dream failed: ${(e as Error)?.message ?? e}`)),
      pollMs: options.pollMs ?? MINUTE_MS,
    };
    this.#start = options.clock.now();
    this.#next = nextDreamAt(schedule, this.#start, this.#start);
  }

  /** When the next dream is due (epoch ms). */
  get nextAt(): number {
    return this.#next;
  }

  /** The last instant a dream was due, at or before now (the start if none yet). */
  get previousAt(): number {
    return Math.max(
      this.#start,
      previousDreamAt(this.#options, this.#options.clock.now(), this.#start),
    );
  }

  /**
   * Run the dream if it is due and none is running; resolves to whether one ran. Missed
   * slots (a sleeping laptop) are caught up with one dream, not one per slot.
   */
  async tick(): Promise<boolean> {
    const now = this.#options.clock.now();
    if (now < this.#next || this.#running) return false;
    this.#next = nextDreamAt(this.#options, now, this.#start);
    this.#running = this.#options.run().catch(this.#options.onError);
    try {
      await this.#running;
    } finally {
      this.#running = null;
    }
    return true;
  }

  /** Keep looking at the clock with real timers and dream when due, until {@linkcode stop}. */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    const loop = () => {
      if (this.#stopped) return;
      const wait = Math.min(
        Math.max(0, this.#next - this.#options.clock.now()),
        this.#options.pollMs,
      );
      const timer = setTimeout(async () => {
        await this.tick();
        loop();
      }, wait);
      // A pending dream must not keep a finished process alive.
      Deno.unrefTimer(timer as unknown as number);
      this.#timer = timer;
    };
    loop();
  }

  /** Stop looking; resolves once a dream in progress has finished. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }
}

/** A brain {@linkcode dreamChangedBrains} could not open or dream, and why. */
export interface BrainFailure {
  /** The brain's name. */
  name: string;
  /** What went wrong: a `StoreError` for a brain that cannot be opened, say. */
  error: Error;
}

/** What {@linkcode dreamChangedBrains} did. */
export interface ChangedBrainsDreamt {
  /** The brains dreamt, in name order. */
  dreamt: string[];
  /** The brains that could not be opened or dreamt, in name order; the others dreamt anyway. */
  failed: BrainFailure[];
}

/**
 * Dream every brain of a directory that changed since its last dream: one that never dreamt
 * and holds memories, or one with a memory written or used after its last dream (an idle
 * brain is left alone). Brains are dreamt one after another. A brain that cannot be opened or
 * dreamt (a corrupt file, one written by a newer version) is reported in `failed` and the
 * others dream all the same; a brain deleted meanwhile is skipped.
 * @throws only when the brains cannot be listed at all
 *
 * @example
 * ```ts
 * import { BrainDirectory, dreamChangedBrains } from "@engram/engram";
 * const home = await Deno.makeTempDir();
 * const brains = new BrainDirectory({ home });
 * await brains.use("alice", "write", (m) => m.remember("likes tea"));
 * await Deno.writeTextFile(`${home}/broken.db`, "not a database at all ".repeat(100));
 * const { dreamt, failed } = await dreamChangedBrains(brains);
 * console.log(dreamt, failed.map((f) => f.name)); // [ "alice" ] [ "broken" ]
 * await brains.close();
 * ```
 */
export async function dreamChangedBrains(brains: BrainDirectory): Promise<ChangedBrainsDreamt> {
  const dreamt: string[] = [];
  const failed: BrainFailure[] = [];
  for (const name of await brains.list()) {
    try {
      await brains.use(name, "read", async (memory) => {
        const { lastDreamAt, traces } = await memory.stats();
        if (traces === 0) return;
        if (lastDreamAt !== null) {
          // A dream itself stamps what it merges or distils with its own time: strictly after.
          const touched = await memory.list({ usedAfter: lastDreamAt + 1, limit: 1 });
          if (touched.total === 0) return;
        }
        if (await dreamExclusively(memory)) dreamt.push(name);
      });
    } catch (e) {
      if (e instanceof NotFoundError) continue; // deleted meanwhile
      // One unreadable brain must not cost every brain after it its night.
      failed.push({ name, error: e instanceof Error ? e : new Error(String(e)) });
    }
  }
  return { dreamt, failed };
}
