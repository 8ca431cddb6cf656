import { DAY_MS } from "../src/core/clock.ts";
import { Clock, type ExportDocument, Memory, type MemoryOptions, type TraceData } from "../mod.ts";

/** A fresh in-memory brain on a virtual clock starting 2026-10-01. */
export function brain(options: MemoryOptions = {}): { mem: Memory; clock: Clock } {
  const clock = options.clock ?? new Clock({ virtual: true, start: "2026-10-01T09:00:00Z" });
  return { mem: Memory.inMemory({ ...options, clock }), clock };
}

/** A temporary directory removed when the returned disposable is disposed. */
export function tempDir(): { path: string; [Symbol.dispose](): void } {
  const path = Deno.makeTempDirSync({ prefix: "engram-test-" });
  return { path, [Symbol.dispose]: () => Deno.removeSync(path, { recursive: true }) };
}

/** A trace for {@linkcode exportDoc}: any fields, plus its age in days (default 0). */
export type DocTrace = Partial<TraceData> & { content: string; ageDays?: number };

/**
 * An export document to `import`, for tests that need exact stabilities, times and links:
 * ids from 1, each trace created and last reinforced `ageDays` before `now`, episodic with
 * salience 0.5 and a stability of 3 days unless given.
 */
export function exportDoc(
  now: number,
  traces: DocTrace[],
  links: { a: number; b: number; w: number }[] = [],
): ExportDocument {
  return {
    format: "engram",
    version: 1,
    exportedAt: new Date(now).toISOString(),
    traces: traces.map(({ ageDays = 0, ...t }, i) => ({
      id: i + 1,
      kind: "episodic",
      salience: 0.5,
      stability: 3,
      createdAt: now - ageDays * DAY_MS,
      lastReinforcedAt: now - ageDays * DAY_MS,
      recalls: 0,
      tags: [],
      meta: {},
      sources: [],
      supersededBy: null,
      ...t,
    })),
    links,
    counters: {},
  };
}
