import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_MESSAGES as M, ACCOUNT_RULES as R } from '../accounts/accounts.contract';
import { Rules } from '../validation/rules.decorator';
import type { DeleteAccountRequest } from './privacy.contract';

/** DELETE /api/user and the profile's deletion dialog: the password the account signs in with. */
export class DeleteAccountDto implements DeleteAccountRequest {
  @Rules(
    IsString({ message: M.passwordRequired }),
    IsNotEmpty({ message: M.passwordRequired }),
    MaxLength(R.passwordMax, { message: M.passwordIncorrect }),
  )
  password: string;
}
