import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_MESSAGES as M, ACCOUNT_RULES as R } from './accounts.contract';

/**
 * A new password's rules (docs/product/validation.md#validation), for every form that sets one: registration and a
 * host's invitation. Not trimmed: spaces are part of a password.
 */
export const passwordRules = (): PropertyDecorator[] => [
  IsString({ message: M.passwordRequired }),
  IsNotEmpty({ message: M.passwordRequired }),
  MinLength(R.passwordMin, { message: M.passwordLength }),
  MaxLength(R.passwordMax, { message: M.passwordTooLong }),
];
