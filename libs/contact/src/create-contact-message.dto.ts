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

export class CreateContactMessageDto implements ContactMessageRequest {
  @Transform(trim)
  @IsString({ message: CONTACT_MESSAGES.name })
  @MinLength(CONTACT_RULES.nameMin, { message: CONTACT_MESSAGES.name })
  @MaxLength(CONTACT_RULES.nameMax, { message: CONTACT_MESSAGES.nameTooLong })
  name: string;

  @Transform(trim)
  @Validate(IsEmailAddress, { message: CONTACT_MESSAGES.email })
  email: string;

  @IsIn(CONTACT_SUBJECT_VALUES, { message: CONTACT_MESSAGES.subject })
  subject: ContactSubject;

  @Transform(trim)
  @IsString({ message: CONTACT_MESSAGES.message })
  @MinLength(CONTACT_RULES.messageMin, { message: CONTACT_MESSAGES.message })
  @MaxLength(CONTACT_RULES.messageMax, { message: CONTACT_MESSAGES.messageTooLong })
  message: string;
}
