import type { ReviewsErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Review failures (codes: REVIEWS_ERRORS in libs/shared/contracts). */
export class ReviewsException extends domainException<ReviewsErrorCode>() {}
