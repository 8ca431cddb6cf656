/**
 * Durability: what an acknowledged write survives, a setting every front door passes down to
 * the store that honours it.
 * @module
 */

/**
 * What a commit survives. `normal` (SQLite `synchronous=NORMAL` in WAL mode): a crash of the
 * process never loses a commit, but a power loss or OS crash may roll back the last few.
 * `full` (`synchronous=FULL`): every acknowledged commit survives a power loss too, at the
 * price of an fsync per commit.
 */
export type Durability = "normal" | "full";

/** The durability levels, for messages and checks. */
export const DURABILITIES: readonly Durability[] = ["normal", "full"];
