import type { PlatformErrorCode } from '@app/contracts';
import { domainException } from './coded.exception';

/** Raised by the request pipeline itself: validation, content types, idempotency keys, unknown routes. */
export class PlatformException extends domainException<PlatformErrorCode>() {}
