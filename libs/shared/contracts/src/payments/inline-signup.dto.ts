import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import { SIGNUP_MESSAGES as M } from './payments.contract';
import { Rules } from '../validation/rules.decorator';
import { trim } from '../validation/input.transforms';

/**
 * "Create Account to Track Bookings" in the Booking Complete dialog (docs/product/validation.md#validation: both fields
 * required). The account is then made by POST /api/register (RegisterDto's rules, the e-mail as the username,
 * docs/product/booking.md#create-account).
 */
export class InlineSignupDto {
  @Transform(trim)
  @Rules(IsString({ message: M.missing }), IsNotEmpty({ message: M.missing }))
  email: string;

  @Rules(IsString({ message: M.missing }), IsNotEmpty({ message: M.missing }))
  password: string;
}
