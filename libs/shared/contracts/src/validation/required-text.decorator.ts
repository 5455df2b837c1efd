import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Rules } from './rules.decorator';
import { trim } from './input.transforms';

/** A free text an admin must write (a cancellation's reason, a note): trimmed, not blank, at most `max` characters. */
export const RequiredText = (max: number, messages: { required: string; tooLong: string }): PropertyDecorator =>
  Rules(
    Transform(trim) as PropertyDecorator,
    IsString({ message: messages.required }),
    IsNotEmpty({ message: messages.required }),
    MaxLength(max, { message: messages.tooLong }),
  );
