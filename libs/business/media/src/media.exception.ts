import type { MediaErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Photo upload failures (codes: MEDIA_ERRORS, messages: MEDIA_MESSAGES in libs/shared/contracts). */
export class MediaException extends domainException<MediaErrorCode>() {}
