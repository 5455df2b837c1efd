/**
 * Each domain throws an AppException with a code; AllExceptionsFilter maps the code to an HTTP status
 * and passes the (person-readable) message through. One place decides status codes.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_many_requests: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppException extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field name to message, for forms that show errors next to inputs. */
    readonly fields?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After for 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppException';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
