import { ERROR_STATUS, ErrorCode } from '@app/contracts';

export interface ExceptionExtras {
  /** Field path to message, for forms that show errors next to inputs. */
  fields?: Record<string, string>;
  /** Structured facts the client can act on. */
  details?: Record<string, unknown>;
  /** Extra response headers, e.g. Retry-After for a 429. */
  headers?: Record<string, string>;
}

/**
 * The base of every domain's exception (twenty's model): a code from libs/shared/contracts' error tables and a message a
 * person can read. AllExceptionsFilter turns it into the error body; the code alone decides the HTTP status.
 */
export abstract class CodedException<C extends ErrorCode = ErrorCode> extends Error {
  readonly fields?: Record<string, string>;
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  protected constructor(
    readonly code: C,
    message: string,
    extras: ExceptionExtras = {},
  ) {
    super(message);
    this.name = new.target.name;
    Object.assign(this, extras);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * The exception class of one domain, limited to that domain's codes:
 * `export class AccountsException extends domainException<AccountsErrorCode>() {}`.
 */
export function domainException<C extends ErrorCode>() {
  return class extends CodedException<C> {
    constructor(code: C, message: string, extras?: ExceptionExtras) {
      super(code, message, extras);
    }
  };
}
