/**
 * HTTP errors: one JSON shape, `{ "error": { "code", "message" } }`, and the mapping from the
 * engine's errors to statuses. User input never becomes a 500.
 * @module
 */
import {
  InputError,
  isDependencyError,
  NotFoundError,
  StoreError,
  type StoreErrorCode,
} from "../../core/errors.ts";
import { hidePlaces } from "../places.ts";

/** The statuses the HTTP front door answers errors with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 413 | 422 | 500 | 503;

/** The body of every error response. */
export interface ErrorBody {
  /** What went wrong. */
  error: {
    /** A stable, machine-readable code such as `invalid_input` or `brain_not_found`. */
    code: string;
    /** A human-readable explanation. */
    message: string;
  };
}

/** An error that already knows its HTTP status and code. */
export class HttpError extends Error {
  /** The response status. */
  readonly status: ErrorStatus;
  /** The machine-readable code. */
  readonly code: string;

  /** Create an error answered with `status` and `{ error: { code, message } }`. */
  constructor(status: ErrorStatus, code: string, message: string) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.code = code;
  }
}

/** Seconds a client should wait before retrying a request that found the brain busy. */
const BUSY_RETRY_SECONDS = 1;

/**
 * The status and body for any thrown value: the caller's bad input 422, a missing brain or
 * trace 404, a failing dependency (storage, embedder) 503 with its own code, anything else 500
 * with no details. A brain the store refuses to read (written by a newer version, a SQLite file
 * that is not a brain) is such a 503, not a bug: the client learns why.
 */
export function errorResponse(
  error: unknown,
): { status: ErrorStatus; body: ErrorBody; retryAfter?: number } {
  const answer = (status: ErrorStatus, code: string, message: string) => ({
    status,
    body: { error: { code, message } },
  });
  if (error instanceof HttpError) return answer(error.status, error.code, error.message);
  if (error instanceof InputError) return answer(422, "invalid_input", error.message);
  if (error instanceof NotFoundError) {
    return answer(404, `${error.what}_not_found`, error.message);
  }
  if (isDependencyError(error)) {
    const busy = error.code === "busy";
    return {
      ...answer(503, error.code, error.message),
      ...(busy ? { retryAfter: BUSY_RETRY_SECONDS } : {}),
    };
  }
  return {
    status: 500,
    body: { error: { code: "internal_error", message: "Internal server error" } },
  };
}

/**
 * `error` as a client may read it: a store's error whose message names a place under `home`
 * (a brain's file, the database's URL) names `as` instead, such as the brain's name in quotes,
 * with the same code and the original as `cause` (for the server's own log). Only stores name
 * places in errors a client reads: any other error that could is answered 500 without its
 * message.
 */
export function withoutPlaces(error: unknown, home: string, as: string): unknown {
  if (!(error instanceof StoreError)) return error;
  const message = hidePlaces(error.message, home, as);
  if (message === error.message) return error;
  return new StoreError(message, { code: error.code as StoreErrorCode, cause: error });
}
