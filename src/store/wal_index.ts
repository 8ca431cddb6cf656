/**
 * How much of a SQLite journal (`-wal`) is still to be copied into the database file, read
 * from the header of its wal-index (`-shm`), whose layout SQLite documents
 * (https://sqlite.org/walformat.html): `mxFrame`, the last valid frame, at byte 16; `nPage`,
 * the database size in pages, at byte 20; `nBackfill`, the frames already checkpointed, at
 * byte 96; all in the host's byte order. Reading it costs a file read, where asking SQLite
 * (`PRAGMA wal_checkpoint`) would run a checkpoint.
 * @module
 */

/** A journal's backlog, in pages. */
export interface JournalBacklog {
  /** Frames written since the last checkpoint copied them (pages, counting rewrites). */
  pending: number;
  /** The database's size in pages. */
  pages: number;
}

const HEADER_BYTES = 100;
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * The backlog of the journal of the database at `path`, or `null` when it cannot be read (no
 * wal-index: not in WAL mode, an exclusive lock, no permission).
 */
export function journalBacklog(path: string): JournalBacklog | null {
  let file: Deno.FsFile | undefined;
  try {
    file = Deno.openSync(`${path}-shm`, { read: true });
    const header = new Uint8Array(HEADER_BYTES);
    let read = 0;
    while (read < HEADER_BYTES) {
      const n = file.readSync(header.subarray(read));
      if (n === null) return null;
      read += n;
    }
    const view = new DataView(header.buffer);
    const frames = view.getUint32(16, LITTLE_ENDIAN);
    const backfilled = view.getUint32(96, LITTLE_ENDIAN);
    return { pending: Math.max(0, frames - backfilled), pages: view.getUint32(20, LITTLE_ENDIAN) };
  } catch {
    return null;
  } finally {
    file?.close();
  }
}
