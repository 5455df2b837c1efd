import type { AccountsErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Sign-in, registration and access failures (codes: ACCOUNTS_ERRORS in libs/shared/contracts). */
export class AccountsException extends domainException<AccountsErrorCode>() {}
