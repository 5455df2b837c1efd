import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength, Validate } from 'class-validator';
import { ACCOUNT_MESSAGES as M, ACCOUNT_RULES as R, RegisterRequest } from '@app/contracts';
import { IsEmailAddress } from '@app/platform';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Optional names: blank means "not given" and is stored as null. */
const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

// class-validator runs a property's rules bottom-up and the pipe stops at the first failure, so the most basic
// check sits lowest: a field reports "required" before "too short".
export class RegisterDto implements RegisterRequest {
  @Transform(trim)
  @Matches(R.usernamePattern, { message: M.usernameFormat })
  @MaxLength(R.usernameMax, { message: M.usernameLength })
  @MinLength(R.usernameMin, { message: M.usernameLength })
  @IsNotEmpty({ message: M.usernameRequired })
  @IsString({ message: M.usernameRequired })
  username: string;

  @Transform(trim)
  @Validate(IsEmailAddress, { message: M.email })
  email: string;

  // Not trimmed: spaces are part of a password.
  @MaxLength(R.passwordMax, { message: M.passwordTooLong })
  @MinLength(R.passwordMin, { message: M.passwordLength })
  @IsNotEmpty({ message: M.passwordRequired })
  @IsString({ message: M.passwordRequired })
  password: string;

  @Transform(blankToUndefined)
  @MaxLength(R.nameMax, { message: M.firstNameTooLong })
  @IsString({ message: M.firstNameTooLong })
  @IsOptional()
  firstName?: string;

  @Transform(blankToUndefined)
  @MaxLength(R.nameMax, { message: M.lastNameTooLong })
  @IsString({ message: M.lastNameTooLong })
  @IsOptional()
  lastName?: string;
}
