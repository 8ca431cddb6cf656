/**
 * Errors that name the culprit. Each carries a `code` (stable, for programs) and, when it
 * wraps a failure from below, the original as `cause`. Front doors map them: input → HTTP 422 /
 * CLI exit 2; not found → 404; a failing dependency (storage, embedder) → 503 / exit 1.
 * @module
 */

/** What kind of failure an engram error is. */
export type ErrorCode =
  | "invalid_input"
  | "not_found"
  | "embedder_failed"
  | StoreErrorCode;

/** What kind of storage failure a {@linkcode StoreError} is. */
export type StoreErrorCode =
  | "store_failed"
  | "busy"
  | "open_failed"
  | "newer_schema"
  | "not_a_brain"
  | "embedder_mismatch";

/** Options of engram's errors: a code and, optionally, the failure that caused it. */
export interface EngramErrorOptions {
  /** The failure from below, if any. */
  cause?: unknown;
}

/**
 * Bad input from the caller: nothing was written. A `TypeError`, so `instanceof TypeError`
 * keeps working; `instanceof InputError` is also true of {@linkcode InputRangeError}.
 *
 * @example
 * ```ts
 * import { InputError, Memory } from "@engram/engram";
 * const mem = Memory.inMemory();
 * try {
 *   await mem.remember("");
 * } catch (e) {
 *   console.log(e instanceof InputError, (e as InputError).code); // true invalid_input
 * }
 * await mem.close();
 * ```
 */
export class InputError extends TypeError {
  /** Always `invalid_input`. */
  readonly code: "invalid_input" = "invalid_input";

  /** An input error with a message naming the field and what was expected. */
  constructor(message: string, options: EngramErrorOptions = {}) {
    super(message, options);
    this.name = "InputError";
  }

  /** Any engram input error, whether it is a `TypeError` or a `RangeError`. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && (value as { code?: unknown }).code === "invalid_input";
  }
}

/** Bad input that is out of range (a `RangeError`, and an {@linkcode InputError} too). */
export class InputRangeError extends RangeError {
  /** Always `invalid_input`. */
  readonly code: "invalid_input" = "invalid_input";

  /** An out-of-range input error. */
  constructor(message: string, options: EngramErrorOptions = {}) {
    super(message, options);
    this.name = "InputRangeError";
  }
}

/** A base for engram's errors that are not bad input: a code and a cause. */
export class EngramError extends Error {
  /** What kind of failure this is. */
  readonly code: ErrorCode;

  /** An error with a code. */
  constructor(message: string, options: EngramErrorOptions & { code: ErrorCode }) {
    super(message, { cause: options.cause });
    this.code = options.code;
    this.name = "EngramError";
  }
}

/** A brain (or a trace) that does not exist. */
export class NotFoundError extends EngramError {
  /** What was not found. */
  readonly what: "brain" | "trace";

  /** Not found: `what` says what kind of thing. */
  constructor(what: "brain" | "trace", message: string, options: EngramErrorOptions = {}) {
    super(message, { ...options, code: "not_found" });
    this.name = "NotFoundError";
    this.what = what;
  }
}

/** The embedder (a model service) failed: a dependency's fault, not the caller's. */
export class EmbedderError extends EngramError {
  /** The embedder failed; `cause` holds what it threw. */
  constructor(message: string, options: EngramErrorOptions = {}) {
    super(message, { ...options, code: "embedder_failed" });
    this.name = "EmbedderError";
  }
}

/**
 * Storage failed: the file or database could not be opened or written. `code` is `busy` when
 * another writer held the brain past the timeout (retryable), `newer_schema` when it was
 * written by a newer version, `embedder_mismatch` when its vectors were written by another
 * embedder than the one it is opened with (`engram reembed` rewrites them), and so on.
 */
export class StoreError extends EngramError {
  /** A storage failure with its code. */
  constructor(
    message: string,
    options: EngramErrorOptions & { code: StoreErrorCode },
  ) {
    super(message, options);
    this.name = "StoreError";
  }
}

/** Whether an error is the caller's bad input. */
export function isInputError(e: unknown): boolean {
  return e instanceof InputError;
}

/**
 * Whether an error is a failing dependency (storage, embedder): neither the caller's fault nor
 * a bug. That includes a brain the store refuses to read (`newer_schema`, `not_a_brain`): only
 * `busy` is worth retrying as it is.
 */
export function isDependencyError(e: unknown): e is EmbedderError | StoreError {
  return e instanceof EmbedderError || e instanceof StoreError;
}

/**
 * An input error with `prefix` before its message, of the same class, with the original as
 * cause. Anything else (a plain `RangeError` such as a stack overflow, a `TypeError` from a
 * bug) is returned as it is: only the caller's bad input ever becomes an input error.
 */
export function prefixed(e: unknown, prefix: string): Error {
  if (e instanceof InputRangeError) {
    return new InputRangeError(`${prefix}${e.message}`, { cause: e });
  }
  if (e instanceof InputError) return new InputError(`${prefix}${e.message}`, { cause: e });
  return e as Error;
}
