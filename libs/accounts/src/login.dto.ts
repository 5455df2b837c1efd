import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_MESSAGES as M, ACCOUNT_RULES as R, LoginRequest } from '@app/contracts';

/**
 * Only presence and a sane size: the registration format rules would tell a guesser which names can exist.
 * Rules run bottom-up (see RegisterDto).
 */
export class LoginDto implements LoginRequest {
  @MaxLength(R.passwordMax, { message: M.invalidCredentials })
  @IsNotEmpty({ message: M.usernameRequired })
  @IsString({ message: M.usernameRequired })
  username: string;

  @MaxLength(R.passwordMax, { message: M.invalidCredentials })
  @IsNotEmpty({ message: M.passwordRequired })
  @IsString({ message: M.passwordRequired })
  password: string;
}
