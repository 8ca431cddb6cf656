/**
 * HTTP errors: one JSON shape, `{ "error": { "code", "message" } }`, and the mapping from the
 * engine's built-in error types to statuses. User input never becomes a 500.
 * @module
 */

/** The statuses the HTTP front door answers errors with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 413 | 422 | 500;

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

/** The status and body for any thrown value. */
export function errorResponse(error: unknown): { status: ErrorStatus; body: ErrorBody } {
  if (error instanceof HttpError) {
    return { status: error.status, body: { error: { code: error.code, message: error.message } } };
  }
  // The engine reports bad input with TypeError and RangeError, and nothing else.
  if (error instanceof TypeError || error instanceof RangeError) {
    return { status: 422, body: { error: { code: "invalid_input", message: error.message } } };
  }
  return {
    status: 500,
    body: { error: { code: "internal_error", message: "Internal server error" } },
  };
}
