import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import {
  CONTACT_MESSAGES as M,
  CONTACT_RULES as R,
  CONTACT_SUBJECT_VALUES,
  type ContactMessageRequest,
  type ContactSubject,
} from './contact.contract';
import { IsEmailAddress } from '../validation/is-email-address.decorator';
import { IsName } from '../validation/plain-text.validator';
import { Rules } from '../validation/rules.decorator';
import { trim } from '../validation/input.transforms';

/** docs/product/validation.md#validation contact form: POST /api/contact-messages and the SPA's contact form. */
export class CreateContactMessageDto implements ContactMessageRequest {
  @Transform(trim)
  @Rules(
    IsString({ message: M.name }),
    MinLength(R.nameMin, { message: M.name }),
    MaxLength(R.nameMax, { message: M.nameTooLong }),
    IsName('Your name'),
  )
  name: string;

  @Transform(trim)
  @Rules(IsEmailAddress({ message: M.email }))
  email: string;

  @Rules(IsIn(CONTACT_SUBJECT_VALUES, { message: M.subject }))
  subject: ContactSubject;

  @Transform(trim)
  @Rules(
    IsString({ message: M.message }),
    MinLength(R.messageMin, { message: M.message }),
    MaxLength(R.messageMax, { message: M.messageTooLong }),
  )
  message: string;
}
