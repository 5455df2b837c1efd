import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, MinLength, Validate } from 'class-validator';
import {
  CONTACT_MESSAGES,
  CONTACT_RULES,
  CONTACT_SUBJECT_VALUES,
  ContactMessageRequest,
  ContactSubject,
} from '@app/contracts';
import { IsEmailAddress } from '@app/platform';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// class-validator runs a property's checks bottom-up and the pipe reports the first failure, so the most basic
// check of each property is written last (a missing name must read 'Name must be at least 2 characters').
export class CreateContactMessageDto implements ContactMessageRequest {
  @Transform(trim)
  @MaxLength(CONTACT_RULES.nameMax, { message: CONTACT_MESSAGES.nameTooLong })
  @MinLength(CONTACT_RULES.nameMin, { message: CONTACT_MESSAGES.name })
  @IsString({ message: CONTACT_MESSAGES.name })
  name: string;

  @Transform(trim)
  @Validate(IsEmailAddress, { message: CONTACT_MESSAGES.email })
  email: string;

  @IsIn(CONTACT_SUBJECT_VALUES, { message: CONTACT_MESSAGES.subject })
  subject: ContactSubject;

  @Transform(trim)
  @MaxLength(CONTACT_RULES.messageMax, { message: CONTACT_MESSAGES.messageTooLong })
  @MinLength(CONTACT_RULES.messageMin, { message: CONTACT_MESSAGES.message })
  @IsString({ message: CONTACT_MESSAGES.message })
  message: string;
}
