import { Clock, Memory, type MemoryOptions } from "../mod.ts";

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
