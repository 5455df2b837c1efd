import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_MESSAGES as M, ACCOUNT_RULES as R, type RegisterRequest } from './accounts.contract';
import { IsEmailAddress } from '../validation/is-email-address.decorator';
import { IsName } from '../validation/plain-text.validator';
import { Rules } from '../validation/rules.decorator';
import { blankToUndefined, trim } from '../validation/input.transforms';
import { passwordRules } from './password.rules';

/** POST /api/register and the SPA's register form. Optional names: blank means "not given" (stored as null). */
export class RegisterDto implements RegisterRequest {
  @Transform(trim)
  @Rules(
    IsString({ message: M.usernameRequired }),
    IsNotEmpty({ message: M.usernameRequired }),
    MinLength(R.usernameMin, { message: M.usernameLength }),
    MaxLength(R.usernameMax, { message: M.usernameLength }),
    Matches(R.usernamePattern, { message: M.usernameFormat }),
  )
  username: string;

  @Transform(trim)
  @Rules(IsEmailAddress({ message: M.email }))
  email: string;

  @Rules(...passwordRules())
  password: string;

  @Transform(blankToUndefined)
  @Rules(
    IsOptional(),
    IsString({ message: M.firstNameTooLong }),
    MaxLength(R.nameMax, { message: M.firstNameTooLong }),
    IsName('First name'),
  )
  firstName?: string;

  @Transform(blankToUndefined)
  @Rules(
    IsOptional(),
    IsString({ message: M.lastNameTooLong }),
    MaxLength(R.nameMax, { message: M.lastNameTooLong }),
    IsName('Last name'),
  )
  lastName?: string;
}
