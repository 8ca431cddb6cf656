/**
 * Atomic file replacement for the CLI's `export FILE`: a crash or a full disk mid-write never
 * destroys the previous backup at that path.
 * @module
 */
import { basename, dirname, join } from "node:path";

/**
 * Write `text` to `path` atomically: into a temporary file beside it, flushed to disk
 * (fsync), then renamed over `path` (atomic on POSIX and on NTFS), and the folder flushed so
 * the rename itself survives a power loss. On failure the temporary file is removed and
 * whatever was at `path` is left as it was.
 */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const dir = dirname(path);
  const suffix = crypto.getRandomValues(new Uint32Array(1))[0].toString(36);
  const temp = join(dir, `.${basename(path)}.${suffix}.tmp`);
  const bytes = new TextEncoder().encode(text);
  // A replaced file keeps its permissions; a new one is the owner's only (it holds a brain).
  const mode = ((await Deno.stat(path).catch(() => null))?.mode ?? 0o600) & 0o777;
  try {
    using file = await Deno.open(temp, { write: true, createNew: true, mode });
    for (let done = 0; done < bytes.length;) done += await file.write(bytes.subarray(done));
    await file.sync();
  } catch (e) {
    await Deno.remove(temp).catch(() => {});
    throw e;
  }
  try {
    await Deno.rename(temp, path);
  } catch (e) {
    await Deno.remove(temp).catch(() => {});
    throw e;
  }
  try {
    using folder = await Deno.open(dir, { read: true });
    await folder.sync();
  } catch {
    // Some platforms (Windows) cannot open or flush a folder; the rename is still atomic.
  }
}
