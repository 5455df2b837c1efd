import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_MESSAGES as M, ACCOUNT_RULES as R, type LoginRequest } from './accounts.contract';
import { Rules } from '../validation/rules.decorator';

/**
 * POST /api/login and the SPA's login form. Only presence and a sane size: the registration format rules would tell a
 * guesser which names can exist.
 */
export class LoginDto implements LoginRequest {
  @Rules(
    IsString({ message: M.usernameRequired }),
    IsNotEmpty({ message: M.usernameRequired }),
    MaxLength(R.passwordMax, { message: M.invalidCredentials }),
  )
  username: string;

  @Rules(
    IsString({ message: M.passwordRequired }),
    IsNotEmpty({ message: M.passwordRequired }),
    MaxLength(R.passwordMax, { message: M.invalidCredentials }),
  )
  password: string;
}
